"""Issue 13: SQLite export, leaderboards, progress everywhere, one CLI grammar."""

import io
import json
import shutil
import sqlite3

import pytest
from typer.testing import CliRunner

from conftest import REPO, SEEDS
from extractor.cli import app
from extractor.export import SQLITE_NAME, export_tables
from extractor.progress import Lines, progress_for
from extractor.schema import Claim, Provenance, Record, Source
from extractor.tables import benchmark_key, leaderboards, load_aliases, lower_is_better

runner = CliRunner()
PROVENANCE = Provenance(model="m", endpoint="e", prompt_version="p", schema_hash="s")


def record(rid, title, methods, claims, text="We report results, and more results. " * 3):
    return Record(id=rid, sources=[Source(file="f.txt", index=0, line=1)], text=text, title=title, task="a task",
                  contribution="method", methods=methods, benchmarks=sorted({c.benchmark for c in claims if c.benchmark}),
                  claims=claims, provenance=PROVENANCE)


def score(value, benchmark, metric, subject=None, kind="score"):
    return Claim(value=value, raw=str(value), kind=kind, benchmark=benchmark, metric=metric, subject=subject,
                 evidence=f"{value} {metric} on {benchmark}", start=0, end=5)


RECORDS = [
    record("p1", "FooNet paper", ["FooNet"], [score(81.2, "ImageNet-1K", "top-1 accuracy"), score(3.1, "COCO", "FID"),
                                               score(2.0, "ImageNet-1K", "speedup", kind="ratio")]),
    record("p2", "BarNet paper", ["BarNet"], [score(84.0, "ImageNet 1k", "Top-1 accuracy"), score(2.4, "COCO dataset", "FID")]),
    record("p3", "BazNet paper", ["BazNet"], [score(79.9, "imagenet1k", "top-1 accuracy", subject="BazNet-S"),
                                               score(5.0, "IN1K", "top-1 accuracy")]),
]


# --- SQLite ---------------------------------------------------------------------------------------

def test_sqlite_export_joins_claims_to_records_and_searches_text(tmp_path):
    (path,) = export_tables(RECORDS, tmp_path, ["sqlite"])
    assert path.name == SQLITE_NAME
    db = sqlite3.connect(path)
    joined = db.execute("SELECT r.title, c.value FROM claims c JOIN records r ON r.id = c.record_id "
                        "WHERE c.metric = 'FID' ORDER BY c.value").fetchall()
    assert joined == [("BarNet paper", 2.4), ("FooNet paper", 3.1)]
    assert db.execute("SELECT r.id FROM records_fts JOIN records r ON r.rowid = records_fts.rowid "
                      "WHERE records_fts MATCH 'BarNet' ").fetchall() == [("p2",)]
    hits = db.execute("SELECT c.record_id FROM claims_fts JOIN claims c ON c.rowid = claims_fts.rowid "
                      "WHERE claims_fts MATCH 'evidence:FID' ORDER BY c.record_id").fetchall()
    assert hits == [("p1",), ("p2",)]
    assert json.loads(db.execute("SELECT methods FROM records WHERE id = 'p1'").fetchone()[0]) == ["FooNet"]
    keys = db.execute("SELECT \"table\", \"to\" FROM pragma_foreign_key_list('claims')").fetchall()
    assert keys == [("records", "id")]
    assert db.execute("PRAGMA foreign_key_check").fetchall() == []
    assert {t for (t,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")} >= {
        "records", "claims", "methods", "benchmarks", "records_fts", "claims_fts"}


def test_export_command_takes_repeated_or_comma_formats(tmp_path):
    path = tmp_path / "records.jsonl"
    path.write_text("".join(r.model_dump_json() + "\n" for r in RECORDS))
    result = runner.invoke(app, ["export", str(path), "-o", "t", "--format", "csv,sqlite", "--format", "jsonl"])
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in (tmp_path / "t").iterdir()) == sorted(
        [SQLITE_NAME] + [f"{t}.{f}" for t in ("records", "claims", "methods", "benchmarks") for f in ("csv", "jsonl")])
    again = runner.invoke(app, ["export", str(path), "-o", "t", "--format", "sqlite"])  # replaces the database
    assert again.exit_code == 0 and sqlite3.connect(tmp_path / "t" / SQLITE_NAME).execute(
        "SELECT count(*) FROM records").fetchone() == (3,)


# --- leaderboards ---------------------------------------------------------------------------------

def test_benchmark_names_merge_by_case_markup_spacing_1k_and_trailing_kind():
    names = ["ImageNet-1K", "ImageNet 1k", "imagenet1k", "\\textbf{ImageNet}-1K", "ImageNet-1K dataset", "**ImageNet 1K** benchmark"]
    assert {benchmark_key(n) for n in names} == {"imagenet1k"}
    assert benchmark_key("COCO") != benchmark_key("ImageNet")


def test_leaderboard_ranks_every_paper_higher_first_and_lower_is_better_ascending():
    boards = leaderboards(RECORDS)
    assert set(boards) == {("ImageNet-1K", "top-1 accuracy"), ("COCO", "FID"), ("IN1K", "top-1 accuracy")}
    imagenet = boards[("ImageNet-1K", "top-1 accuracy")]
    assert [(r["rank"], r["value"], r["record_id"], r["method"]) for r in imagenet] == [
        (1, 84.0, "p2", "BarNet"), (2, 81.2, "p1", "FooNet"), (3, 79.9, "p3", "BazNet-S")]
    assert imagenet[0]["title"] == "BarNet paper" and "84.0" in imagenet[0]["evidence"]
    assert [r["value"] for r in boards[("COCO", "FID")]] == [2.4, 3.1]
    assert lower_is_better("word error rate") and lower_is_better("Perplexity") and not lower_is_better("BLEU")
    assert lower_is_better("bits per char") and lower_is_better("BPC") and lower_is_better("bits/dim")
    assert lower_is_better("FVD") and lower_is_better("LPIPS") and lower_is_better("MPJPE") and lower_is_better("EER")
    assert not lower_is_better("bits") and not lower_is_better("accuracy per token") and not lower_is_better("PSNR")


def test_leaderboard_filters_and_user_aliases(tmp_path):
    assert set(leaderboards(RECORDS, where=None)) >= {("COCO", "FID")}
    from extractor.tables import ClaimFilter

    assert set(leaderboards(RECORDS, ClaimFilter(benchmark="imagenet 1k"))) == {("ImageNet-1K", "top-1 accuracy")}
    assert set(leaderboards(RECORDS, ClaimFilter(metric="fid"))) == {("COCO", "FID")}
    (tmp_path / "aliases.toml").write_text('IN1K = "ImageNet-1K"\n')
    (tmp_path / "aliases.json").write_text('{"aliases": {"IN1K": "ImageNet-1K"}}')
    for file in ("aliases.toml", "aliases.json"):
        boards = leaderboards(RECORDS, aliases=load_aliases(tmp_path / file))
        assert [r["value"] for r in boards[("ImageNet-1K", "top-1 accuracy")]] == [84.0, 81.2, 79.9, 5.0]


def test_leaderboard_merges_other_names_of_a_known_dataset_with_or_without_aliases(tmp_path):
    from extractor.tables import ClaimFilter

    # extractor/data/aliases.toml: ILSVRC is ImageNet; the board keeps the most used spelling.
    ilsvrc = record("p9", "QuxNet paper", ["QuxNet"], [score(77.0, "ILSVRC", "top-1 accuracy")])
    boards = leaderboards(RECORDS + [ilsvrc])
    assert [r["value"] for r in boards[("ImageNet-1K", "top-1 accuracy")]] == [84.0, 81.2, 79.9, 77.0]
    assert not any(name == "ILSVRC" for name, _ in boards)
    mini = record("p8", "Few-shot paper", ["BazNet"], [score(66.0, "miniImageNet", "top-1 accuracy")])
    chosen = leaderboards(RECORDS + [ilsvrc, mini], ClaimFilter(benchmark="ImageNet-1k"))
    assert list(chosen) == [("ImageNet-1K", "top-1 accuracy")]  # its board, not miniImageNet's as well
    assert ("miniImageNet", "top-1 accuracy") in leaderboards(RECORDS + [mini], ClaimFilter(benchmark="mini"))
    # an --aliases file names the board and adds to the lexicon's merging, never splits what it merged
    (tmp_path / "aliases.toml").write_text('"ImageNet-1K" = "ImageNet (ILSVRC-2012)"\n')
    boards = leaderboards(RECORDS + [ilsvrc], aliases=load_aliases(tmp_path / "aliases.toml"))
    assert [r["value"] for r in boards[("ImageNet (ILSVRC-2012)", "top-1 accuracy")]] == [84.0, 81.2, 79.9, 77.0]


def test_leaderboard_merges_a_metric_written_plural_or_with_score():
    from extractor.tables import metric_key

    spellings = [("FID score", "FID"), ("F1-score", "F1"), ("AUROC scores", "AUROC"), ("Top-1 accuracies", "top-1 accuracy"),
                 ("success rates", "Success rate"), ("APs", "AP"), ("mIoUs", "mIoU"), ("FLOPs", "FLOP"),
                 ("losses", "loss"), ("exact matches", "exact match"), ("gender biases", "gender bias"),
                 ("error analyses", "error analysis"), ("hypotheses", "hypothesis")]
    assert [a for a, b in spellings if metric_key(a) != metric_key(b)] == []
    unchanged = ("bias", "loss", "score", "status", "analysis", "TOPS", "TFLOPS", "Gbps", "fps", "ms", "Pass@k", "cases",
                 "responses", "doses")
    changed = [m for m in unchanged if metric_key(m) != m.casefold()]
    assert changed == ["cases", "responses", "doses"]  # plurals of "-se" words, made singular
    assert [metric_key(m) for m in changed] == ["case", "response", "dose"]
    boards = leaderboards(RECORDS + [record("p7", "QuxNet paper", ["QuxNet"], [score(2.9, "COCO", "FID score")])])
    assert [r["value"] for r in boards[("COCO", "FID")]] == [2.4, 2.9, 3.1]


def test_leaderboard_ranks_one_way_whatever_spelling_or_order_its_rows_come_in():
    lower = [record("e1", "", ["TauNet"], [score(4.1, "ImageNet", "top-5 error")]),
             record("e2", "", ["LambdaNet"], [score(3.2, "ImageNet", "top-5 errors")])]
    for records in (lower, lower[::-1]):
        (board,) = leaderboards(records).values()
        assert [(r["rank"], r["method"]) for r in board] == [(1, "LambdaNet"), (2, "TauNet")]


def test_leaderboard_filters_pick_rows_and_boards_that_keep_their_ranks():
    from extractor.tables import ClaimFilter

    # --benchmark and --metric together: the exact names among the boards both filters keep
    both = [record("i1", "", ["FooNet"], [score(81.0, "ImageNet", "top-1 accuracy")]),
            record("m1", "", ["BarNet"], [score(66.0, "miniImageNet", "accuracy")])]
    assert list(leaderboards(both, ClaimFilter(benchmark="ImageNet", metric="accuracy"))) == [
        ("ImageNet", "top-1 accuracy")]
    assert list(leaderboards(both, ClaimFilter(grep="true"))) == []  # no hidden field to match

    fid_score = record("p7", "QuxNet paper", ["QuxNet"], [score(2.9, "COCO", "FID score")])
    assert [(r["rank"], r["method"]) for r in leaderboards(RECORDS + [fid_score], ClaimFilter(method="FooNet"))[
        ("COCO", "FID")]] == [(3, "FooNet")]  # third of three, not first of one
    # --metric picks the merged board, whatever spelling it is given in
    for metric in ("FID score", "FID scores", "fid"):
        boards = leaderboards(RECORDS + [fid_score], ClaimFilter(metric=metric))
        assert {name: [r["value"] for r in rows] for name, rows in boards.items()} == {("COCO", "FID"): [2.4, 2.9, 3.1]}


def rules_record(text):
    """The record the rules make of a text with a model that labels nothing: its claims carry their rules."""
    from extractor.candidates import find_candidates
    from extractor.corpus import Abstract
    from extractor.schema import Labels
    from extractor.verify import build_record

    return build_record(Abstract("r", text), find_candidates(text), Labels(task="", contribution="method"), PROVENANCE)


@pytest.mark.parametrize("text, on_board, off_board", [
    # a change's starting value is where it started, the baseline's: only the end is the method's
    ("We propose FooNet, a tagger. FooNet raises accuracy on BarSet from 42.9% to 61.3%.", [61.3], [42.9]),
    # a compared model written as no name, its value in brackets
    ("We propose FooNet, a tagger. On BarSet, FooNet reaches 71.3% accuracy, beating the previous best (68.2%).",
     [71.3], [68.2]),
    # a compared model written as a name keeps its row, under its own name
    ("We propose FooNet, a tagger. On BarSet, FooNet reaches 71.3% accuracy, 3% better than BazNet (68.2%).",
     [71.3, 68.2], []),
])
def test_leaderboard_credits_no_unnamed_rivals_value_to_the_paper(text, on_board, off_board):
    record = rules_record(text)
    rows = [row for board in leaderboards([record]).values() for row in board]
    assert sorted(row["value"] for row in rows) == sorted(on_board)
    assert all(row["method"] == "FooNet" for row in rows if row["value"] != 68.2)
    assert all(row["method"] == "BazNet" for row in rows if row["value"] == 68.2)
    assert {c.value for c in record.claims} >= set(off_board)  # still claims: the claims view lists them


def test_leaderboard_keeps_a_result_of_the_papers_methods_when_no_one_of_them_is_chosen():
    # subject-not-the-benchmark leaves the subject empty between two own methods: theirs, not another's
    record = rules_record("We propose FooNet and BarNet, two taggers. We also build QuxBench, a new benchmark. On"
                          " QuxBench, our approach reaches 61.3% accuracy.")
    assert [(r["value"], r["method"]) for rows in leaderboards([record]).values() for r in rows] == [
        (61.3, "FooNet; BarNet")]


def test_leaderboard_reads_each_claims_own_rules_where_one_number_stands_twice_in_a_sentence():
    from extractor.verify import claim_rules, explain_claim

    record = rules_record("We propose FooNet, a tagger. On BazSet, the simplest variant reaches 50% accuracy, and"
                          " FooNet raises it from 50% to 70%.")
    rules = [r.rpartition(", ")[2] for r in claim_rules(record)]
    assert [c.raw for c in record.claims] == ["50%", "50%", "70%"] and rules[1] == "subject-from-value" != rules[0]
    assert explain_claim(record, record.claims[1]).endswith("subject-from-value")
    values = sorted(r["value"] for rows in leaderboards([record]).values() for r in rows)
    assert values == [50.0, 70.0]  # the variant's 50% stays; the 50% the change started from is on no board
    # claims re-ordered after the run (a user's sort): each still finds its own decision, by raw and offset
    shuffled = record.model_copy(update={"claims": [record.claims[2], record.claims[0], record.claims[1]]})
    assert [r.rpartition(", ")[2] for r in claim_rules(shuffled)][:2] == [rules[2], rules[0]]


def test_leaderboard_credits_no_benchmark_with_its_own_score():
    # a benchmark paper: the evaluated model is named nowhere (subject-evaluated-models): on no board, and never
    # credited to the benchmark
    record = rules_record("We introduce FooBench, a benchmark of 900 tagging tasks. Even the strongest model achieves"
                          " only 0.632 on Tag Score.")
    assert leaderboards([record]) == {} and [c.value for c in record.claims if c.kind == "score"] == [0.632]
    # the benchmark as the subject of its own value: a statistic of it, or a result of models it does not name
    record = rules_record("We introduce FooBench, a benchmark for surgical video. FooBench preserves 759 hours of"
                          " full-length clinical procedures.")
    assert [row["method"] for board in leaderboards([record]).values() for row in board] == [""]
    # its own method keeps the credit
    record = rules_record("We introduce FooBench, a benchmark, and FooNet, a tagger. On FooBench, FooNet reaches 61.3%"
                          " accuracy.")
    (board,) = leaderboards([record]).values()
    assert [(row["value"], row["method"]) for row in board] == [(61.3, "FooNet")]

def test_leaderboard_view_of_the_table_command_and_the_report(tmp_path):
    path = tmp_path / "records.jsonl"
    path.write_text("".join(r.model_dump_json() + "\n" for r in RECORDS))
    result = runner.invoke(app, ["table", str(path), "--view", "leaderboard", "--benchmark", "coco"])
    assert result.exit_code == 0, result.output
    assert "## COCO · FID" in result.output and "| 1 | 2.4 |" in result.output and "ImageNet" not in result.output
    (tmp_path / "bad.toml").write_text("not = [toml")
    bad = runner.invoke(app, ["table", str(path), "--view", "leaderboard", "--aliases", str(tmp_path / "bad.toml")])
    assert bad.exit_code == 2 and "bad.toml" in bad.output
    report = runner.invoke(app, ["report", str(path), "-o", "r.html"])
    page = (tmp_path / "r.html").read_text()
    assert report.exit_code == 0 and 'id="leaderboards"' in page and "COCO · FID" in page


def test_leaderboard_on_the_shipped_recordings(tmp_path):
    shutil.copytree(REPO / "cache" / "recordings", tmp_path / "cache" / "recordings")
    shutil.copytree(SEEDS, tmp_path / "seeds")
    assert runner.invoke(app, ["extract", "seeds/", "--offline", "-o", "out", "--quiet"]).exit_code == 0
    result = runner.invoke(app, ["table", "out/records.jsonl", "--view", "leaderboard", "--format", "jsonl"])
    rows = [json.loads(line) for line in result.output.splitlines()]
    assert rows and all(r["rank"] >= 1 and r["record_id"] for r in rows)


# --- progress -------------------------------------------------------------------------------------

def test_progress_lines_every_few_seconds_with_counts_and_rate():
    now = [0.0]
    out = io.StringIO()
    lines = Lines("extracting", out, clock=lambda: now[0], every_seconds=10, every_records=1000)
    lines.started(4)
    for outcome in ("hit", "call", "failed"):
        now[0] += 6
        lines.finished(None, outcome)
    printed = out.getvalue().splitlines()
    assert len(printed) == 2  # at the start and after 12 s; at 18 s only 6 s have passed since
    assert printed[1].startswith("extracting: 2/4 done (1 cached, 0 failed), 0.17 records/s")
    assert "left" not in printed[1]  # one answer so far: no pace to go by yet
    now[0] += 1
    lines.finished(None, "call")  # the last record always prints
    assert out.getvalue().splitlines()[-1].startswith("extracting: 4/4 done (1 cached, 1 failed)")


def test_progress_time_left_goes_by_the_pace_of_answers_not_cache_hits_or_start_up():
    now = [0.0]
    out = io.StringIO()
    lines = Lines("extracting", out, clock=lambda: now[0], every_seconds=1, every_records=1000)
    lines.started(10)
    for _ in range(4):
        lines.finished(None, "hit")  # served from the cache at once
    for at in (60.0, 61.0, 62.0, 63.0):  # the embedded model starts up before its first answer; then a burst
        now[0] = at
        lines.finished(None, "call")
        assert "left" not in out.getvalue().splitlines()[-1]  # fewer than five answers: no pace to go by
    now[0] = 80.0
    lines.finished(None, "call")
    # 1 to go at one answer each 5 s since the first answer: 5 s (from the run's start, 9 in 80 s, it read 9 s)
    assert out.getvalue().splitlines()[-1].endswith("1m20s elapsed, about 5s left")


def test_progress_is_lines_off_a_terminal_and_nothing_when_quiet():
    out = io.StringIO()
    with progress_for("x", stream=out) as progress:
        assert isinstance(progress, Lines)
    with progress_for("x", quiet=True, stream=out) as progress:
        progress.started(3)
    assert out.getvalue() == ""


def test_extract_to_a_log_shows_progress_lines_and_json_summary(tmp_path):
    shutil.copytree(REPO / "cache" / "recordings", tmp_path / "cache" / "recordings")
    shutil.copytree(SEEDS, tmp_path / "seeds")
    result = runner.invoke(app, ["extract", "seeds/", "--offline", "-o", "out", "--json"])
    assert result.exit_code == 0, result.output
    assert "51/51 done (51 cached, 0 failed)" in result.output
    summary = json.loads(result.output[result.output.index("{"):])
    assert summary["unique"] == 51 and summary["cache_hits"] == 51 and summary["records"].endswith("records.jsonl")
    quiet = runner.invoke(app, ["extract", "seeds/", "--offline", "-o", "out", "--quiet"])
    assert "done (" not in quiet.output and "extractor summary" in quiet.output


# --- one grammar ----------------------------------------------------------------------------------

@pytest.mark.parametrize("command", ["extract", "record", "eval", "table", "export", "schema", "report"])
def test_every_command_help_shows_an_example(command):
    result = runner.invoke(app, [command, "--help"])
    assert result.exit_code == 0 and f"Example: extractor {command}" in result.output


def test_defaults_are_defined_once():
    import re

    from extractor import cli, settings

    sources = {p.name: p.read_text() for p in (REPO / "extractor").rglob("*.py")}
    assert [n for n, s in sources.items() if re.search(r"\b300\.0\b", s)] == ["defaults.py"]
    assert [n for n, s in sources.items() if re.search(r"(?<![=!<>])=\s*\"tools\"", s)] == ["defaults.py"]
    assert settings.ModelSettings().timeout == settings.DEFAULT_TIMEOUT
    help_text = runner.invoke(app, ["extract", "--help"]).output
    assert "300.0" in help_text and "tools" in help_text  # the CLI shows the one default
    assert cli.DEFAULT_TIMEOUT is settings.DEFAULT_TIMEOUT


def test_the_library_takes_one_options_object_and_the_old_keywords(tmp_path):
    from conftest import QueueModel
    from extractor.options import RunOptions
    from extractor.pipeline import extract

    (tmp_path / "a.txt").write_text("T\n\nWe propose FooNet, reaching 91.5% on BarBench.\n")
    first = extract([tmp_path / "a.txt"], None, RunOptions(cache_dir=tmp_path / "c"), model=QueueModel())
    again = extract([tmp_path / "a.txt"], model=QueueModel(), cache_dir=tmp_path / "c", offline=True)
    assert first.summary.model_calls == 1 and again.summary.cache_hits == 1
    with pytest.raises(TypeError):
        extract([tmp_path / "a.txt"], model=QueueModel(), cache_directory="typo")


def test_a_heartbeat_line_while_one_slow_answer_keeps_the_count_still():
    import threading

    out = io.StringIO()
    lines = Lines("extracting", out, every_seconds=0.2, heartbeat=True)
    lines.started(2)
    threading.Event().wait(1.0)  # one slow call: nothing finished
    lines.stop()
    assert sum("0/2 done" in line for line in out.getvalue().splitlines()) >= 2


def test_progress_lines_carry_no_escape_codes_from_a_model_name():
    out = io.StringIO()
    Lines("extracting with evil\x1b[2J\x9b", out).started(1)
    assert "\x1b" not in out.getvalue() and "\x9b" not in out.getvalue() and "evil[2J" in out.getvalue()



def test_lower_is_better_reads_displacement_errors_whole_and_bits_per_hyphenated():
    assert lower_is_better("ADE") and lower_is_better("minADE") and lower_is_better("FDE@3")
    assert not lower_is_better("ADE20K mIoU") and not lower_is_better("mIoU (ADE20K)")
    assert lower_is_better("bits-per-character") and lower_is_better("bits/dim")


def test_leaderboard_benchmark_filter_knows_alias_names_and_chooses_among_boards_left_by_other_filters(tmp_path):
    from extractor.tables import ClaimFilter

    (tmp_path / "aliases.toml").write_text('"ILSVRC" = "MyImageNet"\n"ImageNet-1K" = "MyImageNet"\n')
    aliases = load_aliases(tmp_path / "aliases.toml")
    assert [name for name, _ in leaderboards(RECORDS, ClaimFilter(benchmark="MyImageNet"), aliases)] == ["MyImageNet"]
    assert [name for name, _ in leaderboards(RECORDS, ClaimFilter(benchmark="myimage"), aliases)] == ["MyImageNet"]
    fid = record("p7", "A 64x64 paper", ["QuxGAN"], [score(3.1, "ImageNet 64x64", "FID")])
    # ImageNet-1K's board has no FID claim: the filter falls back to the boards whose name contains "imagenet"
    assert list(leaderboards(RECORDS + [fid], ClaimFilter(benchmark="imagenet", metric="FID"))) == [
        ("ImageNet 64x64", "FID")]
