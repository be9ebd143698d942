"""German paper records written for the generator (titles, abstracts, body text).

The texts are plain German scientific prose written for this project, with
the abbreviations and ordinals German text is full of ("z. B.", "d. h.",
"vgl.", "Abb. 3", "im 19. Jahrhundert", "am 3. Oktober"), so tests of front
matter and sentence splitting have something real to read.
"""

from __future__ import annotations

from pdfgen.sources import Record, Section

_RECORDS = (
    (
        "Stadtbäume und sommerliche Hitze: Messungen in drei Großstädten",
        "Straßenbäume kühlen Städte an heißen Tagen, doch wie stark, hängt vom Standort ab. "
        "Wir haben in drei Großstädten über zwei Sommer hinweg Lufttemperatur und "
        "Oberflächentemperatur unter 240 Bäumen gemessen. Unter dichten Kronen lag die "
        "Lufttemperatur am Nachmittag im Mittel um 2,1 Grad niedriger als auf freien "
        "Flächen, auf versiegelten Plätzen war der Effekt jedoch deutlich schwächer. "
        "Die Ergebnisse zeigen, dass Pflanzungen dort den größten Nutzen bringen, wo "
        "Menschen sich tagsüber aufhalten.",
    ),
    (
        "Schlafspindeln und Gedächtniskonsolidierung bei älteren Erwachsenen",
        "Die Konsolidierung von Gedächtnisinhalten im Schlaf nimmt mit dem Alter ab. "
        "Wir untersuchten 58 Personen zwischen 65 und 80 Jahren mit Polysomnographie in "
        "zwei Nächten, nachdem sie Wortpaare gelernt hatten. Die Dichte schneller "
        "Spindeln im Tiefschlaf sagte vorher, wie viele Paare am nächsten Morgen erinnert "
        "wurden, und zwar unabhängig von der Gesamtschlafdauer. Die Amplitude langsamer "
        "Oszillationen trug darüber hinaus nichts zur Vorhersage bei.",
    ),
    (
        "Graphbasierte Suche in wissenschaftlichen Volltexten",
        "Klassische Suchmaschinen finden Abschnitte, die die Wörter einer Frage enthalten, "
        "übersehen aber Zusammenhänge über mehrere Dokumente hinweg. Wir stellen ein "
        "Verfahren vor, das Abschnitte, Sätze und benannte Entitäten in einem dünn "
        "besetzten Graphen verbindet und Relevanz mit personalisiertem PageRank verteilt. "
        "Auf zwei Testsammlungen steigt der Recall der ersten fünf Treffer um elf "
        "Prozentpunkte, ohne dass zur Indexzeit ein Sprachmodell benötigt wird.",
    ),
    (
        "Perowskit-Solarzellen mit gemischten Kationen und hoher Langzeitstabilität",
        "Perowskit-Solarzellen verlieren unter Licht und Wärme innerhalb weniger Wochen "
        "an Wirkungsgrad. Wir zeigen, dass eine Mischung aus Formamidinium- und "
        "Cäsiumkationen im Absorber diesen Abbau verlangsamt. Zellen, die 1000 Stunden bei "
        "85 Grad gelagert wurden, behielten 90 Prozent ihres Anfangswirkungsgrades. "
        "Röntgenbeugung und Photolumineszenz führen den Gewinn auf eine unterdrückte "
        "Phasentrennung an den Korngrenzen zurück.",
    ),
    (
        "Die Verbreitung des Buchdrucks im Südwesten des Reiches",
        "Wie schnell sich der Buchdruck nach 1450 ausbreitete, ist für viele Regionen "
        "nur lückenhaft belegt. Anhand von 312 erhaltenen Drucken aus 41 Orten "
        "rekonstruieren wir die Gründung von Offizinen zwischen dem 15. und dem "
        "16. Jahrhundert. Städte mit Universitäten und Bischofssitzen erhielten im Mittel "
        "zwölf Jahre früher eine Druckerei als Handelsstädte vergleichbarer Größe. Der "
        "Befund stützt die These, dass gelehrte Nachfrage den Ausschlag gab.",
    ),
    (
        "Maschinelles Lernen zur Vorhersage von Molekül-Eigenschaften bei Verteilungsverschiebung",
        "Modelle, die Eigenschaften von Molekülen vorhersagen, werden auf bekannten "
        "Stoffklassen trainiert, aber auf neuen Grundgerüsten eingesetzt. Wir messen, "
        "wie stark graphbasierte neuronale Netze nachlassen, wenn die Testmoleküle aus "
        "Gerüsten stammen, die im Training nicht vorkamen. Auf acht Aufgaben wächst der "
        "Fehler im Mittel um ein Drittel. Vortraining auf unbeschrifteten Molekülen "
        "holt etwa die Hälfte des Verlusts wieder auf.",
    ),
    (
        "Mikroplastik in Sedimenten norddeutscher Flüsse",
        "Mikroplastik gelangt über Abwässer und Oberflächenabfluss in Fließgewässer und "
        "lagert sich in Sedimenten ab. Wir haben an 36 Stellen entlang von vier Flüssen "
        "Proben genommen und Partikel zwischen 20 Mikrometern und 5 Millimetern "
        "spektroskopisch bestimmt. Die Konzentration lag zwischen 120 und 3400 Partikeln "
        "je Kilogramm Trockenmasse und war unterhalb von Kläranlagen am höchsten. "
        "Fasern aus Polyester machten mehr als die Hälfte aller Funde aus.",
    ),
    (
        "Sprachliche Variation in Nachrichten sozialer Netzwerke",
        "Regionale Merkmale der gesprochenen Sprache tauchen auch in geschriebenen "
        "Kurznachrichten auf. Wir analysieren 2,4 Millionen öffentliche Beiträge aus dem "
        "deutschsprachigen Raum und ordnen 180 dialektale Schreibungen ihren Regionen zu. "
        "Die räumliche Verteilung stimmt in weiten Teilen mit den Karten klassischer "
        "Sprachatlanten überein, zeigt aber einen deutlichen Rückgang bei jüngeren "
        "Schreibenden.",
    ),
    (
        "Energiebedarf von Rechenzentren unter wechselnder Last",
        "Rechenzentren verbrauchen einen wachsenden Anteil des Stroms, doch ihr Bedarf "
        "schwankt stark mit der Last. Wir haben den Verbrauch von 1200 Servern über ein "
        "Jahr im Minutentakt aufgezeichnet und ein Modell entwickelt, das Kühlung und "
        "Rechenlast gemeinsam beschreibt. Eine lastabhängige Steuerung der Kühlung senkt "
        "den Gesamtverbrauch um 14 Prozent, ohne die Temperaturgrenzen zu verletzen.",
    ),
    (
        "Antibiotikaresistenzen in Krankenhausabwässern",
        "Krankenhausabwässer gelten als Quelle resistenter Bakterien in der Umwelt. In "
        "einer zwölfmonatigen Studie haben wir Proben aus fünf Kliniken auf 28 "
        "Resistenzgene untersucht. Gene gegen Carbapeneme fanden sich in 61 Prozent der "
        "Proben, ihre Häufigkeit folgte dem Verbrauch der entsprechenden Antibiotika mit "
        "etwa zwei Wochen Verzögerung. Eine Vorbehandlung der Abwässer könnte die "
        "Belastung deutlich senken.",
    ),
    (
        "Lesekompetenz und Bildschirmlektüre in der Sekundarstufe",
        "Ob Schülerinnen und Schüler Texte am Bildschirm schlechter verstehen als auf "
        "Papier, ist umstritten. In einem Experiment mit 640 Jugendlichen lasen die "
        "Teilnehmenden Sachtexte entweder gedruckt oder auf einem Tablet. Beim "
        "Verständnis einfacher Fakten unterschieden sich die Gruppen nicht, bei "
        "Schlussfolgerungen über längere Texte schnitt die Papiergruppe jedoch um "
        "0,3 Standardabweichungen besser ab.",
    ),
    (
        "Gletscherrückgang in den Ostalpen seit 1850",
        "Die Gletscher der Ostalpen haben seit dem Ende der Kleinen Eiszeit stark an "
        "Fläche verloren. Wir kombinieren historische Karten, Luftbilder und "
        "Satellitendaten für 84 Gletscher und rekonstruieren ihre Ausdehnung für "
        "sieben Zeitpunkte. Seit 1850 ging die Fläche um 64 Prozent zurück, wobei sich "
        "der Verlust nach 1980 deutlich beschleunigte. Kleine Gletscher unter einem "
        "Quadratkilometer könnten bis zur Mitte des Jahrhunderts verschwinden.",
    ),
)

BODY_DE = (
    "Frühere Arbeiten haben diese Frage meist an kleinen Stichproben untersucht, z. B. an "
    "einzelnen Standorten oder in kurzen Zeiträumen. Das erschwert den Vergleich, d. h. "
    "die Befunde lassen sich kaum verallgemeinern. Wir folgen daher dem Vorgehen von "
    "Müller u. a. (vgl. Abschn. 3) und erweitern es um längere Messreihen. "
    "Die Daten wurden zwischen dem 3. Mai und dem 28. September erhoben, bzw. in zwei "
    "Fällen bis Mitte Oktober. Insgesamt standen ca. 1800 Messtage zur Verfügung. "
    "Abb. 2 zeigt den Aufbau der Messstationen, Tab. 1 fasst die Standorte zusammen. "
    "Die Auswertung erfolgte mit Version 4.2 der Software, die Prof. Dr. Weber zur "
    "Verfügung gestellt hat. Im 19. Jahrhundert waren vergleichbare Messungen noch nicht "
    "möglich, die ersten systematischen Reihen stammen aus der Zeit nach 1950. "
)

KEYWORDS_DE = ("Messung", "Stichprobe", "Modell", "Vergleich", "Auswertung", "Daten")


def german_records() -> list[Record]:
    """The German records (their keys start with ``de:``)."""
    return [
        Record(
            key=f"de:{i}",
            title=title,
            abstract=(Section("", abstract),),
            language="de",
            keywords=KEYWORDS_DE[i % 3 : i % 3 + 3],
        )
        for i, (title, abstract) in enumerate(_RECORDS)
    ]
