"""Every rule of seeds/solitaire.md is named by at least one engine test.

A test names the rules it covers in its name (``test_s6_...``) or its docstring (``S-6``, or a
range such as ``S-20..S-28``). Adding a rule to the seed without a test fails here.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

TESTS = Path(__file__).resolve().parent
SEED = TESTS.parent / "seeds" / "solitaire.md"


def rule_ids_in_seed() -> set[int]:
    return {int(n) for n in re.findall(r'<a id="S-(\d+)"></a>', SEED.read_text(encoding="utf-8"))}


def rule_ids_named_by_tests() -> dict[int, list[str]]:
    named: dict[int, list[str]] = {}
    for path in sorted(TESTS.glob("test_*.py")):
        if path.name.startswith("test_ui_") or path.name == Path(__file__).name:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.FunctionDef) and node.name.startswith("test_")):
                continue
            text = ast.get_docstring(node) or ""
            ids = {int(n) for n in re.findall(r"(?:^|_)s(\d+)(?=_)", node.name)}
            ids |= {int(n) for n in re.findall(r"S-(\d+)", text)}
            for low, high in re.findall(r"S-(\d+)\.\.S-(\d+)", text):
                ids |= set(range(int(low), int(high) + 1))
            for rule in ids:
                named.setdefault(rule, []).append(f"{path.name}::{node.name}")
    return named


def test_every_rule_of_the_seed_has_a_test():
    """Each rule id of seeds/solitaire.md is named by a test."""
    seed = rule_ids_in_seed()
    assert len(seed) >= 30
    named = rule_ids_named_by_tests()
    assert sorted(seed - set(named)) == []


def test_tests_name_only_rules_that_exist():
    """A test naming a rule id the seed does not have is a typo."""
    assert sorted(set(rule_ids_named_by_tests()) - rule_ids_in_seed()) == []
