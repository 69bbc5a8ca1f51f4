"""Known dataset and benchmark names, and how a name written in an abstract is matched to them.

The names are data (extractor/data/): datasets.toml (torchvision, torchtext), lexicon.toml
(built by scripts/build_lexicon.py from TensorFlow Datasets, lm-evaluation-harness,
mmdetection, mmsegmentation, torchaudio, lmms-eval, inspect_evals, evalscope, mmdetection3d,
mmpose, mmpretrain, mmaction2, mmtracking, OGB, PyTorch Geometric, MTEB, Gymnasium, MedMNIST,
TorchGeo, datasetsforecast, OpenCompass, lighteval, HELM, Torch Spatiotemporal, PyKEEN, WILDS,
pytorch-metric-learning, DeepChem's MoleculeNet, Avalanche, torch-ecg, anomalib, Lhotse, CLIP Benchmark,
FlashRAG, ir_datasets, PyHealth, TorchXRayVision, TimeEval), datasets.toml's agent and RL
environments that PyPI distributes under their own names, and aliases.toml
(other names of one dataset: ILSVRC = ImageNet). Each file records its sources and licences. A name is matched on its
letters and digits ("CIFAR-10" = "cifar10"), with a version or size tail cut
("ImageNet-1K", "VQA v2", "SQuAD 2.0"); a name kept only in capitals ("DROP", "MATH") must be
written in capitals.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path

DATA = Path(__file__).parent / "data"
# "ImageNet-1K", "VQA v2", "SQuAD 2.0", "Kinetics-400": a tail, apart from the name, that gives a
# version, size or year.
VERSION_TAIL = re.compile(r"(?:[\s\-_]+v?\d+(?:\.\d+)*[kKmM]?|[\s\-_]*[vV]\d+(?:\.\d+)*)$")
# "FooComp-ZH", "BarQA-Test": a hyphened tail, apart from the name, that gives the language or the split used
LANGUAGE_OR_SPLIT_TAIL = re.compile(r"-(?:ZH|EN|CN|JA|JP|KO|FR|DE|ES|AR|RU|zh|en|Test|Dev|Val|test|dev|val)$")


# a compact name that ends in a two-digit year after three letters or more ("aime24", "conll03", "wmt14")
YEAR_SHORT = re.compile(r"([a-z][a-z0-9]*[a-z]{3}|[a-z]{3,})(\d\d)")


def compact(name: str) -> str:
    """Letters and digits, lower case: 'CIFAR-10' -> 'cifar10', 'AG_NEWS' -> 'agnews'."""
    return re.sub(r"[^a-z0-9]", "", name.lower())


@dataclass(frozen=True)
class Lexicon:
    names: frozenset[str]  # compact forms, matched in any case
    caps_only: frozenset[str]  # compact forms matched only when written in capitals or with a capital inside
    canonical: dict[str, str]  # compact alias -> compact name ("ilsvrc" -> "imagenet")


def _read(path: Path) -> dict:
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as error:
        raise ValueError(f"{path}: cannot read the dataset lexicon: {error}") from error


@cache
def lexicon() -> Lexicon:
    names: set[str] = set()
    caps: set[str] = set()
    for key, value in _read(DATA / "datasets.toml").items():
        names.update(compact(n) for n in value)
    for source in _read(DATA / "lexicon.toml").get("source", []):
        names.update(compact(n) for n in source["names"])
        caps.update(compact(n) for n in source.get("caps_only", []))
    canonical: dict[str, str] = {}
    for group in _read(DATA / "aliases.toml").get("alias", []):
        name = compact(group["name"])
        if name not in names:
            raise ValueError(f"{DATA / 'aliases.toml'}: alias group {group['name']!r} names no lexicon entry")
        canonical.update((compact(form), name) for form in group["forms"])
    return Lexicon(frozenset(names), frozenset(caps - names), canonical)


def dataset_key(name: str, loose: bool = True) -> str | None:
    """The lexicon's compact name for a written name, or None when it is not a known dataset.
    `loose` also tries the name without its version or size tail ("ImageNet-1K" -> imagenet), or its language or
    split tail ("BrowseComp-ZH" -> browsecomp)."""
    known = lexicon()
    forms = [name]
    for tail in (VERSION_TAIL, LANGUAGE_OR_SPLIT_TAIL) if loose else ():
        cut = tail.sub("", name)
        if cut != name and len(compact(cut)) >= 3:
            forms.append(cut)
    for form in forms:
        for key in _year_forms(compact(form)):
            key = known.canonical.get(key, key)
            if key in known.names or (key in known.caps_only and _written_as_a_name(form)):
                return key
    return None


def _year_forms(key: str) -> list[str]:
    """The compact name, and with a two-digit year after three letters or more written out as the lexicon writes
    it ("aime24" -> "aime2024", "conll03" -> "conll2003", "voc07" -> "voc2007"): an edition's short year."""
    short = YEAR_SHORT.fullmatch(key)
    if not short:
        return [key]
    stem, year = short.groups()
    return [key, f"{stem}{'19' if year >= '50' else '20'}{year}"]


def _written_as_a_name(form: str) -> bool:
    """"MATH", "BLiMP": in capitals, or with a capital inside, as no sentence writes a plain word."""
    letters = [c for c in form if c.isalpha()]
    return form.isupper() or any(c.isupper() for c in letters[1:])


@cache
def _iso_languages() -> tuple[tuple[str, str], ...]:
    """(name, ISO 639-1 code) of each major language, from pycountry (Debian's iso-codes data, LGPL-2.1): "English",
    "en"; a language with several names ("Spanish; Castilian") gives each. ISO 639-3's 7,900 other languages are
    left out: they hold words like "Even"."""
    import pycountry

    return tuple((part.split(" (")[0].strip(), language.alpha_2) for language in pycountry.languages
                 if hasattr(language, "alpha_2") for part in language.name.split(";"))


@cache
def _language_codes() -> dict[str, str]:
    """Each language's name, lower-cased, to its code: "english" -> "en"."""
    return {name.lower(): code for name, code in _iso_languages()}


def language_code(word: str) -> str | None:
    """"German" -> "de": the ISO 639-1 code of a language's name, or None."""
    return _language_codes().get(word.lower())


@cache
def _languages_and_countries() -> frozenset[str]:
    """The names of ISO 639-1 languages (and their codes written as words: "En", "Zh") and of ISO 3166
    countries, from pycountry (Debian's iso-codes data, LGPL-2.1); loaded on first use (about 0.1 s)."""
    import pycountry

    names = {name for name, _ in _iso_languages()} | {code.capitalize() for _, code in _iso_languages()}
    for country in pycountry.countries:
        names.update(filter(None, (country.name, getattr(country, "common_name", None))))
    return frozenset(names | CONTINENTS)


# pycountry names no continent: "downscaling over Europe" names a place, as a country would
CONTINENTS = frozenset({"Africa", "Antarctica", "Asia", "Europe", "Oceania", "North America", "South America",
                        "Latin America"})


def is_language_or_country(name: str) -> bool:
    """"Korean", "Hindi", "Zh", "Canada", "Europe": a language, a country or a continent, never a dataset's name by
    itself."""
    return name in _languages_and_countries()


# How often a word must occur in pyspellchecker's English frequency list (about 160,000 words, counted in
# OpenSubtitles) to count as an everyday word: "long", "public", "random" and "spider" do (about the 13,000 most
# frequent words); "census", "switchboard", "synapse" and "transformer" do not.
COMMON_WORD_COUNT = 2000


@cache
def _common_words() -> frozenset[str]:
    """The everyday words of pyspellchecker's English word frequencies (MIT); read on first use (about 0.2 s), only
    these kept (about 13,000 words)."""
    from spellchecker import SpellChecker

    counts = SpellChecker(language="en", distance=1).word_frequency.dictionary
    return frozenset(word for word, count in counts.items() if count >= COMMON_WORD_COUNT)


def is_common_word(word: str) -> bool:
    """"Private", "Long", "Red": an everyday English word, whatever its case ("Synapse" is not)."""
    return word.lower() in _common_words()


def is_known_dataset(name: str) -> bool:
    return dataset_key(name) is not None


def same_known_dataset(a: str, b: str) -> bool:
    """Two names of one lexicon entry ("ILSVRC" and "ImageNet", "MS COCO" and "COCO");
    versions stay apart ("CIFAR-10" is not "CIFAR-100"); a qualifier in brackets is not part
    of the name ("Penn Treebank (Character Level)" is "PTB")."""
    key = dataset_key(_unqualified(a), loose=False)
    return key is not None and key == dataset_key(_unqualified(b), loose=False)


def _unqualified(name: str) -> str:
    return re.sub(r"\s*\([^()]*\)", "", name).strip() or name
