import pytest

from extractor.numbers import find_numbers, parse_value


@pytest.mark.parametrize("raw, value", [
    ("3,720", 3720), ("16.1 million", 16_100_000), ("80\\%", 80), ("80%", 80),
    ("1.7$\\times$", 1.7), ("256K", 256_000), ("11.8X", 11.8), ("5x", 5), ("10B", 10 * 10**9),
    ("0.632", 0.632), ("-3.5", -3.5), ("+4.4%", 4.4), ("1,234,567", 1234567), ("2 billion", 2 * 10**9),
    ("179G", 179 * 10**9), ("11T", 11 * 10**12), ("11.2$\\%", 11.2), ("84$%", 84.0), (".88", 0.88),
    ("1{,}084", 1084), ("2{,}500{,}000", 2_500_000), ("2.5$X", 2.5),
    # rules-273: the number typeset alone, its scale after the closing '$'
    ("19$K", 19_000), ("14$B", 14 * 10**9), ("3.5$ million", 3_500_000),
    # rules-290: the scale word joined by a hyphen, before another word ("a 4.2-billion-parameter model")
    ("4.2-billion", 4_200_000_000), ("243-million", 243_000_000),
])
def test_value_is_parsed_from_raw(raw, value):
    assert parse_value(raw) == value


def test_parse_rejects_non_numbers():
    with pytest.raises(ValueError):
        parse_value("many")


def raws(text):
    return [n.raw for n in find_numbers(text)]


def test_a_scale_letter_written_apart_before_parameters_or_tokens_is_the_numbers_scale():
    # rules-187: "0.263 M parameters", "146 M to 3 B parameters"; not a letter that names a group ("Group B has 3 B cells")
    assert raws("TinyFoo contains 0.263 M parameters; models span 146 M to 3 B parameters.") == ["0.263 M", "146 M", "3 B"]
    assert parse_value("146 M") == 146_000_000
    assert raws("Group B has 3 B cells.") == ["3"]


def test_a_scale_letter_after_the_closing_dollar_is_the_numbers_scale():
    # rules-273: "$19$K tokens" is 19,000 tokens (it read 19); not a letter that starts a word ("$3$ Mbps")
    assert raws("a resolved issue costs $19$K context tokens, not $94$K, at $14$B.") == ["19$K", "94$K", "14$B"]
    assert raws("it runs at $3$ Mbps and $2$Kbps.") == ["3", "2"]


def test_numbers_inside_names_versions_and_dimensions_are_skipped():
    text = "On CIFAR-10 with Qwen3-VL-8B and V-JEPA 2.1, FlashAttention-2/3/4 on an RTX 5090 in 3D, we gain 4.2%."
    assert raws(text) == ["4.2%"]


def test_a_decimal_without_its_leading_zero_is_one_number_not_inside_a_metric_name():
    text = "FooNet reaches .88 F1 (rho = .84) and 0.752 mAP@.50:.95 on BarSet."
    assert raws(text) == [".88", ".84", "0.752"]


def test_a_latex_thousands_comma_joins_one_number():
    text = "BarSet pairs $312$ papers with $1{,}084$ claims and 2{,}500 relations."
    assert [(n.raw, n.value) for n in find_numbers(text)] == [("312", 312), ("1{,}084", 1084), ("2{,}500", 2500)]


def test_triples_and_quadruples_as_nouns_state_no_multiplier():
    text = "FooNet extracts relation triples and RDF quadruples. It triples the throughput and quadruples its speed."
    assert raws(text) == ["triples", "quadruples"]
    assert [n.start for n in find_numbers(text)] == [text.index("triples the"), text.index("quadruples its")]


def test_a_product_of_numbers_is_a_size_not_a_ratio_however_it_is_written():
    text = ("Images of 256x256, $512 \\times 512$ and 10240 × 10240 pixels, a $3\\times32^3$ grid; "
            "it is 1.7$\\times$ faster and 2× smaller.")
    assert raws(text) == ["1.7$\\times$", "2×"]


def test_citation_years_enumerations_and_exponents_are_skipped():
    text = "Following Marion et al. 2025 [2024], we (1) prove $O(n^2 \\log n)$ and (2) reach 0.91 F1."
    assert raws(text) == ["0.91"]


def test_ranges_signs_and_offsets():
    text = "Speedups of 1.4-11.8X and a change of -2.5 points over 1,000 runs."
    found = find_numbers(text)
    assert [n.raw for n in found] == ["1.4", "11.8X", "-2.5", "1,000"]
    assert all(text[n.start:n.end] == n.raw for n in found)
    assert [n.unit for n in found] == [None, "x", "points", None]


def test_signed_changes_joined_by_slashes_keep_each_sign():
    # "+2.0/+5.5": the sign after a slash that follows a signed number is the next number's own
    # (patterns.SIGNED_SLASH_BEFORE); not "3/-2", nor a range "1.4-11.8"
    assert raws("FooRL lifts BarRL by +2.0/+5.5/+3.0 points and +3.7%/+4.0%.") == ["+2.0", "+5.5", "+3.0", "+3.7%", "+4.0%"]
    assert raws("a ratio of 3/-2 and a range of 1.4-11.8") == ["3", "2", "1.4", "11.8"]


def test_a_unit_after_the_number_typeset_alone_is_its_unit():
    # "$2.5$X", "$+2.17$~dB", "$6$-$12$ percentage points": the unit written after the math closes
    found = find_numbers("FooNet is $2.5$X faster, adds $+2.17$~dB, and gains $6$-$12$ percentage points.")
    assert [(n.raw, n.unit) for n in found] == [("2.5$X", "x"), ("+2.17", "dB"), ("6", None), ("12", "points")]


def test_multipliers_split_by_a_slash_are_two_numbers():
    # "speedup (2.2x/3.3x)" states one multiplier per task; the letter x glued before the slash is no name's part
    found = find_numbers("The training speedup is (2.2x/3.3x) on the two tasks.")
    assert [n.raw for n in found] == ["2.2x", "3.3x"]


def test_math_settings_are_candidates():
    assert raws("for all values $r \\ge 1$ and for $r=0$") == ["1", "0"]


def test_dates_versions_and_glued_model_sizes_are_skipped_but_signed_deltas_in_markup_kept():
    text = ("Box office from 1922-1979 and in 2024; Wan 2.1 and Wan2.2-5B; "
            "[Smith et al., 2026]; gains of \\textbf{+6.1\\%} and 1,253 questions.")
    assert raws(text) == ["+6.1\\%", "1,253"]


def test_values_that_looked_like_years_versions_or_glued_words():
    from extractor.numbers import find_numbers

    def raws(text):
        return [n.raw for n in find_numbers(text)]

    assert raws("an SI-SNRi of 19.5 dB") == ["19.5"]  # 19.5 is no year, so "of 19.5" is no date
    assert raws("achieves MPJPE 26.9 mm") == ["26.9"]  # a unit follows: a value, not a version
    assert raws("we achieve 54.3AP on COCO") == ["54.3"]  # a metric glued to its value
    assert raws("raising it by up to 50.2pp") == ["50.2"]
    assert raws("the network runs in less than 33msec on one GPU") == ["33"]  # a unit glued to its value
    assert raws("an error of 1.71cm and 3.18-deg on FooGaze") == ["1.71", "3.18"]  # units glued on
    assert raws("a 360-degree view") == []  # a setting written as a compound word
    assert raws("a ~2 storage factor, Table~3 and ~98% of it") == ["2", "98%"]
    assert raws("RTX 5090, Wan 2.1, 3D and in 2024") == []
    assert raws("It ranks third in the 2025 AI City Challenge.") == []  # a year opening a name
    assert raws("Traffic fell 30% in 2020 against the previous year 2019.") == ["30%"]
    # a part's label, even opening a sentence; a frame rate glued to its unit is a value
    assert raws("Stage 2 decomposes answers. It favours system 1 thinking over 3 baselines.") == ["3"]
    # "5-second" is the clips' length, a condition (GUIDELINE: setting), no longer a word's part (rules-80)
    assert raws("It generates 5-second, 24fps videos.") == ["5", "24"]
    assert raws("F1=0.784 against prior SOTA's 0.723") == ["0.784", "0.723"]  # a possessive takes no version
    assert raws("When evaluated on FOOSYNTH, 11 LLMs fail.") == ["11"]  # nor a name closed by a comma


def test_digits_inside_names_and_math_symbols_are_not_claims():
    from extractor.numbers import find_numbers

    text = "GPT-4, Llama-3-8B, Qwen2.5-VL-7B, ViT-B/16, $x_2$, $O(n^2)$, $\\mathbb{R}^3$ and top-5 accuracy"
    assert find_numbers(text) == []


def test_list_items_figure_references_and_identifiers_are_not_claims():
    text = ("It has two variants: 1) a free one; 2) a trained one, and 3) a third. Figure 1: the model. "
            "See Table 2 and Eq. 3 (arXiv:2011.14859v2); it reaches 71.2% (vs. 65.1 for 8 baselines).")
    assert raws(text) == ["71.2%", "65.1", "8"]
    # an item numbered after a verb: the next number follows in the sentence
    assert raws("We propose 1) code slicing, 2) a multi-agent loop, and 3) a filter; it finds 12 bugs.") == ["12"]
    assert raws("It gains (a margin of 4) on FooSet.") == ["4"]
    # items numbered with a point, where the next or previous item is numbered too
    assert raws("Four models: 1. Multi-Layer Perceptron; 2. Random Forest; 3. Linear Regression. It reaches 91.2%.") == [
        "91.2%"]
    assert raws("It improves accuracy by 2. The model is small.") == ["2"]


def test_the_one_of_an_f1_written_apart_is_part_of_the_metric():
    assert raws("It reaches 91.96 F 1 on FooNER and 1 F 2 score.") == ["91.96", "1", "2"]


def test_a_version_after_a_bracketed_name_is_part_of_it():
    assert raws("We evaluate six chatbots (Gemini 3 Flash and Pro, Grok 4) on 2,100 questions.") == ["2,100"]


def test_the_scale_a_score_is_out_of_is_no_claim():
    assert raws("It scores 0.2/1, 4.3/5 and 0.17-0.19/1, at 273/169 FPS, on 97/100 tasks.") == [
        "0.2", "4.3", "0.17", "0.19", "273", "169", "97", "100"]


def test_a_fraction_in_brackets_after_a_percentage_restates_it():
    assert raws("We find that with 6.25% (1/16) and 28.4% (21/74) of the datasets, 3 (of 4) runs hold.") == [
        "6.25%", "28.4%", "3", "4"]
    assert raws("It outperforms FooT5 by 4.3% (0.7610).") == ["4.3%", "0.7610"]  # a value, not a fraction


def test_author_year_citations_and_dates_with_months_are_not_claims():
    text = ("A memory matrix (Kohonen, 1972, Anderson, 1972; Smith and Jones, 2020) was run from "
            "February 9-22, 2026, on March 3, 2024 and in Sept. 2025, with 81.2% accuracy over 2019 runs.")
    assert raws(text) == ["81.2%", "2019"]
    assert raws("Introduced in the Track 3 2025 AI City Challenge, it scores 73.06 with 2024 Foo images.") == [
        "73.06", "2024"]


def test_a_metric_threshold_is_part_of_its_name():
    assert raws("It reaches 33.6% mAP@0.50:0.95 and 71.2 F1@25.") == ["33.6%", "71.2"]


def test_values_written_as_compound_words_or_after_a_tilde_are_claims():
    text = "a 3.1-point improvement, a 10-fold speedup, (~4 points lower), speedups of 6~300x, on a 5-point scale, Table~3"
    assert raws(text) == ["3.1", "10", "4", "6", "300x"]


def test_a_small_number_after_a_capitalised_name_is_part_of_it_but_not_after_a_sentence_opener():
    text = ("We compare Gemini 3 Pro, Grok 4, Llama 3 and Stable Diffusion 3 in Stage 2 of the Algonauts 2025 "
            "challenge. Across 18 benchmarks it wins. With 7,662 classes it is large.")
    assert raws(text) == ["18", "7,662"]


def test_a_percentage_written_as_a_word_has_the_percent_unit():
    found = find_numbers("It achieves 87.27 percent accuracy, 3 percentage points more.")
    assert [(n.raw, n.unit) for n in found] == [("87.27", "%"), ("3", "points")]


def test_a_time_written_msec_or_sec_has_its_unit():
    found = find_numbers("Each frame takes 33msec, and a whole clip 2.5 sec.")
    assert [(n.raw, n.unit) for n in found] == [("33", "ms"), ("2.5", "s")]


def test_a_time_written_out_in_milliseconds_has_its_unit():
    found = find_numbers("FooDet answers in 19 milliseconds, one frame in 1 millisecond.")
    assert [(n.raw, n.unit) for n in found] == [("19", "ms"), ("1", "ms")]


def test_a_time_written_in_hours_minutes_or_a_day_in_any_of_its_forms_has_its_unit():
    # the singular and the short forms too (rules-291): each says what "hours", "minutes", "seconds" or "days" says
    found = find_numbers("It trains for 1 hour (2 hrs with checks), answers in 38 min or 1 minute, "
                         "waits 1 second, 3 secs, 5 mins and 1 day.")
    assert [(n.raw, n.unit) for n in found] == [
        ("1", "hours"), ("2", "hours"), ("38", "minutes"), ("1", "minutes"), ("1", "s"), ("3", "s"), ("5", "minutes"),
        ("1", "days")]
    # a unit is a whole word: not the start of a name or of a compound (review of rules-291); a bare "h" is as often
    # a variable ("12 h states") as hours, and a singular after more than one an ordinal ("2 second places")
    found = find_numbers("It trains on 256 H100 GPUs with 2 min-max scaled inputs, 1 second-order term, 12 h states, "
                         "2 second-stage refiners, 4 day-night pairs and 2 hour-glass nets, and won 2 second places.")
    assert [n.unit for n in found] == [None] * 8
    # but a compound of the unit itself: "percentage-point", "bits-per-character"
    found = find_numbers("a 3.1-percentage-point gain at 0.99 bits-per-character")
    assert [n.unit for n in found] == ["points", "bits"]


def test_a_count_per_second_has_a_rate_unit():
    # a frame rate however it is written is FPS; any other count per second is that count per second
    found = find_numbers("FooRTS runs at 165K frame-per-second, FooSeg at 30 frames per second, FooMT decodes 100"
                         " words/sec and FooLM 1.5K tokens/s, while BarLM reads 2 tokens/word.")
    assert [(n.raw, n.unit) for n in found] == [("165K", "FPS"), ("30", "FPS"), ("100", "words/s"), ("1.5K", "tokens/s"),
                                                ("2", "tokens")]


def test_a_multiplier_in_words_that_states_a_result_is_a_number():
    text = ("It gives a two-fold speedup, a threefold increase, and halves the memory, more than doubling the "
            "throughput; five-fold cross-validation and twofold challenges are not results, nor is the step "
            "'by doubling the width'.")
    found = find_numbers(text)
    assert [(n.raw, n.value, n.unit) for n in found] == [
        ("two-fold", 2.0, "x"), ("threefold", 3.0, "x"), ("halves", 2.0, "x"), ("doubling", 2.0, "x")]
    assert parse_value("halves") == 2.0 and parse_value("two-fold") == 2.0
    # a bound before the word says how much (rules-193); "the challenges are twofold" stays no number
    bounded = find_numbers("Variability falls by more than sixfold, nearly tenfold at most, at least threefold;"
                           " the challenges are twofold, and tenfold rather than fivefold cross-validation or up to"
                           " fivefold CV is used; our aims are roughly twofold: A and B.")
    assert [(n.raw, n.value) for n in bounded] == [("sixfold", 6.0), ("tenfold", 10.0), ("threefold", 3.0)]
    # an article between the bound and the word (rules-270)
    assert raws("A wrong channel inflates perplexity more than a hundredfold.") == ["hundredfold"]
    # but a range swept is no result (the review of rules-270)
    assert raws("We sweep rates over a tenfold range; accuracy holds across more than a tenfold range of sizes.") == []


def test_a_count_of_times_in_words_is_a_multiplier_only_before_a_comparison():
    text = ("FooNet is five times faster than BarNet, roughly eight times the gain of BazNet, over twice chance, "
            "twice as accurate, and cuts leaks by a factor of five. We run each seed five times; think twice.")
    found = find_numbers(text)
    assert [(n.raw, n.value, n.unit) for n in found] == [
        ("five times", 5.0, "x"), ("eight times", 8.0, "x"), ("twice", 2.0, "x"), ("twice", 2.0, "x"),
        ("factor of five", 5.0, "x")]
    assert parse_value("eight times") == 8.0 and parse_value("twice") == 2.0 and parse_value("factor of five") == 5.0


def test_a_compute_scale_and_a_percent_sign_after_the_math():
    text = "FooGen keeps 170G FLOPs (BarGen: 9T FLOPs) on 5G networks, up to an $11.2$\\% gain."
    assert raws(text) == ["170G", "9T", "11.2$\\%"]


def test_latex_spellings_of_a_thousands_separator_a_multiplier_and_a_signed_value_after_equals():
    # "1{,}500" is LaTeX's thousands comma, "{\times}" its multiplier sign in braces, "r=-0.02" a signed value
    text = "FooNet answers $1{,}500+$ queries, is $2.5{\\times}$ faster (r=-0.02, $\\beta=-1.5$)."
    found = find_numbers(text)
    assert [(n.raw, n.value, n.unit) for n in found] == [
        ("1{,}500", 1500.0, None), ("2.5{\\times}", 2.5, "x"), ("-0.02", -0.02, None), ("-1.5", -1.5, None)]


def test_two_decimals_after_a_metric_name_are_a_value_not_a_version():
    text = "FooSeg reaches Dice 0.774 (SD 0.20) and FVD 16.95 on BarSet, built with Python 3.11 and Wan 2.1."
    assert raws(text) == ["0.774", "0.20", "16.95"]


def test_a_time_a_length_or_a_power_glued_to_its_unit_is_a_value_but_a_decade_is_not():
    text = ("FooNav cuts latency from 9.26s to ~3s, errs by 9.31px, takes 36min and 4h, "
            "unlike 1950s styles or the 90s.")
    assert raws(text) == ["9.26", "3", "9.31", "36", "4"]
    # points glued as "pt" (rules-276)
    assert raws("FooSeg beats BarSeg by 0.5pt and BazSeg by 2pts.") == ["0.5", "2"]


def test_a_million_glued_as_m_a_variable_or_a_name_ending_in_w_is_no_value():
    # "m" glued to a number is as often a million or a variable as metres, and "640W" may name a dataset
    assert raws("We release over 2.1m pairs, mask the 2m nearest words and test on 640W.") == []


def test_a_fraction_in_words_that_states_a_multiplier_is_a_number():
    # after a word that spends or saves a resource, before what it is a fraction of (rules-269)
    text = ("FooNet matches BarNet at half the active compute, using roughly one-third of BarNet's steps and less than"
            " one-eighth that of BazNet's memory; it saves roughly half as much, converges in about a quarter of the"
            " epochs, costs two-thirds the price, and cuts the gap by more than half.")
    found = find_numbers(text)
    assert [(n.raw, n.value, n.unit) for n in found] == [
        ("half", 0.5, "x"), ("one-third", 0.333, "x"), ("one-eighth", 0.125, "x"), ("half", 0.5, "x"),
        ("a quarter", 0.25, "x"), ("two-thirds", 0.667, "x"), ("half", 0.5, "x")]
    assert all(text[n.start:n.end] == n.raw for n in found)
    assert parse_value("half") == 0.5 and parse_value("one tenth") == 0.1 and parse_value("a third") == 0.333
    # a copula before "that of", a "fourth", a change's "by half" before "after" (the second review of rules-269)
    more = "Its latency is about a third that of BarNet, using one-fourth the memory; errors fell by half after the fix."
    assert [(n.raw, n.value) for n in find_numbers(more)] == [("a third", 0.333), ("one-fourth", 0.25), ("half", 0.5)]


def test_a_fraction_in_words_that_compares_nothing_is_no_number():
    text = ("In the first half of training the loss falls. Third, we study a third way, with half the experts"
            " removed; agents solve only about half of the tasks, a third-party judge scores them, inference takes"
            " one tenth of a second, and the model has less than one-tenth of parameters.")
    assert find_numbers(text) == []
    # a share of what was counted, a setting spent at, an ordinal after "by" (the review of rules-269)
    shares = ("In half the cases the baseline fails. Less than half of the models pass, and fewer than a third of the"
              " responses help. We look at a third of the examples, train at half the learning rate, insert adapters"
              " in half the layers and work at a quarter of the input resolution. Samples were reduced, followed by"
              " a third filtering stage, and answers are verified by a third model.")
    assert find_numbers(shares) == []
    # a share of a total, a training knob's schedule, a condition on the batch (the second review of rules-269)
    knobs = ("Retrieval takes roughly a third of the total latency, and each worker has a quarter of the GPUs. The"
             " learning rate is reduced by half when the loss plateaus; we cut the batch size by a third. At half the"
             " batch size, training diverges.")
    assert find_numbers(knobs) == []
    # the sentence is text.sentence_bounds', not cut at a decimal point ("1.5e-4"); a ';' still ends the knob's reach
    assert raws("The learning rate 1.5e-4 is reduced by half later.") == ["1.5e-4"]
    assert raws("We lower the learning rate; memory falls by half.") == ["half"]


def test_a_pair_of_scores_over_a_slash_is_no_score_and_its_scale():
    # "6.5/5.0 BLEU": the second is smaller than the first, so no scale it is written over (skip-score-scale)
    assert raws("FooMT gets 6.5/5.0 BLEU out of domain and 1.08/3.0 from the judges.") == ["6.5", "5.0", "1.08"]


def test_halves_as_a_noun_states_no_multiplier():
    text = "A finding spans both halves of the system; the two halves agree. FooNet halves the cost."
    assert raws(text) == ["halves"] and find_numbers(text)[0].start == text.index("halves the")


def test_a_multiplier_verb_that_serves_as_or_opens_a_sentence_states_no_result():
    # "doubles as": serves as; a capitalised gerund is the step a sentence is about, not its result (rules-269)
    text = ("The compiler doubles as a cost meter. Quadrupling the rank gives little. Tripling a cue's salience moves"
            " nothing. FooNet halves the cost and more than doubles the throughput, halving its memory.")
    assert raws(text) == ["halves", "doubles", "halving"]
    # but a participle before its comma is the result, and "doubles as a result of" or "as the length grows" a change
    results = ("Halving the cost while matching accuracy, FooNet leads. Latency doubles as a result of the check, and"
               " memory doubles as the length grows.")
    assert raws(results) == ["Halving", "doubles", "doubles"]


def test_a_value_with_its_interval_or_a_hyphenated_unit_is_no_version():
    # rules-269: an interval or a spread right after a value-shaped number, or a hyphenated unit after it, says a value
    text = ("FooEdit reaches RevPAR 108.47 (95% CI 107.61 - 109.34) and BarCount MAE 70.4, 95% CI 56.0-86.1, with"
            " FooScore 13.1 +/- 0.2. The 3.5-point gain holds, an 18-percentage-point gap. We fine-tune Wan 2.1.")
    found = find_numbers(text)
    assert [n.raw for n in found] == ["108.47", "95%", "107.61", "109.34", "70.4", "95%", "56.0", "86.1", "13.1",
                                      "0.2", "3.5", "18"]
    assert [n.unit for n in found if n.raw in ("3.5", "18")] == ["points", "points"]
    # a version keeps its shape before a model's interval, and after a determiner ("The 3.5 release")
    versions = "FooLM 2.5 (95% CI 71.2-73.0) beats BarGPT 4 (95% CI 60.1-62.3). The 3.5 release of BazLib is out."
    assert [n.raw for n in find_numbers(versions)] == ["95%", "71.2", "73.0", "95%", "60.1", "62.3"]


def test_a_named_statistics_decimal_in_brackets_is_no_version():
    # rules-275: the decimal after a named statistic opening a bracket and closing its item is its value
    text = "FooTrade earns +13.5% (Sharpe 4.10, 88% win rate) and returns stable sets (Jaccard 1.0) on BarSet."
    assert raws(text) == ["+13.5%", "4.10", "88%", "1.0"]
    others = ("Following Spearman 1904 and Kendall 1938, we fine-tune FooLM 3.1 with Python 3.11 and the Jaccard 2.1"
              " toolkit (Spearman 1.0 indicates full agreement; Pearson 3.0 textbook).")
    assert raws(others) == []
    # only the decimal inside that bracket: a version after it stays a version
    assert raws("FooTrade earns +13.5% (Sharpe 4.10, 88% win rate) with Llama 3.1 as its policy.") == [
        "+13.5%", "4.10", "88%"]


def test_the_rest_of_a_list_of_references_is_no_number():
    # "Sections 6.4 and 6.7", "Figures 4, 5 and 6": every listed part is a reference (rules-271)
    text = ("Full numbers are in Sections 6.4 and 6.7; Figures 4, 5 and 6 and Tables 2-3 show FooNet reaching 71.2%"
            " on 12 tasks, and in Figure 3 and 85% of cases it wins.")
    assert raws(text) == ["71.2%", "12", "85%"]
    # a count, a unit word or a new list after the references stays a number (the review of rules-271)
    counted = ("Tables 1 to 3 and 5 models are compared; in Tables 2 and 3, 10 seeds were averaged; Figures 3 and 4"
               " percent of errors remain; Sections 2 and 3 hours suffice.")
    assert raws(counted) == ["5", "10", "4", "3"]


def test_a_number_in_scientific_notation_is_one_value():
    text = "FooNet wins (p = 8e-7) with an error below 5.7e−6 and a rate of 1e-4; Foo2e-5 is a name."
    assert [(n.raw, n.value) for n in find_numbers(text)] == [("8e-7", 8e-7), ("5.7e−6", 5.7e-6), ("1e-4", 1e-4)]


def test_a_value_after_a_name_with_its_unit_word_after_is_no_version():
    text = "All detectors err: FooDetect 78.3 percent, BarGPT 61.3 percent; we run Python 3.11."
    assert raws(text) == ["78.3", "61.3"]


def test_a_power_of_ten_is_one_number_with_its_mantissa():
    text = "It errs by $5.0\\times10^{-4}$ (p = 2 x 10^-5, p<10^{-16}) over $10^6$ rows, 3x faster."
    assert [(n.raw, n.value) for n in find_numbers(text)] == [
        ("5.0\\times10^{-4}", 5e-4), ("2 x 10^-5", 2e-5), ("10^{-16}", 1e-16), ("10^6", 1e6), ("3x", 3.0)]


def test_a_range_of_thousands_keeps_its_second_end():
    assert raws("It runs at 14k-25k tokens per query on CIFAR-10 and 1B-13B models.") == ["14k", "25k", "1B", "13B"]


@pytest.mark.parametrize("text, values", [
    ("models of 0.4–1.8B parameters", [4e8, 1.8e9]),  # the first number at its end's scale
    ("trained for 15-30M steps", [15e6, 30e6]),
    ("sizes of 7--8B", [7e9, 8e9]),
    ("from 1,000-20K samples", [1000, 20_000]),  # the first is no smaller than the end's digits: as written
    ("Qwen3-1.7B and 3 to 8B models", [3e9, 8e9]),  # "3-1.7" no range: the 3 is the name's
    ("speedups of 1.4-11.8X", [1.4, 11.8]),  # a multiplier has no scale to share
    ("gains of 3-5%", [3, 5]),
])
def test_a_ranges_bare_first_number_takes_its_ends_scale(text, values):
    assert [n.value for n in find_numbers(text)] == values


def test_a_range_scaled_claim_is_still_grounded():
    from extractor.candidates import find_candidates
    from extractor.corpus import Abstract
    from extractor.schema import Labels, Provenance
    from extractor.verify import build_record

    text = "We train FooLM at sizes of 0.4-1.8B parameters on BarCorpus and reach 71.2% accuracy on BazBench."
    record = build_record(Abstract("x", text), find_candidates(text), Labels(task="", contribution="method"),
                          Provenance(model="none", endpoint="none", prompt_version="none", schema_hash="none"))
    assert [(c.raw, c.value) for c in record.claims][:2] == [("0.4", 4e8), ("1.8B", 1.8e9)]


def test_a_scale_word_joined_by_hyphens_is_the_numbers_scale():
    # rules-290: "a 4.2-billion-parameter model" was skipped as a name's part, "a 2-million image corpus" read as 2
    assert raws("FooRM is built on a 4.2-billion-parameter BarLM and a 243-million-parameter decoder.") == [
        "4.2-billion", "243-million"]
    assert raws("We release a 2-million image corpus.") == ["2-million"]
    assert parse_value("2-million") == 2_000_000
