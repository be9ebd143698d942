"""References, round 67 (refs67): refs66's held-out entry types, now train.

Chapters and workshop papers name their book's editors after its title or before it;
master's theses and working papers print kinds no older rule knew; software, patents,
translations and reprints print a version, a number, a translator or a reprint's mark
where the venue or the title's end would be; preprints print their id and year after
the title.  Each test names the kind it covers; the "control" tests pass on base too
and hold right readings right.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.references import parse_reference
from test_references_refs64 import _reference_pdf

_TYPED = (
    (
        "J. Doe and A. Roe. “Growth of street trees”. In: Proceedings of the 23th",
        "Workshop on Ecology. Ed. by M. C. Nucci and B. Kim. Vol. 12. 2011, pp. 1–20.",
    ),
    (
        "L. Wisotzki. Growth of street trees in dense cities. MA thesis. University",
        "of Bergen, 2011.",
    ),
    (
        "R. Kulkarni. Tree roots and pavements. Working paper WP 40/6. Amsterdam:",
        "McGill University, 2004.",
    ),
)


def test_entry_types_in_a_pdf(tmp_path: Path) -> None:
    # (a body page, then a "References" page of hanging entries in DejaVu Sans)
    refs = extract_pdf(_reference_pdf(tmp_path / "p.pdf", _TYPED), ocr=None).references
    assert len(refs) == 3
    assert refs[0].venue == "Proceedings of the 23th Workshop on Ecology"
    assert refs[1].venue == "University of Bergen"
    assert refs[2].venue == "McGill University"
    assert refs[2].title == "Tree roots and pavements"


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        # editors after the book's title: "Ed. by", "edited by", "Eds." after the names
        (
            "Liu X and Chang CH. Plasma cells. In: Proceedings of the 21th Workshop on"
            " Pharmacology. Ed. by Shan L, Cutkosky SD, and Menicucci NC. Vol. 3. 2010:1-5.",
            "Plasma cells",
            "Proceedings of the 21th Workshop on Pharmacology",
        ),
        (
            "S. K. Dhar and A. Stroeer, “Relative effectiveness of clinic monitoring,” in"
            " Proceedings of the 18th Workshop on Engineering, F. Matera, H. Yanzhang, and"
            " L. Roca, Eds., ser. Workshop Series in Engineering, vol. 47, 2017, pp. 517–529.",
            "Relative effectiveness of clinic monitoring",
            "Proceedings of the 18th Workshop on Engineering",
        ),
        (
            "H. Beck, “Front line workers and health financing policy,” in Handbook of"
            " Mechanical Engineering, ser. Studies in Engineering, L. Patthey, Ed., vol. 58,"
            " Boston: Wiley, 1999, pp. 129–141.",
            "Front line workers and health financing policy",
            "Handbook of Mechanical Engineering",
        ),
        (
            "Padovani, P., et al. “DNA methylation in embryonic stem cells”. Proceedings of"
            " the 26th Workshop on Chemistry. International Society for Chemistry, edited by"
            " A. Santos, Workshop Series in Chemistry, 2010, pp. 4-26.",
            "DNA methylation in embryonic stem cells",
            "Proceedings of the 26th Workshop on Chemistry",
        ),
        # "Ed. by" opening the venue: the title's last sentence is the book
        (
            "Sukhov A and Vinař T. The effects of emergency contraception. Handbook of"
            " Physics. Ed. by Despont L and Fukumoto K. Vol. 68. Amsterdam: Wiley, 2011 :457-65",
            "The effects of emergency contraception",
            "Handbook of Physics",
        ),
        # editors before the book's title, after "In"
        (
            "MINASYAN, Ashot; DUMAS, Randy K. LincRNA-p21 suppresses target mRNA"
            " translation. In: SONTAG, Eduardo D.; WERNER, Philipp (eds.). Handbook of"
            " Public Health. Cham: Springer, 2017, vol. 76, pp. 75-85.",
            "LincRNA-p21 suppresses target mRNA translation",
            "Handbook of Public Health",
        ),
        (
            "I. Streinu. Juvenile mortality increases with clutch size in a neotropical"
            " bird. In Q. Li and T. Müller, editors, Handbook of Linguistics. Volume 3,"
            " pages 591-618. Routledge, Boston, 2011.",
            "Juvenile mortality increases with clutch size in a neotropical bird",
            "Handbook of Linguistics",
        ),
        (
            "Yao, Dao-Xin and Marc Chardin: Environmental costs of soil erosion, in: J."
            " Wang (ed.): Handbook of Statistics, vol. 55, Boston 1996, pp. 538-568.",
            "Environmental costs of soil erosion",
            "Handbook of Statistics",
        ),
        (
            "Di Stefano, Anna (2006): Interaction of TNF with its receptor, in Mukhopadhyay,"
            " Partha, Podolsky, D., and Berger, H. (eds.), Proceedings of the 22th Workshop"
            " on Astronomy. International Society for Astronomy.",
            "Interaction of TNF with its receptor",
            "Proceedings of the 22th Workshop on Astronomy",
        ),
        (
            "Wang, L. & Dereli, G. Lung cancer waiting times and tumour growth in"
            " Proceedings of the 20th Workshop on Biochemistry (eds Bruchhausen, A. & Yang,"
            " J.) 3 (1995), 358-376.",
            "Lung cancer waiting times and tumour growth",
            "Proceedings of the 20th Workshop on Biochemistry",
        ),
        (
            "Ren, H. & Rao, A. V. G. Health financing policy implementation gaps in Ghana in"
            " Proceedings of the 23th Workshop on Marine Chemistry (eds Hendry, M. & Mirny,"
            " L. A.) 3 (1995), 358-376.",
            "Health financing policy implementation gaps in Ghana",
            "Proceedings of the 23th Workshop on Marine Chemistry",
        ),
        (
            "ENGLUND, Dirk; YAO, Dao-Xin. Clinical features of adult T-cell leukaemia in"
            " Barbados. In: HOEKSTRA, Alfons G.; O’NEIL, K. (eds.). Handbook of Pharmacology."
            " Cham: Springer, 2003, vol. 54, pp. 599-626.",
            "Clinical features of adult T-cell leukaemia in Barbados",
            "Handbook of Pharmacology",
        ),
        # a master's thesis and a working paper: the school is the venue
        (
            "Christensen, Nelson (2009). “The epidemiology of hepatitis C in Egypt”. MA"
            " thesis. University of Bergen.",
            "The epidemiology of hepatitis C in Egypt",
            "University of Bergen",
        ),
        (
            "Kaupuzs, J. & Wiemann, M. Obesity induces a phenotypic switch in adipose"
            " tissue MA thesis (KTH Stockholm, 2004).",
            "Obesity induces a phenotypic switch in adipose tissue",
            "KTH Stockholm",
        ),
        (
            "Zhang, Y. Interferon alfa therapy for chronic hepatitis B in children, MA"
            " thesis, McGill University, 2017.",
            "Interferon alfa therapy for chronic hepatitis B in children",
            "McGill University",
        ),
        (
            "T. P. Devereaux - D. J. Singh, Redox regulation of cell migration and adhesion"
            " (MA thesis University of Bergen 1998)",
            "Redox regulation of cell migration and adhesion",
            "University of Bergen",
        ),
        (
            "H. Dvořák, “Glucocorticoid with cyclophosphamide for lung fibrosis,” Aarhus"
            " University, Cham, Working paper WP 19/4, 1998.",
            "Glucocorticoid with cyclophosphamide for lung fibrosis",
            "Aarhus University",
        ),
        (
            "Ahn, Changhyun and Müller, Zoë, Proteomic analysis of glutamine in cancer"
            " cells, Working paper WP 4/9 (Basel: McGill University, 1995).",
            "Proteomic analysis of glutamine in cancer cells",
            "McGill University",
        ),
        (
            "Kechedzhi, K. & Yang, H. Sympathetic nerve activity during the cold pressor"
            " test Working paper WP 15/2 (University of Bergen, Boston, 2024).",
            "Sympathetic nerve activity during the cold pressor test",
            "University of Bergen",
        ),
        (
            "H. Yang and A. Greilich. National comparative risk assessment. Working paper"
            " WP 40/3, KTH Stockholm, Amsterdam, 2010.",
            "National comparative risk assessment",
            "KTH Stockholm",
        ),
        # a version, a patent's number, a reprint's mark, a translator: no venue
        (
            "Andreas Gustavsson and Jan O. Eeg. Reverse engineering of oncogenic networks."
            " Version 1.9.3. Zenodo, 2007. doi: 10.3460/d469224.",
            "Reverse engineering of oncogenic networks",
            "Zenodo",
        ),
        (
            "P. Harvey and J. Yang, Inducible caspase-9 suicide gene controls adverse"
            " effects, version 2.3.1, 1999. doi: 10.7329/d888623.",
            "Inducible caspase-9 suicide gene controls adverse effects",
            "",
        ),
        (
            "Nauman, S. K. & Berger, H. Immunosuppressant FTY720 inhibits thymocyte"
            " emigration version 4.5.0. 2011.",
            "Immunosuppressant FTY720 inhibits thymocyte emigration",
            "",
        ),
        (
            "D. W. Latham and D. Podolsky. “Pioglitazone use and risk of bladder cancer”."
            " Pat. US 10,575,149. 2004.",
            "Pioglitazone use and risk of bladder cancer",
            "",
        ),
        (
            "D.-X. Yao - J. N. Eckstein, Use of TLS parameters to model anisotropic"
            " displacements, pat. US 6,963,611, 2013",
            "Use of TLS parameters to model anisotropic displacements",
            "",
        ),
        (
            "T. Kosel and Joel Goh. Tissue-resident macrophages self-maintain locally."
            " Reprint. London: Wiley, 2006.",
            "Tissue-resident macrophages self-maintain locally",
            "London: Wiley",
        ),
        (
            "Barvinsky, A. O. & Burrows, D. N. A small molecule modulates histone"
            " demethylase activity Reprint (De Gruyter, London, 2017).",
            "A small molecule modulates histone demethylase activity",
            "",
        ),
        (
            "Ignazio Licata and Fouad Saad. Diminished linear growth during calcitriol"
            " therapy. Trans. from the French by A. K. Rajagopal. Basel: Wiley, 2019.",
            "Diminished linear growth during calcitriol therapy",
            "Basel: Wiley",
        ),
        (
            "P. Grozman and C. Krattenthaler, Estimating the sample mean from the median,"
            " trans. from the Spanish by S. M. Cohen. Basel: Wiley, 1998.",
            "Estimating the sample mean from the median",
            "Basel: Wiley",
        ),
        (
            "M. Capalbi and Y. Ando, Role of DNA methylation of HAND2 in cancer development,"
            " trans. from the Italian by C.-H. Chang (Routledge, London, 2018).",
            "Role of DNA methylation of HAND2 in cancer development",
            "",
        ),
        (
            "Rajagopal, A. K. and Li, Qi, A coding-independent function of pseudogene"
            " mRNAs, trans. from the French K. Kechedzhi (Boston: Routledge, 2020).",
            "A coding-independent function of pseudogene mRNAs",
            "",
        ),
        # a preprint: its id and class, or its year, leave the title; a lone year no venue
        (
            "J. Doe and A. Roe. Growth of street trees arXiv: 1904.28679 [q-bio.PE]. (2011).",
            "Growth of street trees",
            "",
        ),
        (
            "Branko J. Malesevic and M. Lopez de Haro. Iron overload and restrictive lung"
            " disease. 2003. arXiv: 2407.05926 [cs.LG].",
            "Iron overload and restrictive lung disease",
            "",
        ),
        (
            "Licata, Ignazio and Singh, D. J., “c-Src and cooperating partners in human"
            " cancer” (2003), arXiv: 2409.05535 [math.ST].",
            "c-Src and cooperating partners in human cancer",
            "",
        ),
        (
            "Cruz (Ana de la), Knockdown of the co-chaperone Hop in mouse embryonic stem"
            " cells, 2023, arXiv: 2006.08661 [cs.LG].",
            "Knockdown of the co-chaperone Hop in mouse embryonic stem cells",
            "",
        ),
    ],
)
def test_entry_types_title_and_venue(text: str, title: str, venue: str) -> None:
    parsed = parse_reference(text)
    assert (parsed.title, parsed.venue) == (title, venue)


@pytest.mark.parametrize(
    ("text", "title", "venue"),
    [
        # control: editors after a venue read from "In" stay off it; a title's own year
        # before an arXiv id stays; a lone year of an entry with no preprint stays
        (
            "Wonjin Yoon and Jinhyuk Lee. 2020. Pre-trained Language Models. In Machine"
            " Learning and Knowledge Discovery, Peggy Cellier and Kurt Driessens (Eds.)."
            " Springer, Cham, 727–740.",
            "Pre-trained Language Models",
            "Machine Learning and Knowledge Discovery",
        ),
        (
            "S. A. Gurvitz. 2003. Cancer statistics, 2014. arXiv preprint 1401.1.",
            "Cancer statistics, 2014",
            "",
        ),
        (
            "Doe, J.: Read / Write Heads for Disks. 2012",
            "Read / Write Heads for Disks",
            "2012",
        ),
        (
            "J. Doe. Growth of street trees. PhD thesis. ETH Zurich, 2000.",
            "Growth of street trees",
            "ETH Zurich",
        ),
        (
            "J. Doe. Growth of trees. Technical Report TR-80, University of Leeds, 2006.",
            "Growth of trees",
            "University of Leeds",
        ),
    ],
)
def test_entry_types_controls(text: str, title: str, venue: str) -> None:
    parsed = parse_reference(text)
    assert (parsed.title, parsed.venue) == (title, venue)


def test_a_translator_is_no_author() -> None:
    parsed = parse_reference(
        "Le Guen, Paul (2018). GITR is costimulatory to mouse T lymphocytes. Trans. from the"
        " French by Rastislav Šrámek. London: Springer."
    )
    assert parsed.authors == ("Paul Le Guen",)
    assert parsed.title == "GITR is costimulatory to mouse T lymphocytes"
    assert "Šrámek" not in parsed.venue
