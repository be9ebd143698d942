"""fix41: the re-read's findings on round 41 (one test a finding)."""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.refentry import parse_reference
from textlines import text_line


def test_names_first_list_joined_by_e_is_not_a_title() -> None:
    text = (
        "Gian Luca Rossi, M. Bianchi e L. Verdi. La geologia del Carso. "
        "Boll. Soc. Geol. 12, 1-10, 1999."
    )
    assert parse_reference(text).authors == ("Gian Luca Rossi", "M. Bianchi", "L. Verdi")
    # (controls: "og", "y", "and")
    for word in ("og", "y", "and"):
        text = f"Yong Seung Cho, T. Tatsuno {word} K. Lee. Title of it. J. Phys. 2019."
        assert parse_reference(text).authors == ("Yong Seung Cho", "T. Tatsuno", "K. Lee")


def test_press_and_later_close_initials_stay_authors() -> None:
    from tapyre_paper_search.pdf import refdoublenames as rd

    text = (
        "Press, W. H., García Márquez, G., 2019. Numerical methods for physics. "
        "J. Comp. Phys. 12, 1-10."
    )
    assert parse_reference(text).authors == ("W. H. Press", "G. García Márquez")
    text = "Smith, J., López García, L.G., 2019. Deep learning of soils. Geoderma 12, 1-10."
    assert parse_reference(text).authors == ("J. Smith", "L.G. López García")
    # (controls, review144: a place and a publisher still end the list)
    place = "García Márquez, G., Smith, J., New York, N.Y., 2015."
    assert rd.joined(place) == "García_Márquez, G., Smith, J., New York, N.Y., 2015."
    press = "García Márquez, G., Cambridge University Press, C. (2015). Title."
    assert rd.joined(press).startswith("García_Márquez, G., Cambridge University Press")


def _line(text: str, x0: float, x1: float, y0: float):  # type: ignore[no-untyped-def]
    return text_line(text, y0, size=11.0, x0=x0, x1=x1, height=11)


def test_two_word_head_not_glued_after_a_full_name() -> None:
    from tapyre_paper_search.pdf.wraptail import wrapped_tail

    first = _line("Ahmed Hassan Mahmoud, Mona Lotfy Abdelrahman", 60.0, 535.0, 100.0)
    second = _line("Tarek Fawzy, Samir Nabil", 230.0, 365.0, 114.0)
    assert not wrapped_tail(first, second, lambda: 480.0)
    # (control: the one-word rule stands)
    assert wrapped_tail(first, _line("Tarek, Samir Nabil", 250.0, 345.0, 114.0), lambda: 480.0)


def _ocr_lines(*texts: str) -> list[dict[str, object]]:
    return [{"spans": [{"text": t}]} for t in texts]


def test_dotless_evidence_not_from_addresses_or_cited_names() -> None:
    from tapyre_paper_search.pdf.ocrdotless import mended_dotless

    lines = _ocr_lines("Deniz Aydın", "deniz.aydin@metu.edu.tr", "http://www.aydin.example/x")
    mended_dotless(lines)
    assert lines[0]["spans"] == [{"text": "Deniz Aydın"}]  # type: ignore[index]
    lines = _ocr_lines("Deniz Aydın", "as shown by Aydin et al. (2019)")
    mended_dotless(lines)
    assert lines[0]["spans"] == [{"text": "Deniz Aydın"}]  # type: ignore[index]
    # (control, review143: an ordinary word in small letters still mends)
    lines = _ocr_lines("cells ın the brain", "found in the abstract")
    mended_dotless(lines)
    assert lines[0]["spans"] == [{"text": "cells in the brain"}]  # type: ignore[index]


def test_long_dictionary_given_name_before_et_still_two_people() -> None:
    from tapyre_paper_search.pdf.authors import names_in_line

    assert names_in_line("Providence Moyo et Marie Curie") == ["Providence Moyo", "Marie Curie"]
    assert names_in_line("Perseverance Mutasa et Jean Dupont") == [
        "Perseverance Mutasa",
        "Jean Dupont",
    ]
    # (controls, names41/review145: a topic and a person stay no names)
    assert names_in_line("Intelligence Artificielle et Marie Curie") == []
    assert names_in_line("INTELLIGENCE ARTIFICIELLE ET MARIE CURIE") == []


def test_et_al_on_long_space_runs_is_linear(monkeypatch: pytest.MonkeyPatch) -> None:
    """The closing "et al." is found from the line's end: at most one match is tried,
    never a search from each character (quadratic over a run of spaces)."""
    from tapyre_paper_search.pdf import etal

    tried: list[int] = []

    class _Counting:
        def match(self, text: str, pos: int = 0) -> object:
            tried.append(pos)
            return real.match(text, pos)

        def search(self, *args: object) -> object:  # pragma: no cover - must not be used
            raise AssertionError("searched")

    real = etal._ET_AL
    monkeypatch.setattr(etal, "_ET_AL", _Counting())
    for line in ("Ann Lee," + " " * 20000 + "x", "Ann Lee," + " " * 20000 + "x al"):
        assert etal.without_et_al(line) == line
    assert tried == []  # no "et al" at the end: no match tried at all
    assert etal.without_et_al("Ann Lee, Bo Chen," + " " * 20000 + "et al.") == "Ann Lee, Bo Chen"
    assert len(tried) == 1
    # (controls: output as before)
    assert etal.without_et_al("Ann Lee, Bo Chen, et al.") == "Ann Lee, Bo Chen"
    assert etal.without_et_al("Ann Lee and Bo Chen ET AL") == "Ann Lee and Bo Chen"
    assert etal.without_et_al("Lee et al.") == "Lee et al."


def test_lone_letter_colon_keeps_its_space() -> None:
    from tapyre_paper_search.pdf.docwords import DocumentWords, reading
    from tapyre_paper_search.pdf.markspacing import unspaced

    words = DocumentWords(
        hyphenated=(),
        whole=(),
        texts=("Women : Prospective study ; cohort ? yes ! the end : of it",),
    )
    with reading(words):
        out = unspaced("A smooth map f : X → Y between manifolds : a study of the kind")
        assert out == "A smooth map f : X → Y between manifolds: a study of the kind"


def test_plural_acronym_after_line_end_hyphen_keeps_it() -> None:
    from tapyre_paper_search.pdf.refbreaks import typed_hyphens

    assert typed_hyphens("human-\niPSCs were used") == "human-iPSCs were used"
    assert typed_hyphens("anti-\nsiRNAs here") == "anti-siRNAs here"
    # (controls)
    assert typed_hyphens("anti-\nsiRNA here") == "anti-siRNA here"
    assert typed_hyphens("Mul-\ntiVerS x") == "Mul-\ntiVerS x"


def test_city_before_place_is_no_recursion() -> None:
    from tapyre_paper_search.pdf.authors import names_in_line
    from tapyre_paper_search.pdf.citylines import city_before_place
    from tapyre_paper_search.pdf.namewords import is_place

    line = ", ".join(
        f"Ann{chr(97 + i % 26)}{chr(97 + (i // 26) % 26)} Lee{chr(97 + (i // 7) % 26)}"
        for i in range(1200)
    )
    assert len(names_in_line(line)) == 1200
    parts = ["Ann Lee"] * 3000 + ["Vietnam"]
    assert city_before_place(parts, 0, is_place) is False
    # (control: a city chain before a country)
    parts = ["Jane Doe", "Thanh Xuan", "Hoang Mai", "Vietnam"]
    assert [city_before_place(parts, k, is_place) for k in range(4)] == [False, True, True, False]


def test_prose_but_years_one_helper() -> None:
    from tapyre_paper_search.pdf import refheadprose, refleftprose
    from tapyre_paper_search.pdf.refends import prose_but_years

    assert not hasattr(refheadprose, "_YEAR") and not hasattr(refleftprose, "_YEAR")
    assert prose_but_years("we found in 2019 that the method works well on these data")
    assert not prose_but_years("Smith J, Lee K. Deep nets. Nature 12, 2019.")
