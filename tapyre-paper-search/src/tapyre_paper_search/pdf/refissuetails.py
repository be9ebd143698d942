"""An article's volume and issue of an unusual shape read into its journal's name (pure;
used by :mod:`.reftypefacts`; refs72): :func:`without_issue_tail`.

The older venue rules cut a volume, issue and pages of the usual shapes ("Journal 52.5,
pp. 1-9", "Journal 2021;46:1-9").  Some issues and pages have shapes they do not know,
and the venue read keeps them after the journal's name:

* an article number in place of pages ("Journal 52.5, e4803223 (1997)", Vancouver's
  "Journal 2021;46, e6463627" or "Journal 1995; 11e6248996");
* an article number labelled "Article" or "Art." after the volume ("Journal 1.1, Article
  162 (2022)" read as "Journal 1.1, Article", "Journal 1999;10, Article 166"; refs79);
* a supplement ("Journal 71.Suppl 2 (1995), S304-S311" read as "Journal 71.Suppl",
  "Journal 2023;50:S167-S174");
* an issue that is a season ("Journal 31.1 (Winter 2018)", "Journal 30.4 (Autumn)");
* a double issue, its month perhaps after it ("Journal 95.4-5", "Journal 101.1-2 (June
  2000)"; refs73);
* a note of the article's language after the volume's stop ("Journal 46. In Russian",
  "Journal 2008;57. In Chinese, with English abstract"; refs73).

The tail goes where it holds one of these marks (an "e" and four to eight digits, an
"Article"/"Art." label after a comma and a volume, a supplement's "Suppl", pages
opening with "S", a season in brackets, an issue's dash, a language's note), the volume
before it, and two words stay; a journal's name with a
number alone ("Physics Letters 52") stays for the older rules.

An issue with no volume (refs80, train: refs79's issue-only articles) leaves the venue
read as "Journal of X, no" (IEEE's and Chicago's "no. 7" cut at its stop), "Journal of
X, (6):115-128" (an issue in brackets, its pages after a colon) or "Journal of X( 8)":
the issue's mark after a comma ("no", "No", "nr", "Nr", "núm", "n", "Heft", "fasc")
or a bracketed number of one to three figures closing the venue goes, two words staying
and no volume before it ("Journal 90, no" is the older rules').
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.months import alternation, short_forms

_SEASON = r"\((?:Spring|Summer|Autumn|Fall|Winter)(?:\s+(?:19|20)\d\d)?\)"
_MONTH = rf"\((?:{alternation(short_forms('en'))})[a-z]*\.?(?:\s+(?:19|20)\d\d)?\)"
# (a language's name after "In", by the endings languages' names take in English:
# "Russian", "Chinese", "Polish", "German", "French", "Greek", "Arabic"; an abstract's
# language perhaps after it; "In Memoriam" is none)
_TONGUE = r"[A-Z][a-z]*(?:ian|ese|ish|man|ch|ek|bic|rew|ean|ndi|hai)"
_LANGUAGE = rf"\.\s+In\s+{_TONGUE}(?:,\s+with\s+{_TONGUE}\s+(?:abstract|summary))?"
_TAIL = re.compile(
    r"[\s,]+(?:(?:19|20)\d\d\s*;\s*)?"  # Vancouver's year before the volume
    r"(?P<volume>\d+(?:\.(?:\d+|Suppl\.?(?:\s*\d+)?))?)?"
    rf"(?P<double>[-–]\d+(?:\s*{_MONTH})?)?"
    rf"(?P<season>\s*{_SEASON}|{_LANGUAGE})?"
    r"(?P<number>,?\s*e\d{4,8}|\s*:\s*S\d+\s*[-–]\s*S\d+"
    r"|(?<=\d),\s*(?:Article|Art\.)(?:\s*(?:[Nn]o\.\s*)?\d+)?)?"
    r"\.?$"
)


_ISSUE_ONLY = re.compile(
    r"(?:,\s*(?:no|No|nr|Nr|núm|n|Heft|fasc)\.?"
    r"|,?\s*\(\s*\d{1,3}\s*\)(?::\s*\d+\s*[-–]\s*\d+)?)$"
)


def without_issue_tail(venue: str) -> str:
    """``venue`` without a volume and issue of the shapes in the module docstring at its
    end, where two words stay; else unchanged."""
    alone = _ISSUE_ONLY.search(venue) if venue[-1:] in "o)rmnt.0123456789" else None
    kept = venue[: alone.start()] if alone is not None else ""
    if len(kept.split()) >= 2 and not kept[-1:].isdigit():  # ("Journal 90, no": the volume's)
        return kept
    if not venue[-1:].isalnum() and not venue.endswith((")", ".")):
        return venue
    found = _TAIL.search(venue)
    if found is None or not (found["volume"] or found["number"]):
        return venue
    double = found["double"] and "." in (found["volume"] or "")  # ("95.4-5", no "12-15")
    marked = found["season"] or found["number"] or double or "Suppl" in (found["volume"] or "")
    if not marked or len(venue[: found.start()].split()) < 2:
        return venue
    return venue[: found.start()]
