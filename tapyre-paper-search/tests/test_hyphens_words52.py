"""words52: line-end hyphens, fifth pass.

- A prefix written both closed and hyphenated ("non", "semi", "co", "anti") before a
  word is joined at a line end in a text that hyphenates where the document writes the
  prefix closed onto the same stem ("non-" / "consumers" beside "nonconsumer"; words53:
  words52 took any closed word for evidence, test_hyphens_words53.py), unless it
  writes it with a hyphen before a word elsewhere ("non-smokers"), the tail opens with
  the prefix's last letter ("anti-inflammatory") or a capital ("non-Hodgkin")
  (closingprefixes).
- A particle noun's plural ("shut-" / "downs") follows the document's spelling, closed
  or hyphenated, singular or plural; with none, the particle's common spelling: the
  nouns of "down", "over", "out" closed where the list holds the closed singular,
  those of "off", "up", "in" hyphenated (particlenouns).
- A compound of two opposites keeps its hyphen ("activation-" / "inactivation").

Cases marked "fails on base" fail on 42b530d6; controls pin what stays.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.normalize import normalize_text

# A plain word split at a line end: the text hyphenates (TeX's).
_HYPHENATES = "The infor-\nmation was read. "


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # fail on base: kept hyphens, the text writing the prefix closed elsewhere
        ("the non-\nconsumers of nonconsumer", "the nonconsumers of nonconsumer"),
        ("a semi-\nquantitative semiquantitatively", "a semiquantitative semiquantitatively"),
        ("the co-\nmorbid comorbidity states", "the comorbid comorbidity states"),
        ("cells co-\nexpressing coexpression", "cells coexpressing coexpression"),
        ("the anti-\ncancerous anticancer drugs", "the anticancerous anticancer drugs"),
        ("was Non-\nsignificant, nonsignificance", "was Nonsignificant, nonsignificance"),
        ("the non-\nconsumers, nonconsumer, non-GH", "the nonconsumers, nonconsumer, non-GH"),
        # controls: no closed spelling; the habit apart; a clashing letter; a capital;
        # a further hyphen; a prefix that keeps its hyphen
        ("the non-\nconsumers of", "the non-consumers of"),
        ("the co-\nmorbid coincident states", "the co-morbid coincident states"),
        (
            "the non-\nconsumers, noncoding, non-smokers",
            "the non-consumers, noncoding, non-smokers",
        ),
        ("the anti-\ninflammatory antitumor drugs", "the anti-inflammatory antitumor drugs"),
        ("the non-\nHodgkin noncoding cases", "the non-Hodgkin noncoding cases"),
        ("the co-\nculture-based coreceptor runs", "the co-culture-based coreceptor runs"),
        ("the self-\nreported scores", "the self-reported scores"),
    ],
)
def test_closing_prefix_joined_in_a_hyphenating_text(text: str, expected: str) -> None:
    assert normalize_text(_HYPHENATES + text) == "The information was read. " + expected


def test_control_closing_prefix_kept_where_the_text_never_splits_a_word() -> None:
    # A word processor breaks lines only at the author's hyphens.
    text = "the non-\nconsumers of noncoding"
    assert normalize_text(text) == "the non-consumers of noncoding"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # fail on base: a closed particle noun the list holds, no evidence in the text
        ("the shut-\ndowns of", "the shutdowns of"),
        ("the spill-\novers of", "the spillovers of"),
        ("the check-\nouts of", "the checkouts of"),
        # controls: the document writes the closed singular, or the hyphenated one
        ("the start-\nups of. Each startup", "the startups of. Each startup"),
        ("the melt-\ndowns of. Each melt-down", "the melt-downs of. Each melt-down"),
        # controls: "off", "up" nouns keep the hyphen (hyphens50); a listed plural joins
        ("the trade-\noffs of", "the trade-offs of"),
        ("the start-\nups of", "the start-ups of"),
        ("the set-\nups of", "the setups of"),
    ],
)
def test_particle_plural_follows_spelling_evidence(text: str, expected: str) -> None:
    assert normalize_text(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # fails on base: joined
        ("the activation-\ninactivation cycle", "the activation-inactivation cycle"),
        # controls: a listed tail; a plain word split
        ("the folding-\nunfolding cycle", "the folding-unfolding cycle"),
        ("the acti-\nvation of", "the activation of"),
    ],
)
def test_compound_of_opposites_keeps_its_hyphen(text: str, expected: str) -> None:
    assert normalize_text(text) == expected


_LINES = (
    "We report the infor-",
    "mation on the nonconsumer non-",
    "consumers and the comorbidity co-",
    "morbid states, the shut-",
    "downs and the activation-",
    "inactivation cycle of the cells.",
)


def test_drawn_page_reads_the_new_rules(tmp_path: Path) -> None:
    path = tmp_path / "body.pdf"
    document = pymupdf.open()
    page = document.new_page()
    for number, line in enumerate(_LINES):
        page.insert_text((72, 100 + 14 * number), line, fontsize=10, fontname="tiro")
    document.save(path)
    document.close()
    text = " ".join(extract_pdf(path).pages[0].text.split())
    assert "nonconsumer nonconsumers and the comorbidity comorbid states, the shutdowns" in text
    assert "the activation-inactivation cycle" in text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # fail on base: a word in capitals the document writes whole elsewhere
        ("We searched MED-\nLINE. MEDLINE was read.", "We searched MEDLINE. MEDLINE was read."),
        ("We searched MED-\nLINE and Medline.", "We searched MEDLINE and Medline."),
        # controls: no such spelling; two acronyms; a short tail
        ("We searched MED-\nLINE and Embase.", "We searched MED-LINE and Embase."),
        ("the HIV-\nAIDS link, HIV and AIDS", "the HIV-AIDS link, HIV and AIDS"),
        ("the PET-\nCT scan and PETCT", "the PET-CT scan and PETCT"),
    ],
)
def test_word_in_capitals_written_whole_elsewhere_is_joined(text: str, expected: str) -> None:
    assert normalize_text(text) == expected


def test_an_acronym_after_the_prefix_elsewhere_shows_no_habit(tmp_path: Path) -> None:
    # fails on base: the document's "non-GH" (lowered "non-gh") read as a habit
    path = tmp_path / "acronym.pdf"
    document = pymupdf.open()
    page = document.new_page()
    lines = (
        "We report the infor-",
        "mation on non-GH cells, and the Non-",
        "significant nonsignificance rise.",
    )
    for number, line in enumerate(lines):
        page.insert_text((72, 100 + 14 * number), line, fontsize=10, fontname="tiro")
    document.save(path)
    document.close()
    text = " ".join(extract_pdf(path).pages[0].text.split())
    assert "non-GH cells, and the Nonsignificant nonsignificance rise." in text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # fails on base: "hostmiRNAs" (the tail a plural of the document's "miRNA")
        ("the host-\nmiRNAs and one miRNA", "the host-miRNAs and one miRNA"),
        # control: a two-letter head's tail is a piece of the word
        ("the in-\nstantons of", "the instantons of"),
    ],
)
def test_a_regular_form_of_a_word_after_a_word_keeps_the_hyphen(text: str, expected: str) -> None:
    assert normalize_text(text) == expected
