"""Names read across a wrapped byline's breaks put in place among a page's names (pure).

:func:`with_wrapped_names` takes the names read line by line and the names read
across each break of a wrapped byline
(:func:`~tapyre_paper_search.pdf.bandbreaks.reads_across_breaks`): a name read
across a break takes the place of its first part read alone ("Jian-" / "feng Li",
"Bhimavarapu Srinivasa" / "Sravani"), and parts of longer names are dropped — but
a name that a read across a break holds as a person of its own stays, though it is
the first words of another ("Bhimavarapu Srinivasa Sravani, Bhimavarapu Srinivasa":
two people, names40).
"""

from __future__ import annotations

from collections.abc import Sequence


def with_wrapped_names(names: tuple[str, ...], reads: Sequence[list[str]]) -> tuple[str, ...]:
    """``names`` with the names ``reads``
    (:func:`~tapyre_paper_search.pdf.bandbreaks.reads_across_breaks`) put in place."""
    if not any(reads):
        return names
    out = list(names)
    for read in reads:
        for k, name in enumerate(read):
            if name not in out:
                _place(out, name, read[:k], read[k + 1 :])
    whole = [_words(n) for n in out]
    across = [_words(n) for read in reads for n in read]
    read_words = [[_words(n) for n in read] for read in reads]
    kept = [
        n
        for n in out
        if not any(
            _part_of(_words(n), w) and not _side_by_side(_words(n), w, read_words) for w in whole
        )
        and not any(_tail_of(_words(n), w) for w in across)
    ]
    return tuple(dict.fromkeys(kept))


def _side_by_side(part: list[str], whole: list[str], reads: Sequence[list[list[str]]]) -> bool:
    """Whether one read across a break holds both ``part`` and the longer ``whole`` it
    opens as names of their own: two people ("Bhimavarapu Srinivasa Sravani,
    Bhimavarapu Srinivasa"; names40), not a name and its first part read alone."""
    return any(part in read and whole in read for read in reads)


def _words(name: str) -> list[str]:
    return name.casefold().replace(".", "").split()


def _part_of(part: list[str], whole: list[str]) -> bool:
    """Whether the name ``part`` is the first words of the longer name ``whole``."""
    return len(whole) > len(part) and whole[: len(part)] == part


def _tail_of(part: list[str], whole: list[str]) -> bool:
    """Whether the name ``part`` is the last words of the longer name ``whole`` (the
    line under a break read alone: "W. Charmousis" of "D." / "W. Charmousis"), words
    taken apart at hyphens ("Pierre Dupont" of "Jean-" / "Pierre Dupont")."""
    part, whole = _unhyphenated(part), _unhyphenated(whole)
    return len(whole) > len(part) and whole[-len(part) :] == part


def _unhyphenated(words: list[str]) -> list[str]:
    return [piece for word in words for piece in word.split("-") if piece]


def _place(out: list[str], name: str, before: list[str], after: list[str]) -> None:
    """Put ``name``, read across a break between the names ``before`` and ``after``,
    into ``out``: where its first part was read alone, else right after the last of
    ``before`` in ``out``, else right before the first of ``after``, else at the end."""
    own = _words(name)
    at = next(
        (k for k, n in enumerate(out) if _part_of(_words(n), own) or _tail_of(_words(n), own)),
        None,
    )
    if at is not None:
        out[at] = name
        return
    prior = [out.index(n) + 1 for n in before if n in out]
    later = [out.index(n) for n in after if n in out]
    out.insert(prior[-1] if prior else later[0] if later else len(out), name)
