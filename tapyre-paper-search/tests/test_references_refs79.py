"""Round seventy-nine's reference rules (refs79), fix63b's left-out shapes.

* :mod:`tapyre_paper_search.pdf.refeditedby`: two editors after a book's title ("…,
  edited by Guenther Roth and Claus Wittich"), and an editor's name cut at an initial's
  stop ("…, ed. by G" / "Roth and C. Wittich. Berkeley: …").
* :mod:`tapyre_paper_search.pdf.refstatutes`: a statute's name read as two names before
  its public-law number; a statute cited by its code's title and section alone.
* :mod:`tapyre_paper_search.pdf.reflawreview`: a law review's citation whose title was
  read as names ("Orin S. Kerr, The Fourth Amendment and New Technologies, 102 Mich.").
  The same for a title in title case in a comma-parted list (train: the comma text
  styles): "M. Yang, D. Lutz, Innate Immune and …, Ann. Radiol. 38 (2023)".
* :mod:`tapyre_paper_search.pdf.refchapterin` (train: refs78's chapters): a chapter's
  "in" mark in several languages, its editors and their role run on at the title's end
  ("Title, dans : A. Roe (dir.), Actes …", "Title [In: A. Roe (Hrsg.): Handbuch …"), and
  a journal's abbreviated first word cut after ", in:" ("Title, in: J" / "Chem.").
* :mod:`tapyre_paper_search.pdf.refissuetails`, :mod:`tapyre_paper_search.pdf.refaheadofprint`
  (train: refs78's article numbers, PubMed ids and "in press"): ", Article 162", "PMID:
  …; PMCID: …" and "In press" leave the venue.
* :mod:`tapyre_paper_search.pdf.refregistries`: a database's name of mixed case
  ("ProQuest") after a title's own capitalised end ("… in COPD ProQuest Dissertations …",
  fix63b's left-out).

The "control" tests hold ordinary entries of the same shapes that must not change."""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.refaheadofprint import without_ahead_of_print, without_pubmed_ids
from tapyre_paper_search.pdf.refchapterin import without_chapter_in, without_cut_in
from tapyre_paper_search.pdf.refeditedby import without_cut_editor, without_title_editor
from tapyre_paper_search.pdf.refentry import parse_reference
from tapyre_paper_search.pdf.refissuetails import without_issue_tail
from tapyre_paper_search.pdf.reflawreview import law_review_names, title_case_names
from tapyre_paper_search.pdf.refregistries import without_registry_marks
from tapyre_paper_search.pdf.refstatutes import code_statute


@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            "Weber, Max. Economy and Society, edited by Guenther Roth and Claus Wittich."
            " Berkeley: University of California Press, 1978.",
            "Economy and Society",
        ),
        (
            "Smith, A. Wealth of Nations, edited by R. H. Campbell and A. S. Skinner."
            " Oxford: Clarendon Press, 1976.",
            "Wealth of Nations",
        ),
        (
            "Hume, D. A Treatise of Human Nature, ed. by L. A. Selby-Bigge and P. H."
            " Nidditch. Oxford: Clarendon Press, 1978.",
            "A Treatise of Human Nature",
        ),
        (
            "Weber, M. (1978). Economy and society, ed. by G. Roth and C. Wittich."
            " Berkeley: University of California Press.",
            "Economy and society",
        ),
        ("Eco, U. Opere aperte, ed. by M. Bertani. Milano: Bompiani, 1962.", "Opere aperte"),
        (
            "Darwin C. The correspondence of Charles Darwin, edited by F. Burkhardt and S."
            " Smith. Cambridge University Press; 1985.",
            "The correspondence of Charles Darwin",
        ),
        (
            "Doe, J. (2001). Methods in ecology, ed. by A. Roe, B. Lee and C. Kim. Cham: Springer.",
            "Methods in ecology",
        ),
    ],
)
def test_a_books_editors_after_its_title_leave_it(text: str, title: str) -> None:
    assert parse_reference(text).title == title


def test_an_editor_cut_at_an_initial_leaves_the_venue() -> None:
    assert without_cut_editor("Opere aperte, ed. by M", "Bertani. Milano: Bompiani") == (
        "Opere aperte",
        "Milano: Bompiani",
    )
    reference = parse_reference(
        "Roe, A. Gene editing, ed. by A. Lee. Nature Methods 12, 1-9 (2015)."
    )
    assert (reference.title, reference.venue) == ("Gene editing", "Nature Methods")


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("Doe, J. 2010. Genomes edited by CRISPR and Cas9. Nature 5: 1-9.", None),
        ("Doe, J. 2010. Tissues edited by Cas9 and Cpf1 in mice. Nature 5: 1-9.", None),
        (
            "Doe J. Editorial policies reconsidered, ed. by the editors. J Med Ethics. 2010;5:1-9.",
            None,
        ),
    ],
)
def test_control_a_titles_own_edited_by_stays(text: str, title: str | None) -> None:
    assert "edited by" in parse_reference(text).title or "ed. by" in parse_reference(text).title
    # (one word, no comma before "ed. by": the rule's shape is not there)
    assert without_cut_editor("Briefe, ed. by A", "Schmidt. Berlin: X") == (
        "Briefe, ed. by A",
        "Schmidt. Berlin: X",
    )
    assert without_title_editor("Genomes edited by CRISPR and Cas9", "Nature") == (
        "Genomes edited by CRISPR and Cas9"
    )


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "Patient Protection and Affordable Care Act, Pub. L. No. 111-148, 124 Stat. 119"
            " (2010).",
            "Patient Protection and Affordable Care Act",
            "Pub. L. No. 111-148, 124 Stat",
        ),
        (
            "Clean Air Act, 42 U.S.C. § 7401 et seq. (1970).",
            "Clean Air Act",
            "42 U.S.C. § 7401 et seq",
        ),
        (
            "Family Educational Rights and Privacy Act of 1974, 20 U.S.C. § 1232g (1974).",
            "Family Educational Rights and Privacy Act of 1974",
            "20 U.S.C. § 1232g",
        ),
    ],
)
def test_a_statute_has_no_names(text: str, title: str, venue: str) -> None:
    reference = parse_reference(text)
    assert (reference.authors, reference.title, reference.venue) == ((), title, venue)


@pytest.mark.parametrize(
    "text",
    [
        "Smith J, Doe A. Civil rights claims under 42 U.S.C. § 1983. Yale Law J. 2001;110:1-9.",
        "Doe, J. (2010). Litigation, 42 U.S.C. § 1983, and the courts. Harvard Law Review,"
        " 12, 1-9.",
        "U.S. Congress. Clean Air Act, 42 U.S.C. § 7401 (1970).",
        "Environmental Protection Agency, 40 C.F.R. § 50.1 (2020).",
    ],
)
def test_control_names_before_a_code_cite_stay(text: str) -> None:
    assert parse_reference(text).authors
    assert code_statute(("J. Doe",), "Title", "", "Doe, J., 42 U.S.C. § 1983 (2001).") == (
        ("J. Doe",),
        "Title",
        "",
    )


def test_a_law_reviews_title_read_as_names_is_the_title() -> None:
    reference = parse_reference(
        "Orin S. Kerr, The Fourth Amendment and New Technologies, 102 Mich. L. Rev. 801 (2004)."
    )
    assert reference.authors == ("Orin S. Kerr",)
    assert reference.title == "The Fourth Amendment and New Technologies"
    assert reference.venue == "102 Mich. L. Rev"


@pytest.mark.parametrize(
    ("text", "authors", "title"),
    [
        (
            "Cass R. Sunstein & Adrian Vermeule, Interpretation and Institutions, 101 Mich. L."
            " Rev. 885 (2003).",
            ("Cass R. Sunstein", "Adrian Vermeule"),
            "Interpretation and Institutions",
        ),
        (
            "Jane Doe, Brown v. Board of Education and the Schools, 12 Stan. L. Rev. 100 (1960).",
            ("Jane Doe",),
            "Brown v. Board of Education and the Schools",
        ),
        (
            "Daniel J. Solove, A Taxonomy of Privacy, 154 U. Pa. L. Rev. 477 (2006).",
            ("Daniel J. Solove",),
            "A Taxonomy of Privacy",
        ),
    ],
)
def test_control_law_reviews_read_right_stay(
    text: str, authors: tuple[str, ...], title: str
) -> None:
    reference = parse_reference(text)
    assert (reference.authors, reference.title) == (authors, title)
    assert law_review_names(("A. Lee", "B. Roe"), "Title", "L. Rev", "A. Lee, Title, 1 L. Rev") == (
        ("A. Lee", "B. Roe"),
        "Title",
        "L. Rev",
    )


@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            "De Raedt, Hans, and Gang Su: Cardiorespiratory adaptation during sleep in infants"
            " and children, dans : Baruch Meerson (dir.), Actes du colloque Pharmacology, Lyon,"
            " p. 70-89.",
            "Cardiorespiratory adaptation during sleep in infants and children",
        ),
        (
            "Ludwig, S. (2021). Control of clearance of apoptotic cells by the tumor suppressor"
            " p53. dans : G. Stasinska (dir.), Actes du colloque Linguistics, Lyon, p. 1-9.",
            "Control of clearance of apoptotic cells by the tumor suppressor p53",
        ),
        (
            "Tolstoy, V. N. Quantum Deformations of Relativistic Symmetries dans : V. S. Khrapai"
            " (dir.), Actes du colloque Chemistry, Bordeaux, p. 337-357. 2007.",
            "Quantum Deformations of Relativistic Symmetries",
        ),
        (
            "TAETZ, Timo. Functional elements within the dynein microtubule-binding domain [In:"
            " Roberto Macovez (Hrsg.): Handbuch der Computer Science. Bordeaux, S. 113-133]."
            " 2022.",
            "Functional elements within the dynein microtubule-binding domain",
        ),
        (
            "Woudt, P. A. Quantitative imaging assay for nuclear translocation in primary human"
            " macrophages, En: G. W. Hammett (ed.), Memorias del Congreso de Public Health."
            " Berlin, pp. 37-50, 2001.",
            "Quantitative imaging assay for nuclear translocation in primary human macrophages",
        ),
        (
            "Müller, H.: Titel des Beitrags, in: A. Schmidt und B. Weber (Hg.), Handbuch der"
            " Soziologie, Berlin 2004, S. 1-9.",
            "Titel des Beitrags",
        ),
        (
            "Kleis, Jesper: BIOINFORMATICS APPLICATIONS NOTE, in: J. Chem. 62.6 (2005), pp."
            " 421-436.",
            "BIOINFORMATICS APPLICATIONS NOTE",
        ),
    ],
)
def test_a_chapters_in_mark_and_editors_leave_the_title(text: str, title: str) -> None:
    assert parse_reference(text).title == title


def test_the_chapters_book_and_the_journal_are_the_venue() -> None:
    assert without_chapter_in(
        "Crossover pathways in mouse meiosis, dans : G. W. Hammett (dir.), Actes du colloque X",
        "",
        "Crossover pathways in mouse meiosis, dans : G. W. Hammett (dir.), Actes du colloque X,"
        " Wien, p. 257-266",
    ) == ("Crossover pathways in mouse meiosis", "Actes du colloque X")
    assert without_cut_in("How to calculate sample size, in: J", "Inf. Syst.") == (
        "How to calculate sample size",
        "J. Inf. Syst.",
    )


@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            "Smith, J. (2001). Statistics, Part I: Foundations of inference. In A. Roe (Ed.),"
            " Handbook of statistics (pp. 1-9). Springer.",
            None,
        ),
        ("Doe, J. (2010). Advances in: a review of methods. Nature, 5, 1-9.", None),
        ("Lee, K. Recent advances in: methods, models (Ed.). J Chem. 2001;5:1-9.", None),
        (
            "Brown, T. Chapter V: The Return. In: C. Lewis (Ed.), Collected Stories. London:"
            " Penguin, 1990.",
            "Chapter V: The Return",
        ),
    ],
)
def test_control_a_titles_own_in_and_colon_stay(text: str, title: str | None) -> None:
    """A one-letter mark inside a title, a title's "in:" with no editors' role after the
    names, a sentence between them: as base read them."""
    reference = parse_reference(text)
    if title is not None:
        assert reference.title == title
    else:
        assert ":" in reference.title


@pytest.mark.parametrize(
    ("text", "venue"),
    [
        (
            "A. I. Molev. “Littlewood-Richardson polynomials”. In: Journal of Data Science 85.1,"
            " Article 89 (2009).",
            "Journal of Data Science",
        ),
        (
            "Lee, A. (2019). Title. Frontiers in Psychology, 10, Article 1234.",
            "Frontiers in Psychology",
        ),
        (
            "Lefèvre JL. Prognostic importance of dose intensity in acute lymphoblastic leukemia."
            " Journal of Linguistics 1999;10, Article 166.",
            "Journal of Linguistics",
        ),
        (
            "Kjærgaard, Søren. “A key role for Ctf4 in coupling the helicase to DNA polymerase”."
            " PMID: 33407851; PMCID: PMC3104154, Journal of Linguistics 76, no. 7 (2016): 165-183.",
            "Journal of Linguistics",
        ),
        (
            "Botella, Francisco J. “Transmission of atherosclerosis susceptibility”. In press,"
            " Journal of Epidemiology 33, no. 2 (2024): 117-137.",
            "Journal of Epidemiology",
        ),
        (
            "Abu-Shammala W, Stasinska G. Chronic daily headache: long-term prognosis. Journal"
            " of Neuroscience 1995;44:321-33. In press.",
            "Journal of Neuroscience",
        ),
    ],
)
def test_an_article_number_pubmed_ids_and_in_press_leave_the_venue(text: str, venue: str) -> None:
    assert parse_reference(text).venue == venue


def test_pubmed_ids_and_in_press_alone() -> None:
    # (refs80: the volume before the ids leaves with them, refs79's left-out)
    assert without_pubmed_ids("Journal of Physics 21, PMID: 11233505") == "Journal of Physics"
    assert without_pubmed_ids("PMID: 24821392") == ""
    assert without_ahead_of_print("press, Journal of Epidemiology") == "Journal of Epidemiology"
    assert without_issue_tail("Journal of Marine Chemistry 76, Article") == (
        "Journal of Marine Chemistry"
    )


@pytest.mark.parametrize(
    ("venue"),
    [
        "Journal of Free Press Studies",
        "Article Press",
        "Oxford University Press",
        "Physics Letters 52",
        "Proceedings of the Press Freedom Conference",
        "Journal of Article Processing, 12",
    ],
)
def test_control_press_and_article_in_a_venues_own_name_stay(venue: str) -> None:
    assert without_ahead_of_print(venue) == venue
    assert without_issue_tail(venue) == venue
    assert without_pubmed_ids(venue) == venue


@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            "Doe, J. (2019). Health outcomes in the United States ProQuest Dissertations and"
            " Theses Global (Publication No. 2753101).",
            "Health outcomes in the United States",
        ),
        (
            "Roe, P. (2020). Relapse after cessation of inhaled corticosteroids in COPD ProQuest"
            " Dissertations and Theses Global (Publication No. 25292100).",
            "Relapse after cessation of inhaled corticosteroids in COPD",
        ),
    ],
)
def test_a_databases_mixed_case_name_after_a_titles_capitalised_end(text: str, title: str) -> None:
    assert parse_reference(text).title == title


@pytest.mark.parametrize(
    "title",
    [
        "Mortality trends in the SEER Database (Order No. 13901234)",
        "A study of the McDonald Database (Order No. 1234)",
        "Using the PubMed Database (Order No. 4321)",
    ],
)
def test_control_a_titles_own_database_stays(title: str) -> None:
    assert without_registry_marks(title) == title


@pytest.mark.parametrize(
    ("text", "authors", "title", "venue"),
    [
        (
            "M. Yang, D. Lutz, Innate Immune and Chemically Triggered Oxidative Stress Modifies"
            " Translational Fidelity, Ann. Radiol. 38 (2023) 764–786.",
            ("M. Yang", "D. Lutz"),
            "Innate Immune and Chemically Triggered Oxidative Stress Modifies Translational"
            " Fidelity",
            "Ann. Radiol",
        ),
        (
            "P. G. L. Leach, M. Gronau, Stem Cells and Early Lineage Development, Chem. Res. 115"
            " (2015) 570–582.",
            ("P. G. L. Leach", "M. Gronau"),
            "Stem Cells and Early Lineage Development",
            "Chem. Res",
        ),
        (
            "E. Valiante, G. W. Hammett, Protein-Protein Interaction Inhibition (2P2I)-Oriented"
            " Chemical Library Accelerates Hit Discovery, Adv. Theor. Phys. 33 (1996) 751–772.",
            ("E. Valiante", "G. W. Hammett"),
            "Protein-Protein Interaction Inhibition (2P2I)-Oriented Chemical Library Accelerates"
            " Hit Discovery",
            "Adv. Theor. Phys",
        ),
        (
            "S. Sigurdsson, A. Misaki, Mental Health Conditions Among Patients Seeking and"
            " Undergoing Bariatric Surgery: A Meta-analysis, Appl. Math. Res. 12 (2001) 1–9.",
            ("S. Sigurdsson", "A. Misaki"),
            "Mental Health Conditions Among Patients Seeking and Undergoing Bariatric Surgery: A"
            " Meta-analysis",
            "Appl. Math. Res",
        ),
    ],
)
def test_a_title_case_title_read_as_names_in_a_comma_list(
    text: str, authors: tuple[str, ...], title: str, venue: str
) -> None:
    reference = parse_reference(text)
    assert (reference.authors, reference.title, reference.venue) == (authors, title, venue)


@pytest.mark.parametrize(
    "text",
    [
        "A. Smith, B. Jones, Maria Garcia, Title of a paper on things, Ann. Phys. 12 (2001) 1–9.",
        "A. Smith, Maria Garcia, Phys. Rev. Lett. 12 (2001) 1.",
        "J. Doe, Anna Maria Rossi, Ann. Phys. 12 (2001) 1–9.",
        "J. Doe, K. Lee, Quantum Dots and Wires, J. Appl. Phys. 12 (2001) 1–9.",
    ],
)
def test_control_full_names_after_initials_stay_names(text: str) -> None:
    """A title read that is no journal's first word (a name written out after initials'
    names read as the title is base's reading, left as it is): the rule keeps off."""
    reference = parse_reference(text)
    assert title_case_names(reference.authors, reference.title, reference.venue, text) == (
        reference.authors,
        reference.title,
        reference.venue,
    )
