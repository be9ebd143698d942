"""A held-out corpus of first pages shaped like real publications' (a dev-only tool).

``build.py`` draws each paper with one of :data:`realpage_corpus.designs.DESIGNS`: a
first page modelled on a kind of real publication (an open-access biomedical article,
an engineering journal's masthead and article-info sidebar, a physics letter, a
preprint with line numbers, a conference paper, a humanities article, ...) with the
clutter such pages carry (running heads, article-type labels, logos, dates, citation
blocks, licence lines, badges, highlights boxes, correspondence notes), straight to
PDF with ReportLab's canvas and Platypus.  The truth is the record's title, the names
as drawn (marks, degrees and icons aside) and the abstract as drawn.
"""
