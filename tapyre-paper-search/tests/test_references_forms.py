"""References entries in forms the parser once misread (issue 25, round twelve):
generational suffixes, title-case second sentences of a title, comma-only styles."""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.references import parse_reference

# (entry, authors as read, title): the same names in given-first, surname-first,
# Vancouver and dotted styles, the suffix after the surname or after the initials,
# with and without a comma before it.
SUFFIXES = [
    (
        "Robert L. Logan IV, Ivana Balažević, and Eric Wallace. 2022. Cutting down on "
        "prompts and parameters. In Findings of ACL.",
        ("Robert L. Logan IV", "Ivana Balažević", "Eric Wallace"),
    ),
    (
        "Logan IV, R. L., Balažević, I., & Wallace, E. (2022). Cutting down on prompts "
        "and parameters. Findings of ACL.",
        ("R. L. Logan IV", "I. Balažević", "E. Wallace"),
    ),
    (
        "Logan, R. L., IV, Balažević, I., & Wallace, E. (2022). Cutting down on prompts "
        "and parameters. Findings of ACL.",
        ("R. L. Logan IV", "I. Balažević", "E. Wallace"),
    ),
    (
        "Logan IV RL, Balažević I, Wallace E. Cutting down on prompts and parameters. "
        "Findings of ACL. 2022.",
        ("RL Logan IV", "I Balažević", "E. Wallace"),
    ),
    (
        "Martin Luther King Jr. and Jane Doe. 2020. Cutting down on prompts and "
        "parameters. In Proc. of the Workshop.",
        ("Martin Luther King Jr.", "Jane Doe"),
    ),
    (
        "King Jr., M. L. and Doe, J. (2020) Cutting down on prompts and parameters. "
        "Journal of Data.",
        ("M. L. King Jr.", "J. Doe"),
    ),
    (
        "King, M. L., Jr., and Doe, J. (2020) Cutting down on prompts and parameters. "
        "Journal of Data.",
        ("M. L. King Jr.", "J. Doe"),
    ),
    (
        'M. L. King, Jr., and J. Doe, "Cutting down on prompts and parameters," in '
        "Proc. Workshop, 2020.",
        ("M. L. King Jr.", "J. Doe"),
    ),
    (
        "King ML Jr, Doe J. Cutting down on prompts and parameters. J Data. 2020.",
        ("ML King Jr.", "J. Doe"),
    ),
    (
        "John Smith Sr., Henry Ford III, and Ann Lee. 2019. Cutting down on prompts and "
        "parameters. Journal of Data.",
        ("John Smith Sr.", "Henry Ford III", "Ann Lee"),
    ),
    (
        "Smith J Sr, Ford H III, Lee A. Cutting down on prompts and parameters. J Data. 2019.",
        ("J Smith Sr.", "H Ford III", "A. Lee"),
    ),
    (
        "Ford, Henry, III, Ann Lee, and Bo Kim. 2019. Cutting down on prompts and "
        "parameters. Journal of Data.",
        ("Henry Ford III", "Ann Lee", "Bo Kim"),
    ),
    (
        "Doe J. Q. Jr., Lee A. and Kim B. Cutting down on prompts and parameters. "
        "Journal of Data, 2019.",
        ("J. Q. Doe Jr.", "A. Lee", "B. Kim"),
    ),
]


@pytest.mark.parametrize(("text", "authors"), SUFFIXES)
def test_generational_suffixes_stay_with_their_name(text: str, authors: tuple[str, ...]) -> None:
    parsed = parse_reference(text)
    assert parsed.authors == authors
    assert parsed.title == "Cutting down on prompts and parameters"


@pytest.mark.parametrize(
    ("text", "title"),
    [
        # a title opening with a Roman numeral or "II" is no suffix of the last name
        ("Jane Doe. 2020. III-V semiconductors at scale. Journal of Data.",
         "III-V semiconductors at scale"),
        ("Doe, J. (2020). IV fluids in sepsis. Journal of Data.", "IV fluids in sepsis"),
    ],
)  # fmt: skip
def test_a_title_opening_with_a_numeral_is_no_suffix(text: str, title: str) -> None:
    parsed = parse_reference(text)
    assert parsed.authors == (("Jane Doe",) if text.startswith("Jane") else ("J. Doe",))
    assert parsed.title == title
