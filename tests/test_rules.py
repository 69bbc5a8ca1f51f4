"""Every rule's examples, run: each example must be decided by the rule that holds it."""

import pytest

from extractor.candidates import find_candidates
from extractor.rules import rules_version
from extractor.numbers import NUMBER_RE, find_numbers
from extractor.rules import RULES_BY_NAME, RULES_VERSION
from extractor.rules import skip as skip_rules
from extractor.rules import kind as kind_rules
from extractor.rules import benchmark as benchmark_rules
from extractor.rules import subject as subject_rules
from extractor.rules import role as role_rules
from extractor import patterns
from extractor.schema import Labels
from extractor.verify import decide_names, resolve

NO_LABELS = Labels(task="", contribution="method")


def _number(text, raw):
    (found,) = [c for c in find_candidates(text).numbers if c.number.raw == raw]
    return found


def _claim(text, raw):
    """The rules' record of `text` with no model labels, and its one claim written `raw`."""
    record = resolve(text, find_candidates(text), NO_LABELS)
    (claim,) = [c for c in record.claims if c.raw == raw]
    return record, claim


def _decided_by(record, raw, rule_name):
    """The record says that rule made a decision about the claim written `raw`."""
    return any(d.startswith(f"{raw}@") and rule_name in d for d in record.decisions)


@pytest.mark.parametrize("rule,text,raw", [(r, t, raw) for r, _ in skip_rules.SKIP_RULES for t, raw, _ in r.examples],
                         ids=lambda v: getattr(v, "name", None))
def test_skip_rule_examples_are_skipped_by_their_rule(rule, text, raw):
    # the last such digits: a count restated ("all 50 problems") is skipped where it stands again, not where first stated
    match = [m for m in NUMBER_RE.finditer(text) if m["digits"] == raw][-1]
    assert skip_rules.skipped_by(text, match.start("digits"), match.end("digits"), match["suffix"]) == rule.name
    assert match.start("digits") not in [n.start for n in find_numbers(text)]


@pytest.mark.parametrize("text,raw", [
    ("Across nine models (1B-13B parameters), FooIndex predicts failure.", "13B"),  # a range of sizes
    ("Across FooLM models of 4B--7B parameters, FooIndex predicts failure.", "7B"),  # LaTeX's range dash
    ("our lite model achieves a speedup of $\\sim2.2\\times$ over BarMatch", "2.2\\times"),  # LaTeX approximately
    ("It reaches PSNR 32.1 and MS-SSIM 0.1978 on FooSet.", "32.1"),  # a metric's name, not a model's, before it
    ("It reaches PSNR 32.1 and MS-SSIM 0.1978 on FooSet.", "0.1978"),
    ("with FID 8.77 on BarSet", "8.77"),
    ("FooNet needs 61k parameters--24x fewer than BarNet.", "24x"),  # LaTeX's dash after a word, no name's hyphen
    ("a negative result--100% of the runs agree", "100%"),
    ("Evaluations on FooEval, our benchmark with an 851-example test set, show gains.", "851"),  # a data size
    ("we construct BarSet, a 746-dialogue corpus", "746"),
    ("FooBench, a 32-task suite, and a 42-participant study", "32"),  # a data size: tasks, participants
    ("FooBench, a 32-task suite, and a 42-participant study", "42"),
    # a number glued to any noun it counts (patterns.HYPHENATED_COUNTED; rules-289)
    ("In a 626-episode experiment across 100 task variants, FooAgent fails", "626"),
    ("On a 780-page government report, 86.8% of lines are table rows", "780"),
    ("Across the full 28-configuration grid, the magnitudes are uncorrelated", "28"),
    ("FooParse annotates each document once with a 3-stage residual quantizer", "3"),
    ("FooBench holds 100-case and 70-case splits", "70"),
    ("validated in a 43,633-record BarMed cohort", "43,633"),  # grouped by thousands: a count, no name's part
    ("a 4,096-token thinking budget does not help", "4,096"),
    ("FooBench holds 50 hand-written problems; all 50 problems are cross-checked", "50"),  # first stated: kept
    # a capitalised preposition opening the sentence is no model's name, the decimal after it no version (lb19)
    ("With 37.5 BLEU points, FooMT is the first to pass the best QuxMT result.", "37.5"),
    ("At 0.72 recall, BarNet keeps a precision of 91%.", "0.72"),
    # a size in billions after no model's name, or a size of data after one (skip-size-after-version)
    ("At 30B, FooLM raises the average score", "30B"), ("Analyzing 1B comments across FooNews", "1B"),
    ("FooText 40B tokens were filtered", "40B"), ("the Qwen corpus of 2B tokens", "2B"),
    ("It beats GPT-4o. An 8B distilled detector retains 91.4% F1", "8B"),  # a sentence ends after the name
    # a signed value after a capitalised word is no version (session 51: skip-version-after-name)
    ("weak relationships with return (Spearman -0.10 and -0.30)", "-0.10"),
    ("compression is larger in one format (FooML -0.31 bits, p = 0.01) than in BarML", "-0.31"),
    ("FooMT improves translation quality (BLEU +1.2, chrF +0.8) on BarMT", "+0.8"),
])
def test_a_number_a_skip_rule_must_not_take(text, raw):
    assert raw in [n.raw for n in find_numbers(text)]


@pytest.mark.parametrize("text, raw, kind", [
    # a rank a result reached is a score, a percentile a setting unless a system reached it (reviews of session 51)
    ("Our team ranked 2nd of 31 teams in Subtask A of the shared task.", "2", "score"),
    ("Our system came 2nd in Track B and 5th in Track A.", "5", "score"),
    ("We took the 1st place in the multilingual track with an accuracy of 84.3%.", "1", "score"),
    ("Our solution was ranked 2nd by the organizers based on human evaluation.", "2", "score"),
    ("Placing 1st on the FooArena leaderboard, our method reaches 53.5% accuracy.", "1", "score"),
    ("Thresholding at the 80th percentile yields 92.1% precision.", "80", "setting"),
    ("Our method reduces the 95th-percentile error by 23%.", "95", "setting"),
    ("FooLM achieves the 98th percentile on the BarExam practice test.", "98", "score"),
    ("Samples ranked in the 99th percentile of loss are discarded.", "99", "setting"),
])
def test_a_rank_or_a_percentile_is_a_claim(text, raw, kind):
    assert _claim(text, raw)[1].kind == kind


@pytest.mark.parametrize("text", [
    # an edition, a position, a slot or an item a scorer ranks is no claim (reviews of session 51)
    "We participated in the 4th FooVision Challenge and report results.",
    "After finishing the 2nd stage of training, the model is distilled.",
    "Tokens ranked 1st by attention are kept while others are pruned.",
    "The answer ranked 2nd by the judge model is often correct.",
    "Participants ranked the 1st image as more realistic.",
    "Documents at the 1st rank are treated as positives.",
    "We analyze the 1st place solution of the challenge.",
    "We use the 1st out of 5 folds as the test set.",
    "This report is the 3rd in a series of surveys.",
    "We mask every 4th frame and the 2nd-best candidate.",
])
def test_an_ordinal_that_is_no_rank_reached_is_no_claim(text):
    assert [n.raw for n in find_numbers(text) if text[n.end : n.end + 2] in ("st", "nd", "rd", "th")] == []


@pytest.mark.parametrize("text", ["cases of COVID -19 rose", "We use GPT -3.5 as judge", "Python -3.11 runs it",
                                  "FooDiffusion -1.5 generates the images"])
def test_a_version_written_apart_after_a_name_stays_skipped(text):
    # a minus before a whole number or a version of 1 or more is a hyphen written apart (reviews of session 51)
    assert find_numbers(text) == []


@pytest.mark.parametrize("text,raws", [
    ("FooNet beats 5 baselines, and the top 5 models trail it", ["5", "5"]),  # "the top 5": a setting
    ("FooNet gains 2 points on BarSet; the 2 variants differ", ["2", "2"]),  # "2 points": no count stated before
    ("We collect 40 BarMed abstracts; the 40 abstracts hold 9 labels", ["40", "9"]),  # restated once: listed once
])
def test_a_count_is_restated_only_after_a_determiner_and_a_count_before(text, raws):
    assert [n.raw for n in find_numbers(text)] == raws


@pytest.mark.parametrize("rule,text,raw,kind", [(r, t, raw, k) for r, _, _ in kind_rules.KIND_RULES for t, raw, k in r.examples],
                         ids=lambda v: getattr(v, "name", None))
def test_kind_rule_examples_are_decided_by_their_rule(rule, text, raw, kind):
    assert kind_rules.decide_kind(text, _number(text, raw)) == (kind, rule.name)


def test_every_rule_but_the_model_picks_has_an_example_and_a_reason():
    for name, rule in RULES_BY_NAME.items():
        assert rule.why, name
        assert rule.examples or "model" in name or name == "benchmark-none", name


@pytest.mark.parametrize("text,raw", [
    ("FooQ has strong gains on hard tasks (15.8\\%$\\to$26.3\\%)", "15.8\\%"),  # the values it went between
    ("FooASR gives an 11.3% relative improvement over the BarASR scheme (6.2% WER)", "6.2%"),  # a comparand's value
])
def test_a_bracket_after_a_change_noun_may_hold_a_score(text, raw):
    assert kind_rules.decide_kind(text, _number(text, raw)) == ("score", "score-percent")


@pytest.mark.parametrize("text,raw", [
    # a percentage is the precision itself, never an overlap threshold (setting-overlap-threshold's limit)
    ("The balanced data raises global mean average precision from 77.9% to 82.2% on FooSet.", "77.9%"),
    # the sign after the number typeset alone ("$84$%"): a percentage, not a bare count
    ("With $d=7$ FooSAE keeps $84$% of dense CE-loss recovered.", "84$%"),
])
def test_a_percentage_after_average_precision_or_typeset_alone_is_a_score(text, raw):
    assert kind_rules.decide_kind(text, _number(text, raw)) == ("score", "score-percent")


@pytest.mark.parametrize("text,raw,kind", [
    # p a probability the run is set to (setting-probability-p, rules-270), or a test's p-value, a score
    ("FooNet applies dropout with $p = 0.1$ and reaches 71.2% on BarSet.", "0.1", "setting"),
    ("We decode with nucleus sampling at p = 0.9 and temperature 0.7.", "0.9", "setting"),
    ("The gain of FooNet over BarNet is significant ($p = 0.003$).", "0.003", "score"),
    # a bracket after the name holds a test's p-value (the review of rules-270)
    ("FooCal is better calibrated than MC dropout (p = 0.01).", "0.01", "score"),
    ("Raters preferred FooDec over nucleus sampling ($p = 0.02$).", "0.02", "score"),
    ("The gain from sampling is significant (p = 0.003).", "0.003", "score"),
    ("Dropout reduces the error on BarSet (p = 0.02).", "0.02", "score"),
])
def test_a_probability_p_is_a_setting_and_a_p_value_a_score(text, raw, kind):
    assert kind_rules.decide_kind(text, _number(text, raw))[0] == kind


@pytest.mark.parametrize("text,raw", [
    # a statistic named by its author, subscripted or in bars, or bounded; a metric set equal in math (rules-267)
    ("Internal consistency was acceptable (Cronbach's $\\alpha = 0.88$) across all subscales.", "0.88"),
    ("Two experts labeled the data with substantial agreement (Cohen's $κ_w=0.90$).", "0.90"),
    ("The test-retest reliability was high ($r_{tt} = 0.89$).", "0.89"),
    ("The judge agrees with humans (weighted $\\kappa > 0.6$) on every split.", "0.6"),
    ("The learned law fits closely ($R^2 > 0.999$) across scales.", "0.999"),
    ("FooNet reaches $\\text{BLEU} = 27.3$ on BarMT.", "27.3"),
    ("It improves over the best baseline ($\\mathrm{F1} = 0.61$) on BarSet.", "0.61"),
    ("FooASR lowers the error to $\\mathrm{WER}_{\\mathrm{clean}} = 2.1$ on BarSpeech.", "2.1"),
    # a result verb or a held-out set is no condition (the second review of rules-267)
    ("Agreement among crowd workers reached Krippendorff's $\\alpha = 0.74$.", "0.74"),
    ("Inter-annotator agreement on the held-out set is high (weighted $\\kappa > 0.6$).", "0.6"),
    ("Reward models correlate at only $ρ_v \\approx 0.12$ with true quality.", "0.12"),
    ("Our method yields $\\text{BLEU} = 28.4$ on BarMT.", "28.4"),
    ("On the BarSeg validation set we obtain $\\mathrm{mIoU} = 48.3$.", "48.3"),
    # more metric names, a true positive rate, Cliff's delta without bars (the third review of rules-267)
    ("FooMT reaches $\\text{BLEU} = 34.7$ and $\\text{COMET} = 0.862$ on BarMT.", "0.862"),
    ("FooRet reaches $\\text{nDCG@10} = 0.512$ on BarIR.", "0.512"),
    ("The synthesized speech achieves $\\text{MOS} = 4.21 \\pm 0.07$.", "4.21"),
    ("The watermark detector achieves $\\text{TPR} = 0.98$ at $\\text{FPR} = 10^{-3}$.", "0.98"),
    ("Effect sizes were large (Cliff's $\\delta = 0.62$) on BarSet.", "0.62"),
])
def test_a_statistic_or_a_metric_valued_in_math_is_a_score(text, raw):
    assert kind_rules.decide_kind(text, _number(text, raw))[0] == "score"


@pytest.mark.parametrize("text,raw", [
    # a bound that selects, drops, assumes or is reached; a metric's operating point, target, bin or cut-off; a
    # subscript naming a split (the review of rules-267)
    ("Only feature pairs with $|r| > 0.5$ are kept for the graph.", "0.5"),
    ("We select features with $R^2 \\geq 0.9$ as candidate predictors.", "0.9"),
    ("Genes whose expression correlates with age ($ρ > 0.4$) were retained for analysis.", "0.4"),
    ("Labels with annotator agreement $\\kappa_i < 0.4$ are flagged as noisy.", "0.4"),
    ("We test $H_0: \\kappa \\le 0.4$ on every split.", "0.4"),
    ("Environments are constructed so that $|\\rho| \\geq 0.8$ in training and $|\\rho| \\leq 0.1$ at test.", "0.1"),
    ("A quarter of random subsets reach $|ρ| \\geq 0.5$ around that size.", "0.5"),
    ("Target environments have correlation $ρ_{test} = 0.1$ between shape and color.", "0.1"),
    ("Our model achieves 91.3% TPR@$\\text{FPR}=0.01$ on BarSet.", "0.01"),
    ("Predictions are counted as correct at an $\\text{IoU} = 0.5$ threshold.", "0.5"),
    ("We apply NMS with $\\mathrm{IoU}=0.6$ to remove duplicates.", "0.6"),
    ("We use an $\\text{F1}=0.5$ cut-off to decide whether a span is matched.", "0.5"),
    ("We stop early once $\\mathrm{AUC} = 0.95$ is reached on validation.", "0.95"),
    ("For a fixed $\\mathrm{PSNR} = 30.5$ dB, FooCodec uses 20% fewer bits.", "30.5"),
    ("The target is $\\mathrm{BLEU} = 25.0$ on BarMT.", "25.0"),
    ("Audio is considered intelligible if $\\mathrm{WER} = 0.3$ or lower.", "0.3"),
    ("Models are grouped into bins of $\\mathrm{AUC} = 0.6$, $0.7$ and $0.8$.", "0.6"),
    # a statistic or a metric simulated, assumed, aimed at, required, swept, or bounded outside brackets after a
    # result; a change of a metric (the second review of rules-267)
    ("We simulate data with true reliability Cronbach's $\\alpha = 0.80$ and vary the number of items.", "0.80"),
    ("We assume the test-retest correlation is $r_{tt} = 0.8$ when correcting for attenuation.", "0.8"),
    ("Correlations below the critical value $r_{crit} = 0.361$ are not significant.", "0.361"),
    ("We consider agreement acceptable when Krippendorff's $\\alpha \\geq 0.667$.", "0.667"),
    ("Features with $|r| > 0.8$ were merged to reduce collinearity.", "0.8"),
    ("A sample of 120 provides 80% power to detect $r > 0.25$.", "0.25"),
    ("Theorem 2 holds for any correlation $\\rho < 0.5$ between the noise terms.", "0.5"),
    ("We aim for $\\text{BLEU} = 30.0$ while keeping latency under 50 ms.", "30.0"),
    ("Models must attain $\\mathrm{AUC} = 0.8$ to be deployed clinically.", "0.8"),
    ("The simulation varies classifier quality from $\\mathrm{AUC} = 0.6$ to $0.9$.", "0.6"),
    ("For $\\mathrm{AUC} = 0.7$, the required sample size is 400.", "0.7"),
    ("Any model that exceeds $\\mathrm{FID} = 20.5$ is excluded.", "20.5"),
    ("Inputs are compressed to $\\mathrm{SSIM} = 0.85$ using JPEG.", "0.85"),
    # LaTeX's lowercase delta is a confidence, privacy or loss parameter, no change (rules-267)
    ("We prove a regret bound with constant $C = 2.5$ for $\\delta = 0.05$.", "0.05"),
    ("We use Huber loss with $\\delta = 1.0$ on BarSet.", "1.0"),
])
def test_a_statistic_or_a_metric_set_as_a_condition_in_math_is_no_score(text, raw):
    assert kind_rules.decide_kind(text, _number(text, raw))[0] == "setting"


@pytest.mark.parametrize("text,raw,decided", [
    # an overlap threshold in percent stays a threshold (setting-overlap-threshold: only a precision "from" is a score)
    ("FooDet finds 54.3% of objects at IoU > 50% on BarSet.", "50%", ("setting", "setting-overlap-threshold")),
    # an arrow after a metric's name says which way is better, no change (delta-arrow's limit)
    ("FooNet reaches FID ↓ 12.3 on BarSet.", "12.3", ("score", "score-decimal")),
    ("Results: FID $\\downarrow$ 12.3, IS ↑ 45.1.", "45.1", ("score", "score-decimal")),
    # an interval's level only with an interval's kind or name before the word (setting-threshold's limit, rules-175)
    ("FooQ raises the Quantile Score by 106% while interval width stays flat.", "106%", ("delta", "delta-change-before")),
    # a distance within of a place is no gap (delta-within-of's limit, rules-179)
    ("FooNav lands within 0.5 m of the target on BarSim.", "0.5", ("score", "score-decimal")),
    ("FooCP gives 23% interval width reduction over split conformal on BarSet.", "23%", ("delta", "delta-change-after")),
    ("FooCP attains 90% interval coverage on BarSet.", "90%", ("score", "score-percent")),
    ("We split each day into 24 intervals.", "24", ("count", "count-default")),
    # what is added is a change in percent or points only: runs, parameters or milliseconds added keep their kind
    # (delta-change-before's limit, rules-180)
    ("A token-matched control adds 1,512 runs.", "1,512", ("count", "count-default")),
    ("Proof generation adds 87 ms per action.", "87", ("score", "score-unit")),
    # a spread measured in a unit is a dispersion, no difference (delta-change-by's limit, rules-182)
    ("The predicted volumes collapsed against reference spreads of 35.7 and 45.7 millilitres.", "35.7",
     ("score", "score-decimal")),
    # a p-value's bound held as a level stays a condition (score-p-value-bound's limit, rules-183)
    ("Edges are kept under a p < 0.01 threshold.", "0.01", ("setting", "setting-threshold")),
    ("Of 45 tests, 27 had adjusted p < 0.05.", "0.05", ("setting", "setting-threshold")),
    ("We report differences significant at p < 0.05 after Bonferroni correction.", "0.05", ("setting", "setting-threshold")),
    ("Using a p < 0.05 criterion, 14 of 20 heads are selective.", "0.05", ("setting", "setting-threshold")),
    # p named as a parameter, or a bound of 1 or more, is no p-value (setting-in-math)
    ("For Erdos-Renyi graphs with edge probability $p > 0.3$, FooGNN recovers the partition.", "0.3",
     ("setting", "setting-in-math")),
    ("We prove that for all $p \\ge 2$ the problem admits a FooSketch.", "2", ("setting", "setting-in-math")),
    # a whole number a symbol equals in math is a parameter, no statistic (score-statistic-in-math's limit, rules-184);
    # tau and d only after Kendall's and Cohen's name
    ("We use embeddings of size $d = 128$ on FooSet.", "128", ("setting", "setting-in-math")),
    ("FooCLR uses a contrastive loss with temperature $\\tau = 0.07$ on BarSet.", "0.07", ("setting", "setting-in-math")),
    ("With EMA decay $d = 0.99$, FooNet stabilises training.", "0.99", ("setting", "setting-in-math")),
    # a bound on a statistic is its value, but a symbol set after "at" is a condition, and alpha or omega a statistic
    # only after a reliability's author (rules-267)
    ("FooKV keeps 91% of accuracy at $r \\ge 0.75$.", "0.75", ("setting", "setting-in-math")),
    ("FooDet reports TPR at $\\text{FPR}=0.01$ on BarSet.", "0.01", ("setting", "setting-in-math")),
    ("FooOpt uses Adam with $\\alpha = 0.001$ on BarSet.", "0.001", ("setting", "setting-in-math")),
    ("We weight the loss by $\\omega = 0.8$ on BarSet.", "0.8", ("setting", "setting-in-math")),
    # what is added as a condition of the run is no change (delta-change-before's limit, rules-188)
    ("Adding 10% synthetic data to the training mix lets FooNet reach 81.2% on BarSet.", "10%",
     ("score", "score-percent")),
    ("FooAug adds 20% label noise to BarSet.", "20%", ("score", "score-percent")),
    # "various" is no verb of change; a variation only with 'by' right after its verb (rules-188)
    ("We score various tasks grouped by 3 levels of difficulty.", "3", ("count", "count-default")),
    ("Results vary widely across the 12 tasks of BarBench, as judged by 3 expert annotators.", "3",
     ("count", "count-default")),
    # a change a result comes with only as a percentage or decimal, its noun no modifier (delta-change-by's limit;
    # review of rules-230)
    ("We construct a restoration benchmark with 12 degradation types and 5 severity levels.", "12",
     ("count", "count-default")),
    ("FooDiff denoises with 0.5 noise increase steps per stage.", "0.5", ("score", "score-decimal")),
    # a percentage in brackets closed by "relative" restates a change only after one (delta-relative-bracketed's limit)
    ("FooLoRA recovers 97.1% of full fine-tuning accuracy (>97% relative) with 0.1% of the parameters.", "97%",
     ("score", "score-percent")),
    # an average a method or agent is measured at is a result (count-average-items' limit: data averages only)
    ("Agents agree in 98.9% of negotiations but average 2.98 rounds against the benchmark's 1.25.", "2.98",
     ("score", "score-decimal")),
    ("The debate converges after an average of 2.3 rounds, compared with 4.1 for majority voting.", "2.3",
     ("score", "score-decimal")),
    # an agreement's alpha is a score, not a parameter set (setting-parameter-assigned's limit)
    ("Annotators agree well, with Krippendorff's alpha = 0.882 on all items.", "0.882", ("score", "score-decimal")),
    # dropout named before, then a result: no share dropped (setting-hyperparameter's limit)
    ("With dropout, accuracy is 81.2% on FooSet.", "81.2%", ("score", "score-percent")),
    # an agreement's alpha, however written (review of rules-242)
    ("Annotators agree, with Krippendorff\u2019s alpha = 0.882 on all items.", "0.882", ("score", "score-decimal")),
    ("Annotators agree (inter-annotator alpha = 0.81).", "0.81", ("score", "score-decimal")),
    ("Annotators agree, Krippendorffs alpha = 0.81.", "0.81", ("score", "score-decimal")),
    # a result with dropout, a share of cache hits kept (review of rules-242)
    ("Accuracy with dropout is 81.2% versus 79.0% without.", "81.2%", ("score", "score-percent")),
    ("FooKV keeps 92% of cache hits.", "92%", ("score", "score-percent")),
    # what a further thing costs in hours is no change (delta-change-before's limit: percentages only)
    ("The audit takes a further 3 hours per model.", "3", ("score", "score-unit")),
])
def test_limits_of_the_percentage_threshold_and_arrow_rules(text, raw, decided):
    assert kind_rules.decide_kind(text, _number(text, raw)) == decided


@pytest.mark.parametrize("text,raw,decided", [
    # count-data-tokens' limits: tokens a result is read at, or a context's length, are its condition (rules-224)
    ("On the FooDocs dataset, at 128K tokens FooLM keeps 90% recall.", "128K", ("setting", "setting-scaled-context")),
    ("Our corpus of documents is processed with a 32K tokens context window.", "32K",
     ("setting", "setting-scaled-context")),
    ("FooSet contains documents of up to 8K tokens.", "8K", ("setting", "setting-scaled-context")),
])
def test_limits_of_the_data_tokens_rule(text, raw, decided):
    assert kind_rules.decide_kind(text, _number(text, raw)) == decided


@pytest.mark.parametrize("text,raw,decided", [
    # the share "saves" is a change, not what is saved in counts (review of rules-223)
    ("During training, FooNet saves 5 checkpoints per epoch for model averaging.", "5", ("count", "count-default")),
    # how often runs were repeated is a setting only written as a condition, not a result or a dataset's make-up
    ("FooBO finds the optimum in 8 trials per task on average on BarSuite.", "8", ("count", "count-default")),
    ("FooOpt needs only 12 trials per hyperparameter to converge.", "12", ("count", "count-default")),
    ("BarEMG comprises 20 gestures recorded with 40 repetitions per gesture.", "40", ("count", "count-default")),
    # a saved amount in a unit is a change; repeats are a setting wherever not a result's (review of rules-224)
    ("FooNet saves 2.3 GB of GPU memory compared with BarNet.", "2.3", ("delta", "delta-change-by")),
    ("We report the mean of 5 runs per configuration.", "5", ("setting", "setting-repeats-per")),
    ("FooTune reduces the required tuning from 10 to 3 runs per configuration on BarSet.", "3",
     ("count", "count-default")),
    # the tokens a model is trained for, or emits per second, are no data's size
    ("The dataset spans diverse domains, and FooLM is trained for 300B tokens.", "300B",
     ("setting", "setting-billions")),
    ("Our corpus is processed by FooTok, which emits 2M tokens per second.", "2M", ("score", "score-rate")),
    ("For training, we curate datasets comprising 157.4B audio tokens and 320.5B text tokens.", "320.5B",
     ("count", "count-data-tokens")),
    # "gap" inside a metric's name is no gap (rules-228); a loss's values are values
    ("FooSeg raises long-gap mIoU from 38.7% to 95.0% on BarSet.", "38.7%", ("score", "score-percent")),
    ("The training loss falls from 2.3 to 1.9 on BarSet.", "2.3", ("score", "score-decimal")),
    # a gap of another kind, a sweep, a size with a scale (review of rules-228); a place in a ranking near an adapter
    ("The gap from 7B to 70B models shrinks to 2.1 points with FooDistill on BarBench.", "7B",
     ("setting", "setting-billions")),
    ("FooOpt shrinks the duality gap from 0.01 to 0.0001 within 50 iterations.", "0.0001", ("score", "score-decimal")),
    ("The spectral gap grows to 0.35 after FooMix rewiring on BarGraph.", "0.35", ("score", "score-decimal")),
    ("We sweep the margin from 0.5 to 1.0 and find FooLoss robust on BarSet.", "1.0", ("score", "score-decimal")),
    ("FooAdapt ranks first, and with its adapter it moves from rank 4 to rank 1.", "4", ("count", "count-default")),
])
def test_limits_of_the_saves_and_repeats_rules(text, raw, decided):
    assert kind_rules.decide_kind(text, _number(text, raw)) == decided


@pytest.mark.parametrize("text,raw,kind", [
    # a spread's own words keep its kind (review of rules-223)
    ("FooNet achieves 4.5 ± 0.3 times higher throughput than BarNet.", "0.3", "ratio"),
    ("FooNet is 1.8 ± 0.2x faster than BarNet.", "0.2x", "ratio"),
    ("FooNet attains a 12.4 ± 1.1% relative reduction in WER on BarSpeech.", "1.1%", "delta"),
])
def test_limits_of_the_spread_kin(text, raw, kind):
    assert _claim(text, raw)[1].kind == kind


def test_a_rank_after_a_hyphen_is_a_setting_not_a_names_part():
    # "rank-64" is no name ("CIFAR-10" is): the rank of an adapter, a setting (rules-227)
    assert _claim("Matching the capacity with one rank-64 adapter does not reproduce it.", "64")[1].kind == "setting"


# The kin rules verify applies after decide_kind: each example's number takes the rule's kind, by that rule.
_KIN_RULES = kind_rules.KIN_RULES


@pytest.mark.parametrize("rule,text,raw,kind", [(r, *e) for r in _KIN_RULES for e in r.examples],
                         ids=lambda v: getattr(v, "name", None))
def test_kin_rule_examples_are_decided_by_their_rule(rule, text, raw, kind):
    record, claim = _claim(text, raw)
    assert claim.kind == kind and _decided_by(record, raw, rule.name)


@pytest.mark.parametrize("text,raw", [
    # score-negative-start's limits: a range of changes, changes written with their unit
    ("the accuracy gaps range from -32 to -20 points across tasks", "-20"),
    ("the accuracy gaps range from -32 to -20 points across tasks", "-32"),
    ("the gap moved from -1.2 points to -3.4 points", "-3.4"),
    ("the gap moved from -1.2 points to -3.4 points", "-1.2"),
    # a change noun before "from", a range however written (rules-177, from an outside review)
    ("FooReg shrinks the accuracy drop under shift from -5.2% to -1.3% on BarSet.", "-5.2%"),
    ("The performance gap to the oracle narrows from -32 to -20 points on BarSet.", "-32"),
    ("The per-task gaps varied from -32 to -20 across tasks on BarSet.", "-20"),
    ("Ranging from -3.1 to -1.2, the gaps on BarSet stay negative.", "-1.2"),
])
def test_a_negative_change_from_a_to_b_stays_a_change(text, raw):
    record, claim = _claim(text, raw)
    assert claim.kind == "delta"


@pytest.mark.parametrize("text,raw", [
    # setting-swept-range's limits: a result's range, a change's ends, data sizes, the other side of a comparison
    ("FooRule converges in 3-5 iterations on BarSet.", "3"),
    ("FooLit grounds every claim in a verifiable corpus of 60--100 papers.", "100"),
    ("FooFix repairs 13 of 73 tasks, compared with 4 to 6 for three baselines.", "4"),
    ("The teacher raised FooLM from 2 to 51 accepted plans.", "51"),
    ("each with a rubric (25-62 criteria per task; 184 criteria total)", "25"),
    ("The system generated 56-103 self-consistent concepts per world.", "56"),
    # a result's bound, a comparative, a dataset's make-up, a unit, a citation (rules-177, from an outside review)
    ("FooAgent completes most tasks within 3-5 turns, while BarAgent needs 9.", "3"),
    ("Reliable instruction following breaks down beyond 5-6 simultaneous constraints.", "5"),
    ("FooNet answers with 3-5 fewer errors per page than BarNet on BazSet.", "3"),
    ("FooNet produces answers with 2-3 hallucinations per page, compared with 7 for BarNet.", "2"),
    ("We release FooSet, which covers 12 domains with 50-200 questions each.", "50"),
    ("FooNet localizes objects within 50-100 km of the coast.", "50"),
    ("Unlike prior methods (12-15), FooNet needs no labels.", "12"),
])
def test_a_range_that_spans_no_condition_stays_a_count(text, raw):
    record, claim = _claim(text, raw)
    assert claim.kind == "count"


def test_v_s_written_for_vs_names_no_metric_of_its_own():
    record, claim = _claim("Its accuracy is close to SDE trackers (64.4% MOTA v.s. 66.1% MOTA on FooMOT-16).", "64.4%")
    assert claim.metric == "MOTA" and claim.benchmark == "FooMOT-16"


def test_a_count_opening_the_clause_after_a_setting_stays_a_count():
    record, claim = _claim("With a batch size of 256, 12 of the 15 baselines diverge.", "12")
    assert claim.kind == "count"


@pytest.mark.parametrize("rule,text,raw,benchmark", [(r, *e) for r in benchmark_rules.BENCHMARK_RULES for e in r.examples],
                         ids=lambda v: getattr(v, "name", None))
def test_benchmark_rule_examples(rule, text, raw, benchmark):
    record, claim = _claim(text, raw)
    assert claim.benchmark == benchmark
    assert _decided_by(record, raw, rule.name)


@pytest.mark.parametrize("text,raw", [
    ("FooDet reaches 50.1 AP at corresponding speeds of 273/169/124/78 FPS on BarSet.", "273"),
    ("FooDet reaches 34.3 AP while operating at an inference time of 19 milliseconds on one GPU.", "19"),
    ("FooMT reaches 38.3 BLEU on BarSet while decoding at 100 words/sec on one core.", "100"),
    ("FooRTS runs at 165K frame-per-second (FPS) on a laptop.", "165K"),
])
def test_a_speed_or_time_after_at_is_measured_not_a_setting(text, raw):
    record, claim = _claim(text, raw)
    assert claim.kind != "setting" and not _decided_by(record, raw, "setting-at-quantity")


@pytest.mark.parametrize("text,raw", [
    ("We tune on the FooSet, BarSet, and BazSet datasets. It beats frontier models including FooLM 3 and 3.5,"
     " BarGPT Mini, and Baz 4 by 8%, 46%, and 64% respectively.", "46%"),
    ("Experiments on FooSet and BarSet show gains. It outperforms FooNet and BarNet by 2.1% and 3.4% respectively.",
     "2.1%"),
])
def test_values_after_a_compared_list_are_not_paired_with_the_sentence_befores_names(text, raw):
    """patterns.COMPARED_LIST_BY_BEFORE (round 34): the values follow a list of what they are compared with."""
    record, claim = _claim(text, raw)
    assert claim.benchmark is None and not _decided_by(record, raw, "benchmark-respectively")


def test_a_part_word_after_a_preposition_opens_no_apposition():
    """patterns.PART_APPOSITIVE_BEFORE (review of rules-234): "In the second stage, X (ACR) converts" is adverbial."""
    assert patterns.PART_APPOSITIVE_BEFORE.search("We propose FooTrac. Its active component, ")
    assert patterns.PART_APPOSITIVE_BEFORE.search("We propose FooSyn. The first stage, ")
    assert not patterns.PART_APPOSITIVE_BEFORE.search("We propose FooSeg. In the second stage, ")
    assert not patterns.PART_APPOSITIVE_BEFORE.search("We propose FooSeg. During the final phase, ")


@pytest.mark.parametrize("text,raw,benchmark", [
    # a list after "on" that is no list the one value is said of (review of rules-236): a new clause after it, a later
    # name with a value of its own, two clauses joined by ", and"
    ("We evaluate on FooSet and BarSet. FooNet reaches 85.2 mAP on FooSet and BarSet remains challenging.", "85.2",
     "FooSet"),
    ("We evaluate on FooSet and BarSet. FooNet improves accuracy by 3.1% on FooSet and BarSet by 2.0%.", "3.1%", "FooSet"),
    ("We evaluate on FooSet and BarSet. FooNet reaches 85.2% on FooSet and BarSet (79.1%).", "85.2%", "FooSet"),
    ("We evaluate on FooSet and BarSet. FooNet reaches 85.2 mAP on FooSet, and BarSet is harder.", "85.2", "FooSet"),
])
def test_one_value_before_a_list_that_is_no_place_of_it_keeps_the_first_name(text, raw, benchmark):
    record, claim = _claim(text, raw)
    assert claim.benchmark == benchmark


@pytest.mark.parametrize("text,raw,benchmark", [
    # a list of another count than the values (review of rules-234)
    ("We propose FooSeg and evaluate it on BarCity and BazScapes. FooSeg outperforms state-of-the-art methods,"
     " including QuxNet, ZedFormer, and MaskBar, by 3.1% and 2.5% mIoU, respectively.", "3.1%", "BarCity"),
    # items that are no names ("Recall@20" is one item, not "20")
    ("We evaluate FooRec on BarShop and BazMovies. FooRec improves ranking metrics such as Recall@20, NDCG@20, and"
     " MRR by 4.2% and 6.8%, respectively.", "6.8%", "BazMovies"),
])
def test_values_after_a_list_of_another_count_keep_the_sentence_befores_names(text, raw, benchmark):
    record, claim = _claim(text, raw)
    assert claim.benchmark == benchmark


@pytest.mark.parametrize("text,raw", [
    ("FooNet reaches 20% test accuracy and 30% training accuracy on BarSet.", "20%"),
    ("FooNet reaches 20% on test, and 30% on val.", "20%"),
])
def test_a_score_on_a_split_is_no_split_share(text, raw):
    record, claim = _claim(text, raw)
    assert claim.kind == "score" and not _decided_by(record, raw, "setting-split-share")


@pytest.mark.parametrize("text,raw", [
    ("FooSeg reaches Dice = 0.83, IoU = 0.71 on BarSet.", "0.71"),
    ("FooDet reaches a mAP (0.43) on BarSet.", "0.43"),
    ("FooSeg reaches mIoU 0.98 on BarSet.", "0.98"),
])
def test_an_overlap_score_is_no_threshold(text, raw):
    record, claim = _claim(text, raw)
    assert claim.kind == "score" and not _decided_by(record, raw, "setting-overlap-threshold")


@pytest.mark.parametrize("text,raw,rule_name", [
    # a study beside automatic metrics is no study of people alone: its BLEU gain stays on the data named before
    ("We evaluate on FooSet, a corpus of match reports. Both automatic and human evaluation results show an"
     " improvement of 2.66 in BLEU over the baseline.", "2.66", "benchmark-none-human-study"),
    # a list after the numbers that 'respectively' pairs with them is not one place for each
    ("We test FooCL on image classification on BarSet and QuxSet, and segmentation on ZapSeg. In particular, FooCL"
     " using 5 residual networks provides 14.05% and 6.60% relative reductions in the top-1 error rates for the"
     " classification task on BarSet and QuxSet, respectively.", "14.05%", "benchmark-none-list"),
])
def test_a_benchmark_rule_that_must_not_decide(text, raw, rule_name):
    record, claim = _claim(text, raw)
    assert claim.benchmark is not None and not _decided_by(record, raw, rule_name)


@pytest.mark.parametrize("text,raw,subject", subject_rules.SUBJECT_SOLE_METHOD.examples)
def test_the_papers_one_method_is_the_subject_once_named(text, raw, subject):
    record, claim = _claim(text, raw)
    assert claim.subject == subject


@pytest.mark.parametrize("text,raw,subject", subject_rules.SUBJECT_FROM_VALUE.examples)
def test_the_value_a_change_started_from_is_not_the_methods(text, raw, subject):
    record, claim = _claim(text, raw)
    assert claim.subject == subject
    assert subject is not None or _decided_by(record, raw, subject_rules.SUBJECT_FROM_VALUE.name)


# a result on the paper's own benchmark is its method's; "it" is the method named before; a value of what the
# method is compared against is not the method's
DECIDING_SUBJECT_RULES = (subject_rules.SUBJECT_NOT_THE_BENCHMARK, subject_rules.SUBJECT_PRONOUN, subject_rules.SUBJECT_COMPARED, subject_rules.SUBJECT_SAME_SENTENCE)


@pytest.mark.parametrize("rule,text,raw,subject", [(r, *e) for r in DECIDING_SUBJECT_RULES for e in r.examples],
                         ids=lambda v: getattr(v, "name", None))
def test_subject_rule_examples_are_decided_by_their_rule(rule, text, raw, subject):
    record, claim = _claim(text, raw)
    assert claim.subject == subject
    assert _decided_by(record, raw, rule.name)


@pytest.mark.parametrize("rule,text,name,expected,title", [(r, *e[:3], e[3] if len(e) > 3 else None)
                                                             for r in role_rules.ROLE_RULES for e in r.examples],
                         ids=lambda v: getattr(v, "name", None))
def test_role_rule_examples(rule, text, name, expected, title):  # an example's fourth item is the paper's title
    candidates = find_candidates(text, title)
    roles = decide_names(text, candidates.names, candidates.title_name)
    if expected == "not method":  # a cue would make it a method; the veto overrules it
        assert name not in [n.text for n in roles.methods]
        assert any(v.startswith(f"method {name!r}") and v.endswith(rule.name) for v in roles.vetoed)
        return
    if expected == "not benchmark":  # a benchmark rule chose it; the veto overrules it
        assert name not in [n.text for n in roles.benchmarks]
        assert any(v.startswith(f"benchmark {name!r}") and v.endswith(rule.name) for v in roles.vetoed)
        return
    if expected == "kept benchmark":  # the veto's limit: it must not drop the name
        assert name in [n.text for n in roles.benchmarks]
        assert not any(v.startswith(f"benchmark {name!r}") and v.endswith(rule.name) for v in roles.vetoed)
        return
    if expected == "not chosen":  # the rule's limit: a name it must not take
        assert name not in [n.text for n in roles.benchmarks + roles.methods]
        return
    if expected == "no benchmark":  # the rule's limit: the paper's own method stays a method only
        assert name not in [n.text for n in roles.benchmarks]
        return
    if expected == "no method":  # the rule's limit: no cue makes it the paper's own (it may be a benchmark)
        assert name not in [n.text for n in roles.methods]
        return
    chosen = roles.methods if expected == "method" else roles.benchmarks
    assert name in [n.text for n in chosen]
    assert f"{name}: {expected} by {rule.name}" in roles.decisions


def test_the_rules_version_is_declared_not_hashed_from_files():
    assert rules_version() == RULES_VERSION


def test_no_silent_caps_every_number_kept_and_every_name_decided_by_cues():
    text = "We propose FooNet. " + " ".join(f"It scores {n}.5 on Set{n}Bench." for n in range(60))
    record = resolve(text, find_candidates(text), NO_LABELS)
    assert len(record.claims) == 60  # was capped at 30
    assert "Set59Bench" in record.benchmarks  # the 61st name: the rules see every name (no prompt limit)
    assert record.dropped == 0


def test_a_long_task_is_cut_and_the_cut_counted():
    labels = Labels(task="x" * 1_000_000, contribution="method")
    record = resolve("We propose FooNet.", find_candidates("We propose FooNet."), labels)
    assert len(record.task) == 160 and record.dropped == 1
    assert record.drops == ["task: 999840 characters cut to 12 words / 160 characters"]


def test_each_claim_and_name_explains_its_rules_for_the_report_hover():
    from extractor.corpus import Abstract
    from extractor.schema import Provenance
    from extractor.verify import build_record, explain_claim, explain_name

    text = "We propose FooNet. Experiments on BarBench show a 4.6% accuracy improvement."
    record = build_record(Abstract("x", text), find_candidates(text), NO_LABELS,
                          Provenance(model="m", endpoint="e", prompt_version="p", schema_hash="s"))
    (claim,) = record.claims
    assert explain_claim(record, claim) == "delta-change-after, benchmark-same-clause, subject-sole-method"
    assert explain_name(record, "BarBench") == "benchmark by benchmark-data-cue"
    assert explain_name(record, "FooNet") == "method by method-introduced-cue"


def test_the_benchmark_finders_run_in_the_order_the_rules_are_listed():
    from extractor.claims import BENCHMARK_FINDERS

    listed = [r.name for r in benchmark_rules.BENCHMARK_RULES]
    run = [name for name, _ in BENCHMARK_FINDERS]
    assert run == [name for name in listed if name in run]
    assert set(listed) - set(run) == {"benchmark-setting-named-here", "benchmark-none-efficiency",
                                      "benchmark-none-summary", "benchmark-none-setting",
                                      "benchmark-none-statistic", "benchmark-generic-named-before",
                                      "benchmark-none-generic", "benchmark-none"}


@pytest.mark.parametrize("text, raw, benchmark", [
    ("It gains 25% on two detection benchmarks (FooTH and BarNet).", "25%", "FooTH"),  # a list in brackets
    ("It gains 2.8% on BazSeg and 4.0% on FooSeg datasets.", "4.0%", "FooSeg"),  # a name before the noun
    ("On FooSQL and BarSQL it improves by 7.1% and 9.5% on these datasets, respectively.", "9.5%", "BarSQL"),
    ("It reaches 100% on benchmark datasets such as FooNet40 and BarPart.", "100%", "FooNet40"),
    ("We introduce FooBench, a benchmark that evaluates 100 models across 28 datasets.", "100", "FooBench"),  # a count
])
def test_a_place_that_names_its_benchmarks_is_not_generic(text, raw, benchmark):
    record, claim = _claim(text, raw)
    assert claim.benchmark == benchmark
    assert not any("benchmark-none-generic" in d for d in record.decisions)


def test_a_frame_rate_takes_no_benchmark_from_the_sentence_before_but_keeps_its_own():
    text = ("It reaches 0.93 SR on FooSim. Running at 35 FPS on an RTX 3090, it is real-time. "
            "It runs at 156 FPS on the BarCity dataset.")
    record = resolve(text, find_candidates(text), NO_LABELS)
    assert {c.raw: c.benchmark for c in record.claims if c.unit == "FPS"} == {"35": None, "156": "BarCity"}


def test_a_rate_in_hertz_is_a_frame_rate_measured_on_hardware():
    text = ("It gains 13.0% on the FooTrack challenge. Our fast variant operates at 60 Hz on a single CPU, while "
            "obtaining 65.0% AUC on BarTrack-2015. A prototype runs at 375Hz.")
    record = resolve(text, find_candidates(text), NO_LABELS)
    assert {c.raw: (c.kind, c.benchmark) for c in record.claims if c.unit == "Hz"} == {
        "60": ("score", None), "375": ("score", None)}


def test_a_frame_rate_written_out_takes_no_benchmark_from_the_sentence_before():
    text = ("Experiments on FooText and BarSet show gains. It reaches 84.2% F-measure on the FooText benchmark. "
            "Furthermore, it can process 15 images per second on a GPU.")
    record = resolve(text, find_candidates(text), NO_LABELS)
    assert {c.raw: (c.kind, c.benchmark) for c in record.claims if c.raw == "15"} == {"15": ("score", None)}


def test_numbers_of_different_metrics_do_not_pair_with_the_names_listed_before():
    # benchmark-previous-list pairs a bare list ("92.1% and 85.3% accuracy") with the names before by position; each
    # number with its own metric is two measures of one result, not one on each name
    text = ("The model is trained and evaluated on data derived from the QuxSet and ZapSet datasets. Results show an"
            " F1-score of 0.9415 and an overall accuracy of 94.17%.")
    record = resolve(text, find_candidates(text), NO_LABELS)
    assert {c.raw: c.benchmark for c in record.claims} == {"0.9415": None, "94.17%": None}


def test_the_none_checks_come_first_in_the_order_attribute_applies_them():
    names = [r.name for r in benchmark_rules.BENCHMARK_RULES]
    assert names[:7] == ["benchmark-setting-named-here", "benchmark-none-setting", "benchmark-none-statistic",
                         "benchmark-none-efficiency",
                         "benchmark-none-summary", "benchmark-generic-named-before", "benchmark-none-generic"]


@pytest.mark.parametrize("after, data", [
    (" benchmark", True), (" datasets", True), (" (FB) dataset", True), (" environment", True),
    (" benchmarked", False), (" suited", False), (" environmental", False), (" model", False),
    (" efficiency shared task", True), (" and the shared task", False),  # a task's word before "shared task"
])
def test_a_data_noun_after_a_name(after, data):
    from extractor import patterns
    assert bool(patterns.DATA_NOUN_AFTER.match(after)) is data


def test_a_family_the_lexicon_knows_is_no_domain_label():
    text = "We report gains on several GLUE benchmarks and on several FooGI benchmarks."
    record = resolve(text, find_candidates(text), NO_LABELS)
    assert "GLUE" in record.benchmarks and "FooGI" not in record.benchmarks


@pytest.mark.parametrize("text,raw", [
    ("the fine-tuned model showed dramatic accuracy improvements (50% -> 82%) on test questions", "50%"),
    ("Our results show substantial improvements (e.g., 45.3 vs 26.7 F1 score) over the state of the art", "45.3"),
    ("FooSeg reduces BarHD to 0.14 mm and lowers topology errors to 1.0%", "0.14"),  # a change verb's target value
    ("FooSeg reduces BarHD to 0.14 mm and lowers topology errors to 1.0%", "1.0%"),
])
def test_a_value_changed_from_or_compared_in_brackets_is_a_score(text, raw):
    assert kind_rules.decide_kind(text, _number(text, raw))[0] == "score"


@pytest.mark.parametrize("text,raw,subject", subject_rules.SUBJECT_NAMED_MODEL.examples)
def test_a_named_model_opening_the_clause_achieves_its_result(text, raw, subject):
    record, claim = _claim(text, raw)
    assert claim.subject == subject


@pytest.mark.parametrize("text,raw,subject", subject_rules.SUBJECT_SCOPE_COUNT.examples)
def test_a_count_of_what_the_work_is_evaluated_on_has_no_subject(text, raw, subject):
    record, claim = _claim(text, raw)
    assert claim.subject == subject
    assert subject is not None or _decided_by(record, raw, subject_rules.SUBJECT_SCOPE_COUNT.name)


@pytest.mark.parametrize("rule,text,raw,subject", [(r, *e) for r in (subject_rules.SUBJECT_COMPARED_MARGIN, subject_rules.SUBJECT_COMPARED_NEXT,
                                                                      subject_rules.SUBJECT_COMPARED_OWNER) for e in r.examples],
                         ids=lambda v: getattr(v, "name", None))
def test_a_value_of_a_compared_model_is_that_models(rule, text, raw, subject):
    record, claim = _claim(text, raw)
    assert claim.subject == subject
    assert _decided_by(record, raw, rule.name)


@pytest.mark.parametrize("rule,text,raw,subject", [(r, *e) for r in (subject_rules.SUBJECT_HUMAN_REFERENCE, subject_rules.SUBJECT_ERROR_SHARE,
                                                                    subject_rules.SUBJECT_EVALUATED_MODELS,
                                                                    subject_rules.SUBJECT_MODEL_SIZE)
                                                     for e in r.examples], ids=lambda v: getattr(v, "name", None))
def test_a_value_of_humans_an_error_analysis_or_another_models_size_is_not_the_methods(rule, text, raw, subject):
    record, claim = _claim(text, raw)
    assert claim.subject == subject
    # a kind of model in brackets ('LMs (7B parameters)') is no model's name: the rule does not decide
    assert _decided_by(record, raw, rule.name) == (subject is not None or rule is not subject_rules.SUBJECT_MODEL_SIZE)


@pytest.mark.parametrize("text,raw,subject", subject_rules.SUBJECT_COMPARED_RIVAL.examples)
def test_a_value_given_for_a_rival_is_the_rivals(text, raw, subject):
    record, claim = _claim(text, raw)
    assert claim.subject == subject
    # the paper's own variant in a "while" clause is no rival: another rule names it
    assert _decided_by(record, raw, subject_rules.SUBJECT_COMPARED_RIVAL.name) == (not subject.startswith("Foo"))


@pytest.mark.parametrize("text,raw,subject", subject_rules.SUBJECT_MAIN_METHOD.examples)
def test_our_method_is_the_one_name_described_as_a_method(text, raw, subject):
    record, claim = _claim(text, raw)
    assert claim.subject == subject
    assert subject is None or _decided_by(record, raw, subject_rules.SUBJECT_MAIN_METHOD.name)


def test_a_name_after_a_new_state_of_the_art_on_is_a_benchmark():
    record, claim = _claim("Our method establishes a new state of the art on FooSet (+2.3 mAP) and BarSet (+1.7 mAP).",
                           "+2.3")
    assert claim.benchmark == "FooSet" and "FooSet" in record.benchmarks


@pytest.mark.parametrize("text, raw, benchmark", [
    ("On FooQA, it achieves 71.5 F1, an improvement of 3.2 over the previous best, and on BarQA it obtains 62.1 EM.",
     "3.2", "FooQA"),
    ("We report results on two benchmarks. On FooSet, FooNet achieves 80.2% and on BarSet 75.1%.", "80.2%", "FooSet"),
    ("FooNet gets 71.5% and 65.2% on FooSet and on BarSet, respectively.", "71.5%", "FooSet"),
])
def test_and_on_another_benchmark_opens_a_clause_of_its_own(text, raw, benchmark):
    assert _claim(text, raw)[1].benchmark == benchmark


def test_a_count_after_a_list_of_data_sets_is_of_no_one_of_them():
    # benchmark-described takes a count only after one data set, not after the last name of a list
    record, claim = _claim("FooRec gains on FooSports, FooToys, and FooBeauty, comprising 64,250 interactions.", "64,250")
    assert not _decided_by(record, "64,250", "benchmark-described")


@pytest.mark.parametrize("text, raw, kind", [
    ("FooScore predicts retention on BarSet with $r = 0.83$ ($p = 0.003$)", "0.83", "score"),
    ("FooScore predicts retention on BarSet with $r = 0.83$ ($p = 0.003$)", "0.003", "score"),
    # a symbol set to a value a result is read at stays a parameter (setting-in-math)
    ("FooKV keeps 91% of its accuracy at $r = 0.75$ on BarSet", "0.75", "setting"),
    ("an agent ($\\gamma = 0.99$) facing $p = 0.01$ can fail", "0.01", "setting"),
    # a bound on a p-value is the test's result too (score-p-value-bound, rules-183)
    ("the method is significant ($p < 0.01$)", "0.01", "score"),
])
def test_a_statistic_equal_to_a_decimal_in_math_is_its_value_not_a_parameter(text, raw, kind):
    assert kind_rules.decide_kind(text, _number(text, raw))[0] == kind


@pytest.mark.parametrize("text, raw, kind", [
    ("a weak push (lambda=1.0) lowers FooLM's diversity on BarSet", "1.0", "setting"),
    ("FooRank (beta = 0.25) tops the BarQA leaderboard", "0.25", "setting"),
    ("FooKD with K=31 filters matches BarNet on QuxSet", "31", "setting"),
    ("FooVote with k=8 reaches 79.2% on BarQA", "8", "setting"),
    # a statistic or a sample size written plainly stays what it was
    ("FooScore tracks human ratings on BarSet (r = 0.41)", "0.41", "score"),
    ("the FooStudy cohort (n = 120) favours BarNet", "120", "count"),
    ("a high inter-rater agreement on QuxSet (k=0.65)", "0.65", "score"),
])
def test_a_parameter_set_to_a_value_in_plain_text_is_a_setting(text, raw, kind):
    assert kind_rules.decide_kind(text, _number(text, raw))[0] == kind


@pytest.mark.parametrize("text, raw, kind", [
    ("FooPipe keeps competitive accuracy (WER within 2% of offline BarASR)", "2%", "delta"),
    ("FooNet keeps within 1% of the accuracy of BarNet on QuxSet", "1%", "delta"),
    # no reference after it: an error bound stays what it was
    ("FooRaw reconstructs the image to within 0.3% error on QuxSet", "0.3%", "score"),
])
def test_a_percentage_within_of_a_reference_is_a_gap(text, raw, kind):
    assert kind_rules.decide_kind(text, _number(text, raw))[0] == kind


@pytest.mark.parametrize("text, raw, kind", [
    # the budget sized by the percentage right after it: a condition (kind setting-percent-condition) ...
    ("FooRank lifts precision to 61.2% at a 10% review budget", "10%", "setting"),
    # ... not a share of what was measured, a share spent, nor a result reached under budgets or on subsets
    ("over 57% of samples exhibit this failure", "57%", "score"),
    ("FooPlan is optimal for the customer (100% budget used, 29.9 GB volume)", "100%", "score"),
    ("FooPlan yields 2.27 +/- 1.08% budget violations", "1.08%", "score"),
    ("consolidation improves absolute accuracy by up to 48% under tight budgets", "48%", "delta"),
    ("FooGraph reaches 68.2% on subsets with severe restrictions", "68.2%", "score"),
    ("our baseline reaches an Average-mAP of 49.7% for tolerances ranging from 5 to 60 seconds", "49.7%", "score"),
    # nor a measure named after the noun, a change, a comparative, nor a budget spent (review of rules-261)
    ("FooNet reaches 85% subset accuracy on BarSet", "85%", "score"),
    ("it reaches a 76.3% hard subset accuracy", "76.3%", "score"),
    ("FooNet achieves a 30% budget reduction relative to BarNet", "30%", "delta"),
    ("With 25% less budget, FooNet matches BarNet", "25%", "delta"),
    ("FooNet uses 12% budget while matching BarNet", "12%", "score"),
    ("FooNet keeps 95% budget utilization", "95%", "score"),
    ("FooNet sets a 12% lower detection threshold than BarNet", "12%", "delta"),
    # LaTeX-typeset
    ("With a $2\\%$ compute budget, FooNet achieves 98% accuracy", "2\\%", "setting"),
    # a subset or a split as a finding, a gap reached within a tolerance, a budget used (third review of rules-261)
    ("errors concentrate in a 5% subset of classes", "5%", "score"),
    ("FooNet wins the human vote with a 64% split in its favour", "64%", "score"),
    ("FooCal reduces calibration error to within a 3% tolerance of the oracle", "3%", "score"),
    ("FooNet uses on average 20% budget", "20%", "score"),
    # after the change rules, a change stays one; a finding about a subset is no condition (second review of rules-261)
    ("FooNet shows a 7% budget difference with BarNet", "7%", "delta"),
    ("FooNet runs with a 30% reduced token budget", "30%", "delta"),
    ("FooNet saves at least 40% budget", "40%", "delta"),
    ("FooProbe identifies a 4% subset of attention heads that governs refusal", "4%", "score"),
    ("FooNet reaches a 71% subset F1 on BarSet", "71%", "score"),
    # after "at" or "under", listed round budgets and a resource in capitals; after other words, neither (reviews of
    # session 50)
    ("FooPlan stays in budget at 10% or 20% budgets on BarSet", "20%", "setting"),
    ("FooServe keeps 91.2% of its accuracy under a 20% FLOPs budget", "20%", "setting"),
    ("FooRank raises precision at a 10% review budget to 61.2% on BarReview", "10%", "setting"),
    ("FooNet leads at 71.2% and 10% budget on BarSet", "71.2%", "score"),
    ("FooNet wins with 88% and 5% tolerance on BarSet", "88%", "score"),
    ("FooAgent finishes with 42% and 38% budget unused on BarWeb", "42%", "score"),
    ("FooServe delivers 2x speedup with a 30% FLOPs budget saved on BarBench", "30%", "score"),
    ("FooSched cuts cost, resulting in 25% GPU budget, on BarSched", "25%", "score"),
    ("FooLM converges in 30% GPU budget on BarQA", "30%", "score"),
    ("FooNet cuts costs from 40% or 30% budgets to 20% on BarSet", "40%", "score"),
])
def test_a_percentage_before_the_budget_it_sizes_is_a_setting(text, raw, kind):
    assert kind_rules.decide_kind(text, _number(text, raw))[0] == kind


@pytest.mark.parametrize("text, raw, kind", [
    # a level a correlation, an agreement, a fit, an elasticity or a return takes (score-signed-level)
    ("FooScore shows weak relationships with human ratings (Spearman -0.10 and -0.30)", "-0.10", "score"),
    ("Cohen's kappa of +0.72 indicates substantial agreement", "+0.72", "score"),
    ("Fleiss' kappa ranges from -0.03 to +0.21 across raters", "+0.21", "score"),
    ("The out-of-sample R^2 is -0.15, worse than the historical mean", "-0.15", "score"),
    ("FooAgent achieves an average return of -21 on Pong after 10M frames", "-21", "score"),
    ("On Pendulum, FooAgent's return of -150 beats BarAgent's -180", "-180", "score"),
    ("Monthly returns range from -8% to +11% for FooPort", "+11%", "score"),
    ("The average return of FooAgent on Pong is +20.7 compared to +18.9 for BarDQN", "+20.7", "score"),
    # a change, a comparison or a bound between or after, a change made to the measure, a value set (reviews of
    # session 51)
    ("FooCal improves the correlation by +0.12 on BarSet", "+0.12", "delta"),
    ("the bootstrap estimated a kappa difference of -0.062", "-0.062", "delta"),
    ("Cumulative returns dropped -8.4% for FooTrader", "-8.4%", "delta"),
    ("Returns are up +12% year over year", "+12%", "delta"),
    ("FooNet shows diminishing returns -0.2% per additional layer", "-0.2%", "delta"),
    ("FooJudge reaches kappa +0.08 over BarJudge", "+0.08", "delta"),
    ("R^2 +0.09 relative to BarReg is reported for FooReg", "+0.09", "delta"),
    ("FooAgent's returns +3% improvement over BarPPO", "+3%", "delta"),
    ("correlations with BarJudge judgments are +0.2 stronger than with QuxJudge", "+0.2", "delta"),
    ("The correlation threshold of -0.5 filters anti-correlated pairs", "-0.5", "delta"),
    ("Items with correlation below -0.3 are flagged", "-0.3", "delta"),
    ("We threshold the return at -200", "-200", "delta"),
    ("Removing FooFeature lowers R^2 -0.02 on the test split", "-0.02", "delta"),
    ("FooCal lifts kappa +0.10 on the medical subset", "+0.10", "delta"),
    ("Using a correlation loss yields +3.1 points on BarQA", "+3.1", "delta"),
    ("We set kappa to -0.5 in the acquisition function", "-0.5", "delta"),
    ("We condition FooDT on a target return of +3600 for BarHopper", "+3600", "delta"),
    ("The environment returns -1 for every step until the goal is reached", "-1", "delta"),
    ("The elasticity parameter is fixed to -0.5 in all simulations", "-0.5", "delta"),
    ("Kendall tau deteriorates -0.04 when the reference is removed", "-0.04", "delta"),
    ("The long-short return spread of +3.1% per month persists after costs", "+3.1%", "delta"),
    ("FooJudge: Spearman 0.62 +0.04 over BarJudge", "+0.04", "delta"),
    ("Spearman Δ = +0.06 when adding reference answers", "+0.06", "delta"),
    ("Daily returns are drawn with mean -0.1% and heavy tails", "-0.1%", "delta"),
    ("The verifier returns +1 for correct answers", "+1", "delta"),
    ("The out-of-sample R^2 is -0.15 on BarCast", "-0.15", "score"),
])
def test_a_signed_level_of_a_correlation_or_return_is_a_score(text, raw, kind):
    assert kind_rules.decide_kind(text, _number(text, raw))[0] == kind


@pytest.mark.parametrize("text, raw, kind", [
    ("the gap between FooLM's languages rises to 19.8 pp on BarQA", "19.8", "delta"),
    ("trained on synthetic data alone, FooDet closes within 8 pp of the real-data oracle", "8", "delta"),
    ("the compiled FooAgent runs 9.8~pp higher than its prompted twin", "9.8", "delta"),
    ("moving to multi-image inputs costs 15--34 percentage points of recall", "15", "delta"),
    ("moving to multi-image inputs costs 15--34 percentage points of recall", "34", "delta"),
    ("FooAgent lifts the hiring rate by 5.9 pp (SE 2.6 pp) over BarAgent", "2.6", "score"),
])
def test_a_value_in_percentage_points_is_a_change(text, raw, kind):
    assert _claim(text, raw)[1].kind == kind


def test_a_change_in_percentage_points_is_measured_on_the_papers_one_benchmark():
    text = ("We evaluate FooLM on the BarQA dataset. Prompt quality dominates hyperparameters: the gap between zero-shot"
            " and the best few-shot prompt exceeds 19 percentage points.")
    claim = _claim(text, "19")[1]
    assert claim.kind == "delta" and claim.benchmark == "BarQA"


@pytest.mark.parametrize("text, raw, kind", [
    ("FooSys cuts the latency from 10--20 minutes to under 6 seconds", "10", "score"),
    ("FooLMs know 3-5 times more than they act upon", "3", "ratio"),
    ("FooNet shrinks from 793 to 644 layers", "793", "count"),  # a change from one value to another stays apart
])
def test_a_range_start_after_from_or_before_times_more_takes_the_kind_of_its_end(text, raw, kind):
    assert _claim(text, raw)[1].kind == kind



def test_a_cost_in_dollars_is_a_score_but_not_a_trade_s_size_nor_a_dollar_closing_math():
    text = "FooChain ran for \\$43 (BarChain: $29 in compute), logged $20M in volume, and spans (1979$-$2025)."
    kinds = {raw: kind_rules.decide_kind(text, _number(text, raw))[0] for raw in ("43", "29", "20M", "2025")}
    assert kinds == {"43": "score", "29": "score", "20M": "count", "2025": "count"}


@pytest.mark.parametrize("text,name", [
    ("Experiments on FooSQL and Spider show gains of 3.1%.", "Spider"),  # beside a name that is no everyday word
    ("It reaches 91.7% on BarNet-100 (91.7%) and Flowers (98.8%).", "Flowers"),  # a score in brackets after it
    ("It beats BarPose by 6.3% on the Campus and Shelf datasets.", "Campus"),  # listed with one the paper calls data
    ("On real datasets (Breast Foo, Digits, Wine, Diabetes) the estimator matches the baseline within 0.1%.", "Wine"),
    ("It improves accuracy on the Sports 1 million dataset (73.1% vs. 60.9%).", "Sports"),  # its size, then data
    ("The gain is larger on the Replica dataset, reaching 11.3%.", "Replica"),
])
def test_an_everyday_word_the_paper_calls_data_or_lists_beside_data_stays_a_benchmark(text, name):
    roles = decide_names(text, find_candidates(text).names)
    assert name in [n.text for n in roles.benchmarks]


def test_an_everyday_word_that_opens_a_longer_title_stays_a_benchmark():
    text = "It reaches 82.1% on Foo-400 and 41.1% on Moments in Time, without supervised pre-training."
    roles = decide_names(text, find_candidates(text).names)
    assert [n.text for n in roles.benchmarks if n.text.startswith("Moments")]


def test_a_benchmark_that_measures_something_is_no_metric():
    text = ("We introduce FooEvo-Bench, a longitudinal benchmark with 120 tasks. FooEvo-Bench measures both skill and"
            " growth: BarAgent reaches the highest score (91.65).")
    roles = decide_names(text, find_candidates(text).names)
    assert "FooEvo-Bench" in [n.text for n in roles.benchmarks]


def test_every_pattern_name_is_defined_once():
    """A second definition silently replaces the first for every reader of it."""
    import re
    from collections import Counter
    from pathlib import Path

    source = Path(patterns.__file__).read_text(encoding="utf-8")
    names = Counter(re.findall(r"^([A-Z][A-Z0-9_]*) = ", source, re.MULTILINE))
    assert [name for name, count in names.items() if count > 1] == []


@pytest.mark.parametrize("text,raw,subject", [
    # raters scoring the method's outputs are no reference of their own (review of rules-239)
    ("We propose FooNet, a summarizer. On BarSum, FooNet writes summaries that human raters score 4.5 out of 5 on"
     " average.", "4.5", "FooNet"),
    # the paper's own results beside models it sets them against, or its own models (review of rules-240)
    ("We propose FooNet, a tagger. While existing models struggle on long inputs, our approach reaches 85% accuracy"
     " on BarSet.", "85%", None),
    ("We propose FooNet and its distilled variant FooNet-S. FooNet outperforms BarNet on BazSet, as does FooNet-S,"
     " which achieves 80.1% accuracy.", "80.1%", "FooNet-S"),
    # "for" a split, a language or the paper's predecessor: no rival named
    ("We propose FooNet. FooNet reaches 80% accuracy, compared with 60% for long inputs.", "60%", "FooNet"),
    ("We propose FooNet. FooNet reaches 80% accuracy on BarSet, compared with 60% for English.", "60%", "FooNet"),
])
def test_limits_of_the_rival_human_and_evaluated_model_rules(text, raw, subject):
    record, claim = _claim(text, raw)
    assert claim.subject == subject
    for rule in ("subject-compared-rival", "subject-human-reference", "subject-evaluated-models",
                 "subject-compared-baseline"):
        assert not _decided_by(record, raw, rule)
