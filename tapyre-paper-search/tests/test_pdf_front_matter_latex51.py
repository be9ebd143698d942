"""Round 51, LaTeX front matter (latex50's leftovers and a train corpus's failures).

A lead sentence under the title naming the writers in another shape than "This paper was
written by …" lost the name wrapped last, or read none (:mod:`.prosewriters`): the names
first with an active verb ("… and S. C." / "Friedman wrote this paper at …"), a lead
alone ("Prepared by …, and" / "Y. Y. Schweitzer, at …"), the passive in German and
French.  A byline in the body's size whose names carry their e-mail in parentheses,
wrapped ("Karolina Piesciuk (mail) and Michal" / "Praszalowicz"), read no author: the
classifier doubts a line with an e-mail in it (:mod:`.mailednames`).  A title set
double spaced whose second row reads as names ("Epithelial Cell Death and Chronic
Intestinal") was cut there, the row read as a byline (:mod:`.titlenames`).  On a
double-spaced page a byline set larger than the body lost its given name wrapped
("…, and Changhyun" / "Ritter" 2.4 sizes apart): its own size had too few rows to
tell the spacing (:mod:`.bandbreaks`).

Controls: "wrote the first survey" (an earlier piece, not this one), "y" in a name of
an English lead, a body prepared by nobody; a contact line or a department with its
e-mail in parentheses under a byline is no name; names in the title's size under it
stay out where the row under them is a place or more names. The pages are drawn with PyMuPDF.
"""

from __future__ import annotations

import importlib
from pathlib import Path

import numpy as np
import pymupdf
import pytest
from layout_pages import draw_rows
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.lines import Line
from test_pdf_front_matter_latex33 import _BODY
from test_pdf_front_matter_latex50 import _prose

_W, _H, _LEFT = 612.0, 792.0, 72.0


@pytest.mark.parametrize(
    ("rows", "names"),
    [
        (
            [
                "Michael Luzon, Tetsuo Raedt, J. P. Balazs and S. C.",
                "Friedman wrote this paper at the Statistics Department, for the workshop on",
                "open data; it is shared here as submitted.",
            ],
            ("Michael Luzon", "Tetsuo Raedt", "J. P. Balazs", "S. C. Friedman"),
        ),
        (["Ann Lee and Bo Chen wrote this report at the Field Station."], ("Ann Lee", "Bo Chen")),
        (
            [
                "Prepared by Petra Su, Maxim A. Valiante, E. Yuan, V. M. Tatsuno, and",
                "Y. Y. Schweitzer, at the Division of Medicine, for a special issue on methods.",
            ],
            ("Petra Su", "Maxim A. Valiante", "E. Yuan", "V. M. Tatsuno", "Y. Y. Schweitzer"),
        ),
        (
            [
                "Dieser Bericht wurde von Anna Meyer, Karl Weber und Jonas",
                "Schmidt verfasst, am Institut für Bodenkunde, für den Workshop.",
            ],
            ("Anna Meyer", "Karl Weber", "Jonas Schmidt"),
        ),
        (
            [
                "Ce rapport a été rédigé par Marie Dupont, Jean Roy et Luc",
                "Martin, au Laboratoire de physique, pour le colloque.",
            ],
            ("Marie Dupont", "Jean Roy", "Luc Martin"),
        ),
    ],
)
def test_every_shape_of_a_lead_sentence_gives_all_its_names(
    tmp_path: Path, rows: list[str], names: tuple[str, ...]
) -> None:
    path = tmp_path / "lead.pdf"
    _prose(path, rows)
    found = extract_pdf(path)
    assert found.title == "Steroid Signalling Links Reproduction to Lifespan in Worms"
    assert found.authors == names


def _lead_names(rows: list[str]) -> tuple[str, ...]:
    lines = [
        Line(row, 10.0, False, True, False, _LEFT, 150.0 + 12 * k, 500.0, 160.0 + 12 * k, 0)
        for k, row in enumerate(rows)
    ]
    read = importlib.import_module("tapyre_paper_search.pdf.prosewriters")
    return tuple(read.prose_writers(lines, 0))


def test_control_an_earlier_piece_by_others_reads_nothing() -> None:
    assert _lead_names(["Ann Lee and Bo Chen wrote the first survey of the field."]) == ()


def test_control_y_in_a_name_of_an_english_lead_stays_in_it() -> None:
    rows = ["Ann Lee and José Ortega y Gasset wrote this paper in Madrid, for a class."]
    assert _lead_names(rows) == ("Ann Lee", "José Ortega y Gasset")


def test_control_a_lead_naming_a_body_reads_nothing() -> None:
    assert _lead_names(["Prepared by the Working Group on Soils, for the council."]) == ()


_MAILED_TITLE = "Remarks on Nc dependence of decays of exotic baryons"


def _mailed(path: Path, rows: list[str], under: float = 167) -> None:
    """A title, a byline in the body's size over a place in small italics, the abstract."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((130, 106), _MAILED_TITLE, fontsize=14.3, fontname="tiro")
    draw_rows(page, 130, 143, rows, size=10.9, step=13, font="tiro")
    place = "Graduate School of Theoretical Physics, Ghent Medical Center, Ghent, China"
    page.insert_text((130, under), place, fontsize=9, fontname="tiit")
    page.insert_text((130, under + 29), "Abstract.", fontsize=9, fontname="tibo")
    draw_rows(page, 130, under + 41, _BODY, size=9)
    doc.save(path)


@pytest.mark.parametrize(
    ("rows", "names"),
    [
        (
            ["Karolina Piesciuk (karolina.piesciuk@center.ch) and Michal", "Praszalowicz"],
            ("Karolina Piesciuk", "Michal Praszalowicz"),
        ),
        (
            [
                "Karolina Piesciuk (karolina.piesciuk@center.ch), Anna Berg and",
                "Michal Praszalowicz",
            ],
            ("Karolina Piesciuk", "Anna Berg", "Michal Praszalowicz"),
        ),
    ],
)
def test_a_wrapped_byline_with_an_e_mail_in_parentheses_gives_its_names(
    tmp_path: Path, rows: list[str], names: tuple[str, ...]
) -> None:
    path = tmp_path / "mailed.pdf"
    _mailed(path, rows)
    found = extract_pdf(path)
    assert found.title == _MAILED_TITLE
    assert found.authors == names


def test_control_a_contact_line_under_a_byline_is_no_name(tmp_path: Path) -> None:
    path = tmp_path / "contact.pdf"
    _mailed(path, ["Ann Lee and Bo Chen", "Corresponding author (ann.lee@center.ch)"], 182)
    assert extract_pdf(path).authors == ("Ann Lee", "Bo Chen")


@pytest.mark.parametrize(
    ("text", "lifted"),
    [
        ("Karolina Piesciuk (karolina.piesciuk@center.ch) and Michal", True),
        ("Department of Physics (dept@center.ch)", False),
        ("Editorial Office (editor@center.ch)", False),  # review59: fails on 4a1b9130
        ("Corresponding author (ann.lee@center.ch)", False),
        ("Karolina Piesciuk and Michal Praszalowicz", False),  # no e-mail: the model's say
    ],
)
def test_only_names_with_their_e_mail_in_parentheses_are_lifted(text: str, lifted: bool) -> None:
    line = Line(text, 10.9, False, False, False, 130.0, 133.0, 480.0, 144.0, 1)
    read = importlib.import_module("tapyre_paper_search.pdf.mailednames")
    scores = read.mailed_scores([line], [0], np.array([0.1]))
    assert scores is not None
    assert (float(scores[0]) == 1.0) is lifted


_SPACED = [
    "NEMO Prevents RIP Kinase 1-Mediated",
    "Epithelial Cell Death and Chronic Intestinal",
    "Inflammation by NF-kB-Dependent and",
    "-Independent Functions",
]


def _spaced(path: Path, rows: list[str]) -> None:
    """Rows in 20.7-pt bold sans 41 pt apart (double spaced), a byline in 14.3 pt."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    for k, row in enumerate(rows):
        page.insert_text((100, 136 + 41 * k), row, fontsize=20.7, fontname="hebo")
    below = 136 + 41 * len(rows) + 30
    page.insert_text((150, below), "Inaki Choi, Binghong Bertulani", fontsize=14.3, fontname="helv")
    page.insert_text((150, below + 40), "Abstract", fontsize=12, fontname="hebo")
    draw_rows(page, 100, below + 60, _BODY)
    doc.save(path)


def test_a_double_spaced_title_row_that_reads_as_names_stays_in_the_title(
    tmp_path: Path,
) -> None:
    path = tmp_path / "spaced.pdf"
    _spaced(path, _SPACED)
    found = extract_pdf(path)
    assert found.title == " ".join(_SPACED)
    assert found.authors == ("Inaki Choi", "Binghong Bertulani")


@pytest.mark.parametrize(
    "under",
    ["Department of Physics, University of Oslo, Norway", "Ola Nordmann and Kari Smith"],
)
def test_control_names_in_the_title_size_over_a_place_or_names_stay_out(
    tmp_path: Path, under: str
) -> None:
    path = tmp_path / "names.pdf"
    _spaced(path, ["Protein Folding in the Cell", "Anna Rossi and Luca Bianchi", under])
    assert extract_pdf(path).title == "Protein Folding in the Cell"


_WRAPPED = ["Ileana Beardmore, Peter Su, A. S. Vecchia, G. Chen, and Changhyun", "Ritter"]


def _double_spaced(path: Path, step: float) -> None:
    """A title, a 13.2-pt byline wrapped 31.6 pt apart, places, a body ``step`` apart."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((88, 120), "Depressive symptoms and physical decline", fontsize=17.2)
    page.insert_text((88, 204), _WRAPPED[0], fontsize=13.2, fontname="tiro")
    page.insert_text((288, 235.6), _WRAPPED[1], fontsize=13.2, fontname="tiro")
    place = "Faculty of Internal Medicine, Kanpur Medical Center, Kanpur, Brazil"
    page.insert_text((140, 275), place, fontsize=11, fontname="tiit")
    page.insert_text((88, 320), "Abstract", fontsize=12, fontname="tibo")
    draw_rows(page, 88, 344, [*_BODY, *_BODY], size=11, step=step, font="tiro")
    doc.save(path)


def test_a_larger_byline_wrapped_on_a_double_spaced_page_keeps_its_last_name(
    tmp_path: Path,
) -> None:
    path = tmp_path / "double.pdf"
    _double_spaced(path, 24.0)
    names = ("Ileana Beardmore", "Peter Su", "A. S. Vecchia", "G. Chen", "Changhyun Ritter")
    assert extract_pdf(path).authors == names
