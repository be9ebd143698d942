"""Papers printed from HTML by Chromium, from real records, with their truth.

``python tools/html_corpus/build.py --out DIR --count N --split train|heldout``
draws records and authors as :mod:`latex_corpus` does, writes each paper as an
HTML page with its own CSS in one of the styles of :mod:`~html_corpus.registry`
(fonts only from the system, no network), prints the lot with Debian's Chromium
(``chromium --headless --print-to-pdf``; :mod:`~html_corpus.chromium`) and writes
``truth.jsonl`` for ``benchmarks/pdf_metadata.py --corpus DIR``.

Modules: :mod:`~html_corpus.look` (fonts, sizes, spacing and page per paper),
:mod:`~html_corpus.parts` (escaping, author lists, affiliations, abstracts,
keywords), :mod:`~html_corpus.styles` / :mod:`~html_corpus.styles_more`
(train styles), :mod:`~html_corpus.styles_rotated` (held-out styles moved to
train), :mod:`~html_corpus.styles_held` (held-out styles),
:mod:`~html_corpus.registry` (styles by name, which a split may use),
:mod:`~html_corpus.body` (sections, a table, references),
:mod:`~html_corpus.document` (a whole page, the truth),
:mod:`~html_corpus.chromium` (printing with Chromium).
"""
