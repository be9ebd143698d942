"""Whether a text holds a digit, at C speed (pure; speed59b).

``any(c.isdigit() for c in text)`` runs a Python step a character: a reference title
of eighty letters and no figure costs eighty of them (``refbookfacts``' cheap test,
asked of every entry).  :func:`has_digit` gives the same answer from one regex search
where it can: every character ``\\d`` matches (a decimal digit, ``str.isdecimal``) is
a digit (``str.isdigit``), and an ASCII character is a digit exactly where it is one
of "0"-"9", which ``\\d`` matches; only a text with characters outside ASCII and no
decimal digit is asked character by character (a superscript "²" or a circled "①" is
a digit and no decimal one).
"""

from __future__ import annotations

import re

_DECIMAL = re.compile(r"\d")


def has_digit(text: str) -> bool:
    """``any(c.isdigit() for c in text)``, the same answer for every string."""
    if _DECIMAL.search(text) is not None:
        return True
    if text.isascii():
        return False
    return any(c.isdigit() for c in text)


__all__ = ["has_digit"]
