"""Terminal tables for the eval report (rich)."""

from __future__ import annotations

import json

from rich.console import Console
from rich.table import Table

from .evaluate import Report

# (label, figure, bar) in the order of the quality bar of the project.
BAR = {"methods F1": 0.80, "benchmarks F1": 0.80, "result-claims F1": 0.92, "kind accuracy": 0.85,
       "benchmark attribution": 0.80, "task token-F1": 0.50}


def eval_rows(report: Report) -> list[tuple[str, str, str]]:
    def prf(label, value):
        return (label, f"{value.f1:.2f}", f"P {value.precision:.2f}  R {value.recall:.2f}  ({value.tp}/{value.predicted} pred, {value.gold} gold)")

    def rate(label, value):
        return (label, f"{value.value:.2f}", f"{value.hits}/{value.total}")

    return [
        prf("methods F1", report.methods_lenient), prf("methods F1 (exact)", report.methods_exact),
        prf("benchmarks F1", report.benchmarks_lenient), prf("benchmarks F1 (exact)", report.benchmarks_exact),
        rate("headline method found", report.headline_method),
        rate("unnamed contributions kept empty", report.unnamed_kept_empty),
        prf("result-claims F1", report.result_claims), prf("all-claims F1", report.all_claims),
        rate("kind accuracy", report.kind_accuracy), rate("benchmark attribution", report.benchmark_attribution),
        ("task token-F1", f"{report.task_token_f1:.2f}", "best of task and alternates"),
        rate("names grounded", report.names_grounded), rate("claims grounded", report.claims_grounded),
    ]


def print_eval(report: Report, details: bool = False) -> None:
    console = Console(width=max(120, Console().width))  # a log file gets the whole table too
    table = Table(title=f"extractor eval: {report.matched} abstracts matched to gold")
    table.add_column("figure")
    table.add_column("value", justify="right")
    table.add_column("bar", justify="right")
    table.add_column("counts")
    for label, value, counts in eval_rows(report):
        bar = BAR.get(label)
        mark = "" if bar is None else (f"≥ {bar:.2f} ✓" if float(value) >= bar else f"≥ {bar:.2f} ✗")
        table.add_row(label, value, mark, counts)
    if report.seconds:
        ordered = sorted(report.seconds)
        table.add_row("seconds per abstract (median)", f"{ordered[len(ordered) // 2]:.1f}", "≤ 8", "from provenance")
    console.print(table)
    if report.unmatched_gold:
        console.print(f"[yellow]{len(report.unmatched_gold)} gold abstracts have no record:[/] {report.unmatched_gold}")
    if details:
        for item in report.per_abstract:
            console.print_json(json.dumps(item, ensure_ascii=False))
