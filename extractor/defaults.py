"""Every default the CLI, the library and the providers share, defined once
(a light module: `extractor --help` imports it)."""

from __future__ import annotations

from pathlib import Path

DEFAULT_MODE = "auto"  # probe the endpoint once per run; see providers/openai_compatible.py MODES
EMBEDDED_MODE = "tools"  # llama-cpp-python's server constrains a named tool call with a grammar
BATCH_MODE = EMBEDDED_MODE  # a request file cannot be probed; OpenAI and vLLM both take a forced tool call
DEFAULT_TIMEOUT = 300.0  # one call's deadline, in seconds; a 1.5B model on 2 cores needs tens
DEFAULT_RECORD_TIMEOUT = 900.0  # one record's whole budget: calls, backoff and Retry-After waits
DEFAULT_CACHE_DIR = Path("cache")
DEFAULT_OUT_DIR = Path("out")
