"""Reference lists in the forms of round twenty-three's held-out styles, rotated to train.

A title set after the last name with no stop between them (a thesis or report in a
chemistry style: "… and G. Su Cytochemistry and C-values: … PhD thesis, …"), or after
"and others" ("Doe, J. A., Roe, B., and others Title"); a surname broken at a line's
end whose hyphen the normaliser kept ("Beard-more").  A list
read word by word whose blocks without an italic title (an entry's first line, its
names in bold; a roman book title) measure a little smaller than those with one keeps
them (hand-made blocks).  Each row and test but the guards failed before round
twenty-four (bib23).
"""

from __future__ import annotations

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


def _block(lines: list[BlockLine]) -> TextBlock:
    x0, x1 = min(x.x0 for x in lines), max(x.x1 for x in lines)
    return TextBlock(x0, lines[0].y0, x1, lines[-1].y1, lines)


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
    blocks = [_block([_line("References", 80, 14.3, 7.0, x=311)])]
    y = 100.0
    for number, (first, (roman, italic), last) in enumerate(_ENTRIES, 1):
        blocks.append(_block([_line(first, y, 10.1, 5.9, x=316)]))
        sizes = (10.0, 10.0) if number == 3 else (11.3, 11.3)
        blocks.append(_block([_line(roman, y + 12, sizes[0], 5.6)]))
        blocks.append(
            _block([_line(italic, y + 24, sizes[1], 5.6), _line(last, y + 36, 11.3, 5.5)])
        )
        y += 52
    blocks.append(
        _block([_line("1 The data were collected in 2019 by the authors.", 700, 10.0, 4.7)])
    )
    entries = references_of(blocks)
    assert [e.authors[0] for e in entries] == ["A. R. U. Devi", "G. Woan", "H. Berger"]
    assert (
        entries[2].title
        == "Cancer stem cell theory in gastrointestinal malignancies: recent progress"
    )
    assert not any("collected" in e.text for e in entries)
