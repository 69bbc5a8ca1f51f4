"""Work handed to forked processes (a batch run's reading and writing, corpus.ReadElsewhere and
export.RecordsElsewhere): on Linux only, where fork is the default and safe for what they do;
elsewhere (macOS, where system frameworks may not survive a fork; Windows, which has none) the
run does that work itself."""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable


def fork_context():
    """multiprocessing's fork context on Linux, else None."""
    if not sys.platform.startswith("linux"):
        return None
    import multiprocessing

    return multiprocessing.get_context("fork")


def signal_when_parent_dies(signum: int) -> None:
    """The kernel sends this process `signum` when its parent dies, even by kill -9 (Linux's
    PR_SET_PDEATHSIG; also what a server started before exec asks for, providers.embedded)."""
    import ctypes

    pr_set_pdeathsig = 1
    ctypes.CDLL(None, use_errno=True).prctl(pr_set_pdeathsig, signum)


def die_with_parent() -> None:
    """Called first in a forked process: the kernel kills it when the run's process dies, even by
    kill -9. Without it a child could wait forever on a pipe whose other end a sibling forked
    later still holds."""
    import multiprocessing
    import os
    import signal

    signal_when_parent_dies(signal.SIGKILL)
    parent = multiprocessing.parent_process()
    if parent is not None and os.getppid() != parent.pid:
        os._exit(0)  # the run's process died before the call


def child(target: Callable) -> Callable:
    """A forked process's target: it dies with the run's process (die_with_parent), leaves Ctrl-C to
    the run's process (which ends it), and ends with os._exit, flushing nothing it inherited (forked
    from a process with threads, a lock one of them held at the fork would never be released)."""

    @functools.wraps(target)
    def run(*args) -> None:
        import os
        import signal

        die_with_parent()
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        try:
            target(*args)
        finally:
            os._exit(0)

    return run
