"""Round forty's reference rules (refs40).

1. A justified first line whose words come out of the text layer as lines of their own,
   the words in small capitals boxed lower than the ones in roman (gerapali's "[Khrapai
   und Hillebrands, 2003] Khrapai, V. S. und B. Hille-"): the pieces stay in their row,
   so "und" (boxed higher than "S." before it) opens no column and no entry
   (``refrows``); the entry was cut in two.
2. A surname of two or three words in a list written surname first ("García Márquez,
   G.", "Martín Gómez, A.", "van der Berg Smit, J."): the whole surname is read, not
   "García Márquez" as a name given first with ", G." as the title
   (``refdoublenames``).
3. "Pages 47-66 of: Doe, J. (ed), Handbook of Things. Springer.": the book alone is the
   venue; "Pages 1-9 of: Proceedings of ICML. Morgan Kaufmann.": the proceedings, its
   publisher after the acronym dropped (``refpagesof``).
4. A surname's particles after initials closing a given name, before a comma or German
   "und" ("Marrais, Robert P. C. de, F. C. Mena und M. Kostylev (2022).") belong to
   that name (``refnameforms``).
Controls (marked so) pass on the base too.
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock
from tapyre_paper_search.pdf.references import parse_reference
from tapyre_paper_search.pdf.refsplit import split_entries

_ROW = 13.5  # the list's leading


def _entry(
    y: float, first: list[tuple[str, float, float, bool]], rest: list[str]
) -> list[BlockLine]:
    """An entry's lines: its first row as pieces (text, x0, x1, in small capitals: boxed
    1.8 points lower at the top, 2.2 higher at the bottom), then hanging lines."""
    out = [
        BlockLine(text, x0, y + (1.8 if caps else 0.0), x1, y + (7.5 if caps else 9.7), 10.9, False)
        for text, x0, x1, caps in first
    ]
    for k, text in enumerate(rest, 1):
        out.append(BlockLine(text, 137.3, y + k * _ROW, 484.6, y + k * _ROW + 9.7, 10.9, False))
    return out


def _list(raised: bool) -> TextBlock:
    lines = _entry(
        100.0,
        [
            (
                "[Adams und Cho, 1999] Adams, C. S. und Y. S. Cho (1999). Mammographic",
                125.8,
                484.6,
                False,
            )
        ],
        ["density and the risk of cancer. Journal of Epidemiology, 51(9):399-416."],
    )
    lines += _entry(
        100.0 + 2.6 * _ROW,
        [
            ("[Khrapai und Hillebrands, 2003] Khrapai,", 125.8, 351.2, False),
            ("V.", 361.0, 373.3, raised),
            ("S.", 383.0, 393.2, raised),
            ("und", 402.1, 420.3, False),
            ("B.", 429.3, 441.2, raised),
            ("Hille-", 450.9, 484.6, raised),
        ],
        [
            "brands (2003). Glioblastoma Subclasses Can Be Defined by Activity among",
            "Signal Transduction Pathways. Marine Chemistry, 12(3):45-67.",
        ],
    )
    lines += _entry(
        100.0 + 6.2 * _ROW,
        [
            (
                "[Solel, 2002] Solel, Baruch (2002). Bacteriophage latent-period evolution as",
                125.8,
                484.6,
                False,
            )
        ],
        ["a response to resource availability. Journal of Epidemiology, 51(9):399-416."],
    )
    return TextBlock(125.8, 100.0, 484.6, lines[-1].y1, lines)


def test_small_capitals_pieces_of_a_justified_line_stay_in_their_row() -> None:
    entries = split_entries([_list(raised=True)])
    assert len(entries) == 3
    assert "Khrapai, V. S. und B. Hillebrands (2003)" in entries[1]
    assert parse_reference(entries[1]).title.startswith("Glioblastoma Subclasses")


def test_pieces_of_a_justified_line_boxed_alike_control() -> None:
    assert len(split_entries([_list(raised=False)])) == 3


@pytest.mark.parametrize(
    ("text", "authors", "title"),
    [
        (
            "García Márquez, G. and Smith, J. (2015). A study of magic realism. Journal of"
            " Letters, 12, 3-9.",
            ("G. García Márquez", "J. Smith"),
            "A study of magic realism",
        ),
        (
            "Smith, J., Martín Gómez, A., and Lee, K. (2019). Another title here. Physics"
            " Letters, 3, 1-2.",
            ("J. Smith", "A. Martín Gómez", "K. Lee"),
            "Another title here",
        ),
        (
            "van der Berg Smit, J. and Lee, K. 2001. Title of the paper. Nature 12:3-4.",
            ("J. van der Berg Smit", "K. Lee"),
            "Title of the paper",
        ),
        (
            "López, J./García Márquez, G. (2015): Realism revisited, in: Journal of Letters,"
            " 12, S. 3-9.",
            ("J. López", "G. García Márquez"),
            "Realism revisited",
        ),
        (
            "GARCÍA MÁRQUEZ, G. and SMITH, J. (2015). A study of magic realism. Journal of"
            " Letters, 12, 3-9.",
            ("G. GARCÍA MÁRQUEZ", "J. SMITH"),
            "A study of magic realism",
        ),
    ],
)
def test_a_surname_of_two_words_written_first_is_read_whole(
    text: str, authors: tuple[str, ...], title: str
) -> None:
    entry = parse_reference(text)
    assert entry.authors == authors
    assert entry.title == title


@pytest.mark.parametrize(
    ("text", "authors"),
    [
        (
            "Smith, J. and Lee, K. (2015). Deep Learning, A. Smith. Journal, 3, 4-5.",
            ("J. Smith", "K. Lee"),
        ),
        ("Le Guen, P. and Smith, J. (2015). A study. Journal, 1, 2.", ("P. Le Guen", "J. Smith")),
        ("Jane Doe and Tom Lee. A title here. Journal, 3, 4-5.", ("Jane Doe", "Tom Lee")),
    ],
)
def test_one_word_surnames_and_given_first_names_read_as_before_control(
    text: str, authors: tuple[str, ...]
) -> None:
    assert parse_reference(text).authors == authors


@pytest.mark.parametrize(
    ("text", "venue"),
    [
        (
            "Smith, J. 2003. Chapter title. Pages 47-66 of: Doe, J. (ed), Handbook of Things."
            " Springer.",
            "Handbook of Things",
        ),
        (
            "Smith, J. 2003. Chapter title. Pages 47-66 of: Doe, J., & Roe, K. (eds), Handbook"
            " of Things. Springer.",
            "Handbook of Things",
        ),
        (
            "Smith, J. 2003. A learning title. Pages 1-9 of: Proceedings of ICML. Morgan Kaufmann.",
            "Proceedings of ICML",
        ),
    ],
)
def test_a_book_or_proceedings_after_pages_of_without_editors_or_publisher(
    text: str, venue: str
) -> None:
    assert parse_reference(text).venue == venue


def test_a_proceedings_part_after_an_acronym_stays_control() -> None:
    text = "Smith, J. 2003. A title. Pages 1-9 of: Proc. of the IEEE. Part A."
    assert parse_reference(text).venue == "Proc. of the IEEE. Part A"


@pytest.mark.parametrize(
    ("text", "authors"),
    [
        (
            "Marrais, Robert P. C. de, F. C. Mena und M. Kostylev (2022). In vivo"
            " electroporation. International Journal of Materials Science, 3:4-5.",
            ("Robert P. C. de Marrais", "F. C. Mena", "M. Kostylev"),
        ),
        (
            "Loosdrecht, Paul H. M. van und D. Lutz (2016). Small-molecule antagonists."
            " International Journal of Public Health, 3:4-5.",
            ("Paul H. M. van Loosdrecht", "D. Lutz"),
        ),
    ],
)
def test_late_particles_after_initials_of_a_given_name(text: str, authors: tuple[str, ...]) -> None:
    assert parse_reference(text).authors == authors


def test_late_particles_before_a_comma_control() -> None:
    entry = parse_reference("Santos, Maria dos; Tak, Floris van der: Title. Venue, 2001.")
    assert entry.authors == ("Maria dos Santos", "Floris van der Tak")
