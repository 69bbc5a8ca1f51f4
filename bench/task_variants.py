"""Task token-F1 of the model's phrase against phrases made by rule, on records with titles:
the title (after its colon, cut before "via", "with", "using", ...), the model's phrase with the
title's missing words added, and the model's phrase cut before "using", "via", "through", "based on".

    python bench/task_variants.py OUT/records.jsonl /tmp/gold/dev2.tune.jsonl [...]
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from extractor.corpus import normalise_whitespace
from extractor.evaluate import token_f1
from extractor.gold import read_gold

TITLE_METHOD = re.compile(r"\s+(?:via|with|using|through|by|based\s+on)\s+")
PHRASE_METHOD = re.compile(r"\s+(?:using|via|through|based\s+on|leveraging)\s+")


def title_phrase(title: str) -> str:
    """'FooNet: Robust Retrieval for Long Documents via Bar' -> 'Robust Retrieval for Long Documents'."""
    head, _, tail = title.partition(":")
    phrase = tail if len(tail.split()) >= 3 else title
    return TITLE_METHOD.split(phrase)[0].strip()


def variants(model: str, title: str) -> dict[str, str]:
    from_title = title_phrase(title)
    added = " ".join(w for w in from_title.split() if w.lower() not in model.lower())
    return {"model": model, "title": from_title, "model + title words": f"{model} {added}",
            "model cut": PHRASE_METHOD.split(model)[0]}


def main(records_path: str, gold_paths: list[str]) -> None:
    tasks = {}
    for line in open(records_path, encoding="utf-8"):
        record = json.loads(line)
        tasks[normalise_whitespace(record["text"])] = record.get("task") or ""
    for path in gold_paths:
        scores: dict[str, list[float]] = {}
        for item in read_gold(Path(path)):
            model = tasks.get(normalise_whitespace(item["text"]))
            if model is None or not item.get("title"):
                continue
            wanted = [item["task"], *item.get("task_alternates", [])]
            for name, phrase in variants(model, item["title"]).items():
                scores.setdefault(name, []).append(max(token_f1(phrase, w) for w in wanted))
        n = len(scores.get("model", []))
        print(path, n, {name: round(sum(v) / len(v), 3) for name, v in scores.items()} if n else "no titled records")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2:])
