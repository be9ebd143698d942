"""Names of two words in a list read surname first with no comma (pure; used by
:mod:`.refnames`; refs37).

The Russian school's styles print every name surname first with no comma: "Streinu
Ileana, Padovani P., Yurkin Maxim A." .  A name of two whole words ("Streinu Ileana")
cannot tell its order alone: it is read given-first (form ``c``).  Where the same list
holds a name read surname first with no comma (form ``d`` with dotted initials,
"Padovani P.", or form ``e``, "Yurkin Maxim A."), its two-word names are surname first
too: "Ileana Streinu"; not a group's name (:data:`.reflistwords.GROUP_WORDS`: "Smith
J., Doe A., Study Group"), nor a name that opens with a common given name and ends with
none (:func:`.givennames.is_given_name`: "Smith J., Doe A., Jane Miller"; review111).
A surname opening with a capitalised particle and a whole given name after it ("Di
Stefano Anna", three words, the first a particle of :data:`.namewords.PARTICLES`) is
turned round the same way: "Anna Di Stefano" (refs38).
A list of given-first names ("Jane Doe, John Smith") or one with names written "Doe,
J." (form ``b``) is left as it is.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.givennames import is_given_name
from tapyre_paper_search.pdf.namewords import PARTICLES
from tapyre_paper_search.pdf.reflistwords import GROUP_WORDS
from tapyre_paper_search.pdf.refnameforms import Named


def surname_first(names: list[str], read: list[Named]) -> list[str]:
    """``names`` with each two-word given-first reading turned round where the list
    (``read``, the readings of ``names`` in order) is written surname first with no
    comma (see the module docstring)."""
    forms = [form for form, _ in read[: len(names)]]
    if "c" not in forms or "b" in forms or not any(map(_no_comma_surname_first, read)):
        return names
    out = list(names)
    for i, (form, match) in enumerate(read[: len(names)]):
        words = match.group(0).split()
        if form == "c" and _particle_surname(words):
            out[i] = f"{words[2]} {words[0]} {words[1]}"
        elif (
            form == "c"
            and len(words) == 2
            and "." not in match.group(0)
            and words[1] not in GROUP_WORDS
            and not (is_given_name(words[0]) and not is_given_name(words[1]))
        ):
            out[i] = f"{words[1]} {words[0]}"
    return out


def _particle_surname(words: list[str]) -> bool:
    """Whether three whole words are a surname opening with a capitalised particle and
    a given name ("Di Stefano Anna"; no full stop, no group's word), the second word
    capitalised and no particle: "Van der Berg", "De La Cruz" are whole surnames
    (review121)."""
    return (
        len(words) == 3
        and words[0].lower() in PARTICLES
        and words[0][:1].isupper()
        and words[1][:1].isupper()
        and words[1].lower() not in PARTICLES
        and words[2] not in GROUP_WORDS
        and not any("." in word for word in words)
    )


def _no_comma_surname_first(named: Named) -> bool:
    """Whether a reading is surname first with no comma: "Yurkin Maxim A." (``e``), or
    "Padovani P." (``d``, its initials dotted)."""
    form, match = named
    return form == "e" or (form == "d" and match["given"].rstrip().endswith("."))
