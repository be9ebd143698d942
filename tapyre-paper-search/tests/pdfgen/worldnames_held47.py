"""names47's held-out name parts for :mod:`pdfgen.worldnames` (``--world-names 47``):
naming patterns no earlier file drew from — Chewa (Malawian) names ("Chikondi Nyirenda",
"Madalitso Kumwenda"), Sindhi names ("Sachal Soomro", "Marvi Talpur"), Marathi names
("Aniket Deshpande", "Prajakta Gokhale"), Tuvaluan names ("Enele Sopoaga", "Taukelina
Finikaso"), Kalmyk names ("Sanal Basangov", "Kermen Ochirova"), Luba (Tshiluba) names
("Mbuyi Tshibangu", "Mujinga Kabongo") and Meitei (Manipuri) names, the family (yumnak)
printed first and half the time a closing name ("Laishram Memcha", "Ningthoujam Ibomcha
Meetei").  No part is also a part of any earlier file
(:data:`pdfgen.worldnames_train.TRAIN` and the held-out files of rounds 28–46; all train
parts from names47 on), checked case-blind by script.

Measured once, at the end of a track; rules are never tuned on these.
"""

from __future__ import annotations

from pdfgen.worldmakers import Parts

HELDOUT: dict[str, Parts] = {
    "chewa": {
        "given": ("Chikondi", "Madalitso", "Mphatso", "Tiwonge", "Chisomo", "Kondwani", "Thandiwe"),
        "family": ("Nyirenda", "Kumwenda", "Mwale", "Chirwa", "Gondwe", "Msiska", "Kaunda"),
    },
    "sindhi": {
        "given": ("Sachal", "Marvi", "Bachal", "Sassui", "Shahnawaz", "Noori", "Jamaluddin"),
        "family": ("Soomro", "Talpur", "Junejo", "Jatoi", "Abro", "Mahar", "Bhurgri"),
    },
    "marathi": {
        "given": ("Aniket", "Prajakta", "Sayali", "Tejaswini", "Mandar", "Omkar", "Shrikant"),
        "family": ("Deshpande", "Gokhale", "Apte", "Bhosale", "Phadke", "Paranjape", "Karve"),
    },
    "tuvaluan": {
        "given": ("Enele", "Taukelina", "Apisai", "Saufatu", "Kausea", "Fakavae", "Ionatana"),
        "family": ("Sopoaga", "Finikaso", "Natano", "Telito", "Puapua", "Ielemia", "Tafaki"),
    },
    "kalmyk": {
        "given": ("Sanal", "Kermen", "Erdni", "Baatr", "Delgir", "Bulgun", "Gilyana"),
        "family": (
            "Basangov", "Ochirova", "Mandzhiev", "Kichikov", "Erendzhenova", "Sangadzhiev",
            "Dordzhieva",
        ),
    },
    "luba": {
        "given": ("Mbuyi", "Mujinga", "Ngoyi", "Kanku", "Ntumba", "Kapinga", "Beya"),
        "family": ("Tshibangu", "Kabongo", "Mulumba", "Ilunga", "Ngalula", "Kalala", "Tshimanga"),
    },
    "meitei": {
        "given": ("Memcha", "Ibomcha", "Sanatombi", "Thoiba", "Bidyapati", "Ibochou", "Tombi"),
        "family": (
            "Laishram", "Ningthoujam", "Khumanthem", "Konsam", "Thounaojam", "Wahengbam",
            "Yumnam",
        ),
        "more": ("Meetei", "Chanu", "Leima", "Luwang"),
    },
}  # fmt: skip
