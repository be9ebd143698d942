"""The generator's train-only variants (:mod:`pdfgen.variants`) drawn on one record and
read back: a subtitle after a dash, names set in the title's size and weight.  They are
drawn for the train split only, so held-out corpora stay as they were."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from pdfgen import Layout, Record, Truth, write_paper
from pdfgen.sources import Section
from pdfgen.variants import TITLE_SIZE_NAMES, train_variants
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.records import ExtractedPdf

_TEXT = (
    "Servers that stream layered video keep each layer on the disk that suits its rate. We "
    "schedule the reads in rounds and measure, on recorded traces, how many clients one "
    "server can take before the start-up delay grows too long."
)
RECORD = Record(
    "test:variants",
    "Placing Layered Video on Server Disks",
    (Section("", _TEXT),),
    ("Edward Chang", "Avideh Zakhor", "Priya Raman"),
)
OTHER = Record(
    key="test:other",
    title="Street trees and urban heat",
    abstract=(Section("", "Trees cool streets by two degrees at noon."),),
    authors=("Anna Kowalska",),
    year=2001,
)


def _read(tmp_path: Path, layout: Layout) -> tuple[Truth, ExtractedPdf]:
    truth, _ = write_paper(
        tmp_path / "paper.pdf",
        RECORD,
        layout,
        names=list(RECORD.authors),
        others=[OTHER],
        split="train",
    )
    return truth, extract_pdf(tmp_path / "paper.pdf")


@pytest.mark.parametrize(("dash", "opens"), [("–", False), ("—", True), ("—", False)])
@pytest.mark.parametrize("scale", [0.65, 0.9])
def test_a_subtitle_after_a_dash_is_drawn_and_read_back(
    tmp_path: Path, dash: str, opens: bool, scale: float
) -> None:
    layout = Layout(
        author_count=3,
        after=False,
        conventions=("subtitle-title",),
        subtitle_dash=dash,
        subtitle_dash_opens=opens,
        subtitle_scale=scale,
        seed=3,
    )
    truth, pdf = _read(tmp_path, layout)
    assert f" {dash} " in truth.title
    assert pdf.title == truth.title
    assert list(pdf.authors) == list(RECORD.authors)


@pytest.mark.parametrize("seed", [1, 2, 5])
@pytest.mark.parametrize("centred", [True, False])
def test_names_in_the_title_s_size_are_drawn_and_read_back(
    tmp_path: Path, seed: int, centred: bool
) -> None:
    layout = Layout(
        author_count=3,
        after=False,
        conventions=(TITLE_SIZE_NAMES,),
        title_centred=centred,
        seed=seed,
    )
    truth, pdf = _read(tmp_path, layout)
    assert TITLE_SIZE_NAMES in truth.kinds
    assert pdf.title == RECORD.title
    assert list(pdf.authors) == list(RECORD.authors)


def test_variants_leave_papers_without_conventions_alone() -> None:
    plain = Layout(seed=4)
    assert train_variants(plain, random.Random(0)) == plain
    drawn = [
        train_variants(Layout(conventions=("subtitle-title",)), random.Random(k)) for k in range(40)
    ]
    assert {layout.subtitle_dash for layout in drawn} == {"", "–", "—"}
    assert any(TITLE_SIZE_NAMES in layout.conventions for layout in drawn)
