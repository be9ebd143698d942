"""review113 on lang37.  A paragraph quoting a sentence in another language (between
quotation marks) in a one-language abstract boxed above the title is no translation:
lang37's cut (``split_block(plain=True)``) dropped it, or stored it alone for a title
in the quoted language.  A note in smaller type under the abstract (lang37's
``_note``) left no abstract at all above the title (its long lines were "other
text"): the abstract is stored now.  Pages drawn with PyMuPDF
(``test_pdf_review110._boxed``); texts written here."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from layout_pages import ABSTRACT, BODY, Writer
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_bilingual_lang37 import DEDICATION
from test_pdf_review110 import DUTCH_TITLE, ENGLISH_TITLE, FUNDING, _boxed

GERMAN_TITLE = "Plattenverteilung für skalierbare Videoströme in großen Servern"
QUOTING = (
    'Our title borrows from Goethe: "Die Farbenlehre ist keine Wissenschaft für Maschinen, '
    'sondern für das Auge des Menschen."'
)
GUILLEMETS = (
    "The name of the method comes from a line by Paul Valéry: « Un poème n’est jamais "
    "achevé, seulement abandonné par son auteur. »"
)
LATIN = (
    "Samples of Quercus robur, Fagus sylvatica, Pinus sylvestris and Betula pendula were "
    "measured in situ and ex vivo; Acer pseudoplatanus et al. served as controls per se."
)
GERMAN = (
    "Wir untersuchen, wie ein Videoserver skalierbare Videodaten so auf mehreren Platten "
    "ablegt, dass Klienten mit ganz unterschiedlichen Bandbreiten gleichzeitig bedient "
    "werden können. Die Schichten jedes Datenstroms werden nach ihrer Zugriffshäufigkeit "
    "auf die Platten verteilt, und die Anfragen werden in festen Runden eingeplant. "
    "Simulationen mit echten Zugriffsspuren zeigen, dass diese Verteilung die Zahl der "
    "bedienten Datenströme bei gleicher Anlaufverzögerung verdoppelt."
)


def _stored(tmp_path: Path, title: str, under: str, size: float) -> str:
    path = _boxed(tmp_path / "p.pdf", title, under, size)
    return extract_pdf(path, max_pages=1, tables=False).abstract


# GUILLEMETS: a control (lang37 did not cut it: too short to tell once French)
@pytest.mark.parametrize("quoting", [QUOTING, GUILLEMETS])
@pytest.mark.parametrize("title", [ENGLISH_TITLE, GERMAN_TITLE, DUTCH_TITLE])
def test_a_paragraph_quoting_another_language_stays_in_the_abstract(
    tmp_path: Path, quoting: str, title: str
) -> None:
    # lang37 cut the run before the quoting paragraph: the English abstract lost it,
    # and for a German title the quoting paragraph alone was stored
    stored = _stored(tmp_path, title, quoting, 10.0)
    assert stored.startswith(ABSTRACT[:40])
    assert stored.endswith(quoting[-20:])


@pytest.mark.parametrize(("title", "under"), [(DUTCH_TITLE, DEDICATION), (DUTCH_TITLE, FUNDING)])
@pytest.mark.parametrize("size", [7.5, 8.5])
def test_a_note_under_the_abstract_leaves_the_abstract_stored(
    tmp_path: Path, title: str, under: str, size: float
) -> None:
    # lang37's note rule passed its tests by storing nothing at all
    stored = _stored(tmp_path, title, under, size)
    assert stored.startswith(ABSTRACT[:40]) and stored.endswith(ABSTRACT[-30:])


def test_control_latin_names_in_a_second_paragraph_are_no_cut(tmp_path: Path) -> None:
    # control (passes on 30c62bc and dbe203f): no quotation, one language
    stored = _stored(tmp_path, ENGLISH_TITLE, LATIN, 10.0)
    assert stored.startswith(ABSTRACT[:40]) and stored.endswith("per se.")


@pytest.mark.parametrize(("title", "start"), [(GERMAN_TITLE, "Wir"), (ENGLISH_TITLE, "We")])
def test_control_a_german_translation_with_no_gap_is_still_cut(
    tmp_path: Path, title: str, start: str
) -> None:
    # control (passes on dbe203f, fails on 30c62bc): lang37's cut, no quotation
    stored = _stored(tmp_path, title, GERMAN, 10.0)
    assert stored.startswith(start)
    assert ("Layers of each" in stored) != ("Die Schichten" in stored)


DUTCH = (
    "Wij bestuderen hoe een videoserver schaalbare video op schijven opslaat zodat klanten "
    "met een verschillende bandbreedte tegelijk worden bediend. De lagen van elke stroom "
    "worden op de schijven geplaatst naar hun toegangsfrequentie, en de verzoeken worden in "
    "rondes gepland. Simulaties met echte sporen tonen aan dat de plaatsing het aantal "
    "bediende stromen verdubbelt."
)
CODE = (
    "Onze code, data en trained models zijn beschikbaar via GitHub en Zenodo (open access, "
    "CC-BY license)."
)


def test_a_short_closing_paragraph_with_english_words_stays_in_a_dutch_abstract(
    tmp_path: Path,
) -> None:
    # a one-language Dutch abstract: its code paragraph, told English, was cut off
    path = tmp_path / "p.pdf"
    doc = pymupdf.open()
    page = Writer(doc.new_page(width=595, height=842))
    top = page.y
    page.line("Samenvatting", 12, bold=True, x=72)
    page.space(4)
    page.paragraph(DUTCH, 10, x=72, width=440)
    page.paragraph(CODE, 10, x=72, width=440)
    page.page.draw_rect(pymupdf.Rect(64, top, 528, page.y + 6), color=(0.2, 0.3, 0.5), width=0.8)
    page.space(28)
    page.line(DUTCH_TITLE, 16, bold=True, x=72)
    page.space(6)
    page.line("Edward Chang, Avideh Zakhor and Priya Raman", 12, x=72)
    page.space(18)
    page.line("Inleiding", 12, bold=True, x=72)
    page.space(4)
    while page.y < 700:
        page.paragraph(BODY, x=72, width=440)
    doc.save(path)
    stored = extract_pdf(path, max_pages=1, tables=False).abstract
    assert stored.startswith("Wij bestuderen") and stored.endswith("CC-BY license).")
