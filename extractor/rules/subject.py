"""The subject rules (SUBJECT_*): what achieves a number, the method, a compared model or none.
claims._subject applies them.
"""

from __future__ import annotations

from .base import Rule


# --- subject: what achieves a number (claims._subject) ---------------------------------

SUBJECT_NOT_THE_BENCHMARK = Rule(
    "subject-not-the-benchmark", "subject",
    "a score, change or ratio measured on the paper's own benchmark ('enhances performance on FooBench by over 50%')"
    " is achieved by its method, not by the benchmark: the nearest own method in the sentence, else the paper's one"
    " method (not when the sentence reports others, 'the best-performing model achieving': subject-evaluated-models),"
    " else none (a count of the benchmark's own items keeps it: 'FooBench spans 14 languages')",
    (("We introduce FooNet and build FooBench, a new benchmark. FooNet improves accuracy on FooBench by over 50%.",
      "50%", "FooNet"),
     ("We propose FooNet. We also introduce FooBench, a benchmark. Experiments on FooBench show that our method"
      " beats the best baseline by 16.9% AP.", "16.9%", "FooNet"),
     ("We release FooSet, a dataset of 4,021 videos. Models trained on BarSet reach 33.6% mAP, compared to 83.8%"
      " when trained in-domain on FooSet.", "83.8%", None),
     ("We propose FooNet. We introduce FooBench, a benchmark. Experiments on four benchmarks, including FooBench,"
      " show that our method achieves up to a 19.2 point gain in BarScore.", "19.2", "FooNet")))

SUBJECT_SAME_SENTENCE = Rule(
    "subject-same-sentence", "subject",
    "a result's subject is the paper's name nearest the number in its own clause, else in its sentence: a name in"
    " the next clause ('..., while FooNet-T delivers') is another result's, though nearer",
    (("We propose FooNet-S and FooNet-T. Notably, FooNet-S accelerates prefilling by 5x at a long context, while"
      " FooNet-T delivers stable 25 FPS.", "5x", "FooNet-S"),
     ("We propose FooNet-S and FooNet-T. Notably, FooNet-S accelerates prefilling by 5x at a long context, while"
      " FooNet-T delivers stable 25 FPS.", "25", "FooNet-T")))
SUBJECT_SOLE_METHOD = Rule(
    "subject-sole-method", "subject",
    "a score, change or ratio in a sentence naming no introduced name is the paper's one method's (its named parts"
    " aside), once the method has been named: a finding stated before it ('Empirically, subsets capture 80% overlapping signals. We propose"
    " FooNet.') is about prior work",
    (("We propose FooNet, a tagger. It improves recall by 4.4% on BarSet.", "4.4%", "FooNet"),
     ("Empirically, distilled subsets capture 80% overlapping signals. We propose FooNet to fix this.", "80%", None),
     # the method's named parts, named after it, are no second method ("modules such as A and B")
     ("We propose FooNet, a tagger. It has two modules such as Bar Gating and Baz Pooling. It improves recall by"
      " 4.4% on QuxSet.", "4.4%", "FooNet"),
     # the models the paper evaluates act in the sentence: their result, not the method's
     ("We propose FooProbe, a probing tool. Tested models often fail the probe, with accuracy dropping by 40%.", "40%",
      None)))

SUBJECT_NAMED_MODEL = Rule(
    "subject-named-model", "subject",
    "a model written as a name that opens the number's clause as the subject of its result verb ('a BarNet-Base CNN"
    " trained on this data achieves 0.96 F1') is what achieves it, when the sentence names none of the paper's own"
    " methods (not 'BarLM with FooTune achieves', the method applied to it; the paper's own benchmark is no method:"
    " 'On FooBench, a benchmark we introduce, BarLM reaches', rules-190)",
    (("We propose FooSet, a corpus. A BarNet-Base CNN trained on this data achieves 0.96 F1 on the test split.", "0.96",
      "BarNet-Base"),
     ("We propose FooTune. BarLM-7B with FooTune achieves 61.2% on BazQA.", "61.2%", "FooTune"),
     ("On FooBench, a benchmark we introduce, BarLM reaches 41.0% accuracy.", "41.0%", "BarLM"),
     # the value in brackets after the result words, and "with X scoring highest at"
     ("We compare five detectors. On our split, Bar-DETR achieves state-of-the-art results (0.712 mAP).", "0.712",
      "Bar-DETR"),
     ("We introduce FooBench. All models struggle, with BarLM-mini scoring highest at 40.2%.", "40.2%", "BarLM-mini"),
     # a named model described, then its result in a participle or "with" phrase
     ("We build a two-model pipeline. Results show that BarVid-2 is strong in temporal reasoning, achieving a CIDEr"
      " score of 1.10, while Qux-VL excels in visual understanding with a top-1 accuracy of 60.8%.", "1.10", "BarVid-2"),
     ("We build a two-model pipeline. Results show that BarVid-2 is strong in temporal reasoning, achieving a CIDEr"
      " score of 1.10, while Qux-VL excels in visual understanding with a top-1 accuracy of 60.8%.", "60.8%", "Qux-VL")))
SUBJECT_COMPARED = Rule(
    "subject-compared-baseline", "subject",
    "a value given for what the method is compared against is that model's, not the method's: alone in brackets"
    " after it ('outperforming the previous best (10.4)', 'than BarNet (35.2%)'), or after 'compared to X, which"
    " achieves', or after 'the best model, X, achieving', or after 'outperforming the provided baseline (model) of'"
    " (each value of its list) or 'higher than the best methods at'; the"
    " subject is X when X is written as a name, else none",
    (("We propose FooNet. It beats the previous best (10.4) on BarSet.", "10.4", None),
     ("We propose FooASR. It reaches 2.1% WER on BarSpeech, outperforming BarASR (WER 2.7%).", "2.7%", "BarASR"),
     ("We propose FooDet. It reaches 55.0 AP on BarSet, outperforming BarDet (54.1 AP) and QuxDet, which obtains 53.1"
      " AP.", "53.1", "QuxDet"),
     ("We propose FooNet. It reaches 38.2%, beating the Bar Agent baseline (35.3%) by 2.9 points.", "35.3%",
      "Bar Agent"),
     ("We propose FooNet. FooNet reaches 71.3%, 3% better than BarNet (68.2%) on BazSet.", "68.2%", "BarNet"),
     ("We propose FooNet. FooNet reaches 0.62, 2% higher than Bar-4.1 (0.61).", "0.61", "Bar-4.1"),
     ("We propose FooNet. Compared to the fully-supervised BarNet-XL, which achieves 84.1% top-1 accuracy, FooNet"
      " needs less data.", "84.1%", "BarNet-XL"),
     ("We introduce FooBench. We test 7 models, the best model, BarLM, achieving only 46.8% on FooBench.", "46.8%",
      "BarLM"),
     ("We compare detectors. Bar-DETR leads (0.75 mAP), closely followed by BazYOLO-X (0.72).", "0.72", "BazYOLO-X"),
     ("We propose FooNet. FooNet reaches 0.61 on BarSet, outperforming the provided baseline of 0.5227.", "0.5227",
      None),
     ("We propose FooNet. FooNet reaches 0.61 on BarSet, surpassing the previous state of the art of 0.55.", "0.55",
      None),
     ("We propose FooNet. FooNet exceeds the SOTA of 61.2% on BarSet, reaching 64.3%.", "61.2%", None),
     # the head may carry its noun, the value its maths; capitals in the plural name no model (review of rules-251)
     ("We propose FooNet. FooNet reaches 75.1% on BarSet, outperforming the baseline model of 61.2%.", "61.2%", None),
     ("We propose FooNet. FooNet beats the best baseline results of $1.52\\%$ on BarSet.", "1.52\\%", None),
     ("We propose FooNet. FooNet reaches 75.1% on BarSet, better than SOTA LLMs (61.2%).", "61.2%", None),
     # each value of the baseline's list (review of rules-253)
     ("We propose FooNet. FooNet reaches 75.1%, outperforming the previous best results of 61.2% and 58.0% on BarSet"
      " and BazSet.", "58.0%", None),
     # a model's noun before "at" after "than" (review of rules-255)
     ("We propose FooNet. FooNet reaches 75.1% on BarSet, higher than the best methods at 61.2%.", "61.2%", None)))

SUBJECT_COMPARED_RIVAL = Rule(
    "subject-compared-rival", "subject",
    "a value given for another model set against the method's is that model's: after a comparison and before 'for X'"
    " ('compared with 18.3 for BarLM-XL', 'versus 56.8% for BarVLM', '... and 79.0 for QuxRL'; X as written, a"
    " method in words too), or in a 'while'/'whereas' clause a named model opens ('while the BarNet-50 baseline"
    " reaches 76.1%', 'whereas BARTS obtains 70.0%', 'while BarNet-7B models reach 60.0%'); not the paper's own"
    " variant ('while FooNet-S reaches 79.2%'), nor a metric ('whereas BLEU scores ...')",
    (("We propose FooLM. FooLM reaches a perplexity of 16.1 on BarText, compared with 18.3 for BarLM-XL.", "18.3",
      "BarLM-XL"),
     ("We propose FooRL. FooRL scores 81.2 on BarSuite, compared with 75.3 for BarRL and 79.0 for QuxRL.", "79.0",
      "QuxRL"),
     ("We propose FooCal. FooCal lowers the error to 2.1%, compared to 4.8% for temperature scaling.", "4.8%",
      "temperature scaling"),
     ("We propose FooNet. FooNet reaches 80.4% top-1 accuracy on BarSet, while the BarNet-50 baseline reaches 76.1%.",
      "76.1%", "BarNet-50"),
     ("We propose FooNet-L and FooNet-S. FooNet-L reaches 81.0% on BarSet, while FooNet-S reaches 79.2%.", "79.2%",
      "FooNet-S"),
     # a name in capitals, and a plural verb (review of rules-240)
     ("We propose QuxNet. It reaches 81.2% on BarSet, whereas BARTS obtains 70.0%.", "70.0%", "BARTS"),
     ("We propose QuxNet. It reaches 81.2% on BarSet, while BarNet-7B models reach 60.0%.", "60.0%", "BarNet-7B"),
     ("We propose QuxNet. It reaches 81.2% on BarSet, while BarNet models yield 60.0%.", "60.0%", "BarNet"),
     # not a benchmark's score, nor a metric, a field or a word in capitals (review of rules-248)
     ("We propose FooNet. FooNet reaches 81.2% on BarSet, while the ImageNet score reaches 70.2%.", "70.2%", "FooNet"),
     ("We propose FooNet. FooNet lowers the error to 3.1% on BarSet, while ECE reaches 0.8%.", "0.8%", "FooNet"),
     ("We propose FooNet. FooNet reaches 81.2% on BarSet, whereas SOTA methods obtain 70.1%.", "70.1%", "FooNet")))

SUBJECT_EVALUATED_MODELS = Rule(
    "subject-evaluated-models", "subject",
    "a result of the models a paper evaluates, named by no name ('with the best-performing agent achieving only"
    " 21.4%' on its benchmark, 'tested models often fail the probe, with accuracy reaching only 41%') is theirs: no"
    " subject, and not the paper's method's (rules-240)",
    (("We introduce FooBench, a benchmark. We test 7 models on FooBench, the best-performing model achieving only"
      " 46.8%. We then propose FooNet.", "46.8%", None),
     ("We introduce FooBench and FooAgent. We evaluate three agents on FooBench, with the best-performing agent"
      " achieving an accuracy of only 21.4%.", "21.4%", None),
     ("We propose FooProbe, a probing tool. On BarSet, tested models often fail the probe, with accuracy reaching only"
      " 41%.", "41%", None),
     ("We introduce FooBench, a benchmark of surgical videos. The best model reaches only 41.1% accuracy.", "41.1%",
      None)))

SUBJECT_HUMAN_REFERENCE = Rule(
    "subject-human-reference", "subject",
    "a value given for humans ('versus 87.6% for humans', 'compared to human accuracy (98.3%)', 'while humans reach"
    " 92%') is the human reference's: its subject is the humans as written, not a model and not the paper's method",
    (("We introduce FooBench. BarLM-72B achieves 54.1% accuracy versus 87.6% for humans.", "87.6%", "humans"),
     ("We introduce FooBench. We test 18 models and find a large gap to human accuracy (98.3%).", "98.3%", "human"),
     ("We propose FooNet. FooNet reaches 71.2% on BarQA, while humans reach 92.4%.", "92.4%", "humans"),
     # people named by their role, a count before them, "who", or a "human:" label (rules-239)
     ("We introduce FooBench. Models reach 69% accuracy. In contrast, human participants perform near ceiling with"
      " 90.8% accuracy.", "90.8%", "human participants"),
     ("We introduce FooBench. BarLM solves just 3.5%, far behind three human participants who average 96.1%.", "96.1%",
      "three human participants"),
     ("We introduce FooBench. Even BarLM performs far below human level (human: 77.3% vs. BarLM: 41.2%).", "77.3%",
      "human")))

SUBJECT_MODEL_SIZE = Rule(
    "subject-model-size", "subject",
    "a size alone in brackets right after a model written as a name ('BarLM Small (124M)', 'Baz Embed 2.0 (568M"
    " parameters)') is that model's size, not the paper's method's (unless the name is the paper's own)",
    (("We propose FooTune. We pre-train BarLM Small (85M) models on QuxSet.", "85M", "BarLM Small"),
     ("We propose FooNet. FooNet beats Baz Embed 2.0 (568M parameters) on QuxSet.", "568M", "Baz Embed 2.0"),
     ("We propose FooNet. Prior methods fail for medium-sized LMs (7B parameters).", "7B", None)))

SUBJECT_ERROR_SHARE = Rule(
    "subject-error-share", "subject",
    "a share of the failures an error analysis finds ('around 70% of failures stem from misalignment') is no"
    " method's result: no subject",
    (("We propose FooNet. An error analysis shows that around 70% of failures stem from misaligned inputs.", "70%",
      None),))

SUBJECT_COMPARED_MARGIN = Rule(
    "subject-compared-margin", "subject",
    "a value alone in brackets after the margin by which the method beats a model ('outperforming BarNet by 3%"
    " (29.67%)') is that model's: its name when written as one, else none",
    (("We propose FooNet. FooNet reaches 32.5% F1, outperforming BarNet by 3% (29.6%).", "29.6%", "BarNet"),
     ("We propose FooNet. FooNet reaches 32.5% F1, beating the prior best by 2.1 points (30.4).", "30.4", None)))

SUBJECT_COMPARED_NEXT = Rule(
    "subject-compared-next", "subject",
    "in a list of compared models each with its value alone in brackets ('outperforming BarLM (0.75), Baz 2.5 Pro"
    " (0.67) and Qux-4 (0.62)'), each value is its own model's, not only the first",
    (("We propose FooNet. FooNet scores 0.82, outperforming models such as BarLM (0.75), Baz 2.5 Pro (0.67) and"
      " Qux 4.5 (0.62).", "0.67", "Baz 2.5 Pro"),
     ("We propose FooNet. FooNet scores 0.82, outperforming models such as BarLM (0.75), Baz 2.5 Pro (0.67) and"
      " Qux 4.5 (0.62).", "0.62", "Qux 4.5"),
     ("We propose FooNet. FooNet reaches 32.5% F1, outperforming BarNet by 3% (29.6%) and Qux by 2% (30.3%).", "30.3%",
      "Qux")))

SUBJECT_COMPARED_OWNER = Rule(
    "subject-compared-owner", "subject",
    "a value written after the possessive of what the method is compared against ('F1=0.784 compared to prior"
    " SOTA's 0.723', 'than BarNet's 61.2%') is that one's: its name when written as one, else none",
    (("We propose FooNet. FooNet reaches F1=0.784 compared to prior SOTA's 0.723.", "0.723", None),
     ("We propose FooNet. FooNet reaches 71.2%, higher than BarNet-L's 65.3% on QuxSet.", "65.3%", "BarNet-L")))

SUBJECT_MAIN_METHOD = Rule(
    "subject-main-method", "subject",
    "a result whose sentence names none of the paper's own names but says 'our method', 'our approach', 'the proposed"
    " framework' is the paper's main method's, when it introduces several names (a task, a metric, a module) and"
    " exactly one of them is described as a framework, method, approach or model ('FooNet, a novel framework'), not"
    " beside another of its names named before ('We design the BarFix method to constrain FooNet': an aid to it)",
    (("We introduce a new task, BarTask. We propose FooNet, a novel framework. A Baz Gating (BG) mechanism is"
      " introduced. Experiments show that our method improves accuracy by 8.8%.", "8.8%", "FooNet"),
     ("We propose FooNet, a novel framework, with a Baz Gating (BG) module. We also build BarSet, a new dataset."
      " Our method improves accuracy by 8.8% on our BarSet.", "8.8%", "FooNet"),
     ("We propose FooNet, a novel framework, and BarNet, a new model. Our method improves accuracy by 8.8%.", "8.8%",
      None),
     ("We propose the Foo Navigator (FN), a decoupler. We design the BarFix method to constrain FN. Our method"
      " improves accuracy by 8.8%.", "8.8%", None)))

SUBJECT_PRONOUN = Rule(
    "subject-pronoun-antecedent", "subject",
    "a result whose subject is 'it' in a sentence naming none of the paper's own methods is achieved by the own"
    " method named first in the nearest of the two sentences before that names one ('FooNet leads on BarSet."
    " Notably, it outperforms the best by 5%')",
    (("We propose FooNet and a BarLoss. FooNet reaches the best results. On BazBench, it achieves 41.5.", "41.5",
      "FooNet"),
     ("We present FooNet and a BarLoss. On QuxSet, FooNet is best. Remarkably, it stays competitive with"
      " little data. Furthermore, it achieves 2.5x faster inference.", "2.5x", "FooNet")))

SUBJECT_FROM_VALUE = Rule(
    "subject-from-value", "subject",
    "the first value of 'from A to B' after a change ('improves F1 from A to B', 'reducing X from A to B') is"
    " where the change started, the baseline's or the unchanged model's value, not what the method achieves (B is);"
    " not a range ('gains ranging from A to B'); also 'surges from A to B', 'goes A -> B', 'accuracy improvements"
    " (A -> B)', 'improves accuracy by N% (A -> B)', typeset arrows, and a unit or a metric between ('from 32.10 dB to"
    " 32.85 dB', 'from 32.1 BLEU to 33.5 BLEU')",
    (("We propose FooNet. It raises the accuracy of BarLM from 61.2% to 70.1% on BazSet.", "61.2%", None),
     ("We propose FooNet. With it, agreement on BazSet surges from 20.9% to 69.4%.", "20.9%", None),
     ("We propose FooNet. BarLM tuned with it shows accuracy improvements (50% -> 82%) on BazSet.", "50%", None),
     ("We propose FooNet. BarLM tuned with it shows accuracy improvements (50% -> 82%) on BazSet.", "82%", "FooNet"),
     ("We propose FooNet. On BazSet, its accuracy goes 30.1% -> 45.6%.", "30.1%", None),
     ("We propose FooNet. It yields accuracy gains (61.2\\%$\\rightarrow$70.1\\%) on BazSet.", "61.2\\%", None),
     ("We propose FooNet. It yields improvements (50% -> 82% accuracy, 40% -> 61% F1) on BazSet.", "40%", None),
     ("We propose FooNet. FooNet improves PSNR on BazSet from 32.10 dB to 32.85 dB.", "32.10", None),
     # a metric between, or the change's own size before the arrow's bracket (review of rules-240)
     ("We propose FooMT. On BarMT, FooMT improves translation quality from 32.1 BLEU to 33.5 BLEU.", "32.1", None),
     ("We propose FooMT. On BarMT, FooMT improves translation quality from 32.1 BLEU to 33.5 BLEU.", "33.5", "FooMT"),
     ("We propose FooNet. On BazSet, FooNet improves accuracy by 32% (50% -> 82%).", "50%", None),
     # a metric word between, a typeset arrow and percent (review of rules-248); "vs." in the bracket says no order
     # ("a lift in contact rate (78.1% vs. 46.1% over a naive control)": the method's value first)
     ("We propose FooNet. FooNet improves the baseline from 70.1% accuracy to 75.3% accuracy on BazSet.", "70.1%",
      None),
     ("We propose FooNet. FooNet improves accuracy by 32\\% (50\\% $\\rightarrow$ 82\\%) on BazSet.", "50\\%", None),
     ("We propose FooNet. FooNet lifts the contact rate on BazSet (78.1% vs. 46.1% over a naive control).", "78.1%",
      "FooNet"),
     # stems read whole: "surgical", a covariate "shift" are no change
     ("We propose FooNet. On BazSet surgical videos, FooNet achieves accuracies from 85.1% to 91.3% across phases.",
      "85.1%", "FooNet"),
     ("We propose FooNet. Under a covariate shift, FooNet keeps accuracy from 85.1% to 91.3% on BazSet.", "85.1%",
      "FooNet"),
     ("We propose FooNet. With dropout, FooNet achieves accuracies from 85.1% to 91.3% across phases on BazSet.",
      "85.1%", "FooNet"),
     ("We propose FooNet. It raises the accuracy of BarLM from 61.2% to 70.1% on BazSet.", "70.1%", "FooNet"),
     ("We propose FooNet. FooNet cuts the attention overhead from 92% to 50%.", "92%", None),
     ("We propose FooNet. It reaches gains ranging from 18% to 36% on BazSet.", "18%", "FooNet"),
     # a plural change noun right before "from" opens a range of changes (patterns.CHANGES_RANGE_FROM_BEFORE)
     ("We propose FooNet. On BazSet, FooNet yields gains from 1.2 points to 3.4 points across tasks.", "1.2", "FooNet"),
     # (not a change "in" a metric, nor a metric's gains: each a start; third review of session 47)
     ("We propose FooNet. FooNet achieves reductions in error from 10.2% to 7.1% on BazSet.", "10.2%", None),
     ("We propose FooNet. With FooNet, BarNet's accuracy gains from 61.2% to 70.1% on BazSet.", "61.2%", None)))

SUBJECT_SCOPE_COUNT = Rule(
    "subject-scope-count", "subject",
    "a count of what the work is evaluated on or compared with ('across 14 benchmarks', 'among 13 baselines', 'on 5"
    " languages and 3 models'), of the models it evaluates ('We evaluate 8 LLMs') or of a study's people ('N = 30',"
    " '24 participants') is no result of the paper's method: no subject; a benchmark the paper introduces keeps"
    " the counts of its own items ('FooBench spans tasks across 14 languages'), and a count of wins is the"
    " method's ('better on 11 of 12 datasets')",
    (("We propose FooNet. Across 18 benchmarks, FooNet is best.", "18", None),
     ("We propose FooNet. We evaluate FooNet on 5 languages, 2 datasets, and 3 BarASR models.", "3", None),
     ("We propose FooNet. FooNet ranks first among 13 baselines.", "13", None),
     ("We propose FooGen. A user study (N = 30) prefers FooGen.", "30", None),
     ("We introduce FooBench, a benchmark. We evaluate 12 LLMs on FooBench.", "12", None),
     ("We introduce FooBench, a benchmark. FooBench spans tasks across 14 languages.", "14", "FooBench"),
     ("We propose FooNet. FooNet is better on 11 of 12 datasets.", "11", "FooNet"),
     ("We propose FooMesh, a library. FooMesh integrates over 15K 3D models.", "15K", "FooMesh"),
     ("We propose FooLM, a model pretrained on paired images and 72 diverse tasks.", "72", "FooLM"),
     # the size of data the work names no name for is not the method's
     ("We propose FooNet. FooNet reaches 0.83 on a curated dataset of 900K papers.", "900K", None)))

# The rules above that leave the subject empty because the value is another's: a compared model's written as no
# name, an evaluated model's, a change's starting value, a share of failures (subject-compared-rival always names
# the rival). Such a value is never the paper's method's result, so a
# leaderboard does not credit it to the paper (tables.leaderboards). Not subject-not-the-benchmark, whose empty
# subject is the paper's own methods, none chosen (the evaluated models' is subject-evaluated-models); nor
# subject-human-reference, which names the humans.
ANOTHERS_VALUE = frozenset(rule.name for rule in (
    SUBJECT_COMPARED, SUBJECT_EVALUATED_MODELS, SUBJECT_COMPARED_MARGIN, SUBJECT_COMPARED_NEXT, SUBJECT_COMPARED_OWNER, SUBJECT_FROM_VALUE,
    SUBJECT_ERROR_SHARE))
