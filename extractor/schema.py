"""The record: the export contract (see README "Record contract").

Two families of models live here:
- `Record` and its parts: what extractor writes, grounded and verified by code.
- `Labels`: what the model is asked to return. It refers to names by id, so
  every name in a record comes from the text itself.
"""

from __future__ import annotations

import hashlib
import json
from functools import cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from .defaults import Kind

Contribution = Literal["method", "benchmark", "dataset", "theory", "analysis", "position", "system"]


class Source(BaseModel):
    file: str
    index: int = Field(description="0-based position of the abstract in its file")
    line: int = Field(description="1-based line where the abstract starts")
    ref: str | None = Field(default=None, description="the input's own id, if it had one")


class Claim(BaseModel):
    value: float
    raw: str
    unit: str | None = None
    kind: Kind
    metric: str | None = None
    benchmark: str | None = None
    subject: str | None = None
    evidence: str
    start: int
    end: int


class Usage(BaseModel):
    prompt_tokens: int = 0
    completion_tokens: int = 0

    def __add__(self, other: Usage) -> Usage:
        return Usage(
            prompt_tokens=self.prompt_tokens + other.prompt_tokens,
            completion_tokens=self.completion_tokens + other.completion_tokens,
        )


class Provenance(BaseModel):
    model: str
    endpoint: str
    prompt_version: str
    schema_hash: str
    cached: bool = False
    usage: Usage = Field(default_factory=Usage)
    seconds: float = 0.0
    dropped: int = Field(default=0, description="items dropped: model outputs that failed verification, "
                                               "vetoed names, names beyond the prompt's cap, a cut task")
    decisions: list[str] = Field(default_factory=list, description="each name role and claim with the rules "
                                 "that decided it (extractor/rules/): 'raw@offset: kind rule, benchmark rule, subject rule'")
    drops: list[str] = Field(default_factory=list, description="each dropped item with its reason")
    read: list[str] = Field(default_factory=list, description="each sentence of the abstract as 'start-end: rule', "
                            "the rule that had the model read or skip it (extractor/excerpt.py, read_rules.READ_RULES)")


class Record(BaseModel):
    id: str
    sources: list[Source]
    text: str
    title: str | None = None
    task: str | None = None
    contribution: Contribution | None = None
    methods: list[str] = Field(default_factory=list)
    benchmarks: list[str] = Field(default_factory=list)
    claims: list[Claim] = Field(default_factory=list)
    provenance: Provenance


# --- what the model returns -------------------------------------------------


MIN_TASK_CHARS = 40  # about six words


class Labels(BaseModel):
    """The model's answer for one abstract: the task phrase and the kind of contribution.

    Names and numbers are not in it: code decides them (verify.py, claims.py), because
    the model's name roles and kind labels measured below simple rules (prompt v5:
    every benchmark it picked right the cues had found too; README, Quality)."""

    model_config = ConfigDict(title="Labels")
    # minLength only shapes a grammar-constrained answer (the 1.5B model answered 2 to 4 words for a
    # third of the abstracts; measured on 12 dev2-tune abstracts, task token-F1 0.49 -> 0.57); it is
    # not validated, so an endpoint's short answer still makes a record.
    task: str = Field(description="the specific research problem, a noun phrase of 5 to 10 words",
                      json_schema_extra={"minLength": MIN_TASK_CHARS})
    contribution: Contribution


@cache
def schema_hash(model: type[BaseModel] = Labels) -> str:
    """Short hash of the response schema: a change invalidates cached labels."""
    canonical = json.dumps(model.model_json_schema(), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode()).hexdigest()[:12]
