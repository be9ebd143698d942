"""A byline of names in Hangul, or in kanji and kana, with no Latin letter (pure; bylines57).

Korean, Japanese and Chinese names have no capital letters, which every other reading
of a byline's names asks for, so "김민준, 이서연" or "山田 太郎、佐藤 花子" named nobody.
:func:`caseless_names` reads such a line where every piece, cut at a comma (the
ideographic "、", the full-width "，", the Latin ","), a semicolon or a middle dot, is
shaped as one person's name in its script:

* Hangul: a family name of Korea's closed set (:data:`_KOREAN_FAMILY`: "김", "이",
  "박", "남궁", …) and a given name of one or two syllables set apart by a space ("김
  민준"), or run together in three syllables or four ("김민준", "남궁민수") where the
  line lists two names or more: a word of two syllables run together ("연구", "정보") is
  as likely a noun as a name, and a lone one is not read;
* kanji (or hanzi) and kana: a family name of one to three kanji, a space (Latin or
  ideographic), and a given name of one to three kanji or kana ("山田 太郎", "佐藤 はな"):
  running text in these scripts sets no space inside a phrase, so the space is the
  name's;
* hanzi run together, one of a list's names: a Chinese family name of a closed set and
  one or two hanzi (:func:`~tapyre_paper_search.pdf.hannames.han_run_name`, bylines63),
  unless the list reads as words of two hanzi (:func:`~.hannames.word_list`, bylines64:
  "黄金，白银"); a piece's closing marks off ("陈思远1");
* a Japanese name run together, one of a list's (parted by "と" too):
  :mod:`~tapyre_paper_search.pdf.japanesenames` (bylines65: "佐々木美穂・高橋大輔").

A title such as "機械学習" (no space) or "연구 보고서" (no family name) names nobody, nor
does a line of two single letters set apart ("摘 要", "結 論"): Chinese and Japanese
papers letter-space their short headings so, and a lone name of that shape is rarer.  No
conjunction between names is read (the scripts' "and" is glued to the name before it)
but Japanese "と" between two names run together.  bylines66: the words for "and
others" closing a list of two pieces or more (:data:`_OTHERS`: the Chinese "等",
"等人", the Japanese "ほか", the Korean "외" after a space) are off its last name, as
"et al." is off a Latin list (:mod:`~tapyre_paper_search.pdf.etal`): "刘建国，陈晓燕，
周磊等".
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.cjkdressing import without_cjk_dressing
from tapyre_paper_search.pdf.hannames import han_run_name, without_marks, word_list
from tapyre_paper_search.pdf.japanesenames import cut_at_to, japanese_run_name
from tapyre_paper_search.pdf.scriptnames import script_names

_KOREAN_FAMILY = frozenset(
    (  # noqa: SIM905
        "김 이 박 최 정 강 조 윤 장 임 한 오 서 신 권 황 안 송 류 유 전 홍 고 문 양 손 배 백 허 남 "
        "심 노 하 곽 성 차 주 우 구 민 진 나 지 엄 채 원 천 방 공 현 함 변 염 여 추 도 소 석 선 "
        "설 마 길 연 위 표 명 기 반 왕 금 옥 육 인 맹 제 모 탁 국 어 은 편 용 예 경 봉 사 부 "
        "황보 남궁 제갈 선우 독고 사공 서문"
    ).split()
)
"""Korea's family names (the common ones by far, and the two-syllable ones)."""

_HANGUL = r"[\uac00-\ud7a3]"
_HAN = r"[\u4e00-\u9fff\u3400-\u4dbf\uf900-\ufaff]"
_KANA = r"[\u3041-\u3096\u30a1-\u30fa\u30fc]"
_SPACE = r"[ \u3000]"
_HANGUL_NAME = re.compile(rf"({_HANGUL}{{1,2}}){_SPACE}?({_HANGUL}{{1,2}})")
_KANJI_NAME = re.compile(rf"{_HAN}{{1,3}}{_SPACE}(?:{_HAN}|{_KANA}){{1,3}}")
_CUT = re.compile(r"\s*[,，、;；·・]\s*")
_OTHERS = re.compile(r"(?:等人?|\s*ほか|\s+외)$")
"""The words for "and others" closing a list's last name, with the space before them."""
# Any letter of the three scripts: most lines have none.
_CASELESS = re.compile(rf"{_HANGUL}|{_HAN}|{_KANA}")


def _hangul_name(piece: str, *, listed: bool) -> bool:
    """Whether ``piece`` is a Korean name: a listed family name, then one or two syllables
    of a given name with a space between, or (``listed``: one of a list's names) run
    together in three syllables or more."""
    words = piece.split()
    if len(words) == 2:
        return words[0] in _KOREAN_FAMILY and bool(_HANGUL_NAME.fullmatch(piece))
    if not listed or len(piece) < 3 or not _HANGUL_NAME.fullmatch(piece):
        return False
    return any(piece[:k] in _KOREAN_FAMILY and 1 <= len(piece) - k <= 2 for k in (1, 2))


def _without_others(cut: list[str]) -> list[str]:
    """``cut``, the pieces of a list, with the words for "and others" (:data:`_OTHERS`)
    off the last one where there are two pieces or more and something is left of it."""
    others = _OTHERS.search(cut[-1]) if len(cut) > 1 else None
    if others is None or others.start() == 0:
        return cut
    return [*cut[:-1], cut[-1][: others.start()]]


def caseless_names(line: str) -> list[str] | None:
    """The names of ``line`` when it is a byline in Hangul or in kanji and kana (see the
    module), each as printed, a full-width space made a space; ``None`` when the line
    holds no letter of those scripts (then a byline in Arabic, Hebrew, Devanagari or Thai
    letters is read by :func:`~.scriptnames.script_names`, bylines67), a piece is no such
    name, or the line's one piece is two single letters set apart (a letter-spaced
    heading)."""
    if not _CASELESS.search(line):
        return script_names(line)  # "د. سارة حسن و أ.د. عمر الخطيب" (bylines67)
    line = without_cjk_dressing(line)  # "저자:", "（東京大学）", "1)" (bylines67)
    cut = _without_others(
        [part for piece in _CUT.split(line.strip()) for part in cut_at_to(piece.strip())]
    )
    pieces = [without_marks(piece) for piece in cut]
    words = word_list(pieces)  # "黄金，白银": words, not names (bylines64)
    names: list[str] = []
    for piece in pieces:
        name = " ".join(piece.replace("\u3000", " ").split())
        listed = len(pieces) > 1
        if not listed and all(len(word) == 1 for word in name.split()):
            return None
        # a Chinese name run together, one of a list's ("王晓明，李华"; hannames, bylines63)
        run = listed and not words and (han_run_name(name) or japanese_run_name(name))
        if not name or not (
            _hangul_name(name, listed=listed) or _KANJI_NAME.fullmatch(name) or run
        ):
            return None
        names.append(name)
    return names


__all__ = ["caseless_names"]
