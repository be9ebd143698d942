"""hyphens51: line-end hyphens, fourth pass.

- A join that is a regular form of a listed word ("tempo-" / "rally": "temporal" and
  "-ly"; "in-" / "consistently") is joined, though both pieces are words (wordforms).
- A word the document writes as a compound's last word after another head
  ("somatostatin-expressing") keeps the hyphen after a head broken before it ("nestin-"
  / "expressing": compoundtails.written_tail).
- A prefix or a combining form in "o" before a word the document writes closed onto
  other heads ("retro-" / "viral" beside "lentiviral", "embryo-" / "genesis" beside
  "biogenesis") is joined (closedjoins.closed_tail).
- A letter of another script after the break ("interferon-" / "γ") keeps the hyphen
  (breakcompounds); "siR-" / "NAs" is joined beside "siRNA" too (the other number).
- A German noun TeX hyphenated at its joint ("Frank-" / "reich": both pieces English
  words) is joined in a German text (lexiconhyphens).
- A word in mixed case: "piR-" / "NAs" is joined where the document writes "piRNAs";
  "endo-" / "siRNAs" keeps its hyphen where the document writes "siRNAs" (casebreak).

Each rule's first case fails on 4a1b9130; controls (labelled) pin what stays.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.normalize import normalize_text
from tapyre_paper_search.pdf.wordforms import bases, listed_form
from tapyre_paper_search.pdf.words import LazyVocabulary, english_words


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # fail on 4a1b9130: "tempo-rally", "in-consistently"
        ("were tempo-\nrally linked", "were temporally linked"),
        ("were in-\nconsistently linked", "were inconsistently linked"),
        # controls: a compound of two words, a particle plural, a listed word
        ("a sixteen-\nchannel array", "a sixteen-channel array"),
        ("the trade-\noffs of the method", "the trade-offs of the method"),
        ("the wave-\nforms of the", "the waveforms of the"),
        ("the over-\nlapped parts", "the overlapped parts"),
    ],
)
def test_regular_form_of_a_listed_word_is_joined(text: str, expected: str) -> None:
    assert normalize_text(text) == expected


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("temporally", True),  # temporal + ly
        ("basically", True),  # basic + ally
        ("overlapped", True),  # overlap + p + ed
        ("studies", True),  # study
        ("rally", True),  # listed itself
        ("ral", False),
        ("sixteenchannel", False),
    ],
)
def test_listed_form(word: str, expected: bool) -> None:
    assert listed_form(word, english_words().__contains__) is expected


def test_bases_keep_four_letters() -> None:
    # "rally" less "ly" leaves "ral": too short to be a base
    assert "ral" not in set(bases("rally"))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # fails on 4a1b9130 (as "-expressing", a compound head of its own since words53)
        (
            "the somatostatin-reactive and the nestin-\nreactive cells",
            "the somatostatin-reactive and the nestin-reactive cells",
        ),
        # controls: no such compound written; a prefix's compound is no evidence
        ("the nestin-\nreactive cells", "the nestinreactive cells"),
        (
            "the co-reactive and the nestin-\nreactive cells",
            "the co-reactive and the nestinreactive cells",
        ),
        (
            "the non-reactive and the nestin-\nreactive cells",
            "the non-reactive and the nestinreactive cells",
        ),
    ],
)
def test_documents_compound_tail_keeps_the_hyphen(text: str, expected: str) -> None:
    assert normalize_text(text) == expected


def test_document_hyphenated_words_give_the_tail() -> None:
    # the whole document's hyphenated words, not this text, write the compound
    text = "the nestin-\nexpressing cells"
    known = {"somatostatin-expressing"}
    assert normalize_text(text, hyphenated=known) == "the nestin-expressing cells"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # fails on 4a1b9130: "piR-NAs"
        ("the piRNAs bind; the piR-\nNAs are", "the piRNAs bind; the piRNAs are"),
        # controls: not written whole; written with the hyphen; two words
        ("the piR-\nNAs are", "the piR-NAs are"),
        ("the piRNAs and piR-NAs; the piR-\nNAs are", "the piRNAs and piR-NAs; the piR-NAs are"),
        ("the Fermi-\nDirac statistics", "the Fermi-Dirac statistics"),
        ("a pH-\nNMR study", "a pH-NMR study"),
    ],
)
def test_mixed_case_word_written_whole_is_joined(text: str, expected: str) -> None:
    assert normalize_text(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # fails on 4a1b9130: "endosiRNAs"
        ("the siRNAs and the endo-\nsiRNAs in", "the siRNAs and the endo-siRNAs in"),
        # controls: the tail not written on its own; the join written whole
        ("the endo-\nsiRNAs in", "the endosiRNAs in"),
        ("the microRNAs and mi-\ncroRNAs in", "the microRNAs and microRNAs in"),
        ("the siRNAs, endosiRNAs and endo-\nsiRNAs", "the siRNAs, endosiRNAs and endosiRNAs"),
    ],
)
def test_mixed_case_word_written_apart_keeps_the_hyphen(text: str, expected: str) -> None:
    assert normalize_text(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # fail on 4a1b9130: the hyphen kept
        (
            "the lentiviral and retro-\nviral vectors",
            "the lentiviral and retroviral vectors",
        ),
        ("the biogenesis and embryo-\ngenesis of", "the biogenesis and embryogenesis of"),
        (
            "premenopausal and post-\nmenopausal women",
            "premenopausal and postmenopausal women",
        ),
        # controls: no closed word; the tail or the head written with a hyphen; a head
        # that is neither a prefix nor a combining form; the tail written alone only
        ("the retro-\nviral vectors", "the retro-viral vectors"),
        (
            "the lentiviral, anti-viral and retro-\nviral vectors",
            "the lentiviral, anti-viral and retro-viral vectors",
        ),
        (
            "the lentiviral, retro-transposed and retro-\nviral vectors",
            "the lentiviral, retro-transposed and retro-viral vectors",
        ),
        ("the viral and retro-\nviral vectors", "the viral and retro-viral vectors"),
        ("the lentiviral and plant-\nviral cells", "the lentiviral and plant-viral cells"),
    ],
)
def test_tail_the_document_writes_closed_is_joined(text: str, expected: str) -> None:
    assert normalize_text(text) == expected


def test_document_hyphenated_tail_keeps_the_hyphen() -> None:
    # joined where the text writes "nonvegetarian" (fails on 4a1b9130); the control keeps
    # the hyphen where the whole document writes "pesco-vegetarian"
    text = "the semi-\nvegetarian and nonvegetarian diets"
    assert normalize_text(text) == "the semivegetarian and nonvegetarian diets"
    known = {"pesco-vegetarian"}
    assert normalize_text(text, hyphenated=known) == ("the semi-vegetarian and nonvegetarian diets")


def test_vocabulary_ending_with() -> None:
    words = LazyVocabulary(("Lentiviral and antiviral, viral; retro-\nviral", "ÄVIRAL"))
    assert words.ending_with("viral") == {"lentiviral", "antiviral", "äviral"}
    # only longer words count: a word does not end itself
    assert words.ending_with("lentiviral") == set()


def test_document_words_as_a_set_give_the_closed_tail() -> None:
    # the whole document's words (a set, not this text) write "lentiviral"
    text = "the retro-\nviral vectors"
    assert normalize_text(text, words={"lentiviral", "vectors"}) == "the retroviral vectors"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # fails on 4a1b9130: "Frank-reich"
        (
            "Die Beziehungen zwischen Deutschland und Frank-\nreich sind eng.",
            "Die Beziehungen zwischen Deutschland und Frankreich sind eng.",
        ),
        # controls: an English text; a German typed compound; too few words to tell
        ("The Atom-\ntests of the bomb were", "The Atom-tests of the bomb were"),
        ("Die Phonon-\ninduzierte Streuung ist", "Die Phonon-induzierte Streuung ist"),
        # too few words to tell German; a capitalised name in mid-sentence joins
        # (hyph56: capitalheads; "Frankreich" is the word)
        ("in Frank-\nreich und", "in Frankreich und"),
    ],
)
def test_german_noun_hyphenated_at_its_joint(text: str, expected: str) -> None:
    assert normalize_text(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # fail on 4a1b9130: "interferonγ", "factorκB", "siR-NAs"
        ("the interferon-\nγ levels", "the interferon-γ levels"),
        ("nuclear factor-\nκB and", "nuclear factor-κB and"),
        ("the siRNA and the siR-\nNAs were", "the siRNA and the siRNAs were"),
        # controls: one script; the Greek letter's name; a digit after the break
        ("the infor-\nmation", "the information"),
        ("the alpha-\nbet of", "the alphabet of"),
        ("the COVID-\n19 cases", "the COVID-19 cases"),
    ],
)
def test_script_change_and_the_other_number(text: str, expected: str) -> None:
    assert normalize_text(text) == expected


_LINES = (
    "We studied somatostatin-expressing and parvalbumin-",
    "expressing interneurons, whose piRNAs and siRNAs were",
    "read out; the piR-",
    "NAs and the endo-",
    "siRNAs were tempo-",
    "rally correlated in the infor-",
    "mation we gathered from the recordings.",
)


def test_drawn_page_reads_the_documents_spelling(tmp_path: Path) -> None:
    path = tmp_path / "body.pdf"
    document = pymupdf.open()
    page = document.new_page()
    for number, line in enumerate(_LINES):
        page.insert_text((72, 100 + 14 * number), line, fontsize=10, fontname="tiro")
    document.save(path)
    document.close()
    text = " ".join(extract_pdf(path).pages[0].text.split())
    assert "somatostatin-expressing and parvalbumin-expressing interneurons" in text
    assert "the piRNAs and the endo-siRNAs were temporally correlated" in text
    assert "the information we gathered" in text
