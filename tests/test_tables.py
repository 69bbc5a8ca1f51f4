import json

import pytest
from typer.testing import CliRunner

from conftest import REPO
from extractor.cli import app
from extractor.export import export_tables, read_records
from extractor.schema import Claim, Provenance, Record, Source
from extractor.tables import TABLES, ClaimFilter, benchmark_usage, claims_by_benchmark, load_aliases

runner = CliRunner()
PROVENANCE = Provenance(model="m", endpoint="e", prompt_version="p", schema_hash="s")


def record(rid, methods, benchmarks, claims, text="x" * 200):
    return Record(id=rid, sources=[Source(file="f.txt", index=0, line=1)], text=text, task="a task",
                  contribution="method", methods=methods, benchmarks=benchmarks, claims=claims,
                  provenance=PROVENANCE)


def claim(value, kind="score", benchmark=None, metric="accuracy", subject=None):
    return Claim(value=value, raw=str(value), kind=kind, benchmark=benchmark, metric=metric,
                 subject=subject, evidence="x", start=0, end=1)


RECORDS = [
    record("a1", ["FooNet"], ["BarBench"], [claim(91.5, benchmark="BarBench"), claim(2.0, "ratio", metric="speedup")]),
    record("b2", ["QuxNet"], ["BarBench", "ZedSet"], [claim(88.0, benchmark="BarBench"), claim(1000, "count", "ZedSet", "images")]),
]


@pytest.fixture
def records_file(tmp_path):
    path = tmp_path / "records.jsonl"
    path.write_text("".join(r.model_dump_json() + "\n" for r in RECORDS))
    return path


def test_claims_group_by_benchmark_with_no_benchmark_last_and_sort_by_metric_then_value():
    groups = claims_by_benchmark(RECORDS, ClaimFilter())
    assert list(groups) == ["BarBench", "ZedSet", "(no benchmark)"]
    assert [r["value"] for r in groups["BarBench"]] == [91.5, 88.0]
    assert [r["kind"] for r in groups["(no benchmark)"]] == ["ratio"]


def test_filters_narrow_the_claims():
    assert list(claims_by_benchmark(RECORDS, ClaimFilter(kind="count"))) == ["ZedSet"]
    assert [r["record_id"] for g in claims_by_benchmark(RECORDS, ClaimFilter(method="foonet")).values() for r in g] == ["a1", "a1"]
    assert list(claims_by_benchmark(RECORDS, ClaimFilter(benchmark="bar"))) == ["BarBench"]
    assert [r["metric"] for g in claims_by_benchmark(RECORDS, ClaimFilter(grep="speed")).values() for r in g] == ["speedup"]


def test_benchmark_view_counts_papers():
    usage = benchmark_usage(RECORDS)
    assert usage[0] == {"benchmark": "BarBench", "papers": 2, "claims": 2, "introduced_here": False}


def test_claims_and_benchmarks_views_merge_a_benchmarks_spellings(tmp_path):
    spelt = [record("c3", ["BazNet"], ["Imagenet", "MS COCO"], [claim(80.0, benchmark="Imagenet")]),
             record("d4", ["QuxNet"], ["ImageNet-1K", "MS-COCO"], [claim(81.0, benchmark="ImageNet-1K")]),
             record("e5", ["ZedNet"], ["ILSVRC"], [claim(82.0, benchmark="ImageNet-1K")])]
    groups = claims_by_benchmark(spelt, ClaimFilter())
    assert list(groups) == ["ImageNet-1K"] and [r["value"] for r in groups["ImageNet-1K"]] == [82.0, 81.0, 80.0]
    usage = {row["benchmark"]: (row["papers"], row["claims"]) for row in benchmark_usage(spelt)}
    assert usage == {"ImageNet-1K": (3, 3), "MS COCO": (2, 0)}  # the most used spelling; a tie, the first seen
    (tmp_path / "aliases.toml").write_text('"MS COCO" = "COCO"\n')
    assert {row["benchmark"] for row in benchmark_usage(spelt, load_aliases(tmp_path / "aliases.toml"))} == {
        "ImageNet-1K", "COCO"}


def test_table_command_prints_markdown_csv_and_html(records_file):
    markdown = runner.invoke(app, ["table", str(records_file)])
    assert markdown.exit_code == 0 and "## BarBench" in markdown.output and "| FooNet | accuracy | 91.5 |" in markdown.output
    csv = runner.invoke(app, ["table", str(records_file), "--format", "csv", "--kind", "count"])
    assert csv.output.splitlines() == ["benchmark,methods,metric,value,unit,kind,subject,record_id",
                                       "ZedSet,QuxNet,images,1000,,count,,b2"]
    page = runner.invoke(app, ["table", str(records_file), "--format", "html", "--view", "methods"])
    assert "<td>FooNet</td>" in page.output


def test_table_filters_are_checked_by_the_parser_and_an_empty_result_says_so(records_file):
    misspelt = runner.invoke(app, ["table", str(records_file), "--kind", "scor"])
    assert misspelt.exit_code == 2 and "scor" in misspelt.output and "score" in misspelt.output  # the choices named
    ignored = runner.invoke(app, ["table", str(records_file), "--view", "benchmarks", "--kind", "score"])
    assert ignored.exit_code == 2 and "--view claims or --view leaderboard" in " ".join(ignored.output.split())
    never = runner.invoke(app, ["table", str(records_file), "--view", "leaderboard", "--kind", "delta"])
    assert never.exit_code == 2 and "leaderboards rank score claims" in " ".join(never.output.split())
    assert runner.invoke(app, ["table", str(records_file), "--view", "leaderboard", "--kind", "score"]).exit_code == 0
    none = runner.invoke(app, ["table", str(records_file), "--benchmark", "NoSuchBench"])
    assert none.exit_code == 0 and "no claim matches: nothing to show" in none.output


def test_flat_leaderboard_rows_name_their_board_and_its_direction(records_file):
    flat = runner.invoke(app, ["table", str(records_file), "--view", "leaderboard", "--format", "jsonl"])
    rows = [json.loads(line) for line in flat.output.splitlines() if line.startswith("{")]
    assert [(r["benchmark"], r["metric"], r["better"], r["rank"], r["value"]) for r in rows] == [
        ("BarBench", "accuracy", "higher", 1, 91.5), ("BarBench", "accuracy", "higher", 2, 88.0)]
    markdown = runner.invoke(app, ["table", str(records_file), "--view", "leaderboard"])
    assert "| rank | value | unit | method |" in markdown.output  # sections name their board already


def test_an_empty_records_file_and_a_line_that_is_no_record_say_so_in_one_line(tmp_path):
    empty = tmp_path / "empty.jsonl"
    empty.write_text("")
    said = runner.invoke(app, ["table", str(empty), "--view", "leaderboard"])
    assert said.exit_code == 0 and "holds no records: nothing to show" in said.output
    wrong = tmp_path / "wrong.jsonl"
    wrong.write_text('{"id": "x", "text": 3}\n')
    said = runner.invoke(app, ["table", str(wrong)])
    assert said.exit_code == 2 and "wrong.jsonl:1: not a record (sources: Field required, and 2 more problems)" in " ".join(
        said.output.split())
    assert "pydantic.dev" not in said.output


def test_export_writes_four_tables_in_three_formats_that_duckdb_and_pandas_read(tmp_path):
    import duckdb
    import pandas as pd

    written = export_tables(RECORDS, tmp_path)
    assert sorted(p.name for p in written) == sorted(f"{t}.{f}" for t in TABLES for f in ("jsonl", "csv", "parquet"))
    claims = pd.read_parquet(tmp_path / "claims.parquet")
    assert list(claims.columns) == TABLES["claims"]
    assert claims["value"].dtype == "float64" and claims["start"].dtype == "int64"
    assert list(claims["methods"][0]) == ["FooNet"]
    con = duckdb.connect()
    rows = con.execute(
        f"select benchmark, count(*), max(value) from '{tmp_path / 'claims.parquet'}' "
        "where benchmark is not null group by benchmark order by benchmark").fetchall()
    assert rows == [("BarBench", 2, 91.5), ("ZedSet", 1, 1000.0)]
    types = dict(con.execute(f"describe select * from '{tmp_path / 'records.parquet'}'").fetchall()[i][:2]
                 for i in range(len(TABLES["records"])))
    assert types["methods"] == "VARCHAR[]" and types["n_claims"] == "BIGINT" and types["cached"] == "BOOLEAN"
    assert con.execute(f"select count(*) from read_csv_auto('{tmp_path / 'methods.csv'}')").fetchone() == (2,)
    assert [json.loads(line)["benchmark"] for line in (tmp_path / "benchmarks.jsonl").read_text().splitlines()] == [
        "BarBench", "BarBench", "ZedSet"]


def test_schema_command_prints_the_record_json_schema():
    result = runner.invoke(app, ["schema"])
    schema = json.loads(result.output)
    assert schema["title"] == "Record" and "claims" in schema["properties"]


def test_a_broken_records_file_is_named(tmp_path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"id": "x"}\n')
    result = runner.invoke(app, ["table", str(bad)])
    assert result.exit_code == 2 and "bad.jsonl:1" in result.output


def test_shipped_recordings_make_tables(tmp_path):
    from extractor.cache import Cache

    entries = Cache(REPO / "cache", use_recordings=True).recordings().values()
    records = [e.record for e in entries]
    assert len(records) == 51
    groups = claims_by_benchmark(records, ClaimFilter())
    assert sum(len(g) for g in groups.values()) == sum(len(r.claims) for r in records)
    assert read_records  # the CLI reads files; here the library works on records directly


def test_markdown_and_html_outputs_escape_whatever_is_in_the_text():
    from extractor.formats import render

    rows = [{"metric": "a | b\nc", "raw": "<script>alert(1)</script>"}]
    markdown = render(rows, ["metric", "raw"], "markdown")
    assert "a \\| b c" in markdown and markdown.count("\n") == 3
    page = render(rows, ["metric", "raw"], "html")
    assert "<script>" not in page and "&lt;script&gt;" in page


def test_a_records_file_holding_a_record_twice_reads_it_once_and_other_content_under_one_id_is_named(tmp_path):
    line = RECORDS[0].model_dump_json()
    twice = tmp_path / "twice.jsonl"
    twice.write_text(line + "\n" + line + "\n")
    assert len(read_records(twice)) == 1
    other = RECORDS[0].model_copy(update={"task": "another task"})
    clash = tmp_path / "clash.jsonl"
    clash.write_text(line + "\n" + other.model_dump_json() + "\n")
    with pytest.raises(ValueError, match=r"clash.jsonl:2: record .* is also on line 1, with other content"):
        read_records(clash)
