"""names32's held-out name parts for :mod:`pdfgen.worldnames` (``--world-names 32``):
naming patterns no earlier file drew from — an Arabic article glued to the family name
in lower case ("Rashed al-Mansouri"), Kyrgyz names closed by a lower-case patronym
("Azamat Kadyr uulu"), Flemish capitalised particles run together ("Liesbeth Vanden
Broeck"), Brazilian kin suffixes ("Thiago Bezerra Filho"), Korean given names romanised
with a lower-case syllable after the hyphen ("Min-jun Baek"), surnames with a capital
inside ("Colleen McAllister", "Renée LeBlanc"), Sikh names with "Singh" / "Kaur",
Japanese names with macrons ("Shōhei Ōtani"), Dutch elided articles ("Gerard 't
Hooft"), Malagasy long surnames, Fijian names after the title "Ratu" / "Adi", Hausa,
Ukrainian, Tibetan names of two given names, Quechua double surnames.  No part is also a
part of any earlier file (:data:`pdfgen.worldnames_train.TRAIN`, ``worldnames_held``,
``worldnames_held29``, ``worldnames_held30``; all train parts from names32 on).

names32 measured these once; from names33 on (``--world-names 33``) they are train parts.
names33 fixed two of the makers' quirks then: a Kyrgyz man's name closes with "uulu", a
woman's with "kyzy" (keys ``women`` / ``women_more``), and Dutch "'s-" ("des") goes
only before a place-like surname ("'s-Gravesande"; key ``places``), "'t" before the
others ("'t Hooft").
"""

from __future__ import annotations

from pdfgen.worldmakers import Parts

HELDOUT: dict[str, Parts] = {
    "gulf": {
        "given": ("Rashed", "Noura", "Faisal", "Maha", "Sultan", "Hessa"),
        "family": ("al-Mansouri", "al-Qasimi", "al-Dhaheri", "el-Gammal", "al-Suwaidi",
                   "al-Marri"),
    },
    "kyrgyz": {
        "given": ("Azamat", "Talant", "Bakyt"),
        "more": ("uulu",),
        "women": ("Aigul", "Cholpon", "Nazgul"),
        "women_more": ("kyzy",),
        "family": ("Kadyr", "Asan", "Toktogul", "Bolot", "Erkin", "Sultanbek"),
    },
    "flemish": {
        "given": ("Liesbeth", "Stijn", "Elke", "Joris", "Griet", "Brecht"),
        "family": ("Vanden Broeck", "Vander Elst", "Vanden Bossche", "Verhaegen",
                   "Vanderhaeghen", "Goossens"),
    },
    "brazilian": {
        "given": ("Thiago", "Luana", "Rafaela", "Caio", "Júlio", "Bianca"),
        "more": ("Filho", "Neto", "Júnior", "Sobrinho"),
        "family": ("Magalhães", "Nogueira", "Bezerra", "Cavalcanti", "Figueiredo", "Macedo"),
    },
    "korean-rr": {
        "given": ("Min-jun", "Chae-won", "Seung-hwan", "Ye-rin", "Do-yun", "Su-bin"),
        "family": ("Gwak", "Bae", "Baek", "Nam", "Ryu", "Jeon"),
    },
    "camelcase": {
        "given": ("Colleen", "Brendan", "Renée", "Dominic", "Maeve", "Gideon"),
        "family": ("McAllister", "LeBlanc", "DeMarco", "MacKenzie", "DiNardo", "FitzGerald"),
    },
    "sikh": {
        "given": ("Harpreet", "Gurpreet", "Manjit", "Jaswinder", "Navdeep", "Simran"),
        "more": ("Singh", "Kaur"),
        "family": ("Sandhu", "Grewal", "Dhillon", "Sidhu", "Gill", "Bajwa"),
    },
    "japanese-macron": {
        "given": ("Shōhei", "Yūko", "Kōji", "Ryōta", "Jūzō", "Shūji"),
        "family": ("Ōtani", "Satō", "Itō", "Kōno", "Ōshima", "Gotō"),
    },
    "dutch-elided": {
        "given": ("Gerard", "Marloes", "Wessel", "Ineke", "Sander", "Anouk"),
        "more": ("'t",),
        "family": ("Hooft", "Hof", "Hart", "Veld"),
        "places": ("Gravesande", "Gravendeel"),
        "places_more": ("'s-",),
    },
    "malagasy": {
        "given": ("Haingo", "Tojo", "Voahangy", "Mamy", "Fanja", "Rivo"),
        "family": ("Andrianantenaina", "Rakotomalala", "Razafindrakoto", "Ratsimbazafy",
                   "Andriamanalina", "Rasoanaivo"),
    },
    "fijian": {
        "given": ("Epeli", "Litia", "Sitiveni", "Losana", "Jone", "Mereoni"),
        "more": ("Ratu", "Adi", ""),
        "family": ("Nailatikau", "Rabuka", "Qarase", "Waqanivalu", "Tuilovoni", "Naivalu"),
    },
    "hausa": {
        "given": ("Aminu", "Zainab", "Usman", "Hadiza", "Abubakar", "Halima"),
        "family": ("Danjuma", "Bello", "Abdullahi", "Lawal", "Garba", "Shehu-Kano"),
    },
    "ukrainian": {
        "given": ("Oksana", "Taras", "Olena", "Bohdan", "Halyna", "Yaroslav"),
        "family": ("Shevchenko", "Bondarenko", "Kovalchuk", "Tkachenko", "Melnyk",
                   "Hrytsenko"),
    },
    "tibetan": {"given": ("Tenzin", "Dolma", "Pema", "Norbu", "Tashi", "Yangchen", "Dorje",
                          "Lhamo")},
    "quechua": {
        "given": ("Wayra", "Killa", "Yupanqui", "Sumaq", "Inti", "Nayra"),
        "more": ("Huaman", "Condori", "Ccori"),
        "family": ("Mamani", "Quispe", "Huarachi", "Ticona", "Choquehuanca", "Apaza"),
    },
}  # fmt: skip
