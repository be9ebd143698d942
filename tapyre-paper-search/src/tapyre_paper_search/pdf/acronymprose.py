"""A classification block's acronym that opens a sentence instead (pure, abs64).

"MSC", "PACS" and "JEL" label classification blocks after an abstract ("MSC 2010:
35K55", "PACS numbers: 42.50.Ct", "JEL classification: C12"), and
:data:`~tapyre_paper_search.pdf.abstractcues.AFTER_ABSTRACT` ends an abstract at a line
opening with one.  The same letters are a field's own abbreviations ("MSC":
mesenchymal stem cells, "PACS": picture archiving systems), and an abstract's wrapped
line may open with one going on its sentence ("… nestin(+) cells preserve" / "MSC
activity, but do not generate …"): the abstract ended there.

:func:`opens_prose` tells such a line: the acronym printed in capitals, then a space
or a hyphen and a word in lower case, and no classification code anywhere on the line (MSC's
"35K55", PACS' "42.50.Ct", JEL's "C12"); a block's label is followed by a colon, a year,
a number, its codes or a capitalised "Primary", or stands alone on its line, its codes on
the next ("JEL classification", "PACS numbers —": :data:`_LABEL_ALONE`, fix59c).
"""

from __future__ import annotations

import re

# the acronym, then a word in lower case after a space or a hyphen ("MSC-derived")
_ACRONYM_WORD = re.compile(r"^\s*(?:MSC|PACS|JEL)(?:\s+|-)[a-z]+\b(?![:.])")
# A block's label alone on its line (its codes wrapped to the next), a dash after it.
_LABEL_ALONE = re.compile(
    r"^\s*(?:MSC|PACS|JEL)(?:\s+(?:subject|classification|codes?|numbers?|classes))+"
    r"\s*[—–-]?\s*$"
)
# Codes of the three schemes: MSC "35K55", "68T05", "05C"; PACS "42.50.Ct", "03.67"; JEL
# "C12", "D4".
_CODE = re.compile(r"\b(?:\d\d[A-Z](?:\d\d|xx)?|\d\d\.\d\d(?:\.\w+)?|[A-Z]\d{1,2})\b")


def opens_prose(text: str) -> bool:
    """Whether ``text`` opens with "MSC", "PACS" or "JEL" going on a sentence (see the
    module's doc), not a classification block's label."""
    if _LABEL_ALONE.match(text):
        return False  # "JEL classification" over its codes (fix59c)
    return bool(_ACRONYM_WORD.match(text)) and not _CODE.search(text)
