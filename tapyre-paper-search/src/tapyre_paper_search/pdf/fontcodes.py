"""What a simple font's objects say of its one-byte codes (pure reads of the PDF).

Read for :mod:`~tapyre_paper_search.pdf.shortcmap`, which finds the codes a font's
``ToUnicode`` map leaves out: the codes a ``ToUnicode`` stream maps and the text it
maps them to (:func:`mapped_codes`), those it maps to U+FFFD itself
(:func:`replacement_codes`), the glyph names of the font's ``/Differences`` or of its
embedded Type 1 program's encoding vector (:func:`encoding_names`; the
``/Differences`` array itself, :func:`encoding_differences`, is read for
:mod:`~tapyre_paper_search.pdf.texcodes` too), and its advance
widths by code (:func:`advance_widths`).  ``doc`` is a PyMuPDF document, ``xref`` a
font object's number; what cannot be read gives nothing (an empty set or dict), and
MuPDF's own errors pass to the caller.
"""

from __future__ import annotations

import re
from typing import Any

_HEX = r"<([0-9A-Fa-f]{2})>"
_RANGE = re.compile(rf"{_HEX}\s*{_HEX}\s*(?:<([0-9A-Fa-f]{{4}})>|\[)")
_CHAR = re.compile(rf"{_HEX}\s*<([0-9A-Fa-f]{{4}})>")
_SECTION = re.compile(r"begin(bfrange|bfchar)(.*?)end\1", re.S)
_DIFFERENCE = re.compile(r"(\d+)|/([^\s/\[\]()<>{}%]+)")
_DUP = re.compile(rb"dup\s+(\d+)\s*/([^\s/\[\]()<>{}%]+)\s+put")


def mapped_codes(stream: str) -> tuple[set[int], set[str]]:
    """The one-byte codes a ``ToUnicode`` stream maps, and the text it maps them to
    (that of its single characters, so far as the stream spells them)."""
    codes: set[int] = set()
    texts: set[str] = set()
    for kind, body in _SECTION.findall(stream):
        if kind == "bfchar":
            for code, value in _CHAR.findall(body):
                codes.add(int(code, 16))
                texts.add(chr(int(value, 16)))
            continue
        for low, high, start in _RANGE.findall(body):
            span = range(int(low, 16), int(high, 16) + 1)
            codes.update(span)
            if start:  # (one map over the range, not a call a code: speed54)
                first = int(start, 16)
                texts.update(map(chr, range(first, first + len(span))))
    return codes, texts


def _differences(value: str) -> dict[int, str]:
    """The glyph names of a ``/Differences`` array by code (a number sets the next code)."""
    names: dict[int, str] = {}
    code = 0
    for number, name in _DIFFERENCE.findall(value):
        if number:
            code = int(number)
        else:
            names[code] = name
            code += 1
    return names


def _program_names(doc: Any, xref: int) -> dict[int, str]:
    """The encoding vector of the font's embedded Type 1 program (its clear text)."""
    _name, ext, _kind, buffer = doc.extract_font(xref)
    if ext not in ("pfa", "pfb") or not buffer:
        return {}
    clear = buffer.split(b"eexec", 1)[0]
    return {int(code): name.decode("latin-1") for code, name in _DUP.findall(clear)}


def encoding_names(doc: Any, xref: int, *, type1: bool) -> dict[int, str]:
    """The glyph names of the font's ``/Differences``, or of a ``type1`` font's embedded
    program where the font names no encoding."""
    kind, value = encoding_differences(doc, xref)
    if kind == "null":
        return _program_names(doc, xref) if type1 else {}
    if kind not in ("xref", "dict"):
        return {}  # a named base encoding: MuPDF reads its codes itself
    return {} if value == "null" else _differences(value)


def encoding_differences(doc: Any, xref: int) -> tuple[str, str]:
    """The kind of the font object ``xref``'s ``/Encoding`` entry, as MuPDF names it
    (``"null"`` where there is none, ``"name"`` for a base encoding, ``"xref"`` or
    ``"dict"`` for an encoding dictionary of its own), and, where it is a dictionary,
    the text of its ``/Differences`` array (``"null"`` where it has none); else the
    entry's own value as MuPDF gives it."""
    kind, value = doc.xref_get_key(xref, "Encoding")
    if kind == "xref":
        value = doc.xref_get_key(int(value.split()[0]), "Differences")[1]
    elif kind == "dict":
        value = doc.xref_get_key(xref, "Encoding/Differences")[1]
    return kind, value


def advance_widths(doc: Any, xref: int) -> dict[int, float]:
    """The font's advance widths by code (em), from its ``/FirstChar`` and ``/Widths``."""
    kind, first = doc.xref_get_key(xref, "FirstChar")
    wkind, value = doc.xref_get_key(xref, "Widths")
    if kind != "int":
        return {}
    if wkind == "xref":
        value = doc.xref_object(int(value.split()[0]))
    numbers = re.findall(r"-?\d+(?:\.\d+)?", value) if wkind in ("xref", "array") else []
    return {int(first) + k: float(n) / 1000 for k, n in enumerate(numbers)}


def replacement_codes(stream: str) -> set[int]:
    """The one-byte codes a ``ToUnicode`` stream maps to U+FFFD itself (a glyph its
    maker could not name)."""
    codes: set[int] = set()
    for kind, body in _SECTION.findall(stream):
        if kind == "bfchar":
            codes.update(int(code, 16) for code, value in _CHAR.findall(body) if value == "FFFD")
            continue
        codes.update(int(low, 16) for low, _high, start in _RANGE.findall(body) if start == "FFFD")
    return codes
