"""A corpus of papers typeset by ReportLab's Platypus (a dev-only tool).

``build.py`` writes journal-like papers (:mod:`reportlab_corpus.styles`: a title
block, names with superscript marks, affiliations under the names, in a table or in
first-page footnotes, an abstract with a heading, boxed, run in or headingless,
keywords, a running head, a one- or two-column body and a reference list) straight
to PDF with ReportLab, an engine the reader was not tuned on: its own span splits,
word spacing and font encodings (base-14 fonts and subset TrueType fonts).
"""
