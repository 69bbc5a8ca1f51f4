"""Each text pattern with its example (extractor/text.py)."""

import pytest

from extractor.text import (
    at_sentence_start, clause_bounds, last_sentence, long_form_start, mentions, occurs_in, plain, previous_sentence_bounds,
    sentence_bounds, without_markup,
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
])
def test_long_form_of_an_acronym(text, acronym, long_form):
    start = long_form_start(text, text.index("(" + acronym), acronym)
    found = None if start is None else text[start : text.index(" (" + acronym)]
    assert found == long_form


def test_a_list_so_far_runs_through_items_of_five_words_and_brackets_but_not_a_clause():
    import re

    from extractor.text import LIST_SO_FAR
    cue = re.compile(r"\bresults on\s+" + LIST_SO_FAR, re.IGNORECASE)
    assert cue.search("Results on NeRF Synthetic (Blender), the Aria Everyday Activities set, and ")
    assert not cue.search("Results on five benchmark datasets show that, on average, ")
