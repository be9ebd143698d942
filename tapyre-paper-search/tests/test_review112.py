"""Review 112 of ``latex37`` (a bold title run into its byline, :mod:`.runintitle`).

A bold label line set under a bold title in the title's size ("**Authors:** Ann Lee",
"**Keywords:** …", "**Corresponding author:** …", "**by** Ann Lee", "**Edited by** …")
changes type after a bold lead just as a run-in title's last line does; ``latex37``
read it as one ("Title Authors" with the names after the label).  A colon makes the
lead a label, and under the title's first line the lead must be parted from the
byline by a dash or comma, or the base's reading stands.  A presenting author set in
bold at the head of a byline under the title ("**Marta Ferreira**, Jonas Lindqvist")
is no title's end either: a lead that reads as a name needs a dash.  Controls: the run-in forms
(a roman byline, one author, German names) still read.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_front_matter_latex37 import _DASH, _entry

_TITLE = "Intact nuclei from mouse liver by gentle homogenization"


@pytest.mark.parametrize(
    ("label", "face", "names", "authors"),
    [
        ("Authors:", "tiro", " Marta Ferreira and Jonas Lindqvist", None),
        ("Corresponding author:", "tiro", " Marta Ferreira", None),
        ("Keywords:", "tiro", " Liver Nuclei, Cell Fractionation", ()),
        ("Presenter:", "tiit", " Marta Ferreira", None),
        ("Edited by", "tiro", " Marta Ferreira", None),
        (
            "by",
            "tiro",
            " Marta Ferreira and Jonas Lindqvist",
            ("Marta Ferreira", "Jonas Lindqvist"),
        ),
    ],
)
def test_a_bold_label_under_the_title_is_not_its_last_words(
    tmp_path: Path, label: str, face: str, names: str, authors: tuple[str, ...] | None
) -> None:
    path = tmp_path / "label.pdf"
    _entry(path, [[(_TITLE, "tibo")], [(label, "tibo"), (names, face)]])
    record = extract_pdf(path)
    assert not record.title.endswith(label.rstrip(":"))
    if label != "Corresponding author:":  # (the base reads the title on with it whole)
        assert record.title == _TITLE
    if authors is not None:
        assert record.authors == authors


def test_the_separator_between_lead_and_byline() -> None:
    from tapyre_paper_search.pdf.runintitle import _runs_on

    assert _runs_on(" \u2014 ", first=False)
    assert _runs_on(", ", first=False)
    assert _runs_on(" ", first=True)
    assert not _runs_on(": ", first=True)
    assert not _runs_on(" ", first=False)
    assert not _runs_on(", ", first=False, named=True)
    assert _runs_on(" \u2014 ", first=True, named=True)


@pytest.mark.parametrize(
    ("title", "byline", "face", "authors"),
    [
        ("Intact nuclei from mouse liver", "Marta Ferreira and Jonas Lindqvist", "tiro",
         ("Marta Ferreira", "Jonas Lindqvist")),
        ("Intact nuclei from mouse liver", "Marta Ferreira", "tiit", ("Marta Ferreira",)),
        ("Isolierung intakter Zellkerne aus der Mausleber",
         "J\u00fcrgen M\u00fcller und Hans-Peter Sch\u00e4fer", "tiit",
         ("J\u00fcrgen M\u00fcller", "Hans-Peter Sch\u00e4fer")),
    ],
)  # fmt: skip
def test_control_run_in_forms_still_read(
    tmp_path: Path, title: str, byline: str, face: str, authors: tuple[str, ...]
) -> None:
    path = tmp_path / "runin.pdf"
    _entry(path, [[(title, "tibo"), (_DASH, "dash"), (byline, face)]])
    record = extract_pdf(path)
    assert record.title == title
    assert record.authors == authors


@pytest.mark.parametrize("face", ["tiro", "tiit"])
def test_a_presenting_author_set_in_bold_stays_in_the_byline(tmp_path: Path, face: str) -> None:
    """An abstract book's byline under a bold title, its presenting author in bold."""
    path = tmp_path / "presenter.pdf"
    _entry(
        path,
        [
            [(_TITLE, "tibo")],
            [("Marta Ferreira", "tibo"), (", Jonas Lindqvist and Chiara Russo", face)],
        ],
    )
    record = extract_pdf(path)
    assert record.title == _TITLE
    assert record.authors == ("Marta Ferreira", "Jonas Lindqvist", "Chiara Russo")


def test_a_presenting_author_under_a_two_line_title(tmp_path: Path) -> None:
    path = tmp_path / "presenter2.pdf"
    _entry(
        path,
        [
            [("Isolation of intact nuclei of high purity from mouse liver", "tibo")],
            [("by gentle homogenization", "tibo")],
            [("M. Ferreira", "tibo"), (", J. Lindqvist, C. Russo", "tiro")],
        ],
    )
    record = extract_pdf(path)
    assert record.title.endswith("by gentle homogenization")
    assert record.authors == ("M. Ferreira", "J. Lindqvist", "C. Russo")


@pytest.mark.parametrize(
    ("title", "subtitle", "byline", "authors"),
    [
        ("Isolation of nuclei from mouse liver", ("A Survey", "tiro"),
         "Marta Ferreira and Jonas Lindqvist", ("Marta Ferreira", "Jonas Lindqvist")),
        ("Isolation of nuclei from mouse liver", ("Recent Advances", "tiit"),
         "Marta Ferreira and Jonas Lindqvist", ("Marta Ferreira", "Jonas Lindqvist")),
        ("Isolierung von Zellkernen aus der Mausleber", ("Eine Einf\u00fchrung", "tiro"),
         "J\u00fcrgen M\u00fcller und Hans-Peter Sch\u00e4fer",
         ("J\u00fcrgen M\u00fcller", "Hans-Peter Sch\u00e4fer")),
    ],
)  # fmt: skip
def test_a_subtitle_in_title_case_after_a_dash_is_no_byline(
    tmp_path: Path, title: str, subtitle: tuple[str, str], byline: str, authors: tuple[str, ...]
) -> None:
    """ "**Title** — *A Survey*" over the byline: the subtitle stays in the title."""
    path = tmp_path / "subtitle.pdf"
    other = "tiit" if subtitle[1] == "tiro" else "tiro"
    _entry(path, [[(title, "tibo"), (_DASH, "dash"), subtitle], [(byline, other)]])
    record = extract_pdf(path)
    assert record.title == f"{title} \u2014 {subtitle[0]}"
    assert record.authors == authors


def test_what_vouches_for_a_person() -> None:
    from tapyre_paper_search.pdf.runintitle import _vouched

    assert _vouched("Marta Ferreira, Jonas Lindqvist and", ("Marta Ferreira",))
    assert _vouched("R. P. Malik", ("R. P. Malik",))
    assert _vouched("Mark Brown and Wei Zhang", ("Mark Brown", "Wei Zhang"))
    assert _vouched("M. Fer-", ("M. Ferreira",))
    assert not _vouched("A Survey", ("A Survey",))
    assert not _vouched("Recent Advances", ("Recent Advances",))
    assert not _vouched("Part II", ("Part II",))


def test_an_in_memoriam_subtitle_is_no_byline(tmp_path: Path) -> None:
    """ "**Title** — *In Memoriam Jürgen Moser*" over the byline: a dedication, read
    whole as names on latex37 ("In Memoriam" an author, the title cut)."""
    path = tmp_path / "memoriam.pdf"
    title, dedication = "Intact nuclei from mouse liver", "In Memoriam J\u00fcrgen Moser"
    _entry(
        path,
        [
            [(title, "tibo"), (_DASH, "dash"), (dedication, "tiit")],
            [("Marta Ferreira and Jonas Lindqvist", "tiro")],
        ],
    )
    record = extract_pdf(path)
    assert record.title == f"{title} \u2014 {dedication}"
    assert record.authors == ("Marta Ferreira", "Jonas Lindqvist")
