"""100,000 abstracts stream through a run with flat memory: peak RSS at
100,000 stays within a fixed margin of peak RSS at 2,000."""

import subprocess
import sys

from conftest import REPO

SCRIPT = """
import collections, json, resource, sys
sys.path.insert(0, {tests!r})
from conftest import QueueModel
from extractor.export import RunWriter
from extractor.pipeline import extract
from pathlib import Path

n, work = int(sys.argv[1]), Path(sys.argv[2])
with (work / "in.jsonl").open("w") as out:
    for i in range(n):
        out.write(json.dumps({{"text": f"Paper {{i}}: we propose Net{{i}}, reaching {{i % 97}}.5% on Bench{{i % 50}} "
                                       f"with {{i * 7}} images."}}) + "\\n")
model = QueueModel()
model.calls = collections.deque(maxlen=1)  # the fake keeps what it was asked; not part of a run's memory
writer = RunWriter(work / "out")
result = extract([work / "in.jsonl"], model=model, cache_dir=work / "cache", on_record=writer.record)
writer.commit()
lines = sum(1 for _ in (work / "out" / "records.jsonl").open())
print(lines, result.summary.model_calls, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024)
"""


def peak_mb(n, tmp_path):
    work = tmp_path / str(n)
    work.mkdir()
    done = subprocess.run([sys.executable, "-c", SCRIPT.format(tests=str(REPO / "tests")), str(n), str(work)],
                          capture_output=True, text=True, timeout=1800)
    assert done.returncode == 0, done.stderr[-3000:]
    lines, calls, peak = map(int, done.stdout.split())
    assert lines == calls == n  # every abstract became one record, in the output exactly once
    return peak


def test_memory_stays_flat_from_2000_to_100000_abstracts(tmp_path):
    small = peak_mb(2_000, tmp_path)
    large = peak_mb(100_000, tmp_path)
    assert large - small < 80, f"peak RSS {small} MB at 2,000 abstracts, {large} MB at 100,000"
