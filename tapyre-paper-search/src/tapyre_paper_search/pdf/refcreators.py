"""Who an entry names before its year, where the name reader reads no person (pure; used
by :mod:`.refentry` and :mod:`.refalone`).

:func:`organisation_author` reads an organisation as an entry's author: a name of at most
eight capitalised or joining words, then the year after a full stop, a comma or in
brackets ("World Health Organization. 2020. Title.", "OECD (2019). Title.", "R Core Team,
2023. R: A language …"), or its name alone and a full stop ("OECD. Education at a Glance
2019. …"). A name is an organisation's (:func:`is_organisation`) when it is
one acronym ("OECD", "UNESCO") or holds a word that names a body of people
(:data:`_BODY_WORD`: "Team", "Council", "Bank", "Bundesamt", "Institut") before its
first "of", "for" or "on", so a title in Title Case set before its year ("Deep Learning,
2016.", "Handbook of Social Network Analysis.") is none.

:func:`without_editors_mark` cuts the editors' mark that follows the names of an edited
book ("Doe, J. (Ed.) (2010). Title.", "Müller, H. (Hrsg.) (2010): Titel.", "Dupont, J.
(éd.) (2010). Titre.") off the text after the names, so the title does not open with it.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.companywords import has_company_word
from tapyre_paper_search.pdf.refmarks import PLACE_AND_PUBLISHER, publisher_alone

# Words that join the capitalised words of an organisation's name ("Bank of England",
# "Organisation mondiale de la Santé", "Bundesamt für Statistik").
JOINING = frozenset((
    "of", "for", "and", "the", "on", "in", "at", "&", "de", "du", "des", "la", "le", "les",
    "et", "für", "und", "der", "die", "das", "del", "della", "di", "y", "e",
))  # fmt: skip
MAX_NAME_WORDS = 8
# Words that name a body of people: an organisation, an office, a group, in English,
# French, Spanish, Italian, Portuguese and Dutch (whole words, a plural's "s" allowed:
# not "Microservices", "Antitrust", "Keyboard")...
_BODY_WORDS = (
    "organization", "organisation", "organización", "organizzazione", "council", "team",
    "commission", "committee", "bank", "institute", "institution", "agency", "office",
    "programme", "program", "association", "society", "bureau", "department", "ministry",
    "foundation", "group", "consortium", "union", "nations", "federation", "board",
    "authority", "service", "administration", "centre", "center", "corporation", "company",
    "laboratory", "laboratories", "network", "alliance", "forum", "collaboration",
    "initiative", "secretariat", "panel", "academy", "academies", "university", "college",
    "parliament", "government", "assembly", "fund", "trust", "institut", "ministère",
    "agence", "conseil", "société", "banque", "comité", "instituto", "comisión",
    "ministerio", "istituto",
    # es, pt, it, nl: a service, an agency, a firm, a council, a foundation, an
    # association (bylines50: "Servicio Meteorológico Nacional", "Agenzia Spaziale …")
    "servicio", "serviço", "servizio", "agencia", "agência", "agenzia", "empresa",
    "consejo", "conselho", "consiglio", "fundación", "fundação", "fondazione",
    "asociación", "associação", "associazione", "instituut", "vereniging", "stichting",
)  # fmt: skip
# ... and German ones, which also end compounds ("Bundesamt", "Forschungsgemeinschaft").
_COMPOUND_ENDS = (
    "amt", "institut", "gesellschaft", "verband", "ministerium", "stiftung", "kommission",
    "anstalt", "gemeinschaft",
)  # fmt: skip
# ... and ones that name a body only closing a compound ("Wetterdienst",
# "Heimatverein"; bylines50): alone they are surnames too ("Gottfried Dienst"; review53).
_COMPOUND_ONLY_ENDS = ("dienst", "verein", "fonds", "behörde", "zentrum")
_BODY_WORD = re.compile(
    rf"(?:(?:{'|'.join(_BODY_WORDS)})s?|\w*(?:{'|'.join(_COMPOUND_ENDS)})(?:en)?"
    rf"|\w+(?:{'|'.join(_COMPOUND_ONLY_ENDS)})(?:en)?)"
)
# Joining words of a name in French, German, Spanish or Italian: words in small letters
# after a body word first are an organisation's ("Institut national de la statistique"),
# not an English title's ("Bank runs and deposit insurance").
FOREIGN_JOINING = JOINING - {"of", "for", "and", "the", "on", "in", "at", "&"}
# The words that end a name's head: a body word after them names a title's subject
# ("Handbook of Social Network Analysis"), not the body ("Bank of England").
_HEAD_ENDS = frozenset(("of", "for", "on"))
# An acronym: two to eight capitals (digits and "&" after the first: "G20", "AT&T").
ACRONYM = re.compile(r"[A-ZÀ-Þ][A-ZÀ-Þ0-9&]{1,7}")
# A name of capitalised and joining words, then the year after a comma, a full stop or
# in brackets ("World Health Organization, 2001. Global report …").
_NAME_WORD = r"(?:[^\W\d_][\w&'’-]*|&)"
_NAME_YEAR = re.compile(
    rf"\s*({_NAME_WORD}(?:\s+{_NAME_WORD}){{0,{MAX_NAME_WORDS - 1}}})"
    r"(?:[,.]\s+|\s+(?=\())(\(?(?:19|20)\d{2}[a-z]?\b\)?[.,:]?)"
)

# Or the name alone as the first sentence, a capitalised word after it ("OECD. Education
# at a Glance 2019. Paris: OECD Publishing, 2019.").
_NAME_STOP = re.compile(
    rf"\s*({_NAME_WORD}(?:\s+{_NAME_WORD}){{0,{MAX_NAME_WORDS - 1}}})\.\s+(?=[A-ZÀ-Þ])"
)

# An acronym alone as the name before its year ("OECD, 2019. Paris.", "NASA (2001).
# Houston."): an organisation's entry also where no title follows (a title in Title
# Case is never one acronym).
_ACRONYM_YEAR = re.compile(
    r"\s*([A-ZÀ-Þ][A-ZÀ-Þ0-9&]{1,7})(?:[,.]\s+|\s+(?=\())(\(?(?:19|20)\d{2}[a-z]?\b\)?[.,:]?)"
)


def is_organisation(words: list[str]) -> bool:
    """Whether ``words`` (a name's words) name an organisation: capitalised or
    :data:`JOINING` words, the first capitalised, at most :data:`MAX_NAME_WORDS`, and one
    acronym alone or a word naming a body of people (:data:`_BODY_WORD`) before the
    first of :data:`_HEAD_ENDS`; after such a word first, words in small letters too
    where a French, German, Spanish or Italian joining word is among them
    (:data:`FOREIGN_JOINING`: "Institut national de la statistique", not "Bank runs
    and deposit insurance"); or a firm's name, a word of
    :data:`~tapyre_paper_search.pdf.companywords.COMPANY_WORDS` after its first ("Deloitte
    Consulting", "Siemens AG": tidy43)."""
    if not words or len(words) > MAX_NAME_WORDS or not words[0][0].isupper():
        return False
    if has_company_word(words) and all(w[0].isupper() or w.lower() in JOINING for w in words):
        return True  # "Deloitte Consulting", "Acme Holdings Ltd." (tidy43)
    if len(words) == 1:
        return ACRONYM.fullmatch(words[0]) is not None
    if _BODY_WORD.fullmatch(words[0].lower()) and not FOREIGN_JOINING.isdisjoint(words):
        return True  # "Institut national de la statistique"
    if not all(w[0].isupper() or w.lower() in JOINING for w in words):
        return False
    head = next((k for k, w in enumerate(words) if w in _HEAD_ENDS), len(words))
    return any(_BODY_WORD.fullmatch(w.lower()) for w in words[:head] if w[0].isupper())


# What opens a venue, not a title, right after the year or the name's full stop: "In"
# a book or proceedings ("In Deep Learning, …", "In: Proc. …"), pages ("pp. 1-30",
# "pages 3-40", "12-20") ...
VENUE_OPENING = re.compile(r"(?:[Ii]n:?\s|(?:pp?\.|pages?)\s*\d|\d+\s*[-–]\s*\d)")
# ... or a journal's volume and pages in the first sentence ("Journal of Web Services,
# 12(3):1-20, 2015.", "J. Things, vol. 4, pp. 1-9").
VOLUME_PAGES = re.compile(
    r",\s*(?:vol\.\s*)?\d+\s*(?:\(\s*[\d/–-]+\s*\))?\s*[:,]\s*(?:pp?\.\s*)?[A-Za-z]?\d+"
)


def title_follows(after: str) -> bool:
    """Whether ``after`` (an entry's text after a name read as its author and that name's
    year or full stop) opens with a title, a sentence of its own before the venue or
    publisher: not empty ("Deep Learning, 2016."), nor "In" a book or pages
    (:data:`VENUE_OPENING`), nor a first sentence with a journal's volume and pages
    (:data:`VOLUME_PAGES`), nor a last sentence that names only a publisher ("Springer",
    "MIT Press", "Brussels: European Commission"). So a Title Case title set first with
    a body word in it ("Wireless Sensor Networks, 2016. Springer.") is not read as an
    organisation, and "OECD (2019). Education at a Glance." still is."""
    bare = after.lstrip(" .,:;)]")
    if not bare or VENUE_OPENING.match(bare):
        return False
    stop = bare.find(". ")
    first = (bare if stop < 0 else bare[:stop]).strip().rstrip(".")
    if VOLUME_PAGES.search(first):
        return False
    if stop >= 0 and bare[stop + 2 :].strip():
        return True  # a sentence, then more
    return not (
        len(first.split()) == 1 or publisher_alone(first) or PLACE_AND_PUBLISHER.fullmatch(first)
    )


def organisation_year(text: str) -> re.Match[str] | None:
    """The opening of ``text`` when it is an organisation's name (:func:`is_organisation`;
    group 1) and its year (group 2) with a title after it (:func:`title_follows`), else
    None."""
    found = _NAME_YEAR.match(text)
    if found is None or not is_organisation(found[1].split()):
        return None
    return found if title_follows(text[found.end() :]) else None


def organisation_author(text: str) -> tuple[str, str] | None:
    """(the organisation, the text from its year on) when ``text`` (an entry with no
    person's name first) opens with an organisation as its author and its year
    (:func:`organisation_year`), or with the organisation's name alone as its first
    sentence (the text after it then), else None."""
    found = organisation_year(text)
    if found is not None:
        return found[1], text[found.start(2) :]
    acronym = _ACRONYM_YEAR.match(text)
    if acronym is not None:  # "OECD, 2019. Paris.": an acronym's titleless entry
        return acronym[1], text[acronym.start(2) :]
    alone = _NAME_STOP.match(text)
    if alone is None or not is_organisation(alone[1].split()):
        return None
    if not title_follows(text[alone.end() :]):
        return None  # "Convolutional Neural Networks. In Deep Learning, …"
    return alone[1], text[alone.end() :]


# An editors' mark after the names, before the year: "(Ed.)", "(eds.)", "(Hrsg.)",
# "(Hg.)", "(éd.)", "(éds.)", "(dir.)", "(coord.)".
_EDITORS_MARK = re.compile(
    r"\s*\((?:[Ee]ds?|[Hh]rsg|[Hh]gg?|[ÉéEe]ds?|[Dd]ir|[Cc]oords?)\.?\)[\s,.:]*(?=\(?(?:19|20)\d{2})"
)


# The small mark after a comma that closes a book's editors (biblatex's "J. Doe and A.
# Lee, eds. Title"; no title opens on a small "eds."), a capital one with a comma after
# it ("A. Lee, Eds., Title") or a bracketed one before a colon ("A. Lee (eds.): Title"):
# refs72.
_SMALL_MARK = re.compile(
    r"[\s,]*(?:eds?\.|Eds?\.,|\((?:[Ee]ds?|Hrsg|Hg)\.\)\s*:)"
    r"(?=\s+[(\dA-Z\u00c0-\u024f\u201c\"'])\s*"
)


def without_editors_mark(rest: str) -> str:
    """``rest`` (the text after an entry's names) without the editors' mark that opens it
    before the year (:data:`_EDITORS_MARK`): "(Hrsg.) (2010): Titel" → "(2010): Titel";
    or a small one after a comma, year or none after it: ", eds. Title" → "Title"."""
    found = _EDITORS_MARK.match(rest) or _SMALL_MARK.match(rest)
    return rest[found.end() :] if found is not None else rest
