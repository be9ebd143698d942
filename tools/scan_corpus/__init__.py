"""A corpus of first pages as old preprints and back issues arrive (round 68, ocr68).

Papers are drawn by ``pdfgen`` from the shared records (its text-layer papers only:
no cover sheet, no broken text layer) and their first page is remade as one of
:data:`scan_corpus.pages.KINDS` (``pages.py``): a scan skewed by 0.5-3 degrees, grey
or yellowed, speckled, at 150-300 dpi, JPEG-stored; the same scan under an invisible
(render mode 3) OCR layer of someone else's poor OCR (wrong letters, lines missing,
shifted off the picture); the page's text turned into filled outlines (no text, no
images); the title block pasted as a picture over a text layer that lacks it.  The
pages after the first stay as typeset.  ``build.py`` writes the corpus and its
``truth.jsonl`` (pdfgen's, with the page kind and ``scan-corpus`` added to the kinds).
"""
