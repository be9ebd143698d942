"""References, round 61 (refs61): the misses of refs60's held-out styles, now train.

A bare year closed by a colon after the names ("Doe, Jane, and Roe, Bob 2010: Title"),
a given name after a surname-first name's initials ("Neto, A. H. Castro (1996):
Title") and a proceedings' pages after a colon ("Title, in Proceedings of X: 1-9.").
Each test names the kind it covers; the "control" tests pass on base too and hold
right readings right.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.references import parse_reference

_BARE_YEAR_ENTRIES = (
    (
        "Rubin, Boris 2010: Late-life depression and white matter lesions. In: Proceedings",
        "of the 27th Conference on Psychology, 10-20.",
    ),
    (
        "Abuhlail, J. Y., Eckstein, James N., and Chapman, Nicholas 2021: Fibroblasts",
        "neutralize the blockade of tumours. In: Internal Medicine Research 9 (12), 385-395.",
    ),
    (
        "He, Han and Virnau, Peter 2003: Microtubule acetylation rescues axonal transport.",
        "In: Journal of Chemistry 43, 599-605.",
    ),
    (
        "Fall, S. Michael 2010: Shaping the globular cluster mass function. In: Annals of",
        "Astronomy 7 (3), 11-19.",
    ),
)


def _reference_pdf(path: Path, entries: tuple[tuple[str, str], ...]) -> Path:
    """A two-page paper: a body page, then a "References" page of hanging entries."""
    document = pymupdf.open()
    page = document.new_page()
    page.insert_text((54, 60), "A Study of Street Trees", fontsize=16)
    for row in range(30):
        page.insert_text((54, 100 + 13 * row), f"Line {row}: the method was used.", fontsize=9)
    page = document.new_page()
    page.insert_text((60, 70), "References", fontsize=11)
    y = 92.0
    for first, second in entries:
        page.insert_text((60, y), first, fontsize=9)
        page.insert_text((72, y + 11), second, fontsize=9)
        y += 26
    document.save(path)
    return path


def test_names_closed_by_a_bare_year_and_a_colon_in_a_pdf(tmp_path: Path) -> None:
    refs = extract_pdf(_reference_pdf(tmp_path / "p.pdf", _BARE_YEAR_ENTRIES), ocr=None).references
    assert [r.authors for r in refs] == [
        ("Boris Rubin",),
        ("J. Y. Abuhlail", "James N. Eckstein", "Nicholas Chapman"),
        ("Han He", "Peter Virnau"),
        ("S. Michael Fall",),
    ]
    assert [r.title for r in refs] == [
        "Late-life depression and white matter lesions",
        "Fibroblasts neutralize the blockade of tumours",
        "Microtubule acetylation rescues axonal transport",
        "Shaping the globular cluster mass function",
    ]
    assert [r.year for r in refs] == [2010, 2021, 2003, 2010]
    assert refs[1].venue == "Internal Medicine Research"


@pytest.mark.parametrize(
    ("text", "authors"),
    [
        # slashes between the names (read as semicolons), initials before the year
        (
            "Doe, Jane/Roe, Bob/Poe, Carl 2010: Growth of street trees. Urban Letters 9/12.",
            ("Jane Doe", "Bob Roe", "Carl Poe"),
        ),
        (
            "Santos, Maria dos 2007: The mismatch argument. PhD thesis. University of Toronto.",
            ("Maria dos Santos",),
        ),
    ],
)
def test_names_closed_by_a_bare_year_and_a_colon(text: str, authors: tuple[str, ...]) -> None:
    ref = parse_reference(text)
    assert ref.authors == authors
    assert ref.title.startswith(("Growth of street trees", "The mismatch argument"))


def test_a_given_name_after_a_surname_first_names_initials() -> None:
    # ijsra: "Neto, A. H. Castro (1996): Title"
    ref = parse_reference(
        "Chang, Chao-Hsi and Neto, A. H. Castro (1996): Reprogramming fibroblasts into "
        "hepatic stem cells. Journal of Hepatology 9(12): 511-528."
    )
    assert ref.authors == ("Chao-Hsi Chang", "A. H. Castro Neto")
    assert ref.title == "Reprogramming fibroblasts into hepatic stem cells"
    usha = parse_reference(
        "Shi, Q. W., Choi, Dohoon, and Devi, A. R. Usha (2010): Interactions between "
        "clinicians and industry. Advances in Statistics 54(6): 179-187."
    )
    assert usha.authors == ("Q. W. Shi", "Dohoon Choi", "A. R. Usha Devi")
    assert usha.title == "Interactions between clinicians and industry"


def test_control_a_one_word_title_before_a_bracketed_year_and_a_stop_stays() -> None:
    # no colon after the year: "Evolution" may be a one-word title
    ref = parse_reference("Doe, J. A. Evolution (2010). Journal of Botany 9, 1-9.")
    assert ref.authors == ("J. A. Doe",)
    assert "Evolution" not in " ".join(ref.authors)


def test_control_names_with_initials_before_a_bare_year_read_as_before() -> None:
    ref = parse_reference("Doe, J., Roe, B., Poe, C. 2010: Growth of trees. Urban Letters 9, 1-9.")
    assert ref.authors == ("J. Doe", "B. Roe", "C. Poe")
    assert ref.title == "Growth of trees"


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "Meyer, Renate and Fushman, Ilya (2009): Do antidepressants cure abnormal brain "
            "states?, in Proceedings of the 17th Conference on Linguistics: 128-143.",
            "Do antidepressants cure abnormal brain states?",
            "Proceedings of the 17th Conference on Linguistics",
        ),
        (
            "Zhang, Ben-Wei and Merin, Bruno (2005): The ins and outs of DNA transfer in "
            "bacteria, in Proceedings of the 3rd Conference on Molecular Biology. Springer: "
            "435-438. doi: 10.1000/xy.1",
            "The ins and outs of DNA transfer in bacteria",
            "Proceedings of the 3rd Conference on Molecular Biology",
        ),
    ],
)
def test_a_proceedings_pages_after_a_colon_leave_the_title(
    text: str, title: str, venue: str
) -> None:
    ref = parse_reference(text)
    assert (ref.title, ref.venue) == (title, venue)


def test_control_a_title_with_a_comma_and_in_and_no_pages_after_a_colon_stays() -> None:
    text = "Doe, Jane (2009): Growth, in Cities of the North. Journal of Urban Trees 5: 1-9."
    ref = parse_reference(text)
    assert ref.venue.startswith("Journal of Urban Trees")


@pytest.mark.parametrize(
    ("text", "authors"),
    [
        (
            "Jaffe, Arthur, Sontag, Eduardo D., and Tiwari, S C (2010): The epithelial "
            "transition. Biochemistry Letters 9(1): 1-9.",
            ("Arthur Jaffe", "Eduardo D. Sontag", "S. C. Tiwari"),
        ),
        (
            "Fernández, Lucía, Singh, D. J., and Elliott, Tanya M (2000): The epithelial "
            "transition. New York: CRC Press.",
            ("Lucía Fernández", "D. J. Singh", "Tanya M. Elliott"),
        ),
        (
            "Wheater, J F 2000: The epithelial transition. In: Journal of X 9, 1-9.",
            ("J. F. Wheater",),
        ),
    ],
)
def test_initials_with_no_stop_before_a_year_and_a_colon(
    text: str, authors: tuple[str, ...]
) -> None:
    ref = parse_reference(text)
    assert ref.authors == authors
    assert ref.title == "The epithelial transition"


def test_control_a_title_with_a_lone_capital_before_a_year_and_a_colon_stays() -> None:
    ref = parse_reference("Doe, J. A survey of trees 2010: Journal of X 9, 1-9.")
    assert ref.authors == ("J. Doe",)
    assert ref.title.startswith("A survey of trees")
