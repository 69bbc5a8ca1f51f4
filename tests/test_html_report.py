import re

from extractor.html_report import items_of, render_report
from extractor.schema import Claim, Provenance, Record, Source

TEXT = "We propose <script>alert(1)</script> FooNet: it reaches 91.5% and 2.5x faster on BarBench & co."
PROVENANCE = Provenance(model="m", endpoint="e", prompt_version="p", schema_hash="s")


def make_record():
    clause = "it reaches 91.5% and 2.5x faster on BarBench"
    start = TEXT.index(clause)
    claims = [Claim(value=v, raw=raw, kind=k, evidence=clause, start=start, end=start + len(clause))
              for v, raw, k in [(91.5, "91.5%", "score"), (2.5, "2.5x", "ratio")]]
    return Record(id="r1", sources=[Source(file="f.txt", index=0, line=1)], text=TEXT, methods=["FooNet"],
                  benchmarks=["BarBench"], claims=claims, provenance=PROVENANCE)


def test_text_is_escaped_and_every_item_is_highlighted_despite_overlaps():
    record = make_record()
    page = render_report([record])
    assert "<script>alert(1)</script>" not in page.split("<script>")[0]
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    ids = {i for attr in re.findall(r'data-items="([^"]+)"', page) for i in attr.split()}
    assert ids == {item.id for item in items_of(record, 0)}
    assert len(ids) == 4  # two claims over one clause, a method, a benchmark inside that clause
    # the overlap is cut into segments: BarBench sits inside both claims' evidence
    assert re.search(r'data-items="r0c0 r0c1 r0b0"[^>]*>BarBench<', page)


def test_page_is_self_contained():
    page = render_report([make_record()])
    assert "http://" not in page and "https://" not in page and "<link" not in page
