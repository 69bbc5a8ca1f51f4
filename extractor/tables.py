"""The four tables of a set of records, with stable documented columns, and
the claim views `extractor table` prints. Rows are dicts; formats.py renders them."""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from .schema import Record

RECORD_COLUMNS = ["id", "task", "contribution", "methods", "benchmarks", "n_claims", "sources", "title",
                  "model", "prompt_version", "cached", "prompt_tokens", "completion_tokens", "seconds",
                  "dropped", "text"]
CLAIM_COLUMNS = ["record_id", "methods", "benchmark", "metric", "value", "unit", "kind", "subject", "raw",
                 "evidence", "start", "end"]
METHOD_COLUMNS = ["record_id", "method", "task", "contribution"]
BENCHMARK_COLUMNS = ["record_id", "benchmark", "introduced"]
TABLES = {"records": RECORD_COLUMNS, "claims": CLAIM_COLUMNS, "methods": METHOD_COLUMNS,
          "benchmarks": BENCHMARK_COLUMNS}


def record_rows(records: Iterable[Record]) -> Iterator[dict]:
    for r in records:
        p = r.provenance
        yield {"id": r.id, "task": r.task, "contribution": r.contribution, "methods": r.methods,
               "benchmarks": r.benchmarks, "n_claims": len(r.claims),
               "sources": [f"{s.file}#{s.index}" for s in r.sources], "title": r.title,
               "model": p.model, "prompt_version": p.prompt_version, "cached": p.cached,
               "prompt_tokens": p.usage.prompt_tokens, "completion_tokens": p.usage.completion_tokens,
               "seconds": p.seconds, "dropped": p.dropped, "text": r.text}


def claim_rows(records: Iterable[Record]) -> Iterator[dict]:
    for r in records:
        for c in r.claims:
            yield {"record_id": r.id, "methods": r.methods, "benchmark": c.benchmark, "metric": c.metric,
                   "value": c.value, "unit": c.unit, "kind": c.kind, "subject": c.subject, "raw": c.raw,
                   "evidence": c.evidence, "start": c.start, "end": c.end}


def method_rows(records: Iterable[Record]) -> Iterator[dict]:
    for r in records:
        for m in r.methods:
            yield {"record_id": r.id, "method": m, "task": r.task, "contribution": r.contribution}


def benchmark_rows(records: Iterable[Record]) -> Iterator[dict]:
    for r in records:
        for b in r.benchmarks:
            yield {"record_id": r.id, "benchmark": b, "introduced": b in r.methods}


ROWS = {"records": record_rows, "claims": claim_rows, "methods": method_rows, "benchmarks": benchmark_rows}


# --- the claim table view ---------------------------------------------------

NO_BENCHMARK = "(no benchmark)"
VIEW_COLUMNS = ["methods", "metric", "value", "unit", "kind", "subject", "record_id"]


@dataclass
class ClaimFilter:
    benchmark: str | None = None
    kind: str | None = None
    method: str | None = None
    grep: str | None = None

    def keep(self, row: dict) -> bool:
        def has(needle: str | None, *values: object) -> bool:
            return needle is None or any(needle.casefold() in str(v or "").casefold() for v in values)

        return (has(self.benchmark, row["benchmark"]) and (self.kind is None or row["kind"] == self.kind)
                and has(self.method, *row["methods"], row["subject"])
                and (self.grep is None or re.search(self.grep, " ".join(map(str, row.values())), re.IGNORECASE) is not None))


def claims_by_benchmark(records: Iterable[Record], where: ClaimFilter) -> dict[str, list[dict]]:
    """Claims grouped by benchmark (those with none in their own group, last),
    each group sorted by metric, then value (largest first)."""
    groups: dict[str, list[dict]] = defaultdict(list)
    for row in claim_rows(records):
        if where.keep(row):
            groups[row["benchmark"] or NO_BENCHMARK].append(row)
    ordered = sorted(groups, key=lambda name: (name == NO_BENCHMARK, name.casefold()))
    return {name: sorted(groups[name], key=lambda r: ((r["metric"] or "~").casefold(), -r["value"]))
            for name in ordered}


def benchmark_usage(records: list[Record]) -> list[dict]:
    papers = Counter(b for r in records for b in set(r.benchmarks))
    claims = Counter(c.benchmark for r in records for c in r.claims if c.benchmark)
    introduced = {b for r in records for b in r.benchmarks if b in r.methods}
    return [{"benchmark": b, "papers": n, "claims": claims[b], "introduced_here": b in introduced}
            for b, n in sorted(papers.items(), key=lambda item: (-item[1], item[0].casefold()))]


def method_tasks(records: list[Record]) -> list[dict]:
    return [{"method": m, "task": r.task, "contribution": r.contribution, "claims": len(r.claims), "record_id": r.id}
            for r in records for m in r.methods]
