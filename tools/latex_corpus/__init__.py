"""LaTeX-typeset papers from real records, with their truth, for measuring PDF extraction.

``python tools/latex_corpus/build.py --out DIR --count N --split train|heldout``
draws records from ``tapyre-paper-search/tests/pdfgen``'s pool (arXiv metadata
and SciFact abstracts; train and held-out records never overlap), writes each
paper's LaTeX source in a real publisher's document class
(:mod:`latex_corpus.classes`, :mod:`latex_corpus.classes_sci`,
:mod:`latex_corpus.classes_journals`, :mod:`latex_corpus.classes_more`,
:mod:`latex_corpus.classes_fonts`), optionally in a drawn text font
(:mod:`latex_corpus.fonts`), compiles it
with ``pdflatex`` and writes ``truth.jsonl`` in the format of
``pdfgen.corpus.Truth``, so ``benchmarks/pdf_metadata.py --kinds --corpus DIR``
scores it per class.

Modules: :mod:`~latex_corpus.escape` (text to LaTeX, and the text a PDF prints),
:mod:`~latex_corpus.paper` (one paper's authors, affiliations, keywords, body),
:mod:`~latex_corpus.body` (sections, table, equation, bibliography),
:mod:`~latex_corpus.classes` / :mod:`~latex_corpus.classes_sci` /
:mod:`~latex_corpus.classes_journals` / :mod:`~latex_corpus.classes_more` /
:mod:`~latex_corpus.classes_fonts` (one template a class), :mod:`~latex_corpus.fonts`
(the per-paper font draw),
:mod:`~latex_corpus.compiler` (pdflatex in a temporary folder).
"""
