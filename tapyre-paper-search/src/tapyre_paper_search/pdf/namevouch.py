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
* :func:`mailed`: whether an e-mail address printed on the page has a local part
  made of the name's parts ("xli@…", "mark.brown@…", "obi.c@…"): authors'
  addresses name them, keywords' and headings' do not.

Both only ever vouch for names; neither rejects one.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence

from tapyre_paper_search.pdf.authors import CONJUNCTIONS, PARTICLES
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.words import known_word

# A name word: letters (apostrophes and hyphens inside), two at least.
_NAME_WORD = re.compile(r"[^\W\d_][^\W\d_'’-]*(?:['’-][^\W\d_]+)*")
# An e-mail address's local part.
_LOCAL = re.compile(r"([\w.+-]+)@[\w-]+\.[\w.-]+")
# A name part this long at least matches inside a local part ("li" alone would match
# "alice"); shorter parts must be the whole of one of its pieces.
_INSIDE = 4


def _fold(word: str) -> str:
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


def page_locals(lines: Sequence[Line], page: int) -> list[str]:
    """The folded local parts of the e-mail addresses printed on ``page``."""
    return [
        _fold(found)
        for line in lines
        if line.page == page and "@" in line.text
        for found in _LOCAL.findall(line.text)
    ]


def mailed(name: str, locals_: Sequence[str]) -> bool:
    """Whether one of ``locals_`` (:func:`page_locals`) is made of ``name``'s parts: it
    holds a part of four letters or more, or it is the name's initials and a part run
    together ("xli", "mbrown", "brownm")."""
    parts = [_fold(w) for w in name_words(name)]
    parts = [p for p in parts if p]
    if not parts or not locals_:
        return False
    initials = "".join(p[0] for p in parts)
    for local in locals_:
        if any(len(p) >= _INSIDE and p in local for p in parts):
            return True
        for p in parts:
            if local in (initials[0] + p, p + initials[0], initials[:-1] + p):
                return True
    return False
