"""Reference lists as BibTeX's real styles set them.

alpha and its kin label entries "[Knu84]", "[CVK+16]" (the label often alone,
left of the entry's first line, and measured taller where it holds a raised
"+"); REVTeX sets its list under a rule with no heading; the classic styles
print "Journal, 12(3):45--67, 2020", Elsevier's Harvard "Journal 12, 45--67.",
and a publisher after the proceedings.  Hand-made blocks and the printed text.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock
from tapyre_paper_search.pdf.references import find_references, parse_reference, references_of
from tapyre_paper_search.pdf.refunheaded import opens_unheaded_list


def lines_block(rows: list[tuple[float, str]], y: float, size: float = 10.0) -> TextBlock:
    """A block whose rows are (x, text), each 12 points under the one before."""
    made = [
        BlockLine(text, x, y + 12 * i, x + 250, y + 12 * i + 10, size, False)
        for i, (x, text) in enumerate(rows)
    ]
    return TextBlock(min(x for x, _ in rows), y, 350, made[-1].y1, made)


HEADING = lines_block([(100, "References")], 80, size=14.0)
BODY = lines_block([(100, "We compare with earlier work [1] on retrieval and on ranking.")], 40)


def alpha_list(size_of_plus: float = 13.0) -> list[TextBlock]:
    return [
        lines_block(
            [
                (100, "[CMS17] Dohoon Choi, Ulrich Mosel, and M. De Napoli. A functional study"),
                (160, "of sound localization. PhD thesis, University of Leeds, 2017."),
            ],
            100,
        ),
        lines_block(
            [
                (100, "[CVK+16]"),
                (160, "James Clark, L. Vetere, and Christian Krattenthaler. A novel family"),
                (160, "of endoribonucleases. Reviews in Radiology, 78(2):776-792, 2016."),
            ],
            130,
            size=size_of_plus,  # the raised "+" makes the whole block measure taller
        ),
        lines_block(
            [
                (100, "[FC00]"),
                (160, "K. Fukumoto and YoungJu Choie. Oxidative phosphorylation in"),
                (160, "mitochondria. Journal of Biochemistry, 12:45-67, 2000."),
            ],
            172,
        ),
        lines_block(
            [
                (100, "[Pér18]"),
                (160, "Miguel Ángel Pérez. Loss of IGF-IEa impairs differentiation."),
                (160, "In Proceedings of the 30th Conference on Medicine, pages 1-9, 2018."),
            ],
            214,
        ),
    ]


def test_an_alpha_styles_labels_open_its_entries_and_are_not_part_of_them() -> None:
    refs = references_of([BODY, HEADING, *alpha_list(size_of_plus=10.0)])
    assert [r.authors[0] for r in refs] == [
        "Dohoon Choi",
        "James Clark",
        "K. Fukumoto",
        "Miguel Ángel Pérez",
    ]
    assert refs[1].title == "A novel family of endoribonucleases"
    assert [r.year for r in refs] == [2017, 2016, 2000, 2018]


def test_an_entry_parsed_alone_leaves_its_alpha_label_out() -> None:
    entry = "[Knu84] Donald E. Knuth. The TeXbook. Addison-Wesley, 1984."
    parsed = parse_reference(entry)
    assert parsed.authors == ("Donald E. Knuth",)
    assert (parsed.title, parsed.year) == ("The TeXbook", 1984)


def test_a_labelled_block_measured_taller_is_neither_a_heading_nor_the_lists_size() -> None:
    """ "[CVK+16]"'s block measures 13 points in a 10-point list: before, its name line
    read as a heading that ended the list, or the list's size left the others out."""
    refs = references_of([BODY, HEADING, *alpha_list()])
    assert len(refs) == 4
    assert refs[3].title == "Loss of IGF-IEa impairs differentiation"


def revtex_page() -> list[TextBlock]:
    """The last page of a REVTeX paper: a footnote, then "[1]" … under a rule."""
    return [
        lines_block([(60, "gaard, Efficient T cell activation requires an optimal"),
                     (60, "dwell-time, Tech. Rep. TR-33 (ETH Zurich, 2024).")], 60),
        lines_block([(60, "∗ewang@university.fr"),
                     (60, "[1] M. Wiemann, L. Fernández, and D. Englund, Journal of"),
                     (72, "Mechanical Engineering 120, 165 (2017).")], 90),
        lines_block([(60, "[2] G. Worseck, Annals of Marine Chemistry 53, 783 (2019)."),
                     (60, "[3] P. Aebi and B. Coupet, Applied Mathematics Research"),
                     (72, "41, 183 (2013).")], 130),
        lines_block([(60, "[4] H. Pan, M. L. de Haro, and S. Kjær-")], 170),
    ]  # fmt: skip


def test_a_numbered_list_with_no_heading_is_found_from_its_first_entry() -> None:
    page = revtex_page()
    # the right column's top is set higher than the left's first line
    page[0] = TextBlock(360, 60, 600, 84, [
        BlockLine(line.text, line.x0 + 300, line.y0, line.x1 + 300, line.y1, 10.0, False)
        for line in page[0].lines
    ])  # fmt: skip
    body = [BODY] * 3
    refs = references_of([*body, *page], [0, 3])
    assert [r.number for r in refs] == [1, 2, 3, 4]
    assert refs[0].authors == ("M. Wiemann", "L. Fernández", "D. Englund")
    assert refs[0].venue == "Journal of Mechanical Engineering"
    assert "ewang" not in refs[0].text
    # the right column's top, read first, goes on with the last entry
    assert refs[3].text.endswith("(ETH Zurich, 2024).")
    assert refs[3].year == 2024


def test_a_list_with_no_heading_needs_names_after_its_first_number_and_a_sequence() -> None:
    prose = lines_block([(60, "[1] is the first claim of the list below, and")], 90)
    assert not opens_unheaded_list(prose)
    assert find_references([BODY, prose, BODY]) == []
    lone = lines_block([(60, "[1] M. Wiemann and D. Englund, Journal 120, 165 (2017).")], 90)
    assert opens_unheaded_list(lone)
    assert find_references([BODY, lone, BODY]) == []  # no "[2]" and "[3]"


def test_the_classic_styles_volume_issue_and_pages_end_the_venue() -> None:
    for text, venue in [
        ("A. Lee and B. Kim. Growth of trees. Journal of Biochemistry, 102:850-874, 1997.",
         "Journal of Biochemistry"),
        ("A. Lee. Growth of trees. Reviews in Internal Medicine, 78(2):776-792, 2001.",
         "Reviews in Internal Medicine"),
        ("Lee, A., Kim, B., 2018. Growth of trees. Advances in Internal Medicine 69, 315-334.",
         "Advances in Internal Medicine"),
    ]:  # fmt: skip
        parsed = parse_reference(text)
        assert (parsed.title, parsed.venue) == ("Growth of trees", venue)
    # guard: a number in the venue's name before no volume and pages stays
    parsed = parse_reference("A. Lee. Growth of trees. Proceedings of the 7th Conference, 2019.")
    assert parsed.venue == "Proceedings of the 7th Conference"


def test_an_astronomy_style_entry_with_no_title_is_its_venue_after_the_year() -> None:
    parsed = parse_reference(
        "Grozman, P., Roca, L., & Reuter, D. 2005, Reviews in Medicine, 59, 314"
    )
    assert (parsed.title, parsed.venue, parsed.year) == ("", "Reviews in Medicine", 2005)
    assert parsed.authors == ("P. Grozman", "L. Roca", "D. Reuter")
    parsed = parse_reference(
        "Leupold, S., et al. 1998, in Proceedings of the 23rd Conference on Psychology, 189-208"
    )
    assert (parsed.title, parsed.venue) == ("", "Proceedings of the 23rd Conference on Psychology")
    # guards: a title after the year's full stop, and a title with no volume and page
    parsed = parse_reference("Lee, A. 2005. Growth of trees. Reviews in Medicine, 59, 314.")
    assert parsed.title == "Growth of trees"
    assert parse_reference("Smith, J. 2005, Deep learning for all, 2nd edn.").title


def test_a_books_place_and_publisher_in_brackets_are_no_part_of_its_title() -> None:
    parsed = parse_reference(
        "Wang, X., & Robertson, J. W. 2022, Rapid growth of rice genomes (New York: MIT Press)"
    )
    assert parsed.title == "Rapid growth of rice genomes"
    kept = parse_reference("Wang, X. 2022. Rapid growth of rice genomes (a review). Nature 5, 1.")
    assert kept.title == "Rapid growth of rice genomes (a review)"


def test_a_lines_rest_set_apart_in_its_row_opens_no_entry_of_a_hanging_list() -> None:
    """natbib's styles break an entry at "\\newblock": a justified line's rest, far right
    in the same row, read as a line of its own in a column of its own."""

    def row(x: float, y: float, text: str, width: float = 200) -> BlockLine:
        return BlockLine(text, x, y, x + width, y + 9, 10.0, False)

    rows = [
        row(126, 100, "Branko J. Malesevic, J. Y. Abuhlail, and A. M."),
        row(137, 112, "Kamchatnov.", width=50),
        row(210, 112, "High-resolution mapping of open chromatin in the rice"),
        row(137, 124, "genome. Advances in Radiology, 57:244-252, 2017."),
        row(126, 136, "K. Kechedzhi. Cdk1 is sufficient to drive the cell cycle. PhD"),
        row(137, 148, "thesis, ETH Zurich, 2013."),
        row(126, 160, "J. Y. Abuhlail. Competition between target sites. Information"),
        row(137, 172, "Systems Research, 7(1):84-99, 2007."),
    ]
    refs = references_of([HEADING, TextBlock(126, 100, 420, 181, rows)])
    assert len(refs) == 3
    assert refs[0].title == "High-resolution mapping of open chromatin in the rice genome"


def test_a_page_read_with_its_fonts_keeps_its_entries_where_the_type_measures_smaller() -> None:
    """The list's first page (read with fonts) measures its 7.9-point type at 7.0, the
    next page (read word by word) at 7.9: the first page's entries are no footnotes."""
    first = [
        BODY,
        lines_block([(100, "REFERENCES")], 600, size=10.9),
        lines_block([(100, "[1] Changhyun Ahn and Ed Bloomer. 2007. Molecular waves in"),
                     (112, "arrays of enzymes. Journal of Physics 3 (2007), 1-9."),
                     (100, "[2] Vanessa Casagrande and Yuichi Togashi. 2010. Growth of"),
                     (112, "street trees. Annals of Botany 4 (2010), 10-19."),
                     (100, "[3] Ana de la Cruz and Sankalpa Ghosh. 2011. Homocysteine"),
                     (112, "and other thiols. Data Review 5 (2011), 20-29.")], 620, size=7.0),
    ]  # fmt: skip
    second = [
        lines_block([(100, f"[{n}] Paolo Di Vecchia. 2023. Glucose metabolism number {n}."),
                     (112, f"Neuroscience Research 39 (2023), {n}-91.")], 60 + 30 * n, size=7.9)
        for n in range(4, 8)
    ]  # fmt: skip
    refs = references_of([*first, *second], [0, len(first)])
    assert [r.number for r in refs] == [1, 2, 3, 4, 5, 6, 7]


def test_a_proceedings_venue_ends_before_its_publisher_year_and_pages() -> None:
    for text in [
        "Lee A, Kim B. Growth of trees. In: Proceedings of the 12th Conference on Genetics; "
        "1999. p. 537-48.",
        "Lee A, Kim B. Growth of trees. In: Proceedings of the 12th Conference on Genetics. "
        "Springer; 1998. p. 663-87.",
        "Ann Lee and Bo Kim. 2015. Growth of trees. In Proceedings of the 12th Conference on "
        "Genetics. 148-167.",
        "Ann Lee and Bo Kim. 2015. Growth of trees. In Proceedings of the 12th Conference on "
        "Genetics. ACM, 148-167.",
        "A. Lee, B. Kim, Growth of trees, in: Proceedings of the 12th Conference on Genetics, "
        "ACM, 2015, pp. 1-9.",
    ]:
        parsed = parse_reference(text)
        assert parsed.title == "Growth of trees"
        assert parsed.venue == "Proceedings of the 12th Conference on Genetics", text
    # guards: a journal's name keeps its last words; so does a proceedings' long name
    assert parse_reference("Lee A. Growth of trees. Annals of Botany, Series B. 2019;4:1-9.").venue
    kept = parse_reference("A. Lee. Growth. In Proceedings of the Royal Society, Series A, 2019.")
    assert kept.venue == "Proceedings of the Royal Society, Series A"


def test_a_numbered_lists_entries_read_out_of_order_are_put_in_their_numbers_order() -> None:
    """A column's foot read after the next column ("[4]", "[5]" after "[6]" … "[8]")."""
    left = lines_block(
        [(60, f"[{n}] Ann Lee{n} and Bo Kim. Growth of trees {n}. Botany {n}, 1-9 (2019).")
         for n in (1, 2, 3)], 100)  # fmt: skip
    right = lines_block(
        [(300, f"[{n}] Ann Lee{n} and Bo Kim. Growth of trees {n}. Botany {n}, 1-9 (2019).")
         for n in (6, 7, 8)], 100)  # fmt: skip
    foot = lines_block(
        [(60, f"[{n}] Ann Lee{n} and Bo Kim. Growth of trees {n}. Botany {n}, 1-9 (2019).")
         for n in (4, 5)], 400)  # fmt: skip
    refs = references_of([HEADING, left, right, foot])
    assert [r.number for r in refs] == list(range(1, 9))
    assert refs[4].title == "Growth of trees 5"
    # guard: a list whose numbers are not 1 to N, each once, is left as read, each
    # bracketed number still opening its entry ("[6]" … "[8]" not swallowed by "[3]")
    gap = lines_block([(60, "[2] Ann Lee. Growth of trees. Botany 2, 1-9 (2019).")], 500)
    refs = references_of([HEADING, left, right, foot, gap])
    assert [r.number for r in refs] == [1, 2, 3, 6, 7, 8, 4, 5, 2]
    assert refs[3].title == "Growth of trees 6" and "[7]" not in refs[3].text


def test_a_wrapped_line_opening_with_a_cited_entrys_number_opens_no_entry() -> None:
    rows = [
        "[1] A. Smith, B. Jones, Ranking documents, J. Retrieval 3, 1 (2019).",
        "[2] C. Brown, Ranking passages, an extension of the method of",
        "[1] to long documents, J. Retrieval 4, 9 (2020).",
        "[3] E. Green, Short queries, J. Retrieval 5, 7 (2021); see also",
        "[2] for the long ones.",
        "[4] G. Grey, Erratum to",
        "[9], J. Retrieval 6, 9 (2022).",
        "[5] H. Red, Medium queries, J. Retrieval 7, 1 (2023).",
    ]
    refs = references_of([HEADING, lines_block([(60, row) for row in rows], 100)])
    assert [r.number for r in refs] == [1, 2, 3, 4, 5]
    assert refs[1].title == "Ranking passages, an extension of the method of [1] to long documents"
    assert (refs[1].year, refs[3].year) == (2020, 2022)


def test_the_classic_styles_leftovers_leave_the_titles_end() -> None:
    cases = [
        ("J. Kaupuzs. Some aspects of the phi4 model, 2010.", "Some aspects of the phi4 model"),
        ("D. N. Burrows and E. Rapisarda. Tyr26 phosphorylation of PGAM1. PhD thesis, "
         "University of Leeds, 2018.", "Tyr26 phosphorylation of PGAM1"),
        ("P. B. Welander, F. Clerc, Crystal structure of the 60S subunit, Tech. Rep. TR-32, "
         "Stanford University, 2019.", "Crystal structure of the 60S subunit"),
        ("M. Praszalowicz, C. Krattenthaler, Improving outcomes of kidney injury, Cambridge "
         "University Press, New York, 2023.", "Improving outcomes of kidney injury"),
        ("Ann Lee. How long will potentiation last? Annals of Data Science, 40:108-121, 2023.",
         "How long will potentiation last?"),
    ]  # fmt: skip
    for text, title in cases:
        assert parse_reference(text).title == title, text
    asked = parse_reference("Ann Lee. How long will it last? Annals of Data Science, 40:1-9, 2023.")
    assert asked.venue == "Annals of Data Science"
    assert parse_reference("J. Kaupuzs. Some aspects of the phi4 model, 2010.").year == 2010
    # guards: a title's own year before the entry's venue, or with another year, stays
    kept = parse_reference("S. A. Gurvitz. 2003. Cancer statistics, 2014. arXiv preprint 1401.1.")
    assert kept.title == "Cancer statistics, 2014"
    assert parse_reference("Meta, Llama 2: open chat models, 2023.").title.endswith("2023")
    question = parse_reference("Ann Lee. Why? Because we can. Nature 5, 1-9 (2019).")
    assert question.title == "Why? Because we can"


def test_the_next_columns_top_read_before_the_heading_is_put_back_in_author_year_lists() -> None:
    """AAS's entries hang with the year on their first line: the right column's last
    entry's last block holds none ("Zinovjev, G. 2019, Nuclear accu-" / "mulation …")."""

    def entry(x: float, y: float, first: str, second: str) -> list[TextBlock]:
        return [lines_block([(x, first)], y), lines_block([(x + 10, second)], y + 12)]

    right = [
        *entry(311, 128, "Pérez, M. Á. 2014, Reviews in Theoretical Physics,", "45, 301"),
        *entry(311, 160, "Zinovjev, G. M., & Gelaki, S. 2019, Nuclear accu-",
               "mulation of HDAC4 in ATM deficiency, Physics Letters"),
    ]  # fmt: skip
    body = lines_block([(72, "The body's last paragraph, set in the left column.")], 128)
    heading = lines_block([(72, "References")], 377, size=14.0)
    left = [
        *entry(72, 402, "Åström, B., Dellafiore, A., & Li, Q. 1998, International",
               "Journal of Biology, 98, 527"),
        *entry(72, 448, "Bossert, M., Wang, H., & Clerc, F. 1997, Internal Medicine",
               "Research, 20, 315"),
        *entry(72, 494, "Nauman, S. K., Audenaert, K. M. R., & Kuch, W. 2013,",
               "Public Health Research, 42, 815"),
    ]  # fmt: skip
    for block in right:  # the right column stands right of the left one
        block.x1 = 540
    for block in left:
        block.x1 = 300
    refs = references_of([body, *right, heading, *left], [0])
    assert [r.authors[0].split()[-1] for r in refs] == [
        "Åström",
        "Bossert",
        "Nauman",
        "Pérez",
        "Zinovjev",
    ]


def test_a_list_numbered_with_numbers_glued_to_the_first_initial_is_found_and_cut() -> None:
    """REVTeX's aip option sets each entry's number as a superscript before its first
    name, read glued to it ("1J. Black, …"), under no heading."""
    page = lines_block(
        [
            (321, "1J. Black, G. Calucci, and S. Ghosh, Physics Letters"),
            (325, "68, 72 (2011)."),
            (321, "2X. Wang, J. A. Zapata, and M. Chardin, International Jour-"),
            (325, "nal of Marine Chemistry 56, 155 (2009)."),
            (321, "3M. Praszalowicz and R. Takahashi, Annals of Medicine"),
            (325, "118, 611 (2014)."),
        ],
        55,
    )
    refs = references_of([BODY, page])
    assert [r.number for r in refs] == [1, 2, 3]
    assert refs[0].authors == ("J. Black", "G. Calucci", "S. Ghosh")
    assert refs[1].venue == "International Journal of Marine Chemistry"
    # guard: two glued numbers make no list
    two = lines_block([(321, "1J. Black, Physics Letters 68, 72 (2011)."),
                       (321, "2X. Wang, Annals of Medicine 5, 1 (2014).")], 55)  # fmt: skip
    assert references_of([BODY, two]) == ()


def test_a_last_name_with_a_full_given_name_after_its_initials_ends_before_the_title() -> None:
    # the classic styles: "… and A. V. Gopala Rao. Title …" (two capitalised words
    # after the initials, then a sentence)
    for text, last, title in [
        ("S. Gopal and A. V. Gopala Rao. Copi complex is a regulator of lipid "
         "homeostasis. Cell, 12:3-9, 2019.", "A. V. Gopala Rao",
         "Copi complex is a regulator of lipid homeostasis"),
        ("J. Doe and S. Michael Fall. Senescent growth arrest in stem cells. Cell, 2019.",
         "S. Michael Fall", "Senescent growth arrest in stem cells"),
    ]:  # fmt: skip
        parsed = parse_reference(text)
        assert (parsed.authors[-1], parsed.title) == (last, title)
    # guard: a journal's abbreviations or name after a name are no part of it
    assert parse_reference("S. Weinberg Phys. Rev. Lett. 19, 1264 (1967).").authors == (
        "S. Weinberg",
    )
    assert parse_reference("A. Smith Nature 521, 436 (2015).").authors == ("A. Smith",)


def test_a_quoted_question_and_a_trailing_arxiv_id_leave_the_title() -> None:
    parsed = parse_reference(
        "A. Lee, “Production of cloned mice: how to improve cloning efficiency?” Annals of "
        "Oncology, vol. 81, no. 10, pp. 731-738, 2019."
    )
    assert parsed.title == "Production of cloned mice: how to improve cloning efficiency?"
    assert parsed.venue == "Annals of Oncology"
    parsed = parse_reference(
        "A. Lee. Very strong magnetic fields as source of axions, arXiv preprint "
        "arXiv:0704.0169, 2007."
    )
    assert (parsed.title, parsed.arxiv_id) == (
        "Very strong magnetic fields as source of axions",
        "0704.0169",
    )
    # guard: a title quoted with its comma inside keeps its inner question
    parsed = parse_reference('A. Lee, "Is it safe? A study," Journal of Things, vol. 3, 2019.')
    assert parsed.title == "Is it safe? A study"


def test_an_author_year_label_alone_measured_taller_neither_ends_the_list_nor_opens_it() -> None:
    """German DIN's labels ("[Choi und Choie 2008]"), each alone on a line above its
    entry and measured twice the list's size: the list goes on past them, each entry
    is read without its label, the single author the label names before a colon."""
    entries = [
        ("[Barvinsky 2024]", "Barvinsky, A. O.: Direct reprogramming of hepatic",
         "myofibroblasts. In: Journal of Oncology 56 (2024), S. 726-732"),
        ("[Choi und Choie 2008]", "Choi, Dohoon ; Choie, YoungJu: Limits of weakly",
         "holomorphic forms. In: Advances in Physics 12 (2008), S. 1-9"),
        ("[Rezzolla 2010]", "Rezzolla, Luciano: Cell-mediated immunity and",
         "antibody responses. In: Materials Science Letters 35 (2010), Nr. 4, S. 668-682"),
    ]  # fmt: skip
    blocks = [BODY, HEADING]
    for n, (label, first, second) in enumerate(entries):
        y = 100.0 + 60 * n
        blocks.append(lines_block([(100, label)], y, size=20.7))
        blocks.append(lines_block([(100, first), (115, second)], y + 24))
    refs = references_of(blocks)
    assert [r.authors for r in refs] == [
        ("A. O. Barvinsky",),
        ("Dohoon Choi", "YoungJu Choie"),
        ("Luciano Rezzolla",),
    ]
    assert [r.title for r in refs] == [
        "Direct reprogramming of hepatic myofibroblasts",
        "Limits of weakly holomorphic forms",
        "Cell-mediated immunity and antibody responses",
    ]
    assert refs[2].venue == "Materials Science Letters"
