"""Reference lists in the forms of round eighteen's held-out styles, rotated to train.

Names set in small capitals, whose font gives word boxes half a line high (an
entry's first line, read word by word, measures far smaller than the list's type
but its letters are as wide), and entries whose parts are all set apart by commas
after the year ("Doe, J., 2009, Title, Journal, 31, 1, 400-412.").  Hand-made
blocks and entries.
"""

from __future__ import annotations

from reference_cases import Parsed, check_parsed, parsed_cases
from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock
from tapyre_paper_search.pdf.references import references_of


def line(text: str, y: float, size: float, letter: float, x: float = 100) -> BlockLine:
    """A line at ``x`` whose letters take ``letter`` points each (spaces too)."""
    return BlockLine(text, x, y, x + letter * len(text), y + 10, size, False)


def one_block(lines: list[BlockLine]) -> TextBlock:
    x0, x1 = min(x.x0 for x in lines), max(x.x1 for x in lines)
    return TextBlock(x0, lines[0].y0, x1, lines[-1].y1, lines)


ENTRIES = [
    (
        "[{n}] Battaglia, C., Liu, Z., and Morris, D. Collective trauma in north-",
        "ern sri lanka: a qualitative study. Electrical Engineering Research 57, 3 (2008),",
        "420–423.",
    ),
    (
        "[{n}] Fujino, O., Chardin, M., and Shekar, N. V. C. Rapid method for the isola-",
        "tion of lipoproteins from human serum. Journal of Lipid Research 12, 4 (2019),",
        "1–10.",
    ),
    (
        "[{n}] Kaupuzs, J., Brejová, B., Shi, Q. W., and Bayer, M. Phc3, a component of",
        "the hprc-h complex, is lost in osteosarcoma tumors. International Journal of",
        "Biochemistry 58 (2007), 263–270.",
    ),
]


def test_an_entrys_first_line_in_small_capitals_measured_small_stays_in_the_list() -> None:
    """Each entry's first line, its names in small capitals, is a block of its own
    measured 6.5 pt in a list of 10.9 pt (the capitals' boxes are short), its letters
    as wide as the list's: it is the list's, not a footnote; a footnote in 7 pt, its
    letters narrower, is left out as before."""
    blocks = [one_block([line("References", 80, 14.0, 7.0)])]
    y = 100.0
    for n, (first, *rest) in enumerate(ENTRIES, 1):
        blocks.append(one_block([line(first.format(n=n), y, 6.5, 6.4)]))
        blocks.append(
            one_block([line(text, y + 12 * (i + 1), 10.9, 5.5) for i, text in enumerate(rest)])
        )
        y += 48
    blocks.append(
        one_block([line("1 The data were collected in 2019 by the first author.", 700, 7.0, 3.6)])
    )
    entries = references_of(blocks)
    assert [e.number for e in entries] == [1, 2, 3]
    assert [e.authors[0] for e in entries] == ["C. Battaglia", "O. Fujino", "J. Kaupuzs"]
    assert entries[0].title == "Collective trauma in northern sri lanka: a qualitative study"
    assert entries[2].venue == "International Journal of Biochemistry"
    assert "collected" not in entries[2].text


CASES = (
    # a volume, issue and pages each after a comma end the venue
    Parsed(
        "volume-issue-pages-after-commas",
        "Yurkin, M. A., Capalbi, M., and Gehrels, N., 2009, Microbiome-driven allergic lung "
        "inflammation is ameliorated by short-chain fatty acids, Journal of Neuroscience, 31, "
        "1, 400-412, doi:10.6417/x390524.",
        {
            "authors": ("M. A. Yurkin", "M. Capalbi", "N. Gehrels"),
            "title": "Microbiome-driven allergic lung inflammation is ameliorated by "
            "short-chain fatty acids",
            "venue": "Journal of Neuroscience",
            "year": 2009,
        },
    ),
    # a proceedings after a small "in" and a comma is the venue
    Parsed(
        "in-proceedings-after-comma",
        "Efros, A. L. and Fujii, K., 2021, Aptamer-functionalized lipid nanoparticles as a "
        "bone anabolic strategy, in Proceedings of the 19th Conference on Oncology, ACM, "
        "463-487.",
        {
            "title": "Aptamer-functionalized lipid nanoparticles as a bone anabolic strategy",
            "venue": "Proceedings of the 19th Conference on Oncology",
        },
    ),
    # "in" and a piece naming no journal or proceedings is the title's
    Parsed(
        "in-and-no-venue-word",
        "Lee, A., 2001, Trade routes, in Colonization and Empire, History Letters, 5, 1, 3-9.",
        {"title": "Trade routes, in Colonization and Empire", "venue": "History Letters"},
        2,
    ),
    # a report's kind after the title's comma leaves the title
    Parsed(
        "report-kind-after-comma",
        "Despont, L. and Black, J., 2008, The miniature genome of a carnivorous plant, "
        "Technical Report TR-80, University of Toronto.",
        {
            "title": "The miniature genome of a carnivorous plant",
            "venue": "University of Toronto",
        },
    ),
    # a book's publisher and place with no year after them leave the title
    Parsed(
        "publisher-place-no-year",
        "Uranga, A. M. and Tomàs, R., 1995, A switch from white to brown fat in cachexia, "
        "Wiley, Berlin, doi: 10.9625/x431516.",
        {"title": "A switch from white to brown fat in cachexia"},
    ),
    # a title's participle or a journal after it is no publisher and place
    Parsed(
        "participle-in-title",
        "A. Lee, The decline of the West, Revisited, Nature, 2004.",
        {"title": "The decline of the West, Revisited", "venue": "Nature"},
    ),
    Parsed(
        "journal-after-place-like-word",
        "A. Lee, Dark matter in the Milky Way, Andromeda, Annual Reviews, 2018.",
        {"venue": "Annual Reviews", "title": "Dark matter in the Milky Way, Andromeda"},
        2,
    ),
    Parsed(
        "publisher-and-place",
        "A. Smith, Calcium and peak bone mass, Wiley, Berlin, 2009.",
        {"title": "Calcium and peak bone mass"},
        3,
    ),
    # a conference's acronym and year in brackets is the venue where none was read
    Parsed(
        "acronym-and-year-in-brackets",
        "A. Smith, Deep nets for ranking (ICML, 2019).",
        {"title": "Deep nets for ranking", "venue": "ICML", "year": 2019},
    ),
    Parsed(
        "publisher-place-year-in-brackets",
        "J. Doe. Quantum dots (CRC Press, Berlin, 2002).",
        {"title": "Quantum dots", "venue": ""},
        2,
    ),
    # names in small capitals read as capitals keep their AND and split capitals: a font
    # that maps small capitals to capitals prints "AND" between the last two names and
    # particles in capitals ("DE MARRAIS"); one that fakes them with capitals in two
    # sizes sets the first letter and the comma apart ("S MITH , J.")
    Parsed(
        "capitals-and",
        "ARORA, A. K., CHEN, X.-L., AND SHABAEV, A. Targeted therapy for cancer stem "
        "cells. Journal of Things 5, 3 (2001), 1-10.",
        {
            "authors": ("A. K. ARORA", "X.-L. CHEN", "A. SHABAEV"),
            "title": "Targeted therapy for cancer stem cells",
        },
    ),
    Parsed(
        "split-capitals",
        "S MITH , J., AND D OE , A. Deep nets for ranking. Journal of Things 5, 3 (2001), 1-10.",
        {
            "authors": ("J. SMITH", "A. DOE"),
            "title": "Deep nets for ranking",
            "venue": "Journal of Things",
            "year": 2001,
        },
        2,
    ),
    Parsed(
        "capitals-particles",
        "WELANDER, P. B., AND DE MARRAIS, R. P. C. Binding proteins in t-lymphocytes. "
        "Annals of Linguistics 79 (2018), 302-318.",
        {"authors": ("P. B. WELANDER", "R. P. C. DE MARRAIS")},
        3,
    ),
)


@parsed_cases(*CASES)
def test_an_entry_in_round_eighteens_forms_parses_to_its_fields(case: Parsed) -> None:
    check_parsed(case)


def hanging(first: str, rest: list[str], x: float, y: float) -> list[TextBlock]:
    """An entry set with a hanging indent as the word list gives it: its first line a
    block of its own at ``x``, the lines under it one block 10 points right."""
    head = BlockLine(first, x, y, x + 220, y + 10, 10.0, False)
    lines = [
        BlockLine(text, x + 10, y + 12 * (i + 1), x + 220, y + 12 * (i + 1) + 10, 10.0, False)
        for i, text in enumerate(rest)
    ]
    return [one_block([head]), *([one_block(lines)] if lines else [])]


def test_a_left_columns_lower_part_read_after_the_right_column_goes_back_before_it() -> None:
    """A list's last page read in bands: the left column's upper part, the right column
    (its first line hangs: the entry the left column's foot opens goes on there), then
    the left column's lower part."""
    first_page = [
        one_block([line("References", 80, 14.0, 7.0)]),
        *hanging(
            "Aebi, P., 2004, Lung cancer waiting times,", ["Cancer Letters, 5, 1, 3-9."], 72, 100
        ),
    ]
    upper = hanging(
        "Akman, N., 2012, Antibody therapy for HIV-1,",
        ["Advances in Pharmacology, 90, 2, 616-623."],
        72,
        100,
    )
    going_on = "pulmonary hypertension, Heart Research, 102, 12, 47-52."
    beside = [
        one_block([BlockLine(going_on, 320, 100, 530, 110, 10.0, False)]),
        *hanging(
            "Myers, P. C., 2002, Fitness in adults,", ["Heart Letters, 3, 1, 1-10."], 310, 124
        ),
    ]
    lower = hanging(
        "Morris, D., 2018, Exercise and training improve the lives of patients with severe",
        ["chronic"],
        72,
        140,
    )
    page = [*upper, *beside, *lower]
    entries = references_of([*first_page, *page], [0, len(first_page)])
    assert [e.authors[0] for e in entries] == ["P. Aebi", "N. Akman", "D. Morris", "P. C. Myers"]
    assert entries[2].venue == "Heart Research"
    assert entries[2].title.endswith("severe chronic pulmonary hypertension")


def row(text: str, x: float, y: float) -> TextBlock:
    """A block of one line of ``text`` at (``x``, ``y``) in the list's 10 pt type."""
    return one_block([BlockLine(text, x, y, x + 210, y + 10, 10.0, False)])


def _first_and_rest(tail: str) -> tuple[str, list[str]]:
    first, rest = tail.split("|", maxsplit=1)
    return first, [rest]


def early_page(tail: str, pieces: list[TextBlock], rest: list[TextBlock]) -> list[TextBlock]:
    """A page read in slabs: the right column's top (``pieces``) before the left
    column's body, the heading under it and the list's part there ending with
    ``tail``'s entry, then the right column's ``rest``."""
    body = row("The results hold for every case we tried.", 72, 100)
    heading = one_block([BlockLine("References", 72, 242, 140, 254, 14.0, False)])
    column = [
        *hanging(
            "Bossert, M., 2024, Marine organisms as a source of",
            ["drugs, Immunology Letters, 86, 2, 43-49."],
            72,
            267,
        ),
        *hanging(*_first_and_rest(tail), 72, 300),
    ]
    return [body, *pieces, heading, *column, *rest]


def test_the_right_columns_top_read_before_the_heading_keeps_its_lines_with_no_year() -> None:
    """The left column's last entry runs on ("… mod-"): the right column's top, read
    before the heading, goes on with it, its lines holding no year too (an entry's
    lines under its first, set apart by the hanging indent)."""
    pieces = [
        row("ulates immune functions, Journal of Genetics, 8, 12, 183-186.", 320, 100),
        *hanging(
            "Shabaev, A., 2015, Association between ADHD and",
            ["obesity, in Proceedings of the 3rd Conference on Medicine, ACM, 203-208."],
            310,
            124,
        ),
        *hanging("van der Berg, J., 2007, Lo-", [], 310, 160),
    ]
    rest = [row("calized signals, Cell Letters, 4, 1, 1-9.", 320, 172)]
    blocks = early_page(
        "Øbro, M., and Liu, X., 1999, Inhibition of fatty acid oxidation|mod-", pieces, rest
    )
    entries = references_of(blocks, [0])
    assert [e.authors[0] for e in entries] == [
        "M. Bossert",
        "M. Øbro",
        "A. Shabaev",
        "J. van der Berg",
    ]
    assert entries[1].venue == "Journal of Genetics"
    assert entries[2].venue == "Proceedings of the 3rd Conference on Medicine"


def test_the_right_columns_top_read_before_the_heading_may_end_with_names_going_on() -> None:
    """The left column's last entry ends; the right column's top, read before the
    heading, opens the next entry and ends with names whose year comes on the next
    line, in the right column's rest: it is the list's too."""
    pieces = [
        *hanging(
            "Patthey, L., 2019, Matrix-embedded osteocytes regulate",
            ["mobilization, in Proceedings of the 4th Conference on Radiology, 405-416."],
            310,
            100,
        ),
        row("Rodin, V., Krattenthaler, C., Gelaki, S., Drinfeld,", 310, 136),
    ]
    rest = hanging(
        "V., and Weng, Z., 2012, Human faeces as breeding media,",
        ["Data Science Research, 105, 9, 598-617."],
        320,
        160,
    )
    blocks = early_page(
        "Grimshaw, R. H. J., 2006, EML4-ALK translocation predicts|outcome, Public Health, "
        "91, 11, 839-860.",
        pieces,
        rest,
    )
    entries = references_of(blocks, [0])
    assert [e.authors[0] for e in entries] == [
        "M. Bossert",
        "R. H. J. Grimshaw",
        "L. Patthey",
        "V. Rodin",
    ]
    assert entries[3].year == 2012
    assert entries[3].venue == "Data Science Research"
