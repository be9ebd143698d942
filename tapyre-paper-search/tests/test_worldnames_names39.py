"""Names from every culture, round 39 (names38's held-out misses, now train): the names
generator keys a byline's distinct names on each word's first cased letter (Tongan words
opening with the glottal stop "ʻ"); a lone author in small capitals whose accents TeX
printed as spacing glyphs ("T¯EVITA F¯INAU, University …") ends the run of a headingless
abstract; a long title in display type, more than eight rows of few words, is a title
again (the byline under it had been lost whole); a Malay "binti" before a father's name
of two words; many cultures' given names.  Pages drawn with PyMuPDF (base-14 Times,
``layout_pages``)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from layout_pages import ABSTRACT, Writer, write_page
from pdfgen.worldnames import draw_names
from pdfgen.worldnames_train import TRAIN
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.byline import is_byline
from tapyre_paper_search.pdf.givennames import is_given_name
from tapyre_paper_search.pdf.namewords import as_name


def test_names_with_glottal_stop_initials_are_told_apart_in_one_byline() -> None:
    """ "ʻAna ʻAhoʻia" and "ʻOfa ʻAhoʻia" are two names: keyed on their first characters
    neither had a capitalised word, and a byline kept only one of them."""
    parts = {"given": ("ʻAna", "ʻOfa"), "family": ("ʻAhoʻia",)}
    pool = {"tongan": parts, "tahitian": parts}  # a byline may draw two cultures
    rng = random.Random(39)
    bylines = [draw_names(pool, rng, distinct=True) for _ in range(60)]
    assert any(len(set(b)) == 2 for b in bylines)


def test_earlier_rounds_words_are_keyed_as_before() -> None:
    """Control (passes on the base too): in every part of the train file and of the
    held-out files before names38's, a word's first cased letter is its first character,
    so the new key draws what the old one drew for those rounds."""
    from pdfgen import (
        worldnames_held,
        worldnames_held29,
        worldnames_held30,
        worldnames_held32,
        worldnames_held33,
        worldnames_held34,
        worldnames_held35,
        worldnames_held36,
        worldnames_held37,
    )

    files = [TRAIN, worldnames_held.HELDOUT, worldnames_held29.HELDOUT]
    files += [worldnames_held30.HELDOUT, worldnames_held32.HELDOUT]
    files += [worldnames_held33.HELDOUT, worldnames_held34.HELDOUT]
    files += [worldnames_held35.HELDOUT, worldnames_held36.HELDOUT, worldnames_held37.HELDOUT]
    words = {
        w
        for f in files
        for parts in f.values()
        for v in parts.values()
        for p in v
        for w in p.split()
    }
    for word in words:
        cased = next((c for c in word if c.isupper() or c.islower()), "")
        assert cased.isupper() == word[:1].isupper(), word


@pytest.mark.parametrize(
    "text",
    [
        "T\u00afEVITA F\u00afINAU, University College Cardiff, United Kingdom",
        "ANDR\u00b4E MEYER, Department of Physics, University of Lyon, France",
        "S\u00afEINI P\u00afOHIVA, University of the South Pacific, Fiji",
    ],
)
def test_a_byline_with_spacing_accents_is_a_byline(text: str) -> None:
    assert is_byline(text)


def test_prose_with_a_spacing_accent_is_no_byline() -> None:
    """Control (passes on the base too)."""
    assert not is_byline("The caf\u00b4e owner, who studied in Paris, opened it in 1990.")


def _acm_page(byline: str) -> Writer:
    def front(page: Writer) -> None:
        page.line("Disk-Based Storage for Scalable Video Streams", 14, bold=True)
        page.space(6)
        page.line(byline, 9)
        page.space(4)
        page.paragraph(ABSTRACT, 9, after=2)
        page.line("Keywords: video servers, disk placement, scheduling", 9)

    return front  # type: ignore[return-value]


def test_a_lone_small_caps_author_with_spacing_accents_is_read(tmp_path: Path) -> None:
    """ACM journal style: the one author's name and place on one line in the abstract's
    size, no heading over the abstract; the name no list knows, its macrons drawn as
    spacing glyphs before the letters.  On the base the abstract took the byline in."""
    byline = "T\u00afEVITA F\u00afINAU, University College Cardiff, United Kingdom"
    found = extract_pdf(write_page(tmp_path / "acm.pdf", _acm_page(byline)))
    assert found.authors == ("Tēvita Fīnau",)
    assert found.abstract.startswith("We study how a video server")


def test_a_lone_small_caps_author_without_accents_is_read(tmp_path: Path) -> None:
    """Control (passes on the base too)."""
    byline = "JOHN SMITH, University College Cardiff, United Kingdom"
    found = extract_pdf(write_page(tmp_path / "acm.pdf", _acm_page(byline)))
    assert found.authors == ("John Smith",)


_LONG_TITLE = (  # nine rows of 27 pt, 33 characters and 3.4 words a row
    "Immunohistochemical characterisation of angiogenic polypeptides, thymidine phosphorylase "
    "and vascular endothelial growth factor receptors in human primary breast carcinomas: "
    "relationship with microvessel density, lymphovascular invasion, recurrence-free survival "
    "and responsiveness to adjuvant tamoxifen"
)
_MAURITANIAN = ("Vatimetou Ould Cheikhani", "Brahim Ould Cheikhani", "Mariem Mint Abdallahi")


def test_a_long_title_in_display_type_keeps_the_byline_under_it(tmp_path: Path) -> None:
    """A web page's title in 27 pt wraps to more than eight rows of under four words
    (more than 24 characters a row: no narrow column's);
    on the base no title group was found there and the byline went with it."""

    def front(page: Writer) -> None:
        page.paragraph(_LONG_TITLE, 27, bold=True, width=460, after=10)
        page.line(f"{_MAURITANIAN[0]}, {_MAURITANIAN[1]} and {_MAURITANIAN[2]}", 11)
        page.space(10)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT)

    found = extract_pdf(write_page(tmp_path / "long.pdf", front, body=False))
    assert found.authors == _MAURITANIAN
    assert found.title == _LONG_TITLE


@pytest.mark.parametrize("piece", ["Nur Aisyah binti Mohd Yusof", "Siti Aminah bte Abdul Rahman"])
def test_binti_before_a_fathers_name_of_two_words(piece: str) -> None:
    assert as_name(piece) == piece


def test_a_byline_with_binti_is_cut_into_names() -> None:
    line = "Nur Aisyah binti Mohd Yusof, Ahmad bin Ismail and Siti Rahman"
    assert names_in_line(line) == ["Nur Aisyah binti Mohd Yusof", "Ahmad bin Ismail", "Siti Rahman"]


@pytest.mark.parametrize(
    "piece",
    ["Siti binti Rahman", "Jane binti", "binti Mohd Yusof", "Nur binti Mohd Yusof Ali Omar"],
)
def test_binti_elsewhere_reads_as_before(piece: str) -> None:
    """Controls (as on the base): one word after "binti" still reads, none before or
    after it does not, nor three words after it."""
    assert (as_name(piece) == piece) == (piece == "Siti binti Rahman")


_WORLD = "Ursula Klaus Pierre Wolfgang Ingrid Sven Olga Dmitri Mehmet Fatima Priya Hiroshi Wei"


@pytest.mark.parametrize("word", [*_WORLD.split(), "Kwame", "Ngozi", "MEHMET", "Zoltán"])
def test_many_cultures_given_names_are_known(word: str) -> None:
    assert is_given_name(word)


_WORDS = "Young Grace Hope Will Mark Rose Bill Page Long Field Rich Case Major Frank Per Jun"


@pytest.mark.parametrize("word", _WORDS.split())
def test_english_and_title_words_stay_off_the_list(word: str) -> None:
    """Controls (as on the base): words that are also common English or title words."""
    assert not is_given_name(word)
