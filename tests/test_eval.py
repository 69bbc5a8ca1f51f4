import json
import shutil

import pytest
from typer.testing import CliRunner

from conftest import REPO, SEEDS
from extractor.cli import app
from extractor.evaluate import evaluate, lenient, token_f1
from extractor.schema import Claim, Provenance, Record, Source

GOLD = REPO.parent / "shared" / "gold" / "dev.jsonl"
runner = CliRunner()


def test_lenient_names_ignore_case_markup_and_generic_words():
    assert lenient("\\textbf{StreamingBench} benchmark") == lenient("streamingbench")
    assert lenient("Zero-Buffer Benchmark") == lenient("zero buffer")
    assert lenient("FooNet") != lenient("BarNet")


def test_token_f1():
    assert token_f1("video difference captioning", "video difference captioning") == 1.0
    assert token_f1(None, "x") == 0.0
    assert 0 < token_f1("video captioning", "video difference captioning") < 1


def test_evaluate_counts_hits_misses_and_spurious_items():
    text = "We propose FooNet. It reaches 91.5% on BarBench and uses 1,000 images."
    record = Record(id="x", sources=[Source(file="f", index=0, line=1)], text=text, task="image classification",
                    methods=["FooNet", "BazNet"], benchmarks=["BarBench"],
                    claims=[Claim(value=91.5, raw="91.5%", kind="score", benchmark="BarBench", evidence=text,
                                  start=0, end=len(text))],
                    provenance=Provenance(model="m", endpoint="e", prompt_version="p", schema_hash="s"))
    gold = {"text": text, "task": "image classification", "methods": ["FooNet"], "benchmarks": ["BarBench"],
            "claims": [{"raw": "91.5%", "value": 91.5, "kind": "delta", "benchmark": "BarBench"},
                       {"raw": "1,000", "value": 1000, "kind": "count", "benchmark": None}]}
    report = evaluate([record], [gold])
    assert report.methods_lenient.precision == 0.5 and report.methods_lenient.recall == 1.0
    assert report.all_claims.tp == 1 and report.all_claims.recall == 0.5
    assert report.kind_accuracy.value == 0.0 and report.benchmark_attribution.value == 1.0
    assert report.task_token_f1 == 1.0
    (errors,) = report.per_abstract
    assert errors["methods"]["spurious"] == ["BazNet"] and errors["claims"]["missed"] == ["1,000"]


@pytest.mark.skipif(not GOLD.exists(), reason="../shared/gold/dev.jsonl is not beside the repository")
def test_shipped_recordings_meet_the_quality_bar_on_the_dev_set(tmp_path):
    """The figures the README reports, from the recordings of the embedded model."""
    shutil.copytree(REPO / "cache" / "recordings", tmp_path / "cache" / "recordings")
    shutil.copytree(SEEDS, tmp_path / "seeds")
    assert runner.invoke(app, ["extract", "seeds/", "--offline", "-o", "out"]).exit_code == 0
    result = runner.invoke(app, ["eval", "--gold", str(GOLD), "out/records.jsonl", "--json", "report.json"])
    assert result.exit_code == 0, result.output
    summary = json.loads((tmp_path / "report.json").read_text())["summary"]
    assert summary["methods_lenient"]["f1"] >= 0.80
    assert summary["benchmarks_lenient"]["f1"] >= 0.80
    assert summary["result_claims"]["f1"] >= 0.92
    assert summary["kind_accuracy"]["rate"] >= 0.85
    assert summary["benchmark_attribution"]["rate"] >= 0.80
    assert summary["task_token_f1"] >= 0.50
    assert summary["names_grounded"]["rate"] == summary["claims_grounded"]["rate"] == 1.0
