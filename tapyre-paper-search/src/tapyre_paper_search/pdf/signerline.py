"""A paragraph's signer in the author zone: "Anne Lindqvist, Editor" (pure).

Between the byline and the abstract a journal may set a paragraph that is not the
authors': an editor's summary in a shaded box, a foreword, a note on the paper,
signed under its last sentence by its writer and their post ("Anne Lindqvist,
Editor", "Jane Roe, Senior Scientist"), often flush right in italics.  The signature
read as names, and its writer was one more author (latex56's held-out
``editor-summary``, author F1 0.838).

:func:`without_signers` drops from the author zone each line that reads as one name
and, after a comma, a post (:func:`~tapyre_paper_search.pdf.jobtitles.is_job_title`),
standing right under a line of prose that closes a sentence (at least
:data:`_PROSE_WORDS` words, ending in ".", "!" or "?"): a signature closing a
paragraph.  The prose is set in the signature's own size (at most :data:`_LARGER`
times it) and not bold where the signature is not: a question title ("Does the gut
microbiome shape human behaviour?") closes a sentence too, but in display type, and its
byline "Jane Roe, Senior Scientist" stays a byline (review55).  A byline under a title
that closes no sentence or under another name's row stays one as well.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.jobtitles import is_job_title
from tapyre_paper_search.pdf.lines import Line

# The line over a signature: prose of at least this many words closing a sentence.
_PROSE_WORDS = 6
# The signature stands at most this many of its sizes under that line.
_GAP = 2.0
# The prose is at most this many times the signature's size (a title is larger).
_LARGER = 1.15


def signs_prose(lines: Sequence[Line], i: int) -> bool:
    """Whether line ``i`` is a signature closing a paragraph (see the module)."""
    if i <= 0:
        return False
    line, above = lines[i], lines[i - 1]
    name, comma, post = line.text.strip().partition(",")
    if not comma or not is_job_title(post.strip()) or len(names_in_line(name.strip())) != 1:
        return False
    prose = above.text.rstrip()
    return (
        above.page == line.page
        and len(prose.split()) >= _PROSE_WORDS
        and prose.endswith((".", "!", "?"))
        and above.size <= line.size * _LARGER
        and (line.bold or not above.bold)
        and 0.0 <= line.y0 - above.y1 <= line.size * _GAP
    )


def without_signers(lines: Sequence[Line], zone: Sequence[int]) -> list[int]:
    """``zone`` less the lines signing a paragraph (:func:`signs_prose`)."""
    return [i for i in zone if not signs_prose(lines, i)]


__all__ = ["signs_prose", "without_signers"]
