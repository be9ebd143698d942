"""Office and browser front matter, round 57 (``front57``), drawn with PyMuPDF.

Kinds found on train material (front55's trial registry and library catalogue, train
since front56):

* a trial registry's "Brief Summary" heading heads the study's abstract
  (:data:`~tapyre_paper_search.pdf.abstractcues.ABSTRACT_WORDS`); read with no heading,
  the abstract had been cut to its last line where the classifier doubted the rest;
* the registry's table of study fields right under the summary, in smaller type with
  no weight (a browser's Type 3 fonts), ends it (:mod:`~tapyre_paper_search.pdf.fieldtable`);
  the abstract had read on through the table's cells;
* a library catalogue's record with no heading naming its people: an "Author" row
  "Lee, Ann, 1978-" and an "Other authors" row of headings one a line ("Chen, Bo.",
  "Diaz, Maria, 1950-2019") (:mod:`~tapyre_paper_search.pdf.catalogheading`, asked by
  :mod:`~tapyre_paper_search.pdf.labelform`); they had been read as no names;

Controls: a body section "Brief history" is no abstract heading; an initial keeps its
stop ("Doe, Jane Q."); "Paris, France" and "Lee, Ann, PhD" are no headings.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.abstractcues import ABSTRACT_HEADING
from tapyre_paper_search.pdf.extract import ExtractedPdf
from test_pdf_front_matter_front47 import _BODY, _H, _W

# A registry's brief summary whose lines the classifier doubts (train 5702's 0012).
_SUMMARY = [
    "We combine classical methods of combinatorial group theory with the theory of small",
    "cancellations over relatively hyperbolic groups to construct finitely generated torsion-free",
    "groups that have only finitely many classes of conjugate elements. Moreover, we present",
    "several results concerning embeddings into such groups. As another application of these",
    "techniques, we prove that every countable group C can be realized as a group of outer",
    "automorphisms of a group N, where N is a finitely generated group having Kazhdan's",
    "property (T) and containing exactly two conjugacy classes.",
]
_SUMMARY_TRUTH = " ".join(_SUMMARY)


def _save(tmp_path: Path, doc: pymupdf.Document, name: str) -> ExtractedPdf:
    path = tmp_path / f"{name}.pdf"
    doc.save(path)
    return extract_pdf(path)


def _line(page: pymupdf.Page, y: float, text: str, size: float, bold: bool = False) -> None:
    page.insert_text((43, y), text, fontsize=size, fontname="hebo" if bold else "helv")


def _registry(
    tmp_path: Path, heading: str = "Brief Summary", *, plain_table: bool = False
) -> ExtractedPdf:
    """A trial registry's record as a browser prints it (the sizes of train 5702's
    0012): a tab line, the title in two rows, ids, "Sponsor:", the responsible party,
    "Study Overview" over ``heading`` over the summary, a study table, the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    _line(page, 66, "Study Details \u00b7 Researcher View \u00b7 No Results Posted", 11.5, True)
    _line(page, 120, "Groups with finitely many conjugacy", 27, True)
    _line(page, 160, "classes and their automorphisms", 27, True)
    _line(page, 201, "ClinicalTrials ID NCT03898166", 11.5)
    _line(page, 221, "Sponsor: Institute of Chemistry", 11.5)
    _line(page, 240, "Information provided by (Responsible Party): Ashot Minasyan,", 11.5)
    _line(page, 260, "Last Update Posted: 2016-06-15", 11.5)
    _line(page, 298, "Study Overview", 16, True)
    _line(page, 332, heading, 12.8, True)
    y = 363.0
    for text in _SUMMARY:
        _line(page, y, text, 11.5)
        y += 19.2
    rows = [("Conditions", "groups, finitely, conjugacy"), ("Study Type", "Interventional")]
    rows += [("Enrollment (Estimated)", "63"), ("Study Start (Actual)", "2015-07-01")]
    for label, value in rows:
        if plain_table:  # a browser's Type 3 fonts: no weight, the cells side by side
            page.insert_text((150, y + 12), label, fontsize=10.5, fontname="helv")
            page.insert_text((300, y + 12), value, fontsize=10.5, fontname="helv")
            y += 17
            continue
        _line(page, y + 12, label, 11.5, True)
        _line(page, y + 31, value, 11.5)
        y += 40
    _line(page, y + 30, "1. Introduction", 14, True)
    for k, text in enumerate(_BODY):
        _line(page, y + 54 + 17 * k, text, 11.5)
    return _save(tmp_path, doc, "registry")


def test_a_registrys_brief_summary_heads_the_abstract(tmp_path: Path) -> None:
    record = _registry(tmp_path)
    assert record.title == "Groups with finitely many conjugacy classes and their automorphisms"
    assert record.abstract == _SUMMARY_TRUTH


def test_a_table_of_fields_in_smaller_type_ends_the_abstract(tmp_path: Path) -> None:
    record = _registry(tmp_path, plain_table=True)
    assert record.abstract == _SUMMARY_TRUTH


def test_a_smaller_row_in_mid_sentence_goes_on_the_abstract() -> None:
    """The control: the abstract's text must end a sentence before the table's row."""
    from tapyre_paper_search.pdf.fieldtable import opens_field_table
    from tapyre_paper_search.pdf.lines import Line

    def line(x0: float, y0: float, text: str, size: float) -> Line:
        return Line(text, size, False, False, False, x0, y0, x0 + 6 * len(text), y0 + size, 0)

    last = line(43, 100, "the abstract's last line, which", 11.5)
    rows = [line(150, 120, "Conditions", 10.5), line(300, 120, "Observational", 10.5)]
    assert opens_field_table(rows, 0, last, "ends a sentence.")
    assert not opens_field_table(rows, 0, last, "goes on in mid-sentence, which")
    assert not opens_field_table([rows[0]], 0, last, "ends a sentence.")  # no cell beside


def test_brief_summary_is_a_heading_and_brief_history_is_not() -> None:
    assert ABSTRACT_HEADING.match("Brief Summary")
    assert ABSTRACT_HEADING.match("BRIEF SUMMARY:")
    assert not ABSTRACT_HEADING.match("Brief history")
    assert not ABSTRACT_HEADING.match("Brief summary of the findings")


_CATALOGUE_TITLE = "Street trees and the summer heat of small towns"
_CATALOGUE_ABSTRACT = [
    "Street trees cool the towns they shade, but how much they cool small towns in a",
    "hot summer is not known. We measured the air over paved streets with and without",
    "trees in twelve towns for three summers, and we compare the afternoon heat of",
    "both kinds of street with a simple model of shade and of evaporation from leaves.",
]


def _catalogue(tmp_path: Path, rows: list[tuple[str, list[str]]]) -> ExtractedPdf:
    """A catalogue's full record: a breadcrumb, the title alone (no names after a slash),
    actions, then label rows (``rows``), "Summary" beside the abstract, "Subjects"."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((43, 60), "Library catalogue \u203a Search results \u203a Full record",
                     fontsize=9, fontname="helv")  # fmt: skip
    page.insert_text((43, 100), _CATALOGUE_TITLE, fontsize=22, fontname="helv")
    page.insert_text((43, 125), "Cite \u00b7 Email \u00b7 Export \u00b7 Save", fontsize=9,
                     fontname="helv")  # fmt: skip
    y = 160.0
    for label, values in [*rows, ("Published", ["2019"]), ("Format", ["Article"])]:
        page.insert_text((43, y), label, fontsize=11, fontname="hebo")
        for value in values:
            page.insert_text((150, y), value, fontsize=11, fontname="helv")
            y += 16
        y += 4
    page.insert_text((43, y), "Summary", fontsize=11, fontname="hebo")
    for text in _CATALOGUE_ABSTRACT:
        page.insert_text((150, y), text, fontsize=11, fontname="helv")
        y += 15
    page.insert_text((43, y + 10), "Subjects", fontsize=11, fontname="hebo")
    page.insert_text((150, y + 10), "Trees -- Research", fontsize=11, fontname="helv")
    return _save(tmp_path, doc, "catalogue")


def test_a_catalogues_author_rows_give_the_names_of_their_headings(tmp_path: Path) -> None:
    rows = [
        ("Author", ["Lee, Ann, 1978-"]),
        ("Other authors", ["Chen, Bo.", "Diaz, Maria, 1950-2019"]),
    ]
    record = _catalogue(tmp_path, rows)
    assert record.title == _CATALOGUE_TITLE
    assert record.authors == ("Ann Lee", "Bo Chen", "Maria Diaz")
    assert record.abstract == " ".join(_CATALOGUE_ABSTRACT)


def test_one_catalogue_author_with_years(tmp_path: Path) -> None:
    record = _catalogue(tmp_path, [("Author", ["Okafor, Chidi, 1981-"])])
    assert record.authors == ("Chidi Okafor",)


def test_a_heading_is_surname_comma_given_names_with_dates_or_a_stop() -> None:
    from tapyre_paper_search.pdf.catalogheading import person_heading  # new in front57

    assert person_heading("Lee, Ann, 1978-") == "Ann Lee"
    assert person_heading("Smith, John, 1921-2004") == "John Smith"
    assert person_heading("Chen, Bo.") == "Bo Chen"
    assert person_heading("Doe, Jane Q.") == "Jane Q. Doe"  # an initial keeps its stop
    assert person_heading("Paris, France") == ""
    assert person_heading("Lee, Ann, PhD") == ""


def test_a_surname_first_lists_closing_stop_is_off_the_last_given_name() -> None:
    from tapyre_paper_search.pdf.invertednames import inverted_names

    assert inverted_names("Lee, Ann; Chen, Jane.") == ["Ann Lee", "Jane Chen"]
    assert inverted_names("Lee, Ann; Doe, Jane Q.") == ["Ann Lee", "Jane Q. Doe"]
    assert inverted_names("Lee, Ann; Smith, Jos.") == ["Ann Lee", "Jos. Smith"]  # abbreviated
