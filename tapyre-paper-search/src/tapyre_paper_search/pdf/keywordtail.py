"""Keywords run into the abstract's own paragraph after its last sentence (pure, abs64).

Some journals set the keyword label in the abstract's paragraph right after its last
sentence ("… of species. **Keywords:** asexual, bdelloid, species"), so no line opens
with the label and nothing ends the abstract before it: the keywords were read as its
last words.  :func:`cut_keywords` cuts them off: a keyword label ("Keywords", "Key
words", "Index Terms") after a sentence's stop, a colon or dash after it (a hyphen joined
to a word in lower case makes a compound, "Keywords-based …": none; fix59c), and up to the
text's end a list of two terms or more (commas or semicolons between them), each of at
most :data:`_TERM_WORDS` words and holding no sentence's stop.  A sentence naming
keywords ("… of species. Keywords are then ranked by …") has no such list after a colon.
"""

from __future__ import annotations

import re

_TERM_WORDS = 5
_TAIL = re.compile(
    r"(?<=[.!?)\]])\s+(?:key\s?words|index terms)\s*(?::|[—–]|-(?!(?-i:[a-z])))"
    r"\s*(?P<terms>[^:]+?)\.?\s*$",
    re.IGNORECASE,
)


def cut_keywords(text: str) -> str:
    """``text`` without keywords run in after its last sentence (see the module's doc);
    ``text`` itself where none are."""
    found = _TAIL.search(text)
    if found is None:
        return text
    terms = [t.strip() for t in re.split(r"[,;]", found.group("terms"))]
    if len(terms) < 2 or any(not t or len(t.split()) > _TERM_WORDS for t in terms):
        return text
    if any(re.search(r"[.!?]\s", t + " ") for t in terms):
        return text
    return text[: found.start()]
