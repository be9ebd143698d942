"""Bylines and names, round 53: a Vietnamese family name spelt like a particle ("Do")."""

from __future__ import annotations

from pathlib import Path

import pytest
from report_pages import byline_authors
from tapyre_paper_search.pdf.namecuts import run_together


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        # fails on base: "Do" read as a particle, the line named nobody
        ("Vu Thi Mai Do Van Nam", ("Vu Thi Mai", "Do Van Nam")),
        ("Tran Van Binh Do Thi Hoa", ("Tran Van Binh", "Do Thi Hoa")),
        # control: the accented spelling read right on base
        ("Vu Thi Mai Đỗ Van Nam", ("Vu Thi Mai", "Đỗ Van Nam")),
    ],
)
def test_a_vietnamese_family_name_spelt_like_a_particle(
    tmp_path: Path, byline: str, want: tuple[str, ...]
) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize(
    "piece",
    [
        # controls: no Vietnamese middle name elsewhere, the particle stays one
        "Ana Maria Da Silva Costa",
        "Pedro Do Carmo Lopes",
    ],
)
def test_a_particle_stays_one_elsewhere(piece: str) -> None:
    assert run_together(piece) == [piece]
