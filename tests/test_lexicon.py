"""The dataset lexicon: what it holds, how a written name matches it, and that its data
files say where every list comes from."""

from __future__ import annotations

import importlib.util
import io
import json
import sys
import tomllib
import zipfile
from pathlib import Path

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
    ("Video-MME", "videomme"),  # lmms-eval dataset repository
    ("MMBench", "mmbench"),  # lmms-eval, evalscope
    ("LongVideoBench", "longvideobench"),  # words run together: a coined name, kept
    ("SWE-bench Verified", "swebenchverified"),  # inspect-evals title
    ("GPQA", "gpqa"),
    ("MMLU-Pro", "mmlupro"),  # evalscope pretty name
])
def test_known_names_match_their_entry(written, key):
    assert lex.dataset_key(written) == key


@pytest.mark.parametrize("written", [
    "Drop", "Math", "Race",  # ordinary words: kept only in capitals
    "GPT-4", "GPT-3", "Llama-3", "ResNet-50", "BERT", "COVID-19", "Wikipedia", "CycleGAN",  # models, the world
    "Beans", "Natural", "Moral Stories",  # dictionary words dropped by the build
    "QA", "F1", "NLP",  # too short, metrics, task acronyms
    "GQA", "SAT", "MovieChat", "Eval", "Mantis",  # attention/a problem/models, an evaluation word
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
    assert {s["package"] for s in data["source"]} >= {"lmms-eval", "inspect-evals", "evalscope"}
    for source in data["source"]:
        assert source["licence"] and source["version"] and len(source["wheel_sha256"]) == 64
        assert source["repository"].startswith("https://github.com/")
        assert source["names"]
    assert len(lex.lexicon().names) > 1000


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
    return [n.text for n in decide_names(text, names).benchmarks]


def test_a_known_dataset_named_without_a_cue_is_a_benchmark():
    text = "We propose FooNet, a detector. FooNet also transfers well to HellaSwag and ILSVRC."
    assert set(_benchmarks(text)) >= {"HellaSwag", "ILSVRC"}


def test_a_dataset_word_in_ordinary_case_is_not_a_benchmark():
    text = "We propose FooNet, a detector. Drop rates fall; Math teachers like it."
    assert _benchmarks(text) == []


def test_a_multimodal_benchmark_named_without_a_cue_is_a_benchmark():
    text = "We propose FooVL, a video model. FooVL also transfers to Video-MME and MMBench."
    assert set(_benchmarks(text)) >= {"Video-MME", "MMBench"}


# The build script's readers, each on a small wheel written here with the layout its library ships.
def _build_script():
    path = Path(__file__).resolve().parents[1] / "scripts" / "build_lexicon.py"
    spec = importlib.util.spec_from_file_location("build_lexicon", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


build = _build_script()


def _wheel(files: dict[str, str]) -> zipfile.ZipFile:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as wheel:
        for path, text in files.items():
            wheel.writestr(path, text)
    return zipfile.ZipFile(buffer)


def test_lmms_eval_reader_takes_task_folders_and_dataset_repositories():
    wheel = _wheel({
        "lmms_eval/tasks/videomme/videomme.yaml": "dataset_path: lmms-lab/Video-MME\ntask: videomme\n",
        "lmms_eval/tasks/mmbench/mmbench_en_dev.yaml": 'dataset_path: "lmms-lab/MMBench_dev_en" # hub name\n',
        "lmms_eval/tasks/localset/local.yaml": "dataset_path: parquet\n",
        "lmms_eval/tasks/_task_utils/file_utils.py": "",
        "lmms_eval/models/llava.py": "",
    })
    names = set(build._lmms_eval(wheel))
    assert names == {"videomme", "Video-MME", "mmbench", "MMBench", "localset"}


def test_inspect_evals_reader_takes_folders_and_the_name_before_the_title_colon():
    wheel = _wheel({
        "inspect_evals/gpqa/eval.yaml": "title: 'GPQA: Graduate-Level STEM Knowledge Challenge'\n",
        "inspect_evals/niah/eval.yaml": "title: 'Needle in a Haystack (NIAH): In-Context Retrieval'\n",
        "inspect_evals/coconot/eval.yaml": "title: 'The Art of Saying No: Contextual Noncompliance'\n",
        "inspect_evals/gpqa/configs/x.yaml": "title: Not A Title\n",
    })
    names = set(build._inspect_evals(wheel))
    assert names == {"gpqa", "GPQA", "niah", "NIAH", "coconot"}  # 'The Art of Saying No' is a description


def test_evalscope_reader_takes_pretty_names_but_not_qualifiers_or_custom_adapters():
    def meta(pretty: str, tags: list[str]) -> str:
        return json.dumps({"meta": {"pretty_name": pretty, "tags": tags}})
    wheel = _wheel({
        "evalscope/benchmarks/_meta/mm_bench.json": meta("MMBench", ["MultiModal"]),
        "evalscope/benchmarks/_meta/bhasha.json": meta("BhashaBench-Multi (Ayurveda)", ["MCQ"]),
        "evalscope/benchmarks/_meta/general_qa.json": meta("General-QA", ["QA", "Custom"]),
        "evalscope/benchmarks/mm_bench/adapter.py": "",
    })
    assert set(build._evalscope(wheel)) == {"MMBench", "BhashaBench-Multi"}


@pytest.mark.parametrize("written, surface", [
    ("MMBench_dev_en", "MMBench"),  # split and language tail
    ("OCRBench_v2_test", "OCRBench_v2"),  # the version stays
    ("camerabench_vqa_lmms_eval", "camerabench_vqa"),  # the library's own tail
    ("lmms_VDC_test", "VDC"),  # and prefix
    ("SWE-bench_Lite", "SWE-bench"),
    ("VCR-wiki-en-easy-test-100", "VCR-wiki-en-easy"),  # a config word with its size
    ("BhashaBench-Multi (Ayurveda)", "BhashaBench-Multi"),
    ("TAT-QA", "TAT-QA"),  # 'QA' is no language code
    ("Claw-Eval", "Claw-Eval"),  # 'Eval' is part of a name
    ("test", "test"),  # nothing left: the name itself (dropped later as config words)
])
def test_surface_name_cuts_config_split_and_language_tails(written, surface):
    assert build.surface_name(written) == surface


def test_words_run_together_in_capitals_are_a_name_only_where_the_source_writes_surface_forms():
    words = {"long", "video", "bench", "natural", "questions", "cats", "vs", "dogs"}
    assert build.verdict("LongVideoBench", words, surface=True) == "keep"
    assert build.verdict("CatsVsDogs", words, surface=False) == "ordinary words"  # a Python class name
    assert build.verdict("Natural Questions", words, surface=True) == "ordinary words"
    assert build.verdict("Eval", words, surface=True) == "config words"
