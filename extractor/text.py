"""Text helpers, each defined once: sentences, clauses, markup, whole-word mentions.

Every pattern here has an example in tests/test_text.py. Offsets always index the
abstract as written; helpers that strip markup return new strings, never offsets.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterator
from functools import lru_cache
from typing import NamedTuple

# A sentence ends at . ! ? before a space or the end, but not after "e.g", "i.e",
# "et al", "vs" (or "v.s"), "etc", "Fig":
# "Results on A (e.g. B) hold. We ..." has two sentences, not three.
# The mark comes first and each look-behind holds it, so the regex engine skips straight to
# . ! ? instead of trying six look-behinds at every character (a scan 8x faster, same matches).
_ABBREVIATIONS = (r"e\.g", r"i\.e", "al", "vs", r"v\.s", "etc", "Fig")
_SENTENCE_MARK = "[.!?]" + "".join(rf"(?<!\b{abbreviation}[.!?])" for abbreviation in _ABBREVIATIONS)
SENTENCE_END = re.compile(_SENTENCE_MARK + r"(?=\s|$)")
# A clause ends at , ; : or a sentence end: "on A, reaching 80%" has two clauses.
CLAUSE_END = re.compile(r"[,;:](?=\s)|" + SENTENCE_END.pattern)
# A sentence mark whatever follows it: where a scan of text[:index] ends a sentence at index.
# (A , ; : right before index ends no clause there: its lookahead needs a space.)
_CUT_MARK = re.compile(_SENTENCE_MARK)

# LaTeX commands and markdown marks: "\textbf{X}" and "**X**" read as "X".
MARKUP = re.compile(r"\\[a-zA-Z]+\s*|[{}$*_`~]")


class _Ends(NamedTuple):
    """Where a text's sentences and clauses end, found in one pass over it."""

    sentences: list[int]  # the end offset of each SENTENCE_END match, ascending
    clauses: list[int]  # the same for CLAUSE_END
    marks: frozenset[int]  # each . ! ? that would end a sentence if the text were cut right after it


# The rules ask for the bounds of one abstract dozens of times in a row; a few texts suffice.
@lru_cache(maxsize=64)
def _ends_of(text: str) -> _Ends:
    return _Ends(sentences=[m.end() for m in SENTENCE_END.finditer(text)],
                 clauses=[m.end() for m in CLAUSE_END.finditer(text)],
                 marks=frozenset(m.start() for m in _CUT_MARK.finditer(text)))


def _last_end_before(ends: list[int], marks: frozenset[int], text: str, index: int) -> int:
    """The last end in text[:index], as a scan of text[:index] finds it (0 if none): a mark
    right before index ends there, because the cut text ends after it (the pattern's `$`)."""
    cut = min(max(index, 0), len(text))
    if cut - 1 in marks:
        return cut
    k = bisect_left(ends, cut)  # ends before the cut, whose lookahead saw the same text
    return ends[k - 1] if k else 0


def _first_end_from(ends: list[int], text: str, index: int) -> int:
    """Where the first end matched at or after text[index] begins (len(text) if none)."""
    k = bisect_left(ends, max(index, 0) + 1)  # a match starting at p ends at p + 1
    return ends[k] - 1 if k < len(ends) else len(text)


def sentence_bounds(text: str, index: int) -> tuple[int, int]:
    """(start, end) of the sentence holding text[index]; end is at its final mark."""
    ends = _ends_of(text)
    start = _last_end_before(ends.sentences, ends.marks, text, index)
    end = _first_end_from(ends.sentences, text, index)
    return _skip_space(text, start, end), end


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of every sentence in order, each with its final mark and without the
    whitespace before it; together they hold every non-space character of the text."""
    spans, start = [], 0
    for end in [*_ends_of(text).sentences, len(text)]:
        left, right = _skip_space(text, start, end), end
        while right > left and text[right - 1].isspace():  # the last sentence may have no mark
            right -= 1
        if left < right:
            spans.append((left, right))
        start = end
    return spans


def _skip_space(text: str, start: int, end: int) -> int:
    while start < end and text[start].isspace():
        start += 1
    return start


def previous_sentence_bounds(text: str, index: int) -> tuple[int, int] | None:
    """The sentence before the one holding text[index], or None in the first."""
    start, _ = sentence_bounds(text, index)
    before = text[:start].rstrip()
    if not before:
        return None
    return sentence_bounds(text, len(before) - 1)


def clause_bounds(text: str, index: int) -> tuple[int, int]:
    """(start, end) of the clause holding text[index]: cut at , ; : and sentence ends."""
    ends = _ends_of(text)
    start = _last_end_before(ends.clauses, ends.marks, text, index)
    return start, _first_end_from(ends.clauses, text, index)


def bounded_by(text: str, start: int, end: int, pattern: re.Pattern, left: int, right: int) -> tuple[int, int]:
    """(left, right) narrowed to the nearest `pattern` matches around text[start:end]."""
    for match in pattern.finditer(text, left, start):
        left = match.end()
    stop = pattern.search(text, end, right)
    return left, (stop.start() if stop else right)


# The items of a list written so far, right up to a name: "on A, B (v2), and " (each item up to
# five words, with an optional bracket). Put after a cue ("experiments on ", "such as ").
# a clause ends a list ("... and FooObjectNN using BarNet and BazCNN classifiers": what is used is no item); so does a
# comparison ("84.1% AP50 on FooVOC better than BarNAS and Baz-FPN", "74% on FooEval, outperforming BarNet and BazNet":
# what it is compared with is no item)
_LIST_WORD = (r"(?!(?:that|which|shows?|showed|demonstrates?|reveals?|indicates?|suggests?|using|than|versus|vs|against"
              r"|outperform\w*|surpass\w*|exceed\w*|beat|beats|beating|over)\b)"
              # "v2.0", "i.e." are words, but a list ends where a sentence does ("FooNet. Results")
              r"(?:[ei]\.[ge]\.|[\w\-+]+(?:\.[\w\-+]+)*(?:\.(?!\s+[A-Z]))?)")
LIST_SO_FAR = (rf"(?:{_LIST_WORD}(?:\s+{_LIST_WORD}){{0,4}}(?:\s*\([^()]{{0,60}}\))?\s*"
               r"(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+))*$")


def last_sentence(text: str) -> str:
    """What follows the last sentence end: the sentence a window of text ends in."""
    mark = len(text)
    while (mark := max(text.rfind(".", 0, mark), text.rfind("!", 0, mark), text.rfind("?", 0, mark))) >= 0:
        if SENTENCE_END.match(text, mark):  # from the end back, the first mark that ends a sentence
            return text[mark + 1 :]
    return text


def at_sentence_start(text: str, start: int) -> bool:
    """Nothing but quotes, brackets or emphasis since the last sentence end (or a colon)."""
    before = text[:start].rstrip(" \"'(*")
    return not before or before[-1] in ":\n" or bool(SENTENCE_END.match(before, len(before) - 1))


def plain(text: str) -> str:
    """Text without LaTeX/markdown markup, whitespace folded, case folded."""
    return " ".join(MARKUP.sub(" ", text).split()).casefold()


def without_markup(text: str) -> str:
    """Markup replaced by spaces, case kept: '$\\times$ faster' -> '  faster'."""
    return MARKUP.sub(" ", text)


def occurs_in(name: str, text: str) -> bool:
    """The name is written in the text, up to markup, spacing and case."""
    return bool(name.strip()) and plain(name) in plain(text)


def mentions(text: str, form: str) -> Iterator[re.Match]:
    """Each place `form` is written as a whole word ("ViT" not in "ViTs" or "Deep-ViT")."""
    return iter(_mentions_in(text, form))


def whole_word_count(text: str, form: str) -> int:
    """How often `form` is written with no word character right before or after it."""
    if not form:
        return len(re.findall(r"(?<!\w)(?!\w)", text))
    return len(_places(text, form, _WORD_CHAR, _WORD_CHAR))


def written_at(text: str, form: str) -> list[int]:
    """Each start of `form` in the text, left to right, not overlapping (as re.finditer of it)."""
    return list(_places(text, form, None, None)) if form else [m.start() for m in re.finditer("", text)]


def plural_written(text: str, form: str) -> bool:
    """`form` + "s" is written as a word ("LLMs" for "LLM"; not "xLLMs", "LLM-s", "LLMsx")."""
    return bool(_places(text, form + "s", _WORD_OR_HYPHEN, _WORD_CHAR))  # (?<![\w-])FORMs\b


# The rules look up each name of an abstract many times (about 80 calls a record), and each
# abstract brings new names: compiling a pattern per name cost more than all the lookups. So a
# name's places are found with str.find and the whole-word checks of the pattern
# `(?<![\w-])FORM(?![\w-])`, scanning as re does, once per text and name. Each is a real
# re.Match with the same span and group (its .re is _FORM); matches cannot be changed, so
# callers may share them.
_WORD_OR_HYPHEN = re.compile(r"[\w-]")
_WORD_CHAR = re.compile(r"\w")
_FORM = re.compile(r"(?s:.+)")  # matched from a place to the form's end (endpos)


@lru_cache(maxsize=1024)  # a few dozen entries an abstract: room for the abstracts in flight
def _mentions_in(text: str, form: str) -> tuple[re.Match, ...]:
    if not form:  # the pattern's empty matches, as re finds them
        return tuple(re.finditer(r"(?<![\w-])(?![\w-])", text))
    places = _places(text, form, _WORD_OR_HYPHEN, _WORD_OR_HYPHEN)
    return tuple(_FORM.match(text, place, place + len(form)) for place in places)


@lru_cache(maxsize=1024)  # a few dozen entries an abstract: room for the abstracts in flight
def _places(text: str, form: str, before: re.Pattern | None, after: re.Pattern | None) -> tuple[int, ...]:
    """Starts of a non-empty `form` with no `before` character right before it and no `after`
    character right after it, found as re.finditer finds them: after a match, on from its end;
    after a miss, from the next character."""
    places = []
    place = text.find(form)
    while place >= 0:
        end = place + len(form)
        alone = not ((after and after.match(text, end))
                     or (before and place and before.match(text, place - 1)))
        if alone:
            places.append(place)
        place = text.find(form, end if alone else place + 1)
    return tuple(places)


# A long form and its acronym: "Visual Question Answering (VQA)", "reinforcement learning with
# verifiable rewards (RLVR)", "Memory, Attention and Composition (MAC)". Schwartz & Hearst (2003):
# the acronym's letters are found in order, right to left, in the words before the bracket, the
# first letter at a word's start, looking back at most min(n + 5, 2n) words (n letters) and never
# past a sentence end, ; : or another bracket; where that takes a letter from inside a word right after a hyphen, the
# hyphened word's capitalised parts may spell it instead (_title_initials_from, _name_words_before).
_LONG_FORM_STOP = re.compile(r"[()\[\];:]|" + SENTENCE_END.pattern)
# A lowercase connector that opens no long form when the capitalised word before it starts with the same letter: "and"
# in "Abstraction and Reasoning Corpus (ARC)" (_before_connector)
_CONNECTORS = ("and", "of", "for", "the", "a", "an", "in", "on", "to", "with")
_CONNECTOR_WORD = re.compile(rf"({'|'.join(_CONNECTORS)})\s")
_PLAIN_TITLE_WORD = re.compile(r"[A-Z][a-z]+")  # "Self", not "MSCOCO"
_WORD_BEFORE_CONNECTOR = re.compile(r"(?:^|(?<=\s))([A-Z][A-Za-z0-9]*)\s+\Z")  # not "AlphaFoo," before "a Learned Planner (ALP)"


def long_form_start(text: str, bracket: int, acronym: str) -> int | None:
    """Where the long form of `acronym`, written right before text[bracket], starts; None when
    the words before it do not spell it ("GSM8K (GPT-4o)"). A short name in mixed case may be spelled by its
    capitals alone: "Conditional Co-Ablation (CoAx)"."""
    letters = [c.lower() for c in acronym if c.isalpha()]
    found = _spelled_from(text, bracket, letters)
    if found is not None and found[1]:  # a letter from inside a word: a hyphened word's capitals may spell it instead
        initials = _title_initials_from(text, bracket, letters)
        if initials is not None and _name_words_before(text, initials, found[0]):
            found = (initials, False)
    capitals = [c for c in acronym if c.isupper()]
    if found is None and len(capitals) >= 2 and any(c.islower() for c in acronym):
        found = _spelled_from(text, bracket, capitals, exact_case=True)  # each capital a capital of the long form
    return None if found is None else found[0]


def _title_initials_from(text: str, bracket: int, letters: list[str]) -> int | None:
    """Where a long form starts whose capitalised words' first letters spell the acronym, the last word giving the last
    letter and a lowercase connector giving its letter or skipped ("Self-Supervised Adaptation (SSA)", "Tree-of-Thoughts
    (ToT)"); None where a lowercase word would have to give one."""
    left, words = _words_before(text, bracket)
    words = words[-(2 * len(letters)):]

    def start(k: int, w: int) -> int | None:  # letters[:k + 1] spelled by words[:w + 1], the last one giving letters[k]
        if w < 0:
            return None
        word = words[w].group()
        if word.lower() in _CONNECTORS:
            given = start(k - 1, w - 1) if k > 0 and word[0] == letters[k] else None
            return given if given is not None else start(k, w - 1)
        if not word[0].isupper() or word[0].lower() != letters[k]:
            return None
        return start(k - 1, w - 1) if k > 0 else left + words[w].start()

    return start(len(letters) - 1, len(words) - 1)


def _name_words_before(text: str, start: int, end: int) -> bool:
    """Whether text[start:end], the words the capitals' reading adds before Schwartz & Hearst's long form, belong to the
    name: the first parts of the same hyphened word, each a plain capitalised word or a connector ("Self-" of
    "Self-Supervised Adaptation (SSA)", "Align-and-" of "Align-and-Adapt (AA)"). Words apart are not taken: "Mamba and
    Multimodal Transformers (MMT)" reads as "We propose Align and Adapt (AA)" does, and "Supervised and Semisupervised
    Learning (SSL)", "Most Multimodal Transformers (MMT)" were read wrong so (three reviews of session 50)."""
    added = text[start:end]
    return (text[end - 1] == "-" and not any(c.isspace() for c in added) and (start == 0 or text[start - 1].isspace())
            and all(part.lower() in _CONNECTORS or _PLAIN_TITLE_WORD.fullmatch(part) for part in added[:-1].split("-")))


def _spelled_from(text: str, bracket: int, letters: list[str], exact_case: bool = False) -> tuple[int, bool] | None:
    """Schwartz & Hearst's start of the long form, and whether a letter was taken from inside a word (a lowercase letter
    after a letter: the "a" of "Adapt", not the "D" of "DualDecoder" nor the "P" after the "2" of "Point2Point")."""
    if len(letters) < 2:
        return None
    left, words = _words_before(text, bracket)
    words = words[-min(len(letters) + 5, 2 * len(letters)):]
    if not words:
        return None
    start = left + words[0].start()
    window = text[start:bracket] if exact_case else text[start:bracket].lower()
    inside = False
    i = len(window) - 1
    for k in range(len(letters) - 1, -1, -1):
        while i >= 0 and (window[i] != letters[k] or (k == 0 and i > 0 and window[i - 1].isalnum())):
            i -= 1
        if i < 0:
            return None
        inside = inside or (i > 0 and text[start + i - 1].isalpha() and text[start + i].islower())
        i -= 1
    first = i + 1  # the first letter, at a word's start
    return _before_connector(text, start, start + first), inside


def _words_before(text: str, bracket: int) -> tuple[int, list[re.Match]]:
    """Where a long form may start at the earliest (after a sentence end, ; : or another bracket), and the words from
    there to the bracket, split at spaces, hyphens and slashes."""
    left = 0
    for stop in _LONG_FORM_STOP.finditer(text, 0, bracket):
        left = stop.end()
    return left, list(re.finditer(r"[^\s\-/]+", text[left:bracket]))


def _before_connector(text: str, start: int, first: int) -> int:
    """Where a long form starts whose first letter was found opening a lowercase connector ("and" in "Abstraction and
    Reasoning Corpus (ARC)", "the" in "Training the Teacher (TT)"): at the capitalised word right before it that starts
    with that letter; not at a sentence's first word before an article or a preposition ("Then the Transformer (TT)"),
    nor at a lowercase word or one a comma ends ("also A Lite Foo Transformer (ALFT)", "improves in context learning
    (ICL)", "AlphaFoo, a Learned Planner (ALP)")."""
    connector = _CONNECTOR_WORD.match(text, first)
    earlier = _WORD_BEFORE_CONNECTOR.search(text, start, first) if connector else None
    if (earlier and earlier.group(1)[0].lower() == text[first]
            and (connector.group(1) in ("and", "of", "for") or not at_sentence_start(text, earlier.start(1)))):
        return earlier.start(1)
    return first
