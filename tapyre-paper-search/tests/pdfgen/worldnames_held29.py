"""front29's held-out name parts for :mod:`pdfgen.worldnames` (``--world-names 29``):
cultures neither earlier file drew from (Catalan "i", Malay "bin" / "binti",
Ethiopian and Filipino names, Irish "Ní" / "Ó", Italian capitalised particles,
French hyphenated given names, Greek, Finnish, Georgian, Armenian, Mongolian, Thai,
Zulu, Tamil initials, Nepali) and new parts for three earlier ones (English words,
Spanish double surnames, Vietnamese).  No part is also a part of
:data:`pdfgen.worldnames_train.TRAIN` or :data:`pdfgen.worldnames_held.HELDOUT` (both are
train parts from front29 on; only particles and linking words repeat).

Measured once, at the end of a track; rules are never tuned on these.
"""

from __future__ import annotations

from pdfgen.worldmakers import Parts

HELDOUT: dict[str, Parts] = {
    "catalan": {
        "given": ("Jordi", "Montserrat", "Núria", "Pere", "Mireia", "Oriol", "Laia"),
        "family": ("Vilanova", "Casals", "Puigdemont", "Roca", "Soler", "Sabaté", "Ferrer",
                   "Camps", "Pujol", "Riera"),
    },
    "malay": {
        "given": ("Ahmad", "Nurul", "Siti", "Faizal", "Azlina", "Hafiz", "Zulkifli"),
        "more": ("bin", "binti", ""),
        "family": ("Ismail", "Abdullah", "Rahman", "Hamzah", "Yusof", "Othman"),
    },
    "ethiopian": {
        "given": ("Abebe", "Tigist", "Mulugeta", "Selamawit", "Dawit", "Meseret", "Yonas"),
        "family": ("Bekele", "Tesfaye", "Gebremedhin", "Haile", "Alemu", "Wolde", "Tadesse"),
    },
    "filipino": {
        "given": ("Maricel", "Rodel", "Jocelyn", "Arnel", "Lorna", "Rommel"),
        "more": ("dela", "de los", "de la", "del"),
        "family": ("Cruz", "Reyes", "Bautista", "Rosario", "Castro", "Villanueva"),
    },
    "irish": {
        "given": ("Siobhán", "Pádraig", "Aoife", "Ciarán", "Niamh", "Eoin"),
        "more": ("Ní", "Ó", "Mac", "Nic"),
        "family": ("Bhriain", "Súilleabháin", "Dónaill", "Cathasaigh", "Murchú", "Raghnaill"),
    },
    "italian": {
        "given": ("Giulia", "Matteo", "Chiara", "Lorenzo", "Francesca", "Alessio"),
        "more": ("De", "Della", "Lo", "La", "Di"),
        "family": ("Santis", "Rocca", "Bianco", "Russa", "Stefano", "Vecchia"),
    },
    "french": {
        "given": ("Jean-Baptiste", "Anne-Sophie", "Marie-Claire", "Pierre-Yves", "Gaëlle",
                  "Loïc"),
        "family": ("Le Gall", "Dupuis", "Lefèvre", "Rousseau", "Le Roux", "Fournier"),
    },
    "greek": {
        "given": ("Dimitrios", "Eleni", "Konstantinos", "Georgia", "Nikolaos", "Vasiliki"),
        "family": ("Papadopoulos", "Georgiou", "Konstantinidou", "Oikonomou", "Christodoulou",
                   "Karagiannis"),
    },
    "finnish": {
        "given": ("Jukka", "Aino", "Matti", "Tuulikki", "Veikko", "Sirpa"),
        "family": ("Virtanen", "Mäkinen", "Korhonen", "Nieminen", "Järvinen", "Heikkilä"),
    },
    "georgian": {
        "given": ("Nino", "Giorgi", "Tamar", "Levan", "Ketevan"),
        "family": ("Beridze", "Kapanadze", "Gelashvili", "Lomidze", "Tsiklauri"),
    },
    "armenian": {
        "given": ("Armen", "Anahit", "Tigran", "Lusine", "Gevorg"),
        "family": ("Petrosyan", "Hakobyan", "Sargsyan", "Grigoryan", "Vardanyan"),
    },
    "mongolian": {
        "given": ("Batbayar", "Oyunchimeg", "Enkhbold", "Sarangerel", "Ganzorig"),
        "family": ("Ganbold", "Tserendorj", "Batsaikhan", "Dorjsuren", "Altankhuyag"),
    },
    "thai": {
        "given": ("Somchai", "Pornthip", "Anucha", "Kanokwan", "Thanawat"),
        "family": ("Srisawat", "Wongsuwan", "Chaiyaporn", "Rattanakul", "Phongsathorn"),
    },
    "zulu": {
        "given": ("Sipho", "Nomvula", "Thabo", "Zanele", "Mandla"),
        "family": ("Dlamini", "Nkosi", "Mthembu", "Zungu", "Khumalo"),
    },
    "tamil": {"family": ("Karthikeyan", "Ramasamy", "Murugesan", "Palanisamy", "Selvaraj")},
    "nepali": {
        "given": ("Bishnu", "Sarita", "Ramesh", "Anjali", "Dipendra"),
        "family": ("Shrestha", "Adhikari", "Gurung", "Thapa", "Bhandari"),
    },
    "english-words": {
        "given": ("Amber", "Cliff", "Dale", "Violet", "Heath", "Pearl", "Glen", "April"),
        "family": ("Banks", "Knight", "Mason", "Waters", "Sharp", "Parks", "Gates", "Ford",
                   "Baker"),
    },
    "spanish": {
        "given": ("Alberto", "Almudena", "Gonzalo", "Inmaculada", "Fernando"),
        "more": ("Jesús", "Carlos", "Cristina"),
        "family": ("Cabrera", "Medina", "Guerrero", "Fuentes", "Carrasco", "Pastor", "Lozano",
                   "Marín"),
    },
    "vietnamese": {
        "given": ("Nhung", "Thuy", "Quyen", "Son", "Cuong"),
        "more": ("Tuyet", "Phuc", "Mai"),
        "family": ("Dinh", "Lam", "Mai", "Trinh", "Quach"),
    },
}  # fmt: skip
