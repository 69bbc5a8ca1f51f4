"""Which rows of the unannotated corpus each hand audit read, and the rows a new audit should take.

Helpers annotate random samples of `../shared/corpus/arxiv_2025_26.jsonl` (705 abstracts) by hand against
`GUIDELINE.md` and write rules from the disagreements (README, Quality). A sample is the first N rows of
`random.Random(seed).sample(range(705), 705)` not read before for the same aspect (names, or claims: numbers,
their datasets and subjects), so every sample is reproducible from its seed.

    python scripts/audit_samples.py 26 80 names        # rows of a names audit with seed 26
    python scripts/audit_samples.py --taken claims     # every row read for claims so far
"""

from __future__ import annotations

import argparse
import random

ROWS = 705
# (seed, size, aspect) in the order the audits were drawn; sessions 12 and 13.
AUDITS = [(12, 80, "names"), (13, 60, "claims"), (14, 90, "names"), (15, 90, "names"), (16, 60, "claims"),
          (17, 80, "names"), (18, 60, "claims"), (19, 60, "names"), (20, 60, "names"), (21, 50, "claims"),
          (22, 80, "names"), (23, 60, "claims"), (26, 80, "names"), (25, 60, "claims"), (27, 60, "claims"),
          (28, 85, "names"), (29, 60, "claims"), (31, 70, "claims"), (33, 43, "claims")]
# Two result audits took the first rows of a larger draw whose rules' records held results (not reproducible from
# the seed alone): their rows as drawn.
RESULT_AUDITS = {
    24: [173, 93, 154, 451, 478, 118, 28, 172, 511, 260, 626, 161, 334, 76, 664, 218, 323, 347, 71, 318, 610, 501,
         694, 575, 280, 95, 590, 506, 146, 491, 618, 487, 517, 521, 231, 267, 320, 674, 235, 400, 211, 68, 480, 333,
         256, 189, 445, 254, 380, 59, 449, 91, 38, 83, 418, 385, 654, 405, 310, 647, 344, 556, 15, 429, 298, 615, 391,
         703, 326, 406],
    30: [472, 97, 114, 132, 519, 82, 105, 430, 389, 317, 540, 687, 580, 583, 125, 294, 240, 437, 0, 131, 179, 247, 89,
         554, 279, 343, 92, 10, 423, 496, 116, 492, 384, 165, 60, 362, 242, 293, 44, 533, 188, 278, 213, 518, 428, 112,
         128, 330, 383, 107, 4, 499],
}


def draw(seed: int, size: int, taken: set[int]) -> list[int]:
    """The first `size` rows of the seed's permutation that are not in `taken`."""
    if seed in (12, 13):  # the first two samples were drawn directly
        return random.Random(seed).sample(range(ROWS), size)
    return [row for row in random.Random(seed).sample(range(ROWS), ROWS) if row not in taken][:size]


def taken_rows() -> dict[str, set[int]]:
    """Every row read so far, for each aspect, replaying the audits in order."""
    taken: dict[str, set[int]] = {"names": set(), "claims": set()}
    every: set[int] = set()
    for seed, size, aspect in AUDITS:
        if seed == 25:  # drawn after the first result audit, whose rows it skipped
            taken["claims"] |= set(RESULT_AUDITS[24])
        if seed == 31:
            taken["claims"] |= set(RESULT_AUDITS[30])
        rows = draw(seed, size, every if seed <= 21 else taken[aspect])
        taken[aspect] |= set(rows)
        every |= set(rows)
    return taken


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("seed", type=int, nargs="?")
    parser.add_argument("size", type=int, nargs="?")
    parser.add_argument("aspect", choices=("names", "claims"), nargs="?")
    parser.add_argument("--taken", choices=("names", "claims"), help="list the rows already read for this aspect")
    args = parser.parse_args()
    taken = taken_rows()
    if args.taken:
        print(len(taken[args.taken]), " ".join(map(str, sorted(taken[args.taken]))))
    elif args.seed is None or args.size is None or args.aspect is None:
        parser.error("give SEED SIZE ASPECT, or --taken ASPECT")
    else:
        print(" ".join(map(str, draw(args.seed, args.size, taken[args.aspect]))))


if __name__ == "__main__":
    main()
