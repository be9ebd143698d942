"""Names given only in the first page's own copyright line at its foot (pure).

Some open-access short papers print no byline at all: the people who wrote them stand
only in the first page's copyright or licence line at its foot, "© 2021 Ann Lee and Bo
Chen. Published under a CC BY 4.0 licence.", "Copyright © 2020 by A. Lee, B. Chen";
in German and French, "© 2021 Ann Lee und Bo Chen. Veröffentlicht unter …", "Copyright
© 2019 par Ann Lee et Bo Chen. Publié sous licence …" (front48).

:func:`copyright_names` reads them.  The line stands on the first page, in its lower
half or right under a documentation page's pager ("« Previous   Next »",
:func:`~tapyre_paper_search.pdf.pagerrows.is_pager_row`; its footer follows the
summary: "© Copyright 2021, Ann Lee and Bo Chen. Revision 3f2a1c9.", front61), and
opens with "©", "(c)" or "Copyright" (the sign and the word in either order; a year
may follow, then "by", "von" or "par"); it runs on over the lines under it in its
type a line's step apart.  The holder is what comes before the first full stop that
closes a sentence (not one after an initial) or a comma before a licence word; a
year at its end is dropped.  A body holding the copyright is no author: a holder
with an institution's word (:data:`~tapyre_paper_search.pdf.cues.AFFILIATION`: "Inc", "Ltd", "GmbH",
"University", "Group", …) or a word of :data:`_BODY` (the shapes of a publisher,
a society or a firm: "Society", "Press", "Verlag", "Association", "Publishing",
"Limited", "B.V.", "the Authors", …) names nobody, and so does a holder any of whose
parts (split at commas, semicolons and "and", "und", "et", "y", "&") does not read
whole as one name (:func:`~tapyre_paper_search.pdf.authors.names_in_line`), or one of
whose names opens with a surname's particle, no given name before it ("© De Gruyter
2019", "© Van Nostrand"); a holder opening with an article ("© The Lancet") or
naming a body's kind ("Organization", "Collaboration", "Union", "Images") names nobody
either, nor does one opening with a German inflected adjective or reading as a topic
(:func:`~tapyre_paper_search.pdf.particletopics.topic_after_particle`: "© 2021 Deutsche
Telekom") or closing on a trade's noun ("Computer", "Airlines", "Systems"; bylines52),
or naming an insurer, an energy maker, a telegraph or a works in another language
("Versicherung", "Assicurazioni", "Energie", "Telegraph", "Seisakusho"; bylines54),
or naming a bank, a utility or a trading house (:mod:`.tradeholders`: "Banco Santander",
"Stadtwerke München", "Mitsubishi Shoji"; bylines55), or holding a firm's word after
its first (:func:`~tapyre_paper_search.pdf.companywords.has_company_word`, the words a
byline's firm is read by: "Tata Consultancy Services", "Acme Holdings"; bylines56),
and neither does a line crediting a work it reprints ("Reprinted with
permission") or one with neither a year nor a licence's words (a picture's credit "©
Bo Chen" under it; review56).  Asked
only where no other reading found a name on the page, last of
:func:`~tapyre_paper_search.pdf.lastbyline.last_resort_authors`'s fallbacks.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.companywords import has_company_word
from tapyre_paper_search.pdf.firmforms import firm_named
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.pagerrows import is_pager_row
from tapyre_paper_search.pdf.particletopics import topic_after_particle
from tapyre_paper_search.pdf.tradeholders import is_trade_holder

# "© 2021", "(c) 2020,", "Copyright © 2019 by", "Copyright 2018 von", "©2017 par"; a
# documentation page's footer sets the sign first: "© Copyright 2021, Ann Lee" (front61)
_OPENER = re.compile(
    r"^\W{0,2}(?:©|\(c\)|copyright\b)\s*(?:©|\(c\)|(?<=©\s)copyright\b|(?<=©)copyright\b)?"
    r"\s*(?:(?:19|20)\d\d\b[\s,]*)?"
    r"(?:(?:by|von|par)\s+)?",
    re.IGNORECASE,
)
# The shapes of a body holding a copyright, in English, German, French and Spanish:
# a society, a press, a publisher, an association, a firm's legal form, "the authors".
_BODY = re.compile(
    r"\b(?:societ|soci[ée]t[ée]|sociedad|gesellschaft|press(?:es)?\b|verlag|publish|"
    r"publication|[ée]dition|editorial\b|association|associa[çc]|asociaci|verein|"
    r"trust\b|limited|plc\b|s\.\s?a\.|b\.\s?v\.|n\.\s?v\.|kg\b|sons\b|media\b|crown\b|"
    r"authors?\b|author\(s\)|autor|auteur|licen[cs]ee|holder|journal|"
    r"proceedings|"
    # a body's kind that no person's name ends in: an organisation, a collaboration, a
    # union of states, a city, a picture agency, a review series (review56: "© World
    # Health Organization 2020", "© 2021 ATLAS Collaboration", "© Getty Images")
    r"organi[sz]ation|organizaci[oó]n|consorti|collaborat|kollaboration|uni[oó]n\b|"
    r"nations\b|nationen\b|government|regierung|gouvernement|gobierno|stadt\b|ville\b|"
    r"ciudad\b|city\b|images\b|photos?\b|pictures\b|bildarchiv|news\b|reviews\b|"
    r"nature\b|health\b|"
    # a trade's noun no person's name closes on: a maker of computers, a carrier, a
    # telephone company ("© 2020 Apple Computer", "© Acme Airlines"; bylines52)
    r"computers?\b|telekom\b|telecom\b|motors\b|airlines?\b|systems\b|software\b|"
    r"electronics\b|pharma|"
    # an insurer, a maker of energy, a telegraph or telephone company, a works, in
    # German, Italian, French, Spanish, Dutch, English and romanised Japanese ("©
    # Allianz Versicherung", "© Generali Assicurazioni", "© Siemens Energie", "© Nippon
    # Telegraph", "© Hitachi Seisakusho"; bylines54)
    r"versicherung|assicurazion|assurances?\b|seguros\b|verzekering|insurance\b|"
    r"energie\b|energia\b|énergie\b|energy\b|telegraph|telephone|telefon\b|"
    r"seisakusho\b|k[oō]gy[oō]\b|werke\b)",
    re.IGNORECASE,
)
# An article opening the holder: a body's or a journal's name, no person's ("© The
# Lancet", "© Die Zeit", "© Le Monde", "© El País"; review56)
_ARTICLE = re.compile(r"^(?:the|die|der|das|le|la|les|el|los|las)\s", re.IGNORECASE)
# A line crediting another work it reprints: its holder wrote that work, not the page
# ("© 2019 Bo Chen. Reprinted with permission.", "Nachdruck mit Genehmigung"; review56)
_QUOTED = re.compile(
    r"\b(?:reprint|reproduc|adapted|courtesy|with\s+permission|nachdruck|abdruck|"
    r"mit\s+genehmigung|reprodu(?:it|cido)|avec\s+l'autorisation|con\s+permiso)",
    re.IGNORECASE,
)
# A year anywhere in the line: the page's own copyright line dates it; a credit under
# a photograph or figure ("© Bo Chen") seldom does
_YEAR = re.compile(r"\b(?:19|20)\d\d\b")
_YEAR_END = re.compile(r"[\s,]*(?:19|20)\d\d\s*$")
# A full stop that closes a sentence, not one after an initial ("V. M. Nakamura")
_STOP = re.compile(r"(?<!\b[^\W\d_])\.(?:\s|$)")
# A comma or stop before what a licence line goes on to ("…, licensee X", "… All rights")
_TAIL = re.compile(
    r"[,;.]?\s+(?:all\s+rights|some\s+rights|published|licen[cs]ed?|distributed|"
    r"veröffentlicht|alle\s+rechte|publi[ée]|tous\s+droits|this\s+(?:is|work|article)|"
    # the licensee after the holders ("© 2021 Ann Lee; licensee Acme Ltd."), Spanish
    # and Italian leads (review56)
    r"licen[cs]ee|publicado|todos\s+los\s+derechos|pubblicato|tutti\s+i\s+diritti)\b",
    re.IGNORECASE,
)
_SPLIT = re.compile(r"\s*(?:[,;]|\b(?:and|und|et(?!\s+al\b)|y)\b|&)\s*")
# A name opening with a surname's particle: no given name before it
_PARTICLE = re.compile(r"^(?:de|di|da|du|del|della|van|von|der|den|la|le|ten|ter)\s", re.I)
_MAX_LINES = 4
_STEP = 1.8
"""The line's continuations stand within this many of its sizes of the one above."""


def copyright_names(lines: Sequence[Line], page_height: float) -> tuple[str, ...]:
    """The people the copyright line at the foot of the first page's ``lines`` (that
    page ``page_height`` points tall) names as its holders; ``()`` when it names a
    body, or none is there (see the module)."""
    if not lines:
        return ()
    page = lines[0].page
    for i, line in enumerate(lines):
        if line.page != page:
            break
        if line.y0 < page_height / 2 and not (i and is_pager_row(lines[i - 1].text)):
            continue  # (a documentation page's footer stands under its pager: front61)
        opener = _OPENER.match(line.text.strip())
        if opener is None or opener.end() == 0 or not _opens(line.text):
            continue
        joined = _joined(lines, i)
        if _QUOTED.search(joined) or not (_YEAR.search(joined) or _TAIL.search(joined)):
            continue  # another work's credit, or a picture's (review56)
        names = _holders(joined[opener.end() :])
        if names:
            return names
    return ()


def _opens(text: str) -> bool:
    """Whether ``text`` opens with a copyright sign or word (not a stray parenthesis)."""
    head = text.strip()[:12].lower()
    return "©" in head or "(c)" in head or "copyright" in head


def _joined(lines: Sequence[Line], i: int) -> str:
    """Line ``i``'s text and that of the lines under it in its type, a line's step apart."""
    text, last = lines[i].text.strip(), lines[i]
    for line in lines[i + 1 : i + _MAX_LINES]:
        if _STOP.search(text) or not line.same_type(last) or line.page != last.page:
            break
        if not 0 < line.y0 - last.y0 <= _STEP * last.size:
            break
        text += " " + line.text.strip()
        last = line
    return text


def _holders(rest: str) -> tuple[str, ...]:
    """The names of the holder that ``rest`` (the line after its opener) begins with;
    ``()`` for a body or anything that does not read whole as names."""
    tail = _TAIL.search(rest)
    holder = rest[: tail.start()] if tail else rest
    stop = _STOP.search(holder)
    holder = _YEAR_END.sub("", holder[: stop.start()] if stop else holder).strip(" ,;")
    if not holder or _BODY.search(holder) or cues.AFFILIATION.search(holder):
        return ()
    if _ARTICLE.match(holder) or is_trade_holder(holder):
        return ()
    if has_company_word(holder.split()) or firm_named(holder.split()):
        return ()  # "© 2022 Tata Consultancy Services": a firm's words (bylines56)
    names: list[str] = []
    for part in _SPLIT.split(holder):
        read = names_in_line(part) if part else []
        if len(read) != 1:
            return ()
        names.extend(_italian_pair(read[0]))
    if any(_PARTICLE.match(name) for name in names):
        return ()  # "© De Gruyter 2019": a surname with no given name is a firm's name
    if any(topic_after_particle(name) for name in names):
        return ()  # "© 2021 Deutsche Telekom": an inflected adjective opens no name
    return tuple(names)


def _italian_pair(name: str) -> list[str]:
    """``name`` split at an Italian or Portuguese "e" where each side reads whole as one
    name of two words or more ("Marco Rossi e Lara Stein"); whole otherwise, as a
    compound surname's "e" ("Ana Costa e Silva"; review56)."""
    sides = name.split(" e ")
    if len(sides) < 2:
        return [name]
    read = [names_in_line(side) for side in sides]
    if all(len(r) == 1 and len(r[0].split()) >= 2 for r in read):
        return [r[0] for r in read]
    return [name]


__all__ = ["copyright_names"]
