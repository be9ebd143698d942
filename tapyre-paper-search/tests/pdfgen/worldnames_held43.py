"""names43's held-out name parts for :mod:`pdfgen.worldnames` (``--world-names 43``):
naming patterns no earlier file drew from — Oromo names with the father's given name
after one's own ("Obsa Gudeta"), Xhosa names with the click letters "x" / "q" / "c"
("Xolani Mgqwetho"), Kerala names with a long house name ("Anoop Puthanpurayil"),
Tatar "-ullin" / "-ieva" family names ("Ildar Khabibullin"), Guarani names with "ñ" and
the nasal "ã" / "ỹ" ("Arasy Ñanduti"), Navajo names ("Nizhoni Tsinajinnie") and Buryat
names ("Tsyren Dorzhieva").  No part is also a part of any earlier file
(:data:`pdfgen.worldnames_train.TRAIN` and the held-out files of rounds 28–42; all train parts
from names43 on).

Measured once, at the end of a track; rules are never tuned on these.
"""

from __future__ import annotations

from pdfgen.worldmakers import Parts

HELDOUT: dict[str, Parts] = {
    "oromo": {
        "given": ("Obsa", "Chaltu", "Galana", "Biftu", "Lensa", "Gemechis"),
        "family": ("Gudeta", "Fayyisa", "Jaleta", "Wakjira", "Dabessa", "Bultum"),
    },
    "xhosa": {
        "given": ("Xolani", "Unathi", "Siphokazi", "Luvuyo", "Nomvuyo", "Lindokuhle"),
        "family": ("Mgqwetho", "Ngcukana", "Qangule", "Mxenge", "Gqirana", "Xabanisa"),
    },
    "kerala": {
        "given": ("Anoop", "Sreelakshmi", "Jithin", "Aswathy", "Nithin", "Reshmi"),
        "family": (
            "Puthanpurayil", "Kizhakkedathu", "Vadakkekara", "Chirayinkeezhu", "Mangalathu",
            "Thekkumkattil",
        ),
    },
    "tatar": {
        "given": ("Ildar", "Gulnaz", "Rinat", "Alsu", "Ilnur", "Guzel"),
        "family": (
            "Khabibullin", "Gimadieva", "Zaripov", "Nurgalieva", "Fatkhullina", "Sharafutdinov",
        ),
    },
    "guarani": {
        "given": ("Arasy", "Yvoty", "Kuarahy", "Jasyrã", "Tupãsy", "Mbaerã"),
        "family": ("Ñanduti", "Aranduka", "Yvyrapytã", "Ñeẽngatu", "Mbaracaju", "Jeguakáva"),
    },
    "navajo": {
        "given": ("Nizhoni", "Dezbah", "Ahiga", "Haseya", "Hastiin", "Sahkyo"),
        "family": ("Tsinajinnie", "Yazzie", "Begaye", "Tsosie", "Benally", "Etsitty"),
    },
    "buryat": {
        "given": ("Tsyren", "Bair", "Dulma", "Sesegma", "Dashinima", "Ayuna"),
        "family": ("Dorzhieva", "Tsydenov", "Badmaev", "Zhambalov", "Sambueva", "Dugarov"),
    },
}  # fmt: skip
