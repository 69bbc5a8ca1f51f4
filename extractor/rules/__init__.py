"""The rules, in one place: each decision about a number's kind, a claim's benchmark,
or a name's role is made by a named rule, tried in the order its list gives; the first
that applies decides, and its name goes into the record's provenance.

One module per decision list, in the order they act (callers import the module they read,
`from .rules import kind as kind_rules`, and read `kind_rules.decide_kind`):
    base.py       Rule, and what several lists read: between_dollars, NumberView
    skip.py       SKIP_RULES: digits that state no number of their own (numbers.find_numbers)
    kind.py       KIND_RULES (decide_kind), LIST_KIN, RANGE_KIN, RATIO_LIST_KIN, COMPARED_KIN, SETTING_LIST_KIN, SWEPT_RANGE, INTERVAL_KIN, SPREAD_KIN: a number's kind
    benchmark.py  BENCHMARK_RULES: the benchmark a claim is on (claims.attribute)
    subject.py    SUBJECT_*: what achieves a number (claims._subject)
    read.py       READ_RULES: the sentences of an abstract the model reads (excerpt)
    role.py       ROLE_RULES: a name's role and its vetoes (verify)
This package holds RULES_VERSION, rules_version() and RULES_BY_NAME (every rule by its name) only.

Every rule carries examples (text, the item, the expected decision) that
tests/test_rules.py runs, so a rule's reason is also its test. A rule is general:
how abstracts write results, never a name because some gold set holds it.

Every text pattern of the rules lives in patterns.py, once, each with an example in its comment;
the rules read them as patterns.NAME.

Bump RULES_VERSION on any change to these rules or the code they call (patterns, candidates,
numbers, claims, verify): a cached record built by another version is rebuilt from the
model's cached answer.
"""

from __future__ import annotations

from . import benchmark, kind, read, role, skip, subject

RULES_VERSION = "rules-292"  # lexicon data (extractor/data/*.toml) counts as rules too


def rules_version() -> str:
    """The declared version of the rules that build a record: a cached record (pipeline) or a
    batch memo row (batch_memo) made by another version is made again. Read through this
    function, so a test can stand in another version for both at once."""
    return RULES_VERSION


_SUBJECT_RULES = [
    subject.SUBJECT_NOT_THE_BENCHMARK, subject.SUBJECT_SAME_SENTENCE, subject.SUBJECT_SOLE_METHOD,
    subject.SUBJECT_FROM_VALUE, subject.SUBJECT_PRONOUN, subject.SUBJECT_COMPARED, subject.SUBJECT_NAMED_MODEL,
    subject.SUBJECT_SCOPE_COUNT, subject.SUBJECT_COMPARED_MARGIN, subject.SUBJECT_COMPARED_NEXT,
    subject.SUBJECT_COMPARED_OWNER, subject.SUBJECT_MAIN_METHOD, subject.SUBJECT_HUMAN_REFERENCE,
    subject.SUBJECT_ERROR_SHARE, subject.SUBJECT_MODEL_SIZE, subject.SUBJECT_COMPARED_RIVAL,
    subject.SUBJECT_EVALUATED_MODELS,
]
# every rule by its name, in the order the lists act (a later list's rule of the same name would win: none has one)
RULES_BY_NAME = {rule.name: rule for rule in [
    *(r for r, _ in skip.SKIP_RULES), *(r for r, _, _ in kind.KIND_RULES), *kind.KIN_RULES, *benchmark.BENCHMARK_RULES,
    *_SUBJECT_RULES, *role.ROLE_RULES, *read.READ_RULES]}
