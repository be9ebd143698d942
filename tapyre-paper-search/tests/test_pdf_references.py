"""The references list: found after its heading, cut into entries, parsed into records."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pymupdf
import pytest
from pdf_samples import add_body_pages
from pdfgen.body import EXTRA_STYLES, format_reference, reference_blocks
from pdfgen.body import Reference as Truth
from pdfgen.canvas import Canvas, Face
from pdfgen.flow import Block, Flow
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock
from tapyre_paper_search.pdf.references import parse_reference, split_entries

TRUTHS = [
    Truth(
        ("Jane Q. Doe", "Ann Lee"),
        "Dense retrieval for scientific claims",
        2021,
        "Journal of Data Science",
        doi="10.1234/jds.2021.17",
    ),
    Truth(
        ("Kenji Tanaka",),
        "Sleep spindles and memory",
        2019,
        "Annals of Neuroscience",
        arxiv_id="1905.01234",
    ),
    Truth(
        ("Maria van der Berg", "Wei Zhang", "Olga Petrova"),
        "Graph networks under scaffold shift",
        2020,
        "Proceedings of the 4th Conference on Chemistry",
    ),
]


@pytest.mark.parametrize("style", ["acl", "ieee", "apa", "nature", *EXTRA_STYLES])
def test_each_citation_style_is_parsed(style: str) -> None:
    for truth in TRUTHS:
        parsed = parse_reference(format_reference(truth, style))
        assert parsed.title == truth.title
        assert parsed.year == truth.year
        assert parsed.doi == truth.doi.lower()
        assert parsed.arxiv_id == (truth.arxiv_id if not truth.doi else "")
        assert [a.split()[-1] for a in parsed.authors] == [a.split()[-1] for a in truth.authors]
        assert parsed.venue.startswith(truth.venue.split()[0])


def test_other_common_forms() -> None:
    vancouver = parse_reference(
        "Doe J, Smith AB. A trial of sleep. Lancet Psychiatry. 2018;5(3):201-9."
    )
    assert vancouver.authors == ("J Doe", "AB Smith") and vancouver.year == 2018
    assert vancouver.title == "A trial of sleep"
    etal = parse_reference(
        "Vaswani, A. et al. Attention is all you need. In NeurIPS (2017). arXiv:1706.03762v5"
    )
    assert etal.authors == ("A. Vaswani",) and etal.arxiv_id == "1706.03762" and etal.year == 2017
    elided = parse_reference('N. d\'Ambrumenil and P. Ivanov, "Spin waves," Phys. Lett., 2001.')
    assert elided.authors == ("N. d'Ambrumenil", "P. Ivanov") and elided.title == "Spin waves"
    url = parse_reference("A. Kim. Data. https://doi.org/10.5555/ABC.1 (2020).")
    assert url.doi == "10.5555/abc.1" and url.year == 2020


@pytest.mark.parametrize(
    "text",
    [
        "Smith, J., Miller, R. and Chen, L. (2000). Title of the paper. Venue.",
        "Smith, J., Miller, R., & Chen, L. (2000). Title of the paper. Venue.",
        "Smith, J. A., Miller, R. B. & Chen, L. 2000. Title of the paper. Venue.",
        "SMITH, J., MILLER, R. and CHEN, L. (2000) Title of the paper. Venue.",
        "Smith, J.A., Miller, R.B. and Chen, L., 2000. Title of the paper. Venue 12, 1-9.",
        "Smith, John, Ruth Q. Miller, and Li Chen. 2000. Title of the paper. Venue.",
        "Smith, John A., Miller, Ruth and Chen, Li (2000). Title of the paper. Venue.",
        "Smith J., Miller R. and Chen L. Title of the paper. Venue, 2000.",
        "Smith J, Miller RQ, Chen L. Title of the paper. Venue. 2000;12(3):1-9.",
    ],
)
def test_surname_first_lists_keep_their_last_author(text: str) -> None:
    parsed = parse_reference(text)
    assert [a.split()[-1].lower() for a in parsed.authors] == ["smith", "miller", "chen"]
    assert parsed.title == "Title of the paper"
    assert parsed.year == 2000


def test_a_lone_author_read_surname_first_is_not_run_into_the_title() -> None:
    for text in (
        "Tanaka K. Sleep spindles and memory. Annals of Neuroscience. 2019.",
        "Tanaka K. M. Sleep spindles and memory. Annals of Neuroscience, 2019.",
        "Tanaka, Kenji. 2019. Sleep spindles and memory. Annals of Neuroscience.",
    ):
        parsed = parse_reference(text)
        assert [a.split()[-1] for a in parsed.authors] == ["Tanaka"], text
        assert parsed.title == "Sleep spindles and memory", text
    given_first = parse_reference("Kenji M. Tanaka. 2019. Sleep spindles. In Neuroscience.")
    assert given_first.authors == ("Kenji M. Tanaka",)


@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            "Google, Gemini: a family of highly capable multimodal models. arXiv preprint "
            "arXiv:2312.11805, 2023.",
            "Google, Gemini: a family of highly capable multimodal models",
        ),
        (
            "Meta, Llama 2: Open foundation and fine-tuned chat models, 2023.",
            "Meta, Llama 2: Open foundation and fine-tuned chat models, 2023",
        ),
        ("Microsoft, Phi-3 Technical Report, 2024.", "Microsoft, Phi-3 Technical Report, 2024"),
        ("Anonymous, Under review, 2024.", "Anonymous, Under review, 2024"),
    ],
)
def test_a_corporate_author_before_a_capitalised_word_is_no_person(text: str, title: str) -> None:
    """ "Org, Word" is not "Doe, Jane": no person is made up and the title keeps its words."""
    parsed = parse_reference(text)
    assert parsed.authors == ()
    assert parsed.title == title


def test_a_title_after_surname_comma_given_is_no_second_author() -> None:
    """MLA: "Smith, Adam, The Wealth of Nations" names one author; the title is whole."""
    parsed = parse_reference("Smith, Adam, The Wealth of Nations, London, 1776.")
    assert parsed.authors == ("Adam Smith",)
    assert parsed.title.startswith("The Wealth of Nations")
    initial = parse_reference("Bishop, Christopher M. Pattern Recognition. Springer, 2006.")
    assert initial.authors == ("Christopher M. Bishop",)
    assert initial.title == "Pattern Recognition"


@pytest.mark.parametrize("mark", ["†", "*", "∗", "‡"])
def test_a_marked_name_with_a_middle_initial_is_read_whole(mark: str) -> None:
    parsed = parse_reference(f"Kim A. Smith{mark} and Li Chen. 2015. Daggers. In ACL.")
    assert parsed.authors == ("Kim A. Smith", "Li Chen")
    assert parsed.title == "Daggers"
    slashed = parse_reference("Kim A. Smith/Li Chen. 2015. Slash. In ACL.")
    assert slashed.authors[0] == "Kim A. Smith"
    title = parse_reference("Smith J, Kim B. Input/output systems. J Things. 2019.")
    assert title.authors == ("J Smith", "B. Kim")
    assert title.title == "Input/output systems"


def test_initials_then_a_given_first_name_with_a_middle_initial() -> None:
    parsed = parse_reference("Smith, J., Ruth Q. Miller. 2000. Mixed. Journal.")
    assert parsed.authors == ("J. Smith", "Ruth Q. Miller")
    assert parsed.title == "Mixed"


def lines(*rows: tuple[float, str]) -> TextBlock:
    made = [
        BlockLine(text, x, 100 + 12 * i, x + 200, 110 + 12 * i, 9.0, False)
        for i, (x, text) in enumerate(rows)
    ]
    return TextBlock(made[0].x0, made[0].y0, 300, made[-1].y1, made)


def test_numbered_entries_are_cut_at_the_next_number() -> None:
    block = lines(
        (72, "[1] J. Doe. A first paper about things. In Proc. of"),
        (72, "Something, 2019."),
        (72, "[2] A. Lee. A second paper. Journal, 2020."),
        (72, "[3] K. Tanaka. The third one, with 12 results. 2021."),
    )
    entries = split_entries([block])
    assert len(entries) == 3 and entries[0].endswith("Something, 2019.")


def test_hanging_indents_cut_entries_across_blocks() -> None:
    first = lines((72, "Doe, J. and Lee, A. 2019. A paper whose entry runs"))
    rest = lines(
        (83, "over two lines. Journal of Things."), (72, "Tanaka, K. 2020. Another paper. Venue.")
    )
    entries = split_entries([first, rest])
    assert entries == [
        "Doe, J. and Lee, A. 2019. A paper whose entry runs over two lines. Journal of Things.",
        "Tanaka, K. 2020. Another paper. Venue.",
    ]


@pytest.mark.parametrize(
    ("top", "hanging", "entries"),
    [
        # names and a year: an entry of its own, though the line before ends in a word
        (
            "Maria Olsen, Tom Baker, Lena Cruz, and",
            "Wen-li Yao. 2018b. Reading embeddings. In Proc. of Things.",
            2,
        ),
        ("Okafor, A., Berg, L. and Zhang, W. (2019).", "A paper. Journal of Things.", 2),
        # no names and year: the tail of the entry above, going on in the next column
        ("notators with care, and the data of", "the study. Journal of Things, 2020.", 1),
    ],
    ids=["given-first", "surname-first", "continuation"],
)
def test_a_column_opening_with_names_and_a_year_starts_an_entry(
    top: str, hanging: str, entries: int
) -> None:
    left = lines(
        (72, "Doe, J. and Lee, A. 2019. A corpus with annotations of"),
        (83, "patients, interventions and outcomes to support"),
    )
    right = TextBlock(
        320,
        100,
        560,
        160,
        [
            BlockLine(top, 320, 100, 540, 110, 9.0, False),
            BlockLine(hanging, 331, 112, 540, 122, 9.0, False),
            BlockLine("Tanaka, K. 2020. Another paper. Venue.", 320, 124, 540, 134, 9.0, False),
        ],
    )
    found = split_entries([left, right])
    assert len(found) == entries + 1
    assert found[-1] == "Tanaka, K. 2020. Another paper. Venue."
    assert found[0].endswith("to support") == (entries == 2)


def test_a_block_of_one_line_entries_is_cut_at_each_line() -> None:
    # Unnumbered entries that each fit on one line: neither a hang nor space between
    # them shows, and PyMuPDF gives the whole list as one block.
    entries = [
        "Ann Okafor and Li Berg. 2000. A first study. In Journal of Data Science.",
        "Ann Silva and Li Doe. 2001. A second study. In Annals. doi:10.1234/a.1.",
        "Ann Zhang. 2002. A third study whose title runs on and over a second line. In ICML.",
        "Li Novak and Ann Berg. 2003. A fourth study. arXiv:1903.10026.",
        *(f"Kim Lee. {2004 + i}. Study {5 + i}. In Annals." for i in range(3)),
    ]
    rows = [(54.0, entry) for entry in entries]
    head, tail = entries[2].split(" and over ")  # one entry wraps, hanging a little
    rows[2:3] = [(54.0, f"{head} and"), (63.0, f"over {tail}")]
    assert split_entries([lines(*rows)]) == entries


@pytest.mark.parametrize(
    "rows",
    [
        # lines that end with an initial's full stop
        (
            "Doe, J., Lee, A., Berg, M. and Zhang, W.",
            "Tanaka, K. 2019. A paper by many authors.",
            "Journal of Things, 12(3).",
        ),
        # the authors' year ends the first line and the venue's year is on the second:
        # two of three lines hold a year and two would start an entry
        (
            "Doe, J., Lee, A., Berg, M. and Zhang, W. (2019).",
            "A paper by many authors. Journal of Things 2019,",
            "12(3), pp. 1-9.",
        ),
    ],
    ids=["initials", "two-years"],
)
def test_an_entry_set_flush_left_over_lines_in_its_own_block_stays_whole(
    rows: tuple[str, ...],
) -> None:
    # Entries set apart by space, without indent: a block is one entry.
    first = lines(*((72, row) for row in rows))
    found = split_entries([first, lines((72, "Petrova, O. 2020. Another paper. Venue."))])
    assert found[1:] == ["Petrova, O. 2020. Another paper. Venue."]
    assert found[0].startswith("Doe, J.") and found[0].endswith(rows[-1])


def test_a_block_is_not_cut_where_a_piece_would_hold_no_year() -> None:
    # every line ends a sentence, two of three hold a year: the title line alone
    # would be an "entry" without a year
    first = lines(
        (72, "Doe, J. and Zhang, W. (2019)."),
        (72, "A paper by two authors."),
        (72, "Journal of Things 2019, 12(3), pp. 1-9."),
    )
    assert len(split_entries([first, lines((72, "Petrova, O. 2020. Another."))])) == 2


def test_a_list_of_three_line_entries_set_apart_by_space_gives_one_record_each(
    tmp_path: Path,
) -> None:
    surnames = ["Smith", "Doe", "Brown", "Miller", "Garcia", "Chen", "Novak", "Ito"]
    document = pymupdf.open()
    for number in range(5):  # the list past the first pages, as in a paper
        page = document.new_page()
        for row in range(30):
            text = f"Line {row} of page {number}: results were measured in 2019 and 2020."
            page.insert_text((72, 72 + 13 * row), text, fontsize=10)
    page = document.new_page()
    page.insert_text((72, 72), "References", fontsize=12)
    y = 96.0
    for i in range(12):
        names = [surnames[(i + k) % 8] for k in (0, 3, 5)]
        for text in (
            f"{names[0]}, J., {names[1]}, A. and {names[2]}, K. ({2000 + i}).",
            f"Title number {i} about sleep and memory. Journal of Studies {2000 + i},",
            f"vol. {i + 3}, pp. {100 + i}-{120 + i}.",
        ):
            page.insert_text((72, y), text, fontsize=9)
            y += 11
        y += 10  # space between entries, no indent, no numbers
    path = tmp_path / "blocks3.pdf"
    document.save(path)
    found = extract_pdf(path, ocr=None, use_model=False).references
    assert [r.year for r in found] == [2000 + i for i in range(12)]
    assert [r.authors[0].split()[-1] for r in found] == [surnames[i % 8] for i in range(12)]
    for i, record in enumerate(found):  # each whole: its title line and its pages
        assert f"Title number {i} " in record.text and f"pp. {100 + i}-" in record.text


def test_references_of_a_paper_are_parsed_in_order(tmp_path: Path) -> None:
    canvas = Canvas(pymupdf.open())
    canvas.new_page()
    flow = Flow(canvas, Face("times"), 10.0, 2, 54.0, top=70.0, bottom=720.0, rng=random.Random(2))
    flow.begin(80.0)
    flow.place(Block("paragraph", "We build on earlier retrieval work and compare with it. " * 20))
    blocks, _ = reference_blocks(TRUTHS * 4, random.Random(5), german=False)
    for block in blocks:
        flow.place(block)
    flow.place(Block("heading", "A Appendix: Proofs", role="heading", size=12.0))
    flow.place(Block("paragraph", "The proof follows from the lemma. " * 10))
    path = tmp_path / "refs.pdf"
    canvas.doc.save(path)
    references = extract_pdf(path).references
    assert [r.title for r in references] == [t.title for t in TRUTHS * 4]
    assert [r.year for r in references] == [t.year for t in TRUTHS * 4]
    assert references[0].number == 1 and references[-1].number == 12


# -- names and titles the parser misread before (issue 25, refs11) -------------------

PARTICLE_TRUTHS = [
    Truth(("Marco De Napoli", "Jean Fuchs"), "Myeloid factors in infection", 2018, "Journal of X"),
    Truth(("Ann Lee", "Paolo Di Vecchia"), "Strings and branes", 2019, "Annals of Physics"),
]


@pytest.mark.parametrize("style", ["acl", "ieee", "apa", "nature", *EXTRA_STYLES])
def test_a_capitalised_particle_stays_with_its_surname(style: str) -> None:
    for truth in PARTICLE_TRUTHS:
        parsed = parse_reference(format_reference(truth, style))
        assert [a.split()[-1] for a in parsed.authors] == [a.split()[-1] for a in truth.authors]
        assert [a for a in parsed.authors if " De " in a or " Di " in a], style
        assert parsed.title == truth.title, style


@pytest.mark.parametrize(
    ("text", "authors"),
    [
        ("De Napoli, M. (1995). Rod photoreceptors. Journal.", ("M. De Napoli",)),
        ("De Napoli, M. Rod photoreceptors. Journal (1995).", ("M. De Napoli",)),
        (
            "De Napoli M, Van Dam AB. Rod photoreceptors. Journal. 1995.",
            ("M De Napoli", "AB Van Dam"),
        ),
        ("M. De Napoli. 1995. Rod photoreceptors. In Journal.", ("M. De Napoli",)),
        (
            'M. De Napoli and J. Van der Berg, "Rod photoreceptors," Journal, 1995.',
            ("M. De Napoli", "J. Van der Berg"),
        ),
        # Vietnamese given names that look like particles stay given names
        (
            "Hieu Van Nguyen and Van Anh Le. 1995. Rod photoreceptors. In Journal.",
            ("Hieu Van Nguyen", "Van Anh Le"),
        ),
        (
            "Nguyen, Van Hieu, and Le Van Anh. 1995. Rod photoreceptors. Journal.",
            ("Van Hieu Nguyen", "Le Van Anh"),
        ),
        (
            "Le, T. H., & Nguyen, V. A. (1995). Rod photoreceptors. Journal.",
            ("T. H. Le", "V. A. Nguyen"),
        ),
        ("Le TH, Nguyen VA. Rod photoreceptors. Journal. 1995.", ("TH Le", "VA Nguyen")),
        (
            "T. Le and V. A. Nguyen. 1995. Rod photoreceptors. In Journal.",
            ("T. Le", "V. A. Nguyen"),
        ),
    ],
)
def test_capitalised_particles_and_particle_like_given_names(
    text: str, authors: tuple[str, ...]
) -> None:
    parsed = parse_reference(text)
    assert parsed.authors == authors
    assert parsed.title == "Rod photoreceptors"


# (entry, surnames, one whole name read): two-word surnames after initials, camel-case
# given names, undotted and two-letter initials
NAMES_ONCE_CUT = [
    ("S. Michael Fall and A. V. Gopala Rao. 2010. A study. In X.", "Fall Rao", "A. V. Gopala Rao"),
    ("A. V. Gopala Rao, S. Michael Fall. 2010. A study. In X.", "Rao Fall", "S. Michael Fall"),
    ('A. V. Gopala Rao and S. Michael Fall, "A study," X, 2010.', "Rao Fall", "A. V. Gopala Rao"),
    ("Fall, Sam, and A. V. Gopala Rao. 2010. A study. X.", "Fall Rao", "A. V. Gopala Rao"),
    ("HongSheng Zhao, Tanya M Elliott and S C Tiwari. 2010. A study. In X.", "Zhao Elliott Tiwari",
     "Tanya M Elliott"),
    ("Zhao, HongSheng, Tanya M Elliott, and S C Tiwari. 2010. A study. X.", "Zhao Elliott Tiwari",
     "HongSheng Zhao"),
    ('HongSheng Zhao, Tanya M Elliott, and S C Tiwari, "A study," X, 2010.', "Zhao Elliott Tiwari",
     "S C Tiwari"),
    ("Al. L. Zhao, Tanya M Elliott and Yu. A. Tiwari. 2010. A study. In X.", "Zhao Elliott Tiwari",
     "Yu. A. Tiwari"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "surnames", "whole"), NAMES_ONCE_CUT)
def test_names_read_whole(text: str, surnames: str, whole: str) -> None:
    parsed = parse_reference(text)
    assert [a.split()[-1] for a in parsed.authors] == surnames.split()
    assert whole in parsed.authors
    assert parsed.title == "A study"


def test_initials_then_one_surname_still_stop_before_the_title() -> None:
    parsed = parse_reference("A. Smith Deep learning for proteins. Journal, 2010.")
    assert parsed.authors == ("A. Smith",)
    assert parsed.title == "Deep learning for proteins"
    lopez = parse_reference("M. Lopez de Haro and Y. Ando. 2001. Butyrate. In Cells.")
    assert lopez.authors == ("M. Lopez de Haro", "Y. Ando")


TITLES_WITH_FULL_STOPS = [
    "Variant histone H2A.Z is localized to promoters",
    "Quantum field theory on curved backgrounds. II. Spacetime symmetries",
    "The Buccaneer software for model building. 1. Tracing protein chains",
    "Sulfasalazine in spondylarthropathy. A randomized, multicenter, double-blind study",
    "Efficacy of hydroxyethylstarch 130/0.4 vs. 0.9% NaCl replacement",
    "Methanosphaera stadtmaniae gen. nov., sp. nov.: a species that forms methane",
    "Growth of E. coli on glucose",
    "Release notes of version 2.1.3 of the toolkit",
    "Vitamin D",
    "Location of emission sources: Part I",
]


@pytest.mark.parametrize("style", ["acl", "apa", "nature", *EXTRA_STYLES])
def test_a_title_runs_to_the_full_stop_before_its_venue(style: str) -> None:
    for title in TITLES_WITH_FULL_STOPS:
        truth = Truth(("Jane Q. Doe", "Ann Lee"), title, 2007, "Annals of Physics")
        parsed = parse_reference(format_reference(truth, style))
        assert parsed.title == title, (style, parsed)
        assert parsed.venue.startswith("Annals"), (style, parsed)


@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            'A. Doe, "Angina with "normal" arteries: outcomes," Heart, 2023.',
            'Angina with "normal" arteries: outcomes',
        ),
        (
            'Doe, A. (2023). "Sandwich"-type assays of antigens. Heart.',
            '"Sandwich"-type assays of antigens',
        ),
        (
            'Doe, A. (2023). Limits in a simulated "cocktail party". Heart.',
            'Limits in a simulated "cocktail party"',
        ),
        (
            "Doe, A. (2023). “Rapid-Impact Interventions”: how a policy works. Heart.",
            "“Rapid-Impact Interventions”: how a policy works",
        ),
    ],
)
def test_quotes_inside_a_title(text: str, title: str) -> None:
    parsed = parse_reference(text)
    assert parsed.title == title
    assert parsed.venue == "Heart"


def test_semicolon_lists_keep_their_last_author_after_and() -> None:
    parsed = parse_reference(
        "Cao, Z.; Luo, C.; Li, W.; and Li, S. 2017. Joint copying for paraphrase. In Singh, "
        "S. P.; and Markovitch, S., eds., Proceedings of AAAI."
    )
    assert parsed.authors == ("Z. Cao", "C. Luo", "W. Li", "S. Li")
    assert parsed.title == "Joint copying for paraphrase"
    assert parsed.year == 2017


@pytest.mark.parametrize(
    ("text", "title"),
    [
        # a page or pages in small letters after the title still ends it
        (
            "S. Polsley and R. Huang. Case summaries of legal texts. page 5.",
            "Case summaries of legal texts",
        ),
        (
            "S. Polsley. 2019. Case summaries of legal texts. pp. 5-9.",
            "Case summaries of legal texts",
        ),
        # a venue's volume and pages are no sentence of the title, small letters after them
        (
            "H. Liu and F. Xia. 2015. Filtering for citation recommendation. IEEE Access, "
            "3:1695-1703. language processing for medical texts. In Proc.",
            "Filtering for citation recommendation",
        ),
        # the initials of an editor do not end the title ... where they follow "in:"
        (
            "A. Downey. 2016. Sensor arrays. In J. P. Lynch (Ed.), Proceedings of Optics.",
            "Sensor arrays",
        ),
    ],
)
def test_where_a_title_ends_before_small_letters_and_numbers(text: str, title: str) -> None:
    assert parse_reference(text).title == title


def test_a_list_starting_low_in_the_left_column_goes_on_in_the_right_one(tmp_path: Path) -> None:
    """The last page of two columns: body text, a figure (no text) across the left
    column, then the list's heading and first entries at its foot; the list goes on
    at the top of the right column, which ends higher than the left one."""
    document = pymupdf.open()
    add_body_pages(document)
    page = document.new_page()
    for row in range(16):
        page.insert_text((54, 72 + 12 * row), f"Body text line {row} of the last part.", fontsize=9)
    page.draw_rect(pymupdf.Rect(60, 290, 280, 560), color=(0, 0, 0))  # a figure
    page.insert_text((54, 600), "References", fontsize=11)
    names = ["Doe", "Lee", "Kim", "Berg", "Zhang", "Novak", "Ito", "Silva"]
    y, x = 620.0, 54.0
    for i, name in enumerate(names):
        if i == 3:  # the rest at the top of the right column
            y, x = 72.0, 315.0
        for k, text in enumerate(
            (
                f"[{i + 1}] A. {name} and B. Roe. Study number {i + 1} of the",
                "series. Journal, 2020.",
            )
        ):
            page.insert_text((x + 10 * k, y), text, fontsize=9)
            y += 11
    for row in range(12):  # more text under the entries in the right column
        page.insert_text((315, 200 + 12 * row), f"Appendix text line {row} here.", fontsize=9)
    path = tmp_path / "columns.pdf"
    document.save(path)
    found = extract_pdf(path, ocr=None, use_model=False).references
    assert [r.number for r in found][:8] == list(range(1, 9))
    assert [r.authors[0].split()[-1] for r in found][:8] == names


def test_a_title_opening_with_a_quotation_is_no_quoted_title() -> None:
    parsed = parse_reference(
        'Tuyen, T. T. (1999). "We charge them; otherwise we cannot run the hospital" front '
        "line workers and health financing. Annals of Linguistics."
    )
    assert parsed.title == (
        '"We charge them; otherwise we cannot run the hospital" front line workers and '
        "health financing"
    )
    mla = parse_reference('Doe, Jane. "Sleep and memory." Annals of Sleep, 2019.')
    assert mla.title == "Sleep and memory"


def test_a_long_chain_of_hyphenated_capitalised_words_is_parsed(tmp_path: Path) -> None:
    """The name patterns once split every "-Ab" of such a chain two ways (minutes at 30
    words); run apart, so a relapse fails on the timeout instead of hanging the suite."""
    script = (
        "from tapyre_paper_search.pdf.references import parse_reference\n"
        "for words in (['Ab'] * 40, ['Smith', 'Jones', 'Brown', 'Cho', 'Yoon'] * 8):\n"
        "    chain = '-'.join(words) + '-'\n"
        "    parsed = parse_reference(chain)\n"
        "    print(len(parsed.authors), parsed.title == chain)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=True
    )
    assert done.stdout.split("\n")[:2] == ["0 True", "0 True"]  # no names: all is title


@pytest.mark.parametrize(
    ("text", "authors"),
    [
        ("A. Smith Nature 521, 436 (2015).", ("A. Smith",)),
        ("J. Doe Science 300, 1-5 (2003).", ("J. Doe",)),
        ("S. Weinberg Phys. Rev. Lett. 19, 1264 (1967).", ("S. Weinberg",)),
        ("R. P. Feynman Rev. Mod. Phys. 20, 367 (1948).", ("R. P. Feynman",)),
        (
            "A. Einstein, B. Podolsky and N. Rosen Phys. Rev. 47, 777 (1935).",
            ("A. Einstein", "B. Podolsky", "N. Rosen"),
        ),
        # the second word is taken before a separator or a year (guards)
        ("A. V. Gopala Rao, B. Lee. 2019. Study. Journal.", ("A. V. Gopala Rao", "B. Lee")),
        ("M. Lopez Haro. 2019. Study. Journal.", ("M. Lopez Haro",)),
        ("M. Lopez Haro (2019). Study. Journal.", ("M. Lopez Haro",)),
    ],
)
def test_a_second_capitalised_word_before_a_journal_is_no_surname(
    text: str, authors: tuple[str, ...]
) -> None:
    assert parse_reference(text).authors == authors
