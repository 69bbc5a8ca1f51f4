"""The skip rules (SKIP_RULES): digits that state no number of their own (a name's part, a date, a
reference, a list item...). numbers.find_numbers asks skipped_by for each run of digits; the first rule
that applies skips it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from .. import patterns
from ..text import sentence_bounds
from .base import Rule, between_dollars, hyphenated_setting


# --- digits that state no number of their own (numbers.find_numbers skips them) ---------

@dataclass(frozen=True)
class Digits:
    """What a skip rule sees: a run of digits (with a sign that is its own), where the digits end
    and the suffix after them ("%", "x", "K"), in the text."""

    text: str
    start: int
    end: int  # where the digits end, before the suffix
    suffix: str | None

    @property
    def number(self) -> str:
        return self.text[self.start : self.end]

    @property
    def before(self) -> str:
        return self.text[self.start - 1] if self.start else " "

    @property
    def after(self) -> str:
        return self.text[self.end] if self.end < len(self.text) else " "

    @property
    def small(self) -> bool:
        """No suffix, one or two digits: an item's, a label's or a day's number."""
        return not self.suffix and len(self.number) <= 2 and self.number.isdigit()

    @property
    def year(self) -> bool:
        return _is_year(self.number)

    def preceding(self, chars: int) -> str:
        return self.text[max(0, self.start - chars) : self.start]


SkipRule = tuple[Rule, Callable[[Digits], bool]]
SKIP_RULES: list[SkipRule] = []


def skip_rule(name: str, why: str, *examples: tuple[str, str]):
    """Register a skip rule; examples are (text, the skipped digits as written)."""
    def register(applies: Callable[[Digits], bool]) -> Callable[[Digits], bool]:
        rows = tuple((t, raw, "skipped") for t, raw in examples)
        SKIP_RULES.append((Rule(name, "skip", why, rows), applies))
        return applies
    return register


def skipped_by(text: str, start: int, end: int, suffix: str | None) -> str | None:
    """The first skip rule that takes the digits text[start:end] for part of something else, or None."""
    digits = Digits(text, start, end, suffix)
    for rule, applies in SKIP_RULES:
        if applies(digits):
            return rule.name
    return None


@skip_rule("skip-glued-to-word", "glued to a word or a mark: a name's digits, a metric's threshold, a label"
           " (not a LaTeX approximation sign: '$\\sim2.2\\times$')",
           ("trained on CIFAR10 images", "10"), ("a mAP@0.5 of", "0.5"), ("as Table~3 shows", "3"))
def _glued_to_word(d: Digits) -> bool:
    # but "a ~2 factor", "(~4 points", "6~300x": an approximate value, a range; "$\sim2.2\times$" one too
    if patterns.MARK_MACRO_BEFORE.search(d.preceding(12)):
        return False
    return (d.before.isalnum() or d.before in "_^.@"
            or (d.before == ":" and d.text[d.start - 2 : d.start - 1].isdigit())
            or (d.before == "~" and d.start > 1 and d.text[d.start - 2].isalpha()))


@skip_rule("skip-power-or-index", "a power's base or exponent, or an index in braces: math, not a value"
           " ('$2^{16}$', '$F_{1}$', a footnote's '$^{2}$'; but a power of ten is one number, read whole: 'p < 10^{-8}',"
           " '2 x 10^-5', patterns.POWER_OF_TEN)",
           ("a table of $2^{16}$ entries", "2"), ("a table of $2^{16}$ entries", "16"), ("a best $F_{1}$ of 0.75", "1"),
           ("of FooSet.$^{2}$ We", "2"))
def _power_or_index(d: Digits) -> bool:
    return d.after == "^" or bool(patterns.POWER_OR_INDEX_BEFORE.search(d.preceding(3)))


@skip_rule("skip-math-constant", "a 0 or 1 inside math that an arithmetic operator joins to a symbol, or that stands"
           " among a function's arguments: a formula's constant, no value ('$O(1/\\sqrt{N})$', '$k{+}1$',"
           " '$(1+\\epsilon)$', '$\\mathcal{N}(0,1)$'; not a range, a record or a fraction, '$1-5$', '$2-1$',"
           " '$1/3$', nor a sign, '$1+$ points', nor a bound, a value set, a tuple or an interval, '$K>1$', '$r = 1$',"
           " '$(1,0)$', '$(0, 1]$': patterns.MATH_OPERATOR_BEFORE, MATH_ARGUMENT_BEFORE)",
           ("the optimal rate scales as $O(1/\\sqrt{N})$ under mild conditions", "1"),
           ("the defense costs $k{+}1$ generator passes per query", "1"), ("a $(1+\\epsilon)$ approximation", "1"),
           ("noise drawn from $\\mathcal{N}(0,1)$", "0"), ("noise drawn from $\\mathcal{N}(0,1)$", "1"))
def _math_constant(d: Digits) -> bool:
    if d.number not in ("0", "1") or d.suffix or not between_dollars(d.text, d.start):
        return False
    before, after = d.preceding(12), d.text[d.end : d.end + 12]
    return bool(patterns.MATH_OPERATOR_BEFORE.search(before) or patterns.MATH_OPERATOR_AFTER.match(after)
                or patterns.MATH_ARGUMENT_BEFORE.search(before) and patterns.MATH_ARGUMENT_AFTER.match(after))


@skip_rule("skip-name-part", "after a hyphen or slash in a word with letters: a name's part",
           ("on CIFAR-10 and", "10"), ("FlashAttention-2/3 kernels", "3"), ("the Wan2.2-5B model", "5"))
def _name_part(d: Digits) -> bool:
    glued = patterns.GLUED_TAIL.search(d.preceding(40)).group()
    if patterns.SIZE_RANGE_START.fullmatch(glued):  # "(1B-13B parameters)": a range of sizes, not a name
        return False
    if patterns.MULTIPLIER_SLASH_BEFORE.fullmatch(glued):  # "(2.22x/3.33x)", "2.26x-2.60x": multipliers, not a name
        return False
    if patterns.DASH_AFTER_WORD.fullmatch(glued):  # "a negative result--100% of runs": a dash (LaTeX's "--") between words
        return False
    if patterns.RANK_HYPHEN.fullmatch(glued) and patterns.LOW_RANK_AFTER.match(d.text[d.end : d.end + 40]):
        return False  # "one rank-64 adapter": a low-rank update's rank, a setting (rules-227; not "Rank-1 accuracy")
    return d.before in "-/" and any(c.isalpha() for c in glued)


@skip_rule("skip-year-apostrophe", "a year's last two digits after an apostrophe glued to a name: an edition's"
           " part ('BarMT’16', 'FooTrack'17'), no number of its own",
           ("on the BarMT’16 English-to-German task", "16"), ("It ranks first on FooTrack'17.", "17"))
def _year_apostrophe(d: Digits) -> bool:
    return (not d.suffix and len(d.number) == 2 and d.number.isdigit() and d.before in "'’"
            and d.text[d.start - 2 : d.start - 1].isalpha())


def _ordinal_claim(d: Digits) -> bool:
    """'ranked 1st overall', 'ranking 3rd among all runs', 'achieved the 6th rank', 'the 99th percentile': an ordinal
    that is a rank a result reached or a percentile, a claim (score-rank, setting-percentile); not an edition ('the
    11th FooWorkshop'), a position or a slot ('at the 1st rank', 'the 1st out of 5 folds')."""
    if d.suffix or not patterns.ORDINAL_SUFFIX.match(d.text, d.end):
        return False  # (first: this runs for every run of digits with a word glued after it)
    after, before = d.text[d.end : d.end + 60], d.preceding(60)
    if patterns.PERCENTILE_AFTER.match(after):
        return True
    if patterns.RANKED_ITEM_BEFORE.search(before) or (patterns.RANKED_BY_AFTER.match(after)
                                                       and not patterns.WAS_RANKED_BEFORE.search(before)):
        return False  # "Tokens ranked 1st by attention are kept": an item a scorer ranks
    verb = patterns.ORDINAL_RANK_VERB_BEFORE.search(before)
    if verb and not patterns.ORDINAL_POSITION_AFTER.match(after):
        return not verb.group("the") or bool(patterns.ORDINAL_RANK_AFTER.match(after))  # not "ranked the 1st image"
    return bool(patterns.ORDINAL_RANK_AFTER.match(after)) and (
        not patterns.DETERMINER_BEFORE.search(before) or bool(patterns.ORDINAL_REACHED_BEFORE.search(before)))


@skip_rule("skip-word-follows", "a word glued after it: 3D, an edition's 3rd, a 12-lead ECG, 5-way, the 1950s or 90s"
           " (not 54.3AP, 33msec, 9.26s, 9.31px, 0.5pt, a 3.1-point gain, nor a noun it counts: a 32-task suite, a"
           " 626-episode experiment, a 2-stage pipeline, patterns.HYPHENATED_COUNTED; nor a 4,096-token budget:"
           " patterns.THOUSANDS_GROUPED; nor a rank a result reached or a percentile, 'ranked 1st overall', 'the 99th"
           " percentile': _ordinal_claim)",
           ("reconstructs 3D scenes", "3"), ("as part of the 3rd FooVision Challenge", "3"),
           ("styles of the 1950s return", "1950"), ("music of the 90s returns", "90"),
           ("FooNet uses 3-dimensional convolutions", "3"), ("a 5-year-old child", "5"),
           # what the glued word names with the number, no count of it (patterns.HYPHENATED_COUNTED_NOT; rules-289)
           ("FooECG reads a 12-lead ECG", "12"), ("on 5-way FooShot episodes", "5"), ("a 4-gram language model", "4"),
           ("FooNet reaches 81.2% 7-class accuracy", "7"), ("a 2-hop question", "2"), ("a 0-th order term", "0"))
def _word_follows(d: Digits) -> bool:
    text, end = d.text, d.end
    if _ordinal_claim(d):
        return False
    glued_unit = ((patterns.GLUED_METRIC.match(text, end) and not d.year)  # "9.31px", but the decade "1950s"
                  or (patterns.GLUED_SECONDS.match(text, end) and ("." in d.number or d.before in "~-")))  # "9.26s"
    return (not d.suffix and not glued_unit and not patterns.THOUSANDS_GROUPED.fullmatch(d.number)
            and not patterns.HYPHENATED_MEASURE.match(text, end)
            and not hyphenated_setting(d.number, text[end : end + 40])
            and not (not d.year and patterns.HYPHENATED_COUNTED.match(text, end)
                     and not patterns.HYPHENATED_COUNTED_NOT.match(text, end))
            and (d.after.isalpha() or d.after in "_-" and end + 1 < len(text) and text[end + 1].isalpha()))


@skip_rule("skip-bracketed-label", "alone in brackets: an enumeration's number or a citation's year",
           ("the parts (2) and (3) are", "2"), ("prior work [2025] shows", "2025"))
def _bracketed_label(d: Digits) -> bool:
    return d.before in "([" and d.after in ")]" and (len(d.number) <= 2 or d.year)


@skip_rule("skip-citation-list", "in a list or range of bare whole numbers in square brackets: references cited",
           ("it beats the best methods [38, 27, 2] by a large margin", "27"),
           ("as detectors from FooNet [11] to BarNet [10, 31] show", "31"), ("as in [4-6], we gain 2.1%", "6"))
def _citation_list(d: Digits) -> bool:
    opening = d.text.rfind("[", max(0, d.start - 30), d.start)
    cited = patterns.CITATION_LIST.match(d.text, opening) if opening >= 0 else None
    return bool(cited) and cited.end() >= d.end


@skip_rule("skip-list-item", "a list item's number: 1) ... 2) ...",
           ("two variants: 1) the first; 2) the second", "1"),
           ("we propose 1) code slicing, 2) a framework", "1"))
def _list_item(d: Digits) -> bool:
    return d.small and d.after == ")" and (_opens_an_item(d.text, d.start)
                                           or _next_item_follows(d.text, d.end, d.number))


@skip_rule("skip-days-of-date", "the days of a date", ("held February 9-22, 2026 online", "9"))
def _days_of_date(d: Digits) -> bool:
    return d.small and bool(patterns.MONTH_DAY_BEFORE.search(d.text, max(0, d.start - 16), d.start))


@skip_rule("skip-iso-date", "a year, month or day of a date written '2026-07-05' or '2026/07/05' (patterns.ISO_DATE)",
           ("On the official leaderboard (accessed 2026-07-05), FooAgent ranks first", "07"),
           ("On the official leaderboard (accessed 2026-07-05), FooAgent ranks first", "05"),
           ("FooBot was trained on posts up to 2024/10/01 and evaluated after", "2024"),
           ("We crawled pages between 2024-01-01 and 2024-06-30.", "30"))
def _iso_date(d: Digits) -> bool:
    return any(found.start() <= d.start < found.end()
               for found in patterns.ISO_DATE.finditer(d.text, max(0, d.start - 8), min(len(d.text), d.end + 8)))


@skip_rule("skip-numbered-item", "an item's number with its point, the item before or after numbered too",
           ("Models: 1. Multi-Layer Perceptron; 2. Random Forest", "1"))
def _numbered(d: Digits) -> bool:
    return d.small and _numbered_item(d.text, d.start, d.end, int(d.number))


@skip_rule("skip-numbered-labels", "numbers 1, 2, 3... in turn right after a plural noun label the things it names"
           " ('for accelerometers 1, 2, 3, and the microphone'), they count nothing",
           ("98.3% and 97.6% for sensors 1, 2, 3, and the FooMic, respectively", "2"),
           ("we study tasks 1 and 2 of BarBench", "1"))
def _numbered_labels(d: Digits) -> bool:
    if not d.small:
        return False
    for run in patterns.LABEL_RUN.finditer(d.text, max(0, d.start - 60), min(len(d.text), d.end + 40)):
        numbers = patterns.DIGIT_RUN.findall(run.group(2))
        if run.start(2) <= d.start < run.end(2) and numbers == [str(i) for i in range(1, len(numbers) + 1)]:
            return True
    return False


@skip_rule("skip-f1-written-apart", "the 1 of the F1 metric written apart",
           ("reaches 91.96 F 1 on the test set", "1"))
def _f1_apart(d: Digits) -> bool:
    return d.number == "1" and bool(patterns.F_APART_BEFORE.search(d.preceding(3)))


@skip_rule("skip-fraction-restating-percent", "a fraction in brackets restating the percentage before it",
           ("solves 6.25% (1/16) of the tasks", "1"), ("solves 6.25% (1/16) of the tasks", "16"))
def _fraction_restating_percent(d: Digits) -> bool:
    opened = patterns.FRACTION_AFTER_PERCENT.search(d.text, max(0, d.start - 16), d.start)
    return bool(opened and (patterns.CLOSING_BRACKET if opened.group("over") else patterns.OVER_NUMBER_CLOSED).match(d.text[d.end :]))


@skip_rule("skip-score-scale", "the scale a score is out of (not '97/100 tasks', '97 out of 100 tasks')",
           ("rated 4.17/5 by the judges", "5"), ("a score of 0.2/1 only", "1"),
           ("FooSum cuts hallucination by 2 out of 5 points", "5"),
           # a scale written with its point ("5.0", "3.0"), after a slash or 'out of' a decimal score
           ("FooLM scored a mean of 1.08/3.0 on BarEval", "3.0"), ("answers rate 4.8/5.0 on average", "5.0"),
           ("scores stay below 1.0 out of 3.0 for all languages", "3.0"))
def _score_scale(d: Digits) -> bool:
    pointed = bool(patterns.SCORE_SCALE.fullmatch(d.number))
    if d.suffix or not (pointed or d.number in patterns.WHOLE_SCORE_SCALES):
        return False
    scored = patterns.DECIMAL_END.search(d.text[max(0, d.start - 12) : d.start - 1]) if d.before == "/" else None
    if scored:  # a scale is no smaller than the score over it ("6.5/5.0 BLEU" is a pair of scores)
        return float(d.number) >= float(scored.group())
    if pointed:
        return bool(patterns.DECIMAL_OUT_OF_BEFORE.search(d.preceding(24)))
    return (bool(patterns.OUT_OF_BEFORE.search(d.preceding(16)))
            and bool(patterns.POINTS_OR_STARS_AFTER.match(d.text[d.end : d.end + 10])))


@skip_rule("skip-rating-scale", "the ends of a rating scale ('on a 1-4 scale', 'a 1-5 Likert scale', 'a grading scale of"
           " 0-5'): how scores are given, not a value",
           ("We grade 90 proofs on a 1-4 scale, and FooSet ones on a 0-7 scale.", "4"),
           ("Judges rate answers on a 1-5 Likert scale; FooNet gets 4.2.", "1"),
           ("the grading scale of 0-5 yields ties", "5"))
def _rating_scale(d: Digits) -> bool:
    if not d.small:
        return False
    around = patterns.RATING_SCALE.finditer(d.text, max(0, d.start - 24), min(len(d.text), d.end + 40))
    return any(d.start in (found.start(group) for group in range(1, 5)) for found in around)


@skip_rule("skip-reference", "a reference to a part of the paper or an identifier, or the rest of a list of them",
           ("as shown in Figure 2, the", "2"), ("see Eq. 3 for", "3"),
           ("available as arXiv:2011.14859 now", "2011.14859"),
           ("full numbers are in Sections 6.4 and 6.7.", "6.7"), ("as shown in Figures 4, 5 and 6.", "6"),
           # a short form too, alone or listed (rules-291)
           ("the output descends from an attested call (Thm. 3.1) and a valid chain", "3.1"),
           ("by Prop. 4 the bound is tight", "4"), ("as Thms. 2 and 3 show", "2"))
# (a part's number never starts with 0: "scores agree (Cor. 0.85)" is a correlation, "(Prop. 0.12)" a proportion)
def _reference(d: Digits) -> bool:
    if d.suffix or d.number.startswith("0"):
        return False
    if patterns.REFERENCE_BEFORE.search(d.text, max(0, d.start - 20), d.start):
        return True
    return bool(patterns.REFERENCE_LIST_BEFORE.search(d.text, max(0, d.start - 60), d.start)
                and patterns.REFERENCE_LIST_END_AFTER.match(d.text, d.end))  # "Sections 6.4 and 6.7." (rules-271)


@skip_rule("skip-citation-year", "a year in a citation", ("as in Smith et al. 2023, the", "2023"),
           ("memory models (Kohonen, 1972) store", "1972"),
           ("three models (FooLM-8B-Instruct, BarLM-7B-Instruct-v0.3, FooLM-8B-Base; data from Smith, 2026) show", "2026"))
def _citation_year(d: Digits) -> bool:
    return d.year and _in_citation(d.text, d.start)


@skip_rule("skip-part-label", "a part's label, even opening a sentence", ("Stage 2 decomposes the task", "2"),
           ("it mimics system 1 thinking", "1"),
           # an experiment's, a tier's or a test set's label (patterns.LABEL_WORDS)
           ("Experiment 1 (960 calls per model) measures recall", "1"), ("from tier 4 onward the gains open", "4"),
           ("a Macro-F1 of 0.879 for test set 1; while test set 2 records 0.807", "2"),
           # a stated result's or a theorem's label
           ("Result 2 (structural negative): the residual scales", "2"), ("Proposition 1 gives the score change", "1"))
def _part_label(d: Digits) -> bool:
    word = _previous_word(d.text, d.start)
    return d.small and (word.lower() in patterns.LABEL_WORDS or word in patterns.CAPITALISED_LABEL_WORDS
                        or bool(patterns.SPLIT_SET_BEFORE.search(d.text, max(0, d.start - 30), d.start)))


@skip_rule("skip-version-after-name", "a version or model size after a name (but 'MPJPE 26.9 mm' is a value, and"
           " so is a number after a metric's name: 'PSNR 32.1', 'MS-SSIM 0.19'; a value with its interval, 'RevPAR"
           " 108.47 (95% CI ...)'; one glued to its unit, 'The 3.5-point gain'; a sum, 'USD 30'; a named statistic's"
           " decimal in brackets, '(Sharpe 4.10, ...)')",
           ("we fine-tune Llama 3 on it", "3"), ("videos from Wan 2.1 look", "2.1"),
           ("a single RTX 5090 suffices", "5090"), ("We release FooSet under CC BY 4.0.", "4.0"),
           ("FooNet runs on Python 3.11 only", "3.11"))
def _version_after_name(d: Digits) -> bool:
    if patterns.INTERVAL_BOUND_BEFORE.search(d.preceding(40)):
        return False  # "95% CI 21.8-27.7": an interval's end (interval-bound-kin), no version of "CI"
    previous, number = _previous_word(d.text, d.start), d.number
    if _value_with_own_sign(d):
        return False  # "(Spearman -0.10 and -0.30)", "chrF +0.8": a value with its own sign, no version
    if patterns.CURRENCY_BEFORE.search(d.text, max(0, d.start - 5), d.start):
        return False  # "costs about USD 30": a sum of money, no version of "USD" (rules-270)
    if patterns.MEASURED_SHAPE.fullmatch(number) and patterns.SPREAD_OR_INTERVAL_AFTER.match(d.text, d.end):
        return False  # "RevPAR 108.47 (95% CI 107.61-109.34)": a value measured with its interval, no version
    if _is_metric_name(previous) or (_capitalised_word(previous) and previous.lower() in patterns.FUNCTION_WORDS):
        return False  # "PSNR 32.1" is a value; so is "With 37.5 BLEU": a capitalised preposition (not "CC BY 4.0") names nothing
    if _decimals_of_a_value(previous, number):
        return False  # "Dice 0.774", "FVD 16.95": a value after its metric's name, no version
    bracket = d.text.rfind("(", 0, d.start)
    statistic = patterns.BRACKETED_STATISTIC_VALUE.match(d.text, bracket) if bracket >= 0 else None
    if statistic and d.start < statistic.end():
        return False  # "(Sharpe 4.10, 88% win rate)": a statistic's value (not "Spearman 1904", a citation; rules-275)
    return (not d.suffix and (_looks_like_name(previous) or (_capitalised_word(previous) and (
            "." in number or (len(number) <= 2 or d.year) and not _starts_sentence(d.text, d.start, previous))))
            and not patterns.UNIT_AFTER.match(d.text, d.end)
            and not patterns.HYPHENATED_MEASURE.match(d.text, d.end))  # "The 3.5-point gain" (rules-269)


@skip_rule("skip-version-list", "a version listed after a name's version ('FooDiffusion 2.1, 3.0, and 3.5', 'BarChat 1.5"
           " and 2.0') is another version of that name, no value",
           ("images from FooDiffusion 2.1, 3.0, and 3.5 are compared", "3.0"),
           ("images from FooDiffusion 2.1, 3.0, and 3.5 are compared", "3.5"),
           ("we compare BarChat 1.5 and 2.0 on QuxSet", "2.0"))
def _version_list(d: Digits) -> bool:
    if d.suffix or not patterns.SHORT_VERSION.fullmatch(d.number):
        return False
    before = d.preceding(16)
    listed = patterns.LISTED_VERSION_BEFORE.search(before)
    if not listed:
        return False
    start = d.start - len(before) + listed.start("number")  # where the version before it starts
    return skipped_by(d.text, start, start + len(listed["number"]), None) in ("skip-version-after-name", "skip-version-list")


@skip_rule("skip-version-word", "a version after the word 'version', or after a name written lowercase with digits"
           " inside ('foo2vec 2.0')",
           ("we use version 1.4 of FooSet", "1.4"), ("a pre-trained foo2vec 2.0 encoder", "2.0"))
def _version_word(d: Digits) -> bool:
    if d.suffix or not (patterns.SHORT_VERSION.fullmatch(d.number) or d.small):
        return False
    previous = _previous_word(d.text, d.start)
    return previous.lower() in patterns.VERSION_WORDS or bool(
        "." in d.number and patterns.DIGITS_INSIDE_WORD.fullmatch(previous))


@skip_rule("skip-dotted-number", "digits with a third dotted part ('modules 2.6.2', 'Section 3.1.4') number a section or"
           " a version, no value",
           ("the summaries of modules 2.6.2 and 2.6.4 were kept", "2.6"))
def _dotted_number(d: Digits) -> bool:
    return "." in d.number and not d.suffix and bool(patterns.DOTTED_PART_AFTER.match(d.text, d.end))


@skip_rule("skip-size-after-version", "a model size written after a name and its version is the name's part"
           " ('FooLM 3.1 70B outperforms', 'FooLM 3.1-70B', as 'FooLM-3.1-70B'); so is a size in billions after a"
           " model's name ('Qwen3 32B', 'BarLM-OSS 120B'; not 'Stage 4B', 'FooText 40B tokens')",
           ("Notably, FooLM 3.1 70B outperforms BarLM", "70"), ("we fine-tune the FooLM 2.5 7B model", "7"),
           ("Using FooChat-Mini and Bar's FooLM 3.1-70B, we assess prompts", "70"),
           ("two models (FooLM-3 8B and BarQwen-2.5 3B) are tuned", "8"),
           # a known family or a word with a digit or a capital inside (patterns.MODEL_NAME_BEFORE_SIZE): "Qwen3-32B"
           ("we fine-tune Qwen3 32B and Mistral 24B on FooSet", "32"), ("we fine-tune Qwen3 32B and Mistral 24B", "24"),
           ("FooPajama 3B's best move accuracy rises", "3"), ("BarLM-OSS 120B was the most efficient", "120"),
           ("Gemma~4 12B improves on FooSet", "12"))
def _size_after_version(d: Digits) -> bool:
    if d.suffix == "B" and patterns.MODEL_NAME_BEFORE_SIZE.search(d.preceding(40)):
        return not patterns.DATA_ITEMS_AFTER_SIZE.match(d.text, d.end + 1)
    return d.suffix in ("B", "M") and bool(patterns.NAME_VERSION_BEFORE.search(d.preceding(40)))


@skip_rule("skip-world-statistic", "a count or share of people, patients or deaths in the world ('Over 43 million"
           " people worldwide', '17.8 million deaths annually'), in a sentence where the work does not act, is"
           " background, no fact about the work",
           ("Over 43 million people worldwide live with FooDisease, yet tools are scarce.", "43"),
           ("BarSyndrome affects approximately 7 percent of children and is rarely diagnosed early.", "7"),
           ("BarCancer is prevalent globally, with approximately 154,000 new cases each year.", "154,000"))
def _world_statistic(d: Digits) -> bool:
    if not patterns.POPULATION_AFTER.match(d.text, d.end):
        return False
    start, end = sentence_bounds(d.text, d.start)
    sentence = d.text[start:end]
    return bool(patterns.WORLD_CUE.search(sentence)) and not patterns.OWN_WORK.search(sentence)


@skip_rule("skip-doi", "a DOI ('10.5281/zenodo.3779901') identifies a paper or an archive, no claim",
           ("Code and data are archived under DOI 10.5281/zenodo.3779901.", "10.5281"))
def _doi(d: Digits) -> bool:
    return bool(patterns.DOI_PREFIX.match(d.text, d.start))


@skip_rule("skip-bracketed-interval", "the decimal bounds in square brackets right after digits that are no number of"
           " their own ('FooNet v2.1 [0.5, 1.0]': a version's) bound nothing a claim states; after a value ('AUC 0.678"
           " [0.419, 0.897]') they are claims of its kind (interval-bound-kin, rules-273)",
           ("FooNet v2.1 [0.5, 1.0] is our release", "0.5"), ("FooNet v2.1 [0.5, 1.0] is our release", "1.0"))
def _bracketed_interval(d: Digits) -> bool:
    opening = d.text.rfind("[", max(0, d.start - 24), d.start)
    if opening < 0:
        return False
    for found in patterns.VALUE_INTERVAL.finditer(d.text, max(0, opening - 8), min(len(d.text), d.end + 24)):
        if found.start() <= opening and d.end <= found.end():
            value = patterns.DIGITS_AT_END.search(d.text, max(0, found.start() - 24), found.start())
            return value is not None and skipped_by(d.text, value.start(), value.end(), None) is not None
    return False


@skip_rule("skip-historic-year", "a year before 1900 in a date or a span of years ('published in 1446',"
           " 'registers (1326-1504)') dates a source, not a result",
           ("FooText is a book published in 1446 that describes", "1446"), ("a corpus of registers (1326-1504); it", "1504"))
def _historic_year(d: Digits) -> bool:
    if d.suffix or not patterns.YEAR_1000S.fullmatch(d.number):
        return False
    text, start, end = d.text, d.start, d.end
    closed = r"\s*(?:[,.;:)\]]|$|\s(?:that|which|when|and|by|AD|BC|CE|BCE)\b)"  # no noun after: not "1024-2048 tokens"
    span = bool(re.match(r"\s*[-–]\s*(?:1\d\d\d|20\d\d)" + closed, text[end : end + 16])
                or patterns.HISTORIC_YEAR_DASH_BEFORE.search(text[max(0, start - 8) : start]) and re.match(closed, text[end:]))
    dated = (d.number < "1900" and bool(patterns.DATED_BY_BEFORE.search(text[max(0, start - 7) : start]))
             and bool(re.match(closed, text[end:])))
    return span or dated


@skip_rule("skip-elided-edition", "a year joined to a name that ends in another year: another edition of that name"
           " ('FooSet 2007 & 2012'), no number",
           ("gains of 2.5% and 2.6% on the FooSet 2007 & 2012 benchmarks", "2012"))
def _elided_edition(d: Digits) -> bool:
    return d.year and not d.suffix and bool(patterns.ELIDED_YEAR_BEFORE.search(d.text, max(0, d.start - 60), d.start))


@skip_rule("skip-date-year", "a year of a date, a span of years, or a year that opens an event's name",
           ("data collected in 2024 shows", "2024"), ("posts from March 3, 2024 onward", "2024"),
           ("Track 3 of the 2025 AI City Challenge", "2025"), ("papers of 2019-2023 were", "2019"),
           ("papers from 2019--2023 were", "2023"), ("Since late 2023, the field grew", "2023"),
           ("using FooSet records for 2022.", "2022"), ("our entry to BarEval's 2025 Task 1 ranks", "2025"))
def _date_year(d: Digits) -> bool:
    text, start, end = d.text, d.start, d.end
    return d.year and not d.suffix and bool(
        patterns.DATE_YEAR_BEFORE.search(text[max(0, start - 20) : start])
        or patterns.MONTH_BEFORE.search(text, max(0, start - 20), start)
        or patterns.EVENT_AFTER.match(text, end)
        or (patterns.THE_BEFORE.search(text[max(0, start - 5) : start]) and patterns.SPACE_CAPITAL_AFTER.match(text[end:]))
        or (text[max(0, start - 4) : start] == "for " and patterns.CLAUSE_END_AFTER.match(text, end))
        or patterns.YEAR_SPAN_AFTER.match(text[end : end + 10]))


def _stated_earlier(d: Digits) -> bool:
    """The digits (a whole count, maybe scaled: '44 million', '8B') stood alone earlier in the text, counting
    things (not '2 points', '2 times', '2%': a value)."""
    earlier = re.compile(r"(?<![\w.,\-/$])\$?" + re.escape(d.number) + r"\$?(?![\w.,/%]|\s?\\%|\s?(?:x|×|\\times)\b)")
    return any(not patterns.UNIT_WORD_AFTER.match(d.text, found.end()) and not patterns.UNIT_AFTER.match(d.text, found.end())
               for found in earlier.finditer(d.text, 0, max(0, d.start - 1)))


@skip_rule("skip-count-restated", "a whole count stated before and named again after 'the', 'these' or 'all' ('all"
           " 50 problems') is the same count, listed once",
           ("FooBench holds 50 hand-written problems; all 50 problems are cross-checked", "50"),
           ("We collect 500 BarMed abstracts. FooBERT, applied to these 500 abstracts, reaches 0.71 F1", "500"),
           ("We test 111 VLMs. We found that 94 of the 111 VLMs fail", "111"))
def _count_restated(d: Digits) -> bool:
    if d.suffix and not patterns.SCALE_SUFFIX.fullmatch(d.suffix.strip()):
        return False
    if "." in d.number or not patterns.SPACE_WORD_AFTER.match(d.text[d.end + len(d.suffix or "") :]):
        return False
    return bool(patterns.RESTATED_COUNT_BEFORE.search(d.text, max(0, d.start - 30), d.start)) and _stated_earlier(d)


@skip_rule("skip-size-or-shape", "a factor of a product: a size or a shape, not a ratio",
           ("images of $512 \\times 512$ pixels", "512"), ("a 3 × 3 kernel", "3"), ("on FooNet $256{\\times}256$ images", "256"))
def _size_or_shape(d: Digits) -> bool:
    return bool(patterns.PRODUCT_AFTER.match(d.text, d.end) or patterns.PRODUCT_BEFORE.search(d.text, max(0, d.start - 12), d.start))


def _is_metric_name(word: str) -> bool:
    """"PSNR", "FID", "MS-SSIM": a metric's name (not a version word such as "V2")."""
    last = word.rsplit("-", 1)[-1]
    return not patterns.VERSION_WORD_START.match(last) and bool(patterns.METRIC_NAME.fullmatch(word) or patterns.METRIC_NAME.fullmatch(last))


def _decimals_of_a_value(previous: str, number: str) -> bool:
    """"Dice 0.774", "(SD 0.20)", "BRISQUE 25.52": two decimals or more, below 1 or after capitals only, are a
    value's (not "Python 3.11", "cuDNN 9.13": a version after a mixed-case name)."""
    return bool(patterns.VALUE_DECIMALS.fullmatch(number)
                or patterns.TWO_DECIMALS.fullmatch(number) and patterns.CAPITALS_WORD.fullmatch(previous))


def _value_with_own_sign(d: Digits) -> bool:
    """A number with its own sign, after a space: a plus sign (not before a tier: 'FooChat +1.5 Pro'), or a minus before
    a fraction below one ('(FooML -0.31 bits)', 'Spearman -0.10'); not 'COVID -19', 'GPT -3.5', 'FooDiffusion -1.5': a
    version written apart, as no version starts with 0 (reviews of session 51)."""
    if d.number[:1] == "+":
        return not patterns.TIER_AFTER.match(d.text, d.end)
    return bool(patterns.SIGNED_FRACTION.match(d.number))


def _previous_word(text: str, start: int) -> str:
    """The word before a number, without an opening bracket or quote ("(Gemini 3 Flash": Gemini)."""
    match = patterns.LAST_WORD_BEFORE.search(text[max(0, start - 40) : start])
    return match.group(1).lstrip("([{\"'“") if match else ""


def _opens_an_item(text: str, start: int) -> bool:
    """"two variants: 1) the first; 2) the second": a list item's number, with no bracket open
    before it in its sentence, at the sentence's start or after : ; , or 'and'."""
    sentence = text[max(0, start - 300) : start]
    sentence = patterns.SENTENCE_STOP.split(sentence)[-1]
    if sentence.count("(") > sentence.count(")"):
        return False
    return bool(patterns.ITEM_OPENER_BEFORE.search(sentence))


def _next_item_follows(text: str, end: int, number: str) -> bool:
    """"we propose 1) code slicing, 2) a framework": the next item's number follows in the same sentence."""
    sentence = patterns.SENTENCE_STOP.split(text[end : end + 300])[0]
    return bool(re.search(rf"(?<![\w.(]){int(number) + 1}\)\s", sentence))


def _numbered_item(text: str, start: int, end: int, number: int) -> bool:
    """"1. Multi-Layer Perceptron; 2. Random Forest; 3. ...": an item's number with its point, where the
    item before or after it is numbered too (not "improves it by 2. The model ...")."""
    if not patterns.POINT_CAPITAL_AFTER.match(text[end : end + 3]):
        return False
    item = r"(?<![\w.]){}\.\s+[A-Z]"
    return bool(re.search(item.format(number + 1), text[end : end + 300])
                or (number > 1 and re.search(item.format(number - 1), text[max(0, start - 300) : start])))


def _in_citation(text: str, start: int) -> bool:
    """[Smith et al., 2025], (Smith, 2024), Smith et al. 2023."""
    before = text[max(0, start - 60) : start]
    opened = max(before.rfind("["), before.rfind("("))
    inside = opened > max(before.rfind("]"), before.rfind(")"))
    if patterns.AUTHOR_BEFORE.search(before) and patterns.CITATION_YEAR_CLOSED.match(text[start : start + 7]):
        return True  # "(...; data from Smith, 2026)": the bracket opened too far back to see
    return bool(patterns.CITATION_OPEN_BEFORE.search(before)) or (inside and (
        "et al" in before[opened:] or bool(patterns.AUTHOR_BEFORE.search(before[opened:]))))


def _is_year(number: str) -> bool:
    return len(number) == 4 and number.isdigit() and number[:2] in ("19", "20")  # not "19.5"


def _starts_sentence(text: str, start: int, previous: str) -> bool:
    """The word before the number opens its sentence ("Across 18 benchmarks"): capitalised as any first word."""
    at = text.rfind(previous, max(0, start - 40), start)
    before = text[:at].rstrip()
    return at <= 0 or not before or before[-1] in ".!?:;\n"


def _capitalised_word(word: str) -> bool:
    """Wan in "Wan 2.1": a capitalised word that is not an ordinary lowercase one."""
    return len(word) >= 2 and word[0].isupper() and word[1:].isalpha() and word[1:].islower()


def _looks_like_name(word: str) -> bool:
    """A name written before a version number has capitals inside or is all caps; a name
    closed by a comma or a possessive ("On FOOSET, 11 models", "SOTA's 0.723") takes none."""
    if word.endswith((",", ";", ":", "'s", "’s")):
        return False
    word = word.strip("(\"'")
    letters = [c for c in word if c.isalpha()]
    return len(letters) >= 2 and any(c.isupper() for c in word[1:])
