"""kill -9 at random points of a run, and two runs at once over one cache:
each rerun completes and every record is in the output exactly once."""

import json
import os
import re
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import write_abstracts
from fake_openai import FakeOpenAI

N = 40


@pytest.fixture
def inputs(tmp_path):
    return write_abstracts(tmp_path, N, lambda i: f"Abstract {i}: FooNet{i} reaches {50 + i}.5% on BarBench.")


def command(server, inputs, tmp_path, out="out"):
    return [sys.executable, "-m", "extractor", "extract", str(inputs), "-o", str(tmp_path / out),
            "--base-url", server.base_url, "--model", "fake", "--cache-dir", str(tmp_path / "cache")]


def env():
    return {**os.environ, "OPENAI_API_KEY": "sk-test"}


def ids(path):
    return [json.loads(line)["id"] for line in path.read_text().splitlines()]


def test_kill_9_at_ten_random_points_loses_nothing(inputs, tmp_path):
    rng = random.Random(7)
    with FakeOpenAI(latency=0.05) as server:
        for _ in range(10):
            run = subprocess.Popen(command(server, inputs, tmp_path), env=env(),
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            time.sleep(rng.uniform(0.3, 2.5))
            run.send_signal(signal.SIGKILL)
            run.wait()
            out = tmp_path / "out" / "records.jsonl"
            if out.exists():  # an earlier complete run's file, never a torn one
                assert len(ids(out)) == N
        final = subprocess.run(command(server, inputs, tmp_path), env=env(), capture_output=True, text=True)
    assert final.returncode == 0, final.stderr
    written = ids(tmp_path / "out" / "records.jsonl")
    assert len(written) == len(set(written)) == N
    assert not list((tmp_path / "out").glob(".*.tmp"))


def test_two_runs_at_once_over_one_cache_corrupt_nothing(inputs, tmp_path):
    with FakeOpenAI(latency=0.02) as server:
        runs = [subprocess.Popen(command(server, inputs, tmp_path, out), env=env(), stdout=subprocess.DEVNULL,
                                 stderr=subprocess.PIPE, text=True) for out in ("a", "b")]
        codes = [r.wait(timeout=120) for r in runs]
        assert codes == [0, 0], [r.stderr.read() for r in runs]
        again = subprocess.run(command(server, inputs, tmp_path, "c"), env=env(), capture_output=True, text=True)
        asked = len(server.requests)
    assert again.returncode == 0 and re.search(r"│ model calls +│ 0 ", again.stderr)
    assert ids(tmp_path / "a" / "records.jsonl") == ids(tmp_path / "b" / "records.jsonl") == ids(tmp_path / "c" / "records.jsonl")
    assert asked <= 2 * N


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_a_stop_does_not_wait_for_a_slow_endpoint_to_answer(inputs, tmp_path, signum):
    """Ctrl-C or SIGTERM with calls in flight to a slow endpoint ends the run while the endpoint is still answering
    them (Python joined the worker threads of concurrent.futures' pool at exit: 58 s of a 60 s answer)."""
    with FakeOpenAI(latency=60) as server:
        run = subprocess.Popen(command(server, inputs, tmp_path) + ["--concurrency", "4"], env=env(),
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
        try:
            deadline = time.monotonic() + 60
            while server.in_flight < 4 and time.monotonic() < deadline and run.poll() is None:
                time.sleep(0.05)
            assert server.in_flight == 4, run.stderr.read() if run.poll() is not None else "no calls in flight"
            run.send_signal(signum)
            run.wait(timeout=30)
        finally:
            if run.poll() is None:
                run.kill()
                run.wait()
        assert run.returncode != 0 and server.in_flight > 0  # gone with its calls still being answered
        assert "stopped: no output file written or replaced" in run.stderr.read()  # and says so, and how to finish


def _no_process_left(argument: str, seconds: float = 10.0) -> None:
    """No process whose command line holds `argument` outlives the grace time (Linux: /proc)."""
    if not Path("/proc/self/cmdline").exists():
        return
    deadline = time.monotonic() + seconds
    while True:
        left = []
        for proc in Path("/proc").glob("[0-9]*"):
            try:
                if argument in (proc / "cmdline").read_bytes().decode(errors="replace"):
                    left.append(proc.name)
            except OSError:
                continue
        if not left or time.monotonic() > deadline:
            break
        time.sleep(0.2)
    assert not left, f"processes left behind: {left}"


def test_batch_collect_killed_at_random_points_then_rerun_writes_the_records_of_an_uninterrupted_one(tmp_path):
    import shutil

    from fake_batch import FakeBatchAPI

    n = 1000
    inputs = write_abstracts(tmp_path, n, lambda i: f"Abstract {i}: FooNet{i} reaches {50 + i % 40}.5% on BarBench.")
    cli = [sys.executable, "-m", "extractor", "batch"]
    subprocess.run(cli + ["write", str(inputs), "--model", "fake", "--to", "requests.jsonl", "--quiet"], cwd=tmp_path,
                   check=True, capture_output=True)
    with FakeBatchAPI() as fake:
        output, _, _ = fake._run([json.loads(line) for line in (tmp_path / "requests.jsonl").read_text().splitlines()])
    (tmp_path / "results.jsonl").write_bytes(output)
    shutil.copytree(tmp_path / "cache", tmp_path / "untouched-cache")

    def collect(cache: str, out: str) -> list[str]:
        return cli + ["collect", str(inputs), "--from", "results.jsonl", "--model", "fake", "--cache-dir", cache,
                      "-o", out, "--quiet"]

    rng = random.Random(12)
    for _ in range(4):
        run = subprocess.Popen(collect("cache", "out"), cwd=tmp_path, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0.3, 1.5))
        run.send_signal(signal.SIGKILL)
        run.wait()
        _no_process_left(str(inputs))  # its forked reader and writer die with it
    for cache, out in (("cache", "out"), ("untouched-cache", "uninterrupted")):
        done = subprocess.run(collect(cache, out), cwd=tmp_path, capture_output=True, text=True)
        assert done.returncode == 0, done.stderr

    def records(out: str) -> list[dict]:
        """The records, but for what tells one run from another: its seconds, and whether it was a cache hit."""
        found = [json.loads(line) for line in (tmp_path / out / "records.jsonl").read_text().splitlines()]
        for record in found:
            del record["provenance"]["seconds"], record["provenance"]["cached"]
        return found

    assert len(records("out")) == n and records("out") == records("uninterrupted")
    assert (tmp_path / "out" / "claims.csv").read_bytes() == (tmp_path / "uninterrupted" / "claims.csv").read_bytes()
    assert not list((tmp_path / "out").glob(".*.tmp"))
