"""A database's or a registry's number closing the title (pure; used by
:mod:`.reftypefacts`; refs78).

* APA 7 cites a dissertation found in a database by the database's name and the
  work's number in brackets: "Title [Doctoral dissertation, School]. ProQuest
  Dissertations and Theses Global (Publication No. 27536400)."  Styles that print the
  ``.bib`` note after the title ran the name and number on at its end ("Title ProQuest
  Dissertations and Theses Global (Publication No. 2753)", "Title, … (Order No. 88)").
  :func:`without_registry_marks` ends the title before the run of capitalised words
  (and "and", "&", "of") before a bracketed "Publication", "Order", "UMI" or "AAT"
  number, where the run names a dissertation's or a database's word ("Dissertation",
  "Theses", "Database"), three words staying.
* A clinical trial or another registered record is cited with its registry and
  identifier: "Title. ClinicalTrials.gov identifier: NCT04101674. Updated May 3,
  2020."  The title ends before a registry's name (one word, dots allowed) and
  "identifier:" with an identifier holding figures (perhaps in square brackets), what
  follows going with it, three words staying.
* An arXiv identifier in square brackets with its class bracketed inside it ("Title
  [arXiv:0711.06447v2 [cs.LG]]", a ``.bib``'s ``eprint`` note set after the title)
  closing the title leaves it, three words staying.

A title with a bracketed number but no database word ("Title (Publication No. 3)")
or "identifier" in its own words ("A new identifier for X") stays; so does a title whose
own words end on a capitalised name holding a database's word, the word before the run
a small word or a possessive that no title ends on ("… querying the National Inpatient
Sample Database", "… on Master's Theses and Doctoral Dissertations": fix63b).

A database's name often opens with a word of mixed case, a capital inside it after small
letters ("ProQuest", "PsycInfo", "WorldCat"): where the run holds such a word after its
first and the database's word after it, the run opens there and the capitalised words
before it are the title's own ("… in the United States ProQuest Dissertations …", "… in
COPD ProQuest Dissertations …": refs79, fix63b's left-out), if the title so left closes.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refvenue import SMALL_WORDS

_NUMBER = re.compile(r"\s*\((?:Publication|Order|UMI|AAT)\s+No\.?\s*[\w-]*\d[\w-]*\)$")
_RUN = re.compile(r"(?:[,.;]?\s+|^)(?P<run>(?:(?:[A-Z][\w-]*|and|&|of)\s+)*[A-Z][\w-]*)$")
_NESTED_ARXIV = re.compile(r"\s*\[arXiv:\s?[\w./-]+\s+\[[\w.-]+\]\]$")
_WORD = re.compile(r"\b(?:Dissertations?|Theses|Database)\b")
_MIXED = re.compile(r"\s(?=[A-Z][a-z]+[A-Z])")
_REGISTRY = re.compile(
    r"(?:[,.;]?\s+\[?|\s*\[)[A-Z][\w.]*[A-Za-z]\s+identifier:\s+[A-Z]*\d[\w-]*\]?(?:[,.;\s].*)?$"
)


def without_registry_marks(title: str) -> str:
    """``title`` without a database's name and number, a registry's identifier or a
    nested arXiv bracket closing it (see the module docstring); else as given."""
    if title.endswith(")") and "No" in title:
        number = _NUMBER.search(title)
        run = _RUN.search(title[: number.start()]) if number is not None else None
        mixed = _MIXED.search(run["run"]) if run is not None else None
        if run is not None and mixed is not None and _WORD.search(run["run"], mixed.end()):
            before = title[: run.start("run") + mixed.start()]
            if _title_closes(before, stopped=False):
                return before
        if (
            run is not None
            and _WORD.search(run["run"])
            and _title_closes(title[: run.start()], run[0][:1] in ",.;")
        ):
            return title[: run.start()]
    nested = _NESTED_ARXIV.search(title) if title.endswith("]]") else None
    if nested is not None and len(title[: nested.start()].split()) >= 3:
        return title[: nested.start()]
    registry = _REGISTRY.search(title) if "identifier:" in title else None
    if registry is not None and len(title[: registry.start()].split()) >= 3:
        return title[: registry.start()]
    return title


def _title_closes(before: str, stopped: bool) -> bool:
    """Whether ``before`` (the words before a database's run, ``stopped`` where a comma
    or a stop parts them) may be a whole title: three words or more, the last no small
    word ("the") nor a possessive ("Master's") where nothing parts them."""
    words = before.split()
    if len(words) < 3:
        return False
    if stopped:
        return True
    return words[-1].lower() not in SMALL_WORDS and not words[-1].endswith(("'s", "’s"))
