"""Candidates: the numbers and names in an abstract, with their spans.

The model only ever picks among these by id, so whatever it labels is, by
construction, something written in the text.
"""

from __future__ import annotations

import re
import string
from dataclasses import dataclass, replace
from functools import lru_cache

from .lexicon import dataset_key, is_common_word, is_known_dataset, is_language_or_country
from .numbers import Number, find_numbers
from . import patterns
from .text import (
    at_sentence_start, bounded_by, last_sentence, long_form_start, mentions, occurs_in, plural_written, sentence_bounds,
    whole_word_count, without_markup, written_at,
)

MAX_EVIDENCE_CHARS = 160

# Function words that start a sentence or a phrase but never a name.
_LEADING_WORDS = {
    "a", "an", "the", "this", "these", "that", "those", "our", "we", "in", "on", "to", "for",
    "by", "with", "from", "at", "as", "it", "its", "their", "while", "when", "where", "and",
    "but", "or", "however", "moreover", "finally", "furthermore", "specifically", "first",
    "second", "third", "then", "thus", "here", "both", "each", "all", "via", "using",
    # prepositions and adverbs that open a sentence: "Across FooSet and BarSet, ...", "Unlike FooNet, ..."
    "across", "beyond", "unlike", "among", "against", "under", "over", "after", "before", "during", "through",
    "within", "without", "despite", "besides", "compared", "given", "upon", "toward", "towards", "notably",
    "additionally", "importantly", "overall", "consequently", "therefore", "instead", "although", "whereas",
    # quantifiers that open a sentence: "Most FooQA benchmarks ...", "Many BarNet variants ..."
    "most", "many", "some", "several", "such",
    # conjunctions that open a clause: "Because FooNet reuses the keys, ...", "Since BarSet is small, ..."
    "because", "since", "if", "once", "unless", "though", "hence",
}
# Adverbs and conjunctions that open a sentence ("Yet FooForge over-credits ...", "Still BarNet wins"), but may
# start a name inside one ("Next Token Diffusion", "the Still Life benchmark"): no name's word at a sentence start only.
_SENTENCE_OPENERS = {"yet", "still", "so", "next", "lastly", "also"}
_CONNECTORS = {"for", "of", "via"}  # inside a name: "Network for Semantic Parsing", "Retrieval via Compression"

# Joining words a name may hold when the paper defines it with an acronym right after.
_BRIDGES = {"with", "and", "in", "on", "to", "from", "by", "the"}


@dataclass(frozen=True)
class Name:
    text: str
    start: int
    end: int
    alias: str | None = None  # "DFS" for "Dynamic Foo Scaling (DFS)"
    introduced_cue: bool = False  # right after "we propose / introduce ...", "our", "called"
    data_cue: bool = False  # "experiments on ...", "... benchmark", "XBench"

    def preferred(self, text: str) -> str:
        """The form a record uses: the acronym when the paper keeps using it
        (FooCap), else the long form (Dynamic Foo Scaling)."""
        if not self.alias:
            return self.text
        uses = whole_word_count(text, self.alias)
        long_uses = whole_word_count(text, self.text)
        if uses >= 3 or (uses >= 2 and uses > long_uses):
            return self.alias  # the short name the paper uses most (GUIDELINE.md)
        return self.text


@dataclass(frozen=True)
class NumberCandidate:
    number: Number
    evidence_start: int
    evidence_end: int


@dataclass(frozen=True)
class Candidates:
    """Every name and number found in an abstract: the rules decide each one's role."""

    names: list[Name]
    numbers: list[NumberCandidate]
    title_name: str | None = None  # the words a title opens with before its colon ("FooNet" of "FooNet: Fast ...")


def find_candidates(text: str, title: str | None = None) -> Candidates:
    numbers = [NumberCandidate(n, *evidence_span(text, n.start, n.end)) for n in find_numbers(text)]
    names = find_names(text)
    named = _title_form(name_before_colon(title), names)
    return Candidates(_with_title_name(text, names, named), numbers, named)


def name_before_colon(title: str | None) -> str | None:
    """'FooNet' of the title 'FooNet: Fast Tagging of Long Documents' (patterns.TITLE_NAME), without a leading article
    ('The Foo Index: ...', as find_names writes the name); None without a colon."""
    found = patterns.TITLE_NAME.match(title or "")
    return (patterns.LEADING_ARTICLE.sub("", found.group("name")) or None) if found else None


def _title_form(named: str | None, names: list[Name]) -> str | None:
    """The title's name as the text's names write it: without markup where a name found is so written
    ('\\textsc{FooNet}: ...' and FooNet), else as the title writes it ('$π$-SUB: ...', math the text keeps)."""
    if not named:
        return None
    plain = " ".join(without_markup(named).replace("{", " ").replace("}", " ").split())
    return plain if any(plain in (n.text, n.alias) for n in names) else named


def title_topic(text: str, name: str) -> bool:
    """'Grokking: A Mechanistic Account' where the text writes 'grokking' too, or 'Sycophancy: ...' where the word
    only opens sentences and no verb of a method follows it ('Sycophancy is the tendency ...'): a title's name in
    plain words that names the topic studied, not the paper's method ('Otter is a 15.3M-parameter chess AI', 'Oilbird
    reaches 4.4x' are)."""
    if not patterns.TITLE_PLAIN_WORDS.fullmatch(name):
        return False
    if next(mentions(text, name.lower()), None) is not None:
        return True
    return all(at_sentence_start(text, m.start()) and not (
        patterns.DEFINED_AS_ONE_AFTER.match(text, m.end()) or patterns.METHOD_VERB_AFTER.match(text, m.end())
        or patterns.RESULT_VERB_AFTER.match(text, m.end())) for m in mentions(text, name))


def _with_title_name(text: str, names: list[Name], named: str | None) -> list[Name]:
    """The names, and the title's name where the text writes it and no name found covers it there: a word that opens a
    sentence ("Otter is a 15.3M-parameter chess AI"), a lowercase one ("We present evalci, a library") or a run of
    capitalised words ("we propose Second Thought, a framework"); not a phrase of lowercase words ("Automated item
    evaluation: ...", a term defined), nor a topic (title_topic), nor a macro's name ("\\FooLM{}": no name of the text
    once markup goes, as the grounding check reads it)."""
    if (not named or any(named in (n.text, n.alias) for n in names) or not patterns.TITLE_NAME_WORDS.fullmatch(named)
            or not occurs_in(named, text) or title_topic(text, named)):
        return names
    found = [(m.start(), m.end()) for n in names for form in filter(None, (n.text, n.alias)) for m in mentions(text, form)]
    # a name found may stand inside it ("FooKB" in "FooKB 2.0": the title writes the whole), not around it
    first = next((m for m in mentions(text, named) if not any(a <= m.start() and m.end() <= b for a, b in found)), None)
    if first is None:
        return names
    added = Name(named, first.start(), first.end(), None)
    # "We present evalci": the introduced cue reads it; no data cue (the paper's own, named by its title: "six
    # benchmark datasets, $π$-FOO improves" would make it data)
    added = replace(_with_cues(text, added, _spans_of_longer(text, added, names)), data_cue=False)
    # a name found only inside it is a piece of it ("DGA" of "DGA$_2$D": the math cut the word), no name of its own
    whole = [(m.start(), m.end()) for m in mentions(text, named)]
    names = [n for n in names if n.text not in named or _occurrences(text, n.text, whole)]
    return sorted([*names, added], key=lambda n: n.start)


def evidence_span(text: str, start: int, end: int) -> tuple[int, int]:
    """The clause that states a number: its sentence (cut at ; and :), cut at
    commas too when still long."""
    left, right = sentence_bounds(text, start)
    left, right = bounded_by(text, start, end, patterns.SENTENCE_PART_END, left, right)
    if right - left > MAX_EVIDENCE_CHARS:
        left, right = bounded_by(text, start, end, patterns.COMMA_BREAK, left, right)
    while left < start and text[left] in " ,;:(\n":
        left += 1
    return left, right


def find_names(text: str) -> list[Name]:
    """Name-like words (inner capitals or digits: GSM8K, FooDiC-1K), capitalised
    words inside a sentence, and runs of capitalised words (Dynamic Foo
    Scaling), each once, in order of first appearance."""
    words = [part for m in patterns.CANDIDATE_WORD.finditer(text) if not patterns.SIZE_UNIT_WORD.match(text, m.start())
             for piece in _dash_pieces(m.group(), m.start())
             for part in _known_pair_split(*_first_of_slashed_versions(*piece))]
    if patterns.DASH_ARTICLE.search(text):  # rare: "FooPrompt-a novel framework"
        words = [_without_dash_article(text, *word) for word in words]
    found: dict[str, Name] = {}

    def add(start: int, end: int) -> bool:
        """Add the name written text[start:end]; True when its acronym was added in its place."""
        if text.startswith(("'s", "’s"), end - 2) and end - start > 3:
            end -= 2  # "MedARC's team": the possessive is not part of the name
        surface = text[start:end].strip(".'")
        prefix = patterns.LOWERCASE_PREFIX.match(surface)
        if prefix:  # "low-LoD", "full-KV", "framework-Imputer": a modifier or a dash before the name
            start += prefix.end()
            surface = surface[prefix.end():]
        if surface and not _leading_word(surface) and surface not in found:
            alias, start = _linked_acronym(text, start, start + len(surface))
            surface = text[start:end].strip(".'")
            if alias is None and " " in surface and cued_at(text, start):  # where the paper names its own
                acronym = _acronym_after_tail(text, start, start + len(surface))
                if acronym:  # the acronym names it; its long form, run on in lowercase words, is an alias
                    found.setdefault(acronym.group(2), Name(acronym.group(2), acronym.start(2), acronym.end(2),
                                                            text[start : acronym.end(1)]))
                    return True
            version = _version_after(text, surface, start)
            if version:
                surface = text[start : version.end()]  # "FooSA 2.0": the version is part of the name
            if surface not in found:
                found[surface] = Name(surface, start, start + len(surface), alias)
        elif surface in found and cued_at(text, start) and (version := _version_after(text, surface, start)):
            # "GenFoo ... a new benchmark, GenFoo 2": a later edition the paper introduces, a name of its own (not
            # "COCO ... the COCO 2016 challenge": an edition of a name already listed)
            edition = text[start : version.end()]
            found.setdefault(edition, Name(edition, start, version.end()))
        return False

    for quoted in patterns.QUOTED_TITLE.finditer(text):  # '"Seeing in Foo Space"': a quoted title is one name
        add(quoted.start(1), quoted.end(1))
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
                if _variants_of_one(words[j - 1][0], nxt):
                    break  # "RetinaNet-50 RetinaNet-101": two sizes of one model side by side, two names
                run.append(j)
            elif nxt in _CONNECTORS and j + 1 < len(words) and _capitalised(words[j + 1][0]) \
                    and _adjacent(text, words[j][2], words[j + 1][1]) \
                    and not is_known_dataset(words[j + 1][0]) \
                    and not is_known_dataset(text[words[run[0]][1] : words[j - 1][2]]) \
                    and not (_bracket_defined(text, words[j + 1][0])  # "FooSet for EFU", EFU defined elsewhere
                             and not _defined_ahead(text, words, j + 1, words[run[0]])):  # "MobileNets for COCO", "ADE20K for ViT" are two names
                run.extend([j, j + 1])
                j += 1
            elif nxt == "and" and _and_joined(text, words, run, j):
                run.append(j)  # "a Detection and Correction Matrix": one name, not "Correction Matrix"
            elif nxt in _BRIDGES and _defined_ahead(text, words, j + 1, words[run[0]]):
                run.append(j)  # "Phased Teacher Model with Shortcut Trajectory (PTM-ST)"
            elif (nxt == "to" and len(run) > 1 and j + 1 < len(words) and _adjacent(text, words[j][2], words[j + 1][1])
                  and is_language_or_country(words[j - 1][0]) and is_language_or_country(words[j + 1][0])):
                run.extend([j, j + 1])  # "NEWSTEST2021 En to Zh", as "WMT14 En-De": the direction stays with the name
                j += 1
            else:
                break
            j += 1
        while run and (_leading_word(words[run[0]][0]) or _sentence_verb(text, words[run[0]])
                       or _sentence_opener(text, words[run[0]][0], words[run[0]][1])
                       or (len(run) > 1 and (language_pair(words[run[0]][0])
                                             or language_qualifier(words[run[0]][0])))):
            run = run[1:]  # "English-to-German WMT", "English-language FooBench": a setting of the benchmark
        run = _after_owner(words, run)
        if len(run) > 1 and patterns.NAME_METRIC_TAIL.fullmatch(words[run[-1]][0]):
            run = _without_metric_tail(text, words, run)
        while (len(run) > 1 and patterns.SPLIT_LABEL_WORD.fullmatch(words[run[-1]][0])
               and not _spelled_through(text, words, run)):
            run = run[:-1]  # "WIDER FACE Val/Test-Easy": the splits of the benchmark, not its name
        run = _without_named_tail(text, words, run)
        if len(run) > 1 and add(words[run[0]][1], words[run[-1]][2]):
            run = []  # its words are the acronym's long form, no names of their own
        for k in run:
            w, s, e = words[k]
            alone = len(run) == 1 and not at_sentence_start(text, s)
            if name_like(w) or (alone and _capitalised(w)):
                add(s, e)
        i = j
    names = [n for n in sorted(found.values(), key=lambda n: n.start)
             if not _is_alias(n, found) and not _heading(text, n)
             and not (_generic(text, n) and not _cued_definition(text, n))]
    names = [n for n in names if not _only_inside_longer(text, n, names)]
    names = [_with_cues(text, n, _spans_of_longer(text, n, names)) for n in names]
    return names


def _variants_of_one(word: str, nxt: str) -> bool:
    """'RetinaNet-50', 'RetinaNet-101': one stem, each with its own number after a dash."""
    stem, dash, tail = word.rpartition("-")
    other, other_dash, other_tail = nxt.rpartition("-")
    return bool(dash and other_dash) and stem == other and tail[:1].isdigit() and other_tail[:1].isdigit()


def _after_owner(words: list[tuple[str, int, int]], run: list[int]) -> list[int]:
    """"Gymnasium's LunarLander v3", "FooCor's GerFooCor", "Allen AI's ARC-Challenge": the name after its owner's
    possessive, where the owner is one or two words, no everyday one (an acronym is none), and the word after it is a
    name of its own (inner capitals or digits); "Humanity's Last Exam", "People's Daily NER", "Alzheimer's Disease
    ...", "Hugging Face's Open LLM Leaderboard" stay whole (a cut name would lose the cue before the owner: reviews of
    rules-209 and rules-215)."""
    for k in (0, 1):
        owner = [words[i][0].removesuffix("'s").removesuffix("’s") for i in run[: k + 1]]
        if (len(run) > k + 1 and words[run[k]][0].endswith(("'s", "’s")) and name_like(words[run[k + 1]][0])
                and not any(is_common_word(w) and not w.isupper() for w in owner)):
            return run[k + 1:]
    return run


def language_qualifier(word: str) -> bool:
    """"English-language", "Arabic-speaking": which part of a benchmark is used, no word of its name."""
    language, dash, rest = word.partition("-")
    return bool(dash) and rest.lower() in ("language", "speaking") and is_language_or_country(language)


def _leading_word(word: str) -> bool:
    """A word that opens a sentence or a phrase ("Second, ...", "Across FooSet"), not a name; written in capitals of
    three letters or more it is a name ("on FooSet, BarCD and SECOND"), as no sentence shouts its opening word."""
    return word.lower() in _LEADING_WORDS and not (len(word) >= 3 and word.isupper())


def _sentence_opener(text: str, word: str, start: int) -> bool:
    """"Yet" in "... . Yet FooForge over-credits": a sentence's opening adverb or conjunction (_SENTENCE_OPENERS), not
    "Next" in "We introduce Next Token Diffusion"; in capitals ("NEXT") a name, as _leading_word keeps it."""
    return word.lower() in _SENTENCE_OPENERS and not word.isupper() and at_sentence_start(text, start)


def _dash_pieces(word: str, start: int) -> list[tuple[str, int, int]]:
    """A word cut where LaTeX's dashes are punctuation: always at "---" (an em dash: "samples---FooQA"), and at "--"
    beside an all-lowercase word ("edits--E3", "FooLM-8B--on"); "Kolmogorov--Arnold", "Cloud--FooPO" stay one word,
    as do a version or a particle after the dash ("VQA--v2", "Korteweg--de Vries").
    Each piece is (piece, start, end)."""
    pieces, begin = [], 0
    for dash in patterns.DASH_RUN.finditer(word):
        before, after = word[begin : dash.start()], word[dash.end():].split("-")[0]
        joined = patterns.DASH_JOINED_LOWER.fullmatch(after) or (after == "and" and word.startswith("--", dash.end() + len(after)))
        last = before.split("-")[-1]
        if len(dash.group()) == 2 and (not last.islower() or before.endswith("--and")) and (not after.islower() or joined):
            continue  # a joining en dash: the pieces stay together
        pieces.append((word[begin : dash.start()], start + begin, start + dash.start()))
        begin = dash.end()
    pieces.append((word[begin:], start + begin, start + len(word)))
    return [piece for piece in pieces if piece[0]]


def _first_of_slashed_versions(word: str, start: int, end: int) -> tuple[str, int, int]:
    """"FooQA v1.1/v2.0": the first of two slashed versions stays with the name ("FooQA v1.1"); the second is the
    name elided (patterns.SLASHED_VERSIONS; claims reads it)."""
    pair = patterns.SLASHED_VERSIONS.fullmatch(word)
    return (pair.group(1), start, start + pair.end(1)) if pair else (word, start, end)


def _known_pair_split(word: str, start: int, end: int) -> list[tuple[str, int, int]]:
    """"FooEval+/BarPP+": two datasets the lexicon knows, joined by a slash, are two names (not "CNN/DailyMail",
    one name the lexicon knows whole)."""
    first, slash, second = word.partition("/")
    if slash and first and second and "/" not in second and not is_known_dataset(word) \
            and is_known_dataset(first) and is_known_dataset(second):
        return [(first, start, start + len(first)), (second, end - len(second), end)]
    return [(word, start, end)]


def _without_metric_tail(text: str, words: list[tuple[str, int, int]], run: list[int]) -> list[int]:
    """'FooQA v2.0 Test F1 to 83.1': the metric and the split before it are cut off the name ('FooQA v2.0');
    'in terms of Entity F1 scores': no name-like word is left, the words name a metric only (patterns.NAME_METRIC_TAIL).
    Kept whole: a scorer's acronym before the metric ('FOOLA F1') and a long form its bracket defines."""
    if ((len(run) == 2 and patterns.METRIC_TAIL_KEPT_BEFORE.fullmatch(words[run[0]][0])
         and not is_known_dataset(words[run[0]][0]))  # "VCTK WER": a known dataset's acronym is no scorer's
            or patterns.METRIC_TAIL_KEPT_AFTER.match(text, words[run[-1]][2])):
        return run
    run = run[:-1]
    while len(run) > 1 and patterns.SPLIT_LABEL_WORD.fullmatch(words[run[-1]][0]):
        run = run[:-1]
    if is_known_dataset(text[words[run[0]][1]: words[run[-1]][2]]):
        return run  # "Natural Questions EM", "Penn Treebank PPL": a known dataset in plain words
    return run if any(name_like(words[k][0]) and not patterns.NAME_METRIC_TAIL.fullmatch(words[k][0]) for k in run) else []


def _without_named_tail(text: str, words: list[tuple[str, int, int]], run: list[int]) -> list[int]:
    """'the FooSet-10 BARN classification task': a known dataset then a name-like word the paper also writes on its
    own elsewhere (an acronym it defines, a method it names) are two names, not one benchmark."""
    for k in range(len(run) - 1, 0, -1):
        head = text[words[run[0]][1]: words[run[k - 1]][2]]
        tail = [words[i] for i in run[k:]]
        if is_known_dataset(head) and all(
                name_like(w) and any(m.start() != s for m in re.finditer(rf"(?<![\w-]){re.escape(w)}(?![\w-])", text))
                for w, s, _ in tail):
            return run[:k]
    return run


def _spans_of_longer(text: str, name: Name, names: list[Name]) -> list[tuple[int, int]]:
    longer = [n.text for n in names if n.text != name.text and name.text in n.text]
    return [(start, start + len(other)) for other in longer for start in written_at(text, other)]


def _occurrences(text: str, form: str, inside: list[tuple[int, int]]) -> list[re.Match]:
    """Where a name stands on its own: not as a part of a longer name."""
    return [m for m in mentions(text, form) if not any(s <= m.start() and m.end() <= e for s, e in inside)]


def _only_inside_longer(text: str, name: Name, names: list[Name]) -> bool:
    """"FooBench" seen only as part of "FooBench Extra Hard" is not a name of its own."""
    spans = _spans_of_longer(text, name, names)
    return bool(spans) and not _occurrences(text, name.text, spans)


def _cued_here(sentence: str) -> bool:
    """A cue ends the sentence and it is this place's own (no other name stands between), in a
    sentence about this paper, not others' work ("Recent work identified a phenomenon termed X")."""
    cue = introduced_cue(sentence)
    return bool(cue) and not _another_name_between(sentence[cue.start():]) and not patterns.OTHERS_WORK.match(sentence)


# How far back a mention's cues are looked for: an introduction's subject may stand far back ("we design a Foo
# that ..., and introduce X"); a data cue's list is read in a shorter window (a long one runs into clauses).
_CUE_WINDOW = 200
_DATA_WINDOW = 120


def introduced_cue(sentence: str) -> re.Match | None:
    """The cue a sentence ends in, if any (the sentence ends where a name starts)."""
    named = patterns.NAMED_BEFORE.search(sentence)  # "..., named X": the nearest cue is the name's
    if named:
        return named
    namely = patterns.NAMELY_BEFORE.search(sentence)
    if namely:  # the cue is "namely" itself: other names may stand between the verb and it
        return patterns.NAMELY_RIGHT_BEFORE.search(sentence, namely.start("namely"))
    cue = _nearest(patterns.INTRODUCED_BEFORE, sentence)
    if cue and cue.group("conjunction") and not patterns.OWN_SUBJECT.search(sentence, 0, cue.start()):
        return None  # "and introduce X", "by introducing X" only where we or this paper act
    return cue


def _nearest(pattern: re.Pattern, sentence: str) -> re.Match | None:
    """The match of an end-anchored cue that starts last: "we propose FooNet for X and introduce BarSet" gives
    "introduce" to BarSet, where the leftmost match would span FooNet and so be no cue of BarSet's."""
    found = pattern.search(sentence)
    while found and (later := pattern.search(sentence, found.start() + 1)):
        found = later
    return found
def _data_cue(sentence: str, form: str) -> bool:
    if patterns.BUILT_FROM.search(sentence) and name_like(form):
        return True
    return bool(patterns.DATA_BEFORE.search(sentence)) and not patterns.LIST_CLOSED.search(sentence)


def _heading(text: str, name: Name) -> bool:
    """"(2) Systematic Analysis and Model Selection Guidance: ..." labels a
    list item; it names nothing."""
    return any(m.start(1) <= name.start and name.end <= m.end(1) for m in patterns.LIST_HEADING.finditer(text))


def _another_name_between(window: str) -> bool:
    """"we propose TELEVAL, a large-scale SLM benchmark": SLM follows another
    name, so the cue is TELEVAL's; "X and its Y" passes the cue on to Y."""
    if window.endswith("("):
        # "we propose a Bandit-based QA framework (BQA)": the words are its long form; but "we introduce the
        # FooEye, a multi-sensor (RGB-IR) dataset": the bracket is inside another name's apposition
        return bool(patterns.NAME_APPOSITION.search(window))
    words = window.split()[1:]  # after the cue word
    for position, word in enumerate(words):
        if word in _ARTICLES or patterns.MODIFIER_SUFFIX.search(word.strip(",.;:()")) or word.strip(",.;:()") in patterns.GENERIC_ACRONYMS:
            continue  # "This paper introduces The Foo Benchmark", "an LLM-based scoring rubric FooSER", "our LMM, FooNaut"
        if name_like(word.strip(",.;:()")) or (word[:1].isupper() and position > 0):
            rest = words[position + 1 :]
            if not any(w in ("and", "with", "plus") for w in rest[:2]):  # "X (task) and its Y": the cue goes on to Y
                return True
    return False


_ARTICLES = {"The", "A", "An", "Our", "This", "These"}
def _generic(text: str, name: Name) -> bool:
    """Plural acronyms (LLMs, VLMs) and their long forms name classes of
    things, never an introduced method or a benchmark; so does "SLM" where
    "SLMs" is written, and "LLM-based"."""
    return bool(
        patterns.PLURAL_ACRONYM_NAME.fullmatch(name.text)
        or (patterns.CAPITALS_WORD.fullmatch(name.text) and plural_written(text, name.text))
        or (name.alias and patterns.PLURAL_ACRONYM_NAME.fullmatch(name.alias))
        or (" " in name.text and patterns.PLURAL_ACRONYM_NAME.fullmatch(name.text.split()[-1]))  # "RAG-centric RMs"
        or (" " in name.text and patterns.CAPITALS_WORD.fullmatch(name.text.split()[-1])
            and re.search(rf"(?<![\w-]){re.escape(name.text)}s\b", text, re.IGNORECASE))  # "Video LMM", "video LMMs"
        or (name.alias and patterns.CAPITALS_WORD.fullmatch(name.alias)
            and plural_written(text, name.alias))  # "State Space Models (SSM)" ... "SSMs"
        or patterns.GENERIC_SUFFIX.search(name.text)
    )


def _cued_definition(text: str, name: Name) -> bool:
    """"we propose Conditional Concept Bottleneck Models (CoCoBMs)": a plural acronym the
    paper defines right after a cue names its own models, not a class of them; so does a name shaped like one that
    the paper introduces as one thing ("We present QuantWAMs, a PTQ framework"; patterns.ARTICLE_APPOSITIVE)."""
    if not (name.alias or patterns.ARTICLE_APPOSITIVE.match(text, name.end)):
        return False
    before = without_markup(text[max(0, name.start - _CUE_WINDOW) : name.start])
    return bool(introduced_cue(last_sentence(before)))  # at the definition, not at a later mention


def _glossed_data(text: str, match: re.Match, form: str) -> bool:
    """"the 3D pose in the wild (3DPW) dataset": the name, an acronym in brackets spelled by the words before it
    (a leading "3D" of the acronym is that word's), is followed by a data noun (patterns.GLOSSED_DATA_NOUN_AFTER)."""
    if not (text[: match.start()].endswith("(") and patterns.GLOSSED_DATA_NOUN_AFTER.match(text, match.end())):
        return False
    return long_form_start(text, match.start() - 1, patterns.DIGIT_CAPITAL_START.sub("", form)) is not None


def _with_cues(text: str, name: Name, inside: list[tuple[int, int]]) -> Name:
    forms = [form for form in (name.text, name.alias) if form]  # in this order: a set's would vary from run to run
    data = bool((patterns.DATA_WORDS.search(name.text) and not patterns.DATA_MODIFIER_NAME.fullmatch(name.text))
                or patterns.DATA_SUFFIX.search(name.text)
                or patterns.CAMPAIGN_TASK_IN_NAME.search(name.text))  # "FooIF-2019 Shared Task SLC"
    introduced = after_score = False
    for form in forms:
        for match in _occurrences(text, form, inside):
            before = without_markup(_dash_noun_spaced(text[max(0, match.start() - _DATA_WINDOW) : match.start()]))  # \textbf{X}
            sentence = last_sentence(before).rstrip("\"“")  # propose a "Foo in Bar"
            introduced = (introduced or cued_at(text, match.start()) or _long_form_cued(text, match, form)
                          or (match.start() == name.start and bool(patterns.INTRODUCED_AFTER.match(text, match.end()))))
            close = patterns.EMPHASIS_CLOSE.match(text, match.end()).end()  # "dataset \\textbf{FooSet}, which"
            after = text[close : close + 30]
            bracketed = (patterns.DATA_NOUN_BEFORE.search(before) and patterns.CLOSED_OR_LISTED_AFTER.match(text[match.end():])
                         and name_like(form)) or _in_data_bracket_list(text, match)  # "a new benchmark (SHF-FooSet)", not "dataset (Poland)"
            # "In experiments on FooSet, BarNet achieves": a name with its result verb opens the main clause; so does
            # the paper's own name with any verb ("on the BarSet benchmark, FooNet consistently provides")
            subject = patterns.RESULT_VERB_AFTER.match(text, match.end()) or (
                introduced and patterns.VERB_AFTER.match(text, match.end()))
            # so "On a large real-world dataset, FooNet outperforms ...": no apposition to the dataset
            appositive = ((patterns.DATA_NOUN_APPOSITIVE.search(before) and name_like(form) and not subject)  # "a new dataset, FooSet-1K"
                          or (patterns.DATA_NOUN_RIGHT_BEFORE.search(before) and patterns.DATA_NAME_ENDS_AFTER.match(after)
                              and name_like(form))  # "an out-of-distribution dataset Foo-Adv by ..."
                          or (patterns.DATA_NOUN_THE_APPOSITIVE.search(before) and patterns.APPOSITIVE_CLOSES.match(after)
                              and name_like(form))  # "the widely used dataset, FooTec."
                          or (patterns.DATA_NOUN_THE_NAMED.search(before)  # "the large-scale dataset FooNet"
                              and (name_like(form) or (patterns.PLAIN_CAPITALISED_WORD.fullmatch(form)
                                                       and not is_common_word(form))))  # "... benchmark dataset Linemod"
                          or (patterns.EXPERIMENTS_ON_THE.search(sentence) and patterns.REPORT_VERB_AFTER.match(after)
                              and name_like(form))  # "Experiments on the FooSQL show"
                          or _listed_after_data_noun(sentence, after))
            # not a subject opening a clause after the list: "On FooSet, BarSet, FooNet achieves", and the paper's own
            # name after "and": "we evaluate FooMem on real-world data and FooMem achieves 76.0%"
            listed = _data_cue(sentence, form) and not (
                (sentence.rstrip().endswith(",") and (subject or patterns.LIST_ENDED.search(sentence)))
                or (introduced and subject and sentence.rstrip().endswith(" and")))
            data = (data or listed or bool(bracketed) or bool(appositive)
                    or bool(patterns.DATA_NOUN_AFTER.match(after)) or _task_data_listed(text, match)
                    or bool(patterns.CORPORA_AFTER.match(after) and name_like(form)
                            and not patterns.SHORT_CAPITAL_ACRONYM.fullmatch(form))  # "CCG corpora": a formalism's data
                    or bool(patterns.EDITION_YEAR.search(form) and patterns.TASK_NOUN_AFTER.match(after))
                    or _glossed_data(text, match, form)
                    or bool(patterns.THE_DESCRIBED_BEFORE.search(before) and patterns.DESCRIBED_DATA_NOUN_AFTER.match(text, close)
                            and name_like(form))
                    or bool(patterns.THE_BEFORE.search(before) and patterns.LEADERBOARD_AFTER.match(after) and name_like(form))
                    or bool(patterns.THE_BEFORE.search(before) and patterns.TASK_NOUN_SINGULAR_AFTER.match(after)
                            and patterns.MIXED_CASE_NAME.fullmatch(form)  # "on the Bar-660 task"
                            and not cued_at(text, match.start()))  # "we introduce the FooDiC task": a new task, no data
                    or bool(patterns.THE_LIST_BEFORE.search(sentence) and patterns.DESCRIBED_DATA_NOUNS_AFTER.match(after))
                    # "the Geo, Jobs, and Atis semantic parsing datasets": listed names described as data
                    or bool(patterns.NAMED_TASK_BEFORE.search(before) and patterns.NAMED_TASK_AFTER.match(after) and name_like(form))
                    # (not the subject a result verb follows: "On the test partition of 525 videos, FooNet attains";
                    # but "On the test split of 800 images, FooSet contains ...": review of rules-223)
                    or bool(patterns.SPLIT_OF.search(sentence) and not (
                        patterns.SPLIT_SUBJECT_VERB_AFTER.match(text, match.end()) and sentence.rstrip().endswith(",")))
                    or _labelled_data(sentence, after, form)
                    or bool(patterns.SUBMITTED_TO_AFTER.match(text, close))  # "our FooCity test submission"
                    or bool(patterns.SPLIT_NOUN_AFTER.match(after) and name_like(form))  # "the FooSeg3D test set"
                    or bool(patterns.QUOTE_BEFORE_NAME.search(text, 0, match.start())
                            and patterns.QUOTED_DATA_NOUN_AFTER.match(after))  # 'in “FooNews” data'
                    or _task_result_listed(text, match, form))
            after_score = after_score or _bracketed_after_score(text, match, form)
    data = data or (after_score and not introduced)  # "We propose FooNet. It reaches 71.3% (FooNet)": its own method
    if patterns.DASH_NOUN_BEFORE.search(text, max(0, name.start - 20), name.start):  # "framework-FooNet": no whole-word mention
        sentence = last_sentence(without_markup(_dash_noun_spaced(text[max(0, name.start - _DATA_WINDOW) : name.start])))
        introduced = introduced or cued_at(text, name.start)
        data = (data or _data_cue(sentence, name.text)  # "a new benchmark dataset-FooRefer for ...": "dataset FooRefer"
                or bool(patterns.DATA_NOUN_RIGHT_BEFORE.search(sentence)
                        and patterns.DATA_NAME_ENDS_AFTER.match(text, name.end) and name_like(name.text))
                or bool(patterns.DATA_NOUN_THE_NAMED.search(sentence) and name_like(name.text)))
    if not introduced and not data and any(patterns.DATA_DESCRIBED_AFTER.match(text, m.end())
                                           for m in _occurrences(text, name.text, inside)):
        data = True  # "built on FooKB v1.5 (Smith et al., 2025a), a recursively elicited set of 100 million beliefs"
    if not introduced and patterns.DASH_ARTICLE.match(text, name.end):  # "we propose FooPrompt-a novel ...": the cue before it
        introduced = cued_at(text, name.start)
    return Name(name.text, name.start, name.end, name.alias, introduced, data)


def _task_data_listed(text: str, match: re.Match) -> bool:
    """"on FooGraph (node) and Bar-Binary (graph) classification benchmarks": the last name of a list, before a task
    word and a plural data noun (patterns.TASK_DATA_NOUN_AFTER, patterns.TASK_DATA_LIST_BEFORE)."""
    return (bool(patterns.TASK_DATA_NOUN_AFTER.match(text, match.end()))
            and bool(patterns.TASK_DATA_LIST_BEFORE.search(text, max(0, match.start() - 60), match.start())))


def _bracketed_after_score(text: str, match: re.Match, form: str) -> bool:
    """"reaching 71.3% (FooKG) and 89.4% (BarWeb) accuracy": a name alone in a bracket right after a score is the
    dataset the score is on (patterns.SCORE_BRACKET_BEFORE): one capitalised name-like word, not a metric nor a short
    capital acronym, nor parts joined by '+' ("F1 = 0.95 (FooEmb+BiLSTM)": the system that scored it)."""
    return (bool(patterns.SCORE_BRACKET_BEFORE.search(text, max(0, match.start() - 20), match.start()))
            and bool(patterns.BRACKET_CLOSE_AFTER.match(text, match.end()))
            and name_like(form) and form[:1].isupper() and " " not in form  # one word: not "(en2fr)", "(Foo Model Tree)"
            and not patterns.METRIC_NAME.fullmatch(form) and not patterns.JOINED_PARTS.search(form)
            and not (patterns.SHORT_CAPITAL_ACRONYM.fullmatch(form) and not is_known_dataset(form)))


def _task_result_listed(text: str, match: re.Match, form: str) -> bool:
    """"gains on FooAnn NER (+2.8 F1), BarPOS tagging (+1.1) and ...": a name with its task (an acronym ending it, or a
    lowercase task word after it), a value alone in a bracket, in a list of such items, is the data the value is on."""
    task = patterns.TASK_WORD_BEFORE_BRACKET.match(text, match.end())
    if not (task or (" " in form and form.rsplit(" ", 1)[1] in patterns.GENERIC_ACRONYMS)):
        # "..., BarPOS tagging (+1.1) and QuxNLI (+0.9)": one more item after one with its task (patterns.TASK_ITEM_BEFORE)
        if not (name_like(form) and patterns.VALUE_BRACKET_AFTER.match(text, match.end())):
            return False
        if patterns.TASK_ITEM_BEFORE.search(text, max(0, match.start() - 60), match.start()):
            return True
        # "CIFAR-100 (+3.3%), ImageNet (+0.9%) and FooVOC12 (+5.7%)": after a known dataset's item, one more dataset
        item = patterns.DATA_ITEM_BEFORE.search(text, max(0, match.start() - 60), match.start())
        return bool(item) and is_known_dataset(item.group("name"))
    bracket = patterns.VALUE_BRACKET_AFTER.match(text, task.end() if task else match.end())
    return bool(bracket) and bool(patterns.RESULT_ITEM_NEXT.match(text, bracket.end())
                                  or patterns.RESULT_ITEM_BEFORE.search(text, max(0, match.start() - 10), match.start()))


def _labelled_data(sentence: str, after: str, form: str) -> bool:
    """"datasets on both ego-view (FooDB, BIT) and ...": a bracket after a lowercase label in a data list holds data
    (not a kind of task: "benchmarks including code generation, multilingual (CJK) tasks")."""
    label = patterns.LABEL_BRACKET_OPEN.search(sentence)
    if not label or not name_like(form) or patterns.LABEL_BRACKET_TASK_AFTER.match(after):
        return False
    return _data_cue(sentence[: label.start()], form) or bool(patterns.LABEL_LIST_COLON.search(sentence, 0, label.start()))


def _in_data_bracket_list(text: str, match: re.Match) -> bool:
    """"two public datasets (Foodon and Barlog)": the name is an item of a bracketed list of capitalised words right
    after a plural data noun (patterns.DATA_BRACKET_LIST)."""
    return any(found.start("items") <= match.start() and match.end() <= found.end("items")
               for found in patterns.DATA_BRACKET_LIST.finditer(text, max(0, match.start() - 120), match.end() + 120))


def _listed_after_data_noun(sentence: str, after: str) -> bool:
    """"open datasets, FooComp, DFB and Re-BAION": an item of a list of two or more after the data noun
    (a later item, or the first with another after it); not after the list's closing "and X," (patterns.LIST_ENDED)."""
    if patterns.LIST_ENDED.search(sentence):
        return False
    if patterns.DATA_LIST_COLON.search(sentence):
        return True
    found = patterns.DATA_LIST_APPOSITIVE.search(sentence)
    if not found:
        return False
    later_item = bool(patterns.COMMA_ITEM.search(found.group()))  # items stand between the data noun's comma and here
    return later_item or bool(patterns.LIST_ITEM_NEXT.match(after))


def _long_form_cued(text: str, match: re.Match, form: str) -> bool:
    """"we introduce a Synergistic training framework for Foundation and Conventional models (SynFoC)":
    a bracketed acronym is introduced where its long form, not a candidate itself, follows a cue."""
    bracket = match.start() - 1
    closed = text[match.end() : match.end() + 1] == ")"  # "GUIDE (GUI User Intent ...)" is no definition of GUI
    if bracket < 0 or text[bracket] != "(" or not closed or not patterns.ACRONYM_FORM.fullmatch(form):
        return False
    begin = long_form_start(text, bracket, form)
    if begin is None:
        return False
    return cued_at(text, begin)


def _dash_noun_spaced(before: str) -> str:
    return before[:-1] + " " if patterns.DASH_NOUN_BEFORE.search(before) else before


def cued_at(text: str, start: int) -> bool:
    """An introduction cue ends the sentence before `start` (markup blanked: "\\textbf{X}", '"Foo in Bar"')."""
    before = _dash_noun_spaced(text[max(0, start - _CUE_WINDOW) : start])
    return _cued_here(last_sentence(without_markup(before)).rstrip("\"“'‘`"))  # our 'FooNet'


def _is_alias(name: Name, found: dict[str, Name]) -> bool:
    return any(other.alias == name.text for other in found.values() if other is not name)


def _acronym_after(text: str, end: int) -> str | None:
    match = patterns.ACRONYM_AFTER.match(text, end)
    return (match.group(1) or match.group(2)) if match else None


def _short_name_after(text: str, end: int) -> str | None:
    match = patterns.SHORT_NAME_AFTER.match(text, end)
    return match.group(1) if match and not is_language_or_country(match.group(1)) else None


def _defined_ahead(text: str, words: list[tuple[str, int, int]], k: int, first: tuple[str, int, int]) -> bool:
    """From word k on, capitalised words (or joining words) run, with no gap, up to a
    parenthesised acronym that the run spells from its first word: the long form of a
    defined name goes on ("Llama and GPT-4 (OpenAI)" does not, nor "FOO Map and the Linguistic
    Data Consortium (LDC)", two names)."""
    while k < len(words) and _adjacent(text, words[k - 1][2], words[k][1]):
        word, _, end = words[k]
        if not (_capitalised(word) or word in _BRIDGES or word in _CONNECTORS):
            return False
        acronym = _acronym_after(text, end) if _capitalised(word) else None
        if acronym:
            begin = long_form_start(text, end, acronym)  # inside the first word: "Self-supervised" spells S or SP
            return acronym[0].lower() == first[0][0].lower() and begin is not None and first[1] <= begin < first[2]
        k += 1
    return False


def _spelled_through(text: str, words: list[tuple[str, int, int]], run: list[int]) -> bool:
    """"the Foo Context Window Test (FCWT)": the bracketed acronym after the run spells its last word too, so that
    word is part of the name (text.long_form_start), no split label."""
    last, _, end = words[run[-1]]
    acronym = _acronym_after(text, end)
    return bool(acronym) and acronym[-1].lower() == last[0].lower() and long_form_start(text, end, acronym) is not None


def _and_joined(text: str, words: list[tuple[str, int, int]], run: list[int], j: int) -> bool:
    """words[j] is "and" after a run of one plain capitalised word that an article or a verb naming the paper's own
    precedes, and two plain capitalised words or more follow it ("a Detection and Correction Matrix"): one name
    (patterns.AND_JOINED_WORD, patterns.AND_JOINED_BEFORE)."""
    first, start, _ = words[run[0]]
    if (len(run) != 1 or not patterns.AND_JOINED_WORD.fullmatch(first) or j + 2 >= len(words)
            or is_known_dataset(first) or is_known_dataset(f"{words[j + 1][0]} {words[j + 2][0]}")):
        return False  # "the Cityscapes and Pascal Context datasets": two data sets
    if not patterns.AND_JOINED_BEFORE.search(text, max(0, start - 20), start):
        return False
    return (all(patterns.AND_JOINED_WORD.fullmatch(words[k][0]) for k in (j + 1, j + 2))
            and _adjacent(text, words[j][2], words[j + 1][1]) and _adjacent(text, words[j + 1][2], words[j + 2][1]))


def _bracket_defined(text: str, word: str) -> bool:
    """An acronym the abstract defines in brackets after the long form it spells ("Embodied Foo Understanding (EFU)")
    is a name of its own: "BarSet for EFU" is two names, not one joined by "for"."""
    return any(long_form_start(text, bracket.start(), word) is not None
               for bracket in re.finditer(r"\s*\(" + re.escape(word) + r"\)", text))


def _linked_acronym(text: str, start: int, end: int) -> tuple[str | None, int]:
    """The acronym in brackets after a name when the words before the bracket spell it
    (text.long_form_start), and where its long form starts: "learning with Verifiable
    Rewards (RLVR)" grows to its first spelled word; "GSM8K (GPT-4o)" links nothing, so
    the bracketed name stays a name of its own."""
    alias = _acronym_after(text, end) or _short_name_after(text, end)
    if alias is None:
        return None, start
    begin = long_form_start(text, end, alias)
    if begin is None or (text[end : end + 1] in ("}", "*") and "\\" in text[begin:end]):
        return None, start  # "\\textbf{M}ulti\\textbf{M}odal \\textbf{RAG} (CoRe-MMRAG)": letters in markup, no long form
    return alias, min(start, begin)


def _version_after(text: str, surface: str, start: int) -> re.Match[str] | None:
    """The version, year or known size written after the name text[start:] ("FooSA 2.0", "FOO 2014", "MATH 500"),
    part of it; not after a metric's name or a language."""
    version = (patterns.VERSION_AFTER.match(text, start + len(surface)) or _year_after(text, surface, start)
               or _known_size_after(text, surface, start))
    return version if version and not patterns.METRIC_NAME.fullmatch(surface) and not is_language_or_country(surface) else None


def _known_size_after(text: str, surface: str, start: int) -> re.Match[str] | None:
    """"MATH 500": a number after the name that the lexicon knows with it as one dataset (patterns.KNOWN_SIZE_AFTER)."""
    size = patterns.KNOWN_SIZE_AFTER.match(text, start + len(surface))
    return size if size and dataset_key(surface + size.group(), loose=False) else None


def _year_after(text: str, surface: str, start: int) -> re.Match | None:
    """"FOO 2014", "FOO 2014 English-German": the year of a benchmark or shared task written in capitals
    (patterns.YEAR_AFTER), and the translation direction after it, which stays with the name as in "FOO14 En-De"."""
    if surface in patterns.VENUES or not (surface.isupper() and len(surface) > 1 or name_like(surface)):
        return None
    year = patterns.YEAR_AFTER.match(text, start + len(surface))
    pair = patterns.LANGUAGE_PAIR_AFTER.match(text, year.end()) if year else None
    return pair if pair and language_pair(pair.group(1)) else year


def _acronym_after_tail(text: str, start: int, end: int) -> re.Match | None:
    """'a novel Generative Foo mechanism (GenFoo)': capitalised words text[start:end] whose long form runs on in
    lowercase words to a bracketed acronym, its letters in order in the long form from the first: "Generative Foo"
    alone is a cut of that long form, which describes what the acronym names. The match (group 1 the words run
    on, group 2 the acronym), or None."""
    tail = patterns.LOWERCASE_TAIL.match(text, end)
    if not tail or not tail.group(1).split()[-1][:1].islower() or patterns.NOT_IN_TAIL.search(tail.group(1)):
        return None
    long_form = text[start : tail.end(1)].lower()
    letters = [c.lower() for c in tail.group(2) if c.isalpha()]
    if len(letters) < 2 or letters[0] != long_form[0]:
        return None
    i = 0
    for c in letters:
        i = long_form.find(c, i)
        if i < 0:
            return None
        i += 1
    return tail


def language_pair(word: str) -> bool:
    """"English-to-German", "German-English": a translation direction."""
    parts = patterns.LANGUAGE_PAIR.fullmatch(word)
    return bool(parts) and is_language_or_country(parts[1]) and is_language_or_country(parts[2])


def _adjacent(text: str, end: int, start: int) -> bool:
    return text[end:start] in (" ", "-")


def _capitalised(word: str) -> bool:
    return (word[0].isupper() or name_like(word) or bool(patterns.GREEK_LED_WORD.match(word))  # "$τ^2$-bench"
            or _lowercase_bench(word))


def _lowercase_bench(word: str) -> bool:
    """"fev-bench": a benchmark's name in lowercase (patterns.LOWERCASE_BENCH_WORD), its head no everyday word."""
    found = patterns.LOWERCASE_BENCH_WORD.fullmatch(word)
    return bool(found) and not is_common_word(found["head"])


@lru_cache(maxsize=8192)  # asked for each word of each abstract, several times: words repeat
def name_like(word: str) -> bool:
    """Capitals after the first letter or digits mixed with letters: FooDiC, GSM8K, SSv2."""
    if patterns.GLUED_SENTENCE.search(word):
        return False  # "structures.The": a sentence end with its space missing
    if patterns.FOOTNOTE_MARK.fullmatch(word):
        return False  # "task.1": a footnote's mark
    letters = [c for c in word if c.isalpha()]
    inner_caps = any(c.isupper() for c in word[1:] if c.isalpha())
    mixed = bool(letters) and any(c.isdigit() for c in word)
    return len(letters) >= 1 and (inner_caps or mixed)


def _sentence_verb(text: str, word: tuple[str, int, int]) -> bool:
    """"Detecting AI-generated videos ...": a sentence opened by a verb form."""
    surface, start, _ = word
    return (at_sentence_start(text, start) and surface[1:].islower() and surface.endswith(("ing", "ed"))
            and not surface.endswith("-based"))  # "Definition-based Data Augmentation" is a name


def _after_backslash(text: str, start: int) -> bool:
    return start > 0 and text[start - 1] == "\\"


def _without_dash_article(text: str, word: str, start: int, end: int) -> tuple[str, int, int]:
    """A word without a dash and article glued after it as punctuation ("FooPrompt-a novel"): (word, start, end)."""
    cut = len(word.rstrip(string.ascii_lowercase).rstrip("-"))  # where the dashes start ("FooBench--a": two)
    dash = patterns.DASH_ARTICLE.match(text, start + cut) if cut > 2 else None
    if dash and dash.end() == end:
        return word[:cut], start, start + cut
    return word, start, end
