"""names37's held-out name parts for :mod:`pdfgen.worldnames` (``--world-names 37``):
naming patterns no earlier file drew from — Northern Sámi letters "á", "č", "đ", "ŋ",
"š" ("Máret Ánne Sára", "Niillas Ŋuolga"), Icelandic women's and men's names with a
middle name and a "-dóttir" / "-son" patronymic ("Þórunn Ásta Baldursdóttir"),
Eritrean names of a given name, the father's and sometimes the grandfather's
("Semhar Tekle Haile"), West Frisian names with the lower-case particle "fan" / "fan
der" ("Sjoerd fan der Heide"), Upper Sorbian letters "ě", "ć", "ł", "ř" ("Měrćin
Wjelan"), Kabyle names whose surname opens with the capitalised "Aït" ("Lounès Aït
Yahia"), Inuktitut names with doubled "q" / "kk" ("Aputi Qaqqasiq").  No part is also a
part of any earlier file (:data:`pdfgen.worldnames_train.TRAIN` and the held-out files of
rounds 28–36; all train parts from names37 on), but for the shared links.

Measured once, at the end of a track; rules are never tuned on these.
"""

from __future__ import annotations

from pdfgen.worldmakers import Parts

HELDOUT: dict[str, Parts] = {
    "sami": {
        "given": ("Máret", "Niillas", "Ánde", "Risten", "Biret", "Jovnna"),
        "more": ("Ánne", "Sárá", "Ingá"),
        "family": ("Ŋuolga", "Sára", "Čiekčá", "Buljo", "Gaup", "Šolbmá"),
    },
    "icelandic-middle": {
        "given": ("Þórunn", "Ásta", "Hrafnhildur", "Eyjólfur", "Steinunn", "Þorvaldur"),
        "more": ("Björk", "Rún", "Freyr", "Hlín", "Dögg", "Már"),
        "family": ("Baldurs", "Hreiðars", "Kjartans", "Þórhalls", "Ragnars", "Hjörleifs"),
    },
    "eritrean": {
        "given": ("Semhar", "Tesfalem", "Yordanos", "Mussie", "Saba", "Filmon"),
        "family": ("Tekle", "Ghebremariam", "Weldemichael", "Habtezion", "Kidane", "Berhe"),
    },
    "frisian": {
        "given": ("Sjoerd", "Tsjalling", "Wytske", "Eelke", "Gerbrich", "Hylke"),
        "more": ("fan", "fan der", "fan 'e"),
        "family": ("Heide", "Hoekstra", "Wâlden", "Feart", "Sânwâlden", "Bosk"),
    },
    "sorbian": {
        "given": ("Měrćin", "Hańža", "Jurij", "Lejna", "Beno", "Marja"),
        "family": ("Wjelan", "Bjeńšowa", "Kocor", "Šołćina", "Łušćanski", "Křižan"),
    },
    "kabyle": {
        "given": ("Lounès", "Tassadit", "Idir", "Ouiza", "Amnay", "Taous"),
        "more": ("Aït",),
        "family": ("Yahia", "Menguellet", "Ouarab", "Ouali", "Amrouche", "Hamouda"),
    },
    "inuit": {
        "given": ("Aputi", "Iqaluk", "Ningiuq", "Qajaq", "Pitsiulaaq", "Ujarak"),
        "family": ("Qaqqasiq", "Kilabuk", "Akeeagok", "Nuqingaq", "Tunnuq", "Arnaquq"),
    },
}  # fmt: skip
