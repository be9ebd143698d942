"""Reference lists cut and ended (review44 of track refs20): a solid hanging list whose
lines are raised by superscripts keeps its entries, and a short entry that opens like a
biography does not end the list.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from pdf_samples import add_body_pages, wrapped
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.blocks import BlockLine
from tapyre_paper_search.pdf.refends import opens_biography
from tapyre_paper_search.pdf.refgaps import after_gaps

SURNAMES = ["Aebi", "Barros", "Chen", "Dumas", "Evans", "Fischer", "Garcia", "Holm"]
SURNAMES += ["Ito", "Jensen", "Kowalski", "Lund"]


def entry(n: int) -> str:
    return (
        f"{SURNAMES[n]}, A. and Writer, B. ({2001 + n}). A long study of carbon isotopes "
        f"across many sites and seasons for case {n}. Journal of Applied Things and Other "
        "Matters 3: 1-9."
    )


def draw(path: Path, font: str, size: float, *, raised: int = 0, lone: str = "") -> Path:
    """An author-year list of 12 entries hanging 12 pt, of 2 or 3 lines each: with
    ``raised``, every ``raised``-th entry's line before its last ends with a superscript
    ("... 3:¹³"), the list set solid; with ``lone``, entry 5 is ``lone`` and the entries
    stand 6 pt apart (each a block of its own)."""
    document = pymupdf.open()
    add_body_pages(document, 1)
    page = document.new_page(width=612, height=792)
    page.insert_text((50, 70), "References", fontsize=size + 2, fontname="tibo")
    y = 90.0
    for n in range(12):
        lines = wrapped(lone if lone and n == 5 else entry(n), font, size, 480)
        for k, text in enumerate(lines):
            x = 50 + (12 if k else 0)
            page.insert_text((x, y), text, fontsize=size, fontname=font)
            if raised and n % raised == 0 and k == len(lines) - 2:
                end = x + pymupdf.get_text_length(text, font, size) + 1
                page.insert_text((end, y - size * 0.45), "13", fontsize=size * 0.7, fontname=font)
            y += size * 1.2
        y += 6 if lone else 0
    document.save(path)
    return path


def test_superscripts_in_a_solid_hanging_list_make_no_space_between_entries(
    tmp_path: Path,
) -> None:
    """A raised line's top stands higher, so the line under it seemed to follow space:
    with four such lines, the list read as indenting first lines and was cut at each
    entry's hanging last line (Courier also took the raised lines' steps as the pitch)."""
    for font, size in (("tiro", 10.0), ("helv", 9.0), ("cour", 10.0)):
        path = draw(tmp_path / f"{font}.pdf", font, size, raised=3)
        references = extract_pdf(path).references
        assert len(references) == 12, font
        assert [r.year for r in references] == list(range(2001, 2013)), font


def test_a_raised_lines_top_tells_no_step() -> None:
    """A list set solid whose lines 2, 5 and 8 are raised by superscripts (their tops
    1.8, 2.4 and 3 pt higher, their feet in place): the lines under them follow no
    space (their tops' steps were 13.8 to 15 pt against a pitch of 12)."""
    raised = {2: 1.8, 5: 2.4, 8: 3.0}
    lines = [
        BlockLine(
            "Smith, A. A study. J. 3: 1-9.", 60, y - raised.get(k, 0.0), 400, y + 12.5, 10, False
        )
        for k, y in enumerate(100 + 12.0 * k for k in range(12))
    ]
    assert after_gaps(lines) == set()


def test_a_short_entry_that_reads_like_a_biography_does_not_end_the_list(
    tmp_path: Path,
) -> None:
    """An entry of two lines, a block of its own, opening with a name and "joined the":
    no grade and no paragraph, so no biography; the list goes on after it."""
    lone = "Grace Hopper joined the Navy: a life in computing. Naval Institute Press, 1990."
    references = extract_pdf(draw(tmp_path / "lone.pdf", "tiro", 9.0, lone=lone)).references
    assert len(references) == 12
    assert references[5].text == lone
    assert opens_biography(lone, 2) is False
    assert opens_biography("John Smith (M'09) received the B.S. degree in", 2) is True
    assert opens_biography("Wei Zhang received the B.Eng. degree from Tsinghua", 3) is True


def test_two_indented_urls_in_a_spaced_list_set_flush_make_no_hang(tmp_path: Path) -> None:
    """Entries set apart by 4 pt with no hanging indent (every line flush left), two of
    them with an indented URL line: those two lines made the list hang, and each of its
    flush lines, wrapped ones too, became an entry (12 entries → 24)."""
    document = pymupdf.open()
    add_body_pages(document, 1)
    page = document.new_page(width=612, height=792)
    page.insert_text((50, 70), "References", fontsize=12, fontname="tibo")
    y = 90.0
    for n in range(12):
        lines = wrapped(entry(n), "tiro", 10.0, 480)
        if n in (3, 8):
            lines.append(f"https://example.org/data/{n}")
        for text in lines:
            page.insert_text(
                (70 if text.startswith("https") else 50, y), text, fontsize=10.0, fontname="tiro"
            )
            y += 12.0
        y += 4.0
    document.save(tmp_path / "urls.pdf")
    references = extract_pdf(tmp_path / "urls.pdf").references
    assert len(references) <= 14  # (as on main before refs20: the URLs may stand alone)
    assert sum(r.year is not None for r in references) == 12


def test_a_biography_may_name_its_person_with_lowercase_particles() -> None:
    assert opens_biography("Jan van der Berg (M'05) received the M.Sc. degree from TU Delft")
    assert opens_biography("Ana da Silva received the Ph.D. degree from the University of")
    assert not opens_biography("van der Berg, J. and Smith, A. (2001). A study of things.")
