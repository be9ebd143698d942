"""A paper's bibliography made by BibTeX: the ``.bib`` of its cited records, and their truth.

``bib_entries(paper, rng, names)`` writes one :class:`BibEntry` for each record
the body cites (``\\cite{r1}`` … ``\\cite{r12}``, the keys of
:func:`latex_corpus.body.bibliography`).  One draw picks the kind: an arXiv
preprint for half the records that have an arXiv id (an ``@misc`` with
``eprint``/``archivePrefix`` fields, or an ``@article`` in the "arXiv preprint
arXiv:ID" form of exported ``.bib`` files); else an ``@article`` below 0.55 (55 %
of records with no arXiv id, 5 % of those with one), an ``@inproceedings`` (25 %),
a ``@book`` (8 %), a ``@phdthesis`` (6 %) or a ``@techreport`` (6 %); DOIs on
about half of the entries that are no preprint.  Authors are the
record's own (arXiv) or drawn from the split's pool, one to eight, sometimes cut
with "and others"; one in five entries has a name with a particle ("van der")
or accents.  The ``.bib`` spells accents in LaTeX form (``{\\'e}``) and braces
every LaTeX command, so the styles' case changes cannot break them.

:class:`RefTruth` is what the entry holds (the truth a parser is scored on):
authors (full names; their surnames apart), title, year, venue (journal or
proceedings; thesis school, report institution; empty for books and
preprints), DOI, arXiv id.  Whether a style prints the title, DOI or arXiv id is
for the scorer to check on the PDF's text (``benchmarks/pdf_bibtex_styles.py``).
"""

from __future__ import annotations

import json
import random
import re
import unicodedata
from collections.abc import Callable
from dataclasses import asdict, dataclass, field

from pdfgen.body import venue_for
from pdfgen.people import FIELDS, split_name
from pdfgen.sources import Record

from latex_corpus.bibstyle import Style
from latex_corpus.escape import UntypesettableError, latex, printed
from latex_corpus.paper import Paper

CITED = 12  # the body cites its first twelve neighbours (latex_corpus.body)
# Invented names with particles and accents, mixed into some author lists.
SPECIAL_NAMES = (
    "Jan van der Berg", "Ana de la Cruz", "Lucía Fernández", "Zoë Müller", "Søren Kjærgaard",
    "Jean-Luc Lefèvre", "Miguel Ángel Pérez", "Ludwig von Hohenberg", "Maria dos Santos",
    "François Dubois", "Paul Le Guen", "Anna Di Stefano", "Björn Åström", "Hana Dvořák",
)  # fmt: skip
_ACCENTS = {
    "\u0301": "'", "\u0300": "`", "\u0302": "^", "\u0308": '"', "\u0303": "~",
    "\u0327": "c", "\u030c": "v", "\u030a": "r", "\u0306": "u", "\u030b": "H", "\u0328": "k",
}  # fmt: skip
_LETTERS = {"ø": "\\o", "Ø": "\\O", "ß": "\\ss", "æ": "\\ae", "Æ": "\\AE", "ł": "\\l", "Ł": "\\L"}
_PUBLISHERS = ("Springer", "Cambridge University Press", "Wiley", "MIT Press", "CRC Press")
_SCHOOLS = ("University of Leeds", "ETH Zurich", "Stanford University", "University of Toronto")


@dataclass(frozen=True)
class RefTruth:
    """What one bibliography entry holds (``references.jsonl``'s entry)."""

    key: str
    kind: str
    authors: tuple[str, ...]
    surnames: tuple[str, ...]
    title: str
    year: int
    venue: str = ""
    doi: str = ""
    arxiv_id: str = ""
    others: bool = False  # the list is cut with "and others" (printed "et al.")


@dataclass(frozen=True)
class BibEntry:
    """One ``.bib`` entry and its truth."""

    entry_type: str
    key: str
    fields: dict[str, str] = field(default_factory=dict)
    truth: RefTruth | None = None

    def bib(self) -> str:
        """The entry in ``.bib`` syntax."""
        body = ",\n".join(f"  {name} = {{{value}}}" for name, value in self.fields.items())
        return f"@{self.entry_type}{{{self.key},\n{body}\n}}\n"


def bib_text(text: str) -> str:
    """``text`` as ``.bib`` field text: LaTeX, accents as ``{\\'e}``, commands braced."""
    if re.search(r"[{}\\]", text):
        raise UntypesettableError("braces and backslashes would unbalance a .bib field")
    source = latex(text)
    # A command with its argument (escape's own output), not already in braces: brace it,
    # so a style's case change leaves it alone.
    source = re.sub(r"(?<!\{)\\[A-Za-z]+(?:\{[^{}]*(?:\{[^{}]*\})?[^{}]*\})?", r"{\g<0>}", source)
    return "".join(_letter(c) if not c.isascii() else c for c in source)


def _letter(char: str) -> str:
    """One accented letter in BibTeX's special-character form ("é" → "{\\'e}")."""
    if char in _LETTERS:
        return "{" + _LETTERS[char] + "}"
    parts = unicodedata.normalize("NFD", char)
    if len(parts) == 2 and parts[0].isascii() and parts[1] in _ACCENTS:
        accent = _ACCENTS[parts[1]]
        return f"{{\\{accent}{' ' if accent.isalpha() else ''}{parts[0]}}}"
    return char


def bib_name(name: str) -> str:
    """A name as BibTeX reads it: "Last, First" when the surname has a capital particle."""
    given, surname = split_name(name)
    text = bib_text(name)
    if surname.split()[0][:1].isupper() and len(surname.split()) > 1:
        text = f"{bib_text(surname)}, {bib_text(' '.join(given))}"
    return text


def drawn_authors(record: Record, rng: random.Random, names: list[str]) -> tuple[list[str], bool]:
    """An entry's authors (the record's, else drawn from ``names``) and whether the list is
    cut with "and others"."""
    people = list(record.authors) or rng.sample(names, k=min(len(names), rng.randint(1, 8)))
    people = [p for p in people if _plain_name(p)][:8] or [rng.choice(names)]
    if rng.random() < 0.2:
        people[rng.randrange(len(people))] = rng.choice(SPECIAL_NAMES)
    others = len(people) > 2 and rng.random() < 0.12
    if others:
        people = people[: rng.randint(1, 3)]
    return people, others


def drawn_opening(
    record: Record, rng: random.Random, names: list[str], types: tuple[str, ...]
) -> tuple[list[str], bool, str, int, dict[str, str]]:
    """An entry's authors and "and others" (:func:`drawn_authors`), its kind drawn among
    ``types``, its year (the record's, else drawn) and its ``author`` and ``title``
    fields: the opening the entry-shape modules share (refs74)."""
    people, others = drawn_authors(record, rng, names)
    kind = rng.choice(types)
    year = record.year or rng.randint(1995, 2024)
    fields = {
        "author": " and ".join(map(bib_name, people)) + (" and others" if others else ""),
        "title": bib_text(record.title),
    }
    return people, others, kind, year, fields


def _plain_name(name: str) -> bool:
    try:
        latex(name)
    except ValueError:
        return False
    return bool(re.fullmatch(r"[^\d@,;(){}\\]+", name)) and len(name.split()) >= 2


def _ordinal(number: int) -> str:
    suffix = (
        "th" if 10 <= number % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    )
    return f"{number}{suffix}"


def _pages(rng: random.Random) -> str:
    first = rng.randint(1, 900)
    return f"{first}--{first + rng.randint(3, 25)}"


def entry_of(key: str, record: Record, rng: random.Random, names: list[str]) -> BibEntry:
    """The ``.bib`` entry citing ``record`` under ``key`` (see the module docstring)."""
    people, others = drawn_authors(record, rng, names)
    year = record.year or rng.randint(1995, 2024)
    doi = record.doi or (f"10.{rng.randint(1000, 9999)}/x{rng.randint(10000, 999999)}")
    doi = doi if rng.random() < 0.5 else ""
    fields = {
        "author": " and ".join(map(bib_name, people)) + (" and others" if others else ""),
        "title": bib_text(record.title),
    }
    roll = rng.random()
    arxiv = record.arxiv_id if (record.arxiv_id and roll < 0.5) else ""
    venue = ""
    if arxiv:
        doi = ""
        if rng.random() < 0.5:
            kind = "article"
            fields["journal"] = f"arXiv preprint arXiv:{arxiv}"
        else:
            kind = "misc"
            fields.update(eprint=arxiv, archivePrefix="arXiv")
            if "." in arxiv:
                fields["primaryClass"] = rng.choice(["cs.LG", "cs.CL", "stat.ML", "q-bio.QM"])
    elif roll < 0.55:
        kind, venue = "article", record.venue or venue_for(rng)
        fields.update(journal=bib_text(venue), volume=str(rng.randint(1, 120)))
        if rng.random() < 0.6:
            fields["number"] = str(rng.randint(1, 12))
        fields["pages"] = _pages(rng)
    elif roll < 0.8:
        kind = "inproceedings"
        number = _ordinal(rng.randint(2, 40))
        venue = f"Proceedings of the {number} Conference on {rng.choice(FIELDS)}"
        fields.update(booktitle=bib_text(venue), pages=_pages(rng))
        if rng.random() < 0.4:
            fields["publisher"] = rng.choice(("ACM", "IEEE", "Springer"))
    elif roll < 0.88:
        kind = "book"
        fields.update(publisher=rng.choice(_PUBLISHERS), address=rng.choice(("Berlin", "New York")))
    elif roll < 0.94:
        kind, venue = "phdthesis", rng.choice(_SCHOOLS)
        fields["school"] = venue
    else:
        kind, venue = "techreport", rng.choice(_SCHOOLS)
        fields.update(institution=venue, number=f"TR-{rng.randint(1, 99)}")
    fields["year"] = str(year)
    if doi:
        fields["doi"] = doi
    truth = truth_of(
        key,
        "arxiv" if arxiv else kind,
        people=people,
        record=record,
        year=year,
        venue=venue,
        doi=doi,
        arxiv=arxiv,
        others=others,
    )
    return BibEntry(kind, key, fields, truth)


def truth_of(
    key: str,
    kind: str,
    *,
    people: list[str],
    record: Record,
    year: int,
    venue: str,
    doi: str,
    arxiv: str,
    others: bool,
) -> RefTruth:
    """The truth of an entry citing ``record`` by ``people`` (``others``: "and others"
    closes the list): names, surnames, title and venue as the typeset page prints them."""
    return RefTruth(
        key=key,
        kind=kind,
        authors=tuple(printed(p) for p in people),
        surnames=tuple(printed(split_name(p)[1]) for p in people),
        title=printed(record.title),
        year=year,
        venue=printed(venue),
        doi=doi,
        arxiv_id=arxiv,
        others=others,
    )


def bib_entries(
    paper: Paper,
    rng: random.Random,
    names: list[str],
    make: Callable[[str, Record, random.Random, list[str]], BibEntry] = entry_of,
) -> list[BibEntry]:
    """The entries the body of ``paper`` cites, keys ``r1`` … (see the module docstring;
    ``make`` writes each: :func:`latex_corpus.bibtypes.typed_entry_of` for the
    further entry types)."""
    return [
        make(f"r{number}", record, rng, names)
        for number, record in enumerate(paper.others[:CITED], start=1)
    ]


def bib_file(entries: list[BibEntry]) -> str:
    """The ``.bib`` file of ``entries``."""
    return "\n".join(e.bib() for e in entries)


def references_row(name: str, style: Style, entries: list[BibEntry]) -> str:
    """One line of ``references.jsonl``: the paper, its style, each entry's truth (with the
    surnames the style prints: some cut long lists to "et al.")."""
    refs = []
    for entry in entries:
        if entry.truth:
            row = asdict(entry.truth)
            row["printed_surnames"] = list(
                style.printed_names(entry.truth.surnames, entry.truth.others)
            )
            refs.append(row)
    return json.dumps({"name": name, "style": style.name, "references": refs}, ensure_ascii=False)
