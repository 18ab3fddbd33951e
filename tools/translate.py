"""Fill untranslated messages of one language's catalog from a Python dict file.

    python tools/translate.py hi /path/to/table.py   (the file defines HI = {english: text})

For translators who work in a table rather than in a .po editor; `make messages` first adds the
new message ids. Existing translations are kept unless the table gives a new one. A message
with a plural (``NP_``) is keyed by its English singular and given its forms as a tuple, in
the order of the catalog's plural rule (Hindi: one, other).
"""

from __future__ import annotations

import runpy
import sys
from pathlib import Path

from babel.messages.pofile import read_po, write_po

LOCALE = Path(__file__).resolve().parent.parent / "py" / "fortythieves" / "i18n" / "locale"


def key(message_id: str | tuple[str, ...]) -> str:
    """A table's key for a message: its id, or a plural message's English singular."""
    return message_id[0] if isinstance(message_id, tuple) else message_id


def main() -> None:
    lang, table_file = sys.argv[1], sys.argv[2]
    table = runpy.run_path(table_file)[lang.upper()]
    path = LOCALE / lang / "LC_MESSAGES" / "messages.po"
    with path.open("rb") as f:
        catalog = read_po(f, locale=lang)
    unknown = set(table) - {key(m.id) for m in catalog}
    for message in catalog:
        if key(message.id) in table:
            message.string = table[key(message.id)]
            message.flags.discard("fuzzy")  # a translator's word is not a guess
    with path.open("wb") as f:
        write_po(f, catalog, width=100, no_location=True)
    forms = [m.string if isinstance(m.string, tuple) else (m.string,) for m in catalog if m.id]
    missing = [f for f in forms if not all(f)]
    print(f"{path}: {len(table) - len(unknown)} set; still untranslated: {len(missing)}")
    for text in sorted(unknown):
        print(f"  not a message id: {text!r}")


if __name__ == "__main__":
    main()
