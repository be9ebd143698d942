"""Names from every culture, round 43 (names42's held-out misses): the ``--world-names
43`` round (names42's held-out parts are train) and the lower-case words of kin that link
a given name to the father's name (:mod:`tapyre_paper_search.pdf.kinwords`: the Tuareg
"ag" / "welet", "Iyad ag Alghabass"), read as no name because "ag" is also the company
form "AG", an affiliation word.  Pages drawn with PyMuPDF (base-14 Times,
``layout_pages``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from layout_pages import ABSTRACT, Writer, wrapped, write_page
from pdfgen.sources import Record
from pdfgen.worldnames import world_records
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.namewords import is_place, looks_like_name

# --- the round -------------------------------------------------------------------------


def _words(pool: dict[str, dict[str, tuple[str, ...]]]) -> set[str]:
    return {w for p in pool.values() for v in p.values() for x in v for w in x.split()}


def _drawn(split: str) -> set[str]:
    records = [Record(key=f"r{k}", title=f"Paper {k}", abstract=()) for k in range(80)]
    out, _ = world_records(records, [], split, 7, "43")
    return {w for r in out for name in r.authors for w in name.split()}


def test_round_43_trains_on_names42s_held_out_parts() -> None:
    """``--world-names 43``: names42's held-out parts (the Tuareg "ag" names, Kashubian,
    Tuvan …) are drawn in train, the new held-out file's only in held-out.  On the base:
    no round 43."""
    from pdfgen import worldnames_held42, worldnames_held43

    held42 = _words(worldnames_held42.HELDOUT)
    held43 = _words(worldnames_held43.HELDOUT)
    train = _drawn("train")
    assert train & {w for w in held42 if not w.endswith(".")}
    assert not train & held43
    assert _drawn("heldout") <= held43


# --- a word of kin inside a name ---------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Iyad ag Alghabass", ["Iyad ag Alghabass"]),
        ("Attaher ag Elmehdi", ["Attaher ag Elmehdi"]),
        ("Fadimata welet Intahmadou", ["Fadimata welet Intahmadou"]),
        (
            "Attaher ag Elmehdi, Mossa ag Alghabass and Ann Lee",
            ["Attaher ag Elmehdi", "Mossa ag Alghabass", "Ann Lee"],
        ),
        ("Moussa ag Assarid and Ann Lee", ["Moussa ag Assarid", "Ann Lee"]),
        ("Tinhinan welet Elmehdi, Bo Chen", ["Tinhinan welet Elmehdi", "Bo Chen"]),
        ("Aminetou mint Ely", ["Aminetou mint Ely"]),
        ("Tadjalit ult Ahmedou", ["Tadjalit ult Ahmedou"]),
    ],
)
def test_a_name_holding_a_word_of_kin_is_a_name(line: str, names: list[str]) -> None:
    """The Tuareg "ag" (son of) / "welet", "ult" (daughter of), the Hassaniya "mint":
    the name alone on its line and in a list.  On the base: no names ("ag" read as the
    company's "AG"; "welet", "ult", "mint" no link)."""
    assert names_in_line(line) == names


@pytest.mark.parametrize("name", ["Iyad ag Alghabass", "Fadimata welet Intahmadou"])
def test_a_name_with_a_word_of_kin_is_no_place(name: str) -> None:
    """On the base: "Iyad ag Alghabass" is a place (the company's "AG"), "welet" no link."""
    assert not is_place(name)
    assert looks_like_name(name)


def test_unlinked_drops_only_a_word_of_kin_between_capitalised_words() -> None:
    """The helper the affiliation tests read through.  On the base: no module."""
    from tapyre_paper_search.pdf.kinwords import kin_link, unlinked

    assert unlinked("Iyad ag Alghabass, Siemens AG") == "Iyad Alghabass, Siemens AG"
    assert unlinked("Mossa ag Alghabass and Ann Lee") == "Mossa Alghabass and Ann Lee"
    assert unlinked("ag Alghabass") == "ag Alghabass"
    assert unlinked("Department of Physics") == "Department of Physics"
    assert kin_link("welet") and not kin_link("Welet") and not kin_link("and")


# controls: what the rule must not change (pass on the base too)


@pytest.mark.parametrize(
    "text", ["Siemens AG, Munich, Germany", "Bayer AG", "Research Center, Allianz AG"]
)
def test_control_a_company_ag_stays_an_affiliation(text: str) -> None:
    """Control: a capitalised "AG" is the company form, an affiliation word."""
    assert is_place(text)
    assert names_in_line(text) == []


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Mohamed ould Abdallah", ["Mohamed ould Abdallah"]),
        ("Njeri wa Muigai and Ann Lee", ["Njeri wa Muigai", "Ann Lee"]),
        ("Ann Lee, Bo Chen", ["Ann Lee", "Bo Chen"]),
    ],
)
def test_control_other_links_and_plain_names(line: str, names: list[str]) -> None:
    """Control: names the base read already."""
    assert names_in_line(line) == names


def test_control_a_word_of_kin_opens_and_closes_no_name() -> None:
    """Control: a word of kin is a link only inside a name."""
    assert names_in_line("ag Alghabass and Ann Lee") != ["ag Alghabass", "Ann Lee"]
    assert not looks_like_name("Iyad Alghabass ag")


# --- pages ---------------------------------------------------------------------------------


def _front(byline: str) -> Writer:
    def front(page: Writer) -> None:
        page.line("Disk-Based Storage for Scalable Video Streams", 16, bold=True)
        page.space(6)
        page.line(byline, 11)
        page.line("Centre for Public Health, University of Lyon, France", 8)
        page.space(14)
        page.line("Abstract", 10, bold=True)
        for text in wrapped(ABSTRACT, 10, 400):
            page.line(text, 10)

    return front  # type: ignore[return-value]


@pytest.mark.parametrize(
    ("byline", "authors"),
    [
        ("Iyad ag Alghabass", ("Iyad ag Alghabass",)),
        ("Tinhinan welet Elmehdi", ("Tinhinan welet Elmehdi",)),
        ("Alhabib ag Ewangaye and Ann Lee", ("Alhabib ag Ewangaye", "Ann Lee")),
    ],
)
def test_a_page_by_a_name_with_a_word_of_kin(
    tmp_path: Path, byline: str, authors: tuple[str, ...]
) -> None:
    """The name alone under the title, or one of two.  On the base: no authors."""
    got = extract_pdf(write_page(tmp_path / "p.pdf", _front(byline)))  # type: ignore[arg-type]
    assert got.authors == authors
    assert got.title == "Disk-Based Storage for Scalable Video Streams"


def test_control_a_page_by_plain_names(tmp_path: Path) -> None:
    """Control: two plain names read as before."""
    got = extract_pdf(write_page(tmp_path / "p.pdf", _front("Ann Lee and Bo Chen")))  # type: ignore[arg-type]
    assert got.authors == ("Ann Lee", "Bo Chen")


# --- a mark before a language's word for "and" -------------------------------------------


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Ann Lee1 og Bo Chen2", ["Ann Lee", "Bo Chen"]),
        ("Ann Lee1 y Bo Chen2", ["Ann Lee", "Bo Chen"]),
        ("Jan Berg* och Eva Lind†", ["Jan Berg", "Eva Lind"]),
        ("Ann Lee1,2 ja Bo Chen3", ["Ann Lee", "Bo Chen"]),
    ],
)
def test_a_mark_before_a_word_for_and_cuts_the_names(line: str, names: list[str]) -> None:
    """The affiliation mark closes the name before "og" / "y" / "och" / "ja" as "and"
    does.  On the base: no names, or one name of five words ("Ann Lee y Bo Chen")."""
    assert names_in_line(line) == names


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("José Ortega y Gasset1", ["José Ortega y Gasset"]),
        ("Ana Costa e Silva1 e João Lima2", ["Ana Costa e Silva", "João Lima"]),
        ("Ann Lee1 and Bo Chen2", ["Ann Lee", "Bo Chen"]),
    ],
)
def test_control_a_joining_word_inside_a_surname_stays(line: str, names: list[str]) -> None:
    """Control: a compound surname's "y" / "e" with no mark before it is kept."""
    assert names_in_line(line) == names


# --- words of kin in references' names ---------------------------------------------------


@pytest.mark.parametrize(
    ("entry", "names"),
    [
        (
            "ag Alghabass, I., and Lee, A. 2020. A study of storage. J. Stor. 3, 1-10.",
            ("I. ag Alghabass", "A. Lee"),
        ),
        (
            "Lee, A., ag Alghabass, I.: A study of storage. J. Stor. 3, 1-10 (2020)",
            ("A. Lee", "I. ag Alghabass"),
        ),
        (
            "I. ag Alghabass and A. Lee. A study of storage. J. Stor. 3, 1-10, 2020.",
            ("I. ag Alghabass", "A. Lee"),
        ),
        (
            "A. Lee and F. welet Elmehdi. A study of storage. J. Stor. 3, 1-10, 2020.",
            ("A. Lee", "F. welet Elmehdi"),
        ),
    ],
)
def test_a_references_name_with_a_word_of_kin(entry: str, names: tuple[str, ...]) -> None:
    """``refnameforms``: a word of kin is a surname's particle in a references entry, as
    "bin" is.  On the base: no names, or the list cut before the name."""
    from tapyre_paper_search.pdf.refnames import leading_names

    assert leading_names(entry)[0] == names


def test_control_a_references_particle_bin_stays() -> None:
    """Control: "bin" as before."""
    from tapyre_paper_search.pdf.refnames import leading_names

    entry = "A. Lee and I. bin Salem. A study of storage. J. Stor. 3, 1-10, 2020."
    assert leading_names(entry)[0] == ("A. Lee", "I. bin Salem")
