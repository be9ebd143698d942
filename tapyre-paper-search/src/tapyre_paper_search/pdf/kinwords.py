"""Lower-case words of kin that link a given name to the father's name, by culture (pure;
names43).

Kind targeted: a name holding such a word between its two capitalised words, "Iyad ag
Alghabass", "Fadimata welet Intahmadou" — read as no name at all when it stands alone on
its line, and left out of a list of names, because the word was on no list of links
(every name names42's held-out set missed was one of these).

Contract: :data:`KIN_LINKS` holds only lower-case words, each a "son of" / "daughter of"
word of a naming tradition; like :data:`.namewords.PATRONYMS` (which it joins) a word
of it links a name only in lower case and only between capitalised name words — never a
name's first or last word.  A capitalised one ("Ould", "Ag") is no link here.  No word
of it is a function word of a language bylines are set in.
"""

from __future__ import annotations

KIN_BY_CULTURE: dict[str, tuple[str, ...]] = {
    # Tuareg (Tamasheq): "ag" son of, "welet" / "ult" daughter of
    "tuareg": ("ag", "welet", "ult"),
    # Hassaniya (Mauritania, Western Sahara): "ould" son of, "mint" daughter of
    "hassaniya": ("ould", "mint"),
    # Sudanese Arabic: "wad" son of
    "sudanese": ("wad",),
    # Malaysian Indian (bylines66): "a/l" (anak lelaki) son of, "a/p" (anak perempuan)
    # daughter of: "Ravichandran a/l Subramaniam"
    "malaysian indian": ("a/l", "a/p"),
}
"""The words of kin of each tradition, lower case."""

KIN_LINKS = frozenset(w for words in KIN_BY_CULTURE.values() for w in words)
"""Every word of :data:`KIN_BY_CULTURE`."""


def kin_link(word: str) -> bool:
    """Whether ``word`` is a lower-case word of kin (:data:`KIN_LINKS`; case matters)."""
    return word in KIN_LINKS


def _capitalised(word: str) -> bool:
    return word[:1].isupper()


def unlinked(text: str) -> str:
    """``text`` without its words of kin that stand where a name holds them: in lower
    case, between two capitalised words ("Iyad ag Alghabass" → "Iyad Alghabass").

    For the affiliation and place tests only: "ag" is also the German company form "AG"
    (an affiliation word in any case), which made a line holding "Iyad ag Alghabass" an
    affiliation.  A capitalised "AG" ("Siemens AG") and a word of kin anywhere else are
    kept.  ``text`` itself when it holds no word of kin (the cheap gate: this runs on
    every front-page line)."""
    if not any(f" {w} " in text for w in KIN_LINKS):
        return text
    words = text.split(" ")
    kept = [
        w
        for k, w in enumerate(words)
        if not (
            w in KIN_LINKS
            and 0 < k < len(words) - 1
            and _capitalised(words[k - 1])
            and _capitalised(words[k + 1])
        )
    ]
    return " ".join(kept)
