"""A copyright holder named as a bank, a utility or a trading house (pure; bylines55).

A firm's report prints no byline and a copyright line at its foot: "© 2020 Banco
Santander", "© 2021 Crédit Agricole", "© 2022 Stadtwerke München", "© 2019 Mitsubishi
Shoji".  Each holder has a name's shape (two capitalised words, none an institution's),
so :mod:`~tapyre_paper_search.pdf.copyrightnames` read the firm as its author.

:func:`is_trade_holder` reads the firm from its trade's noun: a bank's, a savings
bank's or a credit house's noun opening the holder, as such firms' names open
(:data:`_OPENERS`: "Banco", "Banca", "Banque", "Bank", "Crédit", "Caisse", "Caja",
"Caixa", "Cassa", "Sparkasse"), or a trade's noun anywhere in it (:data:`_TRADES`: a
savings bank, "Sparkasse"; a city's utility,
"Stadtwerke", "Utilities", "Waterworks"; an electricity company, "Electric",
"Elettrica", "Eléctrica", "Électricité"; a trading house, "Trading", "Shoji", "Shōji",
"Bussan", "Shōsha", "Handelsgesellschaft"), or "Bank" closing it after a first word
that is no given name ("Mizuho Bank"; "Ann Bank" is a person).  No other word here
closes a person's name; words that do ("Power", "Banks", "Waters") are left out.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.givennames import is_given_name

_OPENERS = re.compile(
    r"^(?:banco|banca|banque|bank|bankhaus|cr[ée]dit|cr[ée]dito|credito|caisse|caixa|caja"
    r"|cassa|sparkasse|kreissparkasse|stadtsparkasse)\b",
    re.IGNORECASE,
)
"""A bank's or a credit house's noun opening a holder's name, in seven languages."""

_TRADES = re.compile(
    r"\b(?:banken|bancorp|sparkasse|stadtwerke|utilities|waterworks|wasserwerke"
    r"|electric|elettrica|el[ée]ctrica|[ée]lectricit[ée]|trading|sh[oō]ji|bussan"
    r"|sh[oō]sha|handelsgesellschaft)\b",
    re.IGNORECASE,
)
"""A bank's, a utility's, an electricity company's or a trading house's noun anywhere in
a holder's name."""


_BANK_LAST = re.compile(r"\S\s+bank$", re.IGNORECASE)
"""A holder closing on "Bank" ("Mizuho Bank"), a surname too ("Ann Bank")."""


def is_trade_holder(holder: str) -> bool:
    """Whether ``holder`` (a copyright line's holder, its year off) names a bank, a
    utility or a trading house by its trade's noun (see the module); one closing on
    "Bank" where its first word is no given name."""
    text = holder.strip()
    if _OPENERS.match(text) or _TRADES.search(text):
        return True
    return bool(_BANK_LAST.search(text)) and not is_given_name(text.split()[0])


__all__ = ["is_trade_holder"]
