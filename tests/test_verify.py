import pytest

from extractor.candidates import find_candidates
from extractor.schema import Labels
from extractor.verify import occurs_in, resolve

TEXT = ("We introduce \\textbf{FooNet}, evaluated on BarBench. FooNet improves accuracy by 4.4\\% "
        "on BarBench and runs 2.5$\\times$ faster than BazNet.")


def labels(**kw):
    base = dict(task="  fast   image classification  ", contribution="method")
    base.update(kw)
    return Labels(**base)


def test_names_decided_by_cues_and_claims_described_and_grounded_by_code():
    out = resolve(TEXT, find_candidates(TEXT), labels())
    assert out.methods == ["FooNet"] and out.benchmarks == ["BarBench"]
    assert [(c.raw, c.value, c.unit, c.kind) for c in out.claims] == [
        ("4.4\\%", 4.4, "%", "delta"), ("2.5$\\times$", 2.5, "x", "ratio")]
    for claim in out.claims:
        assert TEXT[claim.start:claim.end] == claim.evidence and claim.raw in claim.evidence
    assert out.claims[0].benchmark == "BarBench" and out.claims[0].subject == "FooNet"
    assert out.claims[1].benchmark is None  # a speed figure: the method's efficiency, not a result on BarBench
    assert out.task == "fast image classification"
    assert out.dropped == 0


def test_an_answer_with_fields_the_prompt_no_longer_asks_for_still_validates_and_cues_decide():
    """An endpoint that answers in an older prompt's format (v5 named benchmarks by id):
    the extra field is ignored, never a reason to fail the record."""
    answer = Labels.model_validate({"task": "fast image classification", "contribution": "method", "benchmarks": [99, 0]})
    out = resolve(TEXT, find_candidates(TEXT), answer)
    assert out.dropped == 0
    assert out.methods == ["FooNet"]  # "We introduce \textbf{FooNet}": the cue decides
    assert out.benchmarks == ["BarBench"]  # "evaluated on BarBench"


def test_names_without_a_cue_are_not_taken():
    text = ("We study Llama-3 and Mistral on WebQA. Our pipeline has a Step Critic module. "
            "Results on WebQA and CodeArena show gains of 3.5 points.")
    out = resolve(text, find_candidates(text), labels())
    assert out.methods == []  # no cue, no defined acronym: the Step Critic module is not taken alone
    assert out.benchmarks == ["WebQA", "CodeArena"]  # "Results on WebQA and CodeArena"; Mistral is studied, not a benchmark


def test_names_match_the_text_up_to_markup_and_case():
    assert occurs_in("FooNet", TEXT)
    assert occurs_in("foonet", "We use **FooNet** here")
    assert not occurs_in("QuxNet", TEXT)
    assert not occurs_in("  ", TEXT)


def test_accelerators_are_never_benchmarks_even_listed_after_on():
    from extractor.verify import decide_names

    text = ("We propose FooNet. Tested on MMLU and GSM8K, it runs 2x faster on Nvidia RTX, H100 and B200 GPUs, "
            "and on Ascend 910B NPUs; trained on ImageNet with 8 GPUs.")
    names = find_candidates(text).names
    assert {"Nvidia RTX", "H100", "B200", "Ascend"} <= {n.text for n in names}
    benchmarks = decide_names(text, names).benchmarks
    assert {b.text for b in benchmarks} == {"MMLU", "GSM8K", "ImageNet"}


def test_an_acronym_cue_decides_for_its_long_form_only_when_the_long_form_spells_it():
    from extractor.candidates import find_candidates
    from extractor.verify import decide_names

    def benchmarks(text):
        return [n.text for n in decide_names(text, find_candidates(text).names).benchmarks]

    assert benchmarks("We use the Street Sign Set (SSS). It attains a 98.3% success rate on SSS.") == ["Street Sign Set"]
    # "(GPT-4o)" does not spell FooNet: its result does not make FooNet a benchmark.
    assert benchmarks("Baselines include FooNet (GPT-4o). It attains a 98.3% success rate on GPT-4o.") == []


def test_the_model_is_asked_only_for_the_task_and_the_contribution():
    """Names and numbers are the rules' (prompt v6): the answer's schema, and so the grammar of a
    constrained answer, has no name ids to count on."""
    from extractor.schema import Labels

    assert set(Labels.model_json_schema()["properties"]) == {"task", "contribution"}


def test_the_task_length_shapes_the_grammar_but_a_short_answer_still_validates():
    from extractor.schema import MIN_TASK_CHARS, Labels
    assert Labels.model_json_schema()["properties"]["task"]["minLength"] == MIN_TASK_CHARS
    assert Labels.model_validate({"task": "model merging", "contribution": "method"}).task


def test_a_number_too_large_for_a_value_is_dropped_with_its_reason():
    from extractor.candidates import find_candidates
    from extractor.verify import resolve_text

    text = "We propose FooNet. FooNet reaches " + "9" * 400 + "% accuracy on BarSet."
    fields = resolve_text(text, find_candidates(text))
    assert fields.claims == []
    assert fields.drops == ["number '99999999999999999999'@34: too large for a value"]


def test_digits_that_are_part_of_a_kept_name_are_no_claim_and_say_so():
    from extractor.verify import resolve_text

    text = ("FooNet outperforms earlier methods by a large margin (6.7% and 5.2% respectively) on Barking Dogs 120"
            " and QuxSet.")
    fields = resolve_text(text, find_candidates(text))
    assert "Barking Dogs 120" in fields.benchmarks
    assert [c.raw for c in fields.claims] == ["6.7%", "5.2%"]
    assert fields.drops == ["number '120'@98: part of the name 'Barking Dogs 120'"]


def test_an_introduced_benchmark_described_as_a_system_stays_a_benchmark_but_a_described_tool_does_not():
    text = ("We introduce the Foo Value Benchmark (FVB), an evaluation system that tests models. On FVB, BarLM gets 0.30. "
            "We also introduce BazKit, an open-source tool designed for analysis; evaluated with BazKit on QuxSet, "
            "BarLM reaches 46.9%.")
    out = resolve(text, find_candidates(text), labels())
    assert "FVB" in out.benchmarks and "BazKit" not in out.benchmarks
    assert [(c.raw, c.benchmark) for c in out.claims] == [("0.30", "FVB"), ("46.9%", "QuxSet")]


def test_a_number_listed_after_another_that_names_no_metric_shares_its_metric():
    text = "FooNet yields performance gains of over 10% (e.g., 10.7% on BarSet and 13.6% on BazSet) over baselines."
    out = resolve(text, find_candidates(text), labels())
    assert [(c.raw, c.metric) for c in out.claims] == [
        ("10%", "performance gains"), ("10.7%", "performance gains"), ("13.6%", "performance gains")]


def test_a_name_vetoed_as_a_benchmark_spreads_benchmark_status_to_no_name_listed_beside_it():
    text = ("We propose FooRix, a modular memory system. Experiments on FooRix show gains. "
            "FooRix and Sparse Barcoder (SB) are both dictionary methods.")
    out = resolve(text, find_candidates(text), labels())
    assert out.methods == ["FooRix"] and out.benchmarks == []


def test_a_task_cut_to_its_length_does_not_end_on_a_joining_word():
    from extractor.verify import short_task
    assert short_task("robust long-horizon planning and reasoning for tool-using small language model agents in the wild") == (
        "robust long-horizon planning and reasoning for tool-using small language model agents", "12 characters")
    assert short_task("video difference captioning") == ("video difference captioning", None)


def test_a_value_labelled_by_the_one_before_it_or_set_against_it_shares_its_metric():
    from extractor.candidates import find_candidates
    from extractor.verify import _metrics
    text = ("FooNet shows average improvements of +0.8% for FooTask and +8.8% for BarTask. "
            "Its cipher reaches 40.9% attack success on BazLM-4.5 versus 10.7% for a textual cipher.")
    numbers = find_candidates(text).numbers
    metrics = dict(zip([n.number.raw for n in numbers], _metrics(text, numbers)))
    assert metrics["+8.8%"] == "average improvements" and metrics["10.7%"] == "attack success"


def test_a_bare_value_set_against_a_rate_shares_the_rate():
    from extractor.candidates import find_candidates
    from extractor.verify import _metrics
    text = "FooOCR parses long documents faster (0.84 pages per second compared to 0.65 for BarOCR)."
    numbers = find_candidates(text).numbers
    assert _metrics(text, numbers) == ["pages per second", "pages per second"]


def test_values_listed_after_one_whose_metric_is_named_before_the_list_share_it():
    from extractor.candidates import find_candidates
    from extractor.verify import _metrics
    text = ("We collect 13 FooMed datasets, and experiments show that FooDet outperforms prior methods, with XAP"
            " improvements of 5.44\\%, 4.83\\%, 12.88\\%, and 4.59\\% in full data, 1-shot, 10-shot, and 50-shot settings,"
            " respectively.")
    numbers = find_candidates(text).numbers
    metrics = dict(zip([n.number.raw for n in numbers], _metrics(text, numbers)))
    assert metrics["4.83\\%"] == metrics["4.59\\%"] == "XAP improvements"


def test_a_second_by_joined_by_and_to_the_first_shares_its_metric():
    from extractor.candidates import find_candidates
    from extractor.verify import _metrics
    text = ("Tuning on FooGen images improves diagnostic accuracy by +9.02% on a hard 20-condition skin lesion classification"
            " task, and by +13.89% in the few-shot setting.")
    numbers = find_candidates(text).numbers
    metrics = dict(zip([n.number.raw for n in numbers], _metrics(text, numbers)))
    assert metrics["+13.89%"] == "diagnostic accuracy"


def _listed_metrics(text):
    """Each number of the text as written, with the metric verify._metrics gives it, in order."""
    from extractor.candidates import find_candidates
    from extractor.verify import _metrics
    numbers = find_candidates(text).numbers
    return [(n.number.raw, m) for n, m in zip(numbers, _metrics(text, numbers))]


def test_a_second_from_joined_by_and_to_the_first_change_shares_its_metric():
    text = ("FooAgent improves zero-shot accuracy from 0.394 to 0.601 on FooQA and from 0.352 to 0.464 on BarQA. It cuts"
            " latency from 30 ms to 20 ms and the error from 12.1% to 10.1%.")
    metrics = dict(_listed_metrics(text))
    assert metrics["0.352"] == metrics["0.464"] == "zero-shot accuracy"
    assert metrics["12.1%"] == metrics["10.1%"] == "error"  # a change of its own, named: not the latency's
    # a second change that names its own metric after its end takes it at both ends; a place or a setting after it
    # names none; another unit is another measure (reviews of rules-254 and rules-255)
    text = ("FooNet improves accuracy from 61.2% to 70.1% on FooQA and from 21.0 to 25.3 BLEU on BarMT. It raises"
            " accuracy from 61.2% to 70.1% on FooQA and from 52.0 to 60.3 in the few-shot setting. It raises accuracy"
            " from 61.2% to 70.1% on FooQA and from 12 GB to 8 GB on BarQA. It raises accuracy by 3.1% on FooQA and by"
            " 2.4 points on BarQA.")
    metrics = _listed_metrics(text)
    assert metrics[2:4] == [("21.0", "BLEU"), ("25.3", "BLEU")]
    assert metrics[6:8] == [("52.0", "accuracy"), ("60.3", "accuracy")]
    assert metrics[10][0] == "12" and metrics[10][1] != "accuracy"
    assert metrics[13] == ("2.4", "accuracy")
    # what the second change counts, a metric not in the abbreviations, its own unit: no share; the first's unit: one
    # (review of rules-256)
    text = ("FooAgent raises success rate from 41.0% to 55.0% on FooWeb and from 12 to 8 steps per task. FooLM improves"
            " BLEU from 21.0 to 25.3 on FooMT and from 60.1 to 63.0 COMET on BarMT. FooLM lifts accuracy from 61.2% to"
            " 70.1%, and from 55.0 to 63.2 AP on FooDet. FooNet improves PSNR from 30.1 to 31.0 dB on FooSR and from"
            " 28.2 to 29.9 dB on BarSR.")
    metrics = _listed_metrics(text)
    assert metrics[2:4] == [("12", None), ("8", None)]
    assert metrics[6:8] == [("60.1", None), ("63.0", None)]
    assert metrics[10:12] == [("55.0", "AP"), ("63.2", "AP")]
    assert metrics[14:16] == [("28.2", "PSNR"), ("29.9", "PSNR")]
    # a metric word or a metric with "@" after the second change's end is its own (review of rules-257)
    text = ("FooNet cuts perplexity from 12.3 to 9.8 on FooText and from 45.1% to 52.3% accuracy on BarQA. It raises"
            " precision from 0.61 to 0.70 on FooSet and from 0.52 to 0.63 in recall. It raises accuracy from 61.2% to"
            " 70.1% and from 52.0% to 60.3% Acc@5 on BarSet.")
    metrics = _listed_metrics(text)
    assert metrics[2:4] == [("45.1%", "accuracy"), ("52.3%", "accuracy")]
    assert metrics[6:8] == [("0.52", "recall"), ("0.63", "recall")]
    assert metrics[10:12] == [("52.0%", "Acc@5"), ("60.3%", "Acc@5")]


def test_a_task_named_long_form_called_data_past_its_acronym_stays_a_benchmark():
    # "Foo Error Correction" ends as a task's name does (patterns.TASK_HEAD), but "(FEC) corpus" after it calls it data
    text = "Experiments on Foo Error Correction (FEC) corpus show that our model outperforms others by 3%."
    record = resolve(text, find_candidates(text), Labels(task="", contribution="method"))
    assert "Foo Error Correction" in record.benchmarks


def test_an_ap_with_its_subscript_run_into_it_is_a_metric_not_a_benchmark():
    # ml17: "APbv", "AP3d", "APp0.5" are AP variants (patterns.AP_SUBSCRIPT); the result stays on the data set named
    text = ("In the FooTrack Challenge, BarNet reaches 41.2% (APp0.5) in Track 2. On the FooCar 3D detection dataset it"
            " improves by 9.4% on APbv (IoU=0.7) and by 6.1% on AP3d over BazNet.")
    record = resolve(text, find_candidates(text), Labels(task="", contribution="method"))
    assert not {"APp0.5", "APbv", "AP3d"} & set(record.benchmarks)
    assert all(c.benchmark not in ("APp0.5", "APbv", "AP3d") for c in record.claims)


def test_a_name_built_on_a_short_name_is_not_its_long_form():
    # veto-spelled-out: "Foo-Think Imitation Training" holds "Foo-Think", a name of its own, not its spelling-out
    text = "We propose Foo-Think, a planner. To train Foo-Think, we propose Foo-Think Imitation Training (FIT) and more."
    from extractor.verify import decide_names
    roles = decide_names(text, find_candidates(text).names)
    assert not any("veto-spelled-out" in v for v in roles.vetoed)


def test_an_acronym_after_a_names_a_kind_of_data_but_a_coined_name_or_the_acronym_after_the_names_one():
    """veto-kind-of-data: "a large-scale FVQA benchmark" is a kind; "a new FooQA-2k dataset" (mixed case, digits)
    and "the FVQA dataset" name one."""
    from extractor.verify import decide_names

    kind = "We introduce FooMM, a large-scale FVQA benchmark with 30M+ images, where models score below 40%."
    assert "FVQA" not in {b.text for b in decide_names(kind, find_candidates(kind).names).benchmarks}
    for text, name in (("We also build a new FooQA-2k dataset; BarNet reaches 71.2% on it.", "FooQA-2k"),
                       ("BarNet reaches 71.2% on the FVQA dataset.", "FVQA")):
        assert name in {b.text for b in decide_names(text, find_candidates(text).names).benchmarks}


def test_a_technique_acronym_called_a_dataset_is_no_dataset_but_a_task_acronym_called_one_is():
    """veto-concept-acronym's limit (rules-181): only a long form ending in a way of training or written X-to-Y
    outweighs "the X dataset"; "visual question answering (FVQA) ... the FVQA dataset" names one, and so does the
    paper's own "mean-to-score (M2S)", introduced, no benchmark vetoed."""
    from extractor.verify import decide_names

    text = "We study visual question answering (FVQA). BarNet reaches 71.2% on the FVQA dataset."
    assert "FVQA" in {b.text for b in decide_names(text, find_candidates(text).names).benchmarks}
    capitalised = "We train FooAgent with Rejection Sampling Fine-Tuning (RFT). Failed runs go back into the RFT corpus."
    assert "RFT" not in {b.text for b in decide_names(capitalised, find_candidates(capitalised).names).benchmarks}
    own = "We introduce \\emph{mean-to-score} (M2S), a diffusion sampler. M2S lowers FID on BarSet."
    assert "M2S" in {m.text for m in decide_names(own, find_candidates(own).names).methods}


def test_the_method_at_one_size_is_no_method_of_its_own_but_stays_its_claims_subject():
    from extractor.verify import resolve_text

    text = "We propose FooMem, a memory policy for agents. Overall, FooMem-3B improves F1 by 16% on BarQA."
    fields = resolve_text(text, find_candidates(text))
    assert fields.methods == ["FooMem"]
    assert "method 'FooMem-3B': veto-size-variant" in fields.drops
    assert [c.subject for c in fields.claims if c.raw == "16%"] == ["FooMem-3B"]
