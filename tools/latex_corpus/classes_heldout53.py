"""Classes added by ``latex53`` as held out: ``repository-cover``, ``foreign-first``,
``editor-sidebar`` and ``spaced-headings``.

Same contract as :mod:`latex_corpus.classes`: each template writes the front
matter, and the truth is what it prints.  ``latex53`` first made round 52's held-out
classes train classes (``classes_rotated51.py``); those four read right on the base
and measured nothing, so these four are meant to be harder: each sets front matter in
a layout real papers have and no train class has, with text on the first page that
is easy to take for a title, a name or an abstract, written by hand in a document
class no earlier template uses (each declares ``\\title`` for the record but sets the
front matter itself, with no ``\\maketitle``):

* ``repository-cover``: ``scrarticle``: an archive's cover sheet as page 1: the
  archive's name in large bold over a rule, "This is the author's accepted
  manuscript of an article published in …", the citation (names inverted with
  initials, "Kowalczyk, Z., de Vries, P. and O'Neil, A. (2020). Title. Journal,
  12(3), 45–62."), an address line, and a bold "Copyright and reuse:" over a
  paragraph of reuse terms as long as a short abstract; the paper itself only from
  page 2: the title centred in large bold, the names, the places, then "Abstract".
* ``foreign-first``: ``hgbreport``: the title centred in large bold,
  the names with numbered marks and the numbered places, then first an abstract in
  another language (German "Zusammenfassung", Portuguese "Resumo" or Spanish
  "Resumen": made-up sentences around the paper's keywords, never the truth) with
  its keywords line, and only then the English "Abstract" and "Keywords:".
* ``editor-sidebar``: ``tudapub``: an open-access journal's first page: a
  "RESEARCH ARTICLE" kicker, the title flush left in large bold, the names with
  numbered marks (the corresponding one starred), the numbered places and the
  corresponding e-mail; then two columns side by side: a narrow left one in small
  type with the article's record ("Citation:" with the names as surname and
  initials, "Editor:" naming a person who is no author with a place, "Received:",
  "Accepted:", "Published:", a "Copyright:" licence sentence, "Funding:" and
  "Competing interests:"), a wide right one with "Abstract" over the abstract.
* ``spaced-headings``: ``scrdoc``: a journal's first page: a framed masthead (the
  journal's volume line, its name in large bold, "journal homepage: …"), the title
  in large plain type, the names with letter marks and a star for the corresponding
  one, the lettered places in small italics, a rule; then a narrow left column
  headed with the letter-spaced "a r t i c l e   i n f o" (the article's history and
  keywords one a line) beside a wide right one headed "a b s t r a c t" over the
  abstract; a rule; the corresponding author's e-mail in an unmarked note at the foot.

Each differs in kind from every earlier template: a whole page of an archive's own
text before the paper, two abstracts one after the other with the other language's
first, a person who is no author named with a place beside the abstract, headings
spelled with a space between their letters.

Held out from ``latex53`` on: never built into a ``train`` corpus nor looked at while
writing the extraction rules.  Each was compiled on seed 1 only (2026-12-05, 4 papers)
and its pages seen as images, never read by the extractor before the measurement.
"""

from __future__ import annotations

import random

from latex_corpus.classes import Template, abstract_text, and_list, marks, name, place
from latex_corpus.escape import latex
from latex_corpus.paper import Author, Paper

_FONT = "\\usepackage[T1]{fontenc}\n\\usepackage[utf8]{inputenc}\n"
_ARCHIVES = ("Open Research Archive", "Research Online", "Digital Scholarship Repository")
_JOURNALS = (
    "Journal of Applied Studies",
    "Annals of Research Letters",
    "Review of Modern Inquiry",
    "Transactions on Field Methods",
)
_MONTHS = ("January", "March", "May", "June", "September", "November")
_REUSE = (
    "The copyright of this work remains with the author(s) and/or the publisher. Users "
    "may access the full text and, unless otherwise stated, copy or download it for "
    "personal research or study without prior permission or charge. The work may not be "
    "reproduced for any commercial purpose, and the title, authors and full "
    "bibliographic details must always be given. For more information, including our "
    "policy and the procedure for requesting the removal of material, please contact "
    "the repository team."
)
_FOREIGN = (
    (
        "Zusammenfassung",
        "Schlüsselwörter",
        (
            "Diese Arbeit untersucht {k}.",
            "Wir beschreiben die Daten, die Messungen und die Auswertung im Einzelnen.",
            "Die Ergebnisse zeigen neue Zusammenhänge für {k}.",
            "Abschließend diskutieren wir die Bedeutung für die weitere Forschung zu {k}.",
        ),
    ),
    (
        "Resumo",
        "Palavras-chave",
        (
            "Este trabalho investiga {k}.",
            "Descrevemos em detalhe os dados, as medições e a análise.",
            "Os resultados mostram novas relações para {k}.",
            "Por fim, discutimos a importância para pesquisas futuras sobre {k}.",
        ),
    ),
    (
        "Resumen",
        "Palabras clave",
        (
            "Este trabajo estudia {k}.",
            "Describimos en detalle los datos, las mediciones y el análisis.",
            "Los resultados muestran nuevas relaciones para {k}.",
            "Finalmente, discutimos la importancia para la investigación futura sobre {k}.",
        ),
    ),
)
_EDITORS = (
    "Marta Oliveira, University of Coimbra, Portugal",
    "Kenji Watanabe, Tohoku University, Japan",
    "Helena Novak, Charles University, Czech Republic",
    "Samuel Okafor, University of Lagos, Nigeria",
)
_LICENCE = (
    "This is an open access article distributed under the terms of the Creative Commons "
    "Attribution License, which permits unrestricted use, distribution, and reproduction "
    "in any medium, provided the original author and source are credited."
)


def _head(paper: Paper) -> str:
    return f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n\\thispagestyle{{empty}}\n"


def _split(author: Author) -> tuple[str, str]:
    """The author's given names as initials ("T. A.") and the surname with its
    lower-case particles ("van Loosdrecht")."""
    parts = author.name.split()
    cut = len(parts) - 1
    while cut > 1 and parts[cut - 1][:1].islower():
        cut -= 1
    if cut == 0:
        return "", parts[0]
    return " ".join(f"{p[0]}." for p in parts[:cut]), " ".join(parts[cut:])


def _inverted(paper: Paper) -> str:
    """ "Kowalczyk, Z., de Vries, P. and O'Neil, A." as a citation prints the names."""
    names = [latex(f"{last}, {first}") for first, last in map(_split, paper.authors)]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _cited(paper: Paper) -> str:
    """ "Kowalczyk Z, de Vries P, O'Neil A" as a short citation prints the names."""
    return ", ".join(
        latex(f"{last} {first.replace('.', '').replace(' ', '')}")
        for first, last in map(_split, paper.authors)
    )


def _date(rng: random.Random, year: int) -> str:
    return f"{rng.randrange(1, 29)} {rng.choice(_MONTHS)} {year}"


def _marked(paper: Paper, star: str = "") -> str:
    people = []
    for a in paper.authors:
        people.append(f"{name(a)}\\textsuperscript{{{marks(a)}{star if a.corresponding else ''}}}")
    return and_list(people)


def _numbered(paper: Paper) -> str:
    return "\\\\\n".join(
        f"\\textsuperscript{{{k + 1}}}{place(p)}" for k, p in enumerate(paper.affiliations)
    )


def _corresponding(paper: Paper) -> Author:
    return next((a for a in paper.authors if a.corresponding), paper.authors[0])


def _cover(paper: Paper, rng: random.Random) -> str:
    year = rng.randrange(2015, 2025)
    first = rng.randrange(1, 400)
    journal = rng.choice(_JOURNALS)
    cite = (
        f"{_inverted(paper)} ({year}). {latex(paper.title)}. \\textit{{{journal}}}, "
        f"{rng.randrange(3, 90)}({rng.randrange(1, 12)}), {first}--{first + 17}."
    )
    eprint = rng.randrange(1000, 99999)
    places = "\\\\\n".join(place(p) for p in paper.affiliations)
    return (
        f"{_head(paper)}\\noindent{{\\LARGE\\bfseries {rng.choice(_ARCHIVES)}\\par}}\\smallskip\n"
        "\\noindent\\rule{\\textwidth}{1pt}\\par\\bigskip\n"
        f"\\noindent This is the author's accepted manuscript of an article published in "
        f"\\textit{{{journal}}}.\\par\\bigskip\n\\noindent {cite}\\par\\bigskip\n"
        f"\\noindent Available at: \\texttt{{https://repository.example.edu/id/eprint/{eprint}/}}"
        "\\par\\vspace{2em}\n"
        f"\\noindent\\textbf{{Copyright and reuse:}}\\par\\smallskip\n\\noindent {_REUSE}\\par\n"
        "\\newpage\n\\thispagestyle{empty}\n"
        f"\\begin{{center}}{{\\LARGE\\bfseries {latex(paper.title)}\\par}}\\bigskip\n"
        f"{and_list([name(a) for a in paper.authors])}\\par\\smallskip\n"
        f"{{\\small\\itshape {places}\\par}}\\bigskip\n"
        f"\\textbf{{Abstract}}\\par\\end{{center}}\n{abstract_text(paper, rng)}\\par\\bigskip\n"
    )


def _foreign(paper: Paper, rng: random.Random) -> str:
    heading, words, sentences = rng.choice(_FOREIGN)
    topics = [latex(k) for k in paper.keywords] or ["dieses Thema"]
    other = " ".join(s.format(k=rng.choice(topics)) for s in sentences)
    keys = "; ".join(topics)
    return (
        f"{_head(paper)}\\begin{{center}}{{\\LARGE\\bfseries {latex(paper.title)}\\par}}"
        f"\\bigskip\n{_marked(paper)}\\par\\smallskip\n{{\\small {_numbered(paper)}\\par}}"
        "\\end{center}\\bigskip\n"
        f"\\noindent\\textbf{{{heading}}}\\par\\smallskip\n\\noindent {other}\\par\\smallskip\n"
        f"\\noindent\\textit{{{words}:}} {keys}\\par\\bigskip\n"
        f"\\noindent\\textbf{{Abstract}}\\par\\smallskip\n"
        f"\\noindent {abstract_text(paper, rng)}\\par\\smallskip\n"
        f"\\noindent\\textit{{Keywords:}} {keys}\\par\\bigskip\n"
    )


def _sidebar(paper: Paper, rng: random.Random) -> str:
    year = rng.randrange(2015, 2025)
    cite = (
        f"{_cited(paper)} ({year}) {latex(paper.title)}. {rng.choice(_JOURNALS)} "
        f"{rng.randrange(3, 20)}({rng.randrange(1, 12)}): e0{rng.randrange(100000, 999999)}."
    )
    surname = latex(_split(paper.authors[0])[1])
    record = "\\par\\smallskip\n".join(
        (
            f"\\textbf{{Citation:}} {cite}",
            f"\\textbf{{Editor:}} {rng.choice(_EDITORS)}",
            f"\\textbf{{Received:}} {_date(rng, year)}",
            f"\\textbf{{Accepted:}} {_date(rng, year)}",
            f"\\textbf{{Published:}} {_date(rng, year)}",
            f"\\textbf{{Copyright:}} \\copyright\\ {year} {surname} et al. {_LICENCE}",
            "\\textbf{Funding:} The authors received no specific funding for this work.",
            "\\textbf{Competing interests:} The authors have declared that no competing "
            "interests exist.",
        )
    )
    return (
        f"{_head(paper)}\\noindent{{\\small\\bfseries RESEARCH ARTICLE\\par}}\\bigskip\n"
        f"\\noindent{{\\LARGE\\bfseries {latex(paper.title)}\\par}}\\bigskip\n"
        f"\\noindent {_marked(paper, '*')}\\par\\smallskip\n"
        f"\\noindent{{\\small {_numbered(paper)}\\par}}\\smallskip\n"
        f"\\noindent{{\\small * {latex(_corresponding(paper).email)}\\par}}\\bigskip\n"
        "\\noindent\\begin{minipage}[t]{0.3\\textwidth}\\raggedright\\scriptsize\n"
        f"{record}\\par\n\\end{{minipage}}\\hfill\\begin{{minipage}}[t]{{0.65\\textwidth}}\n"
        f"{{\\large\\bfseries Abstract\\par}}\\smallskip\n{abstract_text(paper, rng)}\\par\n"
        "\\end{minipage}\\par\\bigskip\n"
    )


def _spaced(paper: Paper, rng: random.Random) -> str:
    year = rng.randrange(2015, 2025)
    first = rng.randrange(1, 400)
    journal = rng.choice(_JOURNALS)
    short = "".join(w[0] for w in journal.split() if w[0].isupper()).lower()
    people = []
    for a in paper.authors:
        letters = ",".join(chr(ord("a") + i) for i in a.affiliations)
        people.append(f"{name(a)}\\textsuperscript{{{letters}{',*' if a.corresponding else ''}}}")
    places = "\\\\\n".join(
        f"\\textsuperscript{{{chr(ord('a') + k)}}}{place(p)}"
        for k, p in enumerate(paper.affiliations)
    )
    history = "\\\\\n".join(
        f"{what} {_date(rng, year)}"
        for what in ("Received", "Received in revised form", "Accepted", "Available online")
    )
    words = "\\\\\n".join(latex(k) for k in paper.keywords)
    mail = latex(_corresponding(paper).email)
    return (
        f"{_head(paper)}\\begin{{center}}\\fbox{{\\parbox{{0.9\\textwidth}}{{\\centering\n"
        f"{{\\footnotesize {journal} {rng.randrange(3, 90)} ({year}) {first}--{first + 17}"
        f"\\par}}\\smallskip\n{{\\Large\\bfseries {journal}\\par}}\\smallskip\n"
        f"{{\\footnotesize journal homepage: \\texttt{{www.example.org/{short}}}\\par}}}}}}"
        "\\end{center}\\bigskip\n"
        f"\\noindent{{\\Large {latex(paper.title)}\\par}}\\bigskip\n"
        f"\\noindent {', '.join(people)}\\par\\smallskip\n"
        f"\\noindent{{\\footnotesize\\itshape {places}\\par}}\\smallskip\n"
        "\\noindent\\rule{\\textwidth}{0.4pt}\\par\\smallskip\n"
        "\\noindent\\begin{minipage}[t]{0.28\\textwidth}\\raggedright\\footnotesize\n"
        "a r t i c l e \\quad i n f o\\par\\smallskip\n"
        f"\\textit{{Article history:}}\\\\\n{history}\\par\\medskip\n"
        f"\\textit{{Keywords:}}\\\\\n{words}\\par\n"
        "\\end{minipage}\\hfill\\begin{minipage}[t]{0.68\\textwidth}\n"
        "{\\footnotesize a b s t r a c t}\\par\\smallskip\n"
        f"{{\\small {abstract_text(paper, rng)}\\par}}\n"
        "\\end{minipage}\\par\\smallskip\n\\noindent\\rule{\\textwidth}{0.4pt}\\par\\bigskip\n"
        "{\\renewcommand{\\thefootnote}{}\\footnotetext{* Corresponding author.\\\\"
        f"E-mail address: {mail}}}}}\n"
    )


HELDOUT53_TEMPLATES: dict[str, Template] = {
    t.name: t
    for t in (
        Template("repository-cover", "scrarticle", "", _FONT, _cover,
                 heldout=True, before_document=True),
        Template("foreign-first", "hgbreport", "", _FONT, _foreign,
                 heldout=True, before_document=True),
        Template("editor-sidebar", "tudapub", "", _FONT, _sidebar,
                 heldout=True, before_document=True),
        Template("spaced-headings", "scrdoc", "", _FONT, _spaced,
                 heldout=True, before_document=True),
    )
}  # fmt: skip

__all__ = ["HELDOUT53_TEMPLATES"]
