# Build/test entry points. Needs only python3 + pip; uv is installed on demand.
# uv never downloads a Python: the system python3 is used for .venv.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

export UV_PYTHON_DOWNLOADS := never
PYTHON ?= python3
# `uv` if it runs, else the copy `make setup` installs with pip, run as a module (works even
# when pip's script dir is not on PATH, or a pyenv shim exists without the package).
ifeq ($(origin UV),undefined)
UV := $(shell uv --version >/dev/null 2>&1 && echo uv || echo "$(PYTHON) -m uv")
endif
RUN := $(UV) run --no-sync
ENSURE_UV := $(UV) --version >/dev/null 2>&1 || { echo "==> installing uv"; \
	$(PYTHON) -m pip install --quiet --disable-pip-version-check --root-user-action=ignore uv; }

VENV := .venv
STAMP := $(VENV)/.afoot-synced
# TypeScript's tsc (package-lock.json) checks the browser client against the declarations
# `afoot schema --ts` writes from the server's protocol and each game's declared shapes.
NODE_STAMP := node_modules/.afoot-installed
TYPES := build/types
TSC := node_modules/.bin/tsc

# Debian packages the tests need: Chromium (browser tests), PostgreSQL (store tests), Node.js
# and npm (the client's pure-JS tests, tsc). Installed with apt-get when missing (sudo when not
# root).
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: help setup system lock run test lint fmt typecheck tsc types bench clean

help:
	@echo "make setup      create .venv from uv.lock (idempotent)"
	@echo "make lock       re-resolve uv.lock after editing dependencies"
	@echo "make run        serve the browser lobby on http://localhost:8000/ (afoot serve)"
	@echo "make test       ruff format --check, ruff check, mypy, tsc, node --test, pytest"
	@echo "make system     apt-get install what the tests need (chromium, postgresql, nodejs, npm)"
	@echo "make lint       ruff format --check + ruff check"
	@echo "make fmt        ruff format + ruff check --fix"
	@echo "make typecheck  mypy"
	@echo "make tsc        tsc over the browser client, against the generated declarations"
	@echo "make types      write the TypeScript declarations into build/types/"
	@echo "make bench      afoot bench"
	@echo "make clean      remove .venv and tool caches"

setup: $(STAMP)
	@:

# Re-synced whenever uv.lock or pyproject.toml is newer than the stamp (or .venv is gone).
$(STAMP): uv.lock pyproject.toml
	@$(ENSURE_UV)
	@echo "==> uv sync"
	$(UV) sync --locked --python $(PYTHON)
	@touch $@

# npm ci whenever package-lock.json is newer than the stamp (or node_modules/ is gone).
$(NODE_STAMP): package-lock.json package.json
	@echo "==> npm ci"
	npm ci --no-audit --no-fund
	@touch $@

system:
	@missing=""; \
	command -v chromium >/dev/null 2>&1 || missing="$$missing chromium"; \
	ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1 || missing="$$missing postgresql"; \
	command -v node >/dev/null 2>&1 || missing="$$missing nodejs"; \
	command -v npm >/dev/null 2>&1 || missing="$$missing npm"; \
	if [ -n "$$missing" ]; then \
		echo "==> apt-get install$$missing"; \
		$(SUDO) apt-get update -q; \
		$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -q $$missing; \
	fi

lock:
	@$(ENSURE_UV)
	$(UV) lock --python $(PYTHON)

run: setup
	$(RUN) afoot serve

test: setup system $(NODE_STAMP)
	@echo "==> ruff format --check"
	@$(RUN) ruff format --check .
	@echo "==> ruff check"
	@$(RUN) ruff check .
	@echo "==> mypy"
	@$(RUN) mypy
	@echo "==> tsc (the browser client, against build/types/)"
	@$(RUN) afoot schema --ts $(TYPES) >/dev/null
	@$(TSC) -p tsconfig.json
	@echo "==> node --test (browser client and the games' tables, pure modules)"
	@node --test src/afoot/server/static/js/tests/ src/afoot/games/*/tests/
	@echo "==> pytest"
	@$(RUN) pytest

lint: setup
	@echo "==> ruff format --check"
	@$(RUN) ruff format --check .
	@echo "==> ruff check"
	@$(RUN) ruff check .

fmt: setup
	$(RUN) ruff format .
	$(RUN) ruff check --fix .

typecheck: setup
	$(RUN) mypy

types: setup
	$(RUN) afoot schema --ts $(TYPES)

tsc: types $(NODE_STAMP)
	$(TSC) -p tsconfig.json

bench: setup
	$(RUN) afoot bench

clean:
	rm -rf $(VENV) node_modules .pytest_cache .mypy_cache .ruff_cache .hypothesis build dist
	find . -path ./.git -prune -o -type d -name __pycache__ -prune -exec rm -rf {} +
