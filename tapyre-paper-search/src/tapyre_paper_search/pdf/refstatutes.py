"""A statute's public-law number after its title (pure; used by :mod:`.reftypefacts`
and :mod:`.refentryparts`; refs78).

A United States statute is cited by its title, its public-law number and its code's
title and section: "Clean Air Act, Pub. L. No. 88-206, 42 U.S.C. § 7401, 1963."  The
general reading cut the title at the stop of "Pub." ("Clean Air Act, Pub" / "L. No.
88-206, …").  :func:`without_public_law` ends the title before "Pub" where the venue
read opens with "L. No." and a law's number (congress, dash, number), the cite the
venue; an author-year style's year in brackets closing the title before the cite
("Clean Air Act (1963). Pub. L. No. …") leaves it too.

A statute has no author: its title opens the entry.  Where the reading took the
title's first words for a name ("Light Activation" of "Light Activation of X …", "S.
The" of "The S. cerevisiae …"), :func:`statute_names` gives them back to the title when
the venue is a public law's cite, one name was read, its words are the entry's first
and a small word runs on after them with no comma ("Smith, J. The law …", "U.S.
Congress. Clean Air Act …": a name, stays).  Where every word before the cite was read
as names (refs79: "Patient Protection and Affordable Care Act, Pub. L. No. …" read as two
names, the title "Pub"), the words before the cite are the title and there are no names.

A statute cited by its code's title and section alone ("Clean Air Act, 42 U.S.C. § 7401
et seq. (1970).", "Family Educational Rights and Privacy Act of 1974, 20 U.S.C. §
1232g"; refs79, fix63b's left-out) was read as a name and the cite as the title:
:func:`code_statute` takes the words before a comma and the code's cite ("N U.S.C. §";
a regulation's "N C.F.R. §" after its agency, a body, is not taken) for the title, the
cite for the venue and no names, where those words hold no comma, no initial and no
bracket (a person's or a body's name before a title).  The cite must close the entry
(its section, "et seq.", a year in brackets: an article's title naming a section, "…
under the statute, 42 U.S.C. § 1983, revisited. Harv Law Rev …", is no statute); a
body's name before a sentence's stop ("Environmental Protection Agency. Clean Air Act,
42 U.S.C. § 7401") stays the name, the words after the stop the title (fix64b).
"""

from __future__ import annotations

import re

_LAW = r"L\.\s+No\.\s+\d{2,3}[-–]\d{1,4}\b"
_CUT = re.compile(r"[,.]?\s+Pub$")
_CITE = re.compile(rf"^(?:Pub\.\s+)?{_LAW}")
_YEAR = re.compile(r"\s+\((?:1[6-9]|20)\d\d\)$")
_CODE = re.compile(
    r",\s+(\d{1,2}\s+U\.\s?S\.\s?C\.(?:\s?A\.)?\s+§§?\s*[\w().–-]+(?:\s*[-–]\s*[\w().-]+)?"
    r"(?:\s+et\s+seq\.?)?)\s*(?:\([^()]*\d{4}\))?\.?$"
)
_INITIAL = re.compile(r"(?:^|\s)[A-Z]\.|\(")


def without_public_law(title: str, venue: str) -> tuple[str, str]:
    """(title, venue) with a public law's number cut from ``title``'s end (see the module
    docstring); else as given."""
    if _CITE.match(venue) is None:
        return title, venue
    if title == "Pub":  # every word before it was read as names (refs79)
        return "", f"Pub. {venue}"
    cut = _CUT.search(title)
    if cut is not None:
        title, venue = title[: cut.start()], f"Pub. {venue}"
    year = _YEAR.search(title)
    return (title[: year.start()] if year is not None else title), venue


def statute_names(
    authors: tuple[str, ...], title: str, venue: str, text: str
) -> tuple[tuple[str, ...], str]:
    """(no names, the whole title) where a statute's opening words were read as one name
    (see the module docstring); else as given."""
    if not venue.startswith("Pub. L. No."):
        return authors, title
    if not title and authors:  # "Patient Protection and Affordable Care Act, Pub. L. …"
        named = text[: text.find(", Pub. L.")] if ", Pub. L." in text else ""
        return ((), named) if named and _INITIAL.search(named) is None else (authors, title)
    if len(authors) != 1:
        return authors, title
    words, all_words = authors[0].split(), text.split()
    opening = all_words[: len(words)]
    if sorted(w.rstrip(",.") for w in opening) != sorted(w.rstrip(",.") for w in words):
        return authors, title
    after = all_words[len(words)] if len(all_words) > len(words) else ""
    if not after[:1].islower() or opening[-1].endswith(","):  # "Smith, J. The …": a name
        return authors, title
    return (), f"{' '.join(opening)} {title}"


def code_statute(
    authors: tuple[str, ...], title: str, venue: str, text: str
) -> tuple[tuple[str, ...], str, str]:
    """(no names, the statute's name, the code's cite) for a statute cited by its code's
    title and section (see the module docstring); else as given."""
    if "§" not in text or not authors:
        return authors, title, venue
    cite = _CODE.search(text)
    if cite is None:
        return authors, title, venue
    body, _, named = text[: cite.start()].strip().rpartition(". ")
    if not named or "," in named or _INITIAL.search(named) is not None:
        return authors, title, venue
    if body:  # "Environmental Protection Agency. Clean Air Act, 42 U.S.C. …": the body stays
        if not all(set(name.split()) <= set(body.split()) for name in authors):
            return authors, title, venue
        return authors, named, cite[1].rstrip(" .")
    return (), named, cite[1].rstrip(" .")
