"""What the model reads (extractor/excerpt.py): each read rule's examples, and the whole view."""

import pytest

from extractor.excerpt import model_view, readings
from extractor.prompt import load_prompt
from extractor.rules import read as read_rules


@pytest.mark.parametrize("rule,text,sentence,expected", [(r, *e) for r in read_rules.READ_RULES for e in r.examples],
                         ids=lambda v: getattr(v, "name", None))
def test_read_rule_examples(rule, text, sentence, expected):
    (reading,) = [r for r in readings(text) if text[r.start : r.end] == sentence]
    assert (reading.rule, "read" if reading.read else "skipped") == (rule.name, expected)


def test_the_model_reads_the_opening_and_this_papers_work_only():
    text = ("Agents plan poorly. Long horizons make it worse. Search helps. A critic ranks plans.\n"
            "We propose FooPlan, a planner with a critic. FooPlan raises success by 7.2% on BarSet.")
    assert model_view(text) == ("Agents plan poorly. Long horizons make it worse. Search helps. "
                                "We propose FooPlan, a planner with a critic.")


def test_a_short_abstract_is_read_whole():
    assert model_view("One sentence without a mark") == "One sentence without a mark"
    assert model_view("") == ""


def test_the_prompt_holds_the_view_not_the_whole_abstract():
    text = "Agents plan poorly. Horizons are long. Search helps. FooPlan reaches 81.2% on BarSet."
    user = load_prompt().messages(text)[-1]["content"]
    assert "Search helps." in user and "81.2%" not in user


def test_the_title_comes_before_the_abstract_on_one_line():
    user = load_prompt().messages("FooPlan plans. It is fast.", title="FooPlan:\n  Planning   for Agents")[-1]["content"]
    assert user.startswith("Title: FooPlan: Planning for Agents\nAbstract: FooPlan plans.")


def test_an_input_without_a_title_gets_no_title_line():
    for title in (None, "", "  \n "):
        user = load_prompt().messages("FooPlan plans.", title=title)[-1]["content"]
        assert user.startswith("Abstract: FooPlan plans.") and "Title:" not in user


def test_a_title_is_cut_at_its_limit():
    from extractor.prompt import MAX_TITLE_CHARS

    user = load_prompt().messages("FooPlan plans.", title="x" * (MAX_TITLE_CHARS + 50))[-1]["content"]
    assert user.splitlines()[0] == "Title: " + "x" * MAX_TITLE_CHARS


def test_a_retry_keeps_the_title():
    user = load_prompt().messages("FooPlan plans.", "task too short", title="Planning for Agents")[-1]["content"]
    assert user.startswith("Title: Planning for Agents\n") and "task too short" in user


def test_a_record_says_which_sentences_the_model_read_and_by_which_rule():
    from extractor.candidates import find_candidates
    from extractor.corpus import Abstract
    from extractor.html_report import render_report
    from extractor.schema import Labels, Provenance
    from extractor.verify import build_record, explain_reading

    text = "Agents plan poorly. Horizons are long. Search helps. It scores 81.2% on BarSet. We propose FooPlan."
    provenance = Provenance(model="m", endpoint="e", prompt_version="p", schema_hash="s")
    record = build_record(Abstract(id="a", text=text), find_candidates(text),
                          Labels(task="planning for agents", contribution="method"), provenance)
    assert record.provenance.read == ["0-19: read-opening", "20-38: read-opening", "39-52: read-opening",
                                      "53-79: skip-the-rest", "80-99: read-this-papers-work"]
    spans = [e.partition(":")[0].split("-") for e in record.provenance.read if not e.endswith("skip-the-rest")]
    assert " ".join(text[int(start):int(end)] for start, end in spans) == model_view(text)
    why = explain_reading(record)
    assert why == ("the model read 0-19 (read-opening), 20-38 (read-opening), 39-52 (read-opening), "
                   "80-99 (read-this-papers-work); skipped 1 sentence(s) (skip-the-rest)")
    assert f'title="{why}"' in render_report([record])  # the report shows it on hover over "task"
