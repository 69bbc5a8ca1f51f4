"""Write the tune and check halves of a gold set (issue 10: honest figures).

    python scripts/split_gold.py ../shared/gold/dev2.jsonl -o /tmp/gold
    -> /tmp/gold/dev2.tune.jsonl, /tmp/gold/dev2.check.jsonl

The half of an item is the parity of the SHA-256 of its source_id (extractor.gold.half_of),
so the split never depends on the file's order. Rules are written from dev.jsonl and the
tune half; the check half and leaderboard_dev.jsonl are only measured. The halves are
derived, never committed.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from extractor.gold import read_gold, split


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("gold", type=Path)
    parser.add_argument("-o", "--out", type=Path, required=True)
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for half, items in split(read_gold(args.gold)).items():
        path = args.out / f"{args.gold.stem}.{half}.jsonl"
        path.write_text("".join(json.dumps(item, ensure_ascii=False) + "\n" for item in items), encoding="utf-8")
        print(f"{path}: {len(items)} items")


if __name__ == "__main__":
    main()
