"""Score the rules alone, with no model: every name role from the cues (the model's
lists empty, no task). A rules change is measured here in seconds on every gold set;
the model's share is measured by re-extracting from a filled cache (--offline).

    python bench/rules_only.py ../shared/gold/dev.jsonl /tmp/gold/dev2.tune.jsonl [--details]
    python bench/rules_only.py --audits blind       # a set of bench/audits/sets.toml, scored as one
"""

from __future__ import annotations

import sys
import time
import tomllib
from pathlib import Path

from extractor.candidates import find_candidates
from extractor.corpus import Abstract, abstract_id
from extractor.eval_print import print_reports
from extractor.evaluate import evaluate_sets
from extractor.gold import gold_text, gold_title, read_gold
from extractor.schema import Labels, Provenance
from extractor.verify import build_record

NO_LABELS = Labels(task="", contribution="method", benchmarks=[])
AUDIT_SETS = Path(__file__).parent / "audits" / "sets.toml"


def rules_only_records(texts: list[str], titles: dict[str, str | None] | None = None) -> list:
    """A record of each text, from the rules alone; `titles` gives a text's title where the input has one."""
    provenance = Provenance(model="none", endpoint="none", prompt_version="none", schema_hash="none")
    titles = titles or {}
    return [build_record(Abstract(abstract_id(t), t, title=titles.get(t)), find_candidates(t, titles.get(t)), NO_LABELS,
                         provenance) for t in texts]


def audit_files(name: str) -> list[Path]:
    """The files of one set of hand audits ('read', 'blind', 'other': bench/audits/sets.toml)."""
    sets = tomllib.loads(AUDIT_SETS.read_text(encoding="utf-8"))
    if name not in sets:
        raise SystemExit(f"--audits: no set {name!r} in {AUDIT_SETS} (its sets: {', '.join(sets)})")
    return [AUDIT_SETS.parent / file for file in sets[name]]


def audit_set(name: str) -> tuple[str, list[dict]]:
    """One audit set's items as one gold set, labelled with its name and size."""
    files = audit_files(name)
    return f"audits {name} ({len(files)} files)", [item for path in files for item in read_gold(path)]


def _gold_sets(argv: list[str]) -> list[tuple[str, list[dict]]]:
    sets, rest = [], iter(argv)
    for arg in rest:
        if arg == "--audits":
            sets.append(audit_set(next(rest, "")))
        elif not arg.startswith("--"):
            sets.append((arg, read_gold(Path(arg))))
    return sets


def main(argv: list[str]) -> None:
    details = "--details" in argv
    sets = _gold_sets(argv)
    texts = list(dict.fromkeys(gold_text(item) for _, items in sets for item in items))
    titles: dict[str, str | None] = {}
    for _, items in sets:
        for item in items:
            titles[gold_text(item)] = titles.get(gold_text(item)) or gold_title(item)  # a set without titles keeps one
    began = time.perf_counter()
    records = rules_only_records(texts, titles)
    seconds = time.perf_counter() - began
    print_reports(evaluate_sets(records, sets), details)
    print(f"rules: {seconds / max(1, len(texts)) * 1000:.1f} ms per abstract ({len(texts)} abstracts)")


if __name__ == "__main__":
    main(sys.argv[1:])
