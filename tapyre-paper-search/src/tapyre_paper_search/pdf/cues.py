"""What the words of a front-matter line say it is: headings, labels, keywords (pure).

These patterns are about kinds of text every paper has (section
headings, e-mail addresses, affiliation words) in English and German.  None
names a publisher, an archive or a paper: a pattern that would is a rule
fitted to files, not to papers.  A structured abstract's labels are
:mod:`~tapyre_paper_search.pdf.structlabels`' (bylines44); an abstract's headings and
what ends it (keywords, history lines) :mod:`~tapyre_paper_search.pdf.abstractcues`'
(bylines45).
"""

from __future__ import annotations

import re

SENTENCE_STOPS = ".:;!?)]"
"""The last characters of a line where a sentence (or a clause, a bracket) has ended: a
line ending in anything else runs on to the next."""
SENTENCE_ENDS = ".:;!?"
"""The stops of :data:`SENTENCE_STOPS` that end a sentence itself: a line ending in a
closing bracket ("… as in [12]", "… servers (SVS)") may still go on."""
LINE_ENDS_SENTENCE = re.compile(r"[.!?][)\]\"'’”]?\s*$")
"""A line whose last sentence is closed: a stop, maybe a closing bracket or quote after
it, then only spaces (a paragraph's last line, a note's)."""
# A line ending in a word no title ends with (or a hyphen, a comma): it runs on.
# The articles (and "im", "am") count in lower case, or in capitals but for the one letter
# "A" and "AM": "Influenza A", "Vitamin A", "I AM" end a title, "REVEALS AN" and
# "LEBEN IM" run on.
RUNS_ON = re.compile(
    r"(?:\b(?:(?i:and|or|of|for|in|on|with|to|by|from|und|oder|von|für|mit|zur|zum)|"
    r"the|a|an|der|die|das|des|im|am|THE|AN|DER|DIE|DAS|DES|IM)|[-–,])\s*$"
)
# The body's first heading: "1 Introduction", "I. INTRODUCTION", "Einleitung"; in the
# other languages the bilingual reader tells (lang36): "Introducción", "Introduzione",
# "Introdução", "Inleiding" (a Dutch or Portuguese body's heading was read as text, its
# paragraph as a headingless abstract).
SECTION_HEADING = re.compile(
    r"^\s*(?:(?:\d{1,2}|[IVX]{1,4})\.?\s+)?(?:introduction|einleitung|einführung|"
    r"introducci[óo]n|introduzione|introdução|inleiding|"
    r"related work|preliminaries|motivation|overview)\b",
    re.IGNORECASE,
)
NUMBERED_HEADING = re.compile(r"^\s*(?:\d{1,2}(?:\.\d{1,2})*|[IVX]{1,4})\.?\s+[A-ZÄÖÜ][^.]{1,80}$")
# A heading with the number of a paper's first section, or none: "1 Introduction",
# "I. INTRODUCTION", "Introduction" (not "2 Related work").
FIRST_SECTION_NUMBER = re.compile(r"^\s*(?:(?!(?:\d{1,2}|[IVX]{1,4})\.?\s)|[1I]\.?\s)")
SECTION_NUMBER = re.compile(r"^\s*(?:\d{1,2}|[IVX]{1,4})\.?\s*$")

# Lines that are not the title: journal lines, article types, identifiers, notices.
NOISE = re.compile(
    r"^\s*(?:arxiv:|preprint|proceedings of|published (?:in|as|online)|accepted|under review|"
    r"journal of|vol\.|volume \d|doi:?\s*10\.|https?://|www\.|©|\(c\)|copyright|"
    r"e d i t o r i a l|editorial|research article|original (?:article|research|paper)|"
    r"review article|letter|article|research paper|full paper|short paper|received|"
    r"open access|citation:|to cite)",
    re.IGNORECASE,
)
# An article type's label opening a title after a colon ("Review article: prebiotics in
# the gastrointestinal tract", names47): the title holds the label; the subject after the
# colon is four words or more, one at least in small letters other than "and" (a subject
# line, "Original Article: Cardiology and Hepatology", is capitalised words).
_LABELLED_TITLE = re.compile(
    r"^\s*(?:(?:original|research|review|invited|brief)\s+)?(?:article|report|review|"
    r"communication|paper)\s*:\s+(?P<subject>\S+(?:\s+\S+){3,})\s*$",
    re.IGNORECASE,
)


def title_noise(text: str) -> bool:
    """Whether ``text`` is a line :data:`NOISE` matches that is no title: an article type
    opening a title after a colon (:data:`_LABELLED_TITLE`) is a title's line."""
    if NOISE.match(text) is None:
        return False
    labelled = _LABELLED_TITLE.match(text)
    if labelled is None:
        return True
    words = labelled.group("subject").split()
    return not any(w[:1].islower() and w.lower() != "and" for w in words)


# The label of a box set beside or above the abstract: its points are no names.
BOX_LABEL = re.compile(
    r"^\s*(?:(?:research )?highlights|key (?:points|findings|messages)|main results|"
    r"graphical abstract|what (?:is already known|this study adds)[^.]*)\s*:?\s*$",
    re.IGNORECASE,
)
# A line naming the article's type, set between the title and the names: no names; its
# subject may follow after a comma or a bar ("Original Article, Cardiology").
ARTICLE_TYPE = re.compile(
    r"^\s*(?:(?:(?:original|research|review|invited|short|brief|feature|methods?|technical)\s+)?"
    r"(?:research\s+)?(?:article|paper|communication|report|note|review)|"
    r"extended abstract|position paper|invited (?:paper|review|talk)|perspective|"
    r"mini[- ]?review|case report|rapid communication)"
    r"(?:\s*[,|·•]\s*(?-i:[A-Z][\w&-]*)(?:\s+(?:and\s+|&\s+)?(?-i:[A-Z][\w&-]*)){0,3})?\s*$",
    re.IGNORECASE,
)
NO_ABSTRACT = re.compile(
    r"^\s*(?:e d i t o r i a l|editorial|letter to the editor|commentary|correspondence|"
    r"erratum|corrigendum|book review|obituary|news)\s*$",
    re.IGNORECASE,
)

EMAIL = re.compile(r"[\w.+-]+@[\w-]+\.[\w.-]+|\{[^}]*\}\s*@|\be-?mail\b|✉", re.IGNORECASE)
# What every e-mail cue holds: a cheap test that most lines fail (``EMAIL`` itself
# tries a run of word characters from every position).
_EMAIL_HINT = re.compile(r"[@✉]|mail", re.IGNORECASE)
# Each form holds "/" or ".": textrow.has_url searches no line without one (test_review127).
URL = re.compile(r"https?://|www\.|\.(?:com|org|edu|de)/", re.IGNORECASE)
# "univ." before a hyphened title is a university professor's title, no affiliation
# ("Univ.-Prof. Dr. Helmut Gruber", "Univ.-Doz."; bylines72); "Univ.-Klinik" stays one.
AFFILIATION = re.compile(
    r"\b(?:universi[td]|univ\.(?!-(?:prof|doz|ass|lekt))|institut|department|dept\b|school|college|facult|laborator|lab\b|"
    r"labs\b|research|center|centre|academy|hospital|clinic|klinik|inc\b|corp|ltd|llc|gmbh|"
    r"\bag\b|e\.\s?v\.|co\.|company|foundation|stiftung|group|division|program|ministry|council|"
    r"agency|observatory|museum|polytechnic|politecnico|technolog|science|engineering|"
    r"informatics|informatik|computing|medicine|medical|medizin|hochschule|fachbereich|"
    r"fachgebiet|lehrstuhl|fakultät|abteilung|zentrum|arbeitsgruppe|forschung|"
    r"street|straße|strasse|str\.|avenue|ave\.|road|rd\.|platz|weg\b|campus|building|floor|"
    r"box|cedex|postfach|"
    r"equal contribution|corresponding|correspondence|contributed equally|work done|"
    r"present address|current address|on leave|affiliat|"
    # An institution's words in other languages ("Universidad de Granada", "Uniwersytet
    # Warszawski", "Escuela Politécnica"), and two compounds ("Rijksuniversiteit").
    r"uniwersytet|egyetem|yliopisto|högskola|hogeschool|[ée]cole\b|politécnic|krankenhaus\b|"
    r"d[ée]partement|laboratoire|departament|dipartiment|"  # "Departamento", "Dipartimento"
    r"rijksuniversit|fachhochschule|"
    # "University" in Basque, Czech, Slovak, Serbian, Slovene, Croatian, Turkish, Estonian,
    # Welsh and Irish ("Mondragon Unibertsitatea", "Univerzita Karlova"; bylines71)
    r"unibertsitate|univerzit|univerza\b|sveučilišt|üniversite|ülikool|prifysgol|ollscoil|"
    # a foundation in Portuguese, Spanish, Catalan, French and Italian ("Fundação Oswaldo
    # Cruz", "Fundación Jiménez Díaz"; bylines70)
    r"funda[çc][ãa]o|fundaci[óo]n?\b|fondation|fondazione|"
    # "Institute" in Dutch, Polish, Hungarian and Turkish (names34: "Van 't Hoff Instituut")
    r"instituut|instytut|intézet|enstitü|"
    # a ministry in the Romance languages, German and Dutch ("Ministerio de Sanidad",
    # "Ministère de la Santé", "Ministerium für …"; not "Minister", a post; bylines63)
    r"minist(?:[eé]rio|ère|ero|erium|erie)\b|"
    # Swahili: "Chuo Kikuu" (university), institute, department, hospital, ministry,
    # faculty, region, district (review104: "Mkoa wa Arusha" had read as a Kikuyu name)
    r"chuo kikuu|taasisi|idara|hospitali|wizara|kitivo|mkoa|wilaya|halmashauri|"
    # and a council, centre, project, town only with the "of" that follows the noun ("Mji
    # wa Zanzibar"; "Baraza" is a surname too)
    r"(?:baraza\s+la|kituo\s+cha|mradi\s+wa|mji\s+wa)\b|"
    # Words that open an institution's name and are surnames too ("Maria Escola", "Marco
    # Consiglio", "L'Hôpital"): only with a word after them ("Consiglio Nazionale").
    r"(?:escuela|escola|scuola|istituto|akademi[ea]|ospedale|h[ôo]pital|consejo|consiglio)"
    r"\b(?=\s+[^\W\d_]))",
    re.IGNORECASE,
)
COUNTRY = re.compile(
    r"\b(?:usa|u\.s\.a|uk|united (?:states|kingdom|arab emirates)|china|germany|deutschland|"
    r"france|japan|korea|india|canada|australia|italy|spain|netherlands|switzerland|schweiz|"
    r"sweden|denmark|norway|finland|austria|österreich|belgium|israel|brazil|singapore|taiwan|"
    r"russia|poland|portugal|greece|ireland|mexico|chile|argentina|turkey|iran|egypt|"
    r"south africa|new zealand|czech republic|hungary|croatia|estonia|iceland|slovenia|"
    r"slovakia|romania|bulgaria|serbia|ukraine|pakistan|bangladesh|vietnam|thailand|"
    r"malaysia|indonesia|philippines|nigeria|kenya|colombia|peru)\b",
    re.IGNORECASE,
)
# Each match holds four ``\d``: textrow.text_row searches no line of fewer ``isdigit``
# characters (test_review127).
POSTCODE = re.compile(r"\b\d{4,6}\b|\b[A-Z]{1,2}-?\d{4,5}\b")


# The word lists above are lower-case ASCII but for a few German words: on ASCII text
# (most lines) a case-sensitive copy matched on the lower-cased text finds the same
# words four times faster than the case-insensitive pattern (no Unicode case folds).
# Each copy opens with a lookahead of the first letters its words start with (a word of
# another letter never matches, so no match changes): the engine passes a word end and a
# word of another letter without trying each word of the list there (a third of the
# affiliation search's time, a fifth of the country's; speed45).  test_speed45 reads the
# first letters off the patterns themselves.
AFFILIATION_STARTS = "abcdefghiklmoprstuwyzéü"
COUNTRY_STARTS = "abcdefghijkmnprstuvö"
_AFFILIATION_ASCII = re.compile(rf"(?=[{AFFILIATION_STARTS}]){AFFILIATION.pattern}")
_COUNTRY_ASCII = re.compile(rf"(?=[{COUNTRY_STARTS}]){COUNTRY.pattern}")


def affiliation_words(text: str) -> int:
    """How many affiliation words (:data:`AFFILIATION`) ``text`` holds."""
    if text.isascii():
        return len(_AFFILIATION_ASCII.findall(text.lower()))
    return len(AFFILIATION.findall(text))


def has_affiliation(text: str) -> bool:
    """Whether ``text`` holds an affiliation word (:data:`AFFILIATION`)."""
    if text.isascii():
        return _AFFILIATION_ASCII.search(text.lower()) is not None
    return AFFILIATION.search(text) is not None


def has_email(text: str) -> bool:
    """Whether ``text`` holds an e-mail address or cue (:data:`EMAIL`)."""
    return email_hint(text) and EMAIL.search(text) is not None


def without_emails(text: str, replacement: str) -> str:
    """``text`` with each :data:`EMAIL` match replaced by ``replacement``."""
    return EMAIL.sub(replacement, text) if email_hint(text) else text


def email_hint(text: str) -> bool:
    """``_EMAIL_HINT.search(text) is not None``: on ASCII text (no "✉"; the letters that
    case-fold to "i" beside "i" and "I", "ı" and "İ", are not ASCII) two substring
    tests, "@" and "mail" in the lower-cased text (a fifth of the regex's time; speed45)."""
    if text.isascii():
        return "@" in text or "mail" in text.lower()
    return _EMAIL_HINT.search(text) is not None


def has_country(text: str) -> bool:
    """Whether ``text`` names a country (:data:`COUNTRY`)."""
    if text.isascii():
        return _COUNTRY_ASCII.search(text.lower()) is not None
    return COUNTRY.search(text) is not None


# A space between single letters; the space first lets the regex engine skip to it.
_LETTER_SPACE = re.compile(r" (?<=\b\w )(?=\w\b)")


def squeeze(text: str) -> str:
    """Letter-spaced words closed up: "A B S T R A C T" → "ABSTRACT"."""
    return _LETTER_SPACE.sub("", text)


LIST_MARK = re.compile(
    r"\s*(?:[-\u2013\u2014\u2022\u25aa\u25e6\u2023\u00b7*]|\(?(?:\d{1,2}|[a-z]|[ivx]+)[.)]"
    r"|\(?[A-Z]\))\s"
)
"""A list item's mark opening a line ("- ", "• ", "1. ", "a) ", "(i) ", a capital's
"A) " or "(B) " but not "A. ", an initial's; tidy43): a box of points
under a key label (:mod:`~tapyre_paper_search.pdf.keylabels`), a list after an abstract's
"as follows:" (:mod:`~tapyre_paper_search.pdf.bylineunder`)."""
