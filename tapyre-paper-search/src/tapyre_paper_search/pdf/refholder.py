"""A patent's holder in brackets after the inventors' names (pure; used by
:mod:`.refentry`; refs75).

ISO 690 and chemistry styles print a patent's holder (assignee) in round brackets
between the inventors and the title: "Doe, J. (Medicine Systems Inc.). Title. Pat. EP
1131547 A1", "Roe, A.; Poe, B. (Inc., P. S.). Title pat., US 3769144 B2, 2020." (a
firm's name as BibTeX turned it).  The general reading took the bracket as the title's
opening, or as the whole title.  :func:`without_holder` takes off a bracket opening the
text after the names where it holds a firm's legal form ("Inc", "Ltd", "LLC", "GmbH",
"Corp", "AG", "plc"; in capitals too) and a title follows it after a stop, comma or
colon.  Any other bracket there (an editor's "(Ed.)", a year, "(in press)") stays.
"""

from __future__ import annotations

import re

_FORM = r"(?:Inc|INC|Ltd|LTD|LLC|GmbH|Corp|CORP|AG|plc|PLC)"
_HOLDER = re.compile(rf"\s*\((?=[^()]*\b{_FORM}\b)[^()\d]{{2,80}}\)[.,:]\s+(?=[A-ZÀ-Þ“\"‘'])")


def without_holder(rest: str) -> str:
    """``rest`` (the entry after its names) without a patent holder's bracket opening
    it (see the module docstring); else as given."""
    found = _HOLDER.match(rest) if "(" in rest[:3] else None
    return rest[found.end() :] if found is not None else rest
