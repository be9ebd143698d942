"""A book's editor (and its edition) run on at the title's end (pure; used by
:mod:`.reftypefacts`; refs78): :func:`without_title_editor`.

A book of an author with an editor and a translator is printed with the editor after
the title: "Doe, J., Title, edited by A. Roe, trans. by B. Lee, 3rd ed. (Press, 2021).",
"J. Doe, Title, ed. by A. Roe, trans. by …", IEEE's "J. Doe, Title, 2nd ed., A. Roe,
Ed., trans. by …" and ACS's "Doe, J. Title, 3rd ed.; Roe, A., Ed.; Press: City, 2014."
The general reading cut the translator off but kept the editor, or the edition and the
editor's initial, in the title.

* A title closing on ", edited by" or ", ed. by" and one person's name (initials or a
  given name, a capitalised surname of letters, perhaps hyphened), or two joined by
  "and"/"&" (refs79: "…, edited by Guenther Roth and Claus Wittich"), ends before the
  comma, three words staying.
* A title closing on ", ed. by", ", edited by" or ", hrsg. von" and initials cut at an
  initial's stop ("Title, ed. by G" / "Roth and C. Wittich. Berkeley: …", "Title, ed.
  by M" / "Bertani. Milano: …"), where the venue opens with the surname's rest (a
  capitalised word, then up to three more names after a comma, "and", "&" or "und",
  and a stop), ends before the comma and the names
  leave the venue, two words staying (:func:`without_cut_editor`, refs79; fix63b's
  left-out).
* A title closing on ", Nth ed.," or "; " and a name's start, where the venue read
  opens with an editor's mark ("Ed.", "Eds." or a surname's remainder and ", Ed."),
  ends before the edition.

A title's own "edited by" (no comma, or no person's name after it: "Genomes edited by
CRISPR") stays.
"""

from __future__ import annotations

import re

_NAME = r"(?:[A-Z]\.(?:-[A-Z]\.)?\s*)*(?:[A-Z][a-zà-ÿ]+\s+)?(?:(?:van|von|de|der|la)\s+)*"
_SURNAME = r"[A-Z][a-zà-ÿ'’]+(?:-[A-Z][a-zà-ÿ]+)?"
_EDITED_BY = re.compile(
    rf",\s+(?:edited|ed\.)\s+by\s+{_NAME}{_SURNAME}(?:\s+(?:and|&)\s+{_NAME}{_SURNAME})?$"
)
_CUT_BY = re.compile(r",\s+(?:edited\s+by|ed\.\s+by|hrsg\.\s+von)\s+(?:[A-Z]\.\s*)*[A-Z]$")
_AND = r"(?:,?\s+(?:and|&|und)\s+|,\s+)"
_REST = re.compile(rf"^{_SURNAME}(?:{_AND}{_NAME}{_SURNAME}){{0,3}}(?:\.\s+|\.?$)")
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


def without_cut_editor(title: str, venue: str) -> tuple[str, str]:
    """(title, venue) without an editor's name cut at an initial's stop: the title's
    ", ed. by G" and the venue's "Roth and C. Wittich. " (see the module docstring);
    else as given."""
    if not title.endswith(tuple("ABCDEFGHIJKLMNOPQRSTUVWXYZ")) or "by " not in title:
        return title, venue
    cut, rest = _CUT_BY.search(title), _REST.match(venue)
    if cut is None or rest is None or len(title[: cut.start()].split()) < 2:
        return title, venue
    return title[: cut.start()], venue[rest.end() :]
