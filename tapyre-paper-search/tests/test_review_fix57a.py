"""Review fixes of round 57 (fix57a): the merged tidy60, speed59a and front60 rules.

* tidy60's one honorific list (:data:`~tapyre_paper_search.pdf.academictitles.HONORIFIC`)
  dropped "Dr." but not its field: "Prof. Dr. med. Anna Weber" under an investigators'
  label read as no one person (and every label's names were dropped), a letter signed
  so had no signatory.  On main both read nobody.
* front60's list tag (:mod:`~tapyre_paper_search.pdf.mailtitle`) took a bracket joined
  to its word for a tag: "[FeFe]-hydrogenase …" over a mail's sender row was read
  "-hydrogenase …".
* front60's surname-first rows (:mod:`~tapyre_paper_search.pdf.formlabels`) read one
  "Surname, Word" row alone as a person however its second word read: "Müller,
  Schmidt" gave "Schmidt Müller".  One person alone is now read as
  :func:`~tapyre_paper_search.pdf.invertednames.inverted_names` reads one.
* front60's team label closing the abstract (:mod:`~tapyre_paper_search.pdf.closinglabel`)
  took the line right under it as its names' wrap whatever it was: the body's bold
  heading of the same size glued to the last name ("Bo Chen Introduction"), and its
  first paragraph line lost every name; a course note set so had no authors and no
  abstract on main.
* speed59a's :mod:`~tapyre_paper_search.pdf.dictmend`: a page only spaced by
  :mod:`~tapyre_paper_search.pdf.mathspace` (a math letter from another font; PyMuPDF's
  own pages are spaced by MuPDF, so the page is given as a raw dict) gets from its
  dict the blocks its raw dict gives (a guard: passes on main too).
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
from brief_pages import notes_page
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.academictitles import HONORIFIC
from tapyre_paper_search.pdf.closinglabel import labelled_closing
from tapyre_paper_search.pdf.dictmend import UNSURE, dict_mended
from tapyre_paper_search.pdf.formkeys import label_shaped
from tapyre_paper_search.pdf.formlabels import PEOPLE_LABEL, role_names
from tapyre_paper_search.pdf.investigators import investigator_names
from tapyre_paper_search.pdf.letterpage import read_letter
from tapyre_paper_search.pdf.mailtitle import without_list_tag
from tapyre_paper_search.pdf.mendblocks import block_tuple
from tapyre_paper_search.pdf.texpage import MendedPage
from test_glyphs52_mathspace import _MATH, _MATH7, _TEXT, _span
from textlines import text_line

_TITLE = "A Study of Things That Happen Often"


@pytest.mark.parametrize(
    ("name", "bare"),
    [
        ("Prof. Dr. med. Anna Weber", "Anna Weber"),
        ("Dr. rer. nat. Hans Müller", "Hans Müller"),
        ("Prof. Dr. med. Dr. h. c. Eva Roth", "Eva Roth"),
        ("Dr. h.c. Eva Roth", "Eva Roth"),
        ("Dr. H. Weber", "H. Weber"),  # a capital after "Dr." is an initial
        ("Dr. C. Weber", "C. Weber"),
        ("Dr. Anna Weber", "Anna Weber"),
    ],
)
def test_honorific_drops_a_doctorates_field(name: str, bare: str) -> None:
    assert HONORIFIC.sub("", name).strip() == bare


@pytest.mark.parametrize(
    ("first", "names"),
    [
        ("Prof. Dr. med. Anna Weber", ("Anna Weber", "Bo Chen")),  # main: ()
        ("Dr. rer. nat. Anna Weber", ("Anna Weber", "Bo Chen")),  # main: ()
        ("Dr. H. Weber", ("H. Weber", "Bo Chen")),  # control
    ],
)
def test_investigators_titled_with_a_doctorates_field(first: str, names: tuple[str, ...]) -> None:
    lines = [
        text_line("Principal Investigators:", 100, bold=True),
        text_line(first, 114),
        text_line("Dr. Bo Chen", 128),
    ]
    assert investigator_names(lines) == names


def test_a_letter_signed_with_a_doctorates_field() -> None:
    texts = ["Dear Dr. Diaz,", f"We submit \u201c{_TITLE}\u201d for review.", "Sincerely,"]
    lines = [text_line(t, 60 + 14 * k) for k, t in enumerate([*texts, "Prof. Dr. med. Anna Weber"])]
    form = read_letter(lines)
    assert form is not None and form.authors == ("Anna Weber",)  # main: ()


def _mail(title: str) -> list[Any]:
    return [
        text_line(title, 60, size=14),
        text_line("From: Ann Lee <alee@example.org>", 80),
        text_line("Date: 3 May 2021", 94),
    ]


@pytest.mark.parametrize(
    ("title", "kept"),
    [
        ("[FeFe]-hydrogenase maturation in green algae", None),  # main: "-hydrogenase …"
        ("[Cu]Cl clusters in zeolites", None),
        ("[ANN] New paper: Partial cubes", "Partial cubes"),  # controls: a list's tags
        ("[ANN][preprint] Partial cubes", "Partial cubes"),
        ("[R-sig-ME] Random slopes", "Random slopes"),
    ],
)
def test_a_bracket_joined_to_its_word_is_no_list_tag(title: str, kept: str | None) -> None:
    assert without_list_tag(_mail(title), [0], title) == (kept or title)


@pytest.mark.parametrize(
    ("rows", "names"),
    [
        (["M\u00fcller, Schmidt"], []),  # main: ["Schmidt Müller"]
        (["Weber, Berlin"], []),  # main: ["Berlin Weber"]
        (["Washington, D.C."], []),  # main: ["D.C. Washington"]
        (["MACHIDA, VLADISLAV V."], ["Vladislav V. Machida"]),  # control: an initial
        (["Lee, Ann"], ["Ann Lee"]),  # controls: a given name known, initials,
        (["Lee, A. B."], ["A. B. Lee"]),
        (["Noyes, Christof \u2013 Graduate School"], ["Christof Noyes"]),  # a place after a dash,
        (["Lee, Ann", "Chen, Bo"], ["Ann Lee", "Bo Chen"]),  # a person a line,
        (["LIU, FEI; NOYES, CHRISTOF"], ["Fei Liu", "Christof Noyes"]),  # a semicolon list
    ],
)
def test_one_surname_first_row_alone(rows: list[str], names: list[str]) -> None:
    assert role_names(rows) == names


_TEAM = "Course team: Ann Lee (lead educator), Bo Chen"
_OVER = [
    text_line("This unit explains how plants take up water from the soil.", 100, x1=500),
    text_line("It closes with a short quiz.", 114, x1=300),
    text_line(_TEAM, 128, x1=400),
]


@pytest.mark.parametrize(
    ("under", "names", "lines"),
    [
        (text_line("Introduction", 142, bold=True, x1=150), ("Ann Lee", "Bo Chen"), {2}),
        (text_line("1 Introduction", 142, bold=True, x1=150), ("Ann Lee", "Bo Chen"), {2}),
        (text_line("Plants need water to grow, and", 142, x1=500), ("Ann Lee", "Bo Chen"), {2}),
        (text_line("Cy Diaz", 142, x1=130), ("Ann Lee", "Bo Chen Cy Diaz"), {2, 3}),  # a wrap
    ],
)
def test_a_team_labels_wrap(under: Any, names: tuple[str, ...], lines: set[int]) -> None:
    closing = labelled_closing([*_OVER, under], [0, 1])
    assert (closing.names, closing.lines) == (names, frozenset(lines))


def test_a_course_note_its_heading_right_under_the_team_line(tmp_path: Path) -> None:
    """Main: no authors and no abstract (the heading read as the team line's wrap)."""
    path = tmp_path / "unit.pdf"
    heads = [
        (90.0, "Street Trees and the Heat of Small Towns", 20.0, "b"),
        (125.0, "Overview", 12.0, "b"),
    ]
    team = ["Course team: Ann Lee (lead educator), Bo Chen, Cy Diaz"]
    notes_page(path, heads, 145.0, team, gap=5, size=11, step=15,
               heading=("Introduction", 11), below=(0, 18))  # fmt: skip
    read = extract_pdf(path)
    assert read.authors == ("Ann Lee", "Bo Chen", "Cy Diaz")
    assert (read.abstract or "").startswith("Street trees cool the towns")


@pytest.mark.parametrize(
    ("label", "people"),
    [
        ("Pi", False),  # main: a people label (the number, phosphate)
        ("pis", False),
        ("PI", True),  # controls: front60's rows
        ("Other PIs", True),
        ("CONTACT PI / PROJECT LEADER", True),
    ],
)
def test_pi_is_a_people_label_in_capitals(label: str, people: bool) -> None:
    assert bool(PEOPLE_LABEL.fullmatch(label)) is people


def test_one_spaced_slash_is_no_label_word() -> None:
    assert label_shaped("Contact PI / Project Leader")  # front60's row
    assert not label_shaped("Home / News / Research / Papers")  # main: label-shaped


class _TextPage:
    """A text page given as its raw dict: its dict and MuPDF's block tuples made from it."""

    def __init__(self, raw: dict[str, Any]) -> None:
        self._raw = raw

    def extractRAWDICT(self) -> dict[str, Any]:  # PyMuPDF's name
        return copy.deepcopy(self._raw)

    def extractDICT(self) -> dict[str, Any]:  # PyMuPDF's name
        return MendedPage(self, frozenset()).extractDICT()

    def extractBLOCKS(self) -> list[Any]:  # PyMuPDF's name
        return [t for b in self._raw["blocks"] for t in [block_tuple(b)] if t is not None]


Span = tuple[str, str, float, float, float, float]  # text, font, size, left, right, baseline


def _page(blocks: list[list[list[Span]]]) -> dict[str, Any]:
    made = [
        {
            "type": 0,
            "number": n,
            "bbox": (0.0, 0.0, 1.0, 1.0),
            "lines": [
                {
                    "dir": (1.0, 0.0),
                    "spans": [_span(t, f, s, a, b, y=y) for t, f, s, a, b, y in line],
                }
                for line in lines
            ],
        }
        for n, lines in enumerate(blocks)
    ]
    return {"width": 612.0, "height": 792.0, "blocks": made}


_SPACED: list[Span] = [
    ("each sample ", _TEXT, 8.97, 100.2, 151.7, 138.8),
    ("\U0001d465", _MATH, 8.97, 151.7, 156.9, 138.8),
    ("\U0001d456", _MATH7, 7.27, 156.9, 159.9, 140.5),
    ("was weighed", _TEXT, 8.97, 163.4, 239.5, 138.8),
]
_PLAIN: list[Span] = [("and the rest set plain.", _TEXT, 8.97, 100.2, 200.0, 150.8)]
_RAISED_MATH: list[Span] = [
    ("We tested 3", _TEXT, 8.93, 100.2, 147.5, 162.8),
    ("\U0001d458", _MATH7, 7.27, 147.5, 151.9, 159.0),
    ("settings", _TEXT, 8.93, 155.6, 190.0, 162.8),
]
_OPERATOR: list[Span] = [
    ("\U0001d443\U0001d443", _MATH, 8.0, 100.2, 111.3, 174.8),
    ("\u2212", "txsys", 8.0, 113.9, 119.0, 174.8),
    ("\U0001d444\U0001d434", _MATH, 8.0, 120.6, 135.9, 174.8),
]


@pytest.mark.parametrize(
    "blocks",
    [
        [[_SPACED]],
        [[_SPACED, _PLAIN]],  # a changed line over one left alone
        [[_PLAIN], [_SPACED, _RAISED_MATH]],  # a block left alone, one changed twice
        [[_RAISED_MATH, _OPERATOR], [_SPACED]],  # every block changed
        [[_PLAIN, _OPERATOR, _PLAIN]],
    ],
)
def test_a_spaced_page_reads_from_its_dict_as_from_its_raw_dict(blocks: Any) -> None:
    page = _TextPage(_page(blocks))
    made = dict_mended(page.extractDICT(), page.extractBLOCKS())
    assert made is not None and made != UNSURE
    assert made == MendedPage(page, frozenset(), raised=True).extractBLOCKS()
