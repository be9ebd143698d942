"""review129 on lang39: the abstract's end set above its label
(:mod:`~tapyre_paper_search.pdf.abstractcolumnup`) on an ordinary two-column page.

Title and authors span the page; the left column opens with a small bold "Abstract"
label, the right column (the introduction's text, same type as the abstract) a point
higher, so reading order puts that column before the label.  An abstract that ends
without a stop (a URL, "…", a colon) took the whole right column on lang39 (base
9aae8192 right).  Pages drawn here with PyMuPDF; texts written here."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf

Row = tuple[float, float, float, bool, str]

_BODY = [
    "the proposed estimator converges under mild assumptions and we",
    "show in the experiments below that it outperforms the baselines",
    "on all three benchmark collections used in prior work on this",
    "problem. We further discuss its limitations in Section 5 and give",
    "an outlook on open questions concerning its sample complexity.",
]
_HEAD: list[Row] = [
    (57, 69, 18.0, True, "Robust Estimation of Annotation Quality in"),
    (57, 92, 18.0, True, "Crowdsourced Corpora"),
    (57, 120, 11.0, False, "Maria Keller, John Smith and Li Wei"),
    (57, 136, 8.5, False, "Department of Computer Science, University of Leeds, UK"),
]
_ABSTRACT = [
    "We propose a simple method to estimate the quality of",
    "annotations gathered from crowd workers. The method needs",
    "no gold labels and scales linearly with the corpus size. We",
    "evaluate it on three corpora. Code and data are available at",
]


def _page(path: Path, end: str) -> Path:
    rows: list[Row] = [*_HEAD, (57, 200, 9.0, True, "Abstract")]
    rows += [(57, 214 + 12.5 * k, 10.0, False, t) for k, t in enumerate([*_ABSTRACT, end])]
    rows.append((57, 290, 12.0, True, "1 Introduction"))
    rows += [(57, 308 + 12.5 * k, 10.0, False, _BODY[k % 5]) for k in range(8)]
    rows += [(306, 199 + 12.5 * k, 10.0, False, _BODY[(k + 2) % 5]) for k in range(16)]
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    for x, y, size, bold, text in rows:
        page.insert_text(
            (x, y + size * 0.85), text, fontsize=size, fontname="hebo" if bold else "helv"
        )
    doc.save(path)
    return path


@pytest.mark.parametrize("end", ["https://github.com/acme/annoq", "the following three settings:"])
def test_an_abstract_ending_without_a_stop_keeps_out_the_body_column(
    tmp_path: Path, end: str
) -> None:
    record = extract_pdf(_page(tmp_path / "p.pdf", end), tables=False)
    assert record.abstract.startswith("We propose a simple method")
    assert record.abstract.endswith(end)
    assert "benchmark collections" not in record.abstract


def test_control_the_abstracts_end_above_its_label_still_read(tmp_path: Path) -> None:
    """lang39's case (h3909-html twocol-0008): the run closes the abstract, above the
    first column's foot."""
    rows: list[Row] = [
        (43, 69, 24.0, True, "Nous étudions la croissance des arbres"),
        (43, 105, 24.0, True, "urbains sur dix ans"),
        (173, 146, 9.0, False, "V. S. Khrapai, S. Ludwig et W. Wegscheider"),
        (216, 171, 7.2, False, "Institut de Mécanique, Université de Lyon, France"),
        (318, 202, 9.0, False, "hypothèses faibles. Cette approche ne nécessite aucune"),
        (318, 215, 9.0, False, "donnée étiquetée supplémentaire."),
        (43, 206, 9.0, True, "Résumé"),
        (43, 226, 9.0, False, "Les données cliniques proviennent de deux hôpitaux."),
        (43, 239, 9.0, False, "Nous montrons que la convergence est garantie sous des"),
        (318, 238, 9.0, False, "Reçu le 10 novembre 2021 ; accepté le 13 décembre 2021"),
    ]
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    for x, y, size, bold, text in rows:
        page.insert_text(
            (x, y + size * 0.85), text, fontsize=size, fontname="hebo" if bold else "helv"
        )
    path = tmp_path / "u.pdf"
    doc.save(path)
    record = extract_pdf(path, tables=False)
    assert record.abstract.endswith("aucune donnée étiquetée supplémentaire.")


_FRENCH = [
    "Nous proposons une méthode simple pour estimer la",
    "qualité des annotations. La méthode ne nécessite",
    "aucune étiquette de référence et passe à l'échelle.",
    "Nous l'évaluons sur trois corpus.",
]


def test_side_by_side_abstracts_the_right_column_stays_out(tmp_path: Path) -> None:
    """An English "Abstract" in the left column, a French "Résumé" level with it in the
    right (:mod:`~tapyre_paper_search.pdf.abstractright` skips that column before the
    abstract's first line): the French column after it is no part of the English
    abstract (lang39 stored both, 9aae8192 nothing)."""
    rows: list[Row] = [*_HEAD, (57, 200, 10.0, True, "Abstract"), (306, 200, 10.0, True, "Résumé")]
    english = [*_ABSTRACT[:3], "evaluate it on three corpora."]
    rows += [(57, 216 + 12.5 * k, 10.0, False, t) for k, t in enumerate(english)]
    rows += [(306, 216 + 12.5 * k, 10.0, False, t) for k, t in enumerate(_FRENCH)]
    rows.append((57, 290, 12.0, True, "1 Introduction"))
    rows += [(x, 308 + 12.5 * k, 10.0, False, _BODY[k % 5]) for x in (57, 306) for k in range(8)]
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    for x, y, size, bold, text in rows:
        page.insert_text(
            (x, y + size * 0.85), text, fontsize=size, fontname="hebo" if bold else "helv"
        )
    path = tmp_path / "s.pdf"
    doc.save(path)
    record = extract_pdf(path, tables=False)
    assert record.abstract.startswith("We propose a simple method")
    assert record.abstract.endswith("evaluate it on three corpora.")
