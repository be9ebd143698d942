"""Japanese names run together, one of a list's (pure; bylines65).

"佐々木美穂・高橋大輔・小林直樹" and "中島由紀と石井健太" name three and two people, but
:mod:`~tapyre_paper_search.pdf.cjknames` asks a space between a Japanese family name and
the given name, and :func:`~.hannames.han_run_name` knows Chinese family names only.
:func:`japanese_run_name` reads a run of kanji (and the repeat mark "々") and kana as a
name where it opens on a family name of two or three characters of a closed set
(:data:`FAMILY`: the commonest family names of Japan, which are two kanji nearly all; the
one-kanji ones, "林", "森", "原", open words too and are left out) with one to three
kanji or kana after it.  It is asked only of a list's pieces, where every piece must be
a name: a lone run ("山田太郎") or a word opening like a family name ("中村屋") stays as
read.  Many family names are places too, and a prefecture, a ward, a station, a
university or a laboratory is named by the same run ("千葉大学", "福島県", "上野駅",
"山田研究室"): a run whose rest closes with such a word (:data:`PLACE_ENDS`) or is the
one kanji of a city, town or village ("川口市") is no name (fix60a).  :func:`cut_at_to`
cuts a piece at the particle "と" ("and") where both sides are such names.
"""

from __future__ import annotations

import re

FAMILY = frozenset(
    (  # noqa: SIM905
        "佐藤 鈴木 高橋 田中 伊藤 渡辺 渡邊 山本 中村 小林 加藤 吉田 山田 佐々木 山口 松本 井上 "
        "木村 斎藤 斉藤 清水 山崎 池田 橋本 阿部 石川 山下 中島 石井 小川 前田 岡田 長谷川 "
        "藤田 後藤 近藤 村上 遠藤 青木 坂本 福田 太田 西村 藤井 金子 岡本 藤原 中野 三浦 原田 "
        "中川 松田 竹内 小野 田村 中山 和田 石田 森田 上田 内田 柴田 酒井 宮崎 横山 高木 安藤 "
        "宮本 大野 小島 谷口 今井 高田 丸山 増田 杉山 村田 大塚 小山 平野 藤本 河野 上野 野口 "
        "武田 松井 千葉 岩崎 菅原 木下 久保 佐野 野村 松尾 菊地 菊池 杉本 市川 古川 大西 島田 "
        "水野 桜井 高野 渡部 吉川 山内 西田 飯田 西川 小松 北村 安田 五十嵐 川口 平田 中田 "
        "久保田 服部 岩田 土屋 川崎 福島 本田 樋口 秋山 田口 永井 山中 中西 吉村 川上 石原 "
        "大橋 松岡 浜田 森本 星野 矢野 浅野 大久保 松下 吉岡 小池 野田 荒木 大谷 内藤 松浦 "
        "熊谷 黒田 尾崎 永田 川村 望月 田辺 松村 荒井 大石 中尾 西山"
    ).split()
)
"""Japan's commonest family names of two or three characters."""
_LETTER = r"[\u4e00-\u9fff\u3005\u3041-\u3096\u30a1-\u30fa\u30fc]"
_GIVEN = re.compile(rf"{_LETTER}{{1,3}}")
_TO = "と"
PLACE_ENDS = (
    "県", "区", "郡", "駅", "大学", "大学院", "研究室", "研究所", "研究科", "学部", "学科",
    "病院", "学会", "地域",
)  # fmt: skip
"""What closes a place's or an institution's name and no given name (fix60a)."""
_PLACE_ONLY = frozenset("市町村")
"""A city's, a town's, a village's kanji: a place's whole rest, a given name's part too
("健市")."""


def japanese_run_name(piece: str) -> bool:
    """Whether ``piece`` is a Japanese name run together: a family name of :data:`FAMILY`
    and one to three kanji or kana after it, nothing else, that rest no place's
    (:data:`PLACE_ENDS`, :data:`_PLACE_ONLY`: "千葉大学", "川口市"; fix60a)."""
    return any(
        piece[:k] in FAMILY
        and _GIVEN.fullmatch(piece[k:]) is not None
        and not piece.endswith(PLACE_ENDS)
        and piece[k:] not in _PLACE_ONLY
        for k in (2, 3)
    )


def cut_at_to(piece: str) -> list[str]:
    """``piece`` cut at each "と" between two of :func:`japanese_run_name`'s names
    ("中島由紀と石井健太" → two names); else ``[piece]``."""
    if _TO not in piece:
        return [piece]
    parts = piece.split(_TO)
    if len(parts) > 1 and all(japanese_run_name(part) for part in parts):
        return parts
    return [piece]


__all__ = ["FAMILY", "PLACE_ENDS", "cut_at_to", "japanese_run_name"]
