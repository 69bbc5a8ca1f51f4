"""Output formats, defined once and shared by every command (as sqlite-utils does).

Rows are dicts; `columns` fixes their order. Lists render joined with "; " in
flat text formats and stay lists in JSON.
"""

from __future__ import annotations

import csv
import html
import io
import json
import re
from collections.abc import Iterable

LIST_SEPARATOR = "; "
TEXT_FORMATS = ("markdown", "csv", "html", "jsonl")  # what `extractor table` prints
EXPORT_FORMATS = ("jsonl", "csv", "parquet", "sqlite")  # what `extractor export` writes
DEFAULT_EXPORT_FORMATS = ("jsonl", "csv", "parquet")  # one file a table in each


def flat(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, list):
        return LIST_SEPARATOR.join(map(str, value))
    if isinstance(value, float):
        return str(int(value)) if value.is_integer() else repr(value)  # 16100000, not 1.61e+07
    return str(value)


# C0 and C1 control characters (escape sequences start with ESC or CSI), DEL; not \t or \n.
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")
# A spreadsheet runs a cell that starts with one of these as a formula (OWASP CSV injection).
_FORMULA_START = "=+-@\t\r"


def terminal_safe(text: str) -> str:
    """Text with the control characters a terminal would act on removed."""
    return _CONTROL.sub("", text)


def csv_cell(value: object) -> str:
    """A CSV cell no spreadsheet runs as a formula: text that starts like one
    gets a leading quote; numbers (-0.5) stay numbers."""
    if type(value) is str:  # most cells: no conversion (a claims.csv has about 50 a record)
        text = value
    elif value is None or isinstance(value, (int, float)):
        return flat(value)
    else:
        text = flat(value)
    return "'" + text if text and text[0] in _FORMULA_START else text


def csv_text(rows: Iterable[dict], columns: list[str]) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(columns)
    for row in rows:
        writer.writerow([csv_cell(row.get(c)) for c in columns])
    return buffer.getvalue()


def jsonl_text(rows: Iterable[dict], columns: list[str]) -> str:
    return "".join(json.dumps({c: row.get(c) for c in columns}, ensure_ascii=False) + "\n" for row in rows)


def markdown_text(rows: Iterable[dict], columns: list[str]) -> str:
    def cell(value: object) -> str:
        return flat(value).replace("|", "\\|").replace("\n", " ")

    lines = ["| " + " | ".join(columns) + " |", "|" + "---|" * len(columns)]
    lines += ["| " + " | ".join(cell(row.get(c)) for c in columns) + " |" for row in rows]
    return "\n".join(lines) + "\n"


def html_table(rows: Iterable[dict], columns: list[str], attrs: str = "") -> str:
    head = "".join(f"<th>{html.escape(c)}</th>" for c in columns)
    body = "".join(
        "<tr>" + "".join(f"<td>{html.escape(flat(row.get(c)))}</td>" for c in columns) + "</tr>\n"
        for row in rows
    )
    return f"<table{attrs}><thead><tr>{head}</tr></thead><tbody>\n{body}</tbody></table>\n"


def html_text(rows: Iterable[dict], columns: list[str]) -> str:
    return html_table(rows, columns)


RENDERERS = {"markdown": markdown_text, "csv": csv_text, "html": html_text, "jsonl": jsonl_text}


def render(rows: Iterable[dict], columns: list[str], fmt: str) -> str:
    if fmt not in RENDERERS:
        raise ValueError(f"unknown format {fmt!r}; choose one of {', '.join(RENDERERS)}")
    return RENDERERS[fmt](rows, columns)
