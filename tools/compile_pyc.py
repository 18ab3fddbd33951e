"""Add compiled bytecode to site/app.zip: run inside Pyodide by tools/build.py
(``node tools/pyodide_run.mjs --script tools/compile_pyc.py site/app.zip``), because the page's
Python (Pyodide's CPython) reads only bytecode of its own version, which this machine's Python
cannot write.

Without it the page compiles every module of the app at each boot: about 400 of the 600 ms
between Python being up and the first table drawn, measured in Chromium. Each ``.py`` gets its
``__pycache__/<name>.<cache tag>.pyc`` beside it, of the "unchecked hash" kind: PyScript
unpacks the zip with fresh timestamps, and such bytecode is used without comparing it with the
source. The sources stay in the zip, for tracebacks.
"""

from __future__ import annotations

import os
import py_compile
import sys
import tempfile
import zipfile


def with_bytecode(path: str) -> int:
    """Rewrite the zip at ``path`` with bytecode beside each module; the number compiled."""
    with zipfile.ZipFile(path) as source:
        entries = [(info, source.read(info)) for info in source.infolist()]
    compiled = []
    with tempfile.TemporaryDirectory() as tmp:
        for info, data in entries:
            if not info.filename.endswith(".py"):
                continue
            src, pyc = os.path.join(tmp, "module.py"), os.path.join(tmp, "module.pyc")
            with open(src, "wb") as f:
                f.write(data)
            py_compile.compile(src, cfile=pyc, dfile=info.filename, doraise=True,
                               invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
            folder, name = info.filename.rpartition("/")[::2]
            cache = zipfile.ZipInfo(
                f"{folder}/__pycache__/{name[:-3]}.{sys.implementation.cache_tag}.pyc",
                date_time=info.date_time,
            )
            cache.external_attr, cache.create_system = info.external_attr, info.create_system
            with open(pyc, "rb") as f:
                compiled.append((cache, f.read()))
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as target:
        for info, data in sorted(entries + compiled, key=lambda e: e[0].filename):
            target.writestr(info, data, compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)
    return len(compiled)


if __name__ == "__main__":
    print(f"{sys.argv[1]}: {with_bytecode(sys.argv[1])} modules compiled for "
          f"{sys.implementation.cache_tag}")
