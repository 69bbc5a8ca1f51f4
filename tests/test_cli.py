import json
import shutil
from contextlib import contextmanager

import pytest
from typer.testing import CliRunner

from conftest import REPO, SEEDS, QueueModel
from extractor.cli import app
from extractor.settings import ModelSettings

runner = CliRunner()


@pytest.fixture
def fake_endpoint(monkeypatch):
    model = QueueModel()

    @contextmanager
    def open_model(self, **_):
        yield model

    monkeypatch.setattr(ModelSettings, "open_model", open_model)
    monkeypatch.setattr(ModelSettings, "model_name", property(lambda self: model.name))
    monkeypatch.setattr(ModelSettings, "params", model.params, raising=False)
    return model


def test_extract_writes_records_claims_and_a_summary(tmp_path, fake_endpoint):
    (tmp_path / "in.txt").write_text("Papers\n\nWe propose FooNet, which reaches 91.5% on BarBench.\n")
    result = runner.invoke(app, ["extract", "in.txt", "-o", "out"])
    assert result.exit_code == 0, result.output
    (record,) = [json.loads(line) for line in (tmp_path / "out/records.jsonl").read_text().splitlines()]
    assert record["claims"][0]["raw"] == "91.5%"
    claims = (tmp_path / "out/claims.csv").read_text().splitlines()
    assert claims[0].startswith("record_id,methods,benchmark,metric,value,unit,kind")
    assert len(claims) == 2
    for label in ["abstracts read", "unique records", "cache hits", "model calls", "tokens", "wall time"]:
        assert label in result.output
    again = runner.invoke(app, ["extract", "in.txt", "-o", "out"])
    assert again.exit_code == 0 and len(fake_endpoint.calls) == 1


def test_bad_input_is_named_the_rest_is_written_and_the_exit_code_says_so(tmp_path, fake_endpoint):
    (tmp_path / "good.txt").write_text("Papers\n\nWe propose FooNet, which reaches 91.5% on BarBench.\n")
    (tmp_path / "bad.jsonl").write_text('{"text": "Another abstract with 3 numbers."}\nnot json\n')
    result = runner.invoke(app, ["extract", "good.txt", "bad.jsonl", "missing.txt", "-o", "out"])
    assert result.exit_code == 1
    assert "bad.jsonl:2" in result.output and "missing.txt" in result.output
    assert len((tmp_path / "out/records.jsonl").read_text().splitlines()) == 2


@pytest.mark.parametrize("command", [["table"], ["export", "-o", "tables"], ["report", "-o", "r.html"]])
def test_a_records_file_that_is_not_there_is_named_plainly(tmp_path, command):
    result = runner.invoke(app, [command[0], "nosuch.jsonl", *command[1:]])
    assert result.exit_code == 2
    assert "nosuch.jsonl: no such file or directory" in result.output and "Errno" not in result.output


def test_offline_replays_the_shipped_recordings_of_the_seeds(tmp_path):
    shutil.copytree(REPO / "cache" / "recordings", tmp_path / "cache" / "recordings")
    shutil.copytree(SEEDS, tmp_path / "seeds")
    result = runner.invoke(app, ["extract", "seeds/", "--offline", "-o", "out"])
    assert result.exit_code == 0, result.output
    records = [json.loads(line) for line in (tmp_path / "out/records.jsonl").read_text().splitlines()]
    assert len(records) == 51
    assert sum(len(r["sources"]) for r in records) == 57
    assert all(r["provenance"]["cached"] for r in records)


def test_offline_lists_misses_and_fails(tmp_path):
    (tmp_path / "in.txt").write_text("Papers\n\nAn abstract nobody has seen, with 42 numbers.\n")
    result = runner.invoke(app, ["extract", "in.txt", "--offline", "-o", "out"])
    assert result.exit_code == 1
    output = " ".join(result.output.split())  # rich wraps long lines
    assert "in.txt#0" in output and "not in the cache at /" in output and "(offline)" in output
    # a cache with no recordings says where the shipped ones are (a run from outside the repository)
    assert "which holds no recordings" in output and "--cache-dir REPO/cache" in output
    assert (tmp_path / "out/failures.jsonl").exists()


def test_offline_misses_give_their_reason_once_then_each_record(tmp_path):
    # a new user's run with an empty cache printed the same four-line advice for each of 51 records
    (tmp_path / "in.txt").write_text("Papers\n\nFirst unseen abstract, 42 numbers.\n\nSecond unseen one, 7 numbers.\n")
    result = runner.invoke(app, ["extract", "in.txt", "--offline", "-o", "out"])
    output = " ".join(result.output.split())
    assert result.exit_code == 1 and output.count("which holds no recordings") == 1
    assert "failed: 2 records: not in the cache at /" in output and "in.txt#0" in output and "in.txt#1" in output


def test_settings_choose_the_embedded_model_only_when_nothing_is_named(monkeypatch):
    assert ModelSettings().embedded
    assert ModelSettings().endpoint == "embedded"
    remote = ModelSettings(base_url="http://localhost:11434/v1", model="qwen2.5:1.5b")
    assert not remote.embedded and remote.model_name == "qwen2.5:1.5b"
    monkeypatch.setenv("OPENAI_API_KEY", "sk-x")
    assert not ModelSettings().embedded and ModelSettings().model_name == "gpt-4o-mini"
    assert "sk-x" not in repr(ModelSettings())


def test_record_offline_rewrites_recordings_with_the_current_code_and_no_model(tmp_path, fake_endpoint, monkeypatch):
    import extractor.rules

    (tmp_path / "in.txt").write_text("Papers\n\nWe propose FooNet, which reaches 91.5% on BarBench.\n")
    assert runner.invoke(app, ["record", "in.txt", "--to", "cache/recordings/r.jsonl"]).exit_code == 0
    shutil.rmtree(tmp_path / "cache" / "db")  # only the recordings are left
    monkeypatch.setattr(extractor.rules, "rules_version", lambda: "edited-rules")
    again = runner.invoke(app, ["record", "in.txt", "--offline", "--to", "cache/recordings/r.jsonl"])
    assert again.exit_code == 0 and len(fake_endpoint.calls) == 1
    (entry,) = [json.loads(line) for line in (tmp_path / "cache/recordings/r.jsonl").read_text().splitlines()]
    assert entry["rules"] == "edited-rules" and entry["record"]["claims"][0]["raw"] == "91.5%"


# --- the option groups the run commands share (cli._uses) ------------------------------------------

SHARED_GROUPS = {"fields": ["--text-field", "--id-field", "--title-field"],
                 "settings": ["--base-url", "--model", "--mode", "--timeout", "--record-timeout"],
                 "reporting": ["--prices", "--quiet", "--json"]}
EVERY_GROUP = ["fields", "settings", "reporting"]
COMMANDS = {("extract",): EVERY_GROUP, ("record",): EVERY_GROUP, ("batch", "collect"): EVERY_GROUP,
            ("batch", "write"): ["fields"]}


def _options(*path) -> dict[str, object]:
    import typer.main

    command = typer.main.get_command(app)
    for name in path:
        command = command.commands[name]
    return {opt: p for p in command.params for opt in p.opts}


def test_the_run_commands_take_each_shared_group_whole_and_alike():
    reference = _options("extract")
    for path, groups in COMMANDS.items():
        options = _options(*path)
        for group in groups:
            for opt in SHARED_GROUPS[group]:
                assert opt in options, (path, opt)
                same = (options[opt].help, options[opt].default) == (reference[opt].help, reference[opt].default)
                assert same, (path, opt)


@pytest.mark.parametrize("path", [("extract",), ("record",), ("batch", "collect"), ("batch", "write")])
def test_each_run_command_checks_the_mode_and_reads_the_named_text_field(path, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "in.jsonl").write_text(json.dumps({"body": "We propose FooNet, 91.5% on BarBench."}) + "\n")
    extra = ["--to", "x.jsonl"] if path in (("record",), ("batch", "write")) else []
    bad = runner.invoke(app, [*path, "in.jsonl", "--model", "fake", "--mode", "banana", *extra])
    assert bad.exit_code == 2 and "banana" in bad.output
    # The text is in "body": named, the one abstract is read (and, with no answer cached, fails
    # offline or is written down for a batch); not named, there is no abstract to read.
    args = [*path, "in.jsonl", "--model", "fake", "--text-field", "body", "--cache-dir", "c", *extra]
    args += ["--offline"] if path in (("extract",), ("record",)) else []
    named = runner.invoke(app, args)
    unnamed = runner.invoke(app, [a for a in args if a not in ("--text-field", "body")])
    assert "1/1 done" in named.output and "0/0 done" in unnamed.output, (named.output, unnamed.output)


def test_a_second_run_into_an_output_folder_inside_the_input_folder_does_not_read_its_own_output(tmp_path):
    shutil.copytree(SEEDS, tmp_path / "data")
    shutil.copytree(REPO / "cache" / "recordings", tmp_path / "cache" / "recordings")
    first = runner.invoke(app, ["extract", "data/", "--offline", "-o", "data/out"])
    second = runner.invoke(app, ["extract", "data/", "--offline", "-o", "data/out"])
    assert first.exit_code == second.exit_code == 0, second.output
    records = [json.loads(line) for line in (tmp_path / "data/out/records.jsonl").read_text().splitlines()]
    assert len(records) == 51 and not any("out/" in s["file"] for r in records for s in r["sources"])



@pytest.mark.parametrize("command, advice", [
    (["extract", "in.txt", "-o", "out"], "run the same command again to finish"),
    (["extract", "in.txt", "-o", "out", "--refresh"], "run it again without --refresh"),
    (["record", "in.txt", "--to", "rec.jsonl"], "(record: with --keep-cached)"),  # record refreshes by default
])
def test_a_stop_says_how_to_finish_without_asking_again(tmp_path, monkeypatch, command, advice):
    import extractor.pipeline

    def stopped(*args, **kwargs):
        raise SystemExit(143)  # what SIGTERM's handler raises mid-run

    monkeypatch.setattr(extractor.pipeline, "extract", stopped)
    (tmp_path / "in.txt").write_text("Papers\n\nAn abstract with 42 numbers in it, long enough to read.\n")
    result = runner.invoke(app, command)
    output = " ".join(result.output.split())
    assert result.exit_code == 143 and "stopped: no output file written or replaced" in output and advice in output


def test_an_input_folder_holding_only_a_runs_output_says_so(tmp_path):
    shutil.copytree(SEEDS, tmp_path / "data")
    shutil.copytree(REPO / "cache" / "recordings", tmp_path / "cache" / "recordings")
    assert runner.invoke(app, ["extract", "data/", "--offline", "-o", "out"]).exit_code == 0
    result = runner.invoke(app, ["extract", "out/", "--offline", "-o", "again"])
    assert "holds an extractor run's output (records.jsonl, claims.csv, failures.jsonl), not input" in " ".join(
        result.output.split())
