"""Shared settings of the engine tests (tests/), natively and inside Pyodide.

Hypothesis profiles, chosen by the environment variable ``HYPOTHESIS_PROFILE``:

- ``dev`` (the default natively): 40 examples per property, random each run, no deadline.
- ``ci``: 60 examples, derandomized so a run repeats exactly, no deadline (shared CI machines
  are slow and jittery), and a failing example printed as a blob to reproduce it.
- ``pyodide``: 15 examples, derandomized, no database (Pyodide's file system is in memory);
  the default when the tests run inside Pyodide and no profile is named.

These tests also run inside Pyodide (CPython in WebAssembly, under Node): no subprocess, no
threads, no network and no files written outside ``tmp_path``. A test that needs any of those
is marked ``@pytest.mark.native_only`` (registered in pyproject.toml).
"""

from __future__ import annotations

import os
import sys

from hypothesis import settings

IN_PYODIDE = sys.platform == "emscripten"

settings.register_profile(
    "dev",
    max_examples=40,
    deadline=None,  # speed is the benchmarks' business; a busy machine must not fail a test
)
settings.register_profile(
    "ci",
    derandomize=True,
    max_examples=60,
    deadline=None,
    print_blob=True,
)
settings.register_profile(
    "pyodide",
    max_examples=15,
    deadline=None,
    derandomize=True,
    database=None,
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE") or ("pyodide" if IN_PYODIDE else "dev"))
