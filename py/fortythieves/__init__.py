"""Forty Thieves: card games whose rules run as pure Python, natively and in the browser."""

__version__ = "0.1.0"
