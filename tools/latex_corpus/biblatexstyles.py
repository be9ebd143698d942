"""The LaTeX corpus's biblatex styles (refs58): bibliographies biblatex sets, its
``bibtex`` backend sorting and formatting the data (no ``biber`` is needed).

The installed ``.bst`` pool was nearly spent by round fifty-seven; biblatex's own
styles and the contributed ones under ``tex/latex/biblatex-*`` print lists no ``.bst``
does (biblatex's "9.12 (2010)", "In:" before journals, ISO 690's capital surnames).
Each :class:`~latex_corpus.bibstyle.Style` here has ``biblatex`` set to the ``style=``
option, is named ``biblatex-`` and that option, and goes with article (one or two
columns: classes that load natbib clash with biblatex).  ``maxbibnames=99``: every
name of an entry is printed (an "and others" of the ``.bib`` prints "et al." after
them), so the truth's printed surnames are the entry's.  Styles that need ``biber``
(apa, gost, sbl, philosophy, caspervector) and those that drop a field the truth
holds on some entry type (fiwi's and lncs's ``@misc``) are left out.

Train: biblatex's numeric, alphabetic and authoryear, and the contributed ieee,
nature, chem-acs, phys, science, trad-abbrv, chicago-authordate, bwl-FU, nejm,
vancouver and musuos; from round fifty-nine on also refs58's held-out four:
iso-numeric (ISO 690: "DOE, Jane; ROE, Bob. Title. Journal. 2010, vol. 9, no. 12,
pp. 385–395. Available from doi: …", a thesis's year before its kind), authortitle-dw
("Doe, Jane and Bob Roe: Title, in: Journal 9.12 (2010), pp. …", a book's "Berlin
2013"), oxnum (every name inverted, "Doe, Jane, Roe, Bob, and Poe, Carl, “Title”,
Journal, 9/12 (2010), 385–95.") and mla ("Works Cited", "Journal, vol. 9, no. 12,
2010, pp. 385–95.", a thesis's school before its kind).  Their held-out figures,
measured once in round fifty-eight (192 entries; found/title/year/venue/doi/arxiv/
surname F1), base d075cbc2 → refs58: all four 1.333/0.599/0.865/0.619/0.833/0.600/
0.871 → 0.990/0.727/0.979/0.714/0.958/0.800/0.977; authortitle-dw's title 0.083 and
venue 0.000 were left; iso-numeric's title 0.891.

From round sixty on also refs59's held-out four: unified (linguistics' unified style:
"Doe, Jane, Bob Roe & Carl Poe. 2010. Title. Journal 9(12). 385–395.", "School
dissertation"), archaeologie (a label line "Doe et al. 2010" above each entry,
"J. Doe – B. Roe – C. Poe, Title, Journal 9, 12, 2010, 385–395", a book's
"(Berlin 1995)"), enc ("Doe (Jane), Roe (Bob), and Poe (Carl), “Title”, Journal, 9–12
(2010), pp. …": the given names in brackets after the surname) and jura2 ("Doe,
Jane/Roe, Bob/Poe, Carl: Title. In: Journal 9.12 (2010), 385–395.").  Their held-out
figures, measured once in round fifty-nine (192 entries; found/title/year/venue/doi/
arxiv/surname F1), base 5f1d8f43 = refs59: all four 1.099/0.747/0.927/0.680/0.891/
1.000/0.612; archaeologie 1.396/0.149/0.792/0.088/0.647/-/0.436, enc's surname F1
0.010, unified's venue 0.595, jura2 1.000 throughout.

From round sixty-one on also refs60's held-out three: ajc2020unofficial ("[1]" then
"J. Doe, B. Roe, and C. Poe, Growth of street trees: a survey, Urban Forestry Letters
9.12 (2010), 385–395, doi: …": an unquoted title between commas), ijsra ("Doe, Jane,
Roe, Bob, and Poe, Carl (2010): Title. Journal 9(12): 385–395.": every name inverted,
a colon after the bracketed year and before the pages) and socialscienceshuberlin
("Doe, Jane, Roe, Bob, and Poe, Carl 2010: Title. In: Journal 9 (12), 385–395.": a
bare year closed by a colon).  Their held-out figures, measured once in round sixty
(144 entries; found/title/year/venue/doi/arxiv/surname F1), base 4a1b9130 = refs60:
all three 1.000/0.743/1.000/0.908/0.948/1.000/0.929; ijsra's title 0.812 and venue
0.757, socialscienceshuberlin's title 0.438 and surname F1 0.788.

From round sixty-two on also refs61's held-out three, set as they were held out
(nottsclassic with csquotes): nottsclassic ("Doe, J., Roe, B., and Poe, C. (2010),
“Title”, Journal 9, 12: 385–395, doi: …": the bracketed year closed by a comma, issue
and pages after a colon), uni-wtal-lin ("Doe, Jane/Bob Roe/Carl Poe (2010). Title.
Journal 9: 12, 385–395.": the first name inverted, the others given first, set apart
by bare slashes) and emisa ("Doe J., Roe B., Poe C. (2010) Title. In: Journal 9(12),
pp. 385–395 doi: …": dotted initials after each surname, no stop after the year).
Their held-out figures, measured once in round sixty-one (144 entries; found/title/
year/venue/doi/arxiv/surname F1), base 42b530d6 = refs61: all three 1.000/0.727/0.889/
0.577/0.868/0.750/0.779; emisa 1.000 throughout, nottsclassic's venue 0.516,
uni-wtal-lin's title 0.170, year 0.667, venue 0.256, DOI 0.591, surname F1 0.336.
From round sixty-four on (refs64) also refs62's held-out three, set as they were
held out: chicago-authordate-trad
("Doe, Jane, Bob Roe, and Carl Poe. Title. Journal 9, no. 12 (2010): 385–395.
https://doi.org/…": no year after the names, the year bracketed after the issue, an
unquoted title), chicago-notes (the same bibliography with the title quoted, "“Title”.
Journal 9, no. 12 (2010): 385–395.", a proceedings' pages before its place and
publisher: "In Proceedings of X, 10–20. Berlin: Springer, 2018.") and biblatex-spbasic
(Springer's basic style: "Doe J, Roe B, Poe C (2010) Title. Journal 9(12): 385–395 doi:
…": initials with no stop, no stop after the bracketed year, the pages after a colon,
a thesis's and a proceedings paper's title quoted with no stop after it).  Their
held-out figures, measured once in round sixty-two (144 entries; found/title/year/venue/
doi/arxiv/surname F1), base b0464515 → refs62: all three 0.993/0.923/0.986/0.901/0.956/
1.000/0.968 → 0.993/0.923/0.986/0.901/0.971/1.000/0.968 (refs63's rules left them the
same but one DOI: title 0.930); spbasic's venue 0.686 and title 0.872, chicago-notes'
found 0.979 were left.  The pool was nearly spent then: chicago-notes shares
chicago-authordate-trad's venue, biblatex-spbasic emisa's bracketed year before the
title.

From round sixty-six on (refs66) also refs64's held-out option variants, set as they
were held out (:data:`_VARIANTS`, ``Style.options``, written after ``maxbibnames=99``;
with the pool spent, three train styles each set with biblatex options that change what
an entry looks like): numeric-terse (numeric with ``giveninits``, ``terseinits`` and the
list sorted newest first: "JA Doe, B Roe, and C Poe. “Title”. In: Journal 9.12 (2010)":
initials with no stop nor space), authoryear-dated (authoryear with ``mergedate=false``,
``giveninits``, ``maxbibnames=3``, ``minbibnames=1``: "Doe, J. et al. (2010). Title. In:
Journal 9.12 (2010)", the year printed twice, past three names the first and "et al.";
an "and others" of the ``.bib`` is no name to the count) and chem-acs-titled (chem-acs
with ``articletitle``, ``doi``, ``eprint`` and bracketed labels: "[1] Doe, J.; Roe, B.;
Poe, C. Title. Journal 2010, 9, 385–395, DOI: …": the train style prints no article
title nor DOI).  Their held-out figures, measured once in round sixty-four (144 entries;
found/title/year/venue/doi/arxiv/surname F1), base e48045c2 = refs64: all three 1.000/
0.932/0.993/1.000/1.000/0.500/0.825; numeric-terse's title 0.833, arXiv 0.000 and
surname F1 0.475 were left.

Round sixty-six holds out no style: the held-out shapes are entry types no train
corpus typesets (:mod:`latex_corpus.bibtypes`, ``build.py --entry-types``), set in
train styles; round sixty-seven makes them train (their figures are kept there).

Chosen first in round sixty-four and dropped before any rule,
since the corpus build failed on them: philosophy-modern (it needs biber, which the
five-entry test run's non-stop mode hid) and dtk-authoryear (no such style: a
``.bbx`` of dtk's alone).  Rejected in round sixty-two: LNI, eaz-alt,
jb-kreis-neuss, rgzm-numeric and ufg-muenster-numeric drop the DOI; archa, mpk, nnu,
dguf-alt, dguf-apa, oscola and philosophy-modern need biber; fiwi2 drops a
``@misc``'s names and a proceedings' year; gb7714-2015 runs a book's names into its
title; langsci-unified prints a raw colour macro; acmnumeric, oxalph, iso-alphabetic,
mla-new, mla7, trad-unsrt, footnote-dw and biblatex-juradiss are too close to train
styles (``.bst`` or biblatex); standard-luh-ipw and publist print no list; of the
unused ``.bst`` styles, agu is agufull's list, gbt7714-2005-author-year
thuthesis-author-year's, amsalpha amsplain's, apalike2 apalike's, and aunsnot,
anotit, geralpha, econ-b, usmeg-n and xplain print broken lists.

Rejected in round sixty-one: bath, abnt, iso-authoryear, acmauthoryear, claves, nwejm,
univie-ling, oxref, authoryear-luh-ipw, mpkoeaw and jb-halle are too close to train
styles (``.bst`` or biblatex); windycity drops a proceedings' name and a ``@misc``'s
year; dtk drops a thesis's and a proceedings paper's title, chem-rsc an article's;
chem-biochem, historische-zeitschrift, geschichtsfrkl, kunde, maja, zaes,
niedersachsen, volkskunde, ecobiblatex and standard-dw drop the DOI; droit-fr needs
biber; historian prints raw name fields.  Round sixty rejected: chem-angew drops article titles; the
archaeology bundle's dguf, foe, offa, eaz, karl, zaak and rgk-numeric drop the DOI (and
some a ``@misc``'s year); arthistory-bonn is archaeologie's label line with jura2's
slashes; apa6, oxyear, ext-authoryear, verbose-trad2 and ieee-alphabetic are too close
to train styles; swiss-legal prints raw name fields.
"""

from __future__ import annotations

import argparse

from latex_corpus.bibstyle import Style
from latex_corpus.bibstyles import styles_for

_ARTICLE = ("article", "article-twocolumn")
_TRAIN = (
    "numeric",
    "alphabetic",
    "authoryear",
    "ieee",
    "nature",
    "chem-acs",
    "phys",
    "science",
    "trad-abbrv",
    "chicago-authordate",
    "bwl-FU",
    "nejm",
    "vancouver",
    "musuos",
    "iso-numeric",
    "authortitle-dw",
    "oxnum",
    "mla",
    "unified",
    "archaeologie",
    "enc",
    "jura2",
    "ajc2020unofficial",
    "ijsra",
    "socialscienceshuberlin",
    "nottsclassic",
    "uni-wtal-lin",
    "emisa",
    "chicago-authordate-trad",
    "chicago-notes",
    "biblatex-spbasic",
)
_HELDOUT: tuple[str, ...] = ()  # round sixty-six holds out entry types (bibtypes)
_PACKAGES = {"nottsclassic": "\\usepackage{csquotes}\n"}  # its \setquotestyle

BIBLATEX_STYLES: dict[str, Style] = {
    f"biblatex-{name}": Style(
        f"biblatex-{name}",
        _ARTICLE,
        heldout=name in _HELDOUT,
        packages=_PACKAGES.get(name, ""),
        biblatex=name,
    )
    for name in (*_TRAIN, *_HELDOUT)
}
_VARIANTS = (
    Style(
        "biblatex-numeric-terse",
        _ARTICLE,
        biblatex="numeric",
        options="giveninits=true,terseinits=true,sorting=ydnt",
    ),
    Style(
        "biblatex-authoryear-dated",
        _ARTICLE,
        et_al=(3, 1),
        biblatex="authoryear",
        options="mergedate=false,giveninits=true,maxbibnames=3,minbibnames=1",
    ),
    Style(
        "biblatex-chem-acs-titled",
        _ARTICLE,
        biblatex="chem-acs",
        options="articletitle=true,doi=true,eprint=true,biblabel=brackets",
    ),
)
BIBLATEX_STYLES.update((s.name, s) for s in _VARIANTS)


def corpus_styles(args: argparse.Namespace) -> list[Style]:
    """The build's styles: ``--bibtex``'s (``.bst``), then ``--biblatex``'s."""
    styles = styles_for(args.split, args.bibtex) if args.bibtex is not None else []
    if args.biblatex is not None:
        styles += styles_for(args.split, args.biblatex, BIBLATEX_STYLES)
    return styles
