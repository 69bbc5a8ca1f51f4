"""The embedded server never outlives the CLI: Ctrl-C (SIGINT) and SIGTERM in
the middle of a run stop it. Live: starts the real embedded model."""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import SEEDS
from extractor.corpus import read_corpus

pytestmark = pytest.mark.live


def children(pid: int) -> list[int]:
    path = Path(f"/proc/{pid}/task/{pid}/children")
    return [int(p) for p in path.read_text().split()] if path.exists() else []


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    stat = Path(f"/proc/{pid}/stat")
    return not (stat.exists() and stat.read_text().split()[2] == "Z")


def _as_in_a_terminal() -> None:
    """Ctrl-C as a user's terminal delivers it: a test run started in the background by a
    non-interactive shell (`make test &`, a CI runner) ignores SIGINT, every child inherits that,
    and a Python started so never raises KeyboardInterrupt (seen on a fresh-clone run)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
def test_signal_mid_run_stops_the_embedded_server(tmp_path, signum):
    # 20 abstracts: on llama-server's 4 slots a 5-abstract run can end before the signal lands
    # ("mid-run" no longer), and then a 0 exit says nothing about the signal.
    abstracts = list(read_corpus([SEEDS]).abstracts.values())[:20]
    inputs = tmp_path / "in.jsonl"
    inputs.write_text("".join(json.dumps({"text": a.text}) + "\n" for a in abstracts))
    cli = subprocess.Popen([sys.executable, "-m", "extractor", "extract", str(inputs), "-o", str(tmp_path / "out"),
                            "--cache-dir", str(tmp_path / "cache")], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           preexec_fn=_as_in_a_terminal)
    server = None
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and server is None:
        server = next(iter(children(cli.pid)), None)
        time.sleep(0.2)
    assert server is not None, "the CLI never started the embedded server"
    time.sleep(8)  # let it load the model and begin answering
    cli.send_signal(signum)
    _, stderr = cli.communicate(timeout=60)
    assert cli.returncode != 0, stderr.decode(errors="replace")[-2000:]  # what the run said, if it went on
    for _ in range(100):
        if not alive(server):
            break
        time.sleep(0.2)
    assert not alive(server), f"embedded server {server} outlived the CLI after signal {signum}"


def test_an_exception_inside_a_run_stops_the_embedded_server():
    from extractor.settings import ModelSettings

    before = set(children(os.getpid()))
    with pytest.raises(RuntimeError, match="boom"):
        with ModelSettings().open_model():
            (server,) = set(children(os.getpid())) - before
            raise RuntimeError("boom")
    for _ in range(50):
        if not alive(server):
            break
        time.sleep(0.2)
    assert not alive(server)
