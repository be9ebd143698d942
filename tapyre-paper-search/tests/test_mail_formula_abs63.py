"""Round 63, abstracts track (a reviewer's kind): a mail's subject opening with a
formula in brackets set apart ("[NiFe] hydrogenases …", over a "From:" row) lost the
formula as a list's tag (:mod:`tapyre_paper_search.pdf.mailtitle`, fix57a's leftover).
A bracket of two element symbols or more, a two-letter one among them, is a formula
(:func:`~tapyre_paper_search.pdf.mailtitle.formula_tag`).  Controls: list tags in
capitals, lower case or camel case naming no element keep going.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.mailtitle import formula_tag, without_list_tag
from test_review_fix57a import _mail

_FORMULAS = (  # main: the formula taken for a tag ("hydrogenases under oxygen")
    "[NiFe] hydrogenases under oxygen",
    "[NiFeSe] hydrogenase structures",
    "[Fe4S4] clusters in radical enzymes",
)
_TAGS = {  # controls: a list's tags go
    "[CHI] New paper: Partial cubes": "Partial cubes",
    "[PyMOL] Rendering ribbons": "Rendering ribbons",
    "[ANN][preprint] Partial cubes": "Partial cubes",
}


def test_a_formula_in_brackets_is_no_list_tag() -> None:
    for title in _FORMULAS:
        assert without_list_tag(_mail(title), [0], title) == title
    for title, kept in _TAGS.items():
        assert without_list_tag(_mail(title), [0], title) == kept


def test_a_formula_names_two_elements_one_of_two_letters() -> None:
    assert formula_tag("NiFe") and formula_tag("Fe2S2")
    assert not formula_tag("Fe")  # one symbol: a tag "[Re]" or "[Fe]" as well
    assert not formula_tag("CoA") and not formula_tag("Pkg") and not formula_tag("CHI")
