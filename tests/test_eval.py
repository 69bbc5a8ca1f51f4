import json
import shutil

import pytest
from typer.testing import CliRunner

from conftest import REPO, SEEDS
from extractor.cli import app
from extractor.eval_print import figure_and_mark, print_eval
from extractor.evaluate import Report, evaluate, lenient, token_f1
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


def test_metric_token_f1_is_over_matched_claims_whose_gold_names_a_metric():
    text = "It reaches 91.5% top-1 accuracy and 3.2 BLEU, with 8 GPUs."
    claims = [Claim(value=91.5, raw="91.5%", kind="score", metric="top-1 accuracy", evidence=text, start=0,
                    end=len(text)),
              Claim(value=3.2, raw="3.2", kind="score", metric=None, evidence=text, start=0, end=len(text)),
              Claim(value=8, raw="8", kind="count", metric="GPUs", evidence=text, start=0, end=len(text))]
    gold = {"text": text, "task": "t", "methods": [], "benchmarks": [],
            "claims": [{"raw": "91.5%", "value": 91.5, "kind": "score", "benchmark": None, "metric": "accuracy"},
                       {"raw": "3.2", "value": 3.2, "kind": "score", "benchmark": None, "metric": "BLEU"},
                       {"raw": "8", "value": 8, "kind": "count", "benchmark": None, "metric": None}]}
    report = evaluate([_record(text, claims=claims)], [gold])
    assert report.metric_token_f1.values == [pytest.approx(0.5), 0.0]  # the third names none: not counted
    assert report.summary()["metric_token_f1"] == {"mean": 0.25, "claims": 2}


@pytest.mark.skipif(not GOLD.exists(), reason="../shared/gold/dev.jsonl is not beside the repository")
def test_shipped_recordings_meet_the_quality_bar_on_the_dev_set(tmp_path):
    """The figures the README reports, from the recordings of the embedded model."""
    shutil.copytree(REPO / "cache" / "recordings", tmp_path / "cache" / "recordings")
    shutil.copytree(SEEDS, tmp_path / "seeds")
    assert runner.invoke(app, ["extract", "seeds/", "--offline", "-o", "out"]).exit_code == 0
    result = runner.invoke(app, ["eval", "--gold", str(GOLD), "out/records.jsonl", "--json", "report.json"])
    assert result.exit_code == 0, result.output
    (only,) = json.loads((tmp_path / "report.json").read_text())["sets"]
    summary = only["summary"]
    assert summary["methods_lenient"]["f1"] >= 0.80
    assert summary["benchmarks_lenient"]["f1"] >= 0.80
    assert summary["result_claims"]["f1"] >= 0.92
    assert summary["kind_accuracy"]["rate"] >= 0.85
    assert summary["benchmark_attribution"]["rate"] >= 0.80
    assert summary["task_token_f1"] >= 0.50
    assert summary["names_grounded"]["rate"] == summary["claims_grounded"]["rate"] == 1.0


def _record(text, benchmarks=(), claims=()):
    return Record(id="x", sources=[Source(file="f", index=0, line=1)], text=text, benchmarks=list(benchmarks),
                  claims=list(claims), provenance=Provenance(model="m", endpoint="e", prompt_version="p", schema_hash="s"))


def _claim(text, raw, value, benchmark=None):
    return Claim(value=value, raw=raw, kind="score", benchmark=benchmark, evidence=text, start=0, end=len(text))


def test_leaderboard_scores_match_percentages_written_as_fractions_and_datasets_loosely():
    from extractor.evaluate import evaluate_leaderboard

    text = "Our model reaches 0.842 top-1 on ImageNet-1k and 91.7 on CIFAR-10, beating SVHN baselines."
    record = _record(text, benchmarks=["ImageNet-1k", "CIFAR-10"],
                     claims=[_claim(text, "0.842", 0.842, "ImageNet-1k"), _claim(text, "91.7", 91.7, "CIFAR-10")])
    gold = {"abstract": text, "datasets": ["ImageNet", "CIFAR-100", "SVHN", "COCO"],
            "results": [{"dataset": "ImageNet", "score": "84.2%", "score_in_abstract": True},
                        {"dataset": "CIFAR-100", "score": "91.7", "score_in_abstract": True},
                        {"dataset": "CIFAR-100", "score": "77.0", "score_in_abstract": True},
                        {"dataset": "COCO", "score": "40.1", "score_in_abstract": False}]}
    report = evaluate_leaderboard([record], [gold])
    assert (report.score_recall.hits, report.score_recall.total) == (2, 3)
    # CIFAR-10 is not CIFAR-100: the second found score has the wrong dataset
    assert (report.dataset_attribution.hits, report.dataset_attribution.total) == (1, 2)
    # named in the text: ImageNet(-1k) and SVHN, not CIFAR-100 or COCO; SVHN is not among benchmarks
    assert (report.benchmark_recall.hits, report.benchmark_recall.total) == (1, 2)


def test_same_dataset_is_loose_on_versions_and_splits_but_not_on_numbers():
    from extractor.evaluate import same_dataset

    assert same_dataset("VQA 2.0", "VQA v2 test-std")
    assert same_dataset("ImageNet", "ImageNet-1k")
    assert same_dataset("VOC", "PASCAL VOC 2007") and same_dataset("MS-COCO", "COCO test-dev")
    assert same_dataset("SQuAD", "SQuAD1.1") and same_dataset("GE-NIA", "GENIA")
    assert same_dataset("LFW", "Labeled Faces in the Wild") and not same_dataset("LFW", "Labeled Faces")
    assert same_dataset("Stanford Natural Language Inference Dataset", "SNLI")  # the data noun is no initial
    assert same_dataset("WMT'16", "WMT2016") and same_dataset("ACE05", "ACE 2005")
    assert not same_dataset("CIFAR-10", "CIFAR-100") and not same_dataset("WMT'16", "WMT2014")
    assert not same_dataset(None, "COCO")
    # a translation direction in words is its pair of codes: "English-to-German" is "EN-DE"
    assert same_dataset("FooMT 2014 English-to-German", "FooMT 2014 EN-DE")
    assert not same_dataset("FooMT 2014 English-to-German", "FooMT 2014 EN-FR")


def test_a_dataset_is_named_in_the_text_only_as_whole_words():
    from extractor.evaluate import dataset_in_text

    text = "It reaches 91.7% on CIFAR-100 and 80% on the VQA v2 test-std split."
    assert not dataset_in_text("CIFAR-10", text) and dataset_in_text("CIFAR-100", text)
    assert dataset_in_text("VQA 2.0", text) and dataset_in_text("VQA v2 test-std", text)


def test_same_dataset_knows_the_lexicon_aliases():
    from extractor.evaluate import same_dataset
    # Other names of one dataset (extractor/data/aliases.toml): the words differ, the dataset is one.
    assert same_dataset("ILSVRC", "ImageNet") and same_dataset("PTB", "Penn Treebank (Character Level)")
    assert same_dataset("MS COCO", "COCO") and not same_dataset("ILSVRC", "CIFAR-10")


def test_eval_reports_each_gold_set_and_the_pool(tmp_path):
    from extractor.evaluate import LeaderboardReport, Report, evaluate_sets

    text_a, text_b = "FooNet gets 1.5 on BarBench.", "BazNet gets 2.5 on QuxBench."
    annotated = [{"text": t, "task": "x", "methods": [], "benchmarks": [], "claims": []} for t in (text_a, text_b)]
    leaderboard = [{"abstract": text_a, "datasets": ["BarBench"],
                    "results": [{"dataset": "BarBench", "score": "1.5", "score_in_abstract": True}]}]
    records = [_record(text_a, claims=[_claim(text_a, "1.5", 1.5, "BarBench")]), _record(text_b)]
    reports = evaluate_sets(records, [("a", annotated[:1]), ("b", annotated[1:]), ("lb", leaderboard)])
    assert [label for label, _ in reports] == ["a", "b", "pooled annotated: a + b", "lb"]
    assert isinstance(reports[2][1], Report) and reports[2][1].matched == 2
    assert isinstance(reports[3][1], LeaderboardReport) and reports[3][1].dataset_attribution.value == 1.0


def test_gold_of_an_unknown_shape_is_an_error_naming_the_file_and_item(tmp_path):
    from extractor.gold import read_gold

    path = tmp_path / "gold.jsonl"
    path.write_text('{"text": "a", "methods": [], "benchmarks": [], "claims": []}\n{"abstract": "b"}\n')
    with pytest.raises(ValueError, match=r"gold.jsonl: gold item 2"):
        read_gold(path)


def test_a_gold_claim_without_a_number_is_an_error_naming_the_item_and_claim(tmp_path):
    from extractor.gold import read_gold

    claim = {"raw": "192x336", "value": None, "kind": "setting", "evidence": "192x336"}
    path = tmp_path / "gold.jsonl"
    path.write_text(json.dumps({"id": "p1", "text": "At 192x336.", "methods": [], "benchmarks": [],
                                "claims": [claim]}) + "\n")
    with pytest.raises(ValueError, match=r"gold.jsonl: gold item 1 \(p1\), claim 1 \('192x336'\): value None"):
        read_gold(path)


def test_the_split_is_by_the_hash_of_the_source_id_not_the_order():
    from extractor.gold import half_of, split

    items = [{"source_id": f"arXiv:2501.{n:05d}", "text": "t"} for n in range(40)]
    halves = split(items)
    assert len(halves["tune"]) + len(halves["check"]) == 40 and halves["tune"] and halves["check"]
    assert split(list(reversed(items)))["tune"] == list(reversed(halves["tune"]))
    assert half_of({"source_id": "arXiv:2501.00000", "text": "other text"}) == half_of(items[0])


def test_eval_cli_takes_several_gold_files_and_record_files(tmp_path):
    text = "FooNet gets 1.5 on BarBench."
    gold = tmp_path / "lb.jsonl"
    gold.write_text(json.dumps({"abstract": text, "datasets": ["BarBench"],
                                "results": [{"dataset": "BarBench", "score": "1.5", "score_in_abstract": True}]}) + "\n")
    other = tmp_path / "lb2.jsonl"
    other.write_text(gold.read_text())
    records = tmp_path / "records.jsonl"
    records.write_text(_record(text, ["BarBench"], [_claim(text, "1.5", 1.5, "BarBench")]).model_dump_json() + "\n")
    result = runner.invoke(app, ["eval", str(records), str(records), "--gold", str(gold), "--gold", str(other),
                                 "--gold", str(gold), "--json", str(tmp_path / "r.json")])
    assert result.exit_code == 0, result.output
    sets = json.loads((tmp_path / "r.json").read_text())["sets"]
    assert [s["kind"] for s in sets] == ["leaderboard"] * 3  # each file, then pooled; a file given twice is one set
    assert [s["summary"]["matched"] for s in sets] == [1, 1, 2]
    assert sets[0]["summary"]["score_recall"]["rate"] == 1.0


def test_eval_of_records_that_match_no_gold_item_fails_instead_of_scoring_nothing_as_perfect(tmp_path):
    text = "FooNet gets 1.5 on BarBench."
    gold = tmp_path / "lb.jsonl"
    gold.write_text(json.dumps({"abstract": "Another abstract: BazNet gets 2.5 on QuxSet.", "datasets": ["QuxSet"],
                                "results": [{"dataset": "QuxSet", "score": "2.5", "score_in_abstract": True}]}) + "\n")
    annotated = tmp_path / "dev.jsonl"
    annotated.write_text(json.dumps({"text": text, "task": "t", "methods": ["FooNet"], "benchmarks": ["BarBench"],
                                     "claims": []}) + "\n"
                         + json.dumps({"text": "A second abstract.", "task": "t", "methods": [], "benchmarks": [],
                                       "claims": []}) + "\n")
    records = tmp_path / "records.jsonl"
    records.write_text(_record(text, ["BarBench"], [_claim(text, "1.5", 1.5, "BarBench")]).model_dump_json() + "\n")
    result = runner.invoke(app, ["eval", str(records), "--gold", str(gold), "--gold", str(annotated)])
    output = " ".join(result.output.split())  # rich wraps long lines
    assert result.exit_code == 2
    assert "no record matches any of its 1 leaderboard papers: nothing scored" in output
    assert "score recall" not in output  # no figures over nothing
    assert f"no record matches any item of {gold}" in output
    assert "1 of 2 abstracts matched to gold" in output  # the annotated set is scored, over its one match
    assert "1 gold items have no record" in output


def test_eval_of_an_empty_gold_file_names_it(tmp_path):
    empty = tmp_path / "empty.jsonl"
    empty.write_text("\n")
    records = tmp_path / "records.jsonl"
    records.write_text(_record("FooNet gets 1.5.").model_dump_json() + "\n")
    result = runner.invoke(app, ["eval", str(records), "--gold", str(empty)])
    assert result.exit_code == 2
    assert f"{empty}: no gold items" in " ".join(result.output.split())



def test_eval_json_marks_an_unscored_set_and_a_file_named_twice_is_one_set(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    text = "FooNet gets 1.5 on BarBench."
    gold = tmp_path / "lb.jsonl"
    gold.write_text(json.dumps({"abstract": "Another abstract: BazNet gets 2.5.", "datasets": [],
                                "results": [{"dataset": "QuxSet", "score": "2.5", "score_in_abstract": True}]}) + "\n")
    records = tmp_path / "records.jsonl"
    records.write_text(_record(text).model_dump_json() + "\n")
    result = runner.invoke(app, ["eval", str(records), "--gold", "lb.jsonl", "--gold", str(gold), "--json", "r.json"])
    assert result.exit_code == 2
    (only,) = json.loads((tmp_path / "r.json").read_text())["sets"]  # one set, not two and a pool
    assert only["scored"] is False and "summary" not in only and len(only["unmatched_gold"]) == 1
    assert "pooled" not in result.output


@pytest.mark.parametrize("value, bar, shown, mark", [
    (0.9458, 0.95, "0.946", "≥ 0.95 ✗"),  # rounds to the bar it misses: shown to three places
    (208 / 219, 0.95, "0.9498", "≥ 0.95 ✗"),  # or four
    (0.95, 0.95, "0.95", "≥ 0.95 ✓"),
    (0.8123, 0.88, "0.81", "≥ 0.88 ✗"),
    (0.4012, None, "0.40", ""),
])
def test_a_figure_is_marked_against_its_bar_unrounded(value, bar, shown, mark):
    assert figure_and_mark(value, bar) == (shown, mark)


def test_the_eval_table_marks_a_figure_just_under_its_bar_as_missed(capsys):
    report = Report(matched=1)
    report.result_claims.add(4493, 4766, 4735)  # F1 0.9458
    print_eval(report)
    row = next(line for line in capsys.readouterr().out.splitlines() if "result-claims F1" in line)
    assert "0.946" in row and "✗" in row and "✓" not in row
