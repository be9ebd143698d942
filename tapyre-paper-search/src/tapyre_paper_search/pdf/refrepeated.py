"""An entry whose names are a dash: the entry before it's names again (pure; used by
:mod:`.references`; refs64).

Chicago's and the MLA's lists print an author's (or a list of authors') second and
later works under a dash in the names' place: "———. “Title”. In Proceedings of X,
121–135. IEEE, 2014." (biblatex's chicago-notes prints "— ."; some styles print two
or three em dashes, en dashes, or hyphens).  The entry read no names.

:func:`with_repeated_names` gives such an entry the names of the entry before it,
where it opens with a run of dashes (one em dash, or two dashes or hyphens and more;
spaces between them allowed) closed by a stop, a comma or a colon, its own reading
found no names and the entry before it has some; a title read with the dash at its
head loses it.  A dash anywhere else, or an entry that names its own people after the
dash, is left as read.
"""

from __future__ import annotations

import re
from dataclasses import replace

from tapyre_paper_search.records.references import Reference

_DASHES = re.compile(r"\s*(?:—(?:\s?[—–-])*|[–-](?:\s?[—–-])+)\s*[.,:]")


def with_repeated_names(entry: Reference, before: Reference | None) -> Reference:
    """``entry`` with the names of ``before`` where its names are a dash (see the module
    docstring); ``entry`` itself otherwise."""
    if entry.authors or before is None or not before.authors:
        return entry
    if _DASHES.match(entry.text) is None:
        return entry
    dashes = _DASHES.match(entry.title)  # ("———. Title. Journal": the title read the dash)
    title = entry.title[dashes.end() :].strip() if dashes is not None else entry.title
    return replace(entry, authors=before.authors, title=title or entry.title)
