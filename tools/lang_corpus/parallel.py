"""Parallel abstracts (lang38, ``--parallel``): the English abstract a translation of
the paper's own.

The Spanish, Italian, Portuguese and Dutch pools (:mod:`~lang_corpus.romance`,
:mod:`~lang_corpus.lowromance`) say the same thirty things in the same order;
:data:`ENGLISH` says them in English, written for this builder.  With ``--parallel``
a paper in one of those languages draws its title and abstract as sentence indices,
so its English abstract is the same sentences in the same order (a length or
structure check between the two can be measured), and ``page-two``'s English title is
the title's translation.  German and French (lang39) draw from
:mod:`~lang_corpus.translations`, the same thirty sentences translated.  The held-out part of a pool
is the one :func:`~lang_corpus.sentences.for_split` gives (by the paper's language's
sentence), so a held-out set's sentences are those it had without ``--parallel``.
"""

from __future__ import annotations

import random
import zlib

from lang_corpus import translations
from lang_corpus.romance import SENTENCES as ROMANCE

ENGLISH = (
    "We study the growth of urban trees over ten years.",
    "The results show a clear reduction in computing time.",
    "We propose a simple method to estimate the quality of annotations.",
    "The clinical data come from two university hospitals.",
    "A probabilistic model describes the dynamics of the observed populations.",
    "The mean precision exceeds that of the reference methods.",
    "The measurements were carried out in four independent laboratories.",
    "This work opens the way to applications in the medical field.",
    "The remaining errors are mostly due to the noise of the sensors.",
    "We show that convergence is guaranteed under weak assumptions.",
    "The sample includes more than two thousand adult participants.",
    "The numerical simulations confirm the theoretical predictions.",
    "We discuss the limits of the study and directions for future research.",
    "We present a data set annotated by hand by experts.",
    "The variability between subjects is low in all conditions.",
    "This approach needs no additional labelled data.",
    "The experiments reveal a strong dependence on the initial parameters.",
    "We analyse the stability of composite materials under thermal load.",
    "The results suggest a link between sleep and working memory.",
    "A greedy algorithm finds a nearly optimal solution in linear time.",
    "A human evaluation confirms the quality of the generated summaries.",
    "We compare the cost of the two procedures over their whole service life.",
    "The energy use of the plant is recorded over a full year.",
    "The cells were observed for two weeks under controlled conditions.",
    "The effect of the drug depends strongly on the dose given.",
    "The differences between the groups are not statistically significant.",
    "We describe the construction and calibration of a new instrument.",
    "The neural network learns to recognise structures from few examples.",
    "The participants filled in a questionnaire before and after the intervention.",
    "The observations were made during three field campaigns.",
)
SENTENCES = {**ROMANCE, **translations.SENTENCES}
LANGUAGES = frozenset(lang for lang, pool in SENTENCES.items() if len(pool) == len(ENGLISH))


def pairs(language: str, split: str) -> tuple[tuple[str, str], ...]:
    """The (own, English) sentence pairs of ``language`` for ``split``: the held-out
    split those whose own sentence's CRC-32 is divisible by three (as ``for_split``)."""
    held = split == "heldout"
    return tuple(
        (own, english)
        for own, english in zip(SENTENCES[language], ENGLISH, strict=True)
        if (zlib.crc32(own.encode("utf-8")) % 3 == 0) == held
    )


def draw(rng: random.Random, language: str, split: str) -> tuple[str, str, str, str]:
    """A title and a three-to-six-sentence abstract in ``language`` and their English
    translations: ``(title, abstract, english_title, english_abstract)``."""
    pool = pairs(language, split)
    first = rng.randrange(len(pool))
    rest = [i for i in range(len(pool)) if i != first]
    picked = rng.sample(rest, k=min(len(rest), rng.randint(3, 6)))
    return (
        pool[first][0].rstrip(".").strip(),
        " ".join(pool[i][0] for i in picked),
        pool[first][1].rstrip(".").strip(),
        " ".join(pool[i][1] for i in picked),
    )
