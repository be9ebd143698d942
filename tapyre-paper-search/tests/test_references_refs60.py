"""References, round 60 (refs60): biblatex's now-train styles' misses.

Each test names the kind of failure it covers; the "control" tests pass on base too
and hold right readings right.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.references import parse_reference


def _names(text: str) -> tuple[str, ...]:
    return parse_reference(text).authors


def test_names_set_apart_by_dashes_are_read_as_a_list() -> None:
    # archaeologie: "J. Doe – B. Roe – C. Poe, Title, Journal 9, 12, 2010, 385–395"
    text = (
        "M. Rodriguez – V. Ogryzko – P. H. M. van Loosdrecht – K.-L. He, Oxidative damage "
        "targets complexes, Annals of Marine Chemistry 56, 9, 2004, 898–912"
    )
    ref = parse_reference(text)
    assert ref.authors == ("M. Rodriguez", "V. Ogryzko", "P. H. M. van Loosdrecht", "K.-L. He")
    assert ref.title == "Oxidative damage targets complexes"


def test_dashes_read_as_hyphens_and_et_al_close_the_list() -> None:
    text = "S. Gelaki - T. Kurosaki, et al., Crossover pathways in mouse meiosis, Cell 9, 2007"
    ref = parse_reference(text)
    assert ref.authors == ("S. Gelaki", "T. Kurosaki")
    assert ref.title == "Crossover pathways in mouse meiosis"


def test_control_a_french_dash_after_the_names_reads_as_before() -> None:
    text = "J. Doe – Growth of trees, CRC Press, Berlin, 2004."
    assert _names(text) == ("J. Doe",)


def test_given_names_in_brackets_after_surnames_are_read_as_names() -> None:
    # enc: "Doe (Jane), Roe (Bob), and Poe (Carl), “Title”, Journal, 9–12 (2010)"
    text = (
        "Kjærgaard (Søren), Vera (Raul), and Gorban (A. N.), “Computational analysis of "
        "ESTs”, Reviews in Theoretical Physics, 9–12 (2010), pp. 385–395."
    )
    ref = parse_reference(text)
    assert ref.authors == ("Søren Kjærgaard", "Raul Vera", "A. N. Gorban")
    assert ref.title == "Computational analysis of ESTs"
    two = parse_reference("Ishiwata (M.) and Nucci (M. C.), “Production of cells”, in X")
    assert two.authors == ("M. Ishiwata", "M. C. Nucci")


def test_bracketed_given_names_of_any_case_with_initials_or_a_word_after_them() -> None:
    text = (
        "Choie (YoungJu), Roshchin (Igor V.), Neto (A. H. Castro), and Cui (Yi), “Cognitive "
        "predictors of growth”, in Proceedings of the 36th Conference on Epidemiology, 2010."
    )
    ref = parse_reference(text)
    assert ref.authors == ("YoungJu Choie", "Igor V. Roshchin", "A. H. Castro Neto", "Yi Cui")
    assert ref.title == "Cognitive predictors of growth"


def test_a_surnames_particles_in_the_brackets_stay_with_the_name() -> None:
    ref = parse_reference("Cruz (Ana de la), Trees in cities, parks and gardens, Berlin, 1995.")
    assert len(ref.authors) == 1 and ref.authors[0].endswith("Cruz")
    assert ref.title.startswith("Trees in cities")


def test_control_an_editors_mark_or_an_organisation_in_brackets_is_no_given_name() -> None:
    assert "Ed." not in " ".join(_names("Doe (Ed.), Growth of trees, Springer, 2004."))
    who = parse_reference("WHO (World Health Organization), Growth report, Geneva, 2004.")
    assert "World Health Organization" not in " ".join(who.authors)
    acronym = parse_reference("World Health Organization (WHO), Growth report, Geneva, 2004.")
    assert "WHO" not in " ".join(acronym.authors)
