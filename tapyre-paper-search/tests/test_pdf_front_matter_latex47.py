"""Round 47, LaTeX front matter (latex46's held-out classes, now train).

A title tracked a seventh of an em (``microtype``'s ``\\textls``) came out with words
split where a kerned pair's gap passed PyMuPDF's threshold ("ob esity", "p ersp
ectives"; :func:`.letterspaced.closed_tracked`); names letter-spaced in small
capitals with a kerned run of three letters ("X i aox i n g") were read as no name;
a title set in two types, its head in large bold cut after a word no title ends on
(or its rest opening in small letters) over the rest in smaller italics, lost the
rest (:mod:`.subtitle`).  Controls: evenly spaced words, two known words a narrow
gap apart, a line of ordinary three-letter words, a title over an italic byline or
over "by" and the names keep what they read.  The pages are drawn with PyMuPDF.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from layout_pages import draw_rows
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.letterspaced import closed_up
from tapyre_paper_search.pdf.lines import page_lines
from test_pdf_front_matter_latex33 import _BODY

_W, _H, _LEFT = 612.0, 792.0, 72.0
_PLACE = "Department of Physics, University of Tartu, Tartu, Estonia"


def _tracked(page: pymupdf.Page, y: float, text: str, size: float, face: str) -> None:
    """``text`` at ``y``, its letters a tenth of an em apart, a word space half an em and
    a fifth of an em where ``|`` splits a word (a kerned pair's wider gap)."""
    x = _LEFT
    for char in text:
        if char in "| ":
            x += size * (0.1 if char == "|" else 0.4)
            continue
        page.insert_text((x, y), char, fontsize=size, fontname=face)
        x += pymupdf.get_text_length(char, fontname=face, fontsize=size) + size * 0.1


def _tracked_page(path: Path, title: str) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    _tracked(page, 100, title, 17, "hebo")
    page.insert_text((_LEFT, 140), "Ilse Kreutzer and Marten Saar", fontsize=11, fontname="tiro")
    page.insert_text((_LEFT, 156), _PLACE, fontsize=10, fontname="tiro")
    page.insert_text((_LEFT, 200), "Abstract", fontsize=11, fontname="tibo")
    draw_rows(page, _LEFT, 220, _BODY, step=13)
    doc.save(path)


def test_a_tracked_titles_split_words_are_joined(tmp_path: Path) -> None:
    path = tmp_path / "tracked.pdf"
    _tracked_page(path, "Vitamin D and ob|esity: current p|ersp|ectives")
    assert extract_pdf(path).title == "Vitamin D and obesity: current perspectives"


def test_a_word_split_in_two_unknown_pieces_is_joined(tmp_path: Path) -> None:
    path = tmp_path / "pieces.pdf"
    _tracked_page(path, "Cells indep|endent of hematop|oietic stem cells")
    assert extract_pdf(path).title == "Cells independent of hematopoietic stem cells"


def test_control_evenly_tracked_words_are_kept_as_they_are(tmp_path: Path) -> None:
    path = tmp_path / "even.pdf"
    _tracked_page(path, "Vitamin D and obesity: current perspectives")
    assert extract_pdf(path).title == "Vitamin D and obesity: current perspectives"


def _dict_line(words: list[tuple[float, float, str]], size: float = 14.0) -> dict[str, object]:
    text = " ".join(w for _, _, w in words)
    span = {"text": text, "size": size, "font": "Helvetica", "flags": 0}
    line = {"spans": [span], "bbox": (words[0][0], 100.0, words[-1][1], 100.0 + size)}
    return {"width": _W, "height": _H, "blocks": [{"type": 0, "number": 0, "lines": [line]}]}


def _row(pieces: list[str], gaps: list[float]) -> list[tuple[float, float, str]]:
    out, x = [], _LEFT
    for piece, gap in zip(pieces, [*gaps, 0.0], strict=True):
        out.append((x, x + 8.0 * len(piece), piece))
        x += 8.0 * len(piece) + gap
    return out


def test_page_lines_join_a_tracked_lines_split_words() -> None:
    words = _row(["Some", "new", "exp", "erimental", "flame", "features"], [7, 7, 2.4, 7, 7])
    page = page_lines(_dict_line(words), words={(0, 0): words})
    assert [line.text for line in page.lines] == ["Some new experimental flame features"]


def test_control_two_known_words_a_narrow_gap_apart_stay_two() -> None:
    words = _row(["Growth", "of", "the", "street", "trees"], [7, 2.4, 7, 7])
    page = page_lines(_dict_line(words), words={(0, 0): words})
    assert [line.text for line in page.lines] == ["Growth of the street trees"]


def _letters(text: str, size: float = 10.9) -> list[tuple[float, float, str]]:
    """The words PyMuPDF gives of letter-spaced small capitals: letters 1.8 pt apart,
    names 6.5 pt apart (``  `` between two words)."""
    out, x = [], _LEFT
    for name in text.split("  "):
        for piece in name.split():
            out.append((x, x + 6.0 * len(piece), piece))
            x += 6.0 * len(piece) + 1.8
        x += 4.7
    return out


def test_letter_spaced_names_with_a_kerned_run_of_three_are_closed_up() -> None:
    words = _letters("H .  M a l h a m ,  X i aox i n g  Wa n g")
    text = " ".join(w for _, _, w in words)
    assert closed_up(text, text, words, 10.9) == (
        "H. Malham, Xiaoxing Wang",
        "H. Malham, Xiaoxing Wang",
    )


def test_control_a_line_of_three_letter_words_is_no_letter_spaced_one() -> None:
    words = _letters("t h e  cat  s a t  o n  t h e  mat  a n d  the  dog  ran")
    text = " ".join(w for _, _, w in words)
    assert closed_up(text, text, words, 10.9) is None


def _two_types(path: Path, head: str, rest: str) -> None:
    """A head in large bold over ``rest`` in smaller italics, the names, the place."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((_LEFT, 94), head, fontsize=17.2, fontname="tibo")
    page.insert_text((_LEFT, 114), rest, fontsize=12, fontname="tiit")
    page.insert_text((_LEFT, 154), "Arthur Jaffe and Gordon Ritter", fontsize=10, fontname="tiro")
    page.insert_text((_LEFT, 166), _PLACE, fontsize=9, fontname="tiro")
    page.insert_text((_LEFT, 200), "Abstract", fontsize=10, fontname="tibo")
    draw_rows(page, _LEFT, 214, _BODY)
    doc.save(path)


def test_a_title_cut_after_on_keeps_its_italic_rest(tmp_path: Path) -> None:
    path = tmp_path / "cut.pdf"
    _two_types(path, "Quantum Field Theory on", "Curved Backgrounds. II. Spacetime Symmetries")
    found = extract_pdf(path)
    assert found.title == "Quantum Field Theory on Curved Backgrounds. II. Spacetime Symmetries"
    assert found.authors == ("Arthur Jaffe", "Gordon Ritter")


def test_a_titles_rest_opening_in_small_letters_goes_on_with_it(tmp_path: Path) -> None:
    path = tmp_path / "lower.pdf"
    _two_types(path, "The N-end rule pathway", "regulates pathogen responses in plants")
    title = "The N-end rule pathway regulates pathogen responses in plants"
    assert extract_pdf(path).title == title


def test_control_a_title_over_an_italic_byline_keeps_the_names_out(tmp_path: Path) -> None:
    path = tmp_path / "byline.pdf"
    _two_types(path, "Growth of Street Trees", "Ilse Kreutzer and Marten Saar")
    assert extract_pdf(path).title == "Growth of Street Trees"


def test_control_a_title_over_by_and_the_names_keeps_them_out(tmp_path: Path) -> None:
    path = tmp_path / "by.pdf"
    _two_types(path, "Growth of Street Trees", "by Ilse Kreutzer and Marten Saar")
    assert extract_pdf(path).title == "Growth of Street Trees"


def test_a_word_split_before_a_hyphen_and_a_number_is_joined() -> None:
    words = _row(["inhibition", "of", "dipeptidyl", "p", "eptidase-4", "in", "mice"], [7] * 6)
    words[4] = (words[3][1] + 2.4, words[3][1] + 2.4 + 80.0, "eptidase-4")
    words[5:] = [
        (words[4][1] + 7, words[4][1] + 23, "in"),
        (words[4][1] + 30, words[4][1] + 62, "mice"),
    ]
    page = page_lines(_dict_line(words), words={(0, 0): words})
    assert [line.text for line in page.lines] == ["inhibition of dipeptidyl peptidase-4 in mice"]


def test_a_subtitle_opening_with_two_hyphens_goes_on_with_the_title(tmp_path: Path) -> None:
    path = tmp_path / "hyphens.pdf"
    _two_types(path, "Hadrons in Medium", "-- Theory confronts experiment")
    assert extract_pdf(path).title == "Hadrons in Medium -- Theory confronts experiment"


def test_letter_spaced_names_with_a_kerned_run_of_four_are_closed_up() -> None:
    words = _letters("A l e s s a n d ro  Z avat ta ,  Va l e n t i n a  Pa r i g i")
    text = " ".join(w for _, _, w in words)
    closed = "Alessandro Zavatta, Valentina Parigi"
    assert closed_up(text, text, words, 10.9) == (closed, closed)


def test_control_two_runs_of_four_in_a_short_line_are_no_letter_spacing() -> None:
    words = _letters("J o h n  Smit h  M a r y  Jone s")
    text = " ".join(w for _, _, w in words)
    assert closed_up(text, text, words, 10.9) is None


def test_a_word_split_after_a_hyphen_is_joined() -> None:
    words = _row(["Bacteriophage", "latent-p", "eriod", "evolution", "as", "a"], [7] * 5)
    words[2] = (words[1][1] + 2.4, words[1][1] + 42.4, "eriod")
    words[3:] = [
        (words[2][1] + 7, words[2][1] + 79, "evolution"),
        (words[2][1] + 86, words[2][1] + 102, "as"),
        (words[2][1] + 109, words[2][1] + 117, "a"),
    ]
    page = page_lines(_dict_line(words), words={(0, 0): words})
    assert [line.text for line in page.lines] == ["Bacteriophage latent-period evolution as a"]


def test_a_colon_titles_wider_italic_rest_naming_a_field_goes_on_with_it(tmp_path: Path) -> None:
    path = tmp_path / "colon.pdf"
    rest = "A Cohort Study of Weight Loss and Clinical Outcomes in Routine Clinical Care"
    _two_types(path, "Bariatric Surgery in the United Kingdom:", rest)
    assert extract_pdf(path).title == f"Bariatric Surgery in the United Kingdom: {rest}"


def test_control_a_colon_title_over_a_short_place_keeps_it_out(tmp_path: Path) -> None:
    path = tmp_path / "place.pdf"
    _two_types(path, "Bariatric Surgery in the United Kingdom:", "The University of Tokyo")
    assert extract_pdf(path).title == "Bariatric Surgery in the United Kingdom:"


_PARTS = [
    (
        "OSLO, 12 March 2024 -- Objective:",
        "To assess whether population screening for impaired vision among",
        "older people in the community leads to improvements in vision.",
    ),
    (
        "Design:",
        "Systematic review of randomised controlled trials of population screening in the",
        "community that included any assessment of vision or visual function.",
    ),
    ("Subjects:", "Adults aged 65 or over.", ""),
    (
        "Results:",
        "There were no trials that primarily assessed visual screening. Outcome data on",
        "vision were available for 3494 people in five trials of multiphasic assessment.",
    ),
    (
        "Conclusions:",
        "Screening of asymptomatic older people in the community is not justified on",
        "present evidence. Further work is needed to clarify what interventions help.",
    ),
]


def _dateline_page(path: Path, parts: list[tuple[str, str, str]]) -> None:
    """A headline, an italic byline, then ``parts`` a paragraph each (the label in bold
    run in, a second row under it), then the body under "INTRODUCTION"."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((_LEFT, 100), "Screening older people for impaired vision", fontsize=14.5,
                     fontname="tibo")  # fmt: skip
    page.insert_text((_LEFT, 130), f"Ilse Kreutzer ({_PLACE})", fontsize=10, fontname="tiit")
    y = 160.0
    for label, first, second in parts:
        width = pymupdf.get_text_length(label + " ", fontname="tibo", fontsize=10) if label else 0
        page.insert_text((_LEFT, y), label, fontsize=10, fontname="tibo")
        page.insert_text((_LEFT + width, y), first, fontsize=10, fontname="tiro")
        if second:
            y += 12.0
            page.insert_text((_LEFT, y), second, fontsize=10, fontname="tiro")
        y += 18.5
    page.insert_text((_LEFT, y + 20), "INTRODUCTION", fontsize=9.4, fontname="hebo")
    draw_rows(page, _LEFT, y + 40, _BODY)
    doc.save(path)


def _text(parts: list[tuple[str, str, str]]) -> str:
    return " ".join(" ".join(p for p in part if p) for part in parts)


def test_a_structured_abstract_after_a_dateline_keeps_its_subjects_part(tmp_path: Path) -> None:
    path = tmp_path / "dateline.pdf"
    _dateline_page(path, _PARTS)
    # the dateline is no part of the abstract's text (front46; the corpus truth leaves it out)
    assert extract_pdf(path).abstract == _text(_PARTS).removeprefix("OSLO, 12 March 2024 -- ")


def test_control_a_subject_list_under_a_plain_abstract_ends_it(tmp_path: Path) -> None:
    path = tmp_path / "subjects.pdf"
    plain = [
        (
            "",
            "We assess whether screening older people in the community improves their",
            "vision, reviewing the randomised trials of screening that were run in the",
        ),
        (
            "",
            "community with six months of follow up, and we find that none of them has",
            "assessed screening alone, so that its benefit remains unknown to this day.",
        ),
        ("Subjects:", "Ophthalmology; Geriatrics", ""),
    ]
    _dateline_page(path, plain)
    assert extract_pdf(path).abstract == _text(plain[:2])


_SERPENS_NAMES = (
    "Paul Harvey",
    "Bruno Merin",
    "Nicholas Chapman",
    "Neal J. Evans",  # "II" dropped from the name given out (bylines70's convention)
    "Philip C. Myers",
)


def _double_byline(path: Path, first: str, second: str) -> None:
    """A double-spaced page (rows 29 pt apart in 12 pt): the title, a byline wrapped
    over two rows, the place, "Abstract" and the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((_LEFT, 80), "The Serpens Population Observed With IRAC", fontsize=17,
                     fontname="tibo")  # fmt: skip
    page.insert_text((_LEFT, 130), first, fontsize=12, fontname="tiro")
    page.insert_text((_LEFT, 159), second, fontsize=12, fontname="tiro")
    page.insert_text((_LEFT, 190), _PLACE, fontsize=11, fontname="tiit")
    page.insert_text((_LEFT, 240), "Abstract", fontsize=12, fontname="tibo")
    draw_rows(page, _LEFT, 270, _BODY * 2, size=12, step=29)
    doc.save(path)


def test_a_name_wrapped_across_a_double_spaced_byline_is_one(tmp_path: Path) -> None:
    path = tmp_path / "wrapped.pdf"
    _double_byline(path, "Paul Harvey, Bruno Merin, Nicholas Chapman, Neal J.",
                   "Evans II, and Philip C. Myers")  # fmt: skip
    assert extract_pdf(path).authors == _SERPENS_NAMES


def test_control_a_double_spaced_byline_broken_after_a_name_keeps_its_names(
    tmp_path: Path,
) -> None:
    path = tmp_path / "broken.pdf"
    _double_byline(path, "Paul Harvey, Bruno Merin, Nicholas Chapman,",
                   "Neal J. Evans II, and Philip C. Myers")  # fmt: skip
    assert extract_pdf(path).authors == _SERPENS_NAMES


def test_a_capitals_title_broken_inside_a_word_loses_its_hyphen() -> None:
    from tapyre_paper_search.pdf.titlebreaks import title_inline

    text = "JUVENILE MORTALITY INCREASES IN A NEOTROP-\nICAL BIRD"
    assert title_inline(text) == "JUVENILE MORTALITY INCREASES IN A NEOTROPICAL BIRD"


def test_control_a_capitals_compound_of_words_keeps_its_hyphen() -> None:
    from tapyre_paper_search.pdf.titlebreaks import title_inline

    assert (
        title_inline("SELF-\nASSEMBLY OF EGFR-\nDRIVEN CELLS")
        == "SELF-ASSEMBLY OF EGFR-DRIVEN CELLS"
    )


def test_a_short_letter_spaced_name_with_no_three_letters_in_a_row_is_closed_up() -> None:
    words = _letters("P .  Pa d ova n i")
    text = " ".join(w for _, _, w in words)
    assert closed_up(text, text, words, 10.9) == ("P. Padovani", "P. Padovani")


def test_control_a_row_of_short_ordinary_words_is_no_letter_spaced_line() -> None:
    words = _letters("it  is  on  to  be  or  an  at  of  as")
    text = " ".join(w for _, _, w in words)
    assert closed_up(text, text, words, 10.9) is None
