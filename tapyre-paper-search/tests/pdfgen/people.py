"""Authors, affiliations, e-mail addresses and junk metadata for generated papers.

Affiliations are composed from parts (a department, an institution, a street
and postcode, a city, a country) in the orders real papers use, in English
and in German.  Nothing here names a real publisher or archive; institutions
are built from a city or a field ("University of Tarnów", "Institute of
Marine Chemistry").
"""

from __future__ import annotations

import random
import re
import unicodedata
from dataclasses import dataclass

CITIES = (
    "Aarhus", "Adelaide", "Ann Arbor", "Antwerp", "Austin", "Barcelona", "Bergen", "Bologna",
    "Bordeaux", "Boulder", "Brisbane", "Brno", "Cagliari", "Campinas", "Chengdu", "Coimbra",
    "Daejeon", "Delft", "Dundee", "Durban", "Edmonton", "Eindhoven", "Gainesville", "Geneva",
    "Ghent", "Granada", "Guangzhou", "Haifa", "Hangzhou", "Helsinki", "Hyderabad", "Innsbruck",
    "Ithaca", "Kanpur", "Kyoto", "Lausanne", "Leiden", "Leuven", "Linköping", "Lisbon", "Lyon",
    "Madison", "Manchester", "Melbourne", "Montréal", "Nagoya", "Nanjing", "Nijmegen", "Oslo",
    "Otago", "Padua", "Pisa", "Porto", "Poznań", "Pune", "Québec", "Reykjavík", "Rotterdam",
    "Salamanca", "Santiago", "Sapporo", "Seville", "Sendai", "Sherbrooke", "Szeged", "Tampere",
    "Tarnów", "Tartu", "Toulouse", "Trondheim", "Tucson", "Turku", "Uppsala", "Valencia",
    "Waterloo", "Wrocław", "Zagreb", "Zaragoza",
)  # fmt: skip
COUNTRIES = (
    "Australia", "Austria", "Belgium", "Brazil", "Canada", "Chile", "China", "Croatia",
    "Czech Republic", "Denmark", "Estonia", "Finland", "France", "Hungary", "Iceland", "India",
    "Israel", "Italy", "Japan", "Netherlands", "New Zealand", "Norway", "Poland", "Portugal",
    "Republic of Korea", "South Africa", "Spain", "Sweden", "Switzerland", "USA", "UK",
    "United Kingdom", "United States",
)  # fmt: skip
FIELDS = (
    "Physics", "Applied Mathematics", "Computer Science", "Chemistry", "Biochemistry",
    "Molecular Biology", "Electrical Engineering", "Mechanical Engineering", "Statistics",
    "Neuroscience", "Epidemiology", "Public Health", "Astronomy", "Earth Sciences", "Medicine",
    "Linguistics", "Economics", "Materials Science", "Pharmacology", "Immunology", "Psychology",
    "Marine Chemistry", "Theoretical Physics", "Information Systems", "Data Science",
    "Cell Biology", "Radiology", "Internal Medicine", "Oncology", "Genetics",
)  # fmt: skip
_DEPARTMENT = (
    "Department of {f}", "Dept. of {f}", "School of {f}", "Faculty of {f}", "Institute of {f}",
    "Laboratory of {f}", "Division of {f}", "Center for {f}", "Centre for {f}", "{f} Department",
    "Graduate School of {f}", "Research Unit {f}",
)  # fmt: skip
_INSTITUTION = (
    "University of {c}", "{c} University", "{c} Institute of Technology",
    "Technical University of {c}",
    "University College {c}", "{c} Medical Center", "{c} University Hospital",
    "National Institute of {f}", "{c} Polytechnic", "Institute for Advanced Study, {c}",
    "{c} Research Laboratories", "Academy of Sciences, {c}",
)  # fmt: skip
_STREETS = ("Main Street", "Campus Road", "Science Park", "Avenue des Sciences", "Universitetsvej")

# -- German -------------------------------------------------------------------------

GERMAN_GIVEN = (
    "Anna", "Lena", "Julia", "Katharina", "Sophie", "Miriam", "Franziska", "Johanna", "Ute",
    "Sabine", "Jörg", "Jürgen", "Matthias", "Tobias", "Florian", "Sebastian", "Lukas", "Stefan",
    "Maximilian", "Andreas", "Wolfgang", "Klaus", "Dieter", "Björn", "Götz", "Hans-Peter",
    "Karl-Heinz", "Anne-Kathrin", "Ralf", "Sönke",
)  # fmt: skip
GERMAN_SURNAMES = (
    "Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz",
    "Hoffmann", "Schäfer", "Koch", "Bauer", "Richter", "Klein", "Wolf", "Schröder", "Neumann",
    "Schwarz", "Zimmermann", "Braun", "Krüger", "Hofmann", "Hartmann", "Lange", "Werner",
    "Krause", "Lehmann", "Köhler", "Maier", "Böhm", "Voß", "Jäger", "Groß", "von Bülow",
    "Weiß", "Kühn", "Heß", "Vogt", "Brandt",
)  # fmt: skip
GERMAN_CITIES = (
    "München", "Köln", "Düsseldorf", "Göttingen", "Würzburg", "Tübingen", "Saarbrücken",
    "Lübeck", "Osnabrück", "Münster", "Freiburg", "Dresden", "Leipzig", "Jena", "Kassel",
    "Bremen", "Graz", "Zürich", "Innsbruck", "Heidelberg",
)  # fmt: skip
GERMAN_FIELDS = (
    "Informatik", "Physik", "Chemie", "Biologie", "Mathematik", "Medizin", "Psychologie",
    "Elektrotechnik", "Maschinenbau", "Wirtschaftswissenschaften", "Geowissenschaften",
    "Sprachwissenschaft", "Molekulare Medizin", "Angewandte Informatik",
)  # fmt: skip
_GERMAN_DEPARTMENT = (
    "Institut für {f}", "Lehrstuhl für {f}", "Fakultät für {f}", "Fachbereich {f}",
    "Abteilung {f}", "Fachgebiet {f}", "Arbeitsgruppe {f}", "Klinik für {f}",
)  # fmt: skip
_GERMAN_INSTITUTION = (
    "Universität {c}", "Technische Universität {c}", "Hochschule {c}", "Universitätsklinikum {c}",
    "Leibniz-Institut für {f}, {c}", "Forschungszentrum {c}",
    "Hochschule für angewandte Wissenschaften {c}",
)  # fmt: skip
_GERMAN_COUNTRIES = ("Deutschland", "Germany", "Österreich", "Schweiz")
_GERMAN_STREETS = ("Hauptstraße", "Universitätsstraße", "Am Campus", "Albertstr.", "Schlossplatz")

# Junk the PDF's author field holds instead of the names: tools, logins, roles.
JUNK_METADATA_AUTHORS = (
    "Administrator", "user", "jsmith", "pdfTeX-1.40.21", "Owner", "Author", "LaTeX with hyperref",
    "Microsoft Office User", "dell", "Editorial Office", "Production Department", "hp",
    "Windows User", "Typesetter", "root", "scanner",
)  # fmt: skip


@dataclass(frozen=True)
class Affiliation:
    """An affiliation as printed on one line, and its parts for other layouts."""

    department: str
    institution: str
    address: str
    country: str

    def line(self, parts: int = 4) -> str:
        pieces = [self.department, self.institution, self.address, self.country][: max(2, parts)]
        return ", ".join(p for p in pieces if p)


def affiliation(rng: random.Random, *, german: bool = False) -> Affiliation:
    if german:
        city = rng.choice(GERMAN_CITIES)
        field = rng.choice(GERMAN_FIELDS)
        department = rng.choice(_GERMAN_DEPARTMENT).format(f=field)
        institution = rng.choice(_GERMAN_INSTITUTION).format(c=city, f=field)
        street = f"{rng.choice(_GERMAN_STREETS)} {rng.randint(1, 120)}"
        address = f"{street}, {rng.randint(10000, 99999)} {city}" if rng.random() < 0.5 else city
        return Affiliation(department, institution, address, rng.choice(_GERMAN_COUNTRIES))
    city = rng.choice(CITIES)
    field = rng.choice(FIELDS)
    department = rng.choice(_DEPARTMENT).format(f=field)
    institution = rng.choice(_INSTITUTION).format(c=city, f=field)
    roll = rng.random()
    if roll < 0.2:
        address = f"{rng.randint(1, 999)} {rng.choice(_STREETS)}, {city} {rng.randint(1000, 99999)}"
    elif roll < 0.5:
        address = city
    else:
        address = ""
    return Affiliation(department, institution, address, rng.choice(COUNTRIES))


def german_name(rng: random.Random) -> str:
    return f"{rng.choice(GERMAN_GIVEN)} {rng.choice(GERMAN_SURNAMES)}"


def mixed_name(rng: random.Random, pool: list[str]) -> str:
    """A name made of one pool name's given names and another's surname."""
    first = rng.choice(pool).split()
    last = rng.choice(pool).split()
    given = first[:-1] or first
    return " ".join([*given, last[-1]])


def email(name: str, domain_seed: str, rng: random.Random) -> str:
    plain = unicodedata.normalize("NFKD", name.lower())
    plain = "".join(c for c in plain if c.isascii() and (c.isalnum() or c in " -"))
    parts = [p for p in re.split(r"[\s-]+", plain) if p]
    user = rng.choice(
        [
            f"{parts[0]}.{parts[-1]}",
            f"{parts[0][0]}{parts[-1]}",
            parts[-1],
            f"{parts[0]}{parts[-1][:1]}",
        ]
    )
    domain = re.sub(r"[^a-z]", "", unicodedata.normalize("NFKD", domain_seed.lower()))[:10] or "uni"
    return f"{user}@{domain}.{rng.choice(['edu', 'ac.uk', 'de', 'fr', 'org', 'nl', 'ch', 'ac.jp'])}"


PARTICLES = frozenset(
    [
        "van",
        "von",
        "der",
        "den",
        "de",
        "del",
        "della",
        "di",
        "da",
        "du",
        "le",
        "la",
        "ter",
        "ten",
        "el",
        "al",
    ]
)


def split_name(name: str) -> tuple[list[str], str]:
    """(given names, surname with its particles).

    "Sander van Smaalen" → (["Sander"], "van Smaalen")."""
    words = name.split()
    cut = len(words) - 1
    while cut > 1 and words[cut - 1].lower() in PARTICLES:
        cut -= 1
    return words[:cut], " ".join(words[cut:])


def initialled(name: str) -> str:
    """ "Jane Q. Doe" → "J. Q. Doe"; particles stay with the surname."""
    given, surname = split_name(name)
    return " ".join([*(w[0] + "." for w in given if w[0].isalpha()), surname])
