"""The batch memo (batch_memo.py): the rules' part of each record made when the requests
are written, used at collect only when it is current and its own text's; a record is the
same with it, without it, and through the live client."""

import json
import pickle
import shutil
import sqlite3

import pytest
from typer.testing import CliRunner

import extractor.rules
import extractor.batch
import extractor.batch_memo
import extractor.pipeline
from conftest import SEEDS
from extractor.batch_memo import MEMO_FILE, MEMO_TABLE
from extractor.cli import app
from fake_batch import FakeBatchAPI

runner = CliRunner()


@pytest.fixture
def written_batch(tmp_path):
    """The seeds' requests written (memo made) into cache/, and the fake provider's results."""
    shutil.copytree(SEEDS, tmp_path / "seeds")
    result = runner.invoke(app, ["batch", "write", "seeds", "--model", "fake", "--to", "req.jsonl"])
    assert result.exit_code == 0, result.output
    lines = [json.loads(line) for line in (tmp_path / "req.jsonl").read_text().splitlines()]
    with FakeBatchAPI() as provider:
        output, _, _ = provider._run(lines)
    (tmp_path / "results.jsonl").write_bytes(output)
    return tmp_path / "cache"


def collect(cache, out: str):
    result = runner.invoke(app, ["batch", "collect", "seeds", "--from", "results.jsonl", "--model", "fake",
                                 "-o", out, "--cache-dir", str(cache), "--quiet"])
    assert result.exit_code == 0, result.output
    return records(out)


def records(out: str) -> list[dict]:
    """The records written, but for the seconds a collect took (a timing, not a result)."""
    found = [json.loads(line) for line in open(f"{out}/records.jsonl", encoding="utf-8")]
    for record in found:
        record["provenance"]["seconds"] = 0.0
    return found


def memo_rows(cache) -> int:
    with sqlite3.connect(cache / "batches" / MEMO_FILE) as db:
        return db.execute(f"SELECT count(*) FROM {MEMO_TABLE}").fetchone()[0]


def counting_rules(monkeypatch) -> list[str]:
    """Every text the rules run on, from now on."""
    seen = []
    real = extractor.pipeline.resolve_text

    def counted(text, candidates):
        seen.append(text)
        return real(text, candidates)

    monkeypatch.setattr(extractor.pipeline, "resolve_text", counted)
    return seen


def test_a_current_memo_is_used_and_records_are_those_made_without_it_and_through_the_live_client(
        written_batch, tmp_path, monkeypatch):
    assert memo_rows(written_batch) == 51
    fresh = tmp_path / "fresh"  # the same results, no memo: the rules run at collect
    shutil.copytree(written_batch, fresh)
    (fresh / "batches" / MEMO_FILE).unlink()
    live = tmp_path / "live"  # no answer read directly: every one through the live client
    shutil.copytree(fresh, live)
    ran = counting_rules(monkeypatch)
    with_memo = collect(written_batch, "out")
    assert ran == []  # not one abstract's rules run again
    without_memo = collect(fresh, "out-fresh")
    assert len(ran) == 51
    monkeypatch.setattr(extractor.batch, "clean_answer", lambda *args: None)
    through_the_client = collect(live, "out-live")
    assert len(with_memo) == 51
    assert with_memo == without_memo == through_the_client


def test_a_stale_memo_is_recomputed(written_batch, tmp_path, monkeypatch):
    with sqlite3.connect(written_batch / "batches" / MEMO_FILE) as db:
        db.execute(f"UPDATE {MEMO_TABLE} SET rules = 'rules-0'")
    fresh = tmp_path / "fresh"
    shutil.copytree(written_batch, fresh)
    (fresh / "batches" / MEMO_FILE).unlink()
    ran = counting_rules(monkeypatch)
    assert collect(written_batch, "out") == collect(fresh, "out-fresh")
    assert len(ran) == 2 * 51


def test_a_memo_row_of_another_text_or_of_pickle_is_not_used(written_batch, tmp_path, monkeypatch):
    fresh = tmp_path / "fresh"
    shutil.copytree(written_batch, fresh)
    (fresh / "batches" / MEMO_FILE).unlink()
    expected = collect(fresh, "out-fresh")
    with sqlite3.connect(written_batch / "batches" / MEMO_FILE) as db:
        rows = db.execute(f"SELECT text_sha256, value FROM {MEMO_TABLE} ORDER BY text_sha256").fetchall()
        (first, _), (second, _), (third, _) = rows[:3]
        with_claims = next(value for sha, value in rows[3:] if json.loads(value)["fields"]["claims"])
        db.execute(f"UPDATE {MEMO_TABLE} SET value = ? WHERE text_sha256 = ?", (with_claims, first))  # another text's
        db.execute(f"UPDATE {MEMO_TABLE} SET value = ? WHERE text_sha256 = ?", (pickle.dumps(OSError("boom")), second))
        edited = {**json.loads(with_claims), "text_sha256": third}  # and its hash edited to fit: its claims do not
        db.execute(f"UPDATE {MEMO_TABLE} SET value = ? WHERE text_sha256 = ?", (json.dumps(edited), third))
    unpickled = []
    monkeypatch.setattr(pickle, "loads", lambda *args, **kwargs: unpickled.append(args))
    ran = counting_rules(monkeypatch)
    assert collect(written_batch, "out") == expected
    assert len(ran) == 3 and not unpickled


def test_a_memo_file_that_is_not_a_database_is_set_aside_with_a_warning(written_batch, tmp_path, caplog):
    fresh = tmp_path / "fresh"
    shutil.copytree(written_batch, fresh)
    (fresh / "batches" / MEMO_FILE).unlink()
    memo = written_batch / "batches" / MEMO_FILE
    memo.write_bytes(b"not a database " * 100)
    assert collect(written_batch, "out") == collect(fresh, "out-fresh")
    assert f"batch memo {memo} cannot be used" in caplog.text


def test_requests_written_again_after_a_new_rules_version_get_a_current_memo(written_batch, tmp_path,
                                                                              monkeypatch):
    monkeypatch.setattr(extractor.rules, "rules_version", lambda: "rules-next")
    again = runner.invoke(app, ["batch", "write", "seeds", "--model", "fake", "--to", "req2.jsonl"])
    assert again.exit_code == 0, again.output
    with sqlite3.connect(written_batch / "batches" / MEMO_FILE) as db:
        assert db.execute(f"SELECT DISTINCT rules FROM {MEMO_TABLE}").fetchall() == [("rules-next",)]


def test_an_invalid_answer_with_a_current_memo_goes_through_the_live_client_and_is_asked_again(
        written_batch, tmp_path, monkeypatch):
    lines = [json.loads(line) for line in (tmp_path / "req.jsonl").read_text().splitlines()]
    invalid = lines[0]["body"]["messages"][-1]["content"][10:70]  # one abstract's answer breaks the schema
    with FakeBatchAPI(invalid_texts=(invalid,)) as provider:
        output, _, _ = provider._run(lines)
    (tmp_path / "results.jsonl").write_bytes(output)
    fresh = tmp_path / "fresh"  # the same results, no memo
    shutil.copytree(written_batch, fresh)
    (fresh / "batches" / MEMO_FILE).unlink()
    ran = counting_rules(monkeypatch)
    result = runner.invoke(app, ["batch", "collect", "seeds", "--from", "results.jsonl", "--model", "fake",
                                 "-o", "out", "--cache-dir", str(written_batch), "--quiet"])
    assert result.exit_code == 3, result.output  # the one left waits to be asked again
    assert "50 answers collected this run" in result.output
    assert ran == []  # the memo served all 51, the invalid one's too
    assert len(records("out")) == 50
    again = runner.invoke(app, ["batch", "write", "seeds", "--model", "fake", "--to", "again.jsonl",
                                "--cache-dir", str(written_batch)])
    assert again.exit_code == 0, again.output
    (reask,) = [json.loads(line) for line in (tmp_path / "again.jsonl").read_text().splitlines()]
    assert invalid in json.dumps(reask["body"]["messages"]) and "banana" in json.dumps(reask["body"]["messages"])
    runner.invoke(app, ["batch", "collect", "seeds", "--from", "results.jsonl", "--model", "fake",
                        "-o", "out-fresh", "--cache-dir", str(fresh), "--quiet"])
    assert records("out") == records("out-fresh")  # the same 50 records as the rules make without a memo


def test_a_write_removes_the_rows_of_other_rules_or_prompts(written_batch, tmp_path):
    with sqlite3.connect(written_batch / "batches" / MEMO_FILE) as db:
        current_rules, current_prompt = db.execute(f"SELECT rules, prompt FROM {MEMO_TABLE} LIMIT 1").fetchone()
        db.execute(f"INSERT INTO {MEMO_TABLE} VALUES ('old-prompt', ?, 'prompt-0', '{{}}')", (current_rules,))
        db.execute(f"INSERT INTO {MEMO_TABLE} VALUES ('old-rules', 'rules-0', ?, '{{}}')", (current_prompt,))
        db.execute(f"DELETE FROM {MEMO_TABLE} WHERE text_sha256 = (SELECT min(text_sha256) FROM {MEMO_TABLE})")
    result = runner.invoke(app, ["batch", "write", "seeds", "--model", "fake", "--to", "req2.jsonl"])
    assert result.exit_code == 0, result.output  # one abstract's rules' part kept again: a write
    with sqlite3.connect(written_batch / "batches" / MEMO_FILE) as db:
        kept = db.execute(f"SELECT text_sha256, rules, prompt FROM {MEMO_TABLE}").fetchall()
    assert len(kept) == 51
    assert {(rules, prompt) for _, rules, prompt in kept} == {(current_rules, current_prompt)}
