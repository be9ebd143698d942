"""Personal names as BibTeX and RIS write them, split into :class:`~.reference.Name`.

The splitting follows BibTeX's rules (``First von Last``, ``von Last, First``,
``von Last, Jr, First``; lower-case words are the ``von`` particles, a name in
braces is one unit) through bibtexparser's :func:`splitname`.  LaTeX is decoded
after splitting, so ``{Google Research}`` stays one organisation.
"""

from __future__ import annotations

from bibtexparser.customization import splitname
from bibtexparser.latexenc import latex_to_unicode

from tapyre_paper_search.library.reference import Name
from tapyre_paper_search.pdf.normalize import normalize_inline


def parse_name(text: str, *, latex: bool = False) -> Name | None:
    """One name as written in a BibTeX ``author`` list or a RIS ``AU`` line.

    ``latex``: decode LaTeX (``M{\\"u}ller`` → ``Müller``), for BibTeX.
    ``None`` for an empty name.
    """
    text = " ".join(text.split())
    if not text:
        return None
    if text.startswith("{") and text.endswith("}") and _balanced(text[1:-1]):
        return Name(family=_clean(text[1:-1], latex), literal=True)
    try:
        parts = splitname(text, strict_mode=False)
    except (IndexError, ValueError):  # unbalanced braces: keep the text as one name
        return Name(family=_clean(text, latex), literal=True)
    family = " ".join([*parts["von"], *parts["last"]])
    given = " ".join(parts["first"])
    suffix = " ".join(parts["jr"])
    if not family and given:
        family, given = given, ""
    return Name(
        family=_clean(family, latex), given=_clean(given, latex), suffix=_clean(suffix, latex)
    )


def split_display_name(text: str) -> Name:
    """``Anna van der Berg`` → family ``van der Berg``, given ``Anna``.

    Stored papers keep names as displayed (given names first); this recovers
    the split for export.  A comma means the name is already inverted.
    """
    return parse_name(text) or Name(family=text.strip())


def _clean(text: str, latex: bool) -> str:
    if latex and ("\\" in text or "{" in text):
        text = latex_to_unicode(text)
    return normalize_inline(text.replace("{", "").replace("}", "")).strip()


def _balanced(text: str) -> bool:
    depth = 0
    for ch in text:
        depth += {"{": 1, "}": -1}.get(ch, 0)
        if depth < 0:
            return False
    return depth == 0
