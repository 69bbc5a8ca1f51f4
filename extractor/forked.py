"""Work handed to forked processes (a batch run's reading and writing, corpus.ReadElsewhere and
export.RecordsElsewhere): on Linux only, where fork is the default and safe for what they do;
elsewhere (macOS, where system frameworks may not survive a fork; Windows, which has none) the
run does that work itself."""

from __future__ import annotations

import sys


def fork_context():
    """multiprocessing's fork context on Linux, else None."""
    if not sys.platform.startswith("linux"):
        return None
    import multiprocessing

    return multiprocessing.get_context("fork")
