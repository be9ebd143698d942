"""A name given out without the generational suffix closing it (pure; bylines65).

The record's authors drop "Jr." behind a comma ("Ann Lee, Jr.": the comma parts it from
the name, bylines62); written without a comma ("Martin L. Greene Jr.", "Carl Ashby III",
"Theodore Vance Sr.") it stayed in the name.  :func:`without_suffix` drops one suffix of
:data:`~tapyre_paper_search.pdf.namewords.SUFFIXES` closing a name where two words or
more are left ("Lee Jr." stays as written: a bare surname is no full name).
"""

from __future__ import annotations

from tapyre_paper_search.pdf.namewords import SUFFIXES

_LEFT = 2
"""The fewest words a name keeps after its suffix is dropped."""


def without_suffix(name: str) -> str:
    """``name`` without a closing generational suffix ("Jr.", "Sr.", "II", "III", "IV",
    stop or none), where :data:`_LEFT` words or more are left; else ``name``."""
    words = name.split()
    if len(words) > _LEFT and words[-1].lower() in SUFFIXES and words[-1][:1].isupper():
        return " ".join(words[:-1]).rstrip(",")
    return name


__all__ = ["without_suffix"]
