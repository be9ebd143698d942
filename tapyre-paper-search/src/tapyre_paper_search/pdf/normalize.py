"""Text normalisation for extracted PDF text and metadata records (pure).

``normalize_text`` turns text as PDF extraction or a metadata dump delivers it
into text fit for chunking, embedding and display:

* spacing accents that TeX fonts put before a letter (``Andr´e``) are composed
  (``André``; :mod:`~tapyre_paper_search.pdf.spacingaccents`), then Unicode NFKC
  folds ligatures (``ﬁ`` → ``fi``), full-width forms and compatibility spaces; before
  it, Unicode superscripts that make an exponent are read ``^`` and the exponent
  (``10⁵`` → ``10^5``; :mod:`~tapyre_paper_search.pdf.exponents`), others (footnote
  marks) fold to plain digits as before, and superscript letters closing a
  capitalised word (a name's marks, ``Adamsᵃ``) are spaced off it
  (:mod:`~tapyre_paper_search.pdf.markletters`);
* every hyphen-like dash (U+2010–U+2013, minus signs) becomes ``-`` and the
  em-dash variants become ``—``; soft hyphens and zero-width characters go
  (titles keep a printed en dash, figure dash or minus: ``dashes="printed"``);
* a word hyphenated across a line break is rejoined (``sum-\\nmaries`` →
  ``summaries``) unless it is part of a compound (``state-of-the-\\nart``),
  its first piece is an acronym (``EGFR-\\ndriven``),
  the hyphenated form occurs elsewhere in the text (``long-\\nform`` when
  ``long-form`` appears too), or the joined word is no known word while both
  parts are (``sixteen-\\nchannel``; known words are the shipped word list of
  :mod:`~tapyre_paper_search.pdf.words`, the text's own words and any given);
* single line breaks inside a paragraph become spaces, except in Markdown
  tables (paragraphs whose every line is a ``| … |`` row); paragraphs
  (separated by one or more blank lines) are kept, separated by exactly
  ``"\\n\\n"``;
* runs of spaces collapse to one; no leading or trailing whitespace.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Collection

from tapyre_paper_search.pdf.exponents import carets
from tapyre_paper_search.pdf.lineendhyphens import CONJUNCTION, rejoin_hyphenated
from tapyre_paper_search.pdf.markletters import spaced_mark_letters
from tapyre_paper_search.pdf.spacingaccents import compose_accents

_DASHES = str.maketrans(
    {
        "\u2010": "-",  # hyphen
        "\u2011": "-",  # non-breaking hyphen
        "\u2012": "-",  # figure dash
        "\u2013": "-",  # en dash
        "\u2212": "-",  # minus sign
        "\u2043": "-",  # hyphen bullet
        "\ufe58": "—",  # small em dash
        "\ufe63": "-",  # small hyphen-minus
        "\uff0d": "-",  # full-width hyphen-minus
        "\u2015": "—",  # horizontal bar
        "\u2e3a": "—",  # two-em dash
        "\u2e3b": "—",  # three-em dash
        "\u00ad": None,  # soft hyphen (line-end ones are handled before)
        "\u200b": None,  # zero width space
        "\u200c": None,  # zero width non-joiner
        "\u200d": None,  # zero width joiner
        "\u2060": None,  # word joiner
        "\ufeff": None,  # BOM / zero width no-break space
        "\ufffd": None,  # replacement character: a glyph without Unicode mapping
    }
)
# Control characters other than \t and \n (form feeds, NULs from broken fonts).
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
_SOFT_HYPHEN_BREAK = re.compile(r"\u00ad[ \t]*\n[ \t]*")
_DASH_CHARS = re.compile("[" + "".join(chr(c) for c in _DASHES) + "]")
# Printed dashes a title keeps (``dashes="printed"``): figure and en dash, minus sign.
_PRINTED = frozenset(map(ord, "\u2012\u2013\u2212"))
_HYPHEN_CHARS = re.compile("[" + "".join(chr(c) for c in _DASHES if c not in _PRINTED) + "]")
_BLANK_LINES = re.compile(r"\n{2,}")
# Every white-space character (``str.isspace``: what str.split() and str.splitlines()
# cut at) other than " " and "\n": where a text holds none, "\n" alone ends its lines.
_OTHER_SPACE = re.compile(
    "[\t\x0b\x0c\r\x1c-\x1f\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]"
)
# "Mixed- Cation": a hyphen after two letters or more, spaces, then a word that is not a
# conjunction; or after a one-letter word, before a word of two letters or more ("X- ray",
# "B- meson": the letter's compound; "K- e+" stays).
# (The hyphen first, its letters checked behind it: the regex engine skips to hyphens.)
_SPACED_BREAK = re.compile(
    r"-(?<=[^\W\d_]-)(?:(?<=[^\W\d_]{2}-)[ \t]+(?!"
    + CONJUNCTION
    + r")(?=\w)|(?<!\w[^\W\d_]-)[ \t]+(?!"
    + CONJUNCTION
    + r")(?=[^\W\d_]{2}))",
    re.IGNORECASE,
)
# An en dash after a bracket at a line end is a dash, not a hyphen: "(Table 2)–" / "the"
# reads "(Table 2)- the" (the line break a space), not "(Table 2)-the", before a word.
_CLOSER_DASH_BREAK = re.compile(r"\u2013(?<=[)\]]\u2013)[ \t]*\n(?=[ \t]*[^\W\d_])")


def normalize_text(
    text: str,
    *,
    hyphenated: Collection[str] | None = None,
    words: Collection[str] | None = None,
    dashes: str = "hyphen",
    own_hyphenated: bool = False,
) -> str:
    """Normalise ``text`` as described in the module docstring; pure and idempotent.

    ``dashes="printed"`` keeps the figure dash, en dash and minus sign as printed
    (titles: "Gene–environment", "1990–2010"); only the hyphen variants become ``-``.

    ``hyphenated`` adds lower-case words known to be written with a hyphen to
    those of ``text`` itself; they keep it when broken at a line end.  Pass the
    words of the whole document (:func:`~.lineendhyphens.hyphenated_words` of every
    page).  ``words`` adds lower-case words known to be written whole (pass
    :func:`~tapyre_paper_search.pdf.words.vocabulary` of the whole document).
    ``own_hyphenated`` says that ``hyphenated`` already holds
    :func:`~.lineendhyphens.hyphenated_words` of ``text`` as passed (the document's
    pages do): where only white space changes before the line-end breaks are read, the
    text's own hyphenated words are then not read again (the same words: spaces only
    part them).
    """
    if not text:
        return ""
    given = text
    # Steps run only when a cheap check finds work for them: this is called for
    # every page and for every record of multi-million-record dumps.
    if not text.isascii():
        text = compose_accents(text)
        if "\u00ad" in text:
            text = _SOFT_HYPHEN_BREAK.sub("", text)
        pattern = _HYPHEN_CHARS if dashes == "printed" else _DASH_CHARS
        if pattern is _DASH_CHARS and "\u2013" in text:
            text = _CLOSER_DASH_BREAK.sub("\u2013 ", text)
        text = _map_dashes(carets(text), pattern)
        if not unicodedata.is_normalized("NFKC", text):
            # a name's superscript letters kept off it: "Adamsᵃ" → "Adams a" (bylines70)
            text = spaced_mark_letters(text)
            # NFKC makes some compatibility characters dashes again (e.g. U+FE63).
            text = _map_dashes(unicodedata.normalize("NFKC", text), pattern)
    elif "`" in text:
        text = compose_accents(text)
    # Every control character and every white space but " " is unprintable: where the
    # text less its line breaks is printable, it holds none of them (two class scans
    # of the page skipped for one C-speed test; speed39s).
    plain = text.isprintable() or text.replace("\n", "").isprintable()
    if not plain and _CONTROL.search(text):
        text = _CONTROL.sub(" ", text)
    if "\n" not in text and "\r" not in text:
        return " ".join(text.split())
    # The runs of non-space characters are those of ``given`` when the characters
    # were left alone, so are the hyphenated words among them.
    covered = own_hyphenated and hyphenated is not None and text == given
    tidy = _tidy_lines(text, plain=plain)  # (``plain`` still true of ``text``: not changed since)
    text = rejoin_hyphenated(tidy, hyphenated, words, known_has_own=covered)
    # Blank lines of one line each (nearly every text) split at C speed (speed40r).
    pieces = _BLANK_LINES.split(text) if "\n\n\n" in text else text.split("\n\n")
    paragraphs = (p if is_table(p) else p.replace("\n", " ") for p in pieces)
    return "\n\n".join(p for p in paragraphs if p)


def _tidy_lines(text: str, *, plain: bool = False) -> str:
    """``text``'s lines (as :meth:`str.splitlines` cuts them) stripped, their runs of
    white space one space, joined by ``\\n``.  ``plain``: the caller knows that ``text``
    holds no white space but " " and "\\n" (its other characters all printable)."""
    if (
        "  " in text
        or " \n" in text
        or "\n " in text
        or text[:1] == " "
        or text[-1:] == " "
        or (not plain and _OTHER_SPACE.search(text))
    ):
        # str.split() knows every Unicode space; lines come out stripped and collapsed.
        return "\n".join([" ".join(line.split()) for line in text.splitlines()])
    # (most pages: spaces only, single and inside lines; "\n" the only line break)
    return text[:-1] if text[-1:] == "\n" else text


def is_table(paragraph: str) -> bool:
    """Whether a paragraph is a Markdown table (every line a ``| … |`` row): its line
    breaks are kept."""
    return paragraph.startswith("|") and all(
        row.startswith("|") and row.endswith("|") for row in paragraph.split("\n")
    )


def _map_dashes(text: str, pattern: re.Pattern[str] = _DASH_CHARS) -> str:
    # A regex finds the few characters faster than str.translate scans with a dict.
    if not pattern.search(text):
        return text
    return pattern.sub(lambda m: _DASHES.get(ord(m.group()), None) or "", text)


def normalize_inline(text: str, *, dashes: str = "hyphen") -> str:
    """Like :func:`normalize_text` but on one line: titles, names, categories.

    A word broken at a hyphen and joined with a space ("Mixed- Cation", from a
    title's line break) is mended like a line-end break; a suspended hyphen
    ("pre- and post-training") stays.  ``dashes`` as for :func:`normalize_text`.
    """
    if "- " in text:
        text = _SPACED_BREAK.sub("-\n", text)
    return normalize_text(text, dashes=dashes).replace("\n\n", " ")
