"""Files: a run's outputs, and `extractor export` of the four tables.

Every file is written to a temporary name and renamed into place, so a crash
leaves either the old file or the new one, never half of one.
"""

from __future__ import annotations

import csv
import json
import os
import queue
import threading
from collections.abc import Callable, Iterable, Iterator
from contextlib import closing, contextmanager
from pathlib import Path
from typing import TextIO

from pydantic import BaseModel, ValidationError

from . import fastjson
from .defaults import RUN_FILES
from .forked import child, fork_context
from .formats import DEFAULT_EXPORT_FORMATS, EXPORT_FORMATS, csv_cell, csv_text, jsonl_text
from .schema import Claim, Record
from .tables import CLAIM_COLUMNS, ROWS, TABLES, claim_rows

SQLITE_NAME = "extractor.db"  # `--format sqlite`: the four tables in one database


class OutputError(Exception):
    """An output cannot be written: the message names the path and why."""


def output_directory(outdir: Path) -> Path:
    """`outdir`, created if need be, or an OutputError saying why it cannot be."""
    try:
        outdir.mkdir(parents=True, exist_ok=True)
    except FileExistsError as err:
        raise OutputError(f"{outdir} is a file, not a directory; give another output directory") from err
    except OSError as err:
        raise OutputError(f"cannot create the output directory {outdir}: {err.strerror or err}") from err
    return outdir


def writable_file(path: Path) -> Path:
    """`path` if a file may be written there (its directory created), else an OutputError."""
    if path.is_dir():
        raise OutputError(f"{path} is a directory; give a file name, or remove the directory")
    output_directory(path.parent)
    return path


@contextmanager
def atomic_path(path: Path) -> Iterator[Path]:
    """A temporary name to write, renamed to `path` when the block ends: on any error (a full
    disk) the temporary file is removed and the old file, if any, stays."""
    writable_file(path)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        yield tmp
        tmp.replace(path)
    except BaseException as err:
        tmp.unlink(missing_ok=True)
        if isinstance(err, OSError):
            raise OutputError(f"cannot write {path}: {err.strerror or err}") from err
        raise


def write_atomic(path: Path, data: str | bytes) -> None:
    """`data` as the file `path`, written whole or not at all (atomic_path)."""
    with atomic_path(path) as tmp:
        if isinstance(data, bytes):
            tmp.write_bytes(data)
        else:
            tmp.write_text(data, encoding="utf-8")


def jsonl(items: Iterable[BaseModel]) -> str:
    return "".join(item.model_dump_json() + "\n" for item in items)


class RunWriter:
    """records.jsonl, claims.csv and failures.jsonl, written as records arrive
    into temporary files and renamed into place by `commit` (a crash leaves
    the previous outputs untouched); failures.jsonl only when something failed.

    `elsewhere`: records.jsonl and claims.csv are written by a second process from the
    records' JSON lines (`RecordsElsewhere`), which can also store the run's answers in its
    cache (`stores_in`), so a long run's own process only makes them (on Linux: forked.py)."""

    def __init__(self, outdir: Path, elsewhere: bool = False):
        self.outdir = output_directory(outdir)
        self.paths = {name: outdir / file for name, file in RUN_FILES.items()}
        for path in self.paths.values():  # found now, not after the run's work
            if path.is_dir():
                raise OutputError(f"{path} is a directory; remove it, or give another -o")
        remove_orphans(outdir)
        self.temps = {name: path.with_name(f".{path.name}.{os.getpid()}.tmp") for name, path in self.paths.items()}
        self.files = {}
        with self._writing():
            for name, temp in self.temps.items():
                self.files[name] = temp.open("w", encoding="utf-8", newline="")
            self.claims = csv.writer(self.files["claims"], lineterminator="\n")
            self.claims.writerow(CLAIM_COLUMNS)
            context = fork_context() if elsewhere else None
            self.elsewhere = RecordsElsewhere(self, context) if context else None
        self.failed = 0
        self.written = 0

    def _writing(self):
        return _OutputErrors(self)

    def record(self, record: Record, line: str | None = None) -> None:
        """Write a record, as `line` (its JSON) when given."""
        line = line or record.model_dump_json()
        if self.elsewhere is not None:
            self.elsewhere.add(line)
        else:
            with self._writing():
                write_record(self.files["records"], self.claims, record, line)
        self.written += 1

    def stores_in(self, cache_dir: Path) -> Callable[[dict[str, str]], None] | None:
        """A `put_json` for the run (pipeline.extract's `store_json`): entries stored in `cache_dir` by
        the second process, each before the records that come after it are written; None when
        there is none (the run stores them itself)."""
        elsewhere = self.elsewhere
        return None if elsewhere is None else lambda values: elsewhere.store(cache_dir, values)

    def failure(self, failure: BaseModel) -> None:
        self.failed += 1
        with self._writing():
            self.files["failures"].write(failure.model_dump_json() + "\n")

    def commit(self) -> dict[str, Path]:
        if self.elsewhere is not None:
            try:
                self.elsewhere.finish()
            except BaseException:
                self.abort()
                raise
        with self._writing():
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
        if getattr(self, "elsewhere", None) is not None:
            self.elsewhere.stop()
        for name, temp in self.temps.items():
            if name in self.files:
                try:
                    self.files[name].close()
                except OSError:
                    pass  # a full disk: what was buffered is lost with the temporary file
            temp.unlink(missing_ok=True)


def write_record(records: TextIO, claims, record: Record, line: str) -> None:
    """A record's line in records.jsonl and its claims' rows in claims.csv (`claims`, a csv writer)."""
    records.write(line + "\n")
    claims.writerows([csv_cell(row[c]) for c in CLAIM_COLUMNS] for row in claim_rows([record]))


def write_record_line(records: TextIO, claims, line: str) -> None:
    """`write_record` of the record whose JSON is `line`, made by this run: its claims read back as
    plain JSON (`fastjson.loads`, a third of `Record.model_validate_json`'s time), not validated again."""
    records.write(line + "\n")
    record = fastjson.loads(line, kept=False)
    shared = [csv_cell(record["id"]), csv_cell(record["methods"])]  # the same in each of its claims' rows
    claims.writerows(shared + [csv_cell(claim[c]) for c in _CLAIM_OWN_COLUMNS] for claim in record["claims"])


# claim_rows' columns: the record's id and methods, then the claim's own fields under their names
_CLAIM_OWN_COLUMNS = CLAIM_COLUMNS[2:]
assert CLAIM_COLUMNS[:2] == ["record_id", "methods"] and set(_CLAIM_OWN_COLUMNS) == set(Claim.model_fields)


class RecordsElsewhere:
    """A RunWriter's records.jsonl and claims.csv written by a child process, which reads each
    record's claims back from its JSON line (`write_record_line`, the same rows) and writes it
    as `write_record` does: at 100,000 records the claims' rows took a fifth of a batch collect.
    It also stores the entries it is given (`store`, `Cache.put_json`: a fifth more), in order
    with the lines: a record is written after its entry is stored, as in the run's own process.
    Lines go to it `LINES_PER_MESSAGE` at a time, sent by a thread from a queue `MESSAGES_AHEAD`
    long, so that the run goes on while the child waits on the disk (a store's commit, most of
    all; sent directly, the run waited a fifth of its time). The child is forked when the writer
    is made, before the run starts any thread or opens the cache; it ends when `finish` or `stop`
    says so, or when this process ends (its end of the pipe closes), and it leaves Ctrl-C to this
    process."""

    LINES_PER_MESSAGE = 256
    MESSAGES_AHEAD = 32  # at most about 50 MB in the queue (a store of 256 entries is about 1.5 MB)

    def __init__(self, writer: RunWriter, context):
        self.outdir = writer.outdir
        for name in ("records", "claims"):  # created here (errors found now), written from the child on
            writer.files.pop(name).close()
        self.connection, theirs = context.Pipe()
        files = (writer.temps["records"], writer.temps["claims"])
        self.process = context.Process(target=_write_records_from_lines, name="extractor-records",
                                       args=(theirs, self.connection, *files), daemon=True)
        self.process.start()
        theirs.close()
        self.lines: list[str] = []
        self.outbox: queue.Queue = queue.Queue(maxsize=self.MESSAGES_AHEAD)
        # started with the first message: until then the run may fork (corpus.ReadElsewhere)
        self.sender = threading.Thread(target=self._send_all, name="extractor-records-sender", daemon=True)

    def add(self, line: str) -> None:
        self.lines.append(line)
        if len(self.lines) >= self.LINES_PER_MESSAGE:
            self._send_lines()

    def store(self, cache_dir: Path, values: dict[str, str]) -> None:
        """`Cache(cache_dir).put_json(values)` in the child, after the lines added so far."""
        self._send_lines()
        self._send(("store", cache_dir, values))

    def finish(self) -> None:
        """Every line written, every entry stored and the files closed; the child's error raised
        here if it had one."""
        self._send_lines()
        self._send(None)
        self.sender.join()
        self._ended()

    def _send_lines(self) -> None:
        if self.lines:
            self._send(("lines", self.lines))
            self.lines = []

    def stop(self) -> None:
        """The child ended without writing what is left (the run is aborted; what it stored is
        kept, a transaction cut short is rolled back by SQLite)."""
        self.process.kill()
        self.process.join()
        if self.sender.ident is not None:
            self.sender.join()
        self.connection.close()

    def _send(self, message: tuple | None) -> None:
        """Queued for the sender thread; if the child has ended, its error raised."""
        if self.sender.ident is None:
            self.sender.start()
        while True:
            if not self.sender.is_alive():
                self._ended()
            try:
                self.outbox.put(message, timeout=1)
                return
            except queue.Full:
                continue

    def _send_all(self) -> None:
        """The sender thread: each queued message to the child, until None or the child ends."""
        while True:
            message = self.outbox.get()
            try:
                self.connection.send(message)
            except OSError:  # the child has ended: _ended says why
                return
            if message is None:
                return

    def _ended(self) -> None:
        """The child's last word: None when all is written, else its error, raised."""
        try:
            error = self.connection.recv()
        except EOFError:
            error = ("", "the process writing the records ended unexpectedly")
        self.process.join()
        if error is not None:
            from .cache import CacheError

            kind, message = error
            if kind == "CacheError":
                raise CacheError(message)
            if kind == "OSError":
                raise OutputError(f"cannot write the outputs in {self.outdir}: {message}")
            raise RuntimeError(f"writing the records failed: {kind}: {message}")


@child
def _write_records_from_lines(connection, parents_end, records_path: Path, claims_path: Path) -> None:
    """The child of RecordsElsewhere (forked.child): messages received until None, ("lines", lines) each
    written as its record, ("store", cache_dir, values) stored; then None sent back, or (the error's kind,
    its message)."""
    parents_end.close()  # so that this process sees the pipe close when the run's process ends
    word = _written(connection, records_path, claims_path)
    if word is not _RUN_ENDED:
        connection.send(word)


WRITE_BUFFER = 2**20
_RUN_ENDED = object()  # the run's process closed the pipe without finishing: nothing to say


def _written(connection, records_path: Path, claims_path: Path):
    """What the messages say done; the child's last word (None: all done, or the error's kind and message)."""
    from .cache import Cache, CacheError

    caches: dict[Path, Cache] = {}
    try:
        # written a megabyte at a time: 8 kB writes were 50,000 system calls at 100,000 records
        with records_path.open("a", encoding="utf-8", newline="", buffering=WRITE_BUFFER) as records, \
                claims_path.open("a", encoding="utf-8", newline="", buffering=WRITE_BUFFER) as claims_file:
            claims = csv.writer(claims_file, lineterminator="\n")
            while (message := connection.recv()) is not None:
                if message[0] == "store":
                    _, cache_dir, values = message
                    if cache_dir not in caches:
                        caches[cache_dir] = Cache(cache_dir)
                    caches[cache_dir].put_json(values)
                    continue
                for line in message[1]:
                    write_record_line(records, claims, line)
            for cache in caches.values():
                cache.close()
    except EOFError:
        return _RUN_ENDED  # its temporary files are removed (by it or the next run)
    except CacheError as err:
        return ("CacheError", str(err))
    except OSError as err:
        return ("OSError", err.strerror or str(err))
    except Exception as err:  # noqa: BLE001 - said to the run's process, which raises it
        return (type(err).__name__, str(err))
    return None


class _OutputErrors:
    """An OSError while writing a run's outputs (a full disk): the temporary
    files removed, the previous outputs untouched, and one OutputError."""

    def __init__(self, writer: RunWriter):
        self.writer = writer

    def __enter__(self) -> None:
        return None

    def __exit__(self, kind, err, traceback) -> bool:
        if isinstance(err, OSError):
            self.writer.abort()
            raise OutputError(f"cannot write the outputs in {self.writer.outdir}: {err.strerror or err}") from err
        return False


def remove_orphans(outdir: Path) -> None:
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


def export_tables(records: list[Record], outdir: Path, formats: Iterable[str] = DEFAULT_EXPORT_FORMATS) -> list[Path]:
    """records, claims, methods and benchmarks, each in every format asked for."""
    written = []
    output_directory(outdir)
    for fmt in formats:
        if fmt not in EXPORT_FORMATS:
            raise ValueError(f"unknown export format {fmt!r}; choose from {', '.join(EXPORT_FORMATS)}")
        if fmt == "sqlite":
            written.append(write_sqlite(records, outdir / SQLITE_NAME))
            continue
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


# Keys between the tables; every other column as in TABLES, typed from arrow_schema.
SQL_KEYS = {
    "records": {"id": "TEXT PRIMARY KEY"},
    "claims": {"record_id": "TEXT NOT NULL REFERENCES records(id)"},
    "methods": {"record_id": "TEXT NOT NULL REFERENCES records(id)"},
    "benchmarks": {"record_id": "TEXT NOT NULL REFERENCES records(id)"},
}
# Full-text search (FTS5, external content, the sqlite-utils/datasette naming: <table>_fts).
SQL_SEARCH = {"records": ["title", "task", "text"], "claims": ["evidence", "metric", "benchmark", "subject"]}


def write_sqlite(records: list[Record], path: Path) -> Path:
    """The four tables in one SQLite database, with keys between them and
    full-text search over abstracts and evidence; `datasette` and `sqlite-utils`
    open it as it is. Lists are JSON text. Built in a temporary file, renamed."""
    import sqlite3

    writable_file(path)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.unlink(missing_ok=True)
    try:
        with closing(sqlite3.connect(tmp)) as db:
            db.execute("PRAGMA foreign_keys = ON")
            for table, columns in TABLES.items():
                _sql_table(db, table, columns, ROWS[table](records))
            for table, columns in SQL_SEARCH.items():
                names = ", ".join(f'"{c}"' for c in columns)
                db.execute(f'CREATE VIRTUAL TABLE "{table}_fts" USING fts5({names}, content="{table}")')
                db.execute(f'INSERT INTO "{table}_fts" (rowid, {names}) SELECT rowid, {names} FROM "{table}"')
            db.commit()
        tmp.replace(path)
    except BaseException as err:
        tmp.unlink(missing_ok=True)
        if isinstance(err, (OSError, sqlite3.DatabaseError)):
            raise OutputError(f"cannot write {path}: {err}") from err
        raise
    return path


def _sql_table(db, table: str, columns: list[str], rows: Iterable[dict]) -> None:
    import pyarrow as pa

    def sql_type(arrow_type) -> str:
        if pa.types.is_boolean(arrow_type) or pa.types.is_integer(arrow_type):
            return "INTEGER"
        return "REAL" if pa.types.is_floating(arrow_type) else "TEXT"

    types = {field.name: sql_type(field.type) for field in arrow_schema(table)}
    keys = SQL_KEYS[table]
    rowid = [] if table == "records" else ['"rowid" INTEGER PRIMARY KEY']  # stable ids for FTS
    definitions = rowid + [f'"{c}" {keys.get(c, types[c])}' for c in columns]
    db.execute(f'CREATE TABLE "{table}" ({", ".join(definitions)})')
    if table != "records":
        db.execute(f'CREATE INDEX "{table}_record_id" ON "{table}" (record_id)')
    marks = ", ".join("?" for _ in columns)
    names = ", ".join(f'"{c}"' for c in columns)
    db.executemany(f'INSERT INTO "{table}" ({names}) VALUES ({marks})',
                   ([_sql_value(row[c]) for c in columns] for row in rows))


def _sql_value(value: object) -> object:
    return json.dumps(value, ensure_ascii=False) if isinstance(value, list) else value


def _first_problem(err: ValidationError) -> str:
    """A record's validation error in one line: its first problem, and how many more ("claims.0.value: Input should be
    a valid number, and 2 more problems"), not pydantic's many-line dump."""
    problems = err.errors()
    where = ".".join(str(part) for part in problems[0]["loc"]) or "the line"
    more = f", and {len(problems) - 1} more problem{'s' * (len(problems) > 2)}" if len(problems) > 1 else ""
    return f"{where}: {problems[0]['msg']}{more}"


def read_records(path: Path) -> list[Record]:
    """The file's records; a record repeated whole (a file concatenated twice) is read once, a record id repeated
    with other content is an error naming both lines."""
    records, first_line = [], {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line.strip():
            try:
                record = Record.model_validate(json.loads(line))
            except ValidationError as err:
                raise ValueError(f"{path}:{number}: not a record ({_first_problem(err)})") from err
            except ValueError as err:  # JSONDecodeError among them
                raise ValueError(f"{path}:{number}: not a record ({err})") from err
            if record.id in first_line:
                seen_at, seen = first_line[record.id]
                if seen != record:
                    raise ValueError(f"{path}:{number}: record {record.id} is also on line {seen_at}, with other "
                                     "content (records of two runs in one file?)")
                continue
            first_line[record.id] = (number, record)
            records.append(record)
    return records
