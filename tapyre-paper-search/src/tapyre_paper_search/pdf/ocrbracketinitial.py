"""An initial "J." OCR read as a closing bracket and a stop, mended (pure).

Tesseract reads the capital J of a scanned initial, a hook under the line, as a
closing bracket: "Neal J. Evans Wang" comes out "Neal ). Evans Wang", and a name row
holding a bracket and a stop no given name or surname is read as no name at all.  A
word that is a closing bracket and a stop alone (")." or "].") between two capitalised
words, on a line that opens no bracket before it, is no bracket (one closes only what
was opened): it is the initial, and reads "J.".

The cue is a row of names: a line holding a lower-case word other than a surname's
particle (:data:`~tapyre_paper_search.pdf.namewords.PARTICLES`) or "and" is prose, whose
")." closes a citation ("… by Smith and Lee ). The results") and is left (review55).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tapyre_paper_search.pdf.namewords import PARTICLES

_READ_AS_J = frozenset({").", "]."})
"""What Tesseract makes of the initial "J." (the hook read as a bracket)."""
_OPENING = frozenset("([")
# Lower-case words a row of names holds besides its particles.
_NAME_ROW_WORDS = frozenset(("and",))


def mended_bracket_initials(lines: Sequence[dict[str, Any]]) -> None:
    """Read each span of ``lines`` (OCR lines, changed in place) that is
    :data:`_READ_AS_J` alone, between two capitalised words of its line (the spans
    right before and after it, spaces skipped) with no opening bracket before it on the
    line, as "J." (the span's spaces kept), on a row of names only
    (:func:`name_row`)."""
    for line in lines:
        spans = line.get("spans", ())
        words = [k for k, span in enumerate(spans) if str(span.get("text", "")).strip()]
        if not name_row(spans):
            continue
        for before, here, after in zip(words, words[1:], words[2:], strict=False):
            text = str(spans[here].get("text", ""))
            if text.strip() not in _READ_AS_J:
                continue
            if not (capitalised(spans[before]) and capitalised(spans[after])):
                continue
            if any(_OPENING & set(str(spans[k].get("text", ""))) for k in range(here)):
                continue
            spans[here]["text"] = text.replace(text.strip()[0], "J", 1)


def name_row(spans: Sequence[dict[str, Any]]) -> bool:
    """Whether ``spans`` (one OCR line's) hold no word opening with a lower-case letter
    other than a surname's particle or one of :data:`_NAME_ROW_WORDS` (no prose; also
    :mod:`.ocrnamespecks`'s cue)."""
    for span in spans:
        for word in str(span.get("text", "")).split():
            bare = word.strip(".,;:()[]")
            if bare[:1].islower() and bare not in PARTICLES and bare not in _NAME_ROW_WORDS:
                return False
    return True


def capitalised(span: dict[str, Any]) -> bool:
    """Whether ``span``'s word is a capital and letters (a stop may end it: "A.")."""
    word = str(span.get("text", "")).strip().removesuffix(".")
    return word[:1].isupper() and word.isalpha()
