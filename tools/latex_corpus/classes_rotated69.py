"""Classes added by ``latex69`` as held out, train classes since ``latex70``:
``slide-deck``, ``bilingual-thesis``, ``boxed-cover`` and ``thanks-byline``.

Same contract as :mod:`latex_corpus.classes`: each template writes the front
matter, and the truth is what it prints.  These four set front matter in a layout
real papers have and no earlier template has, written by hand (each declares
``\\title`` for the record but sets the front matter itself, with no ``\\maketitle``),
in a document class no earlier template uses (``knittingpattern``, ``onrannual``,
``metanorma``, ``courseoutline``: each loads ``article`` or ``report`` and adds little):

* ``slide-deck``: ``knittingpattern``: a talk's slides emulated on small landscape pages
  (128 mm by 96 mm, as a projector's 4:3 frame), each slide under a shaded title bar:
  a title slide (the title in large bold, the names with numbered marks, the
  numbered institutes in small type, a date), an "Outline" slide listing four
  sections, and an "Abstract" slide holding the abstract in small type; the body on
  the slides after.  (Since latex70 its geometry resets the class's ``\\voffset`` of
  -0.5 in, which had drawn every slide's bar above the page's top edge.)
* ``bilingual-thesis``: ``onrannual``: a thesis's title page (the title in huge
  bold, "Dissertation" and the degree, each name, the places, a year), then a
  "Zusammenfassung" page holding a German abstract (not the record's) with its
  "Schlagwörter", then the English abstract on the next page under "Abstract" with
  its keywords; the body opens on the page after.
* ``boxed-cover``: ``metanorma``: a technical report's cover: a coloured box
  (``tcolorbox``) holding "Technical Report" and the title in white bold, the names
  and places under it, a "Revision history" table (version, date, author's
  initials, change), a distribution line at the cover's foot; the abstract on page
  2 under an unnumbered "Abstract" section heading, the body right after.
* ``thanks-byline``: ``courseoutline``: a paper whose title carries a star and no byline
  under it: the names and places are only in the star's footnote at the page's foot
  ("This work was written by A (PLACE) and B (PLACE). Correspondence: e-mail."); the
  abstract under a centred bold "Abstract" in the standard article style.

Each differs in kind from every earlier template: a slide deck's title and outline
frames before the abstract; an abstract in a second language on the page before
the English one; a title in a coloured box over a revision table; a byline given
only in a title's footnote.

Measured once on the base (f72b45f4, ``--split heldout --seed 69 --fonts``): see
``docs/pdf-log.md``, round 69.

Held out from ``latex69`` until ``latex70`` made them train classes (this module was
``classes_heldout69.py``; latex69's held-out set, seed 69, is train material since
latex70); while held out they were never built into a ``train`` corpus nor looked at
while writing the extraction rules.
"""

from __future__ import annotations

import random

from latex_corpus.classes import (
    LMODERN,
    Template,
    abstract_text,
    and_list,
    keywords,
    name,
    place,
    superscript_names,
    superscript_places,
    title_head,
)
from latex_corpus.escape import latex
from latex_corpus.paper import Author, Paper

_FONT = LMODERN
_MONTHS = ("January", "March", "May", "July", "September", "November")
_OUTLINE = ("Motivation", "Method", "Results", "Conclusions")
_GERMAN = (
    "Diese Arbeit untersucht die Frage, wie sich die beobachteten Effekte unter "
    "realistischen Bedingungen verhalten. Wir stellen ein neues Verfahren vor, "
    "vergleichen es mit bestehenden Ansätzen und zeigen in mehreren Experimenten, "
    "dass es die Genauigkeit deutlich verbessert. Die Ergebnisse werden im Hinblick "
    "auf ihre praktische Bedeutung diskutiert.",
    "Im Mittelpunkt dieser Dissertation steht die Entwicklung eines Modells, das die "
    "wesentlichen Zusammenhänge des untersuchten Systems beschreibt. Auf der Grundlage "
    "umfangreicher Messungen wird das Modell geprüft und erweitert. Abschließend werden "
    "offene Fragen und mögliche Anwendungen benannt.",
    "Die vorliegende Arbeit beschäftigt sich mit den Grundlagen und Grenzen der "
    "eingesetzten Methoden. Anhand von Fallstudien wird gezeigt, unter welchen "
    "Voraussetzungen die Verfahren zuverlässige Aussagen erlauben und wo ihre "
    "Anwendung problematisch bleibt.",
)
_GERMAN_WORDS = "Modellierung, Messung, Validierung"
_CHANGES = ("Initial draft", "Revised after internal review", "Final version")


def _keywords(paper: Paper, label: str) -> str:
    words = keywords(paper)
    return f"\\par\\medskip\n\\noindent\\textbf{{{label}}} {words}" if words else ""


def _slide(heading: str) -> str:
    """A new slide: a page with a shaded bar holding ``heading``."""
    return (
        "\\newpage\n\\noindent\\colorbox{blue!15}{\\makebox[\\dimexpr\\textwidth-2\\fboxsep][l]"
        f"{{\\large\\bfseries {heading}}}}}\\par\\medskip\n"
    )


def _slide_deck(paper: Paper, rng: random.Random) -> str:
    items = "".join(f"\\item {s}\n" for s in _OUTLINE)
    return (
        f"{title_head(paper)}\\begin{{center}}\\vspace*{{4mm}}\n"
        f"{{\\Large\\bfseries {latex(paper.title)}\\par}}\\bigskip\n"
        f"{superscript_names(paper)}\\par\\medskip\n"
        f"{{\\scriptsize {superscript_places(paper)}\\par}}\\medskip\n"
        f"{{\\small {rng.choice(_MONTHS)} {rng.randrange(2015, 2025)}\\par}}\n\\end{{center}}\n"
        f"{_slide('Outline')}\\begin{{enumerate}}\n{items}\\end{{enumerate}}\n"
        f"{_slide('Abstract')}{{\\scriptsize\\noindent {abstract_text(paper, rng)}\\par}}\n"
        "\\newpage\n\\scriptsize\n"
    )


def _bilingual_thesis(paper: Paper, rng: random.Random) -> str:
    year = rng.randrange(2015, 2025)
    people = "\\\\[6pt]\n".join(name(a) for a in paper.authors)
    places = "\\\\\n".join(place(p) for p in paper.affiliations)
    return (
        f"{title_head(paper)}\\begin{{center}}\\vspace*{{2cm}}\n"
        f"{{\\huge\\bfseries {latex(paper.title)}\\par}}\\vspace{{1.5cm}}\n"
        "{\\Large Dissertation\\par}\\medskip\n{\\large zur Erlangung des Doktorgrades\\par}"
        f"\\vspace{{1cm}}\n{{\\large {people}\\par}}\\vspace{{1cm}}\n"
        f"{{\\small\\itshape {places}\\par}}\\vfill\n{{\\large {year}\\par}}\n"
        "\\end{center}\n\\newpage\n\\thispagestyle{empty}\n"
        "\\noindent{\\Large\\bfseries Zusammenfassung\\par}\\bigskip\n"
        f"\\noindent {rng.choice(_GERMAN)}\\par\\medskip\n"
        f"\\noindent\\textbf{{Schlagwörter:}} {_GERMAN_WORDS}\\par\\newpage\n"
        "\\thispagestyle{empty}\n\\noindent{\\Large\\bfseries Abstract\\par}\\bigskip\n"
        f"\\noindent {abstract_text(paper, rng)}{_keywords(paper, 'Keywords:')}"
        "\\par\\newpage\n"
    )


def _places_of(paper: Paper, author: Author) -> str:
    """The author's places, one after another."""
    return "; ".join(place(paper.affiliations[i]) for i in author.affiliations)


def _initials(full: str) -> str:
    return "".join(part[0] for part in full.split() if part[:1].isalpha())


def _revisions(paper: Paper, rng: random.Random, year: int) -> str:
    rows = [
        f"{k + 1}.0 & {year}-{4 * k + rng.randrange(1, 5):02d}-{rng.randrange(1, 29):02d} & "
        f"{latex(_initials(paper.authors[k % len(paper.authors)].name))} & {change} \\\\"
        for k, change in enumerate(_CHANGES[: rng.randrange(2, 4)])
    ]
    body = "\n".join(rows)
    return (
        "{\\small\\noindent\\textbf{Revision history}\\par\\smallskip\n"
        "\\noindent\\begin{tabular}{llll}\\hline Version & Date & Author & Change \\\\ "
        f"\\hline\n{body}\n\\hline\\end{{tabular}}\\par}}\n"
    )


def _boxed_cover(paper: Paper, rng: random.Random) -> str:
    year = rng.randrange(2015, 2025)
    people = "\\\\[4pt]\n".join(
        f"{name(a)}\\\\\n{{\\small {_places_of(paper, a)}}}" for a in paper.authors
    )
    return (
        f"{title_head(paper)}\\begin{{tcolorbox}}[colback=blue!60!black,colframe=blue!60!black,"
        "coltext=white,arc=0mm]\n{\\small Technical Report "
        f"TR-{year}-{rng.randrange(1, 60):02d}\\par}}\\medskip\n"
        f"{{\\LARGE\\bfseries {latex(paper.title)}\\par}}\n\\end{{tcolorbox}}\\vspace{{1cm}}\n"
        f"{{\\large {people}\\par}}\\vspace{{1.5cm}}\n{_revisions(paper, rng, year)}\\vfill\n"
        "{\\footnotesize\\noindent Distribution: unlimited.\\par}\n\\newpage\n"
        "\\section*{Abstract}\n"
        f"\\noindent {abstract_text(paper, rng)}{_keywords(paper, 'Keywords:')}\\par\n"
    )


def _thanks_byline(paper: Paper, rng: random.Random) -> str:
    people = and_list([f"{name(a)} ({_places_of(paper, a)})" for a in paper.authors])
    mails = [latex(a.email) for a in paper.authors if a.corresponding and a.email]
    mail = f" Correspondence: {mails[0]}." if mails else ""
    return (
        f"{title_head(paper)}\\begin{{center}}{{\\LARGE\\bfseries {latex(paper.title)}"
        "\\footnotemark[1]\\par}\\end{center}\n"
        f"\\footnotetext[1]{{This work was written by {people}.{mail}}}\n"
        "\\begin{abstract}\n"
        f"{abstract_text(paper, rng)}\n\\end{{abstract}}\n"
    )


_SLIDES = (
    _FONT + "\\usepackage[paperwidth=128mm,paperheight=96mm,margin=6mm,"
    "voffset=0pt,hoffset=0pt]{geometry}\n"  # the class's voffset reset (latex70)
    "\\usepackage{xcolor}\n"
)
_BOX = _FONT + "\\usepackage{tcolorbox}\n"

ROTATED69_TEMPLATES: dict[str, Template] = {
    t.name: t
    for t in (
        Template("slide-deck", "knittingpattern", "", _SLIDES, _slide_deck,
                 before_document=True),
        Template("bilingual-thesis", "onrannual", "", _FONT, _bilingual_thesis,
                 before_document=True),
        Template("boxed-cover", "metanorma", "", _BOX, _boxed_cover,
                 before_document=True),
        Template("thanks-byline", "courseoutline", "", _FONT, _thanks_byline,
                 before_document=True),
    )
}  # fmt: skip

__all__ = ["ROTATED69_TEMPLATES"]
