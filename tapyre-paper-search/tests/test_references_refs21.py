"""Reference lists on PyMuPDF-drawn pages (issue 25, track refs21): lists set solid that
indent each entry's first line, biographies in German, French, Spanish and Italian after a
list, an organisation's acronym opening a one-line entry, a block whose last entry runs on
into the next block; and the label reader's case folding, the bound on an entry's hang.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pdf_samples import wrapped
from ref_blocks import rows_block
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.blocks import BlockLine
from tapyre_paper_search.pdf.refends import opens_biography
from tapyre_paper_search.pdf.refentry import parse_reference
from tapyre_paper_search.pdf.reflabels import named_by_label
from tapyre_paper_search.pdf.reflistend import _after_entry
from test_references_refs20 import SURNAMES, TOPICS, WORDS, Item, draw


def _entry(n: int, form: str) -> tuple[str, str]:
    """Entry ``n`` in ``form`` ("year-last" or "year-first") and its title."""
    title = f"A study of {TOPICS[n % len(TOPICS)]} for case {WORDS[n]}"
    name = f"{SURNAMES[n % len(SURNAMES)]}, A."
    venue = (
        "In Proceedings of the International Conference on Things and Stuff, volume 12, "
        "pages 1-9. Publisher, City"
        if n % 3
        else "Journal of Stuff 3: 1-9"
    )
    if form == "year-last":
        return f"{name} and Writer, B. {title}. {venue}, {2001 + n}.", title
    return f"{name} ({2001 + n}). {title}. {venue}.", title


@pytest.mark.parametrize(
    ("font", "size", "form", "indent"),
    [
        ("tiro", 10.0, "year-last", 12.0),
        ("helv", 9.0, "year-first", 8.0),
        ("cour", 8.0, "year-last", 16.0),
    ],
)
def test_a_solid_list_indenting_each_first_line_is_cut_at_the_indented_lines(
    tmp_path: Path, font: str, size: float, form: str, indent: float
) -> None:
    """Each entry's first line indented, its other lines flush left, no space between
    entries: the indented lines open the entries (read as hanging, every flush line
    opened one and the indented ones joined the entries above)."""
    items, y = list[Item](), 90.0
    titles = []
    for n in range(9):
        text, title = _entry(n, form)
        titles.append(title)
        for k, line in enumerate(wrapped(text, font, size, 430 - indent)):
            items.append((60 + (indent if k == 0 else 0), y, line))
            y += size * 1.25
    references = extract_pdf(draw(tmp_path, items, font, size)).references
    assert [r.title for r in references] == titles
    assert [r.year for r in references] == [2001 + n for n in range(9)]


BIOGRAPHIES = [
    "Hans Müller erhielt 2005 den Grad eines Diplom-Ingenieurs der Elektrotechnik von der "
    "Technischen Universität München und promovierte 2010 an der Universität Stuttgart. Seit "
    "2015 ist er Professor für Regelungstechnik an der Universität Ulm.",
    "Marie Dupont a obtenu le diplôme d'ingénieur de l'École Centrale de Lyon en 2008 et le "
    "doctorat de l'Université de Grenoble en 2012. Elle est actuellement maître de "
    "conférences au laboratoire d'informatique de Grenoble.",
    "Ana Ruiz obtuvo el título de Ingeniera de Telecomunicación por la Universidad "
    "Politécnica de Madrid en 2009 y el doctorado en 2014. Actualmente es profesora titular "
    "en el departamento de teoría de la señal.",
    "Luca Bianchi ha conseguito la laurea in Ingegneria Elettronica presso il Politecnico di "
    "Milano nel 2007 e il dottorato di ricerca nel 2011. Attualmente è professore associato "
    "presso l'Università di Pisa.",
]


@pytest.mark.parametrize(
    ("bio", "font"), list(zip(BIOGRAPHIES, ["tiro", "helv", "cour", "tiro"], strict=True))
)
def test_a_biography_in_another_tongue_after_the_list_ends_it(
    tmp_path: Path, bio: str, font: str
) -> None:
    """A biography with no heading under an author-year list ("Hans Müller erhielt …",
    "Marie Dupont a obtenu …"): neither the last entry's tail nor entries of its own."""
    size = 9.0
    items, y = list[Item](), 90.0
    for n in range(6):
        for k, line in enumerate(wrapped(_entry(n, "year-first")[0], font, size, 400)):
            items.append((60 + (10 if k else 0), y, line))
            y += size * 1.25
    y += 14
    for line in wrapped(bio, font, size, 300):
        items.append((60, y, line))
        y += size * 1.25
    references = extract_pdf(draw(tmp_path, items, font, size)).references
    assert len(references) == 6
    assert references[-1].title == _entry(5, "year-first")[1]
    name = " ".join(bio.split()[:2])
    assert not any(name in r.text for r in references)


@pytest.mark.parametrize(
    ("text", "lines", "expected"),
    [
        ("Klaus Weber studierte Informatik an der Universität Karlsruhe", 3, True),
        ("Pierre Martin est professeur à l'Université de Bordeaux depuis", 3, True),
        ("Sophie Laurent est née à Lyon en 1980. Elle a obtenu le", 3, True),
        ("Jürgen Schmidt wurde 1975 in Bremen geboren. Er erhielt den", 4, True),
        ("Luca Bianchi (M'09) ha conseguito la laurea in Ingegneria", 2, True),
        # a two-line block with no grade is an entry that reads like one
        ("Hans Müller erhielt den Preis: eine Chronik. Verlag, Berlin, 1990.", 2, False),
        # names first in an entry's shapes
        ("Müller, H. erhielt den Grad. Eine Studie. Verlag, Berlin, 1990.", 3, False),
        ("Dupont M, Martin P. Est professeur un métier? Rev. Éduc. 3: 1-9.", 3, False),
    ],
)
def test_opens_biography_in_other_tongues(text: str, lines: int, expected: bool) -> None:
    assert opens_biography(text, lines) is expected


SOLID = "{s}, A. and Writer, B. 20{y}. A study of things number {w}. Journal 3: 1-10."


@pytest.mark.parametrize(
    ("alone", "entries"),
    [
        ("OECD. Education at a Glance 2019.", 11),  # an acronym, then a title: an entry
        ("UNESCO. Science report: towards 2030.", 11),
        ("IEEE. Piscataway, NJ, 2001.", 10),  # a publisher and place: the tail above
        ("Heart 102: 47-52.", 10),
    ],
)
def test_an_acronym_then_a_title_set_indented_is_an_entry(
    tmp_path: Path, alone: str, entries: int
) -> None:
    """A one-line line set indented under a solid list's entry, apart from it: an
    organisation's acronym and a title is an entry of its own; a venue's tail or a
    publisher with its place ends the entry above."""
    items, y = list[Item](), 90.0
    for n in range(11):
        if n == 5:
            items.append((82, y + 10, alone))
            y += 22
            continue
        items.append((72, y, SOLID.format(s=SURNAMES[n % 9], y=10 + n, w=WORDS[n % 10])))
        y += 12
    references = extract_pdf(draw(tmp_path, items, "tiro", 9.0)).references
    assert len(references) == entries
    assert references[4].text.endswith(alone) is (entries == 10)


def test_a_blocks_last_entry_running_on_into_the_next_block_is_its_own(tmp_path: Path) -> None:
    """A solid list of one-line entries in which an organisation's entry breaks after
    "Publications Office," and its hanging "2013." starts the next block: the entries
    above it in its block are cut apart (before, the whole block was one entry)."""
    size, font = 11.0, "helv"
    items, y = list[Item](), 90.0
    texts = []
    for n in range(8):
        if n == 4:
            text = (
                "European Commission. Report on the state of the soil in Europe. Brussels: "
                "Publications Office, 2013."
            )
        else:
            text = f"{SURNAMES[n]}, A. A study of case {WORDS[n]}. J. Stuff 3: 1-9, 20{10 + n}."
        texts.append(text)
        for k, line in enumerate(wrapped(text, font, size, 490)):
            items.append((60 + (12 if k else 0), y, line))
            y += size * 1.25
    references = extract_pdf(draw(tmp_path, items, font, size)).references
    assert [r.text for r in references] == texts


@pytest.mark.parametrize(
    ("surname", "text", "expected"),
    [
        ("Straße", "STRASSE, Anna: Ein Titel", ("Anna STRASSE", "Ein Titel")),
        ("STRASSE", "Straße, Anna: Ein Titel", ("Anna Straße", "Ein Titel")),
        ("Di Stefano", "DI STEFANO, Anna: A title", ("Anna DI STEFANO", "A title")),
        ("Smith", "Smit, J.: A title", None),
    ],
)
def test_a_labels_surname_is_matched_whatever_its_case_folding(
    surname: str, text: str, expected: tuple[str, str] | None
) -> None:
    """ "ß" folds to "ss": the label's surname and the entry's are compared by the text
    they cover, not by slices of one length."""
    assert named_by_label(surname, text) == expected


def test_a_label_in_eszett_vouches_for_the_name_in_capitals() -> None:
    parsed = parse_reference("[Straße 2010] STRASSE, Anna: Ein Titel. Berlin : Verlag, 2010", 1)
    assert parsed.authors == ("Anna STRASSE",)


@pytest.mark.parametrize(("right", "expected"), [(10.0, True), (262.0, False)])
def test_an_entrys_lines_hang_from_the_block_before_only_by_an_indent(
    right: float, expected: bool
) -> None:
    """A block with no number and no year right of the one before: 10 pt right, the
    entry's hanging lines (its year in the block before, so it is finished and a heading
    may follow); a column's width right, no part of that entry."""
    earlier = rows_block(
        ["Smith, A. (2001). A study of things in the world."],
        x=50,
        y=100,
        step=11.0,
        height=9.0,
        full=True,
    )
    kept = rows_block(
        ["Conference on Things, pages 1-9."], x=50 + right, y=130, step=11.0, height=9.0, full=True
    )
    heading = BlockLine(
        "Acknowledgements", 50 + right - 10 * (right < 30), 160, 150, 169, 9.0, False
    )
    assert _after_entry(kept, heading, earlier) is expected


@pytest.mark.parametrize(
    ("text", "authors"),
    [
        ("van Dishoeck E., Black J. H., Boonman A. M. S., 1998, ApJ, 502, 515", 3),
        ("de Gennes P.-G., Prost J., The Physics of Liquid Crystals. Oxford, 1993.", 2),
        ("von Neumann J., Morgenstern O. Theory of Games. Princeton, 1944.", 2),
        ("Black J. H., van Dishoeck E. F., Reissig M. 1987, ApJ, 322, 412", 3),
    ],
)
def test_particle_first_names_keep_every_name(text: str, authors: int) -> None:
    """A list of "Surname Initials" names whose first opens with a particle."""
    assert len(parse_reference(text, 1).authors) == authors


@pytest.mark.parametrize(
    ("alone", "alone_entry"),
    [
        ("European Commission. Report on the state of the soil in Europe, 1995.", True),
        ("OECD. Education at a Glance 2019: OECD Indicators, 2004.", True),
        ("Proceedings of the Royal Society. Publisher, City.", False),  # no year: a tail
        ("Journal of Stuff 3: 1-9, 1995.", False),  # no sentence of its own
    ],
)
def test_a_one_line_entry_set_indented_in_a_solid_hanging_list(
    tmp_path: Path, alone: str, alone_entry: bool
) -> None:
    """A hanging list set solid, most entries one line, some hanging: a line set indented
    after an entry ended by its year is an entry of its own where it reads as one (a
    sentence first, a year, a full stop), else the entry above's hanging line."""
    size, font = 10.0, "helv"
    items, y = list[Item](), 90.0
    for n in range(10):
        text = f"{SURNAMES[n % 9]}, A. A study of case {WORDS[n]}. J. Stuff 3: 1-9, 20{10 + n}."
        if n in (2, 7):
            text = f"{SURNAMES[n % 9]}, A. and Writer, B. A longer study of case {WORDS[n]}. "
            text += "In Proceedings of the Conference on Things and Stuff, pages 1-9, 2001."
        for k, line in enumerate(wrapped(text, font, size, 480)):
            items.append((60 + (12 if k else 0), y, line))
            y += size * 1.25
        if n == 4:
            items.append((72, y, alone))
            y += size * 1.25
    references = extract_pdf(draw(tmp_path, items, font, size)).references
    assert len(references) == 10 + alone_entry
    assert references[4].text.endswith(alone) is not alone_entry
