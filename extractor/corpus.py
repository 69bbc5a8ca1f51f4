"""Reading abstracts: seed-format text files, JSONL, directories.

Text is kept exactly as written (after decoding; CRLF reads as LF), and every
offset in a record indexes it. An abstract's id is the first 12 hex digits of
the SHA-256 of its whitespace-normalised text, the same rule as the gold set,
so the same abstract met twice becomes one record with two sources.
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from .schema import Source

INPUT_SUFFIXES = (".txt", ".jsonl")
# A seed file's first block is a title line such as "NeurIPS 2026 Papers";
# an abstract is never that short.
HEADER_MAX_CHARS = 120


@dataclass
class Abstract:
    id: str
    text: str
    sources: list[Source] = field(default_factory=list)
    title: str | None = None


@dataclass(frozen=True)
class InputProblem:
    """Bad input, reported with where it is; the rest of the input still runs."""

    file: str
    line: int | None
    message: str

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        return f"{where}: {self.message}"


def normalise_whitespace(text: str) -> str:
    return " ".join(text.split())


def abstract_id(text: str) -> str:
    return hashlib.sha256(normalise_whitespace(text).encode("utf-8")).hexdigest()[:12]


@dataclass
class Corpus:
    """Unique abstracts in first-seen order, and the problems met reading them."""

    abstracts: dict[str, Abstract] = field(default_factory=dict)
    problems: list[InputProblem] = field(default_factory=list)
    read: int = 0  # abstracts read, duplicates included


def read_corpus(paths: Iterable[str | Path]) -> Corpus:
    """Every unique abstract in memory, for small inputs and tests; runs use
    index_corpus and iter_abstracts, which keep only ids and sources."""
    paths = list(paths)
    index = index_corpus(paths)
    return Corpus({a.id: a for a in iter_abstracts(paths, index)}, index.problems, index.read)


@dataclass
class CorpusIndex:
    """Pass one over the inputs: ids and sources, no text."""

    order: list[str] = field(default_factory=list)  # unique ids, first-seen order
    # (file, index, line, ref) tuples: a tenth of the memory of Source objects at 100,000 abstracts
    sources: dict[str, list[tuple[str, int, int, str | None]]] = field(default_factory=dict)
    titles: dict[str, str] = field(default_factory=dict)
    problems: list[InputProblem] = field(default_factory=list)
    read: int = 0


def index_corpus(paths: Iterable[str | Path]) -> CorpusIndex:
    index = CorpusIndex()
    for item in _items(paths):
        if isinstance(item, InputProblem):
            index.problems.append(item)
            continue
        text, source, title = item
        index.read += 1
        key = abstract_id(text)
        if key not in index.sources:
            index.order.append(key)
            index.sources[key] = []
            if title:
                index.titles[key] = title
        index.sources[key].append((sys.intern(source.file), source.index, source.line, source.ref))
    return index


def iter_abstracts(paths: Iterable[str | Path], index: CorpusIndex) -> Iterator[Abstract]:
    """Pass two: each unique abstract at its first occurrence, with every
    source pass one found, streamed so memory does not grow with the input."""
    seen: set[str] = set()
    for item in _items(paths):
        if isinstance(item, InputProblem):
            continue
        text = item[0]
        key = abstract_id(text)
        if key in seen or key not in index.sources:
            continue
        seen.add(key)
        sources = [Source(file=f, index=i, line=n, ref=r) for f, i, n, r in index.sources[key]]
        yield Abstract(key, text, sources, index.titles.get(key))


def _items(paths: Iterable[str | Path]) -> Iterator[tuple[str, Source, str | None] | InputProblem]:
    for path in paths:
        for file, problem in _expand(Path(path)):
            if problem:
                yield problem
                continue
            found = False
            reader = _read_jsonl if file.suffix == ".jsonl" else _read_text
            for item in reader(file):
                if not isinstance(item, InputProblem):
                    found = True
                    item = item if len(item) == 3 else (*item, None)
                yield item
                if isinstance(item, InputProblem) and item.line is None:
                    found = True  # the file's own problem says it all
            if not found:
                yield InputProblem(str(file), None, "no abstract found")


def _expand(path: Path) -> Iterator[tuple[Path, InputProblem | None]]:
    if not path.exists():
        yield path, InputProblem(str(path), None, "no such file or directory")
    elif path.is_dir():
        files = sorted(p for p in path.rglob("*") if p.is_file() and p.suffix in INPUT_SUFFIXES)
        if not files:
            yield path, InputProblem(str(path), None, "directory holds no .txt or .jsonl file")
        for file in files:
            yield file, None
    else:
        yield path, None


def _decode(file: Path) -> str | InputProblem:
    data = file.read_bytes()
    if not data.strip():
        return InputProblem(str(file), None, "file is empty")
    if b"\x00" in data:
        return InputProblem(str(file), None, "binary file (contains NUL bytes), not text")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        line = data[: err.start].count(b"\n") + 1
        return InputProblem(
            str(file), line, f"not UTF-8 (byte 0x{data[err.start]:02x}); re-save the file as UTF-8"
        )
    return text.replace("\r\n", "\n").replace("\r", "\n")


def _read_text(file: Path) -> Iterator[tuple[str, Source] | InputProblem]:
    """Seed format: a header line, then abstracts separated by blank lines."""
    text = _decode(file)
    if isinstance(text, InputProblem):
        yield text
        return
    blocks = _blocks(text)
    if blocks and "\n" not in blocks[0][1] and len(blocks[0][1]) <= HEADER_MAX_CHARS:
        blocks = blocks[1:]
    for index, (line, block) in enumerate(blocks):
        yield block, Source(file=str(file), index=index, line=line)


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


def _read_jsonl(file: Path) -> Iterator[tuple[str, Source, str | None] | InputProblem]:
    """Line by line, so a large file is never held whole."""
    if file.stat().st_size == 0:
        yield InputProblem(str(file), None, "file is empty")
        return
    index = 0
    with file.open("rb") as lines:
        for number, raw in enumerate(lines, start=1):
            if number == 1:
                raw = raw.removeprefix(b"\xef\xbb\xbf")  # UTF-8 BOM
            if b"\x00" in raw:
                yield InputProblem(str(file), number, "binary data (NUL bytes), not a JSON line")
                continue
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError as err:
                yield InputProblem(str(file), number, f"not UTF-8 (byte 0x{raw[err.start]:02x}); re-save the file as UTF-8")
                continue
            if not line.strip():
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as err:
                yield InputProblem(str(file), number, f"not valid JSON ({err.msg})")
                continue
            body = obj.get("text", obj.get("abstract")) if isinstance(obj, dict) else None
            if not isinstance(body, str) or not body.strip():
                yield InputProblem(str(file), number, "no 'text' (or 'abstract') string field")
                continue
            ref = obj.get("id")
            title = obj.get("title")
            source = Source(file=str(file), index=index, line=number, ref=None if ref is None else str(ref))
            yield body.replace("\r\n", "\n"), source, title if isinstance(title, str) else None
            index += 1
