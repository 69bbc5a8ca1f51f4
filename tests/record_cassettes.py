"""Re-record the cassettes from the real embedded model: `make fixtures`.

Runs the pipeline on a few seed abstracts against the embedded server with a
recording transport, then writes the exchanges and the records they gave.

`--records-only` (`make records`): after a rules change, replay the recorded exchanges
(no model) and rewrite only the records they give; a prompt change needs a real run."""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

import httpx2

sys.path.insert(0, str(Path(__file__).parent))
from cassettes import CASSETTES, RecordingTransport, ReplayTransport, recorded_mode  # noqa: E402

from extractor.corpus import read_corpus  # noqa: E402
from extractor.export import jsonl  # noqa: E402
from extractor.pipeline import extract  # noqa: E402
from extractor.providers.embedded import MODEL_NAME, EmbeddedServer  # noqa: E402
from extractor.providers.openai_compatible import OpenAICompatibleModel

REPO = Path(__file__).resolve().parent.parent
PICKS = [0, 1, 13]  # positions in seeds/000_...: a benchmark paper, a method paper, one with many numbers


def rebuild_records() -> None:
    http = CASSETTES / "seeds_sample.http.jsonl"
    transport = ReplayTransport(http)
    model = OpenAICompatibleModel("http://recorded.invalid/v1", MODEL_NAME, mode=recorded_mode(http),
                                  http_client=httpx2.Client(transport=transport))
    with tempfile.TemporaryDirectory() as cache:
        result = extract([CASSETTES / "seeds_sample.jsonl"], model=model, cache_dir=cache)
    if not result.ok or transport.replayed != len(transport.recorded):
        sys.exit(f"the recorded exchanges do not answer this prompt ({transport.replayed} of "
                 f"{len(transport.recorded)} replayed, {len(result.failures)} failures): run `make fixtures`")
    (CASSETTES / "seeds_sample.records.jsonl").write_text(jsonl(result.records), encoding="utf-8")
    print(f"rebuilt {len(result.records)} records from {transport.replayed} recorded exchanges into {CASSETTES}")


def main() -> None:
    if "--records-only" in sys.argv[1:]:
        return rebuild_records()
    corpus = read_corpus([REPO / "seeds" / "000_6d684e3fc3d0bfef.txt"])
    abstracts = list(corpus.abstracts.values())
    CASSETTES.mkdir(parents=True, exist_ok=True)
    inputs = CASSETTES / "seeds_sample.jsonl"
    inputs.write_text("".join(json.dumps({"text": abstracts[i].text}) + "\n" for i in PICKS), encoding="utf-8")
    with EmbeddedServer() as server, tempfile.TemporaryDirectory() as cache:
        transport = RecordingTransport(httpx2.HTTPTransport())
        model = OpenAICompatibleModel(server.base_url, MODEL_NAME, mode=server.mode,
                                      http_client=httpx2.Client(transport=transport))
        result = extract([inputs], model=model, cache_dir=cache)
    (CASSETTES / "seeds_sample.http.jsonl").write_text(
        "".join(json.dumps(e, sort_keys=True) + "\n" for e in transport.exchanges), encoding="utf-8")
    (CASSETTES / "seeds_sample.records.jsonl").write_text(jsonl(result.records), encoding="utf-8")
    print(f"recorded {len(transport.exchanges)} exchanges, {len(result.records)} records, "
          f"{len(result.failures)} failures into {CASSETTES}")


if __name__ == "__main__":
    main()
