"""names39's held-out name parts for :mod:`pdfgen.worldnames` (``--world-names 39``):
naming patterns no earlier file drew from — Ga names led by the capitalised style word
"Nii" / "Naa" ("Nii Armah Quaye"), Chamorro surnames of two capitalised words with no
particle ("Joaquin Leon Pangelinan"), Manx names ("Illiam Kermode"), Bhutanese names of two
given names and no family name ("Karma Yangzom"), Mapuche names with two surnames
("Elisa Loncon Antileo"), Cornish names ("Jowan Trevithick") and Luxembourgish names
("Jhemp Kieffer").  No part is also a part of any earlier file (:data:`pdfgen.
worldnames.TRAIN` and the held-out files of rounds 28–38; all train parts from names39
on).

Measured once, at the end of a track; rules are never tuned on these.
"""

from __future__ import annotations

from pdfgen.worldmakers import Parts

HELDOUT: dict[str, Parts] = {
    "ga": {
        "more": ("Nii", "Naa"),
        "given": ("Armah", "Odoi", "Dedei", "Okailey", "Ayikai", "Tettey"),
        "family": ("Quaye", "Lartey", "Nortey", "Quarcoopome", "Ankrah", "Tagoe"),
    },
    "chamorro": {
        "given": ("Joaquin", "Lourdes", "Vicente", "Remedios", "Cipriano", "Trinidad"),
        "family": ("Leon Pangelinan", "San Nicolas", "Taitano", "Borja", "Camacho", "Aguon"),
    },
    "manx": {
        "given": ("Illiam", "Voirrey", "Breeshey", "Juan-Ean", "Moirrey", "Fockey"),
        "family": ("Kermode", "Quilliam", "Cregeen", "Kneale", "Corlett", "Qualtrough"),
    },
    "bhutanese": {
        "given": ("Karma", "Yangzom", "Tshering", "Kinley", "Ugyen", "Dechen", "Wangmo"),
    },
    "mapuche": {
        "given": ("Aucán", "Elisa", "Millaray", "Lautaro", "Ayelén", "Nahuel"),
        "family": ("Loncon", "Antileo", "Huilcamán", "Painemal", "Catrileo", "Llancaqueo"),
    },
    "cornish": {
        "given": ("Jowan", "Morwenna", "Peder", "Tamsyn", "Kenwyn", "Lowena"),
        "family": ("Trevithick", "Penhaligon", "Angwin", "Tregenza", "Polglase", "Nancarrow"),
    },
    "luxembourgish": {
        "given": ("Jhemp", "Mett", "Fernand", "Marie-Jeanne", "Gaston", "Josiane"),
        "family": ("Kieffer", "Weydert", "Schmit", "Reuter", "Feyder", "Hoffmann-Wagner"),
    },
}
