"""review132 on speed39s: the two exact cuts in the normaliser (the line-end dash pattern
opening with the line break, the printable gate ``plain``) answer as the code before them
on the inputs the helper's tests did not draw: other line endings, other scripts, control
and space characters next to a line-end dash (issue 25, round 39; controls: they pass
on 2cfecf4d too, and fail if a gate skips a reading that the old code made)."""

from __future__ import annotations

import re

import pytest
from tapyre_paper_search.pdf import lineendhyphens, normalize

# (text, what 2cfecf4d answers): each crosses one of the two cuts.
_AS_BEFORE = [
    ("sum-\r\nmaries", "summaries"),  # CR LF: not plain, the lines tidied first
    ("sum–\r\nmaries", "summaries"),  # en dash (a hyphen once mapped) before CR LF
    ("sum-\t\nmaries", "summaries"),  # a tab before the break
    ("\xa0sum-\n\u3000maries", "summaries"),  # no-break and ideographic spaces
    ("sum-\n\x00maries", "summaries"),  # a NUL (broken font) after the break
    ("a\x00b\nc\td", "a b c d"),  # control and tab: replaced, collapsed
    ("x\x85y-\nz", "x y-z"),  # NEL: a control character, a space
    ("sum-\x0cmaries", "sum- maries"),  # a form feed is a space, not a line break
    ("word—\u2029word", "word— word"),  # a paragraph separator without "\n"
    ("Müller-\nLüdenscheid", "Müller-Lüdenscheid"),  # capital after the break
    ("pré-\nsentation", "présentation"),
    ("Straße-\nnamen und Wege", "Straßenamen und Wege"),
    ("Λ-\nbaryon", "Λ-baryon"),  # one-letter head (Greek)
    ("日本-\n語", "日本- 語"),  # no lower-case tail: the break stays
    ("2′-\nend", "2′-end"),  # a prime ends the head
    ("—\nstart", "— start"),  # an em dash at index 0
]


@pytest.mark.parametrize(("text", "expected"), _AS_BEFORE)
def test_normalize_text_as_before(text: str, expected: str) -> None:
    # (control: the same answer as 2cfecf4d's)
    assert normalize.normalize_text(text) == expected


_CONTROLS = [chr(c) for c in range(0x100) if re.match(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]", chr(c))]


@pytest.mark.parametrize("char", _CONTROLS, ids=lambda c: f"U+{ord(c):04X}")
def test_every_control_character_still_goes(char: str) -> None:
    # (control: the printable gate never skips the control-character replacement)
    got = normalize.normalize_text(f"left{char}right-\nside")
    assert char not in got
    assert got.startswith("left")


@pytest.mark.parametrize(
    "space", ["\t", "\xa0", "\u1680", "\u2000", "\u2009", "\u200a", "\u202f", "\u205f", "\u3000"]
)
def test_every_other_space_still_collapses(space: str) -> None:
    # (control: the printable gate never skips the other-space tidying of the lines)
    assert normalize.normalize_text(f"a {space} b{space}\n{space}sum-\nmaries") == "a b summaries"


def test_line_end_dash_match_is_the_break() -> None:
    # The pattern matches the "\n" after a dash, never a "\n" after another character.
    text = "a-\nb—\nc–\nd\ne-x\n-\n"
    starts = [m.start() for m in lineendhyphens._LINE_END_DASH.finditer(text)]
    assert [text[s - 1 : s + 1] for s in starts] == ["-\n", "—\n", "–\n", "-\n"]
