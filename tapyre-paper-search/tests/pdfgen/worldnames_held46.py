"""names46's held-out name parts for :mod:`pdfgen.worldnames` (``--world-names 46``):
naming patterns no earlier file drew from — Assamese names ("Pranjal Gogoi", "Jahnavi
Saikia"), Odia names ("Debasish Panigrahi", "Sasmita Behera"), Palauan names, some with a
middle initial ("Surangel S. Remengesau", "Ngirachebicheb Toribiong"), Bemba (Zambian)
names ("Mwansa Chilufya", "Chileshe Kapembwa"), Kanuri names ("Modu Kolomi", "Kaltume
Shettima"), Karakalpak names ("Berdakh Utemuratov", "Ziyada Seytmuratova") and Chuukese
names ("Kasiano Aisek", "Meriam Sigrah").  No part is also a part of any earlier file
(:data:`pdfgen.worldnames_train.TRAIN` and the held-out files of rounds 28–45; all train
parts from names46 on), checked case-blind by script.

Measured once, at the end of a track; rules are never tuned on these.
"""

from __future__ import annotations

from pdfgen.worldmakers import Parts

HELDOUT: dict[str, Parts] = {
    "assamese": {
        "given": ("Pranjal", "Jahnavi", "Hiranya", "Bhupen", "Dipanjali", "Manab", "Jintu"),
        "family": ("Gogoi", "Saikia", "Hazarika", "Kalita", "Baruah", "Bordoloi", "Phukan"),
    },
    "odia": {
        "given": ("Debasish", "Sasmita", "Prasanta", "Itishree", "Subhransu", "Lipsa", "Bijay"),
        "family": ("Panigrahi", "Behera", "Mohapatra", "Samal", "Swain", "Pattnaik", "Sahoo"),
    },
    "palauan": {
        "given": ("Surangel", "Ngirachebicheb", "Hokkons", "Bilung", "Olkeriil", "Tmetuchl"),
        "more": ("S.", "T.", "K.", "E."),
        "family": ("Remengesau", "Toribiong", "Baules", "Ngirmang", "Rechucher", "Ngiraked"),
    },
    "bemba": {
        "given": ("Mwansa", "Chileshe", "Bwalya", "Mutale", "Chanda", "Kabwe", "Musonda"),
        "family": ("Chilufya", "Kapembwa", "Mwape", "Kasonde", "Chisanga", "Lupiya", "Mulenga"),
    },
    "kanuri": {
        "given": ("Modu", "Kaltume", "Bulama", "Zannah", "Fannami", "Kachalla", "Yagana"),
        "family": ("Kolomi", "Shettima", "Gumsu", "Kyari", "Kashim", "Mongonu", "Bukar"),
    },
    "karakalpak": {
        "given": ("Berdakh", "Ziyada", "Ajiniyaz", "Sarsenbay", "Aysulu", "Qunduz", "Tursinbay"),
        "family": (
            "Utemuratov", "Seytmuratova", "Kamalov", "Reymov", "Allanazarova", "Orazymbetov",
            "Dauletova",
        ),
    },
    "chuukese": {
        "given": ("Kasiano", "Meriam", "Sabino", "Iosinta", "Marsolo", "Kimeon", "Tiwiter"),
        "family": ("Aisek", "Sigrah", "Asugar", "Aten", "Nakayama", "Sos", "Hartman"),
    },
}  # fmt: skip
