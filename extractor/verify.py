"""Resolve the model's labels into a record, and verify it against the text.

Names and numbers come from candidates, so they exist; this stage still
checks every output (ids in range, names present in the text up to markup,
evidence equal to text[start:end], value parsed from raw) and drops and
counts whatever fails.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .candidates import Candidates
from .numbers import parse_value
from .schema import Claim, Labels

MAX_TASK_WORDS = 12
MAX_METRIC_CHARS = 80
_MARKUP = re.compile(r"\\[a-zA-Z]+\s*|[{}$*_`~]")


def plain(text: str) -> str:
    """Text without LaTeX/markdown markup, whitespace folded, case folded."""
    return " ".join(_MARKUP.sub(" ", text).split()).casefold()


def occurs_in(name: str, text: str) -> bool:
    return bool(name.strip()) and plain(name) in plain(text)


@dataclass
class Resolved:
    task: str | None
    contribution: str | None
    methods: list[str]
    benchmarks: list[str]
    claims: list[Claim]
    dropped: int


def resolve(text: str, candidates: Candidates, labels: Labels) -> Resolved:
    dropped = 0

    def name(index: int | None) -> str | None:
        nonlocal dropped
        if index is None:
            return None
        if not 1 <= index <= len(candidates.names):
            dropped += 1
            return None
        surface = candidates.names[index - 1].preferred(text)
        if not occurs_in(surface, text):
            dropped += 1
            return None
        return surface

    def names(indices: list[int]) -> list[str]:
        return _unique(n for n in map(name, indices) if n)

    methods = names(labels.introduced)
    benchmarks = names(labels.benchmarks)
    claims: list[tuple[int, Claim]] = []  # with the number's own offset, for ordering
    seen: set[int] = set()
    for label in labels.claims:
        if not 1 <= label.n <= len(candidates.numbers) or label.n in seen:
            dropped += 1
            continue
        seen.add(label.n)
        found = candidates.numbers[label.n - 1]
        claim = Claim(
            value=parse_value(found.number.raw),
            raw=found.number.raw,
            unit=found.number.unit,
            kind=label.kind,
            metric=_short(label.metric, MAX_METRIC_CHARS),
            benchmark=name(label.benchmark),
            subject=name(label.subject),
            evidence=text[found.evidence_start : found.evidence_end],
            start=found.evidence_start,
            end=found.evidence_end,
        )
        if grounded(claim, text):
            claims.append((found.number.start, claim))
        else:
            dropped += 1
    task = " ".join(labels.task.split()[:MAX_TASK_WORDS]) or None
    ordered = [claim for _, claim in sorted(claims, key=lambda pair: pair[0])]
    return Resolved(task, labels.contribution, methods, benchmarks, ordered, dropped)


def grounded(claim: Claim, text: str) -> bool:
    return (
        claim.evidence == text[claim.start : claim.end]
        and claim.raw in claim.evidence
        and parse_value(claim.raw) == claim.value
    )


def _short(value: str | None, limit: int) -> str | None:
    if value is None:
        return None
    value = " ".join(value.split())
    return value[:limit] or None


def _unique(items) -> list[str]:
    seen: dict[str, None] = {}
    for item in items:
        seen.setdefault(item, None)
    return list(seen)
