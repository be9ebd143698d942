"""A paper's two pages as blocks of lines in reading order (``orders.Block``), with
the rules and boxes drawn under them: page one holds the front matter of the
paper's :class:`~rawpdf_corpus.styles.Style` and the body's start, page two the
body's rest and a numbered reference list.  The title, the names and the abstract
are the record's own text, so the truth is what the PDF prints."""

from __future__ import annotations

import random
import string
from dataclasses import dataclass, replace

from latex_corpus.body import SECTIONS
from latex_corpus.paper import Paper
from pdfgen.people import initialled

from rawpdf_corpus.abstracts import abstract_blocks
from rawpdf_corpus.compose import Word, byline, paragraph, words
from rawpdf_corpus.fonts import Fonts
from rawpdf_corpus.layouts import table_byline
from rawpdf_corpus.orders import Block
from rawpdf_corpus.runs import Line, Piece
from rawpdf_corpus.styles import Style

_JOURNALS = ("Journal of Applied Studies", "Review of Measurement", "Annals of Data Science")


@dataclass(frozen=True)
class Geometry:
    """The page's size, margin and body size, in points."""

    width: float
    height: float
    margin: float
    size: float


@dataclass
class Page:
    """One page's blocks in reading order and the graphics (rules, boxes) under them."""

    blocks: list[Block]
    graphics: list[str]


def _mark(index: int, style: Style) -> str:
    return string.ascii_lowercase[index] if style.marks == "letters" else str(index + 1)


def _body_words(paper: Paper, rng: random.Random, face: str, size: float) -> list[list[Word]]:
    """The body's paragraphs: numbered section headings and other records' prose."""
    prose = Piece("", face, size)
    head = Piece("", f"{face}-bold", size + 0.5)
    out: list[list[Word]] = []
    for number, (title, record) in enumerate(zip(SECTIONS, paper.others, strict=False), 1):
        out.append(words(f"{number}. {title}", head))
        sentences = [s for s in record.abstract_text.split(". ") if s]
        out.append(words(". ".join(sentences[: rng.randint(3, 6)]).rstrip(".") + ".", prose))
    return out


def _flow(
    fonts: Fonts,
    paras: list[list[Word]],
    frames: list[tuple[float, float, float, float]],
    lead: float,
) -> tuple[list[Block], list[list[Word]]]:
    """``paras`` poured into ``frames`` (x, top, width, bottom) as ``body-N`` blocks;
    gives the blocks and the paragraphs left over."""
    blocks = []
    left = list(paras)
    for n, (x, top, wide, bottom) in enumerate(frames):
        lines = []
        y = top
        while left:
            para = left[0]
            set_, _ = paragraph(fonts, para, x, y, wide, leading=lead, align="justify")
            room = int((y - bottom) // lead) + 1
            if room <= 0:
                break
            lines += set_[:room]
            if len(set_) > room:
                rest = sum(len(line_words(line)) for line in set_[:room])
                left[0] = para[rest:]
                break
            left.pop(0)
            y -= lead * (len(set_) + 0.5)
        blocks.append(Block(f"body-{n}", tuple(lines)))
    return blocks, left


def line_words(line: Line) -> list[str]:
    """The words of a line (spaces inside its pieces)."""
    return " ".join(p.text for p in line.pieces).split()


def first_page(
    paper: Paper, style: Style, fonts: Fonts, geo: Geometry, rng: random.Random
) -> tuple[Page, list[list[Word]]]:
    """Page one's blocks and graphics, and the body's paragraphs left for page two."""
    face, size, m = style.face, geo.size, geo.margin
    inner = geo.width - 2 * m
    blocks: list[Block] = []
    graphics: list[str] = []
    y = geo.height - m
    if style.banner:
        journal = f"{rng.choice(_JOURNALS)} {rng.randint(3, 60)} ({paper.record.year or 2019}) "
        pages = f"{rng.randint(1, 900)}–{rng.randint(901, 999)}"
        italic = Piece("", f"{face}-italic", size - 1)
        line, _ = paragraph(fonts, words(journal + pages, italic), m, y, inner, leading=size)
        blocks.append(Block("header", tuple(line)))
        graphics.append(f"0.6 w {m:.1f} {y - 5:.1f} m {m + inner:.1f} {y - 5:.1f} l S")
        y -= size * 3
    title_size = rng.choice([16.0, 17.0, 18.0, 20.0])
    title = words(paper.title, Piece("", f"{face}-bold", title_size))
    lines, y = paragraph(
        fonts, title, m, y - title_size, inner, leading=title_size * 1.2, align=style.title_align
    )
    blocks.append(Block("title", tuple(lines)))
    many = len(paper.affiliations) > 1
    name_face = f"{face}-bold" if style.names == "bold" else face
    name_style = Piece("", name_face, size + 2, caps=style.names == "caps")
    note = Piece("", f"{face}-italic", size - 1)
    places = [  # a byline table sets its places itself
        ((_mark(i, style) if many else ""), p.line())
        for i, p in enumerate(paper.affiliations)
        if style.places != "table"
    ]
    y = _byline(paper, style, fonts, blocks, (name_style, note, m, inner, y - size))
    keywords = (
        words(f"{style.keywords} " + "; ".join(paper.keywords), note) if paper.keywords else []
    )
    marked = [_marked(mark, text, note) for mark, text in places]
    y, low, keywords, (left, wide) = _places(
        style, fonts, blocks, places=marked, keywords=keywords, geo=geo, y=y
    )
    page = Page(blocks, graphics)
    abstract_end, column_start = abstract_blocks(
        paper, style, fonts, (page.blocks, page.graphics), (left, wide, y, size)
    )
    if style.places.startswith("sidebar"):
        abstract_end = min(abstract_end, low)
    if keywords and style.abstract != "column":
        lines, abstract_end = paragraph(
            fonts, keywords, left, abstract_end - size * 0.4, wide, leading=size * 1.2
        )
        blocks.append(Block("keywords", tuple(lines)))
    foot = _footnotes(paper, style, places, fonts, geo)
    bottom = m + (foot.lines[0].y - m + size * 1.5 if foot.lines else size)
    paras = _body_words(paper, rng, face, size)
    if style.abstract == "column":
        paras = column_start + ([keywords] if keywords else []) + paras
    gap = 16.0
    col = (inner - gap * (style.columns - 1)) / style.columns
    top = abstract_end - size * 2
    frames = [(m + i * (col + gap), top, col, bottom) for i in range(style.columns)]
    body, rest = _flow(fonts, paras, frames, size * 1.2)
    blocks += body
    if foot.lines:
        blocks.append(foot)
    folio, _ = paragraph(
        fonts, words("1", Piece("", face, size - 1)), geo.width / 2 - 3, m - 20, 20, leading=size
    )
    blocks.append(Block("footer", tuple(folio)))
    return page, rest


def _byline(
    paper: Paper,
    style: Style,
    fonts: Fonts,
    blocks: list[Block],
    at: tuple[Piece, Piece, float, float, float],
) -> float:
    """Add the byline's blocks (``at``: the names' and places' styles, left edge, width,
    top baseline): a byline table's names and places, or the names' lines; gives the
    baseline under them."""
    name_style, note, x, wide, y = at
    if style.places == "table":
        table, y = table_byline(paper, fonts, name_style, note, (x, wide, y))
        blocks += table
        return y
    names = _names(paper, style)
    lines, y = byline(fonts, names, name_style, x, y, wide=wide, align=style.title_align)
    blocks.append(Block("names", tuple(lines)))
    return y


def _names(paper: Paper, style: Style) -> list[tuple[str, str]]:
    """Each author's name and marks (places' marks where there are several places, a
    star for the corresponding author)."""
    many = len(paper.affiliations) > 1
    names = []
    for author in paper.authors:
        marks = [_mark(a, style) for a in author.affiliations] if many else []
        names.append((author.name, ",".join(marks + (["*"] if author.corresponding else []))))
    return names


def _places(
    style: Style,
    fonts: Fonts,
    blocks: list[Block],
    *,
    places: list[list[Word]],
    keywords: list[Word],
    geo: Geometry,
    y: float,
) -> tuple[float, float, list[Word], tuple[float, float]]:
    """Add the places' block under the names ("under") or the sidebar's (places and
    keywords, left of the abstract, or right of it: "sidebar-right"); gives the
    abstract's top, the sidebar's foot, the keywords left for under the abstract and
    the abstract's column (left edge, width)."""
    size, m, inner = geo.size, geo.margin, geo.width - 2 * geo.margin
    if style.places == "under":
        lines = []
        for place in places:
            set_, y = paragraph(
                fonts, place, m, y, inner, leading=size * 1.2, align=style.title_align
            )
            lines += set_
        blocks.append(Block("places", tuple(lines)))
    y -= size * 1.5
    low = y
    if not style.places.startswith("sidebar"):
        return y, low, keywords, (m, inner)
    side = inner * 0.3
    right = style.places == "sidebar-right"
    x = m + inner - side if right else m
    lines, low = [], y - size
    for place in places:
        set_, low = paragraph(fonts, place, x, low, side, leading=size * 1.15)
        lines += set_
    set_, low = paragraph(fonts, keywords, x, low - size, side, leading=size * 1.15)
    blocks.append(Block("sidebar", tuple(lines + set_)))
    return y, low, [], (m if right else m + side + 14, inner - side - 14)


def _marked(mark: str, text: str, style: Piece) -> list[Word]:
    """``text`` with ``mark`` raised before it (none when ``mark`` is empty)."""
    raised = replace(style, size=style.size * 0.7, rise=style.size * 0.35)
    out = words(text, style)
    if mark:
        out.insert(0, Word(mark, raised))
    return out


def _footnotes(
    paper: Paper, style: Style, places: list[tuple[str, str]], fonts: Fonts, geo: Geometry
) -> Block:
    """The first page's footnotes, bottom up: the places (a "footnote" style) and the
    corresponding author's address."""
    note = Piece("", style.face, geo.size - 1.5)
    rows: list[list[Word]] = []
    if style.places == "footnote":
        rows += [_marked(mark, text, note) for mark, text in places]
    contact = next((a for a in paper.authors if a.corresponding), None)
    if contact is not None:
        rows.append(_marked("*", f"Corresponding author. E-mail: {contact.email}", note))
    lines = []
    y = geo.margin + geo.size * 1.1 * len(rows)
    for row in rows:
        set_, y = paragraph(
            fonts, row, geo.margin, y, geo.width - 2 * geo.margin, leading=geo.size * 1.1
        )
        lines += set_
    return Block("footnotes", tuple(lines))


def second_page(
    paper: Paper, style: Style, fonts: Fonts, geo: Geometry, rest: list[list[Word]]
) -> Page:
    """Page two: the body's rest, "References" and a numbered list, in the columns."""
    m, size = geo.margin, geo.size
    refs = Piece("", style.face, size - 1)
    rest = [*rest, words("References", Piece("", f"{style.face}-bold", size + 0.5))]
    for n, record in enumerate(paper.others[:8], 1):
        names = ", ".join(initialled(a) for a in record.authors[:3]) or "A. Anonymous"
        rest.append(words(f"[{n}] {names}, {record.title}, {record.year or 2015}.", refs))
    gap = 16.0
    col = (geo.width - 2 * m - gap * (style.columns - 1)) / style.columns
    frames = [(m + i * (col + gap), geo.height - m - size, col, m) for i in range(style.columns)]
    body, _ = _flow(fonts, rest, frames, size * 1.2)
    number = words("2", Piece("", style.face, size - 1))
    folio, _ = paragraph(fonts, number, geo.width / 2 - 3, m - 20, 20, leading=size)
    return Page([*body, Block("footer", tuple(folio))], [])
