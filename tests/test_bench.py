"""bench/run.py's own plumbing (the benchmarks print figures; they are not run here)."""

import importlib.util
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parent.parent / "bench" / "run.py"


@pytest.fixture
def bench(monkeypatch):
    monkeypatch.setattr(sys, "path", list(sys.path))  # run.py puts tests/ and bench/ on it
    spec = importlib.util.spec_from_file_location("bench_run", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_missing_gnu_time_is_said_plainly(bench, monkeypatch, tmp_path):
    monkeypatch.setattr(bench, "TIME", tmp_path / "no-time")
    with pytest.raises(SystemExit, match=r"no-time is missing; it measures the peak RSS \(Debian: apt-get install time\)"):
        bench.peak_rss(["true"])


def test_gnu_time_wraps_the_command(bench, monkeypatch, tmp_path):
    fake = tmp_path / "time"
    fake.write_text("")
    monkeypatch.setattr(bench, "TIME", fake)
    assert bench.peak_rss(["python", "-V"]) == [str(fake), "-f", "peak-kb %M", "python", "-V"]
    assert bench._peak_mb("noise\npeak-kb 2048\n") == 2.0
