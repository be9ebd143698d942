"""A web page's link words that read like a name (pure; front41b).

A card under a post ("Ann Lee" over her note) often closes with a link in the name's
bold, or in capitals: "Read More", "VIEW PROFILE", "Learn More".  Two capitalised
words with no word a name cannot hold, the byline reader took such a link for a
person.  :data:`LINK_PHRASES` holds these links by language (English, German,
French, Spanish), as the words are written whatever their case;
:func:`~tapyre_paper_search.pdf.namewords.as_name` refuses a piece that is one of
them whole, asking :func:`is_link_phrase` only when the piece's last word is one a
link ends with (:data:`LINK_LAST`, the cheap gate).
"""

from __future__ import annotations

from collections.abc import Sequence

LINK_PHRASES = frozenset((
    # English
    "read more", "learn more", "see more", "show more", "view more", "find out more",
    "discover more", "more info", "view profile", "see profile", "full profile",
    "view full profile", "read full profile", "view bio", "full bio", "read bio",
    "read full bio", "continue reading", "keep reading", "read the full story",
    # German
    "mehr lesen", "mehr erfahren", "mehr anzeigen", "zum profil", "profil ansehen",
    "zum artikel", "weiter lesen",
    # French
    "lire la suite", "en savoir plus", "voir plus", "voir le profil", "lire plus",
    # Spanish
    "leer más", "ver más", "saber más", "ver perfil", "seguir leyendo",
))  # fmt: skip
"""The links, in lower case, their words one space apart."""

LINK_LAST = frozenset(phrase.rsplit(" ", 1)[-1] for phrase in LINK_PHRASES)
"""The words a link of :data:`LINK_PHRASES` ends with, in lower case."""


def is_link_phrase(words: Sequence[str]) -> bool:
    """Whether ``words`` (a piece's words, as printed) are a link of
    :data:`LINK_PHRASES` whole, in any case."""
    return " ".join(words).lower() in LINK_PHRASES
