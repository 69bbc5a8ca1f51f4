"""The HTML report in a real browser: headless Chromium (Debian's `chromium`,
which `make test` installs) runs the page's script, and we read the DOM it
leaves. Filters are set through the URL hash, as a user's link would."""

import os
import re
import shutil
import subprocess

import pytest

from conftest import REPO, SEEDS
from extractor.html_report import items_of, render_report
from extractor.pipeline import extract

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync"]

if CHROMIUM is None:
    if os.environ.get("CI"):
        raise RuntimeError("chromium is not installed; `make test` installs it (apt-get install chromium)")
    pytest.skip("chromium is not installed (make test installs it)", allow_module_level=True)


def chromium(tmp_path, url, *extra):
    profile = tmp_path / f"profile-{len(list(tmp_path.glob('profile-*')))}"
    done = subprocess.run([CHROMIUM, *FLAGS, f"--user-data-dir={profile}", *extra, url],
                          capture_output=True, text=True, timeout=120)
    return done.stdout


@pytest.fixture(scope="module")
def seeds_report(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("report")
    shutil.copytree(REPO / "cache" / "recordings", tmp / "cache" / "recordings")
    result = extract([SEEDS], cache_dir=tmp / "cache", offline=True)
    assert result.ok and len(result.records) == 51
    page = tmp / "report.html"
    page.write_text(render_report(result.records), encoding="utf-8")
    return tmp, page, result.records


def test_every_grounded_item_is_highlighted_in_the_rendered_page(seeds_report, tmp_path):
    _, page, records = seeds_report
    dom = chromium(tmp_path, page.as_uri(), "--dump-dom")
    shown = {i for attr in re.findall(r'data-items="([^"]+)"', dom) for i in attr.split()}
    expected = {item.id for n, r in enumerate(records) for item in items_of(r, n)}
    grounded = sum(len(r.claims) + len(r.methods) + len(r.benchmarks) for r in records)
    assert len(expected) == grounded  # every name of every record has a span in its text
    assert shown == expected


def test_filters_from_the_url_hide_rows_and_abstracts(seeds_report, tmp_path):
    _, page, records = seeds_report
    dom = chromium(tmp_path, page.as_uri() + "#kind=ratio", "--dump-dom")
    visible = re.findall(r'<tr data-kind="(\w+)">', dom)  # hidden rows carry hidden=""
    assert visible and set(visible) == {"ratio"}
    assert len(visible) == sum(c.kind == "ratio" for r in records for c in r.claims)
    method = next(r.methods[0] for r in records if r.methods)
    dom = chromium(tmp_path, page.as_uri() + f"#q={method}", "--dump-dom")
    shown = re.findall(r'<article class="abstract" id="(\w+)">', dom)
    assert 0 < len(shown) < len(records)
    assert all(method.lower() in r.text.lower() for r in records if r.id in shown)


def test_screenshot(seeds_report, tmp_path):
    tmp, page, _ = seeds_report
    shot = REPO / "out" / "report.png" if os.environ.get("CI") else tmp / "report.png"
    shot.parent.mkdir(parents=True, exist_ok=True)
    chromium(tmp_path, page.as_uri(), f"--screenshot={shot}", "--window-size=1280,1600")
    assert shot.exists() and shot.stat().st_size > 10_000
