"""Where a leaderboard set's missed dataset attributions are: named in the abstract, or nowhere in it.

A score whose gold dataset the abstract never names (nor the record lists) is out of reach of rules that read the
text; the others are what the rules read wrongly. The rules alone, no model; counts only, no per-paper listing.

    python bench/leaderboard_misses.py /tmp/gold/leaderboard_dev.tune.jsonl /tmp/gold/leaderboard_dev.check.jsonl
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.rules_records import records_of  # noqa: E402
from extractor.evaluate import dataset_in_text, same_dataset, same_score, score_value  # noqa: E402
from extractor.gold import gold_text, gold_title  # noqa: E402
from extractor.schema import Record  # noqa: E402


def misses(path: str) -> tuple[int, int, int, int]:
    """(scores found, attributed right, misses whose dataset is named, misses whose dataset is named nowhere)."""
    found = right = named = nowhere = 0
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        item = json.loads(line)
        record = Record.model_validate_json(records_of(gold_text(item), gold_title(item))[0])
        for result in item["results"]:
            wanted = score_value(result.get("score"))
            claims = [c for c in record.claims if wanted is not None and same_score(c.value, wanted)]
            if not result.get("score_in_abstract") or not claims:
                continue
            found += 1
            if any(same_dataset(c.benchmark, result["dataset"]) for c in claims):
                right += 1
            elif dataset_in_text(result["dataset"], record.text) or any(
                    same_dataset(b, result["dataset"]) for b in record.benchmarks):
                named += 1
            else:
                nowhere += 1
    return found, right, named, nowhere


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("gold", nargs="+", help="leaderboard gold files (the format of leaderboard_dev.jsonl)")
    for path in parser.parse_args().gold:
        if not Path(path).is_file():
            parser.error(f"{path}: no such file")
        found, right, named, nowhere = misses(path)
        print(f"{path}: {right}/{found} attributed; misses whose dataset the abstract names: {named}; "
              f"named nowhere: {nowhere}; ceiling for text rules {(found - nowhere) / found:.2f}")


if __name__ == "__main__":
    main()
