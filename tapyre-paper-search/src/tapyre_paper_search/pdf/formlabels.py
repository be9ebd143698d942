"""The labels of a cover form's title and people rows, and the names in a people row (pure).

Moved out of :mod:`~tapyre_paper_search.pdf.stackedform` (front44) so that
:mod:`~tapyre_paper_search.pdf.labelform` (a label with its value on its row) reads the
same labels as the stacked form (a label over its value): a grant report's borderless
table of "Project title" | the title, "Principal investigator" | "Ann Lee, Place",
"Co-investigators" | "Bo Chen (Place); Cy Dee (Place)".

* :data:`TITLE_LABEL`: a title's label ("Project title", "Title of the report",
  "Titel des Projekts", "Titre du projet", "Intitulé du projet", "Título", "Titolo");
* :data:`PEOPLE_LABEL`: a people's role label ("Principal investigator",
  "Co-investigators", "Applicant(s)", "Projektleitung", "Chercheur principal", …);
* :func:`row_names`: the same of a label table's row, whose value may be a list set as a
  wrapped paragraph;
* :func:`role_names`: the names of a people label's value lines.  Each line loses what
  follows a spaced dash (the person's place, "Ann Lee – Institute of X") and is cut at
  commas, semicolons and a spaced middle dot or bar; a piece's parenthesised aside is
  dropped ("Bo Chen (Place)"), one wrapped onto the next line joined first; the pieces
  that read whole as one name (:func:`~tapyre_paper_search.pdf.authors.names_in_line`,
  not lenient) are the names.
  Where one line's later piece is no name (a place), every line is "Name, Place" and
  only its first piece is read: a place shaped like a name ("Eva Ruiz, Santa Clara") is
  nobody (review103).
  Where every line, its place cut off, is one person surname first ("Liu, F. – Dept. of
  Physics" / "Noyes, Christof – Institute of Oncology": an invention disclosure form's
  "Inventors", front60), the lines are read as a semicolon list of such people
  (:func:`~tapyre_paper_search.pdf.invertednames.inverted_names`), given names first.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.invertednames import inverted_names

TITLE_LABEL = re.compile(
    r"\s*(?:(?:project|proposal|paper|thesis|report)\s+title|title(?:\s+of\s+(?:the\s+)?"
    r"(?:project|proposal|paper|thesis|report|invention))?|projekttitel|titel(?:\s+des\s+projekts)?"
    r"|titre(?:\s+du\s+projet)?|intitulé(?:\s+du\s+projet)?|título(?:\s+del\s+proyecto)?"
    r"|titolo(?:\s+del\s+progetto)?)\s*:?\s*",
    re.IGNORECASE,
)
"""A title's label ("Project title", "Titel des Projekts", "Intitulé du projet")."""
PEOPLE_LABEL = re.compile(
    r"\s*(?:(?:co-?\s*)?(?:principal\s+)?investigators?(?:\s*\(s\))?|(?:main\s+|co-?\s*)?"
    r"applicants?(?:\s*\(s\))?|project\s+(?:lead(?:er)?s?|team)|team\s+members|"
    r"(?:co-?\s*)?authors?(?:\s*\(s\))?|researchers|inventors?|"
    r"(?:contact\s+|other\s+)?(?-i:PIs?)(?:\s*/\s*project\s+leaders?)?|"
    r"(?:haupt|mit)?antragsteller(?:in|innen)?(?:\s*\(in\))?|projektleit(?:ung|er|erin)|"
    r"autor(?:en|in|innen)?(?:\s*\(en\))?|chercheu(?:r|se)s?\s+principal(?:e|es|aux)?|"
    r"co-?chercheu(?:r|se)s?|porteu(?:r|se)\s+du\s+projet|responsable\s+scientifique|"
    r"auteure?s?(?:\s*\(e?s\))?|investigador(?:a|es|as)?(?:\s+principal(?:es)?)?|"
    r"co-?investigador(?:a|es|as)?|autor(?:es|as)?|responsabile\s+scientifico|"
    r"ricercatori|(?:name\s+of\s+(?:the\s+)?)?candidate)\s*:?\s*",  # a thesis form's (abs66)
    re.IGNORECASE,
)
"""A people's role label ("Principal investigator", "Co-investigators"; a thesis
approval form's "Candidate", abs66; also :mod:`.rolecolumns`); "PI" in capitals only
("Pi" is the number or phosphate; fix57a)."""
_DASH = re.compile(r"\s+[–—]\s+")
"""A spaced dash sets a person's place after the name ("Ann Lee – Santa Clara")."""
_CUT = re.compile(r"\s+[·|-]\s+|[,;]\s*")


def role_names(texts: Sequence[str]) -> list[str]:
    """The pieces of a people label's value lines ``texts`` that read whole as one name
    each (see the module), in order."""
    inverted = _inverted_rows(texts)
    if inverted:
        return inverted
    heads = [_DASH.split(text)[0] for text in _asides(texts)]
    rows = [[_bare(piece) for piece in _CUT.split(head)] for head in heads]
    rows = [[piece for piece in row if piece] for row in rows]
    places = any(_name(piece) is None for row in rows for piece in row[1:])
    found: list[str] = []
    for row in rows:
        for piece in row[:1] if places else row:
            name = _name(piece)
            if name is not None:
                found.append(name)
    return found


def _inverted_rows(texts: Sequence[str]) -> list[str]:
    """The people of value lines ``texts`` that are each one person surname first, their
    places after a spaced dash cut off (a place wrapped onto the next line with it),
    given names first; ``[]`` where a line is not such (front60).  One person alone, no
    place after a dash and no semicolon, needs an initial of one letter among its given
    names ("MACHIDA, VLADISLAV V."; no glued ones, "Washington, D.C.") or a given name
    :func:`~.invertednames.inverted_names` knows ("Lee, Ann"), as that reader asks of
    one person alone: "Müller, Schmidt" or "Weber, Berlin" is two surnames or a name and
    its town, no "Schmidt Müller" (fix57a)."""
    heads: list[str] = []
    placed = False
    for text in texts:
        if placed and "," not in text and not _DASH.search(text):
            continue  # the place above wrapped: "… – Graduate School" / "of Pharmacology"
        heads += [piece.strip() for piece in _DASH.split(text)[0].split(";") if piece.strip()]
        placed = bool(_DASH.search(text))
    if not heads or any(head.count(",") != 1 for head in heads):
        return []
    alone = len(heads) == 1 and not any(_DASH.search(text) or ";" in text for text in texts)
    if alone and not _initialled(heads[0]) and not inverted_names(heads[0], lenient=True):
        return []  # one person alone, nothing marking a person's name (fix57a)
    people = inverted_names("; ".join(heads) + ";")  # the semicolon list's reading
    return people if len(people) == len(heads) else []


def _initialled(head: str) -> bool:
    """Whether the given names of ``head`` ("Surname, Given names") hold an initial of
    one capital letter and its stop ("V.")."""
    return any(
        len(word) == 2 and word[0].isupper() and word[1] == "."
        for word in head.split(",")[1].split()
    )


def row_names(texts: Sequence[str]) -> list[str]:
    """The names of a people row's value lines ``texts`` in a label table
    (:mod:`.labelform`): :func:`role_names` of the lines, or of one text where they hold a
    semicolon (a list set as a paragraph and wrapped in its cell: "Tracy L. Huard" /
    "(Place); Philip" / "C. Myers (Place)"), a word hyphenated at a line's end joined with
    its hyphen kept ("Abu-" / "Shammala"); or of one text where that reads as more names,
    all of them names, than the lines do (a comma list of names wrapped inside a name:
    "…, Thomas" / "Page, A. Lee"; abs66)."""
    if any(";" in text for text in texts):
        return role_names([_joined(texts)])
    names = role_names(texts)
    if len(texts) > 1 and "," in texts[0]:
        whole = role_names([_joined(texts)])
        if len(whole) > max(1, len(names)):  # (one piece no name: the first alone)
            return whole
    return names


def _joined(texts: Sequence[str]) -> str:
    """Value lines ``texts`` as one text, a word hyphenated at a line's end joined with
    its hyphen kept."""
    out = ""
    for text in texts:
        piece = text.strip()
        out = out + piece if out.endswith("-") else f"{out} {piece}".strip()
    return out


def _asides(texts: Sequence[str]) -> list[str]:
    """``texts`` with a line whose parenthesised aside wraps onto the next ("Bo Chen
    (Division" / "of Computer Science); Cy Dee (Place)") joined with it (front44)."""
    out: list[str] = []
    for text in texts:
        if out and out[-1].count("(") > out[-1].count(")"):
            out[-1] = f"{out[-1]} {text.strip()}"
        else:
            out.append(text)
    return out


def _bare(piece: str) -> str:
    """A value piece without its parenthesised asides ("Ann Lee (PI)")."""
    return re.sub(r"\([^)]*\)", "", piece).strip()


def _name(piece: str) -> str | None:
    """The one name ``piece`` reads whole as (not lenient), else ``None``."""
    read = names_in_line(piece) if piece else []
    return read[0] if len(read) == 1 and len(read[0]) >= len(piece) - 1 else None
