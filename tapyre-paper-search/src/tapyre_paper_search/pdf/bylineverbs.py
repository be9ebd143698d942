"""A byline's lead read from its verb's form: a past participle and its "by" (bylines45).

:mod:`~tapyre_paper_search.pdf.byleads`' table lists the verbs of making a text that a
byline opens with ("Prepared by", "Rédigé par", …).  A byline whose verb is not in it
("Cette étude a été réalisée par Claire Martin", "Designed by Ann Lee and Bo Chen",
"Informe redactado por Ana Gil y Carlos Ruiz", "Gezeichnet von Hans Müller") named
nobody, or lost its first name, glued to the lead.  :data:`PARTICIPLE_LEAD` reads the lead
from the verb's form instead: a past participle in its language's shape, then that
language's "by", at the line's start or after a document's noun and its auxiliary
("Cette étude a été …", "Estudo …"):

- English ``-ed``/``-en`` before "by" ("Drafted by", "Written by");
- French ``-é``, ``-ée``, ``-és``, ``-ées`` before "par" ("réalisée par");
- German ``ge-…-t``/``ge-…-en`` (a separable particle before "ge" allowed), and ``be-``,
  ``er-``, ``ver-``, ``ent-``, ``zer-`` ``…-t`` or, a strong verb's, ``…-en`` before "von"
  ("zusammengestellt von", "bearbeitet von", "entworfen von"; bylines49);
- Spanish and Portuguese ``-ado``/``-ido`` (``-a``, ``-s``) before "por";
- Italian ``-ato``/``-ito``/``-uto`` (``-a``, ``-i``, ``-e``) before "da";
- German ``…-iert`` before "von" ("kuratiert von"), Dutch ``ge-…-d``/``-t``/``-en``
  before "door" ("samengesteld door"), Swedish, Norwegian and Danish ``…-d``/``-t``/
  ``-et``/``-en`` before "av"/"af" ("sammanställd av", "skrevet af") and Polish
  ``…-ane``/``-ony``/``-ał`` before "przez" ("opracowane przez"; bylines51).

And one idiom with no participle, Italian "a cura di" (edited by).

The verb's form alone is weak evidence (a given name may end so: "Renato da Costa
Lima", "Gebhardt von Blücher"), so the word is no given name
(:func:`~tapyre_paper_search.pdf.givennames.is_given_name`); before "da" or "von" (a
name's particle too, :data:`PARTICLE_BYS`) with no document's noun before the verb, the
first name after it opens with a known given name, or the line names nobody where a
topic follows (:func:`~tapyre_paper_search.pdf.particletopics.topic_after_particle`:
"Gesteuert von Künstlicher Intelligenz"; bylines48); and what follows must read
as names by itself (:func:`~tapyre_paper_search.pdf.bylinepeople.reads_as_names`): a
body ("Funded by the European Research Council", "réalisée par le Ministère …") or a
sentence ("Inspired by Smith et al., we …") leaves the line as it was, and so does a
verb of another role than a maker's (:data:`OTHER_ROLES`: "Supervised by", "Révisé par",
"Traducido por", "Gefördert von").  Spanish and
Portuguese "de" is no "by" here: it is a name's particle as often ("Alvarado de la Cruz").
"""

from __future__ import annotations

import re
import unicodedata

from tapyre_paper_search.pdf.bylineirregular import irregular_shape
from tapyre_paper_search.pdf.bylinepeople import reads_as_names
from tapyre_paper_search.pdf.bylineplurals import plural_topic
from tapyre_paper_search.pdf.bylinetails import (
    AND_WORDS,
    DOC_NOUNS,
    joined_and_placed,
    members_after_colon,
    titled_after,
)
from tapyre_paper_search.pdf.givennames import is_given_name
from tapyre_paper_search.pdf.makerparticiples import maker_participle
from tapyre_paper_search.pdf.particletopics import (
    dictionary_participle,
    name_with_own_particle,
    topic_after_particle,
)
from tapyre_paper_search.pdf.refcreators import is_organisation

_L = r"[^\W\d_]"
"""One letter of any alphabet."""

PARTICIPLES: dict[str, tuple[str, str]] = {
    "en": (rf"{_L}{{3,}}(?:ed|en)", "by"),
    "fr": (rf"{_L}{{2,}}é(?:es?|s)?", "par"),
    "de": (
        rf"{_L}*ge{_L}{{2,}}(?:t|en)|(?:be|er|ver|ent|zer){_L}{{3,}}(?:t|en)|{_L}{{3,}}iert",
        "von",
    ),
    "es/pt": (rf"{_L}{{3,}}[ai]d[oa]s?", "por"),
    "it": (rf"{_L}{{3,}}[aiu]t[oaie]", "da"),
    "nl": (rf"{_L}*ge{_L}{{2,}}(?:d|t|en)", "door"),
    "sv/no/da": (rf"{_L}{{3,}}(?:d|t|et|en)", "av|af"),
    "pl": (rf"{_L}{{3,}}(?:ane|ana|any|ony|ona|one|ał|ała|ali|ały)", "przez"),
}
"""Per language: a regex for a past participle's shape and the "by" that follows it."""

for _language, (_shape, _by) in PARTICIPLES.items():
    if irregular_shape(_language):  # "Made by", "fait par", "condotto da" (bylines46)
        PARTICIPLES[_language] = (f"{_shape}|{irregular_shape(_language)}", _by)

IDIOMS = (r"a\s+cura\s+di",)
"""Leads with no participle: Italian "a cura di" (edited by)."""

OTHER_ROLES = (
    # en: reviewed, edited, translated, supervised, funded, sponsored, designed (a
    # report's layout), printed, published, approved, hosted, chaired, followed, …
    "review", "revis", "edit", "communicat", "translat", "handl", "moderat", "check",
    "recommend", "accept", "illustrat", "photograph", "supervis", "advis", "examin",
    "direct", "approv", "fund", "support", "sponsor", "financ", "commission", "endors",
    "host", "chair", "introduc", "follow", "inspir", "power", "publish", "distribut",
    "print", "design", "typeset", "proofread", "mentor", "award", "grant", "invit",
    "nominat", "select", "caus", "driv", "accompan",
    # fr: révisé, édité, dirigé, encadré, évalué, approuvé, illustré, imprimé, présidé,
    # publié, traduit, financé (above)
    "révis", "édit", "dirig", "encadr", "évalu", "approuv", "illustr", "imprim", "présid",
    "publi", "tradui",
    # de: herausgegeben, betreut, begutachtet, übersetzt, gefördert, finanziert,
    # unterstützt, geprüft, genehmigt, gestaltet, gedruckt, lektoriert, redigiert,
    # veröffentlicht, verlegt, vertreten (represented), verliehen (awarded; bylines49)
    "herausgeg", "betreu", "begutacht", "übersetz", "geförder", "finanz", "unterstütz",
    "geprüf", "genehmig", "gestalte", "gedruck", "lektor", "redigier", "veröffentlich",
    "verleg", "vertret", "verlieh",
    # es/pt: traducido, apoyado, aprobado, patrocinado, orientado, tutelado, avaliado,
    # aceptado, subvencionado, encomendado, encargado
    "traduc", "apoy", "aprob", "patrocin", "orient", "tutel", "avali", "acept",
    "subvencion", "encomend", "encarg",
    # it: revisionato, finanziato, sostenuto, approvato, pubblicato, presieduto,
    # accettato, esaminato, valutato
    "sostenut", "pubblic", "presied", "accett", "esamin", "valut",
    # nl/sv/no/da/pl (bylines51): vertaald, gecontroleerd, beoordeeld, redigert (edited),
    # granskad, översatt, oversat, godkänd, finansierad, recenzowane, przetłumaczone
    "vertaal", "gecontroleer", "beoordeel", "redig", "gransk", "översat", "oversat",
    "godkän", "recenz", "przetłumacz", "sprawdz", "zatwierdz",
    # review55: sponsrad (sv: sponsored), motiverad/motivated, opgedragen (nl: dedicated),
    # influenced, beïnvloed (nl: influenced)
    "sponsr", "motiv", "opgedrag", "influenc", "beïnvloed", "beinvloed",
)  # fmt: skip
"""The stems of participles that name other people's roles than a text's makers (its
reviewers, editors, translators, supervisors, funders, designers, printers): a lead of
one names no authors, as on a byline of :func:`~tapyre_paper_search.pdf.authors.names_others`
or a supervisors' label of :mod:`~tapyre_paper_search.pdf.committee`."""

_OPENING = (
    r"(?:(?:this|the|ce|cette|le|la|dieser|diese|dieses|der|die|das|este|esta|el|o|a"
    r"|questo|questa|il|lo)\s+)?(?:[^\W\d_]+\s+)?"
    rf"(?:{DOC_NOUNS})\s+"
    r"(?:(?:was|has\s+been|is|wurde|ist|a\s+[ée]t[ée]|est|fue|ha\s+sido|foi"
    r"|[èe]\s+stat[oa]|[èe])\s+)?"
)
"""A document's noun opening the line before the lead (an article and one word before
it, an auxiliary after it): "Cette étude a été", "Informe", "O relatório foi"."""

PARTICIPLE_LEAD = re.compile(
    rf"^\s*(?P<opening>{_OPENING})?(?:(?P<verb>"
    + "|".join(
        rf"(?:co-)?(?:{verb})(?:\s+(?:{AND_WORDS})\s+(?:{verb}))?\s+(?:{by})"
        for verb, by in PARTICIPLES.values()
    )
    + ")|"
    + "|".join(IDIOMS)
    + r")\s*:?\s+",
    re.IGNORECASE,
)
"""A lead of :data:`PARTICIPLES` (one participle, or two joined by a word for "and":
"Elaborado y redactado por") or :data:`IDIOMS` at a line's start, a document's noun
before it allowed, a colon after it allowed, and the space after it.  A participle may
take a hyphened "co-" ("Co-led by", "Co-written by", "Co-rédigé par"; bylines54): its
stem is read for another role as the participle's is (:data:`_PARTICIPLE_PREFIXES`:
"Co-supervised by" names no maker)."""


PARTICLE_BYS = frozenset(("da", "von"))
"""The words for "by" that are also a name's particle ("Leonardo da Vinci", "Ursula von
der Leyen"): after a participle with no document's noun before it, the first name after
one must open with a known given name (:func:`_particle_before_surname`)."""

_FIRST_WORD = re.compile(r"\s*([^\W\d_]+)")

_OPEN_LIST_END = re.compile(rf"(?:\s*,)?\s+(?:{AND_WORDS})\s*$|\s*,\s*$", re.IGNORECASE)
"""A list of names left open at the line's end, a word for "and" or a comma last: the
byline wraps there ("Made by Ann Lee, Bo Chen and" / "Eva Roth"), the next line's names
read on their own (bylines46)."""


def _particle_before_surname(verb: str, rest: str) -> bool:
    """Whether ``verb`` (a participle and its "by") ends in a name's particle
    (:data:`PARTICLE_BYS`) and ``rest`` opens with no known given name: the line may be
    one person's name ("Renato da Costa Lima", "Gebhardt von Blücher"); not where a name
    with a particle of its own follows "von"
    (:func:`~tapyre_paper_search.pdf.particletopics.name_with_own_particle`)."""
    participle, by = verb.rsplit(maxsplit=1)
    if by.casefold() not in PARTICLE_BYS or name_with_own_particle(participle, by, rest):
        return False  # (not "Entwickelt von Johann von Neumann": review48)
    first = _FIRST_WORD.match(rest)
    return first is None or not is_given_name(first.group(1))


# A participle's prefix before a verb's stem: Dutch "ge-" ("geïnspireerd": inspired),
# Polish "za-", "wy-" ("zainspirowane"); review55.
_PARTICIPLE_PREFIXES = ("ge", "za", "wy", "co-")
_MIN_STEM = 4


def _stems(word: str) -> set[str]:
    """``word`` in small letters, and less a participle's prefix (:data:`_PARTICIPLE_PREFIXES`),
    a diaeresis that parts the prefix from the stem dropped ("geïnspireerd" ->
    "inspireerd"; review55)."""
    folded = word.casefold()
    stems = {folded}
    for prefix in _PARTICIPLE_PREFIXES:
        rest = folded[len(prefix) :]
        if folded.startswith(prefix) and len(rest) >= _MIN_STEM:
            first = unicodedata.normalize("NFD", rest[0])[0]
            stems.add(first + rest[1:])
    return stems


def _maker(word: str) -> bool:
    """Whether ``word`` (a participle of a lead) may be a maker's verb: no given name
    and no other role's (:data:`OTHER_ROLES`), its stem after a participle's prefix
    read too ("Geïnspireerd door", "Zainspirowane przez"; review55)."""
    return not is_given_name(word) and not any(
        stem.startswith(OTHER_ROLES) for stem in _stems(word)
    )


def participle_names(line: str) -> str | None:
    """The names after a lead of :data:`PARTICIPLE_LEAD` on ``line``: less a title or a
    post after a colon or a dash, a body before its members
    (:func:`~tapyre_paper_search.pdf.bylinetails.members_after_colon`), a place after
    "at" and with "with" read as a list's comma
    (:func:`~tapyre_paper_search.pdf.bylinetails.joined_and_placed`); ``None`` where no
    such lead opens the line or the line opens in small letters (a sentence's wrapped
    part: "described by …"), its verb is a given name or another role's
    (:data:`OTHER_ROLES`), or what follows reads as no
    names (:func:`~tapyre_paper_search.pdf.bylinepeople.reads_as_names`) or, after an
    English verb of no making, as a plural topic
    (:func:`~tapyre_paper_search.pdf.bylineplurals.plural_topic`: "Shaped by Ocean
    Currents"; bylines49)."""
    if not line.lstrip()[:1].isupper():
        return None  # "driven by …" in small letters: a sentence wrapped onto the line
    led = PARTICIPLE_LEAD.match(line)
    if led is None:
        return None
    verb = led.group("verb")
    if verb is not None and not any(_maker(word) for word in verb.split()[:-1:2]):
        return None  # "Renato da Costa Lima" (a given name), "Supervised by …"
    rest = line[led.end() :]
    if verb is not None and not led.group("opening") and _particle_before_surname(verb, rest):
        if topic_after_particle(rest):  # "Gesteuert von Künstlicher Intelligenz" (bylines48)
            return ""
        if is_organisation(rest.split()):  # "Realizzato da Agenzia Spaziale Italiana"
            return ""  # a body after the participle's "by", no name's particle (bylines50)
        participle = verb.rsplit(maxsplit=1)[0]
        if not (dictionary_participle(participle) or maker_participle(participle)):
            return None  # "Gebhardt von Blücher": a given name, a particle and a surname
        # "Gezogen von Lara Stein": a verb of the lists, its "by" (bylines50); "Curato da
        # Lara Stein", "Kuratiert von …": a maker's verb by its form (bylines51)
    english = verb is not None and verb.split()[-1].casefold() == "by"
    if english and plural_topic(verb.split()[:-1:2], rest.strip()):
        return None  # "Shaped by Ocean Currents": no maker's verb, a topic (bylines49)
    rest = joined_and_placed(titled_after(rest) or members_after_colon(rest) or rest)
    rest = _OPEN_LIST_END.sub("", rest)  # "…, Bo Chen and" / "Eva Roth" (bylines46)
    return rest if reads_as_names(rest) else None


__all__ = [
    "IDIOMS",
    "OTHER_ROLES",
    "PARTICIPLES",
    "PARTICIPLE_LEAD",
    "PARTICLE_BYS",
    "participle_names",
]
