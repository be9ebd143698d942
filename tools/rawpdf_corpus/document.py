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

from rawpdf_corpus.annotated import BOXED, boxed_text, free_text
from rawpdf_corpus.apart import names_apart
from rawpdf_corpus.cropped import Boxes, boxes, marks
from rawpdf_corpus.fontkinds import font_kinds
from rawpdf_corpus.fonts import Fonts
from rawpdf_corpus.initials import with_initial
from rawpdf_corpus.layers import FORM, LAYER, form_xobject, layer_lines, off_layer
from rawpdf_corpus.leading import APART, led_block, letters_apart
from rawpdf_corpus.ocrlayer import with_hidden_layer, words_apart
from rawpdf_corpus.orders import Block, drawing_order
from rawpdf_corpus.pages import Geometry, Page, first_page, second_page
from rawpdf_corpus.passes import SCALE, doubled, shuffled_words, shuffles, spanned, stroked
from rawpdf_corpus.redraw import second_stream
from rawpdf_corpus.rotated import turned
from rawpdf_corpus.rows import joined_rows
from rawpdf_corpus.runs import SCHEMES, Line, draw, width
from rawpdf_corpus.shadow import BLACK, GREY, shadowed
from rawpdf_corpus.styles import Style, orders
from rawpdf_corpus.upside import turned_note
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
    box: tuple[float, float] = (612.0, 792.0)


def _stream(
    page: Page, fonts: Fonts, drawn: Drawn, rng: random.Random, style: Style | None = None
) -> tuple[bytes, list[str], bytes]:
    """The content stream of ``page``, the operators of its Form XObject (none but
    in the ``form-abstract`` order) and a second content stream (empty but in a
    ``redraw`` style, :mod:`~rawpdf_corpus.redraw`): its graphics, then its lines in ``drawn``'s
    order (the ``rows-joined`` order: :func:`~rawpdf_corpus.rows.joined_rows`); a
    ``style`` is given for page one only: an ``outlined`` title is drawn as filled boxes
    with its text invisible over them, an ``initial`` opens it on a large letter
    (:mod:`~rawpdf_corpus.initials`), a ``whiteout`` draws an earlier title under a
    white box first (:mod:`~rawpdf_corpus.whiteout`), a ``layer`` a draft title in a
    layer that is off, ``cropped`` printer's marks outside the page, ``upside`` a turned
    note along its foot, ``annotated`` the abstract in the form only (an annotation's
    appearance, :mod:`~rawpdf_corpus.annotated`); round 66's orders and the
    "actualtext" fault are drawn by :mod:`~rawpdf_corpus.passes`, round 67's by
    :mod:`~rawpdf_corpus.leading`."""
    blocks = with_initial(page.blocks) if style and style.initial else page.blocks
    if drawn.order == "names-apart":
        blocks = names_apart(blocks, fonts, rng)
    schemes = {block.name: rng.choice(SCHEMES) for block in blocks}
    owner = {id(line): block.name for block in blocks for line in block.lines}
    outlined = style is not None and style.outlined
    annotated = style is not None and style.annotated
    titled = [line for b in blocks if b.name == "title" for line in b.lines] if outlined else []
    graphics = [*page.graphics, *(_outline(line, fonts) for line in titled)]
    ops = ["q", *graphics, "Q"] if graphics else []
    if drawn.invisible:
        ops.append("3 Tr")
    if style:
        ops += _first_page_extras(blocks, fonts, drawn, rng, style)
    lines = drawing_order(blocks, drawn.order, rng)
    if drawn.order == "rows-joined":
        ops += joined_rows(lines, fonts, rng)
        lines = []
    form: list[str] = []
    spans = "actualtext" in fonts.kind.faults
    words = _whole_blocks(blocks, fonts, drawn.order, rng)
    whole = set(words)
    scaled = drawn.order == "scaled-cm"
    ops += [SCALE] * scaled
    for line in lines:
        name = owner[id(line)]
        if name in whole:  # a block drawn whole, at its first line
            (form if annotated and name in BOXED else ops).extend(words.pop(name, []))
            continue
        hidden = outlined and not drawn.invisible and name == "title"
        drawing = draw(doubled(line) if scaled else line, fonts, schemes[name], rng)
        if spans:
            drawing = spanned(doubled(line) if scaled else line, fonts, schemes[name], rng)
        drawing = _apart(line, name, fonts, drawn.order) or drawing
        if drawn.order == "fill-stroke" and not drawn.invisible:
            drawing = stroked(drawing, name)
        if drawn.order == "shadow-title" and name == "title":
            shade = draw(shadowed(line), fonts, schemes[name], rng)
            drawing = [GREY, *shade, BLACK, *drawing]
        if (drawn.order == "form-abstract" or annotated) and name in BOXED:
            form += drawing
            if not annotated and f"q /{FORM} Do Q" not in ops:  # drawn once (round 65: a line)
                ops.append(f"q /{FORM} Do Q")
            continue
        ops += ["3 Tr"] * hidden + drawing + ["0 Tr"] * hidden
    ops += ["Q"] * scaled
    ops = with_hidden_layer(ops, blocks, fonts, rng, "" if drawn.invisible else _layer(style))
    if drawn.invisible and form:
        form.insert(0, "3 Tr")
    second = second_stream(blocks, fonts, rng) if style and style.redraw else b""
    return ("\n".join(ops) + "\n").encode("ascii"), form, second


def _layer(style: Style | None) -> str:
    """Page one's hidden OCR layer's place (``style.ocrlayer``), "" for none."""
    return style.ocrlayer if style else ""


def _apart(line: Line, name: str, fonts: Fonts, order: str) -> list[str]:
    """``line`` drawn a glyph (``letters-apart``: the names) or a word (``ocr-words``)
    a text object; nothing for other orders and blocks."""
    if order == "letters-apart" and name in APART:
        return letters_apart(line, fonts)
    return words_apart(line, fonts) if order == "ocr-words" else []


def _whole_blocks(
    blocks: list[Block], fonts: Fonts, order: str, rng: random.Random
) -> dict[str, list[str]]:
    """The blocks ``order`` draws whole (at their first line), by name: the
    ``word-shuffle`` order's shuffled blocks, every block in the ``leading-tz`` order."""
    if order == "leading-tz":
        return {b.name: led_block(list(b.lines), fonts, rng) for b in blocks}
    spans = "actualtext" in fonts.kind.faults
    return {
        b.name: shuffled_words(list(b.lines), fonts, rng, spans)
        for b in blocks
        if order == "word-shuffle" and shuffles(b.name)
    }


def _first_page_extras(
    blocks: list[Block], fonts: Fonts, drawn: Drawn, rng: random.Random, style: Style
) -> list[str]:
    """What ``style`` draws on page one before its lines: ``cropped`` printer's marks,
    a ``layer``'s hidden draft title, an ``upside`` turned note, a ``whiteout``'s
    earlier title under its white box."""
    ops: list[str] = []
    if style.cropped:
        slug, strokes = marks(drawn.box[0], drawn.box[1], style.face, rng)
        ops += [strokes] + [op for line in slug for op in draw(line, fonts, "tj", rng)]
    if style.layer:
        hidden = layer_lines(blocks, fonts)
        ops += [f"/OC /{LAYER} BDC", *(op for ln in hidden for op in draw(ln, fonts, "tj", rng))]
        ops.append("EMC")
    if style.upside:
        ops += turned_note(drawn.box, style.face, fonts, rng)
    if style.whiteout:
        hidden, box = hidden_title(blocks, _EARLIER, fonts)
        ops += [op for line in hidden for op in draw(line, fonts, "tj", rng)] + [box]
    return ops


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
    drawn = replace(drawn, box=(width, height))
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
    shape = boxes(width, height, rng) if style.cropped else None
    layer = off_layer(doc) if style.layer else 0
    for number, (drawn_stream, form, second) in enumerate(streams):
        shown = form_xobject(doc, form, drawn.box, fontdict) if form else 0
        extra = f" /XObject << /{FORM} {shown} 0 R >>" if form and not style.annotated else ""
        if form and style.annotated:
            free_text(doc, number, shown, drawn.box, boxed_text(one.blocks))
        extra += f" /Properties << /{LAYER} {layer} 0 R >>" if layer and number == 0 else ""
        stream = drawn_stream if shape is None else _boxed(doc, number, shape, drawn_stream)
        stream = turned(doc, number, drawn.box, stream) if style.rotated else stream
        content = _new_stream(doc, stream)
        contents = f"{content} 0 R"
        if second:
            contents = f"[{contents} {_new_stream(doc, second)} 0 R]"
        doc.xref_set_key(doc.page_xref(number), "Contents", contents)
        resources = f"<< /Font << {fontdict} >>{extra} >>"
        doc.xref_set_key(doc.page_xref(number), "Resources", resources)
    if drawn.invisible:
        _under_picture(doc)
    doc.set_metadata({"producer": "rawpdf_corpus", "creator": "", "title": "", "author": ""})
    doc.save(path, garbage=1)
    doc.close()
    return drawn


def _new_stream(doc: pymupdf.Document, stream: bytes) -> int:
    """A new stream object holding ``stream``; gives its xref."""
    xref = int(doc.get_new_xref())
    doc.update_object(xref, "<< >>")
    doc.update_stream(xref, stream)
    return xref


def _boxed(doc: pymupdf.Document, number: int, shape: Boxes, stream: bytes) -> bytes:
    """Set page ``number``'s boxes to ``shape``'s; gives ``stream`` moved by its shift."""
    for key, box in (("MediaBox", shape.media), ("CropBox", shape.crop)):
        doc.xref_set_key(doc.page_xref(number), key, "[" + " ".join(f"{v:g}" for v in box) + "]")
    if shape.shift == (0, 0):
        return stream
    return f"q 1 0 0 1 {shape.shift[0]:g} {shape.shift[1]:g} cm\n".encode() + stream + b"Q\n"


def _under_picture(doc: pymupdf.Document) -> None:
    """Put each page's own picture (as drawn visibly) under its text, which is
    invisible (the stream already sets render mode 3)."""
    for page in doc:
        stream = doc.xref_stream(page.get_contents()[0])  # a second stream is visible
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
