"""The role rules (ROLE_RULES): what verify's role decisions read, a name's parts, variants,
acronyms and hardware; verify applies them (the first rule that gives a role, then the vetoes).
"""

from __future__ import annotations

from .base import Rule


# --- what verify's role decisions read: a name's parts, variants, acronyms and hardware ---------

ROLE_RULES = [
    Rule("veto-hardware", "veto", "an accelerator (H100, RTX 4090, Titan Xp, '... GPUs') is never a benchmark",
         (("Experiments on RTX 4090 and H100 GPUs show that it is fast.", "H100", "not benchmark"),
          # the 2010s' desktop cards ("Titan X", "Titan Xp", "TITAN V") are named without the word GPU
          ("On QuxScapes, it reaches 71.2% mIoU at 95 FPS on Titan Xp.", "Titan Xp", "not benchmark"),
          # the chips and boards of phones, laptops and edge devices
          ("Evaluated on Apple Silicon (MPS), FooNet runs 2.1x faster than BarNet on QuxSet.", "Apple Silicon",
           "not benchmark"),
          # a machine named by what it is (patterns.MACHINE_AFTER)
          ("Search is cheap: on a Foo GB10 edge node, it adds 48 ms.", "Foo GB10", "not benchmark"),
          # but a graph's nodes are no machine's, nor are reviews of laptops one (rules-204)
          ("We test on FooKG and BarKG. On BarKG nodes, it gains 3.1%.", "BarKG", "kept benchmark"),
          ("On the FooEval-14 laptop and restaurant reviews, FooNet gains 2.1% F1.", "FooEval-14", "kept benchmark"))),
    Rule("veto-software", "veto", "a framework, library or tool of the field (PyTorch, JAX, vLLM, spaCy, Docker;"
         " patterns.SOFTWARE_NAME), or a tool named after one ('vLLM Semantic Router'), is software, not data",
         (("FooGen shows median speedups of 7% on PyTorch and 91% on JAX over BarNet.", "JAX", "not benchmark"),
          ("Experiments with Triton on FooBench L2 and L3 show 1.8x faster kernels.", "Triton", "not benchmark"),
          ("The benchmark is delivered as a sandboxed Docker environment and scored by exact match.", "Docker",
           "not benchmark"))),
    Rule("veto-math-term", "veto", "a mathematician's or statistician's term alone (Gaussian, Bayesian, Pareto, Monte"
         " Carlo, Markov, McNemar; patterns.MATH_TERM) names a kind of model, method, frontier or test, not data",
         (("On likelihood-equivalent Gaussian systems, paired supervision reduces error by 12%.", "Gaussian",
           "not benchmark"),
          ("FooGuard is tested on the FooArm dataset across 10,000 Monte Carlo episodes, reaching 99.6% recall.",
           "Monte Carlo", "not benchmark"),
          # the term joined to a lowercase word describes the data, names none
          ("We study them on a Gaussian-witness benchmark with known posteriors, where FooLM scores 61%.",
           "Gaussian-witness", "not benchmark"),
          # a statistical test's name too
          ("Model rankings reverse across budgets on all benchmarks ($p < 0.01$, McNemar).", "McNemar",
           "not benchmark"),
          # but not a benchmark the paper introduces under such a name
          ("We introduce Hilbert, a benchmark of 500 proof tasks. FooProver scores 41.2% on Hilbert.", "Hilbert",
           "kept benchmark"))),
    Rule("veto-listed-with-hardware", "veto", "listed after accelerators, a platform too ('on Foo NPUs and BarLLM')",
         (("Evaluations on Foo NPUs and BarServe show that it is fast.", "BarServe", "not benchmark"),
          # listed beside a named device (verify: the spread of veto-hardware)
          ("Evaluated on Apple Silicon and BarServe, FooNet reaches 71.2% on FooSet.", "BarServe", "not benchmark"))),
    Rule("veto-not-used", "veto", "named only after 'without' ('trained without using X', 'without being pretrained on"
         " X', 'without X pre-training'): data the work does not use",
         (("FooNet reaches 72.5% on BarSet among methods trained without using the QuxCOCO dataset.", "QuxCOCO",
           "not benchmark"),)),
    Rule("veto-platform", "veto", "named only as an example of platforms, services, apps or companies ('e-commerce"
         " platforms such as Foozon and Barbao') or before the word platform ('online tests on Barbao e-commerce"
         " platform'): a business, not data (patterns.PLATFORM_EXAMPLE_BEFORE, PLATFORM_AFTER)",
         (("It serves e-commerce Apps, such as Foobao and Barzon. Online experiments on Foobao e-commerce platform"
           " show gains of 1.5%.", "Foobao", "not benchmark"),
          ("Experiments are conducted in simulation and Barbao search engine, with gains of 40%.", "Barbao",
           "not benchmark"),
          # an operating system or make of device that a model runs on
          ("The model size is reduced to 8.3 MB while keeping inference times below three seconds on standard"
           " Fooroid devices.", "Fooroid", "not benchmark"))),
    Rule("veto-likeness", "veto", "named only before 'style' or 'like' ('a FooQA v2.0 style task'): the kind of data,"
         " not the data used",
         (("We cast it as a FooQA-2k style question answering task and reach 86.7 F1 on Chinese-English data.",
           "FooQA-2k", "not benchmark"),
          ("We pose it as a QuxQA v2.0 style task, on which FooBERT reaches 86.7 F1.", "QuxQA v2.0", "not benchmark"))),
    Rule("veto-kind-of-data", "veto", "an acronym written only between 'a' (with at most three modifier words) and a"
         " singular data noun ('a large-scale FooQA benchmark', 'a Foovian ASR dataset') says what kind of data, not"
         " which (patterns.KIND_ARTICLE_BEFORE, KIND_ACRONYM); its other mentions may name the task ('FVQA tasks')",
         (("We introduce FooMM, a large-scale FVQA benchmark with 30M+ images, where models score below 40%.", "FVQA",
           "not benchmark"),
          ("We collect a multimodal search FVQA dataset. Experiments on info-seeking FVQA tasks show gains of 3%.",
           "FVQA", "not benchmark"),
          ("We present a 54-hour Foovian ASR dataset, on which BarNet reaches a 12.1% word error rate.", "Foovian ASR",
           "not benchmark"))),
    Rule("veto-eponym", "veto", "one plain capitalised word written only as a possessive or before a technique's or a"
         " statistic's noun ('Foussian splatting', 'Barson correlation', 'Quxler's taxonomy') is a person's name in a"
         " term, not data (patterns.EPONYM_TERM_AFTER)",
         (("Our experiments on super-resolution and Foussian deblurring show gains of 1.2 dB.", "Foussian",
           "not benchmark"),
          ("It augments existing datasets based on Quxler's taxonomy, and experiments on them show a 4% gain.",
           "Quxler", "not benchmark"),
          ("Answers were evaluated with statistical tests, including chi-square and Barson correlation (0.82).",
           "Barson", "not benchmark"),
          # a property named after a person: "Pareto frontier", "Lipschitz losses", "Shannon capacity"
          ("FooLM sets a new state of the art on the accuracy-throughput Bareto frontier, with up to 10.7% gains.",
           "Bareto", "not benchmark"))),
    Rule("veto-plain-word", "veto", "one everyday English word (lexicon.is_common_word: 'Private', 'Domain', 'Red'),"
         " chosen only for where it stands ('On X,', 'on X and Y', 'X accuracy'), names a split, a view, a side or a"
         " domain, not a dataset; unless the paper calls it data ('the X dataset', 'an X split', 'X (98.8%)'), it opens a"
         " longer title ('Moments in Time'), or the list it stands in holds a name of data that is no everyday word or"
         " is so called",
         (("On Private, FooNet reaches an MF1 of 78.2%, outperforming BarNet.", "Private", "not benchmark"),
          ("On retrieval, FooTrace achieves 86% recall on Domain A and 60% on Domain B.", "Domain", "not benchmark"),
          ("On Legitimate prompts, FooSteer keeps degradation below 0.08.", "Legitimate", "not benchmark"))),
    Rule("veto-date", "veto", "a month and its day ('on January 27, 2025') is a date, not data (patterns.DATE_NAME)",
         (("Claims that FooLM outperformed BarLM contributed to market panic on January 27, 2025, when BarCorp lost"
           " USD589 billion in market value.", "January 27", "not benchmark"),)),
    Rule("veto-model-tier", "veto", "one capitalised word right after a known model family and its version ('Gemini"
         " 2.5 Flash', 'Claude Opus') is the model's tier, not data (patterns.MODEL_FAMILY_BEFORE)",
         (("On Gemini 2.5 Flash, FooOpt raises benign utility from 0.741 to 0.812.", "Flash", "not benchmark"),
          ("We compare Claude and GPT-5. On Qwen 3.7 Flash, the persona reduced visible reasoning by 12%.", "Flash",
           "not benchmark"),
          # its other mention inside a longer name does not make it data
          ("Ablations on FooQA Pro and BarAgents help. FooAgent scores 63.9% with Gemini 3.1 Pro on FooQA.", "Pro",
           "not benchmark"))),
    Rule("veto-url", "veto", "a URL or path is not a name (a bare host too: 'FooEval.github.io')",
         (("at github.com/a/FooBench.", "github.com/a/FooBench", "not benchmark"),
          ("We build FooEval. Code is available at https://FooEval.github.io/", "FooEval.github.io", "not benchmark"))),
    Rule("veto-generic", "veto", "task/format/modality acronyms and class names (QA, NLP, MCQ, LLM, RGB-D), and numbered"
         " parts of the work ('Task 1', 'stage II'), name no one thing",
         (("Results on QA and NLP tasks", "QA", "not benchmark"),
          ("The methods are evaluated using a large RGB-D corpus, collected for the task.", "RGB-D", "not benchmark"),
          ("Decoding images from neural signals is hard. Experiments on EEG, MEG, and fMRI datasets show that FooBrain"
           " gains 3%.", "MEG", "not benchmark"),
          ("Prompting trims the average LLM-SLM accuracy gap by 20%.", "LLM-SLM", "not benchmark"),
          ("It reaches 87.0% on Real-World Foo Faces (RFF) Database.", "Database", "not benchmark"),
          ("It is 6x faster than Chain-of-Thought (CoT), with 80% accuracy on CoT.", "Chain-of-Thought",
           "not benchmark"),
          # interface, modality and device acronyms: "GUI agents", "VL tasks", "a laptop PC dataset"
          ("FooAgent gains 3% across many VL benchmarks.", "VL", "not benchmark"),
          ("FooAgent reaches 61.2% on small GUI elements.", "GUI", "not benchmark"),
          # decision processes and a protocol are concepts: the long form an acronym defines is no method (rules-140)
          ("Our approach introduces a Partially Observable Markov Decision Process (POMDP) routing mechanism.",
           "Partially Observable Markov Decision Process", "no method"),
          ("We evaluate FooAgent on MCP tool calls and reach 61.2% success.", "MCP", "not benchmark"),
          # network kinds and a divergence: "a Temporal Convolutional Network (TCN) with symmetric dilation" is no
          # name of the paper's own (rules-142)
          ("We propose a Temporal Convolutional Network (TCN) with symmetric dilation for inpainting.",
           "Temporal Convolutional Network", "no method"),
          # a kind of device, of shift or of subject: "industrial IoT environments", "three OOD datasets"
          ("We perform zero-shot transfer on three OOD environments (FooWorld, BarWorld, QuxWorld).", "OOD",
           "not benchmark"),
          ("This exposes rule-based monitoring in industrial IoT environments.", "IoT", "not benchmark"),
          ("FooNet cuts errors by 1.9% in the laptop PC dataset.", "PC", "not benchmark"),
          # a numbered part of the work, or a Roman numeral alone (patterns.NUMBERED_PART)
          ("The winning team reaches an mAP of 0.58 on Task 1 and 0.43 on Task 2.", "Task 2", "not benchmark"),
          # a type or category of the paper's own taxonomy (patterns.NUMBERED_PART)
          ("For Type II, FooMap steers the rule (r = 1.0). For Type III, BarMap reaches 100%.", "Type III",
           "not benchmark"),
          ("Five models score near zero on Category A multi-sensor scenarios (Q2: 0.000-0.208).", "Category",
           "not benchmark"),
          ("Notably, on the refusal test (Test 3), most models fail.", "Test 3", "not benchmark"),
          # a task acronym beside the ones listed: "image-to-text (I2T) tasks"
          ("FooJudge rates image-to-text (I2T) outputs. We evaluate it across both I2T and T2I tasks.", "I2T",
           "not benchmark"),
          # a difficulty level alone (patterns.LONE_LEVEL)
          ("Experiments on delivery tasks across Easy (2 agents), Medium (3 agents), and Hard (4 agents) settings"
           " show gains.", "Medium", "not benchmark"),
          # a numbered part written with a hyphen, or cut before its numeral; a label before a singular part noun
          ("FooAgent reaches 56.3% overall accuracy on BarBench, which falls to 23.0% on Level-3 tasks.", "Level-3",
           "not benchmark"),
          ("The problems span an undergraduate level (Level I) and a qualifying level (Level II). FooLM reaches only"
           " 16% Pass@8 on Level I and 5% on Level II.", "Level", "not benchmark"),
          ("On BarNav, FooNav improves SR by 1.27% over the strongest baseline on the unseen Full split.", "Full",
           "not benchmark"),
          ("FooIce reaches 91.2% accuracy and 83.9% precision on the minority Multi-Year Bar class.", "Multi-Year Bar",
           "not benchmark"))),
    Rule("veto-programming-language", "veto",
         "a programming language ('Python', 'Java') is what the data is written in, never a dataset or a method by itself"
         " (patterns.PROGRAMMING_LANGUAGES)",
         (("We introduce two benchmark datasets based on recipes and Java programming codes.", "Java", "not benchmark"),
          ("We test on semantic parsing (FooGeo) and Python code generation (BarGen) tasks, gaining 5.7% BLEU.",
           "Python", "not benchmark"))),
    Rule("veto-language-or-country", "veto",
         "a language or a country ('Korean', 'Zh', 'Canada') is a setting of the data, never a dataset by itself",
         (("We evaluate FooCypher in Korean enterprise settings, where queries are short.", "Korean", "not benchmark"),
          ("Results on Hindi and FooSet show gains of 3%.", "Hindi", "not benchmark"),
          # a continent too (lexicon.CONTINENTS)
          ("Experiments on Europe and the FooAir dataset show gains of 3%.", "Europe", "not benchmark"),
          # a translation direction, two languages joined: no dataset either (the corpus names it: "BarMT'16 ...")
          ("For Korean-to-English translation, FooMT scores 0.56 BLEU points more than a baseline.", "Korean-to-English",
           "not benchmark"),
          ("FooMT gains 1.68 and 1.02 BLEU on the KO-EN and EN-RO translation tasks, respectively.", "KO-EN",
           "not benchmark"),  # written with two-letter codes
          # a language with "-language" or "-speaking" after it says which language the data is in (candidates.language_qualifier)
          ("We evaluate FooKM on Korean-language decision scenarios across 26 LLMs.", "Korean-language", "not benchmark"),
          ("We evaluate FooKM on Korean-Language decision scenarios across 26 LLMs.", "Korean-Language", "not chosen"),
          # two languages joined by "-and-": a bilingual setting of the data
          ("We introduce FooBench, a complex English-and-Russian benchmark of 1000 questions.", "English-and-Russian",
           "not benchmark"),
          # codes joined by a plus: a mix of languages, translated or not
          ("FooASR gives the lowest combined EN+DE WER under direct EN+DE training (26.30%) on BarSpeech.", "EN+DE",
           "not benchmark"),
          # a variety of a language: plain capitalised words before its name (not "the Foosher English corpora")
          ("Detectors are evaluated on Standard Foovian English (SFE), leaving dialects unexplored.",
           "Standard Foovian English", "not benchmark"),
          # nor the paper's method: languages in brackets after a cue word
          ("We introduce a curated pipeline and a bilingual (Japanese/English) foo report dataset.", "Japanese/English",
           "not method"))),
    Rule("veto-listed-with-languages", "veto", "listed with languages or countries, a language or region too",
         (("The best systems reach 90% on Afrique, Hindi and Arabic.", "Afrique", "not benchmark"),
          # (not a dataset the lexicon knows: a country may name an ECG cohort)
          ("Across MITDB, Georgia, and LUDB, FooECG outperforms strong baselines.", "MITDB", "kept benchmark"))),
    Rule("veto-domain-label", "veto",
         "'several FooGI benchmarks', 'diverse Text-Attributed Graph (TAG) benchmarks', 'on multimodal ToF"
         " benchmarks': a name between a quantifier (or 'on' and a lowercase word) and a plural data noun labels a"
         " kind of data, not one dataset (a family the lexicon knows stays: 'several WMT datasets')",
         (("While saturating several FooGI benchmarks, detectors fail on new generators.", "FooGI", "not benchmark"),
          ("Across diverse Text-Attributed Graph (TAG) benchmarks it helps.", "Text-Attributed Graph",
           "not benchmark"),
          ("It is evaluated across four hand-labeled Foorctic datasets, with F1 scores of 0.87 and 0.72.", "Foorctic",
           "not benchmark"),
          # plain lowercase words between the count and the name
          ("Experiments on four challenging FooStruct benchmarks show gains of 3.1%.", "FooStruct", "not benchmark"),
          # an adjective that leaves which sets unsaid ("current", "in-the-wild", "widely used")
          ("FooNet is strong, yet current FooVLM benchmarks focus on single tasks. We build BarBench, where FooNet"
           " gains 3%.", "FooVLM", "not benchmark"),
          ("FooGen reaches 71.2% on BarSet and in-the-wild QUXGC datasets.", "QUXGC", "not benchmark"),
          ("Theory-of-Foo (ToF) is hard. It gains 4.6% accuracy on multimodal ToF benchmarks.", "Theory-of-Foo",
           "not benchmark"),
          # a label with a lowercase tail before a bracket of the data it stands for
          ("It is tested across three datasets on both ego-view (FooDB, BIT) and TOP-view (BAZ/QUX) setups.",
           "TOP-view", "not benchmark"))),
    Rule("veto-category-label", "veto",
         "plain capitalised words listed after a plural noun for kinds of things and a colon, a spaced dash or"
         " 'including' ('five dimensions - Lookup, Trend', 'three types emerge: Bold (27.3%), Calm (24.7%)') are"
         " category labels, not datasets (patterns.CATEGORY_LIST_BEFORE)",
         (("Users get 100 evaluation queries across five dimensions - Recall, Drift, Contrast, Summary, Outline -"
           " stratified into tiers.", "Drift", "not benchmark"),
          # (scored after the colon, the labels are a list apart from the known name's: benchmark-with-score's limit)
          ("On ALFWorld (61.2%), agents split into three main types: Bold (27.3%), Calm (24.7%), and Mixed (48.0%).",
           "Calm", "not chosen"),
          ("We study four behaviors of chat models that harm writing: Flattery, Tone Nudging, and Loop of Doom."
           " FooLM shows Flattery in 91.7% of cases and drops 3% on Tone Nudging.", "Tone Nudging", "not benchmark"),
          # the classes a list after "into" sorts things into, when a plural noun for kinds ends it
          # (patterns.CATEGORY_INTO_BEFORE, CATEGORY_NOUN_AFTER)
          ("We build BarSet by sorting CT scans into Foo Lesion, Bar Lesion, COVID-19, and Normal groups, where QuxNet"
           " reaches 81.2% accuracy on Foo Lesion.", "Foo Lesion", "not benchmark"))),
    Rule("veto-citation-author", "veto", "a name inside a citation's bracket before its year ('(FooCorp, 2025a)',"
         " '(Bar et al., 2024;') is an author, not a dataset (patterns.CITED_AUTHOR_OPEN_BEFORE, CITATION_YEAR_AFTER)",
         (("On FooCorp's written charter (FooCorp, 2025a), BarLM follows 61.2% of rules.", "FooCorp",
           "not benchmark"),)),
    Rule("veto-coined-setting", "veto",
         "a name the paper gives a setting, task or convention ('a setting we term X', 'a convention we call \"X\"',"
         " 'X: a new task for ...') is neither its method nor a dataset",
         (("Most sets use a convention we call \"Easy Foo\", which is lax.", "Easy Foo", "not method"),
          ("We call the stricter setting \"Hard Foo\". Hard Foo benchmarks measure it.", "Hard Foo", "not benchmark"),
          ("We introduce Anytime Foo Segmentation: a new task for predicting masks at any time.",
           "Anytime Foo Segmentation", "not method"),
          ("Scenes often need a setting we term One-to-Many Foo Grounding (OMFG). We build an OMFG benchmark.",
           "One-to-Many Foo Grounding", "not method"))),
    Rule("veto-known-model", "veto", "a known model family that no cue introduces ('a Vision Transformer (ViT) encoder')"
         " is not the paper's own",
         (("It pretrains a Vision Transformer (ViT) encoder with masks.", "Vision Transformer", "not method"),)),
    Rule("veto-introduced-tool", "veto",
         "what the paper made and describes as a method, system, tool or model ('FooRIX, a modular memory system';"
         " 'a dense detector we call FooNet') is no benchmark, even where a data cue reads it",
         (("We introduce FooRIX, a modular, multi-agent memory system. Evaluated with FooRIX, it gains 3%.", "FooRIX",
           "not benchmark"),
          ("We design a simple dense detector we call FooNet. When trained with the focal loss, FooNet is fast.",
           "FooNet", "not benchmark"))),
    Rule("veto-class-plural", "veto", "a plural class of models ('Transformers', 'Networks') names no one dataset",
         (("Experiments on CNNs and Transformers show gains of 3%.", "Transformers", "not benchmark"),
          # nor a plural class of data
          ("Our upscaler is better by +0.15dB on Images and +0.39dB on Videos than prior CNNs.", "Videos",
           "not benchmark"))),
    Rule("veto-listed-baseline", "veto", "names in a list the word 'baselines' closes ('outperforming ELO, Foo-Rating,"
         " and GAP baselines') are systems compared, not data, though a lexicon knows one as a dataset (round 34)",
         (("FooWin reaches 55.4% accuracy, outperforming ELO, Bar-Rating, and GAP baselines on all 21 comparisons.",
           "GAP", "not benchmark"),
          ("FooWin reaches 55.4% accuracy, outperforming ELO, Bar-Rating, and GAP baselines on all 21 comparisons.",
           "Bar-Rating", "not chosen"),
          # (one name before "baselines", no list: "strong ImageNet baselines" are baselines trained on the data)
          ("We test on CIFAR-10 and ImageNet. FooNet beats ImageNet baselines by 2.1%.", "ImageNet", "kept benchmark"),
          # (not where most items are data a lexicon knows: baselines on those datasets; review of rules-234)
          ("FooMath beats the best GSM8K and MATH baselines by 3.1% and 2.4%, respectively.", "GSM8K",
           "kept benchmark"))),
    Rule("veto-result-subject", "veto", "a name that achieves/obtains/outperforms is a model, not a benchmark",
         (# no list-kin of FooSet either: the comma after a sentence's opening "On FooSet" is no list join
          ("On FooSet, BarNet achieves 55.7% box AP.", "BarNet", "not chosen"),
          ("Evaluated on FooSet, BarNet achieves 55.7% box AP.", "BarNet", "not benchmark"),
          ("We follow this procedure to build two trackers, named Bar-ZAML and Qux-ZAML, based on two modern detectors"
           " BarNet and QUX. Evaluations on four benchmarks show that both trackers are competitive. On BazOT-100,"
           " Bar-ZAML achieves the highest ever AUC of 0.712. On FooTrackSet, Qux-ZAML ranks the first on the leader"
           " board with an AUC of 0.757.", "Qux-ZAML", "no benchmark"),
          # listed with others after "on", a place, though a later clause says it reaches something
          ("Pilot experiments on FooQA, BarMath, and BazArith show gains. It gains on FooQA, while BazArith reaches a"
           " ceiling.", "BazArith", "kept benchmark"),
          # the first of the list too (rules-204)
          ("Pilot experiments on FooQA, BarMath, and BazArith show gains. It gains on BazArith, while FooQA reaches a"
           " ceiling.", "FooQA", "kept benchmark"),
          # the list's comma is needed: "on FooSet and BarNet" may join a place and the system run there
          ("Experiments on FooSet and BarNet show gains. It gains 2%, while BarNet reaches 41%.", "BarNet",
           "not benchmark"))),
    Rule("veto-region", "veto", "a name written before 'region(s)' names a part of what is measured (an anatomical or"
         " image region), not a dataset",
         (("It reaches Dice scores of 89.0% and 91.8% on the Whole Foo region of BarSet.", "Whole Foo",
           "not benchmark"),)),
    Rule("veto-metric", "veto", "a metric's name (F1, mIoU, BLEU, Word Error Rate, two joined by a slash 'mAP/Rank-1';"
         " one taken at a rank cutoff,"
         " 'Hits@1', 'Pass@$k$') or a version tag (V1) is not a benchmark; nor is a name given a value ('a Foo Error"
         " Rate (FER) of 13.1%') a method",
         (("It improves results on FooSet and F1.", "F1", "not benchmark"),
          ("FooRL lifts accuracy across the Pass@$k$ range on BarMath.", "Pass", "not benchmark"),
          # metrics joined by a slash, for the values joined so ('5.9%/2.1%')
          ("We test on FooReID and BarReID. It gains 5.9%/2.1% and 6.3%/3.0% on mAP/Rank-1, respectively.",
           "mAP/Rank-1", "not benchmark"),
          ("It beats the best model by 12% on F1-macro for foo classification.", "F1-macro", "not benchmark"),
          ("Experiments on FooSet and Word Error Rate show gains.", "Word Error Rate", "not benchmark"),
          ("Experiments on FooSet and Mean Pair Score (MPS) of 0.75 show it.", "Mean Pair Score", "not benchmark"),
          ("It gains 30% on the AUPRC metric, on FooSet.", "AUPRC", "not benchmark"),
          ("Our method gains 5.1% on average Hits@1 in FooKG15k over 12 baselines.", "Hits", "not benchmark"),
          ("We introduce the Foo Density Index (FDI), defined as the number of catalogued datasets per speaker.",
           "Foo Density Index", "not benchmark"),
          ("Our mIoU rises by 3 points over the baseline.", "mIoU", "not method"),
          # a name defined with its acronym and given a value at once is the metric measured, not a module
          ("We propose FooConformer. It achieves a Foo Error Rate (FER) of 13.1% on BarSet.", "Foo Error Rate",
           "not method"),
          ("FooLM is overconfident, with an Expected Bar Error (EBE) of 0.72 despite 23% accuracy.",
           "Expected Bar Error", "not method"),
          ("On FooNet, our model achieves 74% top1 accuracy while being 1.2x faster.", "top1", "not benchmark"),
          ("Experiments on FooNav show it outperforms the baseline by 53.34% relatively on SPL.", "SPL", "not benchmark"),
          ("We also introduce an objective metric PartFooEval to assess fidelity.", "PartFooEval", "not benchmark"),
          # a later item of a list after "metrics" (patterns.METRIC_WORD_BEFORE)
          ("On FooCap we gain 14% and 13% on the metrics BarEval and QuxDiv, respectively.", "QuxDiv",
           "not benchmark"),
          # a pair of metrics joined by a slash before "metrics", or one before "distance" (METRIC_WORD_AFTER)
          ("On FooDrive, it improves by up to 44.1% / 44.3% on the QuxDE / BazDE metrics.", "QuxDE", "not benchmark"),
          ("We evaluate FooNet on a 226-example held-out response benchmark and report both modal accuracy and"
           " Barstein-1 distance.", "Barstein-1", "not benchmark"),
          # a list of values each "on" a metric, one of them a known one (METRIC_SIBLING_AFTER, _BEFORE)
          ("On FooMoments it gains 3.00% on G-QuxAP, 2.70% on mAP@3, and 2.56% on mR@3.", "G-QuxAP", "not benchmark"),
          ("It saves bitrate by up to 57.6% on LPIPS and 58.8% on QUXSIM on the FooKodak set.", "QUXSIM",
           "not benchmark"),
          # a share or a rate written out, a plural compound, and a rate of FLOPs (METRIC_LONG, METRIC_NAME)
          ("The tokenizer reports GSM8K (81.0%), Foovian Token Percentage (90.3%) and BarQA (70.1%).",
           "Foovian Token Percentage", "not benchmark"),
          ("FooSeg reaches 71.3% on BarSet and 47.3% on the QUX validation datasets, with Qux F1-scores up to 75.8%"
           " and 47.3%, respectively.", "Qux F1-scores", "not benchmark"),
          ("It is 2.7x faster than FooTriton on B200 GPUs, reaching up to 1613 TFLOPs/s (71% utilization).",
           "TFLOPs/s", "not chosen"),
          # a name that ends in a metric's abbreviation names the measure (patterns.METRIC_TAIL)
          ("FooASR gives the lowest German WER (44.96%) on BarSpeech.", "German WER", "not chosen"),
          # (a plain word before the acronym leaves no name at all: candidates._without_metric_tail)
          ("FooNet reaches 0.91 on the Pareto AUC and 0.8 on BarSet.", "Pareto AUC", "not chosen"),
          # how many tries a score takes is a protocol, as Pass@k is (patterns.BEST_OF_N)
          ("FooPlan reaches 84.5%, outperforming BarContext (60.0%), Best-of-8 sampling (63.0%) on QuxGym.",
           "Best-of-8", "not benchmark"),
          # a version tag that stands for the paper's model in later sentences is no name of its own
          ("We present FooStreamer v0.2, a low-latency upgrade of the model. v0.2 cuts latency by 30%.", "v0.2",
           "not method"))),
    Rule("veto-team-name", "veto", "a team or lab that did the work ('FooLab's team solution') is no method",
         (("We present FooARC's team solution to the Bar 2025 challenge.", "FooARC", "not method"),)),
    Rule("veto-submitted-to", "veto", "'our X test submission': X is the benchmark submitted to, not the paper's own"
         " (patterns.SUBMITTED_TO_AFTER)",
         (("Our FooCity test submission entitled BarNet-18 delivers 75.5% mIoU.", "FooCity", "not method"),
          ("In our FOOLES'26 submission, we found that post-processing mattered more than the architecture.",
           "FOOLES'26", "not method"))),
    Rule("veto-code-host", "veto", "a name written only where the code or data is hosted ('available in our FooHub"
         " repository', 'at FooHub: https://...', 'deposited on FooDo') is a hosting site, not the paper's method nor a"
         " benchmark (patterns.HOSTED_AT_BEFORE,"
         " HOST_AFTER)",
         (("We propose a pruning rule for BarNets. Code is publicly available in our FooHub repository.", "FooHub",
           "not method"),
          ("We release our code and models at FooHub: https://foohub.example/x.", "FooHub", "not method"),
          ("The source code will be available at our FooHub after acceptance.", "FooHub", "not method"),
          # nor a benchmark: where the data is kept, not which data
          ("FooNet improves F1 by 3.2 points. Our code and datasets are available on QuxHub: https://quxhub.example/x.",
           "QuxHub", "not benchmark"),
          ("We build BarSet, a corpus of 9,000 notes. The dataset is deposited on FooDo (10.5281/foodo.123).", "FooDo",
           "not benchmark"),
          # the data released, then where (patterns.RELEASED_ON_BEFORE)
          ("FooNet lifts accuracy by up to 9%. We release an easy-to-use QS dataset on QuxFace and open-source the"
           " code.", "QuxFace", "not benchmark"))),
    Rule("veto-scored-from-to", "veto", "a name alone in the bracket after a change's start value ('improves from"
         " 0.18 (FooGAN) to 0.15'), or after its end value when the start has one ('from 312.8 (native) to 13.7"
         " (BarNet)'), is what scored it, not data (patterns.FROM_VALUE_BRACKET_BEFORE)",
         (("Experiments on BarSet show that FID improves from 225.15 (QuxGAN) to 76.04 with FooDiff.", "QuxGAN",
           "not benchmark"),
          ("On BazDB, FooCard helps: P90 Q-error drops from 312.85 (native) to 13.69 (FooCard-GBR).", "FooCard-GBR",
           "not benchmark"))),
    Rule("veto-spelled-out", "veto", "a long form right beside the one-word name its capitals abbreviate ('FooSet 1.0, a"
         " Foo Object Set', 'the Foo Object Set dataset (FOS)') is that name spelled out: listed once, by the short name",
         (("We introduce BarQA 1.0, a Benchmark of Reasoning Over Quux Arrays. Models score 41.2% on it.",
           "Benchmark of Reasoning Over Quux Arrays", "not benchmark"),
          ("This paper introduces the Quux Image Drone dataset (QID), a multimodal dataset. On QID, models fail.",
           "Quux Image Drone", "not benchmark"))),
    Rule("veto-listed-with-models", "veto", "listed with names vetoed as evaluated models (a size, a model family or a"
         " release tier: -Dev, -Instruct, patterns.MODEL_RELEASE_TIER), a model too, along the whole list",
         (("Experiments on FooVideo-2B, BarVideo, and Llama-3 on one GPU show gains.", "BarVideo", "not benchmark"),
          ("Tested on FooVideo-2B, BarVideo, and QuxVid, our guidance improves all base models.", "QuxVid",
           "not benchmark"),
          ("Experiments on FooGen.1-Dev and BarDiff3.5 show that our method removes the concept.", "BarDiff3.5",
           "not benchmark"))),
    Rule("veto-built-on", "veto", "'a FooVAE based tokenizer': the name is what the paper builds on, not its own",
         (("We develop a FooVAE based tokenizer that compresses images.", "FooVAE", "not method"),
          ("We propose a BarNet driven planner for robots.", "BarNet", "not method"),
          ("Implicit Foo Representation (IFR) methods are slow. We propose the first IFR based lossless codec.",
           "Implicit Foo Representation", "not method"))),
    Rule("veto-existing-before", "veto",
         "a name the text calls existing ('existing X research') before the paper's cue ('a novel X framework') is a"
         " task or a prior method, not the paper's own name (no later rule takes it)",
         (("Foo Graph Completion (FGC) is studied, but existing FGC research ignores sharing. We propose a novel FGC"
           " framework with two parts: Barlevel Mixture (BLM) and Baz Reranking (BR).", "Foo Graph Completion",
           "not method"),)),
    Rule("veto-modified-existing", "veto", "'a modified/improved X' changes an existing model; X is not the paper's name",
         (("We propose a modified FooSAM model for brain scans.", "FooSAM", "not method"),
          # named before as an existing model, modified where the paper proposes it
          ("Foundation models, such as FooSAM, use prompts. In this paper, we propose a modified FooSAM model.",
           "FooSAM", "not method"))),
    Rule("veto-concept-acronym", "veto",
         "an acronym spelled out in lowercase words ('post-training quantization (PTQ)') names a technique, not a dataset;"
         " one spelled out as a way of training or an X-to-Y task ('rejection sampling fine-tuning (RFT)',"
         " 'reference-to-video (R2V)') even where the paper writes 'the RFT corpus' or 'an R2V benchmark' (rules-181)",
         (("We study post-training quantization (PTQ). Results on PTQ and FooSet show gains.", "PTQ", "not benchmark"),
          ("Rejection sampling fine-tuning (RFT) trains agents. Failed runs go back into the RFT corpus.", "RFT",
           "not benchmark"),
          ("We introduce FooBench, a text-to-video (T2V) and reference-to-video (R2V) benchmark of 900 prompts.", "R2V",
           "not benchmark"),
          ("Multi-teacher on-policy distillation (M-OPD) is popular. We build a controlled M-OPD benchmark on FooLM.",
           "M-OPD", "not benchmark"),
          ("Information retrieval (IR) evaluation is hard. Results on IR and FooSet vary.", "IR", "not benchmark"),
          ("Unvoiced electromyography (EMG) helps. We study it and propose a novel EMG adaptor module.", "EMG",
           "not method"),
          ("We introduce an efficient autoregressive (AR) image synthesis approach.", "AR", "not method"))),
    Rule("veto-task-phrase", "veto", "a capitalised task name ('Person Re-Identification') is a task, not a dataset;"
         " defined as a sentence opens, saying what it aims at ('Foo Geo-Localization (FGL) aims to') or that it is a"
         " class of methods ('Foo-from-Bar (FfB) refers to the class of methods'), not a method",
         (("results on Cross-View Vehicle Re-Identification", "Cross-View Vehicle Re-Identification",
           "not benchmark"),
          # the language tasks of older papers too ("... Disambiguation", "... Error Correction"; patterns.TASK_HEAD)
          ("We improve the efficiency of Foo Error Correction (FEC) by splitting the task. It performs comparably on"
           " English and Chinese FEC benchmarks.", "Foo Error Correction", "not benchmark"),
          ("FooRED is one of the largest crowdsourced datasets in Foo Relation Extraction (FRE). We gain 8% F1.",
           "Foo Relation Extraction", "not benchmark"),  # an extraction task
          ("Foo Cross-View Geo-Localization (FCVGL) aims to estimate poses. We establish a large-scale FCVGL benchmark"
           " dataset, BarSet, with 2M images.", "Foo Cross-View Geo-Localization", "not method"),
          ("We evaluate on text-to-SQL and FooSpider 2.0, with gains.", "text-to-SQL", "not benchmark"),
          # capitalised too: the data of a task ("eleven Text-to-SQL datasets") is no dataset's name
          ("We release distilled test suites for eleven Text-to-SQL datasets.", "Text-to-SQL", "not benchmark"),
          # a name an abstract opens by defining as a class of methods is the field, not the paper's own
          ("Foo-from-Bar (FfB) refers to the class of methods that rebuild shapes. We propose an unsupervised FfB"
           " that is fast.", "Foo-from-Bar", "not method"))),
    Rule("veto-method-phrase", "veto", "capitalised words ending in a way of training, tuning or decoding ('Knowledge"
         " Distillation', 'Group Relative Policy Optimization') name a technique used, not a dataset (unless the paper"
         " calls it a dataset)",
         (("FooLM is fine-tuned with Group Relative Foo Policy Optimization (GRFPO) and a set of reward functions.",
           "Group Relative Foo Policy Optimization", "not benchmark"),
          ("Experiments with Foo Prompt Tuning and BarNet on QuxSet show gains.", "Foo Prompt Tuning", "not benchmark"))),
    Rule("veto-capitalised-concept-acronym", "veto",
         "an acronym spelled out in plain capitalised words with no data word ('Foo Quality Assessment (FQA)') that the"
         " paper writes before a noun for a kind of system, task or field, or before a plural data noun ('FQA systems',"
         " 'FQA detection', 'FQA benchmarks'), names a concept, not a dataset (unless the lexicon knows it or the paper"
         " calls it 'the FQA dataset', or, introduced, 'the introduced FQA benchmark')",
         (("Models are adopted for Foo Quality Assessment (FQA). Experiments on a variety of FQA benchmarks show gains.",
           "Foo Quality Assessment", "not benchmark"),
          ("Bar Driving (BD) systems degrade at night. The scarcity of night scenes in BD datasets hurts them.",
           "Bar Driving", "not benchmark"),
          ("Qux Eye View (QEV) representation helps. We report results on QEV datasets and FooSet.", "Qux Eye View",
           "not benchmark"),
          # a cue that makes it the paper's own ("a novel BD framework") makes it no dataset
          ("Bar Driving (BD) requires maps. We introduce a novel BD framework. It leads on BD benchmarks.",
           "Bar Driving", "not benchmark"))),
    Rule("veto-evaluated-model", "veto",
         "a model evaluated or compared (a size like 8B, 'X models', 'models/methods/systems such as X',"
         " 'architectures including X') is not a benchmark",
         (("evaluated on Llama-3-8B and FooBench", "Llama-3-8B", "not benchmark"),
          ("evaluated on FooLM-mini and FooBench", "FooLM-mini", "not benchmark"),
          ("Multilingual models (FooBERTa: 97.2% average F1, XNLI: 88.0%) generalize well.", "FooBERTa", "not benchmark"),
          ("We evaluate baselines such as Gemini on FooBench", "Gemini", "not benchmark"),
          # methods compared against are listed as models are: 'methods such as X', 'algorithms: X, Y'
          ("Recent methods such as CIFAR-10 (90.1%), FooErase (61.2%) and BarErase (58.3%) fall behind.", "BarErase",
           "not benchmark"),
          ("We compare three algorithms: COCO (72.0%), FooDet (70.1%), BarDet (68.2%), and BazDet (66.0%).", "BazDet",
           "not benchmark"),
          # (scored in a list of their own, apart from the known name's, they are not even chosen: benchmark-with-score)
          ("We compare three algorithms on COCO (72.0%): FooDet (70.1%), BarDet (68.2%), and BazDet (66.0%).", "BazDet",
           "not chosen"),
          # systems, agents, pipelines or tools given as examples are the kind of thing studied, not its data
          ("Agentic LLM systems such as FooScholar and BarQA2 return cited answers, and both they and their benchmarks"
           " check citations. We test on BazQA.", "BarQA2", "not benchmark"),
          ("evaluating their interactions with GPT-4 and Claude 3.5 on FooBench", "Claude 3.5", "not benchmark"),
          # a model family written in lowercase, as an API names it (patterns.MODEL_FAMILY)
          ("On FooBench (n=50), BarCoT reaches an attack success rate of 58% on gpt-4o and 52% on gpt-4o-mini.",
           "gpt-4o", "not benchmark"),
          ("Experiments on FooLM-7B and BarQA show that steering helps.", "FooLM-7B", "not benchmark"),
          # a benchmark's edition with a tier word is data, not a model's tier
          ("We introduce FooBench, comprising a 100-paper track and FooBench-mini, a shared 10-paper subset for"
           " evaluation.", "FooBench-mini", "kept benchmark"),
          # a BERT named by what it is tuned for (patterns.BERT_KIN)
          ("We propose FooT. On ModernBERT, FooT improves F1 from 0.862 to 0.944.", "ModernBERT", "not benchmark"),
          # networks listed as the architectures a method is applied to ('architectures including X, Y and Z')
          ("We evaluate the pruning with architectures including BarNet, BazNet and QuxNet on FooSet-10 and FooSet-1K.",
           "BazNet", "not benchmark"),
          # a known family of convolutional networks (patterns.MODEL_FAMILY), even after 'on'
          ("On FooSet-1K, pruning removes 37.2% FLOPs on ResNet-50 while beating the original model by 0.22% top-1"
           " accuracy.", "ResNet-50", "not benchmark"),
          ("FooQ achieves 1.71% higher accuracy on MobileNetV2 than BarQ.", "MobileNetV2", "not benchmark"),
          ("Across many FD-SLMs, steering helps; for example, on FooLM, it improves accuracy from 28% to 45%.",
           "FooLM", "not chosen"))),
    Rule("veto-description", "veto",
         "capitalised words after 'a/an' before or ending in 'mechanism/strategy/module...' (or a plain word and the"
         " acronym of a term defined before, 'a Bayesian ToF planner') describe an unnamed contribution",
         (("We introduce a Learned Denoising mechanism that helps.", "Learned Denoising", "not method"),
          ("We propose a Video-LLM architecture with temporal attention.", "Video-LLM", "not method"),
          # only its acronym is cued, describing the paper's unnamed model: the long form was defined as a class before
          ("Most Video Large Foo Model (Video-LFM) designs fail. We propose a Video-LFM architecture with attention.",
           "Video Large Foo Model", "not method"),
          ("In this paper, we introduce a Synergistic training framework for fusion.", "Synergistic", "not method"),
          # a plain word and a term's acronym defined before: "Theory-of-Foo (ToF)" ... "a Bayesian ToF planner"
          ("Theory-of-Foo (ToF) is hard. We propose a scalable Bayesian ToF planner for it.", "Bayesian ToF",
           "not method"))),
    Rule("veto-known-model", "veto", "a known model family with only its version, size or tier ('Qwen3-0.6B', 'GPT5.5',"
         " 'Llama 3.1') is a model the paper uses, not its own method, unless a release verb names it ('We introduce"
         " Gemma 4'); a coined name on a family ('DeBERTa-Sentinel') stays (patterns.FAMILY_RELEASE)",
         (("We propose FooFT. PEFT-BD does not yield a practical speedup in our Qwen3-0.6B experiments.", "Qwen3-0.6B",
           "not method"),
          ("FooFlow runs ablations with Kimi2.6 and GPT5.5 and solves all five challenges in our GPT5.5 runs.", "GPT5.5",
           "not method"))),
    Rule("veto-described-modifier", "veto",
         "a name written, wherever a cue stands before it, between 'a/an' with lowercase modifiers and a lowercase noun"
         " ('a self-evolving FooNav framework', 'a first FOO corpus', 'a lightweight BarMax attention mechanism') modifies"
         " what the paper makes, itself unnamed: a task, field or model built on (spared: a coined shape 'a lightweight"
         " YOLOFoo architecture', the appositive 'a new benchmark FooBench', data made 'a new FOO-QUX dataset', three"
         " capitalised words 'a novel parameter-free Adaptive Foo Norm approach')",
         (("Zero-Shot Foo Navigation (ZS-FN) is hard. We propose a self-evolving ZS-FN framework that adapts.",
           "Zero-Shot Foo Navigation", "not method"),
          ("Grounded in Bar Harmonics (BH), we propose an importance-graded BH coefficient encryption scheme.",
           "Bar Harmonics", "not method"),
          ("We present a multi-channel Qux-Net architecture for pixel-level labels.", "Qux-Net", "not method"),
          ("In this paper we introduce a first FEC corpus for Romanian with 10k pairs.", "FEC", "not method"))),
    Rule("method-introduced-cue", "role",
         "named after 'we propose/introduce', 'our', 'called', 'the proposed', or described as 'a novel/new ...'",
         (("We propose FooNet, a detector.", "FooNet", "method"),
          # a name a Greek letter opens before "Net" (patterns.GREEK_LED; review of rules-218)
          ("We propose $\\Delta$-Net, a detector. $\\Delta$-Net reaches 71.0% on BarSet.", "$\\Delta$-Net", "method"),
          # a known model family's release is the paper's own where a release verb names it (veto-known-model)
          ("We introduce Gemma 4, a new generation of open-weight models.", "Gemma 4", "method"),
          # a short name in brackets that opens in lowercase is linked to its long form: one method, not two
          # (patterns.ACRONYM_AFTER; the record lists it by the short name, Name.preferred)
          ("We introduce Agentic Foo Tuning (aFT), which updates weights while it acts. aFT gains 3 points.",
           "Agentic Foo Tuning", "method"),
          ("We introduce Agentic Foo Tuning (aFT), which updates weights while it acts. aFT gains 3 points.", "aFT",
           "not chosen"),
          # between modifiers and a noun, a coined shape is still the paper's own name, and so is data it makes (not
          # veto-described-modifier)
          ("We propose a novel YOLOFooDrone architecture that detects birds.", "YOLOFooDrone", "method"),
          ("We develop a novel Greedy-FOO algorithm for budgeted search.", "Greedy-FOO", "method"),
          ("We propose a novel parameter-free Adaptive Foo Norm approach for transfer.", "Adaptive Foo Norm", "method"),
          ("We construct a new FOO-QUX dataset based on BarQA.", "FOO-QUX", "method"),
          # named where it is hosted too, the paper's own stays a method (not veto-code-host)
          ("We propose FooHub, a pruning rule. Code is available in our FooHub repository.", "FooHub", "method"),
          # "our own proposed X" is "our proposed X" (patterns.INTRODUCED_BEFORE)
          ("We evaluate eight memory systems, including our own proposed FooMem, plus a no-retrieval baseline.",
           "FooMem", "method"),
          # "This (technical) report introduces X": a paper by another name (patterns.INTRODUCED_BEFORE)
          ("This report introduces FooDoc2, an advanced version of the FooDoc, designed to parse documents.", "FooDoc2",
           "method"),
          # "a novel task-adaptive framework" describes a method, no new task (patterns.SETTING_DESCRIBED_AFTER)
          ("We propose Adaptive Foo Pruning (AFP), a novel task-adaptive multi-agent framework.", "Adaptive Foo Pruning",
           "method"),
          # a comma may follow "novel" in "a novel ... model, X" (patterns.INTRODUCED_BEFORE)
          ("The aim of this study is to develop a novel, interpretable AI model, FooSM, that reads slides.", "FooSM",
           "method"),
          # not what a comparison 'between' or 'among' takes in (patterns.INTRODUCED_BEFORE)
          ("This paper presents an empirical comparison between Foo-Bar Networks (FBNs) and BazNets on tabular data.",
           "Foo-Bar Networks", "no method"),
          ("This paper presents an empirical study comparing Foo-Bar Networks (FBNs) and BazNets on tabular data.",
           "Foo-Bar Networks", "no method"),
          # "The proposed ..." with one modifier-led head only, not a verb and a list of baselines after it
          ("We propose FooNet for retrieval. The proposed framework surpasses prior models, BarNet and BazNet, on QuxSet"
           " by 3.1%.", "BarNet", "no method"),
          # a name shaped like a plural acronym, introduced as one thing, is a name (candidates._cued_definition)
          ("We present QuxWAMs, a quantization framework for world models. QuxWAMs keeps accuracy.", "QuxWAMs",
           "method"),
          # the name in apposition to "the proposed / resulting ..." (patterns.INTRODUCED_BEFORE)
          ("We refine boundaries in training. The proposed approach, FooRTF, is also data-efficient.", "FooRTF", "method"),
          ("We train a guard on these traces. The resulting guard model, FooGuard, blocks unsafe actions.", "FooGuard",
           "method"),
          # the nearest cue decides: "introducing", not "We build" with FOOG standing between
          ("We build the first FOOG benchmark, introducing Bar Accuracy (BA) as its metric.", "Bar Accuracy", "method"),
          ("Using our proposed human-annotated Foo Validity Dataset (FVD) as benchmark, BarNet wins.",
           "Foo Validity Dataset", "method"),
          # an adverb may stand before that one word: "our newly introduced X", "our carefully curated X"
          ("It reaches 22.6 AP on our newly introduced FooDet-Bench with text prompts.", "FooDet-Bench", "method"),
          # (but not two words that make a clause: "our scheme outperforms X")
          ("Results show that our scheme outperforms FooVC-RT by 10.7% BD-rate.", "FooVC-RT", "not chosen"),
          ("We address this by introducing FooGenNet, an inpainting-based model.", "FooGenNet", "method"),
          ("We establish a clear hierarchy where FooLM-2.5-pro ranks first overall.", "FooLM-2.5-pro", "not chosen"),
          ("We further propose a \"Thinking in Foo\" that splits tasks into steps.", "Thinking in Foo", "method"),
          ("Recent work identified a phenomenon termed \"Foofitting\", where loss drops.", "Foofitting", "not chosen"),
          ("We extend this idea to rendering and present FooFrame, which caches features.", "FooFrame", "method"),
          ("We call this model the Residual Foo Transformer (RFT).", "Residual Foo Transformer", "method"),
          ("FooGemma w/LoRA wins; we designate this best-performing model as FOO-VLM.", "FOO-VLM", "method"),
          ("Our fine-tuned Mistral and Llama models outperform GPT-4o.", "Mistral", "not chosen"),
          ("Then, formulating it as a Partially Observable Foo Process (POFP), we show it.",
           "Partially Observable Foo Process", "not chosen"),
          ("We then construct a Bayes-optimal classifier.", "Bayes-optimal", "not chosen"),
          ("We developed a counting model through Detectron2 and Faster R-CNN.", "Detectron2", "not chosen"),
          ("This paper introduces The Foo Benchmark, a dataset for X.", "Foo Benchmark", "method"),
          ("Our new model family, FooDETRv4, achieves the best results.", "FooDETRv4", "method"),
          # after a colon too, and after a class acronym (LMM, LLM) as the head noun
          ("These insights motivate our method: Low-rank Foo Tuning (LIFT). LIFT updates few weights.",
           "Low-rank Foo Tuning", "method"),
          ("We fit this module into two baselines and build our underwater LMM, FOONAUT.", "FOONAUT", "method"),
          # the bracketed name of a novel thing, as a sentence opens too
          ("A novel light-weighted adapter (FooIR) with gating layers is also designed.", "FooIR", "method"),
          ("We introduce an LLM-based scoring rubric FooSER that learns from examples.", "FooSER", "method"),
          ("We introduce a Synergistic training framework for Foo and Bar models (SynFoB) to fix it.", "SynFoB",
           "method"),
          # a noun joined to the name by a dash: the cue before the noun is the name's
          ("To fill it, we introduce a data augmentation framework-FooPuter, and train on it.", "FooPuter", "method"),
          # "by introducing" where the paper is the subject (patterns.OWN_SUBJECT), as where "we" is
          ("This paper fills the gap by introducing FooEval, a benchmark designed to test spatial reasoning.",
           "FooEval", "method"),
          ("Our work addresses this gap by introducing FooCon, a dataset of 900 courtroom talks.", "FooCon", "method"),
          # the bracketed name of what the paper says it made, right after it
          ("We validate FooNet on the BarSet dataset and a new synthetic benchmark (SHF-BarSet) we contribute.",
           "SHF-BarSet", "method"),
          ("We introduce Dataset Foo Verification for Bar Modeling (DFVBM), which checks a model.",
           "Dataset Foo Verification for Bar Modeling", "method"),
          ("It leads to a novel training framework, Self-guided Training for Foo models (ST-F).", "ST-F", "method"),
          ("We propose a fast and robust estimator, FooReg, built upon a novel lightweight clique, FooClique.", "FooClique",
           "method"),
          ("Foo Bar Interface (FBI) agents help. We introduce FBIDE (FBI User Intent Detection Evaluation), a"
           " benchmark for FBI tasks.", "Foo Bar Interface", "not chosen"),
          ("In our experiments, BarNet-50 wins.", "BarNet-50", "not chosen"),
          ("Our FooNet submission won the challenge.", "FooNet", "method"),  # no split or task word: its own
          ("The proposed FooNet outperforms strong baselines.", "FooNet", "method"),
          ("This paper proposes a novel network traffic prediction and anomaly detection model, FooNet, which helps.",
           "FooNet", "method"),
          ("We propose a novel scheme, termed as Progressive Foo Distillation (PFD).", "Progressive Foo Distillation",
           "method"),
          ("FooGen, a novel framework for layout generation, reaches 80%.", "FooGen", "method"),
          ("We also build a training set and develop a small video LMM, named FooMUL.", "FooMUL", "method"),
          ("We proposed a data pipeline for image restoration, namely FooGen, which filters images.", "FooGen", "method"),
          ("With FooPRD, we train a Foo generator, namely FooTurbo, which adds few parameters.", "FooTurbo", "method"),
          ("We evaluate on three benchmarks, namely FooSet and BarSet.", "FooSet", "no method"),
          # "for" and an acronym the abstract defines elsewhere end a name: "a MLLM for EFU" is no name
          ("Embodied Foo Understanding (EFU) is hard. We develop a MLLM for EFU analysis, FooChat.", "MLLM for EFU",
           "no method"),
          ("We propose an adapter module, termed the Foo Bottleneck Adapter (FB-Adapter), for robots.",
           "Foo Bottleneck Adapter", "method"),
          ("Federated Learning (FL) is slow. We propose FooVSR, a novel, fast, and stateless FL framework.",
           "Federated Learning", "not chosen"),
          ("We introduce a multilingual Video LMM benchmark, named FooBench, for Video LMMs.", "Video LMM",
           "not chosen"),
          ("Our method, which we refer to as the Foo-MAX tokenizer, merges pieces.", "Foo-MAX", "method"),
          ("Stage 1 introduces an innovative self-supervised task, Layout Foo Inference, to learn layouts.",
           "Layout Foo Inference", "method"),
          ("To fix this, we propose FooPrompt-a novel framework for prompts.", "FooPrompt", "method"),
          # a dotted version after a name is part of it (patterns.VERSION_AFTER)
          ("We present FOOSA 2.0, a segmentation framework. FOOSA 2.0 achieves +3.8% Dice.", "FOOSA 2.0", "method"),
          ("We solve it in the text domain with our 'Chapter-Foo' framework.", "Chapter-Foo", "method"),
          # described right after it as new ("X: a new ..."), or as introduced in this work
          ("It tops FooRewardBench: a new curation of user-stratified chats.", "FooRewardBench", "method"),
          ("We validate generalization on FooRob, a real-world robotic dataset introduced in this work.", "FooRob",
           "method"))),
    Rule("method-coined", "role", "a name the paper coins: 'we term/call X', or quoted before 'paradigm/framework/...'",
         (("ViTs encode a property we term SameObj across layers.", "SameObj", "method"),
          ('It reflects via a "Try-Fix-Retry" paradigm in each step.', "Try-Fix-Retry", "method"))),
    Rule("method-instantiated", "role",
         "what the paper instantiates its idea as, named and then described: 'We instantiate it as X, spanning ...',"
         " 'we instantiate the methodology in X, a benchmark ...' (rules-139; not 'in X and evaluate': a place it runs in)",
         (("We define a monitoring protocol. We instantiate it as FooMonitorBench, spanning three kinds of code.",
           "FooMonitorBench", "method"),
          ("We instantiate the methodology in FooBench-CA, a benchmark of 228 contexts.", "FooBench-CA", "method"),
          # (not a place it runs in: a clause goes on after the comma, or the appositive calls it well known; rules-146)
          ("We define a gating protocol. We instantiate the protocol in FooStack, and evaluate on three public"
           " benchmarks.", "FooStack", "not chosen"),
          ("We instantiate the framework in FooCraft, a popular sandbox game.", "FooCraft", "not chosen"))),
    Rule("method-variant", "role",
         "an introduced name with words added, or a hyphenated part ('FOOD-Discover', 'FooVAL-4B'), is a variant or part of it;"
         " so is another hyphenated variant of its coined stem ('FOO-CNN' beside 'FOO-Net')",
         (("We propose FooVL. Deriving from it, Sparse FooVL handles long videos.", "Sparse FooVL", "method"),
          ("We propose Combinatorial Foo Detection (CFOOD), a framework of data discovery (CFOOD-Discover) and"
           " representation learning (CFOOD-Learn).", "CFOOD-Learn", "method"),
          ("We introduce FooVAL, a rubric. Judged by humans, FooVAL-Lite agrees with them.", "FooVAL-Lite", "method"),
          # a plus sign added: "FooDPT+" combines the method with something more (rules-145)
          ("We propose FooDPT, a pruning method. Combined with width pruning, FooDPT+ sets a new record.", "FooDPT+",
           "method"),
          # (not a run of words an em dash glues to it; rules-146)
          ("We propose FooGen, a distillation method. Extending it with RL yields FooGen+. FooGen keeps diversity close"
           " to that of BarGen---about twice that of BazGen---and FooGen+ improves FID by 1.2.",
           "BazGen---and FooGen+", "not chosen"),
          ("We propose FooSER, a rubric. Hindi FooSER scores agree with humans.", "Hindi FooSER", "not chosen"),
          # a sibling of a coined stem: "FOO-Net" introduced, "FOO-CNN" and "FOO-Txf" its variants (verify._sibling)
          ("We propose FOO-Net, instantiated in two variants: a convolutional model (FOO-CNN) and a transformer-based"
           " model (FOO-Txf). Across BarSet, FOO-Txf gains most.", "FOO-Txf", "method"),
          # (not a sibling called others' or earlier work: patterns.OTHERS_WORK_RIGHT_BEFORE)
          ("Recently, a hybrid pipeline (FOO-Net) was proposed. We propose FOO-ProbNet, an ensemble. FOO-ProbNet"
           " improves AUROC over the baseline FOO-Net model.", "FOO-Net", "no method"),
          # (nor one the paper evaluates on: data-cued)
          ("We evaluate on FOO-CommonQA and introduce FOO-SATA, a reading benchmark derived from BarBench.",
           "FOO-CommonQA", "no method"),
          # (nor siblings of a model family's stem)
          ("We propose GPT-Foo, a tuned model. We compare it with GPT-Bar on BarSet.", "GPT-Bar", "no method"),
          # (nor a rival the method is set against, before or after it: patterns.RIVAL_RIGHT_BEFORE, RIVAL_AFTER;
          # review of rules-217)
          ("We introduce ABC-Net, a detector, and we show that ABC-Net outperforms ABC-GAN [12] by 4.2 mAP on BarSet.",
           "ABC-GAN", "no method"),
          ("We introduce ABC-Net, a detector, and we find that it outperforms the ABC-GAN baseline by 4.2 mAP.",
           "ABC-GAN", "no method"),
          ("We propose FOO-Net, and we show it improves over FOO-Tree, a classical decision-tree approach, by 5.1%.",
           "FOO-Tree", "no method"),
          # (nor one named only where no one acts: data described; nor one with digits in its tail, a size)
          ("We propose FOO-Net, a report generator. FOO-CXR contains 377k images; FOO-Net reaches 0.41 BLEU-4 on it.",
           "FOO-CXR", "no method"),
          ("We propose SYN-Net, a detector, and we render SYN-100K, 100k images, where SYN-Net reaches 71.0% AP.",
           "SYN-100K", "no method"),
          # a sibling only where the paper names a variant of its own (patterns.VARIANT_NAMED_BEFORE,
          # VARIANT_DESCRIBED_AFTER; review of rules-218): "yielding"/"variants", a description before it, or after it
          ("We propose FOO-RL, and instantiate it with two backbones, yielding FOO-PPO and FOO-SAC. FOO-SAC reaches a"
           " 75.0% capture rate.", "FOO-SAC", "method"),
          ("We propose FOO-Stop, a stopping rule, and we pair FOO-Stop with FOO-Guard, an estimation-free fallback.",
           "FOO-Guard", "method"),
          ("We propose FOO-Net with two variants, FOO-CNN and FOO-Txf. We find that FOO-Txf outperforms FOO-CNN by"
           " 2.1% on BarSet.", "FOO-CNN", "method"),
          ("Building on FOO-Seg, we propose FOO-Net, a detector that reaches 71.0% AP on BarSet.", "FOO-Seg",
           "no method"),
          ("We propose FOO-Net, which generalises FOO-Seg to video. It reaches 71.0% AP on BarSet.", "FOO-Seg",
           "no method"),
          ("We propose FOO-Net, and we show that it outperforms FOO-Seg, FOO-Det, and FOO-Tree by 4.2 AP.", "FOO-Tree",
           "no method"),
          # (nor the base of "versions of", another's)
          ("We propose FOO-Net and compare with two versions of FOO-Seg, which reach 61.2% AP on BarSet.", "FOO-Seg",
           "no method"),)),
    Rule("veto-size-variant", "veto",
         "an introduced name with only a parameter count added ('FooLM-3B', 'FooGuard-150M') is that method at one"
         " size, not a name of its own (patterns.SIZE_SUFFIX; annotators list the method once)",
         (("We introduce FooVAL, a rubric. Judged by humans, FooVAL-4B agrees with them.", "FooVAL-4B", "not method"),
          ("We propose FooMem, a memory policy. Overall, FooMem-3B improves F1 by 16%.", "FooMem-3B", "not method"))),
    Rule("method-contained-part", "role",
         "in a paper that introduces a method, names a verb of containing lists as its parts ('our approach includes"
         " A (AA) to ..., and B (BB) for ...', 'which includes A, B, and C', 'couples (i) A (AA), ... and (ii) B (BB)')",
         (("We propose FooRouter. Our training approach includes Foo-aware Supervised Tuning (FoST) to fix patterns, and"
           " Foo-aware Policy Optimization (FoPO) for credit assignment.", "Foo-aware Policy Optimization", "method"),
          ("We propose FooRAG, a mobile agent framework, which includes InterFoo, LocalFoo, and MemFoo.", "LocalFoo",
           "method"),
          ("We propose FooMoE. FooMoE consists of two phases: (1) Adaptive Foo Clustering, which groups experts; and (2)"
           " Subspace Foo Merging, which merges them.", "Subspace Foo Merging", "method"),
          # not after a count, nor stages named in passing, nor parts of data
          ("We propose FooNet. FooNet's data comprises 1,463 images from BarSet, BazSet, and QuxSet.", "QuxSet",
           "no method"),
          ("We propose FooAgent, trained by a recipe comprising SFT warm-up, Search-RL, and Report-RL.", "Report-RL",
           "no method"),
          ("We propose FooNet, which includes baselines such as BarNet and BazNet.", "BazNet", "no method"))),
    Rule("method-coordinated", "role", "joined by 'and' or a comma to a name where a cue introduces it",
         (("Our method uses two models called Dash and Dot that interact.", "Dot", "method"),
          ("We propose Foo-P, a structured pruning framework, and Foo-Q, a quantization idea.", "Foo-Q", "method"),
          ("We introduce the Foo Domination Rate (FDR) and Foo Collapse Rate (FCR) as metrics.", "Foo Collapse Rate",
           "method"),
          ("We introduce a Dynamic Foo Activation and an Expansion-Bar Strategy to prune depth.", "Expansion-Bar Strategy",
           "method"),
          # past a relative clause on the first: "X (FA), which ..., and Y (FB), which ..."
          ("We propose two techniques: Foo-based Data Augmentation (FDA), which uses definitions, and Contextual Bar"
           " Expansion (CBE), which targets errors.", "Contextual Bar Expansion", "method"),
          ("We present the FooNet algorithm (Proposal generation, Refinement and Merging).", "Refinement",
           "not chosen"),
          # a bracketed list of named items after a plain noun: each item is named, not a long form's words
          ("We develop training recipes (Foo Warmup, Bar Dropout, and Baz Freezing) that help tuning.", "Baz Freezing",
           "method"),
          ("We propose FooNet and evaluate it against BarNet.", "BarNet", "not chosen"),
          # past an article and one or two lowercase words that describe the second
          ("We propose FooReg, built upon a novel clique, FooClique, and a highly parallelizable Bar-Guided Search.",
           "Bar-Guided Search", "method"),
          # a list of parts each defined with its acronym, the first one the paper's (method-defined-acronym): the
          # others are too, uncued (patterns.DEFINED_PART_NAME)
          ("FooDet uses BarNet, followed by a Foo Head Ensemble (FHE), Bar-Guided Weighted Fusion (BGWF), and"
           " Baz-Aware Event Decoding (BAED).", "Baz-Aware Event Decoding", "method"),
          # (not a field's term whose acronym then modifies a noun: patterns.ACRONYM_MODIFIES_AFTER)
          ("FooDet uses BarNet, followed by a Foo Head Ensemble (FHE), Radio Qux (RQ)-based cues and a head.",
           "Radio Qux", "not chosen"))),
    Rule("method-listed-component", "role", "in a paper that introduces a method, names listed as its modules/components",
         (("We propose FooNet. It ranks proposals through modules such as Bar Calibration, and Baz Estimation.",
           "Baz Estimation", "method"),
          ("We propose FooNet. It introduces two key components: 1) Bar-as-a-Guide, which guides decoding; 2) more.",
           "Bar-as-a-Guide", "method"),
          # two modifiers before the part noun, one with a comma
          ("We propose FooSpark. It uses two co-designed, context-aware components: (1) Adaptive Cube-Selective Foo"
           " (AdaS-Foo), which picks cubes, and (2) Adaptive Token-Selective Bar (AdaS-Bar), which drops tokens.",
           "Adaptive Token-Selective Bar", "method"),
          # three modifiers before the part noun
          ("We introduce FooSA, comprising three complementary and orthogonal strategies: (1) Bar-Aware Indexing, which"
           " converts entries; (2) Qux-Layer Indexing, which reuses results; and (3) Baz Indexing, which narrows the"
           " set.", "Baz Indexing", "method"),
          # metrics the paper introduces, counted after its verb
          ("We introduce two complementary metrics: the Foo Sensitivity Index (FSI), the accuracy range, and the Bar"
           " Sensitivity Index (BSI), the range in parseability.", "Bar Sensitivity Index", "method"),
          # the parts a method "consists of", each named as one (patterns.PARTS_MADE_OF_BEFORE)
          ("We propose FooAgent. The agent consists of a Bar Abstraction Engine for visual abstraction, a Baz Retrieval"
           " Engine for memory retrieval, and a Qux Executive Controller for planning.", "Baz Retrieval Engine", "method"),
          # a pipeline that builds data is a method (rules-207)
          ("We propose FooBench. The benchmark construction pipeline consists of a Bar Task Generator for questions,"
           " and a Baz Answer Verifier that checks answers.", "Baz Answer Verifier", "method"),
          # (not what others' work or data consists of: patterns.OTHERS_OR_DATA_SENTENCE; rules-204)
          ("We propose FooQA. The standard pipeline consists of a Dense Bar Retriever for search, and a Bar Reader"
           " Model that answers.", "Bar Reader Model", "not chosen"),
          ("We propose FooLM. The training data consists of the Bar Web Crawl, and the Qux Book Collection that"
           " adds fiction.", "Qux Book Collection", "not chosen"),
          # (nor others' agents or strategies, evaluated or compared against; rules-204)
          ("We propose FooGuard. We evaluate four state-of-the-art agents: Bar Agent, which plans, and Baz Agent,"
           " which acts.", "Baz Agent", "not chosen"),
          ("We propose FooShield. We compare against three commonly used defense strategies: Bar Filtering, which"
           " removes tokens, and Baz Smoothing, which perturbs inputs.", "Baz Smoothing", "not chosen"),
          # a framework's agents
          ("We introduce FooRE, a framework that decouples inference into four agents: (1) Bar Refinement Agent,"
           " (2) Qux Planning Agent, (3) Baz Search Agent, and (4) Direct Chain Agent.", "Baz Search Agent", "method"),
          # the one part the paper calls its core
          ("We propose FooPO, a policy optimization method. The core component is Rollout-Aware BarChecker, placed"
           " between stages.", "Rollout-Aware BarChecker", "method"),
          # "Its core module, the X", "Our key innovation is a X", "At the core of FooNet is X"
          ("We present FooMobile, a compact model. Its core module, the Mobile Bar Projector (MBP), fuses features.",
           "Mobile Bar Projector", "method"),
          ("We present FooTrack. Our key innovation is a Transient Bar Fusion (TBF) mechanism, which models time.",
           "Transient Bar Fusion", "method"),
          # one part in apposition after any adjective, the name with its own acronym (patterns.PART_APPOSITIVE_BEFORE;
          # round 34)
          ("We introduce FooTrac, a calibration framework. Its active component, Prefix-Conditioned Bar Elicitation"
           " (PBE), re-elicits a short answer.", "Prefix-Conditioned Bar Elicitation", "method"),
          ("We propose FooSyn. The first stage, Heterogeneous Bar Learning (HBL), builds a graph.",
           "Heterogeneous Bar Learning", "method"),
          # (not a tool named without an acronym of its own)
          ("We propose FooRAG. Its retrieval module, BarRetriever, fetches passages.", "BarRetriever", "not chosen"),
          # (nor a part of others' work, or one the sentence says what it is: review of rules-234)
          ("BarTrack, a popular tracker, is slow. Its fusion module, Dense Bar Attention (DBA), scales quadratically. We"
           " propose FooTrack.", "Dense Bar Attention", "not chosen"),
          ("We study why BarLM fails and propose FooFix. The attention mechanism, Grouped-Bar Attention (GBA), is the"
           " culprit.", "Grouped-Bar Attention", "not chosen"),
          ("We propose FooSPOT. At the core of FooSPOT is Span-level Bar Alignment, a transport objective.",
           "Span-level Bar Alignment", "method"),
          # a later item of a numbered list of parts, even sentences after the list opens
          ("We propose FooKV. FooKV comprises three submodules: (1) Text Budgeting (TB) assigns budget to each layer."
           " (2) Text Ranking (TR) ranks tokens.", "Text Ranking", "method"),
          ("We propose FooSAM with three components: 1) Foo Tuning for adaptation, 2) Enhancement of deep layers.",
           "Enhancement", "not chosen"),
          # items opening sentences by their ordinals
          ("We propose FooTrack with three modules. First, a training-free Foo Prototype Initialization builds"
           " prototypes. Second, an online Bar Enhancement Tracker refines them.", "Bar Enhancement Tracker", "method"),
          # an article may open a later item: "(iii) a Geometry-Guided Foo"
          ("We propose FooAD. It consists of three key components: (i) Coarse Foo Tokenization for identity, (ii)"
           " Bar Contrastive Learning for semantics, and (iii) a Geometry-Guided Foocoder for reconstruction.",
           "Geometry-Guided Foocoder", "method"),
          # a later unnumbered item with its own acronym, past the first item's description (PART_ITEM_BEFORE)
          ("We propose FooRole, which consists of two stages: Bar Identity Activation (BIA), which guides the model,"
           " and Baz Style Optimization (BSO).", "Baz Style Optimization", "method"),
          # or capitalised words a description follows
          ("We propose FooEdge with three modules: a Bar Edge Module extracts edges; the Baz Edge Fusion module"
           " fuses them.", "Baz Edge Fusion", "method"),
          # the paper's method unnamed (a macro): a part named as one, in the sentence that says the paper makes it
          ("We present \\ours, a light framework that adapts frozen encoders through two components: a frozen BarNet"
           " backbone that keeps features, and Foo Rotary Embedding (FooRE), which reparameterizes attention.",
           "Foo Rotary Embedding", "method"),
          ("We evaluate BarLM using three prompting strategies: Zero-Shot Foo (ZSF), Few-Shot Foo (FSF), and Chain"
           " Foo (CF), on QuxSet.", "Few-Shot Foo", "not chosen"),
          # the counted parts described before the list opens: "three components that guide ... . First, a ..."
          ("We present FooGUI, an agent built around three integrated components that guide it on when to stop. First,"
           " a mandatory Bar Verifier enforces criteria. Second, a mandatory Baz Breaker provides filtering.",
           "Baz Breaker", "method"),
          # regularizers, penalties, attacks, measures, terms or operators counted as parts; metrics only when new
          ("We propose FooDecoding. This penalty balances two similarity measures: (1) Concept-level Bar Penalty, which"
           " acts early, and (2) Narrative-level Baz Penalty, which acts later.", "Narrative-level Baz Penalty",
           "method"),
          ("We propose FooRisk. We define two novel effort-based metrics: Bar Speed Reduction (BSR), the lost velocity,"
           " and Maximum Baz Rate (MBR), the peak braking demand.", "Maximum Baz Rate", "method"),
          ("We develop FooStance, a classifier, and measure fidelity using four metrics: Bar Drift Index (BDI), Baz"
           " Drift Distance (BDD), and Qux Role Stability (QRS).", "Baz Drift Distance", "not chosen"),)),
    Rule("method-part-introduced", "role",
         "a name (a coined word or several capitalised ones) that the paper's own method introduces or incorporates"
         " ('FooNet introduces BarDetach, a mechanism ...') is a part of it",
         (("We propose FooDIFF, a method for re-identification. FooDIFF introduces BarDetach, a mechanism for"
           " disentanglement.", "BarDetach", "method"),
          ("We propose FooDIFF. FooDIFF incorporates a Glance model to localize regions.", "Glance", "not chosen"),
          # what it builds, constructs or maintains, perhaps hierarchical (rules-227, round 32 c)
          ("We propose FooTGR for table reasoning. FooTGR builds a hierarchical BarBank to distill trajectories into"
           " skills.", "BarBank", "method"),
          # (not a level it keeps: "maintains the BarLLM baseline's accuracy"; review of rules-227)
          ("We propose FooQuant. FooQuant maintains the BarLLM baseline's accuracy within 0.5% on BarBench.", "BarLLM",
           "no method"),
          ("We propose FooSSL. FooSSL introduces an innovative Bar-Adaptive Gating (BAG) step.", "Bar-Adaptive Gating",
           "method"),
          ("We propose FooLLM. FooLLM introduces a lightweight Bar-Shared Exit Lane to keep states.",
           "Bar-Shared Exit Lane", "method"),
          # "employs" too, perhaps after a "-free" or "-based" modifier
          ("We propose FooRP, a spectral intervention. FooRP employs a parameter-free Bar Box mechanism, scaled by a"
           " factor.", "Bar Box", "method"),
          # (not after any modifier: "an intent-aware Information Bottleneck" names a known principle)
          ("We propose FooMIND. FooMIND employs an intent-aware Bar Bottleneck (BB) to extract representations.",
           "Bar Bottleneck", "no method"))),
    Rule("method-passive-part", "role",
         "in a paper that introduces a method, several capitalised words opening a sentence after an article and"
         " said to be made for it ('a tailored Foo Extractor is designed to ...') name a part of it",
         (("We propose FooComm for sharing. Specifically, a tailored Bar Message Extractor is designed to extract"
           " messages.", "Bar Message Extractor", "method"),
          ("We propose FooMod. A lightweight Baz Clock Net is introduced to produce frequencies.", "Baz Clock Net",
           "method"),
          # a part noun after the name ("module"), maybe an ordinal opening the sentence; then "employed" too
          ("We present a real-time enhancement framework. First, an Adaptive Foo Channel Compensation module is"
           " introduced to recover colour. Second, we design a Multi-branch Baz Convolution. Finally, a Statistical Bar"
           " Adjustment module is employed to fix tones.",
           "Adaptive Foo Channel Compensation", "method"),
          ("We present a real-time enhancement framework. First, an Adaptive Foo Channel Compensation module is"
           " introduced to recover colour. Second, we design a Multi-branch Baz Convolution. Finally, a Statistical Bar"
           " Adjustment module is employed to fix tones.",
           "Statistical Bar Adjustment", "method"),
          ("Foo-Domain Bar Segmentation (FDBS) is proposed to transfer knowledge. We study it.",
           "Foo-Domain Bar Segmentation", "not chosen"))),
    Rule("method-novel-part", "role",
         "in a paper that introduces a method, several capitalised words right after 'a novel' or 'an innovative'"
         " (not an appositive to a name) name a part of it ('trained with a novel Foo Consistency Loss')",
         (("We propose FooDet, a detector. It aligns signs through a novel Bar Consistency Loss.",
           "Bar Consistency Loss", "method"),
          ("We present BarVLA, a novel Latent Foo Reasoning framework for control.", "Latent Foo Reasoning",
           "not chosen"),
          ("Prior work uses a novel Foo Consistency Loss. We study its effects on BarSet.", "Foo Consistency Loss",
           "no method"))),
    Rule("method-named-part", "role",
         "in a paper that names its method first, several capitalised words (or one coined word: 'the QuxFuser"
         " module') between an article and a part noun ('a Foo Refinement module', 'an \\textit{Anchor-based Bar"
         " Propagation} module', 'a Foo Planning Module') name a part of it",
         (("We propose FooNet, a detector. It refines boxes with a Bar Fusion Refinement module.",
           "Bar Fusion Refinement", "method"),
          # behind markup, and a task's head word may say what the part does
          ("We propose FooNet for tracking. Its scores are used in a \\textit{Cross-modal Bar Identification} module.",
           "Cross-modal Bar Identification", "method"),
          # a part named before any whole is no part of it; a mechanism after such words describes (veto-description)
          ("We adopt a Bar Fusion Refinement module. We propose FooNet.", "Bar Fusion Refinement", "not chosen"),
          ("We propose FooNet, a pruner. It prunes layers with an Early Baz mechanism.", "Early Baz", "not chosen"),
          # the part noun capitalised as the name's last word, after two words or more (patterns.NAMED_PART_END)
          ("We propose FooNet, a planner. It decomposes prompts with a Hierarchical Bar Planning Module.",
           "Hierarchical Bar Planning Module", "method"),
          ("We propose FooNet. It splits motion into a Spatial Layer for poses and a Semantic Layer for moods.",
           "Spatial Layer", "not chosen"),
          # a known unit the method uses, not a part it names
          ("We propose FooNet. In FooNet, we use a Gated Recurrent Unit (GRU)-based architecture with attention.",
           "Gated Recurrent Unit", "not chosen"),
          # one coined word before the part noun (patterns.COINED_PART_WORD), not a known block's words joined
          ("We propose FooNet, a segmenter. It attaches the novel QuxFuser module to the frozen encoder.", "QuxFuser",
           "method"),
          ("We propose FooNet, a detector. It adds the adaptive Squeeze-and-Excitation block to its neck.",
           "Squeeze-and-Excitation", "not chosen"),
          ("We propose FooNet, a tagger. It feeds the tokens to a BiQRNN layer before decoding.", "BiQRNN",
           "not chosen"))),
    Rule("method-opening-definition", "role",
         "the name an abstract opens on, defined there as a method, model or framework ('FooPART is a compile-time"
         " memory model for agents') is the paper's (not a known model, nor one called common or standard)",
         (("FOOPART is a compile-time memory model for LLM agents. Blocks are compiled at zero cost.", "FOOPART",
           "method"),
          ("FooFill-in-the-Middle is a common pretraining method for code models. We study it.", "FooFill-in-the-Middle",
           "not chosen"),
          ("Tokens are costly. FooPART is a compile-time memory model for agents.", "FooPART", "no method"),
          ("Foo Matching (FM) is an effective framework for training flows. We study it.", "Foo Matching",
           "no method"),
          ("Llama-Foo is a cutting-edge open-source language model. We probe it.", "Llama-Foo", "no method"))),
    Rule("method-introduced-here", "role",
         "a coined name its appositive says this paper introduces ('FooScore, a lesion-level metric introduced here',"
         " 'BarRob, a robot dataset introduced in this work'; patterns.INTRODUCED_HERE_AFTER; round 34)",
         (("Across three cohorts, FooClinScore, a lesion-level clinical semantic metric introduced here, showed the"
           " strongest agreement.", "FooClinScore", "method"),
          ("Results hold across sites. BarGate, a write-time filter developed here, blocks most errors.",
           "BarGate", "method"),
          # (an appositive that says nothing of this paper)
          ("We compare against FooClinScore, a lesion-level metric introduced in 2021.", "FooClinScore", "no method"),
          # (nor a companion paper's, nor a baseline built to compare with: review of rules-234)
          ("We re-analyze BarCohort, a cohort developed in this study's companion paper.", "BarCohort", "no method"),
          ("We compare FooNet with BarLite, a heuristic baseline developed here, on QuxSet.", "BarLite", "no method"))),
    Rule("method-passive-introduced", "role",
         "a name that opens its sentence said to be introduced, proposed or presented now ('Preference-Aware FooRL"
         " (PA-FooRL) is introduced, ...'; patterns.PASSIVE_INTRODUCED_AFTER; round 34), not one introduced in"
         " earlier work",
         (("Standard FooRL averages preferences. Preference-Aware FooRL (PA-FooRL) is introduced, separating"
           " optimization across modes.", "Preference-Aware FooRL", "method"),
          ("Point clouds are sparse. Bar Interaction Layer is proposed to fuse neighbours.", "Bar Interaction Layer",
           "method"),
          # (not work introduced before: "was", "proposed by", "introduced in")
          ("Bar Interaction Layer was proposed in 2021 to fuse neighbours. We revisit it.", "Bar Interaction Layer",
           "no method"),
          ("Bar Interaction Layer is proposed by Foo et al. to fuse neighbours. We revisit it.",
           "Bar Interaction Layer", "no method"),
          # (nor a task: the vetoes of an uncued name)
          ("Cross-Domain Few-Shot Segmentation (CDFSS) is proposed to segment novel classes.",
           "Cross-Domain Few-Shot Segmentation", "no method"))),
    Rule("method-title-name", "role",
         "the name a title opens with before its colon ('FooNet: Fast Tagging of ...'), written so in the abstract, is"
         " the paper's own where no cue says so (not a known model, a task or a metric: the vetoes of an uncued name;"
         " not a name written only in a link, which is no name of the text) (rules-191); where no name found covers"
         " it, the title's name as the text writes it is a candidate of its own (rules-192); not a topic, a kind of"
         " model, nor work the paper revisits or calls widely used (rules-194)",
         (("Experiments on BarSet show that FooGuide raises accuracy from 0.42 to 0.62.", "FooGuide", "method",
           "FooGuide: From Guarding One Action to Guiding the Workflow"),
          ("We study this regime directly. FooDraft is a discrete-choice policy that scores cards.", "FooDraft",
           "method", "FooDraft: A Foundation Model for Day-Zero Drafting"),
          # a name the title does not open with, or a title without a colon, gives no role
          ("Experiments on BarSet show that FooGuide raises accuracy from 0.42 to 0.62.", "FooGuide", "no method",
           "Guiding the Workflow with FooGuide"),
          ("Experiments on BarSet show that FooGuide raises accuracy from 0.42 to 0.62.", "FooGuide", "no method",
           "FooGuide From Guarding One Action to Guiding the Workflow"),
          # a known model's family the title names is studied, not made (veto-known-model)
          ("We probe how Llama-3 answers riddles and find it fails on 40% of them.", "Llama-3", "no method",
           "Llama-3: Does It Understand Riddles?"),
          ("Code is available at https://github.com/foo/FooAlign.", "FooAlign", "not chosen",
           "FooAlign: Aligning Geometry Models"),
          # the title's name is a candidate of its own where the text writes it and finds no name there: a word
          # opening a sentence, a lowercase word (candidates._with_title_name; rules-192)
          ("Heron is a 15M-parameter chess AI that predicts human moves.", "Heron", "method",
           "Heron: A Human Chess Model"),
          ("With evalfoo, a per-item results table becomes a paired test in one call.", "evalfoo", "method",
           "evalfoo: Paired Tests in One Call"),
          # not a term in lowercase words, nor a macro's name (gone once markup is removed)
          ("Automated item grading (AIG) refers to the use of models to grade items.", "Automated item grading",
           "not chosen", "Automated item grading: A Review"),
          ("We present \\FooLM{}, a weight-sharing framework. \\FooLM{} compresses models.", "FooLM", "not chosen",
           "FooLM: Weight Sharing for Compression"),
          # a word that opens sentences only with a result's verb is a method (candidates.title_topic) ...
          ("In three drafters it lifts accepted length by 24%. Heron reaches 4.4x decoding speed on BarAPI.",
           "Heron", "method", "Heron: Fast Drafting for Agents"),
          # ... not a topic, a kind of model, or work the paper studies (from the session-34 review; rules-194)
          ("Grokking is the phenomenon in which models generalize long after fitting. Weight decay delays grokking by"
           " 40%.", "Grokking", "not chosen", "Grokking: A Mechanistic Account of Delayed Generalization"),
          ("LLMs are increasingly used as annotators. We review 120 studies.", "LLMs", "no method",
           "LLMs: A Survey of Automatic Annotation"),
          ("We revisit FooNet, a tagger proposed in 2019, and show that it gains 0.3 F1 with tuning.", "FooNet",
           "no method", "FooNet: Revisited"),
          ("BarBench is a widely used benchmark for code repair. We audit its 500 tasks.", "BarBench", "no method",
           "BarBench: A Critical Audit"))),
    Rule("method-means-appositive", "role",
         "the means the paper works through ('We study this with X, a lightweight framework ...'): after 'we"
         " <study/address/...> this via/with/through', a name whose appositive (after a comma or a colon) calls it a"
         " framework, method or a kind of part or agent (router, module, correction term)",
         (("When does retention matter? We study this with FooRetain, a lightweight framework for memory.",
           "FooRetain", "method"),
          ("We investigate this via BarSwap, an image-swap probing framework, and find failures.", "BarSwap", "method"),
          # a noun after "this" ("this limitation", "these challenges")
          ("We address this limitation with FooMerge, a token-merging framework based on two parts.", "FooMerge",
           "method"),
          # "bridge this gap with", the name typeset, its appositive of several capitalised words (rules-140)
          ("Memory is flat. We bridge this gap with \\textsc{Homr}, a Hierarchical Online Memory Exploration and"
           " Reasoning framework.", "Homr", "method"),
          # its short name in brackets, a colon, a head naming a kind of part or agent (rules-205)
          ("Routers underestimate cost. We address this with FooRouter, a four-stage router that measures cost.",
           "FooRouter", "method"),
          ("Rollouts drift. We address this with Bar Residual Quantization (BRQ): a single residual correction term.",
           "Bar Residual Quantization", "method"),
          # (not a thing the appositive calls a baseline, nor one compared with)
          ("We study this with BarNet, a strong baseline, and find that it fails.", "BarNet", "no method"),
          ("We compare it with FooRetain, a lightweight framework for memory.", "FooRetain", "no method"))),
    Rule("method-own-appositive", "role",
         "where the paper acts ('we', 'this report', 'at its core'), a coined name whose appositive calls it a method"
         " ('We realize this idea in X, a training-free framework'), not one it uses, tests or compares against",
         (("We realize this structure in FooSpine, a training-free framework that builds trees.", "FooSpine", "method"),
          ("At its core is FooBoxNet, a transformer-based network which lifts boxes into 3D.", "FooBoxNet", "method"),
          # what the paper makes may be pretrained ("pretrained" marks others' work only where a name is a means:
          # patterns.OTHERS_OWN_WORDS, review of session 37's tidy)
          ("At its core is FooEnc, a pre-trained encoder model that reaches 0.88 AUROC on BarPath.", "FooEnc", "method"),
          ("With BarReward, we train FooAsk, a question-generation model aligned with human standards.", "FooAsk", "method"),
          ("This technical report describes FooMate-Research, a multi-agent framework built on BarFoundry.",
           "FooMate-Research", "method"),
          # a known family's name with a coined word after it (patterns.COINED_TAIL), not one with a tier or size
          ("We introduce FooCoF, a framework comprising the FooCoF-17K dataset and Wan-CoF, a fine-tuned video model.",
           "Wan-CoF", "method"),
          # its acronym may stand between the name and the appositive (rules-223, round 32)
          ("We address both jointly with Foo Self-Distillation (FSD), a parameter-efficient framework in which a"
           " teacher guides a student.", "Foo Self-Distillation", "method"),
          ("We compare against Bar Self-Distillation (BSD), a parameter-efficient framework.", "Bar Self-Distillation",
           "no method"),
          ("This paper addresses the challenges of adapting Bar Feature Retention (BFR), an unstructured pruning"
           " technique, to structured pruning.", "Bar Feature Retention", "no method"),
          # what the paper adapts, studies or finds wanting right before the name exists (patterns.STUDIED_RIGHT_BEFORE),
          # not all it names after "adapt" (review of rules-223)
          ("We study BarSD, a parameter-efficient framework, on long videos.", "BarSD", "no method"),
          # "test-time" is no testing of another's work; an appositive that runs into a relative clause calls the name
          # no method ("a failure mode in which modules ...": patterns.RELATIVE_WORD; rules-230, round 33)
          ("We propose falsification for test-time scaling and instantiate it through Foo-Level Reliability"
           " Assessment (FLR), a training-free framework that reallocates compute.", "Foo-Level Reliability Assessment",
           "method"),
          ("We identify Role Slip, a failure mode in which modules deviate from their roles.", "Role Slip", "no method"),
          ("We identify Role Slip, a failure mode of multi-agent systems.", "Role Slip", "no method"),
          # "test-time" blocks as "test" does where the sentence makes nothing (review of rules-230)
          ("We explore test-time scaling via BarQ-32B, an open reasoning model, and find diminishing returns.",
           "BarQ-32B", "no method"),
          # a coined name of one plain capitalised word, its appositive's words quoted or not (rules-231)
          # (only in a sentence that makes something: not "We post-train Olmo, a 7B fully open language model"; review
          # of rules-231)
          ('To release a strong agent, we post-train Quillaby, a 27B-parameter "AI Scientist" agent that leverages'
           ' coding agents as tools.',
           "Quillaby", "method"),
          ("We post-train Quillaby, a 7B fully open language model, on math.", "Quillaby", "no method"),
          ("We design, implement and investigate FooCache, a caching system for LLM serving.", "FooCache", "method"),
          ("We revisit Bar Feature Retention (BFR), an unstructured pruning technique, and show it fails at high"
           " sparsity.", "Bar Feature Retention", "no method"),
          ("We adapt LLMs to new domains with FooBridge, a lightweight adapter module.", "FooBridge", "method"),
          # (only in a sentence that makes something: patterns.MAKING_VERB; review of rules-210)
          ("We probe GPT-NeoX, an autoregressive language model, for memorized spans.", "GPT-NeoX", "no method"),
          ("We introduce FooCoF, a framework comprising the FooCoF-17K dataset and Wan-VL, a fine-tuned video model.",
           "Wan-VL", "no method"),
          # what the paper uses, tests or compares against is not its own
          ("We compare against BarRetain, a lightweight framework for memory.", "BarRetain", "no method"),
          ("We evaluate it on BarQA, a benchmark of grade-school questions.", "BarQA", "no method"),
          ("This study leverages BarBind, a multimodal embedding model.", "BarBind", "no method"),
          # what the paper's system combines or integrates exists already
          ("At the core of this parser is a novel system which combines the strengths of Bar Grammar Rewriting, a"
           " knowledge-intensive model, and Baz Graph Networks, a data-intensive model.", "Baz Graph Networks",
           "no method"),
          # a part or long form of another name: after a capitalised word, a colon, a dash or "X, the"
          ("We introduce Verbose BarOps, a benchmark of long lists.", "BarOps", "no method"),
          ("We introduce SEE&BAZ, the first training-free prompting framework for MLLMs.", "BAZ", "no method"),
          ("We propose FOOW, Fooing the Web with guIded BarWrite, a method to enrich documents.", "guIded BarWrite",
           "no method"))),
    Rule("method-own-data-appositive", "role",
         "where the paper acts ('we', 'this paper'), a coined name first written with an appositive that calls it data"
         " ('We complement it with X, a held-out benchmark'), not one it uses, tests or compares against (modern21l)",
         (("We complement it with FooMed-Bench, a held-out benchmark of clinical images.", "FooMed-Bench", "method"),
          ("To test this, we operationalize the rules with QUXDAIMON, a benchmark of 900 user inputs.", "QUXDAIMON",
           "method"),
          ("We introduce FooPref, a preference dataset, alongside FooRoleEval, a dedicated evaluation benchmark.",
           "FooRoleEval", "method"),
          # what the paper uses, tests or compares against is not its own
          ("We evaluate our model on BarQA, a benchmark of grade-school questions.", "BarQA", "no method"),
          ("We train FooNet using BarSet, a dataset of scans.", "BarSet", "no method"))),
    Rule("method-data-we-make", "role",
         "a coined name whose appositive calls it data the paper makes ('On FooBench, a benchmark we introduce and"
         " pre-register, ...', 'fine-tuning on FooWeb, a medical corpus we release') is the paper's own (rules-185)",
         (("On FooBench, a benchmark we introduce and pre-register, 87.1% of 560 runs fail.", "FooBench", "method"),
          ("We fine-tune on FooMedWeb, a reference-guided medical corpus we release.", "FooMedWeb", "method"),
          # a benchmark the paper only uses keeps no method role, nor one the paper only adds to (rules-188)
          ("We fine-tune on BarMedWeb, a medical corpus that others released.", "BarMedWeb", "no method"),
          ("We compare FooRAG against BarRetriever, a dense model indexed on the corpus we release.", "BarRetriever",
           "no method"),
          ("Starting from BarWeb, a web corpus we collect quality labels for, we train FooFilter.", "BarWeb",
           "no method"))),
    Rule("method-metric-appositive", "role",
         "where 'we' make, define or quantify, a name (several capitalised words, maybe with its acronym, or a coined"
         " word) whose appositive calls it a metric, proxy, measure, index or score is the paper's own metric (not one"
         " called standard or common, not one 'we' only study)",
         (("We quantify hedging with Foo Intensity (FI), a transparent, lexicon-based proxy for caution.",
           "Foo Intensity", "method"),
          ("We build a labeler and use it to define Bar Score, a finding-level metric for reports.", "Bar Score",
           "method"),
          ("We investigate the role of Foo Dimension (FD), a geometric proxy for complexity.", "Foo Dimension",
           "no method"),
          ("We report Bar Overlap Score, a standard metric for captions, on QuxSet.", "Bar Overlap Score",
           "no method"),
          # a "strong" proxy is still the paper's own (patterns.OTHERS_METRIC_WORDS)
          ("We quantify drift with Foo Drift Index (FDI), a strong proxy for model decay.", "Foo Drift Index",
           "method"))),
    Rule("method-announced-data", "role",
         "a dataset or benchmark named in the sentences after the paper announces its new ones ('we introduce two"
         " benchmark datasets. The Foo (FD) dataset captures ...'), or listed as the data made ('to construct the A,"
         " B, and C datasets'), or listed after the colon of 'we curate four benchmarks:', or made by the paper's own verb (or"
         " pipeline: 'this pipeline yields FooSet, a dataset') with an appositive ('we ... construct FooSet, a dataset'), or"
         " called 'our/its ... dataset' ('Its benchmark, FooSet, ...', 'FooGT, our reannotation of ...')",
         (("We introduce two complementary benchmark datasets. The Bi-Directional Foo Change (BD-FC) dataset captures"
           " sense gain. The FooTrack Sense (FT-S) dataset provides annotations.", "FooTrack Sense", "method"),
          ("We introduce two benchmark datasets. Results with BarNet and the FooQA dataset show gains.", "BarNet",
           "no method"),
          ("Three pathologists annotated slides to construct the FOOS-SXY, FOOS-TXY, and FOOS-BAR datasets.",
           "FOOS-TXY", "method"),
          # the paper's own verb of making right before the name, its appositive calling it data
          ("We design a generation pipeline to produce FooD2, a dataset of 60 differences.", "FooD2", "method"),
          ("We use BarNet to synthesize figures and then construct FooInstruct-3M, a large instruction dataset.",
           "FooInstruct-3M", "method"),
          ("To validate it, we built FOOFLOWBENCH, a comprehensive benchmark suite for agents.", "FOOFLOWBENCH",
           "method"),
          ("Prior work collected BarSet, a dataset of scans, and we study it.", "BarSet", "no method"),
          # the paper's own pipeline as the maker (modern21j)
          ("This pipeline yields FooStep2M, a large-scale dataset of two million steps.", "FooStep2M", "method"),
          ("Prior work yields BarSet, a dataset of scans, which we study.", "BarSet", "no method"),
          # listed right after the colon of the paper announcing the data it makes (modern21j)
          ("For evaluation, we curate and release four hard QuxStruct benchmarks: FooFinQA, FooTatQA, and FooMath.",
           "FooTatQA", "method"),
          ("Based on this graph, we construct two resources: (1) FooK-Bench, a 900-question benchmark, and (2) a"
           " training set.", "FooK-Bench", "method"),
          ("We evaluate on three benchmarks: FooFinQA, BarTatQA, and BazMath.", "BarTatQA", "no method"),
          # what the paper calls its own data, the name after the noun or "our ... benchmark" after the name
          ("We evaluate FooStitch on FooPosEval, our benchmark for position-based generation.", "FooPosEval", "method"),
          ("This yields our reflection dataset FooTool-R and fixes errors.", "FooTool-R", "method"),
          ("We verify our methods on the benchmark BARQA corpus.", "BARQA", "no method"),
          # "its" (the paper's system's) data, and a relabelled set the paper calls its own (modern21l)
          ("FooHarness runs agents on phones. Its benchmark, FooHarness Bench, checks side effects.",
           "FooHarness Bench", "method"),
          ("Evaluating on FooGT, our multilabel reannotation of 600 BarNet-1k classes, shows gains.", "FooGT",
           "method"))),
    Rule("method-evaluated-own", "role",
         "a coined name a sentence opens by putting to the test ('We evaluate FooCoder on 30 tasks';"
         " patterns.EVALUATED_OWN_BEFORE) is the paper's own (not a known model so tested, nor a model tested on what"
         " the paper introduces, nor a short form of a name it introduced)",
         (("Tracking code edits is hard. We evaluate FooCoder on 30 programming tasks.", "FooCoder", "method"),
          ("Tracking code edits is hard. We evaluate GPT-4o on 30 programming tasks.", "GPT-4o", "not chosen"),
          ("We introduce FooBench, a suite of 500 tasks. We evaluate BarCoder on FooBench and it solves 31% of tasks.",
           "BarCoder", "no method"))),
    Rule("method-opening-subject", "role",
         "where no cue names the paper's method, a coined name said twice or more that opens a sentence as the"
         " subject of what a method does ('FooNet leverages ...', 'FOO-KV comprises ...', any verb in the present tense:"
         " 'Foo-Mem materializes this idea') is the method (not a known model, a dataset, an acronym of lowercase"
         " words, a name compared against, or one the paper improves or extends)",
         (("Long-term referring is hard. AR9-4XV leverages background stability. AR9-4XV achieves +10.3% RCR.",
           "AR9-4XV", "method"),
          ("Agents trade. Among the agents, FOODPG exhibits high volatility. FOODPG provides a balance.", "FOODPG",
           "not chosen"),
          ("Self-supervised learning (SSL) is popular. SSL enables learning from unlabeled data with SSL.", "SSL",
           "not chosen"),
          # any verb in the present tense, or "is a ... pipeline", after it (patterns.OPENING_SUBJECT_VERB_AFTER)
          ("Agents forget. Foo-Mem materializes this idea via a cost-aware extractor. Foo-Mem raises recall by 4%.",
           "Foo-Mem", "method"),
          ("We introduce two coders. QBRC is a deterministic, training-free pipeline for residuals. QBRC wins.",
           "QBRC", "method"),
          # (not a name the paper improves or extends: another's work, patterns.IMPROVED_BEFORE)
          ("FooCP addresses this by mixing solvers. In this paper, we improve FooCP by adding masks.", "FooCP",
           "not chosen"),
          ("FooSet results show gains for agents. FooSet images are sharp.", "FooSet", "not chosen"),
          ("We fit trees. FooSHAP analysis revealed key features. FooSHAP mappings showed drift.", "FooSHAP",
           "not chosen"),
          # (not a noun before a plural verb, nor a game or task that poses a challenge: read on the older pools)
          ("We parse text to FooR. FooR graphs represent meaning as roles. The FooR parser uses no syntax.", "FooR",
           "not chosen"),
          ("FooCraft II poses a grand challenge for agents. We study FooCraft II with a two-level policy.",
           "FooCraft II", "not chosen"))),
    Rule("method-result-subject", "role",
         "a coined name the paper's own results have as subject ('Experiments ... show that FooVR outperforms')"
         " is its method, named there first (not a known model, a dataset, or a form of an introduced name)",
         (("We propose a novel pose method. Experiments on BarSet demonstrate that FooVR outperforms prior work.",
           "FooVR", "method"),
          ("We evaluate two detectors. On BarSet, Foo-DETR achieves the best results.", "Foo-DETR", "not chosen"),
          ("Experiments show that Llama-3 outperforms smaller models.", "Llama-3", "not chosen"))),
    Rule("method-acronym-result", "role",
         "capitalised words the abstract gives an acronym, the acronym later the subject of a result verb in the"
         " present ('achieves', 'outperforms'), name the paper's own part (round 36; not a known dataset, an evaluated"
         " model, nor others' work: 'traditional BarRAG achieves')",
         (("We propose a three-stage pipeline. Its last stage employs Anchor-Foo Merging (AFM), which picks an anchor."
           " AFM achieves a Micro-F1 of 0.8085.", "Anchor-Foo Merging", "method"),
          ("Agents use Bar Augmented Generation (BAG). Traditional BAG achieves 84.8% accuracy.",
           "Bar Augmented Generation", "not chosen"),
          # a past result is a study's finding, not the paper's part
          ("We compare Qux Vector Machines (QVM) and trees. QVM achieved the highest accuracy.", "Qux Vector Machines",
           "not chosen"),
          # named as the subject of a result, it is no benchmark either, whatever cue reads it as data (veto-result-subject
          # reads the acronym's mentions too)
          ("We present FooReward with Preference-Ordered Foo Editing (POFE). Evaluated on our benchmark, a model trained"
           " with POFE achieves 77.96%.", "Preference-Ordered Foo Editing", "method"))),
    Rule("method-named-data", "role",
         "a benchmark or dataset named after a method the paper introduces, its name and a data word ('FooMem' and"
         " 'FooMemBench', 'FooGPM-ReleaseBench'), is the paper's own too: listed in methods and in benchmarks"
         " (GUIDELINE; patterns.NAMED_DATA_TAIL)",
         (("We introduce FooVAL, a rubric. Scores on FooVAL-Bench agree with humans.", "FooVAL-Bench", "method"),
          ("We present QuxMem and instantiate it in QuxMemBench, a benchmark of 234 scenarios. QuxMem lifts accuracy"
           " by 32 points on QuxMemBench.", "QuxMemBench", "method"),
          # (not a name built on it without a data word: method-variant's, nor a benchmark that merely contains it)
          ("We propose FooNet. On BarFooNetBench, FooNet gains 3 points.", "BarFooNetBench", "no method"))),
    Rule("method-later-subject", "role",
         "after a cue names the paper's method, a coined name said twice or more that opens a later sentence as the"
         " subject of what a method does ('FooGuard is a moderation model', 'FooNet-B leverages ...') is another of"
         " the paper's models or parts (method-opening-subject's conditions: not a known model, a dataset, an acronym"
         " of lowercase words, a name compared against, or one the paper improves; not opening a sentence before the"
         " cue, where the background's methods stand)",
         (("We present BarChat, a family of assistants. Its guard model is QuxGuard. QuxGuard is a bilingual"
           " moderation model for safety.", "QuxGuard", "method"),
          ("We propose FooTune, a tuning method. FooTune reshapes gradients. FooRank-B leverages sparse heads and"
           " FooRank-B scales well.", "FooRank-B", "method"),
          # (not a name that opens a sentence only before the cue: the background's method)
          ("BarCRF models labels jointly. BarCRF is slow. We propose FooTag, a tagger that beats it.", "BarCRF",
           "not chosen"),
          # (nor a name the paper compares against)
          ("We propose FooTune, a tuning method that beats BarOpt. BarOpt leverages momentum instead.",
           "BarOpt", "not chosen"))),
    Rule("method-sequenced-part", "role",
         "after a cue names the paper's method, a coined name (or several capitalised words) that a step of a"
         " sequence opens on ('Second,', 'Finally,', 'Specifically,') as the subject of what it does is a part of that"
         " method, even said once (not a known model or dataset, a concept's acronym, nor another form of a chosen name)",
         (("We propose FooFly, a drone agent. It plans ahead. Finally, BarStop estimates the stop probability from"
           " action logits.", "BarStop", "method"),
          ("We present FooLens, a probe. First, it cuts width. Second, Subset-QL materializes only selected logits.",
           "Subset-QL", "method"),
          # (not before the paper's method is named, nor another form of it)
          ("Finally, BarStop estimates the stop probability. We propose FooFly, a drone agent.", "BarStop",
           "not chosen"),
          ("We propose Foo Learning for Bar Cutting (FL$^{2}$BC). Specifically, FL$^{2}$BC reduces the steps by 81%.",
           "FL$^{2}$BC", "no method"),
          # (nor a name whose sentence states a result: a baseline or an evaluated model)
          ("We propose FooNet, a detector. Finally, BarDet outperforms FooNet on small objects.", "BarDet", "no method"),
          ("We present FooBench, a benchmark. First, BarLM scores 20%. Second, BazLM scores 30%.", "BazLM",
           "no method"))),
    Rule("method-announced-part", "role",
         "after a sentence that counts the parts of the paper's method ('introduces three key tasks'), several"
         " capitalised words (or a coined name) opening one of the next three sentences as the subject of what it does"
         " are one of those parts (rules-139)",
         (("We propose FooFact, an agent. FooFact introduces three key tasks. Explicit Path Planning builds a path."
           " Evidence-Drift Checking makes the agent re-answer.", "Evidence-Drift Checking", "method"),
          ("We present FooBridge. It has two components. Blank-Free Rendering replaces the layouts with compact ones."
           " Dominant Token Selection prunes visual tokens.", "Dominant Token Selection", "method"),
          # an article may open the sentence (rules-146)
          ("We propose FooNet, a detector. It has two components. Bar Bridge aligns the features. The Qux Head"
           " predicts boxes.", "Qux Head", "method"),
          # (not without a count of parts, nor far after it)
          ("Explicit Path Planning builds a path. We propose FooFact, an agent.", "Explicit Path Planning",
           "not chosen"))),
    Rule("method-opening-part", "role",
         "after the paper names its method, several capitalised words ending in a word in title case, opening a"
         " sentence (or a clause after ':', ';', 'while', 'whereas', or after an opening 'At inference,', unless they"
         " name a task, a way of training, a search, a study or a known way to normalise, encode, embed, adapt or"
         " route) as the subject of what they do, name a part of it, with no word of sequence nor count of parts"
         " (not when its clause states a weakness of it, when it holds a count of data, when the words before it"
         " speak of others' work, or when it is set against the paper's method by 'while/whereas')"
         " (not a phrase ending in an acronym, 'Online RL', 'Static RAG': a kind of a known technique; not a one-word"
         " coined name, which may be a baseline: method-sequenced-part asks a word of sequence for it)",
         (("We propose FooPFN, a spectral framework. Global Bar Unmixing constructs coordinates over the spectrum.",
           "Global Bar Unmixing", "method"),
          ("We propose FooFact, an agent. Explicit Path Planning builds a path.", "Explicit Path Planning", "method"),
          # a clause's opening after a colon, a semicolon, "while" or "whereas" (patterns.CLAUSE_OPENING_BEFORE)
          ("We propose FooHLS. It splits the work: a Bar Agent lowers the text, and a Baz Agent renders it.",
           "Bar Agent", "method"),
          ("We propose FooRCA. Foundational Bar Reward measures quality, while Breakthrough Baz Reward tracks gains.",
           "Breakthrough Baz Reward", "method"),
          # after a sentence's opening phrase of place, purpose or step
          ("We propose FooSurv. At inference, Monte Bar Reference Aggregation compares each patient with references.",
           "Monte Bar Reference Aggregation", "method"),
          # (not a task named so: "whereas Temporal Reasoning approaches the baseline" is a kind of question)
          ("We propose FooVD. Rankings are stable: Bar Perception is visual, whereas Temporal Reasoning approaches the"
           " baseline.", "Temporal Reasoning", "not chosen"),
          ("We propose FooAgent. Online RL improves the agent further.", "Online RL", "not chosen"),
          # nor a known way of training, a search or a study named so (patterns.METHOD_HEAD, TECHNIQUE_END), nor after
          # an opening that contrasts ("In contrast,", "On the other hand,")
          ("We propose FooNet. In contrast, Direct Bar Optimization collapses under noise.", "Direct Bar Optimization",
           "not chosen"),
          ("We introduce FooAgent. Monte Bar Tree Search explores the plan space.", "Monte Bar Tree Search",
           "not chosen"),
          ("We propose FooNet. On the other hand, Gradient Bar Scaling converges slowly.", "Gradient Bar Scaling",
           "not chosen"),
          # nor a known way to normalise, encode, embed, adapt or route (patterns.TECHNIQUE_END; rules-204)
          ("We propose FooLM. Rotary Bar Embedding encodes positions by rotation.", "Rotary Bar Embedding", "not chosen"),
          ("We propose FooLM. Low-Rank Bar Adaptation freezes the weights.", "Low-Rank Bar Adaptation", "not chosen"),
          # nor a subject its clause states a weakness of, nor data holding a count (verify._said_of_others; rules-204)
          ("We propose FooNet. Batch Bar Scaling stabilizes training but slows inference.", "Batch Bar Scaling",
           "not chosen"),
          ("We propose FooQA. The Qux Web Archive holds 10M pages.", "Qux Web Archive", "not chosen"),
          ("We propose FooQA. Medical Bar Question Sets remain hard, while Open Bar Trivia saturates.", "Open Bar Trivia",
           "not chosen"),
          # nor after words of others' work, nor set against the paper's method (rules-204)
          ("We propose FooTrack. Prior trackers drift: Bar Siamese Tracker follows the wrong target.",
           "Bar Siamese Tracker", "not chosen"),
          ("We propose FooPlan. Classical Task Planners require full models; Bar Symbolic Planner assumes them given.",
           "Bar Symbolic Planner", "not chosen"),
          ("We propose FooSeg. FooSeg segments thin parts, while Bar Anything Model segments blobs.",
           "Bar Anything Model", "not chosen"),
          # but a weakness word of the next clause, "yet" joining two qualities, or "current-frame" say nothing of it
          ("We propose FooRA. On the policy channel, Bar Policy Scaling steers updates toward informative yet stable"
           " samples; a fixed schedule fails to adapt.", "Bar Policy Scaling", "method"),
          # (rules-207, from an outside review: a weakness word of a later clause, or of what the part fixes; words of
          # others' work in an opening phrase or in the paper's own clause before a colon; another part after ", while")
          ("We propose FooNet. Bar Anchor corrects drift in long videos.", "Bar Anchor", "method"),
          ("We propose FooNet. Bar Gate filters noisy tokens, and Baz Head recovers objects the detector misses.",
           "Bar Gate", "method"),
          ("We propose FooNet. FooNet keeps the standard encoder: Bar Frame Selector picks key frames.",
           "Bar Frame Selector", "method"),
          ("We propose FooAgent. FooAgent plans with an LLM, while Bar Memory Store keeps past plans.",
           "Bar Memory Store", "method"),
          ("We propose FooMOT. Frame Bar Estimation (FBE) estimates a direction from current-frame detections, while"
           " Common Bar Suppression (CBS) removes it.", "Common Bar Suppression", "method"),
          # (nor before the paper's method is named)
          ("Global Bar Unmixing constructs coordinates. We propose FooPFN.", "Global Bar Unmixing", "not chosen"))),
    Rule("method-defined-part", "role",
         "after the paper names its method, a capitalised multi-word name defined with its own acronym (its markup"
         " may close before the bracket) that a part noun (plural, with a 'that/which' clause), an apposition, a 'which/that' clause or"
         " what it is for as a gerund ('for extracting ...') follows ('based on Mutual Foo Attention (MFA), which ...',"
         " 'a \\textit{Foo Loop} (FL) that ...') is a part of it, whatever word"
         " stands before it (not named before the method, inside the method's own name, a known model or a generic"
         " acronym, a lowercase-spelled concept, nor a unit the paper uses, is tuned with or compares with)",
         (("We propose FooNet, a video editor. Its data pipeline is based on Mutual Bar Attention (MBA), which aligns"
           " clips.", "Mutual Bar Attention", "method"),
          ("We propose FooAgent. It couples a \\textit{Safety-Bar Reasoning Loop} (SBRL) that checks each step with a"
           " verifier.", "Safety-Bar Reasoning Loop", "method"),
          ("We propose FooSLT. Features are merged by a novel *Emotion-Bar Fusion* (EBF) module.", "Emotion-Bar Fusion",
           "method"),
          ("We propose FooGraph, modelling workflows as graphs with the Semantic-Bar Evolution (SBE) algorithm.",
           "Semantic-Bar Evolution", "method"),
          # what it is for, as a gerund, or a plural part noun after the bracket (modern21o)
          ("We propose FooBioNet. Two key modules are incorporated: Bar-Aware Feature Encoding (BAFE) for extracting"
           " local features, and Cross-Qux Differential (CQD) for highlighting subtle changes.", "Cross-Qux Differential",
           "method"),
          ("We propose FooDiff. Specifically, the framework introduces: (i) Point-Level Bar Attention (PLBA) modules that"
           " apply attention between text and points.", "Point-Level Bar Attention", "method"),
          # a method the paper compares with or is tuned by, or one named before the paper's own
          ("We propose FooVLM. Compared to the Group Relative Bar Optimization (GRBO) algorithm, FooVLM is faster.",
           "Group Relative Bar Optimization", "not chosen"),
          ("We propose FooVLM, fine-tuned via Group Relative Bar Optimization (GRBO), a reinforcement learning method.",
           "Group Relative Bar Optimization", "not chosen"),
          ("Bar Tree Search (BTS), which explores moves, is slow. We propose FooSearch, a planner.", "Bar Tree Search",
           "not chosen"))),
    Rule("method-defined-acronym", "role", "a multi-word (or 'Split-Foo-Merge') name after 'a/an/novel' that the paper"
         " defines with an acronym",
         (("containing an Expert Token Module (ETM) and a head", "Expert Token Module", "method"),
          # hyphenated capitalised words are several; a sentence may open with the article
          ("Panoramas distort. A Split-Foo-Merge (SFM) module is introduced to fix it.", "Split-Foo-Merge", "method"),
          ("RL is used; we formulate it as a Partially Observable Markov Decision Process (POMDP).",
           "Partially Observable Markov Decision Process", "not chosen"),
          ("It balances both tasks by employing an Evolutionary Algorithm (EA) for weights.", "Evolutionary Algorithm",
           "not chosen"),
          # the long form in the apposition of a coined name says what kind of thing that name is
          ("This paper introduces FooNAS, a Hardware-Aware Neural Architecture Search (HW-NAS) framework for sensors.",
           "Hardware-Aware Neural Architecture Search", "not chosen"),
          # employed by a part of the paper's method ("the refinement stage employs"): a part too
          ("We propose a two-stage framework. The refinement stage employs a Dual Foo Refiner (DFR) to add details.",
           "Dual Foo Refiner", "method"))),
    Rule("method-defined-subject", "role",
         "after the paper says what it proposes, a capitalised multi-word name defined with its acronym that opens a"
         " clause and acts at once ('Foo Bar Extraction (FBE) samples ...') is a part of its method (not a known"
         " model, nor 'X (ACR) has/is', nor a name before the paper's own work is stated)",
         (("We propose FooCAT, a framework of three stages. Contrastive Foo Extraction (CFE) samples trajectories."
           " Assessment-Augmented Bar (AAB) replays each patch.", "Assessment-Augmented Bar", "method"),
          ("We introduce a novel distillation framework. First, Explanatory Foo (EF) generates probes. Second,"
           " Explanatory BarPO (\\texttt{EXBARPO}) uses a reward.", "Explanatory BarPO", "method"),
          ("We propose FooNet. First, an initial Dual-Stream Bar Network (DSBN) fuses the inputs.",
           "Dual-Stream Bar Network", "method"),
          # an adverb of sequence may stand between the acronym and the verb
          ("We propose FooNet. Bar Token Merging (BTM) groups frames. Baz Token Pruning (BTP) further drops tokens.",
           "Baz Token Pruning", "method"),
          ("Retrieval-Augmented Foo (RAF) mitigates errors. We propose BarRAG, a pipeline.", "Retrieval-Augmented Foo",
           "not chosen"),
          ("We propose FooNet. Reinforcement Learning (RL) has emerged as a tool.", "Reinforcement Learning",
           "not chosen"),
          # "this paper proposes" says what the paper makes as well as "we propose"
          ("This paper proposes FooCD, a detector. Specifically, (1) at the data level, Bar Radiometric Alignment (BRA)"
           " fuses statistics.", "Bar Radiometric Alignment", "method"))),
    Rule("method-emphasized", "role",
         "a multi-word name in capitals, or a coined word, set in bold, small caps or emphasis (\\textbf, \\textsc,"
         " \\emph) is the paper's own (not \\textit, not one plain word, not a data name)",
         (("We add a self-captioning workflow featuring a \\textsc{Multimodal Foo Gate}: a mechanism to merge.",
           "Multimodal Foo Gate", "method"),
          ("The \\textit{Overall Foo Winner} gets a prize.", "Overall Foo Winner", "not chosen"),
          ("We report results on the \\textsc{Rotation} subset.", "Rotation", "not chosen"),
          # (not an everyday word set in capitals for stress)
          ("The budget decides \\emph{how much} each client generates and \\emph{WHERE} the samples go.", "WHERE",
           "not chosen"))),
    Rule("method-spelled-acronym", "role",
         "an acronym in brackets spelled by the capitals the paper set in the words before it ('visual DEtection"
         " ... STate model (DEST)'), in a sentence where 'we' act, is its own coined name",
         (("Inspired by BarNets, we propose a new 3D scene DEtection paradigm with an interactive FOcus space model"
           " (DEFO).", "DEFO", "method"),
          ("Results of the FOo-guided visual DEtection network (FODE) are given.", "FODE", "not chosen"),
          ("We compare against the Bar Matching Network (FODE) baseline.", "FODE", "not chosen"))),
    Rule("method-acronym-first", "role",
         "an acronym the paper spells out in brackets (or glosses: ', a Foo-aware Mixture of Experts') right after"
         " it, in a sentence where 'we' act, is its own coined name (not one built on: 'we build on FooRA, a ...'),"
         " nor 'PSNR (Peak Signal-to-Noise Ratio)' in a sentence of results, nor one spelled out as data ('FGAC (Foo Gene"
         " Annotation Corpus)')",
         (("We attempt to solve these challenges with FV-GEL (Foo-View Geometric Entity Localization).", "FV-GEL",
           "method"),
          # or glossed right after it: ", a Foo-aware Mixture of Language Experts"
          ("We pre-train experts and combine them through FooMoE, a Foo-aware Mixture of Language Experts. FooMoE masks"
           " experts.", "FooMoE", "method"),
          ("We build on FooRA, a Low-Rank Foo Adaptation method, and tune it.", "FooRA", "not chosen"),
          ("Visual PSNR (Peak Signal-to-Noise Ratio) rises by 2 dB.", "PSNR", "not chosen"),
          # spelled out as data (a corpus, a dataset), it is a dataset's short name, not the paper's method
          ("We work in the context of the FGAC (Foo Gene Annotation Corpus) track. Our model ranks 2nd in the FGAC NER"
           " task.", "FGAC", "no method"))),
    Rule("benchmark-data-cue", "role", "after 'experiments on', 'evaluated on', or called a benchmark/dataset",
         (("Experiments on BarQA and BazQA show gains.", "BazQA", "benchmark"),
          # a name a Greek letter opens, in math or not (patterns.GREEK_LED)
          ("On $τ^2$-bench, FooNet attains 61.2%.", "$τ^2$-bench", "benchmark"),
          ("On τ-bench Retail, FooNet attains the highest payoff of 0.8.", "τ-bench Retail", "benchmark"),
          # a benchmark named in lowercase with "-bench" (patterns.LOWERCASE_BENCH_WORD; rules-230), not a compound of
          # an everyday word
          ("Evaluations on BarEval and fev-bench demonstrate strong zero-shot forecasting.", "fev-bench", "benchmark"),
          ("FooNet improves cross-benchmark transfer on BarQA.", "cross-benchmark", "not chosen"),
          ("We conduct multi-bench evaluation of FooLM on BarQA and BazQA.", "multi-bench", "not chosen"),
          # after "the", one lowercase word may open the description (patterns.THE_DESCRIBED_BEFORE; rules-230), no
          # preposition inside it
          ("The framework is anchored on the open-access FooFoot-5K anthropometric database (5,230 subjects).",
           "FooFoot-5K", "benchmark"),
          ("We examine this using the commercial FooEye matcher on four benchmark datasets.", "FooEye", "not chosen"),
          # (nor a model's noun or "per"/"across" among the words, nor a data noun that modifies another: review of
          # rules-230)
          ("We fine-tune the pretrained BarBERT model per dataset and report macro-F1.", "BarBERT", "no benchmark"),
          ("Experiments show that the proposed FooNet outperforms existing benchmark models on three tasks.", "FooNet",
           "no benchmark"),
          # (not a term a Greek letter opens: "$\\epsilon$-greedy", "$\\gamma$-Ray"; review of rules-217)
          ("We tune $\\epsilon$-greedy exploration on BarSet.", "$\\epsilon$-greedy", "not chosen"),
          ("Our $\\gamma$-Ray detector FooDet achieves 0.93 AUROC on BarSet.", "$\\gamma$-Ray", "not chosen"),
          # a split of data names the data, not the subject of the clause after it (rules-223, round 32)
          ("On the test split of BarSet, FooNet attains a macro F1 of 0.61.", "BarSet", "benchmark"),
          ("We propose FooNet, a framework. On the public test partition of 525 videos, FooNet attains a macro F1 of"
           " 0.61.", "FooNet", "no benchmark"),
          ("We propose FooNet, a framework. On the test split of 800 images, FooNet scores 71.2% mIoU.", "FooNet",
           "no benchmark"),
          # (but data the paper makes may be what the clause is about; review of rules-223)
          ("We propose FooSet. On the test split of 800 images, FooSet contains 3 times more occluded objects than"
           " BarSet.", "FooSet", "benchmark"),
          # (not a coined word with "QA" inside it: patterns.DATA_SUFFIX ends at the word's end)
          ("We introduce FooQAS, a search framework. FooQAS has the lowest error on four of five molecules.", "FooQAS",
           "no benchmark"),
          ("We introduce FooEvalLayer, a decision layer. FooEvalLayer reads paired outcomes.", "FooEvalLayer",
           "no benchmark"),
          # (but an edition's word after it keeps it data; review of rules-217)
          ("FooLM solves 71.3% of CodeEvalPlus problems.", "CodeEvalPlus", "benchmark"),
          # (nor the paper's own name opening a clause after "and": it is what is evaluated)
          ("We propose FooMem, a memory framework. We evaluate FooMem on real-world data and FooMem achieves 76.0%"
           " accuracy.", "FooMem", "no benchmark"),
          # after "the", up to three lower-case words of what the data holds before its singular noun
          # (patterns.DESCRIBED_DATA_NOUN_AFTER), however long the words are
          ("Ablating the heads on the FooLiMa non-literal retrieval benchmark collapses ROUGE-L.", "FooLiMa",
           "benchmark"),
          ("We evaluate on the QuxCoST cross-lingual code translation benchmark.", "QuxCoST", "benchmark"),
          # a labelled part of it: "on the TF subset of FooDF++" (patterns.SPLIT_OF, rules-143)
          ("Evaluated on the TF subset of FooDF++ under a strict protocol, our model reaches an AUC of 0.806.",
           "FooDF++", "benchmark"),
          # a numbered citation between the name and its data noun
          ("It reaches 95.12% and 97.45% on the FooD-MHAD [1] and the BarKinect [2] datasets respectively.",
           "BarKinect", "benchmark"),
          # a plain capitalised word right after "the ... dataset", when it is no everyday word
          ("It reaches 97.35% on the widely-used 6D pose estimation benchmark dataset Quxmod using RGB input.",
           "Quxmod", "benchmark"),
          # the comma after a sentence's opening "On X" ends that phrase: the model after it is no list partner
          # (verify._opening_then_subject), so no veto-listed-with-models
          ("On FooVQA and BarVQA, we gain 3.5 points. On BarVQA, QuxLM-4B matches QuxMed-4B.", "BarVQA",
           "benchmark"),
          # a comma, then a known model opening a new clause: no list of the two, so no veto-listed-with-models
          # (verify._opening_then_subject)
          ("Across 346 injected errors in a pipeline on FooFinBench, gpt-4o detection drops from 72.0% to 50.9%.",
           "FooFinBench", "benchmark"),
          # a size tier in a name cued as data is the data's edition, no model's variant (patterns.SIZE_TIER)
          ("Across three datasets (QI-Small, QI-Medium, and FooSim-32k), it reveals consistent degradation.", "QI-Small",
           "benchmark"),
          ("The model was trained on QTB-XL and evaluated on QTB-XL and FooSet under noise.", "QTB-XL", "benchmark"),
          # a superscript typeset in math stays in the name (patterns.NAME_SUPERSCRIPT): not cut to "Bench"
          ("We introduce Foo$^2$Bench, the first comprehensive benchmark for cross-view reasoning.", "Foo$^2$Bench",
           "benchmark"),
          # "Validation on X" (modern19i), not "validation in a domain" nor "cross-validation, with X"
          ("Validation on FooSet-LT confirms the gain, with Macro-F1 rising from 0.595 to 0.655.", "FooSet-LT",
           "benchmark"),
          ("Using cross-validation, with BarNet achieving the best accuracy of 81.2%.", "BarNet", "no benchmark"),
          # a study's named cohort is its data ("from the FooHealth cohort (n = 676)", "the BarMort cohorts")
          ("We validate FooNet on biopsy slides from the QuxHealth cohort (n = 676).", "QuxHealth", "benchmark"),
          ("Experimental validation in Qux Medicine (QM) shows that FooAlign wins.", "QM", "no benchmark"),
          # a list of models ends with its sentence (text.LIST_SO_FAR): the next sentence's names are no models
          ("It builds on models such as FooLM and BarLM. Tests on Quxo and Zapo (91.2%) show gains.", "Zapo",
           "benchmark"),
          # a data noun joined to the name by a dash reads as the noun before it; "for" and an acronym the abstract
          # defines elsewhere end the name (two names, not "dataset-FooRefer for EFU")
          ("Embodied Foo Understanding (EFU) is hard. We build a framework-FooPuter and use it to curate a new "
           "benchmark dataset-FooRefer for EFU, by adding gestures.", "FooRefer", "benchmark"),
          # the paper's own data named after "the first ... dataset, called" (patterns.DATA_NOUN_APPOSITIVE)
          ("We introduce the first open-domain dataset, called FooBaRz, for reasoning about relations.", "FooBaRz",
           "benchmark"),
          # "data set" written apart is a data noun too (patterns.DATA_NOUN_AFTER)
          ("We obtain a considerable improvement on the Qux Review data set, reporting an accuracy of 93.3%.",
           "Qux Review", "benchmark"),
          # a list opened by "the", then task words and a plural data noun (patterns.DESCRIBED_DATA_NOUNS_AFTER)
          ("We perform competitively on the Quo, Barn, and Fen semantic parsing datasets.", "Fen", "benchmark"),
          # a coined name right before "corpora" (patterns.CORPORA_AFTER); a plain capitalised word there is a domain
          ("We reach the best F1 scores in the FooU and BarSegU corpora.", "BarSegU", "benchmark"),
          # a coined name between "the" and "leaderboard" (patterns.LEADERBOARD_AFTER)
          ("Evaluated on the FOOS 2026 leaderboard, our method reaches a Dice of 79.99%.", "FOOS 2026", "benchmark"),
          ("It enables tagging for Humanities corpora.", "Humanities", "no benchmark"),
          ("We generate QCG corpora from dependency trees and gain 6% on BarSet.", "QCG", "no benchmark"),
          ("We evaluate the FooNet on two datasets: the BarVRD and QuxGenome datasets.", "FooNet", "no benchmark"),
          # a language among the words after "a/an", or a digit-led one after "the" (patterns.DATA_DESCRIBING_WORD,
          # patterns.DATA_LANGUAGE_WORD), still describes the data named next
          ("We verify FooNet on a Mandarin speech corpus QuxSpeech-2, and it achieves a 31.2% CER.", "QuxSpeech-2",
           "benchmark"),
          ("FooNet reaches 97.3% on the widely-used 6D pose benchmark dataset QuxMod using RGB input.", "QuxMod",
           "benchmark"),
          # after "the", a capitalised word may be a dataset's own name: the name after its data noun is not taken
          ("We evaluate on the Quxville urban dataset FooNet and it reaches 80.1% mIoU.", "FooNet", "no benchmark"),
          # a name alone in a bracket right after a score (patterns.SCORE_BRACKET_BEFORE), not a metric nor a short acronym
          ("Humans rate it highly, with up to 71.3% (FooKG) and 89.4% (BarWeb) precision.", "FooKG", "benchmark"),
          ("It reaches 71.3% (mAP) and 23.3% (EAO) on BarWeb.", "EAO", "no benchmark"),
          ("We propose FooNet. It reaches 71.3% (FooNet) on BarWeb.", "FooNet", "no benchmark"),
          # a number and a hyphen open a data set's name, a data noun right after (patterns.DIGIT_LED_DATA_NAME)
          ("On the 1-Billion Quxword dataset, FooNet saves 25% of the memory.", "1-Billion Quxword", "benchmark"),
          # parts joined by '+' name the system that scored it (patterns.JOINED_PARTS), not a dataset
          ("Our best results are acc. = 0.955, F1 = 0.954 (FooEmb+BiLSTM).", "FooEmb+BiLSTM", "no benchmark"),
          # a name with its task word and a value alone in a bracket, listed (patterns.TASK_WORD_BEFORE_BRACKET,
          # patterns.TASK_ITEM_BEFORE)
          ("It yields gains on FooAnn NER (+2.6 F1), BarPOS tagging (+1.3) and QuxNLI (+0.7).", "BarPOS", "benchmark"),
          ("It yields gains on FooAnn NER (+2.6 F1), BarPOS tagging (+1.3) and QuxNLI (+0.7).", "QuxNLI", "benchmark"),
          # after a known dataset's item (patterns.DATA_ITEM_BEFORE)
          ("It improves accuracy on CIFAR-100 (+3.3%), ImageNet (+0.9%) and FooVOC12 (+5.7%).", "FooVOC12", "benchmark"),
          ("We introduce FooSQL. Evaluated on many benchmarks, FooSQL gains 36%.", "FooSQL", "no benchmark"),
          ("We present FooPhone-2. Evaluated across several languages and corpora, FooPhone-2 reaches 90% F1.",
           "FooPhone-2", "no benchmark"),
          ("It beats an upper bound on a new synthetic benchmark (SHF-FooSet) we contribute.", "SHF-FooSet", "benchmark"),
          ("We build 800 image pairs curated from FooVista, BarVerse, and Baz-Pro.", "BarVerse", "benchmark"),
          # its owner's possessive before it (candidates._after_owner keeps the name alone)
          ("The file holds eleven dramas, sourced from FooCor's GerFooCor export and parsed.", "GerFooCor", "benchmark"),
          ("In an evaluation on FooNeRF Synthetic (Blender), Mip-FooNeRF 360, and BarNet++, it wins.", "BarNet++",
           "benchmark"),
          ("On remote sensing detection datasets (FooTA-v1.0 and BIOR-R), it is fast.", "FooTA-v1.0", "benchmark"),
          # the last of a list of names glossed in brackets, then a task word and a plural data noun
          # (patterns.TASK_DATA_NOUN_AFTER); a task's acronym alone before them is no name
          ("It does well on FooGraph (node) and Bar-Binary (graph) classification benchmarks.", "Bar-Binary",
           "benchmark"),
          ("Since QUXP parsing datasets are small, we propose FooNet, which gains 2.5%.", "QUXP", "no benchmark"),
          # a bracket of plain capitalised words listed right after a plural data noun (patterns.DATA_BRACKET_LIST)
          ("Results on two public datasets (Foodon and Barlog) show gains.", "Barlog", "benchmark"),
          ("Experiments on three public datasets (Quxly, Bazpin, and Corge) show gains.", "Quxly", "benchmark"),
          ("Experiments on two public datasets (Foodon) show gains.", "Foodon", "not chosen"),
          # the paper's own name with a verb after a comma-closed data list opens the main clause (patterns.VERB_AFTER)
          ("We propose FooNet, which learns representations. Evaluated on large real-world data including 2,609 trials,"
           " 25K doctors and 430K patients, FooNet demonstrated improved performance.", "FooNet", "no benchmark"),
          ("We evaluate on German and English treebanks (FooBank, BarBank, and QuxTB) and report gains.", "BarBank",
           "benchmark"),
          ("Additionally, we create an out-of-distribution dataset Foo-Adv by asking crowdworkers to perturb examples.",
           "Foo-Adv", "benchmark"),
          ("We built FooSE, a system. In an evaluation on an unseen dataset FooSE synthesized 84.6% of the signatures.",
           "FooSE", "no benchmark"),
          ("It is trained in the CARLA simulator.", "CARLA", "benchmark"),
          # named after "a ... dataset of <what it holds>," (patterns.DATA_NOUN_APPOSITIVE)
          ("We test our loss on a large dataset of tennis videos, FooCourt, and gain 12.8%.", "FooCourt", "benchmark"),
          ("On a large dataset of tennis videos, FooNet achieves 12.8% higher accuracy.", "FooNet", "no benchmark"),
          # a language or field among the words before the data noun, an environment, a count of named data
          # (patterns.DATA_APPOSITIVE_WORD, DATA_APPOSITIVE_NOUN; modern20b)
          ("We also build a new Chinese GUI benchmark called QUXGUI, reaching 96.9% accuracy.", "QUXGUI", "benchmark"),
          ("This study introduces a novel ME dataset, BARME, which holds 634 clips.", "BARME", "benchmark"),
          ("We also introduce a fully controlled synthetic environment, FooSafeWorld, with a clear notion of safety.",
           "FooSafeWorld", "benchmark"),
          ("We present two detection benchmarks named FooVAT Large and FooVAT Tiny, aiming at surveillance.",
           "FooVAT Tiny", "benchmark"),
          ("In a simulated environment, FooAgent learns to plan 12% faster.", "FooAgent", "no benchmark"),
          # a split's label and "set" after a name-like name (patterns.SPLIT_NOUN_AFTER)
          ("It gains 11.9 mIoU points for both FooSeg3D test sets.", "FooSeg3D", "benchmark"),
          ("We train on FooCorpus and test on BarSet.", "BarSet", "benchmark"),
          ("Scaling laws hold for different open datasets, FooComp, DFB and Re-BAION, with one trend.", "Re-BAION",
           "benchmark"),
          ("Scaling laws hold for different open datasets, FooComp, DFB and Re-BAION, with one trend.", "FooComp",
           "benchmark"),
          ("We audit three public speech datasets - Foo Voice 7.0, BARS, and BazPopuli - for errors.", "Foo Voice 7.0",
           "benchmark"),
          ("It is evaluated on three corpora from the literature: FOOC, BAR, Baz2016tv and gets an F score of 0.79.",
           "FOOC", "benchmark"),
          ("Across all datasets, FooNet wins.", "FooNet", "no benchmark"),
          # a comma after the data noun closes its cue: "training with X" after it opens a clause
          ("We present FOO: easy augmentation techniques. On average, across five datasets, training with FOO while"
           " using only 50% of the set matches full training.", "FOO", "no benchmark"),
          ("In our experiments on both FooMT17 English-Japanese as well as BarMT14 German-English, it gains.",
           "FooMT17 English-Japanese", "benchmark"),
          # a name with its result verb after the list's comma opens the main clause: no item of the list
          ("We present FooNet, a tagger. In experiments on BarSet-2005, FooNet achieves 91.2 F1.", "FooNet",
           "no benchmark"),
          ("In experiments on BarSet-2005, FooNet achieves 91.2 F1.", "BarSet-2005", "benchmark"),
          # a comma after the list's closing "and" item ends the list: what follows opens the main clause
          # (patterns.LIST_ENDED)
          ("On various datasets, including FooSet, BarSet, and BazSet, QuxNets exhibit a higher robust accuracy.",
           "QuxNets", "no benchmark"),
          ("On four benchmarks: FooA, BarB, BazC and quX, QuxNet considerably beats others.", "QuxNet", "no benchmark"),
          ("On four benchmarks: FooA, BarB, BazC and quX, QuxNet considerably beats others.", "quX", "benchmark"),
          # a language's variety called data (veto-language-or-country spares it)
          ("It is evaluated on the Wow call center and Foosher English corpora.", "Foosher English", "benchmark"),
          # systems a science studies, given as examples, are its data, not models (patterns.MODEL_LIST_BEFORE; review
          # of rules-209)
          ("FooPDE is evaluated on physical systems such as BarBench Navier-Stokes and reaches an L2 error of 0.012.",
           "BarBench Navier-Stokes", "benchmark"),
          # a name ending in a continent is no variety of a language (review of rules-210)
          ("We evaluate FooSeg on Open Footprints Africa, where it reaches 71.2% mAP.", "Open Footprints Africa",
           "benchmark"),
          # data in brackets after lowercase labels of a data list
          ("It is tested across three datasets on both ego-view (FooDB, BIT) and top-view (BAZ/QUX) setups.",
           "BIT", "benchmark"),
          ("It is tested across three datasets on both ego-view (FooDB, BIT) and top-view (BAZ/QUX) setups.",
           "FooDB", "benchmark"),
          ("Agents are evaluated in two domains: problem-solving (FooGyver), research ideation (BarGen).",
           "FooGyver", "benchmark"),
          ("Agents are evaluated in two domains: problem-solving (FooGyver), research ideation (BarGen).",
           "BarGen", "benchmark"),
          # a second label after "and" (probe34)
          ("We test on question answering (BazQA) and entailment (QuxNLI), where FooBERT gets 90.2 and 86.7.",
           "QuxNLI", "benchmark"),
          ("It wins on benchmarks including code generation, multilingual (FJK) tasks, and writing.", "FJK",
           "no benchmark"),
          ("Most FooQA benchmarks embed the answer in the question.", "Most FooQA", "not chosen"),  # the quantifier
          # a data word that only modifies a process ("Dataset ... Verification") names no dataset
          ("We introduce Dataset Foo Verification for Bar Modeling (DFVBM), which checks a model.",
           "Dataset Foo Verification for Bar Modeling", "no benchmark"),
          ("We test this hypothesis with FooNet and BarNet.", "BarNet", "not chosen"),
          ("Visual Foo Answering (VFA) is hard. We gain 2% on the VFA dataset.", "Visual Foo Answering",
           "benchmark"),  # a task's name, but the paper calls it a dataset: no veto-task-phrase
          ("We also report gains on FooEval and on BarQA.", "BarQA", "benchmark"),
          ("Pretrained on CC3M, FooVid-10M, ActivityNet and Ego4D, it transfers well.", "FooVid-10M", "benchmark"),
          ("The encoder is pretrained on FooText and BarCorpus-2.", "FooText", "benchmark"),
          ("The approach is validated on FooSeg and BarSeg.", "FooSeg", "benchmark"),
          ("We further build a large-scale dataset, FooTone-800K, and train a model on it.", "FooTone-800K",
           "benchmark"),
          ("We present a large-scale dataset covering 102 tree species, named CU-Foo102, for this task.", "CU-Foo102",
           "benchmark"),
          ("We make two contributions: (i) a scalable, high-quality business dataset, i.e., FooGraphics-650K, with"
           " layouts.", "FooGraphics-650K", "benchmark"),
          ("On the FooSet dataset, BarNet-L reaches a new best.", "BarNet-L", "not chosen"),
          ("Extensive experiments have been conducted on FooSeg-5 and BarSeg-20.", "BarSeg-20", "benchmark"),
          ("It wins on two benchmarks, including FooVC and BarTAB-1k.", "BarTAB-1k", "benchmark"),
          ("It reaches 58.1% on the validation set of Static Foo Faces in the Wild (SFFW 2.0).",
           "Static Foo Faces in the Wild", "benchmark"),  # a split of it; the acronym may carry a version
          ("It reaches 87.0% on Real-World Foo Faces (RFF) Database.", "Real-World Foo Faces", "benchmark"),
          ("The Foo Memes Challenge asks for hateful memes; we reach an AUROC of 0.81.", "Foo Memes Challenge",
           "benchmark"),
          ("Visual foo answering (VFA) is hard. We improve results on the VFA dataset.", "VFA",
           "benchmark"),  # a concept's acronym, but written "the VFA dataset": veto-concept-acronym spares it
          ("Compared with the winner of the FOO-HMM challenge, our planner is better.", "FOO-HMM", "benchmark"),
          ("We present our solution to the Foonauts 2025 challenge. It places fourth.", "Foonauts 2025", "benchmark"),
          # a task word between the name and 'challenge'
          ("Our FooSeg leads the leaderboard of the BarOrgan24 pan-organ challenge.", "BarOrgan24", "benchmark"),
          # described as data after a citation; "GPT" opening a longer word is no GPT model
          ("We build on GPTFOO v1.5 (Smith et al., 2025a), a recursively elicited set of 100 million beliefs.",
           "GPTFOO v1.5", "benchmark"),
          ("We produce FD2, a dataset of 60 games, and train on it.", "FD2", "benchmark"),
          ("We build it via Foo Filtering (FF), a data collection paradigm that picks hard negatives.", "Foo Filtering",
           "no benchmark"),
          ("We introduce the first benchmark FooSLR for multimodal symbolic logic.", "FooSLR", "benchmark"),
          ("We build a new dataset for retrieval. The proposed dataset, named Dense-FooVid-CoBR, has 1.6 million samples.",
           "Dense-FooVid-CoBR", "benchmark"),
          ("Applied to the FOOI CCI 3.0 corpus (267M documents), the method finds 4,853 words.", "FOOI CCI 3.0",
           "benchmark"),
          # a colon after a plural data noun opens the list of data
          ("We evaluate on two real-world benchmarks: Foonoptic Studio and BarYCB, with low errors.", "Foonoptic Studio",
           "benchmark"),
          # "the ... dataset, X" where X closes the sentence
          ("Experiments use the commonly used industrial inspection dataset, FooTec. Gains are large.", "FooTec",
           "benchmark"),
          ("We study one of the widely-adopted NER benchmark datasets, QuxNER03. The best F1 is around 93%.", "QuxNER03",
           "benchmark"),
          # ... or where a purpose clause follows the name
          ("We run ablations on the newly released multi-person pose tracking benchmark, FooTrack, to validate our "
           "design choices.", "FooTrack", "benchmark"),
          # "using" opens a clause: what is used is no item of the data's list
          ("It succeeds on benchmark datasets such as FooNet40 and BarObjectNN using BazNet and QuxCNN classifiers.",
           "QuxCNN", "not chosen"),
          # a count of variants or subsets of it: "in three variants of X" names X
          ("It beats the baseline by 6.5% and 7.0% in three variants of FooObjectNN with a linear protocol.",
           "FooObjectNN", "benchmark"),
          # a whole-number version closed by a comma, "and" or the sentence end: "FooArena 2" (not "With 7,662")
          ("It improves over BarPO by 6.03 points on FooArena 2 and by 4.1 on BazHard.", "FooArena 2", "benchmark"),
          # an evaluation campaign's data, called a shared or translation task, or a task after its edition's year
          ("We obtain a F1 of 91.89 for the QuxNER-2003 English shared task.", "QuxNER-2003 English", "benchmark"),
          ("It gains +2.58 BLEU point for the BarMT-2017 German-to-English task.", "BarMT-2017 German-to-English",
           "benchmark"),
          ("It gains +2.58 BLEU point for the FooNER task.", "FooNER", "not chosen"),
          # a domain word between the campaign's name and "translation task"
          ("Results for the BarMT news translation task show gains of up to 1.7 BLEU points.", "BarMT", "benchmark"),
          # the task's capitalised "(Shared) Task" inside the name (patterns.CAMPAIGN_TASK_IN_NAME)
          ("Among 26 teams in the FooIF-2019 Shared Task SLC, our system ranked 12th with an F1 of 0.58.",
           "FooIF-2019 Shared Task SLC", "benchmark"),
          # a direction listed right after an edition's name and direction: that edition's, its name elided
          # (veto-language-or-country spares it)
          ("On the BarMT 2014 English-to-German and English-to-French translation tasks, FooNet gains 1.3 and 0.3"
           " BLEU, respectively.", "English-to-French", "benchmark"),
          # a place the value is measured on ("detection on X is 1.2% more accurate") is no metric (veto-metric spares
          # it: patterns.ON_BEFORE)
          ("Experiments on FooSet and BarVOC show gains. Detection on BarVOC is 1.2% more accurate than with BazNet.",
           "BarVOC", "benchmark"),
          # a place after "on" does not achieve what the clause after it says (veto-result-subject spares it:
          # patterns.PLACE_ON_BEFORE)
          ("We test on BarSet and FooNet 2012. It has a drop of 0.35% on FooNet 2012, which outperforms the best.",
           "FooNet 2012", "benchmark"),
          # a name glued to "Match" is no "Exact Match" metric (veto-metric spares it: patterns.METRIC_LONG)
          ("It reaches 94.9% average recall on the Qux3DMatch benchmark data set.", "Qux3DMatch", "benchmark"),
          # a name right after "the ... dataset", no comma between (patterns.DATA_NOUN_THE_NAMED)
          ("We take the large-scale dataset FooMediaNet as source domain.", "FooMediaNet", "benchmark"),
          # a task acronym of the field among the words before the data noun (patterns.GENERIC_ACRONYMS)
          ("Experiments on the large-scale video QA dataset FooGIF-QA show that it gains 13.0%.", "FooGIF-QA",
           "benchmark"),
          # the paper's name, with its verb, opens the main clause after "a ... dataset," (no apposition)
          ("We propose FooNet. On a large real-world dataset, FooNet outperforms the baseline by 4.1%.", "FooNet",
           "no benchmark"),
          # after experiments "on the", right before the verb reporting them (patterns.EXPERIMENTS_ON_THE)
          ("Experiments on the FooSQL show that our parser gains 6.4%.", "FooSQL", "benchmark"),
          # after "the", one or two words of what it holds before the data noun (patterns.DESCRIBED_DATA_NOUN_AFTER)
          ("Experiments include language modeling on the FooTree bank dataset.", "FooTree", "benchmark"),
          # between a place word and a task's word (patterns.NAMED_TASK_BEFORE, NAMED_TASK_AFTER)
          ("In the FooNet40 classification task it gets 89.1%, and in BarNet segmentation task an mIoU of 68.2.",
           "BarNet", "benchmark"),
          # named splits of it (patterns.SPLIT_OF)
          ("Our method gains 6.4 and 13.9 mAP on full and one-shot sets of QUXO in supervised learning.", "QUXO",
           "benchmark"),
          # an acronym in brackets spelled by the words before it, then a data noun (patterns.GLOSSED_DATA_NOUN_AFTER)
          ("Results are also good on the 3D foo in the wild (3DFW) dataset.", "3DFW", "benchmark"),
          ("We introduce BarEye, a multi-sensor (RGB-QX) dataset for drones.", "RGB-QX", "no benchmark"),
          # what a submission was made to (patterns.SUBMITTED_TO_AFTER)
          ("Our FooCity test submission entitled BarNet-18 delivers 75.5% mIoU.", "FooCity", "benchmark"),
          ("BazNet formed our QuxVision 2017 classification submission, with a top-5 error of 2.3%.", "QuxVision 2017",
           "benchmark"),
          # a quoted name right before a data noun (patterns.QUOTE_BEFORE_NAME, QUOTED_DATA_NOUN_AFTER)
          ("FooNet lifts accuracy from 0.78 to 0.92 in “BarNews” data.", "BarNews", "benchmark"),
          ("FooNet gains 3.1% on the “QuxTalk” dataset.", "QuxTalk", "benchmark"),
          # the name in emphasis right after "a ... dataset": its closing brace is read past (patterns.EMPHASIS_CLOSE;
          # modern19j)
          ("To fill the gap, we construct a novel dataset \\textbf{FooRetl}, which supports implicit queries.",
           "FooRetl", "benchmark"),
          ("Further, we build a multi-person pressure dataset \\textit{QUXP}, which helps research.", "QUXP",
           "benchmark"),
          # a whole version before a data noun, a dotted one before a split, a class letter: parts of the name
          # (patterns.VERSION_AFTER; modern19j)
          ("Their performance is assessed on the FooTec AD 2 dataset.", "FooTec AD 2", "benchmark"),
          ("Experiments on the BarVIS 1.0 validation set show that QuxDA gains 4.0 AP.", "BarVIS 1.0", "benchmark"),
          ("It saves 60.4% bitrate under LPIPS on the FooVC Class B dataset.", "FooVC Class B", "benchmark"),
          # "corpora" cues a list as "datasets" does; a colon after "cohorts" opens a list of a study's data
          # (patterns.DATA_BEFORE, DATA_LIST_COLON; modern19j)
          ("We test three LLMs on argument classification corpora such as Foo.me and QUXA.", "QUXA", "benchmark"),
          ("It was validated on three external cohorts: FOOCA (n = 508), Barmera (n = 95), and QUX-PR (n = 379).",
           "Barmera", "benchmark"),
          # a later edition of a name written before is a name of its own (candidates._version_after; modern19j)
          ("FooEval is saturated. We introduce a new benchmark, FooEval 2, with harder prompts.", "FooEval 2",
           "benchmark"))),
    Rule("benchmark-introduced-appositive", "role", "an introduced name described as 'a/the first benchmark/dataset' (or as 'our ... dataset')",
         (("This paper introduces FooSet, the first benchmark designed for X.", "FooSet", "benchmark"),
          ("This paper introduces FooNet, a new, large-scale lexical database of word pairs.", "FooNet", "benchmark"),
          ("We present FooDB, a vector database engine for retrieval.", "FooDB", "no benchmark"),
          ("We propose FooNet, a small network. FooNet, trained on the BarSet dataset, reaches 97.1%.", "FooNet",
           "no benchmark"),
          ("We propose Recover-FooRA, a lightweight and dataset-agnostic method.", "Recover-FooRA", "no benchmark"),
          ("We propose Recover-FooRA, a lightweight and dataset agnostic method.", "Recover-FooRA", "no benchmark"),
          ("We introduce FooRef, a methodology that turns QA data into pairs. Using FooRef, we curate a small"
           " preference dataset.", "FooRef", "no benchmark"),
          ("We propose FooBA, a three phase framework to Simplify Benchmark Analysis.", "FooBA", "no benchmark"),
          ("We present \\textsc{FooToM}, a novel benchmark for theory of mind.", "FooToM", "benchmark"),
          ("We present \\textsc{FooVeil}, a social learning environment that simulates barriers.", "FooVeil", "benchmark"),
          # emphasis inside the apposition is read as its words (verify._appositive_data; modern19j)
          ("To fill the gap, we introduce \\textbf{FooPano}, the \\textbf{first} benchmark dataset for panoramas.",
           "FooPano", "benchmark"),
          ("We propose FooNav, an environment-aware planner for drones.", "FooNav", "no benchmark"),
          # adjectives listed with commas before the data noun
          ("We further construct FooOcc, a large-scale, physically consistent occupancy dataset.", "FooOcc",
           "benchmark"),
          # an aside in brackets among the words before the data noun
          ("We create QUXPI, a high-quality (90.2% coverage as judged by humans), and large-scale dataset of"
           " 5,000 state changes.", "QUXPI", "benchmark"),
          # an aside opening the appositive
          ("We present FooHunt, to our knowledge the first controlled benchmark that isolates leaks.", "FooHunt",
           "benchmark"),
          # called the paper's own data before its name
          ("Leveraging our newly released dataset, FooDoc-55K, which holds scans, we train BarParser.", "FooDoc-55K",
           "benchmark"),
          ("On our dataset, FooCat achieves a Dice of 0.93.", "FooCat", "no benchmark"),
          ("In this study, we introduce FooDB, which is a challenging loop closure dataset of 900 images.", "FooDB",
           "benchmark"),
          # a long apposition, opened by a superlative (up to ten words before its data noun; modern20f)
          ("To advance the field, we construct FooReg, the currently largest and real-world multi-modal cross-source"
           " point cloud registration dataset.", "FooReg", "benchmark"),
          # called the paper's own data with modifiers listed by commas, or named after "This ... dataset, named"
          ("We train FooCare on our curated, publicly available, large-scale dataset FooCareData.", "FooCareData",
           "benchmark"),
          ("We generate a dataset of 170 million poses. This large-scale dataset, named BarGrasp 3.0, is used to"
           " train QuxVLG.", "BarGrasp 3.0", "benchmark"))),
    Rule("benchmark-result-on", "role", "named after on/across (or 'in' right after a score and its metric: '26.22 BLEU"
         " points in X') in a clause that states a result (after 'over', a"
         " baseline); an introduced name too, after 'on (our proposed)' (not 'based on', 'built on')",
         (("It attains a 98.3% success rate on LIBRA.", "LIBRA", "benchmark"),
          # a size in the name, but one or two words of what it holds and a data noun after: data, no model
          # (veto-evaluated-model; patterns.DESCRIBED_DATA_NOUN_AFTER)
          ("QuxNet gains 5.3% on FooClips-1M video classification dataset.", "FooClips-1M", "benchmark"),
          # a round count of millions is the data's size, even with no data noun (modern17j; patterns.ROUND_MILLIONS_PART)
          ("Our FooNet outperforms baselines on FooCA-1M with dense depth (0.412 vs. 0.250 mAP).", "FooCA-1M",
           "benchmark"),
          # the last of a list after "on", then "which ...": said of the results, no veto-result-subject
          # (patterns.PLACE_ON_LIST_BEFORE)
          ("It reaches 93.9% and 91.2% on FooSet and BarSet-40, which outperforms the best by 2.3% and 8.6%.",
           "BarSet-40", "benchmark"),
          # a size word hyphened before the name is part of it: a smaller cut of the data (patterns.SIZE_PREFIX)
          ("It reaches 61.2% on mini-FooNet and 70.1% on tiny-BarSet.", "mini-FooNet", "benchmark"),
          # a translation direction between the cue and the name is read past
          ("We propose QuxMT. We get 22.5 BLEU points in English-to-German FooMT 2014.", "FooMT 2014", "benchmark"),
          # an acronym spelled in lowercase words is a task, but one with a version is its dataset
          ("Tasks like visual foo answering (VFA) matter. We report an accuracy on VFA 2.0 test-std, 72.71.", "VFA",
           "benchmark"),
          ("It gives gains, with the cIoU on FooSeg increasing by 3.09%.", "FooSeg", "benchmark"),
          # a coined name right after a bare percentage and 'in' (patterns.SCORE_PERCENT_IN_BEFORE); not a metric
          ("It reaches a joint accuracy of 51.7% in FooWOZ 2.0 and 53.0% in FooWOZ 2.1.", "FooWOZ 2.0", "benchmark"),
          # a dotted version before "in" is part of the name (patterns.VERSION_AFTER)
          ("It reaches 51.7% in FooWOZ 2.0 and 53.0% in FooWOZ 2.1 in an open setting.", "FooWOZ 2.1", "benchmark"),
          # so is an edition's size of two or three digits (or K/M after) closed by a list joiner (modern19b)
          ("It gains 3.5 points on FooRGB 60, FooRGB 120 and BarMMD.", "FooRGB 60", "benchmark"),
          ("It reaches 81.2% HR@10 on QuxLens 1M and BarCDs.", "QuxLens 1M", "benchmark"),
          ("It improves the base model by 8.1% in F1-score.", "F1-score", "not chosen"),
          ("It lowers the error to 11.1% in ADE and 10.8% in FDE.", "ADE", "not chosen"),
          # a detection rate named after 'in' is a metric too (patterns.METRIC_ABBREVIATION)
          ("It gains 9.14% in AUROC and 32.42% in FPR95 over the baselines.", "FPR95", "not chosen"),
          ("We use the Street Sign Set (SSS). It attains a 98.3% success rate on SSS.", "Street Sign Set",
           "benchmark"),  # the acronym's cue decides for its long form
          ("Across strong models, it helps; for example, on FooLM, it gains.", "FooLM", "not chosen"),
          ("It achieves a 3.9x speedup over FooAttention at the same accuracy.", "FooAttention", "not chosen"),
          # a comparison ends the list after "on" (text.LIST_SO_FAR)
          ("It reaches 74% on FooEval and outperforms BarNet and BazNet by 5% and 11%.", "BazNet", "not chosen"),
          ("It reaches 84.1% AP50 on FooVOC better than BarNAS and Baz-FPN.", "Baz-FPN", "not chosen"),
          ("It reaches 84.1% AP50 on FooVOC better than BarNAS and Baz-FPN.", "BarNAS", "not chosen"),
          # the paper's own data, named after "on" in a result: a benchmark as well as introduced
          ("We build FooS-XS, a new split. Our method gains 2.55% mIoU on our proposed FooS-XS.", "FooS-XS",
           "benchmark"),
          ("We propose FooNet. Based on FooNet, we reach 80% on BarSet.", "FooNet", "no benchmark"),
          # what the paper's model is built on, in a sentence of results, is no place of them
          ("Results on the FooSet dataset show that our model built on BarNetv2 gains 16.1% over BazNet.", "BarNetv2",
           "not chosen"),
          ("It improves over BarPO by 6.03% on Foo Eval 2.0. Code is public.", "Foo Eval 2.0", "benchmark"),
          ("We ask BarLM and Claude 3.5 on FooBench.", "Claude 3.5", "not chosen"),
          # the score may follow the name in its clause (probe34)
          ("FooTracker ranks first on BazTrack'17 with an EAO of 0.412.", "BazTrack'17", "benchmark"),
          # 'in' right after a score and its metric leads to the benchmark as 'on' does
          ("It yields 14.08 and 26.22 BLEU points in FooMT 2014 English-German and English-French, respectively.",
           "FooMT 2014 English-German", "benchmark"),
          ("On QuxSet our model obtains 67.2% accuracy, while on ZapSet it obtains 54.8%.", "ZapSet", "benchmark"),
          ("FooNet sets a new record on QuxSet with 87.1% accuracy.", "QuxSet", "benchmark"),
          ("We build on BarNet with 12.5% of its weights pruned.", "BarNet", "not chosen"),
          # a decimal with its unit glued on is a result too (patterns.RESULT_WORDS)
          ("Our tuning raises PSNR from 32.84dB to 33.05dB on the Quxflow.", "Quxflow", "benchmark"),
          # "-VL" after a benchmark the lexicon knows is that benchmark's multimodal edition, not a model (modern20f)
          ("FooAgent yields an average relative accuracy improvement of 17.2% on CIFAR-10-VL across five backbones.",
           "CIFAR-10-VL", "benchmark"),
          # a value the result sits at, after the name (patterns.RESULT_SCORE_AFTER; rules-213)
          ("FooLM scores the highest on BarCall Core at $0.785$ among open models.", "BarCall Core", "benchmark"),
          # (not after a verb of change: what improved on, or what a setting was raised on, is no place of results;
          # review of rules-213)
          ("FooDepth improves on BarDepth from 0.112 to 0.094 AbsRel on QuxKITTI.", "BarDepth", "not chosen"),
          ("We raise the dropout on FooNet from 0.1 to 0.3 and keep 71.2% accuracy.", "FooNet", "not chosen"))),
    Rule("benchmark-opening-on", "benchmark", "named in a sentence's opening 'On (the) X ...,' (or 'Notably, on X,',"
         " 'Across two agent models on X,'), or in a clause's after a colon or a semicolon ('gains: on X, ...; on Y, ...')",
         (("On the FooBase classification task, our model achieves 75.2% top-1 accuracy.", "FooBase", "benchmark"),
          ("On FooFaces DB it achieves 95.1%.", "FooFaces DB", "benchmark"),
          ("On BarSet-2012 English we also show an improvement of 2.5 F1.", "BarSet-2012 English", "benchmark"),
          ("It is strong on BarCOCO. Notably, on gFooCOCO, we achieve an N-Acc of 83.3%.", "gFooCOCO", "benchmark"),
          # a count with thousands commas among the opening words (modern19i; patterns.OPENING_ON)
          ("On 3,292 aligned FooMOS clips, BarNet reaches a balanced accuracy of 0.384.", "FooMOS", "benchmark"),
          # what was run, then where: "Across/With/Using ... on X," (not "based on", nor after the data's own noun)
          ("Across two agent models on FooCraft, the cascade meets every recall target from 90% to 97%.", "FooCraft",
           "benchmark"),
          ("Using a simulation framework based on Foobyshev approximations, we measure error across 8 models.",
           "Foobyshev", "not chosen"),
          # nor where it ran or what it retrieved from (review of rules-211)
          ("With only 4 GPUs on FooCloud, BarTrain finishes pretraining in 12 hours.", "FooCloud", "not chosen"),
          ("With retrieval on FooWiki, BarRAG reaches 52.1% exact match.", "FooWiki", "not chosen"),
          ("With beam search on QuxGrid, FooLM reaches 62.1%.", "QuxGrid", "benchmark"),  # (review of rules-215)
          # "For X to <verb>": the opening states a purpose, not where a result holds (patterns.PURPOSE_AFTER)
          ("For Large Foo Models to reliably answer user queries, users must state constraints. BarOpt recovers 81.7%.",
           "Large Foo Models", "not chosen"),
          # nor what a method is built on, nor what made the data, after a colon (rules-204)
          ("We build FooDet in two steps: on top of BarNet, we add a light head that gains 2.1%.", "BarNet",
           "not chosen"),
          ("FooDet reaches 80.1% AP: on images generated by BarGAN, it still reaches 70.2%.", "BarGAN", "not chosen"),
          # a comma closing the opening later than usual (patterns.OPENING_CLOSED_LATE)
          ("On a FooView saliency audit with 72 panoramas and 216 paired viewport targets, BarWarp gains 3.26 dB.",
           "FooView", "benchmark"),
          ("On FooSet it gains 2.6%. For BarSet-S, we observe a 6.3% improvement.", "BarSet-S", "benchmark"),
          # a subject of a few words after an article closes the opening too (patterns.SUBJECT_RESULT_AFTER; rules-213)
          ("Blind baselines are strong: on FooMIA a blind bag-of-words classifier reaches AUC 0.97.", "FooMIA",
           "benchmark"),
          ("Data matter: on FooMIA a small model is trained from scratch.", "FooMIA", "not chosen"),
          # a clause opened so after a colon or a semicolon
          ("The prompt drives gains: on FooKey, where BarASK matches PPO, it reaches 93%; on QuxRooms, success climbs"
           " from 53% to 70%.", "QuxRooms", "benchmark"),
          # a name with "based" after it is a kind of what follows, not where the result holds
          ("For FooAttack based attacks, our defense lowers the success rate from 90.1% to 70.2%.", "FooAttack",
           "not chosen"),
          # the data in brackets after a task's lowercase name (probe34)
          ("On natural language inference (QuxNLI), FooBERT reaches 91.3% accuracy.", "QuxNLI", "benchmark"))),
    Rule("benchmark-before-metric", "benchmark", "named right before a metric ('X top-1 accuracy of 80%')",
         (("We achieve FooSet accuracy of 80.0% with fewer FLOPs.", "FooSet", "benchmark"),
          ("FooNet improves the BarVid R@1 by 4.2 points over QuxNet.", "BarVid", "benchmark"),
          ("In an 87M-parameter sweep, FooLM-H achieves the best BarText-en validation perplexity.", "BarText-en",
           "benchmark"),
          # a metric's abbreviation is written in its case ("UV map" names no mAP), and a unit is no name
          ("It predicts the UV map of a page, lowering the error by 42%.", "UV", "not chosen"),
          ("FooNet achieves 29.86 dB PSNR on BarScenes, 0.2 dB above QuxNet.", "dB", "not chosen"),
          # a metric's acronym closing a run of words is cut off the name, whatever its case (patterns.NAME_METRIC_TAIL)
          ("At a ratio of 0.6, the FooText-2 PPL of our method on BarLM-7B (32.57) beats QuxSVD (46.18).", "FooText-2",
           "benchmark"),
          ("FooASR lowers the BarVoice-en WER to 4.1%.", "BarVoice-en", "benchmark"),
          # a score's bracket after the metric, a known acronym or known plain words before it (review of rules-242)
          ("FooASR lowers the BarVoice-en WER (4.1%) against BarASR.", "BarVoice-en", "benchmark"),
          ("FooTTS lowers the VCTK WER to 3.1% against BarTTS.", "VCTK", "benchmark"),
          ("FooLM lowers the Penn Treebank PPL to 50.2 with fewer parameters.", "Penn Treebank", "benchmark"))),
    Rule("benchmark-with-score", "role", "a name with a percentage right after it ('X (94.2%)', 'X: 90.0%', or 'to 93.7%'"
         " after a verb that lifts a score) where a dataset the lexicon knows is scored so in the same list"
         " (patterns.SCORED_LIST_GLUE), not one compared against ('better than X (35.7%)': patterns.COMPARED_BEFORE,"
         " right before the name), nor the ends of a sweep ('from X (19.7%) through Y'), nor what a result changed"
         " across ('across X (64.0% to 70.4%)')",
         (("It improves CIFAR-10 to 93.72% and BarSet (80.9%).", "BarSet", "benchmark"),
          ("It transfers to CIFAR-100 (91.7%) and Flowers (98.8%).", "Flowers", "benchmark"),  # a plural, but scored
          # only beside a name the lexicon knows, scored too: alone or among unknown names a scored name is as often a
          # model, a class or a subtype (verify._scored_beside_known; round 36)
          ("It transfers to FooSet (91.7%) and Flowers (98.8%).", "Flowers", "not chosen"),
          ("Our model beats RaR RL (66.6% vs. 64.2%) on open-ended answers.", "RaR RL", "not chosen"),
          ("It keeps accuracy across three cancer types (BRCA: 90.0%, COAD: 72.0%, STAD: 85.7%).", "COAD", "not chosen"),
          # a known name at a word's start only; lowercase-led known names, and a known name before its metric, count
          # (review of rules-243)
          ("FooNet transfers to FooBirds (88.8%) and xCOCO (61.7%).", "FooBirds", "not chosen"),
          ("FooNet transfers to iNaturalist (71.7%) and FooBirds (88.8%).", "FooBirds", "benchmark"),
          ("FooNet transfers to ImageNet Top-1 (80.1%) and FooSet (70.2%).", "FooSet", "benchmark"),
          # in the same list, not anywhere in the sentence: systems scored after "on COCO (72.0%):" are what ran on
          # it; a second metric's value after a dash stays in the list (review of rules-245)
          ("We compare three algorithms on COCO (72.0%): FooDet (70.1%), BarDet (69.5%) and BazDet (68.2%).",
           "FooDet", "not chosen"),
          ("Accuracy and F1 are high (FooSleep: 86.2%-81.7, Sleep-EDF: 82.0%-76.9).", "FooSleep", "benchmark"),
          # values compared inside the bracket and a few words between keep the list; a contrast or a comparison ends
          # it (review of rules-247)
          ("FooNet reaches CIFAR-10 (97.1% vs. 95.0%) and FooBirds (88.8% vs. 85.0%).", "FooBirds", "benchmark"),
          ("FooNet reaches CIFAR-10 (97.1%) and even to the much harder FooBirds (88.8%).", "FooBirds", "benchmark"),
          ("FooNet transfers to CIFAR-10 (97.1%) while BarNet (88.8%) lags behind.", "BarNet", "not chosen"),
          ("On COCO (72.0%), where FooDet (70.1%) and BarDet (69.0%) trail.", "FooDet", "not chosen"),
          ("FooNet reaches CIFAR-10 (97.1%), well ahead of BarNet (88.8%).", "BarNet", "not chosen"),
          ("FooNet reaches CIFAR-10 (97.1%); however, BarNet (88.8%) is faster.", "BarNet", "not chosen"),
          # a gain in the bracket, bold or not (modern17j)
          ("It gains most on hard sets: GSM8K (+4.8% answer accuracy) and BarSet (+8.6% answer accuracy).", "BarSet",
           "benchmark"),
          ("It also transfers to general scenes, including FooFake (+\\textbf{0.9\\%}) and ImageNet"
           " (+\\textbf{1.7\\%}).", "FooFake", "benchmark"),
          ("It scores 38.0%, 3% better than BarNet (35.69%).", "BarNet", "not chosen"),
          # the comparison is read right before the name: read anywhere earlier in the sentence (tried), it took
          # datasets a result is reported on for baselines
          ("It gains +3.6% over FooPO (43.1%) and +5.0% over BarPO (41.7%).", "BarPO", "not chosen"),
          # later items of a list of scored names that a comparison opens are baselines too
          # (patterns.COMPARED_SCORED_LIST_BEFORE; modern19b)
          ("FooTuned reaches 88.8%, outperforming BarLM-APO (87.8%, 87.3%), QuxLM (69.1%, 78.1%), and BazBERT"
           " (60.7%, 68.3%).", "BazBERT", "not chosen"),
          ("It reaches 91.3%, surpassing FooLoRA (89.1%) and BarLoRA (90.2%).", "BarLoRA", "not chosen"),
          # an item opened by its article (modern20b)
          ("FooMem reaches 78.9%, outperforming a tuned RAG baseline (75.0%), BarRAG (69.9%), and Qux-Mem (47.2%).",
           "Qux-Mem", "not chosen"),
          # 'to' a score only after a verb that lifts one; a change in the bracket across harnesses, a sweep's ends
          # (rules-214)
          ("This includes improving BC4CHEMD to 93.72% (4.1% gain), BarSpecies to 80.91%.", "BarSpecies", "benchmark"),
          ("Under load, BarTS drops to 88.9% and FooAct to 23.9%.", "FooAct", "not chosen"),
          ("FooRL improves QuxLM across BarSDK (64.0% to 70.4%) and ZedCode (57.2% to 66.6%) on BazBench.", "BarSDK",
           "not chosen"),
          ("The error curve worsens from FooGrain (19.66%) through BarGrain (35.94%).", "BarGrain", "not chosen"),
          ("The error curve worsens from FooGrain (19.66%) through BarGrain (35.94%).", "FooGrain", "not chosen"),
          # (but any verb that lifts a score, a change in the bracket outside "across", a transfer's two ends: review
          # of rules-214)
          ("FooAug boosts SVHN to 96.2% and QuxSVHN to 97.8%.", "QuxSVHN", "benchmark"),
          ("FooGuard raises task success from 17.11% without BarSkills to 52.94%.", "BarSkills", "not chosen"),
          ("FooRL lifts QuxLM across BarSDK (64.0% to 70.4%), Claude Zed (62.4% to 68.2%), and QuxCode (57.2% to"
           " 66.6%) on BazBench.", "QuxCode", "not chosen"),
          ("FooRL transfers well, lifting ZedMath (64.0% to 70.4%) and GSM8K (57.2% to 66.6%).", "ZedMath",
           "benchmark"),
          ("It generalizes from BarScenes (91.2%) to Cityscapes (84.3%).", "BarScenes", "benchmark"))),
    Rule("benchmark-lexicon", "role", "a dataset that public libraries ship (extractor/lexicon.py, extractor/data/*.toml),"
         " or one led by a language ('the English X')",
         (("Our detector reaches 48.3 AP and transfers to CIFAR-10.", "CIFAR-10", "benchmark"),
          # a number after a space that the lexicon knows with the name is part of it (patterns.KNOWN_SIZE_AFTER;
          # modern19b), a unit after it is not ("MMLU 5 points")
          ("Our detector reaches 48.3 AP and transfers to CIFAR 10 as well.", "CIFAR 10", "benchmark"),
          # a name-like word after it that the paper also writes alone is another name, not part of the dataset's
          ("Implicit foo networks (FOON) store signals. Our detector reaches 48.3 AP and transfers to CIFAR-10 FOON"
           " classification.", "CIFAR-10", "benchmark"),
          ("Our detector reaches 48.3 AP and transfers to CIFAR-10 FOON classification.", "CIFAR-10", "not chosen"),
          # led by the language of the part used, it is the dataset still
          ("Tests on the standard English COCO captioning task show that our model reaches 41.2 CIDEr.",
           "English COCO", "benchmark"))),
    Rule("benchmark-counted-items", "role",
         "a name no cue introduces, between a count and the items counted ('11,811 FooSet images', '34 text-only"
         " FooClaw tasks', 'eight BarBench designs'), names the data the items were drawn from"
         " (patterns.COUNTED_ITEMS_BEFORE, COUNTED_ITEMS_AFTER)",
         (("FooScore correlates with valence ratings on 11,811 QuxSet images at r=0.636.", "QuxSet", "benchmark"),
          ("We evaluate the prototype on 34 text-only BazClaw tasks executed in a sandbox.", "BazClaw", "benchmark"),
          # not a model ("the 3 FooLM models"), nor a count of the paper's own items ("2,000 FooNet samples")
          ("We compare against 3 BarLM models on long inputs.", "BarLM", "not chosen"),
          # nor an all-capital domain word ("120 production KYC documents")
          ("We evaluated the framework on 120 production QYC documents from banks.", "QYC", "not chosen"),
          ("We propose FooNet and draw 2,000 FooNet samples for analysis.", "FooNet", "no benchmark"))),
    Rule("benchmark-described-appositive", "role",
         "a name no cue introduces, its apposition opened by an article calling it data ('we test it with FooEval, a"
         " benchmark of 969 inputs', 'built upon BarMo100M, the largest motion dataset to date'): data, whatever size"
         " its name carries (verify._described_as_data)",
         (("Prior work probes the risk with QuxRisk, a benchmark of 969 user inputs built from chats.", "QuxRisk",
           "benchmark"),
          ("Our model is built upon BarMo100M, the largest and most comprehensive human motion dataset to date.",
           "BarMo100M", "benchmark"),
          # no article, no apposition: a clause after the name
          ("We render scenes using Quxler, producing annotated datasets under diverse lighting.", "Quxler",
           "no benchmark"),
          # a part of what a noun phrase describes; a suite of models is no data
          ("Each entry lists the clip text, the mood score, a hashed speaker QID, a hashed venue QID, and the broad"
           " scene type (e.g., 'street', 'park', etc.) The corpus is balanced across 7 moods.", "QID", "no benchmark"),
          ("Powering this pipeline is FooDrive, a suite of models specialized for driving.", "FooDrive",
           "no benchmark"))),
    Rule("benchmark-list-kin", "role", "listed with a benchmark ('A, B and C benchmarks'), a numbered citation or a short gloss between",
         (("gains on FooSet and BarSet benchmarks", "FooSet", "benchmark"),
          ("Existing benchmarks like FooVTec-AD [6] and BarA [33] have reached saturation.", "BarA", "benchmark"),
          # digits inside a name are no model's size ("Q36M": patterns.SIZE_PART starts at a word's edge)
          ("We test our method on two public datasets Q36M and Foo Capture.", "Q36M", "benchmark"),
          # a short lower-case gloss in brackets after an item (patterns.NAME_GLOSS)
          ("It does well on FooGraph (node) and Bar-Binary (graph) classification benchmarks.", "FooGraph",
           "benchmark"),
          # a list that opens a sentence ('On A, B, C, and D, ...'): not an opening 'On A,' and its subject
          ("We propose FooRoute. On QuxA, QuxB, and Barsar, the complete system improves accuracy from 63.6% to"
           " 66.3%.", "QuxB", "benchmark"),
          # beside a name its own cue calls data, a size tier is the data's edition and a region on the other side
          # vetoes nothing (verify._evaluated_model, verify._listed_beside_cued_data)
          ("On QPSC, QTB-XL, Peru, and Chapman-Foo, source-aware selection reaches 0.79 Macro-F1.", "QTB-XL",
           "benchmark"),
          # the paper's own method (here by its title) is no benchmark beside one, unless named as data (rules-191)
          ("We realise this as Foo Group Policy Optimization (Foo-GPO), through two mechanisms. Across BarBench"
           " MOLOPT, Foo-GPO improves SR from 0.09 to 0.17.", "Foo Group Policy Optimization", "no benchmark",
           "Foo-GPO: Adaptive Imitation for Molecular Optimization"))),
]
