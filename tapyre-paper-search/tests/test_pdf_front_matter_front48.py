"""Office and browser front matter, round 48 (``front48``), drawn with PyMuPDF on A4 pages.

front47's held-out office layouts, now train.  ``copyrightfoot``: a short communication
with no byline whose names stand only in the first page's own copyright line at its
foot ("© 2021 Ann Lee and Bo Chen. Published under a CC BY 4.0 licence."): the names
of that line are the authors (:mod:`~tapyre_paper_search.pdf.copyrightnames`), in
English, German and French forms.  ``masthead``: a newsletter's name set larger than
the feature's title over its issue line ("Newsletter · Issue 8 · Winter 2014") is no
title even where the classifier is surer of it, nor is a site's name over a breadcrumb
trail ("Home › Publications › 2022", :mod:`~tapyre_paper_search.pdf.mastheads`).
front47's held-out browser layout ``mailarchive``: a mailing list's message whose
header rows have labels flush right, a subject "[preprint] Title" (its label level
with the middle of a value of two lines) and a sign-off naming everybody: the subject
less its tag is the title, the sign-off's names the authors
(:mod:`~tapyre_paper_search.pdf.memohead`, :mod:`~tapyre_paper_search.pdf.mailsign`), and
the abstract ends before the sign-off (:mod:`~tapyre_paper_search.pdf.abstractends`).

Controls (labelled) keep what was read before: a publisher, a society or a firm
holding the copyright names nobody, a byline under the title wins over the line, a
banner over a line that is no issue line stays the classifier's surer choice, a memo
with its labels flush left reads its sender as before.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.lineclasses import CLASSES, TITLE
from tapyre_paper_search.pdf.pageread import read_front_pages
from tapyre_paper_search.pdf.titlegroups import title_lines
from test_pdf_front_matter_front47 import (  # the same page parts as front47's
    _ABSTRACT,
    _BODY,
    _FACES,
    _FONTS,
    _H,
    _LEFT,
    _TITLE,
    _W,
    _text,
)


def _communication(path: Path, foot: list[str], *, byline: str = "") -> None:
    """A two-page short communication: "SHORT COMMUNICATION" over the title, a
    ``byline`` if given, the abstract run in after "Abstract—", the body, and the
    ``foot`` lines in small type at the first page's foot (page numbers later)."""
    doc = pymupdf.open()
    for number in range(2):
        page = doc.new_page(width=_W, height=_H)
        y = 80.0
        if number == 0:
            _text(page, _LEFT, 60, "SHORT COMMUNICATION", 9, face="b")
            _text(page, _LEFT, y, _TITLE, 18, face="b")
            y += 30
            if byline:
                _text(page, _LEFT, y, byline, 11)
                y += 24
            for k, row in enumerate(_ABSTRACT):
                _text(page, _LEFT, y, ("Abstract\u2014" if k == 0 else "") + row, 10)
                y += 14
            _text(page, _LEFT, y + 20, "1. Introduction", 13, face="b")
            y += 44
            for k, row in enumerate(foot):
                _text(page, _LEFT, 790 + 9 * k, row, 7)
        else:
            _text(page, _W / 2, 810, "2", 9)
        for row in _BODY * (2 if number else 1):
            _text(page, _LEFT, y, row, 11)
            y += 15
    doc.save(path)


def _authors(tmp_path: Path, foot: list[str], *, byline: str = "") -> tuple[str, ...]:
    path = tmp_path / "paper.pdf"
    _communication(path, foot, byline=byline)
    return extract_pdf(path).authors


def test_names_of_the_first_pages_copyright_line(tmp_path: Path) -> None:
    foot = ["\u00a9 2021 Ann Lee and Bo Chen. Published under a CC BY 4.0 licence."]
    assert _authors(tmp_path, foot) == ("Ann Lee", "Bo Chen")


def test_initialled_names_after_copyright_and_by(tmp_path: Path) -> None:
    foot = ["Copyright \u00a9 2020 by A. Lee, B. Chen and C. Diaz"]
    assert _authors(tmp_path, foot) == ("A. Lee", "B. Chen", "C. Diaz")


def test_a_copyright_line_wrapped_over_two_lines(tmp_path: Path) -> None:
    foot = [
        "\u00a9 2019 Maxim A. Petrov, Ria Angelescu, Wael Wang and",
        "Xiao-Dong Cheng. Published under a CC BY 4.0 licence.",
    ]
    names = ("Maxim A. Petrov", "Ria Angelescu", "Wael Wang", "Xiao-Dong Cheng")
    assert _authors(tmp_path, foot) == names


def test_a_german_copyright_line(tmp_path: Path) -> None:
    foot = ["\u00a9 2021 Jana Krause und Lukas Berger. Ver\u00f6ffentlicht unter CC BY 4.0."]
    assert _authors(tmp_path, foot) == ("Jana Krause", "Lukas Berger")


def test_a_french_copyright_line(tmp_path: Path) -> None:
    foot = [
        "Copyright \u00a9 2019 par Claire Dubois et Marc Laurent. Publi\u00e9 sous licence CC BY."
    ]
    assert _authors(tmp_path, foot) == ("Claire Dubois", "Marc Laurent")


def test_control_a_publisher_holding_the_copyright_names_nobody(tmp_path: Path) -> None:
    assert _authors(tmp_path, ["\u00a9 2020 Acme Publishing B.V. All rights reserved."]) == ()


def test_control_a_society_holding_the_copyright_names_nobody(tmp_path: Path) -> None:
    assert _authors(tmp_path, ["Copyright \u00a9 2019 American Physical Society"]) == ()


def test_control_a_firm_named_by_a_surname_names_nobody(tmp_path: Path) -> None:
    assert _authors(tmp_path, ["\u00a9 De Gruyter 2019"]) == ()


def test_control_the_authors_as_holders_name_nobody(tmp_path: Path) -> None:
    assert _authors(tmp_path, ["\u00a9 The Author(s) 2021. Published by Acme Press."]) == ()


def test_control_a_byline_under_the_title_wins_over_the_line(tmp_path: Path) -> None:
    foot = ["\u00a9 2021 Ann Lee and Bo Chen. Published under a CC BY 4.0 licence."]
    found = _authors(tmp_path, foot, byline="Dana Ruiz and Eli Moss")
    assert found == ("Dana Ruiz", "Eli Moss")


_FEATURE = "Genetic optimization of photonic bandgap structures"


def _newsletter(path: Path, masthead: str, issue: str) -> None:
    """A two-page newsletter feature: the ``masthead`` in 24-point bold capitals, the
    ``issue`` line under it, a kicker, the title in 14-point bold, the standfirst and
    "Words by Ann Lee and Bo Chen", then the body."""
    doc = pymupdf.open()
    for number in range(2):
        page = doc.new_page(width=_W, height=_H)
        y = 180.0
        if number == 0:
            _text(page, _LEFT, 92, masthead, 24, face="b")
            _text(page, _LEFT, 118, issue, 9.5)
            _text(page, _LEFT, 144, "FROM THE LAB", 8.5)
            _text(page, _LEFT, 160, _FEATURE, 14, face="b")
            for row in _ABSTRACT:
                _text(page, _LEFT, y, row, 11.5)
                y += 15
            _text(page, _LEFT, y + 6, "Words by Ann Lee and Bo Chen", 10)
            y += 30
        for row in _BODY * (2 if number else 1):
            _text(page, _LEFT, y, row, 11)
            y += 15
    doc.save(path)


def _feature_title(tmp_path: Path, masthead: str, issue: str) -> str:
    """The title :func:`title_lines` picks on the feature's first page where the
    classifier is surer of the masthead (0.9) than of the title (0.5)."""
    path = tmp_path / "feature.pdf"
    _newsletter(path, masthead, issue)
    page = read_front_pages(path)[0]
    probs = np.zeros((len(page.lines), len(CLASSES)))
    for i, line in enumerate(page.lines):
        probs[i, TITLE] = {masthead: 0.9, _FEATURE: 0.5}.get(line.text.strip(), 0.0)
    group = title_lines(page.lines, page.height, 11.0, probs, width=page.width)
    return " ".join(page.lines[i].text.strip() for i in group)


def test_a_masthead_over_its_issue_line_is_no_title(tmp_path: Path) -> None:
    issue = "Newsletter \u00b7 Issue 8 \u00b7 Winter 2014"
    assert _feature_title(tmp_path, "THE BENCH", issue) == _FEATURE


def test_a_masthead_over_a_german_issue_line_is_no_title(tmp_path: Path) -> None:
    issue = "Rundbrief \u00b7 Heft 3 \u00b7 Herbst 2019"
    assert _feature_title(tmp_path, "DAS LABOR", issue) == _FEATURE


def test_a_masthead_over_a_french_month_line_is_no_title(tmp_path: Path) -> None:
    issue = "Lettre du laboratoire \u00b7 octobre 2020"
    assert _feature_title(tmp_path, "LE LABO", issue) == _FEATURE


def test_a_sites_name_over_a_breadcrumb_trail_is_no_title(tmp_path: Path) -> None:
    crumbs = "Home \u203a Publications \u203a 2022"
    assert _feature_title(tmp_path, "Reissig Lab", crumbs) == _FEATURE


def test_a_sites_name_over_a_german_breadcrumb_trail_is_no_title(tmp_path: Path) -> None:
    crumbs = "Start \u00bb Projekte \u00bb Berichte"
    assert _feature_title(tmp_path, "Arbeitsgruppe Krause", crumbs) == _FEATURE


def test_control_a_banner_over_a_plain_line_stays_the_surer_choice(tmp_path: Path) -> None:
    issue = "A letter from the editors to our readers"
    assert _feature_title(tmp_path, "THE BENCH", issue) == "THE BENCH"


def test_control_the_whole_feature_reads_its_title(tmp_path: Path) -> None:
    path = tmp_path / "feature.pdf"
    _newsletter(path, "THE BENCH", "Newsletter \u00b7 Issue 8 \u00b7 Winter 2014")
    assert extract_pdf(path).title == _FEATURE


_MAIL_TITLE = "Street trees and the summer heat of small towns in the plain"


def _mail(
    path: Path, rows: list[tuple[str, str]], signoff: list[str], *, flush: str = "right"
) -> None:
    """A mailing list archive's message: the list's name, header ``rows`` with their
    labels set flush right at x=110 (``flush``; a value of two rows for "|" in it, its label
    level with their middle), a greeting, the title in quotes, the abstract, and the
    ``signoff`` lines."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    _text(page, _LEFT, 60, "ecology-l archive", 20, face="b")
    y, font = 100.0, pymupdf.Font(fontfile=_FONTS + _FACES[""][1])
    for label, value in rows:  # a table: the label's cell, then the value's, apart
        pieces = value.split("|")
        x = 110 - font.text_length(label, 10) if flush == "right" else _LEFT
        _text(page, x, y + 6 * (len(pieces) - 1), label, 10)
        for piece in pieces:
            _text(page, 150, y, piece.strip(), 10)
            y += 12
        y += 5
    y += 20
    for row in ["Dear colleagues,", f"\u201c{_MAIL_TITLE}\u201d"]:
        _text(page, _LEFT, y, row, 11)
        y += 20
    for k, row in enumerate(_ABSTRACT):
        _text(page, _LEFT, y, ("Abstract: " if k == 0 else "") + row, 11)
        y += 15
    y += 10
    for row in signoff:
        _text(page, _LEFT, y, row, 11)
        y += 15
    doc.save(path)


def _mail_record(
    tmp_path: Path, rows: list[tuple[str, str]], signoff: list[str], flush: str = "right"
) -> tuple[str, tuple[str, ...]]:
    path = tmp_path / "mail.pdf"
    _mail(path, rows, signoff, flush=flush)
    found = extract_pdf(path)
    return found.title, found.authors


_ROWS = [
    ("From:", "Ann Lee <alee@example.org>"),
    ("Date:", "3 Sep 2013"),
    ("Subject:", "[preprint] Street trees and the summer heat of small towns | in the plain"),
]


def test_a_mails_subject_less_its_tag_and_its_signoff_names(tmp_path: Path) -> None:
    signoff = ["Best wishes,", "Ann Lee, Bo Chen, Cy Diaz, Dana Ruiz, Eli Moss and", "Fay Wong"]
    title, authors = _mail_record(tmp_path, _ROWS, signoff)
    assert title == _MAIL_TITLE
    assert authors == ("Ann Lee", "Bo Chen", "Cy Diaz", "Dana Ruiz", "Eli Moss", "Fay Wong")


def test_a_german_mail_signed_after_its_greeting(tmp_path: Path) -> None:
    rows = [
        ("Von:", "Jana Krause <jkrause@example.org>"),
        ("Datum:", "3. Mai 2021"),
        ("Betreff:", f"AW: [Preprint] {_MAIL_TITLE}"),
    ]
    title, authors = _mail_record(
        tmp_path, rows, ["Viele Gr\u00fc\u00dfe, Jana Krause und Lukas Berger"]
    )
    assert (title, authors) == (_MAIL_TITLE, ("Jana Krause", "Lukas Berger"))


def test_a_memo_with_labels_flush_right_and_no_address_keeps_its_sender(tmp_path: Path) -> None:
    rows = [("From:", "Ann Lee"), ("Date:", "3 Sep 2013"), ("Subject:", _MAIL_TITLE)]
    title, authors = _mail_record(tmp_path, rows, ["Best wishes,", "Bo Chen"])
    assert (title, authors) == (_MAIL_TITLE, ("Ann Lee",))


def test_a_mail_with_no_signoff_names_its_sender(tmp_path: Path) -> None:
    title, authors = _mail_record(tmp_path, _ROWS, ["Best performance was reached in the"])
    assert (title, authors) == (_MAIL_TITLE, ("Ann Lee",))


def test_control_a_memo_with_labels_flush_left_reads_as_before(tmp_path: Path) -> None:
    rows = [("From:", "Ann Lee"), ("Date:", "3 Sep 2013"), ("Subject:", _MAIL_TITLE)]
    found = _mail_record(tmp_path, rows, ["Best wishes,", "Bo Chen"], flush="left")
    assert found == (_MAIL_TITLE, ("Ann Lee",))


def _mail_abstract(tmp_path: Path, signoff: list[str]) -> str:
    path = tmp_path / "mail.pdf"
    _mail(path, _ROWS, signoff)
    return extract_pdf(path).abstract


def test_a_mails_abstract_ends_before_its_signoff(tmp_path: Path) -> None:
    found = _mail_abstract(tmp_path, ["Best wishes,", "Ann Lee and Bo Chen"])
    assert found == " ".join(_ABSTRACT)


def test_a_mails_abstract_ends_before_a_signoff_with_names_on_its_line(tmp_path: Path) -> None:
    found = _mail_abstract(tmp_path, ["Cordialement, Claire Dubois et Marc Laurent"])
    assert found == " ".join(_ABSTRACT)


def test_control_a_sentence_opening_with_best_goes_on_the_abstract(tmp_path: Path) -> None:
    found = _mail_abstract(tmp_path, ["Best results came from the shaded streets."])
    assert found == " ".join([*_ABSTRACT, "Best results came from the shaded streets."])
