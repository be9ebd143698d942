"""German and French papers for the word-processor and browser corpora (``--language``).

Both builders (:mod:`office_corpus`, :mod:`html_corpus`) take ``--language de fr``
(and ``--language-share``): a drawn paper is then localized
(:func:`~lang_corpus.paper.localize`: a German or French title and abstract, German
or French affiliations, German names in German papers, often an English abstract
printed after the first one, "Eingegangen am …" / "Reçu le …" and a corresponding
author's line) and, once its style has written it, its printed labels are
translated (:mod:`~lang_corpus.office` for a ``.docx``, :mod:`~lang_corpus.html`
for a page).  Without ``--language`` nothing here runs and a corpus is
byte-identical to one built before this package existed.

Modules: :mod:`~lang_corpus.text` (sentences and label words),
:mod:`~lang_corpus.paper` (the localized paper and what it adds),
:mod:`~lang_corpus.office`, :mod:`~lang_corpus.html`, :mod:`~lang_corpus.parallel`
(``--parallel``: English abstracts that translate the paper's own, lang38).
"""
