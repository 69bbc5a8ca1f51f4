"""Level 2: canned HTTP responses through the real openai + instructor stack."""

import json

import httpx2
import pytest

from tenacity import wait_none

import extractor.model
from extractor.model import EndpointUnreachable, ModelError, NoAnswer, infer
from extractor.providers.openai_compatible import OpenAICompatibleModel
from extractor.schema import Labels

GOOD = {"task": "image classification", "contribution": "method"}


def completion(arguments: str) -> dict:
    return {
        "id": "c1", "object": "chat.completion", "created": 0, "model": "m",
        "choices": [{"index": 0, "finish_reason": "tool_calls", "message": {
            "role": "assistant", "content": None,
            "tool_calls": [{"id": "t1", "type": "function", "function": {"name": "Labels", "arguments": arguments}}]}}],
        "usage": {"prompt_tokens": 321, "completion_tokens": 45, "total_tokens": 366},
    }


def model_with(handler, **kw):
    client = httpx2.Client(transport=httpx2.MockTransport(handler))
    return OpenAICompatibleModel("http://test.invalid/v1", "m", api_key="sk-test-secret", http_client=client,
                                 mode="tools", **kw)


def test_tool_call_is_parsed_with_usage_and_raw_text():
    seen = []

    def handler(request):
        seen.append(json.loads(request.content))
        return httpx2.Response(200, json=completion(json.dumps(GOOD)))

    answer = model_with(handler).execute([{"role": "user", "content": "x"}], Labels)
    assert answer.labels.model_dump() == GOOD
    assert answer.usage.prompt_tokens == 321 and answer.usage.completion_tokens == 45
    assert json.loads(answer.raw) == GOOD
    body = seen[0]
    assert body["tool_choice"]["function"]["name"] == "Labels" and body["temperature"] == 0.0


def test_schema_breaking_answer_is_a_model_error_carrying_the_completion():
    bad = json.dumps({**GOOD, "contribution": "banana"})
    with pytest.raises(ModelError) as caught:
        model_with(lambda r: httpx2.Response(200, json=completion(bad))).execute([], Labels)
    assert caught.value.raw == bad
    assert caught.value.usage.prompt_tokens == 321


def test_unreachable_endpoint_and_refused_key_say_so_without_the_key():
    def down(request):
        raise httpx2.ConnectError("connection refused")

    with pytest.raises(NoAnswer) as caught:  # one call: the record's budget decides what follows
        model_with(down).execute([], Labels)
    assert caught.value.refused and "test.invalid" in str(caught.value)

    with pytest.raises(EndpointUnreachable) as caught:
        model_with(lambda r: httpx2.Response(401, json={"error": {"message": "bad key"}})).execute([], Labels)
    assert "sk-test-secret" not in str(caught.value)


def test_a_refused_connection_with_no_answer_ever_stops_the_run_after_the_records_tries(monkeypatch):
    monkeypatch.setattr(extractor.model, "RETRY_WAIT", wait_none())
    calls = []

    def down(request):
        calls.append(request)
        raise httpx2.ConnectError("connection refused")

    model = model_with(down)
    with pytest.raises(EndpointUnreachable, match="connection refused"):
        infer(model, lambda note: [{"role": "user", "content": "x"}])
    assert len(calls) == 1 + extractor.model.NO_ANSWER_RETRIES
    with pytest.raises(EndpointUnreachable):  # the next record sends nothing
        infer(model, lambda note: [{"role": "user", "content": "x"}])
    assert len(calls) == 1 + extractor.model.NO_ANSWER_RETRIES
