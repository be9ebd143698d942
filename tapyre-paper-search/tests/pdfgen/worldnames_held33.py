"""names33's held-out name parts for :mod:`pdfgen.worldnames` (``--world-names 33``):
naming patterns no earlier file drew from — Balinese birth-order names opened by the
one-letter "I" (a man) or "Ni" (a woman) ("I Wayan Sudirta", "Ni Made Sriani"),
Bangladeshi abbreviated given names ("Md. Rafiqul Islam", "Mst. Nasrin Akter"),
Mongolian names after a father's initial of two letters with a hyphenated given name
("Ts. Bat-Erdene"), South Indian names with the father's initial after the given name
("Senthil R."), Egyptian four-part names ("Ahmed Mamdouh Fathy Shalaby"), Afrikaans
capitalised "Van der" / "Du" and "Janse van" ("Stoffel Van der Merwe", "Anika Janse van
Rensburg"), Swedish noble "af" ("Ebba af Klint"), Hawaiian names with the ʻokina
printed as an apostrophe ("Kaʻiulani" → "Ka'iulani"), Maltese letters ("Ġorġ Borġ",
"Ċensu Żammit"; no "Ħ": pdfLaTeX's T1 fonts have none), Basque "tx" names, Ewe and
Pashto names.  No part is also a part of any earlier file
(:data:`pdfgen.worldnames_train.TRAIN` and the held-out files of rounds 28–32; all train parts
from names33 on).

Measured once, at the end of a track; rules are never tuned on these.
"""

from __future__ import annotations

from pdfgen.worldmakers import Parts

HELDOUT: dict[str, Parts] = {
    "balinese": {
        "given": ("Wayan Sudirta", "Nyoman Sukarta", "Ketut Wardana", "Putu Astawa",
                  "Kadek Suardana", "Gede Pasek"),
        "more": ("I",),
        "women": ("Made Sriani", "Komang Ariani"),
        "women_more": ("Ni",),
    },
    "bengali": {
        "given": ("Rafiqul", "Shahidul", "Mizanur"),
        "more": ("Md.", "Mohd."),
        "family": ("Islam", "Hossain", "Chowdhury", "Talukder"),
        "women": ("Nasrin", "Rokeya", "Shirina"),
        "women_more": ("Mst.",),
        "women_family": ("Akter", "Begum", "Chowdhury", "Talukder"),
    },
    "mongolian-initial": {
        "given": ("Bat-Erdene", "Oyun-Erdene", "Munkh-Ochir", "Enkh-Amgalan", "Tsogt-Ochir",
                  "Altan-Tuya"),
        "more": ("Ts.", "Ch.", "Sh.", "Kh.", "B.", "D."),
    },
    "south-indian-initial": {
        "given": ("Senthil", "Vignesh", "Sowmiya", "Saranya", "Murugan", "Revathi"),
        "more": ("R.", "K.", "S.", "P.", "M.", "N."),
    },
    "egyptian": {
        "given": ("Ahmed", "Mona", "Sherif", "Heba", "Tamer", "Nermeen"),
        "more": ("Mamdouh", "Fathy", "Abdelaziz", "Ragab", "Shawky", "Lotfy"),
        "family": ("Shalaby", "Elnaggar", "Soliman", "Hegazy", "Elshafei", "Badawy"),
    },
    "afrikaans": {
        "given": ("Stoffel", "Anika", "Jaco", "Elmarie", "Riaan", "Marelize"),
        "family": ("Van der Merwe", "Du Plessis", "Janse van Rensburg", "Du Toit", "Van Wyk",
                   "Van Heerden", "Steyn", "Botha"),
    },
    "swedish-noble": {
        "given": ("Ebba", "Gustaf", "Ulrika", "Carl-Fredrik", "Märta", "Axel"),
        "more": ("af",),
        "family": ("Klint", "Trolle", "Klercker", "Ugglas", "Wetterstedt", "Sillén"),
    },
    "hawaiian": {
        "given": ("Ka'iulani", "Keoni", "Kawika", "Noelani", "Kaleo", "Mahina"),
        "family": ("Kealoha", "Ka'anapu", "Nāone", "Kamaka'ala", "Akana", "Pa'ahana"),
    },
    "maltese": {
        "given": ("Ġorġ", "Pawlu", "Ċensu", "Marija", "Ġużeppi", "Rita"),
        "family": ("Borġ", "Żammit", "Xuereb", "Ċassar", "Micallef", "Grech"),
    },
    "basque": {
        "given": ("Iñaki", "Amaia", "Gorka", "Itziar", "Unai", "Garazi"),
        "family": ("Etxeberria", "Goikoetxea", "Urrutia", "Arrizabalaga", "Zubizarreta",
                   "Agirre"),
    },
    "ewe": {
        "given": ("Kofi", "Esinam", "Yao", "Enyonam", "Selorm", "Mawuli"),
        "family": ("Agbeko", "Dzokoto", "Amenyo", "Tsikata", "Gbedemah", "Kpodo"),
    },
    "pashto": {
        "given": ("Zalmay", "Malalai", "Naqibullah", "Gulalai", "Hekmatullah", "Spogmai"),
        "family": ("Ahmadzai", "Popalzai", "Yousafzai", "Durrani", "Mohmand", "Shinwari"),
    },
}  # fmt: skip
