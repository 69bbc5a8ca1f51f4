"""The command line: a thin shell over the library (`extractor.pipeline`).

One grammar: the options several commands share are the Annotated aliases
below, each defined once, with the defaults of defaults.py;
formats are choices the parser checks. An error the user can fix (a path, an
option, a broken cache) ends in one line naming it, with exit code 2.
"""

from __future__ import annotations

import functools
import inspect
import logging
import re
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Annotated

import typer

from .defaults import (CLAIM_KINDS, DEFAULT_CACHE_DIR, DEFAULT_MODE, DEFAULT_OUT_DIR, DEFAULT_RECORD_TIMEOUT,
                       DEFAULT_TIMEOUT)
from .formats import DEFAULT_EXPORT_FORMATS, EXPORT_FORMATS, RENDERERS, terminal_safe
from .options import InputFields, RunOptions

app = typer.Typer(
    help="Turn ML paper abstracts into grounded, cached records of what each paper claims.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
)

TableFormat = Enum("TableFormat", {name: name for name in RENDERERS}, type=str)


class View(str, Enum):
    claims = "claims"
    leaderboard = "leaderboard"
    benchmarks = "benchmarks"
    methods = "methods"


ClaimKind = Enum("ClaimKind", {kind: kind for kind in CLAIM_KINDS}, type=str)  # `table --kind`, parser-checked


def _export_formats(values: list[str]) -> list[str]:
    """--format repeated or comma-separated, each value checked by the parser."""
    chosen = [f.strip() for value in values for f in value.split(",") if f.strip()]
    unknown = [f for f in chosen if f not in EXPORT_FORMATS]
    if unknown or not chosen:
        raise typer.BadParameter(f"{', '.join(unknown) or 'nothing'}: choose from {', '.join(EXPORT_FORMATS)}")
    return list(dict.fromkeys(chosen))


def _regex(value: str | None) -> str | None:
    if value is not None:
        try:
            re.compile(value)
        except re.error as err:
            raise typer.BadParameter(f"{value!r} is not a regular expression ({err})") from err
    return value


# --- the options several commands share, each defined once ---------------------------------------

Paths = Annotated[list[Path], typer.Argument(help=(
    "Text (.txt), JSONL, JSON, CSV, TSV or Parquet files (any of them .gz), directories of them, "
    "or - for stdin."))]
RecordsArg = Annotated[Path, typer.Argument(help="records.jsonl written by `extractor extract`.")]
OutDir = Annotated[Path, typer.Option("-o", "--out", help="Output directory.")]
OutFile = Annotated[Path, typer.Option("-o", "--out", help="Output file.")]
TextField = Annotated[str | None, typer.Option(help="Field or column holding the abstract; default: text, abstract, summary or content.abstract.value.")]
IdField = Annotated[str | None, typer.Option(help="Field or column holding the paper's own id; default: id, paper_id, ...")]
TitleField = Annotated[str | None, typer.Option(help="Field or column holding the title; default: title, ...")]
BaseUrl = Annotated[list[str] | None, typer.Option(help=(
    "OpenAI-compatible endpoint; repeat it (or comma-separate it in the variable) for a fleet, each call going "
    "to the endpoint with the fewest in flight; default: the embedded model."), envvar="OPENAI_BASE_URL", show_envvar=True)]
ModelName = Annotated[str | None, typer.Option("--model", help="Model name at the endpoint.", envvar="EXTRACTOR_MODEL")]
Mode = Annotated[str, typer.Option(help="How to constrain output: auto (probe the endpoint once), tools, json_schema, json or md_json.")]
Timeout = Annotated[float, typer.Option(help="Deadline in seconds for one call, the whole answer included.")]
RecordTimeout = Annotated[float, typer.Option(help="Seconds one record may take: its calls, re-asks and every wait (Retry-After included).")]
CacheDir = Annotated[Path, typer.Option(help="Cache directory (recordings live in its recordings/).")]
PricesFile = Annotated[Path | None, typer.Option(
    "--prices", help="Price table (TOML, as extractor/prices.toml) over the shipped one, for the estimated cost.",
    envvar="EXTRACTOR_PRICES", show_envvar=True)]
Shard = Annotated[str | None, typer.Option(
    metavar="I/N", callback=lambda value: _shard(value),
    help="Only the abstracts whose id falls in shard I of N (1 <= I <= N; by id hash, the same on every machine).")]
Concurrency = Annotated[int | None, typer.Option(
    min=1, help="Requests at once; for a fleet, across all of its endpoints "
    "[default: the embedded llama-server's slots (EXTRACTOR_EMBEDDED_SLOTS), else 1].")]
Quiet = Annotated[bool, typer.Option("--quiet", "-q", help="No progress bar or progress lines.")]
JsonSummary = Annotated[bool, typer.Option("--json", help="Print the end-of-run summary as JSON on stdout.")]
TableFormatOption = Annotated[TableFormat, typer.Option("--format", help="Output format.")]
ExportFormats = Annotated[list[str], typer.Option(
    "--format", metavar="FORMAT[,FORMAT]", callback=_export_formats, help=f"Repeat or comma-separate: {', '.join(EXPORT_FORMATS)}.")]
Aliases = Annotated[Path | None, typer.Option(
    help="TOML or JSON mapping alias -> canonical benchmark name, merged in leaderboards and the claims and benchmarks views.")]


def _shard(value: str | None):
    from .shard import Shard

    try:
        return Shard.parse(value) if value else None
    except ValueError as err:
        raise typer.BadParameter(str(err)) from err


# --- option groups several commands share: each declared and built once ---------------------------
# A group is a function whose parameters are its options and whose result is what the
# command takes (as sqlite-utils shares click option groups between its commands):
# `@_uses(fields=_input_fields)` puts --text-field, --id-field and --title-field on the
# command, and hands it `fields`, built and checked before the command runs.


@dataclass(frozen=True)
class Reporting:
    """How a run reports: the price table (checked before any call), progress, the summary's form."""

    prices: object
    quiet: bool
    as_json: bool


def _input_fields(text_field: TextField = None, id_field: IdField = None,
                  title_field: TitleField = None) -> InputFields:
    return InputFields(text_field, id_field, title_field)


def _batch_options(cache_dir: CacheDir = DEFAULT_CACHE_DIR, shard: Shard = None, text_field: TextField = None,
                   id_field: IdField = None, title_field: TitleField = None) -> RunOptions:
    """What a batch step reads and where it keeps its state."""
    return RunOptions(cache_dir=cache_dir, shard=shard, fields=_input_fields(text_field, id_field, title_field))


def _endpoint_settings(base_url: BaseUrl = None, model: ModelName = None, mode: Mode = DEFAULT_MODE,
                       timeout: Timeout = DEFAULT_TIMEOUT,
                       record_timeout: RecordTimeout = DEFAULT_RECORD_TIMEOUT):
    """Which model answers, and how long it may take; a mode no provider knows is a usage error."""
    from .settings import ModelSettings

    try:
        return ModelSettings(base_url=",".join(base_url or []) or None, model=model, mode=mode,
                             timeout=timeout, record_timeout=record_timeout)
    except ValueError as err:
        raise typer.BadParameter(str(err), param_hint="--mode") from err


def _request_settings(model: ModelName = None, mode: Mode = DEFAULT_MODE):
    """The model and output mode of a request written down, not sent (no endpoint, no deadlines)."""
    return _endpoint_settings(model=model, mode=mode)


def _reporting(prices: PricesFile = None, quiet: Quiet = False,
               json_summary: JsonSummary = False) -> Reporting:
    return Reporting(_prices(prices), quiet, json_summary)


def _uses(**groups: Callable) -> Callable:
    """The command with each group's options in place of the parameter named after
    the group, and that parameter built from them when the command runs."""

    def decorate(command: Callable) -> Callable:
        own = inspect.signature(command, eval_str=True)
        options: dict[str, list[str]] = {}
        parameters = []
        for parameter in own.parameters.values():
            if parameter.name in groups:
                group = inspect.signature(groups[parameter.name], eval_str=True).parameters.values()
                options[parameter.name] = [option.name for option in group]
                parameters += group  # in the group's place, so --help lists them there
            else:
                parameters.append(parameter)
        taken = [p.name for p in parameters]
        assert len(taken) == len(set(taken)), f"{command.__name__}: an option in two groups"

        @functools.wraps(command)
        def run(*args, **kwargs):
            for name, names in options.items():
                kwargs[name] = groups[name](**{option: kwargs.pop(option) for option in names})
            return command(*args, **kwargs)

        run.__signature__ = own.replace(parameters=parameters)  # type: ignore[attr-defined]
        return run

    return decorate


def _fail(message: str) -> None:
    typer.secho(f"error: {terminal_safe(message)}", fg="red", err=True)
    raise typer.Exit(2)


def _user_errors(command: Callable) -> Callable:
    """The command, with path, output and cache errors ending in one line, exit 2."""

    @functools.wraps(command)
    def run(*args, **kwargs):
        from .cache import CacheError
        from .export import OutputError
        from .tables import AliasError

        try:
            return command(*args, **kwargs)
        except BrokenPipeError:
            _reader_left()
        except (CacheError, OutputError, AliasError) as err:
            _fail(str(err))
        except OSError as err:
            where = f"{err.filename}: " if err.filename else ""
            _fail(f"{where}{err.strerror or err}")

    return run


def _reader_left() -> None:
    """stdout's reader stopped reading (`| head`): not an error; stdout goes
    to /dev/null so the flush at exit does not complain."""
    import os
    import sys

    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    raise typer.Exit(0)


@app.command(epilog="Example: extractor extract seeds/ --offline -o out   (replays the shipped recordings, no model)")
@_user_errors
@_uses(settings=_endpoint_settings, reporting=_reporting, fields=_input_fields)
def extract(
    paths: Paths,
    out: OutDir = DEFAULT_OUT_DIR,
    settings=None,
    cache_dir: CacheDir = DEFAULT_CACHE_DIR,
    offline: Annotated[bool, typer.Option(help="Start no model: read only the cache and the shipped recordings.")] = False,
    refresh: Annotated[bool, typer.Option(help="Ignore cached answers and ask the model again.")] = False,
    concurrency: Concurrency = None,
    rpm: Annotated[float | None, typer.Option(help="At most this many requests a minute.")] = None,
    shard: Shard = None,
    batch: Annotated[bool, typer.Option(help=(
        "Through the endpoint's Batch API (half price, within 24 h): collect the finished batches, send what "
        "misses the cache as a new one; rerun until done (exit code 3 while a batch runs)."))] = False,
    reporting: Reporting = None,
    fields: InputFields = None,
) -> None:
    """Extract records.jsonl and claims.csv from abstracts."""
    from .cache import CacheError
    from .export import RunWriter
    options = RunOptions(cache_dir=cache_dir, offline=offline, refresh=refresh, concurrency=concurrency, rpm=rpm,
                         fields=fields, shard=shard)
    writer = RunWriter(out)
    flow, batch_report = _batch_flow(settings, options, submit=True) if batch else (None, None)
    try:
        result = _run(paths, settings, options, reporting.quiet, flow=flow, on_record_line=writer.record)
        for failure in result.failures:  # kept to be listed; records stream straight to the file
            writer.failure(failure)
    except CacheError:
        if writer.written:  # the records made before the cache broke are kept
            writer.commit()
        else:
            writer.abort()
        raise
    except BaseException:
        writer.abort()
        raise
    _report(result, writer.commit(), reporting, batch=batch)
    _exit(result, batch_report)


def _exit(result, batch_report) -> None:
    """0: every record written; 3: the rest waits in a batch (rerun later); 1: something failed."""
    if batch_report:
        _tell_batch(batch_report[0], result)
    if result.summary.deferred and not result.failures and not result.problems:
        raise typer.Exit(3)
    raise typer.Exit(0 if result.ok else 1)


def _batch_flow(settings, options, submit: bool, write_to: Path | None = None, polls: bool = True):
    """The batch flow as a drop-in for pipeline.extract, and a one-item list that receives its report."""
    from .batch import BatchAPI, run_batch

    if submit and settings.embedded:
        raise typer.BadParameter("a batch needs an endpoint with a Batch API: give --base-url or --model",
                                 param_hint="--batch")
    api = BatchAPI(settings.endpoints[0], settings.api_key, settings.timeout) if polls and not settings.embedded \
        else None
    report: list = []

    def flow(paths, settings, options, **sinks):
        try:
            result, batch = run_batch(paths, settings, options, api=api, submit=submit, write_to=write_to, **sinks)
        except Exception as err:  # answers collected so far are cached: a rerun goes on from there
            if not _openai_error(err):
                raise
            _fail(f"the Batch API at {settings.endpoints[0]} failed: {_api_error(err)}")
        report.append(batch)
        return result

    return flow, report


def _openai_error(err: Exception) -> bool:
    """An error of the openai client; when nothing imported it (a collect whose answers all
    read directly), it made no call and raised nothing: it is not imported for this check."""
    import sys

    openai = sys.modules.get("openai")
    return openai is not None and isinstance(err, openai.OpenAIError)


def _api_error(err) -> str:
    from .settings import scrub

    status = getattr(err, "status_code", None)
    return scrub(f"HTTP {status}: {err.message}" if status else type(err).__name__)[:300]


def _tell_batch(report, result) -> None:
    from .batch import status_line

    for submission in report.submissions:
        if not submission.done or submission.id == getattr(report.submitted, "id", None):
            typer.echo(terminal_safe(f"batch {status_line(submission)}"), err=True)
    collected = report.collected
    for malformed in collected.malformed[:10]:
        typer.echo(terminal_safe(f"batch output: {malformed}"), err=True)
    typer.echo(f"batch: {report.replayed} answers collected this run, {collected.failed} failed lines and "
               f"{len(collected.malformed)} malformed lines to ask again, {report.written} requests "
               + ("in a new batch" if report.submitted else "written" if report.written else "to send"), err=True)


@app.command(epilog="Example: extractor record seeds/ --offline --to cache/recordings/seeds.jsonl")
@_user_errors
@_uses(settings=_endpoint_settings, reporting=_reporting, fields=_input_fields)
def record(
    paths: Paths,
    to: Annotated[Path, typer.Option(help="Recordings file to write.")] = DEFAULT_CACHE_DIR / "recordings" / "seeds.jsonl",
    settings=None,
    cache_dir: CacheDir = DEFAULT_CACHE_DIR,
    refresh: Annotated[bool, typer.Option("--refresh/--keep-cached", help="Ask the model for every abstract, or only for those the cache lacks.")] = True,
    offline: Annotated[bool, typer.Option(help="Start no model: rewrite the recordings from the cache and themselves, with records built by the current code (review the diff after a rules change).")] = False,
    reporting: Reporting = None,
    fields: InputFields = None,
) -> None:
    """Extract PATHS with the model and write the recordings that `--offline`
    replays on a fresh clone."""
    from .cache import write_recordings
    from .export import writable_file
    writable_file(to)  # found before the run's work, not after
    options = RunOptions(cache_dir=cache_dir, offline=offline, refresh=refresh and not offline, fields=fields)
    result = _run(paths, settings, options, reporting.quiet, keep_entries=True)
    write_recordings(result.entries, to)
    _report(result, {"recordings": to}, reporting)
    raise typer.Exit(0 if result.ok else 1)


@app.command("eval", epilog="Example: extractor eval out/records.jsonl --gold ../shared/gold/dev.jsonl --details")
@_user_errors
def evaluate(
    records: Annotated[list[Path] | None, typer.Argument(help="records.jsonl file(s) to score.")] = None,
    gold: Annotated[list[Path], typer.Option(help="Gold set (JSONL: annotated as dev.jsonl, or leaderboard as "
                                                  "leaderboard_dev.jsonl); repeat for several.")] = ...,
    floor: Annotated[bool, typer.Option(help="Score the regex-only floor on the gold texts instead.")] = False,
    json_out: Annotated[Path | None, typer.Option("--json", help="Also write the full report as JSON.")] = None,
    details: Annotated[bool, typer.Option(help="Print each abstract's misses and spurious items.")] = False,
) -> None:
    """Score records against gold: each set alone, then pooled by kind."""
    from .eval_print import print_reports, reports_json
    from .evaluate import evaluate_sets
    from .gold import gold_text, read_gold

    try:
        given: dict[Path, Path] = {}
        for path in gold:  # a file given twice, or by two names, is one set
            given.setdefault(path.resolve(), path)
        sets = [(str(path), read_gold(path)) for path in given.values()]
    except (OSError, ValueError) as err:
        _fail(str(err))
    if json_out:
        from .export import writable_file
        writable_file(json_out)  # found before the scoring, not after
    if floor:
        from .baseline import floor_record
        from .corpus import Abstract, abstract_id

        texts = dict.fromkeys(gold_text(item) for _, items in sets for item in items)
        found = [floor_record(Abstract(abstract_id(text), text)) for text in texts]
    elif not records:
        raise typer.BadParameter("give RECORDS, or --floor", param_hint="RECORDS")
    else:
        found = [record for path in records for record in _read_records(path)]
    reports = evaluate_sets(found, sets)
    print_reports(reports, details)
    if json_out:
        from .export import write_atomic

        write_atomic(json_out, reports_json(reports))
    files = {label for label, _ in sets}  # not the pooled sets: their files are named already
    unscored = [label for label, report in reports if not report.matched and label in files]
    if unscored:
        _fail(f"no record matches any item of {', '.join(unscored)}: were the records made from these abstracts?")


@app.command(epilog="Example: extractor table out/records.jsonl --view leaderboard --benchmark imagenet")
@_user_errors
def table(
    records: RecordsArg,
    view: Annotated[View, typer.Option(help="claims grouped by benchmark, a leaderboard per benchmark and metric, the benchmarks or the methods.")] = View.claims,
    fmt: TableFormatOption = TableFormat.markdown,
    benchmark: Annotated[str | None, typer.Option(help="Only claims on benchmarks containing this (leaderboard: the board of that name where there is one, else those containing it).")] = None,
    metric: Annotated[str | None, typer.Option(help="Only claims whose metric contains this.")] = None,
    kind: Annotated[ClaimKind | None, typer.Option(help="Only claims of this kind.")] = None,
    method: Annotated[str | None, typer.Option(help="Only claims of papers whose methods or subject contain this.")] = None,
    grep: Annotated[str | None, typer.Option(callback=_regex, help="Only claims matching this regular expression anywhere.")] = None,
    aliases: Aliases = None,
) -> None:
    """Benchmark × method × metric tables of the claims, ranked leaderboards,
    or the benchmarks and methods seen."""
    from .formats import render
    from .tables import (BOARD_COLUMNS, LEADERBOARD_COLUMNS, VIEW_COLUMNS, ClaimFilter, benchmark_usage,
                         claims_by_benchmark, leaderboards, load_aliases, method_tasks)

    fmt = fmt.value
    where = ClaimFilter(benchmark, kind and kind.value, method, grep, metric)
    if view in (View.benchmarks, View.methods) and where != ClaimFilter():
        raise typer.BadParameter("--benchmark, --metric, --kind, --method and --grep choose claims: use them with "
                                 "--view claims or --view leaderboard", param_hint="--view")
    if view is View.leaderboard and where.kind not in (None, "score"):
        raise typer.BadParameter(f"leaderboards rank score claims: --kind {where.kind} shows nothing there; use "
                                 "--view claims", param_hint="--kind")
    names = load_aliases(aliases)
    found = _read_records(records)
    if not found:  # not "no claim matches": nothing was there to match
        typer.secho(f"{terminal_safe(str(records))} holds no records: nothing to show", fg="yellow", err=True)
        return
    if view is View.benchmarks:
        _echo(render(benchmark_usage(found, names), ["benchmark", "papers", "claims", "introduced_here"], fmt))
    elif view is View.methods:
        _echo(render(method_tasks(found), ["method", "task", "contribution", "claims", "record_id"], fmt))
    elif view is View.leaderboard:
        boards = leaderboards(found, where, names)
        flat = fmt in ("csv", "jsonl")  # one table: each row says its board's benchmark, metric and direction
        _echo_groups({f"{bench} · {name}": rows for (bench, name), rows in boards.items()},
                     [*BOARD_COLUMNS, *LEADERBOARD_COLUMNS] if flat else LEADERBOARD_COLUMNS, fmt, "leaderboard")
    else:
        _echo_groups(claims_by_benchmark(found, where, names), VIEW_COLUMNS, fmt, "benchmark")


def _echo(text: str) -> None:
    """Print to stdout without the control characters a terminal would act on."""
    typer.echo(terminal_safe(text), nl=False)


def _echo_groups(groups: dict[str, list[dict]], columns: list[str], fmt: str, group_column: str) -> None:
    """Groups as sections (markdown, html), or one flat table with the group a column (csv, jsonl)."""
    import html

    from .formats import render

    if not groups:  # said on stderr, so a csv or jsonl on stdout stays a table (its header alone)
        typer.secho("no claim matches: nothing to show", fg="yellow", err=True)
    if fmt in ("csv", "jsonl"):
        rows = [dict(row, **{group_column: name}) for name, group in groups.items() for row in group]
        _echo(render(rows, [group_column, *columns], fmt))
        return
    for name, group in groups.items():
        heading = f"<h2>{html.escape(name)}</h2>\n" if fmt == "html" else f"## {name}\n\n"
        _echo(heading + render(group, columns, fmt) + "\n")


@app.command(epilog="Example: extractor export out/records.jsonl -o out/tables --format csv --format sqlite")
@_user_errors
def export(
    records: RecordsArg,
    out: OutDir = DEFAULT_OUT_DIR / "tables",
    formats: ExportFormats = list(DEFAULT_EXPORT_FORMATS),  # noqa: B008 (typer reads the default)
) -> None:
    """Write the records, claims, methods and benchmarks tables (columns in the
    README); `--format sqlite` writes them as one database, extractor.db."""
    from .export import export_tables

    for path in export_tables(_read_records(records), out, formats):
        typer.echo(terminal_safe(str(path)))


@app.command(epilog="Example: extractor schema > record.schema.json")
def schema() -> None:
    """Print the JSON Schema of a record."""
    import json

    from .schema import Record

    typer.echo(json.dumps(Record.model_json_schema(), indent=2))


@app.command(epilog="Example: extractor report out/records.jsonl -o out/report.html")
@_user_errors
def report(
    records: RecordsArg,
    out: OutFile = DEFAULT_OUT_DIR / "report.html",
    aliases: Aliases = None,
) -> None:
    """One self-contained HTML page: abstracts with every item highlighted, a
    sortable claims table, and the leaderboards."""
    from .export import writable_file, write_atomic
    from .html_report import render_report
    from .tables import load_aliases

    writable_file(out)  # found before reading and rendering
    write_atomic(out, render_report(_read_records(records), aliases=load_aliases(aliases)))
    typer.echo(terminal_safe(str(out)))


batch_app = typer.Typer(help="Provider batch jobs, step by step (`extract --batch` runs them all).",
                        no_args_is_help=True)
app.add_typer(batch_app, name="batch")


@batch_app.command("write", epilog="Example: extractor batch write papers.jsonl --model Qwen/Qwen2.5-7B-Instruct --to requests.jsonl")
@_user_errors
@_uses(settings=_request_settings, options=_batch_options)
def batch_write(
    paths: Paths,
    to: Annotated[Path, typer.Option(help="The request file to write (OpenAI batch input; vLLM run_batch reads it).")],
    settings=None,
    options: RunOptions = None,
    quiet: Quiet = False,
) -> None:
    """Write the requests that miss the cache as a batch input file: the same messages,
    tool schema and parameters as a live call (mode auto means tools here)."""
    from .export import writable_file

    writable_file(to)
    flow, report = _batch_flow(settings, options, submit=False, write_to=to, polls=False)
    _run(paths, settings, options, quiet, flow=flow, on_record=lambda record: None)
    typer.echo(f"{report[0].written} requests written to {terminal_safe(str(to))}")


@batch_app.command("collect", epilog="Example: extractor batch collect papers.jsonl --from results.jsonl --model M -o out")
@_user_errors
@_uses(settings=_endpoint_settings, options=_batch_options, reporting=_reporting)
def batch_collect(
    paths: Paths,
    out: OutDir = DEFAULT_OUT_DIR,
    results: Annotated[list[Path] | None, typer.Option("--from", help=(
        "A results file made elsewhere (OpenAI batch output, vLLM run_batch output); repeatable."))] = None,
    settings=None,
    options: RunOptions = None,
    reporting: Reporting = None,
) -> None:
    """Collect finished batches (polled at --base-url) and results files into the cache and
    write the records; submits nothing (what is missing: `extract --batch` or `batch write`)."""
    from .batch import BatchState
    from .export import RunWriter

    for file in results or []:
        if not file.is_file():
            _fail(f"{file}: no such results file")
        BatchState(options.cache_dir).imported(file)
    flow, report = _batch_flow(settings, options, submit=False, polls=bool(settings.base_url))
    writer = RunWriter(out, elsewhere=True)  # a collect's records come fast: stored and written by a second process
    try:
        result = _run(paths, settings, options, reporting.quiet, flow=flow, on_record_line=writer.record,
                      store_json=writer.stores_in(options.cache_dir))
        for failure in result.failures:
            writer.failure(failure)
    except BaseException:
        writer.abort()
        raise
    _report(result, writer.commit(), reporting, batch=True)
    _exit(result, report)


@batch_app.command("status", epilog="Example: extractor batch status --base-url https://api.openai.com/v1 --wait")
@_user_errors
def batch_status(
    base_url: BaseUrl = None,
    cache_dir: CacheDir = DEFAULT_CACHE_DIR,
    wait: Annotated[bool, typer.Option(help="Poll until every batch has ended, a line each time.")] = False,
    every: Annotated[float, typer.Option(min=0.0, help="Seconds between polls with --wait.")] = 60.0,
) -> None:
    """The batches of this cache directory: polled, and their output downloaded once they end."""
    import time

    from .batch import BatchAPI, BatchState, status_line

    settings = _endpoint_settings(base_url)
    state = BatchState(cache_dir)
    if not state.submissions():
        typer.echo(f"no batches in {terminal_safe(str(state.directory))}")
        return
    if settings.embedded:
        raise typer.BadParameter("give the Batch API's endpoint (or set OPENAI_API_KEY for OpenAI's)",
                                 param_hint="--base-url")
    api = BatchAPI(settings.endpoints[0], settings.api_key, settings.timeout)
    while True:
        running = 0
        for submission in state.submissions():
            if not submission.done:
                api.poll(state, submission)
            running += not submission.done
            typer.echo(terminal_safe(status_line(submission)))
        if not wait or not running:
            break
        typer.echo(f"{running} running; next poll in {every:g} s", err=True)
        time.sleep(every)
    api.close()


cache_app = typer.Typer(help="Work on cache directories.", no_args_is_help=True)
app.add_typer(cache_app, name="cache")


@cache_app.command("merge", epilog="Example: extractor cache merge shard1/cache shard2/cache --into cache")
@_user_errors
def cache_merge(
    sources: Annotated[list[Path], typer.Argument(help="Cache directories to fold in (each with its db).")],
    into: Annotated[Path, typer.Option(help="The cache directory to merge into (created if missing).")] = ...,
) -> None:
    """Fold the caches of sharded runs into one: entries that fail the cache's own
    checks are refused; where two hold different answers for one key, one is kept
    by content (the same whatever the order of SOURCES) and counted."""
    from .cache import merge_caches

    report = merge_caches(sources, into)
    for refused in report.refused[:20]:
        typer.secho(f"refused: {terminal_safe(refused)}", fg="yellow", err=True)
    typer.echo(f"merged into {terminal_safe(str(into))}: {report.added} added, {report.same} already there, "
               f"{report.conflicts} conflicting (one kept), {len(report.refused)} refused")
    raise typer.Exit(1 if report.refused else 0)


def _read_records(path: Path):
    from .export import read_records

    if path.is_dir():
        _fail(f"{path} is a directory; give the records.jsonl file in it")
    try:
        return read_records(path)
    except OSError as err:  # "records.jsonl: no such file or directory", as extract names a missing input
        _fail(f"{path}: {(err.strerror or str(err)).lower()}")
    except ValueError as err:
        _fail(str(err))


class _SafeFormatter(logging.Formatter):
    """Log lines reach a terminal: no control characters."""

    def format(self, record: logging.LogRecord) -> str:
        return terminal_safe(super().format(record))


def _setup_logging() -> None:
    handler = logging.StreamHandler()
    handler.setFormatter(_SafeFormatter("%(levelname)s %(message)s"))
    logging.basicConfig(level=logging.WARNING, handlers=[handler])
    logging.getLogger("instructor").setLevel(logging.CRITICAL)  # we report failures ourselves


def _run(paths: list[Path], settings, options: RunOptions, quiet: bool, flow=None, **sinks):
    import signal
    import sys

    from .defaults import SlotsSettingError
    from .progress import progress_for
    from .providers.embedded import EmbeddedModelError

    if flow is None:
        from .pipeline import extract as flow  # a batch flow imports it after its reading process is forked
    # SIGTERM unwinds like Ctrl-C, so the embedded server is stopped on the way out.
    signal.signal(signal.SIGTERM, lambda signum, frame: sys.exit(128 + signum))
    _setup_logging()
    with progress_for(f"extracting with {settings.model_name}", quiet) as progress:
        try:
            return flow(paths, settings, options, progress=progress, **sinks)
        except (EmbeddedModelError, SlotsSettingError) as err:
            progress.stop()
            _fail(str(err))
        except (KeyboardInterrupt, SystemExit):  # Ctrl-C, or SIGTERM's exit above
            progress.stop()
            again = ("run it again without --refresh (record: with --keep-cached)" if options.refresh
                     else "run the same command again")  # a refreshing run would ask for every abstract anew
            typer.secho(f"stopped: no output file written or replaced (any from an earlier run is as it was); every "
                        f"answer received is kept in the cache ({options.cache_dir}): {again} to finish, asking only "
                        "for the rest", fg="yellow", err=True)
            raise


def _prices(path: Path | None):
    from .costs import PriceError, load_prices

    try:
        return load_prices(path)
    except PriceError as err:
        _fail(str(err))


def _cost(table, model: str, usage, batch: bool = False) -> str:
    cost = table.cost(model, usage, batch)
    if cost is None:
        return f"unknown: no price for {model} (see --prices)"
    price = table.price(model, batch)
    return f"${cost:.4f} at ${price.input:g} / ${price.output:g} per M tokens"


def _report(result, written: dict[str, Path], reporting: Reporting, batch: bool = False) -> None:
    from rich.console import Console
    from rich.markup import escape

    console = Console(stderr=True)

    def say(markup: str, text: str) -> None:  # text from inputs and servers: no markup, no control codes
        console.print(markup + escape(terminal_safe(text)), highlight=False)

    for problem in result.problems:
        say("[yellow]input:[/] ", str(problem))
    by_reason: dict[str, list] = {}
    for failure in result.failures:
        by_reason.setdefault(failure.reason, []).append(failure)
    for reason, failures in by_reason.items():
        if len(failures) > 3 and not reason.endswith("(offline)"):
            # One cause for many records (an endpoint that is gone): say it once.
            say("[red]failed:[/] ", f"{len(failures)} records: {reason} (each is in failures.jsonl)")
            continue
        grouped = len(failures) > 1 and reason.endswith("(offline)")  # the reason once, then each record's sources
        if grouped:
            say("[red]failed:[/] ", f"{len(failures)} records: {reason}:")
        for failure in failures:
            where = ", ".join(f"{s.file}#{s.index}" for s in failure.sources)
            say("  " if grouped else "[red]failed:[/] ", f"{failure.id} ({where})" + ("" if grouped else f": {reason}"))
    rows = _summary_rows(result.summary, reporting.prices, written, batch)
    if reporting.as_json:
        import json

        typer.echo(json.dumps({key: value for key, _, value in rows}, indent=2))
        return
    from rich.table import Table

    table = Table(title="extractor summary", show_header=False)
    for _, label, value in rows:
        shown = f"{value['prompt']} + {value['completion']}" if isinstance(value, dict) else value
        shown = "\n".join(map(_endpoint_line, value)) if isinstance(value, list) else shown
        shown = f"{shown} s" if label == "wall time" else shown
        table.add_row(label, escape(terminal_safe(str(shown))))
    console.print(table)


def _endpoint_line(stats: dict) -> str:
    latency = f"{stats['mean_latency_s']:.2f} s mean" if stats["mean_latency_s"] is not None else "no answer"
    return (f"{stats['endpoint']}: {stats['requests']} requests, {stats['failures']} failures, {latency}"
            + ("" if stats["status"] == "in service" else f" ({stats['status']})"))


def _summary_rows(s, prices, written: dict[str, Path], batch: bool = False) -> list[tuple[str, str, object]]:
    """(JSON key, label, value) of the end-of-run summary, for the table and for --json."""

    def tokens(usage) -> dict:
        return {"prompt": usage.prompt_tokens, "completion": usage.completion_tokens}

    rows = [
        ("read", "abstracts read", s.read), ("unique", "unique records", s.unique),
        ("written", "records written", s.unique - s.failures), ("cache_hits", "cache hits", s.cache_hits),
        ("model_calls", "model calls", s.model_calls), ("mode", "output mode", s.mode or "none (no call)"),
        ("failures", "failures", s.failures),
        *([("deferred", "waiting in a batch job", s.deferred)] if s.deferred else []),
        ("input_problems", "input problems", s.input_problems),
        ("tokens", "tokens this run (prompt + completion)", tokens(s.usage)),
        ("cost", "estimated cost this run" + (" (batch price)" if batch else ""), _cost(prices, s.model, s.usage, batch)),
    ]
    if s.cache_hits:
        rows += [("cached_tokens", "tokens behind the cache hits", tokens(s.cached_usage)),
                 ("cached_cost", "their estimated cost when made", _cost(prices, s.model, s.cached_usage))]
    if s.endpoints:
        rows.append(("endpoints", "per endpoint", s.endpoints))
    rows.append(("seconds", "wall time", round(s.seconds, 1)))
    rows += [(name, name, str(path)) for name, path in written.items()]
    return rows


def main() -> None:
    app()
