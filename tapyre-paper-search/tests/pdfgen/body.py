"""The rest of a generated paper: body sections, figures, tables, equations,
references, running headers, and repository cover sheets.

Body prose is made of sentences from other records of the same split, so it
reads like scientific text without repeating the paper's own abstract.
References cite other records of the split in the common citation styles and
keep their truth (authors, title, year, venue, DOI, arXiv id).
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from pdfgen.canvas import Canvas, Face, text_width, wrap
from pdfgen.flow import Block
from pdfgen.people import FIELDS, initialled, split_name
from pdfgen.sources import Record

_SECTIONS = ("Methods", "Data", "Results", "Discussion", "Experiments")
_VENUE_FORMS = (
    "Journal of {f}", "{f} Letters", "Annals of {f}", "Proceedings of the {n}th Conference on {f}",
    "International Journal of {f}", "Reviews in {f}", "{f} Research", "Advances in {f}",
)  # fmt: skip


@dataclass(frozen=True)
class Reference:
    """The truth about one entry of a references list."""

    authors: tuple[str, ...]
    title: str
    year: int
    venue: str
    doi: str = ""
    arxiv_id: str = ""


def sentences(records: list[Record]) -> list[str]:
    pool = []
    for record in records:
        for part in re.split(r"(?<=[.!?])\s+(?=[A-Z])", record.abstract_text):
            if 6 <= len(part.split()) <= 45 and not part.isupper():
                pool.append(part)
    return pool


def paragraph(pool: list[str], rng: random.Random, n: int | None = None) -> str:
    return " ".join(rng.choice(pool) for _ in range(n or rng.randint(3, 7)))


def venue_for(rng: random.Random) -> str:
    return rng.choice(_VENUE_FORMS).format(f=rng.choice(FIELDS), n=rng.randint(2, 60))


def reference_for(record: Record, rng: random.Random, names: list[str]) -> Reference:
    authors = record.authors[:4] or tuple(rng.sample(names, k=min(len(names), rng.randint(1, 4))))
    year = record.year or rng.randint(1995, 2024)
    venue = record.venue or venue_for(rng)
    doi = record.doi or (
        f"10.{rng.randint(1000, 9999)}/{rng.choice(['j', 's', 'a'])}{rng.randint(10000, 999999)}"
        if rng.random() < 0.5
        else ""
    )
    return Reference(tuple(authors), record.title, year, venue, doi, record.arxiv_id)


def _surname_first(name: str) -> str:
    given, surname = split_name(name)
    return f"{surname}, {' '.join(w[0] + '.' for w in given)}"


def _surname_initials(name: str, dotted: bool = False) -> str:
    given, surname = split_name(name)
    if dotted:
        return f"{surname} {' '.join(w[0] + '.' for w in given)}"
    return f"{surname} {''.join(w[0] for w in given)}"


def _surname_given(name: str) -> str:
    given, surname = split_name(name)
    return f"{surname}, {' '.join(given)}"


# Surname-first styles the generated corpus does not draw (its draw stays as it
# was); tests and ``benchmarks/pdf_references.py --text-styles`` use them.
EXTRA_STYLES = ("harvard", "harvard-amp", "chicago", "vancouver", "dotted")


def _extra_reference(ref: Reference, style: str, ids: str) -> str:
    """``harvard`` "Doe, J. Q., Lee, A. and Kim, B. (2021) Title. Venue."; ``harvard-amp``
    the same with "&"; ``chicago`` "Doe, Jane Q., Ann Lee, and Bo Kim. 2021. Title.
    Venue."; ``vancouver`` "Doe JQ, Lee A, Kim B. Title. Venue. 2021."; ``dotted``
    "Doe J. Q., Lee A. and Kim B. Title. Venue, 2021."; each followed by ``ids``."""
    if style == "vancouver":
        who = ", ".join(map(_surname_initials, ref.authors))
        return f"{who}. {ref.title}. {ref.venue}. {ref.year}.{ids}"
    if style == "chicago":
        names = [_surname_given(ref.authors[0]), *ref.authors[1:]]
        who = names[0] if len(names) == 1 else ", ".join(names[:-1]) + ", and " + names[-1]
        return f"{who}. {ref.year}. {ref.title}. {ref.venue}.{ids}"
    if style == "dotted":
        names = [_surname_initials(a, dotted=True) for a in ref.authors]
        who = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
        return f"{who} {ref.title}. {ref.venue}, {ref.year}.{ids}"
    names = [_surname_first(a) for a in ref.authors]
    last = " & " if style == "harvard-amp" else " and "
    who = names[0] if len(names) == 1 else ", ".join(names[:-1]) + last + names[-1]
    return f"{who} ({ref.year}) {ref.title}. {ref.venue}.{ids}"


def format_reference(ref: Reference, style: str) -> str:
    """One entry's text in ``style`` (``acl``, ``ieee``, ``apa``, ``nature``, or one of
    :data:`EXTRA_STYLES`)."""
    ids = ""
    if ref.doi:
        ids = f" doi:{ref.doi}." if style != "apa" else f" https://doi.org/{ref.doi}"
    elif ref.arxiv_id:
        ids = f" arXiv:{ref.arxiv_id}."
    if style in EXTRA_STYLES:
        return _extra_reference(ref, style, ids)
    if style == "ieee":
        names = [initialled(a) for a in ref.authors]
        who = names[0] if len(names) == 1 else ", ".join(names[:-1]) + ", and " + names[-1]
        return f'{who}, "{ref.title}," {ref.venue}, {ref.year}.{ids}'
    if style == "apa":
        names = [_surname_first(a) for a in ref.authors]
        who = names[0] if len(names) == 1 else ", ".join(names[:-1]) + ", & " + names[-1]
        return f"{who} ({ref.year}). {ref.title}. {ref.venue}.{ids}"
    if style == "nature":
        names = [_surname_first(a) for a in ref.authors]
        who = ", ".join(names[:-1]) + " & " + names[-1] if len(names) > 1 else names[0]
        return f"{who} {ref.title}. {ref.venue} ({ref.year}).{ids}"
    who = (
        ref.authors[0]
        if len(ref.authors) == 1
        else ", ".join(ref.authors[:-1]) + " and " + ref.authors[-1]
    )
    return f"{who}. {ref.year}. {ref.title}. In {ref.venue}.{ids}"


def table_rows(rng: random.Random) -> tuple[tuple[str, ...], ...]:
    columns = rng.randint(3, 5)
    header = ("Method", "Accuracy", "F1", "Recall", "Time (s)")[:columns]
    rows = [header]
    for name in rng.sample(
        ["Baseline", "BM25", "Dense", "Hybrid", "Ours", "Oracle", "Random"], k=rng.randint(3, 5)
    ):
        rows.append((name, *(f"{rng.uniform(10, 99):.1f}" for _ in range(columns - 1))))
    return tuple(rows)


def equation_text(rng: random.Random) -> str:
    """``left|numerator|denominator|rest``; drawn as a fraction with a squared tail."""
    return rng.choice(
        ["L(θ)|1|N|∑ (y − ŷ)", "E|m v|2|+ ρ g h", "P(x)|exp(−x)|Z|· w", "f(t)|a + b|c|t"]
    )


def body_blocks(
    pool: list[str], rng: random.Random, *, german_body: str = "", heading: str = ""
) -> list[Block]:
    """Sections of prose with a figure, a table and an equation among them."""
    blocks: list[Block] = []
    if heading:
        blocks.append(Block("heading", heading, role="heading"))
    text = german_body or ""
    for section in range(rng.randint(2, 4)):
        if section:
            blocks.append(
                Block(
                    "heading",
                    f"{section + 1} {rng.choice(_SECTIONS)}",
                    role="heading",
                )
            )
        for _ in range(rng.randint(2, 4)):
            blocks.append(Block("paragraph", text or paragraph(pool, rng), role="body"))
        roll = rng.random()
        if roll < 0.3:
            blocks.append(Block("figure", role="figure"))
            blocks.append(
                Block(
                    "caption",
                    f"Figure {section + 1}: {paragraph(pool, rng, 1)}",
                    role="caption",
                    size=None,
                )
            )
        elif roll < 0.6:
            blocks.append(
                Block("caption", f"Table {section + 1}: {paragraph(pool, rng, 1)}", role="caption")
            )
            blocks.append(Block("table", rows=table_rows(rng), role="table"))
        elif roll < 0.8:
            blocks.append(
                Block("equation", equation_text(rng), role="equation", number=section + 1)
            )
    return blocks


def reference_blocks(
    refs: list[Reference], rng: random.Random, german: bool
) -> tuple[list[Block], str]:
    style = rng.choice(["acl", "ieee", "apa", "nature"])
    numbered = style in ("ieee", "nature") or rng.random() < 0.3
    title = (
        rng.choice(["Literatur", "Literaturverzeichnis"])
        if german
        else rng.choice(["References", "REFERENCES", "Bibliography"])
    )
    blocks = [Block("heading", title, role="heading")]
    for i, ref in enumerate(refs):
        blocks.append(
            Block(
                "reference",
                format_reference(ref, style),
                role="reference",
                number=i + 1 if numbered else 0,
            )
        )
    return blocks, style


# -- cover sheets ---------------------------------------------------------------------

_ARCHIVES = (
    "{c} University Research Portal", "Open Repository of the University of {c}",
    "{f} Preprint Archive", "Institutional Repository {c}", "Research Explorer — {c}",
    "{c} Digital Library", "Scholarly Commons at {c}",
)  # fmt: skip
_COVER_LINES = (
    (
        "Citation for published version:",
        "Please cite the original version:",
        "To cite this version:",
        "How to cite:",
    ),
    (
        "Document version: Accepted manuscript",
        "Version: Peer reviewed version",
        "Document Version: Publisher's PDF",
        "This is the author's final version.",
    ),
    ("Link to this record:", "Permanent link:", "Available at:", "Persistent identifier:"),
    ("General rights", "Copyright and reuse", "Terms of use", "Rights statement"),
    (
        "Copyright and moral rights for the publications made accessible here are retained "
        "by the authors.",
        "Users may download and print one copy of any publication for private study or research.",
        "This item is made available under the terms of the licence shown in the record.",
        "Reuse of this item is permitted for non-commercial purposes only.",
    ),
    ("Take down policy", "Withdrawal policy", "Complaints", "Notice and take down"),
    (
        "If you believe that this document breaches copyright please contact us with details.",
        "If you have concerns about this item, contact the repository team and we will "
        "investigate.",
        "Contact us if you think this item infringes your rights; it will be removed while we "
        "look into it.",
    ),
)


def cover_sheet(  # noqa: PLR0917 (drawing helpers take x, y, text, font, size)
    canvas: Canvas,
    record: Record,
    authors: tuple[str, ...],
    rng: random.Random,
    face: Face,
    city: str,
) -> None:
    """A repository's first page: its name in large type, the citation, the rights."""
    canvas.new_page()
    margin = 60.0
    archive = rng.choice(_ARCHIVES).format(c=city, f=rng.choice(FIELDS))
    size = rng.uniform(20, 28)
    y = 90.0
    for line in wrap(archive, face.styled(bold=True), size, canvas.width - 2 * margin):
        canvas.text(margin, y, line, face.styled(bold=True), size, "cover")
        y += size * 1.3
    y += 20
    if rng.random() < 0.5:  # the paper's title repeated in large type
        tsize = rng.uniform(14, 18)
        for line in wrap(record.title, face.styled(bold=True), tsize, canvas.width - 2 * margin):
            canvas.text(margin, y, line, face.styled(bold=True), tsize, "cover")
            y += tsize * 1.3
        canvas.text(margin, y + 4, ", ".join(authors), face, 11, "cover")
        y += 34
    small = 9.5
    for options in _COVER_LINES:
        if rng.random() < 0.25:
            continue
        text = rng.choice(options)
        if text.endswith(":"):
            text += f" {', '.join(authors[:2])} ({record.year or 2020}). {record.title}."
        for line in wrap(text, face, small, canvas.width - 2 * margin):
            canvas.text(margin, y, line, face, small, "cover")
            y += small * 1.35
        y += 8
    host = city.lower().replace(" ", "")
    url = f"https://repository.{host}.example/items/{rng.randint(1000, 99999)}"
    canvas.text(margin, y + 10, url, face, small, "cover")
    canvas.text(
        margin, canvas.height - 50, f"Downloaded: {rng.randint(1, 28)}. Mar. 2024", face, 8, "cover"
    )


def running_header(text: str, face: Face, margin: float) -> object:
    def draw(canvas: Canvas, number: int) -> None:
        size = 8.0
        shown = text if len(text) < 80 else text[:77] + "..."
        canvas.text(margin, 40, shown, face.styled(italic=True), size, "header")
        label = str(number)
        canvas.text(
            canvas.width - margin - text_width(label, face, size), 40, label, face, size, "header"
        )
        canvas.text(canvas.width / 2 - 5, canvas.height - 30, str(number), face, 9, "footer")

    return draw
