"""Author names from many naming cultures, for corpora that test the byline reader.

The arXiv sample's author lists are mostly European and East Asian names in
"Given Surname" order.  ``world_records(records, split, seed)`` gives every
record a new author list drawn from one culture (sometimes two): Chinese,
Japanese, Korean, Vietnamese, Indian, Arabic, Persian, Turkish, Yoruba, Igbo,
Swahili, Slavic, Hungarian (family name first), Spanish double surnames
joined by "y", Portuguese "de"/"dos", Dutch "van der", Icelandic
patronymics, single-name authors, initials only, and names that are English
words ("Rose Hill", "Mark Brown").

The name parts are written here (none come from the network).  In front28's
round (``--world-names`` or ``--world-names 28``) the train split draws from
:data:`TRAIN`, the held-out split from :data:`worldnames_held.HELDOUT`, whose
parts are all different, so a rule tuned on a train corpus never saw a held-out
name.  front28 measured that held-out split, so from front29 on its parts are
train parts: in front29's round (``--world-names 29``) the train split draws from
both, the held-out split from :data:`worldnames_held29.HELDOUT` (new cultures
and new parts).  Every part uses Latin-1
or Latin Extended-A letters only, which pdfLaTeX's T1 fonts, Word and the
browser all print.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable, Sequence
from dataclasses import replace

from pdfgen.sources import Record
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
}

TRAIN: dict[str, Parts] = {
    "chinese": {
        "given": ("Xiaoming", "Wei", "Jianguo", "Yuxuan", "Hao", "Zhiqiang", "Lingling", "Xin",
                  "Jing", "Yifan", "Xiao-Ming", "Zhen", "Qiang", "Mei", "Ruoxi"),
        "family": ("Li", "Wang", "Zhang", "Liu", "Chen", "Yang", "Huang", "Zhao", "Wu", "Zhou",
                   "Xu", "Sun", "Ma", "Zhu", "Hu", "Guo", "He", "Lin"),
    },
    "japanese": {
        "given": ("Hiroshi", "Takeshi", "Yuki", "Haruka", "Kenji", "Satoshi", "Akiko", "Daisuke",
                  "Naoko", "Shinji", "Tomoko", "Kazuhiro"),
        "family": ("Tanaka", "Suzuki", "Takahashi", "Watanabe", "Ito", "Yamamoto", "Nakamura",
                   "Kobayashi", "Kato", "Yoshida", "Yamada", "Sasaki", "Matsumoto"),
    },
    "korean": {
        "given": ("Ji-hoon", "Min-jung", "Seo-yeon", "Dong-hyun", "Jae-won", "Hye-jin", "Sung-min",
                  "Eun-ji", "Young-ho", "Ha-eun"),
        "family": ("Kim", "Lee", "Park", "Choi", "Jung", "Kang", "Cho", "Yoon", "Jang", "Lim"),
    },
    "vietnamese": {
        "given": ("Anh", "Minh", "Hung", "Lan", "Thao", "Tuan", "Huong", "Dung", "Khoa", "Linh"),
        "more": ("Van", "Thi", "Duc", "Ngoc", "Thanh", "Quoc", "Hoang"),
        "family": ("Nguyen", "Tran", "Le", "Pham", "Hoang", "Phan", "Vu", "Dang", "Bui", "Do"),
    },
    "indian": {
        "given": ("Priya", "Arun", "Rajesh", "Lakshmi", "Venkatesh", "Ananya", "Sandeep", "Deepika",
                  "Suresh", "Kavitha", "Aditya", "Meenakshi", "Rohit", "Sunita"),
        "family": ("Sharma", "Venkataraman", "Iyer", "Krishnamurthy", "Patel", "Gupta", "Reddy",
                   "Chatterjee", "Banerjee", "Nair", "Subramanian", "Mukherjee", "Rao", "Menon"),
    },
    "arabic": {
        "given": ("Mohammed", "Fatima", "Omar", "Khalid", "Layla", "Youssef", "Amina", "Tariq",
                  "Nour", "Hassan", "Salma", "Karim"),
        "family": ("Al-Rashid", "El Amrani", "Haddad", "Al-Farsi", "Mansour", "Abdel-Rahman",
                   "Benali", "Saleh", "El-Sayed", "Nasser", "Al-Qahtani", "Bouzid"),
    },
    "persian": {
        "given": ("Mohammad", "Zahra", "Ali", "Maryam", "Reza", "Fatemeh", "Hossein", "Parisa",
                  "Mehdi", "Shirin"),
        "more": ("Reza", "Ali", "Hossein", "Sadegh", "Javad"),
        "family": ("Hosseini", "Ahmadi", "Rezaei", "Mohammadi", "Karimi", "Moradi", "Jafari",
                   "Rahimi", "Kazemi", "Ghorbani", "Sadeghi"),
    },
    "turkish": {
        "given": ("Ayşe", "Mehmet", "Mustafa", "Zeynep", "Emre", "Elif", "Burak", "Gökhan",
                  "Şule", "Çağlar", "Ebru", "Oğuz"),
        "family": ("Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Öztürk", "Aydın",
                   "Arslan", "Doğan", "Kılıç", "Aslan"),
    },
    "yoruba": {
        "given": ("Oluwaseun", "Adebayo", "Folasade", "Olumide", "Temitope", "Babatunde", "Yetunde",
                  "Ayodele", "Olufemi", "Bukola"),
        "family": ("Adeyemi", "Ogunleye", "Adebisi", "Olatunji", "Akinola", "Ogundipe", "Adewale",
                   "Oyelaran", "Fashola", "Ajayi"),
    },
    "igbo": {
        "given": ("Chukwuemeka", "Ngozi", "Chinedu", "Adaeze", "Obinna", "Chiamaka", "Ifeanyi",
                  "Nneka", "Uchenna", "Chidi"),
        "family": ("Okafor", "Eze", "Nwosu", "Okonkwo", "Obi", "Nwachukwu", "Okeke", "Onyeka",
                   "Uzoma", "Chukwu"),
    },
    "swahili": {
        "given": ("Wanjiru", "Baraka", "Amani", "Neema", "Juma", "Zawadi", "Imani", "Rehema",
                  "Kamau", "Wambui"),
        "family": ("Mwangi", "Otieno", "Kiprono", "Njoroge", "Mutua", "Wanjala", "Omondi",
                   "Kariuki", "Mwakyusa", "Chege"),
    },
    "slavic": {
        "given": ("Jiří", "Ekaterina", "Małgorzata", "Dmitri", "Zuzana", "Tomasz", "Olga",
                  "Miroslav", "Agnieszka", "Vladimír", "Svetlana", "Bożena"),
        "family": ("Novák", "Ivanova", "Wiśniewska", "Kuznetsov", "Dvořáková", "Kowalski",
                   "Petrović", "Horváthová", "Sokolov", "Jankowski", "Černý", "Zieliński"),
    },
    "hungarian": {
        "given": ("Gábor", "Zsófia", "László", "Katalin", "Péter", "Erzsébet", "Balázs", "Ildikó",
                  "Zoltán", "Réka"),
        "family": ("Nagy", "Kovács", "Tóth", "Szabó", "Horváth", "Varga", "Kiss", "Molnár",
                   "Németh", "Farkas"),
    },
    "spanish": {
        "given": ("Juan", "María", "José", "Carmen", "Francisco", "Lucía", "Alejandro", "Pilar",
                  "Javier", "Rocío"),
        "more": ("Manuel", "Luis", "Antonio", "Isabel", "Ángel", "Elena"),
        "family": ("López", "García", "Fernández", "Martínez", "Sánchez", "Rodríguez", "Gómez",
                   "Jiménez", "Ruiz", "Moreno", "Álvarez", "Romero", "Navarro", "Torres"),
    },
    "portuguese": {
        "given": ("João", "Ana", "Pedro", "Mariana", "Tiago", "Beatriz", "Rui", "Inês", "Gonçalo",
                  "Leonor"),
        "more": ("de", "dos", "da", "do", "das"),
        "family": ("Santos", "Souza", "Oliveira", "Silva", "Almeida", "Carvalho", "Ferreira",
                   "Costa", "Pereira", "Nascimento"),
    },
    "dutch": {
        "given": ("Jan", "Pieter", "Anneke", "Willem", "Maarten", "Femke", "Joost", "Sanne", "Bram",
                  "Lotte"),
        "more": ("van der", "van den", "de", "van", "ter", "van de"),
        "family": ("Berg", "Vries", "Meer", "Linden", "Heuvel", "Brink", "Wal", "Bosch", "Veen",
                   "Haar"),
    },
    "icelandic": {
        "given": ("Guðrún", "Sigurður", "Jón", "Kristín", "Ólafur", "Helga", "Gunnar", "Sigríður"),
        "family": ("Jóns", "Péturs", "Magnús", "Einars", "Sigurðar", "Gunnars", "Ólafs"),
    },
    "single": {
        "given": ("Suharto", "Widodo", "Suparman", "Sukarno", "Kartini", "Mulyani", "Hartono",
                  "Setiawan"),
    },
    "initials": {
        "family": ("Chen", "Sharma", "Okafor", "Martin", "Nguyen", "Kowalski", "Haddad", "Kim",
                   "Oliveira", "Yilmaz"),
    },
    "english-words": {
        "given": ("Rose", "Mark", "Grace", "Faith", "Hope", "Will", "Bill", "Rob", "Joy", "Dawn",
                  "Guy", "Jack"),
        "family": ("Hill", "Brown", "Long", "Young", "Field", "Wood", "Page", "Stone", "Bird",
                   "Fox", "Green", "Rice", "Short", "Bell", "Small"),
    },
}  # fmt: skip


def _capitalised(word: str) -> bool:
    """Whether ``word``'s first cased letter is upper case ("ʻAna": the glottal stop
    "ʻ" is an uncased modifier letter; keying on the first character dropped such
    words from the distinct key)."""
    return next((c for c in word if c.isupper() or c.islower()), "").isupper()


def draw_names(
    pool: dict[str, Parts], rng: random.Random, *, distinct: bool = False
) -> tuple[str, ...]:
    """One byline: 1–6 distinct names from one culture, a quarter of them from two
    (``distinct``, from front30's round on: no two names with the same capitalised
    words, which only a particle tells apart — "Rodel dela Cruz", "Rodel de la Cruz" —
    since no reader nor scorer can tell which is which)."""
    cultures = rng.sample(sorted(pool), 2 if rng.random() < 0.25 else 1)
    count = rng.choice((1, 2, 2, 3, 3, 4, 5, 6))
    names: list[str] = []
    seen: set[tuple[str, ...]] = set()
    for _ in range(count * 8):
        culture = rng.choice(cultures)
        name = MAKERS[culture](pool[culture], rng)
        key = tuple(w for w in name.split() if _capitalised(w)) if distinct else (name,)
        if key not in seen:
            seen.add(key)
            names.append(name)
        if len(names) == count:
            break
    return tuple(names)


ROUNDS = (
    "28",
    "29",
    "30",
    "32",
    "33",
    "34",
    "35",
    "36",
    "37",
    "38",
    "39",
    "40",
    "41",
    "42",
    "43",
    "44",
    "45",
)
"""The name parts' rounds: front28's (train :data:`TRAIN`, held out
:data:`worldnames_held.HELDOUT`), front29's (train both of those, held out
:data:`worldnames_held29.HELDOUT`: new cultures and new parts) and front30's (train all
three, held out :data:`worldnames_held30.HELDOUT`), names32's (train all four, held
out :data:`worldnames_held32.HELDOUT`) and names33's (train all five, held out
:data:`worldnames_held33.HELDOUT`) and names34's (train all six, held out
:data:`worldnames_held34.HELDOUT`) and names35's (train all seven, held out
:data:`worldnames_held35.HELDOUT`) and names36's (train all eight, held out
:data:`worldnames_held36.HELDOUT`) and names37's (train all nine, held out
:data:`worldnames_held37.HELDOUT`) and names38's (train all ten, held out
:data:`worldnames_held38.HELDOUT`) and names39's (train all eleven, held out
:data:`worldnames_held39.HELDOUT`) and names40's (train all twelve, held out
:data:`worldnames_held40.HELDOUT`) and names41's (train all thirteen, held out
:data:`worldnames_held41.HELDOUT`) and names42's (train all fourteen, held out
:data:`worldnames_held42.HELDOUT`) and names43's (train all fifteen, held out
:data:`worldnames_held43.HELDOUT`) and names44's (train all sixteen, held out
:data:`worldnames_held44.HELDOUT`) and names45's (train all seventeen, held out
:data:`worldnames_held45.HELDOUT`)."""


def add_world_names(parser: argparse.ArgumentParser) -> None:
    """The corpus builders' ``--world-names [ROUND]`` option (``28`` when no round)."""
    parser.add_argument(
        "--world-names",
        nargs="?",
        const="28",
        default=None,
        choices=ROUNDS,
        help="authors from many naming cultures (pdfgen.worldnames); the name parts' round",
    )


def _merged(*pools: dict[str, Parts]) -> dict[str, Parts]:
    """The cultures of ``pools`` with each part list joined (no part twice)."""
    out: dict[str, Parts] = {}
    for pool in pools:
        for culture, parts in pool.items():
            mine = out.setdefault(culture, {})
            for key, values in parts.items():
                mine[key] = tuple(dict.fromkeys(mine.get(key, ()) + values))
    return out


def world_records(
    records: Sequence[Record], names: Sequence[str], split: str, seed: int, round_: str = "28"
) -> tuple[list[Record], list[str]]:
    """``records`` with authors drawn from many cultures, and a matching name pool
    (``round_``: which parts are train and which held out, :data:`ROUNDS`)."""
    from pdfgen import (
        worldnames_held,
        worldnames_held29,
        worldnames_held30,
        worldnames_held32,
        worldnames_held33,
        worldnames_held34,
        worldnames_held35,
        worldnames_held36,
        worldnames_held37,
        worldnames_held38,
        worldnames_held39,
        worldnames_held40,
        worldnames_held41,
        worldnames_held42,
        worldnames_held43,
        worldnames_held44,
        worldnames_held45,
    )

    # Each round's held-out parts are train parts from the next round on.
    held = [
        worldnames_held.HELDOUT,
        worldnames_held29.HELDOUT,
        worldnames_held30.HELDOUT,
        worldnames_held32.HELDOUT,
        worldnames_held33.HELDOUT,
        worldnames_held34.HELDOUT,
        worldnames_held35.HELDOUT,
        worldnames_held36.HELDOUT,
        worldnames_held37.HELDOUT,
        worldnames_held38.HELDOUT,
        worldnames_held39.HELDOUT,
        worldnames_held40.HELDOUT,
        worldnames_held41.HELDOUT,
        worldnames_held42.HELDOUT,
        worldnames_held43.HELDOUT,
        worldnames_held44.HELDOUT,
        worldnames_held45.HELDOUT,
    ]
    k = ROUNDS.index(round_)
    pool = _merged(TRAIN, *held[:k]) if split == "train" else held[k]
    rng = random.Random(f"worldnames:{split}:{seed}")
    distinct = k >= ROUNDS.index("30")
    out = [replace(r, authors=draw_names(pool, rng, distinct=distinct)) for r in records]
    people = sorted({n for r in out for n in r.authors})
    return out, people or list(names)
