"""`batch collect` writes records.jsonl and claims.csv from a second process
(export.RecordsElsewhere): the same bytes as written in the run's own process,
and its errors are the run's (one OutputError, no temporary file left)."""

import errno
import os

import pytest

from extractor.export import OutputError, RecordsElsewhere, RunWriter
from extractor.schema import Claim, Provenance, Record, Source

PROVENANCE = Provenance(model="m", endpoint="e", prompt_version="p", schema_hash="s")


def records(n: int) -> list[Record]:
    """Records whose cells take every path of csv_cell: formulas, numbers, lists, quotes, newlines."""
    return [Record(id=f"r{i}", sources=[Source(file="f.jsonl", index=i, line=i + 1)],
                   text=f'We propose =Net{i}, "quoted"\nreaching -{i}.5 loss, 1e21 and 0.1 on @Bench.',
                   task=f"+task {i}", contribution="method", methods=[f"=Net{i}", "B, C"], benchmarks=["@Bench"],
                   provenance=PROVENANCE,
                   claims=[Claim(value=-i - 0.5, raw=f"-{i}.5", kind="score", metric="-loss", benchmark="@Bench",
                                 subject=f"=Net{i}", evidence=f'"quoted"\nreaching -{i}.5', start=0, end=9),
                           Claim(value=1e21, raw="1e21", kind="count", evidence="1e21", start=1, end=2),
                           Claim(value=0.1, raw="0.1", unit="%", kind="ratio", evidence="0.1", start=3, end=4)])
            for i in range(n)]


def written(outdir) -> dict[str, bytes]:
    return {name: (outdir / name).read_bytes() for name in ("records.jsonl", "claims.csv")}


def test_records_written_elsewhere_are_the_bytes_written_here(tmp_path):
    made = records(2 * RecordsElsewhere.LINES_PER_MESSAGE + 3)
    for elsewhere in (False, True):
        writer = RunWriter(tmp_path / str(elsewhere), elsewhere=elsewhere)
        for record in made:
            writer.record(record)
        assert writer.commit().keys() == {"records", "claims"}
    assert written(tmp_path / "True") == written(tmp_path / "False")
    assert len((tmp_path / "True" / "records.jsonl").read_text().splitlines()) == len(made)


def test_a_full_disk_in_the_writing_process_is_one_error_and_leaves_no_temporary_file(tmp_path, monkeypatch):
    import extractor.export

    def full_disk(*args):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    (tmp_path / "out").mkdir()
    (tmp_path / "out" / "records.jsonl").write_text("previous\n")
    monkeypatch.setattr(extractor.export, "write_record_line", full_disk)  # forked with the process: its write fails
    writer = RunWriter(tmp_path / "out", elsewhere=True)
    for record in records(3):
        writer.record(record)
    with pytest.raises(OutputError, match="out: No space left on device"):
        writer.commit()
    writer.abort()
    assert (tmp_path / "out" / "records.jsonl").read_text() == "previous\n"
    assert not list((tmp_path / "out").glob(".*.tmp"))
    assert not writer.elsewhere.process.is_alive()


def test_an_aborted_run_ends_the_writing_process_and_removes_its_files(tmp_path):
    writer = RunWriter(tmp_path / "out", elsewhere=True)
    for record in records(300):
        writer.record(record)
    writer.abort()
    assert not writer.elsewhere.process.is_alive()
    assert list((tmp_path / "out").iterdir()) == []


def test_entries_are_stored_by_the_writing_process_before_the_records_after_them(tmp_path, monkeypatch):
    import extractor.export
    from extractor.cache import Cache

    order = []
    real_write_record_line, real_put_json = extractor.export.write_record_line, Cache.put_json

    def noted_write_record_line(records, claims, line):
        order.append(Record.model_validate_json(line).id)
        real_write_record_line(records, claims, line)

    def noted_put_json(self, values):
        real_put_json(self, values)
        order.extend(values)
        (tmp_path / "order").write_text("\n".join(order))  # the child's own list: seen through a file

    monkeypatch.setattr(extractor.export, "write_record_line", noted_write_record_line)  # forked with the process
    monkeypatch.setattr(Cache, "put_json", noted_put_json)
    writer = RunWriter(tmp_path / "out", elsewhere=True)
    store = writer.stores_in(tmp_path / "cache")
    made = records(3)
    store({"key-1": '{"an": "entry"}'})
    writer.record(made[0])
    store({"key-2": '{"another": "entry"}'})
    writer.record(made[1])
    writer.record(made[2])
    writer.commit()
    assert (tmp_path / "order").read_text().split("\n") == ["key-1", "r0", "key-2"]
    assert (tmp_path / "out" / "records.jsonl").read_text().count("\n") == 3
    cache = Cache(tmp_path / "cache")
    assert cache.disk.get("key-1") == '{"an": "entry"}' and cache.disk.get("key-2") == '{"another": "entry"}'
    cache.close()


def test_a_cache_error_in_the_writing_process_is_the_runs_and_leaves_no_temporary_file(tmp_path, monkeypatch):
    from extractor.cache import Cache, CacheError

    def broken(self, values):
        raise CacheError(f"cache database {self.directory} cannot be used (write: disk I/O error)")

    monkeypatch.setattr(Cache, "put_json", broken)
    writer = RunWriter(tmp_path / "out", elsewhere=True)
    writer.stores_in(tmp_path / "cache")({"key": "{}"})
    writer.record(records(1)[0])
    with pytest.raises(CacheError, match="cache.*disk I/O error"):
        writer.commit()
    assert list((tmp_path / "out").iterdir()) == []


def test_without_fork_a_collect_reads_stores_and_writes_in_its_own_process_the_same(tmp_path, monkeypatch):
    """Off Linux (forked.fork_context is None) a batch collect does all its work itself: the
    same records, claims and cache as with its processes."""
    import json
    import shutil

    from typer.testing import CliRunner

    import extractor.corpus
    import extractor.export
    from conftest import write_abstracts
    from extractor.cli import app
    from fake_batch import FakeBatchAPI

    runner = CliRunner()
    monkeypatch.chdir(tmp_path)
    inputs = write_abstracts(tmp_path, 30, "Abstract {i}: we propose FooNet{i}, {i}.5% on BarBench.")
    written = runner.invoke(app, ["batch", "write", str(inputs), "--model", "fake", "--to", "req.jsonl"])
    assert written.exit_code == 0, written.output
    requests = [json.loads(line) for line in (tmp_path / "req.jsonl").read_text().splitlines()]
    with FakeBatchAPI() as fake:
        output, _, _ = fake._run(requests)
    (tmp_path / "results.jsonl").write_bytes(output)
    shutil.copytree(tmp_path / "cache", tmp_path / "cache-here")
    outputs = {}
    for cache, forks in (("cache", True), ("cache-here", False)):
        if not forks:
            monkeypatch.setattr(extractor.export, "fork_context", lambda: None)
            monkeypatch.setattr(extractor.corpus, "fork_context", lambda: None)
        done = runner.invoke(app, ["batch", "collect", str(inputs), "--from", "results.jsonl", "--model",
                                   "fake", "--cache-dir", cache, "-o", f"out-{cache}", "--quiet"])
        assert done.exit_code == 0, done.output
        offline = runner.invoke(app, ["extract", str(inputs), "--offline", "--model", "fake", "--cache-dir",
                                      cache, "-o", f"offline-{cache}", "--quiet"])
        assert offline.exit_code == 0, offline.output  # every answer was stored
        outputs[forks] = [_without_seconds(tmp_path / f"{kind}-{cache}" / "records.jsonl")
                          for kind in ("out", "offline")]
        outputs[forks].append((tmp_path / f"out-{cache}" / "claims.csv").read_text())
    assert outputs[True] == outputs[False] and len(outputs[True][0]) == 30


def _without_seconds(path) -> list[dict]:
    import json

    records = [json.loads(line) for line in path.read_text().splitlines()]
    for record in records:
        del record["provenance"]["seconds"]
    return records


def test_claim_rows_read_back_from_a_records_json_are_its_claim_rows():
    """The writing process reads a record's claims from its JSON line as plain values
    (export.write_record_line): the rows, and so the CSV cells, of the record itself; floats
    of every shape (tiny, huge, integral, negative zero) come back as the same cells."""
    import csv
    import io

    from extractor.export import write_record, write_record_line

    odd = [0.0, -0.0, 1e-7, 5e-324, 1.7976931348623157e308, 1e16, 123456789012345680.0, 0.1 + 0.2, -2.5, 3.0]
    made = records(3) + [Record(id="odd", sources=[], text="t", provenance=PROVENANCE, methods=[],
                                claims=[Claim(value=v, raw=str(v), kind="score", evidence="t", start=0, end=1)
                                        for v in odd])]
    for record in made:
        line = record.model_dump_json()
        here, there = io.StringIO(), io.StringIO()
        write_record(here, csv.writer(here, lineterminator="\n"), record, line)
        write_record_line(there, csv.writer(there, lineterminator="\n"), line)
        assert there.getvalue() == here.getvalue()
