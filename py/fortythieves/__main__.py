"""``python -m fortythieves``: the command line (see :mod:`fortythieves.cli`)."""

import os
import sys

from .cli import main

try:
    sys.exit(main())
except BrokenPipeError:
    # The reader went away (``... | head``): not an error of ours.
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    sys.exit(0)
