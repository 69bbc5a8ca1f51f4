"""Reading abstracts: which files, read once each pass, and one record per unique text.

The formats themselves are in `readers`.

Text is kept exactly as written (after decoding; CRLF reads as LF), and every
offset in a record indexes it. An abstract's id is the first 12 hex digits of
the SHA-256 of its whitespace-normalised text, the same rule as the gold set,
so the same abstract met twice becomes one record with two sources.
"""

from __future__ import annotations

import functools
import hashlib
import itertools
import shutil
import sys
import tempfile
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

from .defaults import RUN_FILES
from .forked import child, fork_context
from .readers import (FORMATS, READ_ERRORS, Input, InputFields, InputProblem, describe, format_of, read_input,
                      sniff)
from .schema import Source
from .shard import Shard

__all__ = ["Abstract", "Corpus", "CorpusIndex", "InputFields", "InputProblem", "ReadElsewhere", "abstract_id",
           "index_corpus", "iter_abstracts", "normalise_whitespace", "read_corpus"]

# A pipe, FIFO or stdin is copied once to a temporary file so that both passes
# read the same bytes; past this size it is refused (save it to a file instead).
SPOOL_MAX_BYTES = 4 * 1024**3
STDIN = "-"
STDIN_NAME = "<stdin>"


@dataclass
class Abstract:
    id: str
    text: str
    sources: list[Source] = field(default_factory=list)
    title: str | None = None


def normalise_whitespace(text: str) -> str:
    # Most texts are already normalised, which a C scan shows: every character str.split()
    # splits on but the ASCII space is unprintable (Unicode's Other and Separator categories).
    if _printable(text) and "  " not in text and text[:1] != " " and text[-1:] != " ":
        return text
    return " ".join(text.split())


_ASCII_CONTROLS = bytes(range(32)) + b"\x7f"


def _printable(text: str) -> bool:
    """`text.isprintable()`; for ASCII text (most abstracts), no control byte, found by a byte scan
    three times as fast (isprintable looks each character up in the Unicode tables)."""
    if text.isascii():
        data = text.encode("ascii")
        return len(data.translate(None, _ASCII_CONTROLS)) == len(data)
    return text.isprintable()


def abstract_id(text: str) -> str:
    return hashlib.sha256(normalise_whitespace(text).encode("utf-8")).hexdigest()[:12]


@dataclass
class Corpus:
    """Unique abstracts in first-seen order, and the problems met reading them."""

    abstracts: dict[str, Abstract] = field(default_factory=dict)
    problems: list[InputProblem] = field(default_factory=list)
    read: int = 0  # abstracts read, duplicates included


def read_corpus(paths: Iterable[str | Path], fields: InputFields | None = None) -> Corpus:
    """Every unique abstract in memory, for small inputs and tests; runs use
    index_corpus and iter_abstracts, which keep only ids and sources."""
    index = index_corpus(paths, fields)
    return Corpus({a.id: a for a in iter_abstracts(index)}, index.problems, index.read)


@dataclass
class CorpusIndex:
    """Pass one over the inputs: ids and sources, no text; and the files to
    read again in pass two (pipes and stdin spooled, so they read the same)."""

    order: list[str] = field(default_factory=list)  # unique ids, first-seen order
    # (file, index, line, ref) tuples: a tenth of the memory of Source objects at 100,000 abstracts
    sources: dict[str, list[tuple[str, int, int, str | None]]] = field(default_factory=dict)
    titles: dict[str, str] = field(default_factory=dict)
    problems: list[InputProblem] = field(default_factory=list)
    read: int = 0
    inputs: list[Input] = field(default_factory=list)
    fields: InputFields = field(default_factory=InputFields)
    spool: tempfile.TemporaryDirectory | None = None  # removed with the index


def index_corpus(paths: Iterable[str | Path], fields: InputFields | None = None,
                 shard: Shard | None = None, kept: KeptTexts | None = None) -> CorpusIndex:
    """Pass one; with `shard`, only the abstracts whose id falls in it (the others
    are read and counted, never indexed, so pass two skips them). `kept` is given
    the text of each abstract indexed, in the index's order."""
    index = CorpusIndex(fields=fields or InputFields())
    for entry in _resolve(paths, index):
        if isinstance(entry, InputProblem):
            index.problems.append(entry)
        else:
            index.inputs.append(entry)
    for item in _items(index):
        if isinstance(item, InputProblem):
            index.problems.append(item)
            continue
        text, source, title = item
        index.read += 1
        key = abstract_id(text)
        if shard and not shard.holds(key):
            continue
        if key not in index.sources:
            index.order.append(key)
            index.sources[key] = []
            if title:
                index.titles[key] = title
            if kept is not None:
                kept.add(text)
        index.sources[key].append((sys.intern(source.file), source.index, source.line, source.ref))
    return index


class KeptTexts:
    """The texts pass one indexed, in order, while they fit in `budget` characters: pass two then
    takes them from here instead of reading and parsing every line again (at 100,000 abstracts a
    tenth of a batch collect's CPU). Past the budget they are let go, and pass two reads as usual,
    so memory stays bounded whatever the input's size."""

    BUDGET = 2**28  # characters: about 170,000 abstracts of 1,500

    def __init__(self, budget: int = BUDGET):
        self.texts: list[str] | None = []
        self.left = budget

    def add(self, text: str) -> None:
        if self.texts is None:
            return
        self.left -= len(text)
        if self.left < 0:
            self.texts = None  # over budget: pass two reads the inputs again
        else:
            self.texts.append(text)

    def first_texts(self, index: CorpusIndex) -> Iterator[tuple[str, str]]:
        """`_first_texts(index)`: from the texts kept when they all were, else read again."""
        if self.texts is None or len(self.texts) != len(index.order):
            return _first_texts(index)
        return zip(index.order, self.texts)


class ReadElsewhere:
    """Both passes over the inputs made by one forked process while this one works (a batch run),
    begun when this is made: pass one goes on while the answers are read, its index sent back
    pickled (a tenth of a second at 100,000 abstracts, against three for the pass); then pass two,
    a message of (id, text) ahead of the run, which makes the Abstracts as `iter_abstracts` does
    (the texts pass one kept, `KeptTexts`, when they fit its budget).
    Forked before the answers are read, that process shares none of their pages: forked after
    (as pass two was), every page of them the run touched was copied. Stdin or a pipe is read
    once, so here; and so is whatever is left if that process fails."""

    TEXTS_PER_MESSAGE = 256

    def __init__(self, paths: Iterable[str | Path], fields: InputFields | None = None,
                 shard: Shard | None = None):
        self.paths, self.fields, self.shard = list(paths), fields, shard
        here = fork_context() is None or any(_read_once(Path(path)) for path in self.paths)
        self._reading = None if here else _forked(_both_passes_to, self.paths, fields, shard,
                                                  self.TEXTS_PER_MESSAGE)

    def index(self) -> CorpusIndex:
        """Pass one's index (index_corpus)."""
        index = _next_word(self._reading[0]) if self._reading else None
        if isinstance(index, CorpusIndex):
            return index
        self.close()  # that process failed: both passes here
        return index_corpus(self.paths, self.fields, self.shard)

    def abstracts(self, index: CorpusIndex) -> Iterator[Abstract]:
        """Pass two (iter_abstracts)."""
        if self._reading is None:
            yield from iter_abstracts(index)
            return
        made = 0
        try:
            while (texts := self._reading[0].recv()) is not None:
                for key, text in texts:
                    made += 1
                    yield _abstract(index, key, text)
        except EOFError:  # that process failed: the rest read here (in the same order)
            yield from itertools.islice(iter_abstracts(index), made, None)
        finally:
            self.close()

    def close(self) -> None:
        """That process ended (it has, unless the run stopped first)."""
        if self._reading is not None:
            connection, process = self._reading
            self._reading = None
            connection.close()
            process.kill()
            process.join()


def _read_once(path: Path) -> bool:
    """Read once and spooled by index_corpus: stdin, a pipe, a device."""
    return str(path) == STDIN or (path.exists() and not path.is_file() and not path.is_dir())


def _forked(target: Callable, *args):
    """`target(connection, *args)` in a forked process (it inherits this one's memory, the index
    too), and this end of the connection (read only) with the process."""
    context = fork_context()
    ours, theirs = context.Pipe(duplex=False)
    process = context.Process(target=target, args=(theirs, *args), name="extractor-reader", daemon=True)
    process.start()
    theirs.close()
    return ours, process


def _next_word(connection):
    """What a forked process sent next, or None if it ended without a word."""
    try:
        return connection.recv()
    except EOFError:
        return None


def _reading_process(read: Callable) -> Callable:
    """A reading process's target (forked.child): what is read holds no reference cycles
    (pipeline.gc_paused), so the cyclic collector is off; an error ends it, and the run reads what is left."""

    @functools.wraps(read)
    def without_gc(*args) -> None:
        import gc

        gc.disable()
        read(*args)

    return child(without_gc)


@_reading_process
def _both_passes_to(connection, paths: list, fields: InputFields | None, shard: Shard | None,
                    per_message: int) -> None:
    kept = KeptTexts()
    index = index_corpus(paths, fields, shard, kept)
    connection.send(index)
    texts: list[tuple[str, str]] = []
    for found in kept.first_texts(index):
        texts.append(found)
        if len(texts) == per_message:
            connection.send(texts)
            texts = []
    connection.send(texts)
    connection.send(None)


def iter_abstracts(index: CorpusIndex) -> Iterator[Abstract]:
    """Pass two: each unique abstract at its first occurrence, with every
    source pass one found, streamed so memory does not grow with the input."""
    for key, text in _first_texts(index):
        yield _abstract(index, key, text)


def _first_texts(index: CorpusIndex) -> Iterator[tuple[str, str]]:
    """The id and text of each abstract of the index, at its first occurrence."""
    seen: set[str] = set()
    for item in _items(index):
        if isinstance(item, InputProblem):
            continue
        text = item[0]
        key = abstract_id(text)
        if key in seen or key not in index.sources:
            continue
        seen.add(key)
        yield key, text


def _abstract(index: CorpusIndex, key: str, text: str) -> Abstract:
    sources = [Source(file=f, index=i, line=n, ref=r) for f, i, n, r in index.sources[key]]
    return Abstract(key, text, sources, index.titles.get(key))


def _items(index: CorpusIndex) -> Iterator[tuple[str, Source, str | None] | InputProblem]:
    for item in index.inputs:
        yield from read_input(item, index.fields)


def _resolve(paths: Iterable[str | Path], index: CorpusIndex) -> Iterator[Input | InputProblem]:
    """The files to read: directories walked, pipes and stdin spooled once."""
    for path in paths:
        name = str(path)
        try:
            if name == STDIN:
                yield _spooled(STDIN_NAME, Path(STDIN_NAME), sys.stdin.buffer, index)
                continue
            path = Path(path)
            if path.is_symlink() and not path.exists():
                yield InputProblem(name, None, f"broken symbolic link (to {path.readlink()})")
            elif not path.exists():
                yield InputProblem(name, None, "no such file or directory")
            elif path.is_dir():
                yield from _walk(path, index.fields)
            elif path.is_file():
                yield _file(name, path, index.fields)
            else:  # a pipe, FIFO or device: read once, here
                with path.open("rb") as stream:
                    yield _spooled(name, path, stream, index)
        except READ_ERRORS as err:  # telling the format needs the first bytes
            yield InputProblem(name, None, f"cannot read: {describe(err)}")


def _walk(directory: Path, fields: InputFields) -> Iterator[Input | InputProblem]:
    found, outputs = False, []
    for path in sorted(directory.rglob("*")):
        if format_of(path)[0] is None:
            continue
        if _run_output(path):
            outputs.append(path.parent)
            continue
        if path.is_symlink() and not path.exists():
            found = True
            yield InputProblem(str(path), None, f"broken symbolic link (to {path.readlink()})")
        elif path.is_file():
            found = True
            yield _file(str(path), path, fields)
    if not found:
        suffixes = ", ".join(FORMATS)
        message = f"directory holds no input file ({suffixes}, or any of them .gz)"
        if outputs:  # `extract out/`: what a run wrote is never read as abstracts
            message += f"; {outputs[0]} holds an extractor run's output ({', '.join(RUN_FILES.values())}), not input"
        yield InputProblem(str(directory), None, message)


def _run_output(path: Path) -> bool:
    """A file an earlier `extract -o` wrote (its records, claims, failures), met while walking a folder of inputs:
    `extract data/ -o data/out` run twice must not read its own output."""
    folder = path.parent
    return (path.name in RUN_FILES.values() and (folder / RUN_FILES["records"]).is_file()
            and (folder / RUN_FILES["claims"]).is_file())


def _file(name: str, path: Path, fields: InputFields) -> Input:
    """A regular file: format by suffix, else by its first bytes."""
    format, gzipped = format_of(path)
    if format is None:
        format, gzipped = sniff(path, fields)
    return Input(name, path, format, gzipped)


def _spooled(name: str, path: Path, stream: IO[bytes], index: CorpusIndex) -> Input | InputProblem:
    if index.spool is None:
        index.spool = tempfile.TemporaryDirectory(prefix="extractor-input-")
    with tempfile.NamedTemporaryFile(dir=index.spool.name, delete=False) as out:
        shutil.copyfileobj(_capped(stream, SPOOL_MAX_BYTES + 1), out)
    copy = Path(out.name)
    if copy.stat().st_size > SPOOL_MAX_BYTES:
        copy.unlink()
        message = f"stream larger than {SPOOL_MAX_BYTES:,} bytes; save it to a file and give its path"
        return InputProblem(name, None, message)
    format, gzipped = format_of(path)
    if format is None:
        format, gzipped = sniff(copy, index.fields)
    return Input(name, copy, format, gzipped)


def _capped(stream: IO[bytes], limit: int) -> IO[bytes]:
    """A reader that stops after `limit` bytes."""

    class Capped:
        left = limit

        def read(self, size: int = -1) -> bytes:
            size = self.left if size < 0 else min(size, self.left)
            data = stream.read(size) if size else b""
            self.left -= len(data)
            return data

    return Capped()
