"""Candidates: the numbers and names in an abstract, with their spans.

The model only ever picks among these by id, so whatever it labels is, by
construction, something written in the text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .numbers import Number, find_numbers

MAX_NAMES = 40  # keeps the prompt at a fixed maximum size
MAX_NUMBERS = 30
MAX_EVIDENCE_CHARS = 160

# Function words that start a sentence or a phrase but never a name.
_LEADING_WORDS = {
    "a", "an", "the", "this", "these", "that", "those", "our", "we", "in", "on", "to", "for",
    "by", "with", "from", "at", "as", "it", "its", "their", "while", "when", "where", "and",
    "but", "or", "however", "moreover", "finally", "furthermore", "specifically", "first",
    "second", "third", "then", "thus", "here", "both", "each", "all", "via", "using",
}
_CONNECTORS = {"for", "of"}  # inside a name: "Network for Semantic Parsing"

_WORD = re.compile(r"[A-Za-z][A-Za-z0-9\-+/.']*[A-Za-z0-9+]")


@dataclass(frozen=True)
class Name:
    text: str
    start: int
    end: int
    alias: str | None = None  # "DGS" for "Dynamic Group Scaling (DGS)"

    def label(self) -> str:
        return f"{self.text} ({self.alias})" if self.alias else self.text

    def preferred(self, text: str) -> str:
        """The form a record uses: the acronym when the paper keeps using it
        (HyrCap), else the long form (Dynamic Group Scaling)."""
        if self.alias and len(re.findall(rf"(?<!\w){re.escape(self.alias)}(?!\w)", text)) >= 3:
            return self.alias
        return self.text


@dataclass(frozen=True)
class NumberCandidate:
    number: Number
    evidence_start: int
    evidence_end: int


@dataclass(frozen=True)
class Candidates:
    names: list[Name]
    numbers: list[NumberCandidate]


def find_candidates(text: str) -> Candidates:
    numbers = [
        NumberCandidate(n, *evidence_span(text, n.start, n.end)) for n in find_numbers(text)
    ][:MAX_NUMBERS]
    return Candidates(find_names(text), numbers)


def evidence_span(text: str, start: int, end: int) -> tuple[int, int]:
    """The clause that states a number: its sentence, cut at commas or
    semicolons when the sentence is long."""
    left = _boundary_left(text, start, r"[.!?;:](?=\s)|\n")
    right = _boundary_right(text, end, r"[.!?;:](?=\s|$)|\n")
    if right - left > MAX_EVIDENCE_CHARS:
        left = max(left, _boundary_left(text, start, r",\s"))
        right = min(right, _boundary_right(text, end, r",\s"))
    while left < start and text[left] in " ,;:(\n":
        left += 1
    return left, right


def _boundary_left(text: str, start: int, pattern: str) -> int:
    last = 0
    for match in re.finditer(pattern, text[:start]):
        last = match.end()
    return last


def _boundary_right(text: str, end: int, pattern: str) -> int:
    match = re.search(pattern, text[end:])
    return end + match.start() if match else len(text.rstrip())


def find_names(text: str) -> list[Name]:
    """Name-like words (inner capitals or digits: GSM8K, ViDiC-1K), capitalised
    words inside a sentence, and runs of capitalised words (Dynamic Group
    Scaling), each once, in order of first appearance."""
    words = [(m.group(), m.start(), m.end()) for m in _WORD.finditer(text)]
    found: dict[str, Name] = {}

    def add(start: int, end: int) -> None:
        surface = text[start:end].strip(".'")
        if surface and surface.lower() not in _LEADING_WORDS and surface not in found:
            alias = _acronym_after(text, start + len(surface))
            found[surface] = Name(surface, start, start + len(surface), alias)

    i = 0
    while i < len(words):
        word, start, end = words[i]
        if not _capitalised(word) or _after_backslash(text, start):
            i += 1
            continue
        run = [i]
        j = i + 1
        while j < len(words) and _adjacent(text, words[j - 1][2], words[j][1]):
            nxt = words[j][0]
            if _capitalised(nxt):
                run.append(j)
            elif nxt in _CONNECTORS and j + 1 < len(words) and _capitalised(words[j + 1][0]) \
                    and _adjacent(text, words[j][2], words[j + 1][1]):
                run.extend([j, j + 1])
                j += 1
            else:
                break
            j += 1
        while run and words[run[0]][0].lower() in _LEADING_WORDS:
            run = run[1:]
        if len(run) > 1:
            add(words[run[0]][1], words[run[-1]][2])
        for k in run:
            w, s, e = words[k]
            alone = len(run) == 1 and not _sentence_start(text, s)
            if _name_like(w) or (alone and _capitalised(w)):
                add(s, e)
        i = j
    names = [n for n in found.values() if not _is_alias(n, found)]
    return names[:MAX_NAMES]


def _is_alias(name: Name, found: dict[str, Name]) -> bool:
    return any(other.alias == name.text for other in found.values() if other is not name)


def _acronym_after(text: str, end: int) -> str | None:
    match = re.match(r"\s*\(([A-Z][A-Za-z0-9\-]*[A-Z0-9][A-Za-z0-9\-]*)\)", text[end:])
    return match.group(1) if match else None


def _adjacent(text: str, end: int, start: int) -> bool:
    return text[end:start] in (" ", "-")


def _capitalised(word: str) -> bool:
    return word[0].isupper() or _name_like(word)


def _name_like(word: str) -> bool:
    """Capitals after the first letter or digits mixed with letters: ViDiC, GSM8K, SSv2."""
    letters = [c for c in word if c.isalpha()]
    inner_caps = any(c.isupper() for c in word[1:] if c.isalpha())
    mixed = bool(letters) and any(c.isdigit() for c in word)
    return len(letters) >= 1 and (inner_caps or mixed)


def _sentence_start(text: str, start: int) -> bool:
    before = text[:start].rstrip(" \"'(*")
    return not before or before[-1] in ".!?:\n"


def _after_backslash(text: str, start: int) -> bool:
    return start > 0 and text[start - 1] == "\\"
