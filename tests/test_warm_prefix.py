"""Issue 11: the embedded llama-server starts warm. The fixed prompt prefix's KV
state is computed once, saved under the data directory and restored into every
slot at the next start; a corrupt or refused state is computed again. A fake
llama-server API stands in for the real one (the live tests start the real one)."""

import json
from pathlib import Path

import pytest

from extractor.defaults import embedded_slots
from extractor.providers.llama_server import LlamaServerUnavailable, WarmPrefix, slot_dir

SYSTEM = "You label abstracts."


class FakeLlamaServer:
    """llama-server's template, completion and slot save/restore endpoints, in memory:
    a saved state is a JSON file of the slot's tokens."""

    def __init__(self, parallel=3, refuse_restore=False):
        self.binary = Path("/builds/0.3.36-abc/llama-server")
        self.context, self.parallel = 4096, parallel
        self.slots: dict[int, list[str]] = {}
        self.calls: list[str] = []
        self.refuse_restore = refuse_restore

    def post(self, path, body, timeout=0.0):
        self.calls.append(path.split("?")[0] + ("?" + path.split("?")[1] if "?" in path else ""))
        if path == "/apply-template":
            system, user = (m["content"] for m in body["messages"])
            return {"prompt": f"<|im_start|>system\n{system}<|im_end|>\n<|im_start|>user\n{user}<|im_end|>\n"}
        if path == "/completion":
            self.slots[body["id_slot"]] = body["prompt"].split()
            return {"tokens_evaluated": len(self.slots[body["id_slot"]])}
        slot = int(path.split("/")[2].split("?")[0])
        file = slot_dir() / body["filename"]
        if path.endswith("action=save"):
            file.write_text(json.dumps(self.slots[slot]))
            return {"n_saved": len(self.slots[slot])}
        if self.refuse_restore:
            raise LlamaServerUnavailable("HTTP 400 failed to restore slot")
        self.slots[slot] = json.loads(file.read_text())
        return {"n_restored": len(self.slots[slot])}

    def computed(self):
        return self.calls.count("/completion")


@pytest.fixture
def slots():
    slot_dir().mkdir(parents=True)
    return slot_dir()


def test_the_prefix_is_computed_once_then_restored_into_every_slot(slots):
    first = FakeLlamaServer()
    assert WarmPrefix(first, SYSTEM).start_warm() == "computed (none saved yet)"
    assert first.computed() == 1
    assert first.slots[0] == first.slots[1] == first.slots[2]  # the other slots were restored from it
    assert "You label abstracts." in " ".join(first.slots[0]) and "user" in first.slots[0][-1]

    second = FakeLlamaServer()
    assert WarmPrefix(second, SYSTEM).start_warm() == "restored"
    assert second.computed() == 0
    assert second.slots == first.slots


def test_a_corrupt_saved_state_is_detected_and_computed_again(slots):
    WarmPrefix(FakeLlamaServer(), SYSTEM).start_warm()
    (state,) = slots.glob("prefix-*.bin")
    state.write_text(json.dumps(["garbage"]))  # same name, other bytes
    again = FakeLlamaServer()
    outcome = WarmPrefix(again, SYSTEM).start_warm()
    assert outcome.startswith("computed (") and "SHA-256" in outcome
    assert again.computed() == 1 and again.slots[1] != ["garbage"]
    assert WarmPrefix(FakeLlamaServer(), SYSTEM).start_warm() == "restored"  # the recomputed one is good


def test_an_unreadable_record_of_the_state_is_computed_again(slots):
    WarmPrefix(FakeLlamaServer(), SYSTEM).start_warm()
    (record,) = slots.glob("prefix-*.bin.json")
    record.write_text("{not json")
    outcome = WarmPrefix(FakeLlamaServer(), SYSTEM).start_warm()
    assert "unreadable" in outcome


def test_a_state_the_server_refuses_is_computed_again(slots):
    WarmPrefix(FakeLlamaServer(), SYSTEM).start_warm()
    refusing = FakeLlamaServer(refuse_restore=True)
    with pytest.raises(LlamaServerUnavailable):  # recomputed, then its restore refused too: say so
        WarmPrefix(refusing, SYSTEM).start_warm()
    assert refusing.computed() == 1


def test_another_prompt_or_model_build_gets_its_own_state(slots):
    WarmPrefix(FakeLlamaServer(), SYSTEM).start_warm()
    other_prompt = FakeLlamaServer()
    assert WarmPrefix(other_prompt, SYSTEM + " v2").start_warm().startswith("computed")
    other_build = FakeLlamaServer()
    other_build.binary = Path("/builds/0.3.36-def/llama-server")
    assert WarmPrefix(other_build, SYSTEM).start_warm().startswith("computed")
    assert len(list(slots.glob("prefix-*.bin"))) == 3


def test_slots_come_from_the_environment_or_the_machine(monkeypatch):
    monkeypatch.setenv("EXTRACTOR_EMBEDDED_SLOTS", "3")
    assert embedded_slots() == 3
    monkeypatch.setenv("EXTRACTOR_EMBEDDED_SLOTS", "zero")
    with pytest.raises(ValueError, match="EXTRACTOR_EMBEDDED_SLOTS"):
        embedded_slots()
    monkeypatch.delenv("EXTRACTOR_EMBEDDED_SLOTS")
    monkeypatch.setattr("os.cpu_count", lambda: 1)
    assert embedded_slots() == 2  # two per core
    monkeypatch.setattr("os.sysconf", lambda name: 1 if name == "SC_AVPHYS_PAGES" else 4096)
    assert embedded_slots() == 1  # no memory to spare: one slot


def test_a_bad_slots_setting_is_one_clear_line(tmp_path, monkeypatch):
    from typer.testing import CliRunner

    from extractor.cli import app

    (tmp_path / "in.txt").write_text("We propose FooNet, which reaches 91.5% on BarBench.\n")
    monkeypatch.setenv("EXTRACTOR_EMBEDDED_SLOTS", "-2")
    monkeypatch.setenv("EXTRACTOR_EMBEDDED_SERVER", "llama-server")
    monkeypatch.setattr("extractor.providers.embedded._llama_server_binary", lambda: tmp_path / "llama-server")
    result = CliRunner().invoke(app, ["extract", "in.txt", "-o", "out"])
    assert result.exit_code == 2 and "EXTRACTOR_EMBEDDED_SLOTS='-2'" in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
