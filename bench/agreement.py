"""How many of a run's records equal the shipped recordings' (llama-cpp-python's server, mode
tools), field by field, matched by record id: does another server answer the same?

    python bench/agreement.py out/records.jsonl [-v]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

RECORDINGS = Path(__file__).resolve().parent.parent / "cache" / "recordings" / "seeds.jsonl"
FIELDS = ("task", "contribution", "benchmarks", "methods")


def main(path: str, verbose: bool) -> None:
    recorded = {}
    for line in RECORDINGS.open(encoding="utf-8"):
        record = json.loads(line)["record"]
        recorded[record["id"]] = record
    same, whole, matched = dict.fromkeys(FIELDS, 0), 0, 0
    for line in open(path, encoding="utf-8"):
        record = json.loads(line)
        reference = recorded.get(record["id"])
        if reference is None:
            continue
        matched += 1
        equal = {name: record[name] == reference[name] for name in FIELDS}
        attribution = [c["benchmark"] for c in record["claims"]] == [c["benchmark"] for c in reference["claims"]]
        for name in FIELDS:
            same[name] += equal[name]
        whole += all(equal.values()) and attribution
        if verbose and not all(equal.values()):
            print(record["id"], {name: (record[name], reference[name]) for name in FIELDS if not equal[name]})
    print(f"{matched} abstracts: whole record equal {whole}; " + ", ".join(f"{n} {same[n]}" for n in FIELDS))


if __name__ == "__main__":
    main(sys.argv[1], "-v" in sys.argv)
