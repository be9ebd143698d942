"""A heading after a references list set as its entries are (pure; used by :mod:`.references`).

Most headings after a list (an appendix, supplementary material, acknowledgements,
the authors' biographies, a checklist) are set larger, bold or in capitals, and
:mod:`.references` finds them by that.  Some are set in the list's own type:
same size, roman, mixed case ("Supplementary Material", "Acknowledgements",
"A.1 Extra Experiments", "appendix a: proofs").  :func:`heading_line` tells such a
line from an entry's by what it holds, :func:`prose` the line that follows it (the
caller, :func:`~.reflistend.heading_as_entries`, asks both); it is asked only of a
block's first line, so a list's many lines cost it nothing.  IEEE's authors'
biographies often stand under the list with no heading, each beside its photo:
:func:`opens_biography` tells a block's first line that opens one ("John Smith (M'09)
received the B.S. degree …").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock
from tapyre_paper_search.pdf.refmarks import YEAR
from tapyre_paper_search.pdf.refsplit import LABEL, NUMBER

_MAX_CHARS = 60  # a heading's length at most
_MIN_PROSE_WORDS = 5  # the words of the prose line under the heading, at the least
_ANY_YEAR = re.compile(r"(?<!\d)(?:1[5-9]|20)\d\d(?!\d)")  # an old book's year too

# A section's number: "7", "7.", "A", "A.1", "B.2.3" (a letter alone is followed by a
# space, not by a full stop: "A. Smith" opens an entry).
_SECTION = r"(?:\d{1,2}(?:\.\d{1,2})*\.?|[A-Z](?:\.\d{1,2})+\.?|[A-Z](?=\s))"


def heading_pattern(words: str) -> re.Pattern[str]:
    """The same-size heading's pattern for the heading words ``words`` (an alternation):
    a word heading, numbered or not ("Acknowledgements", "7 Appendix", "appendix a:
    proofs"), or a numbered section's title in capitalised words ("A.1 Extra
    Experiments", "B  Additional Results")."""
    return re.compile(
        rf"^\s*(?:{_SECTION}:?\s+)?(?i:{words})\b"
        rf"|^\s*{_SECTION}:?\s+[A-Z][a-z]+(?:\s+[\w-]+){{0,6}}\s*$"
    )


def heading_line(text: str, pattern: re.Pattern[str]) -> bool:
    """Whether ``text`` reads as a heading set in the list's type, whatever follows it:
    short, with no comma, year or full stop past its section number, matching
    ``pattern`` (:func:`heading_pattern`).  Reads ``text`` alone: a caller may ask it
    before the costlier tests of the lines around (speed40r: one block in hundreds of a
    list's passes it)."""
    text = text.strip()
    if len(text) > _MAX_CHARS or "," in text or not pattern.match(text):
        return False
    rest = text.split(None, 1)[1] if " " in text else ""
    # (an entry's line: "A. Author and B. Writer. A study of")
    return not ("." in rest.rstrip(".") or text.endswith(".") or YEAR.search(text))


# A section's title in capitals closed by a full stop, after its letter or number ("A
# PROOF OF LEMMA 1.", "B DERIVATION OF THE BOUND.", "3 EXTRA EXPERIMENTS.", "A BEWEIS
# FÜR GRAPHEN.", "B PREUVE DU THÉORÈME 2.").
_CAPITALS_TITLE = re.compile(
    rf"^\s*{_SECTION}\s+[A-ZÀ-Þ][A-ZÀ-Þ'’-]+(?:\s+[A-ZÀ-Þ0-9][A-ZÀ-Þ0-9'’-]*){{0,8}}\.\s*$"
)
_FLUSH = 1.0  # points a flush line may stand off the entry's first line
_HANG = 2.0, 30.0  # points an entry's hanging line stands right of its first line


def _capitals_heading(
    line: BlockLine, above: Sequence[BlockLine], following: Sequence[BlockLine]
) -> bool:
    """Whether ``line``, set in the list's own type and roman, is a section's title in
    capitals closed by a full stop (:data:`_CAPITALS_TITLE`: "A PROOF OF LEMMA 1.") that
    ends the list: prose follows it (the first of ``following``, the next lines:
    :func:`prose`), and
    it stands flush with the first line of the entry above (the last of ``above``, the
    list's lines before it, that stands so), which holds a year and whose later lines
    all hang right of it (or it has none); where the prose stands right of it as those
    lines hang (or, after an entry of one line, 2-30 pt), the line after the prose
    stands flush with it, as a paragraph's second line does (an anonymous book's title
    in capitals, "A GUIDE TO THE BIRDS OF EAST AFRICA.", above its subtitle in small
    letters and its publisher, all hung, is an entry).  A book's title in capitals under
    its names ("A JOURNAL OF NEUROLOGY.") is an entry's hanging line in a list that
    hangs, and a venue or publisher, no prose, follows it."""
    text = line.text.strip()
    if len(text) > _MAX_CHARS or "," in text or not _CAPITALS_TITLE.match(text):
        return False
    if not following or not prose(following[0].text):
        return False
    start = next(
        (i for i in range(len(above) - 1, -1, -1) if abs(above[i].x0 - line.x0) <= _FLUSH), None
    )
    if start is None:
        return False
    entry = above[start:]
    if not all(_HANG[0] <= kl.x0 - line.x0 <= _HANG[1] for kl in entry[1:]):
        return False
    indent = following[0].x0 - line.x0
    hung = (
        any(abs(indent - (kl.x0 - line.x0)) <= _FLUSH for kl in entry[1:])
        if entry[1:]
        else _HANG[0] <= indent <= _HANG[1]
    )
    if hung and (len(following) < 2 or abs(following[1].x0 - line.x0) > _FLUSH):
        return False  # hung as the entry's lines, and no paragraph's flush line after it
    return any(YEAR.search(kl.text) for kl in entry)


_SAME_SIZE = 0.8  # points a line in the list's type may measure off its size
_BLOCKS_BACK = 3  # the kept blocks searched for the entry above (its hanging lines may be apart)


def capitals_closing(
    line: BlockLine,
    size: float,
    *,
    out: Sequence[TextBlock],
    kept: Sequence[BlockLine],
    after: Sequence[TextBlock],
    at: tuple[int, int],
) -> bool:
    """Whether ``line`` (at ``(j, k)``: line ``k`` of block ``j`` of ``after``, the list's
    blocks) is a section's title in capitals closed by a full stop, in the list's
    ``size`` and roman, that ends the list (:func:`_capitals_heading`, asked with the
    lines kept before it, ``out``'s last blocks and ``kept``, and the two lines after
    it):
    "A PROOF OF LEMMA 1."."""
    if not (line.text.rstrip().endswith(".") and line.text.isupper()) or line.bold:
        return False  # (cheap tests first: most lines of a list end here)
    if abs(line.size - size) > _SAME_SIZE:
        return False
    j, k = at
    following = [*after[j].lines[k + 1 : k + 3]]
    for block in after[j + 1 :]:
        if len(following) >= 2:
            break
        following += block.lines[: 2 - len(following)]
    above = [*(kl for block in out[-_BLOCKS_BACK:] for kl in block.lines), *kept]
    return _capitals_heading(line, above, following)


def prose(text: str) -> bool:
    """Whether ``text`` reads as a line of prose, not an entry's: no entry number or
    label first, :data:`_MIN_PROSE_WORDS` words or more, half of them in lower case
    (an entry's first line is mostly names and initials), and no year (an entry's
    title going on to its venue and year: "of the Treasury for the year, 1890.")."""
    words = text.split()
    if len(words) < _MIN_PROSE_WORDS or NUMBER.match(text) or LABEL.match(text):
        return False
    if _ANY_YEAR.search(text):
        return False
    return sum(word[0].islower() for word in words) * 2 >= len(words)


def prose_but_years(text: str) -> bool:
    """Whether ``text`` reads as prose (:func:`prose`) with its years read as words (a
    line of prose that names a year; for :mod:`.refheadprose` and :mod:`.refleftprose`,
    fix41)."""
    return prose(_ANY_YEAR.sub("x", text))


# A biography's opening: a person's name (two to four words, capitalised or initials),
# an optional IEEE grade in brackets ("(M'09)", "(S'12–M'16–SM'20)", "(Fellow, IEEE)",
# "(Senior Member, IEEE)"), then what a biography says first of its person; "is a",
# "is with", "has been" only after a grade (a title may read "Deep Learning is a …").
_NAME = (  # (with a name's lowercase particles: "Jan van der Berg", "Ana da Silva")
    r"^\s*[A-ZÀ-Þ][\w'’-]+(?:\s+(?:[A-ZÀ-Þ]\.|[A-ZÀ-Þ][\w'’-]+|"
    r"van|von|der|den|de|da|dos|del|di|du|le|la)){1,3}\s+"
)
_GRADE = (
    r"(?:\((?:[A-Z]{1,2}['’]\d{2}\W{0,2})+\)|"
    r"\((?:(?:Senior|Student|Life|Graduate Student)\s+)?(?:Member|Fellow)(?:,\s*IEEE)?\))\s*"
)
# The same first words in German, French, Spanish and Italian ("Hans Müller erhielt …",
# "Marie Dupont a obtenu …", "Ana Ruiz obtuvo …", "Luca Bianchi ha conseguito …"): past
# tenses of receiving, studying, being born, and "is professor" ("est professeur", "ist
# seit"); a title does not open with a person's name and one of these.
_OTHER_TONGUES = (
    r"erhielt|studierte|promovierte|wurde\s+\d{4}|wurde\s+(?:am|in)\b|ist\s+seit|"
    r"ist\s+(?:Professor|Professorin|Leiter|Leiterin|wissenschaftliche[rs]?)|"
    r"a\s+(?:obtenu|reçu|soutenu|rejoint|étudié)|est\s+(?:né|née|diplômée?|actuellement|"
    r"professeure?|maître|chargée?|directeur|directrice|docteur)|"
    r"obtuvo|recibió|se\s+(?:graduó|licenció|doctoró)|nació|es\s+(?:profesora?|catedrática?|"
    r"investigadora?|doctora?)|"
    r"ha\s+(?:conseguito|ricevuto|ottenuto)|si\s+è\s+(?:laureat[oa]|diplomat[oa])|"
    r"è\s+(?:nat[oa]|professore|professoressa|ricercatore|ricercatrice|dottore)"
)
_BIOGRAPHY = re.compile(
    rf"{_NAME}(?:{_GRADE})?(?:received\s+(?:the|his|her|their)|graduated\s+from|"
    rf"joined\s+the|was\s+born|obtained\s+(?:the|his|her)|{_OTHER_TONGUES})(?!\w)"
    rf"|{_NAME}{_GRADE}(?:is\s+(?:currently\s+)?(?:a|an|the|with)|has\s+been|was)\b"
)


_GRADED = re.compile(f"{_NAME}{_GRADE}")
_PARAGRAPH = 3  # lines of a block that opens a biography with no grade, at least


def opens_biography(text: str, lines: int = _PARAGRAPH) -> bool:
    """Whether ``text``, the first line of a block of ``lines`` lines, opens an author's
    biography: a name, an optional grade in brackets, then "received the", "was born",
    "joined the" …, or the like in German, French, Spanish or Italian (or, after a grade
    only, "is a", "is currently with", "has been").
    An entry's first line holds its names in another shape ("Smith, J.", "J. Smith and
    A. Lee,", "Smith J, Lee A.") and a title, not a verb, after them; with no grade, a
    block shorter than a paragraph (:data:`_PARAGRAPH`) is an entry that reads like one
    ("Grace Hopper joined the Navy: a life in computing. Naval Institute Press, 1990.")."""
    if _BIOGRAPHY.match(text) is None:
        return False
    return lines >= _PARAGRAPH or _GRADED.match(text) is not None
