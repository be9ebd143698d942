"""Where a references list ends, and entries after a wrapped venue (issue 25, review34
item 5 and review37's one-column author-year list; PyMuPDF-drawn pages).

A heading after the list set in the list's own type (same size, roman, mixed case: a
heading word or a numbered section's title, prose under it), a bold "7 Appendix" and
the authors' biographies end the list; a line of an entry that reads like a title does
not.  An entry whose venue alone wraps onto a hanging line read as a block of its own
keeps the entries after it apart.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pymupdf
import pytest
from pdf_samples import add_body_pages
from tapyre_paper_search.pdf import extract_pdf, reflistend
from tapyre_paper_search.pdf.refends import heading_line, heading_pattern, prose

PROSE = (
    "Here we give the proofs that were left out of the main text and the settings of "
    "each of the runs we made."
)
ENTRY = "[{n}] A. Author{n} and B. Writer. A study of things number {n}. In Proc. Conf., 20{y}."


def numbered_list_page(
    tmp_path: Path, ending: str, *, bold: bool = False, prose: Sequence[str] = ()
) -> Path:
    """A paper whose last page holds a 12-entry numbered list, then ``ending`` (a heading
    in the list's size, bold where said), prose (``prose``'s lines, or :data:`PROSE`),
    and a line that looks like a 13th entry."""
    document = pymupdf.open()
    add_body_pages(document, 1)
    page = document.new_page(width=612, height=792)
    page.insert_text((72, 72), "References", fontsize=12, fontname="tibo")
    y = 96.0
    for n in range(1, 13):
        page.insert_text((72, y), ENTRY.format(n=n, y=10 + n), fontsize=9, fontname="tiro")
        y += 14
    y += 12
    page.insert_text((72, y), ending, fontsize=9, fontname="tibo" if bold else "tiro")
    y += 16
    for text in prose or (PROSE[:60], PROSE[60:]):
        page.insert_text((72, y), text, fontsize=9, fontname="tiro")
        y += 11.5
    y += 6
    page.insert_text((72, y), "[13] This line is in the appendix, 2020.", fontsize=9)
    path = tmp_path / "paper.pdf"
    document.save(path)
    return path


@pytest.mark.parametrize(
    ("ending", "bold"),
    [
        ("Supplementary Material", False),
        ("Acknowledgements", False),
        ("A.1 Extra Experiments", False),
        ("B  Additional Results", False),
        ("appendix a: proofs", False),
        ("Appendix", False),
        ("Reproducibility Checklist", False),
        ("7 Appendix", True),
        ("Author Biographies", True),
        ("AUTHOR BIOGRAPHIES", False),
    ],
)
def test_a_heading_after_the_list_ends_it(tmp_path: Path, ending: str, bold: bool) -> None:
    references = extract_pdf(numbered_list_page(tmp_path, ending, bold=bold)).references
    assert len(references) == 12
    assert not any("appendix" in r.text or "proofs" in r.text for r in references)


def test_an_entry_line_that_reads_like_a_title_does_not_end_the_list(tmp_path: Path) -> None:
    """A numbered list's entry whose second line, set apart as a block of its own, opens
    like a section's title ("A Survey of …"): the entries after it stay."""
    document = pymupdf.open()
    add_body_pages(document, 1)
    page = document.new_page(width=612, height=792)
    page.insert_text((72, 72), "References", fontsize=12, fontname="tibo")
    y = 96.0
    for n in range(1, 7):
        page.insert_text((72, y), ENTRY.format(n=n, y=10 + n), fontsize=9, fontname="tiro")
        y += 14
    page.insert_text((72, y), "[7] C. Writer and D. Author.", fontsize=9, fontname="tiro")
    y += 24  # a gap: the next line reads as a block of its own
    page.insert_text((72, y), "A Survey of Learning Methods", fontsize=9, fontname="tiro")
    y += 11.5
    page.insert_text((72, y), "for tables, In Proc. Conf., pages 1-9, 2019.", fontsize=9)
    y += 14
    for n in range(8, 11):
        page.insert_text((72, y), ENTRY.format(n=n, y=10 + n), fontsize=9, fontname="tiro")
        y += 14
    path = tmp_path / "paper.pdf"
    document.save(path)
    references = extract_pdf(path).references
    assert len(references) == 10
    assert "Survey" in references[6].text


AUTHOR_YEAR = [
    "Aebi, P., and Rebull, L. 2002. Lung cancer waiting times in three hospitals. "
    "Cancer Letters 49(8): 99-104.",
    "Akman, N. 2012. Antibody therapy for HIV-1 in children. Advances in Pharmacology "
    "90(2): 616-623.",
    "Bossert, M., and Liu, X. 2024. Marine organisms as a source of drugs. Immunology "
    "Letters 86(2): 43-49.",
    "Grimshaw, R. H. J. 2006. EML4-ALK translocation predicts outcome. Public Health "
    "91(11): 839-860.",
    "Morris, D. 2018. Exercise and training improve the lives of patients with severe "
    "chronic pulmonary hypertension.",
    "Myers, P. C. 2002. Fitness in adults over sixty. Heart Letters 3(1): 1-10.",
    "Patthey, L. 2019. Matrix-embedded osteocytes regulate mobilization. Radiology "
    "Reports 4(2): 405-416.",
    "Rodin, V., and Weng, Z. 2012. Human faeces as breeding media. Data Science "
    "Research 105(9): 598-617.",
    "Shabaev, A. 2015. Association between ADHD and obesity in young adults. Medicine "
    "Today 3(1): 203-208.",
    "Tanaka, K. 2019. Sleep spindles and memory in older adults. Annals of Neuroscience "
    "12(4): 1-10.",
]


def test_an_entry_whose_venue_alone_hangs_keeps_the_entries_after_it_apart(
    tmp_path: Path,
) -> None:
    """One column, author-year, each entry on one line but one, whose venue alone hangs
    on a second line (read as a block of its own): ten entries, the venue on its own."""
    document = pymupdf.open()
    add_body_pages(document, 1)
    page = document.new_page(width=612, height=792)
    page.insert_text((72, 72), "References", fontsize=12, fontname="tibo")
    y = 95.0
    for text in AUTHOR_YEAR:
        page.insert_text((72, y), text, fontsize=10, fontname="tiro")
        y += 12
        if text.startswith("Morris"):
            page.insert_text((82, y), "Heart Research 102(12): 47-52.", fontsize=10)
            y += 12
        y += 3
    path = tmp_path / "paper.pdf"
    document.save(path)
    references = extract_pdf(path).references
    assert [r.text.split(",")[0] for r in references] == [t.split(",")[0] for t in AUTHOR_YEAR]
    assert references[4].text.endswith("Heart Research 102(12): 47-52.")
    assert references[5].text.startswith("Myers")


@pytest.mark.parametrize(
    ("text", "following", "expected"),
    [
        ("Acknowledgements", "We thank the reviewers for their comments on the draft.", True),
        ("A.1 Extra Experiments", "Here we report the runs that did not fit in the paper.", True),
        ("7 Appendix", "the proofs of the lemmas are given in full below here.", True),
        # an entry's lines, not headings
        ("A. Author and B. Writer. A study of", "things in the world, and more of them.", False),
        (
            "Appendix to the annual report of the",
            "of the Treasury for the year ending June 30, 1890.",
            False,
        ),
        ("Acknowledgements", "[13] A. Author. A study of things, 2020.", False),
        ("Acknowledgements", "Smith J, Doe J, Roe R, Lee K.", False),
        ("Supplementary Material, 2019", "we thank the reviewers for their comments here.", False),
    ],
)
def test_a_heading_in_the_lists_type_is_told_by_what_it_holds_and_what_follows(
    text: str, following: str, expected: bool
) -> None:
    # (the line alone, then what follows it: as reflistend.heading_as_entries asks them)
    pattern = heading_pattern(reflistend._END_WORDS)
    assert (heading_line(text, pattern) and prose(following)) is expected


@pytest.mark.parametrize(
    "title",
    [
        "Supplementary material for deep nets",
        "Appendix to the proceedings",
        "A Practical Guide to Training",
        "7 Appendix-based learning of codes",
    ],
)
def test_a_title_line_read_as_a_block_of_its_own_does_not_end_the_list(
    tmp_path: Path, title: str
) -> None:
    """An entry cut after its authors (no year yet), whose title line opens a block of its
    own with a heading's words and a prose-like line under it, then its venue and year:
    the entry keeps its title and the entries after it stay (review42 item 1)."""
    document = pymupdf.open()
    add_body_pages(document, 1)
    page = document.new_page(width=612, height=792)
    page.insert_text((72, 72), "References", fontsize=12, fontname="tibo")
    y = 96.0
    for n in range(1, 7):
        page.insert_text((72, y), ENTRY.format(n=n, y=10 + n), fontsize=9, fontname="tiro")
        y += 14
    page.insert_text((72, y), "[7] C. Writer and D. Author.", fontsize=9, fontname="tiro")
    y += 24  # a gap: the title reads as a block of its own
    for text in (title, "improves the training of the large models that we use"):
        page.insert_text((72, y), text, fontsize=9, fontname="tiro")
        y += 11.5
    page.insert_text((72, y), "In Proc. Conf., pages 1-9, 2019.", fontsize=9, fontname="tiro")
    y += 14
    for n in range(8, 12):
        page.insert_text((72, y), ENTRY.format(n=n, y=10 + n), fontsize=9, fontname="tiro")
        y += 14
    path = tmp_path / "paper.pdf"
    document.save(path)
    references = extract_pdf(path).references
    assert len(references) == 11
    assert title in references[6].text
    assert references[7].text.startswith("A. Author8")


def test_an_annotation_under_an_entry_does_not_end_the_list(tmp_path: Path) -> None:
    """An annotated bibliography: each entry flush left, its note indented under it; a note
    that opens with a heading's word ("Supplementary results …") is no heading (review42
    item 2)."""
    document = pymupdf.open()
    add_body_pages(document, 1)
    page = document.new_page(width=612, height=792)
    page.insert_text((72, 72), "References", fontsize=12, fontname="tibo")
    y = 84.0
    note = "This paper shows that the method works well on the data"
    for n in range(1, 9):
        entry = f"Author{n}, A. (20{10 + n}). A study of things number {n}. Journal 3(1), 1-10."
        page.insert_text((72, y + 20), entry, fontsize=9, fontname="tiro")
        first = "Supplementary results for this study" if n == 4 else note
        page.insert_text((90, y + 31.5), first, fontsize=9, fontname="tiro")
        page.insert_text((90, y + 43), "that we care about and is cited here for it.", fontsize=9)
        y += 43
    path = tmp_path / "paper.pdf"
    document.save(path)
    references = extract_pdf(path).references
    assert [r.text.split(",")[0] for r in references] == [f"Author{n}" for n in range(1, 9)]
