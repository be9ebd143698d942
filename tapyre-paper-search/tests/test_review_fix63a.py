"""Review fixes, round 63 (fix63a): bylines68's two shape rules on real papers' shapes.

* ``shapejoins``: a line of one piece was cut at any short lower-case word where the
  words after it open with a known given name, so a title's or subtitle's line in any
  language but English ("Politische Theorie nach Hannah Arendt", "Conversas Inéditas
  com Paulo Freire") read as two people, and on a page a subtitle under the title was
  given out as the authors.  The side before the word must open with a known given
  name too.
* ``abbrevtitles``: a given name cut short opening a name ("Joh. Sebastian Bach",
  "Gust. Adolf Larsson", "Alex. Johnson Smith") was dropped as an abbreviated title.
  Letters that are a known given name or open one are no title where they open the run.

Line-level cases, and one small PDF that fails on c6bd378f.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.untitledname import untitled


@pytest.mark.parametrize(
    "line",
    [
        "Politische Theorie nach Hannah Arendt",
        "Im Gespräch mit Peter Müller",
        "Neue Perspektiven auf Hannah Arendt",
        "Ein Leben für Anna Seghers",
        "Conversas Inéditas com Paulo Freire",
        "Entrevista Exclusiva com José Saramago",
        "Homenaje Póstumo para María Zambrano",
        "Lettere Inedite per Giuseppe Verdi",
        "Dialoghi Filosofici con Paolo Rossi",
        "Brieven Geschreven aan Anna Frank",
    ],
)
def test_a_titles_preposition_before_a_person_is_no_join(line: str) -> None:
    assert names_in_line(line) == []


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("Jan Novak kaj Anna Berg", ["Jan Novak", "Anna Berg"]),
        ("Tane Walker me Maria Ngata", ["Tane Walker", "Maria Ngata"]),
        (
            "Budi Santoso, Siti Rahayu dan Agus Salim",
            ["Budi Santoso", "Siti Rahayu", "Agus Salim"],
        ),
        ("Ahmad Fauzi bin Abdullah", ["Ahmad Fauzi bin Abdullah"]),
        ("Gert Jan ter Haar Romeny", ["Gert Jan ter Haar Romeny"]),
    ],
)
def test_joins_between_people_still_read(line: str, want: list[str]) -> None:
    assert names_in_line(line) == want


@pytest.mark.parametrize(
    "name",
    [
        "Joh. Sebastian Bach",
        "Gust. Adolf Larsson",
        "Alex. Johnson Smith",
        "Eliz. Anne Bennet",
        "Rich. Wagner Klein",
        "Nic. Jensen Holm",
        "Ant. Luis Pérez",
    ],
)
def test_a_given_name_cut_short_is_kept(name: str) -> None:
    assert untitled((name,)) == (name,)


@pytest.mark.parametrize(
    ("name", "want"),
    [
        ("Engr. Obinna Nwosu", "Obinna Nwosu"),
        ("Profa. Dra. Marina Souza", "Marina Souza"),
        ("Arq. Paula Gómez", "Paula Gómez"),
        ("Adv. Ravi Kumar", "Ravi Kumar"),
        ("Sra. María López", "María López"),
    ],
)
def test_abbreviated_titles_still_dropped(name: str, want: str) -> None:
    assert untitled((name,)) == (want,)


def test_a_subtitle_under_the_title_is_no_byline(tmp_path: Path) -> None:
    body = ParagraphStyle("b", fontName="Times-Roman", fontSize=10, leading=12)
    sub = ParagraphStyle("i", fontName="Times-Italic", fontSize=12, leading=14)
    head = ParagraphStyle("h", fontName="Times-Bold", fontSize=16, leading=20)
    text = "This essay reads the late work closely and finds a theory of judgement in it. "
    path = tmp_path / "sub.pdf"
    SimpleDocTemplate(str(path)).build(
        [
            Paragraph("Urteilskraft und Politik", head),
            Paragraph("Politische Theorie nach Hannah Arendt", sub),
            Paragraph("Anna Schmidt", body),
            Paragraph("Universität Wien, Wien, Österreich", body),
            Spacer(1, 12),
            Paragraph("Abstract", body),
            Paragraph(text * 3, body),
        ]
    )
    assert extract_pdf(path).authors == ("Anna Schmidt",)
