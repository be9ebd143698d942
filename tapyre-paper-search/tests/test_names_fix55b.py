"""Review fixes of round 55's first wave, names and references (fix55b), on generated
pages and reference strings.

A device's or a program's "-er" noun closing a topic's head before a colon ("Docker
Container: Overview") is no trade's surname; a number's abbreviation after names ("Ann
Lee, Bo Chen No. 3") cuts only a numbered document's name before it, not the names.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from report_pages import byline_authors

# --- a topic's head closing on a device's "-er" noun (review55 item 4) ----------------


@pytest.mark.parametrize(
    "byline",
    [
        "Docker Container: Overview",
        "Swin Transformer: Overview",
        "Kafka Consumer: Quarterly Update",
    ],
)
def test_a_devices_er_noun_is_no_trades_surname(tmp_path: Path, byline: str) -> None:
    assert byline_authors(tmp_path, byline) == ()


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Amara Baker: Overview", ("Amara Baker",)),
        ("Zola Fisher: Summary", ("Zola Fisher",)),
        ("Nia Walker: Overview", ("Nia Walker",)),
    ],
)  # fmt: skip
def test_a_trades_surname_control(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


# --- a number's abbreviation after names (review55 item 8) ----------------------------


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Ann Lee, Bo Chen No. 3", ("Ann Lee", "Bo Chen")),
        ("Ann Lee Bo Chen No. 2", ("Ann Lee", "Bo Chen")),
    ],
)  # fmt: skip
def test_names_before_a_number_stay(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize(
    "byline",
    ["Grant Agreement No. 101036480", "Discussion Paper No. 7", "Working Paper No. 14"],
)
def test_a_numbered_documents_name_control(tmp_path: Path, byline: str) -> None:
    assert byline_authors(tmp_path, byline) == ()
