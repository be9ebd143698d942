"""An entry's lines made one text, and which short pieces are entries (pure; used by
:mod:`.refsplit`).

:func:`entry_text` joins an entry's lines: a DOI broken at a line's end after its "10."
or its prefix's slash goes on with no space (a bare one too, no "doi:" before it: refs52),
and so does a link broken after its host's stop ("https://doi." / "org/10.2124/x5050",
refs49), a word broken at a line-end hyphen is written as the paper writes it elsewhere
(:func:`~.docwords.mend_breaks`: "data-" /
"set" is "dataset" where the paper writes "dataset", "kinase-" / "dependent" keeps its
hyphen where it writes "kinase-dependent", "redox-" / "inducible" where it writes both
alone and never closed: :func:`~.refalonebreaks.alone_breaks`; then "Rag-" / "mTORC1" keeps it:
:func:`~.refbreaks.typed_hyphens`; "un-" / "supervised" and "DE-" / "VELOPMENT" are
joined: :func:`~.refclosedbreaks.closed_breaks`), and the rest as the line-end rule of
:func:`~.normalize.normalize_inline` reads it; a DOI read with spaces around its stop
and slash loses them (:func:`~.refspaceddoi.unspaced_doi`).  :func:`short_entry` tells
an entry under 20 characters ("FAO (2000). Rome.") from a page number or a stray mark.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

from tapyre_paper_search.pdf import docwords
from tapyre_paper_search.pdf.normalize import normalize_inline
from tapyre_paper_search.pdf.refalonebreaks import alone_breaks
from tapyre_paper_search.pdf.refbreaks import typed_hyphens
from tapyre_paper_search.pdf.refclosedbreaks import closed_breaks
from tapyre_paper_search.pdf.refmarks import YEAR
from tapyre_paper_search.pdf.refspaceddoi import unspaced_doi

# A DOI broken at a line's end after its "10." or its prefix's slash ("https://doi.org/10."
# then "2124/x5050"): the next line goes on with it, with no space.
_BROKEN_DOI = re.compile(r"(?:doi[:.]?\s*|doi\.org/)10\.(?:\d{4,9}/)?$", re.IGNORECASE)
# A bare DOI (no "doi:" nor link before it) broken at a line's end after its prefix's
# slash ("…, Springer, 10.7253/" then "x498733."), or after its "10." where the next line
# opens with the prefix's digits and slash ("10." then "6817/x846643."): econ-jie; refs52.
_BARE_DOI = re.compile(r"(?<![\w./-])10\.\d{4,9}/$")
_BARE_TEN = re.compile(r"(?<![\w./-])10\.$")
_PREFIX_GOES_ON = re.compile(r"\d{4,9}/\S")
# A link broken at a line's end after a stop in its host ("https://doi." then
# "org/10.2124/x5050"): the next line goes on with it, with no space, where it opens
# with the host's last piece and a slash (refs49) and looks like a path: the line is that
# one piece, or the piece holds more than a word after its slash (a digit, a stop, a
# second slash, ...): "org/10.2124/x5050" goes on, "and/or based on …" is words (refs51).
_BROKEN_HOST = re.compile(r"(?<!\S)https?://[\w-]+(?:\.[\w-]+)*\.$")
_DOMAIN_GOES_ON = re.compile(r"[a-z]{2,6}/(?:\S*$|[^\W\d_]*[^\w\s]|\S*[\d_])")
# The host's last piece and a slash opening a line, whatever follows (after a host not
# yet whole: :func:`_unfinished_host`; review48).
_DOMAIN_OPENS = re.compile(r"[a-z]{2,6}/")
# A generic top-level piece and a slash opening a line ("gov/pubmed (accessed …)"):
# after a host whose last piece is none ("https://www.ncbi.nlm.nih."), the host goes
# on whatever follows the path (review48's; refs53).  A country's two letters ("au/…")
# cannot be told from words ("in/out") without a list: left.
_GENERIC_OPENS = re.compile(r"(?:com|org|net|edu|gov|int|mil)/")
_GENERIC = frozenset(("com", "org", "net", "edu", "gov", "int", "mil"))
# A word of two letters or more.
_WORD = re.compile(r"[^\W\d_]{2}")
# A short entry's shape: a word first, no digit before the year, a stop after the year
# and a word after the stop ("FAO (2000). Rome.", "OECD, 2000. Paris."), or the year
# closing the entry in brackets or before its stop ("WHO (2001).", "Anon. 2003.").
_YEAR_TEXT = r"(?:19|20)\d{2}[a-z]?"
_SHAPE = re.compile(
    rf"[^\W\d_][^\d]*?(?:\(?{_YEAR_TEXT}\)?[.:]\s*[^\W\d_]|\({_YEAR_TEXT}\)[.:]?$|{_YEAR_TEXT}[.:]$)"
)


def entry_text(parts: Sequence[str], words: docwords.DocumentWords | None) -> str:
    """An entry's lines ``parts`` as one normalised text (see the module docstring);
    ``words``: the paper's own words (:func:`~.docwords.current`), or ``None``."""
    text = _joined(parts)
    if words is not None and "-\n" in text:
        text = docwords.mend_breaks(text, words)
        if "-\n" in text:  # ("redox-" / "inducible", both alone in the paper: refs46)
            text = alone_breaks(text, words)
    if "-\n" in text:  # (after the paper's own spellings: review144)
        text = closed_breaks(typed_hyphens(text))  # ("Rag-" / "mTORC1": refs41; refs42)
    return unspaced_doi(normalize_inline(text))  # ("doi: 10 . 3381 / x286480": refs62)


def short_entry(text: str, *, marked: bool = True) -> bool:
    """Whether a piece under 20 characters is an entry, where it was cut at a numbered,
    labelled or hanging list's starts or at the lines of a block of one-line entries:
    it holds a year and a word ("FAO (2000). Rome.", "OECD, 2000. Paris."); a page
    number or a stray mark holds neither.  A piece no number or label ``marked`` (cut
    at a hanging list's flush-left line or a block's line) needs an entry's shape too
    (:data:`_SHAPE`): "© 2020 The Authors", "Vol. 12 (2020)", "Sci Rep 2020" set flush
    under a hanging list are no entries; "WHO (2001).", "Anon. 2003." are."""
    if YEAR.search(text) is None or _WORD.search(text) is None:
        return False
    return marked or _SHAPE.match(text) is not None


def _joined(parts: Sequence[str]) -> str:
    """An entry's lines as one text (line breaks kept for the normaliser), a DOI broken
    at a line's end joined again (:data:`_BROKEN_DOI`; its last characters alone on the
    entry's last line, :data:`_DOI_AT_END`), and a link broken after its host's stop
    (:data:`_BROKEN_HOST`, :data:`_DOMAIN_GOES_ON`)."""
    if len(parts) > 1 and _DOI_AT_END.search(parts[-2]) and _doi_tail(parts[-1]):
        parts = [*parts[:-2], parts[-2] + parts[-1]]  # "doi: 10.4813/x5449" then "98"
    if not any(p.endswith(("/", ".")) for p in parts[:-1]):
        return "\n".join(parts)
    out = parts[0]
    for before, part in pairwise(parts):
        out += ("" if before.endswith(("/", ".")) and _broken(before, part) else "\n") + part
    return out


# A DOI closing a line after "doi:" or its link's host, its suffix begun; and what may
# be its last characters alone on the entry's last line: one short piece, no space, no
# year ("… New York doi: 10.4813/x5449" then "98"; emisa's; refs62).
_DOI_AT_END = re.compile(r"(?:doi[:.]?\s*|doi\.org/)10\.\d{4,9}/[^\s/]+$", re.IGNORECASE)
_DOI_TAIL = re.compile(r"[\w.-]{1,12}")


def _doi_tail(line: str) -> bool:
    """Whether ``line``, an entry's last, may be the last characters of a DOI broken at
    the line before it: one short piece of letters, digits, stops or hyphens, not a year,
    its stop perhaps closing the entry."""
    piece = line.strip()
    return _DOI_TAIL.fullmatch(piece) is not None and YEAR.fullmatch(piece.rstrip(".")) is None


def _broken(before: str, part: str) -> bool:
    """Whether the line ``before`` ends in a DOI or a link that ``part`` goes on with
    ("https://doi." then "org/10.2124/x5050": refs49)."""
    if _BROKEN_DOI.search(before) or _BARE_DOI.search(before):
        return True
    if _BARE_TEN.search(before) and _PREFIX_GOES_ON.match(part):
        return True
    host = _BROKEN_HOST.search(before)
    if host is None:
        return False
    if _unfinished_host(host.group()) and _DOMAIN_OPENS.match(part):
        return True  # "https://www.who." then "int/publications (accessed …)": review48
    if _GENERIC_OPENS.match(part) and _last_piece(host.group()) not in _GENERIC:
        return True  # "https://www.ncbi.nlm.nih." then "gov/pubmed (accessed …)"
    return _DOMAIN_GOES_ON.match(part) is not None


def _unfinished_host(link: str) -> bool:
    """Whether ``link``, a link broken after its host's stop, holds no whole host yet:
    one name at most besides a leading "www" ("https://doi.", "https://www.who."), so
    the next line's "int/…" is its top-level piece whatever follows the path, which
    :data:`_DOMAIN_GOES_ON` leaves to be words after a whole host ("https://www.example.com."
    then "and/or based on …"; review48)."""
    names = link.split("://", 1)[1].rstrip(".").split(".")
    return len(names[1:] if names[0].lower() == "www" else names) < 2


def _last_piece(link: str) -> str:
    """The last piece of a link's host broken after its stop ("nih" of
    "https://www.ncbi.nlm.nih."), in small letters."""
    return link.rstrip(".").rsplit(".", 1)[-1].lower()
