"""Round forty-five's reference rules (refs45).

1. The year after the venue, the names closed by a colon (as worlddev prints them):
   "Doe, J.: Title, Journal Name, 16, (2017), 805-819." and "Doe, J.: Title, in
   Proceedings of X, 2013, (pp. 695-707)." -- title and venue split at the title's
   comma (``refcommavenue.year_after_venue``, from ``refentry._parts``).
Controls (named so) pass on the base too.
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.references import parse_reference


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "Lummen, T. T. A., & Fouxon, I.: Low serum vitamin d is associated with high"
            " risk of diabetes in korean adults, Radiology Letters, 16, (2017), 805-819.",
            "Low serum vitamin d is associated with high risk of diabetes in korean adults",
            "Radiology Letters",
        ),
        (
            "Hong, S.-T., et al.: Autophagy and its potent modulators from phytochemicals"
            " in cancer treatment, Annals of Pharmacology, 47(1), (2013), 484-497.",
            "Autophagy and its potent modulators from phytochemicals in cancer treatment",
            "Annals of Pharmacology",
        ),
        (
            "Gu, B., Saija, F., & Molev, A. I.: Survivin is not required for the"
            " endomitotic cell cycle of megakaryocytes, in Proceedings of the 19th"
            " Conference on Public Health, 2013, (pp. 695-707).",
            "Survivin is not required for the endomitotic cell cycle of megakaryocytes",
            "Proceedings of the 19th Conference on Public Health",
        ),
        (
            "Roe, A.: Trade, growth, and prices in small economies, J. Econ. Theory,"
            " 12(3), (2011), 45-67.",
            "Trade, growth, and prices in small economies",
            "J. Econ. Theory",
        ),
    ],
)
def test_year_after_the_volume_splits_title_and_venue(text: str, title: str, venue: str) -> None:
    ref = parse_reference(text)
    assert (ref.title, ref.venue) == (title, venue)


def test_control_names_and_year_read_as_before() -> None:
    ref = parse_reference(
        "Tolstoy, V. N.: Comprehensive genomic characterization defines human glioblastoma"
        " genes and core pathways, Advances in Neuroscience, 72, (2010), 781-797."
    )
    assert ref.authors == ("V. N. Tolstoy",) and ref.year == 2010


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        # control: the year before the title, bracketed (refs44's form), read as before
        (
            "Roe, A. (2011) Trade and growth in small economies, Journal of Applied"
            " Economics, 12(3), 45-67.",
            "Trade and growth in small economies",
            "Journal of Applied Economics",
        ),
        # control: a title closed by a full stop keeps the general reading
        (
            "Doe, J. (2001). Why prices rise. Journal of Economics, 5(2), 1-10.",
            "Why prices rise",
            "Journal of Economics",
        ),
    ],
)
def test_control_other_forms_unchanged(text: str, title: str, venue: str) -> None:
    ref = parse_reference(text)
    assert (ref.title, ref.venue) == (title, venue)
