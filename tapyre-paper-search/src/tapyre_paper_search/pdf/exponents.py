"""Exponents read as ``^`` (pure): one reading for display and search.

A power of ten, a unit's power or an ion's charge is set as raised type in a PDF
("10" and a smaller "5" above the line) or written with Unicode superscript
characters in a record ("10⁵", "m²"). Read as the line's characters, the raised
digits join the number ("105", "m2": another number, another word), and Unicode's
NFKC, which search and :mod:`~tapyre_paper_search.pdf.normalize` apply, flattens
"10⁵" the same way. Both are read ``^`` and the exponent instead: "10^5", "m^2",
"10^-3", "s^-1", "Ca^2+" (plain text's usual way; the lexical index reads "10" and "5",
no longer the number 105, and NFKC leaves it alone).

:func:`is_exponent` is the contract, for raised type and Unicode superscripts alike:
the raised text is one or two digits, signed or not (``[+-]?\\d{1,2}[+-]?``; a
footnote's "1,2", "*" or "a" is none), glued to the text before it, and either

* it carries a sign: a power ("s⁻¹", "10⁻³") or a charge ("Ca²⁺") after a letter, a
  digit or ")"; no footnote mark is signed; or
* the text before ends in a base: the whole number 10 ("10", "×10"), a number of one
  or two digits after a times sign ("×3"; a citation after a number, "Table 1²",
  "day 14¹²", a year, "1998³", and a decimal, "0.05¹", stay a footnote's), or a unit of
  length, time, mass, volume or amount as a word of its own ("m", "cm", "µm", "s",
  "kg", "mL", "mol"; not a capital: "Wang L¹" is a name and its mark), or a math
  symbol: one Greek or mathematical letter standing alone ("σ²", "𝜎²"; a name's last
  letter is never alone), or, for one digit, a norm or bracket closing a formula
  ("λ‖θ‖²": a Greek or mathematical letter within the 16 characters before;
  "(yi − fθ(xi))²": a bracket needs a math operator, "−", "+" or "=", there too;
  "(TGF-β)²", with a hyphen, stays a citation's).

Raised digits after any other word ("Smith¹,²", "rose¹²") stay footnote marks, read
as before. A power of a lone digit or a lone letter ("2¹⁶", "2ⁿ", "xⁿ", "x²"; glyphs52)
is :func:`~tapyre_paper_search.pdf.powers.is_power`'s.
"""

from __future__ import annotations

import re
import unicodedata

from tapyre_paper_search.pdf.powers import is_power

_SIGNS = frozenset("+-\u2212\u2013")
_RAISED = re.compile(r"[+\-\u2212\u2013]?\d{1,2}[+\-\u2212\u2013]?")
_NUMBER_BASE = re.compile(r"(?<![\w.,])10$|[×·*] ?\d{1,2}$")
_UNIT_BASE = re.compile(
    r"(?<![^\W\d_])(?:[kcmdµμn]?m|[mµμn]?s|min|h|[kmµμn]?g|[mµμd]L|[mµμd]?l|[mµμn]?mol)$"
)
# A math symbol as a base: one Greek or mathematical letter standing alone ("σ²",
# "𝜎²"; a Greek word, a name, ends in more than one letter).
_MATH_LETTER = re.compile("[\u0370-\u03ff\U0001d400-\U0001d7ff]")
_SYMBOL_BASE = re.compile("(?<![^\\W\\d_])[\u0370-\u03ff\U0001d400-\U0001d7ff]$")
# A norm or bracket closing a formula: a math letter (and, for a bracket, an operator)
# within this reach.
_GROUP_REACH = 16
_OPERATORS = frozenset("\u2212+=")
# Unicode's superscript digits and signs (U+00B9, U+00B2, U+00B3, U+2070-U+207B).
_SUPERSCRIPTS = re.compile("[\u00b9\u00b2\u00b3\u2070\u2074-\u207b]+")
_LOOK_BEHIND = 8  # characters before a superscript run that decide it
# Where a page read as blocks shows a raised exponent flattened into its base: a number
# glued to "×10" or "x10", "10" and a sign then digits, "10" and one or two digits
# ("105"; not "100", nor either end of a page range, "103-110"), a unit and a power, a
# charge, a bracket, norm or lone Greek or mathematical letter and a digit; or a
# footnote mark glued to a year ("19983"), a lone digit or letter and a letter power
# ("2n", "xn"), a lone letter and a digit power ("x2"; glyphs52, :mod:`.powers`).
# Searched with a lookahead of the characters a match starts with (FLATTENED_STARTS,
# speed53): the same matches, and the search passes every other position at once
# instead of trying each alternative with its lookbehinds there.  A small letter that
# only glyphs52's lone-letter alternatives start with is let in only before what they
# need next (a digit; after "y" or "z", a letter power): most small letters are passed.
FLATTENED_STARTS = (
    "(?:[×x1-9kcmdµμnsLA-Z)\u2016\u2225\u0370-\u03ff\U0001d400-\U0001d7ff]"
    "|[b-z]\\d|[yz][nkmNKMxytij])"
)
FLATTENED_SOURCE = (
    r"[×x] ?10[-\u2212\u2013\u00b7]?\d"
    r"|(?<![\w.,])10[-\u2212\u2013]\d"
    r"|(?<![\w.,])(?<!\d[-\u2013])10[1-9]\d?(?![\w.,])(?![-\u2013]\d)"
    r"|(?<![^\W\d_])(?:[kcmdµμn]?m|s|mol|[mµμ]?L)[-\u2212\u2013\u00b7]?[1-4](?![\w.,])"
    r"|(?<![^\W\d_])[A-Z][a-z]?\d?[+\u2212](?!\w)"
    r"|[)\u2016\u2225]\d(?!\d)"
    r"|(?<![^\W\d_])[\u0370-\u03ff\U0001d400-\U0001d7ff]\d"
    r"|(?<![\w.,])(?:1[5-9]|20)\d\d\d{1,2}(?!\w|[.,]\d)"
    r"|(?<![\w.,])[2-9x-z][nkmNKMxytij](?!\w)"
    r"|(?<![\w.,])[b-z]\d{1,2}(?![\w.,])"
)
_FLATTENED = re.compile(f"(?={FLATTENED_STARTS})(?:{FLATTENED_SOURCE})")
# The same search opened with a character class (speed55): each alternative of
# FLATTENED_SOURCE from a character it must hold and that is rare in prose (a digit, a
# sign, "×", "x"-"z", a bracket or norm, a Greek or mathematical letter), what stands
# before that character read by fixed-width lookbehinds (one a choice of the unit and
# the sign), so that ``re`` passes every other character at C speed (a pattern opened by
# a lookahead is entered at every position).  It matches a text where :data:`_FLATTENED`
# does (its matches start later: only whether one is found is asked).  Each alternative
# whose lookbehinds open with another (a letter's absence) or come as a choice of several
# (the units, the charges) asks first, in one lookbehind, for the character right before
# where it goes on: the unit's last letter or the sign before a power, a charge's sign,
# a Greek or math letter, "1" or "2", a letter before a digit (speed66: most digits of a
# page fail there, not after a dozen lookbehinds; the same matches, half the time a page).
_NO_LETTER = r"(?<![^\W\d_])"
_UNIT_POWER = "|".join(
    f"(?<={_NO_LETTER}{unit}{sign}[1-4])"
    for unit in ("[msL]", "(?:[kcmdµμn]m|[mµμ]L)", "mol")
    for sign in ("", "[-\u2212\u2013\u00b7]")
)
_CHARGE = "|".join(
    f"(?<={_NO_LETTER}[A-Z]{middle}[+\u2212])" for middle in ("", "[a-z]", r"\d", r"[a-z]\d")
)
_FLATTENED_AT = re.compile(
    "[×x-z\\d+\u2212)\u2016\u2225\u0370-\u03ff\U0001d400-\U0001d7ff](?:"
    r"(?<=[×x]) ?10[-\u2212\u2013\u00b7]?\d"
    r"|(?<=1)(?<![\w.,]1)0[-\u2212\u2013]\d"
    r"|(?<=1)(?<![\w.,]1)(?<!\d[-\u2013]1)0[1-9]\d?(?![\w.,])(?![-\u2013]\d)"
    f"|(?<=[msLl\\-\u2212\u2013\u00b7][1-4])(?:{_UNIT_POWER})(?![\\w.,])"
    f"|(?<=[+\u2212])(?:{_CHARGE})(?!\\w)"
    "|(?<=[)\u2016\u2225])\\d(?!\\d)"
    "|(?<=[\u0370-\u03ff\U0001d400-\U0001d7ff])"
    f"(?<={_NO_LETTER}[\u0370-\u03ff\U0001d400-\U0001d7ff])\\d"
    r"|(?<=[12])(?<![\w.,][12])(?:(?<=1)[5-9]|(?<=2)0)\d\d\d{1,2}(?!\w|[.,]\d)"
    r"|(?<=[2-9x-z])(?<![\w.,][2-9x-z])[nkmNKMxytij](?!\w)"
    r"|(?<=[b-z]\d)(?<=(?<![\w.,])[b-z]\d)\d?(?![\w.,])"
    ")"
)


def is_exponent(before: str, raised: str) -> bool:
    """Whether ``raised`` (a raised span's text, or a run of Unicode superscripts read as
    plain characters), set right after ``before`` (the text before it on its line), is an
    exponent or a charge (see the module docstring)."""
    raised = raised.strip()
    if not before or before[-1].isspace():
        return False
    if is_power(before, raised):
        return True
    if not _RAISED.fullmatch(raised):
        return False
    if any(c in _SIGNS for c in raised):
        return before[-1].isalnum() or before[-1] == ")"
    if _NUMBER_BASE.search(before) or _UNIT_BASE.search(before):
        return True
    if _SYMBOL_BASE.search(before):
        return True
    tail = before[-_GROUP_REACH:]
    if len(raised) > 1 or before[-1] not in ")‖∥" or not _MATH_LETTER.search(tail):
        return False
    return before[-1] != ")" or any(c in _OPERATORS for c in tail)


def caret(raised: str) -> str:
    """The reading of an exponent ``raised`` (plain characters): ``^`` and the exponent."""
    return "^" + raised.strip()


def carets(text: str) -> str:
    """``text`` with each run of Unicode superscript digits and signs that
    :func:`is_exponent` takes for an exponent read as ``^`` and its plain characters
    ("10⁵" → "10^5", "cm⁻³" → "cm^-3"); other runs (footnote marks) are left for NFKC."""
    if not _SUPERSCRIPTS.search(text):
        return text

    def read(match: re.Match[str]) -> str:
        start = match.start()
        before = match.string[max(0, start - _LOOK_BEHIND) : start]
        plain = unicodedata.normalize("NFKC", match.group())
        return caret(plain) if is_exponent(before, plain) else match.group()

    return _SUPERSCRIPTS.sub(read, text)


def may_hold_flattened(text: str) -> bool:
    """Whether a page's ``text`` (as its block list reads it) may hold a raised exponent
    read into its base ("×105", "10-3", "m2", "s-1", "Ca2+"): only then is a page read
    from its block or word list worth its raw dict (which tells raised type).  Searched
    with :data:`_FLATTENED_AT` (speed55), whose answer is :data:`_FLATTENED`'s."""
    return bool(_FLATTENED_AT.search(text))


__all__ = ["caret", "carets", "is_exponent", "may_hold_flattened"]
