from extractor.candidates import find_candidates
from extractor.schema import ClaimLabel, Labels
from extractor.verify import occurs_in, resolve

TEXT = ("We introduce \\textbf{FooNet}, evaluated on BarBench. FooNet improves accuracy by 4.4\\% "
        "on BarBench and runs 2.5$\\times$ faster than BazNet.")


def labels(**kw):
    base = dict(task="  fast   image classification  ", contribution="method", introduced=[], benchmarks=[], claims=[])
    base.update(kw)
    return Labels(**base)


def ids(text):
    names = [n.text for n in find_candidates(text).names]
    return {name: i for i, name in enumerate(names, 1)}


def test_resolved_claims_are_grounded_and_valued_by_code():
    c = find_candidates(TEXT)
    n = ids(TEXT)
    out = resolve(TEXT, c, labels(
        introduced=[n["FooNet"]], benchmarks=[n["BarBench"]],
        claims=[ClaimLabel(n=1, kind="delta", metric="accuracy", benchmark=n["BarBench"], subject=n["FooNet"]),
                ClaimLabel(n=2, kind="ratio", metric="speed", benchmark=None, subject=n["FooNet"])]))
    assert out.methods == ["FooNet"] and out.benchmarks == ["BarBench"]
    assert [(cl.raw, cl.value, cl.unit) for cl in out.claims] == [("4.4\\%", 4.4, "%"), ("2.5$\\times$", 2.5, "x")]
    for claim in out.claims:
        assert TEXT[claim.start:claim.end] == claim.evidence and claim.raw in claim.evidence
    assert out.claims[0].benchmark == "BarBench" and out.claims[0].subject == "FooNet"
    assert out.task == "fast image classification"
    assert out.dropped == 0


def test_out_of_range_and_duplicate_ids_are_dropped_and_counted():
    c = find_candidates(TEXT)
    out = resolve(TEXT, c, labels(
        introduced=[99], benchmarks=[0],
        claims=[ClaimLabel(n=1, kind="delta", metric=None, benchmark=42, subject=None),
                ClaimLabel(n=1, kind="delta", metric=None, benchmark=None, subject=None),
                ClaimLabel(n=7, kind="score", metric=None, benchmark=None, subject=None)]))
    assert out.methods == [] and out.benchmarks == []
    assert len(out.claims) == 1 and out.claims[0].benchmark is None
    assert out.dropped == 5  # two names, one benchmark attribution, one duplicate, one unknown number


def test_names_match_the_text_up_to_markup_and_case():
    assert occurs_in("FooNet", TEXT)
    assert occurs_in("foonet", "We use **FooNet** here")
    assert not occurs_in("QuxNet", TEXT)
    assert not occurs_in("  ", TEXT)
