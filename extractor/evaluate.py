"""Quality against hand-annotated gold (format: ../shared/gold/dev.jsonl).

Records join gold by whitespace-normalised text. Every figure is computed
from per-abstract counts, which are kept so a developer can see each miss.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path

from .corpus import normalise_whitespace
from .schema import Record
from .verify import occurs_in, plain

RESULT_KINDS = {"score", "delta", "ratio"}
# Words a prediction may add to a gold name and still mean it: "StreamingBench benchmark".
GENERIC_WORDS = {"benchmark", "benchmarks", "dataset", "datasets", "suite", "framework", "model",
                 "models", "method", "task", "environment", "the"}


@dataclass
class PRF:
    tp: int = 0
    predicted: int = 0
    gold: int = 0

    def add(self, tp: int, predicted: int, gold: int) -> None:
        self.tp += tp
        self.predicted += predicted
        self.gold += gold

    @property
    def precision(self) -> float:
        return self.tp / self.predicted if self.predicted else 1.0

    @property
    def recall(self) -> float:
        return self.tp / self.gold if self.gold else 1.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0

    def as_dict(self) -> dict:
        return {"precision": round(self.precision, 3), "recall": round(self.recall, 3),
                "f1": round(self.f1, 3), "tp": self.tp, "predicted": self.predicted, "gold": self.gold}


@dataclass
class Rate:
    hits: int = 0
    total: int = 0

    @property
    def value(self) -> float:
        return self.hits / self.total if self.total else 1.0

    def as_dict(self) -> dict:
        return {"rate": round(self.value, 3), "hits": self.hits, "total": self.total}


@dataclass
class Report:
    matched: int = 0
    unmatched_gold: list[str] = field(default_factory=list)
    methods_exact: PRF = field(default_factory=PRF)
    methods_lenient: PRF = field(default_factory=PRF)
    benchmarks_exact: PRF = field(default_factory=PRF)
    benchmarks_lenient: PRF = field(default_factory=PRF)
    headline_method: Rate = field(default_factory=Rate)
    unnamed_kept_empty: Rate = field(default_factory=Rate)
    result_claims: PRF = field(default_factory=PRF)
    all_claims: PRF = field(default_factory=PRF)
    kind_accuracy: Rate = field(default_factory=Rate)
    benchmark_attribution: Rate = field(default_factory=Rate)
    task_token_f1: float = 0.0
    names_grounded: Rate = field(default_factory=Rate)
    claims_grounded: Rate = field(default_factory=Rate)
    seconds: list[float] = field(default_factory=list)
    per_abstract: list[dict] = field(default_factory=list)

    def summary(self) -> dict:
        out = {}
        for key, value in asdict(self).items():
            if key in ("per_abstract", "seconds", "unmatched_gold"):
                continue
            attr = getattr(self, key)
            out[key] = attr.as_dict() if hasattr(attr, "as_dict") else (round(attr, 3) if isinstance(attr, float) else attr)
        if self.seconds:
            ordered = sorted(self.seconds)
            out["seconds_median"] = round(ordered[len(ordered) // 2], 2)
        return out

    def to_json(self) -> str:
        return json.dumps({"summary": self.summary(), "unmatched_gold": self.unmatched_gold,
                           "per_abstract": self.per_abstract}, indent=2, ensure_ascii=False)


def lenient(name: str) -> str:
    words = plain(name).replace("-", " ").split()
    return " ".join(w for w in words if w not in GENERIC_WORDS)


def _match_names(predicted: list[str], gold: list[str], key) -> tuple[int, list[str], list[str]]:
    remaining = list(gold)
    spurious = []
    for name in predicted:
        hit = next((g for g in remaining if key(g) == key(name)), None)
        if hit is None:
            spurious.append(name)
        else:
            remaining.remove(hit)
    return len(gold) - len(remaining), remaining, spurious


def _match_claims(predicted: list, gold: list[dict]) -> tuple[list[tuple], list[dict], list]:
    """Pairs (predicted, gold) with equal values, each used once, in text order."""
    remaining = list(gold)
    pairs, spurious = [], []
    for claim in predicted:
        hit = next((g for g in remaining if abs(float(g["value"]) - claim.value) < 1e-9), None)
        if hit is None:
            spurious.append(claim)
        else:
            remaining.remove(hit)
            pairs.append((claim, hit))
    return pairs, remaining, spurious


def tokens(text: str | None) -> list[str]:
    return re.findall(r"[a-z0-9]+", (text or "").lower())


def token_f1(predicted: str | None, gold: str) -> float:
    p, g = Counter(tokens(predicted)), Counter(tokens(gold))
    common = sum((p & g).values())
    if not common:
        return 0.0
    precision, recall = common / sum(p.values()), common / sum(g.values())
    return 2 * precision * recall / (precision + recall)


def evaluate(records: list[Record], gold: list[dict]) -> Report:
    by_text = {normalise_whitespace(r.text): r for r in records}
    report = Report()
    task_scores = []
    for item in gold:
        record = by_text.get(normalise_whitespace(item["text"]))
        if record is None:
            report.unmatched_gold.append(item.get("id", item["text"][:40]))
            continue
        report.matched += 1
        report.seconds.append(record.provenance.seconds)
        errors: dict = {"id": record.id}
        for field_name, exact, loose in [("methods", report.methods_exact, report.methods_lenient),
                                         ("benchmarks", report.benchmarks_exact, report.benchmarks_lenient)]:
            predicted, wanted = getattr(record, field_name), item[field_name]
            tp, _, _ = _match_names(predicted, wanted, lambda s: s.strip())
            exact.add(tp, len(predicted), len(wanted))
            tp, missed, spurious = _match_names(predicted, wanted, lenient)
            loose.add(tp, len(predicted), len(wanted))
            if missed or spurious:
                errors[field_name] = {"missed": missed, "spurious": spurious}
        if item["methods"]:
            report.headline_method.total += 1
            report.headline_method.hits += any(lenient(m) == lenient(item["methods"][0]) for m in record.methods)
        else:
            report.unnamed_kept_empty.total += 1
            report.unnamed_kept_empty.hits += not record.methods
        results = [c for c in record.claims if c.kind in RESULT_KINDS]
        gold_results = [g for g in item["claims"] if g["kind"] in RESULT_KINDS]
        pairs, _, _ = _match_claims(results, gold_results)
        report.result_claims.add(len(pairs), len(results), len(gold_results))
        pairs, missed, spurious = _match_claims(record.claims, item["claims"])
        report.all_claims.add(len(pairs), len(record.claims), len(item["claims"]))
        wrong = []
        for claim, wanted in pairs:
            report.kind_accuracy.total += 1
            report.kind_accuracy.hits += claim.kind == wanted["kind"]
            report.benchmark_attribution.total += 1
            same = (claim.benchmark is None and wanted["benchmark"] is None) or (
                claim.benchmark is not None and wanted["benchmark"] is not None
                and lenient(claim.benchmark) == lenient(wanted["benchmark"]))
            report.benchmark_attribution.hits += same
            if claim.kind != wanted["kind"] or not same:
                wrong.append({"raw": claim.raw, "kind": [claim.kind, wanted["kind"]],
                              "benchmark": [claim.benchmark, wanted["benchmark"]]})
        if missed or spurious or wrong:
            errors["claims"] = {"missed": [g["raw"] for g in missed], "spurious": [c.raw for c in spurious],
                                "mislabelled (predicted, gold)": wrong}
        score = max(token_f1(record.task, t) for t in [item["task"], *item.get("task_alternates", [])])
        task_scores.append(score)
        errors["task"] = {"predicted": record.task, "gold": item["task"], "token_f1": round(score, 2)}
        for name in record.methods + record.benchmarks:
            report.names_grounded.total += 1
            report.names_grounded.hits += occurs_in(name, record.text)
        for claim in record.claims:
            report.claims_grounded.total += 1
            report.claims_grounded.hits += record.text[claim.start:claim.end] == claim.evidence
        report.per_abstract.append(errors)
    report.task_token_f1 = sum(task_scores) / len(task_scores) if task_scores else 0.0
    return report


def read_gold(path: Path) -> list[dict]:
    items = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line.strip():
            try:
                items.append(json.loads(line))
            except json.JSONDecodeError as err:
                raise ValueError(f"{path}:{number}: not JSON ({err.msg})") from err
    return items
