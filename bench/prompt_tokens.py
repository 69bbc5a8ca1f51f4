"""What each part of the prompt's variable half costs, in the embedded model's tokens
(the tokenizer only: no model runs, no CPU lock needed).

    python bench/prompt_tokens.py seeds/

Per abstract (mean over the inputs): the abstract itself, what the model reads of it (prompt v7:
its first 3 sentences and those about the paper's own work, extractor/excerpt.py) and the template's
own words; the fixed prefix once. At the prompt speed `bench/run.py raw` measures (about 35
tokens/s on this machine's 2 cores in session 7), every 100 tokens cost about 2.8 s."""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

from extractor.corpus import read_corpus
from extractor.excerpt import model_view
from extractor.prompt import load_prompt
from extractor.providers.embedded import model_path


def main(paths: list[str]) -> None:
    from llama_cpp import Llama

    vocab = Llama(str(model_path()), vocab_only=True, verbose=False)

    def count(text: str) -> int:
        return len(vocab.tokenize(text.encode(), add_bos=False, special=True))

    prompt = load_prompt()
    parts: dict[str, list[int]] = {"abstract": [], "what the model reads": [], "template words and title": [],
                                   "variable part in all": []}
    for abstract in read_corpus([Path(p) for p in paths]).abstracts.values():
        whole = count(prompt.messages(abstract.text, title=abstract.title)[1]["content"])
        read = count(model_view(abstract.text))
        parts["abstract"].append(count(abstract.text))
        parts["what the model reads"].append(read)
        parts["template words and title"].append(whole - read)
        parts["variable part in all"].append(whole)
    print(f"fixed prefix (system message): {count(prompt.system)} tokens, computed once per machine")
    print(f"{'part of the variable half':28} {'mean':>6} {'max':>6}  tokens per abstract")
    for name, values in parts.items():
        print(f"{name:28} {statistics.mean(values):6.0f} {max(values):6d}")


if __name__ == "__main__":
    main(sys.argv[1:] or ["seeds/"])
