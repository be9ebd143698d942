"""The search service over a real embedded Qdrant collection of real arXiv records:
modes, grouping with pages, filters, "papers like this", fusion options, MMR,
and the LLM steps replayed by the core's ScriptedChatModel."""

from __future__ import annotations

import pytest
from tapyre import LLMNotConfiguredError
from tapyre.testing import ScriptedChatModel
from tapyre_paper_search.errors import PaperNotFoundError, SearchError
from tapyre_paper_search.search import SearchFilters, SearchOptions
from tapyre_paper_search.search import answer as answers
from tapyre_paper_search.search.results import PaperHit
from tapyre_paper_search.search.service import SearchService

DIPHOTON = "0704.0001"  # "Calculation of prompt diphoton production cross sections at Tevatron…"


def service(collection: tuple, chat_model: object = None) -> SearchService:
    store, metadata, dense, sparse = collection
    return SearchService(
        vectors=store, metadata=metadata, dense=dense, sparse=sparse, chat_model=chat_model
    )


@pytest.mark.parametrize("mode", ["dense", "lexical", "hybrid"])
@pytest.mark.parametrize("level", ["chunk", "paper"])
def test_every_mode_and_level_finds_the_obvious_paper(
    collection: tuple, mode: str, level: str
) -> None:
    response = service(collection).search(
        "prompt diphoton production cross sections Tevatron LHC",
        SearchOptions(k=5, mode=mode, level=level),  # type: ignore[arg-type]
    )
    assert response.mode == mode
    assert response.papers[0].paper_id == DIPHOTON
    assert response.papers[0].title.startswith("Calculation of prompt diphoton")
    assert response.papers[0].year == 2007
    assert len({p.paper_id for p in response.papers}) == len(response.papers) == 5
    scores = [p.score for p in response.papers]
    assert scores == sorted(scores, reverse=True)


def test_chunk_results_are_grouped_with_best_passages_and_pages(collection: tuple) -> None:
    response = service(collection).search(
        "diphoton pairs Higgs boson decay", SearchOptions(k=3, passages_per_paper=2)
    )
    top = response.papers[0]
    assert top.paper_id == DIPHOTON
    assert 1 <= len(top.passages) <= 2
    for passage in top.passages:
        assert passage.paper_id == DIPHOTON
        assert passage.chunk_index is not None
        assert passage.page_start in (1, 2)
        assert passage.text
    assert top.score == top.passages[0].score


def test_a_hit_read_back_from_its_json_is_the_same_hit(collection: tuple) -> None:
    """What a command that goes through a server prints: the hits rebuilt from the
    JSON, with the same title, authors, year and categories as the payload gave."""
    response = service(collection).search("diphoton", SearchOptions(k=3, passages_per_paper=2))
    for hit in response.papers:
        assert hit.title and hit.authors and hit.year and hit.categories
        assert PaperHit.from_dict(hit.to_dict()) == hit
    assert PaperHit.from_dict({"paper_id": "x", "score": 1}) == PaperHit("x", 1.0)


def test_paper_level_passage_is_the_abstract(collection: tuple) -> None:
    top = service(collection).search("diphoton", SearchOptions(k=1, level="paper")).papers[0]
    assert top.passages[0].chunk_index is None
    assert top.passages[0].text.startswith("A fully differential calculation")


def test_filters_on_category_author_ids_and_years(collection: tuple) -> None:
    svc = service(collection)
    by_category = svc.search(
        "graphs", SearchOptions(k=5, filters=SearchFilters(categories=("math.CO",)))
    )
    assert by_category.papers
    assert all("math.CO" in p.categories for p in by_category.papers)

    by_author = svc.search(
        "cross sections", SearchOptions(k=5, filters=SearchFilters(authors=("p. m. NADOLSKY",)))
    )
    assert [p.paper_id for p in by_author.papers] == [DIPHOTON]

    by_id = svc.search(
        "graphs", SearchOptions(k=5, filters=SearchFilters(paper_ids=("0704.0002", "0704.0010")))
    )
    assert {p.paper_id for p in by_id.papers} <= {"0704.0002", "0704.0010"}

    years = svc.search("graphs", SearchOptions(filters=SearchFilters(year_from=2007, year_to=2007)))
    assert years.papers and all(p.year == 2007 for p in years.papers)
    assert svc.search("graphs", SearchOptions(filters=SearchFilters(year_from=2008))).papers == ()
    assert years.filters.year_from == 2007


def test_invalid_filters_and_options_are_search_errors() -> None:
    with pytest.raises(SearchError, match="empty"):
        SearchFilters(year_from=2020, year_to=2010)
    with pytest.raises(SearchError, match="k must be"):
        SearchOptions(k=0)
    with pytest.raises(SearchError, match="unknown mode"):
        SearchOptions(mode="fuzzy")  # type: ignore[arg-type]


def test_empty_and_stopword_queries(collection: tuple) -> None:
    svc = service(collection)
    with pytest.raises(SearchError, match="empty"):
        svc.search("   ")
    with pytest.raises(SearchError, match="no searchable words"):
        svc.search("the of and", SearchOptions(mode="lexical"))
    assert svc.search("the of and", SearchOptions(mode="hybrid")).papers  # falls back to dense


@pytest.mark.parametrize(
    "query", [DIPHOTON, f"papers like arXiv:{DIPHOTON}v2", f"https://arxiv.org/abs/{DIPHOTON}"]
)
def test_an_arxiv_id_means_papers_like_this(collection: tuple, query: str) -> None:
    response = service(collection).search(query, SearchOptions(k=3, level="paper"))
    assert response.similar_to == DIPHOTON
    assert DIPHOTON not in [p.paper_id for p in response.papers]
    assert len(response.papers) == 3
    # its nearest neighbours share its field (particle physics)
    assert any(c.startswith(("hep-", "nucl-")) for c in response.papers[0].categories)


def test_similar_to_an_unknown_paper_is_not_found(collection: tuple) -> None:
    with pytest.raises(PaperNotFoundError, match=r"2401\.99999"):
        service(collection).search("2401.99999")


def test_fusion_kinds_and_rrf_k(collection: tuple) -> None:
    svc = service(collection)
    query = "prompt diphoton production cross sections"
    rrf_small = svc.search(query, SearchOptions(k=10, level="paper", fusion="rrf", rrf_k=1))
    rrf_large = svc.search(query, SearchOptions(k=10, level="paper", fusion="rrf", rrf_k=500))
    dbsf = svc.search(query, SearchOptions(k=10, level="paper", fusion="dbsf"))
    assert rrf_small.papers[0].paper_id == rrf_large.papers[0].paper_id == DIPHOTON
    assert dbsf.papers[0].paper_id == DIPHOTON
    # RRF scores are 1/(k+rank) sums: a larger k gives smaller scores
    assert rrf_small.papers[0].score > rrf_large.papers[0].score
    assert rrf_large.papers[0].score <= 2 / 500 + 1e-6  # Qdrant ranks from 0: 1/(k + rank)


def test_mmr_diversifies_and_lambda_one_keeps_relevance_order(collection: tuple) -> None:
    svc = service(collection)
    query = "quantum field theory"
    plain = svc.search(query, SearchOptions(k=8, mode="dense")).papers
    same = svc.search(query, SearchOptions(k=8, mode="dense", mmr=True, mmr_lambda=1.0)).papers
    diverse = svc.search(query, SearchOptions(k=8, mode="dense", mmr=True, mmr_lambda=0.2)).papers
    assert [(p.paper_id, p.score) for p in same] == [(p.paper_id, p.score) for p in plain]
    assert len({p.paper_id for p in diverse}) == 8
    assert diverse[0].paper_id == plain[0].paper_id
    assert [p.paper_id for p in diverse] != [p.paper_id for p in plain]


def test_llm_filter_parser_applies_filters_and_searches_the_remainder(collection: tuple) -> None:
    model = ScriptedChatModel(
        replies=[
            '```json\n{"is_paper_search": true, "query": "cross sections",'
            ' "year_from": 2007, "year_to": null, "authors": ["P. M. Nadolsky"],'
            ' "categories": []}\n```'
        ]
    )
    response = service(collection, model).search(
        "papers by Nadolsky since 2007 on cross sections", SearchOptions(parse_filters=True)
    )
    assert response.filters.authors == ("P. M. Nadolsky",)
    assert response.filters.year_from == 2007
    assert response.queries == ("cross sections",)
    assert response.is_search is True
    assert [p.paper_id for p in response.papers] == [DIPHOTON]


def test_llm_filter_parser_garbage_falls_back_and_says_so(collection: tuple) -> None:
    model = ScriptedChatModel(replies=["I think you want papers from 2007!"])
    response = service(collection, model).search(
        "diphoton production", SearchOptions(k=3, parse_filters=True)
    )
    assert response.filters.is_empty
    assert response.papers[0].paper_id == DIPHOTON
    assert any("filter parser" in note for note in response.notes)


def test_llm_verdict_not_a_paper_search_returns_nothing(collection: tuple) -> None:
    model = ScriptedChatModel(replies=['{"is_paper_search": false, "query": ""}'])
    response = service(collection, model).search("open firefox", SearchOptions(parse_filters=True))
    assert response.is_search is False
    assert response.papers == ()


def test_rewritten_queries_are_fused(collection: tuple) -> None:
    model = ScriptedChatModel(
        replies=[
            '{"queries": ["diphoton production at hadron colliders",'
            ' "Higgs boson decay to photon pairs"]}'
        ]
    )
    response = service(collection, model).search(
        "two photons at the LHC", SearchOptions(k=5, rewrite=True, rewrites=2, rewrite_weight=0.5)
    )
    assert response.queries == (
        "two photons at the LHC",
        "diphoton production at hadron colliders",
        "Higgs boson decay to photon pairs",
    )
    assert response.papers[0].paper_id == DIPHOTON
    # fused scores: w·mean cosine + (1−w)·normalised RRF lie within [−0.5, 1]
    assert all(-0.5 <= p.score <= 1.0 for p in response.papers)


def test_relevance_filter_keeps_only_chosen_passages(collection: tuple) -> None:
    model = ScriptedChatModel(replies=['Relevant: {"keep": [0]}'])
    response = service(collection, model).search(
        "diphoton production", SearchOptions(k=3, passages_per_paper=1, relevance_filter=True)
    )
    assert [p.paper_id for p in response.papers] == [DIPHOTON]
    assert len(response.papers[0].passages) == 1
    assert "relevance_filter" in response.timings_ms


def test_llm_steps_without_a_model_say_how_to_configure_one(collection: tuple) -> None:
    with pytest.raises(LLMNotConfiguredError, match="language model"):
        service(collection).search("x", SearchOptions(rewrite=True))


ANSWER = (
    "Prompt diphoton production was computed at next-to-leading order with resummation "
    "of initial-state gluon radiation [1]. Predictions cover the Tevatron and the LHC [1][9].\n\n"
    "Sources:\n[1] Balázs et al."
)


def test_ask_streams_an_answer_with_program_appended_sources(collection: tuple) -> None:
    model = ScriptedChatModel(replies=[ANSWER])
    answer = service(collection, model).ask(
        "What do diphoton pairs from Higgs boson decays show at the LHC?",
        SearchOptions(k=3, mode="lexical"),
        max_passages=4,
    )
    assert answer.response.papers[0].paper_id == DIPHOTON
    pieces = list(answer)
    assert len(pieces) > 3  # streamed word by word, then the sources
    text = "".join(pieces)
    assert text == answer.text
    body, sources = text.split("\n\nSources:\n")
    assert "[9]" not in body and answer.dropped_markers == ["[9]"]
    assert "Balázs et al." not in text  # the model's own list was cut
    assert answer.cut_sources
    assert answer.cited == [1]
    assert sources.splitlines()[0].startswith(
        f"[1] Calculation of prompt diphoton production cross sections at Tevatron and LHC "
        f"energies — {DIPHOTON}, p. 1"
    )
    assert len(sources.splitlines()) == len(answer.sources) <= 3

    system, user = model.received[0]
    assert "Do NOT write a list of sources" in system.content
    assert "same language as the question" in system.content
    # the model read the whole chunk text from SQL, not the payload's snippet
    record = collection[1].get_paper(DIPHOTON)
    first = answer.sources[0].passages[0]
    assert record.chunks[first.chunk_index].text in user.content
    assert user.content.rstrip().endswith(
        "Question: What do diphoton pairs from Higgs boson decays show at the LHC?"
    )


def test_ask_at_paper_level_gives_the_model_whole_abstracts(collection: tuple) -> None:
    model = ScriptedChatModel(replies=["Die Quellen enthalten die Antwort nicht."])
    answer = service(collection, model).ask(
        "Wie wurde die Diphoton-Produktion berechnet?", SearchOptions(k=2, level="paper")
    )
    text = answer.read()
    assert text.startswith("Die Quellen enthalten die Antwort nicht.")
    user = model.received[0][1].content
    for source in answer.sources:
        abstract = collection[1].get_paper(source.paper_id).metadata.abstract
        assert " ".join(abstract.split()) in user


def test_ask_needs_a_language_model(collection: tuple) -> None:
    with pytest.raises(LLMNotConfiguredError):
        service(collection).ask("anything")


@pytest.mark.parametrize("mode", ["all", "cited"])
def test_ask_lists_cited_sources_first(collection: tuple, mode: str) -> None:
    model = ScriptedChatModel(replies=["Only the second source answers this [2]."])
    answer = service(collection, model).ask(
        "What do diphoton pairs from Higgs boson decays show at the LHC?",
        SearchOptions(k=3, mode="lexical"),
        max_passages=4,
        sources=mode,  # type: ignore[arg-type]
    )
    assert len(answer.sources) >= 2
    listed = answer.read().split("\n\nSources:\n")[1].splitlines()
    assert listed[0].startswith("[2] ") and "(not cited)" not in listed[0]
    if mode == "all":
        assert len(listed) == len(answer.sources)
        assert all(line.endswith("(not cited)") for line in listed[1:])
    else:
        assert len(listed) == 1
    assert [d["cited"] for d in answer.listed_sources()][:1] == [True]


def test_ask_refuses_an_unknown_sources_mode(collection: tuple) -> None:
    model = ScriptedChatModel(replies=["x"])
    with pytest.raises(SearchError, match="use 'cited' or 'all'"):
        service(collection, model).ask("anything", sources="some")  # type: ignore[arg-type]


def test_a_german_question_over_english_papers(collection: tuple) -> None:
    german = "Wie wurde die Produktion von Diphoton-Paaren am Tevatron und LHC berechnet?"
    english = "How was the production of diphoton pairs at the Tevatron and LHC computed?"
    reply_de = "Sie wurde in nächstführender Ordnung mit Resummation berechnet [1][7]."
    reply_en = "It was computed at next-to-leading order with resummation [1][7]."
    model_de, model_en = (
        ScriptedChatModel(replies=[reply_de]),
        ScriptedChatModel(replies=[reply_en]),
    )
    options = SearchOptions(k=3, mode="lexical")
    answer_de = service(collection, model_de).ask(german, options, max_passages=4)
    answer_en = service(collection, model_en).ask(english, options, max_passages=4)
    text_de, text_en = answer_de.read(), answer_en.read()

    system, user = model_de.received[0]
    assert system.content == answers.SYSTEM
    assert "The question is in German: write the whole answer in German" in user.content
    assert "in English" not in user.content.split("Question:")[0].split("\n\n")[-2]
    assert "The question is in English" in model_en.received[0][1].content

    assert text_de.startswith("Sie wurde in nächstführender Ordnung")
    # Citations are handled alike: the same marker kept, the same one dropped, and
    # the same sources appended in the same form.
    assert answer_de.cited == answer_en.cited == [1]
    assert answer_de.dropped_markers == answer_en.dropped_markers == ["[7]"]
    assert answer_de.sources[0].paper_id == DIPHOTON
    first = (
        "[1] Calculation of prompt diphoton production cross sections at Tevatron and "
        f"LHC energies — {DIPHOTON}"
    )
    for text in (text_de, text_en):
        body, listed = text.split("\n\nSources:\n")
        assert "[1]" in body and "[7]" not in body
        assert listed.startswith(first)
