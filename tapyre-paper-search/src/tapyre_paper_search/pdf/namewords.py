"""Whether a piece of a byline reads as a personal name, and as which (pure).

The word lists a name is made of (surname particles "van", "de la", "bin"; Gaelic
patronymics "Ní", "Mac"; the conjunctions of compound surnames and bylines, "y",
"e", "et"; suffixes "Jr."), the word shape of a name (:data:`NAME_WORD`, an
initial :data:`INITIAL`), and :func:`as_name`: two to five capitalised name words
(particles, elided particles "d'Ambrumenil", a Catalan "i" joining a compound
surname allowed), no place word (:func:`is_place`: an affiliation, country,
postcode or field of study), no membership grade or job title alone, no word of
running text set in capitals; a name set in capitals is given in title case.
Cutting a line into pieces and deciding which pieces are names of a byline is
:mod:`~tapyre_paper_search.pdf.authors`'s.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.capscase import capital_word, title_case
from tapyre_paper_search.pdf.citelabels import is_cite_label
from tapyre_paper_search.pdf.compoundgiven import compound_given
from tapyre_paper_search.pdf.contactdesks import is_contact_desk
from tapyre_paper_search.pdf.contractedparticles import contracted_particle_at
from tapyre_paper_search.pdf.familycaps import family_recased
from tapyre_paper_search.pdf.jobtitles import is_job_title
from tapyre_paper_search.pdf.kinwords import KIN_LINKS, unlinked
from tapyre_paper_search.pdf.linkphrases import LINK_LAST, is_link_phrase
from tapyre_paper_search.pdf.namelinks import (
    ELIDED_ARTICLES,
    glued_article,
    kin_before_surname,
    kin_closer,
    link_at,
    lower_name_word,
    unknown_particle_at,
)
from tapyre_paper_search.pdf.namememo import per_document
from tapyre_paper_search.pdf.notnames import is_bio_heading, is_latin_phrase
from tapyre_paper_search.pdf.seriesnames import is_series_name
from tapyre_paper_search.pdf.uiwords import is_ui_label

PARTICLES = frozenset(
    (  # noqa: SIM905
        "van von der den de del della des di da do dos das du la le bin ibn al el ter ten zu y e af"
        " los las dela delos delas"
        " dal dalla dalle degli delle dello"  # Italian articled "dalla Costa" (bylines71)
    ).split()
    + list(ELIDED_ARTICLES)
)
"""The lower-case particles of a surname ("van", "de la", "bin", "y"; the plural
articles of Spanish and Filipino surnames, "de los Santos", and their contractions,
"dela Cruz", "delos Reyes"; Italian's articled "dal", "dalla", "degli", "dello": "degli
Uberti", bylines71, not "dei", a place's "Trinità dei Monti"; the Dutch elided "'t",
names33; the Swedish noble "af", names34: "Ebba af Klint")."""
AFTER_NAME = frozenset(
    "PhD DPhil MD MSc MPhil MA MS MBA MPH BSc BA BS RN DDS DMD DVM PharmD JD LLM MBBS "  # noqa: SIM905
    "MBChB FRCS FRCP FACS DrPH Jr Sr II III IV "
    # bylines64: medicine's "MB BCh BAO", India's "DNB", nursing's "BSN"/"MSN"
    "MB BCh BAO DNB BSN MSN "
    # bylines71: orders and fellowships printed as post-nominals, like degrees ("Helen Ward
    # OBE FRS", "Ian Scott CBE"; the convention drops honours)
    "OBE MBE CBE KBE DBE FRS FREng FRSE FBA FMedSci FRSC FRCPath FRACP FRACS FRCPC FACP FACC FAHA"
    "".split()
)
"""A degree or a generational suffix after a name ("John Smith, MD, PhD", "…, Jr."), as
set (dots left out): one word, yet no name's first part (moved here from
:mod:`~tapyre_paper_search.pdf.authorband`, bylines45, for
:mod:`~tapyre_paper_search.pdf.bylinepeople` to read too)."""
SUFFIXES = frozenset(["jr", "jr.", "sr", "sr.", "ii", "iii", "iv"])
"""A name's generational suffixes ("Jr.", "III"), lower-cased: they close a name, never
make one ("Quliyev Jr." is no person's name; names37)."""
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
# A capital letter of an initial, accented ones of Latin-1 too ("M.-È. Tremblay", "J.-É.
# Roy": hyphenated initials of French given names; bylines60).
_CAPITAL = CAPITAL = "[A-ZÀ-ÖØ-Þ]"
NAME_WORD = re.compile(
    rf"^(?:[^\W\d_][^\W\d_'’.\-]*(?:[-'’][^\W\d_][^\W\d_'’.]*)*\.?|{_CAPITAL}\.(?:-?{_CAPITAL}\.)*)$"
)


INITIAL = re.compile(rf"^{_CAPITAL}\.(?:-?{_CAPITAL}\.)*$")
# Irish and Scottish Gaelic patronymic particles, capitalised ("Aoife Ní Bhriain", "Eoin
# Nic Cathasaigh", "Siobhán Ó Dónaill", "Eoin Mac Raghnaill", "Mhic", "Uí"): like
# :data:`PARTICLES` they open no person's name, so names run together are never cut
# before one ("Ciarán Siobhán" / "Nic Raghnaill" had been two people), and a line
# ending with one wraps inside a name (:mod:`.bandbreaks`, "Pádraig Ní" / "Murchú").
# Kept apart from :data:`PARTICLES`, which are set in lower case in a name printed in
# capitals.
GAELIC = frozenset(["ní", "nic", "ó", "ua", "uí", "mac", "mhic"])
PATRONYMS = frozenset(["ben", "bat", "bint", "ap", "ab", "ferch", "verch", "wa", *KIN_LINKS])
"""The lower-case links of a patronym between a given name and the father's name: Hebrew
"ben" / "bat" ("Yael bat Cohen"), Arabic "bint", Welsh "ap" / "ab" / "ferch" / "verch"
("Rhys ap Gruffydd"), the Kikuyu "wa" ("Njeri wa Muigai"; names35), and the words of
kin of :data:`.kinwords.KIN_LINKS` (the Tuareg "ag" / "welet": "Iyad ag Alghabass";
names43).  Lower case only
and inside a name only: "Ben" and "Bat" are given names, and "bat", "ab" English words,
so unlike :data:`PARTICLES` a capitalised one is no link, and a name never opens or
closes with one."""


def particle(word: str) -> bool:
    """Whether ``word`` is a surname's particle (any case), a Gaelic patronymic, or a
    lower-case patronym link (:data:`PATRONYMS`): a word no name opens with."""
    low = word.lower()
    return low in PARTICLES or low in GAELIC or word in PATRONYMS


CONJUNCTIONS = frozenset("y e et und és i och og en ja ve și şi и і та και oraz và ile".split())  # noqa: SIM905
"""The word for "and" in languages whose bylines use it between two names ("María López y
Juan Pérez", "Ana Silva e João Costa", "Jean Dupont et Marie Curie"; names40: the Finnish
and Estonian "ja", the Turkish "ve", the Romanian "și" in either of its two spellings;
bylines55: the Cyrillic "и" of Russian, Bulgarian and Serbian and the "і" of Ukrainian
and Belarusian, "Иван Петров и Анна Смирнова"; bylines56: the Ukrainian "та" and the
Greek "και"; bylines57: the Polish "oraz", the Vietnamese "và", the Turkish "ile").
Words that are names or English words in capitals too ("dan", "un", "a") are left out
(the Czech and Slovak "a": :mod:`~tapyre_paper_search.pdf.czechand`; the Indonesian and
Malay "dan": :mod:`~tapyre_paper_search.pdf.lowerands`)."""


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


def is_place(piece: str) -> bool:
    """Whether ``piece`` holds an affiliation, country, postcode or field word (a word of
    kin inside a name, "Iyad ag Alghabass", is no company's "AG": names43)."""
    return bool(
        cues.has_affiliation(unlinked(piece))
        or cues.has_country(piece)
        or cues.POSTCODE.search(piece)
        or _FIELD.search(piece)
        or _field_word(piece)
        or _PLACE_ARTICLE.match(piece)
    )


def looks_like_name(piece: str, *, places: bool = True) -> bool:
    """Whether ``piece`` reads as a personal name (``places=False``: the caller knows
    it holds no affiliation, country or postcode words).  A piece of fewer than two words
    is none (:func:`as_name`'s own first test: a name has two to five), told without the
    memo's lookup (a justified line's words, each a span beside a wide space; speed45)."""
    return len(piece.split(None, 1)) == 2 and bool(as_name(piece, places=places))


_ROLE_VERB = re.compile(
    r"prepared|written|authored|compiled|produced|submitted|reviewed|approved|edited"
    r"|checked|drawn|designed|translated|presented|supervised|reported|commissioned"
    r"|funded|sponsored|supported|published|issued|developed|created|coordinated|led"
    r"|made|revised|verified|photographed|illustrated",
    re.IGNORECASE,
)
"""The verb of a role's label "… by": "Ann By" (a Norwegian surname) is a name, "PREPARED
BY" none (review118)."""


_BIO_OPENERS = frozenset("AaÜüZzÀàSsTtOo")
"""The first letters of an "About the author(s)" heading's forms (the cheap gate)."""


@per_document
def as_name(piece: str, *, places: bool = True) -> str:
    """``piece`` as a personal name (all-capitals set in title case), or ``""``."""
    words = piece.split()
    if words and words[-1].lower().rstrip(",") in SUFFIXES and len(words) > 2:
        core = words[:-1]
    else:
        core = words
    # A compound surname's conjunction is no word of its own ("Ana Paula Costa e Silva Santos").
    joins = sum(1 for w in core[1:-1] if w in CONJUNCTIONS)
    # Two-word particles count as one (bylines57), as does a given name's "de" once (fix61a)
    pairs = (core[k] in PARTICLES and core[k - 1] in PARTICLES for k in range(2, len(core) - 1))
    joins += sum(pairs) + (compound_given(core[:3]) or compound_given(core[:4]))
    if not 2 <= len(core) - joins <= 5 or (places and is_place(piece)):
        return ""
    if all(w.lower() in _GRADES for w in core) or is_job_title(piece):
        return ""
    if is_contact_desk(piece):
        return ""  # "Press Office", "Media Relations": a body's desk (bylines55)
    if is_series_name(piece) or is_latin_phrase(core):
        return ""  # a series: "Working Paper" (bylines56); "Amici Curiae" (front66)
    if all(len(w) == 1 for w in core):
        return ""  # a word set letter-spaced ("N E W S", "L O N G R E A D"; names40)
    if core[0][:1] in _BIO_OPENERS and is_bio_heading(piece):
        return ""  # "ABOUT THE AUTHORS" over a card's names (front39)
    if core[-1].lower() in LINK_LAST and is_link_phrase(core):
        return ""  # a card's link: "Read More", "VIEW PROFILE" (front41b)
    if is_ui_label(core):
        return ""  # a page's control: "Download PDF", "Open in viewer" (front53)
    if is_cite_label(piece):
        return ""  # a citation box's label: "Data Citation", "Suggested Citation" (front55)
    if core[-1].lower() == "by" and _ROLE_VERB.fullmatch(core[-2]):
        return ""  # a role's label in capitals: "PREPARED BY", "WRITTEN BY" (front38)
    for k, word in enumerate(core):
        if word.isupper() and word.lower() in _TEXT_WORDS:
            return ""
        if word.lower() in PARTICLES or _ELIDED.match(word) or _catalan_join(core, k):
            if word == "af" and k != len(core) - 2:
                return ""  # "af" goes before a name's last word; else the Danish "by" (review99)
            continue
        if word in PATRONYMS and 0 < k < len(core) - 1:
            continue
        if not NAME_WORD.match(word) or not word[0].isupper():
            if k and (
                glued_article(word)
                or _kin_at(core, k)
                or link_at(core, k)
                or unknown_particle_at(core, k, PARTICLES)
                or contracted_particle_at(core, k)  # "Eva zur Mühlen" (bylines64)
            ):
                continue  # "Faisal al-Qasimi", "Azamat Kadyr uulu", "Rói við Stein"
            if word in CONJUNCTIONS and _particle_join(core, k):
                continue
            return ""
    if sum(map(str.isalpha, piece)) < 3 or not (
        core[-1][0].isupper() or _ELIDED.match(core[-1]) or lower_name_word(core[-1])
    ):
        return ""
    long_words = [w for w in words if len(w.strip(".")) > 1]
    if long_words and all(capital_word(w) for w in long_words):
        # "JANE DOE" in small-caps styles; particles inside a name and words of kin where
        # a name holds them ("TALANT BOLOT UULU") stay lower case: the name read back
        # is still a name (review108: "ANNA MARIA OGLU SMITH JONES"); a link word
        # ("SÁMAL Í LAKJUNI", "ROSMAIDA BR. SITOMPUL") where one stands (names37)
        lowered = [w.lower() if i == len(core) - 2 else w for i, w in enumerate(core)]
        words = [
            w.lower()
            if (0 < i < len(words) - 1 and (w.lower() in PARTICLES or w.lower() in PATRONYMS))
            or (w.lower() in CONJUNCTIONS and _particle_join([c.lower() for c in core], i))
            or (i < len(core) and _catalan_join(core, i))  # "i" lowered (strictcuts, names44)
            or (i < len(core) and (_kin_at(core, i) or link_at(lowered, i)))
            else title_case(w)
            for i, w in enumerate(words)
        ]
    else:
        words = family_recased(words)  # "WANG Xiaoming", "Jean DUPONT" (bylines58)
    return " ".join(words)


def _kin_at(core: list[str], k: int) -> bool:
    """Whether ``core[k]`` is a Turkic word of kin where a name holds one: after the
    given name and the father's name, closing the name ("Azamat Kadyr uulu") or, an
    Azerbaijani word only (:func:`.namelinks.kin_before_surname`), before a capitalised
    surname, the name's last word ("Elvin Rauf oğlu Quliyev"; names36).  A Kyrgyz
    "uulu" closes the name: "Talant Bolot uulu" + "Asanova" is no name (review108)."""
    last = len(core) - 1
    if k < 2 or not kin_closer(core[k]):
        return False
    return k == last or (k == last - 1 and core[last][:1].isupper() and kin_before_surname(core[k]))


def _catalan_join(core: list[str], k: int) -> bool:
    """Whether ``core[k]`` is Catalan's "i" joining a compound surname's two halves
    ("Joan Puig i Ferrer"): lower case, after a given name and a surname, before the
    name's last word (as "y" and "e", :data:`PARTICLES`, do in Spanish and Portuguese;
    "I" is no particle: a Roman numeral or an initial)."""
    return core[k] == "i" and 2 <= k == len(core) - 2


def _particle_join(core: list[str], k: int) -> bool:
    """Whether the conjunction ``core[k]`` joins two lower-case particles into one
    ("Adelheid von und zu Castell-Rüdenhausen"; review99)."""
    return 0 < k < len(core) - 2 and core[k - 1] in PARTICLES and core[k + 1] in PARTICLES
