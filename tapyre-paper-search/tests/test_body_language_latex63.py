"""An untold title's two abstracts weighed by the body's language (issue 25, ``latex63``).

A bilingual journal's head stacked: a two-word title ("Visualizing Teleportation": no
point of evidence for a language), the names, a French "RÉSUMÉ" and "Mots-clés", then
the English "ABSTRACT", keywords and an English body.  The reader kept the first
printed (the French résumé); the body tells the paper's language
(:mod:`~tapyre_paper_search.pdf.bodylanguage`).  Controls: a French body keeps the
résumé; a title told in English picks as before.  Drawn with PyMuPDF.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf

RESUME = (
    "Les résultats obtenus confirment les hypothèses de départ. Nous décrivons la méthode "
    "employée et les données recueillies. Nous discutons enfin les limites de ce travail "
    "et ses suites possibles. Une comparaison avec les travaux antérieurs est proposée."
)
ABSTRACT = (
    "A novel way of picturing the processing of quantum information is described, "
    "allowing a direct visualization of teleportation of quantum states and providing a "
    "simple and intuitive understanding of this remarkable phenomenon for the reader."
)
ENGLISH = "We show how the states are sent and what the picture tells us about them. "
FRENCH = "Nous montrons comment les états sont envoyés et ce que le schéma nous en dit. "


def _paper(path: Path, title: str, body: str) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((115, 90), title, fontsize=19, fontname="hebo")
    page.insert_text((115, 128), "Scott M. Cohen", fontsize=11)
    page.insert_text((115, 152), "Institute of Earth Sciences, Otago, New Zealand", fontsize=10)
    page.insert_text((115, 186), "RÉSUMÉ", fontsize=9)
    page.insert_textbox(pymupdf.Rect(115, 196, 540, 260), RESUME, fontsize=11)
    page.insert_text((115, 278), "Mots-clés : données, méthode, analyse", fontsize=11)
    page.insert_text((115, 312), "ABSTRACT", fontsize=9)
    page.insert_textbox(pymupdf.Rect(115, 322, 540, 386), ABSTRACT, fontsize=11)
    page.insert_text((115, 404), "Keywords: quantum, teleportation", fontsize=11)
    page.insert_text((115, 440), "1 Introduction", fontsize=13, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(115, 452, 540, 780), body * 14, fontsize=11)
    doc.save(path)
    doc.close()
    return path


@pytest.mark.parametrize(
    ("title", "body", "opens"),
    [
        ("Visualizing Teleportation", ENGLISH, "A novel way"),  # failed on main
        ("Visualizing Teleportation", FRENCH, "Les résultats"),  # the body is French
        ("Visualizing the teleportation of a state", ENGLISH, "A novel way"),  # told
    ],
)
def test_an_untold_titles_abstract_is_the_one_in_the_bodys_language(
    tmp_path: Path, title: str, body: str, opens: str
) -> None:
    pdf = extract_pdf(_paper(tmp_path / "p.pdf", title, body))
    assert pdf.abstract.startswith(opens)
