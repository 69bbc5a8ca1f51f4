"""Every default the CLI, the library and the providers share, defined once
(a light module: `extractor --help` imports it)."""

from __future__ import annotations

from pathlib import Path

DEFAULT_MODE = "tools"  # how output is constrained; see providers/openai_compatible.py MODES
DEFAULT_TIMEOUT = 300.0  # seconds per HTTP request; a 1.5B model on 2 cores needs tens
DEFAULT_CACHE_DIR = Path("cache")
DEFAULT_OUT_DIR = Path("out")
