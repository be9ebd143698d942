"""Names set apart by slashes (pure): :func:`semicolon_names`.

Some German styles (munich's) set the names of an entry apart by a slash with no
space, each written surname first: "Kato, M./Biryukov, V. M./d’Ambrumenil, N. (2019):
Title, in: Journal, 12(3), S. 45–67." and "van der Berg, J./ et al. (2019): Title".
:func:`semicolon_names` writes those slashes as the semicolons of a list set apart by
semicolons, which :func:`~tapyre_paper_search.pdf.refnames.leading_names` reads.

Only a list opening the entry is rewritten, where every piece is "Surname, Initials"
(a surname of up to four words, particles in small letters among them, initials
dotted: "V. M.", "C.-P.", "M. Á.", or a whole given name, one or two words, initials
perhaps after it: "Jean-Luc", "Miguel Ángel", "Randy K.", where some name of the list
has initials or a known given name: "Input, Output/Memory, Storage:" stays; refs54;
a surname's particles after the given name, "Tak, Floris van der", and a last initial
with no stop before the slash, "Elliott, Tanya M/…", refs55; the last name's particles
before the list's colon, "White, S./Santos, Maria dos: Title"; a whole given name and
a bare initial, "Elliott, Tanya M/…", or a given name no word list holds, "Shimoyama,
Iwao/Li, Tong et al.:", vouching for the list too, refs57; a generational suffix
after the given names before the slash, "Evans, Neal J., II/Morris, D.", refs65)
and each slash touches both names, or "et al." follows it, or a space sits each side of
it between initials and a surname-first name ("Doe, J. / Roe, B."; refs56): an ISO 690 /
GOST entry's " / " (with spaces, before names given first) and a title's slash
("hPrimpol1/CCDC111", "Input/Output") stay as they are.  The list is rewritten only
where :func:`~tapyre_paper_search.pdf.refnames.leading_names` reads it whole (up to
its "et al."): a name it does not read whole would leave pieces of names as the title,
so the text stays as printed (a double surname,
"López, J./García Márquez, G.", is read whole: :mod:`.refdoublenames`, refs40).
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.givennames import is_given_name
from tapyre_paper_search.pdf.refdoublenames import names_read
from tapyre_paper_search.pdf.reflistwords import suffix_words
from tapyre_paper_search.pdf.words import known_word

# One surname-first name: up to four words (capitalised, or particles in small
# letters: "van der Berg", "d’Ambrumenil", "Abu-Hamed"), a comma, dotted initials.
WORD = r"[^\W\d_][^\W\d_'’-]*(?:['’-][^\W\d_]+)*"
INITIALS = r"[A-ZÀ-ÞĀ-Ž][a-z]?\.(?:\s?-?\s?[A-ZÀ-ÞĀ-Ž][a-z]?\.)*"
# A whole given name, hyphenated perhaps ("Jean-Luc", "Ángel"): jurabib's humanities
# style prints "Roever, Christian/Virnau, Peter/Dumas, Randy K." (refs54).
# A given name may be camel-cased, one inner capital after small letters ("YoungJu",
# "HongSheng", "JeongHo": Korean and Chinese given names written as one word; refs63).
_SYLLABLES = r"[A-ZÀ-ÞĀ-Ž][a-zß-ÿā-ž]+(?:[A-ZÀ-ÞĀ-Ž][a-zß-ÿā-ž]+)?"
GIVEN = rf"{_SYLLABLES}(?:-{_SYLLABLES})?"
# A surname's particles after the given name ("Tak, Floris van der/Romano, P.") or a
# last initial with no stop before the slash ("Elliott, Tanya M/Yugova, I. A."; refs55).
LATE = r"(?:\s(?:van|von|de|der|den|del|della|di|da|dos|du|le|la|ter|ten|zu))*"
_UNDOTTED = r"(?:\s[A-ZÀ-ÞĀ-Ž](?=/))?"
# A generational suffix after the given names ("Evans, Neal J., II/Morris, D.", also
# as :mod:`.refsuffixfirst` writes a suffix printed in the surname's place; refs65).
_STOPPED = suffix_words(r"\.")  # "Jr" with its stop
_SUFFIX = rf"(?:,\s(?:{_STOPPED})(?=/))?"
_GIVEN_PART = (
    rf"(?:{INITIALS}(?:\s{GIVEN})?|{GIVEN}(?:\s{GIVEN})?(?:\s{INITIALS})?{_UNDOTTED})"
    rf"{LATE}{_SUFFIX}"
)
_NAME = rf"(?:{WORD}\s+){{0,3}}{WORD},\s*{_GIVEN_PART}"
# (a space after a slash that touches the name before it: a line's break, "Di Stefano,
# Anna/Sukhov, Alexandre/ Tumanov, Alexander"; refs55)
# A slash with a space each side between two surname-first names (whose initials it
# sits after: "Doe, J. / Roe, B. Title"; refs56).
_SLASH = r"(?:(?<=\S)/\s?(?=\S)|/\s+(?=et\s+al\.)|(?<=\.)\s/\s(?={_WORD},))"
_SLASH = _SLASH.replace("{_WORD}", WORD)
_LIST = re.compile(rf"\s*{_NAME}(?:{_SLASH}(?:{_NAME}|et\s+al\.))+(?=[\s(:,;])")
_SLASHES = re.compile(r"\s*/\s*")


def semicolon_names(text: str) -> str:
    """``text`` with the slashes of a leading list of surname-first names set apart by
    slashes (see the module docstring) written "; "; any other text as it was."""
    found = _LIST.match(text) if "/" in text else None  # (cheap test first)
    if found is None or not _vouched(found.group()):
        return text
    names = _SLASHES.sub("; ", found.group())
    left = _left(names)  # (what the names' reading left)
    if left and names.endswith(f" {left}") and names[: -len(left)].rstrip().endswith("."):
        # (the title's first word taken as the last name's given name: "Roe, B. Title")
        names = names[: -len(left)].rstrip()
        tail = found.group()[len(found.group().rstrip()) - len(left) :]
        left = _left(names)
        return f"{names} {tail}{text[found.end() :]}" if not left else text
    return names + text[found.end() :] if not left or left.startswith("et al") else text


def _left(names: str) -> str:
    """What the names' reading leaves of ``names`` (the list alone, cut from its entry),
    read as if the colon that closes jurabib's lists followed it: a surname's particles
    after the last given name ("Cruz, Ana de la", "Smaalen, Sander van") are read only
    before a separator (refs57)."""
    left = names_read(names + ":")[1].lstrip(" ;")
    return left[:-1].rstrip() if left.endswith(":") else left


def _vouched(names: str) -> bool:
    """Whether some name of a slash list has initials or a given name known as one
    ("Lefèvre, Jean-Luc/Øbro, Mikkel"), not only whole words of any kind."""
    for piece in names.split("/"):
        given = piece.partition(",")[2].strip()
        first = given.split("-")[0].split(" ")[0]
        if _INITIALS_OPEN.match(given) or is_given_name(first) or _LAST_CAPITAL.search(given):
            return True
        if first.isalpha() and not known_word(first.lower()):
            return True  # "Shimoyama, Iwao/Li, Tong": a given name no word list holds
    return False


# A whole given name and a bare capital, its initial ("Elliott, Tanya M").
_LAST_CAPITAL = re.compile(r"^[A-ZÀ-ÞĀ-Ž][a-zß-ÿā-ž]+\s[A-ZÀ-ÞĀ-Ž]$")


_INITIALS_OPEN = re.compile(INITIALS)
