"""A statistic's square: a lone capital with a raised "2" before a comparison (pure).

Abstracts report fit and heterogeneity as a capital letter squared and compared: "R² =
0.87", "I² = 45%", "T² < 0.1". Set in raised type, the "2" is a raised digit after a
capital standing alone, which :func:`~tapyre_paper_search.pdf.exponents.is_exponent`
leaves a footnote mark (a name's initial and its mark: "Wang L¹"), so the front-matter
lines left it out ("R = 0.87"), and a page holding no other flattened power was never
read again for it ("R2 = 0.87" in its block list).

:func:`squared_before_comparison` is the contract: the raised text is the digit "2"
alone, the text before it ends in one capital letter standing alone (after a space, an
opening bracket or nothing: "(R", "adjusted R"; not "PM2", "CO2" nor "Lee A"'s mark
after a comma), and the text after it opens, past at most one space, with a
comparison sign ("=", "<", ">", "≤", "≥", "≈"). A name's mark is followed by a comma, a
space and a name, or the line's end, never by a sign: "Lee A², Chen B¹" stays marks.
:func:`may_hold_flattened_square` is the page's cue: its block list shows such a square
flattened ("R2 = 0.87"), so the page is read again from its raw dict, where
:mod:`~tapyre_paper_search.pdf.raisedexp` tells raised type from plain.
"""

from __future__ import annotations

import re

# One capital standing alone at the end of the text before the raised digit.
_LONE_CAPITAL = re.compile(r"(?:^|[\s(\[])[A-Z]$")
# The text after the raised digit: at most one space, then a comparison sign.
_COMPARISON = re.compile(r"^ ?[=<>\u2264\u2265\u2248]")
# The same square flattened into a page's block list: "R2 = 0.87", "(I2<50%".  Opened
# by the comparison sign, the square read behind it (speed66): ``re`` passes the
# characters before a sign at C speed, where a pattern opened by a capital is tried at
# every capital of the page (five times slower over a page; only whether one is found
# is asked, and a match of either pattern ends where one of the other does).
_FLATTENED_SQUARE = re.compile(
    "[=<>\u2264\u2265\u2248]"
    r"(?:(?<=(?<![\w.,\-])[A-Z]2.)|(?<=(?<![\w.,\-])[A-Z]2 .))"
)


def squared_before_comparison(before: str, raised: str, after: str) -> bool:
    """Whether ``raised`` (a raised span's text), set right after ``before`` (the text
    before it on its line) and followed by ``after`` (the line's text after it), is a
    statistic's square (see the module docstring)."""
    return (
        raised.strip() == "2"
        and bool(_LONE_CAPITAL.search(before))
        and bool(_COMPARISON.match(after))
    )


def may_hold_flattened_square(text: str) -> bool:
    """Whether a page's ``text`` (as its block list reads it) shows a capital's square
    before a comparison flattened ("R2 = 0.87"): a cue to read the page's raw dict,
    never a reading."""
    return bool(_FLATTENED_SQUARE.search(text))


__all__ = ["may_hold_flattened_square", "squared_before_comparison"]
