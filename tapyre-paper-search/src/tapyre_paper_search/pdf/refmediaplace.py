"""A medium's bracketed tag with the work's place after it, run into the title (pure;
used by :mod:`.reftypefacts`; refs77): :func:`without_tagged_place`.

APA's descriptor (biblatex's ``titleaddon``) names a work's medium in square brackets
after its title; where the work has no journal or publisher, the style prints its place
next: a talk's meeting and city, an artwork's museum, a song's album ("Title, [Presentation
slides], 7th Workshop on X, Lisbon", "Title [Painting]. Tate Modern, London", "Title
[[Song]] [On Songs of X]").  The general reading cuts at none of it, so the tag and its
place stay in the title.  :mod:`.refkindtags` takes a tag closing the title; here a tag
followed, after a comma, a stop or another bracket, by the rest of the title: the title
ends before the tag (three words staying, the last no small word) and the place after
it is the venue where none was read.  The tag is :mod:`.refkindtags`' (a capitalised
word, up to two small ones, its last a medium's); a title's own bracket ("The [Fe]
hydrogenase", "[Growth of X]") names no medium, and a tag with words running on after it
with no comma, stop or bracket ("Title [Video] and its audience") stays.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refkindtags import is_medium
from tapyre_paper_search.pdf.refthesis import title_before

# The tag, then a comma, a stop or another bracket, and the place to the title's end.
_TAGGED = re.compile(
    r",?\s*\[\[?(?P<tag>[A-Z][a-z]*(?:\s+[a-z]+){0,2})\]\]?"
    r"(?:[,.]\s+(?P<place>[^\[\]]+?)|\s*\[(?P<held>[^\[\]]+)\])[.,]?$"
)


def without_tagged_place(title: str, venue: str) -> tuple[str, str]:
    """(title, venue) without a medium's bracketed tag and the place after it closing
    ``title``, the place the venue where none was read (see the module docstring)."""
    if "[" not in title:
        return title, venue  # (cheap test first)
    found = _TAGGED.search(title)
    if found is None or not is_medium(found["tag"]):
        return title, venue
    kept = title[: found.start()]
    if not title_before(kept):
        return title, venue
    place = (found["place"] or found["held"] or "").strip()
    return kept.rstrip(" ,;"), venue or place
