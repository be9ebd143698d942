"""names40's held-out name parts for :mod:`pdfgen.worldnames` (``--world-names 40``):
naming patterns no earlier file drew from — Haitian surnames made of hyphenated given
names ("Widline Jean-Charles", "Frantzy Saint-Fleur"), Luganda names opening with a
doubled consonant ("Nakimuli Ssemakula"), Romansh names with short given names ("Men
Cadruvi", "Gion Derungs"), Maldivian names with given names in "-ath" and short family
names ("Aminath Didi"), K'iche' Maya names with a glottal apostrophe inside the word
("B'alam Tzoc"), Javanese names led by a title of two capitalised words ("Raden Mas
Soetomo Wirjosandjojo") and Cook Islands names, some closed by the chief's title
"Ariki" ("Tepaeru Terito Ariki").  No part is also a part of any earlier file
(:data:`pdfgen.worldnames_train.TRAIN` and the held-out files of rounds 28–39; all train parts
from names40 on).

Measured once, at the end of a track; rules are never tuned on these.
"""

from __future__ import annotations

from pdfgen.worldmakers import Parts

HELDOUT: dict[str, Parts] = {
    "haitian": {
        "given": ("Widline", "Mackenson", "Guerline", "Wilnise", "Frantzy", "Roodly"),
        "family": ("Jean-Charles", "Pierre-Louis", "Saint-Fleur", "Dorvil", "Saint-Hilaire",
                   "Jean-Gilles"),
    },
    "luganda": {
        "given": ("Nakimuli", "Ssanyu", "Nnalongo", "Kizza", "Nakayiza", "Wasswa"),
        "family": ("Ssemakula", "Nnabukalu", "Ssekandi", "Nnakiyingi", "Kkonde", "Ssewanyana"),
    },
    "romansh": {
        "given": ("Gion", "Ursina", "Men", "Flurina", "Duri", "Seraina"),
        "family": ("Cadruvi", "Caduff", "Derungs", "Cathomen", "Tscharner", "Spescha"),
    },
    "dhivehi": {
        "given": ("Aminath", "Fathimath", "Aishath", "Hawwa", "Moosa", "Naseema"),
        "family": ("Didi", "Maniku", "Shiham", "Nasheed", "Riyaz", "Zahir"),
    },
    "kiche": {
        "given": ("B'alam", "Ixchel", "Tz'ikin", "Q'anil", "Ajpu", "Ixmukane"),
        "family": ("Tzoc", "Xiloj", "Ajpop", "Tum", "Sic", "Tzunun"),
    },
    "javanese-titled": {
        "more": ("Raden Mas", "Raden Ayu", "Raden Ajeng"),
        "given": ("Soetomo", "Soewardi", "Lestari", "Sekarwati", "Prawoto", "Kusumo"),
        "family": ("Wirjosandjojo", "Hadiningrat", "Notosoedirdjo", "Tjokrodiningrat",
                   "Soerjaningrat", "Poerbatjaraka"),
    },
    "cook-islands": {
        "more": ("Ariki",),
        "given": ("Tepaeru", "Teariki", "Ngametua", "Tuaine", "Mamari", "Tangimetua"),
        "family": ("Terito", "Tangitau", "Marsters", "Tuakeu", "Pokoati", "Napa"),
    },
}  # fmt: skip
