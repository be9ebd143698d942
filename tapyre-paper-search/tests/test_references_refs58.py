"""Round fifty-eight's reference rules (refs58), each on the form a train style prints:
Swedish "m.fl." closing a list given first (sweunsrt); a question before DIN's "In:"
or jurabib's volume and bare year; "Surname, Given and Surname, Given:" (jurabib); a
given name after initials before the colon ("Fall, S. Michael:"); a one-name list of
two Chinese syllables before a colon ("Li, Qi:"); a number and a word in small letters
after a name given first ("Fechner C. Type 1 diabetes", hitszbeamer); "[S.l.] :" before
a school; an edition after a title ("2. Aufl."); a chapter's book and editors after
"in" ("Attention in Handbook of X, ed. by Bob Roe"); German editors with whole given
names or several before "(Hrsg.):"; a name's second word before a title's comma or a
list's colon; a volume's whole word in a name with no comma ("Music of the Band
2019"); entry numbers set alone beside their entries' first lines (biblatex's nature,
nejm, vancouver).  Controls (labelled) hold the readings that stay."""

from __future__ import annotations

from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock
from tapyre_paper_search.pdf.references import parse_reference
from tapyre_paper_search.pdf.refsplit import split_entries
from tapyre_paper_search.pdf.refvolumetail import without_volume_tail


def _read(text: str) -> tuple[tuple[str, ...], str, str]:
    ref = parse_reference(text)
    return ref.authors, ref.title, ref.venue


def test_swedish_m_fl_closes_a_list_given_first() -> None:
    assert _read(
        "Tom Kay, Amy Fox m.fl. Reports considered harmful. Psychology Research, "
        "39(11):503-520, 2013."
    ) == (("Tom Kay", "Amy Fox"), "Reports considered harmful", "Psychology Research")


def test_control_m_fl_after_one_name_reads_as_before() -> None:
    # (control) one name before "m.fl." was read already (refs46)
    assert _read("P. G. L. Leach m.fl. How safe is it? Journal of Water, 9(12):385-395, 2010.")[
        :2
    ] == (("P. G. L. Leach",), "How safe is it?")


def test_a_question_before_din_in_and_a_journal() -> None:
    assert _read(
        "Schmidt, J. ; Müller, A. : What comes next? In: Zeitschrift für Dinge 107 (2015), "
        "S. 225-229"
    ) == (("J. Schmidt", "A. Müller"), "What comes next?", "Zeitschrift für Dinge")


def test_a_question_before_din_in_with_an_issue() -> None:
    ref = parse_reference(
        "Racusin, J. ; Weng, Z. : Penile Curvature Incidence in Hypospadias: Can It Be "
        "Determined? In: Annals of Statistics 70 (2005), Nr. 7, S. 728-740"
    )
    assert (ref.title, ref.venue) == (
        "Penile Curvature Incidence in Hypospadias: Can It Be Determined?",
        "Annals of Statistics",
    )


def test_surname_first_names_joined_by_and_before_a_colon() -> None:
    assert _read(
        "Schmidt, Jonas and Müller, Anna: What comes next? Zeitschrift für Dinge, 107 2015, 225-229"
    ) == (("Jonas Schmidt", "Anna Müller"), "What comes next?", "Zeitschrift für Dinge")


def test_control_a_title_of_two_inverted_words_in_small_letters_stays() -> None:
    # (control) the title after the colon opens in small letters: no names
    assert parse_reference("Google, Gemini and Meta, Llama: a family of models. 2023.").authors[
        1:
    ] != ("Llama Meta",)


def test_a_given_name_after_an_initial_before_the_colon() -> None:
    assert _read("Fall, S. Michael: Type 2 studies. Journal of Things, 9 2003, 1-9")[:2] == (
        ("S. Michael Fall",),
        "Type 2 studies",
    )


def test_a_one_name_list_of_chinese_syllables_before_a_colon() -> None:
    assert _read("Li, Qi: Type 1 diabetes in mice. Music of the Band, 3 2019, 1-9") == (
        ("Qi Li",),
        "Type 1 diabetes in mice",
        "Music of the Band",
    )
    assert _read("Wu, Xiaoming: Deep nets. Journal of Things, 3 2019, 1-9")[0] == ("Xiaoming Wu",)


def test_control_two_english_words_before_a_colon_stay_a_title() -> None:
    # (control) "Art, Life": not syllables of pinyin; "Sun, Fan" before small letters
    assert parse_reference("Art, Life: Essays on things. Journal, 2019.").authors == ()
    assert parse_reference("Sun, Fan: a title in lower case. Journal, 2019.").authors == ()


def test_a_number_and_a_small_word_after_a_name_given_first_open_the_title() -> None:
    assert _read("Fechner C. Type 1 diabetes in mice[D]. [S.l.] : University of Leeds, 2003.") == (
        ("C. Fechner",),
        "Type 1 diabetes in mice",
        "University of Leeds",
    )


def test_control_a_number_before_and_stays_a_names_own() -> None:
    # (control) "and" after the digit is the list's: "Tetraspanin 3 Is" stays a title
    ref = parse_reference("Patthey L. Tetraspanin 3 Is Required. Journal of Cells, 2010.")
    assert (ref.authors, ref.title) == (("L. Patthey",), "Tetraspanin 3 Is Required")


def test_no_place_mark_before_a_publisher_keeps_the_publisher() -> None:
    ref = parse_reference(
        "Kay T, Fox A, others. Reports considered harmful : TR-24[R]. [S.l.] : ETH Zurich, 2015."
    )
    assert (ref.title, ref.venue) == ("Reports considered harmful", "ETH Zurich")


def test_control_no_place_mark_closing_a_venue_goes() -> None:
    # (control) ABNT's mark after the proceedings' name goes with what follows it
    ref = parse_reference("Doe, J. Title. In: Proceedings of X. [S.l.: s.n.], 2010. p. 5-9.")
    assert ref.venue == "Proceedings of X"


def test_a_german_edition_after_the_title() -> None:
    assert _read("Wei, L. : Big book of stuff. 2. Aufl. Berlin : Springer, 2013")[1] == (
        "Big book of stuff"
    )
    assert _read("Wei, Li: Big book of stuff. 3., überarb. Aufl. Berlin : Springer, 2013")[1] == (
        "Big book of stuff"
    )


def test_a_chapters_book_and_editors_after_in() -> None:
    assert _read("Jane Doe. Attention in Handbook of Things, ed. by Bob Roe. Springer, 2013.") == (
        ("Jane Doe",),
        "Attention",
        "Handbook of Things",
    )


def test_control_in_with_no_editors_stays_in_the_title() -> None:
    ref = parse_reference("J. Doe. Attention in Children with Autism. Springer, 2013.")
    assert ref.title == "Attention in Children with Autism"


def test_german_editors_with_whole_given_names_or_several_before_the_colon() -> None:
    assert _read(
        "Doe, Jane: Kleine Dinge. In: Roe, Bob (Hrsg.): Handbuch der Dinge. Berlin: "
        "Springer, 2013, 10-20"
    )[2].startswith("Handbuch der Dinge")
    assert _read(
        "Doe, J. ; Roe, B. : Kleine Dinge. In: Poe, C. (Hrsg.) ; Moe, D. (Hrsg.): "
        "Proceedings of the 5th Conference on Vision. Berlin : Springer, 2013, S. 10-20"
    )[2].startswith("Proceedings of the 5th Conference on Vision")
    ref = parse_reference(
        "Doe, J.: Kleine Dinge. In: Handbuch der Dinge. Hrsg. von B. Roe. Berlin : Springer, "
        "2013, S. 10-20"
    )
    assert ref.venue == "Handbuch der Dinge"


def test_a_two_word_surname_before_a_titles_comma_or_a_lists_colon() -> None:
    assert parse_reference(
        "Jens Wirth, L. I. Chelaru och A. R. Usha Devi. NIPBL, encoding a homolog of fungal "
        "proteins. Wiley, Berlin, 2016."
    ).authors == ("Jens Wirth", "L. I. Chelaru", "A. R. Usha Devi")
    assert parse_reference(
        "Messenger, Chris, Paul Harvey und M. Lopez de Haro: The Pfam protein families "
        "database. International Journal of Oncology, 117(1):542-560, 1999."
    ).authors == ("Chris Messenger", "Paul Harvey", "M. Lopez de Haro")


def test_a_whole_volume_word_with_no_comma_is_the_names() -> None:
    text = "Jane Doe. Title of things. Music of the Band 2019, 1-9."
    assert without_volume_tail("Music of the Band 2019", text) == "Music of the Band 2019"


def test_control_a_volume_word_after_a_comma_goes() -> None:
    text = "Doe, J.: Title. Zeitschrift, Band 9 2010, 3-9"
    assert without_volume_tail("Zeitschrift, Band 9 2010", text) == "Zeitschrift"


def _row(number: int, texts: list[str], y0: float) -> TextBlock:
    """One entry as biblatex's nature style sets it: its number alone in a box left of
    the first line, set flush right ("10." reaches further left than "9."), every line of
    the text flush in the text's column."""
    label = f"{number}."
    lines = [BlockLine(label, 139.7 - 2.8 * len(label), y0, 139.7, y0 + 9.6, 10.9, False)]
    lines += [
        BlockLine(text, 150.6, y0 + 13.5 * k, 484.6, y0 + 13.5 * k + 9.6, 10.9, False)
        for k, text in enumerate(texts)
    ]
    return TextBlock(lines[0].x0, y0, 484.6, y0 + 13.5 * len(texts), lines)


def test_numbers_set_alone_beside_their_entries_open_them() -> None:
    blocks = [
        _row(
            n,
            [
                f"Osborne, J. P., Wen, H.-H. & Tumanov, A. A study of things number {n}",
                "in the brain. Computer Science Research 57, 57–76 (2018).",
            ],
            100.0 + 32 * n,
        )
        for n in range(1, 12)
    ]
    entries = split_entries(blocks)
    assert len(entries) == 11
    assert entries[0].endswith("number 1 in the brain. Computer Science Research 57, 57-76 (2018).")


def test_biblatex_volume_and_issue_joined_by_a_stop() -> None:
    ref = parse_reference(
        "Chris Messenger and Bob Roe. “The Pfam protein families database”. In: "
        "International Journal of Oncology 117.1 (1999), pp. 542-560."
    )
    assert (ref.venue, ref.year) == ("International Journal of Oncology", 1999)
    ref = parse_reference(
        "Oey, S. and Jinlong Yang (2004). “Investigating survival”. In: International "
        "Journal of Biochemistry 4.10, pp. 148-164."
    )
    assert ref.venue == "International Journal of Biochemistry"


def test_chicago_volume_before_its_issue_word() -> None:
    ref = parse_reference(
        "Mukhopadhyay, Partha, and Gordon Ritter. “CHD4 Is a RanGTP-Dependent MAP”. "
        "International Journal of Neuroscience 65, no. 4 (1996): 552-571."
    )
    assert ref.venue == "International Journal of Neuroscience"


def test_vancouver_year_semicolon_volume() -> None:
    for text in (
        "Doe J, Roe B. A study of things. Economics Letters 1998;27:543-63.",
        "Doe J, Roe B. A study of things. Economics Letters 2013; 27:543-63.",
    ):
        assert parse_reference(text).venue == "Economics Letters"


def test_control_a_names_number_with_no_journal_numbers_after_it_stays() -> None:
    # (control) "3.8" of a name with no year or pages right after it; a meeting's year
    ref = parse_reference("Doe J. A study. In: Python 3.8 Handbook. Springer, 2019.")
    assert ref.venue.startswith("Python 3.8 Handbook")
    ref = parse_reference("J. Doe. Study. Proceedings of Interspeech 2019. 2019.")
    assert ref.venue == "Proceedings of Interspeech 2019"


def test_in_proceedings_after_a_title_with_a_bracketed_year() -> None:
    assert _read(
        "Saad, D. & Law, C. K. Effect of starch on bleeding: a meta-analysis of randomized "
        "trials in Proceedings of the 29th Conference on Psychology (ACM, 2008), 390-413."
    )[1:] == (
        "Effect of starch on bleeding: a meta-analysis of randomized trials",
        "Proceedings of the 29th Conference on Psychology",
    )


def test_a_titleless_proceedings_right_after_the_names() -> None:
    assert _read(
        "Yugova, I. A.; Coupet, B. In Proceedings of the 12th Conference on Marine Chemistry, "
        "ACM: 2001, pp 84-109."
    )[1:] == ("", "Proceedings of the 12th Conference on Marine Chemistry")
    assert _read(
        "H. Su, K. L. Page, D. Jansen, presented at the Proceedings of the 35th Conference on "
        "Chemistry, pp. 72-81."
    )[1:] == ("", "Proceedings of the 35th Conference on Chemistry")


def test_control_in_proceedings_with_a_publisher_and_pages_reads_as_before() -> None:
    # (control) refs56's cv form: the publisher and place before the pages go
    ref = parse_reference(
        "J. Doe, B. Roe. Fast methods for slow problems in Proceedings of the 12th "
        "Conference on Methods, ACM, New York, pp. 10-20."
    )
    assert (ref.title, ref.venue) == (
        "Fast methods for slow problems",
        "Proceedings of the 12th Conference on Methods",
    )


def test_a_two_word_surname_before_a_quoted_title() -> None:
    assert parse_reference(
        "Chris Messenger, Paul Harvey, and M. Lopez de Haro. “The Pfam protein families "
        "database”. In: International Journal of Oncology 117.1 (1999), pp. 542-560."
    ).authors == ("Chris Messenger", "Paul Harvey", "M. Lopez de Haro")


def test_a_reports_kind_in_small_letters_after_the_title() -> None:
    assert (
        _read(
            "S. C. Davis and I. Licata, Efficacy of inhibitors: meta-analysis, tech. rep. TR-53 "
            "(University of Leeds, 2012)."
        )[1]
        == "Efficacy of inhibitors: meta-analysis"
    )
    assert _read(
        "Chengguang, B.; Elliott, T. M. Chronophin mediates rod formation; tech. rep. TR-16; "
        "University of Toronto, 2013."
    )[1:] == ("Chronophin mediates rod formation", "University of Toronto")


def test_vancouver_particles_after_the_initials() -> None:
    assert parse_reference(
        "Barausse E, Hughes SA, Dishoeck E van, Virnau P, and Fechner C. Stage-Specific "
        "Bifurcation. PhD thesis. University of Leeds, 2011"
    ).authors == ("E Barausse", "SA Hughes", "E van Dishoeck", "P Virnau", "C. Fechner")
    assert _read(
        "Cruz A de la. Geographical access to healthcare. International Journal of Physics "
        "1995; 108:854-67"
    ) == (
        ("A de la Cruz",),
        "Geographical access to healthcare",
        "International Journal of Physics",
    )


def test_control_a_particle_opening_the_next_name_stays_its() -> None:
    # (control) "de Souza K." after the comma is the next name's
    assert parse_reference("Smith J, de Souza K. Title here. Journal 2010;1:1-9.").authors == (
        "J Smith",
        "K. de Souza",
    )


def test_in_opening_a_proceedings_name_goes_whatever_the_reading() -> None:
    # a journal word ("Physics") sends the entry down another reading than "Science" does
    assert _read(
        "Liu, X.; Englund, D. In Proceedings of the 35th Conference on Physics, 2003, pp 699-714."
    ) == (("X. Liu", "D. Englund"), "", "Proceedings of the 35th Conference on Physics")


def test_initials_a_given_name_and_particles_after_the_surname() -> None:
    assert _read(
        "Haro, M. Lopez de et al.: IL6 derived from fibroblasts. In Proceedings of the 29th "
        "Conference on Earth Sciences. 2007, 222-242"
    )[:2] == (("M. Lopez de Haro",), "IL6 derived from fibroblasts")


def test_a_reports_kind_after_the_title_with_no_comma() -> None:
    assert (
        _read(
            "Black, J. & Cohen, S. M. Contractile forces sustain hematopoiesis from stem cells "
            "tech. rep. TR-90 (ETH Zurich, 2009)."
        )[1]
        == "Contractile forces sustain hematopoiesis from stem cells"
    )


def test_a_thesis_kind_with_a_capital_and_its_school_after_the_title() -> None:
    assert _read(
        "Schumacher, M. Electromagnetic polarizabilities of the nucleon, Ph.D. Thesis, ETH "
        "Zurich, 2013."
    )[1:] == ("Electromagnetic polarizabilities of the nucleon", "ETH Zurich")


def test_a_lone_inverted_name_with_particles_before_a_quoted_title() -> None:
    assert _read(
        "Cruz, Ana de la. “CRISPR adaptation biases explain preference”. Reviews in "
        "Economics 102 (2010): 320-344."
    ) == (
        ("Ana de la Cruz",),
        "CRISPR adaptation biases explain preference",
        "Reviews in Economics",
    )


def test_a_stopped_numbers_list_read_out_of_order_is_put_back() -> None:
    """The next column's top ("5." and "6.") read after entry 2 beside it, a wrapped
    line of pages ("854.") alone in entry 1: the entries come out in their numbers'
    order, each apart."""

    def entry(number: int, y0: float, extra: list[str] | None = None) -> TextBlock:
        texts = [f"Osborne, J. P. & Leites, D. A study of things number {number}.", *(extra or [])]
        return _row(number, [*texts, "Computer Science Research 57, 57–76 (2018)."], y0)

    order = [1, 2, 5, 6, 3, 4]
    blocks = [entry(n, 100.0 + 40 * k, ["854."] if n == 1 else None) for k, n in enumerate(order)]
    entries = split_entries(blocks)
    assert [e.split("number ")[1][:1] for e in entries] == ["1", "2", "3", "4", "5", "6"]
    assert "854." in entries[0]


def test_control_a_number_opening_a_wrapped_line_stays_in_its_entry() -> None:
    # (control) "2009-" / "5. In Proceedings of X": no box's number, no reordering
    texts = [
        ["1. Doe, J. A study of things. Journal of Things 5, 1–9 (2010)."],
        ["2. Roe, B. Drug approvals 2009-", "5. In Proceedings of the 20th Conference (2006)."],
        ["3. Poe, C. Another study. Journal of Things 6, 1–9 (2011)."],
        ["4. Moe, D. A last study. Journal of Things 7, 1–9 (2012)."],
    ]
    blocks = [
        TextBlock(
            72.0,
            100.0 + 40 * k,
            300.0,
            112.0 + 40 * k,
            [
                BlockLine(
                    t, 72.0, 100.0 + 40 * k + 12 * j, 300.0, 109.0 + 40 * k + 12 * j, 10.0, False
                )
                for j, t in enumerate(lines)
            ],
        )
        for k, lines in enumerate(texts)
    ]
    entries = split_entries(blocks)
    assert len(entries) == 4 and "2009-5.InProceedings" in entries[1].replace(" ", "")


def _flush(texts: list[str], y0: float) -> TextBlock:
    lines = [
        BlockLine(t, 125.8, y0 + 13.5 * k, 484.6, y0 + 13.5 * k + 9.6, 10.9, False)
        for k, t in enumerate(texts)
    ]
    return TextBlock(125.8, y0, 484.6, y0 + 13.5 * len(texts), lines)


def test_a_block_opening_in_small_letters_goes_on_with_the_entry_broken_above() -> None:
    blocks = [
        _flush(["Aebi, P. and Sofiane Bouarroudj: Dietary quality. In: Journal 5.1 (2010)."], 580),
        _flush(
            ["Beck, H. and James Clark: Mitochondrial iron chelation ameliorates cigarette-"], 640
        ),
        _flush(["smoke induced bronchitis in mice. In: Journal of Linguistics 67.7 (2010)."], 130),
        _flush(
            ["Campbell, D. K. and Ryo Takahashi: PAAR-repeat proteins. In: Letters 2 (2003)."], 165
        ),
    ]
    entries = split_entries(blocks)
    assert len(entries) == 3 and entries[1].endswith("Journal of Linguistics 67.7 (2010).")


def test_control_a_block_opening_with_a_particle_opens_an_entry() -> None:
    # (control) "van der Berg, J." opens the next entry though the block above runs on
    blocks = [
        _flush(["Aebi, P. and Sofiane Bouarroudj: Dietary quality. In: Journal of Things"], 580),
        _flush(["van der Berg, J.: Mitochondrial iron chelation. In: Journal 67.7 (2010)."], 130),
        _flush(
            ["Campbell, D. K. and Ryo Takahashi: PAAR-repeat proteins. In: Letters 2 (2003)."], 165
        ),
    ]
    assert len(split_entries(blocks)) == 3


def test_a_capital_reports_kind_after_a_question() -> None:
    assert (
        _read(
            "Duffy, Peter, Frank J. Tipler, et al. (2007). Is autoimmunity the heel of cancer "
            "immunotherapy? Tech. rep. TR-21. University of Leeds."
        )[1]
        == "Is autoimmunity the heel of cancer immunotherapy?"
    )


def test_vancouver_pages_cut_at_the_line_end() -> None:
    ref = parse_reference(
        "Clerc F, Nikshych D, and O’Brien PT. The challenge of new drug discovery for "
        "tuberculosis. International Journal of Linguistics 2018;12:545-"
    )
    assert ref.venue == "International Journal of Linguistics"


def test_entries_set_closer_than_their_lines_hang_as_usual() -> None:
    """cascadilla's list: each entry's lines 13.5 points apart, the entries 11.1 (a
    negative item space), the first line flush, the rest indented: one entry each."""
    texts = [
        [
            "Dellafiore, A., Mushfiq Ahmad & S. Johnston (2020). Variations in health",
            "burden of cataract. Proceedings of the 16th Conference on Psychology, 275–300.",
        ],
        [
            "Eckstein, James N. & S. Michael Fall (2003). Isolation of a gene encoding a",
            "functional zinc finger protein homologous to erythroid krüppel-like factor:",
            "a new multigene family. International Journal of Astronomy 98:8, 40–54.",
        ],
        [
            "Fall, S. Michael & Rastislav Šrámek (2019). Effects of snf1 on maltose",
            "metabolism in lean dough. Journal of Applied Mathematics 95:5, 260–272.",
        ],
        [
            "Fujii, Koichi & Zoë Müller (1997). Association between polymorphisms and",
            "outcomes among women with breast cancer. Advances in Astronomy 3, 1–9.",
        ],
        [
            "Shan, Lei & Morimitsu Tanimoto (2018). Advances in functional image",
            "analysis. International Journal of Economics 84:3, 382–393.",
        ],
    ]
    lines, y = [], 506.6
    for entry in texts:
        for k, text in enumerate(entry):
            x0 = 125.8 if k == 0 else 136.6
            lines.append(BlockLine(text, x0, y, 484.6, y + 9.6, 10.9, False))
            y += 13.5
        y += 11.1 - 13.5
    block = TextBlock(125.8, 506.6, 484.6, y, lines)
    entries = split_entries([block])
    assert len(entries) == 5 and entries[1].endswith(
        "International Journal of Astronomy 98:8, 40-54."
    )


def test_a_year_before_a_title_in_guillemets() -> None:
    assert _read(
        "Campbell, D. K., P. Muehlich et J. Racusin. 2001, «Soluble md-2 is an acute-phase "
        "protein», dans Proceedings of the 10th Conference on Linguistics, IEEE, p. 538-549, "
        "doi:10.5488/x602970."
    )[1:] == (
        "Soluble md-2 is an acute-phase protein",
        "Proceedings of the 10th Conference on Linguistics",
    )


def test_a_bare_proceedings_after_a_titles_closing_number() -> None:
    assert _read(
        "Clark J, Malham S J A and Gurvitz S A 2017 Modelling neurodevelopmental defect of "
        "down syndrome for trisomy 21 Proceedings of the 13th Conference on Applied "
        "Mathematics pp 62-82"
    )[1:] == (
        "Modelling neurodevelopmental defect of down syndrome for trisomy 21",
        "Proceedings of the 13th Conference on Applied Mathematics",
    )


def test_a_titleless_journal_after_names_with_initials_first() -> None:
    assert _read(
        "A. O. Barvinsky, A. H. C. Neto, L. Amendola, Q. Li, Linguistics Letters 2024, 91, 403-423."
    ) == (("A. O. Barvinsky", "A. H. C. Neto", "L. Amendola", "Q. Li"), "", "Linguistics Letters")


def test_control_a_name_before_its_year_stays_a_name() -> None:
    # (control) no volume and pages after the year: the last name is a name
    assert parse_reference("J. Doe, Ann Lee 2010. A study of things. Journal 5, 1-9.").authors == (
        "J. Doe",
        "Ann Lee",
    )


def test_a_question_before_an_abnt_journal_and_its_volume() -> None:
    assert _read(
        "ZHANG, L. et al. Confusion and memory loss: a thalamocortical disconnection syndrome? "
        "International Journal of Public Health, v. 22, n. 4, p. 618-639, 2009."
    )[1:] == (
        "Confusion and memory loss: a thalamocortical disconnection syndrome?",
        "International Journal of Public Health",
    )
