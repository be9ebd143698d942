"""The made-up publication details a first page carries (journal names, volumes, DOIs,
dates, licence lines, citation blocks) and the markup of names, affiliations and
abstracts as the designs print them.  Journal names are invented; no publisher is named."""

from __future__ import annotations

import random
from dataclasses import dataclass
from xml.sax.saxutils import escape

from latex_corpus.paper import Paper
from pdfgen.people import split_name

_JOURNALS = (
    ("Journal of Applied Physiology and Health", "J. Appl. Physiol. Health"),
    ("International Journal of Environmental Systems", "Int. J. Environ. Syst."),
    ("Computational Materials Letters", "Comput. Mater. Lett."),
    ("Annals of Clinical Epidemiology", "Ann. Clin. Epidemiol."),
    ("Journal of Signal and Data Engineering", "J. Signal Data Eng."),
    ("Review of Social Inquiry", "Rev. Soc. Inq."),
    ("Frontiers of Molecular Sciences", "Front. Mol. Sci."),
    ("Transactions on Intelligent Computing", "Trans. Intell. Comput."),
    ("Energy and Sustainable Technology", "Energy Sustain. Technol."),
    ("Quarterly Journal of Theoretical Physics", "Q. J. Theor. Phys."),
    ("Journal of Cultural History", "J. Cult. Hist."),
    ("Chemical Synthesis Reports", "Chem. Synth. Rep."),
)
_MONTHS = (
    "January", "February", "March", "April", "May", "June", "July", "August",
    "September", "October", "November", "December",
)  # fmt: skip
_EDITORS = (
    "Marta Lindqvist", "Rafael Ortega", "Hiroshi Tanabe", "Aisha Okafor", "Pieter de Wit",
    "Lucia Ferraro", "Tomasz Wrona", "Grace Whitfield",
)  # fmt: skip


@dataclass(frozen=True)
class Date:
    """A day, printed in a design's way."""

    day: int
    month: int
    year: int

    def long(self) -> str:
        """ "3 March 2021"."""
        return f"{self.day} {_MONTHS[self.month - 1]} {self.year}"

    def us(self) -> str:
        """ "March 3, 2021"."""
        return f"{_MONTHS[self.month - 1]} {self.day}, {self.year}"

    def short(self) -> str:
        """ "3 Mar 2021"."""
        return f"{self.day} {_MONTHS[self.month - 1][:3]} {self.year}"

    def ordinal(self) -> str:
        """ "3rd March 2021"."""
        tail = {1: "st", 2: "nd", 3: "rd"}.get(
            self.day % 10 if self.day not in (11, 12, 13) else 0, "th"
        )
        return f"{self.day}{tail} {_MONTHS[self.month - 1]} {self.year}"


@dataclass(frozen=True)
class Venue:
    """One paper's made-up publication details."""

    journal: str
    abbrev: str
    volume: int
    issue: int
    first: int
    year: int
    doi: str
    received: Date
    revised: Date
    accepted: Date
    published: Date
    editor: str

    @property
    def pages(self) -> str:
        """ "1234-1247"."""
        return f"{self.first}\u2013{self.first + 13}"


def _later(rng: random.Random, date: Date, low: int, high: int) -> Date:
    days = date.day + rng.randint(low, high)
    month, year = date.month + days // 28, date.year
    while month > 12:
        month, year = month - 12, year + 1
    return Date(max(1, days % 28), month, year)


def venue(rng: random.Random, paper: Paper) -> Venue:
    """Publication details for ``paper`` (the year near the record's)."""
    journal, abbrev = rng.choice(_JOURNALS)
    year = paper.record.year or rng.randint(2016, 2024)
    received = Date(rng.randint(1, 28), rng.randint(1, 12), year - 1)
    revised = _later(rng, received, 40, 120)
    accepted = _later(rng, revised, 10, 60)
    published = _later(rng, accepted, 5, 40)
    prefix = rng.choice(
        ("10.3390", "10.1016", "10.1186", "10.1103", "10.1080", "10.1039", "10.1145")
    )
    suffix = f"{abbrev.split('.')[0].lower()}.{year}.{rng.randint(100, 99999):05d}"
    return Venue(
        journal=journal,
        abbrev=abbrev,
        volume=rng.randint(3, 180),
        issue=rng.randint(1, 12),
        first=rng.randint(1, 4800),
        year=published.year,
        doi=f"{prefix}/{suffix}",
        received=received,
        revised=revised,
        accepted=accepted,
        published=published,
        editor=rng.choice(_EDITORS),
    )


def esc(text: str) -> str:
    """Text safe in Platypus markup."""
    return escape(text)


def marks_of(paper: Paper, index: int, letters: bool, star: bool) -> str:
    """Author ``index``'s affiliation marks ("1,2" or "a,b"), with "*" for the
    corresponding author where ``star``."""
    author = paper.authors[index]
    marks = [chr(ord("a") + i) if letters else str(i + 1) for i in author.affiliations]
    if len(paper.affiliations) < 2:
        marks = []
    if star and author.corresponding:
        marks.append("*")
    return ",".join(marks)


def names_markup(
    paper: Paper,
    *,
    letters: bool = False,
    star: bool = True,
    orcid: bool = False,
    caps: bool = False,
    join: str = ", ",
    last: str = " and ",
    suffixes: tuple[str, ...] = (),
) -> str:
    """The byline: names with raised marks (and ORCID icons, degrees from ``suffixes``
    in turn) joined by ``join``, the last by ``last``."""
    parts = []
    for index, author in enumerate(paper.authors):
        name = author.name.upper() if caps else author.name
        piece = esc(name)
        if suffixes:
            piece += ", " + suffixes[index % len(suffixes)]
        marks = marks_of(paper, index, letters, star)
        if marks:
            piece += f"<super>{marks}</super>"
        if orcid:
            from realpage_corpus.kit import orcid_icon

            piece += f' <img src="{orcid_icon()}" width="7" height="7" valign="middle"/>'
        parts.append(piece)
    if len(parts) == 1:
        return parts[0]
    return join.join(parts[:-1]) + last + parts[-1]


def places_markup(paper: Paper, letters: bool = False, parts: int = 4) -> list[str]:
    """Each affiliation with its raised mark (none where there is one place)."""
    out = []
    for index, place in enumerate(paper.affiliations):
        mark = chr(ord("a") + index) if letters else str(index + 1)
        lead = f"<super>{mark}</super>" if len(paper.affiliations) > 1 else ""
        out.append(lead + esc(place.line(parts)))
    return out


def corresponding(paper: Paper) -> tuple[str, str]:
    """The corresponding author's name and e-mail address."""
    author = next(a for a in paper.authors if a.corresponding)
    return author.name, author.email


def abstract_parts(paper: Paper, label_face: str = "b") -> list[str]:
    """The abstract's sections as markup, labels in ``label_face`` ("b" or "i")."""
    out = []
    for section in paper.abstract:
        text = esc(section.text)
        if section.label:
            text = f"<{label_face}>{esc(section.label)}</{label_face}> {text}"
        out.append(text)
    return out


def citation(paper: Paper, venue_: Venue, style: str) -> str:
    """A "cite this article" line: ``style`` "vancouver" (Surname AB), "mdpi"
    (Surname, A.B.;) or "apa" (Surname, A. B., &)."""
    people = []
    for author in paper.authors[:6]:
        given, surname = split_name(author.name)
        initials = [g[0] for g in given if g[:1].isalpha()]
        if style == "vancouver":
            people.append(f"{surname} {''.join(initials)}")
        elif style == "mdpi":
            people.append(f"{surname}, {'.'.join(initials)}.")
        else:
            people.append(f"{surname}, {' '.join(i + '.' for i in initials)}")
    more = len(paper.authors) > 6
    v = venue_
    if style == "vancouver":
        names = ", ".join(people) + (", et al" if more else "")
        return f"{names}. {paper.title}. {v.abbrev} {v.year};{v.volume}:{v.first}."
    if style == "mdpi":
        names = "; ".join(people) + ("; et al" if more else "")
        where = f"<i>{v.abbrev}</i> <b>{v.year}</b>, <i>{v.volume}</i>, {v.first}"
        return f"{names}. {paper.title}. {where}."
    names = ", ".join(people[:-1]) + (", &amp; " if len(people) > 1 else "") + people[-1]
    return (
        f"{names} ({v.year}). {paper.title}. <i>{v.journal}, {v.volume}</i>({v.issue}), {v.pages}."
    )


def licence(venue_: Venue, kind: str) -> str:
    """A copyright or licence line: ``kind`` "cc" (open access), "rights" or "owner"."""
    if kind == "cc":
        return (
            f"\u00a9 The Author(s) {venue_.year}. This article is an open access article "
            "distributed under the terms and conditions of the Creative Commons Attribution "
            "(CC BY) license (https://creativecommons.org/licenses/by/4.0/)."
        )
    if kind == "rights":
        return f"\u00a9 {venue_.year} Elsewhere Scientific Ltd. All rights reserved."
    return f"\u00a9 {venue_.year} Copyright held by the owner/author(s)."


def highlights(paper: Paper, rng: random.Random) -> list[str]:
    """Three or four short sentences from the neighbours' abstracts (a highlights box)."""
    out = []
    for other in paper.others[:8]:
        sentence = other.abstract[0].text.split(". ")[0].strip().rstrip(".")
        if 20 < len(sentence) < 140:
            out.append(esc(sentence) + ".")
    return out[: rng.randint(3, 4)] or ["The approach is evaluated on public data."]


# Round 70 additions (the held-out designs of pages_c and pages_d): made-up series, books,
# codes and a second language's abstract, no publisher named.
SERIES = (
    "Centre for Economic Inquiry Discussion Paper Series",
    "Institute for Labour Studies Working Paper",
    "Policy Research Working Paper",
    "Graduate School of Economics Working Papers",
)
BOOKS = (
    ("Advances in Data-Driven Science", "Lecture Notes in Applied Research"),
    ("Handbook of Environmental Monitoring", "Environmental Science Library"),
    ("Perspectives on Health Systems", "Studies in Public Health"),
    ("Frontiers in Computational Methods", "Springboard Series in Computing"),
    ("Materials Under Extreme Conditions", "Topics in Applied Physics"),
)
JEL = ("C21", "C23", "D12", "D83", "E24", "E52", "F14", "H23", "I12", "I21", "J24", "J31",
       "L25", "O33", "Q54", "R11")  # fmt: skip
MSC = ("05C35", "11F70", "14J60", "35J60", "35K55", "37D20", "46E35", "47H10", "53C44",
       "60J65", "62G05", "65N30", "68Q25", "90C25")  # fmt: skip
# a Portuguese or Spanish abstract's sentences, generic (a bilingual journal prints one
# before the English abstract)
FOREIGN = {
    "pt": (
        "Resumo",
        "Palavras-chave",
        (
            "Este estudo investiga {k} a partir de dados coletados em diferentes contextos.",
            "Foram analisados os principais fatores associados ao fenômeno observado.",
            "A metodologia combinou análise quantitativa e revisão da literatura especializada.",
            "Os resultados indicam diferenças significativas entre os grupos avaliados.",
            "Discutem-se as implicações dos achados para a pesquisa e para a prática.",
            "Conclui-se que novos estudos são necessários para confirmar estas evidências.",
        ),
    ),
    "es": (
        "Resumen",
        "Palabras clave",
        (
            "Este trabajo analiza {k} mediante datos obtenidos en distintos contextos.",
            "Se examinaron los principales factores asociados con el fenómeno estudiado.",
            "La metodología combinó un análisis cuantitativo con una revisión de la literatura.",
            "Los resultados muestran diferencias significativas entre los grupos comparados.",
            "Se discuten las implicaciones de los hallazgos para la investigación y la práctica.",
            "Se concluye que se requieren nuevos estudios para confirmar esta evidencia.",
        ),
    ),
}


def foreign_abstract(paper: Paper, rng: random.Random, language: str) -> tuple[str, str, str]:
    """A generic abstract in ``language`` ("pt" or "es"): its heading, its keywords'
    label and its text (a bilingual journal's first abstract; not the truth)."""
    head, keys, sentences = FOREIGN[language]
    topic = paper.keywords[0] if paper.keywords else "o tema"
    chosen = [sentences[0].format(k=topic), *rng.sample(sentences[1:], rng.randint(3, 5))]
    return head, keys, " ".join(chosen)


def initials_name(name: str) -> str:
    """ "A. B. Surname" for a running head or a citation."""
    given, surname = split_name(name)
    return " ".join(f"{g[0]}." for g in given if g[:1].isalpha()) + f" {surname}"


# Round 71 additions (the held-out designs of pages_e): made-up proceedings, agencies,
# review series and epigraphs, no publisher named.
PROCEEDINGS = (
    ("International Conference on Data Engineering and Systems", "DES"),
    ("European Symposium on Software Verification", "ESSV"),
    ("Workshop on Intelligent Information Retrieval", "WIIR"),
    ("Conference on Networked and Embedded Computing", "NEC"),
    ("Symposium on Algorithms for Biological Data", "SABD"),
)
AGENCIES = (
    ("National Agency for Environmental Monitoring", "NAEM", "Office of Research and Development"),
    ("Federal Institute for Transport Safety", "FITS", "Division of Applied Studies"),
    ("Public Health Evidence Directorate", "PHED", "Office of Evidence Synthesis"),
    ("National Bureau of Energy Statistics", "NBES", "Office of Analysis"),
)
REVIEWS = (
    "Yearly Review of Environmental Sciences",
    "Yearly Review of Computational Biology",
    "Yearly Review of Materials Research",
    "Yearly Review of Public Health",
    "Yearly Review of Economics",
)
EPIGRAPHS = (
    ("Every archive is also a decision about what may be forgotten.", "Helena Marsh, "
     "<i>The Keeping of Records</i>"),
    ("We read the past as we read a letter addressed to someone else.", "Iván Corral, "
     "<i>Letters and Distances</i>"),
    ("A method is a habit that has learned to explain itself.", "Edith Varga, "
     "<i>Notebooks</i>"),
    ("Nothing is so new as what has been long and carefully neglected.", "Samuel Okoro, "
     "<i>Essays on Custom</i>"),
)  # fmt: skip
DEGREES = ("MD", "MD, PhD", "MBBS", "MBBS, MRCP", "MSc", "PhD", "MD, MPH", "DO", "FRCS")


def grouped_emails(paper: Paper) -> list[str]:
    """The authors' e-mail addresses with those of one domain grouped in braces
    ("{ann,piet}@tarnow.example"), in the authors' order."""
    groups: dict[str, list[str]] = {}
    for author in paper.authors:
        local, _, domain = author.email.partition("@")
        groups.setdefault(domain, []).append(local)
    return [
        (f"{{{','.join(locals_)}}}@{domain}" if len(locals_) > 1 else f"{locals_[0]}@{domain}")
        for domain, locals_ in groups.items()
    ]
