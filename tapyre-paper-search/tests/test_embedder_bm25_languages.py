"""Language-aware BM25: German text analysed as German, English as English, the
query in its own language (both when the detector is unsure), shared terms
matching across languages, and the English-only configuration unchanged."""

from __future__ import annotations

import pytest
from tapyre import SparseVector
from tapyre_paper_search import language
from tapyre_paper_search.embedders import bm25, lexical
from tapyre_paper_search.embedders.bm25 import Bm25Embedder, term_id
from tapyre_paper_search.errors import EmbedderError

GERMAN = (
    "Bei den untersuchten Patienten wurden Metastasen in der Leber gefunden; "
    "die Mutationen von KRAS und p53 waren häufiger als erwartet."
)
ENGLISH = (
    "Metastases were found in the liver of the patients we studied; mutations of "
    "KRAS and p53 were more frequent than expected."
)


def _score(query: SparseVector, passage: SparseVector) -> float:
    weights = dict(zip(passage.indices, passage.values, strict=True))
    return sum(weights.get(i, 0.0) * v for i, v in zip(query.indices, query.values, strict=True))


def test_german_terms_are_german_stems_without_german_stopwords() -> None:
    terms = lexical.tokenize(GERMAN, "de")
    assert "metastas" in terms and "patient" in terms and "mutation" in terms
    assert not {"bei", "den", "der", "die", "von", "und", "als", "wurden"} & set(terms)
    # Analysed as English the same text keeps its German inflections and stopwords.
    english = lexical.tokenize(GERMAN, "en")
    assert "metastasen" in english and "die" in english


def test_german_stemming_folds_umlauts_and_sharp_s() -> None:
    assert lexical.tokenize("Häuser Hauses Größe größer Straße", "de") == [
        "haus",
        "haus",
        "gross",
        "gross",
        "strass",
    ]


def test_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="'fr'"):
        lexical.analyze_token("bonjour", "fr")


def test_each_passage_is_analysed_in_its_detected_language() -> None:
    embedder = Bm25Embedder()
    assert embedder.passage_language(GERMAN) == "de"
    assert embedder.passage_language(ENGLISH) == "en"
    german, english = embedder.embed_passages([GERMAN, ENGLISH])
    assert term_id("metastas") in german.indices  # German stem of Metastasen
    assert term_id("die") not in german.indices  # a German stopword
    assert term_id("metastas") in english.indices  # English stem of metastases


def test_a_german_query_finds_a_german_passage_by_its_stems() -> None:
    passage = "Die Metastase wurde in der Leber gefunden."
    query = "Lebermetastasen und Metastasen der Leber"
    aware = Bm25Embedder()
    [p_vec], [q_vec] = aware.embed_passages([passage]), aware.embed_queries([query])
    english_only = Bm25Embedder(languages=("en",))
    [p_en], [q_en] = english_only.embed_passages([passage]), english_only.embed_queries([query])
    # "Metastasen" and "Metastase" share the German stem; English stemming keeps them apart.
    assert _score(q_vec, p_vec) > _score(q_en, p_en)


def test_a_german_query_reaches_english_text_through_shared_terms() -> None:
    embedder = Bm25Embedder()
    [passage] = embedder.embed_passages([ENGLISH])
    [query] = embedder.embed_queries(["Welche Rolle spielen KRAS und p53 bei Metastasen?"])
    shared = set(query.indices) & set(passage.indices)
    assert {term_id("kras"), term_id("p53")} <= shared


def test_english_text_gives_the_english_only_vectors() -> None:
    texts = [ENGLISH, "COVID-19 and IL-6 levels in p53-deficient mice (2.5 mg/kg)."]
    assert Bm25Embedder().embed_passages(texts) == Bm25Embedder(languages=("en",)).embed_passages(
        texts
    )


def test_an_unsure_query_is_analysed_in_both_languages() -> None:
    text = "Protein proteins PROTEIN cells of mice"
    embedder = Bm25Embedder()
    assert language.guess(text).margin < language.UNSURE_MARGIN
    assert embedder.query_languages(text) == ("en", "de")
    [vector] = embedder.embed_queries([text])
    english = set(embedder.term_ids(text, "en"))
    german = set(embedder.term_ids(text, "de"))
    assert german - english  # the German analysis adds terms of its own
    assert set(vector.indices) == english | german
    assert set(vector.values) == {1.0}


def test_a_sure_query_is_analysed_in_its_language_only() -> None:
    embedder = Bm25Embedder()
    text = "Die akute Ausschaltung von KRAS verursacht eine schwere Wachstumsstörung."
    assert embedder.query_languages(text) == ("de",)
    [vector] = embedder.embed_queries([text])
    assert set(vector.indices) == set(embedder.term_ids(text, "de"))


def test_english_only_keeps_the_name_collections_were_built_with() -> None:
    assert Bm25Embedder(languages=("en",)).name == "bm25-sci-v1-crc32(k1=1.2,b=0.75,avgdl=100)"
    assert Bm25Embedder().name.endswith(",languages=en+de)")
    assert Bm25Embedder(languages=("de", "en")).name != Bm25Embedder().name


def test_english_only_never_detects(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(text: str) -> str:
        raise AssertionError("detection was asked for")

    monkeypatch.setattr(language, "detect", refuse)
    monkeypatch.setattr(language, "query_languages", refuse)
    embedder = Bm25Embedder(languages=("en",))
    [passage] = embedder.embed_passages([GERMAN])
    assert term_id("metastasen") in passage.indices
    embedder.embed_queries([GERMAN])


def test_the_languages_setting() -> None:
    assert bm25.build({"languages": ["en"]}).languages == ("en",)
    assert bm25.build({"languages": "de, EN"}).languages == ("de", "en")
    assert bm25.build({}).languages == ("en", "de")
    with pytest.raises(EmbedderError, match=r"languages \['en', 'fr'\]"):
        bm25.build({"languages": ["en", "fr"]})
