"""names42's held-out name parts for :mod:`pdfgen.worldnames` (``--world-names 42``):
naming patterns no earlier file drew from — Kashubian names with "ò" / "ë" / "ù"
("Wòjcech Labùda"), Tuareg names with the lower-case kin word "ag" (son of) / "welet"
(daughter of) before the father's name ("Intalla ag Attaher", "Fadimata welet
Mohamedoun"), Ossetian names ("Soslan Dzagoev", "Zarina Tsorionty"), I-Kiribati names
("Taneti Maamau"), Tuvan names with hyphenated given and family names ("Kongar-ool
Ondar", "Aidyn Kara-Sal"), Abkhaz "-ba" family names ("Astamur Ardzinba") and Tamil
names written with the initials first ("K. R. Thirunavukkarasu").  No part is also a
part of any earlier file (:data:`pdfgen.worldnames_train.TRAIN` and the held-out files of
rounds 28–41; all train parts from names42 on), but the initials, which the train
makers draw too.

Measured once, at the end of a track; rules are never tuned on these.
"""

from __future__ import annotations

from pdfgen.worldmakers import Parts

HELDOUT: dict[str, Parts] = {
    "kashubian": {
        "given": ("Wòjcech", "Bòżena", "Grégòr", "Kristina", "Jaréna", "Tómk"),
        "family": ("Labùda", "Kòsznik", "Bòrzëszkòwsczi", "Wëszkòwsczi", "Trepczik", "Gòłąbk"),
    },
    "tuareg": {
        "men": ("Intalla", "Alhabib", "Attaher", "Iyad", "Assalat", "Mossa"),
        "women": ("Fadimata", "Tinhinan", "Takamba", "Mariama", "Tadjalit", "Lalla"),
        "father": ("Mohamedoun", "Intahmadou", "Elmehdi", "Alghabass", "Ahmedou", "Ewangaye"),
    },
    "ossetian": {
        "given": ("Soslan", "Zarina", "Batraz", "Dzerassa", "Taimuraz", "Agunda"),
        "family": ("Dzagoev", "Tsorionty", "Gazzaty", "Kochiev", "Tsallagova", "Bestaev"),
    },
    "kiribati": {
        "given": ("Taneti", "Teburoro", "Tebao", "Bwebwe", "Tekena", "Teuea"),
        "family": ("Maamau", "Awerika", "Tiata", "Itaaka", "Teanaki", "Baraniko"),
    },
    "tuvan": {
        "given": ("Kongar-ool", "Aidyn", "Choduraa", "Sholban", "Aylana", "Ai-Kherel"),
        "family": ("Ondar", "Kara-Sal", "Mongush", "Kuular", "Oorzhak", "Dongak"),
    },
    "abkhaz": {
        "given": ("Astamur", "Inal", "Adgur", "Gunda", "Daur", "Nanuli"),
        "family": ("Ardzinba", "Khajimba", "Bganba", "Gumba", "Tarba", "Lakoba"),
    },
    "tamil_initials": {
        "initials": ("K.", "R.", "S.", "V.", "N.", "P."),
        "family": (
            "Thirunavukkarasu", "Ilangovan", "Kumaravelu", "Muthulakshmi", "Pandiarajan",
            "Sivasankari",
        ),
    },
}  # fmt: skip
