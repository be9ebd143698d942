"""A byline in Arabic, Persian, Hebrew, Devanagari or Thai letters (pure; bylines67).

These scripts have no capital letters, which every reading of a byline's names but
:mod:`~tapyre_paper_search.pdf.cjknames`' asks for, so "د. سارة حسن و أ.د. عمر الخطيب"
or "राजेश कुमार शर्मा, सुनीता देवी एवं अमित वर्मा" named nobody.  :func:`script_names`
reads a line written in one of them (no Latin, Greek or Cyrillic letter, no digit but a
closing mark's) where it is a list of names by its shape:

* the line is cut at commas (",", the Arabic "،"), semicolons and the script's "and": the
  Arabic and Persian "و" (a word alone, or glued to the next name's first word or title,
  "وخالد", "وأ.د."), the Hebrew "ו" glued likewise ("ויוסף", "וד"ר"), the Hindi "एवं",
  "और", "तथा", the Thai "และ"; a glued "and" cuts only where both sides are a name's
  length (:data:`_SHORTEST` words and more) or a title follows it: "وحيد", "ורד" (given
  names opening on the letter) stay whole;
* the script's titles open a piece and are dropped (:data:`_TITLES`: "د.", "أ.د.",
  "دکتر", ד"ר, "פרופ'", "डॉ.", "प्रो.", "ผศ.", "รศ.", "ดร.", …), a Thai abbreviated
  title glued to the name too ("ผศ.ดร.สมชาย");
* every piece left is a name: :data:`_SHORTEST` to five words of the script (two
  exactly in Thai, given name and surname), an Arabic one not opening on the article
  "ال" (a noun phrase's, "التعليم العالي": a given name takes no article), none of its
  words a unit of an institution or a function word of prose (:data:`_NOT_NAME_WORDS`,
  a Thai word opening on such a unit: "قسم علوم الحاسب، كلية الحاسب", "המחלקה למדעי
  המחשב, הפקולטה להנדסה", "गणित विभाग, दिल्ली विश्वविद्यालय", "في هذا البحث، نقدم …"
  are an affiliation and a sentence, fix62a).

A line with one piece is read only where a title opened it ("د. محمد أحمد العلي"): two
or three words alone are as likely a heading.  Nor is a line of two pieces joined only
by "and", with no comma and no title, read ("آموزش عالی و پژوهش علمی" is a title's
shape too), unless every piece closes on a footnote mark glued to it ("กมล แสงทอง¹ และ
วิไล ประเสริฐ²"; bylines69): a heading's words carry none.  Arabic drawn in
presentation forms (U+FB50–U+FDFF, U+FE70–U+FEFF) is folded first (NFKC), and the
names are given so.  Any other line: ``None``.
"""

from __future__ import annotations

import re
import unicodedata

_SCRIPTS = {
    "arabic": "\u0600-\u06ff\u0750-\u077f",
    "hebrew": "\u05d0-\u05ea\u05f3\u05f4'\"",
    "devanagari": "\u0900-\u097f",
    "thai": "\u0e01-\u0e4e",
}
"""Each script's letters (and marks inside its words: Hebrew's geresh and gershayim)."""

_ANY = re.compile(r"[\u0600-\u06ff\u05d0-\u05ea\u0900-\u097f\u0e01-\u0e4e]")
_PRESENTATION = re.compile(r"[\ufb50-\ufdff\ufe70-\ufeff]")
_OTHER_LETTER = re.compile(r"[A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff]")
_CUT = re.compile(r"\s*[,،;؛]\s*")
_JOIN_WORDS = frozenset({"و", "एवं", "और", "तथा", "และ"})
_GLUED = {"arabic": "و", "hebrew": "ו"}
_MARKS = re.compile(r"(?<=[^\s\d])[\d*†‡§¹²³⁴-⁹]{1,3}$")
"""A closing mark glued to a name's last word ("حسن1", "לוי*"); a year apart is no mark."""
_SHORTEST = 2

_TITLES = {
    "arabic": ("أ.د.", "أ. د.", "أ.م.د.", "م.د.", "د.", "م.", "أ.", "دکتر", "مهندس"),
    "hebrew": ('ד"ר', "ד״ר", "פרופ'", "פרופ׳", 'עו"ד', "עו״ד", "הרב"),
    "devanagari": ("डॉ.", "डा.", "प्रो.", "प्रोफेसर", "श्रीमती", "श्री", "सुश्री"),
    "thai": ("ศ.", "รศ.", "ผศ.", "ดร.", "นพ.", "พญ.", "ทพ.", "ภก."),
}
"""Each script's titles before a name, longest first where one opens another."""

_NOT_NAME_WORDS = {
    "arabic": frozenset(
        (  # noqa: SIM905
            "جامعة جامعه كلية قسم معهد مركز مرکز وزارة مستشفى مؤسسة شركة هيئة دانشگاه دانشکده"
            " پژوهشگاه پژوهشکده گروه موسسه وزارت بیمارستان في من على إلى الى عن هذا هذه ذلك"
            " التي الذي أن إن مع نحن هو هي در از به با این آن که را است برای"
        ).split()
    ),
    "hebrew": frozenset(
        (  # noqa: SIM905
            "אוניברסיטת אוניברסיטה האוניברסיטה מחלקה מחלקת המחלקה פקולטה הפקולטה מכון המכון"
            " מרכז המרכז חוג החוג בית של על את עם זו זה אנו אנחנו הוא היא כי אשר גם"
        ).split()
    ),
    "devanagari": frozenset(
        (  # noqa: SIM905
            "विश्वविद्यालय विभाग संस्थान महाविद्यालय केंद्र केन्द्र मंत्रालय अस्पताल में का की के है हैं"
            " से को पर यह हम इस"
        ).split()
    ),
    "thai": frozenset(
        ("มหาวิทยาลัย", "คณะ", "ภาควิชา", "สถาบัน", "ศูนย์", "โรงเรียน", "โรงพยาบาล", "กระทรวง")
    ),
}
"""Each script's words of an institution's units and of prose, in no person's name (a
Thai word opening on a unit's, which Thai glues to its name, is none either)."""


def _script(line: str) -> str | None:
    """The one script of :data:`_SCRIPTS` the letters of ``line`` are in, else ``None``."""
    found = [name for name, letters in _SCRIPTS.items() if re.search(f"[{letters}]", line)]
    letters = [name for name in found if name != "hebrew" or re.search("[\u05d0-\u05ea]", line)]
    return letters[0] if len(letters) == 1 else None


def _untitled(piece: str, script: str) -> tuple[str, bool]:
    """``piece`` with the titles opening it off (glued to the name in Thai), and whether
    there were any."""
    titled = False
    while True:
        words = piece.split()
        title = next((t for t in _TITLES[script] if piece.startswith(t)), None)
        if title is None or not words:
            return piece, titled
        rest = piece[len(title) :]
        if script != "thai" and rest[:1] not in ("", " "):
            return piece, titled  # "מר" is no title of "מרדכי"
        piece, titled = rest.strip(), True


def _glued_cuts(piece: str, script: str) -> list[str]:
    """``piece`` cut before a word opening on the script's glued "and" where a title
    follows the letter, or both sides hold a name's length of words."""
    glue = _GLUED.get(script)
    words = piece.split()
    if glue is None:
        return [piece]
    for k in range(1, len(words)):
        word = words[k]
        if not word.startswith(glue) or len(word) < 2:
            continue
        rest = word[len(glue) :]
        titled = _untitled(rest, script)[1]
        if titled or (k >= _SHORTEST and len(words) - k >= _SHORTEST):
            head = " ".join(words[:k])
            return [head, *_glued_cuts(" ".join([rest, *words[k + 1 :]]), script)]
    return [piece]


def _is_name(name: str, script: str) -> bool:
    """Whether ``name`` is shaped as one person's name in ``script`` (see the module)."""
    words = name.split()
    letters = _SCRIPTS[script]
    if not all(re.fullmatch(f"[{letters}]+", w) for w in words):
        return False
    stops = _NOT_NAME_WORDS[script]
    if any(w in stops or (script == "thai" and w.startswith(tuple(stops))) for w in words):
        return False
    if script == "thai":
        return len(words) == _SHORTEST
    if script == "arabic" and words and words[0].startswith("ال"):
        return False
    return _SHORTEST <= len(words) <= 5


def script_names(line: str) -> list[str] | None:
    """The names of ``line`` when it is a byline in Arabic, Persian, Hebrew, Devanagari
    or Thai letters (see the module), each as printed (Arabic presentation forms
    folded); ``None`` otherwise."""
    if not _ANY.search(line) and not _PRESENTATION.search(line):
        return None
    if _PRESENTATION.search(line):
        line = unicodedata.normalize("NFKC", line)
    script = _script(line)
    if script is None or _OTHER_LETTER.search(line):
        return None
    commas = _CUT.split(line.strip())
    pieces = [
        part
        for piece in commas
        for joined in re.split(r"\s+(?:" + "|".join(_JOIN_WORDS) + r")\s+", piece)
        for part in _glued_cuts(joined.strip(), script)
    ]
    names: list[str] = []
    titled = False
    marked = len(pieces) > 1  # every name with its closing mark (bylines69)
    for piece in pieces:
        bare = _MARKS.sub("", piece.strip()).strip()
        name, had = _untitled(bare, script)
        titled = titled or had
        marked = marked and bare != piece.strip()
        if not _is_name(name, script):
            return None
        names.append(name)
    if not titled and not marked and (len(names) < 2 or len(commas) < 2):
        return None
    return names


__all__ = ["script_names"]
