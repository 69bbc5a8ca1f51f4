"""A fresh leaderboard sample in the format of leaderboard_dev.jsonl, from the same public source, without its papers.

leaderboard_dev.jsonl's tune half has been read for years of rules; its check half, only measured, reads dataset
attribution 0.72 where the tune half reads 0.83. This builds more papers of the same kind to tune on and to check:
the Papers-with-Code result tuples of Kabongo et al. (2021) with the abstracts of their GROBID TEI files, from a
snapshot of the public repository Kabongosalomon/task-dataset-metric-nli-extraction (a bare git directory; nothing
is checked out). Papers of leaderboard_dev.jsonl are left out by id and file name; a paper is kept when one of its
scores is written in its abstract. The gold is automatic: `score_in_abstract` only says the number occurs in the
abstract (a "71" may be a frame rate there), and a leaderboard's dataset may be an alias the abstract never writes.

    python bench/fresh_leaderboard.py REPO_GIT_DIR --exclude ../shared/gold/leaderboard_dev.jsonl -o /tmp/lb
    -> /tmp/lb/pool.jsonl (300 papers), /tmp/lb/tune.jsonl (150), /tmp/lb/check.jsonl (150)

The halves are a seeded shuffle (seed 1901), so they never change; rules are written from the tune half only.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

RESULTS = "data/annotations_merged/resultsAnnotation.tsv"  # "FILE.pdf<TAB>task#dataset#metric#score$..."
TEI_DIR = "data/ibm/NLP-TDMS/pdfFile_xml"
TEI = "{http://www.tei-c.org/ns/1.0}"
SEED = 1901
# "72.71", "1,024", "-0.5": the number a leaderboard score starts with
NUMBER = re.compile(r"\s*([-+]?\d[\d,]*(?:\.\d+)?)")
# "86M", "29.8%", "444 M": the score as the gold writes it, its unit kept (evaluate.score_value reads it)
SCORE = re.compile(r"\s*([-+]?\d[\d,]*(?:\.\d+)?\s*[%MKBk]?)")


def git(repo: Path, *args: str) -> bytes:
    return subprocess.run(["git", "-C", str(repo), *args], capture_output=True, check=True).stdout


def results_by_file(repo: Path) -> dict[str, list[dict]]:
    by_file: dict[str, list[dict]] = {}
    for line in git(repo, "show", f"HEAD:{RESULTS}").decode().splitlines():
        name, _, tuples = line.partition("\t")
        for item in tuples.split("$"):
            parts = [p.strip() for p in item.split("#")]
            if len(parts) == 4:
                task, dataset, metric, raw = parts
                by_file.setdefault(name, []).append(
                    {"task": task, "dataset": dataset, "metric": metric, "score_raw": raw})
    return by_file


def title_and_abstract(tei: bytes) -> tuple[str, str]:
    root = ET.fromstring(tei)
    abstract = root.find(f".//{TEI}profileDesc/{TEI}abstract")
    paragraphs = [] if abstract is None else [" ".join(p.itertext()).strip() for p in abstract.iter(f"{TEI}p")]
    title = root.find(f".//{TEI}titleStmt/{TEI}title")
    return (" ".join(title.itertext()).strip() if title is not None else "",
            re.sub(r"\s+", " ", " ".join(paragraphs)).strip())


def written_in(raw: str, text: str) -> bool:
    number = NUMBER.match(raw)
    return bool(number) and re.search(rf"(?<![\d.]){re.escape(number.group(1))}(?!\d)", text) is not None


def papers(repo: Path, excluded: set[str]) -> list[dict]:
    tei_files = set(git(repo, "ls-tree", "-r", "--name-only", "HEAD", TEI_DIR).decode().split())
    kept = []
    for name, results in sorted(results_by_file(repo).items()):
        paper_id = name.removesuffix(".pdf")
        path = f"{TEI_DIR}/{paper_id}.tei.xml"
        if paper_id in excluded or name in excluded or path not in tei_files:
            continue
        try:
            title, abstract = title_and_abstract(git(repo, "show", f"HEAD:{path}"))
        except ET.ParseError:
            continue
        if len(abstract) < 200:  # a header GROBID could not read
            continue
        for result in results:
            score = SCORE.match(result["score_raw"])
            result["score"] = score.group(1).replace(" ", "") if score else None
            result["score_in_abstract"] = written_in(result["score_raw"], abstract)
        if any(r["score_in_abstract"] for r in results):
            kept.append({"paper_id": paper_id, "source_file": name, "title": title, "abstract": abstract,
                         "tasks": sorted({r["task"] for r in results}),
                         "datasets": sorted({r["dataset"] for r in results}), "results": results})
    return kept


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("repo", type=Path, help="git directory of Kabongosalomon/task-dataset-metric-nli-extraction")
    parser.add_argument("--exclude", type=Path, action="append", default=[], help="a leaderboard gold file")
    parser.add_argument("-o", "--out", type=Path, required=True)
    args = parser.parse_args()
    excluded = set()
    for path in args.exclude:
        for line in path.read_text(encoding="utf-8").splitlines():
            item = json.loads(line)
            excluded |= {item.get("paper_id"), item.get("source_file")}
    rows = [json.dumps(p) for p in papers(args.repo, excluded)]
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "pool.jsonl").write_text("".join(r + "\n" for r in rows), encoding="utf-8")
    random.Random(SEED).shuffle(rows)
    half = len(rows) // 2
    for name, part in (("tune", rows[:half]), ("check", rows[half:])):
        (args.out / f"{name}.jsonl").write_text("".join(r + "\n" for r in part), encoding="utf-8")
    print(f"{args.out}: {len(rows)} papers, tune {half}, check {len(rows) - half}")


if __name__ == "__main__":
    main()
