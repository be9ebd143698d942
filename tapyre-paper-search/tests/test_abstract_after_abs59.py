"""Round 59, abstracts: what follows an abstract and is none of it.

* a summary for other readers printed after the abstract under its own label, in the
  abstract's type or run in ("Lay summary", "Plain Language Summary: …", "Significance
  Statement. …"): it was read into the abstract, with a heading over the abstract or
  none (:mod:`tapyre_paper_search.pdf.summaryafter`);
* a note printed after the abstract under its label: its abbreviations ("Abbreviations:
  AD, …"), its running title, its copyright line ("© 2021 The Authors. …"), a
  classification with its year first ("2010 Mathematics Subject Classification.") or
  SIAM's "AMS subject classifications.";
* a keyword line labelled in a language the reader did not know ("Nyckelord:",
  "Anahtar kelimeler:", "Kata kunci:", …): it was read into the abstract
  (:data:`tapyre_paper_search.pdf.abstractcues.KEYWORD_WORDS`).

Controls: a structured abstract's "Significance:" part stays in it; a line in the
abstract opening with "Plain language summary of …" (a sentence going on) ends nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pymupdf
import pytest
from layout_pages import ABSTRACT, AUTHORS, BODY, TITLE, Writer
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.abstractcues import is_after_abstract, opens_keywords

LAY = (
    "In plain words, we found a way to store videos so that more people can watch them "
    "at the same time without waiting longer for the video to start."
)


def _paper(path: Path, after: Callable[[Writer], None], *, heading: bool) -> Path:
    """Title, names, affiliation, the abstract (under "Abstract" where ``heading``),
    what ``after`` writes, then "1 Introduction" and the body; base-14 Times."""
    doc = pymupdf.open()
    writer = Writer(doc.new_page(width=595, height=842))
    writer.line(TITLE, 16, bold=True, centred=True)
    writer.space(6)
    writer.line(", ".join(AUTHORS), 11, centred=True)
    writer.line("Department of Computing, University of Leeds, UK", 9, italic=True, centred=True)
    writer.space(14)
    if heading:
        writer.line("Abstract", 11, bold=True)
    writer.paragraph(ABSTRACT, 10)
    after(writer)
    writer.line("1 Introduction", 12, bold=True)
    writer.paragraph(BODY, 10)
    doc.save(path)
    doc.close()
    return path


SUMMARIES: dict[str, Callable[[Writer], None]] = {
    "lay-heading": lambda w: (w.line("Lay summary", 10), w.paragraph(LAY, 10)),
    "lay-runin": lambda w: w.paragraph("Lay summary: " + LAY, 10),
    "plain-language-runin": lambda w: w.paragraph("Plain Language Summary: " + LAY, 10),
    "significance-runin": lambda w: w.paragraph("Significance Statement. " + LAY, 10),
    "author-summary-caps": lambda w: (w.line("AUTHOR SUMMARY", 10), w.paragraph(LAY, 10)),
    "abbreviations": lambda w: w.paragraph(
        "Abbreviations: AD, Alzheimer disease; CI, confidence interval; MRI, magnetic "
        "resonance imaging.",
        10,
    ),
    "running-title": lambda w: w.paragraph("Running title: Storage of scalable video", 10),
    "copyright": lambda w: w.paragraph(
        "© 2021 The Authors. Published by a learned society. All rights reserved.", 10
    ),
    "copyright-word": lambda w: w.paragraph("Copyright 2021 The Authors.", 10),
    "msc-year": lambda w: w.paragraph("2010 Mathematics Subject Classification. 35J60.", 10),
    "ams": lambda w: w.paragraph("AMS subject classifications. 35J60, 49K20", 10),
}


@pytest.mark.parametrize("heading", [True, False], ids=["heading", "headingless"])
@pytest.mark.parametrize("kind", sorted(SUMMARIES))
def test_a_summary_for_other_readers_or_a_note_ends_the_abstract(
    tmp_path: Path, kind: str, heading: bool
) -> None:
    pdf = extract_pdf(_paper(tmp_path / "s.pdf", SUMMARIES[kind], heading=heading), ocr=None)
    assert pdf.abstract == ABSTRACT  # base: "… the load. Lay summary: In plain words, …"
    assert pdf.abstract_inferred is not heading


@pytest.mark.parametrize(
    "label",
    [
        "Nyckelord:",
        "Nøkkelord:",
        "Nøgleord:",
        "Avainsanat:",
        "Anahtar kelimeler:",
        "Kata kunci:",
        "Kulcsszavak:",
        "Cuvinte cheie:",
        "Mots clefs :",
        "Schlüsselbegriffe:",
    ],
)
@pytest.mark.parametrize("heading", [True, False], ids=["heading", "headingless"])
def test_a_keyword_line_in_another_language_ends_the_abstract(
    tmp_path: Path, label: str, heading: bool
) -> None:
    def keywords(writer: Writer) -> None:
        writer.paragraph(f"{label} video, server, disk", 10)

    pdf = extract_pdf(_paper(tmp_path / "k.pdf", keywords, heading=heading), ocr=None)
    assert pdf.abstract == ABSTRACT  # base: "… the load. Nyckelord: video, server, disk"


@pytest.mark.parametrize(
    "line",
    [
        "Słowa kluczowe: wideo, serwery",
        "Klíčová slova: video, servery",
        "Ključne riječi: video, poslužitelj",
        "Ключевые слова: видео, серверы",
        "ΛΈΞΕΙΣ-ΚΛΕΙΔΙΆ: βίντεο",
        "关键词：视频；服务器",
        "キーワード：動画",
    ],
)
def test_labels_in_letters_base_fonts_cannot_draw_open_a_keyword_block(line: str) -> None:
    assert opens_keywords(line)
    assert is_after_abstract(line)


def test_control_a_structured_abstracts_significance_part_stays(tmp_path: Path) -> None:
    parts = [
        ("Background:", "Video servers store layered streams on disks for many clients."),
        ("Methods:", "We placed layers by access rate and scheduled requests in rounds."),
        ("Results:", "The placement doubled the streams served at the same delay."),
        ("Significance:", "Servers of this kind can serve twice as many viewers."),
    ]

    def write(writer: Writer) -> None:
        for label, text in parts:
            writer.paragraph(f"{label} {text}", 10, after=0)
        writer.space(6)

    doc = pymupdf.open()
    writer = Writer(doc.new_page(width=595, height=842))
    writer.line(TITLE, 16, bold=True, centred=True)
    writer.line(", ".join(AUTHORS), 11, centred=True)
    writer.space(14)
    writer.line("Abstract", 11, bold=True)
    write(writer)
    writer.line("1 Introduction", 12, bold=True)
    writer.paragraph(BODY, 10)
    doc.save(tmp_path / "c.pdf")
    pdf = extract_pdf(tmp_path / "c.pdf", ocr=None)
    assert pdf.abstract.endswith("Servers of this kind can serve twice as many viewers.")
    assert pdf.abstract.startswith("Background:")


def test_control_a_line_going_on_a_sentence_ends_nothing(tmp_path: Path) -> None:
    rows = [
        "We asked patients to read the trial's results in two forms, the report itself and",
        "Plain language summary of the same results written by the authors, and measured",
        "how well each form was understood after a week by asking about the main findings.",
    ]

    def write(writer: Writer) -> None:
        for row in rows[1:]:
            writer.line(row, 10)
        writer.space(6)

    doc = pymupdf.open()
    writer = Writer(doc.new_page(width=595, height=842))
    writer.line(TITLE, 16, bold=True, centred=True)
    writer.line(", ".join(AUTHORS), 11, centred=True)
    writer.space(14)
    writer.line("Abstract", 11, bold=True)
    writer.line(rows[0], 10)
    write(writer)
    writer.line("1 Introduction", 12, bold=True)
    writer.paragraph(BODY, 10)
    doc.save(tmp_path / "p.pdf")
    pdf = extract_pdf(tmp_path / "p.pdf", ocr=None)
    assert pdf.abstract == " ".join(rows)
    from tapyre_paper_search.pdf.summaryafter import opens_summary

    assert not opens_summary("lay summary: of the trial")
    assert not opens_summary("Author summary statistics were computed")
    assert not opens_summary("Running title and short title were both given")
    assert not opens_summary("abbreviations: lower case goes on a sentence")
