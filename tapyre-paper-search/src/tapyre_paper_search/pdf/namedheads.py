"""Compounds whose head is a name or a symbol, not a syllable (pure; hyph54).

:func:`~tapyre_paper_search.pdf.lexiconhyphens.words_keep` keeps a line-end hyphen
where both pieces are known words and the join is none.  A head no word list holds is
read as a syllable and joined; two kinds of head are no syllable all the same:

- a chemical element's two-letter symbol, a capital and a small letter ("Zn-" /
  "binding", "Fe-" / "sulfur", "Ca-" / "dependent"): :func:`element_head`.  A word
  that opens with the same two letters and is broken after them ("In-" / "deed",
  "Ca-" / "pable") joins into a known word, so the join is asked first.
- a name the document writes whole elsewhere, capitalised and in no word list ("Cre-"
  / "recombinase" where the paper writes "Cre cDNA" and "Pf4-Cre"):
  :func:`written_name`.  A syllable is no word of its own, so the paper never writes
  it alone; a tail the lists lack is then no evidence against the compound.

And the document's own evidence: a break before a capitalised word ("Induced-" /
"Pluripotent" in a reference's title) keeps its hyphen (the normaliser's rule for a
capital after the break), so the paper writes the compound hyphenated there; the same
two words broken before small letters keep it too (:func:`capital_breaks`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection

from tapyre_paper_search.pdf.words import LazyVocabulary

# The elements' two-letter symbols (a capital and a small letter).
ELEMENTS = frozenset(
    (
        *("He", "Li", "Be", "Ne", "Na", "Mg", "Al", "Si", "Cl", "Ar", "Ca", "Sc", "Ti"),
        *("Cr", "Mn", "Fe", "Co", "Ni", "Cu", "Zn", "Ga", "Ge", "As", "Se", "Br", "Kr"),
        *("Rb", "Sr", "Zr", "Nb", "Mo", "Tc", "Ru", "Rh", "Pd", "Ag", "Cd", "In", "Sn"),
        *("Sb", "Te", "Xe", "Cs", "Ba", "La", "Ce", "Pr", "Nd", "Pm", "Sm", "Eu", "Gd"),
        *("Tb", "Dy", "Ho", "Er", "Tm", "Yb", "Lu", "Hf", "Ta", "Re", "Os", "Ir", "Pt"),
        *("Au", "Hg", "Tl", "Pb", "Bi", "Po", "At", "Rn", "Fr", "Ra", "Ac", "Th", "Pa"),
        *("Np", "Pu", "Am", "Cm", "Bk", "Cf", "Es", "Fm", "Md", "No", "Lr"),
    )
)
MIN_TAIL = 3  # letters of the word after an element's symbol, at the least
MIN_NAME = 3  # letters of a name read from the document's words, at the least
MIN_NAME_TAIL = 4  # letters of the word after such a name, at the least
# A word of three letters or more ending in a small letter, broken at a line end before a
# capitalised word: the capital keeps the dash.  Searched from the break
# (``_BREAK_BEFORE_CAPITAL``), the head read backwards from it (``_LETTERS``): a search
# for the whole pattern tries every character of the text (hyph55).
_BREAK_BEFORE_CAPITAL = re.compile(r"-\n([A-Z][a-z]+)(?![^\W\d_])")
_LETTERS = re.compile(r"[^\W\d_]+")
MIN_HEAD = 3  # letters of the head broken before a capital, at the least


def element_head(head: str, tail: str, known: Callable[[str], bool]) -> bool:
    """Whether ``head`` / ``tail`` is a compound opened by an element's symbol: ``head``
    one of :data:`ELEMENTS`, ``tail`` small letters (:data:`MIN_TAIL` at least) and a
    known word (``known``: small letters), the two no known word together."""
    if head not in ELEMENTS or len(tail) < MIN_TAIL or not (tail.isalpha() and tail.islower()):
        return False
    return known(tail) and not known((head + tail).lower())


def written_name(
    head: str,
    tail: str,
    listed: Collection[str],
    own: Collection[str],
    known: Callable[[str], bool],
) -> bool:
    """Whether ``head`` / ``tail`` is a compound opened by a name: ``head`` a capital and
    small letters (:data:`MIN_NAME` at least), lowered in no word list (``listed``) but
    written whole by the document (``own``: its words, lower case, the pieces of broken
    words left out), ``tail`` small letters (:data:`MIN_NAME_TAIL` at least), the two
    no known word together (``known``)."""
    if len(head) < MIN_NAME or not (head[0].isupper() and head[1:].islower()):
        return False
    if not head.isalpha() or len(tail) < MIN_NAME_TAIL or not (tail.isalpha() and tail.islower()):
        return False
    lowered = head.lower()
    if lowered in listed or lowered not in own:
        return False
    return not known(lowered + tail)


def capital_breaks(text: str, words: Collection[str] | None = None) -> set[str]:
    """The compounds (lower case, "induced-pluripotent") ``text`` writes broken at a
    line end before a capitalised word ("Induced-" / "Pluripotent"): the dash there is
    kept, so the document writes them hyphenated.  Not a name the document writes
    closed (``words``: its words, lower case; ``text``'s own where ``None``): "Cite-" /
    "Seer" beside "CiteSeer" is a name in capitals cut (the normaliser joins it)."""
    if "-\n" not in text:
        return set()
    found = _capital_pairs(text)
    if not found:
        return set()
    own = words if words is not None else LazyVocabulary((text,))
    return {f"{head}-{tail}".lower() for head, tail in found if (head + tail).lower() not in own}


def _capital_pairs(text: str) -> list[tuple[str, str]]:
    """The heads and tails of ``text``'s breaks before a capitalised word, left to right:
    the head a whole run of letters (:data:`MIN_HEAD` at least) ending in a small ASCII
    letter right before "-\\n", the tail a capital and small ASCII letters, a whole run.
    Two never share letters (a tail is no head of a later pair: "Induced-" / "Pluri-" /
    "Potent" gives "Induced" / "Pluri" only)."""
    pairs: list[tuple[str, str]] = []
    backwards = ""  # the text reversed, made on first need
    last = 0  # where the last pair ends
    for tail in _BREAK_BEFORE_CAPITAL.finditer(text):
        at = tail.start()
        if not ("a" <= text[at - 1 : at] <= "z"):
            continue
        backwards = backwards or text[::-1]
        run = _LETTERS.match(backwards, len(text) - at)
        start = at - (run.end() - run.start()) if run else at
        if at - start >= MIN_HEAD and start >= last:
            pairs.append((text[start:at], tail.group(1)))
            last = tail.end()
    return pairs
