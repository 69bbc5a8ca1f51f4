"""The benchmark attribution rules (BENCHMARK_RULES): which benchmark a claim is measured on, or
none. claims.attribute applies them in this order.
"""

from __future__ import annotations

from .base import Rule


# --- benchmark attribution rules (claims.attribute applies them in this order) ----------

BENCHMARK_RULES = [
    Rule("benchmark-setting-named-here", "benchmark",
         "a setting in a sentence that names one benchmark the paper evaluates on is a condition of that benchmark's"
         " runs or make-up (rules-232; not a model's size nor the machine a run used)",
         (("We evaluate FooNet on FooBench at temperature 0.6.", "0.6", "FooBench"),
          ("We build FooFresh-Bench from web snapshots taken at 1, 12 and 24 hours after a crawl.", "12",
           "FooFresh-Bench"),
          # a share of a machine is a budget, no machine (review of session 50)
          ("FooLM trains under a 5% GPU budget on FooBench and beats BarLM.", "5%", "FooBench"))),
    Rule("benchmark-none-setting", "benchmark", "any other setting (a model's size in billions, a context length with"
         " no benchmark named beside it) is not a result on a benchmark",
         (("On FooBench, models of 7B parameters reach 61.2 points.", "7B", None),
          # (nor a size in millions or a machine: review of rules-232)
          ("We report 52.3 AP on FooCOCO with a 125M-parameter backbone.", "125M", None),
          ("We train on 8 A100 GPUs for FooNet classification at temperature 0.6.", "8", None),
          ("With a 32K context, models reach 61.2 points.", "32K", None))),
    Rule("benchmark-none-statistic", "benchmark",
         "what a correlation or an R^2 equals inside math ('$r = 0.69$'), or a p-value, an effect size, a rank"
         " correlation spelled 'rho' or a chi-squared statistic equals plainly too ('p = 0.34', 'd = 2.78', 'rho ="
         " 0.32'), states how two things relate or how sure a test is, not a result on"
         " a benchmark (as a setting there was none)",
         (("On FooBench, FooScore tracks human ratings ($r = 0.69$, $p = 0.003$).", "0.69", None),
          # written plainly, or as an effect size or test level, it is as much a statistic (modern19f)
          ("On FooBench, FooNet matches BarNet (61.2% vs. 62.0%, p = 0.34).", "0.34", None),
          ("On FooBench it gains 3.1 points. The gain is large (p < 0.001, d = 2.78).", "2.78", None),
          ("It keeps 40% more subjects on FooSet. Effect sizes grow ($\\varepsilon^2$= 0.121).", "0.121", None),
          # a rank correlation spelled out as a word, or a chi-squared statistic, in an analysis of the corpus the
          # sentence before names (not benchmark-previous-sentence): patterns.STATISTIC_STATED_BEFORE (modern21a)
          ("We analyse 9,000 books of the FooBooks corpus. Pacing predicts readership (partial rho = 0.32).", "0.32",
           None),
          ("We analyse 9,000 books of the FooBooks corpus. Genre constrains shape (chi squared = 2121.6, p < 0.001).",
           "2121.6", None),
          # a p-value's bound written with any sign, a test's result since rules-183 (patterns.P_VALUE_BOUND_BEFORE)
          ("On FooBench, FooNet and BarNet differ (Wilcoxon p <= 0.065).", "0.065", None))),
    Rule("benchmark-none-efficiency", "benchmark",
         "a speed, memory, token or cost figure is about the method's efficiency, not measured on a benchmark (a"
         " speed after 'with' is a condition of another result: 'a mask AP of 40.2 with a two-fold speedup')",
         (("On FooBench it is 6x faster and cuts token usage by 60%.", "60%", None),
          ("Tests on FooBench show it reduces the KV cache size by 87.5% with 2-bit quantization.", "87.5%", None),
          ("It gains 1.4 points on FooNet. Against BarNet, it delivers an additional 37% acceleration.", "37%", None),
          ("On FooNet-1k, pruning cuts MACs by 35% and model size by 36%, speeding up the model by 1.44x.", "35%", None),
          ("On FooNet-1k, pruning cuts MACs by 35% and model size by 36%, speeding up the model by 1.44x.", "1.44x",
           None),
          # a list or a second clause between the figure and 'on X' (patterns.EFFICIENCY_ON_BREAK)
          ("Even with a 14x smaller backbone and no pre-training on the FooBot dataset, it wins.", "14x", None))),
    Rule("benchmark-none-summary", "benchmark",
         "a number followed by examples in brackets ('over 10% (e.g., 10.7% on A and 13.6% on B)') sums up"
         " several benchmarks, not one",
         (("It yields gains of over 10% (e.g., 10.7% on FooSet and 13.6% on BarSet) over baselines.", "10%", None),)),
    Rule("benchmark-generic-named-before", "benchmark",
         "a score or change said to hold 'on standard benchmarks' in a sentence that opens with experiments on one"
         " named benchmark is on that one: the generic place points back to it (not 'on six benchmarks', a count);"
         " 'across 7 tasks' in a sentence opening 'On (the suite) X,' is on the tasks X holds",
         (("Experiments on FooNet40 show that BarCNN reaches 92.4% accuracy on standard benchmarks.", "92.4%",
           "FooNet40"),
          # a count of tasks in a sentence that opens 'On (the suite) X,': the tasks that one benchmark holds
          ("On the reasoning suite FooEval, our model gains up to 13% and on average 4% absolute across 7 tasks.", "4%",
           "FooEval"),
          # vision18: a sentence opening "Extensive experiments on the challenging X benchmark"
          ("Extensive experiments on the challenging QuxDrive benchmark show that FooNet outperforms the state of the"
           " art by around 21% and 27% AP on the tasks of 3D localization and 3D detection.", "27%", "QuxDrive"))),
    Rule("benchmark-none-generic", "benchmark",
         "a score or change said to hold 'on six benchmarks', 'across various tasks' or 'on real-world datasets' is"
         " on no one named benchmark (a list in brackets or after 'such as' names them, 'these datasets' points"
         " back, and a count 'of 100 models across 28 datasets' describes a benchmark), or 'on our in-house dataset'"
         " (one unnamed); a count of benchmarks or"
         " datasets themselves ('across 14 classification benchmarks') is of no one of them, unless the sentence"
         " names the paper's own benchmark",
         (# not two benchmarks, nor a count of them, after "Experiments on" (benchmark-generic-named-before)
          ("Experiments on FooNet40 and BazSet show that BarCNN gains 2.4% on standard benchmarks.", "2.4%", None),
          ("Experiments on FooNet40 show that BarCNN gains 2.4% on six benchmarks.", "2.4%", None),
          ("We test on FooSet and BarSet. It gains 4.1% on image benchmarks and 1.8% on video benchmarks.",
           "4.1%", None),
          ("It reaches 0.93 SR on FooSim, 90.8% average CAR on real-world datasets and 81.6% on a drone.", "90.8%", None),
          # a bracket after the place that holds a number (a gain) names no benchmarks
          ("It reaches 0.93 SR on FooSim (+2.2%), 90.8% average CAR on real-world datasets (+12.1% vs. BarNet), and"
           " 81.6% on a drone.", "90.8%", None),
          ("It gains 7.9% for BarNet across six benchmarks on FooSet.", "7.9%", None),
          ("It helps FooSwag accuracy by 4.3%. The out-of-vocabulary rate is 0.12% on test sets.", "0.12%", None),
          ("Evaluations across 14 zero-shot classification benchmarks show gains of 6.7% on FooNet-1K.", "14", None),
          # modern18g: so is a count of what the work runs or compares (patterns.COUNTED_RUNS_AFTER)
          ("Evaluating 11 methods across 32 configurations on 33 tasks of FooArena L1 required 232.4 hours.", "11",
           None),
          ("Using 111 recordings from the FooVoice database, we evaluated 12 instruction-tuned LLMs.", "12", None),
          ("It gains 5.1% on the public FooSet benchmark and 3.2% on our in-house dataset.", "3.2%", None),
          ("It gains 0.2% on the FooIS data set and a 55% intent accuracy improvement on an internal dataset.", "55%",
           None),
          ("It cuts errors by as much as 87% on diagnostic tasks from the FooSet dataset and 16% on a semantic parsing"
           " task.", "16%", None),
          ("It cuts errors by 87% on FooSet. It cuts perplexity by roughly 1% on small corpora in several languages.",
           "1%", None),
          ("It reaches 95.7% success on FooBench, improves 7-12% on BarBench, and delivers up to 26% absolute gains"
           " on real robots.", "26%", None),
          ("It gains 4.1 points on FooSet and improves success by 18% in real-world deployments.", "18%", None))),
    Rule("benchmark-bracketed-value", "benchmark",
         "a number alone in brackets right after another number ('AP gains of 10.1 (56.4%) on FooSet and 7.4 (31.4%)"
         " on BarSet': the same gain as a percentage) is on that number's benchmark, not on the name nearest it; so"
         " are the values a bracket compares right after a change ('on FooQA by +2.3% (88.4% vs. 90.7%) and BarQA"
         " ...': the change's two ends; patterns.VALUES_COMPARED_BRACKET)",
         (("It gains 10.1 (56.4%) AP on the FooSet hard split and 7.4 (31.4%) in cross-dataset validation with new"
           " cameras on BarSet.", "31.4%", "BarSet"),
          # the restated number's own kind decides: a score takes the paper's sole benchmark, a change would not
          ("We evaluate FooNet on the FooQA dataset. Results are good. In particular, the largest model rises from"
           " 72.50% to 87.07% (+14.57%).", "+14.57%", "FooQA"),
          # a third, lowercase word in the bracket
          ("It obtains new results, pushing FooQA v1.1 Test F1 to 91.2 (1.4 point absolute improvement) and BarQA"
           " Test F1 to 80.1 (4.1 point absolute improvement).", "1.4", "FooQA v1.1"),
          # the two ends of a change compared in its bracket, though the next name stands nearer the second
          ("It gains on FooNLI by +0.9% (90.2% vs. 91.1%), on FooQA by +2.3% (88.4% vs. 90.7%) and BarQA by +3.6%"
           " (83.2% vs. 86.8%).", "90.7%", "FooQA"),
          # a unit between, a typeset percent, a metric in the bracket (review of rules-247)
          ("It gains on FooQA by 2.3 points (88.4% vs. 90.7%) and BarQA by 3.6 points.", "90.7%", "FooQA"),
          ("It gains on FooQA by +2.3% (88.4\\% vs. 90.7\\%) and BarQA by +3.6%.", "90.7\\%", "FooQA"),
          ("It gains on FooQA by +2.3 (88.4 vs. 90.7 F1) and BarQA by +3.6.", "90.7", "FooQA"))),
    Rule("benchmark-bracketed-name", "benchmark",
         "a score followed by a bracket holding one name alone ('71.3% (FooKG) and 89.4% (BarWeb) precision') is on"
         " that name (patterns.SCORE_BRACKET_BEFORE): the bracket says which dataset, not a metric ('(mAP)'), a short"
         " capital acronym ('(EAO)'), a model or a number",
         (("Humans rate its output highly, with up to 71.3% (FooKG) and 89.4% (BarWeb) precision.", "89.4%",
           "BarWeb"),
          ("We propose FooNet. It reaches 56.2% (QuxSet), beating all earlier systems on link prediction.", "56.2%",
           "QuxSet"))),
    Rule("benchmark-in-brackets", "benchmark",
         "a number in brackets right after a benchmark's name ('FooSet (50.3% mIoU), BarSet (55.8%)') is on it",
         (("It sets a new best on ADE20K (50.3% mIoU), BarSet (55.8% mIoU) and good results on BazSet.",
           "55.8%", "BarSet"),
          ("It is the best on FooSet (12.1% AP, 24.8% AP50), COCO (54.9% AP).", "24.8%", "FooSet"),
          # a task word between the name and its bracket (patterns.TASK_WORD_END)
          ("We propose FooNet. It yields gains on FooAnn NER (+2.6 F1), BarPOS tagging (+1.3) and QuxNLI (+0.7).",
           "+1.3", "BarPOS"),
          ("We propose FooNet. It yields gains on FooAnn NER (+2.6 F1), BarPOS tagging (+1.3) and QuxNLI (+0.7).",
           "+0.7", "QuxNLI"),
          # a bracket of up to 60 characters after a list's item leaves the list going (text.LIST_SO_FAR; lb19)
          ("It sets new results on QuxSet (43.8 BLEU and 46.4 BLEU with back-translation) and BarSet (30.1 BLEU).",
           "30.1", "BarSet"),
          # a data noun between the name and its bracket (patterns.DATA_NOUN_END)
          ("It beats the best on the FooSet dataset (ODS F-score of 0.782) and the BarSet dataset (ODS F-score of 0.746).",
           "0.782", "FooSet"),
          # a lowercase word before the task word ("digit recognition"), not the name after the bracket
          ("FooNet reaches the best accuracy on the FooDigits digit recognition (99.4%) and BarSpeech speech"
           " recognition tasks (75.2%).", "99.4%", "FooDigits"))),
    Rule("benchmark-labelled", "benchmark",
         "a number right after a benchmark's name and a colon ('QuxSet: 93.4%, ZapSet: 87.6%') is on that name, not"
         " on the name nearest it (probe34); so are the later numbers of its sentence, up to another name or a"
         " closing bracket",
         (("Results are strong across the board (QuxSet: 93.4%, ZapSet: 87.6%).", "93.4%", "QuxSet"),
          ("Results are strong across the board (QuxSet: 93.4%, ZapSet: 87.6%).", "87.6%", "ZapSet"),
          # the label holds for the later numbers of the sentence's list too
          ("Our parser achieves new state-of-the-art results for single models trained on the FooBank: 93.55 F1"
           " without the use of any external data, and 95.13 F1 when using pre-trained word vectors.", "95.13",
           "FooBank"))),
    Rule("benchmark-respectively", "benchmark",
         "'A%, B% and C% on X, Y and Z, respectively': the n-th number of the list right before 'respectively'"
         " is on the n-th benchmark (names written between the numbers break the list; 'FooDet 2007 and 2012' is two"
         " editions; 'on the two datasets, respectively' points back to the last list of names written before;"
         " a sentence naming no benchmark takes the list of the one before);"
         " 'on X and on Y, respectively a 15 and 5 point gain': the list right after it, on the names before it;"
         " 'recalls of a, b, c and Dice of d, e, f on X, Y and Z, respectively': one list per metric, each in order",
         (# a part's letter and underscores in the names (patterns.VERSION_AFTER; patterns.CANDIDATE_WORD)
          ("It gains 4.2%, 14.3% and 27.1% in MAE on the FooCrowd Part A, FooCrowd Part B and FOO_CC_50 datasets,"
           " respectively.", "14.3%", "FooCrowd Part B"),
          ("reach 19.3%, 21.7%, and 18.7% on FooSet, BarSet, and BazSet, respectively", "21.7%", "BarSet"),
          # the list ends at 'respectively': a value after it is no item of it (patterns.LIST_BREAK)
          ("On FooKITTI, BarScenes, and BazPR, FooReg reaches 97.7%, 99.0%, and 99.3%, respectively, including 97.3%"
           " on sparse scans.", "99.3%", "BazPR"),
          ("Our evaluation on FooLIAR, BarFEVER, and BazFact shows gains. Our framework achieved F1-scores of 83.73,"
           " 84.57, and 79.70 respectively, representing a 10-15% improvement over BarRAG.", "84.57", "BarFEVER"),
          ("Experiments on FooSet and BarSet give 85.1% mAP / 87.2% rank1 and 91.5% mAP / 96.3% rank1, respectively",
           "91.5%", "BarSet"),
          # one list per metric, each in the names' order (patterns.PLAIN_LIST_GAP)
          ("Tests on five datasets: FooEye, BarEye, BazEye, QuxEye, and ZotEye, yield sensitivity scores of 0.8189,"
           " 0.8499, 0.8640, 0.8634, 0.8096, and Dice coefficients of 0.8070, 0.8072, 0.8181, 0.8649, and 0.7686,"
           " respectively.", "0.8499", "BarEye"),
          ("It gets F1 = 83.4 on FooSet and F1 = 82.7 on BarSet, beating the best by 1.8 and 1.0 F1 respectively.",
           "1.0", "BarSet"),
          ("Experiments on FooQA and BarQA show gains. It obtains 72.1 and 65.3 F1, respectively.", "72.1", "FooQA"),
          # "separately" written for "respectively"
          ("We test on FooMT16, BarMT13 and BazMT16. We obtain 24.1/30.3, 28.1/27.6 and 30.1/27.6 BLEU points"
           " separately.", "28.1", "BarMT13"),
          # "on the two datasets, respectively" points back to the list an earlier sentence names ("from a to b" is a
          # change, two values of one dataset, not a range)
          ("We test on two datasets, FooSet and BarSet. The results are good. BLEU rises from 1.6 to 22.5 and from"
           " 0.6 to 14.1 on the two datasets, respectively.", "0.6", "BarSet"),
          # one 'from' serves a list of changes "from a to b, c to d, and e to f" (rules-173)
          ("On FooSet, BarSet and BazSet, FooNet raises accuracy from 65.09 to 71.40, 48.49 to 51.50, and 80.03 to"
           " 82.38, respectively.", "51.50", "BarSet"),
          # 'respectively' written before the numbers pairs them with the names before it
          ("Our model achieves 0.74 BLANC F1 on the FooCom corpus and 0.70 F1 on the BarEve corpus, respectively a 15"
           " and 5 percentage point improvement over previous models.", "15", "FooCom"),
          # a count of the datasets after 'respectively' is no generic place (benchmark-none-generic)
          ("Experiments on FooVid and BarVid-10K show gains. The gains are 10.0% and 5.7% respectively on two"
           " datasets.", "5.7%", "BarVid-10K"),
          # a year after a name ending in a year is another edition of it (patterns.ELIDED_YEAR_AFTER)
          ("We obtain 53.6% and 50.3% mAP on the FooDet 2007 and 2012 benchmarks respectively.", "50.3%",
           "FooDet 2012"))),
    Rule("benchmark-parallel-change", "benchmark",
         "a run of numbers ending in a second change ('and by', 'and from') followed by 'on B': the changes before"
         " the last are on the name the sentence put before the run with 'on', not on B",
         (("On FooSet with 40 labels, it cuts the error by a factor of 3 (from 31% to 10%) and by a factor of 2 on"
           " BarSet.", "31%", "FooSet"),
          ("It improves accuracy on FooNet from 71.2% to 75.8% and from 60% to 64% on BarGlot.", "75.8%", "FooNet"))),
    Rule("benchmark-gain-after-score-on", "benchmark",
         "a number in a clause hung on a score's 'on X' ('24.4 BLEU on FooSet, outperforming the best system by 1.1"
         " points and 24.5 BLEU on BarSet', '28.4% on the FooSet benchmark, which is 10% higher') is on X, not on"
         " the name after it",
         (("It achieves 24.4 BLEU on FooSet, outperforming the state of the art by 1.1 points and 24.5 BLEU on"
           " BarSet, outperforming it by 1.2 points.", "1.1", "FooSet"),
          ("It reaches 28.4% on the linear FooSet benchmark, which is 10% (54% relative) higher than earlier systems"
           " while gaining 12% on the BarSet benchmark subset.", "10%", "FooSet"))),
    Rule("benchmark-list-on-after", "benchmark",
         "a list of numbers followed by 'on X' is on X; followed by 'on X and Y' with as many names as numbers,"
         " the n-th number is on the n-th name",
         (("It gets an mAP of 97.4, OF1 of 92.3 on FooSet; an mAP of 92.8 (vs. 92.0 for BazNet), OF1 of 88.2 on"
           " BarSet.", "92.8", "BarSet"),
          ("It achieves 73.1% and 58.7% on FooEval and BarArena with a small model.", "58.7%", "BarArena"),
          # "v.s." written for "vs." ends no sentence (text._ABBREVIATIONS; rules-176)
          ("Its accuracy is comparable to SDE trackers (64.4% MOTA v.s. 66.1% MOTA on FooMOT-16 challenge).", "64.4%",
           "FooMOT-16"),
          ("Experiments on FooQA and BarQA show it reaches 72.1/65.3 EM on FooQA/BarQA.", "65.3", "BarQA"),
          # a metric written with digits is no number between the list and its "on X" (probe34)
          ("FooQA reaches 72.4 EM / 80.9 F1 on BazQA and 68.0 EM / 75.1 F1 on QuxQA.", "68.0", "QuxQA"),
          # 'respectively' in a sentence that names its one benchmark pairs the numbers with something else
          # ('single/seven model'), not with the list of an earlier sentence (benchmark-respectively)
          ("We test on QuxSet and FooNet-1k. We obtain top-5 errors of only 7.84%/6.38% on FooNet-1k validation data"
           " with a single/seven model BarNet, respectively.", "7.84%", "FooNet-1k"),
          # each name of the list with its data noun (patterns.DATA_NOUN_NAMES_NEXT)
          ("It gains 2.5% and 2.6% on the synthetic FooSet-S dataset and the real BarSet dataset.", "2.6%",
           "BarSet"))),
    Rule("benchmark-paired-lists", "benchmark",
         "a list of names and a list of as many numbers in one sentence pair by position ('on A, B, and C,"
         " surpassing the best by 10.1, 7.7, and 3.9 points'), or of as many numbers in one pair of brackets; of"
         " two such lists, the one ending nearest before the numbers",
         (("Experiments on FooSet, BarSet, and BazSet show it is best, surpassing prior work by 10.1, 7.7, and 3.9"
           " points.", "7.7", "BarSet"),
          # a slashed pair of values pairs with two slashed versions of one name, the name elided ("FooQA v1.1/v2.0":
          # patterns.SLASHED_VERSIONS, patterns.SLASH_BETWEEN_VALUES)
          ("We propose FooNet. On the FooQA v1.1/v2.0 question answering task, it reaches 88.4/77.6 F1 (1.2/1.9"
           " higher).", "77.6", "FooQA v2.0"),
          # 'compared to' ends one list of numbers and opens another (patterns.LIST_BREAK): each pairs with the names
          ("We test on two datasets, FooSet and BarSet, on which our method reaches 63.6% and 64.0%, compared to 54.9%"
           " and 54.4% for the best prior methods.", "54.9%", "FooSet"),
          # one bracketed list for each metric, each as long as the list of names
          ("Results on FooSet, BarQA and BazTree show gains in recall (+18.4%, +34.2%, +39.7%) and precision"
           " (+29.5%, +51.5%, +41.2%).", "+51.5%", "BarQA"),
          # names in brackets after lowercase labels list them too (probe34)
          ("We test on question answering (BazQA) and entailment (QuxNLI), where FooBERT gets 90.2 and 86.7.", "90.2",
           "BazQA"),
          # a 'which' restating the list as gains opens a second list, each pairing with the names (patterns.LIST_BREAK,
          # patterns.NAME_GLOSS)
          ("We propose FooNet. On FooGraph (node) and Bar-Binary (graph) classification benchmarks, we achieve 86.8% and"
           " 84.5% accuracy, which are 5.5% and 2.4% relative improvements.", "2.4%", "Bar-Binary"),
          # two lists of names, each before its own numbers (claims._nearest_first)
          ("It lowers perplexity on the FooBank and BarText datasets to 51.1 and 44.3, and bits per character on the"
           " foo8 and QuxPrize datasets to 1.19 and 1.08, respectively.", "1.08", "QuxPrize"),
          # (and the first numbers with the first list: ", and bits per character on" opens a parallel item,
          # patterns.NEW_CLAUSE, so benchmark-list-on-after does not reach past it)
          ("It lowers perplexity on the FooBank and BarText datasets to 51.1 and 44.3, and bits per character on the"
           " foo8 and QuxPrize datasets to 1.19 and 1.08, respectively.", "51.1", "FooBank"),
          # the nearer list is skipped when a model was only trained on it (review of rules-247)
          ("On FooQA and BarQA, FooNet, initialised from weights trained on QuxNet and ZedSet, reaches 80.1% and"
           " 70.2%, respectively.", "70.2%", "BarQA"))),
    Rule("benchmark-named-change", "benchmark",
         "a change written 'X from a to b' or 'X by a' right after a benchmark's name (and its noun or metric: 'the"
         " FooQA benchmark from 53.8% to 56.1% and BarQA benchmark from ...', 'reducing FooQA perplexity by 11.7% and"
         " raising BarQA accuracy by 4.3%') is on that name, where the next name stands nearer or follows behind"
         " 'on' ('on FooQA by 2.1% and on BarQA by 3.5%': so it comes before benchmark-on-after)",
         (("It raises accuracy on the FooQA benchmark from 53.8% to 56.1% and BarQA benchmark from 58.9% to 63.4%.",
           "56.1%", "FooQA"),
          ("It lifts FooQA accuracy from 41.2 to 47.9 and BarQA accuracy from 30.0 to 35.5.", "41.2", "FooQA"),
          ("It helps downstream, cutting FooQA word-level perplexity by 11.7% and BarQA error by 4.3%.", "11.7%",
           "FooQA"),
          # before benchmark-on-after, which would take the next name behind 'on'
          ("FooNet improves the state of the art on FooQA by 2.1% and on BarQA by 3.5%.", "2.1%", "FooQA"))),
    Rule("benchmark-on-after", "benchmark",
         "the benchmark named after the number behind 'on', with no other result between (a condition such as"
         " 'at 230 FPS' may be) and no new clause (', while ...', 'and attained ...', a closing bracket), and not"
         " behind 'trained on' (what a model learned from) nor in a parallel item with values of its own (', and the"
         " latency on A and B to 12 and 15 ms')",
         (("It gets 77.4% mIoU on FooSet and 74.4% mIoU on BarSet.", "74.4%", "BarSet"),
          # a capital inside a lowercase-led word makes it a name, not words of a generic place (benchmark-none-generic)
          ("Methods drop from 81.5% per-dialog accuracy on original-bFoo dialog tasks to 30.3% on permuted-bFoo dialog"
           " tasks.", "30.3%", "permuted-bFoo"),
          ("It yields 77.4% mIoU at 109 FPS on FooSet and 74.4% mIoU at 230 FPS on BarSet.", "74.4%", "BarSet"),
          # a size word hyphened before the name is part of it (patterns.SIZE_PREFIX)
          ("Metric scaling gives gains up to 14% in accuracy on the mini-FooSet 5-way 5-shot classification task.",
           "14%", "mini-FooSet"),
          ("It reaches 87.0% on the validation set of FooFaces and 50.1% on the test set of BarSet.", "87.0%",
           "FooFaces"),
          ("It improves to 62.1% for FooQA and 65.4% for BarQA.", "65.4%", "BarQA"),
          # "Faster R-CNN" names a detector, not a speed (patterns.NAMED_DETECTOR; benchmark-none-efficiency)
          ("Our FooMem gives a 2.2% improvement over baseline Faster RCNN on the QuxDet dataset.", "2.2%", "QuxDet"),
          # an efficiency figure right before 'on X' is measured on X (patterns.EFFICIENCY_ON_BREAK; not
          # benchmark-none-efficiency)
          ("FooRecon trains 2.3x faster on BarRoom and is more robust on QuxScan.", "2.3x", "BarRoom"),
          ("It converges 12 times faster than BazRM on the FooMath benchmark.", "12", "FooMath"),
          ("Experiments on QuxDet and BarSet show that FooKP improves Faster R-CNN by 4.9% (mAP) on QuxDet.", "4.9%",
           "QuxDet"),
          # a share of the data between the number and its 'on X' is a condition, as a speed is
          ("Experiments on FooTail and BarNLI show that it increases accuracy by 4.7% on FooTail and by 2.8% on a 1%"
           " sub-sample of BarNLI.", "2.8%", "BarNLI"))),
    Rule("benchmark-described", "benchmark",
         "a count right after a named data set and a word that describes what it holds ('FooSet, consisting of"
         " 50,000 images', 'BarBench comprises over 1,000 questions') is of that data set, though another is named"
         " after it in the clause ('... images from the QuxSet dataset'); so is a count in an apposition calling the"
         " name a dataset or benchmark ('FooMath, a ... benchmark with BarOlympiad level difficulty, comprising 50"
         " problems'), past the names that describe its items (patterns.APPOSITIVE_DATA_BETWEEN)",
         (("We build the FooCOCO dataset, consisting of 50,000 synthetic images alongside real images from the"
           " QuxSet dataset.", "50,000", "FooCOCO"),
          # modern18g: a name inside the apposition describes the items, it is not where they are counted
          ("We present FooMath, an advanced mathematical reasoning benchmark with BarOlympiad level or even higher"
           " difficulty, comprising 50 human-crafted problems.", "50", "FooMath"),
          ("We introduce FooV2X, a spatially-aware Question-Rationale-Answer (QRA) benchmark featuring 8,500"
           " triplets.", "8,500", "FooV2X"),
          # (moved from benchmark-same-sentence, which kept them off the names they were drawn from, modern18c)
          ("We introduce FooCoVR, a benchmark that provides 180K triplets drawn from BarGym and BazDive.", "180K",
           "FooCoVR"),
          ("We build FooAI, a dataset of 5,000 synthetic images alongside real images from the BarCOCO dataset.",
           "5,000", "FooAI"),
          ("We release FooBench-Core, comprising 26,311 examples, and FooBench-Edge, with 18,773 examples.", "26,311",
           "FooBench-Core"))),
    Rule("benchmark-none-list", "benchmark",
         "a number whose nearest benchmark in its clause or sentence is one of a list ('on FooSet and BarSet ..."
         " by up to 5.5%') is on all of them, not on the one nearest: it names none (as a list ending the sentence"
         " before does)",
         (("Experiments on FooSet and BarSet show that it improves accuracy by up to 5.5%.", "5.5%", None),
          # values each followed by a metric of its own are one result in two metrics, no list paired with the
          # names (claims._each_its_own_metric stops benchmark-paired-lists)
          ("Experiments on FooSet and BarSet show that FooNet improves by up to +18.72% AUC-ROC and +20.07% AUC-PR.",
           "+20.07%", None),
          ("On FooQA, BarQA, and BazQA, the model cuts the error by 2 points.", "2", None),
          # one value (or one range) before a list after "on": on all of them, not on the first (round 34)
          ("We test on FooBench, BarEval, and BazCL. It reaches an average score of 73.8 on FooBench, BarEval, and"
           " BazCL.", "73.8", None),
          ("We test on FooQA and BarQA. It raises acceptance by roughly 10%--16% on FooQA and BarQA.", "16%", None),
          # a superscript after a name does not break the list, nor is "1-shot" a value paired with a name (audit33)
          ("Experiments on FooBench-5$^i$ and BarBench-20$^i$ show that the 1-shot mIoU can be 4.2\\% better than the"
           " best baseline.", "4.2\\%", None),
          # a list's last name before "by" is not the change's own (benchmark-named-change)
          ("We improve on benchmarks including FooQA, BarQA, and BazQA by up to +5.5%.", "+5.5%", None),
          # modern19c: a list written after the number, as its place ('across', 'on'), is not its first name's
          ("Compared with the best methods, FooSkill cuts the action count by 8-10% across both FooArena and BarWeb.",
           "10%", None),
          ("FooNet lifts the mean recall by up to 3.4 points across QuxSet, ZapSet and WumSet.", "3.4", None))),
    Rule("benchmark-none-count-before-result", "benchmark",
         "a count in a sentence that names benchmarks only after it, behind a result verb ('achieves', 'reaching',"
         " 'surpassing'), counts what the work used, not the results' benchmark (patterns.RESULT_VERB_BETWEEN; not one the paper"
         " introduces, which its counts describe)",
         (("Trained on only 13M images, FooTok achieves 0.43 rFID on BarNet-1K.", "13M", None),
          ("FooAgent needs only 510 RL steps, achieving 80.6% on BarMath24.", "510", None))),
    Rule("benchmark-none-training-count", "benchmark",
         "a count right after a training verb ('post-trained on 100 examples', 'fine-tune the model using 2,000"
         " samples', 'training on 256 GPUs') is the size of what a model learned from (or with), not of a benchmark"
         " named near it; unless a name follows it in its clause ('trained on 131k examples from the BarSet dataset')",
         (("We introduce FooBench. FooNet, post-trained on 100 examples, reaches 61.2% on FooBench.", "100",
           None),
          ("On FooBench, we fine-tune BarLM using 2,000 samples to reach 61.2%.", "2,000", None))),
    Rule("benchmark-reaching-subject", "benchmark",
         "a benchmark that 'reaches' (achieves, obtains ...) the number, at most three words between the verb and it,"
         " is what the number is measured on, though another name stands nearer after it",
         (("Experiments on FooNIST, Fashion-FooNIST and BarNIST show gains. Fashion-FooNIST reaches 0.814 and BarNIST"
           " reaches 0.853.", "0.814", "Fashion-FooNIST"),
          ("Experiments on FooNIST, Fashion-FooNIST and BarNIST show gains. Fashion-FooNIST reaches 0.814 and BarNIST"
           " reaches 0.853.", "0.853", "BarNIST"))),
    Rule("benchmark-same-clause", "benchmark",
         "the benchmark named nearest in the number's clause (not one named as what a model was trained on:"
         " 'models fine-tuned on FooSet reach 33.6% on BarSet' is on BarSet; 'FooSet pre-trained models', 'the"
         " pre-trained FooSet model' too)",
         (("On the BarBench benchmark it scores 61.2, and on the FooQA benchmark it gets 70.1.", "70.1", "FooQA"),
          # items "from" a name are source data only where the sentence builds data (patterns.SOURCE_BUILT_BEFORE): here
          # BarBench's tasks are where the result is measured
          ("We propose FooIR. Compiling hand-written skills to FooIR raised the pass rate from 53% to 67% across 27"
           " agent tasks from BarBench.", "67%", "BarBench"),
          # a frame rate is no efficiency figure, even with 'speed' after it: leaderboards keep it per dataset
          ("It gets 76.3% on the FooVID dataset while maintaining 20fps in speed on one GPU.", "20", "FooVID"),
          # a number restating the one before it in brackets is no item of a list for benchmark-paired-lists
          # (claims._unrestated), which would pair 82.7% with BarNLI
          ("FooNet sets new results on ten tasks, including BarNLI, QuxTail, and eight FooGLUE tasks, pushing the"
           " FooGLUE benchmark to 82.7% (2.2% absolute improvement).", "82.7%", "FooGLUE"),
          ("It reaches the best on the FooSet benchmark at 83.0% mIoU and attained 85.6% mIoU on the BarSet"
           " benchmark.", "83.0%", "FooSet"),
          # "tasks from the FooSet dataset": a generic place with its source named after it
          ("It cuts errors by as much as 87% on diagnostic tasks from the FooSet dataset and 16% on a semantic parsing"
           " task.", "87%", "FooSet"),
          # "FooSet pre-trained models": the data a model was pre-trained on, written before it (claims._trained_on)
          ("We use the FooSet and QuxSet datasets. Our models outperform FooSet pre-trained models with a 5.6 points"
           " gain in the standard setting of 90K iterations on QuxSet.", "5.6", "QuxSet"),
          # a count after a training verb with a name after it in its clause is of that named data (not
          # benchmark-none-training-count)
          ("Post-trained on 131k examples from the BarSet dataset, FooNet reaches 83.1% on QuxBench.", "131k",
           "BarSet"),
          # a name written inside a longer one is not named there (claims._nearest): "FooBench II" is not FooBench
          ("It gets the best score (58.0%) on the FooBench benchmark, and the best score (61.9%) on the FooBench II"
           " benchmark.", "61.9%", "FooBench II"))),
    Rule("benchmark-same-sentence", "benchmark",
         "the benchmark named nearest in the number's sentence, not past a new clause after it (', while ...',"
         " 'and evaluate on ...'), nor"
         " one a model was only trained on ('pretrained with 1.56M samples, FooNet beats BarNet, pretrained on"
         " BazSet')",
         (# "on a humor ranking task" is no unnamed place (benchmark-none-generic) where the sentence names it after
          ("It reaches a distance of 0.887 on a humor ranking task, as good as the best systems of FooEval-2017 Task 6.",
           "0.887", "FooEval-2017 Task 6"),
          ("On BarSet, models fine-tuned on FooSet achieve only 33.6% mAP.", "33.6%", "BarSet"),
          # a clause after a colon is past the number's ("...: a small model on FooFoundry surpasses"; patterns.NEW_CLAUSE)
          ("We present FooFoundry, a corpus scaffold. On the public BarConnect benchmark, it lifts the agent by +0.19 to"
           " +0.28 F1 across a panel: a small model on FooFoundry surpasses a flagship.", "+0.28", "BarConnect"),
          # (an apposition after the colon is no new clause)
          ("FooNet reaches 71.2% accuracy in one setting: the BarSet test split.", "71.2%", "BarSet"),
          # the benchmark a new one was made from is not where its counts are (claims._derived_from)
          ("We introduce FooBench-X, a multilingual extension of the BarBench benchmark covering 18 languages.", "18",
           "FooBench-X"),
          # modern18c: nor the data its items were drawn from ("drawn from A and B": each of the list), or came "from"
          # in a sentence that builds it (patterns.SOURCE_ITEMS_FROM_BEFORE, patterns.SOURCE_BUILT_BEFORE)
          # (its examples written as an apposition, "FooCoVR, a benchmark that provides 180K triplets drawn from
          # BarGym", are decided by benchmark-described since modern18g, with the same answer)
          ("On BarBench, our model gets a 61.2 score, a new best.", "61.2", "BarBench"),
          # a word of a hyphened compound ("small-parameter LLMs", "token-level") names no efficiency figure
          # (patterns.EFFICIENCY; not benchmark-none-efficiency)
          ("Results on FooBench show accuracy between 0.74 and 0.80 for commercial LLMs, and between 0.41 and 0.68 for"
           " small-parameter LLMs.", "0.41", "FooBench"),
          ("On FooNER, our tagger reaches 85.1% token-level accuracy.", "85.1%", "FooNER"),
          # a latency in ms is no efficiency figure: leaderboards keep it per dataset, like a frame rate
          ("On the FooANN dataset, it serves 5000 queries a second with < 3ms mean latency.", "3", "FooANN"),
          # 'using' opens a condition: the parameters after it are not what 65.4 measures (benchmark-none-efficiency)
          ("On the FooBank corpus, deeper layers improve perplexity from 90.6 to 65.4 using the same number of"
           " parameters.", "65.4", "FooBank"),
          ("Experiments on FooSet show it reaches 65.5% IoU, beating others by 8.4%, while results on BarSet transfer.",
           "8.4%", "FooSet"),
          # "and in BarSet ... task" starts a parallel clause (patterns.PARALLEL_ON)
          ("In the FooNet40 classification task, it achieves an accuracy of 89.1% and in BarNet segmentation task, it"
           " achieves an mIoU of 68.2.", "89.1%", "FooNet40"),
          # a semicolon opening "on BarSet" starts a parallel clause (patterns.PARALLEL_ON)
          ("Experiments on FooSet and BarSet show gains. Against a strong attack, on FooSet, we reach 63.7% versus"
           " 47.2%; on BarSet, we reach 59.1% versus 42.1%.", "47.2%", "FooSet"),
          # not the network pruned, a model (veto-evaluated-model)
          ("On FooSet-1K, pruning removes 37.2% FLOPs on ResNet-50 while beating the original model by 0.22% top-1"
           " accuracy.", "0.22%", "FooSet-1K"),
          # a speed after 'with' is a condition of the result, no efficiency figure (benchmark-none-efficiency)
          ("On FooPose, our model beats prior work by 10.6% in pose estimation with much faster speed.", "10.6%",
           "FooPose"),
          # 'and enhances' opens a new clause as 'and enhanced' does (patterns.NEW_CLAUSE): BarSet is the next clause's
          ("Tested on the QuxSet benchmark of sequential recommendation, FooRec achieves gains of 14.5% in cold-start,"
           " and enhances HR@5 by 18.5% on BarSet.", "14.5%", "QuxSet"))),
    Rule("benchmark-trained-and-tested", "benchmark",
         "a quality score or change in a sentence whose one named data is what a model was plainly trained on ('when"
         " training FooNet-74 on BarSet, ... loses only 2% top-1 accuracy') is on that data (its test split); not"
         " data a model was pre-trained or fine-tuned on",
         (("When training FooNet-74 on the BarSet dataset, we save 90% energy while losing only 2% top-1 accuracy.",
           "2%", "BarSet"),)),
    Rule("benchmark-none-unnamed-place", "benchmark",
         "a number whose sentence names no benchmark but says it is measured on an unnamed one of its own ('on the"
         " flower classification dataset', 'in a pretraining task on ...', 'to new, unseen datasets', 'on a real welding problem') is on no benchmark: the rules after it"
         " (the sentence before, the paper's one benchmark) would carry over a name the sentence turned away from",
         (("Tests on FooNet-1k give 80.4% accuracy. On the bird classification dataset, our model loses only 0.5%.",
           "0.5%", None),
          ("GAPT cuts loss by 4.8% on FooWeb. It improves generalization by 35% in a pretraining task on arithmetic.",
           "35%", None),
          # 'to a ... dataset' too ('applied to a noisy dataset'), not 'to the' ('close to the original dataset')
          ("Tests on FooNet-1k and the BarSet dataset give gains. When applied to a noisy dataset, it improves over"
           " the best methods by 14%.", "14%", None),
          # plural too: tasks other than those of the sentence before
          ("It reaches 27.4 BLEU on FooBank-15 for graph-to-text. On the syntax-based translation tasks, it reaches"
           " 21.3 BLEU.", "21.3", None),
          ("Tests on FooSet show gains of 2-35%. FooNet adapts well to new, unseen datasets in zero-shot mode, reaching"
           " an accuracy of 80%.", "80%", None),
          # the paper's own data set apart by a word ('in-domain', 'in-house'), not the test split of the one named before
          ("Experiments on the BarSet dataset set a new best. FooNet also cuts the error rate on our out-of-domain"
           " test set to 6.3% from 8.2%.", "6.3%", None),
          # a problem of its own after an indefinite article ('on a real welding problem')
          ("Tests on FooSet give gains of 3-4%. We also show results on a real welding problem, where we raise the"
           " accuracy of a tree model by roughly 13%.", "13%", None),
          # real data of its own ('on real data from a field station'), set apart from the named (often synthetic) one
          ("The study employs the BarSet data set. Finally, a recognition rate of 88.3% was attained on real data"
           " from a written exam.", "88.3%", None),
          # a set described by how it was made ('On the manually annotated set'), not a split of the named one
          ("We evaluate FooLM on the BarSet dataset. On the manually annotated set, FooLM achieved the top macro-F1"
           " (0.82).", "0.82", None))),
    Rule("benchmark-none-human-study", "benchmark",
         "a number whose sentence names no benchmark but opens with a study of people's judgments ('The user"
         " study found', 'Human evaluations validate', 'In a writer study (n = 12 ...)', 'In a study with 94"
         " participants') is on no benchmark: its ratings, preferences and counts of people are of that study, not of"
         " the sentence before nor of the paper's one benchmark (not a study named later or aside: 'reaches 29.3 BLEU"
         " and the highest human evaluation scores', 'Our experiments, including a human study, show')",
         (("We introduce FooBench, a benchmark of 900 puzzles. In a user study with 40 participants, BarNet is"
           " preferred 71% of the time.", "71%", None),
          ("We introduce FooBench, a benchmark of 900 puzzles. In a study with 40 participants, BarNet is preferred"
           " most often.", "40", None),
          ("We run experiments on FooSet. The tagger is small. The human evaluation found a 3.0% rate of critical"
           " errors.", "3.0%", None),
          ("FooNet reaches 81.2% on BarSet. Human ratings confirm its outputs, with an agreement of 0.78.", "0.78",
           None))),
    Rule("benchmark-this-dataset", "benchmark",
         "a count in a sentence that names no benchmark but refers back to 'the/this/our dataset (benchmark,"
         " corpus)' before it ('This dataset contains', 'In its current form, the dataset comprises', 'annotations"
         " for the full dataset, including', 'It contains') is of the dataset named first in the sentence before (rules-85)",
         (("We build FooSet, a dataset made with the BarSim simulator. This dataset contains over 90K frames.",
           "90K", "FooSet"),
          # the reference need not open the sentence, nor take a verb of content (modern21b)
          ("We evaluate on the FooSpeech corpus of a rare dialect. The dataset is recorded from older adults, with 21"
           " speakers.", "21", "FooSpeech"),
          ("We audit the BarWeb-40M dataset. We add annotations for the full dataset, including over 76 million boxes.",
           "76 million", "BarWeb-40M"),

          ("We also test on BazQA. We introduce FooSet, a dataset for robots. The dataset includes 4,321 images.",
           "4,321", "FooSet"),
          # "It" opening the sentence with a verb of content refers back too, though the paper names another data set
          # (rules-139)
          ("We introduce FooSpace, a benchmark of agent tasks, used by the BarCup 2026 Data Track. It contains 410"
           " tasks.", "410", "FooSpace"))),
    Rule("benchmark-former-latter", "benchmark",
         "a number after 'the former' or 'the latter' in its clause is on the first or the last of the names the"
         " sentence before lists",
         (("FooNet is tested on FooSet and BarSet. On the former it reaches 55.3 mIoU, on the latter 48.2 mIoU.",
           "48.2", "BarSet"),
          ("FooNet is tested on FooSet and BarSet. On the former it reaches 55.3 mIoU, on the latter 48.2 mIoU.",
           "55.3", "FooSet"))),
    Rule("benchmark-previous-list", "benchmark",
         "a list of scores or changes in a sentence naming no benchmark, as long as the list of names that the"
         " sentence before (or the one before it, past a sentence with no name and no number) is ('We evaluate on A and B. Our model achieves 92.1% and 85.3% accuracy.'), pairs with"
         " those names by position, as with 'respectively' (probe34)",
         (("We evaluate on QuxSet and ZapSet. Our model achieves 92.1% and 85.3% accuracy.", "85.3%", "ZapSet"),
          ("Experiments are run on QuxSet, ZapSet and WumSet. FooNet gets 71.2, 65.4 and 80.1 F1.", "71.2", "QuxSet"),
          # a bare number takes the unit written after the list's last ("2 and 1 points")
          ("It reaches 82.3% and 79.8% on the QuxSet and ZapSet datasets. These are about 2 and 1 points performance"
           " gain over the best models for the datasets.", "2", "QuxSet"),
          # a remark with no name and no number may stand between the list and the numbers
          ("We evaluate FooRel on two public datasets: QuxSet and ZapSet. Results show that FooRel keeps a high"
           " precision. Also, FooRel beats previous work by 3.2% and 5.8%.", "5.8%", "ZapSet"),
          # a unit word written after each number leaves the list bare (claims._past_unit; lb tune)
          ("We test FooPose on two public datasets QuxSet and ZapSet. The mean errors on the two datasets are 26mm and"
           " 29mm.", "29", "ZapSet"))),
    Rule("benchmark-none-unnamed-beside", "benchmark",
         "a score or change in a sentence naming no benchmark, when the sentence before names an unnamed place of the"
         " paper's own beside its benchmark ('on a self-built shrimp dataset, with tests extended to the FooSet"
         " dataset', 'on standard benchmarks and a new FooFlood dataset'), is on no benchmark: the sentence before and"
         " the paper's one benchmark would pick the named one of two places the result may be on (modern19i)",
         (("Experiments are run on a self-built shrimp disease dataset, with tests extended to the FooSet dataset."
           " Our model reaches an mAP of 92.7%.", "92.7%", None),
          ("We validate FooNet on standard benchmarks and a newly curated BarFlood dataset. It loses less than 0.5%"
           " mIoU.", "0.5%", None))),
    Rule("benchmark-none-task-scope", "benchmark",
         "a score or change in a sentence naming no benchmark that opens with a task of its own ('On targeted"
         " retrieval,', 'For visual understanding,', 'On Task 1,') is on no benchmark: the name in the sentence before"
         " is the data of another task (not a connective: 'In addition,'; nor a condition: 'In the zero-shot setting,';"
         " nor the paper's own benchmark, whose tasks are its parts: benchmark-introduced)",
         (("On FooSet, BarNet reaches 28.5 dB PSNR. On targeted state retrieval, it attains 0.884 mean accuracy.",
           "0.884", None),
          ("BarNet reaches 74% on FooEval. For visual understanding, it beats them by 15.3% on average.",
           "15.3%", None),
          ("For Task 2, we test on the QuxSet corpus. On Task 1, our best setup reaches an F1 of 0.835.", "0.835",
           None))),
    Rule("benchmark-previous-sentence", "benchmark",
         "a score or change in a sentence naming no benchmark is on the one named last in the sentence before"
         " (not a frame rate: 'Running at 35 FPS on an RTX 3090' is measured on hardware; nor when that name ends"
         " a list: 'on FooSet, BarSet and BazSet. It gains 4%.' is on all of them, not on BazSet; nor when it gives results"
         " on two or more, however written: '98.0% on QuxSet, while on the private BarSet 98.7%')",
         (("We run experiments on FooSet. Our model reaches 61.2 there.", "61.2", "FooSet"),
          ("We train on FooSet. Tests on BarSet follow. Our model reaches 61.2 there.", "61.2", "BarSet"),
          # modern18c: not the data a new benchmark was grounded in or drawn from (claims._derived_from)
          ("We introduce FooEHR-Bench, a benchmark grounded in the BarMIMIC database. The best agent reaches 39.9%"
           " success.", "39.9%", "FooEHR-Bench"),
          # not the data a model was trained on there (patterns.TRAINED_ON_BEFORE)
          ("We test on the QuxSet dataset, after our best method trains FooBERT on the BarSet dataset. It reaches"
           " 80.4% accuracy.", "80.4%", "QuxSet"),
          # "the official test dataset" is the split of the one named before, no unnamed place of its own
          ("We fine-tune on the FooScript dataset. Our system reaches 84.2% accuracy on the official test dataset.",
           "84.2%", "FooScript"),
          # how often, no running time (patterns.SHARE_OF_TIME_AFTER; not benchmark-none-efficiency)
          ("We evaluate on the QuxLit dataset. BarLM identifies authors 69% of the time in translated excerpts.",
           "69%", "QuxLit"),
          # a connective or a condition opening the sentence is no task of its own (not benchmark-none-task-scope)
          ("We test FooNet on BarSet. In addition, it reaches 61.2% accuracy.", "61.2%", "BarSet"),
          ("We test FooNet on BarSet. In the zero-shot setting, it reaches 61.2% accuracy.", "61.2%", "BarSet"),
          # nor a task of the paper's own benchmark, its part
          ("We introduce FooBench, a benchmark of 900 cases from BarSet. In diagnosis retrieval, BazNet gains 7.5"
           " points.", "7.5", "FooBench"),
          # an unnamed set it was trained on is no second place of results (not benchmark-none-unnamed-beside)
          ("We train FooNet on a self-built shrimp dataset and test it on the BarSet dataset. It reaches 92.7% mAP.",
           "92.7%", "BarSet"))),
    Rule("benchmark-introduced", "benchmark",
         "a paper that introduces its one benchmark (its short name and its spelled-out one written side by side are"
         " one: 'FooBench, the Foo Reasoning Benchmark'; so are a campaign's task id and the task's name, 'FooEval-2026"
         " Task 6, BarQA'; names extending it are its parts, 'FooBench-QA'): numbers in sentences naming none are about it, once it has been"
         " named (a score or change stated before: 'Our labeler reaches 95.2% accuracy. With it we build FooBench' is"
         " of the method that builds it; nor where experiments span several datasets: 'Experiments on three"
         " benchmark datasets ...' said before the number or in its sentence; nor a result its sentence puts on"
         " other data, 'by 3.1 AP on the two standard benchmarks', 'reaches 88.1% on the original benchmark',"
         " 'In-domain, they achieve 92.0%')",
         (("We introduce FooBench, a benchmark of tasks. It has 1,500 questions.", "1,500", "FooBench"),
          # the source it was instantiated from is no list partner of it (claims._list_named, claims._derived_from)
          ("We present FooBench-Live, an evolving benchmark. Instantiated from FooBench, FooBench-Live contains 5.9K"
           " new instances.", "5.9K", "FooBench-Live"),
          # the benchmark it was made from is no second one (claims._evaluated, claims._derived_from)
          ("We introduce FooBench-X, an extension of the BarBench benchmark to new languages. Models are weak. The best"
           " model reaches only 41.5%.", "41.5%", "FooBench-X"),
          # modern18c: nor the data the new benchmark's items came from (claims._derived_from)
          ("We build FooAI, a dataset of 5,000 synthetic images alongside real images from the BarCOCO dataset. The"
           " best detector reaches an F1 of 0.83.", "0.83", "FooAI"),
          # nor the framework it was built on, nor the sources its texts were taken from, counted in brackets
          # (patterns.DERIVED_FROM_BEFORE, patterns.SOURCE_ITEMS_FROM_BEFORE; rules-286, from the read audits)
          ("We introduce FooBench, an executable benchmark built on the BarGym framework. Agents act through tools."
           " The best agent reaches 61.0% safety.", "61.0%", "FooBench"),
          ("We introduce FooBench, a detection benchmark of 1,800 texts (600 each from BarQA, BazSet, and QuxSet)."
           " Detectors are weak. They find 91.2% of generated text.", "91.2%", "FooBench"),
          # the data a model was only trained on is no second benchmark (claims._evaluated)
          ("We build a reading dataset, FooQ, of such questions. Our best method trains BarBERT on the QuxNLI dataset"
           " first. It achieves 80.4% accuracy.", "80.4%", "FooQ"),
          ("We introduce FooBench, a benchmark of tasks. It is hard for models. The best model scores only 41.5%.",
           "41.5%", "FooBench"),
          # results on several other datasets reported only after the number leave it on the paper's own (rules-286)
          ("We introduce FooQA, a question-answering benchmark of 40K videos. We propose FooNet, trained with a"
           " curriculum. FooNet achieves 77.8% average accuracy. Results on three public audio benchmarks further"
           " indicate transfer.", "77.8%", "FooQA"),
          # a short name and its spelled-out one, written side by side, are one benchmark (claims._one_benchmark)
          ("We present FooBench, the Foo Reasoning Benchmark, with 2,000 puzzles. Models are weak. The best model"
           " reaches 61.2% accuracy, far below humans at 92.5%.", "92.5%", "FooBench"),
          # a short name in brackets right after the spelled-out one, its capitals spelling no initials
          ("We propose a new dataset, Multimodal Foo Detection Dataset (MUFoBAR), built from shows. MUFoBAR has"
           " clips. Each clip comes with its context. Our results show that audio reduces the error rate by up to 12.9% in F-score.", "12.9%",
           "MUFoBAR"),
          # modern21h: a campaign's task id and the task's own name side by side are one benchmark, its own name
          # (claims._campaign_task_named)
          ("We introduce FooEval-2026 Task 6, BarQA, a shared task on evasive replies. The task drew 124 teams. The best"
           " system reaches 0.89 macro-F1 on clarity.", "0.89", "BarQA"),
          # modern21h: the paper's parts named by extending its benchmark's name are no second benchmark
          # (claims._family_head)
          ("We introduce FooBench, a benchmark with two parts: FooBench-QA, a set of 900 questions, and FooBench-Corpus,"
           " a set of 231 documents. Models are weak. With retrieval, the best model improves from 63.8% to 80.5%.",
           "80.5%", "FooBench"))),
    Rule("benchmark-sole", "benchmark",
         "a score (or a change of accuracy, error, F1, mAP ...) in a paper that evaluates on one benchmark only (not its"
         " own; named short and spelled out, it is one: 'the Foo Question Answering dataset (FooQA)') is on that"
         " benchmark (not a frame rate on a named machine), once the benchmark has been named: a score stated before its first mention ('On a large corpus we reach 76.7%."
         " A transfer test on FooSet is harder.') is on some other, unnamed data",
         (("We run experiments on FooSet. The tagger is small. It reaches 82.6% accuracy.", "82.6%", "FooSet"),
          # a machine named later in the sentence, not after "on/using/with" the rate, is no place of it
          # (claims._on_hardware)
          ("We evaluate FooTrack on BarMOT. It runs at 45 FPS, outperforming trackers that need an A100.", "45",
           "BarMOT"),
          # "on the event extraction task" is the paper's task, done on the one benchmark (no unnamed place of its own)
          ("Experiments on the FooEvent dataset show gains. Our data generation helps too. It obtains new best results"
           " on the event extraction task, pushing the F1 score of trigger classification to 81.1%.", "81.1%",
           "FooEvent"),
          ("We run experiments on the Foo Question Answering dataset (FooQA). The tagger is small. It reaches 82.6%"
           " accuracy.", "82.6%", "FooQA"),
          # a change of a quality metric too (patterns.QUALITY_METRIC), not of anything else
          ("We run experiments on FooSet. The tagger is small. Searched for other sizes, FooNets achieve 1.5% to 6.4%"
           " higher accuracy than BarNet.", "6.4%", "FooSet"),
          # the data a model was only trained on is no second benchmark (claims._evaluated)
          ("We use a tagger trained on FooTalks. We run experiments on BarSet. The tagger is small. It reaches 82.6%"
           " accuracy.", "82.6%", "BarSet"),
          # modern21h: a campaign's task id and the task's own name in brackets are one benchmark, its own name
          # (claims._campaign_task_named)
          ("We present our system for the BazEval2026 Task 8 (QuxRAGEval), which evaluates multi-turn retrieval"
           " systems. Our retriever is small. It reaches an nDCG of 0.4719.", "0.4719", "QuxRAGEval"))),
    Rule("benchmark-none", "benchmark", "no benchmark named in the sentence, and no sole introduced one",
         (("On a large corpus we reach 76.7% accuracy. A cross-corpus test on FooSet is harder.", "76.7%", None),
          # the sentence before gives results on two benchmarks: the next one's are on neither alone
          ("FooNet reaches 98.0% on QuxSet, while on the private BarSet it reaches 98.7%. Per-task rates reach 97.3%"
           " for planning.", "97.3%", None),
          # a range written with LaTeX's "--" is one value, no list to pair with the names before (ONE_VALUE_GAP)
          ("Evaluations on QuxSet and ZapSet show gains. On average, FooMem improves accuracy by 7.5--10.1%.", "7.5", None),
          # the one benchmark is only the data a model was trained on (patterns.TRAINED_ON_BEFORE): not where it is measured
          ("We tag audio with a recognizer trained on FooTalks. With our tagger we still reach a 0.81 F1.", "0.81",
           None),
          ("Pretrained with merely 1.56M samples, our model beats BarNet, pretrained on the private BazSet dataset.",
           "1.56M", None),
          ("We run experiments on FooSet and BarSet. Our model gains up to 40.4% there.", "40.4%", None),
          # 'respectively' pairs the values with the models compared against, not with the names of the sentence before
          # (patterns.COMPARED_LIST_BEFORE; benchmark-respectively, benchmark-previous-list)
          ("We run experiments on FooSet and BarSet. Our model gains 19% and 71% when compared to FooNet and BarNet"
           " respectively.", "19%", None),
          # the names of a later enumerated item are not the number's (patterns.ENUMERATION_MARK; benchmark-same-sentence,
          # benchmark-paired-lists)
          ("We test on the FooSet and BarSet benchmarks. We find that (1) our bounds are tight; (2) our bounds are close"
           " (the gap is within 35% and usually around 10%; sometimes better) for larger networks; (3) it solves large"
           " FooSet and BarSet networks in seconds.", "10%", None),
          # the paper's one own dataset is not where results stand when its experiments span several datasets
          ("We build FooTree102, a dataset of 102 tree species. Experiments on three benchmark datasets show gains."
           " Notably, BarNet improves accuracy by 6.42%.", "6.42%", None),
          # "and evaluate on" opens a new clause: the count is of the training data, not of the benchmarks
          ("We train on 5K synthetic Foo sequences and evaluate on two real benchmarks, BarStudio and BazYCB.", "5K",
           None),
          # what a model was trained on, however it is qualified ("exclusively", "the 4-class"), is not where it is measured
          ("We propose FooNet. FooNet, trained exclusively on the 4-class BarGAN dataset, beats the best methods by"
           " 10.6%.", "10.6%", None),
          ("FooNet, trained solely on the large BarSet corpus, beats prior detectors by 9.5%.", "9.5%", None),
          # a result stated before the paper's one benchmark is first named is not on it (benchmark-introduced)
          ("Our labeling framework reaches 95.2% accuracy with little human effort. Using it, we build FooBench, a"
           " benchmark of 500 queries.", "95.2%", None),
          # a change of no quality metric in a paper with one benchmark is not on it (benchmark-sole)
          ("We run experiments on FooSet. The tagger is small. Our method improves model consistency by 7%.", "7%",
           None),
          # nor a frame rate with the machine it ran on (claims._on_hardware)
          ("We run experiments on FooSet. The tagger is small. It runs at 102 FPS on a Jetson Nano 4GB.", "102",
           None),
          # words, a resolution or a bracket between the rate and the machine (review of rules-215)
          ("We run experiments on FooSet. The tagger is small. It runs at 45 FPS on one consumer-grade RTX 4090.", "45",
           None),
          ("We run experiments on FooSet. It runs at 60 FPS at 1080p resolution on an RTX 4090.", "60", None),
          ("We run experiments on FooSet. It runs at 25 FPS on an edge device (Jetson Orin).", "25", None))),
]
