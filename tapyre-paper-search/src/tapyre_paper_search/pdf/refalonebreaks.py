"""Line-end hyphens between two words the paper writes alone (pure; used by
:func:`~.refpieces.entry_text`): :func:`alone_breaks`.

An entry's line-end breaks are read without the paper's words: the paper's spellings
(:func:`~.docwords.mend_breaks`) first, then the line-end rule
(:func:`~.normalize.normalize_inline`) asks only the word list and the entry itself.
So "redox-" / "inducible" was joined "redoxinducible" (jae's train-0003 of refs44),
though the paper writes "the redox stress" and "these inducible proteins": two words
standing alone, and never "redoxinducible".

Such a hyphen is kept where both pieces are words of small letters (four letters at
least) that the paper prints alone in its running text -- a space before each, a space
or a mark of punctuation after it, on one line -- while neither the word list nor the
paper writes the two closed.  Pieces of words broken at other line ends ("psychobio-",
"macher" in a column read in another order) stand at a line's edge, so they are no such
words.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.docwords import DocumentWords
from tapyre_paper_search.pdf.refbreaks import rewrite_breaks
from tapyre_paper_search.pdf.words import known_word

_SMALL_HEAD = re.compile(r"(?<![\w'’-])[a-z]{4,}$")
_SMALL_TAIL = re.compile(r"[a-z]{4,}(?![\w-])")


def alone_breaks(text: str, words: DocumentWords) -> str:
    """``text`` (an entry's lines apart by ``\\n``) with the hyphen of each line-end break
    between two words the paper writes alone kept, its break gone (see the module
    docstring); the other breaks left for the line-end rule."""
    if not words.texts:
        return text

    def decide(entry: str, at: int, after: int) -> str | None:
        head = _SMALL_HEAD.search(entry, max(0, at - 40), at)
        tail = _SMALL_TAIL.match(entry, after)
        if head is None or tail is None:
            return None
        joined = head.group() + tail.group()
        if known_word(joined) or joined in words.whole:
            return None
        alone = _alone(head.group(), words.texts) and _alone(tail.group(), words.texts)
        return "-" if alone else None

    return rewrite_breaks(text, decide)


def _alone(word: str, texts: Sequence[str]) -> bool:
    """Whether ``word`` stands alone in one of ``texts``: a space before it, a space or a
    mark of punctuation after it (not at a line's edge, not part of a longer word)."""
    pattern = re.compile(r"(?<=[ (])" + word + r"(?=[ ,.;:)])", re.IGNORECASE)
    return any(pattern.search(text) for text in texts)
