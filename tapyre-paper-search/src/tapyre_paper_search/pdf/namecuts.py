"""Cutting a byline's piece into names, and a name's academic titles (pure).

:mod:`~tapyre_paper_search.pdf.authors` cuts a line into pieces at its separators; the
helpers here cut one piece further or read it as one name (moved out of ``authors``,
tidy44, so that each module stays small):

* :func:`~tapyre_paper_search.pdf.academictitles.titles` (moved out, names59) /
  :func:`titled_name`: academic titles before a name ("Prof. Dr. Hans
  Müller", "Dr. med. A. Weber") kept in the name and counted in no name's length;
* :func:`run_together`: names run together without a separator ("Jane Doe John Q.
  Smith");
* :func:`~tapyre_paper_search.pdf.conjunctioncuts.at_conjunctions` (moved out, tidy57): a
  cut at each word for "and" between two full names, a compound surname ("José Ortega y
  Gasset") kept whole;
* :func:`names_of` (a lenient reading) and :func:`given_either_side` (a strict one): a
  piece's names;
* :func:`one_of_a_list`: a piece of four name words one name for being one of a list's.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.academictitles import ACADEMIC as _ACADEMIC
from tapyre_paper_search.pdf.academictitles import STOPPED as _STOPPED
from tapyre_paper_search.pdf.academictitles import ranks_only, titles
from tapyre_paper_search.pdf.compoundgiven import compound_given
from tapyre_paper_search.pdf.conjunctioncuts import at_conjunctions
from tapyre_paper_search.pdf.dontitles import among_initials, don_title
from tapyre_paper_search.pdf.doublenames import middle_initial, one_iberian
from tapyre_paper_search.pdf.judgetitles import judge_title
from tapyre_paper_search.pdf.linepieces import SPLIT
from tapyre_paper_search.pdf.namelinks import (
    NAME_LINKS,
    VIETNAMESE_MIDDLE,
    kin_closer,
    lower_name_word,
)
from tapyre_paper_search.pdf.namewords import (
    CONJUNCTIONS,
    PARTICLES,
    PATRONYMS,
    SUFFIXES,
    as_name,
)
from tapyre_paper_search.pdf.namewords import INITIAL as _INITIAL
from tapyre_paper_search.pdf.namewords import NAME_WORD as _NAME_WORD
from tapyre_paper_search.pdf.namewords import particle as _particle
from tapyre_paper_search.pdf.strictcuts import (
    before_reads_as_name,
    cuts_lowered,
    opens_a_person,
    reads_as_topic,
)

_LINKS = NAME_LINKS | VIETNAMESE_MIDDLE
"""Words a name holds before its last word: it never closes on one nor before one."""
_MIN_RUN_WORDS = 4
"""A piece this many words long, all of them name words, may be names run together."""


def titled_name(piece: str) -> str:
    """``piece`` as a name (:func:`as_name`), or where that fails, its words after its
    academic titles as one with the titles kept before it ("Dr. med. A. Weber",
    "Dr.-Ing. Anna Weber", "Priv.-Doz. Dr. med. Karl Berg"), else ``""``.  A piece of
    titles only is no name: it is the start of one the line end broke ("… and Prof.
    Dr." / "Hans Müller"), nor is a piece of ranks only ("Maj. Gen" cut off by an aside,
    :func:`.academictitles.ranks_only`)."""
    k = titles(piece)
    if (k and k == len(piece.split())) or ranks_only(piece):
        return ""
    name = as_name(piece)
    if name or not k:
        return name
    rest = as_name(" ".join(piece.split()[k:]))
    return " ".join([*piece.split()[:k], rest]) if rest else ""


# Words that count toward no name's length: academic titles, ranks cut short (bylines63:
# "Col. James R. Whitaker" is one name; bylines64: any title cut short, "H.E. Amb.")
# and generational suffixes.
_TITLES = _ACADEMIC | _STOPPED
_UNCOUNTED = _TITLES | SUFFIXES


def _counted(name: list[str], *, don: bool = True) -> int:
    """How many words of ``name`` are neither titles nor suffixes (:data:`_UNCOUNTED`),
    nor a judge's style (:func:`~.judgetitles.judge_title`: "Hon. Mr. Justice"; fix59d),
    nor, with ``don``, a Spanish "D." (don) before a given name (:func:`.don_title`)."""
    return sum(
        w.lower() not in _UNCOUNTED
        and not judge_title(name, k)
        and not (don and don_title(name, k))
        for k, w in enumerate(name)
    )


def _vietnamese_families(words: list[str]) -> frozenset[int]:
    """The places of capitalised particle words read as a Vietnamese family name ("Do",
    unaccented "Đỗ", in "Vu Thi Mai Do Van Nam"; bylines53): the word stands right before
    a middle name ("Thi", "Văn", or "Van"), another stands elsewhere in the piece, and one
    of them is Vietnamese only (:data:`VIETNAMESE_MIDDLE`).  Elsewhere a particle stays
    one ("Pedro Do Carmo Lopes")."""
    if not any(w in VIETNAMESE_MIDDLE for w in words):
        return frozenset()
    middles = VIETNAMESE_MIDDLE | {"Van"}
    return frozenset(
        k
        for k, w in enumerate(words[:-1])
        if w[:1].isupper()
        and _particle(w)
        and words[k + 1] in middles
        and any(m in middles for i, m in enumerate(words) if i != k + 1)
    )


def _vietnamese_given_back(names: list[list[str]]) -> None:
    """Give a Vietnamese name's last given name back from the next name, in place: where
    a name opens with its family name and a middle name ("Nguyen Thi Thu") and the next
    holds its middle name third or later ("Ha Le Van Duc"), the words before the next
    one's family name are the first's second given name ("Nguyen Thi Thu Ha", "Le Van
    Duc"; bylines54): a Vietnamese name's middle name stands second."""
    middles = VIETNAMESE_MIDDLE | {"Van"}
    for k in range(len(names) - 1):
        first, after = names[k], names[k + 1]
        if len(first) < 2 or first[1] not in middles:
            continue
        at = next((i for i, w in enumerate(after) if w in middles), None)
        if at is not None and at >= 2 and len(after) - at + 1 >= 3:
            first.extend(after[: at - 1])
            del after[: at - 1]


def run_together(piece: str) -> list[str]:
    """``piece`` cut into names when it reads as several run together ("Jane Doe John
    Q. Smith"): each name is given names or initials (particles allowed) closed by
    one surname (a word followed by a particle, or an academic title or a rank cut
    short, :data:`_TITLES`, closes none), every name has two words or more besides its
    titles, and the words end with a surname.
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
    families = _vietnamese_families(words)
    don = not among_initials(words)  # "D. Thomas A. Lee": "D." an initial (fix60a)
    names: list[list[str]] = [[]]
    for k, word in enumerate(words):
        if word.lower() in SUFFIXES and len(names) > 1 and _counted(names[-1], don=don) < 2:
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
        # ... or a Vietnamese middle name ("Tran Thi Binh", bylines52)
        particle_next = k + 1 < len(words) and (
            (_particle(words[k + 1]) and k + 1 not in families)
            or kin_closer(words[k + 1])
            or words[k + 1] in _LINKS
        )
        closes = (
            not _INITIAL.match(word)
            and (not _particle(word) or k in families)
            and word not in _LINKS
            and not particle_next
            and word.lower() not in _TITLES
            and not judge_title(words, k)
            and not compound_given(names[-1])  # "María del Carmen …" (bylines66)
        )
        # A suffix counts no word: "… oğlu Quliyev Jr." is one name (names37)
        if closes and _counted(names[-1], don=don) >= 2:
            names.append([])
    broke = bool(names[-1]) and titles(" ".join(names[-1])) == len(names[-1])
    if broke:  # titles opening a name the line end broke ("… Prof. Dr." / "Hans …")
        names[-1] = []
    if names[-1] or len(names) < 3 - broke:  # a name left open, or only one name
        return [piece]
    if one_iberian(names[:-1]):  # "María José García López": one person (bylines46)
        return [piece]
    if families or any(w in VIETNAMESE_MIDDLE for w in words):
        _vietnamese_given_back(names)
    out: list[list[str]] = []
    for name in names[:-1]:  # "JOHN PAUL I SMITH": one person, a middle initial (names46)
        if out and middle_initial([out[-1], name]):
            out[-1] = [*out[-1], *name]
        else:
            out.append(name)
    return [" ".join(name) for name in out] if len(out) > 1 else [piece]


def names_of(piece: str) -> list[str]:
    """The names in ``piece`` read leniently: cut at each conjunction that stands
    between two full names (:func:`at_conjunctions`), else names run together
    (:func:`run_together`).  A conjunction joins a compound surname only when a single
    word follows it in the piece, the surname's second half ("José Ortega y Gasset",
    "Santiago Ramón y Cajal", "Artur Costa e Silva"); with a full name (two words or
    more, :func:`.conjunctioncuts._full_name`) either side it parts two people, however
    many words come before it ("José Luis Rodríguez y María Pérez, Ana Gil" is three
    people, "Juan Manuel López y Vicente Ruiz" two; fix25, the lead's decision).
    Compound given names are common in Spanish and Portuguese bylines; a compound surname joined by
    "y" / "e" and followed by more surnames ("Costa e Silva Santos") is rare and is
    read as two names.  The names either side of a cut are each one name, never names
    run together ("Carlos Ruiz y Ana María García Márquez"), and a piece too long for
    one person ("Juan Carlos Ortega Ruiz y Ana Gil") is cut like any other."""
    names = at_conjunctions(piece)
    return names if len(names) > 1 else run_together(piece)


def given_either_side(piece: str) -> list[str]:
    """``piece`` read strictly: cut at each conjunction between two full names
    (:func:`at_conjunctions`) when every name after a cut opens with a known given name
    (:func:`~tapyre_paper_search.pdf.givennames.is_given_name`: "Jean Dupont et Marie
    Lefèvre", "Ola Nordmann og Kari Hansen", "JUAN PÉREZ Y MARÍA LÓPEZ"; names40) or an
    initial ("A. Dupont et B. Martin"; review140), else names run together
    (:func:`run_together`).  Two capitalised pairs of words joined so are as likely a
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
    return run_together(piece)


def one_of_a_list(piece: str, line: str) -> bool:
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


__all__ = [
    "given_either_side",
    "names_of",
    "one_of_a_list",
    "run_together",
    "titled_name",
    "titles",
]
