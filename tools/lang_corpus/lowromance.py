"""Portuguese and Dutch papers (lang35): sentences, labels, affiliations and dates.

A Portuguese paper is, like a Spanish or Italian one, in none of the languages the
reader tells, so the first abstract printed is stored; a Dutch one is told (its
title's abstract is stored, as for German and French).  :mod:`~lang_corpus.romance`
merges these tables into its own.  The sentences were written for this builder.
"""

from __future__ import annotations

PORTUGUESE = (
    "Estudamos o crescimento das árvores urbanas durante dez anos.",
    "Os resultados mostram uma redução clara do tempo de cálculo.",
    "Propomos um método simples para estimar a qualidade das anotações.",
    "Os dados clínicos provêm de dois hospitais universitários.",
    "Um modelo probabilístico descreve a dinâmica das populações observadas.",
    "A precisão média supera a dos métodos de referência.",
    "As medições foram realizadas em quatro laboratórios independentes.",
    "Este trabalho abre caminho a aplicações na área médica.",
    "Os erros restantes devem-se sobretudo ao ruído dos sensores.",
    "Mostramos que a convergência é garantida sob hipóteses fracas.",
    "A amostra inclui mais de dois mil participantes adultos.",
    "As simulações numéricas confirmam as previsões teóricas.",
    "Discutimos os limites do estudo e as linhas de investigação futuras.",
    "Apresentamos um conjunto de dados anotado manualmente por especialistas.",
    "A variabilidade entre os sujeitos é baixa em todas as condições.",
    "Esta abordagem não precisa de dados rotulados adicionais.",
    "As experiências revelam uma forte dependência dos parâmetros iniciais.",
    "Analisamos a estabilidade dos materiais compósitos sob carga térmica.",
    "Os resultados sugerem uma relação entre o sono e a memória de trabalho.",
    "Um algoritmo guloso encontra uma solução quase ótima em tempo linear.",
    "A avaliação humana confirma a qualidade dos resumos gerados.",
    "Comparamos o custo dos dois procedimentos ao longo de toda a sua vida útil.",
    "O consumo de energia da instalação é registado durante um ano inteiro.",
    "As células foram observadas durante duas semanas em condições controladas.",
    "O efeito do fármaco depende muito da dose administrada.",
    "As diferenças entre os grupos não são estatisticamente significativas.",
    "Descrevemos a construção e a calibração de um novo instrumento.",
    "A rede neuronal aprende a reconhecer estruturas com poucos exemplos.",
    "Os participantes preencheram um questionário antes e depois da intervenção.",
    "As observações foram feitas em três campanhas de campo.",
)
DUTCH = (
    "Wij bestuderen de groei van stadsbomen gedurende tien jaar.",
    "De resultaten tonen een duidelijke vermindering van de rekentijd.",
    "Wij stellen een eenvoudige methode voor om de kwaliteit van annotaties te schatten.",
    "De klinische gegevens komen uit twee universitaire ziekenhuizen.",
    "Een probabilistisch model beschrijft de dynamiek van de waargenomen populaties.",
    "De gemiddelde nauwkeurigheid is hoger dan die van de referentiemethoden.",
    "De metingen werden uitgevoerd in vier onafhankelijke laboratoria.",
    "Dit werk opent de weg naar toepassingen in de geneeskunde.",
    "De resterende fouten komen vooral door de ruis van de sensoren.",
    "Wij tonen aan dat de convergentie onder zwakke aannames gegarandeerd is.",
    "De steekproef omvat meer dan tweeduizend volwassen deelnemers.",
    "De numerieke simulaties bevestigen de theoretische voorspellingen.",
    "Wij bespreken de grenzen van het onderzoek en de richtingen voor later werk.",
    "Wij presenteren een gegevensverzameling die door experts met de hand is gelabeld.",
    "De variatie tussen de proefpersonen is laag in alle omstandigheden.",
    "Deze aanpak heeft geen extra gelabelde gegevens nodig.",
    "De experimenten laten een sterke afhankelijkheid van de beginwaarden zien.",
    "Wij analyseren de stabiliteit van composietmaterialen onder thermische belasting.",
    "De resultaten wijzen op een verband tussen slaap en werkgeheugen.",
    "Een gulzig algoritme vindt in lineaire tijd een bijna optimale oplossing.",
    "Een menselijke beoordeling bevestigt de kwaliteit van de gemaakte samenvattingen.",
    "Wij vergelijken de kosten van beide procedures over hun hele levensduur.",
    "Het energieverbruik van de installatie wordt een jaar lang bijgehouden.",
    "De cellen werden twee weken lang onder gecontroleerde omstandigheden gevolgd.",
    "Het effect van het geneesmiddel hangt sterk af van de toegediende dosis.",
    "De verschillen tussen de groepen zijn niet statistisch significant.",
    "Wij beschrijven de bouw en de kalibratie van een nieuw instrument.",
    "Het neurale netwerk leert structuren herkennen uit weinig voorbeelden.",
    "De deelnemers vulden voor en na de interventie een vragenlijst in.",
    "De waarnemingen werden gedaan tijdens drie veldcampagnes.",
)
SENTENCES = {"pt": PORTUGUESE, "nl": DUTCH}
# Languages the reader tells: their title's abstract is stored.
TOLD = frozenset({"nl"})

LABELS: dict[str, dict[str, str]] = {
    "pt": {
        "Abstract": "Resumo", "Summary": "Resumo", "Executive Summary": "Sumário executivo",
        "Keywords": "Palavras-chave", "Key words": "Palavras-chave",
        "Index Terms": "Palavras-chave", "Corresponding author": "Autor correspondente",
        "Introduction": "Introdução", "Related Work": "Trabalhos relacionados",
        "Methods": "Métodos", "Results": "Resultados", "Discussion": "Discussão",
        "Conclusions": "Conclusões", "References": "Referências",
    },
    "nl": {
        "Abstract": "Samenvatting", "Summary": "Samenvatting",
        "Executive Summary": "Managementsamenvatting",
        "Keywords": "Trefwoorden", "Key words": "Trefwoorden",
        "Index Terms": "Trefwoorden", "Corresponding author": "Corresponderende auteur",
        "Introduction": "Inleiding", "Related Work": "Verwant werk",
        "Methods": "Methoden", "Results": "Resultaten", "Discussion": "Discussie",
        "Conclusions": "Conclusies", "References": "Literatuur",
    },
}  # fmt: skip
AND = {"pt": " e ", "nl": " en "}
BY = {"pt": "por", "nl": "door"}
MONTHS = {
    "pt": ("janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto",
           "setembro", "outubro", "novembro", "dezembro"),
    "nl": ("januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus",
           "september", "oktober", "november", "december"),
}  # fmt: skip
CITIES = {
    "pt": ("Lisboa", "Porto", "Coimbra", "Braga", "Aveiro", "Campinas", "Recife"),
    "nl": ("Utrecht", "Leiden", "Groningen", "Delft", "Nijmegen", "Tilburg", "Gent"),
}
FIELDS = {
    "pt": ("Informática", "Física", "Química", "Biologia", "Matemática", "Medicina"),
    "nl": ("Informatica", "Natuurkunde", "Scheikunde", "Biologie", "Wiskunde", "Geneeskunde"),
}
COUNTRIES = {"pt": ("Portugal", "Brasil"), "nl": ("Nederland", "België")}
DEPARTMENT = {"pt": "Departamento de {field}", "nl": "Faculteit {field}"}
UNIVERSITY = {"pt": "Universidade de {city}", "nl": "Universiteit {city}"}
DATES = {
    "pt": "Recebido em {first}; aceite em {second}",
    "nl": "Ontvangen {first}; aanvaard {second}",
}
