"""A book's editor (and its edition) run on at the title's end (pure; used by
:mod:`.reftypefacts`; refs78): :func:`without_title_editor`.

A book of an author with an editor and a translator is printed with the editor after
the title: "Doe, J., Title, edited by A. Roe, trans. by B. Lee, 3rd ed. (Press, 2021).",
"J. Doe, Title, ed. by A. Roe, trans. by …", IEEE's "J. Doe, Title, 2nd ed., A. Roe,
Ed., trans. by …" and ACS's "Doe, J. Title, 3rd ed.; Roe, A., Ed.; Press: City, 2014."
The general reading cut the translator off but kept the editor, or the edition and the
editor's initial, in the title.

* A title closing on ", edited by" or ", ed. by" and one person's name (initials or a
  given name, a capitalised surname of letters, perhaps hyphened) ends before the
  comma, three words staying.
* A title closing on ", Nth ed.," or "; " and a name's start, where the venue read
  opens with an editor's mark ("Ed.", "Eds." or a surname's remainder and ", Ed."),
  ends before the edition.

A title's own "edited by" (no comma, or no person's name after it: "Genomes edited by
CRISPR") stays.
"""

from __future__ import annotations

import re

_NAME = r"(?:[A-Z]\.(?:-[A-Z]\.)?\s*)*(?:[A-Z][a-zà-ÿ]+\s+)?(?:(?:van|von|de|der|la)\s+)*"
_EDITED_BY = re.compile(rf",\s+(?:edited|ed\.)\s+by\s+{_NAME}[A-Z][a-zà-ÿ'’]+(?:-[A-Z][a-zà-ÿ]+)?$")
_EDITION = re.compile(r",\s+\d{1,2}(?:st|nd|rd|th)\s+ed\.[,;]\s+[A-Z][\w.,\s'’-]{0,30}$")
_EDITOR_MARK = re.compile(r"^(?:[A-Z][\w'’-]*,\s+)?Eds?\.")


def without_title_editor(title: str, venue: str) -> str:
    """``title`` without the book's editor (and edition) run on at its end (see the
    module docstring); else as given."""
    if "by " in title:
        found = _EDITED_BY.search(title)
        if found is not None and len(title[: found.start()].split()) >= 3:
            return title[: found.start()]
    if " ed." not in title or _EDITOR_MARK.match(venue) is None:
        return title
    edition = _EDITION.search(title)
    if edition is None or len(title[: edition.start()].split()) < 3:
        return title
    return title[: edition.start()]
