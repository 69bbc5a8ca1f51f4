import pytest
from test_cli import fake_endpoint  # noqa: F401  (a fixture)
from typer.testing import CliRunner

from extractor.cli import app
from extractor.costs import PriceError, load_prices
from extractor.schema import Usage

runner = CliRunner()


def test_shipped_prices_find_exact_names_and_dated_snapshots():
    prices = load_prices()
    assert prices.price("gpt-4o-mini").input == 0.15
    assert prices.price("gpt-4o-mini-2024-07-18") == prices.price("gpt-4o-mini")  # a dated snapshot
    assert prices.price("gpt-4o-2024-08-06") == prices.price("gpt-4o")
    assert prices.price("gpt-4.1-mini-0613") == prices.price("gpt-4.1-mini")
    for unknown in ["gpt-4o-audio-preview", "gpt-4o-minix", "llama3", "2024-07-18"]:
        assert prices.price(unknown) is None, unknown
    assert prices.cost("gpt-4o-mini", Usage(prompt_tokens=1_000_000, completion_tokens=500_000)) == pytest.approx(0.45)
    assert prices.cost("qwen2.5-coder-1.5b-instruct-q4_k_m", Usage(prompt_tokens=10**6)) == 0.0
    assert prices.cost("some-local-model", Usage(prompt_tokens=10)) is None  # tokens only, never a guess


def test_a_user_table_adds_models_and_overrides_prices(tmp_path, monkeypatch):
    mine = tmp_path / "prices.toml"
    mine.write_text('[models."gpt-4o-mini"]\ninput = 1.0\noutput = 2.0\n\n'
                    '[models."my-vllm"]\ninput = 0.01\noutput = 0.02\n')
    prices = load_prices(mine)
    assert prices.price("gpt-4o-mini").input == 1.0 and prices.price("my-vllm").output == 0.02
    assert prices.price("gpt-4o").input == 2.5  # the rest of the shipped table stays
    monkeypatch.setenv("EXTRACTOR_PRICES", str(mine))
    assert load_prices().price("my-vllm") is not None


@pytest.mark.parametrize("content, says", [
    ("not = [toml", "not valid TOML"),
    ('[models."m"]\ninput = 1.0\n', "models.m.output"),
    ('[models."m"]\ninput = -1\noutput = 1\n', "models.m.input"),
    ('[models."m"]\ninput = 1\noutput = 1\nbatch = 0.5\n', "models.m.batch"),
])
def test_a_bad_price_file_is_named_with_what_is_wrong(tmp_path, content, says):
    bad = tmp_path / "p.toml"
    bad.write_text(content)
    with pytest.raises(PriceError) as caught:
        load_prices(bad)
    assert str(bad) in str(caught.value) and says in str(caught.value)


def test_the_summary_shows_tokens_and_cost_and_a_bad_file_stops_before_any_call(tmp_path, fake_endpoint):  # noqa: F811
    (tmp_path / "in.txt").write_text("Papers\n\nWe propose FooNet, which reaches 91.5% on BarBench.\n")
    (tmp_path / "bad.toml").write_text("[models\n")
    stopped = runner.invoke(app, ["extract", "in.txt", "--prices", "bad.toml"])
    assert stopped.exit_code == 2 and "bad.toml" in stopped.output and not fake_endpoint.calls

    unknown = runner.invoke(app, ["extract", "in.txt"])
    assert unknown.exit_code == 0 and "no price for fake-model" in unknown.output.replace("\n", " ")

    (tmp_path / "p.toml").write_text('[models."fake-model"]\ninput = 10.0\noutput = 20.0\n')
    wide = {"COLUMNS": "200"}
    priced = runner.invoke(app, ["extract", "in.txt", "--prices", "p.toml", "--refresh"], env=wide)
    # the fake model reports 100 prompt and 20 completion tokens a call
    assert "$0.0014 at $10 / $20 per M tokens" in priced.output
    hit = runner.invoke(app, ["extract", "in.txt", "--prices", "p.toml"], env=wide)
    assert "0 + 0" in hit.output and "100 + 20" in hit.output
    assert "their estimated cost when made" in hit.output and "$0.0014" in hit.output
