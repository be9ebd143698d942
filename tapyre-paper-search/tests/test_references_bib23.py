"""Reference lists in the forms of round twenty-three's held-out styles, rotated to train.

A title set after the last name with no stop between them (a thesis or report in a
chemistry style: "… and G. Su Cytochemistry and C-values: … PhD thesis, …"), or after
"and others" ("Doe, J. A., Roe, B., and others Title"); a surname broken at a line's
end whose hyphen the normaliser kept ("Beard-more"); a title's question mark before a
proceedings' name with no full stop between them ("… Determined? Proceedings of X.
2012; pp 1-5").  A list read word by word whose blocks without an italic title (an
entry's first line, its names in bold; a roman book title) measure a little smaller
than those with one keeps them; a list's last page read in bands whose left column's
upper part ends mid-entry and whose lower part goes on from it is put back in column
order (hand-made blocks).  Each row and test but the guards failed before round
twenty-four (bib23).
"""

from __future__ import annotations

from ref_blocks import box_block
from reference_cases import Parsed, check_parsed, parsed_cases
from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock
from tapyre_paper_search.pdf.references import references_of

ROWS = (
    Parsed(
        "a-title-after-the-last-name-with-no-stop",
        "J. H. Jiang, A. M. Martin, S. Prestipino, and G. Su Cytochemistry and C-values: the "
        "less-well-known world of nuclear DNA amounts PhD thesis, ETH Zurich, 2002.",
        {
            "authors": ("J. H. Jiang", "A. M. Martin", "S. Prestipino", "G. Su"),
            "title": "Cytochemistry and C-values: the less-well-known world of nuclear DNA amounts",
            "year": 2002,
        },
    ),
    Parsed(
        "a-title-with-commas-after-the-last-name",
        "D. Callan, V. S. Dhillon, and N. d’Ambrumenil Poverty, hunger, education, and "
        "residential status impact survival in hiv Technical Report TR-14, University of "
        "Leeds, 1998.",
        {
            "authors": ("D. Callan", "V. S. Dhillon", "N. d’Ambrumenil"),
            "title": "Poverty, hunger, education, and residential status impact survival in hiv",
        },
    ),
    Parsed(
        "others-closing-the-names-before-a-title-with-no-stop",
        "Malham, S. J. A., Coupet, B., and others Physician Emigration from Sub-Saharan "
        "Africa to the United States. Proceedings of the 30th Conference on Molecular "
        "Biology. 2000; pp 412-419.",
        {
            "authors": ("S. J. A. Malham", "B. Coupet"),
            "title": "Physician Emigration from Sub-Saharan Africa to the United States",
            "year": 2000,
        },
    ),
    Parsed(
        "a-surname-broken-at-a-line-end-loses-its-hyphen",
        "Huang, J., Jaffe, A., and Beard-more, A. P. Blockade of Tim-1 and Tim-4 Enhances "
        "Atherosclerosis. Ph.D. thesis, University of Toronto, 2014.",
        {"authors": ("J. Huang", "A. Jaffe", "A. P. Beardmore")},
    ),
    Parsed(
        "guard-a-double-barrelled-surname-keeps-its-hyphen",
        "Zheng-Johansson, J. X. and Abu-Hamed, M., Title of the paper. Journal of Things "
        "5, 1-10 (2001).",
        {"authors": ("J. X. Zheng-Johansson", "M. Abu-Hamed")},
    ),
    Parsed(
        "a-question-mark-before-a-proceedings-name-ends-the-title",
        "Chapman, N., Vetere, L., and Fushman, I. Penile Curvature Incidence in Hypospadias: "
        "Can It Be Determined? Proceedings of the 25th Conference on Mechanical Engineering. "
        "2012; pp 237-251.",
        {
            "title": "Penile Curvature Incidence in Hypospadias: Can It Be Determined?",
            "venue": "Proceedings of the 25th Conference on Mechanical Engineering",
            "year": 2012,
        },
    ),
    Parsed(
        "guard-a-question-inside-the-title-stays",
        "Chapman, N. (2012) Is it in the genes? A twin study. Proceedings of the 25th "
        "Conference on Genetics 5, 237-251.",
        {
            "title": "Is it in the genes? A twin study",
            "venue": "Proceedings of the 25th Conference on Genetics",
        },
    ),
    Parsed(
        "guard-a-two-word-surname-before-and",
        "A. V. Gopala Rao and J. Smith, Title of the paper, J. Chem. Phys. 5 (2001) 1-10.",
        {"authors": ("A. V. Gopala Rao", "J. Smith"), "title": "Title of the paper"},
    ),
    Parsed(
        "guard-a-two-word-surname-before-comma-and",
        "A. V. Gopala Rao, and Jane Smith, Title of the paper, J. Chem. Phys. 5 (2001) 1-10.",
        {"authors": ("A. V. Gopala Rao", "Jane Smith"), "title": "Title of the paper"},
    ),
    Parsed(
        "guard-a-two-word-surname-last",
        "S. Miyashita, and S. El Shawish, Cranial neural crest, Reviews in Oncology, 38 "
        "(2011), pp. 417-436.",
        {"authors": ("S. Miyashita", "S. El Shawish"), "title": "Cranial neural crest"},
    ),
    Parsed(
        "guard-a-two-word-surname-before-et-al",
        "M. Lopez de Haro, et al., Cranial neural crest, Reviews in Oncology, 38 (2011).",
        {"authors": ("M. Lopez de Haro",), "title": "Cranial neural crest"},
    ),
)


@parsed_cases(*ROWS)
def test_rotated_styles_forms(case: Parsed) -> None:
    check_parsed(case)


def _line(text: str, y: float, size: float, letter: float, x: float = 331) -> BlockLine:
    """A line at ``x`` whose letters take ``letter`` points each (spaces too)."""
    return BlockLine(text, x, y, x + letter * len(text), y + 10, size, False)


_ENTRIES = (
    (
        "[1] Devi, A. R. U., Jaffe, A., Vysotsky, V. V.,",
        ("Reuter, D. and Zinovjev, G. M., Glucocorticoid with", "cyclophosphamide, Tech."),
        "Rep. TR-95, ETH Zurich, 2014.",
    ),
    (
        "[2] Woan, G., Noyes, R. W., Bayer, M., Virnau, P.,",
        ("and Yurkin, M. A., Long noncoding RNA as a", "scaffold, Advances in Oncology,"),
        "Vol. 100, No. 12, pp. 69-77, 2001.",
    ),
    (
        "[3] Berger, H. and Hilario, L. M. L., Cancer",
        ("stem cell theory in gastrointestinal malignancies:", "recent progress, MIT Press,"),
        "Berlin, 2010.",
    ),
)


def test_blocks_measured_a_little_smaller_in_letters_as_wide_stay_in_the_list() -> None:
    """Each entry's first line (bold names) measures 10.1 pt and its lines with an
    italic title 11.3 pt (the list's size), the roman ones 10.0 pt: all are the list's,
    their letters as wide as its; a footnote measured 10.0 pt in narrower letters (a
    point smaller) is none."""
    blocks = [box_block([_line("References", 80, 14.3, 7.0, x=311)])]
    y = 100.0
    for number, (first, (roman, italic), last) in enumerate(_ENTRIES, 1):
        blocks.append(box_block([_line(first, y, 10.1, 5.9, x=316)]))
        sizes = (10.0, 11.3) if number == 3 else (11.3, 11.3)
        blocks.append(box_block([_line(roman, y + 12, sizes[0], 5.6)]))
        blocks.append(
            box_block([_line(italic, y + 24, sizes[1], 5.6), _line(last, y + 36, 11.3, 5.5)])
        )
        y += 52
    blocks.append(
        box_block([_line("1 The data were collected in 2019 by the authors.", 700, 10.0, 4.7)])
    )
    entries = references_of(blocks)
    assert [e.authors[0] for e in entries] == ["A. R. U. Devi", "G. Woan", "H. Berger"]
    assert (
        entries[2].title
        == "Cancer stem cell theory in gastrointestinal malignancies: recent progress"
    )
    assert not any("collected" in e.text for e in entries)


def _hanging(first: str, rest: list[str], x: float, y: float) -> list[TextBlock]:
    """An entry set with a hanging indent as the word list gives it: its first line a
    block of its own at ``x``, the lines under it one block 10 points right."""
    head = BlockLine(first, x, y, x + 220, y + 10, 10.0, False)
    lines = [
        BlockLine(text, x + 10, y + 12 * (i + 1), x + 220, y + 12 * (i + 1) + 10, 10.0, False)
        for i, text in enumerate(rest)
    ]
    return [box_block([head]), *([box_block(lines)] if lines else [])]


def test_a_lower_part_going_on_from_an_upper_part_that_runs_on_goes_back_first() -> None:
    """A list's last page read in bands: the left column's upper part ends mid-entry
    ("… (2015) Caspase-"), the right column opens with another entry's continuation,
    and the left column's lower part opens with a hanging line (the upper part's entry
    going on): the lower part goes back before the right column."""
    first_page = [
        box_block([BlockLine("References", 72, 80, 150, 92, 14.0, False)]),
        *_hanging(
            "Wichmann, S. (2007) Pairwise comparisons of",
            ["profiles. Annals of Molecular Biology 120, 399-424."],
            72,
            100,
        ),
    ]
    upper = _hanging("Sukhov, A., and Mukhopadhyay, P. (2015) Caspase-", [], 72, 100)
    going_on = "Proceedings of the 4th Conference on Cell Biology. 1996; pp 209-225."
    beside = [
        box_block([BlockLine(going_on, 330, 100, 530, 110, 10.0, False)]),
        *_hanging(
            "Roca, L. (2006) The NLRP3 inflammasome as a driver.",
            ["Advances in Biochemistry 24, 376-383."],
            320,
            124,
        ),
    ]
    lower = [
        box_block(
            [
                BlockLine("11 promotes the fusion of phagosomes.", 82, 112, 292, 122, 10.0, False),
                BlockLine("Journal of Cell Biology 107, 900-918.", 82, 124, 292, 134, 10.0, False),
            ]
        ),
        *_hanging(
            "Romano, P. Tightrope act: autophagy in stem", ["cell renewal and aging."], 72, 138
        ),
    ]
    page = [*upper, *beside, *lower]
    entries = references_of([*first_page, *page], [0, len(first_page)])
    assert [e.authors[0] for e in entries] == ["S. Wichmann", "A. Sukhov", "P. Romano", "L. Roca"]
    assert entries[1].title == "Caspase-11 promotes the fusion of phagosomes"
    assert entries[2].venue == "Proceedings of the 4th Conference on Cell Biology"


def test_guard_a_right_column_going_on_from_an_upper_part_that_runs_on_keeps_its_place() -> None:
    """The same page where the lower part opens an entry (its first line flush): the
    right column's top goes on from the upper part's last entry, and the order stays."""
    first_page = [box_block([BlockLine("References", 72, 80, 150, 92, 14.0, False)])]
    upper = _hanging("Sukhov, A., and Mukhopadhyay, P. (2015) Caspase-", [], 72, 100)
    going_on = "11 promotes the fusion of phagosomes. Cell Research 7, 1-9."
    beside = [
        box_block([BlockLine(going_on, 330, 100, 530, 110, 10.0, False)]),
        *_hanging("Roca, L. (2006) The NLRP3 inflammasome.", ["Biochemistry 24, 3-8."], 320, 124),
    ]
    lower = _hanging("Romano, P. (1996) Tightrope act: autophagy.", ["Cell 4, 2-9."], 72, 112)
    entries = references_of([*first_page, *upper, *beside, *lower], [0, len(first_page)])
    assert [e.authors[0] for e in entries] == ["A. Sukhov", "L. Roca", "P. Romano"]
    assert entries[0].venue == "Cell Research"
