"""An abstract in the first column of a two-column conference page (``latex26``),
drawn with PyMuPDF on an A4 page: a bold title across the page, three names side by
side, a bold "ABSTRACT" over the first column, a framed permission notice in the
text's size at the first column's foot, numbered section headings.

* The abstract fills the first column down to the notice and goes on, in
  mid-sentence, at the top of the second column: it is read on there.
* The abstract ends with a sentence, the body follows it in the first column and
  breaks a word at the column's foot; the second column opens with the rest of that
  word in lower case, then a section: that text is not the abstract's.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf

_W, _H = 595.0, 842.0
_LEFT, _RIGHT = 54.0, 318.0
_STEP = 10.8
_NOTICE = (
    "Permission to make digital or hard copies of all or part of",
    "this work for personal or classroom use is granted without fee",
    "provided that copies are not made or distributed for profit",
    "or commercial advantage. STOC '98, Copyright ACM.",
)
_SENTENCES = (
    "Cells respond to stress by changing which genes they express. ",
    "We follow these changes in yeast over many hours in several media. ",
    "The response starts within minutes and lasts until the stress is gone. ",
)


def _rows(count: int, first: str = "") -> list[str]:
    """``count`` lines of about 58 characters of running text after ``first``."""
    text = first + "".join(_SENTENCES[i % 3] for i in range(count))
    words, rows, row = text.split(), [], ""
    for word in words:
        if len(row) + len(word) > 58:
            rows.append(row)
            row = ""
        row = f"{row} {word}".strip()
    rows.append(row)
    return rows[:count]


def _head(page: pymupdf.Page) -> None:
    for y, row in ((140.0, "Stress Responses of Budding Yeast Cells"),):
        width = pymupdf.get_text_length(row, "hebo", 20.0)
        page.insert_text(((_W - width) / 2, y), row, fontsize=20.0, fontname="hebo")
    for x, name in ((123.0, "Anna Lindqvist"), (267.0, "Jonas Berg"), (430.0, "Maria Costa")):
        page.insert_text((x, 200.0), name, fontsize=9.0, fontname="tiro")
        page.insert_text((x - 20, 211.0), "University of Lund", fontsize=9.0, fontname="tiro")
    page.insert_text((_LEFT, 290.0), "ABSTRACT", fontsize=12.0, fontname="tibo")


def _column(page: pymupdf.Page, x: float, y: float, rows: list[str]) -> float:
    for row in rows:
        page.insert_text((x, y), row, fontsize=9.0, fontname="tiro")
        y += _STEP
    return y


def _heading(page: pymupdf.Page, x: float, y: float, number: str, text: str) -> None:
    """A numbered section heading, its number and words set apart (as TeX sets them)."""
    page.insert_text((x, y), number, fontsize=12.0, fontname="tibo")
    page.insert_text((x + 18, y), text, fontsize=12.0, fontname="tibo")


def _notice(page: pymupdf.Page) -> None:
    page.draw_rect(pymupdf.Rect(_LEFT - 1, 652.0, 295.0, 700.0), width=0.5)
    _column(page, _LEFT, 662.0, list(_NOTICE))


def test_an_abstract_goes_on_past_a_notice_at_the_columns_foot(tmp_path: Path) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    _head(page)
    rows = _rows(30)
    rows[-1] = "and the mean difference between the two groups was about"
    _column(page, _LEFT, 310.0, rows)  # down to y = 623
    _notice(page)
    y = _column(
        page,
        _RIGHT,
        310.0,
        ["fifteen points on the scale that we used for all of them.", *_rows(2)],
    )
    _heading(page, _RIGHT, y + 20, "1", "INTRODUCTION")
    _column(page, _RIGHT, y + 40, _rows(36, "Yeast is a model. "))  # to the foot
    pdf = tmp_path / "notice.pdf"
    doc.save(pdf)
    abstract = extract_pdf(pdf).abstract
    assert "between the two groups was about fifteen points on the scale" in abstract
    assert "Permission to make" not in abstract and "Yeast is a model" not in abstract


def test_the_next_columns_top_in_another_sentence_is_not_the_abstract(tmp_path: Path) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    _head(page)
    rows = _rows(13)
    rows[-1] = "and the cells recover."
    y = _column(page, _LEFT, 310.0, rows)  # the abstract, down to y = 440
    _heading(page, _LEFT, y + 27, "1", "INTRODUCTION")
    body = _rows(14, "Tumour cells need much energy. ")
    body[-1] = "the treatment of chronic lym-"
    _column(page, _LEFT, y + 44, body)
    _notice(page)
    top = ["phocytic leukemia in adults. It remains to be seen whether", *_rows(10)]
    y = _column(page, _RIGHT, 300.0, top)  # down to y = 419: a gap beside the heading
    _heading(page, _RIGHT, y + 40, "2", "RELATED WORK")
    _column(page, _RIGHT, y + 60, _rows(30, "Cats were sampled. "))  # to the foot
    pdf = tmp_path / "turn.pdf"
    doc.save(pdf)
    abstract = extract_pdf(pdf).abstract
    assert abstract.endswith("and the cells recover.")
    assert "phocytic" not in abstract


def _turned(tmp_path: Path, last: str, top: str) -> str:
    """The abstract of a page whose abstract fills the first column to its foot, its
    ``last`` line there, and goes on at the second column's ``top`` (review76)."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    _head(page)
    rows = _rows(46)
    rows[-1] = last
    _column(page, _LEFT, 310.0, rows)  # down to y = 796, the column's foot
    y = _column(page, _RIGHT, 310.0, [top, *_rows(2)])
    _heading(page, _RIGHT, y + 20, "1", "INTRODUCTION")
    _column(page, _RIGHT, y + 40, _rows(36, "Yeast is a model. "))
    pdf = tmp_path / "turned.pdf"
    doc.save(pdf)
    return extract_pdf(pdf).abstract


def test_an_abstract_filling_its_column_goes_on_after_a_stop(tmp_path: Path) -> None:
    # Nothing of the first column under the abstract: the next column's top is its own,
    # after "etc." or a sentence opening in lower case.
    abstract = _turned(tmp_path, "and lipids, sugars, amino acids, salts, etc.", "and all of them.")
    assert "salts, etc. and all of them." in abstract
    abstract = _turned(tmp_path, "and lipids and salts.", "de novo synthesis starts at once.")
    assert "and salts. de novo synthesis starts at once." in abstract


def test_a_sentence_closed_by_a_quote_has_ended(tmp_path: Path) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    _head(page)
    rows = _rows(13)
    rows[-1] = 'and the cells "recover."'
    y = _column(page, _LEFT, 310.0, rows)
    _heading(page, _LEFT, y + 27, "1", "INTRODUCTION")
    body = _rows(14, "Tumour cells need much energy. ")
    body[-1] = "the treatment of chronic lym-"
    _column(page, _LEFT, y + 44, body)
    _notice(page)
    top = ["phocytic leukemia in adults. It remains to be seen whether", *_rows(10)]
    y = _column(page, _RIGHT, 300.0, top)
    _heading(page, _RIGHT, y + 40, "2", "RELATED WORK")
    _column(page, _RIGHT, y + 60, _rows(30, "Cats were sampled. "))
    pdf = tmp_path / "quote.pdf"
    doc.save(pdf)
    abstract = extract_pdf(pdf).abstract
    assert abstract.endswith('and the cells "recover."')
    assert "phocytic" not in abstract
