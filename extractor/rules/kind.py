"""The kind rules (KIND_RULES, in order): a number's kind (score, delta, ratio, setting, count...).
decide_kind applies them (claims, verify); LIST_KIN, RANGE_KIN, RATIO_LIST_KIN, COMPARED_KIN, SETTING_LIST_KIN,
SWEPT_RANGE, INTERVAL_KIN and SPREAD_KIN are the kin rules verify applies after them (coordinated_with_previous, listed_before); statistic_in_math is read by
claims.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from .. import patterns
from ..text import clause_bounds, sentence_bounds, without_markup
from ..schema import Kind
from .base import Rule, between_dollars, hyphenated_setting, is_rate, NumberView

if TYPE_CHECKING:
    from ..candidates import NumberCandidate


KindRule = tuple[Rule, Callable[[NumberView], bool], Kind]
KIND_RULES: list[KindRule] = []


def kind_rule(name: str, kind: Kind, why: str, *examples: tuple[str, str]):
    """Register a kind rule; examples are (text, raw of the number)."""
    def register(applies: Callable[[NumberView], bool]) -> Callable[[NumberView], bool]:
        KIND_RULES.append((Rule(name, "kind", why, tuple((t, raw, kind) for t, raw in examples)), applies, kind))
        return applies
    return register


# --- patterns the kind rules share -------------------------------------------------

def _in_math(text: str, index: int) -> bool:
    """Inside $...$ with a symbol besides the number: "$r \\ge 1$", "$p < 0.01$", not "$3.0\\%$". A '$'
    no later '$' closes is a currency sign ("about $20M in volume"), not the start of math."""
    if not between_dollars(text, index):
        return False
    end = text.find("$", index)
    if end == -1:
        return False
    opened = text.rfind("$", 0, index)
    body = text[opened + 1 : end]
    # a bound on a percentage or a decimal ("$>95\%$", "$\geq 0.89$"), not on a whole number ("degree $< 7$", "$\le 5$
    # steps": a condition); a p-value's bound ("p-value $\leq 0.01$") is score-p-value-bound's, read before this
    if patterns.POINT_OR_PERCENT.search(body):
        body = patterns.BOUND_SIGN.sub("", body)
        before = text[max(0, opened - 60) : opened]
        if not patterns.SWEPT_SETTING_BEFORE.search(before) or patterns.METRIC_RATE_BEFORE.search(before):
            body = patterns.VALUE_ARROW.sub("", body)  # "$62.27\% \rightarrow 67.04\%$": a change of value
    body = patterns.POWER_OF_TEN.sub("0", body)  # "$2.82\times10^{-6}$": a number typeset alone, not math
    if _counted_fraction(text, opened, end, body):
        return False  # "$4/45$ vs. $27/45$": how many of how many, as in words (rules-277)
    return bool(patterns.MATH_SYMBOL.search(patterns.TYPESETTING.sub("", body)))


def _counted_fraction(text: str, opened: int, end: int, body: str) -> bool:
    """"$4/45$", "$7/12$ organs": a fraction of whole numbers alone in math, its part no more than its whole, its whole
    no four digits (a year: "$3/2021$"), and no word of a proportion a run is set to before or after it
    (patterns.SET_FRACTION_BEFORE, SET_FRACTION_AFTER)."""
    fraction = patterns.COUNTED_FRACTION_IN_MATH.fullmatch(body)
    if fraction is None or int(fraction["part"]) > int(fraction["whole"]) or len(fraction["whole"]) == 4:
        return False
    return not (patterns.SET_FRACTION_AFTER.match(text, end + 1)
                or patterns.SET_FRACTION_BEFORE.search(text, max(0, opened - 20), opened))


# --- the kind rules, in order -------------------------------------------------------

# (first: what an ordinal's suffix says it is decides it; skip.py keeps only ranks and percentiles, _ordinal_claim)
@kind_rule("score-rank", "score",
           "an ordinal rank a result reached ('ranked 1st overall', 'ranking 3rd among all runs', 'the 6th rank') is a"
           " result, a score (not an edition, 'the 11th FooWorkshop', which is no claim)",
           ("On the official leaderboard, FooSys ranked 1st overall on BarTask", "1"),
           ("FooSys ranked 1st overall, with 1st in F1 and 5th in BarScore", "5"),
           ("Run 3 placed our team 2nd among the 21 teams", "2"),
           ("On the noisy subtask, FooSys achieved the 6th rank with 89.06% accuracy", "6"),
           # a percentile a system reached (review of session 51)
           ("FooCoder performs at the 85th percentile of BarForces competitors", "85"))
def _rank(view: NumberView) -> bool:
    if not patterns.ORDINAL_SUFFIX.match(view.after):
        return False
    if not patterns.PERCENTILE_AFTER.match(view.after):
        return True  # a rank: skip._ordinal_claim keeps no other ordinal
    reached = patterns.PERCENTILE_REACHED_BEFORE.search(view.before) or patterns.PERCENTILE_OF_PEOPLE_AFTER.match(view.after)
    return bool(reached) and not patterns.RANKED_ITEM_BEFORE.search(view.before)  # not "Samples ranked in the 99th ..."


@kind_rule("setting-value-set", "setting",
           "a number in a set of values in plain-text braces after 'in', 'over', '=' or '∈' ('rank r in {2, 4, 8,"
           " 16, 32}'), or before 'are tested', is one of the values a run is swept over, a condition, as the same set"
           " typeset in math is (not a LaTeX group, '\\mathbf{2.16}'; not results listed in braces, 'achieves {81.2,"
           " 79.5}')",
           ("We run a single-variable study over (i) LoRA rank r in {2, 4, 8, 16, 32} and (ii) the adapted modules",
            "16"),
           ("FooNet is trained with dropout in {0.1, 0.3, 0.5} and reaches 81.2% on BarSet", "0.3"),
           ("learning rates in {1e-4, 3e-4, 1e-3} are swept", "3e-4"))
def _value_set(view: NumberView) -> bool:
    start = view.number.start
    return any(match.start() < start < match.end()
               for match in patterns.VALUE_SET.finditer(view.text, max(0, start - 120), view.number.end + 120))


@kind_rule("setting-percentile", "setting",
           "a percentile a value is read at ('latency of 0.24 ms at the 99th percentile', 'the 75th percentile height') is"
           " a condition, a setting",
           ("authorization latency was 0.24 ms at the 99th percentile", "99"),
           ("we define height as the 75th percentile of returns", "75"))
def _percentile(view: NumberView) -> bool:
    return bool(patterns.PERCENTILE_AFTER.match(view.after))


def _spelled_fraction(view: NumberView) -> bool:
    return bool(patterns.FRACTION_WORD.fullmatch(view.number.raw))  # numbers.SPELLED_FRACTION: "half", "one-third"


@kind_rule("setting-fraction-of-data", "setting",
           "a fraction of the data written in words ('using half of the labeled data') is the condition a result was"
           " trained with, as '10% of the training data' is (rules-269)",
           ("FooNet matches full supervision using half of the labeled data", "half"),
           ("pre-training helps when we use one fifth of the training data", "one fifth"),
           ("we use a third of the parallel examples for calibration", "a third"))
def _fraction_of_data(view: NumberView) -> bool:
    return _spelled_fraction(view) and bool(patterns.FRACTION_OF_DATA_AFTER.match(without_markup(view.after)))


@kind_rule("delta-fraction-by", "delta",
           "a fraction in words after 'by' ('cuts the memory by half', 'reduces the gap by more than half') is how much"
           " a value changed, a delta (rules-269)",
           ("FooPrune cuts the KV-cache memory by half", "half"),
           ("FooAlign reduces the transfer gap by more than half", "half"),
           ("it lowers the error of BarNet by about a third", "a third"),
           ("FooCache reduces latency by only a third", "a third"))
def _fraction_by(view: NumberView) -> bool:
    return _spelled_fraction(view) and bool(patterns.FRACTION_BY_BEFORE.search(view.before))


@kind_rule("ratio-unit-fraction", "ratio",
           "a unit fraction ('just 1/3 the GFLOPs', '~1/7 of FooNet', 'at half the compute', 'less than one-eighth that"
           " of BarNet') states a multiplier, 1/N, not two counts",
           ("it needs just 1/3 the GFLOPs of FooNet", "1/3"), ("with 20.5M parameters (~1/7 of BarNet)", "1/7"),
           # a fraction in words (numbers.SPELLED_FRACTION; rules-269)
           ("FooNet matches BarNet at half the active compute", "half"),
           ("while requiring only one-fifth of the training iterations", "one-fifth"),
           ("its memory is less than one-eighth that of BarNet", "one-eighth"),
           ("FooNet reaches the same accuracy at about two-thirds the cost", "two-thirds"))
def _unit_fraction(view: NumberView) -> bool:
    return "/" in view.number.raw or _spelled_fraction(view)  # a slash: only numbers.UNIT_FRACTION writes one


@kind_rule("setting-multiplier-condition", "setting",
           "a compression factor after 'at' or 'under' ('under a 4x compression ratio', 'at up to 64x compression'), or a"
           " multiple of the run's own length or compute ('at 4x the training length', 'at 3x the compute'), is the"
           " condition a result is read at, not a result ('achieves a 3.46x compression ratio' is one; so is 'at 4x the"
           " context length of BarLM')",
           ("FooRAG scores 49.3 under a 4x compression ratio", "4x"),
           ("FooPress beats baselines under both 16x and 32x compression", "16x"),
           ("DeepSeek drops significantly only at 10x compression", "10x"),
           # a multiple of the run's own length or compute (rules-278)
           ("FooRoPE keeps 83% of its accuracy on BarQA at $8\\times$ the training length", "8\\times"),
           ("it extrapolates to context lengths as large as 16x its training length", "16x"))
def _multiplier_condition(view: NumberView) -> bool:
    return view.number.unit == "x" and bool(
        (patterns.MULTIPLIER_CONDITION_BEFORE.search(view.before) and patterns.MULTIPLIER_CONDITION_AFTER.match(view.after))
        or (view.number.value >= 1 and patterns.MULTIPLE_OF_RUN_BEFORE.search(view.before)
            and patterns.MULTIPLE_OF_RUN_AFTER.match(view.after)))  # ("at 0.3x the compute": what it saves, a result)


@kind_rule("setting-counted-threshold", "setting",
           "the value that counted items exceed or fall below ('22/37 exceed 2x', '93.3% of trials fall below 2 s') is"
           " the threshold they are counted at, a condition; the count or share is the result",
           ("FooKernel speeds up most kernels: 22/37 exceed 2$\\times$ and 13/37 exceed 5$\\times$", "5$\\times$"),
           ("97.5% and 93.3% of trials fall below 2 s with FooGlass", "2"),
           ("12 of the 40 tasks exceed 90% accuracy", "90%"))
def _counted_threshold(view: NumberView) -> bool:
    return bool(patterns.COUNTED_PAST_BEFORE.search(view.before))


@kind_rule("ratio-multiplier", "ratio", "a multiplier (x, ×, $\\times$, or in words: 'five times faster', 'twice as'), or a"
           " range ending in one",
           ("runs 2.5x faster", "2.5x"), ("speedups of 1.4-11.8X", "1.4"), ("10~100$\\times$ faster", "10"),
           ("it is $1.3$--$2.5{\\times}$ faster than FooNet", "1.3"),
           ("FooNet runs $2.5$X faster than BarNet", "2.5$X"),  # the sign after the number typeset alone
           ("FooNet is five times faster than BarNet", "five times"), ("twice as fast as BarNet", "twice"),
           # a bound before a multiplier word says how much (numbers.SPELLED_MULTIPLIER; rules-193)
           ("FooTune cuts output variability by more than sixfold", "sixfold"),
           ("conformity varies roughly fourfold across models", "fourfold"))
def _multiplier(view: NumberView) -> bool:
    return view.number.unit == "x" or bool(patterns.RANGE_TO_RATIO.match(view.after))


@kind_rule("setting-validation-folds", "setting",
           "the number of folds a result was cross-validated over ('5-fold cross-validation', '10-fold CV') is how it was"
           " measured, a condition, not a multiplier",
           ("FooNet reaches 0.96 AUC under stratified 5-fold cross-validation", "5"),
           ("averaged over 10-fold CV on BarSet", "10"), ("a 5 fold nested cross validation", "5"))
def _validation_folds(view: NumberView) -> bool:
    return bool(patterns.FOLDS_AFTER.match(view.after))


@kind_rule("setting-repeats-per", "setting",
           "how often each condition was repeated ('10 runs each', '50 runs per model', '4 seeds per task') is a setting"
           " of the experiment, not a count of what was run (rules-223, round 32)",
           ("We evaluate 11 models without tools (10 runs each) on BarBench", "10"),
           ("FooAgent gains 34pp across the ladder (N=50 runs per model)", "50"),
           ("Across 4 seeds per task, FooSeg stays ahead of BarSeg", "4"))
def _repeats_per(view: NumberView) -> bool:
    return (not view.number.unit and bool(patterns.REPEATS_PER_AFTER.match(view.after))
            and not patterns.REPEATS_RESULT_BEFORE.search(view.before)
            and not patterns.REPEATS_DATA_BEFORE.search(view.before))


@kind_rule("setting-low-rank", "setting",
           "the rank of a low-rank update or adapter ('rank-$32$ LoRA', 'one rank-64 adapter', 'rank 16 updates') is a"
           " setting of the run, not a count (rules-227, the read audits' ranks)",
           ("Auditing three rounds of rank-$32$ LoRA self-training on BarLM shows drift", "32"),
           ("Matching the capacity with one rank-64 adapter does not reproduce the gain", "64"),
           ("FooTune applies rank 16 updates to BarLM's attention layers", "16"))
def _low_rank(view: NumberView) -> bool:
    return (view.number.raw.isdigit() and bool(patterns.RANK_BEFORE.search(view.before))
            and bool(patterns.LOW_RANK_AFTER.match(view.after)))


@kind_rule("count-occurrences", "count",
           "'N times' after a verb of events ('downloaded over 16 million times', 'cited 120 times', 'queried 500"
           " times') counts how often something happened, not a multiplier",
           ("the released models have been downloaded over 16 million times", "16 million"),
           ("the paper was cited 120 times", "120"), ("each model is queried 500 times per item", "500"))
def _occurrences(view: NumberView) -> bool:
    return bool(patterns.EVENT_VERB_BEFORE.search(view.before) and patterns.OCCURRENCES_AFTER.match(view.after))


@kind_rule("ratio-times", "ratio", "'N times', 'N-fold', 'a factor of N', 'an N storage factor' is a ratio",
           ("a ~2 storage factor", "2"), ("smaller by a factor of 3", "3"),
           ("being 1.6 times faster", "1.6"), ("reducing the cost by up to 25 times", "25"),
           ("up to 4 times less memory", "4"),
           # a multiplier after a verb of events too: how much longer, not how often (rules-204)
           ("the task is executed 3 times longer than before", "3"))
def _times(view: NumberView) -> bool:
    return bool(patterns.TIMES_AFTER.match(view.after) or patterns.FACTOR_BEFORE.search(view.before))


@kind_rule("score-negative-value", "score",
           "a negative number after '=', 'approx' or a colon is the value a quantity takes (an exponent, a"
           " correlation), not a change",
           ("the fitted exponent of FooNet is alpha approx -0.19 on BarSet", "-0.19"),
           ("the correlation is weak (r = -0.12)", "-0.12"),
           ("agreement on FooSet is at chance ($\\kappa\\approx -0.002$)", "-0.002"))
def _negative_value(view: NumberView) -> bool:
    # but "Delta = -15pp", "gain = -0.3": what a change equals is a change (patterns.CHANGE_SYMBOL; delta-signed)
    raw = view.preceding(40)
    return view.number.raw[:1] in "-−" and _equals_before(view) and not patterns.CHANGE_SYMBOL.search(raw)


def _equals_before(view: NumberView) -> bool:
    """'=', 'approx' or a colon right before the number, read with markup blanked and as written ('\\approx'
    is markup to without_markup)."""
    raw = view.preceding(80)
    return bool(patterns.EQUALS_BEFORE.search(view.before) or patterns.EQUALS_BEFORE.search(raw))


@kind_rule("score-negative-start", "score",
           "a negative number a change starts from, going to an unsigned one ('R-squared rises from -1.383 to"
           " 0.966', 'the Sharpe ratio increases from -0.298 to 0.538'), is the value before it, not a change (not"
           " 'gaps range from -32 to +20 points': a range of changes)",
           ("calibration improves R-squared from -0.974 to 0.940 on BarSet", "-0.974"),
           ("the average test Sharpe increases from -0.298 to 0.538", "-0.298"),
           # from a negative value to a negative one: both are values (rules-173)
           ("FooPairs improves selected NLL from -2.087 to -2.717 over five seeds", "-2.087"),
           ("FooPairs improves selected NLL from -2.087 to -2.717 over five seeds", "-2.717"),
           ("the mean return drops from -5.5 to -20.9, near the minimum", "-20.9"))
def _negative_start(view: NumberView) -> bool:
    if view.number.raw[:1] not in "-−":
        return False
    before = view.before
    if patterns.FROM_BEFORE.search(before) and (to := patterns.TO_VALUE_AFTER.match(view.after)):
        start, end_after = len(before), view.after[to.end():]  # the start: the end value's own words follow it
    elif ended := patterns.NEGATIVE_FROM_TO_BEFORE.search(before):
        start, end_after = ended.end("start"), view.after  # the end
    else:
        return False
    # not a range ("ranging from -32 to -20"), nor the values of a change noun ("the gap narrows from -32 to -20
    # points"), nor values in a change's unit
    return not (patterns.RANGING_FROM_BEFORE.search(before[:start]) or patterns.CHANGE_NOUN_FROM_BEFORE.search(before[:start])
                or patterns.CHANGE_UNIT_AFTER.match(end_after))


@kind_rule("setting-probability-p", "setting",
           "a probability named p that a run is set to ('dropout with $p = 0.1$', 'nucleus sampling with $p = 0.95$',"
           " 'Bernoulli(p=0.5)') is a setting, no p-value (rules-270, the reviews of session 52)",
           ("FooNet applies dropout with $p = 0.1$ and reaches 71.2% on BarSet", "0.1"),
           ("decoding uses nucleus sampling with $p = 0.95$", "0.95"),
           ("we decode with nucleus sampling at p = 0.9", "0.9"), ("we sample with top-$p$ = 0.95", "0.95"),
           ("a proposer set to pick an unsafe action with probability p=0.84", "0.84"),
           ("tokens are masked by Bernoulli(p=0.5) draws", "0.5"))
def _probability_p(view: NumberView) -> bool:
    return bool(patterns.PROBABILITY_P_BEFORE.search(view.preceding(60)))


@kind_rule("score-correlation-value", "score",
           "a number a correlation is said to take ('correlates $-0.64$ at $n{=}7$', 'the correlation weakens to"
           " $-0.16$') is its value, signed as correlations are, not a change (rules-206)",
           ("specificity against FooHarm safety correlates $-0.64$ at $n{=}7$", "-0.64"),
           ("on the expanded panel, the misalignment correlation weakens to $-0.16$", "-0.16"))
def _correlation_value(view: NumberView) -> bool:
    return bool(patterns.CORRELATION_VALUE_BEFORE.search(view.before)) and not patterns.COMPARATIVE_AFTER.match(view.after)


@kind_rule("score-signed-value", "score",
           "a plus-signed number that a statistic is said to equal ('partial r = +0.41') is the value it takes, not a"
           " change ('Delta = +2.1' is one)",
           ("FooScore tracks quality on BarSet (partial r = +0.38)", "+0.38"),
           ("the fitted slope is small ($\\beta \\approx +0.07$)", "+0.07"))
def _signed_value(view: NumberView) -> bool:
    raw = view.preceding(40)
    return (view.number.raw[:1] == "+" and bool(patterns.PLUS_EQUALS_BEFORE.search(raw))
            and not patterns.CHANGE_SYMBOL.search(raw))


@kind_rule("score-signed-level", "score",
           "a signed number that a correlation, an agreement, a fit, an elasticity or a return is said to take in its"
           " clause ('Spearman -0.10 and -0.30', 'kappa as low as -0.01', 'R-squared of -151', 'returned -1.79%') is its"
           " value, not a change (not 'a kappa difference of -0.06', 'returns fell -3%', 'a correlation threshold of"
           " -0.5', 'kappa +0.08 over BarJudge': a change, a bound, a comparison)",
           ("weak relationships with return on FooGym (Spearman -0.10 and -0.30)", "-0.30"),
           ("run-to-run consistency rose from near-random (kappa as low as -0.01) to near-perfect", "-0.01"),
           ("FooCast reaches a Test R-squared of -151 on BarSet", "-151"),
           ("step-size elasticity is -0.03 for FooOpt versus +1.5 for BarOpt", "+1.5"),
           ("in July, the selected policy returned -1.79%, while buy-and-hold lost more", "-1.79%"))
def _signed_level(view: NumberView) -> bool:
    level = patterns.SIGNED_LEVEL_BEFORE.search(view.before) if view.number.raw[:1] in "+-−" else None
    return (level is not None and not patterns.CHANGE_VERB_BEFORE_LEVEL.search(view.before[: level.start("level")])
            and not patterns.SIGNED_LEVEL_AFTER_BLOCK.match(view.after))


@kind_rule("delta-signed", "delta", "a signed number states a change (also what a change is said to equal, signed or"
           " not: 'Delta = -15pp', 'accuracy delta = 0.15%')", ("gains +1.2 points", "+1.2"),
           ("FooChat lowers BarBot's fidelity on German items (Delta = -15pp, p = 0.007)", "-15"),
           ("FooNet matches BarNet on QuxSet (accuracy delta = 0.15%)", "0.15%"),
           ("the two runs barely differ (AUC difference = 0.02)", "0.02"),
           # a metric's short name between the change's symbol and its value (rules-206)
           ("the subset score matched the whole (Delta AUC = -0.144, 95% CI [-0.471, 0.176])", "-0.144"))
def _signed(view: NumberView) -> bool:
    before = view.preceding(40)
    return view.number.raw[:1] in "+-−" or bool(patterns.CHANGE_SYMBOL.search(before))


@kind_rule("delta-arrow", "delta", "a number right after an up or down arrow ('$\\uparrow20.5\\%$', '↓3.1') states a change",
           ("FooChart achieves up to $\\uparrow20.50\\%$ improvements over baselines", "20.50\\%"),
           ("and generalizes to real benchmarks (up to $\\uparrow12.30\\%$)", "12.30\\%"),
           ("FooNet improves recall ($\\uparrow 3.1$) on BarSet", "3.1"))
def _arrow(view: NumberView) -> bool:
    start = view.number.start
    return bool(patterns.ARROW_BEFORE.search(view.text, max(0, start - 14), start))


@kind_rule("score-statistic-in-math", "score",
           "a decimal that a correlation, a p-value, an R^2, a kappa, Kendall's tau, Cohen's d, a reliability alpha or"
           " omega, Cliff's delta or a t or chi-squared statistic equals inside math ('$r = 0.69$'), or that one but a"
           " p-value is bounded by in brackets ('($R^2 \\ge 0.996$)'), is the value the statistic takes, a result, as"
           " when written without math (not '$p < 0.01$', a level; not a value a study sets, assumes or selects by:"
           " 'only pairs with $|r| > 0.5$ are kept')",
           ("FooScore tracks human ratings on BarSet ($r = 0.69$, $p = 0.003$)", "0.69"),
           ("FooScore tracks human ratings on BarSet ($r = 0.69$, $p = 0.003$)", "0.003"),
           ("the scaling fit is tight ($R^2 = 0.97$)", "0.97"),
           # a p-value typeset as a power of ten (rules-291)
           ("FooNet wins 80% of debates ($p\\approx3{\\times}10^{-6}$)", "3{\\times}10^{-6}"),
           # the sign braced for LaTeX spacing (rules-174)
           ("a human evaluation with three annotators ($κ{=}0.77$) confirms it", "0.77"),
           ("a human evaluation with three annotators ($\\kappa\\,{=}\\,0.77$) confirms it", "0.77"),
           # a rank correlation, an effect size or a test statistic (rules-184)
           ("the rankings agree, with Kendall $τ= 1.0$ for the top two", "1.0"),
           ("a significant interaction ($t(7) = 4.79$, $p = 0.002$, $d = 1.69$)", "4.79"),
           ("the effect is large (Cohen's $d = 1.69$)", "1.69"),
           ("a chi-square test ($χ^2 = 32.94$) confirms it", "32.94"),
           # the value's sign braced too (rules-206)
           ("capability predicts task success ($ρ{=}{+}0.60$) on FooBench", "0.60"),
           # named by its author, subscripted, in absolute bars, or bounded (rules-267)
           ("the scale is reliable (McDonald's $ω_h = 0.91$)", "0.91"),
           ("annotators agree (Krippendorff's $\\alpha = 0.78$)", "0.78"),
           ("two raters agree (Cohen's $κ_w=0.90$)", "0.90"),
           ("the gap between judges is small (Cliff's $|δ|{=}0.10$)", "0.10"),
           ("the error tracks latency ($|r|=0.247$, $p<0.001$)", "0.247"),
           ("the fit is affine ($R^2 \\ge 0.996$) in every run", "0.996"),
           ("errors are shared across encoders (Pearson $r > 0.92$)", "0.92"))
# (not "FooKV keeps 91% of accuracy at $r = 0.75$": the ratio a result is read at, _AT_SYMBOL_BEFORE)
def _statistic_in_math(view: NumberView) -> bool:
    return statistic_in_math(view.text, view.number)


def statistic_in_math(text: str, number) -> bool:
    """'$r = 0.69$': an unsigned decimal (or a fraction typeset as a power of ten) a statistic equals inside math
    (score-statistic-in-math, benchmark-none-statistic); signed ones are score-negative-value's and
    score-signed-value's."""
    raw = text[max(0, number.start - 32) : number.start]  # "Krippendorff's $\\alpha = ": its author's name too
    if number.raw[:1] in "+-−" or not between_dollars(text, number.start):
        return False
    if "." not in number.raw:  # not "$r = 2$", but a p-value typeset as a power of ten (rules-291)
        return _p_value_as_power_of_ten(number, raw)
    if patterns.AT_SYMBOL_BEFORE.search(raw):
        return False
    if patterns.STATISTIC_EQUALS_BEFORE.search(raw):
        return True
    # (rules-267) written out by its author's name, a subscript or bars, or bounded in brackets after a result
    return bool(patterns.STATISTIC_WRITTEN_OUT_BEFORE.search(raw)
                or patterns.STATISTIC_BOUND_BEFORE.search(raw) and _bracket_open_before(text, number)
                ) and not _stated_as_condition(text, number)


def _p_value_as_power_of_ten(number, raw: str) -> bool:
    """'($p\\approx3{\\times}10^{-6}$)': a fraction a test's p equals, not a probability a run is set to ('flip
    probability $p=10^{-2}$': patterns.P_PARAMETER_BEFORE) nor one a result is read at."""
    return (0 < number.value < 1 and bool(patterns.P_EQUALS_IN_MATH_BEFORE.search(raw))
            and not patterns.P_PARAMETER_BEFORE.search(raw) and not patterns.AT_SYMBOL_BEFORE.search(raw))


def _bracket_open_before(text: str, number) -> bool:
    """The number stands inside brackets its sentence opened before it: '... is affine ($R^2 \\ge 0.996$)'."""
    sentence_start, _ = sentence_bounds(text, number.start)
    before = text[sentence_start : number.start]
    return before.count("(") + before.count("[") > before.count(")") + before.count("]")


def _stated_as_condition(text: str, number) -> bool:
    """A statistic's value that picks, drops, assumes, sets or aims at ('only pairs with $|r| > 0.5$ are kept', 'we
    simulate data with Cronbach's $\\alpha = 0.80$'): a condition of the study, no result of it, read in the clause
    before the math and the words after it (patterns.STATISTIC_CONDITION_BEFORE, _AFTER; rules-267)."""
    return bool(patterns.STATISTIC_CONDITION_BEFORE.search(text, *_clause_before_math(text, number))
                or _after_math_matches(text, number, patterns.STATISTIC_CONDITION_AFTER))


@kind_rule("score-metric-in-math", "score",
           "a decimal a metric's name equals inside math ('$F_1=0.456$', '$\\text{F1} = 0.296$') is the metric's value, a"
           " score, as '(F1 0.296)' is written plainly (not an operating point a result is read at, 'at $\\text{IoU}=0.5$',"
           " nor a value aimed at, required or swept: 'we aim for $\\text{BLEU} = 30.0$') (rules-267)",
           ("the best decoder achieves macro $F_1=0.456$ on BarSet", "0.456"),
           ("routing gives consistent gains ($\\text{F1} = 0.379$ vs $0.296$)", "0.379"),
           ("Grade A performance ($\\mathrm{MAE}_{\\mathrm{SBP}} = 4.82$ mmHg)", "4.82"))
def _metric_in_math(view: NumberView) -> bool:
    text, number = view.text, view.number
    if "." not in number.raw or number.value in (0, 1) or not between_dollars(text, number.start):
        return False  # (a metric at its ends, "queries whose $\\mathrm{MRR} = 0.0$", "gold $\\mathrm{ROUGE} = 1.0$")
    raw = view.preceding(40)
    metric = patterns.METRIC_EQUALS_IN_MATH_BEFORE.search(raw)
    return bool(metric) and not (patterns.METRIC_AT_BEFORE.search(raw, 0, metric.start())
                                 or patterns.METRIC_SET_BEFORE.search(view.preceding(80))
                                 or patterns.METRIC_CONDITION_BEFORE.search(text, *_clause_before_math(text, number))
                                 or _after_math_matches(text, number, patterns.METRIC_SET_AFTER))


def _after_math_matches(text: str, number, pattern: re.Pattern) -> bool:
    """The words after the '$' closing the math a number stands in match `pattern` ('... are kept')."""
    closing = text.find("$", number.end)
    return closing != -1 and bool(pattern.match(text, closing + 1))


def _clause_before_math(text: str, number) -> tuple[int, int]:
    """Where the clause holding the math a number stands in starts (text.clause_bounds at the math's opening '$': a
    comma inside the math, "$0.7$, $0.8$", cuts no clause before it), and the number's start."""
    sentence_start, _ = sentence_bounds(text, number.start)
    opened = max(sentence_start, text.rfind("$", sentence_start, number.start))
    return max(sentence_start, clause_bounds(text, opened)[0]), number.start


def statistic_stated(text: str, number) -> bool:
    """'(p = 0.34)', 'd = 2.78', '$ε^2$= 0.121', 'Wilcoxon p <= 0.065': a value a test level, test statistic or effect
    size is said to take (or a p-value's bound, patterns.P_VALUE_BOUND_BEFORE), in
    plain text or math (patterns.STATISTIC_STATED_BEFORE; benchmark-none-statistic), not a symbol set to a value a result is
    read at ('at r = 0.75')."""
    raw = text[max(0, number.start - 20) : number.start]
    return (bool(patterns.STATISTIC_STATED_BEFORE.search(raw) or p_bound_before(raw))
            and not patterns.AT_SYMBOL_BEFORE.search(raw))


def p_bound_before(raw: str) -> bool:
    """A p-value's bound ends `raw`, its markup kept ('$p<10^{-16}$') or gone ('($p$ < 0.05)', '(\\textit{p} < 0.05)':
    patterns.P_VALUE_BOUND_BEFORE)."""
    return bool(patterns.P_VALUE_BOUND_BEFORE.search(raw) or patterns.P_VALUE_BOUND_BEFORE.search(without_markup(raw)))


def _money(view: NumberView) -> bool:
    """A sum of money: the number right after '\\$', 'US$', a currency's code ('USD 30'), or a lone '$' that opens no
    math ('$29 in compute', not '$4.9 \\pm 4.0$')."""
    sign = patterns.CURRENCY_BEFORE.search(view.text, max(0, view.number.start - 4), view.number.start)
    if not sign:
        return False
    if not sign.group().lstrip().startswith("$"):
        return True  # "\\$", "US$", "USD"
    # a lone '$' is money only where it opens no math: not one that closes math ("(1979$-$2025)"), nor a number
    # typeset alone ("$11.2$\\%"), nor one math follows ("$4.9 \\pm 4.0$")
    dollar = view.text.rfind("$", 0, view.number.start)
    return (not between_dollars(view.text, dollar) and "$" not in view.number.raw
            and not patterns.MATH_AFTER_NUMBER.match(view.text, view.number.end))


@kind_rule("score-p-value-bound", "score",
           "a bound on a test's p-value reported with a result ('(p < 0.001)', '$p<10^{-16}$', 'Wilcoxon p <= 0.065',"
           " 'Mann-Whitney p > 0.10') is the test's result, a score, as 'p = 0.003' is; not a level the tests are held to"
           " ('27 had unadjusted p < 0.05', 'at the p < 0.05 level': setting-threshold), nor a probability a result is read"
           " at ('facing $p < 0.01$') (rules-183)",
           ("FooNet beats BarNet on QuxSet (p < 0.001)", "0.001"),
           ("the gain is significant ($p<10^{-16}$) on FooSet", "10^{-16}"),
           ("FooNet and BarNet differ (Wilcoxon p <= 0.065)", "0.065"),
           ("the gap stays below 1% (Mann-Whitney p > 0.10)", "0.10"),
           ("FooNet is significantly better (all $p < 0.0001$)", "0.0001"),
           # p set in markup alone (kind.p_bound_before; rules-194)
           ("FooNet beats BarNet on BazSet ($p$ < 0.05)", "0.05"), ("FooNet beats BarNet (\\textit{p} < 0.01)", "0.01"))
def _p_value_bound(view: NumberView) -> bool:
    raw = view.preceding(20)
    return (0 < view.number.value < 1  # a p-value: not "for all $p \ge 2$"
            and p_bound_before(raw) and not patterns.AT_SYMBOL_BEFORE.search(raw)
            and not patterns.P_PARAMETER_BEFORE.search(view.preceding(40))
            and not patterns.P_LEVEL_CRITERION_BEFORE.search(view.before) and not patterns.P_LEVEL_AFTER.match(view.after))


@kind_rule("delta-money-saved", "delta", "a sum of money followed by 'savings' or 'cheaper' is what a change saves",
           ("FooServe corresponds to \\$2.86M annual savings at fleet scale", "2.86M"),
           ("running it on BarCloud projects $15.4M in annual savings", "15.4M"))
def _money_saved(view: NumberView) -> bool:
    return _money(view) and bool(patterns.MONEY_SAVED_AFTER.match(view.text, view.number.end))


@kind_rule("score-money", "score",
           "a sum of money ('(\\$43)', '$29 in cloud compute', '\\$5--\\$10 per cycle') is what something costs, a"
           " measured value, not a count of things",
           ("a classifier trained on FooLM labels (\\$43) matches one trained on human labels", "43"),
           ("the full FooPipe pipeline ran for approximately $29 in cloud compute", "29"),
           ("Auto-Foo reproduces this at \\$5--\\$10 per cycle", "10"),
           ("each FooAgent update costs about USD 30 and takes an hour", "30"))  # a currency's code (rules-270)
def _money_cost(view: NumberView) -> bool:
    # but "$20M in volume", "$2 billion in annual sales": the size of a trade or a market stays a count
    return _money(view) and not patterns.MONEY_AMOUNT_AFTER.match(view.text, view.number.end)


@kind_rule("setting-in-math", "setting",
           "a number inside $...$ is a parameter of the math (a number typeset alone there, '$3.0\\%$', is not math)",
           ("for all $r \\ge 1$", "1"), ("an agent facing $p < 0.01$ can fail", "0.01"),
           # (an arrow between whole numbers maps sizes; a function typeset by name stays math)
           ("In the first fully-connected layer (FC1, $3{,}136 \\to 64$), agents compress", "64"),
           ("checked on $\\mathrm{srg}(9,4,1,2)$ and on larger graphs", "4"),
           # (an arrow sweeping what a run is set to, patterns.SWEPT_SETTING_BEFORE, also past a symbol or after a verb
           # that sweeps; a size or a unit typeset after a value stays math: reviews of rules-217 and rules-218)
           ("We increase the masking ratio from $15\\% \\to 30\\%$ during pretraining, and FooNet reaches 81.2%", "30\\%"),
           ("Scaling FooLM from $1.3\\text{B} \\to 7\\text{B}$ parameters improves accuracy by 4.2%", "1.3"),
           ("Images are resized to $224\\,\\text{px}$, and FooNet reaches 81.2% accuracy", "224"),
           ("Annealing the Gumbel temperature τ $1.0 \\rightarrow 0.1$ during training, FooNet reaches 81.2%", "0.1"),
           ("We vary $\\beta$ from $0.1 \\to 1.0$ and FooNet reaches 81.2% accuracy on BarSet", "1.0"),
           ("Lowering top-p ($0.95 \\to 0.9$) stabilises decoding", "0.9"),
           ("We shrink the mixing proportion of code data $0.25 \\to 0.05$; FooNet reaches 81.2%", "0.05"),
           ("Inference runs on a $2.5\\,\\text{GHz}$ CPU, where FooNet reaches 81.2%", "2.5"))
def _math(view: NumberView) -> bool:
    return _in_math(view.text, view.number.start)


@kind_rule("setting-parameter-assigned", "setting",
           "a value a method's parameter is set to in plain text ('(lambda=1.0)', 'with K=8') is how it was run, a"
           " condition, as inside math (not a statistic: 'r = 0.41', 'p = 0.03', 'n = 120')",
           ("strong control (lambda=5.0) makes FooSteer beat BarLM by 4 points", "5.0"),
           ("FooFocal (alpha=0.50, gamma=2.0) reaches a Macro F1 of 62.3%", "2.0"),
           # a significance level or a prior's alpha too, not an agreement's (patterns.PARAMETER_GREEK_BEFORE)
           ("8 of 10 raters reject the null at alpha = 0.05 on a paired test", "0.05"),
           ("shares of 63%-71% under Jeffreys alpha=0.5", "0.5"),
           ("FooLM reaches perplexity 8.8 with K=8 on BarText", "8"),
           # a rank set equal to a whole number of 2 or more, not a correlation ('r = 0.41')
           ("FooLoRA with r=16 recovers most of the accuracy", "16"), ("In an ablation (r = 16--128) on FooTask", "128"))
def _parameter_assigned(view: NumberView) -> bool:
    before = view.preceding(20)
    whole = view.number.raw.replace(",", "").isdigit()
    return bool((patterns.PARAMETER_GREEK_BEFORE.search(before) and not patterns.AGREEMENT_ALPHA_BEFORE.search(view.before))
                or (whole and patterns.PARAMETER_LETTER_BEFORE.search(before))
                or (whole and view.number.value >= 2 and patterns.RANK_EQUALS_BEFORE.search(before)))


@kind_rule("setting-variable-bound", "setting",
           "a whole number a variable is bounded by ('compilation at K >= 300', 'blocks of dimension d <= 2', '(z>12)')"
           " marks the range a result holds in, a condition (not a sample size, 'n > 100', a p-value, nor a metric's"
           " bound, 'accuracy > 90')",
           ("FooMask compiles 2--6.5X faster at K >= 300", "300"),
           ("for vector blocks of dimension d <= 2, layers with mixed signs fail", "2"),
           ("a gap of 37.2 pp versus at most 0.88 pp for random directions (z>12)", "12"),
           ("the split is found by one threshold max_files_per_partition> 4, with no learned model", "4"))
def _variable_bound(view: NumberView) -> bool:
    return view.number.raw.replace(",", "").isdigit() and bool(patterns.VARIABLE_BOUND_BEFORE.search(view.preceding(40)))


@kind_rule("setting-hyperparameter", "setting",
           "a learning rate, weight decay or epsilon a run is set to ('a learning rate of 1e-4', 'lr=2e-5') is how it"
           " was trained, a condition",
           ("we train with a learning rate of 1e-4 and reach 71.2%", "1e-4"), ("FooTune (lr=2e-5) beats BarTune", "2e-5"),
           ("with weight decay 0.05, FooNet converges", "0.05"),
           # the share of units dropout drops, listed or swept too
           ("Comparing no dropout against dropout at 30% and 50% on both benchmark pairs", "50%"),
           ("success falls from 95% to 62% as dropout rises from 0 to 0.75", "0.75"))
def _hyperparameter(view: NumberView) -> bool:
    return bool(patterns.HYPERPARAMETER_BEFORE.search(view.before))


@kind_rule("setting-within-distance", "setting",
           "a distance after 'within' ('0.60 precision within 500 m', '71.62% within 1000 m') is the radius a result"
           " is counted within, a condition",
           ("The top 5 clusters achieve 0.60 precision within 500 m of held-out features", "500"),
           ("depth is calibrated to below 1 cm of error within 3 m", "3"))
def _within_distance(view: NumberView) -> bool:
    return (not view.percent and view.number.raw.isdigit() and bool(patterns.WITHIN_BEFORE.search(view.before))
            and not patterns.ERROR_WITHIN_BEFORE.search(view.before) and bool(patterns.DISTANCE_UNIT_AFTER.match(view.after)))


@kind_rule("setting-top-k", "setting",
           "a cutoff after 'top' ('the top 5 clusters', 'only 10% in the top 10') is where a result is read, a"
           " condition, not a count",
           ("The top 5 clusters achieve 0.60 precision within 500 m", "5"),
           ("their overlap is only 10% in the top 10 and 34% in the top 100", "100"))
def _top_k(view: NumberView) -> bool:
    return (not view.percent and view.number.raw.isdigit() and bool(patterns.TOP_K_BEFORE.search(view.before))
            and not patterns.RANKED_TOP_BEFORE.search(view.before))


@kind_rule("setting-at-condition", "setting",
           "a percentage a result holds at: 'at 70% sparsity', 'under 40% label noise', 'with a 75% masking ratio'",
           ("at 70% sparsity, it cuts perplexity by 7.79", "70%"), ("under 40% label noise it still wins", "40%"),
           ("with a 75% masking ratio", "75%"), ("calibrated at a 90 percent risk level", "90"),
           ("keeps its quality even with 10% KV cache budgets", "10%"),
           ("With an 89% token compression ratio, FooVL retains 96.7% of the accuracy", "89%"),
           ("it keeps 5% more accuracy under 50% expert sparsity", "50%"),
           ("the highest true positive rate at a 1% false positive rate", "1%"),
           # a hedge, a kind of noise or a range's start between (modern20d)
           ("FooCLIP reaches a 99% attack success rate with only 0.3% poisoning", "0.3%"),
           ("FooNet recovers the cube at a mere 6.25% sampling rate", "6.25%"),
           ("on BarSet with 5% to 40% symmetric label noise FooClean keeps high recall", "5%"),
           ("on BarSet with 5% to 40% symmetric label noise FooClean keeps high recall", "40%"),
           ("the gap grows to 18.8pp at asymmetric 40\\% noise", "40\\%"),
           ("FooDetect reaches a recall of 0.93 at 15% semantically misclassified labels", "15%"),
           # a false positive rate without 'rate', the condition named before its value (modern21g)
           ("FooDet lifts the true positive at 1% false positive by 8.5%", "1%"),
           ("FooDet reaches 76.4% recall at a false positive rate of 0.1% on BarSet", "0.1%"),
           ("FooCond beats BarCond by 14% mAP at a compression ratio of 1.0%", "1.0%"),
           # any ratio the run was set to, a risk target, a hyphened false-positive rate
           ("FooPrune costs 16 F1 at a 1% ratio", "1%"), ("it cuts overhead by 31% (at 30% unsafe input ratio)", "30%"),
           ("FooJudge cuts audited coverage at a 5% risk target from 24.44% to 5.43%", "5%"),
           ("the verifiers still miss most hidden bugs at 5% false-positive rate", "5%"),
           ("FooPop retains 98% of full performance at 75% KV cache compression", "75%"),
           ("the answer survives in fewer than 1% of samples at 25% retention", "25%"),
           ("FooProbe keeps 61% accuracy at 75% retained context", "75%"),
           # a round false positive rate after 'at' is an operating point (patterns.OPERATING_POINT_AFTER)
           ("FooMIA reaches AUC 0.97 (TPR 0.90 at 5% FPR)", "5%"), ("it catches 21x more attacks at 1\\% FPR", "1\\%"),
           # "with" one, right after a detection rate or a threshold (patterns.FPR_WITH_DETECTION_RATE_BEFORE)
           ("FooMIA achieves a true positive rate of 12.3% on BarSet with a false positive rate of 0.1%", "0.1%"),
           ("Thresholded with a false positive rate of 1%, FooMark detects 99.2% of images", "1%"))
def _at_condition(view: NumberView) -> bool:
    return view.percent and (bool(patterns.CONDITION_BEFORE.search(view.before) and patterns.CONDITION_AFTER.match(view.after))
                             or bool(patterns.CONDITION_NAMED_BEFORE.search(view.before))
                             or bool(patterns.OPERATING_AT_BEFORE.search(view.before)
                                     and patterns.OPERATING_POINT_AFTER.match(view.after)
                                     and patterns.ROUND_RATE.fullmatch(view.number.raw))
                             or bool(patterns.FPR_WITH_DETECTION_RATE_BEFORE.search(view.before)))


@kind_rule("setting-threshold", "setting",
           "a significance level or a decision threshold is a condition a result is read under, not a result",
           ("of 45 comparisons, 27 had unadjusted p < 0.05", "0.05"),
           ("the gains are significant at the p < 0.05 level", "0.05"),
           # a level bounds from either side (patterns.P_VALUE_BOUND_BEFORE, one pattern since rules-189)
           ("of 40 tests, 12 had p > 0.05", "0.05"),
           ("relaxing the IoU threshold from 0.50 to 0.40 recovers mAP", "0.40"),
           ("with a 0.7 similarity threshold", "0.7"), ("reported with 95% confidence intervals", "95%"),
           # an interval named by its kind or its author, or by its level alone (rules-175)
           ("the gain stays above zero (95% interval 18.88-21.02)", "95%"),
           ("FooCheck does not raise accuracy beyond the 95% Wilson interval", "95%"))
def _threshold(view: NumberView) -> bool:
    return bool(patterns.P_VALUE_BOUND_BEFORE.search(view.before) or patterns.THRESHOLD_WORD_BEFORE.search(view.before)
                or patterns.THRESHOLD_AFTER.match(view.after)
                or view.percent and patterns.INTERVAL_LEVEL_AFTER.match(view.after))  # "95% interval", not "24 intervals"


@kind_rule("setting-overlap-threshold", "setting",
           "an IoU threshold a detection score is read at ('at IoU > 0.5', 'AP@[.5:.95]', 'mAP (0.5)') is a condition,"
           " not a result (not 'IoU = 0.71', a score)",
           ("FooDet finds 54.3% of objects at IoU > 0.5 on BarSet", "0.5"),
           ("FooDet reaches a mean average precision at IoU 0.50 of 84 percent", "0.50"),
           ("a mean average precision from 0.50 to 0.95 of 52 percent", "0.95"),
           ("FooDet improves AP3d (IoU=0.7) by 9.4% over BarDet", "0.7"),
           ("FooDet beats BarDet by 0.3% in mAP (0.5)", "0.5"),
           ("FooDet is robust under COCO-style AP@[.5:.95] on BarSet", ".5"))
def _overlap_threshold(view: NumberView) -> bool:
    if not patterns.OVERLAP_THRESHOLD_BEFORE.search(view.before):
        return False
    if view.percent and patterns.PRECISION_FROM_BEFORE.search(view.before):
        return False  # a percentage is the precision itself ("mean average precision from 77.9% to 82.2%")
    if patterns.BRACKET_AFTER_NUMBER.search(view.before):
        # "mAP (0.5)": only COCO's thresholds alone in the brackets, not a score "mAP (0.43)"
        return bool(patterns.OVERLAP_BRACKET_VALUE.match(view.number.raw)
                    and patterns.BRACKET_CLOSE_AFTER.match(view.after))
    return True


@kind_rule("setting-temperature", "setting",
           "a sampling temperature ('at temperature 0.7', 'temperature = 0') is how outputs were drawn: a condition",
           ("On 9 BarBench problems (45 trials, temperature 0), FooNet separates all cases.", "0"),
           ("FooLM solves 40% of tasks with a temperature of 1.0", "1.0"))
def _temperature(view: NumberView) -> bool:
    return bool(patterns.TEMPERATURE_BEFORE.search(view.before))


@kind_rule("setting-mix-ratio", "setting", "a mix written 'a:b' ('95:5 and 90:10 ratios', 'a 1:1 mixture') is how data were combined",
           ("trained on mixed real-synthetic datasets (95:5 and 90:10 ratios)", "90"), ("a 1:1 mixture of both", "1"))
def _mix_ratio(view: NumberView) -> bool:
    return bool(patterns.COLON_DIGIT.match(view.text[view.number.end : view.number.end + 2]))


@kind_rule("setting-split-share", "setting",
           "a data split's share ('70% for training, 15% for validation', '(90/10% train/test split)') is how the data"
           " were divided, a condition, not a result (not '20% test accuracy')",
           ("FooSet was divided into 70% for training, 20% for validation, and 10% for testing.", "20%"),
           ("FooSet holds 9,000 problems (90/10% train/test split).", "10%"),
           ("We split BarSet into 80% training, 5% validation and 15% test sets.", "15%"))
def _split_share(view: NumberView) -> bool:
    return view.percent and bool(patterns.SPLIT_SHARE_AFTER.match(view.after))


@kind_rule("setting-data-budget", "setting", "the share of the data a result was trained with is its condition",
           ("it matches full fine-tuning using only 10% of the training data", "10%"),
           ("ImageNet with 1% labeled samples", "1%"), ("80.7% / 84.9% accuracy using only 1% / 10% labeled data", "1%"),
           ("with \\textbf{10-25\\%} training data", "10"), ("with 1k annotations (0.18% of full supervision)", "0.18%"),
           ("85% of fully-supervised performance with just 10% annotation budget", "10%"),
           ("baselines trained with up to 40% of ground-truth annotations", "40%"),
           # a share of a budget (patterns.BUDGET_SHARE_AFTER) (modern21g)
           ("FooMix surpasses BarMix with 128 proxy models (25% of BarMix's proxy compute budget)", "25%"),
           ("with only 500 steps ($\\sim 0.1\\%$ of the pre-training budget), FooLen extends context", "0.1\\%"),
           ("FooNet reaches the best accuracy in just 25% of the budget BarNet needs", "25%"))
def _data_budget(view: NumberView) -> bool:
    after = without_markup(view.after)
    return view.percent and bool(patterns.DATA_BUDGET_AFTER.match(after) or (
        patterns.BUDGET_SHARE_AFTER.match(after) and patterns.BUDGET_SHARE_BEFORE.search(view.before)))


@kind_rule("setting-share-removed", "setting",
           "the share of tokens, heads or weights pruned, masked or edited is the condition a result holds under",
           ("FooVL preserves 95.8% of the original performance after pruning 88.9% of visual tokens", "88.9%"),
           ("editing as few as 1% of the heads can suppress a concept", "1%"))
def _share_removed(view: NumberView) -> bool:
    return view.percent and bool(patterns.SHARE_REMOVED_BEFORE.search(view.before)) and bool(
        patterns.PERCENT_OF_AFTER.match(view.after))


@kind_rule("setting-share-kept", "setting",
           "the share of tokens, weights or parameters kept, updated, tuned, steered or activated is the condition a"
           " result holds under (not a share of performance retained, nor '20% fewer parameters')",
           ("keeping only 30-50% of tokens preserves 95% of FooNet's performance", "50%"),
           ("FooTune only updates the top 5% Foo Weights throughout training", "5%"),
           # tuned or steered, the share bounded by 'less than' or '<' (modern19d)
           ("FooAdapt matches full training while tuning approximately 6% of its parameters", "6%"),
           ("FooLoRA, which updates less than 1.5% of model parameters, beats BarTune", "1.5%"),
           ("fine tuning less than 0.2 percent of BarNet weights", "0.2"),
           ("FooEdit leaves the prompt unchanged, updating < 2.8% of backbone weights", "2.8%"),
           ("FooSteer closes the gap while steering only 12% of tokens", "12%"),
           # edited, or the object of a tuning (rules-224)
           ("FooEdit, which edits less than 2% of all the neurons in BarRM, lifts its accuracy", "2%"),
           ("FooGuard triggers targeted fine-tuning of fewer than 1% of model parameters upon drift", "1%"),
           # the share of a cache refreshed
           ("FooKV nears full recompute performance while refreshing only 10-30% of the cache", "30%"),
           ("FooKV refreshes 10% of the KV-cache", "10%"))
def _share_kept(view: NumberView) -> bool:
    return view.percent and bool(patterns.SHARE_KEPT_BEFORE.search(view.before)) and bool(patterns.SHARE_KEPT_AFTER.match(view.after))


@kind_rule("setting-hardware-memory", "setting",
           "the memory of the GPU, accelerator or card a run fits in ('a single 24GB GPU', 'an 8GB VRAM limit',"
           " 'a 40 GB accelerator', 'a 16 GB Quadro RTX 5000') is a condition, not a result",
           ("FooQ fine-tunes BarLM within a single 24GB GPU", "24"), ("it runs under an 8GB VRAM limit", "8"),
           # rules-276: an accelerator or a card, named or not (not "consumes 14.2 GB A100 memory": a result)
           ("FooLM fits the budget of a 40 GB accelerator", "40"), ("training on a 16 GB Quadro RTX 5000 fits", "16"))
def _hardware_memory(view: NumberView) -> bool:
    return bool(patterns.HARDWARE_AFTER.match(view.after) or (
        patterns.MACHINE_MEMORY_AFTER.match(view.after) and patterns.MACHINE_MEMORY_BEFORE.search(view.before)))


@kind_rule("setting-hyphenated", "setting",
           "a number written into a compound word of shots, bits, seconds, frames, classes, days to years, steps,"
           " dimensions, the points of a grid, or a model's or a run's parts (layers, heads, beams, seeds, turns,"
           " candidates...: patterns.HYPHENATED_SETTING) ('the 10-shot setting', 'under 2-bit quantization',"
           " '5-frame clips', 'a 13-year dataset', 'a 500-step run', '1024-dimensional features', 'a 16-point grid',"
           " 'a 24-turn horizon') is the condition a result holds under",
           ("FooDet reaches 31.6 AP in the 10-shot setting", "10"), ("FooQ keeps accuracy under 2-bit quantization", "2"),
           ("an 11-class setting where BarNet reaches 0.81 F1", "11"), ("FooSeg processes 5-frame clips", "5"),
           ("we benchmark 10 models on a 13-year FooSales dataset", "13"),
           ("against the full 500-step trace, FooCtl cuts violations by 89.8%", "500"),
           ("FooNet distills 50-step teachers into 4-step students", "4"),
           ("a bank built on frozen 1024-dimensional BarFeat features", "1024"),
           ("FooRisk reaches 0.63 AUROC at 12-month follow-up", "12"),
           # the points of a grid or a sampling (rules-282)
           ("FooOpt tunes two coefficients over a 16-point grid", "16"),
           # how a model is built or a run is set up: its layers, heads, beams, seeds, turns, candidates (rules-289)
           ("a 2-layer, 4-head transformer generalizes in 77% of seeds", "4"),
           ("FooReg reaches 97.3% on sparse 16-beam BarLidar scans", "16"),
           ("FooAgent is scored under a fixed 24-turn horizon", "24"), ("a 5-seed mean of 71.2% on FooSet", "5"),
           ("FooAgent solves 61% of BarTasks under a 5-min time limit", "5"))  # a short form too (rules-292)
def _hyphenated_setting(view: NumberView) -> bool:
    return view.number.raw.replace(".", "").isdigit() and hyphenated_setting(view.number.raw, view.after)


@kind_rule("setting-run-condition", "setting",
           "a number of input views, interaction rounds or shots, or the resolution a result is run at, is its condition",
           ("FooLVSM reaches 29.86 dB PSNR on BarScenes with 2 input views", "2"),
           ("gains in Recall@1 (69.2% after 10 interactive rounds)", "10"),
           ("a speedup of 2.2x at a resolution of 1152 over BazMatch", "1152"))
def _run_condition(view: NumberView) -> bool:
    if "." in view.number.raw or view.percent or view.number.unit:
        return False
    before = view.before
    return bool(patterns.RUN_CONDITION_BEFORE.search(before)) and (
        bool(patterns.RUN_CONDITION_AFTER.match(view.after)) or bool(patterns.RESOLUTION_OF_BEFORE.search(before)))


@kind_rule("delta-rise-or-fall", "delta",
           "a percentage or points right after a verb of a value rising or falling ('error fell 15-50%', 'accuracy rose"
           " about 3.2 points') is a change (not 'the robot climbs 3 stairs', 'the network grew 3 new layers')",
           ("the cup-to-disc ratio error fell 15-50% on FooSet", "15"), ("accuracy rose about 3.2% on BarSet", "3.2%"),
           ("the FooSearch proposers fall 8.77 - 14.57 points short of BarOpt", "8.77"))
def _rise_or_fall(view: NumberView) -> bool:
    return (bool(patterns.RISE_OR_FALL_BEFORE.search(view.before)) and not patterns.FROM_TO_AFTER.match(view.after)
            and not patterns.PERCENT_OF_AFTER.match(view.after)  # "sets fall 95% of the time within the band"
            and (view.percent or bool(patterns.POINTS_AFTER_CHANGE.match(view.after))))


@kind_rule("delta-change-before", "delta",
           "a percentage after 'by' or 'a gain/reduction/drop of', as a change verb's object ('reducing over 99%')"
           " or listed after a change noun and a colon ('improvements: 42.7% for A')",
           ("improves recall by 4.4% and 3.5%", "3.5%"), ("a performance drop of around 10-25%", "10"),
           ("BD-rate reductions of 19.29%, 21.69%, and 18.71%", "18.71%"),
           ("absolute gains of over 10%", "10%"), ("improvements in top-1 accuracy of 3.6% on FooSet", "3.6%"),
           ("FooBalance accelerates inference, reducing GPU idling by mostly over 40%", "40%"),
           ("an accuracy drop of over 50 - 60%", "60%"),
           # what a gap stays at or widens to (rules-228, the read audits' gaps)
           ("at 2,000 trajectories this same gap widens to 3.6%", "3.6%"), ("the BarQ gap stays <1% on BarSet", "1%"),
           # what a method saves (rules-223, round 32's reading of "saves N% of")
           ("controlling output length with FooStop saves up to 97% of total energy", "97%"),
           ("FooCache saves 30-47% of generated tokens on BarQA", "30"),
           ("it can boost accuracy up to 19.82% compared to the next best", "19.82%"),
           ("FooClip outperforms uniform sampling up to 8.1%, 5.6%, and 10.3% on BarSet, QuxSet and BazSet", "10.3%"),
           ("an average increase of at least 7.6% in F1", "7.6%"), ("other tasks show modest gains (3-4%)", "3"),
           ("and is within 0.3% mAP of FooAugment on BarCOCO", "0.3%"),
           ("we uncover accuracy differences of up to 11% due to tokenization", "11%"),
           ("performance improvements ranging from 18% to 365% over baselines", "365%"),
           # what it is over, or in, between the noun and its range (modern21m)
           ("FooTune gives improvements over BarFT ranging from 9.7%-16.3% on QuxQA", "9.7%"),
           ("the memory reduction in the backward pass ranges from 17.8% for FooNet-11 to 83.7% for FooNet-152", "17.8%"),
           ("accuracy was significantly reduced by as much as 20.4% under distraction", "20.4%"),
           ("an increase of near 6% is observed in accuracy", "6%"), ("an average error reduction on FooNotes domains of 1.5%", "1.5%"), ("it beats the best prior system by at most 40%", "40%"),
           ("the same systems, however, lose 11-13% under free-response evaluation", "11"),
           ("it improves the accuracy of the model by between 2.7% and 12.4% on FooSet", "2.7%"),
           ("FooGate removes the gate, reducing over 99% of its parameters", "99%"),
           ("BarEq achieved window area improvements: 42.7% for cascaded FooEq and 36.8% for BarEq alone", "42.7%"),
           ("FooNet outperforms the state of the art by a 2.55% mIoU on BarSet", "2.55%"),
           ("applied to BarGen, FooTune gives a performance enhancement exceeding 50% on BazScore", "50%"),
           ("it shows an improvement 12% in F1 over BarNet", "12%"),
           ("FooNet brings segmentation gains on three benchmarks (e.g., over 6% and 4% on BarSet)", "6%"),
           ("its result is indistinguishable from an upper bound (within 0.09%) on BarSet", "0.09%"),
           ("the number of errors reduced on average 30% after FooFix", "30%"),
           ("FooNet beats BarNet by upto 30% on the AUPRC metric", "30%"),
           ("FooTok needs fewer tokens, and the reduction is 13.0% at the largest size", "13.0%"),
           # savings and advantages are changes too (modern20d)
           ("FooCodec achieves bitrate savings of up to 57.6% on BarSet", "57.6%"),
           # a lift or a degradation is a change too (r16b)
           ("two more FooAd tests showed lifts of 12.5% and 8.1%", "8.1%"),
           ("BarAttack leads to an accuracy degradation of up to 40% on FooNet", "40%"),
           # a speedup in percent is a change of speed (in times it is a ratio)
           ("we demonstrate median speedups of 7% on FooTorch and 91% on QuxJAX over the reference", "7%"),
           ("FooComp reaches a speedup of up to 16.1% on the BarBench kernels", "16.1%"),
           # what is added in percent or points (patterns.ADDED_BEFORE; rules-180)
           ("FooMix adds 1.45% over simple concatenation", "1.45%"),
           ("FooGate gains 3.1 points while adding less than 1% training overhead", "1%"),
           ("the oracle adds 23.2-58.3 points of accuracy", "58.3"),
           # what comes on top: "a further N%"
           ("on-device personalization yields up to a further 21.91% F1 as user data accumulates", "21.91%"),
           # "adds a further" too, with or without what it is set over (review of rules-245)
           ("Our method adds a further 12% on BarSet", "12%"),
           ("FooNet adds a further 10-40% over BarNet", "10"),
           # a median or a mean of, as an average of, softens the change (rules-267)
           ("FooBO reduced the optimization time by a median of 42% on BarSet", "42%"))
def _change_before(view: NumberView) -> bool:
    return view.percent and not patterns.FROM_TO_AFTER.match(view.after) and bool(
        patterns.DELTA_BEFORE.search(view.before) or patterns.PERCENT_DELTA_BEFORE.search(view.before)
        or patterns.CHANGE_OF_BEFORE.search(view.before) or _change_level(view)
        or patterns.ADDED_BEFORE.search(view.before) and not patterns.ADDED_CONDITION_AFTER.match(view.after))


def _change_level(view: NumberView) -> bool:
    """The level a change stays at or goes to, or the values of a gap (patterns.CHANGE_LEVEL_BEFORE); not a gap or a
    margin of another kind, a sweep, a time, or a size with a scale ("the gap from 7B to 70B models")."""
    return (bool(patterns.CHANGE_LEVEL_BEFORE.search(view.before)) and view.number.raw[-1:] in "0123456789%"
            and not patterns.OTHER_GAP_BEFORE.search(view.before) and not patterns.TIME_OR_RATE_AFTER.match(view.after))


@kind_rule("delta-cost-points", "delta",
           "points a change costs ('an unrelated rubric costs 2.66 points', 'costing up to 17.5 group-accuracy points')"
           " are a loss: a change",
           ("replacing it with an unrelated rubric costs 2.66 points", "2.66"),
           ("naively merging the labels costs up to 37 F1 points", "37"),
           ("the unmodified defense costs 27.5, 32.9, and 22.2 points of teacher accuracy", "22.2"))
def _cost_points(view: NumberView) -> bool:
    return bool(patterns.COST_BEFORE.search(view.before) and patterns.POINTS_AFTER.match(view.after))


@kind_rule("delta-change-after", "delta", "a percentage (or points) followed by 'improvement', 'reduction', 'higher',"
           " 'swing'..., or written '-point spread'",
           ("a 4.6% accuracy improvement", "4.6%"), ("obtained >5% production uplift on average", "5%"),
           ("its error is 30% lower than X", "30%"),
           ("86.1% higher than baselines", "86.1%"), ("a 159.06% inference speedup", "159.06%"),
           ("we found a 25-35% accuracy gap between languages", "35%"),
           ("RandFoo leads to 1.0-1.3% improvement over baseline augmentation", "1.0"),
           ("the top models score over 15.7% above the passing threshold", "15.7%"),
           ("it reaches 1.5% higher accuracy with 20.8% shorter reasoning traces", "20.8%"),
           ("FooVQ yields a 67% attenuation of the error", "67%"),
           # a metric of three words before the change noun
           ("FooASR gives a 6.6% relative error rate reduction on BarSpeech", "6.6%"),
           # a loss or degradation after it: a change too (but not "to 50% without performance loss")
           ("FooNet keeps memory constant with only a 0.3% relative loss in F1", "0.3%"),
           # a range's start before a minus sign or a tilde operator (U+2212, U+223C)
           ("FooShot provides 3 − 4% improvement in accuracy over BarNet", "3"),
           ("FooNet has 8%∼13% lower error than BarNet", "8%"),
           # a participle or a comparative naming the change (rules-95)
           ("FooGen beats BarGen with 50.8% improved image quality and 17.9% stronger control", "50.8%"),
           ("FooGen beats BarGen with 50.8% improved image quality and 17.9% stronger control", "17.9%"),
           # more comparatives, right after the percentage (patterns.COMPARATIVE_RIGHT_AFTER; rules-288)
           ("FooEmbed places a paper 12.5% closer to its citations than BarEmbed", "12.5%"),
           ("FooServe answers 35% cheaper per query than BarServe", "35%"),
           ("FooMon flags failures 20% earlier than threshold alarms", "20%"),
           # a saving is a change noun too (patterns.CHANGE_NOUNS; delta-saving-after keeps the '-saving' compounds)
           ("FooNet brings an extra 20%-30% total running time savings", "20%"),
           ("FooCodec offers an average 10.1% bitrate saving over BarCodec", "10.1%"),
           # the unit after the '$' closing the number typeset alone (NumberView.after, numbers.unit_of)
           ("FooRL gives $6$-$12$ percentage point improvements in accuracy over BarPO", "12"),
           # a spread written in points is a difference, as a swing is (patterns.POINT_SPREAD_AFTER; rules-182)
           ("the best accuracy reaches 66.34%, while harness choice creates a 15.36-point spread", "15.36"),
           ("all four models converge to similar skill profiles (3.6-point spread)", "3.6"),
           ("across 45 models the effect spans +32% to -32%, a 64-point swing on one word", "64"))
def _change_after(view: NumberView) -> bool:
    end = _past_range(view)  # "1.0-1.3% improvement": the range's start is a change too
    after = view.after if end == view.number.end else view.text[end : end + 40]
    return view.percent and bool(patterns.DELTA_AFTER.match(after) or patterns.POINT_SPREAD_AFTER.match(after)
                                 or _comparative_right_after(view, after))


def _comparative_right_after(view: NumberView, after: str) -> bool:
    """'sits 12.5% closer', '35% cheaper per query': a comparative at once after it, no level's cue before it."""
    return bool(patterns.COMPARATIVE_RIGHT_AFTER.match(after)) and not patterns.COMPARED_LEVEL_BEFORE.search(view.before)


def _past_range(view: NumberView) -> int:
    """Where the words after a number start: past the end of a percentage range it opens ("20%-30% savings")."""
    ranged = patterns.RANGE_TO_PERCENT.match(view.after)
    return view.number.end + ranged.end() if ranged else view.number.end


@kind_rule("delta-relative-bracketed", "delta",
           "a percentage alone in brackets closed by 'relative' ('by 17.3 points (48.2% relative)') restates a change"
           " as a share of where it started",
           ("FooMind exceeds the strongest baseline by 17.3 points (48.2% relative)", "48.2%"),
           ("it cuts the failure rate from 42.50% to 15.83% (62.75% relative)", "62.75%"),
           ("It improves BarVL by 13.4 points and BazVL by 12.4 points (>20% relative)", "20%"))
def _relative_bracketed(view: NumberView) -> bool:
    return view.percent and bool(patterns.RELATIVE_BRACKET_BEFORE.search(view.before)
                                 and patterns.RELATIVE_CLOSING_AFTER.match(view.after))


@kind_rule("delta-saving-after", "delta",
           "a percentage followed (within a few words) by 'saving(s)' or an '-saving' compound is the change a"
           " result saves",
           ("it gives 2.8x acceleration and 60% memory-saving compared to BarNet", "60%"))
def _saving_after(view: NumberView) -> bool:
    end = _past_range(view)  # "20%-30% ... savings": the range's start saves too
    return view.percent and bool(patterns.SAVING_AFTER.match(view.text[end : end + 60].lstrip("\\%")))


@kind_rule("delta-change-after-pair", "delta",
           "a percentage whose metric is coordinated with a second metric before the change noun they share"
           " ('9.1% mAP and 9.5% Rank-1 improvements', '57% parameter and FLOPs reduction') is a change",
           ("FooReID achieves 9.1% mAP and 9.5% Rank-1 improvements on BarSet", "9.1%"),
           ("FooPrune gives a 57.0\\% parameter and FLOPs reduction on BarViT", "57.0\\%"),
           ("FooNav shows 1%-3% accuracy and exploration efficiency improvement over BarNav", "3%"),
           ("FooMIL gives 2.1--6.6\\% accuracy and 2.2--6.9\\% AUC improvements on BarSet", "6.6\\%"),
           ("FooMIL gives 2.1--6.6\\% accuracy and 2.2--6.9\\% AUC improvements on BarSet", "2.1"))
def _change_after_pair(view: NumberView) -> bool:
    end = _past_range(view)  # "1%-3% accuracy and ...": the range's start too
    return view.percent and bool(patterns.DELTA_AFTER_COORDINATED.match(view.text[end : end + 100]))


@kind_rule("delta-bracketed-after-verb", "delta",
           "a percentage in brackets after a change verb and its object, hedged ('up to', 'on avg.'), or after a verb"
           " of loss, is the change the verb states (not 'raises accuracy (91.2%)', the value reached)",
           ("FooSplat cuts the number of primitives (up to 30% in our tests)", "30%"),
           ("FooNet improves retrieval (on avg. 7% over other models)", "7%"),
           ("their accuracy degrades substantially (13.9%--85%) as inputs grow", "85%"))
def _bracketed_change(view: NumberView) -> bool:
    return view.percent and not patterns.FROM_TO_AFTER.match(view.after) and bool(patterns.BRACKETED_CHANGE_BEFORE.search(view.before))


@kind_rule("delta-bracketed-after-noun", "delta",
           "a percentage opening brackets after a change noun and what it is on, in or over ('gains on FooTask"
           " (21.3%)') is that change (not '(60.6% to 64.2%)', the values it went between)",
           ("FooEmb gives large gains on bitext mining (21.3%), and on retrieval", "21.3%"),
           ("FooRL brings gains over the base model BarLM-32B (45% on the full set)", "45%"))
def _bracketed_after_change_noun(view: NumberView) -> bool:
    found = patterns.BRACKETED_AFTER_CHANGE_NOUN.search(view.before) if view.percent else None
    return bool(found and not patterns.VALUE_TO_AFTER.match(view.after)
                and not patterns.NUMBER_BEFORE_WORDS.search(view.before[: found.start()]))


@kind_rule("delta-percentage-points", "delta",
           "a value in percentage points ('pp', 'p.p.', 'percentage points') is a difference of two percentages"
           " (not a standard error or an error margin: 'SE 2.6 pp', '+-3 pp')",
           ("the gap between FooLM's languages rises to 19.8 pp on BarQA", "19.8"),
           ("trained on synthetic data alone, FooDet closes within 8 pp of the real-data oracle", "8"),
           ("the compiled FooAgent runs 9.8~pp higher than its prompted twin", "9.8"),
           ("moving to multi-image inputs costs 15--34 percentage points of recall", "34"))
def _percentage_points(view: NumberView) -> bool:
    return bool(patterns.PERCENTAGE_POINTS_AFTER.match(view.after)) and not patterns.SPREAD_BEFORE.search(view.before)


@kind_rule("delta-within-of", "delta",
           "a percentage or a bare decimal 'within' of a reference ('WER within 2% of BarASR', 'within 0.05 of the"
           " baseline') is the gap to that reference, a change, as 'is within 0.3% mAP of' is (not 'within 0.3% error':"
           " no reference; not 'within 0.5 m of the target': a distance)",
           ("FooPipe keeps competitive accuracy (WER within 2% of offline BarASR)", "2%"),
           ("FooNet reaches performance within 1.34% of a fine-tuned BarNet on QuxSet", "1.34%"),
           # a bare decimal too, perhaps with its metric's name (rules-179)
           ("FooRAG keeps Recall@5 within 0.03 of the clean-corpus baseline", "0.03"),
           ("FooRecon generalizes to unseen regions, within 0.15 SSIM of the fully supervised model", "0.15"))
def _within_of(view: NumberView) -> bool:
    return _gap_after_within(view) and bool(patterns.WITHIN_OF_AFTER.match(view.after))


def _gap_after_within(view: NumberView) -> bool:
    """A percentage, or a bare decimal with no measuring unit after it, right after 'within' can be a gap kept there
    ("within 0.5 m of the target" is a distance)."""
    gap_sized = view.percent or (view.number.unit is None and "." in view.number.raw
                                 and not patterns.MEASURE_UNIT.match(view.text, view.number.end))
    return gap_sized and bool(patterns.WITHIN_BEFORE.search(view.before))


@kind_rule("delta-within-matched", "delta",
           "a percentage, points or a bare decimal 'within' with no reference after it, in a clause that says what is"
           " matched, tied or compared ('matching FooLM within 0.02%', 'tie for the lead within 0.03 points'), is the gap"
           " left, a change (not 'to within 5%', a tolerance reached; not an error kept 'within 0.02'; not 'within 40"
           " minutes')",
           ("FooQ also yields near-lossless quality, matching BarQ within 0.02%.", "0.02%"),
           ("FooSched matches BarSched exactly on three benchmarks and within 0.003 on the fourth", "0.003"),
           ("FooRAG, BarRAG and BazRAG tie for the lead within 0.03 points.", "0.03"),
           ("FooNet ties BarNet within 0.02 F1 on QuxSet", "0.02"))
def _within_matched(view: NumberView) -> bool:
    return (_gap_after_within(view)
            and not patterns.ERROR_WITHIN_BEFORE.search(view.before)
            and not patterns.ERROR_KEPT_WITHIN_BEFORE.search(view.before)
            and bool(patterns.WITHIN_MATCHED_BEFORE.search(view.before))
            and bool(patterns.WITHIN_MATCHED_AFTER.match(view.after)))


@kind_rule("delta-over-comparand", "delta",
           "a percentage or points value right before 'over' and another method or baseline is how far it is ahead"
           " of that one, not a value reached (not 'over' a span, count or whole: 'over 5 runs', 'over all tasks')",
           ("FooLM's recall is 15.5 points over BarLM and 17.1 points over BazLM", "17.1"),
           ("FooJudge gains up to 5% over a majority vote and up to 3% over using BarJudge", "3%"),
           ("FooPlan is ahead by a wide margin, up to 124\\% over BarPlan", "124\\%"),
           # a range of changes "from ... to ... over" (patterns.CHANGES_FROM_BEFORE; review of rules-219)
           ("FooNet achieves relative improvements from 2.1% to 4.5% over BarNet across the five tasks", "4.5%"),
           ("Across BarSet, the speedups of FooNet vary from 12% to 35% over BarNet", "35%"))
def _over_comparand(view: NumberView) -> bool:
    return (view.percent and bool(patterns.OVER_COMPARAND_AFTER.match(view.after))
            and not (patterns.FROM_VALUE_TO_BEFORE.search(view.before) and not patterns.CHANGES_FROM_BEFORE.search(view.before)))


@kind_rule("setting-percent-condition", "setting",
           "a percentage after a preposition (or 'its', 'using a'), right before the budget, threshold or tolerance it"
           " sizes and closing its phrase, is the condition a result holds under; after the change rules, so a change"
           " stays one (patterns.PERCENT_CONDITION_BEFORE, PERCENT_CONDITION_AFTER; not '57% of samples', 'uses 12%"
           " budget', 'a 7% budget difference', 'within a 3% tolerance of the oracle'; a subset or a split, as often a"
           " finding, is left to the other rules)",
           ("At a 10% review budget, FooRank lifts precision to 61.2%", "10%"),
           ("FooRoute, operating at a 30% rank budget, outperforms full fine-tuning", "30%"),
           ("with a 5% violation tolerance, direct queries reach 81.0% recall", "5%"),
           ("FooRoute beats uniform routing under a 75% routed-expert budget", "75%"),
           # after "at" or "under", listed or sized in a resource written in capitals (session 50)
           ("At 5%, 10%, and 20% KV budgets, FooCache keeps 91.2% of its accuracy", "10%"),
           ("FooPlan stays in budget at 10% or 20% budgets on BarSet", "10%"),
           ("FooPlan runs under a 10% GPU budget and reaches 71.2% accuracy", "10%"))
def _percent_condition(view: NumberView) -> bool:
    after = patterns.PERCENT_CONDITION_AFTER.match(without_markup(view.after))
    before = after and patterns.PERCENT_CONDITION_BEFORE.search(without_markup(view.before))
    if not (view.percent and before):
        return False
    listed = after.group("listed") or before.group("listed")
    if listed or any(c.isupper() for c in after.group("modifiers")):  # "at 10% or 20% budgets", "under a 10% GPU budget"
        return (before.group("preposition") or "").lower() in ("at", "under") and not (listed and "." in view.number.raw)
    return True


@kind_rule("score-percent", "score", "any other percentage or points value is a measured score",
           ("reaches 91.5% accuracy", "91.5%"),
           # "without ..." after it is a condition, not the change it states (patterns.DELTA_AFTER)
           ("we cut the annotation demands to 50% without performance loss on FooWOZ", "50%"),
           # a number set in bold in math is typeset, not math (patterns.TYPESETTING)
           ("a robust accuracy of ${\\bf 57.9 \\%}$ under the attack", "57.9 \\%"),
           # a bound's sign alone before it in math bounds the value, as in words (patterns.BOUND_SIGN)
           ("FooNet keeps $>95\\%$ accuracy on copy tasks", "95\\%"),
           # an arrow between two percentages typesets a change of value (patterns.VALUE_ARROW)
           ("it improves the aggregate from $62.27\\% \\rightarrow 67.04\\%$ at 2B", "67.04\\%"),
           # a standard error in percentage points is no change (patterns.SPREAD_BEFORE)
           ("FooAgent lifts the hiring rate by 5.9 pp (SE 2.6 pp) over BarAgent", "2.6"),
           # 'over' a span is no comparison (patterns.OVER_COMPARAND_AFTER)
           ("FooRAG lowers chunk growth from 20.2% to 2.1% over iterations", "2.1%"),
           # nor the ends of a change, what they are set against after them (patterns.FROM_VALUE_TO_BEFORE; but a range
           # of changes stays changes: patterns.CHANGES_FROM_BEFORE, review of rules-219)
           ("FooMerge improves the average accuracy from 55.5% to 60.6% over the original recipient", "60.6%"),
           ("FooMerge improves the average accuracy from 55.5% to 60.6% over the original recipient", "55.5%"),
           # a ratio or a retention a result reaches is no condition (patterns.CONDITION_AFTER's limits)
           ("FooNet wins against BarNet with a 71% win ratio on BazSet", "71%"),
           ("FooNet keeps 97% accuracy with 95% retention of the original model's quality on BazSet", "95%"),
           # a false positive rate reported "with" a result is a second result (only "at" one is an operating point)
           ("FooDet reaches 88.6% accuracy with a false positive rate of 0.97% on BazSet", "0.97%"),
           # so is an FPR reached "with" a result, or a rate not round (patterns.ROUND_RATE)
           ("FooProbe reaches 87.7% accuracy on BazSet with 13.7% FPR", "13.7%"),
           ("BarJudge over-blocks safe tasks at 39.0% FPR", "39.0%"),
           # (nor a rate detectors are not compared at, nor one "operating at" or set against another: review of
           # rules-213)
           ("BarJudge over-blocks safe tasks at 39% FPR", "39%"), ("FooDet flags spam while operating at 2% FPR", "2%"),
           ("FooMon triggers alarms at 3% FAR on BarPlant, versus 11% for rules", "3%"),
           ("FooDet improves recall by 5.2% on BarSet, with a false positive rate of 2.3%", "2.3%"))
def _percent(view: NumberView) -> bool:
    return view.percent


@kind_rule("delta-higher-than", "delta",
           "any value followed by its metric words and a comparative with 'than' ('2.5 F1 higher than BarNet') is"
           " a difference, not a value reached",
           ("FooNet is 2.5 F1 absolute higher than BarNet", "2.5"),
           ("the best system is 10.7 absolute points higher than our baseline", "10.7"),
           ("students attain 1.4 to 4.8 BLEU/ROUGE points higher than those trained from scratch", "1.4"))
def _higher_than(view: NumberView) -> bool:
    return bool(patterns.HIGHER_THAN_AFTER.match(view.after))


@kind_rule("delta-change-by", "delta",
           "any other value after a change verb's 'by' ('swings by 0.57') or after 'a gain/reduction of', or before 'a"
           " decrease in', or made one change by its article ('a 17.1 PSNR improvement'), states a change",
           ("outperforming the baseline (35.27%) by 2.89 absolute points", "2.89"),
           ("it outperforms prior models by 6.4 R@1 on average", "6.4"),
           ("MambaRaw increases PSNR by 1.2 dB", "1.2"),
           ("pruning 38 heads results in a drop of only 0.15 BLEU", "0.15"),
           # the verb may stand up to 100 characters before 'by', a citation in brackets left out
           ("we improve the performance of the currently best models on the FooIE16 benchmark (Smith and Jones, 2016)"
            " by 0.421 F1 score", "0.421"),
           ("We outperform the best published results on the FooMine mining task and the BarUN reconstruction task by"
            " more than 10 F1 and 30 precision points", "10"),
           ("achieving reductions of 1.6, 1.8, and 4.7 points in error", "1.8"),
           ("a maximum improvement of 8.87 in R@1", "8.87"),
           ("outperforming the best method by \\emph{29.5} accuracy points", "29.5"),
           ("a 2.6% increase in accuracy and a 0.059 decrease in MAE", "0.059"),
           ("FooNet achieves a 17.1 PSNR improvement over prior methods", "17.1"),
           ("recipes that close a 2.5--2.9 mIoU segmentation gap on BarSet", "2.5"),
           ("recipes that close a 2.5--2.9 mIoU segmentation gap on BarSet", "2.9"),
           ("FooSplat outputs achieve a 16.6 Elo advantage over BarMesh outputs", "16.6"),
           # a bound before the value is a hedge of the change, as "up to" is (patterns.HEDGES)
           ("with mAP@0.5 decreasing by less than 0.099, the latency rises", "0.099"),
           # the values of a gap are changes themselves (rules-228)
           ("FooMix reduces the performance gap from 15.66 to 7.09 AUROC points", "15.66"),
           # a swing or a variation by a value is a change (rules-182)
           ("within-domain macro-F1 swings by 0.57-0.80 for the same encoder", "0.80"),
           # one change a result comes with (rules-230)
           ("FooAttn preserves generation quality with less than 0.01 absolute degradation", "0.01"))
def _change_by(view: NumberView) -> bool:
    if patterns.FROM_TO_AFTER.match(view.after):  # "improvements (e.g., 45.3 vs 26.7 F1)": the values compared
        return False
    if patterns.CHANGE_IN_AFTER.match(view.after):
        return True
    if patterns.ARTICLE_BEFORE.search(view.before) and patterns.CHANGE_NOUN_AFTER.match(view.after):
        return True
    if ((view.percent or "." in view.number.raw) and patterns.WITH_BEFORE.search(view.before)
            and patterns.ONE_CHANGE_NOUN_AFTER.match(view.after)):
        return True
    if patterns.VARIED_BY_BEFORE.search(view.before):
        return True
    if patterns.SAVED_BEFORE.search(view.before) and patterns.SAVED_UNIT_AFTER.match(view.after):
        return True  # "saves 2.3 GB of GPU memory" (review of rules-224)
    if _change_level(view):
        return True  # "the gains remain 11.5 points", "the gap from 15.66 to 7.09 AUROC points" (rules-228)
    found = patterns.DELTA_BEFORE.search(view.before)
    if not found:
        return False
    if not found.group().lower().startswith("by"):
        return True
    wide = without_markup(view.preceding(200))  # the verb may stand far
    return bool(patterns.CHANGE_VERB_BEFORE.search(patterns.CITATION_BRACKET.sub("", wide[: len(wide) - len(view.before) + found.start()])))


@kind_rule("count-parameters-had", "count",
           "the parameters a model is said to have, need or add ('containing only 75K parameters', 'with 0.9B"
           " parameters') count its size; not a size a result is read at ('at 1.5B and 3B parameters')",
           ("Despite containing only 75K parameters, FooNet matches BarNet", "75K"),
           ("we present FooVLM, a compact model with 0.9B parameters", "0.9B"),
           ("FooNet needs only 0.43B trainable parameters", "0.43B"),
           ("FooLM ships in two versions, with 0.5B and 8B parameters", "8B"),
           ("FooLM ships in two versions, with 0.5B and 8B parameters", "0.5B"))
def _parameters_had(view: NumberView) -> bool:
    return bool(patterns.PARAMETERS_AFTER.match(view.after)) and bool(patterns.PARAMETER_COUNT_BEFORE.search(view.before))


@kind_rule("score-cost-per-unit", "score",
           "the tokens, characters or calls a system spends per query, task or trial, after a verb of using up or an"
           " average ('agents consume on average 9.9M tokens per task', 'a parallelism of 3.67 tokens per forward"
           " pass'), are a measured cost, a result (not 'a budget of 2K tokens per query', 'limited to 16K tokens per"
           " response': a condition)",
           ("FooAgent consumes on average 9.9M tokens per task", "9.9M"),
           ("FooSolve used an average of 132.4k reasoning tokens per trial", "132.4k"),
           ("FooDec reaches a decoding parallelism of 3.67 tokens per forward pass", "3.67"))
def _cost_per_unit(view: NumberView) -> bool:
    return (bool(patterns.COST_PER_UNIT_AFTER.match(view.after)) and not view.percent
            and bool(patterns.COST_SPENT_BEFORE.search(view.before) or patterns.ON_AVERAGE.search(view.after))
            and not patterns.COST_BUDGET_BEFORE.search(view.before))


@kind_rule("count-data-tokens", "count",
           "the tokens a body of data holds ('datasets comprising 157.4B audio tokens', 'a dataset of 6.4 million"
           " tokens') count its size, not a condition a result is read at (rules-224)",
           ("we curate audio-text datasets comprising 157.4B audio tokens and 320.5B text tokens", "157.4B"),
           ("we assemble a dataset of 6.4 million tokens over 7 months", "6.4 million"),
           ("the pipeline yields 686K textbooks (32B tokens) across 15,000+ disciplines", "32B"))
# (not a condition: "On the FooDocs dataset, at 128K tokens FooLM keeps 90% recall", "a 32K tokens context window")
def _data_tokens(view: NumberView) -> bool:
    return (bool(patterns.DATA_TOKENS_AFTER.match(view.after)) and not view.percent
            and bool(patterns.DATA_TOKENS_BEFORE.search(view.before))
            and not patterns.DATA_TOKENS_TRAINED_BEFORE.search(view.before))


@kind_rule("setting-billions", "setting", "a size in billions (7B, 405B, a 4.2-billion-parameter model) is a model's"
           " parameter count",
           ("larger LMs (7B to 405B)", "405B"), ("a 70B reward model", "70B"),
           ("FooRM is built on a lightweight 4.2-billion-parameter BarLM", "4.2-billion"))
def _billions(view: NumberView) -> bool:
    return view.number.raw.endswith(("B", "-billion"))


@kind_rule("score-rate", "score", "tokens, samples or queries per second (or per word) is a measured rate, not a setting"
           " (nor a count, when scaled: '165K frames per second')",
           ("reaching 124 tokens per second on one GPU", "124"), ("English (1.2 tokens/word)", "1.2"),
           ("decodes 1.5K tokens/s", "1.5K"), ("it runs at 700 frames per second on a phone", "700"),
           ("FooCam records at 165K frame-per-second", "165K"), ("FooMT decodes 100 words/sec", "100"),
           ("FooSeg runs at 1.2K FPS", "1.2K"))
def _rate(view: NumberView) -> bool:
    return bool(patterns.RATE_AFTER.match(view.after)) or is_rate(view.number.unit)


@kind_rule("setting-scaled-context", "setting", "a scaled number before context/tokens/steps is a setting",
           ("a 128K context window", "128K"))
def _scaled_setting(view: NumberView) -> bool:
    scaled = patterns.SCALED.search(view.number.raw) or patterns.RANGE_TO_SCALED.match(view.after)
    return bool(scaled) and bool(patterns.SETTING_AFTER.match(view.after))


@kind_rule("setting-named-setting", "setting", "a scaled size in brackets after 'setting' or 'context', or before"
           " '(FooBench) setting', names the setting a result is read at",
           ("It is best in the longest context setting (32k) of FooBench.", "32k"),
           ("It has higher values on the 32k FooBench setting.", "32k"))
def _named_setting(view: NumberView) -> bool:
    return bool(patterns.SCALED.search(view.number.raw)) and bool(
        patterns.SETTING_NAMED_BEFORE.search(view.before) or patterns.SETTING_NAMED_AFTER.match(view.after))


@kind_rule("setting-listed-model-size", "setting",
           "a scaled size listed or ranged with others before 'parameters', or named a parameter size, is a model's"
           " size like the last one ('sizes (85M, 310M, and 1.1B parameters)', 'from 650M to 520M parameters',"
           " 'a parameter size of 6.2M'), not a count of things",
           ("FooLM models of varying sizes (85M, 310M, and 1.1B parameters)", "85M"),
           ("it shrinks the model from 650M to 520M parameters", "650M"),
           ("BarNet keeps a compact parameter size of 6.2M", "6.2M"))
def _listed_model_size(view: NumberView) -> bool:
    return bool(patterns.SCALED.search(view.number.raw)) and bool(
        patterns.LISTED_SIZES_PARAMETERS.match(view.after) or patterns.PARAMETER_SIZE_BEFORE.search(view.before))


@kind_rule("setting-named-size", "setting",
           "a number named a vocabulary, batch, context, window or group size ('vocabulary sizes from 10K to 50K', 'a"
           " batch size of 256'), a sequence length or a dimension ('(sequence length 32)') is a size set for the run,"
           " not a count of things",
           ("FooTok yields fewer tokens across vocabulary sizes from 10K to 50K", "50K"),
           ("FooTok yields fewer tokens across vocabulary sizes from 10K to 50K", "10K"),
           ("we train BarNet with a batch size of 256 on FooSet", "256"),
           ("Six clients trained a FooLM-style transformer (sequence length 32) on public corpora", "32"),
           ("On a synthetic pilot (dimension 256, rank 32, 3,000 documents), updates stay exact", "256"))
def _named_size(view: NumberView) -> bool:
    return not view.percent and not view.number.unit and bool(patterns.NAMED_SIZE_BEFORE.search(view.before))


@kind_rule("setting-labelled-count", "setting",
           "a number of labelled samples a result was trained with ('FooSet with 400 labeled samples'), or the few"
           " examples it was learned from ('using just 24 training images'), is its condition, as a share of labelled"
           " data is",
           ("semi-supervised learning on FooSet with 400 labeled samples", "400"),
           ("BarNet reaches 81% using only 50 annotated images", "50"),
           # 'only', 'just' before a plain number of any examples (patterns.FEW_EXAMPLES_BEFORE, FEW_EXAMPLES_AFTER)
           ("the fine-tuned FooVL outperforms BarVL by 10.0pp using just 24 training images", "24"),
           ("With training on only 100 successful trajectories, FooAgent is 200 times cheaper", "100"),
           ("FooSeg is competitive with only 10 annotated cases", "10"))
def _labelled_count(view: NumberView) -> bool:
    if view.percent:
        return False
    return bool((patterns.LABELLED_COUNT_BEFORE.search(view.before) and patterns.LABELLED_COUNT_AFTER.match(view.after))
                or (view.number.raw.isdigit() and patterns.FEW_EXAMPLES_BEFORE.search(view.before)
                    and patterns.FEW_EXAMPLES_AFTER.match(view.after)))  # few: "only 13M images" is training data


@kind_rule("setting-at-scaled", "setting",
           "a scaled size written bare after 'at' ('6x lower memory at 128K compared to ...') is the length a result"
           " is read at, not a count",
           ("it needs 6x less memory at 128K compared to FooAttention", "128K"),
           ("FooLM stays accurate at 1M, while BarLM fails", "1M"))
def _at_scaled(view: NumberView) -> bool:
    return (bool(patterns.SCALED.search(view.number.raw)) and bool(patterns.AT_BEFORE.search(view.before))
            and bool(patterns.NO_NOUN_AFTER.match(view.after)))


@kind_rule("setting-sampling-steps", "setting",
           "the number of sampling or denoising steps (NFE) a generator is run with is a condition of its result",
           ("a Precision of 0.93 with only 6 sampling steps on FooNet-256", "6"), ("FID 2.1 at 4 NFE", "4"))
def _sampling_steps(view: NumberView) -> bool:
    return bool(patterns.SAMPLING_STEPS_AFTER.match(view.after))


AT_TIME_UNITS = ("s", "minutes", "hours", "days")  # not "at 48 ms", a latency


@kind_rule("setting-at-quantity", "setting",
           "a whole number after 'at' (with at most three words naming the quantity between: 'at a sequence length"
           " of', 'at N =') is the value a result is read at, a condition, not a count of things",
           ("FooAttn keeps 97% of BarAttn's efficiency at a sequence length of 64K", "64K"),
           ("FooAttack reaches an LPIPS below 0.01 at 5000 queries", "5000"),
           ("FooSeg runs at 120 FPS on GPU at 512 resolution", "512"),
           ("the correct report ranks first 15 times above chance at a pool of N = 100", "100"),
           ("FooNet is evaluated at 30 min of training on BarSet", "30"))  # a time too (rules-291)
def _at_quantity(view: NumberView) -> bool:
    timed = view.number.unit in AT_TIME_UNITS  # "evaluated at 30 minutes of training", as "at 5000 queries" (rules-291)
    if ("." in view.number.raw or view.percent or view.number.unit and not timed
            or patterns.METRIC_NAME_AFTER.match(view.after)):
        return False  # not a measured value ("at 25 FPS", "at 79 F1")
    if patterns.SLASHED_VALUE_NEXT.match(view.after):
        return False  # "at speeds of 273/169/124/78 FPS": a measured speed
    return bool(patterns.AT_QUANTITY_BEFORE.search(view.before))


@kind_rule("setting-size-in-brackets", "setting",
           "a size in millions or billions alone in brackets right after a model's name ('FooLM Small (124M)"
           " models') is that model's parameter count, a setting, not a count of things",
           ("We pre-train FooLM Small (124M) models on web text", "124M"),
           ("compact variants, such as FooBERT-Tiny-Embed (42M), stay competitive", "42M"))
def _size_in_brackets(view: NumberView) -> bool:
    return (view.number.raw[-1:] in ("M", "B") and bool(patterns.NAMED_BEFORE_BRACKET.search(view.before))
            and view.after.lstrip().startswith(")"))


@kind_rule("count-average-items", "count",
           "an average of counted items ('sequences average 15.14 frames', 'tasks averaging 37.9 steps') is the size of"
           " what is counted, not a measured result or a run's condition",
           ("Its sequences average 15.14 frames and extend to 30 frames", "15.14"),
           ("FooBench, a benchmark of 350 tasks averaging 37.9 steps", "37.9"),
           ("1,243 trajectories, averaging 73.1 messages each", "73.1"),
           # the next average in a list of them, and files or lines of code (rules-282)
           ("FooChart's VQA sets contain an average of 6.5 images and 31.2 questions", "31.2"),
           ("FooRefactor tasks average 11.4 modified files and 261.6 lines of code", "11.4"))
def _average_items(view: NumberView) -> bool:
    return (not view.percent and bool(patterns.AVERAGE_BEFORE.search(view.before))
            and not patterns.ITEMS_PER_AFTER.match(view.after)  # "average 4.4 samples per species": count-items-per's
            and bool(patterns.COUNTED_ITEMS_AFTER.match(view.after) or patterns.AVERAGED_STEPS_AFTER.match(view.after)))


@kind_rule("count-scaled", "count", "a scaled number (16.1 million, 1.2M) counts things",
           ("16.1 million prompts", "16.1 million"))
def _scaled(view: NumberView) -> bool:
    return bool(patterns.SCALED.search(view.number.raw) or patterns.RANGE_TO_SCALED.match(view.after))


@kind_rule("score-bits-per", "score",
           "bits per character, byte, dimension or pixel measure how well a model compresses or fits data"
           " (a result); bits per weight or parameter stay a setting",
           ("reaches 1.08 bits/char on the test set", "1.08"), ("2.91 bits per dimension on FooSet", "2.91"),
           ("a 0.99 bits-per-character score", "0.99"))
def _bits_per(view: NumberView) -> bool:
    return view.number.unit == "bits" and bool(patterns.BITS_PER_MEASURE.match(view.after))


@kind_rule("setting-grid-resolution", "setting",
           "a grid spacing in degrees the data or a model works at ('at 0.25$^{\\circ}$ resolution', 'a 0.25° spatial"
           " grid') is a condition, not a result (an angular error in degrees is one)",
           ("reanalysis data are only available at 0.25$^{\\circ}$ resolution", "0.25"),
           ("FooCast is the first 0.1$^{\\circ}$ global weather forecasting model", "0.1"),
           ("the dataset spans 2000--2024 at \\SI{0.25}{\\degree}$\\times$\\SI{0.5}{\\degree} spatial resolution", "0.25"),
           ("variables mapped to a standardised 0.25° spatial grid", "0.25"))
def _grid_resolution(view: NumberView) -> bool:
    return bool(patterns.GRID_RESOLUTION_AFTER.match(view.text, view.number.end))


@kind_rule("setting-unit", "setting", "tokens, steps, epochs, parameters, bits, and the GPUs a run uses configure it"
           " (also with their make or model named between: '256 NVIDIA H100 GPUs')",
           ("trained for 30 epochs", "30"), ("On a single FooCloud node (8 GPUs), it trains on long videos", "8"),
           ("FooLM is pre-trained on 256 BarTech Q100 GPUs", "256"),
           ("we train FooLM on 8,192 Qux NPUs", "8,192"))
def _setting_unit(view: NumberView) -> bool:
    if view.number.unit == "GPUs":  # "8 GPUs" a run uses, not "0.1 GPU days" it costs
        return not patterns.GPU_TIME_AFTER.match(view.after)
    if patterns.DEVICES_NAMED_AFTER.match(view.after):
        return True
    return view.number.unit in ("tokens", "steps", "epochs", "parameters", "bits")


@kind_rule("setting-data-size", "setting",
           "gigabytes or terabytes of text, code or data a model is trained on is a condition of the run (as '10B"
           " tokens'), not a measured size",
           ("FooBERT is trained from scratch on 49.1 GB of deduplicated web text", "49.1"),
           ("FooLM is pretrained on $4$ TB of code", "4"))  # the '$' closing the number typeset alone passed over
def _data_size(view: NumberView) -> bool:
    return bool(patterns.DATA_SIZE_AFTER.match(view.after))


@kind_rule("count-data-hours", "count",
           "hours or minutes of recorded data ('67.5 hours of screen recordings', 'a dataset with 11.4 hours') count"
           " the data's size, not a time a run took",
           ("FooSet consists of 67.5 hours of screen recordings", "67.5"),
           ("we build BarSet, a dataset with 11.4 hours and 1.2M frames", "11.4"),
           ("languages exceeding 500 hours of high-quality speech data", "500"),
           # a verb of holding before it, or a count of recorded items right before its brackets
           ("FooDance is a dataset comprising over 101 hours across 14 genres", "101"),
           ("BarDrone features more than 7 hours of densely annotated drone trajectories", "7"),
           ("FooSpeech holds 11,000 audio samples (25 hours) with transcripts", "25"),
           ("We collected 42 encounters (19 patients; 7,566 utterance segments; ~6.1 hours) between families", "6.1"),
           ("FooNarr has 1,481 questions grounded in 155 videos totaling 146.8 hours", "146.8"),
           ("FooSurg holds 300 min of annotated surgical video", "300"))  # the short forms too (rules-291)
def _data_hours(view: NumberView) -> bool:
    if patterns.DATA_HOURS_AFTER.match(view.after):
        return True
    return bool(patterns.HOURS_AFTER.match(view.after)) and bool(
        patterns.DATA_WITH_BEFORE.search(view.before) or patterns.DATA_HOLDS_HOURS_BEFORE.search(view.before)
        or patterns.ITEMS_HOURS_BEFORE.search(view.before) and not patterns.RUN_HOURS_AFTER.match(view.after))


@kind_rule("setting-run-duration", "setting",
           "how long a run, a deployment or a study lasted, after 'for', 'over', 'during' or 'lasting' ('deployed for"
           " 14 days', 'trained over 30 days on one GPU', 'evaluated over 18 months'), is its condition, not a measured"
           " time (not"
           " 'faster by over 10 seconds', 'latency over 3 s', 'can run for 8 hours', 'for an average of 7 minutes',"
           " 'trains for 2 hours versus 10 hours for BarNet': a change, a time measured, compared or averaged)",
           ("Deployed for 14 days on BarStudio, FooAgent produced 1,340 clips", "14"),
           ("FooChess is trained on 6.1 billion positions over 30 days on a single BarGPU", "30"),
           ("each program is rerun from scratch for up to 12 hours and scored by a hidden evaluator", "12"),
           ("evaluation across 12 software projects over 18 months shows 88.4% prioritization accuracy", "18"),
           ("FooLM is then pre-trained for 3 more days on BarCorpus", "3"))
def _run_duration(view: NumberView) -> bool:
    span = patterns.RUN_DURATION_BEFORE.search(view.before)
    if not span or not patterns.DURATION_AFTER.match(view.after):
        return False
    # "latency over 3 s", "requires over 10 s": "over" as "more than" after a measure or a verb of need; "can run
    # for 8 hours", "navigated for 45 minutes": how long something lasted is its measured endurance
    if patterns.MEASURED_BEFORE_DURATION.search(view.before[: span.start()]):
        return False
    # "trains for 2 hours versus 10 hours for BarNet", "runs for 25 minutes, 2x longer": a time compared is a result
    return not patterns.COMPARED_IN_CLAUSE_AFTER.match(view.after)


@kind_rule("count-data-bytes", "count",
           "the gigabytes a dataset or a testbed holds ('a custom 156GB dataset', '7,439 artifacts totaling 15.01 GB')"
           " count its size, not a measured value",
           ("On a custom 156GB dataset with a filtered test split, FooNet wins", "156"),
           ("FooBench holds 410 tasks and 7,439 artifacts totaling 15.01 GB", "15.01"))
def _data_bytes(view: NumberView) -> bool:
    return bool(patterns.BYTES_OF_DATA_AFTER.match(view.after)) or bool(
        patterns.BYTES_AFTER.match(view.after) and patterns.DATA_HOLDS_HOURS_BEFORE.search(view.before))


@kind_rule("score-unit", "score", "a number with a unit (ms, GB, TOPS) is a measured value",
           ("FooNet answers in 19 milliseconds", "19"), ("FooKernel reaches 1020 TOPS on a BarGPU", "1020"),
           # hours of training after counted items are a run's time, not the data's (patterns.RUN_HOURS_AFTER)
           ("FooRL learns the task from 500 episodes; 2 hours of training suffice", "2"),
           ("a prototype camera running at 375Hz", "375"),  # a rate in hertz: frames per second
           ("FooGen keeps a constant 170G FLOPs at any resolution", "170G"))
def _unit(view: NumberView) -> bool:
    return bool(view.number.unit)


@kind_rule("count-items-per", "count",
           "a decimal number of items per unit of the data ('average 4.4 samples per condition') is a size, counted,"
           " not a metric's value (not '24.1 frames per second', a speed)",
           ("FooSet has 512 photos of 117 species (average 4.4 samples per species)", "4.4"),
           ("the dialogues run 6.3 turns per dialogue", "6.3"))
def _items_per(view: NumberView) -> bool:
    return bool(patterns.ITEMS_PER_AFTER.match(view.after))


@kind_rule("delta-metric-after", "delta",
           "a number with a metric's name right after it is a change when 'by' stands before it or a change"
           " noun, 'over' or 'above' after the name ('by 20 F1', '3 BLEU points improvement', '14 BLEU over the"
           " baseline')",
           ("the best FooNet model underperforms humans by 20 F1 on BarQA", "20"),
           ("it gives up to 3 BLEU points improvement under low-resource settings", "3"),
           ("training on FooSplit gives 12 BLEU points above the BarNet baseline", "12"),
           ("where we can get 1.68, 1.02, and 0.52 BLEU increases compared with the baseline", "0.52"),
           # a comparative before the name (_COMPARATIVE_BEFORE_METRIC)
           ("our best FooNet achieves 4.34 higher F1 score than BarNet", "4.34"))
def _metric_after_change(view: NumberView) -> bool:
    if comparative := patterns.COMPARATIVE_BEFORE_METRIC.match(view.after):
        return bool(patterns.METRIC_NAME_AFTER.match(view.after, comparative.end()))
    found = patterns.METRIC_NAME_AFTER.match(view.after)
    return bool(found and (patterns.BY_BEFORE.search(view.before) or patterns.CHANGE_AFTER_METRIC.match(view.after, found.end())))


@kind_rule("score-decimal", "score", "a decimal number (or one in scientific notation: '5.7e-6', '2 x 10^-5') is a"
           " metric's value",
           ("scores 0.632 on X", "0.632"), ("the gain is significant (p = 8e-7) on FooSet", "8e-7"),
           # an arrow between decimals is a change of value (patterns.VALUE_ARROW)
           ("Withholding the goal collapses it to chance ($0.90\\!\\to\\!0.27$, three seeds)", "0.27"),
           # so is a rate that is a result, swept by no run (patterns.METRIC_RATE_BEFORE; review of rules-218)
           ("FooAgent lifts the success rate $0.41 \\to 0.63$ on BarWeb", "0.63"),
           ("Mann-Whitney p = 2 x 10^-5 on FooSet", "2 x 10^-5"), ("a held-out error of $5.0\\times10^{-4}$", "5.0\\times10^{-4}"),
           ("a relative error below 5.7e-6", "5.7e-6"),
           # a metric named by a small delta is no change ("$δ_1$", the depth accuracy; rules-206: not delta-signed)
           ("it improves accuracy (zero-shot $δ_1$=0.964 for FooNet on BarSet)", "0.964"),
           # a feature named with "Delta" is no change's symbol (rules-208)
           ("trained on 128 ticks (Tick Delta Negative=0.56 on average)", "0.56"),
           # bits per dimension is a likelihood, not a dimension the run is set to (not setting-named-size)
           ("our networks reach competitive likelihoods on FooSet, with bits per dimension of 0.98", "0.98"))
def _decimal(view: NumberView) -> bool:
    return "." in view.number.raw or bool(patterns.SCIENTIFIC_EXPONENT.search(view.number.raw))


@kind_rule("score-metric-after", "score",
           "a whole number with a metric's name right after it ('23 BLEU', 'up to 79 F1') is that metric's value,"
           " not a count of things",
           ("FooMT reaches 23 BLEU on the BarMT16 test set", "23"),
           ("a predictive performance of up to 79 F1 with distant supervision", "79"))
def _metric_after(view: NumberView) -> bool:
    return bool(patterns.METRIC_NAME_AFTER.match(view.after))


@kind_rule("count-default", "count", "a whole number with no mark counts things",
           ("1,000 curated video pairs", "1,000"),
           # the limits of skip-part-label, setting-top-k and setting-labelled-count: a lowercase "finding", a rank
           # reached, a failure on few examples
           ("FooFuzz succeeds in finding 12 previously unknown bugs in BarLib", "12"),
           ("FooSys ranked top 3 among 45 teams in the BarTask shared task", "3"),
           ("FooDet fails on only 3 images of BarSet", "3"),
           # an intrinsic dimension found is no setting (patterns.NAMED_SIZE_BEFORE; review of rules-210)
           ("hidden states on FooQA have an intrinsic dimension of 12 across layers", "12"))
def _default(view: NumberView) -> bool:
    return True


def decide_kind(text: str, candidate: NumberCandidate) -> tuple[Kind, str]:
    """The kind and the name of the rule that decided it."""
    view = NumberView(text, candidate)
    for rule, applies, kind in KIND_RULES:
        if applies(view):
            return kind, rule.name
    raise AssertionError("count-default always applies")


# A number coordinated with the one before it ("36.3% in Recall and 39.6% in Precision",
# "19.29%, 21.69%") is of the same kind when the first is a change.
LIST_KIN = Rule("delta-list-kin", "kind",
                "a percentage (or a decimal after a decimal change) listed right after a change (a bare count of"
                " what it was read on between them), or given as its example, or listed before one ('13.7%, 12.7%,"
                " and 11.9% lower'), is a change too",
                (("an average improvement of 36.3% in Recall and 39.6% in Precision", "39.6%", "delta"),
                 ("It shows 13.7%, 12.7%, and 11.9% lower latency.", "13.7%", "delta"),
                 ("where we can get 1.68, 1.02, and 0.52 BLEU increases compared with the baseline", "1.68", "delta"),
                 # a parallel pair, the same word after each number, may stand further apart
                 ("BLEU scores improved by 0.91 points in Japanese-to-English translation, and 0.32 points in"
                  " English-to-Japanese translation", "0.32", "delta"),
                 ("Experiments show a gain of 2.7% on the recently released FooQA 2.0 and 1.3% on BarNLI.", "1.3%",
                  "delta"),
                 ("FooNet scores 0.74 and 0.70 F1, a 15 and 5 percentage point improvement.", "15", "delta"),
                 ("gains of over 10% (e.g., 10.7% on FooSet and 13.6% on BarSet)", "13.6%", "delta"),
                 ("FooRet boosts the experts by up to 23.5% (average 7.5%) on BarBench", "7.5%", "delta"),
                 ("reducing the error by $34.3\\%$ on FooSet and $76.9\\%$ on BarSet", "76.9\\%", "delta"),
                 ("gains of 2.76% on FooSet, 3.12% on BarSet", "3.12%", "delta"),
                 ("an accuracy boost of 4.4% for FooNet and a 7.9% for BarNet", "7.9%", "delta"),
                 ("FooNet beats the best by up to 2.01%/1.27% in BarDet", "1.27%", "delta"),
                 ("it beats prior work by 5.1% on Foo1.5 and 1.7% on BarSet", "1.7%", "delta"),
                 ("relative gains of 27.1% on the public FooSet benchmark and 20.5% on our own data", "20.5%", "delta"),
                 ("F1 increases of up to 0.52 on FooSet and up to 0.41 on BarSet", "0.41", "delta"),
                 # a value with its unit written after it, the change's unit (rules score-unit)
                 ("improving the average PSNR over the strongest rival by 0.14 dB and 0.34 dB", "0.34", "delta"),
                 ("gains of macro F1 by 1.5 points for binary classification (Task A) and 4.1 points for the rest", "4.1", "delta"),
                 ("FooLMs lose 11-13% under free-form prompts, and 16-17% across the board", "16", "delta"),
                 ("FooLMs lose 11-13% under free-form prompts, and 16-17% across the board", "17%", "delta"),
                 # a whole number with its metric's name, after a change (rules score-metric-after)
                 ("FooMT outperforms them by more than 4 BLEU and 10 BLEU points respectively", "10", "delta"),
                 # a metric at a cut-off between them keeps the pair (audit31)
                 ("FooNet gives a maximum improvement of 8.87 in R@1 and 14.05 in R@5", "14.05", "delta"),
                 # a bare count of what the change was read on between them, the change noun after the first
                 # (verify._previous_listed, patterns.COORDINATED) (modern20g)
                 ("FooVL gains an average 9.7% gain on 7 BarBenches, 12.1% on 2 QuxBenches, and 1.5% on 8 others",
                  "12.1%", "delta"),
                 ("FooVL gains an average 9.7% gain on 7 BarBenches, 12.1% on 2 QuxBenches, and 1.5% on 8 others",
                  "1.5%", "delta"),
                 # or a setting each change holds at (verify._previous_listed)
                 ("FooLoRA improves over BarLoRA by 1.2 percent at rank 4 and 1.9 percent at rank 8", "1.9",
                  "delta"),
                 ("it cuts token usage by 30% for the 32B model and 45% for the 1.5B model", "45%", "delta"),
                 # a name with a slash or a plus between them (patterns.COORDINATED) (modern21g)
                 ("FooSum gives ROUGE gains of 6.1% on FooNews/BarMail and 5.2% on QuxSum", "5.2%", "delta"),
                 ("FooDet beats BarDet by 3.0% on G-mAP, 2.7% on mAP@k+qux, and 2.5% on mR@k", "2.5%", "delta"),
                 # the metric and change noun after the first change name all of them; a word stressing the next
                 # one (patterns.CHANGE_NAMED_AFTER, patterns.EMPHATIC) (modern21m)
                 ("FooAct gives an 8% task success rate improvement on BarSim, 15% on QuxSim", "15%", "delta"),
                 ("FooDet lowers the miss rate by 64.49% on BarSet and a striking 98.96% on QuxSet", "98.96%",
                  "delta"),
                 # a bare decimal listed after a change in percentage points: the points serve the list (rules-139)
                 ("the student loses 17.4 percentage points on FooSet, 29.6 on BarSet, and 13.3 on QuxSet", "29.6",
                  "delta")))
# "1.71 to 2.16 times", "70-405B parameters", "14--18% fewer tokens": a range's first number, written bare, is of
# the kind its second one is (not "from 793M to 644M", a value and the value it changed to).
RANGE_KIN = Rule("range-kin", "kind",
                 "the bare first number of a range ('A-B', 'A to B', 'A~B', 'ranging from A to B', not 'from A to B')"
                 " has the kind of its second, which carries the unit or the words after it; a percentage or a"
                 " decimal ending a dash range ('A-B%') whose first number is a change is a change too",
                 (("FooLLM achieves 1.71 to 2.16 times of practical speedup", "1.71", "ratio"),
                  ("larger LMs (70-405B parameters) reason better", "70", "setting"),
                  ("a user-controllable sequence of 32-256 tokens", "32", "setting"),
                  ("it needs 3--5 times less memory than BarNet", "3", "ratio"),
                  ("with approximately 5-8 percentage increase", "5", "delta"),
                  # a tilde operator or a minus sign between them (U+223C, U+2212)
                  ("a user-controllable sequence of 32 − 256 tokens", "32", "setting"),
                  ("FooLLM achieves 1.71∼2.16 times of practical speedup", "1.71", "ratio"),
                  # "ranging from A to B" is a range too (rules-95)
                  ("FooMem handles inputs ranging from 2K to 1M tokens", "2K", "setting"),
                  ("speedups ranging from 1.5 to 14.48 times over BarNet", "1.5", "ratio"),
                  # so is "scaling from A to B" (rules-224, round 16/21's sizes swept)
                  ("FooPrune keeps its gains on models scaling from 124M to 7B", "124M", "setting"),
                  ("the kernel confirms its memory scaling from 4K to 256K tokens", "4K", "setting"),
                  # and a bare percentage ending a dash range that a change starts is a change
                  ("FooRoute cuts the dollar cost by $69$--$82\\%$", "82\\%", "delta"),
                  ("FooRL lowers the error by $2.1$--$4.8\\%$ on BarSet", "4.8\\%", "delta"),
                  # or a decimal (rules-228)
                  ("the top-2-to-oracle gap remains $0.0111$--$0.0133$ across orders", "0.0133", "delta"),
                  # a dash range right after 'from' is a range still, and 'times' after its end outweighs the
                  # 'more than' its start reads on to (modern18h)
                  ("FooSys cuts the latency from 10--20 minutes to under 6 seconds", "10", "score"),
                  ("FooLMs know 3-5 times more than they act upon", "3", "ratio")))
# "by up to 45%, compared to only 6% when ...": the number a change is set against is a change too (rules-144)
COMPARED_KIN = Rule("delta-compared-kin", "kind",
                    "a value of the change's unit set against a change in its clause ('versus', 'compared to',"
                    " 'against') is a change too",
                    (("FooCheck reduces approval of violating actions by up to 45%, compared to only 6% when one model"
                      " does both.", "6%", "delta"),
                     ("FooCache gives a 3.2x speedup at a 0.02-point drop, versus 0.32 points for BarCache.", "0.32",
                      "delta"),
                     ("our policy yields a 4.6% performance speedup compared to only 2.6% for BarGO.", "2.6%", "delta")))
# "at batch sizes of 64, 128, and 256": bare whole numbers listed right after a setting are settings too (rules-141)
SETTING_LIST_KIN = Rule("setting-list-kin", "kind",
                        "a bare whole number listed ('A, B, and C') or ending a range ('A-B') right after a setting"
                        " is a setting too",
                        (("tokenizers at batch sizes of 64, 128, and 256", "128", "setting"),
                         ("tokenizers at batch sizes of 64, 128, and 256", "256", "setting"),
                         # the range's end, as its start read by "at" (rules-172)
                         ("the effect is formed at layers 19-21 of FooLM", "21", "setting"),
                         ("FooMem is tested at hop depths 1-5 across 10 scenarios", "5", "setting"),
                         # numbers of one scale too ("1k and 10k", "8K--32K"; verify._listed_like)
                         ("FooBot reaches 71.2% for offline policy imitation at 1k and 10k games", "10k", "setting"),
                         ("results hold across FooQA and BarBench at 8K--32K", "32K", "setting"),
                         ("FooBot reaches 71.2% for offline policy imitation at 1.5K and 10K games", "10K", "setting")))
# (not a count opening the clause after the setting's: "With a batch size of 256, 12 of the 15 baselines diverge")
# "with 3 to 5 hidden layers", "using only 18 to 30 labeled images per task": a range of counts a preposition opens
# and a noun closes spans the conditions a result holds under (rules-172)
SWEPT_RANGE = Rule("setting-swept-range", "kind",
                   "a range of two bare counts ('A to B', 'A-B') after a preposition or 'spanning', 'ranging from',"
                   " and before the noun they count, is the span of a setting, and so is a rising list of three or"
                   " more ('with 2, 4, and 6 blocks'; rules-283) (not a change 'from A to B', a result's bound 'within"
                   " 3-5 turns', a comparative '3-5 fewer errors', a unit '50-100 km', a dataset's make-up '50-200"
                   " questions each', values given 'respectively' or before as many names, splits or their count in"
                   " words, or what a comparison after it sets against another)",
                   (("FooNet works best with 3 to 5 hidden layers", "3", "setting"),
                    ("FooNet works best with 3 to 5 hidden layers", "5", "setting"),
                    ("FooSeg adapts using only 18 to 30 labeled images per task", "30", "setting"),
                    ("FooLM stays stable over 200-400 optimization steps", "200", "setting"),
                    ("FooEval labels errors by severity (1--5) and type", "5", "setting"),
                    ("FooSkill retrieves well across libraries ranging from 200 to 100K skills", "200", "setting"),
                    # a comparison after the range compares the results read before it (rules-178)
                    ("FooVec keeps 0.86-0.93 recall across 10-1000 tenant workloads versus 0.09-0.19 for BarVec", "10",
                     "setting"),
                    # a list of three or more: the values swept (rules-283)
                    ("FooSeg segments organs using only 1, 2, 5, and 10 annotated cases", "2", "setting"),
                    ("FooRec adapts with 2, 4, and 6 expert blocks on BarSet", "6", "setting"),
                    ("FooRec adapts with 2, 4, and 6 expert blocks on BarSet", "2", "setting")))
# "2- and 4-bit weights", "under 16-, 8-, and 4-bit settings": a number whose hyphen is suspended waits for the word
# glued to the last one's, and is of that one's kind (rules-283, round 36's bit widths and token budgets)
SUSPENDED_HYPHEN_KIN = Rule("suspended-hyphen-kin", "kind",
                            "a bare number whose hyphen is suspended ('2- and 4-bit', '16-, 8-, and 4-bit', '3- to"
                            " 5-fold') shares the word glued to the next one and has that one's kind",
                            (("FooKV matches BarKV under aggressive 2- and 4-bit settings", "2", "setting"),
                             ("FooQ stays lossless at 16-, 8-, and 4-bit weights on BarSet", "8", "setting"),
                             ("FooNet is 3- to 5-fold faster than BarNet", "3", "ratio")))
# "an AUROC gain of 0.18 (95% CI: [0.14, 0.22])": the ends of a confidence interval say how uncertain the value
# before it is, as a "+/- 4.2%" spread does (dev2.jsonl keeps that spread as a claim); until rules-186 they were skipped.
INTERVAL_KIN = Rule("interval-bound-kin", "kind",
                    "an end of a confidence interval ('95% CI = 0.62-0.78', '95% CI [+2.9, +7.2]', 'bootstrap 95% CI"
                    " $-3.1$ to $+4.7$') is a claim of the kind of the value it bounds, the last result (score, change,"
                    " ratio) before the interval in its sentence (a change's interval bounds changes; rules-186); so is"
                    " an end of decimal bounds in square brackets right after a value, of that value's kind whatever it"
                    " is ('AUC 0.678 [0.419, 0.897]': scores; 'the learning rate 0.001 [0.0001, 0.01]': settings;"
                    " skipped until rules-273)",
                    (("FooNet raises AUROC by 0.18 (95% CI: [0.14, 0.22]) on BarSet", "0.14", "delta"),
                     ("FooNet raises AUROC by 0.18 (95% CI: [0.14, 0.22]) on BarSet", "0.22", "delta"),
                     ("FooNet reaches an AUC of 0.70 (95% CI = 0.62-0.78) on BarSet", "0.78", "score"),
                     ("it reaches up to 0.90 AUC (CI95%=0.88-0.92) on BarSet", "0.88", "score"),
                     ("the paired difference is 0.8 pp (bootstrap 95% CI $-3.1$ to $+4.7$)", "+4.7", "delta"),
                     ("the 3.5-point gain over majority vote (95% CI 21.8-27.7 across seeds)", "21.8", "delta"),
                     # the last result before the interval, not a count between
                     ("FooScore reaches 0.8847 AUROC (4,151 cases; 95% CI [0.8732, 0.8955]) on BarSet", "0.8732",
                      "score"),
                     # an interval in square brackets right after its value, with no label (rules-273)
                     ("a blind FooJudge reached AUC 0.678 [0.419,0.897] on BarSet", "0.897", "score"),
                     ("FooNet raises accuracy by 0.758 [0.494, 1.021] points over BarNet", "0.494", "delta"),
                     ("baselines fabricate on 8.10% [6.48--9.81] of QuxSet", "6.48", "score"),
                     ("we train with a learning rate of 0.001 [0.0001, 0.01] on BarSet", "0.01", "setting")))
# "reduced RMSE by 16.84 ± 4.37%": the spread after a value says how much it varies, as an interval's ends do
# (INTERVAL_KIN); a change's spread is a change (round 32 d; the guide keeps "+/- 4.2%" as a claim)
SPREAD_KIN = Rule("spread-kin", "kind",
                  "a value and the spread written right after it ('A ± B', 'A $\\pm$ B', 'A +/- B') are of one kind,"
                  " the one the words around them give: a change's spread is a change; a bare value takes the kind its"
                  " spread's words give ('4.5 ± 0.3 times': a ratio)",
                  (("FooReg reduced the RMSE by 16.84 $\\pm$ 4.37 % against the BarFit baseline", "4.37 %", "delta"),
                   ("FooReg increased $R^2$ by 0.22 $\\pm$ 0.05 against the BarFit baseline", "0.05", "delta"),
                   ("FooNet saves 47.1% +/- 10.3% of inference cost on BarSet", "10.3%", "delta"),
                   ("FooNet reaches an accuracy of 67.28 $\\pm$ 0.14% on BarSet", "0.14%", "score"),
                   # the spread's own words decide a bare value's kind (review of rules-223)
                   ("FooNet achieves 4.5 ± 0.3 times higher throughput than BarNet", "4.5", "ratio"),
                   ("FooNet answers in 120 ± 5 ms on BarSet", "120", "score")))
# "14 and 81 times faster", "2, 3 or 4 times less memory": a bare whole number listed before a ratio that
# carries the word 'times' is a ratio too (not a count), the word serving the whole list (audit33).
RATIO_LIST_KIN = Rule("ratio-list-kin", "kind",
                      "a bare number listed ('A and B', 'A, B or C') right before a number that 'times' or '-fold'"
                      " makes a ratio is a ratio too",
                      (("FooNet is 14 and 81 times faster than BarNet on images and text", "14", "ratio"),
                       ("it needs 3, 5 or 7 times less memory", "3", "ratio")))

# The kin rules verify applies after decide_kind, in the order they act (verify._kinds); one list for verify, the rule
# index (rules.RULES_BY_NAME) and the tests.
KIN_RULES = (LIST_KIN, RANGE_KIN, RATIO_LIST_KIN, COMPARED_KIN, SETTING_LIST_KIN, SWEPT_RANGE, SUSPENDED_HYPHEN_KIN,
             INTERVAL_KIN, SPREAD_KIN)


def coordinated_with_previous(text: str, previous: NumberCandidate, current: NumberCandidate) -> bool:
    between = without_markup(text[previous.number.end : current.number.start])  # "by $34.3\%$ on X and $76.9\%$"
    named = patterns.CHANGE_NAMED_AFTER.match(between.lstrip("\\%"))  # "8% task success rate improvement on X, 15%"
    placed = between.lstrip("\\%")[named.end():] if named else between
    if len(re.sub(patterns.SHORT_LABEL, "", placed)) <= 40 and patterns.COORDINATED.match(placed):
        return True
    first, second = patterns.FIRST_WORD.match(text, previous.number.end), patterns.FIRST_WORD.match(text, current.number.end)
    return (len(between) <= 80 and bool(first and second) and first.group(1).lower() == second.group(1).lower()
            and bool(patterns.COORDINATED_PARALLEL.match(between)))


def listed_before(text: str, current: NumberCandidate, following: NumberCandidate, inside_list: bool) -> bool:
    """"13.7%, 12.7%, and 13.7% lower": `current` is listed before `following`, with 'and', 'or' or '/'
    between them, or only a comma when `following` is itself listed before a change (not "71.2%, 3.5% higher")."""
    between = without_markup(text[current.number.end : following.number.start])
    return bool(patterns.BARE_ITEMS.fullmatch(between)) and (inside_list or bool(patterns.AND_OR_SLASH.search(between)))
