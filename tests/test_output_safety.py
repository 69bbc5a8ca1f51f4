"""Issue 14, items 10 (output part) and 12: text that leaves the tool is safe
where it lands (terminal, spreadsheet), and path or argument errors are one
line naming the path or option, exit 2, never a traceback or a stray temp file."""

import csv
import errno
import io
import sqlite3

import pytest
from typer.testing import CliRunner

from conftest import QueueModel
from extractor.cli import app
from extractor.export import OutputError, export_tables, write_atomic
from extractor.formats import csv_cell, terminal_safe
from extractor.schema import Claim, Provenance, Record, Source

runner = CliRunner(mix_stderr=False) if "mix_stderr" in CliRunner.__init__.__code__.co_varnames else CliRunner()
PROVENANCE = Provenance(model="m", endpoint="e", prompt_version="p", schema_hash="s")
ESCAPE = "\x1b]0;pwned\x07\x1b[2J\x9b31m"
FORMULA = "=cmd|' /C calc'!A0"


def hostile_record():
    text = f"We propose {FORMULA} net{ESCAPE}, reaching -0.5 loss on @Bench."
    return Record(id="r1", sources=[Source(file="f.txt", index=0, line=1)], text=text, task=f"+task{ESCAPE}",
                  contribution="method", methods=[FORMULA], benchmarks=["@Bench"], provenance=PROVENANCE,
                  claims=[Claim(value=-0.5, raw="-0.5", kind="score", metric=f"-loss{ESCAPE}", benchmark="@Bench",
                                subject=FORMULA, evidence="-0.5 loss", start=0, end=1)])


@pytest.fixture
def hostile_file(tmp_path):
    path = tmp_path / "records.jsonl"
    path.write_text(hostile_record().model_dump_json() + "\n")
    return path


def test_terminal_safe_removes_c0_and_c1_controls_but_keeps_newlines_and_tabs():
    assert terminal_safe(f"a{ESCAPE}b\n\tc\x7f") == "a]0;pwned[2J31mb\n\tc"


def test_csv_cell_neutralises_formula_text_but_not_numbers():
    assert [csv_cell(v) for v in ("=1+1", "+1", "-x", "@SUM(A1)", "\tx", "\rx", "ok")] == [
        "'=1+1", "'+1", "'-x", "'@SUM(A1)", "'\tx", "'\rx", "ok"]
    assert csv_cell(-0.5) == "-0.5" and csv_cell(-3) == "-3"
    assert csv_cell(["=a", "b"]) == "'=a; b"
    assert [csv_cell(v) for v in ("", None, [], -1.5e20, True)] == ["", "", "", "-150000000000000000000", "True"]


@pytest.mark.parametrize("view", ["claims", "leaderboard", "methods", "benchmarks"])
@pytest.mark.parametrize("fmt", ["markdown", "html", "csv", "jsonl"])
def test_table_prints_no_terminal_escape_codes(hostile_file, view, fmt):
    result = runner.invoke(app, ["table", str(hostile_file), "--view", view, "--format", fmt])
    assert result.exit_code == 0, result.output
    assert not any(ch in result.output for ch in "\x1b\x07\x9b")


def test_no_csv_we_write_has_a_formula_cell_and_negative_numbers_stay_numbers(hostile_file, tmp_path, monkeypatch):
    table = runner.invoke(app, ["table", str(hostile_file), "--format", "csv"]).output
    export_tables([hostile_record()], tmp_path / "tables", ["csv"])
    files = [table] + [p.read_text() for p in (tmp_path / "tables").glob("*.csv")]
    (tmp_path / "in.txt").write_text(f"T\n\nWe propose {FORMULA}, reaching -0.5 loss on @Bench.\n")
    import extractor.pipeline

    monkeypatch.setattr(extractor.pipeline, "record_of", lambda *a, **k: hostile_record())
    from extractor.pipeline import extract
    from extractor.export import RunWriter

    writer = RunWriter(tmp_path / "out")
    extract([tmp_path / "in.txt"], model=QueueModel(), cache_dir=tmp_path / "cache", on_record=writer.record)
    writer.commit()
    files.append((tmp_path / "out" / "claims.csv").read_text())
    for text in files:
        for row in csv.reader(io.StringIO(text)):
            for cell in row:
                assert not cell.startswith(("=", "+", "@", "\t", "\r")), (cell, text)
                assert not cell.startswith("-") or cell == "-0.5", (cell, text)
    assert any("-0.5" in row for text in files for row in csv.reader(io.StringIO(text)))


def test_console_messages_carry_no_escape_codes(tmp_path):
    result = runner.invoke(app, ["extract", "missing\x1b[31m\x9b2J.txt", "--offline", "-o", "out"])
    assert result.exit_code == 1 and "missing[31m2J.txt" in result.output
    assert not any(ch in result.output for ch in "\x1b\x9b")


def one_line_error(result, *needles):
    assert result.exit_code == 2, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert "Traceback" not in result.output
    for needle in needles:
        assert needle in result.output, result.output


@pytest.fixture
def records_file(tmp_path):
    path = tmp_path / "records.jsonl"
    path.write_text(hostile_record().model_dump_json() + "\n")
    return path


def test_out_pointing_at_a_file_is_one_error(tmp_path):
    (tmp_path / "in.txt").write_text("T\n\nAn abstract with 42 numbers.\n")
    (tmp_path / "afile").write_text("x")
    one_line_error(runner.invoke(app, ["extract", "in.txt", "--offline", "-o", "afile"]), "afile", "not a directory")


def test_out_under_proc_is_one_error(tmp_path, records_file):
    (tmp_path / "in.txt").write_text("T\n\nAn abstract with 42 numbers.\n")
    one_line_error(runner.invoke(app, ["extract", "in.txt", "--offline", "-o", "/proc/extractor-out"]), "/proc/extractor-out")
    one_line_error(runner.invoke(app, ["export", str(records_file), "-o", "/proc/extractor-out"]), "/proc/extractor-out")


def test_records_jsonl_that_is_a_directory_is_found_before_the_run(tmp_path, records_file):
    (tmp_path / "in.txt").write_text("T\n\nAn abstract with 42 numbers.\n")
    (tmp_path / "out" / "records.jsonl").mkdir(parents=True)
    one_line_error(runner.invoke(app, ["extract", "in.txt", "--offline", "-o", "out"]), "records.jsonl", "directory")
    one_line_error(runner.invoke(app, ["table", str(tmp_path / "out" / "records.jsonl")]), "records.jsonl", "directory")
    assert not list((tmp_path / "out").glob(".*.tmp"))


def test_report_out_at_a_directory_is_one_error(tmp_path, records_file):
    (tmp_path / "adir").mkdir()
    one_line_error(runner.invoke(app, ["report", str(records_file), "-o", "adir"]), "adir", "directory")
    assert list((tmp_path / "adir").iterdir()) == []


def test_invalid_regex_and_unknown_format_are_rejected_by_the_parser(records_file):
    grep = runner.invoke(app, ["table", str(records_file), "--grep", "("])
    one_line_error(grep, "--grep", "regular expression")
    one_line_error(runner.invoke(app, ["table", str(records_file), "--format", "xml"]), "--format", "xml")
    one_line_error(runner.invoke(app, ["export", str(records_file), "--format", "xml"]), "--format", "xml")
    one_line_error(runner.invoke(app, ["export", str(records_file), "--format", "csv,xml"]), "xml")
    one_line_error(runner.invoke(app, ["table", str(records_file), "--view", "nope"]), "--view")


def full_disk(*args, **kwargs):
    raise OSError(errno.ENOSPC, "No space left on device")


def test_a_full_disk_in_write_atomic_leaves_no_temporary_file_and_keeps_the_old_file(tmp_path, monkeypatch):
    target = tmp_path / "report.html"
    target.write_text("old")
    monkeypatch.setattr("pathlib.Path.write_text", full_disk)
    with pytest.raises(OutputError, match="report.html.*No space left"):
        write_atomic(target, "new")
    monkeypatch.undo()
    assert target.read_text() == "old" and [p.name for p in tmp_path.iterdir()] == ["report.html"]


def test_a_full_disk_during_report_and_export_is_one_error(tmp_path, records_file, monkeypatch):
    monkeypatch.setattr("pathlib.Path.write_text", full_disk)
    monkeypatch.setattr("pathlib.Path.write_bytes", full_disk)
    one_line_error(runner.invoke(app, ["report", str(records_file), "-o", "out/report.html"]), "report.html", "No space")
    one_line_error(runner.invoke(app, ["export", str(records_file), "-o", "tables", "--format", "csv"]), "No space")
    monkeypatch.undo()
    assert not [p for p in tmp_path.rglob(".*.tmp")]


def test_a_full_disk_while_writing_records_is_one_error_and_removes_the_temporary_files(tmp_path, monkeypatch):
    from extractor.export import RunWriter

    (tmp_path / "out").mkdir()
    (tmp_path / "out" / "records.jsonl").write_text("previous\n")
    writer = RunWriter(tmp_path / "out")

    class FullFile(io.StringIO):
        def write(self, text):
            full_disk()

    writer.files["records"] = FullFile()
    with pytest.raises(OutputError, match="No space left"):
        writer.record(hostile_record())
    assert (tmp_path / "out" / "records.jsonl").read_text() == "previous\n"
    assert not list((tmp_path / "out").glob(".*.tmp"))


def big_records_file(tmp_path):
    path = tmp_path / "records.jsonl"
    path.write_text("".join(hostile_record().model_copy(update={"id": f"r{i}"}).model_dump_json() + "\n"
                            for i in range(2000)))
    return path


def run_table(path, stdout):
    import os
    import subprocess
    import sys

    from conftest import REPO

    env = dict(os.environ, PYTHONPATH=str(REPO))
    return subprocess.Popen([sys.executable, "-m", "extractor", "table", str(path)], stdout=stdout,
                            stderr=subprocess.PIPE, env=env)


@pytest.mark.skipif(not __import__("os").path.exists("/dev/full"), reason="needs /dev/full")
def test_printing_to_a_full_disk_is_one_error(tmp_path):
    with open("/dev/full", "w") as full:
        table = run_table(big_records_file(tmp_path), full)
        stderr = table.stderr.read().decode()
    assert table.wait() == 2 and "Traceback" not in stderr and "No space left" in stderr, stderr


def test_a_reader_that_stops_reading_is_not_an_error(tmp_path):
    import subprocess

    table = run_table(big_records_file(tmp_path), subprocess.PIPE)
    table.stdout.readline()
    table.stdout.close()  # as `| head -1` does
    stderr = table.stderr.read()
    assert table.wait() == 0 and b"Traceback" not in stderr, stderr
