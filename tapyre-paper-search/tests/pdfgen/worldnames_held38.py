"""names38's held-out name parts for :mod:`pdfgen.worldnames` (``--world-names 38``):
naming patterns no earlier file drew from — Tongan names whose words open with the
glottal stop "ʻ" (U+02BB) and hold macrons ("ʻAkanesi Tāufaʻāhau"), Mauritanian names
with the capitalised "Ould" / "Mint" (son / daughter of) before the father's name
("Sidi Ould Cheikhani"), Breton names with a hyphenated given name and "ñ" and a surname
opening with the capitalised article "Ar" / "An" ("Yann-Fañch Ar Floc'h"), Scottish
Gaelic surnames glued to "Mac" / "Nic" with grave accents ("Mòrag NicLeòid"), Telugu
names printed house (family) name first ("Yarlagadda Bhavani Prasad"), Lao names with
long surnames ("Souliya Phommachanh"), Tahitian names of many vowels ("Heiarii
Teriierooiterai").  No part is also a part of any earlier file (:data:`pdfgen.
worldnames.TRAIN` and the held-out files of rounds 28–37; all train parts from names38
on).

Measured once, at the end of a track; rules are never tuned on these.
"""

from __future__ import annotations

from pdfgen.worldmakers import Parts

HELDOUT: dict[str, Parts] = {
    "tongan": {
        "given": ("ʻAkanesi", "ʻOfa", "Sēini", "ʻAna", "Tēvita", "Siosaia"),
        "family": ("Tāufaʻāhau", "Pōhiva", "ʻAhoʻia", "Fīnau", "Vaipulu", "ʻUlukālala"),
    },
    "mauritanian": {
        "given": ("Sidi", "Mariem", "Brahim", "Khadijetou", "Cheikhna", "Vatimetou"),
        "more": ("Ould", "Mint"),
        "family": ("Cheikhani", "Boubacar", "Vall", "Tolba", "Ely", "Abdallahi"),
    },
    "breton": {
        "given": ("Yann-Fañch", "Nolwenn", "Per-Jakez", "Gwenola", "Tanguy", "Annaig"),
        "more": ("Ar", "An"),
        "family": ("Floc'h", "Bihan", "Gwenn", "Menn", "Guen", "Kerlann"),
    },
    "scottish-gaelic": {
        "given": ("Mòrag", "Calum", "Seonag", "Ruairidh", "Ealasaid", "Tormod"),
        "family": (
            "NicLeòid", "MacAoidh", "NicDhòmhnaill",
            "MacCòmhain", "NicIlleathain", "MacRàth",
        ),
    },
    "telugu": {
        "given": ("Bhavani", "Venkata", "Sai", "Naga", "Ramya", "Srinivasa"),
        "more": ("Prasad", "Sravani", "Durga", "Teja"),
        "family": (
            "Yarlagadda", "Kotamraju", "Vemulapalli",
            "Bhimavarapu", "Gollapudi", "Nallamothu",
        ),
    },
    "lao": {
        "given": ("Souliya", "Khamphanh", "Vilayvanh", "Bounmy", "Phonsavanh", "Keo"),
        "family": (
            "Phommachanh", "Sisouphanthong", "Inthavong",
            "Keomanivong", "Vongsa", "Xaysana",
        ),
    },
    "tahitian": {
        "given": ("Heiarii", "Teva", "Moana-Iti", "Vaimiti", "Tehaunui", "Hinatea"),
        "family": (
            "Teriierooiterai", "Tetuanui", "Atiau",
            "Tauraa", "Maamaatuaiahutapu", "Teihotu",
        ),
    },
}  # fmt: skip
