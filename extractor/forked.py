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


def die_with_parent() -> None:
    """Called first in a forked process: the kernel kills it when the run's process dies, even by
    kill -9 (Linux's PR_SET_PDEATHSIG). Without it a child could wait forever on a pipe whose
    other end a sibling forked later still holds."""
    import ctypes
    import multiprocessing
    import os
    import signal

    pr_set_pdeathsig = 1
    ctypes.CDLL(None, use_errno=True).prctl(pr_set_pdeathsig, signal.SIGKILL)
    parent = multiprocessing.parent_process()
    if parent is not None and os.getppid() != parent.pid:
        os._exit(0)  # the run's process died before the call
