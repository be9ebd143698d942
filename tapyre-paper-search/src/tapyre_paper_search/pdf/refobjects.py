"""A museum object's kind and number, or a medium's tag before its cut source, closing
the title (pure; used by :mod:`.reftypefacts`; refs78): :func:`without_object_tag`.

APA cites a museum object by its title, its kind in square brackets, its museum number
and its museum: "Doe, J. (1999). Title [Woodcut print]. Museum number 1977.260. Easton
Museum of Art."  A style printing the ``.bib`` fields with commas ran the kind and the
number on at the title's end ("Title, [Woodcut print], Museum number 1977.260"); ISO
690 brackets the kind again and the source after it ("Title [[Bronze figure]] [Museum
number 1937.189. Museum of X]", "Title [[Computer software]] [Zenodo. https://…]"),
and the general reading cut the source's bracket at its stop.

* A bracketed kind (a capitalised word, up to two small ones) followed by "Museum
  number", "Museum no." or "Inventory number" and the number closing the title: the
  title ends before the kind.
* ISO's doubled brackets ("[[Kind]]") and an opened bracket not closed closing the
  title: the title ends before them where the kind names a medium
  (:func:`.refkindtags.is_medium`) or the opened bracket a museum's number.

Three words stay before.  A tag with no number after it ("Title [Woodcut print]" is
:mod:`.refkindtags`' to judge) or a title's own single bracket stays.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refkindtags import is_medium

_KIND = r"[A-Z][a-z]+(?:\s+[a-z]+){0,2}"
# An object's number: no year of the work (:func:`.refmarks.year_of`).
NUMBER = r"(?:Museum\s+(?:number|no\.)|Inventory\s+number)\s+[\w.-]*\d"
_NUMBERED = re.compile(rf"(?:,\s*|\s+)\[{_KIND}\],?\s+{NUMBER}[\w.-]*$")
_DOUBLED = re.compile(rf"\s+\[\[(?P<kind>{_KIND})\]\]\s+\[(?P<open>[^\[\]]*)$")


def without_object_tag(title: str) -> str:
    """``title`` without an object's kind and number, or ISO's doubled tag before a cut
    source, closing it (see the module docstring); else as given."""
    if "[" not in title:
        return title
    found = _NUMBERED.search(title) or _DOUBLED.search(title)
    if found is None or len(title[: found.start()].split()) < 3:
        return title
    if found.re is _DOUBLED:
        numbered = re.match(NUMBER, found["open"]) is not None
        if not (is_medium(found["kind"]) or numbered):
            return title
    return title[: found.start()]
