"""Job titles printed after a name on a byline ("Jane Roe, Senior Scientist") (pure).

Reports, white papers and industry papers give each author's position instead of
(or before) an affiliation: "Principal Engineer", "Research Director", "Head of
Analytics", "Vice President, Research".  Such a piece is two or three capitalised
words, so it reads like a name; :func:`is_job_title` tells it apart: every word is
a rank, a field or a post of this vocabulary (or a small joining word inside
it), and the piece holds at least one post.  Crafts that are also common
surnames (Smith, Baker, Mason, Taylor) and posts that are given names (Dean) are
left out, so a name is never read as a job title.
"""

from __future__ import annotations

import re

# The posts themselves: the head word of a job title.
_POSTS = frozenset(
    """
    scientist scientists engineer engineers director directors analyst analysts fellow
    manager managers researcher researchers consultant consultants officer officers
    professor lecturer economist economists strategist strategists architect architects
    advisor adviser advisors advisers specialist specialists developer developers
    designer designers coordinator coordinators administrator investigator investigators
    president chair chairman chairwoman chairperson ceo cto cfo coo cio cso founder
    cofounder co-founder partner partners head lead leader technologist statistician
    epidemiologist physicist chemist biologist mathematician programmer editor
    correspondent associate assistant intern postdoc executive
    """.split()  # noqa: SIM905
)
# Ranks and fields that go before or after a post ("Senior", "Data", "of Research").
_QUALIFIERS = frozenset(
    """
    senior junior principal chief lead leading staff distinguished associate assistant
    deputy vice executive managing general technical research data product program
    programme project policy clinical medical scientific science engineering software
    systems security business marketing sales operations financial finance strategy
    innovation analytics technology health public global regional national visiting
    adjunct emeritus emerita full honorary postdoctoral doctoral graduate student
    member life founding co academic guest handling
    """.split()  # noqa: SIM905
)
_JOINS = frozenset(["of", "and", "&", "for", "in"])
_WORD = re.compile(r"[^\W\d_][\w&'’-]*|&")


def is_job_title(piece: str) -> bool:
    """Whether ``piece`` (one piece of a byline line, cut at commas) is a job title:
    one to six words, each a post, a qualifier or a joining word between them, at
    least one a post, none of the joining words first or last."""
    words = [w.casefold() for w in _WORD.findall(piece)]
    if not 1 <= len(words) <= 6 or len(words) != len(piece.split()):
        return False
    if words[0] in _JOINS or words[-1] in _JOINS:
        return False
    if not any(w in _POSTS for w in words):
        return False
    return all(w in _POSTS or w in _QUALIFIERS or w in _JOINS for w in words)
