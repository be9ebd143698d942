"""References entries in the styles of ``pdfgen.refstyles`` and the forms the parser
once misread in them (issue 25, round fourteen): abbreviated venues in comma-only
styles, titles that open like a name, years inside titles, old-form arXiv ids,
journal entries without a title, editors."""

from __future__ import annotations

import pytest
from pdfgen.body import Reference as Truth
from pdfgen.refstyles import MORE_STYLES, abbreviated, styled
from tapyre_paper_search.pdf.references import parse_reference

TRUTHS = [
    Truth(("Jane Q. Doe", "Ann Lee", "Bo Kim", "Carl Berg"),
          "Dense retrieval for scientific claims", 2021,
          "Advances in Neural Information Processing Systems", "10.1234/j567890"),
    Truth(("Kenji Tanaka",), "Aging, frailty and age-related diseases", 2019,
          "Journal of Machine Learning Research", "", "1905.01234"),
    Truth(("Maria Berg", "Wei Zhang"),
          "Global cancer statistics 2018: estimates for 185 countries", 2020,
          "Proceedings of the National Academy of Sciences"),
    Truth(("Bo Kim", "Ann Lee"), "Peripheral B cell subsets", 2017,
          "International Journal of Immunology", "10.5555/a12345"),
]  # fmt: skip


@pytest.mark.parametrize("style", MORE_STYLES)
def test_every_style_reads_back_its_truth(style: str) -> None:
    for truth in TRUTHS:
        text, held = styled(truth, style)
        parsed = parse_reference(text)
        assert parsed.title == held.title, text
        assert parsed.year == held.year, text
        surnames = [a.split()[-1] for a in parsed.authors]
        assert surnames == [a.split()[-1] for a in held.authors], text
        assert parsed.doi == held.doi.lower(), text
        assert parsed.arxiv_id == (held.arxiv_id if not held.doi else parsed.arxiv_id), text


def test_venues_are_abbreviated_as_journals_print_them() -> None:
    assert abbreviated("Advances in Neural Information Processing Systems") == (
        "Adv. Neural Inf. Process. Syst."
    )
    assert abbreviated("Journal of Machine Learning Research", dotted=False) == "J Mach Learn Res"


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        # a run of abbreviations, some of them English words ("Process", "Learn", "Intern")
        ("A. Smith, B. Jones, Attention is all you need, Adv. Neural Inf. Process. Syst. 30 "
         "(2017) 5998–6008.", "Attention is all you need", "Adv. Neural Inf. Process. Syst"),
        ("A. Smith, Sparse codes, Proc. Natl. Acad. Sci. U.S.A. 117 (2020) 1–9.",
         "Sparse codes", "Proc. Natl. Acad. Sci. U.S.A"),
        ("Doe J, Lee A, Kernel methods, J. Mach. Learn. Res., vol. 4, pp. 1-9, 2003.",
         "Kernel methods", "J. Mach. Learn. Res"),
        ("P. Duffy, Dose-response study on thyrotoxic patients, Intern. Med. Res. 43 (2012) "
         "763–778.", "Dose-response study on thyrotoxic patients", "Intern. Med. Res"),
        # a title's own "2 (KLF2)" is no volume
        ("H. Dai, Krüppel-like factor 2 (KLF2) regulates B-cell reactivity, J. Phys. 71 (1999) "
         "496–514.", "Krüppel-like factor 2 (KLF2) regulates B-cell reactivity", "J. Phys"),
        # a second sentence in small letters before the comma stays in the title
        ("D. Saad, Much has been done. State of the art and possible new approaches, Reviews "
         "in Economics 114 (2005) 839–862.",
         "Much has been done. State of the art and possible new approaches",
         "Reviews in Economics"),
        # "in:" opens the venue; the editors are no part of it
        ("A. Downey, F. Ubertini, Distributed thin film sensor array, in: J. P. Lynch (Ed.), "
         "Proceedings of SPIE, Vol. 9803, 2016.", "Distributed thin film sensor array",
         "Proceedings of SPIE"),
        # guards: a full stop that ends a sentence inside the last piece; "In Vitro"
        ("Doe, J. Graphs, Trees and Forests. Journal of Things (2020).",
         "Graphs, Trees and Forests", "Journal of Things"),
        ("D. Saad, Functional Exhaustion Is Reversed, In Vitro, by TLR2 Agonists, Comput. Sci. "
         "Lett. 34 (2014) 864–867.", "Functional Exhaustion Is Reversed, In Vitro, by TLR2 "
         "Agonists", "Comput. Sci. Lett"),
        # venues without editors, volumes or title words
        ("Shimoyama, I.: A chart review. In: Brandt, P. J., Vogt, L. (eds.) Annals of "
         "Psychology, pp. 275–280. CRC Press, Boca Raton (2006).", "A chart review",
         "Annals of Psychology"),
        ("Wonjin Yoon and Jinhyuk Lee. 2020. Pre-trained Language Models. In Machine Learning "
         "and Knowledge Discovery, Peggy Cellier and Kurt Driessens (Eds.). Springer, Cham, "
         "727–740.", "Pre-trained Language Models", "Machine Learning and Knowledge Discovery"),
        ('Shimoyama, Iwao. 2006. "A chart review." In Annals of Psychology, edited by David '
         "Moreau and Lena Vogt, 837–850. San Francisco: Morgan Kaufmann.", "A chart review",
         "Annals of Psychology"),
        # volume and issue before the year (ACM)
        ("Rollin Brant. 1990. Assessing Proportionality. Biometrics 46, 4 (1990), 1171-1178.",
         "Assessing Proportionality", "Biometrics"),
        # a token with a full stop inside ends the title ("H2A.Z.")
        ("Tanimoto, M. and Yao, D. (1995) Crystal structure with histone H2A.Z. Proceedings of "
         "the 46th Conference on Biology.", "Crystal structure with histone H2A.Z",
         "Proceedings of the 46th Conference on Biology"),
        # a second sentence of two words in small letters stays in the title
        ("Pitkin, M. (2018) Hepatitis in HIV-infected patients. Prevalence and prognostic value. "
         "International Journal of Biology.",
         "Hepatitis in HIV-infected patients. Prevalence and prognostic value",
         "International Journal of Biology"),
    ],
)  # fmt: skip
def test_titles_and_venues_of_comma_only_entries_and_bare_venues(
    text: str, title: str, venue: str
) -> None:
    parsed = parse_reference(text)
    assert (parsed.title, parsed.venue) == (title, venue)


@pytest.mark.parametrize(
    ("text", "authors", "title"),
    [
        ("S. Ghosh, D. J. Singh, Advanced Human Nutrition, Public Health Res. 31 (2009) 371–400.",
         ("S. Ghosh", "D. J. Singh"), "Advanced Human Nutrition"),
        ("A. R. U. Devi, H. Srinivasan, A Novel 3-Hydroxysteroid Dehydrogenase, J. Chem. 41 "
         "(2013) 265–272.", ("A. R. U. Devi", "H. Srinivasan"), "A Novel 3-Hydroxysteroid "
         "Dehydrogenase"),
        ("Oey S, Johnston S, Peripheral B cell subsets, J Immunol, vol. 63, pp. 621–624, 2021.",
         ("S Oey", "S Johnston"), "Peripheral B cell subsets"),
        ("Pitkin M, Fall SM, Hepatitis B and C in HIV-infected patients, J Mol Biol, vol. 17, "
         "pp. 743–751, 2018.", ("M Pitkin", "SM Fall"),
         "Hepatitis B and C in HIV-infected patients"),
        ("Takahashi R, Merin B, Topoisomerase II plays an essential role in replication, Int J "
         "Cell Biol, vol. 4, pp. 628–652, 2005.", ("R Takahashi", "B Merin"),
         "Topoisomerase II plays an essential role in replication"),
        # guards: names that end the list where a name can end, and one after ", and"
        ("Doe J, Chen L. Title of the paper. J Things. 2020.", ("J Doe", "L. Chen"),
         "Title of the paper"),
        ("Ying Ding, Min Song, Xiaolong Wang, and Cheng xiang Zhai. 2014. Content-based "
         "citation analysis. JASIST, 65:1820-1833.", ("Ying Ding", "Min Song", "Xiaolong Wang"),
         None),
    ],
)  # fmt: skip
def test_titles_that_open_like_a_name_keep_their_words(
    text: str, authors: tuple[str, ...], title: str | None
) -> None:
    parsed = parse_reference(text)
    assert parsed.authors == authors
    if title is not None:  # (the last guard's unreadable name is not looked at here)
        assert parsed.title == title


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        ("LeCun, Y., Bengio, Y. & Hinton, G. Nature 521, 436–444 (2015).", "", "Nature"),
        ("Doe, J. & Lee, A. Phys. Rev. Lett. 99, 048301 (2007).", "", "Phys. Rev. Lett"),
        ("Yao, D. & Choie, Y. Adv. Intern. Med. 14, 110–139 (2004).", "", "Adv. Intern. Med"),
        # guards: a title before the journal
        ("LeCun, Y. & Hinton, G. Deep Learning. Nature 521, 436–444 (2015).", "Deep Learning",
         "Nature"),
        ("LeCun, Y. & Hinton, G. Deep learning. Nature 521, 436–444 (2015).", "Deep learning",
         "Nature"),
        ("Doe, J. & Lee, A. Filling-Factor Resonance in Graphene. Phys. Rev. Lett. 99, 087402 "
         "(2007).", "Filling-Factor Resonance in Graphene", "Phys. Rev. Lett"),
    ],
)  # fmt: skip
def test_a_journal_entry_without_a_title_has_none(text: str, title: str, venue: str) -> None:
    parsed = parse_reference(text)
    assert (parsed.title, parsed.venue) == (title, venue)
    assert parsed.year in (2004, 2007, 2015)
    assert parsed.authors[0].endswith(("LeCun", "Doe", "Yao"))


@pytest.mark.parametrize(
    ("text", "arxiv_id"),
    [
        ("A. Smith, Title of it all, Nucl. Phys. B 5 (1999) 1 [hep-th/9901001].", "hep-th/9901001"),
        ("Jane Doe. 2001. Title here now. arXiv preprint math.AG/0101001.", "math.AG/0101001"),
        ("Jane Doe. 2021. Title here now. arXiv preprint 2101.00001.", "2101.00001"),
        ("J. Doe, A thing, arXiv:hep-th/9901001v2, 1999.", "hep-th/9901001"),
        # guards: a path or a fraction is no id
        ("Jane Doe. 2001. Title. https://example.org/data/9901001.", ""),
        ("Doe J. Effects of 1/2001 doses. J Things. 2001.", ""),
    ],
)  # fmt: skip
def test_old_form_arxiv_ids(text: str, arxiv_id: str) -> None:
    assert parse_reference(text).arxiv_id == arxiv_id


@pytest.mark.parametrize(
    ("text", "year", "title"),
    [
        ("J. W. Valle, P. Grozman, Global cancer statistics 2018: estimates, Annals of "
         "Linguistics, 2021.", 2021, "Global cancer statistics 2018: estimates"),
        ("Doe J. Trends in 1999 and 2000. J Things. 2005;3:1-9.", 2005, "Trends in 1999 and 2000"),
        # the authors' year stays first where the title holds none
        ("Jane Doe. 2019. A title. In Proc. of the 2020 Workshop.", 2019, "A title"),
    ],
)  # fmt: skip
def test_the_year_is_the_first_outside_the_title(text: str, year: int, title: str) -> None:
    parsed = parse_reference(text)
    assert (parsed.year, parsed.title) == (year, title)


def test_an_unknown_style_is_refused_not_written_as_another() -> None:
    with pytest.raises(ValueError, match="chicago"):
        styled(TRUTHS[0], "chicago")  # a typo of "chicago-ed"
    assert "edited by" in styled(TRUTHS[0], "chicago-ed")[0]
