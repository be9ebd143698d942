"""What a Chinese, Japanese or Korean byline sets around its names (pure; bylines67).

:func:`~tapyre_paper_search.pdf.cjknames.caseless_names` reads a line whose every piece
is a name in its script; three things printed around such names made a piece no name,
and the line named nobody:

* a label opening the line, "author(s)" and a colon, half- or full-width
  (:data:`_LABEL`: the Korean "저자", the Japanese "著者", the Chinese "作者", "执笔",
  "執筆者"): "저자: 한지민, 오승현", "著者：山本 真一，田村 さくら";
* an aside in brackets after a name, full-width or not, holding no comma or separator
  of the list (an affiliation, "山本 真一（東京大学）"; the name in Latin letters, "王伟
  (Wang Wei)": one person, the first rendering wanted);
* footnote marks closing a name: digits (superscript, or folded to plain ones), "*",
  "†", "‡", commas between them ("윤서준2,*"), or digits closed by a bracket ("高木
  健二1)", "森 直人1,3)") or a superior one ("이준호¹⁾", "한예린¹⁾†"; bylines69), where
  a letter of the scripts stands before them and a separator of the list or the line's
  end after.

:func:`without_cjk_dressing` gives the line without them; a line with no such letter is
given back as it was.  Whether the rest names anyone is still ``caseless_names``' to say.
"""

from __future__ import annotations

import re

_LETTER = r"[\uac00-\ud7a3\u4e00-\u9fff\u3400-\u4dbf\u3041-\u3096\u30a1-\u30fa\u30fc]"
_SEPARATOR = r"(?=\s*(?:[,，、;；·・]|$))"
_LABEL = re.compile(r"^\s*(?:저자|著者|作者|执笔|執筆者)\s*[:：]\s*")
_ASIDE = re.compile(rf"(?<={_LETTER})\s*(?:（[^（）,，、;；]*）|\([^()，、;；]*\)){_SEPARATOR}")
_MARKS = re.compile(rf"(?<={_LETTER})(?:[\d,]*\d\)|[\d⁰¹²³⁴-⁹*†‡,˒⁾]+){_SEPARATOR}")


def without_cjk_dressing(line: str) -> str:
    """``line`` without its label, its names' bracketed asides and their footnote marks
    (see the module); else ``line``."""
    bare = _MARKS.sub("", _LABEL.sub("", line))
    return _MARKS.sub("", _ASIDE.sub("", bare))


__all__ = ["without_cjk_dressing"]
