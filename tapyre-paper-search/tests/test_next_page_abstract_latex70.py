"""latex70: a thesis's abstract pages, one a language: a "Zusammenfassung" page, then the
"Abstract" page; an English title keeps the English one (nextpageabstract).

The German abstract was found whole on its page, and the next page was never looked at
(latex69's ``bilingual-thesis``, train seed 701: abstract 0).  Line-level, no PDF.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.frontpages import pushed_abstract
from tapyre_paper_search.pdf.lines import Line, PageLines

_Page = tuple[str, tuple[str, ...], str]
_TITLE = "Patent ductus arteriosus: are the current treatment options better than none?"
_GERMAN = (
    "Diese Arbeit untersucht die Frage, wie sich die beobachteten Effekte unter",
    "realistischen Bedingungen verhalten. Wir stellen ein neues Verfahren vor, das",
    "die Genauigkeit deutlich verbessert, und diskutieren die Ergebnisse im Hinblick",
    "auf ihre praktische Bedeutung für die Behandlung.",
)
_ENGLISH = (
    "This thesis asks how the observed effects behave under realistic conditions. We",
    "present a new method, compare it with the existing approaches and show in several",
    "experiments that it improves the accuracy of the estimates by a wide margin, and",
    "we discuss what the results mean for the treatment of the patients.",
)


def _line(text: str, y0: float, page: int, size: float = 10.0, *, bold: bool = False) -> Line:
    return Line(text, size, bold, False, False, 72.0, y0, 72.0 + 0.45 * size * len(text),
                y0 + size, 0, page)  # fmt: skip


def _abstract_page(page: int, heading: str, rows: tuple[str, ...], words: str) -> PageLines:
    lines = [_line(heading, 72.0, page, 14.4, bold=True)]
    lines += [_line(row, 100.0 + 13.0 * k, page) for k, row in enumerate(rows)]
    lines.append(_line(words, 100.0 + 13.0 * len(rows) + 10.0, page))
    return PageLines(tuple(lines), 612.0, 792.0)


def _pages(first: _Page, second: _Page) -> list[PageLines]:
    title = PageLines((_line(_TITLE, 200.0, 0, 20.0, bold=True),), 612.0, 792.0)
    return [title, _abstract_page(1, *first), _abstract_page(2, *second)]


_DE = ("Zusammenfassung", _GERMAN, "Schlagwörter: Modellierung, Messung, Validierung")
_EN = ("Abstract", _ENGLISH, "Keywords: modelling, measurement, validation")


def test_the_next_pages_abstract_in_the_titles_language_is_kept() -> None:
    """Before: the German one."""
    found = pushed_abstract(_pages(_DE, _EN), 1, _TITLE)
    assert found is not None and found.text.startswith("This thesis asks")


def test_the_first_in_the_titles_language_stays() -> None:
    found = pushed_abstract(_pages(_EN, _DE), 1, _TITLE)
    assert found is not None and found.text.startswith("This thesis asks")


def test_a_german_title_keeps_the_german_abstract() -> None:
    title = "Über die Behandlung des offenen Ductus arteriosus bei Frühgeborenen"
    found = pushed_abstract(_pages(_DE, _EN), 1, title)
    assert found is not None and found.text.startswith("Diese Arbeit")
