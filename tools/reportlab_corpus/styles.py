"""The ReportLab corpus's styles: what each first page looks like, and which ones a
split may use (held-out styles only in a held-out corpus, never in a train one)."""

from __future__ import annotations

from reportlab_corpus.abstracts69 import HELD69, TRAIN69
from reportlab_corpus.abstracts70 import HELD70, TRAIN70
from reportlab_corpus.abstracts71 import HELD71
from reportlab_corpus.abstracts72 import HELD72, TRAIN72
from reportlab_corpus.style import Style

__all__ = ["ALL", "HELDOUT_STYLES", "Style", "allowed"]  # Style: re-exported, its old home


_TRAIN = (
    Style("rl-times-centred", "times", "centre", "digits", "under", "heading", "Abstract",
          "Keywords:", True, 2),
    Style("rl-helvetica-footnotes", "helvetica", "left", "letters", "footnote", "runin",
          "Abstract:", "Key words:", False, 1),
    Style("rl-dejavu-boxed", "dejavu-serif", "centre", "digits", "table", "boxed", "Abstract",
          "Keywords", True, 2),
    Style("rl-liberation-headingless", "liberation-serif", "left", "digits", "under",
          "headingless", "", "Keywords:", False, 2),
    Style("rl-times-caps", "times", "left", "letters", "footnote", "heading", "ABSTRACT",
          "KEYWORDS", True, 2),
    Style("rl-helvetica-table", "helvetica", "centre", "digits", "table", "runin", "Abstract.",
          "", True, 1),
    Style("rl-liberation-banner", "liberation-serif", "left", "digits", "under", "heading",
          "Abstract", "Keywords:", True, 2, banner=True, title_note=True),
    Style("rl-dejavu-sans-note", "dejavu-sans", "centre", "letters", "footnote", "headingless",
          "", "Keywords", False, 1, title_note=True),
)  # fmt: skip
_HELD = (
    Style("rl-held-liberation-sans", "liberation-sans", "left", "letters", "table", "boxed",
          "ABSTRACT", "Index Terms—", True, 2, heldout=True),
    Style("rl-held-dejavu-sans", "dejavu-sans", "centre", "digits", "footnote", "runin",
          "Abstract—", "", True, 1, heldout=True),
    Style("rl-held-times-plain", "times", "left", "digits", "under", "headingless", "",
          "Key words", False, 2, heldout=True),
)  # fmt: skip
_ROTATED61 = (  # abs61's held-out shapes, train since abs62 (names kept)
    Style("rl-held61-acm-column", "liberation-sans", "centre", "digits", "under", "acm-column",
          "ABSTRACT", "KEYWORDS", True, 2, named=True),
    Style("rl-held61-emerald", "times", "left", "digits", "under", "emerald-parts", "Abstract",
          "Keywords", True, 1, named=True),
    Style("rl-held61-bold-summary", "dejavu-serif", "left", "digits", "footnote", "bold-summary",
          "", "", True, 2, named=True),
    Style("rl-held61-citation", "liberation-serif", "centre", "letters", "under",
          "citation-after", "Abstract", "", False, 1, named=True),
)  # fmt: skip
_ROTATED62 = (  # abs62's held-out shapes, train since abs63 (names kept)
    Style("rl-held62-pacs-inset", "times", "centre", "letters", "under", "pacs-inset", "", "",
          True, 2, named=True),
    Style("rl-held62-plain-summary", "helvetica", "left", "digits", "under", "plain-summary",
          "Abstract", "Keywords:", True, 1, named=True),
    Style("rl-held62-strengths", "dejavu-serif", "left", "digits", "footnote", "strengths-box",
          "Abstract", "", False, 1, named=True),
    Style("rl-held62-margin-label", "liberation-serif", "left", "digits", "under",
          "margin-label", "Abstract", "Keywords", True, 2, named=True),
)  # fmt: skip
_ROTATED63 = (  # abs63's held-out shapes, train since abs64 (names kept)
    Style("rl-held63-two-language", "dejavu-serif", "left", "digits", "under", "two-language",
          "Summary", "Keywords:", True, 2, named=True),
    Style("rl-held63-keywords-inline", "times", "centre", "letters", "under", "keywords-inline",
          "Abstract", "Keywords:", False, 2, named=True),
    Style("rl-held63-graphical", "liberation-sans", "left", "digits", "footnote",
          "graphical-beside", "Abstract", "Keywords", True, 1, named=True),
    Style("rl-held63-executive", "liberation-serif", "left", "digits", "under",
          "executive-summary", "", "", True, 1, named=True),
)  # fmt: skip
_ROTATED64 = (  # abs64's held-out shapes, train since abs65 (names kept)
    Style("rl-held64-dash-indent", "times", "centre", "digits", "footnote", "dash-indent",
          "Abstract\u2014", "Index Terms\u2014", True, 1, named=True),
    Style("rl-held64-article-info", "liberation-serif", "left", "letters", "under",
          "article-info", "ABSTRACT", "Keywords:", True, 2, named=True),
    Style("rl-held64-lay-first", "dejavu-sans", "left", "digits", "under", "lay-first",
          "Abstract", "Keywords:", False, 1, named=True),
    Style("rl-held64-rotated-label", "helvetica", "left", "digits", "footnote",
          "rotated-label", "ABSTRACT", "Keywords:", True, 2, named=True),
    Style("rl-held64-shaded-span", "dejavu-serif", "centre", "letters", "table",
          "shaded-span", "Abstract", "Keywords", True, 2, named=True),
)  # fmt: skip

_ROTATED65 = (  # abs65's held-out shapes, train since abs66 (names kept)
    Style("rl-held65-spaced-info", "times", "left", "letters", "under", "spaced-info",
          "ABSTRACT", "Keywords:", True, 2, named=True, banner=True),
    Style("rl-held65-significance", "helvetica", "left", "digits", "under",
          "significance-beside", "", "Keywords:", True, 2, named=True),
    Style("rl-held65-context-box", "liberation-serif", "left", "digits", "under",
          "context-box", "Summary", "", True, 2, named=True),
    Style("rl-held65-resume-first", "dejavu-serif", "centre", "digits", "under",
          "resume-first", "Abstract", "Keywords:", False, 1, named=True),
    Style("rl-held65-figure-split", "liberation-sans", "centre", "letters", "table",
          "figure-split", "Abstract", "Keywords", True, 1, named=True),
    Style("rl-held65-scrambled-box", "dejavu-sans", "left", "digits", "footnote",
          "scrambled-box", "Abstract", "Key words:", True, 2, named=True),
)  # fmt: skip

_TRAIN65 = (  # abs65's kinds in other looks, for train (the held-out looks stay out)
    Style("rl-train65-spaced-info", "dejavu-serif", "centre", "digits", "footnote",
          "spaced-info", "ABSTRACT", "Keywords", False, 1, named=True),
    Style("rl-train65-significance", "liberation-serif", "centre", "letters", "under",
          "significance-beside", "", "", True, 1, named=True),
    Style("rl-train65-context-box", "times", "centre", "letters", "table",
          "context-box", "Summary", "Keywords:", False, 1, named=True),
    Style("rl-train65-resume-first", "helvetica", "left", "letters", "footnote",
          "resume-first", "ABSTRACT", "Key words:", True, 2, named=True),
    Style("rl-train65-figure-split", "times", "left", "digits", "under",
          "figure-split", "Abstract", "Keywords:", False, 2, named=True),
    Style("rl-train65-scrambled-box", "liberation-serif", "centre", "letters", "under",
          "scrambled-box", "ABSTRACT", "Keywords", False, 1, named=True),
)  # fmt: skip

_ROTATED66 = (  # abs66's held-out shapes, train since abs67 (names kept)
    Style("rl-held66-contents-cover", "liberation-serif", "centre", "digits", "under",
          "contents-cover", "Abstract", "Keywords:", False, 1, named=True),
    Style("rl-held66-smallcaps-runin", "times", "centre", "letters", "footnote",
          "smallcaps-runin", "Abstract", "Key words:", True, 1, named=True),
    Style("rl-held66-rule-intro", "dejavu-serif", "left", "digits", "under", "rule-intro",
          "Abstract", "", True, 1, named=True),
    Style("rl-held66-plain-language", "helvetica", "left", "digits", "table",
          "plain-language", "Abstract", "Keywords:", True, 2, named=True),
    Style("rl-held66-objectives", "liberation-sans", "left", "letters", "under", "objectives",
          "ABSTRACT", "Keywords", False, 2, named=True),
    Style("rl-held66-approval-form", "times", "centre", "digits", "under", "approval-form",
          "Abstract", "", False, 1, named=True),
    Style("rl-held66-banner-correspondence", "dejavu-sans", "left", "digits", "footnote",
          "banner-correspondence", "Abstract", "Keywords:", True, 2,
          named=True, banner=True),
    Style("rl-held66-side-languages", "liberation-serif", "left", "letters", "under",
          "side-languages", "Abstract", "Keywords:", True, 1, named=True),
)  # fmt: skip

_TRAIN66 = (  # abs66's kinds in other looks, for train (the held-out looks stay out)
    Style("rl-train66-contents-cover", "helvetica", "left", "letters", "footnote",
          "contents-cover", "Summary", "", True, 1, named=True),
    Style("rl-train66-smallcaps-runin", "dejavu-serif", "left", "digits", "under",
          "smallcaps-runin", "Summary", "Keywords:", False, 2, named=True),
    Style("rl-train66-rule-intro", "times", "centre", "letters", "footnote", "rule-intro",
          "ABSTRACT", "", False, 2, named=True),
    Style("rl-train66-plain-language", "liberation-serif", "centre", "letters", "under",
          "plain-language", "Summary", "Key words:", False, 1, named=True),
    Style("rl-train66-objectives", "dejavu-sans", "centre", "digits", "footnote",
          "objectives", "Abstract", "Keywords:", True, 1, named=True),
    Style("rl-train66-approval-form", "liberation-sans", "left", "letters", "footnote",
          "approval-form", "Summary", "", True, 1, named=True),
    Style("rl-train66-banner-correspondence", "times", "centre", "letters", "under",
          "banner-correspondence", "ABSTRACT", "Key words", False, 1, named=True,
          banner=True),
    Style("rl-train66-side-languages", "helvetica", "centre", "digits", "footnote",
          "side-languages", "Summary", "Keywords", False, 2, named=True),
)  # fmt: skip

_ROTATED67 = (  # abs67's held-out shapes, train since abs68 (names kept)
    Style("rl-held67-numbered-abstract", "dejavu-serif", "left", "digits", "under",
          "numbered-abstract", "Abstract", "Keywords:", True, 1, named=True),
    Style("rl-held67-math-inline", "liberation-serif", "centre", "letters", "footnote",
          "math-inline", "Abstract", "Keywords", True, 2, named=True),
    Style("rl-held67-trial-end", "helvetica", "left", "digits", "table", "trial-end",
          "Abstract", "Keywords:", False, 1, named=True),
    Style("rl-held67-summary-end", "times", "centre", "digits", "under", "summary-end",
          "Summary", "", True, 2, named=True),
    Style("rl-held67-graphical-first", "liberation-sans", "left", "letters", "under",
          "graphical-first", "Abstract", "Keywords", True, 2, named=True,
          banner=True),
    Style("rl-held67-significance-above", "dejavu-sans", "left", "digits", "footnote",
          "significance-above", "Abstract", "Keywords:", False, 2, named=True),
    Style("rl-held67-info-box-dates", "times", "left", "letters", "under", "info-box-dates",
          "ABSTRACT", "Keywords:", True, 1, named=True),
    Style("rl-held67-executive-bullets", "liberation-serif", "left", "digits", "under",
          "executive-bullets", "Executive summary", "", False, 1, named=True),
)  # fmt: skip

_TRAIN67 = (  # abs67's kinds in other looks, for train (the held-out looks stay out)
    Style("rl-train67-numbered-abstract", "helvetica", "centre", "letters", "footnote",
          "numbered-abstract", "ABSTRACT", "Key words:", False, 2, named=True),
    Style("rl-train67-math-inline", "dejavu-sans", "left", "digits", "under",
          "math-inline", "Summary", "Keywords:", False, 1, named=True),
    Style("rl-train67-trial-end", "liberation-serif", "centre", "letters", "under",
          "trial-end", "ABSTRACT", "Key words", True, 2, named=True),
    Style("rl-train67-summary-end", "dejavu-serif", "left", "letters", "footnote",
          "summary-end", "SUMMARY", "", False, 1, named=True),
    Style("rl-train67-graphical-first", "times", "centre", "digits", "footnote",
          "graphical-first", "ABSTRACT", "Keywords:", False, 1, named=True),
    Style("rl-train67-significance-above", "liberation-sans", "centre", "letters", "under",
          "significance-above", "Summary", "Key words:", True, 1, named=True),
    Style("rl-train67-info-box-dates", "dejavu-sans", "centre", "digits", "table",
          "info-box-dates", "Abstract", "Keywords", False, 2, named=True),
    Style("rl-train67-executive-bullets", "helvetica", "centre", "letters", "footnote",
          "executive-bullets", "EXECUTIVE SUMMARY", "", True, 2, named=True),
)  # fmt: skip

_HELD68 = (  # abs68's held-out shapes, train since abs69 (names kept)
    Style("rl-held68-column-spill", "times", "centre", "digits", "under", "column-spill",
          "Abstract", "Keywords:", True, 2, named=True),
    Style("rl-held68-page-spill", "liberation-serif", "left", "letters", "under",
          "page-spill", "ABSTRACT", "Key words:", True, 1, named=True),
    Style("rl-held68-italic-indent", "dejavu-serif", "centre", "digits", "footnote",
          "italic-indent", "", "", True, 1, named=True),
    Style("rl-held68-bold-standfirst", "helvetica", "left", "digits", "under",
          "bold-standfirst", "", "", False, 2, named=True),
    Style("rl-held68-dropcap", "liberation-serif", "centre", "letters", "table", "dropcap",
          "Abstract", "Keywords", True, 2, named=True),
    Style("rl-held68-sidebar", "liberation-sans", "left", "digits", "under", "sidebar",
          "Abstract", "Keywords:", True, 1, named=True),
    Style("rl-held68-copyright-end", "times", "left", "letters", "footnote", "copyright-end",
          "Abstract", "Keywords:", False, 2, named=True),
)  # fmt: skip

_TRAIN68 = (  # abs68's kinds in other looks, for train (the held-out looks stay out)
    Style("rl-train68-column-spill", "dejavu-sans", "left", "letters", "footnote",
          "column-spill", "ABSTRACT", "", False, 2, named=True),
    Style("rl-train68-page-spill", "helvetica", "centre", "digits", "table", "page-spill",
          "Summary", "Keywords", False, 1, named=True),
    Style("rl-train68-italic-indent", "times", "left", "letters", "under", "italic-indent",
          "", "", False, 2, named=True),
    Style("rl-train68-bold-standfirst", "dejavu-serif", "centre", "letters", "footnote",
          "bold-standfirst", "", "", True, 1, named=True),
    Style("rl-train68-dropcap", "dejavu-sans", "left", "digits", "under", "dropcap",
          "ABSTRACT", "Key words:", False, 1, named=True),
    Style("rl-train68-sidebar", "times", "centre", "letters", "footnote", "sidebar",
          "Summary", "Keywords", False, 2, named=True),
    Style("rl-train68-copyright-end", "helvetica", "centre", "digits", "table",
          "copyright-end", "ABSTRACT", "Key words", True, 1, named=True),
)  # fmt: skip

ALL: dict[str, Style] = {
    style.name: style
    for style in _TRAIN
    + _HELD
    + _ROTATED61
    + _ROTATED62
    + _ROTATED63
    + _ROTATED64
    + _ROTATED65
    + _TRAIN65
    + _ROTATED66
    + _TRAIN66
    + _ROTATED67
    + _TRAIN67
    + _HELD68
    + _TRAIN68
    + HELD69
    + TRAIN69
    + HELD70
    + TRAIN70
    + HELD71
    + HELD72
    + TRAIN72
}
HELDOUT_STYLES = tuple(name for name, style in ALL.items() if style.heldout)


def allowed(split: str, names: list[str] | None = None) -> list[Style]:
    """The styles of ``names`` (default all but the ``named`` ones) a ``split`` corpus
    may use: a held-out corpus gets the held-out styles unless ``names`` says otherwise;
    a train corpus never gets one (asking for one raises ``ValueError``)."""
    chosen = [ALL[n] for n in names] if names else [s for s in ALL.values() if not s.named]
    if split != "train":
        return chosen if names else [s for s in chosen if s.heldout]
    if any(s.heldout for s in chosen) and names:
        raise ValueError(f"held-out styles {HELDOUT_STYLES} never go into a train corpus")
    return [s for s in chosen if not s.heldout]
