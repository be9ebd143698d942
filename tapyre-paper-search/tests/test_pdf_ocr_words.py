"""OCR'd words of names and titles: footnote marks read as quotes or symbols, missing
spaces, an initial read as a bar or set apart, and scan dirt at a title's ends
(hand-built OCR lines, no Tesseract)."""

from __future__ import annotations

from ocr_pages import _word_line, read_lines


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
