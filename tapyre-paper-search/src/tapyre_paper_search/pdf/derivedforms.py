"""The derived forms of a word broken at a line end (pure; latex55).

A word broken after a hyphen that neither the English word list nor the document
writes whole, whose pieces are both words ("cor-" / "relative": "cor" is listed), kept
its hyphen by the line-end rule, in a title as in the body ("a cor-relative study").
Where the document writes the same stem with another suffix elsewhere ("correlates",
"correlation"), the paper writes the word whole: hyphenation split a plain word.
:func:`derived_forms` gives the forms looked up, the broken word's tail less one of
:data:`_SUFFIXES` (a stem of :data:`_MIN_STEM` letters at least) with each of them;
:func:`~tapyre_paper_search.pdf.docwords.mend_breaks` looks them up, hyphenated first,
as it looks up a word's inflected forms.
"""

from __future__ import annotations

# Derivational and inflectional suffixes of English words, longest first where one
# ends another.
_SUFFIXES = (
    "ively", "ations", "ation", "ives", "ions", "ings", "ated", "ates", "ive", "ion",
    "ing", "ate", "ity", "ory", "ors", "ed", "es", "or", "al", "ly", "e", "s",
)  # fmt: skip
# A stem keeps at least this many letters once a suffix is taken off.
_MIN_STEM = 5


def derived_forms(tail: str) -> list[str]:
    """The forms of a broken word's ``tail`` (lower case) with another suffix: its stem
    (``tail`` less the first of :data:`_SUFFIXES` it ends in, :data:`_MIN_STEM` letters
    left) with each suffix ("relative": "relat" gives "relates", "relation"); none
    where no suffix comes off; ``tail`` itself left out."""
    stem = next(
        (
            tail[: -len(s)]
            for s in _SUFFIXES
            if tail.endswith(s) and len(tail) - len(s) >= _MIN_STEM
        ),
        "",
    )
    if not stem:
        return []
    return [form for form in dict.fromkeys(stem + s for s in _SUFFIXES) if form != tail]


__all__ = ["derived_forms"]
