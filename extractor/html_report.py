"""One self-contained HTML file (no CDN, works offline): every abstract with its
methods, benchmarks and claims highlighted in place by character offsets, and
a claims table that sorts and filters.

Overlapping spans (two claims stated in one clause, a name inside a claim's
evidence) are cut at every boundary into segments; each segment lists the
items covering it in `data-items`, so every item stays countable and
hoverable. All text goes through html.escape.
"""

from __future__ import annotations

import html
import json
import re
from dataclasses import dataclass

from .formats import flat, html_table
from .schema import Record
from .tables import LEADERBOARD_COLUMNS, claim_rows, leaderboards
from .verify import claim_rules, explain_name, explain_reading

KIND_COLOURS = {"score": "#cfe3ff", "delta": "#c9f2d0", "ratio": "#ffe0b8", "count": "#e6d9ff", "setting": "#e4e4e4"}


@dataclass(frozen=True)
class Item:
    id: str
    start: int
    end: int
    css: str
    title: str


def items_of(record: Record, number: int) -> list[Item]:
    """Every grounded item of a record with its span: claims by their evidence
    offsets, names at their first occurrence in the text."""
    items = [
        Item(f"r{number}c{i}", c.start, c.end, f"claim {c.kind}",
             f"{c.kind}: {c.raw} = {flat(c.value)}{' ' + c.unit if c.unit else ''}"
             f" | metric: {c.metric or '-'} | benchmark: {c.benchmark or '-'} | subject: {c.subject or '-'}"
             f" | rules: {rules or '-'}")
        for i, (c, rules) in enumerate(zip(record.claims, claim_rules(record)))  # read once for the record
    ]
    for role, names in (("method", record.methods), ("benchmark", record.benchmarks)):
        for i, name in enumerate(names):
            span = find_span(record.text, name)
            if span:
                items.append(Item(f"r{number}{role[0]}{i}", span[0], span[1], role,
                                  f"{role}: {name} | rules: {explain_name(record, name) or '-'}"))
    return items


def find_span(text: str, name: str) -> tuple[int, int] | None:
    at = text.find(name)
    if at >= 0:
        return at, at + len(name)
    match = re.search(re.escape(name), text, re.IGNORECASE)
    return match.span() if match else None


def highlight(text: str, items: list[Item]) -> str:
    cuts = sorted({0, len(text), *(i.start for i in items), *(i.end for i in items)})
    out = []
    for start, end in zip(cuts, cuts[1:]):
        covering = [i for i in items if i.start <= start and end <= i.end]
        chunk = html.escape(text[start:end])
        if not covering:
            out.append(chunk)
            continue
        classes = " ".join(sorted({c for i in covering for c in i.css.split()}))
        title = html.escape("\n".join(i.title for i in covering))
        ids = " ".join(i.id for i in covering)
        out.append(f'<span class="hl {classes}" data-items="{ids}" title="{title}">{chunk}</span>')
    return "".join(out)


def leaderboard_section(records: list[Record], aliases: dict[str, str] | None = None) -> str:
    """Every benchmark × metric leaderboard (as `extractor table --view leaderboard`)."""
    boards = leaderboards(records, aliases=aliases)
    if not boards:
        return "<p>No score claims on a named benchmark.</p>\n"
    return "".join(f"<h3>{html.escape(bench)} · {html.escape(metric)}</h3>\n"
                   + html_table(rows, LEADERBOARD_COLUMNS, ' class="leaderboard"')
                   for (bench, metric), rows in boards.items())


def render_report(records: list[Record], title: str = "extractor report", aliases: dict[str, str] | None = None) -> str:
    cards = []
    for number, record in enumerate(records):
        items = items_of(record, number)
        sources = ", ".join(f"{s.file}#{s.index}" for s in record.sources)
        cards.append(
            f'<article class="abstract" id="{html.escape(record.id)}">'
            f"<h2>{html.escape(record.title or record.id)}</h2>"
            f'<p class="meta"><b title="{html.escape(explain_reading(record))}">task:</b> '
            f'{html.escape(record.task or "-")} · '
            f'<b>contribution:</b> {html.escape(record.contribution or "-")} · '
            f'<b>methods:</b> {html.escape(", ".join(record.methods) or "-")} · '
            f'<b>benchmarks:</b> {html.escape(", ".join(record.benchmarks) or "-")} · '
            f'<b>sources:</b> {html.escape(sources)}</p>'
            f'<p class="text">{highlight(record.text, items)}</p></article>'
        )
    rows = list(claim_rows(records))
    columns = ["record_id", "methods", "benchmark", "metric", "value", "unit", "kind", "subject", "evidence"]
    head = "".join(f'<th data-col="{i}">{c}</th>' for i, c in enumerate(columns))
    body = "".join(
        f'<tr data-kind="{html.escape(row["kind"])}">'
        + "".join(f"<td>{html.escape(flat(row[c]))}</td>" for c in columns) + "</tr>\n"
        for row in rows
    )
    kinds = "".join(f'<option value="{k}">{k}</option>' for k in KIND_COLOURS)
    colours = "".join(f".claim.{k}{{background:{v}}}" for k, v in KIND_COLOURS.items())
    summary = {"records": len(records), "claims": len(rows)}
    return TEMPLATE.format(
        title=html.escape(title), colours=colours, kinds=kinds, head=head, body=body,
        cards="\n".join(cards), summary=html.escape(json.dumps(summary)), script=SCRIPT,
        leaderboards=leaderboard_section(records, aliases),
        n_records=len(records), n_claims=len(rows),
    )


TEMPLATE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{title}</title>
<style>
body{{font-family:system-ui,sans-serif;margin:1.5rem;max-width:80rem;color:#222}}
.hl{{border-radius:3px;cursor:help}} {colours}
.method{{text-decoration:underline 2px #d33;text-underline-offset:3px;font-weight:600}}
.benchmark{{text-decoration:underline 2px #088;text-underline-offset:3px;font-weight:600}}
.abstract{{border-top:1px solid #ddd;padding:.5rem 0}} .abstract h2{{font-size:1rem;margin:.3rem 0}}
.meta{{font-size:.85rem;color:#555}} .text{{line-height:1.6}}
table{{border-collapse:collapse;font-size:.85rem;width:100%}} th,td{{border:1px solid #ddd;padding:.25rem .4rem;vertical-align:top}}
th{{background:#f4f4f4;cursor:pointer;position:sticky;top:0}} .controls{{margin:.5rem 0;display:flex;gap:.5rem}}
[hidden]{{display:none!important}}
</style></head><body>
<h1>{title}</h1>
<p id="summary" data-summary="{summary}">{n_records} abstracts, {n_claims} claims. Colours: claim kinds
<span class="hl claim score">score</span> <span class="hl claim delta">delta</span>
<span class="hl claim ratio">ratio</span> <span class="hl claim count">count</span>
<span class="hl claim setting">setting</span>; <span class="method">method</span>,
<span class="benchmark">benchmark</span>. Hover a highlight for details.</p>
<div class="controls"><input id="search" type="search" placeholder="search abstracts" size="30">
<input id="filter" type="search" placeholder="filter claims" size="30">
<select id="kind"><option value="">all kinds</option>{kinds}</select></div>
<h2>Claims</h2>
<table id="claims"><thead><tr>{head}</tr></thead><tbody>
{body}</tbody></table>
<details id="leaderboards"><summary><h2 style="display:inline">Leaderboards</h2> (score claims ranked per benchmark and metric)</summary>
{leaderboards}</details>
<h2>Abstracts</h2>
{cards}
<script>{script}</script>
</body></html>
"""

# Plain JS, no libraries. Initial filters may come from the URL hash
# (#q=...&filter=...&kind=...) so a page can be opened already filtered.
SCRIPT = """
const $ = (id) => document.getElementById(id);
function apply() {
  const q = $('search').value.toLowerCase(), f = $('filter').value.toLowerCase(), k = $('kind').value;
  for (const a of document.querySelectorAll('article.abstract'))
    a.hidden = q !== '' && !a.textContent.toLowerCase().includes(q);
  for (const tr of document.querySelectorAll('#claims tbody tr'))
    tr.hidden = (k !== '' && tr.dataset.kind !== k) || (f !== '' && !tr.textContent.toLowerCase().includes(f));
}
function sortBy(col) {
  const body = document.querySelector('#claims tbody'), rows = [...body.rows];
  const dir = body.dataset.col === String(col) && body.dataset.dir === 'asc' ? 'desc' : 'asc';
  const key = (tr) => { const t = tr.cells[col].textContent, n = parseFloat(t); return isNaN(n) ? t.toLowerCase() : n; };
  rows.sort((a, b) => { const x = key(a), y = key(b); return (x < y ? -1 : x > y ? 1 : 0) * (dir === 'asc' ? 1 : -1); });
  rows.forEach((tr) => body.appendChild(tr));
  body.dataset.col = col; body.dataset.dir = dir;
}
document.querySelectorAll('#claims th').forEach((th) => th.addEventListener('click', () => sortBy(+th.dataset.col)));
['search', 'filter', 'kind'].forEach((id) => $(id).addEventListener('input', apply));
const params = new URLSearchParams(location.hash.slice(1));
$('search').value = params.get('q') || ''; $('filter').value = params.get('filter') || ''; $('kind').value = params.get('kind') || '';
apply();
"""
