"""front30's held-out name parts for :mod:`pdfgen.worldnames` (``--world-names 30``):
cultures and naming patterns no earlier file drew from — Hebrew "ben" / "bat" and
Welsh "ap" / "ferch" patronyms, Russian given name, patronymic and surname, Somali
three names, Burmese names of syllables with no family name, Cantonese names with an
English given name before the Chinese one, Māori surnames opening with "Te",
generational suffixes ("Jr.", "III"), Lithuanian, Romanian, Albanian, Akan, Sinhala,
Kazakh, Samoan and Swedish.  No part is also a part of :data:`pdfgen.worldnames_train.TRAIN`,
:data:`pdfgen.worldnames_held.HELDOUT` or :data:`pdfgen.worldnames_held29.HELDOUT` (all
train parts from front30 on; only particles and linking words repeat).

Measured once, at the end of a track; rules are never tuned on these.
"""

from __future__ import annotations

from pdfgen.worldmakers import Parts

HELDOUT: dict[str, Parts] = {
    "hebrew": {
        "given": ("Yael", "Noam", "Avital", "Eitan", "Shira", "Yosef", "Tamar-Li"),
        "more": ("ben", "bat", ""),
        "family": ("Cohen", "Mizrahi", "Peretz", "Katz", "Avraham", "Friedman"),
    },
    "welsh": {
        "given": ("Rhys", "Gwenllian", "Dafydd", "Bethan", "Iolo", "Cerys"),
        "more": ("ap", "ferch"),
        "family": ("Gruffydd", "Llywelyn", "Pryce", "Idris", "Owain", "Madog"),
    },
    "russian": {
        "given": ("Anastasia", "Sergei", "Yekaterina", "Mikhail", "Irina", "Andrei"),
        "more": ("Sergeyevna", "Nikolayevich", "Ivanovna", "Petrovich", "Alekseyevna",
                 "Viktorovich"),
        "family": ("Volkova", "Smirnov", "Morozova", "Lebedev", "Fedorova", "Orlov"),
    },
    "somali": {
        "given": ("Abdirahman", "Hodan", "Guled", "Faadumo", "Warsame", "Ubah"),
        "more": ("Jama", "Egal", "Samatar", "Dahir", "Nuur"),
        "family": ("Farah", "Aden", "Elmi", "Hirsi", "Duale", "Waberi"),
    },
    "burmese": {"given": ("Aung", "Kyaw", "Thida", "Hlaing", "Zaw", "Khin", "Myint", "Htun",
                          "Nwe", "Thant", "Moe", "Win")},
    "cantonese": {
        "given": ("Ka-Wing", "Siu-Fung", "Wai-Lun", "Man-Kit", "Hoi-Yan", "Chun-Kit"),
        "more": ("Jason", "Vivian", "Kelvin", "Winnie", "Edmund", "Priscilla"),
        "family": ("Cheung", "Leung", "Yeung", "Tsang", "Kwok", "Chow"),
    },
    "maori": {
        "given": ("Aroha", "Wiremu", "Mere", "Tamati", "Hemi", "Ngaio"),
        "family": ("Te Awa", "Te Whiti", "Ngata", "Parata", "Te Kani", "Tawhiri"),
    },
    "suffixed": {
        "given": ("Walter", "Harold", "Curtis", "Douglas", "Reginald", "Clarence"),
        "more": ("Jr.", "Sr.", "III", "II"),
        "family": ("Whitaker", "Pennington", "Holloway", "Crawford", "Thornton", "Ashford"),
    },
    "lithuanian": {
        "given": ("Rūta", "Vytautas", "Eglė", "Mindaugas", "Jurgita", "Darius"),
        "family": ("Kazlauskas", "Petrauskienė", "Jankauskaitė", "Žukauskas", "Butkus",
                   "Stankevičius"),
    },
    "romanian": {
        "given": ("Ioana", "Mihai", "Andreea", "Radu", "Cristian", "Roxana"),
        "family": ("Popescu", "Ionescu", "Constantinescu", "Dumitrescu", "Stănescu",
                   "Munteanu"),
    },
    "albanian": {
        "given": ("Arben", "Drita", "Besnik", "Mimoza", "Ilir", "Valbona"),
        "family": ("Hoxha", "Krasniqi", "Berisha", "Gashi", "Shehu", "Dervishi"),
    },
    "akan": {
        "given": ("Kwabena", "Akosua", "Yaw", "Abena", "Kwaku", "Efua"),
        "family": ("Asante", "Boateng", "Owusu", "Ofori", "Appiah", "Sarpong"),
    },
    "sinhala": {
        "given": ("Chaminda", "Nirmala", "Dilshan", "Sanduni", "Kasun", "Tharindu"),
        "family": ("Wijesinghe", "Jayawardena", "Senanayake", "Gunasekara", "Perera",
                   "Ranasinghe"),
    },
    "kazakh": {
        "given": ("Aigerim", "Yerlan", "Dinara", "Nurlan", "Gulnara", "Askar"),
        "family": ("Abenov", "Zhakupova", "Seitkali", "Omarova", "Bekturov", "Kassymova"),
    },
    "samoan": {
        "given": ("Sefo", "Malia", "Tavita", "Lagi", "Iosefa", "Sina"),
        "family": ("Tuilagi", "Leiataua", "Faleolo", "Sapolu", "Aumua", "Tuimavave"),
    },
    "swedish": {
        "given": ("Henrik", "Ingrid", "Astrid", "Sven", "Linnea", "Gustav"),
        "family": ("Lindqvist", "Sjöberg", "Åkesson", "Lundgren", "Holmström", "Bergkvist"),
    },
}  # fmt: skip
