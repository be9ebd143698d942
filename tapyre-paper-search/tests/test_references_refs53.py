"""Round fifty-three's reference rules (refs53), on the styles rotated into train: a
journal after a bare year with no article title and no comma before its volume ("Doe A
& Roe B 2009 Annals of Chemistry 68(9), 472-481."), a proceedings quoted after "in"
with its pages and no title, bare initials closed by "et al." ("Seo W S et al. 2007"),
the year between semicolons before "pp" left in a proceedings' venue ("In Proceedings of
X; 2009; pp 123-138."); a report's kind before its institution with no comma ("Title
Technical Report TR-67 University of Leeds") or between commas ("Title, Technical Report
TR-74, University of Leeds"), a press and its place after a title with no comma ("Title
MIT Press New York"), a thesis's school after its kind and a comma; review48's low
findings: "and collaborators" / "and al." closing the names, a quote inside a quoted
venue, a link broken after a host whose last piece is no top-level one, an arXiv id split
after its stop after a journal's year; a question before "In: Proceedings" where the names
end with a comma (econ-jie), a title opening with digits after the bare year (kluwer)."""

from __future__ import annotations

from tapyre_paper_search.pdf.references import parse_reference
from tapyre_paper_search.pdf.refpieces import entry_text


def _title_venue(text: str) -> tuple[str, str]:
    ref = parse_reference(text)
    return ref.title, ref.venue


def test_a_journal_after_a_bare_year_with_no_title_is_the_venue() -> None:
    text = "Ravindran T R & Chandra S 2009 Annals of Marine Chemistry 68(9), 472-481."
    assert _title_venue(text) == ("", "Annals of Marine Chemistry")
    text = "Hoekstra A G & Xi X 2004 Proceedings of the 60th Conference on Materials 81, 172-179."
    assert _title_venue(text) == ("", "Proceedings of the 60th Conference on Materials")


def test_a_proceedings_quoted_after_in_with_no_title_is_the_venue() -> None:
    text = (
        "Offi F, Pan H & Monney C 2013 in ‘Proceedings of the 17th Conference on Applied "
        "Mathematics’ pp. 794-801."
    )
    assert _title_venue(text) == ("", "Proceedings of the 17th Conference on Applied Mathematics")


def test_a_quoted_proceedings_with_its_publisher_before_the_pages() -> None:
    text = (
        "Shimoyama I & Gelaki S 2012 in ‘Proceedings of the 2nd Conference on Theoretical "
        "Physics’ ACM pp. 284-288."
    )
    assert _title_venue(text) == ("", "Proceedings of the 2nd Conference on Theoretical Physics")


def test_bare_initials_closed_by_et_al_stay_with_their_surname() -> None:
    ref = parse_reference(
        "Machida K, Wang H, Seo W S et al. 2007 Turning blood into brain: cells bearing "
        "neuronal antigens PhD thesis Stanford University."
    )
    assert ref.authors == ("K Machida", "H Wang", "W S Seo")
    assert ref.title == "Turning blood into brain: cells bearing neuronal antigens"
    ref = parse_reference("de Marrais R P C et al. 2017 Advances in Radiology 57(12), 177-180.")
    assert ref.authors == ("R P C de Marrais",)
    assert (ref.title, ref.venue) == ("", "Advances in Radiology")


def test_the_year_between_semicolons_leaves_a_proceedings_venue() -> None:
    text = (
        "Beck, H.; Veitch, J. Preventing coronary heart disease: B vitamins and "
        "homocysteine. In Proceedings of the 23rd Conference on Applied Mathematics; "
        "2009; pp 123-138."
    )
    assert _title_venue(text) == (
        "Preventing coronary heart disease: B vitamins and homocysteine",
        "Proceedings of the 23rd Conference on Applied Mathematics",
    )


def test_a_publisher_and_the_year_between_semicolons_leave_the_venue() -> None:
    text = (
        "Tyler, L. G.; Wang, J. The ALS-associated proteins FUS and TDP-43 function "
        "together. In Proceedings of the 23rd Conference on Radiology; IEEE, 2017; "
        "pp 717-730."
    )
    assert _title_venue(text) == (
        "The ALS-associated proteins FUS and TDP-43 function together",
        "Proceedings of the 23rd Conference on Radiology",
    )


def test_a_report_kind_and_institution_with_no_comma_leave_the_title() -> None:
    text = (
        "Sorrentino A & Siino M 2020 Synaptic islands defined by the territory of a single "
        "astrocyte Technical Report TR-34 ETH Zurich."
    )
    assert _title_venue(text) == (
        "Synaptic islands defined by the territory of a single astrocyte",
        "ETH Zurich",
    )


def test_a_report_kind_between_commas_before_the_institution() -> None:
    text = (
        "Lanzoni, B., Fausti, D. and Dhillon, V. S.: 2011, Bcap links il-1r to the pi3k-mtor "
        "pathway and regulates th17 cell differentiation, Technical Report TR-74, University "
        "of Leeds."
    )
    assert _title_venue(text) == (
        "Bcap links il-1r to the pi3k-mtor pathway and regulates th17 cell differentiation",
        "University of Leeds",
    )


def test_a_report_kind_right_after_a_question_mark() -> None:
    text = (
        "Togashi, Y., Matera, F., 2003. Ribosome biogenesis: Achilles heel of "
        "cancer?Technical Report TR-90, University of Leeds."
    )
    assert _title_venue(text) == (
        "Ribosome biogenesis: Achilles heel of cancer?",
        "University of Leeds",
    )


def test_a_press_and_its_place_after_the_title_with_no_comma() -> None:
    text = (
        "Kardar M 2002 Leptin deficiency contributes to the pathogenesis of alcoholic fatty "
        "liver disease in mice MIT Press New York."
    )
    assert _title_venue(text) == (
        "Leptin deficiency contributes to the pathogenesis of alcoholic fatty liver disease "
        "in mice",
        "",
    )


def test_a_thesis_school_after_its_kind_and_a_comma_is_the_venue() -> None:
    text = (
        "Di Stefano, A.: 2008, The complexity of human ribosome biogenesis revealed by "
        "nucleolar screening, PhD thesis, University of Toronto."
    )
    assert _title_venue(text) == (
        "The complexity of human ribosome biogenesis revealed by nucleolar screening",
        "University of Toronto",
    )


def test_and_collaborators_or_and_al_close_the_names() -> None:
    for closing in ("and collaborators", "and al.", "and co-workers"):
        ref = parse_reference(f"Doe J {closing}. A study of things. Journal of Things 5, 1-9.")
        assert (ref.authors, ref.title, ref.venue) == (
            ("J Doe",),
            "A study of things",
            "Journal of Things",
        )


def test_a_quote_inside_a_quoted_venue() -> None:
    text = (
        "Doe, J. 2010, ‘Title of the paper here’, in ‘Proceedings of the ‘Good’ Life "
        "Conference’ ACM pp. 5-9."
    )
    assert _title_venue(text) == (
        "Title of the paper here",
        "Proceedings of the ‘Good’ Life Conference",
    )


def test_a_link_broken_after_a_host_piece_that_is_no_top_level_one() -> None:
    lines = [
        "Doe J. Guidelines. Available at https://www.ncbi.nlm.nih.",
        "gov/pubmed (accessed 2020).",
    ]
    assert entry_text(lines, None) == (
        "Doe J. Guidelines. Available at https://www.ncbi.nlm.nih.gov/pubmed (accessed 2020)."
    )


def test_an_arxiv_id_split_after_its_stop_after_a_journals_year() -> None:
    ref = parse_reference("Doe J, Roe B. A study of things. J. Phys. 2009, 0704. 0047.")
    assert (ref.title, ref.arxiv_id, ref.year) == ("A study of things", "0704.0047", 2009)


def test_a_question_before_in_proceedings_after_names_closed_by_a_comma() -> None:
    text = (
        "Fernández, L., Padovani, P., Calucci, G., 2008. Ionic protein-lipid interaction at "
        "the plasma membrane: what can the charge do? In: Proceedings of the 18th "
        "Conference on Pharmacology. 518-521, IEEE, 10.8272/x35300."
    )
    assert _title_venue(text) == (
        "Ionic protein-lipid interaction at the plasma membrane: what can the charge do?",
        "Proceedings of the 18th Conference on Pharmacology",
    )


def test_a_title_opening_with_digits_after_the_bare_year_and_comma() -> None:
    text = (
        "Wang, Y.-F., Parigi, V. et al.: 2012, 14q deletions are associated with trisomy "
        "12, notch1 mutations in leukemia, Journal of Biochemistry 16(4), 103-122."
    )
    assert _title_venue(text) == (
        "14q deletions are associated with trisomy 12, notch1 mutations in leukemia",
        "Journal of Biochemistry",
    )


# Controls: forms read right before this round, which the rules leave as they were.


def test_control_a_title_closed_by_a_stop_before_the_journal() -> None:
    text = "Doe J & Roe B 2009 Deep learning of cats. Journal of Things 68(9), 472-481."
    assert _title_venue(text) == ("Deep learning of cats", "Journal of Things")


def test_control_no_comma_before_the_volume_after_a_bracketed_year_and_stop() -> None:
    # (only a bare year opens the comma-less titleless reading)
    assert _title_venue("Doe, J. (2010). Quantum Field Theory 5, 1-9.") == (
        "Quantum Field Theory 5, 1-9",
        "",
    )


def test_control_acs_publisher_place_and_year_before_pp() -> None:
    text = (
        "Beck, H.; Veitch, J. Preventing coronary heart disease. In Proceedings of the "
        "23rd Conference on Applied Mathematics; IEEE: New York, 2009; pp 123-138."
    )
    assert _title_venue(text) == (
        "Preventing coronary heart disease",
        "Proceedings of the 23rd Conference on Applied Mathematics",
    )


def test_control_bare_initials_before_a_comma_and_the_year() -> None:
    ref = parse_reference("Seo W S, Roe J 2007 Turning blood into brain.")
    assert ref.authors == ("W S Seo", "J Roe")
    assert ref.title == "Turning blood into brain"


def test_control_a_report_between_commas_before_no_institution() -> None:
    assert _title_venue("Doe, J. 2003. On the Technical Report TR-90, Appendix A.") == (
        "On the Technical Report TR-90, Appendix A",
        "",
    )


def test_control_a_press_after_an_article_stays_in_the_title() -> None:
    assert _title_venue("Doe J 2007 A history of the MIT Press Boston.") == (
        "A history of the MIT Press Boston",
        "",
    )


def test_control_a_given_name_al_after_and_stays_a_name() -> None:
    ref = parse_reference(
        "Malham, Simon J. A., and Al. L. Efros. 2024. The cell cycle in polyploid "
        "megakaryocytes. Annals of Economics."
    )
    assert ref.authors == ("Simon J. A. Malham", "Al. L. Efros")
    assert (ref.title, ref.venue) == (
        "The cell cycle in polyploid megakaryocytes",
        "Annals of Economics",
    )


def test_control_and_colleagues_before_small_letters_stays_in_the_title() -> None:
    ref = parse_reference("Doe J and colleagues in the lab. Journal of Things 5, 1-9.")
    assert (ref.authors, ref.title) == (("J Doe",), "and colleagues in the lab")


def test_control_a_link_after_a_whole_host_before_words() -> None:
    lines = ["Doe J. Guidelines. See https://www.example.com.", "and/or based on it."]
    assert entry_text(lines, None) == (
        "Doe J. Guidelines. See https://www.example.com. and/or based on it."
    )


def test_control_an_apostrophe_inside_a_quoted_venue() -> None:
    text = (
        "Doe, J. 2010, ‘Title of the paper here’, in ‘Proceedings of the Int’l "
        "Conference’ ACM pp. 5-9."
    )
    assert _title_venue(text) == ("Title of the paper here", "Proceedings of the Int’l Conference")


def test_control_numbers_alone_after_the_bare_year() -> None:
    assert _title_venue("Doe, J.: 2012, 12(3), 45-67.") == ("12(3), 45-67", "")


def test_control_a_question_before_a_journal_after_names_closed_by_a_comma() -> None:
    text = "Roe, A., Doe, J., 2008. What can the charge do? Journal of Things, 5, 1-9."
    assert _title_venue(text) == ("What can the charge do?", "Journal of Things")
