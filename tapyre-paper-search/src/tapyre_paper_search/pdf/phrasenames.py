"""Title-case phrases that read as names: a subtitle is no byline (pure).

"Green Functions, Young Tableaux" or "Noether Currents and Killing Vectors" pass
:func:`~tapyre_paper_search.pdf.authors.names_in_line`: capitalised words in
pairs, cut at commas and "and".  :func:`reads_as_phrase` tells such a row from a
byline only against the byline set under it: one of the row's "names" ends in the
plural of an English word ("Functions", "Problems"), none shows a person
(:func:`shows_person`: an initial, or a common given name first,
:func:`~tapyre_paper_search.pdf.givennames.is_given_name`), and the row under it
does ("Paolo Di Vecchia").  A plural ending alone is no evidence: the English word
list holds given names, so many surnames read as plurals ("Roberts", "Williams",
"Jones", "Banks"), and a row with nothing under it that shows a person stays a
byline ("Kwame Mensah and Ngozi Williams", "J. Hughes and K. Matthews").  Used
only where a row's being a byline rests on its reading as names alone (a roman row
under a bold title in the body's size).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.givennames import is_given_name
from tapyre_paper_search.pdf.words import english_words

# A plural's ending and what its singular ends in instead.
_PLURALS = (("ies", "y"), ("es", ""), ("s", ""))
# An initial inside a name ("J.", "J.-P."), its letters upper case (:func:`_initial`).
_INITIAL = re.compile(r"^[^\W\d_]\.(?:-?[^\W\d_]\.)*$")


def reads_as_phrase(names: Sequence[str], below: Sequence[str]) -> bool:
    """Whether ``names`` (a row read as names) are a title-case phrase over the byline
    ``below`` (the names of the row under it; see the module)."""
    if not names or shows_person(names) or not shows_person(below):
        return False
    return any(_plural(name.split()[-1]) for name in names if len(name.split()) >= 2)


def shows_person(names: Sequence[str]) -> bool:
    """Whether one of ``names`` carries a person's mark: an initial ("J. Hughes") or a
    common given name first ("Paolo Di Vecchia")."""
    return any(
        is_given_name(words[0]) or any(map(_initial, words))
        for words in (name.split() for name in names)
        if words
    )


def _initial(word: str) -> bool:
    """Whether ``word`` is an initial: "J.", "J.-P.", "Ж." (not "é.", "д.")."""
    return bool(_INITIAL.match(word)) and word.replace(".", "").replace("-", "").isupper()


def _plural(word: str) -> bool:
    """Whether ``word`` is the plural of an English word ("Functions", "Theories")."""
    folded = word.lower()
    known = english_words()
    return any(
        folded.endswith(end) and len(folded) > len(end) + 2 and folded[: -len(end)] + stem in known
        for end, stem in _PLURALS
    )
