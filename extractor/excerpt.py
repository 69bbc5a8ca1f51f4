"""What the model reads of an abstract: the sentences that tell its task and contribution.

The model answers only those two (prompts/labels.toml); code reads the whole abstract for
every name and number. Each sentence is read or skipped by the first rule of
read_rules.READ_RULES that applies: the opening and the sentences about this paper's own work.
"""

from __future__ import annotations

from typing import NamedTuple

from .rules import read as read_rules
from . import patterns
from .text import sentence_spans


class Reading(NamedTuple):
    start: int
    end: int
    rule: str  # a name from read_rules.READ_RULES

    @property
    def read(self) -> bool:
        return not self.rule.startswith("skip")

    def label(self) -> str:
        """How a record's provenance.read keeps it: '0-143: read-opening'."""
        return f"{self.start}-{self.end}: {self.rule}"

    @classmethod
    def from_label(cls, label: str) -> Reading:
        span, _, rule = label.partition(": ")
        start, _, end = span.partition("-")
        return cls(int(start), int(end), rule)


def readings(text: str) -> list[Reading]:
    """Every sentence of the abstract with the rule that reads or skips it."""
    return [Reading(start, end, _rule_for(text[start:end], index))
            for index, (start, end) in enumerate(sentence_spans(text))]


def _rule_for(sentence: str, index: int) -> str:
    if index < read_rules.OPENING_SENTENCES:
        return "read-opening"
    if patterns.THIS_PAPERS_WORK.search(sentence):
        return "read-this-papers-work"
    return "skip-the-rest"


def model_view(text: str) -> str:
    """The sentences the model reads, in order, one space apart."""
    return " ".join(text[r.start : r.end] for r in readings(text) if r.read)
