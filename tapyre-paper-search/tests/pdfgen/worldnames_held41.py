"""names41's held-out name parts for :mod:`pdfgen.worldnames` (``--world-names 41``):
naming patterns no earlier file drew from — Shona names ("Tendai Chiwenga", "Rufaro
Mutasa"), Dinka names of three parts, the given name, the father's and the family's
("Nyandeng Akol Garang"), Chechen names with the Russian-style family name ("Ramzan
Dudurkaev", "Zarema Khatsieva"), Occitan names with grave accents ("Pèire Castanhièr",
"Marineta Audiguièr"), Papua New Guinean names ("Kila Wari", "Boio Sere"), Bosnian
names with "ć" / "ž" surnames ("Emina Hodžić", "Adnan Mehmedović") and Sicilian names
whose family name opens with a capitalised article of its own ("Salvatore Lo Presti",
"Concetta La Barbera", "Rosalia Li Causi").  No part is also a part of any earlier file
(:data:`pdfgen.worldnames_train.TRAIN` and the held-out files of rounds 28–40; all train parts
from names41 on).

Measured once, at the end of a track; rules are never tuned on these.
"""

from __future__ import annotations

from pdfgen.worldmakers import Parts

HELDOUT: dict[str, Parts] = {
    "shona": {
        "given": ("Tendai", "Rufaro", "Tatenda", "Chipo", "Farai", "Nyasha"),
        "family": ("Chiwenga", "Mutasa", "Marufu", "Chinamasa", "Zvobgo", "Makoni"),
    },
    "dinka": {
        "given": ("Nyandeng", "Achol", "Majok", "Ayen", "Mabior", "Abuk"),
        "more": ("Akol", "Chol", "Dut", "Kuol", "Malual", "Ajak"),
        "family": ("Garang", "Mading", "Lual", "Mayen", "Bol", "Atem"),
    },
    "chechen": {
        "given": ("Ramzan", "Zarema", "Aslambek", "Kheda", "Movsar", "Tamila"),
        "family": ("Dudurkaev", "Khatsieva", "Umarov", "Basaeva", "Magomadov", "Tsutsaeva"),
    },
    "occitan": {
        "given": ("Pèire", "Marineta", "Guilhèm", "Joanon", "Bernat", "Mirelha"),
        "family": ("Castanhièr", "Audiguièr", "Fabre", "Delpèch", "Roqueta", "Bonafos"),
    },
    "png": {
        "given": ("Kila", "Boio", "Mekere", "Wari", "Dika", "Loani"),
        "family": ("Sere", "Morauta", "Toua", "Namaliu", "Kaiulo", "Ipatas"),
    },
    "bosnian": {
        "given": ("Emina", "Adnan", "Selma", "Edin", "Amra", "Mirza"),
        "family": ("Hodžić", "Mehmedović", "Begić", "Čaušević", "Softić", "Kurtović"),
    },
    "sicilian": {
        "given": ("Salvatore", "Concetta", "Rosalia", "Calogero", "Gaetano", "Carmela"),
        "family": ("Lo Presti", "La Barbera", "Li Causi", "Lo Bue", "La Mantia", "Li Volsi"),
    },
}  # fmt: skip
