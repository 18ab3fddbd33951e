"""``python -m fortythieves``: the command line (:func:`fortythieves.cli.run`)."""

from .cli import run

run()
