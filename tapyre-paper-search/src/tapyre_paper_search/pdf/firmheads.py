"""A firm before its members in a byline, told by the page around it (pure; bylines50).

:func:`~tapyre_paper_search.pdf.bylinetails.members_after_colon` reads "Prepared by
Statistics Norway: Ann Lee" as a body before its member and "Prepared by Tom Brooks:
Mark Hill" as two people, from the words before the colon alone.  A firm named after
its partners ("Grant Thornton", "Moss Adams") has a person's shape there, so "Prepared
by Grant Thornton: Ann Lee" named the firm too, and no word of the line tells it from
"Frank Weber: Iris Novak" (bylines49).  The evidence is elsewhere on the page:

- the head's words stand again on a line of the page outside the byline as a body's:
  after a copyright sign or word ("© Grant Thornton 2020", "Copyright … Grant
  Thornton"), before a firm's word (:data:`~tapyre_paper_search.pdf.companywords.
  COMPANY_WORDS`: "Grant Thornton LLP"), or alone on a line in another type than the
  byline's (a logo's text over the page); a line that names the people after the colon
  too ("© 2020 Frank Weber and Iris Novak") is theirs, no firm's;
- or the colon closes the byline's line and the names follow on the next line
  ("Prepared by Grant Thornton:" over "Ann Lee and Bo Chen"): a heading over its
  members, as a label is.

A person is named on a copyright line or alone in large type as a firm is ("© 2020 Tom
Brooks", "Tom Brooks" over the page), so those two are weak evidence (bylines51): they
count only where the head opens with no given name of the lists
(:func:`~tapyre_paper_search.pdf.givenwords.any_given_name`: "Tom", "Helen", "Grant"
are; "Moss", "Crowe", "Wood" are not: a firm named after its partners' surnames), and a
copyright line that names the head with another person ("© 2020 Lena Ostrova and Jan
Holm") names people.  Strong evidence counts whatever the head: a firm's word after it
("Grant Thornton LLP", "© Baker Tilly International Ltd": the legal form may follow a
word or two) or a country's two-letter code after it on a copyright line ("© Grant
Thornton UK").  An e-mail address on the page made of the head's words ("ruth.allen@…",
"rallen@…": :func:`~tapyre_paper_search.pdf.namevouch.mailed`) is a person's mailbox, a
firm's is no one's: it outweighs the weak evidence for a head whose given name no list
holds ("© 2021 Ruth Allen" over "ruth.allen@hydro.org"; bylines52).  A web or mail
domain on the page named by the head's words run together ("www.grantthornton.com",
"ann.lee@grant-thornton.co.uk") is the firm's own and strong evidence (bylines52):
people write from their employer's domain, a firm from its own.  Unless a mailbox on
the page is the head's own: its local part one of the head's words or made of them
("jane@jane-smith.org", "ruth@ruthallen.net" beside "www.ruthallen.com"): a person who
writes from a domain of their name owns it (bylines54; "ann.lee@…" is no mailbox of
"Grant Thornton", so that domain still names the firm).

:func:`firm_heads` drops such a head from the names read; the people after it stay.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.companywords import COMPANY_WORDS
from tapyre_paper_search.pdf.givennames import fold_word
from tapyre_paper_search.pdf.givenwords import any_given_name
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.namevouch import mailed, page_locals
from tapyre_paper_search.pdf.namewords import AFTER_NAME
from tapyre_paper_search.pdf.words import word_at

_COPYRIGHT = re.compile(r"^\s*(?:©|\(c\)\s|copyright\b)", re.IGNORECASE)
"""A copyright line's opening: its holder is named on it."""

_SIZE_APART = 1.0
"""The least difference of size in points that makes another type."""

_FIRM_WORD_REACH = 3
"""The most words after the head within which a firm's word names it a firm's
("Baker Tilly International Ltd")."""

_COUNTRY_CODE = re.compile(r"^[A-Z]{2}$")
"""A country's two-letter code after a firm's name on its copyright line ("UK")."""

_AND_WORDS = frozenset(("and", "und", "et", "y", "e", "&"))
"""Words for "and" between two bodies or people on one line."""

_WITH_ANOTHER = re.compile(r"^\s*(?:,|and\b|und\b|et\b|y\b|e\b|&)\s*[A-ZÀ-Þ]")
"""A word for "and" or a comma, then a capital, right after the head: a line naming the
head with another person ("© 2020 Lena Ostrova and Jan Holm")."""


def _head_before_colon(text: str, found: Sequence[str]) -> tuple[str, bool] | None:
    """The first name of ``found`` where ``text`` sets it right before a colon and other
    names follow (on this line, or the line ends there and ``found`` holds it alone),
    with whether the colon closes the line; else ``None``."""
    if not found:
        return None
    head = found[0]
    at = re.search(rf"(?<!\w){re.escape(head)}\s*:\s*", text)
    if at is None:
        return None
    after = text[at.end() :].strip()
    if not after:
        return (head, True) if len(found) == 1 else None
    return (head, False) if len(found) >= 2 else None


def _firm_word(word: str) -> bool:
    """Whether ``word`` is a firm's word with a capital ("Ltd.", "LLP,")."""
    return word.replace(".", "").strip(",;").lower() in COMPANY_WORDS and word[:1].isupper()


def _firm_word_after(following: Sequence[str]) -> bool:
    """Whether a firm's word stands within :data:`_FIRM_WORD_REACH` words of
    ``following`` (the words after the head) and names the head's body: a word for
    "and" or a comma before it sets apart another body ("© 2021 Tom Brooks, Acme Ltd",
    "Tom Brooks and Acme Ltd"; review55) unless the firm's word comes right after it
    ("Grant Thornton, LLP", "Smith & Co")."""
    for at, word in enumerate(following[:_FIRM_WORD_REACH]):
        if _firm_word(word):
            return True
        if word.lower() in _AND_WORDS or word.endswith(","):
            return at + 1 < len(following) and _firm_word(following[at + 1])
    return False


_DOMAIN = re.compile(r"(?:@|\bwww\.|https?://)([\w-]+)\.", re.IGNORECASE)
"""A domain's first label, after an e-mail's "@" or a web address's opening."""


def _own_domain(head: str, lines: Sequence[Line]) -> bool:
    """Whether a domain on ``lines`` is named by ``head``'s words run together, a hyphen
    between them or none ("grantthornton", "grant-thornton")."""
    words = [fold_word(word) for word in head.split()]
    names = {"".join(words), "-".join(words)}
    return any(label.lower() in names for line in lines for label in _DOMAIN.findall(line.text))


def _head_word_mailbox(head: str, locals_: Sequence[str]) -> bool:
    """Whether one of ``locals_`` (folded local parts) is one of ``head``'s words alone
    ("jane" for "Jane Smith"): a person's mailbox, as a firm's partner names none."""
    words = {fold_word(word) for word in head.split()}
    return any(local.rstrip("0123456789") in words for local in locals_)


def _as_body(line: Line, head: str, byline: Line, others: Sequence[str], *, mailbox: bool) -> bool:
    """Whether ``line`` names ``head`` as a body (see the module): a firm's word after
    it, or a country's code after it on a copyright line (strong); after a copyright's
    opening, or alone in another type than ``byline``'s, where the head opens with no
    given name, has no ``mailbox`` (an e-mail address of its words on the page) and the
    line names no one else with it (weak); never where it names one of ``others`` (the
    people after the colon) too."""
    at = word_at(line.text, head)
    if at is None or any(word_at(line.text, name) for name in others):
        return False
    following = line.text[at.end() :].split()
    if _firm_word_after(following):
        return True  # "Grant Thornton LLP", "Baker Tilly International Ltd"
    copyright_line = _COPYRIGHT.match(line.text) is not None
    code = following[0].strip(",;.") if following else ""
    if copyright_line and _COUNTRY_CODE.match(code) and code not in AFTER_NAME:
        return True  # "© Grant Thornton UK 2020" (a person's "MD", "JD" is no country)
    if mailbox or any_given_name(head.split(maxsplit=1)[0]):
        return False  # "© 2020 Tom Brooks", "Tom Brooks" in bold: a person's too
    if copyright_line:
        return _WITH_ANOTHER.match(line.text[at.end() :]) is None
    alone = line.text.strip(" .") == at.group(0)
    other_type = abs(line.size - byline.size) >= _SIZE_APART or line.bold != byline.bold
    return alone and other_type


def firm_heads(
    lines: Sequence[Line], reads: Sequence[tuple[int, list[str]]], names: Sequence[str]
) -> list[str]:
    """``names`` less the heads of ``reads`` (each the index of a byline's line and the
    names read from it, in order) that the page names as a firm (see the module)."""
    read_lines = {i for i, _ in reads}
    drop: set[str] = set()
    for k, (i, found) in enumerate(reads):
        byline = lines[i]
        parted = _head_before_colon(byline.names or byline.text, found)
        if parted is None:
            continue
        head, closes = parted
        if closes:
            if k + 1 < len(reads) and reads[k + 1][0] == i + 1:
                drop.add(head)  # "Prepared by Grant Thornton:" over "Ann Lee and Bo Chen"
            continue
        others = [name for name in found if name != head]
        locals_ = page_locals(lines, byline.page)
        mailbox = mailed(head, locals_)
        own_mailbox = mailbox or _head_word_mailbox(head, locals_)
        if len(head.split()) >= 2 and not own_mailbox and _own_domain(head, lines):
            drop.add(head)  # "www.grantthornton.com" (bylines52)
            continue
        if any(
            _as_body(line, head, byline, others, mailbox=mailbox)
            for j, line in enumerate(lines)
            if j not in read_lines
        ):
            drop.add(head)
    return [name for name in names if name not in drop]


__all__ = ["firm_heads"]
