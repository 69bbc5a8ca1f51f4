"""The rules' part of a batch's records, made while the provider runs the batch.

Since prompt v6 a record's methods, benchmarks, claims, decisions and drops follow from
the abstract's text alone (`verify.resolve_text`); the model's answer gives only the task
and the contribution. So `batch write` and `extract --batch` run the rules when they write
the requests, and keep here what they made, with the request's custom_id (the hash of its
messages, whose excerpt is the rules' too); collecting then joins each answer's labels to
it (`verify.with_labels`) instead of running the rules and building the messages again.

One SQLite table, `<cache-dir>/batches/memo.db`, a row per abstract keyed by the SHA-256
of its text, its value JSON text (never pickle: a cache directory from elsewhere is data).
A row serves only the code that made it: the same `rules.rules_version()` and prompt; and
only its own text (the hash inside its value, and each claim's evidence the text at its
offsets). Anything else, a stale, missing or unreadable row, is computed again, as without
a memo. Beyond those checks a row is trusted as far as a cached entry's record is (a row
edited by hand to name other methods would be used, as an edited cache entry would).
A memo database that cannot be read or written is set aside for the run with one warning
naming it: it saves time, it is never needed. The first write of a run removes the rows of
other rules or prompts, so the file holds only what this code can use.
"""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path

from pydantic import BaseModel, ValidationError

from . import rules
from .cache import parameter_parts
from .verify import TextFields

MEMO_FILE = "memo.db"
MEMO_TABLE = "memo_v1"  # a new name when a row's shape changes: an older table is left alone
log = logging.getLogger(__name__)

_SCHEMA = f"""CREATE TABLE IF NOT EXISTS {MEMO_TABLE} (
    text_sha256 TEXT PRIMARY KEY, rules TEXT NOT NULL, prompt TEXT NOT NULL, value TEXT NOT NULL)"""


class MemoValue(BaseModel):
    text_sha256: str  # the text it was made from, as in the key: a value copied under another key is not used
    custom_id: str  # the request's: the SHA-256 of its messages (cache.messages_sha256)
    fields: TextFields


class Memo:
    """The memo of one cache directory's batches, for one prompt (`prompt_id`)."""

    def __init__(self, directory: Path, prompt_id: str):
        self.path = Path(directory) / MEMO_FILE
        self.prompt_id = prompt_id
        self._db: sqlite3.Connection | None = None
        self._broken = False  # warned about once, then left alone
        self._pruned = False

    def recall_many(self, texts: list[tuple[str, str]]) -> list[tuple[str, TextFields] | None]:
        """The custom_id and rules' fields kept by this code for each (text_sha256, text), or
        None; one query for them all."""
        rows = self._rows([text_sha256 for text_sha256, _ in texts])
        return [self._current(rows.get(text_sha256), text_sha256, text) for text_sha256, text in texts]

    def _current(self, row: tuple | None, text_sha256: str, text: str) -> tuple[str, TextFields] | None:
        """A row's custom_id and fields if this code made them from this text, else None."""
        if row is None or row[0] != rules.rules_version() or row[1] != self.prompt_id:
            return None
        try:
            value = MemoValue.model_validate_json(row[2])
        except (ValidationError, TypeError):
            return None
        if value.text_sha256 != text_sha256 or any(claim.evidence != text[claim.start : claim.end]
                                                     for claim in value.fields.claims):
            return None  # made from another text
        return value.custom_id, value.fields

    def keep(self, rows: list[tuple[str, str, TextFields]]) -> None:
        """Keep (text_sha256, custom_id, fields) rows, in one transaction; a row whose JSON
        would not read back as the same fields is left out (computed again at collect)."""
        kept = []
        for text_sha256, custom_id, fields in rows:
            value = MemoValue(text_sha256=text_sha256, custom_id=custom_id, fields=fields)
            dumped = value.model_dump_json()
            try:
                same = MemoValue.model_validate_json(dumped) == value
            except ValidationError:  # a value JSON cannot hold: left out, not a failed run
                same = False
            if same:
                kept.append((text_sha256, rules.rules_version(), self.prompt_id, dumped))
        if kept:
            self._write(f"INSERT OR REPLACE INTO {MEMO_TABLE} VALUES (?, ?, ?, ?)", kept)

    def close(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None

    # --- the database, set aside on any error ------------------------------------------------------

    def _rows(self, keys: list[str]) -> dict[str, tuple]:
        """(rules, prompt, value) of each of these text hashes that has a row."""
        db = self._connection(create=False)
        if db is None:
            return {}
        found = {}
        try:
            for part in parameter_parts(keys):
                marks = ",".join("?" * len(part))
                found.update((key, row) for key, *row in db.execute(
                    f"SELECT text_sha256, rules, prompt, value FROM {MEMO_TABLE} WHERE text_sha256 IN ({marks})",
                    part))
        except sqlite3.Error as err:
            self._set_aside(err)
            return {}
        return found

    def _write(self, sql: str, rows: list[tuple]) -> None:
        db = self._connection(create=True)
        if db is None:
            return
        try:
            with db:  # one transaction: all the rows or none
                if not self._pruned:
                    self._prune(db)
                db.executemany(sql, rows)
        except sqlite3.Error as err:
            self._set_aside(err)

    def _prune(self, db: sqlite3.Connection) -> None:
        """Remove the rows of other rules or prompts, once a run that writes: no collect by this
        code uses them (a request written by other code is collected with the rules run again)."""
        db.execute(f"DELETE FROM {MEMO_TABLE} WHERE rules != ? OR prompt != ?", (rules.rules_version(), self.prompt_id))
        self._pruned = True

    def _connection(self, create: bool) -> sqlite3.Connection | None:
        if self._db is None and not self._broken and (create or self.path.is_file()):
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                self._db = sqlite3.connect(self.path, timeout=60)
                self._db.execute(_SCHEMA)
            except (sqlite3.Error, OSError) as err:
                self._set_aside(err)
        return self._db

    def _set_aside(self, err: Exception) -> None:
        log.warning("batch memo %s cannot be used (%s); the rules run at collect instead "
                    "(move the file aside to start a new one)", self.path, err)
        self._broken = True
        self.close()
