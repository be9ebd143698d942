"""review116 on places37: a person's name closing with a word of a kind of place, and
a missing or corrupt place-name file.

- "Ann Lee, Morgan Hill": a city of the gazetteer closing the line is dropped only
  where its kind-of-place word opens it ("Santa Barbara", "Fort Collins") or closes it
  and is no surname ("Carson City"); "Hill", "Park", "Point", "Bay" … close people's
  names as often ("Morgan Hill", "Allen Park", "Rose Hill").
- a missing, truncated or corrupt ``places.txt.gz`` raises ``PlacesFileError`` (a
  ``PaperSearchError``) in one line naming the file.
"""

from __future__ import annotations

import gzip
import unicodedata
from pathlib import Path

import pytest
from tapyre_paper_search.errors import PaperSearchError
from tapyre_paper_search.pdf import extract_pdf, gazetteer
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.givennames import fold_word
from test_pdf_places36 import _paper


@pytest.mark.parametrize("person", ["Morgan Hill", "Allen Park", "Rose Hill", "Dana Point"])
@pytest.mark.parametrize("lenient", [False, True])
def test_a_person_named_like_a_city_closing_the_line_stays(person: str, lenient: bool) -> None:
    assert names_in_line(f"Ann Lee, {person}", lenient=lenient) == ["Ann Lee", person]
    line = f"Ann Lee, Bob Stone, {person}"
    assert names_in_line(line, lenient=lenient) == ["Ann Lee", "Bob Stone", person]


@pytest.mark.parametrize("city", ["Santa Barbara", "Fort Collins", "Carson City"])
@pytest.mark.parametrize("lenient", [False, True])
def test_control_a_city_closing_the_line_still_goes(city: str, lenient: bool) -> None:
    assert names_in_line(f"Ann Lee, {city}", lenient=lenient) == ["Ann Lee"]


def test_a_drawn_byline_closing_with_a_person_named_like_a_city(tmp_path: Path) -> None:
    path = tmp_path / "paper.pdf"
    _paper(path, ["Rahel Tesfaye, Allen Park, Morgan Hill", "University of Somewhere"])
    assert extract_pdf(path).authors == ("Rahel Tesfaye", "Allen Park", "Morgan Hill")


@pytest.mark.parametrize(
    "data",
    [b"", b"not gzip", gzip.compress(b"[countries]\nPeru\n")[:-6], gzip.compress(b"\xff\xfe")],
    ids=["empty", "not-gzip", "truncated", "not-utf8"],
)
def test_a_corrupt_place_file_is_one_line_naming_it(
    data: bytes, monkeypatch: pytest.MonkeyPatch
) -> None:
    gazetteer.read_places.cache_clear()
    monkeypatch.setattr(gazetteer, "_data", lambda: data)
    try:
        with pytest.raises(PaperSearchError) as caught:
            gazetteer.read_places()
    finally:
        gazetteer.read_places.cache_clear()
    assert isinstance(caught.value, gazetteer.PlacesFileError)
    message = str(caught.value)
    assert "\n" not in message and gazetteer.FILE_NAME in message


def test_a_missing_place_file_is_one_line_naming_it(monkeypatch: pytest.MonkeyPatch) -> None:
    def missing() -> bytes:
        raise FileNotFoundError(2, "No such file or directory")

    gazetteer.read_places.cache_clear()
    monkeypatch.setattr(gazetteer, "_data", missing)
    try:
        with pytest.raises(gazetteer.PlacesFileError, match=r"places\.txt\.gz"):
            gazetteer.read_places()
    finally:
        gazetteer.read_places.cache_clear()


def _slow_fold(word: str) -> str:
    decomposed = unicodedata.normalize("NFKD", word.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def test_control_ascii_fold_is_the_full_fold() -> None:
    words = [chr(c) for c in range(128)] + ["O'Neil", "Mc2", "ABC-def", "x\ty", "Straße", "İz"]
    assert all(fold_word(w) == _slow_fold(w) for w in words)
