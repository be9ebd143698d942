"""A record page that gives the paper only as a BibTeX entry (pure; front51).

A library catalogue's or a repository's record page may print the paper's citation
export at the top, the title and the names standing nowhere else: the site's banner,
a row of export formats, then an entry ``@article{key,`` with its fields one a line
(``title = {…},``, ``author = {Ann Lee and Bo Chen},``), then the abstract under its
heading.  The banner was read as the title and no names were found.

:func:`read_bibtex` reads such an entry as a label form
(:class:`~tapyre_paper_search.pdf.labelform.Form`): a line opening an entry
(:data:`_OPEN`: "@" and a kind, a brace, a key and a comma) among the page's first
:data:`_TOP` lines, then its field lines up to the closing brace (a value wrapped over
lines read until its braces or quotes close; :data:`_MAX_LINES` at most; a line opening
a field, ``name = {``, starts the next one even where the value above never closed: a
long line cut at the page's edge).  It holds
only where the entry has both a ``title`` and an ``author`` field: the title is the
title field's value (its lines the title's), the authors the author field's names,
parted at "and" (BibTeX's separator in every language), "Last, First" turned round;
protecting braces and TeX's escapes ("\\&", "{\\'e}") are dropped.  The abstract is
then read under its heading below the entry.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.labelform import Form
from tapyre_paper_search.pdf.lines import Line

_TOP = 12
_MAX_LINES = 30
_OPEN = re.compile(r"\s*@[A-Za-z]+\s*\{\s*[^\s,{}]*\s*,\s*")
_FIELD = re.compile(r"\s*([A-Za-z]+)\s*=\s*([{\"\d].*)")
_AND = re.compile(r"\s+and\s+")
_TEX = re.compile(r"\\[A-Za-z]+\s*|\\(?=[^A-Za-z])|[{}]")


def read_bibtex(lines: Sequence[Line]) -> Form | None:
    """The entry at the top of ``lines``' first page read as a form (see the module),
    or ``None``."""
    start = next((i for i, line in enumerate(lines[:_TOP]) if _OPEN.fullmatch(line.text)), None)
    if start is None:
        return None
    fields: dict[str, tuple[list[int], str]] = {}
    name = ""
    for i in range(start + 1, min(len(lines), start + _MAX_LINES)):
        text = lines[i].text.strip()
        if lines[i].page != lines[start].page or text == "}":
            break
        match = _FIELD.fullmatch(text)
        if match is not None:  # (a value the page cut at its edge never closes)
            name = match.group(1).lower()
            fields.setdefault(name, ([i], match.group(2)))
        elif name and name in fields and not _closed(fields[name][1]):
            held, value = fields[name]
            fields[name] = ([*held, i], f"{value} {text}")
        else:
            return None
    if "title" not in fields or "author" not in fields:
        return None
    title = _plain(fields["title"][1])
    names = tuple(_turned(_plain(n)) for n in _AND.split(_bare(fields["author"][1])))
    if not title or not all(names):
        return None
    return Form(tuple(fields["title"][0]), names, None, title)


def _closed(value: str) -> bool:
    """Whether a field's ``value`` read so far is whole: its braces balanced, its quotes
    paired."""
    return value.count("{") <= value.count("}") and value.count('"') % 2 == 0


def _bare(value: str) -> str:
    """``value`` without its delimiters and closing comma (``{…},`` or ``"…",``)."""
    value = value.strip().rstrip(",").strip()
    if value[:1] in '{"' and value[-1:] in '}"':
        value = value[1:-1]
    return value


def _plain(value: str) -> str:
    """``value``'s text: delimiters, protecting braces and TeX's escapes dropped."""
    return " ".join(_TEX.sub("", _bare(value)).split())


def _turned(name: str) -> str:
    """A "Last, First" name turned round ("Lee, Ann" → "Ann Lee")."""
    last, comma, first = name.partition(",")
    return f"{first.strip()} {last.strip()}" if comma and first.strip() else name
