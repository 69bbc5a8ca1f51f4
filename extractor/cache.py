"""The cache: validated records with the raw completion and usage behind them.

Key: a versioned SHA-256 of canonical JSON of everything that decides an
answer (the exact text, model, prompt id, schema hash, decoding parameters);
never the endpoint URL, so the embedded server's random port does not matter
and recordings replay on any machine. The key needs only the text, so a hit
is found without finding candidates; the entry holds the hash of the
messages the model saw and of the code that built its record, and the
pipeline checks them (see pipeline.py).

Two layers: the diskcache database in the cache directory (shared by every
process), and recordings (`<cache-dir>/recordings/*.jsonl`), a reviewable
text form shipped in the repository and read only when replaying offline.

A cache directory ships with repositories, so it is data, never code: values
are JSON text read by a `diskcache.Disk` that never unpickles (a row that asks
for pickle is corrupt: warned about, deleted, recomputed), and an entry is
served only for the abstract it was made from (its text hash and its
record's text), whatever key it sits under.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from .schema import Record, Usage

CACHE_FORMAT = 3  # bump when Entry or the key payload changes shape
log = logging.getLogger(__name__)


def canonical_json(payload: Any) -> str:
    return json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def key_payload(text: str, model: str, prompt_id: str, schema_hash: str, params: dict) -> dict:
    """What decides an answer, but for what the rules make of the text in the messages
    (the excerpt the model reads, read_rules.READ_RULES) and the paper's title (prompt v8):
    those are checked against `Entry.messages_sha256` when the rules' version changed. The key
    stays the text's alone, so a hit needs no candidates and the same abstract under another
    title (one corpus without titles, one with) is served its first answer."""
    return {
        "format": CACHE_FORMAT,
        "text_sha256": _sha256(text),
        "model": model,
        "prompt": prompt_id,
        "schema": schema_hash,
        "params": params,
    }


def messages_sha256(messages: list[dict]) -> str:
    return _sha256(canonical_json(messages))


def _sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def cache_key(payload: dict) -> str:
    return f"v{CACHE_FORMAT}:" + hashlib.sha256(canonical_json(payload).encode()).hexdigest()


class CacheKeys:
    """`key_payload` and its `cache_key` for many texts of one model, prompt, schema and params:
    the canonical JSON they share is made once, as the text's hash sorts last in it (made again
    for each abstract it took a twentieth of a batch collect's own time)."""

    def __init__(self, model: str, prompt_id: str, schema_hash: str, params: dict):
        self.shared = (model, prompt_id, schema_hash, params)
        empty = canonical_json(key_payload("", *self.shared) | {"text_sha256": ""})
        self.head = empty.removesuffix('""}')
        assert self.head.endswith('"text_sha256":'), "text_sha256 sorts last in the key payload"

    def of(self, text: str) -> tuple[dict, str]:
        """(key_payload(text, ...), its cache_key)."""
        payload = key_payload(text, *self.shared)
        canonical = f'{self.head}"{payload["text_sha256"]}"}}'
        return payload, f"v{CACHE_FORMAT}:" + hashlib.sha256(canonical.encode()).hexdigest()


class Entry(BaseModel):
    """A cached answer and the record the code of version `rules` built from
    it. When the code has changed since, a hit rebuilds the record from
    `labels`, so a fix to the rules needs no new model call."""

    key: str
    request: dict  # the key payload, so an entry explains itself
    messages_sha256: str  # what the model was shown
    rules: str  # the version of the code that built `record` (rules.rules_version)
    labels: dict  # the model's validated answer
    raw: str  # the model's own output, before validation
    usage: Usage
    attempts: int = 1
    seconds: float = 0.0
    record: Record


assert list(Entry.model_fields)[-1] == "record", "entry_json puts the record last"


def entry_json(entry: Entry, record_json: str) -> str:
    """`entry.model_dump_json()`, its record's JSON given (made once for the cache and the output)."""
    return entry.model_dump_json(exclude={"record"})[:-1] + ',"record":' + record_json + "}"


class CacheError(Exception):
    """The cache database cannot be used (corrupt, not a database, disk full):
    the run stops with this message, which names the directory and what to do."""


class UnsafeRow(ValueError):
    """A stored row that is not plain text (a pickle): never loaded."""


def _text_only_disk():
    import diskcache  # only when a run needs it
    from diskcache.core import MODE_PICKLE

    class TextOnlyDisk(diskcache.Disk):
        """Keys and values are str or bytes, stored as they are; a row whose mode
        says pickle raises instead of being unpickled (the base `Disk.fetch`
        unpickles whatever the row says, whichever Disk wrote it)."""

        def put(self, key):
            if not isinstance(key, (str, bytes)):
                raise TypeError(f"cache keys are text, not {type(key).__name__}")
            return super().put(key)

        def get(self, key, raw):
            if not raw:
                raise UnsafeRow("a pickled key")
            return super().get(key, raw)

        def store(self, value, read, key=diskcache.core.UNKNOWN):
            if read or not isinstance(value, (str, bytes)):
                raise TypeError(f"cache values are text, not {type(value).__name__}")
            return super().store(value, read, key)

        def fetch(self, mode, filename, value, read):
            if mode == MODE_PICKLE:
                raise UnsafeRow("a pickled value")
            if filename is not None and (os.path.isabs(filename) or ".." in Path(filename).parts):
                raise UnsafeRow(f"a value file outside the cache ({filename!r})")
            return super().fetch(mode, filename, value, read)

    return TextOnlyDisk


class Cache:
    def __init__(self, directory: str | Path, use_recordings: bool = False):
        self.directory = Path(directory)
        self.use_recordings = use_recordings
        self._disk: Any = None
        self._recorded: dict[str, Entry] | None = None
        self.rejected: dict[str, str] = {}  # key -> why its entry was not served

    @property
    def disk(self) -> Any:
        if self._disk is None:
            import diskcache

            with self._database("open"):
                self.directory.mkdir(parents=True, exist_ok=True)
                # SQLite's page cache and memory map count toward RSS: keep them small and fixed.
                # No eviction: diskcache's default culls the oldest rows past 1 GB (about 250,000
                # answers), and a cached answer is paid for; it goes only when a user clears it.
                # The write-ahead log is copied into the database (with an fsync) every 32 MB rather
                # than every 4 MB: 20,000 answers of 4 kB written in chunks took 1.24 s, not 1.55 s (one run each).
                self._disk = diskcache.Cache(str(self.directory / "db"), disk=_text_only_disk(),
                                             sqlite_mmap_size=2**24, sqlite_cache_size=2**11,
                                             sqlite_wal_autocheckpoint=2**13, eviction_policy="none")
        return self._disk

    def _database(self, action: str):
        return _DatabaseErrors(self.directory / "db", action)

    def get(self, key: str, text: str | None = None) -> Entry | None:
        """The entry stored under `key`, if it was made from `text` (when given);
        anything else is a miss, its reason in `rejected[key]`."""
        entry = self._stored(key)
        if entry is None and self.use_recordings:
            entry = self.recordings().get(key)
        if entry is None:
            return None
        mismatch = _mismatch(entry, key, text)
        if mismatch:
            log.warning("cache entry %s %s; it is not used", key, mismatch)
            self.rejected[key] = f"cache entry {mismatch}"
            return None
        return entry

    def get_many(self, wanted: list[tuple[str, str | None]]) -> list[Entry | None]:
        """`get` of each (key, text), asking the database once which of the keys it holds (a
        batch collect's keys mostly miss, and a query each took about 65 µs an answer)."""
        held = self._held([key for key, _ in wanted])
        return [self.get(key, text) if key in held or self.use_recordings else None for key, text in wanted]

    def _held(self, keys: list[str]) -> set[str]:
        """Which of `keys` have a row (read or not, it is `get` that checks it)."""
        held: set[str] = set()
        with self._database("read"):
            for part in parameter_parts(keys):
                marks = ",".join("?" * len(part))
                held.update(key for (key,) in self.disk._sql(
                    f"SELECT key FROM Cache WHERE raw = 1 AND key IN ({marks})", part).fetchall())
        return held

    def _stored(self, key: str) -> Entry | None:
        with self._database("read"):
            try:
                stored = self.disk.get(key)
            except UnsafeRow as err:
                # A planted or foreign row: data is never run as code. Delete, recompute.
                log.warning("cache entry %s holds %s, not text; deleted, it will be recomputed", key, err)
                self.disk.delete(key)
                return None
            if stored is None:
                return None
            try:
                return Entry.model_validate_json(stored)
            except ValidationError:
                # Corrupt or written by an incompatible version: recompute it.
                log.warning("cache entry %s is unreadable; it will be recomputed", key)
                self.disk.delete(key)
                return None

    def put(self, entry: Entry) -> None:
        with self._database("write"):
            self.disk.set(entry.key, entry.model_dump_json())

    def put_json(self, values: dict[str, str]) -> None:
        """Store entries given as their JSON (`entry_json`), by key, in one transaction: all of
        them or, if the run stops midway, none (each alone is a transaction of its own, most of
        a fast put's time). The new keys go in with one INSERT for all (the row
        `diskcache.Cache.set` writes, from the same `Disk`); a key already there, or a value
        too large for a row, goes through `set` itself (which also removes an older value's file)."""
        if not values:
            return
        with self._database("write"), self.disk.transact():
            held = self._held(list(values))
            now = time.time()
            rows = []
            for key in sorted(values):  # in key order: fewer index pages touched
                value = values[key]
                if key in held or len(value) >= self.disk.disk_min_file_size:
                    self.disk.set(key, value)
                    continue
                db_key, raw = self.disk._disk.put(key)
                size, mode, filename, db_value = self.disk._disk.store(value, False, key=key)
                rows.append((db_key, raw, now, None, now, 0, None, size, mode, filename, db_value))
            self.disk._con.executemany(
                "INSERT INTO Cache (key, raw, store_time, expire_time, access_time, access_count, tag, size, mode,"
                " filename, value) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)

    def update(self, entry: Entry) -> None:
        """Store a rebuilt entry where the old one was stored; recordings stay
        as they were shipped."""
        with self._database("read"):
            stored = entry.key in self.disk
        if stored:
            self.put(entry)

    def recordings(self) -> dict[str, Entry]:
        if self._recorded is None:
            self._recorded = {}
            for file in sorted((self.directory / "recordings").glob("*.jsonl")):
                for number, line in enumerate(file.read_text(encoding="utf-8").splitlines(), 1):
                    if not line.strip():
                        continue
                    try:
                        entry = Entry.model_validate_json(line)
                    except ValidationError:
                        log.warning("%s:%d: unreadable recording, skipped", file, number)
                        continue
                    self._recorded[entry.key] = entry
        return self._recorded

    def close(self) -> None:
        if self._disk is not None:
            self._disk.close()


SQL_PARAMETERS = 500  # per statement: well under SQLite's limit (999 before 3.32)


def parameter_parts(keys: list[str]) -> list[list[str]]:
    """`keys` cut into lists short enough for one statement's `IN (?, ...)`."""
    return [keys[start : start + SQL_PARAMETERS] for start in range(0, len(keys), SQL_PARAMETERS)]


def _mismatch(entry: Entry, key: str, text: str | None) -> str | None:
    """Why `entry` may not be served for `key` and `text` (copied over another
    key, or another abstract's answer), or None."""
    if entry.key != key:
        return f"was stored under another abstract's key ({key})"
    if text is not None and (entry.request.get("text_sha256") != _sha256(text) or entry.record.text != text):
        return f"was made from another abstract (record {entry.record.id})"
    return None


class _DatabaseErrors:
    """Turns sqlite's errors into one CacheError naming the database and what to do."""

    def __init__(self, path: Path, action: str):
        self.path, self.action = path, action

    def __enter__(self) -> None:
        return None

    def __exit__(self, kind, err, traceback) -> bool:
        if isinstance(err, (sqlite3.DatabaseError, OSError)):
            message = str(err)
            if "full" in message or getattr(err, "errno", None) == 28:
                advice = "free some space, or give another --cache-dir"
            else:
                advice = "move it aside (it is rebuilt empty), or give another --cache-dir"
            raise CacheError(f"cache database {self.path} cannot be used ({self.action}: {message}); {advice}") from err
        return False


def write_recordings(entries: list[Entry], path: Path) -> None:
    """One entry a line, sorted by record id, so a re-recording diffs cleanly."""
    from .export import write_atomic

    lines = [e.model_dump_json() for e in sorted(entries, key=lambda e: e.record.id)]
    write_atomic(path, "\n".join(lines) + "\n")


# --- merging the caches of sharded runs -----------------------------------------------------------


@dataclass
class MergeReport:
    added: int = 0
    same: int = 0  # already there with the same answer (timings may differ)
    conflicts: int = 0  # already there with another answer: the one kept is chosen by content, not by order
    refused: list[str] = field(default_factory=list)  # "SRC: key: why", entries that fail the cache's checks


def merge_caches(sources: list[Path], into: Path) -> MergeReport:
    """Fold the databases of `sources` into the cache at `into`. An entry is
    copied only if it passes the checks a hit gets (plain text, a valid Entry,
    stored under its own key, made from its own record's text). Where two
    caches hold different answers for one key, the entry whose JSON sorts
    first is kept, so the result does not depend on the order of SRC."""
    report = MergeReport()
    target = Cache(into)
    try:
        for source in sources:
            if not (Path(source) / "db" / "cache.db").is_file():
                raise CacheError(f"{source} holds no cache database (no {Path(source) / 'db' / 'cache.db'})")
            cache = Cache(source)
            try:
                with cache._database("read"):
                    keys = list(cache.disk.iterkeys())
                for key in keys:
                    _merge_one(cache, target, key, report, source)
            finally:
                cache.close()
    finally:
        target.close()
    return report


def _merge_one(source: Cache, target: Cache, key: Any, report: MergeReport, where: Path) -> None:
    with source._database("read"):
        try:
            stored = source.disk.get(key)
        except UnsafeRow as err:
            report.refused.append(f"{where}: {key!r}: holds {err}, not text")
            return
    try:
        entry = Entry.model_validate_json(stored)
    except (ValidationError, ValueError, TypeError):
        report.refused.append(f"{where}: {key!r}: not a readable cache entry")
        return
    why = _mismatch(entry, key, entry.record.text) or (
        None if cache_key(entry.request) == key else "is not stored under the key of its own request")
    if why:
        report.refused.append(f"{where}: {key}: {why}")
        return
    present = target._stored(key)
    if present is None:
        report.added += 1
    else:
        if _same_answer(present, entry):
            report.same += 1
        else:
            report.conflicts += 1
        if present.model_dump_json() <= entry.model_dump_json():
            return  # keep what sorts first: the same result whatever the order of the sources
    target.put(entry)


def _same_answer(a: Entry, b: Entry) -> bool:
    return (a.labels, a.raw, a.messages_sha256, a.rules) == (b.labels, b.raw, b.messages_sha256, b.rules)
