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

bylines64: a list of words of two hanzi whose first is a family name's ("黄金，白银",
"金属，石油", "方法、程序") had read as names.  :func:`word_list` asks the whole list:
where every piece is of two hanzi (no name of three or four, which no list of such words
holds), one piece or more must close on a hanzi of a given name's closed set (every
piece, before fix59a: "王楠、刘洋、陈曦" was lost for its rarer "楠", "曦")
(:data:`_GIVEN_ONE`, the commonest one-hanzi given names: "伟", "芳", "静", "洋"; "金",
"银", "属", "油", "法", "序" are none).  A footnote's marks closing a piece ("陈思远1",
"林志强1*") are no part of the name (:func:`without_marks`).
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
_GIVEN_ONE = frozenset(
    "伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚英华玲红梅鹏飞斌宇浩凯健俊帆帅旭宁龙欣婷雪"
    "晶颖倩莉萍燕辉峰鑫阳亮博彬兵冰晨丹钢瑞蕾岩琴云洁蓉慧佳毅昊翔坤楠然睿妍莹璐瑶悦琪"
    "薇蕊欢扬铭昕康宏忠伦庆良建荣贵福兰凤芬珍娥琳雯婧璇蔚雅琦嘉"
    # traditional forms of the above
    "偉麗強軍傑濤剛紅華鵬飛龍輝鋒陽鋼雲潔穎瑩瑤悅歡揚銘寧榮貴鳳蘭"
)
"""Given names of one hanzi, the commonest (both forms): a list of pieces of two hanzi
only reads as names where each closes on one of them."""
_MARKS = re.compile(r"[\d*†‡§¶#⁰¹²³⁴⁵⁶⁷⁸⁹]+$")
_HAN_RUN = re.compile(r"[\u4e00-\u9fff]{2,4}")


def han_run_name(piece: str) -> bool:
    """Whether ``piece`` is one Chinese name run together: a family name of the closed
    set (:data:`_SINGLE`, :data:`_COMPOUND`) and a given name of one or two hanzi."""
    if not _HAN_RUN.fullmatch(piece):
        return False
    if piece[:2] in _COMPOUND and 1 <= len(piece) - 2 <= 2:
        return True
    return piece[0] in _SINGLE and 1 <= len(piece) - 1 <= 2


def without_marks(piece: str) -> str:
    """``piece`` without the footnote marks closing it (digits, "*", "†", …) where a
    hanzi stands before them ("陈思远1" → "陈思远", "林志强1*" → "林志强"); else ``piece``."""
    bare = _MARKS.sub("", piece)
    return bare if bare != piece and "\u4e00" <= bare[-1:] <= "\u9fff" else piece


def word_list(pieces: list[str]) -> bool:
    """Whether ``pieces`` (a list's, two or more) read as a list of words, not of names:
    every piece two hanzi run together, none of them closing on a common given name's
    hanzi (:data:`_GIVEN_ONE`): "黄金，白银" are words, "周杰、吴敏" names; a list
    holding a longer piece ("马超，黄金花") is none.  One name closing on a common given
    name makes the list names, rarer given names beside it ("王楠、刘洋、陈曦": a closed
    set never holds every given name; fix59a)."""
    if len(pieces) < 2 or not all(len(p) == 2 and _HAN_RUN.fullmatch(p) for p in pieces):
        return False
    return all(piece[-1] not in _GIVEN_ONE for piece in pieces)


__all__ = ["han_run_name", "without_marks", "word_list"]
