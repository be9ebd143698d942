"""What opens and what ends an abstract: its heading, keyword blocks, history lines (pure).

Moved whole out of :mod:`~tapyre_paper_search.pdf.cues` (bylines45; it had grown to the
project's module budget): an abstract's heading alone on its line
(:data:`ABSTRACT_HEADING`, :func:`is_abstract_heading`) or run in
(:data:`ABSTRACT_INLINE`, :func:`abstract_runin`), and what follows an abstract: keyword
and classification blocks (:data:`KEYWORDS`, :func:`opens_keywords`), history and
correspondence lines (:data:`AFTER_ABSTRACT`, :data:`HISTORY`, :func:`is_after_abstract`),
in the languages the reader knows.  None names a publisher, an archive or a paper.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.acronymprose import opens_prose
from tapyre_paper_search.pdf.cues import squeeze

# The plain one-word labels alone: a programme's talk abstract is headed by one of these
# (:mod:`~tapyre_paper_search.pdf.talklisting`, narrower on purpose: no two-word labels).
PLAIN_LABELS = r"abstract|summary|zusammenfassung|kurzfassung|résumé|resumen|riassunto|resumo"
# "Abstract", "ABSTRACT", "A B S T R A C T", "Summary", "Synopsis", "Zusammenfassung", "Kurzfassung"
# ("Riassunto", "Samenvatting"; Portuguese "Resumo", lang35) alone on a line (letter-spaced
# headings are squeezed first, see ``squeeze``); a report's "Executive Summary" is its
# abstract too, as a trial registry's "Brief Summary" is its study's (front57).
ABSTRACT_WORDS = (
    rf"(?:executive|project|proposal|brief)\s+summary|synopsis|samenvatting|{PLAIN_LABELS}"
)
# The first section's number before the heading, in a report whose every section is
# numbered ("1 Summary", "1. Abstract", "I. Zusammenfassung", "0 Résumé"; front44); a
# later one ("5 Summary") is the body's closing section.
FIRST_NUMBER = r"(?:(?:[01]|I)\.?\s+)?"
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
    rf"^\s*{FIRST_NUMBER}(?:{TWO_LABELS}|{ABSTRACT_WORDS}|{_LABELS_ALONE})\s*"
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
    # A classification's year before it, "2010 Mathematics Subject Classification.", and
    # SIAM's "AMS subject classifications." (abs59).
    r"(?:19|20)\d\d mathematics subject classification|ams(?: \(mos\))? subject "
    r"classifications?|"
    r"schlüsselwörter|schlagw(?:ö|o)rte?r?|stichw(?:ö|o)rte?r?|mots[- ]clés|palabras clave|"
    # Dutch and Portuguese ones (review101: lang35's own papers print them; they ran into
    # the abstract above them)
    r"parole chiave|trefwoorden|sleutelwoorden|palavras[- ]chave|"
    # More languages' labels (abs59: a Swedish, Polish, Turkish or Indonesian paper's
    # keyword line ran into the abstract over it): Nordic, Finnish and Baltic ones, Slavic
    # ones in Latin and Cyrillic letters, Hungarian, Romanian, Turkish, Malay and
    # Indonesian, Greek, Chinese and Japanese, and the other spellings of French, Spanish,
    # Catalan and German ones.
    r"nyckelord|n[øo]kkelord|stikkord|n[øo]gleord|avainsanat|asiasanat|lykilorð|"
    r"raktažodžiai|atslēgvārdi|märksõnad|võtmesõnad|"
    r"słowa kluczowe|klíčová slova|kľúčové slová|ključne (?:riječi|reči|besede)|"
    r"ключевые слова|ключові слова|ключови думи|kulcsszavak|cuvinte[- ]cheie|"
    r"anahtar (?:kelimeler|sözcükler)|kata kunci|λέξεις[- ]κλειδιά|关键词|關鍵詞|关键字|"
    r"キーワード|mots[- ]clefs|palabras[- ]claves|paraules[- ]clau|schlüsselbegriffe"
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
    colon or dash (a structured abstract's label: "Subjects Women aged 54 to 81 …"), nor
    "MSC", "PACS" or "JEL" going on a sentence (:mod:`.acronymprose`)."""
    squeezed = squeeze(text).lstrip()
    found = AFTER_ABSTRACT.match(squeezed)
    if not found or opens_prose(squeezed):  # "MSC activity, but …" (abs64)
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
    "keywords video …" unless a word of running text follows ("keywords are …"); "MSC
    activity, …" opens none (:mod:`.acronymprose`)."""
    squeezed = squeeze(text).lstrip()
    found = KEYWORDS.match(squeezed)
    if not found or opens_prose(squeezed):  # "MSC activity, but …" (abs64)
        return False
    if squeezed[:1].islower() and _RUNNING_WORD.match(squeezed[found.end() :]):
        return False  # "keywords are extracted …": a sentence going on
    if not (squeezed[:1].islower() and _PROSE_KEYWORD.match(found.group())):
        return True  # "keywords. …", "key words; …": no word of running text
    return bool(_LABEL_END.match(squeezed[found.end() :]))
