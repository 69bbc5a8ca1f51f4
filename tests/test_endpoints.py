"""Every endpoint the README lists runs with its defaults (issue 15).

The servers that cannot run here are fake profiles (tests/fake_openai.py), each
taking `tool_choice` and `response_format` as its documentation says; the real
llama-cpp-python server and llama.cpp's llama-server are in test_live.py."""


import pytest
from typer.testing import CliRunner

from conftest import write_abstracts
from extractor.cli import app
from fake_openai import FakeOpenAI

runner = CliRunner()


@pytest.fixture
def inputs(tmp_path):
    return write_abstracts(tmp_path, 6, "Paper {i}: we propose FooNet{i}, 9{i}.5% on BarBench.")


def run(server, inputs, *extra):
    return runner.invoke(app, ["extract", str(inputs), "-o", "out", "--base-url", server.base_url,
                               "--model", "fake", *extra])


@pytest.mark.parametrize("profile, mode, probes", [
    ("openai", "tools", 1), ("vllm", "tools", 1), ("llama-cpp-python", "tools", 1),
    ("ollama", "json_schema", 2), ("llama-server", "json_schema", 2),
])
def test_each_endpoint_runs_with_its_defaults(profile, mode, probes, inputs):
    with FakeOpenAI(profile=profile) as server:
        result = run(server, inputs, "--concurrency", "3")
    assert result.exit_code == 0, result.output
    assert len(open("out/records.jsonl").readlines()) == 6
    assert len(server.probes) == probes  # once per run, not per record or thread
    assert len(server.requests) == 6  # every record right the first time
    assert f"mode {mode}" in result.output.replace("│", " ").replace("  ", " ") or mode in result.output


def test_a_forced_mode_is_used_without_a_probe(inputs):
    with FakeOpenAI(profile="llama-server") as server:
        result = run(server, inputs, "--mode", "json_schema")
    assert result.exit_code == 0, result.output
    assert server.probes == []
    assert all(r["body"]["response_format"]["type"] == "json_schema" for r in server.requests)


def test_an_endpoint_that_satisfies_no_mode_is_one_message_not_a_failure_per_record(inputs):
    with FakeOpenAI(profile="prose") as server:
        result = run(server, inputs)
    assert result.exit_code == 1
    assert server.requests == []  # no record was asked
    assert result.output.count("no output mode") == 1, result.output
    assert "6 records" in result.output


def test_the_embedded_servers_mode_is_known_without_a_probe():
    from extractor.providers.embedded import EmbeddedServer

    server = EmbeddedServer(parallel=1)
    assert server.mode == "tools"  # llama-cpp-python's server: a grammar-constrained tool call
    server.llama_server = object()
    assert server.mode == "json_schema"  # llama-server ignores a named tool_choice
