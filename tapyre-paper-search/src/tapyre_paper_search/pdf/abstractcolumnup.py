"""An abstract whose next column starts a little above its label (pure, lang39).

On a two-column page whose front matter spans both columns, an abstract labelled
alone on a line ("Résumé", "Zusammenfassung") in the left column may run on at the
top of the right column; when that column's first line sits a few points higher
than the label (the label's line set with more space above it, or the right
column's text starting at the body's top), reading order puts those lines BEFORE
the label, and the abstract stops at the foot of its first column in mid-sentence.
:func:`column_above` finds them: the abstract ended without a stop; a line before
its label, on its page, right of the abstract's column, level with the label
(within one line of it), set in the abstract's type, carries the sentence on (opens
in lower case, or the abstract's last line ended in a hyphen) and holds no e-mail or
web address; the run of lines under it in that column (same type, at most two lines
apart, before the label in reading order) is the abstract's end where it closes the
sentence (its last line ends in a stop) and goes no lower than the first column's last
line (review129: else it is the body's column beside the abstract, set level with the
label, and an abstract ending in a URL or "…" took it all).
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.abstract import Abstract, finish
from tapyre_paper_search.pdf.lines import Line

SENTENCE_END = ".!?)]"
"""What ends a sentence (or a formula's bracket); a colon or a semicolon goes on it."""
# A run's lines at most this many line heights apart.
_RUN_GAP = 2.0


def column_above(lines: Sequence[Line], found: Abstract, size: float) -> Abstract | None:
    """``found`` ended with the run at the top of the next column set above its label
    (see the module), or ``None``; ``size``: the abstract's type size."""
    heading, last = lines[found.start], lines[max(found.used)]
    for i in range(found.start):
        line = lines[i]
        if (
            line.page != last.page
            or line.x0 < last.x1 - 1
            or abs(line.y0 - heading.y0) > heading.size
            or not _same_type(line, last, size)
        ):
            continue
        address = cues.has_email(line.text) or cues.URL.search(line.text) is not None
        if address or not (line.text[:1].islower() or last.text.rstrip().endswith("-")):
            return None
        run = [i]
        for j in range(i + 1, found.start):
            below, above = lines[j], lines[run[-1]]
            if (
                below.page != line.page
                or abs(below.x0 - line.x0) > 2
                or not 0 < below.y0 - above.y0 <= _RUN_GAP * size
                or not _same_type(below, last, size)
            ):
                break
            run.append(j)
        # The abstract's end: it closes its sentence, no lower than the first column's
        # foot (review129: else that column is another text, the body's, set level with
        # the label; an abstract ending in a URL or "…" took the whole column)
        ended = lines[run[-1]].text.rstrip()[-1:] in tuple(SENTENCE_END)
        if not ended or lines[run[-1]].y0 > last.y0 + size:
            return None
        return Abstract(
            finish([found.text, *(lines[k].text for k in run)]),
            found.start,
            found.used | frozenset(run),
            found.inferred,
            True,
            found.state,
        )
    return None


def _same_type(line: Line, last: Line, size: float) -> bool:
    return abs(line.size - size) <= 0.3 and line.bold == last.bold and line.italic == last.italic
