"""A web page's access note read as an entry's venue (pure; used by :mod:`.refforms`).

Harvard and author-year styles close a book or a page read on the web with the date it
was read: "Accessed 3 May 2020.", "[Accessed 3 May 2020]", "Available at: URL
(Accessed: 3 May 2020)", "Last accessed: 2020-05-03", "(accessed on 3 May 2020)". Where
the venue read is only such a note (its link cut off before), the entry's real venue is
the sentence before it (a book's "New York: Springer"), which the title then holds;
where a venue ends with such a note (:func:`without_access_note`), the note goes.
Notes in French, Spanish, Portuguese and Italian read the same: "Accès le 3 mai 2020",
"Consultado el 3 de mayo de 2020", "Acesso em: 10 jan. 2020", "Consultato il 3 maggio
2020"; so do biblatex's own words in each language ("visited on", "besucht am", "visité
le", "visitado", "visitato il", "acedido em"), French "Dernier accès", "En ligne", and
APA's "Retrieved from" in Spanish and French ("Recuperado de", "Repéré à").
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.months import alternation, forms

# A month's name or its abbreviation, in English, German and French ("May", "Dec.",
# "Mai", "März", "Oktober", "juillet", "févr.", "août"), Spanish, Portuguese and Italian
# ("enero", "abril", "agosto", "dic.", "set.", "outubro", "maggio", "giugno", "luglio"):
# whole words only, so "Energy", "Magazine", "General", "Outlook", "Settings" and "Marine"
# are no months ("ene", "mag", "gen", "out", "set", "mar" end where the word ends).
_LANGUAGES = ("en", "de", "fr", "es", "pt", "it")
_MONTH = rf"(?:{alternation(forms(*_LANGUAGES), lower=True)})(?![a-zà-ÿ])\.?"
# A date: "3 May 2020", "3. Mai 2020", "May 3, 2020", "2020 May 3" (NLM's "cited"),
# "2020-05-03", "03/05/2020", "3.5.2020", a year; or a day and month whose year a comma
# or a stop cut off ("Accessed May 3" before ", 2020.", "Accessed 3 Dec" before ". 2020");
# Spanish and Portuguese "3 de mayo de 2020" ("del 2020").
_DATE = re.compile(
    rf"\d{{1,2}}\s+de\s+{_MONTH}(?:\s+del?\s+\d{{4}})?"
    rf"|\d{{1,2}}(?:st|nd|rd|th|\.)?\s+{_MONTH}(?:\s+\d{{4}})?"
    rf"|{_MONTH}\s+\d{{1,2}}(?!\d)(?:st|nd|rd|th)?(?:,?\s+\d{{4}})?"
    rf"|\d{{4}}\s+{_MONTH}(?:\s+\d{{1,2}}(?!\d))?"
    r"|\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[./]\d{1,2}[./]\d{2,4}|(?:19|20)\d{2}",
    re.IGNORECASE,
)
# The words of a link's lead and of an access note, in English, German, French, Spanish,
# Portuguese and Italian ("Accès le", "Consultado el", "Fecha de consulta", "Acesso em",
# "Disponível em", "Consultato il", "Ultimo accesso"); biblatex's "visited on" in each
# ("besucht am", "visité le", "visitado", "visitato il", "acedido em"); APA's "Retrieved
# from" in Spanish and French ("Recuperado el … de", "Repéré à"), "Fecha de acceso".
_LEAD = re.compile(
    r"(?:(?:available|retrieved|accessed|viewed|cited|consulted|online|url|last|from|at|on"
    r"|abgerufen|zugegriffen|am|zugriff|consulté|le|accès|consultado|consultada|el|fecha"
    r"|de|consulta|disponible|en|acesso|acessado|em|disponível|consultato|il|ultimo"
    r"|accesso|disponibile|visited|besucht|visité|visitado|visitada|visitato|acedido|dernier"
    r"|ligne|recuperado|recuperada|repéré|à|accedido|acceso|del)\s*)+",
    re.IGNORECASE,
)


def access_note(venue: str) -> bool:
    """Whether ``venue`` is only a link's lead and an access date ("Accessed 3 May 2020",
    "Available at:  (Accessed: 3 May 2020)", "[Last accessed: 2020-05-03]"): once its
    dates (:data:`_DATE`) and punctuation are gone, words of :data:`_LEAD` alone are left,
    an access's or a link's word among them."""
    words = re.sub(r"[\[\]():;,.]", " ", _DATE.sub(" ", venue)).split()
    if not words or not _LEAD.fullmatch(" ".join(words) + " "):
        return False
    return any(w.lower() in _KEY_WORDS for w in words)


_KEY_WORDS = frozenset((
    "available", "retrieved", "accessed", "viewed", "cited", "consulted", "online", "url",
    "abgerufen", "zugegriffen", "zugriff", "consulté", "accès", "consultado", "consultada",
    "consulta", "disponible", "acesso", "acessado", "disponível", "consultato", "accesso",
    "disponibile", "visited", "besucht", "visité", "visitado", "visitada", "visitato",
    "acedido", "recuperado", "recuperada", "repéré", "accedido", "acceso",
))  # fmt: skip


def without_access_note(venue: str) -> str:
    """``venue`` without the access note that ends it after a full stop ("Oxford: Oxford
    University Press. [Accessed 9 October 2020]" → "Oxford: Oxford University Press"),
    the rightmost full stop after which only the note is left ("… Springer. Zugriff am
    3. Mai 2020")."""
    stops = [m.start() for m in re.finditer(r"\. ", venue) if m.start() > 0]
    for stop in reversed(stops):  # ("… Springer. Accessed 3 Dec. 2020": not after "Dec.")
        if access_note(venue[stop + 2 :]):
            return venue[:stop]
    return venue
