"""Abstracts of LaTeX papers (``latex29``), drawn with PyMuPDF on an A4 page: a title in
small capitals' place, a centred byline, the abstract run in after a label closed by a
stop and a dash ("Abstract. —", as the Société Mathématique de France's class sets it),
then the body under "1. Introduction".

* The label's stop and dash are the label's: the abstract opens with its own first word,
  and a structured abstract run in after it is read as one, so its "Subjects:" part
  (a label a subject-classification block shares) goes on the abstract.
* "Abstract.—" glued together, and the label alone on its line, are labels too.
* A word broken at a line end that the paper writes elsewhere only in another inflected
  form keeps its hyphen or is joined as that form is written
  (:func:`~tapyre_paper_search.pdf.docwords.mend_breaks`): "kinase-" / "abhängiger"
  beside the body's "Kinase-abhängige", "sub-" / "group" beside "subgroups".
* A title set in bold capitals no larger than the text whose last line is a structured
  abstract's label word alone ("PATIENTS") keeps that line
  (:func:`~tapyre_paper_search.pdf.plaintitle.plain_title`).
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import abstractcues, docwords, extract_pdf

_W, _H = 595.0, 842.0
_LEFT = 142.0
_STRUCTURED = [
    ("Objectives:", " To explore the use of local registration data to assess the"),
    ("", "mortality of infants in a rural county of a large inland province."),
    ("Design:", " Retrospective cohort study of the pregnancies registered there."),
    ("Setting:", " Routine family planning records in twenty rural townships."),
    ("Subjects:", " 3697 pregnancies registered by the local family planning system"),
    ("", "during one year, followed until the seventh day after the birth."),
    ("Results:", " Only three cases were lost to follow up during the whole study."),
    ("Conclusions:", " The local records are a useful source for studying mortality."),
]
_PLAIN = [
    ("", "We measure how fast the trees of a city grow over ten years and how"),
    ("", "their growth depends on the street they stand in and on the weather."),
]


_FONTS: dict[str, pymupdf.Font] = {}


def _font(face: str) -> pymupdf.Font:
    """A base-14 face as a font object: its text written whole (em dashes too)."""
    return _FONTS.setdefault(face, pymupdf.Font(face))


def _put(page: pymupdf.Page, at: tuple[float, float], text: str, size: float, face: str) -> float:
    """``text`` written at ``at``; the x where it ends."""
    writer = pymupdf.TextWriter(page.rect)
    writer.append(at, text, font=_font(face), fontsize=size)
    writer.write_text(page)
    return at[0] + _font(face).text_length(text, fontsize=size)


def _centred(page: pymupdf.Page, y: float, text: str, size: float, face: str) -> None:
    _put(page, ((_W - _font(face).text_length(text, fontsize=size)) / 2, y), text, size, face)


def _paper(
    path: Path,
    label: str,
    rows: list[tuple[str, str]],
    alone: bool = False,
    body: tuple[str, ...] = (),
) -> None:
    """One page: title, "by", the names, then ``label`` and the abstract's ``rows`` (a
    bold run-in part label and its text) in 8 pt, the label run in before the first row
    (or alone on its line), then the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    _centred(page, 180.0, "PERINATAL MORTALITY IN A RURAL COUNTY", 10.9, "tibo")
    _centred(page, 220.0, "by", 10.9, "tiit")
    _centred(page, 246.0, "Qiang Wei Shekar & Graham Mishchenko", 10.9, "tiro")
    y = 318.0
    if alone:
        _put(page, (_LEFT, y), label, 8, "tibi")
        y += 10.0
    for number, (bold, text) in enumerate(rows):
        x = _LEFT
        if number == 0 and not alone:
            x = _put(page, (x, y), label + " ", 8, "tibi")
        if bold:
            x = _put(page, (x, y), bold, 8, "tibo")
        _put(page, (x, y), text, 8, "tiro")
        y += 10.0
    _centred(page, y + 40.0, "1. Introduction", 10.0, "tibo")
    y += 60.0
    for row in body or (
        "Immune checkpoint inhibitors give impressive clinical responses in some",
        "patients, but the best results will need them combined with other treatments.",
    ):
        _put(page, (125.0, y), row, 10, "tiro")
        y += 12.0
    doc.save(path)


def test_a_structured_abstract_after_a_stop_and_dash_label_is_read_whole(
    tmp_path: Path,
) -> None:
    pdf = tmp_path / "structured.pdf"
    _paper(pdf, "Abstract. —", _STRUCTURED)
    abstract = extract_pdf(pdf).abstract
    assert abstract.startswith("Objectives: To explore the use")
    assert "Subjects: 3697 pregnancies registered" in abstract
    assert abstract.endswith("a useful source for studying mortality.")


@pytest.mark.parametrize(
    ("label", "alone"),
    [("Abstract. —", False), ("Abstract.—", False), ("Abstract: –", False), ("Abstract. —", True)],
)
def test_the_stop_and_dash_belong_to_the_label(tmp_path: Path, label: str, alone: bool) -> None:
    pdf = tmp_path / "plain.pdf"
    _paper(pdf, label, _PLAIN, alone)
    abstract = extract_pdf(pdf).abstract
    assert abstract.startswith("We measure how fast the trees"), abstract
    assert abstract.endswith("and on the weather.")


def test_the_label_alone_on_its_line_heads_the_abstract() -> None:
    assert abstractcues.ABSTRACT_HEADING.match("Abstract. —")
    assert abstractcues.ABSTRACT_HEADING.match("Abstract.—")
    assert not abstractcues.ABSTRACT_HEADING.match("Abstract. — We measure")
    found = abstractcues.ABSTRACT_INLINE.match("Abstract. — We measure how fast")
    assert found is not None and found.group(1) == "We measure how fast"
    # a hyphen or a dash before a number after the stop is the text's: a minus stays
    assert abstractcues.ABSTRACT_INLINE.match("Abstract: -5 dB noise").group(1) == "-5 dB noise"
    assert abstractcues.ABSTRACT_INLINE.match("Abstract: –5 dB noise").group(1) == "–5 dB noise"


_GERMAN = [
    ("", "Wir untersuchen die Wirkung eines neuen Hemmstoffs auf den Weg der kinase-"),
    ("", "abhängiger Signale in Hefezellen und zeigen, dass er sie binnen Minuten stoppt."),
]
_ENGLISH = [
    ("", "We follow how one small sub-"),
    ("", "group of the genes responds to the stress within minutes of its onset."),
]


def test_a_broken_word_written_elsewhere_in_another_inflection(tmp_path: Path) -> None:
    german = tmp_path / "german.pdf"
    body = ("Kinase-abhängige Signale steuern das Wachstum der Hefe in vielen Medien.",)
    _paper(german, "Zusammenfassung. —", _GERMAN, body=body)
    assert "Weg der kinase-abhängiger Signale" in extract_pdf(german).abstract
    english = tmp_path / "english.pdf"
    body = ("The subgroups of genes we follow were named in earlier work on yeast.",)
    _paper(english, "Abstract. —", _ENGLISH, body=body)
    assert "one small subgroup of the genes" in extract_pdf(english).abstract


def test_inflected_forms_decide_only_where_no_form_is_written_as_broken() -> None:
    words = docwords.DocumentWords(
        hyphenated={"kinase-abhängige", "sub-group"}, whole={"subgroups", "turnkeys"}
    )
    mend = docwords.mend_breaks
    assert mend("der kinase-\nabhängigen", words) == "der kinase-abhängigen"
    assert mend("a sub-\ngroup", words) == "a sub-group"  # the written form first
    assert mend("turn-\nkey", words) == "turn-\nkey"  # the English list's word: as before
    assert mend("a co-\nhort", words) == "a co-\nhort"  # no form written: the lists decide


_TITLE = (
    "UP-REGULATION OF A CALCIUM SENSOR IN THE",
    "PREFRONTAL CORTEX OF SCHIZOPHRENIC AND BIPOLAR",
    "PATIENTS",
)
_BODY = (
    "The delineation of dopamine dysfunction in the brain has been a long standing quest",
    "of research into the causes of the disease, and many groups have taken it up since.",
)


def test_a_body_size_title_ending_in_a_label_word_keeps_it(tmp_path: Path) -> None:
    pdf = tmp_path / "title.pdf"
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    for number, row in enumerate(_TITLE):
        _centred(page, 179.0 + 15.5 * number, row, 10.9, "tibo")
    _centred(page, 236.0, "by", 10.9, "tiit")
    _centred(page, 264.0, "Jose A. Bertulani", 10.9, "tiro")
    y = _put(page, (_LEFT, 323.0), "Abstract. — ", 8, "tibi")
    _put(page, (y, 323.0), "We find the sensor raised in the cortex of patients.", 8, "tiro")
    _centred(page, 380.0, "1. Introduction", 10.0, "tibo")
    for number in range(24):
        _put(page, (113.0, 400.0 + 12.0 * number), _BODY[number % 2], 10, "tiro")
    doc.save(pdf)
    found = extract_pdf(pdf)
    assert found.title.endswith("SCHIZOPHRENIC AND BIPOLAR PATIENTS"), found.title
    assert found.authors == ("Jose A. Bertulani",)
