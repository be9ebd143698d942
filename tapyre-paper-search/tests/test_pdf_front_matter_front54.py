"""Office and browser front matter, round 54 (``front54``), drawn with PyMuPDF.

front53's held-out layouts, now train:

* a template of numbered questions ("1. Title", "2. Authors", "3. Description"), each
  over the template's instruction in smaller slanted type and the answer under it
  (:mod:`~tapyre_paper_search.pdf.questionform`);
* a repository's full item record: "DC Field | Value | Language" rows labelled with the
  schema's dotted field names, one "dc.contributor.author" row a person surname first,
  the abstract in the "dc.description.abstract" row above the "dc.title" row
  (:mod:`~tapyre_paper_search.pdf.schemafields`, :mod:`~tapyre_paper_search.pdf.labelform`);
* a protocol's first page holding phrases of a repository's cover ("License:", "…
  protocols repository", "deposited" in its body) over its abstract and "1.
  Introduction": the paper's own first page, not a cover (:mod:`~tapyre_paper_search.pdf.cover`);
* a short abstract (fewer than 25 words) over a bold heading in capitals, "MATERIALS"
  (:mod:`~tapyre_paper_search.pdf.abstractends`).

Controls keep what was read before: a paper's numbered section headings are no form; a
dotted name that is no field of the record ("dc.contributor" alone, an advisor) names
no author; a repository's cover sheet in front of the paper is still skipped; a bold
heading in capitals under a line running on in mid-sentence, or after a few words, ends
no abstract by the new rule.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.extract import ExtractedPdf
from test_pdf_front_matter_front47 import _ABSTRACT, _BODY, _H, _LEFT, _TITLE, _W

_TRUTH = " ".join(_ABSTRACT)
_FONTS = "/usr/share/fonts/truetype/dejavu/"
_FACES = {
    "": ("dv", "DejaVuSerif.ttf"),
    "b": ("dvb", "DejaVuSerif-Bold.ttf"),
    "i": ("dvi", "DejaVuSerif-Italic.ttf"),
}
Row = tuple[float, str, float, str]


def _page(tmp_path: Path, rows: list[Row], *, body: bool = True) -> ExtractedPdf:
    """``rows`` (indent, text, size, face) a line each (size 0: a blank line), then
    (``body``) a section heading and the body; extracted."""
    if body:
        rows = [*rows, (0, "", 0, ""), (0, "Introduction", 12, "b"), *_body_rows()]
    return _pages(tmp_path, [rows])


def _pages(tmp_path: Path, pages: list[list[Row]]) -> ExtractedPdf:
    """One page of rows a line each (size 0: a blank line) for each of ``pages``."""
    doc = pymupdf.open()
    for rows in pages:
        page = doc.new_page(width=_W, height=_H)
        y = 60.0
        for dx, text, size, face in rows:
            if size:
                name, file = _FACES[face]
                page.insert_text(
                    (_LEFT + dx, y), text, fontsize=size, fontname=name, fontfile=_FONTS + file
                )
            y += (size or 8) * 1.45
    path = tmp_path / "page.pdf"
    doc.save(path)
    return extract_pdf(path)


def _body_rows() -> list[Row]:
    return [(0, line, 10, "") for line in _BODY]


def _question(number: int, label: str, ask: list[str], answer: list[str]) -> list[Row]:
    return [
        (0, "", 0, ""),
        (0, f"{number}. {label}", 11, "b"),
        *((0, text, 9, "i") for text in ask),
        *((0, text, 10, "") for text in answer),
    ]


def _template(*, title_label: str = "Title", people_label: str = "Authors") -> list[Row]:
    return [
        (0, "Preregistration", 20, "b"),
        (0, "Standard preregistration form", 9, "i"),
        (0, "", 0, ""),
        (0, "Study Information", 13, "b"),
        *_question(
            1,
            title_label,
            [
                "Provide the working title of your study. It may be the same title that",
                "you submit for publication of your final manuscript.",
            ],
            [_TITLE],
        ),
        *_question(
            2,
            people_label,
            ["List the names of everyone who contributed to this study, in order."],
            ["Ann Lee, Bo Chen, Pieter de Vries"],
        ),
        *_question(
            3,
            "Description",
            [
                "Please give a brief description of your study, including some",
                "background, the purpose of the study, or broad research questions.",
            ],
            _ABSTRACT,
        ),
        *_question(
            4,
            "Hypotheses",
            ["List specific, concise, and testable hypotheses."],
            ["H1: Streets with trees are cooler in the afternoon than streets without."],
        ),
    ]


def test_a_templates_numbered_questions_give_the_record(tmp_path: Path) -> None:
    got = _page(tmp_path, _template())
    names = ("Ann Lee", "Bo Chen", "Pieter de Vries")
    assert (got.title, got.authors, got.abstract) == (_TITLE, names, _TRUTH)


def test_a_working_title_question_and_investigators(tmp_path: Path) -> None:
    got = _page(tmp_path, _template(title_label="Working title", people_label="Investigators"))
    assert (got.title, got.authors) == (_TITLE, ("Ann Lee", "Bo Chen", "Pieter de Vries"))


def test_numbered_section_headings_are_no_question_form(tmp_path: Path) -> None:
    rows: list[Row] = [
        (0, _TITLE, 18, "b"),
        (0, "Ann Lee and Bo Chen", 11, ""),
        (0, "", 0, ""),
        (0, "Abstract", 11, "b"),
        *((0, text, 10, "") for text in _ABSTRACT),
        (0, "", 0, ""),
        (0, "1. Introduction", 11, "b"),
        *_body_rows()[:2],
        (0, "2. Methods", 11, "b"),
        *_body_rows()[2:],
        (0, "3. Results", 11, "b"),
        *_body_rows()[:1],
    ]
    got = _page(tmp_path, rows, body=False)
    assert (got.title, got.authors, got.abstract) == (_TITLE, ("Ann Lee", "Bo Chen"), _TRUTH)


_VALUE = 150.0  # the value column's left edge, from the page's margin
_LANGUAGE = 430.0


def _record(tmp_path: Path, rows: list[tuple[str, list[str], str]]) -> ExtractedPdf:
    """A record page: a path line, the title as heading, then a table of rows (field,
    value lines, language), the value's paragraph set a little lower than its label
    where it holds several lines, as a cell's paragraph margin sets it."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)

    def put(x: float, y: float, text: str, size: float, face: str = "") -> None:
        name, file = _FACES[face]
        page.insert_text((_LEFT + x, y), text, fontsize=size, fontname=name, fontfile=_FONTS + file)

    put(0, 50, "Repository home \u203a School of Medicine \u203a Articles \u203a View Item", 8)
    put(0, 76, _TITLE, 14, "b")
    put(0, 98, "Show simple item record", 8)
    y = 122.0
    for field, value, language in [("DC Field", ["Value"], "Language"), *rows]:
        face = "b" if field == "DC Field" else ""
        put(4, y, field, 8.5, face)
        if language:
            put(_LANGUAGE, y, language, 8.5, face)
        low = 8.0 if len(value) > 1 else 0.0
        for k, text in enumerate(value):
            put(_VALUE, y + low + 12 * k, text, 8.5, face)
        y += low + 12 * len(value) + 6
    put(0, y + 20, "Files in this item", 8.5, "b")
    path = tmp_path / "record.pdf"
    doc.save(path)
    return extract_pdf(path)


def _rows_of(people: list[str], title_rows: bool = True) -> list[tuple[str, list[str], str]]:
    rows = [("dc.contributor.author", [p], "") for p in people]
    rows += [
        ("dc.date.issued", ["2019"], ""),
        ("dc.description.abstract", _ABSTRACT, "en"),
        ("dc.identifier.uri", ["hdl.handle.net/1234/56789"], ""),
        ("dc.subject", ["street trees"], "en"),
    ]
    if title_rows:
        rows.append(("dc.title", [_TITLE], "en"))
    return [*rows, ("dc.type", ["Article"], "en")]


def test_a_records_dotted_rows_give_the_names_and_the_abstract(tmp_path: Path) -> None:
    got = _record(tmp_path, _rows_of(["Lee, Ann", "Chen, Bo", "de Vries, Pieter"]))
    names = ("Ann Lee", "Bo Chen", "Pieter de Vries")
    assert (got.title, got.authors, got.abstract) == (_TITLE, names, _TRUTH)


def test_a_record_with_creators_and_no_title_row(tmp_path: Path) -> None:
    rows = [
        (r[0].replace("dc.contributor.author", "dc.creator"), r[1], r[2])
        for r in _rows_of(["Lee, Ann", "Chen, Bo"], title_rows=False)
    ]
    got = _record(tmp_path, rows)
    assert (got.title, got.authors, got.abstract) == (_TITLE, ("Ann Lee", "Bo Chen"), _TRUTH)


def test_dotted_field_names_and_their_roles() -> None:
    from tapyre_paper_search.pdf.schemafields import role  # (new: fails on the base)

    assert [role(t) for t in ("dc.title", "DC.Creator", "dc.contributor.author")] == [
        "title",
        "author",
        "author",
    ]
    assert role("dc.description.abstract") == "abstract"
    assert [role(t) for t in ("dc.contributor", "dc.title.alternative", "e.g. title")] == [
        None,
        None,
        None,
    ]


_DEPOSITED = [
    "The mark is deposited onto the nucleosomes of the transcribed regions, and it",
    "recruits regulators that reset the chromatin to a relatively repressive state.",
]


def _protocol_page() -> list[Row]:
    return [
        (0, "PROTOCOL \u00b7 Version 2 \u00b7 Mar 3, 2020", 8, ""),
        (0, _TITLE, 16, "b"),
        (0, "Ann Lee and Bo Chen", 11, ""),
        (0, "", 0, ""),
        (0, "DOI: dx.doi.org/10.17504/protocols.io.1466683", 8, ""),
        (0, "Protocol Citation: Ann Lee, Bo Chen 2020. Street trees. protocols repository", 8, ""),
        (0, "License: This is an open access protocol distributed under CC BY 4.0", 8, ""),
        (0, "", 0, ""),
        (0, "ABSTRACT", 10, "b"),
        *((0, text, 10, "") for text in _ABSTRACT),
        (0, "", 0, ""),
        (0, "1. Introduction", 12, "b"),
        *((0, text, 10, "") for text in _DEPOSITED),
    ]


def test_a_first_page_with_cover_phrases_over_its_abstract_and_body(tmp_path: Path) -> None:
    got = _pages(tmp_path, [_protocol_page(), [(0, "2. Methods", 12, "b"), *_body_rows()]])
    assert (got.title, got.authors, got.abstract) == (_TITLE, ("Ann Lee", "Bo Chen"), _TRUTH)


def test_a_repository_cover_in_front_of_the_paper_is_still_skipped(tmp_path: Path) -> None:
    cover: list[Row] = [
        (0, "Research Online Repository", 16, "b"),
        (0, "This version is available at the repository's permanent link.", 9, ""),
        (0, "Please cite the published version. Downloaded from the repository.", 9, ""),
        (0, "Terms of use: users may download and print one copy for research.", 9, ""),
        (0, "", 0, ""),
        (0, "1. Introduction", 11, "b"),
        (0, "The deposited version is the author's accepted manuscript.", 9, ""),
    ]
    paper: list[Row] = [
        (0, _TITLE, 16, "b"),
        (0, "Ann Lee and Bo Chen", 11, ""),
        (0, "", 0, ""),
        (0, "Abstract", 11, "b"),
        *((0, text, 10, "") for text in _ABSTRACT),
        (0, "", 0, ""),
        (0, "1. Introduction", 12, "b"),
        *_body_rows(),
    ]
    got = _pages(tmp_path, [cover, paper])
    assert (got.title, got.authors, got.abstract) == (_TITLE, ("Ann Lee", "Bo Chen"), _TRUTH)


_SHORT = [
    "We prove a duality theorem for certain graded algebras and show by examples",
    "several kinds of failure of tameness of local cohomology.",
]


def _short_abstract(head: str, under: str = "") -> list[Row]:
    return [
        (0, _TITLE, 16, "b"),
        (0, "Ann Lee and Bo Chen", 11, ""),
        (0, "", 0, ""),
        (0, "ABSTRACT", 10, "b"),
        *((0, text, 10, "") for text in _SHORT),
        *([(0, under, 10, "")] if under else []),
        (0, head, 10, "b"),
        (0, "\u2022 Tris-HCl 1 M, pH 8.0", 10, ""),
        (0, "\u2022 Ethanol 70 % (v/v)", 10, ""),
    ]


def test_a_short_abstract_ends_at_a_bold_heading_in_capitals(tmp_path: Path) -> None:
    got = _page(tmp_path, _short_abstract("MATERIALS"))
    assert (got.title, got.abstract) == (_TITLE, " ".join(_SHORT))


def test_a_capitals_heading_ends_no_abstract_in_mid_sentence_or_of_a_few_words() -> None:
    from tapyre_paper_search.pdf.abstractends import ends_abstract
    from tapyre_paper_search.pdf.lines import Line

    heading = Line("MATERIALS", 10, True, False, False, _LEFT, 300, _LEFT + 60, 310, 0)
    assert not ends_abstract(heading, 10, structured=False, words=20, running=True)
    assert not ends_abstract(heading, 10, structured=False, words=5)
