"""Output files, each format defined once and shared by every command.

Every file is written to a temporary name and renamed into place, so a crash
leaves either the old file or the new one, never half of one.
"""

from __future__ import annotations

import csv
import io
import json
import os
from collections.abc import Iterable, Iterator
from pathlib import Path

from pydantic import BaseModel

from .schema import Record

CLAIM_COLUMNS = [
    "record_id", "methods", "benchmark", "metric", "value", "unit", "kind",
    "subject", "raw", "evidence", "start", "end",
]
LIST_SEPARATOR = "; "


def claim_rows(records: Iterable[Record]) -> Iterator[dict]:
    """One flat row per claim, in CLAIM_COLUMNS order."""
    for record in records:
        methods = LIST_SEPARATOR.join(record.methods)
        for claim in record.claims:
            yield {
                "record_id": record.id, "methods": methods, "benchmark": claim.benchmark,
                "metric": claim.metric, "value": claim.value, "unit": claim.unit, "kind": claim.kind,
                "subject": claim.subject, "raw": claim.raw, "evidence": claim.evidence,
                "start": claim.start, "end": claim.end,
            }


def write_atomic(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(path)


def jsonl(items: Iterable[BaseModel]) -> str:
    return "".join(item.model_dump_json() + "\n" for item in items)


def csv_text(rows: Iterable[dict], columns: list[str]) -> str:
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=columns, lineterminator="\n")
    writer.writeheader()
    for row in rows:
        writer.writerow({k: "" if row.get(k) is None else row[k] for k in columns})
    return buffer.getvalue()


def write_run(outdir: Path, records: list[Record], failures: list[BaseModel]) -> dict[str, Path]:
    """records.jsonl, claims.csv and failures.jsonl (removed when nothing failed)."""
    paths = {
        "records": outdir / "records.jsonl",
        "claims": outdir / "claims.csv",
        "failures": outdir / "failures.jsonl",
    }
    write_atomic(paths["records"], jsonl(records))
    write_atomic(paths["claims"], csv_text(claim_rows(records), CLAIM_COLUMNS))
    if failures:
        write_atomic(paths["failures"], jsonl(failures))
    else:
        paths["failures"].unlink(missing_ok=True)
        del paths["failures"]
    return paths


def read_records(path: Path) -> list[Record]:
    records = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line.strip():
            try:
                records.append(Record.model_validate(json.loads(line)))
            except (json.JSONDecodeError, ValueError) as err:
                raise ValueError(f"{path}:{number}: not a record ({err})") from err
    return records
