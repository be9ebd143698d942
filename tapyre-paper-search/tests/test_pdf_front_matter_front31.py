"""A byline closing a lead paragraph in another language (front31), on drawn pages.

rot29 read "— by A, B and C" set flush right under a newsletter's headingless lead
paragraph.  Papers in German, French, Spanish, Italian, Portuguese or Dutch sign it
"— von A und B", "— par A et B", "— por A y B", "— di A e B", "— door A en B": the
line ran on the abstract and the paper had no author.  The guards (which pass on the
base too) keep a dash and one of those words in running text what it was: an aside
going on its sentence, or a phrase that holds no names.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_front_matter_rot29 import BODY, LEAD, TITLE, _signed


def _page(path: Path, lead: str, byline: list[str], ends: tuple[tuple[str, ...], ...] = ()) -> Path:
    """A masthead over a rule, a large title, the lead paragraph ``lead`` (no heading),
    the rows ``ends`` (dates, a correspondence line: a row's parts set far apart, as a
    justified narrow column sets a row of two words), the ``byline`` lines flush right
    in italic, an affiliation and a contact line in small type, then a numbered
    section."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((57, 60), "FIELD NOTES", fontsize=10.5, fontname="hebo")
    page.insert_text((440, 60), "Vol. 9 - No. 3", fontsize=10.5, fontname="helv")
    page.draw_line((57, 66), (538, 66), width=1)
    page.insert_text((57, 100), TITLE, fontsize=20, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(57, 120, 538, 250), lead, fontsize=10.5)
    y = 262.0
    for row in ends:  # an empty row: a paragraph's space
        for k, part in enumerate(row):
            page.insert_text((57 + 200 * k, y), part, fontsize=10.5)
        y += 14 if row else 7
    _signed(page, byline, y, "Institute of Genetics, University of Tartu", "Contact: ann.lee@ut.ee")
    doc.save(path)
    doc.close()
    return path


@pytest.mark.parametrize(
    ("byline", "names"),
    [
        (["\u2014 von Hans Müller und Anna Schmidt"], ("Hans Müller", "Anna Schmidt")),
        (
            ["\u2014 par Jean Roy, Marie Dupont et Luc Martin"],
            ("Jean Roy", "Marie Dupont", "Luc Martin"),
        ),
        (
            ["\u2014 por María José García y Juan de la Cruz"],
            ("María José García", "Juan de la Cruz"),
        ),
        (["\u2013 di Maria Rossi e Luca Bianchi"], ("Maria Rossi", "Luca Bianchi")),
        (["\u2014 por Ana Silva e João Costa"], ("Ana Silva", "João Costa")),
        (["\u2014 de Ana Silva e João Costa"], ("Ana Silva", "João Costa")),
        (["\u2014 door Piet de Vries en Jan van Dijk"], ("Piet de Vries", "Jan van Dijk")),
        (["\u2014 por José Ortega y Gasset"], ("José Ortega y Gasset",)),  # one compound name
        (  # wrapped inside a name, flush right
            ["\u2014 di Valeri P. Bloomer, Andrew J. Reissig, Ilya", "Raymond e L. G. Hilario"],
            ("Valeri P. Bloomer", "Andrew J. Reissig", "Ilya Raymond", "L. G. Hilario"),
        ),
        (  # wrapped after the last "and"
            ["\u2014 di Liming Zhang, Xin-Nian Page e", "Maxim A. Chelaru"],
            ("Liming Zhang", "Xin-Nian Page", "Maxim A. Chelaru"),
        ),
        (  # wrapped inside the last name, after "et"
            ["\u2014 par J. Chengguang, Nadine Yakovlev et Peter", "Casagrande"],
            ("J. Chengguang", "Nadine Yakovlev", "Peter Casagrande"),
        ),
        (  # English, with a Spanish pair joined by "y"
            ["\u2014 by Ann Lee, Carlos Ruiz y Ana Gil"],
            ("Ann Lee", "Carlos Ruiz", "Ana Gil"),
        ),
    ],
)
def test_a_closing_byline_in_another_language_names_the_authors(
    tmp_path: Path, byline: list[str], names: tuple[str, ...]
) -> None:
    pdf = extract_pdf(_page(tmp_path / "news.pdf", LEAD * 2, byline), max_pages=2, tables=False)
    assert pdf.title == TITLE
    assert tuple(pdf.authors) == names
    assert pdf.abstract.startswith("We give") and pdf.abstract.endswith("over time.")


# Guards: a lead word under a line that ends in mid-sentence is an aside that goes on it,
# and a dash with a lead word before no names is no byline (both read so on the base).
@pytest.mark.parametrize(
    "byline",
    [
        ["\u2014 par exemple, la méthode de Monte Carlo"],
        ["\u2014 de la physique statistique des gaz"],
        ["\u2014 von der Universität und vom Land"],
    ],
)
def test_a_dash_and_a_lead_word_before_no_names_is_no_byline(
    tmp_path: Path, byline: list[str]
) -> None:
    pdf = extract_pdf(_page(tmp_path / "news.pdf", LEAD * 2, byline), max_pages=2, tables=False)
    assert pdf.title == TITLE
    read = set(" ".join(pdf.authors).replace(",", " ").split())
    assert not read & set(byline[0].replace(",", " ").split()[1:])  # no word of the line


def test_a_dash_and_de_under_a_running_line_goes_on_the_sentence(tmp_path: Path) -> None:
    """ "… with the method" / "— de Monte Carlo …": an aside, the abstract goes on."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((57, 100), TITLE, fontsize=20, fontname="hebo")
    page.insert_text((57, 130), "Ann Lee and Bo Chen", fontsize=12)
    page.insert_text((57, 160), "Abstract", fontsize=11, fontname="hebo")
    font = pymupdf.Font("helv")
    writer = pymupdf.TextWriter(page.rect)
    rows = [
        "We sample the posterior of the clustering model with the method",
        "\u2014 de Monte Carlo Markov Chain",  # reads as names: only the sentence tells
        "\u2014 and compare it with the exact counts of the gas over a long time.",
    ]
    for k, row in enumerate(rows):
        writer.append((57, 178 + 13 * k), row, font=font, fontsize=10)
    writer.write_text(page)
    page.insert_text((57, 240), "1. Introduction", fontsize=11, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(57, 250, 538, 800), BODY * 12, fontsize=10)
    path = tmp_path / "aside.pdf"
    doc.save(path)
    doc.close()
    pdf = extract_pdf(path, max_pages=2, tables=False)
    assert tuple(pdf.authors) == ("Ann Lee", "Bo Chen")
    assert pdf.abstract.endswith("over a long time.")


def test_a_closing_byline_under_five_end_lines_names_the_authors(tmp_path: Path) -> None:
    """Dates wrapped, then (a paragraph's space apart) a correspondence line whose first
    row a justified narrow column sets as two words far apart ("Autore" …
    "corrispondente:") over the address: five lines between the lead paragraph and "— di
    …"; "Autore" alone ends no abstract."""
    ends = (
        ("Ricevuto il 10 gennaio 2018; accettato il 14 gennaio",),
        ("2020",),
        (),
        ("Autore", "corrispondente:"),
        ("mushfiq.etxebarria@polytechni.fr",),
    )
    path = _page(tmp_path / "news.pdf", LEAD * 2, ["\u2014 di Mushfiq Garcia-Etxebarria"], ends)
    pdf = extract_pdf(path, max_pages=2, tables=False)
    assert tuple(pdf.authors) == ("Mushfiq Garcia-Etxebarria",)
    assert pdf.abstract.startswith("We give") and pdf.abstract.endswith("over time.")


GERMAN = (
    "Wir untersuchen die Bildung von Haufen in einem stochastischen Modell eines "
    "eindimensionalen Gases und zeigen, dass die Bewegung benachbarter Teilchen die "
    "Haufen bestimmt, die sich mit der Zeit bilden. "
)


def test_a_closing_byline_after_two_abstracts_names_the_authors_without_its_lead(
    tmp_path: Path,
) -> None:
    """An English title over the paper's German lead paragraph (no heading), then
    "Abstract" over the English one, signed "— von Anna Meyer": the German paragraph
    stands between the title and the abstract kept, and the byline was read as a line of
    names with its lead word ("von Anna Meyer")."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((57, 100), TITLE, fontsize=20, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(57, 120, 538, 200), GERMAN * 2, fontsize=10.5)
    page.insert_text((57, 218), "Abstract", fontsize=10.5, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(57, 226, 538, 330), LEAD * 2, fontsize=10.5)
    italic = pymupdf.Font("tiit")
    writer = pymupdf.TextWriter(page.rect)
    line = "\u2014 von Anna Meyer"
    writer.append((538 - italic.text_length(line, fontsize=10.5), 342), line, font=italic,
                  fontsize=10.5)  # fmt: skip
    writer.write_text(page)
    page.insert_text((57, 362), "Institut für Physik, Universität Tartu", fontsize=8.5)
    page.insert_text((57, 392), "1. Einleitung", fontsize=10.5, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(57, 402, 538, 800), BODY * 12, fontsize=10.5)
    path = tmp_path / "two.pdf"
    doc.save(path)
    doc.close()
    pdf = extract_pdf(path, max_pages=2, tables=False)
    assert pdf.title == TITLE
    assert tuple(pdf.authors) == ("Anna Meyer",)


@pytest.mark.parametrize(
    "byline",
    [
        ["\u2014 by the way, Ann Lee and Bo Chen"],  # read as a byline on the base
        ["\u2014 por ejemplo, Ann Lee y Bo Chen"],
    ],
)
def test_a_lead_word_opening_a_phrase_before_names_is_no_byline(
    tmp_path: Path, byline: list[str]
) -> None:
    """The first name comes first: a phrase between the lead word and the names ("— by
    the way, …") makes the line running text that names people, not a byline."""
    pdf = extract_pdf(_page(tmp_path / "news.pdf", LEAD * 2, byline), max_pages=2, tables=False)
    assert pdf.title == TITLE
    assert "Ann Lee" not in pdf.authors
