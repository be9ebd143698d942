"""Front matter as a word processor sets it (drawn with PyMuPDF), which earlier rules
got wrong: a justified line whose few words PyMuPDF cuts at its wide gaps, author
blocks centred side by side over a two-column body, a bold title in the body's size
flush left, a hyphen after a single letter or a prime."""

from __future__ import annotations

from pathlib import Path

import pymupdf
from layout_pages import AUTHORS, BODY, TITLE
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.justified import joined_line, justified_rows
from tapyre_paper_search.pdf.normalize import normalize_inline, normalize_text

_FONT = {False: "tiro", True: "tibo"}
LEFT, GUTTER_LEFT, GUTTER_RIGHT, RIGHT = 54.0, 290.0, 306.0, 542.0
PLACES = ("Centre for Economics", "University of Dundee", "United Kingdom")
CONTEXT = (
    "Mesenchymal stem cells are under evaluation as a therapy for ischemic cardiomyopathy. "
    "Both autologous and allogeneic therapies are possible; however, their safety and "
    "efficacy have not been compared in patients."
)
INTERVENTION = (
    "Twenty million, 100 million, or 200 million cells were delivered by transendocardial "
    "stem cell injection into 10 LV sites."
)
OUTCOMES = (
    "Thirty-day incidence of predefined treatment-emergent serious adverse events and "
    "the walk test, quality of life and ventricular volumes after one year of follow-up."
)


class Column:
    """Justified lines down one column of a page, word by word (a word processor's
    justification: the gaps between a line's words widen to fill the measure)."""

    def __init__(self, page: pymupdf.Page, x0: float, x1: float, y: float, size: float = 9):
        self.page, self.x0, self.x1, self.y, self.size = page, x0, x1, y, size

    def _width(self, word: str, bold: bool) -> float:
        return pymupdf.get_text_length(word, _FONT[bold], self.size)

    def _set(self, words: list[tuple[str, bool]], justify: bool) -> None:
        self.y += self.size * 1.25
        used = sum(self._width(w, b) for w, b in words)
        gap = (self.x1 - self.x0 - used) / (len(words) - 1) if justify and len(words) > 1 else 0
        gap = max(gap, self.size * 0.25)
        x = self.x0
        for word, bold in words:
            self.page.insert_text((x, self.y), word, fontsize=self.size, fontname=_FONT[bold])
            x += self._width(word, bold) + gap

    def text(self, pieces: list[tuple[str, bool]]) -> None:
        """A justified paragraph of ``pieces`` (text, bold), its last line flush left."""
        words = [(w, bold) for text, bold in pieces for w in text.split()]
        line: list[tuple[str, bool]] = []
        for word in words:
            trial = [*line, word]
            used = sum(self._width(w, b) for w, b in trial) + self.size * 0.25 * len(line)
            if line and used > self.x1 - self.x0:
                self._set(line, justify=True)
                line = [word]
            else:
                line = trial
        if line:
            self._set(line, justify=False)

    def spread(self, pieces: list[tuple[str, bool]]) -> None:
        """One line of a few ``pieces`` spread over the whole measure."""
        self._set([(w, bold) for text, bold in pieces for w in text.split()], justify=True)


def _centred(
    page: pymupdf.Page, text: str, y: float, size: float, span: tuple[float, float]
) -> None:
    """``text`` centred between ``span``'s two x positions, its baseline at ``y``."""
    width = pymupdf.get_text_length(text, "tiro", size)
    page.insert_text(((sum(span) - width) / 2, y), text, fontsize=size, fontname="tiro")


def _front(page: pymupdf.Page, authors: tuple[str, ...]) -> tuple[Column, Column]:
    """A title across the page, author blocks centred in the two columns' halves (a
    borderless table), and the two justified columns under them."""
    _centred(page, TITLE, 80, 20, (LEFT, RIGHT))
    halves = ((LEFT, GUTTER_LEFT), (GUTTER_RIGHT, RIGHT))
    for (x0, x1), name in zip(halves, authors, strict=False):
        _centred(page, name, 120, 11, (x0, x1))
        for k, part in enumerate(PLACES):
            _centred(page, part, 133 + 11 * k, 9, (x0, x1))
    return Column(page, LEFT, GUTTER_LEFT, 170), Column(page, GUTTER_RIGHT, RIGHT, 170)


def _body(column: Column, heading: bool = True) -> None:
    column.text([("Index Terms: stem cells, trials", True)])
    if heading:
        column.text([("I. INTRODUCTION", True)])
    while column.y < 760:
        column.text([(BODY, False)])


def test_a_justified_line_cut_at_its_wide_gaps_is_one_line_of_the_abstract(
    tmp_path: Path,
) -> None:
    # "LV sites.  **Outcomes**  Thirty-day": PyMuPDF cuts it in three at its gaps, and
    # the bold middle piece read as a heading ended the abstract there.
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    left, right = _front(page, AUTHORS[:2])
    opening = f"{CONTEXT} Intervention {INTERVENTION.rsplit(' ', 2)[0]}"
    left.text([("Abstract.", True), ("Context", True), (opening, False)])
    left.spread([("LV sites.", False), ("Main outcome measures", True), ("Thirty-day", False)])
    left.text([(OUTCOMES.split(" ", 1)[1], False)])
    _body(left)
    while right.y < 760:
        right.text([(BODY, False)])
    doc.save(tmp_path / "justified.pdf")
    result = extract_pdf(tmp_path / "justified.pdf")
    assert result.title == TITLE
    assert list(result.authors) == list(AUTHORS[:2])
    assert result.abstract.startswith("Context Mesenchymal stem cells")
    assert result.abstract.endswith("after one year of follow-up.")
    assert "Main outcome measures Thirty-day incidence" in result.abstract


def test_author_blocks_centred_over_two_columns_are_read_before_the_columns(
    tmp_path: Path,
) -> None:
    # The abstract fills the left column and goes on at the top of the right one: the
    # right author block above it is no part of the abstract.
    long = " ".join([CONTEXT, INTERVENTION, OUTCOMES] * 6)
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    left, right = _front(page, AUTHORS[:2])
    left.text([("Abstract.", True), (long, False)])
    right.text([(OUTCOMES, False)])
    _body(right)
    path = tmp_path / "blocks.pdf"
    doc.save(path)
    assert left.y > 700, "the abstract fills the left column"
    result = extract_pdf(path)
    assert list(result.authors) == list(AUTHORS[:2])
    assert result.abstract == f"{long} {OUTCOMES}"


def test_a_bold_title_in_the_body_size_flush_left_over_a_line_of_names(tmp_path: Path) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((60, 60), "Article", fontsize=10, fontname="tiit")
    page.insert_text((60, 84), TITLE, fontsize=12, fontname="tibo")
    page.insert_text((60, 104), ", ".join(AUTHORS), fontsize=12, fontname="tiro")
    page.insert_text(
        (60, 122), "University of Example, Berlin, Germany", fontsize=8, fontname="tiro"
    )
    column = Column(page, 60, 535, 130, size=12)
    column.text([("Abstract:", True), (CONTEXT, False)])
    column.text([("1. Introduction", True)])
    while column.y < 760:
        column.text([(BODY, False)])
    path = tmp_path / "flush.pdf"
    doc.save(path)
    result = extract_pdf(path)
    assert result.title == TITLE
    assert list(result.authors) == list(AUTHORS)
    assert result.abstract == CONTEXT


def test_a_bold_label_under_a_roman_title_is_no_title(tmp_path: Path) -> None:
    # A manuscript: its title in roman in the body's size, then "**Corresponding
    # author**" over a name: the bold label is no word processor's bold title.
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    column = Column(page, 72, 523, 60, size=12)
    column.text([(TITLE, False)])
    column.y += 12
    column.text([("Corresponding author", True)])
    column.text([(AUTHORS[0], False)])
    column.y += 12
    column.text([("Abstract", True)])
    column.text([(CONTEXT, False)])
    column.text([("Introduction", True)])
    while column.y < 760:
        column.text([(BODY, False)])
    doc.save(tmp_path / "label.pdf")
    assert extract_pdf(tmp_path / "label.pdf").title != "Corresponding author"


def test_no_word_is_broken_after_a_single_letter() -> None:
    assert normalize_inline("Form Factor in D0 --> K- e+ nue Decays") == (
        "Form Factor in D0 --> K- e+ nue Decays"
    )
    assert normalize_text("an X-\nray study of sum-\nmaries") == "an X-ray study of summaries"
    assert normalize_inline("Mixed- Cation Perovskites") == "Mixed-Cation Perovskites"


def test_a_keyword_line_spread_over_the_measure_ends_the_abstract(tmp_path: Path) -> None:
    # "Index   Terms:   stem   cells," spread over the measure, "trials" under it: the
    # keyword paragraph has no full line of its own; the abstract's lines give the measure.
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    left, right = _front(page, AUTHORS[:2])
    short = CONTEXT.split(". ", 1)[0] + "."  # under the words an abstract needs to end at a heading
    left.text([("Abstract.", True), (short, False)])
    left.spread([("Index Terms:", True), ("regenerative, cardiology,", True)])
    left.text([("trials", True)])
    left.text([("I. INTRODUCTION", True)])
    while left.y < 760:
        left.text([(BODY, False)])
    while right.y < 760:
        right.text([(BODY, False)])
    doc.save(tmp_path / "keywords.pdf")
    assert extract_pdf(tmp_path / "keywords.pdf").abstract == short


def test_a_heading_opened_by_a_symbol_font_square_ends_the_abstract(tmp_path: Path) -> None:
    # "■ **INTRODUCTION**" (ACS): the square, in a symbol font of its own, reads as a
    # roman "n"; the line is a heading all the same, not a justified line opening in roman.
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    _centred(page, TITLE, 80, 18, (LEFT, RIGHT))
    _centred(page, ", ".join(AUTHORS), 105, 11, (LEFT, RIGHT))
    column = Column(page, LEFT, RIGHT, 120, size=10)
    column.text([("ABSTRACT", True)])
    column.text([(CONTEXT, False)])
    column.y += 16
    page.insert_text((LEFT, column.y), "n", fontsize=10, fontname="zadb")
    page.insert_text((LEFT + 14, column.y), "INTRODUCTION", fontsize=10, fontname="tibo")
    column.y += 4
    while column.y < 760:
        column.text([(BODY, False)])
    doc.save(tmp_path / "square.pdf")
    assert extract_pdf(tmp_path / "square.pdf").abstract == CONTEXT


def _piece(text: str, x0: float, x1: float, size: float = 9.0, y: float = 100.0) -> dict:
    span = {"text": text, "size": size, "font": "Times", "flags": 0, "bbox": (x0, y, x1, y + size)}
    return {"dir": (1.0, 0.0), "bbox": (x0, y, x1, y + size), "spans": [span]}


def test_only_the_pieces_of_a_justified_line_are_joined() -> None:
    full = _piece("a full line of the column fills the whole measure", 54, 290, y=80)
    spread = [
        _piece("LV sites.", 54, 100),
        _piece(" ", 100, 102),
        _piece("Main outcome measures", 115, 235),
    ]
    spread.append(_piece("Thirty-day", 250, 290))
    head = [_piece("RUNNING HEAD", 54, 150, y=40), _piece("1", 285, 290, y=40)]
    name = [_piece("Jane Doe", 54, 100, size=11, y=120), _piece("jd@x.org", 230, 290, 8, 121)]
    rows = justified_rows([[full, *spread], head, name])
    assert rows == [[[0], [1, 2, 3, 4]], [[0], [1]], [[0], [1]]]
    joined = joined_line(spread)
    assert (
        "".join(s["text"] for s in joined["spans"]) == "LV sites. Main outcome measures Thirty-day"
    )
    assert joined["bbox"] == (54, 100, 290, 109)


def test_two_columns_in_one_block_are_no_justified_lines() -> None:
    # A page written row by row (left line, right line, ...) gives both columns' lines
    # in one block; each row's two lines fill the measure of a full-width line above,
    # but their gaps lie over each other: a gutter, not the wide gaps of a justified line.
    full = _piece("an abstract across the page fills the whole measure", 54, 542, y=60)
    rows = []
    for k in range(4):
        y = 100 + 12 * k
        rows += [_piece(f"left column line {k}", 54, 290, y=y), _piece("right", 306, 542, y=y)]
    assert justified_rows([[full], rows]) == [[[0]], [[i] for i in range(8)]]
    one = rows[:2]  # a single such row is still read as a justified line
    assert justified_rows([[full], one]) == [[[0]], [[0, 1]]]


def test_a_prime_before_a_line_end_hyphen_ends_the_word() -> None:
    assert normalize_inline("Dinucleotide 2'-\nPhosphate (NAADP)", dashes="printed") == (
        "Dinucleotide 2'-Phosphate (NAADP)"
    )
    assert normalize_text("at the 5′-\nend of the gene") == "at the 5′-end of the gene"
