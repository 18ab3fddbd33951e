"""The board of the connecting game: 36 spaces, the products that name them, and lines of four
(rules B-3, B-50, B-51 of ``seeds/board.md``).

A space is a cell index ``0..35``, row by row from the top left; its name is the product it
shows (``PRODUCTS[cell]``). ``CELL[r][s]`` is the space named by the product of two ranks
(1 to 9); a 10 (a thief) names no space, and ``CELL`` sends it to ``NO_CELL``, a sentinel one
past the board whose owner is always "nobody", so lookups need no test for thieves.
"""

from __future__ import annotations

from collections.abc import Sequence

SIZE = 6
PRODUCTS: tuple[int, ...] = tuple(sorted({a * b for a in range(1, 10) for b in range(1, 10)}))
assert len(PRODUCTS) == SIZE * SIZE
CELL_OF_PRODUCT: dict[int, int] = {p: i for i, p in enumerate(PRODUCTS)}
NO_CELL = SIZE * SIZE
"""Index of the sentinel "space" of a thief: the owner list has one more entry, always -1."""

CELL: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        CELL_OF_PRODUCT[a * b] if 1 <= a <= 9 and 1 <= b <= 9 else NO_CELL for b in range(11)
    )
    for a in range(11)
)
"""``CELL[a][b]``: the space of the product of ranks ``a`` and ``b``; ``NO_CELL`` for a 10."""

DIRECTIONS = ((0, 1), (1, 0), (1, 1), (1, -1))
"""Across, down, and the two diagonals."""


def _windows() -> tuple[tuple[int, int, int, int], ...]:
    found: list[tuple[int, int, int, int]] = []
    for row in range(SIZE):
        for col in range(SIZE):
            for dr, dc in DIRECTIONS:
                end_r, end_c = row + 3 * dr, col + 3 * dc
                if 0 <= end_r < SIZE and 0 <= end_c < SIZE:
                    start, step = row * SIZE + col, dr * SIZE + dc
                    found.append((start, start + step, start + 2 * step, start + 3 * step))
    return tuple(found)


WINDOWS = _windows()
"""Every run of four consecutive spaces in a line (54: 18 across, 18 down, 18 diagonal)."""
WINDOWS_THROUGH: tuple[tuple[tuple[int, int, int, int], ...], ...] = tuple(
    tuple(w for w in WINDOWS if cell in w) for cell in range(SIZE * SIZE)
)


def completes_line(owner: Sequence[int], cell: int, side: int) -> bool:
    """Whether ``side`` holds four in a line through ``cell`` (B-50)."""
    for a, b, c, d in WINDOWS_THROUGH[cell]:
        if owner[a] == side and owner[b] == side and owner[c] == side and owner[d] == side:
            return True
    return False


def run_points(owner: Sequence[int], side: int) -> int:
    """One point for each run of four consecutive spaces ``side`` holds (B-51): a line of
    five holds two such runs, a line of six three."""
    return sum(
        1
        for a, b, c, d in WINDOWS
        if owner[a] == side and owner[b] == side and owner[c] == side and owner[d] == side
    )


def _board_lines() -> tuple[tuple[int, ...], ...]:
    """Every full straight line of the board at least four spaces long, as cells in order."""
    found = []
    for dr, dc in DIRECTIONS:
        for row in range(SIZE):
            for col in range(SIZE):
                if 0 <= row - dr < SIZE and 0 <= col - dc < SIZE:
                    continue  # not where a line starts
                cells = []
                r, c = row, col
                while 0 <= r < SIZE and 0 <= c < SIZE:
                    cells.append(r * SIZE + c)
                    r, c = r + dr, c + dc
                if len(cells) >= 4:
                    found.append(tuple(cells))
    return tuple(found)


BOARD_LINES = _board_lines()
"""The 22 lines of the board: 6 across, 6 down, 5 on each diagonal."""


def lines_of(owner: Sequence[int], side: int) -> list[list[int]]:
    """The maximal lines of four or more spaces held by ``side``, as lists of products."""
    lines = []
    for cells in BOARD_LINES:
        run: list[int] = []
        for cell in (*cells, -1):
            if cell >= 0 and owner[cell] == side:
                run.append(PRODUCTS[cell])
                continue
            if len(run) >= 4:
                lines.append(run)
            run = []
    return lines


def tokens(points: int) -> dict[str, int]:
    """Points as scoring tokens (B-96): kings worth 3 and jacks worth 1, fewest tokens."""
    return {"kings": points // 3, "jacks": points % 3}
