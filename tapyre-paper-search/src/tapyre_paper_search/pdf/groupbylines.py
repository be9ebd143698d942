"""A byline piece that names a group of people, not a person (pure; bylines57).

Trials, studies and surveys are often signed by their group: "The ORION Trial
Investigators", "The HELIX Consortium", "Cancer Genome Collaborators", "The Writing
Group".  Read as names, the capitalised words ran together into people ("The
ORION" and "Trial Investigators").  :func:`names_a_group` tells such a piece by its last
word, a noun for a body of people that no personal name closes on (investigators,
collaborators, consortium, collaboration, group, team, network, …, or a German compound
closing on "-gruppe" or "-konsortium"), after at least one word that is capitalised, an
acronym, or a small joining word ("the", "of", "on", "for").  The group itself is no
author of the record: it names nobody, whether it stands alone or after the names ("Ann
Lee and the ORION Trial Investigators" names Ann Lee); its members listed after a colon
are its authors ("The HELIOS Collaboration: Rania Haddad, Piet Jansen"; bylines71).
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.strictcuts import opens_a_person

# A body of people's noun closing its name, lower-cased, and the German compounds.
_GROUP_NOUNS = frozenset(
    (  # noqa: SIM905
        "investigators collaborators consortium consortia collaboration collaborative "
        "group groups team teams network committee taskforce members researchers"
    ).split()
)
_GERMAN_GROUP = re.compile(r"\w+(?:gruppe|konsortium)$")
# bylines66: the Romance nouns for a group opening its name ("Grupo Brasileiro de …",
# "Gruppo Italiano Linfomi", "Groupe Francophone de …"), capitalised; no noun that is a
# name too ("Red Smith", "Rete").
_GROUP_HEADS = frozenset(
    (  # noqa: SIM905
        "Grupo Groupe Gruppo Consórcio Consorcio Consorzio Réseau Equipe Équipe Equipo"
    ).split()
)
# The small words a group's name may hold between its capitalised words.
_JOINING = frozenset({"the", "of", "on", "for", "and", "in", "&"})


# A group's name after "for the", run on after the last name with no comma ("Elena
# Petrova for the Working Group on Arctic Fisheries"; bylines58): up to five capitalised
# words, the last a body's noun (capitalised), then the line's end, a separator or the
# group's small words ("on", "of").  "for" alone is too common to cut at ("Centre for …").
_FOR_GROUP = re.compile(
    r"(?<=[^\W\d_.])\s+(?=for\s+the\s+(?:[A-Z][\w-]*\s+){0,4}(?:"
    + "|".join(sorted(n.capitalize() for n in _GROUP_NOUNS))
    + r"|Working\s+Party|Task\s+Force|Panel|Board)(?:$|[\s,;]))"
)

# bylines66: a group joined to the last name by "with the" ("Hana Novotná with the
# CZECANCA Study Group", the group's name shaped as after "for the"), or by a Romance "and"
# and article before a group's noun opening its name ("… e o Grupo Brasileiro de Estudos
# em Sepse", "… y el Grupo Español de …", "… et le Groupe …"): the joining words are cut
# off as a comma, the group's name left a piece of its own, read as after a comma.
_WITH_GROUP = re.compile(
    r"(?<=[^\W\d_.])\s+(?:with\s+the\s+(?=(?:[A-Z][\w-]*\s+){0,4}(?:"
    + "|".join(sorted(n.capitalize() for n in _GROUP_NOUNS))
    + r")(?:$|[\s,;]))|(?:e\s+[oa]|y\s+el|y\s+la|et\s+le|et\s+la|e\s+il|e\s+la)\s+"
    r"(?=(?:" + "|".join(sorted(_GROUP_HEADS)) + r")\s+[^\W\d_]))"
)


_SIGNS = "*∗†‡§#"
_LIST_CUT = re.compile(r",\s*|;\s*|\s+(?:and|&)\s+")


def group_cut(text: str) -> str:
    """``text`` with a comma's cut before "for the" and a group's name run on after a
    name (see :data:`_FOR_GROUP`), so the name is read alone, as after a comma; "with
    the" or a Romance "and" and article before a group (:data:`_WITH_GROUP`) made a
    comma; so is the colon closing a group's name that opens the line where a member (a
    given name or an initial) opens the rest ("The NORDIC-HF Investigators: Kari Solberg,
    …"; bylines71)."""
    if " for the " in text:
        text = _FOR_GROUP.sub(" , ", text)
    head, colon, rest = text.partition(": ")
    # "The HELIOS Collaboration: Ann Lee"; a title after the colon stays ("The Writing
    # Group: A History"): a member, a given name or an initial, must open the rest
    if colon and rest.strip() and names_a_group(head.rstrip(_SIGNS)) and _members(rest):
        text = f"{head} , {rest}"
    if " with the " in text or " e " in text or " y " in text or " et " in text:
        text = _WITH_GROUP.sub(" , ", text)
    return text


def _members(rest: str) -> bool:
    """Whether a list of members opens ``rest``: a known given name or an initial opens it,
    or it is a list whose first piece is two or three capitalised words and a later piece
    opens so ("Siri Vestbø, Mikael Forsberg": "Siri" is in no list; bylines72)."""
    if opens_a_person(rest):
        return True
    parts = _LIST_CUT.split(rest)
    first = parts[0].split()
    return (
        len(parts) > 1
        and 2 <= len(first) <= 3
        and all(w[0].isupper() for w in first)
        and any(p.strip() and opens_a_person(p) for p in parts[1:])
    )


def _without_named_study(words: list[str]) -> list[str]:
    """``words`` cut after a body's noun that a study's name goes on from ("Writing
    Committee for the NORDIC-HF Trial" → "Writing Committee"; bylines72): the noun, then a
    small joining word, then only capitalised or joining words; ``words`` itself where none."""
    for at in range(len(words) - 2, 0, -1):
        if words[at].lower() in _GROUP_NOUNS and words[at + 1] in _JOINING:
            tail = words[at + 1 :]
            if any(w[0].isupper() for w in tail) and all(
                w[0].isupper() or w[0].isdigit() or w in _JOINING for w in tail
            ):  # a study's number too ("HEART-2")
                return words[: at + 1]
    return words


def names_a_group(piece: str) -> bool:
    """Whether ``piece`` is a group's name (see the module): two words or more, the last
    a noun for a body of people (a German compound closing on one too), the others
    capitalised or small joining words, at least one word before the noun capitalised;
    or a Romance noun for a group (:data:`_GROUP_HEADS`) then a capitalised word.  The noun
    may be followed by the study it serves ("Steering Committee of the ORBIT Trial")."""
    words = piece.replace("-", " ").split()
    if len(words) < 2:
        return False
    if words[0] in _GROUP_HEADS and words[1][0].isupper():  # "Gruppo Italiano Linfomi"
        return True
    words = _without_named_study(words)
    last = words[-1].rstrip(".,").lower()
    if last not in _GROUP_NOUNS and not _GERMAN_GROUP.fullmatch(last):
        return False
    head = words[:-1]
    return all(w[0].isupper() or w.lower() in _JOINING for w in head) and any(
        w[0].isupper() for w in head
    )


__all__ = ["group_cut", "names_a_group"]
