"""Every rule of seeds/board.md is named by at least one test of the board game.

A test names the rules it covers in its name (``test_b40_...``) or its docstring (``B-40``,
or a range such as ``B-50..B-52``). Adding a rule to the seed without a test fails here.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

TESTS = Path(__file__).resolve().parent
SEED = TESTS.parent / "seeds" / "board.md"


def rule_ids_in_seed() -> set[int]:
    return {int(n) for n in re.findall(r'<a id="B-(\d+)"></a>', SEED.read_text(encoding="utf-8"))}


def rule_ids_named_by_tests() -> dict[int, list[str]]:
    named: dict[int, list[str]] = {}
    for path in sorted(TESTS.glob("test_board_*.py")):
        if path.name == Path(__file__).name:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.FunctionDef) and node.name.startswith("test_")):
                continue
            text = ast.get_docstring(node) or ""
            ids = {int(n) for n in re.findall(r"(?:^|_)b(\d+)(?=_)", node.name)}
            ids |= {int(n) for n in re.findall(r"B-(\d+)", text)}
            for low, high in re.findall(r"B-(\d+)\.\.B-(\d+)", text):
                ids |= set(range(int(low), int(high) + 1))
            for rule in ids:
                named.setdefault(rule, []).append(f"{path.name}::{node.name}")
    return named


def test_every_rule_of_the_board_seed_has_a_test():
    """Each rule id of seeds/board.md is named by a test."""
    seed = rule_ids_in_seed()
    assert len(seed) >= 30
    named = rule_ids_named_by_tests()
    assert sorted(seed - set(named)) == []


def test_board_tests_name_only_rules_that_exist():
    """A test naming a rule id the seed does not have is a typo."""
    assert sorted(set(rule_ids_named_by_tests()) - rule_ids_in_seed()) == []


def test_every_rule_has_english_and_hindi_and_every_ruling_both():
    """Each rule line is followed by its Hindi; each *Ruling:* by its *निर्णय:*."""
    text = SEED.read_text(encoding="utf-8")
    assert text.count("*Ruling:*") == text.count("*निर्णय:*") >= 20
    blocks = re.split(r'\n- <a id="B-\d+"></a>', text)[1:]
    assert len(blocks) == len(rule_ids_in_seed())
    for block in blocks:
        assert '<span lang="hi">' in block
