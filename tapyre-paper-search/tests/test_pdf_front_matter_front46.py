"""Browser front matter, round 46 (``front46``), drawn with PyMuPDF on A4 pages.

front45's held-out browser layout ``datelinelede``, now train:

* the names only in a sentence of their own after the abstract ("Ann Lee and Bo Chen
  wrote this brief.", "Dieser Bericht wurde von … verfasst.", "Rédigé par …"): read
  as the byline closing the abstract
  (:mod:`~tapyre_paper_search.pdf.writersentence`);
* a line "Research brief · 9 January 2020" between the title and an abstract with no
  heading, or a "* Presenting author" note over it: no part of the abstract
  (:mod:`~tapyre_paper_search.pdf.datedkind`);
* a byline wrapped inside a name after hyphenated initials ("…, J.-N." / "MALHAM, …"):
  the name is read across the break (:mod:`~tapyre_paper_search.pdf.bandbreaks`);
* notes in small type in the margin beside a structured abstract with no heading
  (the places, "1 Research Unit …"): the parts after them go on
  (:mod:`~tapyre_paper_search.pdf.marginnotes`);
* a dateline naming the place alone before a structured abstract's first label
  ("GENEVA — Background …"): the label is read after it, so the later parts go on
  (:mod:`~tapyre_paper_search.pdf.datelinelead`).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pymupdf
from brief_pages import ABSTRACT, ABSTRACT_TEXT, BODY, TITLE, H, W, brief, draw_text
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.byline import without_front_lines
from tapyre_paper_search.pdf.datelinelead import past_dateline
from tapyre_paper_search.pdf.lines import Line
from textlines import text_line


def test_names_only_in_a_sentence_after_the_abstract_are_the_authors(tmp_path: Path) -> None:
    path = tmp_path / "brief.pdf"
    brief(path, "", ABSTRACT, "Ann Lee and Bo Chen wrote this brief.")
    found = extract_pdf(path)
    assert found.authors == ("Ann Lee", "Bo Chen")
    assert found.abstract == ABSTRACT_TEXT


def test_three_names_with_initials_before_a_verb_of_writing(tmp_path: Path) -> None:
    path = tmp_path / "brief.pdf"
    brief(path, "", ABSTRACT, "J. H. Jiang, Y. Y. Wang and M. W. Wu prepared the report.")
    assert extract_pdf(path).authors == ("J. H. Jiang", "Y. Y. Wang", "M. W. Wu")


def test_a_german_sentence_names_the_writers(tmp_path: Path) -> None:
    path = tmp_path / "bericht.pdf"
    brief(path, "", ABSTRACT, "Anna Meyer und Karl Weber haben diesen Bericht verfasst.")
    assert extract_pdf(path).authors == ("Anna Meyer", "Karl Weber")


def test_a_french_sentence_names_the_writers(tmp_path: Path) -> None:
    path = tmp_path / "note.pdf"
    brief(path, "", ABSTRACT, "Marie Dupont et Jean Roy ont rédigé cette note.")
    assert extract_pdf(path).authors == ("Marie Dupont", "Jean Roy")


def test_a_spanish_sentence_names_the_writers(tmp_path: Path) -> None:
    path = tmp_path / "informe.pdf"
    brief(path, "", ABSTRACT, "Juan Pérez y María López escribieron este informe.")
    assert extract_pdf(path).authors == ("Juan Pérez", "María López")


def _line(text: str, lead: str = "", block: int = 0, y: float = 100.0) -> Line:
    line = text_line(text, y, size=11.0, x0=60.0, x1=500.0, block=block, height=11)
    return replace(line, lead_text=lead)


def _run_under(meta: str) -> list[int]:
    """What :func:`without_front_lines` keeps of a run of ``meta`` (a block of its own)
    over the abstract's four lines (the next block)."""
    lines = [_line(meta, block=1, y=118)]
    lines += [_line(row, block=2, y=148 + 17 * k) for k, row in enumerate(ABSTRACT)]
    return without_front_lines(lines, list(range(len(lines))))


def test_a_dated_kind_line_heading_an_abstract_is_left_out() -> None:
    for meta in (
        "Research brief \u00b7 9 January 2020",
        "Policy note | March 2021",
        "Kurzbericht \u2013 3. Mai 2022",
        "Note de synth\u00e8se \u00b7 12 mai 2021",
        "2021-05-12 \u00b7 Working paper",
    ):
        assert _run_under(meta) == [1, 2, 3, 4], meta


def test_a_place_alone_before_a_dash_is_a_dateline() -> None:
    text = "GENEVA \u2014 Background Trees shade streets."
    line = past_dateline(_line(text, "GENEVA \u2014 Background"))
    assert (line.text, line.lead_text) == ("Background Trees shade streets.", "Background")


def test_a_bold_dateline_alone_leaves_no_lead_style() -> None:
    """The bold "TORONTO —" before a plain "Objective:" label: the label's line has no
    lead style left, so a later plain "Conclusions:" part is no other type's label."""
    line = replace(_line("TORONTO \u2014 Objective: To assess shade.", "TORONTO \u2014"), lead="b")
    assert (past_dateline(line).text, past_dateline(line).lead) == (
        "Objective: To assess shade.",
        "",
    )


def test_a_dateline_is_no_part_of_the_abstract_text_but_a_capitals_label_is() -> None:
    """The dateline says where the news came from; "BACKGROUND —", "ABSTRACT —" stay."""
    from tapyre_paper_search.pdf.datelinelead import without_dateline  # (new in front46)

    assert without_dateline("GENEVA \u2014 We measured the air.") == "We measured the air."
    assert without_dateline("NEW YORK, May 12, 2021 -- We measured.") == "We measured."
    assert without_dateline("BACKGROUND \u2014 Trees shade.") == "BACKGROUND \u2014 Trees shade."
    assert without_dateline("ABSTRACT \u2014 Trees shade.") == "ABSTRACT \u2014 Trees shade."


def test_control_a_dated_dateline_is_left_out_as_before() -> None:
    """Control (passes on the base too): "OSLO, 12 March 2024 -- Objective: …"."""
    line = past_dateline(_line("OSLO, 12 March 2024 -- Objective: To assess shade.", ""))
    assert (line.text, line.lead_text) == ("Objective: To assess shade.", "")


def test_control_a_passive_sentence_names_the_writers_as_before(tmp_path: Path) -> None:
    """Control (passes on the base too, read by the "by" lead before): "This brief was
    written by Ann Lee and Bo Chen."."""
    path = tmp_path / "brief.pdf"
    brief(path, "", ABSTRACT, "This brief was written by Ann Lee and Bo Chen.")
    assert extract_pdf(path).authors == ("Ann Lee", "Bo Chen")


def test_a_starred_author_note_heading_an_abstract_is_left_out() -> None:
    for note in (
        "* Presenting author",
        "* Corresponding author: ann.lee@example.org",
        "* Korrespondenzautorin",
        "\u2020 Autor correspondiente",
    ):
        assert _run_under(note) == [1, 2, 3, 4], note


def test_control_a_run_under_a_line_of_names_or_volume_keeps_it() -> None:
    """Control (passes on the base too): "Ann Lee · Bo Chen", "Vol. 3 · No. 2 · 2021" or a
    starred line going on as a sentence over the abstract is no dated kind line and no
    author's note; the run is kept whole."""
    assert _run_under("Ann Lee \u00b7 Bo Chen") == [0, 1, 2, 3, 4]
    assert _run_under("Vol. 3 \u00b7 No. 2 \u00b7 2021") == [0, 1, 2, 3, 4]
    assert _run_under("* Presenting author data were pooled") == [0, 1, 2, 3, 4]


def test_control_a_sentence_citing_others_after_the_abstract_names_nobody(
    tmp_path: Path,
) -> None:
    """Control (passes on the base too): "Lee and Chen wrote the first survey of it in
    2004." after the abstract is no byline; the page names nobody."""
    path = tmp_path / "brief.pdf"
    brief(path, "", ABSTRACT, "Lee and Chen wrote the first survey of it in 2004.")
    assert extract_pdf(path).authors == ()


def test_control_a_meta_line_of_names_is_no_dated_kind_line(tmp_path: Path) -> None:
    """Control (passes on the base too): a "Ann Lee · Bo Chen" line under the title is
    the byline, and the abstract is read under it."""
    path = tmp_path / "brief.pdf"
    brief(path, "Ann Lee \u00b7 Bo Chen", ABSTRACT, "")
    found = extract_pdf(path)
    assert (found.authors, found.abstract) == (("Ann Lee", "Bo Chen"), ABSTRACT_TEXT)


def _byline_page(path: Path, byline: list[str]) -> None:
    """A bold title, the ``byline`` rows under it, then the abstract under "Abstract"."""
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    draw_text(page, 80, TITLE, 16, "b")
    y = 104.0
    for row in byline:
        draw_text(page, y, row, 9)
        y += 12
    draw_text(page, y + 20, "Abstract", 11, "b")
    y += 36
    for row in ABSTRACT:
        draw_text(page, y, row, 10)
        y += 13
    doc.save(path)


def test_a_capitals_byline_wrapped_after_hyphenated_initials(tmp_path: Path) -> None:
    path = tmp_path / "caps.pdf"
    rows = ["MARTIN CHEN, RICHARD NETTELMANN, ASHOT O'NEIL, J.-N.", "MALHAM AND D. J. NAUMAN"]
    _byline_page(path, rows)
    names = ("Martin Chen", "Richard Nettelmann", "Ashot O'Neil", "J.-N. Malham", "D. J. Nauman")
    assert extract_pdf(path).authors == names


def test_a_byline_wrapped_after_hyphenated_initials(tmp_path: Path) -> None:
    path = tmp_path / "mixed.pdf"
    _byline_page(
        path, ["Martin Chen, Richard Nettelmann, Ashot O'Neil, J.-P.", "Vidal and Lena Aebi"]
    )
    names = ("Martin Chen", "Richard Nettelmann", "Ashot O'Neil", "J.-P. Vidal", "Lena Aebi")
    assert extract_pdf(path).authors == names


def test_control_a_byline_wrapped_after_a_comma_reads_as_before(tmp_path: Path) -> None:
    """Control (passes on the base too): "…, J.-N. Malham," / "L. Aebi and …"."""
    path = tmp_path / "whole.pdf"
    _byline_page(path, ["Martin Chen, Ashot O'Neil, J.-N. Malham,", "L. Aebi and D. J. Nauman"])
    names = ("Martin Chen", "Ashot O'Neil", "J.-N. Malham", "L. Aebi", "D. J. Nauman")
    assert extract_pdf(path).authors == names


_PARTS = [
    [
        "Background: Street trees cool the towns they shade, but how much they",
        "cool small towns in a hot summer is not known to this day.",
    ],
    [
        "Methods: We measured the air over paved streets with and without trees",
        "in twelve towns for three summers and compared the afternoons.",
    ],
    [
        "Results: Shaded streets were two degrees cooler in the afternoon than",
        "streets without trees, and the difference grew in dry weeks.",
    ],
]


def _margin_page(path: Path, notes: list[str]) -> None:
    """A title, a byline, a headingless structured abstract in a column 370 points wide
    with ``notes`` in small type in the margin right of its first part, then the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    draw_text(page, 80, TITLE, 18, "b")
    draw_text(page, 104, "Ann Lee, Bo Chen", 10, "i")
    y = 130.0
    for k, part in enumerate(_PARTS):
        for row in part:
            draw_text(page, y, row, 9.8)
            y += 12
        if k == 0:
            for m, note in enumerate(notes):
                draw_text(page, 132 + 9 * m, note, 7.3, x=460)
        y += 10
    draw_text(page, y + 14, "Introduction", 12, "b")
    y += 36
    for row in BODY:
        draw_text(page, y, row, 9.8)
        y += 12
    doc.save(path)


def test_margin_notes_beside_a_structured_abstract_do_not_end_it(tmp_path: Path) -> None:
    path = tmp_path / "margin.pdf"
    _margin_page(path, ["1 Research Unit Public Health", "2 Research Unit Radiology"])
    assert extract_pdf(path).abstract == " ".join(" ".join(part) for part in _PARTS)


def test_control_a_structured_abstract_without_notes_reads_as_before(tmp_path: Path) -> None:
    """Control (passes on the base too): the same page without margin notes."""
    path = tmp_path / "plain.pdf"
    _margin_page(path, [])
    assert extract_pdf(path).abstract == " ".join(" ".join(part) for part in _PARTS)
