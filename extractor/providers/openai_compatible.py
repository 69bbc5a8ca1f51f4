"""Any OpenAI-compatible endpoint, through `openai` + `instructor`."""

from __future__ import annotations

from typing import Any

import instructor
import openai
from instructor.core.exceptions import IncompleteOutputException, InstructorRetryException
from pydantic import BaseModel, ValidationError

from ..defaults import DEFAULT_MODE, DEFAULT_TIMEOUT
from ..model import DEFAULT_PARAMS, Answer, EndpointUnreachable, Model, ModelError
from ..schema import Usage

# Tool calls are what llama.cpp's server constrains with a grammar (JSON_SCHEMA
# is rejected there, JSON/MD_JSON are not constrained); OpenAI, vLLM and Ollama
# support them too. `--mode` overrides for endpoints that lack tools.
MODES = {"tools": instructor.Mode.TOOLS, "json": instructor.Mode.JSON,
         "json_schema": instructor.Mode.JSON_SCHEMA, "md_json": instructor.Mode.MD_JSON}


class OpenAICompatibleModel(Model):
    def __init__(
        self,
        base_url: str,
        name: str,
        api_key: str | None = None,
        mode: str = DEFAULT_MODE,
        params: dict | None = None,
        http_client: Any = None,
        timeout: float = DEFAULT_TIMEOUT,
        http_retries: int = 3,
    ):
        self.name = name
        self.endpoint = base_url
        self.mode = mode
        self.params = {**DEFAULT_PARAMS, **(params or {})}
        # Local servers need no key, but the client insists on one.
        self._openai = openai.OpenAI(
            base_url=base_url, api_key=api_key or "not-needed", timeout=timeout,
            max_retries=http_retries, http_client=http_client,  # the SDK honours Retry-After
        )
        self._client = instructor.from_openai(self._openai, mode=MODES[mode])

    def execute(self, messages: list[dict], response_model: type[BaseModel]) -> Answer:
        try:
            parsed, completion = self._client.chat.completions.create_with_completion(
                model=self.name, messages=messages, response_model=response_model,
                max_retries=0,  # one attempt: re-asks are ours, with a prompt that does not grow
                **self.params,
            )
        except IncompleteOutputException as err:
            raise ModelError("the answer was cut off at max_tokens", _raw_text(err.last_completion),
                             _usage(err.last_completion)) from err
        except InstructorRetryException as err:
            raise self._classify(_root_cause(err), err.last_completion) from err
        except openai.OpenAIError as err:
            raise self._classify(err, None) from err
        return Answer(parsed, _raw_text(completion) or "", _usage(completion))

    def _classify(self, cause: BaseException, completion: Any) -> ModelError:
        """Which failures are worth another attempt, in words a user can act on."""
        if isinstance(cause, (openai.APIConnectionError, openai.APITimeoutError)):
            return EndpointUnreachable(f"cannot reach {self.endpoint} ({cause})")
        if isinstance(cause, (openai.AuthenticationError, openai.PermissionDeniedError)):
            return EndpointUnreachable(f"{self.endpoint} refused the API key (HTTP {cause.status_code})")
        if isinstance(cause, openai.NotFoundError):
            return EndpointUnreachable(f"{self.endpoint} has no model {self.name!r} (HTTP 404)")
        if isinstance(cause, openai.APIStatusError):
            return ModelError(f"{self.endpoint} answered HTTP {cause.status_code}")
        if isinstance(cause, ValidationError):
            return ModelError(_describe(cause), _raw_text(completion), _usage(completion))
        return ModelError(f"{type(cause).__name__}: {cause}", _raw_text(completion), _usage(completion))

    def close(self) -> None:
        self._openai.close()


def _root_cause(err: BaseException) -> BaseException:
    """The API or validation error that instructor wrapped."""
    link: BaseException | None = err
    while link is not None:
        if isinstance(link, (openai.OpenAIError, ValidationError)):
            return link
        link = link.__cause__ or link.__context__
    return err


def _describe(err: ValidationError) -> str:
    """'claims.0.kind: Input should be ...' for the first few errors."""
    parts = [f"{'.'.join(map(str, e['loc'])) or 'answer'}: {e['msg']}" for e in err.errors()[:4]]
    return "answer does not fit the schema: " + "; ".join(parts)


def _raw_text(completion: Any) -> str | None:
    """What the model wrote: the tool call's arguments, or the message text."""
    try:
        message = completion.choices[0].message
    except (AttributeError, IndexError, TypeError):
        return None
    if message.tool_calls:
        return message.tool_calls[0].function.arguments
    return message.content


def _usage(completion: Any) -> Usage:
    usage = getattr(completion, "usage", None)
    if usage is None:
        return Usage()
    return Usage(prompt_tokens=usage.prompt_tokens or 0, completion_tokens=usage.completion_tokens or 0)
