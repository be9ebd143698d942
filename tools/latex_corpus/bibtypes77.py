"""Entry shapes of round seventy-seven (refs77): ``.bib`` entries neither
:func:`latex_corpus.bibtex.entry_of` nor :mod:`latex_corpus.bibtypes`,
:mod:`latex_corpus.bibtypes68` … :mod:`latex_corpus.bibtypes76` writes, for
``build.py --held-types77``.  Held out in round seventy-seven, train since round
seventy-eight (refs78 rotated them into train; seventy-eight's held-out shapes are
:mod:`latex_corpus.bibtypes78`).  Their held-out figures: base
f72b45f4 (``--split heldout --biblatex --held-types77 --count 16 --seed 7777``, 192
entries; found/title/year/venue/doi/arxiv/surname F1): 0.995/0.614/0.828/1.000/1.000/-/0.971;
titles per kind: article (six names and "and others") 1.00, dissdb 0.38, edtrans 0.64,
inproceedings (ISSN) 1.00, object 0.76, score 0.70, statute 0.27, sv 0.00, trial 0.64,
zenodo 0.62; venues article 1.00, inproceedings 1.00.

:func:`entry77_of` draws, for each cited record, one of :data:`TYPES`:

* ``score``: a ``@misc`` musical score, "[Musical score]" after the title, its
  publisher and plate number;
* ``zenodo``: a ``@misc`` software package, its version, "[Computer software]", its
  repository's URL and its Zenodo DOI as a "https://doi.org/" link;
* ``statute``: a ``@misc`` statute of no author, its public law number and its code's
  title and section with a section sign ("42 U.S.C. § 7401");
* ``sv``: an ``@inreference`` entry whose title is printed after "s.v." in an
  encyclopaedia, its edition and publisher;
* ``issn``: an ``@inproceedings`` paper in a proceedings volume of a series with its
  ISSN, editors, pages and publisher;
* ``trial``: a ``@misc`` clinical trial registration, "ClinicalTrials.gov identifier:
  NCT…" and an update date;
* ``edtrans``: a ``@book`` with an editor, a translator and an edition;
* ``vanc6``: an ``@article`` of six names and "and others";
* ``object``: a ``@misc`` museum object, its kind in brackets after the title, its
  museum number and museum;
* ``dissdb``: a ``@thesis`` in a dissertations database, its publication number.

The truth is :func:`latex_corpus.bibtex.truth_of`'s: the title as printed (the bracketed
marks and "s.v." left out), the venue the journal's (``vanc6``) or proceedings'
(``issn``), else empty; the DOI of ``zenodo``; no names for ``statute``.
"""

from __future__ import annotations

import random

from pdfgen.people import FIELDS
from pdfgen.sources import Record

from latex_corpus.bibtex import BibEntry, bib_name, bib_text, drawn_opening, truth_of

TYPES = (
    "score", "zenodo", "statute", "sv", "issn", "trial", "edtrans", "vanc6", "object",
    "dissdb",
)  # fmt: skip
_KINDS = {"issn": "inproceedings", "vanc6": "article"}
_ENTRY_TYPES = {
    "sv": "inreference",
    "issn": "inproceedings",
    "edtrans": "book",
    "vanc6": "article",
    "dissdb": "thesis",
}
_MUSIC = ("Bärenreiter-Verlag", "Edition Peters", "Northgate Music Press")
_OBJECTS = ("[Ceramic bowl]", "[Woodcut print]", "[Bronze figure]")
_MUSEUMS = (
    "Museum of Northern Crafts, Riverton",
    "Kingsport City Museum",
    "Easton Museum of Art",
)
_PRESSES = ("Harbour University Press", "Meridian Books", "Lakeside Publishers")
_CITIES = ("Chicago", "Leiden", "Melbourne")
_MONTHS = ("February", "April", "August", "November")


def entry77_of(key: str, record: Record, rng: random.Random, names: list[str]) -> BibEntry:
    """The held-out ``.bib`` entry citing ``record`` under ``key``: a type of
    :data:`TYPES` drawn by ``rng`` (see the module docstring)."""
    people, others, kind, year, fields = drawn_opening(record, rng, names, TYPES)
    if kind == "statute":
        people, others = [], False
        del fields["author"]
    elif kind == "vanc6":
        people, others = rng.sample(names, k=6), True
        fields["author"] = " and ".join(map(bib_name, people)) + " and others"
    venue, doi = _fields(kind, fields, rng, year, names)
    fields["year"] = str(year)
    truth = truth_of(
        key, _KINDS.get(kind, kind), people=people, record=record, year=year, venue=venue,
        doi=doi, arxiv="", others=others,
    )  # fmt: skip
    return BibEntry(_ENTRY_TYPES.get(kind, "misc"), key, fields, truth)


def _fields(
    kind: str, fields: dict[str, str], rng: random.Random, year: int, names: list[str]
) -> tuple[str, str]:
    """Add ``kind``'s own fields to ``fields``; the truth's venue and DOI."""
    subject = rng.choice(FIELDS)
    number = rng.randint(1000, 99999)
    slug = "".join(c for c in subject.lower() if c.isalpha())
    first = rng.randint(1, 500)
    pages = f"{first}--{first + rng.randint(8, 20)}"
    if kind == "score":
        fields.update(
            titleaddon="[Musical score]", publisher=bib_text(rng.choice(_MUSIC)),
            note=f"Plate {rng.choice('ABN')}.{number}",
        )  # fmt: skip
    elif kind == "zenodo":
        doi = f"10.5281/zenodo.{rng.randint(1000000, 9999999)}"
        fields.update(
            titleaddon="[Computer software]", version=f"{rng.randint(0, 4)}.{rng.randint(1, 12)}.0",
            howpublished=f"Zenodo. https://github.com/example/{slug}", url=f"https://doi.org/{doi}",
        )  # fmt: skip
        return "", doi
    elif kind == "statute":
        law = f"Pub. L. No. {rng.randint(90, 118)}-{rng.randint(10, 400)}"
        section = f"{rng.randint(5, 50)} U.S.C. {{\\S}} {rng.randint(100, 9999)}"
        fields["howpublished"] = f"{law}, {section}"
    elif kind == "sv":
        fields.update(
            title="s.v.\\ " + fields["title"],
            booktitle=bib_text(f"Encyclopaedia of {subject.title()}"),
            edition=str(rng.randint(2, 5)), publisher=bib_text(rng.choice(_PRESSES)),
        )  # fmt: skip
    elif kind == "issn":
        venue = f"Proceedings of the {rng.randint(3, 30)}th Symposium on {subject.title()}"
        fields.update(
            booktitle=bib_text(venue), series=bib_text(f"Studies in {subject.title()}"),
            volume=str(rng.randint(10, 400)),
            issn=f"{rng.randint(1000, 9999)}-{rng.randint(100, 999)}X",
            pages=pages, publisher=bib_text(rng.choice(_PRESSES)),
            editor=" and ".join(bib_name(n) for n in rng.sample(names, k=2)),
        )  # fmt: skip
        return venue, ""
    elif kind == "trial":
        when = f"{rng.choice(_MONTHS)} {rng.randint(1, 28)}, {year + 1}"
        ident = f"NCT{rng.randint(1000000, 5999999):08d}"
        fields.update(
            howpublished=f"ClinicalTrials.gov identifier: {ident}",
            url=f"https://clinicaltrials.gov/study/{ident}", note=f"Updated {when}",
        )  # fmt: skip
    elif kind == "edtrans":
        editor, translator = rng.sample(names, k=2)
        fields.update(
            editor=bib_name(editor), translator=bib_name(translator),
            edition=str(rng.randint(2, 4)), publisher=bib_text(rng.choice(_PRESSES)),
            address=rng.choice(_CITIES),
        )  # fmt: skip
    elif kind == "vanc6":
        venue = f"Journal of {subject.title()}"
        fields.update(
            journal=bib_text(venue), volume=str(rng.randint(1, 90)),
            number=str(rng.randint(1, 12)), pages=pages,
        )  # fmt: skip
        return venue, ""
    elif kind == "object":
        fields.update(
            titleaddon=rng.choice(_OBJECTS),
            howpublished=bib_text(
                f"Museum number {year - rng.randint(20, 90)}.{number % 900}. "
                f"{rng.choice(_MUSEUMS)}"
            ),
        )  # fmt: skip
    else:
        fields.update(
            type="Doctoral dissertation", institution=bib_text(f"University of {subject.title()}"),
            note=f"ProQuest Dissertations and Theses Global (Publication No. {number * 300})",
        )  # fmt: skip
    return "", ""
