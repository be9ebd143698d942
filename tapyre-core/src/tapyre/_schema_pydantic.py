"""Turning a pydantic model into :class:`~tapyre._schema.Setting` objects (imports pydantic)."""

from __future__ import annotations

import typing
from typing import Any

from tapyre._schema import Setting


def settings_of_model(model: Any) -> tuple[Setting, ...]:
    """One :class:`Setting` per field of the pydantic model class ``model``."""
    from annotated_types import Ge, Gt, Le, Lt
    from pydantic_core import PydanticUndefined

    result = []
    for key, info in model.model_fields.items():
        kind, choices = _kind(info.annotation)
        minimum: float | None = None
        maximum: float | None = None
        for meta in info.metadata:
            if isinstance(meta, Ge | Gt):
                minimum = float(meta.ge if isinstance(meta, Ge) else meta.gt)  # type: ignore[arg-type]
            if isinstance(meta, Le | Lt):
                maximum = float(meta.le if isinstance(meta, Le) else meta.lt)  # type: ignore[arg-type]
        default = None if info.default is PydanticUndefined else info.default
        result.append(
            Setting(key, kind, info.description or "", default, minimum, maximum, choices)
        )
    return tuple(result)


def _kind(annotation: Any) -> tuple[str, tuple[str, ...]]:
    args = [a for a in typing.get_args(annotation) if a is not type(None)]
    origin = typing.get_origin(annotation)
    if origin is typing.Literal:
        return "string", tuple(str(a) for a in args)
    if origin in (typing.Union, getattr(__import__("types"), "UnionType", None)) and len(args) == 1:
        return _kind(args[0])
    if origin in (list, tuple):
        return "strings", ()
    if origin is dict:
        return "table", ()
    simple = {str: "string", int: "integer", float: "number", bool: "boolean"}
    return simple.get(annotation, "any"), ()
