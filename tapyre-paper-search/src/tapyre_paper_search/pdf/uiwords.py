"""A web page's buttons and tools that read like a name (pure; front53).

An article page printed from a browser keeps its buttons and tools by the byline:
"Download PDF", "Open in viewer", "Cite this article", "Share", "Get access", "Export
citation".  Two capitalised words with no word a name cannot hold, the byline
reader took "Download PDF" under the names for one more author.

:func:`is_ui_label` tells such a piece: its first word is an action a page's control
names (:data:`ACTIONS`, English, German, French, Spanish, in any case) and every other
word is a thing such a control acts on or a little word between them
(:data:`_OBJECTS`: "PDF", "article", "citation", "viewer", "this", "in", "full text";
a data repository's "dataset", "files", "record": "Cite Dataset", "Access Dataset",
front55),
or any of its words is a file format's name ("PDF", "EPUB", "BibTeX"), which no
person's name holds, or a literature index's search link that a printed article page
sets under each author (:data:`SEARCH_LINKS`: "PubMed", "Google Scholar"; bylines64).
:func:`~tapyre_paper_search.pdf.namewords.as_name` refuses such a piece.  A name whose
first word happens to be an action ("Share Ann" is none, but "Cy Save" keeps: only a
first word is asked) is read where its other words are not all objects.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

ACTIONS = frozenset(
    (  # noqa: SIM905
        # English
        "download downloads share cite export print save open view get request buy"
        " subscribe follow add email e-mail send copy read access sign log rent purchase"
        # German, French, Spanish
        " herunterladen teilen zitieren exportieren drucken speichern öffnen"
        " télécharger partager citer exporter imprimer enregistrer ouvrir"
        " descargar compartir citar exportar imprimir guardar abrir"
    ).split()
)
"""The first words of a page's controls, in lower case."""
_OBJECTS = frozenset(
    (  # noqa: SIM905
        "pdf epdf epub html xml bibtex article articles paper chapter book issue citation"
        " citations cite reference references viewer reader full text this to in as the a"
        " an my your our library alert alerts access permissions reprints figures tables"
        " supplementary material materials data metrics page link links options tools"
        " dataset datasets files record"
        " now free here more share download print export save view open get"
        " artikel zitat le la les l'article el artículo cita"
    ).split()
)
"""What a control acts on, and the little words between, in lower case."""
FORMATS = frozenset(("pdf", "epdf", "epub", "bibtex", "endnote", "xml", "html"))
"""A file format's name: no person's name holds one as a word."""


SEARCH_LINKS = frozenset(("pubmed", "crossref", "scopus", "google scholar"))
"""A literature index's search link, a word or two words, in lower case: no person's
name holds one ("PubMed Google Scholar" under an author's name)."""


def is_ui_label(words: Sequence[str]) -> bool:
    """Whether ``words`` (a piece's words as printed) are a page's control: an action
    and the things it acts on (see the module), or words holding a file format's name."""
    lowered = [w.lower().strip(".,:;()[]") for w in words]
    if any(w in FORMATS or w in SEARCH_LINKS for w in lowered):
        return True
    if any(" ".join(pair) in SEARCH_LINKS for pair in pairwise(lowered)):
        return True
    return len(lowered) > 1 and lowered[0] in ACTIONS and all(w in _OBJECTS for w in lowered[1:])


__all__ = ["ACTIONS", "FORMATS", "SEARCH_LINKS", "is_ui_label"]
