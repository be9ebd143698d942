"""Small python-docx helpers for the word-processor corpus: fonts, runs, rules, columns.

python-docx covers paragraphs, runs, tables, sections, headers and footers; what it
lacks (a section's column count or line numbering, a paragraph's border, a PAGE
field) is written here as the WordprocessingML elements Word itself writes, in the
order its schema gives them, so LibreOffice lays the document out as it would a
file saved by Word.  A table without borders is python-docx's own (the default
"Normal Table" style).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from docx.document import Document
from docx.enum.section import WD_SECTION
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.section import Section
from docx.shared import Pt
from docx.table import Table
from docx.text.paragraph import Paragraph


class Container(Protocol):
    """What paragraphs are added to: a document, a table cell, a header or a footer."""

    def add_paragraph(self) -> Paragraph: ...


FAMILIES = {
    "serif": ("Liberation Serif", "DejaVu Serif", "Caladea"),
    "sans": ("Liberation Sans", "DejaVu Sans", "Carlito"),
}
ALIGN = {
    "left": WD_ALIGN_PARAGRAPH.LEFT,
    "centre": WD_ALIGN_PARAGRAPH.CENTER,
    "justify": WD_ALIGN_PARAGRAPH.JUSTIFY,
    "right": WD_ALIGN_PARAGRAPH.RIGHT,
}


@dataclass(frozen=True)
class Run:
    """A piece of a paragraph with its own face: bold, italic, superscript, size,
    subscript, underline."""

    text: str
    bold: bool = False
    italic: bool = False
    superscript: bool = False
    size: float = 0.0  # points; 0 keeps the paragraph's size
    subscript: bool = False
    underline: bool = False


def set_font(document: Document, family: str, size: float) -> None:
    """The Normal style's font (every script slot, as Word writes it) and size."""
    style = document.styles["Normal"]
    style.font.name = family
    style.font.size = Pt(size)
    fonts = style.element.get_or_add_rPr().get_or_add_rFonts()
    for slot in ("w:ascii", "w:hAnsi", "w:cs", "w:eastAsia"):
        fonts.set(qn(slot), family)


def paragraph(
    container: Container,
    runs: list[Run] | str,
    *,
    size: float = 0.0,
    align: str = "justify",
    before: float = 0.0,
    after: float = 4.0,
    indent: float = 0.0,
) -> Paragraph:
    """A paragraph of ``runs`` (or plain text) added to a document, cell, header or footer."""
    para = container.add_paragraph()
    para.alignment = ALIGN[align]
    fmt = para.paragraph_format
    fmt.space_before = Pt(before)
    fmt.space_after = Pt(after)
    if indent:
        fmt.left_indent = Pt(indent)
        fmt.right_indent = Pt(indent)
    for piece in [Run(runs)] if isinstance(runs, str) else runs:
        run = para.add_run(piece.text)
        run.bold = piece.bold or None
        run.italic = piece.italic or None
        if piece.underline:
            run.underline = True
        if piece.superscript:
            run.font.superscript = True
        if piece.subscript:
            run.font.subscript = True
        if piece.size or size:
            run.font.size = Pt(piece.size or size)
    return para


# What follows ``w:pBdr`` in a ``w:pPr`` and ``w:cols`` in a ``w:sectPr`` (ECMA-376,
# CT_PPrBase and CT_SectPr): a new one goes before the first of these present.
_AFTER_PBDR = (
    "w:shd", "w:tabs", "w:suppressAutoHyphens", "w:kinsoku", "w:wordWrap",
    "w:overflowPunct", "w:topLinePunct", "w:autoSpaceDE", "w:autoSpaceDN", "w:bidi",
    "w:adjustRightInd", "w:snapToGrid", "w:spacing", "w:ind", "w:contextualSpacing",
    "w:mirrorIndents", "w:suppressOverlap", "w:jc", "w:textDirection", "w:textAlignment",
    "w:textboxTightWrap", "w:outlineLvl", "w:divId", "w:cnfStyle", "w:rPr", "w:sectPr",
    "w:pPrChange",
)  # fmt: skip
_AFTER_COLS = (
    "w:formProt", "w:vAlign", "w:noEndnote", "w:titlePg", "w:textDirection", "w:bidi",
    "w:rtlGutter", "w:docGrid", "w:printerSettings", "w:sectPrChange",
)  # fmt: skip


def rule(para: Paragraph, edge: str = "bottom") -> None:
    """A horizontal line along ``edge`` (top or bottom) of ``para``, as Word's borders."""
    props = para._p.get_or_add_pPr()
    borders = props.find(qn("w:pBdr"))
    if borders is None:
        borders = OxmlElement("w:pBdr")
        props.insert_element_before(borders, *_AFTER_PBDR)
    line = OxmlElement(f"w:{edge}")
    for key, value in (("val", "single"), ("sz", "6"), ("space", "1"), ("color", "000000")):
        line.set(qn(f"w:{key}"), value)
    borders.append(line)


def columns(section: Section, count: int, gap_pt: float = 18.0) -> None:
    """Set ``section`` in ``count`` columns ``gap_pt`` apart."""
    props = section._sectPr
    for old in props.findall(qn("w:cols")):
        props.remove(old)
    cols = OxmlElement("w:cols")
    cols.set(qn("w:num"), str(count))
    cols.set(qn("w:space"), str(int(gap_pt * 20)))
    props.insert_element_before(cols, *_AFTER_COLS)


def line_numbering(section: Section) -> None:
    """Word's line numbering (``w:lnNumType``) on ``section``: every line numbered in
    the left margin, counting on through the pages (a new section copies it)."""
    numbering = OxmlElement("w:lnNumType")
    for key, value in (("countBy", "1"), ("distance", "340"), ("restart", "continuous")):
        numbering.set(qn(f"w:{key}"), value)
    section._sectPr.insert_element_before(numbering, "w:pgNumType", "w:cols", *_AFTER_COLS)


def continuous_section(document: Document, count: int) -> Section:
    """A section break on the same page, the new section in ``count`` columns."""
    section: Section = document.add_section(WD_SECTION.CONTINUOUS)
    columns(section, count)
    return section


def page_field(para: Paragraph) -> None:
    """A PAGE field (the page's number) at the end of ``para``."""
    field = OxmlElement("w:fldSimple")
    field.set(qn("w:instr"), "PAGE")
    run = OxmlElement("w:r")
    text = OxmlElement("w:t")
    text.text = "1"
    run.append(text)
    field.append(run)
    para._p.append(field)


def plain_table(document: Document, rows: int, cols: int) -> Table:
    """A table without borders (the Normal Table style), its cells empty of paragraphs'
    text; used for author blocks side by side and for header lines."""
    table: Table = document.add_table(rows=rows, cols=cols)
    table.autofit = True
    return table


def cell_paragraphs(table: Table, row: int, col: int) -> Container:
    """The cell at (``row``, ``col``), its first empty paragraph removed so that
    :func:`paragraph` adds the cell's lines from the top."""
    cell = table.cell(row, col)
    first = cell.paragraphs[0]
    if not first.text:
        first._p.getparent().remove(first._p)
    return cell
