"""More citation styles for references entries written as text (the corpus PDFs
of :mod:`pdfgen` keep their own draw).

:func:`styled` writes one truth :class:`~pdfgen.body.Reference` in one of
:data:`MORE_STYLES` and returns the text with the truth that text holds (an
entry cut to "et al." holds fewer authors; a Nature-style journal entry holds no
title; an old-form arXiv id replaces a new one).  Volumes, issues, pages,
editors and publishers are drawn from the title, so an entry reads the same
every time.  Venues are abbreviated the way journals print them ("Adv. Neural
Inf. Process. Syst.", "J Mach Learn Res") for about half the entries.

Used by ``benchmarks/pdf_reference_styles.py``, which draws these styles in
two-column PDFs and reads them back, by ``benchmarks/pdf_references.py
--text-styles`` and by the references tests.  An unknown style raises
:class:`ValueError`.
"""

from __future__ import annotations

import random
import re
from dataclasses import replace

from pdfgen.body import Reference
from pdfgen.people import initialled, split_name

MORE_STYLES = (
    "comma-volume", "comma-year", "comma-vancouver", "ieee-full", "acm", "apa7",
    "nature-short", "springer", "etal", "lncs", "chicago-ed", "arxiv-old", "publisher",
)  # fmt: skip

# Journal abbreviations of common venue words (ISO 4 style); others are cut by
# :func:`_cut`.
_SHORT = {
    "journal": "J", "proceedings": "Proc", "international": "Int", "conference": "Conf",
    "advances": "Adv", "annals": "Ann", "letters": "Lett", "reviews": "Rev", "review": "Rev",
    "research": "Res", "physics": "Phys", "physical": "Phys", "chemistry": "Chem",
    "biology": "Biol", "medicine": "Med", "science": "Sci", "sciences": "Sci",
    "national": "Natl", "academy": "Acad", "neural": "Neural", "information": "Inf",
    "processing": "Process", "systems": "Syst", "machine": "Mach", "learning": "Learn",
    "transactions": "Trans", "computer": "Comput", "engineering": "Eng", "applied": "Appl",
    "mathematics": "Math", "statistics": "Stat", "molecular": "Mol", "cell": "Cell",
    "theoretical": "Theor", "electrical": "Electr", "mechanical": "Mech", "economics": "Econ",
    "psychology": "Psychol", "neuroscience": "Neurosci", "epidemiology": "Epidemiol",
    "astronomy": "Astron", "genetics": "Genet", "oncology": "Oncol", "radiology": "Radiol",
    "immunology": "Immunol", "pharmacology": "Pharmacol", "linguistics": "Linguist",
    "public": "Public", "health": "Health", "internal": "Intern", "materials": "Mater",
    "marine": "Mar", "earth": "Earth", "data": "Data", "biochemistry": "Biochem",
    "society": "Soc", "american": "Am", "communications": "Commun", "intelligence": "Intell",
}  # fmt: skip
_SMALL = frozenset(("of", "the", "on", "in", "and", "for", "&"))
_PUBLISHERS = (
    ("Springer", "Cham"), ("Springer Nature", "Singapore"), ("Elsevier", "Amsterdam"),
    ("AAAI Press", "Palo Alto"), ("MIT Press", "Cambridge, MA"), ("Wiley", "Hoboken"),
    ("Morgan Kaufmann", "San Francisco"), ("CRC Press", "Boca Raton"),
)  # fmt: skip
_EDITORS = (
    "Maria Keller", "Tomás Ortega", "Aiko Sato", "Peter J. Brandt", "Lena Vogt",
    "Samuel K. Osei", "Irene Costa", "David Moreau",
)  # fmt: skip
_OLD_ARCHIVES = ("hep-th", "hep-ph", "astro-ph", "cond-mat", "gr-qc", "math.AG", "quant-ph")
# Styles printing no identifier, and those printing the DOI only.
_NO_IDS = frozenset(("comma-volume", "comma-year", "comma-vancouver", "nature-short", "etal",
                     "chicago-ed", "publisher"))  # fmt: skip
_DOI_ONLY = frozenset(("springer", "lncs"))
_MONTHS = ("Jan.", "Feb.", "Mar.", "Apr.", "May", "Jun.", "Jul.", "Aug.", "Sep.", "Oct.")


def _cut(word: str) -> str:
    """A venue word as journals abbreviate it (without the full stop)."""
    short = _SHORT.get(word.lower())
    if short is not None:
        return short
    if len(word) <= 5 or not word[0].isupper():
        return word
    vowels = [i for i, c in enumerate(word) if c.lower() in "aeiouy" and i > 1]
    return word[: vowels[0]] if vowels and vowels[0] >= 3 else word[:4]


def abbreviated(venue: str, dotted: bool = True) -> str:
    """``venue`` abbreviated: "Advances in Neural Information Processing Systems" →
    "Adv. Neural Inf. Process. Syst." (``dotted``) or "Adv Neural Inf Process Syst"."""
    words = []
    for word in venue.split():
        if word.lower() in _SMALL or not word[:1].isalpha():
            continue
        short = _cut(word)
        words.append(short + "." if dotted and short != word else short)
    return " ".join(words) if len(words) >= 2 else venue


def _vancouver(name: str) -> str:
    given, surname = split_name(name)
    return f"{surname} {''.join(w[0] for w in given if w[:1].isalpha())}"


def _apa(name: str) -> str:
    given, surname = split_name(name)
    return f"{surname}, {' '.join(w[0] + '.' for w in given if w[:1].isalpha())}"


def _listed(names: list[str], last: str) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + last + names[-1]


def styled(ref: Reference, style: str) -> tuple[str, Reference]:
    """(the entry's text in ``style``, the truth that text holds)."""
    rng = random.Random(f"{style}:{ref.title}")
    volume, issue = rng.randint(1, 120), rng.randint(1, 12)
    first = rng.randint(1, 900)
    pages = f"{first}–{first + rng.randint(3, 30)}"
    venue = ref.venue
    if venue and not re.search(r"\d", venue) and rng.random() < 0.5:
        venue = abbreviated(venue, dotted=style not in {"springer", "comma-vancouver"})
    if style in _NO_IDS:
        ref = replace(ref, doi="", arxiv_id="")
    elif style in _DOI_ONLY:
        ref = replace(ref, arxiv_id="")
    ref = replace(ref, venue=venue)  # the venue as printed
    doi_url = f" https://doi.org/{ref.doi}" if ref.doi else ""
    if style == "arxiv-old":
        month = f"{rng.choice([92, 95, 97, 98, 99, 0, 1, 3, 5, 6]):02d}{rng.randint(1, 12):02d}"
        old = f"{rng.choice(_OLD_ARCHIVES)}/{month}{rng.randint(1, 999):03d}"
        ref = replace(ref, doi="", arxiv_id=old, venue=venue)
        if rng.random() < 0.5:
            who = _listed(list(ref.authors), ", and ")
            return f"{who}. {ref.year}. {ref.title}. arXiv preprint {old}.", replace(ref, venue="")
        who = ", ".join(initialled(a) for a in ref.authors)
        return f"{who}, {ref.title}, {venue} {volume} ({ref.year}) {first} [{old}].", ref
    if style.startswith("comma-"):
        names = [initialled(a) for a in ref.authors]
        if style == "comma-volume":
            return f"{', '.join(names)}, {ref.title}, {venue} {volume} ({ref.year}) {pages}.", ref
        if style == "comma-year":
            return f"{', '.join(names)}, {ref.title}, {venue}, {ref.year}.", ref
        who = ", ".join(map(_vancouver, ref.authors))
        return f"{who}, {ref.title}, {venue}, vol. {volume}, pp. {pages}, {ref.year}.", ref
    if style == "ieee-full":
        who = _listed([initialled(a) for a in ref.authors], ", and ")
        tail = f" doi: {ref.doi}." if ref.doi else ""
        if ref.arxiv_id and not ref.doi:
            tail = f" [Online]. Available: https://arxiv.org/abs/{ref.arxiv_id}"
        where = (
            f"in {venue}, {ref.year}, pp. {pages}."
            if venue.startswith(("Proc", "Conf"))
            else f"{venue}, vol. {volume}, no. {issue}, pp. {pages}, "
            f"{rng.choice(_MONTHS)} {ref.year}."
        )
        return f'{who}, "{ref.title}," {where}{tail}', ref
    if style == "acm":
        who = _listed(list(ref.authors), ", and ")
        ids = doi_url or (f" arXiv:{ref.arxiv_id}" if ref.arxiv_id else "")
        text = f"{who}. {ref.year}. {ref.title}. {venue} {volume}, {issue} ({ref.year}), {pages}."
        return text + ids, ref
    if style == "apa7":
        who = _listed([_apa(a) for a in ref.authors], ", & ")
        ids = doi_url or (f" https://arxiv.org/abs/{ref.arxiv_id}" if ref.arxiv_id else "")
        return f"{who} ({ref.year}). {ref.title}. {venue}, {volume}({issue}), {pages}.{ids}", ref
    if style == "nature-short":
        who = _listed([_apa(a) for a in ref.authors], " & ")
        return f"{who} {venue} {volume}, {pages} ({ref.year}).", replace(ref, title="")
    if style == "springer":
        who = ", ".join(map(_vancouver, ref.authors))
        return f"{who} ({ref.year}) {ref.title}. {venue} {volume}({issue}):{pages}.{doi_url}", ref
    if style == "etal":
        kept = ref.authors[:3] if len(ref.authors) > 3 else ref.authors[:1]
        ref = replace(ref, authors=tuple(kept))
        if len(kept) == 3:
            who = ", ".join(map(_vancouver, kept))
            return f"{who}, et al. {ref.title}. {venue}. {ref.year};{volume}:{pages}.", ref
        return f"{kept[0]} et al. {ref.year}. {ref.title}. In {venue}.", ref
    publisher, place = rng.choice(_PUBLISHERS)
    editors = rng.sample(_EDITORS, k=rng.randint(1, 2))
    if style == "lncs":
        who = ", ".join(_apa(a).replace(". ", ".") for a in ref.authors)
        eds = ", ".join(_apa(e) for e in editors) + (" (eds.)" if len(editors) > 1 else " (ed.)")
        text = f"{who}: {ref.title}. In: {eds} {venue}, pp. {pages}. {publisher}, {place}"
        return f"{text} ({ref.year}).{doi_url}", ref
    if style == "publisher":  # a book or proceedings: the publisher (and place) after it
        who = _listed([_apa(a) for a in ref.authors], ", & ")
        where = publisher if rng.random() < 0.5 else f"{place}: {publisher}"
        return f"{who} ({ref.year}). {ref.title}. {venue}. {where}.", ref
    if style != "chicago-ed":
        raise ValueError(f"unknown reference style {style!r}")
    given, surname = split_name(ref.authors[0])
    names = [f"{surname}, {' '.join(given)}", *ref.authors[1:]]
    who = _listed(names, ", and ")
    eds = " and ".join(editors)
    text = f'{who}. {ref.year}. "{ref.title}." In {venue}, edited by {eds}, {pages}.'
    return f"{text} {place}: {publisher}.", ref
