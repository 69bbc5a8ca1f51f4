"""Every record the rules make of N abstracts, written as JSON lines, and the rules' time.

A speed change to the rules must not change a record: write them before and after, then diff.
Each abstract is built three ways (no model answer; the batch bench's fake answer; a long task
and another contribution), so the task and contribution paths are exercised too.

    python bench/rules_records.py --n 300 --out /tmp/before.jsonl [--corpus FILE] [--repeat 3]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "tests"))  # the fake's answer lives with the tests

from fake_openai import GOOD_LABELS  # noqa: E402

from extractor.candidates import find_candidates  # noqa: E402
from extractor.corpus import Abstract, abstract_id  # noqa: E402
from extractor.schema import Labels, Provenance  # noqa: E402
from extractor.verify import build_record  # noqa: E402

PROVENANCE = Provenance(model="none", endpoint="none", prompt_version="none", schema_hash="none")


ANSWERS = [Labels(task="", contribution="method"), Labels.model_validate(GOOD_LABELS),
           Labels(task="a task of far more than twelve words " * 3, contribution="dataset")]


def records_of(text: str, title: str | None = None) -> list[str]:
    candidates = find_candidates(text, title)
    abstract = Abstract(abstract_id(text), text, title=title)
    return [build_record(abstract, candidates, labels, PROVENANCE).model_dump_json()
            for labels in ANSWERS]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--n", type=int, default=300)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--corpus", type=Path, default=REPO.parent / "shared" / "corpus" / "arxiv_2025_26.jsonl")
    parser.add_argument("--repeat", type=int, default=1, help="time the rules this many times (median)")
    args = parser.parse_args()
    rows = [json.loads(line) for line in args.corpus.open(encoding="utf-8")][: args.n]
    texts = [row["text"] for row in rows]
    with args.out.open("w", encoding="utf-8") as out:
        for row in rows:
            out.write("\n".join(records_of(row["text"], row.get("title"))) + "\n")
    rounds = []
    labels = Labels.model_validate(GOOD_LABELS)
    for round_ in range(args.repeat):  # find_candidates + one build_record, as bench/run.py's rules_seconds
        fresh = [f"{text} (Round {round_}.)" for text in texts]  # texts no cache has seen
        started = time.perf_counter()
        for number, text in enumerate(fresh):
            build_record(Abstract(id=str(number), text=text), find_candidates(text), labels, PROVENANCE)
        rounds.append((time.perf_counter() - started) / len(texts))
    print(f"rules: {1000 * statistics.median(rounds):.2f} ms a record, median of {args.repeat} "
          f"({len(texts)} abstracts; {1 / statistics.median(rounds):.0f} records/s)")


if __name__ == "__main__":
    main()
