"""A generational suffix set after its name behind a comma (pure; bylines62).

"Martin L. Hayes, Jr., Robert Dunn III and Carla Mendes": style guides that set a comma
before "Jr." make it a piece of its own when a byline is cut at commas, and the suffix,
no name, was dropped, the name read without it.  :func:`suffix_joined` takes that comma
away where "Jr." or "Sr." (stop or none) is the whole piece, closed by a comma, the
line's end or a word for "and": "Sr." opening a name ("Sr. Mary Doyle", a religious
sister's title) is left as it is.
"""

from __future__ import annotations

import re

_COMMA_SUFFIX = re.compile(r"(?<=[^\W\d_]|\.),\s+([JS]r\.?)(?=\s*(?:,|;|$)|\s+(?:and|&)\s)")


def suffix_joined(text: str) -> str:
    """``text`` with the comma before a lone "Jr."/"Sr." piece dropped, so that the
    suffix stays with the name before it ("Hayes, Jr., Ann Lee" -> "Hayes Jr., Ann Lee");
    the rest as it is."""
    if "r" not in text or ", " not in text:
        return text
    return _COMMA_SUFFIX.sub(r" \1", text)


__all__ = ["suffix_joined"]
