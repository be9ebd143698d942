"""Round eighty's reference rules (refs80), refs79's and fix64b's left-out shapes.

* :mod:`tapyre_paper_search.pdf.reflawcite`: a journal's Bluebook cite run on at the
  title's end ("Title, 106 Yale L.J. 675", "Title [119 Yale L.J. 2369]", "Title 36 Stan"
  / "L. Rev. 950"; train: refs79's law-review kind).
* :mod:`tapyre_paper_search.pdf.refseriespaper`: a report series' kind, number and issuer
  closing the title ("Title, Working Paper 18275, National Bureau of …", "Title (Working
  Paper No. 25123)"; train: refs79's working papers), in several languages.
* :mod:`tapyre_paper_search.pdf.refchapterin`: a book's name kept past its commas ("Mind,
  Brain and Society"), editors with bare initials ("Martin J, Durand K (dir.)").
* :mod:`tapyre_paper_search.pdf.refissuetails`: an issue with no volume closing the venue
  ("Journal of X, no", "Journal of X, (6):115-128"; train: refs79's issue-only articles).
* :mod:`tapyre_paper_search.pdf.refaheadofprint`: the volume left before PubMed's ids
  ("Journal 39.2. PMID: …" → "Journal"; train: refs78's ids).
* :mod:`tapyre_paper_search.pdf.refeditors`: a title's own "in" no chapter's mark where
  another language's mark follows ("… in Biological Gels. En: P. Roe (ed.)"; train: refs78).
* :mod:`tapyre_paper_search.pdf.refbookfacts`: an edition's mark in several languages, its
  bracket closed ("(2nd ed.)", "2. Aufl.", "2e éd.", "2a ed."), its ordinal cut at its stop.
* :mod:`tapyre_paper_search.pdf.refabbrevcut`: an abbreviated journal's head cut into the
  title ("Title. Earth Sci" / "Res"; train: the apa7 text style).

The "control" tests hold ordinary entries of the same shapes that must not change."""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.refabbrevcut import without_cut_journal
from tapyre_paper_search.pdf.refaheadofprint import without_pubmed_ids
from tapyre_paper_search.pdf.refbookfacts import without_cut_edition
from tapyre_paper_search.pdf.refchapterin import without_chapter_in
from tapyre_paper_search.pdf.refentry import parse_reference
from tapyre_paper_search.pdf.refissuetails import without_issue_tail
from tapyre_paper_search.pdf.reflawcite import without_law_cite
from tapyre_paper_search.pdf.refseriespaper import without_series_paper


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "Swift, Damian C.: Numerical solution of shock and ramp compression for general"
            " material properties, 106 Yale L.J. 675, 2009.",
            "Numerical solution of shock and ramp compression for general material properties",
            "106 Yale L.J.",
        ),
        (
            "CADONI, Mariano. Quantitative imaging assay for nuclear translocation in primary"
            " human macrophages [119 Yale L.J. 2369]. 2004.",
            "Quantitative imaging assay for nuclear translocation in primary human macrophages",
            "119 Yale L.J. 2369",
        ),
        (
            "Molev, A. I. & Wang, Y.-F. Accumulation of hydroxyethyl starch in human tissues:"
            " a systematic review 36 Stan. L. Rev. 950. 2004.",
            "Accumulation of hydroxyethyl starch in human tissues: a systematic review",
            "36 Stan. L. Rev. 950",
        ),
        (
            "Doe, Jane: Privacy and the press in the digital age, 45 Harv. J.L. & Pub. Pol'y"
            " 101, 2021.",
            "Privacy and the press in the digital age",
            "45 Harv. J.L. & Pub. Pol'y",
        ),
    ],
)
def test_a_bluebook_cite_closing_the_title_is_the_venue(text: str, title: str, venue: str) -> None:
    parsed = parse_reference(text)
    assert (parsed.title, parsed.venue) == (title, venue)


@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            "Nebot, M.; Saija, F. Self-Report and Tests of Memory Aging; Working Paper 8696;"
            " National Bureau of Economic Research, 2020.",
            "Self-Report and Tests of Memory Aging",
        ),
        (
            "Mapelli, M., and E. Sturm: FBW7 regulates endothelial functions by targeting"
            " KLF2, Working Paper 18275, National Bureau of Economic Research, 2018.",
            "FBW7 regulates endothelial functions by targeting KLF2",
        ),
        (
            "Smith, J. (2019). Labour markets and migration (Working Paper No. 25123)."
            " National Bureau of Economic Research.",
            "Labour markets and migration",
        ),
        (
            "García, M. (2015). La economía informal en América Latina, Documento de trabajo"
            " 45, Banco de España.",
            "La economía informal en América Latina",
        ),
        (
            "Müller, K. Lohnbildung in kleinen Betrieben, Diskussionspapier Nr. 12, Institut"
            " für Arbeitsmarkt- und Berufsforschung, 2011.",
            "Lohnbildung in kleinen Betrieben",
        ),
        (
            "Dupont, J. Les inégalités de revenus en France, Document de travail 2019-03,"
            " Banque de France, 2019.",
            "Les inégalités de revenus en France",
        ),
    ],
)
def test_a_series_papers_kind_and_number_leave_the_title(text: str, title: str) -> None:
    assert parse_reference(text).title == title


@pytest.mark.parametrize(
    ("text", "venue"),
    [
        (
            "Roe, A. La ville moderne en Europe, dans : Martin J. et Durand K. (dir.), Mind,"
            " Brain and Society, Paris, p. 1-9, 2001.",
            "Mind, Brain and Society",
        ),
        (
            "Roe, A. The city and its suburbs, In: Smith, J. (Ed.), Cities, Towns and"
            " Villages, London, pp. 1-9, 2001.",
            "Cities, Towns and Villages",
        ),
        (
            "Garcia, M. La ciudad y el campo, En: Lopez, J. (coord.), Ciudades, pueblos y"
            " aldeas, Madrid, pp. 1-9, 2001.",
            "Ciudades, pueblos y aldeas",
        ),
    ],
)
def test_a_chapters_book_keeps_its_commas(text: str, venue: str) -> None:
    assert parse_reference(text).venue == venue


def test_editors_with_bare_initials_before_their_role() -> None:
    text = (
        "Roe, A. La ville moderne en Europe, dans : Martin J, Durand K (dir.), Histoire de"
        " Paris, Lyon, p. 1-9, 2001."
    )
    parsed = parse_reference(text)
    assert (parsed.title, parsed.venue) == ("La ville moderne en Europe", "Histoire de Paris")
    rest = text.split("A. ", 1)[1]
    title = "La ville moderne en Europe, dans : Martin J, Durand K (dir.), Histoire de Paris"
    assert without_chapter_in(title, "", rest) == (
        "La ville moderne en Europe",
        "Histoire de Paris",
    )


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "Smith J, Roe K. Population growth in 50 U.S. Cities 1990. Demography. 1995;32:1-10.",
            "Population growth in 50 U.S. Cities 1990",
            "Demography",
        ),
        (
            "Smith, A. (2020). Effects of vitamin D on bone density in 3 J Cohorts 45. Bone,"
            " 12, 1-5.",
            "Effects of vitamin D on bone density in 3 J Cohorts 45",
            "Bone",
        ),
        (
            "Müller, K. (2010). Die Reform der Rentenversicherung 2005. Zeitschrift für"
            " Sozialreform, 56(2), 45–67.",
            "Die Reform der Rentenversicherung 2005",
            "Zeitschrift für Sozialreform",
        ),
        (
            "Roe, A. Psalm 23 in the Latin tradition. Rev. Bénédictine 88, 45–60 (1978).",
            "Psalm 23 in the Latin tradition",
            "Rev. Bénédictine",
        ),
        (
            "Jane Doe, The Fourth Amendment, 102 Mich. L. Rev. 801 (2004).",
            "The Fourth Amendment",
            "102 Mich. L. Rev",
        ),
        (
            "Jones, P. (2001). A working paper on trade. Journal of Trade, 4, 12-19.",
            "A working paper on trade",
            "Journal of Trade",
        ),
        (
            "Smith, J. (2015). Policy brief: the 2015 budget. Fiscal Studies, 36(2), 100–120.",
            "Policy brief: the 2015 budget",
            "Fiscal Studies",
        ),
    ],
)
def test_control_ordinary_entries_of_the_same_shapes(text: str, title: str, venue: str) -> None:
    parsed = parse_reference(text)
    assert (parsed.title, parsed.venue) == (title, venue)


@pytest.mark.parametrize(
    ("title", "venue"),
    [
        ("Population growth in 50 U.S. Cities 1990", ""),
        ("Theorem 3 revisited in Part 2 Vol. 3", ""),
        ("Windows 10 and the enterprise, 12 Vols 45", ""),
        ("Symphony No. 5 in C minor, Op. 67", ""),
    ],
)
def test_control_titles_closing_on_numbers_keep_them(title: str, venue: str) -> None:
    assert without_law_cite(title, venue) == (title, venue)


@pytest.mark.parametrize(
    "title",
    [
        "A working paper on trade and growth",
        "Why the discussion paper matters: notes on policy 2",
        "Research paper writing in 10 steps",
        "Annual report 2019, World Bank Working Paper Series",
        "Arbeitspapier und Praxis im Betrieb",
    ],
)
def test_control_a_titles_own_series_words_stay(title: str) -> None:
    assert without_series_paper(title, "") == (title, "")


def test_a_bracketed_cite_cut_at_its_short_names_stop() -> None:
    text = (
        "GRABEC, I.; MARS, Marc. The Transcription Factors Egr2 and Egr3 Are Essential for"
        " the Control of Inflammation [72 Geo. L.J. 1116]. 2007."
    )
    parsed = parse_reference(text)
    assert parsed.title == (
        "The Transcription Factors Egr2 and Egr3 Are Essential for the Control of Inflammation"
    )
    assert parsed.venue == "72 Geo. L.J. 1116"


@pytest.mark.parametrize(
    ("venue", "kept"),
    [
        ("Journal of Genetics, no", "Journal of Genetics"),
        ("Journal of Computer Science, (6):115-128", "Journal of Computer Science"),
        ("Journal of Medicine( 8)", "Journal of Medicine"),
        ("Rev. Bras. Bot., n", "Rev. Bras. Bot."),
        # controls: a volume before the issue's mark is the older rules'; one word stays
        ("Journal of Astronomy 90, no", "Journal of Astronomy 90, no"),
        ("Science, no", "Science, no"),
        ("Annals of Botany (London)", "Annals of Botany (London)"),
        ("Nuclear Physics B", "Nuclear Physics B"),
    ],
)
def test_an_issue_with_no_volume_leaves_the_venue(venue: str, kept: str) -> None:
    assert without_issue_tail(venue) == kept


def test_control_chicago_volume_and_issue_read_as_before() -> None:
    text = (
        "Makovetskii, D. N., et al. “The role of epigenetics in aging and autoimmunity”."
        " Journal of Genetics 55, no. 11 (2013): 418-436."
    )
    assert parse_reference(text).venue == "Journal of Genetics"
    text = (
        "Santos, Maria dos. “Molecular changes in the immortalization of nasopharyngeal"
        " cells”. Journal of Mechanical Engineering, no. 11 (1996): 215-234."
    )
    assert parse_reference(text).venue == "Journal of Mechanical Engineering"


@pytest.mark.parametrize(
    ("venue", "kept"),
    [
        ("Journal of Theoretical Physics 39.2. PMID: 23564445; PMCID: PMC3542449, pp. 58-74",
         "Journal of Theoretical Physics"),
        ("Journal of Physics 21, PMID: 11233505; PM-CID: PMC7830313, 3-21",
         "Journal of Physics"),
        ("Journal of Epidemiology 2018;40. PMID: 23854483; PMCID: PMC8916495:397-415",
         "Journal of Epidemiology"),
        ("Journal of Economics 2015; 40. PMID: 27438787", "Journal of Economics"),
        # controls: one word stays; no ids, no cut
        ("Cell 21, PMID: 11233505", "Cell 21"),
        ("Physics Letters 52", "Physics Letters 52"),
    ],
)  # fmt: skip
def test_the_volume_before_pubmed_ids_leaves_with_them(venue: str, kept: str) -> None:
    assert without_pubmed_ids(venue) == kept


@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            "B. Lanzoni and B. Hillebrands. Nonlinear Elasticity in Biological Gels. En: P. M."
            " Nadolsky (ed.), Memorias del Congreso de Materials Science. Wien, pp. 119-135."
            " 2000.",
            "Nonlinear Elasticity in Biological Gels",
        ),
        # controls: English and German chapters read as before
        (
            "Roe, A. (2001). Water in soils. In: J. Doe (Ed.), Handbook of Soils (pp. 1-9)."
            " Springer.",
            "Water in soils",
        ),
        (
            "Roe, A. Wasser im Boden in Europa. In: Doe, J. (Hrsg.): Handbuch der Böden."
            " Berlin, S. 1-9, 2001.",
            "Wasser im Boden in Europa",
        ),
    ],
)
def test_a_titles_own_in_before_another_languages_chapter_mark(text: str, title: str) -> None:
    assert parse_reference(text).title == title


@pytest.mark.parametrize(
    "text",
    [
        "Müller, K. Proteinfaltung in Hefezellen, 2. Aufl. Berlin: Springer, 2010.",
        "Dupont, J. Proteinfaltung in Hefezellen, 2e éd., Paris, Seuil, 2010.",
        "Roe, A. (2010). Proteinfaltung in Hefezellen (2nd ed.). Routledge.",
        "Rossi, P. Proteinfaltung in Hefezellen, 2a ed., Milano, Einaudi, 2010.",
    ],
)
def test_an_editions_mark_in_several_languages_leaves_the_title(text: str) -> None:
    assert parse_reference(text).title == "Proteinfaltung in Hefezellen"


@pytest.mark.parametrize(
    ("title", "venue", "expected"),
    [
        ("Proteinfaltung in Hefezellen, 2", "Aufl. Berlin", "Proteinfaltung in Hefezellen"),
        # controls: no edition's noun after the number; a title's own number
        ("Proteinfaltung in Hefezellen, 2", "Berlin: Springer", "Proteinfaltung in Hefezellen, 2"),
        ("Teaching physics in grade 5", "ed. by A. Roe", "Teaching physics in grade 5"),
    ],
)  # fmt: skip
def test_an_editions_ordinal_cut_at_its_stop(title: str, venue: str, expected: str) -> None:
    assert without_cut_edition(title, venue)[0] == expected


@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            "Smith, J. (2019). Vitamin E and the 2e edition of the guidelines revisited."
            " J. Nutr., 12, 1-9.",
            "Vitamin E and the 2e edition of the guidelines revisited",
        ),
        (
            "Roe, A. Teaching physics in grade 5, ed. by A. Roe. Berlin: Springer, 2001.",
            "Teaching physics in grade 5",
        ),
    ],
)
def test_control_a_titles_own_edition_words_stay(text: str, title: str) -> None:
    assert parse_reference(text).title == title


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        (
            "Fausti, D., & Liu, T. (2008). Sustained active site rigidity during synthesis by"
            " human DNA polymerase. Earth Sci. Res., 82(2), 574–594.",
            "Sustained active site rigidity during synthesis by human DNA polymerase",
            "Earth Sci. Res",
        ),
        (
            "Cadoni, M., & Abu-Hamed, M. (2009). Health and access to care: perspectives of"
            " homeless youth in Baltimore City, U.S.A. Rev. Radiol., 9(11), 391–415.",
            "Health and access to care: perspectives of homeless youth in Baltimore City, U.S.A",
            "Rev. Radiol",
        ),
        # control: a journal read right
        (
            "Roe, A. (2019). Growth of trees in cities. J. Ecol., 12(3), 1-9.",
            "Growth of trees in cities",
            "J. Ecol",
        ),
    ],
)
def test_an_abbreviated_journals_head_cut_into_the_title(text: str, title: str, venue: str) -> None:
    parsed = parse_reference(text)
    assert (parsed.title, parsed.venue) == (title, venue)


def test_control_a_titles_own_last_sentence_of_longer_words_stays() -> None:
    rest = "Growth of trees in cities. Evidence from Europe. J. Ecol., 12(3), 1-9."
    title = "Growth of trees in cities. Evidence from Europe"
    assert without_cut_journal(title, "J", rest) == (title, "J")


def test_control_a_venue_with_no_volume_after_it_stays() -> None:
    rest = "Growth of trees in cities. Earth Sci. Res. London: Routledge."
    assert without_cut_journal("Growth of trees in cities. Earth Sci", "Res", rest) == (
        "Growth of trees in cities. Earth Sci",
        "Res",
    )
