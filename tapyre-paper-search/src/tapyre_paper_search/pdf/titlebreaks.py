"""A title's words broken at a line end, written as the paper writes them (pure but for
one input, :func:`~tapyre_paper_search.pdf.docwords.current`).

A title set on two lines breaks a word at a hyphen like any text ("eco-" / "logic",
"space-" / "times"); read alone, the line-end rule of
:func:`~tapyre_paper_search.pdf.normalize.normalize_text` keeps the hyphen where both
pieces are words and the whole is not in the word list, and "ecologic" became
"eco-logic".  :func:`title_inline` mends such a break first as the abstract's text is
mended (:func:`~tapyre_paper_search.pdf.docwords.mend_breaks`): whole where the
document writes the word whole, with its hyphen where it writes it so ("state-of-the-"
/ "art" keeps its hyphen whatever it writes); a word the document writes neither way
is left to the line-end rule as before.  A break whose second piece opens in a capital
over small letters ("Long-" / "Term", "Multi-" / "Omics", "Jean-" / "Paul": a title's
capitals fall on words, never on a word's second syllable) or whose first piece is one
letter ("X-" / "ray", "T-" / "cell": no hyphenation leaves one letter) keeps its
hyphen whatever the document writes (review136).  A word of a title set in capitals
broken inside ("NEOTROP-" / "ICAL"; latex47) kept its hyphen, as a capital after a
line-end hyphen opens a compound's word; it is joined where neither piece is a word.  Outside
:func:`~tapyre_paper_search.pdf.docwords.reading` (lines read alone) nothing changes.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf import docwords
from tapyre_paper_search.pdf.casebreak import broken_word
from tapyre_paper_search.pdf.markspacing import unspaced
from tapyre_paper_search.pdf.normalize import normalize_inline
from tapyre_paper_search.pdf.words import known_word

# A word in capitals broken after a hyphen at a line end, three capitals at least on
# either side, no hyphen, digit or small letter round it (latex47).
_CAPITALS_BREAK = re.compile(
    r"(?<![\w-])([A-ZÀ-ÖØ-Þ]{3,})-[ \t]*\n[ \t]*([A-ZÀ-ÖØ-Þ]{3,})(?![\w-])"
)
# A capital vowel: hyphenation leaves a syllable, which holds one, either side of a
# break; a piece without one is an acronym ("CNN-" / "LSTM", "QCD-" / "QED"; review47).
_VOWEL = re.compile(r"[AEIOUYÀ-ÆÈ-ÏÒ-ÖØ-Ý]")
# The consonants a syllable after a break may open with, two or three together (English
# onsets); a piece opening with any other run ("FMRI": "FMR") is an acronym (latex48).
_OPENS = re.compile(r"[^AEIOUYÀ-ÆÈ-ÏÒ-ÖØ-Ý]*")
_ONSETS = frozenset((
    "BL", "BR", "CH", "CL", "CR", "DR", "DW", "FL", "FR", "GL", "GN", "GR", "KL", "KN", "KR",
    "PH", "PL", "PR", "PS", "SC", "SH", "SK", "SL", "SM", "SN", "SP", "ST", "SW", "TH", "TR",
    "TW", "WH", "WR", "CHL", "CHR", "PHR", "SCH", "SCL", "SCR", "SHR", "SPH", "SPL", "SPR",
    "SQ", "STR", "THR",
))  # fmt: skip

# The consonants a syllable before a break may close with: a run of at most two, a
# digraph counted as one ("LENGTH-" / "ENED": "NG", "TH"), or one of these three; a
# piece closing on any other run ("EMNLP-" / "IJCNLP": "MNLP") is an acronym (latex49).
_CLOSES = re.compile(r"[^AEIOUYÀ-ÆÈ-ÏÒ-ÖØ-Ý]*$")
_DIGRAPHS = re.compile(r"CH|CK|GH|NG|PH|SH|TH")
_CODAS = frozenset((
    "CTS", "LDS", "LPS", "LTS", "MPS", "MPT", "NCT", "NDS", "NKS", "NST", "NTS", "PTS", "RDS",
    "RKS", "RLD", "RST", "RTS", "SKS", "SPS", "STS",
))  # fmt: skip

_SHORT_PIECE = 4
"""Both pieces at most this long and no known word joined: two acronyms ("RNA-" / "SEQ",
"SARS-" / "COV", "YOLO-" / "NAS"), not a word's syllables (review49)."""


def _compound(match: re.Match[str]) -> str:
    """The break on one line with its hyphen where it is a compound's (a capital over
    small letters after it, one letter before it), else as it is."""
    head, tail = match.groups()
    if broken_word(head, tail):
        return match.group()  # "microR-" / "NAs": the line-end rule joins it
    if len(head) == 1 or (tail[0].isupper() and any(ch.islower() for ch in tail[1:])):
        return f"{head}-{tail}"
    return match.group()


def _capitals(match: re.Match[str]) -> str:
    """A break inside a word of a title set in capitals joined where neither piece is a
    word ("NEOTROP-" / "ICAL", "ELEC-" / "TRONIC": hyphenation splits syllables) and the
    document writes no such compound; else as it is (the line-end rule keeps a hyphen
    before a capital: "SELF-" / "ASSEMBLY", "EGFR-" / "DRIVEN"), and where either piece
    holds no vowel: an acronym, no syllable ("CNN-" / "LSTM"; review47), or where the
    second opens with consonants no syllable opens with ("EEG-" / "FMRI"; latex48), or
    the first closes with consonants no syllable closes with ("EMNLP-" / "IJCNLP";
    latex49), or
    where both are short (:data:`_SHORT_PIECE`) and make no known word ("RNA-" / "SEQ";
    review49).  A known word joined is joined where a piece is no word, though the other
    is one ("COM-" / "PUTATION", "MEDI-" / "CAL"; review49: "NON-" / "LINEAR", both words,
    keeps its hyphen)."""
    head, tail = match.groups()
    if not (_VOWEL.search(head) and _VOWEL.search(tail)):
        return match.group()
    onset = _OPENS.match(tail)
    if onset is not None and len(onset.group()) > 1 and onset.group() not in _ONSETS:
        return match.group()
    if not _coda(head):
        return match.group()
    if _doc_compound(head, tail):
        return match.group()
    joined = f"{head}{tail}".lower()
    if known_word(joined) and not (known_word(head.lower()) and known_word(tail.lower())):
        return head + tail  # "COM-" / "PUTATION": a syllable that is a word (review49)
    if max(len(head), len(tail)) <= _SHORT_PIECE:
        return match.group()  # "RNA-" / "SEQ", "YOLO-" / "NAS": two acronyms (review49)
    if known_word(head.lower()) or known_word(tail.lower()):
        return match.group()
    return head + tail


def _coda(head: str) -> bool:
    """Whether ``head`` closes on consonants a syllable may close with (:data:`_CODAS`)."""
    found = _CLOSES.search(head)
    run = found.group() if found is not None else ""
    units = _DIGRAPHS.sub("C", run)
    return len(units) <= 2 or run in _CODAS


def _doc_compound(head: str, tail: str) -> bool:
    """Whether the document writes ``head-tail`` as a compound elsewhere."""
    words = docwords.current()
    return words is not None and f"{head}-{tail}".lower() in words.hyphenated


def title_inline(text: str) -> str:
    """``text`` (a title's lines apart by ``\\n``) on one line, dashes as printed, its
    line-end breaks mended with the document's words where they are set, a word in
    capitals broken inside (:func:`_capitals`) joined, a French space before a mark
    taken out where the document sets one (:func:`unspaced`)."""
    if "-\n" in text:
        text = _CAPITALS_BREAK.sub(_capitals, text)
    words = docwords.current()
    if words is not None and "-\n" in text:
        text = docwords.BREAK.sub(_compound, text)  # (the breaks docwords mends)
        text = docwords.mend_breaks(text, words)
    return unspaced(normalize_inline(text, dashes="printed"), title=True)


__all__ = ["title_inline"]
