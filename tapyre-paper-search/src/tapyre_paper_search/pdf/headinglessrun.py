"""How far a headingless abstract's run of lines goes (pure; split out of
:mod:`~tapyre_paper_search.pdf.headingless` with no change).

:func:`breaks_unit` tells a line that cannot go on a run of abstract lines (a closing
byline, a credit sentence, another size or weight, a wide gap); :func:`stepped_apart`
a line over the run set a paragraph's space above it; :func:`rest_of_paragraph` carries
a run on to its paragraph's end where the classifier's doubt sets in mid-paragraph;
:func:`labelled_parts` carries it on through a structured abstract's run-in labelled
parts.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

from tapyre_paper_search.pdf import cues, softwareparts, structlabels
from tapyre_paper_search.pdf.abstractends import ends_abstract, wide_gap, word_count
from tapyre_paper_search.pdf.boldlabels import opens_part, part_label
from tapyre_paper_search.pdf.closingbyline import is_closing_byline
from tapyre_paper_search.pdf.datelinelead import past_dateline
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.marginnotes import beside_column
from tapyre_paper_search.pdf.overfull import justified_edge
from tapyre_paper_search.pdf.studycredit import is_credit
from tapyre_paper_search.pdf.summaryafter import opens_summary

_AT_EDGE = 2.0
"""A justified line ends within this many points of its run's edge (:func:`measure`)."""


def rest_of_paragraph(lines: Sequence[Line], run: list[int], allowed: set[int]) -> list[int]:
    """``run`` carried on to its paragraph's end where the classifier's doubt sets in
    mid-paragraph (a long abstract set in bold or widely spaced, whose later lines it
    reads as body).  The next line joins while the line before it fills the run's
    measure (a short line ends a paragraph), it starts at the run's left edge (no
    indent) in the same type, no farther below than the run's widest line step (no
    paragraph gap, no page or column turn), and nothing breaks the unit or ends an
    abstract.  The measure is :func:`measure`'s: overfull lines past it widen it not."""
    steps = [lines[b].y0 - lines[a].y0 for a, b in pairwise(run)]
    if len(run) < 3 or max(steps) <= 0:
        return run
    out, step, first = list(run), max(steps), lines[run[0]]
    left, right = min(lines[k].x0 for k in run), measure([lines[k] for k in run])
    for j in range(run[-1] + 1, len(lines)):
        previous, line = lines[j - 1], lines[j]
        if (
            j not in allowed
            or previous.x1 < right - previous.size
            or abs(line.x0 - left) > line.size / 2
            or (line.bold, line.italic) != (previous.bold, previous.italic)
            or not 0 < line.y0 - previous.y0 <= step + 1
            or breaks_unit(previous, line, first)
            or ends_abstract(
                line,
                first.size,
                structured=False,
                words=word_count([lines[k].text for k in out]),
                bold=line.bold,  # set in bold as the run is: a bold line is no heading
                running=previous.text[-1:] not in cues.SENTENCE_STOPS,
            )
        ):
            break
        out.append(j)
    return out


def measure(run: Sequence[Line]) -> float:
    """The right edge of a run's measure: the edge its lines are justified to
    (:func:`~.overfull.justified_edge`) where half of them or more end within
    :data:`_AT_EDGE` of it, lines set overfull past it (a long word TeX found no break
    for sticks out into the margin: "gammaH2AX") left out (latex65); else the widest
    line's right end (a ragged run)."""
    edge = justified_edge(run)
    if edge is not None and 2 * sum(abs(x.x1 - edge) <= _AT_EDGE for x in run) >= len(run):
        return edge
    return max(x.x1 for x in run)


def labelled_parts(lines: Sequence[Line], run: list[int], allowed: set[int]) -> list[int]:
    """``run`` carried on through the rest of a structured abstract when it opens with a
    run-in label ("Objective: To …"): the classifier doubts its later parts, set in a
    column like body text.  Each new paragraph (block) must open with a label too; the
    run ends at one that does not, at what breaks the unit (:func:`breaks_unit`), and
    where the candidates end (the body's first heading).  The run, the classifier's lines
    included, also ends where a body whose paragraphs open with labels starts
    (:func:`_new_part`).  A run opening with "Motivation: …" goes on through the later
    labels of such an abstract (:mod:`.softwareparts`: "Contact: …"; abs61)."""
    first = past_dateline(lines[run[0]])  # "GENEVA — Objective: …" (front46)
    tool = softwareparts.part_form(first.text, None) == "runin"
    if not (opens_part(first) or tool):
        return run
    out = [run[0]]
    seen = {part_label(first) or ("motivation" if tool else "")}
    widest, parts = 0.0, False
    for j in range(run[0] + 1, len(lines)):
        line, previous = lines[j], lines[out[-1]]
        if beside_column(line, [lines[k] for k in out]):
            continue  # a note in the margin beside the parts (front46)
        label = part_label(line) or (
            softwareparts.part_label(line.text, first.text) if tool else ""
        )
        gap = line.y0 - previous.y1
        if _new_part(line, first, label, seen, gap=gap, widest=widest if parts else None):
            break
        if j > run[-1]:
            # a block of its own going on a sentence is no new paragraph (names45)
            ends = previous.text.rstrip()[-1:] in cues.SENTENCE_STOPS
            if j not in allowed or (line.block != previous.block and not label and ends):
                break
            if breaks_unit(previous, line, lines[run[0]]) or ends_abstract(
                line,
                lines[run[0]].size,
                structured=True,
                words=word_count([lines[k].text for k in out]),
            ):
                break
        if label:
            seen.add(label)
            parts = True
        widest = max(widest, gap)  # from 0: a line atop a column comes after a negative gap
        out.append(j)
    return out


_PART_GAP_RATIO = 1.5
"""A gap this many times the widest in a structured abstract so far (and half a line more)
ends it."""


def _new_part(
    line: Line, first: Line, label: str, seen: set[str], *, gap: float, widest: float | None
) -> bool:
    """Whether ``line`` is past the structured abstract opened by ``first``: its label is
    set in another font or weight (bold against plain) or used already, or its gap is
    much wider than the widest so far (``widest``; none before a second part: the gaps
    between parts, and those of a scan's uneven lines)."""
    if label and (label in seen or (line.lead and first.lead and line.lead != first.lead)):
        return True
    return widest is not None and gap > max(_PART_GAP_RATIO * widest, widest + first.size / 2)


def breaks_unit(previous: Line, line: Line, first: Line) -> bool:
    """Whether ``line`` cannot continue a run of abstract lines ending with ``previous``
    (a byline signing the run, "— by Ann Lee", or a sentence crediting the study to its
    authors, "The study, by Ann Lee, appears …" (:mod:`.studycredit`), is none of it, nor
    is a summary for other readers after a sentence's end, "Lay summary: …"
    (:mod:`.summaryafter`; abs59); a dash under a line that ends in mid-sentence opens
    an aside going on it, as in
    :func:`~tapyre_paper_search.pdf.abstractends.ends_abstract`)."""
    if previous.text[-1:] in cues.SENTENCE_STOPS and (
        is_closing_byline(line)
        or is_credit(line.text)  # "The study, by …" (front51)
        or opens_summary(line.text)
    ):
        return True
    label = _is_label(line)
    if not label and abs(line.size - first.size) > 0.3:
        return True
    if (
        not (label or _is_label(previous) or _is_label(first))
        and previous is not first
        and previous.bold == first.bold != line.bold
    ):
        return True  # the type turns bold or roman: another paragraph or a heading
    return wide_gap(previous, line, previous.size) or (
        line.y0 - previous.y1 > previous.size * 1.2
        and line.x0 < previous.x1
        and previous.x0 < line.x1
        and abs(line.size - previous.size) > 0.3
    )


# The step above a run's first line this many times the run's own line step sets apart
# the line over it (a paragraph's space; front41b).
_STEP_APART = 1.5


def stepped_apart(lines: Sequence[Line], first: int, run: Sequence[int]) -> bool:
    """Whether ``lines[first]`` stands further above ``run`` (two lines or more, one
    page) than the run's own line step: a byline's wrapped last line over a headingless
    abstract ("Everett, F. Deng, C. Zhu" a paragraph's space above it; front41b).  A line
    in another column (no horizontal overlap with the run's first line) that stands lower
    than that line or is set smaller is set apart too: a side column's last line read
    before a boxed abstract beside it (a journal's web address under the "Cite this"
    column's dates, realpage70); a dropped capital level with it is not."""
    above, top = lines[first], lines[run[0]]
    if (
        above.page == top.page
        and (above.y0 > top.y0 + top.size * 0.5 or above.size < top.size - 0.3)
        and (above.x1 <= top.x0 or above.x0 >= top.x1)
    ):
        return True
    if len(run) < 2:
        return False
    second = lines[run[1]]
    if not above.page == top.page == second.page:
        return False
    step = second.y0 - top.y0
    return step > 0 and top.y0 - above.y0 > _STEP_APART * step


def _is_label(line: Line) -> bool:
    return bool(structlabels.STRUCTURE_HEADING.match(line.text) or opens_part(line))
