"""llama.cpp's own `llama-server`, built from the llama.cpp sources vendored in
the llama-cpp-python source distribution, and started on 127.0.0.1.

`python -m extractor.providers.llama_server build` (run by `make setup`)
builds only the `llama-server` target, with the same CPU flags as the embedded
server (scripts/llama_cmake_args.sh: AVX2, AVX-512 where present, never AMX),
and keeps the binary in the data directory under a key made of the version and
the flags, so a machine builds it once. The live tests start it with the
embedded model's GGUF to prove the README's "llama.cpp server" row.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from dataclasses import dataclass
from pathlib import Path

import httpx2

from .embedded import STARTUP_TIMEOUT, _tail, data_dir, free_port, spawn_server, stop_server, wait_for_answer

LLAMA_CPP_PYTHON_VERSION = "0.3.36"  # the sdist whose vendor/llama.cpp we build; lock.txt pins the same
CMAKE_ARGS_SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "llama_cmake_args.sh"
# Only the server; nothing fetched at build time (no curl, no prebuilt web UI, no OpenSSL).
SERVER_ONLY_ARGS = (
    "-DCMAKE_BUILD_TYPE=Release -DBUILD_SHARED_LIBS=OFF -DLLAMA_BUILD_SERVER=ON -DLLAMA_BUILD_TOOLS=ON "
    "-DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_BUILD_APP=OFF -DLLAMA_CURL=OFF "
    "-DLLAMA_OPENSSL=OFF -DLLAMA_BUILD_UI=OFF -DLLAMA_USE_PREBUILT_UI=OFF"
)
BUILD_JOBS = 2
log = logging.getLogger(__name__)


class LlamaServerUnavailable(RuntimeError):
    """llama-server cannot be built or started here; the message says why."""


class MissingBuildTools(LlamaServerUnavailable):
    """cmake or a C++ compiler is missing: `make setup` goes on with the fallback server."""


MISSING_TOOLS_EXIT = 3  # the Makefile tolerates this exit code only


def cpu_flags() -> str:
    """The CPU flags the embedded build uses; LLAMA_CMAKE_ARGS (set by make) wins."""
    configured = os.environ.get("LLAMA_CMAKE_ARGS")
    if configured:
        return configured.strip()
    if not CMAKE_ARGS_SCRIPT.exists():
        raise LlamaServerUnavailable(f"{CMAKE_ARGS_SCRIPT} is missing; run from the project's checkout")
    return subprocess.run(["sh", str(CMAKE_ARGS_SCRIPT)], capture_output=True, text=True, check=True).stdout.strip()


def cmake_args(flags: str | None = None) -> list[str]:
    return (SERVER_ONLY_ARGS + " " + (flags if flags is not None else cpu_flags())).split()


def binary_path(flags: str | None = None) -> Path:
    """Where the build for this version and these flags lives."""
    key = hashlib.sha256(" ".join(cmake_args(flags)).encode()).hexdigest()[:12]
    return data_dir() / "llama-server" / f"{LLAMA_CPP_PYTHON_VERSION}-{key}" / "llama-server"


def _missing_tools() -> list[str]:
    compilers = ("c++", "g++", "clang++")
    missing = [tool for tool in ("cmake",) if shutil.which(tool) is None]
    if not any(shutil.which(compiler) for compiler in compilers):
        missing.append("a C++ compiler (g++ or clang++)")
    return missing


def build(flags: str | None = None, log=print) -> Path:
    """The cached binary, built first if this version and flags have none."""
    target = binary_path(flags)
    if target.exists():
        return target
    missing = _missing_tools()
    if missing:
        raise MissingBuildTools(
            f"building llama-server needs {' and '.join(missing)}; on Debian: apt-get install cmake g++"
        )
    with tempfile.TemporaryDirectory(prefix="llama-server-build-") as work:
        source = _vendored_sources(Path(work), log)
        build_dir = Path(work) / "build"
        log(f"configuring llama-server ({LLAMA_CPP_PYTHON_VERSION}): {' '.join(cmake_args(flags))}")
        _run(["cmake", "-S", str(source), "-B", str(build_dir), *cmake_args(flags)], build_dir.with_suffix(".log"))
        log(f"building llama-server with -j{BUILD_JOBS} (several minutes on 2 cores)")
        _run(["cmake", "--build", str(build_dir), "--target", "llama-server", f"-j{BUILD_JOBS}"],
             build_dir.with_suffix(".log"))
        built = build_dir / "bin" / "llama-server"
        target.parent.mkdir(parents=True, exist_ok=True)
        partial = target.with_suffix(f".partial-{os.getpid()}")
        shutil.copy2(built, partial)
        partial.replace(target)  # atomic: a killed build never leaves a half-copied binary
    log(f"llama-server built: {target}")
    return target


def _vendored_sources(work: Path, log) -> Path:
    """vendor/llama.cpp from the llama-cpp-python sdist, downloaded with pip."""
    log(f"downloading the llama-cpp-python {LLAMA_CPP_PYTHON_VERSION} source distribution")
    _run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--no-binary", ":all:",
          f"llama-cpp-python=={LLAMA_CPP_PYTHON_VERSION}", "-d", str(work)], work / "download.log")
    archive = next(work.glob("llama_cpp_python-*.tar.gz"))
    prefix = f"llama_cpp_python-{LLAMA_CPP_PYTHON_VERSION}/vendor/llama.cpp/"
    with tarfile.open(archive) as sdist:
        members = [m for m in sdist.getmembers() if m.name.startswith(prefix)]
        sdist.extractall(work, members=members, filter="data")
    return work / prefix


def _run(command: list[str], log_path: Path) -> None:
    with log_path.open("ab") as log:
        done = subprocess.run(command, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
    if done.returncode != 0:
        raise LlamaServerUnavailable(
            f"{' '.join(command[:3])} ... failed with exit code {done.returncode}:\n{_tail(log_path, 25)}"
        )


@dataclass
class LlamaServer:
    """`with LlamaServer(binary, gguf) as server:` serves the GGUF at `server.base_url`,
    `parallel` sequences at once (continuous batching). Given `warm_system`, every
    slot starts with the KV state of the prompt prefix that system message makes
    (see `WarmPrefix`), so no request of the run recomputes it."""

    binary: Path
    model: Path
    alias: str = "model"
    threads: int = os.cpu_count() or 2
    context: int = 4096
    parallel: int = 1
    warm_system: str | None = None
    port: int = 0
    process: subprocess.Popen | None = None
    warm_outcome: str = ""  # "restored", "computed" (and why), or "" when not asked

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    @property
    def root_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def log_path(self) -> Path:
        return data_dir() / "llama-server.log"

    def command(self) -> list[str]:
        return [
            str(self.binary), "--model", str(self.model), "--alias", self.alias, "--jinja",
            "--host", "127.0.0.1", "--port", str(self.port),
            "--threads", str(self.threads), "--threads-batch", str(self.threads),
            # every slot gets context/parallel tokens; keep one abstract's prompt within a slot
            "--ctx-size", str(self.context * self.parallel), "--parallel", str(self.parallel),
            "--slot-save-path", str(slot_dir()),
        ]

    def __enter__(self) -> LlamaServer:
        self.port = self.port or free_port()
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        slot_dir().mkdir(parents=True, exist_ok=True)
        self.process = spawn_server(self.command(), self.log_path)
        try:
            self._wait_healthy()
            self._check_decoding()
            if self.warm_system is not None:
                self.warm_outcome = self._start_warm(self.warm_system)
        except BaseException:
            self.__exit__()
            raise
        return self

    def _wait_healthy(self) -> None:
        assert self.process is not None
        if not wait_for_answer(self.process, f"{self.root_url}/health", self._exit_while_starting):
            raise LlamaServerUnavailable(f"llama-server did not become healthy in {STARTUP_TIMEOUT:.0f} s")

    def _exit_while_starting(self) -> Exception:
        assert self.process is not None
        return LlamaServerUnavailable(f"llama-server exited with code {self.process.returncode}; log: {self.log_path}\n"
                                      f"{_tail(self.log_path)}")

    def _start_warm(self, system: str) -> str:
        """Warm slots, or cold ones when the server will not take a saved state: each
        slot then computes the prefix with its first request, which is slower, not wrong."""
        try:
            return WarmPrefix(self, system).start_warm()
        except LlamaServerUnavailable as err:
            log.warning("llama-server starts cold: %s", err)
            return f"cold ({err})"

    def _check_decoding(self) -> None:
        """One token through the model: a build for the wrong CPU answers /health
        but dies on the first prompt."""
        try:
            self.post("/completion", {"prompt": "Hello, world", "n_predict": 1}, timeout=60)
        except LlamaServerUnavailable as err:
            raise LlamaServerUnavailable(
                f"{err}\n{_tail(self.log_path)}\nIf it crashed, rebuild it for this CPU: remove "
                f"{self.binary.parent} and run make setup") from err

    def post(self, path: str, body: dict, timeout: float = STARTUP_TIMEOUT) -> dict:
        """One call to llama-server's own API; its error, as LlamaServerUnavailable."""
        try:
            reply = httpx2.post(f"{self.root_url}{path}", json=body, timeout=timeout)
        except httpx2.HTTPError as err:
            raise LlamaServerUnavailable(f"llama-server {path}: {err}; log: {self.log_path}") from err
        if reply.status_code != 200:
            raise LlamaServerUnavailable(f"llama-server {path}: HTTP {reply.status_code} {reply.text[:200]}")
        return reply.json()

    def __exit__(self, *exc: object) -> None:
        stop_server(self.process)


def slot_dir() -> Path:
    """Where slot states are saved (llama-server's --slot-save-path)."""
    return data_dir() / "slots"


class WarmPrefix:
    """The fixed prompt prefix's KV state: computed once per build (version and CPU
    flags), model, context and prefix text, saved under the data directory, and
    restored into every slot when the server starts. A state whose file does not
    hash to what was recorded, or that the server will not restore in full, is
    deleted and computed again."""

    MARKER = "\u2063EXTRACTOR-PREFIX-END\u2063"  # stands in for the user message's content

    def __init__(self, server: LlamaServer, system: str):
        self.server, self.system = server, system

    def prefix(self) -> str:
        """The server's own rendering of [system, user] up to the user's content."""
        messages = [{"role": "system", "content": self.system}, {"role": "user", "content": self.MARKER}]
        rendered = self.server.post("/apply-template", {"messages": messages})["prompt"]
        return rendered[: rendered.index(self.MARKER)]

    def key(self, prefix: str) -> str:
        from .embedded import MODEL_SHA256

        parts = [self.server.binary.parent.name, MODEL_SHA256, str(self.server.context), prefix]
        return hashlib.sha256("\0".join(parts).encode()).hexdigest()[:16]

    def start_warm(self) -> str:
        prefix = self.prefix()
        name = f"prefix-{self.key(prefix)}.bin"
        state, meta = slot_dir() / name, slot_dir() / f"{name}.json"
        why = self._unusable(state, meta)
        if why is None:
            try:
                self._restore_all(name, json.loads(meta.read_text())["tokens"])
                return "restored"
            except LlamaServerUnavailable as err:
                why = f"the server refused it ({err})"
        state.unlink(missing_ok=True)
        meta.unlink(missing_ok=True)
        tokens = self._compute(prefix, name, state, meta)
        self._restore_all(name, tokens, skip_first=True)
        return f"computed ({why})"

    @staticmethod
    def _unusable(state: Path, meta: Path) -> str | None:
        """Why the saved state cannot be used, or None."""
        if not state.exists() or not meta.exists():
            return "none saved yet"
        try:
            recorded = json.loads(meta.read_text())
            expected, tokens = recorded["sha256"], int(recorded["tokens"])
        except (OSError, ValueError, KeyError, TypeError):
            return f"its record {meta} is unreadable"
        if tokens < 1 or _file_sha256(state) != expected:
            return f"{state} does not match its recorded SHA-256"
        return None

    def _compute(self, prefix: str, name: str, state: Path, meta: Path) -> int:
        done = self.server.post("/completion", {"prompt": prefix, "n_predict": 0, "id_slot": 0,
                                                "cache_prompt": True, "temperature": 0.0})
        tokens = int(done.get("tokens_evaluated") or 0)
        saved = self.server.post("/slots/0?action=save", {"filename": name})
        tokens = int(saved.get("n_saved", tokens))
        _write_atomic(meta, json.dumps({"sha256": _file_sha256(state), "tokens": tokens}))
        return tokens

    def _restore_all(self, name: str, tokens: int, skip_first: bool = False) -> None:
        for slot in range(1 if skip_first else 0, self.server.parallel):
            restored = self.server.post(f"/slots/{slot}?action=restore", {"filename": name})
            if int(restored.get("n_restored", -1)) != tokens:
                raise LlamaServerUnavailable(
                    f"slot {slot} restored {restored.get('n_restored')} tokens of {tokens}")


def _file_sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as source:
        while chunk := source.read(1 << 22):
            digest.update(chunk)
    return digest.hexdigest()


def _write_atomic(path: Path, text: str) -> None:
    partial = path.with_suffix(f".partial-{os.getpid()}")
    partial.write_text(text)
    partial.replace(path)


def main(argv: list[str]) -> int:
    if argv[1:] != ["build"]:
        print("usage: python -m extractor.providers.llama_server build", file=sys.stderr)
        return 2
    try:
        build()
    except MissingBuildTools as err:
        print(f"llama-server: {err}\nSetup goes on: the embedded model will run on llama-cpp-python's "
              "server instead, one abstract at a time (about 1.5x slower on 2 cores; README Speed).", file=sys.stderr)
        return MISSING_TOOLS_EXIT
    except LlamaServerUnavailable as err:
        print(f"llama-server: {err}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
