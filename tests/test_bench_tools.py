"""The small measuring scripts in bench/ that the quality history cites."""

import importlib.util
import tomllib
from pathlib import Path

import pytest

from extractor.evaluate import evaluate
from extractor.gold import read_gold

BENCH = Path(__file__).resolve().parent.parent / "bench"
AUDIT = BENCH / "audits" / "round25-c.jsonl"


def _load(name):
    spec = importlib.util.spec_from_file_location(name, BENCH / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_an_annotation_scored_against_itself_agrees_everywhere():
    agreement = _load("annotator_agreement")
    items = read_gold(AUDIT)
    summary = evaluate([agreement.as_record(item) for item in items], items).summary()
    assert summary["methods_lenient"]["f1"] == summary["benchmarks_lenient"]["f1"] == 1.0
    assert summary["kind_accuracy"]["rate"] == summary["benchmark_attribution"]["rate"] == 1.0
    assert summary["result_claims"]["f1"] == 1.0


def test_the_title_phrase_keeps_the_problem_and_drops_the_method():
    variants = _load("task_variants")
    assert variants.title_phrase("FooNet: Robust Retrieval for Long Documents via Bar Attention") == (
        "Robust Retrieval for Long Documents")
    assert variants.title_phrase("Scaling Laws: A Study") == "Scaling Laws: A Study"  # a short tail is no phrase
    assert variants.variants("long document retrieval using FooNet", "X: Robust Retrieval of Long Documents")[
        "model cut"] == "long document retrieval"


def test_every_hand_audit_is_in_exactly_one_set_and_every_listed_one_exists():
    """bench/audits/sets.toml says which audits were read for rules and which nobody has read (the README's blind
    figures): a new round must be put in one, and a round moved to read must leave blind."""
    sets = tomllib.loads((BENCH / "audits" / "sets.toml").read_text(encoding="utf-8"))
    listed = [file for files in sets.values() for file in files]
    on_disk = sorted(path.name for path in (BENCH / "audits").glob("*.jsonl"))
    assert sorted(listed) == on_disk  # each once, none missing, none extra
    assert set(sets) == {"read", "blind", "other"}


def test_an_audit_set_is_scored_as_one_and_an_unknown_one_is_named():
    rules_only = _load("rules_only")
    label, items = rules_only.audit_set("other")
    assert label == "audits other (5 files)" and len(items) == 150
    with pytest.raises(SystemExit, match="no set 'blnd'.*sets.toml.*read, blind, other"):
        rules_only.audit_files("blnd")
