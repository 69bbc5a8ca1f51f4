"""The rules decide the same whatever Python's hash seed: a decision must never follow a set's iteration order,
which changes from one process to the next (PYTHONHASHSEED). The abstract is arXiv:2505.24428's (arXiv metadata is
CC0), where reading a name's forms from a set once made its own method a benchmark in some runs and not in others."""

import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
ABSTRACT = REPO / "tests" / "fixtures" / "hash_order_abstract.txt"
RECORD_OF = """
import sys
from bench.rules_only import rules_only_records
record = rules_only_records([open(sys.argv[1], encoding="utf-8").read().strip()])[0]
print(record.model_dump_json(include={"methods", "benchmarks", "claims", "provenance"}))
"""


def _record_under(seed: int) -> dict:
    env = {**os.environ, "PYTHONHASHSEED": str(seed), "PYTHONPATH": str(REPO)}
    done = subprocess.run([sys.executable, "-c", RECORD_OF, str(ABSTRACT)], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=120, check=True)
    return json.loads(done.stdout)


def test_the_rules_decide_alike_under_every_hash_seed():
    first, *others = [_record_under(seed) for seed in (0, 1, 2, 3, 4, 5)]
    assert all(other == first for other in others)
    assert "SSPU" in first["methods"] and "SSPU" not in first["benchmarks"]
