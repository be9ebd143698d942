"""Author names from front-matter lines and from a PDF's author metadata (pure).

The front matter mixes names with affiliations, addresses, e-mail addresses,
footnote marks (``*``, ``†``, ``1,2``) and superscripts.  A line is cut into
*pieces* at commas, "and" / "und", "&", semicolons, bullets and wide gaps;
marks, parenthesised asides and e-mail addresses are dropped, and so is a
"By" opening the line's first piece that is no lone letter (a circled initial
set before "By A, B and C"; a "By" later in the line is a name's); names run
together without any separator ("Jane Doe John Q. Smith") are cut after each
surname when every one of them is given names or initials closed by a surname
(four words or more, nothing left over); a piece is a
name when it looks like one (two to five capitalised words, initials and name
particles allowed, no affiliation or country word, no digits).

:func:`names_in_line` reads a line in one of two ways.  Strictly (``lenient``
false): the line must not carry affiliation words at all and most of its
pieces must be names, so "Seattle, WA, USA" or "New York, USA" are not read
as people.  Leniently (the line classifier says the line holds authors): the
names before the first affiliation-like piece are taken, which reads
"JANE DOE, University of Somewhere, Country" as one author.

:func:`metadata_authors` checks the PDF's author field before it is used:
only personal names whose surname occurs on the paper's first pages count,
so a publisher, a login name or a tool ("Administrator", "pdfTeX") does not.
"""

from __future__ import annotations

import html
import re
import unicodedata
from collections.abc import Iterable

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.jobtitles import is_job_title
from tapyre_paper_search.pdf.normalize import normalize_inline

_MAX_AUTHORS = 60

# Footnote marks and superscript digits glued to names, and stray symbols.
_MARK_CHARS = "*†‡§¶‖#♠♣♥♦♢♡⋆∗★☆✉✝⁰¹²³⁴⁵⁶⁷⁸⁹ᵃᵇᶜᵈ^"
_MARKS = re.compile(rf"[{_MARK_CHARS}]+|(?<=[^\W\d_])\d+(?:,\d+)*|\b\d+\b")
# Every match of _MARKS starts with a mark or a digit: most lines have neither, and
# the regex engine skips to a character of one class faster than _MARKS fails.
_MARK_HINT = re.compile(rf"[{_MARK_CHARS}\d]")
_SPLIT = re.compile(r"\s*(?:,|;|\band\b|\bund\b|&|\s{3,}|·|•|\|)\s*", re.IGNORECASE)
_PARENTHESES = re.compile(r"\([^)]*\)|\[[^\]]*\]")
# A wide gap (``lines.SEPARATOR``) after an initial and before one capitalised word that
# ends the name: OCR's loose word spacing inside "David H. Bonca" or "N. Smaalen", never
# two names (a name does not end with an initial).
_GAP_IN_NAME = re.compile(
    r"\b([A-ZÀ-Þ]\.) ; (?=[A-ZÀ-Þ][^\W\d_]+(?:-[^\W\d_]+)?(?:$|,| ;| and | und | & ))"
)
# A byline's lead: "By", "Written by", a magazine's credit for the text ("Words by",
# "Text by", "Story by", "Reporting by", "Reported by", "Words and photos by":
# capitalised, as a wrapped sentence's "text by Large Language Models" is not),
# "Authors:", a dash or bullet.
_LEAD = re.compile(
    r"^\s*(?:(?:(?:written|posted|authored|geschrieben|verfasst)\s+"
    r"|(?-i:(?:Words|Text|Story|Reporting|Reported|WORDS|TEXT|STORY|REPORTING|REPORTED)\s+"
    r"(?:(?:and|AND)\s+(?:photos|photographs|pictures|PHOTOS|PHOTOGRAPHS|PICTURES)\s+)?))?"
    r"(?:by|von)\s+"
    r"|(?:and|und|authors?:|autor(?:en|in)?:)\s+|[—–•·]\s*)",
    re.IGNORECASE,
)
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


# "By" opening a piece: a byline's lead after a mark set apart from it (a circled
# initial before "By A, B and C", cut off by a wide gap or a space).
_BY_LEAD = re.compile(r"^(?:[^\W\d_]\s+)?by\s+(?=[^\W\d_])", re.IGNORECASE)
PARTICLES = frozenset(
    (  # noqa: SIM905
        "van von der den de del della des di da do dos das du la le bin ibn al el ter ten zu y e"
        " los las dela delos delas"
    ).split()
)
"""The lower-case particles of a surname ("van", "de la", "bin", "y"; the plural
articles of Spanish and Filipino surnames, "de los Santos", and their contractions,
"dela Cruz", "delos Reyes")."""
_SUFFIXES = frozenset(["jr", "jr.", "sr", "sr.", "ii", "iii", "iv"])
# Words of running text no name holds, told in capitals ("STATES OF THE NUCLEON", a
# title's row set like a small-caps byline).  Not "THE": a Vietnamese given name (Thế)
# printed without its accents ("NGUYEN THE ANH").
_TEXT_WORDS = frozenset(["of", "for", "with", "from", "into", "between"])
# A society's membership grade printed after a name ("Jane Doe, Senior Member, …",
# "Assoc. Member" under it).
_GRADES = frozenset(
    ["member", "fellow", "senior", "student", "life", "graduate", "associate", "assoc."]
)
# Elided particles glued to a surname: "d'Ambrumenil", "dell'Anna", "O'Neil" is capitalised.
_ELIDED = re.compile(r"^(?:d|l|dell|dall|degl|all)['’][A-ZÀ-Þ][^\W\d_]+$")
_NAME_WORD = re.compile(
    r"^(?:[^\W\d_][^\W\d_'’.\-]*(?:[-'’][^\W\d_][^\W\d_'’.]*)*\.?|[A-Z]\.(?:-?[A-Z]\.)*)$"
)


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


def pieces(line: str) -> list[str]:
    """``line`` cut where names are separated, marks, asides and addresses dropped."""
    text = " ".join(line.replace("\u00a0", " ").split("\t"))
    text = _PARENTHESES.sub(" ", text)
    text = cues.without_emails(text, " , ")
    if _MARK_HINT.search(text):
        text = _MARKS.sub(" ", text)
    led = _LEAD.match(text)
    if led:
        text = text[led.end() :]
    if " ; " in text:
        text = _GAP_IN_NAME.sub(r"\1 ", text)
    parts = _SPLIT.split(text) if _may_split(text) else [text]
    parts = [_unjoined(p.strip(" .:")) for p in parts if p and p.strip(" .:")]
    return parts if led else _without_by_lead(parts)


def _unjoined(piece: str) -> str:
    """``piece`` without a lower-case conjunction (:data:`CONJUNCTIONS`) opening it
    before a capitalised word: a list's last two names cut apart by a raised mark
    before the conjunction ("Rodríguez¹ y María Pérez²", the mark read as a comma)."""
    head, _, rest = piece.partition(" ")
    return rest if head in CONJUNCTIONS and rest[:1].isupper() else piece


def _without_by_lead(parts: list[str]) -> list[str]:
    """``parts`` with a "By" that leads the byline dropped: in its first piece that is
    no lone letter ("F By Jane Doe", or "F" / "By Jane Doe" cut at a wide gap).  A
    "By" opening a later piece is a name's ("Jane Doe, By Nguyen")."""
    k = next((k for k, p in enumerate(parts) if len(p) > 1), None)
    if k is None or not (parts[k][1:2] == " " or parts[k][:3].lower() == "by "):
        return parts
    return [*parts[:k], _BY_LEAD.sub("", parts[k]), *parts[k + 1 :]]


def _may_split(text: str) -> bool:
    """Whether :data:`_SPLIT` may cut ``text``: always unless it is printable ASCII (its
    only space is " "; only "A", "N", "D", "U" case-fold to "a", "n", "d", "u") holding
    no separator, three spaces or "nd" in any case (about half the lines)."""
    if not (text.isascii() and text.isprintable()):
        return True
    return (
        "," in text
        or ";" in text
        or "&" in text
        or "|" in text
        or "   " in text
        or "nd" in text.lower()
    )


_MIN_RUN_WORDS = 4
"""A piece this many words long, all of them name words, may be names run together."""


def _run_together(piece: str) -> list[str]:
    """``piece`` cut into names when it reads as several run together ("Jane Doe John
    Q. Smith"): each name is given names or initials (particles allowed) closed by
    one surname (a word followed by a particle closes none), every name has two words
    or more, and the words end with a surname.
    Otherwise ``[piece]``."""
    words = piece.split()
    if (
        len(words) < _MIN_RUN_WORDS
        or any(w in CONJUNCTIONS for w in words)
        or any(
            not (_NAME_WORD.match(w) and w[0].isupper()) and w.lower() not in PARTICLES
            for w in words
        )
    ):
        return [piece]
    names: list[list[str]] = [[]]
    for k, word in enumerate(words):
        names[-1].append(word)
        # A surname followed by a particle goes on ("M. Lopez de Yugova", "Ciarán Siobhán
        # Nic Raghnaill"): a name never opens with a particle.
        particle_next = k + 1 < len(words) and _particle(words[k + 1])
        closes = not _INITIAL.match(word) and not _particle(word) and not particle_next
        if closes and len(names[-1]) >= 2:
            names.append([])
    if names[-1] or len(names) < 3:  # a name left open, or only one name
        return [piece]
    return [" ".join(name) for name in names[:-1]]


_INITIAL = re.compile(r"^[A-Z]\.(?:-?[A-Z]\.)*$")
# Irish and Scottish Gaelic patronymic particles, capitalised ("Aoife Ní Bhriain", "Eoin
# Nic Cathasaigh", "Siobhán Ó Dónaill", "Eoin Mac Raghnaill", "Mhic", "Uí"): like
# :data:`PARTICLES` they open no person's name, so names run together are never cut
# before one ("Ciarán Siobhán" / "Nic Raghnaill" had been two people), and a line
# ending with one wraps inside a name (:mod:`.authorband`, "Pádraig Ní" / "Murchú").
# Kept apart from :data:`PARTICLES`, which are set in lower case in a name printed in
# capitals.
GAELIC = frozenset(["ní", "nic", "ó", "ua", "uí", "mac", "mhic"])


def _particle(word: str) -> bool:
    low = word.lower()
    return low in PARTICLES or low in GAELIC


CONJUNCTIONS = frozenset("y e et und és i och og en".split())  # noqa: SIM905
"""The word for "and" in languages whose bylines use it between two names ("María López y
Juan Pérez", "Ana Silva e João Costa", "Jean Dupont et Marie Curie")."""
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
    many words come before the conjunction (fix25).  Asked only in a
    lenient reading (:func:`names_in_line`: the classifier is sure the line holds names)
    and in a byline closing an abstract (:mod:`.closingbyline`: its dash and lead vouch):
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


def _one_of_a_list(piece: str, line: str) -> bool:
    """Whether ``piece`` is one name for being one of a list's pieces (``line`` holds a
    separator: a comma, "and", a raised mark read as a comma …): four words with no
    initial, no conjunction or particle are a person's two given names or two surnames
    ("Pilar Elena Rodríguez Navarro", "Ana Paula Costa Santos"), since a byline whose
    names are cut apart by separators does not also run two of them together."""
    words = piece.split()
    return (
        len(words) == _MIN_RUN_WORDS
        and _SPLIT.search(line) is not None
        and not any(_INITIAL.match(w) or w.lower() in PARTICLES | CONJUNCTIONS for w in words)
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


def names_in_line(line: str, *, lenient: bool = False) -> list[str]:
    """The names on one line, or ``[]`` when it is not a line of names (see the module)."""
    if not line.strip() or _OTHERS_ROLE.match(line):
        return []
    if not lenient and (cues.has_email(line) or cues.has_affiliation(line)):
        return []
    cut = pieces(line)
    parts = [
        name
        for piece in cut
        for name in (
            [piece]
            if _one_of_a_list(piece, line)
            else _names_of(piece)
            if lenient
            else _run_together(piece)
        )
    ]
    if not parts:
        return []
    if lenient:
        names = []
        for part in parts:
            if _is_place(part):
                break
            name = as_name(part)
            if name:
                names.append(name)
        return names
    if any(cues.POSTCODE.search(p) for p in parts):
        return []
    names = [name for name in (as_name(p) for p in parts) if name]
    parts = [p for p in parts if not is_job_title(p)]  # "Ann Lee, Senior Analyst": one name
    if len(names) * 2 <= len(parts) and not (len(parts) == 1 and names):
        return []
    return names


# A field of study's word in Catalan, Spanish and Portuguese, the head of a department's
# name set without "Departament" ("Enginyeria Química i Ambiental", "Ciencias Políticas y
# Sociología"): with a compound surname's "i" / "y" / "e" such a name reads like a
# person's (review74).  front30: the same in English and German ("Applied Mathematics",
# "Theoretical Physics" under a name; "Wissenschaften Münster", a German university's
# name wrapped after "Hochschule für angewandte"), a word ending in one
# (:func:`_field_word`; compounds too, review84: "Astrophysics", "Biostatistics",
# "Sozialwissenschaften"; "Economides" is a surname).  A place word for names only (not
# :data:`cues.AFFILIATION`, a classifier feature).
_FIELD = re.compile(r"\b(?:enginyeri|ingenier[ií]a|engenharia|ci[eèé]nci)", re.IGNORECASE)
_FIELD_ENDS = (
    "mathematics",
    "mathematik",
    "physics",
    "physik",
    "chemistry",
    "chemie",
    "biology",
    "biologie",
    "statistics",
    "economics",
    "wissenschaften",
)


def _field_word(piece: str) -> bool:
    """Whether a word of ``piece`` ends in an English or German field of study (a word
    test, not a regex search: this runs on every name candidate)."""
    return any(w.lower().rstrip(",.;:)").endswith(_FIELD_ENDS) for w in piece.split())


# A piece opening with the capitalised plural article "Los" / "Las" is a place ("Las
# Vegas", "Los Alamos", "Los Baños" on a line of its own under a byline): no given name
# is the article, which front30 made a surname's particle ("Carlos de los Santos").
_PLACE_ARTICLE = re.compile(r"^\s*(?:Los|Las)\s")


def _is_place(piece: str) -> bool:
    return bool(
        cues.has_affiliation(piece)
        or cues.has_country(piece)
        or cues.POSTCODE.search(piece)
        or _FIELD.search(piece)
        or _field_word(piece)
        or _PLACE_ARTICLE.match(piece)
    )


def looks_like_name(piece: str, *, places: bool = True) -> bool:
    """Whether ``piece`` reads as a personal name (``places=False``: the caller knows
    it holds no affiliation, country or postcode words)."""
    return bool(as_name(piece, places=places))


def as_name(piece: str, *, places: bool = True) -> str:
    """``piece`` as a personal name (all-capitals set in title case), or ``""``."""
    words = piece.split()
    if words and words[-1].lower().rstrip(",") in _SUFFIXES and len(words) > 2:
        core = words[:-1]
    else:
        core = words
    # A compound surname's conjunction is no word of its own ("Ana Paula Costa e Silva Santos").
    joins = sum(1 for w in core[1:-1] if w in CONJUNCTIONS)
    if not 2 <= len(core) - joins <= 5 or (places and _is_place(piece)):
        return ""
    if all(w.lower() in _GRADES for w in core) or is_job_title(piece):
        return ""
    for k, word in enumerate(core):
        if word.isupper() and word.lower() in _TEXT_WORDS:
            return ""
        if word.lower() in PARTICLES or _ELIDED.match(word) or _catalan_join(core, k):
            continue
        if not _NAME_WORD.match(word) or not word[0].isupper():
            return ""
    if sum(map(str.isalpha, piece)) < 3 or not (core[-1][0].isupper() or _ELIDED.match(core[-1])):
        return ""
    long_words = [w for w in words if len(w.strip(".")) > 1]
    if long_words and all(w.isupper() for w in long_words):
        # "JANE DOE" in small-caps styles; particles inside a name stay lower case
        words = [
            w.lower() if 0 < i < len(words) - 1 and w.lower() in PARTICLES else _title_case(w)
            for i, w in enumerate(words)
        ]
    return " ".join(words)


def _catalan_join(core: list[str], k: int) -> bool:
    """Whether ``core[k]`` is Catalan's "i" joining a compound surname's two halves
    ("Joan Puig i Ferrer"): lower case, after a given name and a surname, before the
    name's last word (as "y" and "e", :data:`PARTICLES`, do in Spanish and Portuguese;
    "I" is no particle: a Roman numeral or an initial)."""
    return core[k] == "i" and 2 <= k == len(core) - 2


def _title_case(word: str) -> str:
    return "-".join(part[:1].upper() + part[1:].lower() for part in word.split("-"))


def metadata_authors(raw: str, page_text: str) -> tuple[str, ...]:
    """The PDF's author field as names, keeping only names whose surname the paper's
    first pages print (so junk such as "Administrator" or a publisher is dropped)."""
    text = normalize_inline(html.unescape(raw or ""))
    if not text:
        return ()
    if ";" in text:
        parts = [_surname_last(p) for p in text.split(";")]
    else:
        parts = re.split(r",|\band\b|&", text)
    folded = _fold(page_text)
    out = []
    for part in parts:
        name = as_name(part.strip())
        if name and _fold(name.split()[-1]) in folded and name not in out:
            out.append(name)
    return tuple(out)


def _surname_last(part: str) -> str:
    """ "Lo, Kyle" → "Kyle Lo" (metadata often lists surnames first)."""
    if part.count(",") == 1:
        surname, given = (p.strip() for p in part.split(","))
        if surname and given:
            return f"{given} {surname}"
    return part


def _fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in text if not unicodedata.combining(c))
