"""Describe each claimed number by rule: kind, metric phrase, benchmark, subject.

Measured on the dev set, the 1.5B model labelled kinds right 40% of the time
(10/25) where these rules are right far more often, so the model is asked
only about names and the task; numbers are described here, from the text
around them and the model's name roles.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from .candidates import Name, NumberCandidate
from .numbers import Number
from .lexicon import is_language_or_country
from .rules import base as base_rules
from .rules import kind as kind_rules
from .rules import subject as subject_rules
from . import patterns
from .text import clause_bounds, mentions, previous_sentence_bounds, sentence_bounds, without_markup
from .schema import Kind

_STOP = {
    "of", "in", "on", "at", "for", "with", "from", "to", "by", "and", "or", "but", "while", "than", "as",
    "across", "over", "under", "per", "that", "which", "when", "where", "compared", "without", "within",
    "between", "after", "before", "during", "is", "are", "was", "were", "be", "been", "has", "have", "had",
    "can", "could", "will", "would", "may", "might", "should", "respectively", "the", "a", "an", "only",
    "up", "about", "nearly", "roughly", "around", "approximately", "just", "it", "its", "this",
    "these", "we", "our", "their", "also", "still", "all", "more", "less", "fewer", "faster", "slower",
    "providing", "achieving", "reaching", "yielding", "using", "attains", "achieves", "reaches",
    "achieved", "attained", "reached", "obtained", "obtains", "scored", "versus", "vs",
    # a result verb's -ing form or an "out of" is no metric: "improving 15-18%", "scoring highest at 40.9%",
    # "surges from 20.9% to", "exceeding 99%", "8 out of the 9"
    "improving", "exceeding", "surpassing", "outperforming", "scoring", "surges", "surging", "out", "highest", "lowest",
    # a clause's verb ends the noun phrase a count heads: "16 detection models reveals ...", "6 datasets show that"
    "reveal", "reveals", "show", "shows", "demonstrate", "demonstrates", "indicate", "indicates", "imply", "implies",
    "suggest", "suggests", "confirm", "confirms", "validate", "validates", "highlight", "highlights",
    "reach", "achieve", "attain", "obtain",  # "They reach Spearman's rho of 0.7": the verb is no metric
    # a preposition ends the noun phrase too (rules-85): "56k samples through a pipeline", "a rank of 2.07 among all"
    "among", "amongst", "through", "via", "against", "toward", "towards", "despite", "beyond",
    "following",  # "by 9.3~24.5% following generalized Foo settings": a setting, no metric
    "yet",  # a conjunction opens the next clause: "by 45-60% yet persists ..."
}


def kind_of(text: str, candidate: NumberCandidate) -> Kind:
    return kind_rules.decide_kind(text, candidate)[0]


def metric_of(text: str, candidate: NumberCandidate) -> str | None:
    """A few words naming what the number measures: the phrase after it
    ("1,000 curated video pairs"), else the words before it ("correctness from 28%")."""
    number = candidate.number
    plain_before = without_markup(text[candidate.evidence_start : number.start])
    named = patterns.METRIC_NAMED_BEFORE.search(plain_before)
    if named and (named.group(1) or "").lower() not in _STOP:  # "a correlation of $\rho = 0.8$": not "of"
        return named.group(1) or named.group(2)  # "Micro-F1 = 0.663", "(Dice coefficient=0.81", "an F1 of 0.994"
    end = number.end
    range_end = patterns.RANGE_END_AFTER.match(text, end)
    if range_end and not patterns.FROM_END.search(plain_before) and not patterns.MEASURE_UNIT.match(text, range_end.end()):
        end = range_end.end()  # "gains of 11.5-16.0% in Recall@5": the range's first number reads past its second
    listed = patterns.LISTED_NUMBERS.match(text, end)
    if listed:  # "9.5%, 6.5%, and 6.0% absolute accuracy gains": the list shares the last one's metric
        end = listed.end()
    listed_before = patterns.LISTED_NUMBERS_BEFORE.search(plain_before)
    paired = _paired_metric(text, number.end, plain_before, listed_before)
    if paired:
        return paired
    if listed or listed_before:  # "mIoU gains of up to +2.29, +2.38 and +3.39 in average": named with its change
        change = _phrase_before(plain_before[: listed_before.start()] if listed_before else plain_before)
        if change and patterns.NAMED_CHANGE.search(change):
            return change
    rest = text[end : max(candidate.evidence_end, end + 60) if listed else candidate.evidence_end]
    if listed and patterns.NO_NOUN_AFTER_LIST.match(rest):
        rest = ""  # "reductions of 19.29%, 21.69%, and 18.71% relative to X": the metric is named before the list
    if number.unit and not number.raw.endswith(("%", "x", "X", "$")) and number.unit not in ("x", "%"):
        cost = patterns.GPU_TIME_AFTER.match(rest)
        if cost:
            return cost.group(1)  # "0.1 GPU days": the compute a result cost, not the GPUs a run uses
        rate = patterns.PER_UNIT.match(rest)
        if rate:
            per = "second" if rate["per"].lower() in patterns.PER_SECOND else rate["per"]  # "tokens/s": tokens per second
            return f"{rate['unit']} per {per}"  # "124 tokens per second", "2.91 bits per dimension"
        rest = patterns.UNIT_WORD_START.sub("", rest, count=1)  # "25 FPS real-time processing", "49.1~GB of": skip the unit
    rest = rest[2:] if patterns.ORDINAL_SUFFIX.match(rest) else rest  # "ranked 1st in F1": F1, not "st in F1"
    rest = patterns.OF_COUNT_START.sub("", rest)  # "9 of 12 cases", "8 out of the 9 X": the cases
    rest = patterns.IN_TERMS_OF.sub(" ", rest, count=1)  # "by 5.2% in terms of accuracy": the accuracy
    unit_word = patterns.UNIT_WORD_AFTER.match(rest)
    if unit_word:  # "an error of 3.1 years", "2.4 times faster": the unit, not the metric
        rest = rest[unit_word.end():]
    rest = patterns.DETERMINER_START.sub(" ", rest)  # "halves their ability": the ability
    named_on = patterns.NAMED_METRIC_ON.match(rest)
    if named_on:
        return named_on.group(1)  # "0.632 on Inversion Score": a named metric, not a place
    second = patterns.SECOND_OF_RANGE.search(text[candidate.evidence_start : number.start])
    # "from 1 to 8 improves": 8 is 1's kin, and only an "in X" after the range names their metric; but a range's
    # multiplier or percentage names it with the noun after it, as one value would ("a 1.5x-2.7x reduction in latency")
    if second and number.unit in ("x", "%") and not second.group(0).lstrip().startswith("from"):
        second = None
    # (with "e.g.", "i.e." and "v.s." blanked: "64.4% MOTA v.s. 66.1%" is measured in MOTA, not "MOTA v")
    after = None if second and not patterns.IN_METRIC_AFTER.match(rest) else _phrase_after(without_markup(patterns.EG_IE.sub(" ", rest)))
    changed = patterns.CHANGED_BY.search(plain_before) if after and patterns.IN_METRIC_AFTER.match(rest) else None
    if (changed and changed.group(1).split()[0].lower() not in _STOP and not _names_a_metric(after)
            and not any(_model_like(w) for w in changed.group(1).split())):  # not "improvements of up to"
        return changed.group(1)  # "improving diagnostic accuracy by 13.7% in low-data regimes": the place is no metric
    if after or number.unit in UNIT_METRICS:
        return after or UNIT_METRICS[number.unit or ""]
    label = patterns.BRACKET_LABEL.search(without_markup(text[max(0, number.start - 40) : number.start]))
    first = patterns.BRACKET_FIRST_LABEL.match(label.group(0)) if label else None  # "(MI: 0.792, stroke: 0.824": MI's kin
    people = label and label.group(1).split()[0].lower() in ("human", "humans") and not _names_a_metric(
        " ".join(label.group(1).split()[1:]))  # "(human experts: 77.3%": who; "(human accuracy: 91.3%)": what
    if label and not people and all(
            patterns.METRIC_NAME.fullmatch(w) or not (_model_like(w) or w.isupper())
            for w in (label.group(1) + " " + (first.group(1) if first else "")).split()):
        return label.group(1)  # "(Jain's Index: 0.9896)": not a model's or a task's label ("(FooLM: 97.2%", "(MI: 0.79")
    condition = patterns.CONDITION_FROM.search(plain_before)
    if condition and not _names_a_metric(condition.group(1)):
        return None  # "improves it without augmentations from 38.8% to 59.6%": a condition, not what is measured
    compared = patterns.COMPARED_OF_BEFORE.search(plain_before)
    if compared and not _names_a_metric(compared["phrase"]):
        return None  # "outperforming the baseline model of 61.2%": what it is compared against, no metric
    before = patterns.SECOND_OF_RANGE.sub("", plain_before)
    before = patterns.HEDGE_BEFORE.sub("", before)  # "by an average of 8.48%", "of at least 95%": a hedge, not the metric "average" or "least"
    before = patterns.THRESHOLD_BEFORE.sub("", before)  # "a FooScore above 57%": the threshold's word is no metric
    phrase = _phrase_before(before)
    label = patterns.NAME_LABEL_BEFORE_BRACKET.search(plain_before)
    if phrase and label and set(phrase.split()) <= set(label.group(1).split()) and not _names_a_metric(phrase):
        return None  # "FooLM 2.5 Pro (0.67)", "Planning (71.8)": a model or an item labels the value, not a metric
    return phrase


UNIT_METRICS = {"FPS": "frames per second", "ms": "latency", "TOPS": "TOPS", "TFLOPS": "TFLOPS", "FLOPs": "FLOPs",
                "MACs": "MACs", "GPUs": "GPUs", "Hz": "Hz"}
_RESULT_VERBS = {*patterns.RESULT_VERBS, "scores", "hits", "records", "recovers", "reduces", "lowers", "increases", "raises",
                 "edits", "exceeds", "exhibit", "exhibits", "shows", "show", "ranging",
                 "improve", "reduce"}  # "where we improve by 12.8%": the verb is no metric (not "boost", "increase": nouns too)
# A verb whose subject is what reaches the number: "Our model reaches 92.4%", "the success rate reaches 80%".
_REACHING_VERBS = {"achieves", "achieve", "achieved", "obtains", "obtain", "obtained", "reaches", "reach", "reached",
                   "attains", "attain", "attained", "gets", "get", "scores", "scored", "yields", "yield"}
# A verb of a value moving (or held), read before the value: no metric itself, the noun before it may be one.
# (not the bare forms that are nouns too: "an accuracy drop of", "a consistent increase of")
_MOVING_VERBS = {"go", "goes", "went", "drops", "dropped", "falls", "fell", "rises", "rose", "jumps", "jumped", "climbs",
                 "climbed", "grow", "grows", "grew", "declines", "declined", "decreases", "decreased", "increases",
                 "increased", "collapse", "collapses", "collapsed", "plummets", "plummeted", "manage", "manages", "remain",
                 "remains", "stays"}
_TIME_WORDS = {"then", "still", "also", "further", "only", "even", "quickly", "soon"}
# Words that name what a value belongs to, not what it measures, read before a moving verb.
_NO_MEASURE_WORDS = {"this", "it", "that", "which", "then", "can", "could", "may", "might", "will", "would", "model",
                     "models", "method", "methods", "system", "systems", "agent", "agents", "baseline", "baselines",
                     "LLMs", "humans", "users",
                     "participants", "players", "others"}


def _no_measure(head: str) -> bool:
    """A phrase's last word that names who or what holds a value, not a measure: "this", "models", "formal provers",
    "classifiers" (patterns.DOER_PLURAL)."""
    return head in _NO_MEASURE_WORDS or head.lower() in _NO_MEASURE_WORDS or bool(patterns.DOER_PLURAL.fullmatch(head.lower()))


_COMPARATIVE = {"faster", "slower", "fewer", "less", "more", "smaller", "larger", "higher", "lower", "cheaper"}


def _phrase_after(rest: str) -> str | None:
    rest = patterns.SQUARED_APART.sub("^2", rest)
    words: list[str] = []
    end = 0
    for match in patterns.METRIC_PHRASE_WORD.finditer(rest):
        if match.start() < end:
            continue  # a determiner read past
        if any(mark in rest[end : match.start()] for mark in ",;:()."):
            break
        word, lower = match.group(), match.group().lower()
        end = match.end()
        if lower in ("x", "×"):
            break  # "6 tasks X 2 settings"
        if lower.endswith("ly") and not words:
            continue  # "48 temporally aligned pairs"
        if lower in _COMPARATIVE and not words:
            if lower in ("higher", "lower") and patterns.THAN_NEXT.match(rest, end):
                return None  # "is 86.1% higher than BarNet": the metric is named before
            words.append(word)  # "3.1x fewer tokens", "6.7x faster"
            continue
        if lower == "in" and any(words) and _metric_itself(words[-1]) and patterns.CAPITALISED_NEXT.match(rest, end):
            break  # "22.5 BLEU in FooMT 2014": a metric, then the data it is measured in
        if lower in ("of", "in") and len(words) <= 1:
            skipped = patterns.DETERMINERS.match(rest, end) if lower == "of" else None
            nxt = patterns.METRIC_PHRASE_WORD.match(rest, _skip_space(rest, skipped.end() if skipped else end))
            if nxt and nxt.group().lower() not in _STOP:
                words.append(word if words else "")  # "80% of visual tokens", "reduction in memory"
                end = skipped.end() if skipped else end
                continue
        if lower in _STOP:
            break
        if any(words) and lower.endswith("ed") and "-" not in word:
            break  # "video pairs annotated": the noun phrase has ended
        if any(words) and (lower in _CLAUSE_PARTICIPLES or (
                lower.endswith("ly") and lower not in ("only", "family")
                and words[-1].lower() not in {*_COMPARATIVE, "most", "least"})):  # not "more frequently", "most widely"
            break  # "456 facial images spanning 103 conditions", "32 participants evenly distributed"
        words.append(word)
        if len([w for w in words if w]) >= 4 or patterns.CAPITALS_PLURAL.fullmatch(word):
            break
    return " ".join(w for w in words if w) or None


# Participles that open a clause after a noun phrase: "tasks spanning 35 skills", "clips covering 12 scenes".
_CLAUSE_PARTICIPLES = {"spanning", "covering", "including", "containing", "comprising", "featuring", "involving",
                       "ranging", "totaling", "totalling", "collected", "drawn", "sourced"}


def _skip_space(text: str, index: int) -> int:
    while index < len(text) and text[index].isspace():
        index += 1
    return index


def _paired_metric(text: str, end: int, before: str, listed_before: re.Match | None) -> str | None:
    """The metric a listed value takes by its place in a list of metrics named before the values, or None."""
    names = patterns.METRIC_LIST_BEFORE.search(before[: listed_before.start()] if listed_before else before)
    if not names:
        return None
    metrics = patterns.METRIC_LIST_SEPARATOR.split(names.group(1).strip())
    if any(_model_like(word) for metric in metrics for word in metric.split()):
        return None  # "improves FooLM-7B and BarVL-8B by 4.4% and 3.5%": the models improved, not metrics
    place = len(patterns.A_NUMBER.findall(listed_before.group())) if listed_before else 0
    listed_after = patterns.LISTED_NUMBERS.match(text, end)
    count = place + 1 + (len(patterns.A_NUMBER.findall(listed_after.group())) if listed_after else 0)
    return metrics[place] if count == len(metrics) >= 2 else None


def _phrase_before(before: str) -> str | None:
    before = patterns.SQUARED_APART.sub("^2", before)  # "$R^2$" reads "R ^2"
    if patterns.STATE_OF_THE_ART_BY.search(before):
        return None  # "improves the current state of the art by 3.8%": what it is compared with, no metric
    before = patterns.STATE_OF_THE_ART.sub(" ", before)  # "achieves state-of-the-art accuracy 92.4%": the accuracy
    changed = patterns.CHANGED_BY.search(before)
    if changed and not any(_model_like(w) and not w[0].isdigit() for w in changed.group(1).split()):  # "95HD" is a metric
        return changed.group(1)  # "improving diagnostic accuracy by up to": what changed
    changed = patterns.CHANGED_OVER_BY.search(before)
    if changed and not any(_model_like(w) and not w[0].isdigit() for w in changed.group(1).split()):
        return changed.group(1)  # "increases downstream accuracy over standard BarNet by up to": what changed
    passive = patterns.CHANGED_PASSIVE_BY.search(before)
    if passive:  # "with reasoning traces shortened by": what was changed, written before its verb (audit31)
        subject = _tail_phrase(passive.group(1))
        return None if subject is None or any(_model_like(w) for w in subject.split()) else subject
    compared = patterns.COMPARATIVE_THAN_BY.search(before)
    if compared:
        return compared.group(1)  # "faster than existing methods by": the comparative, not the methods
    if patterns.COMPARED_BY.search(before):  # "outperforms SID by 29.1%", "over the baseline by": what it is compared with
        named = patterns.IN_METRIC_BY.search(before)
        return named.group(1) if named else None  # "outperforming the baseline in accuracy by up to"
    words = patterns.METRIC_PHRASE_WHOLE_WORD.findall(patterns.EG_IE.sub(" ", before))  # "(e.g., 45.3 vs": no metric "e"
    words = [w for w in words if not w.lower().endswith("ly")]  # "typically", "only"
    after_verb = bool(words) and words[-1].lower() in _REACHING_VERBS
    while words and words[-1].lower() in _STOP:
        words.pop()
    moving = bool(words) and words[-1].lower() in _MOVING_VERBS  # "its accuracy goes up to", "this drops sharply to"
    if moving:
        words.pop()  # the verb is no metric; what moves may be one
        while words and words[-1].lower() in _TIME_WORDS:
            words.pop()  # "its accuracy then drops to": the accuracy
    picked: list[str] = []
    while words and len(picked) < 2 and words[-1].lower() not in _STOP and not _model_like(words[-1]):
        picked.insert(0, words.pop())
    if len(picked) == 2 and patterns.PLURAL_WORD.fullmatch(picked[0]):
        picked = picked[1:]  # "improves correctness": the verb is not the metric
    if picked and words and words[-1].lower() in ("on", "across"):
        return None  # "71.4% on MLVU and 60.4%": a place named before the number, not its metric
    if picked == ["further"]:
        return None  # "adds a further 12%": what comes on top, no metric
    if moving and (not picked or _no_measure(picked[-1])):
        return None  # "this drops to 3.83", "the model drops from", "formal provers manage under": no measure moves
    if picked and picked[-1].lower() in _RESULT_VERBS:
        return None  # "FooStar scores 83.74": the verb is not the metric
    if after_verb and not _names_a_metric(" ".join(picked)):
        return None  # "Our model reaches 92.4%": what reaches it is the subject; "the accuracy reaches 92.4%" names one
    return " ".join(picked) or None


def _metric_itself(word: str) -> bool:
    """A metric's own name ("BLEU", "F1", "accuracy"), not a change of one ("improvement", "gain")."""
    return bool(patterns.METRIC_NAME.fullmatch(word) or patterns.QUALITY_METRIC.fullmatch(word))


def _names_a_metric(phrase: str) -> bool:
    """A word of the phrase is a metric's name or a metric word ("accuracy", "F1", "success rate")."""
    return any(patterns.METRIC_NAME.fullmatch(w) or patterns.METRIC_WORD.fullmatch(w) for w in phrase.split())


def _tail_phrase(before: str) -> str | None:
    """The last few words of a noun phrase ending the text, up to a stop word: "with reasoning traces" -> "reasoning traces"."""
    words = patterns.METRIC_PHRASE_WHOLE_WORD.findall(before)
    picked: list[str] = []
    while words and len(picked) < 3 and words[-1].lower() not in _STOP:
        picked.insert(0, words.pop())
    return " ".join(picked) or None


def _model_like(word: str) -> bool:
    """Model or method names (Qwen3-VL-8B, LLaVA) are not metrics; acronyms (IWOR) and a metric
    written with its noun (BD-rate, mAP, F1-score) can be."""
    if patterns.METRIC_NAME.fullmatch(word) or patterns.METRIC_COMPOUND.fullmatch(word) or "@" in word or patterns.DIGIT_WORD.fullmatch(word):
        return False
    mixed_case = any(c.isupper() for c in word[1:]) and any(c.islower() for c in word)
    return mixed_case or any(c.isdigit() for c in word)


@dataclass(frozen=True)
class Attribution:
    benchmark: str | None
    subject: str | None
    benchmark_rule: str
    subject_rule: str


@dataclass(frozen=True)
class _Seen:
    """What a benchmark rule sees: the number, its sentence, the names and the other numbers."""

    text: str
    candidate: NumberCandidate
    benchmarks: list[Name]
    numbers: list[NumberCandidate]
    kind: Kind
    introduced_benchmark: bool
    start: int
    end: int
    own: tuple[Name, ...] = ()  # the names the paper introduces

    @property
    def index(self) -> int:
        return self.candidate.number.start


def attribute(
    text: str, candidate: NumberCandidate, benchmarks: list[Name], methods: list[Name],
    introduced_benchmark: bool, kind: Kind, numbers: list[NumberCandidate] = (), parts: list[Name] = (),
) -> Attribution:
    """The benchmark and subject of a number, each by the first rule of
    benchmark_rules.BENCHMARK_RULES (benchmark) that applies; the subject is the nearest
    introduced name in the sentence, else the paper's one method for a result."""
    start, end = sentence_bounds(text, candidate.number.start)
    subject, subject_rule = _subject(text, candidate, benchmarks, methods, kind, start, end, parts)
    if kind == "setting":
        here = _setting_named_here(text, candidate, benchmarks, start, end)
        if here is not None:
            return Attribution(here, subject, "benchmark-setting-named-here", subject_rule)
        return Attribution(None, subject, "benchmark-none-setting", subject_rule)
    if kind_rules.statistic_in_math(text, candidate.number) or kind_rules.statistic_stated(text, candidate.number):
        return Attribution(None, subject, "benchmark-none-statistic", subject_rule)
    seen = _Seen(text, candidate, benchmarks, list(numbers), kind, introduced_benchmark, start, end, tuple(methods))
    if _efficiency(text, candidate, numbers) and not _efficiency_on(seen):
        return Attribution(None, subject, "benchmark-none-efficiency", subject_rule)
    if patterns.EXAMPLES_AFTER.match(text, candidate.number.end):
        return Attribution(None, subject, "benchmark-none-summary", subject_rule)
    generic = patterns.GENERIC_PLACE_AFTER.match(text, candidate.number.end) if kind in ("score", "delta") else None
    if generic and generic.group().endswith("task") and _named(text, benchmarks, generic.end(), end):
        generic = None  # "0.887 on a humor ranking task, comparable to systems of FooEval-2017 Task 6": named after all
    if generic:
        pointed = _experiments_benchmark(text, benchmarks, start, candidate.number.start)
        if pointed and not patterns.COUNTED_PLACE.search(generic.group()):
            return Attribution(pointed, subject, "benchmark-generic-named-before", subject_rule)
        opened = _opening_benchmark(text, benchmarks, start, candidate.number.start)
        if opened and patterns.SUBTASKS_PLACE.search(generic.group()):  # "On the suite FooEval, ... 4% across 7 tasks"
            return Attribution(opened, subject, "benchmark-generic-named-before", subject_rule)
        return Attribution(None, subject, "benchmark-none-generic", subject_rule)
    # the models a paper runs on its own benchmark are counted for it in some gold and not in other: left as they were
    counted = patterns.COUNTED_BENCHMARKS_AFTER.match(text, candidate.number.end) or (
        not introduced_benchmark and patterns.COUNTED_RUNS_AFTER.match(text, candidate.number.end))
    if kind == "count" and counted and not any(
            b in methods for b in benchmarks if _named(text, [b], start, end)):
        return Attribution(None, subject, "benchmark-none-generic", subject_rule)  # "across 14 benchmarks", "12 LLMs"
    found = _first_found(seen, BENCHMARK_FINDERS)
    if found is not None:
        rule, benchmark = found
        return Attribution(None if benchmark == DECIDED_NONE else benchmark, subject, rule, subject_rule)
    return Attribution(None, subject, "benchmark-none", subject_rule)


def _first_found(seen: _Seen, finders: list) -> tuple[str, str] | None:
    """The first of the finders that decides the number's benchmark: its rule and its verdict (a name, or
    DECIDED_NONE), or None when none does."""
    for rule, find in finders:
        benchmark = find(seen)
        if benchmark is not None:
            return rule, benchmark
    return None


def _experiments_benchmark(text: str, benchmarks: list[Name], start: int, end: int) -> str | None:
    """The one benchmark a sentence names before the number, where the sentence opens with experiments on it
    ("Experiments on FooSet show ..."; patterns.EXPERIMENTS_ON_BEFORE), or None."""
    named = _named(text, benchmarks, start, end)
    if len(named) != 1 or not patterns.EXPERIMENTS_ON_BEFORE.search(text[start : named[0][0]]):
        return None
    return named[0][2]


def _opening_benchmark(text: str, benchmarks: list[Name], start: int, end: int) -> str | None:
    """The one benchmark a sentence names before the number, in its opening "On (the) X," (patterns.OPENING_ON)."""
    named = _named(text, benchmarks, start, end)
    if len(named) != 1 or not patterns.OPENING_ON.search(text[start : named[0][0]]):
        return None
    return named[0][2]


# A finder's verdict that the number is on no benchmark (its rule decides), where None says "not mine to say".
DECIDED_NONE = ""


def _described(seen: _Seen) -> str | None:
    """"We build FooSet, consisting of 50,000 images from BarSet": a count right after a named data set and a word
    saying what it holds (patterns.DESCRIBED_COUNT_BETWEEN) is of that data set, not of the nearest name after it."""
    if seen.kind != "count":
        return None
    named = _named(seen.text, seen.benchmarks, seen.start, seen.index)
    if not named:
        return None
    if not patterns.DESCRIBED_COUNT_BETWEEN.fullmatch(seen.text, named[-1][1], seen.index):
        return _apposed(seen, named)
    if len(named) >= 2 and patterns.LIST_NAMES_NEXT.fullmatch(seen.text, named[-2][1], named[-1][0]):
        return None  # "on FooSet, BarSet and BazSet, comprising 64,250 interactions": of the whole list
    return named[-1][2]


def _apposed(seen: _Seen, named: list[tuple[int, int, str]]) -> str | None:
    """"FooSet, a clinical dataset with 498,000 notes and 7.74M BarTag labels across 10 types": a count in an
    apposition that calls a named data set a dataset or benchmark (patterns.APPOSITIVE_DATA_BETWEEN) is of it, not of a
    name the apposition uses to describe its items ("BarTag"), unless that name is listed or placed
    (patterns.NAME_LISTED_OR_PLACED_BEFORE: "..., and on BazSet with 5,000 images")."""
    for i, (at, end, name) in enumerate(named):
        if not patterns.APPOSITIVE_DATA_BETWEEN.match(seen.text[end:seen.index]):
            continue
        if all(not patterns.NAME_LISTED_OR_PLACED_BEFORE.search(seen.text, max(0, a - 12), a) for a, _, _ in named[i + 1:]):
            return name
        return None
    return None


def _list_named(seen: _Seen) -> str | None:
    """DECIDED_NONE when the name nearest the number in its clause, else in its sentence, stands before
    it in a list of names ("on FooSet and BarSet, it gains 4%"); None to let the next rules look. A source the
    paper's data was made from is no list partner ("Instantiated from BarBench, FooBench-Live contains 5.9K items")."""
    sentence = [m for m in _named(seen.text, seen.benchmarks, seen.start, seen.end) if not _derived_from(seen.text, m[0])]
    for start, end in (clause_bounds(seen.text, seen.index), (seen.start, _before_new_clause(seen.text, seen.candidate, seen.end))):
        inside = [m for m in sentence if start <= m[0] and m[1] <= end
                  and not patterns.TRAINED_ON_BEFORE.search(seen.text, max(0, m[0] - 40), m[0])]
        if not inside:
            continue
        nearest = min(inside, key=lambda m: abs(m[0] - seen.index))
        listed = any(patterns.LIST_NAMES_NEXT.fullmatch(seen.text, a[1], b[0]) and a[2] != b[2]
                     for a, b in zip(sentence, sentence[1:]) if nearest in (a, b))
        if nearest[0] > seen.index:  # "25% on two benchmarks (FooSet and BarSet)": the rules after it decide,
            # but "by 8-10% across both FooArena and BarWeb": a number whose place is a list after it is on all of them
            # (not a list paired with the numbers: "14.05% and 6.60% ... on FooSet and BarSet, respectively")
            respective = _in_value_list(seen) and patterns.RESPECTIVELY.search(seen.text, nearest[0], seen.end)
            return DECIDED_NONE if listed and _placed_on(seen, nearest[0]) and not respective else None
        return DECIDED_NONE if listed else None
    return None


def _in_value_list(seen: _Seen) -> bool:
    """The number is listed with another right before or after it ("14.05% and 6.60%", patterns.BARE_LIST_GAP)."""
    here = seen.candidate.number
    others = [n.number for n in seen.numbers if n is not seen.candidate]
    return any(patterns.BARE_LIST_GAP.fullmatch(seen.text, n.end, here.start)
               or patterns.BARE_LIST_GAP.fullmatch(seen.text, here.end, n.start) for n in others)


def _placed_on(seen: _Seen, at: int) -> bool:
    """The name at text[at], after the number, is written as a place: "on", "across", "over" or "in" (at most two
    lowercase words: "across both") right before it (patterns.PLACE_BEFORE)."""
    end = seen.candidate.number.end
    return bool(patterns.PLACE_BEFORE.search(seen.text, max(end, at - 40), at))


def _count_before_result(seen: _Seen) -> str | None:
    """DECIDED_NONE for a count whose sentence names benchmarks only after it, behind a result verb ("trained on
    13M images, FooTok achieves 0.43 rFID on BarSet-1K"): the name is where the result is read, not what is counted
    (not a benchmark the paper introduces: its counts describe it, "Experiments across 50 LLMs show they reach ... on
    our FooBench")."""
    if seen.kind != "count":
        return None
    named = _named(seen.text, seen.benchmarks, seen.start, seen.end)
    if not named or named[0][0] < seen.index:
        return None
    if any(name in _own_forms(seen) for _, _, name in named):
        return None  # "over 150 hours of effort, we obtain 5k pairs in FooBench-10": counts describe the paper's own
    verb = patterns.RESULT_VERB_BETWEEN.search(seen.text, seen.candidate.number.end, named[0][0])
    return DECIDED_NONE if verb else None


def _training_count(seen: _Seen) -> str | None:
    """DECIDED_NONE for a count right after a training verb ("post-trained on just 100 examples";
    patterns.TRAINED_COUNT_BEFORE) with no name after it in its clause ("on 131k examples from the BarSet dataset": the
    count is of BarSet): the size of what a model learned from, not of a benchmark named near it."""
    at = seen.index
    if seen.kind != "count" or not patterns.TRAINED_COUNT_BEFORE.search(seen.text, max(0, at - 80), at):
        return None
    _, end = clause_bounds(seen.text, at)
    return None if _named(seen.text, seen.benchmarks, seen.candidate.number.end, end) else DECIDED_NONE


def _reaching_subject(seen: _Seen) -> str | None:
    """"Fashion-FooNIST reaches 0.814 and BarNIST reaches 0.853": a benchmark that reaches the value, its verb and at
    most three words between (patterns.RESULT_VERB_AFTER, patterns.FEW_WORDS_TO_VALUE), is what it is measured on."""
    start, _ = clause_bounds(seen.text, seen.index)
    for at, end, name in reversed(_named(seen.text, seen.benchmarks, start, seen.index)):
        verb = patterns.RESULT_VERB_AFTER.match(seen.text, end)
        if verb and patterns.FEW_WORDS_TO_VALUE.fullmatch(seen.text, verb.end(), seen.index):
            return name
    return None


def _same_clause(seen: _Seen) -> str | None:
    start, end = clause_bounds(seen.text, seen.index)
    parallel = patterns.PARALLEL_ON.search(seen.text, seen.candidate.number.end, end)  # "80.2% and on BarSet 75.1%"
    return _nearest(seen.text, seen.benchmarks, seen.index, start, parallel.start() if parallel else end, evaluated=True)


def _same_sentence(seen: _Seen) -> str | None:
    # not past the enumerated item the number is in ("(2) ... 35% ...; (3) ... FooSet networks": not on FooSet; but
    # "on FooSet, we find: (1) a 25% gap": the sentence's opening is every item's)
    return _nearest(seen.text, seen.benchmarks, seen.index, seen.start,
                    min(_before_new_clause(seen.text, seen.candidate, seen.end), _item_end(seen)), evaluated=True)


def _trained_and_tested(seen: _Seen) -> str | None:
    """"When training FooNet-74 on BarSet, we lose only 2% top-1 accuracy": a quality score or change in a sentence
    whose one named data is what the model was trained on, plainly ('training X on', 'trained on'; not pre-trained,
    fine-tuned or distilled: patterns.PLAIN_TRAINED_ON_BEFORE), is measured on that data's own test split."""
    named = _named(seen.text, seen.benchmarks, seen.start, seen.end)
    if not named or len({name for _, _, name in named}) > 1 or not _measured(seen):
        return None
    if all(patterns.PLAIN_TRAINED_ON_BEFORE.search(seen.text, max(0, at - 40), at) for at, _, _ in named):
        return named[0][2]
    return None


# a speed measured on hardware: "runs at 25 FPS", "operates at 60 Hz on a CPU", "15 images per second" (unit FPS)
_FRAME_RATE_UNITS = ("FPS", "Hz")
_LATENCY_UNITS = ("ms",)  # the time one input takes: a speed leaderboards keep per dataset, like a frame rate


def _unnamed_beside_before(seen: _Seen) -> str | None:
    """DECIDED_NONE for a score or change in a sentence naming no benchmark when the sentence before names, beside
    its benchmark, an unnamed place of the paper's own ("conducted on a self-built shrimp dataset, with tests
    extended to the FooSet dataset", "on standard benchmarks and a new FooFlood dataset"; patterns.UNNAMED_PLACE,
    UNNAMED_DATA_JOINED): the result may be on either, so neither the name before nor the paper's one benchmark."""
    previous = previous_sentence_bounds(seen.text, seen.index)
    if previous is None or seen.kind not in ("score", "delta") or _named(seen.text, seen.benchmarks, seen.start, seen.end):
        return None
    named = _named(seen.text, seen.benchmarks, *previous)
    if not named:
        return None
    unnamed = [m for pattern in (patterns.UNNAMED_PLACE, patterns.UNNAMED_DATA_JOINED)
               for m in pattern.finditer(seen.text, *previous)
               # not the data a model learned from ("trained on the cleaned overall set"): no place of results
               if not patterns.TRAINING_VERB_BEFORE.search(seen.text, max(previous[0], m.start() - 40), m.start())
               # nor the named one itself: "on the challenging dataset FooID-776", "a public dataset, namely FooSAS"
               and not any(patterns.APPOSED_NAME_GAP.fullmatch(seen.text, m.end(), at) for at, _, _ in named)]
    return DECIDED_NONE if unnamed else None


def _task_scope(seen: _Seen) -> str | None:
    """DECIDED_NONE for a number the sentence before would give its name to (benchmark-previous-sentence) when the
    number's sentence opens with a task of its own ("On targeted temporal-state retrieval, ...", "For visual
    understanding, ...", "On Task 1, ..."; patterns.TASK_SCOPE_OPENS): a new task, so not the data of the sentence
    before (but the paper's own benchmark stays: its tasks are parts of it, benchmark-introduced)."""
    if not patterns.TASK_SCOPE_OPENS.match(seen.text, seen.start):
        return None
    name = _previous_sentence(seen)
    return DECIDED_NONE if name and name not in _own_forms(seen) else None


def _own_forms(seen: _Seen) -> set[str]:
    """Every form the paper's own names are written in (each name and its preferred form)."""
    return {form for name in seen.own for form in (name.text, name.preferred(seen.text))}


def _previous_sentence(seen: _Seen) -> str | None:
    previous = previous_sentence_bounds(seen.text, seen.index)
    if (previous is None or seen.kind not in ("score", "delta") or seen.candidate.number.unit in _FRAME_RATE_UNITS):
        return None
    named = _named(seen.text, seen.benchmarks, *previous)
    if len(named) >= 2 and patterns.LIST_NAMES_NEXT.fullmatch(seen.text, named[-2][1], named[-1][0]):
        return None  # "on FooSet, BarSet and BazSet. It gains 4%.": on all of them, not on the last
    if (len({name for at, end, name in named if not _trained_on(seen.text, at, end)}) >= 2
            and any(previous[0] <= n.number.start < previous[1] for n in seen.numbers)):
        return None  # "98.0% on QuxSet, while on BarSet 98.7%. Per task, 97.3%": that sentence gave results on each
        # name, so the next one's are on both (or either), not on the last (without numbers there, "on MNIST, and on
        # ImageNet to show scale. It reaches 73.3%" still points at the last)
    # not the data a model was trained on there ("It trains FooBERT on BarSet. It reaches 80.4%": not on BarSet)
    return _nearest(seen.text, seen.benchmarks, previous[1], *previous, evaluated=True)


def _unnamed_place(seen: _Seen) -> str | None:
    """DECIDED_NONE when the number's sentence, naming none, says it is measured on an unnamed dataset or
    task of its own (patterns.UNNAMED_PLACE): the sentence before and the paper's one benchmark are not where it is."""
    if seen.kind in ("score", "delta", "ratio") and patterns.UNNAMED_PLACE.search(seen.text, seen.start, seen.end):
        return DECIDED_NONE
    return None


def _human_study(seen: _Seen) -> str | None:
    """DECIDED_NONE when the number's sentence, naming none, opens with a study of people's judgments ("The user
    study found 3.0% critical errors", "In a study with 94 participants"; patterns.HUMAN_STUDY_OPENS): the people's
    ratings, counts and preferences are of that study, not of the sentence before nor of the paper's one benchmark."""
    return DECIDED_NONE if patterns.HUMAN_STUDY_OPENS.match(seen.text, seen.start) else None


def _this_dataset(seen: _Seen) -> str | None:
    """"We build FooSet, ... This dataset contains over 90K frames": the count is of the dataset named first
    in the sentence before, which its sentence refers back to before the count (patterns.THIS_DATASET_BEFORE)."""
    if seen.kind != "count" or not patterns.THIS_DATASET_BEFORE.search(seen.text, seen.start, seen.index):
        return None
    previous = previous_sentence_bounds(seen.text, seen.index)
    named = _named(seen.text, seen.benchmarks, *previous) if previous else []
    if not named:
        return None
    # "the Foo Scheduling Benchmark (FooEval). This benchmark comprises 13 subtasks": the short name of the one
    return _one_benchmark(seen.text, seen.benchmarks) or named[0][2]


def _former_latter(seen: _Seen) -> str | None:
    """"We test on A and B. On the former it reaches 55.3, on the latter 48.2": the first or the last name of
    the list in the sentence before (patterns.FORMER_LATTER_BEFORE), for a number after the word in its clause."""
    said = patterns.FORMER_LATTER_BEFORE.search(seen.text, clause_bounds(seen.text, seen.index)[0], seen.index)
    previous = previous_sentence_bounds(seen.text, seen.index)
    if said is None or previous is None:
        return None
    chains = _name_chains(replace(seen, start=previous[0], end=previous[1]))
    if not chains:
        return None
    return chains[-1][0] if said.group("which").lower() == "former" else chains[-1][-1]


def _introduced(seen: _Seen) -> str | None:
    one = _one_benchmark(seen.text, seen.benchmarks)
    evaluated = _evaluated(seen.text, seen.benchmarks)
    if one is None and not any(b in seen.own for b in seen.benchmarks if b not in evaluated):
        one = _one_benchmark(seen.text, evaluated)  # "We build FooQ. Our best method trains BarBERT on QuxNLI. It
        # achieves 80.4%": on FooQ (but not where the paper's own data is the training data: "trained on our FooSet")
    if one is None:
        one = _family_head(seen.text, seen.benchmarks, seen.own)  # "FooBench comprises FooBench-QA and FooBench-Corpus"
    if not seen.introduced_benchmark or one is None:
        return None
    if seen.kind not in ("score", "delta"):
        return one
    if not _named(seen.text, seen.benchmarks, 0, seen.start):
        return None  # "Our labeler reaches 95.2%. With it we build FooBench": a result before the benchmark exists
    if patterns.SEVERAL_DATASETS_EVALUATED.search(seen.text, 0, seen.end):
        return None  # "Experiments on three benchmark datasets": results on the others too, unnamed (said up to the
        # number's sentence: "FooNet achieves 77.8%. Results on three public benchmarks further show ..." are later
        # results on others, rules-286)
    return None if _placed_on_other_data(seen) else one


def _placed_on_other_data(seen: _Seen) -> bool:
    """The number's sentence puts it on data other than the paper's own benchmark: unnamed data counted or described in
    the plural after it ("by 3.1 AP on the two standard benchmarks", "on standard leaderboards";
    patterns.OTHER_PLACES_AFTER), or the data the benchmark was made from, or another's run ("88.1% on the original
    benchmark but 52.7% on ours", "In-domain, they achieve 92.0%"; patterns.SOURCE_DATA_AFTER, SOURCE_DATA_BEFORE).
    From the outside review of rules-286."""
    end = seen.candidate.number.end
    return bool(patterns.OTHER_PLACES_AFTER.search(seen.text, end, seen.end)
                or patterns.SOURCE_DATA_AFTER.match(seen.text, end)
                or patterns.SOURCE_DATA_BEFORE.search(seen.text, seen.start, seen.candidate.number.start))


def _setting_named_here(text: str, candidate: NumberCandidate, benchmarks: list[Name], start: int, end: int) -> str | None:
    """A setting in a sentence that names one benchmark the paper evaluates on is that benchmark's condition ("at 1,
    12, 24 hours after a crawl" in the sentence that builds FooFresh-Bench, "at temperature 0.6" on FooBench): that
    name (rules-232, from the read audits: 69 such settings with the name, 21 without). Not a
    model's size ("two frozen 7B agents on FooWorld", "a 125M-parameter backbone", "7-8B models") nor the machine a
    run used ("8 A100 GPUs"; patterns.MODEL_SIZE_OR_MACHINE_AFTER; review of rules-232); a share of a machine is no
    machine ("under a 20% GPU budget on FooBench": review of session 50)."""
    machine = candidate.number.unit != "%" and patterns.MODEL_SIZE_OR_MACHINE_AFTER.match(text, candidate.number.end)
    if patterns.BILLIONS_SIZE.search(candidate.number.raw) or machine:
        return None  # a model's size or the machine a run used is the model's or the run's, no benchmark's
    here = {name for _, _, name in _named(text, _evaluated(text, benchmarks), start, end)}
    return here.pop() if len(here) == 1 else None


def _sole(seen: _Seen) -> str | None:
    evaluated = _evaluated(seen.text, seen.benchmarks)
    one = _one_benchmark(seen.text, evaluated)
    if one is not None and _measured(seen) and not seen.introduced_benchmark and not _on_hardware(seen):
        first = _named(seen.text, evaluated, 0, len(seen.text))
        if first and first[0][0] < seen.start:  # named in an earlier sentence, not only after the number
            return one
    return None


def _on_hardware(seen: _Seen) -> bool:
    """A frame rate with the machine it ran on named right after it ("347 FPS on an RTX A6000", "15 FPS on a Jetson
    Nano"): a speed of the hardware, not a result on the paper's one benchmark (a bare "runs at 30 FPS" may be a
    leaderboard's speed on it; so may "45 FPS while using 40% less GPU memory")."""
    if seen.candidate.number.unit not in _FRAME_RATE_UNITS:
        return False
    return bool(patterns.RATE_ON_HARDWARE_AFTER.match(seen.text, seen.candidate.number.end, seen.end))


def _evaluated(text: str, benchmarks: list[Name]) -> list[Name]:
    """The benchmarks but those every mention of which is the data a model learned from ("a recognizer trained on
    FooTalks", "trains BarBERT on QuxNLI"; patterns.TRAINED_ON_BEFORE) or the source a new benchmark was made from
    ("FooBench-X, an extension of the BarBench benchmark"; _derived_from): the paper measures nothing on them."""
    return [b for b in benchmarks
            if not all(_trained_on(text, at, end) or _derived_from(text, at) for at, end, _ in _named(text, [b], 0, len(text)))]


def _trained_on(text: str, at: int, end: int) -> bool:
    """The mention text[at:end] is the data a model learned from: "trained on FooSet" (patterns.TRAINED_ON_BEFORE),
    "FooSet pre-trained models", "the pre-trained FooSet model" (patterns.PRETRAINED_AFTER, patterns.PRETRAINED_BEFORE)."""
    return bool(patterns.TRAINED_ON_BEFORE.search(text, max(0, at - 40), at) or patterns.PRETRAINED_AFTER.match(text, end)
                or (patterns.PRETRAINED_BEFORE.search(text, max(0, at - 20), at) and patterns.MODEL_NOUN_AFTER.match(text, end)))


def _derived_from(text: str, at: int) -> bool:
    """The mention at text[at] is the source a new benchmark was made from ("FooBench-X, an extension of the BarBench
    benchmark covering 18 languages": the count is FooBench-X's; patterns.DERIVED_FROM_BEFORE), or what the items of the
    data a sentence builds came from ("we build FooSet, 9,000 images from BarCOCO"; patterns.SOURCE_ITEMS_FROM_BEFORE)."""
    if patterns.DERIVED_FROM_BEFORE.search(text, max(0, at - 100), at):
        return True
    start, _ = sentence_bounds(text, at)
    return bool(patterns.SOURCE_ITEMS_FROM_BEFORE.search(text, max(start, at - 100), at)
                and patterns.SOURCE_BUILT_BEFORE.search(text, start, at))


def _measured(seen: _Seen) -> bool:
    """A score, or a change of a quality metric ("1.5% higher accuracy", "a 1% drop in mAP"; not "97% improvement in
    separation", "reduces its size by 50%"): what a paper's one benchmark measures (patterns.QUALITY_METRIC); a change
    in percentage points is one between two measured percentages ("the gap exceeds 19 percentage points")."""
    if seen.kind == "score":
        return True
    if seen.kind == "delta" and patterns.PERCENTAGE_POINTS_AFTER.match(base_rules.NumberView(seen.text, seen.candidate).after):
        return True  # read after the number as delta-percentage-points reads it
    metric = metric_of(seen.text, seen.candidate) or ""
    return seen.kind == "delta" and any(patterns.METRIC_NAME.fullmatch(w) or patterns.QUALITY_METRIC.fullmatch(w) for w in metric.split())


def _one_benchmark(text: str, benchmarks: list[Name]) -> str | None:
    """The paper's one benchmark, when it names one only, or two that are one benchmark under its short and its
    spelled-out name ("FooBench, the Foo Reasoning Benchmark"; rules benchmark-introduced,
    benchmark-sole): its short name."""
    if len(benchmarks) == 1:
        return benchmarks[0].preferred(text)
    if len(benchmarks) == 2:
        short, long = sorted((b.preferred(text) for b in benchmarks), key=len)
        if (_abbreviates(short, long) and _defined_together(text, short, long)) or _bracketed_short(text, short, long):
            return short
        return _campaign_task_named(text, [b.preferred(text) for b in benchmarks])
    return None


def _campaign_task_named(text: str, names: list[str]) -> str | None:
    """A campaign's task id and the task's own name written side by side ("FooEval-2026 Task 6, BarQA, a shared
    task on ...", "FooEval2026 Task 8 (BarRAG)"; patterns.CAMPAIGN_TASK_IN_NAME) are one benchmark: its own name."""
    ids = [n for n in names if patterns.CAMPAIGN_TASK_IN_NAME.search(n)]
    if len(ids) != 1:
        return None
    other = next(n for n in names if n != ids[0])
    return other if _defined_together(text, ids[0], other) else None


def _family_head(text: str, benchmarks: list[Name], own: tuple[Name, ...]) -> str | None:
    """The paper's own benchmark that every other name extends as its part ("FooBench" of "FooBench-QA" and
    "FooBench-Corpus"): its one benchmark, the parts named with their own numbers."""
    heads = sorted(benchmarks, key=lambda b: len(b.preferred(text)))
    if len(heads) < 2 or heads[0] not in own:
        return None
    names = [b.preferred(text) for b in heads]
    head = names[0]
    if not all(re.match(rf"{re.escape(head)}[\s\-]\S", n) for n in names[1:]):
        return None
    return head


def _abbreviates(short: str, long: str) -> bool:
    """The short name's capitals are initials of the long name's words, in order, from its first word
    ("BarQA" of "Bar Question Answering", "FooBench" of "Foo Reasoning Benchmark", "IRC-Bench" of "Implicit
    Reminiscence Context Benchmark")."""
    initials = [w[0].upper() for w in patterns.ALNUM_WORD.findall(long)]
    capitals = patterns.CAPITAL_LETTER.findall(short)
    if " " in short or len(capitals) < 2 or len(initials) < 2 or capitals[0] != initials[0]:
        return False
    at = 0
    for capital in capitals:
        if capital not in initials[at:]:
            return False
        at = initials.index(capital, at) + 1
    return True


def _bracketed_short(text: str, short: str, long: str) -> bool:
    """"Foo Sarcasm Detection Dataset (FUStARD)": a one-word name in brackets right after a spelled-out name of
    several words, with its first letter, is its short name even where its capitals spell no initials (not
    "FooQA (FooLM-7B)": the name before the bracket is one word)."""
    return (" " not in short and " " in long and short[0] == long[0]
            and any(re.match(rf"\s*\(\s*{re.escape(short)}\s*\)", text[m.end():]) for m in mentions(text, long)))


def _defined_together(text: str, short: str, long: str) -> bool:
    """The two names stand side by side once, one right after the other ("FooBench, the Foo Benchmark",
    "the Foo Benchmark (FooBench)"): the paper defines one by the other."""
    return any(0 <= b.start() - a.end() <= 12 for x, y in ((short, long), (long, short))
               for a in mentions(text, x) for b in mentions(text, y))


def _names_the_metric(text: str, candidate: NumberCandidate, name: Name) -> bool:
    """The name is what the number measures, right before it ("a FooF1 of 43.6%", "(BarIndex: 73.2)") or
    right after it ("an 11% gain in FooDR", "+13.1% FooRI improvement"): patterns.NAME_AS_METRIC_BEFORE/AFTER."""
    number = candidate.number
    for form in filter(None, {name.text, name.alias}):
        for match in mentions(text, form):
            if match.end() <= number.start and patterns.NAME_AS_METRIC_BEFORE.fullmatch(text, match.end(), number.start):
                return True
            if match.start() >= number.end and patterns.NAME_AS_METRIC_AFTER.fullmatch(text, number.end, match.start()):
                return True
    return False


def _subject(text: str, candidate: NumberCandidate, benchmarks: list[Name], methods: list[Name], kind: Kind,
             start: int, end: int, parts: list[Name] = ()) -> tuple[str | None, str]:
    methods = [m for m in methods if not _names_the_metric(text, candidate, m)]
    own = [m for m in methods if m not in benchmarks]
    whole = [m for m in own if m not in parts]  # the method's named parts are not a second method of the paper
    if (patterns.FROM_CHANGE_BEFORE.search(text, max(start, candidate.number.start - 160), candidate.number.start)
            and patterns.FROM_VALUE_AFTER.match(text, candidate.number.end)
            # not "gains from 1.2 points to 3.4 points": a range of changes, each the method's
            and not patterns.CHANGES_RANGE_FROM_BEFORE.search(text, max(start, candidate.number.start - 60), candidate.number.start)
            or patterns.CHANGE_ARROW_BEFORE.search(text, max(start, candidate.number.start - 100), candidate.number.start)
            and patterns.ARROW_VALUE_AFTER.match(text, candidate.number.end)):
        return None, subject_rules.SUBJECT_FROM_VALUE.name  # "from 72.57% to 78.04%": the first value is the baseline's
    if patterns.ERROR_SHARE_AFTER.match(text, candidate.number.end):
        return None, subject_rules.SUBJECT_ERROR_SHARE.name  # "70% of failures stem from": what the analysis found, no result
    human = patterns.HUMAN_AFTER.match(text, candidate.number.end) or patterns.HUMAN_BEFORE.search(text, start, candidate.number.start)
    if human is not None:
        written = next(group for group in human.groupdict().values() if group)  # "humans", "human participants"
        return written, subject_rules.SUBJECT_HUMAN_REFERENCE.name  # "versus 87.6% for humans"
    if kind in ("setting", "count") and patterns.MODEL_SIZE_BRACKETED.search(text, start, candidate.number.start) and (
            patterns.SIZE_BRACKET_CLOSES.match(text, candidate.number.end) and patterns.SIZE_VALUE.search(candidate.number.raw)):
        name = _written_name(patterns.MODEL_SIZE_BRACKETED.search(text, start, candidate.number.start).group("phrase"))
        if (name and any(_model_like(w) and not patterns.PLURAL_ACRONYM.fullmatch(w) for w in name.split())
                and not _named(name, methods, 0, len(name))):  # not "medium-sized LMs (7B parameters)": a kind
            return name, subject_rules.SUBJECT_MODEL_SIZE.name  # "GPT-2 Small (124M)": that model's size, not the method's
    compared = _compared_baseline(text, candidate, own, start)
    if compared is not None:
        return compared[0] or None, compared[1]
    rival = _rival(text, candidate, own, benchmarks, start)
    if rival is not None:
        return rival, subject_rules.SUBJECT_COMPARED_RIVAL.name
    if kind in ("score", "delta", "ratio") and not _named(text, own, start, end):  # the paper's benchmark is no method acting
        clause_start, _ = clause_bounds(text, candidate.number.start)
        if patterns.PARTICIPLE_OPENS.match(text, clause_start) and clause_start > start:
            clause_start = clause_bounds(text, clause_start - 2)[0]  # ", achieving 1.10": the clause before acts
        opens = (patterns.NAMED_MODEL_OPENS.match(text[clause_start : candidate.number.start])
                 or patterns.NAMED_MODEL_DESCRIBED.match(text[clause_start : candidate.number.start]))
        name = opens.group("name").strip(".") if opens else ""
        if (opens and _model_like(name) and not name[0].isdigit()  # not "a 3B-parameter model achieves"
                and not any(_squeezed(name) in {_squeezed(w) for m in methods for w in (m.text, m.alias, *m.text.split()) if w}
                            for _ in [0])  # "R1" of "R1 Translator", "Tiny-BEV" of "TinyBEV": the paper's own
                and not _named(text, benchmarks, clause_start, candidate.number.start)):
            return name, subject_rules.SUBJECT_NAMED_MODEL.name
    result = kind in ("score", "delta", "ratio")
    subject = (_nearest_in_clause(text, methods, candidate, start, end) if result
               else _nearest(text, methods, candidate.number.start, start, end))
    if kind == "count" and subject is not None and _scope_count(
            text, candidate, start, subject not in {b.preferred(text) for b in benchmarks}):
        return None, subject_rules.SUBJECT_SCOPE_COUNT.name  # "across 14 benchmarks", "We evaluate 8 LLMs": no result of the method
    if subject is not None and result and _measured_on(text, subject, benchmarks, candidate, start, end):
        mine = _nearest(text, own, candidate.number.start, start, end)
        others = patterns.OTHER_MODELS_BEFORE.search(text, start, candidate.number.start)
        if mine is None and len(whole) == 1 and not others:
            mine = whole[0].preferred(text)
        if mine is None and _evaluated_models(text, candidate, start):
            return None, subject_rules.SUBJECT_EVALUATED_MODELS.name  # "the best-performing agent achieving only 21.4%"
        if mine is None:
            antecedent = _antecedent(text, candidate, own, start)
            if antecedent is not None:
                return antecedent, subject_rules.SUBJECT_PRONOUN.name
            main = _main_method(text, candidate, whole)
            if main is not None:
                return main, subject_rules.SUBJECT_MAIN_METHOD.name  # "our method ... on our FooBench"
        return mine, subject_rules.SUBJECT_NOT_THE_BENCHMARK.name
    if subject is not None and result:
        # a result's subject is what scores, not the paper's own data it is scored on ("FooNet achieved AUCs of
        # 0.80 and 0.79 on FooS-A and FooS-B"): the paper's methods first, then its data
        subject = _nearest_in_clause(text, own, candidate, start, end) or subject
    if subject is not None:
        return subject, subject_rules.SUBJECT_SAME_SENTENCE.name
    if len(whole) == 1 and result and _named(text, whole, 0, start) and not patterns.EVALUATED_MODELS.search(
            text, start, candidate.number.start):
        return whole[0].preferred(text), subject_rules.SUBJECT_SOLE_METHOD.name  # "It improves ... by 4.4%", not before it is named
    antecedent = _antecedent(text, candidate, own, start) if result else None
    if antecedent is not None:
        return antecedent, subject_rules.SUBJECT_PRONOUN.name
    main = _main_method(text, candidate, whole) if result else None
    if main is not None:
        return main, subject_rules.SUBJECT_MAIN_METHOD.name  # "our method outperforms": the one own name described as a method
    if result and _evaluated_models(text, candidate, start):
        return None, subject_rules.SUBJECT_EVALUATED_MODELS.name  # "tested models often fail the probe, with accuracy ..."
    return None, "subject-none"


def _evaluated_models(text: str, candidate: NumberCandidate, start: int) -> bool:
    """The models a paper evaluates are what reaches the number (subject_rules.SUBJECT_EVALUATED_MODELS): "the best
    model", "tested models often fail" in the number's clause, or the clause before a participle of it ("..., with the
    best-performing agent achieving"); not the paper's own ("our models", "the proposed"), nor a clause that
    only sets them against it ("While existing models struggle, our approach reaches")."""
    clause_start, _ = clause_bounds(text, candidate.number.start)
    if patterns.RESULT_PHRASE_OPENS.match(text, clause_start) and clause_start > start:
        clause_start = clause_bounds(text, clause_start - 2)[0]  # ", with accuracy reaching": the clause before acts
    clause = text[max(start, clause_start) : candidate.number.start]
    if patterns.OWN_WORK_HELD.search(clause):
        return False
    return bool(patterns.EVALUATED_MODELS.search(clause) or patterns.OTHER_MODELS_BEFORE.search(clause))


def _main_method(text: str, candidate: NumberCandidate, whole: list[Name]) -> str | None:
    """The paper's one name described as a framework, method or model, for 'our method' in the number's clause when
    it introduces several (subject_rules.SUBJECT_MAIN_METHOD); a name described beside another of its own names ("the
    BarFix method to constrain FooNet") is an aid to that one, not the main method."""
    if len(whole) < 2 or not patterns.OUR_METHOD_BEFORE.search(text, clause_bounds(text, candidate.number.start)[0],
                                                      candidate.number.start):
        return None
    main = [m for m in whole if any(patterns.DESCRIBED_AS_METHOD_AFTER.match(text, at) and not _aids_another(text, m, whole, at)
                                    for _, at, _ in _named(text, [m], 0, len(text)))]
    return main[0].preferred(text) if len(main) == 1 else None


def _aids_another(text: str, name: Name, whole: list[Name], at: int) -> bool:
    """The sentence describing the name also names another own name, named before that sentence ("We design the
    BarFix method to constrain FooNet"), not one it introduces ("FooNet, a framework with a BarGate module")."""
    start, end = sentence_bounds(text, at)
    return any(_named(text, [o], start, end) and _named(text, [o], 0, start) for o in whole if o != name)


def _scope_count(text: str, candidate: NumberCandidate, start: int, not_a_benchmark: bool) -> bool:
    """A count of the models the work evaluates or of a study's people, or, when the name it would be given is not
    a benchmark (whose own items it could count), of what the work is evaluated on (subject_rules.SUBJECT_SCOPE_COUNT)."""
    before, end = text[start : candidate.number.start], candidate.number.end
    if patterns.EVALUATED_COUNT_BEFORE.search(before) and patterns.EVALUATED_COUNT_AFTER.match(text, end) or patterns.PARTICIPANTS_BEFORE.search(before):
        return True
    scope = patterns.SCOPE_COUNT_BEFORE.search(before)
    if scope and scope.group("prep").lower() == "over" and not patterns.COUNTED_BENCHMARKS_AFTER.match(text, end):
        scope = None  # "integrates over 15K 3D models": a hedge, not a place
    return not_a_benchmark and bool(scope and patterns.SCOPE_COUNT_AFTER.match(text, end) or patterns.PARTICIPANTS_AFTER.match(text, end)
                                    or patterns.UNNAMED_DATA_BEFORE.search(before))  # "a dataset of 900K papers"


def _squeezed(name: str) -> str:
    return patterns.NON_ALNUM.sub("", name).lower()


def _compared_baseline(text: str, candidate: NumberCandidate, own: list[Name], start: int) -> tuple[str, str] | None:
    """The model a value is given for when it is what the method is compared against (subject_rules.SUBJECT_COMPARED and
    the rules after it): its name ("" when it is not written as a name) and the rule, None when the value is not a
    compared model's."""
    before = text[start : candidate.number.start]
    match, rule = (patterns.OTHER_MODEL_NAMED_BEFORE.search(before) or patterns.COMPARED_WHICH_BEFORE.search(before)
                   or patterns.COMPARED_OF_BEFORE.search(before)), subject_rules.SUBJECT_COMPARED.name
    if match is not None and match.groupdict().get("listed") and patterns.OF_NAME_AFTER.match(text, candidate.number.end):
        match = None  # "the best baseline of 61.2% and 72.0% of FooNet-S": the listed value is the named model's
    if match is None:
        match, rule = patterns.COMPARED_OWNER_BEFORE.search(before), subject_rules.SUBJECT_COMPARED_OWNER.name
    if match is None and patterns.COMPARED_VALUE_AFTER.match(text, candidate.number.end):
        match, rule = _compared_in_brackets(before)
    if match is None:
        return None
    name = _written_name(match.groupdict().get("name") or match.group("phrase"))
    if not name or _generic_capitals(name) or all(patterns.METRIC_NAME.fullmatch(w) for w in name.split()):
        return "", rule  # "the previous best (10.4)", "the SOTA of 61.2%", "the BLEU baseline of": a baseline, unnamed
    if _named(name, own, 0, len(name)):
        return None  # the paper's own method or variant ("as does FooNet-S, which achieves"): no rival, others decide
    return name, rule


def _rival(text: str, candidate: NumberCandidate, own: list[Name], benchmarks: list[Name], start: int) -> str | None:
    """The model a value is given for when it is set against the method's (subject_rules.SUBJECT_COMPARED_RIVAL): "for X"
    after a comparison (X as written, a method in words too: "temperature scaling"), or the named model opening a
    "while" clause; None where there is none or it is the paper's own."""
    before = text[start : candidate.number.start]
    given_for = patterns.FOR_RIVAL_AFTER.match(text, candidate.number.end)
    if given_for and patterns.COMPARED_FOR_BEFORE.search(before):
        phrase = given_for.group("phrase")
        # a model written with a capital ("BarLM-XL", "PAT-T", "standard ES"), or a method in words ending as one
        # ("temperature scaling", "the ungrounded baseline"); not a split, a language or a pronoun ("for long
        # inputs", "for English", "for it")
        capitalised = any(letter.isupper() for letter in phrase) and not is_language_or_country(phrase)
        name = phrase if capitalised or patterns.METHOD_IN_WORDS_END.search(phrase) else ""
        if name and _named(name, benchmarks, 0, len(name)):
            name = ""  # "versus 61.2% for BarSet-Hard": a dataset, not a rival
    else:
        opens = patterns.WHILE_RIVAL_BEFORE.search(before)
        name = _written_name(opens.group("phrase")) if opens else ""
        if name and not any(_model_like(word) or _capital_acronym(word) for word in name.split()):
            name = ""  # "while the Baseline reaches": no model written as a name ("whereas BERT obtains" is one)
        if name and _named(name, benchmarks, 0, len(name)):
            name = ""  # "while the FooSet score reaches": a benchmark, no rival
    if not name or _named(name, own, 0, len(name)):
        return None
    return name


def _capital_acronym(word: str) -> bool:
    """A model's name written in capitals ("BERT", "GPT"), not a metric's ("BLEU", "AUC", "ECE"), a field's or a kind
    of model ("NLP", "CNN", "LLM"), nor a word in capitals ("SOTA", "ALL")."""
    return (len(word) >= 3 and word.isalpha() and word.isupper() and not patterns.METRIC_NAME.fullmatch(word)
            and word not in patterns.GENERIC_ACRONYMS and word.rstrip("S") not in patterns.GENERIC_ACRONYMS
            and word not in _CAPITALS_NO_MODEL)


def _generic_capitals(name: str) -> bool:
    """A name of capitals words alone that names no model ("the SOTA of 61.2%", "the LLM baselines of", "than SOTA
    LLMs (61.2%)"), where a compared architecture is one ("versus LSTM (26.7%)")."""
    return all(w in _CAPITALS_NO_MODEL or w.rstrip("sS") in ("SOTA", "LLM", "VLM", "MLLM", "AI", "ML", "NLP")
               for w in name.split())


# Words written in capitals that name no model: metrics the metric names miss, quantifiers, emphasis.
_CAPITALS_NO_MODEL = {"ECE", "MAE", "MAPE", "SMAPE", "TER", "BPC", "BPD", "MOTA", "HOTA", "ALL", "ANY", "NONE", "NOT",
                      "ONLY", "BOTH", "EACH", "NEW", "OUR", "THE"}


def _written_name(phrase: str) -> str:
    """The name a phrase ends in, when written as one ("the FooChat Agent baseline" -> "FooChat Agent", "BarNet-XL",
    "Baz 2.5 Pro"), else ""."""
    words = [w.strip(",()") for w in phrase.split()]
    while words and words[-1].lower() in _BASELINE_NOUNS:
        words.pop()  # "the FooChat Agent baseline (35.27%)"
    named: list[str] = []
    while words and (_model_like(words[-1]) or (words[-1][:1].isupper() and words[-1][1:].isalpha())
                     or (patterns.VERSION_NUMBER.fullmatch(words[-1]) and len(words) > 1 and words[-2][:1].isupper())):
        named.insert(0, words.pop())  # "FooChat Agent", "Brain", "BarNet-XL", "Baz 2.5 Pro": a name, capitalised
    if not named or not (any(_model_like(w) for w in named) or not words or words[-1].lower() in ("than", "the")):
        return ""
    return " ".join(named)


def _compared_in_brackets(before: str) -> tuple[re.Match | None, str]:
    """A value alone in brackets after what is compared against ("than BarNet (35.2%)", subject_rules.SUBJECT_COMPARED), after
    the margin it is beaten by ("BarNet by 3% (29.6%)", subject_rules.SUBJECT_COMPARED_MARGIN), or after the next of a list of
    such ("BarLM (0.75), Baz 2.5 Pro (0.67)", subject_rules.SUBJECT_COMPARED_NEXT)."""
    match = patterns.COMPARED_VALUE_BEFORE.search(before)
    if match is not None:
        return match, subject_rules.SUBJECT_COMPARED.name
    match = patterns.COMPARED_MARGIN_BEFORE.search(before)
    if match is not None:
        return match, subject_rules.SUBJECT_COMPARED_MARGIN.name
    match = patterns.COMPARED_NEXT_BEFORE.search(before)
    opens = patterns.BRACKET_VALUE_END.search(before, 0, match.start()) if match else None
    if opens is not None and _compared_in_brackets(before[: opens.start() + 1])[0] is not None:
        return match, subject_rules.SUBJECT_COMPARED_NEXT.name  # the value before it, in brackets, is a compared model's too
    return None, subject_rules.SUBJECT_COMPARED.name


_BASELINE_NOUNS = {"baseline", "baselines", "model", "models", "method", "methods", "approach", "system", "variant"}


def _antecedent(text: str, candidate: NumberCandidate, own: list[Name], start: int) -> str | None:
    """"Notably, it outperforms ... by 5%": the own method named first in the nearest of the two sentences before
    that names one (subject_rules.SUBJECT_PRONOUN), when 'it' is the subject of the number's sentence naming none."""
    if not own or _named(text, own, start, candidate.number.start) or not patterns.IT_SUBJECT_BEFORE.search(
            text[start : candidate.number.start]):
        return None
    index = start
    for _ in range(2):
        previous = previous_sentence_bounds(text, index)
        if previous is None:
            return None
        named = _named(text, own, *previous)
        if named:
            return named[0][2]  # the sentence's subject comes first: "FooNet, with its BarModule, leads"
        index = previous[0]
    return None


def _measured_on(text: str, subject: str, benchmarks: list[Name], candidate: NumberCandidate, start: int,
                 end: int) -> bool:
    """The nearest introduced name is a benchmark the number is measured on: its mention nearest the number
    stands after 'on', 'in' or 'across' ("enhances performance on FooBench by 50%")."""
    if subject not in {b.preferred(text) for b in benchmarks}:
        return False
    places = [(abs(at - candidate.number.start), at) for at, _, name in _named(text, benchmarks, start, end)
              if name == subject]
    return bool(places) and bool(patterns.PLACE_BEFORE.search(text, max(start, min(places)[1] - 40), min(places)[1]))


def _on_after(seen: _Seen) -> str | None:
    """The first benchmark after the number, behind 'on' with no other result and no new clause
    between ("74.4% mIoU at 230 FPS on X" is on X; "by 8.4%, while results on X" is not), in its sentence."""
    end = seen.candidate.number.end
    named = _named(seen.text, seen.benchmarks, end, seen.end)
    for i, (at, stop, name) in enumerate(named):
        if _leads_on_to(seen.text[end:at]) and not patterns.TRAINED_ON_BEFORE.search(seen.text, max(end, at - 40), at):
            if _parallel_item(seen.text, named, i, end):
                return None  # "to 10.1%, and latency on A and B to 12 and 15 ms": A and B's own values
            if (i + 1 < len(named) and patterns.LIST_NAMES_NEXT.fullmatch(seen.text, stop, named[i + 1][0])
                    and _alone(seen) and _list_closes(seen.text, named, i)
                    and not patterns.RESPECTIVELY.search(seen.text, stop, seen.end)):
                return None  # "an average score of 73.8 on A, B, and C": on all of them (benchmark-none-list; round 34)
            return name
    return None


def _parallel_item(text: str, named: list[tuple[int, int, str]], i: int, after_number: int) -> bool:
    """The names from named[i] on are a parallel item with its own measure and values (", and latency on A and B to 12
    and 15 ms": patterns.PARALLEL_ITEM_LEAD between the number and them, PARALLEL_VALUES_AFTER after their list)."""
    if not patterns.PARALLEL_ITEM_LEAD.search(text, after_number, named[i][0] + 1):
        return False
    last = i
    while last + 1 < len(named) and patterns.LIST_NAMES_NEXT.fullmatch(text, named[last][1], named[last + 1][0]):
        last += 1
    return bool(patterns.PARALLEL_VALUES_AFTER.match(text, named[last][1]))


def _list_closes(text: str, named: list[tuple[int, int, str]], i: int) -> bool:
    """The names from named[i] on form a list that closes the number's place: no later name with a value of its own
    ("BarSet by 2.0%", "BarSet (79.1%)": patterns.OWN_VALUE_AFTER), no verb after the last opening a new clause ("and
    BarSet is harder": CLAUSE_VERB_AFTER), and no two names joined by ", and" (two clauses: COMMA_AND_GAP); review of
    rules-236."""
    last = i
    while last + 1 < len(named) and patterns.LIST_NAMES_NEXT.fullmatch(text, named[last][1], named[last + 1][0]):
        last += 1
        if patterns.OWN_VALUE_AFTER.match(text, named[last][1]):
            return False
    two_clauses = last == i + 1 and patterns.COMMA_AND_GAP.fullmatch(text, named[i][1], named[last][0])
    return not (patterns.CLAUSE_VERB_AFTER.match(text, named[last][1]) or two_clauses)


def _alone(seen: _Seen) -> bool:
    """The number is no item of a list of values: alone in its run, or one range ("10%--16%")."""
    run = _run(seen)
    return len(run) == 1 or (len(run) == 2 and _joined_as_one(seen.text, run))


def _efficiency_on(seen: _Seen) -> str | None:
    """An efficiency figure's benchmark named right behind 'on' ("trains 2.3x faster on FooSet"), with no list or
    other clause between (patterns.EFFICIENCY_ON_BREAK); the finders then decide it (benchmark-on-after)."""
    name = _on_after(seen)
    end = seen.candidate.number.end
    at = next((at for at, _, named in _named(seen.text, seen.benchmarks, end, seen.end) if named == name), None)
    return None if at is None or patterns.EFFICIENCY_ON_BREAK.search(seen.text, end, at) else name


def _named_change(seen: _Seen) -> str | None:
    """A value of a change 'from a to b' or 'by a' whose 'from' or 'by' follows a benchmark's name, its noun or
    metric at most between ("on the FooQA benchmark from 53.8% to 56.1%"): that name (patterns.NAME_BEFORE_CHANGE)."""
    number = seen.candidate.number
    opened = patterns.CHANGE_OPENS_BEFORE.search(seen.text, seen.start, number.start)
    if opened is None:
        return None
    if opened.end("opens") == opened.end() and not patterns.FROM_VALUE_AFTER.match(seen.text, number.end):
        return None  # "ranging from 7B": no change to a second value
    value = opened.end("opens") if opened.group("opens") else opened.end()  # where NAME_BEFORE_CHANGE ends
    named = _named(seen.text, seen.benchmarks, seen.start, opened.start())
    for i, (at, end, name) in enumerate(named):
        if patterns.NAME_BEFORE_CHANGE.fullmatch(seen.text, end, value):
            listed = i > 0 and patterns.LIST_NAMES_NEXT.fullmatch(seen.text, named[i - 1][1], at)
            return None if listed else name  # "on A, B, and C by up to 5.5%": on all of them, the rules after decide
    return None


def _leads_on_to(between: str) -> bool:
    """The words between a number and a name lead to it with 'on': no new clause, no closing bracket
    the number stood in, no other number but a condition ("at 230 FPS") or one in brackets ("(+1.2)")."""
    if patterns.NEW_CLAUSE.search(between):
        return False
    unbracketed = patterns.BRACKETED.sub(" ", between)
    if ")" in unbracketed:  # "FooSet (55.8% mIoU) and good results on BarSet"
        return False
    # "68.0 EM / 75.1 F1 on BarQA": a metric's digits ("F1", "AP50", "top-1") are no other number
    return bool(patterns.ON_AFTER.fullmatch(patterns.METRIC_DIGITS.sub("M", patterns.CONDITION_NUMBER.sub(" ", unbracketed))))


def _before_new_clause(text: str, candidate: NumberCandidate, end: int) -> int:
    """Where the number's sentence is cut for the nearest-name search: at a new clause after it."""
    found = patterns.NEW_CLAUSE.search(text, candidate.number.end, end)
    return found.start() if found else end


def _bracketed_value(seen: _Seen) -> str | None:
    """"gains of 10.1 (56.4%) on A and 7.4 (31.4%) on B": a number alone in brackets right after another restates
    it, so it is on that number's benchmark, which the rules after this one decide (patterns.BRACKET_AFTER_NUMBER)."""
    number = seen.candidate.number
    before = [n for n in seen.numbers if seen.start <= n.number.start and n.number.end <= number.start]
    compared = _compared_in_bracket(seen)  # "+2.3% (88.4% vs. 90.7%)": the change's two ends
    if compared is not None:
        before = [n for n in before if n.number.end <= compared]
        if not before or not patterns.CHANGE_UNIT_BEFORE_BRACKET.fullmatch(seen.text, before[-1].number.end, compared + 1):
            return None  # "by 2.3 points (88.4% vs. 90.7%)": a unit or metric may stand between
    elif not before or not patterns.BRACKET_AFTER_NUMBER.fullmatch(seen.text, before[-1].number.end, number.start) \
            or not patterns.BRACKET_CLOSES_AFTER.match(seen.text, number.end):
        return None
    restated = replace(seen, candidate=before[-1], kind=kind_rules.decide_kind(seen.text, before[-1])[0])
    found = _first_found(restated, BENCHMARK_FINDERS[1:])
    return found[1] if found is not None else None


def _compared_in_bracket(seen: _Seen) -> int | None:
    """Where the bracket opens when the number is one of the values it compares ("(88.4% vs. 90.7%)":
    patterns.VALUES_COMPARED_BRACKET), else None."""
    opened = seen.text.rfind("(", seen.start, seen.candidate.number.start)
    if opened < 0 or ")" in seen.text[opened : seen.candidate.number.start]:
        return None
    return opened if patterns.VALUES_COMPARED_BRACKET.match(seen.text, opened) else None


def _bracketed_name(seen: _Seen) -> str | None:
    """"71.3% (FooKG) and 89.4% (BarWeb)": a benchmark's name alone in a bracket right after a score is the one it is
    on (patterns.SCORE_BRACKET_BEFORE)."""
    number = seen.candidate.number
    if not patterns.SCORE_BRACKET_BEFORE.search(seen.text, seen.start, _skip_space(seen.text, number.end) + 1):
        return None
    return next((name for at, end, name in _named(seen.text, seen.benchmarks, number.end, seen.end)
                 if not seen.text[number.end : at].strip(" (") and patterns.BRACKET_CLOSE_AFTER.match(seen.text, end)), None)


def _in_brackets(seen: _Seen) -> str | None:
    """The benchmark whose name stands right before the bracket the number is in: "FooSet (50.3% mIoU)", or with a
    task word between: "BarPOS tagging (+1.1)" (patterns.TASK_WORD_END)."""
    opened = seen.text.rfind("(", seen.start, seen.index)
    if opened < 0 or ")" in seen.text[opened : seen.index]:
        return None
    head_end = len(seen.text[:opened].rstrip())
    noun = patterns.DATA_NOUN_END.search(seen.text, seen.start, head_end)  # "the FooSet dataset (ODS of 0.78)"
    if noun:
        head_end = noun.start()
    task = patterns.TASK_WORD_END.search(seen.text, seen.start, head_end)  # "BarPOS tagging (+1.1)": the task's word between
    if task and task.start() > seen.start:
        head_end = task.start()
    return next((name for _, end, name in _named(seen.text, seen.benchmarks, seen.start, head_end)
                 if end == head_end), None)


def _labelled(seen: _Seen) -> str | None:
    """The benchmark whose name labels the number with a colon: "(FooSet: 93.4%, BarSet: 87.6%)"; or labels
    the first number of the sentence's list after it ("on FooBank: 93.55 F1 without extra data, and 95.13 F1
    with it"), with no other name and no closing bracket between."""
    named = _named(seen.text, seen.benchmarks, seen.start, seen.index)
    labels = [(label, name) for _, end, name in named if (label := patterns.NAME_LABEL_AFTER.match(seen.text, end))]
    if not labels:
        return None
    label, name = labels[-1]
    if label.end() == seen.index:
        return name
    first = next((n for n in seen.numbers if n.number.start == label.end()), None)
    if first is None or named[-1][2] != name or ")" in seen.text[label.end() : seen.index]:
        return None
    return name


def _previous_list(seen: _Seen) -> str | None:
    """"We test on A and B. Our model achieves 92.1% and 85.3%.": a list of as many numbers as the names the
    sentence before lists (and none named in its own) pairs with them by position."""
    previous = _listing_sentence(seen)
    if previous is None or seen.kind not in ("score", "delta") or _named(seen.text, seen.benchmarks, seen.start, seen.end):
        return None
    whole_run = _run(seen)
    if _compared_respectively(seen, whole_run):
        return None
    named = _named(seen.text, seen.benchmarks, *previous)
    if len(named) < 2 or not all(patterns.LIST_NAMES_NEXT.fullmatch(seen.text, a[1], b[0]) for a, b in zip(named, named[1:])):
        return None
    run = _of_its_unit(whole_run, seen.candidate)  # "2 and 1 points": the bare 2 takes the unit after the list
    if len(run) != len(named) or _joined_as_one(seen.text, run):
        return None
    if not all(patterns.BARE_LIST_GAP.fullmatch(seen.text, _past_unit(seen.text, a.number), b.number.start)
               for a, b in zip(run, run[1:])):
        return None  # "an F1 of 0.94 and an accuracy of 94.2%", "+0.6 FooScore and +1.2 BarScore": each number has its
        # own metric, so they are two measures of one thing, not one measure on each name listed before
    return named[run.index(seen.candidate)][2]


def _past_unit(text: str, number: Number) -> int:
    """Where a list's gap after the number starts: past the unit word written after it ("26mm and 29mm", "5 dB, 7 dB")."""
    word = patterns.WORD_AFTER_NUMBER.match(text, number.end) if number.unit not in (None, "%", "x") else None
    return word.end() if word else number.end


def _listing_sentence(seen: _Seen) -> tuple[int, int] | None:
    """The sentence before, or the one before it where the sentence between names no benchmark and holds no number
    ("We test on A and B. Results show it is precise. It gains 3.2% and 5.8%.": a remark between the list and the
    numbers)."""
    previous = previous_sentence_bounds(seen.text, seen.index)
    if previous is None or _named(seen.text, seen.benchmarks, *previous) or any(
            previous[0] <= n.number.start < previous[1] for n in seen.numbers):
        return previous
    return previous_sentence_bounds(seen.text, previous[0]) or previous


def _last_named(text: str, names: list[Name], start: int, end: int) -> str | None:
    """The benchmark named last in text[start:end]."""
    return _nearest(text, names, end, start, end)


def _efficiency(text: str, candidate: NumberCandidate, numbers: list[NumberCandidate] = ()) -> bool:
    """The words right after the number, or the metric phrase, name speed, memory, tokens or cost;
    for a number listed before others ("13.7%, 12.7%, and 13.7% lower latency"), those after the last."""
    if candidate.number.unit in (*_FRAME_RATE_UNITS, *_LATENCY_UNITS):
        return False  # "20fps in speed", "< 3ms mean latency": leaderboards keep a frame rate or latency per dataset
    candidate = _last_of_bare_list(text, candidate, numbers)
    if patterns.SHARE_OF_TIME_AFTER.match(text, candidate.number.end):
        return False  # "69% of the time": how often it succeeds, a score, no running time
    _, clause_end = clause_bounds(text, candidate.number.end)
    # cut at "on" and at a condition: "34.27% accuracy on Moments-in-Time" is not about time, nor
    # "AP of 57.0 at corresponding speeds of 78 FPS" about speed, nor "a mask AP of 40.2 with a two-fold speedup"
    # ("2.2% over baseline Faster RCNN": a detector's name, no speed), nor "perplexity from 90.6 to 65.4 using the
    # same number of parameters" about parameters: 'using' opens a condition like 'with'
    window = patterns.NAMED_DETECTOR.sub("", text[candidate.number.end : min(clause_end, candidate.number.end + 60)])[:40]
    after = patterns.EFFICIENCY_CLAUSE_END.split(window)[0]
    return bool(patterns.EFFICIENCY.search(after) or patterns.EFFICIENCY.search(patterns.NAMED_DETECTOR.sub("", metric_of(text, candidate) or ""))
                or patterns.EFFICIENCY_BEFORE.search(text, max(0, candidate.number.start - 80), candidate.number.start))


def _last_of_bare_list(text: str, candidate: NumberCandidate, numbers: list[NumberCandidate]) -> NumberCandidate:
    """The last number of the bare list the candidate starts or continues ("18.5%, 17.2%, and 18.5%")."""
    following = [n for n in numbers if n.number.start >= candidate.number.end]
    for found in following:
        if not patterns.BARE_LIST_GAP.fullmatch(text, candidate.number.end, found.number.start):
            break
        candidate = found
    return candidate


def _named(text: str, benchmarks: list[Name], start: int, end: int) -> list[tuple[int, int, str]]:
    """Each benchmark mention in text[start:end] as (start, end, the name's preferred form), in text
    order; a mention inside a longer one ("NER" in "CoNLL03 NER") is left out."""
    found: list[tuple[int, int, str]] = []
    for name in benchmarks:
        for form in filter(None, {name.text, name.alias}):
            for m in mentions(text[start:end], form):
                found += [(start + m.start(), start + m.end(), name.preferred(text)),
                          *_elided_editions(text, start + m.end(), end, name.preferred(text))]
    return sorted(_outermost(found))


def _outermost(found: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """The mentions (start, end, name) not inside a longer one: "NER" in "CoNLL03 NER", "FooBench" in "FooBench II"."""
    return [m for m in found if not any(o[0] <= m[0] and m[1] <= o[1] and o != m for o in found)]


def _elided_editions(text: str, at: int, end: int, name: str) -> list[tuple[int, int, str]]:
    """"on the FooSet 2007 and 2012 benchmarks": each year after a name ending in a year is another edition of
    that name, written without it (patterns.ELIDED_YEAR_AFTER), as (start, end, the name with that year); so is a
    slashed version after a name ending in a version ("FooQA v1.1/v2.0", patterns.ELIDED_VERSION_AFTER)."""
    found: list[tuple[int, int, str]] = []
    for ending, after in ((patterns.NAME_YEAR_END, patterns.ELIDED_YEAR_AFTER),
                          (patterns.NAME_VERSION_END, patterns.ELIDED_VERSION_AFTER)):
        edition = ending.search(name)
        while edition and (joined := after.match(text, at, end)):
            found.append((joined.start(1), joined.end(1), name[: edition.start()] + joined.group(1)))
            at = joined.end()
    return found


def elided_edition_in(name: str, text: str) -> bool:
    """The name, ending in a year or a version, is written as an elided edition ("FooSet 2012" in "FooSet 2007 and
    2012", "FooQA v2.0" in "FooQA v1.1/v2.0")."""
    edition = patterns.NAME_YEAR_END.search(name) or patterns.NAME_VERSION_END.search(name)
    if edition is None:
        return False
    for m in re.finditer(re.escape(name[: edition.start()]) + rf"(?:{patterns.YEAR}|{patterns.VERSION})", text):
        if any(y[2] == name for y in _elided_editions(text, m.end(), len(text), text[m.start() : m.end()])):
            return True
    return False


def _run(seen: _Seen) -> list[NumberCandidate]:
    """The list of numbers the candidate is in: neighbours at most _LIST_GAP characters apart, with no
    benchmark named, no result verb and no new clause between ("an mAP of 92.8 (vs. 92.0), OF1 of 88.2")."""
    inside = [n for n in seen.numbers if seen.start <= n.number.start < seen.end]
    if seen.candidate not in inside:
        return [seen.candidate]
    named = [at for at, _, _ in _named(seen.text, seen.benchmarks, seen.start, seen.end)]
    i = j = inside.index(seen.candidate)

    def joined(left: NumberCandidate, right: NumberCandidate) -> bool:
        gap = seen.text[left.number.end : right.number.start]
        return (len(gap) <= _LIST_GAP and not patterns.LIST_BREAK.search(gap)
                and not patterns.HYPHENED_WORD.match(gap) and not patterns.HYPHENED_WORD.match(seen.text, right.number.end)
                and not any(left.number.end <= at < right.number.start for at in named))

    while i > 0 and joined(inside[i - 1], inside[i]):
        i -= 1
    while j + 1 < len(inside) and joined(inside[j], inside[j + 1]):
        j += 1
    return inside[i : j + 1]


_LIST_GAP = 30  # characters between two numbers of one list: "85.1% mAP / 87.2% rank1 and "


def _respectively(seen: _Seen) -> str | None:
    """"19.3%, 21.7%, and 18.7% on A, B, and C, respectively": by position; with k
    numbers per benchmark ("85.1% mAP / 87.2% rank1, ... on A, B and C, respectively"),
    by groups of k. A name written twice ("CUHK03 labeled, CUHK03 detected") counts twice.
    The list is the one right before 'respectively', and no name may stand between its numbers."""
    found = patterns.RESPECTIVELY.search(seen.text, seen.start, seen.end)
    said = found.start() if found else -1
    run = _run(seen)
    ahead = patterns.RESPECTIVELY_AHEAD.search(seen.text, seen.start, run[0].number.start)
    if ahead is not None:  # "0.74 on A and 0.70 on B, respectively a 15 and 5 point gain": the names before it
        order = [name for _, _, name in _named(seen.text, seen.benchmarks, seen.start, ahead.start())]
        return _by_position(seen.text, seen.candidate, run, order)
    if said < 0 or run[-1].number.end > said or any(
            run[-1].number.end <= n.number.start < said for n in seen.numbers):
        return None
    order = [name for _, _, name in _named(seen.text, seen.benchmarks, seen.start, seen.end)]
    previous = previous_sentence_bounds(seen.text, seen.index)
    # "We test on A and B. It gets 72.1 and 65.3 F1, respectively."
    if not order and previous and not _compared_respectively(seen, run):
        order = [name for _, _, name in _named(seen.text, seen.benchmarks, *previous)]
    if len(order) < 2 and patterns.POINTS_BACK_TO_LIST.search(seen.text, seen.start, said):
        order = _last_list_before(seen)  # "... from 0.56 to 14.06 on the two datasets, respectively"
    return _by_position(seen.text, seen.candidate, run, order)


def _compared_respectively(seen: _Seen, run: list[NumberCandidate]) -> bool:
    """"We test on A and B. It gains 19% and 71% compared to FooNet and BarNet, respectively": the list 'respectively'
    pairs the values with is of what they are compared with (patterns.COMPARED_LIST_BEFORE), not of the names before;
    so too a list of as many names right before the values, 'respectively' or not ("outperforming A, B, and C by 8%,
    46%, and 64%": patterns.COMPARED_LIST_BY_BEFORE; round 34, review of rules-234)."""
    found = patterns.RESPECTIVELY.search(seen.text, seen.index, seen.end)
    if found and patterns.COMPARED_LIST_BEFORE.search(seen.text, seen.start, found.start()):
        return True
    compared = patterns.COMPARED_LIST_BY_BEFORE.search(seen.text, seen.start, run[0].number.start)
    return bool(compared) and len(re.findall(patterns.NAME_ITEM, compared.group("items"))) == len(
        _of_its_unit(run, seen.candidate))


def _last_list_before(seen: _Seen) -> list[str]:
    """The last list of names ("A, B and C") written in the sentences before the number's."""
    chains = _name_chains(replace(seen, start=0, end=seen.start))
    return chains[-1] if chains else []


def _joined_as_one(text: str, run: list[NumberCandidate]) -> bool:
    """Two numbers of the run state one value: a range ("5-17%") or a fraction ("2 out of 5")."""
    return any(patterns.ONE_VALUE_GAP.fullmatch(text, a.number.end, b.number.start) for a, b in zip(run, run[1:]))


def _changes_from_to(text: str, run: list[NumberCandidate]) -> bool:
    """The run is changes "from a to b and from c to d" (or "from a to b, c to d, and e to f": the first 'from'
    serves the list): pairs of values, each pair of one benchmark."""
    pairs = list(zip(run[::2], run[1::2]))
    return (len(run) % 2 == 0 and bool(patterns.FROM_BEFORE.search(text, 0, run[0].number.start))
            and all(patterns.ONE_VALUE_GAP.fullmatch(text, a.number.end, b.number.start)
                    and (patterns.FROM_BEFORE.search(text, 0, a.number.start)
                         or patterns.TO_WORD.search(text, a.number.end, b.number.start)) for a, b in pairs))


def _of_its_unit(run: list[NumberCandidate], candidate: NumberCandidate) -> list[NumberCandidate]:
    """The numbers of the run with the candidate's unit; a bare number takes the unit written after the run's last
    ("a 15 and 5 point gain")."""
    last = run[-1].number.unit

    def unit(n: NumberCandidate) -> str | None:
        return n.number.unit if n.number.unit is not None or n.number.raw.endswith("%") else last

    return [n for n in run if unit(n) == unit(candidate)]


def _by_position(text: str, candidate: NumberCandidate, run: list[NumberCandidate], order: list[str]) -> str | None:
    """The n-th name for the n-th number of the run (of the candidate's unit), or by groups of k; a bare number
    takes the unit written after the run's last ("a 15 and 5 point gain")."""
    listed = _of_its_unit(run, candidate)
    if len(order) < 2 or len(listed) % len(order):
        return None
    if _joined_as_one(text, listed) and not (_changes_from_to(text, listed) and len(listed) == 2 * len(order)):
        return None  # "5-17%" is one range; "from 1.6 to 22.5 and from 0.6 to 14.1" two changes, one a name
    per_metric = _per_metric_lists(text, listed)
    if len(per_metric) >= 2 and all(len(part) == len(order) for part in per_metric):
        part = next(part for part in per_metric if candidate in part)
        return order[part.index(candidate)]  # "recalls of a, b, c and Dice of d, e, f on X, Y and Z, respectively"
    return order[listed.index(candidate) // (len(listed) // len(order))]


def _per_metric_lists(text: str, listed: list[NumberCandidate]) -> list[list[NumberCandidate]]:
    """The run cut where words stand between two numbers ("0.86, and Dice scores of 0.70"); numbers with only commas
    and 'and' between stay together (patterns.PLAIN_LIST_GAP)."""
    parts = [[listed[0]]]
    for left, right in zip(listed, listed[1:]):
        if patterns.PLAIN_LIST_GAP.fullmatch(text, left.number.end, right.number.start):
            parts[-1].append(right)
        else:
            parts.append([right])
    return parts


def _gain_after_score_on(seen: _Seen) -> str | None:
    """'24.4 BLEU on FooSet, outperforming the state of the art by 1.1 points and 24.5 BLEU on BarSet': a number in
    a clause hung on a score's 'on X' is on X (patterns.SCORE_ON_BEFORE_NAME, GAIN_CLAUSE_AFTER_NAME), not on the name
    after it."""
    number = seen.candidate.number
    named = _named(seen.text, seen.benchmarks, seen.start, number.start)
    if not named or not patterns.GAIN_CLAUSE_AFTER_NAME.fullmatch(seen.text, named[-1][1], number.start):
        return None
    at, _, name = named[-1]
    earlier = [n for n in seen.numbers if seen.start <= n.number.start and n.number.end <= at]
    return name if earlier and patterns.SCORE_ON_BEFORE_NAME.fullmatch(seen.text, earlier[-1].number.end, at) else None


def _list_on_after(seen: _Seen) -> str | None:
    """A list of numbers followed by 'on X': each is on X ("an mAP of 92.8, OF1 of 88.2, and CF1 of 87.1
    on X"); followed by 'on X and Y' (as many names as numbers, "on the X dataset and the Y dataset" too): the n-th
    number is on the n-th name."""
    run = _run(seen)
    if len(run) < 2:
        return None
    after = run[-1].number.end
    chain: list[str] = []
    for at, end, name in _named(seen.text, seen.benchmarks, after, seen.end):
        lead = seen.text[after:at]
        if not ((patterns.LIST_NAMES_NEXT.fullmatch(lead) or patterns.DATA_NOUN_NAMES_NEXT.fullmatch(lead))
                if chain else _leads_on_to(lead)):
            break
        chain.append(name)
        after = end
    if chain and patterns.PARALLEL_ITEM_LEAD.search(seen.text, run[-1].number.end, run[-1].number.end + 80) \
            and patterns.PARALLEL_VALUES_AFTER.match(seen.text, after):
        return None  # "to 51.1 and 44.3, and bits per character on C and D to 1.19 and 1.08": C and D's own values
    if len(chain) == 1 and "/" in chain[0]:  # "72.1/65.3 EM on A/B", A/B taken as one name
        return _by_position(seen.text, seen.candidate, run, [part.strip() for part in chain[0].split("/")]) or chain[0]
    if len(chain) == 1:
        return chain[0]
    return _by_position(seen.text, seen.candidate, run, chain)


def _parallel_change(seen: _Seen) -> str | None:
    """"on A, it cuts the error by 4x (from 38% to 11%) and by 2x on B", "accuracy on A from 82.2% to 87.8% and
    from 88% to 95% on B": a run ending in a second change ('and by', 'and from': patterns.PARALLEL_CHANGE_NEXT)
    followed by 'on B'; that last change is on B (benchmark-list-on-after), the ones before on the name the
    sentence put them on with 'on' before the run."""
    run = _run(seen)
    cut = next((k for k in range(len(run) - 1, 0, -1)
                if patterns.PARALLEL_CHANGE_NEXT.fullmatch(seen.text, run[k - 1].number.end, run[k].number.start)), None)
    if cut is None or run.index(seen.candidate) >= cut:
        return None
    before = [(at, name) for at, _, name in _named(seen.text, seen.benchmarks, seen.start, run[0].number.start)]
    if not before or not patterns.PLACE_BEFORE.search(seen.text, max(0, before[-1][0] - 40), before[-1][0]):
        return None
    return before[-1][1] if _list_on_after(seen) not in (None, before[-1][1]) else None


def _nearest(text: str, names: list[Name], index: int, start: int, end: int, evaluated: bool = False) -> str | None:
    """The name mentioned nearest the index in text[start:end]; with `evaluated`, not one a model was trained
    on ("models fine-tuned on FooSet reach 33.6%": FooSet is training data, _trained_on). A mention inside a longer
    one is not the shorter name's ("61.9% on FooBench II" is not on FooBench; _outermost, as in _named)."""
    found = []
    for name in names:
        for form in filter(None, {name.text, name.alias, name.preferred(text)}):
            for match in mentions(text[start:end], form):
                if evaluated and (_trained_on(text, start + match.start(), start + match.end())
                                  or _derived_from(text, start + match.start())):
                    continue
                found.append((start + match.start(), start + match.end(), name.preferred(text)))
    best = None
    for at, until, name in _outermost(found):
        if best is None or abs(at - index) < best[0]:
            best = (abs(at - index), name)
    return best[1] if best else None


def _nearest_in_clause(text: str, names: list[Name], candidate: NumberCandidate, start: int, end: int) -> str | None:
    """The name nearest a result in its own clause, else in its sentence (text[start:end]): "Notably, FooNet-S
    accelerates prefilling by 5x, while FooNet-T delivers 25 FPS": the 5x is FooNet-S's, though FooNet-T is nearer.
    Counts keep the sentence: a clause cut inside brackets ("(14 speakers: 8 ...)") is no clause of their own."""
    clause_start, clause_end = clause_bounds(text, candidate.number.start)
    return (_nearest(text, names, candidate.number.start, max(start, clause_start), min(end, clause_end))
            or _nearest(text, names, candidate.number.start, start, end))


def _paired_lists(seen: _Seen) -> str | None:
    """"on A, B, and C, surpassing the best by 10.1, 7.7, and 3.9 points": a list of names and a list of
    as many numbers in one sentence pair by position."""
    seen = replace(seen, end=_item_end(seen))  # not the names of a later enumerated item
    run = _unrestated(seen.text, _run(seen))  # "by 10.1, 7.7, and 3.9 points": the unit is written once
    if seen.candidate not in run:
        return None  # "82.7% (2.2% absolute improvement)": the bracketed number restates the one before it
    if len(run) < 2 or seen.kind == "count" or _joined_as_one(seen.text, run):
        return None  # "18,310 videos across 101 categories" are no results; "5-17%" is one range
    if _each_its_own_metric(seen.text, run):
        return None  # "gains of up to +18.72% AUC-ROC and +20.07% AUC-PR": one result in two metrics, no list of data
    bracketed = _bracketed_group(seen.text, seen.candidate, run)  # "in A (+1.2%, +3.4%) and in B (+5.6%, +7.8%)"
    slashed = _slashed_group(seen.text, seen.candidate, run)  # "on FooQA v1.1/v2.0, 88.4/77.6 F1 (1.2/1.9 higher)"
    chains = _placed_name_chains(seen)
    for numbers in (run, bracketed, slashed):
        if len(numbers) < 2:
            continue
        for chain in _nearest_first(chains, numbers[0].number.start):
            if len(chain) == len(numbers):
                return chain[numbers.index(seen.candidate)]
    return None


def _nearest_first(chains: list[tuple[list[str], int, bool]], at: int) -> list[list[str]]:
    """The sentence's lists of names (_placed_name_chains), the one ending nearest before `at` first, then those after
    it: "perplexities on A and B to 51.1 and 44.3, and cross-entropies on C and D to 1.19 and 1.08" pairs 1.19 with C."""
    # not a list a model was only trained on ("initialised from weights trained on A and B"), where there is another
    placed = [(chain, end) for chain, end, trained in chains if not trained] or [(chain, end) for chain, end, _ in chains]
    before = sorted((item for item in placed if item[1] <= at), key=lambda item: at - item[1])
    after = [item for item in placed if item[1] > at]
    return [chain for chain, _ in before + after]


def _each_its_own_metric(text: str, run: list[NumberCandidate]) -> bool:
    """Every value of the run followed by a metric's name, no two the same ("+1.96 Dice and +2.67 mIoU";
    patterns.METRIC_RIGHT_AFTER): the values are of different metrics, not of the names listed beside them."""
    metrics = []
    for n in run:
        after = patterns.METRIC_RIGHT_AFTER.match(text, n.number.end)
        word = after.group(1) if after else ""
        if not (patterns.METRIC_NAME.fullmatch(word) or patterns.METRIC_WORD.fullmatch(word)
                or patterns.METRIC_LED.match(word)):
            return False
        metrics.append(word.lower())
    return len(set(metrics)) == len(metrics)


def _unrestated(text: str, run: list[NumberCandidate]) -> list[NumberCandidate]:
    """The run without the numbers that restate the one before them in brackets ("to 82.7% (2.2% absolute
    improvement)": one value, not a list of two; patterns.BRACKET_AFTER_NUMBER, as benchmark-bracketed-value)."""
    return [n for prev, n in zip([None, *run], run)
            if prev is None or not (patterns.BRACKET_AFTER_NUMBER.fullmatch(text, prev.number.end, n.number.start)
                                    and patterns.BRACKET_CLOSES_AFTER.match(text, n.number.end))]


def _item_end(seen: _Seen) -> int:
    """Where the next enumerated item after the number starts ("(2) ... within 35% ...; (3) ... FooSet and BarSet
    networks"), or its sentence ends (patterns.ENUMERATION_MARK)."""
    found = patterns.ENUMERATION_MARK.search(seen.text, seen.index, seen.end)
    return found.start() if found else seen.end


def _bracketed_group(text: str, candidate: NumberCandidate, run: list[NumberCandidate]) -> list[NumberCandidate]:
    """The numbers of the run in the same brackets as the candidate: one list each metric, "(+18.4%, +34.2%)"."""
    opened, closed = text.rfind("(", 0, candidate.number.start), text.find(")", candidate.number.end)
    if opened < 0 or closed < 0 or ")" in text[opened : candidate.number.start]:
        return []
    return [n for n in run if opened < n.number.start and n.number.end <= closed]


def _slashed_group(text: str, candidate: NumberCandidate, run: list[NumberCandidate]) -> list[NumberCandidate]:
    """The numbers of the run joined to the candidate by slashes alone: one pair of values, "88.4/77.6"
    (patterns.SLASH_BETWEEN_VALUES)."""
    i = j = run.index(candidate)
    while i > 0 and patterns.SLASH_BETWEEN_VALUES.fullmatch(text, run[i - 1].number.end, run[i].number.start):
        i -= 1
    while j + 1 < len(run) and patterns.SLASH_BETWEEN_VALUES.fullmatch(text, run[j].number.end, run[j + 1].number.start):
        j += 1
    return run[i : j + 1]


def _name_chains(seen: _Seen) -> list[list[str]]:
    """The lists of benchmark names in the sentence: names joined by ',', 'and' or '/' ("A, B, and C"); not a list
    of systems compared ("FooAgent and BarAgent baselines", patterns.SYSTEMS_NOUN_AFTER)."""
    return [chain for chain, _, _ in _placed_name_chains(seen)]


def _placed_name_chains(seen: _Seen) -> list[tuple[list[str], int, bool]]:
    """_name_chains, each with where its last name ends and whether its first name is what a model was trained on."""
    chains: list[list[str]] = []
    ends: list[int] = []
    trained: list[bool] = []
    last_end = None
    for at, end, name in _named(seen.text, seen.benchmarks, seen.start, seen.end):
        if chains and last_end is not None and (patterns.LIST_NAMES_NEXT.fullmatch(seen.text, last_end, at)
                                                or patterns.LABELLED_NAMES_NEXT.fullmatch(seen.text, last_end, at)):
            chains[-1].append(name)
            ends[-1] = end
        else:
            chains.append([name])
            ends.append(end)
            trained.append(_trained_on(seen.text, at, end))
        last_end = end
    return [(chain, end, was_trained) for chain, end, was_trained in zip(chains, ends, trained)
            if len(chain) >= 2 and not patterns.SYSTEMS_NOUN_AFTER.match(seen.text, end)]


# The benchmark rules after the four "none" checks, in the order of benchmark_rules.BENCHMARK_RULES.
BENCHMARK_FINDERS = [
    ("benchmark-bracketed-value", _bracketed_value),  # first: the rules after it decide the number it restates
    ("benchmark-bracketed-name", _bracketed_name),
    ("benchmark-in-brackets", _in_brackets),
    ("benchmark-labelled", _labelled),
    ("benchmark-respectively", _respectively),
    ("benchmark-parallel-change", _parallel_change),
    ("benchmark-gain-after-score-on", _gain_after_score_on),
    ("benchmark-list-on-after", _list_on_after),
    ("benchmark-paired-lists", _paired_lists),
    ("benchmark-named-change", _named_change),
    ("benchmark-on-after", _on_after),
    ("benchmark-described", _described),
    ("benchmark-none-list", _list_named),
    ("benchmark-none-count-before-result", _count_before_result),
    ("benchmark-none-training-count", _training_count),
    ("benchmark-reaching-subject", _reaching_subject),
    ("benchmark-same-clause", _same_clause),
    ("benchmark-same-sentence", _same_sentence),
    ("benchmark-trained-and-tested", _trained_and_tested),
    ("benchmark-none-unnamed-place", _unnamed_place),
    ("benchmark-none-human-study", _human_study),
    ("benchmark-this-dataset", _this_dataset),
    ("benchmark-former-latter", _former_latter),
    ("benchmark-previous-list", _previous_list),
    ("benchmark-none-unnamed-beside", _unnamed_beside_before),
    ("benchmark-none-task-scope", _task_scope),
    ("benchmark-previous-sentence", _previous_sentence),
    ("benchmark-introduced", _introduced),
    ("benchmark-sole", _sole),
]
