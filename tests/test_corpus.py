import json

from extractor.corpus import abstract_id, read_corpus
from conftest import SEEDS

ABSTRACT = "We propose FooNet, which reaches 91.2% accuracy on the BarBench benchmark with 3,720 images."


def test_seeds_hold_57_abstracts_51_unique():
    corpus = read_corpus([SEEDS])
    assert corpus.read == 57
    assert len(corpus.abstracts) == 51
    assert sum(len(a.sources) for a in corpus.abstracts.values()) == 57
    assert not corpus.problems


def test_header_line_in_any_language_is_not_an_abstract():
    corpus = read_corpus([SEEDS / "004_0789db94a228a959.txt"])
    assert all("论文列表" not in a.text for a in corpus.abstracts.values())
    first = next(iter(corpus.abstracts.values()))
    assert first.sources[0].index == 0 and first.sources[0].line == 3


def test_id_is_stable_hash_of_whitespace_normalised_text():
    assert abstract_id("a  b\nc") == abstract_id("a b c")
    assert abstract_id("a b c") != abstract_id("a b d")
    assert len(abstract_id("x")) == 12


def test_duplicate_across_files_becomes_one_abstract_with_both_sources(tmp_path):
    (tmp_path / "a.txt").write_text(f"Header\n\n{ABSTRACT}\n")
    (tmp_path / "b.jsonl").write_text(json.dumps({"id": "p1", "abstract": ABSTRACT, "title": "Foo"}) + "\n")
    corpus = read_corpus([tmp_path / "a.txt", tmp_path / "b.jsonl"])
    (only,) = corpus.abstracts.values()
    assert [(s.file.endswith("a.txt"), s.index) for s in only.sources] == [(True, 0), (False, 0)]
    assert only.sources[1].ref == "p1"
    assert only.text == ABSTRACT


def test_directory_reads_txt_and_jsonl(tmp_path):
    (tmp_path / "x.txt").write_text(f"Header\n\n{ABSTRACT}\n\nSecond abstract about things that is long enough.\n")
    (tmp_path / "y.jsonl").write_text(json.dumps({"text": "Third one."}) + "\n")
    (tmp_path / "ignored.md").write_text("# not read")
    corpus = read_corpus([tmp_path])
    assert corpus.read == 3 and not corpus.problems


def test_text_is_kept_exactly_and_crlf_reads_as_lf(tmp_path):
    (tmp_path / "crlf.txt").write_bytes(f"Header\r\n\r\n{ABSTRACT}  with  spaces\r\n".encode())
    (abstract,) = read_corpus([tmp_path / "crlf.txt"]).abstracts.values()
    assert abstract.text == ABSTRACT + "  with  spaces"


def test_bad_inputs_are_named_and_the_rest_still_read(tmp_path):
    good = tmp_path / "good.txt"
    good.write_text(f"Header\n\n{ABSTRACT}\n")
    (tmp_path / "empty.txt").write_text("")
    (tmp_path / "header_only.txt").write_text("Just a header\n")
    (tmp_path / "binary.txt").write_bytes(b"\x00\x01\x02abc")
    (tmp_path / "latin1.txt").write_bytes("Header\n\nCaf\xe9 abstract".encode("latin-1"))
    (tmp_path / "bad.jsonl").write_text('{"text": "fine abstract here"}\n{broken\n{"title": "no text"}\n')
    (tmp_path / "bom.txt").write_bytes("\ufeffHeader\n\nBOM abstract text.\n".encode("utf-8"))
    names = ["empty.txt", "header_only.txt", "binary.txt", "latin1.txt", "bad.jsonl", "bom.txt", "missing.txt"]
    corpus = read_corpus([good] + [tmp_path / n for n in names])
    problems = [str(p) for p in corpus.problems]
    assert any("empty.txt" in p and "empty" in p for p in problems)
    assert any("header_only.txt" in p and "no abstract" in p for p in problems)
    assert any("binary.txt" in p and "binary" in p for p in problems)
    assert any("latin1.txt:3" in p and "UTF-8" in p for p in problems)
    assert any("bad.jsonl:2: not valid JSON (Expecting property name enclosed in double quotes at column 2)" in p
               for p in problems)  # where in the line
    assert any("bad.jsonl:3" in p and "text" in p for p in problems)
    assert any("missing.txt" in p and "no such file" in p for p in problems)
    assert {a.text for a in corpus.abstracts.values()} == {ABSTRACT, "fine abstract here", "BOM abstract text."}


def test_a_json_line_cut_short_is_named_by_its_own_line_not_the_next(tmp_path):
    # json read the line end as the next line: '{"paper_id": "b", "text": "..."' was reported on line 3, a good one
    jsonl = tmp_path / "cut.jsonl"
    jsonl.write_text('{"text": "first abstract, fine"}\n{"text": "second, its brace lost"\n{"text": "third, fine"}\n'
                     '{"text": "unterminated\n')
    corpus = read_corpus([jsonl])
    assert [str(p) for p in corpus.problems] == [
        f"{jsonl}:2: not valid JSON (Expecting ',' delimiter at column 34)",
        f"{jsonl}:4: not valid JSON (Unterminated string starting at column 10)"]
    assert {a.text for a in corpus.abstracts.values()} == {"first abstract, fine", "third, fine"}


def test_a_byte_that_is_not_utf8_drops_only_the_abstract_holding_it(tmp_path):
    seeds = tmp_path / "seeds.txt"
    seeds.write_bytes(b"Header\n\nFirst abstract, fine.\n\nSecond abstract,\nwith a Latin-1 caf\xe9.\n\nThird, fine.\n")
    corpus = read_corpus([seeds])
    (problem,) = corpus.problems
    assert "seeds.txt:6" in str(problem) and "not UTF-8 (byte 0xe9)" in str(problem)  # the line holding the byte
    assert {a.text for a in corpus.abstracts.values()} == {"First abstract, fine.", "Third, fine."}


def test_empty_directory_is_a_problem(tmp_path):
    (tmp_path / "empty").mkdir()
    corpus = read_corpus([tmp_path / "empty"])
    assert "directory holds no input file (.txt, .jsonl" in str(corpus.problems[0])


def test_normalise_whitespace_skips_only_texts_already_normalised():
    """The fast path (a text with no whitespace but single ASCII spaces) gives what
    split and join give, for every character str.split() splits on."""
    import sys

    from extractor.corpus import normalise_whitespace

    separators = [c for c in map(chr, range(sys.maxunicode + 1)) if len(f"a{c}b".split()) == 2]
    assert len(separators) > 20
    texts = ["FooNet gets 91.5%.", " lead", "trail ", "two  spaces", "", "é ü 中文 ok"]
    texts += [f"a{c}b" for c in separators] + [f"{c}a b" for c in separators] + [f"a b{c}" for c in separators]
    for text in texts:
        assert normalise_whitespace(text) == " ".join(text.split()), repr(text)


def test_the_ascii_printable_check_is_str_isprintable():
    """corpus._printable scans ASCII text as bytes: the same answer as str.isprintable for every
    ASCII character, alone and inside text, and for text that is not ASCII."""
    from extractor.corpus import _printable

    texts = [chr(c) for c in range(128)] + [f"a {chr(c)} b" for c in range(128)] + ["", "é", "a\u00a0b", "a\x85b"]
    for text in texts:
        assert _printable(text) == text.isprintable(), repr(text)


def _same_index(a, b) -> bool:
    fields = ("order", "sources", "titles", "problems", "read", "inputs", "fields")
    return all(getattr(a, name) == getattr(b, name) for name in fields)


def test_both_passes_made_by_other_processes_give_the_index_and_abstracts_made_here(tmp_path, monkeypatch):
    """corpus.ReadElsewhere (a batch run's passes, while it reads its answers): the same index and
    abstracts over files, a directory, a missing path, a bad line, duplicates and a shard."""
    from extractor.corpus import ReadElsewhere, index_corpus, iter_abstracts
    from extractor.shard import Shard

    monkeypatch.setattr(ReadElsewhere, "TEXTS_PER_MESSAGE", 7)
    (tmp_path / "more").mkdir()
    (tmp_path / "a.jsonl").write_text(json.dumps({"text": ABSTRACT, "title": "T"}) + "\nnot json\n"
                                      + json.dumps({"text": ABSTRACT + " Again."}) + "\n")
    (tmp_path / "more" / "b.jsonl").write_text(json.dumps({"text": ABSTRACT, "id": "x"}) + "\n")
    paths = [tmp_path / "a.jsonl", tmp_path / "more", tmp_path / "missing.jsonl", SEEDS]
    for shard in (None, Shard.parse("1/2")):
        elsewhere, here = ReadElsewhere(paths, shard=shard), index_corpus(paths, shard=shard)
        index = elsewhere.index()
        assert _same_index(index, here) and index.problems and index.read > 50
        assert list(elsewhere.abstracts(index)) == list(iter_abstracts(here))


def test_a_pipe_is_read_here_and_what_a_failed_reading_process_left_is_read_here(tmp_path, monkeypatch):
    import os
    import threading

    import extractor.corpus
    from extractor.corpus import ReadElsewhere, index_corpus, iter_abstracts

    fifo = tmp_path / "in.fifo"
    os.mkfifo(fifo)
    feeder = threading.Thread(target=lambda: fifo.write_text(json.dumps({"text": ABSTRACT}) + "\n"))
    feeder.start()
    elsewhere = ReadElsewhere([fifo])  # a pipe is read once: by this process, which spools it
    index = elsewhere.index()
    feeder.join()
    assert index.read == 1 and index.spool is not None and len(list(elsewhere.abstracts(index))) == 1

    monkeypatch.setattr(ReadElsewhere, "TEXTS_PER_MESSAGE", 5)
    lines = [json.dumps({"text": f"{ABSTRACT} {i}"}) + "\n" for i in range(23)]
    (tmp_path / "a.jsonl").write_text("".join(lines))
    here, parent = index_corpus([tmp_path / "a.jsonl"]), os.getpid()
    real_index_corpus, real_first_texts = extractor.corpus.index_corpus, extractor.corpus._first_texts

    def index_fails_there(*args):
        if os.getpid() != parent:
            raise MemoryError
        return real_index_corpus(*args)

    def second_pass_dies_there(index):
        for number, found in enumerate(real_first_texts(index)):
            if number == 12 and os.getpid() != parent:
                os._exit(1)  # after two messages and part of a third
            yield found

    monkeypatch.setattr(extractor.corpus, "index_corpus", index_fails_there)
    monkeypatch.setattr(extractor.corpus, "_first_texts", second_pass_dies_there)
    elsewhere = ReadElsewhere([tmp_path / "a.jsonl"])
    index = elsewhere.index()
    assert _same_index(index, here)
    assert list(elsewhere.abstracts(index)) == list(iter_abstracts(here))


def test_pass_two_takes_the_texts_pass_one_kept_and_reads_again_past_the_budget(tmp_path, monkeypatch):
    """corpus.KeptTexts: the reading process's pass two gives the texts pass one indexed (first
    occurrences, in order, a shard's only) without reading the inputs again; past its budget it
    keeps none, and pass two reads them as before. Either way the abstracts made here."""
    from extractor.corpus import KeptTexts, ReadElsewhere, _first_texts, index_corpus, iter_abstracts
    from extractor.shard import Shard

    lines = [json.dumps({"text": f"{ABSTRACT} Copy {i % 5}."}) for i in range(12)] + ["not json"]
    (tmp_path / "a.jsonl").write_text("\n".join(lines) + "\n")
    paths = [tmp_path / "a.jsonl", SEEDS]
    for shard in (None, Shard.parse("2/3")):
        here = index_corpus(paths, shard=shard)
        kept = KeptTexts()
        index = index_corpus(paths, shard=shard, kept=kept)
        assert kept.texts is not None and list(kept.first_texts(index)) == list(_first_texts(here))
        over = KeptTexts(budget=len(ABSTRACT) * 3)
        index = index_corpus(paths, shard=shard, kept=over)
        assert over.texts is None and list(over.first_texts(index)) == list(_first_texts(here))
        for budget in (KeptTexts.BUDGET, 10):
            monkeypatch.setattr(KeptTexts, "BUDGET", budget)
            elsewhere = ReadElsewhere(paths, shard=shard)
            assert list(elsewhere.abstracts(elsewhere.index())) == list(iter_abstracts(here))
    kept = KeptTexts()
    index = index_corpus([tmp_path / "a.jsonl"], kept=kept)
    (tmp_path / "a.jsonl").unlink()  # not read again
    assert [text for _, text in kept.first_texts(index)] == [f"{ABSTRACT} Copy {i}." for i in range(5)]



def test_a_seed_file_mostly_not_utf8_is_one_problem_for_the_file(tmp_path):
    latin = tmp_path / "latin.txt"
    latin.write_bytes("Header\n\nCaf\xe9 one.\n\nCaf\xe9 two.\n\nCaf\xe9 three.\n".encode("latin-1"))
    lone = tmp_path / "lone.txt"
    lone.write_bytes(b"\xff\n")
    corpus = read_corpus([latin, lone])
    bytes_named = [str(p) for p in corpus.problems if "not UTF-8" in str(p)]
    assert bytes_named == [f"{latin}:3: not UTF-8 (byte 0xe9); re-save the file as UTF-8",
                           f"{lone}:1: not UTF-8 (byte 0xff); re-save the file as UTF-8"]  # one each, not one an abstract
    assert not corpus.abstracts
