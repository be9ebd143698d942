"""A name's opening abbreviated title dropped by its shape, not from a list (pure; bylines68).

Titles, ranks and professions before a name are written abbreviated in every language
("Engr.", "Arc.", "Adv.", "Br.", "Profa.", "Dra.", "Profª.", "Αναπλ. Καθ."); no list
holds them all, and one no list held stayed in the name given out ("Engr. Chinedu
Okafor").  :func:`without_abbreviated_titles` drops them by their shape: a run of words
opening a name, each a capital, more letters (not all capitals) and a full stop, where
two words or more follow the run.  A word of two letters counts only beside another
title, in the run or dropped before it ("Me." after "Prof."); alone it is an initial
(two letters written for one Cyrillic letter, "Ts.").  A given name's abbreviation
("Chas.", "Geo.", "Mohd.", "Md.", "Ma."; :data:`GIVEN_ABBREVIATIONS`) is no title, and
a judge's style ("Hon. Mr. Justice", :func:`.judgetitles.judge_title`) is left whole.
Nor is a word whose letters are a known given name or open one
(:func:`.givennames.opens_given_name`: "Alex.", "Joh.", "Rich.", "Gust.", "Eliz.",
"Max."; fix63a): a given name cut short is the commonest abbreviation before a name, in
older and in Scandinavian, German and Iberian bylines alike ("Joh. Sebastian Bach",
"Gust. Adolf Larsson"), and the titles that share such letters ("Dra.", "Ing.", "Col.",
"Maj.", "Gen.") are on the lists dropped before this rule; after another word of the
run such a word is a title still ("Profa. Dra.").
It trims a name given out (:func:`.untitledname.untitled`, after the titles a list
knows), so it makes no line a byline.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.givennames import opens_given_name
from tapyre_paper_search.pdf.judgetitles import judge_title

GIVEN_ABBREVIATIONS = frozenset(
    (  # noqa: SIM905
        "abd benj chas chr edw fco geo jas jno jos ma md mhd moh mohd muh muhd robt saml st"
        " ste thos wm"
    ).split()
)
"""Abbreviated given names (and "St." of a name like "St. John"): a name's part, kept."""

_MIN_ALONE = 3  # letters of a title word that needs no other beside it


def _abbreviation(word: str, *, after: bool = False) -> bool:
    """Whether ``word`` is shaped like an abbreviated title: a capital, more letters and
    a full stop, not all capitals, no given name's abbreviation nor, unless ``after``
    another word of the run, a given name's opening letters."""
    stem = word[:-1]
    return (
        word.endswith(".")
        and len(stem) >= 2
        and stem.isalpha()
        and stem[:1].isupper()
        and not stem.isupper()
        and stem.lower() not in GIVEN_ABBREVIATIONS
        and (after or not opens_given_name(stem))  # "Joh. Sebastian Bach" (fix63a)
    )


def without_abbreviated_titles(name: str, *, after_title: bool = False) -> str:
    """``name`` without the abbreviated titles opening it (see the module), or as it is;
    ``after_title``: a title was dropped before ``name`` ("Prof." before "Me. Ann Lee"),
    so a word of two letters alone is one too."""
    words = name.split()
    k = 0
    while k < len(words) and _abbreviation(words[k], after=k > 0):
        k += 1
    if not k or len(words) - k < 2:
        return name
    if k == 1 and len(words[0]) - 1 < _MIN_ALONE and not after_title:
        return name  # "Ts. Ganzorig Bold": one word of two letters is an initial
    if judge_title(words, k):
        return name  # "Hon. Mr. Justice Ann Lee": a judge's style, read whole later (fix59d)
    return " ".join(words[k:])
