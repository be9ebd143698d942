"""The HTML corpus builder (``tools/html_corpus``), without Chromium except where marked.

Each style's page must carry the truth's title, authors and abstract in reading
order, escaped for HTML and asking for nothing from the network; looks are drawn
per paper from the seed; held-out styles never go into a train corpus; the
truth is in pdfgen's format.  One test prints a page with Debian's Chromium
(``browser``; skipped where it is not installed).
"""

from __future__ import annotations

import html
import os
import random
import re
import sys
from dataclasses import asdict, fields, replace
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from html_corpus import chromium as chromium_module
from html_corpus.build import main as build_main
from html_corpus.document import Page, truth_of, write_html
from html_corpus.look import draw_look
from html_corpus.registry import ALL, HELDOUT_STYLES, allowed
from latex_corpus.paper import Paper
from pdfgen.corpus import Truth
from test_office_corpus import _paper as office_paper


def _paper(*, structured: bool = False, seed: int = 7) -> Paper:
    """:func:`test_office_corpus._paper` with characters HTML must escape."""
    texts = (
        "We measured the growth of street trees <in situ> over ten years.",
        "Trees grow in cities & towns.",
        "We counted their rings (n < 40).",
    )
    return office_paper(structured=structured, seed=seed, texts=texts)


def _text_in_order(path: Path) -> str:
    """The page's visible text in source order (tags dropped, entities decoded)."""
    page = path.read_text(encoding="utf-8")
    body = page.split("<body>", 1)[1]
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", body)))


_NAMES_AFTER = {"aboutauthors", "authorcard", "contribfold", "posterband", "datelinelede"}
_NAMES_AFTER |= {"mailarchive"}  # a sign-off under the abstract
_NAMES_AFTER |= {"linkcard"}  # a link card's "by …" footer under the abstract
_NAMES_AFTER |= {"collectionobject"}  # a "Contributors" field under the abstract (front58)
_NAMES_AFTER |= {"trialrecord"}  # "Study Officials" under the abstract
_NAMES_AFTER |= {"contributionpage", "docsfooter"}  # author headings, a copyright (front60)
_NAMES_AFTER |= {"newsexplainer", "etalheader"}  # "The study, by …", a names section (front61)
_NAMES_AFTER |= {"magazinefeature"}  # "Story by …" under the standfirst (front62)
_NAMES_AFTER |= {"newsrelease"}  # "The paper … is by A and B." under the release (front65)
_NAMES_AFTER |= {"opedbio"}  # "A is a professor of … at Y." under the essay (front66)
_NAMES_BEFORE = {"readtime"}  # a reading-time byline over the title
_NAMES_CITED = {"citeas"}  # only "Lee, A." in a "Cite as" box under the abstract
_NAMES_INITIALLED = {"searchresults"}  # "A Lee, B Chen - Venue, 2021" over the abstract
_NAMES_VANCOUVER = {"lmsreading"}  # "Lee A, Chen B. Title. 2020." (front58)
_NAMES_SURNAME_FIRST = {"refmanager"}  # one "Author  Lee, Ann" row a name, then the abstract
_NAMES_SURNAME_FIRST |= {"repositoryrecord"}  # "dc.contributor.author  Lee, Ann" rows
_NAMES_SURNAME_FIRST |= {"datasetlanding"}  # "Lee, Ann; Chen, Bo, 2021" in a citation box
_NAMES_CAPITALS = {"awardrecord"}  # "LEE, ANN; CHEN, BO" in a funder's field table
_DROP_CAP = {"dropcapfeature"}  # an unlabelled abstract's first letter in its own span


@pytest.mark.parametrize("name", sorted(ALL))
@pytest.mark.parametrize("structured", [False, True])
def test_every_style_writes_the_truth_in_reading_order(
    name: str, structured: bool, tmp_path: Path
) -> None:
    paper = _paper(structured=structured)
    path = tmp_path / f"{name}.html"
    page = write_html(paper, ALL[name], path)
    truth = truth_of(paper, ALL[name], f"{name}.pdf", "train", page)
    text = _text_in_order(path)
    at = text.find(truth.title)
    assert at >= 0, name
    pieces = [p for s in paper.abstract for p in (s.label, s.text)]
    if name in _DROP_CAP and not pieces[0]:
        pieces[1] = pieces[1][1:]
    if name in _NAMES_BEFORE:  # the names in order before the title
        start = -1
        for person in truth.authors:
            start = text.find(person, start + 1)
            assert 0 <= start < at, (name, person)
    # the names after the title; a box "About the authors" under the abstract last
    ordered = [*pieces, *truth.authors] if name in _NAMES_AFTER else [*truth.authors, *pieces]
    ordered = pieces if name in _NAMES_BEFORE else ordered
    if name in _NAMES_CITED:
        ordered = [*pieces, *(f"{person.split()[-1]}, " for person in truth.authors)]
    if name in _NAMES_INITIALLED:
        ordered = [*(person.split(maxsplit=1)[-1] for person in truth.authors), *pieces]
    if name in _NAMES_VANCOUVER:
        ordered = [*(f"{person.split()[-1]} " for person in truth.authors), *pieces]
    if name in _NAMES_SURNAME_FIRST:
        ordered = [*(f"{person.split()[-1]}, " for person in truth.authors), *pieces]
    if name in _NAMES_CAPITALS:
        ordered = [*(f"{person.split()[-1].upper()}, " for person in truth.authors), *pieces]
    for piece in ordered:
        found = text.find(piece, at + 1)
        assert found > at, (name, piece)
        at = found
    source = path.read_text(encoding="utf-8")
    assert structured or ("<in situ>" not in source and "&lt;in situ&gt;" in source)
    assert not re.search(r"https?://(?!doi\.org)|@import|url\(", source), "nothing from the web"


def test_looks_are_drawn_from_the_seed_and_vary() -> None:
    looks = [draw_look(random.Random(n)) for n in range(60)]
    assert len({look.serif for look in looks}) >= 4 and len({look.sans for look in looks}) >= 3
    assert len({look.body_px for look in looks}) >= 5 and len({look.a4 for look in looks}) == 2
    assert draw_look(random.Random(5)) == draw_look(random.Random(5))


def test_the_same_seed_writes_the_same_page(tmp_path: Path) -> None:
    one, two, other = tmp_path / "1.html", tmp_path / "2.html", tmp_path / "3.html"
    write_html(_paper(seed=3), ALL["quarto"], one)
    write_html(_paper(seed=3), ALL["quarto"], two)
    write_html(_paper(seed=4), ALL["quarto"], other)
    assert one.read_text(encoding="utf-8") == two.read_text(encoding="utf-8")
    assert one.read_text(encoding="utf-8") != other.read_text(encoding="utf-8")


def test_two_column_styles_set_css_columns(tmp_path: Path) -> None:
    for name, style in ALL.items():
        path = tmp_path / f"{name}.html"
        write_html(_paper(), style, path)
        assert ("column-count:2" in path.read_text(encoding="utf-8")) == (style.columns == 2)


def test_truth_is_the_printed_text_in_pdfgen_format() -> None:
    paper = _paper(structured=True)
    page = Page(draw_look(random.Random(1)), "title")
    truth = truth_of(paper, ALL["biorxiv"], "train-0001-biorxiv.pdf", "train", page)
    assert {f.name for f in fields(Truth)} == set(asdict(truth))
    assert truth.authors == ["Zoë Kowalczyk", "Pieter de Vries", "Ann O'Neil"]
    assert truth.abstract == (
        "Background Trees grow in cities & towns. Methods We counted their rings (n < 40)."
    )
    assert truth.kinds == ["biorxiv", "html", "structured-abstract"]
    held_style = replace(ALL["latexml"], heldout=True)
    held = truth_of(_paper(), held_style, "heldout-0001.pdf", "heldout", page)
    assert "heldout-style" in held.kinds and "structured-abstract" not in held.kinds
    review = truth_of(paper, ALL["reviewofbook"], "train-0002-reviewofbook.pdf", "train", page)
    assert review.abstract == "" and review.authors  # front66: a book review has none


@pytest.fixture
def held(monkeypatch: pytest.MonkeyPatch) -> tuple[str, ...]:
    """The registry's held-out styles; two flagged stand-ins where a round holds none."""
    names = tuple(HELDOUT_STYLES)
    if not names:
        for name in ("biorxiv", "latexml"):
            stand_in = replace(ALL[name], name=f"held{name}", heldout=True)
            monkeypatch.setitem(ALL, stand_in.name, stand_in)
        names = ("heldbiorxiv", "heldlatexml")
    return names


def test_held_out_styles_never_go_into_a_train_corpus(
    tmp_path: Path, held: tuple[str, ...]
) -> None:
    assert len(ALL) - len(held) >= 8 and len(held) >= 2
    train = {s.name for s in allowed("train")}
    assert train.isdisjoint(held) and len(train) == len(ALL) - len(held)
    assert {s.name for s in allowed("heldout")} == set(held)
    with pytest.raises(ValueError, match="held-out styles"):
        allowed("train", ["latexml", held[0]])
    shared = tmp_path / "shared"
    shared.mkdir()
    argv = ["--out", str(tmp_path / "c"), "--count", "1", "--split", "train"]
    with pytest.raises(SystemExit, match="held-out styles"):
        build_main([*argv, "--shared", str(shared), "--styles", held[-1]])


def test_looked_at_styles_are_rotated_into_train_and_new_ones_held_out() -> None:
    train = {s.name for s in allowed("train")}
    assert {"blog", "cards", "sidebox", "galley", "masthead", "orcid"} <= train
    assert {"chapteropen", "spanjournal"} <= train  # rot20's, measured once
    assert {"reportcover", "banner"} <= train  # rot21's, measured once
    assert {"postercol", "tworows"} <= train  # rot22's, measured once
    assert {"pullquote", "endnoteaff"} <= train  # rot23's, measured once
    assert {"metricsbar", "smallcaps"} <= train  # rot26's, measured once
    assert (
        "heldout-style"
        not in truth_of(
            _paper(),
            ALL["blog"],
            "train-0001-blog.pdf",
            "train",
            Page(draw_look(random.Random(1)), "title"),
        ).kinds
    )
    assert {"repository", "graphical"} <= train  # rot29's, measured once
    assert {"citebox", "infobox"} <= train  # front32's, measured once
    assert not any(ALL[name].heldout for name in ("citebox", "infobox"))
    assert {"stackedmeta", "contribution"} <= train  # front33's, measured once
    assert not any(ALL[name].heldout for name in ("stackedmeta", "contribution"))
    assert {"authorcards", "aboutauthors"} <= train  # front34's, measured once
    assert not any(ALL[name].heldout for name in ("authorcards", "aboutauthors"))
    assert {"tabbed", "readtime"} <= train  # front35's, measured once
    assert not any(ALL[name].heldout for name in ("tabbed", "readtime"))
    assert {"notebook", "onthispage"} <= train  # front36's, measured once
    assert not any(ALL[name].heldout for name in ("notebook", "onthispage"))
    assert not any(ALL[name].heldout for name in ("citeas", "deflist"))
    assert {"authorcard", "smallcapsline"} <= train  # front38's, measured once
    assert not any(ALL[name].heldout for name in ("authorcard", "smallcapsline"))
    assert {"shadedbanner", "captionbyline"} <= train  # front39's, measured once
    assert not any(ALL[name].heldout for name in ("shadedbanner", "captionbyline"))
    assert {"metafirst", "boxedhandout"} <= train  # front40's, measured once
    assert not any(ALL[name].heldout for name in ("metafirst", "boxedhandout"))
    assert {"togglechips", "shadedsummary"} <= train  # front41's, measured once
    assert not any(ALL[name].heldout for name in ("togglechips", "shadedsummary"))
    assert {"contribfold", "posterband"} <= train  # front42's, measured once
    assert not any(ALL[name].heldout for name in ("contribfold", "posterband"))
    assert not any(ALL[n].heldout for n in ("orcidchips", "dropcapfeature", "authortable"))
    assert not any(ALL[n].heldout for n in ("tuftemargin", "authorolist", "datelinelede"))
    assert not any(ALL[n].heldout for n in ("readmebadges", "slidedeck"))
    assert not any(ALL[n].heldout for n in ("confprogram", "langswitch"))
    assert not any(ALL[n].heldout for n in ("bibtexpage", "reviewforum"))
    assert not any(ALL[n].heldout for n in ("profilepubs", "linkcard"))
    assert not any(ALL[n].heldout for n in ("videotalk", "searchresults"))
    assert not any(ALL[n].heldout for n in ("refmanager", "cookiearticle"))
    assert not any(ALL[n].heldout for n in ("chapterpage", "repositoryrecord"))
    assert not any(ALL[n].heldout for n in ("indexabstract", "datasetlanding"))
    assert not any(ALL[n].heldout for n in ("trialrecord", "catalogrecord"))
    assert not any(ALL[n].heldout for n in ("wikipage", "tldrpost", "awardrecord", "listmessage"))
    rotated = ("abstractsession", "podcastnotes", "collectionobject", "lmsreading")
    assert not any(ALL[n].heldout for n in rotated)  # front58's four, rotated by front60
    rotated = ("contributionpage", "overlaynames", "avatarrow", "docsfooter")
    assert not any(ALL[n].heldout for n in rotated)  # front60's four, rotated by front61
    rotated = ("newsexplainer", "authorsdisclosure", "etalheader")
    assert not any(ALL[n].heldout for n in rotated)  # front61's three, rotated by front62
    rotated = ("preprintcover", "datadescriptor", "magazinefeature")
    assert not any(ALL[n].heldout for n in rotated)  # front62's three, rotated by front63
    rotated = ("softwarepaper", "thesislanding", "ministerforeword")
    assert not any(ALL[n].heldout for n in rotated)  # front63's three, rotated by front64
    rotated = ("earlyview", "reviewofbook", "talkpage")
    assert not any(ALL[n].heldout for n in rotated)  # front64's three, rotated by front65
    rotated = ("newsletterissue", "translationpage", "versionhistory", "newsrelease")
    assert not any(ALL[n].heldout for n in (*rotated, "groupedbyplace"))  # front65's, by front66
    rotated = ("factcheck", "patentrecord", "eventlisting", "opedbio")
    assert not any(ALL[n].heldout for n in rotated)  # front66's, rotated by front67
    held = {"journalwebprint", "docspage", "researchnote", "docsubtitle"}
    assert set(HELDOUT_STYLES) == held  # front67's


def test_rot20_styles_print_their_distractors(tmp_path: Path) -> None:
    """rot20's held-out styles (train from rot21 on): a chapter number and a book's
    editors above the title; a journal band and DOI line, then the abstract across both columns
    under a rule and a letter-spaced heading."""
    paper = _paper()
    chapter = ALL["chapteropen"].front(paper, draw_look(random.Random(2)), random.Random(2))
    assert chapter.find("edited by") < chapter.find('class="num"') < chapter.find("<h1>")
    assert chapter.find("<h1>") < chapter.find("<em>Abstract</em>")
    journal = ALL["spanjournal"]
    page = journal.front(paper, draw_look(random.Random(3)), random.Random(3))
    assert page.find("doi.org") < page.find("<h1>") < page.find("<hr>") < page.find("Abstract")
    css = journal.css(draw_look(random.Random(3)))
    assert ".top{column-span:all" in css and "letter-spacing" in css and journal.columns == 2


def test_rot21_styles_print_their_distractors() -> None:
    """rot21's held-out styles (train from rot22 on): a report's cover
    (organisation, report number, title, "Prepared by" and one line a person) that
    breaks the page before the abstract; a banner with the journal's name larger
    than the title, an italic teaser (the abstract's first sentence) before the
    byline, icons after names, the abstract in a shaded box."""
    paper = _paper()
    look = draw_look(random.Random(4))
    report = ALL["reportcover"]
    cover = report.front(paper, look, random.Random(4))
    assert cover.find("Technical Report") < cover.find("<h1>") < cover.find("Prepared by")
    assert cover.find(paper.authors[-1].name) < cover.find("</section>") < cover.find("Abstract")
    assert ".cover{break-after:page" in report.css(look)
    banner = ALL["banner"]
    page = banner.front(paper, look, random.Random(5))
    teaser = html.escape(paper.abstract[0].text.split(". ")[0])
    assert page.find('class="banner"') < page.find("<h1>") < page.find(teaser)
    assert page.find(teaser) < page.find('class="aus"') < page.find('class="box"')
    assert page.count('class="author"') == len(paper.authors)
    css = banner.css(look)
    assert f"font-size:{look.title_px + 10}px" in css and f"font-size:{look.title_px}px" in css


def test_rot22_styles_print_their_distractors() -> None:
    """rot22's held-out styles (train from rot23 on): a dark band with the title and names, then the
    affiliations and a "Highlights" list beside the abstract's coloured box; a title
    block across both columns with the names in a grid of two rows."""
    paper = _paper()
    look = draw_look(random.Random(6))
    poster = ALL["postercol"]
    page = poster.front(paper, look, random.Random(6))
    assert page.find('class="band"') < page.find("<h1>") < page.find('class="aus"')
    assert page.find("Highlights") < page.find('class="side"') < page.find("ABSTRACT")
    assert ".row{display:flex" in poster.css(look)
    rows = ALL["tworows"]
    top = rows.front(paper, look, random.Random(7))
    per_row = -(-len(paper.authors) // 2)
    assert f"repeat({per_row},1fr)" in top and top.count('class="who"') == len(paper.authors)
    assert (
        top.find("<h1>")
        < top.find('class="grid"')
        < top.find("</div></div>")
        < top.find(">Abstract<")
    )
    assert ".top{column-span:all" in rows.css(look) and rows.columns == 2


def test_rot23_styles_print_their_distractors() -> None:
    """rot23's held-out styles (train from rot26 on): a pull quote from the body (not
    the abstract) between the title and the byline, the abstract a headingless lead
    paragraph with a drop capital; names with marks whose affiliations open page 2
    as endnotes."""
    paper = _paper()
    look = draw_look(random.Random(8))
    magazine = ALL["pullquote"]
    page = magazine.front(paper, look, random.Random(8))
    abstract = html.escape(paper.abstract[0].text)
    quote = page[page.find('class="pull"') : page.find("</blockquote>")]
    assert "Roots spread" in quote and abstract not in quote
    assert page.find("<h1>") < page.find('class="pull"') < page.find("Words by")
    assert page.find("Words by") < page.find('class="lead"') < page.find(abstract)
    assert "Abstract" not in page and "::first-letter{float:left" in magazine.css(look)
    ends = ALL["endnoteaff"]
    page = ends.front(paper, look, random.Random(9))
    assert page.find("<h1>") < page.find('class="aus"') < page.find("Abstract")
    assert page.find(abstract) < page.find("Author information")
    assert page.find("Author information") < page.find(html.escape(paper.affiliations[0].line()))
    assert "<sup>1,2</sup>" in page[: page.find("Abstract")]
    assert ".ends{break-before:page" in ends.css(look)


def test_rot26_styles_print_their_distractors() -> None:
    """rot26's held-out styles (train from rot29 on): a breadcrumb trail and an
    article-type line above the title, a bar of counters between the byline and the
    "Abstract" heading, the affiliations after the keywords; a title and names in small
    capitals (the title's first letter twice as large), the abstract narrower under a
    label."""
    paper = _paper()
    look = draw_look(random.Random(10))
    journal = ALL["metricsbar"]
    page = journal.front(paper, look, random.Random(10))
    assert page.find("Home \u203a Journals") < page.find("Published:") < page.find("<h1>")
    assert page.find('class="aus"') < page.find("Accesses") < page.find("Citations")
    assert page.find("Metrics details") < page.find("<h2>Abstract</h2>")
    place = html.escape(paper.affiliations[0].line())
    assert page.find("Keywords") < page.find("Affiliations") < page.find(place)
    assert ".bar span{border" in journal.css(look)
    caps = ALL["smallcaps"]
    page = caps.front(paper, look, random.Random(11))
    names = "Zoë Kowalczyk, Pieter de Vries and Ann O&#x27;Neil"
    assert page.find('<h1 class="sc">') < page.find(f'<p class="names">{names}</p>')
    assert "<sup>" not in page[: page.find('class="places"')]
    assert page.find("Preprint, compiled") < page.find('class="label">Abstract<')
    assert page.find("Key words and phrases.") > page.find(html.escape(paper.abstract[0].text))
    css = caps.css(look)
    assert "h1.sc{font-variant:small-caps" in css and "h1.sc::first-letter{font-size:2em}" in css


def test_rot29_styles_print_their_distractors() -> None:
    """rot29's held-out styles (train from front32 on): a repository's record page
    (site name, a type line, the title, metadata rows of grey labels with the
    creators one a line, the abstract under "Description"); a graphical abstract (a
    drawn figure with labelled boxes and a caption) between the affiliations and the
    "Abstract" heading."""
    paper = _paper()
    look = draw_look(random.Random(12))
    record = ALL["repository"]
    page = record.front(paper, look, random.Random(12))
    assert page.find('class="site"') < page.find("Journal article") < page.find("<h1>")
    first = html.escape(paper.authors[0].name)
    assert page.find("<h1>") < page.find(">Creators<") < page.find(f"<div>{first} (")
    assert page.find(">Licence<") < page.find("<h2>Description</h2>")
    assert page.find("<h2>Description</h2>") < page.find(html.escape(paper.abstract[0].text))
    assert "Abstract" not in page
    assert ".meta{display:grid" in record.css(look)
    figure = ALL["graphical"]
    page = figure.front(paper, look, random.Random(13))
    place = html.escape(paper.affiliations[0].line())
    assert page.find('class="aus"') < page.find(place) < page.find("Graphical abstract")
    assert page.find("<svg") < page.find("<figcaption>") < page.find("<h2>Abstract</h2>")
    assert page.count("<rect") == 3 and page.count("<text") == 3
    assert ".ga{border" in figure.css(look)


def test_front32_styles_print_their_distractors() -> None:
    """front32's held-out styles (train from front33 on): a "Cite this article" box with
    the names surname first above the title; a wiki-like page with a box of the
    article's data floated right (the authors one a line) beside the abstract, which has
    no heading."""
    paper = _paper()
    look = draw_look(random.Random(14))
    cite = ALL["citebox"]
    page = cite.front(paper, look, random.Random(14))
    surname = html.escape(paper.authors[0].name.split()[-1])
    assert page.find("Cite this article:") < page.find(surname) < page.find("<h1>")
    assert page.count(html.escape(paper.title)) == 2
    assert page.find("<h1>") < page.find('class="aus"') < page.find("<h2>Abstract</h2>")
    assert ".cite{background" in cite.css(look)
    wiki = ALL["infobox"]
    page = wiki.front(paper, look, random.Random(15))
    names = "<br>".join(html.escape(a.name) for a in paper.authors)
    assert page.find("<h1>") < page.find("From the") < page.find(f"<th>Authors</th><td>{names}")
    assert page.find('class="info"') < page.find(html.escape(paper.abstract[0].text))
    assert "Abstract" not in page
    assert ".info{float:right" in wiki.css(look)


def test_front33_styles_print_their_distractors() -> None:
    """front33's held-out styles (train from front34): a definition list whose labels
    stand over their values (the names under "Authors"), the abstract under a label set
    the same way; a conference contribution's page (a breadcrumb, the title, run-in label rows, the
    abstract under "Description")."""
    paper = _paper()
    look = draw_look(random.Random(16))
    stacked = ALL["stackedmeta"]
    page = stacked.front(paper, look, random.Random(16))
    names = ", ".join(html.escape(a.name) for a in paper.authors)
    assert page.find("<h1>") < page.find(f"<dt>Authors</dt><dd>{names}</dd>")
    assert page.find("<dt>DOI</dt>") < page.find('class="lab">Abstract<')
    assert "text-transform:uppercase" in stacked.css(look)
    talk = ALL["contribution"]
    page = talk.front(paper, look, random.Random(17))
    first = html.escape(paper.authors[0].name)
    assert page.find("Timetable") < page.find('class="t"') < page.find("Primary author:")
    assert page.find(f"<b>Presenter:</b> {first}<") > page.find("Co-authors:")
    assert page.find("<b>Description</b>") < page.find(html.escape(paper.abstract[0].text))


def test_front34_styles_print_their_distractors() -> None:
    """front34's held-out styles (train from front35): author cards (an initials badge
    before each name, the institution under it); a blog post whose only names are in an
    "About the authors" box of sentences under the abstract."""
    paper = _paper()
    look = draw_look(random.Random(16))
    page = ALL["authorcards"].front(paper, look, random.Random(16))
    first = html.escape(paper.authors[0].name)
    assert page.find("<h1>") < page.find('class="badge"') < page.find(f"<b>{first}</b>")
    assert page.find("<h3>Overview</h3>") < page.find(html.escape(paper.abstract[0].text))
    page = ALL["aboutauthors"].front(paper, look, random.Random(17))
    assert page.find("By the editorial team") < page.find(html.escape(paper.abstract[0].text))
    assert page.find("About the authors") < page.find(f"{first} is ")


def test_front35_styles_print_their_distractors() -> None:
    """front35's held-out styles (train from front36): a tab bar between the names and
    the abstract (no heading over it); a reading-time byline over the title, a "TL;DR"
    label."""
    paper = _paper()
    look = draw_look(random.Random(16))
    page = ALL["tabbed"].front(paper, look, random.Random(16))
    first = html.escape(paper.authors[0].name)
    assert page.find("<h1>") < page.find(f">{first}</a>") < page.find('class="tabs"')
    assert page.find('class="tabs"') < page.find(html.escape(paper.abstract[0].text))
    page = ALL["readtime"].front(paper, look, random.Random(17))
    assert page.find(first) < page.find("min read") < page.find("<h1>")
    assert page.find("TL;DR") < page.find(html.escape(paper.abstract[0].text))


def test_front36_styles_print_their_distractors() -> None:
    """front36's held-out styles (train from front37): a notebook's cells with
    "In [n]:" prompts, the names
    after a bold "Authors:" in the title's cell and "Summary" over the abstract; an
    "On this page" list of sections beside the title, names and abstract."""
    paper = _paper()
    look = draw_look(random.Random(16))
    page = ALL["notebook"].front(paper, look, random.Random(16))
    first = html.escape(paper.authors[0].name)
    assert page.find("<h1>") < page.find("<strong>Authors:</strong>") < page.find(first)
    assert page.find("In&nbsp;[1]:") < page.find("<h2>Summary</h2>")
    assert page.find("<h2>Summary</h2>") < page.find(html.escape(paper.abstract[0].text))
    page = ALL["onthispage"].front(paper, look, random.Random(17))
    assert page.find("On this page") < page.find("<li>Abstract</li>") < page.find("<h1>")
    assert page.find("<h1>") < page.find(first) < page.find("<h2>Abstract</h2>")


def test_new_held_out_styles_print_their_distractors() -> None:
    """front37's held-out styles: the people only in a "Cite as" box under the abstract,
    surname first with initials; a definition list beside the title, "Authors" over a
    name each."""
    paper = _paper()
    look = draw_look(random.Random(18))
    page = ALL["citeas"].front(paper, look, random.Random(18))
    surname = html.escape(paper.authors[0].name.split()[-1])
    assert page.find("<h1>") < page.find("<h2>Abstract</h2>") < page.find("Cite as")
    assert page.find("Cite as") < page.find(f"{surname}, ")
    page = ALL["deflist"].front(paper, look, random.Random(19))
    first = html.escape(paper.authors[0].name)
    assert page.find("<h1>") < page.find("<dt>Authors</dt>") < page.find(f"<dd>{first}</dd>")
    assert page.find("<dd>") < page.find("<h2>Summary</h2>")


def test_chromium_is_called_without_network_or_header_and_a_stale_pdf_is_no_print(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    log = tmp_path / "calls.log"
    script = tmp_path / "chromium"
    script.write_text(f'#!/bin/sh\necho "$@" >> {log}\n', encoding="utf-8")
    script.chmod(0o755)
    monkeypatch.setattr(chromium_module, "chromium", lambda: str(script))
    page = tmp_path / "a.html"
    page.write_text("<p>x</p>", encoding="utf-8")
    out = tmp_path / "out"
    out.mkdir()
    (out / "a.pdf").write_bytes(b"%PDF-1.4 from an earlier build")
    assert chromium_module.print_pdfs([page], out) == [page]
    words = log.read_text(encoding="utf-8").split()
    assert {"--headless", "--no-pdf-header-footer", "--disable-gpu"} <= set(words)
    assert f"--print-to-pdf={out / 'a.pdf'}" in words and page.resolve().as_uri() in words


@pytest.mark.browser
def test_chromium_prints_a_page_whose_text_layer_holds_the_front_matter(tmp_path: Path) -> None:
    import pymupdf

    if not chromium_module.chromium():
        message = "needs Debian's chromium (nox -s web installs it)"
        if os.environ.get("TAPYRE_REQUIRE_BROWSER") == "1":
            pytest.fail(message)
        pytest.skip(message)
    paper = _paper()
    path = tmp_path / "p.html"
    write_html(paper, ALL["latexml"], path)
    assert chromium_module.print_pdfs([path], tmp_path) == []
    with pymupdf.open(tmp_path / "p.pdf") as doc:
        assert doc.metadata["producer"].startswith("Skia/PDF")
        text = re.sub(r"\s+", " ", doc[0].get_text())
    assert paper.title in text and all(a.name in text for a in paper.authors)
    assert "We measured the growth of street trees <in situ>" in text
