"""Classes added by ``latex53`` as held out, train classes since ``latex54``:
``issue-contents``, ``native-title-first``, ``float-split-abstract`` and ``column-title``.

Same contract as :mod:`latex_corpus.classes`: each template writes the front
matter, and the truth is what it prints.  ``latex53`` first made round 52's held-out
classes train classes (``classes_rotated51.py``); those four read right on the base
and measured nothing, and so did the first four written here (a repository's cover
sheet before the paper, another language's abstract first, a non-author editor
beside the abstract, letter-spaced "a b s t r a c t" headings: 1.000 on every figure,
seed 53, 32 papers, on the base; replaced before any rule, never built into a train
corpus).  These four are meant to be harder: each sets front matter in a layout
real papers have and no train class has, with other titles, other text or body text
where the reader looks for the front matter, written by hand in a document class no
earlier template uses (each declares ``\\title`` for the record but sets the front
matter itself, with no ``\\maketitle``):

* ``issue-contents``: ``scrarticle``: an issue's contents page as page 1: the
  journal's name in large bold, the volume and issue line, a rule, a bold "Contents"
  and four or five entries, each a title in bold with its names in italics under it
  and a page number flush right; the paper's own entry one of them, never the
  first, the others other papers' titles and names (theirs, or made-up ones where
  the record has none); the paper itself only from
  page 2: the title centred in large bold, the names, the places, then "Abstract".
* ``native-title-first``: ``hgbreport``: a bilingual journal's head the other way
  round: a made-up title in another language (German, Portuguese or Spanish around
  the paper's keywords, never the truth) centred in large bold, the English title
  under it in italics a size smaller, the names with numbered marks and the
  numbered places, the other language's abstract ("Zusammenfassung", "Resumo",
  "Resumen", made-up) and only then "Abstract" over the English one.
* ``float-split-abstract``: ``tudapub``: the title flush left in large bold, the
  names and places, then "Abstract" over the abstract; a framed "Graphical abstract"
  figure with its caption fills the lower half of page 1, so the abstract breaks at
  it and runs on at the top of page 2 under a running head ("Kowalczyk et al.").
* ``column-title``: ``scrdoc`` (``twocolumn``): the title block inside the first
  column only, with no spanning head: the title in large bold wrapped over the
  narrow column, the names, the places in small italics, a bold run-in "Abstract."
  with the abstract, then the first section; the second column's body text runs
  from the page's top, level with the title.

Each differs in kind from every earlier template: other papers' titles and names
listed before the paper, a title in another language over the English one, an
abstract cut by a figure and a page break, a title beside body text with no
spanning head.

Held out from ``latex53`` (measured then, seed 53, 32 papers, title exact / author F1 /
surname F1 / abstract F1: 0.469 / 0.886 / 0.886 / 0.791, base and branch the same;
issue-contents 0.000 / 0.544 / 0.544 / 1.000, native-title-first 0.000 / 1.000 / 1.000 /
0.163, column-title 0.875 / 1.000 / 1.000 / 0.999, float-split-abstract 1.000 on all)
until ``latex54`` made them train classes (this module was ``classes_heldout53.py``);
while held out they were never built into a ``train`` corpus nor looked at while writing
the extraction rules.  Each was compiled on seed 1 only (2026-12-05, 4 papers) and its
pages seen as images, never read by the extractor before the measurement.
"""

from __future__ import annotations

import random

from latex_corpus.classes import (
    Template,
    abstract_text,
    and_list,
    name,
    place,
    superscript_names,
    superscript_places,
    title_head,
)
from latex_corpus.escape import latex
from latex_corpus.paper import Author, Paper

_FONT = "\\usepackage[T1]{fontenc}\n\\usepackage[utf8]{inputenc}\n"
_JOURNALS = (
    "Journal of Applied Studies",
    "Annals of Research Letters",
    "Review of Modern Inquiry",
    "Transactions on Field Methods",
)
_MONTHS = ("January", "March", "May", "June", "September", "November")
_FOREIGN = (
    (
        "Untersuchungen zu {k} und {j}",
        "Zusammenfassung",
        (
            "Diese Arbeit untersucht {k}.",
            "Wir beschreiben die Daten, die Messungen und die Auswertung im Einzelnen.",
            "Die Ergebnisse zeigen neue Zusammenhänge für {j}.",
            "Abschließend diskutieren wir die Bedeutung für die weitere Forschung.",
        ),
    ),
    (
        "Um estudo sobre {k} e {j}",
        "Resumo",
        (
            "Este trabalho investiga {k}.",
            "Descrevemos em detalhe os dados, as medições e a análise.",
            "Os resultados mostram novas relações para {j}.",
            "Por fim, discutimos a importância para pesquisas futuras.",
        ),
    ),
    (
        "Un estudio sobre {k} y {j}",
        "Resumen",
        (
            "Este trabajo estudia {k}.",
            "Describimos en detalle los datos, las mediciones y el análisis.",
            "Los resultados muestran nuevas relaciones para {j}.",
            "Finalmente, discutimos la importancia para la investigación futura.",
        ),
    ),
)
_NAMES = (
    "Lena Hoffmann",
    "Rafael Duarte",
    "Mei Lin",
    "Oskar Nyberg",
    "Amina Yusuf",
    "Jonas Weber",
    "Claire Dubois",
    "Ravi Menon",
)
_CAPTIONS = (
    "Graphical abstract: the study's design and its main result at a glance.",
    "Graphical abstract: an overview of the data, the method and the findings.",
)


def _places(paper: Paper) -> str:
    return "\\\\\n".join(place(p) for p in paper.affiliations)


def _surname(author: Author) -> str:
    """The last word of the name with the lower-case particles before it."""
    parts = author.name.split()
    cut = len(parts) - 1
    while cut > 1 and parts[cut - 1][:1].islower():
        cut -= 1
    return " ".join(parts[cut:])


def _entry(title: str, names: list[str], page: int) -> str:
    return (
        f"\\noindent\\textbf{{{latex(title)}}}\\dotfill {page}\\\\\n"
        f"\\textit{{{latex(', '.join(names))}}}\\par\\medskip\n"
    )


def _contents(paper: Paper, rng: random.Random) -> str:
    others = list(reversed(paper.others))[: rng.randrange(3, 5)]
    entries = [(o.title, list(o.authors[:3]) or rng.sample(_NAMES, 2)) for o in others]
    own = (paper.title, [a.name for a in paper.authors])
    entries.insert(rng.randrange(1, len(entries) + 1) if entries else 0, own)
    page, listed = 1, []
    for title, names in entries:
        listed.append(_entry(title, names, page))
        page += rng.randrange(9, 24)
    return (
        f"{title_head(paper)}\\begin{{center}}{{\\LARGE\\bfseries {rng.choice(_JOURNALS)}\\par}}"
        f"\\smallskip\nVolume {rng.randrange(3, 60)}, Issue {rng.randrange(1, 12)}, "
        f"{rng.choice(_MONTHS)} {rng.randrange(2015, 2025)}\\par\\end{{center}}\n"
        "\\noindent\\rule{\\textwidth}{1pt}\\par\\bigskip\n"
        f"\\noindent{{\\Large\\bfseries Contents\\par}}\\bigskip\n{''.join(listed)}"
        "\\newpage\n\\thispagestyle{empty}\n"
        f"\\begin{{center}}{{\\LARGE\\bfseries {latex(paper.title)}\\par}}\\bigskip\n"
        f"{and_list([name(a) for a in paper.authors])}\\par\\smallskip\n"
        f"{{\\small\\itshape {_places(paper)}\\par}}\\bigskip\n"
        f"\\textbf{{Abstract}}\\par\\end{{center}}\n{abstract_text(paper, rng)}\\par\\bigskip\n"
    )


def _native(paper: Paper, rng: random.Random) -> str:
    title, heading, sentences = rng.choice(_FOREIGN)
    topics = [latex(k) for k in paper.keywords] or ["Daten", "Methoden"]
    k, j = topics[0], topics[-1]
    other = " ".join(s.format(k=k, j=j) for s in sentences)
    return (
        f"{title_head(paper)}\\begin{{center}}{{\\LARGE\\bfseries {title.format(k=k, j=j)}\\par}}"
        f"\\medskip\n{{\\large\\itshape {latex(paper.title)}\\par}}\\bigskip\n"
        f"{superscript_names(paper)}\\par\\smallskip\n{{\\small {superscript_places(paper)}\\par}}"
        "\\end{center}\\bigskip\n"
        f"\\noindent\\textbf{{{heading}}}\\par\\smallskip\n\\noindent {other}\\par\\bigskip\n"
        f"\\noindent\\textbf{{Abstract}}\\par\\smallskip\n"
        f"\\noindent {abstract_text(paper, rng)}\\par\\bigskip\n"
    )


def _float_split(paper: Paper, rng: random.Random) -> str:
    lead = latex(_surname(paper.authors[0]))
    head = f"{lead} et al." if len(paper.authors) > 1 else lead
    return (
        "\\renewcommand{\\bottomfraction}{0.8}\n\\renewcommand{\\textfraction}{0.1}\n"
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n"
        f"\\pagestyle{{myheadings}}\\markright{{{head}}}\\thispagestyle{{empty}}\n"
        "\\begin{figure}[b]\\centering\n"
        "\\fbox{\\parbox[c][0.42\\textheight][c]{0.9\\textwidth}{\\centering "
        "\\rule{0.5\\textwidth}{0.5pt}\\\\[3em]\\rule{0.3\\textwidth}{0.5pt}}}\n"
        f"\\caption*{{{rng.choice(_CAPTIONS)}}}\n\\end{{figure}}\n"
        f"\\noindent{{\\LARGE\\bfseries {latex(paper.title)}\\par}}\\bigskip\n"
        f"\\noindent {superscript_names(paper)}\\par\\smallskip\n"
        f"\\noindent{{\\small {superscript_places(paper)}\\par}}\\bigskip\n"
        f"\\noindent\\textbf{{Abstract}}\\par\\smallskip\n"
        f"\\noindent {abstract_text(paper, rng)}\\par\\bigskip\n"
    )


def _column(paper: Paper, rng: random.Random) -> str:
    return (
        f"{title_head(paper)}\\noindent{{\\LARGE\\bfseries\\raggedright {latex(paper.title)}\\par}}"
        f"\\bigskip\n\\noindent{{\\raggedright {superscript_names(paper)}\\par}}\\smallskip\n"
        f"\\noindent{{\\small\\itshape\\raggedright {superscript_places(paper)}\\par}}\\bigskip\n"
        f"\\noindent\\textbf{{Abstract.}} {abstract_text(paper, rng)}\\par\\bigskip\n"
    )


ROTATED53_TEMPLATES: dict[str, Template] = {
    t.name: t
    for t in (
        Template("issue-contents", "scrarticle", "", _FONT, _contents,
                 before_document=True),
        Template("native-title-first", "hgbreport", "", _FONT, _native,
                 before_document=True),
        Template("float-split-abstract", "tudapub", "", _FONT + "\\usepackage{caption}\n",
                 _float_split, before_document=True),
        Template("column-title", "scrdoc", "twocolumn", _FONT, _column,
                 before_document=True),
    )
}  # fmt: skip

__all__ = ["ROTATED53_TEMPLATES"]
