"""Common words of French, Spanish, Italian and Portuguese titles (pure data; names42):
the nouns, adjectives and function words a subtitle or a topic is made of
("Apprentissage Profond", "Aprendizaje Profundo", "Apprendimento Automatico",
"Réseaux Neuronaux"), where the English and German lists (:mod:`.words`) hold none of
them.  A table of words, never of names: words that are also common given names or
surnames ("Rosa", "Blanco", "Campos", "Santos", "Franco", "Costa") are left out, so a
person's name before a word for "and" is never taken for a topic for holding one.
"""

from __future__ import annotations

_TABLE = """
    apprentissage profond profonde automatique réseau réseaux neuronal neuronaux neuronale
    neuronales vision artificielle artificiel intelligence données analyse méthodes méthode
    modèle modèles modélisation systèmes système recherche étude études calcul théorie
    apprentissages traitement images image langage langue langues naturel naturelle
    connaissances connaissance ingénierie logiciel logiciels informatique numérique
    physique chimie biologie médecine santé société sociétés histoire économie politique
    mathématiques statistique statistiques probabilités optimisation contrôle
    commande signal signaux robotique sécurité réseaux télécommunications énergie
    environnement climat développement durable nouvelles nouveaux nouvelle nouveau
    approche approches applications application introduction principes fondements
    aprendizaje profundo profunda automático automática redes neuronales neuronal
    artificial inteligencia datos análisis métodos método modelo modelos sistemas sistema
    investigación estudio estudios cálculo teoría procesamiento imágenes lenguaje lengua
    natural conocimiento ingeniería programas informática física química biología
    medicina salud sociedad historia economía derecho matemáticas estadística
    optimización control señales seguridad energía ambiente desarrollo sostenible nuevos
    nuevas enfoque aplicaciones introducción principios fundamentos
    apprendimento profondo automatico automatica reti neurali neurale artificiale
    intelligenza dati analisi metodi metodo modello modelli sistemi sistema ricerca
    studio studi calcolo teoria elaborazione immagini linguaggio lingua naturale
    conoscenza ingegneria informatica fisica chimica biologia salute società storia
    economia diritto matematica statistica ottimizzazione controllo segnali sicurezza
    energia ambiente sviluppo sostenibile nuovi nuove approccio applicazioni
    introduzione principi fondamenti
    aprendizagem automático automática redes neurais neural inteligência dados análise
    métodos modelo modelos sistemas pesquisa estudo estudos cálculo teoria processamento
    imagens linguagem língua conhecimento engenharia informática física química
    biologia medicina saúde sociedade história economia direito matemática estatística
    otimização controle sinais segurança energia ambiente desenvolvimento sustentável
    novos novas abordagem aplicações introdução princípios fundamentos
    """

ROMANCE_WORDS = frozenset(_TABLE.split())
"""Lower-case words (:func:`romance_word`)."""


def romance_word(word: str) -> bool:
    """Whether lower-case ``word`` is a common French, Spanish, Italian or Portuguese
    word of a title (:data:`ROMANCE_WORDS`)."""
    return word in ROMANCE_WORDS


__all__ = ["ROMANCE_WORDS", "romance_word"]
