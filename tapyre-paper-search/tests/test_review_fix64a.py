"""Review fixes, round 64 (fix64a): bylines69's rules on real bylines' shapes, lines only.

:mod:`tapyre_paper_search.pdf.bareinitials` kept a family name set in capitals as
written ("KIM Min-jun", "LI Na", "LE Van An") wherever another piece of the line set bare
initials, on either side: "Lee JH, Park SY, KIM Min-jun" read "KIM Min-jun".  A word is
now kept as written only at the end of its piece where a sibling sets its initials, and
not beside a given name joined in lower case ("Min-jun").
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.authors import names_in_line


@pytest.mark.parametrize(
    ("line", "want"),
    [
        # Vancouver initials after the surname; a family name in capitals before the given
        # name is on the other side and is recased, as on base
        ("Lee JH, Park SY, KIM Min-jun", ["Lee JH", "Park SY", "Kim Min-jun"]),
        ("Wang L, Zhang Y, LI Na", ["Wang L", "Zhang Y", "Li Na"]),
        ("Tran T, LE Van An", ["Tran T", "Le Van An"]),
        ("Chen L, HO Wai", ["Chen L", "Ho Wai"]),
        # initials first on the line, but a given name joined in lower case beside it
        ("KIM Min-jun, S Park", ["Kim Min-jun", "S Park"]),
    ],
)
def test_family_name_in_capitals_off_the_initials_side(line: str, want: list[str]) -> None:
    assert names_in_line(line) == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        # bylines69's gains stay: initials on the side the line sets them
        (
            "S Okafor, T Adeyemi, M Bello and FO Nwosu",
            ["S Okafor", "T Adeyemi", "M Bello", "FO Nwosu"],
        ),
        (
            "Nguyen TH, Okonkwo CE, Baptiste-Roberts K, Lindgren M",
            ["Nguyen TH", "Okonkwo CE", "Baptiste-Roberts K", "Lindgren M"],
        ),
        ("Okonkwo CE, Nwosu FO, Bello M", ["Okonkwo CE", "Nwosu FO", "Bello M"]),
        ("Okafor S, Adeyemi T, Nwosu FO, MPH", ["Okafor S", "Adeyemi T", "Nwosu FO"]),
        ("S Okafor MD, T Adeyemi PhD, FO Nwosu RN", ["S Okafor", "T Adeyemi", "FO Nwosu"]),
        # two-letter surnames in mixed case are untouched
        ("Le T, Oh S, Yu J", ["Le T", "Oh S", "Yu J"]),
        ("Ng K, Li X, Wu Y, Yu H", ["Ng K", "Li X", "Wu Y", "Yu H"]),
        # family names in capitals with no sibling of bare initials
        ("NGUYEN Van An, TRAN Thi Binh", ["Nguyen Van An", "Tran Thi Binh"]),
    ],
)
def test_initials_kept_on_their_side(line: str, want: list[str]) -> None:
    assert names_in_line(line) == want
