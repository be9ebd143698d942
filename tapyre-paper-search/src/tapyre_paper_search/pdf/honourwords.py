"""Malaysian titles of honour and Burmese honorifics before a byline's names (pure; bylines67).

Two kinds of word open a name as a title does but were read as the name's words, or made
the strict reading refuse the line:

* Malaysia's titles of honour and of the pilgrimage (:data:`_MALAY`): "Tan Sri", "Puan
  Sri", "Dato' Sri", "Datuk Seri", "Dato'", "Datuk", "Datin", "Haji", "Hajah",
  "Hajjah", "Hj.", "Hjh.", a run of them ("Tan Sri Dato' Haji …"), before a capitalised
  word.  "Tun" and "Toh Puan" are left (a Burmese and a Chinese name's word too), and so
  is "Tan" alone (a surname: "Tan Sri" only as the two words);
* the Burmese "U" (Mr, for an elder), "Daw" (Mrs, Ms) and "Ko" (a young man's) where
  every word of the name after it, two or more, is a syllable of Burmese names
  (:data:`_BURMESE`: "U Aung Min Thein", "Daw Khin Thandar Htwe"): "U" is an initial
  too ("U Schmidt", "U. Lee"), "Ko" a Korean surname ("Ko Min Jun"), so any other word
  after them leaves them; and "U" or "Ko" before two syllables that are also a Korean or
  a Cantonese given name's (:data:`_SHARED`: "Ko Min Su", "U Wai San", fix62a) stays:
  that is the surname.

:func:`without_honours` drops them where they open the line or a piece of it (after a
comma, a semicolon, "&", "and", "dan"); any other line is given back as it was.  It first
gives ranks written without their stops their stops, where the line proves the style
(:func:`.stoplessranks.with_stopped_ranks`: "Lt Col Sarah Whitcombe RAMC and Maj …";
bylines72), so they are read as the stopped ones are.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.stoplessranks import with_stopped_ranks

_MALAY = (
    r"(?:Tan\s+Sri|Puan\s+Sri|Dato['’]\s+S(?:e)?ri|Datuk\s+S(?:e)?ri|Dato['’]|Datuk|Datin"
    r"|Hajjah|Hajah|Haji|Hjh\.|Hj\.)"
)
_BURMESE_WORDS = (
    "Aung Min Thein Khin Htwe Zaw Lin Oo Kyaw Win Myint Tun Htun Soe Naing Thant Nyein Thu "
    "Hla Myo Than Ye Mya Nu San Swe Hlaing Phyo Wai Yin Htet Naung Thura Moe Khaing Su "
    "Thida Ei Kyi Sein Tin Nyunt Wint Thazin Pyae Sandar Thandar Zin Zar Mar Nwe Lwin Shwe "
    "Ohn Tint Hnin Hsu Htay Kyu Nyi Myat Phyu Thiri Khine Chit Paing Sithu Yadanar Nandar "
    "Ko Maung Thet Wut Yee Mon Myaing Tha Htoo Lay Thuzar Aye Nay"
)
_BURMESE = "|".join(sorted(_BURMESE_WORDS.split(), key=lambda w: (-len(w), w)))
"""Syllables of Burmese names (a name is two to four of them)."""

_SHARED = "Kyu|Lin|Min|San|Su|Tin|Wai|Ye|Yee|Yin"
"""Syllables of Burmese names that are a Korean or Cantonese given name's too."""

_OPENS = r"(^\s*|[,;&]\s*|\s(?:and|dan)\s+)"
_MALAY_RUN = re.compile(rf"{_OPENS}(?:{_MALAY}\s+)+(?=[A-Z])")
_PIECE_END = r"[\d*†‡]*\s*(?:[,;&]|\s(?:and|dan)\s|$)"
_SURNAME_TOO = rf"(?:U|Ko)\s+(?:{_SHARED})\s+(?:{_SHARED}){_PIECE_END}"
"""A Korean "Ko Min Su", a Cantonese "U Wai San": the surname and a given name."""
_BURMESE_NAME = re.compile(
    rf"{_OPENS}(?!{_SURNAME_TOO})(?:U|Daw|Ko)\s+"
    rf"(?=(?:{_BURMESE})(?:\s+(?:{_BURMESE}))+{_PIECE_END})"
)


def without_honours(line: str) -> str:
    """``line`` without the Malaysian titles and Burmese honorifics opening its pieces
    (see the module); else ``line``."""
    line = with_stopped_ranks(line)  # "Lt Col Sarah Whitcombe" (bylines72)
    if not (
        "Da" in line
        or "Hj" in line
        or "Ha" in line
        or "Sri" in line
        or "U " in line
        or "Ko " in line
    ):
        return line  # (most lines: none of them)
    return _BURMESE_NAME.sub(r"\1", _MALAY_RUN.sub(r"\1", line))


__all__ = ["without_honours"]
