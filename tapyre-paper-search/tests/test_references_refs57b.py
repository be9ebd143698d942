"""Round fifty-seven's list-splitting rule (refs57): the right column's top read
before the list's heading (level with or above it) up to a new entry's names, the
entry's title under the heading's level (dlfltxbbibtex's "Matthew Pitkin, D. Mozyrsky
og Dmitri Nikshych," over "Inhibition of SRC …"): the names go with the title, not
lost, and the left column's last entry no longer runs into the title.  Controls
(labelled) hold the pages that stay as they were."""

from __future__ import annotations

from ref_blocks import column_block
from tapyre_paper_search.pdf.blocks import TextBlock
from tapyre_paper_search.pdf.references import find_references

_NAMES = "Matthew Pitkin, D. Mozyrsky og Dmitri Nikshych,"


def _page(names_gap: float) -> list[TextBlock]:
    """A page read in slabs: the right column's top (the left column's last entry's
    end, then a new entry's names) before the left column's heading."""
    return [
        column_block(
            [
                "tolysin LytA in response to the epithelium, i Pro-",
                "ceedings of the 36th Conference on Oncology, pp.",
                "27–52, 2013, doi:10.7824/x360674.",
            ],
            x=320.6,
            y=127.9,
        ),
        column_block([_NAMES], x=310.6, y=171.7, indent=10.0),
        column_block(
            ["Body text of the page before the list of references."], x=72.0, y=120.0, indent=10.0
        ),
        column_block(["References"], x=72.0, y=182.7, indent=10.0),
        column_block(
            [
                "Fabian Eichstaedt, D. Morris og Ana de la Cruz,",
                "Hematopoietic stem cell: self-renewal versus dif-",
                "ferentiation. Oncology Research, 99, 543–562, 2008.",
            ],
            x=72.0,
            y=207.6,
            indent=10.0,
        ),
        column_block(
            [
                "Miguel Ángel Pérez og Jennifer Toher, Dynamic cap-",
                "sule restructuring by the main pneumococcal au-",
            ],
            x=72.0,
            y=653.9,
            indent=10.0,
        ),
        column_block(
            [
                "Inhibition of SRC expression and activity inhibits",
                "tumor progression. Advances in Oncology, 118, 756–759,",
                "2000.",
            ],
            x=320.6,
            y=171.7 + names_gap,
        ),
        column_block(
            [
                "A. Shabaev, John F Wheater og Jose A. Zapata, Title of",
                "things. Journal, 3, 1–9, 2001.",
            ],
            x=310.6,
            y=251.4,
            indent=10.0,
        ),
    ]


def _texts(blocks: list[TextBlock]) -> list[str]:
    return [line.text for block in find_references(blocks, [0]) for line in block.lines]


def test_a_new_entry_s_names_over_the_heading_s_level_go_with_its_title() -> None:
    texts = _texts(_page(12.0))
    assert _NAMES in texts
    assert texts.index(_NAMES) + 1 == texts.index(
        "Inhibition of SRC expression and activity inhibits"
    )
    assert texts.index("27–52, 2013, doi:10.7824/x360674.") + 1 == texts.index(_NAMES)


def test_control_names_with_no_list_block_right_under_them_stay_out() -> None:
    # (control) the next list block far below the names: they are not taken
    texts = _texts(_page(60.0))
    assert _NAMES not in texts
    assert texts[-4:] == [
        "tumor progression. Advances in Oncology, 118, 756–759,",
        "2000.",
        "A. Shabaev, John F Wheater og Jose A. Zapata, Title of",
        "things. Journal, 3, 1–9, 2001.",
    ]


def _numbered_page() -> list[TextBlock]:
    """hustthesis's numbered page: the right column's top, read before the heading,
    ends with the next entry's number and names, its title's rest under them."""
    return [
        column_block(["[9] Shabaev A. Cdk1 is sufficient to drive the mam-"], x=316.0, y=451.0),
        column_block(
            ["malian cell cycle. International Journal of Phar-", "macology, 2010, 106:487–505."],
            x=331.0,
            y=463.0,
        ),
        column_block(
            ["[10] Kovacs G, Eeg J O, Krattenthaler C, et al. Reg-"], x=311.0, y=493.0, indent=10.0
        ),
        column_block(["References"], x=72.0, y=510.0, indent=10.0),
        column_block(["[1] Veitch J, Malesevic B J, Rubin B. Retinoblas-"], x=72.0, y=536.0),
        column_block(["toma regulatory pathway in lung cancer. Journal of"], x=72.0, y=548.0),
        column_block(
            [
                "ulation of Serum Amyloid A3 (SAA3) in Mouse Colonic",
                "Epithelium: [PhD Dissertation]. University of Leeds, 2017.",
            ],
            x=331.0,
            y=505.0,
        ),
        column_block(
            ["[11] Schoeier F, Wang X. Total atherosclerotic burden.", "Reviews, 2018, 3:1–9."],
            x=311.0,
            y=559.0,
            indent=10.0,
        ),
    ]


def test_a_numbered_entry_s_first_line_over_the_heading_s_level_goes_with_its_rest() -> None:
    texts = _texts(_numbered_page())
    first = "[10] Kovacs G, Eeg J O, Krattenthaler C, et al. Reg-"
    assert first in texts
    assert texts.index(first) + 1 == texts.index(
        "ulation of Serum Amyloid A3 (SAA3) in Mouse Colonic"
    )
