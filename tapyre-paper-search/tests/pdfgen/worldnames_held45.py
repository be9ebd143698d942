"""names45's held-out name parts for :mod:`pdfgen.worldnames` (``--world-names 45``):
naming patterns no earlier file drew from — Bashkir names with Russian-form family
names ("Salavat Kuvatov", "Zulfiya Bikbaeva"), Gujarati names ("Jignesh Thakkar",
"Falguni Dholakia"), Tajik names, old-style and in the new "-zoda" form ("Parviz
Davlatov", "Manizha Nazarzoda"), Fula (Fulani) names ("Hamadou Jalloh", "Djenabou
Balde"), Sundanese names with a second name ("Asep Supriatna", "Euis Kurniasih"),
Marshallese names ("Litokwa Zedkaia", "Kitlang Langidrik") and Circassian (Adyghe,
Kabardian) names ("Zaur Shogenov", "Nafset Tkhagapsoeva").  No part is also a part of
any earlier file (:data:`pdfgen.worldnames_train.TRAIN` and the held-out files of rounds
28–44; all train parts from names45 on).

Measured once, at the end of a track; rules are never tuned on these.
"""

from __future__ import annotations

from pdfgen.worldmakers import Parts

HELDOUT: dict[str, Parts] = {
    "bashkir": {
        "given": ("Salavat", "Zulfiya", "Aigiz", "Ilshat", "Gulshat", "Minigul", "Ural"),
        "family": (
            "Kuvatov", "Bikbaeva", "Yulaev", "Ishmukhametov", "Sultangareev", "Kuskildin",
            "Yanbaeva",
        ),
    },
    "gujarati": {
        "given": ("Jignesh", "Falguni", "Bhavesh", "Hetal", "Dhaval", "Nirav", "Komal"),
        "family": ("Thakkar", "Dholakia", "Parikh", "Vaghela", "Solanki", "Bhatt", "Vyas"),
    },
    "tajik": {
        "given": ("Parviz", "Manizha", "Dilshod", "Firuza", "Sitora", "Mehrangez", "Farrukh"),
        "family": (
            "Davlatov", "Nazarzoda", "Sharipova", "Saidzoda", "Kurbonova", "Sangov",
            "Abdurahmonzoda",
        ),
    },
    "fula": {
        "given": ("Hamadou", "Djenabou", "Sadou", "Oumou", "Mamadou", "Kadiatou", "Thierno"),
        "family": ("Jalloh", "Balde", "Barry", "Diallo", "Sow", "Bah", "Sidibe"),
    },
    "sundanese": {
        "given": ("Asep", "Euis", "Dadang", "Neneng", "Cecep", "Ujang", "Yayan"),
        "family": (
            "Supriatna", "Kurniasih", "Suherman", "Kusnadi", "Saepudin", "Rukmana", "Sobandi",
        ),
    },
    "marshallese": {
        "given": ("Litokwa", "Kitlang", "Jurelang", "Imata", "Tarjikit", "Biliet", "Neijon"),
        "family": ("Zedkaia", "Langidrik", "Kabua", "Tomeing", "Lanki", "Kijiner", "Lakjohn"),
    },
    "circassian": {
        "given": ("Zaur", "Nafset", "Aslanbek", "Khazret", "Saida", "Adam", "Fatimet"),
        "family": (
            "Shogenov", "Tkhagapsoeva", "Kumakhov", "Khachetsukov", "Sovmen", "Berzegov",
            "Kodzokov",
        ),
    },
}  # fmt: skip
