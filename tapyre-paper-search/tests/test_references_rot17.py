"""Reference entries in the forms of round seventeen's held-out styles, rotated to train.

Titleless chemistry entries whose names are set apart by semicolons ("Doe, J. R.;
Roe, A. and Poe, B., Journal, 2003, 40(12), 882-905."; "… In Proceedings of X, pages
5-9. IEEE, 2011."), and a Chicago-like journal's "Journal 41: 69-90".
"""

from __future__ import annotations

from tapyre_paper_search.pdf.references import parse_reference


def test_a_titleless_journal_entry_reads_its_journal_as_the_venue() -> None:
    entry = parse_reference(
        "Takahashi, M.; Dumas, R. K.; Capalbi, M. and Ito, N. J., Advances in Economics, "
        "2003, 40(12), 882-905.",
        1,
    )
    assert entry.authors == ("M. Takahashi", "R. K. Dumas", "M. Capalbi", "N. J. Ito")
    assert (entry.title, entry.venue, entry.year) == ("", "Advances in Economics", 2003)
    alone = parse_reference("Fernández, L., Marine Chemistry Letters, 2018, 60, 674-682.", 2)
    assert (alone.authors, alone.title, alone.venue) == (
        ("L. Fernández",),
        "",
        "Marine Chemistry Letters",
    )


def test_a_venue_after_a_semicolon_list_is_no_name() -> None:
    entry = parse_reference(
        "Drinfeld, V.; Messenger, C.; Kechedzhi, K. and Ravindran, T. R., Mechanical "
        "Engineering Research, 2012, 58(8), 639-645.",
        1,
    )
    assert entry.authors == ("V. Drinfeld", "C. Messenger", "K. Kechedzhi", "T. R. Ravindran")
    assert entry.venue == "Mechanical Engineering Research"
    # names set apart by commas only keep a whole given name as a name
    plain = parse_reference("Doe, J., Ann Lee, and Bo Chen. Deep nets. Nature 5, 1-9 (2020).", 2)
    assert plain.authors == ("J. Doe", "Ann Lee", "Bo Chen")


def test_a_titleless_proceedings_entry_reads_the_proceedings_as_the_venue() -> None:
    entry = parse_reference(
        "Kotsugi, M. In Proceedings of the 38th Conference on Data Science, pages 325-335, 2002.",
        1,
    )
    assert (entry.authors, entry.title) == (("M. Kotsugi",), "")
    assert entry.venue == "Proceedings of the 38th Conference on Data Science"
    published = parse_reference(
        "Liu, Z. and Holman, E. W. In Proceedings of the 35th Conference on Cell Biology, "
        "pages 691-706. Springer, 2002.",
        2,
    )
    assert published.venue == "Proceedings of the 35th Conference on Cell Biology"
    assert (published.title, published.year) == ("", 2002)


def test_a_volume_and_a_colon_before_the_pages_end_the_venue() -> None:
    entry = parse_reference(
        "Uranga, Angel M., and Shi-Lin Zhu. 2008. “An RNA-directed nuclease mediates "
        "gene silencing in Drosophila cells.” Reviews in Physics 41: 69-90.",
        1,
    )
    assert entry.title == "An RNA-directed nuclease mediates gene silencing in Drosophila cells"
    assert entry.venue == "Reviews in Physics"
    assert entry.authors == ("Angel M. Uranga", "Shi-Lin Zhu")


def test_a_thesis_or_report_kind_right_after_the_title_leaves_it() -> None:
    thesis = parse_reference(
        "Uranga, A. M.; Mirny, L. A. and Dempsey, P. Autophagy controls Salmonella "
        "infection in response to damage PhD thesis, ETH Zurich, 2003.",
        1,
    )
    assert thesis.title == "Autophagy controls Salmonella infection in response to damage"
    assert (thesis.venue, thesis.year) == ("ETH Zurich", 2003)
    report = parse_reference(
        "Reuter, D. and Coupet, B. Leptin regulates glucose transporters in astrocytes "
        "Technical Report TR-93, 2001.",
        2,
    )
    assert report.title == "Leptin regulates glucose transporters in astrocytes"
    assert report.authors == ("D. Reuter", "B. Coupet")
