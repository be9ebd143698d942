"""Review of latex38 (``review122``): running heads and footnotes that read as names.

:mod:`~tapyre_paper_search.pdf.headbyline` read the first page's running head as the
authors where it split into two "names" with no list between them ("Max Planck
Society Preprint"), named a place ("San Diego, La Jolla (2019)"), was a short title
in title case ("Fluid Dynamics and Heat Transfer (2020)") or a journal's volume
("Ann. Henri Poincaré 21 (2020)").  :mod:`~tapyre_paper_search.pdf.footnoteauthors`
read a German noun phrase after "Die Autoren sind" as names ("Mitglieder der
Helmholtz Gemeinschaft und Max Planck Gesellschaft") and split "et al." at "et"
("Corresponding author: Ann Lee et al." named one author) and read role nouns in
capitals after a German or French opener as names ("L'auteure est Directrice de
Recherche.").  The base (ef04af72)
named nobody on each of these pages.  Controls: real names in the head, with "&";
"von der Leyen" in a German footnote.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_front_matter_latex38 import _footnoted, _read


@pytest.mark.parametrize(
    "head",
    [
        "Max Planck Society Preprint (2021)",
        "San Diego, La Jolla (2019)",
        "Fluid Dynamics and Heat Transfer (2020)",
        "Machine Learning and Data Mining (2019)",
        "Signal Processing, Image Analysis (2019)",
        "Cosmic Rays and Dark Matter (2021)",
        "Ann. Henri Poincaré 21 (2020)",
    ],
)
def test_a_running_head_that_names_no_people(tmp_path: Path, head: str) -> None:
    assert _read(tmp_path, [head])[1] == ()


def test_control_names_parted_by_an_ampersand_in_the_head(tmp_path: Path) -> None:
    """Passes before the fix too (a new reading of latex38's that stays)."""
    head = ["Marta Ferreira & Jonas Lindqvist"]
    assert _read(tmp_path, head)[1] == ("Marta Ferreira", "Jonas Lindqvist")


@pytest.mark.parametrize(
    "note",
    [
        "Die Autoren sind Mitglieder der Helmholtz Gemeinschaft und Max Planck Gesellschaft.",
        "Corresponding author: Marta Ferreira et al. (Universität Wien).",
        "L'auteure est Directrice de Recherche.",
        "Les auteurs sont Directeurs de Recherche (CNRS) et Professeurs Associés (Lyon).",
        "Die Autoren sind Wissenschaftliche Mitarbeiter (Universität Bonn).",
    ],
)
def test_a_footnote_that_names_no_authors(tmp_path: Path, note: str) -> None:
    path = tmp_path / "note.pdf"
    _footnoted(path, [note])
    assert tuple(extract_pdf(path).authors) == ()


def test_control_a_german_footnote_with_name_particles(tmp_path: Path) -> None:
    """Passes before the fix too: "der"/"den" after "von"/"van" are a name's."""
    path = tmp_path / "note.pdf"
    _footnoted(
        path, ["Die Autoren sind Ursula von der Leyen (Berlin) und Hans van den Berg (Delft)."]
    )
    assert tuple(extract_pdf(path).authors) == ("Ursula von der Leyen", "Hans van den Berg")
