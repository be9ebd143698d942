"""A drawn paper made German or French, and what its printed page adds.

:func:`localize` replaces the record's title (one sentence of the language, its
full stop dropped) and, unless the English abstract is printed first, its
abstract (three to six sentences, one unstructured paragraph); the affiliations
become German ("Institut für …, Universität …") or French ("Laboratoire de …,
Université de …, CNRS"); a German paper's authors get German names.  The
:class:`Extras` say what the label translation adds: a second abstract after the
first (English after a German/French one, or the German/French one after an
English one), the "Eingegangen am … / Angenommen am …" (or "Reçu le … ; accepté le …")
line and the corresponding author's line.

The truth's abstract is the one in the language of the printed title (the rule
``extract_pdf`` follows): the German/French one, whether printed first or second,
except in the ``english-title`` order, where the builder keeps the record's
English title over a German/French paper (its own abstract printed first, the
English "Abstract" after it) and the truth is the English abstract, printed second.
:attr:`Extras.stored` is that text.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, replace

from latex_corpus.paper import Paper
from pdfgen.people import Affiliation, affiliation, german_name
from pdfgen.sources import Section

from lang_corpus import lowromance, parallel, romance
from lang_corpus.text import (
    ABSTRACT_LABELS,
    AND,
    BY,
    FRENCH_CITIES,
    FRENCH_COUNTRIES,
    FRENCH_FIELDS,
    MONTHS,
    translate_label,
)

ORDERS = ("only", "native-first", "english-first", "english-title")
# lang26 (``--bilingual-layouts``): both abstracts in one block under a two-language
# heading ("Abstract — Zusammenfassung"), the English paragraph first.
LANG26_ORDERS = (*ORDERS, "one-block")
# lang33 (``--side-by-side``, held-out split only): the English abstract and, in a
# bordered box beside it, the paper's own under its label (two columns).
LANG33_HELDOUT_ORDERS = (*LANG26_ORDERS, "side-by-side")
# lang37 (``--page-two``): the paper's own title and abstract on the first page, the
# title's English translation over the English "Abstract" at the top of the second
# page (a break before it).  Drawn three times in eight: the layout is the set's point.
PAGE_TWO = ("page-two",) * 3
# lang38 (``--abstract-at-end``): the paper's own abstract under its title, the English
# one (labelled "Abstract") at the end of the body, before the references heading.
AT_END = ("end",) * 3
# lang39 (``--english-title``): more of the ``english-title`` order (an English title over
# the paper's own "Zusammenfassung"/"Résumé", the English "Abstract" after it), for a
# set of two-column styles where that order is the point.
ENGLISH_TITLE = ("english-title",) * 3


@dataclass(frozen=True)
class Extras:
    """What a localized paper's page prints beyond the style's English front matter."""

    language: str  # "de", "fr", "es", "it", "pt" or "nl"
    pick: int  # which label variant (Zusammenfassung, Kurzfassung, …)
    order: str  # one of ORDERS
    second: tuple[str, str] | None  # (label, text) of the abstract printed second
    dates: str  # "" or the received/accepted line
    corresponding: str  # "" or the corresponding author's line
    stored: str = ""  # the abstract in the title's language: the truth's
    translated: str = ""  # "page-two" only: the English title printed over the second

    @property
    def translate_abstract_label(self) -> bool:
        """Whether the first abstract's label is the language's (not when English leads)."""
        return self.order not in ("english-first", "side-by-side")

    @property
    def conjunction(self) -> str:
        return {**AND, **romance.AND}[self.language]

    @property
    def by(self) -> str:
        """The word a byline's names follow ("von", "par", "por", "di"; front31)."""
        return {**BY, **romance.BY}[self.language]


def _french_affiliation(rng: random.Random) -> Affiliation:
    city, field = rng.choice(FRENCH_CITIES), rng.choice(FRENCH_FIELDS)
    of = f"d'{field}" if field[0] in "AEIOUÉ" else f"de {field}"
    department = rng.choice((f"Laboratoire {of}", f"Département {of}", f"Institut {of}"))
    institution = rng.choice(
        (f"Université de {city}", f"CNRS, Université de {city}", f"École normale de {city}")
    )
    address = f"{rng.randint(1, 90)} rue des Écoles, {rng.randint(10000, 95999)} {city}"
    return Affiliation(department, institution, address if rng.random() < 0.4 else city,
                       rng.choice(FRENCH_COUNTRIES))  # fmt: skip


def _date(rng: random.Random, language: str) -> str:
    day, month = rng.randint(1, 28), MONTHS[language][rng.randrange(12)]
    year = rng.randint(2018, 2024)
    return f"{day}. {month} {year}" if language == "de" else f"{day} {month} {year}"


def _dates(rng: random.Random, language: str) -> str:
    first, second = _date(rng, language), _date(rng, language)
    if language == "de":
        return f"Eingegangen am {first} / Angenommen am {second}"
    return f"Reçu le {first} ; accepté le {second}"


def _stored(language: str, order: str, native: str, english: str) -> str:
    """The abstract the rule stores: the title's language's; for a Spanish, Italian or
    Portuguese title (not told) the first printed (a Dutch one is told, lang35)."""
    if order == "english-title":
        return english
    if language in romance.SENTENCES and language not in lowromance.TOLD:
        return english if order in ("english-first", "one-block", "side-by-side") else native
    return native


def localize(
    paper: Paper,
    language: str,
    rng: random.Random,
    sentences: tuple[str, ...],
    orders: tuple[str, ...] = ORDERS,
    *,
    split: str | None = None,
) -> tuple[Paper, Extras]:
    """``paper`` written in ``language`` ("de", "fr", "es" or "it") from ``sentences``,
    and its extras; ``orders``: the orders drawn from; ``split`` (``--parallel``, a
    language of :data:`~lang_corpus.parallel.LANGUAGES`): title and both abstracts
    drawn as translations of each other from that split's pairs."""
    english_title = paper.record.title
    if split is not None and language in parallel.LANGUAGES:
        title, native, english_title, english = parallel.draw(rng, language, split)
        order = rng.choice(orders)
        paper = replace(paper, record=replace(paper.record, abstract=(Section("", english),)))
    else:
        first = rng.choice(sentences)
        title = first.rstrip(".").strip()
        rest = [s for s in sentences if s != first]
        native = " ".join(rng.sample(rest, k=min(len(rest), rng.randint(3, 6))))
        order = rng.choice(orders)
        english = paper.record.abstract_text
    if order == "english-title":  # an English title over a German/French paper
        title = english_title
    record = replace(paper.record, title=title, language=language)
    if order not in ("english-first", "one-block", "side-by-side"):
        record = replace(record, abstract=(Section("", native),))
    pick = rng.randrange(6)
    second: tuple[str, str] | None = None
    if order in ("native-first", "english-title", "page-two", "end"):
        second = ("Abstract", english)
    elif order in ("english-first", "side-by-side"):
        labels = {"de": ("Zusammenfassung", "Kurzfassung"), "fr": ("Résumé",)}.get(
            language, (romance.LABELS.get(language, {}).get("Abstract", ""),)
        )
        second = (labels[pick % len(labels)], native)
    elif order == "one-block":  # a paragraph of the same block, no label of its own
        second = ("", native)
    if language in romance.SENTENCES:
        places = tuple(romance.affiliation(rng, language) for _ in paper.affiliations)
    else:
        places = tuple(
            affiliation(rng, german=True) if language == "de" else _french_affiliation(rng)
            for _ in paper.affiliations
        )
    authors = paper.authors
    if language == "de":
        names: list[str] = []
        while len(names) < len(authors):
            name = german_name(rng)
            if name not in names:
                names.append(name)
        authors = tuple(replace(a, name=n) for a, n in zip(authors, names, strict=True))
    if language in romance.SENTENCES:
        lead = romance.corresponding(language)
    else:
        lead = "Korrespondenzautor" if language == "de" else "Auteur correspondant"
    mail = next((a.email for a in authors if a.corresponding), "")
    dated = romance.dates if language in romance.SENTENCES else _dates
    extras = Extras(
        language,
        pick,
        order,
        second,
        dated(rng, language) if rng.random() < 0.6 else "",
        f"{lead}: {mail}" if mail and rng.random() < 0.5 else "",
        _stored(language, order, native, english),
        english_title if order == "page-two" else "",
    )
    return replace(paper, record=record, affiliations=places, authors=authors), extras


BYLINE_LEAD = "\u2014 by "
"""A byline's lead as a run of its own (a byline closing the abstract, ``bylineend``)."""
_PIECE = re.compile(r"(\s*)((?:\d+|[IVX]+)\.\s+)?([^\W\d][\w ]*?)(\s*[—:.]?\s*)")


def translate_piece(text: str, extras: Extras) -> str:
    """``text`` (one run or one element's text) with its label translated when the
    whole of it is a label ("Abstract—", "KEYWORDS:", "2. Methods", " and " between
    authors); a byline's lead ("— by ", front31) in the paper's language ("— von ");
    any other text unchanged.  A French colon gets its space ("Résumé :")."""
    if text == " and ":
        return extras.conjunction
    if text == BYLINE_LEAD:
        return f"\u2014 {extras.by} "
    match = _PIECE.fullmatch(text)
    if match is None:
        return text
    lead, number, label, tail = match.groups()
    is_abstract = label.title() in ABSTRACT_LABELS or label in ABSTRACT_LABELS
    if is_abstract and not extras.translate_abstract_label:
        return text
    word = translate_label(label, extras.language, extras.pick)
    if word is None:
        return text
    if is_abstract and extras.order == "one-block":  # "Abstract — Zusammenfassung"
        word = f"{label} — {translate_label(label, extras.language, 0)}"
    if extras.language == "fr" and tail.strip() == ":":
        tail = tail.replace(":", " :", 1) if not tail.startswith(" ") else tail
    return f"{lead}{number or ''}{word}{tail}"
