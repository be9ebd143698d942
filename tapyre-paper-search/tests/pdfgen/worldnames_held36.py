"""names36's held-out name parts for :mod:`pdfgen.worldnames` (``--world-names 36``):
naming patterns no earlier file drew from — Uzbek Latin letters written with an
apostrophe ("O'tkir G'ulomov", "Shoira Yo'ldosheva"), Faroese names with a lower-case
place preposition before the surname ("Jógvan á Lakjuni", "Sámal í Dali", "Rói við Stein")
and "ð", Turkmen Latin letters "ý", "ň", "ä", "ž" ("Aýna Baýramowa", "Döwlet Täçmyradow"),
Rwandan names with a spaced French Christian given name, "de" inside it ("Jean de Dieu
Habimana", "Marie Chantal Uwamahoro"), Taiwanese Wade–Giles given names with the
aspirate's apostrophe inside a hyphenated name ("Ch'ing-lan Hsü", "T'ien-ming Ts'ai"),
Mizo names opening in "Chh"/"Hn"/"Lalr" clusters ("Lalrinawma Chhakchhuak"), Kurdish
(Kurmancî) letters "ê", "î", "û" ("Bêrîvan Xelîl"), Batak women's names with the clan
marker "br." (boru) in lower case before the clan name ("Rosa br. Sitompul"; men carry
the clan name alone).  No part is also a part of any earlier file
(:data:`pdfgen.worldnames_train.TRAIN` and the held-out files of rounds 28–35; all train parts
from names36 on), but for the shared link "de".

Measured once, at the end of a track; rules are never tuned on these.
"""

from __future__ import annotations

from pdfgen.worldmakers import Parts

HELDOUT: dict[str, Parts] = {
    "uzbek": {
        "given": ("O'tkir", "G'ayrat", "Shoira", "O'g'iloy", "Bahodir", "Go'zal"),
        "family": ("G'ulomov", "Yo'ldosheva", "Qo'chqorov", "To'xtayeva", "Sho'rayev",
                   "O'rinboyeva"),
    },
    "faroese": {
        "given": ("Jógvan", "Sámal", "Rói", "Guðrið", "Sjúrður", "Turið"),
        "more": ("á", "í", "við", "undir"),
        "family": ("Lakjuni", "Dali", "Stein", "Hamri", "Bakka", "Gørðum"),
    },
    "turkmen": {
        "given": ("Aýna", "Döwlet", "Jeren", "Merdan", "Maýsa", "Ňurmyrat"),
        "family": ("Baýramowa", "Täçmyradow", "Söýünowa", "Öwezow", "Annaýewa", "Žumaýew"),
    },
    "rwandan": {
        "given": ("Jean de Dieu", "Marie Chantal", "Jean Bosco", "Marie Goretti",
                  "Jean Damascène", "Marie Claudine"),
        "family": ("Habimana", "Uwamahoro", "Nsengiyumva", "Mukamana", "Niyonzima",
                   "Uwimana"),
    },
    "wade-giles": {
        "given": ("Ch'ing-lan", "T'ien-ming", "K'ai-hsiang", "Ch'un-mei", "P'ei-yü",
                  "Ts'ung-hua"),
        "family": ("Hsü", "Ts'ai", "Ch'en", "Tseng", "Chiang", "K'ung"),
    },
    "mizo": {
        "given": ("Lalrinawma", "Zothanpuii", "Lalhmingliana", "Vanlalruati", "Lalremsiama",
                  "Zodinpuii"),
        "family": ("Chhakchhuak", "Hnamte", "Pachuau", "Chhangte", "Khiangte", "Hauhnar"),
    },
    "kurdish": {
        "given": ("Bêrîvan", "Şêrko", "Dilşad", "Hêvî", "Rêbîn", "Nêçîrvan"),
        "family": ("Xelîl", "Bêkes", "Zîrek", "Botanî", "Hesenî", "Şêxmûs"),
    },
    "batak": {
        "given": ("Togar", "Parulian", "Hotman", "Sahat"),
        "women": ("Rosmaida", "Tiurma", "Lamria", "Nurhayati"),
        "women_more": ("br.",),
        "family": ("Sitompul", "Simanjuntak", "Panggabean", "Hutapea", "Sinaga", "Siregar"),
    },
}  # fmt: skip
