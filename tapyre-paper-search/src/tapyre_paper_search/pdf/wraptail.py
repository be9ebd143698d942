"""A byline wrapped before a name's last words (pure; names34).

:mod:`tapyre_paper_search.pdf.bandbreaks` joins a byline line that ends on a name's
first part, or on a name whose last word alone stands on the next line.  Long names
(an Egyptian name of four parts, a Basque double surname) wrap before more than that:

* :func:`wrapped_tail`: the line ends on a name with no separator after it and the next
  line, in the same type and flush with it (or centred under it), opens with one or two
  capitalised words that a separator follows (two only after a name of at most two
  words or one behind a title word; fix41) ("Gorka Agirre Zubizarreta, Unai
  Arrizabalaga" / "Agirre and Amaia …"; names41: "…, Raden Ayu" / "Kusumo Poerbatjaraka
  and …", a name of four words wrapped after its title), or holds two capitalised words and nothing
  else while the name that ends the line above is the byline's last, after its closing
  "and" ("… and Mona Lotfy" / "Abdelaziz Shalaby").  In a running byline every new
  name follows a separator, so the words continue the name.  No dictionary word, place,
  acronym or word in capitals, the joined name must read as one, and the first word
  must not have fitted on the line above (``measure``, asked last).
* :func:`marked_tail`: in a byline whose names carry raised marks (every other name on
  the line: not a corresponding author's "*" alone), a line that ends on a name
  without one goes on in the next line's first piece of two or three capitalised
  words and its mark ("Tamer Badawy¹, Tamer Mamdouh" / "Abdelaziz Elshafei¹ and …").

* :func:`kin_tail`: the line ends on a name with no separator after it and the next line,
  in its type, opens with a lower-case word of kin that closes a Turkic name
  (:func:`~tapyre_paper_search.pdf.namelinks.kin_closer`: "… and Talant Bolot" /
  "uulu, Aida …"; names35), or with such a word in capitals under a name in capitals
  ("TALANT BOLOT" / "UULU, AIDA …"; names36).  No name opens with such a word, so it
  belongs to the name above (its last word, or the word before its surname: "Elvin
  Rauf" / "oğlu Quliyev").

All are asked only of a pair of byline lines that no other join took.

:func:`smaller_address` bars any join: a line set smaller under a byline's line that
reads as an address ("Vignesh S." / "Tampere University Hospital").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.linepieces import pieces
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.namelinks import kin_closer
from tapyre_paper_search.pdf.namewords import NAME_WORD, as_name, is_place
from tapyre_paper_search.pdf.words import known_word

# The separator after a lone first word of the next line: a comma, a semicolon or a
# joining word.
# One or two words (names41: "Raden Ayu" / "Kusumo Poerbatjaraka and …", a name of
# four words wrapped after its title of two).
_FIRST_THEN_SEPARATOR = re.compile(
    r"^([^\W\d_][\w'’-]*(?: [^\W\d_][\w'’-]*)?)[*†‡]?\s*(?:[,;]|\s(?:and|&)\s)"
)
# Title words a name opens with ("Raden Ayu …"): after one, the line above may end on
# more than two words and the next line still open with two of the same name (fix41).
_TITLE_WORDS = frozenset(["raden", "ayu", "dr", "dr.", "prof", "prof.", "sheikh", "haji"])
# The byline's last name, after its closing "and" or "&".
_CLOSING_AND = re.compile(r"(?:\sand|&)\s+[^,;&]+$")
# A line this many points smaller than a byline's line may be an address under it.
_SMALLER = 1.0
# Marks set after a name's last word ("Shalaby*").
_MARKS = "*†‡,;"


def tail_word(word: str) -> bool:
    """Whether ``word`` can be a name's word wrapped onto the next line: one capitalised
    word, not in capitals (no acronym), no dictionary word nor place (read by
    :mod:`~tapyre_paper_search.pdf.cardwrap` too; review45)."""
    return (
        word[:1].isupper()
        and not word.isupper()
        and NAME_WORD.match(word) is not None
        and not known_word(word.lower())
        and not is_place(word)
    )


def _open_line(first: Line, second: Line) -> str:
    """The text of ``first`` where it ends on a name with no separator after it, in a
    byline of two names or more, and ``second`` is in its type, flush with it or
    centred under it; else ""."""
    text = (first.names or first.text).rstrip()
    if not text or text.endswith((",", ";")) or text.lower().endswith((" and", "&")):
        return ""
    if not first.same_type(second):
        return ""
    if abs(first.x0 - second.x0) > 2 and abs(first.x0 + first.x1 - second.x0 - second.x1) > 4:
        return ""
    return text


def wrapped_tail(first: Line, second: Line, measure: Callable[[], float]) -> bool:
    """Whether ``second`` opens with the last words of the name ending ``first`` (see
    the module's contract)."""
    text = _open_line(first, second)
    if not text:
        return False
    head = (second.names or second.text).strip()
    lone = _FIRST_THEN_SEPARATOR.match(head)
    if lone:
        words = lone.group(1).split()
    else:
        words = head.rstrip(_MARKS).split()
        if len(words) != 2 or not _CLOSING_AND.search(text):
            return False
    if not all(tail_word(w) for w in words):
        return False
    parts = pieces(text)
    if len(parts) < 2 or not as_name(parts[-1]) or not as_name(f"{parts[-1]} {' '.join(words)}"):
        return False
    if lone and len(words) == 2 and not _two_more(parts[-1]):
        return False
    share = len(words[0]) / max(len(second.text.strip()), 1)
    room = (first.x1 - first.x0) + (second.x1 - second.x0) * share + first.size * 0.25
    return room > measure()


def _two_more(name: str) -> bool:
    """Whether two more words may close ``name`` (the name ending the line above): it
    holds at most two words or opens with a title word ("Raden Ayu" / "Kusumo
    Poerbatjaraka"); a full name of three words ("Ahmed Hassan Mahmoud, Mona Lotfy
    Abdelrahman" / "Tarek Fawzy, Samir Nabil") is followed by a new name (fix41)."""
    words = name.split()
    return len(words) <= 2 or words[0].lower() in _TITLE_WORDS


def marked_tail(first: Line, second: Line) -> bool:
    """Whether, in a byline with raised marks (read as commas in ``Line.names``),
    ``first`` ends on a name without one that ``second``'s first piece, two or three
    capitalised words and their mark, closes (see the module's contract)."""
    if not (first.marks and second.marks and first.names and second.names):
        return False
    text = _open_line(first, second)
    head = second.names.split(",", 1)
    if not text or len(head) != 2:
        return False
    words = head[0].split()
    if not 2 <= len(words) <= 3 or not all(tail_word(w) for w in words):
        return False
    parts = pieces(text)
    # Every other name on the line carries a mark: where only some do (a corresponding
    # author's "*"), a name without one is no slip of the wrap (review99).
    return (
        len(parts) >= 2
        and first.marks >= len(parts) - 1
        and bool(as_name(f"{parts[-1]} {head[0].strip()}"))
    )


def kin_tail(first: Line, second: Line) -> bool:
    """Whether ``second`` opens with the lower-case word of kin that closes the name
    ending ``first`` (see the module's contract)."""
    head = (second.names or second.text).lstrip()
    if not head[:1].isalpha():
        return False
    word = re.split(r"[\s,;*†‡]", head, maxsplit=1)[0]
    if not kin_closer(word) or not (word.islower() or word.isupper()):
        return False
    text = _open_line(first, second)
    parts = pieces(text) if text else []
    # A word of kin in capitals closes only a name set in capitals ("TALANT BOLOT" /
    # "UULU, AIDA …"; names36).
    if not parts or (word.isupper() and not parts[-1].isupper()):
        return False
    return bool(as_name(parts[-1])) and bool(as_name(f"{parts[-1]} {word}"))


def smaller_address(first: Line, second: Line) -> bool:
    """Whether ``second`` is an address under the byline line ``first``, no wrap of it:
    set more than :data:`_SMALLER` points smaller, without raised marks (a line full of
    ORCID marks reads as set small) and holding an affiliation word, a country or an
    e-mail address (names34).  A wrapped line that reads smaller for another reason
    goes on (review99: surnames in faked small capitals, "… and Ane" / "AGIRRE
    ZUBIZARRETA", whose line takes the small letters' size)."""
    return (
        second.size < first.size - _SMALLER
        and not second.marks
        and (
            cues.has_affiliation(second.text)
            or cues.has_country(second.text)
            or cues.has_email(second.text)
        )
    )
