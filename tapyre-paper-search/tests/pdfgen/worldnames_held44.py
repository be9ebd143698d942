"""names44's held-out name parts for :mod:`pdfgen.worldnames` (``--world-names 44``):
naming patterns no earlier file drew from — Tswana names ("Kagiso Mokgosi",
"Onalenna Kgosietsile"), Kannada names with a caste or house name ("Shivakumar
Gowda", "Pavithra Puttaswamy"), Sakha (Yakut) given names with Russian-form family
names ("Aital Oyunsky", "Sardana Kulakovskaya"), Aymara names ("Qhantati Choque"),
Cherokee names as Oklahoma families write them ("Awinita Sixkiller"), Sardinian names
("Efisio Mureddu", "Bachisio Sotgiu") and Dagestani (Avar, Lezgian) names
("Gadzhimurad Kurbanaliev", "Patimat Dibirova").  No part is also a part of any earlier
file (:data:`pdfgen.worldnames_train.TRAIN` and the held-out files of rounds 28–43; all train
parts from names44 on).

Measured once, at the end of a track; rules are never tuned on these.
"""

from __future__ import annotations

from pdfgen.worldmakers import Parts

HELDOUT: dict[str, Parts] = {
    "tswana": {
        "given": ("Kagiso", "Tshepiso", "Boitumelo", "Onalenna", "Keabetswe", "Gaone", "Kabelo"),
        "family": (
            "Mokgosi", "Motlhabane", "Kgosietsile", "Seretse", "Masire", "Kebonang", "Mmusi",
        ),
    },
    "kannada": {
        "given": ("Shivakumar", "Manjunath", "Sowmya", "Chethan", "Pavithra", "Nagaraj", "Shruthi"),
        "family": ("Gowda", "Hegde", "Shetty", "Puttaswamy", "Siddaramaiah", "Kamath", "Kadambi"),
    },
    "sakha": {
        "given": ("Aital", "Sardana", "Aisen", "Nyurgun", "Tuyara", "Aiyyna", "Ergis"),
        "family": (
            "Oyunsky", "Kulakovskaya", "Argunov", "Okoneshnikova", "Dyachkovsky", "Neustroev",
            "Sivtseva",
        ),
    },
    "aymara": {
        "given": ("Qhantati", "Illapa", "Wayna", "Sisa", "Kusi", "Wara", "Yatiri"),
        "family": ("Choque", "Huanca", "Chambi", "Layme", "Limachi", "Callisaya", "Yujra"),
    },
    "cherokee": {
        "given": ("Awinita", "Tsali", "Ayita", "Galilahi", "Kanuna", "Wohali", "Adsila"),
        "family": (
            "Oosahwee", "Chuculate", "Sixkiller", "Tehee", "Hummingbird", "Ketcher", "Wahnetah",
        ),
    },
    "sardinian": {
        "given": ("Efisio", "Gavino", "Bachisio", "Giommaria", "Antioco", "Itria", "Bonaria"),
        "family": ("Porcu", "Mureddu", "Deiana", "Murgia", "Cossu", "Sotgiu", "Pittalis"),
    },
    "dagestani": {
        "given": ("Gadzhimurad", "Patimat", "Abdulgamid", "Zagir", "Aminat", "Magomedrasul"),
        "family": (
            "Gadzhiev", "Nurmagomedov", "Kurbanaliev", "Dibirova", "Gasanguseinov", "Alibekov",
        ),
    },
}  # fmt: skip
