"""Numbers written with digits: where they are, and what value each one means.

Code, not the model, finds numbers and parses their values: a 1.5B model
invents numbers and cuts "3,720" at the comma when it types JSON numbers.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal

_SCALE_SUFFIX = {"k": 1000, "K": 1000, "M": 10**6, "B": 10**9}
_SCALE_WORD = {"thousand": 1000, "million": 10**6, "billion": 10**9, "trillion": 10**12}

# One number with the marks that belong to it. Order matters: the longest
# multiplier spellings first.
NUMBER_RE = re.compile(
    r"""
    (?P<sign>[+\-−])?
    (?P<digits>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)
    (?P<suffix>
        \s?\\?%                                   # 80%  80\%
      | \s?\$\\times\$ | \s?\\times | \s?×       # 1.7$\times$  2×
      | [xX](?![A-Za-z0-9])                      # 11.8X  5x
      | [kKMB](?![A-Za-z0-9])                    # 256K  10B
      | \s(?:thousand|million|billion|trillion)\b
    )?
    """,
    re.VERBOSE,
)

# A multiplier written in words that states a result (GUIDELINE: "two-fold speedup", "halves"): "a
# threefold increase", "halves the memory", "more than doubling the frequency"; not "five-fold
# cross-validation", "the challenges are twofold" or "by doubling the batch size" (a method's step).
_FOLD_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
               "twenty": 20, "hundred": 100}
_VERB_FACTORS = {"halv": 2, "doubl": 2, "tripl": 3, "quadrupl": 4}  # "halves" is a 2x reduction, as "2x reduction"
_SPELLED_FOLD = r"(?P<fold>" + "|".join(_FOLD_WORDS) + r")[- ]?fold"
_SPELLED_VERB = r"(?P<verb>" + "|".join(_VERB_FACTORS) + r")(?:es|ed|ing)"
SPELLED_FORM = re.compile(rf"{_SPELLED_FOLD}|{_SPELLED_VERB}", re.IGNORECASE)  # the raw of such a claim
SPELLED_MULTIPLIER = re.compile(
    rf"\b(?:{_SPELLED_FOLD}(?=\s+(?:speed-?ups?|improvements?|increases?|reductions?|decreases?|gains?|boosts?"
    r"|accelerations?|faster|slower|higher|lower|more|fewer|less|larger|smaller)\b)"
    rf"|(?<!\bby\s){_SPELLED_VERB}\b)",
    re.IGNORECASE)

# Words that, right after a number, say its unit.
UNIT_WORDS = {
    "percent": "%", "fps": "FPS", "tokens": "tokens", "token": "tokens", "points": "points", "point": "points", "pp": "points", "percentage": "points",
    "ms": "ms", "seconds": "s", "s": "s", "hours": "hours", "minutes": "minutes", "days": "days",
    "gb": "GB", "mb": "MB", "tb": "TB", "db": "dB", "mm": "mm", "gpus": "GPUs", "gpu": "GPUs", "parameters": "parameters",
    "params": "parameters", "bits": "bits", "bit": "bits", "steps": "steps", "epochs": "epochs",
}


@dataclass(frozen=True)
class Number:
    raw: str
    value: float
    unit: str | None
    start: int
    end: int


def parse_value(raw: str) -> float:
    """The plain number a raw mention means: '3,720' -> 3720, '16.1 million' -> 16100000,
    '80\\%' -> 80, '1.7$\\times$' -> 1.7, '256K' -> 256000, '11.8X' -> 11.8."""
    match = NUMBER_RE.fullmatch(raw.strip())
    if not match:
        spelled = SPELLED_FORM.fullmatch(raw.strip())  # "two-fold", "halves"
        if spelled:
            return float(_spelled_value(spelled))
        raise ValueError(f"not a number: {raw!r}")
    # Decimal, because 16.1 * 1e6 is 16100000.000000002 in binary floating point.
    value = Decimal(match["digits"].replace(",", ""))
    if match["sign"] in ("-", "−"):
        value = -value
    suffix = (match["suffix"] or "").strip()
    scale = _SCALE_SUFFIX.get(suffix) or _SCALE_WORD.get(suffix, 1)
    return float(value * Decimal(scale))


def _spelled_value(match: re.Match) -> int:
    if match["fold"]:
        return _FOLD_WORDS[match["fold"].lower()]
    return _VERB_FACTORS[match["verb"].lower()]


def unit_of(raw: str, following: str) -> str | None:
    match = NUMBER_RE.fullmatch(raw.strip())
    suffix = (match["suffix"] or "").strip() if match else ""
    if suffix.endswith("%"):
        return "%"
    if suffix in ("$\\times$", "\\times", "×", "x", "X"):
        return "x"
    word = re.match(r"\s*-?([A-Za-z]+)", following)  # "3.1-point", "25 FPS"
    return UNIT_WORDS.get(word.group(1).lower()) if word else None


def find_numbers(text: str) -> list[Number]:
    """Every number that can state a claim; digits inside names, versions,
    citations, exponents and enumerations are left out."""
    found = []
    for match in NUMBER_RE.finditer(text):
        start, end = match.span()
        if match["sign"] and not _sign_is_free(text, start):
            start = match.start("digits")
        if _is_part_of_something_else(text, start, match.end("digits"), match["suffix"]):
            continue
        if _PRODUCT_AFTER.match(text, match.end("digits")) or _PRODUCT_BEFORE.search(text, max(0, start - 12), start):
            continue  # a size or shape, as "256x256" is: not a claim, and not "512 \times" as a ratio
        raw = text[start:end]
        found.append(Number(raw, parse_value(raw), unit_of(raw, text[end : end + 20]), start, end))
    for match in SPELLED_MULTIPLIER.finditer(text):
        found.append(Number(match.group(), float(_spelled_value(match)), "x", match.start(), match.end()))
    return sorted(found, key=lambda n: n.start)


def _sign_is_free(text: str, start: int) -> bool:
    """A sign is the number's own only after a space, a bracket or an opening $ (not '1.4-11.8')."""
    return start == 0 or text[start - 1] in " ([{$"


def _previous_word(text: str, start: int) -> str:
    """The word before a number, without an opening bracket or quote ("(Gemini 3 Flash": Gemini)."""
    match = re.search(r"(\S+)\s+$", text[max(0, start - 40) : start])
    return match.group(1).lstrip("([{\"'“") if match else ""


def _is_part_of_something_else(text: str, start: int, digits_end: int, suffix: str | None) -> bool:
    before = text[start - 1] if start else " "
    after = text[digits_end] if digits_end < len(text) else " "
    # Glued to a word: CIFAR-10, Qwen3-VL-8B, FlashAttention-2/3/4, 3D, 1st, x2; a metric's
    # threshold: mAP@0.50:0.95, F1@25.
    if before.isalnum() or before in "_^.@" or (before == ":" and text[start - 2 : start - 1].isdigit()) or (
            before == "~" and start > 1 and text[start - 2].isalpha()):
        return True  # Table~3; but "a ~2 factor", "(~4 points", "6~300x": an approximate value, a range
    glued = re.search(r"[A-Za-z0-9.\-/]*$", text[max(0, start - 40) : start]).group()
    if before in "-/" and any(c.isalpha() for c in glued):
        return True  # CIFAR-10, Wan2.2-5B, FlashAttention-2/3/4
    if not suffix and not _GLUED_METRIC.match(text, digits_end) and not _HYPHENATED_MEASURE.match(text, digits_end) and (
            after.isalpha() or after in "_-" and digits_end + 1 < len(text) and text[digits_end + 1].isalpha()):
        return True
    # Enumerations (1), (2) and 1) ... 2); citation years [2025], (2024), Smith et al. 2023.
    number = text[start:digits_end]
    small = not suffix and len(number) <= 2 and number.isdigit()  # an item's, a label's or a day's number
    if before in "([" and after in ")]" and (len(number) <= 2 or _is_year(number)):
        return True
    if small and after == ")" and (
            _opens_an_item(text, start) or _next_item_follows(text, digits_end, number)):
        return True
    if small and _MONTH_DAY_BEFORE.search(text, max(0, start - 16), start):
        return True  # "February 9-22, 2026": the days of a date
    if small and _numbered_item(text, start, digits_end, int(number)):
        return True
    if number == "1" and re.search(r"(?:^|\s)F\s?$", text[max(0, start - 3) : start]):
        return True  # "91.96 F 1": the F1 metric written apart
    opened = _FRACTION_AFTER_PERCENT.search(text, max(0, start - 16), start)
    if opened and re.match(r"\)" if opened.group("over") else r"/\d+\)", text[digits_end:]):
        return True  # "6.25% (1/16)": the fraction restates the percentage before it
    if not suffix and number in ("1", "5", "10", "100") and before == "/" and re.search(r"\d\.\d+$", text[max(0, start - 12) : start - 1]):
        return True  # "0.2/1", "4.17/5", "7.20/10": the scale a score is out of (not "97/100 tasks")
    # A reference to a part of the paper or an identifier: Figure 1, Table 2, Eq. 3, arXiv:2011.14859.
    if not suffix and _REFERENCE_BEFORE.search(text, max(0, start - 20), start):
        return True
    if _is_year(number) and _in_citation(text, start):
        return True
    # A version or model size after a name: V-JEPA 2.1, Wan 2.1, RTX 5090, NeurIPS 2026.
    previous = _previous_word(text, start)
    if small and previous.lower() in _LABEL_WORDS:
        return True  # "Stage 2 decomposes", "system 1 thinking", "Study~1": a part's label, even opening a sentence
    if not suffix and (_looks_like_name(previous) or (_capitalised_word(previous) and (
            "." in number or (len(number) <= 2 or _is_year(number)) and not _starts_sentence(text, start, previous)))) \
            and not _UNIT_AFTER.match(text, digits_end):
        return True  # "MPJPE 26.9 mm" is a value: a unit follows; "Llama 3", "Stage 2", "Grok 4" are names
    # Dates: "from 1922 to 1979", "in 2024", "the previous year 2019"; and a year that opens a name: "the 2025 AI City Challenge".
    if _is_year(number) and not suffix and (
        re.search(r"(?:\b(?:in|from|since|until|between|to|and|during|by|of|year)\s+|(?:19|20)\d\d\s*[-–]\s*)$",
                  text[max(0, start - 10) : start])
        or _MONTH_BEFORE.search(text, max(0, start - 20), start)
        or _EVENT_AFTER.match(text, digits_end)  # "Track 3 2025 AI City Challenge": the year names an event
        or (re.search(r"\b[Tt]he\s+$", text[max(0, start - 5) : start]) and re.match(r"\s+[A-Z]", text[digits_end:]))
        or re.match(r"\s*(?:to|–|-|and)\s*(?:19|20)\d\d\b", text[digits_end : digits_end + 10])
    ):
        return True
    return False


# "the 2025 AI City Challenge": a year before an event's name
_EVENT_AFTER = re.compile(r"\s+(?:[A-Z][\w\-]*\s+){0,4}(?:Challenge|Competition|Workshop|Conference|Olympiad|Cup|Shared\s+Task)\b")
# "February 9-22, 2026", "May 2025", "March 3, 2024": a year after its month (and days).
_MONTH = (r"\b(?:January|February|March|April|May|June|July|August|September|October|November|December"
          r"|(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.)\s+")
_MONTH_BEFORE = re.compile(_MONTH + r"(?:\d{1,2}(?:\s*[-–]\s*\d{1,2})?,?\s+)?$")
_MONTH_DAY_BEFORE = re.compile(_MONTH + r"(?:\d{1,2}\s*[-–]\s*)?$")
_LABEL_WORDS = {"stage", "phase", "step", "study", "track", "level", "round", "system", "type", "part", "session"}
_REFERENCE_BEFORE = re.compile(
    r"(?:\b(?:Figures?|Fig\.|Tables?|Tab\.|Sections?|Sec\.|Eqs?\.|Equations?|Appendix|Theorems?|Lemmas?"
    r"|Corollary|Definition|Algorithm|Chapter)\s*~?|[A-Za-z]:)$")


def _opens_an_item(text: str, start: int) -> bool:
    """"two variants: 1) the first; 2) the second": a list item's number, with no bracket open
    before it in its sentence, at the sentence's start or after : ; , or 'and'."""
    sentence = text[max(0, start - 300) : start]
    sentence = re.split(r"[.!?]\s", sentence)[-1]
    if sentence.count("(") > sentence.count(")"):
        return False
    return bool(re.search(r"(?:^|[:;,]|\band|\bor|\bthen)\s*$", sentence))


def _next_item_follows(text: str, end: int, number: str) -> bool:
    """"we propose 1) code slicing, 2) a framework": the next item's number follows in the same sentence."""
    sentence = re.split(r"[.!?]\s", text[end : end + 300])[0]
    return bool(re.search(rf"(?<![\w.(]){int(number) + 1}\)\s", sentence))


# "6.25% (1/16)", "28.4% (21/74)": a bracket opened right after a percentage, holding a fraction
_FRACTION_AFTER_PERCENT = re.compile(r"\d\s*\\?%\s*\((?P<over>\d+/)?$")


def _numbered_item(text: str, start: int, end: int, number: int) -> bool:
    """"1. Multi-Layer Perceptron; 2. Random Forest; 3. ...": an item's number with its point, where the
    item before or after it is numbered too (not "improves it by 2. The model ...")."""
    if not re.match(r"\.\s+[A-Z]", text[end : end + 3]):
        return False
    item = r"(?<![\w.]){}\.\s+[A-Z]"
    return bool(re.search(item.format(number + 1), text[end : end + 300])
                or (number > 1 and re.search(item.format(number - 1), text[max(0, start - 300) : start])))


def _in_citation(text: str, start: int) -> bool:
    """[Smith et al., 2025], (Smith, 2024), Smith et al. 2023."""
    before = text[max(0, start - 60) : start]
    opened = max(before.rfind("["), before.rfind("("))
    inside = opened > max(before.rfind("]"), before.rfind(")"))
    return bool(re.search(r"et al\.?,?\s*$|[\[(]\s*$", before)) or (inside and (
        "et al" in before[opened:] or bool(_AUTHOR_BEFORE.search(before[opened:]))))


# "(Kohonen, 1972, Anderson, 1972)", "(Smith and Jones, 2020)": an author's name and a comma before a year in brackets.
_AUTHOR_BEFORE = re.compile(r"[A-Z][a-z][\w\-']*(?:\s+(?:and|&)\s+[A-Z][a-z][\w\-']*)?,\s*$")


def _is_year(number: str) -> bool:
    return len(number) == 4 and number.isdigit() and number[:2] in ("19", "20")  # not "19.5"


# "$512 \times 512$", "3 × 3", "$3\times32^3$": a product of numbers writes a size or a shape.
_PRODUCT_AFTER = re.compile(r"\s*\$?\s*(?:\\times|×)\s*\$?\s*\d")
_PRODUCT_BEFORE = re.compile(r"\d\s*\$?\s*(?:\\times|×)\s*\$?\s*$")
# "a 3.1-point improvement", "a 10-fold speedup": a value written as a compound word (not "a 5-point scale").
_HYPHENATED_MEASURE = re.compile(r"-(?:fold|times|points?|percent)\b(?!\s+(?:Likert\s+)?scale)")
# "54.3AP", "69.6mAP": a metric's name glued to its value.
_GLUED_METRIC = re.compile(r"(?:AP|AR|mAP|mIoU|dB|mm|ms|FPS|fps|pp)\b")
# A unit after a number that follows a name: "MPJPE 26.9 mm", "SI-SNRi 19.5 dB".
_UNIT_AFTER = re.compile(r"\s?(?:mm|cm|dB|ms|s|FPS|%|points|pp)\b")


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
