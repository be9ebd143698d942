"""A space the typesetter sets before ":", ";", "?" and "!" (French spacing), taken out
of a title or an abstract that is not French (pure but for one input,
:func:`~tapyre_paper_search.pdf.docwords.current`).

French typography puts a space before the two-part marks, and LaTeX's babel-french
(or a class that loads it) sets one wherever the author typed "Women: Prospective",
whatever language the text is in: the page's text then reads "Women : Prospective",
the space as wide as a word space before ":" and a thin one before ";!?", which the
text layer writes as a space too.  Its width does not tell it from a space the author
typed, but the document does: a document set so spaces every such mark in its running
text (:attr:`~tapyre_paper_search.pdf.docwords.DocumentWords.marks_spaced`: at least
one mark after a word and a space, at most a quarter as many right after a word:
"type 1 : studies" as "Women : Prospective").
An English title or abstract of such a document is written as its author wrote it,
the space before each mark taken out (:func:`unspaced`); a text told French
(:func:`~tapyre_paper_search.pdf.language.text_language`) keeps it, as French is
written so, and so is one too short to tell ("Covid-19 : quel impact ?") in a
document whose running text is French
(:attr:`~tapyre_paper_search.pdf.docwords.DocumentWords.french`).  A colon between
two numbers spaced both sides ("a 2 : 1 cocrystal", "10 : 30") is the author's ratio or
time, kept and not counted, and so is any mark after a letter standing alone
in small letters (mathematics' "map f : X → Y", "x ?"; fix41), not one in capitals
("Vitamin D : …").  Outside :func:`~tapyre_paper_search.pdf.docwords.reading` (lines read
alone) and in a document that writes its marks right after the word, nothing changes.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf import docwords
from tapyre_paper_search.pdf.docwords import SPACED_MARK
from tapyre_paper_search.pdf.language import text_language


def unspaced(text: str, *, title: bool = False) -> str:
    """``text`` (one line) with the space before each ``:;?!`` that follows a word
    taken out where the document spaces its marks so and ``text`` is not French
    (``title``: told as a title is, by one word)."""
    if SPACED_MARK.search(text) is None:
        return text
    words = docwords.current()
    if words is None or not words.marks_spaced:
        return text
    told = text_language(text, least=1 if title else 2, title=title)
    if told == "fr" or (told != "en" and words.french):
        return text  # French, or too short to tell in a French document
    return SPACED_MARK.sub(lambda found: _kept(found, text), text)


def _kept(found: re.Match[str], text: str) -> str:
    """The mark alone, or the space and the mark after a small letter standing alone
    (mathematics' "f : X → Y", "{x : x > 0}", which
    :attr:`~.docwords.DocumentWords.marks_spaced` does not count either; fix41).  A
    capital standing alone is a word's ("Vitamin D : a prospective …": review141), so
    :func:`~.docwords.after_lone_letter` is asked without capitals."""
    if docwords.after_lone_letter(text, found.start(), capitals=False):
        return found.group()
    return found.group(1)


__all__ = ["unspaced"]
