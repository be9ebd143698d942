"""Write a corpus of LaTeX-typeset papers with their truth (see :mod:`latex_corpus`).

    python tools/latex_corpus/build.py --out DIR --count N --split train|heldout
        [--seed S] [--classes NAME ...] [--keep-tex] [--bibtex [STYLE ...]]
        [--biblatex [STYLE ...]] [--fonts [FONT ...]] [--bitmap] [--body-text]
        [--scripts] [--compounds] [--lineno [--lineno-every 1|5]]

Records are drawn from ``pdfgen``'s pool of the split, arXiv ones (real author
lists) at :data:`ARXIV_SHARE`. Papers are spread evenly over the classes
(``--classes``, default: every class allowed for the split; the held-out
classes, ``templates.HELDOUT_CLASSES``: ``teaser-figure``, ``framed-dates``,
``wrapped-thanks`` and ``corresponding-foot`` (latex70's; ``spie``, ``cje``,
``aiaa-tc``, ``pracjourn``, ``sugconf``, ``philosophersimprint``, ``active-conf``,
``iagproc``, ``lps``, ``emulateapj``, ``ieeetran-compsoc``, ``acmconf``, ``ltugproc``,
``aguplus``, ``smfart``, ``tufte-handout``, ``paper``, ``worlddev``, ``articleingud``,
``ieeetran-transmag``, ``revtex-collab``, ``lni``, ``regstud``, ``itaxpf``, ``ecca``,
``koma-subject``, ``memoir-ruled``, ``artikel3-mail``, ``elbioimp``, ``banner-box``,
``names-first``, ``signed-abstract``, ``margin-abstract``, ``epigraph``,
``deck-byline``, ``footnote-authors``, ``column-kicker``, ``thesis-supervisor``,
``margin-heads``, ``runin-title``, ``author-table``, ``logo-minipage``,
``author-columns``, ``quote-abstract``, ``header-byline``, ``split-title-page``,
``authors-after-abstract``, ``addresses-foot``, ``left-column-byline``,
``thesis-degree``, ``running-title``, ``orcid-equal``, ``bold-letter``, ``highlights-box``,
``cover-summary``, ``framed-title``, ``by-smallcaps``, ``doktor-title``,
``beside-abstract``, ``executive-summary``, ``footnoted-block``, ``report-docpage``,
``festschrift-chapter``, ``tesi-frontispiece``, ``lecture-synopsis``, ``jel-cover``,
``gutachter-page``, ``chapter-foot``, ``memo-report``, ``abstract-first``,
``proposal-cover``, ``numbered-authors``, ``corner-names``, ``contents-front``,
``series-header``, ``session-abstract``, ``dropcap-lead``, ``subtitle-rows``,
``bracket-labels``, ``spaced-title``, ``dateline-lead``, ``inverted-names``,
``parallel-abstracts``, ``listed-abstract``, ``places-letterhead``, ``degree-names``,
``form-fields``, ``abstract-columns``, ``translated-title``, ``figure-lead``,
``rule-split-title``, ``interleaved-places``, ``prose-byline``, ``poster-banner``,
``hyphen-sidebar``, ``rotated-band``, ``grouped-email``, ``draft-watermark``,
``cite-as-box``, ``article-info``, ``lay-summary``, ``issue-contents``,
``native-title-first``, ``float-split-abstract``, ``column-title``, ``sidebar-banner``,
``toc-abstract``, ``rotated-label``, ``manuscript-titlepage``, ``masthead-journal``,
``editor-summary``, ``significance-beside``, ``table-byline``, ``graphical-first``,
``margin-title``, ``permission-foot``, ``report-cover``, ``label-column-abstract``,
``resume-first``, ``shaded-left-abstract``, ``preprint-orcid``, ``keypoints-first``,
``chapter-paper``, ``logo-row-extended``, ``statements-before``,
``nomenclature-after``, ``findings-box-after``, ``edited-by-line``, ``access-row``,
``citation-sidebar``, ``structured-runin``, ``discussion-banner``,
``ams-inline-abstract``, ``dedication-report``, ``received-first-column``,
``pullout-box``, ``orcid-institutes``, ``thesis-declaration``, ``foot-abstract``,
``grid-authors``, ``quote-symbols``, ``slide-deck``, ``bilingual-thesis``,
``boxed-cover`` and ``thanks-byline`` were held out
before and are train classes now), only in a ``heldout`` corpus; a
class named twice gets twice the papers).
``DIR/truth.jsonl`` has one ``pdfgen.corpus.Truth`` a line; kinds are the
template name, ``class:NAME`` of the document class, ``heldout-class`` for a
class never looked at, and ``structured-abstract`` where the record has one. A
record whose text cannot be typeset, or a paper that fails to compile, is
reported on stderr and replaced by another record.

With ``--bibtex`` each paper's bibliography is made by BibTeX from a ``.bib`` of
its cited records (:mod:`latex_corpus.bibtex`) in one of the styles
(:mod:`latex_corpus.bibstyles`; default every style the split allows), the
styles taken in turn and each paper's class among the style's classes; kinds
gain ``bst:STYLE``, and ``DIR/references.jsonl`` holds, a line per paper, its
``name``, ``style`` and the truth of each ``references`` entry.  ``--biblatex``
does the same with biblatex styles (:mod:`latex_corpus.biblatexstyles`, BibTeX as
biblatex's backend; kinds gain ``biblatex:STYLE``), after ``--bibtex``'s where both
are given.  With ``--entry-types`` the ``.bib`` holds the entry types of
:mod:`latex_corpus.bibtypes` instead (refs66's held-out types, train since refs67);
with ``--held-types`` refs68's shapes of :mod:`latex_corpus.bibtypes68` (held out in
refs68, train since refs69); with ``--held-types69`` refs69's shapes of
:mod:`latex_corpus.bibtypes69` (held out in refs69 and refs70, train since refs71);
with ``--held-types71`` refs71's shapes of :mod:`latex_corpus.bibtypes71` (held out in
refs71, train since refs72); with ``--held-types72`` refs72's shapes of
:mod:`latex_corpus.bibtypes72` (held out in refs72, train since refs73); with
``--held-types73`` refs73's shapes of :mod:`latex_corpus.bibtypes73` (held out in
refs73, train since refs74); with ``--held-types74`` refs74's shapes of
:mod:`latex_corpus.bibtypes74` (held out in refs74, train since refs75); with
``--held-types75`` refs75's shapes of :mod:`latex_corpus.bibtypes75` (held out in
refs75, train since refs76); with ``--held-types76`` refs76's shapes of
:mod:`latex_corpus.bibtypes76` (held out in refs76, train since refs77); with
``--held-types77`` refs77's shapes of :mod:`latex_corpus.bibtypes77` (held out in
refs77, train since refs78); with ``--held-types78`` refs78's shapes of
:mod:`latex_corpus.bibtypes78` (held out in refs78, train since refs79); with
``--held-types79`` refs79's shapes of :mod:`latex_corpus.bibtypes79` (held out in
refs79, train since refs80); with ``--held-types80`` refs80's shapes of
:mod:`latex_corpus.bibtypes80` (held out in refs80, train since refs81); with
``--held-types81`` refs81's held-out shapes of :mod:`latex_corpus.bibtypes81`
(``heldout`` only).

With ``--fonts`` each paper's text font is drawn (seeded by split, seed and
number) among those its class accepts (:mod:`latex_corpus.fonts`), or among
the fonts named after ``--fonts`` (``--fonts helvetica opensans``: sans papers
only; the title faces ``times-sanstitle`` and ``lmodern-smallcapstitle`` are
drawn only when named); kinds gain ``font:NAME`` (``font:class`` where the class sets its own or
accepts none of the named).

With ``--bitmap`` every font is embedded as METAFONT's bitmaps (Type 3 fonts without
``ToUnicode``, as dvips's PK fonts; :mod:`latex_corpus.bitmaps`), even-numbered papers
in T1, odd ones in OT1; kinds gain ``bitmap-fonts`` and ``encoding:t1`` or
``encoding:ot1``.  With ``--body-text`` ``DIR/body.jsonl`` holds, a line per paper, its
``name`` and the ``text`` it prints in its body and references list, as plain
paragraphs (:func:`latex_corpus.body.body_text`; ``benchmarks/pdf_bodytext.py``).
With ``--scripts`` each paper's body holds a power, a formula's subscripts, a footnote
mark after a year and an index, and one title in two ends with a formula or a power
(:mod:`latex_corpus.scripts`; the truth and ``body.jsonl`` hold their plain readings).
With ``--compounds`` each paper's body holds a paragraph of hyphenated compounds
(:mod:`latex_corpus.compounds`; ``body.jsonl`` holds it).
With ``--lineno`` every paper is a line-numbered review copy (the ``lineno``
package's margin numbers, every line or every fifth, often stretched line
spacing; :mod:`latex_corpus.lineno`, its own seeded draw); kinds gain ``lineno``,
``lineno:every1`` / ``lineno:every5`` and ``lineno:spaced``; ``--lineno-every N``
prints a number every N lines instead of drawing it, two-column papers then getting
lineno's ``switch`` option by turns (kind ``lineno:switch``).  Without it the
corpus is byte-identical to one built before the option existed.
"""

from __future__ import annotations

import json
import random
import sys
from dataclasses import asdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "tests"))
sys.path.insert(0, str(ROOT / "tools"))

from latex_corpus.biblatexstyles import corpus_styles  # noqa: E402
from latex_corpus.bibtex import bib_file, references_row  # noqa: E402
from latex_corpus.escape import UntypesettableError  # noqa: E402
from latex_corpus.options import arguments as _arguments  # noqa: E402
from latex_corpus.options import pool  # noqa: E402
from latex_corpus.paper import draw_paper  # noqa: E402
from latex_corpus.papersource import check_styles, extras, paper_source, plan, planned, source_of  # noqa: E402
from latex_corpus.templates import allowed, truth_of  # noqa: E402

__all__ = ["_arguments", "main", "paper_source", "plan", "references_row"]

ARXIV_SHARE = 0.4  # arXiv records (real author lists) are 200 of ~5,400: draw them more


def main(argv: list[str] | None = None) -> int:
    args = _arguments(argv)
    templates = allowed(args.split, args.classes)
    styles = corpus_styles(args)
    check_styles(styles, templates)
    records, names = pool(args)
    arxiv = [r for r in records if r.arxiv_id]
    rng = random.Random(f"latex:{args.split}:{args.seed}")
    args.out.mkdir(parents=True, exist_ok=True)
    from latex_corpus.compiler import compile_pdf

    failures = written = 0
    refs_file = (args.out / "references.jsonl").open("w", encoding="utf-8") if styles else None
    body_file = (args.out / "body.jsonl").open("w", encoding="utf-8") if args.body_text else None
    with (args.out / "truth.jsonl").open("w", encoding="utf-8") as truth_file:
        for number in range(args.count):
            template, style, font, numbered = planned(number, templates, styles, args)
            name = f"{args.split}-{number:04d}-{template.name}.pdf"
            for _attempt in range(5):
                record = rng.choice(arxiv if rng.random() < ARXIV_SHARE else records)
                try:
                    paper = draw_paper(record, rng, names, rng.sample(records, k=40))
                    source, entries, title = source_of(
                        paper, template, style, (rng, names), args=args, number=number
                    )
                except UntypesettableError as exc:
                    print(f"skip {record.key}: {exc}", file=sys.stderr)
                    continue
                # the compile's log names the fonts (--bitmap's encoding label)
                error = compile_pdf(
                    source, args.out / name, bib=bib_file(entries), log=(logs := list[str]())
                )
                tex = (args.out / name).with_suffix(".tex")
                if args.keep_tex or error:
                    tex.write_text(source, encoding="utf-8")
                    if entries:
                        tex.with_suffix(".bib").write_text(bib_file(entries), encoding="utf-8")
                else:  # a failed attempt's .tex (another record) must not stay beside the PDF
                    tex.unlink(missing_ok=True)
                    tex.with_suffix(".bib").unlink(missing_ok=True)
                if not error:
                    break
                failures += 1
                print(f"{name} ({record.key}) did not compile: {error}", file=sys.stderr)
            else:
                print(f"{name}: gave up after 5 records", file=sys.stderr)
                continue
            truth = truth_of(paper, template, name, args.split, font, more=numbered)
            extras(
                truth,
                paper,
                (source, "".join(logs)) if args.bitmap else None,
                body_file,
                bibtex=bool(style),
                scripts=(args.scripts, title),
                compounds=args.compounds,
            )
            if style and refs_file:
                truth.kinds.append(f"{'biblatex' if style.biblatex else 'bst'}:{style.name}")
                refs_file.write(references_row(name, style, entries) + "\n")
                refs_file.flush()
            truth_file.write(json.dumps(asdict(truth), ensure_ascii=False) + "\n")
            truth_file.flush()
            written += 1
            print(f"{name}: {record.key}", file=sys.stderr)
    for file in filter(None, (refs_file, body_file)):
        file.close()
    print(
        f"{written} of {args.count} papers in {args.out}; {failures} compile failures",
        file=sys.stderr,
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
