import json
import subprocess
import sys

from extractor.cache import CACHE_FORMAT, Cache, Entry, cache_key, key_payload, write_recordings
from extractor.schema import Provenance, Record, Source, Usage


def payload(**kw):
    base = dict(text="An abstract.", model="m", prompt_id="labels-v1+abc", schema_hash="s1",
                params={"temperature": 0.0, "seed": 0})
    base.update(kw)
    return key_payload(**base)


def test_key_is_versioned_and_depends_on_everything_that_decides_the_answer():
    key = cache_key(payload())
    assert key.startswith(f"v{CACHE_FORMAT}:")
    assert cache_key(payload()) == key
    # dict order does not matter: canonical JSON
    assert cache_key(payload(params={"seed": 0, "temperature": 0.0})) == key
    for change in [dict(text="An abstract!"), dict(model="m2"), dict(prompt_id="labels-v2+abc"),
                   dict(schema_hash="s2"), dict(params={"temperature": 0.5, "seed": 0})]:
        assert cache_key(payload(**change)) != key


def entry(key="v1:k"):
    record = Record(id="abc", sources=[Source(file="f", index=0, line=1)], text="An abstract.",
                    provenance=Provenance(model="m", endpoint="e", prompt_version="p", schema_hash="s"))
    labels = {"task": "t", "contribution": "method"}
    return Entry(key=key, request=payload(), messages_sha256="m", rules="r", labels=labels, record=record, raw="{}",
                 usage=Usage(prompt_tokens=3))


def test_entries_are_shared_across_processes(tmp_path):
    Cache(tmp_path).put(entry())
    code = ("import sys; from extractor.cache import Cache; "
            "e = Cache(sys.argv[1]).get('v1:k'); print(e.record.id, e.usage.prompt_tokens)")
    out = subprocess.run([sys.executable, "-c", code, str(tmp_path)], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["abc", "3"]


def test_no_answer_is_evicted_when_the_cache_outgrows_a_size_limit(tmp_path):
    cache = Cache(tmp_path)
    cache.disk.reset("size_limit", 10_000)  # diskcache's own default is 1 GB: the same cull, sooner
    keys = [f"v1:k{i}" for i in range(60)]  # about 60 kB of entries
    for key in keys:
        cache.put(entry(key))
    cache.close()
    reopened = Cache(tmp_path)
    assert all(reopened.get(key) is not None for key in keys)


def test_corrupt_entry_is_a_miss_not_a_crash(tmp_path):
    cache = Cache(tmp_path)
    cache.disk.set("v1:k", "{not json")
    assert cache.get("v1:k") is None
    assert "v1:k" not in cache.disk


def test_recordings_are_read_only_when_asked(tmp_path):
    write_recordings([entry("v1:rec")], tmp_path / "recordings" / "seeds.jsonl")
    lines = (tmp_path / "recordings" / "seeds.jsonl").read_text().splitlines()
    assert json.loads(lines[0])["key"] == "v1:rec"
    assert Cache(tmp_path).get("v1:rec") is None
    assert Cache(tmp_path, use_recordings=True).get("v1:rec").record.id == "abc"


def test_an_entry_written_with_its_records_json_is_the_entry_s_own_json():
    from conftest import REPO

    from extractor.cache import entry_json

    entries = list(Cache(REPO / "cache", use_recordings=True).recordings().values())
    assert len(entries) > 40
    for entry in entries:
        assert entry_json(entry, entry.record.model_dump_json()) == entry.model_dump_json()


def test_put_json_stores_new_and_existing_keys_and_large_values(tmp_path):
    cache = Cache(tmp_path)
    cache.disk.set("v1:old", "stale")
    large = "x" * (cache.disk.disk_min_file_size + 10)  # a value diskcache keeps in a file of its own
    cache.put_json({"v1:new": "fresh", "v1:old": "replaced", "v1:large": large})
    assert [cache.disk.get(key) for key in ("v1:new", "v1:old", "v1:large")] == ["fresh", "replaced", large]
    assert len(cache.disk) == 3
    cache.close()


def test_cache_keys_made_for_a_run_are_those_of_key_payload_and_cache_key():
    """CacheKeys makes the JSON a run's keys share once: the same payloads, in the same key order
    (an entry keeps its payload), and the same keys."""
    from extractor.cache import CacheKeys

    for params in ({}, {"temperature": 0.0, "seed": 0, "stop": ["\n", "é"], "z": {"b": 1, "a": [2]}}):
        keys = CacheKeys("mödel/7B", 'prompt "v7"', "abc123", params)
        for text in ("", "FooNet gets 91.5%.", "é 中文 \\ \" \n"):
            payload, key = keys.of(text)
            expected = key_payload(text, "mödel/7B", 'prompt "v7"', "abc123", params)
            assert list(payload.items()) == list(expected.items()) and key == cache_key(expected)
