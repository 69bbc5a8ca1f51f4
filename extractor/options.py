"""How a run goes, as one typed object the CLI builds and the library takes
(`pipeline.extract(paths, settings, options)`); which model answers is
`settings.ModelSettings`."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from .defaults import DEFAULT_CACHE_DIR
from .shard import Shard


@dataclass(frozen=True)
class InputFields:
    """The user's names for the text, id and title fields; None: found by name."""

    text: str | None = None
    id: str | None = None
    title: str | None = None


@dataclass(frozen=True)
class RunOptions:
    cache_dir: str | Path = DEFAULT_CACHE_DIR
    offline: bool = False  # read only the cache and the shipped recordings
    refresh: bool = False  # ignore cached answers and ask again
    concurrency: int | None = None  # requests at once; None: the model's own (embedded: its slots)
    rpm: float | None = None  # at most this many requests a minute
    fields: InputFields = field(default_factory=InputFields)  # which input fields hold text, id, title
    shard: Shard | None = None  # only the abstracts whose id falls in this shard
