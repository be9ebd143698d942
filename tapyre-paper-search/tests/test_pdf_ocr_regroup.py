"""OCR'd lines regrouped: the sizes of one type made equal, the pieces of a line joined,
a paragraph's lines given one size, and dirt beside a title dropped (hand-built OCR lines,
no Tesseract)."""

from __future__ import annotations

from ocr_pages import _regrouped


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
    from tapyre_paper_search.pdf.titleruns import title_runs as _groups

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
