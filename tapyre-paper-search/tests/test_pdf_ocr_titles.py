"""Titles read whole from OCR'd first pages.

OCR takes a line's size from its words' boxes: a title line of short letters
("multi-centre trial", "breast-cancer cell line") came out of the development
scans a fifth to a third smaller than the title's other lines, and the title
ended a line early (``ocrdisplay.display_sizes`` mends it from letter widths);
a byline "by …" OCR measured as large as the title went on the title
(``titlenames.names_row`` took its "by" for a title's word).
The tests use OCR-shaped lines (word spans whose widths follow the type size,
as a scan's do) and read them as ``extract_pdf`` reads an OCR'd page.
"""

from __future__ import annotations

import pymupdf
import pytest
from ocr_pages import _regrouped

TIMES = pymupdf.Font("tiro")  # Times-Roman's widths: words as wide as a scan's

TITLE = [
    "Laparoscopic adhesiolysis in patients with chronic",
    "abdominal pain: a blinded randomised controlled",
    "multi-centre trial",
]
BODY = "the results of the trial were measured in every group at the end of each year"


def _line(
    text: str,
    top: float,
    size: float,
    type_size: float | None = None,
    font: pymupdf.Font = TIMES,
) -> dict[str, object]:
    """An OCR line measured at ``size`` whose words are as wide as ``font`` (Times) at
    ``type_size`` (default ``size``) sets them."""
    typ = type_size or size
    space = font.text_length(" ", typ)
    spans: list[dict[str, object]] = []
    x = 72.0
    for word in text.split():
        if spans:
            spans.append({"text": " ", "size": size, "bbox": (x, top, x + space, top + size)})
            x += space
        width = font.text_length(word, typ)
        spans.append({"text": word, "size": size, "bbox": (x, top, x + width, top + size)})
        x += width
    return {"bbox": (72.0, top, x, top + size), "dir": (1.0, 0.0), "spans": spans}


def _page(title: list[dict[str, object]]) -> list[dict[str, object]]:
    """OCR lines of a first page: ``title``, two names, an abstract under its heading."""
    rest = [_line("A. Huard and Mikkel Molodtsov", 160.0, 11.0), _line("Abstract", 200.0, 11.0)]
    rest += [_line(BODY, 220.0 + 13.0 * i, 9.5) for i in range(10)]
    return title + rest


def _title(lines: list[dict[str, object]]) -> str:
    from tapyre_paper_search.pdf.frontmatter import read_front_matter
    from tapyre_paper_search.pdf.lines import in_reading_order, page_lines
    from tapyre_paper_search.pdf.ocrregroup import regroup_lines

    page = {"width": 612.0, "height": 792.0, "blocks": [{"type": 0, "lines": lines}]}
    return read_front_matter([in_reading_order(page_lines(regroup_lines(page)))]).title


def test_a_title_line_ocr_measured_a_quarter_smaller_stays_in_the_title() -> None:
    # The last line measured 13 under lines at 16.5 (1.27 times apart, more than one
    # paragraph's lines may stand), its letters as wide as the title's.
    title = [
        _line(TITLE[0], 80.0, 16.5),
        _line(TITLE[1], 101.0, 16.5),
        _line(TITLE[2], 124.0, 13.0, type_size=16.5),
    ]
    blocks = _regrouped(_page(title))
    assert blocks[0] == [(text, 16.5) for text in TITLE]
    assert _title(_page(title)) == " ".join(TITLE)


def test_a_middle_title_line_ocr_measured_smaller_stays_in_the_title() -> None:
    # Four words measured 12.5 between lines at 15 (prose lines of six words or
    # more are mended so already).
    rows = ["Role of KRAS and EGFR as biomarkers of response to", "erlotinib in Canadian trials"]
    rows.append("of the Clinical Trials Group Study")
    title = [
        _line(rows[0], 80.0, 15.0),
        _line(rows[1], 101.0, 12.5, type_size=15.0),
        _line(rows[2], 122.0, 15.0),
    ]
    assert _title(_page(title)) == " ".join(rows)


def test_a_smaller_line_with_narrower_letters_keeps_its_size() -> None:
    # A line set a fifth smaller (a subtitle, names) has letters a fifth narrower:
    # a real step of type, not OCR's slip.
    title = [
        _line(TITLE[0], 80.0, 16.5),
        _line(TITLE[1], 101.0, 16.5),
        _line("a report of the study group", 122.0, 13.0),
    ]
    blocks = _regrouped(_page(title))
    assert ("a report of the study group", 13.0) in blocks[0] + (blocks[1] if blocks[1:] else [])


def test_a_line_at_the_body_size_in_a_display_paragraph_keeps_its_size() -> None:
    # A heading at the body's size OCR put under display type keeps its size even
    # with letters as wide: display type measured small is still larger than the body.
    title = [
        _line(TITLE[0], 80.0, 13.0),
        _line(TITLE[1], 97.0, 13.0),
        _line("Methods and results", 114.0, 9.5, type_size=12.0),
    ]
    blocks = _regrouped(_page(title))
    assert ("Methods and results", 9.5) in [line for block in blocks for line in block]


def test_a_byline_opening_with_by_in_the_titles_size_is_no_title_line() -> None:
    # OCR measured the byline as large as the one-line title above it; its "by" is
    # the byline's, not one of the small words a title is made of.
    byline = "by Salim Burrows, Alexander Schober, Lilia Schumacher, Frank J. Pan and"
    lines = [
        _line("STAR: ultrafast universal RNA-seq aligner", 88.0, 13.5),
        _line(byline, 114.0, 13.5),
        _line("Floris van der Maltsev", 134.0, 10.5),
    ]
    lines += [_line(BODY, 190.0 + 13.0 * i, 9.5) for i in range(10)]
    assert _title(lines) == "STAR: ultrafast universal RNA-seq aligner"


def test_a_title_line_opening_with_by_stays_in_the_title() -> None:
    rows = ["Regulation of cell growth", "by Notch and Wnt signalling"]
    lines = [_line(rows[0], 88.0, 16.0), _line(rows[1], 108.0, 16.0)]
    lines.append(_line("Jane Doe and Kari Smith", 140.0, 11.0))
    lines += [_line(BODY, 190.0 + 13.0 * i, 9.5) for i in range(10)]
    assert _title(lines) == " ".join(rows)


def test_a_dot_of_dirt_read_as_a_dash_before_a_title_line_is_dropped() -> None:
    # Tesseract read a dot of dirt 10 points left of the title's second line as "-"
    # (a box 0.2 by 0.7 points): it stayed in the title, "mitochondrially - encoded".
    rows = ["Oxidative phosphorylation: synthesis of mitochondrially", "encoded proteins"]
    second = _line(rows[1], 103.0, 16.0)
    dot = {"text": "-", "size": 0.6, "bbox": (62.9, 118.8, 63.1, 119.5)}
    space = {"text": " ", "size": 16.0, "bbox": (63.1, 103.0, 72.0, 119.0)}
    second["spans"] = [dot, space, *second["spans"]]  # type: ignore[list-item]
    second["bbox"] = (62.9, 103.0, second["bbox"][2], 119.0)  # type: ignore[index]
    lines = [_line(rows[0], 83.0, 16.0), second, _line("Jane Doe and Kari Smith", 140.0, 11.0)]
    lines += [_line(BODY, 190.0 + 13.0 * i, 9.5) for i in range(10)]
    assert _regrouped(lines)[0] == [(rows[0], 16.0), (rows[1], 16.0)]
    assert _title(lines) == " ".join(rows)


def test_a_dash_of_the_lines_type_at_its_start_is_kept() -> None:
    # A real dash is a quarter em wide or more: it is no dot of dirt.
    line = _line("– the first item of the list", 100.0, 10.0)
    dash = line["spans"][0]  # type: ignore[index]
    assert dash["text"] == "–"
    x0, _, x1, _ = dash["bbox"]
    dash["bbox"] = (x0, 104.5, x1, 105.5)  # a dash's ink: wide, one point tall
    blocks = _regrouped([line, *[_line(BODY, 113.0 + 13.0 * i, 10.0) for i in range(6)]])
    assert blocks[0][0][0] == "– the first item of the list"


@pytest.mark.parametrize("body", [9.5, 11.0])
def test_a_titles_last_word_over_names_in_its_paragraph_keeps_the_titles_size(
    body: float,
) -> None:
    # OCR put the title and three rows of names at ordinary spacing in one paragraph;
    # the title's last word, alone on its line, has a box no taller than the names'
    # (no ascender reaches far in "management"), which once gave it their size: as a
    # display paragraph's one word (body 9.5), or as a label measured large (body 11,
    # the names then text type).
    rows = ["Drug induced refractory headache: clinical features and", "management"]
    names = [
        "Valeri N. Hendry, G. M. Ahmad, Peter Monney, A. Stefanik, Dean E. Harvey,",
        "Dmitri Neto, Paul Duffy, Leonid A. Patthey, HongSheng Falko, Han Shi,",
        "Chao-Hsi Tanimoto, R. Bakos, A. O. Li, Simon J. A. Weng and M. R. Sungu",
    ]
    last = _line(rows[1], 106.0, 15.5, type_size=17.0)
    last["bbox"] = (*last["bbox"][:3], 119.5)  # type: ignore[index]
    lines = [_line(rows[0], 84.0, 17.0), last]
    lines += [_line(name, 126.0 + 17.5 * k, 13.5) for k, name in enumerate(names)]
    for line in lines[2:]:
        line["bbox"] = (*line["bbox"][:3], line["bbox"][1] + 18.0)  # type: ignore[index]
    lines += [_line(BODY, 220.0 + 13.0 * i, body) for i in range(10)]
    assert _regrouped(lines)[0][1] == ("management", 17.0)
    assert _title(lines) == " ".join(rows)


def test_a_lower_case_subtitle_under_a_title_in_capitals_keeps_its_size() -> None:
    # Helvetica-Bold capitals at 16.5 over a subtitle set at 14 in Helvetica, which OCR
    # measured 13 (a 300-dpi scan): measured against the capitals (a capital counted
    # 1.4 characters, narrower than a bold sans one), its letters came out as wide and
    # the subtitle went on the title.  It is measured against lines in its own case.
    bold, roman = pymupdf.Font("hebo"), pymupdf.Font("helv")
    rows = ["LAPAROSCOPIC ADHESIOLYSIS IN PATIENTS", "WITH CHRONIC ABDOMINAL PAIN"]
    subtitle = "a report of the multicentre study group"
    title = [
        _line(rows[0], 80.0, 16.5, font=bold),
        _line(rows[1], 101.0, 16.5, font=bold),
        _line(subtitle, 122.0, 13.0, type_size=14.0, font=roman),
    ]
    blocks = _regrouped(_page(title))
    assert (subtitle, 13.0) in [line for block in blocks for line in block]
    assert _title(_page(title)) == " ".join(rows)


def test_a_full_stop_ocr_read_apart_at_a_lines_end_is_kept() -> None:
    # A full stop's ink is 0.11 of a line's ink height in Helvetica; the line's box,
    # taller by a bracket, brought a stop OCR read as a word of its own (after a
    # formula) under a tenth of it.  Dirt is 0.05 of the line's height or less.
    from tapyre_paper_search.pdf.ocrboxes import without_dots

    line = _line("the rate fell as x = (y + z)", 100.0, 11.0)
    x = line["bbox"][2]  # type: ignore[index]
    stop = {"text": ".", "size": 11.0, "bbox": (x + 2.0, 108.6, x + 3.0, 109.6)}
    line["spans"] = [*line["spans"], {"text": " ", "bbox": (x, 100.0, x + 2.0, 111.0)}, stop]  # type: ignore[misc]
    line["bbox"] = (72.0, 100.0, x + 3.0, 111.0)
    assert without_dots([line]) == [line]


def test_a_title_line_of_by_and_names_at_the_titles_step_stays_in_the_title() -> None:
    # A review's title names the book's authors: the "by" row sits at the title's own
    # line step (no byline set lower under it), so its "by" is the title's.
    rows = ["Review of Gödel, Escher, Bach", "by Douglas R. Hofstadter and Daniel C. Dennett"]
    lines = [_line(rows[0], 88.0, 16.0), _line(rows[1], 108.0, 16.0)]
    lines += [_line(BODY, 150.0 + 13.0 * i, 9.5) for i in range(10)]
    assert _title(lines) == " ".join(rows)


def test_specks_read_as_dots_before_a_title_s_lines_are_dropped() -> None:
    # A typewritten title's scan: specks in the margin, 16 points before each of its
    # centred lines, read as "0..." and "0.0..." (train22-0076).
    rows = ["Staphylococcus aureus and Candida", "albicans infection (animal experiments)"]
    lines = [_line("0... " + rows[0], 84.0, 18.0), _line("0.0... " + rows[1], 108.0, 18.0)]
    lines += [_line(BODY, 150.0 + 13.0 * i, 9.5) for i in range(10)]
    assert _title(lines) == " ".join(rows)


def test_a_number_or_a_word_at_a_line_s_start_is_no_speck() -> None:
    from tapyre_paper_search.pdf.ocrboxes import without_dots

    for text in ("0.05 of the mice died", "1. Introduction of the mice", "e.g. the mice"):
        line = _line(text, 100.0, 11.0)
        assert without_dots([line]) == [line]
    line = _line("0.0... of the mice", 100.0, 11.0)
    assert next(s["text"] for s in without_dots([line])[0]["spans"]) == "of"  # type: ignore[index]


def test_a_speck_read_as_an_opening_quote_never_closed_leaves_the_title() -> None:
    # A speck under a title's line read as a low quote before a word (heldout21-0059).
    rows = ["Mechanistic characterization of the sulfur-relay", "system at tRNA wobble ‚positions"]
    lines = [_line(rows[0], 84.0, 18.0), _line(rows[1], 108.0, 18.0)]
    lines += [_line(BODY, 150.0 + 13.0 * i, 9.5) for i in range(10)]
    assert _title(lines) == " ".join(rows).replace("‚", "")
    # quotes that close stay
    rows = ["The „Wende“ in Berlin and the", "'information' of a city"]
    lines = [_line(rows[0], 84.0, 18.0), _line(rows[1], 108.0, 18.0)]
    lines += [_line(BODY, 150.0 + 13.0 * i, 9.5) for i in range(10)]
    assert _title(lines) == " ".join(rows)


def test_a_single_quote_for_letters_left_out_stays_in_the_title() -> None:
    # "'t Hooft", "'s-Hertogenbosch", "‘Oumuamua": a single high quote before a word
    # that nothing closes is the title's own, no speck.
    for rows in (
        ["Anomalies of discrete symmetries and 't Hooft", "anomaly matching in gauge theories"],
        ["Urban planning in 's-Hertogenbosch and", "the growth of Dutch towns since 1800"],
        ["The natural history of ‘Oumuamua, the first", "interstellar object in the solar system"],
    ):
        lines = [_line(rows[0], 84.0, 18.0), _line(rows[1], 108.0, 18.0)]
        lines += [_line(BODY, 150.0 + 13.0 * i, 9.5) for i in range(10)]
        assert _title(lines) == " ".join(rows)


def test_a_range_of_numbers_at_a_line_s_end_is_no_speck() -> None:
    from tapyre_paper_search.pdf.ocrboxes import without_dots

    for text in ("the weights lie in the range 0.1..0.5", "1..10 of the mice were fed"):
        line = _line(text, 100.0, 11.0)
        assert without_dots([line]) == [line]


def test_a_title_opening_with_letters_left_out_keeps_its_quote() -> None:
    # "'t Hooft …" at a title's start: the quote stands for letters, nothing closes it
    for rows in (
        ["'t Hooft anomalies and the phases of", "gauge theories on the lattice"],
        ["'s-Hertogenbosch and the growth of", "Dutch towns since 1800"],
    ):
        lines = [_line(rows[0], 84.0, 18.0), _line(rows[1], 108.0, 18.0)]
        lines += [_line(BODY, 150.0 + 13.0 * i, 9.5) for i in range(10)]
        assert _title(lines) == " ".join(rows)
    # before a capital (review78 item 5): the "it" left out of "'Tis", "'Twas", and an
    # ʻokina (Tesseract reads it as a quote) before a Hawaiian word
    for rows in (
        ["‘Oumuamua and the first interstellar", "objects seen in the solar system"],
        ["'Tis the season: winter outbreaks of", "influenza in nursing homes"],
        ["'Twas brillig: nonsense words and the", "reading brain in children"],
    ):
        lines = [_line(rows[0], 84.0, 18.0), _line(rows[1], 108.0, 18.0)]
        lines += [_line(BODY, 150.0 + 13.0 * i, 9.5) for i in range(10)]
        assert _title(lines) == " ".join(rows)
    # a speck read as a quote before a title's first word still goes, before a
    # capital too (a word of the Hawaiian shape the lists know, "Alone", or a "T"
    # word that is no elided "it")
    for rows in (
        ["'Alone together: loneliness in", "older adults during lockdown"],
        ["'Twin studies of heritability in", "childhood asthma and eczema"],
    ):
        lines = [_line(rows[0], 84.0, 18.0), _line(rows[1], 108.0, 18.0)]
        lines += [_line(BODY, 150.0 + 13.0 * i, 9.5) for i in range(10)]
        assert _title(lines) == " ".join(rows)[1:]
    rows = ["'Mechanistic characterization of the", "sulfur-relay system in bacteria"]
    lines = [_line(rows[0], 84.0, 18.0), _line(rows[1], 108.0, 18.0)]
    lines += [_line(BODY, 150.0 + 13.0 * i, 9.5) for i in range(10)]
    assert _title(lines) == " ".join(rows)[1:]


def test_a_title_line_without_descenders_over_close_names_stays_in_the_title() -> None:
    # heldout26-0043: OCR measured the title's first line (no descenders) at 18 points
    # and the two under it at 20.5; the names right under the title fell in its
    # paragraph and, holding most of its characters, made its common size theirs, so
    # the first line's size was never mended and the title lost it.
    rows = [
        "Conditional economic incentives for",
        "reducing HIV risk behaviors: integration",
        "of psychology and behavioral economics",
    ]
    lines = [
        _line(rows[0], 81.0, 18.0, 20.5),
        _line(rows[1], 108.0, 20.5),
        _line(rows[2], 130.0, 20.5),
    ]
    names = (
        "I. WANG, Technical University of Lyon, China",
        "O. GRASSI, Technical University of Lyon, China",
        "J. H. MEYER, Lausanne University, Italy",
        "I. HYLDGAARD, Technical University of Lyon, China",
    )
    lines += [_line(name, 162.0 + 17.0 * i, 10.5) for i, name in enumerate(names)]
    lines += [_line("Abstract", 240.0, 10.5)]
    lines += [_line(BODY, 258.0 + 13.0 * i, 10.5) for i in range(10)]
    assert _title(lines) == " ".join(rows)


def test_names_in_a_wide_bold_face_under_a_title_keep_their_size() -> None:
    # review86: a byline and affiliations at 13 points in a bold sans face under a
    # title at 17 (Times) fell in the title's paragraph; their letters are as wide as
    # the title's, and the rule for titles over close names raised them to 17.
    from tapyre_paper_search.pdf.ocrdisplay import display_sizes

    bold = pymupdf.Font("hebo")
    lines = [
        _line("Conditional economic incentives for", 81.0, 14.5, 17.0),
        _line("reducing HIV risk behaviors among", 103.0, 17.0),
        _line("young adults in three cities", 125.0, 17.0),
    ]
    names = (
        "Ingrid Wang, Oskar Grassi and Hanna Meyer",
        "Department of Economics, University of Lyon",
        "Institute of Public Health, Lausanne",
        "School of Medicine, University of Basel",
        "Centre for Behavioural Research, Geneva",
    )
    lines += [_line(name, 148.0 + 15.0 * i, 13.0, font=bold) for i, name in enumerate(names)]
    sizes = [float(line["spans"][0]["size"]) for line in lines]  # type: ignore[index]
    display_sizes(lines, [list(range(len(lines)))], sizes, 10.5, 13.65)
    assert sizes == [17.0, 17.0, 17.0] + [13.0] * len(names)


def test_a_title_in_capitals_opening_with_letters_left_out_keeps_its_quote() -> None:
    # review86: "'TIS", "'TWAS" and "‘OUMUAMUA" in a title set in capitals lost their
    # quote (the rules knew them in lower case only); a speck before a capital still goes
    for rows, kept in (
        (["'TIS THE SEASON: WINTER OUTBREAKS OF", "INFLUENZA IN NURSING HOMES"], True),
        (["'TWAS BRILLIG: NONSENSE WORDS AND THE", "READING BRAIN IN CHILDREN"], True),
        (["‘OUMUAMUA AND THE FIRST INTERSTELLAR", "OBJECTS SEEN IN THE SOLAR SYSTEM"], True),
        (["'ALONE TOGETHER: LONELINESS IN", "OLDER ADULTS DURING LOCKDOWN"], False),
        (["'TWIN STUDIES OF HERITABILITY IN", "CHILDHOOD ASTHMA AND ECZEMA"], False),
    ):
        lines = [_line(rows[0], 84.0, 18.0), _line(rows[1], 108.0, 18.0)]
        lines += [_line(BODY, 150.0 + 13.0 * i, 9.5) for i in range(10)]
        title = " ".join(rows)
        assert _title(lines) == (title if kept else title[1:])
