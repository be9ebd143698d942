"""Which title a PDF gets: its metadata title or the one on its first page (pure).

A PDF's document-information title is often wrong in ways that look
plausible: the proceedings' name, the title with the journal appended
("… - Circuits and Systems for Video Technology, IEEE Transactions on"), the
title of another paper the template came from.  The title set in large type
on the first page is what a reader cites, so the metadata title is trusted
only when it agrees with that one (fuzzily: case, punctuation, accents,
hyphenation and small typos aside) or when the layout finds no title.
"""

from __future__ import annotations

import html
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from difflib import SequenceMatcher

from tapyre_paper_search.pdf.normalize import normalize_inline
from tapyre_paper_search.pdf.sitetitle import without_site
from tapyre_paper_search.records.references import fold_title

# Titles agree when their letters match this closely (after folding).
_AGREEMENT = 0.9

_JUNK_TITLE = re.compile(
    r"^(?:untitled\b.*|title|no title|microsoft (?:word|powerpoint)\b.*|"
    r".*\.(?:docx?|tex|dvi|pdf|ps|eps|indd|rtf|odt|pages)|slide \d+|paper\s*\d*|"
    r"main|manuscript|article|document\s*\d*|template|\d+|arxiv:?\s*\S+)$",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class TitleChoice:
    """The chosen ``title`` and the ``other`` candidate when the two disagreed."""

    title: str
    other: str = ""


def clean_metadata_title(raw: str) -> str:
    """The metadata title normalised, or ``""`` when it is obviously junk
    (a file name, "Untitled", "Microsoft Word - …", a bare number or arXiv id)."""
    title = normalize_inline(html.unescape(raw or ""), dashes="printed").strip()
    if sum(map(str.isalpha, title)) < 4 or _JUNK_TITLE.match(title):
        return ""
    return title


def titles_agree(first: str, second: str) -> bool:
    """Whether two titles are the same title, written slightly differently."""
    a, b = fold_title(first), fold_title(second)
    if not a or not b:
        return False
    if a == b:
        return True
    matcher = SequenceMatcher(None, a, b, autojunk=False)
    # The quick ratios are upper bounds of ratio(): most titles compared are another
    # group of the page, told apart without the full comparison.
    return (
        matcher.real_quick_ratio() >= _AGREEMENT
        and matcher.quick_ratio() >= _AGREEMENT
        and matcher.ratio() >= _AGREEMENT
    )


# What a metadata title (written from the LaTeX source, without its math) puts in place
# of a printed character: nothing, a space, a straight quote, a hyphen.
_PLAIN = frozenset(" '\"`-")
# Printed characters a metadata title loses or makes plain: dashes and curly quotes.
_TYPOGRAPHIC = frozenset("–—‐‑−‘’“”")
_CASED = frozenset({"Lu", "Ll", "Lt"})


def flattened(metadata_title: str, layout_title: str) -> bool:
    """Whether ``metadata_title`` is ``layout_title`` with printed characters dropped or
    made plain: a Greek letter set in math left out ("-catenin" for "β-catenin"), a
    curly quote made straight, an en dash made a space or a hyphen, a math sign left out
    or garbled (:func:`_math_sign_garbled`), an exponent's "^" left out ("216" for the
    page's "2^16", glyphs52).  Each difference
    must be such a character, and letters only ever go missing from the metadata
    (a hyphen the page kept at a line break, "Ex-pression", is no such difference);
    math letters left out with the space beside them count ("From dyadic to" for
    "From dyadic Λα to Λα", latex45)."""
    if metadata_title == layout_title:
        return False
    matcher = SequenceMatcher(None, metadata_title, layout_title, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        lost, printed = metadata_title[i1:i2], layout_title[j1:j2]
        if j2 < len(layout_title) and _math_sign_garbled(lost, printed):
            continue  # (a sign closing the title is a footnote's mark: "trees∗")
        if not lost and printed == "^":
            continue  # a raised exponent's mark (exponents.caret): "2^16" for "216"
        if not printed or not set(lost) <= _PLAIN:
            return False
        # Cased letters (Greek, accented Latin), not a modifier letter or an ordinal
        # sign ("ˈ", "ª") that dirt on the page reads as.
        letters = all(unicodedata.category(c) in _CASED and not c.isascii() for c in printed)
        if lost and not set(printed) <= _TYPOGRAPHIC and not letters:
            return False
        if not lost and not (letters or _spaced_letters(printed)):
            return False
    return True


def _spaced_letters(printed: str) -> bool:
    """Whether text only the page prints is math letters with the space beside them:
    "Λα " of "From dyadic Λα to Λα" where the metadata, its math left out and its
    spaces run together, reads "From dyadic to" (latex45)."""
    kept = printed.strip()
    return bool(kept) and all(
        c.isspace() or (unicodedata.category(c) in _CASED and not c.isascii()) for c in kept
    )


_MARKS = frozenset("∗⋆")
"""Math signs a page sets as a footnote's mark after a word."""


def _math_sign_garbled(lost: str, printed: str) -> bool:
    """Whether ``printed`` is math signs alone ("√", "≤", "×") and ``lost``, the
    metadata's text in their place, is none or ASCII without a letter: what a LaTeX
    metadata title writes for a sign it cannot spell ('("12705)' for "(√5)": hyperref's
    escape of the radical; names45).  A sign spelled out in words ("sqrt", "leq") is no
    such difference.  The space beside a sign may go with it ("200 106/l" for "200 ×
    106/l": the metadata's two spaces run together; latex49)."""
    signs = printed.strip()
    return (
        bool(signs)
        and all(c.isspace() or (unicodedata.category(c) == "Sm" and c not in _MARKS) for c in signs)
        and lost.isascii()
        and not any(c.isalpha() for c in lost)
    )


def choose_title(metadata_title: str, layout_title: str, lines: Sequence[str] = ()) -> TitleChoice:
    """The title of the record, by the rule in the module docstring.

    ``metadata_title`` must already be cleaned (:func:`clean_metadata_title`).
    When both are present and agree the metadata title wins (it has no line
    breaks to mend), unless it is all capitals where the page is not or it is the
    printed title with characters lost or made plain (:func:`flattened`); a site's name
    added to it is dropped first unless the title page's ``lines`` (texts in reading
    order) print it under the title (:func:`.sitetitle.without_site`); when they
    disagree the layout title wins and the metadata title is kept as ``other``.
    A metadata title that wins takes the printed title's curly quotes and dashes
    (:func:`with_printed_marks`).
    """
    if not layout_title:
        return TitleChoice(metadata_title)
    if not metadata_title:
        return TitleChoice(layout_title)
    if titles_agree(metadata_title, layout_title):
        metadata_title = without_site(metadata_title, layout_title, lines) or metadata_title
        shouting = metadata_title.isupper() and not layout_title.isupper()
        plain = flattened(metadata_title, layout_title)
        if shouting or plain:
            return TitleChoice(layout_title)
        return TitleChoice(with_printed_marks(metadata_title, layout_title))
    return TitleChoice(layout_title, other=metadata_title)


def with_printed_marks(metadata_title: str, layout_title: str) -> str:
    """``metadata_title`` with each straight quote or hyphen it has where the printed
    ``layout_title`` has a curly quote or a dash (letters compared without their case:
    a title printed in capitals or small capitals) replaced by the printed mark:
    "Crohn's" under "CROHN’S" is "Crohn’s"."""
    meta, printed = metadata_title.lower(), layout_title.lower()
    if len(meta) != len(metadata_title) or len(printed) != len(layout_title):
        return metadata_title  # a letter whose lower case is longer ("İ"): left alone
    out = list(metadata_title)
    matcher = SequenceMatcher(None, meta, printed, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag != "replace" or i2 - i1 != j2 - j1:
            continue
        lost, marks = meta[i1:i2], layout_title[j1:j2]
        if set(lost) <= _PLAIN - {" "} and set(marks) <= _TYPOGRAPHIC:
            out[i1:i2] = marks
    return "".join(out)
