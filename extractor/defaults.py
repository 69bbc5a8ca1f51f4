"""Every default the CLI, the library and the providers share, defined once
(a light module: `extractor --help` imports it)."""

from __future__ import annotations

from pathlib import Path
from typing import Literal, get_args

DEFAULT_MODE = "auto"  # probe the endpoint once per run; see providers/openai_compatible.py MODES
EMBEDDED_MODE = "tools"  # llama-cpp-python's server constrains a named tool call with a grammar
BATCH_MODE = EMBEDDED_MODE  # a request file cannot be probed; OpenAI and vLLM both take a forced tool call
LLAMA_SERVER_MODE = "json_schema"  # llama-server ignores a named tool_choice; it constrains a json_schema
# The embedded llama-server (the default where `make setup` built it) decodes this many abstracts
# at once (parallel slots, continuous batching): one read of the weights advances every slot.
# The environment variable overrides it.
EMBEDDED_SLOTS_ENV = "EXTRACTOR_EMBEDDED_SLOTS"
MAX_EMBEDDED_SLOTS = 4  # measured: more slots add little once every step is compute-bound
SLOT_MEMORY_BYTES = 600 << 20  # one slot's KV cache (4,096 tokens) and its share of compute buffers
DEFAULT_TIMEOUT = 300.0  # one call's deadline, in seconds; a 1.5B model on 2 cores needs tens
DEFAULT_RECORD_TIMEOUT = 900.0  # one record's whole budget: calls, backoff and Retry-After waits
DEFAULT_CACHE_DIR = Path("cache")
DEFAULT_OUT_DIR = Path("out")
Kind = Literal["score", "delta", "ratio", "count", "setting"]  # a claim's kind (schema.Claim)
CLAIM_KINDS = get_args(Kind)  # `table --kind` checks against them
# What `extract` writes into its output folder; a folder holding the first two is a run's output, never input.
RUN_FILES = {"records": "records.jsonl", "claims": "claims.csv", "failures": "failures.jsonl"}


class SlotsSettingError(ValueError):
    """EXTRACTOR_EMBEDDED_SLOTS is not a whole number of slots."""


def embedded_slots() -> int:
    """Abstracts in flight on the embedded server: EXTRACTOR_EMBEDDED_SLOTS, else two
    per core up to MAX_EMBEDDED_SLOTS, fewer when memory is short."""
    import os

    configured = os.environ.get(EMBEDDED_SLOTS_ENV, "").strip()
    if configured:
        if not configured.isdigit() or int(configured) < 1:
            raise SlotsSettingError(f"{EMBEDDED_SLOTS_ENV}={configured!r}: give a whole number of slots, 1 or more")
        return int(configured)
    by_cores = 2 * (os.cpu_count() or 1)
    try:
        free = os.sysconf("SC_AVPHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (ValueError, OSError, AttributeError):
        free = MAX_EMBEDDED_SLOTS * SLOT_MEMORY_BYTES
    by_memory = free // SLOT_MEMORY_BYTES
    return max(1, min(MAX_EMBEDDED_SLOTS, by_cores, by_memory))
