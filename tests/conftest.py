"""Test levels, as in simonw/llm: a queue-driven fake model (here), canned HTTP
responses (test_openai_compatible.py), and cassettes recorded from the real
embedded model (test_replay.py); plus one live test (test_live.py)."""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Callable
from pathlib import Path

import pytest

from extractor.model import Answer, Model
from extractor.schema import Labels, Usage

REPO = Path(__file__).resolve().parent.parent
SEEDS = REPO / "seeds"


@pytest.fixture(autouse=True)
def isolated(tmp_path, monkeypatch, request):
    """No test sees the user's keys, endpoint or cache; the model data dir is
    a temporary one except for live tests, which need the real weights."""
    for name in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "EXTRACTOR_MODEL", "EXTRACTOR_EMBEDDED_SLOTS",
                 "EXTRACTOR_EMBEDDED_SERVER"):
        monkeypatch.delenv(name, raising=False)
    if "live" not in request.keywords:
        monkeypatch.setenv("EXTRACTOR_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.delenv("EXTRACTOR_PRICES", raising=False)
    monkeypatch.chdir(tmp_path)


class QueueModel(Model):
    """Answers from a queue: Labels objects, or exceptions to raise."""

    def __init__(self, answers=(), name="fake-model"):
        self.name = name
        self.endpoint = "fake"
        self.params = {"temperature": 0.0}
        self.answers = deque(answers)
        self.calls: list[list[dict]] = []

    def execute(self, messages, response_model):
        self.calls.append(messages)
        item = self.answers.popleft() if self.answers else default_labels()
        if isinstance(item, Exception):
            raise item
        return Answer(item, item.model_dump_json(), Usage(prompt_tokens=100, completion_tokens=20))


def default_labels(**overrides) -> Labels:
    values = dict(task="a task", contribution="method")
    values.update(overrides)
    return Labels(**values)


@pytest.fixture
def fake_model():
    return QueueModel()


ABSTRACT = "Abstract {i}: FooNet{i} gets {i}.5% on BarBench."


def write_abstracts(directory: Path, n: int, template: str | Callable[[int], str] = ABSTRACT) -> Path:
    """`directory`/in.jsonl with `n` distinct one-line abstracts: `template` filled with (or called on)
    each number."""
    text = template if callable(template) else lambda i: template.format(i=i)
    path = Path(directory) / "in.jsonl"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps({"text": text(i)}) + "\n" for i in range(n)))
    return path
