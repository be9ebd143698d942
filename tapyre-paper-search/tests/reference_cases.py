"""One table shape for reference-parsing tests: an entry's text and the fields it
must parse to (shared by the tests of the rotated held-out styles' forms).

A test module lists :class:`Parsed` rows and runs them through :func:`parsed_cases`
(a ``pytest.mark.parametrize`` over the rows, each named by its ``name``) and
:func:`check_parsed`, which parses the row's text as entry ``number`` and compares
every field the row names, so a row asserts exactly the fields it lists.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import pytest
from tapyre_paper_search.pdf.references import parse_reference


@dataclass(frozen=True)
class Parsed:
    """An entry's ``text``, its ``number`` in the list, and the :class:`Reference`
    fields (by name) it must parse to; ``name`` says what the row shows."""

    name: str
    text: str
    fields: Mapping[str, object]
    number: int = 1


def parsed_cases(*rows: Parsed) -> pytest.MarkDecorator:
    """A ``parametrize`` mark running a test over ``rows`` (argument ``case``)."""
    return pytest.mark.parametrize("case", rows, ids=[row.name for row in rows])


def check_parsed(case: Parsed) -> None:
    """Parse ``case.text`` and assert each field ``case.fields`` names."""
    entry = parse_reference(case.text, case.number)
    assert {name: getattr(entry, name) for name in case.fields} == dict(case.fields)
