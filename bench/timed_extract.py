"""`extractor extract ARGS...` run in this process, timed: prints one JSON line on stderr
with the whole wall time, when the embedded server was ready (started, health-checked and,
on llama-server, its slots warm) and when the first record was written, all in seconds from
this script's start. The code measured is whatever `import extractor` finds (PYTHONPATH), so
older code is timed the same way:

    PYTHONPATH=/path/to/old/checkout python bench/timed_extract.py seeds/ -o out --cache-dir cache
"""

from __future__ import annotations

import json
import sys
import time

STARTED = time.perf_counter()
TIMING_PREFIX = "timings: "  # bench/run.py finds the line by it


def main() -> int:
    from extractor import export
    from extractor.cli import main as cli
    from extractor.providers import embedded

    marks: dict[str, float] = {}
    enter, record = embedded.EmbeddedServer.__enter__, export.RunWriter.record

    def timed_enter(self):
        server = enter(self)
        marks.setdefault("ready", time.perf_counter() - STARTED)
        return server

    def timed_record(self, item):
        marks.setdefault("first_record", time.perf_counter() - STARTED)
        return record(self, item)

    embedded.EmbeddedServer.__enter__, export.RunWriter.record = timed_enter, timed_record
    sys.argv = ["extractor", "extract", *sys.argv[1:]]
    code = 0
    try:
        cli()
    except SystemExit as done:
        code = done.code if isinstance(done.code, int) else 1
    marks["wall"] = time.perf_counter() - STARTED
    print(TIMING_PREFIX + json.dumps({key: round(value, 1) for key, value in marks.items()}), file=sys.stderr)
    return code


if __name__ == "__main__":
    sys.exit(main())
