"""Round thirty-six's reference rules (refs36): the BibTeX styles held out in round
thirty-five (PNAS's, the Journal of Bacteriology's, Econometrica's, Zootaxa's), now
train, by kind.

1. Initials whose last one has no stop, before the list's next comma, "&" or "et al."
   ("Brownlee, R. A, Ingber, L, & Potter, S. B.", ``refnameforms._UNDOTTED_LAST``).
2. A titleless article after its year, however the year is closed: the journal, its
   volume (and issue) and pages after a colon, nothing else ("2022. Earth Sciences
   Research 117:844-867.", ``refyearvenue._VOLUME_COLON_PAGES``).
3. "Ph.D. dissertation" is a thesis's kind, and a thesis's kind after the title's comma
   goes with any school after it ("…, Ph.D. thesis, ETH Zurich"); a comma a bare DOI
   left at the title's end goes (``refforms.tidy_title``).
4. A quoted title's closing curly quote may touch the next word ("“Title,”Technical
   Report TR-44, School", ``refparts._QUOTED_TITLE``).
5. A report's institution in brackets before its kind ("Title, (ETH Zurich), Technical
   Report TR-42.", ``refforms._INSTITUTION_BEFORE``).
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.references import parse_reference


@pytest.mark.parametrize(
    ("text", "authors", "title", "venue"),
    [
        (
            "Brownlee, R. A, Ingber, L, Gaiffi, G, & Potter, S. B. (2004) Continuous glucose "
            "monitoring in pregnant women. Advances in Data Science 108, 777-801.",
            ("R. A Brownlee", "L Ingber", "G Gaiffi", "S. B. Potter"),
            "Continuous glucose monitoring in pregnant women",
            "Advances in Data Science",
        ),
        (
            "Rood, R. T & Ramsak, A. (2023) A conserved phosphatase cascade that regulates "
            "nuclear membrane biogenesis. Annals of Molecular Biology 13, 101-109.",
            ("R. T Rood", "A. Ramsak"),
            "A conserved phosphatase cascade that regulates nuclear membrane biogenesis",
            "Annals of Molecular Biology",
        ),
        (
            "Grimshaw, R. H. J et al. (2000) Mapping of a gene for severe pediatric reflux "
            "to chromosome 13q14. International Journal of Psychology 103, 877-894.",
            ("R. H. J Grimshaw",),
            "Mapping of a gene for severe pediatric reflux to chromosome 13q14",
            "International Journal of Psychology",
        ),
    ],
)
def test_initials_whose_last_has_no_stop_end_a_name(
    text: str, authors: tuple[str, ...], title: str, venue: str
) -> None:
    ref = parse_reference(text)
    assert (ref.authors, ref.title, ref.venue) == (authors, title, venue)


def test_a_bare_capital_before_a_title_word_is_no_initial() -> None:
    # guard: "Doe, J. A study …" keeps "A" as the title's first word
    ref = parse_reference("Doe, J. A study of things in the lab. Journal of Things 12, 1-9 (2010).")
    assert ref.authors == ("J. Doe",)
    assert ref.title == "A study of things in the lab"


@pytest.mark.parametrize(
    ("text", "venue"),
    [
        (
            "Abu-Hamed, M., and David Callan. 2022. Earth Sciences Research 117:844-867.",
            "Earth Sciences Research",
        ),
        ("Abu-Shammala, W. 2015. Reviews in Physics 3 (6):768-788.", "Reviews in Physics"),
        (
            "Dubois, F. 2023. Proceedings of the 13th Conference on Computer Science "
            "32 (8):788-801.",
            "Proceedings of the 13th Conference on Computer Science",
        ),
    ],
)
def test_a_titleless_article_after_its_year_is_its_journal(text: str, venue: str) -> None:
    ref = parse_reference(text)
    assert (ref.title, ref.venue) == ("", venue)


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        # guards: a title with a full stop before the journal; no capitalised journal
        ("Abu-Hamed, M. 2022. Cancer. Nature 12:34-56.", "Cancer", "Nature"),
        (
            "Abu-Hamed, M. 2022. Deep learning in the lab 12:34-56.",
            "Deep learning in the lab 12:34-56",
            "",
        ),
    ],
)
def test_a_title_before_volume_and_pages_stays_a_title(text: str, title: str, venue: str) -> None:
    ref = parse_reference(text)
    assert (ref.title, ref.venue) == (title, venue)


@pytest.mark.parametrize(
    "text",
    [
        "Hoekstra, A. G., and B. Merin (2016): Chronic hypoxia induces modification of the "
        "receptor in rat brain, Ph.D. dissertation, ETH Zurich.",
        "Hoekstra, A. G., and B. Merin (2016): Chronic hypoxia induces modification of the "
        "receptor in rat brain, Ph.D. thesis, ETH Zurich.",
        "Hoekstra, A. G., and B. Merin (2016): Chronic hypoxia induces modification of the "
        "receptor in rat brain, Ph.D. dissertation, University of Leeds, 10.3506/x373678.",
    ],
)
def test_a_thesis_kind_and_school_after_the_title_leave_it(text: str) -> None:
    ref = parse_reference(text)
    assert ref.title == "Chronic hypoxia induces modification of the receptor in rat brain"


def test_a_thesis_word_inside_a_title_stays() -> None:
    # guard: no stop or comma before "PhD thesis", so no thesis's kind
    ref = parse_reference("Hoekstra, A. G. (2016): Guidelines for the PhD thesis, ETH Zurich.")
    assert ref.title.startswith("Guidelines for the PhD thesis")


def test_a_bare_doi_leaves_no_comma_on_a_books_title() -> None:
    ref = parse_reference(
        "Oey, S., and G. Dereli (2012): Efficient Generation of Human iPS Cells, "
        "Berlin: Cambridge University Press, 10.3953/x509002."
    )
    assert ref.title == "Efficient Generation of Human iPS Cells"


def test_a_quoted_title_closed_against_the_next_word() -> None:
    ref = parse_reference(
        "Gourgoulhon, E., and L. M. Rebull (2018): “The oxytocinase subfamily of M1 "
        "aminopeptidases,”Technical Report TR-44, Stanford University."
    )
    assert ref.title == "The oxytocinase subfamily of M1 aminopeptidases"


def test_a_reports_institution_in_brackets_before_its_kind() -> None:
    ref = parse_reference(
        "Shen, Z.-X & Tanimoto, M. (2019) The missing cases of tuberculosis in malawi, "
        "(ETH Zurich), Technical Report TR-42."
    )
    assert (ref.title, ref.venue) == ("The missing cases of tuberculosis in malawi", "ETH Zurich")
