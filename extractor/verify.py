"""Resolve the model's labels into a record, and verify it against the text.

Names come from candidates by id and numbers from code, so they exist; this
stage still checks every output (ids in range, names present in the text up
to markup, benchmark and subject present, evidence equal to text[start:end],
value parsed from raw) and drops and counts whatever fails.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .candidates import Candidates, Name
from .claims import attribute, kind_of, metric_of
from .corpus import Abstract
from .numbers import parse_value
from .schema import Claim, Labels, Provenance, Record
from .text import mentions, occurs_in

MAX_TASK_WORDS = 12
MAX_METRIC_CHARS = 80
@dataclass
class Resolved:
    task: str | None
    contribution: str | None
    methods: list[str]
    benchmarks: list[str]
    claims: list[Claim]
    dropped: int


def build_record(abstract: Abstract, candidates: Candidates, labels: Labels, provenance: Provenance) -> Record:
    resolved = resolve(abstract.text, candidates, labels)
    return Record(
        id=abstract.id, sources=abstract.sources, text=abstract.text, title=abstract.title,
        task=resolved.task, contribution=resolved.contribution, methods=resolved.methods,
        benchmarks=resolved.benchmarks, claims=resolved.claims,
        provenance=provenance.model_copy(update={"dropped": resolved.dropped}),
    )


def resolve(text: str, candidates: Candidates, labels: Labels) -> Resolved:
    dropped = 0

    def picked(indices: list[int]) -> list[Name]:
        nonlocal dropped
        names: list[Name] = []
        for index in indices:
            if not 1 <= index <= len(candidates.names):
                dropped += 1
                continue
            name = candidates.names[index - 1]
            if not occurs_in(name.preferred(text), text):
                dropped += 1
            elif name not in names:
                names.append(name)
        return names

    methods, benchmarks = decide_names(text, candidates.names, picked(labels.introduced), picked(labels.benchmarks))
    introduces_benchmark = any(b in methods for b in benchmarks)
    claims: list[Claim] = []
    for found in candidates.numbers:
        kind = kind_of(text, found)
        benchmark, subject = attribute(text, found, benchmarks, methods, introduces_benchmark, kind)
        claim = Claim(
            value=parse_value(found.number.raw),
            raw=found.number.raw,
            unit=found.number.unit,
            kind=kind,
            metric=_short(metric_of(text, found), MAX_METRIC_CHARS),
            benchmark=benchmark,
            subject=subject,
            evidence=text[found.evidence_start : found.evidence_end],
            start=found.evidence_start,
            end=found.evidence_end,
        )
        if grounded(claim, text):
            claims.append(claim)
        else:
            dropped += 1
    task = " ".join(labels.task.split()[:MAX_TASK_WORDS]) or None
    return Resolved(task, labels.contribution, [m.preferred(text) for m in methods],
                    [b.preferred(text) for b in benchmarks], claims, dropped)


def decide_names(
    text: str, names: list[Name], model_introduced: list[Name], model_benchmarks: list[Name]
) -> tuple[list[Name], list[Name]]:
    """Combine the model's roles with the cues code found in the text.

    Measured on the dev set (see README, Quality), the cues are the stronger
    signal: the 1.5B model adds existing models and benchmarks to `introduced`
    and misses benchmarks. So a cue decides, and a model pick stands alone only
    where the model sees what cues cannot: a multi-word name of the paper's own
    module (no dataset cue), or a benchmark it introduces or evaluates on."""
    introduced = [
        n for n in names
        if n.introduced_cue or (n in model_introduced and len(n.text.split()) > 1 and not n.data_cue)
    ]
    benchmarks = [
        n for n in names
        if n.data_cue or (n in model_benchmarks and (n in introduced or after_preposition(text, n)))
    ]
    return introduced, [n for n in benchmarks if not is_hardware(text, n)]


# Accelerators are often listed after "on" ("runs on RTX 4090 and H100 GPUs"), like benchmarks.
_HARDWARE = re.compile(
    r"\b(?:GPUs?|TPUs?|NPUs?|CPUs?|RTX|GTX|Jetson|[ABH][1-9]00|GB200|H20|A10G?|A30|A40|V100|P100|T4|"
    r"L40S?|L4|MI\d{3}X?|A\d{4})\b"
)
_HARDWARE_AFTER = re.compile(r"\s+(?:[\dA-Z][\w-]*\s+)?(?:GPUs?|TPUs?|NPUs?|accelerators?)\b")


def is_hardware(text: str, name: Name) -> bool:
    """An accelerator, never a benchmark: named as one (H100, RTX 4090) or
    followed by "GPU(s)" in the text."""
    if _HARDWARE.search(name.text):
        return True
    return any(_HARDWARE_AFTER.match(text, m.end()) for m in mentions(text, name.text))


_LIST_AFTER_PREPOSITION = re.compile(
    r"\b(?:on|in|across|over|from)\s+(?:the\s+)?"
    r"(?:[\w\-+.]+(?:\s+[\w\-+.]+){0,3}\s*(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+))*$"
)


def after_preposition(text: str, name: Name) -> bool:
    """"results on A, B and C": a name in a list after on / in / across."""
    return any(
        _LIST_AFTER_PREPOSITION.search(text[max(0, m.start() - 100) : m.start()])
        for m in mentions(text, name.text)
    )


def grounded(claim: Claim, text: str) -> bool:
    return (
        claim.evidence == text[claim.start : claim.end]
        and claim.raw in claim.evidence
        and parse_value(claim.raw) == claim.value
        and all(occurs_in(name, text) for name in (claim.benchmark, claim.subject) if name)
    )


def _short(value: str | None, limit: int) -> str | None:
    if value is None:
        return None
    value = " ".join(value.split())
    return value[:limit] or None


