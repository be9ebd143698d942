"""Ranks written without their stops, as British and Commonwealth services write them (pure;
bylines72).

"Lt Col Sarah Whitcombe RAMC and Maj (Dr) Arun Pillai", "Wg Cdr Arjun Rao, VSM and Sqn
Ldr Meera Pillai", "Lt Col Sarah Mitchell, USAF, and Maj Daniel Ortiz, USA": the ranks
(:data:`.academictitles.RANKS`) are known with their stop only, since "Col", "Maj", "Gen"
alone open names ("Maj Britt Lindqvist").  The line proves the style: two ranks in a row
with no stops ("Lt Col", "Wg Cdr", "Sqn Ldr", "Maj Gen") before a capitalised word, which
no name writes.  On such a line :func:`with_stopped_ranks` gives every stopless rank that
opens a name (the line's start, after a separator, a word for "and", or another rank) its
stop, so the ranks are read and dropped as the stopped ones are ("Lt. Col. Sarah
Whitcombe"); and a service's or corps' letters set after a name with no comma (a word of
two to five capitals after a word in small letters, before a separator, "and" or the end:
"Whitcombe RAMC and") are cut, as the services write them after a ranked name.

Stays (tests): a line with no rank pair ("Maj Britt Lindqvist and Col Hughes", "Ann Lee
NASA": one rank word alone proves nothing), a rank's word inside a name ("Anna Col
Ferreira" after no separator), a capitals word on a line with no rank pair ("Jun LI").
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.academictitles import RANKS

_STEMS = sorted({word[:-1].capitalize() for word in RANKS}, key=lambda w: (-len(w), w))
_RANK = "|".join(_STEMS)
_PAIR = re.compile(rf"(?<![\w.])(?:{_RANK}) (?:{_RANK}) [^\W\d_]")
"""The proof: two stopless ranks in a row before a word ("Lt Col Sarah", "Sqn Ldr Meera")."""
_PAIR_GATE = re.compile(rf"(?:{_RANK}) (?:{_RANK}) ")
""":data:`_PAIR` less its look-behind and last letter: every line it finds this finds, and
a search that opens on no look-behind skips to the stems' capitals, several times cheaper
on the lines with no rank (review 67)."""
_OPENING = re.compile(rf"(?:(?<=^)|(?<=[,;] )|(?<= and )|(?<= & )|(?<=\. ))(?:{_RANK})(?= )")
"""A stopless rank opening a name, or after a word with its stop (a rank given its stop)."""
_CORPS = re.compile(r"(?<=[a-zß-ÿ]) [A-Z]{2,5}(?=\s*(?:[,;]|\s(?:and|&)\s|$))")
"""A service's letters after a name with no comma: "Whitcombe RAMC and"."""


def with_stopped_ranks(line: str) -> str:
    """``line`` with its stopless ranks stopped and its services' letters cut, where two
    stopless ranks in a row prove the style (see the module); else ``line``."""
    if " " not in line or _PAIR_GATE.search(line) is None or _PAIR.search(line) is None:
        return line
    stopped = line
    while True:
        again = _OPENING.sub(lambda m: m.group() + ".", stopped)
        if again == stopped:
            break
        stopped = again
    return _CORPS.sub("", stopped)


__all__ = ["with_stopped_ranks"]
