"""Bylines48: French "Conçu par" as a maker's lead, and a topic after a participle whose
"by" is a name's particle ("Gesteuert von Künstlicher Intelligenz").

On the base: "Conçu par Olivier Caron et Lucie Roy" named Lucie Roy only (the lead was
no participle's shape, and the line was read around it); "Gesteuert von Künstlicher
Intelligenz" and "Guidato da Intelligenza Artificiale" were read as one person's name
(a participle, a particle and surnames).

Controls (labelled ``control``) pass on the base too: a name with a particle after a
participle ("Geschrieben von Maria von Trapp"), a line that is one person's name
("Gebhardt von Blücher", "Renato da Costa Lima"), another role's French lead ("Dirigé
par …" names an edited volume's director, no author) and the regular "Rédigé par".
Report pages are tidy43's (``report_pages.byline_authors``).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from report_pages import byline_authors
from tapyre_paper_search.pdf.authors import names_in_line


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Conçu par Olivier Caron et Lucie Roy", ("Olivier Caron", "Lucie Roy")),
        ("Conçue par Hélène Marchand et Paul Girard", ("Hélène Marchand", "Paul Girard")),
        ("Conçu et rédigé par Claire Martin et Luc Besson", ("Claire Martin", "Luc Besson")),
    ],
)
def test_concu_par_leads_a_byline(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize(
    "line",
    [
        "Gesteuert von Künstlicher Intelligenz",
        "Angetrieben von Digitaler Technik",
        "Guidato da Intelligenza Artificiale",
    ],
)
def test_a_topic_after_a_particle_by_names_nobody(line: str) -> None:
    assert names_in_line(line) == []


def test_a_topic_after_von_on_a_report_names_nobody(tmp_path: Path) -> None:
    assert byline_authors(tmp_path, "Gesteuert von Künstlicher Intelligenz") == ()


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("Geschrieben von Maria von Trapp", ["Maria von Trapp"]),
        ("Gebhardt von Blücher", ["Gebhardt von Blücher"]),
        ("Renato da Costa Lima", ["Renato da Costa Lima"]),
        ("Erstellt von Hans Müller", ["Hans Müller"]),
        ("Rédigé par Ann Lee et Bo Chen", ["Ann Lee", "Bo Chen"]),
        ("Dirigé par Pierre Martin et Anne Petit", []),
    ],
)
def test_control_names_after_a_lead_or_a_particle(line: str, want: list[str]) -> None:
    assert names_in_line(line) == want


def test_control_a_particle_name_on_a_report(tmp_path: Path) -> None:
    assert byline_authors(tmp_path, "Escrito por Maria von Trapp") == ("Maria von Trapp",)
