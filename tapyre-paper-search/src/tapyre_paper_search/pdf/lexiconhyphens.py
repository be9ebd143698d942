"""Whether the words keep a hyphen broken at a line end (pure; split from normalize).

:func:`~tapyre_paper_search.pdf.normalize.normalize_text` rejoins ``head-`` / ``tail``
broken at a line end unless something keeps the hyphen; its own rules read the text
around the break (a compound's earlier hyphen, a number, an acronym, the hyphenated
form written elsewhere).  :func:`words_keep` is the last question, asked of word lists:
the joined word is no known word while both parts are ("sixteen-" / "channel"), save a
suffix that is a word of its own ("lean-" / "ness"), or
:func:`~tapyre_paper_search.pdf.breakcompounds.kept_hyphen` keeps it.  Known words are
the shipped English word list and the text's own words (or the caller's: a whole
document's).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence

from tapyre_paper_search.pdf.breakcompounds import kept_hyphen
from tapyre_paper_search.pdf.britishforms import known_either_way
from tapyre_paper_search.pdf.capitalheads import capital_name_joins
from tapyre_paper_search.pdf.casebreak import written_apart
from tapyre_paper_search.pdf.closedjoins import closed_prefix, hyphenates
from tapyre_paper_search.pdf.closedstems import written_closed
from tapyre_paper_search.pdf.closedtail import closed_tail
from tapyre_paper_search.pdf.closingprefixes import closing_prefix
from tapyre_paper_search.pdf.combiningforms import closes_onto
from tapyre_paper_search.pdf.freeheads import free_head
from tapyre_paper_search.pdf.functionheads import FUNCTION_HEADS, function_head
from tapyre_paper_search.pdf.hyphenhabit import prefix_habit
from tapyre_paper_search.pdf.loanphrases import loan_phrase
from tapyre_paper_search.pdf.namedheads import element_head, written_name
from tapyre_paper_search.pdf.particlenouns import PARTICLE_PLURALS, particle_keeps
from tapyre_paper_search.pdf.scriptheads import script_change
from tapyre_paper_search.pdf.suffixheads import noun_head
from tapyre_paper_search.pdf.syllableheads import syllable_head
from tapyre_paper_search.pdf.voweljoints import doubled_vowel
from tapyre_paper_search.pdf.wordforms import listed_form
from tapyre_paper_search.pdf.words import (
    LazyVocabulary,
    english_words,
    german_words,
    word_language,
)


def words_keep(
    head: str,
    second: str,
    text: str,
    end: int,
    *,
    lexicon: list[Collection[str]],
    words: Collection[str] | None,
    written: Iterable[Collection[str]] = (),
) -> bool:
    """Whether the words keep the hyphen of ``head``-break-``second`` (the break ends at
    ``end`` in ``text``): :func:`_is_compound` over ``lexicon``, built here on first need,
    or :func:`~tapyre_paper_search.pdf.breakcompounds.kept_hyphen` (``written``: the
    hyphenated words the text or document writes, lower case)."""
    if not lexicon:
        # The caller's words are the whole document's: a superset of these.
        # A text on its own asks about a word or two: asked word by word.
        own = words if words is not None else _own_words(text)
        lexicon.extend((english_words(), own))
    after = text[end + len(second) : end + len(second) + 2]
    before = text[: max(0, end - 2 - len(head))].rstrip()[-1:]  # (what the head follows)
    if loan_phrase(head.lower(), second, _known_in(lexicon)):
        return True  # "in-" / "vitro", "en-" / "masse": a phrase's hyphen (hyph58)
    if script_change(head, second):
        return True  # "βγ-" / "dimer": no word runs from one script into another (hyph55)
    if _german_noun(head, second, text):
        return False  # "Frank-" / "reich" in a German text (hyphens51)
    if written_apart(head, second, lexicon[-1]):
        return True  # "endo-" / "siRNAs" where the document writes "siRNAs" (hyphens51)
    if second.islower() and closed_tail(head.lower(), second, text, lexicon[-1], written):
        return False  # "retro-" / "viral" beside "lentiviral" (hyphens51)
    if second.islower() and closed_prefix(
        head.lower(), second, after, text, exclude=_HYPHEN_PREFIXES
    ):
        return False  # "sub-" / "groups", "over-" / "dense" (hyphens49)
    if second.islower() and closing_prefix(
        head.lower(),
        second,
        after,
        text,
        known=lambda word: any(word in words for words in lexicon),
        written=written,
        hyphenates=hyphenates,
    ):
        return False  # "non-" / "consumers", "co-" / "morbid" (words52)
    if closes_onto(head.lower(), second, after):
        return False  # "chemo-" / "taxis", "mono-" / "clonal" (words53)
    if second.islower() and _function_head(head, second, lexicon, text):
        return False  # "an-" / "notations", "he-" / "lices" (hyph57)
    low, tail = head.lower(), second.lower()
    particle = tail in PARTICLE_PLURALS and len(low) >= 3 and low + tail not in english_words()
    if particle and any(low in words for words in lexicon):
        # "trade-" / "offs", "shut-" / "downs": spelling evidence decides (words52)
        return particle_keeps(low, tail, lexicon[-1], written)
    if _paired(low, tail):
        return True  # "activation-" / "inactivation" (words52)
    if second.islower() and free_head(low, tail, known_either_way(_known_in(lexicon))):
        return True  # "high-" / "throughput", "whole-" / "exome" (words53)
    if _named_head(head, second, lexicon):
        return True  # "Zn-" / "binding", "Cre-" / "recombinase" beside "Cre" (hyph54)
    if prefix_habit(head, second, after, text, known=_known_in(lexicon), written=written):
        return True  # "post-" / "translational" beside "post-operative" (hyph55)
    if second.islower() and noun_head(low, tail, _known_in(lexicon)):
        return True  # "Sparsity-" / "certifying": a noun "-ity" ends a word (latex60)
    if second.islower() and doubled_vowel(low, tail, _known_in(lexicon)):
        return True  # "multi-" / "institutional", "intra-" / "arterial" (hyph55)
    # "Queens-" / "land" in mid-sentence: a name's pieces, both words, join (hyph56)
    two_words = _is_compound(low, tail, lexicon)
    keeps = (two_words and not capital_name_joins(head, second, text, end, written)) or kept_hyphen(
        head, second, after, lexicon, before=before, written=written
    )
    # "hi-" / "stone", "ac-" / "tin": a syllable the paper never writes joins (hyph54);
    # asked last, of a hyphen kept: it reads the document's words (hyph55); so does
    # "en-" / "train" beside the document's "entrainment" (hyph58)
    return (
        keeps
        and not syllable_head(head, second, lexicon[-1])
        and not (second.islower() and written_closed(low, tail, lexicon[-1], written))
    )


def _named_head(head: str, tail: str, lexicon: Sequence[Collection[str]]) -> bool:
    """Whether ``head`` is an element's symbol or a name the document writes whole
    (:mod:`~tapyre_paper_search.pdf.namedheads`) before ``tail``, the join no known
    word nor a regular form of one."""
    if not head[:1].isupper():
        return False  # both ask for a capital first: the usual head asks nothing (hyph55)
    either = known_either_way(_known_in(lexicon))

    def known(word: str) -> bool:
        return either(word) or listed_form(word, either)

    return element_head(head, tail, known) or written_name(
        head, tail, english_words(), lexicon[-1], known
    )


def _function_head(head: str, tail: str, lexicon: Sequence[Collection[str]], text: str) -> bool:
    """Whether ``head`` / ``tail`` is a word split after a function word's letters
    (:func:`~tapyre_paper_search.pdf.functionheads.function_head`; a known word: listed,
    the document's, or a regular form of one), in a text that hyphenates."""
    if head.lower() not in FUNCTION_HEADS:
        return False  # (the usual head asks nothing)
    either = known_either_way(_known_in(lexicon))

    def known(word: str) -> bool:
        return either(word) or listed_form(word, either)

    return function_head(head, tail, known) and hyphenates(text)


def _known_in(lexicon: Sequence[Collection[str]]) -> Callable[[str], bool]:
    """Whether a word in small letters is in one of ``lexicon``'s word sets (a loop, no
    generator a word: asked thousands of times a document; speed58b)."""

    def known(word: str) -> bool:
        for words in lexicon:  # noqa: SIM110 - no generator a word (speed58b)
            if word in words:
                return True
        return False

    return known


def _german_noun(head: str, tail: str, text: str) -> bool:
    """Whether ``head``- / ``tail`` is a German noun TeX hyphenated at its joint: the head
    capitalised, the tail in small letters, the join a word of the German list the
    English one lacks ("Frankreich": "frank" and "reich" are English words, so both
    pieces being words kept the hyphen), in a German text
    (:func:`~tapyre_paper_search.pdf.words.word_language`; an English text's "Atom-" /
    "tests" keeps it)."""
    if not (head[:1].isupper() and head[1:].islower() and tail.islower()):
        return False
    joined = (head + tail).lower()
    if joined not in german_words() or joined in english_words():
        return False
    return word_language(text) == "de"


def _own_words(text: str) -> Collection[str]:
    """:func:`~tapyre_paper_search.pdf.words.vocabulary` of ``text``, asked word by word."""
    return LazyVocabulary((text,))


# Suffixes that are words of their own: a word hyphenated before one is a derived word
# ("leanness", "kinship", "measurable"), never written with a hyphen there, unless the
# join would set three equal letters in a row ("hull-less", "cross-ship") or the head is
# a prefix that keeps its hyphen (_HYPHEN_PREFIXES: "non-ally", "self-able").
# hyph54: and the endings "-lent", "-ant", "-ate" ("diva-" / "lent", "odor-" / "ant",
# "neon-" / "ate"): in the shared sources' abstracts no compound whose pieces are both
# listed ends in one, and 65 closed words split before one mend ("-ion" left: "metal-ion").
_SUFFIX_WORDS = frozenset((
    "ness", "nesses", "less", "ship", "ships", "able", "ably", "ally",
    "lent", "ant", "ants", "ate", "ates",
))  # fmt: skip
# Prefixes that turn a word into its opposite: a tail that is one of them and the head
# pairs two opposites ("activation-inactivation", "folding-unfolding"; words52).
_OPPOSITE_PREFIXES = ("in", "un", "de", "dis", "non", "mis", "im", "ir", "il")
_MIN_FORM_HEAD = 3
_HYPHEN_PREFIXES = frozenset(("self", "non", "semi", "quasi", "pseudo", "well", "co", "ex", "anti"))


def _is_compound(head: str, tail: str, lexicon: Sequence[Collection[str]]) -> bool:
    """Whether ``head-tail`` broken at a line end is a hyphenated compound: the
    joined word is no known word, nor a regular form of one
    (:func:`~tapyre_paper_search.pdf.wordforms.listed_form`: "tempo-" / "rally" is
    "temporally"; hyphens51), while both parts are ("sixteen-channel"), and the
    tail is no suffix that is a word too (:data:`_SUFFIX_WORDS`: "lean-" / "ness" is
    "leanness", a word the lexicon lacks) but where the hyphen stays (:func:`_keeps_hyphen`:
    "hull-less", "non-ally").  A tail that is no listed word but a regular form of one
    counts as a word after a head of three letters or more ("pre-" / "mRNAs" beside
    "mRNA"; words52), and a British spelling of a listed word counts as the word
    (:mod:`~tapyre_paper_search.pdf.britishforms`: "test-" / "generalisation";
    words53).  (A
    particle noun's plural is asked before: :mod:`~.particlenouns`.)"""

    # a British spelling of a listed word is a word: "test-" / "generalisation" keeps
    # it, "de-" / "centralisation" joins (words53)
    known = known_either_way(_known_in(lexicon))
    if len(head) < 2 or len(tail) < 2 or known(head + tail):
        return False
    if listed_form(head + tail, known):
        # "wave-" / "forms": "waveform" is a word (hyphens49); "tempo-" / "rally":
        # "temporally" is "temporal" and "-ly" (hyphens51)
        return False
    if tail in _SUFFIX_WORDS and not _keeps_hyphen(head, tail):
        return False
    if not known(head):
        return False
    # a regular form of a word after a head of three letters or more: "pre-" / "mRNAs"
    # beside "mRNA" (a two-letter head's tail is a piece: "in-" / "stantons")
    return known(tail) or (len(head) >= _MIN_FORM_HEAD and listed_form(tail, known))


def _paired(head: str, tail: str) -> bool:
    """Whether ``tail`` is ``head`` (four letters or more) after a prefix of
    :data:`_OPPOSITE_PREFIXES`: a compound of two opposites ("activation-" /
    "inactivation"), which no hyphenation point splits."""
    return len(head) >= 4 and tail.endswith(head) and tail[: -len(head)] in _OPPOSITE_PREFIXES


def _keeps_hyphen(head: str, tail: str) -> bool:
    """Whether ``head`` keeps its hyphen before a suffix word ``tail``: joined, three
    equal letters would meet ("shell-less"), or ``head`` is one of
    :data:`_HYPHEN_PREFIXES` ("non-ally")."""
    return head[-2:] == tail[0] * 2 or head in _HYPHEN_PREFIXES
