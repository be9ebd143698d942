"""Bylines and names, round 69 (bylines69): lines only, no page drawn.

Marks a byline sets after its names that read as no mark (a number closed by a bracket,
"Tanaka1)"; a superior bracket, "이준호¹⁾"; the modifier comma between superior numbers,
"Lachance¹˒³"; :mod:`tapyre_paper_search.pdf.linepieces`,
:mod:`tapyre_paper_search.pdf.cjkdressing`), a list in an uncased script whose every
name closes on its mark (:mod:`tapyre_paper_search.pdf.scriptnames`), initials set
without stops kept as written where the line sets its initials so
(:mod:`tapyre_paper_search.pdf.bareinitials`), and a doctorate's fields told by their
shape (:mod:`tapyre_paper_search.pdf.academictitles`).
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.academictitles import titles
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.untitledname import untitled


@pytest.mark.parametrize(
    ("line", "want"),
    [
        # a number closed by a bracket after each name (Japanese journals' style)
        (
            "Yusuke Tanaka1), Keiko Sato2), Hiroshi Mori1) and Naoki Fujii1,3)",
            ["Yusuke Tanaka", "Keiko Sato", "Hiroshi Mori", "Naoki Fujii"],
        ),
        ("Hans Müller1), Eva Braun2)", ["Hans Müller", "Eva Braun"]),
        # the modifier comma between superior numbers
        (
            "Eleanor Quist¹, Bartholomew Nkemelu², Fiona Lachance¹˒³",
            ["Eleanor Quist", "Bartholomew Nkemelu", "Fiona Lachance"],
        ),
        # a superior bracket in Hangul and kanji bylines
        ("이준호¹⁾ · 최수민²⁾ · 한예린¹⁾†", ["이준호", "최수민", "한예린"]),
        ("田中一郎¹⁾，佐藤花子²⁾", ["田中一郎", "佐藤花子"]),
        # every name of an uncased script's list closing on its mark
        ("กมล แสงทอง¹ และ วิไล ประเสริฐ²", ["กมล แสงทอง", "วิไล ประเสริฐ"]),
        # initials without stops beside a byline written so
        (
            "S Okafor, T Adeyemi, M Bello and FO Nwosu",
            ["S Okafor", "T Adeyemi", "M Bello", "FO Nwosu"],
        ),
        (
            "Nguyen TH, Okonkwo CE, Baptiste-Roberts K, Lindgren M",
            ["Nguyen TH", "Okonkwo CE", "Baptiste-Roberts K", "Lindgren M"],
        ),
        ("Rossi GA, Bianchi MA, Conti P", ["Rossi GA", "Bianchi MA", "Conti P"]),
    ],
)
def test_marks_and_initials(line: str, want: list[str]) -> None:
    assert names_in_line(line) == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        # family names set in capitals: no bare initials beside them, recased as before
        ("LI Na, WU Jie and ZHANG Wei", ["Li Na", "Wu Jie", "Zhang Wei"]),
        ("WANG Xiaoming, LI Na", ["Wang Xiaoming", "Li Na"]),
        ("Jean DUPONT, Marie CURIE", ["Jean Dupont", "Marie Curie"]),
        ("KIM Min-jun, PARK Ji-woo", ["Kim Min-jun", "Park Ji-woo"]),
        ("Ann Lee, Bo Chen, Carl Diaz", ["Ann Lee", "Bo Chen", "Carl Diaz"]),
        # a bracket after a number that is no name's mark names nobody
        ("See Table 1) and Figure 2)", []),
        ("Phase 2) Results and Methods", []),
        ("Annex 1) Ann Lee", []),
        # an uncased script's line joined by "and", no mark, no comma: a title's shape
        ("آموزش عالی و پژوهش علمی", []),
        ("การศึกษา ระดับสูง และ การวิจัย ทางวิทยาศาสตร์", []),
    ],
)
def test_controls_unchanged(line: str, want: list[str]) -> None:
    assert names_in_line(line) == want


@pytest.mark.parametrize(
    ("piece", "count"),
    [
        ("Dr. med. dent. Katrin Vogel", 3),
        ("Dr. med. vet. Anna Berg", 3),
        ("Dr. oec. troph. Lisa Kühn", 3),
        ("Dr.med. Jana Vogel", 1),
        ("Dr.rer.nat. Uwe Brandt", 1),
        ("Dr. rer. nat. Jens Albrecht", 3),
        # a particle, an initial or a name after "Dr." is no field
        ("Dr. van der Berg", 1),
        ("Dr. de la Cruz", 1),
        ("Dr. C. Thomas Caskey", 1),
        ("Dr. Ann Lee", 1),
        ("Drake Lee", 0),
    ],
)
def test_doctorate_fields(piece: str, count: int) -> None:
    assert titles(piece) == count


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("Dr.med. Jana Vogel und Dr.rer.nat. Uwe Brandt", ["Jana Vogel", "Uwe Brandt"]),
        (
            "Dr. med. dent. Katrin Vogel und Dr. rer. nat. Jens Albrecht",
            ["Katrin Vogel", "Jens Albrecht"],
        ),
        ("Prof. Dr. med. vet. Hanna Roth", ["Hanna Roth"]),
    ],
)
def test_doctorate_fields_off_names(line: str, want: list[str]) -> None:
    assert list(untitled(tuple(names_in_line(line)))) == want
