"""A front-matter line cut into pieces where names are separated (pure).

:func:`pieces` cuts a line at commas, "and" / "und", "&", semicolons, bullets and
wide gaps; marks, parenthesised asides and e-mail addresses are dropped, and so is a
byline's lead ("By", "Written by", "Authors:") and a "By" opening the line's first
piece that is no lone letter (a circled initial set before "By A, B and C";
:func:`~tapyre_paper_search.pdf.bylead.without_by_lead`).  Its answers are kept for one
document's front matter (:func:`~tapyre_paper_search.pdf.namememo.per_document`: the
line classifier's features and the front-matter rules ask the same lines).  Which
pieces are names is :mod:`~tapyre_paper_search.pdf.authors`' business.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.barebys import bare_by_end
from tapyre_paper_search.pdf.bylead import without_by_lead
from tapyre_paper_search.pdf.byleads import (
    RUN_IN,
    RUN_IN_LABEL,
    RUN_IN_LEAD,
    RUN_IN_NOUN,
    body_after_lead,
)
from tapyre_paper_search.pdf.docbys import doc_by_end
from tapyre_paper_search.pdf.gluedmarks import spaced_glued_marks
from tapyre_paper_search.pdf.groupbylines import group_cut
from tapyre_paper_search.pdf.namememo import per_document
from tapyre_paper_search.pdf.namewords import CONJUNCTIONS, PARTICLES, SUFFIXES
from tapyre_paper_search.pdf.scribenotes import scribe_names
from tapyre_paper_search.pdf.slashnames import slash_cut
from tapyre_paper_search.pdf.teamlabels import TEAM_LABEL

# Footnote marks and superscript digits glued to names, and stray symbols.
# A superior bracket and the modifier comma between superior numbers ("Lee¹⁾", "Chen¹˒³";
# bylines69) are marks' parts, in no name; so are the music signs and the degree sign some
# journals set as marks ("Saanvi Kulkarni♯, Matteo Ferrante♭", "Ewa Zielińska°"; bylines71).
_MARK_CHARS = "*†‡§¶‖#♠♣♥♦♢♡⋆∗★☆✉✝⁰¹²³⁴⁵⁶⁷⁸⁹ᵃᵇᶜᵈ^⁽⁾˒♯♭♮°"
# A mark set on the line after a name as a word of its own, a letter and numbers ("Ann
# Lee a1,2", "Bo Chen A1.2"), and an ORCID iD after its label (front41b) or bare, its four
# groups of four digits (bylines60): no name's part.  Numbers glued to a name may run as
# a range ("Mirela Popescu1–3"; bylines71).
WORD_MARK = r"\b[A-Za-z]\d+(?:[.,]\d+)*\b"
ORCID = r"(?:\b(?i:ORCID)(?: iD)?:? *)?(?:https?://orcid\.org/)?\b\d{4}-\d{4}-\d{4}-\d{3}[\dX]\b"
# The ORCID icon, set after a name as its link, whose glyphs read "iD" (bylines62): a
# word of its own in that case only, no name's part nor any word of a byline.
ORCID_ICON = r"\biD\b"
_MARKS = re.compile(
    rf"{ORCID}|{ORCID_ICON}|{WORD_MARK}|[{_MARK_CHARS}]+|(?<=[^\W\d_])\d+(?:[,–-]\d+)*\)?|\b\d+\b"
)
# Every match of _MARKS holds a mark, a digit or the icon: most lines have none, and
# the regex engine skips to a character of one class faster than _MARKS fails.
_MARK_HINT = re.compile(rf"[{_MARK_CHARS}\d]|{ORCID_ICON}")
# A number's abbreviation and its number: a series' or an issue's number ("Working Paper
# No. 14", "Bericht Nr. 7", "Cahier N° 3"), no name's part; cut as a separator, so what
# stands before it is read alone (:mod:`.seriesnames`; bylines56).  A full stop or a
# space before the digit ("No1" may be a surname's mark); "NO" only with its stop ("NO 2"
# is nitrogen dioxide with its subscript set apart).
# The capitalised words right before it are the numbered thing's name, no person's
# ("Grant Agreement No. 101036480", "Contract No. 12"; bylines58): cut with it, only
# where the last is a numbered document's noun (_NUMBERED_NOUNS), so names before a bare
# number stay ("Ann Lee, Bo Chen No. 3"; fix55b).
_NUMBERED_NOUNS = (
    r"Agreement|Contract|Grant|Award|Project|Programme|Program|Paper|Report|Note|Brief"
    r"|Memo|Memorandum|Bulletin|Series|Circular|Document|Publication|Study|Standard"
    r"|Patent|Licen[cs]e|Permit|Decision|Directive|Regulation|Order|Proposal|Bericht|Heft"
    r"|Cahier|Rapport|Informe|Documento|Quaderno"
)
_NUMBERED = re.compile(
    rf"(?:(?:\b[A-ZÀ-Þ][^\W\d_]+\s+){{0,3}}\b(?:{_NUMBERED_NOUNS})s?\s+)?"
    r"(?:\b(?:No|no|Nos|Nr|NR|nr)(?:\.\s*|\s+)\d\S*|\bNO\.\s*\d\S*|\bN[°º]\s*\d\S*)"
)
# The bullet operator and the dot operator (U+2219, U+22C5; front44) cut only where a
# space stands beside them: unspaced between two symbols they are a product in a title
# ("Fast A⋅B Products" is no two names; review50).
#
# SPLIT_STARTS holds the first character of every match (a space the leading ``\s*``
# takes, or the first of an alternative's: "," ";" "a" "u" "&" "·" "•" "∙" "⋅" "|"; no
# other character case-folds to "a" or "u"): the lookahead changes no match and lets the
# regex engine pass every other position at once instead of trying ``\s*`` and eleven
# alternatives there (half the time of a split; speed45, test_speed45).
# A body the names speak for, run on after the last name with no comma before it ("Lina
# Haddad on behalf of the Regional Water Board"; bylines57): cut as a comma would, so the
# name is read alone and the body's piece, in small words, names nobody, as it does
# after a comma.  English, French, Spanish, Portuguese, Italian and German forms.
_ON_BEHALF = re.compile(
    r"(?<=[^\W\d_.])\s+(?=(?:for\s+and\s+)?on\s+behalf\s+of\s|(?:au\s+nom|en\s+nombre|em\s+nome"
    r"|a\s+nome)\s+d[eiu'’]|im\s+(?:Namen|Auftrag)\s)"
)
SPLIT_STARTS = r"[\s,;aAuU&·•∙⋅|]"
SPLIT = re.compile(
    rf"(?={SPLIT_STARTS})"
    r"\s*(?:,|;|\band\b|\bund\b|&|\s{3,}|·|•|(?<=\s)[∙⋅]|[∙⋅](?=\s)|\|)\s*",
    re.IGNORECASE,
)
# A mark glued to a name's last letter right before a language's word for "and" and a
# capitalised word ("Ann Lee1 og Bo Chen2", "Jan Berg* och Eva Lind†"): the mark closes
# the name before the word as "and" does in English, so the word is a cut (names43).
# Lower case only: "Y" and "E" in capitals are initials; a word of two letters or more
# before the mark ("x2020 und" is a number's label); "und" is one of :data:`SPLIT`'s.
_MARK_BEFORE_JOIN = re.compile(
    rf"(?<=[^\W\d_]{{2}})(?:[{_MARK_CHARS}]+|\d+(?:,\d+)*)[ ]+"
    rf"(?:{'|'.join(sorted(CONJUNCTIONS - {'und'}))})[ ]+(?=[^\W\d_])"
)


def _particle_and(particles: list[str], joiner: str) -> re.Pattern[str]:
    """The joining word between two of ``particles``, the first kept as group 1."""
    alternatives = "|".join(map(re.escape, particles))
    return re.compile(rf"\b({alternatives}) {joiner} (?=(?:{alternatives}) )")


# "und" between two lower-case particles joins one compound particle ("Adelheid von und
# zu Castell-Rüdenhausen"), not two people: no cut there (review99).
_PARTICLE_AND = _particle_and(sorted(PARTICLES), "und")
# ... and in a line set in capitals ("ADELHEID VON UND ZU WALDBURG"; names41)
_PARTICLE_AND_CAPS = _particle_and(sorted(p.upper() for p in PARTICLES), "UND")
# Lone lower-case letters after a name, an affiliation's marks set on the line as words
# ("Ann Lee a,*, Bo Chen b"; bylines60): a letter after a word, then others or marks
# after commas, or a comma, a semicolon, "and" or "&"; at the line's end a list of marks
# or a consonant only.  A letter before a capitalised word is a word for "and" ("Petr
# Novák a Jana Malá"), and so is a vowel closing a row ("José y" / "Ana Gil").
_MARK_LIST = rf"(?:,(?:[a-z]|[{_MARK_CHARS}]+))"
_LETTER_MARKS = re.compile(
    rf"(?<=[^\W\d_]{{2}}) (?:[a-z]{_MARK_LIST}+(?=\s*(?:[,;&]|and\b|$))"
    rf"|[a-z](?=\s*(?:[,;&]|and\b))|[b-df-hj-np-tv-xz]$)"
)
# A vowel closing the line is a mark too where the line's other names carried a mark
# ("Ann Lee a, Bo Chen b, Eve Roth e"; fix56b): :func:`_without_letter_marks`.
_LAST_VOWEL = re.compile(r"(?<=[^\W\d_]{2}) [aeiouy]$")
# bylines64: an e-mail address in angle brackets after a name ("Ming Zhao <mz@x.edu>")
_PARENTHESES = re.compile(r"\([^)]*\)|\[[^\]]*\]|<[^<>\s]+@[^<>\s]+>")
# An aside wrapped over two lines: its open head ends one line ("Bo Chen (Division of"),
# its closed tail opens the next ("Linguistics), Ann Lee"); read line by line, neither
# half is a name's (front37: notebook pages' "Authors:" lines, each name's place in
# brackets).  Dropped only once every whole aside is gone.
_OPEN_TAIL = re.compile(r"\([^()]*$")
# The closed tail must end in a word ("Linguistics)", "USA)"): a mark's bracket
# ("Ann Lee1,a), Bo Chen2", "Ann Lee*)": the American Institute of Physics' style) or
# the stray bracket a nested aside leaves ("Ann Lee (MIT (CSAIL)), …") closes no place
# (review114: front37 dropped the name before it).
_CLOSE_HEAD = re.compile(r"^[^()]*[^\W\d_]{2}\)")
# A wide gap (``linenames.SEPARATOR``) before initials and a word that ends the name: OCR's loose
# spacing ("David H. ; Bonca", "H. ; P. ; Kurosaki"), never two names (none ends in an initial).
# More initials after the gap join only an initial that opens a name (after the line's start,
# a comma, a gap or "and"): "Lee A. ; B. Chen" and "Ann B. ; C. D. Smith" are two names each,
# the first written surname first (review123).
_NAME_END = r"[A-ZÀ-Þ][^\W\d_]+(?:-[^\W\d_]+)?(?:$|,| ;| and | und | & )"
_GAP_IN_NAME = re.compile(
    rf"\b([A-ZÀ-Þ]\.) ; (?={_NAME_END})"
    rf"|(?:^|(?<=[,;&] )|(?<= and )|(?<= und ))([A-ZÀ-Þ]\.) ; "
    rf"(?=(?:[A-ZÀ-Þ]\.(?: ;)? )+{_NAME_END})"
)
# A byline's lead: "By", "Written by", a magazine's credit for the text ("Words by",
# "Text by", "Story by", "Reporting by", "Reported by", "Words and photos by":
# capitalised, as a wrapped sentence's "text by Large Language Models" is not), the
# same credit as a label ("Words: Ann Lee and Bo Chen, Place" under a newsletter's
# standfirst, front41; capitalised too), "By:", "Authors:" (any noun of byleads' table
# with its colon: "Autor:in:", "Autores:", "Auteurs :", "Report authors:"; bylines45),
# a dash or bullet; a report's or
# thesis's run-in lead in its language ("Prepared by", "Written by", "Vorgelegt von":
# byleads' one table, latex42, tidy43);
# a lecture's run-in role label ("Lecturer: …", "Speakers: …": byleads, latex43);
# a report team's role ("Team Lead: …", "Research Team: …": teamlabels, bylines54).
_LEAD = re.compile(
    rf"^\s*(?:{RUN_IN_LEAD}|{RUN_IN_LABEL}|{TEAM_LABEL}|"
    r"(?:posted\s+"
    r"|(?-i:(?:Words|Text|Story|Reporting|Reported|WORDS|TEXT|STORY|REPORTING|REPORTED)\s+"
    r"(?:(?:and|AND)\s+(?:photos|photographs|pictures|PHOTOS|PHOTOGRAPHS|PICTURES)\s+)?))?"
    r"(?:by(?:\s*:)?|von)\s+"
    r"|(?-i:(?:Words|Text|Story|WORDS|TEXT|STORY):)\s+"
    rf"|(?:and|und)\s+|{RUN_IN_NOUN}|[—–•·]\s*)",
    re.IGNORECASE,
)


def _without_letter_marks(text: str) -> str:
    """``text`` without its lone-letter affiliation marks (:data:`_LETTER_MARKS`), and
    without a vowel closing it where one mark at least was cut before (fix56b); a lone
    vowel on a line of no marks is a word for "and" ("José y")."""
    text, cut = _LETTER_MARKS.subn("", text)
    return _LAST_VOWEL.sub("", text.rstrip()) if cut else text


@per_document
def pieces(line: str) -> list[str]:
    """``line`` cut where names are separated, marks, asides and addresses dropped."""
    # a lecture's notes: the scribes after the lecturer (scribenotes, front49)
    text = scribe_names(" ".join(line.replace("\u00a0", " ").split("\t")))
    if "\u2010" in text or "\u2011" in text:  # the hyphen and non-breaking hyphen (names34)
        text = text.replace("\u2010", "-").replace("\u2011", "-")
    text = _PARENTHESES.sub(" ", text)
    if "(" in text or ")" in text:  # an aside the line's end cut (front37)
        text = _OPEN_TAIL.sub(" ", _CLOSE_HEAD.sub(" ", text))
    text = cues.without_emails(text, " , ")
    text = spaced_glued_marks(text)  # "Jonas Lindberga,b, Aino Virtanenb" (bylines71)
    text = _without_letter_marks(text)  # "Ann Lee a,*, Bo Chen b" (bylines60)
    if _MARK_HINT.search(text):
        text = _NUMBERED.sub(" , ", text)  # "Working Paper No. 14" (bylines56)
        text = _MARKS.sub(" ", _MARK_BEFORE_JOIN.sub(" , ", text))
    led = _LEAD.match(text)
    if led and RUN_IN.match(text) and body_after_lead(text):
        led = None  # "Prepared by the World Health Organization": no person (review149)
    if led:
        text = text[led.end() :]
    elif bare := bare_by_end(text):  # "Par Marie Dubois et Luc Martin" (bylines55)
        text, led = text[bare:], _LEAD.match("by ")
    elif doc := doc_by_end(text):  # "A thesis by Nadia Haddad" (bylines56)
        text, led = text[doc:], _LEAD.match("by ")
    if " on behalf " in text or " nom" in text or " Namen " in text or " Auftrag " in text:
        text = _ON_BEHALF.sub(" , ", text)
    text = group_cut(text)  # "Elena Petrova for the Working Group on …" (bylines58)
    text = slash_cut(text)  # "Ann Lee / Bo Chen / Cy Dunn" (bylines66)
    if " ; " in text:
        text = _GAP_IN_NAME.sub(r"\1\2 ", text)
    glued = " und " in text and _PARTICLE_AND.search(text) is not None
    if glued:  # "von und zu": the joining word stays inside the name (review99)
        text = _PARTICLE_AND.sub(r"\1_und_", text)
    capitals = " UND " in text and _PARTICLE_AND_CAPS.search(text) is not None
    if capitals:
        text = _PARTICLE_AND_CAPS.sub(r"\1_UND_", text)
    parts = SPLIT.split(text) if _may_split(text) else [text]
    if glued or capitals:
        parts = [p.replace("_und_", " und ").replace("_UND_", " UND ") for p in parts]
    parts = [_unjoined(_trimmed(p)) for p in parts if p and p.strip(" .:")]
    return parts if led else without_by_lead(parts)


_DIGRAPH_INITIALS = frozenset({"Ts", "Ch", "Sh", "Kh", "Zh"})
"""Initials of two Latin letters for one Cyrillic letter (Ц, Ч, Ш, Х, Ж), as Mongolian and
Russian names transliterated write them, without their stop."""


def _trimmed(part: str) -> str:
    """``part`` without the spaces, stops and colons around it, but for the stop of an
    abbreviated suffix or an initial closing it: "Samuel Adams Jr." and "Иванов А. А." keep
    it, as it is written inside a line ("John Smith Jr., Ann Lee"; bylines57, bylines58),
    where "Ann Lee." loses the line's."""
    trimmed = part.strip(" .:")
    last = trimmed.rpartition(" ")[2]
    # "Иванов А. А.", "Smith J. A.": an initial closing the name keeps its stop, as the
    # one before it did (bylines58); a Mongolian or Russian initial of two letters, "Ganzorig
    # Ts.", "Bold Ch." (bylines66)
    closer = f"{last.lower()}." in SUFFIXES or (len(last) == 1 and last.isupper())
    closer = closer or (last in _DIGRAPH_INITIALS and len(trimmed.split()) == 2)
    if " " in trimmed and closer and part.rstrip(" :").endswith("."):
        return f"{trimmed}."
    return trimmed


def _unjoined(piece: str) -> str:
    """``piece`` without a lower-case conjunction (:data:`CONJUNCTIONS`) opening it
    before a capitalised word: a list's last two names cut apart by a raised mark
    before the conjunction ("Rodríguez¹ y María Pérez²", the mark read as a comma)."""
    head, _, rest = piece.partition(" ")
    return rest if head in CONJUNCTIONS and rest[:1].isupper() else piece


def _may_split(text: str) -> bool:
    """Whether :data:`SPLIT` may cut ``text``: always unless it is printable ASCII (its
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
