"""The table in the page: the only package that touches the browser.

Only :mod:`.dom` imports ``js``/``pyscript``/``pyodide``; :mod:`.view` and :mod:`.app` get the
browser from it. Everything else here (geometry, card pictures, the selection machine, saves,
URLs, the game session) is pure Python, unit-tested natively and inside Pyodide.
"""
