"""Held-out name parts for :mod:`pdfgen.worldnames`: no part is also a train part.

front28 measured these once (/tmp/front28/heldout); from front29 on they are train
parts (``--world-names 29`` trains on them, :mod:`pdfgen.worldnames_held29` holds
the new held-out parts).
"""

from __future__ import annotations

from pdfgen.worldmakers import Parts

HELDOUT: dict[str, Parts] = {
    "chinese": {
        "given": ("Jiahui", "Zihan", "Haoran", "Yutong", "Shuang", "Jun", "Lei", "Ying", "Tao",
                  "Xueying", "Jia-Wei"),
        "family": ("Gao", "Luo", "Zheng", "Liang", "Song", "Tang", "Han", "Feng", "Deng", "Cao"),
    },
    "japanese": {
        "given": ("Ryota", "Megumi", "Takuya", "Ayumi", "Masaki", "Emiko", "Kohei", "Rie"),
        "family": ("Inoue", "Kimura", "Hayashi", "Shimizu", "Yamaguchi", "Mori", "Ikeda",
                   "Hashimoto", "Ishikawa"),
    },
    "korean": {
        "given": ("Soo-ah", "Hyun-woo", "Ji-yeon", "Min-seok", "Yeon-hee", "Tae-yang"),
        "family": ("Han", "Shin", "Seo", "Kwon", "Hwang", "Ahn", "Song"),
    },
    "vietnamese": {
        "given": ("Phuong", "Quang", "Trang", "Hieu", "Hanh", "Bao", "Vy"),
        "more": ("Khanh", "Xuan", "Huu", "Bich", "Gia"),
        "family": ("Ngo", "Duong", "Ly", "Truong", "Ho", "Huynh"),
    },
    "indian": {
        "given": ("Harish", "Swati", "Ganesh", "Pooja", "Manoj", "Divya", "Karthik", "Nandini"),
        "family": ("Raghavan", "Desai", "Kulkarni", "Bhattacharya", "Pillai", "Joshi", "Srinivasan",
                   "Agarwal", "Ramachandran"),
    },
    "arabic": {
        "given": ("Yasmin", "Ibrahim", "Rania", "Mahmoud", "Huda", "Bilal", "Samira"),
        "family": ("Al-Hashimi", "Khoury", "Al-Mansouri", "Ben Youssef", "Aziz", "El-Khatib",
                   "Hamdan"),
    },
    "persian": {
        "given": ("Amir", "Leila", "Hamid", "Niloufar", "Saeed", "Roya"),
        "more": ("Kazem", "Mahdi", "Taghi"),
        "family": ("Tehrani", "Shirazi", "Esfahani", "Nouri", "Bagheri", "Zand", "Farahani"),
    },
    "turkish": {
        "given": ("Selin", "Kaan", "Derya", "Serkan", "Gülşen", "Onur", "Melike"),
        "family": ("Koç", "Kurt", "Özdemir", "Erdoğan", "Güneş", "Polat", "Karaca"),
    },
    "yoruba": {
        "given": ("Adunni", "Kehinde", "Damilola", "Olanrewaju", "Funmilayo"),
        "family": ("Adeleke", "Oyewole", "Babalola", "Ogunbiyi", "Afolabi"),
    },
    "igbo": {
        "given": ("Chinonso", "Obioma", "Kelechi", "Amarachi", "Ikenna"),
        "family": ("Anyanwu", "Ibe", "Ezeani", "Okoro", "Nnamdi"),
    },
    "swahili": {
        "given": ("Akinyi", "Mosi", "Subira", "Jabari", "Nia"),
        "family": ("Achieng", "Kimani", "Makena", "Odhiambo", "Mbwana"),
    },
    "slavic": {
        "given": ("Katarzyna", "Aleksandr", "Petra", "Bogdan", "Jelena", "Radek", "Natalia"),
        "family": ("Nowak", "Popov", "Jovanović", "Svoboda", "Lewandowska", "Kovalenko", "Horák"),
    },
    "hungarian": {
        "given": ("Attila", "Eszter", "Tamás", "Anikó", "Csaba", "Judit"),
        "family": ("Papp", "Takács", "Juhász", "Lakatos", "Mészáros", "Oláh"),
    },
    "spanish": {
        "given": ("Diego", "Marta", "Sergio", "Ainhoa", "Raúl", "Nuria"),
        "more": ("Ignacio", "Teresa", "Andrés"),
        "family": ("Domínguez", "Vázquez", "Ortega", "Castillo", "Serrano", "Molina", "Delgado",
                   "Herrera"),
    },
    "portuguese": {
        "given": ("Luísa", "Rodrigo", "Carolina", "Henrique", "Catarina"),
        "more": ("de", "dos", "da"),
        "family": ("Rocha", "Barbosa", "Ribeiro", "Mendes", "Teixeira", "Moreira"),
    },
    "dutch": {
        "given": ("Hendrik", "Marieke", "Koen", "Ilse", "Wouter"),
        "more": ("van der", "de", "van"),
        "family": ("Horst", "Boer", "Dijk", "Laan", "Wijk", "Graaf"),
    },
    "icelandic": {
        "given": ("Þóra", "Björn", "Ragnheiður", "Halldór", "Ingibjörg"),
        "family": ("Halldórs", "Stefáns", "Þórðar", "Kristjáns"),
    },
    "single": {"given": ("Sulastri", "Budiono", "Rahayu", "Supriyadi")},
    "initials": {"family": ("Qian", "Saxena", "Olawale", "Dubois", "Vo", "Novak", "Yoo")},
    "english-words": {
        "given": ("Hazel", "Ray", "Ruby", "Frank", "Iris", "Sandy", "Holly"),
        "family": ("Lane", "Moss", "Marsh", "Reed", "Hunt", "Wells", "Rivers", "Cook", "Price"),
    },
}  # fmt: skip
