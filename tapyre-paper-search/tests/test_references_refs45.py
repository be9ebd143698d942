"""Round forty-five's reference rules (refs45).

1. The year after the venue, the names closed by a colon (as worlddev prints them):
   "Doe, J.: Title, Journal Name, 16, (2017), 805-819." and "Doe, J.: Title, in
   Proceedings of X, 2013, (pp. 695-707)." -- title and venue split at the title's
   comma (``refcommavenue.year_after_venue``, from ``refentry._parts``).
2. A title in single quotes after a bare year, the names after the first given first
   with undotted initials (as ajl prints them): "Doe J, AB Roe, & C Poe 2000 ‘Title’
   Journal 67:838-845." -- every name, the title and the venue read
   (``refquotedtitle.year_quoted_title``, from ``refentry._parts``).
3. A straight apostrophe between two letters ("O'Neil's") keeps no title from
   ``refcommavenue``'s readings; a quote at a word's edge still does.
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


@pytest.mark.parametrize(
    ("text", "authors", "title", "venue"),
    [
        (
            "Schumacher M, TR Ravindran, Y Cui, AD Wieck, & L Roca 2003 ‘Interplays between"
            " atm/tel1 and atr/mec1 in sensing dna breaks’ Reviews in Materials Science"
            " 87(7):586-609.",
            ("M Schumacher", "TR Ravindran", "Y Cui", "AD Wieck", "L Roca"),
            "Interplays between atm/tel1 and atr/mec1 in sensing dna breaks",
            "Reviews in Materials Science",
        ),
        (
            "Campbell DK, SB Yuste, & B Sungu 1999 ‘Public health, academic medicine, and"
            " the alcohol industry’s corporate social responsibility activities’ Medicine"
            " Letters 27:282-297.",
            ("DK Campbell", "SB Yuste", "B Sungu"),
            "Public health, academic medicine, and the alcohol industry’s corporate social"
            " responsibility activities",
            "Medicine Letters",
        ),
        (
            "Molev AI 2019 ‘Peroxisomes are signaling platforms for antiviral innate"
            " immunity’ Reviews in Applied Mathematics 21:477-487 doi:10.8623/x971196.",
            ("AI Molev",),
            "Peroxisomes are signaling platforms for antiviral innate immunity",
            "Reviews in Applied Mathematics",
        ),
        (
            "Kunes J, B Wang, M Bayer, et al. 2005 ‘Genetic variants at lipid loci in a"
            " chinese han population’ in Proceedings of the 28th Conference on Computer"
            " Science pp. 779-788.",
            ("J Kunes", "B Wang", "M Bayer"),
            "Genetic variants at lipid loci in a chinese han population",
            "Proceedings of the 28th Conference on Computer Science",
        ),
    ],
)
def test_single_quoted_title_after_a_bare_year(
    text: str, authors: tuple[str, ...], title: str, venue: str
) -> None:
    ref = parse_reference(text)
    assert (ref.authors, ref.title, ref.venue) == (authors, title, venue)


def test_control_double_quoted_title_read_as_before() -> None:
    ref = parse_reference(
        "J. Doe and A. Roe, “Trade and growth in small economies,” Journal of Economics,"
        " vol. 5, pp. 1-10, 2001."
    )
    assert (ref.title, ref.venue) == ("Trade and growth in small economies", "Journal of Economics")


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "Roe, A. (2011) O'Neil's trade and growth in small economies, Journal of Applied"
            " Economics, 12(3), 45-67.",
            "O'Neil's trade and growth in small economies",
            "Journal of Applied Economics",
        ),
        (
            "Roe, A. (2011) Lou Gehrig's disease in small economies, in Proceedings of the"
            " 6th Conference on Health, IEEE, pp. 1-10.",
            "Lou Gehrig's disease in small economies",
            "Proceedings of the 6th Conference on Health",
        ),
        (
            "Roe, A.: Parkinson's disease and trade, Journal of Applied Economics, 12,"
            " (2011), 45-67.",
            "Parkinson's disease and trade",
            "Journal of Applied Economics",
        ),
    ],
)
def test_straight_apostrophe_inside_a_word_is_no_quote(text: str, title: str, venue: str) -> None:
    ref = parse_reference(text)
    assert (ref.title, ref.venue) == (title, venue)


def test_control_straight_quotes_at_a_word_edge_still_refused() -> None:
    ref = parse_reference(
        "Roe, A. (2011) Trade and growth in the 'new' economies, Journal of Applied"
        " Economics, 12(3), 45-67."
    )
    assert (ref.title, ref.venue) == (
        "Trade and growth in the 'new' economies, Journal of Applied Economics, 12(3), 45-67",
        "",
    )
