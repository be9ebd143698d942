"""The graph's text side: entity keys, sentence spans, and passages analysed into
sentences with the entities they mention (pure functions; the extractor here is a
small rule-based one, the spaCy one has its own tests)."""

from __future__ import annotations

import pytest
from graph_helpers import CapitalisedRuns
from tapyre_paper_search.graph.analysis import MAX_TITLE_WORDS, PassageText, analyse
from tapyre_paper_search.graph.normalize import (
    cased_tokens,
    entity_key,
    find_names,
    without_qualifier,
)
from tapyre_paper_search.graph.sentences import MAX_SENTENCE_CHARS, split_sentences


@pytest.mark.parametrize(
    ("name", "key"),
    [
        ("J. R. R. Tolkien", "jrr tolkien"),
        ("J.R.R. Tolkien", "jrr tolkien"),
        ("JRR Tolkien", "jrr tolkien"),
        ("The Beatles", "beatles"),
        ("Lothair II's", "lothair ii"),
        ("Raghnall Mac Ruaidhrí", "raghnall mac ruaidhri"),
        ("Saxe-Eisenach", "saxe eisenach"),
        ("Maurice, Prince Of Orange", "maurice prince of orange"),
        ("The Almighty Dollar (1923 film)", "almighty dollar 1923 film"),
        ("ＦＵＬＬＷＩＤＴＨ", "fullwidth"),
        ("the", ""),
        ("of the", ""),
        ("...", ""),
    ],
)
def test_entity_keys_fold_spellings_of_one_name(name: str, key: str) -> None:
    assert entity_key(name) == key


def test_a_qualifier_is_kept_in_the_key_and_can_be_dropped() -> None:
    assert entity_key("Inherent Vice (film)") != entity_key("Inherent Vice (novel)")
    assert without_qualifier("Inherent Vice (film)") == "Inherent Vice"
    assert without_qualifier("Inherent Vice") == ""


def test_cased_tokens_mark_names_but_not_an_opening_function_word() -> None:
    words = cased_tokens("Who directed The Last Coupon in 1932?")
    assert words[0] == ("who", False)
    assert ("coupon", True) in words and ("1932", True) in words
    assert ("directed", False) in words


def test_find_names_takes_the_longest_marked_names_once_per_occurrence() -> None:
    keys = {"last coupon", "coupon", "film", "maurice prince of orange", "orange"}
    text = "The film The Last Coupon and Maurice, Prince of Orange; later The Last Coupon."
    assert find_names(text, keys.__contains__) == [
        "last coupon",
        "maurice prince of orange",
        "last coupon",
    ]
    # "film" is written in lower case: not a name here
    assert "film" not in find_names("a film by Orange", keys.__contains__)


def test_sentences_split_at_ends_but_not_at_initials_abbreviations_or_numbers() -> None:
    text = (
        "Teutberga\n\nTeutberga( died 11 November 875) was a queen of Lotharingia by marriage "
        "to Lothair II. She was a daughter of Boso the Elder and sister of Hucbert, the "
        "lay- abbot of St. Maurice's Abbey. John F. Kennedy was born in 1917. It cost 3.5 "
        'dollars, e.g. a lot. "Quoted." Really? Yes!'
    )
    sentences = [text[s:e] for s, e in split_sentences(text)]
    assert sentences == [
        "Teutberga",
        "Teutberga( died 11 November 875) was a queen of Lotharingia by marriage to Lothair II.",
        "She was a daughter of Boso the Elder and sister of Hucbert, the lay- abbot of "
        "St. Maurice's Abbey.",
        "John F. Kennedy was born in 1917.",
        "It cost 3.5 dollars, e.g. a lot.",
        '"Quoted."',
        "Really?",
        "Yes!",
    ]


def test_a_run_on_sentence_is_cut_at_spaces_below_the_limit() -> None:
    text = " ".join(["word"] * 600)
    spans = split_sentences(text)
    assert len(spans) > 1
    assert all(end - start <= MAX_SENTENCE_CHARS for start, end in spans)
    assert " ".join(text[s:e] for s, e in spans) == text


def test_analysis_assigns_mentions_to_sentences_and_repeats_names_it_missed() -> None:
    text = (
        "A Nest of Noblemen\n\nIn 1914 the film was made. A Nest of Noblemen is a drama "
        "directed by Vladimir Gardin. Critics liked it."
    )
    analysis = analyse([PassageText("p1", 0, text, title="A Nest of Noblemen")], CapitalisedRuns())
    (passage,) = analysis.passages
    assert passage.sentences[0] == "A Nest of Noblemen"
    # the title is a mention of every sentence of its paper
    assert all("nest of noblemen" in counts for counts in passage.mentions)
    # the extractor missed the title at the start of the third sentence; it counts anyway
    third = passage.mentions[2]
    assert third["vladimir gardin"] == 1 and third["nest of noblemen"] >= 1
    assert analysis.names["vladimir gardin"] == ("Vladimir Gardin", "NAME")
    assert analysis.names["nest of noblemen"][1] == "TITLE"


def test_a_long_title_is_a_description_not_a_name() -> None:
    title = " ".join(["Word"] * (MAX_TITLE_WORDS + 1))
    analysis = analyse([PassageText("p", 0, "Some text here.", title)], CapitalisedRuns())
    assert analysis.passages[0].mentions == [{}]


def test_a_qualified_title_also_names_its_bare_form() -> None:
    analysis = analyse(
        [PassageText("p", 0, "It was released in 1923.", "The Almighty Dollar (1923 film)")],
        CapitalisedRuns(),
    )
    assert set(analysis.passages[0].mentions[0]) == {"almighty dollar 1923 film", "almighty dollar"}
