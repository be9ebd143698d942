"""``tapyre.record_json``: a record's JSON object from its fields, as the keys name them."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

import pytest
from tapyre import record_json


@dataclass(frozen=True)
class Inner:
    value: int

    def to_dict(self) -> dict[str, Any]:
        return {"v": self.value}


@dataclass
class Outer:
    name: str
    score: float
    tags: tuple[str, ...] = ()
    inner: Inner | None = None
    parts: list[Inner] = field(default_factory=list)
    meta: dict[str, int] = field(default_factory=dict)

    @property
    def loud(self) -> str:
        return self.name.upper()


def test_keys_in_the_order_named_with_renames_and_properties() -> None:
    record = Outer("a", 0.5)
    data = record_json(record, "score title=name loud")
    assert list(data) == ["score", "title", "loud"]
    assert data == {"score": 0.5, "title": "a", "loud": "A"}


def test_values_are_made_plain() -> None:
    record = Outer("a", 1.0, ("x", "y"), Inner(1), [Inner(2), Inner(3)], {"k": 1})
    data = record_json(record, "tags inner parts meta")
    assert data == {
        "tags": ["x", "y"],
        "inner": {"v": 1},
        "parts": [{"v": 2}, {"v": 3}],
        "meta": {"k": 1},
    }
    assert data["meta"] is not record.meta  # a copy: changing the JSON leaves the record
    assert json.dumps(data).startswith('{"tags": ["x", "y"], "inner": {"v": 1}, "parts"')


def test_given_values_replace_the_attribute_in_place() -> None:
    data = record_json(Outer("a", 0.123456), "name score tags", score=0.1235)
    assert list(data) == ["name", "score", "tags"]
    assert data["score"] == 0.1235


def test_a_given_value_the_keys_do_not_name_is_refused() -> None:
    with pytest.raises(ValueError, match="extra"):
        record_json(Outer("a", 1.0), "name", extra=1)


def test_a_missing_attribute_is_an_error() -> None:
    with pytest.raises(AttributeError):
        record_json(Outer("a", 1.0), "nothing")
