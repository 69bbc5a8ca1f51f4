"""The small measuring scripts in bench/ that the quality history cites."""

import importlib.util
from pathlib import Path

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
