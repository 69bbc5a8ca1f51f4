"""Progress of a run: the rich bar on a terminal; elsewhere (a log file, CI) a
plain line on stderr every few seconds or every so many records, so a run
whose output is redirected still shows it is alive."""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TextIO

from .formats import terminal_safe

LINE_SECONDS = 10.0  # a progress line at least this often while records finish
LINE_RECORDS = 500  # and at least every this many records (a fast warm run)
ANSWERS_BEFORE_ESTIMATE = 5  # answers come in bursts from parallel slots: the pace of the first two is one burst's


class Silent:
    def started(self, total: int) -> None:
        pass

    def finished(self, abstract, outcome: str) -> None:
        pass

    def stop(self) -> None:
        pass


class Lines(Silent):
    """One line to `stream` now and then: done, cached, failed, rate, time left.
    With `heartbeat`, a thread also prints one when a slow answer (the embedded
    model loading, a long call) has kept the count still for `every_seconds`."""

    def __init__(self, description: str, stream: TextIO | None = None, clock=time.monotonic,
                 every_seconds: float = LINE_SECONDS, every_records: int = LINE_RECORDS, heartbeat: bool = False):
        self.description, self.stream, self.clock = description, stream or sys.stderr, clock
        self.every_seconds, self.every_records = every_seconds, every_records
        self.total = self.done = self.cached = self.failed = 0
        self.start = self.last_time = clock()
        self.first_answer: float | None = None  # when the first record not served from the cache finished
        self.last_done = 0
        self.lock = threading.Lock()
        self.stopped = threading.Event()
        self.heartbeat = threading.Thread(target=self._beat, daemon=True) if heartbeat else None

    def started(self, total: int) -> None:
        self.total = total
        self._line()
        if self.heartbeat:
            self.heartbeat.start()

    def finished(self, abstract, outcome: str) -> None:
        self.done += 1
        self.cached += outcome == "hit"
        self.failed += outcome == "failed"
        if outcome != "hit" and self.first_answer is None:
            self.first_answer = self.clock()
        if (self._due() or self.done - self.last_done >= self.every_records or self.done == self.total):
            self._line()

    def stop(self) -> None:
        self.stopped.set()
        if self.heartbeat and self.heartbeat.is_alive():
            self.heartbeat.join()

    def _due(self) -> bool:
        return self.clock() - self.last_time >= self.every_seconds

    def _beat(self) -> None:
        while not self.stopped.wait(self.every_seconds / 4):
            if self._due() and self.done < self.total:
                self._line()

    def _line(self) -> None:
        with self.lock:
            self._print()

    def _print(self) -> None:
        now = self.clock()
        elapsed = max(now - self.start, 1e-9)
        rate = self.done / elapsed
        left = self._time_left(now)
        print(f"{terminal_safe(self.description)}: {self.done}/{self.total} done ({self.cached} cached, {self.failed} failed), "
              f"{rate:.2f} records/s, {_duration(elapsed)} elapsed{left}", file=self.stream, flush=True)
        self.last_time, self.last_done = now, self.done

    def _time_left(self, now: float) -> str:
        """", about 3m20s left": the records to go at the pace answers have come since the first one. Not from the
        run's start: cache hits come at once and the embedded model's start-up comes before any answer, and either
        would swing the estimate in the first minute. None until ANSWERS_BEFORE_ESTIMATE answers have come."""
        answered = self.done - self.cached
        if (self.first_answer is None or answered < ANSWERS_BEFORE_ESTIMATE or self.done >= self.total
                or now <= self.first_answer):
            return ""
        seconds_each = (now - self.first_answer) / (answered - 1)
        return f", about {_duration((self.total - self.done) * seconds_each)} left"


def _duration(seconds: float) -> str:
    seconds = int(round(seconds))
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}h{minutes:02d}m" if hours else f"{minutes}m{secs:02d}s" if minutes else f"{secs}s"


class Bar(Silent):
    def __init__(self, bar, task):
        self.bar, self.task = bar, task

    def started(self, total: int) -> None:
        self.bar.update(self.task, total=total)

    def finished(self, abstract, outcome: str) -> None:
        self.bar.advance(self.task)

    def stop(self) -> None:
        self.bar.stop()


@contextmanager
def progress_for(description: str, quiet: bool = False, stream: TextIO | None = None) -> Iterator[Silent]:
    """Nothing when quiet; the bar when `stream` (stderr) is a terminal; else lines."""
    stream = stream or sys.stderr
    if quiet:
        yield Silent()
    elif not stream.isatty():
        lines = Lines(description, stream, heartbeat=True)
        try:
            yield lines
        finally:
            lines.stop()
    else:
        from rich.markup import escape
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

        columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
        with Progress(*columns, transient=True) as bar:
            yield Bar(bar, bar.add_task(escape(terminal_safe(description)), total=None))
