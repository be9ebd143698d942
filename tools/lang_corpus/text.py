"""The words of German and French papers: sentences for titles and abstracts, labels.

German sentences are the German SciFact claims (``scifact-dev/train-de/queries.jsonl``
of the shared data); French ones are :data:`FRENCH`, written for this builder.
Label tables map the English label a style prints to the label of the language;
upper-case labels are translated to upper case by :func:`translate_label`.
"""

from __future__ import annotations

import json
from pathlib import Path

from lang_corpus.romance import LABELS as ROMANCE_LABELS

FRENCH = (
    "Les modèles de langue récents améliorent nettement la recherche documentaire.",
    "Nous proposons une méthode simple pour estimer la qualité des annotations.",
    "Les résultats montrent une réduction importante du temps de calcul.",
    "Cette étude examine l'effet de la température sur la croissance des cellules.",
    "Nous comparons trois approches d'apprentissage sur un corpus de taille moyenne.",
    "L'analyse statistique confirme la robustesse des estimations obtenues.",
    "Les mesures ont été effectuées dans quatre laboratoires indépendants.",
    "Une nouvelle architecture de réseau permet de mieux traiter les longues séquences.",
    "Les données cliniques proviennent de deux hôpitaux universitaires.",
    "Nous décrivons un protocole reproductible pour l'évaluation des systèmes.",
    "La précision moyenne dépasse celle des méthodes de référence.",
    "Ce travail ouvre la voie à des applications dans le domaine médical.",
    "Les erreurs restantes sont dues principalement au bruit des capteurs.",
    "Une étude de cas illustre l'intérêt pratique de notre approche.",
    "Nous montrons que la convergence est garantie sous des hypothèses faibles.",
    "L'échantillon comprend plus de deux mille participants adultes.",
    "Les simulations numériques confirment les prédictions théoriques.",
    "Nous discutons les limites de l'étude et les pistes de recherche futures.",
    "La méthode proposée est évaluée sur des images satellitaires de haute résolution.",
    "Un modèle probabiliste décrit la dynamique des populations observées.",
    "Les coûts énergétiques diminuent de près d'un tiers par rapport à l'état de l'art.",
    "Nous introduisons un jeu de données annoté manuellement par des experts.",
    "La variabilité entre les sujets reste faible dans toutes les conditions.",
    "Cette approche ne nécessite aucune donnée étiquetée supplémentaire.",
    "Les expériences révèlent une forte dépendance aux paramètres initiaux.",
    "Nous étudions la stabilité des matériaux composites sous contrainte thermique.",
    "Les résultats suggèrent un lien entre le sommeil et la mémoire de travail.",
    "Un algorithme glouton fournit une solution proche de l'optimum en temps linéaire.",
    "L'évaluation humaine confirme la qualité des résumés produits automatiquement.",
    "Nous analysons l'évolution des pratiques de publication au cours de la dernière décennie.",
)

FRENCH_FIELDS = (
    "Informatique", "Physique", "Chimie", "Biologie", "Mathématiques", "Génie électrique",
    "Sciences cognitives", "Mécanique", "Géosciences", "Médecine moléculaire",
)  # fmt: skip
FRENCH_CITIES = (
    "Paris", "Lyon", "Grenoble", "Toulouse", "Bordeaux", "Strasbourg", "Montpellier", "Nantes",
    "Lille", "Rennes", "Genève", "Lausanne", "Montréal", "Bruxelles",
)  # fmt: skip
FRENCH_COUNTRIES = ("France", "Suisse", "Belgique", "Canada")

# The English label a style prints (case as printed) → German, French.
LABELS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "Abstract": (("Zusammenfassung", "Kurzfassung", "Abstract"), ("Résumé",)),
    "Summary": (("Kurzfassung", "Zusammenfassung"), ("Résumé",)),
    "Executive Summary": (("Zusammenfassung",), ("Synthèse",)),
    "Keywords": (("Schlüsselwörter", "Stichwörter"), ("Mots-clés",)),
    "Key words": (("Stichwörter", "Schlüsselwörter"), ("Mots clés",)),
    "Index Terms": (("Schlagwörter",), ("Mots-clés",)),
    "Corresponding author": (("Korrespondenzautor",), ("Auteur correspondant",)),
    "Introduction": (("Einleitung",), ("Introduction",)),
    "Related Work": (("Verwandte Arbeiten",), ("Travaux connexes",)),
    "Methods": (("Methoden",), ("Méthodes",)),
    "Results": (("Ergebnisse",), ("Résultats",)),
    "Discussion": (("Diskussion",), ("Discussion",)),
    "Conclusions": (("Schlussfolgerungen", "Fazit"), ("Conclusions",)),
    "References": (("Literatur", "Literaturverzeichnis"), ("Références", "Bibliographie")),
}
ABSTRACT_LABELS = ("Abstract", "Summary", "Executive Summary")
AND = {"de": " und ", "fr": " et "}
# The word a byline's names follow ("— von A und B", "— par A et B"; front31).
BY = {"de": "von", "fr": "par"}
MONTHS = {
    "de": ("Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August",
           "September", "Oktober", "November", "Dezember"),
    "fr": ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
           "septembre", "octobre", "novembre", "décembre"),
}  # fmt: skip


def german_sentences(shared: Path) -> tuple[str, ...]:
    """The German SciFact claims of the shared data, in file order."""
    path = shared / "scifact-dev" / "train-de" / "queries.jsonl"
    lines = path.read_text(encoding="utf-8").splitlines()
    return tuple(json.loads(line)["text"].strip() for line in lines if line.strip())


def translate_label(english: str, language: str, pick: int) -> str | None:
    """The label of ``language`` for the printed English label ``english`` (its case
    kept: "ABSTRACT" → "ZUSAMMENFASSUNG"); ``pick`` chooses among variants; ``None``
    when ``english`` is no label of the table."""
    for key, (german, french) in LABELS.items():
        if english in (key, key.upper()):
            other = ROMANCE_LABELS.get(language, {}).get(key)
            variants = (other,) if other else german if language == "de" else french
            word = variants[pick % len(variants)]
            return word.upper() if english == key.upper() and english != key else word
    return None
