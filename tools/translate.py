"""Fill untranslated messages of one language's catalog from a Python dict file.

    python tools/translate.py hi /path/to/table.py   (the file defines HI = {english: text})

For translators who work in a table rather than in a .po editor; `make messages` first adds the
new message ids. Existing translations are kept unless the table gives a new one.
"""

from __future__ import annotations

import runpy
import sys
from pathlib import Path

from babel.messages.pofile import read_po, write_po

LOCALE = Path(__file__).resolve().parent.parent / "py" / "fortythieves" / "i18n" / "locale"


def main() -> None:
    lang, table_file = sys.argv[1], sys.argv[2]
    table = runpy.run_path(table_file)[lang.upper()]
    path = LOCALE / lang / "LC_MESSAGES" / "messages.po"
    with path.open("rb") as f:
        catalog = read_po(f, locale=lang)
    unknown = set(table) - {m.id for m in catalog}
    for message in catalog:
        if message.id in table:
            message.string = table[message.id]
    with path.open("wb") as f:
        write_po(f, catalog, width=100, no_location=True)
    missing = [m.id for m in catalog if m.id and not m.string]
    print(f"{path}: {len(table) - len(unknown)} set; still untranslated: {len(missing)}")
    for text in sorted(unknown):
        print(f"  not a message id: {text!r}")


if __name__ == "__main__":
    main()
