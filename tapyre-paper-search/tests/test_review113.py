"""review113 on lang37.  A paragraph quoting a sentence in another language (between
quotation marks) in a one-language abstract boxed above the title is no translation:
lang37's cut (``split_block(plain=True)``) dropped it, or stored it alone for a title
in the quoted language.  A note in smaller type under the abstract (lang37's
``_note``) left no abstract at all above the title (its long lines were "other
text"): the abstract is stored now.  Pages drawn with PyMuPDF
(``test_pdf_review110._boxed``); texts written here."""

from __future__ import annotations

from pathlib import Path

import pytest
from layout_pages import ABSTRACT
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
