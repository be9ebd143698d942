"""A headingless structured abstract whose labels stand alone in bold over their parts
(pure; abs59).

"BACKGROUND" / text / "Methods" / text / "FINDINGS" / text …, with no "Abstract" over
it: the line classifier's run stopped inside a part (its later parts set in a column
like body text), and :func:`~.headinglessrun.labelled_parts` carries a run on only when
it opens with a label run in ("Objective: To …"). :func:`parts_alone` carries a run that
opens with such a label alone (or right under one) on through the parts:

* a part's label is a :data:`~.structlabels.STRUCTURE_HEADING` alone on its line, in the
  first label's weight and size, not used before in the run, under a line that ends a
  sentence, and a part's text follows it;
* a part's text lines are in the first part's size and weight, among the front
  candidates (``allowed``: the body's first heading ends them), and nothing that ends an
  abstract (:func:`~.abstractends.ends_abstract`) comes among them;
* a label that opens a paper's body ("Introduction", :data:`~.cues.SECTION_HEADING`)
  is never a later part's: the body has begun; nor is "Discussion" unless a label that
  opens an abstract ("Background", "Objective", …) came first;
* the labels are set in the text's size: a body's headings over its parts are larger
  (fix56a).  (The classifier's scores are no guard: a structured abstract's later
  parts, set in a column like the body's, score as body text.)

The run ends at the first line that fails; it never ends on a label.  The result is
``run`` itself or a run covering it, never one cut short (fix56a).
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf import bodystart, cues, numberedparts, softwareparts, structlabels
from tapyre_paper_search.pdf.abstractends import ends_abstract, wide_gap, word_count
from tapyre_paper_search.pdf.lines import Line

_SIZE_SLACK = 0.3
"""Points two lines' sizes may differ by and be of one type."""
_OPENING = frozenset(
    {"background", "objective", "objectives", "aim", "aims", "aims and objectives"}
    | {"purpose", "context", "importance"}
)
"""The folded labels that open a structured abstract (and never a body)."""


def label_alone(line: Line, first: str | None = None) -> str:
    """The folded structure label ``line`` is, alone and in bold ("" otherwise).  A
    "Motivation" abstract's labels (:mod:`.softwareparts`; abs62) count too: "Motivation"
    itself, and with ``first`` (the text of the run's first label) opening with it, its
    later labels ("Availability and implementation", "Contact", …)."""
    if not line.bold:
        return ""
    if softwareparts.part_form(line.text, first) == "alone":
        return softwareparts.part_label(line.text, first or line.text)
    if numberedparts.part_form(line.text, first) == "alone":  # "1. Purpose", "2. Methods"
        return numberedparts.part_label(line.text, first)
    if not structlabels.STRUCTURE_HEADING.match(line.text):
        return ""
    return structlabels.structure_label(line.text)


def parts_alone(lines: Sequence[Line], run: list[int], allowed: set[int]) -> list[int]:
    """``run`` carried on through a structured abstract whose bold labels stand alone
    over their parts (the module docstring); ``run`` unchanged when it opens with no
    such label, its first part has no text, or the parts found do not cover it."""
    start = run[0]
    if not label_alone(lines[start]) and start - 1 in allowed and label_alone(lines[start - 1]):
        start -= 1  # the classifier doubted the label over the run's first line
    first = lines[start]
    if not label_alone(first) or start + 1 >= len(lines) or label_alone(lines[start + 1]):
        return run
    text = lines[start + 1]
    if abs(first.size - text.size) > _SIZE_SLACK:
        return run  # a heading over a body's part, set larger than its text
    out, seen = [start], {label_alone(first)}
    for j in range(start + 1, len(lines)):
        line, previous = lines[j], lines[out[-1]]
        label = label_alone(line, first.text)
        if label:
            if (
                label in seen
                or cues.SECTION_HEADING.match(line.text)
                or (label == "discussion" and not seen & _OPENING)
                or abs(line.size - first.size) > _SIZE_SLACK
                or not _ends_part(previous, label_alone(lines[_label_over(out, lines)], first.text))
                or (j > run[-1] and j not in allowed)
            ):
                break
            seen.add(label)
            out.append(j)
            continue
        if j > run[-1] and (
            j not in allowed
            or line.bold != text.bold
            or abs(line.size - text.size) > _SIZE_SLACK
            or (not label_alone(previous) and wide_gap(previous, line, previous.size))
            or ends_abstract(
                line,
                text.size,
                structured=True,
                words=word_count([lines[k].text for k in out]),
                running=previous.text.rstrip()[-1:] not in cues.SENTENCE_ENDS,
            )
        ):
            break
        out.append(j)
    while out and label_alone(lines[out[-1]], first.text):
        out.pop()  # a label over no text of its own is none of the abstract's
    return out if set(run) <= set(out) else run


_UNENDED = frozenset({"contact"})
"""Parts whose text ends no sentence: a "Motivation" abstract's e-mail address."""


def _label_over(out: list[int], lines: Sequence[Line]) -> int:
    """The index of the last label line in ``out`` (its first line, else)."""
    return next((k for k in reversed(out) if lines[k].bold), out[0])


def _ends_part(previous: Line, part: str) -> bool:
    """Whether ``previous``, the last line of the part labelled ``part``, ends it: it
    ends a sentence, or the part is an address (:data:`_UNENDED`)."""
    return previous.text.rstrip()[-1:] in cues.SENTENCE_ENDS or part in _UNENDED


def tool_parts(lines: Sequence[Line], i: int, allowed: set[int]) -> list[int]:
    """The lines of a headingless "Motivation" abstract opening at ``lines[i]``
    (:func:`opens_tool_parts`), read through its parts (:func:`parts_alone`, within
    ``allowed``) where the line after them starts the body ("1 Introduction", a keyword
    block); ``[]`` for none (a body whose sections are "Motivation" and "Results")."""
    if not opens_tool_parts(lines, i) or i + 1 not in allowed:
        return []
    run = parts_alone(lines, [i + 1], allowed)
    after = run[-1] + 1
    if run[0] != i or len(run) < 3 or after >= len(lines):
        return []
    return run if bodystart.starts_body(lines[after]) else []


def opens_tool_parts(lines: Sequence[Line], i: int) -> bool:
    """Whether ``lines[i]`` is "Motivation" alone in bold opening a headingless
    "Motivation" abstract (abs62): a line of text in its size follows it, then, before
    any line that starts the body by its heading, a "Results" label alone in bold in its
    size.  A paper's first section "Motivation" is body text here (cues'
    :data:`~.cues.SECTION_HEADING`); a numbered "1 Motivation" is never this label."""
    first = lines[i]
    numbered = numberedparts.part_form(first.text, None) == "alone"  # abs63: "1. Purpose"
    if not first.bold or not (numbered or softwareparts.part_form(first.text, None) == "alone"):
        return False
    if i + 1 >= len(lines) or lines[i + 1].bold:
        return False
    for line in lines[i + 1 :]:
        if cues.SECTION_HEADING.match(line.text) or abs(line.size - first.size) > _SIZE_SLACK:
            return False
        label = label_alone(line, first.text) if line.bold else ""
        if label == "results" or (numbered and label):
            return True
    return False
