"""Quality against hand-annotated gold (format: ../shared/gold/dev.jsonl).

Records join gold by whitespace-normalised text. Every figure is computed
from per-abstract counts, which are kept so a developer can see each miss.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import asdict, dataclass, field

from .corpus import normalise_whitespace
from .gold import gold_text, kind_of_gold
from .lexicon import language_code, same_known_dataset
from .numbers import NUMBER_RE, parse_value
from .schema import Record
from .text import occurs_in, plain

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
class Mean:
    """A mean over scored items (the claims whose gold names a metric), with how many there were."""
    values: list[float] = field(default_factory=list)

    @property
    def value(self) -> float:
        return sum(self.values) / len(self.values) if self.values else 0.0

    def as_dict(self) -> dict:
        return {"mean": round(self.value, 3), "claims": len(self.values)}


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
    metric_token_f1: Mean = field(default_factory=Mean)  # over matched claims whose gold names a metric
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
            if wanted.get("metric"):
                report.metric_token_f1.values.append(token_f1(claim.metric, wanted["metric"]))
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


# --- leaderboard gold ------------------------------------------------------------

# Split and subset words a leaderboard adds to a dataset name ("VQA v2 test-std").
_SPLIT_WORDS = {"test", "dev", "val", "validation", "std", "train", "set", "split", "full", "clean", "other"}


@dataclass
class LeaderboardReport:
    matched: int = 0
    unmatched_gold: list[str] = field(default_factory=list)
    score_recall: Rate = field(default_factory=Rate)
    dataset_attribution: Rate = field(default_factory=Rate)
    benchmark_recall: Rate = field(default_factory=Rate)
    per_abstract: list[dict] = field(default_factory=list)

    def summary(self) -> dict:
        return {"matched": self.matched, "score_recall": self.score_recall.as_dict(),
                "dataset_attribution": self.dataset_attribution.as_dict(),
                "benchmark_recall": self.benchmark_recall.as_dict()}

    def to_json(self) -> str:
        return json.dumps({"summary": self.summary(), "unmatched_gold": self.unmatched_gold,
                           "per_abstract": self.per_abstract}, indent=2, ensure_ascii=False)


def score_value(score: str | None) -> float | None:
    """A leaderboard score as a number: '84.4%' -> 84.4, '66M' -> 66000000, '72.71' -> 72.71."""
    if score is None:
        return None
    match = NUMBER_RE.search(str(score).replace(" ", ""))
    return parse_value(match.group()) if match else None


def same_score(claimed: float, gold: float) -> bool:
    """Equal, or equal once a percentage is written as a fraction (0.842 for 84.2)."""
    return any(abs(claimed * scale - gold) <= 1e-6 * max(1.0, abs(gold)) for scale in (1, 100, 0.01))


def dataset_words(name: str) -> list[str]:
    """Lower-case words, letters and digits apart ('SQuAD1.1' -> squad 1.1), versions
    folded ('v2', '2.0' -> '2'), years to two digits ('2005' -> '05': "ACE05" is "ACE 2005"),
    split words dropped ('test-std')."""
    words = re.findall(r"[a-z]+|[0-9]+(?:\.[0-9]+)?", plain(name).replace("-", " "))
    folded = [w[:-2] if w.endswith(".0") else w for w in words]
    folded = [w for w in folded if w != "v"]  # "v2" -> "2"
    folded = [w[2:] if re.fullmatch(r"(?:199|20[0-3])\d", w) else w for w in folded]  # "WMT2016" is "WMT'16"
    folded = _language_pairs_as_codes(folded)
    return [w for w in folded if w not in _SPLIT_WORDS] or folded


def _language_pairs_as_codes(words: list[str]) -> list[str]:
    """"english to german" -> en de: a translation direction written in words is its pair of codes ("EN-DE")."""
    codes = [language_code(w) if len(w) > 2 else None for w in words]
    out = []
    for i, (word, code) in enumerate(zip(words, codes)):
        if word == "to" and 0 < i < len(words) - 1 and codes[i - 1] and codes[i + 1]:
            continue
        out.append(code or word)
    return out


def _contiguous(short: list[str], long: list[str]) -> bool:
    """The shorter word list runs inside the longer one ("VOC" in "PASCAL VOC 2007")."""
    return any(long[i : i + len(short)] == short for i in range(len(long) - len(short) + 1))


_MINOR_WORDS = {"of", "in", "the", "and", "for", "on", "a"}
# A dataset's acronym leaves out the word that says it is one: "SNLI" is the Stanford Natural
# Language Inference corpus (also "Dataset", "Benchmark").
_DATA_NOUNS = {"dataset", "datasets", "benchmark", "corpus", "database"}


def _initials(name: str) -> str:
    """'Labeled Faces in the Wild' -> 'lfw'; 'Stanford Natural Language Inference Dataset' -> 'snli'."""
    return "".join(w[0] for w in re.findall(r"[A-Za-z]+", name) if w.lower() not in _MINOR_WORDS | _DATA_NOUNS).lower()


def same_dataset(predicted: str | None, gold: str) -> bool:
    """Loose: one name's words run inside the other's ("ImageNet" for "ImageNet-1k",
    "VOC" for "PASCAL VOC 2007", "WikiHop" for "Qangaroo WikiHop",
    "VQA 2.0" for "VQA v2 test-std", "SQuAD" for "SQuAD1.1"), the same letters apart
    from hyphens ("GE-NIA"), an acronym of the other ("LFW"), or two names of one lexicon entry
    ("ILSVRC" for "ImageNet", extractor/lexicon.py); never "CIFAR-10" for "CIFAR-100"."""
    if not predicted:
        return False
    a, b = dataset_words(predicted), dataset_words(gold)
    short, long = sorted((a, b), key=len)
    if short and _contiguous(short, long) or "".join(a) == "".join(b):
        return True
    if same_known_dataset(predicted, gold):  # "ILSVRC" for "ImageNet", "PTB" for "Penn Treebank"
        return True
    compact = [re.sub(r"[^a-z0-9]", "", n.lower()) for n in (predicted, gold)]
    return any(len(_initials(x)) >= 3 and _initials(x) == y for x, y in ((predicted, compact[1]), (gold, compact[0])))


def dataset_in_text(name: str, text: str) -> bool:
    """The dataset is named in the abstract, as whole words: its name, or its name without split
    words ("CIFAR-10" is not named by "CIFAR-100")."""
    written = re.search(rf"(?<![\w-]){re.escape(plain(name))}(?![\w-])", plain(text))
    words = " ".join(dataset_words(name))
    return bool(written) or (bool(words) and f" {words} " in f" {' '.join(dataset_words(text))} ")


def evaluate_leaderboard(records: list[Record], gold: list[dict]) -> LeaderboardReport:
    by_text = {normalise_whitespace(r.text): r for r in records}
    report = LeaderboardReport()
    for item in gold:
        record = by_text.get(normalise_whitespace(gold_text(item)))
        if record is None:
            report.unmatched_gold.append(item.get("paper_id") or gold_text(item)[:40])
            continue
        report.matched += 1
        errors: dict = {"id": record.id, "paper_id": item.get("paper_id")}
        missed, misattributed = [], []
        for result in item["results"]:
            wanted = score_value(result.get("score"))
            if not result.get("score_in_abstract") or wanted is None:
                continue
            report.score_recall.total += 1
            claims = [c for c in record.claims if same_score(c.value, wanted)]
            if not claims:
                missed.append(result["score"])
                continue
            report.score_recall.hits += 1
            report.dataset_attribution.total += 1
            if any(same_dataset(c.benchmark, result["dataset"]) for c in claims):
                report.dataset_attribution.hits += 1
            else:
                misattributed.append({"score": result["score"], "dataset": result["dataset"],
                                      "predicted": sorted({str(c.benchmark) for c in claims})})
        named = [d for d in dict.fromkeys(item.get("datasets", [])) if dataset_in_text(d, record.text)]
        found = [d for d in named if any(same_dataset(b, d) for b in record.benchmarks)]
        report.benchmark_recall.total += len(named)
        report.benchmark_recall.hits += len(found)
        if missed:
            errors["scores missed"] = missed
        if misattributed:
            errors["dataset wrong"] = misattributed
        if len(found) < len(named):
            errors["benchmarks missed"] = [d for d in named if d not in found]
            errors["benchmarks"] = record.benchmarks
        report.per_abstract.append(errors)
    return report


def evaluate_sets(records: list[Record], sets: list[tuple[str, list[dict]]]) -> list[tuple[str, Report | LeaderboardReport]]:
    """Each gold set scored alone, then, where two or more sets are of one kind, pooled."""
    scored: list[tuple[str, Report | LeaderboardReport]] = []
    by_kind: dict[str, list[tuple[str, list[dict]]]] = {}
    for label, items in sets:
        by_kind.setdefault(kind_of_gold(items, label), []).append((label, items))
    for kind, group in by_kind.items():
        score = evaluate_leaderboard if kind == "leaderboard" else evaluate
        scored.extend((label, score(records, items)) for label, items in group)
        if len(group) > 1:
            pooled = [item for _, items in group for item in items]
            scored.append((f"pooled {kind}: " + " + ".join(label for label, _ in group), score(records, pooled)))
    return scored
