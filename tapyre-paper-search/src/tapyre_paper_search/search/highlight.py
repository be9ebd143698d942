"""Which words of a passage match a query: the words a result page marks (pure).

A word matches when the lexical analysis that BM25 search uses
(:mod:`tapyre_paper_search.embedders.lexical`: normalisation, stopwords,
stemming, hyphen and case pieces) gives it a term the query has too, so
``cooling`` in a passage is marked for the query "cool", ``COVID-19`` for
"covid", and ``the`` never.  The query is analysed in the languages it is
searched in (:func:`tapyre_paper_search.language.query_languages`), and each
word of the passage in those same languages.

Offsets index the text as given (not its normalised form), so a face cuts the
original string at them and escapes each piece on its own: the marks never
travel inside the text.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tapyre_paper_search.embedders import lexical

Segment = tuple[str, bool]
"""A piece of a text and whether it is a matched word."""


@dataclass(frozen=True)
class Highlighter:
    """Marks the words of texts that match one query's ``terms`` (analysed as
    ``languages``).  Without terms (a query of stopwords, an arXiv id) nothing matches."""

    terms: frozenset[str]
    languages: tuple[str, ...] = ("en",)

    def spans(self, text: str) -> list[tuple[int, int]]:
        """``(start, end)`` of each matched word of ``text``, in order; neighbouring
        matched words separated only by spaces are one span."""
        found: list[tuple[int, int]] = []
        if not self.terms:
            return found
        for start, end, token in lexical.token_spans(text):
            if not self._matches(token):
                continue
            if found and not text[found[-1][1] : start].strip():
                found[-1] = (found[-1][0], end)
            else:
                found.append((start, end))
        return found

    def segments(self, text: str) -> list[Segment]:
        """``text`` cut into pieces, each ``(piece, matched)``; joined they are ``text``."""
        pieces: list[Segment] = []
        at = 0
        for start, end in self.spans(text):
            if start > at:
                pieces.append((text[at:start], False))
            pieces.append((text[start:end], True))
            at = end
        if at < len(text) or not pieces:
            pieces.append((text[at:], False))
        return pieces

    def matched_words(self, text: str) -> list[str]:
        """The matched words of ``text`` as written, each once, in order of appearance."""
        seen: dict[str, None] = {}
        for start, end in self.spans(text):
            seen.setdefault(text[start:end], None)
        return list(seen)

    def _matches(self, token: str) -> bool:
        normal = lexical.normalize(token)
        return any(
            not self.terms.isdisjoint(lexical.analyze_token(normal, language))
            for language in self.languages
        )

    def to_dict(self) -> dict[str, Any]:
        return {"terms": sorted(self.terms), "languages": list(self.languages)}


def highlighter(query: str, languages: Sequence[str] | None = None) -> Highlighter:
    """The :class:`Highlighter` of ``query``, analysed in ``languages`` (default:
    the languages the query is detected in)."""
    if languages is None:
        from tapyre_paper_search.language import query_languages

        languages = query_languages(query) if query.strip() else ("en",)
    langs = tuple(lang for lang in languages if lang in lexical.LANGUAGES) or ("en",)
    terms = frozenset(term for lang in langs for term in lexical.tokenize(query, lang))
    return Highlighter(terms, langs)
