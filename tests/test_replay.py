"""Level 3: cassettes recorded from the real embedded model (`make fixtures`),
replayed through the openai client and instructor with no model running."""

import json

import httpx2
import pytest

from cassettes import CASSETTES, ReplayTransport, recorded_mode
from extractor.export import read_records
from extractor.pipeline import extract
from extractor.providers.embedded import MODEL_NAME
from extractor.providers.openai_compatible import OpenAICompatibleModel
from extractor.verify import occurs_in

INPUTS = CASSETTES / "seeds_sample.jsonl"
HTTP = CASSETTES / "seeds_sample.http.jsonl"
EXPECTED = CASSETTES / "seeds_sample.records.jsonl"
STABLE = {"sources": True, "provenance": {"seconds", "endpoint", "cached"}}


@pytest.fixture
def replayed(tmp_path):
    transport = ReplayTransport(HTTP)
    model = OpenAICompatibleModel("http://recorded.invalid/v1", MODEL_NAME, mode=recorded_mode(HTTP),
                                  http_client=httpx2.Client(transport=transport))
    return extract([INPUTS], model=model, cache_dir=tmp_path / "cache"), transport


def test_recorded_exchanges_replay_to_the_recorded_records(replayed):
    result, transport = replayed
    assert result.ok
    assert transport.replayed == len(transport.recorded) == result.summary.model_calls
    expected = read_records(EXPECTED)
    assert [r.model_dump(exclude=STABLE) for r in result.records] == [r.model_dump(exclude=STABLE) for r in expected]


def test_replayed_records_are_grounded(replayed):
    result, _ = replayed
    assert sum(len(r.claims) for r in result.records) > 0
    for record in result.records:
        for claim in record.claims:
            assert record.text[claim.start:claim.end] == claim.evidence
        for name in record.methods + record.benchmarks:
            assert occurs_in(name, record.text)
        assert record.provenance.usage.prompt_tokens > 0


def test_recordings_hold_no_secrets_or_headers():
    for line in HTTP.read_text().splitlines():
        exchange = json.loads(line)
        assert set(exchange) == {"request", "status", "response"}
        assert "authorization" not in line.lower() and "api_key" not in line.lower()
