"""A nickname set inside a name, in quotes or brackets, left out (pure; bylines70).

American and West African bylines print the name a person goes by between their given
name and surname: 'Robert "Bob" Kline', "Margaret 'Peggy' Osei", "Chukwuemeka “Emeka”
Obi", "Oluwaseun „Seun“ Adeyemi", "Thomas (Tom) Reyes".  The quotes and brackets cut the
name in two, and the line named nobody.  A record gives the name without it:
:func:`without_nicknames` drops one capitalised word in quotes (straight, curly, low or
guillemets) or in brackets standing between two capitalised words,
where it or the word before it is a common given name
(:func:`~tapyre_paper_search.pdf.givennames.is_given_name`): quotes and brackets hold
many other things ("Ann Lee (Oslo) and …", "Tumour (Grade) Analysis", 'The "Green"
Revolution').  A quoted phrase of two words or
more, a quote after a particle ("Filippo de' Rossi"), an apostrophe inside a name
("O'Brien") and a quoted word at a line's end are left as they are.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.givennames import is_given_name

_QUOTED = re.compile(r"\b([^\W\d_]+) [\"“„'‘«‹]([^\W\d_][^\W\d_'’-]+)[\"”“'’»›](?= ([^\W\d_]))")
_BRACKETED = re.compile(r"\b([^\W\d_]+) \(([^\W\d_][^\W\d_-]+)\)(?= ([^\W\d_]))")
_HINT = re.compile(r"[\"“„'‘«‹(]")


def _nickname(match: re.Match[str]) -> str:
    """The match less its nickname, where it is one (see the module); else the match."""
    before, inner, after = match.group(1), match.group(2), match.group(3)
    if not (before[0].isupper() and after.isupper() and inner[0].isupper() and inner[1:].islower()):
        return match.group()
    return before if is_given_name(inner) or is_given_name(before) else match.group()


def without_nicknames(line: str) -> str:
    """``line`` without the nicknames set inside its names (see the module)."""
    if _HINT.search(line) is None:
        return line
    return _BRACKETED.sub(_nickname, _QUOTED.sub(_nickname, line))


__all__ = ["without_nicknames"]
