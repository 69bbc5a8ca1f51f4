"""A pool of fresh arXiv abstracts for hand audits, from a snapshot of a daily-arXiv listing repository.

The hand audits of README's Quality section annotate abstracts the rules have never seen, in the gold format of
`dev.jsonl`, and score the rules on them before any rule is written from them. This builds such a pool from a public
repository of daily arXiv listings in the layout of `dw-dengwei/daily-arXiv-ai-enhanced` (one `data/YYYY-MM-DD.jsonl`
per day, each line a paper with `id`, `categories`, `title`, `summary`), read from its bare git directory as `fetch`
brings it (nothing is checked out). A paper is kept when its primary category is one of `--categories`, its listing
day is in the date range, it was submitted in or after the first month, it states a percentage, decimal or multiplier
(the claims an audit reads), and neither its title nor the start of its text matches an abstract of a gold set or the
corpus.

    python bench/fresh_arxiv.py GIT_DIR --from 2026-07-01 --to 2026-12-31 \\
        --exclude ../shared/gold/*.jsonl ../shared/corpus/arxiv_2025_26.jsonl -o /tmp/fresh
    -> /tmp/fresh/pool.jsonl (every kept paper, in the corpus format, in a seeded shuffle: seed 2612)

Samples are consecutive slices of the shuffled pool, so every sample is reproducible and none overlaps another.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import subprocess
from pathlib import Path

SEED = 2612
CATEGORIES = ("cs.CV", "cs.CL", "cs.LG", "cs.AI")
DAY_FILE = re.compile(r"^data/(\d{4}-\d{2}-\d{2})\.jsonl$")
# A claimed number an audit reads: "81.2%", "0.93", "3x" / "3×".
STATES_A_NUMBER = re.compile(r"\d\s*(?:%|\\%)|\d\.\d|\d\s*(?:x|×|times)\b")


def fingerprints(title: str, text: str) -> set[str]:
    """Keys that match one abstract across sources: its title, and the first 80 letters and digits of its text."""
    def squeeze(value: str) -> str:
        return re.sub(r"[^a-z0-9]", "", value.lower())
    keys = {squeeze(text)[:80]}
    if squeeze(title):
        keys.add("title:" + squeeze(title))
    return keys


def excluded_keys(paths: list[Path]) -> set[str]:
    keys: set[str] = set()
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                keys |= fingerprints(row.get("title", ""), row.get("text") or row.get("abstract", ""))
    return keys


def git(git_dir: Path, *args: str) -> str:
    return subprocess.run(["git", "--git-dir", str(git_dir), *args], check=True, capture_output=True,
                          text=True).stdout


def submitted_since(arxiv_id: str, start: str) -> bool:
    """A listing day also carries older papers (replacements, cross-lists): keep ids of the start month or later."""
    return bool(re.match(r"\d{4}\.", arxiv_id)) and arxiv_id[:4] >= start[2:4] + start[5:7]


def listing_days(git_dir: Path, ref: str, start: str, end: str) -> list[str]:
    names = git(git_dir, "ls-tree", "--name-only", ref, "data/").splitlines()
    return sorted(name for name in names if (day := DAY_FILE.match(name)) and start <= day.group(1) <= end)


def papers(git_dir: Path, ref: str, day_file: str):
    for line in git(git_dir, "show", f"{ref}:{day_file}").splitlines():
        try:
            yield json.loads(line)
        except json.JSONDecodeError:  # a listing day cut short by its writer; the rest of the day still counts
            continue


def build(git_dir: Path, ref: str, start: str, end: str, categories: tuple[str, ...], exclude: set[str]) -> list[dict]:
    kept: dict[str, dict] = {}
    for day_file in listing_days(git_dir, ref, start, end):
        for paper in papers(git_dir, ref, day_file):
            text = " ".join(paper.get("summary", "").split())
            title = " ".join(paper.get("title", "").split())
            if (paper.get("id") in kept or not paper.get("categories") or paper["categories"][0] not in categories
                    or not submitted_since(paper["id"], start)
                    or not STATES_A_NUMBER.search(text) or fingerprints(title, text) & exclude):
                continue
            kept[paper["id"]] = {"id": f"arXiv:{paper['id']}", "title": title, "text": text,
                                 "venue": paper["categories"][0], "year": int("20" + paper["id"][:2])}
    pool = sorted(kept.values(), key=lambda row: row["id"])
    random.Random(SEED).shuffle(pool)
    return pool


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("git_dir", type=Path, help="bare git directory of a daily-arXiv listing repository")
    parser.add_argument("--ref", default="HEAD", help="branch or commit holding data/ (default: HEAD)")
    parser.add_argument("--from", dest="start", required=True, help="first listing day, YYYY-MM-DD")
    parser.add_argument("--to", dest="end", required=True, help="last listing day, YYYY-MM-DD")
    parser.add_argument("--categories", nargs="+", default=list(CATEGORIES))
    parser.add_argument("--exclude", nargs="+", type=Path, default=[], help="gold or corpus files to leave out")
    parser.add_argument("-o", "--out", type=Path, required=True)
    args = parser.parse_args()
    pool = build(args.git_dir, args.ref, args.start, args.end, tuple(args.categories), excluded_keys(args.exclude))
    args.out.mkdir(parents=True, exist_ok=True)
    with (args.out / "pool.jsonl").open("w", encoding="utf-8") as handle:
        handle.writelines(json.dumps(row, ensure_ascii=False) + "\n" for row in pool)
    print(f"{len(pool)} abstracts -> {args.out / 'pool.jsonl'}")


if __name__ == "__main__":
    main()
