"""More German and French sentences, and the split of each pool between train and held-out.

:data:`MORE_GERMAN` and :data:`MORE_FRENCH` were written for this builder (lang23) so
that train and held-out corpora need not share a sentence: :func:`for_split` gives a
split its part of a pool, by a checksum of each sentence (a third held out), so the
parts are disjoint and do not move when sentences are added.
"""

from __future__ import annotations

import zlib

MORE_GERMAN = (
    "Wir untersuchen den Einfluss der Bodenfeuchte auf das Wachstum junger Pflanzen.",
    "Die vorgeschlagene Methode benötigt keine zusätzlichen Trainingsdaten.",
    "Unsere Messungen zeigen einen deutlichen Rückgang der Emissionen im Winter.",
    "Das Verfahren wird an drei öffentlichen Datensätzen geprüft.",
    "Die Ergebnisse deuten auf einen Zusammenhang zwischen Schlaf und Gedächtnis hin.",
    "Wir beschreiben ein neues Modell für die Ausbreitung von Schadstoffen im Grundwasser.",
    "Die Genauigkeit liegt in allen Versuchen über dem Wert der Vergleichsverfahren.",
    "Für die Auswertung wurden die Daten von mehr als tausend Patienten herangezogen.",
    "Der Rechenaufwand sinkt dabei um etwa ein Drittel.",
    "Die Stabilität des Materials bleibt auch bei hohen Temperaturen erhalten.",
    "Wir zeigen, dass die Konvergenz unter schwachen Annahmen gesichert ist.",
    "Die Studie vergleicht zwei Behandlungen bei Kindern mit chronischem Asthma.",
    "Ein einfaches statistisches Modell erklärt den größten Teil der Streuung.",
    "Die Simulationen bestätigen die theoretischen Vorhersagen sehr gut.",
    "Wir stellen einen von Fachleuten annotierten Korpus deutscher Fachtexte vor.",
    "Die verbleibenden Fehler gehen vor allem auf das Rauschen der Sensoren zurück.",
    "Eine Fallstudie zeigt den praktischen Nutzen des Ansatzes in der Industrie.",
    "Wir diskutieren die Grenzen der Untersuchung und offene Fragen.",
    "Die Proben wurden in vier unabhängigen Laboren gemessen.",
    "Das neue Netzwerk verarbeitet lange Sequenzen schneller als bisherige Modelle.",
    "Die Unterschiede zwischen den Gruppen sind statistisch nicht signifikant.",
    "Wir analysieren die Entwicklung der Veröffentlichungspraxis im letzten Jahrzehnt.",
    "Der Energiebedarf der Anlage wird über ein ganzes Jahr erfasst.",
    "Die Befragung umfasst Lehrkräfte aus allen Bundesländern.",
    "Ein gieriger Algorithmus liefert in linearer Zeit eine fast optimale Lösung.",
    "Die Zellen wurden unter kontrollierten Bedingungen über zwei Wochen beobachtet.",
    "Die Wirkung des Medikaments hängt stark von der Dosis ab.",
    "Wir schlagen ein Verfahren zur automatischen Prüfung von Quellenangaben vor.",
    "Die Vorhersagen des Modells stimmen mit den Beobachtungen der Wetterstationen überein.",
    "Die menschliche Bewertung bestätigt die Qualität der erzeugten Zusammenfassungen.",
    "Die Arbeit beschreibt den Aufbau und die Kalibrierung eines neuen Messgeräts.",
    "Im Vergleich zu früheren Studien fällt der Effekt deutlich kleiner aus.",
    "Die Daten stammen aus einer Langzeitstudie mit jährlichen Untersuchungen.",
    "Wir untersuchen, wie sich die Verkehrsdichte auf die Luftqualität in Städten auswirkt.",
    "Die Ergebnisse sind für die Planung künftiger Impfprogramme von Bedeutung.",
    "Das Verfahren lässt sich ohne großen Aufwand auf andere Sprachen übertragen.",
    "Eine genaue Analyse der Fehler zeigt typische Verwechslungen zwischen ähnlichen Klassen.",
    "Die Versuchstiere wurden nach den geltenden Richtlinien gehalten.",
    "Wir vergleichen die Kosten der beiden Verfahren über die gesamte Lebensdauer.",
    "Die Stichprobe ist für die Bevölkerung des Landes repräsentativ.",
)

MORE_FRENCH = (
    "Nous étudions l'influence de l'humidité du sol sur la croissance des jeunes plantes.",
    "La méthode proposée ne demande aucune donnée d'entraînement supplémentaire.",
    "Nos mesures montrent une nette baisse des émissions pendant l'hiver.",
    "Le procédé est évalué sur trois jeux de données publics.",
    "Nous décrivons un nouveau modèle de la diffusion des polluants dans les nappes.",
    "Les données de plus de mille patients ont été utilisées pour cette analyse.",
    "La stabilité du matériau est conservée même à haute température.",
    "L'étude compare deux traitements chez des enfants atteints d'asthme chronique.",
    "Un modèle statistique simple explique la plus grande partie de la variance.",
    "Nous présentons un corpus de textes techniques annoté par des spécialistes.",
    "Les différences entre les groupes ne sont pas statistiquement significatives.",
    "La consommation d'énergie de l'installation est suivie pendant une année entière.",
    "L'enquête porte sur des enseignants de toutes les régions du pays.",
    "Les cellules ont été observées pendant deux semaines dans des conditions contrôlées.",
    "L'effet du médicament dépend fortement de la dose administrée.",
    "Nous proposons une méthode de vérification automatique des citations.",
    "Les prévisions du modèle concordent avec les observations des stations météorologiques.",
    "Ce travail décrit la construction et l'étalonnage d'un nouvel instrument de mesure.",
    "Par rapport aux études antérieures, l'effet observé est nettement plus faible.",
    "Les données proviennent d'une étude longitudinale avec des examens annuels.",
    "Nous examinons comment la densité du trafic agit sur la qualité de l'air en ville.",
    "Ces résultats sont utiles pour la planification des futures campagnes de vaccination.",
    "La méthode se transpose sans difficulté à d'autres langues.",
    "Une analyse fine des erreurs révèle des confusions entre des classes voisines.",
    "Nous comparons le coût des deux procédés sur toute leur durée de vie.",
    "L'échantillon est représentatif de la population adulte du pays.",
    "Les propriétés mécaniques des alliages sont mesurées à différentes échelles.",
    "Le réseau neuronal apprend à reconnaître les structures à partir de peu d'exemples.",
    "Nous montrons que le problème est difficile dans le cas général.",
    "La précision des mesures est limitée par la résolution du détecteur.",
    "Les participants ont rempli un questionnaire avant et après l'intervention.",
    "Cette approche réduit le nombre de paramètres sans perte de qualité.",
    "Les observations ont été réalisées au cours de trois campagnes de terrain.",
    "Nous proposons une borne inférieure qui améliore les résultats connus.",
    "Le traitement du signal repose sur une transformée en ondelettes.",
    "Les écarts observés s'expliquent par la variabilité naturelle du climat.",
    "Une interface simple permet aux médecins de consulter les prédictions du système.",
    "Les résultats confirment l'intérêt d'une détection précoce de la maladie.",
    "Nous évaluons la robustesse du modèle face à des perturbations adverses.",
    "La littérature récente sur ce sujet reste peu abondante.",
)


def for_split(pool: tuple[str, ...], split: str) -> tuple[str, ...]:
    """The sentences of ``pool`` for ``split``: a held-out split gets those whose CRC-32
    is divisible by three, every other split the rest (pool order kept)."""
    held = split == "heldout"
    return tuple(s for s in pool if (zlib.crc32(s.encode("utf-8")) % 3 == 0) == held)
