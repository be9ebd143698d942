"""Name words that open in lower case yet belong inside a personal name (pure; names33).

Three classes of words, each told by its form, not by the people who bear it:

* an Arabic definite article glued to the family name by a hyphen, in any of its
  assimilated forms ("al-Qasimi", "el-Din", "ad-Dawsari", "ash-Shami", "ul-Haq"):
  :func:`glued_article`.  The part after the hyphen is capitalised, and an assimilated
  form is followed by its own consonant ("as-Sadr"; review91: "Youth at-Risk", "Software
  as-Is" hold none).
* the Dutch elided articles: "'s-" glued to a place-like surname ("'s-Gravesande", "des")
  and "'t" set apart before one ("'t Hooft", "het"): :func:`glued_article` and
  :data:`ELIDED_ARTICLES` (a surname's particle, like "van").
* a closing word of kin after the father's name, "son of" / "daughter of": Kyrgyz
  "uulu" / "kyzy", Kazakh "uly" / "qyzy", Azerbaijani and Turkic "oglu" / "oğlu" /
  "ogly" / "qizi" / "qızı" ("Azamat Kadyr uulu"): :data:`KIN_CLOSERS`, never a name's
  first word.  Only the Azerbaijani words may stand before a surname ("Elvin Rauf oğlu
  Quliyev"; :func:`kin_before_surname`): a Kyrgyz or Kazakh "uulu" / "kyzy" / "uly" /
  "qyzy" with the father's name is the surname itself, so it closes the name.
* a link word between the given names and the surname, a place preposition or an
  abbreviated marker of descent or clan, by tradition: the Faroese "í", "á", "við",
  "undir", "úr" before a farm or place surname ("Sámal í Lakjuni", "Rói við Stein"), the
  Batak women's clan marker "br." / "boru" ("Rosmaida br. Sitompul"), the Malay "binti" /
  "bte" ("Siti binti Rahman"): :data:`NAME_LINKS`, lower case only and only before a
  name's capitalised last word (names37).

:mod:`.namewords` reads them; this module holds only the word classes.
"""

from __future__ import annotations

import re

# The article's forms: "al" and its sun-letter assimilations (ad, ar, as, ash, at, az,
# an, ath, adh, ...) with "el"/"ul"/"ud" spellings; "'s-" is Dutch "des".
_GLUED = re.compile(
    r"^(?P<article>[ae]l|[aeu]d|[ae]dh|[ae]r|[ae]s|[ae]sh|[ae]t|[ae]th|[ae]z|[ae]n|ul|u[st]|['’]s)"
    r"-[^\W\d_a-z][^\W\d_]*(?:[-'’][^\W\d_]+)*$"
)
# The forms that name no sun letter: they go before any name ("al-Qasimi", "ul-Haq").
_UNASSIMILATED = frozenset(["al", "el", "ul", "'s", "’s"])
ELIDED_ARTICLES = frozenset(["'t", "’t"])
"""Dutch "'t" ("het") set before a surname ("Gerard 't Hooft"): a particle."""
KIN_CLOSERS = frozenset(["uulu", "kyzy", "uly", "qyzy", "oglu", "oğlu", "ogly", "qizi", "qızı"])
"""Lower-case words of kin closing a Turkic name ("Azamat Kadyr uulu", "Leyla Aliyeva
qizi" is no form: the father's given name comes before: "Leyla Rashid qizi")."""


def glued_article(word: str) -> bool:
    """Whether ``word`` is a lower-case article glued by a hyphen to a capitalised name
    ("al-Qasimi", "el-Din", "'s-Gravesande"): a name word though it opens in lower
    case."""
    if "-" not in word[1:5] or (found := _GLUED.match(word)) is None:
        return False
    # A sun letter's form doubles the name's first consonant ("ad-Dawsari", "ash-Shami",
    # "ud-Din"): an English word glued so is no article ("at-Risk", "as-Is", "ad-Hoc").
    article = found["article"]
    return article in _UNASSIMILATED or word[len(article) + 1 :].lower().startswith(article[1:])


def kin_closer(word: str) -> bool:
    """Whether ``word`` is a closing word of kin (:data:`KIN_CLOSERS`, any case)."""
    return word.lower() in KIN_CLOSERS


# The words of kin that may also stand between the father's name and a surname: the
# Azerbaijani ones and their spellings ("Günay Vaqif qızı Hacıyeva"; names36, review108).
_KIN_BEFORE_SURNAME = frozenset(["oglu", "oğlu", "ogly", "qizi", "qızı"])


def kin_before_surname(word: str) -> bool:
    """Whether ``word`` is a word of kin that may stand before a surname (any case)."""
    return word.lower() in _KIN_BEFORE_SURNAME


NAME_LINKS = frozenset(["í", "á", "við", "undir", "úr", "br.", "boru", "binti", "bte"])
"""Lower-case link words a name holds before its last word (:func:`link_at`).  None is an
English word or a word of an affiliation: "and", "in", "at", "of" between names and
places are no links."""
VIETNAMESE_MIDDLE = frozenset(["Thị", "Thi", "Văn"])
"""The Vietnamese middle names that mark a woman's ("Thị") or a man's ("Văn") name, set
between the family name and the given name ("Tran Thi Binh", "Lê Văn Minh"; bylines52):
a name never closes on one nor right before one.  ("Van", the same middle name unaccented,
is a surname's particle already.)"""
_DESCENT_LINKS = frozenset(["binti", "bte"])  # "daughter of": a father's name follows


# Stems of Icelandic and Faroese institution nouns, inside compounds too: an institution
# is named with a place preposition just as a Faroese farm surname is ("Háskólinn í
# Reykjavík", "Sjúkrahúsið á Akureyri", "Miðnámsskúlin í Suðuroy": school, hospital,
# institute, office, centre, museum, department, ministry, society; review115).
_INSTITUTION_STEMS = (
    "skól",
    "skúl",
    "sjúkrahús",
    "spítal",
    "stofnun",
    "stofa",
    "stofu",
    "stova",
    "stovu",
    "setur",
    "safn",
    "deild",
    "ráðuneyti",
    "félag",
)


def link_at(core: list[str], k: int) -> bool:
    """Whether ``core[k]`` is a :data:`NAME_LINKS` word where a name holds one: in lower
    case, after one or two capitalised given names and before the capitalised last word
    ("Jógvan undir Gørðum", "Rosmaida br. Sitompul") or, a Malay "binti", before the
    father's name of two words ("Nur Aisyah binti Mohd Yusof"), the only link of the name, and no
    word of it an institution's noun ("Háskólinn í Reykjavík" is a university)."""
    last = len(core) - 1
    # a word of descent goes before the father's name, which may be two words ("Nur
    # Aisyah binti Mohd Yusof", names39); a place preposition before one place
    before = (last - 1, last - 2) if core[k] in _DESCENT_LINKS else (last - 1,)
    if core[k] not in NAME_LINKS or not 1 <= k <= 2 or k not in before:
        return False
    others = [w for i, w in enumerate(core) if i != k]
    if not all(w[:1].isupper() and w not in NAME_LINKS for w in others):
        return False
    return not any(stem in w.lower() for w in others for stem in _INSTITUTION_STEMS)


# Function words of the languages bylines are set in: a lower-case word between two
# capitalised words that is one of them joins or places names ("Ann and Bo Smith", "Jane
# Doe in Oslo", "Smith et al"), it is no surname's particle.
_FUNCTION_WORDS = frozenset(
    (  # noqa: SIM905
        "a an and are as at by for from in is of on or per the to via was with"
        " und et og och en i y e o ou u im am an zum zur bei aus mit für sur par pour chez"
        " dans av på til ja ve ile na w z od nad pod né née dr prof"
        # review124: prepositions and conjunctions of places, titles and running text
        # ("Newcastle upon Tyne", "Rothenburg ob der Tauber", "Porto sul Mare", German
        # title-case nouns "Forschung ohne Grenzen", "Dar es Salaam", the Indonesian
        # "Pendidikan dan Kebudayaan", the Tagalog "Unibersidad ng Pilipinas"); none is a
        # surname's particle
        " upon into onto over near than vs ca cf cum apud sub ex pro sine ob vor vom beim"
        " ins ans als ohne nach über auf seit bis wie oder met voor naar bij aan tot"
        " door avec sans sous lès les aux vers con sul sui nel nei tra fra alla col che"
        " sin por para com sem pela pelo em nas med vid ved mot hos från över utan som"
        " dla przy pri ze za po dem ist has had not its our but nor es dei ym yn dan atau"
        " dari pada oleh yang ng sa mga và của cha ya wa"
    ).split()
)
_ELIDED_ONE = re.compile(r"^['’][a-z]$")
# Dutch prepositions that are a surname's particle only before an article ("Pieter op den
# Brink", "Jan uit den Bogaard"); alone before a capitalised word they place ("Bergen op
# Zoom"; review124).
_BEFORE_ARTICLE = frozenset(["op", "uit"])


def elided_article(word: str) -> bool:
    """Whether ``word`` is an article elided to an apostrophe and one lower-case letter,
    set apart before a surname: the Dutch "'t" ("het"), the Frisian "'e" ("de"); names38."""
    return bool(_ELIDED_ONE.match(word))


def unknown_particle_at(core: list[str], k: int, known: frozenset[str]) -> bool:
    """Whether ``core[k]`` is a surname's particle the reader has no list for, told by
    where it stands (names38: the Frisian "fan", "fan der", "fan 'e"): a short lower-case
    word of letters, no function word, after one or two capitalised given names and
    followed only by ``known`` particles or an elided article ("fan der", "fan 'e") before
    the name's one capitalised last word ("Wytske fan der Bosk", "Eelke fan Feart").  An
    elided article after a particle is read here too.  At most one such word a name; no
    word of a list (:data:`KIN_CLOSERS`, :data:`NAME_LINKS`) is read here."""
    word = core[k]
    if elided_article(word):
        return 2 <= k == len(core) - 2 and core[k - 1].islower()
    if not (2 <= len(word) <= 4 and word.isalpha() and word.islower()):
        return False
    # a word the reader has a list for is read by that list's rule (a Kyrgyz "uulu" closes
    # a name: "Talant Bolot uulu" + "Asanova" is no name; review108)
    if word in _FUNCTION_WORDS or word in known or kin_closer(word) or word in NAME_LINKS:
        return False
    if not 1 <= k <= 2:
        return False
    if not all(w[:1].isupper() and w[1:].replace("-", "").isalpha() for w in core[:k]):
        return False
    tail = core[k + 1 :]
    if not tail or not tail[-1][:1].isupper() or len(tail) > 3:
        return False
    if word in _BEFORE_ARTICLE and len(tail) < 2:
        return False
    return all(w in known or elided_article(w) for w in tail[:-1])


def lower_name_word(word: str) -> bool:
    """Whether ``word`` is a name word opening in lower case: a glued article
    ("al-Qasimi") or a closing word of kin ("uulu"); the caller checks where in the name
    it stands."""
    return glued_article(word) or kin_closer(word)
