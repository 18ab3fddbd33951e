"""The layers of the page code (py/fortythieves/ui), checked from the imports themselves.

- Engines (every package but ``ui`` and ``pages``) import nothing of ``ui``, nor of the browser;
  ``pages`` (the home and rules pages, rendered at build time) draws with the tables' pure
  markup, and imports nothing of the browser either.
- ``ui/shell`` (what every table shares) imports no table package.
- ``ui/seated`` (the base of the seated tables) imports neither ``ui/board`` nor ``ui/capture``,
  and those two import nothing of each other nor of ``ui/solitaire``.
- No import cycle among the modules of ``ui`` (imports under ``TYPE_CHECKING`` aside: they
  name types, and run only under the type checker).
- No module of ``ui`` over 500 lines: a room a newcomer can read whole.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "py" / "fortythieves"
TABLES = ("solitaire", "seated", "board", "capture")
FORBIDDEN = {
    "shell": set(TABLES),
    "seated": {"solitaire", "board", "capture"},
    "board": {"solitaire", "capture"},
    "capture": {"solitaire", "board"},
    "solitaire": {"seated", "board", "capture"},
}
BROWSER = {"js", "pyscript", "pyodide"}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def imports(path: Path) -> set[str]:
    """The modules ``path`` imports at run time (absolute names; a ``from X import y`` names
    ``X.y`` too, as ``y`` may be a module)."""
    package = module_name(path)
    if path.name != "__init__.py":
        package = package.rpartition(".")[0]
    found: set[str] = set()

    def visit(nodes: list[ast.stmt]) -> None:
        for node in nodes:
            if isinstance(node, ast.If) and is_type_checking(node):
                continue
            if isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")[: len(package.split(".")) - node.level + 1]
                    source = ".".join(base + ([node.module] if node.module else []))
                else:
                    source = node.module or ""
                found.add(source)
                found.update(f"{source}.{alias.name}" for alias in node.names)
            for field in ("body", "orelse", "finalbody", "handlers"):
                inner = getattr(node, field, None)
                if isinstance(inner, list):
                    visit([n for n in inner if isinstance(n, ast.stmt)]
                          + [s for h in inner if isinstance(h, ast.ExceptHandler)
                             for s in h.body])

    visit(ast.parse(path.read_text(encoding="utf-8")).body)
    return found


MODULES = {module_name(p): p for p in PACKAGE.rglob("*.py")}


def layer(module: str) -> str | None:
    """``shell``, a table package, ``ui`` (boot, home), or None outside ``ui``."""
    parts = module.split(".")
    if parts[:2] != ["fortythieves", "ui"]:
        return None
    return parts[2] if len(parts) > 3 and parts[2] in (*TABLES, "shell") else "ui"


def test_engines_know_nothing_of_the_page() -> None:
    for name, path in MODULES.items():
        if layer(name) is None:
            pages = name.startswith("fortythieves.pages")
            wrong = {m for m in imports(path) if m.split(".")[0] in BROWSER
                     or (m.startswith("fortythieves.ui") and not pages)}
            assert not wrong, f"{name} imports {sorted(wrong)}"


def test_each_layer_imports_only_what_it_may() -> None:
    for name, path in MODULES.items():
        own = layer(name)
        if own not in FORBIDDEN:
            continue
        wrong = {m for m in imports(path) if layer(m) in FORBIDDEN[own]}
        assert not wrong, f"{name} ({own}) imports {sorted(wrong)}"


def test_no_import_cycle_in_the_page_code() -> None:
    ui = {n: {m for m in imports(p) if m in MODULES and layer(m)} for n, p in MODULES.items()
          if layer(n)}
    done: set[str] = set()

    def walk(module: str, path: list[str]) -> None:
        if module in path:
            raise AssertionError("import cycle: " + " -> ".join(path[path.index(module):]
                                                                + [module]))
        if module in done:
            return
        for other in sorted(ui.get(module, ())):
            walk(other, [*path, module])
        done.add(module)

    for module in sorted(ui):
        walk(module, [])


def test_no_page_module_is_over_500_lines() -> None:
    long = {n: lines for n, p in MODULES.items() if layer(n)
            and (lines := len(p.read_text(encoding="utf-8").splitlines())) > 500}
    assert not long, f"over 500 lines: {long}"
