# Forty Thieves: every target installs what it needs (stamp files make a second run fast).
#
#   make test          lint, test-engines (test-native beside test-pyodide), test-e2e, failing fast
#   make play          build and serve site/ on http://127.0.0.1:$PORT/ (default 8000)
#   make help          the list of targets
#
# PYTEST_ARGS is passed to every pytest run (e.g. make test-native PYTEST_ARGS="-k deal -x").

SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help
.DELETE_ON_ERROR:
MAKEFLAGS += --no-builtin-rules --no-print-directory

PYTHON ?= python3
VENV := .venv
VPY := $(VENV)/bin/python
CACHE := .cache
PYTEST_ARGS ?=

# Pyodide 314.0.7 is CPython 3.14 with the ABI pyemscripten_2026_0 (node_modules/pyodide/
# pyodide-lock.json, "info"); tools/pyodide_run.mjs refuses wheels built for another one.
PYODIDE_PYTHON := 3.14
PYODIDE_PLATFORM := pyemscripten_2026_0_wasm32
PYODIDE_WHEELS := $(CACHE)/pyodide-wheels

VENV_STAMP := $(VENV)/.installed
NODE_STAMP := node_modules/.installed
WHEELS_STAMP := $(PYODIDE_WHEELS)/.downloaded

# Hypothesis profile: CI=true selects "ci" (natively and inside Pyodide); otherwise none is set
# and tests/conftest.py picks "dev" natively, "pyodide" inside Pyodide. An explicit
# HYPOTHESIS_PROFILE in the environment always wins.
ifneq ($(filter true 1 yes,$(CI)),)
HYPOTHESIS_PROFILE ?= ci
export HYPOTHESIS_PROFILE
endif
export PIP_DISABLE_PIP_VERSION_CHECK := 1
export npm_config_update_notifier := false
export npm_config_fund := false
export npm_config_audit := false

PO_FILES := $(wildcard py/fortythieves/i18n/locale/*/LC_MESSAGES/messages.po)
MO_FILES := $(PO_FILES:.po=.mo)
LINT_DIRS := $(wildcard py tests e2e bench tools)
BENCHES := $(sort $(wildcard bench/*.py))
CHROMIUM := /usr/bin/chromium
# This machine's pip config names local indexes that are often absent: drop pip's notes on them.
PIP_FILTER := 2>&1 | { grep -v "is ignored: it is neither a file nor a directory" || true; }

.PHONY: help venv node_modules chromium catalogs messages build play lint test-native test-pyodide \
        test-engines test-e2e test bench pools clean distclean single

help:
	@echo "make venv          .venv with requirements-dev.txt (pytest, hypothesis, playwright, ruff, mypy, babel)"
	@echo "make node_modules  npm ci (pyodide, @pyscript/core, axe-core)"
	@echo "make chromium      apt-get install chromium fonts-noto-core if missing"
	@echo "make messages      gather new messages into the .po catalogs (then translate them)"
	@echo "make catalogs      compile py/fortythieves/i18n/locale/*/LC_MESSAGES/messages.po to .mo"
	@echo "make build         write the static site into site/ (tools/build.py, then tools/single.py)"
	@echo "make single        only the single-file saved page, site/forty-thieves-offline.html"
	@echo "make play          build, then serve site/ on http://127.0.0.1:\$${PORT:-8000}/"
	@echo "make lint          ruff check, then mypy (the engines and the page's shared layer)"
	@echo "make test-native   pytest tests (CPython)"
	@echo "make test-pyodide  the same tests inside Pyodide under Node (not native_only)"
	@echo "make test-engines  test-native and test-pyodide side by side"
	@echo "make test-e2e      build, then pytest e2e (Playwright + /usr/bin/chromium, E2E_WORKERS=2 at once)"
	@echo "make test          lint test-engines test-e2e, failing fast"
	@echo "make bench         run every bench/*.py"
	@echo "make pools         extend and re-verify the pools of winnable deals (POOLS_ARGS=\"classic --target 600\")"
	@echo "make clean         remove site/, compiled catalogs, caches; distclean: also .venv, node_modules, .cache"

# --- installs --------------------------------------------------------------------------------

venv: $(VENV_STAMP)
$(VENV_STAMP): requirements.txt requirements-dev.txt
	@test -x $(VPY) || $(PYTHON) -m venv $(VENV)
	$(VPY) -m pip install -q -r requirements-dev.txt $(PIP_FILTER)
	@# py/ on the venv's path, so `.venv/bin/python -m fortythieves` works from anywhere.
	$(VPY) -c 'import pathlib, sysconfig; pathlib.Path(sysconfig.get_paths()["purelib"], "fortythieves.pth").write_text(str(pathlib.Path("py").resolve()) + "\n")'
	@touch $@

node_modules: $(NODE_STAMP)
$(NODE_STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	@touch $@

chromium:
	@missing=""; \
	test -x $(CHROMIUM) || missing="chromium"; \
	dpkg-query -W -f='$${Status}' fonts-noto-core 2>/dev/null | grep -q "ok installed" \
	  || missing="$$missing fonts-noto-core"; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then sudo=""; \
	  elif command -v sudo >/dev/null; then sudo="sudo"; \
	  else echo "chromium: need root (or sudo) to install:$$missing" >&2; exit 1; fi; \
	  echo "chromium: installing$$missing"; \
	  $$sudo apt-get update -q; \
	  $$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q $$missing; \
	fi

$(WHEELS_STAMP): requirements-pyodide.txt requirements.txt | $(VENV_STAMP)
	rm -rf $(PYODIDE_WHEELS)
	$(VPY) -m pip download -q --no-deps --only-binary=:all: \
	  --python-version $(PYODIDE_PYTHON) --implementation cp --abi cp$(subst .,,$(PYODIDE_PYTHON)) \
	  --abi none --platform $(PYODIDE_PLATFORM) --platform any \
	  -r requirements-pyodide.txt -d $(PYODIDE_WHEELS) $(PIP_FILTER)
	$(VPY) -m pip wheel -q --no-deps -r requirements.txt -w $(PYODIDE_WHEELS) $(PIP_FILTER)
	@touch $@

# --- build -----------------------------------------------------------------------------------

catalogs: $(MO_FILES)
	@if [ -z "$(PO_FILES)" ]; then echo "catalogs: no .po files yet, nothing to compile"; fi

%.mo: %.po | $(VENV_STAMP)
	$(VENV)/bin/pybabel -q compile -i $< -o $@

# After adding or changing words for people: gather every N_()/_() message into messages.pot
# and add the new ones, untranslated, to each language's messages.po (then translate them).
# NP_(singular, plural) marks a message that follows a {count}: extracted with its plural;
# PN_(context, message) one that another language words differently in that context.
LOCALE := py/fortythieves/i18n/locale
messages: $(VENV_STAMP)
	$(VENV)/bin/pybabel -q extract -k N_ -k NP_:1,2 -k PN_:1c,2 --no-location --sort-output --width=100 \
	  --project="Forty Thieves" --copyright-holder="Forty Thieves" -o $(LOCALE)/messages.pot py/fortythieves
	$(VENV)/bin/pybabel -q update -i $(LOCALE)/messages.pot -d $(LOCALE) -D messages \
	  --no-fuzzy-matching --width=100 --ignore-obsolete

build: $(VENV_STAMP) $(NODE_STAMP) catalogs
	$(VPY) tools/build.py
	$(VPY) tools/single.py

# The saved page alone: one HTML file that plays from disk (file://) with no network.
single: $(VENV_STAMP) $(NODE_STAMP) catalogs
	$(VPY) tools/single.py

play: build
	$(VPY) tools/serve.py

# --- checks ----------------------------------------------------------------------------------

# mypy reads what to check from pyproject.toml ([tool.mypy] files: the engines and ui/shell).
lint: $(VENV_STAMP)
	$(VENV)/bin/ruff check $(LINT_DIRS)
	$(VENV)/bin/mypy

test-native: $(VENV_STAMP) catalogs
	$(VENV)/bin/pytest tests $(PYTEST_ARGS)

test-pyodide: $(NODE_STAMP) $(WHEELS_STAMP) catalogs
	node tools/pyodide_run.mjs $(PYTEST_ARGS)

# The engine tests natively and inside Pyodide side by side, one core each (CI has two): about
# 3.5 minutes less than one after the other. The native run's output is kept until both are done,
# then printed; either failing fails the step.
NATIVE_LOG := $(CACHE)/test-native.log
test-engines: $(VENV_STAMP) $(NODE_STAMP) $(WHEELS_STAMP) catalogs
	@$(MAKE) --no-print-directory test-native > $(NATIVE_LOG) 2>&1 & native=$$!; \
	pyodide=0; $(MAKE) --no-print-directory test-pyodide || pyodide=$$?; \
	native_rc=0; wait $$native || native_rc=$$?; \
	echo "=== make test-native (it ran beside test-pyodide)"; cat $(NATIVE_LOG); \
	[ $$native_rc -eq 0 ] && [ $$pyodide -eq 0 ]

# A test whose page's renderer crashed ("Page crashed" or "Target crashed", while a page booted
# Pyodide: seen once in about twenty runs, then in 36 of 103 tests of one CI run before Chromium
# kept its shared memory out of /dev/shm, tools/browser.py) runs up to twice more, and pytest
# reports it as "rerun"; any other failure fails at once.
E2E_RERUN := --reruns 2 --only-rerun "Error: .*(Page|Target) crashed"
# Two browsers at once (pytest-xdist), as CI has two cores: the 187 tests took 13 min 23 s
# instead of 19 min 19 s one after the other here, with no failure or rerun. E2E_WORKERS=0 runs
# them in one process, as before (a test's own output is then easier to follow).
E2E_WORKERS ?= 2
test-e2e: build chromium
	$(VENV)/bin/pytest e2e -n $(E2E_WORKERS) $(E2E_RERUN) $(PYTEST_ARGS)

# One step after another (also under make -j), the first failure stops the run. Each step's
# time is printed before the next step starts, so the run ends on pytest's own summary line.
TEST_STEPS := lint test-engines test-e2e
test:
	@start=$$(date +%s); prev=""; \
	for step in $(TEST_STEPS); do \
	  now=$$(date +%s); \
	  if [ -n "$$prev" ]; then echo "=== make $$prev: ok in $$(( now - start )) s"; fi; \
	  echo "=== make $$step"; start=$$now; prev=$$step; \
	  $(MAKE) $$step || { echo "=== make $$step FAILED" >&2; exit 1; }; \
	done

bench: $(VENV_STAMP) $(NODE_STAMP) $(WHEELS_STAMP) catalogs
	@if [ -z "$(BENCHES)" ]; then echo "bench: no bench/*.py yet"; fi
	@for f in $(BENCHES); do echo "=== $$f"; PYTHONPATH=py $(VPY) $$f || exit 1; done

# The pools of winnable deals (py/fortythieves/solitaire/pools/): resumable, all cores.
POOLS_ARGS ?=
pools: $(VENV_STAMP)
	$(VPY) tools/pools.py $(POOLS_ARGS)

clean:
	rm -rf site $(CACHE)/site-build e2e/screenshots test-results .pytest_cache .ruff_cache .mypy_cache \
	  .hypothesis
	find . -path ./.venv -prune -o -path ./node_modules -prune -o \
	  \( -name __pycache__ -type d -prune -exec rm -rf {} + \) -o \
	  \( -name '*.mo' -path '*/LC_MESSAGES/*' -exec rm -f {} + \)

distclean: clean
	rm -rf $(VENV) node_modules $(CACHE)
