"""Benchmarks that print measured figures (never assertions).

    python bench/run.py                 # all of them, default sizes
    python bench/run.py warm remote     # some of them
    python bench/run.py remote --remote-n 200 --concurrency 1,8,32

warm      whole-CLI wall time of an offline replay of seeds/ (shipped recordings), and of a warm rerun
replay    replay throughput and peak RSS over N synthetic cached records (--replay-n)
remote    the remote path against a fake OpenAI-compatible server on 127.0.0.1 with 500 ms per call,
          at each concurrency, against the ideal latency x calls / concurrency (--remote-n)
fleet     a fleet of 4 fake endpoints (500 ms a call, --fleet-slots requests at once each, as a GPU server's
          parallel sequences) against one, --fleet-n abstracts at --fleet-concurrency
batch     a fake batch job of --batch-n requests over distinct realistic abstracts (--corpus cycled, each
          copy's text opening with its number): `batch write` (which runs the rules too, batch_memo.py),
          the fake's answers, `batch collect --from` (collected, validated, cached and written), each
          with its rate and peak RSS; and the rules alone on --rules-n of them
raw       the floor: llama-server's own timings, prompt tokens/s at an abstract's and the prefix's
          length, generated tokens/s for 1 and several sequences at once (--slots)
unseen    the first run of a user: --unseen-n corpus abstracts not in seeds/, empty cache, whole CLI
          wall time with the server's start (--corpus), and the first record's time after the server is ready
seeds     `make run` on a fresh clone: seeds/ with an empty cache, the same figures
corpus    the first --corpus-n abstracts of --corpus, the same figures (only when named)
          (these three time whatever `import extractor` finds: PYTHONPATH=OLD_CHECKOUT times older code)
embedded  the embedded model on the first --embedded-n seed abstracts: median and p90 seconds and
          tokens per abstract, with llama.cpp's prompt-prefix reuse and without (a unique first line
          in every prompt defeats the reuse)
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "tests"))  # the fake server lives with the tests
sys.path.insert(0, str(REPO / "bench"))
CLI = [sys.executable, "-m", "extractor"]
from timed_extract import TIMING_PREFIX  # noqa: E402


TIME = Path("/usr/bin/time")  # GNU time: a command's own peak RSS


def peak_rss(command: list[str]) -> list[str]:
    """`command` run under GNU time, which prints its peak RSS (read back by `_peak_mb`); a
    child forked straight from this (large) process would count this process's pages too."""
    if not TIME.is_file():
        raise SystemExit(f"bench: {TIME} is missing; it measures the peak RSS (Debian: apt-get install time)")
    return [str(TIME), "-f", "peak-kb %M", *command]


def timed(command: list[str], cwd: Path, env: dict | None = None) -> tuple[float, str]:
    started = time.perf_counter()
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, env=env)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed:\n{done.stderr[-2000:]}")
    return time.perf_counter() - started, done.stderr


def bench_warm(args) -> list[tuple[str, str]]:
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        shutil.copytree(REPO / "seeds", work / "seeds")
        shutil.copytree(REPO / "cache" / "recordings", work / "cache" / "recordings")
        offline = [timed(CLI + ["extract", "seeds/", "--offline", "-o", "out"], work)[0] for _ in range(3)]
        helped = [timed(CLI + ["--help"], work)[0] for _ in range(3)]
    return [("warm replay of seeds/ (--offline, 51 records), CLI wall, median of 3", f"{statistics.median(offline):.2f} s"),
            ("extractor --help, median of 3", f"{statistics.median(helped):.2f} s")]


def bench_replay(args) -> list[tuple[str, str]]:
    from conftest import QueueModel

    from extractor.pipeline import extract

    n = args.replay_n
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        inputs = work / "synthetic.jsonl"
        with inputs.open("w") as out:
            for i in range(n):
                out.write(json.dumps({"text": f"Paper {i}: we propose Net{i}, reaching {i % 97}.{i % 10}% on Bench{i % 50} "
                                              f"with {i * 7} images and a {1 + i % 9}.5x speedup."}) + "\n")
        from extractor.model import DEFAULT_PARAMS

        fake = QueueModel()
        fake.params = dict(DEFAULT_PARAMS)  # the CLI's parameters, so its keys match
        fake.calls = collections.deque(maxlen=1)  # the fake would keep every prompt
        fill = time.perf_counter()
        extract([inputs], model=fake, cache_dir=work / "cache")
        fill = time.perf_counter() - fill
        seconds, err = timed(peak_rss([*CLI, "extract", str(inputs), "-o", str(work / "out"), "--cache-dir",
                                       str(work / "cache"), "--model", fake.name, "--offline"]), work)
    return [(f"replay of {n} cached records, CLI wall", f"{seconds:.1f} s"),
            (f"replay throughput at {n}", f"{n / seconds:.0f} records/s"),
            (f"replay peak RSS at {n}", f"{_peak_mb(err):.0f} MB"),
            (f"(filling that cache through the fake model took {fill:.0f} s)", "")]


def bench_remote(args) -> list[tuple[str, str]]:
    from fake_openai import FakeOpenAI

    rows = []
    latency = 0.5
    for concurrency in args.concurrency:
        n = args.remote_n if concurrency > 1 else args.remote_n_serial
        with tempfile.TemporaryDirectory() as tmp, FakeOpenAI(latency=latency) as server:
            work = Path(tmp)
            inputs = work / "in.jsonl"
            inputs.write_text("".join(json.dumps({"text": f"Abstract {i} ({uuid.uuid4()}): FooNet gets {i}.5%."}) + "\n"
                                      for i in range(n)))
            seconds, _ = timed(CLI + ["extract", str(inputs), "-o", "out", "--base-url", server.base_url, "--model",
                                      "fake", "--concurrency", str(concurrency)], work,
                               env={**os.environ, "OPENAI_API_KEY": "sk-bench"})
            ideal = latency * n / concurrency
        rows.append((f"remote, {n} abstracts at concurrency {concurrency}",
                     f"{seconds:.1f} s (ideal {ideal:.1f} s, {seconds / ideal:.2f}x)"))
    return rows


def bench_fleet(args) -> list[tuple[str, str]]:
    from contextlib import ExitStack

    from fake_openai import FakeOpenAI

    rows, latency, n, concurrency = [], 0.5, args.fleet_n, args.fleet_concurrency
    walls = {}
    for endpoints in (4, 1):
        with tempfile.TemporaryDirectory() as tmp, ExitStack() as stack:
            servers = [stack.enter_context(FakeOpenAI(latency=latency, slots=args.fleet_slots)) for _ in range(endpoints)]
            work = Path(tmp)
            inputs = work / "in.jsonl"
            inputs.write_text("".join(json.dumps({"text": f"Abstract {i} ({uuid.uuid4()}): FooNet gets {i}.5%."}) + "\n"
                                      for i in range(n)))
            urls = [arg for server in servers for arg in ("--base-url", server.base_url)]
            seconds, _ = timed(CLI + ["extract", str(inputs), "-o", "out", *urls, "--model", "fake", "--quiet",
                                      "--concurrency", str(concurrency)], work,
                               env={**os.environ, "OPENAI_API_KEY": "sk-bench"})
        ideal = latency * n / min(concurrency, args.fleet_slots * endpoints)
        walls[endpoints] = seconds
        rows.append((f"fleet of {endpoints} endpoint(s) ({args.fleet_slots} slots each), {n} abstracts at concurrency "
                     f"{concurrency}", f"{seconds:.1f} s (ideal {ideal:.1f} s, {seconds / ideal:.2f}x)"))
    rows.append(("fleet: 4 endpoints against 1", f"{walls[1] / walls[4]:.2f}x faster"))
    return rows


def corpus_copies(corpus: Path, n: int) -> list[dict]:
    """`n` distinct realistic abstracts: the corpus cycled, each copy's text ending in its own number."""
    rows = [json.loads(line) for line in corpus.open(encoding="utf-8")]
    return [{"id": f"{row.get('id', k)}#{i}", "title": row.get("title"), "text": f"Copy {i}: {row['text']}"}
            for i, k, row in ((i, i % len(rows), rows[i % len(rows)]) for i in range(n))]


def bench_batch(args) -> list[tuple[str, str]]:
    from fake_batch import FakeBatchAPI

    n = args.batch_n
    abstracts = corpus_copies(args.corpus, n)
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        inputs = work / "in.jsonl"
        inputs.write_text("".join(json.dumps(a) + "\n" for a in abstracts))
        common = ["--model", "fake", "--cache-dir", "cache"]
        wrote, err = timed(peak_rss(CLI + ["batch", "write", str(inputs), "--to", "requests.jsonl", "--quiet",
                                           *common]), work)
        wrote_peak = _peak_mb(err)
        lines = [json.loads(line) for line in (work / "requests.jsonl").read_text().splitlines()]
        with FakeBatchAPI() as fake:
            output, _, _ = fake._run(lines)
        del lines
        (work / "results.jsonl").write_bytes(output)
        collected, err = timed(peak_rss(CLI + ["batch", "collect", str(inputs), "--from", "results.jsonl", "-o",
                                               "out", "--quiet", *common]), work)
        records = len((work / "out" / "records.jsonl").read_text().splitlines())
    rules = rules_seconds([a["text"] for a in abstracts[: args.rules_n]])
    return [(f"batch: {n} requests written, with the rules' part of each record (`batch write`)",
             f"{wrote:.1f} s ({n / wrote:.0f} requests/s, peak RSS {wrote_peak:.0f} MB)"),
            (f"batch: {records} answers collected, validated, cached and written (`batch collect --from`)",
             f"{collected:.1f} s ({records / collected:.0f} records/s, peak RSS {_peak_mb(err):.0f} MB)"),
            (f"batch: the rules alone (candidates, record) on {len(rules)} of those abstracts, one core",
             f"{1000 * sum(rules) / len(rules):.1f} ms a record ({len(rules) / sum(rules):.0f} records/s)")]


def _peak_mb(stderr: str) -> float:
    return int(stderr.rsplit("peak-kb", 1)[1].split()[0]) / 1024


def rules_seconds(texts: list[str]) -> list[float]:
    """Seconds the rules take per abstract (find_candidates, then build_record from the fake's answer)."""
    from fake_openai import GOOD_LABELS

    from extractor.candidates import find_candidates
    from extractor.corpus import Abstract
    from extractor.schema import Labels, Provenance, Usage
    from extractor.verify import build_record

    labels = Labels.model_validate(GOOD_LABELS)
    provenance = Provenance(model="fake", endpoint="batch", prompt_version="", schema_hash="", usage=Usage())
    seconds = []
    for number, text in enumerate(texts):
        started = time.perf_counter()
        build_record(Abstract(id=str(number), text=text), find_candidates(text), labels, provenance)
        seconds.append(time.perf_counter() - started)
    return seconds


def bench_embedded(args) -> list[tuple[str, str]]:
    from extractor.corpus import read_corpus
    from extractor.model import Model
    from extractor.pipeline import extract
    from extractor.providers.embedded import MODEL_NAME, EmbeddedServer
    from extractor.providers.openai_compatible import OpenAICompatibleModel

    class NoPrefixReuse(Model):
        """A unique first line in every prompt: nothing is shared with the last one."""

        def __init__(self, inner: Model):
            self.inner, self.name, self.endpoint, self.params = inner, inner.name, inner.endpoint, inner.params

        def execute(self, messages, response_model):
            first = {**messages[0], "content": f"Request {uuid.uuid4()}.\n" + messages[0]["content"]}
            return self.inner.execute([first, *messages[1:]], response_model)

    abstracts = list(read_corpus([REPO / "seeds"]).abstracts.values())[: args.embedded_n]
    rows = []
    with tempfile.TemporaryDirectory() as tmp, EmbeddedServer() as server:
        inputs = Path(tmp) / "in.jsonl"
        inputs.write_text("".join(json.dumps({"text": a.text}) + "\n" for a in abstracts))
        base = OpenAICompatibleModel(server.base_url, MODEL_NAME)
        for label, model in (("with prefix reuse", base), ("without prefix reuse", NoPrefixReuse(base))):
            result = extract([inputs], model=model, cache_dir=Path(tmp) / label, refresh=True)
            seconds = sorted(r.provenance.seconds for r in result.records)
            p90 = seconds[min(len(seconds) - 1, round(0.9 * (len(seconds) - 1)))]
            tokens = statistics.mean(r.provenance.usage.prompt_tokens + r.provenance.usage.completion_tokens
                                     for r in result.records)
            rows.append((f"embedded, {len(seconds)} seed abstracts, {label}",
                         f"median {statistics.median(seconds):.1f} s, p90 {p90:.1f} s, {tokens:.0f} tokens/abstract"))
        base.close()
    return rows


RAW_GENERATED = 48  # tokens each sequence generates in the decode measurement


def bench_raw(args) -> list[tuple[str, str]]:
    """The floor: what llama-server does on this machine with no pipeline around it."""
    from concurrent.futures import ThreadPoolExecutor

    from extractor.providers.embedded import MODEL_NAME, model_path
    from extractor.providers.llama_server import LlamaServer, build

    words = (REPO / "seeds" / "000_6d684e3fc3d0bfef.txt").read_text().split()
    widest = max(args.slots)
    rows = []
    with LlamaServer(build(), model_path(), alias=MODEL_NAME, parallel=widest) as server:
        for tokens in (300, 1000):  # an abstract's variable part; the fixed prefix
            text = f"{uuid.uuid4()} " + " ".join(words[: int(tokens * 0.72)])  # about 1.4 tokens a word
            timings = server.post("/completion", {"prompt": text, "n_predict": 1, "cache_prompt": False})["timings"]
            rows.append((f"raw: prompt of {timings['prompt_n']} tokens, one sequence (batch 2048, ubatch 512)",
                         f"{timings['prompt_per_second']:.0f} tokens/s"))
        for slots in args.slots:
            def generate(i: int) -> dict:
                return server.post("/completion", {"prompt": f"{uuid.uuid4()} Count to a thousand:", "id_slot": i,
                                                   "n_predict": RAW_GENERATED, "ignore_eos": True,
                                                   "cache_prompt": False, "temperature": 0.0})
            started = time.perf_counter()
            with ThreadPoolExecutor(slots) as pool:
                answers = list(pool.map(generate, range(slots)))
            wall = time.perf_counter() - started
            made = sum(a["timings"]["predicted_n"] for a in answers)
            step = statistics.mean(a["timings"]["predicted_per_token_ms"] for a in answers)
            rows.append((f"raw: generation, {slots} sequence(s) at once",
                         f"{made / wall:.1f} tokens/s in all ({step:.0f} ms a step)"))
    return rows


TIMED_CLI = [sys.executable, str(REPO / "bench" / "timed_extract.py")]  # `extractor extract`, timed


def cold_run(inputs: Path, work: Path) -> tuple[str, dict]:
    """`extractor extract` of `inputs` with an empty cache: its timings and what it wrote."""
    _, err = timed(TIMED_CLI + [str(inputs), "-o", "out", "--cache-dir", "cache"], work)
    marks = json.loads(err.rsplit(TIMING_PREFIX, 1)[1].splitlines()[0])
    records = len((work / "out" / "records.jsonl").read_text().splitlines())
    failures = work / "out" / "failures.jsonl"
    failed = len(failures.read_text().splitlines()) if failures.exists() else 0
    first = marks.get("first_record", marks["wall"]) - marks.get("ready", 0.0)
    return (f"{marks['wall']:.1f} s ({records} records, {failed} failed; server ready at "
            f"{marks.get('ready', float('nan')):.1f} s, first record {first:.1f} s after)"), marks


def which_server() -> str:
    code = os.environ.get("PYTHONPATH", str(REPO))
    return f"{os.environ.get('EXTRACTOR_EMBEDDED_SERVER') or 'default server'}, code {code}"


def bench_unseen(args) -> list[tuple[str, str]]:
    """The user's first run: unseen abstracts, an empty cache, the server started by the CLI."""
    from extractor.corpus import read_corpus

    seen = {a.text for a in read_corpus([REPO / "seeds"]).abstracts.values()}
    for gold in args.corpus.parent.parent.glob("gold/*.jsonl"):  # nor a gold abstract
        seen |= {json.loads(line).get("text") for line in gold.open(encoding="utf-8")}
    rows = []
    corpus = [json.loads(line) for line in args.corpus.open(encoding="utf-8")]
    unseen = [a for a in corpus if a.get("text") not in seen and a.get("id") not in seen]
    for n in args.unseen_n:
        picked = unseen[-n:]  # the corpus's last ones (bench/README figures: 8)
        with tempfile.TemporaryDirectory() as tmp:
            work = Path(tmp)
            inputs = work / "in.jsonl"
            inputs.write_text("".join(json.dumps(a) + "\n" for a in picked))
            figure, _ = cold_run(inputs, work)
        rows.append((f"{len(picked)} unseen corpus abstracts, empty cache, whole CLI with server start "
                     f"({which_server()})", figure))
    return rows


def bench_seeds(args) -> list[tuple[str, str]]:
    """The README's `make run` on a fresh clone: seeds/, an empty cache."""
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        shutil.copytree(REPO / "seeds", work / "seeds")
        figure, _ = cold_run(work / "seeds", work)
    return [(f"51 seeds, empty cache, whole CLI with server start ({which_server()})", figure)]


def bench_corpus(args) -> list[tuple[str, str]]:
    """The first --corpus-n abstracts of the corpus, an empty cache."""
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        inputs = work / "in.jsonl"
        with args.corpus.open(encoding="utf-8") as corpus:
            inputs.write_text("".join(line for _, line in zip(range(args.corpus_n), corpus)))
        figure, _ = cold_run(inputs, work)
    return [(f"first {args.corpus_n} corpus abstracts, empty cache, whole CLI ({which_server()})", figure)]


BENCHES = {"raw": bench_raw, "unseen": bench_unseen, "seeds": bench_seeds, "warm": bench_warm,
           "replay": bench_replay, "remote": bench_remote, "embedded": bench_embedded}
# run only when named: issue 12's fakes, and the 100-abstract run (about 10 minutes)
OPTIONAL = {"fleet": bench_fleet, "batch": bench_batch, "corpus": bench_corpus}

def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    # nargs="*" checks its default against the choices too: [] stands for all of them.
    parser.add_argument("which", nargs="*", choices=[*BENCHES, *OPTIONAL, []], default=[])
    parser.add_argument("--replay-n", type=int, default=100_000)
    parser.add_argument("--remote-n", type=int, default=1000)
    parser.add_argument("--remote-n-serial", type=int, default=1000, help="abstracts at concurrency 1")
    parser.add_argument("--concurrency", type=lambda s: [int(x) for x in s.split(",")], default=[1, 8, 32])
    parser.add_argument("--embedded-n", type=int, default=51)
    parser.add_argument("--fleet-n", type=int, default=1000)
    # 1.5x the 4 endpoints' 16 slots: each server holds the next request while the client reads an answer.
    parser.add_argument("--fleet-concurrency", type=int, default=24)
    parser.add_argument("--fleet-slots", type=int, default=4, help="requests each fake endpoint answers at once")
    parser.add_argument("--batch-n", type=int, default=100_000)
    parser.add_argument("--rules-n", type=int, default=1000, help="abstracts the batch bench times rules on")
    parser.add_argument("--slots", type=lambda s: [int(x) for x in s.split(",")], default=[1, 2, 4, 6],
                        help="sequences at once in the raw generation measurement")
    parser.add_argument("--corpus-n", type=int, default=100)
    parser.add_argument("--unseen-n", type=lambda s: [int(x) for x in s.split(",")], default=[8])
    parser.add_argument("--corpus", type=Path, default=REPO.parent / "shared" / "corpus" / "arxiv_2025_26.jsonl")
    args = parser.parse_args()
    print("| benchmark | measured |\n|---|---|")
    for name in args.which or BENCHES:
        for label, value in {**BENCHES, **OPTIONAL}[name](args):
            print(f"| {label} | {value} |", flush=True)


if __name__ == "__main__":
    main()
