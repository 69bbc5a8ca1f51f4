"""fastjson.loads is json.loads: the same value, or the same error, on what an output line or an input
line may hold (the verdict "malformed" or "not valid JSON" depends on it)."""

import json
import random
import struct

import pytest

from extractor import fastjson

EDGES = [
    '{"a": NaN}', '{"a": Infinity}', '{"a": -Infinity}', '{"a": nan}', '{"a": -NaN}',
    '{"a": 123456789012345678901234567890}', '{"a": ' + "9" * 4000 + "}", '{"a": ' + "9" * 5000 + "}",
    '{"a": 1e400}', '{"a": -0.0}', '{"a": 1e-400}', '{"a": 0.1000000000000000055511151231257827}',
    '{"a": 1, "b": 2, "a": 3}', '{"a": "\\ud800"}', '{"\\udc00\\ud800": 1}', '{"a": "\\ud83d\\ude00"}',
    '{"a": "x\x01y"}', '{"a": "\\x41"}', '{"a": "\\u12"}', '{"a": +1}', '{"a": .5}', '{"a": 5.}', '{"a": 01}',
    '{"a": 0x10}', '{"a": True}', "{'a': 1}", '{a: 1}', '{"a": 1,}', '[1,]', '{"a": 1} x', '{"a": 1}\x00',
    '\ufeff{}', '\x0c{"a": 1}', '  {"a": 1}\r\n', '{"a": "\x7f"}', '{"a": "\\u0000"}', "", " ", "null", "[]",
    '{"a":' * 300 + "1" + "}" * 300, '{"a":[' * 3000 + "]" * 3000 + "}",
]


def _outcome(loads, text):
    try:
        value = loads(text)
    except RecursionError:
        return "RecursionError"
    except json.JSONDecodeError as err:
        return ("JSONDecodeError", err.msg, err.lineno, err.colno)
    except ValueError as err:
        return ("ValueError", str(err))
    return repr(value), [type(v) for v in value.values()] if isinstance(value, dict) else type(value)


@pytest.mark.parametrize("text", EDGES)
def test_the_same_value_or_error_as_json_loads(text):
    assert _outcome(fastjson.loads, text) == _outcome(json.loads, text)
    assert _outcome(lambda t: fastjson.loads(t, kept=False), text) == _outcome(json.loads, text)


def test_floats_read_alike():
    generator = random.Random(7)
    for _ in range(20_000):
        number = struct.unpack("d", generator.randbytes(8))[0]
        text = '{"a": %s}' % (repr(number) if generator.random() < 0.5 else "%.*e" % (generator.randint(0, 20), number))
        assert _outcome(fastjson.loads, text) == _outcome(json.loads, text)


def test_an_output_line_is_malformed_exactly_when_json_loads_refuses_it(tmp_path, monkeypatch):
    import extractor.batch
    from extractor.batch import read_outputs

    good = {"custom_id": "c", "response": {"status_code": 200, "body": {"choices": []}}, "error": None}
    lines = [json.dumps(good | {"custom_id": f"c{i}", "extra": extra}) for i, extra in enumerate(
        ["\ud800", float("nan"), 10**40, 2.5e300])]
    lines += ['{"custom_id": "d", "custom_id": 5}', '{"custom_id": "e", "a": 1e400, "response": {"body": {}}}',
              '{"custom_id": "\\udc00", "response": {"body": {}}}', "{'custom_id': 'f'}", '{"custom_id": "g"} x',
              '{"custom_id": "h", "n": ' + "1" * 4400 + "}", '{"custom_id": "i", "n": -Infinity}']
    (tmp_path / "out.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    fast = read_outputs([tmp_path / "out.jsonl"])
    monkeypatch.setattr(extractor.batch.fastjson, "loads", json.loads)
    assert repr(fast) == repr(read_outputs([tmp_path / "out.jsonl"]))  # repr: NaN is not equal to itself
    assert sorted(fast.answers) == ["c0", "c1", "c2", "c3", "e", "\udc00"]  # "i" has no response: failed
    assert len(fast.malformed) == 4 and fast.failed == 1
