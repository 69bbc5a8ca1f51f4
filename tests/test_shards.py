"""Sharded runs (issue 12): `--shard I/N` by id hash, a shard killed with -9 and
rerun, and `extractor cache merge` of overlapping caches giving, offline,
exactly the records of a single run."""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from conftest import write_abstracts
from extractor.cache import Cache, Entry
from extractor.cli import app
from extractor.corpus import read_corpus
from extractor.shard import Shard
from fake_openai import FakeOpenAI

runner = CliRunner()
REPO = Path(__file__).resolve().parent.parent


def records(path) -> dict[str, dict]:
    """Records by id, without what differs between two runs of one answer: its timing and
    whether it came from the cache."""
    found = {}
    for line in Path(path).read_text().splitlines():
        record = json.loads(line)
        record["provenance"].pop("seconds")
        record["provenance"].pop("cached")
        found[record["id"]] = record
    return found


def test_shards_split_by_id_hash_the_same_everywhere():
    assert Shard.parse("2/3") == Shard(2, 3)
    for bad in ("0/3", "4/3", "3", "a/b", "1/0"):
        with pytest.raises(ValueError):
            Shard.parse(bad)
    # int("0000000000ff", 16) = 255; 255 % 4 = 3: shard 4 of 4, on any machine and Python run.
    assert Shard(4, 4).holds("0000000000ff") and not Shard(1, 4).holds("0000000000ff")


def test_the_shards_of_a_corpus_are_disjoint_and_cover_it(tmp_path):
    inputs = write_abstracts(tmp_path, 60)
    everything = set(read_corpus([inputs]).abstracts)
    from extractor.corpus import index_corpus

    parts = [set(index_corpus([inputs], shard=Shard(i, 3)).order) for i in (1, 2, 3)]
    assert set().union(*parts) == everything
    assert sum(len(p) for p in parts) == len(everything)
    assert all(parts)


def cli(*args, cwd):
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    return subprocess.Popen([sys.executable, "-m", "extractor", *args], cwd=cwd, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def extract_args(inputs, url, cache, out, *extra):
    return ["extract", str(inputs), "-o", str(out), "--cache-dir", str(cache), "--base-url", url, "--model", "fake",
            "--quiet", *extra]


def test_a_shard_killed_with_9_reruns_and_the_merged_shards_equal_a_single_run(tmp_path):
    inputs = write_abstracts(tmp_path, 30)
    with FakeOpenAI(latency=0.15) as server:
        single = cli(*extract_args(inputs, server.base_url, tmp_path / "single", tmp_path / "single-out",
                                   "--concurrency", "4"), cwd=tmp_path)
        assert single.wait(60) == 0, single.stderr.read()
        served = len(server.requests)
        assert served == 30

        shard_args = extract_args(inputs, server.base_url, tmp_path / "s1", tmp_path / "s1-out", "--shard", "1/2")
        victim = cli(*shard_args, cwd=tmp_path)
        while len(server.requests) < served + 3:
            time.sleep(0.02)
        victim.send_signal(signal.SIGKILL)
        victim.wait(10)
        asked_before_kill = len(server.requests) - served
        rerun = cli(*shard_args, cwd=tmp_path)
        assert rerun.wait(60) == 0, rerun.stderr.read()
        in_shard = len(records(tmp_path / "s1-out/records.jsonl"))
        # The rerun asks only for what the killed run had not cached (at most the one call in flight).
        assert len(server.requests) - served <= in_shard + 1
        assert asked_before_kill >= 3

        other = cli(*extract_args(inputs, server.base_url, tmp_path / "s2", tmp_path / "s2-out", "--shard", "2/2"),
                    cwd=tmp_path)
        assert other.wait(60) == 0, other.stderr.read()
    assert in_shard + len(records(tmp_path / "s2-out/records.jsonl")) == 30

    merged = runner.invoke(app, ["cache", "merge", str(tmp_path / "s1"), str(tmp_path / "s2"),
                                 "--into", str(tmp_path / "merged")])
    assert merged.exit_code == 0, merged.output
    assert "30 added" in merged.output
    offline = runner.invoke(app, ["extract", str(inputs), "-o", str(tmp_path / "merged-out"), "--cache-dir",
                                  str(tmp_path / "merged"), "--model", "fake", "--offline"])
    assert offline.exit_code == 0, offline.output
    expected = records(tmp_path / "single-out/records.jsonl")
    got = records(tmp_path / "merged-out/records.jsonl")
    assert list(got) == list(expected)  # input order
    assert got == expected


def entries(cache_dir) -> dict[str, str]:
    cache = Cache(cache_dir)
    try:
        return {key: cache.disk.get(key) for key in cache.disk.iterkeys()}
    finally:
        cache.close()


def fill(tmp_path, name, inputs, labels=None):
    with FakeOpenAI(labels=labels) as server:
        result = runner.invoke(app, ["extract", str(inputs), "-o", str(tmp_path / f"{name}-out"), "--cache-dir",
                                     str(tmp_path / name), "--base-url", server.base_url, "--model", "fake"])
    assert result.exit_code == 0, result.output


def test_merging_overlapping_caches_counts_conflicts_keeps_one_by_content_and_refuses_bad_entries(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    first = write_abstracts(tmp_path / "a", 6)  # abstracts 0-5
    both = write_abstracts(tmp_path / "b", 9)  # abstracts 0-8: 6 overlap
    fill(tmp_path, "ca", first)
    fill(tmp_path, "cb", both)
    fill(tmp_path, "cc", first, labels={"task": "another task", "contribution": "method"})
    # A planted entry: another abstract's answer copied under a key.
    planted = Cache(tmp_path / "cb")
    stored = entries(tmp_path / "cb")
    key = sorted(k for k in stored if k in entries(tmp_path / "ca"))[0]  # an abstract ca holds too
    other = next(k for k in sorted(stored) if k != key)
    planted.disk.set(key, stored[other])
    planted.disk.set("v3:junk", "not json")
    planted.close()

    result = runner.invoke(app, ["cache", "merge", str(tmp_path / "ca"), str(tmp_path / "cb"), str(tmp_path / "cc"),
                                 "--into", str(tmp_path / "m1")])
    assert result.exit_code == 1  # something was refused
    assert "2 refused" in result.output
    assert "6 conflicting" in result.output  # cc answered the same six abstracts otherwise
    merged = entries(tmp_path / "m1")
    assert len(merged) == 9 - 1 + 1  # the planted key is refused, but its abstract came from ca
    for value in merged.values():
        entry = Entry.model_validate_json(value)
        assert entry.key in stored or entry.key in entries(tmp_path / "ca")

    reverse = runner.invoke(app, ["cache", "merge", str(tmp_path / "cc"), str(tmp_path / "cb"), str(tmp_path / "ca"),
                                  "--into", str(tmp_path / "m2")])
    assert reverse.exit_code == 1
    assert entries(tmp_path / "m2") == merged  # the same whatever the order


def test_merge_names_a_source_that_is_no_cache(tmp_path):
    result = runner.invoke(app, ["cache", "merge", str(tmp_path / "nowhere"), "--into", str(tmp_path / "m")])
    assert result.exit_code == 2
    assert "nowhere" in result.output and "no cache database" in result.output
