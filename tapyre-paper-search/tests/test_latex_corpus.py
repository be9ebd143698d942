"""The LaTeX corpus builder (``tools/latex_corpus``) without TeX: templates and held-out classes.

Every class template must print the title, every author and the abstract
with that class's own macros; the truth must be what the PDF prints; held-out
classes never go into a train corpus.  Nothing here runs pdflatex.  Escaping and the
drawn paper are tested in ``test_latex_corpus_text.py``, one class's front matter and
the preamble's draws in ``test_latex_corpus_classes.py`` (split from here, tidy46).
"""

from __future__ import annotations

import importlib
import re
import sys
from dataclasses import asdict, fields, replace
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from latex_corpus.paper import Author, Paper
from latex_corpus.templates import ALL, HELDOUT_CLASSES, allowed, truth_of
from pdfgen.corpus import Truth
from pdfgen.people import Affiliation
from pdfgen.sources import Record, Section

# The class's own front-matter macros each template must use.
MACROS = {
    "article": [r"\title{", r"\author", r"\begin{abstract}", r"\maketitle"],
    "article-twocolumn": [r"\title{", r"\author", r"\begin{abstract}", "twocolumn"],
    "ieeetran-journal": [r"\author{", r"\thanks{", r"\begin{IEEEkeywords}"],
    "ieeetran-conference": [r"\IEEEauthorblockN{", r"\IEEEauthorblockA{", r"\begin{IEEEkeywords}"],
    "acmart-sigconf": [r"\affiliation{\department{", r"\institution{", r"\ccsdesc[", r"\keywords{"],
    "acmart-acmsmall": [r"\affiliation{", r"\email{", r"\ccsdesc[", r"\keywords{"],
    "llncs": [r"\inst{", r"\institute{", r"\email{", r"\keywords{"],
    "elsarticle-preprint": [r"\begin{frontmatter}", r"\corref{cor1}", r"\cortext[cor1]", r"\ead{"],
    "elsarticle-3p": [r"\affiliation[a]{", r"\begin{keyword}", r"\sep"],
    "elsarticle-5p": [r"\affiliation[a]{", r"\begin{keyword}", r"\end{frontmatter}"],
    "revtex-aps": [r"\affiliation{", r"\email{", "superscriptaddress"],
    "revtex-aip": [r"\affiliation{", r"\email{", r"\date{"],
    "amsart": [r"\address{", r"\email{", r"\subjclass[2020]", r"\keywords{"],
    "mnras": [r"\pubyear{", r"\begin{keywords}", r"\label{lastpage}"],
    "nature": [r"\begin{affiliations}", r"\item "],
    "achemso": [r"\affiliation{", r"\email{", r"\keywords{"],
    "nrc2": [r"\address[a0]{", r"\correspond{", r"\shortauthor{", r"\keywords{"],
    "sageep": [r"\author{Zoë Kowalczyk, Department of Physics", r"\setcitestyle{numbers}"],
    "ejpecp": [r"\TITLE{", r"\AUTHORS{", r"\ABSTRACT{", r"\KEYWORDS{", r"\EMAIL{", r"\AMSSUBJ{"],
    "ascelike": [r"\thanks{", r"\KeyWords{", "Proceedings"],
    "ptptex": [r"\inst{", r"\abst{", r"\recdate{", r"\footnote{E-mail: zoe@tarnow.edu}"],
    "jpsj2": [r"\inst{", r"\abst{", r"\kword{", r"\thanks{E-mail: zoe@tarnow.edu}"],
    "kluwer": [r"\begin{opening}", r"\institute{", r"\email{", r"\runningauthor{"],
    "spie": [r"\supit{a}", r"\skiplinehalf", r"\authorinfo{", r"\keywords{"],
    "cje": [r"\authorone{", r"\authorthree{", r"\abstract{", r"\JEL{"],
    "aastex-twocolumn": [r"\correspondingauthor{", r"\affiliation{", r"\keywords{", " --- "],
    "aastex-preprint": [r"\correspondingauthor{", r"\email{", r"\affiliation{"],
    "cas-dc": [r"\title [mode = title]{", r"\author[1]{", r"\cormark[1]", r"\ead{", r"\sep"],
    "jmlr-pmlr": [r"\Name{", r"\Email{", r"\addr ", r"\editor{", r"\jmlrworkshop{"],
    "apa7-jou": [r"\authorsnames[", r"\authorsaffiliations{", r"\abstract{", r"\keywords{"],
    "apa7-man": [r"\authorsnames[", r"\authornote{", r"\shorttitle{"],
    "ieeeconf": [r"\begin{affiliation}", r"\email{", r"\and"],
    "asmejour": [r"\SetAuthorBlock{Zoë Kowalczyk\CorrespondingAuthor}{", r"\keywords{"],
    "aomart": [r"\address{", r"\email{", r"\keyword{growth}", r"\subject{"],
    "amsproc": [r"\address{", r"\subjclass[2020]", r"\keywords{"],
    "ijmart": [r"\address{", r"\email{zoe@tarnow.edu}", r"\keywords{"],
    "oup-contemporary": [r"\author[1,$\ast$]{Zoë", r"\address[2]{", r"\corresp[$\ast$]{"],
    "oup-modern": [r"\author[1,2]{Pieter de Vries}", r"\abstract{", r"\keywords{"],
    "acmart-acmtog": [r"\affiliation{\department{", r"\ccsdesc[", r"\keywords{"],
    "acmart-sigplan": [r"\affiliation{", r"\email{", r"\ccsdesc[", r"\keywords{"],
    "aiaa-tc": [r"\thanks{", "\n\\and\n", r"{\normalsize\itshape Department of Physics"],
    "resphilosophica": [r"\address{", r"\keywords{", r"\setcitestyle{numbers}"],
    "asaetr": [r"\thanks{Department of Physics", "\n\\and\n", r"\keywords{"],
    "ijdc": [r"\affil{Department of Physics", r"\correspondence{Zoë Kowalczyk, ", r"\submitted{"],
    "pracjourn": [r"\email{zoe@tarnow.edu}", r"\address{Department of Physics", r"\abstract{"],
    "ltugboat": [r"\netaddress{pdevries@delft.nl}", r"\address{School", r"\PrelimDraftfalse"],
    "sugconf": [r"\sugconfpapernumber{Paper ", r"\section*{Abstract}", r"\inputencoding{utf8}"],
    "philosophersimprint": [r"\affiliation{University of Tarnów}", r"\journalvolume{", r"\date{"],
    "active-conf": [r"\address{Department of Physics", r"\email{zoe@tarnow.edu}", r"\author{"],
    "iagproc": ["\\\\\nDepartment of Physics", r"\begin{keywords}", r"\begin{abstract}"],
    "lps": [r"\shortauthor{", r"\FirstPage{", r"e-mail: zoe@tarnow.edu", r"\keywords{growth"],
    "emulateapj": [r"Zoë Kowalczyk\altaffilmark{1,3}", r"\altaffiltext{3}{Corresponding", r"---"],
    "ieeetran-compsoc": [r"\IEEEcompsocthanksitem Zoë", r"\IEEEtitleabstractindextext{"],
    "acmconf": [r"\ConferenceShortName{", r"\CopyrightText{", r"\\ zoe@tarnow.edu", r"\and"],
    "ltugproc": [r"\end{abstract}" + "\n" + r"\maketitle", r"\netaddress{oneil@delft.nl}"],
    "aguplus": [r"\author{Zoë Kowalczyk and Pieter de Vries}", r"\affil{School of Data"],
    "smfart": [r"\address{Department of Physics", r"\email{zoe@tarnow.edu}", r"\keywords{"],
    "tufte-handout": [r"\author[Kowalczyk et al.]{", r"\thanks{School of Data", r"\date{"],
    "paper": [r"\institution{Department of Physics", r" \\ School of Data", r"Zoë Kowalczyk \and "],
    "worlddev": [r"\affiliation{Department of Physics", r"\jelclass{", r"\keywords{"],
    "articleingud": [r"\thanks[Corresponding author: zoe@tarnow.edu]{1}{", r" \and "],
    "ieeetran-transmag": [r"\IEEEauthorblockA{\IEEEauthorrefmark{2}", r"\begin{IEEEkeywords}"],
    "revtex-collab": [r"\preprint{", r" Collaboration}", r"\noaffiliation"],
    "lni": [r"\author[Zoë Kowalczyk \and ", r"\footnote{Department of Physics", r"\email{"],
    "regstud": [r"\affiliation{Department of Physics", r"\jelclass{", r"\keywords{"],
    "itaxpf": [r"\address{", r"e-mail: zoe@tarnow.edu}", r"\jelclass{"],
    "ecca": [r"\affiliation{Department of Physics", r"\jelclass{", r"\date{"],
    "koma-subject": [r"\subject{", r"\publishers{\small Department of Physics", r"\date{"],
    "memoir-ruled": [r"\pretitle{", r"\abstractrunin", r"{\small\itshape Department"],
    "artikel3-mail": [r"\texttt{zoe@tarnow.edu}", r"{\small Department of Physics"],
    "elbioimp": [r"\affiliation{Department of Physics", r"\keywords{"],
    "banner-box": [r"\colorbox{band}", r"\textbf{Abstract.}"],
    "names-first": [r"{\large\scshape Zo", r"{\small Department of Physics"],
    "signed-abstract": [r"\textbf{Summary}", r"\begin{flushright}"],
    "margin-abstract": [r"\begin{minipage}[t]{0.3\textwidth}", r"\textbf{Abstract}"],
    "epigraph": [r"\itshape", r"\upshape --- ", r"\textsc{Summary}"],
    "deck-byline": [r"\twocolumn[{", r"\scshape By Zoë Kowalczyk, Pieter de Vries and Ann"],
    "footnote-authors": [r"\footnotetext{The authors are Zoë Kowalczyk (Department"],
    "column-kicker": [r"\rule{\textwidth}{1.2pt}", r"\textbf{Abstract}"],
    "thesis-supervisor": [r"\begin{titlepage}", r"Supervised by", r"\bfseries\large Abstract"],
    "margin-heads": [r"\llap{\parbox[t]{3.2cm}", r"\bfseries Abstract}", r"\bfseries Keywords}"],
    "runin-title": [r"} --- \textit{Zoë Kowalczyk, Pieter de Vries and Ann"],
    "author-table": [r"\textbf{Author} & \textbf{Affiliation} & \textbf{ORCID}", r"\toprule"],
    "logo-minipage": [r"\fbox{\rule{0pt}{1.6cm}", r"\begin{minipage}[c]{0.72\textwidth}"],
    "author-columns": [r"\begin{tabular}[t]{@{}c@{}}Zoë Kowalczyk\\", r"\textsc{Summary}"],
    "quote-abstract": [r"\begin{quote}\small", r"{\large Zoë Kowalczyk, Pieter de Vries"],
    "header-byline": [r"\fancyhead[L]{\small Zoë Kowalczyk", r"\thispagestyle{front}"],
    "split-title-page": [r"{\huge ", r"\begin{center}\bfseries Abstract\end{center}"],
    "authors-after-abstract": [r"\textbf{Abstract.} ", r"\noindent Zoë Kowalczyk, Pieter de Vries"],
    "addresses-foot": [r"\renewcommand{\thefootnote}{}\footnotetext{", r": Zoë Kowalczyk, "],
    "left-column-byline": [
        r"\twocolumn[\begin{center}",
        r"Zoë Kowalczyk\\ {\footnotesize\itshape ",
    ],
    "thesis-degree": [r"{\large by\par}", r"requirements for the degree of"],
    "running-title": [r"\noindent{\small Running title: ", r"*Corresponding author: Zoë Kowalczyk"],
    "orcid-equal": [r"Zoë Kowalczyk$^{\dagger}$\orcidmark", r"contributed equally to this work."],
    "bold-letter": [r"{\small\scshape Letter}", r"\noindent{\bfseries "],
    "highlights-box": [r"\textbf{Highlights}", r"\begin{itemize}\small"],
    "cover-summary": [r"Technical Report No.~", r"{\large\bfseries Summary}"],
    "framed-title": [r"\noindent\fbox{\begin{minipage}", r"\textit{Abstract} --- "],
    "by-smallcaps": [r"by \textsc{Zoë Kowalczyk}", r"\textbf{Graphical abstract}"],
    "doktor-title": [r"zur Erlangung des Doktorgrades", r"vorgelegt von\\[0.5em]{\large Zoë"],
    "beside-abstract": [r"\hfill\begin{minipage}[t]{0.62\textwidth}", r"\textbf{Abstract}\par"],
    "executive-summary": [r"\noindent Prepared by Zoë Kowalczyk", r"bfseries Executive Summary}"],
    "footnoted-block": [r"Zoë Kowalczyk$^{*}$", r"\begin{quote}\small We measured"],
    "report-docpage": [r"REPORT DOCUMENTATION PAGE", r"5. AUTHOR(S)}\par\smallskip"],
    "festschrift-chapter": [r"{\large\scshape Zoë Kowalczyk", r"\itshape Dedicated to "],
    "tesi-frontispiece": [r"\textbf{Relatore:}", r"\textbf{Candidati:}\\"],
    "lecture-synopsis": [r"\textit{Lecturers:} Zoë Kowalczyk", r"\textbf{Synopsis}\par"],
    "jel-cover": [r"\textit{JEL classification:}", r"Zoë Kowalczyk\,$^{*}$"],
    "gutachter-page": [r"Gutachter: & Prof.", r"vorgelegt von\par\medskip{\large Zoë Kowalczyk"],
    "chapter-foot": [r"\noindent\fbox{\parbox{0.95\textwidth}{\small", r"Zoë Kowalczyk ("],
    "memo-report": [r"\textbf{FROM:} & Zoë Kowalczyk, Pieter de Vries", r"MEMORANDUM REPORT"],
    "abstract-first": [r"\noindent\rule{\textwidth}{0.4pt}\par\smallskip", r"{\itshape Department"],
    "proposal-cover": [r"\textbf{Principal investigator}", r"Zoë Kowalczyk\newline{\small"],
    "numbered-authors": [r"\item Zoë Kowalczyk --- Department", r"{\bfseries Overview}"],
    "corner-names": [r"\begin{flushright}\small Zoë Kowalczyk\\", r"\textbf{Abstract.} "],
    "contents-front": [r"{\bfseries Contents}", r"\quad Introduction\dotfill"],
    "series-header": [r"Working Paper Series\\No.~", r"Zoë Kowalczyk\\ {\small Department"],
    "session-abstract": [r"\underline{Zoë Kowalczyk}", r"\textit{Keywords:}"],
    "dropcap-lead": [r"by {\scshape Zoë Kowalczyk", r"{\large\noindent "],
    "subtitle-rows": [
        r"{\LARGE\bfseries Growth of 50\% \& more:\par}",
        r"{\large\itshape a\_b test",
    ],
    "bracket-labels": [r"\textbf{[Abstract]} ", r"\textbf{[Key words]}", "CLC number: "],
    "spaced-title": [r"\textls[150]{Growth of 50\%", r"\textls[150]{\scshape Zoë Kowalczyk"],
    "dateline-lead": [r"\scshape Research News}", r"{\itshape Zoë Kowalczyk"],
    "inverted-names": [r"\textsc{Kowalczyk}, Zoë\textsuperscript{1}; \textsc{de Vries}, Pieter"],
    "parallel-abstracts": [r"\textbf{Résumé}\par", r"\textbf{Abstract}\par"],
    "listed-abstract": [r"{\large Summary}\end{center}"],
    "places-letterhead": [r"{\footnotesize\scshape ", r"\textperiodcentered\ "],
    "degree-names": [r"Zoë Kowalczyk, ", r"\textsuperscript{1}; Pieter de Vries, "],
    "form-fields": [r"\textbf{Title} & ", r"\textbf{Author(s)} & Zoë Kowalczyk"],
    "abstract-columns": [r"\begin{multicols}{2}", r"{\scshape Abstract}\end{center}"],
    "translated-title": [r"\par}\smallskip" + "\n" + r"{\large\itshape "],
    "figure-lead": [r"\begin{picture}(100,40)", r"\textbf{Figure 1.} "],
    "rule-split-title": [r"\noindent\rule{\textwidth}{1.5pt}", r"\textbf{Summary}"],
    "interleaved-places": [r"\textsc{Zoë Kowalczyk} \textsuperscript{1}\textit{"],
    "prose-byline": [r"{\itshape This paper was written by Zoë Kowalczyk, "],
    "poster-banner": [
        r"{\VeryHuge\bfseries ",
        r"\fbox{\parbox{0.29\textwidth}{\textbf{Abstract}\par",
    ],
    "hyphen-sidebar": [r"\begin{minipage}[t]{0.3\textwidth}", r"\hyphenpenalty=0"],
    "rotated-band": [r"\put(35,200){\rotatebox{90}", r"\textbf{Abstract}\par"],
    "grouped-email": [r"\texttt{\{", r"\}@", r"*Equal contribution."],
    "draft-watermark": [r"\AtPageCenter{\makebox(0,0){\rotatebox{45}", r"\textbf{Abstract}\par"],
    "cite-as-box": [r"Please cite this article as: Z. Kowalczyk, P. de Vries, "],
    "article-info": [r"\textit{Article history:}\\" + "\nReceived ", r"\textsc{Abstract}\par"],
    "lay-summary": [r"\textbf{Lay Summary}\par", r"\noindent\textbf{Abstract}\par"],
    "issue-contents": [r"{\Large\bfseries Contents\par}", r"\dotfill ", r"\newpage"],
    "native-title-first": [r"{\large\itshape Growth of 50\% \& more: a\_b test\par}"],
    "float-split-abstract": [r"\begin{figure}[b]", r"\markright{Kowalczyk et al.}"],
    "column-title": [r"\noindent\textbf{Abstract.} "],
    "sidebar-banner": [r"\textbf{Citation:}\\ Kowalczyk Z, de Vries P, O'Neil A", r"\colorbox"],
    "toc-abstract": [r"{\Large\bfseries Contents\par}", r"\quad Methods\dotfill "],
    "rotated-label": [r"\rotatebox{90}{\bfseries\small ABSTRACT}", r"small KEYWORDS}"],
    "manuscript-titlepage": [r"\textbf{Running title:} Growth of 50\%", r"\linenumbers"],
    "masthead-journal": [r"\colorbox{teal}", r"\fontsize{30}{34}\selectfont\bfseries"],
    "editor-summary": [r"\textbf{Editor's summary}", r"\colorbox{black!8}"],
    "significance-beside": [r"\textbf{Significance}", r"\begin{minipage}[t]{0.58"],
    "table-byline": [r"\textbf{Zoë Kowalczyk}", r"\begin{tabular}{@{}l@{\hspace{2em}}l@{}}"],
    "graphical-first": [r"Graphical Abstract", r"Highlights}", r"\item "],
    "margin-title": [r"\begin{minipage}[t]{0.31\textwidth}\raggedright", r"\textbf{Abstract}"],
    "permission-foot": [r"\begin{figure}[b]\footnotesize", r"\paragraph{Reference Format:}"],
    "label-column-abstract": [r"\begin{tabular}{@{}p{0.2\textwidth}", r"\textbf{Keywords} &"],
    "resume-first": [r"\textsc{Résumé}", r"\textsc{Abstract}", r"\setcitestyle{numbers}"],
    "shaded-left-abstract": [r"\twocolumn[{\raggedright", r"\colorbox{black!10}"],
    "preprint-orcid": [r"\textbf{PREPRINT}", r"\footnotetext{", r"\textbf{Abstract:}"],
    "report-cover": [r"\fontsize{34}{40}\selectfont\bfseries", r"\noindent by\par"],
    "keypoints-first": [r"\textbf{Key Points}", r"\begin{itemize}", r"\bfseries Abstract}"],
    "chapter-paper": [r"\Large\bfseries Chapter ", r"\textit{Abstract}"],
    "logo-row-extended": [r"\fbox{\sffamily\small Extended Abstract}", r"\textbf{Summary.}"],
    "statements-before": [r"\textbf{Funding:}", r"\textbf{Conflict of interest:}"],
    "nomenclature-after": [r"{\bfseries ABSTRACT}", r"{\bfseries NOMENCLATURE}", r" & = & "],
    "findings-box-after": [r"\textbf{What is already known on this topic}", r"\begin{itemize}"],
    "edited-by-line": [r"{\footnotesize Edited by ", r"{\bfseries\noindent "],
    "access-row": [r"\textbf{Cite This:}", r"Metrics \& More", r"\textbf{ABSTRACT:}"],
    "citation-sidebar": [r"\textbf{Citation:}", r"\begin{minipage}[t]{0.27\textwidth}"],
    "structured-runin": [r"\leftskip=2em\rightskip=2em", r"{\bfseries Abstract}\par"],
    "discussion-banner": [r"\modulolinenumbers[5]", r"Discussion started:", r"\textbf{Abstract.}"],
    "ams-inline-abstract": [r"\textsc{Abstract.}", r"Mathematics Subject Classification."],
    "dedication-report": [r"\scshape Technical Report TR-", r"\Large\bfseries Abstract\par"],
    "received-first-column": [r"Kowalczyk and Pieter de Vries are with", r"Abstract}---"],
    "pullout-box": [r"\colorbox{black!8}", r"\begin{multicols}{2}"],
    "orcid-institutes": [
        r"[0000-0002-1825-0097]",
        r"zoe@tarnow.edu, pdevries@delft.nl",
        r"\texttt{",
    ],
    "thesis-declaration": [
        r"\bfseries Declaration",
        r"Signed: Zoë Kowalczyk",
        r"\scshape Abstract",
    ],
    "foot-abstract": [r"\begin{figure}[!b]\footnotesize", r"\textsc{Abstract.}"],
    "grid-authors": [r"p{0.3\textwidth}", r"{\bfseries ABSTRACT}"],
    "quote-symbols": [r"\textsc{Zoë Kowalczyk}\textsuperscript{$\ast$}", r"\begin{quote}\small"],
    "slide-deck": [r"paperwidth=128mm", r"\bfseries Outline}", r"\bfseries Abstract}"],
    "bilingual-thesis": [r"\bfseries Zusammenfassung", r"\textbf{Schlagwörter:}"],
    "boxed-cover": [r"\begin{tcolorbox}", r"\textbf{Revision history}", r"\section*{Abstract}"],
    "thanks-byline": [r"\footnotemark[1]", r"\footnotetext[1]{This work was written by Zoë"],
    "teaser-figure": [r"\twocolumn[{\begin{center}", r"\textbf{Figure 1:}"],
    "framed-dates": [r"\begin{framed}", r"Received "],
    "wrapped-thanks": [r"\footnotemark[1]", r"Preprint. Under review."],
    "corresponding-foot": [r"\linenumbers", r"\SetWatermarkText{DRAFT}"],
}

PLACES = (
    Affiliation("Department of Physics", "University of Tarnów", "Tarnów", "Poland"),
    Affiliation("School of Data Science", "Delft Institute of Technology", "", "Netherlands"),
)


def _paper(*, structured: bool = False, title: str = "Growth of 50% & more: a_b test") -> Paper:
    abstract = (
        (Section("Background", "Trees grow."), Section("Methods", "We counted rings."))
        if structured
        else (Section("", "We measured the growth of street trees over ten years."),)
    )
    authors = (
        Author("Zoë Kowalczyk", (0,), "zoe@tarnow.edu", "0000-0002-1825-0097", True),
        Author("Pieter de Vries", (0, 1), "pdevries@delft.nl", "0000-0001-5109-3700", False),
        Author("Ann O'Neil", (1,), "oneil@delft.nl", "0000-0003-1415-9265", False),
    )
    other = Record("scifact:1", "Roots under pavements", (Section("", "Roots spread. They lift."),))
    return Paper(
        record=Record("scifact:0", title, abstract),
        authors=authors,
        affiliations=PLACES,
        keywords=("growth", "trees"),
        others=(other,),
        seed=7,
    )


# -- templates ---------------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(ALL))
def test_every_template_prints_the_front_matter_with_its_class_macros(name: str) -> None:
    template = ALL[name]
    source = template.source(_paper())
    head = f"\\documentclass[{template.options}]{{{template.documentclass}}}"
    assert source.startswith(head), name  # nothing before the class
    assert source.count("\\begin{document}") == 1
    assert source.rstrip().endswith("\\end{document}")
    front = source[: source.index("\\section{")]
    assert r"\title" in front.lower()  # ejpecp's is \TITLE
    assert r"Growth of 50\% \& more: a\_b test" in front
    for author in ("Zoë Kowalczyk", "Pieter de Vries", "Ann O'Neil"):
        assert author in front, (name, author)
    plain = re.sub(r"\\lettrine\[[^]]*\]\{(\w)\}\{(\w*)\}", r"\1\2", front)  # a drop cap
    assert "We measured the growth of street trees over ten years." in plain
    for macro in MACROS[name]:
        assert macro in source, (name, macro)
    assert "\\begin{thebibliography}" in source and "\\begin{equation}" in source
    assert "\\begin{tabular}" in source


@pytest.mark.parametrize("name", sorted(ALL))
def test_every_template_balances_its_braces(name: str) -> None:
    source = ALL[name].source(_paper(structured=True, title="Braces {in} titles"))
    plain = re.sub(r"\\[{}]", "", source)
    depth = 0
    for char in plain:
        depth += {"{": 1, "}": -1}.get(char, 0)
        assert depth >= 0, name
    assert depth == 0, name


def test_structured_abstracts_keep_their_labels() -> None:
    source = ALL["elsarticle-preprint"].source(_paper(structured=True))
    abstract = source[source.index("\\begin{abstract}") : source.index("\\end{abstract}")]
    assert "\\textbf{Background:} Trees grow." in abstract
    assert "\\textbf{Methods:} We counted rings." in abstract


def test_truth_is_the_printed_text_in_pdfgen_format() -> None:
    paper = _paper(structured=True)
    truth = truth_of(paper, ALL["llncs"], "train-0001-llncs.pdf", "train")
    assert {f.name for f in fields(Truth)} == set(asdict(truth))
    assert truth.authors == ["Zoë Kowalczyk", "Pieter de Vries", "Ann O\u2019Neil"]
    assert truth.abstract == "Background Trees grow. Methods We counted rings."
    assert truth.kinds == ["llncs", "class:llncs", "structured-abstract"]
    held_name = "heldout-0001-prose-byline.pdf"
    held = truth_of(_paper(), replace(ALL["prose-byline"], heldout=True), held_name, "heldout")
    assert "heldout-class" in held.kinds and "structured-abstract" not in held.kinds


def test_held_out_classes_never_go_into_a_train_corpus() -> None:
    rotated50 = {"figure-lead", "rule-split-title", "interleaved-places", "prose-byline"}
    rotated51 = {"poster-banner", "hyphen-sidebar", "rotated-band", "grouped-email"}
    rotated52 = {"draft-watermark", "cite-as-box", "article-info", "lay-summary"}
    rotated53 = {"issue-contents", "native-title-first", "float-split-abstract", "column-title"}
    rotated54 = {"sidebar-banner", "toc-abstract", "rotated-label", "manuscript-titlepage"}
    rotated56 = {"masthead-journal", "editor-summary", "significance-beside", "table-byline"}
    rotated58 = {"graphical-first", "margin-title", "permission-foot", "report-cover"}
    rotated60 = {"label-column-abstract", "resume-first", "shaded-left-abstract", "preprint-orcid"}
    rotated61 = {"keypoints-first", "chapter-paper", "logo-row-extended", "statements-before"}
    rotated63 = {"nomenclature-after", "findings-box-after", "edited-by-line", "access-row"}
    rotated66 = {"citation-sidebar", "structured-runin", "discussion-banner", "ams-inline-abstract"}
    rotated67 = {"dedication-report", "received-first-column", "pullout-box", "orcid-institutes"}
    rotated68 = {"thesis-declaration", "foot-abstract", "grid-authors", "quote-symbols"}
    rotated69 = {"slide-deck", "bilingual-thesis", "boxed-cover", "thanks-byline"}
    held = {"teaser-figure", "framed-dates", "wrapped-thanks", "corresponding-foot"}
    assert set(HELDOUT_CLASSES) == held  # latex70's
    train = {t.name for t in allowed("train")}
    assert train == set(ALL) - held
    assert {"mnras", "nature", "achemso", "kluwer"} <= train  # rotated into train
    assert {"asaetr", "ijdc", "resphilosophica"} <= train  # rotated by latex19
    assert "ltugboat" in train  # rotated by latex20
    assert {"spie", "cje", "aiaa-tc", "pracjourn", "sugconf"} <= train  # rotated by latex21
    assert "philosophersimprint" in train  # rotated by latex22
    assert {"active-conf", "iagproc", "lps"} <= train  # rotated by latex23
    assert {"emulateapj", "ieeetran-compsoc", "acmconf", "ltugproc"} <= train  # by latex26
    assert {"aguplus", "smfart", "tufte-handout", "paper"} <= train  # rotated by latex29
    assert {"worlddev", "articleingud", "ieeetran-transmag", "revtex-collab"} <= train  # latex32
    assert {"lni", "regstud", "itaxpf", "ecca"} <= train  # rotated by latex33
    assert {"koma-subject", "memoir-ruled", "artikel3-mail", "elbioimp"} <= train  # latex34
    assert {"banner-box", "names-first", "signed-abstract", "margin-abstract"} <= train  # latex35
    assert {"epigraph", "deck-byline", "footnote-authors", "column-kicker"} <= train  # latex36
    assert {"thesis-supervisor", "margin-heads", "runin-title", "author-table"} <= train  # 37
    assert {"logo-minipage", "author-columns", "quote-abstract", "header-byline"} <= train  # 38
    rotated = {"split-title-page", "authors-after-abstract", "addresses-foot", "left-column-byline"}
    assert rotated <= train  # latex39
    assert {"thesis-degree", "running-title", "orcid-equal", "bold-letter"} <= train  # latex40
    assert {"highlights-box", "cover-summary", "framed-title", "by-smallcaps"} <= train  # 41
    assert {"doktor-title", "beside-abstract", "executive-summary", "footnoted-block"} <= train
    assert {
        "report-docpage",
        "festschrift-chapter",
        "tesi-frontispiece",
        "lecture-synopsis",
    } <= train
    assert {"jel-cover", "gutachter-page", "chapter-foot", "memo-report"} <= train  # latex44
    assert {"abstract-first", "proposal-cover", "numbered-authors", "corner-names"} <= train
    assert {"contents-front", "series-header", "session-abstract", "dropcap-lead"} <= train
    assert {"subtitle-rows", "bracket-labels", "spaced-title", "dateline-lead"} <= train
    assert {"inverted-names", "parallel-abstracts", "listed-abstract", "places-letterhead"} <= train
    assert {"degree-names", "form-fields", "abstract-columns", "translated-title"} <= train
    assert rotated50 <= train  # rotated by latex50
    assert rotated51 <= train  # rotated by latex52
    assert rotated52 <= train  # rotated by latex53
    assert rotated53 <= train  # rotated by latex54
    assert rotated54 <= train  # rotated by latex56
    assert rotated56 <= train  # rotated by latex58
    assert rotated58 <= train  # rotated by latex59
    assert rotated60 <= train  # rotated by latex61
    assert rotated61 <= train  # rotated by latex63
    assert rotated63 <= train  # rotated by latex66
    assert rotated66 <= train  # rotated by latex67
    assert rotated67 <= train  # rotated by latex68
    assert rotated68 <= train  # rotated by latex69
    assert rotated69 <= train  # rotated by latex70
    assert {t.name for t in allowed("heldout")} == set(ALL)
    for name in sorted(held):
        with pytest.raises(ValueError, match="held-out classes"):
            allowed("train", ["nrc2", name])


@pytest.mark.parametrize("round_", [*range(32, 50), 70])
def test_a_rounds_held_out_classes_are_classes_no_earlier_template_uses(round_: int) -> None:
    from latex_corpus import templates

    name = f"HELDOUT{round_}_TEMPLATES"
    held = getattr(importlib.import_module(f"latex_corpus.classes_heldout{round_}"), name)
    parts = [v for k, v in vars(templates).items() if k.endswith("TEMPLATES") and k != name]
    earlier = {n: t.documentclass for part in parts for n, t in part.items()}
    assert earlier.keys().isdisjoint(held)  # no earlier class replaced
    assert set(earlier.values()).isdisjoint(t.documentclass for t in held.values())


def test_latex60s_rotated_classes_take_a_drawn_font() -> None:
    from latex_corpus.fonts import fonts_for, with_font

    for name in ("label-column-abstract", "resume-first", "shaded-left-abstract", "preprint-orcid"):
        fonts = fonts_for(ALL[name])
        assert "times" in fonts and "helvetica" in fonts  # drawn since latex61's rotation
        assert r"\usepackage{mathptmx}" in with_font(ALL[name], "times").preamble
    assert "stix2" not in fonts_for(ALL["shaded-left-abstract"])  # mnras's clash


def test_latex63s_held_out_classes_refuse_the_fonts_their_classes_clash_with() -> None:
    from latex_corpus.fonts import fonts_for

    assert {"palatino", "kpfonts", "stix2"}.isdisjoint(fonts_for(ALL["findings-box-after"]))
    assert {"palatino", "fourier", "helvetica"}.isdisjoint(fonts_for(ALL["edited-by-line"]))
    assert "stix2" not in fonts_for(ALL["access-row"])
    assert "stix2" in fonts_for(ALL["nomenclature-after"])  # limap takes every font
    assert "stix2" not in fonts_for(ALL["keypoints-first"])  # bfhpub's clash (latex61's)
    for name in ("nomenclature-after", "findings-box-after", "edited-by-line", "access-row"):
        assert "times" in fonts_for(ALL[name])  # lmodern preambles: a font is drawn


def test_latex67s_institutes_group_their_authors_mails_in_braces_by_host() -> None:
    from latex_corpus.classes_rotated67 import _grouped_mails

    paper = _paper()
    same = replace(paper.authors[2], email="ann_o@tarnow.edu", affiliations=(0,))
    grouped = replace(paper, authors=(paper.authors[0], paper.authors[1], same))
    assert _grouped_mails(grouped, 0) == r"\{zoe,ann\_o\}@tarnow.edu, pdevries@delft.nl"
    assert _grouped_mails(grouped, 1) == ""  # nobody placed there first
