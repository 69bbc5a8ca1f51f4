"""The rules, in one place: each decision about a number's kind, a claim's benchmark,
or a name's role is made by a named rule, tried in the order listed here; the first
that applies decides, and its name goes into the record's provenance.

Every rule carries examples (text, the item, the expected decision) that
tests/test_rules.py runs, so a rule's reason is also its test. A rule is general:
how abstracts write results, never a name because some gold set holds it.

Every text pattern of the rules lives in patterns.py, once, each with an example in its comment;
the rules read them as patterns.NAME.

Bump RULES_VERSION on any change to these rules or the code they call (patterns, candidates,
numbers, claims, verify): a cached record built by another version is rebuilt from the
model's cached answer.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import patterns
from .text import sentence_bounds, without_markup
from .lexicon import compact  # noqa: F401  (re-exported: verify, scripts)
from .schema import Kind

if TYPE_CHECKING:
    from .candidates import NumberCandidate

RULES_VERSION = "rules-97"  # lexicon data (extractor/data/*.toml) counts as rules too


def rules_version() -> str:
    """The declared version of the rules that build a record: a cached record (pipeline) or a
    batch memo row (batch_memo) made by another version is made again. Read through this
    function, so a test can stand in another version for both at once."""
    return RULES_VERSION


@dataclass(frozen=True)
class Rule:
    name: str
    decides: str  # "skip", "kind", "benchmark", "role", "veto", "read" (what the model reads)
    why: str
    examples: tuple[tuple[str, str, str], ...] = ()  # (text, item, expected)


def between_dollars(text: str, index: int) -> bool:
    """An odd number of '$' before the index: it stands inside $...$ (a number typeset alone, "$6$", or in math).
    An escaped dollar is money, no math: "costs \\$5--\\$10 per cycle"."""
    return (text.count("$", 0, index) - text.count("\\$", 0, index)) % 2 == 1


@dataclass(frozen=True)
class NumberView:
    """What a kind rule sees: the number and the words around it."""

    text: str
    candidate: NumberCandidate

    @property
    def number(self):
        return self.candidate.number

    @property
    def before(self) -> str:
        """The 80 characters before the number, markup blanked: "by \\emph{29.5}" reads "by 29.5"."""
        return without_markup(self.text[max(0, self.number.start - 80) : self.number.start])

    @property
    def after(self) -> str:
        """The 40 characters after the number; the '$' that closes math the number ends is passed over:
        "$6$-$12$ percentage points", "$4$ TB of text" read on as "12 percentage points", "4 TB of text"."""
        end = self.number.end
        if self.text.startswith("$", end) and between_dollars(self.text, end):
            end += 1
        return self.text[end : end + 40]

    @property
    def percent(self) -> bool:
        """80%, 3 points, or the first number of a range ending in % (10-25%)."""
        return (self.number.unit in ("%", "points") or self.number.raw.endswith("%")
                or bool(patterns.RANGE_TO_PERCENT.match(self.after)))


KindRule = tuple[Rule, Callable[[NumberView], bool], Kind]
KIND_RULES: list[KindRule] = []


def kind_rule(name: str, kind: Kind, why: str, *examples: tuple[str, str]):
    """Register a kind rule; examples are (text, raw of the number)."""
    def register(applies: Callable[[NumberView], bool]) -> Callable[[NumberView], bool]:
        KIND_RULES.append((Rule(name, "kind", why, tuple((t, raw, kind) for t, raw in examples)), applies, kind))
        return applies
    return register


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
    if patterns.APPROX_MACRO_BEFORE.search(d.preceding(8)):
        return False
    return (d.before.isalnum() or d.before in "_^.@"
            or (d.before == ":" and d.text[d.start - 2 : d.start - 1].isdigit())
            or (d.before == "~" and d.start > 1 and d.text[d.start - 2].isalpha()))


@skip_rule("skip-power-or-index", "a power's base or exponent, or an index in braces: math, not a value"
           " ('p < 10^{-8}', '$F_{1}$', a footnote's '$^{2}$')",
           ("significant (p < 10^{-8})", "10"), ("significant (p < 10^{-8})", "8"), ("a best $F_{1}$ of 0.75", "1"),
           ("of FooSet.$^{2}$ We", "2"))
def _power_or_index(d: Digits) -> bool:
    return d.after == "^" or bool(patterns.POWER_OR_INDEX_BEFORE.search(d.preceding(3)))


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
    return d.before in "-/" and any(c.isalpha() for c in glued)


@skip_rule("skip-year-apostrophe", "a year's last two digits after an apostrophe glued to a name: an edition's"
           " part ('BarMT’16', 'FooTrack'17'), no number of its own",
           ("on the BarMT’16 English-to-German task", "16"), ("It ranks first on FooTrack'17.", "17"))
def _year_apostrophe(d: Digits) -> bool:
    return (not d.suffix and len(d.number) == 2 and d.number.isdigit() and d.before in "'’"
            and d.text[d.start - 2 : d.start - 1].isalpha())


@skip_rule("skip-word-follows", "a word glued after it: 3D, 1st, 2-stage (not 54.3AP, 33msec or a 3.1-point gain)",
           ("reconstructs 3D scenes", "3"), ("took the 1st place", "1"), ("a 2-stage pipeline", "2"))
def _word_follows(d: Digits) -> bool:
    text, end = d.text, d.end
    return (not d.suffix and not patterns.GLUED_METRIC.match(text, end) and not patterns.HYPHENATED_MEASURE.match(text, end)
            and not patterns.HYPHENATED_SETTING.match(text, end) and not patterns.HYPHENATED_DATA_COUNT.match(text, end)
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
           ("FooSum cuts hallucination by 2 out of 5 points", "5"))
def _score_scale(d: Digits) -> bool:
    if d.suffix or d.number not in ("1", "5", "10", "100"):
        return False
    return ((d.before == "/" and bool(patterns.DECIMAL_END.search(d.text[max(0, d.start - 12) : d.start - 1])))
            or (bool(patterns.OUT_OF_BEFORE.search(d.preceding(16)))
                and bool(patterns.POINTS_OR_STARS_AFTER.match(d.text[d.end : d.end + 10]))))


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


@skip_rule("skip-reference", "a reference to a part of the paper or an identifier",
           ("as shown in Figure 2, the", "2"), ("see Eq. 3 for", "3"),
           ("available as arXiv:2011.14859 now", "2011.14859"))
def _reference(d: Digits) -> bool:
    return not d.suffix and bool(patterns.REFERENCE_BEFORE.search(d.text, max(0, d.start - 20), d.start))


@skip_rule("skip-citation-year", "a year in a citation", ("as in Smith et al. 2023, the", "2023"),
           ("memory models (Kohonen, 1972) store", "1972"),
           ("three models (FooLM-8B-Instruct, BarLM-7B-Instruct-v0.3, FooLM-8B-Base; data from Smith, 2026) show", "2026"))
def _citation_year(d: Digits) -> bool:
    return d.year and _in_citation(d.text, d.start)


@skip_rule("skip-part-label", "a part's label, even opening a sentence", ("Stage 2 decomposes the task", "2"),
           ("it mimics system 1 thinking", "1"))
def _part_label(d: Digits) -> bool:
    return d.small and _previous_word(d.text, d.start).lower() in patterns.LABEL_WORDS


@skip_rule("skip-version-after-name", "a version or model size after a name (but 'MPJPE 26.9 mm' is a value, and"
           " so is a number after a metric's name: 'PSNR 32.1', 'MS-SSIM 0.19')",
           ("we fine-tune Llama 3 on it", "3"), ("videos from Wan 2.1 look", "2.1"),
           ("a single RTX 5090 suffices", "5090"), ("We release FooSet under CC BY 4.0.", "4.0"))
def _version_after_name(d: Digits) -> bool:
    previous, number = _previous_word(d.text, d.start), d.number
    if _is_metric_name(previous) or (_capitalised_word(previous) and previous.lower() in patterns.FUNCTION_WORDS):
        return False  # "PSNR 32.1" is a value; so is "With 37.5 BLEU": a capitalised preposition (not "CC BY 4.0") names nothing
    return (not d.suffix and (_looks_like_name(previous) or (_capitalised_word(previous) and (
            "." in number or (len(number) <= 2 or d.year) and not _starts_sentence(d.text, d.start, previous))))
            and not patterns.UNIT_AFTER.match(d.text, d.end))


@skip_rule("skip-size-after-version", "a model size written after a name and its version is the name's part"
           " ('FooLM 3.1 70B outperforms', 'FooLM 3.1-70B', as 'FooLM-3.1-70B')",
           ("Notably, FooLM 3.1 70B outperforms BarLM", "70"), ("we fine-tune the FooLM 2.5 7B model", "7"),
           ("Using FooChat-Mini and Bar's FooLM 3.1-70B, we assess prompts", "70"),
           ("two models (FooLM-3 8B and BarQwen-2.5 3B) are tuned", "8"))
def _size_after_version(d: Digits) -> bool:
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


@skip_rule("skip-interval-bound", "an end of a confidence interval ('95% CI = 0.62-0.78') bounds the uncertainty of"
           " the value before it, no claim of its own",
           ("FooNet reaches an AUC of 0.70 (95% CI = 0.62-0.78) on BarSet", "0.62"),
           ("FooNet reaches an AUC of 0.70 (95% CI = 0.62-0.78) on BarSet", "0.78"),
           ("it reaches up to 0.90 AUC (CI95%=0.88-0.92) on BarSet", "0.88"),
           ("the paired difference is 0.8 pp (bootstrap 95% CI $-3.1$ to $+4.7$)", "4.7"))
def _interval_bound(d: Digits) -> bool:
    return bool(patterns.INTERVAL_BOUND_BEFORE.search(d.preceding(40)))


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
    if d.suffix and d.suffix.strip() not in ("K", "k", "M", "B", "million", "billion", "thousand"):
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
    # steps": a condition), nor a test's level ("p-value $\leq 0.01$")
    if patterns.POINT_OR_PERCENT.search(body) and not patterns.P_VALUE_BEFORE.search(text, max(0, opened - 12), opened):
        body = patterns.BOUND_SIGN.sub("", body)
    return bool(patterns.MATH_SYMBOL.search(patterns.TYPESETTING.sub("", body)))


# --- the kind rules, in order -------------------------------------------------------

@kind_rule("ratio-unit-fraction", "ratio",
           "a unit fraction ('just 1/3 the GFLOPs', '~1/7 of FooNet') states a multiplier, 1/N, not two counts",
           ("it needs just 1/3 the GFLOPs of FooNet", "1/3"), ("with 20.5M parameters (~1/7 of BarNet)", "1/7"))
def _unit_fraction(view: NumberView) -> bool:
    return "/" in view.number.raw  # only numbers.UNIT_FRACTION writes a slash into a number


@kind_rule("ratio-multiplier", "ratio", "a multiplier (x, ×, $\\times$), or a range ending in one",
           ("runs 2.5x faster", "2.5x"), ("speedups of 1.4-11.8X", "1.4"), ("10~100$\\times$ faster", "10"),
           ("it is $1.3$--$2.5{\\times}$ faster than FooNet", "1.3"),
           ("FooNet runs $2.5$X faster than BarNet", "2.5$X"))  # the sign after the number typeset alone
def _multiplier(view: NumberView) -> bool:
    return view.number.unit == "x" or bool(patterns.RANGE_TO_RATIO.match(view.after))


@kind_rule("ratio-times", "ratio", "'N times', 'N-fold', 'a factor of N', 'an N storage factor' is a ratio",
           ("a ~2 storage factor", "2"), ("smaller by a factor of 3", "3"),
           ("being 1.6 times faster", "1.6"), ("reducing the cost by up to 25 times", "25"),
           ("up to 4 times less memory", "4"))
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
    raw = view.text[max(0, view.number.start - 40) : view.number.start]
    return view.number.raw[:1] in "-−" and _equals_before(view) and not patterns.CHANGE_SYMBOL.search(raw)


def _equals_before(view: NumberView) -> bool:
    """'=', 'approx' or a colon right before the number, read with markup blanked and as written ('\\approx'
    is markup to without_markup)."""
    raw = view.text[max(0, view.number.start - 80) : view.number.start]
    return bool(patterns.EQUALS_BEFORE.search(view.before) or patterns.EQUALS_BEFORE.search(raw))


@kind_rule("score-signed-value", "score",
           "a plus-signed number that a statistic is said to equal ('partial r = +0.41') is the value it takes, not a"
           " change ('Delta = +2.1' is one)",
           ("FooScore tracks quality on BarSet (partial r = +0.38)", "+0.38"),
           ("the fitted slope is small ($\\beta \\approx +0.07$)", "+0.07"))
def _signed_value(view: NumberView) -> bool:
    raw = view.text[max(0, view.number.start - 40) : view.number.start]
    return (view.number.raw[:1] == "+" and bool(patterns.PLUS_EQUALS_BEFORE.search(raw))
            and not patterns.CHANGE_SYMBOL.search(raw))


@kind_rule("delta-signed", "delta", "a signed number states a change (also what a change is said to equal, signed or"
           " not: 'Delta = -15pp', 'accuracy delta = 0.15%')", ("gains +1.2 points", "+1.2"),
           ("FooChat lowers BarBot's fidelity on German items (Delta = -15pp, p = 0.007)", "-15"),
           ("FooNet matches BarNet on QuxSet (accuracy delta = 0.15%)", "0.15%"),
           ("the two runs barely differ (AUC difference = 0.02)", "0.02"))
def _signed(view: NumberView) -> bool:
    before = view.text[max(0, view.number.start - 40) : view.number.start]
    return view.number.raw[:1] in "+-−" or bool(patterns.CHANGE_SYMBOL.search(before))


@kind_rule("score-statistic-in-math", "score",
           "a decimal that a correlation, a p-value, an R^2 or a kappa equals inside math ('$r = 0.69$') is the"
           " value the statistic takes, a result, as when written without math (not '$p < 0.01$', a level)",
           ("FooScore tracks human ratings on BarSet ($r = 0.69$, $p = 0.003$)", "0.69"),
           ("FooScore tracks human ratings on BarSet ($r = 0.69$, $p = 0.003$)", "0.003"),
           ("the scaling fit is tight ($R^2 = 0.97$)", "0.97"))
# (not "FooKV keeps 91% of accuracy at $r = 0.75$": the ratio a result is read at, _AT_SYMBOL_BEFORE)
def _statistic_in_math(view: NumberView) -> bool:
    return statistic_in_math(view.text, view.number)


def statistic_in_math(text: str, number) -> bool:
    """'$r = 0.69$': an unsigned decimal a statistic equals inside math (score-statistic-in-math,
    benchmark-none-statistic); signed ones are score-negative-value's and score-signed-value's."""
    raw = text[max(0, number.start - 20) : number.start]
    return ("." in number.raw and number.raw[:1] not in "+-−" and between_dollars(text, number.start)
            and bool(patterns.STATISTIC_EQUALS_BEFORE.search(raw)) and not patterns.AT_SYMBOL_BEFORE.search(raw))


def statistic_stated(text: str, number) -> bool:
    """'(p = 0.34)', 'd = 2.78', '$ε^2$= 0.121': a value a test level, test statistic or effect size is said to take, in
    plain text or math (patterns.STATISTIC_STATED_BEFORE; benchmark-none-statistic), not a symbol set to a value a result is
    read at ('at r = 0.75')."""
    raw = text[max(0, number.start - 20) : number.start]
    return bool(patterns.STATISTIC_STATED_BEFORE.search(raw)) and not patterns.AT_SYMBOL_BEFORE.search(raw)


@kind_rule("setting-in-math", "setting",
           "a number inside $...$ is a parameter of the math (a number typeset alone there, '$3.0\\%$', is not math)",
           ("for all $r \\ge 1$", "1"), ("significant ($p < 0.01$)", "0.01"))
def _math(view: NumberView) -> bool:
    return _in_math(view.text, view.number.start)


@kind_rule("setting-at-condition", "setting",
           "a percentage a result holds at: 'at 70% sparsity', 'under 40% label noise', 'with a 75% masking ratio'",
           ("at 70% sparsity, it cuts perplexity by 7.79", "70%"), ("under 40% label noise it still wins", "40%"),
           ("with a 75% masking ratio", "75%"), ("calibrated at a 90 percent risk level", "90"),
           ("keeps its quality even with 10% KV cache budgets", "10%"),
           ("With an 89% token compression ratio, FooVL retains 96.7% of the accuracy", "89%"),
           ("it keeps 5% more accuracy under 50% expert sparsity", "50%"),
           ("the highest true positive rate at a 1% false positive rate", "1%"))
def _at_condition(view: NumberView) -> bool:
    return view.percent and bool(patterns.CONDITION_BEFORE.search(view.before)) and bool(patterns.CONDITION_AFTER.match(view.after))


@kind_rule("setting-threshold", "setting",
           "a significance level or a decision threshold is a condition a result is read under, not a result",
           ("the gain is significant (p<0.001) on FooSet", "0.001"), ("significant, p < 0.05, across runs", "0.05"),
           ("relaxing the IoU threshold from 0.50 to 0.40 recovers mAP", "0.40"),
           ("with a 0.7 similarity threshold", "0.7"), ("reported with 95% confidence intervals", "95%"))
def _threshold(view: NumberView) -> bool:
    return bool(patterns.SIGNIFICANCE_BEFORE.search(view.before) or patterns.THRESHOLD_WORD_BEFORE.search(view.before)
                or patterns.THRESHOLD_AFTER.match(view.after))


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


@kind_rule("setting-data-budget", "setting", "the share of the data a result was trained with is its condition",
           ("it matches full fine-tuning using only 10% of the training data", "10%"),
           ("ImageNet with 1% labeled samples", "1%"), ("80.7% / 84.9% accuracy using only 1% / 10% labeled data", "1%"),
           ("with \\textbf{10-25\\%} training data", "10"), ("with 1k annotations (0.18% of full supervision)", "0.18%"),
           ("85% of fully-supervised performance with just 10% annotation budget", "10%"),
           ("baselines trained with up to 40% of ground-truth annotations", "40%"))
def _data_budget(view: NumberView) -> bool:
    return view.percent and bool(patterns.DATA_BUDGET_AFTER.match(without_markup(view.after)))


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
           ("FooSteer closes the gap while steering only 12% of tokens", "12%"))
def _share_kept(view: NumberView) -> bool:
    return view.percent and bool(patterns.SHARE_KEPT_BEFORE.search(view.before)) and bool(patterns.SHARE_KEPT_AFTER.match(view.after))


@kind_rule("setting-hardware-memory", "setting",
           "the memory of the GPU a run fits in ('a single 24GB GPU', 'an 8GB VRAM limit') is a condition, not a result",
           ("FooQ fine-tunes BarLM within a single 24GB GPU", "24"), ("it runs under an 8GB VRAM limit", "8"))
def _hardware_memory(view: NumberView) -> bool:
    return bool(patterns.HARDWARE_AFTER.match(view.after))


@kind_rule("setting-hyphenated", "setting",
           "a number written into a compound word of shots, bits, seconds, frames or classes ('the 10-shot setting',"
           " 'under 2-bit quantization', '5-frame clips') is the condition a result holds under",
           ("FooDet reaches 31.6 AP in the 10-shot setting", "10"), ("FooQ keeps accuracy under 2-bit quantization", "2"),
           ("an 11-class setting where BarNet reaches 0.81 F1", "11"), ("FooSeg processes 5-frame clips", "5"))
def _hyphenated_setting(view: NumberView) -> bool:
    return view.number.raw.replace(".", "").isdigit() and bool(patterns.HYPHENATED_SETTING.match(view.after))


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


@kind_rule("delta-change-before", "delta",
           "a percentage after 'by' or 'a gain/reduction/drop of', as a change verb's object ('reducing over 99%')"
           " or listed after a change noun and a colon ('improvements: 42.7% for A')",
           ("improves recall by 4.4% and 3.5%", "3.5%"), ("a performance drop of around 10-25%", "10"),
           ("BD-rate reductions of 19.29%, 21.69%, and 18.71%", "18.71%"),
           ("absolute gains of over 10%", "10%"), ("improvements in top-1 accuracy of 3.6% on FooSet", "3.6%"),
           ("an accuracy drop of over 50 - 60%", "60%"),
           ("it can boost accuracy up to 19.82% compared to the next best", "19.82%"),
           ("FooClip outperforms uniform sampling up to 8.1%, 5.6%, and 10.3% on BarSet, QuxSet and BazSet", "10.3%"),
           ("an average increase of at least 7.6% in F1", "7.6%"), ("other tasks show modest gains (3-4%)", "3"),
           ("and is within 0.3% mAP of FooAugment on BarCOCO", "0.3%"),
           ("we uncover accuracy differences of up to 11% due to tokenization", "11%"),
           ("performance improvements ranging from 18% to 365% over baselines", "365%"),
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
           ("FooTok needs fewer tokens, and the reduction is 13.0% at the largest size", "13.0%"))
def _change_before(view: NumberView) -> bool:
    return view.percent and not patterns.FROM_TO_AFTER.match(view.after) and bool(
        patterns.DELTA_BEFORE.search(view.before) or patterns.PERCENT_DELTA_BEFORE.search(view.before))


@kind_rule("delta-change-after", "delta", "a percentage followed by 'improvement', 'reduction', 'higher'...",
           ("a 4.6% accuracy improvement", "4.6%"), ("its error is 30% lower than X", "30%"),
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
           # the unit after the '$' closing the number typeset alone (NumberView.after, numbers.unit_of)
           ("FooRL gives $6$-$12$ percentage point improvements in accuracy over BarPO", "12"))
def _change_after(view: NumberView) -> bool:
    after = view.after
    if ranged := patterns.RANGE_TO_PERCENT.match(after):  # "1.0-1.3% improvement": the range's start is a change too
        after = view.text[view.number.end + ranged.end() : view.number.end + ranged.end() + 40]
    return view.percent and bool(patterns.DELTA_AFTER.match(after))


@kind_rule("delta-saving-after", "delta",
           "a percentage followed (within a few words) by 'saving(s)' or an '-saving' compound is the change a"
           " result saves",
           ("FooNet brings an extra 20%-30% total running time savings", "20%"),
           ("it gives 2.8x acceleration and 60% memory-saving compared to BarNet", "60%"),
           ("FooCodec offers an average 10.1% bitrate saving over BarCodec", "10.1%"))
def _saving_after(view: NumberView) -> bool:
    after = view.after
    if ranged := patterns.RANGE_TO_PERCENT.match(after):  # "20%-30% ... savings": the range's start saves too
        after = view.text[view.number.end + ranged.end() : view.number.end + ranged.end() + 60]
    else:
        after = view.text[view.number.end : view.number.end + 60]
    return view.percent and bool(patterns.SAVING_AFTER.match(after.lstrip("\\%")))


@kind_rule("delta-bracketed-after-verb", "delta",
           "a percentage in brackets after a change verb and its object, hedged ('up to', 'on avg.'), or after a verb"
           " of loss, is the change the verb states (not 'raises accuracy (91.2%)', the value reached)",
           ("FooSplat cuts the number of primitives (up to 30% in our tests)", "30%"),
           ("FooNet improves retrieval (on avg. 7% over other models)", "7%"),
           ("their accuracy degrades substantially (13.9%--85%) as inputs grow", "85%"))
def _bracketed_change(view: NumberView) -> bool:
    return view.percent and not patterns.FROM_TO_AFTER.match(view.after) and bool(patterns.BRACKETED_CHANGE_BEFORE.search(view.before))


@kind_rule("delta-percentage-points", "delta",
           "a value in percentage points ('pp', 'p.p.', 'percentage points') is a difference of two percentages"
           " (not a standard error or an error margin: 'SE 2.6 pp', '+-3 pp')",
           ("the gap between FooLM's languages rises to 19.8 pp on BarQA", "19.8"),
           ("trained on synthetic data alone, FooDet closes within 8 pp of the real-data oracle", "8"),
           ("the compiled FooAgent runs 9.8~pp higher than its prompted twin", "9.8"),
           ("moving to multi-image inputs costs 15--34 percentage points of recall", "34"))
def _percentage_points(view: NumberView) -> bool:
    return bool(patterns.PERCENTAGE_POINTS_AFTER.match(view.after)) and not patterns.SPREAD_BEFORE.search(view.before)


@kind_rule("score-percent", "score", "any other percentage or points value is a measured score",
           ("reaches 91.5% accuracy", "91.5%"),
           # "without ..." after it is a condition, not the change it states (patterns.DELTA_AFTER)
           ("we cut the annotation demands to 50% without performance loss on FooWOZ", "50%"),
           # a number set in bold in math is typeset, not math (patterns.TYPESETTING)
           ("a robust accuracy of ${\\bf 57.9 \\%}$ under the attack", "57.9 \\%"),
           # a bound's sign alone before it in math bounds the value, as in words (patterns.BOUND_SIGN)
           ("FooNet keeps $>95\\%$ accuracy on copy tasks", "95\\%"),
           # a standard error in percentage points is no change (patterns.SPREAD_BEFORE)
           ("FooAgent lifts the hiring rate by 5.9 pp (SE 2.6 pp) over BarAgent", "2.6"))
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
           "any other value after a change verb's 'by' or after 'a gain/reduction of', or before 'a decrease in', or"
           " made one change by its article ('a 17.1 PSNR improvement'), states a change",
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
           ("recipes that close a 2.5--2.9 mIoU segmentation gap on BarSet", "2.9"))
def _change_by(view: NumberView) -> bool:
    if patterns.FROM_TO_AFTER.match(view.after):  # "improvements (e.g., 45.3 vs 26.7 F1)": the values compared
        return False
    if patterns.CHANGE_IN_AFTER.match(view.after):
        return True
    if patterns.ARTICLE_BEFORE.search(view.before) and patterns.CHANGE_NOUN_AFTER.match(view.after):
        return True
    found = patterns.DELTA_BEFORE.search(view.before)
    if not found:
        return False
    if not found.group().lower().startswith("by"):
        return True
    wide = without_markup(view.text[max(0, view.number.start - 200) : view.number.start])  # the verb may stand far
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


@kind_rule("setting-billions", "setting", "a size in billions (7B, 405B) is a model's parameter count",
           ("larger LMs (7B to 405B)", "405B"), ("a 70B reward model", "70B"))
def _billions(view: NumberView) -> bool:
    return view.number.raw.endswith("B")


@kind_rule("score-rate", "score", "tokens, samples or queries per second (or per word) is a measured rate, not a setting",
           ("reaching 124 tokens per second on one GPU", "124"), ("English (1.2 tokens/word)", "1.2"),
           ("decodes 1.5K tokens/s", "1.5K"), ("it runs at 700 frames per second on a phone", "700"))
def _rate(view: NumberView) -> bool:
    return bool(patterns.RATE_AFTER.match(view.after))


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
           " batch size of 256') is a size set for the run, not a count of things",
           ("FooTok yields fewer tokens across vocabulary sizes from 10K to 50K", "50K"),
           ("FooTok yields fewer tokens across vocabulary sizes from 10K to 50K", "10K"),
           ("we train BarNet with a batch size of 256 on FooSet", "256"))
def _named_size(view: NumberView) -> bool:
    return not view.percent and not view.number.unit and bool(patterns.NAMED_SIZE_BEFORE.search(view.before))


@kind_rule("setting-labelled-count", "setting",
           "a number of labelled samples a result was trained with ('FooSet with 400 labeled samples') is its"
           " condition, as a share of labelled data is",
           ("semi-supervised learning on FooSet with 400 labeled samples", "400"),
           ("BarNet reaches 81% using only 50 annotated images", "50"))
def _labelled_count(view: NumberView) -> bool:
    return (not view.percent and bool(patterns.LABELLED_COUNT_BEFORE.search(view.before))
            and bool(patterns.LABELLED_COUNT_AFTER.match(view.after)))


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


@kind_rule("setting-size-in-brackets", "setting",
           "a size in millions or billions alone in brackets right after a model's name ('FooLM Small (124M)"
           " models') is that model's parameter count, a setting, not a count of things",
           ("We pre-train FooLM Small (124M) models on web text", "124M"),
           ("compact variants, such as FooBERT-Tiny-Embed (42M), stay competitive", "42M"))
def _size_in_brackets(view: NumberView) -> bool:
    return (view.number.raw[-1:] in ("M", "B") and bool(patterns.NAMED_BEFORE_BRACKET.search(view.before))
            and view.after.lstrip().startswith(")"))


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
           ("FooSpeech holds 11,000 audio samples (25 hours) with transcripts", "25"))
def _data_hours(view: NumberView) -> bool:
    if patterns.DATA_HOURS_AFTER.match(view.after):
        return True
    return bool(patterns.HOURS_AFTER.match(view.after)) and bool(
        patterns.DATA_WITH_BEFORE.search(view.before) or patterns.DATA_HOLDS_HOURS_BEFORE.search(view.before)
        or patterns.ITEMS_HOURS_BEFORE.search(view.before))


@kind_rule("score-unit", "score", "a number with a unit (FPS, ms, GB) is a measured value",
           ("processes 25 FPS", "25"), ("FooKernel reaches 1020 TOPS on a BarGPU", "1020"),
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


@kind_rule("score-decimal", "score", "a decimal number is a metric's value", ("scores 0.632 on X", "0.632"))
def _decimal(view: NumberView) -> bool:
    return "." in view.number.raw


@kind_rule("score-metric-after", "score",
           "a whole number with a metric's name right after it ('23 BLEU', 'up to 79 F1') is that metric's value,"
           " not a count of things",
           ("FooMT reaches 23 BLEU on the BarMT16 test set", "23"),
           ("a predictive performance of up to 79 F1 with distant supervision", "79"))
def _metric_after(view: NumberView) -> bool:
    return bool(patterns.METRIC_NAME_AFTER.match(view.after))


@kind_rule("count-default", "count", "a whole number with no mark counts things",
           ("1,000 curated video pairs", "1,000"))
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
                "a percentage (or a decimal after a decimal change) listed right after a change, or given as its"
                " example, or listed before one ('13.7%, 12.7%, and 11.9% lower'), is a change too",
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
                 ("gains of macro F1 by 1.5 points for binary classification (Task A) and 4.1 points for the rest", "4.1", "delta"),
                 ("FooLMs lose 11-13% under free-form prompts, and 16-17% across the board", "16", "delta"),
                 ("FooLMs lose 11-13% under free-form prompts, and 16-17% across the board", "17%", "delta"),
                 # a whole number with its metric's name, after a change (rules score-metric-after)
                 ("FooMT outperforms them by more than 4 BLEU and 10 BLEU points respectively", "10", "delta"),
                 # a metric at a cut-off between them keeps the pair (audit31)
                 ("FooNet gives a maximum improvement of 8.87 in R@1 and 14.05 in R@5", "14.05", "delta")))
# "1.71 to 2.16 times", "70-405B parameters", "14--18% fewer tokens": a range's first number, written bare, is of
# the kind its second one is (not "from 793M to 644M", a value and the value it changed to).
RANGE_KIN = Rule("range-kin", "kind",
                 "the bare first number of a range ('A-B', 'A to B', 'A~B', 'ranging from A to B', not 'from A to B')"
                 " has the kind of its second, which carries the unit or the words after it; a percentage ending a"
                 " dash range ('A-B%') whose first number is a change is a change too",
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
                  # and a bare percentage ending a dash range that a change starts is a change
                  ("FooRoute cuts the dollar cost by $69$--$82\\%$", "82\\%", "delta"),
                  ("FooRL lowers the error by $2.1$--$4.8\\%$ on BarSet", "4.8\\%", "delta"),
                  # a dash range right after 'from' is a range still, and 'times' after its end outweighs the
                  # 'more than' its start reads on to (modern18h)
                  ("FooSys cuts the latency from 10--20 minutes to under 6 seconds", "10", "score"),
                  ("FooLMs know 3-5 times more than they act upon", "3", "ratio")))
# "14 and 81 times faster", "2, 3 or 4 times less memory": a bare whole number listed before a ratio that
# carries the word 'times' is a ratio too (not a count), the word serving the whole list (audit33).
RATIO_LIST_KIN = Rule("ratio-list-kin", "kind",
                      "a bare number listed ('A and B', 'A, B or C') right before a number that 'times' or '-fold'"
                      " makes a ratio is a ratio too",
                      (("FooNet is 14 and 81 times faster than BarNet on images and text", "14", "ratio"),
                       ("it needs 3, 5 or 7 times less memory", "3", "ratio")))


def coordinated_with_previous(text: str, previous: NumberCandidate, current: NumberCandidate) -> bool:
    between = without_markup(text[previous.number.end : current.number.start])  # "by $34.3\%$ on X and $76.9\%$"
    if len(re.sub(patterns.SHORT_LABEL, "", between)) <= 40 and patterns.COORDINATED.match(between):
        return True
    first, second = patterns.FIRST_WORD.match(text, previous.number.end), patterns.FIRST_WORD.match(text, current.number.end)
    return (len(between) <= 80 and bool(first and second) and first.group(1).lower() == second.group(1).lower()
            and bool(patterns.COORDINATED_PARALLEL.match(between)))


def listed_before(text: str, current: NumberCandidate, following: NumberCandidate, inside_list: bool) -> bool:
    """"13.7%, 12.7%, and 13.7% lower": `current` is listed before `following`, with 'and', 'or' or '/'
    between them, or only a comma when `following` is itself listed before a change (not "71.2%, 3.5% higher")."""
    between = without_markup(text[current.number.end : following.number.start])
    return bool(patterns.BARE_ITEMS.fullmatch(between)) and (inside_list or bool(patterns.AND_OR_SLASH.search(between)))


# --- benchmark attribution rules (claims.attribute applies them in this order) ----------

BENCHMARK_RULES = [
    Rule("benchmark-none-setting", "benchmark", "a setting (a model size, a context length) is not a result on a benchmark",
         (("On FooBench, models of 7B parameters reach 61.2 points.", "7B", None),)),
    Rule("benchmark-none-statistic", "benchmark",
         "what a correlation or an R^2 equals inside math ('$r = 0.69$'), or a p-value or an effect size equals"
         " plainly too ('p = 0.34', 'd = 2.78'), states how two things relate or how sure a test is, not a result on"
         " a benchmark (as a setting there was none)",
         (("On FooBench, FooScore tracks human ratings ($r = 0.69$, $p = 0.003$).", "0.69", None),
          # written plainly, or as an effect size or test level, it is as much a statistic (modern19f)
          ("On FooBench, FooNet matches BarNet (61.2% vs. 62.0%, p = 0.34).", "0.34", None),
          ("On FooBench it gains 3.1 points. The gain is large (p < 0.001, d = 2.78).", "2.78", None),
          ("It keeps 40% more subjects on FooSet. Effect sizes grow ($\\varepsilon^2$= 0.121).", "0.121", None))),
    Rule("benchmark-none-efficiency", "benchmark",
         "a speed, memory, token or cost figure is about the method's efficiency, not measured on a benchmark (a"
         " speed after 'with' is a condition of another result: 'a mask AP of 40.2 with a two-fold speedup')",
         (("On FooBench it is 6x faster and cuts token usage by 60%.", "60%", None),
          ("Tests on FooBench show it reduces the KV cache size by 87.5% with 2-bit quantization.", "87.5%", None),
          ("It gains 1.4 points on FooNet. Against BarNet, it delivers an additional 37% acceleration.", "37%", None),
          ("On FooNet-1k, pruning cuts MACs by 35% and model size by 36%, speeding up the model by 1.44x.", "35%", None),
          ("On FooNet-1k, pruning cuts MACs by 35% and model size by 36%, speeding up the model by 1.44x.", "1.44x",
           None),
          # a list or a second clause between the figure and 'on X' (patterns.EFFICIENCY_ON_BREAK)
          ("Even with a 14x smaller backbone and no pre-training on the FooBot dataset, it wins.", "14x", None))),
    Rule("benchmark-none-summary", "benchmark",
         "a number followed by examples in brackets ('over 10% (e.g., 10.7% on A and 13.6% on B)') sums up"
         " several benchmarks, not one",
         (("It yields gains of over 10% (e.g., 10.7% on FooSet and 13.6% on BarSet) over baselines.", "10%", None),)),
    Rule("benchmark-generic-named-before", "benchmark",
         "a score or change said to hold 'on standard benchmarks' in a sentence that opens with experiments on one"
         " named benchmark is on that one: the generic place points back to it (not 'on six benchmarks', a count);"
         " 'across 7 tasks' in a sentence opening 'On (the suite) X,' is on the tasks X holds",
         (("Experiments on FooNet40 show that BarCNN reaches 92.4% accuracy on standard benchmarks.", "92.4%",
           "FooNet40"),
          # a count of tasks in a sentence that opens 'On (the suite) X,': the tasks that one benchmark holds
          ("On the reasoning suite FooEval, our model gains up to 13% and on average 4% absolute across 7 tasks.", "4%",
           "FooEval"),
          # vision18: a sentence opening "Extensive experiments on the challenging X benchmark"
          ("Extensive experiments on the challenging QuxDrive benchmark show that FooNet outperforms the state of the"
           " art by around 21% and 27% AP on the tasks of 3D localization and 3D detection.", "27%", "QuxDrive"))),
    Rule("benchmark-none-generic", "benchmark",
         "a score or change said to hold 'on six benchmarks', 'across various tasks' or 'on real-world datasets' is"
         " on no one named benchmark (a list in brackets or after 'such as' names them, 'these datasets' points"
         " back, and a count 'of 100 models across 28 datasets' describes a benchmark), or 'on our in-house dataset'"
         " (one unnamed); a count of benchmarks or"
         " datasets themselves ('across 14 classification benchmarks') is of no one of them, unless the sentence"
         " names the paper's own benchmark",
         (# not two benchmarks, nor a count of them, after "Experiments on" (benchmark-generic-named-before)
          ("Experiments on FooNet40 and BazSet show that BarCNN gains 2.4% on standard benchmarks.", "2.4%", None),
          ("Experiments on FooNet40 show that BarCNN gains 2.4% on six benchmarks.", "2.4%", None),
          ("We test on FooSet and BarSet. It gains 4.1% on image benchmarks and 1.8% on video benchmarks.",
           "4.1%", None),
          ("It reaches 0.93 SR on FooSim, 90.8% average CAR on real-world datasets and 81.6% on a drone.", "90.8%", None),
          # a bracket after the place that holds a number (a gain) names no benchmarks
          ("It reaches 0.93 SR on FooSim (+2.2%), 90.8% average CAR on real-world datasets (+12.1% vs. BarNet), and"
           " 81.6% on a drone.", "90.8%", None),
          ("It gains 7.9% for BarNet across six benchmarks on FooSet.", "7.9%", None),
          ("It helps FooSwag accuracy by 4.3%. The out-of-vocabulary rate is 0.12% on test sets.", "0.12%", None),
          ("Evaluations across 14 zero-shot classification benchmarks show gains of 6.7% on FooNet-1K.", "14", None),
          # modern18g: so is a count of what the work runs or compares (patterns.COUNTED_RUNS_AFTER)
          ("Evaluating 11 methods across 32 configurations on 33 tasks of FooArena L1 required 232.4 hours.", "11",
           None),
          ("Using 111 recordings from the FooVoice database, we evaluated 12 instruction-tuned LLMs.", "12", None),
          ("It gains 5.1% on the public FooSet benchmark and 3.2% on our in-house dataset.", "3.2%", None),
          ("It gains 0.2% on the FooIS data set and a 55% intent accuracy improvement on an internal dataset.", "55%",
           None),
          ("It cuts errors by as much as 87% on diagnostic tasks from the FooSet dataset and 16% on a semantic parsing"
           " task.", "16%", None),
          ("It cuts errors by 87% on FooSet. It cuts perplexity by roughly 1% on small corpora in several languages.",
           "1%", None),
          ("It reaches 95.7% success on FooBench, improves 7-12% on BarBench, and delivers up to 26% absolute gains"
           " on real robots.", "26%", None),
          ("It gains 4.1 points on FooSet and improves success by 18% in real-world deployments.", "18%", None))),
    Rule("benchmark-bracketed-value", "benchmark",
         "a number alone in brackets right after another number ('AP gains of 10.1 (56.4%) on FooSet and 7.4 (31.4%)"
         " on BarSet': the same gain as a percentage) is on that number's benchmark, not on the name nearest it",
         (("It gains 10.1 (56.4%) AP on the FooSet hard split and 7.4 (31.4%) in cross-dataset validation with new"
           " cameras on BarSet.", "31.4%", "BarSet"),
          # the restated number's own kind decides: a score takes the paper's sole benchmark, a change would not
          ("We evaluate FooNet on the FooQA dataset. Results are good. In particular, the largest model rises from"
           " 72.50% to 87.07% (+14.57%).", "+14.57%", "FooQA"),
          # a third, lowercase word in the bracket
          ("It obtains new results, pushing FooQA v1.1 Test F1 to 91.2 (1.4 point absolute improvement) and BarQA"
           " Test F1 to 80.1 (4.1 point absolute improvement).", "1.4", "FooQA v1.1"))),
    Rule("benchmark-bracketed-name", "benchmark",
         "a score followed by a bracket holding one name alone ('71.3% (FooKG) and 89.4% (BarWeb) precision') is on"
         " that name (patterns.SCORE_BRACKET_BEFORE): the bracket says which dataset, not a metric ('(mAP)'), a short"
         " capital acronym ('(EAO)'), a model or a number",
         (("Humans rate its output highly, with up to 71.3% (FooKG) and 89.4% (BarWeb) precision.", "89.4%",
           "BarWeb"),
          ("We propose FooNet. It reaches 56.2% (QuxSet), beating all earlier systems on link prediction.", "56.2%",
           "QuxSet"))),
    Rule("benchmark-in-brackets", "benchmark",
         "a number in brackets right after a benchmark's name ('FooSet (50.3% mIoU), BarSet (55.8%)') is on it",
         (("It sets a new best on FooSet (50.3% mIoU), BarSet (55.8% mIoU) and good results on BazSet.",
           "55.8%", "BarSet"),
          ("It is the best on FooSet (12.1% AP, 24.8% AP50), BarSet (54.9% AP).", "24.8%", "FooSet"),
          # a task word between the name and its bracket (patterns.TASK_WORD_END)
          ("We propose FooNet. It yields gains on FooAnn NER (+2.6 F1), BarPOS tagging (+1.3) and QuxNLI (+0.7).",
           "+1.3", "BarPOS"),
          ("We propose FooNet. It yields gains on FooAnn NER (+2.6 F1), BarPOS tagging (+1.3) and QuxNLI (+0.7).",
           "+0.7", "QuxNLI"),
          # a bracket of up to 60 characters after a list's item leaves the list going (text.LIST_SO_FAR; lb19)
          ("It sets new results on QuxSet (43.8 BLEU and 46.4 BLEU with back-translation) and BarSet (30.1 BLEU).",
           "30.1", "BarSet"),
          # a data noun between the name and its bracket (patterns.DATA_NOUN_END)
          ("It beats the best on the FooSet dataset (ODS F-score of 0.782) and the BarSet dataset (ODS F-score of 0.746).",
           "0.782", "FooSet"),
          # a lowercase word before the task word ("digit recognition"), not the name after the bracket
          ("FooNet reaches the best accuracy on the FooDigits digit recognition (99.4%) and BarSpeech speech"
           " recognition tasks (75.2%).", "99.4%", "FooDigits"))),
    Rule("benchmark-labelled", "benchmark",
         "a number right after a benchmark's name and a colon ('QuxSet: 93.4%, ZapSet: 87.6%') is on that name, not"
         " on the name nearest it (probe34); so are the later numbers of its sentence, up to another name or a"
         " closing bracket",
         (("Results are strong across the board (QuxSet: 93.4%, ZapSet: 87.6%).", "93.4%", "QuxSet"),
          ("Results are strong across the board (QuxSet: 93.4%, ZapSet: 87.6%).", "87.6%", "ZapSet"),
          # the label holds for the later numbers of the sentence's list too
          ("Our parser achieves new state-of-the-art results for single models trained on the FooBank: 93.55 F1"
           " without the use of any external data, and 95.13 F1 when using pre-trained word vectors.", "95.13",
           "FooBank"))),
    Rule("benchmark-respectively", "benchmark",
         "'A%, B% and C% on X, Y and Z, respectively': the n-th number of the list right before 'respectively'"
         " is on the n-th benchmark (names written between the numbers break the list; 'FooDet 2007 and 2012' is two"
         " editions; 'on the two datasets, respectively' points back to the last list of names written before;"
         " a sentence naming no benchmark takes the list of the one before);"
         " 'on X and on Y, respectively a 15 and 5 point gain': the list right after it, on the names before it;"
         " 'recalls of a, b, c and Dice of d, e, f on X, Y and Z, respectively': one list per metric, each in order",
         (# a part's letter and underscores in the names (patterns.VERSION_AFTER; patterns.CANDIDATE_WORD)
          ("It gains 4.2%, 14.3% and 27.1% in MAE on the FooCrowd Part A, FooCrowd Part B and FOO_CC_50 datasets,"
           " respectively.", "14.3%", "FooCrowd Part B"),
          ("reach 19.3%, 21.7%, and 18.7% on FooSet, BarSet, and BazSet, respectively", "21.7%", "BarSet"),
          ("Experiments on FooSet and BarSet give 85.1% mAP / 87.2% rank1 and 91.5% mAP / 96.3% rank1, respectively",
           "91.5%", "BarSet"),
          # one list per metric, each in the names' order (patterns.PLAIN_LIST_GAP)
          ("Tests on five datasets: FooEye, BarEye, BazEye, QuxEye, and ZotEye, yield sensitivity scores of 0.8189,"
           " 0.8499, 0.8640, 0.8634, 0.8096, and Dice coefficients of 0.8070, 0.8072, 0.8181, 0.8649, and 0.7686,"
           " respectively.", "0.8499", "BarEye"),
          ("It gets F1 = 83.4 on FooSet and F1 = 82.7 on BarSet, beating the best by 1.8 and 1.0 F1 respectively.",
           "1.0", "BarSet"),
          ("Experiments on FooQA and BarQA show gains. It obtains 72.1 and 65.3 F1, respectively.", "72.1", "FooQA"),
          # "separately" written for "respectively"
          ("We test on FooMT16, BarMT13 and BazMT16. We obtain 24.1/30.3, 28.1/27.6 and 30.1/27.6 BLEU points"
           " separately.", "28.1", "BarMT13"),
          # "on the two datasets, respectively" points back to the list an earlier sentence names ("from a to b" is a
          # change, two values of one dataset, not a range)
          ("We test on two datasets, FooSet and BarSet. The results are good. BLEU rises from 1.6 to 22.5 and from"
           " 0.6 to 14.1 on the two datasets, respectively.", "0.6", "BarSet"),
          # 'respectively' written before the numbers pairs them with the names before it
          ("Our model achieves 0.74 BLANC F1 on the FooCom corpus and 0.70 F1 on the BarEve corpus, respectively a 15"
           " and 5 percentage point improvement over previous models.", "15", "FooCom"),
          # a count of the datasets after 'respectively' is no generic place (benchmark-none-generic)
          ("Experiments on FooVid and BarVid-10K show gains. The gains are 10.0% and 5.7% respectively on two"
           " datasets.", "5.7%", "BarVid-10K"),
          # a year after a name ending in a year is another edition of it (patterns.ELIDED_YEAR_AFTER)
          ("We obtain 53.6% and 50.3% mAP on the FooDet 2007 and 2012 benchmarks respectively.", "50.3%",
           "FooDet 2012"))),
    Rule("benchmark-parallel-change", "benchmark",
         "a run of numbers ending in a second change ('and by', 'and from') followed by 'on B': the changes before"
         " the last are on the name the sentence put before the run with 'on', not on B",
         (("On FooSet with 40 labels, it cuts the error by a factor of 3 (from 31% to 10%) and by a factor of 2 on"
           " BarSet.", "31%", "FooSet"),
          ("It improves accuracy on FooNet from 71.2% to 75.8% and from 60% to 64% on BarGlot.", "75.8%", "FooNet"))),
    Rule("benchmark-gain-after-score-on", "benchmark",
         "a number in a clause hung on a score's 'on X' ('24.4 BLEU on FooSet, outperforming the best system by 1.1"
         " points and 24.5 BLEU on BarSet', '28.4% on the FooSet benchmark, which is 10% higher') is on X, not on"
         " the name after it",
         (("It achieves 24.4 BLEU on FooSet, outperforming the state of the art by 1.1 points and 24.5 BLEU on"
           " BarSet, outperforming it by 1.2 points.", "1.1", "FooSet"),
          ("It reaches 28.4% on the linear FooSet benchmark, which is 10% (54% relative) higher than earlier systems"
           " while gaining 12% on the BarSet benchmark subset.", "10%", "FooSet"))),
    Rule("benchmark-list-on-after", "benchmark",
         "a list of numbers followed by 'on X' is on X; followed by 'on X and Y' with as many names as numbers,"
         " the n-th number is on the n-th name",
         (("It gets an mAP of 97.4, OF1 of 92.3 on FooSet; an mAP of 92.8 (vs. 92.0 for BazNet), OF1 of 88.2 on"
           " BarSet.", "92.8", "BarSet"),
          ("It achieves 73.1% and 58.7% on FooEval and BarArena with a small model.", "58.7%", "BarArena"),
          ("Experiments on FooQA and BarQA show it reaches 72.1/65.3 EM on FooQA/BarQA.", "65.3", "BarQA"),
          # a metric written with digits is no number between the list and its "on X" (probe34)
          ("FooQA reaches 72.4 EM / 80.9 F1 on BazQA and 68.0 EM / 75.1 F1 on QuxQA.", "68.0", "QuxQA"),
          # 'respectively' in a sentence that names its one benchmark pairs the numbers with something else
          # ('single/seven model'), not with the list of an earlier sentence (benchmark-respectively)
          ("We test on QuxSet and FooNet-1k. We obtain top-5 errors of only 7.84%/6.38% on FooNet-1k validation data"
           " with a single/seven model BarNet, respectively.", "7.84%", "FooNet-1k"),
          # each name of the list with its data noun (patterns.DATA_NOUN_NAMES_NEXT)
          ("It gains 2.5% and 2.6% on the synthetic FooSet-S dataset and the real BarSet dataset.", "2.6%",
           "BarSet"))),
    Rule("benchmark-paired-lists", "benchmark",
         "a list of names and a list of as many numbers in one sentence pair by position ('on A, B, and C,"
         " surpassing the best by 10.1, 7.7, and 3.9 points'), or of as many numbers in one pair of brackets",
         (("Experiments on FooSet, BarSet, and BazSet show it is best, surpassing prior work by 10.1, 7.7, and 3.9"
           " points.", "7.7", "BarSet"),
          # a slashed pair of values pairs with two slashed versions of one name, the name elided ("FooQA v1.1/v2.0":
          # patterns.SLASHED_VERSIONS, patterns.SLASH_BETWEEN_VALUES)
          ("We propose FooNet. On the FooQA v1.1/v2.0 question answering task, it reaches 88.4/77.6 F1 (1.2/1.9"
           " higher).", "77.6", "FooQA v2.0"),
          # 'compared to' ends one list of numbers and opens another (patterns.LIST_BREAK): each pairs with the names
          ("We test on two datasets, FooSet and BarSet, on which our method reaches 63.6% and 64.0%, compared to 54.9%"
           " and 54.4% for the best prior methods.", "54.9%", "FooSet"),
          # one bracketed list for each metric, each as long as the list of names
          ("Results on FooSet, BarQA and BazTree show gains in recall (+18.4%, +34.2%, +39.7%) and precision"
           " (+29.5%, +51.5%, +41.2%).", "+51.5%", "BarQA"),
          # names in brackets after lowercase labels list them too (probe34)
          ("We test on question answering (BazQA) and entailment (QuxNLI), where FooBERT gets 90.2 and 86.7.", "90.2",
           "BazQA"),
          # a 'which' restating the list as gains opens a second list, each pairing with the names (patterns.LIST_BREAK,
          # patterns.NAME_GLOSS)
          ("We propose FooNet. On FooGraph (node) and Bar-Binary (graph) classification benchmarks, we achieve 86.8% and"
           " 84.5% accuracy, which are 5.5% and 2.4% relative improvements.", "2.4%", "Bar-Binary"))),
    Rule("benchmark-named-change", "benchmark",
         "a change written 'X from a to b' or 'X by a' right after a benchmark's name (and its noun or metric: 'the"
         " FooQA benchmark from 53.8% to 56.1% and BarQA benchmark from ...', 'reducing FooQA perplexity by 11.7% and"
         " raising BarQA accuracy by 4.3%') is on that name, where the next name stands nearer or follows behind"
         " 'on' ('on FooQA by 2.1% and on BarQA by 3.5%': so it comes before benchmark-on-after)",
         (("It raises accuracy on the FooQA benchmark from 53.8% to 56.1% and BarQA benchmark from 58.9% to 63.4%.",
           "56.1%", "FooQA"),
          ("It lifts FooQA accuracy from 41.2 to 47.9 and BarQA accuracy from 30.0 to 35.5.", "41.2", "FooQA"),
          ("It helps downstream, cutting FooQA word-level perplexity by 11.7% and BarQA error by 4.3%.", "11.7%",
           "FooQA"),
          # before benchmark-on-after, which would take the next name behind 'on'
          ("FooNet improves the state of the art on FooQA by 2.1% and on BarQA by 3.5%.", "2.1%", "FooQA"))),
    Rule("benchmark-on-after", "benchmark",
         "the benchmark named after the number behind 'on', with no other result between (a condition such as"
         " 'at 230 FPS' may be) and no new clause (', while ...', 'and attained ...', a closing bracket), and not"
         " behind 'trained on' (what a model learned from)",
         (("It gets 77.4% mIoU on FooSet and 74.4% mIoU on BarSet.", "74.4%", "BarSet"),
          # a capital inside a lowercase-led word makes it a name, not words of a generic place (benchmark-none-generic)
          ("Methods drop from 81.5% per-dialog accuracy on original-bFoo dialog tasks to 30.3% on permuted-bFoo dialog"
           " tasks.", "30.3%", "permuted-bFoo"),
          ("It yields 77.4% mIoU at 109 FPS on FooSet and 74.4% mIoU at 230 FPS on BarSet.", "74.4%", "BarSet"),
          # a size word hyphened before the name is part of it (patterns.SIZE_PREFIX)
          ("Metric scaling gives gains up to 14% in accuracy on the mini-FooSet 5-way 5-shot classification task.",
           "14%", "mini-FooSet"),
          ("It reaches 87.0% on the validation set of FooFaces and 50.1% on the test set of BarSet.", "87.0%",
           "FooFaces"),
          ("It improves to 62.1% for FooQA and 65.4% for BarQA.", "65.4%", "BarQA"),
          # "Faster R-CNN" names a detector, not a speed (patterns.NAMED_DETECTOR; benchmark-none-efficiency)
          ("Our FooMem gives a 2.2% improvement over baseline Faster RCNN on the QuxDet dataset.", "2.2%", "QuxDet"),
          # an efficiency figure right before 'on X' is measured on X (patterns.EFFICIENCY_ON_BREAK; not
          # benchmark-none-efficiency)
          ("FooRecon trains 2.3x faster on BarRoom and is more robust on QuxScan.", "2.3x", "BarRoom"),
          ("It converges 12 times faster than BazRM on the FooMath benchmark.", "12", "FooMath"),
          ("Experiments on QuxDet and BarSet show that FooKP improves Faster R-CNN by 4.9% (mAP) on QuxDet.", "4.9%",
           "QuxDet"),
          # a share of the data between the number and its 'on X' is a condition, as a speed is
          ("Experiments on FooTail and BarNLI show that it increases accuracy by 4.7% on FooTail and by 2.8% on a 1%"
           " sub-sample of BarNLI.", "2.8%", "BarNLI"))),
    Rule("benchmark-described", "benchmark",
         "a count right after a named data set and a word that describes what it holds ('FooSet, consisting of"
         " 50,000 images', 'BarBench comprises over 1,000 questions') is of that data set, though another is named"
         " after it in the clause ('... images from the QuxSet dataset'); so is a count in an apposition calling the"
         " name a dataset or benchmark ('FooMath, a ... benchmark with BarOlympiad level difficulty, comprising 50"
         " problems'), past the names that describe its items (patterns.APPOSITIVE_DATA_BETWEEN)",
         (("We build the FooCOCO dataset, consisting of 50,000 synthetic images alongside real images from the"
           " QuxSet dataset.", "50,000", "FooCOCO"),
          # modern18g: a name inside the apposition describes the items, it is not where they are counted
          ("We present FooMath, an advanced mathematical reasoning benchmark with BarOlympiad level or even higher"
           " difficulty, comprising 50 human-crafted problems.", "50", "FooMath"),
          ("We introduce FooV2X, a spatially-aware Question-Rationale-Answer (QRA) benchmark featuring 8,500"
           " triplets.", "8,500", "FooV2X"),
          # (moved from benchmark-same-sentence, which kept them off the names they were drawn from, modern18c)
          ("We introduce FooCoVR, a benchmark that provides 180K triplets drawn from BarGym and BazDive.", "180K",
           "FooCoVR"),
          ("We build FooAI, a dataset of 5,000 synthetic images alongside real images from the BarCOCO dataset.",
           "5,000", "FooAI"),
          ("We release FooBench-Core, comprising 26,311 examples, and FooBench-Edge, with 18,773 examples.", "26,311",
           "FooBench-Core"))),
    Rule("benchmark-none-list", "benchmark",
         "a number whose nearest benchmark in its clause or sentence is one of a list ('on FooSet and BarSet ..."
         " by up to 5.5%') is on all of them, not on the one nearest: it names none (as a list ending the sentence"
         " before does)",
         (("Experiments on FooSet and BarSet show that it improves accuracy by up to 5.5%.", "5.5%", None),
          ("On FooQA, BarQA, and BazQA, the model cuts the error by 2 points.", "2", None),
          # a superscript after a name does not break the list, nor is "1-shot" a value paired with a name (audit33)
          ("Experiments on FooBench-5$^i$ and BarBench-20$^i$ show that the 1-shot mIoU can be 4.2\\% better than the"
           " best baseline.", "4.2\\%", None),
          # a list's last name before "by" is not the change's own (benchmark-named-change)
          ("We improve on benchmarks including FooQA, BarQA, and BazQA by up to +5.5%.", "+5.5%", None),
          # modern19c: a list written after the number, as its place ('across', 'on'), is not its first name's
          ("Compared with the best methods, FooSkill cuts the action count by 8-10% across both FooArena and BarWeb.",
           "10%", None),
          ("FooNet lifts the mean recall by up to 3.4 points across QuxSet, ZapSet and WumSet.", "3.4", None))),
    Rule("benchmark-none-count-before-result", "benchmark",
         "a count in a sentence that names benchmarks only after it, behind a result verb ('achieves', 'reaching',"
         " 'surpassing'), counts what the work used, not the results' benchmark (patterns.RESULT_VERB_BETWEEN; not one the paper"
         " introduces, which its counts describe)",
         (("Trained on only 13M images, FooTok achieves 0.43 rFID on BarNet-1K.", "13M", None),
          ("FooAgent needs only 510 RL steps, achieving 80.6% on BarMath24.", "510", None))),
    Rule("benchmark-none-training-count", "benchmark",
         "a count right after a training verb ('post-trained on just 100 examples', 'fine-tune the model using 2,000"
         " samples', 'training on 256 GPUs') is the size of what a model learned from (or with), not of a benchmark"
         " named near it; unless a name follows it in its clause ('trained on 131k examples from the BarSet dataset')",
         (("We introduce FooBench. FooNet, post-trained on just 100 examples, reaches 61.2% on FooBench.", "100",
           None),
          ("On FooBench, we fine-tune BarLM using 2,000 samples to reach 61.2%.", "2,000", None))),
    Rule("benchmark-same-clause", "benchmark",
         "the benchmark named nearest in the number's clause (not one named as what a model was trained on:"
         " 'models fine-tuned on FooSet reach 33.6% on BarSet' is on BarSet; 'FooSet pre-trained models', 'the"
         " pre-trained FooSet model' too)",
         (("On the BarBench benchmark it scores 61.2, and on the FooQA benchmark it gets 70.1.", "70.1", "FooQA"),
          # items "from" a name are source data only where the sentence builds data (patterns.SOURCE_BUILT_BEFORE): here
          # BarBench's tasks are where the result is measured
          ("We propose FooIR. Compiling hand-written skills to FooIR raised the pass rate from 53% to 67% across 27"
           " agent tasks from BarBench.", "67%", "BarBench"),
          # a frame rate is no efficiency figure, even with 'speed' after it: leaderboards keep it per dataset
          ("It gets 76.3% on the FooVID dataset while maintaining 20fps in speed on one GPU.", "20", "FooVID"),
          # a number restating the one before it in brackets is no item of a list for benchmark-paired-lists
          # (claims._unrestated), which would pair 82.7% with BarNLI
          ("FooNet sets new results on ten tasks, including BarNLI, QuxTail, and eight FooGLUE tasks, pushing the"
           " FooGLUE benchmark to 82.7% (2.2% absolute improvement).", "82.7%", "FooGLUE"),
          ("It reaches the best on the FooSet benchmark at 83.0% mIoU and attained 85.6% mIoU on the BarSet"
           " benchmark.", "83.0%", "FooSet"),
          # "tasks from the FooSet dataset": a generic place with its source named after it
          ("It cuts errors by as much as 87% on diagnostic tasks from the FooSet dataset and 16% on a semantic parsing"
           " task.", "87%", "FooSet"),
          # "FooSet pre-trained models": the data a model was pre-trained on, written before it (claims._trained_on)
          ("We use the FooSet and QuxSet datasets. Our models outperform FooSet pre-trained models with a 5.6 points"
           " gain in the standard setting of 90K iterations on QuxSet.", "5.6", "QuxSet"),
          # a count after a training verb with a name after it in its clause is of that named data (not
          # benchmark-none-training-count)
          ("Post-trained on 131k examples from the BarSet dataset, FooNet reaches 83.1% on QuxBench.", "131k",
           "BarSet"),
          # a name written inside a longer one is not named there (claims._nearest): "FooBench II" is not FooBench
          ("It gets the best score (58.0%) on the FooBench benchmark, and the best score (61.9%) on the FooBench II"
           " benchmark.", "61.9%", "FooBench II"))),
    Rule("benchmark-same-sentence", "benchmark",
         "the benchmark named nearest in the number's sentence, not past a new clause after it (', while ...',"
         " 'and evaluate on ...'), nor"
         " one a model was only trained on ('pretrained with 1.56M samples, FooNet beats BarNet, pretrained on"
         " BazSet')",
         (# "on a humor ranking task" is no unnamed place (benchmark-none-generic) where the sentence names it after
          ("It reaches a distance of 0.887 on a humor ranking task, as good as the best systems of FooEval-2017 Task 6.",
           "0.887", "FooEval-2017 Task 6"),
          ("On BarSet, models fine-tuned on FooSet achieve only 33.6% mAP.", "33.6%", "BarSet"),
          # the benchmark a new one was made from is not where its counts are (claims._derived_from)
          ("We introduce FooBench-X, a multilingual extension of the BarBench benchmark covering 18 languages.", "18",
           "FooBench-X"),
          # modern18c: nor the data its items were drawn from ("drawn from A and B": each of the list), or came "from"
          # in a sentence that builds it (patterns.SOURCE_ITEMS_FROM_BEFORE, patterns.SOURCE_BUILT_BEFORE)
          # (its examples written as an apposition, "FooCoVR, a benchmark that provides 180K triplets drawn from
          # BarGym", are decided by benchmark-described since modern18g, with the same answer)
          ("On BarBench, our model gets a 61.2 score, a new best.", "61.2", "BarBench"),
          # a word of a hyphened compound ("small-parameter LLMs", "token-level") names no efficiency figure
          # (patterns.EFFICIENCY; not benchmark-none-efficiency)
          ("Results on FooBench show accuracy between 0.74 and 0.80 for commercial LLMs, and between 0.41 and 0.68 for"
           " small-parameter LLMs.", "0.41", "FooBench"),
          ("On FooNER, our tagger reaches 85.1% token-level accuracy.", "85.1%", "FooNER"),
          # a latency in ms is no efficiency figure: leaderboards keep it per dataset, like a frame rate
          ("On the FooANN dataset, it serves 5000 queries a second with < 3ms mean latency.", "3", "FooANN"),
          # 'using' opens a condition: the parameters after it are not what 65.4 measures (benchmark-none-efficiency)
          ("On the FooBank corpus, deeper layers improve perplexity from 90.6 to 65.4 using the same number of"
           " parameters.", "65.4", "FooBank"),
          ("Experiments on FooSet show it reaches 65.5% IoU, beating others by 8.4%, while results on BarSet transfer.",
           "8.4%", "FooSet"),
          # "and in BarSet ... task" starts a parallel clause (patterns.PARALLEL_ON)
          ("In the FooNet40 classification task, it achieves an accuracy of 89.1% and in BarNet segmentation task, it"
           " achieves an mIoU of 68.2.", "89.1%", "FooNet40"),
          # a semicolon opening "on BarSet" starts a parallel clause (patterns.PARALLEL_ON)
          ("Experiments on FooSet and BarSet show gains. Against a strong attack, on FooSet, we reach 63.7% versus"
           " 47.2%; on BarSet, we reach 59.1% versus 42.1%.", "47.2%", "FooSet"),
          # not the network pruned, a model (veto-evaluated-model)
          ("On FooSet-1K, pruning removes 37.2% FLOPs on ResNet-50 while beating the original model by 0.22% top-1"
           " accuracy.", "0.22%", "FooSet-1K"),
          # a speed after 'with' is a condition of the result, no efficiency figure (benchmark-none-efficiency)
          ("On FooPose, our model beats prior work by 10.6% in pose estimation with much faster speed.", "10.6%",
           "FooPose"),
          # 'and enhances' opens a new clause as 'and enhanced' does (patterns.NEW_CLAUSE): BarSet is the next clause's
          ("Tested on the QuxSet benchmark of sequential recommendation, FooRec achieves gains of 14.5% in cold-start,"
           " and enhances HR@5 by 18.5% on BarSet.", "14.5%", "QuxSet"))),
    Rule("benchmark-trained-and-tested", "benchmark",
         "a quality score or change in a sentence whose one named data is what a model was plainly trained on ('when"
         " training FooNet-74 on BarSet, ... loses only 2% top-1 accuracy') is on that data (its test split); not"
         " data a model was pre-trained or fine-tuned on",
         (("When training FooNet-74 on the BarSet dataset, we save 90% energy while losing only 2% top-1 accuracy.",
           "2%", "BarSet"),)),
    Rule("benchmark-none-unnamed-place", "benchmark",
         "a number whose sentence names no benchmark but says it is measured on an unnamed one of its own ('on the"
         " flower classification dataset', 'in a pretraining task on ...', 'to new, unseen datasets', 'on a real welding problem') is on no benchmark: the rules after it"
         " (the sentence before, the paper's one benchmark) would carry over a name the sentence turned away from",
         (("Tests on FooNet-1k give 80.4% accuracy. On the bird classification dataset, our model loses only 0.5%.",
           "0.5%", None),
          ("GAPT cuts loss by 4.8% on FooWeb. It improves generalization by 35% in a pretraining task on arithmetic.",
           "35%", None),
          # 'to a ... dataset' too ('applied to a noisy dataset'), not 'to the' ('close to the original dataset')
          ("Tests on FooNet-1k and the BarSet dataset give gains. When applied to a noisy dataset, it improves over"
           " the best methods by 14%.", "14%", None),
          # plural too: tasks other than those of the sentence before
          ("It reaches 27.4 BLEU on FooBank-15 for graph-to-text. On the syntax-based translation tasks, it reaches"
           " 21.3 BLEU.", "21.3", None),
          ("Tests on FooSet show gains of 2-35%. FooNet adapts well to new, unseen datasets in zero-shot mode, reaching"
           " an accuracy of 80%.", "80%", None),
          # the paper's own data set apart by a word ('in-domain', 'in-house'), not the test split of the one named before
          ("Experiments on the BarSet dataset set a new best. FooNet also cuts the error rate on our out-of-domain"
           " test set to 6.3% from 8.2%.", "6.3%", None),
          # a problem of its own after an indefinite article ('on a real welding problem')
          ("Tests on FooSet give gains of 3-4%. We also show results on a real welding problem, where we raise the"
           " accuracy of a tree model by roughly 13%.", "13%", None),
          # real data of its own ('on real data from a field station'), set apart from the named (often synthetic) one
          ("The study employs the BarSet data set. Finally, a recognition rate of 88.3% was attained on real data"
           " from a written exam.", "88.3%", None),
          # a set described by how it was made ('On the manually annotated set'), not a split of the named one
          ("We evaluate FooLM on the BarSet dataset. On the manually annotated set, FooLM achieved the top macro-F1"
           " (0.82).", "0.82", None))),
    Rule("benchmark-none-human-study", "benchmark",
         "a number whose sentence names no benchmark but opens with a study of people's judgments ('The user"
         " study found', 'Human evaluations validate', 'In a writer study (n = 12 ...)', 'In a study with 94"
         " participants') is on no benchmark: its ratings, preferences and counts of people are of that study, not of"
         " the sentence before nor of the paper's one benchmark (not a study named later or aside: 'reaches 29.3 BLEU"
         " and the highest human evaluation scores', 'Our experiments, including a human study, show')",
         (("We introduce FooBench, a benchmark of 900 puzzles. In a user study with 40 participants, BarNet is"
           " preferred 71% of the time.", "71%", None),
          ("We introduce FooBench, a benchmark of 900 puzzles. In a study with 40 participants, BarNet is preferred"
           " most often.", "40", None),
          ("We run experiments on FooSet. The tagger is small. The human evaluation found a 3.0% rate of critical"
           " errors.", "3.0%", None),
          ("FooNet reaches 81.2% on BarSet. Human ratings confirm its outputs, with an agreement of 0.78.", "0.78",
           None))),
    Rule("benchmark-this-dataset", "benchmark",
         "a count in a sentence that opens 'The/This dataset (benchmark, corpus) contains' and names no benchmark"
         " is of the dataset named first in the sentence before, the one it refers back to (rules-85)",
         (("We build FooSet, a dataset made with the BarSim simulator. This dataset contains over 90K frames.",
           "90K", "FooSet"),
          ("We also test on BazQA. We introduce FooSet, a dataset for robots. The dataset includes 4,321 images.",
           "4,321", "FooSet"))),
    Rule("benchmark-former-latter", "benchmark",
         "a number after 'the former' or 'the latter' in its clause is on the first or the last of the names the"
         " sentence before lists",
         (("FooNet is tested on FooSet and BarSet. On the former it reaches 55.3 mIoU, on the latter 48.2 mIoU.",
           "48.2", "BarSet"),
          ("FooNet is tested on FooSet and BarSet. On the former it reaches 55.3 mIoU, on the latter 48.2 mIoU.",
           "55.3", "FooSet"))),
    Rule("benchmark-previous-list", "benchmark",
         "a list of scores or changes in a sentence naming no benchmark, as long as the list of names that the"
         " sentence before (or the one before it, past a sentence with no name and no number) is ('We evaluate on A and B. Our model achieves 92.1% and 85.3% accuracy.'), pairs with"
         " those names by position, as with 'respectively' (probe34)",
         (("We evaluate on QuxSet and ZapSet. Our model achieves 92.1% and 85.3% accuracy.", "85.3%", "ZapSet"),
          ("Experiments are run on QuxSet, ZapSet and WumSet. FooNet gets 71.2, 65.4 and 80.1 F1.", "71.2", "QuxSet"),
          # a bare number takes the unit written after the list's last ("2 and 1 points")
          ("It reaches 82.3% and 79.8% on the QuxSet and ZapSet datasets. These are about 2 and 1 points performance"
           " gain over the best models for the datasets.", "2", "QuxSet"),
          # a remark with no name and no number may stand between the list and the numbers
          ("We evaluate FooRel on two public datasets: QuxSet and ZapSet. Results show that FooRel keeps a high"
           " precision. Also, FooRel beats previous work by 3.2% and 5.8%.", "5.8%", "ZapSet"))),
    Rule("benchmark-previous-sentence", "benchmark",
         "a score or change in a sentence naming no benchmark is on the one named last in the sentence before"
         " (not a frame rate: 'Running at 35 FPS on an RTX 3090' is measured on hardware; nor when that name ends"
         " a list: 'on FooSet, BarSet and BazSet. It gains 4%.' is on all of them, not on BazSet; nor when it gives results"
         " on two or more, however written: '98.0% on QuxSet, while on the private BarSet 98.7%')",
         (("We run experiments on FooSet. Our model reaches 61.2 there.", "61.2", "FooSet"),
          ("We train on FooSet. Tests on BarSet follow. Our model reaches 61.2 there.", "61.2", "BarSet"),
          # modern18c: not the data a new benchmark was grounded in or drawn from (claims._derived_from)
          ("We introduce FooEHR-Bench, a benchmark grounded in the BarMIMIC database. The best agent reaches 39.9%"
           " success.", "39.9%", "FooEHR-Bench"),
          # not the data a model was trained on there (patterns.TRAINED_ON_BEFORE)
          ("We test on the QuxSet dataset, after our best method trains FooBERT on the BarSet dataset. It reaches"
           " 80.4% accuracy.", "80.4%", "QuxSet"),
          # "the official test dataset" is the split of the one named before, no unnamed place of its own
          ("We fine-tune on the FooScript dataset. Our system reaches 84.2% accuracy on the official test dataset.",
           "84.2%", "FooScript"),
          # how often, no running time (patterns.SHARE_OF_TIME_AFTER; not benchmark-none-efficiency)
          ("We evaluate on the QuxLit dataset. BarLM identifies authors 69% of the time in translated excerpts.",
           "69%", "QuxLit"))),
    Rule("benchmark-introduced", "benchmark",
         "a paper that introduces its one benchmark (its short name and its spelled-out one written side by side are"
         " one: 'FooBench, the Foo Reasoning Benchmark'): numbers in sentences naming none are about it, once it has been"
         " named (a score or change stated before: 'Our labeler reaches 95.2% accuracy. With it we build FooBench' is"
         " of the method that builds it; nor where experiments span several datasets: 'Experiments on three"
         " benchmark datasets ...')",
         (("We introduce FooBench, a benchmark of tasks. It has 1,500 questions.", "1,500", "FooBench"),
          # the benchmark it was made from is no second one (claims._evaluated, claims._derived_from)
          ("We introduce FooBench-X, an extension of the BarBench benchmark to new languages. Models are weak. The best"
           " model reaches only 41.5%.", "41.5%", "FooBench-X"),
          # modern18c: nor the data the new benchmark's items came from (claims._derived_from)
          ("We build FooAI, a dataset of 5,000 synthetic images alongside real images from the BarCOCO dataset. The"
           " best detector reaches an F1 of 0.83.", "0.83", "FooAI"),
          # the data a model was only trained on is no second benchmark (claims._evaluated)
          ("We build a reading dataset, FooQ, of such questions. Our best method trains BarBERT on the QuxNLI dataset"
           " first. It achieves 80.4% accuracy.", "80.4%", "FooQ"),
          ("We introduce FooBench, a benchmark of tasks. It is hard for models. The best model scores only 41.5%.",
           "41.5%", "FooBench"),
          # a short name and its spelled-out one, written side by side, are one benchmark (claims._one_benchmark)
          ("We present FooBench, the Foo Reasoning Benchmark, with 2,000 puzzles. Models are weak. The best model"
           " reaches 61.2% accuracy, far below humans at 92.5%.", "92.5%", "FooBench"),
          # a short name in brackets right after the spelled-out one, its capitals spelling no initials
          ("We propose a new dataset, Multimodal Foo Detection Dataset (MUFoBAR), built from shows. MUFoBAR has"
           " clips. Each clip comes with its context. Our results show that audio reduces the error rate by up to 12.9% in F-score.", "12.9%",
           "MUFoBAR"))),
    Rule("benchmark-sole", "benchmark",
         "a score (or a change of accuracy, error, F1, mAP ...) in a paper that evaluates on one benchmark only (not its"
         " own; named short and spelled out, it is"
         " one: 'the Foo Question Answering dataset (FooQA)') is on that benchmark, once the"
         " benchmark has been named: a score stated before its first mention ('On a large corpus we reach 76.7%."
         " A transfer test on FooSet is harder.') is on some other, unnamed data",
         (("We run experiments on FooSet. The tagger is small. It reaches 82.6% accuracy.", "82.6%", "FooSet"),
          # "on the event extraction task" is the paper's task, done on the one benchmark (no unnamed place of its own)
          ("Experiments on the FooEvent dataset show gains. Our data generation helps too. It obtains new best results"
           " on the event extraction task, pushing the F1 score of trigger classification to 81.1%.", "81.1%",
           "FooEvent"),
          ("We run experiments on the Foo Question Answering dataset (FooQA). The tagger is small. It reaches 82.6%"
           " accuracy.", "82.6%", "FooQA"),
          # a change of a quality metric too (patterns.QUALITY_METRIC), not of anything else
          ("We run experiments on FooSet. The tagger is small. Searched for other sizes, FooNets achieve 1.5% to 6.4%"
           " higher accuracy than BarNet.", "6.4%", "FooSet"),
          # the data a model was only trained on is no second benchmark (claims._evaluated)
          ("We use a tagger trained on FooTalks. We run experiments on BarSet. The tagger is small. It reaches 82.6%"
           " accuracy.", "82.6%", "BarSet"))),
    Rule("benchmark-none", "benchmark", "no benchmark named in the sentence, and no sole introduced one",
         (("On a large corpus we reach 76.7% accuracy. A cross-corpus test on FooSet is harder.", "76.7%", None),
          # the sentence before gives results on two benchmarks: the next one's are on neither alone
          ("FooNet reaches 98.0% on QuxSet, while on the private BarSet it reaches 98.7%. Per-task rates reach 97.3%"
           " for planning.", "97.3%", None),
          # a range written with LaTeX's "--" is one value, no list to pair with the names before (ONE_VALUE_GAP)
          ("Evaluations on QuxSet and ZapSet show gains. On average, FooMem improves accuracy by 7.5--10.1%.", "7.5", None),
          # the one benchmark is only the data a model was trained on (patterns.TRAINED_ON_BEFORE): not where it is measured
          ("We tag audio with a recognizer trained on FooTalks. With our tagger we still reach a 0.81 F1.", "0.81",
           None),
          ("Pretrained with merely 1.56M samples, our model beats BarNet, pretrained on the private BazSet dataset.",
           "1.56M", None),
          ("We run experiments on FooSet and BarSet. Our model gains up to 40.4% there.", "40.4%", None),
          # 'respectively' pairs the values with the models compared against, not with the names of the sentence before
          # (patterns.COMPARED_LIST_BEFORE; benchmark-respectively, benchmark-previous-list)
          ("We run experiments on FooSet and BarSet. Our model gains 19% and 71% when compared to FooNet and BarNet"
           " respectively.", "19%", None),
          # the names of a later enumerated item are not the number's (patterns.ENUMERATION_MARK; benchmark-same-sentence,
          # benchmark-paired-lists)
          ("We test on the FooSet and BarSet benchmarks. We find that (1) our bounds are tight; (2) our bounds are close"
           " (the gap is within 35% and usually around 10%; sometimes better) for larger networks; (3) it solves large"
           " FooSet and BarSet networks in seconds.", "10%", None),
          # the paper's one own dataset is not where results stand when its experiments span several datasets
          ("We build FooTree102, a dataset of 102 tree species. Experiments on three benchmark datasets show gains."
           " Notably, BarNet improves accuracy by 6.42%.", "6.42%", None),
          # "and evaluate on" opens a new clause: the count is of the training data, not of the benchmarks
          ("We train on 5K synthetic Foo sequences and evaluate on two real benchmarks, BarStudio and BazYCB.", "5K",
           None),
          # what a model was trained on, however it is qualified ("exclusively", "the 4-class"), is not where it is measured
          ("We propose FooNet. FooNet, trained exclusively on the 4-class BarGAN dataset, beats the best methods by"
           " 10.6%.", "10.6%", None),
          ("FooNet, trained solely on the large BarSet corpus, beats prior detectors by 9.5%.", "9.5%", None),
          # a result stated before the paper's one benchmark is first named is not on it (benchmark-introduced)
          ("Our labeling framework reaches 95.2% accuracy with little human effort. Using it, we build FooBench, a"
           " benchmark of 500 queries.", "95.2%", None),
          # a change of no quality metric in a paper with one benchmark is not on it (benchmark-sole)
          ("We run experiments on FooSet. The tagger is small. Our method improves model consistency by 7%.", "7%",
           None))),
]


# --- subject: what achieves a number (claims._subject) ---------------------------------

SUBJECT_NOT_THE_BENCHMARK = Rule(
    "subject-not-the-benchmark", "subject",
    "a score, change or ratio measured on the paper's own benchmark ('enhances performance on FooBench by over 50%')"
    " is achieved by its method, not by the benchmark: the nearest own method in the sentence, else the paper's one"
    " method (not when the sentence reports others: 'the best-performing model achieving'), else none (a count of"
    " the benchmark's own items keeps it: 'FooBench spans 14 languages')",
    (("We introduce FooNet and build FooBench, a new benchmark. FooNet improves accuracy on FooBench by over 50%.",
      "50%", "FooNet"),
     ("We propose FooNet. We also introduce FooBench, a benchmark. Experiments on FooBench show that our method"
      " beats the best baseline by 16.9% AP.", "16.9%", "FooNet"),
     ("We release FooSet, a dataset of 4,021 videos. Models trained on BarSet reach 33.6% mAP, compared to 83.8%"
      " when trained in-domain on FooSet.", "83.8%", None),
     ("We propose FooNet. We introduce FooBench, a benchmark. Experiments on four benchmarks, including FooBench,"
      " show that our method achieves up to a 19.2 point gain in BarScore.", "19.2", "FooNet"),
     ("We introduce FooBench, a benchmark. We test 7 models on FooBench, the best-performing model achieving only"
      " 46.8%. We then propose FooNet.", "46.8%", None)))

SUBJECT_SAME_SENTENCE = Rule(
    "subject-same-sentence", "subject",
    "a result's subject is the paper's name nearest the number in its own clause, else in its sentence: a name in"
    " the next clause ('..., while FooNet-T delivers') is another result's, though nearer",
    (("We propose FooNet-S and FooNet-T. Notably, FooNet-S accelerates prefilling by 5x at a long context, while"
      " FooNet-T delivers stable 25 FPS.", "5x", "FooNet-S"),
     ("We propose FooNet-S and FooNet-T. Notably, FooNet-S accelerates prefilling by 5x at a long context, while"
      " FooNet-T delivers stable 25 FPS.", "25", "FooNet-T")))
SUBJECT_SOLE_METHOD = Rule(
    "subject-sole-method", "subject",
    "a score, change or ratio in a sentence naming no introduced name is the paper's one method's (its named parts"
    " aside), once the method has been named: a finding stated before it ('Empirically, subsets capture 80% overlapping signals. We propose"
    " FooNet.') is about prior work",
    (("We propose FooNet, a tagger. It improves recall by 4.4% on BarSet.", "4.4%", "FooNet"),
     ("Empirically, distilled subsets capture 80% overlapping signals. We propose FooNet to fix this.", "80%", None),
     # the method's named parts, named after it, are no second method ("modules such as A and B")
     ("We propose FooNet, a tagger. It has two modules such as Bar Gating and Baz Pooling. It improves recall by"
      " 4.4% on QuxSet.", "4.4%", "FooNet"),
     # the models the paper evaluates act in the sentence: their result, not the method's
     ("We propose FooProbe, a probing tool. Tested models often fail the probe, with accuracy dropping by 40%.", "40%",
      None)))

SUBJECT_NAMED_MODEL = Rule(
    "subject-named-model", "subject",
    "a model written as a name that opens the number's clause as the subject of its result verb ('a BarNet-Base CNN"
    " trained on this data achieves 0.96 F1') is what achieves it, when the sentence names none of the paper's own"
    " methods (not 'BarLM with FooTune achieves', the method applied to it)",
    (("We propose FooSet, a corpus. A BarNet-Base CNN trained on this data achieves 0.96 F1 on the test split.", "0.96",
      "BarNet-Base"),
     ("We propose FooTune. BarLM-7B with FooTune achieves 61.2% on BazQA.", "61.2%", "FooTune"),
     # the value in brackets after the result words, and "with X scoring highest at"
     ("We compare five detectors. On our split, Bar-DETR achieves state-of-the-art results (0.712 mAP).", "0.712",
      "Bar-DETR"),
     ("We introduce FooBench. All models struggle, with BarLM-mini scoring highest at 40.2%.", "40.2%", "BarLM-mini"),
     # a named model described, then its result in a participle or "with" phrase
     ("We build a two-model pipeline. Results show that BarVid-2 is strong in temporal reasoning, achieving a CIDEr"
      " score of 1.10, while Qux-VL excels in visual understanding with a top-1 accuracy of 60.8%.", "1.10", "BarVid-2"),
     ("We build a two-model pipeline. Results show that BarVid-2 is strong in temporal reasoning, achieving a CIDEr"
      " score of 1.10, while Qux-VL excels in visual understanding with a top-1 accuracy of 60.8%.", "60.8%", "Qux-VL")))
SUBJECT_COMPARED = Rule(
    "subject-compared-baseline", "subject",
    "a value given for what the method is compared against is that model's, not the method's: alone in brackets"
    " after it ('outperforming the previous best (10.4)', 'than BarNet (35.2%)'), or after 'compared to X, which"
    " achieves', or after 'the best model, X, achieving'; the subject is X when X is written as a name, else none",
    (("We propose FooNet. It beats the previous best (10.4) on BarSet.", "10.4", None),
     ("We propose FooNet. It reaches 38.2%, beating the Bar Agent baseline (35.3%) by 2.9 points.", "35.3%",
      "Bar Agent"),
     ("We propose FooNet. FooNet reaches 71.3%, 3% better than BarNet (68.2%) on BazSet.", "68.2%", "BarNet"),
     ("We propose FooNet. FooNet reaches 0.62, 2% higher than Bar-4.1 (0.61).", "0.61", "Bar-4.1"),
     ("We propose FooNet. Compared to the fully-supervised BarNet-XL, which achieves 84.1% top-1 accuracy, FooNet"
      " needs less data.", "84.1%", "BarNet-XL"),
     ("We introduce FooBench. We test 7 models, the best model, BarLM, achieving only 46.8% on FooBench.", "46.8%",
      "BarLM"),
     ("We compare detectors. Bar-DETR leads (0.75 mAP), closely followed by BazYOLO-X (0.72).", "0.72", "BazYOLO-X")))

SUBJECT_HUMAN_REFERENCE = Rule(
    "subject-human-reference", "subject",
    "a value given for humans ('versus 87.6% for humans', 'compared to human accuracy (98.3%)', 'while humans reach"
    " 92%') is the human reference's: its subject is the humans as written, not a model and not the paper's method",
    (("We introduce FooBench. BarLM-72B achieves 54.1% accuracy versus 87.6% for humans.", "87.6%", "humans"),
     ("We introduce FooBench. We test 18 models and find a large gap to human accuracy (98.3%).", "98.3%", "human"),
     ("We propose FooNet. FooNet reaches 71.2% on BarQA, while humans reach 92.4%.", "92.4%", "humans")))

SUBJECT_MODEL_SIZE = Rule(
    "subject-model-size", "subject",
    "a size alone in brackets right after a model written as a name ('BarLM Small (124M)', 'Baz Embed 2.0 (568M"
    " parameters)') is that model's size, not the paper's method's (unless the name is the paper's own)",
    (("We propose FooTune. We pre-train BarLM Small (85M) models on QuxSet.", "85M", "BarLM Small"),
     ("We propose FooNet. FooNet beats Baz Embed 2.0 (568M parameters) on QuxSet.", "568M", "Baz Embed 2.0"),
     ("We propose FooNet. Prior methods fail for medium-sized LMs (7B parameters).", "7B", None)))

SUBJECT_ERROR_SHARE = Rule(
    "subject-error-share", "subject",
    "a share of the failures an error analysis finds ('around 70% of failures stem from misalignment') is no"
    " method's result: no subject",
    (("We propose FooNet. An error analysis shows that around 70% of failures stem from misaligned inputs.", "70%",
      None),))

SUBJECT_COMPARED_MARGIN = Rule(
    "subject-compared-margin", "subject",
    "a value alone in brackets after the margin by which the method beats a model ('outperforming BarNet by 3%"
    " (29.67%)') is that model's: its name when written as one, else none",
    (("We propose FooNet. FooNet reaches 32.5% F1, outperforming BarNet by 3% (29.6%).", "29.6%", "BarNet"),
     ("We propose FooNet. FooNet reaches 32.5% F1, beating the prior best by 2.1 points (30.4).", "30.4", None)))

SUBJECT_COMPARED_NEXT = Rule(
    "subject-compared-next", "subject",
    "in a list of compared models each with its value alone in brackets ('outperforming BarLM (0.75), Baz 2.5 Pro"
    " (0.67) and Qux-4 (0.62)'), each value is its own model's, not only the first",
    (("We propose FooNet. FooNet scores 0.82, outperforming models such as BarLM (0.75), Baz 2.5 Pro (0.67) and"
      " Qux 4.5 (0.62).", "0.67", "Baz 2.5 Pro"),
     ("We propose FooNet. FooNet scores 0.82, outperforming models such as BarLM (0.75), Baz 2.5 Pro (0.67) and"
      " Qux 4.5 (0.62).", "0.62", "Qux 4.5"),
     ("We propose FooNet. FooNet reaches 32.5% F1, outperforming BarNet by 3% (29.6%) and Qux by 2% (30.3%).", "30.3%",
      "Qux")))

SUBJECT_COMPARED_OWNER = Rule(
    "subject-compared-owner", "subject",
    "a value written after the possessive of what the method is compared against ('F1=0.784 compared to prior"
    " SOTA's 0.723', 'than BarNet's 61.2%') is that one's: its name when written as one, else none",
    (("We propose FooNet. FooNet reaches F1=0.784 compared to prior SOTA's 0.723.", "0.723", None),
     ("We propose FooNet. FooNet reaches 71.2%, higher than BarNet-L's 65.3% on QuxSet.", "65.3%", "BarNet-L")))

SUBJECT_MAIN_METHOD = Rule(
    "subject-main-method", "subject",
    "a result whose sentence names none of the paper's own names but says 'our method', 'our approach', 'the proposed"
    " framework' is the paper's main method's, when it introduces several names (a task, a metric, a module) and"
    " exactly one of them is described as a framework, method, approach or model ('FooNet, a novel framework'), not"
    " beside another of its names named before ('We design the BarFix method to constrain FooNet': an aid to it)",
    (("We introduce a new task, BarTask. We propose FooNet, a novel framework. A Baz Gating (BG) mechanism is"
      " introduced. Experiments show that our method improves accuracy by 8.8%.", "8.8%", "FooNet"),
     ("We propose FooNet, a novel framework, with a Baz Gating (BG) module. We also build BarSet, a new dataset."
      " Our method improves accuracy by 8.8% on our BarSet.", "8.8%", "FooNet"),
     ("We propose FooNet, a novel framework, and BarNet, a new model. Our method improves accuracy by 8.8%.", "8.8%",
      None),
     ("We propose the Foo Navigator (FN), a decoupler. We design the BarFix method to constrain FN. Our method"
      " improves accuracy by 8.8%.", "8.8%", None)))

SUBJECT_PRONOUN = Rule(
    "subject-pronoun-antecedent", "subject",
    "a result whose subject is 'it' in a sentence naming none of the paper's own methods is achieved by the own"
    " method named first in the nearest of the two sentences before that names one ('FooNet leads on BarSet."
    " Notably, it outperforms the best by 5%')",
    (("We propose FooNet and a BarLoss. FooNet reaches the best results. On BazBench, it achieves 41.5.", "41.5",
      "FooNet"),
     ("We present FooNet and a BarLoss. On QuxSet, FooNet is best. Remarkably, it stays competitive with"
      " little data. Furthermore, it achieves 2.5x faster inference.", "2.5x", "FooNet")))

SUBJECT_FROM_VALUE = Rule(
    "subject-from-value", "subject",
    "the first value of 'from A to B' after a change ('improves F1 from A to B', 'reducing X from A to B') is"
    " where the change started, the baseline's or the unchanged model's value, not what the method achieves (B is);"
    " not a range ('gains ranging from A to B')",
    (("We propose FooNet. It raises the accuracy of BarLM from 61.2% to 70.1% on BazSet.", "61.2%", None),
     ("We propose FooNet. It raises the accuracy of BarLM from 61.2% to 70.1% on BazSet.", "70.1%", "FooNet"),
     ("We propose FooNet. FooNet cuts the attention overhead from 92% to 50%.", "92%", None),
     ("We propose FooNet. It reaches gains ranging from 18% to 36% on BazSet.", "18%", "FooNet")))

SUBJECT_SCOPE_COUNT = Rule(
    "subject-scope-count", "subject",
    "a count of what the work is evaluated on or compared with ('across 14 benchmarks', 'among 13 baselines', 'on 5"
    " languages and 3 models'), of the models it evaluates ('We evaluate 8 LLMs') or of a study's people ('N = 30',"
    " '24 participants') is no result of the paper's method: no subject; a benchmark the paper introduces keeps"
    " the counts of its own items ('FooBench spans tasks across 14 languages'), and a count of wins is the"
    " method's ('better on 11 of 12 datasets')",
    (("We propose FooNet. Across 18 benchmarks, FooNet is best.", "18", None),
     ("We propose FooNet. We evaluate FooNet on 5 languages, 2 datasets, and 3 BarASR models.", "3", None),
     ("We propose FooNet. FooNet ranks first among 13 baselines.", "13", None),
     ("We propose FooGen. A user study (N = 30) prefers FooGen.", "30", None),
     ("We introduce FooBench, a benchmark. We evaluate 12 LLMs on FooBench.", "12", None),
     ("We introduce FooBench, a benchmark. FooBench spans tasks across 14 languages.", "14", "FooBench"),
     ("We propose FooNet. FooNet is better on 11 of 12 datasets.", "11", "FooNet"),
     ("We propose FooMesh, a library. FooMesh integrates over 15K 3D models.", "15K", "FooMesh"),
     ("We propose FooLM, a model pretrained on paired images and 72 diverse tasks.", "72", "FooLM"),
     # the size of data the work names no name for is not the method's
     ("We propose FooNet. FooNet reaches 0.83 on a curated dataset of 900K papers.", "900K", None)))


RULES_BY_NAME = {rule.name: rule for rule in [r for r, _ in SKIP_RULES] + [r for r, _, _ in KIND_RULES] + [LIST_KIN, RANGE_KIN, RATIO_LIST_KIN]
                 + BENCHMARK_RULES + [SUBJECT_NOT_THE_BENCHMARK, SUBJECT_SAME_SENTENCE, SUBJECT_SOLE_METHOD, SUBJECT_FROM_VALUE, SUBJECT_PRONOUN, SUBJECT_COMPARED, SUBJECT_NAMED_MODEL, SUBJECT_SCOPE_COUNT, SUBJECT_COMPARED_MARGIN,
                                  SUBJECT_COMPARED_NEXT, SUBJECT_COMPARED_OWNER, SUBJECT_MAIN_METHOD, SUBJECT_HUMAN_REFERENCE,
                                  SUBJECT_ERROR_SHARE, SUBJECT_MODEL_SIZE]}


# --- What the model reads: the sentences of an abstract that go into the prompt --------------
# The model answers only the task phrase and the kind of contribution (prompts/labels.toml): the
# opening states the problem and a sentence about this paper's own work states the contribution;
# how the method works and what it scores add to neither. Every prompt token costs about 28 ms
# on 2 cores, so the model reads those sentences only (extractor/excerpt.py), about half of an
# abstract; code still reads the whole abstract for every name and number.
# A change here (or to sentence splitting, text.py) changes what the model is shown: bump
# RULES_VERSION, and every cached answer's messages are compared on its next hit, so only an
# abstract whose excerpt changed is asked again (pipeline.Run._current).
OPENING_SENTENCES = 3

READ_RULES = [
    Rule("read-opening", "read", f"the first {OPENING_SENTENCES} sentences state the problem",
         (("Robots fail. Planning is hard. Search helps. It scores 81.2% on FooSet.", "Search helps.", "read"),)),
    Rule("read-this-papers-work", "read", "a sentence about this paper's own work states the contribution",
         (("Robots fail. Planning is hard. Search helps. Here we propose FooPlan, which is 3x faster.",
           "Here we propose FooPlan, which is 3x faster.", "read"),
          ("Robots fail. Planning is hard. Search helps. This paper studies why.", "This paper studies why.", "read"))),
    Rule("skip-the-rest", "read", "how the method works and what it scores tell neither task nor contribution",
         (("Robots fail. Planning is hard. Search helps. It scores 81.2% on FooSet.", "It scores 81.2% on FooSet.",
           "skipped"),
          ("Robots fail. Planning is hard. Search helps. A critic ranks the plans.", "A critic ranks the plans.",
           "skipped"))),
]


# --- what verify's role decisions read: a name's parts, variants, acronyms and hardware ---------

ROLE_RULES = [
    Rule("veto-hardware", "veto", "an accelerator (H100, RTX 4090, Titan Xp, '... GPUs') is never a benchmark",
         (("Experiments on RTX 4090 and H100 GPUs show that it is fast.", "H100", "not benchmark"),
          # the 2010s' desktop cards ("Titan X", "Titan Xp", "TITAN V") are named without the word GPU
          ("On QuxScapes, it reaches 71.2% mIoU at 95 FPS on Titan Xp.", "Titan Xp", "not benchmark"),)),
    Rule("veto-listed-with-hardware", "veto", "listed after accelerators, a platform too ('on Foo NPUs and BarLLM')",
         (("Evaluations on Foo NPUs and BarServe show that it is fast.", "BarServe", "not benchmark"),)),
    Rule("veto-not-used", "veto", "named only after 'without' ('trained without using X', 'without being pretrained on"
         " X', 'without X pre-training'): data the work does not use",
         (("FooNet reaches 72.5% on BarSet among methods trained without using the QuxCOCO dataset.", "QuxCOCO",
           "not benchmark"),)),
    Rule("veto-platform", "veto", "named only as an example of platforms, services, apps or companies ('e-commerce"
         " platforms such as Foozon and Barbao') or before the word platform ('online tests on Barbao e-commerce"
         " platform'): a business, not data (patterns.PLATFORM_EXAMPLE_BEFORE, PLATFORM_AFTER)",
         (("It serves e-commerce Apps, such as Foobao and Barzon. Online experiments on Foobao e-commerce platform"
           " show gains of 1.5%.", "Foobao", "not benchmark"),
          ("Experiments are conducted in simulation and Barbao search engine, with gains of 40%.", "Barbao",
           "not benchmark"),
          # an operating system or make of device that a model runs on
          ("The model size is reduced to 8.3 MB while keeping inference times below three seconds on standard"
           " Fooroid devices.", "Fooroid", "not benchmark"))),
    Rule("veto-likeness", "veto", "named only before 'style' or 'like' ('a FooQA v2.0 style task'): the kind of data,"
         " not the data used",
         (("We cast it as a FooQA-2k style question answering task and reach 86.7 F1 on Chinese-English data.",
           "FooQA-2k", "not benchmark"),
          ("We pose it as a QuxQA v2.0 style task, on which FooBERT reaches 86.7 F1.", "QuxQA v2.0", "not benchmark"))),
    Rule("veto-kind-of-data", "veto", "an acronym written only between 'a' (with at most three modifier words) and a"
         " singular data noun ('a large-scale FooQA benchmark', 'a Foovian ASR dataset') says what kind of data, not"
         " which (patterns.KIND_ARTICLE_BEFORE, KIND_ACRONYM); its other mentions may name the task ('FVQA tasks')",
         (("We introduce FooMM, a large-scale FVQA benchmark with 30M+ images, where models score below 40%.", "FVQA",
           "not benchmark"),
          ("We collect a multimodal search FVQA dataset. Experiments on info-seeking FVQA tasks show gains of 3%.",
           "FVQA", "not benchmark"),
          ("We present a 54-hour Foovian ASR dataset, on which BarNet reaches a 12.1% word error rate.", "Foovian ASR",
           "not benchmark"))),
    Rule("veto-eponym", "veto", "one plain capitalised word written only as a possessive or before a technique's or a"
         " statistic's noun ('Foussian splatting', 'Barson correlation', 'Quxler's taxonomy') is a person's name in a"
         " term, not data (patterns.EPONYM_TERM_AFTER)",
         (("Our experiments on super-resolution and Foussian deblurring show gains of 1.2 dB.", "Foussian",
           "not benchmark"),
          ("It augments existing datasets based on Quxler's taxonomy, and experiments on them show a 4% gain.",
           "Quxler", "not benchmark"),
          ("Answers were evaluated with statistical tests, including chi-square and Barson correlation (0.82).",
           "Barson", "not benchmark"))),
    Rule("veto-url", "veto", "a URL or path is not a name (a bare host too: 'FooEval.github.io')",
         (("at github.com/a/FooBench.", "github.com/a/FooBench", "not benchmark"),
          ("We build FooEval. Code is available at https://FooEval.github.io/", "FooEval.github.io", "not benchmark"))),
    Rule("veto-generic", "veto", "task/format/modality acronyms and class names (QA, NLP, MCQ, LLM, RGB-D), and numbered"
         " parts of the work ('Task 1', 'stage II'), name no one thing",
         (("Results on QA and NLP tasks", "QA", "not benchmark"),
          ("The methods are evaluated using a large RGB-D corpus, collected for the task.", "RGB-D", "not benchmark"),
          ("Decoding images from neural signals is hard. Experiments on EEG, MEG, and fMRI datasets show that FooBrain"
           " gains 3%.", "MEG", "not benchmark"),
          ("Prompting trims the average LLM-SLM accuracy gap by 20%.", "LLM-SLM", "not benchmark"),
          ("It reaches 87.0% on Real-World Foo Faces (RFF) Database.", "Database", "not benchmark"),
          ("It is 6x faster than Chain-of-Thought (CoT), with 80% accuracy on CoT.", "Chain-of-Thought",
           "not benchmark"),
          # interface, modality and device acronyms: "GUI agents", "VL tasks", "a laptop PC dataset"
          ("FooAgent gains 3% across many VL benchmarks.", "VL", "not benchmark"),
          ("FooAgent reaches 61.2% on small GUI elements.", "GUI", "not benchmark"),
          ("FooNet cuts errors by 1.9% in the laptop PC dataset.", "PC", "not benchmark"),
          # a numbered part of the work, or a Roman numeral alone (patterns.NUMBERED_PART)
          ("The winning team reaches an mAP of 0.58 on Task 1 and 0.43 on Task 2.", "Task 2", "not benchmark"),
          ("Notably, on the refusal test (Test 3), most models fail.", "Test 3", "not benchmark"),
          # a task acronym beside the ones listed: "image-to-text (I2T) tasks"
          ("FooJudge rates image-to-text (I2T) outputs. We evaluate it across both I2T and T2I tasks.", "I2T",
           "not benchmark"),
          # a difficulty level alone (patterns.LONE_LEVEL)
          ("Experiments on delivery tasks across Easy (2 agents), Medium (3 agents), and Hard (4 agents) settings"
           " show gains.", "Medium", "not benchmark"))),
    Rule("veto-programming-language", "veto",
         "a programming language ('Python', 'Java') is what the data is written in, never a dataset or a method by itself"
         " (patterns.PROGRAMMING_LANGUAGES)",
         (("We introduce two benchmark datasets based on recipes and Java programming codes.", "Java", "not benchmark"),
          ("We test on semantic parsing (FooGeo) and Python code generation (BarGen) tasks, gaining 5.7% BLEU.",
           "Python", "not benchmark"))),
    Rule("veto-language-or-country", "veto",
         "a language or a country ('Korean', 'Zh', 'Canada') is a setting of the data, never a dataset by itself",
         (("We evaluate FooCypher in Korean enterprise settings, where queries are short.", "Korean", "not benchmark"),
          ("Results on Hindi and FooSet show gains of 3%.", "Hindi", "not benchmark"),
          # a translation direction, two languages joined: no dataset either (the corpus names it: "BarMT'16 ...")
          ("For Korean-to-English translation, FooMT scores 0.56 BLEU points more than a baseline.", "Korean-to-English",
           "not benchmark"),
          ("FooMT gains 1.68 and 1.02 BLEU on the KO-EN and EN-RO translation tasks, respectively.", "KO-EN",
           "not benchmark"),  # written with two-letter codes
          # a variety of a language: plain capitalised words before its name (not "the Foosher English corpora")
          ("Detectors are evaluated on Standard Foovian English (SFE), leaving dialects unexplored.",
           "Standard Foovian English", "not benchmark"),
          # nor the paper's method: languages in brackets after a cue word
          ("We introduce a curated pipeline and a bilingual (Japanese/English) foo report dataset.", "Japanese/English",
           "not method"))),
    Rule("veto-listed-with-languages", "veto", "listed with languages or countries, a language or region too",
         (("The best systems reach 90% on Afrique, Hindi and Arabic.", "Afrique", "not benchmark"),)),
    Rule("veto-domain-label", "veto",
         "'several FooGI benchmarks', 'diverse Text-Attributed Graph (TAG) benchmarks', 'on multimodal ToF"
         " benchmarks': a name between a quantifier (or 'on' and a lowercase word) and a plural data noun labels a"
         " kind of data, not one dataset (a family the lexicon knows stays: 'several WMT datasets')",
         (("While saturating several FooGI benchmarks, detectors fail on new generators.", "FooGI", "not benchmark"),
          ("Across diverse Text-Attributed Graph (TAG) benchmarks it helps.", "Text-Attributed Graph",
           "not benchmark"),
          ("It is evaluated across four hand-labeled Foorctic datasets, with F1 scores of 0.87 and 0.72.", "Foorctic",
           "not benchmark"),
          # plain lowercase words between the count and the name
          ("Experiments on four challenging FooStruct benchmarks show gains of 3.1%.", "FooStruct", "not benchmark"),
          ("Theory-of-Foo (ToF) is hard. It gains 4.6% accuracy on multimodal ToF benchmarks.", "Theory-of-Foo",
           "not benchmark"),
          # a label with a lowercase tail before a bracket of the data it stands for
          ("It is tested across three datasets on both ego-view (FooDB, BIT) and TOP-view (BAZ/QUX) setups.",
           "TOP-view", "not benchmark"))),
    Rule("veto-coined-setting", "veto",
         "a name the paper gives a setting, task or convention ('a setting we term X', 'a convention we call \"X\"',"
         " 'X: a new task for ...') is neither its method nor a dataset",
         (("Most sets use a convention we call \"Easy Foo\", which is lax.", "Easy Foo", "not method"),
          ("We call the stricter setting \"Hard Foo\". Hard Foo benchmarks measure it.", "Hard Foo", "not benchmark"),
          ("We introduce Anytime Foo Segmentation: a new task for predicting masks at any time.",
           "Anytime Foo Segmentation", "not method"),
          ("Scenes often need a setting we term One-to-Many Foo Grounding (OMFG). We build an OMFG benchmark.",
           "One-to-Many Foo Grounding", "not method"))),
    Rule("veto-known-model", "veto", "a known model family that no cue introduces ('a Vision Transformer (ViT) encoder')"
         " is not the paper's own",
         (("It pretrains a Vision Transformer (ViT) encoder with masks.", "Vision Transformer", "not method"),)),
    Rule("veto-introduced-tool", "veto",
         "what the paper made and describes as a method, system, tool or model ('FooRIX, a modular memory system';"
         " 'a dense detector we call FooNet') is no benchmark, even where a data cue reads it",
         (("We introduce FooRIX, a modular, multi-agent memory system. Evaluated with FooRIX, it gains 3%.", "FooRIX",
           "not benchmark"),
          ("We design a simple dense detector we call FooNet. When trained with the focal loss, FooNet is fast.",
           "FooNet", "not benchmark"))),
    Rule("veto-class-plural", "veto", "a plural class of models ('Transformers', 'Networks') names no one dataset",
         (("Experiments on CNNs and Transformers show gains of 3%.", "Transformers", "not benchmark"),
          # nor a plural class of data
          ("Our upscaler is better by +0.15dB on Images and +0.39dB on Videos than prior CNNs.", "Videos",
           "not benchmark"))),
    Rule("veto-result-subject", "veto", "a name that achieves/obtains/outperforms is a model, not a benchmark",
         (("On FooSet, BarNet achieves 55.7% box AP.", "BarNet", "not benchmark"),
          ("We follow this procedure to build two trackers, named Bar-ZAML and Qux-ZAML, based on two modern detectors"
           " BarNet and QUX. Evaluations on four benchmarks show that both trackers are competitive. On BazOT-100,"
           " Bar-ZAML achieves the highest ever AUC of 0.712. On FooTrackSet, Qux-ZAML ranks the first on the leader"
           " board with an AUC of 0.757.", "Qux-ZAML", "not benchmark"))),
    Rule("veto-region", "veto", "a name written before 'region(s)' names a part of what is measured (an anatomical or"
         " image region), not a dataset",
         (("It reaches Dice scores of 89.0% and 91.8% on the Whole Foo region of BarSet.", "Whole Foo",
           "not benchmark"),)),
    Rule("veto-metric", "veto", "a metric's name (F1, mIoU, BLEU, Word Error Rate, two joined by a slash 'mAP/Rank-1';"
         " one taken at a rank cutoff,"
         " 'Hits@1', 'Pass@$k$') or a version tag (V1) is not a benchmark",
         (("It improves results on FooSet and F1.", "F1", "not benchmark"),
          ("FooRL lifts accuracy across the Pass@$k$ range on BarMath.", "Pass", "not benchmark"),
          # metrics joined by a slash, for the values joined so ('5.9%/2.1%')
          ("We test on FooReID and BarReID. It gains 5.9%/2.1% and 6.3%/3.0% on mAP/Rank-1, respectively.",
           "mAP/Rank-1", "not benchmark"),
          ("It beats the best model by 12% on F1-macro for foo classification.", "F1-macro", "not benchmark"),
          ("Experiments on FooSet and Word Error Rate show gains.", "Word Error Rate", "not benchmark"),
          ("Experiments on FooSet and Mean Pair Score (MPS) of 0.75 show it.", "Mean Pair Score", "not benchmark"),
          ("It gains 30% on the AUPRC metric, on FooSet.", "AUPRC", "not benchmark"),
          ("Our method gains 5.1% on average Hits@1 in FooKG15k over 12 baselines.", "Hits", "not benchmark"),
          ("We introduce the Foo Density Index (FDI), defined as the number of catalogued datasets per speaker.",
           "Foo Density Index", "not benchmark"),
          ("Our mIoU rises by 3 points over the baseline.", "mIoU", "not method"),
          ("On FooNet, our model achieves 74% top1 accuracy while being 1.2x faster.", "top1", "not benchmark"),
          ("Experiments on FooNav show it outperforms the baseline by 53.34% relatively on SPL.", "SPL", "not benchmark"),
          ("We also introduce an objective metric PartFooEval to assess fidelity.", "PartFooEval", "not benchmark"),
          # a later item of a list after "metrics" (patterns.METRIC_WORD_BEFORE)
          ("On FooCap we gain 14% and 13% on the metrics BarEval and QuxDiv, respectively.", "QuxDiv",
           "not benchmark"))),
    Rule("veto-team-name", "veto", "a team or lab that did the work ('FooLab's team solution') is no method",
         (("We present FooARC's team solution to the Bar 2025 challenge.", "FooARC", "not method"),)),
    Rule("veto-submitted-to", "veto", "'our X test submission': X is the benchmark submitted to, not the paper's own"
         " (patterns.SUBMITTED_TO_AFTER)",
         (("Our FooCity test submission entitled BarNet-18 delivers 75.5% mIoU.", "FooCity", "not method"),)),
    Rule("veto-spelled-out", "veto", "a long form right beside the one-word name its capitals abbreviate ('FooSet 1.0, a"
         " Foo Object Set', 'the Foo Object Set dataset (FOS)') is that name spelled out: listed once, by the short name",
         (("We introduce BarQA 1.0, a Benchmark of Reasoning Over Quux Arrays. Models score 41.2% on it.",
           "Benchmark of Reasoning Over Quux Arrays", "not benchmark"),
          ("This paper introduces the Quux Image Drone dataset (QID), a multimodal dataset. On QID, models fail.",
           "Quux Image Drone", "not benchmark"))),
    Rule("veto-listed-with-models", "veto", "listed with names vetoed as evaluated models, a model too",
         (("Experiments on FooVideo-2B, BarVideo, and Llama-3 on one GPU show gains.", "BarVideo", "not benchmark"),)),
    Rule("veto-built-on", "veto", "'a FooVAE based tokenizer': the name is what the paper builds on, not its own",
         (("We develop a FooVAE based tokenizer that compresses images.", "FooVAE", "not method"),
          ("We propose a BarNet driven planner for robots.", "BarNet", "not method"),
          ("Implicit Foo Representation (IFR) methods are slow. We propose the first IFR based lossless codec.",
           "Implicit Foo Representation", "not method"))),
    Rule("veto-existing-before", "veto",
         "a name the text calls existing ('existing X research') before the paper's cue ('a novel X framework') is a"
         " task or a prior method, not the paper's own name (no later rule takes it)",
         (("Foo Graph Completion (FGC) is studied, but existing FGC research ignores sharing. We propose a novel FGC"
           " framework with two parts: Barlevel Mixture (BLM) and Baz Reranking (BR).", "Foo Graph Completion",
           "not method"),)),
    Rule("veto-modified-existing", "veto", "'a modified/improved X' changes an existing model; X is not the paper's name",
         (("We propose a modified FooSAM model for brain scans.", "FooSAM", "not method"),
          # named before as an existing model, modified where the paper proposes it
          ("Foundation models, such as FooSAM, use prompts. In this paper, we propose a modified FooSAM model.",
           "FooSAM", "not method"))),
    Rule("veto-concept-acronym", "veto",
         "an acronym spelled out in lowercase words ('post-training quantization (PTQ)') names a technique, not a dataset",
         (("We study post-training quantization (PTQ). Results on PTQ and FooSet show gains.", "PTQ", "not benchmark"),
          ("Information retrieval (IR) evaluation is hard. Results on IR and FooSet vary.", "IR", "not benchmark"),
          ("Unvoiced electromyography (EMG) helps. We study it and propose a novel EMG adaptor module.", "EMG",
           "not method"),
          ("We introduce an efficient autoregressive (AR) image synthesis approach.", "AR", "not method"))),
    Rule("veto-task-phrase", "veto", "a capitalised task name ('Person Re-Identification') is a task, not a dataset;"
         " defined as a sentence opens, saying what it aims at ('Foo Geo-Localization (FGL) aims to') or that it is a"
         " class of methods ('Foo-from-Bar (FfB) refers to the class of methods'), not a method",
         (("results on Cross-View Vehicle Re-Identification", "Cross-View Vehicle Re-Identification",
           "not benchmark"),
          # the language tasks of older papers too ("... Disambiguation", "... Error Correction"; patterns.TASK_HEAD)
          ("We improve the efficiency of Foo Error Correction (FEC) by splitting the task. It performs comparably on"
           " English and Chinese FEC benchmarks.", "Foo Error Correction", "not benchmark"),
          ("FooRED is one of the largest crowdsourced datasets in Foo Relation Extraction (FRE). We gain 8% F1.",
           "Foo Relation Extraction", "not benchmark"),  # an extraction task
          ("Foo Cross-View Geo-Localization (FCVGL) aims to estimate poses. We establish a large-scale FCVGL benchmark"
           " dataset, BarSet, with 2M images.", "Foo Cross-View Geo-Localization", "not method"),
          ("We evaluate on text-to-SQL and FooSpider 2.0, with gains.", "text-to-SQL", "not benchmark"),
          # capitalised too: the data of a task ("eleven Text-to-SQL datasets") is no dataset's name
          ("We release distilled test suites for eleven Text-to-SQL datasets.", "Text-to-SQL", "not benchmark"),
          # a name an abstract opens by defining as a class of methods is the field, not the paper's own
          ("Foo-from-Bar (FfB) refers to the class of methods that rebuild shapes. We propose an unsupervised FfB"
           " that is fast.", "Foo-from-Bar", "not method"))),
    Rule("veto-method-phrase", "veto", "capitalised words ending in a way of training, tuning or decoding ('Knowledge"
         " Distillation', 'Group Relative Policy Optimization') name a technique used, not a dataset (unless the paper"
         " calls it a dataset)",
         (("FooLM is fine-tuned with Group Relative Policy Optimization (GRPO) and a set of reward functions.",
           "Group Relative Policy Optimization", "not benchmark"),
          ("Experiments with Foo Prompt Tuning and BarNet on QuxSet show gains.", "Foo Prompt Tuning", "not benchmark"))),
    Rule("veto-capitalised-concept-acronym", "veto",
         "an acronym spelled out in plain capitalised words with no data word ('Foo Quality Assessment (FQA)') that the"
         " paper writes before a noun for a kind of system, task or field, or before a plural data noun ('FQA systems',"
         " 'FQA detection', 'FQA benchmarks'), names a concept, not a dataset (unless the lexicon knows it or the paper"
         " calls it 'the FQA dataset', or, introduced, 'the introduced FQA benchmark')",
         (("Models are adopted for Foo Quality Assessment (FQA). Experiments on a variety of FQA benchmarks show gains.",
           "Foo Quality Assessment", "not benchmark"),
          ("Bar Driving (BD) systems degrade at night. The scarcity of night scenes in BD datasets hurts them.",
           "Bar Driving", "not benchmark"),
          ("Qux Eye View (QEV) representation helps. We report results on QEV datasets and FooSet.", "Qux Eye View",
           "not benchmark"),
          # a cue that makes it the paper's own ("a novel BD framework") makes it no dataset
          ("Bar Driving (BD) requires maps. We introduce a novel BD framework. It leads on BD benchmarks.",
           "Bar Driving", "not benchmark"))),
    Rule("veto-evaluated-model", "veto",
         "a model evaluated or compared (a size like 8B, 'X models', 'models/methods such as X', 'architectures including X')"
         " is not a benchmark",
         (("evaluated on Llama-3-8B and FooBench", "Llama-3-8B", "not benchmark"),
          ("evaluated on FooLM-mini and FooBench", "FooLM-mini", "not benchmark"),
          ("Multilingual models (FooBERTa: 97.2% average F1) generalize well.", "FooBERTa", "not benchmark"),
          ("We evaluate baselines such as Gemini on FooBench", "Gemini", "not benchmark"),
          # methods compared against are listed as models are: 'methods such as X', 'algorithms: X, Y'
          ("Recent methods such as FooErase (61.2%) and BarErase (58.3%) fall behind.", "BarErase", "not benchmark"),
          ("We compare three algorithms: FooDet (70.1%), BarDet (68.2%), and BazDet (66.0%).", "BazDet",
           "not benchmark"),
          ("evaluating their interactions with GPT-4 and Claude 3.5 on FooBench", "Claude 3.5", "not benchmark"),
          ("Experiments on FooLM-7B and BarQA show that steering helps.", "FooLM-7B", "not benchmark"),
          # networks listed as the architectures a method is applied to ('architectures including X, Y and Z')
          ("We evaluate the pruning with architectures including BarNet, BazNet and QuxNet on FooSet-10 and FooSet-1K.",
           "BazNet", "not benchmark"),
          # a known family of convolutional networks (patterns.MODEL_FAMILY), even after 'on'
          ("On FooSet-1K, pruning removes 37.2% FLOPs on ResNet-50 while beating the original model by 0.22% top-1"
           " accuracy.", "ResNet-50", "not benchmark"),
          ("FooQ achieves 1.71% higher accuracy on MobileNetV2 than BarQ.", "MobileNetV2", "not benchmark"),
          ("Across many FD-SLMs, steering helps; for example, on FooLM, it improves accuracy from 28% to 45%.",
           "FooLM", "not chosen"))),
    Rule("veto-description", "veto",
         "capitalised words after 'a/an' before or ending in 'mechanism/strategy/module...' (or a plain word and the"
         " acronym of a term defined before, 'a Bayesian ToF planner') describe an unnamed contribution",
         (("We introduce a Learned Denoising mechanism that helps.", "Learned Denoising", "not method"),
          ("We propose a Video-LLM architecture with temporal attention.", "Video-LLM", "not method"),
          # only its acronym is cued, describing the paper's unnamed model: the long form was defined as a class before
          ("Most Video Large Foo Model (Video-LFM) designs fail. We propose a Video-LFM architecture with attention.",
           "Video Large Foo Model", "not method"),
          ("In this paper, we introduce a Synergistic training framework for fusion.", "Synergistic", "not method"),
          # a plain word and a term's acronym defined before: "Theory-of-Foo (ToF)" ... "a Bayesian ToF planner"
          ("Theory-of-Foo (ToF) is hard. We propose a scalable Bayesian ToF planner for it.", "Bayesian ToF",
           "not method"))),
    Rule("method-introduced-cue", "role",
         "named after 'we propose/introduce', 'our', 'called', 'the proposed', or described as 'a novel/new ...'",
         (("We propose FooNet, a detector.", "FooNet", "method"),
          # "a novel task-adaptive framework" describes a method, no new task (patterns.SETTING_DESCRIBED_AFTER)
          ("We propose Adaptive Foo Pruning (AFP), a novel task-adaptive multi-agent framework.", "Adaptive Foo Pruning",
           "method"),
          # a comma may follow "novel" in "a novel ... model, X" (patterns.INTRODUCED_BEFORE)
          ("The aim of this study is to develop a novel, interpretable AI model, FooSM, that reads slides.", "FooSM",
           "method"),
          # the nearest cue decides: "introducing", not "We build" with FOOG standing between
          ("We build the first FOOG benchmark, introducing Bar Accuracy (BA) as its metric.", "Bar Accuracy", "method"),
          ("Using our proposed human-annotated Foo Validity Dataset (FVD) as benchmark, BarNet wins.",
           "Foo Validity Dataset", "method"),
          # an adverb may stand before that one word: "our newly introduced X", "our carefully curated X"
          ("It reaches 22.6 AP on our newly introduced FooDet-Bench with text prompts.", "FooDet-Bench", "method"),
          # (but not two words that make a clause: "our scheme outperforms X")
          ("Results show that our scheme outperforms FooVC-RT by 10.7% BD-rate.", "FooVC-RT", "not chosen"),
          ("We address this by introducing FooGenNet, an inpainting-based model.", "FooGenNet", "method"),
          ("We establish a clear hierarchy where FooLM-2.5-pro ranks first overall.", "FooLM-2.5-pro", "not chosen"),
          ("We further propose a \"Thinking in Foo\" that splits tasks into steps.", "Thinking in Foo", "method"),
          ("Recent work identified a phenomenon termed \"Foofitting\", where loss drops.", "Foofitting", "not chosen"),
          ("We extend this idea to rendering and present FooFrame, which caches features.", "FooFrame", "method"),
          ("We call this model the Residual Foo Transformer (RFT).", "Residual Foo Transformer", "method"),
          ("FooGemma w/LoRA wins; we designate this best-performing model as FOO-VLM.", "FOO-VLM", "method"),
          ("Our fine-tuned Mistral and Llama models outperform GPT-4o.", "Mistral", "not chosen"),
          ("Then, formulating it as a Partially Observable Foo Process (POFP), we show it.",
           "Partially Observable Foo Process", "not chosen"),
          ("We then construct a Bayes-optimal classifier.", "Bayes-optimal", "not chosen"),
          ("We developed a counting model through Detectron2 and Faster R-CNN.", "Detectron2", "not chosen"),
          ("This paper introduces The Foo Benchmark, a dataset for X.", "Foo Benchmark", "method"),
          ("Our new model family, FooDETRv4, achieves the best results.", "FooDETRv4", "method"),
          # after a colon too, and after a class acronym (LMM, LLM) as the head noun
          ("These insights motivate our method: Low-rank Foo Tuning (LIFT). LIFT updates few weights.",
           "Low-rank Foo Tuning", "method"),
          ("We fit this module into two baselines and build our underwater LMM, FOONAUT.", "FOONAUT", "method"),
          # the bracketed name of a novel thing, as a sentence opens too
          ("A novel light-weighted adapter (FooIR) with gating layers is also designed.", "FooIR", "method"),
          ("We introduce an LLM-based scoring rubric FooSER that learns from examples.", "FooSER", "method"),
          ("We introduce a Synergistic training framework for Foo and Bar models (SynFoB) to fix it.", "SynFoB",
           "method"),
          # a noun joined to the name by a dash: the cue before the noun is the name's
          ("To fill it, we introduce a data augmentation framework-FooPuter, and train on it.", "FooPuter", "method"),
          # "by introducing" where the paper is the subject (patterns.OWN_SUBJECT), as where "we" is
          ("This paper fills the gap by introducing FooEval, a benchmark designed to test spatial reasoning.",
           "FooEval", "method"),
          ("Our work addresses this gap by introducing FooCon, a dataset of 900 courtroom talks.", "FooCon", "method"),
          # the bracketed name of what the paper says it made, right after it
          ("We validate FooNet on the BarSet dataset and a new synthetic benchmark (SHF-BarSet) we contribute.",
           "SHF-BarSet", "method"),
          ("We introduce Dataset Foo Verification for Bar Modeling (DFVBM), which checks a model.",
           "Dataset Foo Verification for Bar Modeling", "method"),
          ("It leads to a novel training framework, Self-guided Training for Foo models (ST-F).", "ST-F", "method"),
          ("We propose a fast and robust estimator, FooReg, built upon a novel lightweight clique, FooClique.", "FooClique",
           "method"),
          ("Foo Bar Interface (FBI) agents help. We introduce FBIDE (FBI User Intent Detection Evaluation), a"
           " benchmark for FBI tasks.", "Foo Bar Interface", "not chosen"),
          ("In our experiments, BarNet-50 wins.", "BarNet-50", "not chosen"),
          ("Our FooNet submission won the challenge.", "FooNet", "method"),  # no split or task word: its own
          ("The proposed FooNet outperforms strong baselines.", "FooNet", "method"),
          ("This paper proposes a novel network traffic prediction and anomaly detection model, FooNet, which helps.",
           "FooNet", "method"),
          ("We propose a novel scheme, termed as Progressive Foo Distillation (PFD).", "Progressive Foo Distillation",
           "method"),
          ("FooGen, a novel framework for layout generation, reaches 80%.", "FooGen", "method"),
          ("We also build a training set and develop a small video LMM, named FooMUL.", "FooMUL", "method"),
          ("We proposed a data pipeline for image restoration, namely FooGen, which filters images.", "FooGen", "method"),
          ("With FooPRD, we train a Foo generator, namely FooTurbo, which adds few parameters.", "FooTurbo", "method"),
          ("We evaluate on three benchmarks, namely FooSet and BarSet.", "FooSet", "no method"),
          # "for" and an acronym the abstract defines elsewhere end a name: "a MLLM for EFU" is no name
          ("Embodied Foo Understanding (EFU) is hard. We develop a MLLM for EFU analysis, FooChat.", "MLLM for EFU",
           "no method"),
          ("We propose an adapter module, termed the Foo Bottleneck Adapter (FB-Adapter), for robots.",
           "Foo Bottleneck Adapter", "method"),
          ("Federated Learning (FL) is slow. We propose FooVSR, a novel, fast, and stateless FL framework.",
           "Federated Learning", "not chosen"),
          ("We introduce a multilingual Video LMM benchmark, named FooBench, for Video LMMs.", "Video LMM",
           "not chosen"),
          ("Our method, which we refer to as the Foo-MAX tokenizer, merges pieces.", "Foo-MAX", "method"),
          ("Stage 1 introduces an innovative self-supervised task, Layout Foo Inference, to learn layouts.",
           "Layout Foo Inference", "method"),
          ("To fix this, we propose FooPrompt-a novel framework for prompts.", "FooPrompt", "method"),
          # a dotted version after a name is part of it (patterns.VERSION_AFTER)
          ("We present FOOSA 2.0, a segmentation framework. FOOSA 2.0 achieves +3.8% Dice.", "FOOSA 2.0", "method"),
          ("We solve it in the text domain with our 'Chapter-Foo' framework.", "Chapter-Foo", "method"),
          # described right after it as new ("X: a new ..."), or as introduced in this work
          ("It tops FooRewardBench: a new curation of user-stratified chats.", "FooRewardBench", "method"),
          ("We validate generalization on FooRob, a real-world robotic dataset introduced in this work.", "FooRob",
           "method"))),
    Rule("method-coined", "role", "a name the paper coins: 'we term/call X', or quoted before 'paradigm/framework/...'",
         (("ViTs encode a property we term SameObj across layers.", "SameObj", "method"),
          ('It reflects via a "Try-Fix-Retry" paradigm in each step.', "Try-Fix-Retry", "method"))),
    Rule("method-variant", "role",
         "an introduced name with words added, or a hyphenated part ('FOOD-Discover', 'FooVAL-4B'), is a variant or part of it",
         (("We propose FooVL. Deriving from it, Sparse FooVL handles long videos.", "Sparse FooVL", "method"),
          ("We propose Combinatorial Foo Detection (CFOOD), a framework of data discovery (CFOOD-Discover) and"
           " representation learning (CFOOD-Learn).", "CFOOD-Learn", "method"),
          ("We introduce FooVAL, a rubric. Judged by humans, FooVAL-4B agrees with them.", "FooVAL-4B", "method"),
          ("We introduce FooVAL, a rubric. Scores on FooVAL-Bench agree with humans.", "FooVAL-Bench", "no method"),
          ("We propose FooSER, a rubric. Hindi FooSER scores agree with humans.", "Hindi FooSER", "not chosen"),)),
    Rule("method-contained-part", "role",
         "in a paper that introduces a method, names a verb of containing lists as its parts ('our approach includes"
         " A (AA) to ..., and B (BB) for ...', 'which includes A, B, and C', 'couples (i) A (AA), ... and (ii) B (BB)')",
         (("We propose FooRouter. Our training approach includes Foo-aware Supervised Tuning (FoST) to fix patterns, and"
           " Foo-aware Policy Optimization (FoPO) for credit assignment.", "Foo-aware Policy Optimization", "method"),
          ("We propose FooRAG, a mobile agent framework, which includes InterFoo, LocalFoo, and MemFoo.", "LocalFoo",
           "method"),
          ("We propose FooMoE. FooMoE consists of two phases: (1) Adaptive Foo Clustering, which groups experts; and (2)"
           " Subspace Foo Merging, which merges them.", "Subspace Foo Merging", "method"),
          # not after a count, nor stages named in passing, nor parts of data
          ("We propose FooNet. FooNet's data comprises 1,463 images from BarSet, BazSet, and QuxSet.", "QuxSet",
           "no method"),
          ("We propose FooAgent, trained by a recipe comprising SFT warm-up, Search-RL, and Report-RL.", "Report-RL",
           "no method"),
          ("We propose FooNet, which includes baselines such as BarNet and BazNet.", "BazNet", "no method"))),
    Rule("method-coordinated", "role", "joined by 'and' or a comma to a name where a cue introduces it",
         (("Our method uses two models called Dash and Dot that interact.", "Dot", "method"),
          ("We propose Foo-P, a structured pruning framework, and Foo-Q, a quantization idea.", "Foo-Q", "method"),
          ("We introduce the Foo Domination Rate (FDR) and Foo Collapse Rate (FCR) as metrics.", "Foo Collapse Rate",
           "method"),
          ("We introduce a Dynamic Foo Activation and an Expansion-Bar Strategy to prune depth.", "Expansion-Bar Strategy",
           "method"),
          # past a relative clause on the first: "X (FA), which ..., and Y (FB), which ..."
          ("We propose two techniques: Foo-based Data Augmentation (FDA), which uses definitions, and Contextual Bar"
           " Expansion (CBE), which targets errors.", "Contextual Bar Expansion", "method"),
          ("We present the FooNet algorithm (Proposal generation, Refinement and Merging).", "Refinement",
           "not chosen"),
          # a bracketed list of named items after a plain noun: each item is named, not a long form's words
          ("We develop training recipes (Foo Warmup, Bar Dropout, and Baz Freezing) that help tuning.", "Baz Freezing",
           "method"),
          ("We propose FooNet and evaluate it against BarNet.", "BarNet", "not chosen"),
          # past an article and one or two lowercase words that describe the second
          ("We propose FooReg, built upon a novel clique, FooClique, and a highly parallelizable Bar-Guided Search.",
           "Bar-Guided Search", "method"),
          # a list of parts each defined with its acronym, the first one the paper's (method-defined-acronym): the
          # others are too, uncued (patterns.DEFINED_PART_NAME)
          ("FooDet uses BarNet, followed by a Foo Head Ensemble (FHE), Bar-Guided Weighted Fusion (BGWF), and"
           " Baz-Aware Event Decoding (BAED).", "Baz-Aware Event Decoding", "method"),
          # (not a field's term whose acronym then modifies a noun: patterns.ACRONYM_MODIFIES_AFTER)
          ("FooDet uses BarNet, followed by a Foo Head Ensemble (FHE), Radio Qux (RQ)-based cues and a head.",
           "Radio Qux", "not chosen"))),
    Rule("method-listed-component", "role", "in a paper that introduces a method, names listed as its modules/components",
         (("We propose FooNet. It ranks proposals through modules such as Bar Calibration, and Baz Estimation.",
           "Baz Estimation", "method"),
          ("We propose FooNet. It introduces two key components: 1) Bar-as-a-Guide, which guides decoding; 2) more.",
           "Bar-as-a-Guide", "method"),
          # two modifiers before the part noun, one with a comma
          ("We propose FooSpark. It uses two co-designed, context-aware components: (1) Adaptive Cube-Selective Foo"
           " (AdaS-Foo), which picks cubes, and (2) Adaptive Token-Selective Bar (AdaS-Bar), which drops tokens.",
           "Adaptive Token-Selective Bar", "method"),
          # the one part the paper calls its core
          ("We propose FooPO, a policy optimization method. The core component is Rollout-Aware BarChecker, placed"
           " between stages.", "Rollout-Aware BarChecker", "method"),
          # "Its core module, the X", "Our key innovation is a X", "At the core of FooNet is X"
          ("We present FooMobile, a compact model. Its core module, the Mobile Bar Projector (MBP), fuses features.",
           "Mobile Bar Projector", "method"),
          ("We present FooTrack. Our key innovation is a Transient Bar Fusion (TBF) mechanism, which models time.",
           "Transient Bar Fusion", "method"),
          ("We propose FooSPOT. At the core of FooSPOT is Span-level Bar Alignment, a transport objective.",
           "Span-level Bar Alignment", "method"),
          # a later item of a numbered list of parts, even sentences after the list opens
          ("We propose FooKV. FooKV comprises three submodules: (1) Text Budgeting (TB) assigns budget to each layer."
           " (2) Text Ranking (TR) ranks tokens.", "Text Ranking", "method"),
          ("We propose FooSAM with three components: 1) Foo Tuning for adaptation, 2) Enhancement of deep layers.",
           "Enhancement", "not chosen"),
          # items opening sentences by their ordinals
          ("We propose FooTrack with three modules. First, a training-free Foo Prototype Initialization builds"
           " prototypes. Second, an online Bar Enhancement Tracker refines them.", "Bar Enhancement Tracker", "method"),
          # an article may open a later item: "(iii) a Geometry-Guided Foo"
          ("We propose FooAD. It consists of three key components: (i) Coarse Foo Tokenization for identity, (ii)"
           " Bar Contrastive Learning for semantics, and (iii) a Geometry-Guided Foocoder for reconstruction.",
           "Geometry-Guided Foocoder", "method"),
          # a later unnumbered item with its own acronym, past the first item's description (PART_ITEM_BEFORE)
          ("We propose FooRole, which consists of two stages: Bar Identity Activation (BIA), which guides the model,"
           " and Baz Style Optimization (BSO).", "Baz Style Optimization", "method"),
          # or capitalised words a description follows
          ("We propose FooEdge with three modules: a Bar Edge Module extracts edges; the Baz Edge Fusion module"
           " fuses them.", "Baz Edge Fusion", "method"),
          # the paper's method unnamed (a macro): a part named as one, in the sentence that says the paper makes it
          ("We present \\ours, a light framework that adapts frozen encoders through two components: a frozen BarNet"
           " backbone that keeps features, and Foo Rotary Embedding (FooRE), which reparameterizes attention.",
           "Foo Rotary Embedding", "method"),
          ("We evaluate BarLM using three prompting strategies: Zero-Shot Foo (ZSF), Few-Shot Foo (FSF), and Chain"
           " Foo (CF), on QuxSet.", "Few-Shot Foo", "not chosen"),)),
    Rule("method-part-introduced", "role",
         "a name (a coined word or several capitalised ones) that the paper's own method introduces or incorporates"
         " ('FooNet introduces BarDetach, a mechanism ...') is a part of it",
         (("We propose FooDIFF, a method for re-identification. FooDIFF introduces BarDetach, a mechanism for"
           " disentanglement.", "BarDetach", "method"),
          ("We propose FooDIFF. FooDIFF incorporates a Glance model to localize regions.", "Glance", "not chosen"),
          ("We propose FooSSL. FooSSL introduces an innovative Bar-Adaptive Gating (BAG) step.", "Bar-Adaptive Gating",
           "method"),
          ("We propose FooLLM. FooLLM introduces a lightweight Bar-Shared Exit Lane to keep states.",
           "Bar-Shared Exit Lane", "method"))),
    Rule("method-passive-part", "role",
         "in a paper that introduces a method, several capitalised words opening a sentence after an article and"
         " said to be made for it ('a tailored Foo Extractor is designed to ...') name a part of it",
         (("We propose FooComm for sharing. Specifically, a tailored Bar Message Extractor is designed to extract"
           " messages.", "Bar Message Extractor", "method"),
          ("We propose FooMod. A lightweight Baz Clock Net is introduced to produce frequencies.", "Baz Clock Net",
           "method"),
          # a part noun after the name ("module"), maybe an ordinal opening the sentence; then "employed" too
          ("We present a real-time enhancement framework. First, an Adaptive Foo Channel Compensation module is"
           " introduced to recover colour. Second, we design a Multi-branch Baz Convolution. Finally, a Statistical Bar"
           " Adjustment module is employed to fix tones.",
           "Adaptive Foo Channel Compensation", "method"),
          ("We present a real-time enhancement framework. First, an Adaptive Foo Channel Compensation module is"
           " introduced to recover colour. Second, we design a Multi-branch Baz Convolution. Finally, a Statistical Bar"
           " Adjustment module is employed to fix tones.",
           "Statistical Bar Adjustment", "method"),
          ("Foo-Domain Bar Segmentation (FDBS) is proposed to transfer knowledge. We study it.",
           "Foo-Domain Bar Segmentation", "not chosen"))),
    Rule("method-novel-part", "role",
         "in a paper that introduces a method, several capitalised words right after 'a novel' or 'an innovative'"
         " (not an appositive to a name) name a part of it ('trained with a novel Foo Consistency Loss')",
         (("We propose FooDet, a detector. It aligns signs through a novel Bar Consistency Loss.",
           "Bar Consistency Loss", "method"),
          ("We present BarVLA, a novel Latent Foo Reasoning framework for control.", "Latent Foo Reasoning",
           "not chosen"),
          ("Prior work uses a novel Foo Consistency Loss. We study its effects on BarSet.", "Foo Consistency Loss",
           "no method"))),
    Rule("method-named-part", "role",
         "in a paper that names its method first, several capitalised words (or one coined word: 'the QuxFuser"
         " module') between an article and a part noun ('a Foo Refinement module', 'an \\textit{Anchor-based Bar"
         " Propagation} module', 'a Foo Planning Module') name a part of it",
         (("We propose FooNet, a detector. It refines boxes with a Bar Fusion Refinement module.",
           "Bar Fusion Refinement", "method"),
          # behind markup, and a task's head word may say what the part does
          ("We propose FooNet for tracking. Its scores are used in a \\textit{Cross-modal Bar Identification} module.",
           "Cross-modal Bar Identification", "method"),
          # a part named before any whole is no part of it; a mechanism after such words describes (veto-description)
          ("We adopt a Bar Fusion Refinement module. We propose FooNet.", "Bar Fusion Refinement", "not chosen"),
          ("We propose FooNet, a pruner. It prunes layers with an Early Baz mechanism.", "Early Baz", "not chosen"),
          # the part noun capitalised as the name's last word, after two words or more (patterns.NAMED_PART_END)
          ("We propose FooNet, a planner. It decomposes prompts with a Hierarchical Bar Planning Module.",
           "Hierarchical Bar Planning Module", "method"),
          ("We propose FooNet. It splits motion into a Spatial Layer for poses and a Semantic Layer for moods.",
           "Spatial Layer", "not chosen"),
          # a known unit the method uses, not a part it names
          ("We propose FooNet. In FooNet, we use a Gated Recurrent Unit (GRU)-based architecture with attention.",
           "Gated Recurrent Unit", "not chosen"),
          # one coined word before the part noun (patterns.COINED_PART_WORD), not a known block's words joined
          ("We propose FooNet, a segmenter. It attaches the novel QuxFuser module to the frozen encoder.", "QuxFuser",
           "method"),
          ("We propose FooNet, a detector. It adds the adaptive Squeeze-and-Excitation block to its neck.",
           "Squeeze-and-Excitation", "not chosen"),
          ("We propose FooNet, a tagger. It feeds the tokens to a BiQRNN layer before decoding.", "BiQRNN",
           "not chosen"))),
    Rule("method-opening-definition", "role",
         "the name an abstract opens on, defined there as a method, model or framework ('FooPART is a compile-time"
         " memory model for agents') is the paper's (not a known model, nor one called common or standard)",
         (("FOOPART is a compile-time memory model for LLM agents. Blocks are compiled at zero cost.", "FOOPART",
           "method"),
          ("FooFill-in-the-Middle is a common pretraining method for code models. We study it.", "FooFill-in-the-Middle",
           "not chosen"),
          ("Tokens are costly. FooPART is a compile-time memory model for agents.", "FooPART", "no method"),
          ("Foo Matching (FM) is an effective framework for training flows. We study it.", "Foo Matching",
           "no method"),
          ("Llama-Foo is a cutting-edge open-source language model. We probe it.", "Llama-Foo", "no method"))),
    Rule("method-means-appositive", "role",
         "the means the paper works through ('We study this with X, a lightweight framework ...'): after 'we"
         " <study/address/...> this via/with/through', a name whose appositive calls it a framework or method",
         (("When does retention matter? We study this with FooRetain, a lightweight framework for memory.",
           "FooRetain", "method"),
          ("We investigate this via BarSwap, an image-swap probing framework, and find failures.", "BarSwap", "method"),
          # a noun after "this" ("this limitation", "these challenges")
          ("We address this limitation with FooMerge, a token-merging framework based on two parts.", "FooMerge",
           "method"),
          ("We compare it with FooRetain, a lightweight framework for memory.", "FooRetain", "no method"))),
    Rule("method-own-appositive", "role",
         "where the paper acts ('we', 'this report', 'at its core'), a coined name whose appositive calls it a method"
         " ('We realize this idea in X, a training-free framework'), not one it uses, tests or compares against",
         (("We realize this structure in FooSpine, a training-free framework that builds trees.", "FooSpine", "method"),
          ("At its core is FooBoxNet, a transformer-based network which lifts boxes into 3D.", "FooBoxNet", "method"),
          ("With BarReward, we train FooAsk, a question-generation model aligned with human standards.", "FooAsk", "method"),
          ("This technical report presents FooMate-Research, a multi-agent framework built on BarFoundry.",
           "FooMate-Research", "method"),
          # what the paper uses, tests or compares against is not its own
          ("We compare against BarRetain, a lightweight framework for memory.", "BarRetain", "no method"),
          ("We evaluate it on BarQA, a benchmark of grade-school questions.", "BarQA", "no method"),
          ("This study leverages BarBind, a multimodal embedding model.", "BarBind", "no method"),
          # what the paper's system combines or integrates exists already
          ("At the core of this parser is a novel system which combines the strengths of Bar Grammar Rewriting, a"
           " knowledge-intensive model, and Baz Graph Networks, a data-intensive model.", "Baz Graph Networks",
           "no method"),
          # a part or long form of another name: after a capitalised word, a colon, a dash or "X, the"
          ("We introduce Verbose BarOps, a benchmark of long lists.", "BarOps", "no method"),
          ("We introduce SEE&BAZ, the first training-free prompting framework for MLLMs.", "BAZ", "no method"),
          ("We propose FOOW, Fooing the Web with guIded BarWrite, a method to enrich documents.", "guIded BarWrite",
           "no method"))),
    Rule("method-announced-data", "role",
         "a dataset or benchmark named in the sentences after the paper announces its new ones ('we introduce two"
         " benchmark datasets. The Foo (FD) dataset captures ...'), or listed as the data made ('to construct the A,"
         " B, and C datasets'), or made by the paper's own verb with an appositive ('we ... construct FooSet, a dataset'), or called 'our ... dataset'",
         (("We introduce two complementary benchmark datasets. The Bi-Directional Foo Change (BD-FC) dataset captures"
           " sense gain. The FooTrack Sense (FT-S) dataset provides annotations.", "FooTrack Sense", "method"),
          ("We introduce two benchmark datasets. Results with BarNet and the FooQA dataset show gains.", "BarNet",
           "no method"),
          ("Three pathologists annotated slides to construct the FOOS-SXY, FOOS-TXY, and FOOS-BAR datasets.",
           "FOOS-TXY", "method"),
          # the paper's own verb of making right before the name, its appositive calling it data
          ("We design a generation pipeline to produce FooD2, a dataset of 60 differences.", "FooD2", "method"),
          ("We use BarNet to synthesize figures and then construct FooInstruct-3M, a large instruction dataset.",
           "FooInstruct-3M", "method"),
          ("To validate it, we built FOOFLOWBENCH, a comprehensive benchmark suite for agents.", "FOOFLOWBENCH",
           "method"),
          ("Prior work collected BarSet, a dataset of scans, and we study it.", "BarSet", "no method"),
          # what the paper calls its own data, the name after the noun or "our ... benchmark" after the name
          ("We evaluate FooStitch on FooPosEval, our benchmark for position-based generation.", "FooPosEval", "method"),
          ("This yields our reflection dataset FooTool-R and fixes errors.", "FooTool-R", "method"),
          ("We verify our methods on the benchmark BARQA corpus.", "BARQA", "no method"))),
    Rule("method-opening-subject", "role",
         "where no cue names the paper's method, a coined name said twice or more that opens a sentence as the"
         " subject of what a method does ('FooNet leverages ...', 'FOO-KV comprises ...', any verb in the present tense:"
         " 'Foo-Mem materializes this idea') is the method (not a known model, a dataset, an acronym of lowercase"
         " words, a name compared against, or one the paper improves or extends)",
         (("Long-term referring is hard. AR9-4XV leverages background stability. AR9-4XV achieves +10.3% RCR.",
           "AR9-4XV", "method"),
          ("Agents trade. Among the agents, FOODPG exhibits high volatility. FOODPG provides a balance.", "FOODPG",
           "not chosen"),
          ("Self-supervised learning (SSL) is popular. SSL enables learning from unlabeled data with SSL.", "SSL",
           "not chosen"),
          # any verb in the present tense, or "is a ... pipeline", after it (patterns.OPENING_SUBJECT_VERB_AFTER)
          ("Agents forget. Foo-Mem materializes this idea via a cost-aware extractor. Foo-Mem raises recall by 4%.",
           "Foo-Mem", "method"),
          ("We introduce two coders. QBRC is a deterministic, training-free pipeline for residuals. QBRC wins.",
           "QBRC", "method"),
          # (not a name the paper improves or extends: another's work, patterns.IMPROVED_BEFORE)
          ("FooCP addresses this by mixing solvers. In this paper, we improve FooCP by adding masks.", "FooCP",
           "not chosen"),
          ("FooSet results show gains for agents. FooSet images are sharp.", "FooSet", "not chosen"),
          ("We fit trees. FooSHAP analysis revealed key features. FooSHAP mappings showed drift.", "FooSHAP",
           "not chosen"),
          # (not a noun before a plural verb, nor a game or task that poses a challenge: read on the older pools)
          ("We parse text to FooR. FooR graphs represent meaning as roles. The FooR parser uses no syntax.", "FooR",
           "not chosen"),
          ("FooCraft II poses a grand challenge for agents. We study FooCraft II with a two-level policy.",
           "FooCraft II", "not chosen"))),
    Rule("method-result-subject", "role",
         "a coined name the paper's own results have as subject ('Experiments ... show that FooVR outperforms')"
         " is its method, named there first (not a known model, a dataset, or a form of an introduced name)",
         (("We propose a novel pose method. Experiments on BarSet demonstrate that FooVR outperforms prior work.",
           "FooVR", "method"),
          ("We evaluate two detectors. On BarSet, Foo-DETR achieves the best results.", "Foo-DETR", "not chosen"),
          ("Experiments show that Llama-3 outperforms smaller models.", "Llama-3", "not chosen"))),
    Rule("method-defined-part", "role",
         "after the paper names its method, a capitalised multi-word name defined with its own acronym (its markup"
         " may close before the bracket) that a part noun, an apposition or a 'which/that' clause follows ('based on"
         " Mutual Foo Attention (MFA), which ...', 'a \\textit{Foo Loop} (FL) that ...') is a part of it, whatever word"
         " stands before it (not named before the method, inside the method's own name, a known model or a generic"
         " acronym, a lowercase-spelled concept, nor a unit the paper uses, is tuned with or compares with)",
         (("We propose FooNet, a video editor. Its data pipeline is based on Mutual Bar Attention (MBA), which aligns"
           " clips.", "Mutual Bar Attention", "method"),
          ("We propose FooAgent. It couples a \\textit{Safety-Bar Reasoning Loop} (SBRL) that checks each step with a"
           " verifier.", "Safety-Bar Reasoning Loop", "method"),
          ("We propose FooSLT. Features are merged by a novel *Emotion-Bar Fusion* (EBF) module.", "Emotion-Bar Fusion",
           "method"),
          ("We propose FooGraph, modelling workflows as graphs with the Semantic-Bar Evolution (SBE) algorithm.",
           "Semantic-Bar Evolution", "method"),
          # a method the paper compares with or is tuned by, or one named before the paper's own
          ("We propose FooVLM. Compared to the Group Relative Bar Optimization (GRBO) algorithm, FooVLM is faster.",
           "Group Relative Bar Optimization", "not chosen"),
          ("We propose FooVLM, fine-tuned via Group Relative Bar Optimization (GRBO), a reinforcement learning method.",
           "Group Relative Bar Optimization", "not chosen"),
          ("Bar Tree Search (BTS), which explores moves, is slow. We propose FooSearch, a planner.", "Bar Tree Search",
           "not chosen"))),
    Rule("method-defined-acronym", "role", "a multi-word (or 'Split-Foo-Merge') name after 'a/an/novel' that the paper"
         " defines with an acronym",
         (("containing an Expert Token Module (ETM) and a head", "Expert Token Module", "method"),
          # hyphenated capitalised words are several; a sentence may open with the article
          ("Panoramas distort. A Split-Foo-Merge (SFM) module is introduced to fix it.", "Split-Foo-Merge", "method"),
          ("RL is used; we formulate it as a Partially Observable Markov Decision Process (POMDP).",
           "Partially Observable Markov Decision Process", "not chosen"),
          ("It balances both tasks by employing an Evolutionary Algorithm (EA) for weights.", "Evolutionary Algorithm",
           "not chosen"),
          # employed by a part of the paper's method ("the refinement stage employs"): a part too
          ("We propose a two-stage framework. The refinement stage employs a Dual Foo Refiner (DFR) to add details.",
           "Dual Foo Refiner", "method"))),
    Rule("method-defined-subject", "role",
         "after the paper says what it proposes, a capitalised multi-word name defined with its acronym that opens a"
         " clause and acts at once ('Foo Bar Extraction (FBE) samples ...') is a part of its method (not a known"
         " model, nor 'X (ACR) has/is', nor a name before the paper's own work is stated)",
         (("We propose FooCAT, a framework of three stages. Contrastive Foo Extraction (CFE) samples trajectories."
           " Assessment-Augmented Bar (AAB) replays each patch.", "Assessment-Augmented Bar", "method"),
          ("We introduce a novel distillation framework. First, Explanatory Foo (EF) generates probes. Second,"
           " Explanatory BarPO (\\texttt{EXBARPO}) uses a reward.", "Explanatory BarPO", "method"),
          ("We propose FooNet. First, an initial Dual-Stream Bar Network (DSBN) fuses the inputs.",
           "Dual-Stream Bar Network", "method"),
          # an adverb of sequence may stand between the acronym and the verb
          ("We propose FooNet. Bar Token Merging (BTM) groups frames. Baz Token Pruning (BTP) further drops tokens.",
           "Baz Token Pruning", "method"),
          ("Retrieval-Augmented Foo (RAF) mitigates errors. We propose BarRAG, a pipeline.", "Retrieval-Augmented Foo",
           "not chosen"),
          ("We propose FooNet. Reinforcement Learning (RL) has emerged as a tool.", "Reinforcement Learning",
           "not chosen"))),
    Rule("method-emphasized", "role",
         "a multi-word name in capitals, or a coined word, set in bold, small caps or emphasis (\\textbf, \\textsc,"
         " \\emph) is the paper's own (not \\textit, not one plain word, not a data name)",
         (("We add a self-captioning workflow featuring a \\textsc{Multimodal Foo Gate}: a mechanism to merge.",
           "Multimodal Foo Gate", "method"),
          ("The \\textit{Overall Foo Winner} gets a prize.", "Overall Foo Winner", "not chosen"),
          ("We report results on the \\textsc{Rotation} subset.", "Rotation", "not chosen"))),
    Rule("method-spelled-acronym", "role",
         "an acronym in brackets spelled by the capitals the paper set in the words before it ('visual DEtection"
         " ... STate model (DEST)'), in a sentence where 'we' act, is its own coined name",
         (("Inspired by BarNets, we propose a new 3D scene DEtection paradigm with an interactive FOcus space model"
           " (DEFO).", "DEFO", "method"),
          ("Results of the FOo-guided visual DEtection network (FODE) are given.", "FODE", "not chosen"),
          ("We compare against the Bar Matching Network (FODE) baseline.", "FODE", "not chosen"))),
    Rule("method-acronym-first", "role",
         "an acronym the paper spells out in brackets (or glosses: ', a Foo-aware Mixture of Experts') right after"
         " it, in a sentence where 'we' act, is its own coined name (not one built on: 'we build on FooRA, a ...'),"
         " nor 'PSNR (Peak Signal-to-Noise Ratio)' in a sentence of results, nor one spelled out as data ('FGAC (Foo Gene"
         " Annotation Corpus)')",
         (("We attempt to solve these challenges with FV-GEL (Foo-View Geometric Entity Localization).", "FV-GEL",
           "method"),
          # or glossed right after it: ", a Foo-aware Mixture of Language Experts"
          ("We pre-train experts and combine them through FooMoE, a Foo-aware Mixture of Language Experts. FooMoE masks"
           " experts.", "FooMoE", "method"),
          ("We build on FooRA, a Low-Rank Foo Adaptation method, and tune it.", "FooRA", "not chosen"),
          ("Visual PSNR (Peak Signal-to-Noise Ratio) rises by 2 dB.", "PSNR", "not chosen"),
          # spelled out as data (a corpus, a dataset), it is a dataset's short name, not the paper's method
          ("We work in the context of the FGAC (Foo Gene Annotation Corpus) track. Our model ranks 2nd in the FGAC NER"
           " task.", "FGAC", "no method"))),
    Rule("benchmark-data-cue", "role", "after 'experiments on', 'evaluated on', or called a benchmark/dataset",
         (("Experiments on BarQA and BazQA show gains.", "BazQA", "benchmark"),
          # a list of models ends with its sentence (text.LIST_SO_FAR): the next sentence's names are no models
          ("It builds on models such as FooLM and BarLM. Tests on Quxo and Zapo (91.2%) show gains.", "Zapo",
           "benchmark"),
          # a data noun joined to the name by a dash reads as the noun before it; "for" and an acronym the abstract
          # defines elsewhere end the name (two names, not "dataset-FooRefer for EFU")
          ("Embodied Foo Understanding (EFU) is hard. We build a framework-FooPuter and use it to curate a new "
           "benchmark dataset-FooRefer for EFU, by adding gestures.", "FooRefer", "benchmark"),
          # the paper's own data named after "the first ... dataset, called" (patterns.DATA_NOUN_APPOSITIVE)
          ("We introduce the first open-domain dataset, called FooBaRz, for reasoning about relations.", "FooBaRz",
           "benchmark"),
          # "data set" written apart is a data noun too (patterns.DATA_NOUN_AFTER)
          ("We obtain a considerable improvement on the Qux Review data set, reporting an accuracy of 93.3%.",
           "Qux Review", "benchmark"),
          # a list opened by "the", then task words and a plural data noun (patterns.DESCRIBED_DATA_NOUNS_AFTER)
          ("We perform competitively on the Quo, Barn, and Fen semantic parsing datasets.", "Fen", "benchmark"),
          # a coined name right before "corpora" (patterns.CORPORA_AFTER); a plain capitalised word there is a domain
          ("We reach the best F1 scores in the FooU and BarSegU corpora.", "BarSegU", "benchmark"),
          # a coined name between "the" and "leaderboard" (patterns.LEADERBOARD_AFTER)
          ("Evaluated on the FOOS 2026 leaderboard, our method reaches a Dice of 79.99%.", "FOOS 2026", "benchmark"),
          ("It enables tagging for Humanities corpora.", "Humanities", "no benchmark"),
          ("We generate QCG corpora from dependency trees and gain 6% on BarSet.", "QCG", "no benchmark"),
          ("We evaluate the FooNet on two datasets: the BarVRD and QuxGenome datasets.", "FooNet", "no benchmark"),
          # a language among the words after "a/an", or a digit-led one after "the" (patterns.DATA_DESCRIBING_WORD,
          # patterns.DATA_LANGUAGE_WORD), still describes the data named next
          ("We verify FooNet on a Mandarin speech corpus QuxSpeech-2, and it achieves a 31.2% CER.", "QuxSpeech-2",
           "benchmark"),
          ("FooNet reaches 97.3% on the widely-used 6D pose benchmark dataset QuxMod using RGB input.", "QuxMod",
           "benchmark"),
          # after "the", a capitalised word may be a dataset's own name: the name after its data noun is not taken
          ("We evaluate on the Quxville urban dataset FooNet and it reaches 80.1% mIoU.", "FooNet", "no benchmark"),
          # a name alone in a bracket right after a score (patterns.SCORE_BRACKET_BEFORE), not a metric nor a short acronym
          ("Humans rate it highly, with up to 71.3% (FooKG) and 89.4% (BarWeb) precision.", "FooKG", "benchmark"),
          ("It reaches 71.3% (mAP) and 23.3% (EAO) on BarWeb.", "EAO", "no benchmark"),
          ("We propose FooNet. It reaches 71.3% (FooNet) on BarWeb.", "FooNet", "no benchmark"),
          # a number and a hyphen open a data set's name, a data noun right after (patterns.DIGIT_LED_DATA_NAME)
          ("On the 1-Billion Quxword dataset, FooNet saves 25% of the memory.", "1-Billion Quxword", "benchmark"),
          # parts joined by '+' name the system that scored it (patterns.JOINED_PARTS), not a dataset
          ("Our best results are acc. = 0.955, F1 = 0.954 (FooEmb+BiLSTM).", "FooEmb+BiLSTM", "no benchmark"),
          # a name with its task word and a value alone in a bracket, listed (patterns.TASK_WORD_BEFORE_BRACKET,
          # patterns.TASK_ITEM_BEFORE)
          ("It yields gains on FooAnn NER (+2.6 F1), BarPOS tagging (+1.3) and QuxNLI (+0.7).", "BarPOS", "benchmark"),
          ("It yields gains on FooAnn NER (+2.6 F1), BarPOS tagging (+1.3) and QuxNLI (+0.7).", "QuxNLI", "benchmark"),
          # after a known dataset's item (patterns.DATA_ITEM_BEFORE)
          ("It improves accuracy on CIFAR-100 (+3.3%), ImageNet (+0.9%) and FooVOC12 (+5.7%).", "FooVOC12", "benchmark"),
          ("We introduce FooSQL. Evaluated on many benchmarks, FooSQL gains 36%.", "FooSQL", "no benchmark"),
          ("We present FooPhone-2. Evaluated across several languages and corpora, FooPhone-2 reaches 90% F1.",
           "FooPhone-2", "no benchmark"),
          ("It beats an upper bound on a new synthetic benchmark (SHF-FooSet) we contribute.", "SHF-FooSet", "benchmark"),
          ("We build 800 image pairs curated from FooVista, BarVerse, and Baz-Pro.", "BarVerse", "benchmark"),
          ("In an evaluation on FooNeRF Synthetic (Blender), Mip-FooNeRF 360, and BarNet++, it wins.", "BarNet++",
           "benchmark"),
          ("On remote sensing detection datasets (FooTA-v1.0 and BIOR-R), it is fast.", "FooTA-v1.0", "benchmark"),
          # the last of a list of names glossed in brackets, then a task word and a plural data noun
          # (patterns.TASK_DATA_NOUN_AFTER); a task's acronym alone before them is no name
          ("It does well on FooGraph (node) and Bar-Binary (graph) classification benchmarks.", "Bar-Binary",
           "benchmark"),
          ("Since QUXP parsing datasets are small, we propose FooNet, which gains 2.5%.", "QUXP", "no benchmark"),
          # a bracket of plain capitalised words listed right after a plural data noun (patterns.DATA_BRACKET_LIST)
          ("Results on two public datasets (Foodon and Barlog) show gains.", "Barlog", "benchmark"),
          ("Experiments on three public datasets (Quxly, Bazpin, and Corge) show gains.", "Quxly", "benchmark"),
          ("Experiments on two public datasets (Foodon) show gains.", "Foodon", "not chosen"),
          # the paper's own name with a verb after a comma-closed data list opens the main clause (patterns.VERB_AFTER)
          ("We propose FooNet, which learns representations. Evaluated on large real-world data including 2,609 trials,"
           " 25K doctors and 430K patients, FooNet demonstrated improved performance.", "FooNet", "no benchmark"),
          ("We evaluate on German and English treebanks (FooBank, BarBank, and QuxTB) and report gains.", "BarBank",
           "benchmark"),
          ("Additionally, we create an out-of-distribution dataset Foo-Adv by asking crowdworkers to perturb examples.",
           "Foo-Adv", "benchmark"),
          ("We built FooSE, a system. In an evaluation on an unseen dataset FooSE synthesized 84.6% of the signatures.",
           "FooSE", "no benchmark"),
          ("It is trained in the CARLA simulator.", "CARLA", "benchmark"),
          # named after "a ... dataset of <what it holds>," (patterns.DATA_NOUN_APPOSITIVE)
          ("We test our loss on a large dataset of tennis videos, FooCourt, and gain 12.8%.", "FooCourt", "benchmark"),
          ("On a large dataset of tennis videos, FooNet achieves 12.8% higher accuracy.", "FooNet", "no benchmark"),
          # a split's label and "set" after a name-like name (patterns.SPLIT_NOUN_AFTER)
          ("It gains 11.9 mIoU points for both FooSeg3D test sets.", "FooSeg3D", "benchmark"),
          ("We train on FooCorpus and test on BarSet.", "BarSet", "benchmark"),
          ("Scaling laws hold for different open datasets, FooComp, DFB and Re-BAION, with one trend.", "Re-BAION",
           "benchmark"),
          ("Scaling laws hold for different open datasets, FooComp, DFB and Re-BAION, with one trend.", "FooComp",
           "benchmark"),
          ("We audit three public speech datasets - Foo Voice 7.0, BARS, and BazPopuli - for errors.", "Foo Voice 7.0",
           "benchmark"),
          ("It is evaluated on three corpora from the literature: FOOC, BAR, Baz2016tv and gets an F score of 0.79.",
           "FOOC", "benchmark"),
          ("Across all datasets, FooNet wins.", "FooNet", "no benchmark"),
          # a comma after the data noun closes its cue: "training with X" after it opens a clause
          ("We present FOO: easy augmentation techniques. On average, across five datasets, training with FOO while"
           " using only 50% of the set matches full training.", "FOO", "no benchmark"),
          ("In our experiments on both FooMT17 English-Japanese as well as BarMT14 German-English, it gains.",
           "FooMT17 English-Japanese", "benchmark"),
          # a name with its result verb after the list's comma opens the main clause: no item of the list
          ("We present FooNet, a tagger. In experiments on BarSet-2005, FooNet achieves 91.2 F1.", "FooNet",
           "no benchmark"),
          ("In experiments on BarSet-2005, FooNet achieves 91.2 F1.", "BarSet-2005", "benchmark"),
          # a comma after the list's closing "and" item ends the list: what follows opens the main clause
          # (patterns.LIST_ENDED)
          ("On various datasets, including FooSet, BarSet, and BazSet, QuxNets exhibit a higher robust accuracy.",
           "QuxNets", "no benchmark"),
          ("On four benchmarks: FooA, BarB, BazC and quX, QuxNet considerably beats others.", "QuxNet", "no benchmark"),
          ("On four benchmarks: FooA, BarB, BazC and quX, QuxNet considerably beats others.", "quX", "benchmark"),
          # a language's variety called data (veto-language-or-country spares it)
          ("It is evaluated on the Wow call center and Foosher English corpora.", "Foosher English", "benchmark"),
          # data in brackets after lowercase labels of a data list
          ("It is tested across three datasets on both ego-view (FooDB, BIT) and top-view (BAZ/QUX) setups.",
           "BIT", "benchmark"),
          ("It is tested across three datasets on both ego-view (FooDB, BIT) and top-view (BAZ/QUX) setups.",
           "FooDB", "benchmark"),
          ("Agents are evaluated in two domains: problem-solving (FooGyver), research ideation (BarGen).",
           "FooGyver", "benchmark"),
          ("Agents are evaluated in two domains: problem-solving (FooGyver), research ideation (BarGen).",
           "BarGen", "benchmark"),
          # a second label after "and" (probe34)
          ("We test on question answering (BazQA) and entailment (QuxNLI), where FooBERT gets 90.2 and 86.7.",
           "QuxNLI", "benchmark"),
          ("It wins on benchmarks including code generation, multilingual (FJK) tasks, and writing.", "FJK",
           "no benchmark"),
          ("Most FooQA benchmarks embed the answer in the question.", "Most FooQA", "not chosen"),  # the quantifier
          # a data word that only modifies a process ("Dataset ... Verification") names no dataset
          ("We introduce Dataset Foo Verification for Bar Modeling (DFVBM), which checks a model.",
           "Dataset Foo Verification for Bar Modeling", "no benchmark"),
          ("We test this hypothesis with FooNet and BarNet.", "BarNet", "not chosen"),
          ("Visual Foo Answering (VFA) is hard. We gain 2% on the VFA dataset.", "Visual Foo Answering",
           "benchmark"),  # a task's name, but the paper calls it a dataset: no veto-task-phrase
          ("We also report gains on FooEval and on BarQA.", "BarQA", "benchmark"),
          ("Pretrained on CC3M, FooVid-10M, ActivityNet and Ego4D, it transfers well.", "FooVid-10M", "benchmark"),
          ("The encoder is pretrained on FooText and BarCorpus-2.", "FooText", "benchmark"),
          ("The approach is validated on FooSeg and BarSeg.", "FooSeg", "benchmark"),
          ("We further build a large-scale dataset, FooTone-800K, and train a model on it.", "FooTone-800K",
           "benchmark"),
          ("We present a large-scale dataset covering 102 tree species, named CU-Foo102, for this task.", "CU-Foo102",
           "benchmark"),
          ("We make two contributions: (i) a scalable, high-quality business dataset, i.e., FooGraphics-650K, with"
           " layouts.", "FooGraphics-650K", "benchmark"),
          ("On the FooSet dataset, BarNet-L reaches a new best.", "BarNet-L", "not chosen"),
          ("Extensive experiments have been conducted on FooSeg-5 and BarSeg-20.", "BarSeg-20", "benchmark"),
          ("It wins on two benchmarks, including FooVC and BarTAB-1k.", "BarTAB-1k", "benchmark"),
          ("It reaches 58.1% on the validation set of Static Foo Faces in the Wild (SFFW 2.0).",
           "Static Foo Faces in the Wild", "benchmark"),  # a split of it; the acronym may carry a version
          ("It reaches 87.0% on Real-World Foo Faces (RFF) Database.", "Real-World Foo Faces", "benchmark"),
          ("The Foo Memes Challenge asks for hateful memes; we reach an AUROC of 0.81.", "Foo Memes Challenge",
           "benchmark"),
          ("Visual foo answering (VFA) is hard. We improve results on the VFA dataset.", "VFA",
           "benchmark"),  # a concept's acronym, but written "the VFA dataset": veto-concept-acronym spares it
          ("Compared with the winner of the FOO-HMM challenge, our planner is better.", "FOO-HMM", "benchmark"),
          ("We present our solution to the Foonauts 2025 challenge. It places fourth.", "Foonauts 2025", "benchmark"),
          # a task word between the name and 'challenge'
          ("Our FooSeg leads the leaderboard of the BarOrgan24 pan-organ challenge.", "BarOrgan24", "benchmark"),
          # described as data after a citation; "GPT" opening a longer word is no GPT model
          ("We build on GPTFOO v1.5 (Smith et al., 2025a), a recursively elicited set of 100 million beliefs.",
           "GPTFOO v1.5", "benchmark"),
          ("We produce FD2, a dataset of 60 games, and train on it.", "FD2", "benchmark"),
          ("We build it via Foo Filtering (FF), a data collection paradigm that picks hard negatives.", "Foo Filtering",
           "no benchmark"),
          ("We introduce the first benchmark FooSLR for multimodal symbolic logic.", "FooSLR", "benchmark"),
          ("We build a new dataset for retrieval. The proposed dataset, named Dense-FooVid-CoBR, has 1.6 million samples.",
           "Dense-FooVid-CoBR", "benchmark"),
          ("Applied to the FOOI CCI 3.0 corpus (267M documents), the method finds 4,853 words.", "FOOI CCI 3.0",
           "benchmark"),
          # a colon after a plural data noun opens the list of data
          ("We evaluate on two real-world benchmarks: Foonoptic Studio and BarYCB, with low errors.", "Foonoptic Studio",
           "benchmark"),
          # "the ... dataset, X" where X closes the sentence
          ("Experiments use the commonly used industrial inspection dataset, FooTec. Gains are large.", "FooTec",
           "benchmark"),
          ("We study one of the widely-adopted NER benchmark datasets, QuxNER03. The best F1 is around 93%.", "QuxNER03",
           "benchmark"),
          # ... or where a purpose clause follows the name
          ("We run ablations on the newly released multi-person pose tracking benchmark, FooTrack, to validate our "
           "design choices.", "FooTrack", "benchmark"),
          # "using" opens a clause: what is used is no item of the data's list
          ("It succeeds on benchmark datasets such as FooNet40 and BarObjectNN using BazNet and QuxCNN classifiers.",
           "QuxCNN", "not chosen"),
          # a count of variants or subsets of it: "in three variants of X" names X
          ("It beats the baseline by 6.5% and 7.0% in three variants of FooObjectNN with a linear protocol.",
           "FooObjectNN", "benchmark"),
          # a whole-number version closed by a comma, "and" or the sentence end: "FooArena 2" (not "With 7,662")
          ("It improves over BarPO by 6.03 points on FooArena 2 and by 4.1 on BazHard.", "FooArena 2", "benchmark"),
          # an evaluation campaign's data, called a shared or translation task, or a task after its edition's year
          ("We obtain a F1 of 91.89 for the QuxNER-2003 English shared task.", "QuxNER-2003 English", "benchmark"),
          ("It gains +2.58 BLEU point for the BarMT-2017 German-to-English task.", "BarMT-2017 German-to-English",
           "benchmark"),
          ("It gains +2.58 BLEU point for the FooNER task.", "FooNER", "not chosen"),
          # a domain word between the campaign's name and "translation task"
          ("Results for the BarMT news translation task show gains of up to 1.7 BLEU points.", "BarMT", "benchmark"),
          # the task's capitalised "(Shared) Task" inside the name (patterns.CAMPAIGN_TASK_IN_NAME)
          ("Among 26 teams in the FooIF-2019 Shared Task SLC, our system ranked 12th with an F1 of 0.58.",
           "FooIF-2019 Shared Task SLC", "benchmark"),
          # a direction listed right after an edition's name and direction: that edition's, its name elided
          # (veto-language-or-country spares it)
          ("On the BarMT 2014 English-to-German and English-to-French translation tasks, FooNet gains 1.3 and 0.3"
           " BLEU, respectively.", "English-to-French", "benchmark"),
          # a place the value is measured on ("detection on X is 1.2% more accurate") is no metric (veto-metric spares
          # it: patterns.ON_BEFORE)
          ("Experiments on FooSet and BarVOC show gains. Detection on BarVOC is 1.2% more accurate than with BazNet.",
           "BarVOC", "benchmark"),
          # a place after "on" does not achieve what the clause after it says (veto-result-subject spares it:
          # patterns.PLACE_ON_BEFORE)
          ("We test on BarSet and FooNet 2012. It has a drop of 0.35% on FooNet 2012, which outperforms the best.",
           "FooNet 2012", "benchmark"),
          # a name glued to "Match" is no "Exact Match" metric (veto-metric spares it: patterns.METRIC_LONG)
          ("It reaches 94.9% average recall on the Qux3DMatch benchmark data set.", "Qux3DMatch", "benchmark"),
          # a name right after "the ... dataset", no comma between (patterns.DATA_NOUN_THE_NAMED)
          ("We take the large-scale dataset FooMediaNet as source domain.", "FooMediaNet", "benchmark"),
          # a task acronym of the field among the words before the data noun (patterns.GENERIC_ACRONYMS)
          ("Experiments on the large-scale video QA dataset FooGIF-QA show that it gains 13.0%.", "FooGIF-QA",
           "benchmark"),
          # the paper's name, with its verb, opens the main clause after "a ... dataset," (no apposition)
          ("We propose FooNet. On a large real-world dataset, FooNet outperforms the baseline by 4.1%.", "FooNet",
           "no benchmark"),
          # after experiments "on the", right before the verb reporting them (patterns.EXPERIMENTS_ON_THE)
          ("Experiments on the FooSQL show that our parser gains 6.4%.", "FooSQL", "benchmark"),
          # after "the", one or two words of what it holds before the data noun (patterns.DESCRIBED_DATA_NOUN_AFTER)
          ("Experiments include language modeling on the FooTree bank dataset.", "FooTree", "benchmark"),
          # between a place word and a task's word (patterns.NAMED_TASK_BEFORE, NAMED_TASK_AFTER)
          ("In the FooNet40 classification task it gets 89.1%, and in BarNet segmentation task an mIoU of 68.2.",
           "BarNet", "benchmark"),
          # named splits of it (patterns.SPLIT_OF)
          ("Our method gains 6.4 and 13.9 mAP on full and one-shot sets of QUXO in supervised learning.", "QUXO",
           "benchmark"),
          # an acronym in brackets spelled by the words before it, then a data noun (patterns.GLOSSED_DATA_NOUN_AFTER)
          ("Results are also good on the 3D foo in the wild (3DFW) dataset.", "3DFW", "benchmark"),
          ("We introduce BarEye, a multi-sensor (RGB-QX) dataset for drones.", "RGB-QX", "no benchmark"),
          # what a submission was made to (patterns.SUBMITTED_TO_AFTER)
          ("Our FooCity test submission entitled BarNet-18 delivers 75.5% mIoU.", "FooCity", "benchmark"),
          ("BazNet formed our QuxVision 2017 classification submission, with a top-5 error of 2.3%.", "QuxVision 2017",
           "benchmark"),
          # a quoted name right before a data noun (patterns.QUOTE_BEFORE_NAME, QUOTED_DATA_NOUN_AFTER)
          ("FooNet lifts accuracy from 0.78 to 0.92 in “BarNews” data.", "BarNews", "benchmark"),
          ("FooNet gains 3.1% on the “QuxTalk” dataset.", "QuxTalk", "benchmark"))),
    Rule("benchmark-introduced-appositive", "role", "an introduced name described as 'a/the first benchmark/dataset' (or as 'our ... dataset')",
         (("This paper introduces FooSet, the first benchmark designed for X.", "FooSet", "benchmark"),
          ("This paper introduces FooNet, a new, large-scale lexical database of word pairs.", "FooNet", "benchmark"),
          ("We present FooDB, a vector database engine for retrieval.", "FooDB", "no benchmark"),
          ("We propose FooNet, a small network. FooNet, trained on the BarSet dataset, reaches 97.1%.", "FooNet",
           "no benchmark"),
          ("We propose Recover-FooRA, a lightweight and dataset-agnostic method.", "Recover-FooRA", "no benchmark"),
          ("We propose Recover-FooRA, a lightweight and dataset agnostic method.", "Recover-FooRA", "no benchmark"),
          ("We introduce FooRef, a methodology that turns QA data into pairs. Using FooRef, we curate a small"
           " preference dataset.", "FooRef", "no benchmark"),
          ("We propose FooBA, a three phase framework to Simplify Benchmark Analysis.", "FooBA", "no benchmark"),
          ("We present \\textsc{FooToM}, a novel benchmark for theory of mind.", "FooToM", "benchmark"),
          ("We present \\textsc{FooVeil}, a social learning environment that simulates barriers.", "FooVeil", "benchmark"),
          ("We propose FooNav, an environment-aware planner for drones.", "FooNav", "no benchmark"),
          # adjectives listed with commas before the data noun
          ("We further construct FooOcc, a large-scale, physically consistent occupancy dataset.", "FooOcc",
           "benchmark"),
          # an aside in brackets among the words before the data noun
          ("We create QUXPI, a high-quality (90.2% coverage as judged by humans), and large-scale dataset of"
           " 5,000 state changes.", "QUXPI", "benchmark"),
          # an aside opening the appositive
          ("We present FooHunt, to our knowledge the first controlled benchmark that isolates leaks.", "FooHunt",
           "benchmark"),
          # called the paper's own data before its name
          ("Leveraging our newly released dataset, FooDoc-55K, which holds scans, we train BarParser.", "FooDoc-55K",
           "benchmark"),
          ("On our dataset, FooCat achieves a Dice of 0.93.", "FooCat", "no benchmark"),
          ("In this study, we introduce FooDB, which is a challenging loop closure dataset of 900 images.", "FooDB",
           "benchmark"))),
    Rule("benchmark-result-on", "role", "named after on/across (or 'in' right after a score and its metric: '26.22 BLEU"
         " points in X') in a clause that states a result (after 'over', a"
         " baseline); an introduced name too, after 'on (our proposed)' (not 'based on', 'built on')",
         (("It attains a 98.3% success rate on LIBRA.", "LIBRA", "benchmark"),
          # a size in the name, but one or two words of what it holds and a data noun after: data, no model
          # (veto-evaluated-model; patterns.DESCRIBED_DATA_NOUN_AFTER)
          ("QuxNet gains 5.3% on FooClips-1M video classification dataset.", "FooClips-1M", "benchmark"),
          # a round count of millions is the data's size, even with no data noun (modern17j; patterns.ROUND_MILLIONS_PART)
          ("Our FooNet outperforms baselines on FooCA-1M with dense depth (0.412 vs. 0.250 mAP).", "FooCA-1M",
           "benchmark"),
          # the last of a list after "on", then "which ...": said of the results, no veto-result-subject
          # (patterns.PLACE_ON_LIST_BEFORE)
          ("It reaches 93.9% and 91.2% on FooSet and BarSet-40, which outperforms the best by 2.3% and 8.6%.",
           "BarSet-40", "benchmark"),
          # a size word hyphened before the name is part of it: a smaller cut of the data (patterns.SIZE_PREFIX)
          ("It reaches 61.2% on mini-FooNet and 70.1% on tiny-BarSet.", "mini-FooNet", "benchmark"),
          # a translation direction between the cue and the name is read past
          ("We propose QuxMT. We get 22.5 BLEU points in English-to-German FooMT 2014.", "FooMT 2014", "benchmark"),
          # an acronym spelled in lowercase words is a task, but one with a version is its dataset
          ("Tasks like visual foo answering (VFA) matter. We report an accuracy on VFA 2.0 test-std, 72.71.", "VFA",
           "benchmark"),
          ("It gives gains, with the cIoU on FooSeg increasing by 3.09%.", "FooSeg", "benchmark"),
          # a coined name right after a bare percentage and 'in' (patterns.SCORE_PERCENT_IN_BEFORE); not a metric
          ("It reaches a joint accuracy of 51.7% in FooWOZ 2.0 and 53.0% in FooWOZ 2.1.", "FooWOZ 2.0", "benchmark"),
          # a dotted version before "in" is part of the name (patterns.VERSION_AFTER)
          ("It reaches 51.7% in FooWOZ 2.0 and 53.0% in FooWOZ 2.1 in an open setting.", "FooWOZ 2.1", "benchmark"),
          # so is an edition's size of two or three digits (or K/M after) closed by a list joiner (modern19b)
          ("It gains 3.5 points on FooRGB 60, FooRGB 120 and BarMMD.", "FooRGB 60", "benchmark"),
          ("It reaches 81.2% HR@10 on QuxLens 1M and BarCDs.", "QuxLens 1M", "benchmark"),
          ("It improves the base model by 8.1% in F1-score.", "F1-score", "not chosen"),
          ("It lowers the error to 11.1% in ADE and 10.8% in FDE.", "ADE", "not chosen"),
          # a detection rate named after 'in' is a metric too (patterns.METRIC_ABBREVIATION)
          ("It gains 9.14% in AUROC and 32.42% in FPR95 over the baselines.", "FPR95", "not chosen"),
          ("We use the Street Sign Set (SSS). It attains a 98.3% success rate on SSS.", "Street Sign Set",
           "benchmark"),  # the acronym's cue decides for its long form
          ("Across strong models, it helps; for example, on FooLM, it gains.", "FooLM", "not chosen"),
          ("It achieves a 3.9x speedup over FooAttention at the same accuracy.", "FooAttention", "not chosen"),
          # a comparison ends the list after "on" (text.LIST_SO_FAR)
          ("It reaches 74% on FooEval and outperforms BarNet and BazNet by 5% and 11%.", "BazNet", "not chosen"),
          ("It reaches 84.1% AP50 on FooVOC better than BarNAS and Baz-FPN.", "Baz-FPN", "not chosen"),
          ("It reaches 84.1% AP50 on FooVOC better than BarNAS and Baz-FPN.", "BarNAS", "not chosen"),
          # the paper's own data, named after "on" in a result: a benchmark as well as introduced
          ("We build FooS-XS, a new split. Our method gains 2.55% mIoU on our proposed FooS-XS.", "FooS-XS",
           "benchmark"),
          ("We propose FooNet. Based on FooNet, we reach 80% on BarSet.", "FooNet", "no benchmark"),
          # what the paper's model is built on, in a sentence of results, is no place of them
          ("Results on the FooSet dataset show that our model built on BarNetv2 gains 16.1% over BazNet.", "BarNetv2",
           "not chosen"),
          ("It improves over BarPO by 6.03% on Foo Eval 2.0. Code is public.", "Foo Eval 2.0", "benchmark"),
          ("We ask BarLM and Claude 3.5 on FooBench.", "Claude 3.5", "not chosen"),
          # the score may follow the name in its clause (probe34)
          ("FooTracker ranks first on BazTrack'17 with an EAO of 0.412.", "BazTrack'17", "benchmark"),
          # 'in' right after a score and its metric leads to the benchmark as 'on' does
          ("It yields 14.08 and 26.22 BLEU points in FooMT 2014 English-German and English-French, respectively.",
           "FooMT 2014 English-German", "benchmark"),
          ("On QuxSet our model obtains 67.2% accuracy, while on ZapSet it obtains 54.8%.", "ZapSet", "benchmark"),
          ("FooNet sets a new record on QuxSet with 87.1% accuracy.", "QuxSet", "benchmark"),
          ("We build on BarNet with 12.5% of its weights pruned.", "BarNet", "not chosen"),
          # a decimal with its unit glued on is a result too (patterns.RESULT_WORDS)
          ("Our tuning raises PSNR from 32.84dB to 33.05dB on the Quxflow.", "Quxflow", "benchmark"))),
    Rule("benchmark-opening-on", "benchmark", "named in a sentence's opening 'On (the) X ...,' (or 'Notably, on X,')",
         (("On the FooBase classification task, our model achieves 75.2% top-1 accuracy.", "FooBase", "benchmark"),
          ("On FooFaces DB it achieves 95.1%.", "FooFaces DB", "benchmark"),
          ("On BarSet-2012 English we also show an improvement of 2.5 F1.", "BarSet-2012 English", "benchmark"),
          ("It is strong on BarCOCO. Notably, on gFooCOCO, we achieve an N-Acc of 83.3%.", "gFooCOCO", "benchmark"),
          ("On FooSet it gains 2.6%. For BarSet-S, we observe a 6.3% improvement.", "BarSet-S", "benchmark"),
          # a name with "based" after it is a kind of what follows, not where the result holds
          ("For FooAttack based attacks, our defense lowers the success rate from 90.1% to 70.2%.", "FooAttack",
           "not chosen"),
          # the data in brackets after a task's lowercase name (probe34)
          ("On natural language inference (QuxNLI), FooBERT reaches 91.3% accuracy.", "QuxNLI", "benchmark"))),
    Rule("benchmark-before-metric", "benchmark", "named right before a metric ('X top-1 accuracy of 80%')",
         (("We achieve FooSet accuracy of 80.0% with fewer FLOPs.", "FooSet", "benchmark"),
          ("FooNet improves the BarVid R@1 by 4.2 points over QuxNet.", "BarVid", "benchmark"),
          # a metric's abbreviation is written in its case ("UV map" names no mAP), and a unit is no name
          ("It predicts the UV map of a page, lowering the error by 42%.", "UV", "not chosen"),
          ("FooNet achieves 29.86 dB PSNR on BarScenes, 0.2 dB above QuxNet.", "dB", "not chosen"))),
    Rule("benchmark-with-score", "role", "a name with a percentage right after it ('improving X to 93.7%', 'X (94.2%)'), not one compared against"
         " ('better than X (35.7%)': patterns.COMPARED_BEFORE, right before the name)",
         (("It improves FooSet to 93.72% and BarSet (80.9%).", "BarSet", "benchmark"),
          ("It transfers to FooSet (91.7%) and Flowers (98.8%).", "Flowers", "benchmark"),  # a plural, but scored
          # a gain in the bracket, bold or not (modern17j)
          ("It gains most on hard sets: FooSet (+4.8% answer accuracy) and BarSet (+8.6% answer accuracy).", "BarSet",
           "benchmark"),
          ("It also transfers to general scenes, including FooFake (+\\textbf{0.9\\%}) and BarImage"
           " (+\\textbf{1.7\\%}).", "FooFake", "benchmark"),
          ("It scores 38.0%, 3% better than BarNet (35.69%).", "BarNet", "not chosen"),
          # the comparison is read right before the name: read anywhere earlier in the sentence (tried), it took
          # datasets a result is reported on for baselines
          ("It gains +3.6% over FooPO (43.1%) and +5.0% over BarPO (41.7%).", "BarPO", "not chosen"),
          # later items of a list of scored names that a comparison opens are baselines too
          # (patterns.COMPARED_SCORED_LIST_BEFORE; modern19b)
          ("FooTuned reaches 88.8%, outperforming BarLM-APO (87.8%, 87.3%), QuxLM (69.1%, 78.1%), and BazBERT"
           " (60.7%, 68.3%).", "BazBERT", "not chosen"),
          ("It reaches 91.3%, surpassing FooLoRA (89.1%) and BarLoRA (90.2%).", "BarLoRA", "not chosen"))),
    Rule("benchmark-lexicon", "role", "a dataset that public libraries ship (extractor/lexicon.py, extractor/data/*.toml),"
         " or one led by a language ('the English X')",
         (("Our detector reaches 48.3 AP and transfers to CIFAR-10.", "CIFAR-10", "benchmark"),
          # a number after a space that the lexicon knows with the name is part of it (patterns.KNOWN_SIZE_AFTER;
          # modern19b), a unit after it is not ("MMLU 5 points")
          ("Our detector reaches 48.3 AP and transfers to CIFAR 10 as well.", "CIFAR 10", "benchmark"),
          # a name-like word after it that the paper also writes alone is another name, not part of the dataset's
          ("Implicit foo networks (FOON) store signals. Our detector reaches 48.3 AP and transfers to CIFAR-10 FOON"
           " classification.", "CIFAR-10", "benchmark"),
          ("Our detector reaches 48.3 AP and transfers to CIFAR-10 FOON classification.", "CIFAR-10", "not chosen"),
          # led by the language of the part used, it is the dataset still
          ("Tests on the standard English COCO captioning task show that our model reaches 41.2 CIDEr.",
           "English COCO", "benchmark"))),
    Rule("benchmark-list-kin", "role", "listed with a benchmark ('A, B and C benchmarks'), a numbered citation or a short gloss between",
         (("gains on FooSet and BarSet benchmarks", "FooSet", "benchmark"),
          ("Existing benchmarks like FooVTec-AD [6] and BarA [33] have reached saturation.", "BarA", "benchmark"),
          # a short lower-case gloss in brackets after an item (patterns.NAME_GLOSS)
          ("It does well on FooGraph (node) and Bar-Binary (graph) classification benchmarks.", "FooGraph",
           "benchmark"))),
]


RULES_BY_NAME.update({rule.name: rule for rule in ROLE_RULES + READ_RULES})
