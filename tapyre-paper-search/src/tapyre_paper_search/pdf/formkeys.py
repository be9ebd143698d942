"""A label form's key labels: what a title's, an author's or an abstract's label says, and
where a key label may open a form (pure; moved out of
:mod:`~tapyre_paper_search.pdf.labelform`, tidy57, which reads the form).

Generic label words only: "Title", "Paper title", "Title of the contribution"; "Author(s)",
"Creators"; German and French too ("Titel", "Titre", "Autor(en)", "Verfasser",
"Auteur(s)"; "Zusammenfassung (…)", "Résumé (…)", "Beschreibung"; front33) and a
referee's form's ("Title of manuscript", "Titel des Manuskripts", "Summary of the
submission"; front51).  :func:`key_row` is the cheap test that starts the search (a
short line that is a title or author label, alone or run on with its value after a
colon); :func:`below_the_papers_start` and :func:`under_other_lines` say where such a
label is a table's in the paper or a metadata block's under its title, not a form's.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

from tapyre_paper_search.pdf import abstractcues, cues, schemafields
from tapyre_paper_search.pdf.formlabels import PEOPLE_LABEL, TITLE_LABEL
from tapyre_paper_search.pdf.lines import Line

# What a title label may name: "Paper title", "Title of the contribution".
_TITLE_KINDS = ("paper", "article", "contribution", "submission", "presentation", "manuscript")
_KINDS = "|".join(_TITLE_KINDS)
# A label for the title: "Title", "Paper title", "Title of the contribution".
# German and French: "Titel", "Titre".
_TITLE_FORMS = (
    rf"(?:(?:{_KINDS})\s+)?title(?:\s+of\s+(?:the\s+)?(?:{_KINDS}|abstract))?",
    "titel",
    "titre",
    # a referee's form (front51): "Titel des Manuskripts", "Titre du manuscrit"
    r"titel\s+des\s+(?:manuskripts|beitrags)",
    r"titre\s+(?:du\s+manuscrit|de\s+l['’]article)",
    r"t[íi]tulo\s+del\s+(?:manuscrito|art[íi]culo)",
)
_TITLE_LABEL = re.compile(rf"(?:{'|'.join(_TITLE_FORMS)})\s*:?", re.IGNORECASE)
# A label for the authors: "Author(s)", "Authors", "Creators"; German and French:
# "Autor(en)", "Autorin", "Verfasser(in)", "Auteur(s)".
_AUTHOR_FORMS = (
    r"authors?",
    r"author\s*\(s\)",
    r"creators?",
    r"autor(?:en|in|innen)?",
    r"autor\s*\(en\)",
    r"verfasser(?:in|innen)?",
    r"verfasser\s*\(in\)",
    r"auteure?s?",
    r"auteur\s*\(e?s\)",
)
AUTHOR_LABEL = re.compile(rf"(?:{'|'.join(_AUTHOR_FORMS)})\s*:?", re.IGNORECASE)
# A label and its value run together on one line, set apart by a colon ("Title: Deep
# Learning for X", "Published: 5 May 2021"): a short capitalised label, the value after.
JOINED = re.compile(r"([A-ZÀ-Þ][^:]{0,38}?)\s*:\s+(\S.*)")
# The first letters of every title or author label (the cheap test for a joined row),
# derived from the label forms above: each form's (or title kind's) first five letters.
_KEY_STARTS = tuple(
    sorted(
        {
            "".join(itertools.takewhile(str.isalpha, form))[:5]
            for form in (*_TITLE_KINDS, "title", *_TITLE_FORMS[1:], *_AUTHOR_FORMS)
        }
    )
)
# A label over the abstract below a form's rows: an abstract word with an instruction
# in parentheses ("Abstract (max. 300 words)", "Summary (in English)"), a summary for
# the public ("Public summary", "Lay summary"; front44), or a record's "Description".
ABSTRACT_LABEL = re.compile(
    r"(?:(?:abstract|summary|zusammenfassung|kurzfassung|résumé|resume)\s*\([^)]*\)"
    r"|(?:public|lay|plain[- ]language|non-technical)\s+summary"
    r"|description|beschreibung"
    # a referee's form (front51): "Summary of the submission", "Zusammenfassung des
    # Manuskripts", "Résumé du manuscrit", "Resumen del manuscrito"
    r"|summary\s+of\s+the\s+(?:submission|manuscript|paper)"
    r"|zusammenfassung\s+des\s+(?:manuskripts|beitrags)"
    r"|résumé\s+(?:du\s+manuscrit|de\s+l['’]article)"
    r"|resumen\s+del\s+(?:manuscrito|art[íi]culo))\s*:?",
    re.IGNORECASE,
)
MAX_LABEL_CHARS = 40
"""A label is short: a line longer than this is none (the cheap test that comes first)."""
_MAX_LABEL_WORDS = 4
_MAX_ABOVE_RUN_IN = 2
"""A form whose first title or author row is run in ("Title: …") has at most this many
lines above it on its page (a heading)."""


def titled(label: str) -> bool:
    """Whether ``label`` is a title's: a form's ("Title", "Paper title", "Titre") or a
    cover's ("Project title", "Intitulé du projet", :data:`.formlabels.TITLE_LABEL`)."""
    return bool(
        _TITLE_LABEL.fullmatch(label)
        or TITLE_LABEL.fullmatch(label)
        or schemafields.role(label) == "title"  # "dc.title" (front54)
    )


def authored(label: str) -> bool:
    """Whether ``label`` is an author's: "Author(s)", "Creators", "Verfasser", or a
    schema's dotted "dc.contributor.author" / "dc.creator" (front54)."""
    return bool(AUTHOR_LABEL.fullmatch(label) or schemafields.role(label) == "author")


def under_other_lines(lines: Sequence[Line], label: Line) -> bool:
    """Whether more than :data:`_MAX_ABOVE_RUN_IN` lines of ``label``'s page stand above
    it: a form of run-in rows opens its page (under a heading at most); under the
    paper's own title and byline such rows ("Title: Final report", "Date: …",
    "Version: …") are a metadata block (review93)."""
    above = (line for line in lines if line.page == label.page and line.y1 <= label.y0)
    return sum(1 for _ in itertools.islice(above, _MAX_ABOVE_RUN_IN + 1)) > _MAX_ABOVE_RUN_IN


def key_row(text: str) -> bool:
    """Whether ``text`` is a title or an author label, alone or run on with its value
    after a colon ("Title: …", "Autor(en): …")."""
    if is_key_label(text):
        return True
    if ":" not in text:
        return False
    if not text.lstrip()[:7].lower().startswith(_KEY_STARTS) and not is_key_label(
        text.split(":", 1)[0]
    ):
        return False
    match = JOINED.fullmatch(bare_text(text))
    return match is not None and is_key_label(match.group(1))


def after_label(text: str) -> str:
    """The value of a row whose label runs on its line ("Title: Deep …" → "Deep …")."""
    return text.split(":", 1)[1].strip()


def below_the_papers_start(lines: Sequence[Line], label: Line) -> bool:
    """Whether an abstract's heading or run-in label, or the body's first section
    heading, stands above ``label`` on its page: the labels are then a table's in the
    paper (a literature review's "Title" / "Authors" columns, a document-history table
    under the abstract), not a form that is the page's front matter."""
    return any(
        line.page == label.page
        and line.y1 <= label.y0
        and (
            abstractcues.is_abstract_heading(line.text)
            or abstractcues.abstract_runin(line.text) is not None
            or _section_heading(line.text)
        )
        for line in lines
    )


def _section_heading(text: str) -> bool:
    """The body's first section heading: "1. Introduction", "Related work" (three words
    at most: a title's line may open with "Overview …")."""
    return cues.SECTION_HEADING.match(text) is not None and len(text.split()) <= 3


def bare_text(text: str) -> str:
    """``text`` with each run of white space one space, none at its ends."""
    return " ".join(text.split())


def is_key_label(text: str) -> bool:
    """Whether ``text`` is a title or an author label (short texts only are tried)."""
    if len(text) > MAX_LABEL_CHARS:
        return False
    bare = bare_text(text)
    return bool(titled(bare) or authored(bare) or PEOPLE_LABEL.fullmatch(bare))


def label_shaped(text: str) -> bool:
    """Whether ``text`` may be a form's label: short, a few words, capitalised or a
    schema's dotted field name ("dc.title"); a spaced slash between two names of one
    role is no word ("Contact PI / Project Leader", front60), one only: a trail of
    pages ("Home / News / Research / Papers") is no label (fix57a)."""
    bare = bare_text(text)
    words = bare.split()
    return (
        0 < len(bare) <= MAX_LABEL_CHARS
        and len(words) - min(1, words.count("/")) <= _MAX_LABEL_WORDS
        and (bare[0].isupper() or schemafields.is_field_name(bare))  # "dc.title" (front54)
    )


__all__ = [
    "ABSTRACT_LABEL",
    "AUTHOR_LABEL",
    "JOINED",
    "MAX_LABEL_CHARS",
    "after_label",
    "authored",
    "bare_text",
    "below_the_papers_start",
    "is_key_label",
    "key_row",
    "label_shaped",
    "titled",
    "under_other_lines",
]
