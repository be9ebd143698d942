"""Labels that head a summary only where no abstract heading does (pure, front40).

A policy brief or evidence summary set by a word processor heads its abstract with
"Key messages", "Key findings" or "Key points" (German "Kernaussagen") alone on a
line, often in the wide column of a table beside a narrow column of the authors; a
conference's extended abstract heads its text "Extended abstract".  A short summary
there scores too low for a headingless abstract and nothing (or one of its parts)
was read.  The same words head a medical paper's box beside its abstract (review109's
"Key points" over "Abstract"), a report's later section, and stand under a title as
a subtitle ("Extended Abstract" over the names), so :func:`key_heading` takes such a
line only where no abstract heading stands on its page (after it, or before it: a
box after a French paper's "Résumé", review142), no running text (a sentence of eight
words or more) comes before it from where the abstract is looked for, the line under
it reads as a sentence's opening (four words or more, two of them in lower case: no
line of names) and it and the next are no fact box's rows ("Study area: …" /
"Period: …", review142).  The labels are one table by language (:data:`KEY_LABELS`,
front41); :func:`~tapyre_paper_search.pdf.abstract.find_heading` asks it only of a
line that is no abstract heading and whose first letters are a label's
(:data:`KEY_FIRST`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf import abstractcues, cues, structlabels
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.runinlabel import bold_structure_label
from tapyre_paper_search.pdf.summarylabel import running_text

# The labels by language (front41: the table; "At a glance" over a handout's boxed
# summary).  A label is matched alone on its line, any case, an optional colon after it.
KEY_LABELS: dict[str, tuple[str, ...]] = {
    "en": ("key messages", "key findings", "key points", "extended abstract", "at a glance"),
    "de": ("kernaussagen", "kernbotschaften"),
    "fr": ("messages clés", "points clés", "messages-clés", "points-clés"),
    "es": ("puntos clave", "mensajes clave"),
}
_KEY_LABEL = re.compile(
    r"^\s*(?:"
    + "|".join(
        re.escape(label).replace(r"\ ", r"\s+")
        for labels in KEY_LABELS.values()
        for label in labels
    )
    + r")\s*:?\s*$",
    re.IGNORECASE,
)
# The gate :func:`~tapyre_paper_search.pdf.abstract.find_heading` asks first: a line's
# first three letters, as printed or in capitals.
KEY_FIRST = frozenset(
    form
    for labels in KEY_LABELS.values()
    for label in labels
    for form in (label[:1].upper() + label[1:3], label[:3].upper())
)
# A fact box's rows under the label (review142): this many lines in a row, each
# opening with a label of one to three words and a colon.
_FACT_ROWS = 2
_FACT_ROW = re.compile(r"^\s*[A-ZÀ-Þ][\w'’-]*(?:\s+[\w'’-]+){0,2}\s?:\s+\S")
# The line under the label: this many words, this many of them in lower case.
_UNDER_WORDS = 4
_UNDER_LOWER = 2
# What is read under the label is a summary with this many words or more (an "Extended
# Abstract" tag over a one-line "Presented at the … workshop" is none: review138).
KEY_MIN_WORDS = 15
# A structured abstract beside the box: this many run-in labels in another column.
_BESIDE_LABELS = 2
# Prose beside the label: a line of this many words, this many of them in lower case.
_BESIDE_WORDS = 8
_BESIDE_LOWER = 4
# ... in a column this much wider than the label's (a narrow box beside the wide
# column's headingless abstract, review138); beside a box in the first of two equal
# columns stands the body's second column (front41: "At a glance").
_BESIDE_WIDER = 1.25


def key_heading(lines: Sequence[Line], start: int, at: int) -> bool:
    """Whether ``lines[at]`` is a key-messages label alone on its line with no running
    text before it from ``start``, a sentence's opening after it and no table of facts,
    and no abstract heading (nor an abstract's run-in opening) on its page, after it or
    before it (a box after the abstract: review142), and no structured abstract or prose
    beside it (fix41: the docstring told only the first and the heading after)."""
    if not _KEY_LABEL.match(cues.squeeze(lines[at].text)):
        return False
    if running_text(lines[start:at]):
        return False
    page = lines[at].page
    if not _opens_sentence(lines[at + 1 : at + 2], page) and not _first_part(lines, at):
        return False
    if _fact_rows(lines[at + 1 : at + 1 + _FACT_ROWS], page):
        return False
    for line in lines[at + 1 :]:
        if line.page != page:
            break
        if abstractcues.is_abstract_heading(line.text) or abstractcues.abstract_runin(line.text):
            return False
    for line in reversed(lines[:at]):  # a box after the abstract: a bilingual paper's
        if line.page != page:  # search for a second one from after its "Résumé" (review142)
            break
        if abstractcues.is_abstract_heading(line.text) or abstractcues.abstract_runin(line.text):
            return False
    return not _structured_beside(lines, lines[at + 1]) and not _prose_beside(lines, at)


def _fact_rows(under: Sequence[Line], page: int) -> bool:
    """Whether the lines in ``under`` (the first :data:`_FACT_ROWS` under a label), all
    on ``page``, each open with a short label and a colon ("Study area: three lakes …" /
    "Period: 1990 to 2020" / "Funding: …"): a fact box ("At a glance"), not a summary,
    whose wrapped lines go on without one (review142)."""
    return len(under) == _FACT_ROWS and all(
        line.page == page and _FACT_ROW.match(line.text) is not None for line in under
    )


def _opens_sentence(under: Sequence[Line], page: int) -> bool:
    """Whether the line in ``under`` (none at the end) on ``page`` reads as prose (not
    a list item, :data:`~tapyre_paper_search.pdf.cues.LIST_MARK`)."""
    if not under or under[0].page != page or cues.LIST_MARK.match(under[0].text):
        return False
    words = under[0].text.split()
    return len(words) >= _UNDER_WORDS and sum(w[0].islower() for w in words) >= _UNDER_LOWER


def _first_part(lines: Sequence[Line], at: int) -> bool:
    """Whether the line under the label ``lines[at]`` is a structured abstract's part
    label alone on its line ("Background", "Methods:") over a sentence's opening, on the
    label's page (abs67: an "Extended abstract" over its sub-headed parts; a label over a
    name, a list or a short line stays no summary)."""
    under = lines[at + 1 : at + 2]
    return (
        bool(under)
        and under[0].page == lines[at].page
        and structlabels.STRUCTURE_HEADING.match(under[0].text) is not None
        and _opens_sentence(lines[at + 2 : at + 3], lines[at].page)
    )


def _structured_beside(lines: Sequence[Line], under: Line) -> bool:
    """Whether :data:`_BESIDE_LABELS` lines or more on ``under``'s page, in another
    column than it (no overlap across), open with a structured abstract's label run in
    ("IMPORTANCE Wind …", "Objective: To …", "**Context** Exposure …"): a medical
    paper's "Key Points" box beside its headingless structured abstract (review138),
    which is the abstract; the brief's own labels stand under its label, in its column."""
    count = 0
    for line in lines:
        if line.page != under.page or (line.x0 < under.x1 and under.x0 < line.x1):
            continue
        text = line.text
        if (
            structlabels.STRUCTURE_RUNIN.match(text)
            or structlabels.caps_label_runin(text)
            or bold_structure_label(line)
        ):
            count += 1
    return count >= _BESIDE_LABELS


def _prose_beside(lines: Sequence[Line], at: int) -> bool:
    """Whether a line of prose (:data:`_BESIDE_WORDS` words, :data:`_BESIDE_LOWER` of
    them in lower case) stands beside the label ``lines[at]`` or the line under it, in
    another column: the label heads a sidebar box beside a headingless abstract or the
    body (review138), not a brief's summary beside its narrow column of names."""
    label, under = lines[at], lines[at + 1]
    left, right = min(label.x0, under.x0), max(label.x1, under.x1)
    for line in lines:
        if line.page != label.page or line.y1 < label.y0 or line.y0 > under.y1:
            continue
        if line.x0 < right and left < line.x1:
            continue
        if line.x1 - line.x0 < _BESIDE_WIDER * (under.x1 - under.x0):
            continue  # a column as wide: the body's next column beside a boxed summary
        words = line.text.split()
        if len(words) >= _BESIDE_WORDS and sum(w[0].islower() for w in words) >= _BESIDE_LOWER:
            return True
    return False
