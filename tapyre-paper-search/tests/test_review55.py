"""review55: round 49's first review (hyphens49, bylines51, refs56).

- hyphens49's :func:`~tapyre_paper_search.pdf.closedjoins.hyphenates` read the whole
  document's pages again for every prefix break it was asked about: a long document
  that never splits a plain word (a word processor's) was read once per break.  It is
  read once per document now.
- bylines51's strong evidence of a firm read a firm's word within three words of the
  head even where a comma or "and" set another body apart ("© 2021 Tom Brooks, Acme
  Ltd"), and a person's degree in two capitals ("© 2021 Ann Lee MD") as a country's
  code.  Both name the person now; labelled controls pin the firms.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from report_pages import byline_authors
from tapyre_paper_search.pdf.docwords import DocumentWords, reading
from tapyre_paper_search.pdf.normalize import normalize_text
from test_bylines50 import _page

# A page of a document that never splits a plain word at a line end (a word
# processor's): every break is an author's hyphen.
_TYPED = "the well-\nknown results of the sub-\ngroups and the long-\nterm effects"


def test_the_document_is_read_once_for_all_its_breaks(monkeypatch: pytest.MonkeyPatch) -> None:
    from tapyre_paper_search.pdf import closedjoins  # new in hyphens49

    pages = tuple(_TYPED for _ in range(6))
    seen: list[int] = []
    real = closedjoins.line_end_breaks

    def counting(texts: tuple[str, ...]) -> list[tuple[str, str]]:
        if tuple(texts) == pages:
            seen.append(1)
        return real(texts)

    monkeypatch.setattr(closedjoins, "line_end_breaks", counting)
    words = DocumentWords(hyphenated=set(), whole={"region"}, texts=pages)
    with reading(words):
        text = "\n".join(["the sub-\ngroups and the over-\ndense and the sub-\nsets"] * 3)
        out = normalize_text(text)
    assert out == " ".join(["the sub-groups and the over-dense and the subsets"] * 3)
    assert len(seen) == 1


def test_control_each_document_is_read_for_itself() -> None:
    # control: a document that splits "infor-" / "mation" after one that never does
    typed = DocumentWords(hyphenated=set(), whole={"region"}, texts=(_TYPED,))
    set_ = DocumentWords(hyphenated=set(), whole={"region"}, texts=("the infor-\nmation",))
    with reading(typed):
        assert normalize_text("an over-\ndense region") == "an over-dense region"
    with reading(set_):
        assert normalize_text("an over-\ndense region") == "an overdense region"
    with reading(typed):
        assert normalize_text("an over-\ndense region") == "an over-dense region"


# --- a firm's word or a country's code that is not the head's --------------------------


@pytest.mark.parametrize(
    ("byline", "extra", "want"),
    [
        # another body after a comma or "and": the head is a person named with it
        ("Prepared by Tom Brooks: Mark Hill", "© 2021 Tom Brooks, Acme Ltd",
         ("Tom Brooks", "Mark Hill")),
        ("Prepared by Tom Brooks: Mark Hill", "© 2021 Tom Brooks and Acme Ltd",
         ("Tom Brooks", "Mark Hill")),
        # a person's degree in two capitals is no country's code
        ("Prepared by Ann Lee: Mark Hill", "© 2021 Ann Lee MD", ("Ann Lee", "Mark Hill")),
        ("Prepared by Helen Ward: Oscar Reid", "© 2019 Helen Ward RN",
         ("Helen Ward", "Oscar Reid")),
    ],
)  # fmt: skip
def test_another_body_or_a_degree_names_a_person(
    tmp_path: Path, byline: str, extra: str, want: tuple[str, ...]
) -> None:
    assert _page(tmp_path, byline, extra, foot=True) == want


@pytest.mark.parametrize(
    ("byline", "extra", "want"),
    [
        # control: a legal form set apart by a comma right after the head
        ("Prepared by Grant Thornton: Ann Lee", "© 2020 Grant Thornton, LLP", ("Ann Lee",)),
        # control: a legal form after a word and a comma (one body's name)
        ("Compiled by Grant Harlow: Nora Quinn", "© Grant Harlow International, Ltd 2022",
         ("Nora Quinn",)),
        # control: a country's code (bylines51)
        ("Prepared by Grant Thornton: Ann Lee", "© Grant Thornton UK 2020", ("Ann Lee",)),
        # control: a firm's word a word or two after the head (bylines51)
        ("Compiled by Grant Harlow: Nora Quinn", "© Grant Harlow International Ltd 2022",
         ("Nora Quinn",)),
        # control: "&" and a firm's word right after it: one firm's name
        ("Prepared by Moss Adams: Clara Jensen", "© 2021 Moss Adams & Co", ("Clara Jensen",)),
    ],
)  # fmt: skip
def test_firm_controls(tmp_path: Path, byline: str, extra: str, want: tuple[str, ...]) -> None:
    assert _page(tmp_path, byline, extra, foot=True) == want


# --- bylines51's new leads: other roles behind a participle's prefix --------------------


@pytest.mark.parametrize(
    "byline",
    [
        "Geïnspireerd door Vincent Gogh",  # nl: inspired by ("ge-" + "inspir")
        "Zainspirowane przez Anna Nowak",  # pl: inspired by ("za-" + "inspir")
        "Geredigeerd door Anna Jansen",  # nl: edited by ("ge-" + "redig")
        "Sponsrad av Anna Berg",  # sv: sponsored by
        "Motiverad av Anna Berg",  # sv: motivated by
        "Opgedragen door Anna Jansen",  # nl: dedicated by
    ],
)
def test_another_role_behind_a_participle_prefix_names_no_author(
    tmp_path: Path, byline: str
) -> None:
    assert byline_authors(tmp_path, byline) == ()


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        # control: makers' participles with a prefix stay makers'
        ("Geschreven door Joost Kamp", ("Joost Kamp",)),
        ("Gemaakt door Joost Kamp", ("Joost Kamp",)),
        ("Geschrieben von Lara Stein", ("Lara Stein",)),
        ("Wykonane przez Anna Nowak", ("Anna Nowak",)),
        ("Samengesteld door Lara Stein", ("Lara Stein",)),
        # control: an English maker's verb opening with the letters of a prefix
        ("Generated by Anna Berg", ("Anna Berg",)),
    ],
)
def test_prefixed_maker_controls(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


# --- hyphens49's German "-reich": the noun "Reich" closes names and nouns ----------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Universität Wien, Öster-\nreich", "Universität Wien, Österreich"),
        ("im König-\nreich der Tiere", "im Königreich der Tiere"),
        ("des König-\nreiches und", "des Königreiches und"),
    ],
)
def test_a_realm_noun_broken_at_reich_is_joined(text: str, expected: str) -> None:
    assert normalize_text(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # control: an inflected adjective after a capitalised noun keeps the typed hyphen
        ("eine Protein-\nreiche Diät", "eine Protein-reiche Diät"),
        ("mit Vitamin-\nreichen Speisen", "mit Vitamin-reichen Speisen"),
        # control: hyphens49's "-freies"
        ("ein Serum-\nfreies Medium", "ein Serum-freies Medium"),
    ],
)
def test_german_tail_controls(text: str, expected: str) -> None:
    assert normalize_text(text) == expected
