"""An abstract in the title's language on the page after one in another language
(pure; latex70).

A thesis or report sets each abstract on a page of its own: a "Zusammenfassung" page,
then the "Abstract" page (or "Résumé", then "Abstract").  The first is found whole on its
page, so nothing carried the reader to the next page, where
:func:`~.bilingual.in_title_language` would have chosen.  :func:`title_language_next`
looks there: where the abstract found ends on its page (``complete``) and the next page
opens, within its first lines and before any section heading, with an abstract under
its own heading or run-in label (:func:`~.bilingual.second_at_top`), the one of the two
kept is :func:`~.bilingualcut.pick`'s (the title's language; an untold title keeps the
first printed unless it leans to the second's).  The one kept keeps ``found``'s
``start`` and ``used`` (its heading's page), the next page's lines in ``carried``, as
:func:`~.bilingual.carry_on_in_title_language` returns a second abstract.  One
language, an abstract running off its page, or no heading at the next page's top:
``found`` as it is.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.abstract import Abstract
from tapyre_paper_search.pdf.bilingual import second_at_top
from tapyre_paper_search.pdf.bilingualcut import pick
from tapyre_paper_search.pdf.lines import PageLines


def title_language_next(
    pages: Sequence[PageLines], index: int, found: Abstract | None, title: str
) -> Abstract | None:
    """``found`` (read on ``pages[index]``), or the abstract opening the next page where
    that one is :func:`~.bilingualcut.pick`'s of the two (see the module)."""
    if found is None or not found.complete or index + 1 >= len(pages) or not title:
        return found
    page = pages[index + 1]
    if not page.lines:
        return found
    second = second_at_top(page.lines, page.height)
    if second is None or not second.text or pick(title, found, second) is not second:
        return found
    return Abstract(second.text, found.start, found.used, found.inferred, carried=second.used)
