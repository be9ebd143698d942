"""What the words of a front-matter line say it is: headings, labels, keywords (pure).

These patterns are about kinds of text every paper has (an abstract heading,
keyword and classification blocks, section
headings, e-mail addresses, affiliation words) in English and German.  None
names a publisher, an archive or a paper: a pattern that would is a rule
fitted to files, not to papers.  A structured abstract's labels are
:mod:`~tapyre_paper_search.pdf.structlabels`' (bylines44).
"""

from __future__ import annotations

import re

# "Abstract", "ABSTRACT", "A B S T R A C T", "Summary", "Synopsis", "Zusammenfassung", "Kurzfassung"
# ("Riassunto", "Samenvatting"; Portuguese "Resumo", lang35) alone on a line (letter-spaced
# headings are squeezed first, see ``squeeze``); a report's "Executive Summary" is its
# abstract too.
ABSTRACT_WORDS = (
    r"abstract|(?:executive\s+|project\s+|proposal\s+)?summary|synopsis|zusammenfassung|kurzfassung|résumé|resumen|"
    r"riassunto|samenvatting|resumo"
)
# Two labels over both abstracts of a bilingual paper set in one block ("Abstract —
# Zusammenfassung", "Résumé / Abstract", "Abstract · Resumen") head it too (lang26).
TWO_LABELS = rf"(?:{ABSTRACT_WORDS})\s*[/—–|·]\s*(?:{ABSTRACT_WORDS})"
# Labels that head an abstract only alone on their line: a whitepaper's translated
# "Executive Summary" (lang29; Portuguese and Dutch ones, lang38); run in, they open
# sentences ("Sintesi di …").
_LABELS_ALONE = (
    r"synthèse|sintesi|sommario|resumen\s+ejecutivo|(?:sumário|resumo)\s+executivo|"
    r"managementsamenvatting"
)
ABSTRACT_HEADING = re.compile(
    rf"^\s*(?:{TWO_LABELS}|{ABSTRACT_WORDS}|{_LABELS_ALONE})\s*"
    rf"(?:[.:]\s*(?:[—–―]|-{{1,3}})|[.:—–-])?\s*$",
    re.IGNORECASE,
)
# One of those alone on its line (:mod:`~tapyre_paper_search.pdf.summarylabel` asks more).
SUMMARY_ALONE = re.compile(rf"^\s*(?:{_LABELS_ALONE})\s*[.:—–-]?\s*$", re.IGNORECASE)
# "Abstract—We study…", "Abstract: We…", "Zusammenfassung. Wir…" (run-in heading), a stop
# and a dash together ("Abstract. — We…", "Abstract.—We…", "Abstract.—3D printing…"; a
# horizontal bar, a TeX "--" set in a face without ligatures, a hyphen before a space
# in one without dashes; not an en dash or a hyphen before a number, a minus: "Abstract:
# –5 dB …"); a hyphen glued to a capital and 50 more characters (a line's
# worth of text) is a dash a font without one was set with ("Summary-Die
# Konsolidierung …"), not a compound heading ("Summary-Based Evaluation").
ABSTRACT_INLINE = re.compile(
    rf"^\s*(?:{TWO_LABELS}|{ABSTRACT_WORDS})\s*"
    rf"(?:[.:]\s*(?:[—―]|–(?!\d)|-{{2,3}}|-(?=\s))|[.:—–]|-\s|-(?=(?-i:[A-ZÀ-ÖØ-Þ]).{{50}}))\s*(\S.*)$",
    re.IGNORECASE,
)


# Keyword and classification blocks, which follow an abstract ("Index words" and
# "Indexing terms" beside "Index Terms": rot22).
KEYWORD_WORDS = (
    r"key\s*-?\s*words?(?: and phrases)?|index(?:ing)? (?:terms|words)|ccs concepts|"
    r"acm reference format|"
    r"acm ccs|additional key\s*words(?: and phrases)?|author keywords|categories and subject "
    # "Subject headings" only as a label (AASTeX's "Subject headings:"), not a sentence's
    # subject ("Subject headings from LCSH were …").
    r"descriptors|general terms|subject(?:s| areas?| classification| headings(?=\s*(?:[:—–-]|$)))|"
    r"mathematics subject "
    r"classification|msc(?:\s*\d{4})?|pacs(?: numbers?| codes?)?|jel(?: classification| codes?)?|"
    r"schlüsselwörter|schlagw(?:ö|o)rte?r?|stichw(?:ö|o)rte?r?|mots[- ]clés|palabras clave|"
    # Dutch and Portuguese ones (review101: lang35's own papers print them; they ran into
    # the abstract above them)
    r"parole chiave|trefwoorden|sleutelwoorden|palavras[- ]chave"
)
# Whole words: "Jelena" is no JEL code, "Subjective" no subject list.
KEYWORDS = re.compile(rf"^\s*(?:{KEYWORD_WORDS})\b", re.IGNORECASE)
# The history words of German, French, Spanish and Italian papers, before a date; Dutch
# and Portuguese ones (lang35: "Ontvangen 3 maart 2020", "Recebido em 3 março …").
_DATED = (
    r"eingegangen am|angenommen am|reçu le|accepté le|recibido el|aceptado el|ricevuto il|"
    r"accettato il|(?:ontvangen|aanvaard|geaccepteerd)(?:\s+op)?|recebido em|ace(?:ite|ito) em"
)
# What follows them: a date ("3 maart 2020", "7. Juni 2019", "1er juin 2022", "3 de marzo
# de 2020", "03.03.2023", "2020-03-03", a year alone), not a sentence opening with a number
# (review101: "Recebido em 2015 pela primeira vez, o apoio …", "Recibido el 80% de los
# fondos …" at a line's start had ended the abstract).
_A_DATE = (
    r"(?=\s*:?\s*(?:\d{1,2}(?:er|º)?\.?(?:\s+[^\W\d_]+\.?,?){1,3}\s+\d{4}|"
    r"\d{1,4}[./-]\d|\d{4}\b(?!\s+[^\W\d_])))"
)
# "Submitted by Ann Lee": a report's byline, no history line (latex42): "submitted" only, a
# lower-case "by", a capital after it and no digit on the line ("Submitted by: 12 May 2020",
# "Submitted By Referees", "Submitted by Ann Lee on 3 May 2020" and "Received by JGR 2 March
# 2021" stay history lines; review149).  So is "Submitted for the degree of … by Ann Lee"
# (a thesis made for a degree, "for …" before the "by"; tidy44).
_BY_NAME = r"(?!(?:\s+(?-i:for)\s+\D*?)?\s+(?-i:by)\s+(?-i:[A-Z])\D*$)"
# What ends an abstract: keyword and classification blocks, dates, citation notes.
AFTER_ABSTRACT = re.compile(
    rf"^\s*(?:(?:{KEYWORD_WORDS})\b|received\b|submitted\b{_BY_NAME}|article history|"
    r"highlights|graphical abstract|cite this article|how to cite|citation:|"
    # German and French history and correspondence lines ("Eingegangen am 3. März 2023",
    # "Reçu le 6 juin 2022", "Korrespondenzautor: …", "Auteur correspondant : …"); the
    # history words only before a date ("Reçu le plus souvent, …" opens a sentence);
    # Spanish and Italian ones too (lang29: "Recibido el 3 marzo …", "Autore corrispondente").
    rf"(?:{_DATED}){_A_DATE}|korrespondenzautor|auteur correspondant|"
    r"autor de correspondencia|autore corrispondente|corresponderende auteur|"
    r"autor correspondente)",
    re.IGNORECASE,
)
SENTENCE_STOPS = ".:;!?)]"
"""The last characters of a line where a sentence (or a clause, a bracket) has ended: a
line ending in anything else runs on to the next."""
SENTENCE_ENDS = ".:;!?"
"""The stops of :data:`SENTENCE_STOPS` that end a sentence itself: a line ending in a
closing bracket ("… as in [12]", "… servers (SVS)") may still go on."""
# A line of the paper's history, whatever its dates read ("Accepted XXX. Received YYY; in original
# form ZZZ", "Submitted …; revised …", "Article history"): never a byline; it ends an abstract set
# above it, but set between the authors and the abstract it is no sign that the body has begun.  A
# word in lower case after the first goes on a sentence ("Revised guidelines …"), but for the small
# words of a history line ("Accepted for publication", "Received in revised form").
HISTORY = re.compile(
    rf"^\s*\(?\s*(?:(?:dated|received|submitted\b{_BY_NAME}|accepted|revised|article history)\b"
    r"(?!\s+(?!(?:for|in|on|to|by|at|from|and|with|manuscript|version|form|online)\b)(?-i:[a-z]))|"
    # German, French, Spanish and Italian ones before a date ("Eingegangen am 3. März",
    # not "… am Ende").
    rf"(?:{_DATED}){_A_DATE})",
    re.IGNORECASE,
)
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
AFFILIATION = re.compile(
    r"\b(?:universi[td]|univ\.|institut|department|dept\b|school|college|facult|laborator|lab\b|"
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
    # "Institute" in Dutch, Polish, Hungarian and Turkish (names34: "Van 't Hoff Instituut")
    r"instituut|instytut|intézet|enstitü|"
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
_AFFILIATION_ASCII = re.compile(AFFILIATION.pattern)
_COUNTRY_ASCII = re.compile(COUNTRY.pattern)


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
    return _EMAIL_HINT.search(text) is not None and EMAIL.search(text) is not None


def without_emails(text: str, replacement: str) -> str:
    """``text`` with each :data:`EMAIL` match replaced by ``replacement``."""
    return EMAIL.sub(replacement, text) if _EMAIL_HINT.search(text) else text


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


def is_abstract_heading(text: str) -> bool:
    """Whether ``text`` is an abstract's heading alone on its line, or one that leads a
    row of the record's dates and identifiers (:func:`_heading_row`)."""
    return bool(ABSTRACT_HEADING.match(squeeze(text))) or ("|" in text and _heading_row(text))


# "Abstract | Received 3 May 2021 | doi:10.1234/x": a heading that leads a row of
# facts about the record, set apart by bars (front38); the abstract is under the row.
_HEADING_ROW = re.compile(rf"^\s*(?:{ABSTRACT_WORDS})\s*\|\s*(\S.*)$", re.IGNORECASE)
_RECORD_WORDS = (
    r"received|accepted|revised|published|submitted|online|doi|issn|isbn|vol\.?|volume"
    r"|pages?|pp\.|eingereicht|angenommen|reçu|accepté|recibido|aceptado"
)
_RECORD_FACT = re.compile(rf"\b(?:{_RECORD_WORDS}|(?:19|20)\d\d)\b", re.IGNORECASE)
_RECORD_WORD = re.compile(rf"\b(?:{_RECORD_WORDS})\b", re.IGNORECASE)
"""A row of years alone ("Summary | 2019 | 2020 | 2021") is a table's header: one of
the row's facts names a record's stage or identifier (review118)."""
_MAX_FACT_CHARS = 60


def _heading_row(text: str) -> bool:
    """Whether ``text`` is an abstract heading, then facts set apart by bars, each
    short and each a date, an identifier or a record's stage, one of them not a year
    alone."""
    row = _HEADING_ROW.match(text)
    if row is None:
        return False
    facts = [f.strip() for f in row.group(1).split("|")]
    return all(f and len(f) <= _MAX_FACT_CHARS and _RECORD_FACT.search(f) for f in facts) and any(
        _RECORD_WORD.search(f) for f in facts
    )


def abstract_runin(text: str) -> str | None:
    """The text after a run-in abstract heading ("Abstract—We study…"), else None.  A
    label glued by a hyphen to a title-cased line ("Abstract-Based Summarization of
    Scientific Documents and Long Reports", every word of four letters or more
    capitalised) is a title's compound, no heading."""
    match = ABSTRACT_INLINE.match(text)
    if not match:
        return None
    rest = match.group(1)
    if text[match.start(1) - 1] == "-" and _title_cased(rest):
        return None
    return rest


def _title_cased(text: str) -> bool:
    """Whether every word of four letters or more in ``text`` opens with a capital."""
    words = [word for word in text.split() if len(word) >= 4 and word[0].isalpha()]
    return all(word[0].isupper() for word in words)


# What follows a word standing as a label: a colon or dash, or the line's end.
_LABEL_END = re.compile(r"\s*(?:[:—–-]|$)")


def is_after_abstract(text: str) -> bool:
    """Whether ``text`` opens what follows an abstract (:data:`AFTER_ABSTRACT`: keywords,
    dates, …); a line in lower case going on a sentence ("subjects participating in …",
    "subjects. Methods …") opens nothing unless the word stands as a label ("keywords:"),
    nor does "Subjects" or "General terms" run into a sentence in lower case without a
    colon or dash (a structured abstract's label: "Subjects Women aged 54 to 81 …")."""
    squeezed = squeeze(text).lstrip()
    found = AFTER_ABSTRACT.match(squeezed)
    if not found:
        return False
    rest = squeezed[found.end() :]
    if _PROSE_KEYWORD.match(found.group()) and not _LABEL_END.match(rest) and _prose(rest):
        return False  # "Subjects Women aged 54 to 81 years …": a structured abstract's part
    return not (squeezed[:1].islower() and not _LABEL_END.match(rest))


def _prose(text: str) -> bool:
    """Whether ``text`` reads as a sentence: six words or more, most in lower case (a
    classification block's terms are capitalised: "General Terms Algorithms, Design")."""
    words = text.split()
    return len(words) >= 6 and 2 * sum(word[0].islower() for word in words) > len(words)


# Keyword words that also go on a sentence in lower case ("subjects retrieved from …",
# "general terms of …"); the others ("keywords", "index terms") open a block as they stand.
_PROSE_KEYWORD = re.compile(r"subject|general terms", re.IGNORECASE)
# A word of running text right after a keyword word in lower case: the sentence goes on
# ("keywords are extracted …", "index terms in the thesaurus …").
_RUNNING_WORD = re.compile(
    r"\s+(?:are|is|was|were|be|been|can|could|may|might|must|should|will|would|have|has|"
    r"had|do|does|did|not|that|which|of|from|in|into|for|and|or|to|with|as|by|on|at)\b"
)


def opens_keywords(text: str) -> bool:
    """Whether ``text`` opens a keyword or classification block (:data:`KEYWORDS`); as in
    :func:`is_after_abstract`, a line in lower case opening with a word that also goes on
    a sentence ("subjects retrieved from …") opens none unless the word stands as a label
    ("subjects:"); "keywords. …" or "key words; …" open one as they stand, and so does
    "keywords video …" unless a word of running text follows ("keywords are …")."""
    squeezed = squeeze(text).lstrip()
    found = KEYWORDS.match(squeezed)
    if not found:
        return False
    if squeezed[:1].islower() and _RUNNING_WORD.match(squeezed[found.end() :]):
        return False  # "keywords are extracted …": a sentence going on
    if not (squeezed[:1].islower() and _PROSE_KEYWORD.match(found.group())):
        return True  # "keywords. …", "key words; …": no word of running text
    return bool(_LABEL_END.match(squeezed[found.end() :]))


LIST_MARK = re.compile(
    r"\s*(?:[-\u2013\u2014\u2022\u25aa\u25e6\u2023\u00b7*]|\(?(?:\d{1,2}|[a-z]|[ivx]+)[.)]"
    r"|\(?[A-Z]\))\s"
)
"""A list item's mark opening a line ("- ", "• ", "1. ", "a) ", "(i) ", a capital's
"A) " or "(B) " but not "A. ", an initial's; tidy43): a box of points
under a key label (:mod:`~tapyre_paper_search.pdf.keylabels`), a list after an abstract's
"as follows:" (:mod:`~tapyre_paper_search.pdf.bylineunder`)."""
