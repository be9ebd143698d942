"""Tokenisation of scientific text for lexical (BM25) search.

Pure functions, no I/O.  A text becomes a list of *terms*:

* Unicode NFKC (ligatures, full-width forms), every Unicode dash made ``-``,
  soft hyphens dropped, lower case.
* Tokens are runs of letters and digits that may hold internal hyphens or dots,
  so ``covid-19``, ``il-6``, ``p53``, ``2.5`` and ``sars-cov-2`` stay whole.
* A hyphenated token also yields its parts (``covid-19`` → ``covid``, ``19``),
  and a token mixing case or letters and digits yields its pieces
  (``ResNet50`` → ``resnet50``, ``resnet``, ``50``, ``res``, ``net``; ``mRNA`` → ``mrna``,
  ``rna``; ``covid19`` → ``covid19``, ``covid``, ``19``), so a query for either
  form matches.  Parts and pieces shorter than two characters are dropped.
* Stopwords of the text's language (and a few of scientific prose: ``et al``,
  ``e.g``, ``z.b``) are dropped; purely alphabetic terms are stemmed with that
  language's Snowball stemmer: English (Porter 2) or German.  The language is
  given by the caller (:mod:`tapyre_paper_search.language` detects it); English
  is the default, and its terms are those of the English-only analysis before
  German was added.  Numbers, gene names and other tokens with digits are not
  stemmed, so they are the same terms in both languages and a German query
  still matches them in English text.
* German compounds are not split: no judged German collection here can show
  that splitting helps, and it would add terms to every German chunk.

Per-token analysis is cached: scientific text is Zipfian, so most tokens of a
corpus are analysed once.  Each cache keeps at most :data:`TOKEN_CACHE_SIZE`
tokens, least recently used out first, so a server that reads new papers for
months holds a bounded vocabulary.

Thread safety: every function here may be called from many threads at once (the
API serves searches on a thread pool).  A Snowball stemmer object keeps its
working state on itself, so two threads sharing one corrupt each other's stems;
each thread therefore gets its own stemmer, and the caches only ever hold stems
computed by a stemmer no other thread touched.
"""

from __future__ import annotations

import re
import threading
import unicodedata
from collections.abc import Iterator
from functools import lru_cache

import snowballstemmer

TOKENIZER_VERSION = "sci-v1"
"""Changes whenever the terms produced for some text change."""

TOKEN_CACHE_SIZE = 1 << 16
"""Entries of each per-token cache (here and in :mod:`.bm25`).  A token costs about
730 bytes across the four caches, so they hold at most about 47 MB; at 2¹⁸ they
would grow to about 190 MB in a server that keeps reading new papers (issue 26,
measured with tracemalloc).  SciFact's 5,183 abstracts have 58,712 distinct
tokens: they fit, and a first reading of a larger corpus is as fast as with
2¹⁸ (only reading the same 93,000-token corpus again is slower)."""

MAX_TOKEN_CHARS = 40
"""Longer tokens (hashes, URLs, garbled PDF text) are dropped."""

_TOKEN = re.compile(r"[^\W_]+(?:[-.][^\W_]+)*")

_DASHES = re.compile("[\u2010-\u2015\u2212\ufe58\ufe63\uff0d]")
_SOFT_HYPHEN = "\u00ad"  # a line-break hint, not a character

ENGLISH_STOPWORDS = frozenset(
    """
    a about above after again against all also am an and any are aren as at be because been
    before being below between both but by can cannot could couldn did didn do does doesn doing
    don down during each either few for from further had hadn has hasn have haven having he her
    here hers herself him himself his how however i if in into is isn it its itself just let me
    might more most mustn my myself no nor not now of off on once only or other ought our ours
    ourselves out over own same shall shan she should shouldn so some such than that the their
    theirs them themselves then there these they this those through thus to too under until up
    upon us very via was wasn we were weren what when where whether which while who whom whose
    why will with within without won would wouldn yet you your yours yourself yourselves
    s t d ll m o re ve y
    et al e.g i.e etc cf vs viz
    """.split()  # noqa: SIM905
)
"""English function words plus a few abbreviations of scientific prose."""

STOPWORDS = ENGLISH_STOPWORDS
"""The English stopwords (the name older code imports)."""

GERMAN_STOPWORDS = frozenset(
    """
    aber alle allem allen aller alles als also am an ander andere anderem anderen anderer
    anderes auch auf aus bei beim bin bis bist da dabei dadurch daher dafür dagegen damit
    dann daran darauf daraus darf darin darum darunter das dass dasselbe davon davor dazu
    dein deine deinem deinen deiner dem demselben den denen denn der deren derer derselbe
    derselben des desselben dessen dich die dies diese dieselbe dieselben diesem diesen
    dieser dieses dir doch dort du durch ebenfalls ein eine einem einen einer eines einige
    einigem einigen einiger einiges er es etwa etwas euch euer eure eurem euren eurer für
    gegen gegenüber hab habe haben hat hatte hatten hier hin hinter ich ihm ihn ihnen ihr
    ihre ihrem ihren ihrer ihres im in indem ins ist ja jede jedem jeden jeder jedes jene
    jenem jenen jener jenes jetzt kann kannst kein keine keinem keinen keiner keines können
    könnte man manche manchem manchen mancher manches mehr mein meine meinem meinen meiner
    mich mir mit muss musste müssen nach nachdem neben nicht nichts noch nun nur ob oder ohne
    sehr sei seien sein seine seinem seinen seiner seines seit selbst sich sie sind so
    sodass solche solchem solchen solcher solches soll sollen sollte sondern sowie sowohl
    über um und uns unser unsere unserem unseren unserer unter viel vom von vor während war
    waren warst was weil weiter welche welchem welchen welcher welches wenn wer werde werden
    wie wieder will wir wird wirst wo wobei wodurch woran worden wurde wurden während zu zum
    zur zwar zwischen
    bzw ca d.h etc ggf s u.a usw vgl z.b
    """.split()  # noqa: SIM905
)
"""German function words (articles, pronouns, prepositions, conjunctions, auxiliary
verbs) plus abbreviations of German scientific prose."""

_SNOWBALL = {"en": "english", "de": "german"}
_STOPWORDS = {"en": ENGLISH_STOPWORDS, "de": GERMAN_STOPWORDS}

LANGUAGES = tuple(_SNOWBALL)
"""Languages with an analysis pipeline (ISO 639-1 codes)."""


class _ThreadStemmers(threading.local):
    """One Snowball stemmer per language and thread (stemmer objects are not thread-safe)."""

    def __init__(self) -> None:
        self.stemmers = {lang: snowballstemmer.stemmer(name) for lang, name in _SNOWBALL.items()}


_stemmers = _ThreadStemmers()


def tokenize(text: str, language: str = "en") -> list[str]:
    """The terms of ``text`` analysed as ``language``, in order, repeated as often as
    they occur."""
    terms: list[str] = []
    for token in _TOKEN.findall(normalize(text)):
        terms.extend(analyze_token(token, language))
    return terms


def normalize(text: str) -> str:
    """NFKC with dashes unified and soft hyphens removed; case is kept."""
    if text.isascii():
        return text
    return _DASHES.sub("-", unicodedata.normalize("NFKC", text)).replace(_SOFT_HYPHEN, "")


def raw_tokens(text: str) -> list[str]:
    """The tokens of already :func:`normalize`-d text, before analysis."""
    return _TOKEN.findall(text)


def token_spans(text: str) -> Iterator[tuple[int, int, str]]:
    """``(start, end, token)`` of each raw token of ``text`` as given (not normalised),
    for marking words in the original string; analyse ``normalize(token)``."""
    for match in _TOKEN.finditer(text):
        yield match.start(), match.end(), match.group()


def check_language(language: str) -> str:
    """``language`` if it has a pipeline; a :class:`ValueError` naming the choices if not."""
    if language not in _SNOWBALL:
        raise ValueError(f"no lexical analysis for language {language!r}: use one of {LANGUAGES}")
    return language


@lru_cache(maxsize=TOKEN_CACHE_SIZE)
def analyze_token(token: str, language: str = "en") -> tuple[str, ...]:
    """Terms for one raw token (case preserved, as matched by the tokenizer),
    analysed as ``language`` (one of :data:`LANGUAGES`)."""
    if len(token) > MAX_TOKEN_CHARS:
        return ()
    stopwords = _STOPWORDS[check_language(language)]
    terms: list[str] = []
    if "-" in token:
        whole = token.lower()
        if whole not in stopwords:
            terms.append(whole)
        for part in token.split("-"):
            if len(part) >= 2:
                _word_terms(part, terms, language, min_chars=2)
    else:
        _word_terms(token, terms, language, min_chars=1)
    return tuple(terms)


def _word_terms(word: str, terms: list[str], language: str, *, min_chars: int) -> None:
    lower = word.lower()
    stopwords = _STOPWORDS[language]
    if lower in stopwords or (lower.isalpha() and len(lower) < max(min_chars, 2)):
        return
    terms.append(_stem(lower, language) if lower.isalpha() else lower)
    if "." in word or word.isdigit() or (word.isalpha() and (word.islower() or word.isupper())):
        return
    # Letters and digits first (ResNet50 → ResNet, 50), then case (ResNet → Res, Net).
    groups = split_pieces(word, by_case=False)
    if len(groups) > 1:
        _piece_terms(groups, terms, language)
    for group in groups:
        if group.isalpha() and not (group.islower() or group.isupper()):
            pieces = split_pieces(group, by_case=True)
            if len(pieces) > 1:
                _piece_terms(pieces, terms, language)


def _piece_terms(pieces: list[str], terms: list[str], language: str) -> None:
    stopwords = _STOPWORDS[language]
    for piece in pieces:
        low = piece.lower()
        if len(low) >= 2 and low not in stopwords:
            terms.append(_stem(low, language) if low.isalpha() else low)


def split_pieces(word: str, *, by_case: bool) -> list[str]:
    """Split at letter↔digit boundaries (``p53``), or, with ``by_case``, at
    lower→upper (``ResNet``) and acronym→word (``BERTBase``) boundaries."""
    pieces: list[str] = []
    start = 0
    for i in range(1, len(word)):
        prev, cur = word[i - 1], word[i]
        if by_case:
            boundary = (prev.islower() and cur.isupper()) or (
                prev.isupper() and cur.isupper() and i + 1 < len(word) and word[i + 1].islower()
            )
        else:
            boundary = prev.isdigit() != cur.isdigit()
        if boundary:
            pieces.append(word[start:i])
            start = i
    pieces.append(word[start:])
    return pieces


@lru_cache(maxsize=TOKEN_CACHE_SIZE)
def _stem(word: str, language: str = "en") -> str:
    stem: str = _stemmers.stemmers[language].stemWord(word)
    return stem
