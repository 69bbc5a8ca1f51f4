"""The command line: a thin shell over the library (`extractor.pipeline`)."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Annotated

import typer

from .settings import CALL_SECONDS, DEFAULT_MODE, RECORD_TIMEOUT

app = typer.Typer(
    help="Turn ML paper abstracts into grounded, cached records of what each paper claims.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
)

Paths = Annotated[list[Path], typer.Argument(help="Text (.txt) or JSONL files, or directories of them.")]
BaseUrl = Annotated[str | None, typer.Option(help="OpenAI-compatible endpoint; default: the embedded model.", envvar="OPENAI_BASE_URL", show_envvar=True)]
ModelName = Annotated[str | None, typer.Option("--model", help="Model name at the endpoint.", envvar="EXTRACTOR_MODEL")]
Mode = Annotated[str, typer.Option(help="How to constrain output: auto (probe the endpoint once), tools, json_schema, json or md_json.")]
CacheDir = Annotated[Path, typer.Option(help="Cache directory (recordings live in its recordings/).")]
PricesFile = Annotated[Path | None, typer.Option(
    "--prices", help="Price table (TOML, as extractor/prices.toml) over the shipped one, for the estimated cost.",
    envvar="EXTRACTOR_PRICES", show_envvar=True)]


@app.command()
def extract(
    paths: Paths,
    out: Annotated[Path, typer.Option("-o", "--out", help="Output directory.")] = Path("out"),
    base_url: BaseUrl = None,
    model: ModelName = None,
    mode: Mode = DEFAULT_MODE,
    cache_dir: CacheDir = Path("cache"),
    offline: Annotated[bool, typer.Option(help="Start no model: read only the cache and the shipped recordings.")] = False,
    refresh: Annotated[bool, typer.Option(help="Ignore cached answers and ask the model again.")] = False,
    timeout: Annotated[float, typer.Option(help="Deadline in seconds for one call, the whole answer included.")] = CALL_SECONDS,
    record_timeout: Annotated[float, typer.Option(help="Seconds one record may take: its calls, re-asks and every wait (Retry-After included).")] = RECORD_TIMEOUT,
    concurrency: Annotated[int, typer.Option(min=1, help="Requests at once (remote endpoints).")] = 1,
    rpm: Annotated[float | None, typer.Option(help="At most this many requests a minute.")] = None,
    prices: PricesFile = None,
) -> None:
    """Extract records.jsonl and claims.csv from abstracts."""
    from .export import RunWriter

    price_table = _prices(prices)  # a bad price file stops the run before any call
    writer = RunWriter(out)
    try:
        result = _run(paths, base_url, model, mode, cache_dir, offline, refresh, timeout, concurrency, rpm,
                      on_record=writer.record, record_timeout=record_timeout)
        for failure in result.failures:  # kept to be listed; records stream straight to the file
            writer.failure(failure)
    except BaseException:
        writer.abort()
        raise
    _report(result, writer.commit(), price_table)
    raise typer.Exit(0 if result.ok else 1)


@app.command()
def record(
    paths: Paths,
    to: Annotated[Path, typer.Option(help="Recordings file to write.")] = Path("cache/recordings/seeds.jsonl"),
    base_url: BaseUrl = None,
    model: ModelName = None,
    mode: Mode = DEFAULT_MODE,
    cache_dir: CacheDir = Path("cache"),
    refresh: Annotated[bool, typer.Option("--refresh/--keep-cached", help="Ask the model for every abstract, or only for those the cache lacks.")] = True,
    offline: Annotated[bool, typer.Option(help="Start no model: rewrite the recordings from the cache and themselves, with records built by the current code (review the diff after a rules change).")] = False,
    prices: PricesFile = None,
) -> None:
    """Extract PATHS with the model and write the recordings that `--offline`
    replays on a fresh clone."""
    from .cache import write_recordings

    price_table = _prices(prices)
    result = _run(paths, base_url, model, mode, cache_dir, offline=offline, refresh=refresh and not offline,
                  keep_entries=True)
    write_recordings(result.entries, to)
    _report(result, {"recordings": to}, price_table)
    raise typer.Exit(0 if result.ok else 1)


@app.command("eval")
def evaluate(
    records: Annotated[Path | None, typer.Argument(help="records.jsonl to score.")] = None,
    gold: Annotated[Path, typer.Option(help="Gold annotations (JSONL, as ../shared/gold/dev.jsonl).")] = ...,
    floor: Annotated[bool, typer.Option(help="Score the regex-only floor on the gold texts instead.")] = False,
    json_out: Annotated[Path | None, typer.Option("--json", help="Also write the full report as JSON.")] = None,
    details: Annotated[bool, typer.Option(help="Print each abstract's misses and spurious items.")] = False,
) -> None:
    """Score records against gold: names, claims, kinds, attribution, task, grounding."""
    from .eval_print import print_eval
    from .evaluate import evaluate as run_eval
    from .evaluate import read_gold

    try:
        items = read_gold(gold)
    except (OSError, ValueError) as err:
        typer.secho(f"error: {err}", fg="red", err=True)
        raise typer.Exit(2) from err
    if floor:
        from .baseline import floor_record
        from .corpus import Abstract, abstract_id

        found = [floor_record(Abstract(abstract_id(g["text"]), g["text"])) for g in items]
    elif records is None:
        raise typer.BadParameter("give RECORDS, or --floor")
    else:
        found = _read_records(records)
    report = run_eval(found, items)
    print_eval(report, details)
    if json_out:
        json_out.write_text(report.to_json(), encoding="utf-8")


RecordsArg = Annotated[Path, typer.Argument(help="records.jsonl written by `extractor extract`.")]


@app.command()
def table(
    records: RecordsArg,
    view: Annotated[str, typer.Option(help="claims (grouped by benchmark), benchmarks, or methods.")] = "claims",
    fmt: Annotated[str, typer.Option("--format", help="markdown, csv, html or jsonl.")] = "markdown",
    benchmark: Annotated[str | None, typer.Option(help="Only claims on benchmarks containing this.")] = None,
    kind: Annotated[str | None, typer.Option(help="Only claims of this kind.")] = None,
    method: Annotated[str | None, typer.Option(help="Only claims of papers whose methods or subject contain this.")] = None,
    grep: Annotated[str | None, typer.Option(help="Only claims matching this regular expression anywhere.")] = None,
) -> None:
    """Benchmark × method × metric tables of the claims, or the benchmarks and methods seen."""
    from .formats import render
    from .tables import VIEW_COLUMNS, ClaimFilter, benchmark_usage, claims_by_benchmark, method_tasks

    found = _read_records(records)
    if view == "benchmarks":
        typer.echo(render(benchmark_usage(found), ["benchmark", "papers", "claims", "introduced_here"], fmt), nl=False)
    elif view == "methods":
        typer.echo(render(method_tasks(found), ["method", "task", "contribution", "claims", "record_id"], fmt), nl=False)
    elif view == "claims":
        groups = claims_by_benchmark(found, ClaimFilter(benchmark, kind, method, grep))
        if fmt in ("csv", "jsonl"):  # one flat table, the benchmark a column
            rows = [dict(row, benchmark=name) for name, group in groups.items() for row in group]
            typer.echo(render(rows, ["benchmark", *VIEW_COLUMNS], fmt), nl=False)
        else:
            for name, group in groups.items():
                heading = f"<h2>{html_escape(name)}</h2>\n" if fmt == "html" else f"## {name}\n\n"
                typer.echo(heading + render(group, VIEW_COLUMNS, fmt))
    else:
        raise typer.BadParameter("--view is claims, benchmarks or methods")


def html_escape(text: str) -> str:
    import html

    return html.escape(text)


@app.command()
def export(
    records: RecordsArg,
    out: Annotated[Path, typer.Option("-o", "--out", help="Directory for the tables.")] = Path("out/tables"),
    formats: Annotated[str, typer.Option("--format", help="Comma-separated: jsonl, csv, parquet.")] = "jsonl,csv,parquet",
) -> None:
    """Write the records, claims, methods and benchmarks tables (columns in the README)."""
    from .export import export_tables

    for path in export_tables(_read_records(records), out, [f.strip() for f in formats.split(",") if f.strip()]):
        typer.echo(str(path))


@app.command()
def schema() -> None:
    """Print the JSON Schema of a record."""
    import json

    from .schema import Record

    typer.echo(json.dumps(Record.model_json_schema(), indent=2))


@app.command()
def report(
    records: RecordsArg,
    out: Annotated[Path, typer.Option("-o", "--out", help="HTML file to write.")] = Path("out/report.html"),
) -> None:
    """One self-contained HTML page: abstracts with every item highlighted, a sortable claims table."""
    from .export import write_atomic
    from .html_report import render_report

    write_atomic(out, render_report(_read_records(records)))
    typer.echo(str(out))


def _read_records(path: Path):
    from .export import read_records

    try:
        return read_records(path)
    except (OSError, ValueError) as err:
        typer.secho(f"error: {err}", fg="red", err=True)
        raise typer.Exit(2) from err


def _run(paths, base_url, model, mode, cache_dir, offline, refresh, timeout=CALL_SECONDS, concurrency=1, rpm=None,
         record_timeout=RECORD_TIMEOUT, **sinks):
    import signal
    import sys

    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from .pipeline import extract as run_extract
    from .providers.embedded import EmbeddedModelError
    from .settings import ModelSettings

    # SIGTERM unwinds like Ctrl-C, so the embedded server is stopped on the way out.
    signal.signal(signal.SIGTERM, lambda signum, frame: sys.exit(128 + signum))
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(message)s")
    logging.getLogger("instructor").setLevel(logging.CRITICAL)  # we report failures ourselves
    try:
        settings = ModelSettings(base_url=base_url, model=model, mode=mode, timeout=timeout,
                                 record_timeout=record_timeout)
    except ValueError as err:
        raise typer.BadParameter(str(err), param_hint="--mode") from err
    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
    with Progress(*columns, transient=True) as bar:
        task = bar.add_task(f"extracting with {settings.model_name}", total=None)

        class Tick:
            def started(self, total: int) -> None:
                bar.update(task, total=total)

            def finished(self, abstract, outcome: str) -> None:
                bar.advance(task)

        try:
            return run_extract(paths, settings=settings, cache_dir=cache_dir, offline=offline,
                               refresh=refresh, progress=Tick(), concurrency=concurrency, rpm=rpm, **sinks)
        except EmbeddedModelError as err:
            bar.stop()
            typer.secho(f"error: {err}", fg="red", err=True)
            raise typer.Exit(2) from err


def _prices(path: Path | None):
    from .costs import PriceError, load_prices

    try:
        return load_prices(path)
    except PriceError as err:
        typer.secho(f"error: {err}", fg="red", err=True)
        raise typer.Exit(2) from err


def _cost(table, model: str, usage) -> str:
    cost = table.cost(model, usage)
    if cost is None:
        return f"unknown: no price for {model} (see --prices)"
    price = table.price(model)
    return f"${cost:.4f} at ${price.input:g} / ${price.output:g} per M tokens"


def _report(result, written: dict[str, Path], prices) -> None:
    from rich.console import Console
    from rich.table import Table

    console = Console(stderr=True)
    for problem in result.problems:
        console.print(f"[yellow]input:[/] {problem}", highlight=False)
    by_reason: dict[str, list] = {}
    for failure in result.failures:
        by_reason.setdefault(failure.reason, []).append(failure)
    for reason, failures in by_reason.items():
        if len(failures) > 3 and not reason.startswith("not in the cache"):
            # One cause for many records (an endpoint that is gone): say it once.
            console.print(f"[red]failed:[/] {len(failures)} records: {reason} (each is in failures.jsonl)",
                          highlight=False)
            continue
        for failure in failures:  # offline misses are listed one by one, with their sources
            where = ", ".join(f"{s.file}#{s.index}" for s in failure.sources)
            console.print(f"[red]failed:[/] {failure.id} ({where}): {reason}", highlight=False)
    s = result.summary
    table = Table(title="extractor summary", show_header=False)
    for label, value in [
        ("abstracts read", s.read), ("unique records", s.unique), ("records written", s.unique - s.failures),
        ("cache hits", s.cache_hits), ("model calls", s.model_calls), ("output mode", s.mode or "none (no call)"),
        ("failures", s.failures),
        ("input problems", s.input_problems),
        ("tokens this run (prompt + completion)", f"{s.usage.prompt_tokens} + {s.usage.completion_tokens}"),
        ("estimated cost this run", _cost(prices, s.model, s.usage)),
    ]:
        table.add_row(label, str(value))
    if s.cache_hits:
        table.add_row("tokens behind the cache hits",
                      f"{s.cached_usage.prompt_tokens} + {s.cached_usage.completion_tokens}")
        table.add_row("their estimated cost when made", _cost(prices, s.model, s.cached_usage))
    table.add_row("wall time", f"{s.seconds:.1f} s")
    for name, path in written.items():
        table.add_row(name, str(path))
    console.print(table)


def main() -> None:
    app()
