"""Per-abstract model time and tokens, from records or recordings made by a live run.

    python bench/seconds.py out/records.jsonl            # after `extractor extract --refresh`
    python bench/seconds.py cache/recordings/seeds.jsonl # the shipped recordings

Only entries that were computed (not cache hits) count."""

from __future__ import annotations

import json
import statistics
import sys


def main(path: str) -> None:
    seconds, prompt, completion = [], [], []
    for line in open(path, encoding="utf-8"):
        if not line.strip():
            continue
        item = json.loads(line)
        record = item.get("record", item)
        provenance = record["provenance"]
        if provenance.get("cached") and "record" not in item:
            continue
        seconds.append(provenance["seconds"])
        prompt.append(provenance["usage"]["prompt_tokens"])
        completion.append(provenance["usage"]["completion_tokens"])
    if not seconds:
        sys.exit(f"{path}: no computed records (all were cache hits); rerun with --refresh")
    ordered = sorted(seconds)
    p90 = ordered[min(len(ordered) - 1, int(round(0.9 * (len(ordered) - 1))))]
    print(f"abstracts                 {len(seconds)}")
    print(f"seconds/abstract median   {statistics.median(seconds):.1f}")
    print(f"seconds/abstract p90      {p90:.1f}")
    print(f"seconds/abstract max      {ordered[-1]:.1f}  (the first call also fills the KV cache with the fixed prompt)")
    print(f"prompt tokens/abstract    {statistics.mean(prompt):.0f} mean")
    print(f"completion tokens/abstract {statistics.mean(completion):.0f} mean")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "cache/recordings/seeds.jsonl")
