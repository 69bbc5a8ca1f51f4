"""Which model to use: an OpenAI-compatible endpoint, or the embedded default.

Resolution order: explicit arguments, then OPENAI_BASE_URL / OPENAI_API_KEY /
EXTRACTOR_MODEL, then the embedded model. The API key is held here only; it
never enters the cache key, records, recordings or messages, and `scrub`
removes it from any text we write, wherever that text came from.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from .defaults import DEFAULT_MODE, DEFAULT_RECORD_TIMEOUT, DEFAULT_TIMEOUT, embedded_slots
from .model import DEFAULT_PARAMS, Budget, Model

EMBEDDED_MODEL_NAME = "qwen2.5-coder-1.5b-instruct-q4_k_m"  # the embedded provider checks it
DEFAULT_REMOTE_MODEL = "gpt-4o-mini"
EMBEDDED_ENDPOINT = "embedded llama.cpp server on 127.0.0.1"
MODES = ("auto", "tools", "json_schema", "json", "md_json")
REDACTED = "[redacted]"

_secrets: set[str] = set()
_secrets_lock = threading.Lock()


def keep_secret(value: str | None) -> None:
    """Remember a credential so that `scrub` takes it out of everything we write."""
    if value and len(value) >= 4:  # a 1-3 character "key" would redact ordinary text
        with _secrets_lock:
            _secrets.add(value)


def secrets_known() -> bool:
    return bool(_secrets)


def scrub(text: str) -> str:
    """`text` with every known credential replaced, wherever it came from."""
    for secret in _secrets:
        if secret in text:
            text = text.replace(secret, REDACTED)
    return text


@dataclass
class ModelSettings:
    base_url: str | None = None
    model: str | None = None
    api_key: str | None = field(default=None, repr=False)
    mode: str = DEFAULT_MODE
    params: dict = field(default_factory=lambda: dict(DEFAULT_PARAMS))
    timeout: float = DEFAULT_TIMEOUT  # a whole call's deadline, in seconds
    record_timeout: float = DEFAULT_RECORD_TIMEOUT

    def __post_init__(self) -> None:
        self.base_url = self.base_url or os.environ.get("OPENAI_BASE_URL") or None
        self.model = self.model or os.environ.get("EXTRACTOR_MODEL") or None
        self.api_key = self.api_key or os.environ.get("OPENAI_API_KEY") or None
        keep_secret(self.api_key)
        if self.mode not in MODES:
            raise ValueError(f"unknown mode {self.mode!r}; one of: {', '.join(MODES)}")

    @property
    def embedded(self) -> bool:
        """No endpoint, no model and no key named: run the local model."""
        return not (self.base_url or self.model or self.api_key)

    @property
    def model_name(self) -> str:
        if self.embedded:
            return EMBEDDED_MODEL_NAME
        return self.model or DEFAULT_REMOTE_MODEL

    @property
    def endpoints(self) -> list[str]:
        """The endpoint, or a fleet's: base_url holds one or several URLs, comma-separated."""
        if self.embedded:
            return ["embedded"]
        return [url for url in self.base_url.replace(",", " ").split()] if self.base_url else \
            ["https://api.openai.com/v1"]

    @property
    def endpoint(self) -> str:
        return ", ".join(self.endpoints)

    @property
    def concurrency(self) -> int:
        """Requests at once when the run does not say: the embedded llama-server's slots, else one."""
        if not self.embedded:
            return 1
        from .providers.embedded import uses_llama_server

        return embedded_slots() if uses_llama_server() else 1

    @property
    def budget(self) -> Budget:
        return Budget(seconds=self.record_timeout)

    def remote_model(self, url: str | None = None, http_client=None) -> Model:
        """The endpoint's model (`url`: one of them), or a health-checked fleet of them all."""
        from .providers.openai_compatible import OpenAICompatibleModel

        if url is None and len(self.endpoints) > 1:
            from .fleet import Fleet

            fleet = Fleet([self.remote_model(each) for each in self.endpoints])
            fleet.check_health()
            return fleet
        return OpenAICompatibleModel(url or self.endpoints[0], self.model_name, self.api_key, self.mode,
                                     self.params, http_client=http_client, timeout=self.timeout, budget=self.budget)

    @contextmanager
    def open_model(self, warm_system: str | None = None) -> Iterator[Model]:
        """A ready model; for the embedded one, a server started here and
        stopped on the way out, whatever happens, its slots started warm with
        the prompt prefix that the system message `warm_system` makes."""
        from .providers.openai_compatible import OpenAICompatibleModel

        if not self.embedded:
            model = self.remote_model()
            try:
                yield model
            finally:
                model.close()
            return
        from .providers.embedded import MODEL_NAME, EmbeddedServer

        assert MODEL_NAME == EMBEDDED_MODEL_NAME
        with EmbeddedServer(warm_system=warm_system) as server:
            mode = server.mode if self.mode == "auto" else self.mode
            model = OpenAICompatibleModel(server.base_url, MODEL_NAME, None, mode, self.params,
                                          timeout=self.timeout, budget=self.budget, system_note=server.system_note,
                                          grammar=server.grammar)
            model.endpoint = EMBEDDED_ENDPOINT  # stable across runs; the port is random
            try:
                yield model
            finally:
                model.close()
