"""The four tables of a set of records, with stable documented columns, and
the claim views `extractor table` prints. Rows are dicts; formats.py renders them."""

from __future__ import annotations

import json
import re
import tomllib
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path

from . import patterns
from .lexicon import dataset_key
from .rules.subject import ANOTHERS_VALUE
from .schema import Claim, Record
from .verify import claim_rules

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
    metric: str | None = None

    def keep(self, row: dict) -> bool:
        def has(needle: str | None, *values: object) -> bool:
            return needle is None or any(needle.casefold() in str(v or "").casefold() for v in values)

        return (has(self.benchmark, row["benchmark"]) and (self.kind is None or row["kind"] == self.kind)
                and has(self.metric, row["metric"])
                # a leaderboard row has the method it credits; a claim row, the paper's methods and its subject
                and has(self.method, *([row["method"]] if "method" in row else [*row["methods"], row["subject"]]))
                and (self.grep is None or re.search(self.grep, " ".join(map(str, row.values())), re.IGNORECASE) is not None))


def claims_by_benchmark(records: Iterable[Record], where: ClaimFilter,
                        aliases: dict[str, str] | None = None) -> dict[str, list[dict]]:
    """Claims grouped by benchmark, a benchmark's spellings merged (`benchmark_group`), those with none in their own
    group, last; each group sorted by metric, then value (largest first)."""
    groups: dict[str, list[dict]] = defaultdict(list)
    names = _GroupNames()
    for row in claim_rows(records):
        if where.keep(row):
            key = names.add(row["benchmark"], aliases or {}) if row["benchmark"] else NO_BENCHMARK
            groups[key].append(row)
    named = {names.name(key) if key != NO_BENCHMARK else NO_BENCHMARK: rows for key, rows in groups.items()}
    ordered = sorted(named, key=lambda name: (name == NO_BENCHMARK, name.casefold()))
    return {name: sorted(named[name], key=lambda r: ((r["metric"] or "~").casefold(), -r["value"]))
            for name in ordered}


def benchmark_usage(records: list[Record], aliases: dict[str, str] | None = None) -> list[dict]:
    """Each benchmark (its spellings merged): the papers that use it, its claims, whether one introduces it."""
    names, aliases = _GroupNames(), aliases or {}
    papers, claims, introduced = Counter(), Counter(), set()
    for record in records:
        keys = {benchmark: names.add(benchmark, aliases) for benchmark in record.benchmarks}
        papers.update(set(keys.values()))
        introduced |= {key for benchmark, key in keys.items() if benchmark in record.methods}
        claims.update(names.add(c.benchmark, aliases) for c in record.claims if c.benchmark)
    ordered = sorted(papers.items(), key=lambda item: (-item[1], names.name(item[0]).casefold()))
    return [{"benchmark": names.name(key), "papers": n, "claims": claims[key], "introduced_here": key in introduced}
            for key, n in ordered]


def method_tasks(records: list[Record]) -> list[dict]:
    return [{"method": m, "task": r.task, "contribution": r.contribution, "claims": len(r.claims), "record_id": r.id}
            for r in records for m in r.methods]


# --- leaderboards -----------------------------------------------------------

# Metrics where a smaller value is the better result, matched as words of the
# metric's name ("top-1 error", "word error rate", "FID-50k"): ranked ascending.
LOWER_IS_BETTER = ("error", "err", "perplexity", "ppl", "fid", "kid", "fvd", "lpips", "latency", "loss",
                   "wer", "cer", "ter", "eer", "mae", "mape", "smape", "mse", "rmse", "nll", "ece", "brier", "epe",
                   "minade", "minfde", "mpjpe", "chamfer", "bpc", "bpd", "bpb", "runtime", "absrel", "sqrel")
# Read whole, not as words: "1.08 bits per char", "bits-per-dim"; ADE/FDE (displacement errors) alone, not
# "ADE20K mIoU"; "Fréchet Inception Distance", "negative log-likelihood", "miss rate", "inference time", "GPU hours",
# "peak memory" (not "real-time accuracy", "memory retrieval accuracy", "memory savings").
LOWER_IS_BETTER_WHOLE = re.compile(r"\bbits?[\s-]*(?:per|/)[\s-]*(?:char|character|byte|dim|dimension|pixel|token)\b"
                                   r"|^\s*(?:ade|fde)(?:\s*@\s*\d+)?\s*$|\bfr[ée]chet\b|\bnegative\s+log[\s-]*likelihood\b"
                                   r"|\bmiss\s+rate\b|\b(?:inference|running|run|wall[\s-]*clock|training|response|decoding"
                                   r"|generation|search|compute)\s+time\b|\b[gt]pu[\s-]*(?:hours?|days?)\b"
                                   r"|^(?:peak\s+|gpu\s+)?memory(?:\s+(?:usage|footprint|cost|consumption))?$")  # not "memory savings"
LEADERBOARD_COLUMNS = ["rank", "value", "unit", "method", "record_id", "title", "evidence"]
# what a flat leaderboard table (csv, jsonl) adds to each row: its board's names and which way it ranks
BOARD_COLUMNS = ["benchmark", "metric", "better"]
NO_METRIC = "(metric not named)"
_MARKUP = re.compile(r"\\[a-z]+\{|[{}$*_`~^]|<[^>]+>")
_TRAILING_KIND = re.compile(r"(benchmark|dataset)s?$")


class AliasError(ValueError):
    """An --aliases file that cannot be read: the message names it."""


def benchmark_key(name: str) -> str:
    """The name benchmarks are merged by: no case, markup, spaces or hyphens, no
    trailing "benchmark"/"dataset" (ImageNet-1K = imagenet 1k = ImageNet1k dataset)."""
    key = re.sub(r"[\s\-\u2010-\u2015]+", "", _MARKUP.sub("", name).casefold())
    return _TRAILING_KIND.sub("", key) or key


def load_aliases(path: Path | None) -> dict[str, str]:
    """alias -> canonical name from a TOML or JSON file (a flat table, or one
    under `aliases`), keyed by `benchmark_key` of the alias."""
    if path is None:
        return {}
    try:
        text = path.read_text(encoding="utf-8")
        data = tomllib.loads(text) if path.suffix.lower() == ".toml" else json.loads(text)
    except (OSError, UnicodeDecodeError, ValueError) as err:
        raise AliasError(f"--aliases {path}: cannot be read ({err})") from err
    if isinstance(data, dict) and isinstance(data.get("aliases"), dict):
        data = data["aliases"]
    if not isinstance(data, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in data.items()):
        raise AliasError(f"--aliases {path}: must map names to names, as {{\"ImageNet 1k\": \"ImageNet-1K\"}}")
    merged = {benchmark_key(alias): canonical for alias, canonical in data.items()}
    merged.update({benchmark_key(canonical): canonical for canonical in data.values()})
    return merged


def metric_key(metric: str | None) -> str:
    """The name a metric's boards are merged by: no case or extra spaces, no trailing "score", the last word
    singular ("Top-1 accuracies" = "top-1 accuracy", "FID score" = "FID", "F1-score" = "F1", "Tag Score" = "tag",
    "APs" = "AP", "exact matches" = "exact match"; not "TOPS", "Gbps", "bias", "loss")."""
    words = patterns.METRIC_TRAILING_SCORE.sub("", " ".join((metric or NO_METRIC).split())).split(" ")
    return " ".join([*words[:-1], _singular(words[-1])]).casefold()


def _singular(word: str) -> str:
    if patterns.METRIC_ACRONYM_PLURAL.fullmatch(word):
        return word[:-1]  # "APs", "IoUs", "FLOPs"
    if any(letter.isupper() for letter in word[1:]):
        return word  # an acronym as written: "TOPS", "TFLOPS"
    for plural, singular in patterns.METRIC_PLURAL_ENDS:
        if plural.search(word.casefold()):
            return plural.sub(singular, word.casefold())
    return word


def lower_is_better(metric: str | None) -> bool:
    """A smaller value is the better result, the metric read singular too ("top-5 errors", "perplexities")."""
    written = {(metric or "").casefold(), metric_key(metric)}
    words = {word for text in written for word in re.findall(r"[a-z]+", text)}
    return any(word in words for word in LOWER_IS_BETTER) or any(LOWER_IS_BETTER_WHOLE.search(text) for text in written)


def benchmark_group(name: str, aliases: dict[str, str]) -> tuple[str, str | None]:
    """The key every spelling of one benchmark shares, and the name an --aliases file gives it: an --aliases entry,
    a known dataset's other names (ILSVRC is ImageNet, ImageNet-1K), then case, markup, spaces and hyphens."""
    canonical = aliases.get(benchmark_key(name))
    key = ((canonical and dataset_key(canonical, loose=False)) or dataset_key(name, loose=False)
           or benchmark_key(canonical or name))
    return key, canonical


class _GroupNames:
    """The name a merged benchmark is shown by: its --aliases name, else its most used spelling."""

    def __init__(self) -> None:
        self.spellings: dict[str, Counter] = defaultdict(Counter)

    def add(self, spelling: str, aliases: dict[str, str]) -> str:
        key, canonical = benchmark_group(spelling, aliases)
        self.spellings[key][canonical or spelling] += 1 + 1000 * bool(canonical)
        return key

    def name(self, key: str) -> str:
        return self.spellings[key].most_common(1)[0][0]


def leaderboards(records: Iterable[Record], where: ClaimFilter | None = None,
                 aliases: dict[str, str] | None = None) -> dict[tuple[str, str], list[dict]]:
    """(benchmark, metric) -> the score claims of every paper on it, ranked by
    value (ascending for lower-is-better metrics). Benchmarks are merged by
    `benchmark_key`, the lexicon's aliases and `aliases` (an --aliases file), metrics by `metric_key` ("FID score"
    and "FID" are one board); a board is named by its most used spellings, or the --aliases name.
    `where.benchmark` and `where.metric` pick boards by their merged names: the board of that name where there is
    one, else every board whose name contains it; the other filters pick rows of a board ranked whole, so a row keeps
    its rank (`--method` reads the credited method). A value the rules read as another's and name no one for ("from
    42.9% to 1.8%": 42.9% is where the change started; "beating the previous best (10.4)") is on no board: it is no
    paper's result, and crediting it to the paper's methods would rank a baseline as theirs."""
    where = where or ClaimFilter()
    aliases = aliases or {}
    rows_by_board: dict[tuple[str, str], list[dict]] = defaultdict(list)
    names = _GroupNames()
    metric_names: dict[str, Counter] = defaultdict(Counter)
    titles = {}
    for record in records:
        titles[record.id] = record.title
        for claim, rules, row in zip(record.claims, claim_rules(record), claim_rows([record])):
            if row["kind"] != "score" or not row["benchmark"] or _unnamed_others(claim, rules):
                continue
            key = names.add(row["benchmark"], aliases)
            metric = metric_key(row["metric"])
            metric_names[metric][row["metric"] or NO_METRIC] += 1
            rows_by_board[(key, metric)].append({**row, "method": _credited(row, key, aliases)})
    lower = {board: any(map(lower_is_better, [board[1], *metric_names[board[1]]])) for board in rows_by_board}
    ranked = {board: _ranked(rows, lower[board]) for board, rows in rows_by_board.items()}
    rows_kept = replace(where, benchmark=None, metric=None)
    kept = {board: [row for row in rows if rows_kept.keep(row)] for board, rows in ranked.items()}
    kept = {board: rows for board, rows in kept.items() if rows}
    wanted_benchmark = where.benchmark and (dataset_key(where.benchmark, loose=False) or benchmark_key(where.benchmark))
    chosen = _chosen(kept, [(wanted_benchmark, lambda key: {key, *map(benchmark_key, names.spellings[key])}),
                            (where.metric and metric_key(where.metric), lambda key: {key})])
    boards = {}
    for (key, metric), rows in chosen.items():
        board = (names.name(key), metric_names[metric].most_common(1)[0][0])
        better = "lower" if lower[(key, metric)] else "higher"
        boards[board] = [_shown(row, titles) | dict(zip(BOARD_COLUMNS, (*board, better))) for row in rows]
    return dict(sorted(boards.items(), key=lambda item: (item[0][0].casefold(), item[0][1].casefold())))


def _chosen(boards: dict[tuple[str, str], list[dict]], wanted: list[tuple[str | None, Callable]]) -> dict:
    """The boards a --benchmark and a --metric filter pick by their merged names (`wanted`: for the board's benchmark,
    then its metric, the name asked for and `known(key)`, a board's key with the keys of its shown spellings): every
    board whose names contain both, and of those, the ones that have the name itself where some do ("--benchmark
    ImageNet-1k" is ImageNet's board alone, not miniImageNet's too; "--benchmark imagenet --metric accuracy" is
    ImageNet's top-1 accuracy where only miniImageNet has a board called "accuracy")."""
    def named(board: tuple[str, str], exact: bool) -> bool:
        return all(not name or (name in known(key) if exact else any(name in form for form in known(key)))
                   for key, (name, known) in zip(board, wanted))

    loose = {board: rows for board, rows in boards.items() if named(board, exact=False)}
    for position, (name, known) in enumerate(wanted):
        if name and any(name in known(board[position]) for board in loose):
            loose = {board: rows for board, rows in loose.items() if name in known(board[position])}
    return loose


def _credited(row: dict, board: str, aliases: dict[str, str]) -> str:
    """Who a board credits with a score: the claim's subject, else the paper's methods; never the board's benchmark
    itself (a benchmark paper's "the best model reaches only 41.1%" is no score of the benchmark's)."""
    names = [row["subject"]] if row["subject"] else row["methods"]
    return "; ".join(name for name in names if benchmark_group(name, aliases)[0] != board)


def _unnamed_others(claim: Claim, rules: str) -> bool:
    """A value whose subject rule says it is another's (rules.subject.ANOTHERS_VALUE), no name given; `rules` is the
    claim's 'kind rule, benchmark rule, subject rule' (verify.claim_rules)."""
    return claim.subject is None and rules.rpartition(", ")[2] in ANOTHERS_VALUE


def _ranked(rows: list[dict], ascending: bool) -> list[dict]:
    """The board's rows in order, each with its rank (ties share one)."""
    ordered = sorted(rows, key=lambda r: r["value"] if ascending else -r["value"])
    ranked, rank, previous = [], 0, None
    for position, row in enumerate(ordered, 1):
        if row["value"] != previous:
            rank, previous = position, row["value"]
        ranked.append({**row, "rank": rank})
    return ranked


def _shown(row: dict, titles: dict[str, str | None]) -> dict:
    return {"rank": row["rank"], "value": row["value"], "unit": row["unit"], "method": row["method"],
            "record_id": row["record_id"], "title": titles.get(row["record_id"]), "evidence": row["evidence"]}
