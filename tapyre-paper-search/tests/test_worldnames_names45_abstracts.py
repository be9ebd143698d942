"""Round 45's structured abstracts (names45; h44's html pages, train from this round): a
structured abstract over a keyword block whose parts stand a paragraph's space apart
(:func:`tapyre_paper_search.pdf.keywordrun.before_keywords`), and a headingless one whose
labels are run in bold with no stop, the first after a drop capital, going on at the top
of the next page (:mod:`tapyre_paper_search.pdf.boldlabels`,
:func:`tapyre_paper_search.pdf.headingless.from_probabilities`,
:func:`tapyre_paper_search.pdf.abstractcarry.carry_on`).  The pages' lines are built as
PyMuPDF reads the two web pages (one block a line, the label's font only in ``lead``).
Modules new in this round are imported inside the tests, so the controls run on the base
too."""

from __future__ import annotations

from tapyre_paper_search.pdf.abstractcarry import carry_on
from tapyre_paper_search.pdf.headingless import from_probabilities
from tapyre_paper_search.pdf.keywordrun import before_keywords
from tapyre_paper_search.pdf.lines import Line

Row = tuple[str, float, float, str, str]
"""A line's text, top, size, lead font and the bold text before its change of type."""


def _lines(rows: list[Row], page: int = 0) -> list[Line]:
    return [
        Line(text=t, size=s, bold=False, italic=False, mono=False, x0=70, y0=y, x1=500,
             y1=y + s * 1.25, block=k, page=page, lead=lead, lead_text=bold)
        for k, (t, y, s, lead, bold) in enumerate(rows)
    ]  # fmt: skip


# --- a structured abstract's parts a paragraph's space apart, over its keywords --------------

_BODY, _LABEL = "Type3 (5 0 R)/", "Type3 (6 0 R)/"


def _over_keywords(gap: float, label: str = "Conclusion") -> list[Line]:
    """h44 html endnoteaff's page: title, byline, five parts (each label in its own font,
    no bold flag), keywords; ``gap``: the space between two parts, in points."""
    rows: list[Row] = [
        ("Costs and cost-effectiveness of alternative strategies", 74, 19.5, _BODY, ""),
        ("Kabelo Seretse and Gaone Masire", 112, 12.6, _BODY, ""),
    ]
    parts = [
        ("Abstract Objective To conduct an economic analysis of the strategy for",
         "the tuberculosis and to project costs of three alternative strategies."),
        ("Setting Hlabisa health district, KwaZulu-Natal, South Africa, in the",
         "north of the province, a rural district of some two hundred thousand people."),
        (f"{label} Cost to both health service and patient can be reduced by",
         "using community-based directly observed therapy, a strategy that is cheap",
         "and cost-effective in the district. These findings have important national",
         "implications, supporting the goals of the new tuberculosis programme."),
    ]  # fmt: skip
    y = 150.0
    for part in parts:
        rows += [
            (text, y + 19 * k, 12.0, _BODY if k else _LABEL, "") for k, text in enumerate(part)
        ]
        y += 19 * (len(part) - 1) + 15 + gap
    rows.append(("Keywords: effectiveness, alternative, tuberculosis", y + 12, 12.0, _BODY, ""))
    return _lines(rows)


def test_a_structured_abstracts_parts_apart_over_keywords_are_one_abstract() -> None:
    """Parts 18.8 pt apart (the 12-pt text's blank line is 18): the run over the keywords
    went back to the last part only ("Conclusion …", abstract 0.33); every part is read."""
    found = before_keywords(_over_keywords(18.8), 2)
    assert found is not None
    assert found.start == 2
    assert found.text.startswith("Abstract Objective To conduct")
    assert found.text.endswith("the goals of the new tuberculosis programme.")


def test_control_a_wide_gap_or_no_label_still_ends_the_run() -> None:
    """Control: a gap of three lines, or a paragraph opening with no label, ends the run
    at the last part, as on the base."""
    wide = before_keywords(_over_keywords(40.0), 2)
    unlabelled = before_keywords(_over_keywords(18.8, label="Altogether,"), 2)
    last = (
        "Conclusion Cost to both health service and patient can be reduced by using "
        "community-based directly observed therapy, a strategy that is cheap and "
        "cost-effective in the district. These findings have important national "
        "implications, supporting the goals of the new tuberculosis programme."
    )
    assert wide is not None and wide.text == last
    assert unlabelled is not None
    assert unlabelled.text == last.replace("Conclusion", "Altogether,")


# --- a headingless structured abstract, its labels run in bold with no stop ----------------

_ROMAN, _BOLD = "Caladea-Regular/", "Caladea-Bold/b"
_PART_ONE = [
    ("Purpose Tyrosine kinase (TK) inhibitors are emerging as a promising new", 530, "urpose"),
    ("approach to the treatment of HER overexpressing tumors, however optimal", 551, ""),
    ("use of these agents awaits further definition of the downstream pathways", 571, ""),
    ("that mediate their effects. We reported previously that both kinds of", 592, ""),
    ("tumors are sensitive to the new selective TK inhibitor gefitinib, and", 612, ""),
    ("sensitivity to this agent correlated with its ability to down-regulate", 633, ""),
    ("Akt activity in these cells.", 654, ""),
    ("Design To study the role of PTEN function, we generated cells with", 687, "Design"),
    ("tet-inducible PTEN expression.", 708, ""),
]
# The classifier's abstract probabilities on h44's page: it doubts the first part's
# first line (a drop capital's) and the second part.
_SCORES = [0.0, 0.27, 0.49, 0.74, 0.65, 0.55, 0.6, 0.47, 0.03, 0.01]


def _headingless(design_bold: bool = True) -> list[Line]:
    rows: list[Row] = [("* Correspondence: yatiri.yujra@hospital.ac.jp", 502, 8.4, _ROMAN, "")]
    for text, y, label in _PART_ONE:
        bold = "" if label == "Design" and not design_bold else label
        rows.append((text, y, 12.9, _BOLD if bold else _ROMAN, bold))
    return _lines(rows)


def test_a_headingless_structured_abstract_with_bold_labels_is_read_whole() -> None:
    """The first part's line and the "Design" part are read (the base began at the line
    after the drop capital's and stopped before "Design"), and the abstract goes on at
    the next page's top with its next part ("Results …", inside the top 9 %: no running
    head)."""
    lines = _headingless()
    found = from_probabilities(lines, list(range(1, len(lines))), _SCORES)
    assert found is not None
    assert found.text.startswith("Purpose Tyrosine kinase")
    assert found.text.endswith("Design To study the role of PTEN function, we generated "
                               "cells with tet-inducible PTEN expression.")  # fmt: skip
    following = _lines(
        [
            ("Results We show here that the resistance of the cells is attributable", 40,
             12.9, _BOLD, "Results"),
            ("to constitutive Akt activation caused by loss of PTEN function.", 61, 12.9,
             _ROMAN, ""),
            ("1 Introduction", 120, 14.0, _BOLD, ""),
        ],
        page=1,
    )  # fmt: skip
    carried = carry_on(following, found, 842.0)
    assert carried.text.endswith("caused by loss of PTEN function.")


def test_control_a_part_without_a_bold_label_ends_the_abstract() -> None:
    """Control: "Design …" set in roman is no part: the abstract ends before it."""
    lines = _headingless(design_bold=False)
    found = from_probabilities(lines, list(range(1, len(lines))), _SCORES)
    assert found is not None
    assert found.text.endswith("down-regulate Akt activity in these cells.")


def test_bold_label_reads_the_label_or_its_tail_after_a_drop_capital() -> None:
    """The unit: the bold run before the change of type is the label, or its tail after a
    drop capital; a bold run longer than the label, or none, is no label."""
    from tapyre_paper_search.pdf.boldlabels import bold_label

    def line(text: str, bold: str) -> Line:
        return _lines([(text, 100, 12.0, _BOLD if bold else _ROMAN, bold)])[0]

    assert bold_label(line("Design To study the role", "Design")) == "design"
    assert bold_label(line("Purpose Tyrosine kinase", "urpose")) == "purpose"
    assert bold_label(line("Design To study the role", "Design To")) == ""
    assert bold_label(line("Design To study the role", "")) == ""
    assert bold_label(line("Designs To study the role", "Designs")) == ""


# --- a bold part over a structured abstract's keywords ---------------------------------------


def _bold_parts(bold_line: str, bold_lead: str) -> list[Line]:
    """t44 office colopen's column: italic parts whose labels are run in bold italic; one
    part's first line is bold as a whole (its label fills most of it), over keywords."""
    rows: list[tuple[str, float, bool, str]] = [
        ("Context More than 1.5 million US adults use stimulants labeled", 249, False, "Context"),
        ("for treatment of attention-deficit/hyperactivity disorder.", 264, False, ""),
        (bold_line, 281, True, bold_lead),
        ("cardiovascular events, including myocardial infarction, sudden", 296, False, ""),
        ("cardiac death, or stroke, between current and remote users.", 311, False, ""),
        ("Results There were 1357 cases of infarction and 575 of stroke.", 328, False, "Results"),
        ("The adjusted rate ratio of serious cardiovascular events for current", 343, False, ""),
        ("use vs nonuse of the medications was 0.83, and for new use 0.77.", 358, False, ""),
    ]  # fmt: skip
    lines = [Line(text="Uppsala 99149, Sweden", size=9, bold=False, italic=False, mono=False,
                  x0=60, y0=230, x1=155, y1=239, block=0)]  # fmt: skip
    lines += [
        Line(text=t, size=11, bold=b, italic=True, mono=False, x0=60, y0=y, x1=288, y1=y + 11,
             block=1 + k, lead="DejaVuSans-BoldOblique/b" if lead else "", lead_text=lead)
        for k, (t, y, b, lead) in enumerate(rows)
    ]  # fmt: skip
    lines.append(Line(text="Keywords medications · serious · cardiovascular", size=10,
                      bold=False, italic=False, mono=False, x0=60, y0=376, x1=288, y1=386,
                      block=9))  # fmt: skip
    return lines


def test_a_bold_labels_line_inside_the_run_over_keywords_does_not_end_it() -> None:
    """ "Main outcome measures Serious" (bold: its label is most of the line) ended the run
    going back from the keywords, which began under it (t44 office colopen 0.76)."""
    lines = _bold_parts("Main outcome measures Serious", "Main outcome measures")
    found = before_keywords(lines, 1)
    assert found is not None
    assert found.start == 1
    assert found.text.startswith("Context More than 1.5 million")


def test_control_a_bold_line_that_opens_no_part_still_ends_the_run() -> None:
    """Control: a bold line that is no structure label ends the run under it, as on the
    base."""
    lines = _bold_parts("Serious Adverse Events in Adults", "")
    found = before_keywords(lines, 1)
    assert found is not None
    assert found.start == 4


# --- an abstract stopped inside a bracket over the page's footnotes ---------------------------


def _foot_page() -> tuple[list[Line], list[Line]]:
    """elsarticle's preprint page (t45 latex train-0007): "Abstract", its text whose last
    line stops inside a bracket, the footnotes at the foot; the next page goes on."""
    text = [
        "Angiogenesis, the formation of new blood vessels from an existing vasculature,",
        "is requisite for tumor growth. It entails intercellular coordination of cells",
        "through angiogenic growth factor signaling. In vivo studies in mice revealed",
        "that oral administration of either PD166285 (1-25 mg/kg) or PD173074 (25-100",
    ]
    rows = [("Abstract", 321.0, 12.0, True)]
    rows += [(t, 341.0 + 14.5 * k, 12.0, False) for k, t in enumerate(text)]
    rows += [("Corresponding author", 651.0, 10.0, False)]
    rows += [("Email address: ann.lee@example.org (Ann Lee)", 665.0, 10.0, False)]
    first = [
        Line(text=t, size=s, bold=b, italic=False, mono=False, x0=111, y0=y, x1=499,
             y1=y + s * 1.02, block=k)
        for k, (t, y, s, b) in enumerate(rows)
    ]  # fmt: skip
    following = [
        ("mg/kg) generated dose dependent inhibition of angiogenesis in the tumor.", 129.0),
        ("Keywords: angiogenic, activity, selected", 296.0),
    ]
    second = [
        Line(text=t, size=12.0, bold=False, italic=False, mono=False, x0=111, y0=y, x1=499,
             y1=y + 12.2, block=k, page=1)
        for k, (t, y) in enumerate(following)
    ]  # fmt: skip
    return first, second


def test_an_abstract_stopped_inside_a_bracket_goes_on_over_the_footnotes() -> None:
    """ "… or PD173074 (25-100" over the footnotes ended the abstract there (a number is
    no open ending); the bracket left open is, and the next page goes on it."""
    from tapyre_paper_search.pdf.abstract import find_heading
    from tapyre_paper_search.pdf.footnotes import open_ending

    assert open_ending("or PD173074 (25-100")
    first, second = _foot_page()
    found = find_heading(first, 0, height=792.0)
    assert found is not None and not found.complete
    carried = carry_on(second, found, 792.0)
    assert carried.text.endswith("(25-100 mg/kg) generated dose dependent inhibition of "
                                 "angiogenesis in the tumor.")  # fmt: skip


def test_control_open_endings() -> None:
    """Control: a closed bracket, a bare number and a stop end a sentence; a plain word
    does not (as on the base)."""
    from tapyre_paper_search.pdf.footnotes import open_ending

    got = [open_ending(t) for t in ("(25)", "of 100", "a stop.", "in mice", "(ref. 3)")]
    assert got == [False, False, False, True, False]
