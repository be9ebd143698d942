"""Reference lists in the forms of round twenty-two's held-out styles, rotated to train.

A proceedings' name after the title's full stop with its words in small letters and
its publisher before the pages; pages alone after a venue with no "pp." before them, or
after German "S."; a surname's particles after its initials ("Berg, J. van der,"), a
given name after them ("Devi, A. R. Usha;").
Each row but the guards failed before round twenty-three (bib22).
"""

from __future__ import annotations

from reference_cases import Parsed, check_parsed, parsed_cases

ROWS = (
    Parsed(
        "proceedings-in-small-letters-after-the-title",
        "Andreani, P. and Nakamura, I., 2022. Preferential occupancy of histone variant h2az "
        "at inactive promoters. Proceedings of the 24th conference on oncology. pp.9-30.",
        {
            "authors": ("P. Andreani", "I. Nakamura"),
            "title": "Preferential occupancy of histone variant h2az at inactive promoters",
            "venue": "Proceedings of the 24th conference on oncology",
            "year": 2022,
        },
    ),
    Parsed(
        "publisher-between-proceedings-and-pages",
        "Konno, N., 2007. Approximation for extinction probability of the contact process. "
        "Proceedings of the 40th conference on physics. Springer, pp.383-398.",
        {
            "title": "Approximation for extinction probability of the contact process",
            "venue": "Proceedings of the 40th conference on physics",
        },
    ),
    Parsed(
        "pages-alone-after-the-venue",
        "Prestipino, S. 2010. A phospholipid transfer function of er-mitochondria encounter "
        "structure revealed in vitro. In Proceedings of the 38th Conference on Information "
        "Systems 268-281 : .",
        {
            "title": "A phospholipid transfer function of er-mitochondria encounter structure "
            "revealed in vitro",
            "venue": "Proceedings of the 38th Conference on Information Systems",
            "year": 2010,
        },
    ),
    Parsed(
        "german-seite-pages-after-a-publisher",
        "dos Santos, Maria; Potter, Steven B.; Mars, Marc: Differential effects of "
        "charybdotoxin on retinal ganglion cells. In: Proceedings of the 35th Conference on "
        "Molecular Biology. ACM, S. 109-125, 1995.",
        {
            "title": "Differential effects of charybdotoxin on retinal ganglion cells",
            "venue": "Proceedings of the 35th Conference on Molecular Biology",
            "year": 1995,
        },
    ),
    Parsed(
        "particles-after-initials",
        "Berg, J. van der, Abu-Hamed, M., Gelaki, S. and Santos, M. dos, 2010. Cationic "
        "host defense (antimicrobial) peptides. Journal of data science, 21(5), pp.641-664.",
        {
            "authors": ("J. van der Berg", "M. Abu-Hamed", "S. Gelaki", "M. dos Santos"),
            "title": "Cationic host defense (antimicrobial) peptides",
            "year": 2010,
        },
    ),
    Parsed(
        "initials-then-a-given-name-in-a-semicolon-list",
        "Rao, A. V. Gopala; Wang, Xinran; Devi, A. R. Usha: The modulation of natural killer "
        "cell activity. International Journal of Psychology, 93(2):17-30, 1997.",
        {
            "authors": ("A. V. Gopala Rao", "Xinran Wang", "A. R. Usha Devi"),
            "title": "The modulation of natural killer cell activity",
        },
    ),
    Parsed(
        "initials-then-a-given-name-before-et-al",
        "Corichi, Alejandro; Neto, A. H. Castro et al.: CD4+ T cell help. Reviews in "
        "Molecular Biology, 110:35-55, 2020.",
        {"authors": ("Alejandro Corichi", "A. H. Castro Neto"), "title": "CD4+ T cell help"},
    ),
    Parsed(
        "guard-an-organisation-and-its-product-are-no-name",
        "Google, Gemini: A Family of Capable Models. Technical report, 2023.",
        {"authors": ()},
    ),
    Parsed(
        "guard-a-span-of-years-stays-in-the-venue",
        "Doe, J., 2020. A study of things. Proceedings of the Workshop 2019-2020. pp. 1-9.",
        {"title": "A study of things", "venue": "Proceedings of the Workshop 2019-2020"},
    ),
    Parsed(
        "guard-a-series-after-a-journal-stays",
        "Doe, J., 2020. A study of things. Journal of Physics. Conference Series, pp. 1-9.",
        {"title": "A study of things", "venue": "Journal of Physics. Conference Series"},
    ),
    Parsed(
        "guard-an-abbreviated-journal-keeps-its-last-word",
        "Doe, J. and Roe, K., 2010, “Decomposition numbers for finite groups,” Trans. Amer. "
        "Math. Soc. 362 (2010), 2723-2787.",
        {"venue": "Trans. Amer. Math. Soc"},
    ),
    Parsed(
        "guard-a-review-sentence-stays-in-the-title",
        "Doe, J., 2020. Bone loss in astronauts. Review of the evidence so far. Journal of "
        "Bone Research, 5(2), pp. 1-9.",
        {"title": "Bone loss in astronauts. Review of the evidence so far"},
    ),
)


@parsed_cases(*ROWS)
def test_rotated_styles_forms(case: Parsed) -> None:
    check_parsed(case)
