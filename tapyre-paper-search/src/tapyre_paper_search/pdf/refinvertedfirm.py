"""A patent's holder printed as an inverted person's name, opening the entry (pure; used
by :mod:`.refentry`; refs76).

ISO 690 styles print a patent's holder first, in a name's form, so that a firm's name
is inverted at its legal form and the form set in capitals as a surname: "INC.,
Information Systems. Title. Inventor: Scott M. COHEN; C. MONNEY. Publ.: 1995. Patent US
8446183 A."  No names were read; the opening (the legal form in capitals, a comma, one
to five capitalised words, a stop) is no title's.  The inventors after "Inventor:" or
"Inventors:" (up to the stop before the next label, "Publ.:"), split at semicolons, are
the authors, and leave the rest (their initials' stops would end the title's sentence
in them).  An opening without the legal form in capitals ("Inc. Magazine, …"), names
already read, or an entry naming no patent nor inventor (an authorless title opening on
an acronym, "PLC, SCADA Systems. Control of drives."; fix61b) stays.
"""

from __future__ import annotations

import re

_FIRM = re.compile(
    r"(?:INC|LTD|LLC|GMBH|CORP|PLC|AG|CO)\.?,\s+(?:[A-ZÀ-Þ][\w&'’-]*\s+){0,4}[A-ZÀ-Þ][\w&'’-]*\.\s+"
)
_PATENT = re.compile(r"\b(?:[Pp]atent|Inventors?:)")  # (the holder's entry is a patent's)
_INVENTORS = re.compile(r"\s*\bInventors?:\s+(?P<names>[^:]+?)\.(?=\s+[A-Z][\w.]*:)")


def firm_opening(authors: tuple[str, ...], rest: str) -> tuple[tuple[str, ...], str]:
    """(authors, rest) without a holder's inverted name opening ``rest`` where no names
    were read, the inventors the authors (see the module docstring)."""
    found = _FIRM.match(rest) if not authors and rest[:1].isupper() else None
    if found is None or _PATENT.search(rest, found.end()) is None:
        return authors, rest
    rest = rest[found.end() :]
    listed = _INVENTORS.search(rest)
    if listed is None:
        return (), rest
    names = tuple(n.strip() for n in listed["names"].split(";"))
    return tuple(n for n in names if n), rest[: listed.start()] + rest[listed.end() :]
