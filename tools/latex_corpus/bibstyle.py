"""One BibTeX style of the LaTeX corpus: :class:`Style` (moved from
:mod:`latex_corpus.bibstyles` in refs45, which lists the styles)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Style:
    """One ``.bst`` style (or, with ``biblatex``, a biblatex style run with its BibTeX
    backend): its name, the templates it goes with, what it needs."""

    name: str
    templates: tuple[str, ...]
    natbib: bool = False
    heldout: bool = False
    packages: str = ""  # what the style's output needs beyond natbib
    et_al: tuple[int, int] = (0, 0)  # more than [0] names print as the first [1], "et al."
    class_option: str = ""  # what the class needs to read the style's list
    others_kept: int = 0  # a list cut with "and others" prints its first this many only
    others_count: bool = False  # "and others" counts as a name toward ``et_al``'s [0]
    biblatex: str = ""  # a biblatex style (``style=``) rather than a ``.bst`` file
    options: str = ""  # biblatex options after the style's (refs64: a variant's shape)

    def printed_names(self, names: tuple[str, ...], others: bool = False) -> tuple[str, ...]:
        """The ones of an entry's ``names`` this style prints; ``others``: the ``.bib``
        cuts the list with "and others" (most styles print every name before "et al.")."""
        if others and self.others_kept:
            return names[: self.others_kept]
        more, kept = self.et_al
        count = len(names) + int(others and self.others_count)
        return names[:kept] if more and count > more else names

    def biblatex_preamble(self) -> str:
        """The preamble lines that load biblatex in this (biblatex) style and name the
        ``.bib``: every name printed (``maxbibnames=99``), BibTeX as the backend, then
        :attr:`options` (which may set ``maxbibnames`` again: the later one holds)."""
        options = f"backend=bibtex,style={self.biblatex},maxbibnames=99"
        options += f",{self.options}" if self.options else ""
        return f"\\usepackage[{options}]{{biblatex}}\n\\addbibresource{{refs.bib}}\n"
