"""Reference lists in the forms of round twenty-one's held-out styles, rotated to train.

Proceedings named after a comma with no "in" and a publisher after them, a technical
report's "Tech. Report TR-53" before its institution (amsplain's); titles in single
quotes (Kluwer's); a title opening with a year; the first entry's line read into the
heading's block (ascelike sets its list close under "REFERENCES").  Each row but the
guards failed before round twenty-two.
"""

from __future__ import annotations

from reference_cases import Parsed, check_parsed, parsed_cases
from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock
from tapyre_paper_search.pdf.references import references_of

ROWS = (
    Parsed(
        "proceedings-after-comma-publisher-after",
        "Shi-Lin Zhu and I. Grabec, Treatment of active tuberculosis in coinfected "
        "patients: a systematic review, Proceedings of the 24th Conference on Physics, "
        "IEEE, 2000, pp. 315-334.",
        {
            "authors": ("Shi-Lin Zhu", "I. Grabec"),
            "title": "Treatment of active tuberculosis in coinfected patients: a systematic review",
            "venue": "Proceedings of the 24th Conference on Physics",
            "year": 2000,
        },
    ),
    Parsed(
        "guard-proc-abbreviated-after-comma",
        "J. Doe, A study of things, Proc. 7th Conference on Economics, 2018, pp. 564-583.",
        {"title": "A study of things", "venue": "Proc. 7th Conference on Economics"},
    ),
    Parsed(
        "tech-report-number-then-institution",
        "Alejandro Corichi and Jose A. Zapata, Polymer quantum mechanics and its continuum "
        "limit, Tech. Report TR-53, Stanford University, 2008.",
        {
            "title": "Polymer quantum mechanics and its continuum limit",
            "venue": "Stanford University",
            "year": 2008,
        },
    ),
    Parsed(
        "tech-rep-comma-number-then-institution",
        "Wang X., Shabaev A., Receptors and their roles in virus infection, Tech. Rep., "
        "TR-38, University of Leeds, 2018.",
        {"title": "Receptors and their roles in virus infection", "venue": "University of Leeds"},
    ),
    Parsed(
        "single-quoted-title-with-a-stop-inside",
        "Casagrande, V., R. Redmer, and K. O’Neil: 2017, ‘Dealing with heterogeneity in "
        "reviews. Cross-sectional study’. International Journal of Neuroscience 38(12), "
        "830-841.",
        {
            "authors": ("V. Casagrande", "R. Redmer", "K. O’Neil"),
            "title": "Dealing with heterogeneity in reviews. Cross-sectional study",
            "venue": "International Journal of Neuroscience",
        },
    ),
    Parsed(
        "single-quoted-title-before-a-thesis",
        "Minasyan, A. and C.-P. Li: 1995, ‘Chromatin immunoprecipitation and location’. "
        "Ph.D. thesis, University of Leeds.",
        {"title": "Chromatin immunoprecipitation and location"},
    ),
    Parsed(
        "title-opening-with-a-year",
        "Nicholas Chapman and Eric Gourgoulhon, 2017 revisions of the criteria shorten "
        "the time to diagnosis, Reviews in Cell Biology 5 (2019), no. 3, 1-9.",
        {
            "title": "2017 revisions of the criteria shorten the time to diagnosis",
            "venue": "Reviews in Cell Biology",
            "year": 2019,
        },
    ),
    # guards: a quoted word opening a title; a year after the names closed by its stop
    Parsed(
        "single-quoted-title-with-an-apostrophe",
        "Doe, J.: 1995, ‘On Ando’s inequalities’. Journal of Things 3, 1-9.",
        {"title": "On Ando’s inequalities", "venue": "Journal of Things"},
    ),
    Parsed(
        "guard-quoted-word-opening-a-title",
        "Doe, J. 1995. ‘Gift’ economies of things. Journal of Things 3, 1-9.",
        {"title": "‘Gift’ economies of things", "venue": "Journal of Things"},
    ),
    Parsed(
        "guard-year-closed-by-a-stop",
        "Doe, J. 2017. A study of things. Journal of Things 3, 1-9.",
        {"title": "A study of things", "year": 2017},
    ),
)


@parsed_cases(*ROWS)
def test_amsplain_kluwer_and_year_first_entries_are_read(case: Parsed) -> None:
    check_parsed(case)


def _block(rows: list[tuple[float, str, float]], y: float) -> TextBlock:
    """A block whose rows are (x, text, size), each 14 points under the one before."""
    made = [
        BlockLine(text, x, y + 14 * i, x + 400, y + 14 * i + 11, size, False)
        for i, (x, text, size) in enumerate(rows)
    ]
    return TextBlock(min(x for x, _, _ in rows), y, 520, made[-1].y1, made)


def test_the_first_entrys_line_read_into_the_headings_block_stays_the_entrys() -> None:
    """ascelike sets the list close under "REFERENCES": the page reader puts the first
    entry's first line in the heading's block; it was lost and the entry's rest read
    as an entry with no names."""
    body = _block([(100, "We close with the body's last sentence, set in its type.", 12)], 60)
    heading = _block(
        [
            (100, "REFERENCES", 12.75),
            (100, "Battaglia, C., Hughes, S. A., and Gehrels, N. (2003). “Effects", 11.96),
        ],
        100,
    )
    rest = _block(
        [
            (112, "of risedronate treatment on fractures in women.” Radiology Letters,", 11.96),
            (112, "102(9), 371-388.", 11.96),
        ],
        128,
    )
    second = _block(
        [
            (100, "Drinfeld, V., and Santos, A. (2016). “Association between adhd", 11.96),
            (112, "and obesity.” Annals of Mechanical Engineering, 23(4), 412-424.", 11.96),
        ],
        160,
    )
    refs = references_of([body, heading, rest, second], [0])
    assert [r.authors for r in refs] == [
        ("C. Battaglia", "S. A. Hughes", "N. Gehrels"),
        ("V. Drinfeld", "A. Santos"),
    ]
    assert refs[0].title == "Effects of risedronate treatment on fractures in women"
    assert refs[0].venue == "Radiology Letters"


def test_a_heading_block_whose_second_line_opens_no_entry_is_left_alone() -> None:
    """A second line that is no entry's start (no names, number or label) stays out."""
    heading = _block([(100, "References", 12.75), (100, "(continued from page 3)", 11.96)], 100)
    entry = _block(
        [(100, "Drinfeld, V., and Santos, A. (2016). “Association between adhd and", 11.96),
         (112, "obesity.” Annals of Mechanical Engineering, 23(4), 412-424.", 11.96)],
        130,
    )  # fmt: skip
    refs = references_of([heading, entry], [0])
    assert [r.authors for r in refs] == [("V. Drinfeld", "A. Santos")]
