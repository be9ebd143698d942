"""Notes ending a left column high on the page, the abstract going on at the right
column's top (abs68, ``footnotes.at_foot``).

A two-column first page cut its left column short over the page's notes (places,
correspondence, dates, a licence, set smaller under a short rule), the abstract in
mid-sentence above them and going on at the right column's top.  ``at_foot`` took
footnotes only in the page's lower half, so the notes were read into the abstract ("…
signal evaluation. We aDepartment of …").  Now notes ending their column's text count
higher too where the next column is read after them, beside and above.  Line-level
tests (the rule fails on the base; controls: one column, notes not smaller).
"""

from __future__ import annotations

from tapyre_paper_search.pdf.footnotes import at_foot
from tapyre_paper_search.pdf.frontmatter import read_front_matter
from tapyre_paper_search.pdf.lines import Line, PageLines

_LEFT = (
    "We checked the field records kept by hand at four",
    "sites over ten years against the instruments' own",
    "logs and found an error in one entry of twenty. We",
)
_NOTES = (
    "aDepartment of Field Studies, Stanford University, USA",
    "Correspondence to: Ann Lee, ann.lee@stanford.edu",
    "Received 4 March 2019; accepted 14 July 2019",
)
_RIGHT = (
    "show that most errors are slips of the pen that simple",
    "checks catch before the data are used in analyses.",
)


def _line(text: str, size: float, x0: float, y0: float, block: int, *, bold: bool = False) -> Line:
    return Line(text, size, bold, False, False, x0, y0, x0 + 240.0, y0 + size, block)


def _page(note_size: float = 7.5, two_columns: bool = True) -> list[Line]:
    lines = [
        Line("Checking Hand-Kept Field Records", 17.0, True, False, False, 50, 54, 400, 71, 0),
        Line("Ann Lee and Bo Chen", 11.0, False, False, False, 50, 100, 200, 114, 1),
        _line("Abstract", 10.0, 50.0, 170.0, 2, bold=True),
    ]
    lines += [_line(t, 9.0, 50.0, 184.0 + 10.8 * i, 3) for i, t in enumerate(_LEFT)]
    lines += [_line(t, note_size, 50.0, 230.0 + 10.0 * i, 4) for i, t in enumerate(_NOTES)]
    x = 313.0 if two_columns else 50.0
    top = 169.0 if two_columns else 300.0
    lines += [_line(t, 9.0, x, top + 10.8 * i, 5) for i, t in enumerate(_RIGHT)]
    lines.append(_line("1. Introduction", 10.0, x, top + 40.0, 6, bold=True))
    lines.append(_line("Field records are kept by hand in most sciences.", 9.0, x, top + 55, 7))
    return lines


def test_notes_ending_the_left_column_are_its_foot() -> None:
    assert at_foot(_page(), 6, 9.0, 792.0)


def test_the_abstract_goes_on_past_the_notes_at_the_next_column() -> None:
    page = PageLines(tuple(_page()), 612.0, 792.0)
    abstract = read_front_matter([page], use_model=False).abstract
    assert "Department" not in abstract and "Correspondence" not in abstract
    assert abstract.endswith("simple checks catch before the data are used in analyses.")


def test_controls() -> None:
    assert not at_foot(_page(two_columns=False), 6, 9.0, 792.0)  # one column: text under
    assert not at_foot(_page(note_size=9.0), 6, 9.0, 792.0)  # not smaller
