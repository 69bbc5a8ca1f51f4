"""The dataset lexicon: what it holds, how a written name matches it, and that its data
files say where every list comes from."""

from __future__ import annotations

import tomllib

import pytest

from extractor import lexicon as lex
from extractor.candidates import find_candidates
from extractor.verify import decide_names


@pytest.mark.parametrize("written, key", [
    ("CIFAR-10", "cifar10"),  # torchvision, hyphen aside
    ("HellaSwag", "hellaswag"),  # lm-evaluation-harness
    ("ADE20K", "ade20k"),  # mmsegmentation
    ("LibriSpeech", "librispeech"),  # torchaudio
    ("ImageNet-1K", "imagenet"),  # alias and version tail
    ("ILSVRC", "imagenet"),  # alias
    ("MS COCO", "coco"),  # alias
    ("SQuAD 2.0", "squad2"),
    ("Kinetics-400", "kinetics400"),
    ("DROP", "drop"),  # caps-only, written in capitals
])
def test_known_names_match_their_entry(written, key):
    assert lex.dataset_key(written) == key


@pytest.mark.parametrize("written", [
    "Drop", "Math", "Race",  # ordinary words: kept only in capitals
    "GPT-4", "GPT-3", "Llama-3", "ResNet-50", "BERT", "COVID-19", "Wikipedia", "CycleGAN",  # models, the world
    "Beans", "Natural", "Moral Stories",  # dictionary words dropped by the build
    "QA", "F1", "NLP",  # too short, metrics, task acronyms
])
def test_ordinary_words_models_and_metrics_are_not_datasets(written):
    assert lex.dataset_key(written) is None


def test_versions_stay_apart_but_aliases_meet():
    assert lex.same_known_dataset("ILSVRC", "ImageNet")
    assert lex.same_known_dataset("MS-COCO", "COCO")
    assert not lex.same_known_dataset("CIFAR-10", "CIFAR-100")
    assert not lex.same_known_dataset("FooSet", "FooSet")  # unknown names are not matched here


def test_every_list_records_its_source_licence_and_version():
    data = tomllib.loads((lex.DATA / "lexicon.toml").read_text(encoding="utf-8"))
    assert len(data["source"]) >= 5
    for source in data["source"]:
        assert source["licence"] and source["version"] and len(source["wheel_sha256"]) == 64
        assert source["repository"].startswith("https://github.com/")
        assert source["names"]
    assert len(lex.lexicon().names) > 400


def test_an_alias_group_must_name_a_lexicon_entry(tmp_path, monkeypatch):
    for name in ("datasets.toml", "lexicon.toml"):
        (tmp_path / name).write_text((lex.DATA / name).read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "aliases.toml").write_text('[[alias]]\nname = "NoSuchSet"\nforms = ["NSS"]\n', encoding="utf-8")
    monkeypatch.setattr(lex, "DATA", tmp_path)
    lex.lexicon.cache_clear()
    try:
        with pytest.raises(ValueError, match=r"aliases.toml.*NoSuchSet"):
            lex.lexicon()
    finally:
        monkeypatch.undo()
        lex.lexicon.cache_clear()


def test_a_broken_data_file_is_named(tmp_path, monkeypatch):
    (tmp_path / "datasets.toml").write_text("torchvision = [", encoding="utf-8")
    monkeypatch.setattr(lex, "DATA", tmp_path)
    lex.lexicon.cache_clear()
    try:
        with pytest.raises(ValueError, match="datasets.toml"):
            lex.lexicon()
    finally:
        monkeypatch.undo()
        lex.lexicon.cache_clear()


def _benchmarks(text: str) -> list[str]:
    names = find_candidates(text).names
    return [n.text for n in decide_names(text, names, []).benchmarks]


def test_a_known_dataset_named_without_a_cue_is_a_benchmark():
    text = "We propose FooNet, a detector. FooNet also transfers well to HellaSwag and ILSVRC."
    assert set(_benchmarks(text)) >= {"HellaSwag", "ILSVRC"}


def test_a_dataset_word_in_ordinary_case_is_not_a_benchmark():
    text = "We propose FooNet, a detector. Drop rates fall; Math teachers like it."
    assert _benchmarks(text) == []
