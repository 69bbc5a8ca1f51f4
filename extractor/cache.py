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
"""

from __future__ import annotations

import hashlib
import json
import logging
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from .schema import Record, Usage

CACHE_FORMAT = 3  # bump when Entry or the key payload changes shape
log = logging.getLogger(__name__)


def canonical_json(payload: Any) -> str:
    return json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def key_payload(text: str, model: str, prompt_id: str, schema_hash: str, params: dict) -> dict:
    """What decides an answer, but for the candidates in the messages: those
    are checked against `Entry.messages_sha256` when the code that finds them
    changed."""
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


class Entry(BaseModel):
    """A cached answer and the record the code of version `rules` built from
    it. When the code has changed since, a hit rebuilds the record from
    `labels`, so a fix to the rules needs no new model call."""

    key: str
    request: dict  # the key payload, so an entry explains itself
    messages_sha256: str  # what the model was shown
    rules: str  # the version of the code that built `record` (pipeline.rules_version)
    labels: dict  # the model's validated answer
    raw: str  # the model's own output, before validation
    usage: Usage
    attempts: int = 1
    seconds: float = 0.0
    record: Record


class Cache:
    def __init__(self, directory: str | Path, use_recordings: bool = False):
        self.directory = Path(directory)
        self.use_recordings = use_recordings
        self._disk: Any = None
        self._recorded: dict[str, Entry] | None = None

    @property
    def disk(self) -> Any:
        if self._disk is None:
            import diskcache  # only when a run needs it

            self.directory.mkdir(parents=True, exist_ok=True)
            # SQLite's page cache and memory map count toward RSS: keep them small and fixed.
            self._disk = diskcache.Cache(str(self.directory / "db"), sqlite_mmap_size=2**24, sqlite_cache_size=2**11)
        return self._disk

    def get(self, key: str) -> Entry | None:
        stored = self.disk.get(key)
        if stored is not None:
            try:
                return Entry.model_validate_json(stored)
            except ValidationError:
                # Corrupt or written by an incompatible version: recompute it.
                log.warning("cache entry %s is unreadable; it will be recomputed", key)
                self.disk.delete(key)
        if self.use_recordings:
            return self.recordings().get(key)
        return None

    def put(self, entry: Entry) -> None:
        self.disk.set(entry.key, entry.model_dump_json())

    def update(self, entry: Entry) -> None:
        """Store a rebuilt entry where the old one was stored; recordings stay
        as they were shipped."""
        if entry.key in self.disk:
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


def write_recordings(entries: list[Entry], path: Path) -> None:
    """One entry a line, sorted by record id, so a re-recording diffs cleanly."""
    from .export import write_atomic

    lines = [e.model_dump_json() for e in sorted(entries, key=lambda e: e.record.id)]
    write_atomic(path, "\n".join(lines) + "\n")
