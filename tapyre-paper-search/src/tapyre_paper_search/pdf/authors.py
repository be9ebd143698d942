"""Author names from front-matter lines (pure).

The front matter mixes names with affiliations, addresses, e-mail addresses,
footnote marks (``*``, ``†``, ``1,2``) and superscripts.  A line is cut into
*pieces* (:func:`~tapyre_paper_search.pdf.linepieces.pieces`) at commas, "and" /
"und", "&", semicolons, bullets and wide gaps; marks, parenthesised asides and
e-mail addresses are dropped, and so is a "By" opening the line's first piece that is
no lone letter (a circled initial set before "By A, B and C"; a "By" later in the
line is a name's); names run together without any separator ("Jane Doe John Q.
Smith") are cut after each surname when every one of them is given names or initials
closed by a surname (four words or more, nothing left over); a piece is a
name when it looks like one (:func:`~tapyre_paper_search.pdf.namewords.as_name`:
two to five capitalised words, initials and name particles allowed, no
affiliation or country word, no digits).  The cuts inside a piece (names run
together, words for "and", academic titles) are :mod:`~tapyre_paper_search.pdf.namecuts`'.

:func:`names_in_line` reads a line in one of two ways.  Strictly (``lenient``
false): the line must not carry affiliation words at all and most of its
pieces must be names, so "Seattle, WA, USA" or "New York, USA" are not read
as people.  Leniently (the line classifier says the line holds authors): the
names before the first affiliation-like piece are taken, which reads
"JANE DOE, University of Somewhere, Country" as one author.

The PDF's author metadata is read by :mod:`~tapyre_paper_search.pdf.metaauthors`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.academictitles import ranks_only
from tapyre_paper_search.pdf.acronymtails import acronyms_proved, without_acronym_tail
from tapyre_paper_search.pdf.affilgroups import (
    dashed_names,
    grouped_by_acronym,
    grouped_by_affiliation,
)
from tapyre_paper_search.pdf.affilpairs import paired_names
from tapyre_paper_search.pdf.birthnames import without_birth_names
from tapyre_paper_search.pdf.byleads import body_after_lead
from tapyre_paper_search.pdf.bylinecrafts import others_names
from tapyre_paper_search.pdf.citylines import city_before_place, city_closing_line, places_gone
from tapyre_paper_search.pdf.cjknames import caseless_names
from tapyre_paper_search.pdf.degreetails import is_degree, line_has_degrees, without_degrees
from tapyre_paper_search.pdf.dotteddegrees import without_dotted_degrees
from tapyre_paper_search.pdf.etal import without_et_al
from tapyre_paper_search.pdf.firmbeside import (
    firms_beside_names,
    without_firms_with,
    without_trade_names,
)
from tapyre_paper_search.pdf.firmforms import closes_on_legal_form
from tapyre_paper_search.pdf.forbodies import without_body_for
from tapyre_paper_search.pdf.groupbylines import names_a_group
from tapyre_paper_search.pdf.honourwords import without_honours
from tapyre_paper_search.pdf.invertednames import inverted_names
from tapyre_paper_search.pdf.jobtitles import is_job_title
from tapyre_paper_search.pdf.kinwords import unlinked
from tapyre_paper_search.pdf.linepieces import pieces
from tapyre_paper_search.pdf.mononyms import one_word_names
from tapyre_paper_search.pdf.namecuts import (
    given_either_side,
    names_of,
    one_of_a_list,
    titles,
)
from tapyre_paper_search.pdf.namewords import SUFFIXES
from tapyre_paper_search.pdf.namewords import is_place as _is_place
from tapyre_paper_search.pdf.nicknames import without_nicknames
from tapyre_paper_search.pdf.panelbylinemarks import without_panel_marks
from tapyre_paper_search.pdf.personpiece import firm_piece
from tapyre_paper_search.pdf.personpiece import person_name as _person_name
from tapyre_paper_search.pdf.personworks import person_before_title
from tapyre_paper_search.pdf.picturecredits import without_credits
from tapyre_paper_search.pdf.placenames import is_occasion, no_person
from tapyre_paper_search.pdf.rolelabels import before_other_role, names_other_role
from tapyre_paper_search.pdf.runinnames import is_prose, run_in_names
from tapyre_paper_search.pdf.scribenotes import scribe_names
from tapyre_paper_search.pdf.semicolongroups import grouped_names
from tapyre_paper_search.pdf.shapejoins import with_shape_joins
from tapyre_paper_search.pdf.strictcuts import cuts_lowered
from tapyre_paper_search.pdf.texmarks import without_tex_marks
from tapyre_paper_search.pdf.vancouvertail import without_title_tail

_MAX_AUTHORS = 60
_PARTED = re.compile(r":|\s[—–-]\s")  # a colon or a spaced dash (personworks' gate)

# A line naming the people who reviewed, edited, communicated or translated the work,
# or contributed to it: they are no authors ("Reviewed by Ann Lee", "Edited by …",
# "Herausgegeben von …", "With contributions from …").
_OTHERS_ROLE = re.compile(
    r"^\s*(?:(?:peer[- ])?reviewed|edited|communicated|translated|handled|moderated"
    r"|fact[- ]checked|recommended|accepted|illustrated|photographed|herausgegeben"
    r"|begutachtet|rezensiert|übersetzt|redigiert|lektoriert)\s+(?:by|von)\b"
    # the people who contributed to a work others wrote (bylines56): "With contributions
    # from …", "Mit Beiträgen von …", "Avec les contributions de …", "Con contribuciones de …"
    r"|^\s*(?:with\s+(?:additional\s+)?contributions?\s+(?:from|by)|mit\s+beiträgen\s+von"
    r"|avec\s+(?:la\s+|les\s+)?contributions?\s+de|con\s+(?:la\s+|las\s+)?contribuci"
    r"(?:ón|ones)\s+de|con\s+(?:il\s+|i\s+)?contribut[oi]\s+di)\b",
    re.IGNORECASE,
)


def names_others(line: str) -> bool:
    """Whether ``line`` opens with another role than an author's ("Communicated by …",
    "Edited by …", "Herausgegeben von …"): the people it names are no authors."""
    return bool(_OTHERS_ROLE.match(line))


def authors_from_lines(lines: Iterable[str], *, lenient: bool = False) -> tuple[str, ...]:
    """The author names in ``lines`` (their ``names`` texts), in order, without duplicates."""
    names: list[str] = []
    for line in lines:
        for name in names_in_line(line, lenient=lenient):
            if name not in names:
                names.append(name)
        if len(names) >= _MAX_AUTHORS:
            break
    return tuple(names)


def _city_placed(parts: list[str], k: int, line: str, memo: dict[int, bool]) -> bool:
    """Whether ``parts[k]`` is a city in an affiliation's place or closing the line
    (``memo``: the answers kept for ``parts``, so that a long line is read in linear time)."""
    return city_before_place(parts, k, _is_place, line, memo) or city_closing_line(parts, k, line)


def _at_suffix(piece: str) -> list[str]:
    """``piece`` cut after a generational suffix inside it (:data:`SUFFIXES`, after two
    words or more) when the words after it open with a job title or an affiliation
    ("Jane Doe Jr. Professor", "Ann Lee III Department of Physics": a name and its
    holder's post, no separator between; names40), else ``[piece]``.  A suffix closing
    the piece, or one before another name ("John Smith Jr. Jane Doe"), cuts nothing here."""
    words = piece.split()
    k = next((k for k in range(2, len(words) - 1) if words[k].lower() in SUFFIXES), 0)
    if not k:
        return [piece]
    rest = words[k + 1 :]
    post = cues.has_affiliation(" ".join(rest)) or any(
        is_job_title(" ".join(rest[:m])) for m in range(len(rest), 0, -1)
    )
    # the name ends as a piece cut at a comma ends: the suffix keeps its stop ("Jane Doe
    # Jr."; bylines57, linepieces._trimmed)
    return [" ".join(words[: k + 1]), " ".join(rest)] if post else [piece]


def _letter_spaced(piece: str) -> bool:
    """Whether ``piece`` is a word set letter-spaced in capitals ("N E W S", "R E V I E W":
    a kicker over the byline, three letters or more): no name, left out before the line
    is read, so that its pieces do not outnumber the names beside it (review140)."""
    words = piece.split()
    return len(words) >= 3 and all(len(w) == 1 and w.isupper() for w in words)


def _affiliated(line: str) -> bool:
    """Whether ``line`` holds an affiliation word (:func:`.cues.has_affiliation`) outside
    its pieces closing on a legal form: a firm beside the names ("Acme Pty Ltd and Ann
    Lee") is no affiliation of theirs, its piece is no name (bylines60); a firm with its
    place ("Xerox Corp, Palo Alto") is joined to no name and stays one (fix56b)."""
    if not cues.has_affiliation(unlinked(line)):
        return False
    cut = pieces(line)
    firms = firms_beside_names(line, cut)
    return not firms or cues.has_affiliation(unlinked(" , ".join(p for p in cut if p not in firms)))


def _lenient_names(parts: list[str], line: str) -> list[str]:
    """The names of ``line``'s ``parts`` read leniently: those before the first
    affiliation-like piece, a firm or a place (see the module), or each name set with its
    affiliation (:func:`.affilpairs.paired_names`, bylines63)."""
    # "Ann Lee, University of Oslo, Bo Chen, ETH Zurich": each name with its
    # affiliation (affilpairs, bylines63)
    paired = paired_names(parts, lambda part: _person_name(part, parts))
    # "Lars Nilsson, Karolinska Institutet, Stockholm; Maja Berg, …" (bylines64)
    paired = paired or grouped_names(line, lambda part: _person_name(part, parts))
    # "Chen Yu, HKUST …, and Rachel Adeyemi, University of Ibadan"; "Ann Lee – Universidad
    # de Chile; …": each name, its institution and places (affilgroups, bylines70)
    paired = paired or grouped_by_affiliation(parts, line, lambda part: _person_name(part, parts))
    paired = paired or dashed_names(line, lambda part: _person_name(part, [part]))
    if paired is not None:
        return paired
    names: list[str] = []
    memo: dict[int, bool] = {}
    beside = firms_beside_names(line, parts)
    for k, part in enumerate(parts):
        if not names and part in beside:
            continue  # "Acme Pty Ltd and Ann Lee": a firm opening the line (bylines60)
        # "Mott MacDonald Limited": a firm not beside the names is no person (bylines61)
        if _is_place(part) or (closes_on_legal_form(part) and part not in beside):
            break
        name = _person_name(part, parts)
        # "Grace Hopper Celebration", "Costa Rica"; "Fort Collins" before "CO, USA";
        # opening the line ("Costa Rica, Ann Lee") it is passed over, as read strictly
        if name and no_person(name, line) and not names:
            continue
        if name and (no_person(name, line) or _city_placed(parts, k, line, memo)):
            break
        if name:
            names.append(name)
    return names


def names_in_line(line: str, *, lenient: bool = False, vouched: bool = False) -> list[str]:
    """The names on one line, or ``[]`` when it is not a line of names (see the module).

    ``vouched``: a byline lead vouches for the line's names, which are read leniently
    then, though the strict reading would refuse them ("Ann Lee, Ministry of Health"
    after "Prepared by"), unless the line is a sentence (:func:`.runinnames.is_prose`).  A
    line opening with a run-in lead is read so after it (:func:`.runinnames.run_in_names`:
    "Prepared for the Ministry of Health by Ann Lee", "Report prepared by Ann Lee and
    Bo Chen", "Prepared by the Working Group: Ann Lee, Bo Chen"; tidy44)."""
    # "A ✉ B" (front61), "A^{a}, B^{b}", "A. Reviewers: C" (bylines66), "Tan Sri", "U" (bylines67)
    # 'Robert "Bob" Kline', "Anna Schmidt geb. Weber": a nickname or a birth name
    # inside a name (nicknames, birthnames; bylines70)
    line = before_other_role(without_tex_marks(without_panel_marks(without_honours(line))))
    line = without_birth_names(without_nicknames(line))
    line = without_dotted_degrees(line)  # "Ir. Bambang Susanto, M.T. dan Dr. …" (bylines71)
    if not line.strip() or _OTHERS_ROLE.match(line) or others_names(line) is not None:
        return []  # another role's byline, in any language (bylines47): "Traduit par …"
    if names_other_role(line):
        return []  # "Reviewers: …", "Traducción de …", "… (eds.)" (bylines58)
    scribes = scribe_names(line)  # a lecture's notes: its scribes, not the lecturer
    if scribes != line:
        return names_in_line(scribes, lenient=True, vouched=True) if scribes else []
    caseless = caseless_names(line)  # "김민준, 이서연", "山田 太郎、佐藤 花子" (bylines57)
    if caseless is not None:
        return caseless
    rest = run_in_names(line)
    if rest is not None:  # (shorter than the line: the lead is off it)
        return names_in_line(rest, lenient=True, vouched=True) if rest else []
    if vouched and is_prose(line):
        return []
    titled = person_before_title(line) if _PARTED.search(line) else None
    if titled is not None:  # "Omar Said: Quarterly Review" (personworks, bylines55)
        return names_in_line(titled, lenient=lenient)
    lenient = lenient or vouched
    # "Paul Grant for the Ministry of Health": the body signed for is no affiliation of
    # the line's (forbodies, bylines60)
    line = without_body_for(without_et_al(line))
    # a word of kin inside a name ("Iyad ag Alghabass") is no company's "AG" (names43)
    if not lenient and (cues.has_email(line) or _affiliated(line)):
        return []
    inverted = inverted_names(line, lenient=lenient)  # "Doe, Jane Q.; Lee, Ann" (front33)
    if inverted:
        return inverted
    if (one_named := one_word_names(line, lambda p: _person_name(p, [p]))) is not None:
        return one_named  # "Sutrisno, Wahyuni and Bambang Setiawan" (mononyms, bylines72)
    # "N E W S, Ann Lee": a kicker set letter-spaced is left out before it is read; so is
    # a run-in lead before a body ("PREPARED BY WORLD HEALTH ORGANIZATION", whose capitals
    # made it a name; byleads.body_after_lead, tidy43)
    split = pieces(line)
    degreed = line_has_degrees(split)  # "Ann Lee MD, Bo Chen MD" (fix56b)
    tailed = acronyms_proved(split)  # "Ann Lee NASA" (acronymtails, bylines72)
    cut = [
        without_acronym_tail(part, proved=tailed)
        for piece in with_shape_joins(split)  # "Jon Agirre eta Ane Ruiz" (bylines68)
        if not _letter_spaced(piece)
        and not body_after_lead(piece)
        and not names_a_group(piece)  # "The ORION Trial Investigators" (bylines57)
        # "ROMERO Y GUERRERO" (names44); "Ann Lee MD MPH": degrees off (degreetails, bylines60)
        for part in _at_suffix(without_degrees(cuts_lowered(piece, ()), degreed=degreed))
    ]
    cut = without_title_tail(cut)  # "Doe J, Lee K. DNA Damage in Yeast" (bylines60)
    cut = without_firms_with(cut)  # "KPMG LLP, with Ann Lee" (bylines63)
    cut = without_trade_names(line, cut)  # "Google DeepMind and Alphabet Inc" (bylines61)
    parts = [
        name
        for piece in cut
        for name in (
            [piece]
            # "Aurecon New Zealand Limited": one firm, no names run together (names59)
            if one_of_a_list(piece, line) or is_occasion(piece) or closes_on_legal_form(piece)
            else names_of(piece)
            if lenient
            else given_either_side(piece)
        )
    ]
    if not parts:
        return []
    if lenient:
        return _lenient_names(parts, line)
    # "Priyanka Iyer, IIT Madras, Chennai, and Arjun Menon, …": an acronym's institution
    # before its place, no name (affilgroups, bylines71)
    if (acronymed := grouped_by_acronym(parts, line, lambda p: _person_name(p, parts))) is not None:
        return acronymed
    if any(cues.POSTCODE.search(p) for p in parts):
        return []
    # a name's start: titles, or ranks cut off by an aside ("Maj. Gen. (Ret.)"; bylines63)
    parts = [p for p in parts if not 0 < titles(p) == len(p.split()) and not ranks_only(p)]
    # "Mott MacDonald Limited": a firm's piece is no person, though its words read as one
    named = [(k, name) for k, p in enumerate(parts) if (name := _person_name(p, parts))]
    # "Ann Lee, Costa Rica", "Ann Lee, Rio de Janeiro, Brazil": one name
    gone = places_gone(parts, named, line, _is_place)
    names = [name for k, name in named if k not in gone]
    parts = [p for k, p in enumerate(parts) if k not in gone]
    parts = [p for p in parts if not is_job_title(p)]  # "Ann Lee, Senior Analyst": one name
    # "Acme Pty Ltd and Ann Lee": a firm beside the names is no piece against them (bylines60)
    beside = firms_beside_names(line, parts)
    # a firm named by its words ("Ricardo Energy & Environment", "Norconsult AS and Ann
    # Lee") is no piece against the names either (bylines63)
    parts = [p for p in parts if p not in beside and not firm_piece(p, parts)]
    parts = [p for p in parts if not is_degree(p)]  # "Ann Lee, MD, PhD": one name (bylines60)
    parts = without_credits(parts)  # "Story by A | Illustration by D": A (front63)
    if len(names) * 2 <= len(parts) and not (len(parts) == 1 and names):
        return []
    return names
