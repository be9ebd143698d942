"""Round 41 (second wave), LaTeX front matter: an abstract ending in a colon over a
byline (``bylineunder.byline_under``); a key point's bold "Question: …" read as the
abstract (``boldlead.bold_lead``); a byline wrapped inside a name, before its suffix
(``bylineunder``, ``suffixwrap``, ``frontauthors.front_authors``); "Abstract of the
Thesis" over the title translated (``thesisabstract.degree_abstract``).

An abstract whose last sentence leads on with a colon ("… as follows:") and a byline
set under it in another size, its places under that: latex40 took only ". ! ? ) ]"
as the abstract's end, so the byline ran on the abstract (or was left out) and no
author was read.  A colon now ends the abstract before a line in another size that is
no list item; "… as follows:" over a list in the abstract's own type, or over items
opening with a list mark, keeps the list in the abstract (controls).  The pages are
drawn with PyMuPDF (latex39's builder for a byline under the abstract).

A Key Points box's first item, set in bold under the byline ("Question: Does …?"),
was read by ``bold_lead`` as a short bold abstract; a run opening with a key point's
run-in label ("Question", "Findings", "Meaning", then a colon, a stop, a dash or a
capital) is none.  A bold lead opening with such a word in prose ("Findings from …")
is still read (control); nor is a run the classifier finds opening so
(``headingless.from_probabilities``: "Question: …?" running on into "Findings: …").
latex40's letter builder draws the page.

A byline under the abstract broken between a name and its suffix ("… Neal J. Evans"
/ "II, and Philip C. Myers"): the second line read as no names, so the byline was
none and ran on the abstract; the author reader, line by line, lost the names after
the break, and where the classifier doubted the first line (cut inside a name), all.
Now the byline's lines are read joined, and a line opening with a suffix gives it to
the last name above.  A byline broken after the suffix's comma reads as before
(control).

A thesis's "Abstract of the Thesis" page repeating the title in another language (a
German title over an English thesis): the repeat spells no title, so the first line
under the heading had to be prose, and no abstract was read.  Up to four short lines
ending no sentence, then "by" and the names, or a gap over wider prose, are skipped
now; the abstract right under the heading reads as before (control).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import test_pdf_front_matter_latex33 as latex33
import test_pdf_front_matter_latex39 as latex39
import test_pdf_front_matter_latex40 as latex40
from tapyre_paper_search.pdf import extract_pdf

_LEADING_ON = "purity, and we compare the yields of both methods as follows:"


@pytest.fixture
def _colon_abstract() -> Iterator[None]:
    """The builders' abstract, its last sentence leading on with a colon."""
    kept = list(latex33._ABSTRACT)
    latex33._ABSTRACT[-1] = _LEADING_ON  # latex39 imports the very same list
    try:
        yield
    finally:
        latex33._ABSTRACT[:] = kept


def _read(
    tmp_path: Path, byline: list[str], places: str, size: float
) -> tuple[str, tuple[str, ...]]:
    path = tmp_path / "colon.pdf"
    latex39._after(path, byline, places, size)
    record = extract_pdf(path)
    return record.abstract, tuple(record.authors)


@pytest.mark.usefixtures("_colon_abstract")
def test_a_byline_under_an_abstract_ending_in_a_colon(tmp_path: Path) -> None:
    abstract, authors = _read(tmp_path, ["Marta Ferreira and Jonas Lindqvist"], latex39._PLACES, 10)
    assert authors == ("Marta Ferreira", "Jonas Lindqvist")
    assert abstract.endswith("as follows:")


@pytest.mark.usefixtures("_colon_abstract")
def test_a_wrapped_byline_under_an_abstract_ending_in_a_colon(tmp_path: Path) -> None:
    byline = ["E. Konishi, Y. Minorikawa, V. I. Galkin, M. Ishiwata, I. Nakamura,",
              "N. Takahashi, M. Kato and A. Misaki"]  # fmt: skip
    abstract, authors = _read(tmp_path, byline, latex39._PLACES, 10)
    assert authors[:2] == ("E. Konishi", "Y. Minorikawa") and len(authors) == 8
    assert "Konishi" not in abstract


@pytest.mark.usefixtures("_colon_abstract")
def test_control_a_list_in_the_abstracts_type_after_as_follows(tmp_path: Path) -> None:
    """Control (passes on the base too): lines in the abstract's own size after
    "as follows:" are the abstract going on, whatever they read as."""
    abstract, authors = _read(tmp_path, ["Marta Ferreira and Jonas Lindqvist"], latex39._PLACES, 9)
    assert "Marta Ferreira" not in authors
    assert "Ferreira" in abstract


@pytest.mark.usefixtures("_colon_abstract")
def test_control_list_items_after_as_follows(tmp_path: Path) -> None:
    """Control (passes on the base too): items opening with a list mark, in another
    size, are no byline."""
    items = ["(i) Marta Ferreira and Jonas Lindqvist"]
    assert "Marta Ferreira" not in _read(tmp_path, items, latex39._PLACES, 10)[1]


def test_control_an_abstract_ending_a_sentence(tmp_path: Path) -> None:
    """Control (passes on the base too): the byline under an abstract ending in a stop."""
    abstract, authors = _read(tmp_path, ["Marta Ferreira and Jonas Lindqvist"], latex39._PLACES, 10)
    assert authors == ("Marta Ferreira", "Jonas Lindqvist")
    assert abstract.endswith("twelve independent runs.")


@pytest.mark.parametrize("label", ["Question: Does", "QUESTION Does", "Question. Does"])
def test_a_key_points_question_in_bold_is_no_abstract(tmp_path: Path, label: str) -> None:
    path = tmp_path / "letter.pdf"
    latex40._letter(path, [label + " a polynomial time reduction of SAT to 2-SAT",
                           "of polynomial size exist for every instance?"])  # fmt: skip
    record = extract_pdf(path)
    assert "polynomial time reduction" not in record.abstract
    assert record.authors == ("Sergey Gubin",)


def test_a_key_points_box_running_on_into_findings_is_no_abstract(tmp_path: Path) -> None:
    """Three bold lines, "Question: …?" then "Findings: …": the classifier's run."""
    path = tmp_path / "letter.pdf"
    box = [
        "Question: Does a polynomial time reduction of SAT to 2-SAT",
        "of polynomial size exist for every instance?",
        "Findings: In this study of 40 instances, a reduction was found.",
    ]
    latex40._letter(path, box)
    assert "polynomial time reduction" not in extract_pdf(path).abstract


def test_control_a_bold_lead_opening_with_findings_in_prose(tmp_path: Path) -> None:
    """Control (passes on the base too): "Findings from …" is prose, the bold lead."""
    lead = ["Findings from forty instances show a polynomial time reduction", "of SAT to 2-SAT."]
    path = tmp_path / "letter.pdf"
    latex40._letter(path, lead)
    assert extract_pdf(path).abstract == " ".join(lead)


_WRAPPED = ["Paul Harvey, Bruno Merin, Tracy L. Huard, Luisa M. Rebull, Neal J. Evans",
            "II, and Philip C. Myers"]  # fmt: skip
# the generational suffix "II" is dropped from the name given out (bylines70's convention)
_NAMES = ("Paul Harvey", "Bruno Merin", "Tracy L. Huard", "Luisa M. Rebull", "Neal J. Evans",
          "Philip C. Myers")  # fmt: skip


def test_a_byline_wrapped_inside_a_name_under_the_abstract(tmp_path: Path) -> None:
    abstract, authors = _read(tmp_path, _WRAPPED, latex39._PLACES, 10)
    assert authors == _NAMES
    assert abstract.endswith("twelve independent runs.")


def test_control_a_byline_wrapped_after_the_suffix(tmp_path: Path) -> None:
    """Control (passes on the base too): the break after "II," reads as before."""
    byline = [_WRAPPED[0] + " II,", "and Philip C. Myers"]
    assert _read(tmp_path, byline, latex39._PLACES, 10)[1] == _NAMES


_GERMAN = (
    "Isolierung intakter Zellkerne hoher Reinheit",
    "aus der Mausleber durch sanfte Homogenisierung",
)


@pytest.mark.parametrize("byline", [[], [("by", 11.0), ("Marta Ferreira", 11.0)]])
def test_a_thesis_abstract_under_a_translated_title(
    tmp_path: Path, byline: list[tuple[str, float]]
) -> None:
    path = tmp_path / "thesis.pdf"
    latex40._thesis(path, [("Abstract of the Thesis", 12), *((t, 11) for t in _GERMAN), *byline])
    abstract = extract_pdf(path).abstract
    assert abstract.startswith("Current methods of nuclear isolation from liver")
    assert "Zellkerne" not in abstract and "Ferreira" not in abstract


def test_control_the_abstract_right_under_the_heading(tmp_path: Path) -> None:
    """Control (passes on the base too): no title's repeat, the abstract read whole."""
    path = tmp_path / "thesis.pdf"
    latex40._thesis(path, [("Abstract of the Thesis", 12)])
    assert extract_pdf(path).abstract.startswith("Current methods of nuclear isolation")
