"""Names given only in a lead sentence under the title: "This paper was written by Ann
Lee, Bo Chen, and S. C. Friedman, at the …" (pure; latex50).

A typeset paper with no byline may name its writers in an italic paragraph right under
the title.  Line by line, the byline readers read the names on the sentence's first
line, but lose a name wrapped across the line's end ("… and S. C." / "Friedman, at the
Statistics Department …").

:func:`prose_writers` reads the paragraph right under the title whole (the lines in the
first line's size and block, :data:`_MAX_LINES` at most, joined): it must open with
a lead (a determiner, a document's noun from
:data:`~tapyre_paper_search.pdf.bylinetails.DOC_NOUNS`, a passive verb of writing and
"by"); the names run up to a comma before a place's or a purpose's preposition, a
semicolon or a full stop (:data:`_END`), parted by commas and "and"; each must read as a
name (:func:`_name`: two to five words, each a capitalised word, an initial or a
particle in small letters, the first and the last capitalised).  Anything else gives ``()``.

latex51 reads the sentence's other shapes (a title cut by no byline but "Ann Lee and Bo
Chen wrote this report at …", "Prepared by Ann Lee, …, and" / "Bo Chen, at …" lost the
name wrapped last or read none), each in the languages the byline readers know
(:data:`_SHAPES`): a lead alone ("Prepared by", "Written by", "Verfasst von", "Rédigé
par", "Escrito por", "Scritto da"), the passive in German, French, Spanish and Italian
("Dieser Bericht wurde von … verfasst", "Ce rapport a été rédigé par …"), and the names
first with an active verb and a demonstrative before the piece ("… wrote this report",
"… haben diesen Bericht verfasst", "… ont rédigé ce rapport", "… escribieron este
informe", "… hanno scritto questo rapporto"; "wrote the first survey" names an earlier
piece, not this one).  Names are parted by commas and the shape's own "and" ("und",
"et", "y", "e"), so "Ortega y Gasset" in an English lead stays one name.

A name never opens with a definite article of the shape's language ("The Steering
Committee wrote this report", "Le Conseil Scientifique a rédigé ce rapport", "Il
Comitato Tecnico ha scritto questo rapporto" name a body; review59), but for a
Vietnamese family name spelt like one before its middle name ("Le Van Anh").  German
sets the verb last: "… haben diesen Bericht" names its writers only with a participle
of writing closing the clause, before any comma ("verfasst", "erstellt"; "…
begutachtet", "… betreut", "… in Auftrag gegeben" name its reviewers, supervisors,
sponsors, and "… begutachtet, den X verfasst hat" its reviewers too; review59).

front51 reads an interview's standfirst the same way: "We spoke to Ann Lee and Bo Chen
about their study." ("Wir sprachen mit … über …", "Nous avons parlé avec … de leur …",
"Hablamos con … sobre …", "Abbiamo parlato con … del loro …"): the names are the
people asked, up to what they were asked about (:data:`_ABOUT`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from tapyre_paper_search.pdf.bodynames import body_without_article
from tapyre_paper_search.pdf.bylinetails import DOC_NOUNS, VERB_LAST_VERBS
from tapyre_paper_search.pdf.cues import has_affiliation
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.namelinks import VIETNAMESE_MIDDLE

_MAX_LINES = 6
_THIS = r"(?:this|these|dieser|diesen|diese|dieses|ce|cet|cette|ces|este|esta|questo|questa)"
_DET = rf"(?:(?:{_THIS}|the|der|die|das|le|la|el|il|lo)\s+|l['’])"
_PIECE = rf"{_DET}(?:[^\W\d_][\w-]*\s+)?(?:{DOC_NOUNS})"
# (a full stop after a lone capital is an initial's)
STOP = r";|(?<!\b[A-Z])\.(?:\s|$)"
_PLACE = r"at|for|in|from|with|under|on|as|am|an|im|für|au|à|pour|dans|en|para|per|presso"
_END = re.compile(rf",\s+(?:{_PLACE})\b|{STOP}")
_VERB_END = re.compile(rf"\s+(?:{VERB_LAST_VERBS})\b|{STOP}")
# the end of an interview's names: what they were asked about (front51)
_ABOUT = re.compile(
    rf"\s+(?:about|on|regarding|über|de\s+(?:leur|son|sa|ses)|sobre"
    rf"|del\s+loro|della\s+loro|sul(?:la)?\s+loro)\b|{STOP}"
)


# The definite articles a body's name may open with, language by language ("I", Italian's
# plural, is left out: it is also an initial).
EN_ARTICLES = frozenset({"The"})
DE_ARTICLES = frozenset({"Der", "Die", "Das", "Den", "Dem"})
FR_ARTICLES = frozenset({"Le", "La", "Les", "L'", "L’"})
ES_ARTICLES = frozenset({"El", "La", "Los", "Las"})
IT_ARTICLES = frozenset({"Il", "Lo", "La", "Gli", "Le", "L'", "L’"})
# Middle names after a Vietnamese family name spelt like an article ("Le Van Anh").
_VIETNAMESE_MIDDLE = VIETNAMESE_MIDDLE | {"Van"}


@dataclass(frozen=True)
class Shape:
    """One shape of the sentence: the words before the names (``head``, names after it)
    or after them (``tail``, names before it), the names' "and", the definite articles
    of its language (no name opens with one), the end of the names."""

    head: re.Pattern[str] | None
    tail: re.Pattern[str] | None
    conj: str
    articles: frozenset[str]
    end: re.Pattern[str] = _END


def head_shape(
    words: str, conj: str, end: re.Pattern[str] = _END, articles: frozenset[str] = frozenset()
) -> Shape:
    """The shape whose ``words`` stand before the names (see :class:`Shape`)."""
    head = re.compile(rf"^(?:{words})\s+", re.IGNORECASE)
    return Shape(head=head, tail=None, conj=conj, articles=articles, end=end)


def _tail(verb: str, conj: str, articles: frozenset[str], close: str = "") -> Shape:
    piece = rf"\s+(?:{verb})\s+{_THIS}\s+(?:[^\W\d_][\w-]*\s+)?(?:{DOC_NOUNS})\b{close}"
    return Shape(head=None, tail=re.compile(piece, re.IGNORECASE), conj=conj, articles=articles)


_WRITTEN = "written|prepared|authored|composed|drafted"
_SHAPES = (
    head_shape(
        rf"{_PIECE}\s+(?:was|were|has\s+been|is)\s+(?:{_WRITTEN})\s+by", "and|&", _END, EN_ARTICLES
    ),
    head_shape(rf"(?:{_WRITTEN}|compiled)\s+by", "and|&", _END, EN_ARTICLES),
    head_shape(rf"{_PIECE}\s+(?:wurde|wurden|ist)\s+von", "und", _VERB_END, DE_ARTICLES),
    head_shape(rf"(?:{VERB_LAST_VERBS})\s+von", "und", _END, DE_ARTICLES),
    head_shape(
        rf"{_PIECE}\s+a\s+été\s+(?:rédigée?|écrite?|préparée?)\s+par", "et", _END, FR_ARTICLES
    ),
    head_shape(r"(?:rédigée?|écrite?|préparée?)\s+par", "et", _END, FR_ARTICLES),
    head_shape(
        rf"{_PIECE}\s+(?:fue|ha\s+sido)\s+(?:escrit|redactad|elaborad)[oa]\s+por",
        "y",
        _END,
        ES_ARTICLES,
    ),
    head_shape(r"(?:escrit|redactad|elaborad)[oa]\s+por", "y", _END, ES_ARTICLES),
    head_shape(
        rf"{_PIECE}\s+(?:è|e)\s+stat[oa]\s+(?:scritt|redatt|preparat)[oa]\s+da",
        "e",
        _END,
        IT_ARTICLES,
    ),
    head_shape(r"(?:scritt|redatt|preparat)[oa]\s+da", "e", _END, IT_ARTICLES),
    # an interview's standfirst (front51): "We spoke to Ann Lee and Bo Chen about their
    # study.", "Wir sprachen mit … über …", "Nous avons parlé avec … de leur …",
    # "Hablamos con … sobre …", "Abbiamo parlato con … del loro …"
    head_shape(r"(?:we\s+)?(?:spoke|talked)\s+(?:to|with)", "and|&", _ABOUT, EN_ARTICLES),
    head_shape(r"(?:wir\s+)?(?:sprachen|redeten)\s+mit", "und", _ABOUT, DE_ARTICLES),
    head_shape(r"(?:nous\s+)?avons\s+(?:parlé|discuté)\s+avec", "et", _ABOUT, FR_ARTICLES),
    head_shape(r"(?:hablamos|conversamos)\s+con", "y", _ABOUT, ES_ARTICLES),
    head_shape(r"abbiamo\s+(?:parlato|discusso)\s+con", "e", _ABOUT, IT_ARTICLES),
    _tail(r"wrote|prepared|authored|drafted|composed", "and|&", EN_ARTICLES),
    _tail(r"hat|haben", "und", DE_ARTICLES, rf"[^.,;!?]*?\s(?:{VERB_LAST_VERBS})\b"),
    _tail(r"(?:a|ont)\s+(?:rédigé|écrit|préparé)", "et", FR_ARTICLES),
    _tail(r"escribió|escribieron|redactó|redactaron|elaboró|elaboraron", "y", ES_ARTICLES),
    _tail(r"(?:ha|hanno)\s+(?:scritto|redatto|preparato)", "e", IT_ARTICLES),
)
_INITIAL = re.compile(r"^[^\W\d_]\.?(?:-[^\W\d_]\.)?$")
_MIN_WORDS, _MAX_WORDS = 2, 5
_PARTICLE_LETTERS = 3
_MAX_NAMES_CHARS = 300


def prose_writers(lines: Sequence[Line], after: int) -> tuple[str, ...]:
    """The names of a lead sentence under the title ending before ``after`` (see the
    module), or ``()``."""
    if after >= len(lines):
        return ()
    first = lines[after]
    run = [first]
    for line in lines[after + 1 : after + _MAX_LINES]:
        if line.page != first.page or line.block != first.block or line.size != first.size:
            break
        run.append(line)
    text = " ".join(line.text.strip() for line in run)
    for shape in _SHAPES:
        found = names_of(text, shape)
        if found is not None:
            return found
    return ()


def names_of(text: str, shape: Shape) -> tuple[str, ...] | None:
    """The names ``text`` gives in ``shape``: ``None`` where it is not in that shape,
    ``()`` where it is but what stands for the names is no list of names."""
    if shape.head is not None:
        lead = shape.head.match(text)
        if lead is None:
            return None
        rest = text[lead.end() :]
        end = shape.end.search(rest)
        if end is None:
            return ()
        piece = rest[: end.start()]
    else:
        verb = shape.tail.search(text[:_MAX_NAMES_CHARS]) if shape.tail else None
        if verb is None:
            return None
        piece = text[: verb.start()]
    parts = re.split(rf",\s*(?:(?:{shape.conj})\s+)?|\s+(?:{shape.conj})\s+", piece)
    names = [n.strip() for n in parts if n.strip()]
    if not names or not all(_name(n) and not _body(n, shape.articles) for n in names):
        return ()
    return tuple(names)


def _body(text: str, articles: frozenset[str]) -> bool:
    """Whether ``text`` (read as a name) opens with one of ``articles``, a body's name
    ("The Steering Committee", "L'Équipe Projet"), not before a Vietnamese middle name
    ("Le Van Anh": the family name Lê; review59), or names a body with none
    (:func:`~tapyre_paper_search.pdf.bodynames.body_without_article`: "Statistics
    Canada", "Members of the Board"; words52)."""
    if body_without_article(text):
        return True
    words = text.split()
    first = words[0]
    if first not in articles and not (len(first) > 2 and first[:2] in articles):
        return False
    return not (len(words) > 1 and words[1] in _VIETNAMESE_MIDDLE)


def _name(text: str) -> bool:
    """Whether ``text`` reads as a name: two to five words, each an initial, a
    capitalised word or a particle in small letters, the first and the last capitalised,
    and no institution's word (a report "prepared by Oak Ridge National Laboratory, for
    …" names a body, no person; review57)."""
    words = text.split()
    if not _MIN_WORDS <= len(words) <= _MAX_WORDS or not words[-1][0].isupper():
        return False
    if not words[0][0].isupper():  # "the Working Group on Soils"
        return False
    if has_affiliation(text):  # "Oak Ridge National Laboratory", "the Working Group"
        return False
    return all(
        _INITIAL.match(w)
        or (w[0].isupper() and w.replace("-", "").replace("’", "").replace("'", "").isalpha())
        or (w.isalpha() and w.islower() and len(w) <= _PARTICLE_LETTERS)
        for w in words
    )


__all__ = [
    "DE_ARTICLES",
    "EN_ARTICLES",
    "ES_ARTICLES",
    "FR_ARTICLES",
    "IT_ARTICLES",
    "STOP",
    "Shape",
    "head_shape",
    "names_of",
    "prose_writers",
]
