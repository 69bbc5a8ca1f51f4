"""How far two annotators of the same abstracts agree: the second file's annotations are scored
as records against the first, by the same evaluation as any run (methods, benchmarks, result
claims, kind, attribution, task token-F1).

    python bench/annotator_agreement.py bench/audits/round25-c.jsonl bench/audits/round25-c2.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

from extractor.eval_print import print_reports
from extractor.evaluate import evaluate_sets
from extractor.gold import read_gold
from extractor.schema import Claim, Provenance, Record

ANNOTATOR = Provenance(model="annotator", endpoint="none", prompt_version="none", schema_hash="none")


def as_record(item: dict) -> Record:
    """An annotation as a record: each claim placed at its raw text inside its evidence."""
    text = item["text"]
    claims = []
    for claim in item["claims"]:
        start = text.find(claim["raw"], max(text.find(claim["evidence"]), 0))
        claims.append(Claim(value=float(claim["value"]), raw=claim["raw"], unit=claim["unit"], kind=claim["kind"],
                            metric=claim["metric"], benchmark=claim["benchmark"], subject=claim["subject"],
                            evidence=claim["evidence"], start=start, end=start + len(claim["raw"])))
    return Record(id=item["id"], sources=[], text=text, title=item.get("title"), task=item["task"],
                  contribution=item["contribution"], methods=item["methods"], benchmarks=item["benchmarks"],
                  claims=claims, provenance=ANNOTATOR)


def main(first: str, second: str) -> None:
    records = [as_record(item) for item in read_gold(Path(second))]
    print_reports(evaluate_sets(records, [(first, read_gold(Path(first)))]))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
