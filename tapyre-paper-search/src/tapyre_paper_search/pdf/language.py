"""Which of English, German, French and Dutch a run of text is written in (pure).

:func:`text_language` weighs two kinds of evidence word by word: function words
only one of the three languages writes ("the", "und", "les" …; words two of
them share, "in", "des", "an", are left out) and letters only German or only
French spells with ("ä", "ß"; "é", "ç" …; a word counts once).  A text is
told when its best language has at least ``least`` points and more than twice
the next one's; else :func:`~tapyre_paper_search.pdf.words.word_language` (the
English and German word lists) decides, and ``""`` means it cannot be told.
A title of a few words is told by one function word or one accented word
(``least=1``); longer text needs two.  In a title, letters count only in
lower-case words: a capitalised or upper-case one may be a name ("Poincaré
Duality", "Gödel Machines" are English titles).  Spanish and Italian function words
and letters (lang26) score too: text they weigh in as much as the best of the four
is told as none of them (a Spanish title's language cannot be told); capitalised, one
of their function words counts only before a lower-case word, so names cited in other
text ("El Niño", "Los Alamos") are no Spanish (lang29).  Dutch (lang35) is told by its
own function words ("het", "een", "voor", "niet" …; not "van", "door", "die", "is",
"werden", which English or German write too; lang36: "is" and "die" in lower case
count for Dutch as well where a Dutch-only word is seen, lang39: and "werden") and by
"ij" in a lower-case word ("wij", "tijd"; "Beijing" is a name); Portuguese counts with
Spanish and Italian (its function words "uma", "os", "pela" …, and "ã"/"õ" in a
lower-case word, which outweigh a "ç" or "ê" French spells too: "redução" is no French;
a capitalised one is a name, "São Paulo", and no French either).
"""

from __future__ import annotations

import re
from typing import Final

from tapyre_paper_search.pdf.words import word_language


def _words(text: str) -> frozenset[str]:
    """The words of a space-separated list."""
    return frozenset(text.split())


_FUNCTION_WORDS: Final = {
    "en": _words(
        "the of and to is for on with that are by this we from which our these was were "
        "has have its their been be than into between using based towards via"
    ),
    "de": _words(
        "der die das und ist von den dem für mit im zu auf ein eine einer eines einem "
        "nicht sich wir werden wird sind als auch bei aus nach über zur zum oder wie "
        "durch unter dass diese dieser wurden wurde zwischen sowie ihre unsere"
    ),
    "fr": _words(
        "le la les du et est pour dans une un sur par au aux nous sont que qui ce cette "
        "avec pas plus leur leurs ses entre vers sans selon été ont"
    ),
    "nl": _words(
        "het een voor niet zijn deze dat wij onze naar ook bij uit aan tussen "
        "wordt werd hebben heeft kunnen geen maar echter zoals waarbij omdat welke hun "
        "gedurende tijdens zonder volgens tegen sinds"
    ),
}
# German function words English spells too.
_ENGLISH_TOO: Final = frozenset({"die"})
# English and German function words Dutch writes too, in lower case.
_DUTCH_TOO: Final = frozenset({"is", "die", "werden"})
# Function words of Spanish and Italian that none of the three writes (not "para",
# "con", "alle", "state": English or German words too): text they win is told as none
# of English, German and French ("" — the rule's fall-back).
_OTHER_WORDS: Final = _words(
    "el los las del y por como pero también sobre este esta estos estas una "
    "di dei della delle degli dello nel nella nelle nei sul sulla dal dalla tra gli che "
    "sono questo questa questi queste anche alla stato stati "
    "os uma umas uns ao aos pelo pela pelos pelas em foi foram também nosso nossa seu sua "
    "seus suas neste nesta deste desta num numa"
)
_OTHER_LETTERS: Final = frozenset("ñáíóú")
# Portuguese letters French never spells with: a word with one is no French word.
_PORTUGUESE_LETTERS: Final = frozenset("ãõ")
# French function words Spanish or Italian write too.
_ROMANCE_TOO: Final = frozenset({"la", "le", "un", "que"})
_GERMAN_LETTERS: Final = frozenset("äöüß")
_FRENCH_LETTERS: Final = frozenset("éèêëàâçîïôûùœ")
_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")
# French elision: "l'analyse", "d'un", "qu'il" count as a function word.
_ELISION = re.compile(r"^(?:l|d|qu|n|s|c|j)['’]")


def scores(text: str, *, title: bool = False) -> dict[str, int]:
    """The points each language ("en", "de", "fr", "nl"; "other": Spanish, Italian and
    Portuguese) gets
    from ``text``'s words (``title``: letters count only in lower-case words, see the
    module's docstring; Spanish and Italian letters count only there in any text)."""
    points = {"en": 0, "de": 0, "fr": 0, "nl": 0, "other": 0}
    spelled = _WORD.findall(text)
    capitals = text.isupper()
    for n, spelt in enumerate(spelled):
        word = spelt.lower()
        if _ELISION.match(word):
            points["fr"] += 1
            continue
        for language, words in _FUNCTION_WORDS.items():
            if word in words and (language != "nl" or _dutch_word(spelled, n, capitals)):
                points[language] += 1
        if word in _OTHER_WORDS and (spelt == word or (not title and _opens(spelled, n))):
            points["other"] += 1  # in a title, lower case only ("Y Chromosome …")
        letters = set(word) if not title or spelt == word else set()
        if letters & _GERMAN_LETTERS:
            points["de"] += 1
        elif letters & _PORTUGUESE_LETTERS:
            points["other"] += spelt == word  # lower case only: "São Paulo", "Conceição"
        elif letters & _FRENCH_LETTERS:
            points["fr"] += 1
        elif spelt == word and letters & _OTHER_LETTERS:
            points["other"] += 1  # lower case only: names ("García", "Kraków") in any text
        elif spelt == word and "ij" in word:
            points["nl"] += 1  # lower case only: "Beijing", "Rijswijk" are names
    if points["nl"]:
        # Dutch writes "is" and "die" too (lang36), and German's "werden" (lang39): where a
        # Dutch-only word is seen they count for Dutch as well ("Wij presenteren een … die
        # door experts … is gelabeld" was a tie with German and English, so untold; "De
        # metingen werden uitgevoerd … Wij analyseren" one with German)
        points["nl"] += sum(1 for spelt in spelled if spelt in _DUTCH_TOO)
    return points


def _dutch_word(spelled: list[str], n: int, capitals: bool) -> bool:
    """Whether the Dutch function word ``spelled[n]`` counts: in lower case; capitalised,
    where it opens a sentence (a lower-case word after it: "Het is …", not the name "Het
    Loo"); in capitals, only in text set in capitals (``capitals``: "EEN EENVOUDIGE
    METHODE"), not as an acronym in English ("DAT binding", "Striatal DAT Binding",
    "DAT-SPECT": the dopamine transporter; review101)."""
    spelt = spelled[n]
    if spelt.islower():
        return True
    if spelt.isupper() and len(spelt) > 1:
        return capitals
    return n + 1 < len(spelled) and spelled[n + 1].islower()


def _opens(spelled: list[str], n: int) -> bool:
    """Whether the capitalised function word ``spelled[n]`` opens a sentence or a phrase
    (a lower-case word follows: "Los datos …"), not a name ("El Niño", "Los Alamos",
    "Della Valle" in English text, lang29); in text set in capitals, one in capitals
    ("LOS DATOS DEL ESTUDIO …" is Spanish, not French by its "DE", "LA"; review85)."""
    if n + 1 >= len(spelled):
        return False
    after = spelled[n + 1]
    return after.islower() or (len(spelled[n]) > 1 and spelled[n].isupper() and after.isupper())


def text_language(text: str, *, least: int = 2, title: bool = False, other: bool = False) -> str:
    """``"en"``, ``"de"``, ``"fr"`` or ``"nl"``: the language ``text`` is written in, else ``""``
    (see the module's docstring; ``least``: the points the winner needs; ``title``:
    see :func:`scores`).  Text in Spanish, Italian or Portuguese (their words and letters
    weigh as much as the best of the four) is none of them: ``""``, or ``"other"``
    with ``other`` (two abstracts, one Spanish, are in two languages)."""
    points = scores(text, title=title)
    romance = points.pop("other")
    ranked = sorted(points.items(), key=lambda item: item[1], reverse=True)
    (best, top), (_, second) = ranked[0], ranked[1]
    if top >= least and top > 2 * second:
        # One Spanish or Italian point (a title's) undoes only French told by words all
        # three write ("Análisis de la …"): "del", "y", "jalapeño" are English words too
        # ("On del Pezzo surfaces", "x and y"), and "Sur les … del Pezzo" is French.
        weak = best == "fr" and top <= sum(w.lower() in _ROMANCE_TOO for w in _WORD.findall(text))
        if romance >= least and romance * 2 >= top and (romance >= 2 or weak):
            return "other" if other else ""
        return best
    if romance >= least and romance * 2 >= top:
        return "other" if other else ""
    return word_language(text)


def title_language(title: str) -> str:
    """The language of a title (:func:`text_language` with one point enough).  A German
    function word English spells too ("die") is no German evidence in a title the word
    lists read as English ("Die Hard Problems", "To Die For"); nor is a Dutch one in a
    title set in capitals that they read as English ("STRIATAL DAT BINDING")."""
    told = text_language(title, least=1, title=True)
    if told == "de" and word_language(title) == "en":
        kept = " ".join(w for w in title.split() if w.lower() not in _ENGLISH_TOO)
        return text_language(kept, least=1, title=True) if kept else "en"
    if told == "nl" and title.isupper() and word_language(title) == "en":
        # A title in capitals the word lists read as English: a Dutch function word in
        # it is an acronym ("STRIATAL DAT BINDING IN …": the dopamine transporter;
        # lang36), as review101 ruled for capitals in mixed-case text.
        kept = " ".join(w for w in title.split() if w.lower() not in _FUNCTION_WORDS["nl"])
        return text_language(kept, least=1, title=True) if kept else "en"
    return told
