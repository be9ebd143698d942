"""Translate a written ``.docx``'s labels and add a localized paper's extra lines.

:func:`localize_docx` reopens the file the style and the body wrote, translates
every run that is a label (:func:`~lang_corpus.paper.translate_piece`) in the
body, its tables and the page furniture, and puts the second abstract, the
received/accepted line and the corresponding author's line after the paragraph
that ends the first abstract (in the body or in a table's cell), each a copy of
that paragraph's format.  lang33's held-out ``side-by-side`` order sets the first
abstract's last paragraph and the second abstract as a two-cell row, the second in
a bordered cell.  lang37's ``page-two`` order puts the English title (bold, 14 pt)
and the English abstract after the block holding the first abstract, the title's
paragraph breaking the page.  lang38's ``end`` order puts the second abstract before
the references heading instead (:func:`_at_end`).
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from pathlib import Path

import docx
from docx.document import Document
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Pt
from docx.text.paragraph import Paragraph
from latex_corpus.paper import Paper

from lang_corpus.paper import Extras, translate_piece
from lang_corpus.text import translate_label


def _paragraphs(document: Document) -> Iterator[Paragraph]:
    yield from document.paragraphs
    for table in document.tables:
        for row in table.rows:
            for cell in row.cells:
                yield from cell.paragraphs
    for section in document.sections:
        yield from section.header.paragraphs
        yield from section.footer.paragraphs


def _after(anchor: Paragraph, label: str, text: str) -> Paragraph:
    """A paragraph formatted as ``anchor`` right after it: ``label`` in bold, then ``text``."""
    element = copy.deepcopy(anchor._p)
    for child in list(element):
        if child.tag != qn("w:pPr"):
            element.remove(child)
    props = element.find(qn("w:pPr"))
    if props is not None:
        for sect in props.findall(qn("w:sectPr")):
            props.remove(sect)
    anchor._p.addnext(element)
    para = Paragraph(element, anchor._parent)
    if label:
        para.add_run(label).bold = True
        para.add_run(" ")
    para.add_run(text)
    return para


def localize_docx(path: Path, paper: Paper, extras: Extras) -> None:
    """Translate the labels of the ``.docx`` at ``path`` and add ``extras``' lines."""
    document = docx.Document(str(path))
    headings: list[object] = []  # paragraphs that are one translated label
    for para in _paragraphs(document):
        for run in para.runs:
            translated = translate_piece(run.text, extras)
            if translated != run.text:
                run.text = translated
                if para.text.strip() == translated.strip():
                    headings.append(para._p)
    tail = paper.abstract[-1].text[-40:]
    # The first abstract may sit in a table's cell (a box, a side column).
    anchor = next((p for p in _paragraphs(document) if tail in p.text), None)
    if anchor is not None:
        moved = extras.translated or extras.order == "end"
        lines = [extras.second] if extras.second and not moved else []
        if extras.order == "end" and extras.second:
            _at_end(document, anchor, extras)
        if extras.translated:
            _page_two(document, anchor, paper.title, extras, headings)
        beside = extras.order == "side-by-side" and anchor._parent is document._body
        if beside and extras.second:
            lines.pop(0)
        lines += [("", line) for line in (extras.dates, extras.corresponding) if line]
        for label, text in reversed(lines):
            _after(anchor, label, text)
        if beside and extras.second:
            _beside(document, anchor, *extras.second)
    document.save(str(path))


def _at_end(document: Document, anchor: Paragraph, extras: Extras) -> None:
    """The second abstract (its label in bold, the first's paragraph format) before the
    last body paragraph that is the references heading (lang38's ``end`` order), or at
    the body's end when there is none."""
    word = translate_label("References", extras.language, extras.pick) or "References"
    body = document._body._body
    heads = [p._p for p in document.paragraphs if p.text.strip() in (word, word.upper())]
    plain = copy.deepcopy(anchor._p)
    if heads:
        heads[-1].addprevious(plain)
    else:
        document.paragraphs[-1]._p.addnext(plain)
    label, text = extras.second or ("Abstract", "")
    _after(Paragraph(plain, document._body), label, text)
    body.remove(plain)


def _beside(document: Document, anchor: Paragraph, label: str, text: str) -> None:
    """Set ``anchor`` (a body paragraph) in the left cell of a two-cell row put where
    it stood, and ``label`` and ``text`` in the bordered right cell (lang33's held-out
    ``side-by-side`` order; an abstract already in a cell keeps the plain order)."""
    table = document.add_table(rows=1, cols=2)
    anchor._p.addprevious(table._tbl)
    left, right = table.cell(0, 0), table.cell(0, 1)
    empty = left.paragraphs[0]._p
    empty.addprevious(anchor._p)
    left._tc.remove(empty)
    borders = OxmlElement("w:tcBorders")
    for edge in ("top", "left", "bottom", "right"):
        line = OxmlElement(f"w:{edge}")
        for key, value in (("val", "single"), ("sz", "6"), ("color", "444444")):
            line.set(qn(f"w:{key}"), value)
        borders.append(line)
    right._tc.get_or_add_tcPr().append(borders)
    box = _after(anchor, label, text)
    right._tc.remove(right.paragraphs[0]._p)
    right._tc.append(box._p)


def _page_two(
    document: Document, anchor: Paragraph, title: str, extras: Extras, headings: list[object]
) -> None:
    """The English title over the English abstract at the top of a new page, before
    the first heading (a paragraph that is one translated label, in ``headings``) after
    the body's elements holding ``anchor`` and the title; after the first's element
    when there is no such heading."""
    body = document._body._body
    children = list(body)

    def top(element: object) -> int:
        while element is not None and element.getparent() is not body:  # type: ignore[attr-defined]
            element = element.getparent()  # type: ignore[attr-defined]
        return children.index(element) if element is not None else -1

    titled = [p._p for p in _paragraphs(document) if title[:40] in p.text]
    start = max([top(anchor._p), *(top(t) for t in titled[:1])])
    later = [children.index(h) for h in headings if h in children and children.index(h) > start]
    before = children[min(later)] if later else None
    plain = OxmlElement("w:p")
    if before is not None:
        before.addprevious(plain)
    else:
        children[start].addnext(plain)
    at = Paragraph(plain, document._body)
    label, text = extras.second or ("Abstract", "")
    _after(at, label, text)
    heading = _after(at, "", extras.translated)
    heading.paragraph_format.page_break_before = True
    heading.paragraph_format.alignment = 1  # centred
    for run in heading.runs:
        run.bold, run.font.size = True, Pt(14)
    body.remove(plain)
