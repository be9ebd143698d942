"""A byline's leading "By" (the last step of ``linepieces.pieces``; speed40f)."""

from __future__ import annotations

import re

_BY_LEAD = re.compile(r"^(?:[^\W\d_]\s+)?by\s+(?=[^\W\d_])", re.IGNORECASE)


def without_by_lead(parts: list[str]) -> list[str]:
    """``parts`` with a "By" that leads the byline dropped: in its first piece that is
    no lone letter ("F By Jane Doe", or "F" / "By Jane Doe" cut at a wide gap).  A
    "By" opening a later piece is a name's ("Jane Doe, By Nguyen")."""
    k = next((k for k, p in enumerate(parts) if len(p) > 1), None)
    if k is None or not (parts[k][1:2] == " " or parts[k][:3].lower() == "by "):
        return parts
    return [*parts[:k], _BY_LEAD.sub("", parts[k]), *parts[k + 1 :]]
