"""arXiv identifiers: parsing, normalising, walking new-style ranges (pure).

New-style ids are ``YYMM.NNNN`` (April 2007 to December 2014) and
``YYMM.NNNNN`` (from January 2015); old-style ids are ``archive/YYMMNNN``
(``hep-th/9901001``, ``math.GT/0309136``).  Paper ids in this package are
arXiv ids without version.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tapyre_paper_search.errors import SourceError

_NEW = re.compile(r"^(\d{2})(\d{2})\.(\d{4,5})(v\d+)?$")
_OLD = re.compile(r"^([a-z][a-z\-]*(?:\.[A-Z]{2})?)[/_](\d{7})(v\d+)?$", re.IGNORECASE)
_PREFIX = re.compile(r"^(?:arxiv:|https?://(?:export\.)?arxiv\.org/(?:abs|pdf)/)", re.IGNORECASE)
FIVE_DIGITS_FROM = 1501
"""``YYMM`` from which new-style ids have five-digit numbers."""
FIRST_NEW_STYLE = 704


@dataclass(frozen=True, order=True)
class ArxivId:
    """A new-style arXiv id without version, ordered by month then number."""

    yymm: int
    number: int

    def __post_init__(self) -> None:
        month = self.yymm % 100
        if not 1 <= month <= 12 or self.yymm < FIRST_NEW_STYLE:
            raise ValueError(f"invalid arXiv month {self.yymm:04d}")
        if not 1 <= self.number <= self.max_number:
            raise ValueError(f"invalid arXiv number {self.number} for {self.yymm:04d}")

    @property
    def max_number(self) -> int:
        return 99999 if self.yymm >= FIVE_DIGITS_FROM else 9999

    @classmethod
    def parse(cls, text: str) -> ArxivId:
        """``"2401.00001"`` (version allowed and dropped) → ``ArxivId(2401, 1)``."""
        match = _NEW.match(_PREFIX.sub("", text.strip()))
        if not match:
            raise ValueError(f"not a new-style arXiv id: {text!r}")
        yy, mm, number, _ = match.groups()
        arxiv_id = cls(int(yy + mm), int(number))
        width = 5 if arxiv_id.yymm >= FIVE_DIGITS_FROM else 4
        if len(number) != width:
            raise ValueError(f"{text!r}: ids of {yy}{mm} have {width}-digit numbers")
        return arxiv_id

    def __str__(self) -> str:
        width = 5 if self.yymm >= FIVE_DIGITS_FROM else 4
        return f"{self.yymm:04d}.{self.number:0{width}d}"

    def next(self) -> ArxivId | None:
        """The following number in the same month, ``None`` after the last possible."""
        if self.number >= self.max_number:
            return None
        return ArxivId(self.yymm, self.number + 1)

    def first_of_next_month(self) -> ArxivId:
        """``2412.xxxxx`` → ``2501.00001``: the month roll-over."""
        year, month = divmod(self.yymm, 100)
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)
        return ArxivId((year % 100) * 100 + month, 1)


def split_version(raw: str) -> tuple[str, str | None]:
    """``"2401.00001v2"`` → ``("2401.00001", "v2")``; ``(raw, None)`` without version."""
    match = re.match(r"^(.*?)(v\d+)$", raw)
    if match and (_NEW.match(raw) or _OLD.match(raw)):
        return match.group(1), match.group(2)
    return raw, None


def normalize_arxiv_id(raw: str) -> str | None:
    """The canonical id (no version) of ``raw``, or ``None`` if it is not an arXiv id.

    Accepts ``2401.00001``, ``2401.00001v2``, ``arXiv:2401.00001``, abs/pdf
    URLs, ``hep-th/9901001`` and ``hep-th_9901001`` (a file-name-safe form).
    """
    text = _PREFIX.sub("", raw.strip())
    text = re.sub(r"\.pdf$", "", text, flags=re.IGNORECASE)
    new = _NEW.match(text)
    if new:
        try:
            return str(ArxivId.parse(text))
        except ValueError:
            return None
    old = _OLD.match(text)
    if old:
        return f"{old.group(1)}/{old.group(2)}"
    return None


@dataclass(frozen=True)
class ArxivSelection:
    """What an ``arxiv:`` source names: an inclusive range, or a list of ids."""

    first: ArxivId | None = None
    last: ArxivId | None = None
    ids: tuple[str, ...] = ()

    @property
    def is_range(self) -> bool:
        return self.first is not None


def parse_arxiv_source(source: str) -> ArxivSelection:
    """Parse ``arxiv:FIRST..LAST`` (inclusive, new-style) or ``arxiv:ID[,ID…]``.

    Raises :class:`SourceError` with what is wrong.
    """
    if not source.lower().startswith("arxiv:"):
        raise SourceError(f"{source!r} is not an arXiv source (expected 'arxiv:…')")
    body = source[len("arxiv:") :].strip()
    if ".." in body:
        left, _, right = body.partition("..")
        try:
            first, last = ArxivId.parse(left), ArxivId.parse(right)
        except ValueError as exc:
            raise SourceError(
                f"invalid arXiv range {source!r}: {exc}",
                hint="Use new-style ids, e.g. 'arxiv:2401.00001..2401.00500'.",
            ) from exc
        if last < first:
            raise SourceError(f"invalid arXiv range {source!r}: {last} comes before {first}")
        return ArxivSelection(first=first, last=last)
    ids = []
    for part in filter(None, (p.strip() for p in body.split(","))):
        normalized = normalize_arxiv_id(part)
        if normalized is None:
            raise SourceError(f"{part!r} in {source!r} is not an arXiv id")
        ids.append(normalized)
    if not ids:
        raise SourceError(f"{source!r} names no arXiv id")
    return ArxivSelection(ids=tuple(dict.fromkeys(ids)))
