"""The words a compound adjective ends in after its hyphen (pure; hyphens48).

"Phonon-" / "induced", "osteoblast-" / "derived", "kinetochore-" / "independent": a word
no list holds, broken at a line end before "-induced", "-derived", "-dependent", is a
compound the author typed.  Hyphenation splits one word at a syllable; a word that ends
in such a piece written closed is a listed word ("interdependent", "spellbound"), one of
a prefix ("multi-" / "specific", "trans-" / "activated") or of a combining form in "o"
("mechano-" / "sensitive", "immuno-" / "deficient": written closed).  The reference
lists read these first (refs49/refs50: :mod:`~tapyre_paper_search.pdf.refbreaks`);
:func:`closes_compound` asks the same of any text's line-end break
(:func:`~tapyre_paper_search.pdf.breakcompounds.kept_hyphen`: front matter and body
text alike).  German writes such compounds closed and in small letters
("temperaturabhängig"), so there a capitalised noun before the last word, inside a
sentence, is the typed hyphen's mark (:func:`german_compound`).  French writes a few
first words of a compound noun only with their hyphen ("après-" / "midi", "grand-" /
"mère", "sans-" / "papiers"; review54): a break after one of them before a word in
small letters keeps it (:func:`french_compound`) where the two are no known word
together ("grand-" / "mother" still joins).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable

from tapyre_paper_search.pdf.hyphenset import HyphenatedWords
from tapyre_paper_search.pdf.words import english_words

# Words a compound adjective ends in after its hyphen ("X-dependent", "X-mediated").
COMPOUND_TAILS = frozenset(
    (
        *("dependent", "independent", "mediated", "induced", "specific", "associated"),
        *("derived", "based", "driven", "responsive", "deficient", "resistant"),
        *("sensitive", "containing", "binding", "bound", "activated", "regulated"),
        "dependence",
        # hyphens49: "prion-like", "fibre-rich", "serum-free"; closed forms the lists
        # hold join as before ("childlike", "carefree"), and "un-" / "like", "en-" /
        # "rich" have heads too short.
        *("like", "rich", "free"),
        # words53: the heads of compounds a name no list holds opens ("fibronectin-
        # coated", "striatin-interacting", "cytokine-secreting"): in the shared sources'
        # abstracts each is written after a hyphen, never closed onto a head of three
        # letters or more that is no prefix and no listed word (but "genomewide", 2
        # closed to 205 hyphenated; "-scale", "-type", "-level" are left: "timescale",
        # "wildtype")
        *("coated", "wide", "related", "treated", "linked", "labeled", "labelled"),
        *("loaded", "enriched", "targeted", "expressing", "producing", "secreting"),
        *("interacting", "positive", "negative", "infected", "exposed", "stimulated"),
        *("matched", "adjusted", "controlled", "guided", "oriented", "shaped", "sized"),
        *("depleted", "directed", "targeting", "blocking", "lowering", "promoting"),
        *("inducing", "modifying", "restricted", "coupled", "bearing", "selective"),
        # hyph58: more participles ("mitogen-activating", "gonadotropin-releasing") and
        # quasi-particles ("exciton-photon", "electron-phonon"): in the shared sources'
        # abstracts 51 and 17 written after a hyphen, none closed onto a head that is
        # no prefix and no combining form in "o" ("-forming" left: "performing")
        *("activating", "inhibiting", "suppressing", "degrading", "releasing"),
        *("encoding", "signaling", "signalling", "photon", "phonon", "polaron", "gluon"),
    )
)
# Prefixes whose hyphen a hyphenation may leave before such a word ("inter-" /
# "dependent" of "interdependent"): not read as compounds.
# (review144: and the Latin and Greek ones a closed compound opens with: "multi-" /
# "specific", "trans-" / "activated")
PREFIXES = frozenset(
    (
        *("inter", "intra", "non", "pre", "sub", "super", "over", "under", "counter"),
        *("hyper", "hypo", "multi", "trans", "semi", "ultra", "poly", "mono", "anti"),
        *("post", "extra", "infra", "supra", "meta", "para", "peri", "dis", "mis", "out"),
        "dys",  # review54: "dys-" / "regulated" of "dysregulated"
    )
)
MIN_HEAD = 3  # letters of a compound's head before its hyphen, at the least
MIN_WRITTEN_TAIL = 5  # letters of a last word read from the document's compounds
# German adjectives a compound ends in ("-abhängig", "-basiert"), with their endings.
GERMAN_TAILS = frozenset(
    stem + ending
    for stem in (
        *("abhängig", "basiert", "induziert", "vermittelt", "spezifisch", "bedingt"),
        *("assoziiert", "reguliert", "aktiviert", "gesteuert", "gestützt"),
        *("frei", "ähnlich", "artig"),  # hyphens49: "Serum-" / "freies"
    )
    for ending in ("", "e", "em", "en", "er", "es")
) | frozenset(
    # hyphens49's "-reich" inflected only (review55): "reich" and "reiches" are the noun
    # "Reich" (realm) too, which closes names and nouns written capitalised
    # ("Öster-" / "reich", "König-" / "reich", "des König-" / "reiches")
    "reich" + ending
    for ending in ("e", "em", "en", "er")
)
# French first words of compounds written with their hyphen only ("après-midi",
# "arrière-plan", "grand-mère", "sans-papiers", "demi-heure", "belle-sœur"); no French
# word opens closed with one and a syllable break (a hyphenation gives "gran-" / "deur").
FRENCH_HEADS = frozenset(("après", "arrière", "avant", "grand", "grande", "sans", "demi", "belle"))
# What a sentence's first word follows: its start ("") or a mark closing the one before.
_SENTENCE_OPENERS = frozenset(("", ".", "!", "?", ":", ";", "•", "*"))


def closes_compound(
    head: str,
    tail: str,
    known: Callable[[str], bool],
    *,
    written: Iterable[Collection[str]] = (),
) -> bool:
    """Whether ``head`` (the letters before a line-end hyphen) and ``tail`` (the word
    after the break) are a compound adjective's two words: ``tail`` one of
    :data:`COMPOUND_TAILS` in small letters, or one the document writes as a compound's
    last word (:func:`written_tail` of ``written``, its hyphenated words), ``head``
    letters alone, :data:`MIN_HEAD` long at least, no prefix of :data:`PREFIXES` and not
    ending in "o", and the two no word together (``known``: whether a word in small
    letters is a known one)."""
    if not head.isalpha():
        return False
    lowered = head.lower()
    if len(lowered) < MIN_HEAD or lowered in PREFIXES or lowered.endswith("o"):
        return False
    # (the head asked first: the document's hyphenated words are read only for a head
    # that may open a compound; hyph57)
    if not (tail in COMPOUND_TAILS or any(written_tail(tail, words) for words in written)):
        return False
    return not known(lowered + tail)


def written_tail(tail: str, hyphenated: Collection[str]) -> bool:
    """Whether ``tail`` (small letters, :data:`MIN_WRITTEN_TAIL` long at least) ends a
    word of ``hyphenated`` (lower case: the document's hyphenated words) after a head of
    :data:`MIN_HEAD` letters or more that is no prefix of :data:`PREFIXES`
    ("somatostatin-expressing" written, "nestin-" / "expressing" broken; hyphens51)."""
    if len(tail) < MIN_WRITTEN_TAIL or not tail.isalpha() or not tail.islower():
        return False
    if isinstance(hyphenated, HyphenatedWords):  # the document's: its index (speed59b)
        return tail in hyphenated.derived("written tails", _written_tails)
    ending = f"-{tail}"
    for word in hyphenated:
        if word.endswith(ending):
            first = word[: -len(ending)].rpartition("-")[2]
            if len(first) >= MIN_HEAD and first.isalpha() and first not in PREFIXES:
                return True
    return False


def _written_tails(hyphenated: Iterable[str]) -> frozenset[str]:
    """The tails :func:`written_tail` finds in ``hyphenated``: each word's last piece
    after its last hyphen where the piece before it is a head (:data:`MIN_HEAD` letters
    or more, no prefix of :data:`PREFIXES`).  A tail holds no hyphen, so a word ending
    in "-" and the tail is one whose last piece the tail is, and the piece before it
    is the one :func:`written_tail` reads."""
    tails = set()
    for word in hyphenated:
        rest, dash, last = word.rpartition("-")
        if dash:
            first = rest.rpartition("-")[2]
            if len(first) >= MIN_HEAD and first.isalpha() and first not in PREFIXES:
                tails.add(last)
    return frozenset(tails)


def german_compound(head: str, tail: str, before: str, known: Callable[[str], bool]) -> bool:
    """Whether ``head`` / ``tail`` is a German compound adjective typed with a hyphen: a
    noun written capitalised ("Phonon", "Computer", not an acronym) before a word of
    :data:`GERMAN_TAILS`, inside a sentence (``before``: the character the head follows,
    no sentence's opening mark: :data:`_SENTENCE_OPENERS`), the two no known word
    together.  German writes such a compound closed and in small letters
    ("temperaturabhängige", which hyphenation breaks at the joint); the capital stays only
    where the author typed the hyphen, or where the word opens a sentence."""
    if tail not in GERMAN_TAILS or before in _SENTENCE_OPENERS or not head.isalpha():
        return False
    if len(head) < MIN_HEAD or not head[0].isupper() or not head[1:].islower():
        return False
    return not known((head + tail).lower())


def french_compound(head: str, tail: str, known: Callable[[str], bool]) -> bool:
    """Whether ``head`` / ``tail`` is a French compound whose hyphen the author typed:
    ``head`` one of :data:`FRENCH_HEADS` (any case), ``tail`` in small letters, two
    letters at least, and the two no known word together ("après-" / "midi", not
    "grand-" / "mother").  A head English opens closed words with too ("grand",
    "demi", "sans": ASCII) keeps it only before a tail no English word: an English
    word after it is an English closed word the list lacks ("grand-" / "stands",
    "demi-" / "urge" join), and a join known less its plural's "s" is a known word
    ("grand-" / "sires", "demi-" / "ses" join; review56)."""
    if head.lower() not in FRENCH_HEADS or len(tail) < 2 or not tail.isalpha():
        return False
    if head.isascii() and tail.lower() in english_words():
        return False
    joined = (head + tail).lower()
    if joined.endswith("s") and known(joined[:-1]):
        return False
    return tail.islower() and not known(joined)
