"""One person with a double given name and a double surname (pure; bylines46).

:func:`~tapyre_paper_search.pdf.namecuts.run_together` reads four capitalised words
with no separator as two names of two words ("Jane Doe John Smith").  An Iberian
name is four words too: two given names and two surnames ("María José García López",
"Juan Carlos Pérez Ruiz"), and the cut made two people of it.  :func:`one_iberian`
tells the one person: both words of the first half are known given names
(:func:`~tapyre_paper_search.pdf.givennames.is_given_name`) and neither word of the
second is, so the second half holds no given name of its own and can be no person's
whole name.  Two people stay two: "Ann Lee Bo Chen" ("Lee" is no given name), "Mary
Ann Paul Kim" ("Paul" opens the second name).
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.givennames import is_given_name


def one_iberian(names: Sequence[Sequence[str]]) -> bool:
    """Whether ``names`` (the words of each name a cut made) are two halves of one
    person: two names of two words, the first two known given names, the second
    none and no initial (an initial opens a name: "John Paul" / "I Smith" stay as
    names45 read them)."""
    if len(names) != 2 or any(len(name) != 2 for name in names):
        return False
    given, surnames = names
    if any(len(w.rstrip(".")) < 2 for w in surnames):
        return False  # an initial opens the second name ("John Paul" / "I Smith")
    return all(is_given_name(w) for w in given) and not any(is_given_name(w) for w in surnames)


__all__ = ["one_iberian"]
