"""References, round 62 (refs62): the misses of refs61's held-out styles, now train.

A slash list whose first name is surname first and the others given first ("Doe,
J./Bob Roe/C. Poe (2010). Title."), a generational suffix printed in a name's surname
place ("II, Neal J. Evans and Roe, B. (2012):"), and a journal's bare volume before an
issue and the pages after a colon ("Chemistry Research 44, 9: 652-670").  Each test
names the kind it covers; the "control" tests pass on base too and hold right readings
right.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.references import parse_reference
from test_references_refs61 import _reference_pdf

_ENTRIES = (
    (
        "Sigurdsson, S./Leonid Polterovich/G. Stasinska (2005). Shaping the globular",
        "cluster mass function. Annals of Astronomy 9: 12, 385-395.",
    ),
    (
        "Chen, Xiao-Lin/Floris van der Tak/ Dean E. McLaughlin (2003). Mice deficient in",
        "CD4 T cells. Data Science Letters 15: 11, 649-669.",
    ),
    (
        "II, Neal J. Evans and Ravindran, T. R. (2012): Fibroblasts neutralize the blockade",
        "of tumours. Internal Medicine Research 9(12): 385-395.",
    ),
    (
        'Doe, J., Roe, B., and Poe, C. (2010), "Growth of street trees", Chemistry',
        "Research 44, 9: 652-670.",
    ),
)


def test_mixed_slash_lists_a_suffix_first_and_a_volume_before_a_colon_in_a_pdf(
    tmp_path: Path,
) -> None:
    refs = extract_pdf(_reference_pdf(tmp_path / "p.pdf", _ENTRIES), ocr=None).references
    assert [r.authors for r in refs] == [
        ("S. Sigurdsson", "Leonid Polterovich", "G. Stasinska"),
        ("Xiao-Lin Chen", "Floris van der Tak", "Dean E. McLaughlin"),
        ("Neal J. Evans II", "T. R. Ravindran"),
        ("J. Doe", "B. Roe", "C. Poe"),
    ]
    assert [r.title for r in refs] == [
        "Shaping the globular cluster mass function",
        "Mice deficient in CD4 T cells",
        "Fibroblasts neutralize the blockade of tumours",
        "Growth of street trees",
    ]
    assert [r.year for r in refs] == [2005, 2003, 2012, 2010]
    assert [r.venue for r in refs] == [
        "Annals of Astronomy",
        "Data Science Letters",
        "Internal Medicine Research",
        "Chemistry Research",
    ]


@pytest.mark.parametrize(
    ("text", "authors", "title"),
    [
        # a space after the slashes and a colon closing the list
        (
            "Doe, Jane/ Bob Roe/ Carl Poe: Growth of street trees, in: Urban Letters 9/12"
            " (2010), p. 385-395.",
            ("Jane Doe", "Bob Roe", "Carl Poe"),
            "Growth of street trees",
        ),
        # a suffix after a given-first name's surname stays with it
        (
            "Grozman, Pavel/Yu. N. Kosovtsov/Neal J. Evans II/Michael Reissig (2005)."
            " Strategies of cheater control. In: Proceedings of the 30th Conference.",
            ("Pavel Grozman", "Yu. N. Kosovtsov", "Neal J. Evans II", "Michael Reissig"),
            "Strategies of cheater control",
        ),
        # the suffix of the list's last name
        (
            "Black, John/D. Reuter/Neal J. Evans II (2023). Control over DNA replication."
            " Journal of Electrical Engineering 28: 10, 183-199.",
            ("John Black", "D. Reuter", "Neal J. Evans II"),
            "Control over DNA replication",
        ),
        # initials with no stop, a surname broken at a line's end
        (
            "Umstaetter, Richard/S C Tiwari/Bruno Merin/Dean E. McLaughlin (2018). An efficient"
            " nonviral method. Reviews in Internal Medicine 60, 547-563.",
            ("Richard Umstaetter", "S. C. Tiwari", "Bruno Merin", "Dean E. McLaughlin"),
            "An efficient nonviral method",
        ),
        # a list of two, the second a given name and a surname
        (
            "Kumar, Ravi/Jane Doe (2021). Deep models of leaf shape. arXiv preprint.",
            ("Ravi Kumar", "Jane Doe"),
            "Deep models of leaf shape",
        ),
        # controls, right on base too:
        # every name surname first (jura2): the older reading
        (
            "Doe, Jane/Roe, Bob/Poe, Carl: Title of the work. In: Journal 9.12 (2010), 385-395.",
            ("Jane Doe", "Bob Roe", "Carl Poe"),
            "Title of the work",
        ),
        # a slash inside the title after one name
        (
            "Doe, J. Input/Output Systems for street trees. Journal 9 (2010).",
            ("J. Doe",),
            "Input/Output Systems for street trees",
        ),
    ],
)
def test_a_slash_list_of_one_inverted_name_and_given_first_ones(
    text: str, authors: tuple[str, ...], title: str
) -> None:
    ref = parse_reference(text)
    assert (ref.authors, ref.title) == (authors, title)


@pytest.mark.parametrize(
    ("text", "authors"),
    [
        ("Jr., Martin Luther King (1963). Letter from a jail. Liberation 8, 10-16.", None),
        (
            "Doe, Jane and III, Carl B. Poe (2010): Growth of street trees."
            " Urban Letters 9(12): 385-395.",
            ("Jane Doe", "Carl B. Poe III"),
        ),
    ],
)
def test_a_suffix_printed_in_the_surname_place(text: str, authors: tuple[str, ...] | None) -> None:
    ref = parse_reference(text)
    assert ref.authors == (authors or ("Martin Luther King Jr.",))
    assert ref.year in (1963, 2010)


def test_an_issue_and_pages_after_a_colon_leave_the_venue() -> None:
    ref = parse_reference(
        "Grabec, I., and Dhar, S. K. (2024), \u201cGene function analysis\u201d, Proceedings"
        " of the 4th Conference on Marine Chemistry 74, 3: 10-20."
    )
    assert ref.venue == "Proceedings of the 4th Conference on Marine Chemistry"


@pytest.mark.parametrize(
    ("text", "venue"),
    [
        (
            "Grozman, Pavel (2005). Strategies of cheater control. In: Proceedings of the 30th"
            " Conference on Psychology. (= ) Springer, 105-123.",
            "Proceedings of the 30th Conference on Psychology",
        ),
        (
            "Doe, J. (2010). Title of the thing. In: Tagungsband der Gesellschaft."
            " (= Schriften zur Geschichte 5) Berlin: Verlag, 10-20.",
            "Tagungsband der Gesellschaft",
        ),
    ],
)
def test_a_series_in_brackets_opened_by_an_equals_sign_leaves_the_venue(
    text: str, venue: str
) -> None:
    assert parse_reference(text).venue == venue


def test_an_arxiv_id_s_bracketed_class_leaves_the_title() -> None:
    ref = parse_reference(
        "Casagrande, V., and Togashi, Y. (2007), Molecular Synchronization Waves in Arrays"
        " of Enzymes, arXiv: 0704.0021 [cs.LG]."
    )
    assert ref.title == "Molecular Synchronization Waves in Arrays of Enzymes"
    assert ref.arxiv_id == "0704.0021"


def test_a_slash_list_with_particles_after_the_first_given_name_and_a_bare_initial() -> None:
    ref = parse_reference(
        "Dishoeck, Ewine van/R. W. Noyes/ John F Wheater/Yu-Ming Wang (2008). Leisure time"
        " physical activity and mortality. Berlin: Cambridge University Press."
    )
    assert [name.split()[-1] for name in ref.authors] == ["Dishoeck", "Noyes", "Wheater", "Wang"]
    assert ref.title == "Leisure time physical activity and mortality"


def test_a_doi_broken_or_spaced_at_a_line_s_end_in_a_pdf(
    tmp_path: Path,
) -> None:
    document = pymupdf.open(_reference_pdf(tmp_path / "empty.pdf", ()))
    page = document[1]
    lines = (
        ("Rosati L., Vetere L. (2020) Microcytosis, iron deficiency and thalassaemia: a", 60),
        ("pilot study. MIT Press, New York doi: 10.4813/x5449", 72),
        ("98", 72),
        ("Offi F., Latham D. W. (2013) High mortality in Russia. MIT Press, Berlin doi:", 60),
        ("10.4813/x1234", 72),
        ("Cui Y. (2011) Growth of street trees. Urban Letters 9(12), pp. 385-395", 60),
        ("Brink, D. M. 2006: Mesenchymal transition. Tech. rep. TR-87. Leeds. doi: 10 .", 60),
        ("3381 / x286480.", 72),
    )
    for row, (line, x) in enumerate(lines):
        page.insert_text((x, 92 + 11 * row), line, fontsize=9)
    document.save(tmp_path / "p.pdf")
    refs = extract_pdf(tmp_path / "p.pdf", ocr=None).references
    assert [r.doi for r in refs] == ["10.4813/x544998", "10.4813/x1234", "", "10.3381/x286480"]
    assert "3381" not in refs[3].venue
    assert refs[0].title == "Microcytosis, iron deficiency and thalassaemia: a pilot study"


# -- controls: right on base, kept right ------------------------------------------------


def test_control_a_suffix_after_the_given_names_and_a_month_s_day() -> None:
    ref = parse_reference(
        "King, M. L., Jr., and Roe, B. (2010). Title of the work. Journal of Letters 4, 1-9."
    )
    assert ref.authors == ("M. L. King Jr.", "B. Roe")
    day = parse_reference(
        "Doe, J. (2010), \u201cTitle\u201d, Cologne, Germany, April 14, 3: 10-20."
    )
    assert day.venue == "Cologne, Germany, April 14"
    named = parse_reference("Doe, J. (2010). Title of it. In: Proceedings (ICML 2010), 1-9.")
    assert named.venue.startswith("Proceedings (ICML")
