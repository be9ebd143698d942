"""Review of round thirty-six's reference rules (review105): near-misses of them.

1. A surname-first name whose last initial has no stop ("Ingber, L") follows only
   another such name (not one whose initials keep their stops, nor a whole given
   name): in a list set apart by commas before a title with no stop between ("Smith,
   J., Vitamin, D, and health …, Journal …"), "Vitamin, D" is the title's, not a name
   (``refnameat._dotted``).
2. A curly close quote touching the next word closes a quoted title only where no close
   with a space follows and no quote opens inside it (a quoted word inside the title,
   "“On the word “fair,”Rawls and justice,” Journal …").
3. A thesis's kind after the title's comma takes what follows as its school only where
   that is a name: not "unpublished", "245 pp", "2010".
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.references import parse_reference


@pytest.mark.parametrize(
    ("text", "authors", "title"),
    [
        (
            "Smith, J., Vitamin, D, and health in the elderly, Journal of Nutrition, 12, "
            "1-9, 2010.",
            ("J. Smith",),
            "Vitamin, D, and health in the elderly",
        ),
        (
            "Smith, J., Doe, K., Hepatitis, B, C and D in Europe, Lancet, 12, 1-9, 2010.",
            ("J. Smith", "K. Doe"),
            "Hepatitis, B, C and D in Europe",
        ),
        (
            "Smith, Jane, Vitamin, D, and health in the elderly, Journal of Nutrition, 12, "
            "1-9, 2010.",
            ("Jane Smith",),
            "Vitamin, D, and health in the elderly",
        ),
        (
            "Smith, J. A., Doe, K., Roe, L., Type, A, B and C personality, J. Psych., 12, "
            "1-9, 2010.",
            ("J. A. Smith", "K. Doe", "L. Roe"),
            "Type, A, B and C personality",
        ),
    ],
)
def test_a_title_word_and_a_capital_after_dotted_initials_is_no_name(
    text: str, authors: tuple[str, ...], title: str
) -> None:
    ref = parse_reference(text)
    assert (ref.authors, ref.title) == (authors, title)


def test_undotted_lists_are_still_read() -> None:
    # guard: a list whose initials have no stops keeps its names
    ref = parse_reference(
        "Ingber, L, Brownlee, R. A, & Potter, S. B. (2004) Continuous glucose monitoring "
        "in pregnant women. Advances in Data Science 108, 777-801."
    )
    assert ref.authors == ("L Ingber", "R. A Brownlee", "S. B. Potter")
    assert ref.title == "Continuous glucose monitoring in pregnant women"


def test_a_comma_set_list_on_a_drawn_page_keeps_its_titles(tmp_path: Path) -> None:
    document = pymupdf.open()
    page = document.new_page()
    page.insert_text((54, 60), "A study of nutrition", fontsize=16)
    for row in range(25):
        page.insert_text((54, 100 + 13 * row), f"Line {row}: the method was used here.", fontsize=9)
    page = document.new_page()
    page.insert_text((60, 70), "References", fontsize=11)
    entries = [
        (
            "Smith, J., Vitamin, D, and health in the elderly, Journal of Nutrition,",
            "12, 1-9, 2010.",
        ),
        ("Doe, K., Roe, L., Hepatitis, B, C and D in Europe, Lancet, 14, 3-8,", "2012."),
    ]
    y = 92.0
    for k in range(6):
        first, second = entries[k % 2]
        page.insert_text((60, y), first, fontsize=9)
        page.insert_text((72, y + 11), second, fontsize=9)
        y += 26
    document.save(tmp_path / "refs.pdf")
    refs = extract_pdf(tmp_path / "refs.pdf", ocr=None).references
    assert len(refs) == 6
    assert (refs[0].authors, refs[0].title) == (
        ("J. Smith",),
        "Vitamin, D, and health in the elderly",
    )
    assert (refs[1].authors, refs[1].title) == (
        ("K. Doe", "L. Roe"),
        "Hepatitis, B, C and D in Europe",
    )


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "J. Doe, “On the word “fair,”Rawls and justice,” Journal of Ethics, vol. 12, "
            "pp. 1-9, 2010.",
            "On the word “fair,”Rawls and justice",
            "Journal of Ethics",
        ),
        (
            "J. Doe, “The so-called “deep,”Wide networks,” in Proc. of the Conference on "
            "Learning, 2010, pp. 1-9.",
            "The so-called “deep,”Wide networks",
            "Proc. of the Conference on Learning",
        ),
    ],
)
def test_a_quoted_word_inside_a_quoted_title_does_not_close_it(
    text: str, title: str, venue: str
) -> None:
    ref = parse_reference(text)
    assert (ref.title, ref.venue) == (title, venue)


def test_a_touching_close_still_ends_a_quoted_title() -> None:
    # guard: round thirty-six's case
    ref = parse_reference(
        "J. Doe, “Learning to rank,”Technical Report TR-44, Stanford University, 2010."
    )
    assert ref.title == "Learning to rank"


@pytest.mark.parametrize("after", ["unpublished", "in preparation", "245 pp", "pp. 1-200", "2010"])
def test_a_thesis_kind_takes_no_page_count_or_note_as_its_school(after: str) -> None:
    ref = parse_reference(f"Doe, J. (2010). Learning in games, PhD thesis, {after}.")
    assert (ref.title, ref.venue) == ("Learning in games", "")


def test_a_thesis_kind_still_takes_its_school() -> None:
    ref = parse_reference("Doe, J. (2010). Learning in games, Doctoral dissertation, ETH Zurich.")
    assert (ref.title, ref.venue) == ("Learning in games", "ETH Zurich")
