"""A name read from capitals given the small letters the page writes it with (pure; names41).

A byline in capitals ("WYTSKE FAN DER BOSK") is read back in title case with known
particles lowered (:func:`~tapyre_paper_search.pdf.namewords.as_name`: "Wytske Fan der
Bosk"); a particle no list holds ("fan", West Frisian) cannot be told from a short given
name there ("JOHN LEE VAN DER BERG", "MARIA ANA DE SOUZA").  The page itself may tell:
a running head, a footnote or a correspondence line writes the same name in mixed case
("W. fan der Bosk", "Wytske fan der Bosk").

:func:`cased_by_page` takes, for a name of three words or more with a capitalised word
between its first and its last that the page sets in capitals (the evidence the name
was read from capitals: a name set in mixed case on the byline keeps its own casing),
the casing of a mixed-case writing of that word through the name's last word, where that
writing sets the word in small letters and the last word capitalised and follows one of
the name's own words before it or its initial ("W. fan der Bosk"; review145: not prose
before a cited surname, "… prices rose Long …" for "MARY ROSE LONG").  A page that
writes the name in no other way leaves it as read.  Two people of a byline in capitals
who share a surname ("PIETER TEN BRINK, ANNA TEN BRINK") share its casing: where one of
them is recased by the page's writing ("A. ten Brink"), the other's same last words
take that casing too (:func:`_shared_surname`; names42).  A hyphenated word of a name
read from capitals takes the page's mixed-case writing of it, capitalised, where the
page has one ("KIM MIN-JUN" + "Kim Min-jun" in a footnote → "Kim Min-jun";
:func:`_hyphen_cased`, names42): which half a romanised name capitalises ("Min-jun",
"Chang-Peng", "Jean-Luc") the capitals cannot tell; fix42a: only a writing next to
the name's other words or their initials ("Jean-pierre" in prose elsewhere leaves
"JEAN-PIERRE SERRE" as "Jean-Pierre Serre").  A word of the name in capitals that
:mod:`~tapyre_paper_search.pdf.capscase` kept as "Mc" + small letters (a Nguni shape:
"Mchunu") takes the page's writing "Mc" + a capital where the page has one
("MCHALE" + "K. McHale" → "McHale"; :func:`_mc_cased`, fix42a).
"""

from __future__ import annotations

import re

_MIN_WORDS = 3


def _inner_capitals(words: list[str]) -> list[int]:
    """The indices of ``words``' capitalised words between the first and the last."""
    return [k for k in range(1, len(words) - 1) if words[k][:1].isupper()]


def _pattern(words: list[str]) -> re.Pattern[str]:
    return re.compile(
        r"(?<!\w)" + r"\s+".join(re.escape(w) for w in words) + r"(?!\w)", re.IGNORECASE
    )


def _in_capitals(words: list[str], text: str) -> bool:
    """Whether the page sets ``words`` in capitals (cheap gate first: the last word in
    capitals somewhere on the page)."""
    return words[-1].upper() in text and any(
        m.group(0).isupper() for m in _pattern(words).finditer(text)
    )


def _recased(name: str, text: str) -> str:
    """``name`` with the casing of a mixed-case writing on the page (see the module)."""
    words = name.split()
    inner = _inner_capitals(words)
    if not inner or not _in_capitals(words, text):
        return name  # (the name was not set in capitals on the page)
    for k in inner:
        for match in _pattern(words[k:]).finditer(text):
            found = match.group(0).split()
            if (
                found[0].islower()
                and found[-1][:1].isupper()
                and not found[-1].isupper()
                and _after_own_word(text[: match.start()], words[:k])
            ):
                return " ".join([*words[:k], *found])
    return name


def _after_own_word(before: str, given: list[str]) -> bool:
    """Whether ``before`` (the page's text up to a mixed-case writing) ends on one of
    ``given``, the name's words before it, or on its initial ("W. fan der Bosk",
    "Wytske fan der Bosk"): the same person written again, not a word of prose before
    a cited surname ("… prices rose Long …", "… may Smith …"; review145)."""
    last = before.rsplit(maxsplit=1)[-1] if before.strip() else ""
    return any(
        last.lower() == word.lower() or last.rstrip(".").lower() == word[:1].lower()
        for word in given
    )


def cased_by_page(names: tuple[str, ...], text: str) -> tuple[str, ...]:
    """``names`` with each name read from capitals given the page's mixed-case writing
    of its inner words (see the module); the others as they are."""
    names = tuple(_mc_cased(n, text) if _MC_LOWERED.search(n) else n for n in names)
    if not any(
        "-" in n or (len(n.split()) >= _MIN_WORDS and _inner_capitals(n.split())) for n in names
    ):
        return names
    out = [_recased(n, text) if len(n.split()) >= _MIN_WORDS else n for n in names]
    out = [_hyphen_cased(n, text) if "-" in n else n for n in out]
    recased = [new for new, old in zip(out, names, strict=True) if new != old]
    if recased:
        out = [
            _shared_surname(new, recased, text) if new == old else new
            for new, old in zip(out, names, strict=True)
        ]
    return tuple(out)


# A name's word read from capitals as "Mc" and small letters (a Nguni shape kept whole
# by :mod:`~tapyre_paper_search.pdf.capscase`: "Mchunu", and so "Mchale" too).
_MC_LOWERED = re.compile(r"(?<!\w)Mc[a-z]{3,}(?!\w)")


def _mc_cased(name: str, text: str) -> str:
    """``name`` with each word read "Mc" + small letters written as the page writes it
    "Mc" + a capital, where the page sets it in capitals too ("MCHALE" + "K. McHale" in
    a footnote → "McHale"; fix42a): the page, not the letters, tells the Gaelic prefix
    from a Nguni "Mchunu"."""
    words = name.split()
    for k, word in enumerate(words):
        if not _MC_LOWERED.fullmatch(word) or word.upper() not in text:
            continue
        for match in _pattern([word]).finditer(text):
            found = match.group(0)
            if found[:2] == "Mc" and found[2:3].isupper() and not found.isupper():
                words[k] = found
                break
    return " ".join(words)


def _shared_surname(name: str, recased: list[str], text: str) -> str:
    """``name``, set in capitals on the page and left as read, with the casing of a
    recased co-author's name whose last words, from a lower-case particle on, are
    ``name``'s from one of its inner capitalised words on ("Pieter Ten Brink" beside
    "Anna ten Brink": "Pieter ten Brink")."""
    words = name.split()
    inner = _inner_capitals(words) if len(words) >= _MIN_WORDS else []
    if not inner or not _in_capitals(words, text):
        return name
    for other in recased:
        theirs = other.split()
        for k in inner:
            tail = len(words) - k
            same = [w.casefold() for w in words[k:]] == [w.casefold() for w in theirs[-tail:]]
            if tail < len(theirs) and same and theirs[-tail][:1].islower():
                return " ".join([*words[:k], *theirs[-tail:]])
    return name


def _hyphen_cased(name: str, text: str) -> str:
    """``name`` with each hyphenated word the page sets in capitals written as the page
    writes it in mixed case, capitalised, elsewhere ("Min-jun" for "MIN-JUN")."""
    words = name.split()
    for k, word in enumerate(words):
        if "-" not in word or word.upper() not in text:
            continue
        others = words[:k] + words[k + 1 :]
        for match in _pattern([word]).finditer(text):
            found = match.group(0)
            if (
                found != word
                and found[:1].isupper()
                and not found.isupper()
                and _beside_own_word(text, match.start(), match.end(), others)
            ):
                words[k] = found
                break
    return " ".join(words)


def _beside_own_word(text: str, start: int, end: int, others: list[str]) -> bool:
    """Whether the writing ``text[start:end]`` is written as part of the same name: the
    word right before it or right after it is one of the name's ``others`` or its
    initial ("Kim Min-jun", "Min-jun Kim", "M.-J. Kim" …), not the same word elsewhere
    ("Jean-pierre" in a citation, for "JEAN-PIERRE SERRE"; fix42a)."""
    before = text[:start].rsplit(maxsplit=1)
    after = text[end:].split(maxsplit=1)
    near = [w.strip(",;:()") for w in (before[-1:] + after[:1])]
    return any(
        w.casefold() == o.casefold()
        or (w.rstrip(".").casefold() == o[:1].casefold() and w.endswith("."))
        for w in near
        for o in others
    )
