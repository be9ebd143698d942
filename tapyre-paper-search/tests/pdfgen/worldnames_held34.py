"""names34's held-out name parts for :mod:`pdfgen.worldnames` (``--world-names 34``):
naming patterns no earlier file drew from — a French lower-case article elided and glued
by an apostrophe ("Aurélien d'Ormesson"), Italian capitalised elided surnames ("Dell'Orto",
"D'Amico"), Québécois abbreviated saints ("St-Onge", "Ste-Marie"), Norwegian letters
("Øystein Ødegård", "Åsne Sæther"), German noble "zu" and "von und zu" ("Ferdinand von und
zu Eltz"), Hmong short given names before a clan name ("Pa Vang", "Tou Xiong"), the
Kikuyu "wa" ("Mukoma wa Ngugi", a surname with an apostrophe: "Thiong'o"), the Arabic
kunya "Abu" / "Umm" opening a name ("Abu Sufyan Zubaidi", "Umm Salama Hashimi"), Khmer
family-first names ("Sok Chenda"), Singaporean family-first names of three separate
syllables ("Goh Keng Swee"), and Latvian letters ("Kārlis Bērziņš", "Līga Ozoliņa").  No
part is also a part of any earlier file (:data:`pdfgen.worldnames_train.TRAIN` and the held-out
files of rounds 28–33; all train parts from names34 on).

Measured once, at the end of a track; rules are never tuned on these.
"""

from __future__ import annotations

from pdfgen.worldmakers import Parts

HELDOUT: dict[str, Parts] = {
    "french-elided": {
        "given": ("Aurélien", "Ségolène", "Timothée", "Clémence", "Anatole", "Solène"),
        "more": ("d'",),
        "family": ("Ormesson", "Estaing", "Aubigné", "Argenson", "Harcourt", "Alembert"),
    },
    "italian-elided": {
        "given": ("Gianluca", "Ornella", "Pierpaolo", "Simonetta", "Raffaele", "Donatella"),
        "family": ("Dell'Orto", "D'Amico", "Dall'Olio", "Sant'Ambrogio", "D'Alessio",
                   "Dell'Aversana"),
    },
    "quebecois": {
        "given": ("Marie-Ève", "Jean-Sébastien", "Marc-André", "Marie-Josée", "Pier-Luc",
                  "Marie-Soleil"),
        "family": ("St-Onge", "Ste-Marie", "St-Laurent", "St-Amour", "Ste-Croix", "St-Germain"),
    },
    "norwegian": {
        "given": ("Øystein", "Åsne", "Torbjørn", "Ingebjørg", "Bjørnar", "Sølvi"),
        "family": ("Ødegård", "Løvås", "Sæther", "Bråten", "Kjærstad", "Hølleland"),
    },
    "german-noble": {
        "given": ("Ferdinand", "Leopoldine", "Wolfram", "Adelheid", "Kunibert", "Hildegund"),
        "more": ("zu", "von und zu"),
        "family": ("Eltz", "Guttenberg", "Aufseß", "Solms-Laubach", "Waldburg",
                   "Castell-Rüdenhausen"),
    },
    "hmong": {
        "given": ("Pa", "Tou", "Yer", "Kou", "Nou", "Chue"),
        "family": ("Vang", "Xiong", "Yaj", "Moua", "Kue", "Vue"),
    },
    "kikuyu": {
        "given": ("Mukoma", "Njeri", "Kiarie", "Wangari", "Gitau", "Nyambura"),
        "more": ("wa",),
        "family": ("Thiong'o", "Kinyanjui", "Gatheru", "Mwaura", "Muigai", "Ngugi"),
    },
    "kunya": {
        "given": ("Sufyan", "Ubaida", "Dharr", "Hurairah"),
        "more": ("Abu",),
        "women": ("Salama", "Kulthum", "Habiba"),
        "women_more": ("Umm",),
        "family": ("Zubaidi", "Hashimi", "Qurashi", "Ansari", "Shammari", "Jubouri"),
    },
    "khmer": {
        "given": ("Chenda", "Sophal", "Bopha", "Vannak", "Sreymom", "Rithy"),
        "family": ("Sok", "Chea", "Heng", "Khieu", "Seng", "Ouk"),
    },
    "singaporean": {
        "given": ("Keng", "Swee", "Chok", "Boon", "Hwee", "Siew", "Beng", "Poh"),
        "family": ("Goh", "Teo", "Ong", "Tay", "Yeo", "Koh"),
    },
    "latvian": {
        "given": ("Kārlis", "Līga", "Jānis", "Ieva", "Māris", "Inese"),
        "family": ("Bērziņš", "Ozoliņa", "Kalniņš", "Krūmiņa", "Liepiņš", "Zariņa"),
    },
}  # fmt: skip
