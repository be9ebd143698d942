"""review59: wrong records latex51's front-matter rules stored that main 5f1d8f43 did not.

A lead sentence whose "names" open with a definite article names a body, not its
writers ("The Steering Committee wrote this report …", "Le Conseil Scientifique a
rédigé ce rapport …"): :mod:`.prosewriters` read it as one person; a German lead with
no participle of writing last named reviewers or a supervisor as writers ("… haben
diesen Bericht begutachtet", "… hat diese Arbeit betreut").  A byline in the
title's size at the title's step, over a row naming the byline's group ("on behalf
of the Rossi Consortium"), was read as two more title rows (:mod:`.titlenames`, the
row under holds "of" and "the").  A body's office with its e-mail in parentheses
("Editorial Office (editor@…)") under a byline was lifted to an author line
(:mod:`.mailednames`; its unit row is in test_pdf_front_matter_latex51's
lifted-or-not table).  Each test of a fix fails on 4a1b9130.

Controls: a Vietnamese family name spelt like an article before its middle name ("Le
Van Anh") stays a name; a title row in title case with small words under a row that
reads as names stays in the title; a person's name with an e-mail is still lifted.
The pages are drawn with PyMuPDF (the latex50/latex51 builders).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_front_matter_latex50 import _prose
from test_pdf_front_matter_latex51 import _MAILED_TITLE, _mailed, _spaced

_PROSE_TITLE = "Steroid Signalling Links Reproduction to Lifespan in Worms"


@pytest.mark.parametrize(
    "row",
    [
        "The Steering Committee wrote this report for the board of the society.",
        "Le Conseil Scientifique a rédigé ce rapport pour le ministère.",
        "La Comisión Nacional escribió este informe para el gobierno.",
        "Il Comitato Tecnico ha scritto questo rapporto per il ministero.",
        # German sets the verb last: reviewers, a supervisor are no writers
        "Anna Meyer und Karl Weber haben diesen Bericht begutachtet.",
        "Anna Meyer hat diese Arbeit betreut.",
        "Anna Meyer und Karl Weber haben diesen Bericht begutachtet, den Bo Roe verfasst hat.",
        # control: a German body's word ("…gruppe") already kept it out on 4a1b9130
        "Die Arbeitsgruppe Klimaschutz hat diesen Bericht erstellt.",
    ],
)
def test_a_lead_naming_no_writers_gives_no_author(tmp_path: Path, row: str) -> None:
    # fails on 4a1b9130: "The Steering Committee", "Le Conseil Scientifique", …, "Anna
    # Meyer" as authors
    assert _lead(tmp_path, row) == (_PROSE_TITLE, ())


@pytest.mark.parametrize(
    ("row", "names"),
    [
        (
            "Le Van Anh et Marie Dupont ont rédigé ce rapport pour le colloque.",
            ("Le Van Anh", "Marie Dupont"),
        ),
        ("Ann Lee and Bo Chen wrote this report at the Field Station.", ("Ann Lee", "Bo Chen")),
        (
            "Anna Meyer und Karl Weber haben diesen Bericht im Auftrag des Rates erstellt.",
            ("Anna Meyer", "Karl Weber"),
        ),
    ],
)
def test_control_writers_named_first_are_still_read(
    tmp_path: Path, row: str, names: tuple[str, ...]
) -> None:
    assert _lead(tmp_path, row) == (_PROSE_TITLE, names)


def _lead(tmp_path: Path, row: str) -> tuple[str, tuple[str, ...]]:
    """The title and authors read off latex50's page with ``row`` as its lead sentence."""
    path = tmp_path / "lead.pdf"
    _prose(path, [row])
    found = extract_pdf(path)
    return found.title, tuple(found.authors)


def test_a_byline_over_its_group_in_the_title_size_is_no_title_row(tmp_path: Path) -> None:
    # fails on 4a1b9130: title "Protein Folding in the Cell Anna Rossi and Luca Bianchi on
    # behalf of the Rossi Consortium", the byline's names lost
    path = tmp_path / "group.pdf"
    rows = ["Protein Folding in the Cell", "Anna Rossi and Luca Bianchi"]
    _spaced(path, [*rows, "on behalf of the Rossi Consortium"])
    found = extract_pdf(path)
    assert found.title == "Protein Folding in the Cell"
    assert found.authors[:2] == ("Anna Rossi", "Luca Bianchi")


def test_control_a_title_row_with_small_words_under_a_names_row_stays(tmp_path: Path) -> None:
    rows = [
        "NEMO Prevents RIP Kinase 1-Mediated",
        "Epithelial Cell Death and Chronic Intestinal",
        "Inflammation of the Mouse Gut",
    ]
    path = tmp_path / "title.pdf"
    _spaced(path, rows)
    assert extract_pdf(path).title == " ".join(rows)


def test_an_office_with_its_e_mail_under_a_byline_is_no_author(tmp_path: Path) -> None:
    # fails on 4a1b9130: ("Ann Lee", "Bo Chen", "Editorial Office")
    path = tmp_path / "office.pdf"
    _mailed(path, ["Ann Lee and Bo Chen", "Editorial Office (editor@center.ch)"], 182)
    found = extract_pdf(path)
    assert found.title == _MAILED_TITLE
    assert found.authors == ("Ann Lee", "Bo Chen")
