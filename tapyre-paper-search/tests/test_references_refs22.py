"""Reference lists and entries the reader got wrong before refs22 (issue 25): a one-line
series line or annotation under a one-line entry is the entry's, an organisation's
one-line entry set indented is its own; lists indenting first lines whose entries open
with organisations; a particle after initials before "and"; pages after "S." with no
stop before it; one "Surname, Given:" author; a Harvard book's place and publisher
before its link; a word hyphenated before a suffix; and references of these kinds
linked to the papers of a collection by DOI, arXiv id and title. Each test but the
guard rows and the linking test (a guard: these kinds parsed and linked on base) fails
on 1627bff.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pdf_samples import wrapped
from reference_cases import Parsed, check_parsed, parsed_cases
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.blocks import BlockLine
from tapyre_paper_search.pdf.normalize import normalize_text
from tapyre_paper_search.pdf.refindent import indents_first
from tapyre_paper_search.store.sql import SqlMetadataStore
from tapyre_paper_search.testing.contracts.samples import stored_paper
from test_references_refs20 import SURNAMES, TOPICS, WORDS, Item, draw


def _solid(rows: list[tuple[float, str]], size: float = 9.0) -> list[Item]:
    """Rows (x, text) set solid from baseline 90."""
    return [(x, 90 + size * 1.25 * k, text) for k, (x, text) in enumerate(rows)]


@pytest.mark.parametrize(
    "tail",
    [
        "NATO ASI Series. Springer, Berlin, {y}.",
        "Reviews the literature. Covers work up to {early}.",
        "IEEE Trans. Pattern Anal. Mach. Intell. Special Issue {y}. Vol. 3, pp. 1-9.",
    ],
)
def test_a_one_line_tail_under_a_one_line_entry_is_the_entrys(tmp_path: Path, tail: str) -> None:
    """A hanging list set solid whose entries are one line each, each followed by an
    indented line holding a year and a sentence's end: a series repeating the entry's
    year, an annotation with no name first. Six entries, not twelve (review54 item 4)."""
    rows = list[tuple[float, str]]()
    for n in range(6):
        year = 2001 + n
        rows.append((60, f"{SURNAMES[n]}, A. and Writer, B. A study of {TOPICS[n % 5]}, {year}."))
        rows.append((72, tail.format(y=year, early=year - 2)))
    references = extract_pdf(draw(tmp_path, _solid(rows), "tiro", 9.0)).references
    assert len(references) == 6
    assert [r.authors[0] for r in references] == [f"A. {s}" for s in SURNAMES[:6]]


@pytest.mark.parametrize("font", ["tiro", "helv", "cour"])
def test_an_organisations_one_line_entry_set_indented_is_its_own(tmp_path: Path, font: str) -> None:
    """An organisation's entry of one line set indented in a solid hanging list, its
    title opening with a one-letter word ("Bank of England. A study …"): an entry."""
    rows = list[tuple[float, str]]()
    for n in range(6):
        rows.append((60, f"{SURNAMES[n]}, A. and Writer, B. A study of {TOPICS[n % 5]}."))
        rows.append((72, f"Journal of Things 3, 1-9, {2001 + n}."))
        if n % 2:
            rows.append((72, f"Bank of England. A review of {TOPICS[n % 5]}, {1990 + n}."))
    references = extract_pdf(draw(tmp_path, _solid(rows), font, 9.0)).references
    assert len(references) == 9
    assert [r.text.startswith("Bank of England") for r in references] == [False, False, True] * 3


@pytest.mark.parametrize(
    "entry",
    [
        "European Commission. Energy Roadmap {t}, {y}.",
        "World Health Organization. Global Tuberculosis Report, {y}.",
    ],
)
def test_an_organisations_one_line_entry_with_a_title_case_title_is_its_own(
    tmp_path: Path, entry: str
) -> None:
    """As above, the title in Title Case, no lower-case word in it (review66 item 2)."""
    rows = list[tuple[float, str]]()
    for n in range(6):
        rows.append((60, f"{SURNAMES[n]}, A. and Writer, B. A study of {TOPICS[n % 5]}."))
        rows.append((72, f"Journal of Things 3, 1-9, {2001 + n}."))
        if n % 2:
            rows.append((72, entry.format(t=2040 + n, y=1990 + n)))
    references = extract_pdf(draw(tmp_path, _solid(rows), "tiro", 9.0)).references
    assert len(references) == 9
    assert [r.text.startswith(entry[:8]) for r in references] == [False, False, True] * 3


def test_a_list_indenting_first_lines_whose_entries_open_with_organisations(
    tmp_path: Path,
) -> None:
    """First lines indented, set solid, half the entries opening with an organisation's
    name and its year ("World Health Organization, 2001."): cut at the indented lines."""
    names = ["World Health Organization", "European Commission", "OECD", "R Core Team"]
    names += [f"{s}, A." for s in SURNAMES[:4]]
    items, y = list[Item](), 90.0
    for n, name in enumerate(names):
        text = (
            f"{name}, {2001 + n}. A study of {TOPICS[n % 5]} for case {WORDS[n]}. In "
            "Proceedings of the International Conference on Things and Stuff, pages 1-9."
        )
        for k, line in enumerate(wrapped(text, "helv", 9.0, 418)):
            items.append((60 + (12 if k == 0 else 0), y, line))
            y += 11.25
    references = extract_pdf(draw(tmp_path, items, "helv", 9.0)).references
    assert [r.text.split(",")[0] for r in references] == [n.split(",")[0] for n in names]


def _line(x: float, text: str, k: int) -> BlockLine:
    return BlockLine(text, x, 100 + 12 * k, 500, 110 + 12 * k, 10.0, False)


def test_the_flush_lines_share_leaves_out_the_first_line() -> None:
    """Of the flush-left lines after the first, at most a third may open an entry: one
    of two is too many (the first line opens one in any list; readerL item 5)."""
    texts = [
        (60, "Aebi, A. A study of things."),
        (72, "Barros, B. and Writer, C. A study of more things."),
        (60, "some words that go on from the line above."),
        (72, "Chen, C. A study of things."),
        (60, "Dumas, D. A study of things."),
        (72, "Evans, E. A study of things."),
    ]
    lines = [_line(x, text, k) for k, (x, text) in enumerate(texts)]
    assert not indents_first(lines, {0, 2, 4}, {1, 3, 5})
    assert indents_first(lines, {0, 2}, {1, 3, 5})  # guard: no flush line opens one


ROWS = (
    Parsed(
        "a-particle-after-initials-before-and",
        "Doe, J. le and Roe, K., 2010. A study of graph learning. Journal of Stuff, 3, pp.1-9.",
        {"authors": ("J. le Doe", "K. Roe"), "title": "A study of graph learning"},
    ),
    Parsed(
        "a-particle-after-initials-before-an-ampersand",
        "Pont, M. du & Roe, K. (2010). A study of soil. Journal of Stuff, 3, 1-9.",
        {"authors": ("M. du Pont", "K. Roe"), "title": "A study of soil"},
    ),
    Parsed(
        "pages-after-s-with-no-stop-before-it",
        "Doe, J. (2010): A study of soil. Revue de Physique S. 12-15.",
        {"title": "A study of soil", "venue": "Revue de Physique"},
    ),
    Parsed(  # guard: German "S." after a comma
        "guard-pages-after-a-comma-and-s",
        "Doe, J.: A study of soil. In: Journal of Things 3 (2012), S. 1-2",
        {"title": "A study of soil", "venue": "Journal of Things"},
    ),
    Parsed(
        "one-surname-given-author-before-a-colon",
        "Schmidt, Hans: Eine Studie über Böden. In: Tagungsband der Gesellschaft, 2010, S. 1-9.",
        {"authors": ("Hans Schmidt",), "title": "Eine Studie über Böden"},
    ),
    Parsed(  # guard (rot19): an organisation and its product are no name
        "guard-an-organisation-and-its-product-before-a-colon",
        "Google, Gemini: A Family of Capable Models. Technical report, 2023.",
        {"authors": ()},
    ),
    Parsed(
        "a-harvard-book-before-its-link",
        "Di Vecchia, P., 2008. The birth of string theory. New York: Springer. Available "
        "from: https://doi.org/10.7502/x142433.",
        {
            "title": "The birth of string theory",
            "venue": "New York: Springer",
            "doi": "10.7502/x142433",
        },
    ),
    Parsed(  # review66 item 3
        "a-series-after-the-year-that-ends-a-title",
        "Aebi, A. and Writer, B. A study of glacier flow, 2001. NATO ASI Series. Springer, "
        "Berlin, 2001.",
        {"title": "A study of glacier flow", "venue": "NATO ASI Series. Springer, Berlin"},
    ),
    Parsed(  # guard: the year before the title, so the title's year is the title's
        "guard-a-title-ending-with-a-year-after-the-entrys-year",
        "Siegel, R. and Jemal, A., 2014. Cancer statistics, 2014. Annual Report. American "
        "Cancer Society, Atlanta.",
        {"title": "Cancer statistics, 2014"},
    ),
    Parsed(  # guard: a one-word venue after a title's year
        "guard-a-title-ending-with-a-year-then-a-journal",
        "Aebi, A. and Writer, B. Cancer statistics, 2014. CA: a cancer journal for "
        "clinicians, 64(1), pp.9-29, 2014.",
        {"title": "Cancer statistics, 2014", "venue": "CA: a cancer journal for clinicians"},
    ),
    Parsed(  # guard: a book with no link keeps its reading
        "guard-a-harvard-book-with-no-link",
        "Doe, J., 2008. The birth of string theory. New York: Springer.",
        {"title": "The birth of string theory", "venue": "New York: Springer"},
    ),
)


@parsed_cases(*ROWS)
def test_refs22_forms(case: Parsed) -> None:
    check_parsed(case)


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("Familial obesity and lean-\nness", "Familial obesity and leanness"),
        ("Systems of kin-\nship", "Systems of kinship"),  # guard: a known word
        ("a sixteen-\nchannel array", "a sixteen-channel array"),  # guard
        ("the struc-\nture of self-\nassembled layers", "the structure of self-assembled layers"),
        # review66 item 1: three equal letters and prefixes keep the hyphen
        ("hull-\nless barley and shell-\nless snails", "hull-less barley and shell-less snails"),
        ("a cross-\nship link", "a cross-ship link"),
        ("a non-\nally state, semi-\nable", "a non-ally state, semi-able"),
    ],
)
def test_a_word_hyphenated_before_a_suffix_is_one_word(text: str, read: str) -> None:
    assert normalize_text(text) == read


def test_parsed_references_link_by_broken_doi_arxiv_ids_and_hyphenated_titles(
    tmp_path: Path,
) -> None:
    """Entries drawn with a DOI broken after one of its hyphens, old- and new-style arXiv
    ids and a title hyphenated across lines link to the collection's papers."""
    rows = [
        (60, "[1] Aebi, A., 2001. A study of glacier flow. Journal of Stuff, 3, pp.1-9."),
        (60, "doi:10.1016/j.stuff-"),
        (60, "2001.01.003."),
        (60, "[2] Barros, B. and Writer, C., 1999. A study of type systems. arXiv:hep-th/9901001."),
        (60, "[3] Chen, C., 2021. A study of speech codecs. arXiv preprint arXiv:2101.00001v2."),
        (60, "[4] Dumas, D., 2005. On the struc-"),
        (60, "ture of self-"),
        (60, "assembled monolayers in water. Journal of Stuff, 3, pp.1-9."),
    ]
    items = [(x, 90 + 11.25 * k, text) for k, (x, text) in enumerate(rows)]
    references = extract_pdf(draw(tmp_path, items, "tiro", 9.0)).references
    assert [r.doi for r in references][:1] == ["10.1016/j.stuff-2001.01.003"]
    assert [r.arxiv_id for r in references][1:3] == ["hep-th/9901001", "2101.00001"]
    assert references[3].title == "On the structure of self-assembled monolayers in water"
    store = SqlMetadataStore(f"sqlite:///{tmp_path / 'papers.sqlite3'}")
    try:
        store.save_papers(
            [
                stored_paper("sha256:a1", title="Paper a1", doi="10.1016/J.STUFF-2001.01.003"),
                stored_paper("hep-th/9901001", title="Paper b2", doi=None),
                stored_paper("2101.00001", title="Paper c3", doi=None),
                stored_paper(
                    "sha256:d4",
                    title="On the Structure of Self-Assembled Monolayers in Water",
                    doi=None,
                ),
                stored_paper(
                    "sha256:citing",
                    title="Paper citing",
                    doi=None,
                    references=tuple(references),
                ),
            ]
        )
        cited = [r.cited_paper_id for r in store.references("sha256:citing")]
    finally:
        store.close()
    assert cited == ["sha256:a1", "hep-th/9901001", "2101.00001", "sha256:d4"]
