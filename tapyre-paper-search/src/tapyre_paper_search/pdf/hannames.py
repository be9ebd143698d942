"""A Chinese name in hanzi with no space inside it (pure; bylines63).

Chinese bylines set each name as one run of two to four hanzi ("王晓明，李华、张伟"):
:mod:`~tapyre_paper_search.pdf.cjknames` read only names with a space between the
family and the given name, so such a line named nobody.  :func:`han_run_name` reads one
run as a name where it opens with a family name of the closed set below (the hundred
commonest, in simplified and traditional forms, and the compound ones: "欧阳", "司马")
and one or two hanzi follow it.  The caller asks it only of a list's pieces (two
names or more, every one of them so shaped): a lone run of two or three hanzi is as
likely a word ("张力", tension) as a name, and a list of words ("机器学习，深度学习")
seldom opens each of them with a family name.  Japanese names run together ("山田太郎")
are not read: their family names are no closed set.
"""

from __future__ import annotations

import re

_SINGLE = frozenset(
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程"
    "苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝"
    "龚邵万钱严覃武戴莫孔向汤"
    # traditional forms of the above
    "張劉陳楊黃趙吳孫鄭謝許韓馮鄧蕭葉蘇呂盧鍾譚陸賈鄒龔錢嚴顧湯萬閻羅龍賀"
)
"""Chinese family names of one hanzi (the commonest, both forms)."""
_COMPOUND = frozenset(["欧阳", "歐陽", "司马", "司馬", "诸葛", "諸葛", "上官", "东方", "東方"])
"""Chinese family names of two hanzi."""
_HAN_RUN = re.compile(r"[\u4e00-\u9fff]{2,4}")


def han_run_name(piece: str) -> bool:
    """Whether ``piece`` is one Chinese name run together: a family name of the closed
    set (:data:`_SINGLE`, :data:`_COMPOUND`) and a given name of one or two hanzi."""
    if not _HAN_RUN.fullmatch(piece):
        return False
    if piece[:2] in _COMPOUND and 1 <= len(piece) - 2 <= 2:
        return True
    return piece[0] in _SINGLE and 1 <= len(piece) - 1 <= 2


__all__ = ["han_run_name"]
