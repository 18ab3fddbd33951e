"""Every rule of every file in seeds/ is named by at least one test, and has its Hindi.

A test names the rules it covers in its name (``test_s6_...``, ``test_b40_...``,
``test_g7_...``) or its docstring (``S-6``, or a range such as ``S-20..S-28``). Adding a rule
to a seed without a test fails here, and so does a test naming a rule that does not exist.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
SEEDS = TESTS.parent / "seeds"

# seed file -> (rule id letters, the test files that cover it, how many rules at least)
RULEBOOKS = {
    "solitaire.md": ("S", ("solitaire/test_*.py", "test_*.py"), 30),
    "board.md": ("B", ("board/test_*.py", "test_board_*.py"), 30),
    "thief.md": ("TFG", ("thief/test_*.py",), 35),
}
ELSEWHERE = ("test_ui_", "test_board_", "test_simulate")
"""Top-level test files that cover no solitaire rule."""


def rule_ids_in_seed(seed: str) -> set[str]:
    letters = RULEBOOKS[seed][0]
    text = (SEEDS / seed).read_text(encoding="utf-8")
    return {f"{s}-{n}" for s, n in re.findall(rf'<a id="([{letters}])-(\d+)"></a>', text)}


def _test_files(seed: str) -> list[Path]:
    files = sorted(path for pattern in RULEBOOKS[seed][1] for path in TESTS.glob(pattern))
    if seed == "solitaire.md":
        files = [p for p in files if p.parent != TESTS or not p.name.startswith(ELSEWHERE)]
    return [p for p in files if p != Path(__file__).resolve()]


def rule_ids_named_by_tests(seed: str) -> dict[str, list[str]]:
    letters = RULEBOOKS[seed][0]
    named: dict[str, list[str]] = {}
    for path in _test_files(seed):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.FunctionDef) and node.name.startswith("test_")):
                continue
            text = ast.get_docstring(node) or ""
            lower = letters.lower()
            ids = {f"{s.upper()}-{n}" for s, n in re.findall(rf"(?:^|_)([{lower}])(\d+)(?=_)",
                                                             node.name)}
            ids |= {f"{s}-{n}" for s, n in re.findall(rf"\b([{letters}])-(\d+)", text)}
            for s, low, high in re.findall(rf"\b([{letters}])-(\d+)\.\.[{letters}]-(\d+)", text):
                ids |= {f"{s}-{n}" for n in range(int(low), int(high) + 1)}
            for rule in ids:
                named.setdefault(rule, []).append(f"{path.relative_to(TESTS)}::{node.name}")
    return named


@pytest.mark.parametrize("seed", RULEBOOKS)
def test_every_rule_of_the_seed_has_a_test(seed: str) -> None:
    """Each rule id of the seed is named by a test."""
    rules = rule_ids_in_seed(seed)
    assert len(rules) >= RULEBOOKS[seed][2]
    assert sorted(rules - set(rule_ids_named_by_tests(seed))) == []


@pytest.mark.parametrize("seed", RULEBOOKS)
def test_tests_name_only_rules_that_exist(seed: str) -> None:
    """A test naming a rule id the seed does not have is a typo."""
    assert sorted(set(rule_ids_named_by_tests(seed)) - rule_ids_in_seed(seed)) == []


@pytest.mark.parametrize("seed", RULEBOOKS)
def test_every_rule_and_ruling_has_its_hindi_beside_it(seed: str) -> None:
    """English is the source; each rule has its Hindi before the next rule begins, and each
    ruling its Hindi ruling on the next line."""
    text = (SEEDS / seed).read_text(encoding="utf-8")
    blocks = re.split(r"\n- <a id=", text)[1:]
    assert len(blocks) == len(rule_ids_in_seed(seed))
    for block in blocks:
        assert '<span lang="hi">' in block, block.splitlines()[0]
    lines = text.splitlines()
    rulings = [i for i, line in enumerate(lines) if "*Ruling:*" in line]
    assert len(rulings) >= 5
    for i in rulings:
        assert lines[i + 1].strip().startswith('<span lang="hi">*निर्णय:*'), lines[i]
