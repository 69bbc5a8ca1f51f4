"""Issue 14 "Done when": a few thousand generated inputs (random bytes, random
JSON, random Unicode with surrogates and control characters, huge and deeply
nested values, long lines, every format) go through reading and through
`pipeline.extract` with the queue-driven fake model. No exception escapes, and
every input file ends as a record or a reported problem.

Seeded, so a failure names a case that reproduces: FUZZ_SEED=n to try others."""

import gzip
import io
import json
import os
import random

import pyarrow as pa
import pyarrow.parquet as pq

from conftest import QueueModel
from extractor.corpus import read_corpus
from extractor.pipeline import extract

SEED = int(os.environ.get("FUZZ_SEED", "14"))
CASES = 3000
PER_RUN = 300  # files per pipeline.extract run
SUFFIXES = [".txt", ".jsonl", ".json", ".csv", ".tsv", ".parquet", ".jsonl.gz", ".csv.gz", ".txt.gz", ".dat", "", ".gz"]
WORDS = ["we", "propose", "FooNet", "reaches", "91.2%", "accuracy", "on", "ImageNet", "BLEU", "+3.4", "1e9",
         "x10", "(", ")", "[", "]", "\"", ",", "\t", "\n", "\n\n", "\r\n", "—", "±", "½", "١٢٣", "論文", "🙂"]


def random_unicode(rng: random.Random, size: int) -> str:
    """Words mixed with any code point: controls, surrogates, private use, astral."""
    parts = []
    for _ in range(size):
        roll = rng.random()
        if roll < 0.6:
            parts.append(rng.choice(WORDS) + " ")
        elif roll < 0.7:
            parts.append(chr(rng.randrange(0, 32)))
        elif roll < 0.75:
            parts.append(chr(rng.randrange(0xD800, 0xE000)))  # a lone surrogate
        else:
            parts.append(chr(rng.randrange(0, 0x110000)))
    return "".join(parts)


def random_json(rng: random.Random, depth: int = 0):
    roll = rng.random()
    if depth > 4 or roll < 0.3:
        return rng.choice([None, True, 1, -0.5, 10**rng.randrange(1, 40), rng.random() * 1e300,
                           random_unicode(rng, rng.randrange(0, 20))])
    if roll < 0.6:
        return [random_json(rng, depth + 1) for _ in range(rng.randrange(0, 5))]
    keys = ["text", "abstract", "summary", "id", "title", "content", "value", "results", "x"]
    return {rng.choice(keys): random_json(rng, depth + 1) for _ in range(rng.randrange(0, 5))}


def record_line(rng: random.Random) -> str:
    """A JSON line that is mostly right: a text field, sometimes odd ids and escapes."""
    choice = rng.randrange(8)
    if choice == 0:
        return "[" * rng.randrange(1000, 200_000)
    if choice == 1:
        return '{"id": ' + "9" * rng.randrange(4000, 6000) + ', "text": "huge id"}'
    if choice == 2:
        return '{"text": "escaped \\ud800 lone surrogate ' + str(rng.random()) + '"}'
    if choice == 3:
        return json.dumps(random_json(rng))
    record = {rng.choice(["text", "abstract", "summary"]): random_unicode(rng, rng.randrange(1, 80))}
    if rng.random() < 0.5:
        record["id"] = random_json(rng, 4)
    if rng.random() < 0.3:
        record["title"] = random_json(rng, 4)
    return json.dumps(record, ensure_ascii=rng.random() < 0.5).replace("\\ud", "\\ud" if rng.random() < 0.5 else "\\uD")


def text_bytes(rng: random.Random, text: str) -> bytes:
    encoding = rng.choice(["utf-8", "utf-8", "utf-8", "utf-16", "utf-32", "latin-1"])
    return text.encode(encoding, errors="surrogatepass" if encoding.startswith("utf") else "replace")


def content(rng: random.Random, suffix: str) -> bytes:
    kind = rng.randrange(10)
    if kind == 0:
        return rng.randbytes(rng.randrange(0, 3000))
    if kind == 1:
        return ("x" * rng.randrange(100_000, 300_000)).encode()  # one long line
    if ".parquet" in suffix and kind < 6:
        return parquet_bytes(rng)
    if ".csv" in suffix or ".tsv" in suffix:
        sep = "\t" if ".tsv" in suffix else ","
        header = sep.join(rng.sample(["text", "abstract", "id", "title", "x", '"q'], rng.randrange(0, 4)))
        rows = [sep.join(random_unicode(rng, rng.randrange(0, 6)) for _ in range(rng.randrange(1, 4)))
                for _ in range(rng.randrange(0, 6))]
        return text_bytes(rng, "\n".join([header, *rows]))
    if ".json" in suffix and kind < 7:
        lines = [record_line(rng) for _ in range(rng.randrange(0, 6))]
        if suffix == ".json":
            opening, closing = rng.choice([("[", "]"), ('{"results": [', "]}"), ("[", "")])
            return text_bytes(rng, opening + ",".join(lines) + closing)
        return text_bytes(rng, "\n".join(lines))
    blocks = [random_unicode(rng, rng.randrange(0, 60)) for _ in range(rng.randrange(0, 5))]
    return text_bytes(rng, "\n\n".join(blocks))


def parquet_bytes(rng: random.Random) -> bytes:
    rows = rng.randrange(0, 20)
    columns = {name: [rng.choice([None, "", "abstract about FooNet reaching 91.2% on ImageNet " + str(i)])
                      for i in range(rows)]
               for name in rng.sample(["text", "abstract", "id", "title", "x"], rng.randrange(1, 4))}
    sink = io.BytesIO()
    pq.write_table(pa.table(columns), sink, row_group_size=rng.randrange(1, 8))
    data = sink.getvalue()
    if rng.random() < 0.3:  # a damaged copy
        at = rng.randrange(len(data))
        data = data[:at] + rng.randbytes(rng.randrange(1, 16)) + data[at + 16:]
    return data


def write_case(rng: random.Random, folder, number: int):
    suffix = rng.choice(SUFFIXES)
    data = content(rng, suffix)
    if suffix.endswith(".gz"):
        data = gzip.compress(data)
        if rng.random() < 0.2:
            data = data[: rng.randrange(len(data) + 1)]  # truncated
    path = folder / f"case{number:05d}{suffix}"
    path.write_bytes(data)
    return path


def test_generated_inputs_end_as_records_or_problems(tmp_path):
    rng = random.Random(SEED)
    runs = 0
    for start in range(0, CASES, PER_RUN):
        folder = tmp_path / f"batch{start}"
        folder.mkdir()
        files = [write_case(rng, folder, number) for number in range(start, start + PER_RUN)]
        for path in files:
            corpus = read_corpus([path])
            assert corpus.abstracts or corpus.problems, f"{path.name}: neither a record nor a problem"
            assert all(p.file == str(path) for p in corpus.problems)
        result = extract(files, model=QueueModel(), cache_dir=tmp_path / "cache")
        runs += 1
        outcome = {r.id for r in result.records} | {f.id for f in result.failures}
        assert outcome == set(read_corpus(files).abstracts)
        named = {p.file for p in result.problems} | {s.file for r in result.records for s in r.sources} \
            | {s.file for f in result.failures for s in f.sources}
        assert named == {str(p) for p in files}
    assert runs == CASES // PER_RUN
