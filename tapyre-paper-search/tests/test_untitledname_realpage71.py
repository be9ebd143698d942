"""A name read twice, once with a title ("Elsebeth Yurkin" from a case report's byline,
"Dr Elsebeth Yurkin" from its correspondence column), is given out once
(:func:`~tapyre_paper_search.pdf.untitledname.untitled`, realpage71).  What stays: two
names written alike with no title (two people may share a name), a bare surname after a
title, other names and their order."""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.untitledname import untitled


@pytest.mark.parametrize(
    ("names", "want"),
    [
        (
            ("Maxim A. Leach", "Elsebeth Yurkin", "M. C. Jiang", "Dr Elsebeth Yurkin"),
            ("Maxim A. Leach", "Elsebeth Yurkin", "M. C. Jiang"),
        ),
        (
            ("Dr Elsebeth Yurkin", "Maxim A. Leach", "Elsebeth Yurkin"),
            ("Elsebeth Yurkin", "Maxim A. Leach"),
        ),
        (("Prof. Dr. Hans Müller", "Bo Chen", "Hans Müller"), ("Hans Müller", "Bo Chen")),
        (("Ann Lee", "Bo Chen", "Ann Lee"), ("Ann Lee", "Bo Chen", "Ann Lee")),
        (("Dr. Lee", "Dr. Lee"), ("Dr. Lee", "Dr. Lee")),
        (("Dr Ann Lee", "Dr Bo Chen"), ("Ann Lee", "Bo Chen")),
    ],
)
def test_a_name_read_twice_once_with_a_title(names: tuple[str, ...], want: tuple[str, ...]) -> None:
    assert untitled(names) == want
