"""Powers of a lone digit or a lone letter, and footnote marks after a number (pure).

:mod:`~tapyre_paper_search.pdf.exponents` reads a raised exponent after the number 10,
a unit or a Greek letter. Two more kinds of raised type sit glued to a number or a
letter in running text (glyphs52):

* a power of a lone digit or of a lone lower-case letter: "2¹⁶", "2ⁿ", "3ᵏ", "xⁿ",
  "x²", "e⁻ⁿ", a math font's "𝑥ⁿ" (:func:`is_power`). The base is one digit 2-9 (a
  power of 1 is never written) or one lower-case letter other than the article "a",
  standing alone (a space, an opening bracket, "=" or a sign before it); the raised
  text is one or two digits or one letter of those that name a count or a variable (n,
  k, m, N, K, M, x, y, t, i, j; not "d", a table note's letter), signed or not. A
  digit after a label ("Table 1²", "Fig. 2³", "day 3¹²": a capitalised word not all in
  capitals ("FOR 2¹⁶" in a title set in capitals is none), a word ending in a full
  stop, or a noun that numbers things) is a footnote mark, and a capital letter is an
  initial ("Wang L³"); table notes ("0.95ᵃ") are letters after a number of more than
  one digit and stay marks.
* a footnote mark glued to a number (:func:`is_number_mark`): raised digits ("1", "12",
  "1,2", "3-5") after a number that is no exponent's base ("1998³", "Table 1²",
  "0.05¹", "45¹²"). Read into the number they make another number ("19983"), and
  set apart they read as a count; they are left out, as the front matter leaves
  footnote marks out of its lines (the note's own text stays at the page's foot).
"""

from __future__ import annotations

import re
import unicodedata

_POWER_RAISED = re.compile(r"[+\-\u2212\u2013]?(?:\d{1,2}|[nkmNKMxytij])")
_LONE_BASE = re.compile(r"(?:^|(?<=[\s(\[=+\-\u2212\u2013×·/]))(?:[2-9]|[b-z])$")
# Nouns that number things: a digit after them is a label's, its raised digits a mark.
_LABELS = frozenset(
    (
        "table", "tables", "fig", "figs", "figure", "figures", "eq", "eqs", "equation",
        "section", "sec", "chapter", "ch", "page", "pp", "p", "no", "nos", "number", "vol",
        "item", "case", "day", "days", "week", "weeks", "month", "months", "year", "years",
        "group", "groups", "step", "steps", "stage", "stages", "phase", "grade", "type",
        "class", "level", "round", "arm", "cohort", "study", "trial", "experiment",
        "sample", "patient", "line", "panel", "box", "appendix", "part", "note", "ref",
        "refs", "model", "condition", "task", "lemma", "theorem", "scenario", "setting",
        "version", "wave", "visit", "dose", "session", "block",
    )
)  # fmt: skip
_REACH = 2  # the characters before a raised text that NFKC reads (a lone base and its space)
_NUMBER_MARK = re.compile(r"\d{1,3}(?:\s?[,\-\u2013]\s?\d{1,3})*")
_NUMBER_END = re.compile(r"(?<![^\W\d_])\d+(?:[.,]\d+)*$")


def _after_label(before: str) -> bool:
    """Whether the word before the last word of ``before`` names a numbered thing (a
    capitalised word not all in capitals, a word ending in a full stop, or one of
    :data:`_LABELS`)."""
    words = before.split()
    if len(words) < 2:
        return False
    word = words[-2]
    # (a word in capitals is no label's: a title or heading set in capitals, "FOR 2¹⁶")
    capitalised = word[0].isupper() and not word.isupper()
    return capitalised or word.endswith(".") or word.lower().strip(",;:") in _LABELS


def is_power(before: str, raised: str) -> bool:
    """Whether ``raised``, set right after ``before`` (the line's text before it), is the
    exponent of a lone digit or lone lower-case letter (see the module docstring)."""
    # a math font's letters (U+1D400-U+1D7FF: "𝑥", "𝑘") read as their plain letters
    raised = unicodedata.normalize("NFKC", raised.strip())
    before = before[:-_REACH] + unicodedata.normalize("NFKC", before[-_REACH:])
    if not before or not _POWER_RAISED.fullmatch(raised) or not _LONE_BASE.search(before):
        return False
    return not (before[-1].isdigit() and _after_label(before))


def is_number_mark(before: str, raised: str) -> bool:
    """Whether ``raised`` (raised digits glued to ``before``, which ends in a number) is a
    footnote mark to leave out: callers ask :func:`~.exponents.is_exponent` first."""
    return bool(_NUMBER_MARK.fullmatch(raised.strip()) and _NUMBER_END.search(before))


__all__ = ["is_number_mark", "is_power"]
