"""extractor: ML paper abstracts in, grounded and cached claim records out.

    from extractor import extract
    result = extract(["seeds/"])          # the embedded local model
    for record in result.records: ...

Imports are lazy so that `extractor --help` and offline replays stay fast.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__all__ = ["Claim", "ModelSettings", "Record", "RunOptions", "RunResult", "extract"]

if TYPE_CHECKING:
    from .options import RunOptions
    from .pipeline import RunResult, extract
    from .schema import Claim, Record
    from .settings import ModelSettings

_HOMES = {"extract": "pipeline", "RunResult": "pipeline", "Record": "schema", "Claim": "schema",
          "ModelSettings": "settings", "RunOptions": "options"}


def __getattr__(name: str) -> Any:
    if name in _HOMES:
        from importlib import import_module

        return getattr(import_module(f".{_HOMES[name]}", __name__), name)
    raise AttributeError(f"module 'extractor' has no attribute {name!r}")
