"""A work's kind printed after its title, read as the title's end (pure; used by
:mod:`.reftypefacts`; refs72): :func:`without_kind_tags`.

* A medium's tag in square brackets (APA's descriptor, biblatex's ``titleaddon``):
  "Title [Data set]", "Title, [Video]", "Title [[Computer software]]" (a style that
  brackets the addon again): the tag leaves the title, two words staying.  Only tags
  naming a medium or a kind of release (:func:`is_medium`) go; a title's
  own bracket ("Title [in Russian]", "[Growth of X]") and a small tag alone ("Data and/or
  code [dataset]", refs32's guard) stay.
* A thesis's kind written in its school's language ("Tesi di dottorato", "Thèse de
  doctorat", "Tesis doctoral", "Tese de doutorado", "Doktorarbeit") closing the title
  after a stop, comma or space, its school and year perhaps after it ("Title Tesi di
  dottorato (Università di Bologna, Bologna, 2021)", "Title, Tesis doctoral, Granada:
  Universidad de Granada"): the title ends before the kind, three words staying; where
  no venue was read the school (the words after the kind that hold a school's word,
  :data:`_SCHOOL`) is the venue.  A title that is the kind and the school alone (a style
  printing no thesis title: "Tesi di dottorato, Università di Bologna") is empty.
  English kinds ("PhD thesis") are :mod:`.refthesis`' and :mod:`.refkindschool`'s.
"""

from __future__ import annotations

import re

# A medium's or a release's word closing a bracketed tag (an artwork's, a game's and a
# song's since refs77).
MEDIA = (
    "set", "dataset", "data", "software", "program", "programme", "code", "video", "audio",
    "podcast", "film", "picture", "recording", "photograph", "slides", "webinar", "app",
    "database", "infographic", "tweet", "post", "game", "song", "painting", "sculpture",
    "score",
)  # fmt: skip
# refs77's words of a work, not a carrier: a tag of the word alone ("[Song]") or after a
# game's medium ("[Video game]"); a translated title's bracket ending on one ("[Folk song]",
# "[The royal game]", "[Chinese painting]") names no medium (fix62b).
_WORKS = ("game", "song", "painting", "sculpture")
_PLAYED = ("video", "computer", "board", "mobile")


def is_medium(tag: str) -> bool:
    """Whether a bracketed tag's words (a capitalised word, up to two small ones) name a
    medium: the last of :data:`MEDIA`, a work's word (:data:`_WORKS`) alone or after a
    game's medium, "Musical score" (refs78)."""
    words = tag.lower().split()
    if not words or words[-1] not in MEDIA:
        return False
    if words[-1] == "score":  # (a score's, refs78: "[Final score]", "[Score]" stay)
        return words == ["musical", "score"]
    if words[-1] not in _WORKS or len(words) == 1:
        return True
    return words[-1] == "game" and len(words) == 2 and words[0] in _PLAYED


# The tag: a capitalised word and up to two small ones, the last of :data:`MEDIA` (a
# small tag alone, "[dataset]", is a title's own: refs32's guard).
_TAG = re.compile(r",?\s*\[\[?(?P<tag>[A-Z][a-z]*(?:\s+[a-z]+){0,2})\]\]?$")
# A thesis's kind in another language than English (several words, or one after a
# stop or comma).
_KINDS = (
    r"Tesi\s+di\s+(?:dottorato|laurea)|Th[èe]se\s+de\s+doctorat|M[ée]moire\s+de\s+master"
    r"|Tesis\s+doctoral|Tese\s+de\s+doutorado|Disserta[çc][ãa]o\s+de\s+mestrado"
)
_ONE_WORD = r"Doktorarbeit|Proefschrift|Diplomarbeit|Masterarbeit|Habilitationsschrift"
_THESIS = re.compile(
    rf"(?:[.,;]?\s+(?:{_KINDS})|[.,;]\s+(?:{_ONE_WORD}))"
    r"(?P<after>(?:[.,:;]?\s+|\s*\().*)?$"
)
_BARE = re.compile(rf"(?:{_KINDS}|{_ONE_WORD})[.,:;]?\s+(?P<after>.+)$")
# A school's word, in the languages above and English.
_SCHOOL = re.compile(
    r"[^,;:()]*\b(?:Universit\w*|Universidad|Universidade|Hochschule|École|Ecole|Politecnico"
    r"|Instituto?|College|School)\b[^,;:()]*"
)


def without_kind_tags(title: str, venue: str) -> tuple[str, str]:
    """(title, venue) without a medium's bracketed tag or a thesis's foreign kind (and
    what follows it) closing ``title`` (see the module docstring)."""
    if title.endswith("]"):
        tag = _TAG.search(title)
        medium = tag is not None and is_medium(tag["tag"])
        if tag is not None and medium and len(title[: tag.start()].split()) >= 2:
            return title[: tag.start()], venue
    bare = _BARE.match(title)
    if bare is not None:  # "Tesi di dottorato, Università di Bologna": no title printed
        school = _SCHOOL.search(bare["after"])
        return "", venue or (school[0].strip() if school else "")
    found = _THESIS.search(title)
    if found is None or len(title[: found.start()].split()) < 3:
        return title, venue
    school = _SCHOOL.search(found["after"] or "")
    return title[: found.start()], venue or (school[0].strip() if school else "")
