"""Text set in TeX's bitmap fonts, read in TeX's own font encodings.

When pdfTeX (or dvips) has no outline font for a face (a bold or condensed
series a font package lacks, or Computer Modern in T1 without cm-super) it
embeds METAFONT's bitmaps as a Type 3 font whose glyphs have no names (``/a28``
for code 28) and no ``ToUnicode`` map.  PyMuPDF then gives each character code
as the Latin-1 character of that number, so the ligatures, quotes and dashes TeX
keeps below code 32 come out as control characters ("\\x1crst" for "first", a
space once normalised) and T1's Latin Extended-A letters as the wrong Latin-1
ones ("\\x8aód¹" for "Łódź").

:func:`is_bare_type3` tells such a font by its own object, :func:`span_names` the
names its spans carry, and :func:`tables_of` the encoding each font's own codes point to
(:func:`encoding_of`): T1 (Cork) or OT1 where the font shows a sign
only one of them gives (T1: codes above 127; OT1: ß or æ after a letter, an accent
over a dotless i), or where it has a ligature code and the page's text fonts
together point to one (T1's ligatures at 27–31 are OT1's œ ø Æ Œ Ø); else neither,
where only the two quotes the encodings share (``'`` and ````` are ’ and ‘) are
read, or, in a font with codes below 32 but no ligature of its own (a math font:
"α-gustducin"; none beside a letter), math italic's Greek letters (:data:`MATH`).
OT1's accents are put on the letter after them (:func:`decode`;
:func:`decode_chars` character by character).  Which pages are read again, and how,
is :mod:`~tapyre_paper_search.pdf.texpage`'s part.
"""

from __future__ import annotations

import re
import unicodedata
from collections import defaultdict
from collections.abc import Sequence
from typing import Any

from tapyre_paper_search.pdf.fontcodes import encoding_differences

# The quotes both encodings put at ASCII's apostrophe and grave.
SHARED: dict[int, str] = {0x27: "\u2019", 0x60: "\u2018"}


def _table(low: str, high: str, ascii_: str) -> dict[int, str]:
    """A code table: 0-31 read as ``low``, 128 on as ``high``, and pairs of an ASCII
    character and what it is read as in ``ascii_`` ("'’": code 39 is ’)."""
    table = dict(enumerate(low)) | {0x80 + code: char for code, char in enumerate(high)}
    pairs = zip(ascii_[::2], ascii_[1::2], strict=True)
    return table | {ord(code): char for code, char in pairs}


# Cork (T1): accents (0-12 spacing ones), quotes, dashes, the compound-word mark and
# the per-mille zero (23, 24: nothing to read), dotless i and j, the ligatures; from 128
# Latin Extended-A, then Latin-1 but for Œ, SS, œ and ß; 127 is a hyphen.
T1 = _table(
    "`´ˆ˜¨˝˚ˇ˘¯˙¸˛‚‹›“”„«»–—\u200b\u200bıȷ\ufb00\ufb01\ufb02\ufb03\ufb04",
    "ĂĄĆČĎĚĘĞĹĽŁŃŇŊŐŔŘŚŠŞŤŢŰŮŸŹŽŻĲİđ§ăąćčďěęğĺľłńňŋőŕřśšşťţűůÿźžżĳ¡¿£",
    "'’`‘\x7f-\xd7Œ\xf7œ\xffß",
)
T1[0xDF] = "SS"
# Computer Modern's OT1: Greek capitals, ligatures, accents, ß æ œ ø Æ Œ Ø, and the
# quotes, dashes and Spanish marks TeX's ligature table puts at ASCII codes.
OT1 = _table("ΓΔΘΛΞΠΣΥΦΨΩ\ufb00\ufb01\ufb02\ufb03\ufb04ıȷ`´ˇ˘¯˚¸ßæœøÆŒØ", "", "\"”'’\\“`‘{–|—<¡>¿")
# Computer Modern's math italic (cmmi): Greek capitals at 0-10, then α to χ at 11-31;
# only these codes (control characters in Latin-1, else lost) are read, the rest as given.
MATH = dict(enumerate("ΓΔΘΛΞΠΣΥΦΨΩαβγδϵζηθικλμνξπρστυϕχ"))
# ... where a font's codes below 32 are all set at the advance widths (thousandths of
# an em, cmmi*.afm) one of its sizes gives them, within _MATH_WIDTH: cmsy's relations
# and operators (777: ≥ at λ's 21, − at Γ's 0), its bullet (500) and T1's guillemets
# and dashes are not.  cmsy's ∗ and ± (3, 6) are as wide as Λ and Σ of one size: those
# alone are no sign of a math font.
_CMMI_WIDTHS = [
    tuple(int(w) / 1000 for w in widths.split())
    for widths in (
        # cmmi7
        "693 954 868 797 844 935 886 677 769 716 880 742 647 600 519 476 "
        "519 588 544 422 668 677 694 572 519 668 592 662 526 632 686 713",
        # cmmi8
        "642 885 806 736 783 872 823 619 708 654 816 682 596 547 470 429 "
        "467 533 495 376 612 619 639 522 467 610 544 607 471 576 631 659",
        # cmmi9
        "627 856 782 713 760 850 799 599 685 631 792 658 579 530 455 416 "
        "450 513 481 363 592 599 619 506 450 588 529 587 452 556 611 640",
        # cmmi10
        "615 833 762 694 742 831 779 583 666 612 772 639 565 517 444 405 "
        "437 496 469 353 576 583 602 493 437 570 517 571 437 540 595 625",
        # cmmi12
        "606 815 748 679 728 811 765 571 652 598 757 622 553 507 433 395 "
        "427 483 456 346 563 571 589 483 427 555 505 556 425 527 579 613",
    )
]
_MATH_WIDTH = 0.004
_AS_WIDE_IN_CMSY = frozenset({3, 6})

# Signs only one encoding gives.  T1: a code above 127 (OT1 has none), its quotes (16,
# 17) around a word, a dash (21, 22) between digits or spaces.  OT1: ß or æ (25, 26;
# T1's dotless i and j, never set alone) after a letter, an accent over a dotless i
# (19 16: í) or a dieresis (127) inside a word (T1's 127 is the hyphen that ends a broken
# line), its en dash ("{") between digits, its quotes ("\\" … '"').
_T1_SURE = re.compile(r"[\x80-\xff]|\x10[^\x10\x11\n]+\x11|[\d\s][\x15\x16][\d\s]")
_OT1_SURE = re.compile(
    r"[A-Za-z][\x19\x1a]|[\x12-\x18\x7f]\x10|[A-Za-z]\x7f[A-Za-z]|\d\{\d|\\[A-Za-z][^\\\"\n]*\""
)
# A ligature before a lower-case letter, or ff after one.  T1's (27-31) are OT1's œ ø Æ
# Œ Ø, OT1's (11-15) T1's cedilla, ogonek and single quotes and guillemets: they are
# counted over the page's bare fonts, whose ligatures outnumber those letters.
_T1_LIGATURE = re.compile(r"[\x1b-\x1f][a-z]|[a-z]\x1b")
_OT1_LIGATURE = re.compile(r"[\x0b-\x0f][a-z]|[a-z]\x0b")
# OT1's accents (grave, acute, caron, breve, macron, ring, cedilla, dieresis) come
# before the letter they are set over: they are put on it.
_OT1_ACCENTS = dict(
    zip(
        "\x12\x13\x14\x15\x16\x17\x18\x7f",
        "\u0300\u0301\u030c\u0306\u0304\u030a\u0327\u0308",
        strict=True,
    )
)
_OT1_ACCENTED = re.compile(r"([\x12-\x18\x7f])([A-Za-z\x10\x11])")
_UNNAMED = re.compile(r"/(?:a(\d+)|\.notdef)")
# A control code in a font's text (PyMuPDF's own line breaks and tabs aside).
_MATH_GREEK = re.compile(r"[\x00-\x08\x0b-\x1f]")
_BESIDE_LETTER = re.compile(r"[A-Za-z][\x00-\x08\x0b-\x1f]|[\x00-\x08\x0b-\x1f][A-Za-z]")


def encoding_of(texts: list[str], page: Sequence[str] = ()) -> dict[int, str]:
    """The table to read a bare Type 3 font's codes with, from all its ``texts`` on a
    page and those of all the ``page``'s bare fonts: T1's or OT1's where the font shows
    a sign only one of them gives, or where it holds a ligature code and the page's
    signs, then its ligatures, point to one; else only the quotes both share."""
    text = "\n".join(texts)
    table = _sure(text)
    if table is not None:
        return table
    if not (_T1_LIGATURE.search(text) or _OT1_LIGATURE.search(text)):
        # No ligature of its own: a math font, or a title without one.  Codes below 32
        # in such a font, none beside a letter (a text font's accent or dash), are math
        # italic's Greek letters.
        greek = _MATH_GREEK.search(text) and not _BESIDE_LETTER.search(text)
        return MATH if greek else SHARED
    pooled = "\n".join([text, *page])
    table = _sure(pooled)
    if table is not None:
        return table
    t1, ot1 = len(_T1_LIGATURE.findall(pooled)), len(_OT1_LIGATURE.findall(pooled))
    return T1 if t1 > ot1 else OT1 if ot1 > t1 else SHARED


def _sure(text: str) -> dict[int, str] | None:
    """T1 or OT1 where ``text`` shows more signs only that encoding gives (``None``: as
    many of each, or none)."""
    t1, ot1 = len(_T1_SURE.findall(text)), len(_OT1_SURE.findall(text))
    return T1 if t1 > ot1 else OT1 if ot1 > t1 else None


def decode(text: str, table: dict[int, str]) -> str:
    """``text`` read with ``table``; in OT1, an accent put on the letter after it."""
    if table is not OT1:
        return text.translate(table)
    accented = _OT1_ACCENTED.sub(
        lambda m: {"\x10": "i", "\x11": "j"}.get(m[2], m[2]) + _OT1_ACCENTS[m[1]], text
    )
    return unicodedata.normalize("NFC", accented.translate(table))


def _names_are_codes(differences: str) -> bool:
    """Whether an ``/Encoding``'s ``/Differences`` array names each glyph ``/a`` + its
    code (or ``.notdef``): the unnamed glyphs of TeX's bitmap fonts."""
    code = -1
    for token in re.findall(r"/[^\s/\[\]]+|\d+", differences):
        if not token.startswith("/"):
            code = int(token)
            continue
        match = _UNNAMED.fullmatch(token)
        if match is None or (match.group(1) is not None and int(match.group(1)) != code):
            return False
        code += 1
    return True


def is_bare_type3(doc: Any, xref: int) -> bool:
    """Whether the Type 3 font object ``xref`` has no ``ToUnicode`` map and glyphs that
    carry no names (``/a`` + code): one of TeX's bitmap fonts, known by the font's own
    objects, whatever it is named.  ``ValueError`` where MuPDF cannot look it up."""
    if doc.xref_get_key(xref, "ToUnicode")[0] != "null":
        return False
    kind, value = encoding_differences(doc, xref)
    if kind not in ("xref", "dict", "null"):
        return False  # a named base encoding: PyMuPDF reads it
    if value == "null":
        return False  # no Differences (a base encoding alone, or none): no TeX bitmap font
    return _names_are_codes(value)


def span_names(doc: Any, xref: int, basefont: str, name: str) -> frozenset[str]:
    """The names a span set in Type 3 font ``xref`` may carry: its ``/Name``, its base
    font and resource names, and MuPDF's "Type3 (N 0 R)" for a font without ``/Name``."""
    own = doc.xref_get_key(xref, "Name")
    named = own[1].lstrip("/") if own[0] == "name" else ""
    return frozenset(n for n in (named, basefont, name, f"Type3 ({xref} 0 R)") if n)


def tables_of(spans: list[dict[str, Any]], fonts: frozenset[str], text: Any) -> list[Any]:
    """``(span, table)`` for each of ``spans`` set in one of ``fonts`` (bare Type 3 fonts'
    span names), the table :func:`encoding_of` gives for its font on this page;
    ``text(span)`` is a span's text."""
    by_font: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for span in spans:
        if span.get("font") in fonts:
            by_font[span["font"]].append(span)
    texts = {font: [text(s) for s in font_spans] for font, font_spans in by_font.items()}
    # The page's text fonts (those with ligatures of their own) decide together; a math
    # font's codes (cmsy's ≥ at T1's en dash) do not.
    page_texts = [
        t for font_texts in texts.values() if _has_ligature(font_texts) for t in font_texts
    ]
    tables = {font: encoding_of(font_texts, page_texts) for font, font_texts in texts.items()}
    for font, table in tables.items():
        if table is MATH and not _cmmi_widths(by_font[font]):
            tables[font] = SHARED  # cmsy's ≥ or a T1 dash: not math italic's Greek
    return [(span, tables[font]) for font, font_spans in by_font.items() for span in font_spans]


def _cmmi_widths(spans: list[dict[str, Any]]) -> bool:
    """Whether the raw ``spans`` (with ``chars``) of one font set each code below 32 at
    the width one size of cmmi gives it, and one at least other than cmsy's look-alikes."""
    seen: list[tuple[int, float]] = []
    for span in spans:
        size = float(span.get("size", 0.0))
        for char in span.get("chars", ()):
            text = str(char.get("c", ""))
            code = ord(text) if len(text) == 1 else 32
            if code < 32 and code not in (9, 10):
                x0, _, x1, _ = char["bbox"]
                seen.append((code, (x1 - x0) / size if size > 0 else 0.0))
    if not {code for code, _ in seen} - _AS_WIDE_IN_CMSY:
        return False
    return any(
        all(abs(width - widths[code]) <= _MATH_WIDTH for code, width in seen)
        for widths in _CMMI_WIDTHS
    )


def _has_ligature(texts: list[str]) -> bool:
    text = "\n".join(texts)
    return bool(_T1_LIGATURE.search(text) or _OT1_LIGATURE.search(text))


def decode_chars(chars: list[str], table: dict[int, str]) -> list[str]:
    """:func:`decode` character by character: what each of ``chars`` reads as, as many
    as given (an OT1 accent reads as ``""``, the letter after it as the accented one),
    so that each keeps its box; their join is ``decode("".join(chars), table)``."""
    out = [char.translate(table) for char in chars]
    if table is not OT1:
        return out
    index = 0
    while index < len(chars) - 1:
        accent, letter = chars[index], chars[index + 1]
        if accent in _OT1_ACCENTS and _OT1_ACCENTED.fullmatch(accent + letter):
            base = {"\x10": "i", "\x11": "j"}.get(letter, letter)
            out[index] = ""
            out[index + 1] = unicodedata.normalize("NFC", base + _OT1_ACCENTS[accent])
            index += 2
        else:
            index += 1
    return out


__all__ = [
    "MATH",
    "OT1",
    "SHARED",
    "T1",
    "decode",
    "decode_chars",
    "encoding_of",
    "is_bare_type3",
    "span_names",
    "tables_of",
]
