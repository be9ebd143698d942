"""A front matter printed as a form of labels and values (pure).

A filled-in submission form, a repository's record page or a report's data sheet
prints no title over names: a column of short labels ("Title", "Author(s)",
"Affiliation(s)", "Topic"; "Creators", "Published", "Identifier") with each value
to the label's right on its row, wrapping under itself in the value's column, and
the abstract under a label of its own below the rows ("Abstract (max. 300 words)",
"Description").  Read as a page, the form's heading ("Abstract Submission Form")
was the title and the labels' values were lines of prose or names among others.

:func:`read_form` finds such a form: a line that is a title or an author label
(generic label words only, :mod:`.formkeys`) with a value
on its row, in a column of at least :data:`_MIN_ROWS` such labelled rows, below no
abstract heading or first section heading, none of the values a key label itself (a
table of the paper's: a literature review's "Title" / "Authors" columns, a
document-history table under the abstract).  The value
of the title label is the title, the values of the author label are the authors
(read leniently: the label vouches that they are names, and an institution in
parentheses after a name is dropped), and the lines under the first abstract label
below the rows and left of their values (an abstract word with a parenthesised
instruction, or "Description") are the abstract.  Cheap on pages that are no form: only a short
line that is a title or author label word starts the search.

front33: the labels may be German or French (:mod:`.formkeys`, which tells a form's
labels and where one may open a form; moved out, tidy57); a row
whose label runs on with its value after a colon ("Title: …", "Author(s): …") is a row
too, its value the rest of the line (and the column's lines under it that carry it
on), and the rows end at the first abstract label or heading in the labels' column;
an author value's names wrapped in a narrow cell are joined again
(:func:`~tapyre_paper_search.pdf.formrows.wrapped_names`).

front44: a cover's labels are a form's too (:mod:`.formlabels`, shared with
:mod:`.stackedform`): "Project title" or "Intitulé du projet" labels the title, and where
no author label is found the rows labelled with a people's role ("Principal
investigator" | "Ann Lee, Place", "Co-investigators" | "Bo Chen (Place); Cy Dee
(Place)") give the names, each row's pieces that read whole as one name, places left
out (:func:`_role_names`); a grant report's borderless table under "FINAL REPORT" had
that heading read as its title.

front51: a referee's form labels the title "Title of manuscript" ("Titel des
Manuskripts", "Titre du manuscrit", "Título del manuscrito") and the abstract "Summary
of the submission" (German, French, Spanish forms too); a run-in value wrapped at the
column's right end goes on whatever the shape of its next line (:func:`_run_on`), and an
author value wrapped over lines is read as one text.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tapyre_paper_search.pdf import abstractcues, schemafields
from tapyre_paper_search.pdf.authors import authors_from_lines
from tapyre_paper_search.pdf.catalogheading import given_first, other_authors, rows_given_first
from tapyre_paper_search.pdf.formkeys import (
    ABSTRACT_LABEL,
    AUTHOR_LABEL,
    JOINED,
    MAX_LABEL_CHARS,
    after_label,
    authored,
    bare_text,
    below_the_papers_start,
    is_key_label,
    key_row,
    label_shaped,
    titled,
    under_other_lines,
)
from tapyre_paper_search.pdf.formlabels import PEOPLE_LABEL, row_names
from tapyre_paper_search.pdf.formrows import COLUMN_SLACK, wrapped_names
from tapyre_paper_search.pdf.linepitch import wrap_limit
from tapyre_paper_search.pdf.lines import Line

_MIN_ROWS = 3
"""A form has at least this many labelled rows (a label and a value on its row)."""
_FULL = 4.0
"""A line ending at most this many of its sizes left of its column's right end fills it."""
_MIN_GAP = 6.0
"""A value starts at least this far right of its label's end."""


@dataclass(frozen=True)
class Form:
    """What a label form says: the title's lines (indices), the authors' names, the
    index of the abstract label under the rows (``None`` where there is none), the
    title's text where its label runs on its first line ("Title: …"; else ``""``: the
    title lines' text), and the line the abstract stops before where the form knows it
    (a letter's indented quotation returning to the margin, :mod:`.letterpage`; else
    ``None``), and the line the abstract starts at where it is not the line after its
    label (a record row's value, :mod:`.schemafields`; else ``None``)."""

    title: tuple[int, ...] = ()
    authors: tuple[str, ...] = ()
    abstract_label: int | None = None
    title_text: str = ""
    abstract_end: int | None = None
    abstract_start: int | None = None


def read_form(lines: Sequence[Line]) -> Form | None:
    """The label form on a page's ``lines`` (see the module), or ``None``."""
    keys = (i for i, line in enumerate(lines) if key_row(line.text))
    first = next(keys, None)
    while first is not None:
        label = lines[first]
        if below_the_papers_start(lines, label):
            return None
        if not is_key_label(label.text) and under_other_lines(lines, label):
            return None  # a run-in "Title: …" in a report's metadata block under its title
        found = _form_in(lines, label, _column(lines, label, right=False))
        if found is None and is_key_label(label.text):
            # labels set flush right against their values (an item pane's; front53)
            found = _form_in(lines, label, _column(lines, label, right=True))
        if found is not _HEADINGS:
            return found
        # a table's row of column headings over the form ("Title | Creator | Year",
        # a list of items over the selected item's rows): the next key label below that
        # row (front53)
        first = next((i for i in keys if lines[i].y0 > label.y1), None)
    return None


_HEADINGS = Form()
"""What :func:`_form_in` gives for a table's row of column headings (a key label's value
a key label too): no form there, but the page's next key label may open one."""


def _column(lines: Sequence[Line], label: Line, *, right: bool) -> list[int]:
    """The lines of ``label``'s column top down: those starting at its left edge, or
    (``right``) those ending at its right edge, short labels set flush right."""
    if right:
        column = [
            i
            for i, line in enumerate(lines)
            if line.page == label.page
            and abs(line.x1 - label.x1) <= COLUMN_SLACK
            and label_shaped(line.text)
        ]
    else:
        column = [
            i
            for i, line in enumerate(lines)
            if line.page == label.page and abs(line.x0 - label.x0) <= COLUMN_SLACK
        ]
    column.sort(key=lambda i: lines[i].y0)
    return column


def _form_in(lines: Sequence[Line], label: Line, column: list[int]) -> Form | None:
    """The form whose labels are ``column`` (``label``'s), or ``None``; :data:`_HEADINGS`
    where a value is a key label itself."""
    rows: dict[int, list[int]] = {}
    joined: dict[int, tuple[str, list[int]]] = {}  # a label run on with its value
    field_abstract: tuple[int, int, int | None] | None = None  # "dc.description.abstract"
    for k, i in enumerate(column):
        text = lines[i].text
        if abstractcues.is_abstract_heading(text) or (
            len(text) <= MAX_LABEL_CHARS and ABSTRACT_LABEL.fullmatch(bare_text(text))
        ):
            break  # the rows end over the abstract's label ("Keywords: …" is none of them)
        below = lines[column[k + 1]].y0 if k + 1 < len(column) else float("inf")
        if field_abstract is None and (span := schemafields.abstract_span(lines, i, below)):
            field_abstract = (i, *span)  # its label, value's first line, line after it
        values = _values(lines, i, below) if label_shaped(text) else []
        if values:
            rows[i] = values
        elif (match := JOINED.fullmatch(bare_text(text))) and label_shaped(match.group(1)):
            joined[i] = (match.group(1), [i, *_run_on(lines, column, k)])
    if any(is_key_label(lines[v[0]].text) for v in rows.values()):
        return _HEADINGS  # (a key label as a value: a table's row of column headings)
    if len(rows) + len(joined) < _MIN_ROWS:
        return None
    title = next((v for i, v in rows.items() if titled(bare_text(lines[i].text))), [])
    title_text = ""
    joined_title = next((v for t, v in joined.values() if titled(t)), None)
    if not title and joined_title:
        title = joined_title
        title_text = " ".join(
            [after_label(lines[title[0]].text)] + [lines[j].text for j in title[1:]]
        )
    author_rows = [
        v
        for i, v in rows.items()
        if authored(bare := bare_text(lines[i].text)) or other_authors(bare)  # front57
    ]
    joined_authors = [v for t, v in joined.values() if AUTHOR_LABEL.fullmatch(t)]
    if len(author_rows) > 1:  # an "Author" row a person: "Lee, Ann" (front53)
        # a catalogue's headings one a line: "Lee, Ann, 1978-" / "Chen, Bo." (front57)
        texts = rows_given_first([[lines[j].text for j in row] for row in author_rows])
        authors = authors_from_lines(texts, lenient=True)
    elif author_rows:
        authors = authors_from_lines(wrapped_names(lines, author_rows[0]), lenient=True)
        if not authors and len(author_rows[0]) == 1:  # one person "Pan, Hongjun" (front53)
            text = lines[author_rows[0][0]].text
            authors = authors_from_lines([given_first(text)], lenient=True)
    elif joined_authors:
        # one value wrapped over lines: read whole ("…, Vadim" / "Ren, Bo Li"; front51)
        texts = [after_label(lines[joined_authors[0][0]].text)]
        texts += [lines[j].text for j in joined_authors[0][1:]]
        authors = authors_from_lines([" ".join(texts)], lenient=True)
    else:
        authors = _role_names(lines, rows, joined)
    taken = [j for values in rows.values() for j in values] + [
        j for _, values in joined.values() for j in values
    ]
    last = max(lines[j].y0 for j in taken)
    left = min(
        (lines[j].x0 for values in rows.values() for j in values),
        default=label.x0 + COLUMN_SLACK + 1,
    )
    abstract_label = next(
        (
            i
            for i, line in enumerate(lines)
            if line.page == label.page
            and line.y0 > last
            and line.x0 < left
            and len(line.text) <= MAX_LABEL_CHARS
            and ABSTRACT_LABEL.fullmatch(bare_text(line.text))
        ),
        None,
    )
    if abstract_label is None and field_abstract is not None:
        at, start, end = field_abstract
        return Form(tuple(title), authors, at, title_text, end, start)
    return Form(tuple(title), authors, abstract_label, title_text)


def _role_names(
    lines: Sequence[Line], rows: dict[int, list[int]], joined: dict[int, tuple[str, list[int]]]
) -> tuple[str, ...]:
    """The names of the rows labelled with a people's role ("Principal investigator" |
    "Ann Lee, Place", "Co-investigators" | "Bo Chen (Place); Cy Dee (Place)"), every such
    row top down (front44): :func:`.formlabels.row_names` of each row's value lines."""
    found: list[str] = []
    for i in sorted([*rows, *joined], key=lambda i: lines[i].y0):
        if i in rows and PEOPLE_LABEL.fullmatch(bare_text(lines[i].text)):
            texts = [lines[j].text for j in rows[i]]
        elif i in joined and PEOPLE_LABEL.fullmatch(joined[i][0]):
            texts = [after_label(lines[i].text)] + [lines[j].text for j in joined[i][1][1:]]
        else:
            continue
        found += [name for name in row_names(texts) if name not in found]
    return tuple(found)


def _run_on(lines: Sequence[Line], column: list[int], k: int) -> list[int]:
    """The lines of the labels' column under ``column[k]`` (a label run on with its
    value) that carry its value on: each within two of its line heights of the one
    above (a double-spaced page's pitch, :func:`.linepitch.wrap_limit`), none a row of
    its own (a label alone, or a label and a colon), but a line
    under one that fills the column to its right end is the value wrapped, whatever
    its shape ("Title of manuscript: Aggregation of … of incident" / "Alzheimer
    disease"; front51), unless it ends in a colon."""
    out: list[int] = []
    above = lines[column[k]]
    right = max(lines[i].x1 for i in column)
    limit = wrap_limit(lines, above)  # a double-spaced page's pitch (latex56)
    for i in column[k + 1 :]:
        line = lines[i]
        wrapped = above.x1 >= right - _FULL * above.size and not line.text.rstrip().endswith(":")
        if (
            line.y0 - above.y0 > limit
            or (not wrapped and label_shaped(line.text))
            or JOINED.fullmatch(bare_text(line.text))
        ):
            break
        out.append(i)
        above = line
    return out


def _values(lines: Sequence[Line], label: int, below: float) -> list[int]:
    """The lines of the value to the right of ``lines[label]``: the nearest one on the
    label's row, and those under it in its column above ``below`` (the next line of the
    labels' column)."""
    head = lines[label]
    half = head.size * 0.5
    right = [
        j
        for j, line in enumerate(lines)
        if line.page == head.page and line.x0 >= head.x1 + _MIN_GAP
    ]
    level = [j for j in right if abs(lines[j].y0 - head.y0) <= half]
    if not level:
        return []
    # the cell nearest the label (not a "Language" cell read before it; front54)
    first = min(level, key=lambda j: lines[j].x0)
    x0 = lines[first].x0
    return [
        j
        for j in right
        if abs(lines[j].x0 - x0) <= COLUMN_SLACK and head.y0 - half <= lines[j].y0 < below - half
    ]
