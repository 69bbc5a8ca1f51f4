"""Gold sets: reading them, telling their kind, and the honest tune/check split.

Two kinds of gold exist (see ../shared/gold/README.md):
- annotated: `text`, `task`, `methods`, `benchmarks`, `claims` (dev.jsonl, dev2.jsonl);
- leaderboard: `abstract`, `datasets`, `results[]` of `{dataset, metric, score, score_in_abstract}`
  (leaderboard_dev.jsonl).

The split: rules are written looking at one half of a set and checked on the other.
A record's half is the parity of the SHA-256 of its `source_id` (else `paper_id`,
else `id`), so it never depends on the file's order and anyone can recompute it.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Literal

from .readers import json_error

GoldKind = Literal["annotated", "leaderboard"]
HALVES = ("tune", "check")


def read_gold(path: Path) -> list[dict]:
    items = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line.strip():
            try:
                items.append(json.loads(line))
            except json.JSONDecodeError as err:
                raise ValueError(f"{path}:{number}: not JSON ({json_error(err)})") from err
    if not items:
        raise ValueError(f"{path}: no gold items (the file has no JSON lines)")
    kind_of_gold(items, path)
    return items


def kind_of_gold(items: list[dict], path: Path | str = "gold") -> GoldKind:
    """One kind a file; a line of another kind (or of none) is an error naming it."""
    kinds = []
    for number, item in enumerate(items, 1):
        if "results" in item and "abstract" in item:
            kinds.append("leaderboard")
        elif all(key in item for key in ("text", "methods", "benchmarks", "claims")):
            kinds.append("annotated")
        else:
            raise ValueError(f"{path}: gold item {number} is neither annotated (text, methods, benchmarks, "
                             "claims) nor leaderboard (abstract, results)")
        if kinds[-1] != kinds[0]:
            raise ValueError(f"{path}: gold item {number} is {kinds[-1]}, item 1 is {kinds[0]}")
        if kinds[-1] == "annotated":
            _check_claim_values(item, number, path)
    return kinds[0]


def _check_claim_values(item: dict, number: int, path: Path | str) -> None:
    """Claims are matched by value: one without a number ("192x336" left as null) is an error naming it."""
    for position, claim in enumerate(item["claims"], 1):
        value = claim.get("value")
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ValueError(f"{path}: gold item {number} ({item.get('id', 'no id')}), claim {position} "
                             f"({claim.get('raw')!r}): value {value!r} is not a number")


def gold_text(item: dict) -> str:
    return item.get("text") or item["abstract"]


def gold_title(item: dict) -> str | None:
    return item.get("title") or item.get("paper_title")


def half_of(item: dict) -> str:
    """'tune' or 'check': the parity of the SHA-256 of the item's own id."""
    key = item.get("source_id") or item.get("paper_id") or item.get("id") or gold_text(item)
    return HALVES[int(hashlib.sha256(key.encode("utf-8")).hexdigest(), 16) % 2]


def split(items: list[dict]) -> dict[str, list[dict]]:
    return {half: [item for item in items if half_of(item) == half] for half in HALVES}
