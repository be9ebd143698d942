"""Round forty-three's reference rules (refs43).

1. A last name of two letters before a title set after it ("… and X.-Q. Li.
   Uridylation of …") is the surname, not a given name cut short before the title's
   first word (``refcutgiven``, from ``refnameat.name_at``).
2. The book an entry is in, in straight single quotes after ", in" ("Title, in
   'Proceedings of X', IEEE, pp. 1-10."), is its venue, as in curly ones
   (``refpubfacts``).
3. A book's place with its state's code, publisher and year in brackets ("Title
   (Cambridge, MA: MIT Press, 2001).") leave the title whole, not cut at the place's
   comma (``refpubfacts._split_facts``).
4. A Vancouver double surname whose initials spell its words ("García Márquez GM") is
   a person's, read whole (``refvancouvernames._foreign``).
5. The end of the left column's last entry, carried to the right column's top and read
   in a band before the left column's rest, goes back on its entry
   (``refcarriedend.carried_end``, from ``refcolumns``).
6. A page read in bands crossing the columns twice or more is read down the left
   column, then the right one (``refbands.columns_from_bands``, from ``refcolumns``).
Controls (marked so) pass on the base too.
"""

from __future__ import annotations

import pytest
from ref_blocks import column_block
from tapyre_paper_search.pdf.blocks import TextBlock
from tapyre_paper_search.pdf.references import find_references, parse_reference


@pytest.mark.parametrize(
    ("text", "surnames", "title"),
    [
        (
            "L. Shan, F. Zhao, and X.-Q. Li. Uridylation of mirnas by hen1 in arabidopsis. In"
            " Proceedings of the 3rd Conference on Immunology, pages 293-310, 2001.",
            ("Shan", "Zhao", "Li"),
            "Uridylation of mirnas by hen1 in arabidopsis",
        ),
        (
            "M. Á. Pérez, S. A. Hughes, and X. Xi. Knowledge and use of secondary"
            " contraception. Reviews in Neuroscience, 50(8):3-9, 2001.",
            ("Pérez", "Hughes", "Xi"),
            "Knowledge and use of secondary contraception",
        ),
        (
            "B. Merin, R. W. Noyes, and C.-P. Li. Plasma corin as a predictor of events."
            " Advances in Mechanical Engineering, 5:1-10, 2001.",
            ("Merin", "Noyes", "Li"),
            "Plasma corin as a predictor of events",
        ),
        (
            "X. Xi and Y. Li. Knowledge and use of secondary contraception. Reviews in"
            " Neuroscience, 50(8):3-9, 2001.",
            ("Xi", "Li"),
            "Knowledge and use of secondary contraception",
        ),
        (
            "X. Li. Deep Learning for Cells. Journal of Biology, 5:1-10, 2001.",
            ("Li",),
            "Deep Learning for Cells",
        ),
        # controls: a given name cut to two letters before a surname that ends a name (a
        # separator, "and" before a name, the names' full stop)
        (
            "A. Yu. Smith and B. Ch. Jones. A study of things. Journal of Physics, 5:1-10, 2001.",
            ("Smith", "Jones"),
            "A study of things",
        ),
        (
            "A. Yu. Smith, B. Ch. Jones, and C. Roe. A study of things. Journal of Physics,"
            " 5:1-10, 2001.",
            ("Smith", "Jones", "Roe"),
            "A study of things",
        ),
        (
            "A. Yu. Petrov. A study of things. Journal of Physics, 5:1-10, 2001.",
            ("Petrov",),
            "A study of things",
        ),
    ],
)
def test_a_two_letter_surname_before_the_title_is_the_surname(
    text: str, surnames: tuple[str, ...], title: str
) -> None:
    entry = parse_reference(text)
    assert tuple(name.split()[-1] for name in entry.authors) == surnames
    assert entry.title == title


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "Smith, J. (2001), Theory of games, in 'Proceedings of the Tenth Conference on"
            " Games', IEEE, pp. 1-10.",
            "Theory of games",
            "Proceedings of the Tenth Conference on Games",
        ),
        (
            "Smith, J. (2001), Theory of games, in J. Roe, ed., 'Children's Games and Their"
            " Rules', Wiley, pp. 1-10.",
            "Theory of games",
            "Children's Games and Their Rules",
        ),
        # controls: a quoted word inside a title; the curly quotes (refs42)
        (
            "Smith, J. (2001), Theory of games in 'real' settings, Journal of Games 5, 1-10.",
            "Theory of games in 'real' settings",
            "Journal of Games",
        ),
        (
            "Smith, J. (2001), Theory of games, in ‘Proceedings of the Tenth Conference on"
            " Games’, IEEE, pp. 1-10.",
            "Theory of games",
            "Proceedings of the Tenth Conference on Games",
        ),
    ],
)
def test_the_book_in_straight_quotes_after_in_is_the_venue(
    text: str, title: str, venue: str
) -> None:
    entry = parse_reference(text)
    assert (entry.title, entry.venue) == (title, venue)


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "Smith, John, Theory of Games (Cambridge, MA: MIT Press, 2001).",
            "Theory of Games",
            "",
        ),
        (
            "Smith, J., 2001. Theory of games in small worlds (Princeton, NJ: Princeton"
            " University Press, 2001).",
            "Theory of games in small worlds",
            "",
        ),
        # controls: a title's own bracket before its venue stays (review151); a place
        # without a state's code (refs42)
        (
            "Roe, A., 2004. Psychology of colour (Note: Revised edition, 2004). London: Penguin.",
            "Psychology of colour (Note: Revised edition, 2004)",
            "London: Penguin",
        ),
        ("Smith, J., 2001. Theory of games (New York: Wiley, 2001).", "Theory of games", ""),
    ],
)
def test_a_place_with_its_states_code_in_the_books_facts_is_not_cut(
    text: str, title: str, venue: str
) -> None:
    entry = parse_reference(text)
    assert (entry.title, entry.venue) == (title, venue)


@pytest.mark.parametrize(
    ("text", "authors"),
    [
        (
            "García Márquez GM, López Pérez J. A study of things. Nature. 2015;5:1-10.",
            ("GM García Márquez", "J. López Pérez"),
        ),
        (
            "Smith J, García Márquez GM. A study of things. Nature. 2015;5:1-10.",
            ("J Smith", "GM García Márquez"),
        ),
        # controls: a body and its acronym; a body with its place's code (review151)
        (
            "World Health Organization WHO. A study of things. Geneva. 2010.",
            ("World Health Organization WHO",),
        ),
        (
            "Smith J, Cancer Research UK. A study of things. Lancet. 2010;5:1-10.",
            ("J Smith", "Cancer Research UK"),
        ),
    ],
)
def test_a_spanish_double_surname_whose_initials_spell_it_is_a_person(
    text: str, authors: tuple[str, ...]
) -> None:
    entry = parse_reference(text)
    assert entry.authors == authors
    assert entry.title == "A study of things"


@pytest.mark.parametrize("runs_on", [True, False])
def test_the_left_columns_last_entry_carried_to_the_right_columns_top_is_put_back(
    runs_on: bool,
) -> None:
    """A list's second page read in bands: the left column's top (the end of the
    previous page's last entry), the right column's top, the left column's rest.  The
    right column's top, all hanging, ends the left column's last entry.  Control
    (``runs_on`` False): where that entry ends with a full stop, the order stays."""
    last = "Research of the American" + ("" if runs_on else ".")
    carried = ["Heart Association,” Tech. Rep. TR-32, Stanford", "University."]
    page_one = [
        column_block(["References"], x=72.0, y=100.0, indent=10.0),
        column_block(
            ["Abbas, A. and B. Meerson (2019): “A common missense", "variant,” Nature, 5, 1-10."],
            x=72.0,
            y=125.0,
            indent=10.0,
        ),
        column_block(
            [
                "Goswami, D. and S. C. Cowley (2016): “Treatment of spondy-",
                "loarthropathy with 5-aminosalicylic acid",
            ],
            x=72.0,
            y=160.0,
            indent=10.0,
        ),
    ]
    page_two = [
        column_block(
            ["(mesalazine): an open trial of its use in", "arthritis,” Reviews, 7, 5-9."],
            x=82.0,
            y=128.0,
        ),
        column_block(carried, x=321.0, y=128.0),
        column_block(
            [
                "Hammett, G. W. and N. Konno (2012): “Identification of",
                "vitronectin,” Cell, 5, 1-10.",
            ],
            x=72.0,
            y=160.0,
            indent=10.0,
        ),
        column_block(
            [
                "Wadati, M. and M. Á. Pérez (2019): “Renal considerations in",
                "angiotensin therapy: a statement from the Council for",
                "High Blood Pressure " + last,
            ],
            x=72.0,
            y=190.0,
            indent=10.0,
        ),
    ]
    found = find_references([*page_one, *page_two], [0, len(page_one)])
    texts = [line.text for block in found for line in block.lines]
    assert (texts.index(carried[0]) > texts.index("High Blood Pressure " + last)) is runs_on


def _entry(x0: float, y0: float, texts: list[str]) -> TextBlock:
    """One block of a list set with a hanging indent, 229 points wide."""
    return column_block(texts, x=x0, y=y0, indent=10.0)


@pytest.mark.parametrize("crossings", [2, 1])
def test_a_page_read_in_bands_crossing_the_columns_again_is_read_down_each_column(
    crossings: int,
) -> None:
    """A list's page read in bands: left, right, left, right, left (the right column
    shorter, its entries not level with the left's).  Read down the left column, then
    the right one.  Control (``crossings`` 1): a page read left, right, left (one return
    to the left column: a list's columns with more under them) keeps its order."""
    left = [
        _entry(
            72.0,
            128.0,
            [
                "Chandra, S. and L. G. Tyler. In vivo proliferation of",
                "stem cells. Cell, 5:1-10, 2008.",
            ],
        ),
        _entry(
            72.0,
            160.0,
            [
                "Clerc, F. and I. A. Yugova. Venous thrombosis in can-",
                "cer patients. Blood, 5:1-10, 1999.",
            ],
        ),
        _entry(
            72.0,
            192.0,
            [
                "Fechner, C. and P. Grozman. The feasibility of malaria",
                "elimination. Lancet, 5:1-10, 2006.",
            ],
        ),
        _entry(
            72.0,
            224.0,
            [
                "Jia, Y. and D. Reuter. Methionine restriction decreases",
                "visceral fat mass. Aging, 5:1-10, 1998.",
            ],
        ),
    ]
    right = [
        _entry(
            311.0,
            128.0,
            [
                "Šrámek, R. and J. Goh. Sprouty1 regulates quiescence of",
                "stem cells. Nature, 5:1-10, 1998.",
            ],
        ),
        _entry(
            311.0,
            170.0,
            [
                "Xi, X. and N. Gehrels. Star: ultrafast universal rna-seq",
                "aligner. Bioinformatics, 5:1-10, 1997.",
            ],
        ),
    ]
    # the first line of a left entry read, then the right column's entry beside it
    split = column_block(
        ["Fechner, C. and P. Grozman. The feasibility of malaria"], x=72.0, y=192.0, indent=10.0
    )
    rest = column_block(["elimination. Lancet, 5:1-10, 2006."], x=82.0, y=204.0)
    if crossings == 2:
        page = [left[0], right[0], left[1], split, right[1], rest, left[3]]
    else:
        page = [left[0], right[0], left[1], split, rest, left[3], right[1]]
    heading = column_block(["References"], x=72.0, y=100.0, indent=10.0)
    found = find_references([heading, *page], [0])
    texts = [line.text for block in found for line in block.lines]
    fechner = texts.index("Fechner, C. and P. Grozman. The feasibility of malaria")
    assert texts[fechner + 1] == "elimination. Lancet, 5:1-10, 2006."
    assert texts.index("aligner. Bioinformatics, 5:1-10, 1997.") == len(texts) - 1
    sramek = texts.index("Šrámek, R. and J. Goh. Sprouty1 regulates quiescence of")
    assert (sramek > texts.index("visceral fat mass. Aging, 5:1-10, 1998.")) is (crossings == 2)
