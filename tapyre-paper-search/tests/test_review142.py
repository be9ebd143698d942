"""review142 on front41's key labels by language (:mod:`tapyre_paper_search.pdf.keylabels`).

front41 named "Messages clés", "Points clés", "Kernbotschaften", "Puntos clave",
"Mensajes clave" and "At a glance" as labels that head a summary where no abstract
heading does.  Two pages researchers meet went wrong against 1f59b4db:

* a paper's own-language abstract under "Résumé" / "Zusammenfassung" / "Resumen",
  then a box under that language's key label: the search for a second (English)
  abstract after the first one took the box's label as its heading, and the box
  became the abstract (1f59b4db read the résumé); an English "Key points" box after
  a "Résumé" did so on 1f59b4db already;
* a fact box "At a glance" ("Study area: …" / "Period: …" / "Funding: …") over a
  headingless abstract: the rows were read as the abstract (1f59b4db: the abstract).

Fail on 4285c4a4: the four boxes after an abstract and the fact box.  Controls (pass
on both): a handout's "At a glance" box whose summary opens with one label
("Background: …", wrapped), an "Abstract" over an "At a glance" box.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_front_matter_front34 import BODY, TITLE  # the same paper
from test_pdf_front_matter_front38 import _save
from test_pdf_front_matter_front40 import SUMMARY
from test_pdf_front_matter_front41 import BOXED

ENGLISH = (
    SUMMARY + " We report twenty years of buoy records from three lakes and a model of "
    "the mixing that explains the earlier onset."
)
FRENCH = (
    "Le vent mélange plus tôt chaque printemps un petit lac boréal dont la couverture "
    "de glace raccourcit. Le réchauffement des eaux de surface commence désormais deux "
    "semaines plus tôt qu'en 1990, et nous présentons vingt ans de mesures de bouées."
)
GERMAN = (
    "Der Wind durchmischt einen kleinen borealen See jedes Frühjahr früher, weil seine "
    "Eisdecke kürzer wird. Die Erwärmung des Oberflächenwassers beginnt heute zwei "
    "Wochen früher als 1990, und wir berichten über zwanzig Jahre Bojenmessungen."
)
SPANISH = (
    "El viento mezcla antes cada primavera un pequeño lago boreal cuya cubierta de "
    "hielo se acorta. El calentamiento del agua superficial empieza ahora dos semanas "
    "antes que en 1990, y presentamos veinte años de medidas de boyas."
)
BOX = (
    "Question: does wind warm a lake sooner in the spring? Finding: yes, by two weeks "
    "in all three lakes we studied."
)


def _header(page: pymupdf.Page) -> None:
    page.insert_textbox(pymupdf.Rect(54, 50, 557, 110), TITLE, fontsize=18, fontname="hebo")
    page.insert_text((54, 120), "Ann Lee and Bo Chen", fontsize=11)


def _box_after(path: Path, heading: str, text: str, label: str) -> Path:
    """The title and names, ``heading`` over ``text`` (the abstract), then a bordered
    box under ``label`` (the paper's key points), then the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    _header(page)
    page.insert_text((54, 136), "Institute of Limnology, Tromsø, Norway", fontsize=8)
    page.insert_text((54, 162), heading, fontsize=10, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(54, 170, 541, 260), text, fontsize=10)
    page.draw_rect(pymupdf.Rect(54, 270, 541, 340))
    page.insert_text((60, 286), label, fontsize=10, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(60, 294, 535, 338), BOX, fontsize=10)
    page.insert_text((54, 360), "1. Introduction", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(54, 370, 541, 800), BODY, fontsize=10)
    return _save(page, path)


@pytest.mark.parametrize(
    ("heading", "text", "label"),
    [
        ("Résumé", FRENCH, "Points clés"),
        ("Résumé", FRENCH, "Messages clés"),
        ("Zusammenfassung", GERMAN, "Kernbotschaften"),
        ("Resumen", SPANISH, "Puntos clave"),
        ("Résumé", FRENCH, "Key points"),
    ],
)
def test_a_key_box_after_the_abstract_is_not_it(
    tmp_path: Path, heading: str, text: str, label: str
) -> None:
    """Fails on 4285c4a4: the box was read as the paper's second abstract and given
    (the French, German and Spanish labels are front41's; "Key points" failed on
    1f59b4db already)."""
    pdf = extract_pdf(_box_after(tmp_path / "k.pdf", heading, text, label), max_pages=2)
    assert pdf.abstract == text


def test_an_abstract_over_an_at_a_glance_box_reads_the_same(tmp_path: Path) -> None:
    """Control (passes on both): English, no second abstract is looked for."""
    path = _box_after(tmp_path / "k.pdf", "Abstract", ENGLISH, "At a glance")
    pdf = extract_pdf(path, max_pages=2)
    assert pdf.abstract == ENGLISH


def _fact_box(path: Path, label: str) -> Path:
    """The title and names, a bordered box under ``label`` with three fact rows, then
    the headingless abstract in larger type, then the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    _header(page)
    page.draw_rect(pymupdf.Rect(54, 135, 541, 205))
    page.insert_text((60, 150), label, fontsize=10, fontname="hebo")
    rows = (
        "Study area: three lakes in the north of Norway",
        "Period: from 1990 to 2020 with buoys",
        "Funding: the Research Council of Norway",
    )
    for k, row in enumerate(rows):
        page.insert_text((60, 164 + 13 * k), row, fontsize=9)
    page.insert_textbox(pymupdf.Rect(54, 220, 541, 320), ENGLISH, fontsize=11)
    page.insert_text((54, 340), "1. Introduction", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(54, 350, 541, 800), BODY, fontsize=10)
    return _save(page, path)


def test_an_at_a_glance_fact_box_is_not_the_abstract(tmp_path: Path) -> None:
    """Fails on 4285c4a4: the rows "Study area: …", "Period: …", "Funding: …" were
    read as the abstract."""
    pdf = extract_pdf(_fact_box(tmp_path / "f.pdf", "At a glance"), max_pages=2)
    assert pdf.abstract == ENGLISH


def test_a_handout_summary_opening_with_a_label_is_still_read(tmp_path: Path) -> None:
    """Control (passes on both): one label ("Background:") opens the boxed summary,
    its next line goes on without one: a summary, not a fact box."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    _header(page)
    page.draw_rect(pymupdf.Rect(58, 150, 284, 400))
    page.insert_text((64, 166), "At a glance", fontsize=10, fontname="hebo")
    boxed = "Background: " + BOXED
    page.insert_textbox(pymupdf.Rect(64, 174, 278, 396), boxed, fontsize=10)
    page.insert_text((54, 420), "1. Introduction", fontsize=11, fontname="hebo")
    half = len(BODY) // 2
    page.insert_textbox(pymupdf.Rect(54, 430, 288, 800), BODY[:half], fontsize=10)
    page.insert_textbox(pymupdf.Rect(308, 150, 541, 800), BODY[half:], fontsize=10)
    pdf = extract_pdf(_save(page, tmp_path / "h.pdf"), max_pages=2)
    assert pdf.abstract == boxed
