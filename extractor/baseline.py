"""The regex-only floor: what code alone finds, with no model.

Every number written with digits is kept (kind from its mark: % is a score,
x a ratio, else a count); methods are the names right after "we propose /
introduce / present"; no benchmarks, no task. `extractor eval --floor` scores
it, so the model's gain over it is visible.
"""

from __future__ import annotations

import re

from .candidates import find_candidates
from .corpus import Abstract
from .numbers import parse_value
from .schema import Claim, Provenance, Record

CUE = re.compile(r"\b(?:we|We)\s+(?:propose|introduce|present)\s+(?:a\s+|an\s+|the\s+)?", re.IGNORECASE)


def floor_record(abstract: Abstract) -> Record:
    text = abstract.text
    candidates = find_candidates(text)
    cue_ends = [m.end() for m in CUE.finditer(text)]
    methods = [n.preferred(text) for n in candidates.names if n.start in cue_ends]
    claims = [
        Claim(value=parse_value(c.number.raw), raw=c.number.raw, unit=c.number.unit,
              kind="score" if c.number.unit == "%" else "ratio" if c.number.unit == "x" else "count",
              evidence=text[c.evidence_start:c.evidence_end], start=c.evidence_start, end=c.evidence_end)
        for c in candidates.numbers
    ]
    provenance = Provenance(model="regex-floor", endpoint="none", prompt_version="none", schema_hash="none")
    return Record(id=abstract.id, sources=abstract.sources, text=text, methods=methods, claims=claims,
                  provenance=provenance)
