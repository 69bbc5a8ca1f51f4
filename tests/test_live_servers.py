"""The real servers this machine can run, each with extractor's default settings
(issue 15): llama-cpp-python's server (the embedded one, reached as any endpoint)
and llama.cpp's own `llama-server`, built by `make setup` from the llama.cpp
sources vendored in the llama-cpp-python sdist (extractor/providers/llama_server.py).
Both serve the embedded model's GGUF on 127.0.0.1 and are stopped here."""

import json

import pytest
from typer.testing import CliRunner

from conftest import SEEDS
from extractor.cli import app
from extractor.corpus import read_corpus
from extractor.providers.embedded import MODEL_NAME, EmbeddedServer, model_path
from extractor.providers.llama_server import LlamaServer, build

pytestmark = pytest.mark.live
runner = CliRunner()


@pytest.fixture
def abstracts(tmp_path):
    found = list(read_corpus([SEEDS / "000_6d684e3fc3d0bfef.txt"]).abstracts.values())[:4]
    path = tmp_path / "four.jsonl"
    path.write_text("".join(json.dumps({"text": a.text}) + "\n" for a in found))
    return path, len(found)


def extract_with_defaults(base_url, inputs):
    """What a user types for the README's endpoint rows: URL and model name, nothing else."""
    return runner.invoke(app, ["extract", str(inputs), "-o", "out", "--base-url", base_url, "--model", MODEL_NAME])


def written(result, count):
    assert result.exit_code == 0, result.output
    lines = open("out/records.jsonl").read().splitlines()
    assert len(lines) == count
    return [json.loads(line) for line in lines]


def test_llama_cpp_python_server_with_default_settings(abstracts, monkeypatch):
    inputs, count = abstracts
    monkeypatch.setenv("EXTRACTOR_EMBEDDED_SERVER", "llama-cpp-python")  # the fallback, not llama-server
    with EmbeddedServer() as server:
        result = extract_with_defaults(server.base_url, inputs)
    records = written(result, count)
    assert "tools" in result.output  # the probe found the grammar-constrained tool call
    assert all(r["task"] for r in records)


def test_llama_server_with_default_settings(abstracts):
    inputs, count = abstracts
    binary = build()  # cached by `make setup`; builds here only on a machine that skipped it
    with LlamaServer(binary, model_path(), alias=MODEL_NAME) as server:
        result = extract_with_defaults(server.base_url, inputs)
    records = written(result, count)
    assert "json_schema" in result.output  # llama-server ignores a named tool_choice
    assert all(r["task"] for r in records)
