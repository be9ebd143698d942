"""Round fifty-seven's reference rules (refs57): a journal's volume, a year with no
brackets and an issue after a word for "number" left in the venue (jurabib's "Journal,
98 2014, Nr. 3, 681-695"; German "Bd.", "Jg.", "Heft", "H.", "S." too); such words not
ending a sentence before their number; undotted initials joined by a hyphen after a
surname (GB/T 7714's "Yuan C-P, Li H-B, et al."); a slash list's last name with its
particles after the given name ("White, S./Santos, Maria dos: Title"); one hyphenated
surname of unlisted words before its given name and a colon ("Abu-Hamed, Mohammad:
Title").  Controls (labelled) hold the readings that stay."""

from __future__ import annotations

from tapyre_paper_search.pdf.references import parse_reference


def _read(text: str) -> tuple[tuple[str, ...], str, str, int | None]:
    ref = parse_reference(text)
    return ref.authors, ref.title, ref.venue, ref.year


def test_volume_year_and_issue_word_after_the_journal() -> None:
    assert _read(
        "Henney, W. J./Dhillon, Vikram S.: T helper 2 cytokines inhibit autophagic control. "
        "Journal of Cell Biology, 98 2014, Nr. 3, 681-695"
    ) == (
        ("W. J. Henney", "Vikram S. Dhillon"),
        "T helper 2 cytokines inhibit autophagic control",
        "Journal of Cell Biology",
        2014,
    )


def test_volume_and_year_with_no_issue() -> None:
    ref = parse_reference(
        "Date, Ghanashyam et al.: Protective effects of exercise. Psychology Letters, 75 2015, "
        "360-376"
    )
    assert (ref.venue, ref.year) == ("Psychology Letters", 2015)


def test_a_proceedings_with_volume_year_and_issue() -> None:
    ref = parse_reference(
        "Misaki, A. et al.: Statin prophylaxis and inflammatory mediators. Proceedings of the "
        "38th Conference on Earth Sciences, 8 2019, Nr. 3, 895-912"
    )
    assert ref.venue == "Proceedings of the 38th Conference on Earth Sciences"


def test_german_heft_and_seite() -> None:
    ref = parse_reference(
        "Doe, Jane/Roe, Bob: Kleine Dinge. Zeitschrift für Dinge, 9 2010, H. 12, S. 385-395"
    )
    assert (ref.title, ref.venue) == ("Kleine Dinge", "Zeitschrift für Dinge")


def test_german_band_before_a_bracketed_year() -> None:
    ref = parse_reference(
        "Doe, J. ; Roe, B. : Kleine Dinge. In: Zeitschrift für Dinge Bd. 9 (2010), H. 12, "
        "S. 385-395"
    )
    assert (ref.authors, ref.title, ref.venue) == (
        ("J. Doe", "B. Roe"),
        "Kleine Dinge",
        "Zeitschrift für Dinge",
    )


def test_german_jahrgang_and_heft() -> None:
    ref = parse_reference(
        "Doe, Jane; Roe, Bob: Kleine Dinge. Zeitschrift für Dinge, Jg. 9, 2010, Heft 12, "
        "S. 385-395."
    )
    assert ref.venue == "Zeitschrift für Dinge"


def test_a_title_closing_with_a_question_mark_before_such_a_journal() -> None:
    assert _read(
        "Abu-Hamed, Mohammad: Is wine good for health? Journal of Wine, 98 2014, Nr. 3, 681-695"
    ) == (("Mohammad Abu-Hamed",), "Is wine good for health?", "Journal of Wine", 2014)


def test_volume_tail_function_on_its_own() -> None:
    from tapyre_paper_search.pdf.refvolumetail import without_volume_tail

    text = "Title. Journal of Things, 9 2010, Nr. 12, 385-395"
    assert without_volume_tail("Journal of Things, 9 2010, Nr", text) == "Journal of Things"
    text = "Title. Revista de Cosas, vol. 9, núm. 3, 2010, 1-9"
    assert without_volume_tail("Revista de Cosas, vol. 9", text) == "Revista de Cosas"


def test_control_a_bare_number_with_no_year_after_it_stays() -> None:
    from tapyre_paper_search.pdf.refvolumetail import without_volume_tail

    # (control) "Physics, 2" before ": 1-9": no year follows, the number may be a name's
    assert without_volume_tail("Physics, 2", "Doe, J. Title. Physics, 2: 1-9.") == "Physics, 2"


def test_control_a_meeting_year_with_no_comma_stays() -> None:
    from tapyre_paper_search.pdf.refvolumetail import without_volume_tail

    # (control) "Interspeech 2019" names its meeting: no comma before the number
    text = "Doe, J. Title. Proceedings of Interspeech 2019, 1-5, 2019."
    assert without_volume_tail("Proceedings of Interspeech 2019", text) == (
        "Proceedings of Interspeech 2019"
    )


def test_hyphenated_undotted_initials_after_the_surname() -> None:
    assert _read(
        "Siino M, Li H-B, Botella F J, et al. Micromanagers of gene expression[J]. "
        "Computer Science Letters, 2003, 64(3) : 178-188."
    ) == (
        ("M Siino", "H-B Li", "F J Botella"),
        "Micromanagers of gene expression",
        "Computer Science Letters",
        2003,
    )


def test_one_name_with_hyphenated_initials() -> None:
    ref = parse_reference(
        "Yuan C-P. The 1.9 A structure of a proteasome activator complex[J]. Journal of "
        "Mechanical Engineering, 2000, 3(12) : 389-396."
    )
    assert (ref.authors, ref.title) == (
        ("C-P Yuan",),
        "The 1.9 A structure of a proteasome activator complex",
    )


def test_hyphenated_initials_then_a_particle_surname() -> None:
    ref = parse_reference(
        "Stasinska G, Yuan C-P, de la Cruz A, et al. Dual roles of plcA[J/OL]. Physics "
        "Letters, 1998, 7(12) : 499-507."
    )
    assert ref.authors == ("G Stasinska", "C-P Yuan", "A de la Cruz")


def test_control_spaced_undotted_initials_stay() -> None:
    # (control) "Li H B" was read before this round and still is
    ref = parse_reference(
        "Siino M, Li H B, Botella F J, et al. Micromanagers of gene expression[J]. "
        "Computer Science Letters, 2003, 64(3) : 178-188."
    )
    assert ref.authors == ("M Siino", "H B Li", "F J Botella")


def test_slash_list_last_name_with_particles_before_the_colon() -> None:
    assert _read(
        "White, S./Santos, Maria dos: Human DNA methylomes at base resolution. Linguistics "
        "Letters, 45 2016, 539-564"
    ) == (
        ("S. White", "Maria dos Santos"),
        "Human DNA methylomes at base resolution",
        "Linguistics Letters",
        2016,
    )


def test_slash_list_of_three_closing_with_two_particles() -> None:
    ref = parse_reference(
        "Goswami, Debashish/Wang, K. L./Cruz, Ana de la: Cohesin-dependent globules. "
        "Applied Mathematics Letters, 101 2010, Nr. 8, 523-526"
    )
    assert ref.authors == ("Debashish Goswami", "K. L. Wang", "Ana de la Cruz")
    assert ref.title == "Cohesin-dependent globules"


def test_slash_list_with_a_two_word_surname_and_a_closing_particle() -> None:
    ref = parse_reference(
        "Le Guen, Paul/Swift, Damian C./Smaalen, Sander van: DEVELOPMENT AND VALIDATION OF "
        "A MEASURE. Reviews in Public Health, 100 2010, Nr. 7, 759-781"
    )
    assert ref.authors == ("Paul Le Guen", "Damian C. Swift", "Sander van Smaalen")


def test_control_slash_list_with_initials_stays() -> None:
    # (control) munich's list, read before this round
    ref = parse_reference(
        "Kato, M./Biryukov, V. M./d’Ambrumenil, N. (2019): Title, in: Journal, 12(3), S. 45–67."
    )
    assert (ref.authors, ref.title) == (("M. Kato", "V. M. Biryukov", "N. d’Ambrumenil"), "Title")


def test_one_hyphenated_surname_of_unlisted_words_before_a_colon() -> None:
    ref = parse_reference(
        "Abu-Hamed, Mohammad: Wine good for health. Journal of Wine, 98 2014, 681-695"
    )
    assert (ref.authors, ref.title) == (("Mohammad Abu-Hamed",), "Wine good for health")


def test_control_hyphenated_words_of_the_lists_stay_a_title() -> None:
    # (control) "Input-Output, Memory:" is no name: its words are English
    ref = parse_reference("Input-Output, Memory: A study. Journal of Wine, 98 2014, 681-695")
    assert (ref.authors, ref.title) == ((), "Input-Output, Memory: A study")


def test_a_whole_given_name_and_a_bare_initial_before_et_al() -> None:
    ref = parse_reference(
        "Elliott, Tanya M et al.: Calcium: Regulation of cell death. Advances in Psychology, "
        "80 2014, Nr. 1, 691-696"
    )
    assert (ref.authors, ref.title, ref.venue) == (
        ("Tanya M Elliott",),
        "Calcium: Regulation of cell death",
        "Advances in Psychology",
    )


def test_a_slash_list_vouched_for_by_a_given_name_no_list_holds() -> None:
    ref = parse_reference(
        "Shimoyama, Iwao/Li, Tong et al.: Derivation of novel stem cells. Journal of Things, "
        "12 2014, 1-9"
    )
    assert (ref.authors, ref.title) == (
        ("Iwao Shimoyama", "Tong Li"),
        "Derivation of novel stem cells",
    )


def test_a_slash_list_vouched_for_by_a_bare_initial() -> None:
    ref = parse_reference(
        "Elliott, Tanya M/Roe, Bob: Calcium. Advances in Psychology, 80 2014, 1-9"
    )
    assert ref.authors == ("Tanya M Elliott", "Bob Roe")


def test_a_question_closing_the_title_before_a_report_s_body_and_year() -> None:
    ref = parse_reference(
        "Abu-Hamed, Mohammad et al.: Wine and health: faraway concepts? University of Toronto, "
        "2002 (TR-77). – Technical report"
    )
    assert (ref.title, ref.venue, ref.year) == (
        "Wine and health: faraway concepts?",
        "University of Toronto",
        2002,
    )


def test_control_a_question_before_a_journal_with_no_year_sentence_stays() -> None:
    # (control) "Why not? Nature, 2002." reads as before this round: the title runs on
    ref = parse_reference("Doe, J. Why not? Nature, 2002.")
    assert (ref.title, ref.venue) == ("Why not? Nature", "")


def test_a_subtitle_sentence_before_a_gbt_type_code_stays_in_the_title() -> None:
    ref = parse_reference(
        "Enqvist K, Bayer M, Molodtsov S V, et al. Interaction between antibiotics and the "
        "pill. A literature review[M]. Berlin : Cambridge University Press, 2013."
    )
    assert (ref.authors, ref.title, ref.year) == (
        ("K Enqvist", "M Bayer", "S V Molodtsov"),
        "Interaction between antibiotics and the pill. A literature review",
        2013,
    )


def test_a_subtitle_before_a_journal_s_type_code() -> None:
    ref = parse_reference(
        "Enqvist K, Bayer M. Interaction between antibiotics. A literature review[J]. Journal "
        "of Things, 2010, 9(12) : 385-395."
    )
    assert (ref.title, ref.venue) == (
        "Interaction between antibiotics. A literature review",
        "Journal of Things",
    )


def test_control_a_title_closed_by_its_type_code_stays() -> None:
    # (control) the code right after the title: the reading before this round
    ref = parse_reference(
        "Enqvist K, Bayer M. Interaction between antibiotics[J]. Journal of Things, 2010, "
        "9(12) : 385-395."
    )
    assert (ref.title, ref.venue) == ("Interaction between antibiotics", "Journal of Things")
