"""Issue 14 (items 1, 4, 13) and issue 13 item 1: every input kind, and the
inputs that used to crash a run or lose its records."""

import csv
import gzip
import json
import os
import threading

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from typer.testing import CliRunner

from conftest import SEEDS, QueueModel
from extractor.cli import app
from extractor.corpus import InputFields, read_corpus
from extractor.pipeline import extract

ABSTRACT = "We propose FooNet, which reaches 91.2% accuracy on the BarBench benchmark with 3,720 images."
OTHER = "A second abstract: BazNet cuts latency by 12 ms on QuxBench."


def texts(corpus):
    return {a.text for a in corpus.abstracts.values()}


def problems(corpus):
    return [str(p) for p in corpus.problems]


# --- issue 14 item 1: a pipe or FIFO is read once ---------------------------------------------

def test_fifo_is_read_once_and_every_record_is_extracted(tmp_path):
    fifo = tmp_path / "in.fifo"
    os.mkfifo(fifo)
    payload = (SEEDS / "000_6d684e3fc3d0bfef.txt").read_bytes()
    writer = threading.Thread(target=lambda: fifo.write_bytes(payload), daemon=True)
    writer.start()
    results = []
    # a second open of the FIFO would block for ever: run in a thread so the test fails, not hangs
    reader = threading.Thread(daemon=True, target=lambda: results.append(
        extract([fifo], model=QueueModel(), cache_dir=tmp_path / "cache")))
    reader.start()
    reader.join(timeout=120)
    assert results, "extract never returned: the FIFO was opened a second time"
    (result,) = results
    expected = read_corpus([SEEDS / "000_6d684e3fc3d0bfef.txt"])
    assert len(result.records) == len(expected.abstracts) > 0
    assert not result.problems
    assert all(s.file == str(fifo) for r in result.records for s in r.sources)


def test_dash_reads_stdin_once_through_the_cli(tmp_path):
    lines = "".join(json.dumps({"id": f"p{i}", "abstract": t}) + "\n" for i, t in enumerate([ABSTRACT, OTHER]))
    done = CliRunner().invoke(app, ["extract", "-", "-o", str(tmp_path / "o"), "--offline"], input=lines)
    # offline with an empty cache: both records fail, but both were read (not an empty run)
    failures = (tmp_path / "o" / "failures.jsonl").read_text().splitlines()
    assert done.exit_code == 1, done.output
    assert len(failures) == 2
    assert {json.loads(f)["sources"][0]["ref"] for f in failures} == {"p0", "p1"}


def test_stdin_text_and_json_array_are_sniffed(tmp_path, monkeypatch):
    import io
    import sys

    for payload, want in [
        (f"Header\n\n{ABSTRACT}\n\n{OTHER}\n", {ABSTRACT, OTHER}),
        (f"Header\r\r{ABSTRACT}\r", {ABSTRACT}),  # CR line ends: the sniffer's CSV check must not choke
        (json.dumps([{"abstract": ABSTRACT}, {"abstract": OTHER}], indent=2), {ABSTRACT, OTHER}),
        (json.dumps({"abstract": ABSTRACT}) + "\n", {ABSTRACT}),
        (f'id,Abstract\n1,"{ABSTRACT}"\n2,"{OTHER}"\n', {ABSTRACT, OTHER}),
        (f"id\ttext\n1\t{ABSTRACT}\n", {ABSTRACT}),
    ]:
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(payload.encode())))
        corpus = read_corpus(["-"])
        assert texts(corpus) == want, payload
        assert not corpus.problems


# --- issue 14 item 4: inputs that crashed the run ---------------------------------------------

def test_lone_surrogate_deep_nesting_and_huge_id_are_problems_and_the_rest_runs(tmp_path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text("\n".join([
        json.dumps({"text": ABSTRACT}),
        '{"text": "broken \\ud800 surrogate"}',
        "[" * 200_000,
        '{"id": ' + "7" * 5000 + ', "text": "an abstract with a huge id"}',
        json.dumps({"text": OTHER}),
    ]) + "\n")
    result = extract([bad], model=QueueModel(), cache_dir=tmp_path / "cache")
    found = [str(p) for p in result.problems]
    assert {r.id for r in result.records} and {r.text for r in result.records} == {ABSTRACT, OTHER}
    assert any("bad.jsonl:2" in p and "surrogate" in p for p in found), found
    assert any("bad.jsonl:3" in p and "nested" in p for p in found), found
    assert any("bad.jsonl:4" in p and "digits" in p for p in found), found


def test_unreadable_file_is_a_problem_and_the_rest_runs(tmp_path):
    good = tmp_path / "good.txt"
    good.write_text(f"Header\n\n{ABSTRACT}\n")
    (tmp_path / "x.txt").symlink_to("/proc/self/mem")
    result = extract([tmp_path / "x.txt", good], model=QueueModel(), cache_dir=tmp_path / "cache")
    assert [r.text for r in result.records] == [ABSTRACT]
    assert any("x.txt" in str(p) and "cannot read" in str(p) for p in result.problems), result.problems


# --- issue 14 item 13: input quirks --------------------------------------------------------------

def test_csv_is_read_as_rows_not_as_one_abstract(tmp_path):
    path = tmp_path / "papers.csv"
    with path.open("w", newline="") as out:
        writer = csv.writer(out)
        writer.writerow(["paper_id", "title", "abstract"])
        writer.writerow(["p1", "Foo", ABSTRACT])
        writer.writerow(["p2", "Baz", OTHER.replace(": ", ":\n")])  # a quoted field over two lines
        writer.writerow(["p3", "Empty", ""])
        writer.writerow(["p4", "Dup", ABSTRACT])
    corpus = read_corpus([path])
    assert texts(corpus) == {ABSTRACT, OTHER.replace(": ", ":\n")}
    foo = next(a for a in corpus.abstracts.values() if a.text == ABSTRACT)
    assert foo.title == "Foo"
    assert [(s.ref, s.line, s.index) for s in foo.sources] == [("p1", 2, 0), ("p4", 6, 2)]
    assert problems(corpus) == [f"{path}:5: empty text in 'abstract'"]


@pytest.mark.parametrize("encoding", ["utf-16", "utf-32", "utf-16-be"])
def test_utf16_and_utf32_with_bom_are_text(tmp_path, encoding):
    bom = {"utf-16-be": b"\xfe\xff"}.get(encoding, b"")
    (tmp_path / "a.txt").write_bytes(bom + f"Header\n\n{ABSTRACT}\n".encode(encoding))
    (tmp_path / "b.jsonl").write_bytes(bom + (json.dumps({"text": OTHER}) + "\n").encode(encoding))
    corpus = read_corpus([tmp_path / "a.txt", tmp_path / "b.jsonl"])
    assert texts(corpus) == {ABSTRACT, OTHER} and not corpus.problems


def test_broken_symlink_in_a_directory_is_reported(tmp_path):
    (tmp_path / "good.txt").write_text(f"Header\n\n{ABSTRACT}\n")
    (tmp_path / "gone.jsonl").symlink_to(tmp_path / "nowhere.jsonl")
    corpus = read_corpus([tmp_path])
    assert texts(corpus) == {ABSTRACT}
    assert any("gone.jsonl" in p and "broken symbolic link" in p for p in problems(corpus))


# --- issue 13 item 1: more inputs ----------------------------------------------------------------

def test_tsv_and_gzip_compressed_files(tmp_path):
    (tmp_path / "a.tsv").write_text(f"id\ttext\nt1\t{ABSTRACT}\n")
    with gzip.open(tmp_path / "b.jsonl.gz", "wt") as out:
        out.write(json.dumps({"id": "g1", "summary": OTHER}) + "\n")
    with gzip.open(tmp_path / "c.csv.gz", "wt") as out:
        out.write(f'text\n"{ABSTRACT}"\n')
    corpus = read_corpus([tmp_path])
    assert texts(corpus) == {ABSTRACT, OTHER} and not corpus.problems
    refs = sorted(s.ref for a in corpus.abstracts.values() for s in a.sources if s.ref)
    assert refs == ["g1", "t1"]


def test_parquet_is_read_in_batches_with_its_row_numbers(tmp_path, monkeypatch):
    import extractor.readers as readers

    monkeypatch.setattr(readers, "PARQUET_BATCH_ROWS", 2)
    table = pa.table({"paper_id": ["a", "b", "c", "d", "e"],
                      "abstract": [ABSTRACT, None, OTHER, "  ", ABSTRACT],
                      "title": ["T1", "T2", "T3", "T4", "T5"]})
    pq.write_table(table, tmp_path / "p.parquet", row_group_size=2)
    corpus = read_corpus([tmp_path / "p.parquet"])
    assert texts(corpus) == {ABSTRACT, OTHER}
    foo = next(a for a in corpus.abstracts.values() if a.text == ABSTRACT)
    assert [(s.ref, s.line) for s in foo.sources] == [("a", 1), ("e", 5)] and foo.title == "T1"
    assert len(corpus.problems) == 2 and all("p.parquet:" in p for p in problems(corpus))


def test_json_array_results_object_and_openreview_shape(tmp_path):
    (tmp_path / "a.json").write_text(json.dumps([{"id": 1, "abstract": ABSTRACT}]))
    (tmp_path / "b.json").write_text(json.dumps({"count": 1, "results": [{"paper_id": "r1", "summary": OTHER}]}))
    notes = {"notes": [{"id": "or1", "content": {"title": {"value": "OR title"},
                                                  "abstract": {"value": ABSTRACT + " More."}}}]}
    (tmp_path / "c.json").write_text(json.dumps(notes))
    corpus = read_corpus([tmp_path])
    assert texts(corpus) == {ABSTRACT, OTHER, ABSTRACT + " More."} and not corpus.problems
    openreview = next(a for a in corpus.abstracts.values() if a.text.endswith("More."))
    assert openreview.title == "OR title" and openreview.sources[0].ref == "or1"


def test_field_names_in_any_letter_case(tmp_path):
    (tmp_path / "a.csv").write_text(f'Paper_ID,Title,Abstract\nk1,Foo,"{ABSTRACT}"\n')
    pq.write_table(pa.table({"ID": ["k2"], "Summary": [OTHER]}), tmp_path / "b.parquet")
    corpus = read_corpus([tmp_path / "a.csv", tmp_path / "b.parquet"])
    assert texts(corpus) == {ABSTRACT, OTHER} and not corpus.problems
    assert sorted(a.sources[0].ref for a in corpus.abstracts.values()) == ["k1", "k2"]


def test_field_overrides(tmp_path):
    (tmp_path / "a.csv").write_text(f'key,body,name,text\nk1,"{ABSTRACT}",Foo,not this\n')
    corpus = read_corpus([tmp_path / "a.csv"], InputFields(text="body", id="key", title="name"))
    (only,) = corpus.abstracts.values()
    assert (only.text, only.sources[0].ref, only.title) == (ABSTRACT, "k1", "Foo")


def test_file_without_the_text_field_is_one_error_naming_its_columns(tmp_path):
    (tmp_path / "a.csv").write_text("x,y\n1,2\n3,4\n")
    (tmp_path / "b.jsonl").write_text('{"x": 1}\n{"y": 2}\n')
    pq.write_table(pa.table({"x": [1, 2]}), tmp_path / "c.parquet")
    (tmp_path / "d.json").write_text(json.dumps([{"x": 1}, {"x": 2}]))
    corpus = read_corpus([tmp_path / n for n in ("a.csv", "b.jsonl", "c.parquet", "d.json")])
    found = problems(corpus)
    assert len(found) == 4, found
    assert "a.csv: no text field" in found[0] and "x, y" in found[0]
    assert "b.jsonl: no text field" in found[1] and "x, y" in found[1]
    assert "c.parquet: no text field" in found[2] and "x" in found[2]
    assert "d.json: no text field" in found[3]
    missing = read_corpus([tmp_path / "a.csv"], InputFields(text="body"))
    assert "no 'body' field" in str(missing.problems[0])


def test_a_bad_file_of_each_kind_is_a_problem_and_the_rest_runs(tmp_path):
    good = tmp_path / "good.txt"
    good.write_text(f"Header\n\n{ABSTRACT}\n")
    (tmp_path / "bad.csv").write_bytes(b"text\n\"unterminated\xff\n")
    (tmp_path / "bad.parquet").write_bytes(b"PAR1 not really parquet")
    (tmp_path / "bad.json").write_text('{"results": [1, 2')
    (tmp_path / "bad.jsonl.gz").write_bytes(b"not gzip at all")
    (tmp_path / "trunc.csv.gz").write_bytes(gzip.compress(b"text\nsome abstract text\n" * 50)[:40])
    (tmp_path / "lists.json").write_text(json.dumps({"a": [{"text": "x"}], "b": [{"text": "y"}]}))
    (tmp_path / "trunc.gz").write_bytes(gzip.compress(b"some abstract text\n" * 50)[:40])  # sniffed
    names = ["bad.csv", "bad.parquet", "bad.json", "bad.jsonl.gz", "trunc.csv.gz", "lists.json", "trunc.gz"]
    corpus = read_corpus([good] + [tmp_path / n for n in names])
    assert ABSTRACT in texts(corpus)
    for name in names:
        assert any(name in p for p in problems(corpus)), (name, problems(corpus))


def test_a_csv_row_with_more_fields_than_the_header_is_named_not_read_cut(tmp_path):
    path = tmp_path / "papers.csv"
    path.write_text(f'id,abstract\np1,"{ABSTRACT}"\np2,Unquoted text, with a comma\n'
                    f'p3,"{OTHER}",\n')  # an empty field past the header's is harmless
    corpus = read_corpus([path])
    assert texts(corpus) == {ABSTRACT, OTHER}
    assert problems(corpus) == [f"{path}:3: bad CSV row: 3 fields, the header has 2 (a delimiter in an unquoted "
                                "field, or a quote left open?)"]


def test_csv_field_larger_than_the_default_limit_is_read(tmp_path):
    long = "word " * 40_000  # 200,000 characters: over csv's default 131,072 field limit
    (tmp_path / "big.csv").write_text(f'text\n"{long}"\n"{ABSTRACT}"\n')
    corpus = read_corpus([tmp_path / "big.csv"])
    assert texts(corpus) == {long.strip(), ABSTRACT} or texts(corpus) == {long, ABSTRACT}


def test_field_options_reach_the_reader_through_the_cli(tmp_path):
    notes = tmp_path / "notes.jsonl"
    notes.write_text(json.dumps({"forum": "f1", "content": {"TL;DR": {"value": ABSTRACT}}, "name": "Foo"}) + "\n")
    args = ["extract", str(notes), "-o", str(tmp_path / "o"), "--offline", "--text-field", "content.TL;DR",
            "--id-field", "forum", "--title-field", "name"]
    done = CliRunner().invoke(app, args)
    (failure,) = [json.loads(line) for line in (tmp_path / "o" / "failures.jsonl").read_text().splitlines()]
    assert done.exit_code == 1 and failure["sources"][0]["ref"] == "f1"
    missing = CliRunner().invoke(app, ["extract", str(notes), "-o", str(tmp_path / "o2"), "--offline",
                                       "--text-field", "body"])
    assert missing.exit_code == 1 and "no 'body' field" in " ".join(missing.output.split())


def test_stream_over_the_spool_cap_is_a_problem_not_a_full_disk(tmp_path, monkeypatch):
    import io
    import sys

    import extractor.corpus as corpus

    monkeypatch.setattr(corpus, "SPOOL_MAX_BYTES", 100)
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"x" * 101)))
    index = corpus.index_corpus(["-"])
    assert [str(p) for p in index.problems] == [
        "<stdin>: stream larger than 100 bytes; save it to a file and give its path"]
    assert not os.listdir(index.spool.name)  # the partial copy is not left on disk


def test_rows_before_the_first_with_text_are_reported_once_one_has_it(tmp_path):
    (tmp_path / "a.jsonl").write_text('{"x": 1}\n' + json.dumps({"text": ABSTRACT}) + '\n{"y": 2}\n')
    found = problems(read_corpus([tmp_path / "a.jsonl"]))
    assert [p.split(": no text field")[0] for p in found] == [f"{tmp_path / 'a.jsonl'}:1", f"{tmp_path / 'a.jsonl'}:3"]


def test_gzipped_parquet_and_json_lines_named_json(tmp_path):
    sink = tmp_path / "p.parquet"
    pq.write_table(pa.table({"abstract": [ABSTRACT]}), sink)
    (tmp_path / "p.parquet.gz").write_bytes(gzip.compress(sink.read_bytes()))
    (tmp_path / "lines.json").write_text(json.dumps({"text": OTHER}) + "\n" + json.dumps({"text": ABSTRACT}) + "\n")
    corpus = read_corpus([tmp_path / "p.parquet.gz", tmp_path / "lines.json"])
    assert texts(corpus) == {ABSTRACT, OTHER} and not corpus.problems


def test_openreview_parquet_reads_the_nested_abstract(tmp_path):
    content = [{"title": {"value": "T"}, "abstract": {"value": ABSTRACT}}]
    pq.write_table(pa.table({"id": ["n1"], "content": content}), tmp_path / "notes.parquet")
    (only,) = read_corpus([tmp_path / "notes.parquet"]).abstracts.values()
    assert (only.text, only.title, only.sources[0].ref) == (ABSTRACT, "T", "n1")
