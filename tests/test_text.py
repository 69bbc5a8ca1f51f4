"""Each text pattern with its example (extractor/text.py)."""

import json
import re
from pathlib import Path

import pytest

from extractor.text import (
    CLAUSE_END, SENTENCE_END, at_sentence_start, clause_bounds, last_sentence, long_form_start, mentions,
    occurs_in, plain, plural_written, previous_sentence_bounds, sentence_bounds, sentence_spans, whole_word_count,
    without_markup,
    written_at,
)

TEXT = "We test on A (e.g. B and C). It reaches 80% on A, and 9% on B. Done."


def _sentence(text, index):
    start, end = sentence_bounds(text, index)
    return text[start:end]


def test_a_sentence_ends_at_a_mark_before_a_space_but_not_after_e_g_or_et_al():
    assert _sentence(TEXT, TEXT.index("B and")) == "We test on A (e.g. B and C)"
    assert _sentence(TEXT, TEXT.index("80%")) == "It reaches 80% on A, and 9% on B"
    assert _sentence("Smith et al. reach 3.5 on X. Next.", 20) == "Smith et al. reach 3.5 on X"
    assert _sentence("Accuracy is 0.93. Next", 13) == "Accuracy is 0.93"  # a decimal point ends nothing
    assert _sentence("It gets 64.4% MOTA v.s. 66.1% MOTA on X. Next.", 30) == "It gets 64.4% MOTA v.s. 66.1% MOTA on X"


def test_sentence_spans_cover_the_text_without_its_spaces():
    text = "  We test on A (e.g. B). It reaches 80%.\nDone without a mark \n"
    assert [text[a:b] for a, b in sentence_spans(text)] == [
        "We test on A (e.g. B).", "It reaches 80%.", "Done without a mark"]
    assert sentence_spans("") == [] and sentence_spans(" \n ") == []


def test_the_previous_sentence_and_none_in_the_first():
    start, end = previous_sentence_bounds(TEXT, TEXT.index("80%"))
    assert TEXT[start:end] == "We test on A (e.g. B and C)"
    assert previous_sentence_bounds(TEXT, 3) is None


def test_a_clause_ends_at_a_comma_or_semicolon():
    start, end = clause_bounds(TEXT, TEXT.index("9%"))
    assert TEXT[start:end].strip() == "and 9% on B"


def test_last_sentence_and_sentence_start():
    assert last_sentence("We study X. Experiments on ") == " Experiments on "
    assert at_sentence_start(TEXT, TEXT.index("It reaches"))
    assert not at_sentence_start(TEXT, TEXT.index("B and"))


def test_markup_is_read_through():
    assert plain("\\textbf{Foo}  **Bar**") == "foo bar"
    assert without_markup("1.7$\\times$ faster").split() == ["1.7", "faster"]
    assert occurs_in("FooNet", "we propose \\textbf{FooNet}.") and not occurs_in(" ", "x")


def test_mentions_are_whole_words():
    assert [m.start() for m in mentions("ViT, ViTs and Deep-ViT use ViT", "ViT")] == [0, 27]


@pytest.mark.parametrize("text, acronym, long_form", [
    ("We study Visual Question Answering (VQA) here.", "VQA", "Visual Question Answering"),
    ("We use reinforcement learning with verifiable rewards (RLVR).", "RLVR",
     "reinforcement learning with verifiable rewards"),
    ("a Mixture-of-Experts (MoE) layer", "MoE", "Mixture-of-Experts"),
    ("On GSM8K (GPT-4o) it fails.", "GPT-4o", None),  # a model in brackets, not GSM8K's acronym
    ("results, Deep Q-Network (DQN)", "DQN", "Deep Q-Network"),
    ("a cell of Memory, Attention and Composition (MAC)", "MAC", "Memory, Attention and Composition"),
    ("we introduce Conditional Co-Ablation (CoAx), a score", "CoAx", "Co-Ablation"),  # spelled by its capitals
    # a lowercase connector gives no first letter that the capitalised word before it starts with
    ("The Abstraction and Reasoning Corpus (ARC) tests it.", "ARC", "Abstraction and Reasoning Corpus"),
    ("Abstraction and Reasoning Corpus (ARC) tests it.", "ARC", "Abstraction and Reasoning Corpus"),
    ("We add Answer and Reasoning Consistency (ARC) checks.", "ARC", "Answer and Reasoning Consistency"),
    ("the Analysis and Reasoning of Corpora (ARC) set", "ARC", "Analysis and Reasoning of Corpora"),
    ("We propose Text to Table (TT), a generation framework.", "TT", "Text to Table"),
    ("We propose Training the Teacher (TT) for speed.", "TT", "Training the Teacher"),
    # a capital "A", a lowercase word, or a sentence's first word before an article: as found (review of rules-259)
    ("We propose a compact model, also A Lite Foo Transformer (ALFT), which is small.", "ALFT",
     "A Lite Foo Transformer"),
    ("It improves in context learning (ICL) a lot.", "ICL", "in context learning"),
    ("Then the Transformer (TT) wins.", "TT", "the Transformer"),
    ("We propose AlphaFoo, a Learned Planner (ALP). ALP solves it.", "ALP", "a Learned Planner"),
    # where a letter would come from inside a word right after a hyphen, the hyphened word's capitalised parts: not
    # "Supervised Adaptation", "Adapt", "Thoughts" (session 50)
    ("We propose Self-Supervised Adaptation (SSA) for it.", "SSA", "Self-Supervised Adaptation"),
    ("It works. We propose Self-Supervised Adaptation (SSA) for it.", "SSA", "Self-Supervised Adaptation"),
    ("We propose Align-and-Adapt (AA) for it.", "AA", "Align-and-Adapt"),
    ("We study Tree-of-Thoughts (ToT) search.", "ToT", "Tree-of-Thoughts"),
    # ... and nowhere else: not where no capitals spell it, not over a word run together from capitals and digits, nor
    # across words apart (a lowercase word, a sentence's opening word, another name, a possessive; "Supervised and
    # Semisupervised Learning"), nor over a hyphened part in capitals (three reviews of session 50)
    ("we fine-tune with Low-Rank Adaptation (LoRA) on it", "LoRA", "Low-Rank Adaptation"),
    ("We propose Point2Point (P2P), a method.", "P2P", "Point2Point"),
    ("We design a DualDecoder (DD) for it.", "DD", "DualDecoder"),
    ("We benchmark on BigBench Hard (BBH) too.", "BBH", "BigBench Hard"),
    ("We propose a method dubbed Doubledescent (DD) for pruning.", "DD", "Doubledescent"),
    ("Thus, Tinytrack (TT) is used.", "TT", "Tinytrack"),
    ("We study methods for multimodal translation (MMT) here.", "MMT", "multimodal translation"),
    ("We train the twotower (TT) retrieval model.", "TT", "twotower"),
    ("It works. Most Multimodal Transformers (MMT) fuse late.", "MMT", "Multimodal Transformers"),
    ("It works. Against Autoattack (AA), FooNet keeps 45.2%.", "AA", "Autoattack"),
    ("It works. On SQuAD, Semisupervised Learning (SSL) adds 2.1 F1.", "SSL", "Semisupervised Learning"),
    ("We evaluate under APGD and AutoAttack (AA) on BarSet.", "AA", "AutoAttack"),
    ("It works. Meta's Multimodal Transformer (MMT) is strong.", "MMT", "Multimodal Transformer"),
    ("We compare Supervised and Semisupervised Learning (SSL) on BarSet.", "SSL", "Semisupervised Learning"),
    ("We study Open-Set Semisupervised Learning (SSL) here.", "SSL", "Semisupervised Learning"),
    ("We report MSCOCO-Multimodal Transformers (MMT) scores.", "MMT", "Multimodal Transformers"),
])
def test_long_form_of_an_acronym(text, acronym, long_form):
    start = long_form_start(text, text.index("(" + acronym), acronym)
    found = None if start is None else text[start : text.index(" (" + acronym)]
    assert found == long_form


def test_a_list_so_far_runs_through_items_of_five_words_and_brackets_but_not_a_clause():
    from extractor.text import LIST_SO_FAR
    cue = re.compile(r"\bresults on\s+" + LIST_SO_FAR, re.IGNORECASE)
    assert cue.search("Results on NeRF Synthetic (Blender), the Aria Everyday Activities set, and ")
    assert not cue.search("Results on five benchmark datasets show that, on average, ")


# --- the bounds answered from one pass per text equal the old scan from the start at every call ---

# The patterns as they were written before they were reordered for speed: the reference.
OLD_SENTENCE_END = re.compile(r"(?<!\be\.g)(?<!\bi\.e)(?<!\bal)(?<!\bvs)(?<!\betc)(?<!\bFig)[.!?](?=\s|$)")
OLD_CLAUSE_END = re.compile(r"[,;:](?=\s)|" + OLD_SENTENCE_END.pattern)
REPO = Path(__file__).resolve().parent.parent
SHARED = next((d for d in (REPO.parent / "shared", REPO.parent.parent / "shared") if d.is_dir()), None)


def _scanned_sentence_bounds(text, index):
    """sentence_bounds as it was: every call scans text[:index] from the start."""
    start = 0
    for match in OLD_SENTENCE_END.finditer(text, 0, index):
        start = match.end()
    stop = OLD_SENTENCE_END.search(text, index)
    end = stop.start() if stop else len(text)
    while start < end and text[start].isspace():
        start += 1
    return start, end


def _scanned_clause_bounds(text, index):
    start = 0
    for match in OLD_CLAUSE_END.finditer(text, 0, index):
        start = match.end()
    stop = OLD_CLAUSE_END.search(text, index)
    return start, (stop.start() if stop else len(text))


def _scanned_previous_sentence_bounds(text, index):
    start, _ = _scanned_sentence_bounds(text, index)
    before = text[:start].rstrip()
    return None if not before else _scanned_sentence_bounds(text, len(before) - 1)


def _scanned_last_sentence(text):
    ends = list(OLD_SENTENCE_END.finditer(text))
    return text[ends[-1].end():] if ends else text


def _old_at_sentence_start(text, start):
    before = text[:start].rstrip(" \"'(*")
    return not before or before[-1] in ":\n" or bool(OLD_SENTENCE_END.match(before, len(before) - 1))


EDGE_TEXTS = ["", ".", "a.", "a. ", " . ", "?!", "e.g. x", "Smith et al. show it. Fig. 3 shows. Yes!",
              "x.\n", "x.\ny", "3.5", "0.93. Next", "A, B; C: D.", "A,B;C:D", "end.", "a.\u00a0b", "a.\u2028b",
              "etc. vs. i.e. al. Fig.", "Done.  Next.\n\nLast", "(e.g. B). It", "a,", "a, ", ",", ", b"]


def _texts() -> list[str]:
    from extractor.corpus import read_corpus

    texts = [a.text for a in read_corpus([REPO / "seeds"]).abstracts.values()]
    if SHARED is not None:
        for path, n in ((SHARED / "gold" / "dev2.jsonl", None), (SHARED / "corpus" / "arxiv_2025_26.jsonl", 300)):
            if path.exists():
                with path.open(encoding="utf-8") as lines:
                    texts += [json.loads(line).get("text", "") for line, _ in zip(lines, range(n or 10**9))]
    return texts


def _indices(text: str) -> set[int]:
    """Offsets at a mark and right after it (where a cut scan differs), every 100th, and both ends."""
    at_marks = {p + d for p, c in enumerate(text) if c in ".!?,;:" for d in (0, 1)}
    return at_marks | set(range(0, len(text), 100)) | {-1, 0, len(text) - 1, len(text), len(text) + 1}


def test_the_bounds_from_one_pass_equal_the_scan_from_the_start_on_every_text():
    texts = _texts()
    assert len(texts) >= 51 + (0 if SHARED is None else 300)  # the seeds, and dev2 and 300 abstracts beside them
    for text in EDGE_TEXTS + texts:
        for index in sorted(_indices(text)):
            where = f"{text[:40]!r} at {index}"
            assert sentence_bounds(text, index) == _scanned_sentence_bounds(text, index), where
            assert clause_bounds(text, index) == _scanned_clause_bounds(text, index), where
        for index in sorted(_indices(text))[::5]:  # built of sentence_bounds: fewer suffice
            where = f"{text[:40]!r} at {index}"
            assert previous_sentence_bounds(text, index) == _scanned_previous_sentence_bounds(text, index), where


def test_the_reordered_patterns_match_where_the_old_ones_did():
    for text in EDGE_TEXTS + _texts():
        for new, old in ((SENTENCE_END, OLD_SENTENCE_END), (CLAUSE_END, OLD_CLAUSE_END)):
            assert [m.span() for m in new.finditer(text)] == [m.span() for m in old.finditer(text)], text[:40]
        for index in sorted(_indices(text)):
            assert at_sentence_start(text, index) == _old_at_sentence_start(text, index), f"{text[:40]!r} at {index}"
            window = text[max(0, index - 120) : max(0, index)]  # as the rules cut it
            assert last_sentence(window) == _scanned_last_sentence(window), f"{text[:40]!r} at {index}"


def test_a_mark_right_before_the_index_ends_the_sentence_there_as_the_scan_did():
    # The old scan stopped at the index, so "3." in "3.5" ended a sentence when asked at "5".
    text = "It gets 3.5 on X. Next."
    assert sentence_bounds(text, text.index("5")) == (text.index("5"), text.index(". Next"))
    assert clause_bounds("A, B", 1) == (0, 1) and clause_bounds("A, B", 2) == (0, 4)


def _old_mentions(text, form):
    """mentions as it was: one pattern compiled per form."""
    return re.finditer(rf"(?<![\w-]){re.escape(form)}(?![\w-])", text)


EDGE_FORMS = ["", "-", "a", "aa", "LLM", "ViT", "X.", "(VQA)", "C++", "GPT-4o", "é", "_", "3.5", " ", "a b", "x x"]


def test_names_found_with_find_are_the_places_and_words_the_old_patterns_found():
    from extractor.candidates import find_names

    texts = EDGE_TEXTS + ["-x x x", "LLMs xLLMs LLM-s LLMsx -LLMs LLMs_", "aaa aa a-aa aa_ aa",
                          "ViT ViTs Deep-ViT (ViT) ViT-B ViT_ éViT ViT", "C++ and C++11, C++"]
    texts += _texts()[:: 4]
    for text in texts:
        forms = EDGE_FORMS + [f for n in find_names(text) for f in (n.text, n.alias, n.text[:3], n.text[-2:]) if f]
        for form in forms:
            old = [(m.span(), m.group()) for m in _old_mentions(text, form)]
            assert [(m.span(), m.group()) for m in mentions(text, form)] == old, (text[:40], form)
            assert [(m.span(), m.group()) for m in mentions(text, form)] == old, "asked again, the same"
            escaped = re.escape(form)
            assert whole_word_count(text, form) == len(re.findall(rf"(?<!\w){escaped}(?!\w)", text)), form
            assert written_at(text, form) == [m.start() for m in re.finditer(escaped, text)], form
            assert plural_written(text, form) == bool(re.search(rf"(?<![\w-]){escaped}s\b", text)), form
