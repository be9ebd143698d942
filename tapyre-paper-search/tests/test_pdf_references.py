"""The references list parsed into records: each citation style, other common forms, a
paper's list read in order, and where a title ends.  Cutting the list into entries is in
``test_pdf_references_split``; the authors' names in ``test_pdf_references_names``."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pymupdf
import pytest
from pdfgen.body import EXTRA_STYLES, format_reference, reference_blocks
from pdfgen.body import Reference as Truth
from pdfgen.canvas import Canvas, Face
from pdfgen.flow import Block, Flow
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.references import parse_reference

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
