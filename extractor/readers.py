"""One reader per input format: seed-format text, JSONL, JSON, CSV/TSV, Parquet.

A reader takes an `Input` (a file to read, its name for messages and its
format) and yields rows `(text, Source, title)` or `InputProblem`s. A bad row
is a problem naming file and line and the reader goes on; a file that cannot
be read at all is one problem. `corpus` decides which files to read and keeps
the rows.

Fields are found by name (`TEXT_FIELDS`, `ID_FIELDS`, `TITLE_FIELDS`), or
named by the user in `InputFields`. A dotted name descends into nested
objects, and an object `{"value": x}` reads as x (OpenReview's
`content.abstract.value`).
"""

from __future__ import annotations

import csv
import gzip
import io
import json
import sys
import zlib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from . import fastjson
from .options import InputFields
from .schema import Source

TEXT_FIELDS = ("text", "abstract", "summary", "content.abstract")
ID_FIELDS = ("id", "paper_id", "paperId", "arxiv_id", "doi")
TITLE_FIELDS = ("title", "paper_title", "content.title")
# Format by suffix; a `.gz` after any of them is decompressed first.
FORMATS = {".txt": "text", ".jsonl": "jsonl", ".ndjson": "jsonl", ".json": "json",
           ".csv": "csv", ".tsv": "tsv", ".parquet": "parquet"}
# A seed file's first block is a title line such as "NeurIPS 2026 Papers";
# an abstract is never that short.
HEADER_MAX_CHARS = 120
# csv's default field limit (131,072 characters) is below a long paper text in an export.
CSV_FIELD_MAX_CHARS = 64 * 1024 * 1024
PARQUET_BATCH_ROWS = 1024
# Rows without the text field are held back (as line numbers) until one row has it:
# if none does, the file gets one problem instead of one per row.
PENDING_MISSING_MAX = 1000
SNIFF_BYTES = 64 * 1024

Row = tuple[str, Source, str | None]


@dataclass(frozen=True)
class InputProblem:
    """Bad input, reported with where it is; the rest of the input still runs."""

    file: str
    line: int | None
    message: str

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        return f"{where}: {self.message}"


@dataclass(frozen=True)
class Input:
    """A file to read: `name` is how sources and problems call it, `path`
    where its bytes are (a spooled copy for a pipe or stdin)."""

    name: str
    path: Path
    format: str
    gzipped: bool = False

    def open(self) -> IO[bytes]:
        return gzip.open(self.path, "rb") if self.gzipped else self.path.open("rb")

    def problem(self, line: int | None, message: str) -> InputProblem:
        return InputProblem(self.name, line, message)


# --- formats and encodings ------------------------------------------------------------------------

def format_of(path: Path) -> tuple[str | None, bool]:
    """(format by suffix or None, gzipped)."""
    suffixes = [s.lower() for s in path.suffixes]
    gzipped = bool(suffixes) and suffixes[-1] == ".gz"
    if gzipped:
        suffixes = suffixes[:-1]
    return (FORMATS.get(suffixes[-1]) if suffixes else None), gzipped


def sniff(path: Path, fields: InputFields) -> tuple[str, bool]:
    """Format and compression of a file with no telling suffix (stdin, a pipe):
    gzip and Parquet by their magic bytes; `[` is a JSON array; `{` is JSONL
    when its first line is a whole JSON value and more lines follow, else one
    JSON document; a first line of comma- or tab-separated names, one of them
    the text field, is CSV or TSV; anything else is seed-format text."""
    with path.open("rb") as raw:
        gzipped = raw.read(2) == b"\x1f\x8b"
    with (gzip.open(path, "rb") if gzipped else path.open("rb")) as stream:
        head = stream.read(SNIFF_BYTES)
        if head.startswith(b"PAR1"):
            return "parquet", gzipped
        start = head.decode(encoding_of(head), errors="ignore").lstrip("\ufeff \t\r\n")
        if start.startswith("["):
            return "json", gzipped
        if not start.startswith("{"):
            return _csv_or_text(start.partition("\n")[0], fields), gzipped
        stream.seek(0)
        text = io.TextIOWrapper(stream, encoding=encoding_of(head), errors="replace")
        first = text.readline()
        try:
            json.loads(first)
        except (ValueError, RecursionError):
            return "json", gzipped  # a pretty-printed document
        more = any(line.strip() for line in text)
        return ("jsonl" if more else "json"), gzipped


def _csv_or_text(first_line: str, fields: InputFields) -> str:
    for delimiter, format in (("\t", "tsv"), (",", "csv")):
        try:
            names = next(csv.reader([first_line], delimiter=delimiter), [])
        except csv.Error:  # a stray carriage return: not a header row
            return "text"
        if len(names) > 1 and text_field(dict.fromkeys(names), fields):
            return format
    return "text"


def encoding_of(head: bytes) -> str:
    """UTF-32 and UTF-16 by their byte-order mark (the codecs drop it); else UTF-8."""
    if head.startswith((b"\xff\xfe\x00\x00", b"\x00\x00\xfe\xff")):
        return "utf-32"
    if head.startswith((b"\xff\xfe", b"\xfe\xff")):
        return "utf-16"
    return "utf-8-sig"


def _not_utf8(byte: int) -> str:
    return f"not UTF-8 (byte 0x{byte:02x}); re-save the file as UTF-8"


def _is_valid_unicode(text: str) -> bool:
    """False for lone surrogates (a JSON `\\ud800`, or bytes that were not UTF-8)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


# --- fields --------------------------------------------------------------------------------------

MISSING = object()


def lookup(obj: dict, name: str):
    """obj[name], else down a dotted path, each step in any letter case
    (exports say "Abstract" as often as "abstract"); {"value": x} reads as x."""
    if name in obj:
        value = obj[name]
    else:
        value = obj
        for part in name.split("."):
            key = _key(value, part) if isinstance(value, dict) else MISSING
            if key is MISSING:
                return MISSING
            value = value[key]
    if isinstance(value, dict) and "value" in value:
        value = value["value"]
    return value


def _key(obj: dict, name: str):
    if name in obj:
        return name
    folded = name.casefold()
    return next((key for key in obj if isinstance(key, str) and key.casefold() == folded), MISSING)


def text_field(obj: dict, fields: InputFields) -> str | None:
    names = (fields.text,) if fields.text else TEXT_FIELDS
    return next((name for name in names if lookup(obj, name) is not MISSING), None)


def missing_text_message(fields: InputFields, columns: Iterable[str]) -> str:
    wanted = f"'{fields.text}'" if fields.text else "text field (" + ", ".join(
        "content.abstract.value" if n == "content.abstract" else n for n in TEXT_FIELDS) + ")"
    columns = list(columns)
    has = ", ".join(columns[:50]) + (f", ... ({len(columns)} in all)" if len(columns) > 50 else "")
    hint = "" if fields.text else "; name the text field with --text-field"
    return f"no {wanted}{' field' if fields.text else ''}; its fields are: {has or 'none'}{hint}"


class _Names:
    """The candidate names of each field whose top-level key a row has, spelled
    as the row spells it: worked out once per set of keys, since the rows of a
    file share them, so a row costs a dictionary look-up per field."""

    CACHE_MAX = 64

    def __init__(self, fields: InputFields):
        self.wanted = tuple((given,) if given else default for given, default in (
            (fields.text, TEXT_FIELDS), (fields.id, ID_FIELDS), (fields.title, TITLE_FIELDS)))
        self.cache: dict[tuple, tuple[list[str], ...]] = {}

    def of(self, obj: dict) -> tuple[list[str], ...]:
        keys = tuple(obj)
        names = self.cache.get(keys)
        if names is None:
            if len(self.cache) >= self.CACHE_MAX:
                self.cache.clear()
            spelled = ([_spelled(obj, name) for name in wanted] for wanted in self.wanted)
            names = self.cache[keys] = tuple([name for name in found if name] for found in spelled)
        return names


def _spelled(obj: dict, name: str) -> str | None:
    if name in obj:
        return name
    top, dot, rest = name.partition(".")
    key = _key(obj, top)
    return None if key is MISSING else key + dot + rest


def make_row(item: Input, obj: dict, name: str, names: tuple[list[str], ...], index: int,
             line: int) -> Row | InputProblem:
    """The row of one record whose text field is `name`, or the problem with it."""
    body = lookup(obj, name)
    if not isinstance(body, str):
        return item.problem(line, f"'{name}' is not a string")
    if not body.strip():
        return item.problem(line, f"empty text in '{name}'")
    _, id_names, title_names = names
    ref = _first(obj, id_names)
    title = _first(obj, title_names)
    if ref is not None and not isinstance(ref, str):
        ref = json.dumps(ref) if isinstance(ref, (dict, list)) else str(ref)
    for label, value in (("text", body), ("id", ref), ("title", title)):
        if isinstance(value, str) and not _is_valid_unicode(value):
            return item.problem(line, f"the {label} is not valid Unicode (a lone surrogate such as \\ud800, "
                                      "or bytes that are not UTF-8)")
    source = Source(file=item.name, index=index, line=line, ref=ref)
    return body.replace("\r\n", "\n"), source, title if isinstance(title, str) else None


def _first(obj: dict, names: Iterable[str]):
    for name in names:
        value = lookup(obj, name)
        if value is not MISSING and value is not None:
            return value
    return None


def mapping_rows(item: Input, numbered: Iterable[tuple[int, object]],
                 fields: InputFields) -> Iterator[Row | InputProblem]:
    """Rows of JSON objects given with their line (or item) numbers. A row
    without the text field is a problem of its own once some row had it; if
    none has, the file gets one problem naming the fields it does have."""
    index = 0
    pending: list[int] = []  # lines of rows without the field, while no row had it
    overflow = 0
    keys: dict[str, None] = {}  # the fields seen, in order
    seen_text = False
    resolved = _Names(fields)
    for line, obj in numbered:
        if isinstance(obj, InputProblem):
            yield obj
            continue
        if not isinstance(obj, dict):
            yield item.problem(line, f"a JSON {type(obj).__name__}, not an object with a text field")
            continue
        names = resolved.of(obj)
        name = next((n for n in names[0] if lookup(obj, n) is not MISSING), None)
        if name is None:
            if seen_text:
                yield item.problem(line, missing_text_message(fields, obj))
            elif len(pending) < PENDING_MISSING_MAX:
                pending.append(line)
                keys.update(dict.fromkeys(k for k in list(obj)[:100] if len(keys) < 200))
            else:
                overflow += 1
            continue
        if not seen_text:
            seen_text = True
            yield from _flush(item, pending, overflow, fields, keys)
        row = make_row(item, obj, name, names, index, line)
        if not isinstance(row, InputProblem):
            index += 1
        yield row
    if not seen_text and pending:
        yield item.problem(None, missing_text_message(fields, keys))


def _flush(item, pending, overflow, fields, keys) -> Iterator[InputProblem]:
    for line in pending:
        yield item.problem(line, missing_text_message(fields, keys))
    if overflow:
        yield item.problem(None, f"{overflow} more rows without the text field")


def json_error(err: json.JSONDecodeError) -> str:
    """'Expecting value at column 9', 'Unterminated string starting at column 12' (json's message lacks the place)."""
    return f"{err.msg} column {err.colno}" if err.msg.endswith(" at") else f"{err.msg} at column {err.colno}"


def parse_json(item: Input, line: int, text: str):
    """The parsed value, or the problem: bad JSON, too deeply nested, a number too long."""
    try:
        return fastjson.loads(text)
    except json.JSONDecodeError as err:
        return item.problem(line + err.lineno - 1, f"not valid JSON ({json_error(err)})")
    except RecursionError:
        return item.problem(line, "JSON nested too deeply to read")
    except ValueError:  # int() refuses numbers of more than sys.get_int_max_str_digits() digits
        return item.problem(line, f"a number with more than {sys.get_int_max_str_digits()} digits")


# --- readers -------------------------------------------------------------------------------------

def read_text(item: Input, fields: InputFields) -> Iterator[Row | InputProblem]:
    """Seed format: a header line, then abstracts separated by blank lines."""
    text = _decode_whole(item, keep_bad_bytes=True)
    if isinstance(text, InputProblem):
        yield text
        return
    blocks = _blocks(text)
    bad = [(line, block) for line, block in blocks if not _is_valid_unicode(block)]
    if bad and len(bad) * 4 > len(blocks):  # mostly not UTF-8 (Latin-1, binary data): one problem for the file
        yield _bad_byte_problem(item, *bad[0])
        return
    if blocks and "\n" not in blocks[0][1] and len(blocks[0][1]) <= HEADER_MAX_CHARS:
        blocks = blocks[1:]
    for index, (line, block) in enumerate(blocks):
        if not _is_valid_unicode(block):
            yield _bad_byte_problem(item, line, block)
            continue
        yield block, Source(file=item.name, index=index, line=line), None


def _bad_byte_problem(item: Input, line: int, block: str) -> InputProblem:
    """The abstract starting on `line` holds a byte that is not UTF-8 (decoded by surrogateescape: U+DC80-U+DCFF)."""
    at = next(i for i, char in enumerate(block) if not _is_valid_unicode(char))
    return item.problem(line + block.count("\n", 0, at), _not_utf8(ord(block[at]) - 0xDC00))


def _decode_whole(item: Input, keep_bad_bytes: bool = False) -> str | InputProblem:
    """The file's text. `keep_bad_bytes`: bytes that are not UTF-8 become lone surrogates (surrogateescape), so
    the reader can drop the few abstracts holding them (`_bad_byte_problem`) instead of the whole file."""
    with item.open() as stream:
        data = stream.read()
    if not data.strip():
        return item.problem(None, "file is empty")
    encoding = encoding_of(data[:4])
    if encoding == "utf-8-sig" and b"\x00" in data:
        return item.problem(None, "binary file (contains NUL bytes), not text")
    try:
        errors = "surrogateescape" if keep_bad_bytes and encoding == "utf-8-sig" else "strict"
        text = data.decode(encoding, errors=errors)
    except UnicodeDecodeError as err:
        if encoding != "utf-8-sig":
            return item.problem(None, f"not valid {encoding.upper()} ({err.reason})")
        line = data[: err.start].count(b"\n") + 1
        return item.problem(line, _not_utf8(data[err.start]))
    if not text.strip():
        return item.problem(None, "file is empty")
    return text.replace("\r\n", "\n").replace("\r", "\n")


def _blocks(text: str) -> list[tuple[int, str]]:
    """Paragraphs with the 1-based line each starts on, inner text untouched."""
    blocks: list[tuple[int, str]] = []
    current: list[str] = []
    start = 0
    for number, line in enumerate(text.split("\n"), start=1):
        if line.strip():
            if not current:
                start = number
            current.append(line)
        elif current:
            blocks.append((start, "\n".join(current).strip()))
            current = []
    if current:
        blocks.append((start, "\n".join(current).strip()))
    return blocks


def read_jsonl(item: Input, fields: InputFields) -> Iterator[Row | InputProblem]:
    """Line by line, so a large file is never held whole."""
    yield from mapping_rows(item, _json_lines(item), fields)


def _json_lines(item: Input) -> Iterator[tuple[int, object]]:
    empty = True
    for number, line in _lines(item):
        if isinstance(line, InputProblem):
            yield number, line
            continue
        if line.strip():
            empty = False
            # without its line end: json would place a line cut short ('{"a": 1,') on the next line, a good one
            yield number, parse_json(item, number, line.rstrip("\r\n"))
    if empty:
        yield 0, item.problem(None, "file is empty")


def _lines(item: Input) -> Iterator[tuple[int, str | InputProblem]]:
    """Numbered lines; UTF-8 is decoded line by line, so one bad line is one problem."""
    with item.open() as stream:
        encoding = encoding_of(stream.peek(4)[:4] if hasattr(stream, "peek") else b"")
        if encoding != "utf-8-sig":
            text = io.TextIOWrapper(stream, encoding=encoding, newline=None)
            number = 0
            try:
                for number, line in enumerate(text, start=1):
                    yield number, line
            except UnicodeDecodeError as err:
                yield number + 1, item.problem(number + 1, f"not valid {encoding.upper()} ({err.reason}); "
                                                           "the rest of the file is not read")
            return
        for number, raw in enumerate(stream, start=1):
            if number == 1:
                raw = raw.removeprefix(b"\xef\xbb\xbf")
            if b"\x00" in raw:
                yield number, item.problem(number, "binary data (NUL bytes), not a JSON line")
                continue
            try:
                yield number, raw.decode("utf-8")
            except UnicodeDecodeError as err:
                yield number, item.problem(number, _not_utf8(raw[err.start]))


def read_json(item: Input, fields: InputFields) -> Iterator[Row | InputProblem]:
    """One JSON document, read whole: an array of records, an object holding
    one list of them (`{"results": [...]}`, `{"notes": [...]}`), or one record.
    Rows are numbered by their position in the list. A file of JSON lines
    named .json is read as JSONL."""
    text = _decode_whole(item)
    if isinstance(text, InputProblem):
        yield text
        return
    value = parse_json(item, 1, text)
    if isinstance(value, InputProblem) and value.message.startswith("not valid JSON (Extra data "):
        yield from read_jsonl(item, fields)  # a .json file holding JSON lines
        return
    if isinstance(value, InputProblem):
        yield value
        return
    records = _records_in(item, value, fields)
    if isinstance(records, InputProblem):
        yield records
        return
    yield from mapping_rows(item, enumerate(records, start=1), fields)


def _records_in(item: Input, value, fields: InputFields) -> list | InputProblem:
    if isinstance(value, list):
        return value
    if not isinstance(value, dict):
        return item.problem(None, f"a JSON {type(value).__name__}, not an array or object of records")
    if text_field(value, fields):
        return [value]
    lists = [key for key, inner in value.items() if isinstance(inner, list)]
    if len(lists) > 1:  # prefer the one list of objects: {"results": [...], "tags": ["a"]}
        lists = [key for key in lists if any(isinstance(x, dict) for x in value[key])] or lists
    if len(lists) == 1:
        return value[lists[0]]
    if not lists:
        return item.problem(None, missing_text_message(fields, value))
    return item.problem(None, f"holds several lists of records ({', '.join(lists)}); keep one per file")


def read_csv(item: Input, fields: InputFields) -> Iterator[Row | InputProblem]:
    yield from _read_delimited(item, fields, ",")


def read_tsv(item: Input, fields: InputFields) -> Iterator[Row | InputProblem]:
    yield from _read_delimited(item, fields, "\t")


def _read_delimited(item: Input, fields: InputFields, delimiter: str) -> Iterator[Row | InputProblem]:
    """A header row, then one record a row; a quoted field may span lines.
    Bytes that are not UTF-8 make that row a problem, not the file."""
    csv.field_size_limit(max(csv.field_size_limit(), CSV_FIELD_MAX_CHARS))
    with item.open() as stream:
        head = stream.peek(SNIFF_BYTES)[:SNIFF_BYTES] if hasattr(stream, "peek") else b""
        encoding = encoding_of(head)
        if encoding == "utf-8-sig" and b"\x00" in head:
            yield item.problem(None, "binary file (contains NUL bytes), not text")
            return
        errors = "surrogateescape" if encoding == "utf-8-sig" else "strict"
        text = io.TextIOWrapper(stream, encoding=encoding, errors=errors, newline="")
        rows = csv.reader(text, delimiter=delimiter)
        header = next(rows, None)
        if header is None:
            yield item.problem(None, "file is empty")
            return
        if text_field(dict.fromkeys(header), fields) is None:
            yield item.problem(None, missing_text_message(fields, header))
            return
        kind = "TSV" if delimiter == "\t" else "CSV"
        yield from mapping_rows(item, _csv_records(item, rows, header, kind), fields)


def _csv_records(item: Input, rows, header: list[str], kind: str) -> Iterator[tuple[int, object]]:
    while True:
        start = rows.line_num + 1
        try:
            cells = next(rows)
        except StopIteration:
            return
        except csv.Error as err:
            yield start, item.problem(start, f"bad {kind} row ({err})")
            continue
        if any(cell.strip() for cell in cells[len(header):]):  # the text would be cut at a comma it holds
            yield start, item.problem(start, f"bad {kind} row: {len(cells)} fields, the header has {len(header)} "
                                             "(a delimiter in an unquoted field, or a quote left open?)")
        elif cells:
            yield start, dict(zip(header, cells))


def read_parquet(item: Input, fields: InputFields) -> Iterator[Row | InputProblem]:
    """Record batches of the columns needed, so a large file is never loaded
    whole. Rows are numbered from 1."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    try:
        with item.open() as stream:
            table = pq.ParquetFile(stream)
            columns = table.schema_arrow.names
            top = dict.fromkeys(columns)  # a nested field is read through its top-level column
            names = (fields.text,) if fields.text else TEXT_FIELDS
            if not any(_spelled(top, n) for n in names):
                yield item.problem(None, missing_text_message(fields, columns))
                return
            wanted = [*names, *((fields.id,) if fields.id else ID_FIELDS),
                      *((fields.title,) if fields.title else TITLE_FIELDS)]
            spelled = [name for name in (_spelled(top, n) for n in wanted) if name]
            needed = list(dict.fromkeys(n if n in top else n.partition(".")[0] for n in spelled))
            yield from mapping_rows(item, _parquet_records(table, needed), fields)
    except pa.ArrowException as err:
        yield item.problem(None, f"not a readable Parquet file ({str(err)[:200]})")


def _parquet_records(table, columns: list[str]) -> Iterator[tuple[int, object]]:
    number = 0
    for batch in table.iter_batches(batch_size=PARQUET_BATCH_ROWS, columns=columns):
        for row in batch.to_pylist():
            number += 1
            yield number, row


READERS = {"text": read_text, "jsonl": read_jsonl, "json": read_json, "csv": read_csv,
           "tsv": read_tsv, "parquet": read_parquet}
# What reading a file can raise that says the file, not the code, is bad.
READ_ERRORS = (OSError, EOFError, zlib.error, UnicodeError, csv.Error)


def read_input(item: Input, fields: InputFields) -> Iterator[Row | InputProblem]:
    """Every row of one file and its problems; a file that yields no row and
    no problem of its own is "no abstract found"."""
    found = False
    line = None
    try:
        for row in READERS[item.format](item, fields):
            if isinstance(row, InputProblem):
                found = found or row.line is None
            else:
                found, line = True, row[1].line
            yield row
    except READ_ERRORS as err:
        found = True
        after = f" after line {line}" if line else ""
        yield item.problem(None, f"cannot read{after}: {describe(err)}")
    if not found:
        yield item.problem(None, "no abstract found")


def describe(err: BaseException) -> str:
    if isinstance(err, OSError) and err.strerror:
        return err.strerror
    return str(err)[:200] or type(err).__name__
