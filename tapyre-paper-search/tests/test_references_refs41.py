"""Round forty-one's reference rules (refs41).

1. A line-end hyphen before a piece in mixed case ("Rag-" / "mTORC1", jpe's title) or
   closing a compound adjective ("kinetochore-" / "independent", newcastle's) is the
   author's: kept, the break gone (``refbreaks``).
2. A surname-first list's double surname right before the title, no year between
   ("García Márquez, G. Cien años de soledad.", "SMITH, J.; GARCÍA MÁRQUEZ, G.
   Title"), with particles inside ("Rodríguez de la Fuente, F."), after German "und":
   read whole (``refdoublenames``).
3. A place or a publisher where such a surname would stand ("Smith, J., New York,
   N.Y., 2015.", "Doe, J., Cambridge University Press, C. (2015).") is no name
   (``refplaces.no_surname``).
4. "Pages 1-9 of: Proceedings of NAACL-HLT. Human Language Technologies.": the
   sentence after the acronym is the venue's own (``refplaces.venue_sentence``).
5. "Title, Doktorarbeit, ETH Zurich.": the school is the venue (``refcommain``).
6. "Acknowledgements" alone on its line after the list, its prose naming a year, ends
   the list (``refheadprose``).
7. A paragraph of prose left of the references heading on its page, set in the list's
   own type and read after the heading, is no entry (``refleftprose``).
Controls (marked so) pass on the base too.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from ref_blocks import column_block
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.references import find_references, parse_reference
from tapyre_paper_search.pdf.refpieces import entry_text
from test_references_list_ends import numbered_list_page


@pytest.mark.parametrize(
    ("parts", "expected"),
    [
        (["Glutaminolysis activates Rag-", "mTORC1 signaling."], "Rag-mTORC1 signaling"),
        (["Knock-down by anti-", "siRNA duplexes."], "anti-siRNA duplexes"),
        (["Loss of wild-type anti-", "p53 antibodies."], "anti-p53 antibodies"),
        (["The ino80 atp-", "dependent remodeling complex."], "atp-dependent remodeling"),
        (["A kinetochore-", "independent mechanism."], "kinetochore-independent mechanism"),
        # controls: a word hyphenated at the line's end is joined; a prefix before such
        # a word is left to the line-end rule (which keeps it, both pieces words)
        (["A study of infor-", "mation retrieval."], "information retrieval"),
        (["An inter-", "dependent set."], "inter-dependent set"),
    ],
)
def test_a_line_end_hyphen_before_a_piece_in_mixed_case_is_kept(
    parts: list[str], expected: str
) -> None:
    assert expected in entry_text(parts, None)


@pytest.mark.parametrize(
    ("text", "authors", "title"),
    [
        (
            "García Márquez, G. Cien años de soledad. Buenos Aires: Sudamericana, 1967.",
            ("G. García Márquez",),
            "Cien años de soledad",
        ),
        (
            "SMITH, J.; GARCÍA MÁRQUEZ, G. Title of the paper. Journal of Things, v. 3, "
            "p. 1-5, 2015.",
            ("J. SMITH", "G. GARCÍA MÁRQUEZ"),
            "Title of the paper",
        ),
        (
            "Rodríguez de la Fuente, F. El hombre y la tierra. Madrid: Salvat, 1975.",
            ("F. Rodríguez de la Fuente",),
            "El hombre y la tierra",
        ),
        (
            "Smith, J. und Rodríguez de la Fuente, F. (2015). Title here. Journal of "
            "Things, 3, 1-5.",
            ("J. Smith", "F. Rodríguez de la Fuente"),
            "Title here",
        ),
        # places and publishers where a double surname would stand
        (
            "Smith, J., New York, N.Y., 2015. A study of things. Journal of Stuff 3, 1-5.",
            ("J. Smith",),
            None,
        ),
        (
            "Doe, J., Cambridge University Press, C. (2015). A book of things.",
            ("J. Doe",),
            None,
        ),
        # controls: names given first after one that looks surname-first
        (
            "Qi Li, M. Lopez de Haro, and Christian Krattenthaler. 2014. A gradient of "
            "template dependence. Ann. Public Health 82, 4 (2014), 138-142.",
            ("Qi Li", "M. Lopez de Haro", "Christian Krattenthaler"),
            "A gradient of template dependence",
        ),
        (
            "Sankalpa Ghosh, N. V. Chandra Shekar, L. Despont, and Fangcui Zhao. 2004. "
            "Diabetes-induced effects. Journal of Public Health 23, 8 (2004), 339-342.",
            ("Sankalpa Ghosh", "N. V. Chandra Shekar", "L. Despont", "Fangcui Zhao"),
            "Diabetes-induced effects",
        ),
        (
            "García Márquez, G. and Smith, J. (2015). Title here. Journal of Things, 3, 1-5.",
            ("G. García Márquez", "J. Smith"),
            "Title here",
        ),
    ],
)
def test_double_surnames_before_a_title_and_places_in_their_place(
    text: str, authors: tuple[str, ...], title: str | None
) -> None:
    parsed = parse_reference(text)
    assert parsed.authors == authors
    if title is not None:
        assert parsed.title == title


@pytest.mark.parametrize(
    ("text", "venue"),
    [
        (
            "Smith, J. 2010. Parsing things. Pages 1-9 of: Proceedings of NAACL-HLT. "
            "Human Language Technologies.",
            "Proceedings of NAACL-HLT. Human Language Technologies",
        ),
        ("Müller, H. (2015). Über die Dinge, Doktorarbeit, ETH Zurich.", "ETH Zurich"),
        # controls: a publisher after the acronym goes; a "Dissertation" before the school
        (
            "Smith, J. 2010. Parsing things. Pages 1-9 of: Proceedings of ICML. Morgan Kaufmann.",
            "Proceedings of ICML",
        ),
        (
            "Smith, J. 2010. Parsing things. Pages 1-9 of: Proceedings of ICML. Springer Verlag.",
            "Proceedings of ICML",
        ),
        ("Müller, H. (2015). Über die Dinge, Dissertation, ETH Zurich.", "ETH Zurich"),
    ],
)
def test_a_venues_own_sentence_and_a_german_thesis_kind(text: str, venue: str) -> None:
    assert parse_reference(text).venue == venue


_THANKS = [
    "This work was supported by the national fund in 2019 and by the people of the",
    "lab who helped us run the experiments over the summer of 2020 at the institute.",
]


@pytest.mark.parametrize(
    ("heading", "prose"),
    [
        ("Acknowledgements", _THANKS),
        ("7 Acknowledgments", _THANKS),
        ("Supplementary Material", _THANKS),
        # control: prose with no year ended the list before
        ("Acknowledgements", [t.replace(" in 2019", "").replace(" of 2020", "") for t in _THANKS]),
    ],
)
def test_a_heading_whose_prose_names_a_year_ends_the_list(
    tmp_path: Path, heading: str, prose: list[str]
) -> None:
    references = extract_pdf(numbered_list_page(tmp_path, heading, prose=prose)).references
    assert len(references) == 12
    assert references[-1].text.endswith("In Proc. Conf., 2022.")


_PARAGRAPH = [
    "Between 1995 and 2000 there were marked changes",
    "in the epidemiology of malaria in the towns of the south,",
    "and we documented these changes using the data from a series",
    "of community- and hospital-based studies involving",
    "children up to the age of five years in 2000 and after.",
]


@pytest.mark.parametrize("prose_left", [True, False])
def test_prose_left_of_the_heading_in_the_lists_type_is_no_entry(prose_left: bool) -> None:
    """A page whose left column closes a section while the right one opens the list
    (natbib's Harvard styles in article: one size for both), the left paragraphs read
    after the heading.  Control (``prose_left`` False): an entry's block in the left
    column's place stays (its first line names and initials)."""
    left = (
        _PARAGRAPH
        if prose_left
        else ["Smith, J. and Doe, K. (2015) ‘Title of the", "study’. Journal of Things,", "3, 1-5."]
    )
    blocks = [
        column_block(["Body text of the page before the last one of the paper."], x=72.0, y=100.0),
        column_block(["6 Conclusions"], x=72.0, y=125.0, width=108.0),
        column_block(["References"], x=311.0, y=125.0, width=75.0),
        column_block(["Beck, H. and Brejová, B. (2018) ‘The ino80 atp-"], x=311.0, y=150.0),
        column_block(left, x=72.0, y=190.0),
        column_block(
            [
                "dependent remodeling complex’. In Proceedings of",
                "the 15th Conference, pp. 434-442.",
            ],
            x=321.0,
            y=162.0,
        ),
        column_block(["Dembele, L. and Ostrik, V. (2012) ‘Foxp2 and foxp1"], x=311.0, y=221.0),
        column_block(
            ["cooperatively regulate lung development’. Science,", "89(6), pp. 289-292."],
            x=321.0,
            y=233.0,
        ),
    ]
    found = find_references(blocks, [0])
    texts = [line.text for block in found for line in block.lines]
    assert (left[0] in texts) is not prose_left
    assert texts[0].startswith("Beck")
