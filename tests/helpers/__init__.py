"""Helpers of the engine tests: hand-built positions of each family (``solitaire``, ``board``,
``thief``), from a partial description, and random play (``playing``)."""
