"""Resolve an abstract's candidates and the model's labels into a record, and verify it.

Names and numbers come from code (candidates.py), so they exist; this stage decides
their roles by named rules and still checks every output (benchmark and subject present
in the text up to markup, evidence equal to text[start:end], value parsed from raw),
dropping and counting whatever fails.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from pydantic import BaseModel

from .candidates import Candidates, Name, NumberCandidate, cued_at, language_pair, language_qualifier, name_like, title_topic
from .claims import _abbreviates, attribute, elided_edition_in, metric_of
from .corpus import Abstract
from .numbers import Number, parse_value, range_scaled
from .rules.base import is_rate
from .schema import Claim, Labels, Provenance, Record
from .rules import kind as kind_rules
from . import patterns
from .excerpt import Reading, readings
from .lexicon import CONTINENTS, is_common_word, is_known_dataset, is_language_or_country
from .text import (SENTENCE_END, at_sentence_start, clause_bounds, sentence_bounds, last_sentence, long_form_start, mentions,
                   occurs_in, previous_sentence_bounds, without_markup)

MAX_TASK_WORDS = 12
MAX_TASK_CHARS = 160
MAX_METRIC_CHARS = 80


class TextFields(BaseModel):
    """What the rules decide from the text alone (since prompt v6 the model's labels give
    only the task and the contribution): made once per abstract, kept as JSON beside a
    provider batch (batch_memo.py) and joined with each answer's labels by `with_labels`."""

    methods: list[str]
    benchmarks: list[str]
    claims: list[Claim]
    decisions: list[str]
    drops: list[str]
    read: list[str] = []  # which sentences the model reads, by which rule (excerpt.readings)


@dataclass
class Resolved:
    task: str | None
    contribution: str | None
    methods: list[str]
    benchmarks: list[str]
    claims: list[Claim]
    dropped: int
    decisions: list[str] = field(default_factory=list)
    drops: list[str] = field(default_factory=list)
    read: list[str] = field(default_factory=list)


def build_record(abstract: Abstract, candidates: Candidates, labels: Labels, provenance: Provenance) -> Record:
    return record_of(abstract, resolve_text(abstract.text, candidates), labels, provenance)


def record_of(abstract: Abstract, fields: TextFields, labels: Labels, provenance: Provenance) -> Record:
    """The record of an abstract from what the rules made of its text and the model's labels."""
    resolved = with_labels(fields, labels)
    return Record(
        id=abstract.id, sources=abstract.sources, text=abstract.text, title=abstract.title,
        task=resolved.task, contribution=resolved.contribution, methods=resolved.methods,
        benchmarks=resolved.benchmarks, claims=resolved.claims,
        provenance=provenance.model_copy(update={
            "dropped": resolved.dropped, "decisions": resolved.decisions, "drops": resolved.drops,
            "read": resolved.read}),
    )


def resolve(text: str, candidates: Candidates, labels: Labels) -> Resolved:
    """The record's fields, each decision with the rule that made it (`decisions`) and
    each dropped item with the reason (`drops`, counted in `dropped`)."""
    return with_labels(resolve_text(text, candidates), labels)


def resolve_text(text: str, candidates: Candidates) -> TextFields:
    """The fields the rules decide from the text: names, claims, their decisions and drops."""
    roles = decide_names(text, candidates.names, candidates.title_name)
    methods, benchmarks = roles.methods, roles.benchmarks
    decisions = list(roles.decisions)
    drops = list(roles.vetoed)
    attributed_methods = [m for m in (*methods, *roles.sized) if m not in roles.named_data]  # Roles.named_data, .sized
    introduces_benchmark = any(b in attributed_methods for b in benchmarks)
    kinds = _kinds(text, candidates.numbers)
    metrics = _metrics(text, candidates.numbers)
    claims: list[Claim] = []
    named_spans = [(m.start(), m.end(), n.text) for n in (*benchmarks, *methods) for m in _mentions_of(text, n)]
    for found, (kind, kind_rule), metric in zip(candidates.numbers, kinds, metrics):
        inside = next((name for start, end, name in named_spans
                       if start <= found.number.start and found.number.end <= end), None)
        if inside is not None:  # "Caltech 256", "Stanford Dogs 120": the digits are part of a name the rules kept
            drops.append(f"number {found.number.raw!r}@{found.number.start}: part of the name {inside!r}")
            continue
        value = found.number.value  # parse_value(raw), or at its range end's scale ("0.4-1.8B": 4e8)
        if not math.isfinite(value):  # 400 digits: no float holds it, and JSON has no infinity
            drops.append(f"number {found.number.raw[:20]!r}@{found.number.start}: too large for a value")
            continue
        why = attribute(text, found, benchmarks, attributed_methods, introduces_benchmark, kind, candidates.numbers,
                        roles.parts)
        claim = Claim(
            value=value,
            raw=found.number.raw,
            unit=found.number.unit,
            kind=kind,
            metric=_short(metric, MAX_METRIC_CHARS),
            benchmark=why.benchmark,
            subject=why.subject,
            evidence=text[found.evidence_start : found.evidence_end],
            start=found.evidence_start,
            end=found.evidence_end,
        )
        if grounded(claim, text):
            claims.append(claim)
            decisions.append(f"{found.number.raw}@{found.number.start}: {kind_rule}, {why.benchmark_rule}, "
                             f"{why.subject_rule}")
        else:
            drops.append(f"number {found.number.raw!r}@{found.number.start}: evidence or names not in the text")
    return TextFields(methods=[m.preferred(text) for m in methods], benchmarks=[b.preferred(text) for b in benchmarks],
                      claims=claims, decisions=decisions, drops=drops,
                      read=[reading.label() for reading in readings(text)])


def with_labels(fields: TextFields, labels: Labels) -> Resolved:
    """The record's fields: the rules' and the labels' task (cut short, a drop if so) and contribution."""
    drops = list(fields.drops)
    task, cut = short_task(labels.task)
    if cut:
        drops.append(f"task: {cut} cut to {MAX_TASK_WORDS} words / {MAX_TASK_CHARS} characters")
    return Resolved(task, labels.contribution, list(fields.methods), list(fields.benchmarks), list(fields.claims),
                    len(drops), list(fields.decisions), drops, list(fields.read))


def short_task(task: str) -> tuple[str | None, str | None]:
    """The task within MAX_TASK_WORDS words and MAX_TASK_CHARS characters, and what was cut
    (None when nothing was)."""
    words = task.split()
    kept = " ".join(words[:MAX_TASK_WORDS])
    if len(kept) > MAX_TASK_CHARS:
        kept = kept[:MAX_TASK_CHARS].rsplit(" ", 1)[0] if " " in kept[:MAX_TASK_CHARS] else kept[:MAX_TASK_CHARS]
    if len(kept) < len(" ".join(words)):
        kept = patterns.DANGLING_END.sub("", kept)  # "... of images for the" cut: not ending on a joining word
    removed = len(" ".join(words)) - len(kept)
    return kept or None, (f"{removed} characters" if removed > 0 else None)


def _kinds(text: str, numbers: list[NumberCandidate]) -> list[tuple[str, str]]:
    """Each number's kind and rule; then a percentage coordinated with a change before
    it ("36.3% in X and 39.6% in Y"), or listed before one ("13.7%, 12.7%, and 11.9% lower"),
    is a change too (kind_rules.LIST_KIN)."""
    kinds = [kind_rules.decide_kind(text, n) for n in numbers]
    for i in range(1, len(numbers)):
        j = _previous_listed(numbers, kinds, i)
        previous, current = numbers[j], numbers[i]
        range_end = _range_end(text, numbers, i)  # "lose 11-13% under X, and 16-17% across Y": 16 carries 17%'s unit
        if ((kinds[i] == ("score", "score-percent")
             or (kinds[i] == ("score", "score-decimal") and "." in previous.number.raw)  # "by up to 0.60 ... and up to 0.45"
             or kinds[i] == ("score", "score-unit"))  # "by 0.14 dB and 0.34 dB": the same unit written after each
                and kinds[j][0] == "delta"
                and (previous.number.unit == (range_end or current).number.unit
                     # "loses 17.4 percentage points on FooSet, 29.6 on BarSet": the points serve the list
                     or previous.number.unit == "points" and kinds[i] == ("score", "score-decimal"))
                and kind_rules.coordinated_with_previous(text, previous, current)
                # "by more than 4 BLEU and 10 BLEU points": a whole number with its metric's name
                or kinds[i] == ("score", "score-metric-after") and kinds[j][0] == "delta"
                and kind_rules.coordinated_with_previous(text, previous, current)):
            kinds[i] = ("delta", kind_rules.LIST_KIN.name)
            if range_end and kinds[i + 1] == ("score", "score-percent"):
                kinds[i + 1] = ("delta", kind_rules.LIST_KIN.name)
    for i in range(len(numbers) - 2, -1, -1):  # "13.7%, 12.7%, and 13.7% lower latency": the list's last word
        current, following = numbers[i], numbers[i + 1]
        if (((kinds[i] == ("score", "score-percent") and current.number.unit == following.number.unit)
             # "a 15 and 5 percentage point improvement": a bare number before a change's unit shares it
             or (kinds[i][1] in _BARE_KIND_RULES and not current.number.unit and following.number.unit in ("%", "points"))
             # "1.68, 1.02, and 0.52 BLEU increases": before a change its metric's name makes one
             or (kinds[i][1] in _BARE_KIND_RULES and not current.number.unit
                 and (kinds[i + 1][1] == "delta-metric-after"
                      or (kinds[i + 1][1] == kind_rules.LIST_KIN.name and not following.number.unit))))
                and kinds[i + 1][0] == "delta"
                and kind_rules.listed_before(text, current, following, kinds[i + 1][1] == kind_rules.LIST_KIN.name)):
            kinds[i] = ("delta", kind_rules.LIST_KIN.name)
    for i in range(len(numbers) - 2, -1, -1):  # "1.71 to 2.16 times": a range's bare start (kind_rules.RANGE_KIN)
        current, following = numbers[i], numbers[i + 1]
        between = text[current.number.end : following.number.start]
        if ((kinds[i][1] in _BARE_KIND_RULES
             # "knows 3-5 times more than it acts on": the range's 'times' makes its start's 'more than' a ratio too
             or kinds[i][1] == "delta-higher-than" and kinds[i + 1][1] == "ratio-times")
                and kinds[i][0] != kinds[i + 1][0] and not current.number.unit
                and patterns.RANGE_BETWEEN.fullmatch(between)
                # "from 793M to 644M" is a change, but "from 10--20 minutes to 6 seconds" opens on a dash range
                and (not patterns.FROM_BEFORE.search(text, max(0, current.number.start - 10), current.number.start)
                     or not patterns.TO_WORD.search(between)
                     or patterns.RANGING_FROM_BEFORE.search(text, max(0, current.number.start - 20), current.number.start))):
            kinds[i] = (kinds[i + 1][0], kind_rules.RANGE_KIN.name)
    for i in range(len(numbers) - 1):  # "by 69--82%": a dash range a change starts ends on a change (kind_rules.RANGE_KIN)
        current, following = numbers[i], numbers[i + 1]
        between = text[current.number.end : following.number.start]
        if (kinds[i][0] == "delta" and kinds[i + 1] in (("score", "score-percent"), ("score", "score-decimal"))
                and patterns.RANGE_BETWEEN.fullmatch(between) and "to" not in between):
            kinds[i + 1] = ("delta", kind_rules.RANGE_KIN.name)
    for i in range(1, len(numbers)):  # "by up to 45%, compared to only 6%": the change it is set against (COMPARED_KIN)
        previous, current = numbers[i - 1], numbers[i]
        if (kinds[i - 1][0] == "delta" and kinds[i][0] == "score" and previous.number.unit == current.number.unit
                and patterns.COMPARED_CHANGE_BETWEEN.fullmatch(text, previous.number.end, current.number.start)):
            kinds[i] = ("delta", kind_rules.COMPARED_KIN.name)
    for i in range(1, len(numbers)):  # "batch sizes of 64, 128, and 256": bare items listed after a setting (SETTING_LIST_KIN)
        previous, current = numbers[i - 1], numbers[i]
        following = numbers[i + 1] if i + 1 < len(numbers) else None
        if (kinds[i - 1][0] == "setting" and _listed_like(previous.number, current.number, kinds[i][1])
                # whole numbers only: not "p<.05 and 15 of 16", a threshold before a count
                and ((separator := patterns.BARE_ITEMS.fullmatch(text, previous.number.end, current.number.start))
                     # the list goes on or closes here: not "With a batch size of 256, 12 of the 15 baselines diverge"
                     and (patterns.AND_OR_SLASH.search(separator.group()) or following is not None
                          and patterns.BARE_ITEMS.fullmatch(text, current.number.end, following.number.start))
                     # or a range ends here: "at layers 19-21"
                     or patterns.RANGE_BETWEEN.fullmatch(text, previous.number.end, current.number.start))):
            kinds[i] = ("setting", kind_rules.SETTING_LIST_KIN.name)
    for i in range(len(numbers) - 1):  # "with 3 to 5 hidden layers": a span of conditions (kind_rules.SWEPT_RANGE)
        if _swept_range(text, numbers[i], numbers[i + 1], kinds[i], kinds[i + 1]):
            kinds[i] = kinds[i + 1] = ("setting", kind_rules.SWEPT_RANGE.name)
    for i in range(len(numbers) - 2):  # "with 2, 4, and 6 expert blocks": the values swept (kind_rules.SWEPT_RANGE)
        last = _swept_list_end(text, numbers, kinds, i)
        if last is not None:
            kinds[i : last + 1] = [("setting", kind_rules.SWEPT_RANGE.name)] * (last + 1 - i)
    for i in range(len(numbers) - 2, -1, -1):  # "2- and 4-bit": a suspended hyphen (kind_rules.SUSPENDED_HYPHEN_KIN)
        current, following = numbers[i], numbers[i + 1]
        if (kinds[i][1] in _BARE_KIND_RULES and not current.number.unit and kinds[i][0] != kinds[i + 1][0]
                and patterns.SUSPENDED_HYPHEN_BETWEEN.fullmatch(text, current.number.end, following.number.start)
                and patterns.HYPHEN_GLUED_AFTER.match(text, following.number.end)):
            kinds[i] = (kinds[i + 1][0], kind_rules.SUSPENDED_HYPHEN_KIN.name)
    for i in range(1, len(numbers)):  # "by 0.18 (95% CI: [0.14, 0.22])": an interval's ends (kind_rules.INTERVAL_KIN)
        estimate = _bounded_estimate(text, numbers, kinds, i)
        if estimate is not None:
            kinds[i] = (kinds[estimate][0], kind_rules.INTERVAL_KIN.name)
    for i in range(1, len(numbers)):  # "by 16.84 ± 4.37%", "4.5 ± 0.3 times": a value and its spread (SPREAD_KIN)
        if patterns.SPREAD_BETWEEN.fullmatch(text, numbers[i - 1].number.end, numbers[i].number.start):
            _share_spread_kind(kinds, i)
    for i in range(len(numbers) - 2, -1, -1):  # "14 and 81 times faster": the list's last word (kind_rules.RATIO_LIST_KIN)
        current, following = numbers[i], numbers[i + 1]
        if (kinds[i][1] in _BARE_KIND_RULES and not current.number.unit
                and kinds[i + 1][1] in ("ratio-times", kind_rules.RATIO_LIST_KIN.name)
                and kind_rules.listed_before(text, current, following, kinds[i + 1][1] == kind_rules.RATIO_LIST_KIN.name)):
            kinds[i] = ("ratio", kind_rules.RATIO_LIST_KIN.name)
    return kinds


def _share_spread_kind(kinds: list[tuple[str, str]], i: int) -> None:
    """A value (kinds[i - 1]) and its spread (kinds[i]) are of one kind, the one the words around them give: a spread
    read by its mark only takes its value's kind ("by 16.84 ± 4.37%": a change), unless a kin rule gave the value its
    kind; a value read by its mark only takes its spread's, whose words follow it ("4.5 ± 0.3 times higher": a ratio;
    "120 ± 5 ms": a score). (Review of rules-223: the spread's own words, "0.3 times", had been overwritten.)"""
    centre, spread = kinds[i - 1], kinds[i]
    results = ("score", "delta", "ratio")
    if spread[1] in _MARK_ONLY_KIND_RULES and centre[0] in results and centre[1] not in _KIN_RULE_NAMES:
        kinds[i] = (centre[0], kind_rules.SPREAD_KIN.name)
    elif centre[1] in _MARK_ONLY_KIND_RULES and spread[0] in results and spread[1] != kind_rules.SPREAD_KIN.name:
        kinds[i - 1] = (spread[0], kind_rules.SPREAD_KIN.name)


def _bounded_estimate(text: str, numbers: list[NumberCandidate], kinds: list[tuple[str, str]], i: int) -> int | None:
    """The index of the value a confidence interval's end at numbers[i] bounds: the value right before its square
    brackets ('0.678 [0.419, 0.897]', whatever its kind), or else the last result (a score, change or ratio) before the
    interval ('CI', 'confidence interval') in its sentence, not the interval's level ('95%', patterns.INTERVAL_LEVEL)
    nor a count between ('0.8847 AUROC (4,151 cases; 95% CI ...)'); None when numbers[i] ends no interval
    (patterns.INTERVAL_BOUND_BEFORE) or no result stands before it."""
    current = numbers[i].number
    bracketed = _bracketed_estimate(text, numbers, i)
    if bracketed is not None:  # of any kind: "the learning rate 0.001 [0.0001, 0.01]" are settings (review of rules-273)
        return bracketed
    interval = patterns.INTERVAL_BOUND_BEFORE.search(text, max(0, current.start - 40), current.start)
    if not interval:
        return None
    sentence_start, _ = sentence_bounds(text, current.start)
    for j in range(i - 1, -1, -1):
        number = numbers[j].number
        if number.start < sentence_start:
            return None
        if (number.end <= interval.start() and kinds[j][0] in ("score", "delta", "ratio")
                and not patterns.INTERVAL_LEVEL.fullmatch(text, number.start, interval.start())):
            return j
    return None


def _bracketed_estimate(text: str, numbers: list[NumberCandidate], i: int) -> int | None:
    """The index of the value right before a square-bracketed interval ('0.758 [0.494, 1.021]', patterns.VALUE_INTERVAL)
    that numbers[i] is an end of; None when numbers[i] ends no such interval."""
    current = numbers[i].number
    for j in (i - 1, i - 2):
        if j < 0:
            return None
        value = numbers[j].number
        for found in patterns.VALUE_INTERVAL.finditer(text, value.start, min(len(text), current.end + 24)):
            if value.start < found.start() <= value.end and current.end <= found.end():
                return j
    return None


_BARE_KIND_RULES = ("count-default", "count-scaled", "score-decimal")
# the rules that read a number's own mark only (a percent sign, a decimal point, no mark at all), not the words around it
_MARK_ONLY_KIND_RULES = (*_BARE_KIND_RULES, "score-percent")
# the kin rules that may have given a spread's value its kind (_share_spread_kind; not the spread rule itself)
_KIN_RULE_NAMES = tuple(rule.name for rule in kind_rules.KIN_RULES if rule is not kind_rules.SPREAD_KIN)
_SWEPT_COUNT_RULES = ("count-default", "count-scaled", "count-items-per")  # bare counts, or counted per item ("per task")


def _listed_like(previous: Number, current: Number, rule: str) -> bool:
    """Two whole numbers, bare ("64, 128") or of one scale ("at 1k and 10k games", "at 8K--32K"), the second read as a
    count by default: a list or range whose kind the first one gives (kind_rules.SETTING_LIST_KIN)."""
    if rule == "count-default":
        return (not current.unit and not previous.unit and previous.raw.isdigit() and current.raw.isdigit())
    return (rule == "count-scaled" and bool(patterns.SCALED_FIGURE.fullmatch(previous.raw))
            and bool(patterns.SCALED_FIGURE.fullmatch(current.raw)) and previous.raw[-1:].upper() == current.raw[-1:].upper())


def _swept_range(text: str, first: NumberCandidate, second: NumberCandidate, first_kind: tuple[str, str],
                 second_kind: tuple[str, str]) -> bool:
    """'with 3 to 5 hidden layers', 'spanning 3 to 49 billion parameters', 'severity (1--5)': two bare counts a range
    joins, a preposition, a verb of spanning or a scale's word before, the counted noun (or the closing bracket) after."""
    return (first_kind[1] in _SWEPT_COUNT_RULES and second_kind[1] in _SWEPT_COUNT_RULES
            and bool(patterns.RANGE_BETWEEN.fullmatch(text, first.number.end, second.number.start))
            and _swept_between(text, first, second))


def _swept_list_end(text: str, numbers: list[NumberCandidate], kinds: list[tuple[str, str]], i: int) -> int | None:
    """'using only 1, 2, 5, and 10 annotated cases', 'with 2, 4, and 6 expert blocks': the index of the last of three
    or more bare whole counts listed from numbers[i] ('and' or 'or' before the last), rising, when they span the values
    a run was swept over, as a range's two ends do (_swept_between); None otherwise. Not values given 'respectively' or
    with a parallel list after them (_parallel_list_after), nor falling ones ('120, 80, and 40 images': the sizes of
    parts; review of rules-283)."""
    last = i
    while (last + 1 < len(numbers) and kinds[last + 1][1] in _SWEPT_COUNT_RULES
           and patterns.BARE_ITEMS.fullmatch(text, numbers[last].number.end, numbers[last + 1].number.start)):
        last += 1
    joined = text[numbers[last - 1].number.end : numbers[last].number.start] if last > i else ""
    members, end = numbers[i : last + 1], numbers[last].number.end
    if (last - i < 2 or kinds[i][1] not in _SWEPT_COUNT_RULES or not patterns.AND_OR_SLASH.search(joined)
            or any(m.number.unit or not m.number.raw.isdigit() for m in members)
            or any(int(a.number.raw) >= int(b.number.raw) for a, b in zip(members, members[1:]))
            or patterns.RESPECTIVELY.search(text, end, sentence_bounds(text, end)[1])
            or _parallel_list_after(text[end:], len(members))):
        return None
    return last if _swept_between(text, numbers[i], numbers[last]) else None


def _parallel_list_after(rest: str, size: int) -> bool:
    """Whether a list of `size` names or splits, or their count in words, follows a list of values in its clause
    ('... errors on FooSet, BarSet, and BazSet', '... on the three maps'): each value is then one item's, no sweep."""
    items = patterns.PARALLEL_ITEMS_AHEAD.match(rest)
    counted = patterns.PARALLEL_COUNT_AHEAD.match(rest)
    return (bool(items) and len(patterns.LIST_SEPARATOR.split(items.group("items"))) == size
            or bool(counted) and patterns.COUNT_WORD_VALUES[counted.group("word").lower()] == size)


def _swept_between(text: str, first: NumberCandidate, last: NumberCandidate) -> bool:
    """The words around a range or list of counts (first to last) that make it the span of a setting: a preposition,
    a verb of spanning or a scale's word before, the counted noun (or the closing bracket) after
    (kind_rules.SWEPT_RANGE)."""
    window = max(0, first.number.start - 60)  # the words a preposition opens: a hedge and two words, far inside 60
    before = (patterns.SWEPT_RANGE_BEFORE.search(text, window, first.number.start)
              or patterns.RANGING_FROM_BEFORE.search(text, window, first.number.start))
    after = patterns.SWEPT_RANGE_AFTER.match(text, last.number.end)
    rest = text[last.number.end:]
    if not before or not after or patterns.SWEPT_RANGE_EACH_AFTER.search(rest):
        return False
    if patterns.SWEPT_RANGE_COMPARED_AFTER.search(rest) and not any(
            c.isdigit() for c in text[sentence_bounds(text, first.number.start)[0] : first.number.start]):
        return False  # the range is what is compared, no condition of a result read before it
    bracketed = bool(before.re is patterns.SWEPT_RANGE_BEFORE and before.group("scale"))
    return not bracketed or after.group().strip() == ")"  # "severity (1--5)" closes; "(... across depths 3-7)" may


def _previous_listed(numbers: list[NumberCandidate], kinds: list[tuple[str, str]], i: int) -> int:
    """The number numbers[i] is listed after: the one before it, or the one before a bare count between them
    ("a 9.7% gain on 7 FooBenches, 12.1% on 2 BarBenches": 7 counts what the change was read on), or before a
    setting between them ("by 1.4% at rank 4 and 1.8% at rank 8", "by 30% for the 32B model and 50% ...")."""
    if (i >= 2 and (kinds[i - 1][1] == "count-default" and not numbers[i - 1].number.unit
                    or kinds[i - 1][0] == "setting")
            and numbers[i].number.unit and numbers[i - 2].number.unit == numbers[i].number.unit):
        return i - 2
    return i - 1


def _range_end(text: str, numbers: list[NumberCandidate], i: int) -> NumberCandidate | None:
    """The number that ends a range numbers[i] starts bare ("16-17%"), or None."""
    current = numbers[i]
    if current.number.unit or i + 1 >= len(numbers):
        return None
    following = numbers[i + 1]
    return following if patterns.RANGE_BETWEEN.fullmatch(text, current.number.end, following.number.start) else None


# What a value is set against, in the words right before it: "40.9% attack success on FooLM versus 10.7%",
# "7.50 out of 8, compared with 5.67 for raw prompts": the compared value measures the same thing.
def _names_a_measure(metric: str) -> bool:
    """"FooAP improvements", "BD-rate reductions", "SPL": a metric's or a change's name (not "benchmarks of 8, 14")."""
    last = metric.split()[-1]
    return bool(patterns.METRIC_NAME.fullmatch(last) or patterns.METRIC_WORD.fullmatch(last) or re.fullmatch(patterns.CHANGE_NOUNS, last, re.IGNORECASE))


def _metrics(text: str, numbers: list[NumberCandidate]) -> list[str | None]:
    """Each number's metric; a number coordinated with the one before it that names none shares its
    metric ("BD-rate reductions of 19.29%, 21.69%", "gains of over 10% (e.g., 10.7% on A and 13.6% on B)")."""
    metrics = [metric_of(text, n) for n in numbers]
    parallel_start: set[int] = set()  # the starts of changes that took their metric from a first change's
    for i in range(1, len(numbers)):
        previous, current = numbers[i - 1], numbers[i]
        between = text[previous.number.end : current.number.start]
        labelled = metrics[i] is not None and metrics[i] in between  # "+0.8% for FooTask and +8.8%": FooTask labels +0.8%
        first = _first_by(text, numbers, i)
        own = _own_metric(text, numbers, i, first, metrics)
        if own:
            metrics[i] = metrics[i + 1] = own  # "... and from 21.0 to 25.3 BLEU on B": the second change's, at both ends
        elif first is not None and _own_measure(text, numbers, i, first):
            pass  # "... and from 12 to 8 steps per task": another measure, of its own words
        elif (first is not None and _names_a_measure(metrics[first] or "improve")
                and not _other_unit(numbers[first], current)
                and (metrics[i] is None or metrics[i] in text[numbers[first].number.end : current.number.start])):
            # "improves accuracy by 9.02% on a FooSet task, and by 13.89% in the few-shot setting" (the words
            # before "and by" place the first value; they measure nothing of the second)
            metrics[i] = metrics[first]
            parallel_start.add(i)
        elif metrics[i] is None and i - 1 in parallel_start and patterns.FROM_VALUE_AFTER.match(text, previous.number.end):
            metrics[i] = metrics[i - 1]  # "... and from 0.35 to 0.46 on B": where the parallel change ends
        elif (metrics[i] is None or labelled) and kind_rules.coordinated_with_previous(text, previous, current):
            metrics[i] = metrics[i - 1]
        elif ((metrics[i] is None or labelled) and patterns.COMPARAND.match(between)
              and (previous.number.unit == current.number.unit or (is_rate(previous.number.unit) and not current.number.unit))):
            # "40.9% attack success on FooLM versus 10.7% for BarCipher", "(0.84 pages per second compared to 0.65
            # for BarOCR)": one metric compared
            metrics[i] = metrics[i - 1]
        elif (metrics[i - 1] and metrics[i] != metrics[i - 1] and patterns.BARE_SEPARATOR.fullmatch(between)
              and _names_a_measure(metrics[i - 1])
              and metrics[i - 1] in text[max(0, previous.number.start - 60) : previous.number.start]
              and not (metrics[i] and metrics[i] in text[max(0, previous.number.start - 60) : previous.number.start])):
            # "XAP gains of 5.44%, 4.83%, and 4.59% in full data, ...": named before the list (but "improves SR and
            # SPL by 9.4% and 5.0%" names one for each)
            metrics[i] = metrics[i - 1]
        elif (metrics[i - 1] and patterns.RANGE_BETWEEN.fullmatch(text, previous.number.end, current.number.start)
              and not patterns.FROM_BEFORE.search(text, max(0, previous.number.start - 10), previous.number.start)):
            metrics[i] = metrics[i - 1]  # "reach 85-98% accuracy": a range's two ends measure one thing
    return metrics


def _change_end(text: str, numbers: list[NumberCandidate], i: int) -> NumberCandidate | None:
    """The end value of the change numbers[i] starts ('from a to b': patterns.FROM_VALUE_AFTER), else None."""
    if i + 1 < len(numbers) and patterns.FROM_VALUE_AFTER.match(text, numbers[i].number.end):
        return numbers[i + 1]
    return None


def _own_metric(text: str, numbers: list[NumberCandidate], i: int, first: int | None,
                metrics: list[str | None]) -> str | None:
    """The metric a second change ('and from a to b BLEU') names after its end value (patterns.OWN_METRIC_AFTER)
    where it is not the first change's, else None."""
    end = _change_end(text, numbers, i) if first is not None else None
    named = end and patterns.OWN_METRIC_AFTER.match(text, end.number.end)
    if named and not set(named["metric"].casefold().split()) <= set((metrics[first] or "").casefold().split()):
        return named["metric"]  # ("60.3% accuracy" after "zero-shot accuracy" is the first change's)
    return None


def _own_measure(text: str, numbers: list[NumberCandidate], i: int, first: int) -> bool:
    """numbers[i] starts a change ('from a to b') whose end value a word of its own follows (patterns.OWN_MEASURE_AFTER:
    "and from 12 to 8 steps per task", "and from 60.1 to 63.0 COMET"), not the first change's unit ("from 30.1 to
    31.0 dB ... and from 28.2 to 29.9 dB"): not the first change's measure."""
    end = _change_end(text, numbers, i)
    if end is None or patterns.OWN_METRIC_AFTER.match(text, end.number.end):
        return False  # no change, or a metric named after it: its own (_own_metric) or the first change's ("NDCG@10")
    first_units = (numbers[first].number.unit, numbers[min(first + 1, i)].number.unit)  # its start's and end's
    return bool(patterns.OWN_MEASURE_AFTER.match(text, end.number.end)) and not (
        end.number.unit is not None and end.number.unit in first_units)


def _other_unit(first: NumberCandidate, current: NumberCandidate) -> bool:
    """The two values carry different units ("from 61.2% to 70.1% ... and from 12 GB to 8 GB"): not one measure (a
    percentage and its points are: "by 3.1% on A and by 2.4 points on B")."""
    units = {first.number.unit, current.number.unit}
    return None not in units and len(units) == 2 and not units <= _SHARE_UNITS


_SHARE_UNITS = {"%", "points", "pp"}


def _first_by(text: str, numbers: list[NumberCandidate], i: int) -> int | None:
    """The number after the first 'by' (or 'from') of a change that numbers[i] follows with 'and by' ('and from'), in
    its sentence: "by 3.1% on A and by 2.4% on B", "from 0.39 to 0.60 on A and from 0.35 to 0.46 on B"."""
    current = numbers[i]
    second = patterns.SECOND_BY.search(text, max(0, current.number.start - 40), current.number.start)
    if not second:
        return None
    word = second.group("word").lower()
    for j in range(i - 1, -1, -1):
        if patterns.CLAUSE_STOP.search(text[numbers[j].number.end : current.number.start]):
            return None
        first = patterns.FIRST_BY.search(text, max(0, numbers[j].number.start - 40), numbers[j].number.start)
        if first and first.group("word").lower() == word:
            return j
    return None


@dataclass
class Roles:
    methods: list[Name]
    benchmarks: list[Name]
    decisions: list[str]
    vetoed: list[str]
    parts: list[Name] = field(default_factory=list)  # methods that are named parts of the paper's method
    # methods that are data named after the paper's method (method-named-data): listed, but the claims are attributed
    # as before they were (measured: as the paper's own benchmark they moved 7 claims off gold, 2 onto it)
    named_data: list[Name] = field(default_factory=list)
    # the paper's method at one size ("FooLM-3B" beside FooLM; veto-size-variant): not listed, but what a claim
    # names as its subject
    sized: list[Name] = field(default_factory=list)


def decide_names(text: str, names: list[Name], title_name: str | None = None) -> Roles:
    """Each name's role from the cues code finds in the text (and the name the title opens with, `title_name`), by
    the rules of role_rules.ROLE_RULES (the first rule that gives a role, then the vetoes).

    Measured (see README, Quality): the 1.5B model's picks of names added nothing
    the cues had not found (introduced names, prompt v4; benchmarks, prompt v5: every
    right pick had a cue, and its wrong ones cost attribution), so it is not asked."""
    decisions: list[str] = []
    vetoed: list[str] = []
    introduced: list[Name] = []
    parts: list[Name] = []
    existing: list[Name] = []
    for n in names:
        rule = ("method-introduced-cue" if n.introduced_cue else
                "method-defined-acronym" if _defined_module(text, n) else
                "method-coined" if _coined(text, n) else
                "method-instantiated" if _instantiated(text, n) else
                "method-emphasized" if _emphasized(text, n) else
                "method-acronym-first" if _acronym_first(text, n) else
                "method-spelled-acronym" if _spelled_by_capitals(text, n) else
                "method-announced-data" if _announced_data(text, n) else
                "method-means-appositive" if _means_appositive(text, n) else
                "method-own-appositive" if _own_appositive(text, n) else
                "method-own-data-appositive" if _own_data_appositive(text, n) else
                "method-data-we-make" if _data_we_make(text, n) else
                "method-metric-appositive" if _metric_appositive(text, n) else
                "method-introduced-here" if _introduced_here(text, n) else
                "method-passive-introduced" if _passive_introduced(text, n) else
                "method-opening-definition" if _opening_definition(text, n) else
                "method-title-name" if _title_named(text, n, title_name) else None)
        if rule is None:
            continue
        veto = ("veto-coined-setting" if _coined_setting(text, n) else
                (_description_veto(text, n) or _generic_veto(n)
                 or ("veto-concept-acronym" if _concept_acronym(text, n, uncued=True) else None)
                 or ("veto-described-modifier" if _described_everywhere(text, n) else None)
                 or ("veto-known-model" if _known_model_used(text, n) else None))
                if n.introduced_cue else _method_veto(text, n))
        if veto:
            vetoed.append(f"method {n.text!r}: {veto}")
            if veto == "veto-existing-before":
                existing.append(n)  # no later rule makes it the paper's own
        else:
            introduced.append(n)
            decisions.append(f"{n.text}: method by {rule}")
    if not introduced:  # no cue names the paper's method: the coined name its sentences open with
        for n in names:
            if _opening_subject(text, n):
                introduced.append(n)
                decisions.append(f"{n.text}: method by method-opening-subject")
    for n in names:  # the coined name the paper puts to the test ("We evaluate FooCoder on 30 tasks")
        if (n not in introduced and n not in existing and _evaluated_own(text, n, introduced)
                and _method_veto(text, n) is None and not _known_model_used(text, n)):
            introduced.append(n)
            decisions.append(f"{n.text}: method by method-evaluated-own")
    for n in names:  # second pass: what follows from the paper's own methods
        rule = ("method-variant" if _variant_of(text, n, introduced) else
                "method-listed-component" if _listed_component(text, n) and (introduced or _unnamed_whole_part(text, n)) else
                "method-defined-subject" if _defined_subject(text, n) else
                "method-part-introduced" if _part_introduced(text, n, introduced) else
                "method-novel-part" if introduced and _novel_part(text, n) else
                "method-passive-part" if introduced and _passive_part(text, n) else
                "method-named-part" if introduced and _named_part(text, n, min(m.start for m in introduced)) else
                "method-contained-part" if introduced and _contained_part(text, n, introduced) else
                "method-coordinated" if _coordinated_with_cued(text, n, introduced) else
                "method-result-subject" if _subject_of_our_results(text, n, introduced) else
                "method-acronym-result" if _acronym_result_subject(text, n, introduced) else
                "method-defined-part" if _defined_part(text, n, introduced) else
                "method-later-subject" if _later_subject(text, n, introduced) else
                "method-sequenced-part" if _sequenced_part(text, n, introduced) else
                "method-announced-part" if _announced_part(text, n, introduced) else
                "method-opening-part" if _opening_part(text, n, introduced) else None)
        if rule and n not in introduced and n not in existing and (veto := _generic_veto(n)):
            vetoed.append(f"method {n.text!r}: {veto}")  # "v0.2" of "FooLM v0.2" is a version, no name of its own
        elif rule and n not in introduced and n not in existing:
            introduced.append(n)
            if rule in _PART_RULES:
                parts.append(n)
            decisions.append(f"{n.text}: method by {rule}")
    chosen: dict[Name, str] = {}
    for n in names:
        rule = _benchmark_rule(text, n, introduced)
        if rule:
            chosen[n] = rule
    vetoes = {n: _benchmark_veto(text, n, introduced) for n in names if n in chosen}
    _spread_to_lists(text, names, chosen, vetoes, introduced)  # from names no veto overrules: not "FooNet (a tool) and BarNet"
    vetoes = {n: vetoes[n] if n in vetoes else _benchmark_veto(text, n, introduced, listed_with_data=True)
              for n in names if n in chosen}  # spread: each listed beside data
    models = [n for n, veto in vetoes.items()  # a size (8B), a model family or a release tier ("-Dev", "-Instruct"):
              if veto == "veto-evaluated-model" and (patterns.BILLIONS_SIZE.search(n.text)  # surely a model
                                                     or patterns.MODEL_FAMILY.match(n.text)  # ("FooQA-Pro" may not be)
                                                     or patterns.MODEL_RELEASE_TIER.search(n.text))]
    languages = [n for n, veto in vetoes.items() if veto == "veto-language-or-country"]
    hardware = [n for n, veto in vetoes.items() if veto == "veto-hardware"]
    spread = True
    while spread:  # along the whole list: "on FooLM-8B, BarGen, and BazGen" (BazGen beside BarGen only)
        spread = False
        for n in vetoes:  # "Experiments on CogVideoX-2B, FooVideo and Wan-2.1": listed with models, a model
            if not vetoes[n] and n not in introduced and any(_listed_together(text, n, m) for m in models):
                vetoes[n] = "veto-listed-with-models"
                models.append(n)
                spread = True
            elif (not vetoes[n] and n not in introduced and any(_listed_together(text, n, m) for m in languages)
                  and not _listed_beside_cued_data(text, n, chosen, vetoes)
                  # "Across FooECG-XL, Georgia, and BarSet": a known dataset is no region, whatever it is listed with
                  and not is_known_dataset(n.text)):
                vetoes[n] = "veto-listed-with-languages"  # "(US & Canada, Arabic, Afrique, Hindi)": a region too
            elif not vetoes[n] and n not in introduced and any(_listed_together(text, n, m) for m in hardware):
                vetoes[n] = "veto-listed-with-hardware"  # "on Apple Silicon (MLX) and Google Colab": a platform too
    _veto_plain_words(text, chosen, vetoes, introduced)  # last: a name other vetoes drop spares no word beside it
    benchmarks: list[Name] = []
    for n, veto in vetoes.items():
        if veto:
            vetoed.append(f"benchmark {n.text!r} ({chosen[n]}): {veto}")
        else:
            benchmarks.append(n)
            decisions.append(f"{n.text}: benchmark by {chosen[n]}")
    named_data = [n for n in benchmarks if n not in introduced and _named_after_method(n, introduced)]
    for n in named_data:
        introduced.append(n)
        decisions.append(f"{n.text}: method by method-named-data")
    for n in [n for n in introduced if _spelled_out(text, n, introduced)]:
        introduced.remove(n)
        decisions[:] = [d for d in decisions if not d.startswith(f"{n.text}: method by ")]
        vetoed.append(f"method {n.text!r}: veto-spelled-out")
    for n in [n for n in benchmarks if _spelled_out(text, n, benchmarks)]:
        benchmarks.remove(n)
        decisions.remove(f"{n.text}: benchmark by {chosen[n]}")
        vetoed.append(f"benchmark {n.text!r} ({chosen[n]}): veto-spelled-out")
    parts = [n for n in parts if n in introduced]
    wholes = [n.start for n in introduced if n not in parts]  # a part named before any whole is no part of it
    parts = [n for n in parts if wholes and min(wholes) < n.start]
    sized = [n for n in introduced if _size_variant(n, introduced)]
    vetoed.extend(f"method {n.text!r}: veto-size-variant" for n in sized)
    return Roles([n for n in introduced if n not in sized], benchmarks, decisions, vetoed, parts, named_data, sized)


def _named_after_method(n: Name, introduced: list[Name]) -> bool:
    """"FooMemBench" beside the introduced "FooMem": the method's name, then a data word (method-named-data)."""
    return any(m is not n and len(form) >= 3 and " " not in form and form not in patterns.GENERIC_ACRONYMS
               and n.text.startswith(form) and patterns.NAMED_DATA_TAIL.fullmatch(n.text, len(form))
               for m in introduced for form in (m.text, m.alias) if form)


def _spelled_out(text: str, n: Name, kept: list[Name]) -> bool:
    """"FooSet 1.0, a Foo Object Set", "the Foo Object Set dataset (FOS)", "FOS: Foo Object Set": a long form right
    beside a kept one-word name its capitals abbreviate (claims._abbreviates) is that name spelled out, listed once."""
    if " " not in n.text:
        return False
    for m in kept:
        short = patterns.VERSION_END.sub("", m.text)
        if m is n or short in n.text or not _abbreviates(short, n.text):
            continue  # not "Foo-Net Imitation Learning" beside "Foo-Net": a name built on it
        for a in mentions(text, m.text):
            for b in mentions(text, n.text):
                gap = text[a.end() : b.start()] if a.end() <= b.start() else text[b.end() : a.start()] if b.end() <= a.start() else None
                if gap is not None and patterns.SPELLED_OUT_GAP.fullmatch(gap):
                    return True
    return False


_PART_RULES = ("method-listed-component", "method-part-introduced", "method-novel-part", "method-passive-part",
               "method-named-part", "method-contained-part", "method-defined-part", "method-sequenced-part",
               "method-announced-part", "method-opening-part")


def _benchmark_rule(text: str, n: Name, introduced: list[Name]) -> str | None:
    if n.data_cue:
        return "benchmark-data-cue"
    if n in introduced and any(_appositive_data(text, m) for m in _mentions_of(text, n)):
        return "benchmark-introduced-appositive"
    if n in introduced and any(_our_data(text, m) for m in _mentions_of(text, n)):
        return "benchmark-introduced-appositive"  # "our newly released dataset, FooDoc-55K,"
    if _result_on(text, n) and (n not in introduced or _evaluated_on(text, n)):
        return "benchmark-result-on"
    # A long form and its acronym are one name: a cue at either decides ("VQA" in "accuracy on VQA").
    # (not "For FooAttack based attacks, ...": a name built on is a kind of the thing named after it, patterns.BUILT_ON_AFTER)
    if n not in introduced and any(patterns.OPENING_ON.search(text, max(0, m.start() - 80), m.start()) and
                                   not patterns.BUILT_ON_AFTER.match(text, m.end()) and
                                   not patterns.PURPOSE_AFTER.match(text, m.end()) and
                                   ("," in text[m.end(): m.end() + 60] or patterns.OPENING_CLOSED_LATE.match(text, m.end())
                                    or patterns.SUBJECT_RESULT_AFTER.match(text, m.end()))
                                   for m in _linked_mentions(text, n)):
        return "benchmark-opening-on"
    if n not in introduced and any(patterns.METRIC_AFTER.match(text, m.end())
                                   and not patterns.NUMBER_RIGHT_BEFORE.search(text, max(0, m.start() - 8), m.start())
                                   for m in _linked_mentions(text, n)):
        return "benchmark-before-metric"
    if n not in introduced and any(_scored_place(text, m) and _scored_beside_known(text, m) for m in _linked_mentions(text, n)):
        return "benchmark-with-score"
    if n not in introduced and any(is_known_dataset(form) or _language_led_known(form)
                                   for form in filter(None, (n.text, n.alias))):
        return "benchmark-lexicon"
    if n not in introduced and _counted_name(n.text) and any(
            patterns.COUNTED_ITEMS_BEFORE.search(text, max(0, m.start() - 40), m.start())
                                   and patterns.COUNTED_ITEMS_AFTER.match(text, m.end()) for m in _mentions_of(text, n)):
        return "benchmark-counted-items"  # "11,811 FooSet images"
    if n not in introduced and any(_described_as_data(text, m) for m in _mentions_of(text, n)):
        return "benchmark-described-appositive"  # "we test them with FooEval, a benchmark of 969 inputs"
    return None


def _scored_place(text: str, m: re.Match) -> bool:
    """A mention with a percentage beside it where it was read (benchmark-with-score): "FooSet (91.7%)", "FooTREC:
    90.0%", or "to 93.7%" after a verb that lifts a score (not after "without"); not a sweep's ends ("from X (19.7%)
    through Y"), not what a result changed across ("across X (64.0% to 70.4%)"), not a rival compared against."""
    def before(chars: int) -> tuple[int, int]:  # the window of `chars` characters before the mention
        return max(0, m.start() - chars), m.start()

    scored = patterns.SCORE_BRACKET_AFTER.match(text, m.end()) or (
        patterns.SCORE_TO_AFTER.match(text, m.end()) and patterns.IMPROVING_BEFORE.search(text, *before(100))
        and not patterns.WITHOUT_BEFORE.search(text, *before(14)))
    return bool(scored and not patterns.THROUGH_BEFORE.search(text, *before(12))
                and not patterns.SWEEP_START_AFTER.match(text, m.end())
                and not (patterns.CHANGE_BRACKET_AFTER.match(text, m.end())
                         and patterns.ACROSS_CLAUSE_BEFORE.search(text, *before(170)))
                and not patterns.COMPARED_BEFORE.search(text, *before(40))
                and not patterns.COMPARED_SCORED_LIST_BEFORE.search(text, *before(160)))


def _scored_beside_known(text: str, m: re.Match) -> bool:
    """'CIFAR-100 (91.7%), Flowers (98.8%)', 'MASS: 86.2%, Sleep-EDF: 82.0%': a scored name is data where a name the
    lexicon knows is scored beside it in the same list (_scored_list); scored alone ('RaR RL (66.6% vs. 64.2%)', 'YOLOv3 (34.4% AP)')
    or among unknown names ('BRCA: 90.0%, COAD: 72.0%', 'SAPD (43.5%) and ATSS (43.6%)') it is as often a model, a
    class or a subtype as data (round 36's reading: 1 of 7 such names on the read audits was a benchmark)."""
    start, end = sentence_bounds(text, m.start())
    return any(scored.end() != m.end() and _known_words(scored.group(1)) for scored in _scored_list(text, m, start, end))


def _scored_list(text: str, m: re.Match, start: int, end: int) -> list[re.Match]:
    """The scored names of the list the mention is scored in (patterns.SCORED_NAME, joined by
    patterns.SCORED_LIST_GLUE): "COCO (72.0%): FooDet (70.1%), BarDet (69.5%)" holds two lists, COCO's and FooDet's."""
    lists: list[list[re.Match]] = []
    last_end = None
    for scored in patterns.SCORED_NAME.finditer(text, start, end):
        first, _, rest = scored.group(1).partition(" ")
        lead = len(first) + 1 if rest and first.isalpha() and first.islower() else 0  # "while BarNet": "while" joins
        joined = last_end is not None and patterns.SCORED_LIST_GLUE.fullmatch(text, last_end, scored.start() + lead)
        if joined:
            lists[-1].append(scored)
        else:
            lists.append([scored])
        last_end = patterns.SCORE_AFTER.match(text, scored.end()).end()
    return next((names for names in lists if any(scored.end() == m.end() for scored in names)), [])


def _known_words(name: str) -> bool:
    """Whether any run of the name's words is a dataset the lexicon knows: "COCO AP", "ImageNet Top-1"."""
    words = name.split()
    return any(is_known_dataset(" ".join(words[i:j])) for i in range(len(words)) for j in range(i + 1, len(words) + 1))


def _counted_name(name: str) -> bool:
    """A name that can be counted data's (benchmark-counted-items): written in mixed case, no all-capital domain word
    ("120 production KYC documents", "UAV images") nor a compound of lowercase words ("FOL-fallback cases")."""
    return any(c.islower() for c in name) and any(c.isupper() for c in name) and not patterns.LOWERCASE_PART.search(name)


def _appositive_data(text: str, m: re.Match) -> bool:
    """"\\textsc{X}, a new benchmark", "\\textbf{X}, the \\textbf{first} benchmark dataset": the name's apposition calls it
    data (patterns.APPOSITIVE_DATA), read past its closing markup and with the emphasis inside it blanked."""
    close = patterns.MARKUP_CLOSE.match(text, m.end()).end()
    return bool(patterns.APPOSITIVE_DATA.match(without_markup(text[close : close + 300])))


def _described_as_data(text: str, m: re.Match) -> bool:
    """"FooEval, a benchmark of 969 inputs", "BarSet, the largest motion dataset": an apposition opened by an article
    calls the name data (not "using FooTool, producing annotated datasets": no apposition; nor "Verbose FooOps, a
    benchmark": the apposition is the longer name's; nor "an anonymized product ID, and the ... corpus": a part of
    what a noun phrase describes)."""
    return (bool(patterns.ARTICLE_APPOSITIVE.match(text, m.end())) and _appositive_data(text, m)
            and not patterns.CAPITALISED_WORD_BEFORE.search(text, max(0, m.start() - 40), m.start())
            and not patterns.NOUN_PHRASE_LEAD_BEFORE.search(text, max(0, m.start() - 60), m.start()))


def _language_led_known(form: str) -> bool:
    """'English COCO': a known dataset led by the language of its part used ('the standard English X task')."""
    first, _, rest = form.partition(" ")
    return bool(rest) and is_language_or_country(first) and is_known_dataset(rest)


def _spread_to_lists(text: str, names: list[Name], chosen: dict[Name, str], vetoes: dict[Name, str | None],
                     introduced: list[Name]) -> None:
    """'on A, B and C benchmarks': a name listed right beside a benchmark is one too (a vetoed one spreads nothing);
    not the paper's own method unless named as data ('Across FooBench X, BarGRPO improves': no list)."""
    changed = True
    while changed:
        changed = False
        for n in names:
            if n in chosen or n.introduced_cue or (n in introduced and not _data_named(text, n)):
                continue
            for other in list(chosen):
                if vetoes.get(other) is None and _listed_together(text, n, other):
                    chosen[n] = "benchmark-list-kin"
                    changed = True
                    break


def _data_named(text: str, n: Name) -> bool:
    """'FooBench', 'FooData', 'FooQA', or 'FooHomes is a set of 300 households': a name written or described as data."""
    return bool(patterns.DATA_WORDS.search(n.text) or patterns.NAMED_DATA_TAIL.search(n.text)
                or patterns.DATA_SUFFIX.search(n.text)
                or any(patterns.DATA_DESCRIBED_AFTER.match(text, m.end()) for m in mentions(text, n.text)))


def _everyday_word(name: str) -> bool:
    return bool(patterns.PLAIN_CAPITALISED_WORD.fullmatch(name)) and is_common_word(name) and not is_known_dataset(name)


# Rules that choose a name from where it stands ("On X,", "on X and Y", "X accuracy"), not from what the paper says
# it is ("X, a benchmark of ...", "1,000 X images"): only these leave an everyday word open to veto-plain-word.
_PLACE_RULES = {"benchmark-opening-on", "benchmark-result-on", "benchmark-list-kin", "benchmark-before-metric",
                "benchmark-with-score", "benchmark-data-cue"}


def _veto_plain_words(text: str, chosen: dict[Name, str], vetoes: dict[Name, str | None], introduced: list[Name]) -> None:
    """'On Private,', 'on Red and Blue', 'on Domain A': one everyday English word (lexicon.is_common_word), chosen only
    for where it stands, names a part, a view, a split or a side, not a dataset (veto-plain-word); unless the paper
    calls it data ("the Fooplica dataset", "an IID Pile split", "Flowers (98.8%)"), writes it as a longer name's first
    word ("Moments in Time"), or lists it beside a name of data that is no such word or is so called ("FooSQL and
    Spider", "the Campus and Shelf datasets")."""
    def called_data(n: Name) -> bool:
        return any(patterns.DATA_NOUN_AFTER.match(text, m.end()) or patterns.SPLIT_AFTER.match(text, m.end())
                   or patterns.SIZED_DATA_NOUN_AFTER.match(text, m.end()) or patterns.SCORE_AFTER.match(text, m.end())
                   or patterns.TITLE_GOES_ON_AFTER.match(text, m.end()) for m in mentions(text, n.text))

    open_to_veto = {n for n in vetoes if not vetoes[n] and n not in introduced and chosen[n] in _PLACE_RULES
                    and _everyday_word(n.text) and not called_data(n)}
    spared = True
    while spared:  # along the whole list: "Breast Foo, Digits, Wine, Diabetes"
        spared = False
        for n in list(open_to_veto):
            if any(m is not n and not vetoes[m] and m not in open_to_veto and _listed_together(text, n, m) for m in vetoes):
                open_to_veto.discard(n)
                spared = True
    for n in open_to_veto:
        vetoes[n] = "veto-plain-word"


def _listed_beside_cued_data(text: str, n: Name, chosen: dict[Name, str], vetoes: dict[Name, str | None]) -> bool:
    """"On FooSet, PTB-XL, Georgia, and BarSet,": a name listed right beside one that its own cue calls data (and no
    veto overrules) is data, whatever region stands on its other side."""
    return any(not vetoes.get(m) and chosen.get(m) != "benchmark-list-kin" and _listed_together(text, n, m)
               for m in chosen if m is not n)


def _listed_together(text: str, a: Name, b: Name) -> bool:
    for m in _mentions_of(text, a):
        for o in _mentions_of(text, b):
            first, second = (m, o) if m.start() < o.start() else (o, m)
            if (patterns.LIST_JOIN.fullmatch(text, first.end(), second.start()) and not _after_closed_list(text, first, second)
                    and not _opening_then_subject(text, first, second)):
                return True
    return False


def _opening_then_subject(text: str, first: re.Match, second: re.Match) -> bool:
    """"On FooVQA, BarLM-4B matches ...": the comma closes a sentence's opening 'On X', and the subject follows; no
    list (patterns.OPENING_ON). So too "... on FinanceBench, gpt-4o detection drops": two names, no join before the
    first, a known model second and a new clause's lowercase word after it (patterns.CLAUSE_AFTER_SECOND)."""
    if text[first.end() : second.start()].strip() != ",":
        return False
    if ((patterns.MODEL_FAMILY.match(second.group()) or patterns.BILLIONS_SIZE.search(second.group()))
            and patterns.CLAUSE_AFTER_SECOND.match(text, second.end())
            and not patterns.LIST_ITEM_BEFORE.search(text, max(0, first.start() - 10), first.start())):
        return True
    return (bool(patterns.OPENING_ON.search(text, max(0, first.start() - 80), first.start()))
            and not patterns.LIST_GOES_ON.match(text, second.end()))  # "On A, B, C, and D, FooNet ...": a list


def _after_closed_list(text: str, first: re.Match, second: re.Match) -> bool:
    """"including FooSet, BarSet, and BazSet, QuxNets exhibit": a comma after the list's closing "and" item ends
    the list (patterns.LIST_ENDED)."""
    return (text[first.end() : second.start()].strip() == ","
            and bool(patterns.LIST_ENDED.search(text, max(0, second.start() - 80), second.start())))


def _mentions_of(text: str, n: Name) -> list[re.Match]:
    return [m for form in filter(None, {n.text, n.alias}) for m in mentions(text, form)]


def _linked_mentions(text: str, n: Name) -> list[re.Match]:
    """The name's mentions, and its acronym's when the long form spells it
    (text.long_form_start): "Street Sign Set (SSS)" yes, "GSM8K (GPT-4o)" no."""
    bracket = text.find("(", n.end)
    linked = n.alias and bracket >= 0 and long_form_start(text, bracket, n.alias) is not None
    return [m for form in filter(None, {n.text, n.alias if linked else None}) for m in mentions(text, form)]


def _result_on(text: str, n: Name) -> bool:
    """'a 98.3% success rate on X', 'state-of-the-art accuracy on X and Y'."""
    for m in _linked_mentions(text, n):
        start, _ = clause_bounds(text, m.start())
        window = _without_direction(text[max(start, m.start() - 100) : m.start()])
        if patterns.RESULT_ON.search(window) and (patterns.RESULT_WORDS.search(window) or patterns.METRIC_BEFORE_ON.search(window)):
            return True
        if patterns.SCORE_IN_BEFORE.search(window):  # "26.22 BLEU points in FooMT 2014 English-German"
            return True
        if (patterns.SCORE_PERCENT_IN_BEFORE.search(window) and patterns.DIGIT.search(m.group())
                and not patterns.METRIC_LED.match(m.group())):  # "51.7% in FooWOZ 2.0"
            return True
        # "ranks first on X with an EAO of 0.412", "while on X it obtains 54.8%": the score follows the name
        _, end = clause_bounds(text, m.end())
        after = patterns.RESULT_SCORE_AFTER.match(text, m.end(), end)
        if (after and patterns.RESULT_ON.search(window) and not patterns.TRAINED_ON_BEFORE.search(window)
                and (patterns.RESULT_VERB_BEFORE_ON.search(window) or patterns.RESULT_VERB_IN.search(after.group()))):
            return True
    return False


def _without_direction(before: str) -> str:
    """The text before a name without a translation direction ending it: "22.5 BLEU in English-to-German FooMT 2014"
    is measured in FooMT 2014."""
    direction = patterns.LANGUAGE_PAIR_BEFORE.search(before)
    return before[: direction.start()] if direction and language_pair(direction.group(1)) else before


def _defined_module(text: str, n: Name) -> bool:
    """'an Expert-driven Foo Generation Module (EFGM)': a multi-word name the paper
    defines with its own acronym, after an article, and never as a dataset."""
    several = len(n.text.split()) > 1 or bool(patterns.CAPITALIZED_COMPOUND.fullmatch(n.text))  # "Split-Foo-Merge"
    return (bool(n.alias) and several and not n.data_cue
            # "A Split-Foo-Merge (SFM) module" may open a sentence
            and bool(patterns.NEW_MODULE_BEFORE.search(text[max(0, n.start - 12) : n.start]))
            and not patterns.AS_A_BEFORE.search(text[max(0, n.start - 12) : n.start])  # "formulated as a POMDP"
            and not patterns.KIND_APPOSITION_BEFORE.search(text, max(0, n.start - 60), n.start)  # "FooNAS, a Hardware-Aware NAS (HW-NAS) framework"
            and (not patterns.EMPLOYED_BEFORE.search(text, max(0, n.start - 30), n.start)  # "by employing an Evolutionary Algorithm (EA)"
                 or bool(patterns.PART_EMPLOYS_BEFORE.search(text, max(0, n.start - 40), n.start))))


def _capitalised_phrase(name: str) -> bool:
    """Several words, the first and the last capitalised, any between capitalised or a small joining word
    ("Dual-Stream Foo Network", "Network for Semantic Parsing"): how a part of a method is named."""
    words = name.split()
    return (len(words) > 1 and words[0][:1].isupper() and words[-1][:1].isupper()
            and all(w[:1].isupper() or patterns.CONNECTOR_WORD.fullmatch(w) for w in words))


def _defined_subject(text: str, n: Name) -> bool:
    """'Contrastive Foo Extraction (CFE) samples ...', 'an initial Dual-Stream Foo Network (DSFN) fuses ...':
    after the paper says what it proposes, a capitalised multi-word name defined with its acronym that opens
    a clause and acts at once is a part of its method."""
    if n.data_cue or not _capitalised_phrase(n.text) or patterns.MODEL_FAMILY.match(n.text):
        return False
    before = without_markup(text[max(0, n.start - 40) : n.start])
    return (bool(patterns.DEFINED_SUBJECT_AFTER.match(text, n.end)) and bool(patterns.DEFINED_SUBJECT_BEFORE.search(before))
            and bool(patterns.OWN_WORK_BEFORE.search(text, 0, n.start)) and _method_veto(text, n) is None)


def _part_introduced(text: str, n: Name, introduced: list[Name]) -> bool:
    """'FooNet introduces BarDetach, a mechanism ...': what the paper's method introduces is a part of it
    (a coined word or several capitalised words, not one plain word: 'a Glance model')."""
    if not (name_like(n.text) or len(n.text.split()) > 1) or n.data_cue:
        return False
    forms = _forms_of(m for m in introduced if m is not n)
    return bool(forms) and any(_method_adds_part(text, forms, m.start()) for m in _mentions_of(text, n))


def _method_adds_part(text: str, forms: list[str], start: int) -> bool:
    """One of the method's names and a verb that adds a part end right before `start` ('FooNet introduces ')."""
    verb = patterns.PART_VERB_BEFORE.search(text, max(0, start - 120), start)
    if not verb:
        return False
    return any(text.endswith(form, 0, verb.start()) and verb.start() - len(form) >= max(0, start - 120)
               and not _word_char_before(text, verb.start() - len(form)) for form in forms)


def _word_char_before(text: str, index: int) -> bool:
    return index > 0 and (text[index - 1].isalnum() or text[index - 1] in "_-")


def _novel_part(text: str, n: Name) -> bool:
    """'It aligns signs through a novel Bar Consistency Loss': several capitalised words the paper calls
    novel are a part of its method (not 'FooVLA, a novel Latent Foo Reasoning framework')."""
    words = n.text.split()
    if len(words) < 2 or n.data_cue or not all(w[:1].isupper() for w in words):
        return False
    return any(patterns.NOVEL_PART_BEFORE.search(text, max(0, m.start() - 30), m.start()) for m in _mentions_of(text, n))


def _passive_part(text: str, n: Name) -> bool:
    """'Specifically, a tailored Foo Message Extractor is designed to ...', 'A lightweight Bar Net is introduced to
    ...': several capitalised words opening a sentence, said to be made for the method, are a part of it."""
    words = n.text.split()
    if len(words) < 2 or n.data_cue or not all(w[:1].isupper() for w in words):
        return False
    return any(patterns.PASSIVE_PART_BEFORE.search(text, max(0, m.start() - 60), m.start()) and patterns.PASSIVE_PART_AFTER.match(text, m.end())
               for m in _mentions_of(text, n))


def _named_part(text: str, n: Name, whole_start: int) -> bool:
    """'we further introduce a Branch Foo Refinement module', 'fed into an \\textit{Anchor-based Bar Propagation}
    module': several capitalised words between an article and a part noun name a part of the paper's method,
    named after the method (`whole_start`); not a known model, nor a name of data."""
    if n.data_cue or not (_capitalised_phrase(n.text) or patterns.COINED_PART_WORD.fullmatch(n.text)) or _generic_veto(n):
        return False  # a task's head word may name what the part does: "a Foo Anchor Identification module"
    if any(form and patterns.MODEL_FAMILY.match(form) for form in (n.text, n.alias)):
        return False
    return any(m.start() > whole_start and patterns.NAMED_PART_BEFORE.search(text, max(0, m.start() - 40), m.start())
               and (patterns.NAMED_PART_AFTER.match(text, m.end()) or patterns.NAMED_PART_END.search(n.text))
               for m in mentions(text, n.text))


def _defined_part(text: str, n: Name, introduced: list[Name]) -> bool:
    """'combined with the Hierarchical Foo Architecture (HFA)', 'via Sequence-Bar Alignment (SBA)': after the paper
    names its method, a capitalised multi-word name defined with its own acronym is a part of it, whatever word
    stands before it (not one the text names before its method, a known model or unit it uses, a concept spelled in
    lowercase elsewhere, or data)."""
    if (not introduced or n.data_cue or not n.alias or n.alias in patterns.GENERIC_ACRONYMS
            or not (_capitalised_phrase(n.text) or patterns.CAPITALIZED_COMPOUND.fullmatch(n.text))
            or patterns.DATA_WORDS.search(n.text) or is_known_dataset(n.text)):
        return False
    if any(n.text in m.text for m in introduced if m is not n):
        return False  # "Noise Conditional Foo Distillation (NCFD)": a known method the paper's name is built on
    whole = min(m.start for m in introduced)
    found = _mentions_of(text, n)
    return (bool(found) and min(m.start() for m in found) > whole
            and any(patterns.DEFINED_PART_AFTER.match(text, m.end()) for m in mentions(text, n.text))
            and not any(patterns.USED_UNIT_BEFORE.search(text, max(0, m.start() - 30), m.start()) for m in found)
            and _method_veto(text, n) is None and not _concept_acronym(text, n, uncued=True))


def _contained_part(text: str, n: Name, introduced: list[Name]) -> bool:
    """'Our approach includes Foo Tuning (FT) to ..., and Bar Optimization (BO) for ...', 'FooRAG ..., which includes
    InterFoo, LocalFoo, and MemFoo': an item a verb of containing lists, where the verb's subject is the paper's method
    (one of its names, or "our"); the item defined with its acronym, a coined name in a list of names alone, or
    capitalised words a description follows (not a known model or dataset, nor a part of data)."""
    if (n.data_cue or patterns.DATA_WORDS.search(n.text) or patterns.DATA_PART_END.search(n.text) or _generic_veto(n)
            or patterns.MODEL_FAMILY.match(n.text) or is_known_dataset(n.text)):
        return False
    forms = _forms_of(m for m in introduced if m is not n)
    words = n.text.split()
    for m in mentions(text, n.text):
        start, _ = sentence_bounds(text, m.start())
        verbs = list(patterns.CONTAINS_PARTS_VERB.finditer(text, start, m.start()))
        if not verbs:
            continue
        verb = verbs[-1]
        subject, items = text[start:verb.start()], text[verb.end():m.start()]
        if not (any(form in subject for form in forms) or patterns.OUR_WORD.search(subject)):
            continue
        if len(items) > 300 or patterns.CONTAINED_PART_BLOCK.search(items) or not patterns.CONTAINED_PART_JUNCTION.search(items):
            continue
        if (n.alias or (name_like(n.text) and patterns.PLAIN_NAME_LIST.fullmatch(items))
                or (len(words) > 1 and words[0][:1].isupper() and words[-1][:1].isupper()
                    and patterns.PART_ITEM_AFTER.match(text, m.end()))):
            return True
    return False


def _variant_of(text: str, n: Name, introduced: list[Name]) -> bool:
    """'Sparse FooVL', 'FooCap for Action Understanding', 'CROWD-Discover', 'FooVAL-4B': an
    introduced name with words added is a variant or a part of it (not a benchmark named after it:
    'FooBench-Hard'); so is a sibling of its coined stem the paper names as a variant ('FOO-CNN' beside 'FOO-Net':
    _sibling, _named_as_variant, not _called_others)."""
    if patterns.DATA_WORDS.search(n.text):
        return False
    if " " not in n.text and any(m is not n and " " not in form and form not in patterns.GENERIC_ACRONYMS
                                 and n.text.startswith(form) and patterns.HYPHEN_PART.fullmatch(n.text, len(form))
                                 for m in introduced for form in (m.text, m.alias) if form):
        return True
    if (" " not in n.text and not n.data_cue and _named_as_variant(text, n) and not _called_others(text, n)
            and any(m is not n and _sibling(n.text, form) for m in introduced for form in (m.text, m.alias) if form)):
        return True
    words = n.text.split()
    if len(words) < 2 or is_language_or_country(words[0]) or "--" in n.text:
        return False  # "Hindi FooSER scores": the method on Hindi, not a variant of it; "BarGen---and FooGen+": no name
    return any(m is not n and " " not in m.text and (words[-1] == m.text or (words[0] == m.text and words[1] in ("for", "of")))
               for m in introduced)  # "Sparse FooVL", "FooNet for X"; not "FooNet Pareto-dominates"


def _sibling(name: str, form: str) -> bool:
    """'PROMISE-CNN' beside an introduced 'PROMISE-Net': another variant of the same coined stem (a stem of capitals
    that is no model family, no known dataset and no generic acronym: not 'BERT-CRF' beside 'BERT-Foo'; no digit in
    its tail: 'SYNTH-100K' beside 'SYNTH-Net' is data)."""
    stem = form.rpartition("-")[0]
    return (bool(stem) and " " not in form and len(stem) >= 3 and stem.upper() == stem and stem.isalpha()
            and stem not in patterns.GENERIC_ACRONYMS and not patterns.MODEL_FAMILY.match(stem)
            and not is_known_dataset(stem) and name != form and name.startswith(stem + "-")
            and bool(patterns.HYPHEN_PART.fullmatch(name, len(stem))) and not any(c.isdigit() for c in name[len(stem):]))


def _called_others(text: str, n: Name) -> bool:
    """'the baseline GRC-Net model', 'the AhnCNN baseline, FOO-Base': a mention right after a word for others' or
    earlier work (patterns.OTHERS_WORK_RIGHT_BEFORE); 'the ABC-GAN baseline', 'FOO-Tree, a classical ... approach': a
    rival named as one (patterns.RIVAL_AFTER)."""
    return any(patterns.OTHERS_WORK_RIGHT_BEFORE.search(text, max(0, m.start() - 40), m.start())
               or patterns.RIVAL_AFTER.match(text, m.end()) for m in _mentions_of(text, n))


def _named_as_variant(text: str, n: Name) -> bool:
    """'two variants: a convolutional model (FOO-CNN) and ...', 'a residual mechanism, FOO-Res', 'yielding FOO-PPO',
    'FOO-Guard, an estimation-free fallback': a mention where the paper names a variant of its own
    (patterns.VARIANT_NAMED_BEFORE, VARIANT_DESCRIBED_AFTER), not set against the method there ('outperforms the strong
    model, FOO-Seg': patterns.RIVAL_RIGHT_BEFORE)."""
    return any((patterns.VARIANT_NAMED_BEFORE.search(text, sentence_bounds(text, m.start())[0], m.start())
                or patterns.VARIANT_DESCRIBED_AFTER.match(text, m.end()))
               and not patterns.RIVAL_RIGHT_BEFORE.search(text, max(0, m.start() - 50), m.start())
               for m in _mentions_of(text, n))


def _size_variant(n: Name, introduced: list[Name]) -> bool:
    """'FooLM-3B' where FooLM is introduced: the method at one parameter count (patterns.SIZE_SUFFIX), no name of its own."""
    return any(m is not n and form and n.text.startswith(form) and patterns.SIZE_SUFFIX.fullmatch(n.text, len(form))
               for m in introduced for form in (m.text, m.alias))


def _titled_list(text: str, start: int) -> list[str]:
    """The items of the bracketed list opening at start when every item is a name of two or more capitalised
    words ('Foo Warmup, Bar Dropout, and Baz Freezing'), not a long form's phrase ('Proposal generation')."""
    close = text.find(")", start)
    items = patterns.LIST_SEPARATOR.split(text[start:close]) if close > 0 else []
    return items if len(items) > 1 and all(patterns.TITLED_NAME.fullmatch(item) for item in items) else []


def _coordinated_with_cued(text: str, n: Name, introduced: list[Name]) -> bool:
    """'two models called Dash and Dot', 'two new datasets: FooA and FooB': a name joined by
    'and' or a comma to an introduced name right where the cue introduced it; also a name defined
    with its own acronym joined to an introduced one defined so ('followed by a Foo Head Ensemble
    (FHE), Bar-Guided Fusion (BGF), and ...': the paper lists its parts)."""
    for m in introduced:
        if m is n:
            continue
        if (_defined_alongside(m, n) and patterns.COORDINATION.fullmatch(text, m.end, n.start)
                and not patterns.ACRONYM_MODIFIES_AFTER.match(text, n.end)):
            return True  # where both are defined
        if not m.introduced_cue:
            continue
        for before in _mentions_of(text, m):
            cued = cued_at(text, before.start())
            if cued and text[: before.start()].rstrip().endswith("("):  # not a long form's words in brackets,
                if n.text in _titled_list(text, before.start()):  # but "recipes (Foo Warmup, Bar Dropout, and Baz X)"
                    return True
                continue
            if not cued:
                continue
            if any(patterns.COORDINATION.fullmatch(text, before.end(), after.start()) for after in _mentions_of(text, n)):
                return True
    return False


def _defined_alongside(m: Name, n: Name) -> bool:
    """Both names are several capitalised words the paper defines with their own acronyms (not data)."""
    return all(x.alias and not x.data_cue and patterns.DEFINED_PART_NAME.fullmatch(x.text) for x in (m, n))


def _announced_data(text: str, n: Name) -> bool:
    """'We introduce two benchmark datasets. The Foo (FD) dataset captures ...': a name the paper calls a dataset,
    written within 400 characters after it announces its new data."""
    return any((patterns.DATA_NOUN_AFTER.match(text, m.end()) and patterns.DATA_ANNOUNCED_BEFORE.search(text, max(0, m.start() - 500), m.start()))
               or (patterns.MADE_DATA_LIST_BEFORE.search(text, max(0, m.start() - 120), m.start())
                   and patterns.MADE_DATA_LIST_AFTER.match(text, m.end()))
               or (patterns.MADE_DATA_VERB_BEFORE.search(text, max(0, m.start() - 40), m.start())
                   and patterns.APPOSITIVE_DATA.match(text, m.end()) and _own_maker(text, m.start()))
               or patterns.MADE_DATA_COLON_LIST_BEFORE.search(text, max(0, m.start() - 250), m.start())
               or _our_data(text, m)
               for m in _mentions_of(text, n))


def _our_data(text: str, m: re.Match) -> bool:
    """'our newly released dataset, FooDoc-55K, which ...', 'FooEval, our benchmark for ...': a name the paper
    calls its own data (patterns.OUR_DATA_BEFORE, patterns.OUR_DATA_AFTER)."""
    before = patterns.OUR_DATA_BEFORE.search(text, max(0, m.start() - 90), m.start())
    return bool((before and (not before.group("this") or before.group("named"))
                 and (not before.group("comma") or patterns.APPOSITION_CLOSED.match(text, m.end())))
                or patterns.OUR_DATA_AFTER.match(text, m.end()))


def _means_appositive(text: str, n: Name) -> bool:
    """'We study this with FooRetain, a lightweight framework ...': the paper's own means, named."""
    return any(patterns.MEANS_BEFORE.search(text, max(0, m.start() - 80), m.start()) and patterns.MEANS_APPOSITIVE_AFTER.match(text, m.end())
               for m in _mentions_of(text, n))


def _own_appositive(text: str, n: Name) -> bool:
    """'We realize this idea in FooSpine, a training-free framework ...', 'At its core is FooNet, a ... network': where
    the paper acts (patterns.OWN_ACTOR) and does not use or compare (patterns.OWN_APPOSITIVE_BLOCK after it), a coined name
    its appositive calls a method (no known model or dataset; a known family's name with a coined word after it is
    the paper's own in a sentence that makes something: "We introduce ... Wan-CoF, a fine-tuned video model"; not "We
    probe GPT-NeoX, an autoregressive language model")."""
    start, _ = sentence_bounds(text, n.start)
    made = bool(patterns.MAKING_VERB.search(text, start, n.start))
    # (a coined plain word only where the sentence makes something: not "We post-train Olmo, a 7B open model")
    if (not (name_like(n.text) or (made and _coined_word(n.text))) or _family_model(n.text, made)
            or is_known_dataset(n.text)):
        return False
    actors = list(patterns.OWN_ACTOR.finditer(text, start, n.start))
    return bool(actors and not _blocked_appositive(text, actors[-1].end(), n.start, made)
                and not patterns.OWN_APPOSITIVE_JOINED_BEFORE.search(text, start, n.start)
                and not patterns.STUDIED_RIGHT_BEFORE.search(text, start, n.start)  # "We revisit BarNet, a ..."
                and patterns.OWN_APPOSITIVE_AFTER.match(text, n.end))


def _passive_introduced(text: str, n: Name) -> bool:
    """'Preference-Aware FooRL (PA-FooRL) is introduced, separating ...': a name that opens its sentence, said to be
    introduced, proposed or presented now (patterns.PASSIVE_INTRODUCED_AFTER; round 34)."""
    return (name_like(n.text) or " " in n.text) and any(
        at_sentence_start(text, m.start()) and patterns.PASSIVE_INTRODUCED_AFTER.match(text, m.end())
        for m in mentions(text, n.text))


def _listed_baseline(text: str, n: Name) -> bool:
    """Every mention in a list of names the word "baselines" closes ('ELO, Foo-Rating, and GAP baselines'), most of whose
    items no lexicon knows as data (not "the GSM8K and MATH baselines": baselines on those datasets;
    patterns.LISTED_BASELINES; review of rules-234)."""
    found = list(mentions(text, n.text))
    lists = list(patterns.LISTED_BASELINES.finditer(text))
    closing = [next((listed for listed in lists if listed.start() <= m.start() and m.end() <= listed.end()), None)
               for m in found]
    return bool(found) and None not in closing and all(_mostly_unknown_data(listed.group(0)) for listed in closing)


def _mostly_unknown_data(listed: str) -> bool:
    """More than half the names of "A, B, and C baselines" (patterns.NAME_ITEM) are no dataset the lexicon knows."""
    items = re.findall(patterns.NAME_ITEM, listed.removesuffix("baselines").strip())
    return 2 * sum(not is_known_dataset(item) for item in items) > len(items)


def _part_appositive(text: str, n: Name, m: re.Match) -> bool:
    """'Its active component, Prefix-Conditioned Foo (PCF), re-elicits ...': a part named in apposition, with its own
    acronym and the comma that closes it (patterns.PART_APPOSITIVE_BEFORE, ACRONYM_THEN_COMMA_AFTER); not a known model
    or technique (the vetoes of an uncued name), nor a part of others' work named in its sentence or the one before
    ("BarTrack, a popular tracker, ... Its fusion module, Dense Bar Attention (DBA), ...": patterns.OTHERS_WORK_WORDS;
    review of rules-234)."""
    if not (n.alias and patterns.PART_APPOSITIVE_BEFORE.search(text, max(0, m.start() - 80), m.start())
            and patterns.ACRONYM_THEN_COMMA_AFTER.match(text, m.end())):
        return False
    start, _ = sentence_bounds(text, m.start())
    previous = previous_sentence_bounds(text, m.start())
    around = text[previous[0] if previous else start : m.start()]
    return (_method_veto(text, n) is None and not _known_model_used(text, n) and not is_known_dataset(n.alias)
            and not patterns.OTHERS_PART_CUE.search(around))


def _introduced_here(text: str, n: Name) -> bool:
    """'FooScore, a lesion-level clinical metric introduced here, showed ...': a coined name its appositive says this
    paper introduces (patterns.INTRODUCED_HERE_AFTER; round 34)."""
    return ((name_like(n.text) or _coined_word(n.text))
            and any(patterns.INTRODUCED_HERE_AFTER.match(text, m.end()) for m in mentions(text, n.text)))


def _blocked_appositive(text: str, start: int, end: int, made: bool) -> bool:
    """A word of using, testing or comparing between the actor and the name (patterns.OWN_APPOSITIVE_BLOCK); "test-time"
    is one only where the sentence makes nothing (patterns.TEST_TIME; review of rules-230)."""
    return any(not (made and patterns.TEST_TIME.match(text, found.start()))
               for found in patterns.OWN_APPOSITIVE_BLOCK.finditer(text, start, end))


def _coined_word(name: str) -> bool:
    """"Faraday" in "To release a strong agent, we post-train Faraday, a 27B-parameter agent": one capitalised word no
    English word, language or country names, as a coined name (rules-231; _own_appositive reads it only where the
    sentence makes something, rules-233)."""
    return (patterns.CAPITALISED_WORD.fullmatch(name) is not None and not is_common_word(name)
            and not is_language_or_country(name))


def _family_model(name: str, made: bool) -> bool:
    """A known model family's name, alone or with a version, size or tier ("Qwen2.5-VL"); not with a coined word after
    it ("Wan-CoF", patterns.COINED_TAIL) where the sentence makes something (`made`)."""
    family = patterns.MODEL_FAMILY.match(name)
    return bool(family) and not (made and patterns.COINED_TAIL.fullmatch(name, family.end()))


def _own_data_appositive(text: str, n: Name) -> bool:
    """'We complement it with FooMed-Bench, a held-out benchmark ...': where the paper acts (patterns.OWN_ACTOR) and
    does not use, test or compare (patterns.OWN_APPOSITIVE_BLOCK), a coined name at its first mention, right after
    'with' or 'alongside' (patterns.OWN_DATA_MEANS_BEFORE), whose appositive calls it data (patterns.APPOSITIVE_DATA) is
    data the paper makes (no known dataset)."""
    if not name_like(n.text) or patterns.MODEL_FAMILY.match(n.text) or is_known_dataset(n.text):
        return False
    if min((m.start() for m in _mentions_of(text, n)), default=n.start) < n.start:
        return False  # named before: one the paper met already, not one it makes here
    start, _ = sentence_bounds(text, n.start)
    actors = list(patterns.OWN_ACTOR.finditer(text, start, n.start))
    return bool(actors and not patterns.OWN_APPOSITIVE_BLOCK.search(text, actors[-1].end(), n.start)
                and patterns.OWN_DATA_MEANS_BEFORE.search(text, start, n.start)
                and patterns.APPOSITIVE_DATA.match(text, n.end))


def _data_we_make(text: str, n: Name) -> bool:
    """'On FooBench, a benchmark we introduce, ...': a coined name (no known dataset) whose appositive calls it data
    the paper makes (patterns.DATA_WE_MAKE_AFTER) is the paper's own, wherever the sentence stands."""
    return (name_like(n.text) and not is_known_dataset(n.text)
            and any(patterns.DATA_WE_MAKE_AFTER.match(text, m.end()) for m in _mentions_of(text, n)))


def _metric_appositive(text: str, n: Name) -> bool:
    """'We quantify this with Foo Intensity (FI), a lexicon-based proxy ...': where 'we' make, define or quantify
    (patterns.OWN_METRIC_VERB), a name (several capitalised words or a coined one) its appositive calls a metric is the
    paper's own metric (patterns.METRIC_APPOSITIVE_AFTER); not a known model or dataset."""
    if not (name_like(n.text) or _capitalised_phrase(n.text)) or patterns.MODEL_FAMILY.match(n.text) or is_known_dataset(n.text):
        return False
    for m in _mentions_of(text, n):
        start, _ = sentence_bounds(text, m.start())
        before = text[start : m.start()]
        if patterns.WE_WORD.search(before) and patterns.OWN_METRIC_VERB.search(before) and patterns.METRIC_APPOSITIVE_AFTER.match(text, m.end()):
            return True
    return False


def _opening_definition(text: str, n: Name) -> bool:
    """'FooPART is a compile-time memory model for agents.': the name the abstract opens on, defined as a method
    (no term spelled out with its acronym, no known model)."""
    return (not n.alias and not without_markup(text[: n.start]).strip() and not patterns.MODEL_FAMILY.match(n.text)
            and bool(patterns.OPENING_DEFINITION_AFTER.match(text, n.end)))


def _unnamed_whole_part(text: str, n: Name) -> bool:
    """'We present \\ours, a framework ... through two components: ..., and Foo Rotary Embedding (FooRE), which ...':
    where the paper's method has no name (or a macro for one), a listed part named as one (_part_item) in a sentence
    that says the paper makes it is the paper's own (not 'we evaluate FooLM with three strategies: Zero-Shot (ZS), ...')."""
    start, _ = sentence_bounds(text, n.start)
    return bool(patterns.OWN_WORK_BEFORE.search(text, start, n.start)) and _part_item(text, n, n.end)


def _own_maker(text: str, index: int) -> bool:
    """'we' or the paper's own pipeline/process ('This pipeline yields FooSet, ...') stands in the sentence before
    this point: the paper itself makes the data."""
    start, _ = sentence_bounds(text, index)
    return _we_subject(text, index) or bool(patterns.MADE_BY_OWN_PROCESS.search(text, start, index))


def _we_subject(text: str, index: int) -> bool:
    """'we' (or 'We') stands in the sentence before this point: the paper itself acts."""
    start, _ = sentence_bounds(text, index)
    return bool(patterns.WE_WORD.search(text[start:index]))


def _listed_component(text: str, n: Name) -> bool:
    """'through modules such as A, B, and C': names listed as the parts of a method (a name, not a
    capitalised word: "2) Enhancement of deep layers")."""
    if " " not in n.text and not name_like(n.text):
        return False
    return any(patterns.COMPONENT_LIST_BEFORE.search(text, max(0, m.start() - 500), m.start())
               or _part_appositive(text, n, m)
               or ((patterns.PART_ITEM_BEFORE.search(text, max(0, m.start() - 500), m.start())
                    or _made_of_before(text, m.start()))
                   and _part_item(text, n, m.end()))
               for m in _mentions_of(text, n))


def _made_of_before(text: str, index: int) -> bool:
    """'The agent consists of a Foo Engine for ..., and a Bar Controller for ...': listed as what the paper's method is
    made of; not what others' work or data is made of ("The standard pipeline consists of a Dense Bar Retriever", "The
    training data consists of the Bar Web Crawl": patterns.OTHERS_OR_DATA_SENTENCE before the verb)."""
    made_of = patterns.PARTS_MADE_OF_BEFORE.search(text, max(0, index - 300), index)
    return bool(made_of) and not patterns.OTHERS_OR_DATA_SENTENCE.search(
        text[sentence_bounds(text, made_of.start())[0] : made_of.start()])


def _part_item(text: str, n: Name, end: int) -> bool:
    """A later item of a list of parts ('..., and Bar Optimization (BO)') is a part when it is named as one: its own
    acronym, or capitalised words that a description follows ('Foo Loss ensures ...'); not one model's name
    ('..., SAM2 for mask extraction': an existing model used as a part)."""
    words = n.text.split()
    if n.alias:
        return True
    return len(words) > 1 and words[0][:1].isupper() and words[-1][:1].isupper() and bool(patterns.PART_ITEM_AFTER.match(text, end))


def _coined(text: str, n: Name) -> bool:
    """'a property we term SameFoo', 'via a "Try-Fix-Retry" paradigm': the paper
    coins the name (quoted before a method word, or after 'we term/call/dub')."""
    return any(patterns.COINED_BEFORE.search(text, max(0, m.start() - 40), m.start())
               or (patterns.QUOTE_OPEN.search(text, max(0, m.start() - 12), m.start()) and patterns.QUOTED_METHOD_AFTER.match(text, m.end()))
               for m in _mentions_of(text, n))


def _instantiated(text: str, n: Name) -> bool:
    """'We instantiate it as FooBench, spanning ...': what the paper realises its idea as, named and then described
    (patterns.INSTANTIATED_BEFORE, patterns.INSTANTIATED_DESCRIBED_AFTER)."""
    return any(patterns.INSTANTIATED_BEFORE.search(text, max(0, m.start() - 60), m.start())
               and patterns.INSTANTIATED_DESCRIBED_AFTER.match(text, m.end())
               for m in _mentions_of(text, n))


def _description_veto(text: str, n: Name) -> str | None:
    """'we introduce a Reinforcement Learning-based Denoising mechanism', 'an Early-Exit Strategy':
    capitalised words after an article describe an unnamed contribution (no acronym of its own)."""
    if _task_defined(text, n):
        return "veto-task-phrase"  # "Foo Geo-Localization (FGL) aims to ...": a task, not the paper's own
    if any(patterns.MODIFIED_BEFORE.search(text, max(0, m.start() - 20), m.start())  # where it is cued, not only first:
           and (m.start() == n.start or cued_at(text, m.start()))  # "such as FooSAM. We propose a modified FooSAM"
           for m in _mentions_of(text, n)):
        return "veto-modified-existing"
    cued = [m for m in _mentions_of(text, n) if cued_at(text, m.start())]
    if cued and any(patterns.EXISTING_BEFORE.search(text, max(0, m.start() - 30), m.start())
                    for m in _mentions_of(text, n) if m.start() < min(c.start() for c in cued)):
        return "veto-existing-before"  # "existing FooKGC research ... we propose a novel FooKGC framework"
    if (n.alias and cued and not cued_at(text, n.start)
            and all(patterns.A_BEFORE.search(text[max(0, m.start() - 4) : m.start()]) and patterns.DESCRIPTION_AFTER.match(text, m.end())
                    for m in cued)):
        return "veto-description"  # "current Foo Model (FooM) architectures ... we propose a FooM architecture"
    if patterns.TEAM_AFTER.match(text, n.end):
        return "veto-team-name"  # "We present FooARC's team solution"
    if any(patterns.SUBMITTED_TO_AFTER.match(text, m.end()) for m in _mentions_of(text, n) if cued_at(text, m.start())):
        return "veto-submitted-to"  # "Our FooCity test submission": what was submitted to
    if _hosting_site(text, _mentions_of(text, n)):
        return "veto-code-host"  # "available in our FooHub repository": where the code is, not the paper's method
    if any(patterns.BUILT_ON_AFTER.match(text, m.end()) and (m.start() == n.start or cued_at(text, m.start()))
           for m in _linked_mentions(text, n)):
        return "veto-built-on"  # where it is cued: "we propose the first INR based lossless method"
    if (not n.alias and (patterns.PLAIN_CAPITALISED_WORD.fullmatch(n.text) or _adjective_and_term(text, n.text))
            and patterns.SPACE_LOWERCASE_AFTER.match(text[n.end:])
            and patterns.A_MAYBE_WORD_BEFORE.search(text[max(0, n.start - 30) : n.start])):
        return "veto-description"  # "a Synergistic training framework", "a Gaussian memory mask"
    if n.alias or not patterns.LOWERCASE_A_BEFORE.search(text[max(0, n.start - 4) : n.start]):
        return None
    if patterns.DESCRIPTION_AFTER.match(text, n.end) or re.search(rf"\s{patterns.GENERIC_HEAD}$", n.text, re.IGNORECASE):
        return "veto-description"
    return None


def _hosting_site(text: str, found: list[re.Match]) -> bool:
    """Every mention is where code or data is hosted ('available on FooHub: https://...', 'deposited on FooDo'):
    a hosting site, neither the paper's method nor a benchmark."""
    return bool(found) and all(patterns.HOSTED_AT_BEFORE.search(text, max(0, m.start() - 60), m.start())
                               or patterns.RELEASED_ON_BEFORE.search(text, max(0, m.start() - 80), m.start())
                               or patterns.HOST_AFTER.match(text, m.end()) for m in found)


def _described_everywhere(text: str, n: Name) -> bool:
    """Every mention a cue stands before is a modifier in a description (_described_modifier): "we propose a
    self-evolving FooNav framework" names no method of the paper's."""
    cued = [m for m in _mentions_of(text, n) if cued_at(text, m.start())]
    return bool(cued) and all(_described_modifier(text, m) for m in cued)


def _described_modifier(text: str, m: re.Match) -> bool:
    """"we propose a self-evolving FOO framework", "we introduce a first BAR corpus": a name (not of a coined shape,
    patterns.COINED_WORD_SHAPE) between an article with lowercase modifiers and a lowercase noun modifies what the
    paper makes, which is unnamed: the name is a task, a field or a model the paper builds on (not "a novel FooNet
    architecture", nor "a new FOO dataset", data the paper makes)."""
    before = text[max(0, m.start() - 80) : m.start()]
    modifiers = patterns.DESCRIBED_MODIFIER_BEFORE.search(before)
    if not modifiers or not patterns.DESCRIBED_MODIFIER_AFTER.match(text, m.end()):
        return False
    if patterns.APPOSITIVE_HEAD_WORD.fullmatch(before.split()[-1]) or patterns.COINED_WORD_SHAPE.search(m.group(0)):
        return False  # "a new benchmark FooBench", "a lightweight YOLOFoo architecture"
    if len(m.group(0).split()) >= 3:
        return False  # "a novel parameter-free Adaptive Foo Norm approach": three capitalised words name it
    return not (patterns.NEW_BEFORE.search(modifiers.group(0)) and patterns.DATA_HEAD_AFTER.match(text, m.end()))


def _adjective_and_term(text: str, name: str) -> bool:
    """'a scalable Bayesian ToF planner' after 'Theory-of-Foo (ToF)': a plain capitalised word and an acronym the text
    defined before for a term of the field; together they describe, they name nothing new."""
    words = name.split()
    return (len(words) == 2 and bool(patterns.PLAIN_CAPITALISED_WORD.fullmatch(words[0]))
            and bool(re.search(rf"\w\s*\({re.escape(words[1])}\)", text[: text.find(name)])))


def _task_defined(text: str, n: Name) -> bool:
    """'Metric Foo Geo-Localization (MFGL) aims to estimate ...': a task's name (TASK_HEAD) that opens a sentence
    and says what it aims at."""
    return at_sentence_start(text, n.start) and (
        (bool(patterns.TASK_HEAD.search(n.text)) and bool(patterns.TASK_DEFINED_AFTER.match(text, n.end)))
        or bool(patterns.CLASS_DEFINED_AFTER.match(text, n.end)))  # "Foo-from-Bar (FfB) refers to the class of methods"


_GENERIC_UPPER = {acronym.upper() for acronym in patterns.GENERIC_ACRONYMS}  # "SotA" is SOTA


def _generic_compound(text: str) -> bool:
    """"LLM-SLM", "LLM-as-a-judge": made of class acronyms and lowercase words, no one thing's name."""
    parts = patterns.HYPHEN_OR_SLASH.split(text)
    if len(parts) < 2 or "to" in parts:
        return False  # "text-to-SQL" is a task (veto-task-phrase)
    return (all(p.removesuffix("s") in patterns.GENERIC_ACRONYMS or p.islower() for p in parts)
            and any(p.removesuffix("s") in patterns.GENERIC_ACRONYMS for p in parts))


def _languages_only(name: str, translated: bool = False) -> bool:
    """"Korean", "Japanese/English", "Korean-to-English", "English-and-Russian", "Korean-language": languages or countries, alone or
    paired; in a text about translation (`translated`), two codes in capitals paired too ("KO-EN"; not "AR" alone, an
    acronym, nor "ST-AR" where nothing is translated), and codes joined by a plus anywhere ("EN+DE")."""
    if language_qualifier(name):
        return True  # "Korean-language decision scenarios": which language the data is in
    parts = re.split(rf"/|-to-|-and-|{patterns.ARROW}|-|\+", name)
    paired = translated or "+" in name  # "EN+DE": codes joined by a plus name a mix of languages
    return all(is_language_or_country(part) or (paired and len(parts) > 1 and len(part) == 2
                                                 and is_language_or_country(part.capitalize())) for part in parts)


def _elided_edition(text: str, n: Name) -> bool:
    """"on the BarMT 2014 English-to-German and English-to-French tasks": a direction listed right after an
    edition's name and its direction is that edition's other direction, its name elided (patterns.ELIDED_EDITION_BEFORE)."""
    return any(patterns.ELIDED_EDITION_BEFORE.search(text, max(0, m.start() - 120), m.start()) for m in mentions(text, n.text))


def _known_model_used(text: str, n: Name) -> bool:
    """'our Qwen3-0.6B experiments', 'ablations with Kimi2.6 and GPT5.5': a known family's release (patterns.FAMILY_RELEASE)
    that no release verb names as the paper's own ("We introduce Gemma 4" keeps it) is a model used, not introduced."""
    return bool(patterns.FAMILY_RELEASE.fullmatch(n.text)) and not any(
        patterns.RELEASE_VERB_BEFORE.search(text, max(0, m.start() - 30), m.start()) for m in mentions(text, n.text))


def _generic_veto(n: Name) -> str | None:
    if n.text in patterns.GENERIC_ACRONYMS or (n.alias or "").removesuffix("s") in patterns.GENERIC_ACRONYMS:
        return "veto-generic"
    if _languages_only(n.text):
        return "veto-language-or-country"  # "a bilingual (Japanese/English) dataset": languages name no method
    if n.text in patterns.PROGRAMMING_LANGUAGES:
        return "veto-programming-language"  # "codes in Java": the data's language
    if _generic_compound(n.text):
        return "veto-generic"
    if patterns.METRIC_NAME.fullmatch(n.text):
        return "veto-metric"  # "our mIoU": a standard metric, never the paper's own name
    return None


def _method_veto(text: str, n: Name) -> str | None:
    """For a name no cue introduces: "a Vision Transformer (ViT) encoder" defines a known model, not the paper's own."""
    if veto := _generic_veto(n):
        return veto
    if any(form and patterns.MODEL_FAMILY.fullmatch(form) for form in (n.text, n.alias)):
        return "veto-known-model"
    if patterns.TASK_HEAD.search(n.text) and not _called_dataset(text, n.text):
        return "veto-task-phrase"  # but "the Foo Sense Disambiguation (FSD) dataset" is the paper's data
    if any(patterns.VALUE_AFTER.match(text, m.end()) for m in mentions(text, n.text)):
        return "veto-metric"  # "a Foo Error Rate (FER) of 13.1%": a name given a value is the metric measured
    return None


def _listed_place(text: str, n: Name) -> bool:
    """'Experiments on FooQA, BarMath and BazArith ... BazArith reaches a ceiling': a name listed with others after
    "on" is where results are measured, though a later clause says it reaches something (patterns.PLACE_ON_LIST_BEFORE)."""
    return n.data_cue and any(
        (listed := patterns.PLACE_ON_LIST_BEFORE.search(text, max(0, m.start() - 100), m.start()))
        and ("," in listed.group() or patterns.FIRST_ITEM_GOES_ON.match(text, m.end()))  # a later item, or the first
        for m in mentions(text, n.text))


def _coined_setting(text: str, n: Name) -> bool:
    """'a setting we term FooGrounding', 'FooSeg: a new task for ...': the paper names a setting, not its own method
    or a dataset."""
    return any(patterns.SETTING_COINED_BEFORE.search(text, max(0, m.start() - 80), m.start())
               or patterns.SETTING_DESCRIBED_AFTER.match(text, m.end()) for m in _linked_mentions(text, n))


def _after_model_family(text: str, n: Name) -> bool:
    """A mention right after a known model family and its version ('Gemini 2.5 Flash', 'Claude Opus'); other mentions
    may be inside longer names ("on FooQA Pro ... with Gemini 3.1 Pro")."""
    return any(patterns.MODEL_FAMILY_BEFORE.search(text, max(0, m.start() - 40), m.start()) for m in mentions(text, n.text))


def _benchmark_veto(text: str, n: Name, introduced: list[Name], listed_with_data: bool = False) -> str | None:
    if patterns.DATE_NAME.fullmatch(n.text):
        return "veto-date"  # "on January 27, 2025": a day, not data
    if patterns.PLAIN_CAPITALISED_WORD.fullmatch(n.text) and _after_model_family(text, n):
        return "veto-model-tier"  # "On Gemini 2.5 Flash, ...": the model's tier, not data
    if _coined_setting(text, n):
        return "veto-coined-setting"
    if is_hardware(text, n):
        return "veto-hardware"
    if patterns.SOFTWARE_NAME.fullmatch(n.text):
        return "veto-software"  # "speedups of 7% on PyTorch": what the work runs on, not data
    if patterns.MATH_TERM.fullmatch(n.text) and n not in introduced:
        return "veto-math-term"  # "across 10,000 Monte Carlo episodes": a method's name, not data
    if any(patterns.ACCELERATOR_LISTED_BEFORE.search(text, max(0, m.start() - 30), m.start()) for m in mentions(text, n.text)):
        return "veto-listed-with-hardware"
    found = list(mentions(text, n.text))
    if found and all(patterns.NOT_USED_BEFORE.search(text, max(0, m.start() - 50), m.start()) for m in found):
        return "veto-not-used"
    if found and all(patterns.PLATFORM_EXAMPLE_BEFORE.search(text, max(0, m.start() - 120), m.start())
                     or patterns.PLATFORM_AFTER.match(text, m.end()) for m in found):
        return "veto-platform"
    if found and all(patterns.LIKENESS_AFTER.match(text, m.end()) for m in found):
        return "veto-likeness"  # "a FooQA v2.0 style question answering task": the kind of data, not the data used
    kinds = [m for m in found if patterns.KIND_ARTICLE_BEFORE.search(text, max(0, m.start() - 60), m.start())
             and patterns.SINGULAR_DATA_NOUN_AFTER.match(text, m.end())]
    if (n not in introduced and kinds and patterns.KIND_ACRONYM.fullmatch(n.text)
            and all(m in kinds or patterns.TASK_NOUN_AFTER.match(text, m.end()) for m in found)):
        return "veto-kind-of-data"  # "a large-scale VQA benchmark" (and "VQA tasks"): what kind of data, not which
    if (n not in introduced and found and patterns.PLAIN_CAPITALISED_WORD.fullmatch(n.text) and not is_known_dataset(n.text)
            and all(patterns.EPONYM_TERM_AFTER.match(text, m.end()) for m in found)):
        return "veto-eponym"  # "Gaussian splatting", "Bloom's taxonomy": a person's name in a term
    if ("/" in n.text and "." in n.text) or patterns.WEB_DOMAIN_END.search(n.text):
        return "veto-url"
    if found and all(patterns.FROM_VALUE_BRACKET_BEFORE.search(text, max(0, m.start() - 100), m.start())
                     and patterns.BRACKET_CLOSE_AFTER.match(text, m.end()) for m in found):
        return "veto-scored-from-to"  # "improves from 0.18 (FooGAN) to 0.15": the method compared against, no data
    if n not in introduced and _hosting_site(text, found):
        return "veto-code-host"  # "our code and datasets are available on FooHub": where the data is, not which
    if n.text.upper() in _GENERIC_UPPER or n.alias in patterns.GENERIC_ACRONYMS or _generic_compound(n.text):  # "Chain-of-Thought (CoT)" too
        return "veto-generic"
    translated = bool(patterns.TRANSLATION_WORD.search(text))
    if n not in introduced and ((_languages_only(n.text, translated) and not _elided_edition(text, n))
                                or _language_variety(text, n)):
        return "veto-language-or-country"  # "Korean-to-English" too: a translation direction, no dataset
    if n.text in patterns.PROGRAMMING_LANGUAGES:
        return "veto-programming-language"  # "datasets based on Java programming codes": the data's language
    if n not in introduced and _listed_baseline(text, n):
        return "veto-listed-baseline"  # "outperforming ELO, Foo-Rating, and GAP baselines": systems compared, no data
    if ((n not in introduced or not (n.introduced_cue or patterns.DATA_WORDS.search(n.text)))
            and any(patterns.RESULT_VERB_AFTER.match(text, m.end())
                    and not patterns.PLACE_ON_BEFORE.search(text, max(0, m.start() - 20), m.start())
                    and not (patterns.WHICH_AFTER.match(text, m.end())  # "on A and B, which outperforms": of the results
                             and patterns.PLACE_ON_LIST_BEFORE.search(text, max(0, m.start() - 100), m.start()))
                    for m in _linked_mentions(text, n))  # its acronym too: "... Editing (POISE) ... POISE achieves"
            and not _listed_place(text, n)):
        return "veto-result-subject"  # the paper's method named without a cue ("EIMC attains") too
    if (patterns.METRIC_NAME.fullmatch(n.text)  # "TFLOPs/s": a rate
            or all(patterns.METRIC_NAME.fullmatch(part) for part in n.text.split("/"))  # "mAP/Rank-1": two metrics
            or patterns.METRIC_LONG.search(n.text)
            or any((patterns.VALUE_AFTER.match(text, m.end()) and not patterns.ON_BEFORE.search(text, max(0, m.start() - 10), m.start()))
                   or patterns.METRIC_WORD_AFTER.match(text, m.end())
                   or patterns.METRIC_SIBLING_AFTER.match(text, m.end())
                   or patterns.METRIC_SIBLING_BEFORE.search(text, max(0, m.start() - 40), m.start())
                   or patterns.CUTOFF_AFTER.match(text, m.end())
                   or patterns.METRIC_WORD_BEFORE.search(text, max(0, m.start() - 30), m.start())
                   for m in mentions(text, n.text))
            or (n not in introduced and (patterns.METRIC_TAIL.search(n.text)  # "German WER", "Pareto AUC"
                                         or patterns.BEST_OF_N.fullmatch(n.text)))):  # "best-of-5 accuracy"
        return "veto-metric"
    if n not in introduced and any(patterns.REGION_AFTER.match(text, m.end()) for m in mentions(text, n.text)):
        return "veto-region"  # "on the Whole Foo region": a part of the image or body, not a dataset
    if n not in introduced and _domain_label(text, n):
        return "veto-domain-label"
    if n not in introduced and _category_label(text, n, found):
        return "veto-category-label"
    if n not in introduced and any(patterns.CITED_AUTHOR_OPEN_BEFORE.search(text, max(0, m.start() - 3), m.start())
                                   and patterns.CITATION_YEAR_AFTER.match(text, m.end()) for m in found):
        return "veto-citation-author"  # "(FooCorp, 2025a)": who wrote what is cited, no dataset
    if patterns.CLASS_PLURAL.fullmatch(n.text) and not any(patterns.SCORE_AFTER.match(text, m.end()) for m in mentions(text, n.text)):
        return "veto-class-plural"  # but "CIFAR-100 (91.7%), Flowers (98.8%)": a score names a dataset
    if any(pattern.fullmatch(n.text) for pattern in (patterns.LONE_DATA_NOUN, patterns.NUMBERED_PART, patterns.LONE_LEVEL)):
        return "veto-generic"  # "(RAF) Database", "Task 1", "Hard": the word alone (or with its number) names no dataset
    if _part_label(text, n, introduced):
        return "veto-generic"  # "Level I exams" (the name cut before its numeral), "the unseen Full split"
    if (n not in introduced and not is_known_dataset(n.text)
            and ((_concept_acronym(text, n) and not _called_dataset(text, n.text)) or _technique_or_task_acronym(text, n))):
        return "veto-concept-acronym"  # a dataset the lexicon knows, or "the VQA dataset", keeps its name
    if (n not in introduced and (patterns.TASK_HEAD.search(n.text) or (patterns.X_TO_Y_START.match(n.text)
                                                            and not _languages_only(n.text)))
            and not any(_called_dataset(text, form) for form in filter(None, (n.text, n.alias)))):
        return "veto-task-phrase"  # "Person Re-Identification", "text-to-SQL"; but "Visual Question
        # Answering (VQA) ... on the VQA dataset": the paper calls it a dataset
    if (n not in introduced and patterns.METHOD_HEAD.search(n.text)
            and not any(_called_dataset(text, form) for form in filter(None, (n.text, n.alias)))):
        return "veto-method-phrase"  # "Knowledge Distillation", "Foo Prompt Tuning": a technique used, no data
    if (_capitalised_concept(text, n)  # introduced too: "a novel BD framework" makes BD no dataset of its own
            and not (n in introduced and any(patterns.SINGULAR_DATA_NOUN_AFTER.match(text, m.end())
                                             for m in _mentions_of(text, n)))  # "the introduced BD benchmark"
            and not any(is_known_dataset(form) or _called_dataset(text, form) for form in filter(None, (n.text, n.alias)))):
        return "veto-capitalised-concept-acronym"  # "Bar Driving (BD) systems ... BD datasets": a field, not data
    if n not in introduced and _evaluated_model(text, n, listed_with_data):
        return "veto-evaluated-model"
    if n in introduced and not patterns.DATA_WORDS.search(n.text) and any(
            (patterns.APPOSITIVE_MADE.match(text, m.end()) and cued_at(text, m.start()))
            or patterns.MADE_CALLED_BEFORE.search(text, max(0, m.start() - 60), m.start()) for m in _mentions_of(text, n)):
        return "veto-introduced-tool"
    return None


def _concept_acronym(text: str, n: Name, uncued: bool = False) -> bool:
    """'self-supervised learning (SSL)', 'post-training quantization (PTQ)': an acronym the
    paper spells out in lowercase words names a technique or a field, not a dataset; and
    not the paper's own method either (`uncued`) unless a cue stands before that long form
    ("we propose contrastive pairwise ... (CPMI)") and it is more than one word ("we introduce an
    autoregressive (AR) approach")."""
    for _, begin, long_form in _bracketed_long_forms(text, n):
        if at_sentence_start(text, begin):
            long_form = long_form[:1].lower() + long_form[1:]  # "Information retrieval (IR) is ..."
        if long_form.strip() and long_form == long_form.lower() and not patterns.DATA_WORDS.search(long_form):
            word_start = text.rfind(" ", 0, begin) + 1  # "data-dependent upsampling (DUpsampling)"
            one_word = len(long_form.split()) == 1  # "autoregressive (AR)": a term, even after a cue
            return not uncued or one_word or not cued_at(text, word_start)
    return False


def _technique_or_task_acronym(text: str, n: Name) -> bool:
    """'rejection sampling fine-tuning (RFT)', 'reference-to-video (R2V)': an acronym spelled out in words (in any case)
    ending in a way of training (patterns.METHOD_HEAD) or written X-to-Y (a task) names a technique or a task even
    where the paper writes 'the RFT corpus' or 'an R2V benchmark': data for it, or of its kind (rules-181)."""
    # only the acronym itself: the long form named itself is veto-method-phrase's or veto-task-phrase's
    for _, long_form in _long_forms_of(text, n.text, patterns.BRACKETED_ACRONYM):
        words = long_form.split()
        capitalised = " " + " ".join(word[:1].upper() + word[1:] for word in words)
        if words and (patterns.METHOD_HEAD.search(capitalised) or patterns.X_TO_Y_START.match(words[0])):
            return True
    return False


def _bracketed_long_forms(text: str, n: Name, acronym: re.Pattern = patterns.TWO_CAPITALS_WORD):
    """Each (acronym, start, long form) where the name's acronym form (two capitals or more; `acronym` may widen it to
    digits and hyphens between them, patterns.BRACKETED_ACRONYM) stands in brackets after the words that spell it: "self-supervised learning (SSL)" gives ("SSL", its start, "self-supervised
    learning "); the long form is "" where no words before the bracket spell it (text.long_form_start)."""
    for form in filter(None, {n.text, n.alias}):
        for begin, long_form in _long_forms_of(text, form, acronym):
            yield form, begin, long_form


def _long_forms_of(text: str, form: str, acronym: re.Pattern) -> Iterator[tuple[int | None, str]]:
    """Each (start, long form) of one acronym form in brackets after the words that spell it (_bracketed_long_forms)."""
    if not acronym.fullmatch(form):
        return
    for m in mentions(text, form):
        bracket = m.start() - 1
        if bracket < 0 or text[bracket] != "(":
            continue
        begin = long_form_start(text, bracket, form)
        yield begin, text[begin:bracket] if begin is not None else ""


def _capitalised_concept(text: str, n: Name) -> bool:
    """'Foo Quality Assessment (FQA) ... on FQA benchmarks', 'Bar Driving (BD) systems': an acronym spelled out
    in plain capitalised words (patterns.CAPITALISED_LONG_FORM, no data word) that the paper writes before a
    noun for a kind of system, task or data (patterns.CONCEPT_USE_AFTER) names a concept, not a dataset."""
    return any(patterns.CAPITALISED_LONG_FORM.fullmatch(long_form) and not patterns.DATA_WORDS.search(long_form)
               and any(patterns.CONCEPT_USE_AFTER.match(text, o.end()) for o in mentions(text, form))
               for form, _, long_form in _bracketed_long_forms(text, n))


def _called_dataset(text: str, form: str) -> bool:
    """The paper writes "the FORM dataset" (benchmark, corpus, ...) somewhere, "FORM (ACRONYM) corpora" (a data noun
    past the acronym it defines), or a version of it ("VQA 2.0", "VQA v2": a task has no versions)."""
    return any((patterns.THE_BEFORE.search(text, 0, m.start()) and patterns.DATA_NOUN_AFTER.match(text, m.end()))
               or patterns.ACRONYM_DATA_NOUN_AFTER.match(text, m.end())
               or patterns.VERSION_NUMBER_AFTER.match(text, m.end()) for m in mentions(text, form))


def _language_variety(text: str, n: Name) -> bool:
    """'Standard American English (SAE)', 'Modern Standard Arabic': plain capitalised words ending in a language name
    a variety of it, not a dataset (unless called one: 'the Fisher English corpora'); a continent ends no variety
    ('Open Buildings Africa' is data)."""
    words = n.text.split()
    return (len(words) > 1 and is_language_or_country(words[-1]) and words[-1] not in CONTINENTS
            and all(patterns.PLAIN_CAPITALISED_WORD.fullmatch(w) for w in words[:-1])
            and not any(patterns.DATA_NOUN_AFTER.match(text, m.end()) or patterns.PLURAL_DATA_NOUN_AFTER.match(text, m.end())
                        for m in _mentions_of(text, n)))


def _part_label(text: str, n: Name, introduced: list[Name]) -> bool:
    """A numbered part cut before its number ('Level' of 'Level I exams'), or a label before a singular part noun
    ('the unseen Full split') at every mention: a part of the data, not a dataset (the lexicon's names and names
    with a data word stay: 'the FooBench split')."""
    found = list(mentions(text, n.text))
    if not found or n in introduced or is_known_dataset(n.text) or patterns.DATA_WORDS.search(n.text):
        return False
    return all(((m2 := patterns.NUMBERED_PART.match(text, m.start())) and m2.end() > m.end())
               or patterns.PART_LABEL_AFTER.match(text, m.end()) for m in found)


def _domain_label(text: str, n: Name) -> bool:
    """'several AIGI benchmarks': between a quantifier and a plural data noun, unless the lexicon knows
    it as a family of datasets ('several WMT datasets')."""
    if is_known_dataset(n.text):
        return False
    if patterns.HYPHEN_LOWERCASE_END.search(n.text) and any(patterns.LABEL_BEFORE_BRACKET.match(text, m.end()) for m in mentions(text, n.text)):
        return True  # "BEV-view (BAZ/QUX)": a label of the data in its bracket
    return any(
        patterns.DOMAIN_LABEL_AROUND.search(text, max(0, m.start() - 40), m.start()) and patterns.PLURAL_DATA_NOUN_AFTER.match(text, m.end())
        for m in _linked_mentions(text, n))


def _category_label(text: str, n: Name, found: list[re.Match]) -> bool:
    """'five dimensions - Lookup, Trend, ...', 'types emerge: Aggressive (27.3%), ...': a plain capitalised name listed
    after a plural noun for kinds of things (at any of its mentions, `found`) is a category label, and names that
    category wherever it is said again."""
    if any(patterns.CATEGORY_INTO_BEFORE.search(text, max(0, m.start() - 150), m.start())
           and patterns.CATEGORY_NOUN_AFTER.match(text, m.end()) for m in found):
        return True  # "classifying scans into Foo, Bar Baz, and Normal groups": the classes sorted into
    return bool(patterns.PLAIN_TITLE_NAME.fullmatch(n.text)) and any(
        patterns.CATEGORY_LIST_BEFORE.search(text, max(0, m.start() - 220), m.start()) for m in found)


def _subject_of_our_results(text: str, n: Name, introduced: list[Name]) -> bool:
    """'Experiments on FooSet show that BarNet outperforms ...': a coined name, no one else's model
    and no dataset, that the paper's own results have as their subject is the paper's method
    (named there first; an introduced name's acronym or variant is already taken)."""
    if (n in introduced or not name_like(n.text) or is_known_dataset(n.text) or _evaluated_model(text, n)
            or any(n.text in m.text or m.text in n.text or n.text == m.alias for m in introduced)):
        return False
    return any(patterns.OUR_RESULTS_THAT.search(text, max(0, m.start() - 160), m.start())
               and patterns.RESULT_VERB_AFTER.match(text, m.end()) for m in mentions(text, n.text))


def _acronym_result_subject(text: str, n: Name, introduced: list[Name]) -> bool:
    """'The deployment stage employs Anchor-Protected Progressive Merging (APPM), which ... APPM achieves a Micro-F1 of
    0.8085': capitalised words the abstract gives an acronym, the acronym later the subject of a result verb in the
    present ('achieves', 'outperforms'), name the paper's own part (not a known dataset, an evaluated model, nor
    earlier work: 'traditional RAG achieves')."""
    if (not n.alias or len(n.text.split()) < 2 or n in introduced or is_known_dataset(n.text)
            or is_known_dataset(n.alias) or _evaluated_model(text, n)):
        return False
    return any(patterns.RESULT_VERB_AFTER.match(text, m.end())
               and not patterns.OTHERS_WORK_BEFORE.search(text, max(0, m.start() - 30), m.start())
               for m in list(mentions(text, n.alias))[1:])


def _title_named(text: str, n: Name, title_name: str | None) -> bool:
    """'FooGuide' where the title reads 'FooGuide: From Guarding One Action to ...' (Candidates.title_name): the name a
    paper is titled by; not a known family's release ('Llama-3: Does It Understand Riddles?'), a kind of model
    ('LLMs: A Survey ...'), a topic ('Grokking: ...' with 'grokking' in the text: candidates.title_topic), nor work the
    paper studies ('We revisit FooNet', 'BarBench is a widely used benchmark', 'FooNet, a tagger proposed in 2019')."""
    if not title_name or title_name not in {n.text, n.alias} or _known_model_used(text, n):
        return False
    if patterns.PLURAL_ACRONYM_NAME.fullmatch(title_name) or (not n.alias and title_topic(text, title_name)):
        return False
    return not any(patterns.STUDIED_BEFORE.search(text, max(0, m.start() - 30), m.start())
                   or patterns.EXISTING_AFTER.match(text, m.end()) for m in _mentions_of(text, n))


def _opening_subject(text: str, n: Name, after: int = -1) -> bool:
    """'AR2-4FV leverages background stability. ... AR2-4FV achieves': a coined name, said twice or more, that
    opens a sentence (after the given index) as the subject of what a method does."""
    found = list(mentions(text, n.text))
    if len(found) < 2 or not name_like(n.text.split()[0]) or _someone_elses(text, n, found):
        return False
    return any(m.start() > after and at_sentence_start(text, m.start())
               and (patterns.METHOD_VERB_AFTER.match(text, m.end()) or patterns.OPENING_SUBJECT_VERB_AFTER.match(text, m.end()))
               for m in found)


def _forms_of(names: Iterable[Name]) -> list[str]:
    """Every form the names are written in: each name and its alias ("Foo Kernel Model", "FKM")."""
    return [form for m in names for form in (m.text, m.alias) if form]


def _evaluated_own(text: str, n: Name, introduced: list[Name]) -> bool:
    """'We evaluate FooCoder on 30 programming tasks': a coined name that a sentence opens by putting to the test
    (patterns.EVALUATED_OWN_BEFORE, EVALUATED_OWN_AFTER); not a model tested on what the paper introduces ("We
    evaluate BarCoder on FooBench"), nor a short form of a name the paper introduced ("Puzzle-9B" of "Foo-Puzzle-9B")."""
    own = _forms_of(introduced)
    if any(n.text in form for form in own):
        return False
    for m in (m for m in _mentions_of(text, n) if name_like(m.group())):  # "the Foo Kernel Model (FKM)": FKM
        after = patterns.EVALUATED_OWN_AFTER.match(text, m.end())
        if (after and patterns.EVALUATED_OWN_BEFORE.search(last_sentence(text[max(0, m.start() - 80) : m.start()]))
                and not any(text.startswith(form, after.end()) for form in own)):
            return True
    return False


def _later_subject(text: str, n: Name, introduced: list[Name]) -> bool:
    """After a cue names the paper's method, a coined name opening a later sentence as the subject of what a method
    does (_opening_subject); not another casing of an introduced name (a typo: 'FooVeQ' beside 'FooVEQ')."""
    if not introduced or any(m.text.casefold() == n.text.casefold() for m in introduced):
        return False
    return _opening_subject(text, n, min(m.start for m in introduced))


def _sequenced_part(text: str, n: Name, introduced: list[Name]) -> bool:
    """'We propose FooFly. ... Finally, BarStop estimates the stop probability': after a cue names the paper's method,
    a coined name (or several capitalised words) that a step of a sequence opens on ("Second,", "Finally,",
    "Specifically,") as the subject of what it does, its acronym in brackets or not, is a part of that method, even
    said once (not a known model or dataset, a concept's acronym, nor another form of a name already chosen)."""
    return any(patterns.SEQUENCE_OPENING_BEFORE.search(text, max(0, m.start() - 30), m.start())
               for m in _part_subject_mentions(text, n, introduced))


def _announced_part(text: str, n: Name, introduced: list[Name]) -> bool:
    """'ReflectFoo introduces three key tasks. Explicit Path Planning builds a path ... Evidence-Drift Checking makes
    the agent re-answer ...': after a sentence that counts the parts of the paper's method (patterns.COUNTED_PARTS),
    several capitalised words (or a coined name) opening one of the next sentences as the subject of what it does are
    one of those parts, as in _sequenced_part but with no word of sequence."""
    for m in _part_subject_mentions(text, n, introduced):
        start, _ = sentence_bounds(text, m.start())
        if not patterns.SENTENCE_OPENING_BEFORE.search(text, max(0, m.start() - 6), m.start()):
            continue
        counted = list(patterns.COUNTED_PARTS.finditer(text, max(0, start - 600), start))
        if counted and len(SENTENCE_END.findall(text, counted[-1].end(), start)) <= 3:
            return True
    return False


def _opening_part(text: str, n: Name, introduced: list[Name]) -> bool:
    """'We propose FooPFN. Global Bar Unmixing constructs coordinates over the spectrum ...': after a cue names the
    paper's method, several capitalised words opening a sentence (or a clause after a colon, a semicolon, "while" or
    "whereas", or an opening phrase "At inference,") as the subject of what they do name a part of it, unless they end
    in a way of training, a task or a study ("Optimization", "Reasoning", "Search", "Evaluation"), as
    in _sequenced_part but with no word of sequence (a coined one-word name needs that word: it may be a baseline; so
    does a phrase ending in an acronym, "Online RL", "Static RAG": a kind of a known technique)."""
    if (not _capitalised_phrase(n.text) or not patterns.TITLE_CASE_WORD.fullmatch(n.text.split()[-1])
            or patterns.METHOD_HEAD.search(n.text) or patterns.TASK_HEAD.search(n.text)
            or patterns.TECHNIQUE_END.search(n.text)):
        return False  # "Direct Preference Optimization collapses", "whereas Temporal Reasoning approaches": known ways
    return any((patterns.SENTENCE_OPENING_BEFORE.search(text, max(0, m.start() - 6), m.start())
                or patterns.CLAUSE_OPENING_BEFORE.search(text, max(0, m.start() - 100), m.start()))
               and not _said_of_others(text, m, introduced)
               for m in _part_subject_mentions(text, n, introduced))


def _said_of_others(text: str, m: re.Match, introduced: list[Name]) -> bool:
    """A subject opening a sentence or clause is someone else's, or data, when its own clause states a weakness after
    it ("Batch Bar Scaling stabilizes training but ...", "Bar Tracker loses 40%"), when it holds a count of data ("The
    Qux Web Archive holds 10M pages"), when the clause before its colon or semicolon speaks of others' work and not of
    the paper's method ("Prior trackers drift: Bar Tracker ...") or when it is set against the paper's method, named
    first, by the same verb ("FooSeg segments ..., while Bar Anything Model segments ...")."""
    start, end = sentence_bounds(text, m.start())
    before = text[start : m.start()]
    clause_end = patterns.CLAUSE_END.search(text, m.end(), end + 1)
    headline = _forms_of([_headline(introduced)])
    # the clause before a colon or semicolon, where it speaks of others' work and not of the paper's method
    previous = before[: max(before.rfind(":"), before.rfind(";")) + 1]
    return bool(patterns.WEAKNESS_STATED_AFTER.search(text, m.end(), clause_end.start() if clause_end else end + 1)
                or patterns.DATA_HELD_AFTER.match(text, m.end())
                or (previous and patterns.OTHERS_WORK_SENTENCE.search(previous)
                    and not any(next(mentions(previous, form), None) for form in headline))
                or (bool(patterns.CONTRAST_JOIN.search(before)) and _mirrors(text, m, before, headline)))


def _mirrors(text: str, m: re.Match, before: str, headline: list[str]) -> bool:
    """'FooSeg segments thin parts, while Bar Anything Model segments blobs': set against the paper's method by the
    same verb, a rival, not a part (not "FooAgent plans with an LLM, while Bar Memory Store keeps past plans")."""
    verb = text[m.end():].split()[:1]
    return any(before[own.end():].split()[:1] == verb for form in headline for own in mentions(before, form))


def _headline(introduced: list[Name]) -> Name:
    """The paper's method: of the names it introduces, the one named first (the others may be its parts)."""
    return min(introduced, key=lambda n: n.start)


def _part_subject_mentions(text: str, n: Name, introduced: list[Name]) -> list[re.Match]:
    """The mentions of a name, after the paper's method is first named, that are the subject of what the name does
    (a present-tense verb, its acronym in brackets or not): how a part of the method is described; none for a name
    that is not a coined name or several capitalised words, that is another form of a chosen name, someone else's
    ("Finally, BarDet outperforms FooNet", "Second, BarLM scores 30%": a result, no part)."""
    if not introduced or n.data_cue or not (name_like(n.text.split()[0]) or _capitalised_phrase(n.text)):
        return []
    forms = {form.casefold() for form in _forms_of(introduced)}
    if (n.text.casefold() in forms or (n.alias and n.alias.casefold() in forms)
            or any(_abbreviates(n.text, m.text) for m in introduced)):
        return []  # another form of a chosen name: "Foo Learning for Bar Cutting" and its "FL$^{2}$BC"
    found = list(mentions(text, n.text))
    if _someone_elses(text, n, found) or any(patterns.RESULT_VERB_AFTER.match(text, m.end())
                                             or patterns.SCORES_AFTER.match(text, m.end()) for m in found):
        return []
    first = min(m.start for m in introduced)
    return [m for m in found if m.start() > first and (patterns.OPENING_SUBJECT_VERB_AFTER.match(text, m.end())
                                                       or patterns.DEFINED_SUBJECT_AFTER.match(text, m.end()))]


def _someone_elses(text: str, n: Name, found: list[re.Match]) -> bool:
    """A name that is no coinage of the paper's own: a generic or concept acronym, a known dataset, a model family or
    an evaluated model, hardware, or one compared against or improved on ("than FooNet", "we improve FooCP")."""
    return bool(n.text in patterns.GENERIC_ACRONYMS or is_known_dataset(n.text) or patterns.MODEL_FAMILY.match(n.text)
                or _evaluated_model(text, n) or is_hardware(text, n) or _concept_acronym(text, n)
                or any(patterns.COMPARED_BEFORE.search(text, max(0, m.start() - 40), m.start()) for m in found)
                or any(patterns.IMPROVED_BEFORE.search(text, max(0, m.start() - 30), m.start()) for m in found))


def _evaluated_model(text: str, n: Name, listed_with_data: bool = False) -> bool:
    """A size or variant in the name (8B, -mini), or every mention a model's: 'X models',
    'models such as X' ("VQA models ... accuracy on VQA 2.0" keeps VQA). A size tier (-XL) is data's edition in a name
    cued as data or listed beside one ("On FooSet, PTB-XL, and BarSet,")."""
    if any(patterns.DATA_NOUN_AFTER.match(text, m.end()) or patterns.DESCRIBED_DATA_NOUN_AFTER.match(text, m.end())
           for m in mentions(text, n.text)):
        return False  # "ImgCode-8.6M dataset", "FooClips-1M video classification dataset"
    if is_known_dataset(n.text):
        return False  # "MMMU-Pro", "MMLU-Pro": a benchmark the lexicon knows, whatever its tail
    if any(_described_as_data(text, m) for m in mentions(text, n.text)):
        return False  # "FooMo100M, the largest motion dataset to date": its apposition says data, whatever its size
    variant = patterns.MODEL_VARIANT.search(n.text)
    if variant and variant.group().lower() == "-vl" and is_known_dataset(n.text[: variant.start()]):
        return False  # "BarComp-VL" beside "BarComp": the multimodal edition of a benchmark, not a vision-language model
    if variant and patterns.DATA_WORDS.search(n.text[: variant.start()]):
        return False  # "FooBench-mini", "BarBench-Pro": an edition of a benchmark, not a model's tier
    if patterns.BILLIONS_SIZE.search(n.text):
        return True
    variant = patterns.MODEL_VARIANT.search(n.text)
    if variant and not ((n.data_cue or listed_with_data) and patterns.SIZE_TIER.fullmatch(variant.group()[1:])
                        and not patterns.MODEL_FAMILY.match(n.text)):
        return True  # "FooLM-mini"; but "three datasets (HI-Small, HI-Medium)", "trained on PTB-XL": data's size tier
    if patterns.SIZE_PART.search(n.text) and not n.data_cue and not patterns.ROUND_MILLIONS_PART.search(n.text):
        return True  # "Pythia-160M"; but "pretrained on CC3M and WebVid-10M": millions of samples
    if (patterns.MODEL_FAMILY.match(n.text) or patterns.BERT_KIN.fullmatch(n.text)) and not patterns.DATA_WORDS.search(n.text):
        return True  # "Claude 3.5", but "GPT-4-Bench" names a benchmark
    found = list(mentions(text, n.text))
    return bool(found) and all(
        patterns.MODEL_AFTER.match(text, m.end()) or patterns.MODEL_LIST_BEFORE.search(text, max(0, m.start() - 150), m.start())
        for m in found)


def is_hardware(text: str, name: Name) -> bool:
    """An accelerator or a machine, never a benchmark: named as one (H100, RTX 4090) or followed by "GPU(s)" or
    "edge node", "laptop" ... in the text."""
    if patterns.HARDWARE.search(name.text):
        return True
    return any(patterns.ACCELERATOR_AFTER.match(text, m.end()) or patterns.MACHINE_AFTER.match(text, m.end())
               for m in mentions(text, name.text))


def _range_scaled_values(claim: Claim) -> list[float]:
    """The values the claim's raw has where its evidence writes it first in a range with a scaled end."""
    evidence, raw = claim.evidence, claim.raw
    places = [m.end() for m in re.finditer(re.escape(raw), evidence)]
    return [v for v in (range_scaled(raw, evidence[end:end + 40]) for end in places) if v is not None]


def grounded(claim: Claim, text: str) -> bool:
    return (
        claim.evidence == text[claim.start : claim.end]
        and claim.raw in claim.evidence
        and claim.value in (parse_value(claim.raw), *_range_scaled_values(claim))
        and all(occurs_in(name, text) for name in (claim.subject,) if name)
        and (not claim.benchmark or occurs_in(claim.benchmark, text) or elided_edition_in(claim.benchmark, text))
    )


def _short(value: str | None, limit: int) -> str | None:
    if value is None:
        return None
    value = " ".join(value.split())
    return value[:limit] or None


def claim_rules(record: Record) -> list[str]:
    """Each claim's rules ('kind rule, benchmark rule, subject rule'), in the order of `record.claims`: resolve_text
    writes a claim decision with each claim it keeps, in order, so the n-th is the n-th claim's even where one raw
    number stands twice in an evidence sentence. Older records without them: found by raw and offset, '' if none."""
    decisions = [decision for decision in record.provenance.decisions if patterns.CLAIM_DECISION.fullmatch(decision)]
    if len(decisions) == len(record.claims) and all(_decides(decision, claim)
                                                     for decision, claim in zip(decisions, record.claims)):
        return [decision.partition(": ")[2] for decision in decisions]
    return [_rules_by_offset(record, claim) for claim in record.claims]  # claims re-ordered or edited since


def _decides(decision: str, claim: Claim) -> bool:
    """The decision names the claim's raw number at an offset inside its evidence."""
    raw, _, offset = decision.partition(": ")[0].rpartition("@")
    return raw == claim.raw and offset.isdigit() and claim.start <= int(offset) < claim.end


def _rules_by_offset(record: Record, claim: Claim) -> str:
    return next((decision.partition(": ")[2] for decision in record.provenance.decisions if _decides(decision, claim)), "")


def explain_claim(record: Record, claim: Claim) -> str:
    """The rules that decided a claim of the record, from its provenance ('' if none recorded)."""
    index = next((i for i, kept in enumerate(record.claims) if kept is claim), None)
    return claim_rules(record)[index] if index is not None else _rules_by_offset(record, claim)


def explain_reading(record: Record) -> str:
    """Which sentences the model read for the task and contribution, from provenance.read: 'the
    model read 0-19 (read-opening), ...; skipped 1 sentence(s) (skip-the-rest)' ('' if none)."""
    kept = [Reading.from_label(label) for label in record.provenance.read]
    if not kept:
        return ""
    read = [f"{r.start}-{r.end} ({r.rule})" for r in kept if r.read]
    skipped = len(kept) - len(read)
    return f"the model read {', '.join(read) or 'nothing'}; skipped {skipped} sentence(s) (skip-the-rest)"


def explain_name(record: Record, name: str) -> str:
    """The rules that gave a name its roles: 'method by method-introduced-cue; ...'."""
    return "; ".join(d.partition(": ")[2] for d in record.provenance.decisions if d.startswith(f"{name}: "))


def _emphasized(text: str, n: Name) -> bool:
    """'a workflow featuring a \\textsc{Multimodal Foo Gate}', 'FooSQL incorporates a \\emph{Schema Foo Extractor}':
    a multi-word name in capitals or a coined word set in bold, small caps or emphasis is the paper's own
    (not \\textit: foreign words, quoted questions; not a data name; not an acronym's long form after it)."""
    if n.data_cue or not (len(n.text.split()) > 1 or name_like(n.text)) or is_common_word(n.text):
        return False  # "\\emph{WHERE} the samples go": an everyday word set in capitals for stress
    return any(patterns.EMPHASIS_OPEN.search(text, max(0, m.start() - 10), m.start()) and text[m.end() : m.end() + 1] == "}"
               and not patterns.EMPHASIZED_ACRONYM_BEFORE.search(text, max(0, m.start() - 14), m.start())
               for m in _mentions_of(text, n))


def _acronym_first(text: str, n: Name) -> bool:
    """'Agentic RL with FOOA (Foo-aware Adaptive Outcome Advantage)': an acronym the paper spells out right after
    it, its capitals in order, in a sentence where 'we' act, is its own coined name (not 'PSNR (Peak
    Signal-to-Noise Ratio)' in a sentence of results)."""
    if " " in n.text or not patterns.TWO_CAPITALS_NAME.fullmatch(n.text):
        return False
    spelled = patterns.ACRONYM_SPELLED_AFTER.match(text, n.end) or (
        patterns.ACRONYM_GLOSSED_AFTER.match(text, n.end) if not patterns.ACRONYM_USED_BEFORE.search(text, max(0, n.start - 30), n.start)
        else None)
    if not spelled or patterns.DATA_WORDS.search(spelled.group(1)):
        return False  # "the FGAC (Foo Gene Annotation Corpus) track": spelled out as data, a dataset's short name
    capitals = iter(patterns.CAPITAL_LETTER.findall(spelled.group(1)))
    if not all(c in capitals for c in n.text if c.isupper()):
        return False
    sentence_start = max(text.rfind(". ", 0, n.start), 0)
    return bool(patterns.WE_WORD.search(text, sentence_start, n.start))


def _spelled_by_capitals(text: str, n: Name) -> bool:
    """'we propose a new object DEtection paradigm with an interactive STate space model (DEST)': an acronym in
    brackets whose letters are the capitals the paper set in the words before it (in order, one word at least
    hinting with two or more: 'DEtection'), in a sentence where 'we' act, is its own coined name."""
    if not patterns.ALL_CAPITALS.fullmatch(n.text) or not text[: n.start].rstrip().endswith("("):
        return False
    start, _ = sentence_bounds(text, n.start)
    words = text[start : text.rfind("(", 0, n.start)].split()[-14:]
    spelled, hinted = "", False
    for word in reversed(words):
        run = patterns.CAPITALS_RUN.match(word)
        if not run:
            continue
        spelled = run.group() + spelled
        hinted = hinted or bool(patterns.MIXED_CASE_HINT.match(word))
        if not n.text.endswith(spelled):
            return False
        if spelled == n.text:
            return hinted and bool(patterns.WE_WORD.search(text, start, n.start))
    return False


def _evaluated_on(text: str, n: Name) -> bool:
    """'We evaluate 7 VLMs on FooLR', 'by 2.55% mIoU on our proposed FooS-XS': an introduced name after 'on' in a
    result's clause is the data the paper evaluates on (not 'Based on FooNet, we present ...')."""
    return any(patterns.EVALUATED_ON_BEFORE.search(text, max(0, m.start() - 30), m.start()) for m in _mentions_of(text, n))
