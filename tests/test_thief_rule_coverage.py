"""Every rule of seeds/thief.md is named by at least one engine test.

A test names the rules it covers in its name (``test_t6_...``, ``test_f2_...``, ``test_g7_...``)
or its docstring (``T-6``, or a range such as ``T-20..T-28``). Adding a rule to the seed
without a test fails here.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

TESTS = Path(__file__).resolve().parent
SEED = TESTS.parent / "seeds" / "thief.md"


def rule_ids_in_seed() -> set[str]:
    text = SEED.read_text(encoding="utf-8")
    return {f"{s}-{n}" for s, n in re.findall(r'<a id="([TFG])-(\d+)"></a>', text)}


def rule_ids_named_by_tests() -> dict[str, list[str]]:
    named: dict[str, list[str]] = {}
    for path in sorted(TESTS.glob("test_thief_*.py")):
        if path.name == Path(__file__).name:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.FunctionDef) and node.name.startswith("test_")):
                continue
            text = ast.get_docstring(node) or ""
            ids = {f"{s.upper()}-{n}" for s, n in re.findall(r"(?:^|_)([tfg])(\d+)(?=_)",
                                                             node.name)}
            ids |= {f"{s}-{n}" for s, n in re.findall(r"\b([TFG])-(\d+)", text)}
            for s, low, high in re.findall(r"\b([TFG])-(\d+)\.\.[TFG]-(\d+)", text):
                ids |= {f"{s}-{n}" for n in range(int(low), int(high) + 1)}
            for rule in ids:
                named.setdefault(rule, []).append(f"{path.name}::{node.name}")
    return named


def test_every_rule_of_the_seed_has_a_test():
    """Each rule id of seeds/thief.md is named by a test."""
    seed = rule_ids_in_seed()
    assert len(seed) >= 35
    assert sorted(seed - set(rule_ids_named_by_tests())) == []


def test_tests_name_only_rules_that_exist():
    """A test naming a rule id the seed does not have is a typo."""
    assert sorted(set(rule_ids_named_by_tests()) - rule_ids_in_seed()) == []


def test_every_rule_has_hindi_and_every_ruling_its_hindi():
    """English is the source; each rule and each ruling has its Hindi beside it."""
    lines = SEED.read_text(encoding="utf-8").splitlines()
    for i, line in enumerate(lines):
        if line.startswith("- <a id=") or "*Ruling:*" in line:
            assert lines[i + 1].strip().startswith('<span lang="hi">'), line
        if "*Ruling:*" in line:
            assert "*निर्णय:*" in lines[i + 1], line
