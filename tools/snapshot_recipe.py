"""What the page's Python snapshot holds: run inside Pyodide under Node by tools/snapshot.mjs,
after app.zip is unpacked into the working directory as the page unpacks it.

It imports every module a table (or the solver's worker) needs that can be imported without a
browser: the game registry (the engines, the words), the computer players, and every module of
``fortythieves.ui`` but those that reach the page through ``ui/shell/dom.py`` (which imports
PyScript's ``pyscript``: absent here, so their import fails and they are left to the page). No
module of ours touches the DOM at import, so nothing of the page is in the snapshot. Then it
collects garbage, so the snapshot holds only what lives on. Its value is the number of modules
of ours imported, which tools/snapshot.mjs prints. The catalogs are parsed here too: gettext
keeps each by its file's path, the same in the page, so the page's first words need no parse.

The page reseeds ``random`` after restoring (static/pyodide-boot.mjs): the generator's state is
in the snapshot, so every visit would otherwise draw the same "random" deals.
"""

import gc
import importlib
import pkgutil
import sys

import fortythieves.games
import fortythieves.i18n
import fortythieves.players
import fortythieves.ui

for _module in pkgutil.walk_packages(fortythieves.players.__path__, "fortythieves.players."):
    importlib.import_module(_module.name)
for _module in pkgutil.walk_packages(fortythieves.ui.__path__, "fortythieves.ui."):
    try:
        importlib.import_module(_module.name)
    except ModuleNotFoundError as _error:
        if _error.name != "pyscript":
            raise
for _lang in fortythieves.i18n.LANGUAGES:  # each catalog parsed once, kept by gettext
    fortythieves.i18n.Messages(_lang)
gc.collect()
len([_name for _name in sys.modules if _name.startswith("fortythieves")])
