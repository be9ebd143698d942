"""A sentence after the abstract that names its writers by their post: "Ann Lee and Bo
Chen are researchers at the Institute of Physics." (pure; front64).

A newsletter's or a bulletin's article may print no byline at all: its writers are
named only in a short note of their own under the standfirst (often in italic), which
says who they are rather than that they wrote the piece: the names, "is a" or "are",
up to three words before a noun of a research post ("researcher", "professor",
"PhD student", "postdoctoral fellow", :data:`_POSTS`) and a preposition that places
it ("at", "in", "of", "with", "from") before the rest of the sentence.  The verb
agrees with the noun: "is a(n)" a singular one, "are" a plural one ("Ann Lee is
researchers at" is no such note).  English only.  An op-ed's closing note gives one
such sentence a writer, one after another ("Ann Lee is a professor of law at X. Bo
Chen is a research fellow in economics at Y."): each later sentence's names are the
words after the last full stop that ends a word of two letters or more ("X." — no
initial "K.") before its verb, and the piece holds every sentence's names, joined by
commas (front67).

:func:`post_piece` reads such a sentence whole (it must end the text with a full stop)
and gives its names piece; :func:`~tapyre_paper_search.pdf.writersentence.writers_piece`
asks it after its own shapes, so that it is asked only where a writers' sentence is:
right after an abstract's last line, and its names are read strictly there
(:mod:`~tapyre_paper_search.pdf.closingbyline`), so that "Most participants are students
at the school." names nobody.
"""

from __future__ import annotations

import re
from itertools import pairwise

# The nouns of a research post, singular (a plural adds "s").
_POSTS = (
    "researcher",
    "scientist",
    "professor",
    "lecturer",
    "fellow",
    "student",
    "candidate",
    "engineer",
    "economist",
    "analyst",
    "scholar",
    "investigator",
    "associate",
)
_NOUN = "|".join(_POSTS)
_WORDS = r"(?:[\w'-]+\s+){0,3}"
_PLACE = r"\s+(?:at|in|of|with|from)\s+\S.*"
_POST = re.compile(
    rf"^(?P<names>.+?)\s+(?:is\s+an?\s+{_WORDS}(?:{_NOUN})|are\s+{_WORDS}(?:{_NOUN})s)"
    rf"{_PLACE}\.$",
    re.IGNORECASE,
)

# A sentence's verb and post up to the preposition placing it (one sentence a writer).
_VERB = re.compile(
    rf"\s+(?:is\s+an?\s+{_WORDS}(?:{_NOUN})|are\s+{_WORDS}(?:{_NOUN})s)\s+(?:at|in|of|with|from)\s",
    re.IGNORECASE,
)
# A sentence's end before the next writer's names: a full stop after a word of two
# letters or more (an initial's "K." is no end).
_SENTENCE_END = re.compile(r"(?<=[^\W\d_]{2})\.\s+(?=[A-ZÀ-Þ])")


def post_piece(text: str) -> str:
    """The names piece of ``text`` where it is one whole sentence naming people by
    their post ("Ann Lee and Bo Chen are researchers at X." -> "Ann Lee and Bo Chen"),
    else ""."""
    text = " ".join(text.split())
    if len(text) > 400:
        return ""
    found = _POST.match(text)
    if not found:
        return ""
    names = [found.group("names")]
    verbs = list(_VERB.finditer(text, found.end("names")))
    for before, verb in pairwise(verbs):
        cut = list(_SENTENCE_END.finditer(text, before.end(), verb.start()))
        if not cut:
            return found.group("names")  # one sentence: its first names, as before
        names.append(text[cut[-1].end() : verb.start()])
    return ", ".join(names)


__all__ = ["post_piece"]
