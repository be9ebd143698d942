"""Repository cover pages: page 1 is the archive's, the paper starts after it (pure).

Institutional repositories, preprint servers and publishers' download
services put a page of their own in front of a paper: a logo, "Downloaded
from …", the citation to use, the reuse and take-down policy.  Its largest
text is the archive's name, not the paper's title, so the title and abstract
must be read from the first page that is not such a cover.
"""

from __future__ import annotations

import re

# Phrases of cover pages; a page is a cover when several occur on it.
_CUES = re.compile(
    r"downloaded from|download(?:ed)? date|take[- ]?down policy|general rights|"
    r"citation for published version|this version is available|link to (?:this )?publication|"
    r"copyright and reuse|terms of use|users may download|please cite (?:the|this)|"
    r"document version|published version|accepted (?:author )?manuscript|version of record|"
    r"you may not further distribute|permanent link|persistent link|repository|"
    r"for more information,? please contact|open access (?:by|from)|made available|"
    r"this is (?:the|a|an) (?:pdf|author|accepted|post-print|pre-print|electronic)|"
    r"provided by|deposited in|rights statement|licen[cs]e:",
    re.IGNORECASE,
)
_MIN_CUES = 3
# A real first page of a paper has far more text than a cover.
_MAX_COVER_WORDS = 600


def is_cover_page(text: str) -> bool:
    """Whether a page's ``text`` is a repository cover page (see the module docstring)."""
    if len(text.split()) > _MAX_COVER_WORDS:
        return False
    cues = {match.group().lower() for match in _CUES.finditer(text)}
    return len(cues) >= _MIN_CUES
