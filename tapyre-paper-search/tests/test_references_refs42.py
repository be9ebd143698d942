"""Round forty-two's reference rules (refs42).

1. A book's place, publisher and year in brackets closing its title ("Title (New York:
   CRC Press, 2021)."; a venue closed so) leave it (``refpubfacts``).
2. The book an entry is in, quoted after ", in" ("Title, in ‘Proceedings of X’, IEEE,
   pp. 1-10."), is its venue, not the title's end (``refpubfacts``).
3. GB/T 7714: a report's number before "[R]" leaves the title; a proceedings' place,
   publisher and pages after "[C]//Name." leave the venue (``refpubfacts``).
4. A Vancouver list's surname of two or three words ("García Márquez G, López Pérez
   J.") is read whole (``refvancouvernames``).
5. "Title. Doktorarbeit, ETH Zurich, 2015.", "Title. Diplomarbeit, X.": the school is
   the venue (``refpubfacts``); English kinds stay in the venue, as ever.
6. A line-end hyphen inside a word in capitals ("DE-" / "VELOPMENT") or after a bound
   prefix written closed before an English word ("un-" / "supervised") is hyphenation's
   (``refclosedbreaks``).
7. A two-column page whose right column's top, level with the heading, ends the left
   column's last entry is read after the left column (``refcolumntop``).
Controls (marked so) pass on the base too.
"""

from __future__ import annotations

import pytest
from ref_blocks import column_block
from tapyre_paper_search.pdf.references import find_references, parse_reference
from tapyre_paper_search.pdf.refpieces import entry_text


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "Livne, E., Serum exosome microRNA as an early biomarker of AML (New York: CRC"
            " Press, 2021).",
            "Serum exosome microRNA as an early biomarker of AML",
            "",
        ),
        (
            "Fouxon, I. and V. Ogryzko, A study of things (London: Routledge, 2001).",
            "A study of things",
            "",
        ),
        (
            'Doe, J., "A study of things," in Proceedings of the Third Conference (New'
            " York: Wiley, 2004), 1-10.",
            "A study of things",
            "Proceedings of the Third Conference",
        ),
        # controls: a bracket with no place and publisher stays; one with a publisher
        # and year alone is cut on the base too
        (
            "Doe, J. 2010. A study of things (review: in press). Nature 5, 1-10.",
            "A study of things (review: in press)",
            "Nature",
        ),
        ("Doe, J., A study of things (Wiley, 2004).", "A study of things", ""),
    ],
)
def test_a_books_place_and_publisher_in_brackets_leave_the_title(
    text: str, title: str, venue: str
) -> None:
    entry = parse_reference(text)
    assert (entry.title, entry.venue) == (title, venue)


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "Misaki, A., Valiante, E. & Vera, R. (1996), The effect of folic acid on plasma"
            " homocysteine, in ‘Proceedings of the 33rd Conference on Epidemiology’, IEEE,"
            " pp. 700-722.",
            "The effect of folic acid on plasma homocysteine",
            "Proceedings of the 33rd Conference on Epidemiology",
        ),
        (
            "Doe, J. (2010), A study of things, in J. Roe, ed., ‘Handbook of Fluid"
            " Dynamics’, Springer, Berlin, pp. 1-10.",
            "A study of things",
            "Handbook of Fluid Dynamics",
        ),
        # control: an article's title and journal, the Harvard form with no "in"
        (
            "Doe, J. (2010), ‘A study of things’, Journal of Fluid Dynamics 5(2), 1-10.",
            "A study of things",
            "Journal of Fluid Dynamics",
        ),
    ],
)
def test_the_quoted_book_after_in_is_the_venue(text: str, title: str, venue: str) -> None:
    entry = parse_reference(text)
    assert (entry.title, entry.venue) == (title, venue)


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "Swift D C, 1999. Iguanas and salmonella infection in children: TR-24[R]."
            " Stanford University.",
            "Iguanas and salmonella infection in children",
            "Stanford University",
        ),
        (
            "Ferraro F R, Martin A M, 2019. Enterovirus-induced gene expression[C]//"
            "Proceedings of the 31st Conference on Radiology. IEEE: 226-237.",
            "Enterovirus-induced gene expression",
            "Proceedings of the 31st Conference on Radiology",
        ),
        (
            "[1] Doe J, Roe A. A study of things[C]//Proceedings of the 3rd Conference on"
            " Fluids. New York: ACM, 2010: 1-10.",
            "A study of things",
            "Proceedings of the 3rd Conference on Fluids",
        ),
        # controls: a journal article's tag; a title whose colon is its own
        (
            "Wang Y F, Li H B, 2016. A study of things[J]. Nature, 5(2): 1-10.",
            "A study of things",
            "Nature",
        ),
        (
            "Doe, J. 2010. Receptor tyrosine kinases: part 2. Nature 5, 1-10.",
            "Receptor tyrosine kinases: part 2",
            "Nature",
        ),
    ],
)
def test_gbt_report_numbers_and_proceedings_facts(text: str, title: str, venue: str) -> None:
    entry = parse_reference(text)
    assert (entry.title, entry.venue) == (title, venue)


def _surname(name: str) -> str:
    """``name`` without the initials before its surname ("S C El Shawish")."""
    words = name.split()
    while len(words) > 1 and words[0].rstrip(".").isupper() and len(words[0]) <= 3:
        words = words[1:]
    return " ".join(words)


@pytest.mark.parametrize(
    ("text", "authors"),
    [
        (
            "García Márquez G, López Pérez J. A study of things. Nature. 2015;5:1-10.",
            ("García Márquez", "López Pérez"),
        ),
        (
            "Smith J, García Márquez G. A study of things. Nature. 2015;5:1-10.",
            ("Smith", "García Márquez"),
        ),
        (
            "van der Berg Smit J, Roe A. A study of things. Nature. 2015;5:1-10.",
            ("van der Berg Smit", "Roe"),
        ),
        # controls: one-word surnames; spaced initials; a body and its acronym; a
        # surname, a given name and an initial (rusnat)
        ("Frenkel Péter E. A study of things. 2014.", ("Péter E. Frenkel",)),
        ("Smith J, Roe A. A study of things. Nature. 2015;5:1-10.", ("Smith", "Roe")),
        (
            "El Shawish S C, Wang Y F, 2016. Title of things[J]. Nature, 5: 1-10.",
            ("El Shawish", "Wang"),
        ),
        (
            "World Health Organization WHO, 2010. A study of things. Geneva.",
            ("World Health Organization WHO",),
        ),
    ],
)
def test_vancouver_double_surnames_are_read_whole(text: str, authors: tuple[str, ...]) -> None:
    entry = parse_reference(text)
    surnames = tuple(_surname(name) for name in entry.authors)
    assert surnames == authors
    assert entry.title == ("A study of things" if "Title" not in text else "Title of things")


@pytest.mark.parametrize(
    ("text", "venue"),
    [
        ("Smith, J. A study of things. Doktorarbeit, ETH Zurich, 2015.", "ETH Zurich"),
        ("Smith, J. (2015). A study of things. Diplomarbeit, TU Berlin.", "TU Berlin"),
        # English kinds leave the venue to the school too (refs65, refkindschool)
        (
            "Smith, J. (2015). A study of things. Ph.D. Thesis, University of Leeds.",
            "University of Leeds",
        ),
        # controls: the comma form; a journal whose name opens with such a letter
        ("Smith, J. (2015). A study of things, PhD thesis, ETH Zurich.", "ETH Zurich"),
        ("Smith, J. (2015). A study of things. Physical Review, 5, 1-10.", "Physical Review"),
    ],
)
def test_a_thesis_kind_after_the_titles_full_stop_leaves_the_venue(text: str, venue: str) -> None:
    assert parse_reference(text).venue == venue


@pytest.mark.parametrize(
    ("parts", "expected"),
    [
        (["BASOPHILS CAN PROMOTE THE DE-", "VELOPMENT OF LUPUS."], "THE DEVELOPMENT OF"),
        (["Learning un-", "supervised features."], "Learning unsupervised features"),
        (["Learning dis-", "entangled features."], "Learning disentangled features"),
        (["A mis-", "classification rate."], "A misclassification rate"),
        # controls: two words in capitals; a doubled letter; a head that is no prefix; a
        # typed compound (refs41); "re" and "de" compounds titles write with the hyphen
        # as often as without (the lead: "re-identification" was read closed)
        (["THE SELF-", "ASSEMBLY OF CELLS."], "THE SELF-ASSEMBLY OF"),
        (["Person re-", "identification by parts."], "Person re-identification by"),
        (["Patient record de-", "identification."], "record de-identification"),
        (["Homologous re-", "combination in yeast."], "Homologous re-combination in"),
        (["Gene-", "environment interplay."], "Gene-environment interplay"),
        (["A kinetochore-", "independent mechanism."], "kinetochore-independent mechanism"),
    ],
)
def test_hyphenation_inside_a_closed_word_is_joined(parts: list[str], expected: str) -> None:
    assert expected in entry_text(parts, None)


@pytest.mark.parametrize("runs_on", [True, False])
def test_the_right_columns_top_level_with_the_heading_goes_after_the_left_column(
    runs_on: bool,
) -> None:
    """The right column's top (a hanging continuation) stands level with the heading and
    is read first.  Control (``runs_on`` False): where the left column's last entry
    ends with a full stop, the order stays."""
    last = "Receptor That Mediates HIV-1 Trans-Infection" + ("" if runs_on else ".")
    blocks = [
        column_block(
            ["Body text of the page before the list of references."], x=72.0, y=100.0, indent=10.0
        ),
        column_block(["References"], x=72.0, y=125.0, indent=10.0),
        column_block(
            ["Through Recognition of Viral Membrane Ganglio-", "sides (New York: Wiley, 2024)."],
            x=330.6,
            y=127.9,
        ),
        column_block(
            [
                "Abuhlail, J. Y. and T. Vukasinac, “Potent Inhibitors",
                "of VPS34,” Reviews 111 (2000), 173–186.",
            ],
            x=72.0,
            y=151.5,
            indent=10.0,
        ),
        column_block(
            ["Kotsugi, M. and C. Krattenthaler, Siglec-1 Is a Novel", "Dendritic Cell " + last],
            x=72.0,
            y=190.0,
            indent=10.0,
        ),
        column_block(
            [
                "Licata, I. and C.-H. Chang, “Centrosome aberrations,”",
                "Advances in Genetics 84 (2009), 711–720.",
            ],
            x=320.6,
            y=161.4,
            indent=10.0,
        ),
    ]
    found = find_references(blocks, [0])
    texts = [line.text for block in found for line in block.lines]
    assert texts[0].startswith("Abuhlail") is runs_on
    assert (
        texts.index("Through Recognition of Viral Membrane Ganglio-")
        > texts.index("Dendritic Cell " + last)
    ) is runs_on
