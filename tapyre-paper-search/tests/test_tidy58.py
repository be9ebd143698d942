"""Tidy58: five pure-move splits of modules over 300 lines.

* ``plaintitle`` → ``plainbyline`` (the byline under a body-size bold title:
  ``byline_under``, ``under_bold_title``, ``names_row``, ``opens_with_name``,
  ``reads_as_names``, and the title run's line steps they share);
* ``texpage`` → ``barefonts`` (``BareFonts``, ``t1_in_word`` and the text gates that
  decide which pages are asked about TeX's bitmap fonts);
* ``normalize`` → ``lineendhyphens`` (a dash at a line end rejoined or kept:
  ``rejoin_hyphenated``, ``hyphenated_words``, ``CONJUNCTION``; compiled);
* ``pageread`` → ``pagemend`` (the page read again where its text layer needs mending:
  ``mended_page``, ``without_line_numbers``; compiled);
* ``lines`` → ``fontstyle`` (what a span's font says: ``font_style``, ``math_letters``,
  ``span_lead``; compiled).

Each test reads a page drawn with PyMuPDF through the moved code where it now lives, and
checks that the old module no longer holds it (no re-export).  All fail on the base
(1f574f5b), where the new modules do not exist and the old ones are over 300 lines.
"""

from __future__ import annotations

import importlib
import runpy
from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.lines import Line, page_lines

_ROOT = Path(__file__).resolve().parents[2]
_PDF = _ROOT / "tapyre-paper-search" / "src" / "tapyre_paper_search" / "pdf"
_GUIDE = _ROOT / "docs" / "pdf.md"
_SETUP = _ROOT / "tapyre-paper-search" / "setup.py"
_ABSTRACT = (
    "We followed the temperature of the ground water under three city districts for six "
    "years and asked how much of the summer's heat a shallow aquifer keeps until winter."
)
_BODY = "The wells were drilled to a depth of twenty metres and logged every hour. " * 8


def _gone(module: str, *names: str) -> list[str]:
    """The ``names`` that ``module`` of the reader still holds (none after a pure move)."""
    held = importlib.import_module(f"tapyre_paper_search.pdf.{module}")
    return [name for name in names if hasattr(held, name)]


def _lines(path: Path) -> tuple[Line, ...]:
    with pymupdf.open(path) as doc:
        return tuple(page_lines(doc[0].get_text("dict")).lines)


def _plain_page(path: Path) -> Path:
    """A first page whose title is set in the body's size, marked only by weight, flush
    left, with a row of names in roman right under it, then a headed abstract."""
    doc = pymupdf.open()
    page = doc.new_page(width=595.0, height=842.0)
    page.insert_text((72, 100), "The birth of string theory", fontsize=10, fontname="tibo")
    page.insert_text((72, 116), "Paolo Di Vecchia and Ann Lee", fontsize=10, fontname="tiro")
    page.insert_text((72, 150), "Abstract", fontsize=10, fontname="tibo")
    page.insert_textbox(pymupdf.Rect(72, 158, 523, 230), _ABSTRACT, fontsize=10)
    page.insert_text((72, 260), "1. Introduction", fontsize=10, fontname="tibo")
    page.insert_textbox(pymupdf.Rect(72, 270, 523, 800), _BODY, fontsize=10)
    doc.save(path)
    doc.close()
    return path


# -- plaintitle → plainbyline -------------------------------------------------------------


def test_plainbyline_reads_the_names_under_a_body_size_bold_title(tmp_path: Path) -> None:
    from tapyre_paper_search.pdf import plainbyline
    from tapyre_paper_search.pdf.plaintitle import plain_title

    lines = _lines(_plain_page(tmp_path / "plain.pdf"))
    title = plain_title(lines, 595.0, 842.0)
    assert [lines[i].text for i in title] == ["The birth of string theory"]
    rows, subtitle = plainbyline.under_bold_title(lines, title)
    assert [lines[i].text for i in rows] == ["Paolo Di Vecchia and Ann Lee"] and subtitle == []
    assert plainbyline.byline_under(lines, title) == rows
    assert plainbyline.names_row(lines, rows[0]) and plainbyline.reads_as_names(lines[rows[0]])
    assert not plainbyline.reads_as_names(lines[title[0]])
    assert plainbyline.opens_with_name("Ningiuq Akeeagok*, Wytske vanner Bosk and")
    assert not plainbyline.opens_with_name("We thank Dr Anna Berg, Prof Erik Lund and")
    assert (plainbyline.NEXT_LINE, plainbyline.LINE_STEP, plainbyline.APART) == (2.0, 1.25, 1.3)
    gone = ("byline_under", "under_bold_title", "_names_row", "_opens_with_name", "_names")
    assert _gone("plaintitle", *gone, "_wrapped_name", "_phrase_over", "_RUNS_ON") == []


# -- texpage → barefonts ------------------------------------------------------------------


def test_barefonts_gates_a_pages_text_and_finds_no_bare_font_on_a_times_page(
    tmp_path: Path,
) -> None:
    from tapyre_paper_search.pdf import barefonts

    path = _plain_page(tmp_path / "times.pdf")
    fonts = barefonts.BareFonts()
    with pymupdf.open(path) as doc:
        assert fonts.on_page(doc, doc[0]) == frozenset() and not fonts.found
        text = doc[0].get_text()
    assert not fonts.suspects(text)  # plain prose: one scan, no lookup
    assert fonts.suspects("di\x0berent")  # TeX's "ff" ligature code
    assert barefonts.t1_in_word("Wroc\xaaaw") and not barefonts.t1_in_word("20\xb0C")
    assert _gone("texpage", "BareFonts", "t1_in_word", "_CONTROL", "_T1_IN_WORD") == []


# -- normalize → lineendhyphens -----------------------------------------------------------


def test_lineendhyphens_rejoins_a_drawn_pages_broken_word(tmp_path: Path) -> None:
    from tapyre_paper_search.pdf import lineendhyphens
    from tapyre_paper_search.pdf.normalize import normalize_text

    doc = pymupdf.open()
    page = doc.new_page()
    for k, row in enumerate(["We read the sum-", "maries of the state-of-the-", "art work."]):
        page.insert_text((72, 100 + 14 * k), row, fontsize=10)
    path = tmp_path / "broken.pdf"
    doc.save(path)
    doc.close()
    with pymupdf.open(path) as doc:
        text = doc[0].get_text()
    tidy = "\n".join(row.strip() for row in text.strip().splitlines())
    joined = lineendhyphens.rejoin_hyphenated(tidy, None)
    assert joined == "We read the summaries of the state-of-the-art work."
    assert normalize_text(text) == joined
    assert lineendhyphens.hyphenated_words("a long-form note") == {"long-form"}
    gone = ("hyphenated_words", "_rejoin_hyphenated", "_LINE_END_DASH", "_is_acronym")
    assert _gone("normalize", *gone, "_CONJUNCTION") == []


# -- pageread → pagemend ------------------------------------------------------------------


def test_pagemend_reads_a_bitmap_fonts_pages_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tapyre_paper_search.pdf import pagemend
    from test_pdf_texbody import _bitmap_paper

    made: list[int] = []
    real = pagemend.MendedPage

    def counted(*args: object, **kwargs: object) -> object:
        made.append(1)
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(pagemend, "MendedPage", counted)
    got = extract_pdf(_bitmap_paper(tmp_path / "bitmap.pdf", name="F38"), ocr=None)
    assert made and "results show a different and efficient" in got.pages[2].text
    assert _gone("pageread", "_mended", "_without_line_numbers", "MendedPage", "log") == []


def test_pagemend_leaves_a_times_page_as_given(tmp_path: Path) -> None:
    from tapyre_paper_search.pdf.barefonts import BareFonts
    from tapyre_paper_search.pdf.pagemend import mended_page
    from tapyre_paper_search.pdf.pageread import flags
    from tapyre_paper_search.pdf.shortcmap import ShortMaps

    with pymupdf.open(_plain_page(tmp_path / "times.pdf")) as doc:
        page = doc[0]
        textpage = page.get_textpage(flags=flags())
        data = textpage.extractDICT()
        text = textpage.extractText()
        got = mended_page(
            doc, page, textpage, BareFonts(), ShortMaps(), text=text, data=data, from_words=False
        )
    assert got is None


# -- lines → fontstyle --------------------------------------------------------------------


def test_fontstyle_reads_a_drawn_lines_type(tmp_path: Path) -> None:
    from tapyre_paper_search.pdf import fontstyle

    lines = _lines(_plain_page(tmp_path / "plain.pdf"))
    title, names = lines[0], lines[1]
    assert title.bold and not names.bold
    assert title.lead == fontstyle.span_lead({"font": "Times-Bold", "flags": 0})
    assert names.lead == fontstyle.span_lead({"font": "Times-Roman", "flags": 0})
    assert fontstyle.font_style("Times-Bold") == (True, False, False)
    assert fontstyle.font_style("CMTT10") == (False, False, True)
    assert fontstyle.math_letters("𝛼 𝛽") and not fontstyle.math_letters("δίσκων")
    gone = ("_font_style", "_math_letters", "_lead", "_BOLD_FONT", "_MATH_LETTERS")
    assert _gone("lines", *gone) == []


# -- sizes, the compiled list, the guide ---------------------------------------------------


@pytest.mark.parametrize("module", ["plaintitle", "texpage", "normalize", "pageread", "lines"])
def test_each_split_module_is_300_lines_at_most(module: str) -> None:
    assert len((_PDF / f"{module}.py").read_text(encoding="utf-8").splitlines()) <= 300


def test_the_compiled_split_parts_stay_compiled() -> None:
    names: tuple[str, ...] = runpy.run_path(str(_SETUP), run_name="setup_tidy58")["COMPILED"]
    for old, new in (
        ("normalize", "lineendhyphens"),
        ("pageread", "pagemend"),
        ("lines", "fontstyle"),
    ):
        assert old in names and new in names
    assert "plainbyline" not in names and "barefonts" not in names  # their modules are pure


def test_the_guide_names_each_new_module() -> None:
    guide = _GUIDE.read_text(encoding="utf-8")
    for name in ("plainbyline", "barefonts", "lineendhyphens", "pagemend", "fontstyle"):
        assert f"`{name}`" in guide, name
