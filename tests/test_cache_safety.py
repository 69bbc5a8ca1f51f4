"""Issue 14, items 2, 3 and 9: a cache is data that may have been tampered with
or damaged; it is never run as code, never served for another abstract, and a
broken database stops the run with one message that says what to do."""

import json
import pickle
import sqlite3
from contextlib import contextmanager

import pytest
from typer.testing import CliRunner

from conftest import QueueModel
from extractor.cache import Cache, CacheError
from extractor.cli import app
from extractor.pipeline import extract

TEXTS = {"a.txt": "H\n\nWe propose FooNet, reaching 91.5% on BarBench.\n",
         "b.txt": "H\n\nWe propose BazNet, reaching 72.0% on QuxBench.\n"}


@pytest.fixture
def two_abstracts(tmp_path):
    for name, text in TEXTS.items():
        (tmp_path / name).write_text(text)
    return [tmp_path / name for name in TEXTS]


def rows(db):
    with sqlite3.connect(db) as conn:
        return dict(conn.execute("SELECT key, value FROM Cache").fetchall())


def copy_over(db, source_key, target_key):
    """What an attacker or a careless copy does: one abstract's answer under another's key."""
    with sqlite3.connect(db) as conn:
        (value,) = conn.execute("SELECT value FROM Cache WHERE key = ?", (source_key,)).fetchone()
        conn.execute("UPDATE Cache SET value = ? WHERE key = ?", (value, target_key))


def test_an_entry_copied_over_another_abstracts_key_is_not_served(tmp_path, two_abstracts, caplog):
    first = extract(two_abstracts, model=QueueModel(), cache_dir=tmp_path / "cache", keep_entries=True)
    key_a, key_b = (e.key for e in first.entries)
    copy_over(tmp_path / "cache" / "db" / "cache.db", key_a, key_b)
    model = QueueModel()
    again = extract(two_abstracts, model=model, cache_dir=tmp_path / "cache")
    assert sorted(r.id for r in again.records) == sorted(r.id for r in first.records)  # each once
    assert again.summary.cache_hits == 1 and len(model.calls) == 1  # b recomputed
    assert "another abstract" in caplog.text


def test_offline_a_mismatched_entry_is_a_miss_with_its_reason(tmp_path, two_abstracts):
    first = extract(two_abstracts, model=QueueModel(), cache_dir=tmp_path / "cache", keep_entries=True)
    key_a, key_b = (e.key for e in first.entries)
    copy_over(tmp_path / "cache" / "db" / "cache.db", key_a, key_b)
    again = extract(two_abstracts, model=QueueModel(), cache_dir=tmp_path / "cache", offline=True)
    assert [r.id for r in again.records] == [first.records[0].id]
    (failure,) = again.failures
    assert failure.id == first.records[1].id and "another abstract" in failure.reason and "offline" in failure.reason


def test_a_recording_under_another_abstracts_key_is_not_served(tmp_path, two_abstracts):
    first = extract(two_abstracts, model=QueueModel(), cache_dir=tmp_path / "seed-cache", keep_entries=True)
    entry_a, entry_b = first.entries
    forged = json.loads(entry_a.model_dump_json())
    forged["key"] = entry_b.key
    (tmp_path / "cache" / "recordings").mkdir(parents=True)
    (tmp_path / "cache" / "recordings" / "r.jsonl").write_text(entry_a.model_dump_json() + "\n" + json.dumps(forged) + "\n")
    again = extract(two_abstracts, model=QueueModel(), cache_dir=tmp_path / "cache", offline=True)
    assert [r.id for r in again.records] == [entry_a.record.id]
    assert [f.id for f in again.failures] == [entry_b.record.id]


class Planted:
    """A value whose unpickling runs code: here, it only creates a marker file."""

    def __init__(self, marker):
        self.marker = str(marker)

    def __reduce__(self):
        return (open, (self.marker, "w"))


def test_a_planted_pickle_in_the_cache_never_runs_and_is_recomputed(tmp_path, two_abstracts, caplog):
    import diskcache

    first = extract(two_abstracts[:1], model=QueueModel(), cache_dir=tmp_path / "cache", keep_entries=True)
    key = first.entries[0].key
    marker = tmp_path / "pwned"
    with diskcache.Cache(str(tmp_path / "cache" / "db")) as planted:  # the default Disk pickles objects
        planted.set(key, Planted(marker))
    assert pickle.loads(pickle.dumps(Planted(tmp_path / "probe"))) and (tmp_path / "probe").exists()  # it would run
    model = QueueModel()
    again = extract(two_abstracts[:1], model=model, cache_dir=tmp_path / "cache")
    assert not marker.exists()
    assert len(model.calls) == 1 and again.ok and [r.id for r in again.records] == [first.records[0].id]
    assert "pickle" in caplog.text
    assert json.loads(rows(tmp_path / "cache" / "db" / "cache.db")[key])["key"] == key  # replaced by text


def test_a_pickled_value_written_into_the_row_by_hand_is_refused(tmp_path):
    cache = Cache(tmp_path)
    cache.disk.set("v3:k", "{}")
    marker = tmp_path / "pwned"
    with sqlite3.connect(tmp_path / "db" / "cache.db") as conn:
        conn.execute("UPDATE Cache SET mode = 4, value = ? WHERE key = 'v3:k'", (pickle.dumps(Planted(marker)),))
    assert cache.get("v3:k") is None and not marker.exists()
    assert "v3:k" not in cache.disk


def corrupt_truncated(db):
    data = db.read_bytes()
    db.write_bytes(data[: len(data) // 3])


def corrupt_header(db):
    db.write_bytes(b"this is not a database at all" * 200)


@pytest.mark.parametrize("damage", [corrupt_truncated, corrupt_header])
def test_a_damaged_cache_database_is_one_message_naming_it_and_outputs_are_kept(tmp_path, two_abstracts, damage):
    extract(two_abstracts[:1], model=QueueModel(), cache_dir=tmp_path / "cache")
    damage(tmp_path / "cache" / "db" / "cache.db")
    (tmp_path / "out").mkdir()
    (tmp_path / "out" / "records.jsonl").write_text("kept\n")
    result = CliRunner().invoke(app, ["extract", "a.txt", "b.txt", "-o", "out", "--offline"])
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output and result.exception is None or isinstance(result.exception, SystemExit)
    assert str(tmp_path / "cache" / "db") in result.output.replace("\n", "") or "cache/db" in result.output
    assert "move it aside" in result.output
    assert not list((tmp_path / "out").glob(".*.tmp"))
    assert (tmp_path / "out" / "records.jsonl").read_text() == "kept\n"  # nothing new: the old outputs stay


def test_a_full_disk_while_caching_is_one_message(tmp_path, two_abstracts, monkeypatch):
    import diskcache

    def full(self, *args, **kwargs):
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(diskcache.Cache, "set", full)
    with pytest.raises(CacheError, match="free some space"):
        extract(two_abstracts, model=QueueModel(), cache_dir=tmp_path / "cache")


def test_when_the_disk_fills_mid_run_the_records_written_so_far_are_kept(tmp_path, two_abstracts, monkeypatch):
    import diskcache

    import extractor.pipeline
    from extractor.settings import ModelSettings

    model = QueueModel()

    @contextmanager
    def open_model(self, **_):
        yield model

    monkeypatch.setattr(ModelSettings, "open_model", open_model)
    monkeypatch.setenv("EXTRACTOR_EMBEDDED_SLOTS", "1")  # one abstract per chunk, as the patches say
    monkeypatch.setattr(extractor.pipeline, "CHUNK", 1)
    monkeypatch.setattr(extractor.pipeline, "ROUNDS_PER_CHUNK", 1)
    real_set, calls = diskcache.Cache.set, []

    def fills_up(self, *args, **kwargs):
        calls.append(1)
        if len(calls) > 1:
            raise sqlite3.OperationalError("database or disk is full")
        return real_set(self, *args, **kwargs)

    monkeypatch.setattr(diskcache.Cache, "set", fills_up)
    result = CliRunner().invoke(app, ["extract", "a.txt", "b.txt", "-o", "out"])
    assert result.exit_code == 2 and "free some space" in result.output, result.output
    (line,) = (tmp_path / "out" / "records.jsonl").read_text().splitlines()
    assert "FooNet" in json.loads(line)["text"]  # a.txt, made before the disk filled
