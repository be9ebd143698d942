"""A metadata title that is the printed title with a site's or a journal's name added.

Pages printed from a browser carry the HTML ``<title>`` as their metadata title,
and sites often write it as "Paper title | Site", "Paper title – Journal" or
"Site: Paper title".  Such a title agrees fuzzily with the printed one (a long
title outweighs a short name), yet the name is no part of the title.  Pure.
"""

from __future__ import annotations

import re

from tapyre_paper_search.records.references import fold_title

# What sets a site's name off a page's title: a bar, a spaced dash, a middle dot,
# a double colon or guillemets.
_SEPARATOR = re.compile(r"\s+(?:\||[-–—]|·|::|»|«)\s+")
# Words the added name may have, at most.
_NAME_WORDS = 8


def without_site(metadata_title: str, layout_title: str) -> str:
    """``metadata_title`` less a short name set off before or after the printed title by
    a separator (:data:`_SEPARATOR`); ``""`` when it is no such title."""
    printed = fold_title(layout_title)
    if not printed:
        return ""
    for match in _SEPARATOR.finditer(metadata_title):
        head, tail = metadata_title[: match.start()], metadata_title[match.end() :]
        for kept, added in ((head, tail), (tail, head)):
            if fold_title(kept) == printed and 0 < len(added.split()) <= _NAME_WORDS:
                return kept.strip()
    return ""
