"""speed66: cheaper page cues, the same answers.

``exponents.may_hold_flattened`` (a body page's cue for a raised power read flat): each
alternative of its search that opens with a choice of lookbehinds (the units, the
charges) or with a letter's absence asks first for the one character before where it
goes on; most digits of a page fail there.  Tests: those first lookbehinds are there
(fail on the base), and the search finds the same matches, start and end, as the
base's pattern (kept here) on generated strings and report lines; speed55's tests (every
short string against the source pattern) and the raised powers of a body page stand.

``statsquare.may_hold_flattened_square`` (a body page's cue to read its raw dict for a
statistic's square, "R2 = 0.87") is searched from the comparison sign, the square read
behind it: the base's pattern, opened by a capital, was tried at every capital of the
page.  Tests: the new search opens with the sign (fails on the base), it finds a square
where the base's pattern does and nowhere else (near cases and generated strings), and a
body page's raised square is still read as one through ``extract_pdf`` while a flat
"PM2 = 3" and a name's raised mark stay as printed.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from front67_pdfs import BODY, BOLD, write_front
from reportlab.platypus import PageBreak, Paragraph
from tapyre_paper_search.pdf import exponents, extract_pdf
from tapyre_paper_search.pdf.statsquare import _FLATTENED_SQUARE, may_hold_flattened_square

# The base's page cue (abs67), the answer the faster search must give.
_BASE = re.compile(r"(?<![\w.,\-])[A-Z]2 ?[=<>\u2264\u2265\u2248]")
_SIGNS = "=<>\u2264\u2265\u2248"


def test_search_opens_with_the_sign() -> None:
    # (the base's opened with "(?<!": tried at every capital of a page)
    assert _FLATTENED_SQUARE.pattern.startswith(f"[{_SIGNS}]")


@pytest.mark.parametrize(
    "text",
    [
        "the fit (R2 = 0.87) and",  # a square, a space before the sign
        "(I2<50%)",  # no space
        "R2 \u2265 0.5",  # the other signs
        "R2\u2248",
        "adjusted R2 > 0.5",
        "levels of PM2 = 3",  # a capital inside a word: none
        "CO2 = 4",
        "Ann Lee A2, Bo Chen B1",  # a name's mark: no sign after it
        "R2  = 0.8",  # two spaces: none
        "R 2 = 0.8",
        "x.R2 = 1",  # after a stop, a comma or a hyphen: none
        ",R2=1",
        "-R2=1",
        "_R2=1",  # after a word character
        "\u00e9R2=1",
        "R22 = 4",
        "= R2",  # the sign before the square
        "",
        "=",
        "2=",
        "R2\n= 0.8",  # a line break is no space
        "first line\nR2= 0.8",  # a line's start
    ],
)
def test_same_answer_as_the_base(text: str) -> None:
    assert may_hold_flattened_square(text) == bool(_BASE.search(text))


def test_same_answer_on_generated_strings() -> None:
    rng = random.Random(66)
    alphabet = "AR2 =<>\u2264\u2265\u2248.,-x\n\t(1\u00e9_\u03a9"
    found = 0
    for _ in range(20_000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 10)))
        expected = bool(_BASE.search(text))
        found += expected
        assert may_hold_flattened_square(text) == expected, text
    assert found > 20  # (the strings hold squares as well as near misses)


@pytest.fixture(scope="module")
def body_square_pdf(tmp_path_factory: pytest.TempPathFactory) -> Path:
    filler = " ".join(["Records kept by hand are common in field work."] * 6)
    body = (
        "The model fitted well (R<super>2</super> = 0.87) across the twelve sites. Dust "
        "levels of PM2 = 3 stayed low, as Lee A<super>2</super>, a field worker, noted."
    )
    flow = [Paragraph("Abstract", BOLD), Paragraph(filler, BODY),
            Paragraph("1. Introduction", BOLD), Paragraph(filler, BODY), PageBreak(),
            Paragraph(filler, BODY), PageBreak(),
            Paragraph("3. Results", BOLD), Paragraph(body, BODY)]  # fmt: skip
    return write_front(tmp_path_factory.mktemp("speed66") / "square.pdf", flow)


def test_body_page_square_read(body_square_pdf: Path) -> None:
    pages = extract_pdf(body_square_pdf, tables=False, use_model=False).pages
    assert len(pages) == 3
    text = pages[2].text
    assert "(R^2 = 0.87)" in text  # the page read from its raw dict, the square marked
    assert "PM2 = 3" in text  # a flat capital and digit stay
    assert "Lee A2, a field worker" in text  # a name's raised mark: no square


# The base's flattened-power search (speed55), whose matches the faster one must give.
_NL = exponents._NO_LETTER
_BASE_FLATTENED = re.compile(
    "[×x-z\\d+\u2212)\u2016\u2225\u0370-\u03ff\U0001d400-\U0001d7ff](?:"
    r"(?<=[×x]) ?10[-\u2212\u2013\u00b7]?\d"
    r"|(?<=1)(?<![\w.,]1)0[-\u2212\u2013]\d"
    r"|(?<=1)(?<![\w.,]1)(?<!\d[-\u2013]1)0[1-9]\d?(?![\w.,])(?![-\u2013]\d)"
    f"|(?:{exponents._UNIT_POWER})(?![\\w.,])"
    f"|(?:{exponents._CHARGE})(?!\\w)"
    "|(?<=[)\u2016\u2225])\\d(?!\\d)"
    f"|(?<={_NL}[\u0370-\u03ff\U0001d400-\U0001d7ff])\\d"
    r"|(?<![\w.,][12])(?:(?<=1)[5-9]|(?<=2)0)\d\d\d{1,2}(?!\w|[.,]\d)"
    r"|(?<=[2-9x-z])(?<![\w.,][2-9x-z])[nkmNKMxytij](?!\w)"
    r"|(?<=(?<![\w.,])[b-z]\d)\d?(?![\w.,])"
    ")"
)


def _spans(pattern: re.Pattern[str], text: str) -> list[tuple[int, int]]:
    return [m.span() for m in pattern.finditer(text)]


def test_flattened_alternatives_ask_one_character_first() -> None:
    pattern = exponents._FLATTENED_AT.pattern
    assert "|(?<=[msLl\\-\u2212\u2013\u00b7][1-4])(?:" in pattern  # before the units
    assert "|(?<=[+\u2212])(?:" in pattern  # before the charges
    assert "|(?<=[12])(?<!" in pattern  # before a year's glued mark
    assert "|(?<=[b-z]\\d)(?<=" in pattern  # before a lone letter's power


@pytest.mark.parametrize(
    "text",
    [
        "a mass of 3 kg2 and 4 µm-2, 2 mol-1 in 5 mL3 and 2 m·2",
        "pages 10-12, 103-110 and 101 (page 105); 1-103",
        "×105, x 10-3, x10·5, Table 12 and 19983, 20014, 2001",
        "Ca2+, Mg+, Fe3− and CO2+ ions; ‖θ‖2 and (x)5; NaCl+",
        "σ2 but ασ2, 𝜎2, 2n, xn, yt in a zi; b12, c123, v1., a.b1",
        "m2, s-1, L4, l2, xm2, 5m2",  # a unit inside a word: none
        "",
    ],
)
def test_flattened_same_matches_as_the_base(text: str) -> None:
    for piece in [text, *text.split(), *text.split(", ")]:
        assert _spans(exponents._FLATTENED_AT, piece) == _spans(_BASE_FLATTENED, piece), piece


def test_flattened_same_matches_on_generated_strings() -> None:
    rng = random.Random(6601)
    alphabet = "×x yzmsLlkcdµμnol1234567890-\u2212\u2013\u00b7+)\u2016\u2225αΣ𝑥.,_AZbBKM \nijt٣"
    found = 0
    for _ in range(30_000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 10)))
        expected = _spans(_BASE_FLATTENED, text)
        found += bool(expected)
        assert _spans(exponents._FLATTENED_AT, text) == expected, text
        assert exponents.may_hold_flattened(text) is bool(expected)
    assert found > 1000
