"""References, round 68 (refs68): marks closing a title, degrees and patents.

Styles print after an entry's title, with no stop before them, facts that are no part
of it: a version in brackets, the medium in square brackets, a book's place and year in
brackets, the issuing body's name before a link, a report's kind and place, a patent's
mark and number, the year after a question's mark.  Venues end with a book's volume in
roman figures or open with the editors and their mark; theses name degrees no older
rule knew ("M.S.", "MA", "D.Phil.").  Each test names the kind it covers; the "control"
tests pass on base too and hold right readings right.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.references import parse_reference
from tapyre_paper_search.pdf.reftitlemarks import without_volume_numeral
from test_references_refs64 import _reference_pdf

_MARKED = (
    (
        "Wiese, Anke, and Veitch, John, Glutathione and enzymes of the cell represent a",
        "defence against stress (version 2.8.8) (Dryad, 2014). doi: 10.1234/d56789.",
    ),
    (
        "WANG, J.; SHEN, Z.-X. Direct neuronal reprogramming: learning from development",
        "[online]. Society for Radiology, 2007. [visited on 2021-09-13].",
    ),
    (
        "J. Doe and B. Roe, “Growth of street trees in cities,” M.S. thesis, University",
        "of Bergen, 2010.",
    ),
)


def test_marked_entries_in_a_pdf(tmp_path: Path) -> None:
    # (a body page, then a "References" page of hanging entries in DejaVu Sans)
    refs = extract_pdf(_reference_pdf(tmp_path / "p.pdf", _MARKED), ocr=None).references
    assert len(refs) == 3
    assert refs[0].title == (
        "Glutathione and enzymes of the cell represent a defence against stress"
    )
    assert refs[1].title == "Direct neuronal reprogramming: learning from development"
    assert refs[2].title == "Growth of street trees in cities"
    assert refs[2].venue == "University of Bergen"


@pytest.mark.parametrize(
    ("text", "title"),
    [
        # a version in brackets (oxnum's software)
        (
            "Leupold, Stefan, and Morris, D., The oncogenic microRNA miR-22 targets the TET2"
            " tumor suppressor (version 2.0.5) (Zenodo, 2014). doi: 10.1234/d5678.",
            "The oncogenic microRNA miR-22 targets the TET2 tumor suppressor",
        ),
        # a book's place and year in brackets (the archaeology style's)
        (
            "L. Fernández, Mild overexpression of MeCP2 causes a progressive neurological"
            " disorder in mice (Basel 2016)",
            "Mild overexpression of MeCP2 causes a progressive neurological disorder in mice",
        ),
        # the issuer's sentence before a link taken out, a visit's date after it
        (
            "Li, Qi. 2005b. sasCIF: an extension of core Crystallographic Information File"
            " for SAS. Society for Materials Science. https://www.example.org/notes/sascif"
            " (12 April, 2019).",
            "sasCIF: an extension of core Crystallographic Information File for SAS",
        ),
        # a report's kind, number and place after the title
        (
            "Wang (Liming), CD11b+ monocytes abrogate Th17 CD4+ T cell-mediated experimental"
            " autoimmune myocarditis, Working paper WP 9/3, Basel, University of Bergen, 2019.",
            "CD11b+ monocytes abrogate Th17 CD4+ T cell-mediated experimental autoimmune"
            " myocarditis",
        ),
        # a reprint's mark after a question's mark
        (
            "Virnau P, Sukhov A, and Matera F. Metabolic phenotyping of human blood plasma: a"
            " tool to discriminate between cancer types? Reprint. Amsterdam: Routledge, 1999.",
            "Metabolic phenotyping of human blood plasma: a tool to discriminate between"
            " cancer types?",
        ),
        # a year after a question's mark, the kind after it
        (
            "DOE, Jane; ROE, Bob. Growth of street trees in cities? 1997. MA thesis."
            " University of Bergen.",
            "Growth of street trees in cities?",
        ),
        # a patent's mark and number after the title, with a comma or none
        (
            "J. Doe and B. Roe. Growth of street trees in cities pat., US 9,400,202. 2015.",
            "Growth of street trees in cities",
        ),
        (
            "J. Doe and B. Roe. Growth of street trees in cities pat. US 9,400,202. 2015.",
            "Growth of street trees in cities",
        ),
        # a preprint's year before its id, the id broken after its stop
        (
            "S. M. Cohen and P. Harvey, Once-a-day methylphenidate versus three-times-daily"
            " methylphenidate in natural settings, 2009, arXiv: 2102. 25067 [econ.EM].",
            "Once-a-day methylphenidate versus three-times-daily methylphenidate in natural"
            " settings",
        ),
        # a patent in small letters with its issue year; a version with the year after it
        (
            "Hohenberg, Ludwig von, and Jia, Ying, DNA replication is required to elicit"
            " cellular responses to cross-links, patent US 8,951,587 (issued 1995).",
            "DNA replication is required to elicit cellular responses to cross-links",
        ),
        (
            "Kovacs, G., and Ludwig von Hohenberg: The Bone and Joint Decade 2000-2010,"
            " version 1.6.5, 2000.",
            "The Bone and Joint Decade 2000-2010",
        ),
        # a preprint's class in round brackets; the id's first half alone
        (
            "C. Gattringer, L. Despont, Breathing more with weaker respiratory muscles in"
            " pulmonary arterial hypertension, arXiv: 2203.21174 (math.ST)",
            "Breathing more with weaker respiratory muscles in pulmonary arterial hypertension",
        ),
        (
            "Muehlich, P. & Chapman, N. Exercise as a therapeutic approach to improve blood"
            " pressure arXiv: 1808. 01234 [cs.LG] (2018).",
            "Exercise as a therapeutic approach to improve blood pressure",
        ),
        # a title's second sentence before a translator's mark, with "by" or none
        (
            "Le Guen, Paul: Intimal smooth muscle cell proliferation after balloon injury."
            " The role of basic fibroblast growth factor, trans. from the French by Pascal"
            " Muehlich, Cham 2017.",
            "Intimal smooth muscle cell proliferation after balloon injury. The role of basic"
            " fibroblast growth factor",
        ),
        (
            "Chaudhuri, A. K. and Mozyrsky, D., Sulfasalazine in the treatment of"
            " spondylarthropathy. A randomized, placebo-controlled study, trans. from the"
            " Italian Debashish Goswami (Basel: Wiley, 2004).",
            "Sulfasalazine in the treatment of spondylarthropathy. A randomized,"
            " placebo-controlled study",
        ),
        # controls: a title's own bracket, question and year stay
        (
            "J. Doe. Street trees (Platanus) in dense cities. Urban Ecology 9 (2010) 1-9.",
            "Street trees (Platanus) in dense cities",
        ),
        (
            "J. Doe. Cancer statistics, 2014. CA: A Cancer Journal 64 (2014) 9-29.",
            "Cancer statistics, 2014",
        ),
    ],
)
def test_title_marks(text: str, title: str) -> None:
    assert parse_reference(text).title == title


@pytest.mark.parametrize(
    ("text", "venue"),
    [
        # degrees no older rule knew, the school the venue
        (
            "[1] J. Doe and B. Roe, “Growth of street trees in cities,” M.S. thesis,"
            " University of Bergen, 2010.",
            "University of Bergen",
        ),
        (
            "J. Doe and B. Roe. Growth of street trees in cities, MA thesis, KTH Stockholm, 2017.",
            "KTH Stockholm",
        ),
        # a book's volume in roman figures after a comma, or in capitals
        (
            "Lefèvre, Jean-Luc and Rubin, Boris, “MicroRNAs: new tools for diagnosis”, in"
            " Proceedings of the 21th Workshop on Physics, xxxvi, ed. Lilia Rosati and Peter"
            " Brommer, International Society for Physics (Workshop Series; 2016), 185-205.",
            "Proceedings of the 21th Workshop on Physics",
        ),
        (
            "S. Leupold - T. Kosel, Periosteum contains skeletal stem cells, in: A. V. G. Rao"
            " - F. J. Tipler (ed.), Proceedings of the 27th Workshop on Mechanical"
            " Engineering XXXI, Workshop Series in Engineering (2013) 168-194",
            "Proceedings of the 27th Workshop on Mechanical Engineering",
        ),
        # Nature's bracketed editors, the volume, year and pages after them
        (
            "Lee, W. S. & Wang, B. Effect of interleukin-1 on glucose turnover in the rat in"
            " Proceedings of the 8th Workshop on Molecular Biology (ed Fujino, O.) 15 (2019),"
            " 116-133 (International Society for Biology).",
            "Proceedings of the 8th Workshop on Molecular Biology",
        ),
        # editors joined by "&" before the book
        (
            "Fushman, Ilya & Qunxiang Li. 2024. Anorectic drugs and pulmonary hypertension."
            " In Dean E. McLaughlin & Z.-X. Shen (eds.), Proceedings of the 14th workshop on"
            " genetics, 100–120. International Society for Genetics.",
            "Proceedings of the 14th workshop on genetics",
        ),
    ],
)
def test_venues(text: str, venue: str) -> None:
    assert parse_reference(text).venue == venue


def test_the_title_both_with_master_kind() -> None:
    ref = parse_reference(
        "J. Doe and B. Roe. Growth of street trees in cities, MA thesis, KTH Stockholm, 2017."
    )
    assert ref.title == "Growth of street trees in cities"


@pytest.mark.parametrize(
    ("venue", "cut"),
    [
        ("Proceedings of the Workshop on Ecology, iv", "Proceedings of the Workshop on Ecology"),
        ("Proceedings of the Workshop on Ecology XXXI", "Proceedings of the Workshop on Ecology"),
        # controls: a numeral of two capitals, one outside proceedings, two words left
        (
            "Proceedings of the Conference on World War II",
            "Proceedings of the Conference on World War II",
        ),
        ("Handbook of Ecology XXXI", "Handbook of Ecology XXXI"),
        ("Ecology, iv", "Ecology, iv"),
        ("Advances in NeurIPS. Cao, Y.; and Wan, X", "Advances in NeurIPS. Cao, Y.; and Wan, X"),
    ],
)
def test_volume_numeral(venue: str, cut: str) -> None:
    assert without_volume_numeral(venue) == cut
