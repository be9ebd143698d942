"""Word-processor-typeset papers from real records, with their truth, for measuring PDF extraction.

``python tools/office_corpus/build.py --out DIR --count N --split train|heldout``
draws records and authors as :mod:`latex_corpus` does, writes each paper as a
``.docx`` with python-docx in one of its Word-template-like styles
(:mod:`~office_corpus.registry`), converts the lot with LibreOffice (``soffice
--headless --convert-to pdf``) and writes ``truth.jsonl`` for
``benchmarks/pdf_metadata.py --corpus DIR``.

Modules: :mod:`~office_corpus.docx_parts` (python-docx helpers: runs, rules,
columns, fields), :mod:`~office_corpus.look` (fonts and sizes per paper),
:mod:`~office_corpus.pieces` (author lists, affiliations, abstracts, keywords),
:mod:`~office_corpus.styles` / :mod:`~office_corpus.styles_more` /
:mod:`~office_corpus.styles_held` (one front matter a style),
:mod:`~office_corpus.registry` (styles by name, held-out ones),
:mod:`~office_corpus.body` (sections, a table, references),
:mod:`~office_corpus.document` (a whole ``.docx``, the truth),
:mod:`~office_corpus.convert` (LibreOffice in batches),
:mod:`~office_corpus.batch` (a paper drawn from the pool, the truth file; shared with
:mod:`html_corpus`).
"""
