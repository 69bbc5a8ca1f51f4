"""The text patterns of the rules, in one place: every compiled regex the rules (rules/) and the
modules that apply them (claims, verify, candidates, excerpt...) test text with, the regex strings
they are built from, and the word lists and sets that names and words are tested against. Each lives
here once, under the name every caller reads it by (`patterns.NAME`), with an example of what it
matches in the comment above it or beside it ("FooSet 2017 & 2018": ...); the `# --- section ---`
headers follow the sections of rules/ whose rules read them.

Constants only, plus the few pure helpers that build them. This module imports no other module of
the package except text, lexicon and schema (as needed), never rules, claims, verify or candidates,
so anything can read a pattern without importing the rules.
"""

from __future__ import annotations

import re

from .text import LIST_SO_FAR


# --- a pattern every section below reads ----------------------------------------------

# How a comparison of two values or systems is written: "45.3 vs 26.7", "vs. BarNet", "versus"
VERSUS = r"(?:versus|vs\.?|v\.s\.)"  # "64.4% MOTA v.s. 66.1% MOTA" too
# an item of a list of names: each word with a capital or a digit ("nuScenes", "GPT-5.4 Mini", "3.5"), not a clause
NAME_ITEM = r"(?<![\w@\-.])(?=[\w\-.]*[A-Z0-9])[A-Za-z0-9][\w\-.]*(?:\s+(?=[\w\-.]*[A-Z0-9])[A-Za-z0-9][\w\-.]*){0,2}"

# What joins a range's two ends: "10-25%", "1.2--1.4 dB", "10~100", "8%∼13%", "3 − 4%" (U+223C, U+2212),
# "$10\\sim20$", "1.5 to 2x", "10—20%" (an em dash)
RANGE_DASH = r"(?:--|-|–|—|~|∼|−|to|\$?\\sim\$?)"

# The joining words that end a noun phrase's modifiers ("a large FooSet of", "a new X for"): each pattern of words
# after an article below stops at these and at its own
PHRASE_BREAK_WORDS = ("of", "for", "with", "by", "in", "on", "to", "from", "as", "at", "and", "or")


def words_after_article(article: str, stop: tuple[str, ...], words: str, word: str = r"[a-z][\w\-]*",
                        stop_end: str = r"\s") -> re.Pattern:
    """An article, then `words` (a regex count such as "{1,3}") words that are not a stop word, ending the text
    searched: what stands between an article and the name after it ("a large-scale VQA " before a name)."""
    return re.compile(rf"\b{article}\s+(?:(?!(?:{'|'.join(PHRASE_BREAK_WORDS + stop)}){stop_end}){word}\s+){words}$")


# --- digits that state no number of their own (numbers.find_numbers skips them) ---------

# "accelerometers 1, 2, 3", "tasks 1 and 2": a plural noun and the numbers 1, 2, ... that label its members
LABEL_RUN = re.compile(r"\b([a-z]{3,}s)\s+(1(?:\s*,\s*(?:and\s+)?\d{1,2}|\s+and\s+\d{1,2})++)\b"
                       r"(?=\s*(?:[,;:)]|\.(?!\d)|$)|\s+(?:and|of|in|on|for|from|respectively)\b)")  # not "1, 2, and 3 points"

# "on a 1-4 scale", "(1-5 scale)", "a 1-to-10 point scale", "a 1-5 Likert scale", "a grading scale of 0-5"
RATING_SCALE = re.compile(rf"(?<![\d.])(\d{{1,2}})\s*{RANGE_DASH}\s*(\d{{1,2}})(?![\d.])(?:\s*-?\s*points?)?\s+(?:[A-Za-z]+\s+)?scale\b"
                          rf"|\bscale\s+(?:of|from)\s+(\d{{1,2}})\s*{RANGE_DASH}\s*(\d{{1,2}})(?![\d.])")

# "Over 43 million people worldwide live with ...", "responsible for 17.8 million deaths annually", "affects 7
# percent of children": a statistic about the world that motivates the work, in a sentence where the work does not
# act (GUIDELINE: a claim states a result or a fact about the work); not "a cohort of 60 patients" (no world cue),
# nor "our corpus covers 2.75 billion buildings worldwide" (the work's own data), nor "this bias is more prevalent:
# it appears in only 59.2% of cases" (a finding: no word between the number and its noun may be "of").
WORLD_CUE = re.compile(r"\b(?:worldwide|globally|annually|nationwide|(?:each|every|per)\s+year|(?<!real-)(?<!real\s)"
                       r"world(?:'s)?|population|prevalen\w*|inciden\w*|mortality|affect(?:s|ing)|suffer(?:s|ing)?"
                       r"|liv(?:e|es|ing)\s+with|diagnosed|countries|GDP)\b", re.IGNORECASE)
POPULATION_AFTER = re.compile(
    r"\S*\s+(?:(?:(?!of\b)[\w\-]+\s+){0,2}?(?:people|persons|individuals|patients|adults|children|women|men|deaths|lives"
    r"|speakers|infants|births|cases)\b|(?:percent\s+)?of\s+(?:the\s+|their\s+)?(?:world|population|people|children"
    r"|adults|patients|deaths|women|men|GDP)\b)", re.IGNORECASE)
# "this paper", "our technical report", "this study": the paper itself
THE_PAPER = r"(?:[Tt]his|[Oo]ur)\s+(?:technical\s+)?(?:report|paper|work|study|article|manuscript)"
# the paper's own work is named in the sentence: "we", "our", "this paper", "the proposed"
OWN_WORK = re.compile(rf"\b(?:[Ww]e|[Oo]ur|{THE_PAPER}|[Tt]he\s+proposed)\b")

# "(95% CI = 0.62-0.78)", "(CI95%=0.88-0.92)", "95% CI: [0.12, 0.34]", "bootstrap 95% CI $-3.1$ to $+4.7$": the ends
# of a confidence interval bound the uncertainty of the value before it, claims of that value's kind (interval-bound-kin)
# ("95% CI $[-0.54, +0.22]$": the bracket typeset in math; "simultaneous 95% intervals [-0.171, +0.330]": an interval
# named by its level; rules-274)
INTERVAL_OPEN = (r"(?:\bCIs?|\bconfidence\s+intervals?|\b\d{2}\s*\\?%\s*intervals?)\s*(?:95\s*\\?%)?\s*(?:of\s+|[:=]\s*)?"
                 r"\$?[\[(]?\s*\$?\s*[-+−]?")
# "95% CI", "95 percent bootstrap confidence interval", "90\\% CI": an interval's level up to its name (the level is no
# value the interval bounds)
INTERVAL_LEVEL = re.compile(r"\d{2}(?:\.\d+)?\$?\s*(?:\\?%|percent)\$?\s*(?:[A-Za-z\-]+\s+){0,3}", re.IGNORECASE)
INTERVAL_BOUND_BEFORE = re.compile(
    rf"{INTERVAL_OPEN}(?:\d[\d.]*\s*\\?%?\s*\$?\s*(?:,|--|-|–|to)\s*\$?\s*[-+−]?)?$", re.IGNORECASE)

# "e-commerce Apps, such as Foobao and Barzon", "online experiments on Foobao e-commerce platform", "in the Foobao
# search engine": a name given as an example of platforms (services, apps, companies) or written before the word
# platform (search engine, app, website) is that business, not data (veto-platform)
PLATFORM_EXAMPLE_BEFORE = re.compile(r"\b(?:platforms|services|apps|applications|websites|companies)\s*,?\s+"
                                     r"(?:such\s+as|like|including)\s+" + LIST_SO_FAR, re.IGNORECASE)
WEB_DOMAIN_END = re.compile(r"\.(?:github\.io|com|org|net|io|ai|dev)$", re.IGNORECASE)  # "FooEval.github.io": a host, not a name
# ("below three seconds on standard Fooroid devices": an operating system or make of device a model runs on, too)
PLATFORM_AFTER = re.compile(r"\s+(?:[a-z][\w\-]*\s+)?(?:platforms?|search\s+engines?|apps?|websites?|devices|(?:smart)?phones)\b")
# "trained without using X", "without being pretrained on X", "without X pre-training": X is data not used
NOT_USED_BEFORE = re.compile(r"\bwithout\s+(?:(?:being|using|any|extra|additional)\s+)?"
                             r"(?:(?:pre-?)?train(?:ed|ing)\s+(?:on|with)\s+)?(?:the\s+)?$", re.IGNORECASE)
# "a FooQA v2.0 style question answering task", "BarSet like data": a name written only so names the kind of data, not
# the data a work uses (verify: veto-likeness)
LIKENESS_AFTER = re.compile(r"\s+(?:style|like)\b(?!\s+(?:that|this|ours?|the|an?|in|on)\b)")
# "FooMM, a large-scale VQA benchmark", "a 54-hour Foovian ASR dataset": an acronym (a task's, a domain's, alone or
# after one capitalised word) between "a"/"an" with at most three modifier words and a singular data noun says what
# kind of data it is, not which (verify: veto-kind-of-data); a name the paper coins for it is written otherwise
# ("a new FooQA-2k dataset", "a SACap-Eval benchmark": mixed case, digits), "the VQA dataset" names one
KIND_ARTICLE_BEFORE = words_after_article("[Aa]n?", ("the", "our", "its", "their"), "{0,3}", word=r"[\w\-]+")
KIND_ACRONYM = re.compile(r"(?:[A-Z][a-z]+\s+)?[A-Z]{2,5}")
SINGULAR_DATA_NOUN_AFTER = re.compile(r"\s+(?:benchmark|dataset|data\s+set|corpus|database|testbed)\b")
# "Sparse", "Robust", "Foussian": one plain capitalised word, read as an adjective before a term (verify:
# veto-description, "a Sparse approach") or as a person's name (veto-eponym, with EPONYM_TERM_AFTER below)
PLAIN_CAPITALISED_WORD = re.compile(r"[A-Z][a-z]+")
# "Foussian splatting", "Barson correlation", "Quxler's taxonomy", "Foohauser's disease": one plain capitalised word
# (a person's name) written only as the possessive or before a technique's or a statistic's noun names what is built
# on it, not data (verify: veto-eponym; not "the Foosher test sets": a split noun after it keeps the corpus)
EPONYM_TERM_AFTER = re.compile(
    r"['’]s\b|\s+(?:splatting|splats?|deblurring|denoising|noise|blur|kernels?|process(?:es)?|distributions?|mixtures?"
    r"|correlations?|coefficients?|tests?(?!\s+sets?\b)|decompositions?|filters?|filtering|transforms?|priors?|sampling"
    r"|smoothing|primitives?|functions?|equations?"
    # "the accuracy-throughput Pareto frontier", "Lipschitz losses", "Shannon capacity": a property named after a person
    r"|frontiers?|fronts?|optimal(?:ity)?|capacity|loss(?:es)?|constants?|continuity)\b")
# "PASCAL VOC 2007 and 2012", "FooSet 2017 & 2018": a name's edition year, then the year of another edition of it,
# the name elided (the year after is that edition's name, no number; claims._named reads it as the name)
YEAR = r"(?:19|20)\d\d"  # an edition's year: "2014"
VERSION = r"[vV]\d+(?:\.\d+)*"  # a name's version: "v1.1", "V2"
EDITION_JOINER = r"\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)"
ELIDED_YEAR_BEFORE = re.compile(rf"\b[A-Z][\w\-]*\s*(?<!\d){YEAR}{EDITION_JOINER}$")
ELIDED_YEAR_AFTER = re.compile(rf"{EDITION_JOINER}({YEAR})(?![\w.\-])")
NAME_YEAR_END = re.compile(rf"(?<![\d.]){YEAR}$")  # "PASCAL VOC 2007": a name that ends in its edition's year
# "FooQA v1.1/v2.0": a name's version, a slash and another version written unspaced, the name elided: two versions
# of the name (candidates.find_names keeps the first with the name; claims._named reads the second as the name with it)
SLASHED_VERSIONS = re.compile(rf"({VERSION})/{VERSION}")
ELIDED_VERSION_AFTER = re.compile(rf"/({VERSION})(?![\w\-]|\.\d)")
NAME_VERSION_END = re.compile(rf"(?<=\s){VERSION}$")  # "FooQA v1.1": a name that ends in its version

# "all 50 problems", "these 500 abstracts", "of the 111 VLMs", "the provided 20 training samples": a whole count the
# abstract stated before, named again after a determiner (not "the top 5 models", a setting; not "the 2 models" when
# no 2 stood before it)
RESTATED_COUNT_BEFORE = re.compile(
    r"\b(?:the|these|those|all(?:\s+(?:of\s+)?the)?|each\s+of\s+the)\s+(?:(?:same|original|provided|above)\s+)?\$?$",
    re.IGNORECASE)

# A name's version at its end: "FooSet 1.0", "BarQA v2" ("FooSet 1.0, a Foo Object Set": the name is FooSet)
VERSION_END = re.compile(r"[\s\-]+v?\d+(?:\.\d+)*$")
# What stands between a name and its long form beside it: ", a large-scale ", " dataset (", ": ", " method called "
# (a few lower-case words; not "and", "or", "on", "with", "than": another name's place)
SPELLED_OUT_GAP = re.compile(r"\s*[,:(]?\s*(?:(?!(?:and|or|on|in|with|than|to|from|vs|versus)\b)[a-z][\w\-]*\s+){0,3}\(?\s*")


# The patterns and helpers of the skip rules.
POWER_OR_INDEX_BEFORE = re.compile(r"[\^_]\{[+\-−]?$")  # "10^{-8}", "F_{1}": the digits open a brace after ^ or _
# LaTeX's up and down arrows, "\uparrow", "\Downarrow": a mark before a value, no word (ARROW_BEFORE, MARK_MACRO_BEFORE,
# TYPESETTING)
ARROW_MACRO = r"[uU]parrow|[dD]ownarrow"
# "$\uparrow20.5\%$", "(up to $\uparrow12.30\%$)": an arrow opening the math, glued to its number, states a change
# (not "FID ↓ 12.3", "FID $\downarrow$ 12.3": an arrow after a metric's name says which way is better)
ARROW_BEFORE = re.compile(rf"(?:^|[$(])\s*(?:\\(?:{ARROW_MACRO})|[↑↓])\s*\{{?$")
# "$\sim2.2\times$", "$\uparrow20.5\%$": a macro marking the number glued to it, no word's digits
MARK_MACRO_BEFORE = re.compile(rf"\\(?:sim|approx|{ARROW_MACRO})\s*$")
# "Llama 3.1 70B": a capitalised name and its version right before a model size
# (its version may be glued by a hyphen: "FooLM-3 8B", as "FooLM 3 8B")
NAME_VERSION_BEFORE = re.compile(r"\b[A-Z][\w\-]*?(?:\s+|-|~)\d+(?:\.\d+)?(?:\s+|-)$")  # "FooLM 3.1 70B", "FooLM 3.1-70B"
SIZE_RANGE_START = re.compile(r"\d+(?:\.\d+)?[kKMBT]\s*(?:--|[-–])")  # "1B-" in "1B-13B", LaTeX's "4B--" in "4B--7B", "14k-" in "14k-25k"
DASH_AFTER_WORD = re.compile(r"[a-z]{2,}--")  # "parameters--" in "613k parameters--244x fewer": a lower-case word, a dash
# "+2.0/" in "+2.0/+5.5/+3.0 points": signed changes joined by slashes, each sign the next number's own
SIGNED_SLASH_BEFORE = re.compile(r"(?<![\w.])[+\-−]\d+(?:\.\d+)?\s*(?:\\?%|pp)?\s*/$")
# "2.22x/" in "2.22x/3.33x", "2.26x-" in "2.26x-2.60x": two multipliers, or a range of them
MULTIPLIER_SLASH_BEFORE = re.compile(r"[+\-]?\d+(?:\.\d+)?[xX×](?:/|-|–|—|--)")
EVENT_AFTER = re.compile(r"\s+(?:[A-Z][\w\-]*\s+){0,4}(?:Challenge|Competition|Workshop|Conference|Olympiad|Cup|Shared\s+Task)\b"
                          r"|\s+Task\s+\d")  # "BarEval's 2025 Task 1": an edition's numbered task
# "in 2024", "since late 2023", "from early 2020", "2019-" / "2019--" (LaTeX's dash) of a span: a year of a date
DATE_YEAR_BEFORE = re.compile(r"(?:\b(?i:in|from|since|until|between|to|and|during|by|of|year)\s+(?:(?:early|late|mid)\s+)?"
                               r"|(?:19|20)\d\d\s*(?:--|[-–])\s*)$")
# "records for 2022.": a year that ends its clause after "for" (not "for 2000 steps", a count)
CLAUSE_END_AFTER = re.compile(r"\s*(?:[.,;:)]|$)")
# "February 9-22, 2026", "May 2025", "March 3, 2024": a year after its month (and days).
MONTH = (r"\b(?:January|February|March|April|May|June|July|August|September|October|November|December"
          r"|(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.)\s+")
MONTH_BEFORE = re.compile(MONTH + r"(?:\d{1,2}(?:\s*[-–]\s*\d{1,2})?,?\s+)?$")
MONTH_DAY_BEFORE = re.compile(MONTH + r"(?:\d{1,2}\s*[-–]\s*)?$")
# "January 27", "Sept. 3": a month and its day, which the name finder reads as a name and its version (veto-date)
DATE_NAME = re.compile(MONTH + r"\d{1,2}(?:st|nd|rd|th)?")
# "(accessed 2026-07-05)", "data up to 2024/10/01": a date written as year, month and day (skip-iso-date)
ISO_DATE = re.compile(r"(?<![\w.\-/])(?:19|20)\d\d([-/])(?:0[1-9]|1[0-2])\1(?:0[1-9]|[12]\d|3[01])(?![\w\-/]|\.\d)")
LABEL_WORDS = {"stage", "phase", "step", "study", "track", "level", "round", "system", "type", "part", "session", "tier", "wave"}
# labels only as capitalised words ("Experiment 1", "Result 2"; not "a result 4 points higher", "in finding 12 bugs")
CAPITALISED_LABEL_WORDS = {"Experiment", "Result", "Finding", "Hypothesis", "Theorem", "Lemma", "Proposition", "Corollary"}
# "test set 2", "validation set 1": a split's label (not "a set 10 times larger")
SPLIT_SET_BEFORE = re.compile(r"\b(?:test|validation|training|dev|evaluation|held-out)\s+set\s+$", re.IGNORECASE)
# "With 37.5 BLEU, FooMT wins", "At 0.5 IoU, it ...": a preposition or adverb opening a sentence is capitalised like a
# name, but a number after it is no version of one (rules/skip.py: skip-version-after-name; not "Wan 2.1")
FUNCTION_WORDS = {"with", "at", "on", "in", "by", "for", "of", "to", "from", "over", "under", "across", "after", "before",
                  "within", "without", "only", "about", "nearly", "around", "approximately", "just", "and", "but", "while"}
# "outperforms the methods [38, 27, 2]", "as in [4-6]": bare whole numbers listed or ranged in square brackets cite
# references, as one alone does (rules/skip.py: skip-citation-list); not an interval from 0 ("scores in [0, 1]")
CITATION_LIST = re.compile(r"\[\s*(?!0\b)\d{1,3}(?:\s*(?:[,;–\-]|--)\s*\d{1,3})+\s*\]")
# (and their short forms, "(Thm. 3.1)", "Prop. 4", "Alg. 1": rules-291)
REFERENCE_BEFORE = re.compile(
    r"(?:\b(?:Figures?|Fig\.|Tables?|Tab\.|Sections?|Sec\.|Eqs?\.|Equations?|Appendix|Theorems?|Thms?\.|Lemmas?|Lems?\."
    r"|Props?\.|Corollary|Cors?\.|Definition|Defs?\.|Algorithm|Algs?\.|Chapter)\s*~?|[A-Za-z]:)$")
# "Sections 6.4 and ", "Figures 4, 5 and ", "Tables 2-": a list of parts after a plural, up to the number that goes on
# it (ending at its "and": not the 10 of "Tables 2 and 3, 10 seeds") (skip-reference, rules-271)
_REFERENCE_NUMBER = r"\d+(?:\.\d+)*[a-z]?"
_REFERENCE_JOIN = r"(?:\s*,\s*|\s*(?:--|–|-)\s*|\s+to\s+)"
REFERENCE_LIST_BEFORE = re.compile(
    r"\b(?:Figures|Figs\.|Tables|Sections|Secs\.|Eqs\.|Equations|Appendices|Theorems|Thms\.|Lemmas|Lems\."
    r"|Props\.|Cors\.|Defs\.|Algs\.|Chapters)\s*~?"
    rf"(?:{_REFERENCE_NUMBER}{_REFERENCE_JOIN})*{_REFERENCE_NUMBER}(?:{_REFERENCE_JOIN}|\s*,?\s*(?:and|&)\s*"
    # a range after the "and": "Lemmas 1 and 4 to 6"
    rf"(?:{_REFERENCE_NUMBER}(?:\s*(?:--|–|-)\s*|\s+to\s+))?)$")
# what ends or goes on from a listed part: a mark, "and", a preposition or a verb of showing ("Tables 2 and 3 report",
# "Sections 6.4 and 6.7."), not a unit or a noun counted ("Tables 1 to 3 and 5 models", "Figures 3 and 4 percent")
REFERENCE_LIST_END_AFTER = re.compile(
    r"\s*(?:[,.;:)\]]|$)|\s*(?:--|–|-)\s*\d|\s+(?:and|&|or|to|for|in|of|on|from|with|we|show|shows|showed|report|reports"
    r"|present|presents|list|lists|summari[sz]e|summari[sz]es|describe|describes|detail|details|give|gives|provide"
    r"|provides|illustrate|illustrates|compare|compares|demonstrate|demonstrates|confirm|confirms|contain|contains"
    r"|hold|holds|are|were|is|was)\b")
# "6.25% (1/16)", "28.4% (21/74)": a bracket opened right after a percentage, holding a fraction
FRACTION_AFTER_PERCENT = re.compile(r"\d\s*\\?%\s*\((?P<over>\d+/)?$")
# "(Kohonen, 1972, Anderson, 1972)", "(Smith and Jones, 2020)": an author's name and a comma before a year in brackets.
AUTHOR_BEFORE = re.compile(r"[A-Z][a-z][\w\-']*(?:\s+(?:and|&)\s+[A-Z][a-z][\w\-']*)?,\s*$")
# "$512 \times 512$", "3 × 3", "$3\times32^3$": a product of numbers writes a size or a shape.
PRODUCT_AFTER = re.compile(r"\s*\$?\s*(?:\\times|\{\\times\}|×)\s*\$?\s*\d")  # (LaTeX's sign may be braced: "$256{\times}256$")
PRODUCT_BEFORE = re.compile(r"\d\s*\$?\s*(?:\\times|\{\\times\}|×)\s*\$?\s*$")
# "a 3.1-point improvement", "a 10-fold speedup", "an 18-percentage-point gap": a value written as a compound word (not
# "a 5-point scale").
# "an error of 3.18-deg": a unit's short form after a hyphen (not "a 360-degree view", a setting)
HYPHENATED_MEASURE = re.compile(r"-(?:fold|times|points?|percent(?:age-points?)?|deg)\b(?!\s+(?:Likert\s+)?scale)")
# a span of time in seconds, minutes, hours or days, written out or short ("5 min", "2 hrs"): HYPHENATED_SETTING,
# DATA_HOURS_AFTER, DURATION_AFTER (numbers.UNIT_WORDS names their units)
TIME_SPAN_WORDS = r"(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?)"
# "in the 10-shot setting", "under 2-bit quantization", "5-frame clips", "an 11-class setting": a condition written
# as a compound word (not "a 2-stage pipeline", a part's count); so are a span of time and a number of steps ("a
# 13-year dataset", "a 14-day test", "a 500-step run", "4-step sampling"; not "a 5-year-old", "a 3-step pipeline")
HYPHENATED_SETTING = re.compile(rf"-(?:bits?|shots?|frames?|class(?:es)?(?!\s+accuracy)"
                                rf"|{TIME_SPAN_WORDS}"  # the short forms too: "a 5-min time limit" (rules-292)
                                # "a 16-point grid", "a 39-point sampling strategy" (rules-282; not "a 3-point sampling
                                # improvement", "a 4-point grid-search gain": a change)
                                r"|point(?=\s+(?:grids?|sampling|segments?|stencils?|meshe?s?|perturbations?"
                                r"|quadrature)\b(?!-)(?!\s+(?:[\w\-]+\s+)?(?:gains?|improvements?|drops?|boosts?"
                                r"|margins?|increases?|decreases?)\b))"
                                # "a 2-layer, 2-head transformer", "16-beam scans", "a 24-turn horizon", "a 52-candidate
                                # pool", "a 10-epoch run", "a 5-seed mean": how a model or a run is set up (rules-289)
                                r"|layers?|heads?|experts?|towers?|streams?|branch(?:es)?|beams?|slots?|met(?:er|re)s?"
                                r"|residues?|clients?|agents?|turns?|trajector(?:y|ies)|candidates?|iterations?|epochs?"
                                r"|bps|locations?|neurons?|qubits?|seeds?"
                                r"|weeks?|months?|years?|steps?(?!\s+(?:pipelines?|process|procedures?|framework"
                                r"|approach|method|strategy|scheme|recipe|algorithm)\b))\b(?!-)",
                                 re.IGNORECASE)  # not "7-class accuracy", a metric's name
# "a 384-dimensional embedding": a size written as a compound word, a setting (not "3-dimensional", a 3D: the
# number must have two digits or more: base.hyphenated_setting checks it, for skip-word-follows and setting-hyphenated)
HYPHENATED_DIMENSION = re.compile(r"-dim(?:ensional)?\b(?!-)", re.IGNORECASE)  # "768-dim" too (rules-289)
# "ranked 1st overall", "placing FooTeam 2nd among 21 teams", "achieved the 6th rank", "1st in F1 and 5th in BarScore":
# an ordinal rank a result is, a claim (score-rank); "the 99th percentile" a percentile, a setting (setting-percentile);
# not an edition ("the 11th FooWorkshop", "won the 4th Bar Challenge"), a position or a slot ("the 500th token", "at the
# 1st rank are positives", "the 1st place solution", "the 1st out of 5 folds", "the 3rd in a series": review of session 51)
_ORDINAL = r"(?:st|nd|rd|th)"  # "1st", "2nd", "3rd", "99th": an ordinal's suffix, glued to its digits
ORDINAL_SUFFIX = re.compile(_ORDINAL + r"\b")
ORDINAL_RANK_VERB_BEFORE = re.compile(r"(?<!\bis\s)(?<!\bare\s)\b(?i:rank(?:ed|ing|s)?|plac(?:ed|ing|es)"
                                      r"|finish(?:ed|es|ing)?|came)\s+(?:[A-Z][\w@\-]*\s+)?(?:in\s+|at\s+)?(?P<the>the\s+)?$")
# an item a scorer ranks, no result: "Tokens ranked 1st by attention are kept", "Candidates ranked 1st by the verifier",
# "The answer ranked 2nd by the judge", "Samples ranked in the 99th percentile of loss are discarded" (second review of
# session 51)
RANKED_ITEM_BEFORE = re.compile(r"\b(?:tokens?|candidates?|documents?|passages?|answers?|responses?|features?|items?"
                                r"|experts?|hypothes[ie]s|proteins?|samples?|images?|summar(?:y|ies)|options?|words?"
                                r"|quer(?:y|ies)|results?|examples?|neurons?|heads?|layers?|rankings?)"
                                r"\s+\w+\s+(?:in\s+|at\s+)?(?:the\s+)?$", re.IGNORECASE)
RANKED_BY_AFTER = re.compile(_ORDINAL + r"\s+by\b")
# (but a system the organisers or judges ranked: "Our solution was ranked 2nd by the organizers")
WAS_RANKED_BEFORE = re.compile(r"\b(?:was|were|been)\s+(?:rank|plac)ed\s+$")
ORDINAL_RANK_AFTER = re.compile(
    _ORDINAL + r"\s+(?:place(?!\s+(?:solution|team|entry|system|method|approach|submission)s?\b)"
    r"|rank(?!\s+(?:approximation|matrix|tensor)\b)|position(?!\s+of\b)|prize|overall|out\s+of|among"
    r"|in\s+(?!(?:the|a|an|its|their|our|this|that|each|every|any|series|line|command)\b)[\w\-]+"
    r"|on\s+the\s+(?:leaderboard|ranking))\b", re.IGNORECASE)
# a determiner before the ordinal makes it a rank only after a verb of reaching one ("achieved the 6th rank", "took the
# 1st place"; not "we use the 1st out of 5 folds", "Documents at the 1st rank")
ORDINAL_REACHED_BEFORE = re.compile(r"\b(?:achiev\w*|obtain\w*|took|tak(?:e|es|ing)|secur\w*|won|wins?|winning|earn\w*"
                                    r"|claim\w*|reach\w*|got|gets?|with)\s+the\s+$", re.IGNORECASE)
# after an ordinal, a position in a sequence or an edition's name, no rank ("finishing the 2nd stage of training",
# "ranked 1st in the 13th International Workshop": the 13th)
ORDINAL_POSITION_AFTER = re.compile(_ORDINAL + r"(?:[\s\-]+(?:[a-z]+\s+)?(?:stages?|layers?|epochs?|rounds?|frames?"
                                    r"|steps?|order|tokens?|phases?|iterations?|half|quarter|authors?|century|edition)\b"
                                    r"|\s+[A-Z])")
DETERMINER_BEFORE = re.compile(r"\b(?:the|a|an|its|their|our)\s+$", re.IGNORECASE)
PERCENTILE_AFTER = re.compile(_ORDINAL + r"[\s\-]+percentiles?\b", re.IGNORECASE)
# a percentile a system reached: "scores at the 92nd percentile among human test-takers", "performs at the 85th
# percentile of competitors" (score-rank, not setting-percentile)
PERCENTILE_REACHED_BEFORE = re.compile(r"\b(?:(?:rank\w*|scor\w*|perform\w*|achiev\w*|reach\w*|plac\w*)"
                                       r"\s+(?:\w+\s+)?(?:at|in)|achiev\w*|obtain\w*|attain\w*|reach\w*)\s+the\s+$",
                                       re.IGNORECASE)
PERCENTILE_OF_PEOPLE_AFTER = re.compile(_ORDINAL + r"[\s\-]+percentile\s+(?:of|among)\s+(?:\w+\s+)?"
                                        r"(?:humans?|competitors|participants|test-takers|users|players|contestants"
                                        r"|programmers)\b", re.IGNORECASE)
# "an 851-example test set", "a 32-task suite", "a 626-episode experiment", "a 780-page report", "a 2-stage pipeline": a
# number glued to a lowercase noun counts it, a claim (skip._word_follows; count-default unless a kind rule says
# otherwise, HYPHENATED_SETTING). The read audits take 261 of the 307 such numbers they hold (rules-289). Not a word
# that goes on ("a 5-year-old", "one-to-one"), nor HYPHENATED_COUNTED_NOT.
HYPHENATED_COUNTED = re.compile(r"-[a-z]{2,}\b(?![\-'])")
# a word that a number glued to it names with, no count: "a 12-lead ECG", "5-way classification", "4-gram", "2-hop",
# "a 360-degree view", "1-nearest neighbour", "2-norm", "2-opt", "1-hot", "the 3-body problem", "3-sigma", "a 0-th
# order term", "a 3-clique", "3-coloring", "3-party computation", "2-player zero-sum games", "8-ball pool", "a 3-axis
# accelerometer", "a 4-chamber view", "95-percentile latency", "3-dimensional" or "3-dim" (a 3D; two digits or more
# are a size, HYPHENATED_DIMENSION); a participle or an adjective ("4-connected", "2-sided", "GPT-like",
# "LLM-based"); a metric's name ("7-class accuracy"); a rating or its scale ("a 10-point scale", "5-star reviews",
# "a 5-scale rating"; the review of rules-289)
HYPHENATED_COUNTED_NOT = re.compile(
    r"-(?:ways?|leads?|grams?|hops?|nearest|best|simplicial|simplex|degrees?|bus|ary|dim(?:ensional)?|norms?|opt|hot"
    r"|tuples?|body|sigma|ish|th|st|nd|rd|order|cliques?|cycles?|regular|partite|colou?r(?:able|ings?)|matchings?"
    r"|party|players?(?=\s+(?:(?:zero|general|constant)-sum|games?)\b)|balls?|axis|axes|chambers?|percentiles?"
    r"|spheres?|torus|manifolds?|approximat\w*|competitive|sparse|smooth|optimal|planar|[a-z]+ed"
    r"|[a-z]*(?:like|style|wise|free|only|based|aware|specific)|class(?:es)?\s+accuracy|stars?|scales?"
    r"|point\s+(?:Likert\s+)?scale)\b")
# "a 43,633-record cohort", "a 4,096-token budget": digits grouped by thousands commas glued to a word are a count,
# never a name's part
THOUSANDS_GROUPED = re.compile(r"\d{1,3}(?:,\d{3})+")
# "54.3AP", "69.6mAP", "33msec", "1.71cm", "3.63deg": a metric's name or a unit glued to its value; so are a time or
# pixels ("36min", "33h", "9.31px"; not a decade's "1950s": skip._word_follows). Not "m" or "W": as often a million
# ("2.1m pairs"), a variable ("(2m + 1)-gram") or a dataset's name ("640W"); "pt": points ("by 0.5pt", rules-276)
GLUED_METRIC = re.compile(r"(?:AP|AR|mAP|mIoU|dB|mm|cm|deg|ms|msec|secs?|mins?|hrs?|h|px|FPS|fps|Hz|pp|pts?|GB|MB|TB"
                          r"|GPa|MPa)\b")
# "9.26s", "~3s", "50-60s": seconds glued to a decimal, an approximate value or a range's end (a whole number glued to
# "s" is as often a decade or a plural: "the 90s", "10s of thousands", and a clip's length "30s" a setting)
GLUED_SECONDS = re.compile(r"s\b")

# A number written as a power of ten, with or without its mantissa (numbers.NUMBER_RE reads it whole): "2 x 10^-5",
# "$2.82\times10^{-6}$", "2.8·10^-6", "10^{-16}". No space and no "#" in it: NUMBER_RE is a verbose pattern built from it.
POWER_OF_TEN = re.compile(
    r"(?:(?P<mantissa>\d+(?:\.\d+)?)\s*(?:\\times|\\cdot|×|·|x|\{\\times\})\s*)?(?<![\d.])10\^\{?(?P<exponent>[-−+]?\d{1,3})(?!\d)\}?")
assert " " not in POWER_OF_TEN.pattern and "#" not in POWER_OF_TEN.pattern
# "8e-7", "5.7e−6", "2 x 10^-5", "10^{-16}": a number in scientific notation with a negative exponent, a fraction
SCIENTIFIC_EXPONENT = re.compile(r"\d[eE][-−]\d|10\^\{?[-−]\d")
# A unit after a number that follows a name: "MPJPE 26.9 mm", "SI-SNRi 19.5 dB".
UNIT_AFTER = re.compile(r"\s?(?:mm|cm|dB|ms|s|FPS|%|points|pp|percent|percentage)\b")  # "Binoculars 78.3 percent": a value

# A fraction written in words (numbers.SPELLED_FRACTION finds those that state a multiplier): "half", "a third",
# "one-fifth", "one tenth", "two-thirds", "three quarters", "three-fourths"
FRACTION_PARTS = ("half", "third", "quarter", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "twentieth",
                  "fiftieth", "hundredth")
FRACTION_WORD = re.compile(r"(?:(?:a|one)[- ])?(?P<part>" + "|".join(FRACTION_PARTS) + r")"
                           r"|(?P<two_thirds>two[- ]thirds)|(?P<three_quarters>three[- ](?:quarters|fourths))", re.IGNORECASE)
# "of the labeled data", "of the parallel examples", "the annotations": a share of the data a result was reached with
# (a setting: kind rule setting-fraction-of-data; numbers.SPELLED_FRACTION after "using")
FRACTION_OF_DATA_AFTER = re.compile(r"\s+(?:of\s+)?(?:the\s+|its\s+|our\s+|their\s+)?(?:[\w-]+\s+){0,2}?"
                                    r"(?:data|labels|annotations|examples|samples)\b", re.IGNORECASE)
# "learning rate", "batch size": a training knob, which a schedule changes "by half" (a setting of the run, no result)
TRAINING_KNOB = re.compile(r"\b(?:learning[\s-]+rates?|lr|batch[\s-]+sizes?|step[\s-]+sizes?|weight[\s-]+decay|warm-?up"
                           r"|temperature|dropout)\b", re.IGNORECASE)
# "only", "roughly", "less than", "up to": the bound words before a fraction in words ("while requiring only one-fifth",
# "by more than half")
FRACTION_BOUNDS = (r"(?:(?:only|just|roughly|about|approximately|nearly|almost|around|over|up\s+to|at\s+most"
                   r"|(?:less|fewer|more)\s+than|~)\s*)*")
# "cuts the memory by half", "reduces the gap by more than half": a fraction after "by" is a change, a delta
FRACTION_BY_BEFORE = re.compile(rf"\bby\s+{FRACTION_BOUNDS}$", re.IGNORECASE)

# "CIFAR-" in "on CIFAR-10": the letters, digits and . - / glued to the end of the text before a number
GLUED_TAIL = re.compile(r"[A-Za-z0-9.\-/]*$")

# "1", "2", "3" in "1, 2, 3": each run of digits
DIGIT_RUN = re.compile(r"\d+")

# " F " before the 1 of "91.96 F 1": the F of F1 written apart (not "FF ")
F_APART_BEFORE = re.compile(r"(?:^|\s)F\s?$")

# ")" after the 1 of "6.25% (1/16)"
CLOSING_BRACKET = re.compile(r"\)")

# "/16)" after the 1 of "6.25% (1/16)": the rest of the fraction and its bracket
OVER_NUMBER_CLOSED = re.compile(r"/\d+\)")

# "4.17" before "/5" in "rated 4.17/5": a decimal ending the text (not "4/5")
DECIMAL_END = re.compile(r"\d+\.\d+$")

# "\$" or "US$" or a lone "$" right before a number ("(\$43)", "ran for approximately $29"), or a currency's code ("costs
# about USD 30", "EUR 1.2": rules-270; not the acronyms "CAD", "AUD", "INR"): a sum of money
CURRENCY_BEFORE = re.compile(r"(?:\\\$|\bUS\$|(?<![\w\\$])\$|\b(?:USD|EUR|CNY|RMB|JPY))\s?$")

# " \pm", "$", "^", "/133", "-7\%$", "/k", "/\sqrt" right after a number a lone "$" opened: math ("$4.9 \pm 4.0$",
# "$7/133$", "$1/k$"), no money (not "$200K/month": a word after the slash)
MATH_AFTER_NUMBER = re.compile(r"\s*(?:[\\$^_=+<>{}]|[-−–/]\s*\$?\\?\d|/\s*(?:\\|[A-Za-z](?![A-Za-z])))")

# " in volume", " of holdings", " in annual farm-gate sales" after a sum of money: the size of a trade or a market, counted
MONEY_AMOUNT_AFTER = re.compile(
    r"\s*(?:in|of)\s+(?:[a-z\-]+\s+){0,2}(?:volume|sales|revenues?|expenditures?|holdings|markets?|funding|investments?|losses)\b",
    re.IGNORECASE)

# " annual savings", " in savings", " cheaper" after a sum of money: what a change saves
MONEY_SAVED_AFTER = re.compile(r"\s*(?:(?:in|of)\s+)?(?:[a-z]+\s+)?(?:savings?|saved|cheaper)\b", re.IGNORECASE)

# The scales a score is given out of: "/5", "out of 10 points", and, written with their point as only a scale is,
# "4.8/5.0", "1.0 out of 3.0" (not "71.3/80.2"); a whole 3, 4 or 7 after a slash is more often a count ("2/3 tasks")
WHOLE_SCORE_SCALES = ("1", "5", "10", "100")
SCORE_SCALE = re.compile(r"(?:1|3|4|5|7|10|100)\.0+")

# "1.0 out of " before the 3.0 of "1.0 out of 3.0": a decimal score out of its scale
DECIMAL_OUT_OF_BEFORE = re.compile(r"\d\.\d+\s+out\s+of\s+$")

# ", ", ", and ", " and ", " or " between two listed items ("2.1, 3.0", "9.5%, 6.5%, and 6.0%", "FooSet and BarSet")
LIST_JOINER = r"(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)"

# "2.1", "3.5", "4.6": a short version number (one digit, a point and one or two digits), not a value such as "71.2"
SHORT_VERSION = re.compile(r"\d\.\d{1,2}")

# "2.1, " or "1.5 and " before the 3.0 of "FooDiffusion 2.1, 3.0": the version listed before it
LISTED_VERSION_BEFORE = re.compile(rf"(?<![\w.])(?P<number>{SHORT_VERSION.pattern})\s*{LIST_JOINER}$")

# "foo2vec", "bar2seq": a name written lowercase with digits inside, before its version ("foo2vec 2.0")
DIGITS_INSIDE_WORD = re.compile(r"[a-z]+\d+[a-z]+")

# "version": a word whose number is a version ("version 1.4 of FooSet"; not "release", also a verb: "we release 295")
VERSION_WORDS = ("version", "v.")

# ".2" after "2.6" in "modules 2.6.2": a third dotted part, so the digits are a section's or a version's number
DOTTED_PART_AFTER = re.compile(r"\.\d")

# "0.758 [0.494, 1.021]", "8.10% [6.48--9.81]": an interval in square brackets right after a value, two decimal bounds
VALUE_INTERVAL = re.compile(
    r"(?<=\d)(?:\s*\\?%)?\s*\[\s*\$?[-+−]?\d+\.\d+\s*\\?%?\s*\$?\s*(?:,|--|-|–|to)\s*\$?[-+−]?\d+\.\d+\s*\\?%?\s*\$?\s*\]")

# "2.1" at the end of "FooNet v2.1": the digits (and decimal point) a text ends on
DIGITS_AT_END = re.compile(r"\d+(?:\.\d+)?$")

# "2 out of " before the 5 of "by 2 out of 5 points"
OUT_OF_BEFORE = re.compile(r"\d\s+out\s+of\s+$")

# " points" after the 5 of "2 out of 5 points", " stars"
POINTS_OR_STARS_AFTER = re.compile(r"\s*(?:points?|stars?)\b")

# "1446", "1999": four digits starting with 1 (not "2024", "123")
YEAR_1000S = re.compile(r"1\d\d\d")

# "1326-" before the 1504 of "(1326-1504)": a year before 1900 and a dash (not "1926-")
HISTORIC_YEAR_DASH_BEFORE = re.compile(r"\b1[0-8]\d\d\s*[-–]\s*$")

# "in " before the 1446 of "published in 1446", "since ", "circa "
DATED_BY_BEFORE = re.compile(r"\b(?:in|since|until|circa)\s+$")

# " C" after the 2024 of "the 2024 Challenge": a capitalized word next (not " challenge")
SPACE_CAPITAL_AFTER = re.compile(r"\s+[A-Z]")

# " to 2024" after the 2020 of "from 2020 to 2024", "-2019", " and 2021"
YEAR_SPAN_AFTER = re.compile(r"\s*(?:to|--|–|-|and)\s*(?:19|20)\d\d\b")

# " VLMs" after the 111 of "We test 111 VLMs", "$ tokens" (not "%", ".5")
SPACE_WORD_AFTER = re.compile(r"\$?\s+[A-Za-z]")

# ", 95% CI", " (95% CI", " \pm 0.3", " +/- 0.2": an interval or a spread right after a number with no version's shape
# (MEASURED_SHAPE) says it is a measured value ("RevPAR 108.47 (95% CI 107.61 - 109.34)", "MAE 70.4, 95% CI 56.0-86.1";
# not "Qwen 2.5 (95% CI ...)", "GPT 4 (95% CI ...)": a model's scores) (rules-269)
SPREAD_OR_INTERVAL_AFTER = re.compile(r"\s*[,(\[]?\s*(?:95\s*\\?%\s*CI\b|CI\b|\$?\\pm|±|\+/-|\+\\-)")
# "108.47", "70.4": two decimals, or a decimal of ten or more; a version is "2.5", "3.1", "4"
MEASURED_SHAPE = re.compile(r"\d+\.\d{2,}|[1-9]\d+\.\d+")
# "V2", "v3": a version word, not a metric's name (not "VQA")
VERSION_WORD_START = re.compile(r"[Vv]\d")
# "Dice 0.774", "(SD 0.20)", "FVD 16.95", "BRISQUE 25.52": two or more decimals after a name, below 1 or after a word of
# capitals only, state a value; a version has one decimal ("Wan 2.1") or follows a mixed-case name ("Python 3.11")
VALUE_DECIMALS = re.compile(r"0\.\d{2,}")
TWO_DECIMALS = re.compile(r"\d+\.\d{2,}")
# "(Sharpe 4.10, 88% win rate)", "(Jaccard 1.0)": a named statistic opening a bracket, the decimal after it closing
# its item, is its value (not "the Jaccard 2.1 toolkit", "(Spearman 1.0 indicates ...)": review of rules-275)
BRACKETED_STATISTIC_VALUE = re.compile(
    r"\(\s*(?:Sharpe|Sortino|Calmar|Jaccard|Spearman|Pearson|Kendall|Brier|Gini)\s+\d+\.\d+\s*[,;)]")

# "(Gemini " before the 3 of "(Gemini 3 Flash": the word before a number, captured
LAST_WORD_BEFORE = re.compile(r"(\S+)\s+$")

# ". " in "It works. Then": a sentence's end and the space after it (not "3.5")
SENTENCE_STOP = re.compile(r"[.!?]\s")

# "two variants: " before the 1 of "two variants: 1) the first", ", ", " and ", "" (the start)
ITEM_OPENER_BEFORE = re.compile(r"(?:^|[:;,]|\band|\bor|\bthen)\s*$")

# ". M" after the 1 of "1. Multi-Layer Perceptron" (not ". the", ".5")
POINT_CAPITAL_AFTER = re.compile(r"\.\s+[A-Z]")

# "2026)" in "(... Smith, 2026)", "2024b]"
CITATION_YEAR_CLOSED = re.compile(r"\d{4}[a-z]?\s*[)\]]")

# "Smith et al., " before the 2025 of "[Smith et al., 2025]", "(" before "(2024)"
CITATION_OPEN_BEFORE = re.compile(r"et al\.?,?\s*$|[\[(]\s*$")

# "." in "$\geq 0.89$", "%" in "$>95\%$" (not "$< 7$")
POINT_OR_PERCENT = re.compile(r"[.%]")


# --- patterns the kind rules share -------------------------------------------------

# the whole gap between two numbers: "8%∼13%", each end may be typeset alone: "$69$--$82\\%$" (rules-95)
RANGE_BETWEEN = re.compile(rf"\s*\$?\s*{RANGE_DASH}\s*\$?\s*")
RANGE_TO = rf"^\$?\s*{RANGE_DASH}\s*\$?"  # after a range's first number (each end may be typeset alone: "$1.2$--$1.5$")
RANGE_TO_RATIO = re.compile(RANGE_TO + r"\d[\d.,]*\s*(?:x|X|×|\$\\times\$|\\times|\{\\times\})(?!\s*10\^)")  # not "to $1.07\\times10^{-4}$"
RANGE_TO_SCALED = re.compile(RANGE_TO + r"(?P<end>\d[\d.,]*)(?P<scale>[kKMB])(?![A-Za-z])")  # "-1.8B" after "0.4"
RANGE_TO_PERCENT = re.compile(RANGE_TO + r"\d[\d.,]*\s*\\?%")
# "downloaded over 16 million times", "cited 120 times", "queried 500 times": a verb of events before a count of how
# often (kind count-occurrences, with OCCURRENCES_AFTER); not "runs 3 times faster" (no event verb right before)
EVENT_VERB_BEFORE = re.compile(
    r"\b(?:downloaded|cited|viewed|visited|accessed|invoked|queried|called|executed|repeated|played|mentioned|forked"
    r"|starred|installed|retweeted|shared|liked|rerun|re-run|resampled|sampled)\s+"
    r"(?:(?:over|about|around|nearly|almost|approximately|roughly|some|more\s+than|at\s+least|up\s+to)\s+)?$")
# "16 million times", "120 times" then no comparative: how often, not how much more (EVENT_VERB_BEFORE)
OCCURRENCES_AFTER = re.compile(
    r"^\s*times\b(?!\s+(?:more|less|fewer|faster|slower|larger|smaller|higher|lower|greater|better|worse|longer|shorter"
    r"|cheaper|quicker|bigger|costlier|as|that|the)\b)")  # not "executed 3 times longer": how much more
TIMES_AFTER = re.compile(r"^\s*(?:-?fold\b|times\b|(?:[a-z\-]+\s+)?factor\b)", re.IGNORECASE)
# "5-fold cross-validation", "10 fold stratified CV", "a 5-fold nested cross validation": how a result was validated,
# the number of folds (not "a 3-fold speedup")
FOLDS_AFTER = re.compile(r"^\s*-?\s*folds?\s+(?:(?:stratified|nested|repeated|grouped)\s+)*(?:cross|CV\b|validation\b)",
                         re.IGNORECASE)
FACTOR_BEFORE = re.compile(r"\bfactor\s+of\s+(?:up\s+to\s+|about\s+|~)?$", re.IGNORECASE)
SCALE_WORDS = r"(?:thousand|million|billion|trillion)"
# "8B", "44 million", "4.2-billion": a number's scale at its end
SCALED = re.compile(rf"(?:[kKMB]|[\s\-]{SCALE_WORDS})$")
# a number's suffix that only scales it ("K", "million", "$K" after a number typeset alone)
SCALE_SUFFIX = re.compile(rf"\$?[\s\-]*(?:[kKMB]|{SCALE_WORDS})")
SCALED_FIGURE = re.compile(r"\d+(?:\.\d+)?[kKMB]")  # "10k", "1.5K", "32K": digits and a one-letter scale
# "1.08 bits/char", "2.91 bits per dimension", "0.99 bits-per-character" (not "4 bits per weight")
BITS_PER_MEASURE = re.compile(
    r"^\s*bits?\s*(?:/|-?\s*per\s*-?)\s*(?:char(?:acter)?s?|bytes?|dim(?:ension)?s?|(?:sub)?pixels?|words?)\b",
    re.IGNORECASE)
SETTING_AFTER = re.compile(r"\s*-?(?:context|tokens?|sequence|length|window|steps?|parameters?|params)\b",
                            re.IGNORECASE)
# "by 4.4%", "gains of over 10%", "reductions of 19.29%, 21.69%, and", "a drop of around 10-", "savings of up to 57%",
# "an advantage of up to 124%", "lifts of 46% and 36%", "an accuracy degradation of up to 58%" (r16b)
CHANGE_NOUNS = (r"(?:gains?|improvements?|increases?|boosts?|drops?|decreases?|reductions?|margins?|declines?|differences?|gaps?"
                r"|enhancements?|attenuations?|savings?|advantages?|lifts?|degradations?|uplifts?|swings?)")
# "up to" is sometimes written as one word, "by upto 30%": a hedge either way, never the metric (audit31)
# Numbers written as words that count things ("six benchmarks", "three datasets"), as an alternation.
COUNT_WORDS = "two|three|four|five|six|seven|eight|nine|ten"
COUNT_WORD_VALUES = {word: value for value, word in enumerate(COUNT_WORDS.split("|"), start=2)}  # "three": 3
# "by only 14%", "an increase of near 6%", "of at most 0.9 points", "by less than 0.1": words that bound or soften the number
HEDGES = (r"(?:up\s*to|over|more\s+than|(?:less|fewer)\s+than|at\s+least|at\s+most|nearly|near|about|around|approximately|roughly|almost|only"
          r"|just|an?\s+(?:average|median|mean)\s+of|on\s+average|as\s+much\s+as|between|~)")
# Metric words (rules-85). A unit word right after a number is its unit, never its metric: "an error of
# 3.1 years", "trains 2.4 times faster", "by 6.2 percentage points" (the metric is named around it).
UNIT_WORD_AFTER = re.compile(r"\s*-?(?:(?:percentage\s+)?points?|percent|times|fold|years?|days?)\b(?!-)", re.IGNORECASE)
# A threshold a value is compared with is not part of its metric: "a FooScore above 57%", "a correlation
# that stays below 0.4" (the metric is the words before it); not "reduces the rate to below 10%", a change's target.
THRESHOLD_BEFORE = re.compile(r"(?<!\bto)\s+(?:(?:falls?|fell|stays?|stayed|remain(?:s|ed|ing)?|often|always)\s+)?"
                              r"(?:above|below)\s*$", re.IGNORECASE)
# A capitalised name right before a bracketed value labels it as a model's or an item's value, not as its metric:
# "FooLM 2.5 Pro (0.67)", "BarSet Large (124M)", "Planning (71.8) and Coding (42.2)" (rules-85); a metric's
# word keeps it ("Accuracy (0.94)", "Dice Score (0.81)").
NAME_LABEL_BEFORE_BRACKET = re.compile(
    r"(?<![\w\-])((?:[A-Z][a-z]+)(?:\s+(?:[A-Z][a-z]+|\d+(?:\.\d+)*))*)\s*\(\s*\$?\s*$")
# A metric's name written as an abbreviation, case kept: the one list every pattern of metric names is built from
# ("23 BLEU", "mIoU of 80.1", "R@1", "Top-5", "Micro-F1", "UAS").
# An AP with its subscript run into it, case kept even where the list is read in any case (not "Apple"): "APbv",
# "AP3d (IoU=0.7)", "33.3% (APp0.5)", "APmask" name a metric, not a data set.
AP_SUBSCRIPT = r"(?-i:AP(?:[a-z]{1,4}|[23][dD])(?:\d+(?:\.\d+)?)?)"
METRIC_ABBREVIATION = (
    rf"(?:m?AP(?:50|75)?|{AP_SUBSCRIPT}|[a-z]?IoU|mIOU|F1|F-?score|F-?measure(?:ment)?|BLEU(?:-\d)?|ROUGE(?:-[12L])?"
    r"|METEOR|CIDEr|EM|EX"
    r"|AUC|AUROC|PSNR|SSIM|LPIPS|FID|IS|WER|CER|MRR|NDCG|SPL|UAS|LAS|Top-?\d+|Rank-?\d+|R@\d+|Acc"
    r"|[FT]PR(?:@?\d+)?|AUPR(?:-(?:IN|OUT))?|AURC"  # detection rates and areas: "32.42% in FPR95", "on AUPR-IN"
    r"|PPL|R?MSE|NLL|EER"  # perplexity and errors: "the FooText-2 PPL of our method", "(RMSE 0.41)"
    r"|(?:[Mm]icro|[Mm]acro)-?F1|F1-(?:micro|macro))")
# A word that names no thing though it looks like a name: a metric ("mIoU", any case: "Rank-1", "map"), a version
# ("v2"), a cost ("GFLOPs", "MACs")
METRIC_NAME = re.compile(rf"(?:{METRIC_ABBREVIATION}|[Vv]\d+(?:\.\d+)?|G?MACs|[GT]?FLOPs(?:/s)?)", re.IGNORECASE)  # "TFLOPs/s": a rate
# A name whose last word is a metric's abbreviation as written ("German WER", "Pareto AUC", "LOSO top-1"; case kept:
# "Capability Map" is no mAP) names a measure, not data
METRIC_TAIL = re.compile(rf"\s(?:{METRIC_ABBREVIATION}|top-?\d+)$")
# "best-of-5 accuracy", "Best-of-8 sampling": how many tries a score takes, a protocol like Pass@k, not data
BEST_OF_N = re.compile(r"(?:[Bb]est|[Ww]orst)-of-(?:\d+|[NnKk])")
# The words of a metric of quality (not of cost, nor "gain" or "improvement" alone): "higher accuracy", "top-5 error"
QUALITY_METRIC = re.compile(r"(?:accuracy|precision|recall|error|F1|F-measure|F-score)s?", re.IGNORECASE)
METRIC_WORD = re.compile(r"(?:accuracy|precision|recall|score|rate|error|dice|correlation|similarity|distance|coverage"
                         r"|fidelity|perplexity|sensitivity|specificity|loss|index|ratio|match|latency|throughput|speed"
                         r"|gain|improvement|reward|return|mean|average|overall)s?", re.IGNORECASE)
# The metric written right after a value ("+18.72\\% AUC-ROC", "+1.96 Dice", "84.26% mIoU"): group 1
METRIC_RIGHT_AFTER = re.compile(r"\s*\$?\s*(?:\\?%)?\s*\$?\s*([A-Za-z][\w\-@]*)")
# A name the number measures is its metric, never its subject (rules-85): "reaches a FooF1 of 43.6%",
# "(BarIndex: 73.2)", "an 11% gain in FooDR", "a +13.1% FooRI improvement", "updates the top 5% Foo Weights".
NAME_AS_METRIC_BEFORE = re.compile(r"\s*(?:\([^()]*\)\s*)?(?:of|=|:)\s*\$?\s*[+\-]?$")
NAME_AS_METRIC_AFTER = re.compile(r"\s*(?:\\?%|\$)?\s*(?:(?:gains?|improvements?|increases?|drops?)\s+in\s+)?$")
# "FooSet, consisting of 50,000 images", "BarBench (ours) comprises over 1,000", "QuxSet dataset, with 3K": what lies
# between a data set's name and a count of what it holds (claims._described)
DESCRIBED_COUNT_BETWEEN = re.compile(
    r"(?:\s+(?:dataset|benchmark|corpus|suite|database))?\s*(?:\([^()]{0,30}\)\s*)?,?\s*(?:which\s+|that\s+)?"
    r"(?:consist(?:s|ing)\s+of|compris(?:es|ing)|contain(?:s|ing)|includ(?:es|ing)|featur(?:es|ing)|with)\s+"
    r"(?:(?:over|about|approximately|nearly|around|roughly|more\s+than)\s+)?")
# "FooSet, a large-scale clinical dataset with 498,000 notes, 7.74M BarTag annotations across 10": what lies between a
# data set's name and a count in an apposition describing it as a data set (claims._described); the names inside it
# ("BarTag") only describe the items, unless a list, a place or "of" opens them ("..., and on BazSet with 5,000", "an extension of the BazBench benchmark")
APPOSITIVE_DATA_BETWEEN = re.compile(
    r",\s+(?:a|an|the)\s+[^;.:]{0,100}?\b(?:dataset|benchmark|corpus|suite|database|testbed)s?\b"
    r"(?:(?!\b(?:we|our|while|whereas|outperform\w*|achiev\w*|reach\w*|improv\w*)\b)[^;:]){0,160}$")
NAME_LISTED_OR_PLACED_BEFORE = re.compile(rf"(?:,|\band|\bor|\bon|\bin|\bof|\bfrom|\bto|\b{VERSUS})\s+(?:the\s+)?$")
# "This dataset contains over 100K frames", "In its current form, the dataset comprises 1,000", "annotations for the full
# dataset, including 276 million boxes": the dataset named in the sentence before, referred back to before a count of
# it (not "a test dataset of 365 cases": a new, unnamed one; nor "the benchmark-based picture": a word of its own)
THIS_DATASET_BEFORE = re.compile(r"\b(?:[Tt]his|[Tt]he|[Oo]ur)\s+(?:(?:new|resulting|full|whole|entire)\s+)?"
                                 r"(?:dataset|benchmark|corpus)\b(?![\w-])"
                                 # "We introduce FooSpace, a benchmark ... It contains 410 tasks": "It" opening the sentence
                                 r"|\bIt\s+(?:contains|comprises|consists\s+of|includes|spans|covers|features|holds)\b")
# Words a metric phrase keeps whole though written with a digit (rules-85): a squared statistic ("R^2", "R²", typeset
# "$R^2$") and a dimensionality ("3D models", "2D keypoints"), not cut to "R" or "D".
# "the 1-Billion Foo dataset", "the 20-Barsgroups corpus": a number and a hyphen open a data set's name, its words
# capitalised and a data noun right after (not "a 2-Layer MLP": no data noun)
DIGIT_LED_DATA_NAME = (r"(?<![\w.\-])\d{1,3}-(?=[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+(?:dataset|corpus|benchmark|data\s+set)s?\b)")
DIGIT_WORD = re.compile(r"(?:[1-4]D\b|[A-Za-z]\^2\b|[A-Za-z]²)")
SQUARED_APART = re.compile(r"(?<=\b[A-Za-z])\s*\^\s*2\b")  # "R ^2" once its markup is gone: "R^2"
# Verbs that change a metric, their object the metric: "improves recall by", "boost accuracy up to".
METRIC_VERBS = r"(?:improv|increas|reduc|decreas|boost|rais|lower|cut|enhanc|lift)"
LIST_BEFORE = r"(?:[^\s,;]+\s*(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|[-–∼−]\s*|\s+to\s+))*"  # "8%∼13%", "3 − 4%"
# Only numbers listed before this one ("15-", "7.1%, 9.5% and "), not "95HD to" ("reduces 95HD to 0.14 mm" is a score).
NUMBERS_BEFORE = r"(?:\d[\d.,]*\s*\\?%?\s*(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|[-–∼−]+\s*))*"
DELTA_BEFORE = re.compile(
    # "by a 2.55% mIoU", "an enhancement exceeding 50%", "improvement 12% in F1"
    # "a reduction in training time of 60%", "an error reduction on FooNotes domains of 1.5%": what changed, between
    rf"(?:\bby(?:\s+an?)?|\b{CHANGE_NOUNS}(?:\s+(?:in|on)\s+[^.;:,()\d]{{1,40}}?(?=\s+of\b)"
    # "improvements over FooFT ranging from 9.7%-16.3%", "reduction in the X ranges from 17.83%": what changed, or
    # over what, between the noun and its range (modern21m)
    rf"|\s+(?:in|on|over)\s+[^.;:,()\d]{{1,40}}?(?=\s+rang(?:ing|es)\s+from\b))?"
    # "by mostly over 40%": a frequency word before the hedge
    rf"\s+(?:of|ranging\s+from|ranges\s+from|exceeding|above|reaching|is|was|are|were))\s+"
    rf"(?:(?:mostly|typically|generally|often|usually|consistently)\s+)?(?:{HEDGES}\s+)?{LIST_BEFORE}$"
    rf"|\b{CHANGE_NOUNS}\s+(?:{HEDGES}\s+)?{NUMBERS_BEFORE}$"  # only numbers between: not "drops sharply to 3.83"
    # "the same systems lose 11-13% under free-response evaluation": a verb of loss or gain with the change
    rf"|\b(?:lose|loses|lost|losing|gain|gains|gained|gaining)\s+(?:{HEDGES}\s+)?{LIST_BEFORE}$"
    # "reducing over 99% of the parameters", "improving 15-18%": the change is the object of a change verb
    rf"|\b(?:{METRIC_VERBS})(?:e|es|ed|ing|s|ting)?\s+(?:{HEDGES}\s+)?{NUMBERS_BEFORE}$"
    # "window area improvements: 42.7% for A, and 36.8% for B": the changes listed after their noun
    rf"|\b{CHANGE_NOUNS}\s*:\s*(?:{HEDGES}\s+)?{LIST_BEFORE}$"
    # "modest gains (3-4%)": the change in brackets right after its noun (not "improvements (50% -> 82%)", "(e.g., 45.3 vs")
    rf"|\b{CHANGE_NOUNS}\s*\(\s*(?:{HEDGES}\s+)?(?:\d[\d.]*\s*\\?%?\s*[-–]\s*)?$"
    # "gains on three benchmarks (e.g., over 6% and 4% on FooSet)": the changes given as examples of their noun
    rf"|\b{CHANGE_NOUNS}\b[^().;]{{0,60}}\(\s*(?:e\.g\.|for\s+example|for\s+instance)\s*,?\s*(?:{HEDGES}\s+)?$",
    re.IGNORECASE)
# "..., respectively" (or "separately", as some write it): a list of values pairs with the list of names
RESPECTIVELY = re.compile(r"\b(?:respectively|separately)\b")
# "0.74 F1 on A and 0.70 F1 on B, respectively a 15 and 5 point gain": 'respectively' written before the numbers
# it pairs with the names before it (up to an article or preposition between)
# "improved from 1.64 to 22.46 and from 0.56 to 14.06 on the two datasets, respectively": a list pointed back to
POINTS_BACK_TO_LIST = re.compile(rf"\b(?:on|across|for|in)\s+(?:the|these|both|all)\s+(?:(?:{COUNT_WORDS}|\d+)\s+)?"
                                 r"(?:datasets|benchmarks|corpora|tasks|test\s+sets)\b")
# "We test on A and B. It gains 19% and 71% compared to FooNet and BarNet, respectively": the list right before
# 'respectively' is of what the values are compared with, so they are not paired with the sentence before's names
COMPARED_ITEM = r"[^\s,.;()]+(?:\s+[^\s,.;()]+){0,2}?"
COMPARED_LIST_BEFORE = re.compile(
    rf"\b(?:compared\s+(?:to|with)|over|than|against|{VERSUS})\s+(?:the\s+)?{COMPARED_ITEM}"
    rf"(?:\s*,\s*{COMPARED_ITEM})*\s*,?\s+(?:and|or)\s+{COMPARED_ITEM}\s*,?\s*$")
# "... outperforming frontier models including FooLM 3, BarGPT Mini, and Baz 4 by 8%, 46%, and 64% respectively": the
# values follow a list of what they are compared with ("by" right before them), so they are not paired with the sentence
# before's names either (claims._compared_respectively; round 34)
COMPARED_LIST_BY_BEFORE = re.compile(
    rf"\b(?i:compared\s+(?:to|with)|over|than|against|{VERSUS}|including|such\s+as|outperform\w*|surpass\w*|beat\w*)\s"
    rf"(?:[^.;]|\.\d){{0,160}}?(?P<items>{NAME_ITEM}(?:\s*,\s*{NAME_ITEM})*\s*,?\s+(?:and|or)\s+{NAME_ITEM})"
    r"\s*,?\s+by\s+(?:(?:up\s+to|margins?\s+of)\s+)?$")
# "sensitivities of 0.81, 0.84, 0.86 and Dice of 0.80, 0.81, 0.82 on A, B and C, respectively": a gap of only commas
# and 'and' joins one metric's values; a gap with words ("and Dice of") starts the next metric's list of them
PLAIN_LIST_GAP = re.compile(r"[\s,;%]*(?:(?:and|or)\b[\s,;]*)?")
RESPECTIVELY_AHEAD = re.compile(r"\b(?:respectively|separately)\s*,?\s*(?:(?:a|an|by|with|of)\s+)?$")
FROM_TO_AFTER = re.compile(rf"^\s*\\?%?\s*(?:->|→|\$?\\rightarrow\$?|{VERSUS}\s+\d)")  # "(50% -> 82%)", "45.3 vs 26.7"
# "MAG adds 1.45% over simple concatenation", "while adding less than 1% training overhead", "adding up to 6.6 points":
# what is added in percent or points is a change (delta-change-before; not "adds 1,512 runs", "adding only 5.2M
# parameters": a count)
# ("yields up to a further 21.91% F1", "versus a further 5--17% overhead", "adds a further 12% on BarSet": what comes on
# top is added too)
ADDED_BEFORE = re.compile(rf"(?:\b(?:adds|added|adding)|(?<!add\s)\ba\s+further)\s+"
                          rf"(?:{HEDGES}\s+)?\$?{LIST_BEFORE}$", re.IGNORECASE)
# "adding 10% synthetic data", "adds 20% label noise", "adding 50% more pretraining tokens", "added 15% of tokens": what is
# added is a condition of the run, no change (ADDED_BEFORE's limit)
ADDED_CONDITION_AFTER = re.compile(r"^\s*\\?%?\s*(?:more\s+|extra\s+|of\s+(?:the\s+)?)?(?:[\w\-]+\s+){0,2}?"
                                   r"(?:data|noise|tokens|samples|examples|images|corruptions?|outliers|perturbations?)\b",
                                   re.IGNORECASE)
# For a percentage only: "improvements in top-1 accuracy of 3.6%", "boost accuracy up to 19.82%",
# "outperforms uniform sampling up to 8.1%" (a comparison verb's 'by' left out), "median speedups of 7%, 12% and 91%"
# (a speedup in times is a ratio, one in frames per second a score) (but "improvements in F1 scores of 0.87" gives the
# scores).
# "positive changes of 2.87%, 6.35% and 2.19%": a percentage after the noun "change(s) of" (kind_rules
# delta-change-before; not the verb, "can change up to 39.57% of the parameters"; nor another value, "a change of 3
# layers": percentages only; rules-289)
CHANGE_OF_BEFORE = re.compile(rf"\bchanges?\s+of\s+(?:{HEDGES}\s+)?{NUMBERS_BEFORE}$", re.IGNORECASE)
SAVE_VERB = rf"\bsav(?:e|es|ed|ing)\s+(?:{HEDGES}\s+)?"  # "saves up to ": PERCENT_DELTA_BEFORE, SAVED_BEFORE
PERCENT_DELTA_BEFORE = re.compile(
    rf"(?:\b{CHANGE_NOUNS}\s+in\s+[\w\-@]+(?:\s+[\w\-@]+){{0,3}}\s+of|(?:\b(?:is|are|stays?|remains?)\s+|\(\s*)within"
    rf"|\bspeed-?ups?\s+of"
    rf"|\b(?:{METRIC_VERBS}|outperform|surpass|beat)\w*(?:\s+(?!up\b)[\w\-@]+){{1,3}}(?=\s+up\s+to\s))"
    rf"\s+(?:{HEDGES}\s+)?{LIST_BEFORE}$"
    # "saves up to 97% of total energy", "saves 30-47% of generated tokens": the share a method saves is a change (not
    # "saves 5 checkpoints per epoch": what is stored; review of rules-223)
    rf"|{SAVE_VERB}{NUMBERS_BEFORE}$", re.IGNORECASE)
# "saves 2.3 GB of GPU memory", "saves 40 GPU hours": an amount saved, in a unit, is a change (kind_rules
# delta-change-by; not "saves 5 checkpoints per epoch"; review of rules-224)
SAVED_BEFORE = re.compile(rf"{SAVE_VERB}$", re.IGNORECASE)
SAVED_UNIT_AFTER = re.compile(r"^\s*(?:[KMGT]i?B|bytes|(?:GPU[\s\-])?hours?|h|minutes?|min|seconds?|s|ms|points?|pp|kWh|MJ"
                              r"|[Jj]oules?|dollars?|USD)\b")
# "costs 2.66 points", "costing up to 17.5 group-accuracy points", "costs 27.5, 32.9, and 22.2 points": what a change
# costs (kind_rules delta-cost-points), its unit after it (POINTS_AFTER)
COST_BEFORE = re.compile(rf"\bcost(?:s|ing)?\s+(?:{HEDGES}\s+)?{LIST_BEFORE}$", re.IGNORECASE)
POINTS_AFTER = re.compile(r"\s*(?:(?!percentage\b)[\w\-]+\s+){0,2}?points?\b")  # (percentage points: their own rule)
# The verb a "by N" belongs to, in the words before it: "outperforms X (35.27%) by 2.89", "increases PSNR by 1.2".
CHANGE_VERB_BEFORE = re.compile(
    rf"\b(?:{METRIC_VERBS}|outperform|surpass|exceed|drop|beat|gain|lead|trail|accelerat|shrink|declin|fall|fell)"
    r"\w*\b(?:[^.;:]|(?<=\d)\.(?=\d)){0,100}$", re.IGNORECASE)
# "under a 4x compression ratio", "at up to 64x compression", "under both 16x and 32x compression", "at 2x, 4x and 8x
# compression", "only at 10x compression": a compression factor a result is read at (setting-multiplier-condition;
# not "achieves a 3.46x compression ratio", a result)
_MULTIPLIER_FIGURE = r"\$?\d[\d.]*\s*(?:[xX×]|\$?\\times\$?)"  # "4x", "16×", "$8\times$"
MULTIPLIER_CONDITION_BEFORE = re.compile(
    r"\b(?:at|under)\s+(?:(?:both|only|up\s+to|an?|aggressive|extreme|high|the|its)\s+){0,3}"
    rf"(?:{_MULTIPLIER_FIGURE}\$?\s*(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or|to)\s+|\s*[-–]\s*))*$",
    re.IGNORECASE)  # (not "with up to 5x compression and 2.3x speedup": achieved, review of rules-273)
MULTIPLIER_CONDITION_AFTER = re.compile(
    # " and 32x" of "16x and 32x compression": the rest of a list
    rf"(?:\$?\s*(?:,\s*|\s+(?:and|or|to)\s+|\s*[-–]\s*){_MULTIPLIER_FIGURE})*"
    r"\$?\s*(?:(?:KV[\s-]+cache|token|context|prompt|visual[\s-]+token|model)\s+)?compression\b", re.IGNORECASE)
# "at 4x the training length", "on FooQA at $8\times$ the training length", "context lengths as large as 16x its training
# length", "at 3x the compute": a multiple of the run's own length or compute a result is read at (setting-multiplier-
# condition; not "at 2x the speed of BarNet", "at 4x the context length of BarLM", "at 2x the compute efficiency":
# results; review of rules-278)
MULTIPLE_OF_RUN_BEFORE = re.compile(
    r"(?:\b(?:at|under)\s+(?:(?:up\s+to|about|roughly)\s+)?|\bas\s+(?:large|long|far)\s+as\s+)\$?$", re.IGNORECASE)
MULTIPLE_OF_RUN_AFTER = re.compile(
    r"\$?\s*(?:the|its|their)\s+(?:(?:training|pre-?training|context|sequence|input)\s+)?(?:length|context|compute)\b"
    r"(?!\s+(?:length|of|efficiency|savings?|budget\s+of)\b)", re.IGNORECASE)
# "22/37 exceed 2x", "13 of 40 kernels surpass 5x", "93.3% of trials fall below 2 s": the items counted are those past
# the value, so it is the threshold they are counted at, a condition (setting-counted-threshold, rules-282; the count at
# most three words before the verb)
COUNTED_PAST_BEFORE = re.compile(
    r"(?:\b\d+\s*/\s*\d+|\b\d+\s+(?:of|out\s+of)\s+(?:the\s+|all\s+)?\d+"
    # (a share, but not a round percentile: "99% of requests stay below 35 ms" is a tail latency, a result)
    r"|(?<![\d.])(?!(?:50|90|95|99|99\.9)\s*(?:\\?%|percent))\d+(?:\.\d+)?\s*(?:\\?%|percent)\s+of)"
    r"(?:\s+(?:the\s+)?[\w\-]+){0,3}?\s+(?:exceed(?:s|ed)?|surpass(?:es|ed)?|f[ae]ll\s+(?:below|under|above)"
    r"|falls\s+(?:below|under|above)|(?:are|were|lie|lay|stay|stayed|remain|remained)\s+(?:above|below|under))"
    r"\s+(?:the\s+)?\$?$", re.IGNORECASE)
# "agents consume on average 9.9M tokens per task", "an average of 132.4k reasoning tokens per trial", "at 14k-25k tokens
# per query": tokens or calls a system spends on each unit of work, a measured cost (score-cost-per-unit; not "a budget
# of 2K tokens per query", "4,096 tokens per batch": a condition)
COST_PER_UNIT_AFTER = re.compile(
    r"\$?\s*(?:(?:--|[-–]|to)\s*\$?\d[\d.,]*\s*[kKMB]?\s*)?(?:[\w\-]+\s+){0,2}?(?:tokens|characters|calls|steps)\s+"
    r"(?:per|/)\s*(?:query|trial|task|problem|question|instance|episode|request|answer|response|forward\s+pass)\b",
    re.IGNORECASE)
COST_BUDGET_BEFORE = re.compile(r"\b(?:budgets?|limits?|caps?|capped|maximum|max|allow(?:s|ed|ing)?)\b[^.;]{0,30}$",
                                re.IGNORECASE)
# ... spent, as a verb of using up or an average says ("consume on average", "used an average of", "generates around",
# "operating at", "a decoding parallelism of"; not "limited to", "within", "given", "padded to": review of rules-274)
COST_SPENT_BEFORE = re.compile(
    r"\b(?:consum|us(?:e|es|ed|ing)\b|usage|spen[dt]|requir|need|generat|emit|produc|cost|averag|operat|parallelism|mean"
    r"|median|accept|issu|complet|length)[\w\-]*\b(?:[^.;:,()]|(?<=\d)\.(?=\d)){0,40}$", re.IGNORECASE)
# ("accepts 3.67 tokens per forward pass on average": the average said after it)
ON_AVERAGE = re.compile(r"\bon\s+average\b|\baveraged?\b", re.IGNORECASE)
# "error fell 15-50%", "proposers fall 8.77 - 14.57 points short", "accuracy rose about 3.2 points": a verb of a value
# rising or falling by itself, the change right after it (delta-rise-or-fall; not "dropped", which also takes what is
# left out: "dropped 20% of tokens")
RISE_OR_FALL_BEFORE = re.compile(
    r"\b(?:fell|falls?|rose|rises?|declined|climb(?:s|ed)|jump(?:s|ed)|shr[ai]nks?|grew|grows?)\s+"
    rf"(?:{HEDGES}\s+)?{NUMBERS_BEFORE}$", re.IGNORECASE)
# ... and the change is in percent or points (not "the robot climbs 3 stairs", "the network grew 3 new layers",
# "jumps 0.5 m high": review of rules-273); a range's end may carry them ("8.77 - 14.57 RevPAR points"); not values a
# change goes between ("rises 42%->58%": FROM_TO_AFTER, as delta-change-by reads it)
POINTS_AFTER_CHANGE = re.compile(
    r"\s*(?:(?:--|[-–])\s*\d[\d.]*\s*)?(?:[A-Za-z][\w\-]*\s+)?(?:percentage\s+|absolute\s+)?(?:points?|pp|pts?)\b")
# "macro-F1 swings by 0.57-0.80", "accuracy fluctuates by less than 0.5": a variation by a value, 'by' right after the
# verb (delta-change-by, rules-182; not "results vary widely ..., as judged by 3 annotators")
VARIED_BY_BEFORE = re.compile(rf"\b(?:swing|swings|swung|swinging|fluctuat\w*|var(?:y|ies|ied|ying))\s+(?:\w+ly\s+)?by\s+"
                              rf"(?:{HEDGES}\s+)?{NUMBERS_BEFORE}$", re.IGNORECASE)
# "improve the best models on the FooIE16 benchmark (Smith and Jones, 2016) by 0.421 F1": a citation in brackets
# between the verb and its 'by' is left out of the distance (at most 100 characters, no sentence or clause end)
CITATION_BRACKET = re.compile(r"\s*\([^()]*\d{4}[^()]*\)")
# "4.6% accuracy improvement", "86.1% higher than", "10.06\% mAP improvement", "6.6% relative error rate reduction"
# (up to three words before the change word)
DELTA_AFTER = re.compile(
    rf"^\s*(?:(?!(?:with|without|and|or|of|on|in|for|while|at|than|to|the|an?|over|across)\b)[\w\-$\\{{}}]+\s+){{0,3}}?"
    rf"(?:{CHANGE_NOUNS}|higher|lower|better|worse|more|less|fewer"
    r"|faster|slower|smaller|larger|shorter|longer|above|below|speedups?|accelerations?|relative\s+(?:gain|improvement|reduction)"
    r"|loss(?:es)?|degradations?"  # after a percentage: "a 0.3% relative loss in F1", "33% degradation"
    r"|improved|increased|reduced|decreased|stronger|weaker)\b",  # "27% improved performance" (rules-95)
    re.IGNORECASE)
# "sits 12.5% closer to the reference", "answers 35% cheaper per query", "flags failures 20% earlier": more comparatives
# that name a change, but only right after the percentage, as they are as often adjectives of what follows ("80%
# accuracy under tighter budgets", "reaches 61% using deeper networks"), and not after a level's own cue
# (COMPARED_LEVEL_BEFORE) (rules-288, narrowed by its review)
COMPARATIVE_RIGHT_AFTER = re.compile(
    r"^\$?\s*(?:closer|farther|cheaper|quicker|earlier|greater|wider|narrower|tighter)\b", re.IGNORECASE)
# "accuracy of 73% greater than chance", "rises to 52% closer to the ceiling", "IoU above 50% closer to the center",
# "reaches 4.1% greater ...": the percentage is a level that the comparative then compares (not "up to 30% cheaper");
# "the top 10% closer neighbors", "using 30% cheaper hardware": a share chosen, a condition
COMPARED_LEVEL_BEFORE = re.compile(
    r"\b(?:of|(?<!\bup\s)to|at|above|below|over|under|the|top|using|reach\w*|achiev\w*|attain\w*|retain\w*|keep\w*"
    r"|scor\w*)\s+\$?\s*$",
    re.IGNORECASE)
# "9.1% mAP and 9.5% Rank-1 improvements", "57.0% parameter and FLOPs reduction", "1%-3% accuracy and exploration
# efficiency improvement": a percentage's metric coordinated with a second one before the change noun both share
# (the second's own percentage, if any, has a word of its metric before the noun: not "91% accuracy and 5% gain")
_PAIR_WORD = r"(?!(?:with|without|and|or|of|on|in|for|while|at|than|to|the|an?|over|across|by)\b)[A-Za-z][\w\-@]*"
DELTA_AFTER_COORDINATED = re.compile(
    rf"^\s*(?:{_PAIR_WORD}\s+){{1,2}}and\s+(?:\$?\d[\d.]*\s*\$?\s*(?:--|-|–)\s*)?"
    rf"(?:\$?\d[\d.]*\s*\$?\s*\\?%\s*(?:{_PAIR_WORD}\s+){{1,3}}|(?:{_PAIR_WORD}\s+){{1,3}}){CHANGE_NOUNS}\b",
    re.IGNORECASE)
# "a 0.059 decrease in MAE", "a 1.2 dB gain in PSNR": a value named a change of a metric
CHANGE_IN_AFTER = re.compile(rf"^\s*(?:[A-Za-z]+\s+)?{CHANGE_NOUNS}\s+in\b", re.IGNORECASE)


# "at 70% sparsity", "under 40% label noise", "with a 75% masking ratio": the condition a result holds under; a hedge
# ("with only 0.3% poisoning", "at a mere 6% sampling rate"), a kind of noise ("at asymmetric 40% noise") or a
# range's start ("with 5% to 40% label noise": the end's words before) may stand between
CONDITION_BEFORE = re.compile(
    r"\b(?:at|under|with)\s+(?:an?\s+)?(?:(?:only|just|merely|mere|up\s+to|about|around|approximately|roughly)\s+)?"
    rf"(?:(?:high|extreme|low|symmetric|asymmetric)\s+)?(?:\d[\d.]*\s*\\?%?\s*{RANGE_DASH}\s*)?$", re.IGNORECASE)
CONDITION_AFTER = re.compile(
    rf"^(?:\s*\$?\s*{RANGE_DASH}\s*\$?\s*\d[\d.]*\s*\\?%)?"  # "5% to 40% symmetric label noise": the range's start
    r"\s*(?:percent\s+)?(?:unstructured\s+|structured\s+|weight\s+|label\s+|symmetric\s+|asymmetric\s+){0,2}"
    # ("with a 38.5% mask AP" is an instance segmentation score, not a masking ratio)
    r"(?:sparsity|pruning|compression|mask(?:ing)?(?!\s+(?:m?AP|AR|IoU|mIoU)\b)|noise|corruption|occlusion|missing|dropout|token\s+retention"
    r"|poisoning|eviction|sampling\s+rate|(?:\w+\s+)?(?:misclassified|mislabell?ed|corrupted|flipped)\s+labels"
    r"|(?:risk|confidence|significance|coverage)\s+(?:level|target)|(?:KV\s+)?cache\s+(?:budgets?|compression)|budgets?"
    r"|retention(?!\s+of)"  # "at 25% retention", not "with 95% retention of the model's quality" (a result)
    # "at a 1% ratio", "at 30% unsafe input ratio": a share the run was set to (not "a 71% win ratio", a result)
    r"|(?:(?:unsafe\s+)?input\s+|mixing\s+|sampling\s+|keep\s+|drop\s+)?ratio"
    r"|(?:visual\s+)?token\s+(?:compression|pruning|retention|reduction)|expert\s+sparsity|false[\s\-]+positive(?:\s+rate)?"
    r"|retained\s+(?:context|tokens?))\b",  # "at 75% retained context"
    re.IGNORECASE)
# "a true positive rate of 12.3% on BarSet with a false positive rate of 0.1%", "thresholded with a false positive rate
# of 1%": a false positive rate "with" a detection rate or a threshold right before it is its operating point too (not
# "88.6% accuracy with a false positive rate of 0.97%", nor "improves recall by 5.2% on BarSet, with a false positive
# rate of 2.3%": results; reviews of rules-209 and rules-215)
FPR_WITH_DETECTION_RATE_BEFORE = re.compile(r"\b(?:true\s+positive\s+rate|TPR|recall|detection\s+rate|threshold\w*|calibrated)\b"
                                   r"(?:\s+(?:of|at|=)\s+[\d.]+\s*\\?%?)?(?:\s+on\s+[\w\-]+)?,?\s+with\s+(?:an?\s+)?"
                                   r"(?:false[\s-]+positive\s+rate|FPR)\s+(?:of\s+)?(?:only\s+|just\s+)?$", re.IGNORECASE)
# "TPR 0.90 at 5% FPR", "21x more attacks at 1\\% FPR": a round false positive (or alarm) rate after 'at' is the
# operating point a result is read at (not "at 24.7--39.0% FPR", "with 11.7% FPR": rates a detector reached)
OPERATING_AT_BEFORE = re.compile(r"(?<!operating\s)\bat\s+(?:an?\s+)?$")
OPERATING_POINT_AFTER = re.compile(r"\s*(?:FPR|FAR)\b(?![^.;]{0,20}\b(?:versus|vs\.?|compared)\b)")
# the rates detectors are compared at (0.1%, 1%, 5%, ...; not "at 27% FPR", a rate one reached)
ROUND_RATE = re.compile(r"(?:1|2|5|10|20|0\.0*[1-9])\s*\\?%")
# "at a false positive rate of 0.01%", "at a compression ratio of 1.0%": the condition named before its value
# (modern21g)
CONDITION_NAMED_BEFORE = re.compile(
    r"\b(?:at|under|with)\s+(?:an?\s+)?(?:sparsity|(?:pruning|compression|mask(?:ing)?|dropout|missing|poisoning|noise)"
    r"\s+(?:ratio|rate|level)|sampling\s+rate)\s+of\s+"
    r"(?:(?:only|just|about|around|approximately|roughly)\s+)?$"
    # a false positive rate only "at" or "under" it: "at a false positive rate of 0.1%" is an operating point, but
    # "88.6% accuracy with a false positive rate of 0.97%" reports a second result
    r"|\b(?:at|under)\s+(?:an?\s+)?false\s+positive\s+rate\s+of\s+(?:(?:only|just|about|around|approximately|roughly)\s+)?$",
    re.IGNORECASE)


# What typesets a number without making it math: "$3.0\%$", "$\sim 5\%$", "$\mathbf{84.2}$", "$+3.8\%$", "${\bf 57.9 \%}$".
TYPESETTING = re.compile(rf"\\(?:%|sim|approx|{ARROW_MACRO}|pm|mathbf|textbf|mathrm|text|bm|bf|boldsymbol|[,;!])")
# Between percentages or decimals, an arrow typesets a change of value: "$62.27\% \rightarrow 67.04\%$",
# "$0.90\!\to\!0.27$" (kind_rules._in_math; not "$3{,}136 \to 64$", a layer's sizes, nor "$x \to 0$")
VALUE_ARROW = re.compile(r"\\(?:long)?[rR]ightarrow|\\to\b")
# "the masking ratio from $15\% \to 30\%$", "the dropout rate $0.1 \rightarrow 0.5$", "temperature τ $1.0 \to 0.1$",
# "Lowering top-p ($0.95 \to 0.9$)", "We vary $\beta$ from $0.1 \to 1.0$": an arrow after the name of what a run is
# set to (a symbol may follow it), or after a verb that sweeps one, sweeps a setting, no change of a result
# (kind_rules._in_math); but a rate that is a result stays one (METRIC_RATE_BEFORE: "success rate $0.41 \to 0.63$")
_SWEEP_TAIL = r"(?:\s+(?:\$[^$]{1,12}\$|[^\s$]{1,3}))?\s*(?:\(\s*)?(?:(?:from|of)\s+)?(?:=\s*)?$"
_OF_FEW_WORDS = r"(?:\s+of(?:\s+[\w\-]+){1,3})?"  # "the mixing proportion of code data", "the success rate of FooAgent"
SWEPT_SETTING_BEFORE = re.compile(
    r"(?:\b(?:ratio|rate|temperature|sparsity|dropout|threshold|budget|noise|margin|size|length|steps?|schedule|weight"
    r"|coefficient|probability|window|lr|penalty|proportion|top-[pk])" + _OF_FEW_WORDS +
    r"|\b(?:var(?:y|ies|ied|ying)|anneal\w*|sweep\w*|warm(?:s|ed|ing)?)\b[^.;:]{0,40}?)" + _SWEEP_TAIL, re.IGNORECASE)
METRIC_RATE_BEFORE = re.compile(
    r"\b(?:success|error|win|pass|hit|acceptance|hallucination|refusal|detection|attack|false\s+positive|Sharpe)\s+"
    r"(?:rates?|ratios?)" + _OF_FEW_WORDS + _SWEEP_TAIL, re.IGNORECASE)
# "$4/45$ vs. $27/45$", "$16/53$ ($30\%$) of wins", "$7/12$ organs": how many of how many, typeset alone in math, is
# counted as in words, not a parameter of the math (rules-277); not a proportion a run is set to: a numerator above its
# denominator ("a $5/1$ ratio"), a year ("$3/2021$"), "$3/4$ of the base rate", "a $3/4$-scale model", "$2/3$ split",
# "a sparsity of $7/8$", "to $4/8$ bits" (review of rules-277)
COUNTED_FRACTION_IN_MATH = re.compile(r"\s*(?P<part>\d+)\s*/\s*(?P<whole>\d+)\s*")
SET_FRACTION_AFTER = re.compile(
    r"\s*(?:-|of\b|(?:[a-z]+\s+)?(?:split|ratio|mixture|mix|sparsity|bits?|bit-width|scale|shots?|proportion)s?\b)",
    re.IGNORECASE)
SET_FRACTION_BEFORE = re.compile(
    r"(?:\b(?:split|ratio|mixture|mix|sparsity|proportion|fraction|rate|bits?|bit-width|of)\s*)$", re.IGNORECASE)
MATH_SYMBOL = re.compile(r"[A-Za-z\\=<>^_/|\u0370-\u03ff]")
# A bound's sign that opens the math, the number alone after it: "$>95\%$ accuracy", "${\leq}1.3$ points" bound a
# value as "<2% error" does in words (not "$p < 0.01$", "$r \ge 1$": a symbol stays; kind_rules._in_math)
BOUND_SIGN = re.compile(r"^\s*\{?\s*(?:<|>|\\leq?|\\geq?|\\lesssim|\\gtrsim)(?![A-Za-z])\s*\}?")


# --- what a value measures (claims.metric_of): metric phrases, ranges and lists of values ---
# A word, a metric at its cut-off among them: "R@1", "mAP@0.5:0.95"
METRIC_PHRASE_WORD = re.compile(rf"(?:{DIGIT_WORD.pattern}|[A-Za-z][\w\-+/]*(?:@[\w.:]*\w)?)")
# before a number: not the "B" of "(2B and"; a possessive kept whole ("Pearson's correlation", not "s correlation")
METRIC_PHRASE_WHOLE_WORD = re.compile(rf"(?<![\w.'’])(?:{DIGIT_WORD.pattern}|[A-Za-z][\w\-+/]*(?:['’]s\b)?(?:@[\w.:]*\w)?)")
# "11.5-16.0% in", "3 to 5 points": the end of a range that opens at the number
# (not "from 793M to 644M parameters", where the metric is named before, nor "PSNR by 1.2--1.4 dB", a unit after)
RANGE_END_AFTER = re.compile(rf"\s*{RANGE_DASH}\s*[+\-]?\d[\d.,]*(?:[kKMB](?![A-Za-z])|\s*\\?%|[xX×](?![A-Za-z]))?")  # "1.0%∼1.2%", "1.5x-2.7x"
# a unit after a range's end says what it measures: "1.2--1.4 dB" (not "3 to 5 points")
MEASURE_UNIT = re.compile(r"\s*(?:dB|mm|cm|m|ms|s|lux|FPS|fps|GB|MB|TB|hours?|minutes?|seconds?|days?|degrees?)\b")
# "achieves only 0.632 on Inversion Score", "71% in Success Rate": a metric named in capitals after "on" or "in"
NAMED_METRIC_ON = re.compile(r"\s+(?:on|in)\s+(?:the\s+)?((?:[A-Z][\w\-]*\s+){0,3}(?:Score|Accuracy|Rate|Index|Error"
                             r"|Distance|Similarity|Precision|Recall|Ratio))(?![\w@\-])")
# "improves it without augmentations from 38.8% to 59.6%": a condition, not what is measured
CONDITION_FROM = re.compile(r"\b(?:with|without)\s+((?:[\w\-]+\s+)?[\w\-]+)\s+from\s+(?:\S+\s+to\s+)?$")
# "in accuracy" after a value names its metric; "in the wild", "in which" do not
IN_METRIC_AFTER = re.compile(r"\s+in\s+(?!the\b|which\b|that\b)")
# "from 28% to 45%" and "1.4-11.8X": the second number shares the first one's metric.
SECOND_OF_RANGE = re.compile(rf"(?:\bfrom\s+\S+\s+to|\S*\d\s*{RANGE_DASH})\s*$")
# "by 9.5%, 6.5%, and " before the last value of a list
LISTED_NUMBERS_BEFORE = re.compile(rf"(?:[+\-]?\d+(?:[.,]\d+)*\s*\\?%?\s*{LIST_JOINER})+$")
NAMED_CHANGE = re.compile(rf"\S\s+{CHANGE_NOUNS}$", re.IGNORECASE)  # "mIoU gains", "BD-rate reductions"
# "19.29%, 21.69%, and 18.71% relative to X": no metric right after a list
NO_NOUN_AFTER_LIST = re.compile(r"\s*(?:[,;.)]|(?:on|at|for|across|over|relative|respectively|compared|than|under|with|to|from"
                                r"|while|when|and|or)\b)", re.IGNORECASE)  # not "in": "by 12.2% and 9.8% in accuracy"
# How a rate per second and a frame rate's counted word are written ("tokens per second", "words/sec", "tokens/s";
# "165K frame-per-second", "15 images per second": numbers.unit_of names the unit FPS, a speed on hardware)
# The word right after a number that may say its unit: "3.1-point", "25 FPS", "49.1~GB" (a tie written "~"), "26mm"
# (numbers.unit_of looks it up in its UNIT_WORDS; claims._past_unit steps over it); a whole word, not the start of a
# name or of a compound ("a 3.1-percentage-point gain" and "0.99 bits-per-character" aside): not "256 H100 GPUs",
# "2 min-max", "2 second-stage refiners", "4 day-night pairs", "0.76 token-level AUROC" (rules-291)
WORD_AFTER_NUMBER = re.compile(r"\s*[-~]?([A-Za-z]+)(?![A-Za-z0-9]|-(?!points?\b|per\b)[A-Za-z])")
PER_SECOND = ("second", "sec", "s")
FRAME_WORDS = ("frame", "frames", "image", "images")
# "tokens per second", "words/minute", "100 words/sec", "1.5K tokens/s", "165K frame-per-second": a rate's unit
PER_UNIT = re.compile(r"\s*(?P<unit>[A-Za-z]+)(?:\s*/\s*|\s+per\s+|-per-)(?P<per>second|sec|s|minute|hour|word|token|frame"
                      r"|image|sample|query|dimension|character|char|pixel|step)s?\b", re.IGNORECASE)
# "%, 6.5%, and 6.0%" after "9.5": the rest of a list of values
LISTED_NUMBERS = re.compile(
    r"\s*\\?%?(?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s*/\s*)\$?[+\-]?\d+(?:[.,]\d+)*(?:[kKMB](?![a-z]))?\s*\\?%?\$?)+")
# The metric written right before its value: "Micro-F1 = 0.663", "Dice coefficient=0.81", "an F1 of 0.994",
# "a BLEU score of 38.1" (a known metric's name only, after "of": not "a margin of 5").
METRIC_NAMED_BEFORE = re.compile(
    r"(?<![\w\-])((?:(?:[A-Z][\w\-@.+/]*|[a-z]+-\w+)\s+)?[A-Za-z][\w\-@.+/]*)\s*=\s*$"
    r"|\b(?:an?|the|with|achieving|achieves|reaching|reaches)\s+(?:[a-z]+\s+)?(" + METRIC_NAME.pattern
    + r")s?(?:\s+scores?)?\s+of\s+$")  # "with AUROCs of 94.2%"
# "(Jain's Index: 0.9896)", "(volatility: 0.024)": the metric labels its value in brackets
BRACKET_FIRST_LABEL = re.compile(r"\(\s*((?:[\w\-@]+(?:['’]s)?\s+){0,2}[\w\-@]+)\s*:")
BRACKET_LABEL = re.compile(r"\((?:[^()]*,)?\s*((?:[\w\-@]+(?:['’]s)?\s+){0,2}[\w\-@]+)\s*:\s*$")  # "(P: 0.62, recall: 0.86)"
# "improving diagnostic accuracy by up to ", "reduces the error rate by ": the metric a change verb changes.
CHANGED_BY = re.compile(
    rf"\b{METRIC_VERBS}\w*\s+(?:the\s+|its\s+|their\s+)?"
    r"((?!(?:the|its|their|by|and|or|over)\b)(?<!['’])[\w\-@]+(?:['’]s)?(?:\s+(?!(?:by|and|or|over|on|in|of|to)\b)[\w\-@]+){0,3}?)"
    rf"\s+(?:by|to)\s+(?:{HEDGES}\s+)?$",  # "reduces 95HD to 0.14 mm": what changed, to its new value
    re.IGNORECASE)
# Words read past after "of": "98% of the average accuracy", "2% of all the neurons", "99% of all settings"
DETERMINERS = re.compile(r"(?:\s+(?:the|all|their|its))+(?=\s)", re.IGNORECASE)
# "outperforms SID by 29.1%", "improves over the baseline by": before "by", what the value is compared with
COMPARED_BY = re.compile(rf"\b(?:outperform|underperform|surpass|exceed|beat|over\b)\w*\s+(?:\S+\s+){{0,6}}?by\s+(?:{HEDGES}\s+)?$",
                         re.IGNORECASE)
# "outperforming the baseline in accuracy by up to": the metric after "in"
IN_METRIC_BY = re.compile(rf"\bin\s+((?!the\b)[\w\-@]+(?:\s+[\w\-@]+)?)\s+by\s+(?:{HEDGES}\s+)?$", re.IGNORECASE)
# "increases downstream accuracy over standard BarNet by up to", "improves recall compared to X by": the metric a
# change verb changes, written before what it is compared with
CHANGED_OVER_BY = re.compile(
    rf"\b{METRIC_VERBS}\w*\s+(?:the\s+|its\s+|their\s+)?"
    r"((?!(?:the|its|their|by|and|or|over|upon|on)\b)(?<!['’])[\w\-@]+(?:\s+(?!(?:by|and|or|over|upon|on|in|of|to)\b)[\w\-@]+){0,3}?)"
    rf"\s+(?:over|upon|compared\s+(?:to|with)|relative\s+to|against)\s+(?:\S+\s+){{0,6}}?by\s+(?:{HEDGES}\s+)?$",
    re.IGNORECASE)
# "with reasoning traces shortened by", "the error rate is reduced by up to": a change verb's passive, what changed
# written before it (audit31)
CHANGED_PASSIVE_BY = re.compile(
    rf"^(.*?)\s+(?:(?:is|are|was|were|being|been|gets?|got)\s+)?(?:{METRIC_VERBS}|shorten|lengthen|accelerat)ed"
    rf"\s+by\s+(?:{HEDGES}\s+)?$", re.IGNORECASE | re.DOTALL)
# "faster than existing methods by", "higher accuracy than BarNet by": the comparative (and its noun) is what the
# value measures, not what it is compared with
COMPARATIVE_THAN_BY = re.compile(
    r"\b((?:faster|slower|higher|lower|better|smaller|larger|fewer|cheaper)(?:\s+(?!than\b)[a-z][\w\-]*){0,2}?)\s+than\s+"
    rf"(?:\S+\s+){{0,6}}?by\s+(?:{HEDGES}\s+)?$", re.IGNORECASE)
# "improves SR and SPL by 9.4% and 5.0%", "raises accuracy, recall and F1 to 91.2%, 88.0% and 89.5%": the metrics
# listed before a list of as many values pair with them by place
METRIC_ITEM = r"(?!and\b)[\w\-@]+(?:\s+(?!and\b|by\b|to\b)[\w\-@]+){0,2}"
METRIC_LIST_BEFORE = re.compile(
    rf"\b{METRIC_VERBS}\w*\s+(?:the\s+|its\s+|their\s+)?({METRIC_ITEM}(?:\s*,\s*{METRIC_ITEM})*\s*,?\s+and\s+{METRIC_ITEM})"
    rf"\s+(?:by|to)\s+(?:{HEDGES}\s+)?$", re.IGNORECASE)
# one number of a list: "1,024.5"
A_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")
# "by 5.2% in terms of the accuracy": the accuracy
IN_TERMS_OF = re.compile(r"^\s*in\s+terms\s+of\s+(?:the\s+)?", re.IGNORECASE)
# "is 86.1% higher than BarNet": the metric is named before
THAN_NEXT = re.compile(r"\s+than\b")
# "achieves new state-of-the-art accuracy": the accuracy, no "state of the art" metric
STATE_OF_THE_ART = re.compile(r"\b(?:new\s+)?state[\s-]of[\s-]the[\s-]art\b", re.IGNORECASE)
STATE_OF_THE_ART_BY = re.compile(rf"\bstate[\s-]of[\s-]the[\s-]art\s+by\s+(?:{HEDGES}\s+)?(?:\S*\d\S*\s*(?:-|–|to)\s*)?$",
                                 re.IGNORECASE)  # "... by 3.8% to 6.1%": both ends
METRIC_COMPOUND = re.compile(r"[A-Z][A-Za-z0-9]*-(?:rate|score|error|accuracy|distance)")  # "BD-rate", "F1-score"
# "the 1-shot mIoU is 4.2% better": a number hyphened to a word is a modifier ("1-shot", "48-hour"), no value of a list.
HYPHENED_WORD = re.compile(r"-[A-Za-z]")
# "8 out of 10", "3-5": two numbers written as one value (not "3 and 5")
ONE_VALUE_GAP = re.compile(rf"\s*(?:{RANGE_DASH}|out\s+of|of)\s*")  # LaTeX's "--" too: "7.5--10.1%"


# What verify's claims read: a list's values and a change's comparison
# a cut task ends on no joining word: "segmentation of images for the" -> "segmentation of images"
DANGLING_END = re.compile(r"(?:\s+(?:for|of|in|on|with|and|or|the|a|an|to|by|from|via|using|under|across))+$", re.IGNORECASE)
# Only a comma or "and" between two values of a bare list: "5.44%, 4.83%, and 4.59%"
BARE_SEPARATOR = re.compile(rf"\s*\$?\s*{LIST_JOINER}\$?\s*")
# A second "by" joined by "and" to a change's first "by": the same verb, the same metric ("by 3.1% and by 2.4%");
# so too a second "from" ("from 0.39 to 0.60 on A and from 0.35 to 0.46 on B")
SECOND_BY = re.compile(rf"\band\s+(?:also\s+)?(?P<word>by|from)\s+(?:{HEDGES}\s+)?\$?[+\-]?$", re.IGNORECASE)
# "... and from 21.0 to 25.3 BLEU", "to 0.61 in F1", "to 0.51 NDCG@10", "to 52.3% accuracy", "to 0.05 in calibration
# error": a metric's name right after a change's end value, the second change's own measure where it is not the first
# change's (verify._own_metric; not "to 60.3 in the few-shot setting", "to 60.3 points")
OWN_METRIC_AFTER = re.compile(
    rf"\s*(?:\\?%|\$)?\s*(?:in\s+(?:terms\s+of\s+)?)?(?P<metric>(?:{METRIC_ABBREVIATION})(?:@[\w.]+)?"
    rf"|(?:[a-z][\w\-]*\s+)?{METRIC_WORD.pattern})(?![\w\-@])")
# "... and from 12 to 8 steps per task", "from 60.1 to 63.0 COMET", "from 8 to 4 GPUs the": a word after a change's end
# value that is neither a place, a condition nor the shared measure's own word: what the second change counts or
# measures is its own (not "to 60.3 in the few-shot setting", "under noise", "overall", "points", "% accuracy")
OWN_MEASURE_AFTER = re.compile(
    r"\s*(?:\\?%|\$)?\s*(?!(?:on|in|for|across|over|at|with|under|given|within|using|by|after|during|without|through|per"
    r"|overall|absolute|relative|respectively|and|or|while|when|whereas|compared|versus|vs|than|points?|pp|percentage"
    rf"|{METRIC_WORD.pattern})\b)[A-Za-z]")
# "improves accuracy by up to ", "raises accuracy from ": the "by" before a change's value, or its "from"
FIRST_BY = re.compile(rf"\b(?P<word>by|from)\s+(?:{HEDGES}\s+)?\$?[+\-]?$", re.IGNORECASE)
# "45.3 vs 26.7", "45.3% accuracy compared with 26.7%": between two values, the second is what the first is compared with
COMPARAND = re.compile(rf"(?:[^.;]|(?<=\d)\.(?=\d)){{0,60}}?\b(?:{VERSUS}|compared\s+(?:with|to))\s+$")

# "from " before the 38.8% of "from 38.8% to 59.6%"
FROM_END = re.compile(r"\bfrom\s*$")

# " FPS" of " FPS real-time processing" after 25, "~GB" of "49.1~GB of": a unit word at the start
UNIT_WORD_START = re.compile(r"^\s*~?\s*[A-Za-z]+")

# " of 12" of "9 of 12 cases", " out of the 9" of "8 out of the 9 X": the whole that a count is part of
OF_COUNT_START = re.compile(r"^\s*(?:of|out\s+of)\s+(?:the\s+)?\d[\d,.]*")

# " their " of "halves their ability", " the ", " its ", " our "
DETERMINER_START = re.compile(r"^\s*(?:the|their|its|our)\s+")

# "by an average of " before 8.48%, "of at least " before 95%, "up to ", "as high as ": a hedge, not a metric
HEDGE_BEFORE = re.compile(r"\b(?:in\s+the\s+range\s+of|up\s*to|as\s+(?:much|high|low)\s+as|an?\s+average\s+of|at\s+(?:least|most))\s*$")

# "LLMs", "Vision-LMs": an acronym's plural (not "LLM", "Models")
CAPITALS_PLURAL = re.compile(r"[A-Z][A-Za-z\-]*[A-Z]s")

# ", ", ", and " and " and " between the names of "PSNR, SSIM, and LPIPS" and "PSNR and SSIM"
METRIC_LIST_SEPARATOR = re.compile(r"\s*,\s*(?:and\s+)?|\s+and\s+")

# "e.g." of "(e.g., 45.3 vs", "i.e", and "v.s." written for "vs." ("64.4% MOTA v.s. 66.1%": no metric "MOTA v")
EG_IE = re.compile(r"\b(?:e\.g|i\.e|v\.s)\.?")

# "scores", "tasks": a lowercase plural word (not "class", "loss")
PLURAL_WORD = re.compile(r"[a-z]+[^s]s")
# "classifiers", "detectors", "annotators", "learners", "decoders": a plural of who does a task, a doer, never a
# measure (claims._no_measure: "the classifiers rose to 88.1%" names no metric; not "errors", "parameters", "answers",
# "vectors", "indicators")
DOER_PLURAL = re.compile(r"(?!indicators)[a-z]+(?:ifier|tector|ictor|ator|arner|anner|coder|olver|rover)s")

# " while" of "faster while using 3", a digit: where the words after a number stop
EFFICIENCY_CLAUSE_END = re.compile(r"\d|\b(?:and|while|on|at|within|under|with|using)\b")


# --- the kind rules, in order -------------------------------------------------------

# "alpha approx -0.19", "r = -0.41", "(exponent: -0.04)": a negative value given as what a quantity equals
EQUALS_BEFORE = re.compile(r"(?:=|≈|\\approx|\bapprox(?:\.|imately)?|:)\s*\$?\s*$", re.IGNORECASE)

# "r = +0.41", "rho approx +0.3": a plus-signed value a statistic equals (not "Delta = +2.1", "gain: +1.2")
PLUS_EQUALS_BEFORE = re.compile(r"(?<![Δ\\\w])(?:[A-Za-z]{1,8}|\\[a-z]+|[\u0370-\u03ff])(?:\^?\{?2\}?)?\s*(?:=|≈|\\approx)\s*\$?\s*$")
# (a metric's short name may stand between: "Delta AUC = -0.144", "$\\Delta$AUROC = +0.02"; rules-206)
# (case kept: "$δ_1$", "$\\delta_1$" name a depth metric; whole words: not "changepoint F1", "DiffBar AUC")
# (the metric slot an acronym: "Delta AUC", "Delta P@100"; not "Tick Delta Negative=56", a feature's name)
# (not LaTeX's lowercase "$\\delta = 0.05$", a confidence or privacy parameter, or Cliff's delta, an effect size: rules-267)
CHANGE_SYMBOL = re.compile(r"(?:(?:Δ|\\Delta|(?<!\\)\b[Dd]elta\b)(?:\s*\$?\s*[A-Z][A-Z0-9@\-]*\b)?"
                           r"|\b(?:[Gg]ain|[Cc]hange|[Dd]iff(?:erence)?|GAIN|DELTA)\b)\s*(?:=|≈|\\approx)\s*\$?\s*$")

# "correlates $-0.64$ at n = 7", "the correlation weakens to $-0.16$": the value a correlation takes, signed as
# correlations are, not a change (rules-206; not "improves the correlation by 0.12")
CORRELATION_VALUE_BEFORE = re.compile(
    r"\bcorrelat(?:es|ed|ion|ions)\s+(?:(?:weakens|strengthens|rises|falls|drops|grows|shrinks|flips|reverses|is|was"
    r"|reaches|stays|remains)\s+)?(?:to\s+|at\s+)?$")
# "-0.31", "−0.10": a minus before a fraction below one, a value (no version starts with 0: skip-version-after-name)
SIGNED_FRACTION = re.compile(r"[-−]0\.\d")
# "FooChat +1.5 Pro": a tier after a plus-signed number, a version written apart (review of session 51)
TIER_AFTER = re.compile(r"\s+(?:Pro|Flash|Mini|mini|Turbo|Ultra|Max|Plus|Lite|Nano)\b")
# "(Spearman -0.10 and -0.30)", "kappa as low as -0.01", "a Test R-squared of -151", "elasticity is -0.03 for FooOpt
# versus +1.5", "the policy returned -1.79%": a signed value a correlation, an agreement, a fit, an elasticity or a
# return takes, in its clause (a decimal's point passed over), with no word of change, comparison or bound between
# ("a kappa difference of -0.062", "improves the correlation by +0.12", "returns fell -3%", "R^2 rises +0.12", "returns
# are up +12%", "a correlation threshold of -0.5", "with correlation below -0.3", "threshold the return at -200",
# "diminishing returns -0.2%": review of session 51; score-signed-level)
_CHANGE_OR_BOUND_WORD = (r"differences?|gains?|changes?|drops?|dropped|improve\w*|increase\w*|decrease\w*|deltas?"
                         r"|effects?|gaps?|shift\w*|by|ris\w*|rose|rais\w*|f[ae]ll\w*|declin\w*|gr[eo]w\w*|lower\w*"
                         r"|lift\w*|boost\w*|reduc\w*|degrad\w*|worsen\w*|went|up|down|advantages?|additional|extra"
                         r"|threshold\w*|cut-?offs?|below|under|above|least|most|clip\w*|normali[sz]\w*|bound\w*"
                         r"|margins?|magnitudes?|lost|los[ei]\w*|between(?=\s+[-+−]?\$?\d)|set|fix\w*|targets?"
                         r"|parameters?|deteriorat\w*|suffer\w*|sacrific\w*|erod\w*|dips?|climb\w*|jump\w*|slip\w*"
                         r"|surg\w*|plung\w*|trail\w*|lag\w*|spreads?|differentials?|discrepanc\w*|uplifts?|premiums?"
                         r"|increments?|headroom|deficits?|Δ|drawn|sampled|assumed|assigned")
SIGNED_LEVEL_BEFORE = re.compile(
    r"(?<!diminishing\s)\b(?P<level>correlat(?:es|ion|ions)|Spearman|Pearson|Kendall|kappa|κ|R-squared|R\^?2|R²"
    r"|elasticit(?:y|ies)|returns?|returned|skill\s+scores?)(?![\w\-])"
    # not a measure's name before a noun it qualifies: "a correlation loss yields +3.1", "Correlation analysis reveals"
    r"(?!\s+(?:loss|analysis|analyses|objective|penalty|regulari[sz]\w*|filter\w*|weight\w*|term|matrix|module)\b)"
    # nor a value it has already ("Spearman 0.62 +0.04": the signed number is that value's change)
    r"(?!\s+\$?\d)"
    rf"(?!(?:[^.;:,()\[\]]|\.\d)*?\b(?:{_CHANGE_OR_BOUND_WORD})\b)(?:[^.;:,()\[\]]|\.\d){{0,30}}(?<!\bat\s)$",
    re.IGNORECASE)
# a change made to the measure, before it in its sentence: "lowers R^2 -0.02", "lifts kappa +0.10", "improves over
# BarScore on FooEval (Spearman +0.05)" (review of session 51)
# (nor a value the run is set to, "We set kappa to -0.5", "a target return of +3600", nor what a program returns, "the
# environment returns -1 for every step")
CHANGE_VERB_BEFORE_LEVEL = re.compile(
    r"\b(?:lower|lift|rais|improv|boost|increas|reduc|decreas|hurt|gain|set|fix|target|condition|initiali[sz]|clip"
    r"|normali[sz]|var(?:y|ies|ied|ying)\b|generated|sampled|simulated|drawn|assum|assign|exceed)\w*\b[^.;]{0,50}$"
    r"|\b(?:environment|function|API|reward|simulator|oracle|tool|call|query|search|verifier|judge|grader|classifier"
    r"|checker|solver)s?(?:\s+model)?\s+$", re.IGNORECASE)
_COMPARATIVE = r"higher|lower|more|less|above|below|greater|better|worse"  # a value set against another
# after such a value: a comparison or a change ("kappa +0.08 over BarJudge", "R^2 +0.09 relative to BarReg", "+0.2
# stronger than", "-0.3 log-likelihood units worse", "+3% improvement over PPO", "-0.02 drop"), not a second value
# ("+20.7 compared to +18.9"; review of session 51)
SIGNED_LEVEL_AFTER_BLOCK = re.compile(
    rf"^\$?\s*(?:%|\\%|points?|pp)?\s*(?:(?:[\w\-]+\s+){{0,2}}(?:{_COMPARATIVE}|stronger|weaker)\b|(?:[\w\-]+\s+)?(?:over|relative\s+to|compared\s+(?:to|with)|vs\.?|versus|against"
    r"|with\s+respect\s+to|w\.r\.t\.|beyond)\s+(?![-+−]?\$?\d)"
    r"|(?:gains?|drops?|improvements?|increases?|decreases?|reductions?|changes?|advantages?"
    r"|degradations?|regressions?|deficits?|penalt(?:y|ies)|margins?|additional|extra|per\s+additional|points?|pp|dB)"
    r"\b)", re.IGNORECASE)
# (not "the correlation is 0.12 higher than BarNet's": a change; read after the number)
COMPARATIVE_AFTER = re.compile(rf"^\$?\s*(?:%|\\%|points?|pp)?\s*(?:{_COMPARATIVE})\b")
# "$r = 0.69$", "$p = 0.003$", "$R^2 = 0.97$", "$\\kappa \\approx 0.81$": a statistic said to equal a decimal inside
# math takes that value, as "r = 0.69" does written plainly (also with the sign braced or thin-spaced, "$κ{=}0.77$",
# "$\\kappa\\,{=}\\,0.77$"; not "$p < 0.01$", a level; not "$\\lambda = 0.1$", a parameter of the method); a rank correlation,
# an effect size or a test statistic too: "Kendall $τ= 1.0$", "Cohen's $d = 0.016$", "$t(7) = 4.79$", "$χ^2 = 32.94$"
# (rules-184; tau and d only after Kendall's and Cohen's name: "temperature $\\tau = 0.07$", "decay $d = 0.99$" are
# parameters; a decimal only: "$d = 128$" is a dimension)
_STATISTIC_SYMBOL = r"(?:r|R\^\{?2\}?|R²|\\rho|\\kappa|ρ|κ|t\s*\(\d+\)|\\chi\^\{?2\}?|χ\^?\{?2\}?|χ²)"
_NAMED_TAU_OR_D = r"(?:Kendall(?:'s)?|Cohen's)\s*\$?\s*(?:\\tau|τ|d)"
_EQUALS_IN_MATH = r"(?:\s|\\,)*(?:=|\{=\}|≈|\\approx)"
_BRACED_SIGN_AFTER = r"(?:\s|\\,)*(?:\{[+\-−]\}|\+)?$"  # "$ρ{=}{+}0.60$": the sign braced too (rules-206)
# "($p\approx3{\times}10^{-6}$)": a p-value equalled inside math, read for a value typeset as a power of ten, which
# a correlation or an agreement never is (score-statistic-in-math; rules-291)
P_EQUALS_IN_MATH_BEFORE = re.compile(rf"(?:^|[\s$({{,;])p{_EQUALS_IN_MATH}{_BRACED_SIGN_AFTER}")
STATISTIC_EQUALS_BEFORE = re.compile(rf"(?:(?:^|[\s$({{,;])(?:p|{_STATISTIC_SYMBOL})|{_NAMED_TAU_OR_D})"
                                     rf"{_EQUALS_IN_MATH}{_BRACED_SIGN_AFTER}")
# (rules-267) a reliability or an effect size named by its author ("McDonald's $ω_h = 0.998$", "Cronbach's $α = 0.91$",
# "Cliff's $|δ|{=}0.10$"), a statistic with its subscript or in absolute bars ("Cohen's $κ_w=0.90$", "$|r|=0.247$",
# "$r_{tt} = 0.89$"; a subscript naming a split, a bound or an entry is a condition: "$ρ_{test} = 0.1$", "$r_{ij}$");
# read where no word of a condition stands before or after it (STATISTIC_CONDITION_BEFORE, _AFTER)
_AUTHORS_STATISTIC = (rf"(?:{_NAMED_TAU_OR_D}"
                      r"|(?:McDonald|Cronbach|Krippendorff)(?:'s)?\s*\$?\s*(?:\\omega|ω|\\alpha|α)"
                      r"|Cliff(?:'s)?\s*\$?\s*\|?(?:\\delta|δ))")
_STATISTIC_SUBSCRIPT = r"_\{?(?!(?:te?st|val|tr|train|min|max|ref|src|tgt|crit|ij)\b)[A-Za-z]{1,4}\}?"
STATISTIC_WRITTEN_OUT_BEFORE = re.compile(
    rf"(?:{_AUTHORS_STATISTIC}(?:{_STATISTIC_SUBSCRIPT})?\|?"
    rf"|(?:^|[\s$({{,;])(?:\|{_STATISTIC_SYMBOL}\||{_STATISTIC_SYMBOL}{_STATISTIC_SUBSCRIPT})){_EQUALS_IN_MATH}{_BRACED_SIGN_AFTER}")
# "($R^2 \\ge 0.996$)", "(Pearson $r > 0.92$)": a fit or a correlation bounded rather than equalled, in brackets after a
# result, its value reported (rules-267; a p-value's bound is score-p-value-bound's), where no word of a condition
# stands before or after it
STATISTIC_BOUND_BEFORE = re.compile(
    rf"(?:{_AUTHORS_STATISTIC}|(?:^|[\s$({{,;|])\|?{_STATISTIC_SYMBOL})(?:{_STATISTIC_SUBSCRIPT})?\|?(?:\s|\\,)*"
    rf"(?:\\[gl]eq?|≥|≤|>|<|\{{[<>]\}}){_BRACED_SIGN_AFTER}")
# "Only pairs with $|r| > 0.5$ are kept", "We simulate data with Cronbach's $\\alpha = 0.80$", "$H_0: \\kappa \\le 0.4$",
# "agreement is acceptable when $\\kappa \\geq 0.667$", "80% power to detect $r > 0.25$": a statistic's value that picks,
# drops, assumes, sets or aims at, a condition of the study, no result of it (rules-267; read in the clause before the
# math, and in the words after it: "... are kept")
STATISTIC_CONDITION_BEFORE = re.compile(
    r"(?:\b(?:keep|kept|select(?:s|ing)?|filter\w*|prun\w*|exclud\w*|includ(?:e|ed)|flag\w*|threshold|cut-?off"
    r"|criteri(?:on|a)|requir\w*|assum\w*|if|whose|where|when|whenever|once|until|provided|suppose|let|for\s+any"
    r"|as\s+long\s+as|construct\w*|inject\w*|simulat\w*|generated\s+so|sampled|sampling|draw(?:s|n)?|set\s+(?:to|at|as)"
    r"|target\w*|goal|to\s+detect|expects?|hypothes\w*|predicts?|interpret\w*|regard\w*|consider(?:s|ed)?|merg\w*"
    r"|add(?:s|ed)?)\b|H_\{?[01a]\}?)", re.IGNORECASE)
STATISTIC_CONDITION_AFTER = re.compile(
    r"[^.;]{0,40}?\b(?:are|were|is|was)\s+(?:kept|retained|selected|included|excluded|flagged|removed|considered"
    r"|discarded|entered|pruned|dropped|merged|treated|interpreted|regarded|added|required|reached)\b"
    r"|\$?\s*(?:threshold|cut-?off|criterion)", re.IGNORECASE)
# "\\text{", "\\mathrm{": the markup a name is set in inside math
_MATH_FONT = r"\\(?:text|mathrm|textrm|operatorname|mathit)\{"
# metric names written in math besides METRIC_ABBREVIATION's: "$\\text{COMET} = 0.862$", "$\\text{nDCG@10} = 0.512$",
# "$\\text{pass@1} = 47.9\\%$", "$\\text{ECE} = 0.021$", "$\\text{MOS} = 4.21$" (the third review of rules-267)
_METRIC_IN_MATH = (r"MAE|COMET|IDF1|HOTA|MOT[AP]|nDCG(?:@\d+)?|NDCG@\d+|MRR@\d+|[Pp]ass@\d+|[Aa]ccuracy|ECE|DSC|Dice"
                   r"|C-index|MOS|PESQ|STOI|chrF\+*|SPICE|MAPE|MCC|(?:Recall|Precision|Hit|HR)@\d+")
# "$F_1=0.456$", "$\\text{F1} = 0.296$", "$\\mathrm{MAE}_{\\mathrm{SBP}} = 4.82$": a metric's name said to equal a value
# inside math, the value of the metric, a score (score-metric-in-math, rules-267); not IoU or FPR, mostly the
# operating point a result is read at ("at $\\mathrm{IoU}=0.5$"), nor a name in a subscript or after "@" (METRIC_AT_BEFORE)
METRIC_EQUALS_IN_MATH_BEFORE = re.compile(
    rf"(?:F_\{{?1\}}?|(?:{_MATH_FONT})?(?!IoU\b|FPR)(?:{METRIC_ABBREVIATION}|{_METRIC_IN_MATH})\}}?)"
    rf"(?:_\{{(?:[^{{}}$]|\{{[^{{}}$]*\}})*\}}|_\w)?{_EQUALS_IN_MATH}(?:\s|\\,)*$")
# "TPR@$\\text{FPR}=0.01$", "$\\mathrm{AP}_{\\mathrm{AUC}=0.5}$", "$\\Delta \\mathrm{F1} = 0.05$": a metric's name after
# "@", in a subscript, or a change of it
METRIC_AT_BEFORE = re.compile(rf"(?:@|_\{{?|Δ|\\Delta)\s*\$?\s*(?:{_MATH_FONT})?\s*$")
# "at an $\\text{F1} = 0.5$ ...", "queries whose $\\mathrm{MRR} = 0.0$", "For $\\mathrm{AUC} = 0.7$, ...": a value a metric
# is held at or selected by, right before the math (score-metric-in-math's limit, rules-267)
METRIC_SET_BEFORE = re.compile(r"\b(?:at|under|given|where|once|until|if|whose|targets?|bins|fixed|matched|for|when)"
                               r"(?:\s+(?:of|to|is|are|was|an?|the|fixed|matched|operating|point|gold))*\s+\$[^$]*$",
                               re.IGNORECASE)
# "We aim for $\\text{BLEU} = 30.0$", "models must attain $\\mathrm{AUC} = 0.8$ to be deployed", "the simulation varies
# quality from $\\mathrm{AUC} = 0.6$", "calibrated to yield $\\mathrm{SSIM} = 0.85$": a value a metric is aimed at,
# required, assumed, swept or produced on purpose, read in the clause before the math (rules-267; not "reaches", a result)
METRIC_CONDITION_BEFORE = re.compile(
    r"\b(?:assum\w*|if|whose|where|when|whenever|once|until|provided|suppose|let|as\s+long\s+as|requir\w*|must|desired"
    r"|aim\w*|goal|target\w*|fix\w*|choose|chose|set\s+(?:to|at|as)|threshold|cut-?off|criteri(?:on|a)|minimum|no\s+(?:lower|higher)\s+than"
    r"|exceed\w*|beyond|below|above|while|var(?:y|ies|ied|ying)|simulat\w*|calibrat\w*|compress\w*|inject\w*"
    r"|to\s+(?:yield|reach|attain)|trained\s+to|bins?)\b", re.IGNORECASE)
METRIC_SET_AFTER = re.compile(r"\$?\s*(?:threshold|cut-?off|criterion|overlap|or\s+(?:above|below|higher|lower|more|less)"
                              r"|is\s+reached|was\s+exceeded)", re.IGNORECASE)

# "(p = 0.34)", "p < 0.001", "d = 2.78", "Mann-Whitney U=0", "$ε^2$= 0.121", "R^2=0.97": a test level, a test statistic
# or an effect size said to equal (or stay under) a number, in plain text or math: how sure a test is or how large a
# difference, read on no benchmark (benchmark-none-statistic; not a correlation written as a symbol, "Pearson $\rho$ =
# 0.816" on a task's test set is often its score); a rank correlation spelled out as a word, "(partial rho = 0.32)",
# or a chi-squared test statistic, "chi squared = 2121.6", is an analysis's statistic as "d = 2.78" is (modern21a)
STATISTIC_STATED_BEFORE = re.compile(r"(?:^|[\s$({,;])(?:p|d|U|R\^\{?2\}?|R²|rho|chi[\s-]?squared?|χ\^?\{?2\}?|χ²"
                                     r"|(?:ε|η|\\varepsilon|\\epsilon|\\eta)\^\{?2\}?)\$?\s*(?:=|≈|<|\\approx|\bapprox)\s*\$?\s*$")

# "at $r = 0.75$", "an agent facing $p = 0.01$": the symbol set to a value a result is read at (a parameter)
AT_SYMBOL_BEFORE = re.compile(r"\b(?:at|under|facing|when|given)\s+\$[^$]*$", re.IGNORECASE)

# "(p < 0.001)", "p<.01", "$p<10^{-16}$", "Wilcoxon p <= 0.065", "(Mann-Whitney p > 0.10)", "p-value $\le$ 0.01": a
# bound on a p-value, in plain text or math (the markup kept): a test's result reported with a result (score-p-value-bound)
# or, where that rule finds a level or a parameter, a condition (setting-threshold)
# "dropout with $p = 0.1$", "nucleus sampling with $p = 0.95$", "top-$p$ = 0.95", "kept with probability p=0.3",
# "Bernoulli(p=0.5)": p a probability the run is set to, no p-value (kind rule setting-probability-p; rules-270); not a
# bracket after the name ("better than MC dropout (p = 0.003)": a test's p-value)
PROBABILITY_P_BEFORE = re.compile(
    r"(?:\b(?:(?:dropout|nucleus(?:\s+sampling)?|top-?\$?p\$?(?:\s+sampling)?|with\s+probability"
    r"|(?:keep|drop|mask(?:ing)?)\s+(?:probability|rate))\s*(?:with\s+|of\s+|at\s+)?|Bernoulli\()\s*\$?\s*p\s*(?:=|\{=\})"
    r"|\btop-?\$?p\$?(?:\s+sampling)?\s*(?:=|of|at))\s*\$?\s*$", re.IGNORECASE)
P_VALUE_BOUND_BEFORE = re.compile(r"(?:^|[\s$({,;])p(?:[\s-]*values?)?(?:\s|\\,)*\$?(?:<=?|>=?|≤|≥|\\[lg]e(?:q)?|&lt;|&gt;"
                                  r"|\{<\}|\{>\})\$?(?:\s|\\,)*=?(?:\s|\\,)*\$?$", re.IGNORECASE)
# "compilation at K >= 300", "vector blocks of dimension d <= 2", "(z>12)", "max_files_per_partition> 4": a name
# bounded by a comparison: a letter, or a name with an underscore (not a sample size's n or N, a rank's or a
# correlation's r, "an average rank r < 3", nor a p-value's p:
# P_VALUE_BOUND_BEFORE; nor a metric's word, "accuracy > 90", a result)
VARIABLE_BOUND_BEFORE = re.compile(
    r"(?:^|[\s(\[{,;$])(?![nNpPr]\b)(?:[A-Za-z](?:_\{?\w+\}?)?|[A-Za-z]\w*_\w+)"
    r"\s*(?:>=|<=|>|<|≥|≤|\\[lg]eq?\b)\s*\$?\s*$")
# "27 had unadjusted p < 0.05", "significant at p < 0.05 after Bonferroni correction", "a p < 0.01 threshold", "using a
# p < 0.05 criterion": a level tests are held to, a condition (setting-threshold), no test's result
P_LEVEL_CRITERION_BEFORE = re.compile(
    r"\b(?:had|have|has|having|whose|where|significan\w*\s+at(?:\s+the)?)\s+(?:(?:unadjusted|adjusted|corrected|nominal|raw)\s+)?"
    r"p(?:[\s-]*values?)?\s*\S{1,4}\s*$", re.IGNORECASE)
P_LEVEL_AFTER = re.compile(r"^\$?\s*(?:(?:significance|confidence)\s+)?(?:level|threshold|cut-?off|criterion)\b", re.IGNORECASE)
# "edge probability $p > 0.3$", "dropout $p < 0.5$", "for all $p \ge 2$": p named as a parameter, no test's p-value
P_PARAMETER_BEFORE = re.compile(r"\b(?:probability|dropout|rate|for\s+all|norm)\s*\$?\s*p\b[^$]{0,6}\$?\s*$", re.IGNORECASE)
# "an IoU threshold of 0.5", "the threshold from 0.50 to 0.40": a value the word threshold names before it ...
THRESHOLD_WORD_BEFORE = re.compile(r"\bthresholds?\s*(?:of|=|from|to|at|set\s+to)?\s*(?:\d[\d.]*\s*(?:to|and|,|or)\s*)?$",
                                   re.IGNORECASE)
# ... or after it: "a 0.7 similarity threshold", "95% confidence intervals", "95 percent CI", "95-percent confidence
# intervals" (the percent word hyphened to the value; review of rules-283)
THRESHOLD_AFTER = re.compile(r"^\s*(?:-(?=percent\b))?\\?%?\s*(?:(?:[A-Za-z]+|IoU)\s+)?(?:thresholds?\b|confidence\s+(?:intervals?|bounds?)\b|CIs?\b)")
# ... and after a percentage (kind setting-threshold checks it is one: not "24 intervals"), "95% interval", "the 95%
# Wilson interval", "95% credible interval": perhaps a named or kind-of interval word (not "by 106% while interval
# width"), then no noun the interval qualifies ("23% interval width reduction", "90% interval coverage" are results)
INTERVAL_LEVEL_AFTER = re.compile(r"^\$?\s*(?:(?:[A-Z][a-z]+|bootstrap|credible|prediction|simultaneous)\s+)?intervals?\b"
                                  r"(?!\s+(?:scores?|widths?|lengths?|coverage|reductions?|shrinkage|estimat\w*))")

# an overlap threshold a detection score is read at (not "IoU = 0.71", "mIoU 0.98": a score): "at IoU > 0.5",
# "IoU >= 0.5", "at IoU 0.50", "AP gain at IoU=0.8", "AP3d (IoU=0.7)", "AP@[.5:.95]", "mean average precision from
# 0.50 to 0.95" (the COCO range), "mAP (0.5)" (the bracketed threshold: OVERLAP_BRACKET_VALUE)
OVERLAP_THRESHOLD_BEFORE = re.compile(
    r"(?:(?<![A-Za-z])(?:IoU|IOU)\s*(?:>=?|≥|\\geq?|@)\s*$"
    r"|\b(?:at|@)\s*(?:IoU|IOU)\s*(?:[=:@]|of)?\s*$"
    r"|\bA[PR]\w*\s*\(\s*(?:IoU|IOU)\s*=\s*$"
    r"|\bm?AP\s*@\s*\[\s*(?:0?\.\d+\s*:\s*)?$"
    r"|\b(?:mean\s+)?average\s+precision\s+(?:\(mAP\)\s+)?from\s+(?:0?\.\d+\s+to\s+)?$"
    r"|\bm?AP\s*\(\s*$)", re.IGNORECASE)
# "average precision from 77.9%": a precision's own values after "from" (OVERLAP_THRESHOLD_BEFORE reads a threshold range
# there only for fractions, "from 0.50 to 0.95")
PRECISION_FROM_BEFORE = re.compile(r"\baverage\s+precision\s+(?:\(mAP\)\s+)?from\s+$", re.IGNORECASE)
# the thresholds "mAP (0.5)" brackets (COCO's 0.5 and 0.75), not a score in brackets "AP (87.7%)", "mAP (0.43)"
OVERLAP_BRACKET_VALUE = re.compile(r"^(?:0?\.5|0?\.50|0?\.75)$")

# a split's share after a percentage: "70% for training, 15% for validation", "20% as the test set", "10% test, ...",
# "(90/10% train/test split)" (not "20% test accuracy": a split word before a metric is a score's scope)
SPLIT_WORD = r"(?:train(?:ing)?|validation|val|test(?:ing)?|dev)"
SPLIT_SHARE_AFTER = re.compile(
    rf"^\s*(?:\\?%|percent)?\s*(?:(?:of\s+(?:the\s+)?\w+\s+)?(?:for|as)\s+(?:the\s+)?{SPLIT_WORD}\b"
    rf"|{SPLIT_WORD}(?:\s+(?:sets?|splits?|data))?\s*(?:[,;)]|\.(?!\d)|and\b)|{SPLIT_WORD}(?:/{SPLIT_WORD})+\s+split)", re.IGNORECASE)

TEMPERATURE_BEFORE = re.compile(r"\btemperature\s*(?:of\s+|[=:]\s*)?$", re.IGNORECASE)

# "(lambda=1.0)", "gamma = 2.0", "with K=8", "at chi = 16": a method's parameter set to a value written plainly (math is
# setting-in-math's): a Greek parameter letter (not a statistic's: alpha, rho, tau, kappa, mu, sigma, delta), or a Latin
# letter set to a whole number (PARAMETER_LETTER_BEFORE; not a statistic's or a sample's: p, r, n, N, M, d, t, z, U, F...)
# (alpha too, but not an agreement's: "Krippendorff's alpha = 0.88", "Cronbach alpha of 0.9" are scores)
PARAMETER_GREEK_BEFORE = re.compile(r"(?:^|[\s(\[{,;])(?:lambda|gamma|beta|epsilon|eta|theta|chi|omega|[λγβεηθχω]"
                                    r"|(?<!['’]s\s)(?<!s['’]\s)(?<!Krippendorff\s)(?<!Cronbach\s)alpha)"
                                    r"(?:_\{?\w+\}?)?\s*=\s*$", re.IGNORECASE)
# "Krippendorffs alpha = 0.81", "(inter-annotator alpha = 0.81)", "reliability (alpha = 0.9)": an agreement's alpha is a score
AGREEMENT_ALPHA_BEFORE = re.compile(r"\b(?:agreement|reliability|inter-?(?:annotator|rater|coder)|Krippendorff\w*|Cronbach\w*)"
                                    r"\W+(?:\w+\W+){0,2}?alpha\s*=\s*$", re.IGNORECASE)
PARAMETER_LETTER_BEFORE = re.compile(r"(?:^|[\s(\[{,;])(?![pPrRnNMdDUtzWHFQxX])[A-Za-z]\s*=\s*$")
# "a learning rate of 1e-4", "lr=2e-5", "weight decay 0.05", "AdamW epsilon of 1e-8": a training hyperparameter's value
# ("dropout at 30% and 50%", "as dropout rises from 0 to 0.75", "a dropout rate of 0.1": the share of units dropped)
HYPERPARAMETER_BEFORE = re.compile(
    r"\b(?:(?:learning[\s-]+rates?|lr|weight[\s-]+decay|epsilon|eps)\s*(?:of|=|:|to|is|was)?"
    # (a rate "is/was" its value, not dropout itself: "accuracy with dropout is 81.2%" is a result; up to three listed)
    r"|dropout(?:\s+(?:rates?|ratios?|probability|fraction|levels?)(?:\s+(?:is|was))?)?"
    r"(?:\s*[=:]|\s+(?:of|to|at|(?:(?:rises|grows|goes)\s+)?from))?"
    r"(?:\s*\d+(?:\.\d+)?(?:\s*\\?%)?(?:\s*,(?:\s*and)?|\s+and|\s+to|\s*-)){0,3})\s*(?:about\s+|around\s+)?\$?\s*$",
    re.IGNORECASE)
# "LoRA with r=16", "(r = 16--128)": a rank set equal to a whole number of 2 or more (a correlation r is at most 1)
RANK_EQUALS_BEFORE = re.compile(r"(?:^|[\s(\[{,;$])r\s*=\s*\$?(?:\d+\$?\s*(?:--|-|–|to)\s*\$?)?$")

# "using only 10% of the training data", "with 1% labeled samples", "1% / 10% labeled data", "(0.18% of full
# supervision)": how much data a result was trained with (not "in 49.7% of outputs", "over 90% of poisoned content").
DATA_BUDGET_AFTER = re.compile(
    r"^\s*(?:[-–/]\s*\d[\d.]*\s*\\?%\s*)?(?:of\s+(?:the\s+)?(?:full\s+|original\s+|available\s+|whole\s+)?)?"
    r"(?:ground[\s-]truth\s+|human\s+)?"
    r"(?:(?:labell?ed|annotated|training|train)\s+(?:training\s+)?(?:data|samples|examples|images|labels|set)\b"
    r"|(?:training\s+)?data\b|labels\b|supervision\b|annotations?(?:\s+budgets?)?\b|labell?ing\s+budgets?\b)", re.IGNORECASE)
# "(25% of FooMix's proxy compute budget)", "(~0.1% of the pre-training budget)", "just 10% of their budget": the share
# of a budget a result was reached with, bracketed or bounded by 'only'/'just' before it (BUDGET_SHARE_BEFORE), is its
# condition, as a share of the data is (not "while using 25.4% of its token budget", a cost measured) (modern21g)
BUDGET_SHARE_BEFORE = re.compile(r"(?:\(\s*\$?\s*(?:\\sim|~)?|\b(?:only|just|merely)|~|\\sim)\s*$")
BUDGET_SHARE_AFTER = re.compile(
    r"^\s*of\s+(?:the\s+|its\s+|their\s+|[A-Z][\w\-]*'s\s+)?(?:[\w\-]+\s+){0,2}budgets?\b", re.IGNORECASE)

# "At a 10% review budget", "under a 75% routed-expert budget", "with a 5% violation tolerance", "against its 10%
# budget": the budget, threshold or tolerance a percentage sizes, after a preposition (or "its", "using a":
# PERCENT_CONDITION_BEFORE), at most two modifiers between, the noun closing its phrase: punctuation, a function word
# or a verb after it (kind setting-percent-condition; not "57% of samples", "uses 12% budget", "uses on average 20%
# budget", "85% budget accuracy", "a 7% budget difference", "a 30% reduced token budget", "at least 40% budget", nor
# "within a 3% tolerance of the oracle", a gap reached; a subset or a split is as often a finding, "errors concentrate
# in a 5% subset of classes", "a 64% split in its favour": reviews of rules-261 and rules-262). After "at" or "under"
# only, round percentages listed ("at 10% or 20% budgets", "At 5%, 10%, and 20% KV budgets") and a resource in capitals
# ("under a 10% GPU budget") too: after other words a list or a capital word carried the rule's old slips further ("with
# 88% and 5% tolerance", "from 40% or 30% budgets to 20%", "converges in 30% GPU budget": reviews of session 50).
_CHANGED_AMOUNT = r"less|more|fewer|extra|additional|reduced|increased|decreased|\w+er"  # a modifier no condition has
_ROUND_PERCENT = r"\d+\s*\\?%"  # "10%": not "at 71.2% and 10% budget"
PERCENT_CONDITION_BEFORE = re.compile(
    r"(?:^|[\s(])(?:(?P<preposition>at|under|with|on|in|from|against)\s+(?:(?:a|an|the|its|their)\s+)?"
    r"|(?:using|used)\s+(?:a|an|the)\s+"
    rf"|(?:its|their)\s+)(?P<listed>(?:{_ROUND_PERCENT}\s*{LIST_JOINER})*)"
    rf"(?:(?!(?:least|most|only|average|total|{_CHANGED_AMOUNT})\b)[a-z][\w\-]*\s+)?$",
    re.IGNORECASE)
PERCENT_CONDITION_AFTER = re.compile(
    rf"^(?P<listed>(?:\s*{LIST_JOINER}{_ROUND_PERCENT})*)\s*"  # " or 20%" of "at 10% or 20% budgets"
    r"(?P<modifiers>(?:(?!(?:of|for|on|in|at|under|with|across|to|by|from|over|and|or|the|an?|its|their"
    rf"|{_CHANGED_AMOUNT})\b)(?:[a-z][\w\-]*|[A-Z]{{2,}}s?)\s+){{0,2}})"
    r"(?:budget|threshold|tolerance)s?(?![\w\-])"
    r"(?=\s*(?:[,.;:)(\]]|$)|\s+(?:and|or|for|with|in|on|at|to|where|while|that|which|per|across|of|from|as|via)\b"
    r"|\s+(?!(?:used|spent|consumed|exceeded|utili[sz]ed|allocated|remaining)\b)[a-z]+ed\b"
    r"|\s+(?:outperforms?|achieves?|reach(?:es)?|yields?|improves?|matches|beats?|attains?|surpass(?:es)?|retains?"
    r"|recovers?|preserves?|gives?|keeps?|delivers?|obtains?|remains?|holds?)\b)")
# "after pruning 88.9% of visual tokens", "editing as few as 1% of the heads": the share of the model or input
# acted on is the condition (not "retaining 94.7% of teacher performance", a result).
SHARE_REMOVED_BEFORE = re.compile(
    r"\b(?:prun|remov|dropp|mask|edit|discard|skipp|evict)(?:ing|ed)\s+(?:only\s+|just\s+|merely\s+|as\s+few\s+as\s+"
    rf"|{HEDGES}\s+)?{NUMBERS_BEFORE}$", re.IGNORECASE)

# "keeping only 30-50% of tokens", "updates the top 5% Foo Weights", "activating 10% of experts": the share of the
# model or input kept or updated is the condition (not "retaining 94.7% of teacher performance", nor "using 20%
# fewer parameters", results). Also tuned or steered ("tuning approximately 6% of its parameters", "fine tuning less
# than 0.2 percent of the weights", "updating < 2.8% of backbone weights", "steering only 12% of tokens") (modern19d).
SHARE_KEPT_BEFORE = re.compile(
    # (also "edits less than 2% of all the neurons", "triggers fine-tuning of fewer than 1% of model parameters": rules-224)
    r"\b(?:keep|retain|updat|select|activat|(?:fine[\s-]?)?tun|steer|us|edit|refresh)(?:e|es|s|ing|ed)?\s+(?:of\s+)?(?:only\s+|just\s+"
    rf"|merely\s+|as\s+few\s+as\s+|the\s+|top\s+|(?:less|fewer)\s+than\s+|<\s*|{HEDGES}\s+)*{NUMBERS_BEFORE}$",
    re.IGNORECASE)
SHARE_KEPT_AFTER = re.compile(
    r"^\s*(?:[-–]\s*\d[\d.]*\s*)?(?:\\?%|percent\b)?\s*(?:of\s+(?:the\s+|its\s+|their\s+|all\s+)?)?"
    r"(?!(?:fewer|less|more|lower|higher|smaller|larger)\b)(?:[\w\-]+\s+){0,2}?"
    r"(?:tokens?|weights?|parameters?|params|heads|layers|experts|neurons|channels|patches|(?:KV[\s-]+)?caches?)\b"
    r"(?!\s+(?:hits?|misses?))", re.IGNORECASE)  # (not "keeps 92% of cache hits": a result)

# "within a single 24GB GPU", "(8GB VRAM limit)": the memory of the hardware a run fits in is its condition.
HARDWARE_AFTER = re.compile(r"^\s*(?:GB|MB|TB)\s+(?:(?:[A-Z][\w\-]*\s+)?GPUs?|VRAM|(?:GPU\s+)?memory\s+(?:limit|budget))\b")
# "a 40 GB accelerator", "on a 16 GB Quadro RTX 5000", "two 24 GB cards": so is an accelerator's, a card's or a
# device's, named or not, after an article or a count (rules-276); not the memory a run takes of it ("uses 14.2 GB A100
# memory", "3.2 GB device memory") nor a list of what it takes ("Memory per card: 21.3 GB A100": review of rules-276)
MACHINE_MEMORY_AFTER = re.compile(
    r"^\s*(?:GB|MB|TB)\s+(?:(?:[A-Z][\w\-]*\s+){0,2}(?:accelerators?|cards?|devices?)"
    r"|(?:NVIDIA\s+)?(?:Quadro|GeForce|RTX|GTX|Tesla|Jetson|A100|H100|H200|V100|A6000|A40|L4|L40S?|T4)(?![\w\-]))"
    r"(?!(?:\s+[\w\-]+){0,2}?\s+(?:memory|usage|consumption|footprint)\b)")
MACHINE_MEMORY_BEFORE = re.compile(rf"\b(?:an?|one|single|each|{COUNT_WORDS}|\d+)\s+$", re.IGNORECASE)

# "69.2% after 10 interactive rounds", "29.86 dB PSNR with 2 input views", "a speedup at a resolution of 1152":
# how many views, rounds or pixels a run uses is its condition.
RUN_CONDITION_BEFORE = re.compile(r"(?:\b(?:with|after|using|at|in)\s+(?:only\s+|just\s+)?|\bresolutions?\s+of\s+)$",
                                   re.IGNORECASE)
RUN_CONDITION_AFTER = re.compile(
    r"^\s*(?:input\s+|interactive\s+|denoising\s+|sampling\s+|inference\s+)?(?:views|rounds|shots|turns)\b", re.IGNORECASE)

# "20%-30% total running time savings", "60% memory-saving", "a 10.1% bitrate saving": what a result saves is a
# change of a cost (audit31), not a value reached
SAVING_AFTER = re.compile(r"^\s*(?:(?!(?:of|on|in|for|than|over|with|and)\b)[\w\-]+\s+){0,3}?(?:[A-Za-z]+-)?savings?\b",
                           re.IGNORECASE)

# "reduces the number of primitives (up to 30% in our tests)", "performance degrades substantially (13.9%--85%)":
# the change a verb states, given in brackets after the verb's object (hedged, or after a verb of loss); not
# "raises accuracy (91.2%)", the value reached.
BRACKETED_CHANGE_BEFORE = re.compile(
    rf"(?:\b{METRIC_VERBS}\w*[^().;:\d]{{0,50}}\(\s*(?:{HEDGES}|on\s+avg\.|on\s+average)"
    rf"|\b(?:degrad|declin|deteriorat)\w*[^().;:\d]{{0,50}}\(\s*(?:{HEDGES})?)\s*{NUMBERS_BEFORE}$", re.IGNORECASE)
# "gains on FooTask (21.3%), BarTask (5.3%)", "gains over FooLM-32B (45% on X and 85% on Y)": the change in brackets
# after its noun and what it is on, in or over (digits inside a name only) (modern21m)
BRACKETED_AFTER_CHANGE_NOUN = re.compile(
    rf"\b{CHANGE_NOUNS}\s+(?:in|on|over)\s+(?:[^().;:\d]|(?<=[\w\-])\d){{1,40}}\(\s*(?:{HEDGES}\s+)?$", re.IGNORECASE)
# "(60.6% to 64.2%)", "(11.3% -> 72.6%)", "(15.2% vs 4.3%)": the values a change went between, each a score
VALUE_TO_AFTER = re.compile(rf"^\s*\\?%?\s*\$?\s*(?:\\?to\b|->|→|\\rightarrow|{VERSUS})", re.IGNORECASE)
# "an 11.3% relative improvement over BarASR (6.2% WER)": the change already stated before its noun, so the bracket
# holds the comparand's value (a number and up to three words before the noun)
NUMBER_BEFORE_WORDS = re.compile(r"\d\s*(?:\\?%|\$)*\s*(?:[\w\-]+\s+){0,3}$")

# "rising to 19.8 pp in X", "closing within 8 pp of the oracle", "runs 9.8~pp higher": percentage points measure
# the difference between two percentages, never a percentage reached (a range's start too: "15--34 percentage points")
PERCENTAGE_POINTS_AFTER = re.compile(
    rf"^(?:\s*\$?\s*{RANGE_DASH}\s*\$?\s*\d[\d.]*)?\s*\$?\s*~?\s*(?:pp\b|p\.\s?p\.|(?:percentage|percent)[\s\-]+points?\b)",
    re.IGNORECASE)
# "R-squared from -1.383 to 0.966", "NLL from -2.087 to -2.717": the unsigned or negative value a change from a
# negative one goes to (kind: score-negative-start; not "from -32 to +20 points")
TO_VALUE_AFTER = re.compile(r"\$?\s*(?:\\?%)?\s+to\s+\$?[-−]?\d[\d.,]*")  # not "from -1.2 points to 3.4 points"
# "NLL from -2.087 to -2.717": the negative value such a change goes to (not "from -32 to +20": a plus is a change);
# the "from" is captured so that the words before it can be read (RANGING_FROM_BEFORE, CHANGE_NOUN_FROM_BEFORE)
NEGATIVE_FROM_TO_BEFORE = re.compile(r"(?P<start>\bfrom\s+)\$?[-−]\d[\d.,]*\$?\s*(?:\\?%)?\s+to\s+\$?$")
# "the accuracy drop under shift from -5.2% to -1.3%", "the gap narrows from -32 to -20": values of a change,
# changes themselves (a change noun a few words before "from"; singular where the plural is also a verb: not "the
# mean return drops from -5.5 to -20.9", values)
CHANGE_NOUN_FROM_BEFORE = re.compile(
    r"\b(?:gaps?|drop|gain|change|differences?|improvements?|degradations?|decline|margins?|deltas?|loss)\b"
    r"(?:\s+[\w\-]+){0,4}?\s+from\s+$", re.IGNORECASE)
# "... to -20 points": a change's unit after the value it goes to
CHANGE_UNIT_AFTER = re.compile(r"\$?\s*(?:points?|pp|percentage\s+points?)\b")
# "0.60 precision within 500 m", "accuracies of 71.62% within 1000 m": the radius a result is counted within (kind:
# setting-within-distance, with WITHIN_BEFORE; whole numbers): not an error brought "to within 4 m" (ERROR_WITHIN_BEFORE)
ERROR_WITHIN_BEFORE = re.compile(r"\bto\s+within\s+$", re.IGNORECASE)
DISTANCE_UNIT_AFTER = re.compile(r"\s*(?:m|km|meters|metres|cm|mm|px|pixels|Å|degrees?)\b")
# "the top 5 clusters", "in the top 100": the cutoff k of a top-k reading (kind: setting-top-k)
TOP_K_BEFORE = re.compile(r"\b[Tt]op\s$")
RANKED_TOP_BEFORE = re.compile(r"\b(?:rank\w*|plac\w*|finish\w*)\s+(?:in\s+)?(?:the\s+)?[Tt]op\s$")  # "ranked top 3": a result
# "exceeding it by 17.3 points (48.2% relative)", "from 42.5% to 15.8% (62.8% relative)": a percentage in brackets that
# the word "relative" closes restates a change as a share of where it started (kind: delta-relative-bracketed)
RELATIVE_CLOSING_AFTER = re.compile(r"\s+relative\s*\)")
# "15.5 points over BarLM", "up to 3% over using a judge", "10-40% over FooBase": a percentage or points value right
# before 'over' and what it is compared with (a range's start too); not 'over' a span, a count or a whole ("over
# 5 runs", "over time", "over all tasks", "over the course of training", "over several datasets", "over iterations")
# "improves accuracy from 55.5% to 60.6% over the original recipient": the ends of a change are values reached, though
# what they are set against follows (kind_rules._over_comparand)
FROM_VALUE_TO_BEFORE = re.compile(
    r"\bfrom\s+(?:[$~]?\d[\d.,]*\s*(?:\\?%)?\s*(?:to|->|→|\$?\\(?:rightarrow|to)\$?|(?<=\s\s))\s*[$~]?)?$")
# (a typeset arrow reaches the kind rules blanked, as two spaces)
# "relative improvements from 2.1% to 4.5% over BarNet", "speedups vary from 12% to 35% over": a range of changes, each
# end a change (not FROM_VALUE_TO_BEFORE's values reached)
CHANGES_FROM_BEFORE = re.compile(rf"\b(?:{CHANGE_NOUNS}|speedups?|var(?:y|ies|ied|ying)|rang(?:e|es|ed|ing))\b"
                                 r"(?:\s+[\w\-]+){0,4}?\s+from\s+(?:[^.;]|(?<=\d)\.(?=\d))*$", re.IGNORECASE)
OVER_COMPARAND_AFTER = re.compile(
    rf"^(?:\s*\$?\s*{RANGE_DASH}\s*\$?\s*\d[\d.,]*)?\s*\$?\s*(?:\\?%|percent\b)?\s*"
    r"(?:(?:absolute\s+|percentage\s+)?points?\s+|pts\.?\s+|pp\s+)?over\s+(?!\d|\$|"
    rf"(?:{COUNT_WORDS}|all|time|each|every|multiple|several|many|various|different|diverse|most|both|half"
    r"|(?:\w+\s+)?(?:iterations|epochs|rounds|steps|turns|episodes|generations|runs|seeds|trials))\b"
    r"|(?:an?|the)\s+(?:\w+\s+)?(?:course|period|range|span|horizon|total|window|duration|years?|months?|weeks?|days?"
    r"|top|past|last|next|first|whole|entire|full|remaining|set|sets|number|rest)\b)", re.IGNORECASE)
# "(10 runs each)", "N=50 runs per model", "across 4 seeds per task": how often each condition was repeated is a setting
# of the experiment (rules.kind setting-repeats-per; not "1,902 runs", "445 trials": counts of what was run)
REPEATS_PER_AFTER = re.compile(r"^\s+(?:independent\s+|random\s+)?(?:runs|seeds|trials|repetitions|repeats)\s*"
                               r"(?:per\s+[a-z]|each\b|for\s+each\b)")
# ... but not what a result took ("finds the optimum in 8 trials per task", "needs only 12 trials per hyperparameter",
# "cuts tuning from 10 to 3 runs per configuration"), nor a dataset's make-up ("comprises 20 gestures recorded with 40
# repetitions per gesture") (reviews of rules-223 and rules-224)
REPEATS_RESULT_BEFORE = re.compile(r"\b(?:in|within|needs?|needed|requires?|required|takes?|took|only|just|after|to)\s+"
                                   r"(?:only\s+|just\s+|about\s+|~)?$", re.IGNORECASE)
REPEATS_DATA_BEFORE = re.compile(r"\b(?:compris|contain|record|perform|collect|captur)\w*\b[^.;]*$", re.IGNORECASE)
# "datasets comprising 157.4B audio tokens", "a dataset of 6.4 million tokens", "686K textbooks (32B tokens)": the tokens
# a body of data holds count its size (rules.kind count-data-tokens; not "at 128K tokens", "a 32K-token context": a
# condition a result is read at)
DATA_TOKENS_BEFORE = re.compile(
    r"(?:\b(?:datasets?|corpus|corpora|collection)\s+(?:of|with)|\b(?:comprising|comprises|consisting\s+of|containing"
    r"|contains|totall?ing))\s+(?:about\s+|over\s+|nearly\s+|approximately\s+|roughly\s+|~)?"
    r"(?:[\d.,]+\s*[KMBT]?\s+(?:[a-z]+\s+)?tokens\s*(?:,\s*(?:and\s+)?|\s+and\s+))*$"  # "... audio tokens and 320.5B"
    r"|\d[\d.,]*\s*[KMB]?\s+[a-z]+\s*\($", re.IGNORECASE)  # "686K textbooks (32B tokens)"
DATA_TOKENS_AFTER = re.compile(r"^\s*(?:(?:audio|text|image|video|speech|training|pretraining|unique)\s+)?tokens\b"
                               r"(?!\s+(?:context|window|budget|limit|length|input|prompt|sequence|per|of\s+context)s?\b)")
# ... but the tokens a model is trained on are its budget, a setting ("trained on a corpus of 2T tokens"; GUIDELINE.md's
# "10B tokens")
DATA_TOKENS_TRAINED_BEFORE = re.compile(r"\btrain\w*\b[^.;,]*$", re.IGNORECASE)
# "On the test partition of 525 videos, FooNet attains/achieved/scores/reduces ...": a result verb after the name that
# opens the clause after a split of data (candidates; not "FooSet contains", "FooSet reveals"; review of rules-224)
SPLIT_SUBJECT_VERB_AFTER = re.compile(r"\s+(?:\w+ly\s+)?(?:achiev|attain|obtain|reach|outperform|surpass|beat|scor|improv"
                                      r"|reduc|yield|gets|ranks)\w*\b")
# "rank-$32$ LoRA", "one rank-64 adapter", "rank 8 updates": the rank of a low-rank update, its noun right after, is a
# setting (rules.kind setting-low-rank; rules.skip keeps "rank-64" a number, not a name's part); not "moves from rank 4
# to rank 1" near an adapter, a place in a ranking (review of rules-227)
RANK_BEFORE = re.compile(r"\b[Rr]ank[\s\-]*\$?\s*(?:r\s*=\s*)?$")
RANK_HYPHEN = re.compile(r"rank-")
LOW_RANK_AFTER = re.compile(r"^\$?\s*(?:LoRAs?|adapters?|updates?|approximations?|factori[sz]ations?|decompositions?"
                            r"|matri(?:x|ces)|subspaces?|projections?)\b")
# "this same gap widens to 3.6%", "the gap stays <1%", "the gains remain 11.5 points": the level a change stays at or
# goes to is a change; "reduces the performance gap from 15.66 to 7.09 AUROC points": the values of a gap, a margin or a
# difference are changes themselves (rules.kind delta-change-before and delta-change-by; rules-228, narrowed by its
# review: not "long-gap mIoU from 38.7%", a metric's name, nor the gaps and margins OTHER_GAP_BEFORE names)
CHANGE_LEVEL_BEFORE = re.compile(
    rf"\b{CHANGE_NOUNS}\s+(?:stays?|stayed|remains?|remained|(?:widen|narrow|shrink|grow|fall|drop)(?:s|ed|ing)?\s+to)"
    rf"\s+(?:[<≤~]\s*)?(?:{HEDGES}\s+)?{LIST_BEFORE}$"
    rf"|(?<![\w\-])(?:gaps?|margins?|differences?)\b(?:\s+[\w\-]+){{0,4}}?\s+from\s+{LIST_BEFORE}$", re.IGNORECASE)
# ... not a quantity of its own called a gap or a margin ("the duality gap", "the spectral gap", "the contrastive margin",
# "the time gap between frames"), a sweep or a scale ("We sweep the margin from 0.5 to 1.0", "rate differences from 1 to
# 5"), nor a time or a rate after the value ("the gap stays 33 ms")
OTHER_GAP_BEFORE = re.compile(
    r"\b(?:duality|spectral|time|temporal|contrastive|energy|band|optimality|integrality|eigen\w*|frame|triplet"
    r"|hinge)\s+(?:gaps?|margins?)\b(?:[^.;]|(?<=\d)\.(?=\d))*$"
    r"|\b(?:sweep\w*|var(?:y|ies|ied|ying)|rat(?:e|es|ed|ing))\b(?:[^.;]|(?<=\d)\.(?=\d)){0,40}$", re.IGNORECASE)
TIME_OR_RATE_AFTER = re.compile(r"^\s*(?:ms|s|seconds?|minutes?|hours?|days?|frames?|Hz|fps|FPS)\b")
# "LoRA rank r in {2, 4, 8, 16, 32}", "dropout in {0.1, 0.3, 0.5}", "lr in {1e-4, 3e-4}": a set of values in
# plain-text braces, each a value a run is swept over (setting-value-set; a set typeset in math is setting-in-math's;
# not a LaTeX group, "\\mathbf{2.16}", nor one value "{8}")
_SET_VALUE = r"[-+]?\d+(?:[.,]\d+)*(?:[eE][-+]?\d+)?\s*(?:\\?%|[kKMB]\b|[xX]\b)?"
# (after "in", "over", "across", "among", "=" or "∈", or before "are/were tested": a set written for results, "achieves
# {81.2, 79.5} accuracy", "by {4.4%, 2.1%}", is their list, no grid; review of rules-279)
VALUE_SET = re.compile(
    rf"(?:(?:\b(?:in|over|across|among)|∈|=)\s*{{\s*(?:{_SET_VALUE}\s*,\s*)+{_SET_VALUE}\s*}}"
    rf"|(?<![\\\w]){{\s*(?:{_SET_VALUE}\s*,\s*)+{_SET_VALUE}\s*}}"
    r"(?=\s+(?:are|were|is|was)\s+(?:tested|used|swept|tried|explored|evaluated|compared)\b))")
# "WER within 2% of BarASR", "performance within 1.34% of FooNet", "within 1% of the accuracy of the original model":
# a percentage after 'within' and before 'of' and what it is measured against (one metric word may come between) is
# a gap to that reference; not "within 0.3% error" (no reference), "within 0.78% root-mean-square error of" (a value)
WITHIN_BEFORE = re.compile(rf"\bwithin\s+(?:{HEDGES}\s+)?\$?\s*$", re.IGNORECASE)
WITHIN_OF_AFTER = re.compile(r"^\s*\$?\s*(?:\\?%|percent\b)?\s*(?:[A-Za-z][\w\-@]*\s+)?of\s", re.IGNORECASE)
# "matching FooLM within 0.02%", "matches BarLM on three benchmarks and within 0.003 on the fourth", "the three tie for
# the lead within 0.03 points", "bounds the change within 7.5 points": a gap after 'within' with no 'of', where the
# clause says what is matched, tied or compared (delta-within-matched); not an error or a spread kept within a value
# ("keeps ECE within 0.02", "with relative errors within 1%": review of rules-278)
WITHIN_MATCHED_BEFORE = re.compile(
    r"\b(?:match(?:es|ed|ing)?|ti(?:e|es|ed|ing)|better|worse|gaps?|differences?|margins?|lead|parity|changes?)\b"
    r"(?:[^.;]|(?<=\d)\.(?=\d)){0,80}$", re.IGNORECASE)
_ERROR_NOUN = r"errors?|ECE|MAE|RMSE|MSE|deviations?|variances?|risk|ratio|tolerance"  # (after the value: "within 3% error")
ERROR_KEPT_WITHIN_BEFORE = re.compile(rf"\b(?:{_ERROR_NOUN})\s+(?:\w+\s+){{0,2}}within\s+\S*$", re.IGNORECASE)
WITHIN_MATCHED_AFTER = re.compile(
    r"^\s*\$?\s*(?:\\?%|percent\b|points?\b|pp\b)?\s*"
    rf"(?:(?!(?:epochs?|steps?|iterations?|tokens?|samples?|examples?|runs?|seeds?|{_ERROR_NOUN})\b)[A-Za-z][\w\-@]*\s*)?"
    r"(?:[.,;)]|$|(?:on|in|for|across|at|after|while|with|and)\s)", re.IGNORECASE)
# "(SE 2.6 pp)", "an error of +-3 percentage points": a spread or an error in percentage points, no change
SPREAD_SIGN = r"(?:\+-|\+/-|±|\\pm)"  # "+-", "+/-", "±", "$\pm$"
SPREAD_BEFORE = re.compile(rf"(?:\b(?:SE|SD|s\.[de]\.|std\.?)|{SPREAD_SIGN}|\berror\s+of)\s*\$?\s*$")
# "16.84 $\pm$ 4.37", "47.1% +/- 10.3%": what joins a value to its spread (rules.kind.SPREAD_KIN)
SPREAD_BETWEEN = re.compile(rf"\s*\$?\s*{SPREAD_SIGN}\s*\$?\s*")

# "a 17.1 PSNR improvement", "a 2.5--2.9 mIoU segmentation gap": a value its article makes one change
# "a 15.36-point spread", "(3.6-point spread)": a spread written in points with a hyphen is a difference (delta-change-by;
# not "reference spreads of 35.7 and 45.7 millilitres", a dispersion measured)
POINT_SPREAD_AFTER = re.compile(r"^\$?-(?:percentage-)?(?:points?|pp)\s+spread\b")
# "with less than 0.01 absolute degradation", "with up to 28.5% increase in Macro F1": one change a result comes with
# (singular: not "with 42 improvements and 13 regressions", counted cases; a range's start is range-kin's; a
# percentage or decimal only: kind_rules._change_by)
WITH_BEFORE = re.compile(rf"\bwith\s+(?:{HEDGES}\s+)?$", re.IGNORECASE)
# up to two words between a value and its change noun, none a preposition ("0.01 absolute degradation", "2.5 F1
# improvement"; not "0.3 of the gain"): ONE_CHANGE_NOUN_AFTER and CHANGE_NOUN_AFTER
WORDS_BEFORE_CHANGE_NOUN = r"(?:(?!(?:of|on|in|for|than|over)\b)[\w\-@]+\s+){0,2}?"
ONE_CHANGE_NOUN_AFTER = re.compile(
    rf"^(?!\s*(?:-|–|--|to)\s*\d)\s*{WORDS_BEFORE_CHANGE_NOUN}(?:gain|improvement|increase|boost|drop|decrease"
    r"|reduction|decline|degradation|uplift)\b(?!-)"
    # (not a noun's modifier: "with 12 degradation types", "with 4 increase steps": review of rules-230)
    r"(?!\s+(?:types?|levels?|steps?|stages?|kinds?|categories|modes?|operators?|factors?|patterns?))", re.IGNORECASE)
# "by 17.3 points (48.2% relative)", "by 12.4 points (>20% relative)": a change restated relative to its base, a bound
# before it or not (rules delta-relative-bracketed, with RELATIVE_CLOSING_AFTER)
# (after a change only: "by ...", "from A to B", a change noun; not "recovers 97.1% of full accuracy (>97% relative)", a
# level kept: review of rules-230)
RELATIVE_BRACKET_BEFORE = re.compile(
    rf"(?:\bby\s|\bto\s|{CHANGE_NOUNS}\b)[^()]{{0,40}}\(\s*(?:[>~≈]\s*|{HEDGES}\s+)?$", re.IGNORECASE)
ARTICLE_BEFORE = re.compile(rf"\b(?:an?|the)\s+(?:{HEDGES}\s+)?(?:\d[\d.]*\s*(?:-|–|--|to)\s*)?$", re.IGNORECASE)
CHANGE_NOUN_AFTER = re.compile(
    rf"^\s*(?:(?:-|–|--|to)\s*\d[\d.]*\s*)?{WORDS_BEFORE_CHANGE_NOUN}{CHANGE_NOUNS}\b",
    re.IGNORECASE)


# "2.5 F1 higher than BarNet", "10.7 absolute points higher than our baseline", "1.4 to 4.8 BLEU points higher than":
# a value, its metric or unit words, then a comparative with its "than" (a range's start too)
HIGHER_THAN_AFTER = re.compile(
    r"^\s*(?:(?:-|–|--|to)\s*\d[\d.]*\s+)?(?:(?!(?:with|and|or|of|on|in|for|while|at|to|the|an?|over|across)\b)"
    r"[\w\-/]+\s+){0,3}?(?:higher|lower|better|worse|more|less|fewer|above|below)\s+than\b", re.IGNORECASE)

# "containing only 75K parameters", "with just 6M parameters", "requiring only 1.8M parameters", "a model with
# 0.9B parameters", "as small as 7B parameters": a model's size said to be what it has (its compactness, a fact about
# it) counts its parameters; a size a run or comparison is read at stays a setting ("at 1.5B and 3B parameters",
# "from 360M to 3B parameters", "(124M parameters)")
PARAMETER_COUNT_BEFORE = re.compile(
    r"\b(?:only|just|merely|a\s+mere|fewer\s+than|less\s+than|as\s+(?:few|small)\s+as|contains?|containing|has|having"
    r"|with|requir(?:es|ing)|adds?|adding)\s+(?:(?:about|approximately|roughly|around|nearly)\s+|~\s*)?"
    r"(?:\d[\d.,]*\s*(?:[KMB]|million|billion)?\s*(?:,\s*|\s+and\s+|\s+or\s+))*$", re.IGNORECASE)
SIZE_SCALE = r"\s*(?:[KMB]\b|million\b|billion\b)?"
# "(?:, 8B)*": sizes listed share the last one's "parameters" ("with 0.5B and 8B parameters")
PARAMETERS_AFTER = re.compile(SIZE_SCALE + r"(?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)\d[\d.,]*" + SIZE_SCALE
                               + r")*\s*(?:(?:trainable|learnable|additional|active"
                               r"|activated|inference|model|total)\s+)?(?:parameters|params)\b")

# "124 tokens per second", "1.2 tokens/word" (not "16 tokens per frame", "4 bits per weight")
RATE_AFTER = re.compile(r"^\s*(?:tokens?|steps?|samples?|images?|frames?|queries|requests)\s*(?:/\s*|per\s+)"
                         r"(?:s|sec|seconds?|minutes?|min|hours?|h|words?|char(?:acter)?s?)\b", re.IGNORECASE)

# "the longest context setting (32k)", "the 32k FooBench setting": a scaled size that names the setting a result is read at
SETTING_NAMED_BEFORE = re.compile(r"\b(?:setting|context|window)\s*\(\s*$", re.IGNORECASE)
SETTING_NAMED_AFTER = re.compile(r"\s*(?:[A-Z][\w\-]*\s+)?settings?\b")

# "(85M, 310M, and 1.1B parameters)", "from 650M to 520M parameters": the sizes share the last one's "parameters"
LISTED_SIZES_PARAMETERS = re.compile(
    r"(?:\s*(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s+to\s+|\s*[-–]\s*)\d[\d.,]*\s*[KMB]\b)+\s*-?(?:parameters?|params)\b")
PARAMETER_SIZE_BEFORE = re.compile(r"\b(?:parameter|model)\s+(?:size|count)\s+of\s+(?:only\s+|about\s+|~)?$", re.IGNORECASE)


# "vocabulary sizes from 10K to 50K", "a batch size of 256", "context size = 4K": the size of a run's part, set for it
NAMED_SIZE_BEFORE = re.compile(
    r"\b(?:(?:vocabulary|vocab|batch|context|window|beam|group|chunk|patch|block|cache|embedding|hidden)\s+sizes?\s*"
    r"(?:of|=|is|was|from|to|between|ranging\s+from)"
    # a length right before its number, a dimension with or without a connecting word: "(sequence length 32)",
    # "(dimension 256, rank 32)" ("at a sequence length of 64K" is setting-at-quantity's)
    r"|(?:sequence|context|input|output)\s+lengths?"
    # (not "bits per dimension of 0.98", a score; nor "an intrinsic dimension of 12", a finding: review of rules-210)
    r"|(?<!per\s)(?<!intrinsic\s)(?<!fractal\s)(?<!estimated\s)dimension(?:s|ality)?"
    r"(?:\s*(?:of|=|from|to|between))?)"
    r"\s+(?:only\s+|about\s+|~)?(?:\d[\d.,]*[KMB]?\s*(?:to|-|–|and)\s*)?$",
    re.IGNORECASE)

# "CIFAR-100 with 400 labeled samples", "using only 50 annotated images": how much labelled data a result was trained
# with is its condition (as "with 1% labeled samples"), not a count of the data
LABELLED_COUNT_BEFORE = re.compile(r"\b(?:with|using|from|given)\s+(?:only\s+|just\s+|as\s+few\s+as\s+)?$", re.IGNORECASE)
LABELLED_COUNT_AFTER = re.compile(r"^\s*(?:labell?ed|annotated)\s+(?:training\s+)?(?:samples|examples|images|instances"
                                   r"|sentences|data\s+points|points)\b", re.IGNORECASE)

# "using just 24 training images", "with only 100 successful trajectories": the few examples a result was learned
# from, a condition of it (kind: setting-labelled-count); not "from just 9 category names", "on just 66 statements"
FEW_EXAMPLES_BEFORE = re.compile(r"\b(?:using|with|from|(?:train\w*|fine-?tun\w*)\s+on|requir\w*|need\w*)\s+"
                                 r"(?:only|just|merely|as\s+few\s+as)\s+$", re.IGNORECASE)  # not "fails on only 3 images"
FEW_EXAMPLES_AFTER = re.compile(
    r"\s*(?:(?!false\b|wrong\b|failed\b|misclassified\b)[a-z][a-z\-]*\s+){0,2}(?:examples|samples|images|trajectories"
    r"|demonstrations|instances)\b|\s*(?:annotated|labell?ed)\s+cases\b")
# "6x lower memory at 128K compared to FooAttention", "at 1M, it still": a bare scaled size a result is read at
AT_BEFORE = re.compile(r"\bat\s+(?:only\s+|up\s+to\s+)?$", re.IGNORECASE)
NO_NOUN_AFTER = re.compile(r"^\s*(?:$|[,.;:)]|(?:compared|vs\.?|versus|than|and|while|with|on|in)\b)", re.IGNORECASE)
# "at 5000 queries", "at a sequence length of 64K", "at guard width 300", "at N = 100": the whole number a result is read
# at, after 'at' and at most three words naming the quantity (not "at least 5", nor "at FooLab with 40": a place)
# "at corresponding speeds of 273/169/124/78 FPS": values joined by slashes share the unit after the last one
SLASHED_VALUE_NEXT = re.compile(r"\s*/\s*\d")
# "archived under DOI 10.5281/zenodo.3779901": a DOI's prefix, a directory number and a slash
DOI_PREFIX = re.compile(r"10\.\d{4,9}/\S")
AT_QUANTITY_BEFORE = re.compile(
    r"\b(?i:at)\s+(?!least\b|most\b)(?:(?:an?|the)\s+)?(?:(?!(?:with|and|or|in|on|for|from|to|over|across|by|than|which|that|we|it)\b)"
    r"[a-z][\w-]*\s+){0,3}(?:of\s+|[A-Za-z]\s*=\s*)?$")

# "with only 6 sampling steps", "in 4 denoising steps", "at 8 NFEs": how many solver steps a result is drawn with
SAMPLING_STEPS_AFTER = re.compile(
    r"^\s*(?:(?:sampling|denoising|inference|diffusion|solver|ODE|SDE|integration|function\s+evaluation)[\s-]+steps?"
    r"|NFEs?)\b", re.IGNORECASE)

# "GPT-Foo Small (124M) models", "FooBERT-Tiny (42M)": a size in millions alone in brackets right after a model's name
NAMED_BEFORE_BRACKET = re.compile(r"(?:[A-Z][\w\-.]*|[\w\-.]*\d[\w\-.]*)\s*\(\s*$")

# "0.1 GPU days", "8 GPU-hours", "3 GPUs h": the compute a result cost, not the GPUs a run uses (a metric in claims)
GPU_TIME_AFTER = re.compile(r"\s*(GPUs?[\s-]+(?:days?|hours?|h))\b", re.IGNORECASE)


# "256 NVIDIA H100 GPUs", "8,192 Ascend NPUs": the accelerators a run uses, their make or model named between
# (not "64 FooChip GPU hours", the compute a result cost)
DEVICES_NAMED_AFTER = re.compile(r"\s*(?:[A-Z][\w\-]*\s+){1,3}(?:GPUs|TPUs|NPUs)\b(?!\s*-?\s*(?:days?|hours?|h)\b)")

# a degree mark right after a number: "$^{\circ}$", "^\circ", "°", and siunitx's "}{\degree}" of "\SI{0.1}{\degree}"
_DEGREE_MARK = r"(?:\$\^\{?\\circ\}?\$|\^\{?\\circ\}?|°|\}?\{?\\degree\}?)"
# words that never stand between a grid spacing and its noun: a preposition or a determiner ("3.4° for grid-based
# models", "1.3° across all samples", "4.5° on real-world data": angular errors measured on something), a baseline's
# word ("the 4.5° baseline model") or a temperature's C or F ("2.1 °C warming"; review of rules-273)
_NOT_GRID_WORDS = (r"for|on|across|of|in|at|to|with|from|by|than|vs|versus|over|under|all|the|a|an|its|their|our|each|every"
                   r"|baseline|reference|best|prior|previous|C|F")
# "0.25$^{\circ}$ resolution", "a 0.25° spatial grid", "0.1$^{\circ}$ global weather forecasting models",
# "\SI{0.1}{\degree}$\times$\SI{0.1}{\degree} spatial resolution": a grid spacing in degrees the data or the model
# works at (setting-grid-resolution; not "a mean angular error of 3.2°", a result); matched at the number's end, as the
# text may run past 40 characters
GRID_RESOLUTION_AFTER = re.compile(
    rf"\s*{_DEGREE_MARK}(?![CF]\b)(?:\s*(?:\$?\\times\$?|×)\s*(?:\\SI\{{)?[\d.]+\}}?\s*{_DEGREE_MARK})?\s*"
    rf"(?:(?!(?:{_NOT_GRID_WORDS})\b)[\w\-]+\s+){{0,2}}?"
    r"(?:resolution|grids?|data|samples|reanalysis|imagery|(?:forecast(?:ing)?\s+)?models?|forecasts?)\b", re.IGNORECASE)

# "trained on 49.1 GB of deduplicated web text", "pretrained on 2 TB of code": how much data a run is trained on
DATA_SIZE_AFTER = re.compile(r"^\s*~?\s*(?:GB|TB|MB)\s+of\s+(?:[\w\-]+\s+){0,4}?(?:text|data|corpora|corpus|code|images"
                              r"|videos?|audio|speech|documents|web\s+pages)\b", re.IGNORECASE)

# "67.5 hours of screen recordings", "a dataset with 11.4 hours and 1.2M frames": how much data was recorded is a
# size (audit31), not a measured time ("less than 3 hours of training time" stays a score)
DATA_HOURS_AFTER = re.compile(
    rf"^\s*{TIME_SPAN_WORDS}\s+of\s+(?:[\w\-]+\s+){{0,2}}?"
    r"(?:recordings?|videos?|speech|audio|data|footage"
    r"|conversations?|dialogues?|demonstrations?|gameplay|lectures?|music)\b", re.IGNORECASE)
DATA_WITH_BEFORE = re.compile(r"\b(?:dataset|corpus|benchmark|collection)\b[^.;]{0,40}\b(?:with|of|contains|comprises)\s+$",
                               re.IGNORECASE)
# "comprising over 101 hours across 14 genres", "featuring more than 7 hours of densely annotated drone trajectories",
# "spanning 29.7 hours of 16 subjects", "155 videos totaling 146.8 hours": hours a collection is said to hold (not
# "takes 36 hours on a single GPU")
# "155 videos totaling", "7,439 artifacts totalling": counted items and what they total (not "the KV cache totaling 40
# GB", "inference totaling 3.2 hours", "a total of 36 hours": a cost or a run's time; review of rules-273)
_ITEMS_TOTALING = r"\d[\d,.]*\s*(?:[KMB]|million|thousand)?\s+(?:[\w\-]+\s+){0,2}?[a-z][\w\-]*s\s+total(?:l?ing|s)"
DATA_HOLDS_HOURS_BEFORE = re.compile(
    rf"\b(?:(?:compris|contain|featur|spann|includ|consist)(?:e|es|s|ed|ing)?|{_ITEMS_TOTALING})\s+(?:of\s+)?"
    rf"(?:{HEDGES}\s*)?$", re.IGNORECASE)
# "11,000 audio samples (25 hours)", "28.65 million fMRI frames (>9,000 hours)", "(153 pieces, ~10 hours)",
# "(7,566 utterance segments; ~6.1 hours)": the length of recorded items counted in the same breath
ITEMS_HOURS_BEFORE = re.compile(
    r"\d[\d,.]*\s*(?:[KMB]|million|thousand)?\s+(?:[\w\-]+\s+){0,2}?(?:samples|frames|clips|videos|utterances"
    r"|recordings|images|pieces|episodes|sequences|dialogues|songs|tracks|segments|sessions|conversations|interviews"
    r"|calls)\s*[(,;]\s*(?:>|~|over\s+|about\s+|around\s+)?$",
    re.IGNORECASE)
# "a custom 156GB dataset", "a curated 50 GB / six-day testbed": the bytes a named collection holds (count-data-bytes)
BYTES_OF_DATA_AFTER = re.compile(
    r"\s*(?:GB|TB|MB)\s+(?:[\w\-/]+\s+){0,2}?(?:dataset|corpus|testbed|collection)s?(?![\w\-])")
BYTES_AFTER = re.compile(r"\s*(?:GB|TB|MB)\b")
# "deployed for 14 days", "trained over 30 days on a single GPU", "rerun for up to 12 hours", "evaluated over 18
# months": how long a run or a study lasted, a condition (setting-run-duration, rules-281); not "by over 10 seconds",
# "a saving of over 3 hours" (a change, an amount: "over" a hedge there)
RUN_DURATION_BEFORE = re.compile(r"(?<!\bby\s)(?<!\bof\s)(?<!\bto\s)(?<!\bthan\s)\b(?:for|over|during|lasting)\s+"
                                 r"(?:(?:up\s*to|about|around|approximately|roughly|nearly|almost|only|just|at\s+least"
                                 r"|~)\s*)?"
                                 r"\$?$", re.IGNORECASE)
# the unit, maybe after "more" ("for 3 more days")
DURATION_AFTER = re.compile(r"\$?\s*(?:\\,|~)?\s*(?:(?:more|additional|further)\s+)?"
                            rf"(?:ms|milliseconds?|s|h|{TIME_SPAN_WORDS}|weeks?|months?|years?)\b")
# "latency over", "requires over", "can run for", "navigated for", "recorded for": the words before the preposition
# that make the duration a measured one, or the data's (setting-run-duration's exclusions, from its outside review)
MEASURED_BEFORE_DURATION = re.compile(
    r"\b(?:latency|time|times|runtime|delay|requires?|required|needs?|needed|takes?|took|keeps?|kept|stays?|is|are|was"
    r"|were|remains?|remained|runs?|ran|run|lasts?|lasted|survives?|survived|navigated?|navigates|hover(?:s|ed)?|flew"
    r"|flies|fly|operates?|operated|undetected|alive|charge|recorded|filmed|captured)\s+$", re.IGNORECASE)
# "versus 10 hours for BarNet", ", 2x longer": a comparison later in the clause (a decimal's point passed over)
COMPARED_IN_CLAUSE_AFTER = re.compile(r"(?:[^.;]|\.(?=\d))*?(?:\b(?:versus|vs\.?|compared|whereas|than|twice"
                                      r"|as\s+long\s+as|longer|faster|slower|shorter)\b|\d\s*(?:x|×)(?!\w))", re.IGNORECASE)
# (but "500 episodes; 2 hours of training suffice": hours of a run's training or compute, not of the data; review of
# rules-211)
RUN_HOURS_AFTER = re.compile(r"\s*(?:hours?|h)\s+of\s+(?:training|compute|computation|GPU|TPU|fine-tuning|search)\b",
                             re.IGNORECASE)

# "average 4.4 samples per condition", "3.2 turns per dialogue": how many items a unit of the data holds, on average
ITEMS_PER_AFTER = re.compile(
    r"^\s*(?:[a-z]+\s+)?(?:samples|images|turns|words|sentences|questions|frames|objects|annotations|examples|instances"
    r"|clips|utterances|pages|rounds|hops|entities|labels|captions|videos|views)\s+per\s+(?!(?:second|sec|s|minute|hour|ms)\b)\w+")

# "23 BLEU", "79 F1", "0.52 BLEU": a metric's name written right after a number (case kept: not "5 em")
METRIC_NAME_AFTER = re.compile(rf"\s*(?:{METRIC_ABBREVIATION}|[Aa]ccuracy)(?![\w\-])")


# after the metric's name: "20 BLEU points improvement", "14 BLEU over unadapted models", "32 BLEU points above"
CHANGE_AFTER_METRIC = re.compile(
    rf"\s*(?:points?\s+)?(?:(?:[\w\-]+\s+){{0,2}}?{CHANGE_NOUNS}\b|(?:over|above|below)\b)")  # case kept: not "DROP"
BY_BEFORE = re.compile(rf"\bby\s+(?:{HEDGES}\s+)?$", re.IGNORECASE)
# "4.34 higher F1 score than X", "1.1 lower WER": a comparative between the number and the metric's name
COMPARATIVE_BEFORE_METRIC = re.compile(r"\s*(?:higher|lower|better|worse)(?=\s)")

FROM_BEFORE = re.compile(r"\bfrom\s+$", re.IGNORECASE)
# "ranging from 2K to 1M tokens", "varies from 1.5 to 14.48 times": a range, not a change from A to B (rules-95)
# "pruning scaling from 124M to 7B", "iteration-rate scaling from 4K to 256K tokens": sizes a study sweeps (rules-224)
RANGING_FROM_BEFORE = re.compile(r"\b(?:rang(?:e|es|ed|ing)|var(?:y|ies|ied|ying)|scal(?:e|es|ed|ing))\s+from\s+$",
                                 re.IGNORECASE)


# (the words may end on a short label in brackets: "by 1.5 points for FooTask (Task A) and 4.1 points for ...")
SHORT_LABEL = r"\([\w\s\-]{1,20}\)"
# "by 64.49% on FooSet and a striking 98.96% on BarSet": a word stressing the next change of a list (modern21m)
EMPHATIC = r"(?:striking|remarkable|impressive|notable|substantial|significant|staggering|dramatic)"
# "8% task success rate improvement on FooSet, 15% on BarSet": the metric and change noun after a list's first
# change name the change of all; only the words after them place it (up to three metric words, as DELTA_AFTER) (modern21m)
CHANGE_NAMED_AFTER = re.compile(
    rf"^\s*(?:(?!(?:with|without|and|or|of|on|in|for|while|at|than|to|the|an?|over|across)\b)[\w\-]+\s+){{1,3}}"
    rf"{CHANGE_NOUNS}(?=\s)", re.IGNORECASE)
def _coordinated(words: int) -> re.Pattern:
    # a name between may hold a slash or a plus ("on FooNews/BarMail and", "on mAP@3+qux, and") (modern21g)
    return re.compile(rf"^\s*(?:{CHANGE_NOUNS}\s+)?(?:in|on|for)?\s*"
                      rf"(?:[\w\-@]+(?:[./+][\w\-@]+)*(?:\s+|(?=,))){{0,{words}}}?(?:"
                      + SHORT_LABEL + r"\s*)?"
                      r"(?:,\s*)?(?:and|or|,)\s*(?:an?\s+(?:" + EMPHATIC + r"\s+)?|by\s+)?"
                      rf"(?:{HEDGES}\s+)?$"
                      r"|^\s*\(\s*(?:e\.g\.|for\s+example|for\s+instance)\s*,?\s*$"
                      # "by up to 23.5% (average 7.5%)": the mean of the changes, given in brackets after the largest
                      r"|^\s*\(\s*(?:on\s+)?(?:average|avg\.?|mean)\s*[:,]?\s*(?:of\s+)?$"
                      r"|^\s*/\s*$")  # "by up to 2.01%/1.27%": a pair written with a slash


COORDINATED = _coordinated(4)
# "by 0.91 points in Japanese-to-English translation, and 0.32 points in ...", "a gain of 2.7% on the recently
# released FooQA 2.0 and 1.3% on BarNLI": a parallel pair, the same word right after each number, may stand further apart
COORDINATED_PARALLEL = _coordinated(8)
FIRST_WORD = re.compile(r"\s*(?:\\?%)?\s*(\w+)")

BARE_ITEMS = re.compile(r"\s*(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s*/\s*)")
# "a 0.02-point drop, versus 0.32 points for BarCache", "by up to 45%, compared to only 6%, when ...": what comes
# between a change and the number it is set against, in one clause (verify._kinds: COMPARED_KIN; not "(.738 vs. .680)")
COMPARED_CHANGE_BETWEEN = re.compile(r"\$?\s*(?:\\?%|[\w\-]+)?[^.;()\d]{0,40}?\b(?:versus|compared\s+(?:with|to)|against)\s+"
                                     r"(?:(?:at\s+most|only|just|up\s+to|about|roughly|around)\s+)?\$?")

# ":5" after the 95 of "95:5 ratios"
COLON_DIGIT = re.compile(r":\d")

# "% of" after the 88.9 of "pruning 88.9% of visual tokens", "\% of", " of"
PERCENT_OF_AFTER = re.compile(r"\s*\\?%?\s*of\b")

# "resolutions of " before the 512 of "at resolutions of 512 and 1024" (any case)
RESOLUTION_OF_BEFORE = re.compile(r"resolutions?\s+of\s+$", re.IGNORECASE)

# " hours" after the 25 of "(25 hours)", " Hour" (any case; not " hourly")
HOURS_AFTER = re.compile(r"\s*hours?\b", re.IGNORECASE)

# ", and " between "12.7%, and 13.7%", " or ", "/" (not "order")
AND_OR_SLASH = re.compile(r"\b(?:and|or)\b|/")
# A span of conditions: "with 3 to 5 hidden layers", "using only 18 to 30 labeled images per task", "across depths 3-7",
# "over 200-400 optimization steps", "spanning 3 to 49 billion active parameters", "severity (1--5)": before it a
# preposition (perhaps a hedge and two lowercase words: what is swept), "spanning", or a scale's word and an opening
# bracket (the bracket must close right after the range: verify._swept_range); "ranging/varying from" is read by
# RANGING_FROM_BEFORE. Not a comparison's other side ("compared with 4 to 6 for BarNet"), not a change ("raised
# from 2 to 51": no "from"), not a result's bound ("within 3-5 turns", "breaks down beyond 5-6 constraints")
SWEPT_RANGE_BEFORE = re.compile(
    r"(?<!compared\s)(?<!comparison\s)(?<!together\s)(?<!along\s)"
    r"\b(?:[Ww]ith|[Uu]sing|[Oo]ver|[Aa]cross|[Aa]t|[Ff]or|[Ss]panning)\s+"
    r"(?:(?:only|just|approximately|about|roughly|around)\s+)?(?:(?!from\b|than\b)[a-z][a-z\-]*\s+){0,2}$"
    r"|\bscal(?:ing|es|ed)\s+from\s+$"  # "retrieval scaling from 1K to 100K documents"
    r"|\b(?P<scale>scales?|severity|levels?|layers?|depths?|ranks?|grades?|ratings?|sizes?|lengths?)\s+\($")
# ... and after it the thing counted, a word of four letters or more ("layers", "bits", "labeled images"; not "km",
# "min"), or the bracket it stands in closing ("(1--5)"); not a change's, ratio's or comparison's word ("3-5 fewer
# errors", "2-3 orders of magnitude", "4 to 6 for three baselines")
SWEPT_RANGE_AFTER = re.compile(
    r"\s*(?:\)|(?!(?:than|times|fold|percent|points?|with|from|were|over|into|when|while|after|before|during|within"
    r"|across|under|each|that|which|fewer|less|more|lower|higher|larger|smaller|better|worse|orders?)\b"
    rf"|{VERSUS}(?!\w))[a-z][a-z\-]{{3,}})")
# ... nor the make-up of data ("12 domains with 50-200 questions each", not "..., each with 50 to 100 nodes") or a
# comparison later in its sentence when no result comes before the range ("produces answers with 2-3 hallucinations
# per page, compared with 7 for BarNet"; but "maintains 0.86-0.93 Recall@10 across 10-1000 tenant workloads versus
# 0.09-0.19 for BarFilter" compares results read across the range)
SWEPT_RANGE_EACH_AFTER = re.compile(r"^[^.;,]{0,40}?\beach\b")
SWEPT_RANGE_COMPARED_AFTER = re.compile(rf"^[^.;]{{0,60}}?(?:\bcompared\b|\bthan\b|\b{VERSUS}(?!\w))")
# a list of counts is a sweep only when no parallel list of as many follows it: names or splits each value belongs to
# ("with 3, 5, and 9 errors on FooSet, BarSet, and BazSet", "with 120, 160, and 240 images for train, val, and test") or
# a count of them in words ("with 12, 15, and 20 wins on the three maps"); verify._swept_list_end (review of rules-283)
PARALLEL_ITEMS_AHEAD = re.compile(r"[^.;]{0,80}?\b(?P<items>(?:[\w\-]+,\s*)+[\w\-]+,?\s+(?:and|or)\s+[\w\-]+)")
PARALLEL_COUNT_AHEAD = re.compile(rf"[^.;]{{0,80}}?\b(?P<word>{COUNT_WORDS})\b", re.IGNORECASE)

# "2- and 4-bit", "16-, 8-, and 4-bit": a number whose hyphen waits for the word glued to the last one's (a suspended
# hyphen), what stands between it and the next number (verify._kinds: SUSPENDED_HYPHEN_KIN) ...
SUSPENDED_HYPHEN_BETWEEN = re.compile(r"\s*-(?:\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or|to)\s+)")
# ... and after the next number, its own hyphen: glued to the word ("4-bit") or suspended in turn ("8-, and")
HYPHEN_GLUED_AFTER = re.compile(r"-(?:[A-Za-z]|\s*,|\s+(?:and|or|to)\s)")

# "$k{+}1$", "$(1+\epsilon)$", "$O(1/\sqrt{N})$", "$1-\alpha$": an arithmetic operator joining a 0 or 1 in math to a
# symbol (a letter, a command or a bracket on its other side; braces and spaces between), a formula's constant
# (rules.skip skip-math-constant). Not a digit on the other side ("$1-5$", "$2-1$", "$1/3$": a range, a record, a
# fraction), nor a sign with nothing to join ("$1+$ points", "${-}1$ point drop"), nor "<", "=" (a bound, a value set)
MATH_OPERATOR_BEFORE = re.compile(r"(?:[^\W\d_]|[)}])[\s{}]*(?:[+\-−*/]|\\cdot)[\s{}]*$")
MATH_OPERATOR_AFTER = re.compile(r"[\s{}]*(?:[+\-−*/]|\\cdot)[\s{}]*(?:[^\W\d_]|\\|\()")
# ... or the constant alone among a function's arguments, a name right before its bracket: "$\mathcal{N}(0,1)$",
# "$\text{ICC}(A,1)$" (not a bare tuple or an interval: "$(1,0)$ wins/losses", "$(N, K) = (5, 1)$", "$(0, 1]$")
MATH_ARGUMENT_BEFORE = re.compile(r"(?:[^\W\d_]|\})\((?:[^()$]*,)?[\s{}]*$")
MATH_ARGUMENT_AFTER = re.compile(r"[\s{}]*[,)]")

# " to " in "from 38.8% to 59.6%" (not "top", "into")
TO_WORD = re.compile(r"\bto\b")

# ". " or "; " between two numbers: a sentence or clause ends (not "3.5")
CLAUSE_STOP = re.compile(r"[.;]\s")


# --- benchmark attribution rules (claims.attribute applies them in this order) ----------

# "on the flower classification dataset", "in a pretraining task", "on the syntax-based translation tasks", "applied
# to a noisy dataset" (after 'to' an indefinite article only, not "close to the original dataset"): a place
# of its own that the sentence names in lower-case words, not one pointing back ("on the same dataset", "on the test
# set" of the benchmark named before).
UNNAMED_PLACE = re.compile(
    # (not results "on the event extraction task": the paper's task, done on the data named before; but "in a
    # pretraining task", "in the regression task")
    r"\b(?:[Oo]n\s+(?!the\s+(?:[a-z][a-z\-]*\s+){1,3}task\b)|[Ii]n\s+|[Tt]o\s+(?=an?\s))(?:the|a|an)\s+(?!(?:same|above|former|latter|previous|aforementioned|whole|entire|full|original"
    r"|test|validation|held-out|this|these|that|each|both|other)\b)"
    # nor a split named a few words in ("on the official test dataset": the test split of the benchmark named before)
    r"(?!(?:[a-z][a-z\-]*\s+){0,2}(?:test|testing|validation|dev|development|held-out)\s)"
    r"(?:[a-z][a-z\-]*\s+){1,3}(?:dataset|benchmark|corpus|tasks?|set)\b"
    # "attained on real data from a written exam", "on real-world clinical data": real data of the paper's own, set
    # apart from the named (often synthetic) data
    r"|\b[Oo]n\s+(?:the\s+)?(?:real|real-world|actual)\s+(?:[a-z][a-z\-]*\s+){0,2}data\b"
    # "adapts well to new, unseen datasets": data the paper does not name, other than the one named before
    r"|\b(?:to|on)\s+(?:new|unseen)(?:,?\s+(?:new|unseen))?\s+(?:datasets|benchmarks|domains)\b"
    # "on our out-of-domain test set", "on our in-house corpus": the paper's own data, set apart from the named one
    r"|\b[Oo]n\s+our\s+(?:in-domain|out-of-domain|internal|in-house|private|proprietary)\s+(?:[a-z][a-z\-]*\s+){0,2}"
    r"(?:dataset|test\s+set|corpus|data)\b"
    # "on a real manufacturing problem": a problem of its own, set apart from the data named before
    r"|\b[Oo]n\s+an?\s+(?:[a-z][a-z\-]*\s+){1,3}problem\b")
# "On targeted temporal-state retrieval, ...", "For visual understanding, ...", "On Task 1, ...", "In image generation,
# ...": a sentence opening with the task its numbers are on, in lower-case words ending in a task's noun (or "Task 1",
# "Subtask 4"), not a connective ("In addition,", "In contrast to ...", "For evaluation,"), a word pointing back ("In
# this task,", "For each question,") nor a condition ("In the zero-shot setting,", "In training,": the data of the
# sentence before stays)
TASK_SCOPE_OPENS = re.compile(
    r"(?:On|In|For)\s+(?!(?:this|these|that|those|each|our|its|their|an?|such|contrast|the\s+(?:case|era|experiment))\b)"
    r"(?:the\s+)?(?:[a-z][\w\-]*\s+){0,4}?"
    r"(?!(?:addition|comparison|conclusion|evaluation|validation|summary|contrast|particular|setting|settings|training"
    r"|testing|doing|benchmarking|fine-tuning|pretraining|experimentation|practice|total|general|short)\b)"
    r"(?:[a-z][\w\-]*(?:tion|ing|sis|ment|val)|(?:sub)?tasks?|(?:Sub)?[Tt]ask\s+\d+|QA)\s*,")
# "The user study found ...", "Human evaluations validate ...", "In a writer study (n = 12 ...)", "In a simulation
# study with 94 participants": a sentence that opens with a study of people's judgments (rules
# benchmark-none-human-study): its numbers are of that study, not of a benchmark named elsewhere in the paper (not a
# study named later or aside: "Our experiments, including a human study, show ...", nor one beside automatic metrics:
# "Both automatic and human evaluation results show a gain of 2.66 BLEU")
HUMAN_STUDY_OPENS = re.compile(
    r"\s*(?:(?:In|From|Across|Through)\s+)?(?:(?:an?|the|our|this|these)\s+)?(?:(?!(?:and|both|automatic|automated)\b)[\w\-]+\s+){0,3}?"
    r"(?:(?:user|human|writer|reader|listener|expert|clinician|participant|perceptual|subjective)s?\s+(?:[\w\-]+\s+){0,2}?"
    r"(?:stud(?:y|ies)|evaluations?|assessments?|ratings?|judg(?:e)?ments?|trials?|surveys?)\b"
    r"|stud(?:y|ies)\s+(?:with|of|involving|among)\s+(?:[\w\-]+\s+){0,2}?[\d,]+\s+(?:[\w\-]+\s+){0,2}?"
    r"(?:participants|users|people|subjects|annotators|raters|experts|clinicians|volunteers|physicians|radiologists)\b)",
    re.IGNORECASE)
# "for both FooSeg3D test sets", "on the BarVOS val set": a name-like name, then a split's label and "set" or "split",
# names the data the split is of (candidates: a data cue; a bare "set" after a name is not one: "the FooNet set of")
SPLIT_NOUN_AFTER = re.compile(r"\s+(?:test|testing|validation|val|dev|evaluation)\s+(?:sets?|splits?)\b")
# "10.1 (56.4%)", "7.4 (+31.4%)": a number that opens a bracket right after another number restates it (rules
# benchmark-bracketed-value); what may follow it inside the bracket is a unit or metric word, not a name or number,
# and one more lowercase word ("93.2 (1.5 point absolute improvement)")
BRACKET_AFTER_NUMBER = re.compile(r"\s*\(\s*$")
BRACKET_CLOSES_AFTER = re.compile(r"\s*(?:[A-Za-z%\-]+\s*){0,2}(?:[a-z]+\s*)?\)")
# "reaching 71.3% (FooKG) and 89.4% (BarWeb) accuracy": a bracket right after a score (a decimal or a percentage, not
# a year or a count: "Challenge 2018 (ARC-18)" defines an acronym) that holds one name alone names the dataset the
# score is on (candidates: a data cue; claims: benchmark-bracketed-name); not a metric (METRIC_NAME) nor a short
# capital acronym, as often a metric or a task ("23.3% (EAO)") as a dataset (SHORT_CAPITAL_ACRONYM)
SCORE_BRACKET_BEFORE = re.compile(r"(?<![\w.])[+\-]?(?:\d+[.,]\d+\s*(?:\\?%)?|\d+\s*\\?%)\s*\(\s*$")
BRACKET_CLOSE_AFTER = re.compile(r"\s*\)")  # the bracket a name or a value stands in closes next
SHORT_CAPITAL_ACRONYM = re.compile(r"[A-Z]{1,3}")
# "F1 = 0.954 (FooEmb+BiLSTM)": parts joined by '+' inside a word name a combined system (an encoder and its head), no
# dataset (a trailing "++" is no join: "BarNet++")
JOINED_PARTS = re.compile(r"\w\+\w")
# "gains on FooAnn NER (+2.8 F1), BarPOS tagging (+1.1) and QuxNLI (+0.9)": a name with its task (a task acronym
# ending the name, or a lowercase task word after it), then a bracket holding a value alone (a metric at most), listed
# with others: the name is the dataset the value is on (candidates: a data cue; claims: benchmark-in-brackets)
TASK_WORD = r"[a-z]+(?:ing|tion)"
TASK_WORD_BEFORE_BRACKET = re.compile(rf"\s+{TASK_WORD}(?=\s*\()")  # "BarPOS tagging ("
TASK_WORD_END = re.compile(rf"(?:\s+[a-z]+)?\s+{TASK_WORD}$")  # or two words: "FooDigits digit recognition (99.4%)"
# "on the FooSet dataset (ODS of 0.78) and the BarSet dataset (ODS of 0.74)": a data noun between the name and the
# bracket the value is in (claims: benchmark-in-brackets)
DATA_NOUN_END = re.compile(r"\s+(?:data\s?sets?|benchmarks?|database|corpus|(?:test|val|validation)\s+set)$", re.IGNORECASE)
VALUE_BRACKET_AFTER = re.compile(r"\s*\(\s*[+\-−]?\d+(?:[.,]\d+)?\s*(?:\\?%)?\s*(?:[A-Za-z][\w\-]*\s*)?\)")
RESULT_ITEM_NEXT = re.compile(r"\s*(?:,|and\b)")  # after the bracket: another item follows
RESULT_ITEM_BEFORE = re.compile(r"\)\s*(?:,\s*(?:and\s+)?|and\s+)$")  # before the name: another item ended
# "..., BarPOS tagging (+1.1) and QuxNLI (+0.9)": a name after such an item (its task word or acronym before its
# bracket) is one more item of the list, its task left unsaid
TASK_ITEM_BEFORE = re.compile(rf"\s(?:{TASK_WORD}|[A-Z]{{2,4}})\s*\([^()]*\)\s*(?:,\s*(?:and\s+)?|and\s+)$")
# "CIFAR-100 (+3.3%), FooDB-256 (+1.6%) and BarVOC12 (+5.7%)": a name after a known dataset's item (its value alone
# in a bracket) is one more item of that list of data (candidates reads the item's name, group "name")
DATA_ITEM_BEFORE = re.compile(r"(?<![\w\-])(?P<name>[A-Z][\w\-.]*(?:\s+[A-Z][\w\-.]*)?)\s*\(\s*[+\-−]?\d+(?:[.,]\d+)?\s*"
                              r"(?:\\?%)?\s*(?:[A-Za-z][\w\-]*\s*)?\)\s*(?:,\s*(?:and\s+)?|and\s+)$")
# "on the former it reaches 55.3, on the latter 48.2": the first or the last name the sentence before lists.
FORMER_LATTER_BEFORE = re.compile(r"\bthe\s+(?P<which>former|latter)\b[^.;]*$", re.IGNORECASE)
# Between two numbers of one list no result verb, ';' or 'on' ("an mAP of 92.8 (vs. 92.0), OF1 of 88.2"), nor a
# 'which' that restates the list as another ("86.8% and 84.5% accuracy, which are 5.5% and 2.4% gains"), nor the
# 'respectively' that closes the list ("97.7%, 99.0%, and 99.3%, respectively, including 97.3% on sparse scans").
LIST_BREAK = re.compile(
    r"[;:]|\b(?:on|at|with|using|under|while|whereas|but|compared|which|respectively)\b|\b(?:achiev|reach|obtain|improv|outperform|yield|attain|surpass|exceed"
    r"|boost|increas|reduc|lower|rais|deliver|show|demonstrat|sets|gets?|scor|beat|drop|fall|fell|trail)\w*",
    re.IGNORECASE)
# "(2) the gap is within 35% and usually 10%; (3) it solves FooSet and BarSet networks": a mark that opens an
# enumerated item; the numbers of one item pair with no names of another (benchmark-paired-lists)
ENUMERATION_MARK = re.compile(r"(?<![\w)])\((?:\d{1,2}|[ivx]{1,4}|[a-h])\)\s")
# Between two names of one list: "on A, B, and C", "on A and B", "on A/B"; a name may end on a LaTeX superscript
# the name itself leaves out ("FooSet-5$^i$ and BarSet-20$^i$", audit33).
# "88.4/77.6 F1", "9.1%/6.4%": two values joined by a slash alone, one pair (claims._slashed_group)
SLASH_BETWEEN_VALUES = re.compile(r"\s*\\?%?\s*/\s*")
# "on FooGraph (node) and BarGraph (graph) classification benchmarks": a short lower-case gloss in brackets after a
# list item says what kind it is; the list goes on past it
NAME_GLOSS = r"(?:\s*\([a-z][a-z\-]*(?:\s+[a-z][a-z\-]*)?\))?"
# "on standard benchmarks and a newly curated FooFlood dataset": unnamed plural data beside a named one
# (claims._unnamed_beside_before)
# "We train FooNet on a self-built dataset": a training verb, with at most its object between, before an unnamed place
TRAINING_VERB_BEFORE = re.compile(r"\b(?:(?:[Pp]re|[Pp]ost|[Rr]e)-?)?(?:[Tt]rain(?:ed|ing|s)?|[Ff]ine-?tun(?:ed|ing|es|e))"
                                  r"(?:\s+(?:it|them|[A-Z][\w\-.]*))?\s+$")
# "on the challenging dataset FooID-776", "an extensively used public dataset, namely FooSAS": between an unnamed
# place and the name it is (claims._unnamed_beside_before)
APPOSED_NAME_GAP = re.compile(r"\s*,?\s*(?:(?:namely|i\.e\.,?|called|named|dubbed)\s+)?(?:the\s+)?")
UNNAMED_DATA_JOINED = re.compile(r"\b(?:on|across)\s+(?:standard|public|common|existing|several|multiple|other)\s+"
                                 r"(?:[a-z][a-z\-]*\s+)?(?:benchmarks|datasets)\s+and\s+")
# After a later name of a list after "on": its own value ("85.2% on FooSet and BarSet (79.1%)", "by 3.1% on FooSet and
# BarSet by 2.0%"), or a verb opening a new clause ("85.2 mAP on FooSet, and BarSet is harder"): no list the value
# before is said of (claims._list_closes; review of rules-236)
OWN_VALUE_AFTER = re.compile(r"\s*(?:\(|:|\s(?:by|to)\s)\s*[+\-]?\$?\d")
CLAUSE_VERB_AFTER = re.compile(r"\s+(?:(?:data\s?sets?|benchmarks?|results?)\s+)?(?:is|are|was|were|remains?|shows?|showed"
                               r"|yields?|being|confirms?|gives?|sees?|lags?)\b")
COMMA_AND_GAP = re.compile(r"\s*,\s*and\s+")  # "on FooSet, and BarSet ...": two clauses, not a list of two
LIST_NAMES_NEXT = re.compile(r"(?:\$?\^\{?\w+\}?\$?)?" + NAME_GLOSS + r"\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s*/\s*)")
# Between two names of a list each with its data noun: "on the FooSet-S dataset and the real BarSet dataset" (claims.
# _list_on_after; a lowercase word may describe the next one)
DATA_NOUN_NAMES_NEXT = re.compile(r"\s+(?:data\s?sets?|benchmarks?|corpus|corpora)\s*(?:,\s*(?:and\s+)?|\s+and\s+)"
                                  r"(?:the\s+)?(?:[a-z][\w\-]*\s+)?")
# Between two names in brackets after lowercase labels: "question answering (FooQA) and entailment (BarNLI)" (probe34)
LABELLED_NAMES_NEXT = re.compile(r"\)\s*(?:,\s*(?:and\s+)?|\s+and\s+)[a-z][\w\-]*(?:\s+[a-z][\w\-]*){0,2}\s*\(")
# Between two numbers where a second change of the same thing starts: "by 4x (from 38% to 11%) and by 2x",
# "from 71.2% to 75.8% and from 60% to 64%" (claims._parallel_change)
PARALLEL_CHANGE_NEXT = re.compile(r"[^\d.;]{0,12}?\)?,?\s+and\s+(?:by|from)\b[^\d.;]{0,20}")
# Between two numbers of a bare list: "18.5%, 17.2%, and 18.5% fewer steps", "1.4-11.8X".
BARE_LIST_GAP = re.compile(r"\s*(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|/|\s+to\s+|-|–)\s*")
# "4.1% on image benchmarks", "16% in win rate across various tasks": the number's own place, in words
# that name no one benchmark (lower case, no list after it, not "these datasets").
# a lowercase word of a generic place; a capital inside makes it a name ("on permuted-bFoo dialog tasks")
LOWER_WORD = r"[a-z][a-z\d\-]*"
GENERIC_PLACE_AFTER = re.compile(
    # (not past "respectively": "10.0% and 5.7% respectively on two datasets" pairs the values with the names)
    r"(?:\s+(?!respectively\b)[^\s\d,;.()]+){0,4}?\s+(?:on|across|over)\s+(?!(?:these|those|both|each|the\s+above)\b)"
    rf"(?:(?:{LOWER_WORD}|\d+)\s+){{0,3}}(?:benchmarks|datasets|corpora|tasks|test\s+sets)\b"
    # a bracket of names, not "(+12.1%"; "on the two datasets, respectively" points back to a list (benchmark-respectively)
    r"(?!\s*(?:\((?!\s*[+\-]?\d)|:|,?\s*(?:such\s+as|including|like|respectively)\b))"
    r"(?!\s+(?:from|of|in)\s+(?:the\s+)?[A-Z])"  # "on diagnostic tasks from the FooSet dataset": named after all
    # "and 23.0% on our multi-center dataset", "3.2% on a private corpus", "16% on a semantic parsing task": one
    # unnamed dataset of the paper's
    # (its metric's words may stand between: "55% intent accuracy improvement on an internal dataset")
    rf"|(?:\s+[a-z][\w\-]*){{0,4}}?\s+(?:on|in)\s+(?:our|an?)\s+(?:{LOWER_WORD}\s+){{0,3}}(?:dataset|benchmark|test\s+set|corpus|cohort)\b(?!\s*(?:\(|,?\s*(?:called|named)\b))"
    rf"|\s+on\s+an?\s+(?:{LOWER_WORD}\s+){{0,3}}task\b"
    # "up to 26% absolute gains on real robots", "by 12% in real-world deployment": measured on hardware or in the world
    r"|(?:\s+[^\s\d,;.()]+){0,4}?\s+(?:on|in|with)\s+(?:an?\s+|the\s+)?(?:real|physical)(?:[\s-]+world)?\s+"
    r"(?:robots?|robotic\s+\w+|hardware|devices?|deployments?|settings?|scenarios|environments?|tasks|trials|experiments)\b"
    r"|(?:\s+[^\s\d,;.()]+){0,4}?\s+in\s+the\s+real\s+world\b")
# "Experiments on FooSet show ...": a sentence that opens with experiments on a named benchmark
# (also "Extensive experiments on the challenging X", "Experimental results on the large-scale X": a word that
# qualifies the experiments before them, up to two lower-case words before the name)
EXPERIMENTS_ON_BEFORE = re.compile(r"(?:^|[.;]\s+|^\W*)(?:(?:[Ee]xtensive|[Cc]omprehensive|[Tt]horough|[Oo]ur)\s+)?"
                                   r"(?:[Ee]xperiments?|[Ee]xperimental\s+results|[Ee]valuations?|[Rr]esults|[Tt]ests?)"
                                   r"\s+(?:\w+\s+){0,2}?on\s+(?:the\s+)?(?:[a-z][\w\-]*\s+){0,2}$")
# "4% absolute across 7 tasks" in a sentence opening "On the suite FooEval,": the tasks of that one benchmark (not
# "on six other tasks", "on new tasks", "on downstream tasks": tasks beyond it)
SUBTASKS_PLACE = re.compile(rf"\b(?:across|on|over)\s+(?:all\s+)?(?:the\s+)?(?:\d+|{COUNT_WORDS})\s+tasks$")
# a generic place that counts its benchmarks ("on six benchmarks", "across various datasets") names several
COUNTED_PLACE = re.compile(rf"\b(?:\d+|{COUNT_WORDS}|several|multiple|various|diverse|many|all"
                           r"|numerous|other)\b", re.IGNORECASE)
# "14 zero-shot classification benchmarks", "4 different benchmark datasets": a number that counts benchmarks.
# "Experiments on three benchmark datasets show ...": the paper evaluates on several datasets, not on its one own only
SEVERAL_DATASETS_EVALUATED = re.compile(
    rf"\b(?:experiments?|evaluat\w*|results?|tests?)\s+(?:\w+\s+){{0,2}}(?:on|across|over)\s+(?:{COUNT_WORDS}"
    r"|several|multiple|\d+)\s+(?:[\w\-]+\s+){0,2}(?:benchmarks|datasets|corpora)\b", re.IGNORECASE)
# "by 3.1 AP and 2.6 AP on the two standard benchmarks", "by 2.9 points on standard leaderboards", "from 41% to 9% on
# prior red-teaming suites": the number's sentence puts its results on other, unnamed data, not on the paper's own
# benchmark (claims._placed_on_other_data; review of rules-286)
OTHER_PLACES_AFTER = re.compile(
    r"\b(?:on|across|over)\s+(?!(?:these|those|both|each|our|its|their|the\s+above)\b)(?:the\s+)?(?:(?:[a-z][\w\-]*|\d+)\s+){0,3}"
    r"(?:benchmarks|datasets|corpora|leaderboards|suites|test\s+sets)\b")
# "88.1% on the original benchmark but 52.7% on the adversarial version", "solve 95% of the standard scenarios",
# "reported 35.8% success in earlier work": the words after a number, up to the next, place it on the data the paper's
# benchmark was made from or on another's run (claims._placed_on_other_data; review of rules-286) (not "higher than
# standard LLMs": the original or standard data, not models)
SOURCE_DATA_AFTER = re.compile(
    r"[^\d;]{0,50}?\b(?:(?:original|standard)\s+(?:[\w\-]+\s+)?(?:benchmarks?|datasets?|queries|scenarios|tasks|sets?"
    r"|versions?|splits?|environments?|questions|problems|data)|in-domain|earlier\s+work|prior\s+work|previously)\b",
    re.IGNORECASE)
# "In-domain, they achieve 92.0% F1", "previously reported 35.8%": the same said before it in its sentence
SOURCE_DATA_BEFORE = re.compile(r"\b(?:in-domain|in\s+(?:earlier|prior)\s+work|previously\s+reported)\b[^.;]{0,60}$",
                                re.IGNORECASE)
COUNTED_BENCHMARKS_AFTER = re.compile(r"\s+(?:[\w\-]+\s+){0,3}?(?:benchmarks|datasets)\b")
# "evaluating 11 methods across 32 configurations on FooArena", "we evaluated 12 instruction-tuned LLMs": what the
# work runs or compares, counted, is on no benchmark (not where the paper introduces a benchmark: the gold is split
# there; benchmark-none-generic)
COUNTED_RUNS_AFTER = re.compile(r"\+?\s+(?:[\w\-]+\s+){0,3}?(?:models|LLMs|LMs|VLMs|MLLMs|LVLMs|methods|baselines"
                                r"|configurations|strategies|agents|experiments|architectures|backbones|combinations"
                                r"|algorithms|classifiers|detectors|judges|trials|runs)\b(?!\s+(?:of|on|in|from)\b)")
# "over 10% (e.g., 10.7% on A ...)": examples of the number follow in brackets.
EXAMPLES_AFTER = re.compile(r"\s*(?:[A-Za-z\-]+\s+){0,3}\(\s*(?:e\.g\.|for\s+example|for\s+instance)[^)]*\d")
# What an efficiency figure measures: the words right after the number, or its metric phrase.
EFFICIENCY = re.compile(
    # not a word of a hyphened compound that describes something else ("for small-parameter LLMs", "test-time
    # scaling", "token-level F1"), but "speed-up" and "KV-cache"
    r"(?<![\w-])(?<!KV-)(?:faster|slower|speed\w*|accelerat\w*|latency|memory|tokens?|token\s+usage|costs?|cheaper|G?FLOPs?|G?MACs|throughput"
    r"|parameters?|params|compute|energy|time|storage|smaller|fewer|cache|(?:model|cache|file)\s+size)\b(?!-(?!ups?\b))",
    re.IGNORECASE)
# "identifies the author 69% of the time": how often, a share of the trials, no running time (not EFFICIENCY's "time")
SHARE_OF_TIME_AFTER = re.compile(r"\s+of\s+the\s+time\b")
# "Faster R-CNN", "Fast RCNN": the region-based detectors of the 2010s are named with a word of speed that names none
NAMED_DETECTOR = re.compile(r"\bFast(?:er)?[\s-]+R-?CNN\b")
# "2.3x faster on FooSet", "a 2x speedup on BarQA": an efficiency figure measured on the name behind 'on' keeps it,
# unless a list or another clause stands between ("a 14x smaller backbone and no pre-training on FooSet": what the
# model learned from; "2x acceleration across A, B, and C on FooSet": several models, not the figure's place)
EFFICIENCY_ON_BREAK = re.compile(r",|\b(?:and|or)\b")
# "speeding up the model by 1.44x", "accelerates decoding by 2x": the change verb before the number names speed.
EFFICIENCY_BEFORE = re.compile(rf"\b(?:speed(?:s|ing|ed)?\s+up|accelerat\w*)\b[^.;:]{{0,40}}\bby\s+(?:{HEDGES}\s+)?$",
                               re.IGNORECASE)


# What verify reads of a benchmark named after a metric
# "the cIoU on ReasonSeg increasing by 3%": a metric's name right before "on X".
METRIC_BEFORE_ON = re.compile(rf"(?<![\w-]){METRIC_NAME.pattern}\s+on\s+(?:the\s+)?$", re.IGNORECASE)


# --- subject: what achieves a number (claims._subject) ---------------------------------

# "on FooBench", "in BarSet", "trained in-domain on FooSet": the name stands where a result is measured.
PLACE_BEFORE = re.compile(r"\b(?:on|in|across|over)\s+(?:the\s+|our\s+)?(?:[a-z][\w\-]*\s+){0,2}$"
                          r"|\b(?:on|across|over)\s+[^.;()]{0,40}\bbenchmarks?,?\s+(?:including|such\s+as)\s+$",
                          re.IGNORECASE)  # "Experiments on four benchmarks, including FooBench, show"
# "the best-performing agent achieving", "with the best model, FooLM, achieving": the sentence reports other models.
OTHER_MODELS_BEFORE = re.compile(
    r"\b(?:best|strongest|top)(?:[\s-]+performing)?\s+(?:[\w\-]+\s+)?(?:models?|agents?|systems?|LLMs|VLMs|MLLMs)\b",
    re.IGNORECASE)

# "fine-tuned on FooSet", "pretrained on the private BarSet", "trained exclusively on the 4-class BazSet", "trains
# FooBERT on BarSet": the data a model learned from, not where it is measured (an adverb before "on", up to two
# modifiers before the name).
TRAINED_ON_BEFORE = re.compile(
    r"\b(?:(?:pre-?trained|fine-?tuned|trained|distilled)\s+(?:[a-z]+ly\s+)?"
    # the active verb with the model as its object: "our best method trains FooBERT on BarSet"
    r"|(?:pre-?|fine-?|re-?)?(?:trains?|tunes?|training|tuning)\s+(?:it|them|(?-i:[A-Z][\w\-.]*))\s+)on\s+"
    r"(?:the\s+)?(?:[a-z\d][\w\-]*\s+){0,2}$", re.IGNORECASE)
# "when training FooNet-74 on BarSet", "a classifier trained on BarSet": plain training, not pre-training or
# fine-tuning (claims._trained_and_tested: where a supervised model is trained, it is tested)
PLAIN_TRAINED_ON_BEFORE = re.compile(
    r"(?<![\w-])(?:trained\s+(?:[a-z]+ly\s+)?|(?:trains?|training)\s+(?:it|them|(?-i:[A-Z][\w\-.]*))\s+)on\s+"
    r"(?:the\s+)?(?:[a-z\d][\w\-]*\s+){0,2}$", re.IGNORECASE)
# "post-trained on just 100 examples", "fine-tune the model using 2,000 samples", "training on 256 GPUs": a training verb
# (up to two words of what is trained between) right before a count: the count is what a model learned from or with
# (claims: benchmark-none-training-count)
TRAINED_COUNT_BEFORE = re.compile(rf"\b(?:(?:pre|post)-?)?(?:train(?:ed|ing|s)?|fine-?tun(?:ed|ing|es|e))\s+"
                                  rf"(?:[a-z][\w\-]*\s+){{0,2}}?(?:on|with|using)\s+(?:{HEDGES}\s+)?$", re.IGNORECASE)
# "FooSet pre-trained models", "a FooSet-pretrained backbone", "FooSet pre-training", "the pre-trained FooSet model":
# the name written as the data a model was pre-trained on, said right after it (or "pre-trained" before and a model
# noun after): training data, not where a result is measured (claims._trained_on)
PRETRAINED_AFTER = re.compile(r"[\s-](?:pre-?trained|pre-?training)\b", re.IGNORECASE)
PRETRAINED_BEFORE = re.compile(r"\bpre-?trained\s+$", re.IGNORECASE)
# " baselines", " agents" after a list of names ("FooAgent and BarAgent baselines fail on 8.1% and 25.0%"): systems
# compared, no data a list of results pairs with (claims: benchmark-paired-lists)
# "outperforming ELO, Foo-Rating, and GAP baselines": names listed as the baselines compared (verify._listed_baseline;
# round 34)
LISTED_BASELINES = re.compile(rf"{NAME_ITEM}(?:\s*,\s*{NAME_ITEM})*\s*,?\s+(?:and|or)\s+{NAME_ITEM}\s+baselines\b")
SYSTEMS_NOUN_AFTER = re.compile(r"\s+(?:baselines?|agents?|systems?)\b")
MODEL_NOUN_AFTER = re.compile(r"\s+(?:models?|networks?|weights|backbones?|features|CNNs?|classifiers?|encoders?)\b")

# "outperforming the previous best (10.4)", "than FooNet (35.27%)": a value in brackets, alone, right after what is
# compared against (the bracket closes after it, so not "over FooNet (71.2% vs. 65.1%)").
COMPARED_VALUE_BEFORE = re.compile(
    rf"\b(?:outperform\w*|surpass\w*|than|over|{VERSUS}|against|beat\w*|exceed\w*|compared\s+(?:to|with)"
    r"|relative\s+to|followed\s+by)\s+(?P<phrase>(?:(?!\b(?:in|on|for|with|at|across|by|and|of|while)\b|(?<![\w\-.])\d)"
    r"(?:[^.;:()]|(?<=\d)\.(?=\d))){1,60}?)"
    rf"\s*\(\s*(?:[\w\-@]+\s*[=:]\s*|{METRIC_ABBREVIATION}\s+)?$", re.IGNORECASE)  # not "outperforms baselines in effectiveness (-62%"
# ("than BarASR (WER 2.7%)", "the previous best method (RMSE 0.287)": a metric's short name before the value)
COMPARED_VALUE_AFTER = re.compile(r"\s*(?:\\?%|\s*points?)?\s*(?:[A-Za-z][\w\-@]*\s*)?\)")
# "Compared to the fully-supervised FooNet-H, which achieves 84.8%": the value of the model compared against.
# ("outperforming BarDet (54.1 AP) and QuxDet, which obtains 53.1 AP": the last of a list compared against)
COMPARED_WHICH_BEFORE = re.compile(
    r"\b(?:(?:compared\s+(?:to|with)|relative\s+to|unlike|versus|against)\s+(?:the\s+|an?\s+)?(?:[\w\-]+\s+){0,3}?"
    r"|(?:outperform\w*|surpass\w*)\s+(?:[^\s,()]+(?:\s*\([^()]*\))?\s*(?:,\s*(?:and\s+)?|\s+and\s+)){0,4})"
    r"(?P<name>[^\s,]+),\s*which\s+(?:\w+ly\s+)?(?:achieves|attains|reaches|obtains|scores|gets)\s+(?:an?\s+|only\s+)?"
    rf"(?:[\w\-@]+\s+){{0,3}}?(?:{HEDGES}\s+)?$", re.IGNORECASE)
# "outperforming the provided baseline of 0.5227", "surpassing the previous state of the art of 41.2%", "the baseline
# model of 61.2%", "the best results of 61.2% and 58.0%", "higher than SOTA models at 61.2%": the value of what the
# method is compared against, given after "of" (subject-compared-baseline; the phrase is no name). A model's noun after
# the head before "at" only after "than": "outperforms SOTA approaches at 95.1% accuracy", "outperforms all systems at
# 95.1%", "at 30 FPS" are the method's own value, or a setting. (claims._compared_baseline: a listed value followed by
# "of FooNet-S" is that model's.)
COMPARED_OF_BEFORE = re.compile(
    r"\b(?:(?P<than>than)|outperform\w*|surpass\w*|beat(?:s|ing)?|exceed\w*)\s+(?:the\s+|an?\s+)?"
    # (the words before the head no preposition: "outperforms GPT-4 with the best performance of 88.1%" is its own)
    r"(?P<phrase>(?:(?!(?:with|in|on|for|by|at|to|and|across)\b)[\w\-]+\s+){0,3}?"
    r"(?:baselines?|best|state[\s-]of[\s-]the[\s-]art|SOTA)"
    r"(?:\s+(?:results?|scores?|performance)"
    r"|\s+(?:models?|methods?|systems?|approach(?:es)?)(?(than)(?=\s+(?:of|at)\b)|(?=\s+of\b)))?)"
    rf"\s+(?:of|at)\s+(?:{HEDGES}\s+)?\$?"
    # "of 61.2% and 58.0%": the values after the first of a list are the baseline's too
    r"(?P<listed>(?:[+\-]?\d[\d.,]*\s*\\?%?\$?\s*(?:,\s*(?:and\s+)?|\s+and\s+)\$?)*)$", re.IGNORECASE)  # "$1.52\%$": maths
# "72.0% of FooNet-Small": a value a named model's "of" follows is that model's
OF_NAME_AFTER = re.compile(r"\s*\\?%?\$?\s+of\s+(?:the\s+)?[A-Z]")
# "the best model, FooLM, achieving only 46.8%", "the strongest baseline (BarNet) reaches 61.2": a named other model.
OTHER_MODEL_NAMED_BEFORE = re.compile(
    r"\b(?:best|strongest|top)(?:[\s-]+performing)?\s+(?:[\w\-]+\s+)?(?:models?|agents?|systems?|LLMs|VLMs|MLLMs|baselines?)"
    r"\s*(?:,\s*|\(\s*)(?P<name>[^\s,()]+)\s*[,)]?\s*(?:\w+ly\s+)?(?:achiev\w*|attain\w*|reach\w*|obtain\w*|scor\w*|gets?)"
    rf"\s+(?:an?\s+|only\s+|just\s+)?(?:[\w\-@]+\s+){{0,3}}?(?:{HEDGES}\s+)?$", re.IGNORECASE)
# "a FooNet-Base CNN trained on this data achieves 0.96 F1": a named model opens the clause as the result's subject.
# "achieves state-of-the-art results (0.75 mAP", "(Foo Index: 0.98": the value in brackets after the result words
RESULT_IN_BRACKETS = r"(?:[\w\-@]+\s*\(\s*(?:[\w\-@'’]+(?:\s+[\w\-@'’]+)?\s*[:=]\s*)?)?"
NAMED_MODEL_OPENS = re.compile(
    r"^\s*(?:(?:However|Moreover|Notably|Specifically|Instead|Meanwhile|Here)\s*,?\s*)?(?:[Aa]n?\s+|[Tt]he\s+)?"
    # a modifier of its kind before the name is none ("GPT-style BarLM", "GPT-4-class BarLM reaches")
    r"(?:[a-z][\w\-]*\s+){0,2}(?:[\w.]+(?:-[\w.]+)*-(?:style|class|like|based|sized|scale|level)\s+)?"
    r"(?P<name>[^\s,()]+)(?:\s+(?!(?:with|using|plus|and|via)\b)[\w\-/]+){0,5}?\s+(?:\w+ly\s+)?"
    r"(?:achieves|attains|reaches|obtains|scores|gets|achieving|attaining|reaching|obtaining|scoring)\s+(?:an?\s+|only\s+)?"
    rf"(?:[\w\-@]+\s+){{0,3}}?(?:{HEDGES}\s+)?{RESULT_IN_BRACKETS}$")
# "X is particularly effective in Y, achieving a CIDEr of", "while X excels in Y with an accuracy of": a named model
# described, then its result in a participle or "with" phrase
NAMED_MODEL_DESCRIBED = re.compile(
    r"^\s*(?:(?:while|whereas)\s+|[^,;]*?\bthat\s+)?(?:[Tt]he\s+)?(?P<name>[^\s,()]+)\s+(?:is|was|performs|excels|ranks"
    r"|leads)\b[^,;()]*?(?:,\s*(?:achieving|reaching|attaining|scoring|obtaining)|\s+with)\s+(?:an?\s+|only\s+)?"
    rf"(?:[\w\-@]+\s+){{0,4}}?(?:of\s+|at\s+)?(?:{HEDGES}\s+)?$")
RESULT_PARTICIPLES = r"achieving|reaching|attaining|scoring|obtaining"
PARTICIPLE_OPENS = re.compile(rf"\s*(?:{RESULT_PARTICIPLES})\b")
# ", achieving 1.10", ", with accuracy reaching only 41%": a phrase of the clause before's result
RESULT_PHRASE_OPENS = re.compile(rf"\s*(?:{RESULT_PARTICIPLES}|with)\b")

# "compared with 18.3 for BarLM-XL", "versus 56.8% for BarVLM", "compared with 75.3 for BarRL and 79.0 for QuxRL": a
# value given for a model named after "for" (subject-compared-rival, with FOR_RIVAL_AFTER)
COMPARED_FOR_BEFORE = re.compile(
    rf"\b(?:compared\s+(?:with|to)|{VERSUS}|against|relative\s+to)\s+(?:only\s+|just\s+)?"
    r"(?:[-+−$]?\d(?:[^.;()]|(?<=\d)\.(?=\d)){0,30}?\bfor\s+[^.;()]{1,40}?(?:,\s*(?:and\s+)?|\s+and\s+))*$", re.IGNORECASE)
# (each earlier item of such a list starts with its value: not "compared to baselines by 52.2% for indoor and")
RIVAL_WORD = r"[\w$\\](?:[^\s,;.()]|(?<=\d)\.(?=\d))*"  # "LoRA-adapted", "Qwen3.5-9B" (not "--")
FOR_RIVAL_AFTER = re.compile(
    r"\s*(?:\\?%|\s*points?|\s*dB)?\s*(?:[A-Za-z][\w\-@]*\s+)?for\s+(?:the\s+|an?\s+)?"
    rf"(?P<phrase>{RIVAL_WORD}(?:\s+(?!(?:on|in|at|and|or|with|while|across|under|when|to|by|from)\b){RIVAL_WORD}){{0,3}})")
# "temperature scaling", "the ungrounded baseline", "raw prompts", "full fine-tuning", "greedy selection": a method
# written in words, by the noun it ends in (claims._rival; not "long inputs", "English", "it")
METHOD_IN_WORDS_END = re.compile(
    r"(?<![Oo]ur\s)(?<![Ii]ts\s)\b(?:baselines?|models?|methods?|approach(?:es)?|systems?|policy|policies|prompts?|prompting"
    r"|scaling|fine-tuning|tuning|training|classifiers?|selection|routing|ranking|answering|decoding|sampling|search"
    r"|retrieval|ensembles?|agents?|pipelines?|predecessors?|variants?|vot(?:e|ing)|fusion|projection|selectors?|judges?"
    r"|solvers?|optimization|estimators?|regression|heuristics?|encoders?|decoders?|networks?|detectors?|LLMs?)$")
# "while the BarNet-50 baseline reaches 76.1%", "whereas BarLM-34B obtains 48.8%", "whereas BERT obtains 70%", "while
# BarNet models reach 60%": a named model's result in a clause set against the method's (subject-compared-rival)
WHILE_RIVAL_BEFORE = re.compile(
    r"\b(?:while|whereas)\s+(?:the\s+|an?\s+)?(?P<phrase>[^\s,()]+(?:\s+[^\s,()]+){0,2}?)\s+(?:\w+ly\s+)?"
    r"(?:achieves?|attains?|reach(?:es)?|obtains?|scores?|gets?|yields?|achieved|attained|reached|obtained|scored)\s+"
    # (a bare "score" or "yield" then another verb is a noun: "while the ImageNet score reaches")
    r"(?!(?:reach|achiev|attain|obtain|improv|ris|rose|drop|fall|fell|increas|decreas|stay|remain)\w*)"
    rf"(?:an?\s+|only\s+|just\s+)?(?:[\w\-@]+\s+){{0,3}}?(?:{HEDGES}\s+)?$")
# "versus 87.6% for humans", "compared to human accuracy (98.3%)", "while humans reach 92%": the human reference's
# value, not a model's (humans never run the method)
HUMAN_AFTER = re.compile(
    r"\s*(?:\\?%|\s*points?)?\s*(?:[a-z][\w\-@]*\s+)?for\s+(?:the\s+)?"
    r"(?P<name>humans|human\s+(?:experts|annotators|participants|raters|evaluators|players|subjects))\b")
# "In contrast, human participants perform near ceiling with 90.8%", "with human graders achieving an accuracy of 55%",
# "far behind three human participants who average 96.1%", "(human: 77.3% vs. BarLM)": people who do the task
HUMAN_BEFORE = re.compile(
    r"(?:\b(?P<name>humans?)(?:['’]s?)?\s+(?:accuracy|performance|baseline|score|level|benchmark)\s*(?:of\s+|at\s+|\(\s*)"
    r"|\(\s*(?P<label>humans?)\s*:\s*"
    r"|(?:^|[,;]\s*|\b(?:while|whereas|and|but|that|with|behind)\s+)"
    rf"(?:(?P<actor>(?:(?:\d+|{COUNT_WORDS})\s+)?(?:[Hh]umans|[Hh]uman\s+(?:experts|participants|players|subjects)))"
    r"\s+(?:who\s+)?(?:\w+ly\s+)?(?:achiev|reach|scor|attain|obtain|perform|averag)\w*"
    # raters, annotators, evaluators and graders score the method's outputs ("summaries that human raters score 4.5"):
    # theirs only where they do the task ("with human graders achieving an accuracy of 55%")
    rf"|(?P<doer>(?:(?:\d+|{COUNT_WORDS})\s+)?[Hh]uman\s+(?:annotators|raters|evaluators|graders))\s+(?:who\s+)?(?:\w+ly\s+)?"
    r"(?:achiev|reach|attain|obtain|perform)\w*)"
    rf"\s+(?:an?\s+|only\s+)?(?:[\w\-@]+\s+){{0,3}}?(?:{HEDGES}\s+)?)(?:{HEDGES}\s+)?$")

# "BarLM Small (124M)", "Baz Embed 2.0 (568M parameters)": a model's size alone in brackets right after its name
MODEL_SIZE_BRACKETED = re.compile(r"(?P<phrase>(?:[^.;:()]|(?<=\d)\.(?=\d)){1,60}?)\s*\(\s*$")
SIZE_BRACKET_CLOSES = re.compile(r"\s*(?:parameters|params)?\s*\)")
SIZE_VALUE = re.compile(r"\d\s*(?:[BMK]|billion|million)$")
PLURAL_ACRONYM = re.compile(r"[A-Z]{2,}s")  # "LLMs", "LMs": a kind of model, not one model

# "around 70% of failures stem from ...": a share of the errors found in an analysis, not a result of a method
ERROR_SHARE_AFTER = re.compile(
    r"\s*(?:\\?%)?\s+of\s+(?:the\s+|all\s+)?(?:[\w\-]+\s+){0,2}?(?:failures|errors|mistakes|(?:failure|error)\s+cases)\s+"
    r"(?:\w+ly\s+)?(?:stem|arise|originate|come|result|are\s+(?:due|caused|attributable|rooted|traced))\b", re.IGNORECASE)

# "outperforming BarNet by 3% (29.67%)": the value alone in brackets after the margin is BarNet's, not the method's
COMPARED_MARGIN_BEFORE = re.compile(
    r"\b(?:outperform\w*|surpass\w*|beat\w*|exceed\w*|than|over)\s+(?P<phrase>(?:(?!\b(?:in|on|for|with|at|across|by|and"
    r"|of|while)\b|(?<![\w\-.])\d)[^.;:()]){1,60}?)\s+by\s+(?:" + HEDGES + r"\s+)?~?\d[\d.,]*\s*(?:\\?%|points?|pp)?"
    r"\s*\(\s*$", re.IGNORECASE)

# "such as BarLM (0.75), Baz 2.5 Pro (0.67) and Qux-4 (0.62)", "BarNet by 3% (29.6%) and QuxNet by 2% (30.3%)": the
# next of a list of compared models, each with its value in brackets after it
COMPARED_NEXT_BEFORE = re.compile(
    r"\)\s*(?:,\s*(?:and\s+)?|and\s+)(?P<phrase>[A-Za-z](?:[^.;:()]|(?<=\d)\.(?=\d)){0,39}?)"
    r"(?:\s+by\s+(?:" + HEDGES + r"\s+)?~?\d[\d.,]*\s*(?:\\?%|points?|pp)?)?\s*\(\s*$", re.IGNORECASE)
# "(0.75), " before the next compared model: where the value of the one before it opens
BRACKET_VALUE_END = re.compile(r"\(\s*~?\d[\d.,]*\s*(?:\\?%|points?)?\s*$")

# "compared to prior SOTA's 0.723", "than BarNet's 61.2%": the value of what is compared against, by its owner
COMPARED_OWNER_BEFORE = re.compile(
    rf"\b(?:compared\s+(?:to|with)|than|{VERSUS}|against)\s+(?P<phrase>[^.;:()'’]{{1,40}}?)['’]s\s+(?:[\w\-@]+\s+){{0,2}}?$",
    re.IGNORECASE)

# "our method outperforms", "the proposed framework achieves": the paper's own method acts in the sentence
OUR_METHOD_BEFORE = re.compile(
    r"\b(?:[Oo]ur|[Tt]he\s+proposed)\s+(?:[\w\-]+\s+){0,2}?(?:method|approach|model|framework|system|pipeline|technique"
    r"|algorithm|network)s?\b")
# "FooNet, a novel framework", "a Foo Fusion Network (FFN) framework", "FooNet is a ... approach": the name is described
# as the paper's method (not as a task, metric, dataset or module)
METHOD_HEAD_NOUN = r"(?:framework|method|approach|model|network|system|algorithm|architecture|pipeline)\b"
DESCRIBED_AS_METHOD_AFTER = re.compile(
    r"\s*(?:\([^()]{1,30}\)\s*)?(?:" + METHOD_HEAD_NOUN + r"|(?:,|:|\s+is)\s+(?:an?|the)\s+(?:[\w\-]+\s+){0,5}?" + METHOD_HEAD_NOUN + ")")

# "Notably, it outperforms", "On FooBench, it achieves", "and it also reduces": 'it' as the subject of the result.
IT_SUBJECT_BEFORE = re.compile(
    r"(?:^|[,;:]\s*|\b(?:that|and|while|where)\s+)it\s+(?:(?:\w+ly|also|further|still|even)\s+)*"
    r"(?:achieves|attains|reaches|obtains|outperforms|surpasses|improves|yields|delivers|gains|reduces|boosts|exceeds"
    r"|beats|scores|runs|sets|cuts|lowers|raises|increases|decreases|accelerates|speeds\s+up|enhances)\b",
    re.IGNORECASE)

# "the FooQA benchmark from 53.8% to", "reducing FooQA perplexity by": between a name and the "from" or "by" of
# its change, a data noun or a metric word, not a word that starts another phrase ("on FooQA and from 40.1% to")
NAME_BEFORE_CHANGE = re.compile(
    rf"(?:\s+(?!(?:and|or|but|while|then|to|on|in|at|with|by|from)\b)[A-Za-z][\w\-@]*){{0,2}}\s+(?:from|by)\s+(?:{HEDGES}\s+)?")
# Where a change opens before its value: "from " or "by (up to) " before the first value, "from 53.8% to " before
# the second (the one a FROM_VALUE_AFTER change ends)
CHANGE_OPENS_BEFORE = re.compile(
    rf"\b(?:by\s+(?:{HEDGES}\s+)?|(?P<opens>from\s+)(?:[$~]?\d[\d.,]*\s*(?:\\?%|\$?\\times\$?|x)?\s*(?:to|->|→|\$?\\rightarrow\$?)\s*[$+\-−~]?)?)$")
# Verbs of change read whole, not as stems: "surges from 20.9% to 69.4%" (not "surgical", "covariate shift",
# "climbs the leaderboard from")
CHANGE_VERBS_WHOLE = r"(?:surg(?:e|es|ed|ing)|climb(?:s|ed|ing)|soar(?:s|ed|ing)|shift(?:s|ed|ing))"
# An arrow between two values, as text or typeset: "50% -> 82%", "21.4%→35.0%", "$61.2\% \rightarrow 70.1\%$",
# "61.2\%$\to$70.1\%", "=>", "⇒"
ARROW_BETWEEN_VALUES = r"(?:-{1,2}>|=>|[→⟶⇒]|\$?\s*\\(?:(?:long)?[Rr]ightarrow|to)(?![A-Za-z])\s*\$?)"
# A percent sign after a value, plain or typeset: "50%", "50\%", "50$\%$"
TYPESET_PERCENT = r"\$?\\?%\$?"
# "by +2.3% (88.4% vs. 90.7%)": a bracket of values compared, opened right after a number, gives the two ends of that
# number's change, so both are on its benchmark (benchmark-bracketed-value), not on the name nearest the bracket
VALUES_COMPARED_BRACKET = re.compile(
    rf"\(\s*[-+]?\d[\d.,]*\s*(?:{TYPESET_PERCENT})?(?:\s*(?:vs\.?|versus|v\.s\.|to|{ARROW_BETWEEN_VALUES})\s*[-+]?\d[\d.,]*\s*(?:{TYPESET_PERCENT})?)+"
    r"(?:\s*[A-Za-z][\w\-@]*)?\s*\)")
# what may stand between a change and its bracket of compared values: "by 2.3 points (88.4% vs. 90.7%)"
CHANGE_UNIT_BEFORE_BRACKET = re.compile(rf"\s*(?:{TYPESET_PERCENT})?\s*(?:points?|pp|[A-Za-z][\w\-@]*)?\s*\(\s*$")
# "accuracy improvements (50% -> 82%)", "improved accuracy (50% -> 82%)", "(50% -> 82% accuracy, 40% -> 61% F1)",
# "improves accuracy by 32% (50% -> 82%)", "its accuracy goes 30.1% -> 45.6%", "rises 21.4%→35.0%": a change noun or
# verb, then two values joined by an arrow (not "(5 to 10)", a range); the first is where it started
# (subject-from-value, with ARROW_VALUE_AFTER)
CHANGE_ARROW_BEFORE = re.compile(
    rf"\b(?:{CHANGE_NOUNS}|{METRIC_VERBS}\w*|{CHANGE_VERBS_WHOLE}|goes|went|rises|rose|falls|fell|drops|dropped|jumps|jumped)"
    rf"(?:\s+(?!from\b)[+\-]?[\w\-@]+(?:\.\d+)?(?:{TYPESET_PERCENT})?){{0,5}}?\s*(?:\((?:[^()]{{0,80}}?[,;]\s*)?)?\$?\s*$",
    re.IGNORECASE)
# (not "vs.": "a lift in contact rate (78.1% vs. 46.1% over a naive control)" puts the method's value first)
ARROW_VALUE_AFTER = re.compile(rf"\s*(?:{TYPESET_PERCENT}|\s*dB)?\s*{ARROW_BETWEEN_VALUES}\s*\$?\s*[+\-−~]?\d")
# "from 72.57% to 78.04%", "from 92% -> 50%": the value a change started from
# (a unit or a metric may stand between: "from 32.10 dB to 32.85 dB", "from 32.1 BLEU to 33.5 BLEU", "from 70.1%
# accuracy to", "from 40.1 F1-score to", "from 70.1 points to")
FROM_VALUE_AFTER = re.compile(rf"\s*(?:\\?%|\$?\\times\$?|x|\s*dB)?(?:\s+(?i:{METRIC_NAME.pattern}|{METRIC_WORD.pattern}|points?|pp)"
                              rf"(?:[\s-]score)?(?![\w-]))?\s*(?:to\b|{ARROW_BETWEEN_VALUES})\s*[$+\-−~]?\d")
# "yields gains from 1.2 points to 3.4 points", "brings improvements from 2% to 5%": a plural change noun, the object of
# a verb or a preposition, right before "from" opens a range of changes, each the method's, not a change's start
# (subject-from-value's limit; not "reductions in error from 10.2% to 7.1%", "accuracy gains from 61.2% to 70.1%", nor
# the verbs "increases from", "drops from")
CHANGES_RANGE_FROM_BEFORE = re.compile(
    r"\b(?:yield\w*|bring\w*|show\w*|achiev\w*|deliver\w*|provid\w*|offer\w*|report\w*|observ\w*|with|of)\s+"
    r"(?:[\w\-]+\s+)?(?:gains|improvements|reductions|speedups)\s+from\s+$", re.IGNORECASE)
# ", and bits per character on the foo8 and QuxPrize datasets to 1.19 and 1.08": a parallel item with its own measure
# and place, whose own values follow its names (PARALLEL_VALUES_AFTER; claims._list_on_after does not reach past it;
# not ", and ranks first on Cityscapes", a second verb for the same number)
PARALLEL_ITEM_LEAD = re.compile(r",\s*and\s+(?!on\b|in\b)(?:[a-z][\w\-]*\s+){1,4}on\s")
PARALLEL_VALUES_AFTER = re.compile(r"[^.;\d]{0,40}?\s(?:to\s+)?[$+\-−~]?\d")
# The change the "from" belongs to, in the words before it: "improves F1 from", "a decrease in X from", not the
# range of "ranging from 7B to 24B" nor "MAE from 0.0011 to 0.0624" (values across tests).
FROM_CHANGE_BEFORE = re.compile(
    rf"\b(?:(?!lowercas)(?:{METRIC_VERBS}|restor|recover|rais|rise|rose|grow|grew|declin|shrink|jump)\w*"
    rf"|{CHANGE_NOUNS}(?![\w-])|go(?:es|ing|ne)?|went|drop(?:s|ped|ping)?|fall(?:s|ing|en)?|fell|{CHANGE_VERBS_WHOLE})"
    # (whole forms where a stem starts other words: "dropout", "Google", "gold", "fallback", "lowercased", "margin-based")
    r"\b(?:(?!\b(?:rang\w*|vary\w*|varies|spann\w*|between)\b)(?:[^.;:]|(?<=\d)\.(?=\d))){0,120}\bfrom\s+$", re.IGNORECASE)

# "across 14 benchmarks", "on 4 different benchmark datasets", "among 13 baselines", "on 16 internal and 7 external
# datasets": what the work is evaluated on or compared against, counted (not "in 11 of 12 datasets", a result's count)
# ("over" also hedges, "integrates over 15K 3D models": only over counted benchmarks; "pretrained on 72 tasks" is data)
SCOPE_COUNT_BEFORE = re.compile(
    r"(?<!trained\s)(?<!tuned\s)\b(?P<prep>across|on|over|among)\s+(?:the\s+|all\s+|over\s+|up\s+to\s+)?"
    r"(?:[^.;:()\d]{0,40}?\d[^.;:()]{0,40}?(?:,|\band|\bor)\s+)?$", re.IGNORECASE)
SCOPE_COUNT_AFTER = re.compile(
    r"\+?(?!\s+(?:out\s+)?of\b)(?:\s+[\w\-]+){0,4}?\s+(?:benchmarks|datasets|tasks|languages|baselines|(?:\w+\s+)?(?:models"
    r"|LLMs|LMs|VLMs|MLLMs|LVLMs))\b")
# "We evaluate 8 LLMs", "Assessing 24 LLMs on FooBench", "evaluation of 20+ LLMs": the models the work evaluates
EVALUATED_COUNT_BEFORE = re.compile(r"\b(?:evaluat\w*|assess\w*|test\w*|benchmark\w*)\s+(?:of\s+)?(?:over\s+)?$",
                                    re.IGNORECASE)
EVALUATED_COUNT_AFTER = re.compile(
    r"\+?(?:\s+[\w\-]+){0,3}?\s+(?:models|LLMs|LMs|VLMs|MLLMs|LVLMs|baselines|methods|agents|systems)\b")
# "a user study (N = 30)", "with 24 participants": the people of a study
PARTICIPANTS_BEFORE = re.compile(r"\b[Nn]\s*=\s*$")
PARTICIPANTS_AFTER = re.compile(r"(?:\s+[\w\-]+){0,2}?\s+(?:participants|annotators|volunteers|raters|clinicians)\b")

# "on a curated dataset of 900K+ papers": the items of data written with no name
UNNAMED_DATA_BEFORE = re.compile(
    r"\b(?:an?|the)\s+(?:[\w\-]+\s+){0,2}?(?:dataset|corpus|collection)\s+of\s+(?:over\s+|more\s+than\s+|about\s+|~)?$",
    re.IGNORECASE)


# "our models", "the proposed", "our approach": the paper's own work held in a clause (claims._evaluated_models; not
# "we", who also evaluate others' models: "We evaluate three agents, with the best-performing agent achieving")
OWN_WORK_HELD = re.compile(rf"\b(?:[Oo]ur|{THE_PAPER}|[Tt]he\s+proposed)\b")
# What claims._subject reads besides the subject rules
VERSION_NUMBER = re.compile(r"\d+(?:\.\d+)*")  # "2.5" of "Baz 2.5 Pro"
# "models overwhelmingly miss the swap, with accuracy dropping by 60%": the models the paper evaluates are the subject
EVALUATED_MODELS = re.compile(r"\b(?:models|LLMs|VLMs|MLLMs|LRMs|LVLMs|agents)\s+(?:\w+\s+)?(?:are|were|miss|fail|struggle|drop|show|exhibit|remain|perform)\w*\b")
# "FooSet (55.8% mIoU) and": a bracketed aside
BRACKETED = re.compile(r"\([^()]*\)")


# --- name roles: which names are introduced methods, which are benchmarks ------------

# Task and format acronyms and class names: they name a kind of problem or model, never
# one benchmark or one paper's method. General vocabulary of the field.
GENERIC_ACRONYMS = {
    "AI", "ML", "DL", "RL", "NLP", "NLU", "NLG", "CV", "QA", "MCQ", "MCQA", "OCR", "ASR", "TTS", "LLM", "VLM",
    "MLLM", "LMM", "SLM", "CNN", "RNN", "GNN", "LSTM", "GAN", "VAE", "MLP", "MoE", "RAG", "SFT", "RLHF", "DPO",
    "PPO", "GRPO", "CoT", "SOTA", "KV", "GPU", "API", "CLI", "IoU", "FID", "BLEU", "ROUGE", "AUC", "mAP", "PSNR", "SSIM",
    "LoRA", "NeRF", "SGD", "LM", "MLM", "ODE", "SDE", "PDE", "NER", "NLI", "NMT", "SRL", "VOS", "MOT", "ReID", "VLN",
    "VideoQA", "ImageQA", "AudioQA", "TableQA", "OpenQA", "KBQA", "KGQA", "ODQA",
    "T2I", "T2V", "I2V", "V2V", "I2T", "I2I", "T2A", "V2T",  # text-to-image, image-to-text, ...: tasks
    "RGB", "RGB-D", "RGBD", "RGB-T",  # sensing modalities: "a large RGB-D corpus" names no dataset
    "EEG", "MEG", "fMRI", "MRI", "CT", "ECG", "LiDAR",  # "neural signals such as EEG, MEG, and fMRI": modalities too
    "VL", "GUI", "PC",  # vision-language, graphical interface, computer: "VL benchmarks", "GUI agents", "a PC dataset"
    "IoT", "OOD", "STEM",  # a kind of device, of shift, of subject: "industrial IoT environments", "three OOD datasets"
    "MDP", "POMDP", "MCP", "NAS",  # decision processes, the Model Context Protocol, architecture search: concepts (rules-140)
    "GRU", "TCN", "KL",  # a recurrent unit, a temporal convolution, a divergence (rules-142)
    "MSE", "MAE", "RMSE", "MAPE",  # error metrics: "trained with symmetric objectives (e.g., MSE, MAE)" (rules-151)
    "CXR", "IMU", "FL",  # chest X-rays, inertial sensors, federated learning: "synthetic ECGs or CXR images" (rules-151)
    "SQL", "SPARQL", "HTML", "XML", "JSON", "YAML", "CSV", "PDF", "URL",  # languages and formats: "an SQL template enrichment"
    # number formats: "our FP4 attention" is the paper's kernel in a format, not a name
    "FP4", "FP6", "FP8", "FP16", "FP32", "BF16", "INT2", "INT3", "INT4", "INT8", "NF4", "MXFP4", "MXFP8", "NVFP4",
    "W2A16", "W3A16", "W4A16", "W8A16", "W2A2", "W2A4", "W3A3", "W4A4", "W4A8", "W6A6", "W8A8", "W4A4KV4", "W4A8KV4",
    # weight/activation bit-widths (rules-169)
}
# Programming languages: "Python code generation", "codes in Java" say what language the data is written in; they
# name no dataset and no method. General vocabulary of the field (not "Go", "Swift", "Julia": common words or names).
PROGRAMMING_LANGUAGES = {
    "Python", "Java", "JavaScript", "TypeScript", "C++", "C#", "PHP", "Ruby", "Rust", "Haskell", "Kotlin", "Scala",
    "Perl", "Lua", "Solidity", "Verilog", "Bash",
}
# "on Foo Content Extraction (FCE) corpora": a data noun after the acronym a long form defines calls the long form a
# dataset, though it ends as a task's name does (verify._called_dataset; TASK_HEAD); not a plural "benchmarks" or
# "datasets": "Long-Form Foo Answering (LFFA) benchmarks" are of a kind, a task's
ACRONYM_DATA_NOUN_AFTER = re.compile(r"\s*\([A-Z][\w\-]*\)\s*(?:benchmark|dataset|database|corpus|corpora)\b(?!s)")
# The last word of a task's name: "Person Re-Identification", "Visual Question Answering".
TASK_HEAD = re.compile(
    r"(?:Identification|Recognition|Detection|Segmentation|Classification|Answering|Captioning|Retrieval"
    r"|Translation|Summarization|Estimation|Tracking|Generation|Understanding|Reasoning|Prediction"
    r"|Localization|Parsing|Forecasting|Synthesis|Completion|Editing|Grounding"
    r"|Disambiguation|Correction|Extraction)$")  # "Word Sense Disambiguation", "Grammatical Error Correction"
# "Knowledge Distillation", "Group Relative Policy Optimization (GRPO)", "fine-tuned with Foo Prompt Tuning": capitalised
# words ending in a word for a way of training, tuning or decoding name a technique, not data (verify: veto-method-phrase;
# one word, "FooLearning", may be a name)
METHOD_HEAD = re.compile(
    r"\s(?:Optimization|Learning|Training|Tuning|Fine-?[Tt]uning|Distillation|Regularization|Descent|Decoding|Sampling"
    r"|Prompting|Pruning|Quantization)$")
# "Foo Cross-View Geo-Localization (FCVGL) aims to estimate ...": a task's name, defined as it opens a sentence
# and says what the task does (not "FooGen (FG) generates"): a task, even where a cue later reaches it
TASK_DEFINED_AFTER = re.compile(
    r"\s*(?:\([^()]{1,20}\)\s*)?(?:aims?\s+(?:to|at)|targets?|seeks?\s+to|requires?|refers?\s+to"
    r"|is\s+(?:a|an|the)\s+(?:\w+\s+){0,3}(?:task|problem|challenge)\b)")
# "on FinanceBench, gpt-4o detection drops": after "X, Model" a lowercase word that neither goes on with the list nor
# names what the list is (datasets, splits, "respectively"): the model opens a new clause (verify._opening_then_subject)
CLAUSE_AFTER_SECOND = re.compile(r"\s+(?!(?:and|or|respectively|datasets?|benchmarks?|corpora|corpus|suites?|splits?"
                                 r"|sets?|subsets?|tasks?|collections?|versions?|test|testsets?|validation|train)\b)[a-z]")
# "A, X, Y" or "A and X, Y": X is no list's first item when a join stands before it
LIST_ITEM_BEFORE = re.compile(r"(?:,|\band|\bor|\()\s*$")
# after a list's first item, a comma and the next capitalised name (not "on BarLM and FooText": a system and its data;
# verify._listed_place)
FIRST_ITEM_GOES_ON = re.compile(r",\s+(?:(?:and|or)\s+)?[A-Z0-9]")
# after a name, the list it stands in goes on: ", " before another capitalised name or "and"/"or", as after "B" in "On
# A, B, C, and D, FooNet ..." (not "On FooVQA, BarLM-4B matches ...": a subject and its verb)
LIST_GOES_ON = re.compile(FIRST_ITEM_GOES_ON.pattern + r"|\s+(?:and|or)\s+[A-Z0-9]")
# "-CoF" of "Wan-CoF": a coined word (letters only, two capitals or more) after a known family's name makes a name of
# the paper's own, where its appositive says so ("and Wan-CoF, a fine-tuned video model"); not "-VL", "-Med2D", "-3-8B"
COINED_TAIL = re.compile(r"-(?=[A-Za-z]*[a-z])(?=(?:[a-z]*[A-Z]){2})[A-Za-z]+")
# "We introduce ...", "we present ...": a sentence in which the paper makes something (not "we probe", "we fine-tune")
MAKING_VERB = re.compile(r"\b(?:introduc|propos|present|design|develop|releas|build|built|construct)\w*\b")
# A model's size or variant in its name: "GPT-4o-mini", "ViT-Base", "FLUX.1-dev", "Qwen2.5-7B-Instruct".
MODEL_VARIANT = re.compile(r"[-.](?:mini|base|large|small|tiny|nano|pro|flash|turbo|instruct|chat|dev|xl|xxl|VL)$",
                           re.IGNORECASE)
# A name with inner capitals, then ", a" or ", an": the long form after it is the kind of thing the name is, not a
# second name ("introduces FooNAS, a Hardware-Aware Neural Architecture Search (HW-NAS) framework")
KIND_APPOSITION_BEFORE = re.compile(r"\b[A-Z][a-z]*[A-Z][\w\-]*,\s+an?\s+$")
# a variant tail that data's editions carry too ("HI-Small", "PTB-XL", "FooBench-Pro"), where a cue calls the name
# data (verify._evaluated_model); "-mini", "-dev", "-instruct" stay a model's
SIZE_TIER = re.compile(r"small|medium|large|xl|xxl|pro", re.IGNORECASE)
# "improves from 0.18 (FooGAN) to 0.15", "drops from 312.8 (native) to 13.7 (BarNet)": a name alone in the bracket
# after a change's start value (or after its end value when the start has one too) is what scored it, not data
FROM_VALUE_BRACKET_BEFORE = re.compile(r"\bfrom\s+[-+]?\d[\d.,]*\s*(?:\\?%|points?|dB)?\s*\(\s*$"
                                       r"|\bfrom\s+[-+]?\d[\d.,]*\s*(?:\\?%|points?|dB)?\s*\([^()]{1,40}\)\s*to\s+"
                                       r"[-+]?\d[\d.,]*\s*(?:\\?%|points?|dB)?\s*\(\s*$")
# A release tier that only models carry ("FooGen-1-Dev", "BarLM-Instruct", "QuxNet-Large"): surely a model when
# listed (not "-Pro", "-mini", "-VL", "-XL", "-Base": "FooQA-Pro", "BarEval-XL", "BazCorpus-Base" name data too)
MODEL_RELEASE_TIER = re.compile(r"[-.](?:dev|instruct|chat|turbo|flash|large)$", re.IGNORECASE)
# After a metric and "in", a capitalised word ("22.5 BLEU in FooMT 2014", "F1 in English") is a name: the data
# or the setting the metric is measured in, not more of the metric's own words ("a reduction in memory")
CAPITALISED_NEXT = re.compile(r"\s+(?:the\s+)?[A-Z]")
METRIC_AFTER = re.compile(rf"\s+(?:[Tt]op-[15]\s+)?(?:{METRIC_ABBREVIATION}|[Aa]ccuracy|ACC|acc"
                          r"|(?:validation\s+|test\s+)?(?:perplexity|PPL))\b")  # "FooSet top-1 accuracy", "BarQA EM", "FooText-en validation perplexity"
# ... but a word right after a number is the number's unit: "29.86 dB PSNR on FooSet" (no name before a metric)
NUMBER_RIGHT_BEFORE = re.compile(r"\d\s*$")
# "Experiments on FooSet show that ", "Our experimental results demonstrate that ": the paper's own results.
OUR_RESULTS_THAT = re.compile(
    r"\b(?:[Ee]xperiments?|[Rr]esults|[Ee]valuations?)\b[^.;]{0,80}?\b(?:show|demonstrate|indicate|reveal|confirm)s?"
    r"\s+that\s+$")
# What a method does, said of it at a sentence's opening: "FooNet leverages", "FOO-KV comprises", "X innovatively proposes".
METHOD_VERB_AFTER = re.compile(
    r"\s+(?:\w+ly\s+)?(?:leverages|proposes|introduces|comprises|consists|employs|adopts|integrates|combines"
    r"|incorporates|exploits|utilizes|utilises|uses|builds|models|learns|achieves|attains|outperforms|surpasses)\b")
# The verbs a result is stated with ("FooNet achieves 55.7%"): its subject is a model, and the verb no metric.
# ("ranks": "On FooSet, BarNet ranks first", a place in a leaderboard is a result)
RESULT_VERBS = ("achieves", "obtains", "reaches", "outperforms", "surpasses", "attains", "yields", "gets", "improves",
                "ranks")
# A verb in the present or past tense right after a name ("FooNet consistently provides", "FooNet demonstrated"): the
# name is its subject (candidates: for the paper's own name only, a dataset's "FooSet contains" being as likely)
VERB_AFTER = re.compile(r"\s+(?:\w+ly\s+)?[a-z]{3,}(?:ed|es|s)\b")
# "trained on 13M images, FooTok achieves 0.43 rFID on BarNet": a result verb between a count and the benchmark after it
RESULT_VERB_BETWEEN = re.compile(r"\b(?:achiev|reach|attain|surpass|outperform)\w*", re.IGNORECASE)
RESULT_VERB_AFTER = re.compile(rf"(?:\s*,\s*which)?\s+(?:\w+ly\s+)?(?:{'|'.join(RESULT_VERBS)}|sets)\b")
# "FooSet reaches 0.814", "reaches a mean of 0.78": at most three words between a result verb and its value
# (claims._reaching_subject)
FEW_WORDS_TO_VALUE = re.compile(r"\s+(?:[^\s,;.]+\s+){0,3}")
# "Second, BarLM scores 30%": a name that scores, a result's subject (verify._sequenced_part, with RESULT_VERB_AFTER)
SCORES_AFTER = re.compile(r"\s+(?:\w+ly\s+)?scores\b")
# "77.4% mIoU at 109 FPS on FooSet", "87.0% on the validation set of FooSet", "62.1% for FooQA": the
# benchmark written after the number, behind "on" (or "for").
# "24.4 BLEU on FooSet, outperforming the state of the art by 1.1", "28.4% on the FooSet benchmark, which is 10%
# higher": a score's "on X" (SCORE_ON_BEFORE_NAME between the score and X), then a clause of its gain
# (GAIN_CLAUSE_AFTER_NAME between X and the gain's value; claims: benchmark-gain-after-score-on)
SCORE_ON_BEFORE_NAME = re.compile(r"\s*(?:[A-Za-z\-]+\s+){0,3}?(?:on|in)\s+(?:the\s+)?(?:[a-z][a-z\-]*\s+)?")
GAIN_CLAUSE_AFTER_NAME = re.compile(
    r"(?:\s+(?:benchmark|dataset|corpus|test\s+set))?,\s+(?:which\s+is|outperforming|surpassing|beating|exceeding"
    r"|improving\s+(?:on|over|upon))\b[^,;()\d]{0,60}?\s+")
ON_AFTER = re.compile(r"[^.;\d]{0,60}?\b(?:on|for)\s+(?:the\s+)?(?:[a-z][a-z\-]*\s+){0,3}$")
# A metric written with digits between a number and its "on X": "75.1 F1 on X", "62.1 AP50 on X", "top-1 ... on X"
METRIC_DIGITS = re.compile(r"(?<![\w.])[A-Za-z][\w@\-]*\d\w*")
# A benchmark's name labelling its value with a colon: "(FooSet: 93.4%, BarSet: 87.6%)"
NAME_LABEL_AFTER = re.compile(r"\s*:\s*\$?")
# A condition between a number and its "on X": "74.4% mIoU at 230 FPS on X", "80% with 8 frames on X".
# "by 2.8% on a 1% sub-sample of FooNLI": a share of the data it was measured on is a condition too
CONDITION_NUMBER = re.compile(r"\b(?:at|with|using|under)\s+(?:only\s+)?\d[\d.,]*\s*(?:[A-Za-z]+)?"
                              r"|\b\d[\d.,]*\s*%(?=\s+(?:sub-?samples?|subsets?|portions?|fractions?|splits?)\s+of\b)")
# "71.5 F1 on FooQA, and on BarQA it obtains 62.1", "80.2% and on BarSet 75.1%": a parallel clause opens on another
# benchmark (not "and on par", "and on average"); so does "; on BarSet" after a semicolon, and "and in BarSet
# segmentation task" (not "and in addition")
PARALLEL_ON = re.compile(r"(?:\band\s+|;\s*(?:and\s+)?)(?:on\s+(?!par\b|average\b|top\b)"
                         r"|in\s+(?!(?:addition|particular|turn|terms|total|contrast|general|practice|part)\b))")
# Where a new clause starts after a number, its "on X" is about something else:
# "by 8.37%, while results on X", "at 83.04% mIoU and attained ... on X"; a verb of change in the present as in the past
# ("gains of 14.5% in cold-start, and enhances HR@5 by 18.5% on X", as "... and enhanced ...").
NEW_CLAUSE = re.compile(
    r",\s*(?:but|yet)\b|\b(?:while|whereas)\b"
    r"|\band\s+(?:also\s+|further\s+)?(?:[a-z]+ed|achieves|obtains|reaches|attains|sets|shows|yields|outperforms"
    r"|surpasses|improves|enhances|boosts|increases|reduces|lowers|raises|exceeds)\b"
    # "We train on 5K Foo clips and evaluate on BarSet": the count is of the training data
    r"|\band\s+(?:then\s+)?(?:evaluate|test|validate|assess)\s+on\b"
    # "lifts the agent by +0.28 F1 across a panel: a small model on FooFoundry surpasses ...": a clause after a colon
    r"|:\s+(?:an?|this|it|we)\s"  # (not ": the FooSet test split", an apposition)
    r"|" + PARALLEL_ON.pattern)
# "3% better than FooNet (35.69%)", "outperforming FooNet (71.2%)": a name compared against is a baseline.
COMPARED_BEFORE = re.compile(
    rf"\b(?:than|{VERSUS}|against|outperform\w*|surpass\w*|beat\w*|exceed\w*|(?<!averaged\s)over|upon)\s+(?:both\s+|the\s+)?$",
    re.IGNORECASE)  # "+3.6% over FooPO (43.1%)": a gain over a baseline
# "outperforming FooLM (71.2%), BarLM (69.1%), and QuxBERT (60.7%)": later items of a list of scored names opened by
# a comparison are baselines too (each item a few words, no preposition: "over baselines on FooSet (93.7%)" opens none)
COMPARED_ITEM_WORD = r"(?!(?:on|in|at|across|for|of|with|by|to|from|and|or)\s)[^\s,;()]+"
COMPARED_SCORED_LIST_BEFORE = re.compile(
    rf"\b(?:than|{VERSUS}|against|outperform\w*|surpass\w*|beat\w*|exceed\w*|compared\s+(?:to|with)|(?<!averaged\s)over)"
    # an item may open with its article: "outperforming a tuned FooRAG baseline (75.0%), BarRAG (69.9%), and" (modern20b)
    rf"\s+(?:both\s+|the\s+)?(?:(?:(?:a|an|the)\s+)?{COMPARED_ITEM_WORD}(?:\s+{COMPARED_ITEM_WORD}){{0,2}}\s*\([^()]*\)\s*,?\s*)+"
    r"(?:and|or)?\s*$",
    re.IGNORECASE)
# A percentage a name has beside it (the shapes benchmark-with-score reads): in a bracket, bold or not, a gain too ("on
# FooSet (+4.8% accuracy) and BarSet (+\textbf{8.6\%})"), after a colon ("FooTREC: 90.0%"), or after "to"
_SCORE_PERCENT = r"\d+(?:\.\d+)?\s*\\?%"
_SCORE_BRACKET_OR_COLON = r"\(\s*(?:\+\s*)?(?:\\textbf\{)?|:\s*"
SCORE_AFTER = re.compile(rf"\s*(?:{_SCORE_BRACKET_OR_COLON}|to\s+){_SCORE_PERCENT}")
SCORE_BRACKET_AFTER = re.compile(rf"\s*(?:{_SCORE_BRACKET_OR_COLON}){_SCORE_PERCENT}")
# "CIFAR-100 (91.7%), Flowers (98.8%)": the capitalised words right before a score so written, a scored name
# (verify._scored_beside_known reads whether the lexicon knows one of them)
SCORED_NAME = re.compile(rf"(?<![\w\-.+])([A-Za-z][\w\-.+]*(?:\s[A-Z0-9][\w\-.+]*){{0,3}})(?={SCORE_AFTER.pattern})")
# What joins one scored name's score to the next scored name of one list: "(91.7% top-1), Flowers", "), and Cars",
# "(12.1% AP, 24.8% AP50), COCO", "; Sleep-EDF", "to 93.72% (4.1% gain), BarSpecies", ": 97.2% average F1, XNLI",
# ": 86.2%-81.7, Sleep-EDF" (a second metric's value after a dash or slash), "(97.1% vs. 95.0%) and", "), and, after
# fine-tuning,", ") and even to the much harder" (joining words and a few fillers only); not "(72.0%): FooDet" (a colon
# opens what the first one holds, the systems run on it), ") while BarNet", "), well ahead of BarNet", "), in contrast
# to", "; however, BarNet" (a contrast or a comparison: the rival's score)
_LIST_FILLER = (r"(?:and|or|the|a|an|even|also|to|on|in|for|with|after|then|finally|much|more|most|fine-tuning|top-\d+"
                r"|(?!(?:ever|over|under|never|other|rather|whether|however|later)\b)[a-z]+er|[a-z]+est"
                rf"|(?i:{METRIC_ABBREVIATION}|{METRIC_WORD.pattern}))")
SCORED_LIST_GLUE = re.compile(
    r"(?:[-/]\d[\d.]*%?)?(?:[^()]{0,60}\))?(?:\s*\([^()]{0,60}\))?"
    rf"(?:\s*[,;]?\s*{_LIST_FILLER}(?![\w\-])){{0,6}}\s*[,;]?\s*")
# ... after "to", only where a verb before lifts a score: "improving FooCHEM to 93.72% (4.1% gain), Species-X to
# 80.91%", "boosts BarCIFAR to 96.2%" (not "LATS drops to 88.9% and ReAct to 23.9%", "lowers Collapse Rate to 32%": a
# model's or a metric's)
SCORE_TO_AFTER = re.compile(rf"\s+to\s+{_SCORE_PERCENT}")
IMPROVING_BEFORE = re.compile(r"\b(?:improv|boost|rais|lift|push)(?:e|es|ed|ing|s)?\b(?:[^.;:]|\.\d){0,80}$",
                              re.IGNORECASE)
# "raises effectiveness from 17.11% without Skills to 52.94%": what the result was without is no data
WITHOUT_BEFORE = re.compile(r"\bwithout\s+(?:the\s+)?$", re.IGNORECASE)
# "worsening from Monthly (19.66%) through Bi-Weekly (35.94%)": the ends of a sweep, not data (not "from BarScenes
# (91.2%) to QuxScenes": a transfer between two)
THROUGH_BEFORE = re.compile(r"\bthrough\s+$")
SWEEP_START_AFTER = re.compile(r"\s*\([^()]*\)\s+through\b")
# "across OpenHands SDK (64.0% to 70.4%), ... on SWE-bench Verified": harnesses across which a result changed, each
# with its change in brackets (not "lifting ZedMath (64.0% to 70.4%)": data)
ACROSS_CLAUSE_BEFORE = re.compile(r"\bacross\s+(?:[^.;:]|\.\d){0,160}$", re.IGNORECASE)
CHANGE_BRACKET_AFTER = re.compile(rf"\s*\(\s*{_SCORE_PERCENT}\s*(?:to|->|\\to|→)\s")
ON_BEFORE = re.compile(r"\bon\s+(?:the\s+)?$")  # "accuracy on X is 93%": X is where the value is measured
# "a drop of 0.35% on X, which outperforms ...": after "on" a place, not what achieves (but "based on X, which")
PLACE_ON_BEFORE = re.compile(r"(?<!based\s)(?<!built\s)(?<!relies\s)(?<!trained\s)\bon\s+(?:the\s+)?$")
# "93.9% and 91.2% on FooSet and BarSet-40, which outperforms ...": the last name of a list after "on", then a
# "which" clause: the clause is said of the results, the name is a place too
PLACE_ON_LIST_BEFORE = re.compile(r"(?<!based\s)(?<!built\s)(?<!relies\s)(?<!trained\s)\bon\s+(?:the\s+)?" + LIST_SO_FAR)
WHICH_AFTER = re.compile(r"\s*,\s*which\b")
# "a Mean Pair Score (MPS) of 0.75": a name with a value is a metric.
VALUE_AFTER = re.compile(r"(?:\s*\([^)]*\))?\s+(?:of|=|is|was)\s+(?:about\s+|only\s+)?\d")
# "On FooSet, X reaches", "Notably, on FooSet, we achieve": a sentence opened by where a result holds (a count with
# thousands commas may stand among the words before the name: "On 3,292 aligned FooSet clips, X reaches")
OPENING_ON = re.compile(
    r"(?:(?:^|[.!?]\s+)(?:On|For|(?:[A-Z][a-z]+ly|In\s+particular|Specifically|Moreover|Furthermore|Additionally"
    r"|In\s+addition|Finally|Further|Besides|Meanwhile),?\s+on"
    # "Across two agent models on FooCraft, ...": what was run, then where (not "based on", nor after the data:
    # "Across math benchmarks on several FooLM families")
    # (nor where it ran or what it read from: "With only 4 GPUs on FooCloud,", "With retrieval on BarWiki,")
    r"|(?:Across|With|Using)\s+(?:(?!(?:based|benchmarks?|datasets?|tasks?|suites?|[GTN]PUs?|CPUs?|nodes?|cores?"
    r"|retrieval)\b)[\w\-.]+\s+){1,4}on)"
    r"|[:;]\s+on)\s+(?:the\s+)?(?!top\s+of\b)"
    # (not "on top of BarNet", "on images generated by BarGAN": what is built on, or what made the data)
    r"(?:(?!(?:generated|produced|built|created|synthesized|made)\s+by\b)[\w\-+.]+(?:,\d{3})*\s+){0,3}"
    r"(?:(?<=[a-z]\s)\()?$")  # "On natural language inference (FooNLI), ...": the data of a task in brackets
# "For Large Foo Models to reliably answer ...": the opening states a purpose, not where a result holds
PURPOSE_AFTER = re.compile(r"\s+to\s+(?:[a-z]+ly\s+)?[a-z]")
# a plural class of models ("Transformers", "Networks") or of data ("Images", "Videos") names no one of them
CLASS_PLURAL = re.compile(r"[A-Z][a-z]+(?:er|or|work|model|net)s|(?:Image|Video|Frame|Scene|Photo|Sequence)s")
SIZE_PART = re.compile(r"(?<![A-Za-z0-9.])\d+(?:\.\d+)?[BM](?![A-Za-z])")
# "FooCap-1M", "BarChat-10M": a round count of millions (1M, 10M, 100M) in a name is its data's size; a model's size
# in millions is rarely round ("Pythia-160M", "FooLM-125M")
ROUND_MILLIONS_PART = re.compile(r"(?<![A-Za-z\d.])10*M(?![A-Za-z])")
# "a property we term X", "which we call X": the paper coins a name.
COINED_BEFORE = re.compile(r"\b[Ww]e\s+(?:term|call|name|dub|coin)\s+(?:(?:it|this|them|these|the\s+\w+)\s+)?[\"“']?$")
# "We instantiate it as FooBench, spanning ...", "we instantiate the methodology in BarBench-CA, a benchmark of ...": what
# the paper realises its idea as, named and then described (INSTANTIATED_DESCRIBED_AFTER; not "We instantiate the
# contract in Foo the Bar 2, a game", "in FooStack(,) and evaluate", "in FooCraft, a popular sandbox game": a place it
# runs in, or not described)
INSTANTIATED_BEFORE = re.compile(r"\b[Ww]e\s+instantiate\s+(?:it|this|them|these|the\s+[a-z][\w\-]*)\s+(?:as|in)\s+(?:the\s+)?$")
INSTANTIATED_DESCRIBED_AFTER = re.compile(
    r"(?:\s*\([^()]*\))?\s*(?:,(?!\s*(?:and|or|then|which|where)\b)(?!\s*an?\s+(?:popular|widely|well-known|standard|common"
    r"|classic|existing)\b)|:|\s[-–—]{1,2}\s)")  # not "in FooStack, and evaluate", "in Minecraft, a popular game"
# "a setting we term X", "a convention we call 'X'", "We call the stricter setting 'X'": the paper names a setting,
# task or convention it studies, neither a method nor a dataset ("a property we term X" stays the paper's coinage).
SETTING_NOUN = r"(?:setting|convention|task|problem|phenomenon|scenario|regime)"
SETTING_COINED_BEFORE = re.compile(
    rf"\b{SETTING_NOUN}\s+(?:that\s+|which\s+)?we\s+(?:call|term|name|dub|refer\s+to\s+as)\s+[\"“']?$"
    rf"|\b[Ww]e\s+(?:call|term|name|dub)\s+(?:this|the|it)\s+(?:[\w\-]+,?\s+){{0,4}}?{SETTING_NOUN}\s+(?:as\s+)?[\"“']?$")
# "we introduce Anytime Foo Segmentation: a new task for ...": the name is described as a new task or setting (the noun
# itself, not the first part of a modifier: "a novel task-adaptive framework" describes a method)
SETTING_DESCRIBED_AFTER = re.compile(rf"[\"”']?\s*(?:\([^)]*\)\s*)?[:,]\s+an?\s+(?:new|novel)\s+(?:[\w\-]+\s+){{0,2}}?{SETTING_NOUN}\b(?!-)")
# 'a "Try-Fix-Retry" paradigm' (not 'the popular "X" strategy'): a quoted name before a method word.
QUOTE_OPEN = re.compile(r"(?<!popular )(?<!standard )(?<!classic )(?<!widely used )\b(?:an?|our|novel|new)\s+[\"“]$")
QUOTED_METHOD_AFTER = re.compile(
    r"[\"”]\s+(?:paradigm|framework|strategy|mechanism|module|method|approach|technique|pipeline|scheme|algorithm"
    r"|loss|metric|protocol|principle)\b")
# "through modules such as A, B, and C", "two components: A and B": parts of a method, listed.
# "we introduce two complementary benchmark datasets.", "we release a new dataset:": the paper announces its data
DATA_ANNOUNCED_BEFORE = re.compile(
    r"\b[Ww]e\s+(?:\w+\s+){0,2}(?:introduc|present|releas|construct|build|curat|creat|propos|develop|collect)\w*\s+"
    r"(?:two|three|four|five|several|a\s+new|new)\s+(?:[\w\-]+\s+){0,3}(?:benchmarks?|datasets?|corpora|suites?)\s*[.:]"
    r"[^\n]{0,400}$")
# "two key components:", "three submodules:", "several innovations."
# (not "We evaluate four state-of-the-art agents:", "compare against three commonly used defense strategies:": others')
PARTS_COUNTED = (r"(?:(?<!evaluate\s)(?<!evaluates\s)(?<!evaluating\s)(?<!compare\s)(?<!compares\s)(?<!against\s)"
                 r"(?<!test\s)(?<!benchmark\s)(?<!examine\s)"
                 r"(?:two|three|four|five|six|several)\s+"
                 r"(?!(?:[\w\-]+,?\s+){0,2}?(?:state-of-the-art|SOTA|existing|commonly\s+used|widely\s+used|popular"
                 r"|representative|baseline|prior|standard|competing|leading|mainstream|off-the-shelf)\b(?!-))"
                 r"(?:[\w\-]+,?\s+){0,3}(?:modules|components|innovations|submodules"
                  r"|stages|mechanisms|strategies|designs|estimators|objectives|losses|branches|regularizers|penalties"
                  r"|attacks|measures|terms|operators|agents)"
                  # metrics only when new: "four metrics: Foo Index (FI), ..." may list others' metrics
                  r"|(?:two|three|four|five|six|several)\s+(?:novel|new)\s+(?:[\w\-]+,?\s+){0,2}metrics"
                  # or introduced so: "we introduce two complementary metrics: the Foo Index (FI), ..."
                  r"|(?:introduce|propose|define|design|develop)\s+(?:two|three|four|five|six|several)\s+(?:[\w\-]+,?\s+){0,2}metrics)")
PARTS_OPENING = PARTS_COUNTED + r"\s*[.:]\s*"
# after a later item of a list of parts: what it is or does ("Foo Reward mechanism that ...", "Foo Loss ensures ...",
# "Foo Mode, where ..."), not the next item of a list of plain names ("Foo Accuracy, Bar Quality, and ...")
PART_ITEM_AFTER = re.compile(r"\s*(?:\([^()]*\))?\s*(?:,\s*(?:which|where|that|to)\b|\s+(?:which|that|to|for)\b"
                             r"|\s+(?:module|strategy|mechanism|approach|loss|block|layer|network|reward)\b|\s+[a-z]+s\s+[a-z])")
COMPONENT_LIST_BEFORE = re.compile(
    r"\b(?:modules?|components?|blocks?|submodules?)\s*(?:,\s*)?(?:such\s+as|including|namely|:)\s+"
    + LIST_SO_FAR
    # "introduces two key components: 1) FooGuide, ...", "two complementary components. Foo Mask (FM) leverages"
    + rf"|\b{PARTS_OPENING}(?:\(?(?:1|i|a)\)\s*)?$"
    # "comprises three submodules: (1) Foo Budgeting (FB) assigns ... (2) Bar Ranking (BR) ...": a later item
    + rf"|\b{PARTS_OPENING}.{{0,400}}?(?<![\w.])\(?(?:[2-6]|ii|iii|iv|v|vi)\)\s*(?:an?\s+|the\s+)?$"
    # "three complementary modules. First, a training-free Foo Initialization ... Second, a Bar Tracker": an item
    # opening a sentence by its ordinal, past at most two lowercase words (the counted parts may be described before
    # the list opens: "three integrated components that guide the agent. First, a mandatory Foo Verifier ...")
    + rf"|\b{PARTS_COUNTED}(?:\s+(?:that|which)\s+[^.:]{{0,120}})?\s*[.:]\s*(?:[^.]*\.\s+){{0,4}}(?:First|Second|Third|Fourth|Finally|Lastly),\s+(?:an?\s+|the\s+)?"
    r"(?:[a-z][\w\-]*\s+){0,2}$"
    # "The core component is FooVerifier", "the key module of our method is Bar Gate": the one part it names; also
    # "Its core module, the Foo Projector (FP), fuses", "Our key innovation is a Bar Fusion (BF) mechanism", "At the
    # core of FooNet is Baz Alignment, an objective"
    r"|\b(?:[Tt]he|[Ii]ts|[Oo]ur|[Aa])\s+(?:core|key|main|central)\s+(?:component|module|innovation|contribution|element)"
    r"(?:\s+of\s+(?:our|the|this)\s+[\w\-]+)?(?:\s+is|,)\s+(?:the\s+|an?\s+)?$"
    r"|\b[Aa]t\s+the\s+(?:core|heart)\s+of\s+[\w\-]+\s+(?:is|lies)\s+(?:the\s+|an?\s+)?$",
    re.DOTALL)
# "Its active component, Prefix-Conditioned Foo (PCF), re-elicits", "The first stage, Bar Graph Learning (BGL), ...": one
# part named in apposition after the word for a part, whatever its adjective; verify asks the name to carry its own
# acronym (not "The retrieval module, BarRetriever, ...", an existing tool used as a part)
PART_APPOSITIVE_BEFORE = re.compile(
    # (not after a preposition: "In the second stage, Foo Anything Model (FAM) converts ..." is no apposition)
    r"(?<![Ii]n\s)(?<![Aa]t\s)(?<![Dd]uring\s)(?<![Aa]fter\s)(?<![Ff]or\s)(?<![Bb]y\s)"
    r"\b(?:[Ii]ts|[Oo]ur|[Tt]he)\s+(?:[a-z][\w\-]*\s+){0,2}(?:component|module|stage|phase|block|branch|mechanism)"
    r"\s*,\s*(?:the\s+|an?\s+)?$")
# the bracketed acronym and the comma that close the apposition, then what the part does: "..., Prefix-Conditioned Foo
# (PCF), re-elicits"; not what it is ("The attention mechanism, Grouped-Bar Attention (GBA), is the culprit": a part
# of the model studied; review of rules-234)
ACRONYM_THEN_COMMA_AFTER = re.compile(r"\s*\([A-Za-z][\w\-]{1,11}\)\s*,(?!\s*(?:is|are|was|were)\b)")
# "two stages: Foo Activation (FA), which ..., and Bar Optimization (BO)", "three modules: the Foo Module (FM) ...;
# the Bar Fusion (BF) ...": an item opening after a comma, a semicolon or "and", anywhere in the sentence the parts open
# (balanced brackets only: not "and Segmentation Handler" inside a long form); verify asks the name to be one (its own
# acronym, or capitalised words a description follows: PART_ITEM_AFTER)
# "The agent consists of a Foo Abstraction Engine for ..., a Bar Retrieval Engine for ..., and a Baz Controller for
# ...": the parts a method is made of, each named as one (verify._part_item)
PARTS_MADE_OF_BEFORE = re.compile(
    r"\b(?:consists\s+of|comprises|is\s+composed\s+of)\s+"
    r"(?:(?:[^().\n]|\.(?!\s)|\([^()]*\))*?(?:[,;]\s*(?:and\s+)?|\s+and\s+))?(?:the\s+|an?\s+)?$")
PART_ITEM_BEFORE = re.compile(
    rf"\b{PARTS_COUNTED}\s*:\s*(?:[^().\n]|\.(?!\s)|\([^()]*\))*?(?:[,;]\s*(?:and\s+)?|\s+and\s+)"
    r"(?:the\s+|an?\s+)?$")
# "Foo Bar Extraction (FBE) samples trajectories", "an initial Dual-Stream Foo Network (DSFN) fuses": a
# capitalised name defined with its acronym (plain or "\texttt{FOO}") and doing something at once, in the verb's
# third person, perhaps after "further/also/then/first" (not "has/is", not a plural noun after the acronym: "(LLMs) models").
DEFINED_SUBJECT_AFTER = re.compile(
    r"\s*\((?:\\[a-z]+\{)?[A-Z][A-Za-z0-9\-]*\}?\)\s+(?:[a-z]+ly\s+|(?:further|also|then|first)\s+)?"
    r"(?!(?:is|has|was|does|remains|seems|models|methods|tasks|datasets|benchmarks|approaches|systems|networks"
    r"|techniques|frameworks|algorithms|agents|modules|layers|tokens|features|scores|metrics|results|settings"
    r"|problems|values|weights|papers|works|studies|sets|series|variants|baselines|pipelines|tools|rules)\b)"
    r"[a-z]{2,}(?:s|es)\b(?!\s+(?:of|and|or|are|were|have)\b)")
# where such a name stands: a clause's opening (after "First,", "(1)", an article and at most one lowercase word)
DEFINED_SUBJECT_BEFORE = re.compile(
    r"(?:^|[.;:]\s+|,\s+|\(?(?:\d|i{1,3}|iv|v)\)\s*|\b(?:[Aa]n?|[Tt]he|[Ii]ts|[Oo]ur)\s+(?:[a-z][\w\-]*\s+)?)$")
# the paper has already said what it makes ("we propose ...", "our framework ..."): names defined after it are its parts
OWN_WORK_BEFORE = re.compile(
    r"\b[Ww]e\s+(?:\w+\s+){0,2}(?:propos|introduc|present|develop|design|devis)\w*\b"
    r"|\b(?:[Oo]ur|[Tt]his)\s+(?:\w+\s+)?(?:framework|method|approach|model|system|pipeline|architecture)\b"
    # "this paper proposes FooNet": the paper, not "we", says what it makes
    r"|\b[Tt]his\s+(?:paper|work|study|article|letter)\s+(?:\w+\s+)?(?:propos|introduc|present|develop|design)\w*\b")
# "FooSA 2.0", "Foo Eval 2.0": a dotted version written after a name is part of it (one digit before the dot, not
# "0.95"; no unit or percent after it: not "FooNet 2.5x", "BarSet 3.5%"; "and", "or", "in" after it: "datasets,
# FooNotes 5.0 and BarNUT", "53.0% in FooWOZ 2.1 in an open setting"; a preposition after it: "on FooBench 2.0 by
# 7.9 pp", "BarLM 3.5 across four tasks"; a split after it: "the FooVIS 1.0 validation set"); so is one whole digit or a two-digit edition (20-29, as "FooMO 24")
# closed by ", ", "and", ")" or the sentence's end ("FooArena 2, BarBench", "on FooME 24, FooME 25, and QUXT 25";
# not "With 7,662 classes")
VERSION_AFTER = re.compile(r" [1-9]\.\d{1,2}(?=[^\w\s.%]|\.(?!\d)|\s*$|\s+(?:corpus|dataset|benchmark|suite|and|or|in"
                           r"|by|on|with|across|for|validation|val|test|dev|train|training|split"
                           # "FooAI 2.0 (FAI-2), a novel framework", "a framework FooRaF 2.0 that leverages", "FooRaF 2.0
                           # achieves": a bracket, a relative clause or the name's verb after the version (modern20c)
                           r"|that|which|achieves|achieved|outperforms|model)\b|\s+\((?![\s\d.$+\-−]))"  # not "FooEdit 1.6 (38.4%)": its score
                           r"(?!\s*(?:×|\\times|\\?%|\$))"
                           # "the Foonauts 2025 challenge", "the Foo 2011 benchmark": an edition's year before its noun
                           r"| (?:19|20)\d\d(?=\s+(?:[Cc]hallenge|[Cc]ompetition|benchmark|dataset|corpus)\b)"
                           r"| (?:[1-9]|2\d)(?=,\s|;|\)|\s+(?:and|or)\s|\.\s|\.?$"  # "on FooArena 2, BarBench and": a whole version
                           r"|\s+(?:benchmark|dataset|corpus)s?\b)"  # "the FooTec QA 2 dataset" (not "FooLM 3 suite of models"; modern19j)
                           # "FooRGB 60, FooRGB 120 and BarMMD", "(FooNet 1K)", "FooLens 1M and BarCDs benchmarks": an edition's
                           # size (two or three digits, or K/M after) closed by a list joiner, a bracket or a data noun
                           r"| (?:[1-9]\d{1,2}|[1-9]\d{0,2}[KM])(?=,\s|;|\)|\s+(?:and|or)\s|\s+(?:benchmarks?|datasets?)\b)"
                           # "the FooCrowd Part A and FooCrowd Part B datasets", "the FooVC Class B dataset": a part's letter after its word
                           r"|(?:(?<=\bPart)|(?<=\bTrack)|(?<=\bTask)|(?<=\bSubtask)|(?<=\bSubset)|(?<=\bClass)) [A-Z](?![\w\-'’])")
# "MATH 500", "CIFAR 10", "MovieLens 1M": a whole number (a size, K or M after it) written after a name with a space,
# part of the name when the lexicon knows the two together as one dataset (candidates; not "MMLU 5 points")
KNOWN_SIZE_AFTER = re.compile(r" \d{1,4}[KM]?(?![\w%\-]|[.,]\d|\s*(?:\\?%|points?|pp)\b)")
# "FOO 2014", "BarEval 2022 Task 8": a yearly benchmark or shared task written in capitals is named with its year
# (candidates.find_names; not a venue's year: "at CVPR 2025" says where, not what; not "FOO 2014%")
YEAR_AFTER = re.compile(r" (?:19|20)\d\d(?: [Tt]ask \d{1,2})?(?![\w%]|[.,]\d|\s*\\%)")
VENUES = frozenset({"AAAI", "ACL", "BMVC", "COLING", "CVPR", "ECCV", "EMNLP", "ICASSP", "ICCV", "ICLR", "ICML", "ICRA",
                   "IJCAI", "IROS", "KDD", "MICCAI", "NAACL", "NeurIPS", "NIPS", "SIGIR", "WACV", "WWW", "Interspeech"})
# "We present FooLab's team solution": a team or lab that owns the work is no method
TEAM_AFTER = re.compile(r"(?:'s|’s)\s+(?:team|group|lab|laboratory|submission|entry)\b")
# "our FooCity test submission", "our BarNet 2017 classification entry": a split or task word between the name and
# "submission"/"entry" says the name is what was submitted to (a benchmark), not the paper's own; so does an
# edition's number in the name itself ("our FOOLES'26 submission", not "our FooNet submission")
SUBMITTED_TO_AFTER = re.compile(r"(?<=\d)\s+(?:submission|entry)\b|\s+(?:[a-z][\w\-]*\s+){1,2}(?:submission|entry)\b")
# "available in our FooHub repository", "code at FooHub: https://...", "at our FooHub after acceptance": where the
# paper's code or data is hosted (a code-hosting site), not a method it introduces (verify: veto-code-host)
HOSTED_AT_BEFORE = re.compile(r"\b(?:available|released|hosted|accessible|shared|open-sourced|deposited|uploaded)\s+(?:\w+\s+){0,2}?"
                              r"(?:at|on|in|via|from|through)\s+(?:our\s+|the\s+)?$", re.IGNORECASE)
# "We release an easy-to-use FooS dataset on FooFace": the data (or code) released, then where it is put
RELEASED_ON_BEFORE = re.compile(r"\b(?:release|releases|releasing|publish|share|upload|host)\s+(?:[\w\-]+\s+){0,4}?"
                                r"(?:datasets?|data|code|models?|weights|checkpoints?|benchmarks?|corpus|corpora)\s+"
                                r"(?:publicly\s+)?(?:at|on|via|through)\s+(?:our\s+|the\s+)?$", re.IGNORECASE)
HOST_AFTER = re.compile(r"\s+(?:repositor(?:y|ies)|repo|page|account|organi[sz]ation)\b|\s*:?\s*https?://")
# "an objective metric FooEval": named right after the word metric, a metric, not a benchmark
# ("the metrics FooScore and BarScore", "metrics BLEU, METEOR, and FooER": each item of a list after "metrics")
METRIC_WORD_BEFORE = re.compile(r"\bmetrics?\s*,?\s*(?:(?:called|named|termed|dubbed)\s+)?"
                                r"(?:[\w\-@]+(?:\s*,\s*[\w\-@]+)*\s*,?\s+(?:and|or)\s+)?$")
# "annotations to construct the FooS-A, FooS-B, and FooS-C datasets": names listed as the data being made
MADE_DATA_LIST_BEFORE = re.compile(
    r"\b(?:to|[Ww]e|and)\s+(?:construct|build|creat|curat|assembl)\w*\s+(?:the\s+)?(?:new\s+)?(?:"
    + LIST_SO_FAR + r")?$")
MADE_DATA_LIST_AFTER = re.compile(
    r"(?:\s*,\s*(?:and\s+)?[A-Z][\w\-]*|\s+and\s+[A-Z][\w\-]*)*\s+(?:datasets|benchmarks|corpora|dataset|benchmark)\b")
# "we curate and release four benchmarks: FooQA, BarQA, and BazQA", "we construct two resources: (1) FooBench, a ...":
# names listed right after the colon of the paper announcing the data it makes (a count or "new" before the data noun)
MADE_DATA_COLON_LIST_BEFORE = re.compile(
    r"\b[Ww]e\s+(?:\w+\s+){0,2}?(?:construct|build|built|curat|creat|releas|collect|compil|assembl|establish)\w*\s+"
    r"(?:and\s+[a-z]+\s+)?(?:two|three|four|five|six|several|\d|new)\s+(?:[\w\-]+\s+){0,3}?"
    r"(?:benchmarks|datasets|corpora|suites|resources)\s*:\s*(?:\(?(?:\d|i{1,3}|iv|[a-d])\)\s*)?(?:"
    + LIST_SO_FAR + r")?$")
# "We study this with FooRetain, a lightweight framework ...": the means the paper itself works through, named
# with an appositive that calls it a method (the verb's object is "this/it": what the paper does, not a comparison)
MEANS_BEFORE = re.compile(
    r"\b[Ww]e\s+(?:\w+\s+)?(?:study|investigate|examine|analy[sz]e|probe|explore|address|tackle|realize|implement"
    r"|operationali[sz]e|achieve|solve|test"
    # "We bridge this gap with FooMem, a ... framework", "we overcome these limitations with" (rules-140)
    r"|bridge|close|fill|overcome|mitigate|alleviate|remedy|resolve)\s+(?:this|these|it|them|that)\s+"
    r"(?:[a-z][\w\-]*\s+){0,2}?(?:via|with|through|using)\s+(?:our\s+)?(?:\\[a-z]+\{)?$")
# (after a comma, or a colon: "via Bar Residual Quantization (BRQ): a single residual correction term"; the head may be a
# kind of method's part or agent: "with FooRouter, a four-stage router that ..." (rules-205))
# The words an appositive calls others' widely used work by, wherever an appositive is read ("BarLM, a popular model",
# "BLEU, a standard metric"), and each reading's own further words: what the paper uses is often "pretrained" or a
# "baseline" (MEANS_APPOSITIVE_AFTER), but what it makes may be "a pretrained encoder" or "a strong proxy" of its own
# (OWN_APPOSITIVE_AFTER, METRIC_APPOSITIVE_AFTER; review of session 37's tidy, which had joined the three lists)
WIDELY_USED_WORDS = r"popular|standard|widely|well-known|classic(?:al)?|conventional|existing"
OTHERS_MEANS_WORDS = rf"(?:{WIDELY_USED_WORDS}|pretrained|pre-trained|commercial|off-the-shelf|baseline|common)\b"
OTHERS_OWN_WORDS = (rf"(?:{WIDELY_USED_WORDS}|common|traditional|recent|strong|state-of-the-art|leading|prominent|commercial"
                    r"|proprietary|representative)\b")
OTHERS_METRIC_WORDS = rf"(?:{WIDELY_USED_WORDS}|traditional|common|established)\b"
# ... and the nouns it calls a method by
METHOD_KIND_NOUNS = (r"(?:framework|method|approach|pipeline|toolkit|paradigm|system|algorithm|technique|model|tool"
                     r"|library|protocol|network|architecture|agent|module)")
MEANS_APPOSITIVE_AFTER = re.compile(
    r"\}?\s*(?:\((?![^()]*(?:et\s+al|\d{4}|,))[^()]{1,30}\)\s*)?[,:]\s*an?\s+"
    # (not a citation in the brackets, nor others' tool: "BarLM (Doe et al., 2024), a pretrained ...", "a standard")
    rf"(?!(?:[\w\-]+\s+){{0,2}}{OTHERS_MEANS_WORDS})(?:[\w\-]+,?\s+){{0,7}}?(?:{METHOD_KIND_NOUNS}|router|mechanism"
    r"|strategy|scheme|procedure|recipe|objective|loss|regularizer|estimator|controller|planner|correction\s+term)\b")
# "We realize this idea in FooSpine, a training-free framework that ...", "At its core is FooNet, a transformer-based
# network": in a sentence where the paper acts (we, this paper or report, "at its core"), a name its appositive calls a
# method (verify._own_appositive); not one the paper uses, tests or compares against ("we compare against BarNet, a
# strong baseline": OWN_APPOSITIVE_BLOCK), nor one called common. (Data nouns too, "we ... with FooSet, a benchmark
# of ...", would add 3 right names on the guard set but give ImmigrationQA-like data counts to the set, which that
# gold leaves null: attribution -2; left out.)
CAPITALISED_WORD = re.compile(r"[A-Z][a-z]{2,}")  # "Faraday": one plain capitalised word (verify._coined_word)
RELATIVE_WORD = r"(?:which|that|who|whom|whose|where|when)"  # opens a clause: "a failure mode in which ..."
# what a paper finds rather than makes: "We identify Foo Drift, a failure mode of multi-agent systems" (review of rules-230)
PHENOMENON_WORD = r"(?:failure|pathology|phenomenon|phenomena|bias|vulnerability|problem|tendency)"
OWN_ACTOR = re.compile(rf"\b(?:[Ww]e|{THE_PAPER}|[Aa]t\s+(?:its|the)\s+core)\b")
OWN_APPOSITIVE_AFTER = re.compile(
    # (its acronym may stand between: "We address both with Foo Self-Distillation (FSD), a parameter-efficient
    # framework")
    # (its words, quoted or not, stop at a relative word or a phenomenon's: not "We identify Foo Drift, a failure mode in
    # which modules ...")
    rf"\s*(?:\([A-Z][A-Za-z0-9\-]{{1,9}}\))?\s*,\s*(?:the\s+first\s+|an?\s+)(?!{OTHERS_OWN_WORDS})"
    rf"(?:(?!{RELATIVE_WORD}\b|{PHENOMENON_WORD}\b)[\w\-'\"“”]+,?\s+){{0,6}}?(?:{METHOD_KIND_NOUNS}|evaluator|detector|metric)s?\b")
# "Preference-Aware FooRL (PA-FooRL) is introduced, separating ...", "Bar Fusion Layer is proposed to ...": a name that
# opens its sentence said to be introduced now (is/are; not "was introduced in [12]", nor "proposed by Foo et al."):
# verify._passive_introduced (round 34)
PASSIVE_INTRODUCED_AFTER = re.compile(
    r"\s*(?:\([^()]{1,20}\))?,?\s+(?:is|are)\s+(?:(?:then|further|also|first|hereby|here|newly)\s+)?"
    r"(?:introduced|proposed|presented)\b(?!\s+(?:by|in)\b)")
# "FooScore, a lesion-level clinical metric introduced here, ...", "on BarRob, a real-world robot dataset introduced in
# this work": a name its appositive says the paper introduces (verify._introduced_here)
INTRODUCED_HERE_AFTER = re.compile(
    # (not a baseline the paper builds to compare with: "BarLite, a heuristic baseline developed here")
    r"\s*(?:\([A-Z][A-Za-z0-9\-]{1,9}\))?\s*,\s*(?:an?|the)\s+(?:(?!baselines?\b)[\w\-]+\s+){0,6}?"
    r"(?:introduced|proposed|developed|presented)"
    r"\s+(?:here(?:in)?\b|in\s+(?:this|the\s+present)\s+(?:work|paper|study|article)\b(?!['’]s))")
# "We quantify X with Foo Intensity (FI), a transparent proxy for ...", "we define Bar Score, a finding-level metric": in
# a sentence where the paper makes, defines or quantifies (OWN_METRIC_VERB), a name its appositive calls a metric, proxy,
# measure, index or score is the paper's own metric (not one called standard or common: "BLEU, a standard metric")
OWN_METRIC_VERB = re.compile(r"\b(?:introduc|defin|propos|present|design|develop|quantif|formulat)\w*\b")
METRIC_APPOSITIVE_AFTER = re.compile(
    rf"\s*(?:\([A-Z][A-Za-z0-9\-]{{1,9}}\))?\s*,\s*(?:the\s+first\s+|an?\s+)(?!{OTHERS_METRIC_WORDS})"
    r"(?:[\w\-']+,?\s+){0,6}?(?:metric|proxy|measure|index|score)\b")
OWN_APPOSITIVE_BLOCK = re.compile(
    r"\b(?:evaluat|test|compar|benchmark|adopt|employ|appl[yi]|leverag|fine-?tun|extension|extend|transfer|analy"
    r"|outperform|surpass|baseline)\w*|\b(?:use[sd]?|using|than|against|on|across|over|such\s+as|including|like|from"
    # "combines the strengths of FooGrammar, a knowledge-intensive model, and ...": what the system joins exists (not
    # "we further integrate FooAgent, an editing agent": the paper's own part)
    r"|combin\w*\s+(?:the\s+)?(?:strengths?|advantages?|benefits?|merits?)\s+of"
    r"|versus|vs|based)\b", re.IGNORECASE)
# "adapting Bar Feature Retention (BFR), an unstructured pruning technique", "We revisit Bar Memory Replay (BMR), a
# continual learning method", "a failure mode of BarPO, an RL algorithm": what the paper adapts, studies or finds
# wanting, right before the name, exists already (review of rules-223; not "we show that FooFrame, an adaptive
# framework ..., establishes": the paper's own, as likely as another's there; nor the last of the paper's verbs, "We
# design, implement and investigate FooCache, a caching system")
STUDIED_RIGHT_BEFORE = re.compile(
    r"(?<!\band\s)(?<!,\s)\b(?:adapt(?:s|ed|ing)?|revisit\w*|stud(?:y|ies|ied|ying)|reproduc\w*|replac\w*|generali[sz]\w*|examin\w*"
    r"|investigat\w*|analy[sz]\w*"
    r"|(?:failure|failures|weakness|weaknesses|limitation|limitations)(?:\s+[a-z]+)?\s+of)\s+(?:the\s+)?$",
    re.IGNORECASE)
# ... a name right after a capitalised word (perhaps with "and/of/with" between), a colon or a dash is part or long
# form of another: "Verbose FooOps", "FOOD: Foo Discovery and Annotation Model", "a twin-FooLog", "FOO&BAR"; so is one after
# "X, the" ("we present FOO, the Foo Engine, a ...")
# "test-time" blocks an appositive as "test" does ("We explore test-time scaling via BarQ-32B, an open reasoning model"),
# but not in a sentence that makes something ("We propose ... for test-time scaling and instantiate it through Foo
# Assessment (FA), a training-free framework": verify._own_appositive, with MAKING_VERB; review of rules-230)
TEST_TIME = re.compile(r"test[\-\s]time", re.IGNORECASE)
OWN_APPOSITIVE_JOINED_BEFORE = re.compile(
    r"(?:\b[A-Z][\w\-]*\s+(?:(?:and|of|with|for|the|in|to|from|via)\s+)?|[:\-&]\s*|,\s*the\s+)$")
# "we ... then construct FooSet-3M, a ... dataset", "a pipeline to produce FooD2, a dataset of ...": the data the
# paper makes, named with its appositive (the verb right before the name; "we" opens its sentence's subject)
# (also "this pipeline yields FooSet, a dataset": MADE_BY_OWN_PROCESS; not "we describe the construction of FooQA, a
# dataset of 17,058 pairs": on the guard set the data's counts then went to FooQA where the gold leaves them null)
MADE_DATA_VERB_BEFORE = re.compile(
    r"\b(?:(?:then|also|further)\s+)?(?:construct|build|built|creat|curat|produc|compil|assembl|synthesiz|collect|yield)\w*\s+$")
# "This pipeline yields ...", "The process produces ...": the paper's own process as the subject that makes the data
MADE_BY_OWN_PROCESS = re.compile(r"\b(?:[Tt]his|[Tt]he|[Oo]ur)\s+(?:[\w\-]+\s+)?(?:pipeline|process|procedure)\b")
# "our newly released dataset, FooDoc-55K, which ...", "our reflection dataset FooBench-R": the paper's own data named
# after its noun (lowercase words only between: not "On our FOO dataset, FooNet achieves"; and after a comma, the
# name's own comma or bracket closes it: not "On our dataset, FooCat achieves")
# (modifiers only: not "our methods on the benchmark MPQA"; listed with commas: "our curated, publicly available,
# large-scale dataset FooData"); "this" too where "named/called" gives the name ("This large dataset, named FooSet 3.0,")
OUR_DATA_BEFORE = re.compile(r"\b(?:[Oo]ur|[Ii]ts|(?P<this>[Tt]his))\s+(?:(?!(?:on|in|of|for|with|to|from|at|by|the|an?|our|this)\s)[a-z][\w\-]*,?\s+){0,4}?"
                             r"(?:benchmark|dataset|suite|corpus|testbed)(?P<comma>\s*,)?\s+(?P<named>(?:named|called|dubbed|termed)\s+)?$")
APPOSITION_CLOSED = re.compile(r"\s*[,(]")
# "FooEval, our benchmark for ...", "FOO-BENCH, our physical-intelligence evaluation suite": called the paper's own data
OUR_DATA_AFTER = re.compile(r"\s*(?:\([^)]*\)\s*)?,\s+our\s+(?:[\w\-]+\s+){0,4}?(?:benchmark|dataset|suite|corpus|testbed"
                            r"|re-?annotation)\b")
# "we operationalize the code with FooSet, a benchmark of ...", "we introduce FooPref, ..., alongside FooEval, a ...
# benchmark": the data the paper works through or adds, right after "with"/"alongside" in a sentence where the paper acts
# (verify._own_data_appositive; not "we describe the construction of FooQA, a dataset": see MADE_DATA_VERB_BEFORE)
OWN_DATA_MEANS_BEFORE = re.compile(r"\b(?:with|alongside)\s+(?:our\s+)?$")
# "FooNet introduces BarDetach, a mechanism ...", "FooNet employs a parameter-free Bar Box mechanism": what the paper's
# method introduces, incorporates or employs is its part (verify checks that the method's name ends right before it)
PART_VERB_BEFORE = re.compile(r"\s+(?:further\s+|also\s+|then\s+|additionally\s+)?(?:introduces|incorporates|features"
                              r"|devises|designs|proposes|presents|employs|builds|constructs)\s+(?:a\s+|an\s+|the\s+)?"
                              r"(?:novel\s+|new\s+|innovative\s+|lightweight\s+|hierarchical\s+|[a-z]+-(?:free|based)\s+)?$")
# "Our training approach includes Foo Fine-tuning (FooFT) to ..., and Bar Policy Optimization (BarPO) for ...",
# "FooRAG, a framework ..., which includes InterFoo, LocalFoo, and MemFoo", "FooPA couples (i) Foo Upsampling (FU),
# which ..., and (ii) ...": a verb of containing whose subject is the paper's method (its name or "our") lists the
# method's parts (verify._contained_part); each item follows the verb or a list junction, perhaps numbered
CONTAINS_PARTS_VERB = re.compile(
    r"\b(?:includes|comprises|comprising|consists\s+of|consisting\s+of|couples)\s+"
    r"(?:(?:two|three|four|five|several)\s+(?:[\w\-]+\s+){0,2}[a-z]+s\s*:\s*)?")
CONTAINED_PART_JUNCTION = re.compile(r"(?:^|[,;]\s*(?:and\s+)?|\s+and\s+)(?:\(?(?:\d|[ivx]+)\)\s*)?(?:an?\s+|the\s+)?$")
# ... not after a count ("comprises 1,463 images from FooSet, BarSet"), an example list, or a comparison
CONTAINED_PART_BLOCK = re.compile(
    r"\d[\d,.]*\s+[a-z]|\b(?:such\s+as|including|compar\w*|baselines?|than|against|existing|previous|prior)\b",
    re.IGNORECASE)
# ... a name without its acronym is a part only in a list of names alone ("includes InterFoo, LocalFoo, and MemFoo";
# not "comprising SFT cold-start, Foo-RL and ...": stages named in passing) or where a description follows it
PLAIN_NAME_LIST = re.compile(r"(?:[A-Z][\w\-]*(?:[,;]\s*(?:and\s+)?|\s+and\s+))*")
# ... nor a part of data ("comprises ... Foo Raw Data (FRD), Bar Test Data (BTD)")
DATA_PART_END = re.compile(r"\b(?:Data|Set|Split|Subset)$")
# "FooNet ... via a novel Bar Consistency Loss": several capitalised words the paper calls novel name a part of
# its own method (not an appositive describing the method itself: "FooNet, a novel Bar Reasoning framework").
NOVEL_PART_BEFORE = re.compile(r"(?<![,:])\s+(?:an?|the)\s+(?:novel|innovative)\s+$")
# "we introduce a Branch Foo Refinement module", "utilized in a \\textit{Cross-modal Bar Identification} module": after
# an article (and at most two lowercase words, or a markup command), several capitalised words then one part noun
# name a part; verify asks the paper's own method to be named before it (a contribution described alone, "We
# introduce a Learned Denoising mechanism", stays unnamed: veto-description; so does what a "mechanism" or "strategy"
# after such words describes, "an Early-Exit Strategy": no part noun of an architecture)
NAMED_PART_BEFORE = re.compile(r"\b(?:[Aa]n?|[Tt]he)\s+(?:[a-z][\w\-]*\s+){0,2}(?:\\[a-z]+\{)?$")
NAMED_PART_AFTER = re.compile(r"\}?(?:\s*\([^()]*\))?\s+(?:module|block|layer|unit|branch|head)\b(?!-)")
# "a Hierarchical Foo Planning Module", "a Bar-Aware Decoding Layer": the part noun capitalised as the name's last word
# (the name then carries it; read as NAMED_PART_AFTER is), after two words or more (not "a Spatial Layer for
# movements": one word before "Layer" names a level of a scheme, no part)
# (not "Unit": "Gated Recurrent Unit", "Exponential Linear Unit" are known units a method uses)
NAMED_PART_END = re.compile(r"[\w]+[\s-]+[\w]+\s(?:Module|Block|Layer|Branch|Head)$")
# "the novel FooFuser module", "a proposed Bar2d-Pro block": one coined word (five characters or more, lowercase with
# a digit or a capital right after a lowercase letter) names a part before a part noun too, as several capitalised
# words do (not "the CoT block", "an MLP head", "the Squeeze-and-Excitation block", "a BiLSTM layer": short,
# all-capital, words joined, or a known unit's capitals after a prefix)
COINED_PART_WORD = re.compile(r"(?=[\w\-]{5,}$)[A-Z][\w\-]*?(?:\d[\w\-]*[a-z]|[a-z][\w\-]*?\d|[a-z][A-Z])[\w\-]*(?<![A-Z]{2})")
# Well-known model families: a name that starts with one is a model, never a dataset
# ("Claude 3.5 Sonnet", "GPT-4", "Llama-3.1"); general knowledge of the field.
MODEL_FAMILY = re.compile(
    r"(?:GPT|ChatGPT|Claude|Gemini|Gemma|Llama|LLaMA|Qwen|Mistral|Mixtral|DeepSeek|Phi|Grok|PaLM|Vicuna|Falcon"
    r"|BLOOM|Pythia|BERT|RoBERTa|DeBERTa|T5|Flan-T5|CLIP|SigLIP|LLaVA|InternVL|MiniCPM|Whisper|DALL-E|SDXL"
    r"|Stable\s+Diffusion|o1|o3|o4|YOLO|Ultralytics|ViT|DeiT|Swin|DINO|DINOv2|SAM|Mamba|ConvNeXt|U-Net|Sora|Wan"
    r"|Kimi|GLM|InternLM|Baichuan|OLMo|Yi|Command\s+R|ERNIE"
    # the convolutional networks of the 2010s ("ResNet-50", "VGG-16", "MobileNetV2")
    r"|AlexNet|VGG|GoogLeNet|Inception|ResNet|ResNeXt|WideResNet|DenseNet|MobileNet|ShuffleNet|EfficientNet"
    # as API identifiers are written, in lowercase, a version or a dash right after ("gpt-4o", "qwen3.5-9b")
    r"|(?:gpt|qwen|llama|gemma|deepseek|mistral|claude|gemini)(?=[\-\d]))"
    r"(?:-?V\d)?(?![A-Za-z])")  # "InceptionV3", "MobileNetV2"
# "ModernBERT", "SciBERT", "DistilBERT": a BERT model named by what it is tuned for (verify._evaluated_model)
BERT_KIN = re.compile(r"[A-Za-z]+BERT")
# "Qwen3 32B", "GPT-OSS 120B", "Mistral 24B", "Qwen Coder 3B", "BarLM2.5-VL 7B", "FooPajama 3B": a model's name
# (a known family, or one word with a digit or a capital inside) right before a size in billions, its name's part as
# in "Qwen3-32B"; not "Stage 4B", "At 30B", nor a size of data ("FooText 40B tokens": DATA_ITEMS_AFTER_SIZE)
_NAME_TAIL = r"[\w\-]*(?:\.\d[\w\-]*)*"  # "2.5-VL" in "Qwen2.5-VL": a dot only inside a version, never a sentence's end
MODEL_NAME_BEFORE_SIZE = re.compile(
    rf"(?:\b{MODEL_FAMILY.pattern}{_NAME_TAIL}(?:\s+[A-Z][a-z]+)?|\b[A-Z][A-Za-z]*(?:\d|[a-z][A-Z]){_NAME_TAIL})\s+$")
# "Gemini 2.5 Flash", "Claude Opus", "On Qwen 3.7 Flash,": a known family, its version, then one capitalised word:
# the word is the model's tier, no name of its own (veto-model-tier; a size is MODEL_NAME_BEFORE_SIZE's)
MODEL_FAMILY_BEFORE = re.compile(rf"\b{MODEL_FAMILY.pattern}{_NAME_TAIL}(?:\s+\d+(?:\.\d+)*)?\s+$")
# "Qwen3-VL-4B", "GPT5.5", "Llama 3.1", "DINOv2-Small", "Qwen3-0.6B": a known family with only its version, size and
# tier after it names a released model, no coined method ("DeBERTa-Sentinel", "T5 Contrastive Booster" are coined)
FAMILY_RELEASE = re.compile(
    rf"{MODEL_FAMILY.pattern}(?:[\s\-.]*(?:v?\d+(?:\.\d+)*[a-z]?|\d+(?:\.\d+)?[BMK](?:-A\d+(?:\.\d+)?B)?|VL|Small|Base"
    r"|Large|Mini|Instruct|Chat|Coder|Pro|Flash|Turbo|mini|it))*")
# "We introduce Gemma 4", "This work presents Qwen3-Coder": a release verb right before the name makes it the paper's
RELEASE_VERB_BEFORE = re.compile(r"\b(?:introduc|present|releas|propos|buil|train|develop)(?:e|es|ed|ing|t|s)?\s+$")
DATA_ITEMS_AFTER_SIZE = re.compile(r"\s+(?:tokens?|words?|images?|samples?|examples?|pairs?|sentences?|documents?"
                                   r"|frames?|hours?|videos?)\b")
# A metric written out: "Word Error Rate", "Mean Average Precision".
METRIC_LONG = re.compile(
    # ("Exact Match" is a metric, but "3DMatch", "FooMatch" glued to their prefix name data or methods)
    r"(?:Error\s+Rate|Accuracy|Precision|Recall|F1[\s-]Score|Score|Success\s+Rate|Distance|Similarity|Index|Ratio"
    # a share or a detection rate written out ("Foo Token Percentage (90.3%)", "Lesion-Wise Detection Sensitivity")
    r"|(?<=\s)(?:Percentage|Sensitivity|Specificity)"
    r"|(?<=\s)Match)$"
    # "Params-FLOPs" trade-offs ("accuracy-FLOPs" loses its lowercase prefix as a candidate); "F1-scores up to 75.8%"
    r"|-(?:FLOPs|accuracy|latency|scores)$")
MODEL_AFTER = re.compile(r"\s*(?:models?|backbones?|LLMs?|VLMs?|checkpoints?|variants?|family)\b")
MODEL_LIST_BEFORE = re.compile(
    # the methods compared against are named as models are ("outperforming recent methods such as FooNet and BarNet",
    # "three state-of-the-art algorithms: FooDet, BarDet, and BazDet"; "agentic systems such as FooScholar")
    r"\b(?:models?|LLMs|VLMs|MLLMs|baselines|backbones|architectures|networks|CNNs"
    # (not "physical systems such as FooPDE Navier-Stokes": systems a science studies are its data; review of rules-209)
    r"|methods|algorithms|approaches|techniques|defen[cs]es|attacks|detectors"
    r"|(?<!physical\s)(?<!dynamical\s)(?<!biological\s)(?<!chaotic\s)(?<!mechanical\s)(?<!complex\s)systems"
    r"|agents|pipelines|tools)\s*(?:\([^)]*\)\s*)?,?\s*"
    r"(?:such\s+as|including|like|e\.g\.,?|:)\s+"
    + LIST_SO_FAR
    # "Across multiple FD-SLMs, it helps; for example, on FooLM, it ...": an example of the models
    + r"|\b(?:models|[A-Z][A-Za-z\-]*LMs|baselines|backbones)\b[^.]{0,80}?(?:for\s+example|for\s+instance|e\.g\.),?\s+"
    r"(?:on|with|for)\s+$"
    r"|\b(?:models|LLMs|VLMs|MLLMs|baselines|backbones)\s*\(\s*$")  # "multilingual models (FooBERTa: 97.2% F1)"
APPOSITIVE_WORD = (r"(?:(?!(?:on|in|from|with|using|trained|evaluated|tested|to|for|that|which|we|it|they)\s)[\w\-']+,?\s+"
                   r"(?:\([^()]{1,80}\),?\s+)?)")
# The comma that opens an apposition after a name, past an aside in brackets: "FooSet (Smith et al.), a ..."
APPOSITION_OPENS = r"\s*(?:\([^)]*\)\s*)?,\s*"
# "FooBench, a benchmark we introduce and pre-register", "FooWeb, a reference-guided medical corpus we release": an
# appositive that calls the name data the paper makes itself (method-data-we-make, rules-185; not "BarRetriever, a dense
# model indexed on the corpus we release", "BarWeb, a web corpus we collect quality labels for")
DATA_WE_MAKE_AFTER = re.compile(
    APPOSITION_OPENS + r"(?:an?|the|our)\s+(?:(?!(?:on|of|from|with|for|in|by|to|over|that|which)\b)[\w\-]+\s+){0,6}?"
    r"(?:benchmark|dataset|data\s+set|corpus|suite|testbed|collection)\s+(?:that\s+|which\s+)?we\s+(?:(?:have|newly|also)\s+)*"
    r"(?:introduce|release|construct|build|create|curate|propose|present|collect|develop|contribute|design|open-source)d?\b"
    # the verb's object is the name, not another ("a web corpus we collect quality labels for")
    r"(?=\s*(?:[,.;:)]|$|(?:and|that|which|to|for|in|here|specifically|with|as|from|on)\b))")
APPOSITIVE_DATA = re.compile(
    # an aside may open it: "FooHunt, to our knowledge the first benchmark", "FooDB, which is a loop closure dataset"
    APPOSITION_OPENS + r"(?:to\s+(?:the\s+best\s+of\s+)?our\s+knowledge,?\s+|which\s+is\s+)?"
    r"(?:the\s+first\s+)?"
    # not "X, trained on the Y dataset", "X, a method that repurposes QA datasets", "Using X, we curate a dataset"
    # adjectives may be listed with commas: "FooOcc, a large-scale, physically consistent occupancy dataset"
    # an aside in brackets may stand among them: "FooPI, a high-quality (91.5% coverage), and large-scale dataset"
    # up to six words, or ten after an article ("FooReg, the currently largest and real-world ... dataset"; modern20f)
    rf"(?:(?:the\s+|a\s+|an\s+){APPOSITIVE_WORD}{{0,10}}?|{APPOSITIVE_WORD}{{0,6}}?)"
    # an environment agents are tested in is one too (GUIDELINE.md: 'Atari'): "FooGym, a social learning environment"
    r"(?:benchmarks?|datasets?|suites?|corpus|corpora|collection|testbed|leaderboard|treebank|database|environments?)"
    r"(?![\w-])(?!\s+(?:system|engine|management|quer|paradigm|pipeline|method|strateg|approach|process|tool)\w*)"  # "a lexical database", not "a database engine"
    r"(?!\s+of\s+(?:\w+\s+)?(?:models|tools|agents|methods|algorithms)\b)"  # "FooDrive, a suite of models": no data
    r"(?!\s+(?:agnostic|independent|free)\b)", re.IGNORECASE)  # "a dataset agnostic method": no data
# "FooEval, a benchmark of ...", "BarSet, the largest ... dataset": an apposition opened by an article (not "using
# FooTool, producing annotated datasets": a clause after the name, no apposition)
ARTICLE_APPOSITIVE = re.compile(r"\}?" + APPOSITION_OPENS + r"(?:a|an|the)\s")
# "Verbose FooOps": a capitalised word right before a name makes it the tail of a longer one
CAPITALISED_WORD_BEFORE = re.compile(r"\b[A-Z][\w\-]*\s$")
# "an anonymized product ID, and the ...": a name ending a noun phrase an article opens, a part of what it describes
NOUN_PHRASE_LEAD_BEFORE = words_after_article("(?:a|an|the)", ("using", "via", "upon", "is", "are", "was", "were"), "{1,3}")
# Nouns for what a paper makes that is not data (not "framework": "a framework for evaluating X" is a benchmark)
MADE_NOUN = (r"(?:method|system|tool|toolkit|model|approach|algorithm|architecture|agent|metric|module|pipeline"
              r"|technique|network|detector|library)")
# "FooPART is a compile-time memory model for agents.": an abstract opening on a name it defines as a method, a
# model or a framework (not one it calls common or standard: "FooFill is a common pretraining method"; nor a term
# defined with its acronym, "Foo Matching (FM) is an effective framework": a field's term, verify)
OPENING_DEFINITION_AFTER = re.compile(
    r"\}?\s+(?:is|are)\s+(?:an?|the\s+first)\s+"
    r"(?!(?:common|popular|standard|widely|well-known|classic|conventional|traditional|existing)\b)"
    rf"(?:[\w\-]+,?\s+){{0,5}}?(?:{MADE_NOUN}|framework)s?\b")
# "ReflectFoo introduces three key tasks.", "It has two complementary components:": a sentence that counts the parts of
# the paper's method, before the sentences that each open on one of them (verify._announced_part)
COUNTED_PARTS = re.compile(r"\b(?:two|three|four|five|several)\s+(?:key\s+|core\s+|main\s+|complementary\s+|novel\s+"
                           r"|synergistic\s+)?(?:components|modules|tasks|stages|mechanisms|innovations|techniques"
                           r"|strategies|designs)\b")
# The start of a sentence, before a name that opens it (an article may come between: "A Bar Bridge (BB) lets ...")
# "Tree Search", "Human Evaluation": what a known technique or a study is named by (with METHOD_HEAD and TASK_HEAD, no
# part of the paper's method for verify._opening_part: "Monte Carlo Tree Search explores the plan space")
# (also a known way to normalise, encode, embed, adapt or route: "Batch Normalization", "Byte Pair Encoding", "Rotary
# Position Embedding", "Low-Rank Adaptation", "Mixture of Experts")
TECHNIQUE_END = re.compile(r"\s(?:Search|Evaluation|Study|Analysis|Normalization|Encoding|Embeddings?|Adaptation|Experts)$")
# "Unmixing", "Engine": a word in title case, its letters after the first lowercase (verify._opening_part)
TITLE_CASE_WORD = re.compile(r"[A-Z][a-z]+(?:-[A-Za-z][a-z]+)*")
# "Batch Bar Scaling stabilizes training but breaks ...", "Bar Siamese Tracker loses 40%", "Bar Anything Model misses
# them", "Bar Question Sets remain hard": the rest of its clause states a weakness: someone else's technique, a
# baseline or data, no part of the paper's method (verify._said_of_others; not "Bar Splitter breaks the task into
# subtasks": what a part does; not "yet", which may join two qualities: "informative yet stable")
WEAKNESS_STATED_AFTER = re.compile(
    r"\b(?:but|however|poorly|harms|hurts|fails?\s+to|struggles?|suffers?|degrades|drifts|loses|misses"
    r"|saturates|collapses|lags\s+behind|remains?\s+(?:hard|difficult|challenging)|breaks(?!\s+(?:down|into|up)\b))\b")
# where a part's own clause ends: a colon, a semicolon, ", while/whereas/and", a relative pronoun, "not only"
# (verify._said_of_others: "Bar Gate filters noise, and Baz Head recovers what the detector misses")
CLAUSE_END = re.compile(r"[:;]|,\s+(?:while|whereas|and)\s|\b(?:that|which|where|who|whom)\b|\bnot\s+only\b")
# "The Qux Web Archive holds 10M pages", "Bar Corpus contains 2,000 dialogues": data and its size, no part of a method
DATA_HELD_AFTER = re.compile(
    r"\s+(?:holds|contains|includes|spans|covers|comprises|offers)\s+(?:over\s+|about\s+|nearly\s+|more\s+than\s+)?\d"
    r"[\d.,]*\s*[KMB]?\s+(?:[a-z\-]+\s+)?(?:pages|documents|images|videos|dialogues|questions|samples|hours|tokens"
    r"|examples|items|records|papers|articles|sentences|clips|conversations|posts)\b")
# "Prior trackers drift: Bar Siamese Tracker ...", "Classical Task Planners require ...; Bar Symbolic Planner ...",
# "The standard pipeline consists of a Dense Bar Retriever ...": the sentence so far speaks of others' work, so the
# names after are no parts of the paper's method (verify._said_of_others, verify._made_of_before; a word, not the
# first part of a compound: "current-frame detections")
# what came before the paper ("existing", "prior"; EXISTING_BEFORE), and what it calls the field's usual work
EARLIER_WORK_WORDS = r"(?:[Ee]xisting|[Pp]rior|[Pp]revious|[Cc]onventional|[Tt]raditional)"
OTHERS_WORK_WORDS = rf"\b(?:{EARLIER_WORK_WORDS}|[Cc]urrent|[Cc]lassical|[Bb]aselines?|[Ss]tandard|[Tt]ypical)\b(?!-)"
# "traditional RAG achieves", "the standard BarNet": others' work right before a name (verify._acronym_result_subject)
OTHERS_WORK_BEFORE = re.compile(rf"{OTHERS_WORK_WORDS}\s+(?:the\s+)?$")
# a part of others' work: "BarTrack, a popular tracker, is slow. Its fusion module, Dense Bar Attention (DBA), ...", "such
# as BarRAG" in the sentence of the part or the one before (verify._part_appositive; review of rules-234)
OTHERS_PART_CUE = re.compile(OTHERS_WORK_WORDS + r"|\bsuch\s+as\b|\bpopular\b")
OTHERS_WORK_SENTENCE = re.compile(OTHERS_WORK_WORDS)
# "the baseline GRC-Net", "the AhnCNN baseline, FOO-Base", "prior BarNet": a name right after a word for others' or
# earlier work, past at most two capitalised words (not "over the baseline U-Net, while FooNet ...")
OTHERS_WORK_RIGHT_BEFORE = re.compile(OTHERS_WORK_WORDS + r"(?:\s+[A-Z][\w\-]*){0,2}\s*,?\s*$")
# "outperforms ABC-GAN", "Compared with MAML-FO,", "methods such as FOO-Tree", "(e.g., ABC-GAN)", "than the
# state-of-the-art HOI-GNN": a name a result is set against (a rival), past at most three words (verify._named_as_variant)
RIVAL_RIGHT_BEFORE = re.compile(
    rf"\b(?:outperform\w*|underperform\w*|surpass\w*|exceed\w*|beat(?:s|ing)?|over|than|against|{VERSUS}|compar\w*"
    r"|[Uu]nlike|such\s+as|e\.g\.,?|matches|matching|lags?|trails?)\s+(?:[\w\-]+\s+){0,3}$")
# Where the paper names a variant of its own method (verify._named_as_variant): in a bracket after what it is ("a
# convolutional model (FOO-CNN)"), after a description and a comma ("a residual mechanism, FOO-Res"), in a list after
# "yielding"/"variants" ("yielding FOO-PPO, FOO-SAC", "two variants, FOO-CNN and FOO-Txf"), or described as one after it
# ("FOO-Guard, an estimation-free fallback"); not "Building on FOO-Seg, we propose FOO-Net", "FOO-Net generalises FOO-Seg"
_VARIANT_NOUN = (r"(?:model|variant|version|network|module|head|mechanism|backbone|encoder|decoder|policy|agent"
                 r"|fallback|extension|counterpart|companion|component)")
VARIANT_NAMED_BEFORE = re.compile(
    rf"\b(?:an?|the)\s+(?:[\w\-]+\s+){{0,3}}{_VARIANT_NOUN}\s*(?:\(|,)\s*$"
    # (not "two versions of FOO-Seg": the base another's; nor past a comparison: "yielding gains over FOO-Seg")
    r"|\b(?:yielding|variants?|versions?|instantiations?)\b(?!\s+of\b)"
    r"(?:(?!\b(?:than|over|against|versus|vs|compar\w*|outperform\w*|surpass\w*|beat\w*)\b)[^.;()]){0,80}$")
VARIANT_DESCRIBED_AFTER = re.compile(rf"\s*,\s+an?\s+(?:[\w\-]+\s+){{0,3}}{_VARIANT_NOUN}\b")
# "the ABC-GAN baseline", "FOO-Tree, a classical decision-tree approach": a rival named as one after it
RIVAL_AFTER = re.compile(r"\s*(?:\[[\d,\s]+\]|\([^()]*\d{4}[^()]*\))?\s*(?:baselines?\b|,\s+(?:an?|the)\s+(?:[\w\-]+\s+){0,2}"
                         r"(?:classical|classic|standard|conventional|existing|prior|previous|popular|traditional|well-known)\b)")
# or of data: "The training data consists of the Bar Web Crawl ..." (verify._made_of_before)
# (a data word only as the subject's head, right before the verb: not "The benchmark construction pipeline consists of")
OTHERS_OR_DATA_SENTENCE = re.compile(OTHERS_WORK_WORDS + r"|\b(?:[Dd]ata|[Dd]atasets?|[Cc]orpus|[Cc]orpora|[Bb]enchmarks?)\s*$")
# ", while", ", whereas": a clause set against the one before it (verify._said_of_others)
CONTRAST_WORD = r",\s+(?:while|whereas)\s"
CONTRAST_JOIN = re.compile(CONTRAST_WORD)
SENTENCE_OPENING_BEFORE = re.compile(r"(?:^|[.!?]\s+)(?:[Aa]n?\s+|[Tt]he\s+)?$")
# "decomposes the work: a Foo Agent lowers ..., a Bar Agent renders ...", "..., while Baz Rubric Reward tracks": a
# clause's opening after a colon, a semicolon or a comma with "while/whereas", or after a sentence's opening phrase of
# place, purpose or step ("At inference, ", "On the policy channel, ", "Building on these, ", "To ground it, ")
# (verify._opening_part; not ", and": "X, Y, and Foo Bar (FB) constructs" lists nouns)
CLAUSE_OPENING_BEFORE = re.compile(rf"(?:[:;]\s+|{CONTRAST_WORD}\s*|(?:^|[.!?]\s+)(?:At|Building|To|On)\s+"
                                   r"(?!the\s+other\s+hand)[^,.;:]{3,80},\s+)(?:[Aa]n?\s+|[Tt]he\s+)?$")
# A sentence that opens on a step of a sequence: "Second, ", "Finally, the ", "Specifically, " (verify._sequenced_part)
SEQUENCE_OPENING_BEFORE = re.compile(
    r"(?:^|[.!?]\s+)(?:First|Second|Third|Fourth|Then|Next|Finally|Lastly|Additionally|Moreover|Furthermore"
    r"|Specifically),\s+(?:the\s+|an?\s+)?$")
# "FooMem materializes this idea via ...", "FooRC is a training-free pipeline that ...": any verb in the present
# tense (not a copula or "has"), or "is a ... pipeline", after a coined name that opens a sentence
# (method-opening-subject, with its other conditions: said twice, no cue naming another method, no known name)
OPENING_SUBJECT_VERB_AFTER = re.compile(
    r"\s+(?:\w+ly\s+)?(?!(?:is|has|was|does|remains|seems|appears|poses|lacks|fails|suffers|struggles|requires|needs|contains"
    r"|includes|covers|consists|spans|comprises|features|provides|offers|represents|across|this|thus)\b)[a-z]{2,}(?:es|[^siu\W]s)\b"
    # (not a noun the name modifies: "FooNet results show", "FooSet images are", "FooAI systems, powered by",
    # "FooSHAP analysis revealed", "FooGO mappings showed", "FooR graphs represent"); a game or task that "poses" a
    # challenge is no method ("FooCraft II poses a grand challenge")
    r"(?!\s*[,;:.)]|\s+(?:\w+ed|are|were|show|shows|indicate|suggest|demonstrate|reveal|have|of|from|and|in|on|for"
    r"|represent|capture|contain|encode|provide|use|allow|enable|require|remain|rely|lack|exhibit|yield|produce)\b)"
    rf"|\s+(?:is|was)\s+(?:an?|the\s+first)\s+(?!(?:common|popular|standard|widely|well-known|classic|conventional"
    rf"|traditional|existing)\b)(?:[\w\-]+,?\s+){{0,6}}?(?:{MADE_NOUN}|framework)s?\b")
# "we improve FooCP by ...", "To further accelerate FooAttn2", "to validate FooSegNet": a name the paper improves,
# extends or validates is another's work, not the paper's own (method-opening-subject)
IMPROVED_BEFORE = re.compile(r"\b(?:improv|extend|accelerat|enhanc|upgrad|revisit|validat)\w*\s+(?:the\s+|on\s+|upon\s+)?$")
# "FooRIX, a modular, multi-agent memory system", "FooNet, an open-source tool designed": what the paper made is
# described as a method or a tool, not data (a data noun there, "a benchmark system", makes it data).
APPOSITIVE_MADE = re.compile(
    r"\s*(?:\([^)]*\)\s*)?,\s*(?:the\s+first\s+|a\s+|an\s+)"
    r"(?:(?!(?:benchmarks?|datasets?|suites?|corpus|corpora|collection|testbed|leaderboard|on|in|from|with|for|that|which)\b)"
    r"[\w\-']+,?\s+){0,5}?"
    rf"{MADE_NOUN}(?![\w-])", re.IGNORECASE)
# "a simple dense detector we call FooNet"
MADE_CALLED_BEFORE = re.compile(rf"\b{MADE_NOUN}\s+(?:that\s+|which\s+)?we\s+(?:call|term|name|dub)\s+$", re.IGNORECASE)
# (not "our model built on FooNet": what a model is built on is no place of its results)
RESULT_ON = re.compile(
    r"(?<!based\s)(?<!built\s)(?<!building\s)(?<!relies\s)(?<!depends\s)\b(?:on|across)\s+(?:the\s+)?(?:(?!an?\b)[a-z][a-z\-]*\s+){0,2}"
    + LIST_SO_FAR)
# After "on X", the score stated in the same clause, where a result verb says it is one: "ranks first on X with an
# EAO of 0.412", "sets a new record on X with 87.1%", "on X it obtains 54.8%" (not "we build on X with 12.5% of its
# weights pruned") (probe34)
# "scoring the highest on X at 0.785": a value the result sits at (not "improves on BarDepth ...", "raises the dropout
# on FooNet from 0.1": a change's verb before "on" names what changed as often as where; review of rules-213)
RESULT_VERB = r"\b(?:achiev|obtain|reach|attain|scor|rank|set|sets|establish|record|report|yield|get|gets|perform)\w*"
RESULT_SCORE_AFTER = re.compile(
    r"\s+(?:with|it|we|our|the|at)\b[^.;:()]{0,40}?(?<![\w.])(?:\d+\.\d+(?![\w.])|\d+(?:\.\d+)?\s*\\?%)(?!\s*of\b)")
RESULT_VERB_BEFORE_ON = re.compile(RESULT_VERB + r"[^.;:]{0,40}$", re.IGNORECASE)
RESULT_VERB_IN = re.compile(RESULT_VERB, re.IGNORECASE)
# A translation direction written as two capitalised words ("English-to-German", "German-English";
# candidates.language_pair checks both are languages)
LANGUAGE_PAIR = re.compile(r"([A-Z][a-z]+)-(?:to-)?([A-Z][a-z]+)")
# ... and written right before a name after a cue: "22.5 BLEU in English-to-German FooMT 2014" reads as "in FooMT 2014"
LANGUAGE_PAIR_BEFORE = re.compile(rf"(?<![\w-])({LANGUAGE_PAIR.pattern})\s+$")
# "14.08 and 26.22 BLEU points in FooMT 2014 English-German and English-French": 'in' right after a score and its
# metric's name leads to where it was measured, as 'on' does (not after a bare '%' or 'points': "8.1% in F1-score",
# "36.3% in Insertion" name a metric)
SCORE_IN_BEFORE = re.compile(
    rf"\d(?:\.\d+)?\s*(?:{METRIC_ABBREVIATION}|[Aa]ccuracy)(?:\s+points?)?\s+in\s+"
    r"(?:the\s+)?" + LIST_SO_FAR)
# "51.7% in FooWOZ 2.0 and 53.0% in FooWOZ 2.1": after a bare percentage, 'in' leads to where it was measured when
# the name holds digits (a version, an edition; verify checks it, and that no metric opens it: "8.1% in F1-score");
# a name in letters only there is often a metric or a sub-task ("11.1% in ADE", "92.0% in FooTurn task")
SCORE_PERCENT_IN_BEFORE = re.compile(r"(?<![\w.])\d+(?:\.\d+)?\s*\\?%\s+in\s+(?:the\s+)?$")
METRIC_LED = re.compile(rf"(?:{METRIC_NAME.pattern})(?![A-Za-z])")  # "F1-score", "BLEU-4": a metric's name opens it
RESULT_WORDS = re.compile(  # a decimal may carry its unit glued on: "33.05dB", "2.5x", "3.1pp"
    r"\d(?:\.\d+)?\s*\\?%|\b\d+\.\d+(?:dB|pp|x)?\b|\b(?:accuracy|score|F1|BLEU|mAP|AP|error|performance|state[\s-]of[\s-]the[\s-]art"
    r"|SOTA|outperform\w*|achiev\w*|surpass\w*|exceed\w*|results?|top-1|success\s+rate)\b", re.IGNORECASE)

# "2" in "Foo2": a digit
DIGIT = re.compile(r"\d")

# "Split-Foo-Merge": capitalized words joined by hyphens (not "Split", "FOO-Bar")
CAPITALIZED_COMPOUND = re.compile(r"[A-Z][a-z]+(?:-[A-Z][a-z]+)+")

# "a " before "Split-Foo-Merge module", "novel ", "Our "
NEW_MODULE_BEFORE = re.compile(r"\b(?:[Aa]n?|novel|new|[Oo]ur)\s+$")

# "as a " before the POMDP of "formulated as a POMDP", "is an "
AS_A_BEFORE = re.compile(r"\b(?:as|is)\s+an?\s+$")

# "Our" in "Our FooNet", "our" (not "four", "hour")
OUR_WORD = re.compile(r"\b[Oo]ur\b")

# "a " before a name, "An " (not "na ")
A_BEFORE = re.compile(r"\b[Aa]n?\s+$")

# " m" after "a FooNet model": a lowercase word next (not " Model")
SPACE_LOWERCASE_AFTER = re.compile(r"\s+[a-z]")

# "a " or "a simple " before a name; "an "
A_MAYBE_WORD_BEFORE = re.compile(r"\b(?:an?)\s+(?:[a-z][\w\-]*\s+)?$")

# "a " or "an " before a name (not "A ")
LOWERCASE_A_BEFORE = re.compile(r"\b(?:an?)\s+$")

# "Text-to-Image": a task written X-to-Y at the start (not "Seq2Seq")
X_TO_Y_START = re.compile(r"[A-Za-z]+-to-[A-Za-z]")

# "-base" of "FooBench-base": a lowercase part after a hyphen ending a name
HYPHEN_LOWERCASE_END = re.compile(r"-[a-z]+$")


# --- What the model reads: the sentences of an abstract that go into the prompt --------------

# A sentence about this paper's own work: "we propose", "this paper introduces", "our study shows".
THIS_PAPERS_WORK = re.compile(
    r"\b(?:we|this\s+(?:paper|work|study)|our\s+(?:work|paper))\b[^.]{0,60}"
    r"\b(?:propose|introduce|present|develop|design|release|construct|build|curate|formulate|stud(?:y|ies|ied)"
    r"|investigate|analy[sz]e|explore|examine|show)\w*", re.IGNORECASE)


# --- Cues: what candidates.py marks on each name ------------------------------------------
# A name's `introduced_cue` (read by method-introduced-cue) and `data_cue` (read by
# benchmark-data-cue) come from these patterns, matched on the text right before a mention
# (or after it, where said so). The role rules' examples (role_rules.ROLE_RULES) run them end to end.

INTRODUCED_BEFORE = re.compile(
    # "This (technical) report / manuscript introduces X": a paper by another name (modern20c)
    rf"(?:(?:\b[Ww]e\s+(?:\w+\s+){{0,2}}|\b(?:paper|work|study)\s+|\b{THE_PAPER}\s+"
    r"|,\s*|(?P<conjunction>\band\s+|\bby\s+(?=\w+ing\s)))"
    r"(?:propos|introduc|present|develop|design|build|construct|releas|curat|creat(?!iv)|contribut"
    r"|incorporat|deriv|devis|formulat|establish)\w*\s+(?:(?!(?:that|which|who|where|when|to|by|for|with|using|via|through|on|in|from|than|of|as|against|over|versus"
    r"|between|among|comparing|contrasting|benchmarking)\s)[\w\-,:]+\s+){0,10}"
    r"(?:(?!(?:that|which|who|where|when|to|by|for|with|using|via|through|on|in|from|than|of|as|against|over|versus)\b)[a-z][\w\-]*\s*\()?"
    r"|\b(?:called|named|termed|dubbed|coined)(?:\s+as)?\s+(?:the\s+)?"
    r"|\b[Ww]e\s+refer\s+to\s+(?:it\s+|this\s+|them\s+)?as\s+(?:the\s+)?"
    # "we call it X", "we designate this best-performing model as X"
    r"|\b[Ww]e\s+(?:call|name|term|dub|designate)\s+(?:it|this|these|them|our)\s+(?:[a-z][\w\-]*\s+){0,3}(?:as\s+)?"
    r"|\b[Oo]ur\s+(?:own\s+)?(?!(?:fine-?tuned|trained|finetuned|adapted|distilled|quantized|pruned)\s)(?:(?:proposed|new|novel)\s+)?(?:[a-z]+ly\s+)?(?:[a-z][\w\-]*\s+)?"  # "our proposed human-annotated X", "our newly introduced X", "our own proposed X"
    # "Our new model family, FooDETRv4, achieves", "a novel training framework, Foo Training (FT)": the name
    # in apposition to what the paper calls its own
    # "The proposed approach, FooRTF, is", "The resulting guard model, FooGuard, blocks" too: one thing so described
    # (a singular head, at most two modifiers, none a head itself: not "The proposed framework surpasses prior models,")
    r"|\b[Tt]he\s+(?:proposed|resulting|introduced|presented)\s+(?:(?!(?:model|framework|method|system|agent|approach"
    r"|pipeline|architecture|network|detector)\b)[a-z][\w\-]*\s+){0,2}(?:model|framework|method|system|agent|approach"
    r"|pipeline|architecture|network|detector),\s+"
    r"|\b[Oo]ur\s+(?:[\w\-]+\s+){0,3}(?:model|framework|method|system|agent|family|approach"
    r"|pipeline|architecture|network|detector|tokenizer|benchmark|dataset|tool|LLM|LMM|VLM|MLLM)s?[,:]\s+"
    r"|\b[Aa]n?\s+(?:novel|new|innovative),?\s+(?:[\w\-]+\s+){0,3}[a-z][\w\-]*(?:,\s+|\s*\(\s*)"  # "built upon a novel lightweight clique, FooClique", "a novel light-weighted adapter (FooIR)", "a novel, interpretable AI model, FooSM"
    r"|\b[Tt]he\s+(?:newly\s+)?(?:proposed|introduced|presented)\s+(?:[a-z][\w\-]*\s+)?)$"
)
# "We evaluate FooCoder on 30 tasks", "We further validate FooCTI across two corpora": a coined name the paper puts to
# the test opening its sentence is the paper's own (candidates._with_cues; not "We evaluate GPT-4o on": veto-known-model)
EVALUATED_OWN_BEFORE = re.compile(r"^\s*[Ww]e\s+(?:(?:further|then|also|first|extensively|empirically|systematically)\s+)?"
                                  r"(?:evaluate|validate|test|assess)\s+$")
EVALUATED_OWN_AFTER = re.compile(r"\s+(?:on|across|against)\s")
# "FooNet, a novel framework for ...", "FooNet is a new ...": the name is introduced where it is described.
# "FooBench: a new curation of ...", "FooRob, a real-world dataset introduced in this work" too.
INTRODUCED_AFTER = re.compile(
    r"(?:\s*\([^)]*\))?\s*(?:(?:,|:|\s+is|\s+was)\s+(?:a|an)\s+(?:novel|new)\b"
    r"|,\s+(?:a|an)\s+(?:[\w\-]+,?\s+){0,6}?(?:(?:that|which)\s+(?:we|is|was)\s+)?"
    r"(?:introduced|proposed|presented|constructed|collected|curated|created|built|released|contributed)\s+"
    r"(?:in|by)\s+(?:this|our|the\s+present)\s+(?:work|paper|study)\b"
    # "a new synthetic benchmark (SHF-FooSet) we contribute": the bracketed name the paper says it made
    r"|\)\s+(?:that\s+|which\s+)?we\s+(?:contribute|introduce|release|build|construct|curate|create|collect|propose)d?\b)")
NAMED_BEFORE = re.compile(r"(?:\b(?:called|named|termed|dubbed|coined)(?:\s+as)?|\b[Ww]e\s+refer\s+to\s+(?:it\s+|this\s+|them\s+)?as)\s+(?:the\s+)?$")
# "we proposed a data construction pipeline for image restoration, namely FooGen", "we train a Foo generator, namely
# FooTurbo": what the paper made, named (not "on three benchmarks, namely X").
NAMELY_BEFORE = re.compile(
    r"\b[Ww]e\s+(?:\w+\s+){0,2}(?:propos|introduc|present|develop|design|build|construct|train)\w*\s[^.;]{0,120}?,"
    r"\s*(?P<namely>namely\s+)$")
# "We extend this idea and present ReFrame": "and" carries the cue only when "we" is the subject; "we" acting in a
# sentence also makes what it names there the paper's own (verify)
WE_WORD = re.compile(r"\b[Ww]e\b")
# "we" or "this paper / work / study" as the one who acts: "This paper fills the gap by introducing FooEval"
OWN_SUBJECT = re.compile(rf"\b(?:[Ww]e|{THE_PAPER})\b")  # "Our work ... by introducing X"
# A sentence whose subject is other papers: what it names or terms is theirs.
OTHERS_WORK = re.compile(
    r"\s*(?:Recent|Prior|Previous|Existing|Earlier|Past|Related)\s+(?:\w+\s+)?(?:works?|stud(?:y|ies)|research|papers?)\b")
# "experiments on A, B and C", "experiments have been conducted on A", "two benchmarks, including A", "Validation on
# A confirms" (not "validation in a domain", "cross-validation, with FooNet"): the name sits in a list right after a
# data cue.
DATA_BEFORE = re.compile(
    r"(?:\b(?:experiments?|evaluat\w*|validated|(?<![\w-])validation(?=\s+on\s)|tested|benchmarked|results?"
    r"|case\s+stud\w+|benchmarks?|datasets?|corpus|corpora|(?:pre-?)?trained|fine-?tuned"  # "corpora such as FooArg and BAR" (modern19j)
    # words between the cue and its preposition, but not after a comma ("across five datasets, training with FooAug"
    # opens a clause: what it is trained with is a method)
    r"|environments?|suites?)(?:,\s+|\s+(?:\w+\s+){0,2})(?:(?:conducted|performed|carried\s+out)\s+)?"
    r"(?:on|in|across|over|with|such\s+as|including|like)"
    # "test on X", but not "test this hypothesis with X" or "unit tests in X"
    r"|\btest(?:s|ing)?\s+(?:\w+\s+){0,2}(?:on|across|over))\s+(?:both\s+)?"  # "experiments on both X and Y"
    + LIST_SO_FAR,
    re.IGNORECASE,
)
# "Evaluated on multiple benchmarks, FooNet achieves", "across several corpora, FooNet": a generic plural and a comma
# close the list.
LIST_CLOSED = re.compile(r"\b(?:benchmarks|datasets|data|corpora|tasks|settings|domains)\s*,\s*$", re.IGNORECASE)
# "On datasets including FooSet, BarSet, and BazSet, QuxNets exhibit ...": a list closed by its "and"/"or" item and a
# comma; what follows opens the main clause, no item of the list (the closing item a name: each word with a capital or digit)
NAME_WORD = r"[^\s,;()]*[A-Z0-9][^\s,;()]*"  # "ImageNet", "aPY", "Flower-102"
LIST_ENDED = re.compile(rf"(?:,\s*|\s)(?:and|or)\s+{NAME_WORD}(?:\s+{NAME_WORD}){{0,3}}\s*,\s*$")
# "on the validation set of FooFaces (FF) and BarSet": a split of a dataset names the dataset; so do "in three
# variants of FooObjectNN", "on two subsets of BarSet" (a count of them before: not "variants of Transformer")
SPLIT_OF = re.compile(
    r"(?:\b(?:validation|test|testing|training|dev|development|evaluation|val)\s+(?:sets?|splits?|subsets?|partitions?)"
    r"|\b(?:on|in|across)\s+(?:the\s+)?(?:two|three|four|five|six|several|all|\d)\s+(?:variants|subsets|splits|versions)"
    # "on full and one-shot sets of FooHOI", "on the easy and hard subsets of BarSet": named splits of it
    r"|\b(?:on|in|across)\s+(?:the\s+)?[a-z][\w\-]*(?:\s*(?:,|and|or)\s*[a-z][\w\-]*){1,3}\s+(?:sets|subsets|splits)"
    # "Evaluated on the TF subset of FooDF++": one labelled part of it (rules-143)
    r"|\b(?:on|in)\s+the\s+[\w\-]+\s+(?:subset|split|partition))\s+"
    r"of\s+(?:the\s+)?" + LIST_SO_FAR, re.IGNORECASE)
# "WIDER FACE Val/Test-Easy", "FooSet Dev": a word that names splits (with their difficulty levels) ends no name;
# a level alone is part of one ("FooBench Extra Hard").
SPLIT_LABEL = r"(?:val|validation|test|testing|dev|train|easy|medium|hard|std)"
SPLIT_LABEL_WORD = re.compile(rf"(?=.*\b(?:val|validation|test|testing|dev|train)\b){SPLIT_LABEL}(?:[/\-]{SPLIT_LABEL})*",
                              re.IGNORECASE)
# "FooQA v2.0 Test F1 to 83.1", "BarSet Top-1": a metric's name closing a run of capitalised words is what the data
# is scored in, no part of its name; with no name-like word left ("Entity F1 scores") the run names only a metric
# (candidates.find_names); not a version word ("FooNet V2"), nor a plain capitalised word ("Foo Map", "What Is")
NAME_METRIC_TAIL = re.compile(rf"(?!(?-i:[Vv]\d|[A-Z][a-z]+$))(?:{METRIC_NAME.pattern})", re.IGNORECASE)
# "FOOLA F1", "QUX1 F1": one acronym before the metric is a metric's own name (a scorer's), kept whole; "Foo Temporal
# F1 (FTF1)": a long form defined by the bracket after it is one name, the paper's own metric
METRIC_TAIL_KEPT_BEFORE = re.compile(r"[A-Z][A-Z0-9\-]*")
METRIC_TAIL_KEPT_AFTER = re.compile(r"\s*\((?!\s*[+\-]?\$?\d)")  # (not a score's bracket: "FooSet-en WER (4.1%)")
# "a new benchmark (FooSet)", "detection datasets (FooSet-v1.0 and BarSet-R)", "English treebanks (FooBank, BarTB)"
DATA_NOUN_BEFORE = re.compile(
    r"\b(?:benchmarks?|datasets?|suites?|corpus|corpora|treebanks?)\s*\((?:[^()]{1,60}?(?:,\s*(?:and\s+)?|\s+and\s+))?\s*$",
    re.IGNORECASE)
# "two public datasets (Foodon and Barlog)", "real-world datasets (Quxly, Bazpin, and Corge)": a bracket right after a
# plural data noun that holds only a list of two or more capitalised words names the datasets, plain words too
# (DATA_NOUN_BEFORE wants a name-like word: one alone, "datasets (Poland)", may be a place)
DATA_BRACKET_LIST = re.compile(
    r"\b(?:benchmarks|datasets|corpora|data\s+sets)\s*\(\s*(?P<items>[A-Z][\w\-]*(?:\s*,\s*[A-Z][\w\-]*)*\s*,?\s*"
    r"(?:and|&)\s+[A-Z][\w\-]*)\s*\)")
# "we build a large-scale dataset, FooTone-800K, and ...": named right after "a ... dataset," (an indefinite
# article and lower-case words only: not "On the FooSet dataset, BarNet achieves").
# The words may name the data's language or field by a capitalised word or an acronym ("a new Chinese GUI benchmark
# called FooGUI", "a novel ME dataset, QUXME"), and an environment agents are tested in is data too (GUIDELINE.md:
# 'Atari'): "a fully controlled synthetic environment, FooWorld," (modern20b)
DATA_APPOSITIVE_WORD = r"(?:[a-z][\w\-]*|[A-Z]{2,5}|[A-Z][a-z]+(?=\s+(?:[a-z]|[A-Z]{2,5}\b)))"
DATA_APPOSITIVE_NOUN = r"(?:benchmark|dataset|suite|corpus|environment)"
DATA_NOUN_APPOSITIVE = re.compile(
    # (not an opening place: "In a simulated environment, FooAgent learns ...")
    rf"(?<!\b[Ii]n\s)(?<!\b[Oo]n\s)\b(?:a|an)\s+(?:{DATA_APPOSITIVE_WORD}\s+){{0,4}}{DATA_APPOSITIVE_NOUN}\s*,\s*"
    r"(?:(?:named|called|dubbed|termed)\s+)?$"
    # "the first open-domain dataset, called FooQz": "the first" is the paper's own data, with or without a comma
    rf"|\b(?:a|an|the\s+first)\s+(?:{DATA_APPOSITIVE_WORD}\s+){{0,4}}{DATA_APPOSITIVE_NOUN}(?:\s*,\s*|\s+)"
    r"(?:named|called|dubbed|termed)\s+$"
    # "two detection benchmarks named FooVAT Large and FooVAT Tiny": a count of them, then their names listed
    rf"|\b(?:two|three|four|five|\d)\s+(?:{DATA_APPOSITIVE_WORD}\s+){{0,4}}(?:benchmarks|datasets|suites|corpora|environments)"
    r"(?:\s*,\s*|\s+)(?:named|called|dubbed|termed)\s+(?:[^\s,;()]+(?:\s+[^\s,;()]+){0,2}\s*(?:,\s*(?:and\s+)?|and\s+))?$"
    r"|\bthe\s+first\s+(?:[a-z][\w\-]*\s+){0,4}(?:benchmark|dataset|suite|corpus)\s+$"
    # "a large-scale dataset covering 102 tree species, named CU-Foo102": what the data holds, then its name
    r"|\b(?:a|an)\s+(?:[a-z][\w\-]*\s+){0,4}(?:benchmark|dataset|suite|corpus)\s+[^.;,()]{1,60},\s*"
    r"(?:named|called|dubbed|termed)\s+$"
    # "a large dataset of soccer videos, FooNet, and": what the data holds after "of" (lower-case words), then its name
    r"|\b(?:a|an)\s+(?:[a-z][\w\-]*\s+){0,4}(?:benchmark|dataset|suite|corpus)\s+of\s+(?:[a-z][\w\-]*\s+){0,3}"
    r"[a-z][\w\-]*\s*,\s*$"
    # "a high-quality business dataset, i.e., FooGraphics-650K": the data noun glossed by its name
    r"|\b(?:benchmark|dataset|suite|corpus)\s*,\s*(?:i\.e\.|namely)\s*,?\s*$"
    # "The proposed dataset, named FooSet-1M": the paper's own data, named after it is called so
    r"|\b(?:[Tt]he\s+(?:proposed|new)|[Oo]ur(?:\s+proposed|\s+new)?)\s+(?:[a-z][\w\-]*\s+){0,3}(?:benchmark|dataset|suite"
    r"|corpus)\s*,?\s*(?:named|called|dubbed|termed)\s+$")
# "on the commonly used anomaly detection dataset, FooTec.": named after "the ... dataset," (lower-case words only)
# where the name closes the sentence or clause (not "On the test dataset, FooNet achieves")
# "one of the widely-adopted NER benchmark datasets, QuxNER03.": one of a plural, the same (a task's acronym may
# stand among the words)
APPOSITIVE_WORDS = r"(?:(?:[a-z][\w\-]*|[A-Z]{2,5})\s+){0,6}"
# The words describing the data before its noun: lower-case words or a digit-led one ("the 6D pose benchmark dataset
# FooMod"); after "a/an", also a capitalised one with a lower-case word after it ("a Mandarin speech corpus
# FooSpeech-1": a language); not after "the", where it may be a dataset's own name ("the Quxville urban dataset")
DATA_DESCRIBING_WORD = r"(?:[a-z][\w\-]*|\d[\w\-]*[A-Za-z][\w\-]*)"
DATA_LANGUAGE_WORD = r"[A-Z][a-z]+(?=\s+(?!(?:benchmark|dataset|database|suite|corpus)\b)[a-z])"
# "we create an out-of-distribution dataset Foo-Adv by ...", "experiments in a dataset FooK": the name right after
# "a/an ... dataset", where the name ends its phrase (DATA_NAME_ENDS_AFTER; not "on an unseen dataset FooSE
# synthesized 84.6%": the name opens the clause, the system that reaches it)
DATA_NOUN_RIGHT_BEFORE = re.compile(rf"\b(?:a|an)\s+(?:(?:{DATA_DESCRIBING_WORD}|{DATA_LANGUAGE_WORD})\s+){{0,4}}"
                                    r"(?:benchmark|dataset|suite|corpus)\s+$")
DATA_NAME_ENDS_AFTER = re.compile(r"\s*(?:[,.;:()]|$|(?:by|as|for|with|of|that|which|from|in|on|to|and|or|containing"
                                  r"|consisting|comprising|including|covering|where)\b)")
DATA_NOUN_THE_APPOSITIVE = re.compile(rf"\b(?:the\s+{APPOSITIVE_WORDS}(?:benchmark|dataset|suite|corpus)"
                                      rf"|one\s+of\s+the\s+{APPOSITIVE_WORDS}(?:benchmarks|datasets|suites|corpora))\s*,\s*$")
# "we take the large-scale dataset FooMediaNet as source", "the video saliency dataset BarSal, showing": a name right
# after "the ... dataset" (no comma) is that dataset's, whatever follows
# A task acronym of the field among those words is a description too ("the large-scale video QA dataset FooGIF-QA";
# patterns.GENERIC_ACRONYMS: no one benchmark's name, so not "the FooCO dataset BarNet")
GENERIC_ACRONYM_WORD = r"(?:" + "|".join(sorted(map(re.escape, GENERIC_ACRONYMS), key=len, reverse=True)) + r")"
DATA_NOUN_THE_NAMED = re.compile(rf"\bthe\s+(?:(?:{DATA_DESCRIBING_WORD}|{GENERIC_ACRONYM_WORD})\s+){{0,6}}"
                                 r"(?:benchmark|dataset|database|corpus)\s+$")
# "Experiments on the FooSQL show that ...": after experiments "on the", a name the verb reporting them follows
# right away is the data they ran on, though no data noun follows it (not "results on the FooLM models show")
EXPERIMENTS_ON_THE = re.compile(r"\b(?:[Ee]xperiments?|[Ee]valuations?|[Rr]esults)\s+(?:\w+\s+){0,2}?(?:on|over|across)\s+the\s+$")
REPORT_VERB_AFTER = re.compile(r"\s+(?:show|demonstrate|indicate|reveal|confirm|suggest)s?\b")
# What closes a name in apposition to "the ... benchmark, ": a full stop, "; ", ", which/a/an", a bracket, or a purpose
# clause ("on the new pose benchmark, FooTrack, to validate our design"; not "FooNet, to our knowledge, is the first":
# a remark between a subject and its verb)
APPOSITIVE_CLOSES = re.compile(r"\s*(?:[.;]|,\s+(?:which|a|an)\s|,\s+to\s+(?!our\b|the\s+best\b|my\b)[a-z]+\b|\()")
# "for different open datasets, FooComp, DFB and Re-BAION": names listed after a plural data noun and a comma
# (a list of two or more: "Across datasets, FooNet achieves" lists none).
DATA_LIST_APPOSITIVE = re.compile(r"\b(?:benchmarks|datasets|corpora|suites)\s*,\s*" + LIST_SO_FAR, re.IGNORECASE)
# "evaluate on two real-world benchmarks: FooStudio and BarYCB": a colon after a plural data noun opens the list
# of the data (any item of it, the first too; "three external cohorts: FOOCA (n = 508) and BarMed": a study's cohorts
# are its data, modern19j); so does a spaced dash ("three public speech datasets - Foo Voice 17.0,
# BARS, and BazPopuli"); the noun may take a short lowercase qualifier first ("three corpora from the literature:").
DATA_LIST_COLON = re.compile(r"\b(?:benchmarks|datasets|corpora|suites|cohorts)"
                             r"(?:\s+(?:from|in|of|for|across)\s+(?:[a-z][\w\-]*\s+){0,2}[a-z][\w\-]*)?"
                             r"\s*(?::|\s[-–—]{1,2}\s|---)\s*" + LIST_SO_FAR, re.IGNORECASE)
# "across three datasets on both ego-view (FooDB, BIT) and top-view (BAZ/QUX) setups", "in two domains:
# problem-solving (FooGyver), research ideation (BarGen)": a lowercase label (a word or two, maybe a capitalised
# head with a lowercase tail: "BEV-view") opens a bracket of the data it stands for; what stands before the label
# must be a data cue with its list so far (`both`/`either` may open it).
# (the label is no "and": "question answering (FooQA) and entailment (BarNLI)" lists two labels, probe34)
LABEL_BRACKET_OPEN = re.compile(
    r"(?:\b(?:both|either)\s+)?\b(?!(?:and|or)\s)(?:[a-z][\w\-]*|[A-Z][\w]*-[a-z][\w\-]*)(?:\s+[a-z][\w\-]*)?\s*\("
    r"(?:[^()]*?(?:,\s*(?:and\s+)?|\s+and\s+))?\s*$")
LABEL_BRACKET_TASK_AFTER = re.compile(r"[^()]*\)\s+(?:tasks?|languages?|scripts?|problems?)\b")
# "evaluated in two domains: problem-solving (FooGyver), ": an evaluation cue and a colon open such a list of labels
LABEL_LIST_COLON = re.compile(r"\b(?:experiments?|evaluat\w*|validated|tested|benchmarked)\b[^.;:]{0,60}:\s*"
                              + LIST_SO_FAR, re.IGNORECASE)
# "ego-view (FooDB, BIT)": a label with a lowercase tail right before a bracket of names stands for them; it is no
# dataset of its own (veto-domain-label)
LABEL_BEFORE_BRACKET = re.compile(r"\s*\(\s*[A-Z][\w/\-.]*(?:\s*,\s*(?:and\s+)?[A-Z][\w/\-.]*)*\s*\)")
LIST_ITEM_NEXT = re.compile(rf"\s*{LIST_JOINER}[A-Z0-9]")
# "several FooGI benchmarks", "across diverse Text-Attributed Graph (TAG) datasets": a quantifier right before a
# name and a plural data noun right after it (an acronym in brackets between) label a kind of data.
DOMAIN_LABEL_AROUND = re.compile(
    # ("current FooVLM benchmarks", "in-the-wild FooGC datasets", "widely used FER datasets": which ones go unsaid)
    r"\b(?:several|multiple|various|diverse|many|numerous|existing|popular|standard|public|common|other|most|current"
    r"|recent|prior|previous|mainstream|conventional|typical|traditional|in-the-wild|widely[\s\-]used|"
    # up to two lowercase words between: "four challenging FooStruct benchmarks", "five widely-used BarQA datasets"
    rf"{COUNT_WORDS}|\d+)\s+(?:(?!(?:of|the|and|or|on|in|from|for|with|to|by|as)\s)[a-z][a-z\-]*\s+){{0,2}}$"
    # "on multimodal FooM benchmarks": a lowercase word that says what kind, after "on" (not a determiner: "on the
    # FooSet and BarSet benchmarks" names two)
    r"|\b(?:on|across|over)\s+(?!(?:the|a|an|our|their|its|these|those|both|all|each)\s)[a-z][a-z\-]+\s+$", re.IGNORECASE)
# "five dimensions - Lookup, Trend, ...", "Three main types emerge: Aggressive (27.3%), Conservative (24.7%)",
# "behaviors that distort the process: Sycophancy, Tone Policing", "seven tasks including Classification, ...": a
# plural noun for kinds of things (no data noun before the list opens) then a colon, a spaced dash or "including",
# and a list of plain capitalised words: the items are category labels, not datasets (veto-category-label)
CATEGORY_NOUNS = (r"(?:dimensions|types|categories|patterns|behaviou?rs|aspects|axes|facets|tiers|classes|emotions|styles"
                  r"|archetypes|personas|roles|stages|phases|strategies|factors|criteria|subtypes|genres|topics|themes"
                  r"|tasks|skills|abilities|capabilities|modes|traits|principles|labels|groups|clusters|profiles)")
# "classifying scans into Foo, Bar Baz, and Normal groups": the items of a list after "into" that ends in a plural
# noun for kinds of things are the classes sorted into (veto-category-label)
CATEGORY_INTO_BEFORE = re.compile(r"\binto\s+(?:the\s+)?(?:[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*)*"
                                  r"(?:\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+))*$")
# "(FooCorp, 2025a)", "(Bar et al., 2024;": a name in a citation's bracket before its year is an author
CITED_AUTHOR_OPEN_BEFORE = re.compile(r"[(;]\s*$")
CITATION_YEAR_AFTER = re.compile(r"(?:\s+et\s+al\.?)?\s*,\s*(?:19|20)\d\d[a-z]?\s*[;)]")
PLAIN_TITLE_WORD = r"[A-Z][a-z]+(?:-[A-Za-z][a-z]+)*"
# "Tone Policing", "Loop of Death": capitalised plain words (no digit, no inner capital), as a category is written
PLAIN_TITLE_NAME = re.compile(rf"{PLAIN_TITLE_WORD}(?:\s+(?:of\s+|and\s+|the\s+)?{PLAIN_TITLE_WORD})*")
CATEGORY_NOUN_AFTER = re.compile(r"(?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*)*)*"
                                 rf"\s+{CATEGORY_NOUNS}\b")
CATEGORY_LIST_BEFORE = re.compile(
    rf"\b{CATEGORY_NOUNS}\b[\"\u201d']?(?:(?!\b(?:datasets?|benchmarks?|corpora|corpus|suites?)\b)[^.;:()]){{0,110}}?"
    r"(?:\s*:\s*|\s+[-\u2013\u2014]{1,2}\s+|\s+(?:including|such\s+as|namely)\s+)"
    rf"(?:{PLAIN_TITLE_NAME.pattern}(?:\s*\([^()]{{0,25}}\))?(?:\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+))*$")
PLURAL_DATA_NOUN_AFTER = re.compile(r"(?:\s*\([^)]*\))?\s+(?:benchmarks|datasets|corpora|suites)\b")
# "Foo Quality Assessment (FQA)", "Bird's Eye View": a long form of plain capitalised words (small joining words
# between; no digit, no inner capital but after a hyphen) spells a concept's acronym, not a coined name (veto-concept-acronym)
CAPITALISED_LONG_FORM = re.compile(
    r"(?:[A-Z][a-z'\u2019]+(?:-[A-Za-z][a-z]*)*\s+(?:(?:of|and|for|the|to|in)\s+)?)*[A-Z][a-z'\u2019]+(?:-[A-Za-z][a-z]*)*\s*")
# "(FQA) systems", "FQA detection", "a variety of FQA benchmarks": an acronym modifying a noun for a kind of system,
# task or field (or a plural data noun: a kind of data) is used as a concept, not as one dataset's name
CONCEPT_USE_AFTER = re.compile(
    r"\)?\s+(?:systems?|representations?|detection|perception|protocols?|domains?|tasks?|methods?|models?"
    r"|approach(?:es)?|techniques?|paradigms?|research|settings?|benchmarks|datasets|corpora)\b")
# The words that make a name a modifier of what follows. Written apart, the name is what is built on: "a FooVAE
# based tokenizer", "a BarNet driven planner". Hyphenated, the word is a modifier, not a name: "an LLM-based
# scoring rubric FooSER", "context-aware"; and a name ending so is generic ("Foo-free", "task-level").
BUILT_ON_WORDS = r"(?:based|driven|powered|inspired|guided|style|like)"
MODIFIER_WORDS = rf"(?:{BUILT_ON_WORDS}|aware|free|centric|specific|agnostic)"
BUILT_ON_AFTER = re.compile(rf"\s+{BUILT_ON_WORDS}\b")
MODIFIER_SUFFIX = re.compile(rf"-{MODIFIER_WORDS}$")
GENERIC_SUFFIX = re.compile(rf"-(?:[a-z]+ed|{MODIFIER_WORDS}|level|wise|only|scale|optimal|class|format|type)$")  # "an MCI-class F1"
# "800 image pairs curated from FooVista, BarVerse and Baz-Pro": the data a work is built from
# (name-like names only: not "collected from Afghan individuals" or "from Twitter"); its owner's possessive may stand
# before it ("sourced from FooCor's GerFooCor export")
BUILT_FROM = re.compile(
    r"\b(?:curated|collected|sourced|drawn|compiled|aggregated|gathered)\s+from\s+(?:the\s+)?(?:[A-Z][\w\-]*['’]s\s+)?"
    + LIST_SO_FAR, re.IGNORECASE)
# "built on FooKB v1.5 (Smith et al., 2025a), a recursively elicited set of ...", "FD2, a dataset of 60 ...": a name
# described as data (not "Recover-FooRA, a lightweight and dataset agnostic method", nor "FooF, a data collection
# paradigm": the collecting of data)
# "FooRED is one of the largest, most widely used crowdsourced datasets": a name said to be data by "is"
DATA_DESCRIBED_AFTER = re.compile(
    r"\s*(?:\([^)]{0,40}\))?,\s+(?:a|an)\s+(?:[\w\-]+\s+){0,5}?(?:dataset|corpus|(?<!data\s)collection|set\s+of|knowledge\s+base"
    r"|database)(?![\w-]|\s+agnostic)"
    r"|\s+is\s+(?:one\s+of\s+the|an?)\s+(?:[\w\-]+,?\s+){0,6}?(?:datasets?|corp(?:us|ora)|benchmarks?|(?:set|collection|suite)\s+of)\b")
# LaTeX's en and em dashes inside a word: "Kolmogorov--Arnold", "samples---FooQA" (candidates._dash_pieces)
DASH_RUN = re.compile(r"-{2,}")
# ... a lowercase piece after an en dash that belongs to the name: a version or a name's particle ("VQA--v2",
# "Korteweg--de Vries", "Tanks--and--Temples"; review of rules-209)
DASH_JOINED_LOWER = re.compile(r"v\d[\w.]*|de|van|der|von|den|du|di|la|le")  # "and" only between two dashes
# "we propose FooPrompt-a novel framework", "On FooBench--a deterministic benchmark": a dash (LaTeX's double one too)
# used as punctuation before an article, not a part of the name
DASH_ARTICLE = re.compile(r"-{1,3}(?:a|an|the)(?=\s+[a-z])")
# A name set in bold, small caps or emphasis ("\\textsc{Foo Gate}"; not \\textit), and the acronym set so before
# its long form ("\\textbf{AvR}: \\textbf{Alignment via Refinement}": the long form is no name of its own)
EMPHASIS_OPEN = re.compile(r"\\(?:textbf|textsc|emph)\{$")
EMPHASIZED_ACRONYM_BEFORE = re.compile(r"\}:\s*\\\w+\{$")
MARKUP_CLOSE = re.compile(r"[}$]*")  # "\\textsc{FooToM}, a novel benchmark": the name's markup closes before ", a"
# "a new dataset \\textbf{FooSet}, which": the braces closing a name's emphasis, read past before what follows it
# (candidates; not a math "$": "($FOO$) paradigm ... $FOO$ benchmarks" is a concept written as math)
EMPHASIS_CLOSE = re.compile(r"\}*")
# "FOOA (Foo-aware Adaptive Outcome Advantage)": an acronym spelled out in brackets right after it
ACRONYM_SPELLED_AFTER = re.compile(r"\s*\(([A-Z][\w\-]*(?:\s+(?:[\w\-]+))+)\)")
# "combining them through FooE, a Time-aware Foo of Experts": an acronym glossed right after by its spelled-out words
# (not what the paper builds on: "we build on FooRA, a Low-Rank Foo Adaptation method")
ACRONYM_USED_BEFORE = re.compile(r"\b(?:on|upon|with|using|uses?|adopt\w*|employ\w*|leverag\w*|like|as|than|over"
                                 rf"|against|from|of|to|{VERSUS})\s+(?:the\s+)?$", re.IGNORECASE)
ACRONYM_GLOSSED_AFTER = re.compile(
    r",\s+(?:a|an)\s+([A-Z][\w\-]*(?:\s+[\w\-]+){1,6}?)(?=\s*[,.;(]|\s+(?:that|which|for|to)\b)")
# "on our proposed FooS-XS", "across FooLR": the paper's own data, evaluated on (not "based on", "built on")
EVALUATED_ON_BEFORE = re.compile(r"\b(?<!based )(?<!built )(?<!building )(?<!relies )(?<!depends )(?:on|across)\s+"
                                 r"(?:our\s+|the\s+)?(?:(?:proposed|new)\s+)?$")
# A data noun right after a name, maybe past its acronym: "FooSet benchmark", "Bar (BR) dataset",
# "FooGym environment", "the FOO-HMM challenge" (candidates.py marks the name as data; verify.py spares a concept
# acronym or a model-like name written so: "the VQA dataset", "ImgCode-8.6M dataset"; not "X-specific challenges").
# "the 3D pose in the wild (3DPW) dataset", "Berkeley deep drive (BDD) datasets": an acronym in brackets after the
# words it stands for, then a data noun (candidates checks that the words spell it: not "a multi-sensor (RGB-IR)
# dataset")
GLOSSED_DATA_NOUN_AFTER = re.compile(r"\s*\)\s*(?:benchmark|dataset|database|corpus)s?\b")
# "the FooTree bank dataset", "the BarCrowd crowd video dataset", "on the QuxFace face database": after "the", a
# name and one or two lower-case words of what the data holds, then a singular data noun (THE_BEFORE)
# (no preposition among the words: not "the commercial FooEye matcher on four benchmark datasets")
# (nor a model's noun or "per", "across", "each": not "the pretrained BarBERT model per dataset"; and the data noun is
# no modifier: not "the proposed FooNet outperforms existing benchmark models": review of rules-230)
DESCRIBED_DATA_NOUN_AFTER = re.compile(
    r"\s+(?:(?!(?:on|in|of|for|with|from|to|at|by|per|across|each|every|all|than|over"
    r"|(?:model|encoder|decoder|network|backbone|architecture|method|baseline)s?)\s)[a-z][a-z\-]*\s+){1,3}"
    r"(?:dataset|database|benchmark|corpus)\b(?!s)(?!\s+(?:models?|performance|results?|scores?|methods?|tasks?))")
THE_BEFORE = re.compile(r"\b[Tt]he\s+$")
# ... and for DESCRIBED_DATA_NOUN_AFTER one lowercase word may stand after "the": "anchored on the open-access FooFoot-5K
# anthropometric database"
THE_DESCRIBED_BEFORE = re.compile(r"\b[Tt]he\s+(?:[a-z][a-z\-]*\s+)?$")
# "an IID Pile split", "the Fooplica test set": a split of a name is of data (verify: veto-plain-word spares it)
SPLIT_AFTER = re.compile(r"\s+(?:(?:train|training|test|validation|dev|held-out)\s+)?(?:splits?|sets?|subsets?)\b")
# "Moments in Time", "Faces in the Wild": the name goes on in title case past a short preposition (a longer name's
# first word; verify: veto-plain-word spares it)
TITLE_GOES_ON_AFTER = re.compile(r"\s+(?:in|of|on|at)\s+(?:the\s+)?[A-Z][a-z]")
# "the Sports 1 million dataset", "the Foo 10k benchmark": a name, its size, then a data noun (veto-plain-word spares it)
SIZED_DATA_NOUN_AFTER = re.compile(
    r"\s+\d[\d.,]*\s*(?:[kKmM]|thousand|million|billion)?\s+(?:datasets?|benchmarks?|corpus|corpora)\b")
# after "drawn from", the names of the sources listed so far ("drawn from FooGym, BarDive and ": each is a source)
SOURCE_LIST_SO_FAR = (r"(?:the\s+)?(?:public(?:ly\s+available)?\s+)?"
                       r"(?:[A-Z][^\s,;.()]*(?:\s+[A-Z][^\s,;.()]*){0,2}\s*(?:,\s*(?:and\s+)?|\s+and\s+)){0,5}$")
# "FooBench-X, a multilingual extension of the BarBench benchmark covering 18 languages": the data a new benchmark
# was made from, not what its counts and scores are on (claims._derived_from); not "a subset of" or "three variants
# of BarSet", which are BarSet's own parts
DERIVED_FROM_BEFORE = re.compile(r"\b(?:extensions?|expansions?)\s+of\s+(?:the\s+)?$"
                                 r"|\b(?:extends|extending)\s+(?:the\s+)?$"
                                 # "FooBench, a benchmark grounded in the BarEHR database", "problems sourced from BarQA",
                                 # "an executable benchmark built on the BarGym framework" (rules-286)
                                 r"|\b(?:grounded\s+in|(?:derived|sourced|drawn|curated|compiled|repurposed|collected|extracted"
                                 r"|gathered|constructed|built|adapted|instantiated)\s+from"
                                 r"|built\s+(?:up)?on(?:\s+top\s+of)?)\s+" + SOURCE_LIST_SO_FAR, re.IGNORECASE)
# "we develop the FooAI dataset, of 50,000 synthetic images alongside real images from the BarCOCO dataset": items
# "from" a named data set, in a sentence that builds the paper's data (SOURCE_BUILT_BEFORE, before the mention), are
# what the new data was made of (claims._derived_from); so are items counted in brackets, "1,800 human texts (600 each
# from BarQA, BazSet, and QuxSet)" (rules-286); not "we evaluate on 500 questions from BarQA"
SOURCE_ITEMS_FROM_BEFORE = re.compile(
    r"\b(?:images|photos|videos|clips|frames|scans|samples|examples|instances|questions|problems|tasks|prompts|cases"
    r"|records|reports|notes|conversations|dialogues|documents|articles|papers|sentences|utterances|recordings|pairs"
    r"|trajectories|episodes|data|texts|passages|items|posts|reviews|stories)\s+(?:[\w\-]+\s+){0,3}?"
    r"(?:\(\s*\d[\d,]*\s+(?:each\s+)?)?from\s+" + SOURCE_LIST_SO_FAR)
SOURCE_BUILT_BEFORE = re.compile(
    r"\b(?:introduc|present|develop|buil[dt]|construct|curat|collect|creat|releas|assembl|compil)\w*"
    # what is built is data: "we build FooAI, a dataset of", not "compiling human-written skills to FooIR raised ..."
    r"(?=[^.;]{0,60}?\b(?:datasets?|benchmarks?|corpus|corpora|databases?|collections?|suites?|testbeds?)\b)"
    r"|\b(?:comprising|consisting\s+of|composed\s+of)\b", re.IGNORECASE)
# "on the FooSeg 2026 leaderboard", "ranks first on the BarMS leaderboard": after "the", a coined name (candidates checks
# name_like) right before "leaderboard" names the benchmark ranked there (not "a Hugging Face leaderboard": no "the")
LEADERBOARD_AFTER = re.compile(r"\s+leaderboards?\b", re.IGNORECASE)
# "on the FooGeo, BarJobs, and QuxTIS semantic parsing datasets": the last of a list opened by "the", then one or two
# lower-case words of what the data is for and a plural data noun (the names before it are listed beside it)
# (not "the FooNet on two datasets": the task words end like "parsing", "comprehension", "analysis")
THE_LIST_BEFORE = re.compile(r"\b[Tt]he\s+(?!$)" + LIST_SO_FAR)
DESCRIBED_DATA_NOUNS_AFTER = re.compile(r"\s+(?:[a-z][a-z\-]*\s+)?[a-z][a-z\-]*(?:ing|ion|sis)\s+"
                                        r"(?:datasets|benchmarks|corpora)\b")
# "in the FooNet40 classification task", "in BarNet segmentation task", "Using the QuxGenT generalization task": a
# name between a place word and a task's word names the task's data (NAMED_TASK_BEFORE before it)
NAMED_TASK_AFTER = re.compile(r"\s+[a-z]+(?:tion|ing)\s+task\b(?!s)")
# (not "On the X ... task," opening a sentence: benchmark-opening-on takes it)
NAMED_TASK_BEFORE = re.compile(r"\b(?:[Ii]n|on|[Uu]sing)\s+(?:the\s+)?$")
# 'in “FooNews” data': a name in quotes, the quote closed right before a data noun (bare "data" too: the quotes
# mark it as a name; QUOTE_BEFORE_NAME opens them)
QUOTED_DATA_NOUN_AFTER = re.compile(r"[”\"]\s*(?:data|dataset|data\s+set|database|corpus|benchmark)s?\b")
QUOTE_BEFORE_NAME = re.compile(r"[“\"]$")
DATA_NOUN_AFTER = re.compile(
    # a study's named cohort ("from the FooHealth cohort (n = 676)") is its data too; a numbered citation may stand
    # between ("the UT-Foo [2] datasets")
    r"\s*(?:\([^)]*\)\s*|\[\d+(?:\s*[,–-]\s*\d+)*\]\s*)?(?:(?:benchmark|dataset|data\s+set|database|corpus|suite|environment|simulator|cohort)s?"
    r"|(?:(?:19|20)\d\d\s+)?(?:[a-z][a-z\-]*\s+)?(?:challenge|competition)"  # "the Foonauts 2025 challenge",
    # "the FooSeg25 pan-organ challenge": a task word between
    # "the QuxNER-2003 English shared task", "the BarMT 2019 efficiency shared task": an evaluation campaign's data
    # "the BarMT news translation task": a campaign's translation track, its domain word between
    r"|(?:(?!(?:and|or|the|of|in|on|to|for|at|an?|with|from|by)\s)[a-z]+\s+){0,2}(?:shared|translation)\s+tasks?)\b",
    re.IGNORECASE)
# "in the FooU and BarSeg corpora": a coined name (candidates checks name_like) right before "corpora" is data; a plain
# capitalised word there is a domain ("for Humanities corpora"), a short capital acronym a formalism ("CCG corpora")
CORPORA_AFTER = re.compile(r"\s+corpora\b")
# "mini-FooNet", "tiny-BarSet": a size word hyphened before a name is part of it (a smaller cut of that data), no
# modifier to strip (LOWERCASE_PREFIX)
SIZE_PREFIX = r"(?:mini|tiny|micro)-"
# "on FooGraph (node) and Bar-Binary (graph) classification benchmarks": the last of a list of capitalised names (a
# short gloss in brackets after each), then one task word ending in -tion/-ing and a plural data noun, names data
# (DATA_NOUN_AFTER wants the data noun right after; alone, "RST parsing datasets" is a task's data, no name)
TASK_DATA_NOUN_AFTER = re.compile(NAME_GLOSS + r"\s+[a-z]+(?:tion|ing)\s+(?:benchmarks|datasets)\b")
TASK_DATA_LIST_BEFORE = re.compile(r"(?<![\w\-])[A-Z][\w\-]*" + NAME_GLOSS + r"\s*(?:,\s*(?:and\s+)?|\s+and\s+)$")
# A translation direction's arrow inside a name word: "En→De", "English->German", and the LaTeX command glued to
# the languages where markup was flattened ("German\\leftrightarrowEnglish", "Ro\\rightarrowEn")
ARROW = r"(?:->|→|↔|\\(?:[Ll]eft)?(?:[Rr]ight|[Ll]eft)arrow(?=[A-Z]))"
# "the BarMT-2017 German-to-English task", "BarMT’16 tasks": a name with an edition's year, then "task", names the
# campaign's data (a task word alone after a plain name does not: "the NER task")
YEAR_ALONE = rf"(?<!\d){YEAR}(?!\d)"
EDITION_YEAR = re.compile(rf"{YEAR_ALONE}|['’]\d\d\b|\b[A-Z][A-Za-z]*[A-Z]\d\d\b")
TASK_NOUN_AFTER = re.compile(r"\s+tasks?\b")
# "on the Bar-660 task", "the FooDial task": after "the", a name written in mixed case (a lowercase letter, and an
# inner capital or a digit) then "task" names the task's data; not an acronym ("the NER task"), a plain word ("the
# Foo task") nor a name ending in a task's acronym ("the FooNER task")
MIXED_CASE_NAME = re.compile(r"(?=[\w\-]*[a-z])(?=[\w\-]*(?:(?<=.)[A-Z]|\d))[A-Z][\w\-]*(?<![A-Z]{2})")
TASK_NOUN_SINGULAR_AFTER = re.compile(r"\s+task\b(?!s)")
# "FooIF-2019 Shared Task SLC", "BarEval 2018 Task 3": a capitalised name holding an edition's year, then
# "(Shared) Task", names one task of an evaluation campaign, its data
CAMPAIGN_TASK_IN_NAME = re.compile(rf"(?:{YEAR_ALONE}|['’]\d\d)\s+(?:Shared\s+)?Task\b")
# "BarMT 2014 English-to-German and ", "BarMT’14 En-De, En-Fr and ": an edition's name with its year and a
# translation direction, then list joiners (maybe past other directions): a direction after it is of that edition
DIRECTION = rf"[A-Z][a-z]+(?:-to-|{ARROW}|-)[A-Z][a-z]+"
ELIDED_EDITION_BEFORE = re.compile(
    rf"\b[A-Z][\w\-]*?\s*['’\-]?\s*\d{{2,4}}\s+{DIRECTION}(?:\s*(?:,\s*(?:and\s+)?|\s+and\s+){DIRECTION})*"
    r"\s*(?:,\s*(?:and\s+)?|\s+and\s+)$")
# "we introduce a data augmentation framework-FooNet", "a new benchmark dataset-BarSet": a noun joined to the
# name by a dash is read as the noun before it
DASH_NOUN_BEFORE = re.compile(
    r"\b(?:framework|model|method|approach|system|pipeline|module|algorithm|network|architecture|tool|agent"
    r"|dataset|benchmark|corpus|suite)-$")
# "Dataset Foo Verification for Bar Modeling (DFV)": a data word only as the first modifier of a name whose head is
# a process (-tion, -ing, -ment, -sis) names a method about data, not a dataset
DATA_MODIFIER_NAME = re.compile(
    r"(?:Dataset|Data|Benchmark|Corpus)(?:\s+(?!(?:for|of|via|with|in|on)\b)[A-Z][\w\-]*)*?"
    r"\s+[A-Z][\w\-]*(?:tion|ing|ment|sis)(?:\s+(?:for|of|via|with|in|on)\s+.*)?")
# "existing FooKGC research": what the text calls existing before the paper names it is no name of the paper's
EXISTING_BEFORE = re.compile(rf"\b{EARLIER_WORK_WORDS}\s+$")
# A word inside a name that says it is data: "FooBench", "Bar Corpus", "Baz Memes Challenge".
DATA_WORDS = re.compile(r"(?:bench|benchmark|dataset|database|suite|corpus|arena|gym|challenge)", re.IGNORECASE)
# A count of the items drawn from named data, right before the name (rule benchmark-counted-items): "11,811 " in
# "11,811 FooSet images", "34 text-only " in "34 text-only FooClaw tasks", "eight " in "eight BarBench designs"; at
# most two lowercase modifiers between (not "the 3 FooNet models": a model is no item of data)
COUNTED_ITEMS_BEFORE = re.compile(rf"(?:^|[\s(])(?:\d{{1,3}}(?:,\d{{3}})+|\d+|{COUNT_WORDS}|eleven|twelve)\s+"
                                  r"(?:[a-z][a-z\-]*\s+){0,2}$", re.IGNORECASE)
# "sequences average 15.14 frames", "tasks averaging 37.9 steps", "an average of 6.5 images": an average size of what is
# counted (kind count-average-items, with COUNTED_ITEMS_AFTER or AVERAGED_STEPS_AFTER; not "averages 98.4% line
# coverage", a percentage, nor "an average of 132.4k reasoning tokens per trial", tokens a run spends)
# (what averages so is data, its noun just before: "350 tasks averaging", "VQA sets contain an average of"; not "FooAgent
# averages 12.4 steps", "the debate converges after an average of 2.3 rounds", measured results: review of rules-230)
AVERAGE_BEFORE = re.compile(
    r"\b(?:tasks|sequences|trajectories|dialogues|conversations|instances|samples|questions|queries|episodes|videos"
    r"|clips|benchmark|dataset|corpus|timelines|documents|sets|records|cases|problems|prompts|items|examples|pairs)\b"
    r"[^.;]{0,30}?\baverag(?:e|es|ed|ing)\s+(?:of\s+)?(?:about\s+|around\s+|~\s*)?"
    # (or the next in a list of such averages: "an average of 6.5 images and 31.2 questions"; rules-282)
    r"(?:\d[\d.,]*\s+(?:[a-z][a-z\-]*\s+)?[a-z]+(?:\s+of\s+[a-z]+)?\s*(?:,\s*|\s+and\s+|,\s+and\s+))?$", re.IGNORECASE)
AVERAGED_STEPS_AFTER = re.compile(r"\s+(?:[a-z][a-z\-]*\s+)?(?:steps|messages|turns|words|hops|pages|calls|rounds"
                                  r"|actions|files|lines)\b")
# a lowercase word joined to a name by a hyphen: "-fallback" in "FOL-fallback", not "-Prot" in "Swiss-Prot"
LOWERCASE_PART = re.compile(r"-[a-z]{3,}")
# ... and the items right after it: "images" in "11,811 FooSet images", "test designs", "held-out tasks"
COUNTED_ITEMS_AFTER = re.compile(
    r"\s+(?:[a-z][a-z\-]*\s+)?(?:images|videos|clips|tasks|problems|questions|prompts|samples|examples|instances"
    r"|designs|scenes|episodes|dialogues|conversations|documents|articles|sentences|utterances|recordings"
    r"|cases|queries|puzzles|games|levels|environments|graphs|molecules|proteins|patients|subjects|scans|slides"
    r"|trajectories|frames|pairs|items|repositories|programs|functions)\b")
# What follows an introduced method's name in the name of its data (rule method-named-data): "Bench" in "FooMemBench",
# "-ReleaseBench" in "GPM-ReleaseBench", "-Set" in "FooNet-Set" (not "-4B", "-Large": a variant of the method)
NAMED_DATA_TAIL = re.compile(r"[-_]?(?:[A-Z][a-z]+)?(?:Bench(?:mark)?|Set|Data(?:set)?|Eval|Suite|Corpus|Arena|Gym)"
                             r"(?:[-_]?[A-Za-z0-9]+)?")
# "HotpotQA", "AlpacaEval": a word ending in QA or Eval names a dataset or benchmark (case matters:
# not "medieval"); task names built so are generic (patterns.GENERIC_ACRONYMS: VideoQA, KBQA); the word ends there
# (not "DreamQAS", a QA search, nor "ParEvalLayer", a layer; but "CodeEvalPlus", "BarEvalHard": an edition's word)
DATA_SUFFIX = re.compile(r"[A-Za-z]{3,}(?:QA|Eval)(?:Plus|Pro|Hard|Lite|Mini|Live|Verified|Max)?(?![A-Za-z])")

# "LLMs", "Vision-LLMs": a plural acronym (not "LLM")
PLURAL_ACRONYM_NAME = re.compile(r"(?:[A-Z][A-Za-z\-]*)?[A-Z]{2,}s")

# "LLM", "RL-HF": capitals and hyphens only (not "LLMs")
CAPITALS_WORD = re.compile(r"[A-Z][A-Z\-]+")

# "3D" of "3DGS": a digit and a capital at the start
DIGIT_CAPITAL_START = re.compile(r"^\d[A-Z]")

# ")" after "(FooSet)", ",", " and "
CLOSED_OR_LISTED_AFTER = re.compile(r"\s*(?:\)|,|and\s)")

# ", Bar" in "FooSet, BarSet": a comma and an item after it
COMMA_ITEM = re.compile(r",\s*\S")


# "FID score", "F1-score", "AUROC scores", "Tag Score": the metric itself for merging boards ("FID", "F1", "AUROC",
# "Tag"; tables.metric_key); not "score" alone
METRIC_TRAILING_SCORE = re.compile(r"(?<=\S)[\s-]+scores?$", re.IGNORECASE)
# An acronym in the plural, as written: "APs", "EMs", "IoUs", "mIoUs", "dBs", "FLOPs" (not "TOPS", "TFLOPS": the
# acronym itself ends in S)
METRIC_ACRONYM_PLURAL = re.compile(r"[A-Za-z]*[A-Z]s")
# A word's plural ending and its singular, first that applies: "accuracies" -> "accuracy"; "losses", "exact matches",
# "boxes" -> "loss", "match", "box"; "success rates", "AUROCs" read lower -> "rate" (not "bias", "loss", "status",
# "analysis", "fps", "Gbps", "ms"); "biases", "analyses", "hypotheses" -> "bias", "analysis", "hypothesis"
METRIC_PLURAL_ENDS = ((re.compile(r"(?<=ias)es$"), ""), (re.compile(r"(?<=\w[ye]s)es$"), "is"),
                      (re.compile(r"(?<=\w{2})ies$"), "y"), (re.compile(r"(?<=\w(?:ss|ch|sh))es$|(?<=\w\wx)es$"), ""),
                      (re.compile(r"(?<=\w{2}[^\Wsiuap])s$"), ""))

# A claim's decision in a record's provenance: "61.3%@120: score-percent, benchmark-same-clause, subject-none" (a
# name's reads "FooNet: method by method-introduced-cue")
CLAIM_DECISION = re.compile(r".+@\d+: [\w\-]+, [\w\-]+, [\w\-]+")

# --- what verify's role decisions read: a name's parts, variants, acronyms and hardware ---------
# "On a FooView audit with 72 panoramas and 216 paired viewport targets, X gains": the opening "On X ..." closed by a
# comma later than usual, within its clause
OPENING_CLOSED_LATE = re.compile(r"[^.;:!?()]{0,100},")
# "On FooFaces it achieves 95.1%": the opening "On X" closed by a result's subject and verb, not a comma; "On
# FooSet we also show a gain of 2.5 F1": a verb that reports one; "on FooMIA a blind bag-of-words classifier reaches":
# a subject of a few words after an article.
SUBJECT_RESULT_AFTER = re.compile(
    r"\s+(?:it|we|our\s+[\w\-]+|(?:the|an?)\s+(?:[\w\-]+\s+){0,3}?[\w\-]+)\s+(?:\w+ly\s+|also\s+|further\s+)?"
    r"(?:achieves?|obtains?|reach(?:es)?"
    r"|attains?|gets?|yields?|scores?|improves?|outperforms?|show|observe|report|see)\b")
# a numbered citation after an item is no break in the list: "like FooSet [6] and BarSet [33]"
LIST_JOIN = re.compile(r"(?:\s*\[\d+(?:[,\u2013-]\s*\d+)*\])?" + NAME_GLOSS + r"\s*(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s*/\s*)")
# "by employing an Evolutionary Algorithm (EA)": an existing method the paper uses
EMPLOYED_BEFORE = re.compile(r"\b(?:employ|use|using|adopt|leverag|apply|applying|utiliz)\w*\s+an?\s+$")
# what follows a part's acronym bracket: a part noun, an apposition saying what part it is, or a clause saying what it
# does: "Foo Bar Fusion (FBF) module", "(FBF), a lightweight fusion mechanism", "(FBF), which aligns", "(FBF) that fuses"
PART_NOUN = r"(?:module|mechanism|algorithm|block|layer|strategy|loss|component|head|branch|scheme|operation|operator|objective)"
DEFINED_PART_AFTER = re.compile(
    rf"(?:\}}|\*{{1,2}})?\s*\([^()]*\)\s*(?:{PART_NOUN}\b(?!-)"
    # plural, only with a clause saying what they do: "(FBF) modules that apply ..." (modern21o; not "with Foo
    # Attention (FA) mechanisms, to ...", "incorporating Bar Attention (BA) modules for ...": often known modules used)
    rf"|{PART_NOUN}s,?\s+(?:that|which)\s+(?:[a-z]+ly\s+)?[a-z]{{3,}}\b"
    rf"|,\s+(?:an?|the)\s+(?:[\w\-]+\s+){{0,4}}?(?:{PART_NOUN}|framework|method|approach|network|technique|metric)\b"
    r"|,?\s+(?:that|which)\s+(?:[a-z]+ly\s+)?[a-z]{3,}s\b"
    # what it is for, as a gerund: "(FBF) for extracting features" (modern21o; not a purpose in "to": "Foo Wavelet
    # Transform (FWT) to analyze ..." is as often a known technique the paper uses)
    r"|\s+for\s+(?:[a-z]+ly\s+)?[a-z]{3,}ing\s+(?!\()[a-z\-]+)")
# "a Detection and Correction Matrix", "we propose Visual and Textual Foo Alignment": one plain capitalised word
# joined by "and" to the capitalised words of a name, right after an article or a verb naming the paper's own, is the
# name's first word; "the Potsdam and Vaihingen" (one word after "and"), "on Cityscapes and PASCAL VOC" stay two names
AND_JOINED_WORD = re.compile(r"[A-Z][a-z]+(?:-[a-z]+)?")
AND_JOINED_BEFORE = re.compile(r"\b(?:[Aa]n?|[Tt]he|[Oo]ur|novel|new|propos\w*|introduc\w*|present\w*)\s+$")
# "we use a Gated Recurrent Unit", "built on the", "fine-tuned via", "compared to the": an existing unit the paper uses,
# builds on or compares with, before a name
USED_UNIT_BEFORE = re.compile(r"\b(?:(?:employ|use|using|adopt|leverag|apply|applying|utiliz|built\s+(?:up)?on|extend)\w*"
                              r"|(?:tuned|trained|optimi[sz]ed)\s+(?:via|with|using|by)|[Cc]ompared\s+(?:to|with))\s+(?:an?|the)?\s*$")
# "The refinement stage employs a Dual Foo Refiner (DFR)": a part of the paper's method uses it, so it is a part too
PART_EMPLOYS_BEFORE = re.compile(r"\b(?:stage|phase|step|module|branch|block|component|encoder|decoder|head)\s+"
                                 r"(?:also\s+|further\s+|then\s+)?(?:employs|uses|adopts|leverages|applies|utili[sz]es)"
                                 r"\s+an?\s+$")
# a small word inside a capitalised name: "Network for Semantic Parsing"
CONNECTOR_WORD = re.compile(r"of|for|and|the|in|on|with|via|to|a|an")
# "First, an " (Adaptive Foo module), "A lightweight " (Bar Net): a sentence opens on an article before a part's name
PASSIVE_PART_BEFORE = re.compile(r"(?:^|[.;]\s+)(?:[A-Z][a-z]+(?:\s+[a-z]+)?,\s+)?(?:[Aa]n?|[Tt]he)\s+(?:[a-z][\w\-]*\s+){0,2}$")
# "A lightweight Bar Net is introduced to ...", "First, an Adaptive Foo Compensation module is introduced to ...", and
# with a part noun after it, also "employed" or "adopted" ("a Statistical Bar Adjustment module is employed to")
PASSIVE_VERBS = "introduced|designed|proposed|devised|presented|developed"
PASSIVE_PART_AFTER = re.compile(
    rf"(?:\s*\([^)]*\))?(?:\s+(?:is|are)\s+(?:(?:further|also|then|additionally)\s+)?(?:{PASSIVE_VERBS})"
    r"|\s+(?:module|block|unit|layer|component|branch|head|mechanism)s?(?:\s*\([^)]*\))?\s+(?:is|are)\s+"
    rf"(?:(?:further|also|then|additionally)\s+)?(?:{PASSIVE_VERBS}|employed|adopted|utilized|applied))"
    r"\s+(?:to|for)\b")
HYPHEN_PART = re.compile(r"-(?:[A-Z][A-Za-z]*|\d+(?:\.\d+)?[BMK])|\+\+?")  # "-Discover", "-CLIP", "-4B"; "+" (rules-145)
SIZE_SUFFIX = re.compile(rf"-{SIZE_PART.pattern}")  # "-4B", "-150M": a parameter count added to a name (not "-50K": data)
# "X, a ..., and Y", "X (FDR) and Y", "X and an Y", "X (FA), which ..., and Y"
COORDINATION = re.compile(
    r"(?:\s*\([^()]{1,20}\))?\s*(?:,\s*(?:and\s+)?|\s+and\s+(?:an?\s+|the\s+)?"
    r"|,?\s+and\s+(?:an?|the)\s+(?:[a-z][\w\-]*\s+){1,2}"  # "X, and a highly parallelizable Y"
    r"|,\s+an?\s+[^,;.()]{1,80},\s*and\s+"
    r"|,\s+which\s+[^,;.()]{1,160},\s*and\s+(?:an?\s+|the\s+)?)")
# "Bar-Guided Weighted Fusion", "Target-Adaptive Foo Thresholding": capitalised words, two at least (hyphenated ones
# count; connectors between them: "Foo of Bar Decoding"), that a part defined with its acronym is named by
DEFINED_PART_NAME = re.compile(r"[A-Z][\w\-]*(?:\s+(?:(?:of|for|and|with|in|to|on)\s+)?[A-Z][\w\-]*)+|[A-Z][a-z]+(?:-[A-Z][a-z]+)+")
# "Radio Foo (RF)-based methods": a term whose acronym then modifies a noun is the field's, not a part of the paper's
ACRONYM_MODIFIES_AFTER = re.compile(r"\s*\([^()]*\)-[a-z]")
# "Foo Bar Refiner": capitalised words, two at least
TITLED_NAME = re.compile(r"[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*)+")
# ", and ", " and ": between the items of a list
LIST_SEPARATOR = re.compile(r",\s*(?:and\s+)?|\s+and\s+")
# "Foo module", "Bar framework": a generic head noun after a name describes it (DESCRIPTION_AFTER)
GENERIC_HEAD = (r"(?:mechanism|module|method|approach|strategy|framework|technique|paradigm|scheme|pipeline|procedure"
                r"|architecture|model|network|system|algorithm)")
DESCRIPTION_AFTER = re.compile(rf"\s+{GENERIC_HEAD}\b")
# "we propose a self-evolving FOO framework", "we introduce a first BAR corpus": an article and one to four lowercase
# modifier words (no joining word, no "-ing" verb, no naming verb) before a name (DESCRIBED_MODIFIER_AFTER)
DESCRIBED_MODIFIER_BEFORE = words_after_article(
    "[Aa]n?", ("but", "the", "via", "into", "called", "named", "termed", "dubbed", "namely"), "{1,4}",
    word=r"(?![a-z]+ing\s)[a-z][\w\-]*", stop_end=r"\b")
# " framework", " coefficient encryption": a lowercase noun right after the name (no joining word, no "-ing" verb)
DESCRIBED_MODIFIER_AFTER = re.compile(
    r"\s+(?!(?:and|or|but|that|which|who|to|for|with|of|in|on|by|as|is|are|was|were|the|a|an|from|via|using|into"
    r"|across|under|at|than|through)\b)(?![a-z]+ing\b)[a-z][\w\-]*")
# "a novel FooNet architecture": the appositive noun "a new benchmark FooBench" ends the words before a name
APPOSITIVE_HEAD_WORD = re.compile(rf"{GENERIC_HEAD}s?|benchmarks?|datasets?|corpus|corpora|suites?|tools?")
# "YOLOFooDrone", "GeneA-FOO2", "Panel-of-Bars", "Greedy-FOO": a word shape only a coined name has (camel case, letters
# with digits, capitalised words joined by a lowercase one, a capitalised word joined to capitals)
COINED_WORD_SHAPE = re.compile(r"[a-z][A-Z]|[A-Za-z]\d|\d[A-Za-z]|[A-Z][a-z]+-[a-z]+-[A-Z]|[A-Z][a-z]{2,}-[A-Z]{2,}")
# "a new FooQA dataset": a data noun the paper makes (after "new/novel") spares the name
NEW_BEFORE = re.compile(r"\b(?:new|novel)\b")
DATA_HEAD_AFTER = re.compile(r"\s+(?:[a-z][\w\-]*\s+)?(?:benchmark|dataset|corpus|suite)s?\b")
# "we propose a modified MedSAM model": the paper changes an existing model; the name is not its own.
MODIFIED_BEFORE = re.compile(r"\b(?:an?|the)\s+(?:modified|improved|enhanced|extended|adapted|fine-tuned|customi[sz]ed)\s+$")
# "Foo-from-Bar (FfB) refers to the class of methods": a class of methods, not one
CLASS_DEFINED_AFTER = re.compile(
    r"\s*(?:\([^)]*\))?\s+(?:refers\s+to|is|are|denotes)\s+(?:a|an|the)\s+(?:\w+\s+)?(?:class|family|category|line|group)\s+of\b")
# "translation", "translating": the abstract is about translation
TRANSLATION_WORD = re.compile(r"\btranslat", re.IGNORECASE)
# "on the Whole Foo region": a part of the image or body, not a dataset
REGION_AFTER = re.compile(r"\s+regions?\b")
# "on the AUPRC metric", "on the FooDE / BarDE metrics" (a pair joined by a slash), "Foo-1 distance" (but "a
# VBench score")
# (not the verb: "FooBench measures both skill and growth", "X measures how often ...")
METRIC_WORD_AFTER = re.compile(r"(?:\s*/\s*[\w\-@]+)?\s+(?:metrics?|measures?(?!\s+(?:both|how|what|whether|the|its|their|a|an)\b)"
                               r"|distances?|divergences?)\b")
# "by 3.0% on FooAP, 2.7% on mAP@3": a name given a value in a list of values, each "on" a metric, where another one
# is a known metric (patterns.METRIC_NAME), is a metric too; read after the name, and before it
METRIC_SIBLING_AFTER = re.compile(
    rf"\s*(?:,\s*(?:and\s+)?|\s+and\s+)[+\-]?\d+(?:\.\d+)?\s*\\?%?\s+on\s+(?:the\s+)?(?:{METRIC_ABBREVIATION})(?![\w\-])",
    re.IGNORECASE)
METRIC_SIBLING_BEFORE = re.compile(
    # (the metric itself "on" after a value: not "23.0% METEOR and 66.6% on the FooSet dataset")
    rf"\d\s*\\?%?\s+on\s+(?:the\s+)?(?:{METRIC_ABBREVIATION})\s*(?:,\s*(?:and\s+)?|\s+and\s+)[+\-]?\d+(?:\.\d+)?\s*\\?%?\s+on\s+"
    r"(?:the\s+)?$", re.IGNORECASE)
CUTOFF_AFTER = re.compile(r"@(?:\d|\$?k\b)")  # "Hits@1", "Recall@10", "Pass@$k$": a metric taken at a rank cutoff
# "SotA", "CoT": a word with two capitals at least (not "Foo")
TWO_CAPITALS_WORD = re.compile(r"[A-Z][A-Za-z]*[A-Z][A-Za-z0-9]*")
# "SSL", "R2V", "M-OPD": an acronym a long form in lowercase words may spell (a digit or a hyphen between its capitals)
BRACKETED_ACRONYM = re.compile(r"[A-Z][A-Za-z0-9\-]*[A-Z][A-Za-z0-9]*")
# "a 125M-parameter backbone", "7-8B models", "a 7 billion parameter model", "8 A100 GPUs", "an 80GB H100": after a
# setting, a model's size or the machine a run used (claims._setting_named_here gives these no benchmark)
MODEL_SIZE_OR_MACHINE_AFTER = re.compile(
    r"(?:\s*(?:-|–|to)\s*\d[\d.]*\s*B\b|\s*(?:billion|million)\b|[KMB]?[\s\-]*(?:parameters?|params?)\b"
    r"|\s*[KMB]?\s*(?:[A-Z]\w*\s+)?(?:GPUs?|TPUs?|NPUs?)\b|\s*GB\s+(?:of\s+)?(?:[A-Z]\w*|GPU|memory|VRAM)\b)")
BILLIONS_SIZE = re.compile(r"(?<![A-Za-z])\d+(?:\.\d+)?B(?![A-Za-z])")  # "7B", "1.5B": a size in billions names a model
# "on Task 1", "on the abstention test (Test 3)", "the reinforcing stage II", "For Type I,", "on Category A scenarios": a
# numbered part of the work (a task, test, stage, track, type or category of its own), or a Roman numeral alone, names
# no dataset
ROMAN = r"X{0,3}(?:IX|IV|V?I{0,3})"  # "II", "IV", "XII" (not "IXI": a name)
NUMBERED_PART = re.compile(r"(?:(?:Sub)?[Tt]ask|[Tt]est|Stage|Phase|Track|Part|Level|Tier|Round|Step|Setting|Scenario|Split"
                           rf"|Experiment|Study|Section|Table|Figure|Case|Type|Category|Group|Class|Condition|Variant"
                           rf"|Regime|Option)s?[\s\-]*(?:\d+[a-z]?|(?=[IVX]){ROMAN}|[A-Z])|(?=..){ROMAN}")
# "on the unseen Full split", "the minority Multi-Year Ice class": a label right before a singular part noun names a
# part of the data (a split, a class), not a dataset ("four FooBench subsets" names the dataset split so)
# (but "the Foo subset of the Bar testset" is data named as a part of other data)
PART_LABEL_AFTER = re.compile(r"\s+(?:split|subset|class|category|partition)\b(?![\-\w])(?!\s+of\b)")
# "(RAF) Database", "Benchmarks": a data noun alone names no dataset
LONE_DATA_NOUN = re.compile(r"(?:Data(?:set|base)?|Benchmark|Corpus|Challenge|Suite)s?", re.IGNORECASE)
# "tasks across Easy (2 agents), Medium (3 agents), and Hard (4 agents) settings": a difficulty level alone names a
# split of something, no dataset ("FooBench Hard" keeps it as part of a name)
LONE_LEVEL = re.compile(r"(?:Easy|Medium|Hard|Difficult|Expert|Extreme|Basic|Intermediate|Advanced)")
# "VQA 2.0", "VQA v2": a version after a name (a task has no versions)
VERSION_NUMBER_AFTER = re.compile(r"\s*(?:v\d+(?:\.\d+)*|\d+\.\d+)\b")
# Accelerators are often listed after "on" ("runs on RTX 4090 and H100 GPUs"), like benchmarks.
ACCELERATOR_WORD = r"(?:GPUs?|TPUs?|NPUs?|CPUs?|accelerators?)"  # the one list of words for a kind of processor
# Frameworks, libraries and tools of the field a work runs on or is built with ("speedups of 7% on PyTorch", "with
# Triton on FooBench", "a sandboxed Docker environment", "regex and spaCy entity extractors"), and a tool named
# after one ("vLLM Semantic Router", "ONNX Runtime"): software, not data (verify: veto-software)
SOFTWARE_NAME = re.compile(
    r"(?:PyTorch|TensorFlow|JAX|MLX|vLLM|SGLang|TensorRT(?:-LLM)?|ONNX|llama\.cpp|Triton|Keras|DeepSpeed|Megatron(?:-LM)?"
    r"|spaCy|NLTK|scikit-learn|NumPy|SciPy|LangChain|LangGraph|LlamaIndex|Ollama|OpenCV|Docker|Kubernetes|FAISS)"
    r"(?:\s+[A-Z][\w\-]*)*")
# A mathematician's or statistician's term alone ("On likelihood-equivalent Gaussian systems", "across 10,000 Monte
# Carlo episodes", "the bandwidth-accuracy Pareto"): a kind of model, method or frontier, never data (verify:
# veto-math-term)
MATH_TERM = re.compile(r"(?:Gaussian|Bayesian|Pareto|Monte\s+Carlo|Markov(?:ian)?|Poisson|Bernoulli|Euclidean|Riemannian"
                       r"|Laplacian|Hessian|Fourier|Boltzmann|Lipschitz|Hilbert|Wasserstein|Gumbel|Dirichlet|Langevin"
                       r"|McNemar|Wilcoxon|Bonferroni|Mann-Whitney|Kruskal-Wallis)"  # tests: "($p<0.01$, McNemar)"
                       r"(?:-[a-z]+)*")  # "a Bayesian-witness benchmark": the term and a lowercase word, a description
HARDWARE = re.compile(
    rf"\b(?:{ACCELERATOR_WORD}|(?:RTX|GTX)(?:\d{{3,4}}(?:Ti)?)?|Jetson|TITAN|Titan|[ABH][1-9]00|GB200|H20|A10G?|A30|A40|V100|P100|T4|"
    r"L40S?|L4|MI\d{3}X?|A\d{4}"
    # the chips and boards of phones, laptops and edge devices ("Evaluated on Apple Silicon (MPS)", "a Snapdragon
    # NPU", "on a Raspberry Pi 5", "a Samsung Galaxy S21 Ultra")
    r"|Snapdragon|Apple\s+Silicon|Raspberry\s+Pi|Orange\s+Pi|Galaxy\s+S\d+|Orin)\b"
)
# "347 FPS (FP32) on an RTX A6000", "45 FPS on one consumer-grade RTX 4090", "60 FPS at 1080p resolution on an RTX
# 4090", "25 FPS on an edge device (Jetson Orin)": a rate's unit, then on/using/with the machine it ran on, a few words
# between (not "45 FPS while using 40% less GPU memory", "45 FPS, outperforming trackers that need an A100": a machine
# named later in the sentence is no place of the rate)
RATE_ON_HARDWARE_AFTER = re.compile(r"\s*(?:FPS|fps|Hz|frames?\s+per\s+second)?(?:\s*\([^()]{0,30}\))?"
                                    r"(?:\s+at\s+[\w×\-]+(?:\s+resolution)?)?\s+(?:on|using|with)\s+"
                                    r"(?:\d+\s*(?:x|\\times|×)?\s*)?(?:[\w\-]+\s+){0,4}?\(?" + HARDWARE.pattern)
ACCELERATOR_AFTER = re.compile(rf"\s+(?:[\dA-Z][\w-]*\s+)?{ACCELERATOR_WORD}\b")  # "Foo NPUs", "Ascend 910B NPUs"
# "on a Foo GB10 edge node", "a BarBook laptop": a machine the work runs on (verify.is_hardware; not "FooKG nodes",
# a graph's)
# (not "FooEval-14 laptops and restaurants": the reviews' domain; not "boards", "chips": "On BarSudoku boards" is data)
MACHINE_AFTER = re.compile(r"\s+(?:edge\s+(?:nodes?|devices?|servers?)|laptop\b(?!\s+(?:and|or|reviews?|domains?|datasets?|data)\b)"
                           r"|workstations?|smartphones?)\b")
ACCELERATOR_LISTED_BEFORE = re.compile(rf"\b{ACCELERATOR_WORD}\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s+or\s+)$")  # "NPUs and X"
# the capitals opening a word: "DE" of "DEtection"
CAPITALS_RUN = re.compile(r"[A-Z]+")
# "DEtection": two capitals and a lowercase letter hint at a coined acronym
MIXED_CASE_HINT = re.compile(r"[A-Z]{2,}[a-z]")


# "FooNet: Fast Tagging of Long Documents", "Foo-Guard v1.4: A Guardrail for ...": the words a paper's title opens
# with before its colon (candidates.name_before_colon; method-title-name takes a name of the text written so)
TITLE_NAME = re.compile(r"^\s*(?P<name>[^\s:][^:]{0,59}?)\s*:\s")
# "Otter", "evalci", "Second Thought", "Sign in the Air to Unlock": one word, or capitalised words (not "Automated item
# evaluation", a term in lowercase words; not "FooPath and BarPath", two names; not "Curriculum as Code", a
# paradigm: candidates._with_title_name)
TITLE_NAME_WORDS = re.compile(r"\S+|(?:[A-Z0-9]\S*)(?:\s+(?:[A-Z0-9]\S*|of|for|the|in|on|to))*\s+[A-Z0-9]\S*")
# "The Foo Index" -> "Foo Index": an article before a capital, as find_names leaves it out (candidates.name_before_colon)
LEADING_ARTICLE = re.compile(r"^(?:The|A|An)\s+(?=[A-Z])")
# "Grokking", "Model Collapse", "Sycophancy": a title's name in plain words (no inner capital, no digit) may name the
# topic the paper studies (candidates.title_topic)
TITLE_PLAIN_WORDS = re.compile(r"[A-Z][a-z]+(?:\s+[A-Za-z][a-z]*)*")
# "Heron is a 15M-parameter chess AI" defines one thing; "Sycophancy is the tendency ..." a topic
DEFINED_AS_ONE_AFTER = re.compile(r"\s+(?:is|was)\s+an?\s")
# "We revisit FooNet", "we audit BarBench", 'explores the "Foo Paradox"': what the paper studies (verify._title_named)
STUDIED_BEFORE = re.compile(r"\b(?:revisit|study|studies|audit|audits|probe|probes|analy[sz]es?|examines?|investigates?"
                            r"|explores?|reviews?)\s+(?:the\s+)?[\"“]?$", re.IGNORECASE)
# "BarBench is a widely used benchmark", "FooNet, a tagger proposed in 2019": described as existing work
EXISTING_AFTER = re.compile(r"\)?\s*(?:\([^()]*\)\s*)?(?:,\s*)?(?:(?:is|are|was|has\s+been)\s+)?(?:an?\s+|the\s+)?"
                            r"(?:widely[\s-]used|popular|well-known|standard|existing"
                            r"|(?:\w+\s+){0,4}(?:proposed|released|introduced)\s+(?:in|by|last)\b)", re.IGNORECASE)

# What candidates.py reads to find names: words, titles, acronyms
# A word may open with a digit when a name follows it ("2WikiMultihopQA", "3DMatch", "50Salads", "3DF-VQA",
# "4D-FooGen": a capital after the hyphen), not "3D", "7B", "3D-aware" or a unit ("16GB", "5GHz"); or with a number
# and a hyphen in a data set's name (DIGIT_LED_DATA_NAME).
# Inside, an edition's year ("FooTrack'17", "BarMT’16") and a translation direction ("En→De", "English->German").
# A superscript typeset in math is part of the name, as written: "QV-M$^2$", "Foo$^2$Bench", "BAR$^{2}$".
NAME_SUPERSCRIPT = r"\$\^(?:\{[A-Za-z0-9+]{1,3}\}|[A-Za-z0-9+])\$"
# A Greek letter may open a name before a hyphen and "bench" or a coined word (capitals, or a capital inside or a
# digit), in math or not, with a superscript: "$τ^2$-bench", "τ-bench", "$\\tau$-Bench", "$π$-FOO", "$ε$-AS" (not
# "$\\epsilon$-greedy", "$k$-means", "$\\gamma$-Ray": terms)
GREEK_LETTER = (r"(?:[α-ωΑ-Ω]|\\(?:alpha|beta|gamma|delta|epsilon|zeta|eta|theta|iota|kappa|lambda|mu|nu|xi|pi|rho|sigma"
                r"|tau|phi|chi|psi|omega|Gamma|Delta|Theta|Lambda|Xi|Pi|Sigma|Phi|Psi|Omega))")
GREEK_LED = (rf"(?:\${GREEK_LETTER}(?:\^\{{?\d\}}?)?\$|{GREEK_LETTER}(?:\^\d)?)-(?=[A-Z](?:[A-Z0-9]|[a-z]+[A-Z0-9])|[Bb]ench\b|Net\b|Former\b)")
GREEK_LED_WORD = re.compile(GREEK_LED)
# "Evaluations on GIFT-Eval and fev-bench", "tau2-bench": a benchmark named in lowercase with "-bench" (its head no
# everyday word: not "cross-benchmark", "a five-bench suite"; candidates._capitalised reads it), nor a bound prefix
# ("multi-bench evaluation", "micro-bench results", "intra-bench variance": review of rules-230)
LOWERCASE_BENCH_WORD = re.compile(
    r"(?!(?:multi|meta|micro|macro|mini|nano|inter|intra|pre|post|sub|super|hyper|ultra|semi|pseudo|co|non|re|un"
    r"|self|cross|mega)-)(?P<head>[a-z][a-z0-9]{1,11})-bench")
CANDIDATE_WORD = re.compile(rf"(?:{GREEK_LED})?"
                            r"(?:(?<![\w.\-])\d{1,3}(?=[A-Z]{1,2}(?:[A-Za-z]{2}|-[A-Z][A-Za-z]))(?![GMKT]Hz|[KMGT]i?B\b|[KMGT]bps|TFLOP|TOPS)"
                            rf"|{DIGIT_LED_DATA_NAME})?"
                            rf"[A-Za-z](?:[A-Za-z0-9\-+/.'’]|_(?=[A-Za-z0-9])|{ARROW}|{NAME_SUPERSCRIPT}(?=[A-Za-z0-9\-]))*"
                            rf"(?:[A-Za-z0-9+]|(?<=[A-Z]){NAME_SUPERSCRIPT})")
# "B-parameter" in "an 8B-parameter FooLM", "K-token" in "a 128K-token context": a size's unit and the word it
# is glued to, no name (CANDIDATE_WORD starts a word at the unit's letter); so is "x256" in "256x256 FooNet", a
# resolution's second side
SIZE_UNIT_WORD = re.compile(r"(?<=\d)(?:[KMBT]-[a-z][a-z\-]*|x\d+\b)")
# A title in quotes, its words capitalised but for small joining words: "Seeing in Foo Space".
QUOTED_TITLE = re.compile(
    r"[\"“]((?:[A-Z][\w\-]*)(?:\s+(?:(?:in|of|for|via|with|and|the|to|on|as)\s+)?[A-Z][\w\-]*){1,5})[\"”]")
# where a number's clause ends inside its sentence: "; ", ": ", a line break
SENTENCE_PART_END = re.compile(r"[;:](?=\s)|\n")
# ", ": where a long clause is cut again
COMMA_BREAK = re.compile(r",\s")
# A lowercase word of three letters or more and a hyphen before a capitalised name ("low-LoD", "event-RGB"); not a
# one-letter prefix ("e-SNLI"), a digit ("w2v-BERT"), a task's "-to-" ("text-to-SQL") nor a size word that names a
# smaller cut of the data ("mini-FooNet", "tiny-BarSet": SIZE_PREFIX).
LOWERCASE_PREFIX = re.compile(rf"(?!to-|{SIZE_PREFIX})[a-z]{{3,}}-(?=[A-Z][\w.]*$)")
# "... two modules, namely ": the cue is "namely" itself
NAMELY_RIGHT_BEFORE = re.compile(r"namely\s+$")
# "(2) Systematic Analysis and Model Selection Guidance: ...": a list item's heading names nothing
LIST_HEADING = re.compile(r"\((?:\d{1,2}|[ivx]{1,4}|[a-h])\)\s*(?:\\textbf\{|\*\*)?([^:()]{1,80}?)(?:\}|\*\*)?:")
# "we introduce the FooEye, a multi-sensor (": a name, then its apposition
NAME_APPOSITION = re.compile(r"\s(?:[A-Z][\w\-]*[A-Z0-9][\w\-]*|[A-Z][a-z]+[A-Z][\w\-]*),\s+(?:an?|the)\s")
ACRONYM = r"[A-Z][A-Za-z0-9\-]*[A-Z0-9][A-Za-z0-9\-]*"  # two capitals or digits at least: "SynFoC", "ST-AR"
ACRONYM_FORM = re.compile(ACRONYM)
ACRONYM_AFTER = re.compile(
    # "(SFEW 2.0)": a version may follow; the name's markup may close first: "\\textit{Foo Bar Loop} (FBL)", "*Foo Bar* (FB)"
    # a short name may open in lowercase: "Agentic Foo Tuning (aFT)", "manifold Hyper-Connections (mHC)"
    rf"(?:\}}|\*{{1,2}})?\s*\(({ACRONYM}|[a-z][A-Z][A-Za-z0-9\-]*[A-Z0-9])(?:\s+v?\d+(?:\.\d+)*)?\)"
    # "Cross-modality Alignment, dubbed COLA,": the short name given after a comma
    rf"|\s*,\s*(?:dubbed|termed|abbreviated\s+as|or)\s+({ACRONYM})(?=[\s,.;:])")
# "Low-Rank Sparse Attention (Lorsa)": a short name in brackets with one capital, linked only where the long
# form spells it (not "UDIAT (Spain)")
SHORT_NAME_AFTER = re.compile(r"\s*\(([A-Z][a-z]{2,}[A-Za-z0-9]*)\)")
# "BarMT 2014 English-German": a language pair after an edition's year
LANGUAGE_PAIR_AFTER = re.compile(rf" ({LANGUAGE_PAIR.pattern})\b")
# Words that run a capitalised name on to its bracketed acronym, the last lowercase (a capitalised one ends a long
# form of its own, candidates._linked_acronym): "Generative Foo mechanism (GenFoo)",
# "Layer Foo Activation with Gradients information (LFA-G)"; not a data or task noun ("the Foo Bar dataset (FBD)":
# the name stays "Foo Bar").
LOWERCASE_TAIL = re.compile(rf"((?:\s+(?:[a-z][\w\-]*|[A-Z][a-z]+)){{1,3}})\s*\(({ACRONYM})\)")
# "the Foo Bar dataset (FBD)": a data or task noun runs no name on to its acronym
NOT_IN_TAIL = re.compile(r"\b(?:datasets?|benchmarks?|corpus|corpora|suites?|databases?|sets?|collections?|challenges?"
                         r"|competitions?|tasks?|problems?)\b")
# "structures.The": a sentence end with its space missing, no name
GLUED_SENTENCE = re.compile(r"[a-z]{3}\.[A-Z][a-z]")
# "on this task.1", "datasets.12": a footnote's mark glued to a lowercase word at a sentence end (PDF text), no name
FOOTNOTE_MARK = re.compile(r"[a-z]{3,}\.\d{1,2}")

# "Large", "Model3" in "Large Language Model3": each word (a letter, then letters and digits)
ALNUM_WORD = re.compile(r"[A-Za-z][A-Za-z\d]*")

# "L", "L", "M" in "LLM": each capital letter
CAPITAL_LETTER = re.compile(r"[A-Z]")

# "-", " ", "_" in "Foo-Net v_2": what a squeezed name drops
NON_ALNUM = re.compile(r"[\W_]")

# "-" in "text-to-image", "/" in "CNN/RNN"
HYPHEN_OR_SLASH = re.compile(r"[-/]")

# "FooNet", "LLM", "GPT-4": one word with at least two capitals, starting with one (not "Foonet")
TWO_CAPITALS_NAME = re.compile(r"[A-Z][A-Za-z0-9\-]*[A-Z][A-Za-z0-9\-]*")

# "LLM", "RLHF": three or more capitals only (not "LM", "LLMs")
ALL_CAPITALS = re.compile(r"[A-Z]{3,}")
