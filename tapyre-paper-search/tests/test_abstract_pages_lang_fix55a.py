"""Round 55 review fixes: a bilingual abstract over two page breaks is cut at the other
language's label on the last page too.

abs58 carries an abstract over a second page break
(:func:`~tapyre_paper_search.pdf.abstractpages.carried_further`), but with the plain
carry: the first break is carried by
:func:`~tapyre_paper_search.pdf.bilingual.carry_on_in_title_language`, which cuts the
text at a label of the other language run in on the next page ("Zusammenfassung Die
…").  An English manuscript whose abstract ends on page 4, the German one run in under
it, read both as one abstract (review55 item 10): every break is carried the same way.

Control: abs58's own tests (``test_abstract_pages_abs58.py``) still pass.
"""

from __future__ import annotations

from pathlib import Path

from layout_pages import BODY, wrapped
from tapyre_paper_search.pdf import extract_pdf
from test_abstract_pages_abs58 import _manuscript, _squeezed, _three_pages

_GERMAN = (
    "Zusammenfassung Die Aufnahme eines Tracers durch die Wurzeln dreier Gräser wurde "
    "bei steigendem Salzgehalt des Bodens im Gewächshaus und auf dem Feld gemessen. Sie "
    "nahm bei zwei der Gräser ab und blieb bei dem dritten erhalten, was seine "
    "Ausbreitung auf salzigen Böden erklären kann."
)


def test_the_other_languages_abstract_on_page_four_is_cut_off(tmp_path: Path) -> None:
    pages = _three_pages()
    pages[2][-1] = pages[2][-1].rstrip(",;") + "."  # the English ends on page 4
    english = " ".join(" ".join(rows) for rows in pages)
    pages[2] = [*pages[2], *wrapped(_GERMAN, 12, 425)]
    got = extract_pdf(
        _manuscript(tmp_path / "two.pdf", pages, wrapped(BODY, 12, 425), heading_first=False),
        ocr=None,
    )
    assert _squeezed(got.abstract) == _squeezed(english)
