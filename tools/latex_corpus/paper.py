"""One paper's printed content, drawn from a real record: authors, affiliations, keywords.

``draw_paper(record, rng, names, others)`` keeps the record's title and
abstract, takes its authors (arXiv) or draws names from the split's pool
(SciFact records have none), gives them affiliations, e-mail addresses,
ORCIDs and a corresponding author, picks keywords from the record's own
words, and keeps ``others`` (records of the same split) for the body text
and the bibliography.  Raises :class:`~latex_corpus.escape.UntypesettableError`
when the record's text cannot be set, or when its abstract is a placeholder
(:func:`is_placeholder_abstract`): every builder that draws papers (LaTeX, word
processor, browser) then passes the record over (rot26).
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from pdfgen.people import Affiliation, affiliation, email, mixed_name
from pdfgen.sources import Record, Section

from latex_corpus.escape import UntypesettableError, latex

_STOP = frozenset(
    [
        "about",
        "above",
        "across",
        "after",
        "again",
        "against",
        "among",
        "analysis",
        "based",
        "between",
        "both",
        "could",
        "during",
        "each",
        "either",
        "every",
        "found",
        "from",
        "further",
        "have",
        "having",
        "into",
        "itself",
        "large",
        "level",
        "model",
        "models",
        "more",
        "most",
        "other",
        "over",
        "particular",
        "present",
        "results",
        "shown",
        "show",
        "shows",
        "since",
        "some",
        "study",
        "such",
        "than",
        "that",
        "their",
        "them",
        "then",
        "there",
        "these",
        "they",
        "this",
        "those",
        "through",
        "under",
        "using",
        "very",
        "were",
        "what",
        "when",
        "where",
        "which",
        "while",
        "with",
        "within",
        "would",
    ]
)


@dataclass(frozen=True)
class Author:
    """One author as printed, with links into the paper's affiliations."""

    name: str
    affiliations: tuple[int, ...]
    email: str
    orcid: str
    corresponding: bool


@dataclass(frozen=True)
class Paper:
    """Everything a template prints: the front matter and the record's neighbours."""

    record: Record
    authors: tuple[Author, ...]
    affiliations: tuple[Affiliation, ...]
    keywords: tuple[str, ...]
    others: tuple[Record, ...]
    seed: int

    @property
    def key(self) -> str:
        return self.record.key

    @property
    def title(self) -> str:
        return self.record.title

    @property
    def abstract(self) -> tuple[Section, ...]:
        return self.record.abstract

    @property
    def structured(self) -> bool:
        return self.record.structured

    def affiliation_line(self, index: int) -> str:
        """Author ``index``'s first affiliation as one line; "" when the author has none."""
        author = self.authors[index]
        if not author.affiliations:
            return ""
        return self.affiliations[author.affiliations[0]].line()

    def first_place(self, index: int) -> str:
        """The first comma piece of :meth:`affiliation_line` (the institution's name)."""
        return self.affiliation_line(index).split(",")[0]


def _orcid(rng: random.Random) -> str:
    digits = [rng.randrange(10) for _ in range(15)]
    total = 0
    for d in digits:
        total = (total + d) * 2
    check = (12 - total % 11) % 11
    text = "".join(map(str, digits)) + ("X" if check == 10 else str(check))
    return "-".join(text[i : i + 4] for i in range(0, 16, 4))


def keywords_of(record: Record, rng: random.Random) -> tuple[str, ...]:
    """At most five (usually three to five) of the record's own longer words (title first),
    lower case; a short record can give fewer, even none."""
    words: list[str] = []
    for word in re.findall(r"[A-Za-z][a-z]{5,}", f"{record.title} {record.abstract_text}"):
        low = word.lower()
        if low not in _STOP and low not in words:
            words.append(low)
    return tuple(words[: rng.randint(3, 5)])


def _typesettable_name(name: str) -> bool:
    try:
        latex(name)
    except ValueError:
        return False
    return bool(re.fullmatch(r"[^\d@,;()]+", name)) and len(name.split()) >= 2


# arXiv's stand-ins for a missing abstract ("No abstract given; compares …",
# "Abstract not available", "This paper has been withdrawn by the authors."):
# printed, they would be taken as an abstract the truth calls real (rot23's runon).
# "No abstract" and "Not available" only as the stand-in itself, not a sentence's
# opening ("No abstract interpretation framework …", "Not available in stores, …").
_PLACEHOLDER = re.compile(
    r"\W*(?:no abstract(?=\s*(?:$|[.;:,(]|given\b|available\b|provided\b))"
    r"|abstract (?:is )?(?:not |un)available\b|not available\W*$"
    r"|this (?:paper|article|submission) has been withdrawn\b)",
    re.IGNORECASE,
)


def is_placeholder_abstract(text: str) -> bool:
    """Whether an abstract's ``text`` opens with a stand-in for a missing abstract
    rather than being one."""
    return _PLACEHOLDER.match(text) is not None


def draw_paper(record: Record, rng: random.Random, names: list[str], others: list[Record]) -> Paper:
    """The printed content of one paper of ``record`` (see the module docstring)."""
    if is_placeholder_abstract(record.abstract_text):
        raise UntypesettableError("the abstract is a placeholder, not an abstract")
    latex(record.title)
    for section in record.abstract:
        latex(f"{section.label} {section.text}")
    pool = [n for n in names if _typesettable_name(n)]
    count = rng.choice([1, 2, 2, 3, 3, 3, 4, 4, 5, 6, 8])
    people = [n for n in record.authors if _typesettable_name(n)][:8]
    if record.authors and not people:
        raise UntypesettableError("no author name of the record can be set")
    for _ in range(0 if record.authors else 50 * count):
        if len(people) == count:
            break
        name = mixed_name(rng, pool)
        if name not in people:
            people.append(name)
    if len(people) < count and not record.authors:
        raise UntypesettableError(f"the name pool gives fewer than {count} distinct names")
    places = tuple(affiliation(rng) for _ in range(rng.randint(1, min(3, len(people)))))
    for place in places:
        latex(place.line())
    corresponding = rng.randrange(len(people))
    authors = []
    for i, name in enumerate(people):
        links = (rng.randrange(len(places)),) if i else (0,)
        if len(places) > 1 and rng.random() < 0.15:
            links = tuple(sorted({links[0], rng.randrange(len(places))}))
        authors.append(
            Author(
                name=name,
                affiliations=links,
                email=email(name, places[links[0]].institution.split()[-1], rng),
                orcid=_orcid(rng),
                corresponding=i == corresponding,
            )
        )
    usable = [o for o in others if o.key != record.key and _usable(o)]
    return Paper(
        record=record,
        authors=tuple(authors),
        affiliations=places,
        keywords=keywords_of(record, rng),
        others=tuple(usable[:16]),
        seed=rng.randrange(1 << 30),
    )


def _usable(record: Record) -> bool:
    try:
        latex(record.title)
        latex(record.abstract_text)
        for name in record.authors[:3]:
            latex(name)
    except ValueError:
        return False
    return True
