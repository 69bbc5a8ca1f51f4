"""Prompts: loaded from `prompts/`, rendered with what the model reads of an abstract
(excerpt.py).

The prompt's identity (name, version and a hash of its file) goes into the
cache key, so an edited prompt never serves answers made by an older one.
"""

from __future__ import annotations

import hashlib
import tomllib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from .excerpt import model_view

MAX_ERROR_CHARS = 300  # a re-ask adds at most this much to the prompt
MAX_TITLE_CHARS = 300  # a title is a line; a longer "title" is a mis-mapped field, not worth its tokens


def prompts_dir() -> Path:
    packaged = Path(__file__).parent / "prompts"  # in a built wheel
    return packaged if packaged.is_dir() else Path(__file__).parent.parent / "prompts"


@dataclass(frozen=True)
class Prompt:
    name: str
    version: int
    sha: str
    system: str
    user: str
    retry_note: str
    title_line: str

    @property
    def id(self) -> str:
        """What provenance shows and the cache key holds: labels-v1+3f2a9c01."""
        return f"{self.name}-v{self.version}+{self.sha[:8]}"

    def messages(self, text: str, error: str | None = None, title: str | None = None) -> list[dict]:
        user = self.user.format(title_line=self._title_line(title), text=model_view(text))
        if error:
            user += "\n\n" + self.retry_note.format(error=error[:MAX_ERROR_CHARS])
        return [{"role": "system", "content": self.system}, {"role": "user", "content": user}]

    def _title_line(self, title: str | None) -> str:
        """The title line before the abstract (prompt v8: a title often names the task), or
        nothing for an input without a title."""
        title = " ".join((title or "").split())[:MAX_TITLE_CHARS]
        return self.title_line.format(title=title) if title else ""


@lru_cache(maxsize=8)
def load_prompt(name: str = "labels") -> Prompt:
    path = prompts_dir() / f"{name}.toml"
    data = path.read_bytes()
    spec = tomllib.loads(data.decode("utf-8"))
    return Prompt(
        name=spec["name"],
        version=int(spec["version"]),
        sha=hashlib.sha256(data).hexdigest(),
        system=spec["system"],
        user=spec["user"],
        retry_note=spec["retry_note"],
        title_line=spec["title_line"],
    )

