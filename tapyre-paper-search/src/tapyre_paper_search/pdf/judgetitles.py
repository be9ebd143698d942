"""A judge's style before a name: "Justice" after a title, "The" before "Hon." (pure;
fix59d).

A Commonwealth court styles its judges "The Hon. Justice Ann Lee", "Hon. Mr. Justice Ann
Lee", "Mr Justice Ann Lee": "Justice" after a title of address or "Hon." is the judge's
office, a title like the others of the run, and "The" before "Hon." (or "Rt.") opens the
style.  Counted as a name's word, "Justice" closed a name of its own when a piece was cut
into names run together (:func:`~tapyre_paper_search.pdf.namecuts.run_together`: "Hon.
Mr. Justice" | "Ann Lee").  :func:`judge_title` tells these words by their place; a
surname "Justice" ("Ann Justice") or "Justice" opening a name (a given name in West
Africa: "Justice Ann Lee") stays a name's word.
"""

from __future__ import annotations

from collections.abc import Sequence

# Titles "Justice" follows as a judge's office (lower case; "Mr" with its stop or none).
_BEFORE_JUSTICE = frozenset(["hon.", "mr", "mr.", "mrs", "mrs.", "ms", "ms."])
# Titles "The" opens as a style ("The Hon.", "The Rt. Hon."), lower case.
_AFTER_THE = frozenset(["hon.", "rt."])


def judge_title(words: Sequence[str], k: int) -> bool:
    """Whether ``words[k]`` is part of a judge's style before a name: "Justice" (as
    written) right after "Hon.", "Mr", "Mrs" or "Ms" (with a stop or none), or "The" (as
    written) right before "Hon." or "Rt."."""
    word = words[k]
    if word == "Justice":
        return k > 0 and words[k - 1].lower() in _BEFORE_JUSTICE
    return word == "The" and k + 1 < len(words) and words[k + 1].lower() in _AFTER_THE


__all__ = ["judge_title"]
