import dataclasses
import json
import shutil

import pytest
from tenacity import wait_none

import extractor.rules
from extractor.rules import kind as kind_rules
import extractor.model
import extractor.pipeline
from extractor.cache import Cache
from extractor.candidates import find_candidates
from extractor.model import EndpointUnreachable, ModelError
from extractor.pipeline import extract
from extractor.prompt import MAX_ERROR_CHARS
from conftest import SEEDS, QueueModel, default_labels


@pytest.fixture(autouse=True)
def no_backoff(monkeypatch):
    monkeypatch.setattr(extractor.model, "RETRY_WAIT", wait_none())


@pytest.fixture
def seeds(tmp_path):
    shutil.copytree(SEEDS, tmp_path / "seeds")
    return tmp_path / "seeds"


def test_seeds_give_51_grounded_records_then_replay_from_cache(seeds, tmp_path):
    model = QueueModel()
    first = extract([seeds], model=model, cache_dir=tmp_path / "cache")
    assert first.ok and len(first.records) == 51
    assert sum(len(r.sources) for r in first.records) == 57
    assert first.summary.model_calls == 51 and first.summary.cache_hits == 0
    for record in first.records:
        for claim in record.claims:
            assert record.text[claim.start:claim.end] == claim.evidence
        assert not record.provenance.cached
    again = extract([seeds], model=QueueModel(), cache_dir=tmp_path / "cache")
    assert again.summary.model_calls == 0 and again.summary.cache_hits == 51
    assert [r.id for r in again.records] == [r.id for r in first.records]
    assert all(r.provenance.cached for r in again.records)
    strip = lambda r: r.model_dump(exclude={"provenance"})  # noqa: E731
    assert [strip(r) for r in again.records] == [strip(r) for r in first.records]


def test_a_run_hands_back_what_it_kept_out_of_the_collector_also_when_it_fails(seeds, tmp_path):
    import gc

    before = gc.get_freeze_count()
    extract([seeds], model=QueueModel(), cache_dir=tmp_path / "cache")
    assert gc.get_freeze_count() == before and gc.isenabled()
    with pytest.raises(Exception):
        extract([seeds], model=QueueModel(), cache_dir=tmp_path / "cache", on_record=lambda record: 1 / 0)
    assert gc.get_freeze_count() == before and gc.isenabled()


def test_a_cached_answer_is_rebuilt_when_the_rules_change_and_stored_again(tmp_path, monkeypatch):
    (tmp_path / "a.txt").write_text("H\n\nWe propose FooNet, reaching 91.5% on BarBench.\n")
    extract([tmp_path / "a.txt"], model=QueueModel(), cache_dir=tmp_path / "cache")
    monkeypatch.setattr(kind_rules, "decide_kind", lambda text, candidate: ("setting", "edited"))
    same_code = extract([tmp_path / "a.txt"], model=QueueModel(), cache_dir=tmp_path / "cache")
    assert [c.kind for c in same_code.records[0].claims] == ["score"]  # the stored record, as built
    monkeypatch.setattr(extractor.rules, "rules_version", lambda: "edited-rules")
    again = extract([tmp_path / "a.txt"], model=QueueModel(), cache_dir=tmp_path / "cache", keep_entries=True)
    assert again.summary.model_calls == 0
    assert [c.kind for c in again.records[0].claims] == ["setting"]
    stored = Cache(tmp_path / "cache").get(again.entries[0].key)
    assert stored.rules == "edited-rules" and stored.record.claims[0].kind == "setting"


def test_a_candidates_change_rebuilds_the_record_from_the_cached_answer(tmp_path, monkeypatch):
    """The prompt shows no names or numbers code finds (since v6), so new candidates never change
    the question: they rebuild the record from the stored answer, with no model call."""
    (tmp_path / "a.txt").write_text("H\n\nWe propose FooNet, reaching 91.5% on BarBench.\n")
    extract([tmp_path / "a.txt"], model=QueueModel(), cache_dir=tmp_path / "cache")
    monkeypatch.setattr(extractor.rules, "rules_version", lambda: "edited-candidates")
    monkeypatch.setattr(extractor.pipeline, "find_candidates",  # code that finds no names at all
                        lambda text, title=None: dataclasses.replace(find_candidates(text, title), names=[]))
    model = QueueModel()
    again = extract([tmp_path / "a.txt"], model=model, cache_dir=tmp_path / "cache")
    assert again.summary.model_calls == 0 and again.summary.cache_hits == 1
    assert again.records[0].methods == [] and again.records[0].benchmarks == []  # built by the new candidates


def test_a_change_in_what_the_model_reads_asks_again_only_where_the_excerpt_changed(tmp_path, monkeypatch):
    """Read rules are rules (RULES_VERSION): after a bump, an answer whose messages differ from
    what the model would now be shown is asked again; an unchanged excerpt keeps its answer."""
    long = "Robots fail. Planning is hard. Search helps. A critic ranks plans. FooPlan wins."
    short = "We propose FooNet, reaching 91.5% on BarBench."
    (tmp_path / "a.jsonl").write_text(f'{{"text": "{long}"}}\n{{"text": "{short}"}}\n')
    extract([tmp_path / "a.jsonl"], model=QueueModel(), cache_dir=tmp_path / "cache")
    from extractor.rules import read as read_rules
    monkeypatch.setattr(read_rules, "OPENING_SENTENCES", 4)  # reads "A critic ranks plans." too
    monkeypatch.setattr(extractor.rules, "rules_version", lambda: "edited-read-rules")
    model = QueueModel()
    again = extract([tmp_path / "a.jsonl"], model=model, cache_dir=tmp_path / "cache")
    assert again.ok and again.summary.model_calls == 1 and again.summary.cache_hits == 1
    assert "A critic ranks plans." in model.calls[0][-1]["content"]


def test_offline_lists_every_miss_and_writes_what_it_has(seeds, tmp_path):
    cache = tmp_path / "cache"
    extract([seeds / "000_6d684e3fc3d0bfef.txt"], model=QueueModel(), cache_dir=cache)
    unused = QueueModel()
    result = extract([seeds], model=unused, cache_dir=cache, offline=True)
    assert not result.ok and not unused.calls
    assert len(result.records) == 19
    assert len(result.failures) == 32
    assert all(f.reason.startswith(f"not in the cache at {cache.resolve()}, which holds no recordings")
               and f.reason.endswith("(offline)") and f.sources for f in result.failures)


def test_invalid_answer_is_reasked_with_a_prompt_that_does_not_grow(tmp_path):
    (tmp_path / "a.txt").write_text("H\n\nWe propose FooNet, reaching 91.5% on BarBench.\n")
    long_error = "x" * 10_000
    model = QueueModel([ModelError(long_error, raw="{bad"), ModelError(long_error, raw="{bad2"), default_labels()])
    result = extract([tmp_path / "a.txt"], model=model, cache_dir=tmp_path / "cache")
    assert result.ok and result.summary.model_calls == 3
    sizes = [sum(len(m["content"]) for m in call) for call in model.calls]
    assert sizes[1] == sizes[2] <= sizes[0] + MAX_ERROR_CHARS + 200
    assert "rejected" in model.calls[1][-1]["content"]


def test_the_title_of_a_jsonl_row_reaches_the_model_also_when_it_asks_again(tmp_path):
    row = {"title": "Planning for Agents", "text": "We propose FooNet, reaching 91.5% on BarBench."}
    (tmp_path / "in.jsonl").write_text(json.dumps(row) + "\n")
    model = QueueModel([ModelError("task too short", raw="{bad"), default_labels()])
    result = extract([tmp_path / "in.jsonl"], model=model, cache_dir=tmp_path / "cache")
    assert result.ok and result.summary.model_calls == 2
    assert all(call[-1]["content"].startswith("Title: Planning for Agents\nAbstract: We propose FooNet")
               for call in model.calls)
    assert "task too short" in model.calls[1][-1]["content"]


def test_a_title_of_another_name_rebuilds_the_cached_record_without_a_call(tmp_path):
    """The cache is keyed by the text; the title's name reaches the rules (method-title-name), so the same text
    under a title of another name is rebuilt from its stored answer, in whatever order the runs come."""
    text = "Experiments on BarSet show that FooGuide raises accuracy from 0.42 to 0.62 over BarAgent."
    (tmp_path / "untitled.jsonl").write_text(json.dumps({"id": "a", "text": text}) + "\n")
    (tmp_path / "titled.jsonl").write_text(json.dumps({"id": "a", "title": "FooGuide: Guiding the Workflow",
                                                       "text": text}) + "\n")
    first = extract([tmp_path / "untitled.jsonl"], model=QueueModel(), cache_dir=tmp_path / "cache")
    model = QueueModel()
    titled = extract([tmp_path / "titled.jsonl"], model=model, cache_dir=tmp_path / "cache")
    untitled = extract([tmp_path / "untitled.jsonl"], model=QueueModel(), cache_dir=tmp_path / "cache")
    assert first.records[0].methods == [] and untitled.records[0].methods == []
    assert titled.records[0].methods == ["FooGuide"] and model.calls == []


def test_exhausted_attempts_fail_that_record_with_evidence_and_the_run_goes_on(tmp_path):
    (tmp_path / "a.txt").write_text("H\n\nFirst abstract: FooNet gets 1.5 points.\n\nSecond abstract: BarNet 2.5 points.\n")
    model = QueueModel([ModelError("schema broken", raw="{oops"), ModelError("schema broken", raw="{oops2"),
                        ModelError("schema broken", raw="{oops3"), default_labels()])
    result = extract([tmp_path / "a.txt"], model=model, cache_dir=tmp_path / "cache")
    assert len(result.records) == 1 and len(result.failures) == 1
    (failure,) = result.failures
    assert failure.attempts == 3 and failure.last_completion == "{oops3" and "schema broken" in failure.reason
    assert failure.sources[0].index == 0
    assert not result.ok


def test_unreachable_endpoint_fails_once_per_record_without_more_calls(tmp_path):
    (tmp_path / "a.txt").write_text("H\n\nOne abstract 1.5.\n\nTwo abstract 2.5.\n\nThree abstract 3.5.\n")
    model = QueueModel([EndpointUnreachable("cannot reach http://127.0.0.1:9/v1")])
    result = extract([tmp_path / "a.txt"], model=model, cache_dir=tmp_path / "cache")
    assert len(model.calls) == 1
    assert len(result.failures) == 3 and all("cannot reach" in f.reason for f in result.failures)


def test_an_abstract_longer_than_the_context_fails_its_record_and_the_rest_runs(tmp_path):
    from extractor.pipeline import MAX_ABSTRACT_CHARS

    long_text = "We propose FooNet. " + "word " * (MAX_ABSTRACT_CHARS // 5)
    (tmp_path / "a.jsonl").write_text(f'{{"text": "{long_text}"}}\n{{"text": "Short one with 3 numbers."}}\n')
    model = QueueModel()
    result = extract([tmp_path / "a.jsonl"], model=model, cache_dir=tmp_path / "cache")
    assert len(model.calls) == 1 and len(result.records) == 1
    (failure,) = result.failures
    assert "too long" in failure.reason and failure.sources[0].line == 1


def test_paths_may_be_any_iterable_even_one_read_only_once(tmp_path):
    (tmp_path / "a.txt").write_text("H\n\nWe propose FooNet, reaching 91.5% on BarBench.\n")
    result = extract((p for p in [tmp_path / "a.txt"]), model=QueueModel(), cache_dir=tmp_path / "cache")
    assert result.ok and len(result.records) == 1
