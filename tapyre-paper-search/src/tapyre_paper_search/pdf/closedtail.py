"""A prefix or a combining form broken off a word the document writes closed onto other
heads (pure; hyphens51, split out of :mod:`.closedjoins`): :func:`closed_tail` says
whether such a line-end break joins.

A prefix or a combining form in "o" before a word the document writes closed onto other
heads ("retro-" / "viral" beside "lentiviral" and "antiviral", "embryo-" / "genesis"
beside "biogenesis", "hyper-" / "activation" beside "inactivation") is joined
(:func:`closed_tail`, hyphens51): the paper writes that word as a closed compound's
end, never after a hyphen, and never the head with a hyphen.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

from tapyre_paper_search.pdf.closedjoins import writes_hyphenated
from tapyre_paper_search.pdf.compoundtails import PREFIXES
from tapyre_paper_search.pdf.words import LazyVocabulary

# Letters of a tail read as written closed onto other heads, and of a combining form.
MIN_TAIL = 5
_MIN_FORM = 4


def closed_tail(
    head: str, tail: str, text: str, words: Collection[str], written: Iterable[Collection[str]]
) -> bool:
    """Whether the break ``head``- / ``tail`` (lower case; ``text``: the text it stands
    in) joins where the document writes ``tail`` closed onto another head (see the module
    docstring): ``head`` a prefix of :data:`PREFIXES` or a combining form in "o" of
    :data:`_MIN_FORM` letters or more, ``tail`` letters of :data:`MIN_TAIL` or more,
    ``words`` (the document's words written whole) holding a longer word ending in it,
    and neither ``written`` (the document's hyphenated words) nor ``text`` writing a
    hyphen before ``tail`` or after ``head``."""
    if not (head in PREFIXES or (len(head) >= _MIN_FORM and head.endswith("o"))):
        return False
    if len(tail) < MIN_TAIL or not tail.isalpha() or not _closed_onto(tail, words):
        return False
    ending, opening = f"-{tail}", f"{head}-"
    for hyphenated in written:
        if any(word.endswith(ending) or word.startswith(opening) for word in hyphenated):
            return False
    return ending not in text.lower() and not writes_hyphenated(head, text)


def _closed_onto(tail: str, words: Collection[str]) -> bool:
    """Whether ``words`` hold a word ending in ``tail`` after two letters or more."""
    if isinstance(words, LazyVocabulary):
        found = words.ending_with(tail)
    else:
        found = {word for word in words if word.endswith(tail) and word != tail}
    return any(len(word) - len(tail) >= 2 for word in found)
