"""Translate a written ``.docx``'s labels and add a localized paper's extra lines.

:func:`localize_docx` reopens the file the style and the body wrote, translates
every run that is a label (:func:`~lang_corpus.paper.translate_piece`) in the
body, its tables and the page furniture, and puts the second abstract, the
received/accepted line and the corresponding author's line after the paragraph
that ends the first abstract (in the body or in a table's cell), each a copy of
that paragraph's format.  lang33's held-out ``side-by-side`` order sets the first
abstract's last paragraph and the second abstract as a two-cell row, the second in
a bordered cell.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from pathlib import Path

import docx
from docx.document import Document
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.text.paragraph import Paragraph
from latex_corpus.paper import Paper

from lang_corpus.paper import Extras, translate_piece


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
    for para in _paragraphs(document):
        for run in para.runs:
            translated = translate_piece(run.text, extras)
            if translated != run.text:
                run.text = translated
    tail = paper.abstract[-1].text[-40:]
    # The first abstract may sit in a table's cell (a box, a side column).
    anchor = next((p for p in _paragraphs(document) if tail in p.text), None)
    if anchor is not None:
        lines = [extras.second] if extras.second else []
        beside = extras.order == "side-by-side" and anchor._parent is document._body
        if beside and extras.second:
            lines.pop(0)
        lines += [("", line) for line in (extras.dates, extras.corresponding) if line]
        for label, text in reversed(lines):
            _after(anchor, label, text)
        if beside and extras.second:
            _beside(document, anchor, *extras.second)
    document.save(str(path))


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
