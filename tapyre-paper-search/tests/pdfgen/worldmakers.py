"""How a culture's name parts make a name: the makers of :mod:`pdfgen.worldnames`.

:data:`MAKERS` gives each culture's maker, which draws one name from the culture's parts
(:data:`Parts`): given name then family name, family name first, two given names, a
particle, a patronym, a kin word, initials, one name alone, and each later round's
makers (:data:`pdfgen.worldmakers33.MAKERS33` …).  Split from :mod:`pdfgen.worldnames`
(tidy46).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from pdfgen.worldmakers33 import MAKERS33, elided_by_kind, kin_by_gender
from pdfgen.worldmakers34 import MAKERS34
from pdfgen.worldmakers35 import MAKERS35
from pdfgen.worldmakers36 import MAKERS36
from pdfgen.worldmakers37 import MAKERS37
from pdfgen.worldmakers38 import MAKERS38
from pdfgen.worldmakers39 import MAKERS39
from pdfgen.worldmakers40 import MAKERS40
from pdfgen.worldmakers41 import MAKERS41
from pdfgen.worldmakers42 import MAKERS42
from pdfgen.worldmakers43 import MAKERS43
from pdfgen.worldmakers44 import MAKERS44
from pdfgen.worldmakers45 import MAKERS45
from pdfgen.worldmakers46 import MAKERS46
from pdfgen.worldmakers47 import MAKERS47

Parts = dict[str, tuple[str, ...]]
"""A culture's name parts: ``given``, ``family`` and, for some, ``more``."""

Maker = Callable[[Parts, random.Random], str]


def _pick(parts: Parts, key: str, rng: random.Random) -> str:
    return rng.choice(parts[key])


def _given_family(parts: Parts, rng: random.Random) -> str:
    return f"{_pick(parts, 'given', rng)} {_pick(parts, 'family', rng)}"


def _family_given(parts: Parts, rng: random.Random) -> str:
    return f"{_pick(parts, 'family', rng)} {_pick(parts, 'given', rng)}"


def _two_given(parts: Parts, rng: random.Random) -> str:
    if rng.random() < 0.4:
        given = f"{_pick(parts, 'given', rng)} {_pick(parts, 'more', rng)}"
        return f"{given} {_pick(parts, 'family', rng)}"
    return _given_family(parts, rng)


def _vietnamese(parts: Parts, rng: random.Random) -> str:
    middle = _pick(parts, "more", rng)
    if rng.random() < 0.5:  # family name first, as printed at home
        return f"{_pick(parts, 'family', rng)} {middle} {_pick(parts, 'given', rng)}"
    return f"{_pick(parts, 'given', rng)} {middle} {_pick(parts, 'family', rng)}"


def _spanish(parts: Parts, rng: random.Random) -> str:
    given = _pick(parts, "given", rng)
    if rng.random() < 0.4:
        given = f"{given} {_pick(parts, 'more', rng)}"
    first, second = rng.sample(parts["family"], 2)
    joint = " y " if rng.random() < 0.5 else " "
    return f"{given} {first}{joint}{second}"


def _particle(parts: Parts, rng: random.Random) -> str:
    given = _pick(parts, "given", rng)
    if rng.random() < 0.3:
        given = f"{given} {_pick(parts, 'given', rng)}"
    return f"{given} {_pick(parts, 'more', rng)} {_pick(parts, 'family', rng)}"


def _icelandic(parts: Parts, rng: random.Random) -> str:
    father = _pick(parts, "family", rng)
    suffix = "dóttir" if rng.random() < 0.5 else "son"
    return f"{_pick(parts, 'given', rng)} {father}{suffix}"


def _catalan(parts: Parts, rng: random.Random) -> str:
    first, second = rng.sample(parts["family"], 2)
    joint = " i " if rng.random() < 0.6 else " "
    return f"{_pick(parts, 'given', rng)} {first}{joint}{second}"


def _patronym(parts: Parts, rng: random.Random) -> str:
    """A given name and a parent's name joined by the culture's word ("Ahmad bin Ismail",
    "Siti binti Hassan") or set side by side ("Abebe Bekele")."""
    given = _pick(parts, "given", rng)
    link = _pick(parts, "more", rng) if "more" in parts else ""
    return " ".join(w for w in (given, link, _pick(parts, "family", rng)) if w)


def _three(parts: Parts, rng: random.Random) -> str:
    """A given name, a middle name (a patronymic, a father's name) and a surname."""
    return f"{_pick(parts, 'given', rng)} {_pick(parts, 'more', rng)} {_pick(parts, 'family', rng)}"


def _syllables(parts: Parts, rng: random.Random) -> str:
    """A name of two to four syllables and no family name ("Aung Kyaw Moe")."""
    return " ".join(rng.sample(parts["given"], rng.choice((2, 2, 3, 4))))


def _english_first(parts: Parts, rng: random.Random) -> str:
    """An English given name before the home one, half of the time ("Jason Ka-Wing
    Cheung")."""
    if rng.random() < 0.5:
        return f"{_pick(parts, 'more', rng)} {_given_family(parts, rng)}"
    return _given_family(parts, rng)


def _suffixed(parts: Parts, rng: random.Random) -> str:
    """A name with a generational suffix, after a comma a third of the time."""
    comma = "," if rng.random() < 0.33 else ""
    return f"{_given_family(parts, rng)}{comma} {_pick(parts, 'more', rng)}"


def _after(parts: Parts, rng: random.Random) -> str:
    """A given name and a family name closed by a word of kin ("Azamat Kadyr uulu",
    "Thiago Carvalho Filho")."""
    return f"{_given_family(parts, rng)} {_pick(parts, 'more', rng)}"


def _three_or_two(parts: Parts, rng: random.Random) -> str:
    """A given name and one or two family names ("Amaia Goikoetxea Urrutia")."""
    if rng.random() < 0.5:
        first, second = rng.sample(parts["family"], 2)
        return f"{_pick(parts, 'given', rng)} {first} {second}"
    return _given_family(parts, rng)


def _titled(parts: Parts, rng: random.Random) -> str:
    """A given name and a family name after a chief's title, or none ("Ratu Epeli
    Nailatikau")."""
    return " ".join(w for w in (_pick(parts, "more", rng), _given_family(parts, rng)) if w)


def _single(parts: Parts, rng: random.Random) -> str:
    return _pick(parts, "given", rng)


def _initials(parts: Parts, rng: random.Random) -> str:
    count = rng.choice((1, 2, 2, 3))
    letters = rng.sample("ABCDEFGHJKLMNPRSTVW", count)
    if count == 2 and rng.random() < 0.2:
        return f"{letters[0]}.-{letters[1]}. {_pick(parts, 'family', rng)}"
    return " ".join(f"{c}." for c in letters) + f" {_pick(parts, 'family', rng)}"


def _with_initial(parts: Parts, rng: random.Random) -> str:
    if rng.random() < 0.35:
        initial = rng.choice("ABCDEGHJKLMNPRSTV")
        return f"{_pick(parts, 'given', rng)} {initial}. {_pick(parts, 'family', rng)}"
    return _given_family(parts, rng)


MAKERS: dict[str, Maker] = {
    "chinese": _given_family,
    "japanese": _given_family,
    "korean": _given_family,
    "vietnamese": _vietnamese,
    "indian": _with_initial,
    "arabic": _given_family,
    "persian": _two_given,
    "turkish": _given_family,
    "yoruba": _given_family,
    "igbo": _given_family,
    "swahili": _given_family,
    "slavic": _with_initial,
    "hungarian": _family_given,
    "spanish": _spanish,
    "portuguese": _particle,
    "dutch": _particle,
    "icelandic": _icelandic,
    "single": _single,
    "initials": _initials,
    "english-words": _given_family,
    # front29's held-out cultures (pdfgen.worldnames_held29)
    "catalan": _catalan,
    "malay": _patronym,
    "ethiopian": _patronym,
    "filipino": _particle,
    "irish": _particle,
    "italian": _particle,
    "french": _with_initial,
    "greek": _given_family,
    "finnish": _given_family,
    "georgian": _given_family,
    "armenian": _given_family,
    "mongolian": _given_family,
    "thai": _given_family,
    "zulu": _given_family,
    "tamil": _initials,
    "nepali": _with_initial,
    # front30's held-out cultures (pdfgen.worldnames_held30)
    "hebrew": _patronym,
    "welsh": _patronym,
    "russian": _three,
    "somali": _three,
    "burmese": _syllables,
    "cantonese": _english_first,
    "maori": _given_family,
    "suffixed": _suffixed,
    "lithuanian": _given_family,
    "romanian": _given_family,
    "albanian": _given_family,
    "akan": _given_family,
    "sinhala": _with_initial,
    "kazakh": _given_family,
    "samoan": _given_family,
    "swedish": _given_family,
    # names32's held-out cultures (pdfgen.worldnames_held32)
    "gulf": _given_family,
    "kyrgyz": kin_by_gender,  # names33: "uulu" / "kyzy" by gender
    "flemish": _given_family,
    "brazilian": _after,
    "korean-rr": _given_family,
    "camelcase": _given_family,
    "sikh": _three,
    "japanese-macron": _given_family,
    "dutch-elided": elided_by_kind,  # names33: "'s-" before place-like surnames
    "malagasy": _given_family,
    "fijian": _titled,
    "hausa": _given_family,
    "ukrainian": _given_family,
    "tibetan": _syllables,
    "quechua": _three,
    # names33's held-out cultures (pdfgen.worldnames_held33)
    **MAKERS33,
    "afrikaans": _given_family,
    "hawaiian": _given_family,
    "maltese": _given_family,
    "basque": _three_or_two,
    "ewe": _given_family,
    "pashto": _given_family,
    # names34's held-out cultures (pdfgen.worldnames_held34)
    **MAKERS34,
    "italian-elided": _given_family,
    "quebecois": _given_family,
    "norwegian": _given_family,
    "hmong": _given_family,
    "latvian": _given_family,
    # names35's held-out cultures (pdfgen.worldnames_held35)
    **MAKERS35,
    # names36's held-out cultures (pdfgen.worldnames_held36)
    **MAKERS36,
    # names37's held-out cultures (pdfgen.worldnames_held37)
    **MAKERS37,
    # names38's held-out cultures (pdfgen.worldnames_held38)
    **MAKERS38,
    # names39's held-out cultures (pdfgen.worldnames_held39)
    **MAKERS39,
    # names40's held-out cultures (pdfgen.worldnames_held40)
    **MAKERS40,
    # names41's held-out cultures (pdfgen.worldnames_held41)
    **MAKERS41,
    # names42's held-out cultures (pdfgen.worldnames_held42)
    **MAKERS42,
    # names43's held-out cultures (pdfgen.worldnames_held43)
    **MAKERS43,
    # names44's held-out cultures (pdfgen.worldnames_held44)
    **MAKERS44,
    # names45's held-out cultures (pdfgen.worldnames_held45)
    **MAKERS45,
    # names46's held-out cultures (pdfgen.worldnames_held46)
    **MAKERS46,
    # names47's held-out cultures (pdfgen.worldnames_held47)
    **MAKERS47,
}
