"""names35's held-out name parts for :mod:`pdfgen.worldnames` (``--world-names 35``):
naming patterns no earlier file drew from — Azerbaijani names with the father's given
name and a word of kin inside the name, before the surname ("Elvin Rauf oğlu Quliyev",
"Aysel Telman qızı Hacıyeva"), Estonian "õ" ("Tõnu Mõttus"), Wolof names opening with a
nasal cluster and two-letter surnames ("Ndèye Fatou Ndiaye", "Cheikh Sy"), Sotho and
Tswana clusters ("Mpho Mokoena", "Kgomotso Ntsekhe"), Serbian Latin "đ" / "ć" ("Đorđe
Đukić"), Greenlandic double vowels ("Kuupik Kleist"), Arabic compound given names with a
lower-case article ("Abd al-Karim Tarawneh"), Hungarian married names, surname first
with "-né" glued to the husband's surname ("Kertészné Szűcs Ilona"; printed as written).
No part is also a part of any earlier file (:data:`pdfgen.worldnames_train.TRAIN` and the
held-out files of rounds 28–34; all train parts from names35 on).

Measured once, at the end of a track; rules are never tuned on these.
"""

from __future__ import annotations

from pdfgen.worldmakers import Parts

HELDOUT: dict[str, Parts] = {
    "azerbaijani": {
        "given": ("Elvin", "Tural", "Orxan", "Vüqar", "Ramil", "Elnur"),
        "fathers": ("Rauf", "Telman", "Ilqar", "Zakir", "Mübariz", "Vaqif"),
        "more": ("oğlu",),
        "family": ("Quliyev", "Hüseynov", "Nağıyev", "Hacıyev", "Rzayev", "Qasımov"),
        "women": ("Aysel", "Günay", "Sevinc", "Könül"),
        "women_more": ("qızı",),
        "women_family": ("Quliyeva", "Hüseynova", "Nağıyeva", "Hacıyeva", "Rzayeva",
                         "Qasımova"),
    },
    "estonian": {
        "given": ("Tõnu", "Kärt", "Tõnis", "Külli", "Margus", "Triin"),
        "family": ("Mõttus", "Põder", "Kõiv", "Jõgi", "Sõmer", "Lõhmus"),
    },
    "wolof": {
        "given": ("Ndèye Fatou", "Mbène", "Cheikh", "Moustapha", "Ndèye Coumba", "Ndiogou"),
        "family": ("Ndiaye", "Mbaye", "Ndour", "Mbengue", "Sy", "Ka"),
    },
    "sotho": {
        "given": ("Mpho", "Nthabiseng", "Mmabatho", "Tshepo", "Kgomotso", "Lerato"),
        "family": ("Mokoena", "Molefe", "Mothibi", "Sekhukhune", "Kgosana", "Ntsekhe"),
    },
    "serbian-latin": {
        "given": ("Đorđe", "Snežana", "Dušan", "Ljiljana", "Nebojša", "Dragana"),
        "family": ("Đorđević", "Đukić", "Ćirić", "Đurić", "Lazarević", "Cvijić"),
    },
    "greenlandic": {
        "given": ("Kuupik", "Aaja", "Juaaka", "Aleqa", "Naaja", "Ujarneq"),
        "family": ("Kleist", "Lynge", "Motzfeldt", "Hammeken", "Egede", "Olsvig"),
    },
    "arabic-abd": {
        "given": ("Abd al-Karim", "Abd al-Rahim", "Abd el-Kader", "Abd al-Majid",
                  "Abd al-Latif", "Abd el-Wahab"),
        "family": ("Tarawneh", "Majali", "Khasawneh", "Rawabdeh", "Nsour", "Zoubi"),
    },
    "hungarian-married": {
        "husbands": ("Kertész", "Vörös", "Halász", "Bognár", "Somogyi", "Pintér"),
        "family": ("Szűcs", "Lengyel", "Hegedűs", "Bakos", "Orsós", "Fodor"),
        "given": ("Ilona", "Jolán", "Zsuzsanna", "Margit", "Piroska", "Etelka"),
    },
}  # fmt: skip
