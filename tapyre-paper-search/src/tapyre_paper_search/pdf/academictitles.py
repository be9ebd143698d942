"""Academic titles set before a name (pure; moved out of ``namecuts``, names59).

"Prof. Dr. Hans Müller", "Dr. med. A. Weber", "Assoc. Prof. Nguyen Van An": a run of
titles belongs to the name after it and closes none.  :func:`titles` counts the words
that open a piece as such titles; :mod:`~tapyre_paper_search.pdf.namecuts` keeps them in
the name while a line is read (a cue that it names a person),
:mod:`~tapyre_paper_search.pdf.conjunctioncuts` passes over them where it asks whether a
full name follows a word for "and", and :mod:`~tapyre_paper_search.pdf.untitledname`
drops them from the names given out.  The one list of honorifics (tidy60): titles of
address (:data:`ADDRESS`: "Mr", "Ms") are here too, and :data:`HONORIFIC`, a run of
either kind opening a name, is what the readers of labelled names drop.
"""

from __future__ import annotations

import re

# Academic titles set before a name ("Prof. Dr. Hans Müller", "Dr.-Ing. Anna Weber"):
# a run of them belongs to the name after it and closes none (review87: "Prof. Dr."
# had been read as a name of its own).  The title stays in the name while the line is read.
ACADEMIC = frozenset([
    "prof.", "prof", "dr.", "dr", "dr.-ing.", "univ.-prof.", "priv.-doz.", "dipl.-ing.", "habil.",
    # names59: titles of more countries, with their stop only ("Ing" and "Mag" open names):
    # a professor's rank ("Assoc. Prof."), Austria's "Mag.", Central Europe's "Ing.",
    # "Mgr.", "Bc.", "doc." and doctorates ("RNDr.", "MUDr."), Italy's "Dott."/"Dott.ssa",
    # Indonesia's "Ir.", "Drs.", "Dra."
    "assoc.", "asst.", "ass.-prof.", "mag.", "ing.", "mgr.", "bc.", "doc.", "rndr.",
    "phdr.", "mudr.", "judr.", "mvdr.", "dott.", "dott.ssa", "ir.", "drs.", "dra.",
    # bylines64: Russian ranks of a professor, written out or cut short, in any case
    # ("Профессор С. П. Волков", "доцент Н. А. Орлова")
    "профессор", "доцент", "проф.", "доц.",
    # Poland's engineer after another title than "Dr." ("mgr inż. Ewa Lis"); Germany's
    # diplomas in other fields than engineering ("Dipl.-Inf. Lukas Meier")
    "inż.", "dipl.-inf.", "dipl.-kfm.", "dipl.-kffr.", "dipl.-phys.", "dipl.-math.",
    "dipl.-psych.", "dipl.-biol.", "dipl.-chem.", "dipl.-geogr.", "dipl.-päd.",
    # bylines65: Turkey's associate professor and research assistant ("Doç. Dr.", "Arş.
    # Gör."), Mexico's master and licentiate ("Mtro.", "Lic."), Vietnam's doctor, master
    # and (associate) professor ("TS.", "ThS.", "PGS.TS."); all with their stop
    "doç.", "arş.", "gör.", "yrd.", "mtro.", "mtra.", "lic.", "licda.", "ts.", "ths.",
    "pgs.", "gs.", "pgs.ts.", "gs.ts.",
    # bylines66: the Arab world's engineer ("Eng. Rania Al-Khatib"), Bulgaria's doctor,
    # chief assistant and assistant ("д-р", "гл. ас."), Austria's female forms ("Mag.a",
    # "Dr.in"); all with their stop (a Russian or Ukrainian degree: :data:`_SOVIET_DEGREE`)
    "eng.", "д-р", "гл.", "ас.", "mag.a", "dr.in",
    # bylines71: Poland's master as written, a contraction with no stop ("mgr Ewa Lis"),
    # the Netherlands' master of laws ("mr. Sander Kok"), Sweden's doctorate and
    # associate professor ("Fil. dr Karin Lund", "docent Erik Ström")
    "mgr", "mr.", "fil.", "docent",
])  # fmt: skip
"""Academic titles, lower case; a run of them belongs to the name after it."""
# A doctorate's field after "Dr." ("Dr. med.", "Dr. rer. nat.", "Dr. phil.", "Dr. h. c."),
# lower case as written (fix55d).
# bylines64: Poland's "dr hab." (habilitated), "dr n. med." (of medical sciences) and
# "dr inż." (engineer), lower case as written.
FIELD_OF_DR = frozenset(
    ["med.", "rer.", "nat.", "phil.", "jur.", "sc.", "techn.", "h.", "c.", "h.c.", "hab.",
     "n.", "inż."]
)  # fmt: skip

# Titles of address set before a name, in English; compared lower case, with or without
# their stop (moved from ``untitledname``, tidy60).
ADDRESS = frozenset(["mr", "mrs", "ms", "mx"])
"""Titles of address ("Mr", "Ms"), lower case, without their stop."""
# bylines62: titles of honour, of the clergy and of military rank opening a name, and
# "Professor" written out ("Professor Sir Alistair Grant", "Rev. Dr. Samuel Adeyemi",
# "Sr. Mary Doyle", "Lt. Cmdr. Angela Ruiz", "Mme Hélène Dubois"): dropped from the names
# given out like the titles above.  Lower case, as written: the short forms with their
# stop only ("Col", "Gen", "Fr" and "Sr" open names or read "Senior"); "M." and "Me" are
# left out (an initial, an ordinary word).
# bylines63: military and police ranks cut short, with their stop only ("Col. James R.
# Whitaker", "Insp. Karen Doyle", "Supt. Ian Marsh"): titles, and a rank closes no name
# when a piece is cut into names run together (``namecuts.run_together``).
RANKS = frozenset([
    "col.", "lt.", "cmdr.", "cdr.", "comdr.", "lieut.", "maj.", "gen.", "capt.", "sgt.",
    "brig.", "adm.", "cpl.", "pvt.", "pte.", "insp.", "supt.", "det.", "cst.",
    # bylines64: the air force's and the navy's ("Sqn. Ldr.", "Wg. Cdr.", "Flt. Lt.",
    # "Surg. Capt.")
    "sqn.", "ldr.", "wg.", "flt.", "surg.",
])  # fmt: skip
"""Military and police ranks cut short, lower case with their stop."""
COURTESY = frozenset([
    "professor", "sir", "dame", "rev.", "revd", "revd.", "fr.", "sr.", "mme", "mme.",
    "mlle", "mlle.",
    # bylines64: a diplomat's and a legislator's ("H.E. Amb.", "Hon."), Italy's lawyer
    # ("Avv."), the French plural "MM." (messieurs), Greek "Δρ."/"Καθ." (doctor,
    # professor); all with their stop
    "h.e.", "amb.", "hon.", "avv.", "mm.", "δρ.", "καθ.",
    # bylines65: India's "Shri" and "Smt." (Mr, Mrs); Spain's "Dña."/"Doña" (the "D."
    # of a man is an initial too: :mod:`.dontitles`)
    "shri", "shri.", "smt.", "dña.", "doña",
    # bylines71: a religious brother beside the sister ("Br. Thomas Keane"), with its stop
    "br.",
]) | RANKS  # fmt: skip
"""Titles of honour, the clergy and rank, and "Professor", lower case as written."""
STOPPED = frozenset(word for word in COURTESY if word.endswith("."))
"""The titles of :data:`COURTESY` cut short, with their stop ("Rev.", "Amb.", "Col."): no
name's word (bylines64: "H.E. Amb. Fatou Diallo" is one name, "H.E. Amb." none)."""
# A professor's rank written out or cut short before the title ("Associate Professor",
# "Asst. Prof."): part of the run only before a title.
_RANK = r"(?:assoc(?:iate)?\.?\s+|asst\.?\s+|assistant\s+)"
_WRITTEN = sorted(ACADEMIC, key=lambda word: (-len(word), word))
# "Dr." and its field ("Dr. med.", "Dr. rer. nat.", "Dr. h. c."), the field lower case
# as written (a capital after "Dr." is an initial: "Dr. H. Weber"; fix57a).
_DR_FIELD = (
    r"dr\.?(?:\s+(?-i:"
    + "|".join(re.escape(word) for word in sorted(FIELD_OF_DR, key=lambda w: (-len(w), w)))
    + "))+"
)
HONORIFIC = re.compile(
    rf"^(?:{_RANK}?(?:{_DR_FIELD}|professor\.?|(?:{'|'.join(sorted(ADDRESS))})\.?|"
    rf"{'|'.join(re.escape(word) for word in _WRITTEN)})\s+)+",
    re.IGNORECASE,
)
"""A run of titles opening a name, each followed by a space: academic ones
(:data:`ACADEMIC`, as written; "Dr." with its field, :data:`FIELD_OF_DR`, fix57a), of
address (:data:`ADDRESS`, stop or none) and "Professor", a rank ("Associate", "Asst.")
before one of them; ``HONORIFIC.sub("", name)`` drops them (a study's investigators,
:mod:`~tapyre_paper_search.pdf.investigators`; a letter's signatories,
:mod:`~tapyre_paper_search.pdf.letterpage`)."""

# The first letters a title run may open with, in either case, drawn from the list itself
# (bylines72: "Fil. dr Karin Lund" had been passed over, "fil." listed, its "F" not); "к"
# opens a Soviet-style degree (below).
_TITLE_INITIALS = frozenset("кК").union(c for w in ACADEMIC for c in (w[0], w[0].upper()))
# bylines66: a Soviet-style degree, candidate or doctor of a field's sciences, lower case
# with its stops ("к.т.н.", "д.е.н.", "д.ф.-м.н."): a title before a name.
_SOVIET_DEGREE = re.compile(r"[кд]\.(?:[а-яёіїє]{1,3}\.-?){1,3}н\.")


def titles(piece: str) -> int:
    """How many words open ``piece`` as its academic titles (:data:`ACADEMIC` in any
    case, with a doctorate's field in lower case right after "Dr.": "Dr. med."; a
    Soviet-style degree, :data:`_SOVIET_DEGREE`, as written: "к.т.н.")."""
    if piece[:1] not in _TITLE_INITIALS:  # (most pieces: no title opens them)
        return 0
    words = piece.split()
    k = 0
    while k < len(words) and (
        words[k].lower() in ACADEMIC or _field_of_dr(words, k) or _SOVIET_DEGREE.fullmatch(words[k])
    ):
        k += 1
    return k


def ranks_only(piece: str) -> bool:
    """Whether every word of ``piece`` is a rank or another title cut short
    (:data:`STOPPED`; the last one's stop may be gone, cut off with the piece's end): "Maj.
    Gen" before an aside ("Maj. Gen. (Ret.) Paul Keane") is the start of a name, no name
    (bylines63; "H.E. Amb.", bylines64)."""
    words = piece.split()
    return bool(words) and all(
        (w if w.endswith(".") or k < len(words) - 1 else w + ".").lower() in STOPPED
        for k, w in enumerate(words)
    )


# bylines69: a doctorate's field by its shape, no list: a word of one to six lower-case
# letters and its stop ("dent.", "vet.", "oec.", "agr.", "paed.", "habil."), and "Dr."
# glued to its fields ("Dr.med.", "Dr.rer.nat.", "Dr.med.dent.").
_FIELD = re.compile(r"[a-zß-ÿąćęłńóśźżčďěňřšťůž]{1,6}\.")
_GLUED_DR = re.compile(r"[Dd]r\.(?:[a-zß-ÿąćęłńóśźżčďěňřšťůž]{1,6}\.)+")


def _field_of_dr(words: list[str], k: int) -> bool:
    """Whether ``words[k]`` is a doctorate's field, as written: lower case, right after
    "Dr." or after another field ("Dr. rer. nat.", "Dr. h. c.", "Dr. med. dent."; a
    word of lower-case letters and its stop, :data:`_FIELD`, bylines69), or "Dr." glued
    to its fields ("Dr.rer.nat."); a capital "C." or "H." is a name's initial ("Dr. C.
    Thomas Caskey", "Prof. C. Ann Lee"; fix55d)."""
    word = words[k]
    if _GLUED_DR.fullmatch(word):
        return True
    if not k or not (word in FIELD_OF_DR or _FIELD.fullmatch(word)):
        return False
    before = words[k - 1]
    return (
        before.lower() in ("dr.", "dr")
        or before in FIELD_OF_DR
        or (
            bool(_FIELD.fullmatch(before) or _GLUED_DR.fullmatch(before))
            and _field_of_dr(words, k - 1)
        )
    )


__all__ = [
    "ACADEMIC",
    "ADDRESS",
    "COURTESY",
    "FIELD_OF_DR",
    "HONORIFIC",
    "RANKS",
    "STOPPED",
    "ranks_only",
    "titles",
]
