"""Files: a run's outputs, and `extractor export` of the four tables.

Every file is written to a temporary name and renamed into place, so a crash
leaves either the old file or the new one, never half of one.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from pathlib import Path

from pydantic import BaseModel

from .formats import csv_text, jsonl_text
from .schema import Record
from .tables import CLAIM_COLUMNS, ROWS, TABLES, claim_rows

EXPORT_FORMATS = ("jsonl", "csv", "parquet")


def write_atomic(path: Path, data: str | bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    if isinstance(data, bytes):
        tmp.write_bytes(data)
    else:
        tmp.write_text(data, encoding="utf-8")
    tmp.replace(path)


def jsonl(items: Iterable[BaseModel]) -> str:
    return "".join(item.model_dump_json() + "\n" for item in items)


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


def export_tables(records: list[Record], outdir: Path, formats: Iterable[str] = EXPORT_FORMATS) -> list[Path]:
    """records, claims, methods and benchmarks, each in every format asked for."""
    written = []
    for fmt in formats:
        if fmt not in EXPORT_FORMATS:
            raise ValueError(f"unknown export format {fmt!r}; choose from {', '.join(EXPORT_FORMATS)}")
        for table, columns in TABLES.items():
            rows = list(ROWS[table](records))
            path = outdir / f"{table}.{fmt}"
            if fmt == "parquet":
                write_atomic(path, _parquet_bytes(table, rows))
            elif fmt == "csv":
                write_atomic(path, csv_text(rows, columns))
            else:
                write_atomic(path, jsonl_text(rows, columns))
            written.append(path)
    return written


def arrow_schema(table: str):
    """Column types for Parquet: lists stay lists, numbers stay numbers."""
    import pyarrow as pa

    text, number, whole, flag, names = pa.string(), pa.float64(), pa.int64(), pa.bool_(), pa.list_(pa.string())
    types = {
        "records": [("id", text), ("task", text), ("contribution", text), ("methods", names),
                    ("benchmarks", names), ("n_claims", whole), ("sources", names), ("title", text),
                    ("model", text), ("prompt_version", text), ("cached", flag), ("prompt_tokens", whole),
                    ("completion_tokens", whole), ("seconds", number), ("dropped", whole), ("text", text)],
        "claims": [("record_id", text), ("methods", names), ("benchmark", text), ("metric", text),
                   ("value", number), ("unit", text), ("kind", text), ("subject", text), ("raw", text),
                   ("evidence", text), ("start", whole), ("end", whole)],
        "methods": [("record_id", text), ("method", text), ("task", text), ("contribution", text)],
        "benchmarks": [("record_id", text), ("benchmark", text), ("introduced", flag)],
    }[table]
    assert [name for name, _ in types] == TABLES[table], f"arrow schema of {table} out of step with its columns"
    return pa.schema(types)


def _parquet_bytes(table: str, rows: list[dict]) -> bytes:
    import pyarrow as pa
    import pyarrow.parquet as pq

    schema = arrow_schema(table)
    arrow_table = pa.Table.from_pylist(rows, schema=schema)
    sink = pa.BufferOutputStream()
    pq.write_table(arrow_table, sink)
    return sink.getvalue().to_pybytes()


def read_records(path: Path) -> list[Record]:
    records = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line.strip():
            try:
                records.append(Record.model_validate(json.loads(line)))
            except (json.JSONDecodeError, ValueError) as err:
                raise ValueError(f"{path}:{number}: not a record ({err})") from err
    return records
