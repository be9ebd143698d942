"""Reference libraries: BibTeX and RIS files, Zotero libraries, and export.

Pure mapping between what reference managers store and paper search's
records; the data providers that read the files, databases and web API are in
:mod:`tapyre_paper_search.providers` (``bibtex``, ``ris``, ``zotero``,
``zotero-web``).

* :mod:`.reference`: :class:`~.reference.Reference`, the record every format
  is read into and written from;
* :mod:`.identity`: the paper id of a reference (arXiv id, DOI, or a
  fingerprint), so that the same paper from any source is stored once;
* :mod:`.bibtex`, :mod:`.ris`, :mod:`.zotero_items`, :mod:`.zotero_sqlite`:
  the readers;
* :mod:`.export`: BibTeX, RIS and CSL-JSON writers.

Importing this package imports nothing heavy (bibtexparser and rispy are
imported by the functions that use them).
"""
