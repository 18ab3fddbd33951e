"""``python -m fortythieves``: the command line (see :mod:`fortythieves.cli`). Whatever
happens, it ends with a status and at most one line on stderr, never a traceback."""

import os
import sys

EXIT_INTERRUPTED = 130
"""128 + SIGINT: the status a shell gives a command stopped by Ctrl-C."""

try:
    from .cli import PROG, main

    code = main()
    if sys.stdout is not None:
        sys.stdout.flush()  # a full disk shows here, not in a message at exit
except KeyboardInterrupt:
    print("python -m fortythieves: interrupted", file=sys.stderr)
    code = EXIT_INTERRUPTED
except OSError as error:
    # The output cannot be written: the reader went away (``... | head``), which is not an
    # error of ours, or the disk is full. Either way what is left of it goes nowhere.
    if sys.stdout is not None:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    if isinstance(error, BrokenPipeError):
        code = 0
    else:
        print(f"{PROG}: error: {error.strerror or error}", file=sys.stderr)
        code = 1
sys.exit(code)
