"""Scanned and broken pages: text-layer checks, OCR with Tesseract, and the record of how
each page's text was obtained.

The scans are made here: real text pages rendered to images (with scanner
speckle), or such images under an invisible layer of garbage text.  The OCR
tests need Tesseract's language data (Debian: tesseract-ocr, installed by the
nox session when it runs as root) and skip with that reason without it.
"""

from __future__ import annotations

import os
from difflib import SequenceMatcher
from pathlib import Path

import pymupdf
import pytest
from pdf_samples import ABSTRACT, TITLE, write_paper
from pdfgen.damage import garble, scan
from tapyre_paper_search.errors import ExtractionError
from tapyre_paper_search.pdf import extract_pdf, ocr
from tapyre_paper_search.pdf.ocr import GARBAGE_TEXT_LAYER, NO_TEXT_LAYER, text_layer_problem


def tesseract_missing(reason: str) -> None:
    """Skips the test for want of Tesseract (``reason``), or fails it where
    ``TAPYRE_REQUIRE_TESSERACT=1`` (CI) requires Tesseract."""
    if os.environ.get("TAPYRE_REQUIRE_TESSERACT") == "1":
        pytest.fail(f"{reason} (TAPYRE_REQUIRE_TESSERACT=1 requires it)")
    pytest.skip(reason)


def _tesseract_or_skip() -> None:
    if ocr.available_languages("eng") is None:
        tesseract_missing(
            "Tesseract's language data is not installed (Debian: apt-get install tesseract-ocr)"
        )


needs_tesseract = pytest.mark.usefixtures("tesseract")


@pytest.fixture
def tesseract() -> None:
    """Skips (or fails where CI requires it) without Tesseract's language data."""
    _tesseract_or_skip()


PROSE = (
    "Retrieval of scientific papers is hard because claims use words the abstracts do not. "
    "We therefore combine lexical and dense signals and measure both on three corpora. "
) * 6


def scanned(tmp_path: Path, *, garbage: bool = False, pages: list[int] | None = None) -> Path:
    source = write_paper(tmp_path / "source.pdf", pages=2)
    with pymupdf.open(source) as doc:
        damaged = scan(
            doc, pages if pages is not None else [0, 1], dpi=200, garbage=garbage, seed=1
        )
    path = tmp_path / "scan.pdf"
    damaged.save(path)
    damaged.close()
    return path


def similarity(a: str, b: str) -> float:
    return SequenceMatcher(None, " ".join(a.split()), " ".join(b.split()), autojunk=False).ratio()


# -- the text layer check (pure) --------------------------------------------------------


def test_good_text_in_english_german_and_other_languages_passes() -> None:
    assert text_layer_problem(PROSE, has_images=True) is None
    german = (
        "Die Daten wurden über zwei Sommer in drei Städten erhoben und gemeinsam ausgewertet. " * 4
    )
    assert text_layer_problem(german, has_images=False) is None
    latin = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor. " * 4
    assert text_layer_problem(latin, has_images=False) is None  # unknown words, but words


def test_missing_and_garbage_text_layers_are_recognised() -> None:
    import random

    assert text_layer_problem("", has_images=True) == NO_TEXT_LAYER
    assert text_layer_problem("  3 ", has_images=True) == NO_TEXT_LAYER
    assert text_layer_problem("", has_images=False) is None  # a blank page, not a scan
    shifted = PROSE.translate(
        str.maketrans("abcdefghijklmnopqrstuvwxyz", "defghijklmnopqrstuvwxyzabc")
    )
    assert text_layer_problem(shifted, has_images=False) == GARBAGE_TEXT_LAYER
    soup = "".join(random.Random(3).choice("ÿþ¦¨ª¬¯¸º¼½¾¿") if c.isalnum() else c for c in PROSE)
    assert text_layer_problem(soup, has_images=True) == GARBAGE_TEXT_LAYER
    assert (
        text_layer_problem("(cid:12)(cid:7)(cid:88) " * 30, has_images=False) == GARBAGE_TEXT_LAYER
    )


# -- OCR -----------------------------------------------------------------------------------


@needs_tesseract
def test_scanned_pages_are_read_by_ocr_and_say_so(tmp_path: Path) -> None:
    pdf = extract_pdf(scanned(tmp_path))
    assert [(p.source, p.note) for p in pdf.pages] == [("ocr", NO_TEXT_LAYER)] * 2
    assert similarity(pdf.abstract, ABSTRACT) > 0.9
    assert similarity(pdf.title, TITLE) > 0.9


@needs_tesseract
def test_a_garbage_text_layer_is_replaced_by_ocr(tmp_path: Path) -> None:
    pdf = extract_pdf(scanned(tmp_path, garbage=True))
    assert {(p.source, p.note) for p in pdf.pages} == {("ocr", GARBAGE_TEXT_LAYER)}
    assert "retrieval" in pdf.pages[0].text.lower()
    assert similarity(pdf.abstract, ABSTRACT) > 0.9


@needs_tesseract
def test_only_the_broken_page_is_ocred(tmp_path: Path) -> None:
    pdf = extract_pdf(scanned(tmp_path, pages=[1]))
    assert [p.source for p in pdf.pages] == ["text", "ocr"]
    assert pdf.abstract == ABSTRACT  # page 1 kept its own text layer, exactly


def test_without_tesseract_scans_are_reported_by_reason(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(ocr, "tessdata", lambda: None)
    with pytest.raises(ExtractionError) as caught:
        extract_pdf(scanned(tmp_path))
    assert caught.value.reason == "image-only"
    assert "needs OCR" in str(caught.value)


def test_without_tesseract_a_partly_scanned_paper_keeps_its_text_pages(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(ocr, "tessdata", lambda: None)
    pdf = extract_pdf(scanned(tmp_path, pages=[1]))
    assert [(p.source, p.note) for p in pdf.pages] == [
        ("text", ""),
        (
            "none",
            f"{NO_TEXT_LAYER}; OCR unavailable "
            "(no Tesseract language data (install tesseract-ocr))",
        ),
    ]
    assert pdf.abstract == ABSTRACT


def test_ocr_can_be_turned_off(tmp_path: Path) -> None:
    with pytest.raises(ExtractionError) as caught:
        extract_pdf(scanned(tmp_path), ocr=None)
    assert caught.value.reason == "image-only"
    assert "OCR is turned off" in str(caught.value)
    assert "[papers] ocr = true" in (caught.value.hint or "")
    pdf = extract_pdf(scanned(tmp_path, pages=[1]), ocr=None)
    assert [(p.source, p.note) for p in pdf.pages] == [
        ("text", ""),
        ("none", f"{NO_TEXT_LAYER}; OCR turned off"),
    ]


def test_garble_keeps_the_shape_of_the_text() -> None:
    import random

    text = "Graph neural networks"
    shifted = garble(text, random.Random(0))
    assert len(shifted) == len(text) and shifted != text


def test_ocr_sizes_of_one_type_size_are_made_equal() -> None:
    from tapyre_paper_search.pdf.ocrregroup import _snapped_sizes

    # A title's two lines measured a point apart, body lines half a point apart, a
    # smaller note and an author line stay what they are.
    sizes = [18.0, 19.0, 10.5, 7.5, 9.0, 8.5, 8.5, 8.0, 8.5, 8.5]
    assert _snapped_sizes(sizes) == [19.0, 19.0, 10.5, 7.5, 8.5, 8.5, 8.5, 8.5, 8.5, 8.5]


def test_a_short_line_in_large_type_does_not_take_a_longer_title_line() -> None:
    from tapyre_paper_search.pdf.ocrregroup import _snapped_sizes

    # A journal's name (22) over a title whose lines OCR measured 19, 19.5 and 20: by
    # lines, each size is as common as the next and the largest would go first,
    # taking the title's last line; by characters the title's sizes go first.
    sizes = [22.0, 19.0, 19.5, 20.0, 10.0, 10.0]
    weights = [18, 41, 40, 35, 80, 80]
    assert _snapped_sizes(sizes, weights) == [22.0, 19.0, 19.0, 19.0, 10.0, 10.0]


def _ocr_line(text: str, size: float, top: float, left: float = 72.0) -> dict[str, object]:
    box = (left, top, left + 6.0 * len(text), top + size)
    return {"bbox": box, "dir": (1.0, 0.0), "spans": [{"text": text, "size": size, "bbox": box}]}


def test_the_lines_of_one_ocr_paragraph_get_one_size() -> None:
    from tapyre_paper_search.pdf.ocrregroup import regroup_lines

    # A title set in one type: its last line has no descenders and measures a sixth
    # smaller; the author line below, after a wider gap, keeps its own size.
    lines = [
        _ocr_line("Implementation of a Clinical Pharmacy", 19.5, 80.0),
        _ocr_line("Education Program in a Teaching Hospital", 19.5, 104.0),
        _ocr_line("Intervention", 17.0, 128.0),
        _ocr_line("Brian Leach and Leonid Tacconi", 16.5, 170.0),
    ]
    page = {"width": 612.0, "height": 792.0, "blocks": [{"type": 0, "lines": lines}]}
    blocks = regroup_lines(page)["blocks"]
    sizes = [[span["size"] for line in b["lines"] for span in line["spans"]] for b in blocks]
    assert sizes == [[19.5, 19.5, 19.5], [16.5]]


def test_ocr_footnote_marks_on_names_become_superscripts() -> None:
    from tapyre_paper_search.pdf.authors import names_in_line
    from tapyre_paper_search.pdf.lines import page_lines
    from tapyre_paper_search.pdf.ocrregroup import regroup_lines

    # OCR reads a superscript "1" or "2" after a name as "’", "?" or "!"; the names
    # must come apart as in a text layer, and the line's text must lose the marks.
    words = ["G.", " ", "Wegscheider’,", " ", "Y.", " ", "Sorrentino?", " ", "and", " "]
    words += ["D.", " ", "N.", " ", "Macovez!", " ", "on", " ", "Notch3"]
    spans, x = [], 72.0
    for word in words:
        spans.append({"text": word, "size": 12.0, "bbox": (x, 100.0, x + 6 * len(word), 112.0)})
        x += 6 * len(word)
    line = {"bbox": (72.0, 100.0, x, 112.0), "dir": (1.0, 0.0), "spans": spans}
    page = {"width": 612.0, "height": 792.0, "blocks": [{"type": 0, "lines": [line]}]}
    (read,) = page_lines(regroup_lines(page)).lines
    assert read.text == "G. Wegscheider, Y. Sorrentino and D. N. Macovez on Notch3"
    assert read.marks == 3
    assert names_in_line(read.names)[:3] == ["G. Wegscheider", "Y. Sorrentino", "D. N. Macovez"]
    # In prose, a lone capitalised word before "?" keeps it.
    spans = [{"text": "Europe?", "size": 10.0, "bbox": (72.0, 200.0, 114.0, 210.0)}]
    line = {"bbox": (72.0, 200.0, 114.0, 210.0), "dir": (1.0, 0.0), "spans": spans}
    page = {"width": 612.0, "height": 792.0, "blocks": [{"type": 0, "lines": [line]}]}
    assert page_lines(regroup_lines(page)).lines[0].text == "Europe?"


def test_scan_dirt_at_a_titles_ends_is_dropped() -> None:
    from tapyre_paper_search.pdf.titletext import _without_specks

    assert _without_specks("_ Intravenous valproate is well tolerated |") == (
        "Intravenous valproate is well tolerated"
    )
    assert _without_specks("‘Protein-Protein Interaction Inhibition") == (
        "Protein-Protein Interaction Inhibition"
    )
    # Quotes that close, and a final full stop, are the title's own.
    assert _without_specks("‘Big Data’ in practice") == "‘Big Data’ in practice"
    assert _without_specks("Why F. is not G.") == "Why F. is not G."


def _regrouped(lines: list[dict[str, object]]) -> list[list[tuple[str, float]]]:
    """The blocks ``regroup_lines`` makes of OCR ``lines``: (text, size) per line."""
    from tapyre_paper_search.pdf.ocrregroup import regroup_lines

    page = {"width": 612.0, "height": 792.0, "blocks": [{"type": 0, "lines": lines}]}
    return [
        [
            ("".join(s["text"] for s in line["spans"]), line["spans"][0]["size"])
            for line in block["lines"]
        ]
        for block in regroup_lines(page)["blocks"]
    ]


def _body(top: float, count: int = 6, size: float = 10.0) -> list[dict[str, object]]:
    text = "the lines of the body text set in the type most characters are in"
    return [_ocr_line(text, size, top + i * size * 1.3) for i in range(count)]


def test_the_pieces_of_one_ocr_line_are_joined() -> None:
    # Tesseract cut a loosely set title line at a wide word gap: the pieces are one
    # line again (and the title's next line follows it); a column gutter stays a gap.
    title = [
        _ocr_line("Origin of adaptive mutants:", 16.5, 90.0, left=139.0),
        _ocr_line("a quantum", 16.5, 90.0, left=139.0 + 6 * 27 + 10),
        _ocr_line("measurement?", 19.5, 110.0, left=238.0),
    ]
    left = "the left column of the body, set justified"
    right = _ocr_line("the right column", 9.0, 300.0, left=72 + 6 * len(left) + 18)
    columns = [_ocr_line(left, 9.0, 300.0), right]
    blocks = _regrouped(title + columns + _body(400.0))
    assert blocks[0] == [("Origin of adaptive mutants: a quantum", 16.5), ("measurement?", 16.5)]
    assert [(left, 9.0)] in blocks and [("the right column", 9.0)] in blocks


def test_a_one_word_title_line_takes_the_titles_size() -> None:
    # OCR sizes a word by its width: the last title line, one word, came out a
    # quarter larger.  An author block's one-word affiliation line keeps its size.
    title = [
        _ocr_line("Interferons: Success in anti-viral", 16.5, 95.0),
        _ocr_line("immunotherapy", 21.0, 118.0),
    ]
    authors = [
        _ocr_line("Institute of Economics", 7.0, 170.0),
        _ocr_line("University College", 7.0, 179.0),
        _ocr_line("Cagliari", 9.0, 188.0),
    ]
    blocks = _regrouped(title + authors + _body(300.0, size=11.0))
    assert blocks[0] == [("Interferons: Success in anti-viral", 16.5), ("immunotherapy", 16.5)]
    assert blocks[1][-1] == ("Cagliari", 9.0)


def test_a_prose_line_ocr_measured_larger_keeps_its_paragraphs_size() -> None:
    # A blurred scan: one line inside an abstract measured a third larger, which
    # would end the abstract there.  A short line (a name) keeps its own size.
    prose = _body(300.0, count=5, size=12.5)
    prose[2] = _ocr_line("yeast cells reproduce by budding, and the position", 18.0, 300.0 + 25.0)
    names = [_ocr_line("Gianluca Gronau", 12.5, 100.0), _ocr_line("Brian Mhlahlo", 16.0, 114.0)]
    names.append(_ocr_line("Mao-Zhi Hyldgaard", 12.5, 132.0))
    blocks = _regrouped(names + prose)
    assert {size for block in blocks[1:] for _, size in block} == {12.5}
    assert blocks[0][1] == ("Brian Mhlahlo", 16.0)


def test_ocr_words_given_without_a_space_stay_apart() -> None:
    from tapyre_paper_search.pdf.lines import page_lines
    from tapyre_paper_search.pdf.ocrregroup import regroup_lines

    # OCR gives each word as a span; between close words the space span can be
    # missing ("cell" "fate"), and the line's text ran them together.
    words = ["correlates", " ", "with", " ", "cell", "fate", " ", "or", " has", "functional"]
    spans, x = [], 72.0
    for word in words:
        width = 5.0 * len(word)
        spans.append({"text": word, "size": 9.0, "bbox": (x, 100.0, x + width, 109.0)})
        x += width + (1.0 if word.strip() else 0.0)
    line = {"bbox": (72.0, 100.0, x, 109.0), "dir": (1.0, 0.0), "spans": spans}
    page = {"width": 612.0, "height": 792.0, "blocks": [{"type": 0, "lines": [line]}]}
    (read,) = page_lines(regroup_lines(page)).lines
    assert read.text == "correlates with cell fate or has functional"
    # A sharp s never starts a word: OCR read a Greek beta there.
    words = ["new", " ", "ß-lactamases", " ", "in", " ", "Großstädten"]
    spans = [
        {"text": w, "size": 9.0, "bbox": (72.0 + 40 * i, 200.0, 110.0 + 40 * i, 209.0)}
        for i, w in enumerate(words)
    ]
    line = {"bbox": (72.0, 200.0, 400.0, 209.0), "dir": (1.0, 0.0), "spans": spans}
    page = {"width": 612.0, "height": 792.0, "blocks": [{"type": 0, "lines": [line]}]}
    assert page_lines(regroup_lines(page)).lines[0].text == "new β-lactamases in Großstädten"


def test_the_ocr_mark_on_a_single_hyphenated_name_becomes_a_superscript() -> None:
    from tapyre_paper_search.pdf.lines import page_lines
    from tapyre_paper_search.pdf.ocrregroup import regroup_lines

    def read(words: list[str]) -> tuple[str, int]:
        spans, x = [], 72.0
        for word in words:
            box = (x, 100.0, x + 6 * len(word), 111.0)
            spans.append({"text": word, "size": 10.5, "bbox": box})
            x += 6 * len(word)
        line = {"bbox": (72.0, 100.0, x, 111.0), "dir": (1.0, 0.0), "spans": spans}
        page = {"width": 612.0, "height": 792.0, "blocks": [{"type": 0, "lines": [line]}]}
        (made,) = page_lines(regroup_lines(page)).lines
        return made.text, made.marks

    # The one author's footnote mark, OCR'd as a quote after a hyphenated surname.
    assert read(["Maxim", " ", "A.", " ", 'Tenorio-Tagle"']) == ("Maxim A. Tenorio-Tagle", 1)
    # A title in capitals keeps its question mark and its closing quote.
    assert read(["Why", " ", "Not", " ", "Europe?"]) == ("Why Not Europe?", 0)
    assert read(["The", " ", "“Big", " ", "Data”"]) == ("The “Big Data”", 0)


def _headed_abstract(rows: list[tuple[str, float]], left: float, right: float, step: float) -> str:
    """The abstract ``find_heading`` reads from lines of (text, size) set ``step`` apart."""
    from tapyre_paper_search.pdf.abstract import find_heading
    from tapyre_paper_search.pdf.lines import Line

    lines = [
        Line(text, size, False, False, False, left, 180.0 + step * i, right, 189.0 + step * i, i)
        for i, (text, size) in enumerate(rows)
    ]
    found = find_heading(lines, 0, height=792.0)
    assert found is not None
    return found.text


def test_a_line_completing_a_hyphenated_word_stays_in_the_abstract() -> None:
    # A scan's abstract: OCR measured its later lines much larger; a line that goes
    # on with the word broken at the end of the line above is no heading.
    rows = [
        ("Kurzfassung", 15.5),
        ("Regionale Merkmale der gesprochenen Sprache tauchen", 11.0),
        ("auch in geschriebenen Kurznachrichten auf. Wir analy-", 11.0),
        ("sieren 2,4 Millionen öffentliche Beiträge aus dem", 11.0),
        ("deutschsprachigen Raum. Die räumliche Verte-", 11.0),
        ("ilung stimmt mit den Karten klass-", 14.0),
        ("ischer Sprachatlanten überein.", 14.0),
        ("1. Einleitung", 14.0),
    ]
    assert _headed_abstract(rows, 54.0, 280.0, 11.0).endswith(
        "Verteilung stimmt mit den Karten klassischer Sprachatlanten überein."
    )


def test_a_speck_beside_a_title_line_does_not_cut_the_title() -> None:
    from tapyre_paper_search.pdf.lines import Line
    from tapyre_paper_search.pdf.titlegroups import _groups

    # Scan dirt read as a word ("BEE") beside the title's second line, in larger
    # type: the title's third line still goes on the title, as a block and a group.
    rows = [
        ("The biphasic behavior of incoherent", 18.5, 83.0, 55.0),
        ("feed-forward loops in biomolecular", 18.5, 104.8, 55.0),
        ("BEE", 24.0, 104.8, 499.0),
        ("regulatory networks", 18.5, 126.9, 55.0),
    ]
    ocr_lines = [_ocr_line(text, size, top, left) for text, size, top, left in rows]
    blocks = _regrouped(ocr_lines + _body(300.0))
    assert [text for text, _ in blocks[0]] == [rows[0][0], rows[1][0], rows[3][0]]
    lines = [
        Line(text, size, False, False, False, x, y, x + 6 * len(text), y + size, i)
        for i, (text, size, y, x) in enumerate(rows)
    ]
    assert [0, 1, 3] in _groups(lines, [0, 1, 2, 3])
    # Two words of another size there (a name) do end the group.
    lines[2] = Line("Anne Voß", 24.0, False, False, False, 499.0, 104.8, 547.0, 128.8, 2)
    assert [0, 1, 3] not in _groups(lines, [0, 1, 2, 3])


def test_dirt_of_lone_characters_beside_a_title_line_is_dropped() -> None:
    # Scan dirt read as lone characters set apart ("1 1 1 : ; ,"), in larger type
    # beside the title's second line, is dropped: kept, it cut the title after that line.
    # A line of figures, with words of two figures or more, is kept.
    rows = [
        ("The biphasic behavior of incoherent", 18.5, 83.0, 55.0),
        ("feed-forward loops in biomolecular", 18.5, 104.8, 55.0),
        ("1 1 1 : ; ,", 24.0, 104.8, 470.0),
        ("regulatory networks", 18.5, 126.9, 55.0),
    ]
    ocr_lines = [_ocr_line(text, size, top, left) for text, size, top, left in rows]
    texts = [text for block in _regrouped(ocr_lines + _body(300.0)) for text, _ in block]
    assert "1 1 1 : ; ," not in texts
    assert texts[:3] == [rows[0][0], rows[1][0], rows[3][0]]
    figures = _ocr_line("| 74.8 | (p = 0.0015).", 10.0, 200.0)
    assert "| 74.8 | (p = 0.0015)." in [
        text for block in _regrouped([figures, *_body(300.0)]) for text, _ in block
    ]


def test_an_ocr_line_box_reaching_over_the_next_line_keeps_the_abstract_whole() -> None:
    from tapyre_paper_search.pdf.abstract import find_heading
    from tapyre_paper_search.pdf.lines import page_lines
    from tapyre_paper_search.pdf.ocrregroup import regroup_lines

    # Tesseract gave two lines of a structured abstract boxes twice their height,
    # reaching over the line below: their words came out half as large again, which
    # split the paragraph and ended the abstract at "Methods:".
    rows = [
        "Background: Unhealthy behaviours often occur in combination in adults",
        "and the relation between education and lifestyle has been analysed.",
        "Methods: Cross-sectional data from three health interview surveys",
        "were analysed for persons aged fifteen years and over with education",
        "and a lifestyle index was built from four unhealthy behaviours, and",
        "for the assessment of inequalities in multiple risk behaviour, summary",
        "measures were calculated using logistic regression, stratified by sex.",
        "Results: Lower educated men are the most at risk of all the groups.",
        "Conclusion: Multiple risk behaviour is more common among the lower",
        "educated, and the gap grew between the surveys in men and women.",
    ]
    lines = [_ocr_line("Summary", 12.0, 178.0, left=284.0)]
    for i, text in enumerate(rows):
        top = 200.0 + 12.0 * i
        line = _ocr_line(text, 10.0, top)
        if i in (2, 5):  # the inflated boxes: 24 points tall, words measured 14.5
            box = (72.0, top, 72.0 + 6.0 * len(text), top + 24.0)
            line = {"bbox": box, "dir": (1.0, 0.0), "spans": [{"text": text, "size": 14.5}]}
            line["spans"][0]["bbox"] = box
        lines.append(line)
    lines.append(_ocr_line("Keywords: behaviour, education", 10.0, 340.0))
    page = {"width": 612.0, "height": 792.0, "blocks": [{"type": 0, "lines": lines}]}
    read = page_lines(regroup_lines(page)).lines
    assert {line.size for line in read if line.text.startswith(("Methods", "for the"))} == {10.0}
    found = find_heading(read, 0, height=792.0)
    assert found is not None
    assert found.text.startswith("Background: Unhealthy")
    assert found.text.endswith("in men and women.")
    # An ordinary line under a short (cut) one is not taken for inflated.
    sound = [_ocr_line(text, 10.0, 400.0 + 12.0 * i) for i, text in enumerate(rows[:3])]
    sound[1]["bbox"] = (72.0, 412.0, 480.0, 428.0)
    sound[2]["bbox"] = (72.0, 424.0, 480.0, 430.0)
    page = {"width": 612.0, "height": 792.0, "blocks": [{"type": 0, "lines": sound}]}
    kept = regroup_lines(page)["blocks"][0]["lines"][1]
    assert kept["bbox"] == (72.0, 412.0, 480.0, 428.0)


def _word_line(
    words: list[str], left: float = 72.0, top: float = 100.0, size: float = 12.0
) -> dict[str, object]:
    """An OCR line of word spans (six points a character) from ``left`` on."""
    spans, x = [], left
    for word in words:
        spans.append({"text": word, "size": size, "bbox": (x, top, x + 6 * len(word), top + size)})
        x += 6 * len(word)
    return {"bbox": (left, top, x, top + size), "dir": (1.0, 0.0), "spans": spans}


def read_lines(lines: list[dict[str, object]]) -> list[object]:
    """The page lines ``regroup_lines`` and ``page_lines`` make of OCR ``lines``."""
    from tapyre_paper_search.pdf.lines import page_lines
    from tapyre_paper_search.pdf.ocrregroup import regroup_lines

    page = {"width": 612.0, "height": 792.0, "blocks": [{"type": 0, "lines": lines}]}
    return list(page_lines(regroup_lines(page)).lines)


def test_ocr_marks_read_as_quotes_or_symbols_split_off_names() -> None:
    from tapyre_paper_search.pdf.authors import names_in_line

    # A superscript footnote mark read as an opening quote, a degree sign or "®".
    words = ["E.", " ", "Choudhury‘,", " ", "A.", " ", "N.", " ", "Grabec“,", " ", "Bo", " "]
    words += ["Dalessandro°", " ", "and", " ", "Mao-Zhi", " ", "Yuan®"]
    (read,) = read_lines([_word_line(words)])
    assert read.text == "E. Choudhury, A. N. Grabec, Bo Dalessandro and Mao-Zhi Yuan"
    names = ["E. Choudhury", "A. N. Grabec", "Bo Dalessandro", "Mao-Zhi Yuan"]
    assert names_in_line(read.names) == names
    # A single name on its own line, its mark read as "®", or as an opening quote,
    # which opens nothing at a name's end.
    assert read_lines([_word_line(["Lawrence", " ", "H.", " ", "Veilleux®"])])[0].text == (
        "Lawrence H. Veilleux"
    )
    assert read_lines([_word_line(["Katharina", " ", "Schmidt‘"])])[0].text == ("Katharina Schmidt")
    # A surname after an elided particle keeps it; its mark goes.
    words = ["D.", " ", "N.", " ", "d’Ambrumenil’", " ", "and", " ", "K.", " ", "L.", " ", "Wang‘"]
    (read,) = read_lines([_word_line(words)])
    assert read.text == "D. N. d’Ambrumenil and K. L. Wang"
    assert names_in_line(read.names) == ["D. N. d’Ambrumenil", "K. L. Wang"]


def test_a_subjects_label_ocr_measured_larger_does_not_end_a_structured_abstract() -> None:
    # Labels alone on their lines; OCR measured "SUBJECTS" (also the word that opens
    # a subject-classification block) a point larger than the labels before it.
    texts = [
        "Summary",
        "OBJECTIVE",
        "To examine the effect of ethnicity on the relation between tuberculosis",
        "and deprivation in the wards of a large city over five years.",
        "DESIGN",
        "Retrospective ecological study comparing the incidence of tuberculosis.",
        "SUBJECTS",
        "1516 notified cases of tuberculosis.",
        "RESULTS",
        "Deprivation was associated with tuberculosis in one group only.",
        "Keywords: tuberculosis, poverty",
    ]
    sizes = [12.5, 9.5, 9.5, 9.5, 9.5, 9.5, 10.5, 8.5, 9.5, 9.5, 9.5]
    text = _headed_abstract(list(zip(texts, sizes, strict=True)), 112.0, 470.0, 13.0)
    assert "SUBJECTS 1516 notified cases" in text
    assert text.endswith("in one group only.")


def test_a_label_or_a_sentences_end_ocr_measured_larger_keeps_its_paragraphs_size() -> None:
    # A label alone on its line whose box took in margin dirt (OCR sizes a word by its
    # width: 18 among lines of 10), and the short last line of a sentence measured
    # 13.5: both would end the abstract.  A one-word line in a taller box, and a
    # capitalised short line (a heading), keep their sizes.
    text = "the lines of the body text set in the type most characters are in"
    rows = [_ocr_line(text, 10.0, 300.0 + 13.0 * i) for i in range(3)]
    label = _ocr_line("RESULTS", 18.0, 339.0, left=18.0)
    label["bbox"] = label["spans"][0]["bbox"] = (18.0, 339.0, 100.0, 349.0)
    rows.append(label)
    rows += [_ocr_line(text, 10.0, 352.0 + 13.0 * i) for i in range(2)]
    rows.append(_ocr_line("ntial confounders.", 13.5, 378.0))
    rows += [_ocr_line(text, 10.0, 392.0 + 13.0 * i) for i in range(2)]
    blocks = _regrouped(rows)
    assert [size for block in blocks for _, size in block] == [10.0] * 9
    # As tall as their sizes and their letters as wide as those sizes give (capitals
    # 1.4 times the body's mean character): really larger.
    rows[3] = _ocr_line("RESULTS", 18.0, 339.0)
    rows[3]["bbox"] = rows[3]["spans"][0]["bbox"] = (72.0, 339.0, 72.0 + 7 * 6.0 * 2.52, 357.0)
    rows[6] = _ocr_line("Conclusions of it", 13.5, 378.0)
    rows[6]["bbox"] = rows[6]["spans"][0]["bbox"] = (72.0, 378.0, 72.0 + 17 * 6.0 * 1.35, 391.5)
    sizes = {text: size for block in _regrouped(rows) for text, size in block}
    assert sizes["RESULTS"] == 18.0
    assert sizes["Conclusions of it"] == 13.5
    # Under a title (display type), a line in lower case is the names, not prose.
    title = [
        _ocr_line("A Novel Adaptor Protein Orchestrates Receptor", 19.5, 80.0),
        _ocr_line("Patterning and Cytoskeletal Polarity in T-Cell Contacts", 19.5, 104.0),
        _ocr_line("by Santi Serga and Y. Wegscheider", 14.0, 128.0),
    ]
    blocks = _regrouped(title + _body(300.0))
    assert ("by Santi Serga and Y. Wegscheider", 14.0) in [row for block in blocks for row in block]


def test_an_initial_i_ocr_read_as_a_bar_is_read_as_i() -> None:
    from tapyre_paper_search.pdf.authors import names_in_line

    (read,) = read_lines([_word_line(["V.", " ", "|.", " ", "Gelaki"], left=300.0, size=13.0)])
    assert read.text == "V. I. Gelaki"
    assert names_in_line(read.names) == ["V. I. Gelaki"]


def test_an_initial_ocr_set_apart_stays_with_its_name() -> None:
    from tapyre_paper_search.pdf.authors import names_in_line

    # Tesseract gave the first initial as a line of its own (once dropped as a speck of
    # dirt) and left a word gap of an em inside a name: the gaps are no name breaks.
    pieces = [_word_line(["N."], 194.0, 106.0)]
    pieces.append(_word_line(["Smaalen", " ", "and", " ", "E."], 217.0, 106.0))
    pieces.append(_word_line(["Valiante"], 217.0 + 6 * 14 + 10.0, 106.0))
    (read,) = read_lines(pieces)
    assert read.text == "N. Smaalen and E. Valiante"
    assert names_in_line(read.names) == ["N. Smaalen", "E. Valiante"]
    # Names set side by side keep their gap; so does a name read surname first.
    assert names_in_line("David H. ; Bonca ; Angela Power") == ["David H. Bonca", "Angela Power"]
    assert names_in_line("Jane Doe ; John Smith") == ["Jane Doe", "John Smith"]


def test_a_glued_initial_and_a_leading_dash_leave_the_name_readable() -> None:
    from tapyre_paper_search.pdf.authors import names_in_line
    from tapyre_paper_search.pdf.lines import page_lines
    from tapyre_paper_search.pdf.ocrregroup import regroup_lines

    # OCR read a speck before the name as a dash and gave "T." without its space.
    spans = [
        {"text": " —", "size": 2.2, "bbox": (64.0, 215.0, 65.0, 225.0)},
        {"text": " ", "size": 10.9, "bbox": (65.0, 215.0, 72.0, 225.0)},
        {"text": "T.Buchner", "size": 10.9, "bbox": (72.0, 215.0, 121.0, 225.0)},
    ]
    line = {"bbox": (64.0, 215.0, 121.0, 225.0), "dir": (1.0, 0.0), "spans": spans}
    page = {"width": 612.0, "height": 792.0, "blocks": [{"type": 0, "lines": [line]}]}
    (read,) = page_lines(regroup_lines(page)).lines
    assert read.text.endswith("T. Buchner")
    assert names_in_line(read.names) == ["T. Buchner"]
