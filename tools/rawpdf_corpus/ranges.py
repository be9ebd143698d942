"""A composite font whose codes are one or two bytes (the "ranges" font fault, round
67's held-out ``type0-ranges`` kind), as a CJK-minded producer writes a ``Type0`` font:
its ``/Encoding`` is an embedded CMap stream (not ``Identity-H``) with two codespace
ranges, ``<00> <7F>`` (one byte: digits, punctuation and the space, each its ASCII
code) and ``<8000> <FFFF>`` (two bytes: every other glyph, given out in drawing order
from ``0x8000``), mapping each code to a CID by ``cidchar`` entries; the CIDs are the
program's glyph ids (``CIDToGIDMap /Identity``), and the ``ToUnicode`` map is keyed
by the same codes.
"""

from __future__ import annotations

import string

import pymupdf

HIGH = 0x8000
_SPARE = 0x7000  # a spare CID (past the program's glyphs) is this plus its code
ONE_BYTE = frozenset(string.digits + string.punctuation + " ")
CODESPACE = "2 begincodespacerange\n<00> <7F>\n<8000> <FFFF>\nendcodespacerange\n"
_HEAD = (
    "/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n"
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> def\n"
    "/CMapName /Tapyre-Ranges-H def\n/CMapType 1 def\n"
)
_TAIL = "endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n"


def ranged_code(piece: str, taken: set[int]) -> int:
    """The code of ``piece`` given the codes ``taken``: its ASCII code where it is one
    byte, else the next two-byte code (``HIGH`` on), as a subsetter gives codes out."""
    return ord(piece) if piece in ONE_BYTE else HIGH + len(taken)


def hex_digits(code: int) -> int:
    """How many hex digits a content stream writes ``code`` with (2 or 4)."""
    return 2 if code < 0x80 else 4


def cid_of(code: int, char: str, program: pymupdf.Font) -> int:
    """The CID ``code`` (drawing ``char``, a ligature's one character) maps to: its
    glyph id in ``program``, else a spare CID of its own."""
    gid = int(program.has_glyph(ord(char))) if len(char) == 1 else 0
    return gid or _SPARE + code


def write_encoding(doc: pymupdf.Document, cids: dict[int, int]) -> int:
    """Write the ``/Encoding`` CMap stream mapping each code of ``cids`` to its CID;
    gives its xref."""
    chars = [f"<{c:0{hex_digits(c)}X}> {cid}" for c, cid in sorted(cids.items())]
    body = ""
    for at in range(0, len(chars), 100):
        chunk = chars[at : at + 100]
        body += f"{len(chunk)} begincidchar\n" + "\n".join(chunk) + "\nendcidchar\n"
    xref = int(doc.get_new_xref())
    doc.update_object(
        xref,
        "<< /Type /CMap /CMapName /Tapyre-Ranges-H /CIDSystemInfo << /Registry (Adobe) "
        "/Ordering (Identity) /Supplement 0 >> >>",
    )
    doc.update_stream(xref, f"{_HEAD}{CODESPACE}{body}{_TAIL}".encode("ascii"))
    return xref
