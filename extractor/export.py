"""Files: a run's outputs, and `extractor export` of the four tables.

Every file is written to a temporary name and renamed into place, so a crash
leaves either the old file or the new one, never half of one.
"""

from __future__ import annotations

import csv
import json
import os
from collections.abc import Iterable
from pathlib import Path

from pydantic import BaseModel

from .formats import csv_text, flat, jsonl_text
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


class RunWriter:
    """records.jsonl, claims.csv and failures.jsonl, written as records arrive
    into temporary files and renamed into place by `commit` (a crash leaves
    the previous outputs untouched); failures.jsonl only when something failed."""

    def __init__(self, outdir: Path):
        outdir.mkdir(parents=True, exist_ok=True)
        self.paths = {"records": outdir / "records.jsonl", "claims": outdir / "claims.csv",
                      "failures": outdir / "failures.jsonl"}
        _remove_orphans(outdir)
        self.temps = {name: path.with_name(f".{path.name}.{os.getpid()}.tmp") for name, path in self.paths.items()}
        self.files = {name: temp.open("w", encoding="utf-8", newline="") for name, temp in self.temps.items()}
        self.claims = csv.writer(self.files["claims"], lineterminator="\n")
        self.claims.writerow(CLAIM_COLUMNS)
        self.failed = 0

    def record(self, record: Record) -> None:
        self.files["records"].write(record.model_dump_json() + "\n")
        for row in claim_rows([record]):
            self.claims.writerow([flat(row[c]) for c in CLAIM_COLUMNS])

    def failure(self, failure: BaseModel) -> None:
        self.failed += 1
        self.files["failures"].write(failure.model_dump_json() + "\n")

    def commit(self) -> dict[str, Path]:
        for handle in self.files.values():
            handle.close()
        written = {}
        for name, path in self.paths.items():
            if name == "failures" and not self.failed:
                self.temps[name].unlink()
                path.unlink(missing_ok=True)  # an older run's failures are settled
                continue
            self.temps[name].replace(path)
            written[name] = path
        return written

    def abort(self) -> None:
        for name, handle in self.files.items():
            handle.close()
            self.temps[name].unlink(missing_ok=True)


def _remove_orphans(outdir: Path) -> None:
    """Temporary files of runs that were killed (their process is gone)."""
    for temp in outdir.glob(".*.*.tmp"):
        pid = temp.name.rsplit(".", 2)[-2]
        if pid.isdigit() and int(pid) != os.getpid() and not _alive(int(pid)):
            temp.unlink(missing_ok=True)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


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
