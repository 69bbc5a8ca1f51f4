"""The read rules (READ_RULES): the sentences of an abstract that go into the prompt. excerpt.py
applies them.
"""

from __future__ import annotations

from .base import Rule


# --- What the model reads: the sentences of an abstract that go into the prompt --------------
# The model answers only the task phrase and the kind of contribution (prompts/labels.toml): the
# opening states the problem and a sentence about this paper's own work states the contribution;
# how the method works and what it scores add to neither. Every prompt token costs about 28 ms
# on 2 cores, so the model reads those sentences only (extractor/excerpt.py), about half of an
# abstract; code still reads the whole abstract for every name and number.
# A change here (or to sentence splitting, text.py) changes what the model is shown: bump
# RULES_VERSION, and every cached answer's messages are compared on its next hit, so only an
# abstract whose excerpt changed is asked again (pipeline.Run._current).
OPENING_SENTENCES = 3

READ_RULES = [
    Rule("read-opening", "read", f"the first {OPENING_SENTENCES} sentences state the problem",
         (("Robots fail. Planning is hard. Search helps. It scores 81.2% on FooSet.", "Search helps.", "read"),)),
    Rule("read-this-papers-work", "read", "a sentence about this paper's own work states the contribution",
         (("Robots fail. Planning is hard. Search helps. Here we propose FooPlan, which is 3x faster.",
           "Here we propose FooPlan, which is 3x faster.", "read"),
          ("Robots fail. Planning is hard. Search helps. This paper studies why.", "This paper studies why.", "read"))),
    Rule("skip-the-rest", "read", "how the method works and what it scores tell neither task nor contribution",
         (("Robots fail. Planning is hard. Search helps. It scores 81.2% on FooSet.", "It scores 81.2% on FooSet.",
           "skipped"),
          ("Robots fail. Planning is hard. Search helps. A critic ranks the plans.", "A critic ranks the plans.",
           "skipped"))),
]
