"""Translate a written ``.docx``'s labels and add a localized paper's extra lines.

:func:`localize_docx` reopens the file the style and the body wrote, translates
every run that is a label (:func:`~lang_corpus.paper.translate_piece`) in the
body, its tables and the page furniture, and puts the second abstract, the
received/accepted line and the corresponding author's line after the paragraph
that ends the first abstract (in the body or in a table's cell), each a copy of
that paragraph's format.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from pathlib import Path

import docx
from docx.document import Document
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
        lines += [("", line) for line in (extras.dates, extras.corresponding) if line]
        for label, text in reversed(lines):
            _after(anchor, label, text)
    document.save(str(path))
