"""Author names from front-matter lines (pure).

The front matter mixes names with affiliations, addresses, e-mail addresses,
footnote marks (``*``, ``†``, ``1,2``) and superscripts.  A line is cut into
*pieces* (:func:`~tapyre_paper_search.pdf.linepieces.pieces`) at commas, "and" /
"und", "&", semicolons, bullets and wide gaps; marks, parenthesised asides and
e-mail addresses are dropped, and so is a "By" opening the line's first piece that is
no lone letter (a circled initial set before "By A, B and C"; a "By" later in the
line is a name's); names run together without any separator ("Jane Doe John Q.
Smith") are cut after each surname when every one of them is given names or initials
closed by a surname (four words or more, nothing left over); a piece is a
name when it looks like one (:func:`~tapyre_paper_search.pdf.namewords.as_name`:
two to five capitalised words, initials and name particles allowed, no
affiliation or country word, no digits).

:func:`names_in_line` reads a line in one of two ways.  Strictly (``lenient``
false): the line must not carry affiliation words at all and most of its
pieces must be names, so "Seattle, WA, USA" or "New York, USA" are not read
as people.  Leniently (the line classifier says the line holds authors): the
names before the first affiliation-like piece are taken, which reads
"JANE DOE, University of Somewhere, Country" as one author.

The PDF's author metadata is read by :mod:`~tapyre_paper_search.pdf.metaauthors`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.byleads import body_after_lead
from tapyre_paper_search.pdf.etal import without_et_al
from tapyre_paper_search.pdf.invertednames import inverted_names
from tapyre_paper_search.pdf.jobtitles import is_job_title
from tapyre_paper_search.pdf.kinwords import unlinked
from tapyre_paper_search.pdf.linepieces import SPLIT, pieces
from tapyre_paper_search.pdf.namelinks import NAME_LINKS, kin_closer, lower_name_word
from tapyre_paper_search.pdf.namewords import (
    CONJUNCTIONS,
    PARTICLES,
    PATRONYMS,
    SUFFIXES,
    as_name,
)
from tapyre_paper_search.pdf.namewords import INITIAL as _INITIAL
from tapyre_paper_search.pdf.namewords import NAME_WORD as _NAME_WORD
from tapyre_paper_search.pdf.namewords import is_place as _is_place
from tapyre_paper_search.pdf.namewords import particle as _particle
from tapyre_paper_search.pdf.placenames import (
    city_before_place,
    city_closing_line,
    is_occasion,
    no_person,
    places_gone,
)
from tapyre_paper_search.pdf.strictcuts import (
    before_reads_as_name,
    cuts_lowered,
    opens_a_person,
    reads_as_topic,
)

_MAX_AUTHORS = 60

# A line naming the people who reviewed, edited, communicated or translated the work:
# they are no authors ("Reviewed by Ann Lee", "Edited by …", "Herausgegeben von …").
_OTHERS_ROLE = re.compile(
    r"^\s*(?:(?:peer[- ])?reviewed|edited|communicated|translated|handled|moderated"
    r"|fact[- ]checked|recommended|accepted|illustrated|photographed|herausgegeben"
    r"|begutachtet|rezensiert|übersetzt|redigiert|lektoriert)\s+(?:by|von)\b",
    re.IGNORECASE,
)


def names_others(line: str) -> bool:
    """Whether ``line`` opens with another role than an author's ("Communicated by …",
    "Edited by …", "Herausgegeben von …"): the people it names are no authors."""
    return bool(_OTHERS_ROLE.match(line))


def authors_from_lines(lines: Iterable[str], *, lenient: bool = False) -> tuple[str, ...]:
    """The author names in ``lines`` (their ``names`` texts), in order, without duplicates."""
    names: list[str] = []
    for line in lines:
        for name in names_in_line(line, lenient=lenient):
            if name not in names:
                names.append(name)
        if len(names) >= _MAX_AUTHORS:
            break
    return tuple(names)


_MIN_RUN_WORDS = 4
"""A piece this many words long, all of them name words, may be names run together."""
# Academic titles set before a name ("Prof. Dr. Hans Müller", "Dr.-Ing. Anna Weber"):
# a run of them belongs to the name after it and closes none (review87: "Prof. Dr."
# had been read as a name of its own).  The title stays in the name, as "Dr. Jane Doe"'s.
_ACADEMIC = frozenset(
    ["prof.", "prof", "dr.", "dr", "dr.-ing.", "univ.-prof.", "priv.-doz.", "dipl.-ing.", "habil."]
)
# A doctorate's field after "Dr." ("Dr. med.", "Dr. rer. nat.", "Dr. phil.", "Dr. h. c.").
_FIELD_OF_DR = frozenset(
    ["med.", "rer.", "nat.", "phil.", "jur.", "sc.", "techn.", "h.", "c.", "h.c."]
)

_TITLE_INITIALS = frozenset("PpDdUuHh")


def _titles(piece: str) -> int:
    """How many words open ``piece`` as its academic titles (:data:`_ACADEMIC`, with a
    doctorate's field after "Dr.": "Dr. med.")."""
    if piece[:1] not in _TITLE_INITIALS:  # (most pieces: no title opens them)
        return 0
    words = piece.lower().split()
    k = 0
    while k < len(words) and (words[k] in _ACADEMIC or (k and words[k] in _FIELD_OF_DR)):
        k += 1
    return k


def _titled_name(piece: str) -> str:
    """``piece`` as a name (:func:`as_name`), or where that fails, its words after its
    academic titles as one with the titles kept before it ("Dr. med. A. Weber",
    "Dr.-Ing. Anna Weber", "Priv.-Doz. Dr. med. Karl Berg"), else ``""``.  A piece of
    titles only is no name: it is the start of one the line end broke ("… and Prof.
    Dr." / "Hans Müller")."""
    k = _titles(piece)
    if k and k == len(piece.split()):
        return ""
    name = as_name(piece)
    if name or not k:
        return name
    rest = as_name(" ".join(piece.split()[k:]))
    return " ".join([*piece.split()[:k], rest]) if rest else ""


# Words that count toward no name's length: academic titles and generational suffixes.
_UNCOUNTED = _ACADEMIC | SUFFIXES


def _counted(name: list[str]) -> int:
    """How many words of ``name`` are neither titles nor suffixes (:data:`_UNCOUNTED`)."""
    return sum(w.lower() not in _UNCOUNTED for w in name)


def _run_together(piece: str) -> list[str]:
    """``piece`` cut into names when it reads as several run together ("Jane Doe John
    Q. Smith"): each name is given names or initials (particles allowed) closed by
    one surname (a word followed by a particle, or an academic title, :data:`_ACADEMIC`,
    closes none), every name has two words or more besides its titles, and the words
    end with a surname.
    Otherwise ``[piece]``."""
    words = piece.split()
    if (
        len(words) < _MIN_RUN_WORDS
        or any(w in CONJUNCTIONS for w in words)
        or any(
            not (_NAME_WORD.match(w) and w[0].isupper())
            and w.lower() not in PARTICLES
            and w not in PATRONYMS
            and w not in NAME_LINKS
            and not lower_name_word(w)
            for w in words
        )
    ):
        return [piece]
    names: list[list[str]] = [[]]
    for k, word in enumerate(words):
        if word.lower() in SUFFIXES and len(names) > 1 and _counted(names[-1]) < 2:
            # A suffix closes the name before it: "John Smith Jr." closed before its
            # suffix (names37), or a three-word name cut after two, its surname left
            # alone ("Martin Luther" / "King Jr." is "Martin Luther King Jr.", review115)
            names[-2].extend([*names.pop(), word])
            names.append([])
            continue
        names[-1].append(word)
        # A surname followed by a particle goes on ("M. Lopez de Yugova", "Ciarán Siobhán
        # Nic Raghnaill"): a name never opens with a particle.
        # ... or a link word ("Rói við Stein", names37)
        particle_next = k + 1 < len(words) and (
            _particle(words[k + 1]) or kin_closer(words[k + 1]) or words[k + 1] in NAME_LINKS
        )
        closes = (
            not _INITIAL.match(word)
            and not _particle(word)
            and word not in NAME_LINKS
            and not particle_next
            and word.lower() not in _ACADEMIC
        )
        # A suffix counts no word: "… oğlu Quliyev Jr." is one name (names37)
        if closes and _counted(names[-1]) >= 2:
            names.append([])
    broke = bool(names[-1]) and _titles(" ".join(names[-1])) == len(names[-1])
    if broke:  # titles opening a name the line end broke ("… Prof. Dr." / "Hans …")
        names[-1] = []
    if names[-1] or len(names) < 3 - broke:  # a name left open, or only one name
        return [piece]
    return [" ".join(name) for name in names[:-1]]


# A conjunction word with a space either side: most pieces hold none, and a search for
# it is cheaper than splitting every piece into words.
_CONJUNCTION = re.compile(r" (?:" + "|".join(sorted(CONJUNCTIONS)) + ") ", re.IGNORECASE)


def at_conjunctions(piece: str) -> list[str]:
    """``piece`` cut at each conjunction (:data:`CONJUNCTIONS`, in capitals only in a piece
    set in capitals) that stands between two full names: the words before it since the
    last cut and the words after it up to the next conjunction each open and close with
    a capitalised word (not a particle) and number two or more, all of them name words.
    A compound surname ("José Ortega y Gasset", "Santiago Ramón y Cajal") has one word
    after its conjunction, so it stays one name; two full names either side cut however
    many words come before the conjunction (fix25).  Asked in a lenient reading
    (:func:`names_in_line`: the classifier is sure the line holds names), in a byline
    closing an abstract (:mod:`.closingbyline`: its dash and lead vouch) and, read
    strictly, only where a given name or initials vouch (:func:`_given_either_side`):
    two capitalised pairs joined by "et" or "en" ("Apprentissage Profond et Vision
    Artificielle") read strictly are as likely a subtitle as two authors."""
    if not _CONJUNCTION.search(piece):
        return [piece]
    words = piece.split()
    capitals = piece.isupper()
    marks = [
        k
        for k, word in enumerate(words)
        if 0 < k < len(words) - 1
        and word.lower() in CONJUNCTIONS
        and (word.islower() or (capitals and word.isupper()))
    ]
    out: list[str] = []
    start = 0
    for n, k in enumerate(marks):
        end = marks[n + 1] if n + 1 < len(marks) else len(words)
        if _full_name(words[start:k]) and _full_name(words[k + 1 : end]):
            out.append(" ".join(words[start:k]))
            start = k + 1
    out.append(" ".join(words[start:]))
    return out


def _names_of(piece: str) -> list[str]:
    """The names in ``piece`` read leniently: cut at each conjunction that stands
    between two full names (:func:`at_conjunctions`), else names run together
    (:func:`_run_together`).  A conjunction joins a compound surname only when a single
    word follows it in the piece, the surname's second half ("José Ortega y Gasset",
    "Santiago Ramón y Cajal", "Artur Costa e Silva"); with a full name (two words or
    more, :func:`_full_name`) either side it parts two people, however many words come
    before it ("José Luis Rodríguez y María Pérez, Ana Gil" is three people, "Juan
    Manuel López y Vicente Ruiz" two; fix25, the lead's decision).  Compound given
    names are common in Spanish and Portuguese bylines; a compound surname joined by
    "y" / "e" and followed by more surnames ("Costa e Silva Santos") is rare and is
    read as two names.  The names either side of a cut are each one name, never names
    run together ("Carlos Ruiz y Ana María García Márquez"), and a piece too long for
    one person ("Juan Carlos Ortega Ruiz y Ana Gil") is cut like any other."""
    names = at_conjunctions(piece)
    return names if len(names) > 1 else _run_together(piece)


def _given_either_side(piece: str) -> list[str]:
    """``piece`` read strictly: cut at each conjunction between two full names
    (:func:`at_conjunctions`) when every name after a cut opens with a known given name
    (:func:`~tapyre_paper_search.pdf.givennames.is_given_name`: "Jean Dupont et Marie
    Lefèvre", "Ola Nordmann og Kari Hansen", "JUAN PÉREZ Y MARÍA LÓPEZ"; names40) or an
    initial ("A. Dupont et B. Martin"; review140), else names run together
    (:func:`_run_together`).  Two capitalised pairs of words joined so are as likely a
    subtitle ("Apprentissage Profond et Vision Artificielle"), and a title about a
    person names the person first and the topic after the cut ("Alan Turing et
    Intelligence Artificielle", "Charles Darwin ve Evrim Teorisi": the lead's re-read);
    the first name may open with a given name no list holds ("Ion Popescu și Maria
    Ionescu": "Ion" is a word of chemistry too).  Results: the names where the words
    before the first cut read as a name (:func:`.strictcuts.before_reads_as_name`) or not as a
    topic (:func:`.strictcuts.reads_as_topic`: "Providence Moyo et Marie Curie" gives two names);
    no names where they read as a topic only ("Intelligence Artificielle et Marie
    Curie", in capitals too: [], fix41); else names run together."""
    names = at_conjunctions(piece)
    if len(names) > 1 and all(opens_a_person(name) for name in names[1:]):
        # a person after each cut: people, or a topic and a person, never one name run
        # together ("INTELLIGENCE ARTIFICIELLE ET MARIE CURIE" is no "… Et Marie Curie")
        if before_reads_as_name(names[0]) or not reads_as_topic(names[0]):
            return names
        return []  # a topic and a person ("Intelligence Artificielle et Marie Curie")
    if len(names) > 1 and piece.isupper():
        piece = cuts_lowered(piece, names)  # read as in small letters (names42)
    return _run_together(piece)


def _one_of_a_list(piece: str, line: str) -> bool:
    """Whether ``piece`` is one name for being one of a list's pieces (``line`` holds a
    separator: a comma, "and", a raised mark read as a comma …): four words with no
    initial, no conjunction or particle are a person's two given names or two surnames
    ("Pilar Elena Rodríguez Navarro", "Ana Paula Costa Santos"), since a byline whose
    names are cut apart by separators does not also run two of them together."""
    words = piece.split()
    return (
        len(words) == _MIN_RUN_WORDS
        and SPLIT.search(line) is not None
        and not any(
            _INITIAL.match(w) or w.lower() in PARTICLES | CONJUNCTIONS or w in PATRONYMS
            for w in words
        )
    )


def _full_name(words: list[str]) -> bool:
    """Whether ``words`` are a given name (or initials) and a surname: two words or more,
    all name words or particles, the first and the last capitalised and no particle."""
    if len(words) < 2:
        return False
    for word in (words[0], words[-1]):
        if word.lower() in PARTICLES or not word[0].isupper():
            return False
    return all(
        w.lower() in PARTICLES or w.lower() in CONJUNCTIONS or _NAME_WORD.match(w) for w in words
    )


def _city_placed(parts: list[str], k: int, line: str, memo: dict[int, bool]) -> bool:
    """Whether ``parts[k]`` is a city in an affiliation's place or closing the line
    (``memo``: the answers kept for ``parts``, so that a long line is read in linear time)."""
    return city_before_place(parts, k, _is_place, line, memo) or city_closing_line(parts, k, line)


def _at_suffix(piece: str) -> list[str]:
    """``piece`` cut after a generational suffix inside it (:data:`SUFFIXES`, after two
    words or more) when the words after it open with a job title or an affiliation
    ("Jane Doe Jr. Professor", "Ann Lee III Department of Physics": a name and its
    holder's post, no separator between; names40), else ``[piece]``.  A suffix closing
    the piece, or one before another name ("John Smith Jr. Jane Doe"), cuts nothing here."""
    words = piece.split()
    k = next((k for k in range(2, len(words) - 1) if words[k].lower() in SUFFIXES), 0)
    if not k:
        return [piece]
    rest = words[k + 1 :]
    post = cues.has_affiliation(" ".join(rest)) or any(
        is_job_title(" ".join(rest[:m])) for m in range(len(rest), 0, -1)
    )
    # the name ends as a piece cut at a comma ends: no closing period ("Jane Doe Jr")
    return [" ".join(words[: k + 1]).rstrip("."), " ".join(rest)] if post else [piece]


def _letter_spaced(piece: str) -> bool:
    """Whether ``piece`` is a word set letter-spaced in capitals ("N E W S", "R E V I E W":
    a kicker over the byline, three letters or more): no name, left out before the line
    is read, so that its pieces do not outnumber the names beside it (review140)."""
    words = piece.split()
    return len(words) >= 3 and all(len(w) == 1 and w.isupper() for w in words)


def names_in_line(line: str, *, lenient: bool = False) -> list[str]:
    """The names on one line, or ``[]`` when it is not a line of names (see the module)."""
    if not line.strip() or _OTHERS_ROLE.match(line):
        return []
    line = without_et_al(line)
    # a word of kin inside a name ("Iyad ag Alghabass") is no company's "AG" (names43)
    if not lenient and (cues.has_email(line) or cues.has_affiliation(unlinked(line))):
        return []
    inverted = inverted_names(line, lenient=lenient)  # "Doe, Jane Q.; Lee, Ann" (front33)
    if inverted:
        return inverted
    # "N E W S, Ann Lee": a kicker set letter-spaced is left out before it is read; so is
    # a run-in lead before a body ("PREPARED BY WORLD HEALTH ORGANIZATION", whose capitals
    # made it a name; byleads.body_after_lead, tidy43)
    cut = [
        part
        for piece in pieces(line)
        if not _letter_spaced(piece) and not body_after_lead(piece)
        for part in _at_suffix(cuts_lowered(piece, ()))  # "ROMERO Y GUERRERO" (names44)
    ]
    parts = [
        name
        for piece in cut
        for name in (
            [piece]
            if _one_of_a_list(piece, line) or is_occasion(piece)
            else _names_of(piece)
            if lenient
            else _given_either_side(piece)
        )
    ]
    if not parts:
        return []
    if lenient:
        names: list[str] = []
        memo: dict[int, bool] = {}
        for k, part in enumerate(parts):
            if _is_place(part):
                break
            name = _titled_name(part)
            # "Grace Hopper Celebration", "Costa Rica"; "Fort Collins" before "CO, USA";
            # opening the line ("Costa Rica, Ann Lee") it is passed over, as read strictly
            if name and no_person(name, line) and not names:
                continue
            if name and (no_person(name, line) or _city_placed(parts, k, line, memo)):
                break
            if name:
                names.append(name)
        return names
    if any(cues.POSTCODE.search(p) for p in parts):
        return []
    parts = [p for p in parts if not 0 < _titles(p) == len(p.split())]  # a name's start
    named = [(k, name) for k, name in enumerate(_titled_name(p) for p in parts) if name]
    # "Ann Lee, Costa Rica", "Ann Lee, Rio de Janeiro, Brazil": one name
    gone = places_gone(parts, named, line, _is_place)
    names = [name for k, name in named if k not in gone]
    parts = [p for k, p in enumerate(parts) if k not in gone]
    parts = [p for p in parts if not is_job_title(p)]  # "Ann Lee, Senior Analyst": one name
    if len(names) * 2 <= len(parts) and not (len(parts) == 1 and names):
        return []
    return names
