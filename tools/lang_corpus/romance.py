"""Spanish and Italian papers (lang26): sentences, labels, affiliations and dates
(Portuguese and Dutch, lang35: :mod:`~lang_corpus.lowromance`, merged here).

A Spanish or Italian paper is in none of the three languages the reader tells
(English, German, French): its title's language cannot be told, so the rule stores
the first abstract printed (:meth:`~lang_corpus.paper.Extras.stored`).  The
sentences were written for this builder; each pool is split between held-out and
the other splits like the German and French ones
(:func:`~lang_corpus.sentences.for_split`).
"""

from __future__ import annotations

import random

from pdfgen.people import Affiliation

from lang_corpus import lowromance

SPANISH = (
    "Estudiamos el crecimiento de los árboles urbanos durante diez años.",
    "Los resultados muestran una reducción clara del tiempo de cálculo.",
    "Proponemos un método sencillo para estimar la calidad de las anotaciones.",
    "Los datos clínicos proceden de dos hospitales universitarios.",
    "Un modelo probabilístico describe la dinámica de las poblaciones observadas.",
    "La precisión media supera la de los métodos de referencia.",
    "Las mediciones se realizaron en cuatro laboratorios independientes.",
    "Este trabajo abre el camino a aplicaciones en el ámbito médico.",
    "Los errores restantes se deben sobre todo al ruido de los sensores.",
    "Mostramos que la convergencia está garantizada con hipótesis débiles.",
    "La muestra incluye a más de dos mil participantes adultos.",
    "Las simulaciones numéricas confirman las predicciones teóricas.",
    "Discutimos los límites del estudio y las líneas de investigación futuras.",
    "Presentamos un conjunto de datos anotado manualmente por expertos.",
    "La variabilidad entre los sujetos es baja en todas las condiciones.",
    "Este enfoque no necesita datos etiquetados adicionales.",
    "Los experimentos revelan una fuerte dependencia de los parámetros iniciales.",
    "Analizamos la estabilidad de los materiales compuestos bajo carga térmica.",
    "Los resultados sugieren una relación entre el sueño y la memoria de trabajo.",
    "Un algoritmo voraz encuentra una solución casi óptima en tiempo lineal.",
    "La evaluación humana confirma la calidad de los resúmenes generados.",
    "Comparamos el coste de los dos procedimientos durante toda su vida útil.",
    "El consumo de energía de la planta se registra durante un año completo.",
    "Las células se observaron durante dos semanas en condiciones controladas.",
    "El efecto del fármaco depende mucho de la dosis administrada.",
    "Las diferencias entre los grupos no son estadísticamente significativas.",
    "Describimos la construcción y la calibración de un nuevo instrumento.",
    "La red neuronal aprende a reconocer estructuras con pocos ejemplos.",
    "Los participantes completaron un cuestionario antes y después de la intervención.",
    "Las observaciones se hicieron en tres campañas de campo.",
)
ITALIAN = (
    "Studiamo la crescita degli alberi urbani nel corso di dieci anni.",
    "I risultati mostrano una netta riduzione del tempo di calcolo.",
    "Proponiamo un metodo semplice per stimare la qualità delle annotazioni.",
    "I dati clinici provengono da due ospedali universitari.",
    "Un modello probabilistico descrive la dinamica delle popolazioni osservate.",
    "La precisione media supera quella dei metodi di riferimento.",
    "Le misure sono state eseguite in quattro laboratori indipendenti.",
    "Questo lavoro apre la strada ad applicazioni nel campo medico.",
    "Gli errori residui sono dovuti soprattutto al rumore dei sensori.",
    "Mostriamo che la convergenza è garantita sotto ipotesi deboli.",
    "Il campione comprende più di duemila partecipanti adulti.",
    "Le simulazioni numeriche confermano le previsioni teoriche.",
    "Discutiamo i limiti dello studio e le direzioni della ricerca futura.",
    "Presentiamo un insieme di dati annotato a mano da esperti.",
    "La variabilità tra i soggetti resta bassa in tutte le condizioni.",
    "Questo approccio non richiede dati etichettati aggiuntivi.",
    "Gli esperimenti rivelano una forte dipendenza dai parametri iniziali.",
    "Analizziamo la stabilità dei materiali compositi sotto carico termico.",
    "I risultati suggeriscono un legame tra il sonno e la memoria di lavoro.",
    "Un algoritmo goloso trova una soluzione quasi ottima in tempo lineare.",
    "La valutazione umana conferma la qualità dei riassunti prodotti.",
    "Confrontiamo il costo delle due procedure lungo tutta la loro durata.",
    "Il consumo di energia dell'impianto viene registrato per un anno intero.",
    "Le cellule sono state osservate per due settimane in condizioni controllate.",
    "L'effetto del farmaco dipende molto dalla dose somministrata.",
    "Le differenze tra i gruppi non sono statisticamente significative.",
    "Descriviamo la costruzione e la taratura di un nuovo strumento.",
    "La rete neurale impara a riconoscere le strutture da pochi esempi.",
    "I partecipanti hanno compilato un questionario prima e dopo l'intervento.",
    "Le osservazioni sono state fatte durante tre campagne sul campo.",
)
SENTENCES = {"es": SPANISH, "it": ITALIAN, **lowromance.SENTENCES}

# The English label a style prints → the language's (the keys of text.LABELS).
LABELS: dict[str, dict[str, str]] = {
    "es": {
        "Abstract": "Resumen", "Summary": "Resumen", "Executive Summary": "Resumen ejecutivo",
        "Keywords": "Palabras clave", "Key words": "Palabras clave",
        "Index Terms": "Palabras clave", "Corresponding author": "Autor de correspondencia",
        "Introduction": "Introducción", "Related Work": "Trabajos relacionados",
        "Methods": "Métodos", "Results": "Resultados", "Discussion": "Discusión",
        "Conclusions": "Conclusiones", "References": "Referencias",
    },
    "it": {
        "Abstract": "Riassunto", "Summary": "Sommario", "Executive Summary": "Sintesi",
        "Keywords": "Parole chiave", "Key words": "Parole chiave",
        "Index Terms": "Parole chiave", "Corresponding author": "Autore corrispondente",
        "Introduction": "Introduzione", "Related Work": "Lavori correlati",
        "Methods": "Metodi", "Results": "Risultati", "Discussion": "Discussione",
        "Conclusions": "Conclusioni", "References": "Bibliografia",
    },
    **lowromance.LABELS,
}  # fmt: skip
AND = {"es": " y ", "it": " e ", **lowromance.AND}
BY = {"es": "por", "it": "di", **lowromance.BY}
MONTHS = {
    "es": ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
           "septiembre", "octubre", "noviembre", "diciembre"),
    "it": ("gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto",
           "settembre", "ottobre", "novembre", "dicembre"),
    **lowromance.MONTHS,
}  # fmt: skip
_CITIES = {
    "es": ("Madrid", "Barcelona", "Valencia", "Sevilla", "Granada", "Salamanca", "Bilbao"),
    "it": ("Roma", "Milano", "Bologna", "Torino", "Padova", "Pisa", "Napoli"),
}
_FIELDS = {
    "es": ("Informática", "Física", "Química", "Biología", "Matemáticas", "Medicina"),
    "it": ("Informatica", "Fisica", "Chimica", "Biologia", "Matematica", "Medicina"),
}


def affiliation(rng: random.Random, language: str) -> Affiliation:
    """A Spanish ("Departamento de …, Universidad de …"), Italian, Portuguese or Dutch
    (lang35) affiliation."""
    if language in lowromance.SENTENCES:
        city, field = (
            rng.choice(lowromance.CITIES[language]),
            rng.choice(lowromance.FIELDS[language]),
        )
        return Affiliation(
            lowromance.DEPARTMENT[language].format(field=field),
            lowromance.UNIVERSITY[language].format(city=city),
            city,
            rng.choice(lowromance.COUNTRIES[language]),
        )
    city, field = rng.choice(_CITIES[language]), rng.choice(_FIELDS[language])
    if language == "es":
        return Affiliation(f"Departamento de {field}", f"Universidad de {city}", city, "España")
    return Affiliation(f"Dipartimento di {field}", f"Università di {city}", city, "Italia")


def dates(rng: random.Random, language: str) -> str:
    """The received/accepted line."""
    first, second = (
        f"{rng.randint(1, 28)} {MONTHS[language][rng.randrange(12)]} {rng.randint(2018, 2024)}"
        for _ in range(2)
    )
    if language in lowromance.DATES:
        return lowromance.DATES[language].format(first=first, second=second)
    if language == "es":
        return f"Recibido el {first}; aceptado el {second}"
    return f"Ricevuto il {first}; accettato il {second}"


def corresponding(language: str) -> str:
    """The corresponding author's lead."""
    return LABELS[language]["Corresponding author"]
