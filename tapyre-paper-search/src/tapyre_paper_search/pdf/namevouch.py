"""Evidence that name-shaped words are a person's, without a list of names (pure).

A line in title case reads as names whatever it says ("Markov Chain", "Prior
Work", "Chukwuemeka Obi", "Mark Brown"); where the layout alone cannot tell a
byline from a column of keywords or a heading, the words and the page can:

* :func:`unknown_share`: the share of a run's name words that no word list the
  reader ships knows (English or German).  Most of a byline's words from Asia,
  Africa or the Middle East ("Xiaoming", "Chukwuemeka", "Oluwaseun") are in
  neither list; a keyword column, a heading or an institution is mostly
  dictionary words and the odd eponym ("Markov Chain", "Bayes Factor", "Oxford
  Brookes").  European names are often dictionary words too ("Anna Keller",
  "Mark Brown"), so a low share is no evidence against a person.
  :func:`ends_on_a_noun` tells eponym keywords, mostly unknown words too, by the
  dictionary noun that ends them ("Chebyshev Nodes", "Navier Stokes").
* :func:`mailed`: whether an e-mail address printed on the page has a local part
  made wholly of the name's parts ("xli@…", "mark.brown@…", "obi.c@…"): authors'
  addresses name them, keywords' and headings' do not ("data@…", "carlo.rossi@…"
  for "Monte Carlo").

Both only ever vouch for names; neither rejects one.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence

from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.namewords import CONJUNCTIONS, PARTICLES
from tapyre_paper_search.pdf.words import known_word

# A name word: letters (apostrophes and hyphens inside), two at least.
_NAME_WORD = re.compile(r"[^\W\d_][^\W\d_'’-]*(?:['’-][^\W\d_]+)*")
# An e-mail address's local part.
_LOCAL = re.compile(r"([\w.+-]+)@[\w-]+\.[\w.-]+")
# A name part this long at least is a local part on its own ("mensah@…"; "li@…" could
# be anyone's).
_INSIDE = 4
# A line's last word this long, in a word list, is a keyword's noun.
_NOUN = 5
# The words of a name a local part made of its parts covers at least.
_MIN_WORDS = 2
# The most parts a person's name has that a local part is tiled by (the tiling tries
# every order, so a long run of words, no one's name, would take exponential time).
_MAX_PARTS = 6


def fold_alnum(word: str) -> str:
    """``word`` in small letters, accents and every mark other than a letter or digit
    dropped ("Tcherniega," → "tcherniega", "truong.tcherniega" → "truongtcherniega")."""
    text = unicodedata.normalize("NFKD", word.lower())
    return "".join(c for c in text if c.isalnum())


def name_words(text: str) -> list[str]:
    """The words of ``text`` that can be a name's parts (no particles, no initials)."""
    return [
        w
        for w in _NAME_WORD.findall(text)
        if len(w) >= 2 and w.lower() not in PARTICLES and w.lower() not in CONJUNCTIONS
    ]


def unknown_share(texts: Iterable[str]) -> float:
    """The share of the name words of ``texts`` in neither word list (0.0 for none);
    hyphenated words count by their parts ("Ji-hoon", "Al-Rashid")."""
    parts = [p for text in texts for w in name_words(text) for p in re.split(r"['’-]", w) if p]
    if not parts:
        return 0.0
    return sum(not known_word(p.lower()) for p in parts) / len(parts)


def ends_on_a_noun(text: str) -> bool:
    """Whether ``text``'s last name word is a dictionary word of :data:`_NOUN` letters or
    more: a keyword's noun after an eponym ("Chebyshev Nodes", "Navier Stokes",
    "Kuramoto Oscillators", "Monte Carlo"), whose other words are in no word list.  A name's
    surname seldom is one ("Xiaoming Li", "Nguyen Thi Lan", "Kwame Mensah")."""
    words = name_words(text)
    if not words or len(words[-1]) < _NOUN:
        return False
    last = words[-1].lower()  # a plural by its singular too ("Oscillators")
    return known_word(last) or (last.endswith("s") and known_word(last[:-1]))


def page_locals(lines: Sequence[Line], page: int) -> list[str]:
    """The folded local parts of the e-mail addresses printed on ``page``."""
    return [
        fold_alnum(found)
        for line in lines
        if line.page == page and "@" in line.text
        for found in _LOCAL.findall(line.text)
    ]


def mailed(name: str, locals_: Sequence[str]) -> bool:
    """Whether one of ``locals_`` (:func:`page_locals`) is made of ``name``'s parts: the
    whole local part (trailing digits aside) is its parts and initials run together,
    two of its words at least ("xli", "mbrown", "brownm", "markbrown", "obic"), or one
    part of four letters or more in no word list ("mensah"); the name's first
    :data:`_MAX_PARTS` parts only.  A dictionary word alone
    names a mailbox, not a person ("data@…" is no vouch for "Data Availability", nor
    "chain@…" for "Markov Chain"), and a part inside a longer local part is no match
    ("carlo.rossi@…" is no vouch for "Monte Carlo")."""
    parts = [fold_alnum(w) for w in name_words(name)]
    parts = [p for p in parts if p][:_MAX_PARTS]
    if not parts or not locals_:
        return False
    for found in locals_:
        local = found.rstrip("0123456789")
        if any(len(p) >= _INSIDE and local == p and not known_word(p) for p in parts):
            return True
        if len(_tiled(local, parts)) >= _MIN_WORDS:
            return True
    return False


def mailed_on_page(lines: Sequence[Line], run: Sequence[int]) -> bool:
    """Whether an e-mail address on the page of ``lines[run[0]]`` is made of a name
    read from one of the ``run`` lines (:func:`mailed` over their names)."""
    locals_ = page_locals(lines, lines[run[0]].page)
    return bool(locals_) and any(
        mailed(name, locals_)
        for j in run
        for name in names_in_line(lines[j].names or lines[j].text)
    )


def _tiled(local: str, parts: Sequence[str]) -> frozenset[int]:
    """The most indexes of ``parts`` a tiling of ``local`` by whole parts and their
    initials uses (each part once; one part at least whole), or an empty set when
    ``local`` cannot be tiled so."""
    best: frozenset[int] = frozenset()

    def walk(rest: str, used: frozenset[int], whole: bool) -> None:
        nonlocal best
        if not rest:
            if whole and len(used) > len(best):
                best = used
            return
        for k, part in enumerate(parts):
            if k in used:
                continue
            if rest.startswith(part):
                walk(rest[len(part) :], used | {k}, True)
            if rest[0] == part[0]:
                walk(rest[1:], used | {k}, whole)

    walk(local, frozenset(), False)
    return best
