"""A whole raw PDF of one paper, its content streams written by hand, and its truth.

``write_pdf(paper, style, path, split)`` draws :mod:`rawpdf_corpus.pages`' two pages:
per paper a font kind of the split (:func:`~rawpdf_corpus.fontkinds.font_kinds`),
ligatures on or off, a drawing order of the split (:func:`~rawpdf_corpus.styles.orders`) and per
block a line scheme (:data:`~rawpdf_corpus.runs.SCHEMES`); one paper in
:data:`INVISIBLE_SHARE` becomes a page picture with its text invisible over it (render
mode 3), as a scanner's text layer is.  PyMuPDF only holds the objects: the fonts are
written by :class:`~rawpdf_corpus.fonts.Fonts`, the streams by ``doc.update_stream``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from pathlib import Path

import pymupdf
from latex_corpus.paper import Paper
from office_corpus.batch import paper_truth
from pdfgen.corpus import Truth

from rawpdf_corpus.apart import names_apart
from rawpdf_corpus.fontkinds import font_kinds
from rawpdf_corpus.fonts import Fonts
from rawpdf_corpus.initials import with_initial
from rawpdf_corpus.orders import drawing_order
from rawpdf_corpus.pages import Geometry, Page, first_page, second_page
from rawpdf_corpus.rows import joined_rows
from rawpdf_corpus.runs import SCHEMES, Line, draw, width
from rawpdf_corpus.styles import Style, orders
from rawpdf_corpus.whiteout import hidden_title

INVISIBLE_SHARE = 0.15
_EARLIER = "Title of the Paper in Title Case Here"


@dataclass(frozen=True)
class Drawn:
    """How one PDF was drawn: its glyph mapping, ligatures, drawing order, whether its
    text is invisible over a picture, and its body size."""

    mapping: str
    ligatures: bool
    order: str
    invisible: bool
    size: float


def _stream(
    page: Page, fonts: Fonts, drawn: Drawn, rng: random.Random, style: Style | None = None
) -> bytes:
    """The content stream of ``page``: its graphics, then its lines in ``drawn``'s
    order (the ``rows-joined`` order: :func:`~rawpdf_corpus.rows.joined_rows`); a
    ``style`` is given for page one only: an ``outlined`` title is drawn as filled boxes
    with its text invisible over them, an ``initial`` opens it on a large letter
    (:mod:`~rawpdf_corpus.initials`), a ``whiteout`` draws an earlier title under a
    white box first (:mod:`~rawpdf_corpus.whiteout`)."""
    blocks = with_initial(page.blocks) if style and style.initial else page.blocks
    if drawn.order == "names-apart":
        blocks = names_apart(blocks, fonts, rng)
    schemes = {block.name: rng.choice(SCHEMES) for block in blocks}
    owner = {id(line): block.name for block in blocks for line in block.lines}
    outlined = style is not None and style.outlined
    graphics = list(page.graphics)
    if outlined:
        graphics += [_outline(line, fonts) for b in blocks if b.name == "title" for line in b.lines]
    ops = ["q", *graphics, "Q"] if graphics else []
    if drawn.invisible:
        ops.append("3 Tr")
    if style and style.whiteout:
        hidden, box = hidden_title(blocks, _EARLIER, fonts)
        ops += [op for line in hidden for op in draw(line, fonts, "tj", rng)] + [box]
    lines = drawing_order(blocks, drawn.order, rng)
    if drawn.order == "rows-joined":
        ops += joined_rows(lines, fonts, rng)
        lines = []
    for line in lines:
        hidden = outlined and not drawn.invisible and owner[id(line)] == "title"
        ops += (
            ["3 Tr"] * hidden + draw(line, fonts, schemes[owner[id(line)]], rng) + ["0 Tr"] * hidden
        )
    return ("\n".join(ops) + "\n").encode("ascii")


def _outline(line: Line, fonts: Fonts) -> str:
    """``line`` as its outlines are drawn: a filled box a word (its cap height high)."""
    size = line.pieces[0].size
    boxes = []
    x = line.x
    for word in " ".join(p.text for p in line.pieces).split():
        wide = width(Line(x, line.y, (replace(line.pieces[0], text=word),)), fonts)
        boxes.append(f"{x:.2f} {line.y:.2f} {wide:.2f} {size * 0.7:.2f} re")
        x += wide + fonts.advance(line.pieces[0].face, " ") * size / 1000 + line.gap
    return " ".join(boxes) + " f"


def write_pdf(paper: Paper, style: Style, path: Path, split: str) -> Drawn:
    """Write ``paper`` in ``style`` to ``path``, drawn as a ``split`` corpus draws."""
    rng = random.Random(f"raw:{style.name}:{paper.seed}")
    drawn = Drawn(
        rng.choice(font_kinds(split)),
        rng.random() < 0.8,
        rng.choice(orders(split)),
        rng.random() < INVISIBLE_SHARE,
        rng.choice([9.0, 9.5, 10.0]),
    )
    width, height = rng.choice([(612.0, 792.0), (595.0, 842.0)])
    geo = Geometry(width, height, rng.choice([50.0, 56.0, 64.0]), drawn.size)
    fonts = Fonts(drawn.mapping, drawn.ligatures, rng)
    one, rest = first_page(paper, style, fonts, geo, rng)
    two = second_page(paper, style, fonts, geo, rest)
    streams = [_stream(p, fonts, drawn, rng, style if p is one else None) for p in (one, two)]
    doc = pymupdf.open()
    for _ in streams:
        doc.new_page(width=width, height=height)
    xrefs = fonts.write(doc)
    fontdict = " ".join(f"/{name} {xref} 0 R" for name, xref in sorted(xrefs.items()))
    for number, stream in enumerate(streams):
        content = doc.get_new_xref()
        doc.update_object(content, "<< >>")
        doc.update_stream(content, stream)
        doc.xref_set_key(doc.page_xref(number), "Contents", f"{content} 0 R")
        doc.xref_set_key(doc.page_xref(number), "Resources", f"<< /Font << {fontdict} >> >>")
    if drawn.invisible:
        _under_picture(doc)
    doc.set_metadata({"producer": "rawpdf_corpus", "creator": "", "title": "", "author": ""})
    doc.save(path, garbage=1)
    doc.close()
    return drawn


def _under_picture(doc: pymupdf.Document) -> None:
    """Put each page's own picture (as drawn visibly) under its text, which is
    invisible (the stream already sets render mode 3)."""
    for page in doc:
        stream = b"".join(doc.xref_stream(x) for x in page.get_contents())
        visible = stream.replace(b"3 Tr\n", b"", 1)
        doc.update_stream(page.get_contents()[0], visible)
        picture = page.get_pixmap(dpi=110, alpha=False)
        doc.update_stream(page.get_contents()[0], stream)
        page.insert_image(page.rect, pixmap=picture, overlay=False)


def truth_of(paper: Paper, style: Style, name: str, split: str, drawn: Drawn) -> Truth:
    """What ``paper`` written in ``style`` prints, in pdfgen's truth format; its kinds
    add ``rawpdf``'s own: the drawing order, the glyph mapping, ``ligatures`` and
    ``invisible-text`` where they hold."""
    truth = paper_truth(
        paper,
        name,
        split,
        style.name,
        engine="rawpdf",
        heldout=style.heldout,
        columns=style.columns,
        layout={"order": drawn.order, "mapping": drawn.mapping, "size": drawn.size},
    )
    extra = [f"order-{drawn.order}", f"mapping-{drawn.mapping}"]
    extra += ["ligatures"] * drawn.ligatures + ["invisible-text"] * drawn.invisible
    return replace(truth, kinds=[*truth.kinds, *extra])
