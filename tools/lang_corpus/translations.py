"""German and French translations of :data:`~lang_corpus.parallel.ENGLISH` (lang39).

Round 38's ``--parallel`` covered Spanish, Italian, Portuguese and Dutch only: the
German and French pools (SciFact claims, :mod:`~lang_corpus.sentences`) have no English
side.  :data:`GERMAN` and :data:`FRENCH` were written for this builder: the same thirty
sentences as :data:`~lang_corpus.parallel.ENGLISH`, in the same order, as a German or
French scientist would write them, so a German or French paper built with
``--parallel`` has a true translated English abstract and English title.  The held-out
part is chosen by each German/French sentence's CRC-32 (as every pool's).
"""

from __future__ import annotations

GERMAN = (
    "Wir untersuchen das Wachstum von Stadtbäumen über zehn Jahre.",
    "Die Ergebnisse zeigen eine deutliche Verringerung der Rechenzeit.",
    "Wir schlagen eine einfache Methode zur Schätzung der Qualität von Annotationen vor.",
    "Die klinischen Daten stammen aus zwei Universitätskliniken.",
    "Ein probabilistisches Modell beschreibt die Dynamik der beobachteten Populationen.",
    "Die mittlere Präzision übertrifft die der Referenzverfahren.",
    "Die Messungen wurden in vier unabhängigen Laboren durchgeführt.",
    "Diese Arbeit eröffnet den Weg zu Anwendungen in der Medizin.",
    "Die verbleibenden Fehler sind größtenteils auf das Rauschen der Sensoren zurückzuführen.",
    "Wir zeigen, dass die Konvergenz unter schwachen Annahmen garantiert ist.",
    "Die Stichprobe umfasst mehr als zweitausend erwachsene Teilnehmende.",
    "Die numerischen Simulationen bestätigen die theoretischen Vorhersagen.",
    "Wir erörtern die Grenzen der Studie und Richtungen für künftige Forschung.",
    "Wir stellen einen von Fachleuten von Hand annotierten Datensatz vor.",
    "Die Variabilität zwischen den Versuchspersonen ist in allen Bedingungen gering.",
    "Dieser Ansatz benötigt keine zusätzlichen annotierten Daten.",
    "Die Experimente zeigen eine starke Abhängigkeit von den Anfangsparametern.",
    "Wir analysieren die Stabilität von Verbundwerkstoffen unter thermischer Belastung.",
    "Die Ergebnisse legen einen Zusammenhang zwischen Schlaf und Arbeitsgedächtnis nahe.",
    "Ein gieriger Algorithmus findet in linearer Zeit eine nahezu optimale Lösung.",
    "Eine Bewertung durch Menschen bestätigt die Qualität der erzeugten Zusammenfassungen.",
    "Wir vergleichen die Kosten der beiden Verfahren über ihre gesamte Nutzungsdauer.",
    "Der Energieverbrauch der Anlage wird über ein volles Jahr erfasst.",
    "Die Zellen wurden zwei Wochen lang unter kontrollierten Bedingungen beobachtet.",
    "Die Wirkung des Medikaments hängt stark von der verabreichten Dosis ab.",
    "Die Unterschiede zwischen den Gruppen sind statistisch nicht signifikant.",
    "Wir beschreiben den Aufbau und die Kalibrierung eines neuen Messinstruments.",
    "Das neuronale Netz lernt, Strukturen aus wenigen Beispielen zu erkennen.",
    "Die Teilnehmenden füllten vor und nach der Intervention einen Fragebogen aus.",
    "Die Beobachtungen erfolgten während dreier Feldkampagnen.",
)

FRENCH = (
    "Nous étudions la croissance des arbres urbains sur dix ans.",
    "Les résultats montrent une nette réduction du temps de calcul.",
    "Nous proposons une méthode simple pour estimer la qualité des annotations.",
    "Les données cliniques proviennent de deux hôpitaux universitaires.",
    "Un modèle probabiliste décrit la dynamique des populations observées.",
    "La précision moyenne dépasse celle des méthodes de référence.",
    "Les mesures ont été effectuées dans quatre laboratoires indépendants.",
    "Ce travail ouvre la voie à des applications dans le domaine médical.",
    "Les erreurs restantes sont surtout dues au bruit des capteurs.",
    "Nous montrons que la convergence est garantie sous des hypothèses faibles.",
    "L'échantillon comprend plus de deux mille participants adultes.",
    "Les simulations numériques confirment les prédictions théoriques.",
    "Nous discutons les limites de l'étude et des pistes pour de futures recherches.",
    "Nous présentons un jeu de données annoté à la main par des experts.",
    "La variabilité entre les sujets est faible dans toutes les conditions.",
    "Cette approche ne nécessite aucune donnée étiquetée supplémentaire.",
    "Les expériences révèlent une forte dépendance aux paramètres initiaux.",
    "Nous analysons la stabilité des matériaux composites sous charge thermique.",
    "Les résultats suggèrent un lien entre le sommeil et la mémoire de travail.",
    "Un algorithme glouton trouve une solution presque optimale en temps linéaire.",
    "Une évaluation humaine confirme la qualité des résumés générés.",
    "Nous comparons le coût des deux procédés sur toute leur durée de service.",
    "La consommation d'énergie de l'installation est relevée sur une année complète.",
    "Les cellules ont été observées pendant deux semaines dans des conditions contrôlées.",
    "L'effet du médicament dépend fortement de la dose administrée.",
    "Les différences entre les groupes ne sont pas statistiquement significatives.",
    "Nous décrivons la construction et l'étalonnage d'un nouvel instrument.",
    "Le réseau de neurones apprend à reconnaître des structures à partir de peu d'exemples.",
    "Les participants ont rempli un questionnaire avant et après l'intervention.",
    "Les observations ont été réalisées lors de trois campagnes de terrain.",
)

SENTENCES = {"de": GERMAN, "fr": FRENCH}
