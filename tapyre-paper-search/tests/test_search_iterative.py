"""Iterative (IRCoT-style) retrieval: the model writes the next sub-question from the
passages found so far, up to a bound; the rounds' results interleave.
The model is the core's ScriptedChatModel, a real LangChain chat model."""

from __future__ import annotations

from tapyre.testing import ScriptedChatModel
from tapyre_paper_search.search.iterative import iterate
from tapyre_paper_search.search.results import PaperHit, Passage


def hit(paper_id: str, title: str, text: str) -> PaperHit:
    return PaperHit(paper_id, 1.0, title, passages=(Passage(paper_id, text, 1.0, 0),))


INDEX = {
    "When did Lothair II's mother die?": [
        hit("lothair", "Lothair II", "Lothair II was the son of Emperor Lothair I and Ermengarde."),
        hit("other", "Lothair I", "Lothair I was emperor."),
    ],
    "When did Ermengarde of Tours die?": [
        hit("ermengarde", "Ermengarde of Tours", "Ermengarde of Tours died on 20 March 851."),
        hit("lothair", "Lothair II", "Lothair II was the son of Emperor Lothair I and Ermengarde."),
    ],
}


def test_the_model_s_sub_question_finds_the_second_hop_after_the_first() -> None:
    model = ScriptedChatModel(
        replies=['{"next": "When did Ermengarde of Tours die?"}', '{"done": true}']
    )
    searched: list[str] = []

    def search(query: str) -> list[PaperHit]:
        searched.append(query)
        return INDEX[query]

    rounds = iterate(model, "When did Lothair II's mother die?", search, steps=3, k=5)
    assert searched == ["When did Lothair II's mother die?", "When did Ermengarde of Tours die?"]
    assert rounds.queries == searched
    # found by both rounds, the bridge leads; the second round's best comes before
    # the first round's runner-up
    assert [p.paper_id for p in rounds.papers] == ["lothair", "ermengarde", "other"]
    assert rounds.notes == []
    # the model saw the passages of round 1 when it wrote the sub-question
    first_prompt = str(model.received[0])
    assert "Ermengarde." in first_prompt and "Lothair I was emperor." in first_prompt
    # the second hop is kept even when the first round alone fills k
    again = ScriptedChatModel(replies=['{"next": "When did Ermengarde of Tours die?"}'])
    two = iterate(again, "When did Lothair II's mother die?", search, steps=2, k=2)
    assert [p.paper_id for p in two.papers] == ["lothair", "ermengarde"]


def test_the_bound_stops_the_loop_and_unusable_replies_leave_a_note() -> None:
    def search(query: str) -> list[PaperHit]:
        return INDEX["When did Lothair II's mother die?"]

    model = ScriptedChatModel(replies=['{"next": "a"}', '{"next": "b"}', '{"next": "c"}'])
    bounded = iterate(model, "q", search, steps=2, k=5)
    assert bounded.queries == ["q", "a"]
    garbled = iterate(
        ScriptedChatModel(replies=["I think we need more"]), "q", search, steps=3, k=5
    )
    assert garbled.queries == ["q"] and garbled.notes and "stopped" in garbled.notes[0]
    repeated = iterate(ScriptedChatModel(replies=['{"next": "Q"}']), "q", search, steps=3, k=5)
    assert repeated.queries == ["q"] and "repeated" in repeated.notes[0]
