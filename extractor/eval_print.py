"""Terminal tables for the eval report (rich)."""

from __future__ import annotations

import json

from rich.console import Console
from rich.table import Table

from .evaluate import LeaderboardReport, Report

# (label, figure, bar) in the order of the quality bar of the project.
BAR = {"methods F1": 0.88, "benchmarks F1": 0.88, "result-claims F1": 0.95, "kind accuracy": 0.90,
       "benchmark attribution": 0.85, "task token-F1": 0.65}


def eval_rows(report: Report) -> list[tuple[str, float, str]]:
    def prf(label, value):
        return (label, value.f1, f"P {value.precision:.2f}  R {value.recall:.2f}  ({value.tp}/{value.predicted} pred, {value.gold} gold)")

    def rate(label, value):
        return (label, value.value, f"{value.hits}/{value.total}")

    return [
        prf("methods F1", report.methods_lenient), prf("methods F1 (exact)", report.methods_exact),
        prf("benchmarks F1", report.benchmarks_lenient), prf("benchmarks F1 (exact)", report.benchmarks_exact),
        rate("headline method found", report.headline_method),
        rate("unnamed contributions kept empty", report.unnamed_kept_empty),
        prf("result-claims F1", report.result_claims), prf("all-claims F1", report.all_claims),
        rate("kind accuracy", report.kind_accuracy), rate("benchmark attribution", report.benchmark_attribution),
        ("task token-F1", report.task_token_f1, "best of task and alternates"),
        ("metric token-F1", report.metric_token_f1.value, f"{len(report.metric_token_f1.values)} matched claims naming one"),
        rate("names grounded", report.names_grounded), rate("claims grounded", report.claims_grounded),
    ]


def figure_and_mark(value: float, bar: float | None) -> tuple[str, str]:
    """A figure to two places and its mark against its bar, judged on the unrounded value: 0.9458 against 0.95 is
    short, and is shown to as many places as it takes ("0.946", 208/219 "0.9498") never to read as the bar it misses."""
    shown = f"{value:.2f}"
    if bar is None:
        return shown, ""
    for places in (3, 4):
        if value >= bar or float(shown) < bar:
            break
        shown = f"{value:.{places}f}"
    return shown, f"≥ {bar:.2f} {'✓' if value >= bar else '✗'}"


def _console() -> Console:
    return Console(width=max(120, Console().width))  # a log file gets the whole table too


def print_reports(reports: list[tuple[str, Report | LeaderboardReport]], details: bool = False) -> None:
    for label, report in reports:
        if isinstance(report, LeaderboardReport):
            print_leaderboard(report, label, details)
        else:
            print_eval(report, details, label)


def reports_json(reports: list[tuple[str, Report | LeaderboardReport]]) -> str:
    """{"sets": [{"gold": label, "kind": ..., "summary": ..., "per_abstract": ...}, ...]}."""
    sets = [{"gold": label, "kind": "leaderboard" if isinstance(report, LeaderboardReport) else "annotated",
             "scored": bool(report.matched),  # False: no record matched, so no figure (none is written)
             **(json.loads(report.to_json()) if report.matched else {"unmatched_gold": report.unmatched_gold})}
            for label, report in reports]
    return json.dumps({"sets": sets}, indent=2, ensure_ascii=False)


# Leaderboard figures and their targets (issue 10).
LEADERBOARD_BAR = {"score recall": 0.95, "dataset attribution": 0.80}


def print_leaderboard(report: LeaderboardReport, label: str = "gold", details: bool = False) -> None:
    console = _console()
    if _nothing_scored(report, console, label, "leaderboard papers"):
        return
    table = Table(title=f"{label}: {_matched(report)} leaderboard papers matched to records")
    for column in ("figure", "value", "bar", "counts"):
        table.add_column(column, justify="right" if column in ("value", "bar") else "left")
    for name, rate in [("score recall", report.score_recall), ("dataset attribution", report.dataset_attribution),
                       ("benchmark recall", report.benchmark_recall)]:
        shown, mark = figure_and_mark(rate.value, LEADERBOARD_BAR.get(name))
        table.add_row(name, shown, mark, f"{rate.hits}/{rate.total}")
    console.print(table)
    _print_tail(console, report, details)


def _matched(report: Report | LeaderboardReport) -> str:
    """'15' when every gold item has a record, else '15 of 60' (the figures cover the 15 only)."""
    if not report.unmatched_gold:
        return str(report.matched)
    return f"{report.matched} of {report.matched + len(report.unmatched_gold)}"


def _nothing_scored(report: Report | LeaderboardReport, console: Console, label: str, items: str) -> bool:
    """A set none of whose items has a record prints one line, not a table of figures over nothing."""
    if report.matched:
        return False
    count = len(report.unmatched_gold)
    console.print(f"[red]{label}: no record matches any of its {count} {items}: nothing scored[/]")
    return True


def _print_tail(console: Console, report: Report | LeaderboardReport, details: bool) -> None:
    if report.unmatched_gold:
        console.print(f"[yellow]{len(report.unmatched_gold)} gold items have no record (not in the figures):[/] "
                      f"{report.unmatched_gold}")
    if details:
        for item in report.per_abstract:
            if len(item) > 2 or isinstance(report, Report):
                console.print_json(json.dumps(item, ensure_ascii=False))


def print_eval(report: Report, details: bool = False, label: str = "extractor eval") -> None:
    console = _console()
    if _nothing_scored(report, console, label, "gold abstracts"):
        return
    table = Table(title=f"{label}: {_matched(report)} abstracts matched to gold")
    table.add_column("figure")
    table.add_column("value", justify="right")
    table.add_column("bar", justify="right")
    table.add_column("counts")
    for label, value, counts in eval_rows(report):
        shown, mark = figure_and_mark(value, BAR.get(label))
        table.add_row(label, shown, mark, counts)
    if report.seconds:
        # a call's own latency, not the run's time per abstract: calls overlap on parallel slots (README, Speed),
        # so no bar is judged here
        ordered = sorted(report.seconds)
        median = ordered[len(ordered) // 2]
        table.add_row("seconds per call (median)", f"{median:.1f}", "", "each call's own latency, from provenance")
    console.print(table)
    _print_tail(console, report, details)
