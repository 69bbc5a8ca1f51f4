"""Numbers written with digits: where they are, and what value each one means.

Code, not the model, finds numbers and parses their values: a 1.5B model
invents numbers and cuts "3,720" at the comma when it types JSON numbers.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from decimal import Decimal

from . import patterns
from .rules import skip as skip_rules
from .text import sentence_bounds

_SCALE_SUFFIX = {"k": 1000, "K": 1000, "M": 10**6, "B": 10**9, "G": 10**9, "T": 10**12}
_SCALE_WORD = {"thousand": 1000, "million": 10**6, "billion": 10**9, "trillion": 10**12}

# One number with the marks that belong to it. Order matters: the longest
# multiplier spellings first.
NUMBER_RE = re.compile(
    r"""
    (?P<sign>[+\-−])?
    (?P<digits>""" + patterns.POWER_OF_TEN.pattern + r"""  # 2 x 10^-5, $2.8\times10^{-6}$, 10^{-16}: one number
      | \d+(?:\.\d+)?[eE][-−+]\d{1,3}(?!\w|\.\d)  # p = 8e-7, 5.7e-6, 2.8E+06: scientific notation
      | \d{1,3}(?:(?:,|\{,\})\d{3})+(?:\.\d+)?   # 3,720  $1{,}084$: LaTeX's thousands comma
      | \d+(?:\.\d+)?
      | (?<![\w.@:])\.\d+)                    # .88 F1: a decimal written without its leading 0
    (?P<suffix>
        \s?\\?%                                   # 80%  80\%
      | \$\s?\\?%(?=\W|\Z)                       # $11.2$\%, $84$%: the number typeset alone, its sign after
      | \$(?:[xX]|×)(?![A-Za-z0-9])              # $2.5$X: a multiplier's sign after the number typeset alone
      | \s?\$\\times\$ | \s?\\times | \s?×       # 1.7$\times$  2×
      | \{\\times\}                             # $1.5{\times}$: LaTeX's sign in braces
      | [xX](?![A-Za-z0-9])                      # 11.8X  5x
      | \$?[kKMB](?![A-Za-z0-9])                 # 256K  10B  $19$K: the number typeset alone, its scale after
      | \s[kKMB](?=\s+(?:to\s+\d+(?:\.\d+)?\s?[kKMB]\s+)?(?:parameters?|params|tokens)\b|\Z)  # 0.263 M parameters
      | [GT](?=\s?(?:FLOPs|FLOPS|MACs|OPs)\b|\Z)  # 179G FLOPs  11T FLOPs (not "5G networks"); \Z: a raw parsed alone
      | \$?\s(?:thousand|million|billion|trillion)\b  # 16.1 million  $3.5$ million
      | -(?:thousand|million|billion|trillion)\b  # a 4.2-billion-parameter model, a 2-million image corpus (rules-290)
    )?
    """,
    re.VERBOSE,
)

# A unit fraction that states a multiplier ("just 1/3 the GFLOPs", "~1/7 of FooNet's size", "by $1/3$"): one
# number, 1/N, not the counts 1 and N; not "97/100 tasks" (a count out of a total), "4.17/5" (a score and
# its scale), a date or a name's part ("Top-1/5").
UNIT_FRACTION = re.compile(r"(?<![\w.\-/])1/(?P<over>[2-9]|[1-9]\d{1,2})(?![\w.%/])")

# A multiplier written in words that states a result (GUIDELINE: "two-fold speedup", "halves"): "a
# threefold increase", "halves the memory", "more than doubling the frequency", "five times faster", "roughly
# eight times the gain", "over twice chance", "twice as fast", "by a factor of five", "varies more than fourfold"; not "five-fold
# cross-validation", "the challenges are twofold", "by doubling the batch size" (a method's step), "we run it
# five times" nor "thinking twice" (how often, not how much).
_FOLD_WORDS = {**patterns.COUNT_WORD_VALUES, "twenty": 20, "hundred": 100}
_ONCE_WORDS = {"twice": 2, "thrice": 3}
_VERB_FACTORS = {"halv": 2, "doubl": 2, "tripl": 3, "quadrupl": 4}  # "halves" is a 2x reduction, as "2x reduction"
_FOLD_WORD = "|".join(_FOLD_WORDS)
_SPELLED_FOLD = rf"(?P<fold>{_FOLD_WORD})[- ]?fold"
_SPELLED_VERB = r"(?P<verb>" + "|".join(_VERB_FACTORS) + r")(?:es|ed|ing)"
_SPELLED_TIMES = rf"(?P<times>{_FOLD_WORD})\s+times"  # "five times faster", "eight times the gain"
_SPELLED_ONCE = r"(?P<once>twice|thrice)"  # "twice as fast", "over twice chance"
_SPELLED_FACTOR = rf"factor\s+of\s+(?P<factor>{_FOLD_WORD})"  # "by a factor of five"
_COMPARED = (r"speed-?ups?|improvements?|increases?|reductions?|decreases?|gains?|boosts?|accelerations?|faster"
             r"|slower|higher|lower|more|fewer|less|larger|smaller|greater|better|cheaper|longer|shorter")
# "relation triples", "RDF triples of the form": a plural noun (tuples of three or four), the verb only before its
# object's determiner ("triples the throughput", "quadruples its speed"); "halves" a noun after "both"/"two" or before "of"
_TUPLE_NOUN = (r"(?!(?:tripl|quadrupl)es\b(?!\s+(?:the|its|their|our|his|her|a|an|this|that|these|those)\b))"
               # "both halves of the system", "the two halves": two parts, no factor (but "both halves the cost")
               r"(?!(?<=\bboth\s)halves\b(?!\s+(?:the|its|their|our|a|an|this|that|these|those)\b))"
               r"(?!(?<=\btwo\s)halves\b)(?!halves\s+of\b)"
               # "it doubles as a summary": serves as (not "doubles as a result of"); "Quadrupling the rank gives ...",
               # a gerund opening a sentence: the step taken, not its result ("Halving the cost, FooNet ...", a
               # participle before its comma, is the result) (rules-269)
               r"(?!\w+(?:es|ed|ing)\s+as\s+an?\b(?!\s+result\b))(?!(?-i:[A-Z])\w+ing\b(?![^.;]*,))")
# a count of times ("five times", "twice") is a multiplier only before a comparison ("faster", "as fast", "the
# gain", "that of", "chance")
_TIMES_COMPARED_AFTER = rf"(?=\s+(?:{_COMPARED}|as|the|that|those|chance|baseline)\b)"
# the bound words before an N-fold word ("more than fourfold", "roughly threefold", "at least tenfold"; not "rather
# than fivefold": a comparative before "than"; "more than a hundredfold": the article between, rules-270; not "over a
# tenfold range", "more than a tenfold range of sizes": a range swept)
_FOLD_BOUNDS = (r"more\sthan", r"less\sthan", r"fewer\sthan", r"greater\sthan", r"larger\sthan", "nearly", "almost",
               "roughly", r"up\sto", "about", "over", "approximately", "around", r"at\sleast", r"as\smuch\sas", r"close\sto")
_FOLD_BOUND_BEFORE = "(?:" + "|".join(
    [rf"(?<=\b{words}\s)" for words in _FOLD_BOUNDS] + [rf"(?<=\b{words}\sa\s)" for words in _FOLD_BOUNDS if words != "over"]
) + "|(?<=~))"
SPELLED_FORM = re.compile(rf"{_SPELLED_FOLD}|{_SPELLED_VERB}|{_SPELLED_TIMES}|{_SPELLED_ONCE}|{_SPELLED_FACTOR}",
                          re.IGNORECASE)  # the raw of such a claim
SPELLED_MULTIPLIER = re.compile(
    # a comparison after it, or a bound before it, says how much: "a threefold increase", "varies more than
    # fourfold", "up to tenfold" (not "the challenges are twofold")
    rf"\b(?:(?:{_FOLD_BOUND_BEFORE}(?P<bounded>))?{_SPELLED_FOLD}"
    rf"(?(bounded)\b(?![\s-]*(?:cross|CV\b|:|range|split))|(?=\s+(?:{_COMPARED})\b))"  # not "fivefold cross-validation"
    rf"|(?<!\bby\s){_TUPLE_NOUN}{_SPELLED_VERB}\b"
    rf"|{_SPELLED_TIMES}{_TIMES_COMPARED_AFTER}"
    rf"|{_SPELLED_ONCE}{_TIMES_COMPARED_AFTER}"
    rf"|{_SPELLED_FACTOR}\b)",
    re.IGNORECASE)

# A fraction written in words that states a multiplier, as "1/3 the GFLOPs" does in digits (GUIDELINE: spelled-out
# multipliers that state a result): "at half the active compute", "using roughly half the steps", "while requiring
# only one-fifth of the training iterations", "less than one-eighth that of BarNet", "saves roughly half as much",
# "cuts the gap by more than half" (rules-269). Only after a word that spends or saves a resource, after "less/fewer
# than" before what it is a fraction of, or at the end of a change's "by": not "in the first half of training", "In
# half the cases", "with half the experts removed", "at half the learning rate", "Third, we show", "verified by a third
# model", "Less than half of the models pass" (a share of what was counted, no multiplier).
_FRACTION_WORDS = {"half": 2, "third": 3, "quarter": 4, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
                   "ninth": 9, "tenth": 10, "twentieth": 20, "fiftieth": 50, "hundredth": 100}
assert tuple(_FRACTION_WORDS) == patterns.FRACTION_PARTS
_FRACTION = rf"(?P<fraction>{patterns.FRACTION_WORD.pattern})"
_FRACTION_AHEAD = "(?:" + re.sub(r"\?P<\w+>", "?:", patterns.FRACTION_WORD.pattern) + ")"  # no group names: looked ahead at
_ABOUT = patterns.FRACTION_BOUNDS
# what a resource is spent on, in the few words after the fraction: "at half the active compute", "using roughly half
# the steps" (not "at half the learning rate", "At half the batch size", "look at a third of the examples")
_RESOURCE = (r"compute|costs?|tokens?|(?<!batch\s)size|latency|memory|parameters?|params|steps|iterations|epochs"
             r"|wall-?clock|time|FLOPs?|budget|price|energy|GPUs?|GPU-hours|calls")
_RESOURCE_AHEAD = rf"(?=[^.,;:()]{{0,40}}?\b(?:{_RESOURCE})\b)"
# the words that spend or save: any resource after "requiring", "incurring", "saves"...; "having" only before "the"
# ("while having half the layers", not "has a quarter of the GPUs allocated": a share); after "at", "using" or "in" (with
# a bound: "in about half the epochs", not "in half the cases") only a resource named ahead ("using" a share of the data
# too: patterns.FRACTION_OF_DATA_AFTER, a setting)
_SPENDS = (rf"(?:requir(?:ing|es?)|incurr(?:ing|s)?|incurs|need(?:ing|s)?|cost(?:ing|s)?|sav(?:ing|es?))\s+{_ABOUT}"
           rf"|(?:having|has|have)\s+{_ABOUT}(?={_FRACTION_AHEAD}\s+the\b)"
           rf"|at\s+{_ABOUT}(?={_FRACTION_AHEAD}{_RESOURCE_AHEAD})"
           rf"|(?:using|uses?)\s+{_ABOUT}(?={_FRACTION_AHEAD}(?:{_RESOURCE_AHEAD}|{patterns.FRACTION_OF_DATA_AFTER.pattern}))"
           r"|in\s+(?:only|just|roughly|about|approximately|nearly|almost|around|under|less\s+than)\s+"
           rf"(?={_FRACTION_AHEAD}{_RESOURCE_AHEAD})")
_CHANGED_BY = (r"(?:reduc|cut|lower|decreas|shrink|drop|fall|fell|halv|trim|narrow|clos)\w*\b[^.;:]{0,60}?\bby")
# what the fraction is of: "the steps", "that of BarNet", "as much", "of the training iterations", "of FooNet's" (not
# "of the total latency": a share of it)
_FRACTION_OF = (r"\s+(?:the|that\s+of|those\s+of|as\s+(?:much|many|often|long)"
                r"|of\s+(?!the\s+total\b)(?:the|its|their|our|(?-i:[A-Z])\w*))\b")
# a change's fraction ends its phrase ("by half, while", "by more than half in", "by about a third and", "by half after
# the fix"), not "by a third model", "by a third filtering stage" (an ordinal before its noun)
_FRACTION_ENDS = (r"(?=\s*(?:[,.;:)]|$)|\s+(?:and|or|in|on|at|for|while|with|across|over|compared|relative|when|from|to"
                  r"|without|than|as|per|after|versus|vs|by|via|through|under|within)\b)")
SPELLED_FRACTION = re.compile(
    rf"\b(?:(?:{_SPENDS})(?P<spent>)|(?:less|fewer)\s+than\s+(?P<than>)|(?:is|are|was|were)\s+{_ABOUT}(?P<copula>)"
    rf"|{_CHANGED_BY}\s+{_ABOUT}){_FRACTION}"
    rf"(?(spent)(?={_FRACTION_OF})|(?(than)(?=\s+(?:the|that\s+of|those\s+of)\b)"
    rf"|(?(copula)(?=\s+(?:that|those)\s+of\b)|{_FRACTION_ENDS})))",
    re.IGNORECASE)


def _fraction_value(match: re.Match) -> float:
    """'half' -> 0.5, 'a third' -> 0.333, 'two-thirds' -> 0.667, 'three-fourths' -> 0.75: three significant digits, as a
    third is written."""
    if match["two_thirds"]:
        return 0.667
    if match["three_quarters"]:
        return 0.75
    return float(f"{1 / _FRACTION_WORDS[match['part'].lower()]:.3g}")


# Words that, right after a number, say its unit.
UNIT_WORDS = {
    "percent": "%", "fps": "FPS", "hz": "Hz", "tokens": "tokens", "token": "tokens", "points": "points", "point": "points", "pp": "points", "percentage": "points",
    "ms": "ms", "msec": "ms", "milliseconds": "ms", "millisecond": "ms", "seconds": "s", "sec": "s", "s": "s", "hours": "hours", "minutes": "minutes", "days": "days",
    "hour": "hours", "hr": "hours", "hrs": "hours", "minute": "minutes", "min": "minutes", "mins": "minutes",
    "second": "s", "secs": "s", "day": "days",  # (the singular full words after one or less: SINGULAR_TIME_WORDS)
    "gb": "GB", "mb": "MB", "tb": "TB", "db": "dB", "mm": "mm", "gpus": "GPUs", "gpu": "GPUs", "parameters": "parameters",
    "params": "parameters", "bits": "bits", "bit": "bits", "steps": "steps", "epochs": "epochs",
    "tops": "TOPS", "tflops": "TFLOPS",  # "1038 TOPS": a kernel's throughput
    "flops": "FLOPs", "macs": "MACs",  # "179G FLOPs": a model's compute
}

SINGULAR_TIME_WORDS = ("second", "minute", "hour", "day")


@dataclass(frozen=True)
class Number:
    raw: str
    value: float
    unit: str | None
    start: int
    end: int


def parse_value(raw: str) -> float:
    """The plain number a raw mention means: '3,720' -> 3720, '1{,}084' -> 1084, '16.1 million' -> 16100000,
    '80\\%' -> 80, '1.7$\\times$' -> 1.7, '256K' -> 256000, '$19$K' -> 19000, '11.8X' -> 11.8."""
    match = NUMBER_RE.fullmatch(raw.strip())
    fraction = UNIT_FRACTION.fullmatch(raw.strip())
    if fraction:
        return 1 / int(fraction["over"])
    if not match:
        spelled = SPELLED_FORM.fullmatch(raw.strip())  # "two-fold", "halves"
        if spelled:
            return float(_spelled_value(spelled))
        fraction = patterns.FRACTION_WORD.fullmatch(raw.strip())  # "half", "one-third"
        if fraction:
            return _fraction_value(fraction)
        raise ValueError(f"not a number: {raw!r}")
    # Decimal, because 16.1 * 1e6 is 16100000.000000002 in binary floating point.
    power = patterns.POWER_OF_TEN.fullmatch(match["digits"])
    if power:  # "2 x 10^-5" -> 2E-5, "10^{-16}" -> 1E-16
        value = Decimal(power["mantissa"] or 1) * Decimal(10) ** int(power["exponent"].replace("−", "-"))
    else:
        value = Decimal(match["digits"].replace("{,}", "").replace(",", "").replace("−", "-"))
    if match["sign"] in ("-", "−"):
        value = -value
    suffix = (match["suffix"] or "").strip().lstrip("$").strip().lstrip("-")  # "$19$K", "$3.5$ million", "4.2-billion"
    scale = _SCALE_SUFFIX.get(suffix) or _SCALE_WORD.get(suffix, 1)
    return float(value * Decimal(scale))


def _spelled_value(match: re.Match) -> int:
    for group, words in (("fold", _FOLD_WORDS), ("times", _FOLD_WORDS), ("factor", _FOLD_WORDS), ("once", _ONCE_WORDS)):
        if match[group]:
            return words[match[group].lower()]
    return _VERB_FACTORS[match["verb"].lower()]


def unit_of(raw: str, following: str) -> str | None:
    match = NUMBER_RE.fullmatch(raw.strip())
    suffix = (match["suffix"] or "").strip() if match else ""
    if suffix.endswith("%"):
        return "%"
    if suffix in ("$\\times$", "\\times", "{\\times}", "×", "x", "X", "$x", "$X", "$×"):
        return "x"
    if following.startswith("$") and raw.strip()[-1:].isdigit():  # "$6$-$12$ percentage points": typeset alone,
        following = following[1:]  # its unit after the closing $
    rate = patterns.PER_UNIT.match(following)
    if rate and rate["per"].lower() in patterns.PER_SECOND:  # "100 words/sec": words/s; "165K frame-per-second": FPS
        return "FPS" if rate["unit"].lower() in patterns.FRAME_WORDS else f"{rate['unit']}/s"
    word = patterns.WORD_AFTER_NUMBER.match(following)
    if word is None or word.group(1).lower() in SINGULAR_TIME_WORDS and not parse_value(raw) <= 1:
        return None  # "1 second", "0.5 hour", not "2 second places" (an ordinal)
    return UNIT_WORDS.get(word.group(1).lower())


def find_numbers(text: str) -> list[Number]:
    """Every number that can state a claim; digits inside names, versions,
    citations, exponents and enumerations are left out."""
    found = []
    fractions = [m for m in UNIT_FRACTION.finditer(text) if not skip_rules.skipped_by(text, m.start(), m.start() + 1, None)]
    for match in fractions:  # "1/3 the GFLOPs": a multiplier, its unit "x"
        found.append(Number(match.group(), parse_value(match.group()), "x", match.start(), match.end()))
    for match in NUMBER_RE.finditer(text):
        start, end = match.span()
        if any(f.start() <= start < f.end() for f in fractions):
            continue  # the 1 and the 3 of "1/3"
        if match["sign"] and not _sign_is_free(text, start):
            start = match.start("digits")
        if skip_rules.skipped_by(text, start, match.end("digits"), match["suffix"]):
            continue  # digits of a name, a reference, a date, a list item, a size (skip_rules.SKIP_RULES)
        raw = text[start:end]
        found.append(Number(raw, parse_value(raw), unit_of(raw, text[end : end + 30]), start, end))
    for match in SPELLED_MULTIPLIER.finditer(text):
        found.append(Number(match.group(), float(_spelled_value(match)), "x", match.start(), match.end()))
    for match in SPELLED_FRACTION.finditer(text):  # "at half the compute": 0.5, a multiplier
        start, end = match.span("fraction")
        if not _schedules_a_knob(text, match):
            found.append(Number(match["fraction"], _fraction_value(match), "x", start, end))
    return [_at_range_scale(text, n) for n in sorted(found, key=lambda n: n.start)]


def _schedules_a_knob(text: str, match: re.Match) -> bool:
    """"The learning rate is reduced by half", "we cut the batch size by a third": a training knob's schedule, a setting
    of the run, not a result's change (the sentence up to the fraction, from its last ';', names patterns.TRAINING_KNOB)."""
    if any(match[branch] is not None for branch in ("spent", "than", "copula")):
        return False  # only a change's "by" schedules
    opening = max(sentence_bounds(text, match.start())[0], text.rfind(";", 0, match.start()) + 1)
    return bool(patterns.TRAINING_KNOB.search(text, opening, match.start("fraction")))


def range_scaled(raw: str, after: str) -> float | None:
    """The value of a range's bare first number at its end's scale, as annotators read it: "0.4" before "-1.8B
    parameters" is 4e8 ("7--8B", "15-30M steps"); None when `raw` has a scale of its own, or is no smaller than the
    end ("Qwen3-1.7B" is no range)."""
    bare, end = NUMBER_RE.fullmatch(raw.strip()), patterns.RANGE_TO_SCALED.match(after)
    plain = bare and not bare["suffix"] and not bare["sign"] and bare["digits"].replace(",", "").replace(".", "").isdigit()
    if not plain or not end:
        return None
    first, scale = Decimal(bare["digits"].replace(",", "")), _SCALE_SUFFIX[end["scale"]]
    if first >= Decimal(end["end"].replace(",", "")):
        return None
    return float(first * scale)


def _at_range_scale(text: str, number: Number) -> Number:
    scaled = range_scaled(number.raw, text[number.end : number.end + 40])
    return number if scaled is None else replace(number, value=scaled)


def _sign_is_free(text: str, start: int) -> bool:
    """A sign is the number's own only after a space, a bracket, an opening $ or '=' (not '1.4-11.8'), or after a
    slash that follows a signed number ("+2.0/+5.5": patterns.SIGNED_SLASH_BEFORE)."""
    return (start == 0 or text[start - 1] in " ([{$="  # "r=-0.002": the sign after "=" is the value's
            or bool(patterns.SIGNED_SLASH_BEFORE.search(text, max(0, start - 20), start)))


