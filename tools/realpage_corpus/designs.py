"""The designs (:class:`realpage_corpus.layout.Design`), each with the kind of real
first page it imitates.  The twelve written in round 69 were held out for one measurement
(main 561a3fdb, seed 6969, in the README) and are train designs since; so are the twelve
of round 70 (pages_c, pages_d), measured once (main e18a18d6, seed 7070), and the eight
of round 71 (pages_e), measured once (main 41877a09, seed 7171), and round 72's eight
(pages_f); realpage72's seven (pages_g) were written as train designs; round 73's eight
(pages_h) and round 74's eight (pages_i) are held out.  A design marked ``heldout`` goes
only into a held-out corpus, any other only into a train corpus."""

from __future__ import annotations

from realpage_corpus import (
    pages_a,
    pages_b,
    pages_c,
    pages_d,
    pages_e,
    pages_f,
    pages_g,
    pages_h,
    pages_i,
)
from realpage_corpus.layout import Design

DESIGNS: dict[str, Design] = {
    d.name: d
    for d in (
        Design("biomed-oa", "open-access biomedical / public-health research article",
               ("helvetica", "liberation-sans"), "a4", pages_a.biomed_oa),
        Design("masthead-sidebar", "engineering / environmental-science article of a large "
               "commercial journal (masthead, ARTICLE INFO sidebar)",
               ("times", "liberation-serif"), "a4", pages_a.masthead_sidebar),
        Design("physics-letter", "physics letter (centred front matter, received line, DOI)",
               ("times", "dejavu-serif"), "letter", pages_a.physics_letter),
        Design("ml-preprint", "machine-learning conference submission posted as a preprint "
               "(repository stamp, line numbers)", ("times", "liberation-serif"), "letter",
               pages_a.ml_preprint),
        Design("health-preprint", "health-sciences preprint of a submitted manuscript "
               "(server header, line numbers, not-peer-reviewed note)",
               ("liberation-serif", "liberation-sans", "times"), "letter", pages_a.health_preprint),
        Design("conference-paper", "computing conference proceedings paper (author blocks, "
               "concepts, reference format, permission block)",
               ("liberation-sans", "dejavu-sans", "times"), "letter", pages_a.conference_paper),
        Design("transactions", "electrical-engineering transactions paper (grades after "
               "names, Abstract— run-in, manuscript-history footnote)",
               ("times", "liberation-serif"), "letter", pages_b.transactions),
        Design("humanities-article", "humanities / social-science journal article (history "
               "and keywords column, CONTACT line)", ("dejavu-serif", "times", "liberation-serif"),
               "a4", pages_b.humanities_article),
        Design("chemistry-paper", "chemistry / materials journal paper (Cite this sidebar, "
               "boxed headingless abstract, ESI note)", ("helvetica", "dejavu-sans"), "a4",
               pages_b.chemistry_paper),
        Design("science-article", "multidisciplinary science journal article (bold summary "
               "paragraph, unheaded body)", ("helvetica", "liberation-sans"), "a4",
               pages_b.science_article),
        Design("oa-sidebar", "open-access multidisciplinary article (Citation / Academic "
               "Editor / licence sidebar)", ("liberation-serif", "dejavu-serif", "times"), "a4",
               pages_b.oa_sidebar),
        Design("clinical-highlights", "clinical medicine Original Paper (degrees after names, "
               "Highlights box, framed structured abstract)", ("helvetica", "dejavu-sans",
               "liberation-sans"), "letter", pages_b.clinical_highlights),
        # round 70: held out for one measurement (main e18a18d6, seed 7070), train since
        Design("econ-working-paper", "economics / social-science working or discussion paper "
               "cover (series and number, footnoted names, JEL codes, thanks note)",
               ("times", "liberation-serif", "dejavu-serif"), "letter", pages_c.econ_working_paper),
        Design("law-review", "law-review article (names in capitals with star footnotes, "
               "italic abstract, table of contents)", ("times", "liberation-serif"), "letter",
               pages_c.law_review),
        Design("math-article", "mathematics journal article (capitals title and names, small "
               "Abstract run-in, subject classification and received note at the foot)",
               ("times", "dejavu-serif", "liberation-serif"), "letter", pages_c.math_article),
        Design("astro-article", "astronomy / astrophysics article (manuscript line, Received / "
               "Accepted, ruled ABSTRACT, Key words, two columns)",
               ("times", "liberation-serif"), "a4", pages_c.astro_article),
        Design("tech-report", "university department technical report cover (band, report "
               "number, names with places, framed abstract, funding note)",
               ("helvetica", "liberation-sans", "dejavu-sans"), "either", pages_c.tech_report),
        Design("thesis", "doctoral / master's thesis title page and abstract page (one writer, "
               "supervisors named)", ("times", "liberation-serif", "dejavu-serif"), "either",
               pages_c.thesis, authors=1),
        Design("book-chapter", "chapter in an edited scholarly book (Chapter N, editors, book "
               "and series at the foot)", ("times", "liberation-serif", "dejavu-serif"), "either",
               pages_d.book_chapter),
        Design("nursing-box", "nursing / education journal article (credentials after names, "
               "labelled abstract blocks, What is known / What this paper adds box)",
               ("helvetica", "liberation-sans", "dejavu-sans"), "a4", pages_d.nursing_box),
        Design("geo-keypoints", "geoscience / ecology journal article (Key Points and Citation "
               "sidebar, Abstract then Plain Language Summary)",
               ("times", "liberation-serif", "dejavu-serif"), "letter", pages_d.geo_keypoints),
        Design("bio-preprint", "biology preprint (server licence stamp at top and foot, Summary, "
               "Highlights, lead contact)", ("helvetica", "liberation-sans", "dejavu-sans"),
               "letter", pages_d.bio_preprint),
        Design("bilingual", "article in a Portuguese- / Spanish-language journal printed in "
               "English (Resumo/Resumen before the English Abstract)",
               ("times", "dejavu-serif", "liberation-serif"), "a4", pages_d.bilingual),
        Design("extended-abstract", "graphics / HCI conference extended abstract (one-column "
               "head, teaser figure with caption, two columns from ABSTRACT)",
               ("liberation-sans", "helvetica", "dejavu-sans"), "letter",
               pages_d.extended_abstract),
        # round 71: held out once (main 41877a09, seed 7171), train since round 72
        Design("lncs-paper", "computer-science paper in a proceedings volume (narrow block, "
               "e-mails grouped in braces, Abstract. run-in, editors and series at the foot)",
               ("times", "liberation-serif", "dejavu-serif"), "either", pages_e.lncs_paper),
        Design("ieee-conference", "electrical-engineering / computing conference paper (author "
               "blocks three a row, ordinals at times, Abstract\u2014 and Index Terms\u2014, ISBN "
               "line)", ("times", "liberation-serif"), "letter", pages_e.ieee_conference),
        Design("psych-manuscript", "psychology / social-science manuscript as submitted (running "
               "head, Author Note, abstract alone on page two)", ("times", "liberation-serif",
               "dejavu-serif"), "letter", pages_e.psych_manuscript),
        Design("case-report", "medical case report / short communication (degrees after names, "
               "correspondence box beside the abstract, Learning points)",
               ("helvetica", "liberation-sans", "dejavu-sans"), "a4", pages_e.case_report),
        Design("humanities-epigraph", "humanities journal article (names in capitals over "
               "institutions, headingless abstract, epigraph, unheaded text)",
               ("times", "liberation-serif", "dejavu-serif"), "either",
               pages_e.humanities_epigraph),
        Design("review-contents", "review article in a yearly review series (Contents list "
               "beside the abstract, Keywords one a line, series band)",
               ("helvetica", "liberation-sans", "dejavu-sans"), "letter", pages_e.review_contents),
        Design("agency-report", "government agency report (cover with Prepared by / Prepared "
               "for, Foreword signed by a director, Abstract on page two)",
               ("helvetica", "liberation-sans", "times"), "letter", pages_e.agency_report),
        Design("typed-preprint", "older typewritten department preprint in physics / "
               "mathematics (monospace, everything centred, preprint number)",
               ("dejavu-sans",), "either", pages_e.typed_preprint),
        # round 72: held out once (main ab7d3ed6, seed 7272), train since round 73
        Design("society-journal", "mid-size society journal article (names and places "
               "interleaved in one centred block, manuscript-received line, headingless smaller "
               "abstract)", ("times", "liberation-serif", "dejavu-serif"), "letter",
               pages_f.society_journal),
        Design("acl-conference", "two-column conference or workshop paper (names in one line, "
               "places by number, centred Abstract in the first column, proceedings line at "
               "the foot)", ("times", "liberation-serif"), "either", pages_f.acl_conference),
        Design("latex-article", "preprint of the LaTeX article class (author blocks or thanks "
               "footnotes, date, small centred Abstract, indented abstract)",
               ("dejavu-serif", "times", "liberation-serif"), "either", pages_f.latex_article),
        Design("foreign-journal", "German- or French-language journal article "
               "(Zusammenfassung / Resume first, English Abstract second, und / et)",
               ("times", "liberation-sans", "dejavu-serif"), "a4", pages_f.foreign_journal),
        Design("graphic-abstract", "chemistry / materials article with a large table-of-contents "
               "graphic beside or above the ABSTRACT: run-in, symbol marks",
               ("helvetica", "liberation-sans", "times"), "letter", pages_f.graphic_abstract),
        Design("dot-byline", "journal article with names joined by middle dots, places and "
               "e-mail in the page's footnotes, Abstract heading", ("times", "liberation-serif",
               "helvetica"), "a4", pages_f.dot_byline),
        Design("repository-cover", "university repository cover sheet (APA citation, rights, "
               "take-down policy) before an accepted manuscript", ("helvetica", "liberation-sans",
               "times"), "a4", pages_f.repository_cover),
        Design("magazine-feature", "magazine research feature (kicker, standfirst as the "
               "abstract, By-line, three columns, author biographies)",
               ("helvetica", "liberation-sans", "dejavu-sans"), "letter",
               pages_f.magazine_feature),
        # round 73: held out (written apart from the reader's authors; see the README)
        Design("archive-cover", "open archive's or college commons' cover sheet (identifier, "
               "To cite this version / Recommended Citation, blurb, licence) before the paper, "
               "download stamp", ("helvetica", "liberation-sans", "times"), "either",
               pages_h.archive_cover, heldout=True),
        Design("teaser-standfirst", "perspective / insight piece of a review journal (large-type "
               "standfirst as the abstract, no heading; names on one line with wide spaces; "
               "places as sentences)", ("helvetica", "liberation-sans", "dejavu-sans"),
               "letter", pages_h.teaser_standfirst, heldout=True),
        Design("office-journal", "regional journal typeset in a word processor (junk author and "
               "title metadata, names and places interleaved)", ("times", "liberation-serif",
               "liberation-sans"), "a4", pages_h.office_journal, heldout=True),
        Design("ccs-runon", "older computing proceedings paper (author blocks in columns, "
               "abstract running on into Categories and Subject Descriptors / CCS Concepts / "
               "Index Terms / Keywords with no gap)", ("times", "liberation-serif",
               "helvetica"), "letter", pages_h.ccs_runon, heldout=True),
        Design("structured-split", "German- / French-language clinical journal (structured "
               "abstracts with headings on their own lines across a column break, English "
               "second)", ("times", "dejavu-serif", "liberation-sans"), "a4",
               pages_h.structured_split, heldout=True),
        Design("collab-columns", "many-author paper (authors in two or three columns with places "
               "under each, headingless abstract, on page two at times)",
               ("times", "liberation-serif", "dejavu-sans"), "either", pages_h.collab_columns,
               heldout=True, grow=7),
        Design("broken-layer", "older department preprint whose text layer is broken (a font's "
               "map removed or wrong, or the title block an image)",
               ("dejavu-serif", "liberation-serif"), "either", pages_h.broken_layer,
               heldout=True),
        Design("tabbed-workshop", "workshop paper from a word processor (names on one line with "
               "only wide spaces, places and e-mails under them, junk metadata at times)",
               ("times", "liberation-serif", "helvetica"), "either", pages_h.tabbed_workshop,
               heldout=True),
        # round 74: eight more held out beside round 73's (written apart from the reader's
        # authors; see the README)
        Design("eprint-cover", "institutional e-prints repository's cover sheet (accepted-"
               "version notice or record sheet with a depositing user) before an author "
               "manuscript with a running title", ("helvetica", "liberation-sans", "times"),
               "either", pages_i.eprint_cover, heldout=True),
        Design("dek-feature", "society or trade magazine feature (hero picture, the abstract "
               "as a large teaser beside an About the authors box, In brief box)",
               ("helvetica", "liberation-sans", "dejavu-sans"), "letter",
               pages_i.dek_feature, heldout=True),
        Design("template-junk", "short communication from a journal's word-processor template "
               "(the template's title and a login or editor as PDF metadata, names two to a "
               "line with a wide space, SUMMARY with Key words run on)",
               ("times", "liberation-serif", "dejavu-serif"), "a4", pages_i.template_junk,
               heldout=True),
        Design("stats-runon", "statistics / economics journal article (capitals title and "
               "BY-line, headingless small abstract running on into MSC / JEL codes and "
               "keywords)", ("times", "liberation-serif", "dejavu-serif"), "letter",
               pages_i.stats_runon, heldout=True),
        Design("clinical-sidebar", "general medical journal research paper (left sidebar, "
               "many names, structured abstract in two columns cut by the column break)",
               ("helvetica", "liberation-sans", "dejavu-sans"), "a4", pages_i.clinical_sidebar,
               heldout=True, grow=8, invent=True),
        Design("discussion-paper", "German / French institute's discussion paper in English "
               "(cover without abstract, series editor, headingless abstract on page two, "
               "symbol footnotes)", ("times", "liberation-serif", "liberation-sans"), "a4",
               pages_i.discussion_paper, heldout=True),
        Design("inline-byline", "computing journal article (names and places interleaved in "
               "running text, headingless abstract running on into CCS Concepts, key words "
               "and the reference format)", ("liberation-sans", "helvetica", "dejavu-serif"),
               "letter", pages_i.inline_byline, heldout=True),
        Design("scanned-back-issue", "digitised back issue of an older society journal (a "
               "skewed grey scan without text, a scan under poor OCR, or page one's glyphs "
               "outlined)", ("dejavu-serif", "liberation-serif"), "either",
               pages_i.scanned_back_issue, heldout=True),
        # round 72, realpage72: train designs of issue 25's kinds no design had
        Design("accepted-cover", "institutional repository's accepted-manuscript sheet "
               "(citation block, deposit notes) before the paper on page two",
               ("helvetica", "times", "liberation-serif"), "either", pages_g.accepted_cover),
        Design("stamp-cover", "archive platform's cover sheet (Author(s), Source, Stable URL, "
               "downloaded-on stamp) before the paper on page two",
               ("times", "liberation-serif", "dejavu-serif"), "letter", pages_g.stamp_cover),
        Design("eprints-cover", "university eprints sheet (large title block, citation, "
               "Persistent link) before the paper on page two",
               ("helvetica", "liberation-sans", "times"), "a4", pages_g.eprints_cover),
        Design("standfirst-piece", "perspective / analysis article whose large-type standfirst "
               "is the abstract (no heading), names after it", ("helvetica", "liberation-sans",
               "dejavu-serif"), "letter", pages_g.teaser_standfirst),
        Design("runon-terms", "proceedings paper (two names a line, wide space between) whose "
               "abstract runs on into subject descriptors, CCS concepts, index terms or "
               "keywords", ("times", "liberation-serif"), "letter", pages_g.runon_terms),
        Design("structured-lines", "clinical article (names and places interleaved, structured "
               "abstract with sub-headings on their own lines in the body's type)",
               ("times", "liberation-serif", "dejavu-serif"), "a4", pages_g.structured_lines),
        Design("column-authors", "society transactions or workshop paper (authors in two or "
               "three columns of name, place, e-mail)", ("times", "liberation-serif",
               "helvetica"), "either", pages_g.column_authors),
    )
}  # fmt: skip


def allowed(split: str, names: list[str] | None = None) -> list[Design]:
    """The designs of ``names`` (default all) that ``split`` may hold: held-out designs
    only in a ``heldout`` corpus, train designs only in a ``train`` one (``ValueError``
    for a named design of the other split, or where the split has none)."""
    chosen = [DESIGNS[n] for n in names] if names else list(DESIGNS.values())
    wrong = [d.name for d in chosen if d.heldout != (split == "heldout")]
    if wrong and names:
        raise ValueError(f"designs {', '.join(wrong)} are not in the {split} split")
    kept = [d for d in chosen if d.heldout == (split == "heldout")]
    if not kept:
        raise ValueError(f"the realpage corpus has no {split} designs yet")
    return kept
