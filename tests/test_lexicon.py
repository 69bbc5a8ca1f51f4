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
    ("BLiMP", "blimp"),  # a dictionary word the source writes in lower case, written with a capital inside
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
    "Drop", "Math", "Race", "Blimp", "blimp",  # ordinary words: kept only in capitals or with a capital inside
    "GPT-4", "GPT-3", "Llama-3", "ResNet-50", "BERT", "COVID-19", "Wikipedia", "CycleGAN",  # models, the world
    "Beans", "Natural", "Moral Stories",  # dictionary words dropped by the build
    "QA", "F1", "NLP",  # too short, metrics, task acronyms
    "GQA", "SAT", "MovieChat", "Eval", "Mantis",  # attention/a problem/models, an evaluation word
    "IOPS", "SMD", "GHL", "Kitsune", "GutenTAG", "WOW",  # a metric, a device, a loss, a method, a tool, a word
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


def test_one_dictionary_word_is_kept_caps_only_but_a_task_group_word_or_a_language_is_not_a_dataset():
    words = {"blimp", "translation", "gujarati"}
    assert build.verdict("blimp", words) == "caps"  # taken where an abstract writes "BLiMP", never "blimp"
    assert build.verdict("translation", words) == "config words"
    assert build.verdict("Gujarati", words) == "a language or country"


@pytest.mark.parametrize("written, key", [
    ("ScanNet", "scannet"), ("nuScenes", "nuscenes"), ("Waymo", "waymo"),  # mmdet3d classes, as written
    ("ActivityNet", "activitynet"), ("LaSOT", "lasot"), ("GOT-10k", "got10k"), ("Human3.6M", "human36m"),
    ("FGVC-Aircraft", "fgvcaircraft"), ("ogbn-arxiv", "ogbnarxiv"), ("ogbg-molhiv", "ogbgmolhiv"),
    ("CiteSeer", "citeseer"), ("ModelNet40", "modelnet40"), ("SciFact", "scifact"), ("NFCorpus", "nfcorpus"),
    ("MTEB", "mteb"), ("HalfCheetah", "halfcheetah"), ("ETTh1", "etth1"), ("MedMNIST", "medmnist"),
    ("EuroSAT", "eurosat"),
])
def test_names_of_the_graph_3d_video_retrieval_rl_forecasting_and_medical_sources_match(written, key):
    assert lex.dataset_key(written) == key


@pytest.mark.parametrize("written", [
    "LLaVA", "RT-1", "Planetoid", "HIV", "TSP", "PPI", "AIC", "Flickr", "Quora", "bioRxiv", "Lyft",  # general
    "Landsat-8", "Sentinel-2", "OpenStreetMap",  # torchgeo map layers, not benchmarks
    "Hopper", "Humanoid", "Ant",  # Gymnasium environments that are ordinary words
    "VideoText", "NonGeoClassification", "LongHorizon2",  # helper classes
])
def test_models_acronyms_websites_layers_and_helpers_of_the_new_sources_are_not_datasets(written):
    assert lex.dataset_key(written) is None


def test_init_all_reader_takes_every_listed_class_but_not_functions_or_helpers():
    wheel = _wheel({
        "pkg/datasets/body/__init__.py": "__all__ = ['CocoDataset', 'BaseCocoStyleDataset', 'build_dataset']\n",
        "pkg/datasets/hand/__init__.py": "__all__ = ['iSAIDDataset', 'LEVIRCDBaseDataset']\n",
        "pkg/datasets/other.py": "__all__ = ['NotRead']\n",
    })
    assert set(build._init_all(r"pkg/datasets/\w+/__init__.py", "Dataset")(wheel)) == {"Coco", "iSAID"}
    extended = _wheel({"p/__init__.py": "__all__ = ['CUB', 'KFoldDataset']\nif X:\n    __all__.extend([\n"
                       "        'ScienceQA', 'MiniGPT4Dataset', 'ActivityNetDataset'])\n"})
    assert set(build._init_all("p/__init__.py", "")(extended)) == {"CUB", "ScienceQA", "ActivityNet"}


def test_ogb_reader_takes_master_csv_headers_and_lsc_datasets_but_not_their_pyg_copies():
    wheel = _wheel({
        "ogb/nodeproppred/master.csv": ",ogbn-arxiv,ogbn-mag\nnum tasks,1,1\n",
        "ogb/lsc/__init__.py": "from .pcqm4mv2 import PCQM4Mv2Dataset, PCQM4Mv2Evaluator\n"
                               "from .pcqm4mv2_pyg import PygPCQM4Mv2Dataset\n",
    })
    assert set(build._ogb(wheel)) == {"ogbn-arxiv", "ogbn-mag", "PCQM4Mv2"}


def test_torch_geometric_readers_take_listed_classes_and_the_names_a_class_serves():
    init = ("homo_datasets = [\n    'Planetoid',\n    'GEDDataset',\n]\nhetero_datasets = ['DBLP']\n"
            "synthetic_datasets = ['FakeDataset']\n")
    planetoid = ('class Planetoid(InMemoryDataset):\n    r"""Citation networks.\n\n    Args:\n'
                 '        root (str): Root directory.\n'
                 '        name (str): The name of the dataset (:obj:`"Cora"`, :obj:`"CiteSeer"`,\n'
                 '            :obj:`"PubMed"`).\n        split (str, optional): (:obj:`"public"`).\n    """\n')
    modelnet = ('class _Helper(object):\n    pass\n\n\n'  # a docstring's names belong to its own class, not the file's first
                'class ModelNet(InMemoryDataset):\n    r"""CAD models.\n\n    Args:\n'
                '        name (str, optional): The name of the dataset (:obj:`"10"` for\n'
                '            ModelNet10, :obj:`"40"` for ModelNet40).\n    """\n')
    wheel = _wheel({"torch_geometric/datasets/__init__.py": init,
                    "torch_geometric/datasets/planetoid.py": planetoid,
                    "torch_geometric/datasets/modelnet.py": modelnet})
    assert set(build._torch_geometric_classes(wheel)) == {"Planetoid", "GED", "DBLP"}
    assert set(build._torch_geometric_names(wheel)) == {"Cora", "CiteSeer", "PubMed", "ModelNet10", "ModelNet40"}


def test_mteb_reader_cuts_task_type_modality_and_language_tails_and_benchmark_qualifiers():
    task = ('class A(AbsTaskRetrieval):\n    metadata = TaskMetadata(\n        name="SciFactHardNegatives",\n'
            '    )\nclass B(AbsTaskRetrieval):\n    metadata = TaskMetadata(name="VATEXT2V")\n'
            'class D(AbsTaskRetrieval):\n    metadata = TaskMetadata(name="MSRVTTT2V")\n'
            'class C(AbsTaskClassification):\n    metadata = TaskMetadata(name="Banking77Classification.v2")\n')
    wheel = _wheel({
        "mteb/tasks/retrieval/eng/scifact.py": task,
        "mteb/tasks/retrieval/fas/persian.py": 'metadata = TaskMetadata(name="PersianWebRetrieval")\n',
        "mteb/benchmarks/benchmarks/benchmarks.py": 'X = Benchmark(\n    name="MTEB(eng, v2)",\n)\n'
                                                    'Y = Benchmark(\n    name="BRIGHT (long)",\n)\n',
    })
    assert set(build._mteb(wheel)) == {"SciFact", "VATEX", "MSRVTT", "Banking77", "MTEB", "BRIGHT"}


def test_gymnasium_reader_cuts_namespace_and_version_and_skips_wrappers():
    wheel = _wheel({"gymnasium/envs/__init__.py": 'register(\n    id="HalfCheetah-v5",\n)\n'
                    'register(id="phys2d/CartPole-v1")\nregister(id="GymV26Environment-v0")\n'})
    assert set(build._gymnasium(wheel)) == {"HalfCheetah", "CartPole"}


def test_torchgeo_reader_takes_non_geo_benchmarks_but_not_map_layers():
    wheel = _wheel({
        "torchgeo/datasets/geo.py": "class GeoDataset(Dataset):\n    pass\nclass NonGeoDataset(Dataset):\n    pass\n"
                                    "class NonGeoClassificationDataset(NonGeoDataset):\n    pass\n",
        "torchgeo/datasets/eurosat.py": "class EuroSAT(NonGeoClassificationDataset):\n    pass\n",
        "torchgeo/datasets/landsat.py": "class Landsat8(RasterDataset):\n    pass\n",
        "torchgeo/datasets/__init__.py": "__all__ = (\n    'EuroSAT',\n    'Landsat8',\n    'NonGeoClassificationDataset',\n"
                                         "    'NonGeoDataset',\n)\n",
    })
    assert set(build._torchgeo(wheel)) == {"EuroSAT"}


def test_forecast_and_medmnist_readers_take_dataset_classes_not_helpers():
    forecast = _wheel({"datasetsforecast/long_horizon.py": "@dataclass\nclass ETTh1:\n    name: str = 'ETTh1'\n"
                       "class LongHorizon:\n    pass\nclass M4Evaluation:\n    pass\nclass FavoritaRawData:\n    pass\n"})
    assert set(build._datasetsforecast(forecast)) == {"ETTh1"}
    medmnist = _wheel({"medmnist/dataset.py": "class MedMNIST(Dataset):\n    pass\nclass PathMNIST(MedMNIST2D):\n    pass\n"})
    assert set(build._medmnist(medmnist)) == {"MedMNIST", "PathMNIST"}


@pytest.mark.parametrize("word,common", [("Private", True), ("long", True), ("Domain", True), ("Synapse", False),
                                         ("Switchboard", False), ("FooSet", False)])
def test_an_everyday_word_is_told_from_a_rare_one(word, common):
    assert lex.is_common_word(word) is common


@pytest.mark.parametrize("written, key", [
    ("LiveCodeBench", "livecodebench"), ("ZebraLogic", "zebralogic"), ("BABILong", "babilong"),  # OpenCompass
    ("MuSR", "musr"), ("XL-Sum", "xlsum"),  # lighteval, OpenCompass
    ("WildBench", "wildbench"), ("FinanceBench", "financebench"), ("EWoK", "ewok"),  # HELM scenarios
    ("METR-LA", "metrla"), ("PEMS-BAY", "pemsbay"), ("PeMS04", "pems04"),  # Torch Spatiotemporal
    ("ALFWorld", "alfworld"), ("WebShop", "webshop"), ("Meta-World", "metaworld"), ("MiniWoB++", "miniwob"),
])
def test_names_of_the_llm_suites_traffic_and_agent_environment_sources_match(written, key):
    assert lex.dataset_key(written) == key


@pytest.mark.parametrize("written", [
    "Quality", "RAFT", "MED",  # a word in title case, a fine-tuning method, a distance
    "ATLAS", "CALM", "CLEAR", "VQA", "Vicuna", "GSM",  # method acronyms, a task, a model, a phone standard
    "Summarization", "Habitat", "Electricity",  # a task, words
])
def test_suite_ids_that_name_a_task_a_model_or_a_method_acronym_are_not_datasets(written):
    assert lex.dataset_key(written) is None


def test_llm_suite_and_traffic_readers_take_dataset_ids_not_templates_or_generators():
    compass = _wheel({"opencompass/configs/datasets/livecodebench/livecodebench_gen.py": "x = 1\n",
                      "opencompass/configs/datasets/mmmlu_lite/mmmlu_lite_gen.py": "x = 1\n",
                      "opencompass/configs/datasets/_base_/x.py": "x = 1\n"})
    assert set(build._opencompass(compass)) == {"livecodebench", "mmmlu"}
    lighteval = _wheel({"lighteval/tasks/tasks/musr.py": "", "lighteval/tasks/tasks/ifeval/main.py": "",
                        "lighteval/tasks/tasks/custom_task_classification_grammar_task.py": ""})
    assert set(build._lighteval(lighteval)) == {"musr", "ifeval"}
    helm = _wheel({"helm/benchmark/scenarios/wildbench_scenario.py": "",
                   "helm/benchmark/scenarios/audio_language/voxceleb2_scenario.py": "",
                   "helm/benchmark/scenarios/test_mmlu_scenario.py": "",
                   "helm/benchmark/scenarios/medhelm_configurable_scenario.py": ""})
    assert set(build._helm(helm)) == {"wildbench", "voxceleb2"}
    tsl = _wheel({"tsl/datasets/__init__.py": "dataset_classes = [\n    'MetrLA',\n    'TrafficBenchmark',\n"
                  "    'GPVARDataset',\n]\n"})
    assert set(build._tsl(tsl)) == {"MetrLA", "Traffic"}


def test_a_name_that_spells_one_dictionary_word_is_kept_caps_only():
    words = {"quality", "super", "glue", "superglue"}
    assert build.verdict("QuALITY", words) == "caps"  # taken as "QuALITY", never as the word "Quality"
    assert build.verdict("SuperGLUE", words) == "caps"  # a capital inside: still taken as written
    assert lex.dataset_key("QuALITY") == "quality" and lex.dataset_key("Quality") is None


@pytest.mark.parametrize("written, key", [("AIME24", "aime2024"), ("CoNLL03", "conll2003"), ("IWSLT17", "iwslt2017")])
def test_an_editions_two_digit_year_matches_the_year_written_out(written, key):
    assert lex.dataset_key(written) == key


def test_knowledge_graph_shift_retrieval_molecule_and_continual_readers_take_datasets_not_helpers():
    pykeen = _wheel({"pykeen/datasets/__init__.py": "__all__ = [\n    'dataset_resolver',\n    'Dataset',\n"
                     "    'FB15k237',\n    'WN18RR',\n]\n"})
    assert set(build._pykeen(pykeen)) == {"FB15k237", "WN18RR"}
    wilds = _wheel({"wilds/__init__.py": "benchmark_datasets = [\n    'camelyon17',\n    'ogb-molpcba',\n]\n"
                    "additional_datasets = [\n    'waterbirds'\n]\nunlabeled_splits = [\n    'train_unlabeled'\n]\n"})
    assert set(build._wilds(wilds)) == {"camelyon17", "ogb-molpcba", "waterbirds"}
    pml = _wheel({"pytorch_metric_learning/datasets/__init__.py": "from .base_dataset import BaseDataset\n"
                  "from .cars196 import Cars196\n"})
    assert set(build._metric_learning(pml)) == {"Cars196"}
    molnet = _wheel({"deepchem/molnet/__init__.py": "from a import load_tox21\nfrom b import load_bace_classification,"
                     " load_bace_regression\nfrom c import load_function\n"})
    assert set(build._molnet(molnet)) == {"tox21", "bace"}
    avalanche = _wheel({"avalanche/benchmarks/classic/cmnist.py": '__all__ = ["SplitMNIST", "PermutedMNIST"]\n',
                        "avalanche/benchmarks/classic/stream51.py": '__all__ = ["CLStream51"]\n',
                        "avalanche/benchmarks/classic/clear.py": '__all__ = ["CLEAR", "CLEARMetric"]\n',
                        "avalanche/benchmarks/classic/ex_model.py": '__all__ = ["ExMLMNIST", "check_experts_accuracy"]\n'})
    assert set(build._avalanche(avalanche)) == {"SplitMNIST", "PermutedMNIST", "Stream51", "CLEAR"}
    assert lex.dataset_key("FB15k-237") == "fb15k237" and lex.dataset_key("Kaggle") is None


@pytest.mark.parametrize("written, key", [
    ("PTB-XL", "ptbxl"), ("CPSC2018", "cpsc2018"),  # torch-ecg (each new in session 29)
    ("MVTec AD", "mvtecad"), ("VisA", "visa"),  # anomalib
    ("KsponSpeech", "ksponspeech"), ("SPGISpeech", "spgispeech"), ("CHiME-6", "chime6"), ("AISHELL-3", "aishell3"),  # lhotse
    ("ObjectNet", "objectnet"), ("ImageNet-O", "imageneto"),  # CLIP Benchmark
    ("TextWorldExpress", "textworldexpress"), ("MinAtar", "minatar"), ("D4RL", "d4rl"),  # PyPI environments
])
def test_names_of_the_ecg_anomaly_speech_and_clip_sources_match(written, key):
    assert lex.dataset_key(written) == key


@pytest.mark.parametrize("written", [
    "Visa", "Avenue", "Switchboard",  # one dictionary word each: taken only in capitals ("VisA", "AVENUE")
    "AMI", "SPH", "VAD", "MLS",  # a myocardial infarction or metering, a hydrodynamics method, a detection task
    "yes/no", "Diabetic Retinopathy",  # a question's form, a disease
])
def test_words_diseases_and_task_acronyms_of_the_new_sources_are_not_datasets(written):
    assert lex.dataset_key(written) is None


def test_ecg_anomaly_speech_and_clip_readers_take_datasets_not_helpers_or_formats():
    ecg = _wheel({"torch_ecg/databases/__init__.py": '__all__ = [\n    "PTBXL",\n    "CPSC2018",\n'
                  '    "PhysioNetDataBase",\n    "PSGDataBaseMixin",\n    "WFDB_Beat_Annotations",\n    "BeatAnn",\n'
                  '    "DataBaseInfo",\n    "list_databases",\n]\n'})
    assert set(build._torch_ecg(ecg)) == {"PTBXL", "CPSC2018"}
    anomalib = _wheel({"anomalib/data/__init__.py": '__all__ = ["AnomalibDataModule", "AnomalibDataset", "MVTecAD",'
                       ' "MVTecADDataset", "Folder", "FolderDataset", "Visa", "VisaDataset", "Kaputt", "ImageBatch"]\n'})
    assert set(build._anomalib(anomalib)) == {"MVTecAD", "Visa"}  # Kaputt: no dataset class of its name here
    lhotse = _wheel({"lhotse/recipes/__init__.py": "from .librispeech import prepare_librispeech\n"
                     "from .voxceleb import download_voxceleb1, prepare_voxceleb\n"})
    assert list(build._lhotse(lhotse)) == ["librispeech", "voxceleb"]
    clip = _wheel({"clip_benchmark/datasets/builder.py": 'if dataset_name == "objectnet":\n    pass\n'
                   'elif dataset_name == "imagenet-r":\n    pass\n'})
    assert set(build._clip_benchmark(clip)) == {"objectnet", "imagenet-r"}


@pytest.mark.parametrize("written, key", [("GPQA-EN", "gpqa"), ("HellaSwag-Test", "hellaswag"), ("Foo-ZH", None)])
def test_a_language_or_split_tail_leaves_the_known_name(written, key):
    assert lex.dataset_key(written) == key


@pytest.mark.parametrize("written, key", [
    ("2WikiMultiHopQA", "2wikimultihopqa"), ("Bamboogle", "bamboogle"), ("PopQA", "popqa"),  # FlashRAG
    ("ClueWeb12", "clueweb12"), ("MIRACL", "miracl"), ("mMARCO", "mmarco"), ("TREC CAsT", "treccast"),  # ir_datasets
    ("MIMIC-III", "mimiciii"), ("MIMIC-IV", "mimiciv"), ("eICU", "eicu"), ("EHRShot", "ehrshot"),  # PyHealth
    ("PadChest", "padchest"), ("MIMIC-CXR", "mimiccxr"), ("VinDr-CXR", "vindrcxr"), ("TBX11K", "tbx11k"),  # TorchXRayVision
    ("NASA-SMAP", "nasasmap"), ("SWaT", "swat"), ("Exathlon", "exathlon"), ("KDD-TSAD", "kddtsad"),  # TimeEval
])
def test_names_of_the_rag_retrieval_clinical_xray_and_anomaly_sources_match(written, key):
    assert lex.dataset_key(written) == key


@pytest.mark.parametrize("written", [
    "Zero-shot RE", "zero-shot RE",  # a task's phrase FlashRAG's table gives for a dataset
    "Vaswani", "Cranfield", "codec", "Washington Post",  # a person, a place (and a paradigm), a word, a newspaper
    "OMOP", "COSMIC", "Medical Transcriptions",  # a data model, a method-style acronym, ordinary words
    "Keogh", "NormA", "SSA", "swat", "wadi",  # a person, a method, an acronym; caps-only names in lower case
])
def test_tasks_people_formats_and_words_of_the_rag_clinical_and_anomaly_sources_are_not_datasets(written):
    assert lex.dataset_key(written) is None


def test_rag_retrieval_clinical_xray_and_anomaly_readers_take_datasets_not_helpers_or_formats():
    flashrag = _wheel({"flashrag_dev-0.1.2.dist-info/METADATA": "intro\n\n| Task | Dataset Name | Source |\n"
                       "|---|---|---|\n| QA | NQ | wiki |\n| multi-hop QA | 2WikiMultiHopQA | wiki |\n"
                       "| Slot Filling | Zero-shot RE | wiki |\n\n### Document Corpus\n| a | b |\n"})
    assert list(build._flashrag(flashrag)) == ["NQ", "2WikiMultiHopQA"]
    ir = _wheel({"ir_datasets/docs/msmarco-passage.yaml": "_:\n  pretty_name: 'MSMARCO (passage)'\n  desc: 'x'\n",
                 "ir_datasets/docs/vaswani.yaml": "_:\n  pretty_name: 'Vaswani'\n",
                 "ir_datasets/docs/trec-cast.yaml": "_:\n  desc: 'x'\nv0:\n  pretty_name: 'TREC CAsT 2019 Task 1 Long'\n"})
    assert list(build._ir_datasets(ir)) == ["MSMARCO"]
    pyhealth = _wheel({"pyhealth/datasets/__init__.py": "from .base_dataset import BaseDataset\n"
                       "from .mimic4 import MIMIC4CXRDataset, MIMIC4Dataset\nfrom .omop import OMOPDataset\n"
                       "from .sample_dataset import SampleBuilder, SampleDataset\n",
                       "pyhealth/datasets/mimic4.py": '"""Loads the MIMIC-IV EHR dataset."""\n',
                       "pyhealth/datasets/omop.py": '"""The OMOP CDM dataset."""\n'})
    assert set(build._pyhealth(pyhealth)) == {"MIMIC4CXR", "MIMIC4", "MIMIC-IV"}
    xrv = _wheel({"torchxrayvision/datasets.py": 'class MergeDataset(Dataset):\n    """Merge datasets."""\n'
                  'class NIH_Dataset(Dataset):\n    """NIH ChestX-ray14 dataset\n'
                  'class TBX11K_Dataset(Dataset):\n    """TBX11K Tuberculosis X-ray dataset\n'
                  'class BRAX_Dataset(Dataset):\n    """BRAX, Brazilian labeled chest X-ray dataset\n'})
    assert set(build._torchxrayvision(xrv)) == {"NIH ChestX-ray14", "ChestX-ray14", "TBX11K Tuberculosis X-ray",
                                               "TBX11K", "BRAX"}
    timeeval = _wheel({"timeeval_experiments/2022-01-18_swat_and_wadi.py": 'dm.select(collection="SWaT")\n'
                       '# dm.select(collection="SSA")\ndm.select(collection="Keogh", max_contamination=0.1)\n'
                       'dm.select(collection="NASA-MSL")\n'})
    assert list(build._timeeval(timeeval)) == ["SWaT", "NASA-MSL"]
