"""Names in one field of a row of labelled fields: "Authors: A and B · Contact: …"
(pure; front65).

A fact sheet, a brief or a web page's meta row may give its writers in one line of
fields, each opening on its label with a colon, the fields set apart by a middle dot,
a bullet or a bar: "Authors: Ann Lee and Bo Chen · Contact: lee@example.org",
"Author: Ann Lee | Published: 3 May 2021".  Read whole, the line is no line of names
(the e-mail of another field, the labels), and a fact sheet's foot line under the key
points was read by no reader where it named one or two people.

:func:`fielded_names` reads the first line at or after ``after`` that splits at such
separators (:data:`_SEPARATOR`: a spaced "·", "•" or "|") into two fields or more, each
opening on a label of at most :data:`_LABEL_WORDS` words and a colon, one of them on the
makers' noun (:data:`~tapyre_paper_search.pdf.byleads.RUN_IN_NOUN`: "Authors:",
"Autoren:", "Report authors:"); its names are that field's, read behind the label
(:func:`~tapyre_paper_search.pdf.authors.names_in_line`).  A line whose other piece
bears no label ("Authors: Ann Lee · Institute of X") is no row of fields and reads
nobody here.  Asked by :mod:`~tapyre_paper_search.pdf.frontmatter` only where the page
read no author otherwise, before its last resort.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.byleads import RUN_IN_NOUN
from tapyre_paper_search.pdf.lines import Line

_SEPARATOR = re.compile(r"\s+[\u00b7\u2022|]\s+")
"""What sets two fields apart: a middle dot, a bullet or a bar with space either side."""
_LABEL_WORDS = 3
_LABEL = re.compile(rf"^\s*[^\W\d_][\w'\u2019-]*(?:\s+[\w'\u2019-]+){{0,{_LABEL_WORDS - 1}}}\s*:\s")
"""A field's label: one to :data:`_LABEL_WORDS` words, the first a letter's, and a colon."""
_MAKERS = re.compile(rf"^\s*{RUN_IN_NOUN}", re.IGNORECASE)


def fielded_names(lines: Sequence[Line], after: int) -> tuple[str, ...]:
    """The names of the makers' field of the first row of labelled fields at or after
    line ``after`` (see the module), or ``()``."""
    for line in lines[after:]:
        fields = _SEPARATOR.split(line.text.strip())
        if len(fields) < 2 or not all(_LABEL.match(f + " ") for f in fields):
            continue
        makers = [f for f in fields if _MAKERS.match(f + " ")]
        if len(makers) == 1:
            return tuple(names_in_line(makers[0]))
    return ()


__all__ = ["fielded_names"]
