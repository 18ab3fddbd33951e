"""PyScript entry point: the page's Python starts here; everything else is in the package."""

from fortythieves.ui.boot import main

main()
