"""fix41: the re-read's findings on round 41 (one test a finding)."""

from __future__ import annotations

from tapyre_paper_search.pdf.refentry import parse_reference


def test_names_first_list_joined_by_e_is_not_a_title() -> None:
    text = "Gian Luca Rossi, M. Bianchi e L. Verdi. La geologia del Carso. Boll. Soc. Geol. 12, 1-10, 1999."
    assert parse_reference(text).authors == ("Gian Luca Rossi", "M. Bianchi", "L. Verdi")
    # (controls: "og", "y", "and")
    for word in ("og", "y", "and"):
        text = f"Yong Seung Cho, T. Tatsuno {word} K. Lee. Title of it. J. Phys. 2019."
        assert parse_reference(text).authors == ("Yong Seung Cho", "T. Tatsuno", "K. Lee")
