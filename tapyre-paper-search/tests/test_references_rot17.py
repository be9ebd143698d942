"""Reference entries in the forms of round seventeen's held-out styles, rotated to train.

Titleless chemistry entries whose names are set apart by semicolons ("Doe, J. R.;
Roe, A. and Poe, B., Journal, 2003, 40(12), 882-905."; "… In Proceedings of X, pages
5-9. IEEE, 2011."), and a Chicago-like journal's "Journal 41: 69-90".
"""

from __future__ import annotations

from reference_cases import Parsed, check_parsed, parsed_cases

CASES = (
    # a titleless journal entry reads its journal as the venue
    Parsed(
        "titleless-journal",
        "Takahashi, M.; Dumas, R. K.; Capalbi, M. and Ito, N. J., Advances in Economics, "
        "2003, 40(12), 882-905.",
        {
            "authors": ("M. Takahashi", "R. K. Dumas", "M. Capalbi", "N. J. Ito"),
            "title": "",
            "venue": "Advances in Economics",
            "year": 2003,
        },
    ),
    Parsed(
        "titleless-journal-one-name",
        "Fernández, L., Marine Chemistry Letters, 2018, 60, 674-682.",
        {"authors": ("L. Fernández",), "title": "", "venue": "Marine Chemistry Letters"},
        2,
    ),
    # a venue after a semicolon list is no name
    Parsed(
        "venue-after-semicolon-names",
        "Drinfeld, V.; Messenger, C.; Kechedzhi, K. and Ravindran, T. R., Mechanical "
        "Engineering Research, 2012, 58(8), 639-645.",
        {
            "authors": ("V. Drinfeld", "C. Messenger", "K. Kechedzhi", "T. R. Ravindran"),
            "venue": "Mechanical Engineering Research",
        },
    ),
    # names set apart by commas only keep a whole given name as a name
    Parsed(
        "whole-given-names-after-commas",
        "Doe, J., Ann Lee, and Bo Chen. Deep nets. Nature 5, 1-9 (2020).",
        {"authors": ("J. Doe", "Ann Lee", "Bo Chen")},
        2,
    ),
    # a titleless proceedings entry reads the proceedings as the venue
    Parsed(
        "titleless-proceedings",
        "Kotsugi, M. In Proceedings of the 38th Conference on Data Science, pages 325-335, 2002.",
        {
            "authors": ("M. Kotsugi",),
            "title": "",
            "venue": "Proceedings of the 38th Conference on Data Science",
        },
    ),
    Parsed(
        "titleless-proceedings-publisher",
        "Liu, Z. and Holman, E. W. In Proceedings of the 35th Conference on Cell Biology, "
        "pages 691-706. Springer, 2002.",
        {
            "venue": "Proceedings of the 35th Conference on Cell Biology",
            "title": "",
            "year": 2002,
        },
        2,
    ),
    # a volume and a colon before the pages end the venue
    Parsed(
        "volume-colon-pages",
        "Uranga, Angel M., and Shi-Lin Zhu. 2008. “An RNA-directed nuclease mediates "
        "gene silencing in Drosophila cells.” Reviews in Physics 41: 69-90.",
        {
            "title": "An RNA-directed nuclease mediates gene silencing in Drosophila cells",
            "venue": "Reviews in Physics",
            "authors": ("Angel M. Uranga", "Shi-Lin Zhu"),
        },
    ),
    # a thesis or report kind right after the title leaves it
    Parsed(
        "thesis-kind-after-title",
        "Uranga, A. M.; Mirny, L. A. and Dempsey, P. Autophagy controls Salmonella "
        "infection in response to damage PhD thesis, ETH Zurich, 2003.",
        {
            "title": "Autophagy controls Salmonella infection in response to damage",
            "venue": "ETH Zurich",
            "year": 2003,
        },
    ),
    Parsed(
        "report-kind-after-title",
        "Reuter, D. and Coupet, B. Leptin regulates glucose transporters in astrocytes "
        "Technical Report TR-93, 2001.",
        {
            "title": "Leptin regulates glucose transporters in astrocytes",
            "authors": ("D. Reuter", "B. Coupet"),
        },
        2,
    ),
)


@parsed_cases(*CASES)
def test_an_entry_in_round_seventeens_forms_parses_to_its_fields(case: Parsed) -> None:
    check_parsed(case)
