"""Write a corpus of LaTeX-typeset papers with their truth (see :mod:`latex_corpus`).

    python tools/latex_corpus/build.py --out DIR --count N --split train|heldout
        [--seed S] [--classes NAME ...] [--keep-tex] [--bibtex [STYLE ...]]
        [--biblatex [STYLE ...]] [--fonts [FONT ...]] [--bitmap] [--body-text]
        [--scripts] [--compounds] [--lineno [--lineno-every 1|5]]

Records are drawn from ``pdfgen``'s pool of the split, arXiv ones (real author
lists) at :data:`ARXIV_SHARE`. Papers are spread evenly over the classes
(``--classes``, default: every class allowed for the split; the held-out
classes, ``templates.HELDOUT_CLASSES``: ``citation-sidebar``, ``structured-runin``,
``discussion-banner`` and ``ams-inline-abstract`` (latex66's; ``spie``, ``cje``,
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
``nomenclature-after``, ``findings-box-after``, ``edited-by-line`` and ``access-row``
were held out
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
``--held-types75`` refs75's held-out shapes of :mod:`latex_corpus.bibtypes75`
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

import argparse
import json
import random
import sys
from dataclasses import asdict, replace
from pathlib import Path
from typing import IO

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tapyre-paper-search" / "tests"))
sys.path.insert(0, str(ROOT / "tools"))

from pdfgen.corpus import Truth  # noqa: E402
from pdfgen.sources import Record, load_pool  # noqa: E402
from pdfgen.worldnames import add_world_names, world_records  # noqa: E402
from shared_data import SHARED_DATA  # noqa: E402

from latex_corpus.biblatexstyles import BIBLATEX_STYLES, corpus_styles  # noqa: E402
from latex_corpus.bibstyles import STYLES, Style, back_matter, preamble  # noqa: E402
from latex_corpus.bibtex import BibEntry, bib_entries, bib_file, entry_of, references_row  # noqa: E402
from latex_corpus.bibtypes import typed_entry_of  # noqa: E402
from latex_corpus.bibtypes68 import held_entry_of  # noqa: E402
from latex_corpus.bibtypes69 import entry69_of  # noqa: E402
from latex_corpus.bibtypes71 import entry71_of  # noqa: E402
from latex_corpus.bibtypes72 import entry72_of  # noqa: E402
from latex_corpus.bibtypes73 import entry73_of  # noqa: E402
from latex_corpus.bibtypes74 import entry74_of  # noqa: E402
from latex_corpus.bibtypes75 import entry75_of  # noqa: E402
from latex_corpus.bitmaps import bitmap_kinds, bitmap_source  # noqa: E402
from latex_corpus.body import body_text  # noqa: E402
from latex_corpus.compounds import compounded, paragraph  # noqa: E402
from latex_corpus.escape import UntypesettableError  # noqa: E402
from latex_corpus.fonts import FACES, draw_font, with_font  # noqa: E402
from latex_corpus.lineno import with_lineno  # noqa: E402
from latex_corpus.paper import Paper, draw_paper  # noqa: E402
from latex_corpus.scripts import scripted, sentence  # noqa: E402
from latex_corpus.templates import ALL, Template, allowed, truth_of  # noqa: E402
from latex_corpus.titlefaces import with_title_figures  # noqa: E402

ARXIV_SHARE = 0.4  # arXiv records (real author lists) are 200 of ~5,400: draw them more


def _arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--count", type=int, default=120)
    parser.add_argument("--split", choices=["train", "heldout"], required=True)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--classes", nargs="*", default=None, choices=sorted(ALL))
    parser.add_argument("--shared", type=Path, default=SHARED_DATA)
    add_world_names(parser)
    parser.add_argument("--keep-tex", action="store_true", help="write each paper's .tex too")
    parser.add_argument(
        "--bibtex", nargs="*", default=None, choices=sorted(STYLES), help="BibTeX bibliographies"
    )
    parser.add_argument(
        "--biblatex", nargs="*", default=None, choices=sorted(BIBLATEX_STYLES), help="biblatex"
    )
    parser.add_argument(
        "--fonts",
        nargs="*",
        default=None,
        choices=sorted(FACES),
        help="draw each paper's text font (among the NAMEs given; none given: all)",
    )
    parser.add_argument("--bitmap", action="store_true", help="every font in METAFONT bitmaps")
    parser.add_argument("--body-text", action="store_true", help="write body.jsonl")
    parser.add_argument(
        "--scripts", action="store_true", help="exponents, subscripts, a note mark (scripts.py)"
    )
    parser.add_argument("--compounds", action="store_true", help="hyphenated compounds")
    parser.add_argument("--lineno", action="store_true", help="line-numbered review copies")
    parser.add_argument("--entry-types", action="store_true", help="more entry types (bibtypes.py)")
    parser.add_argument(
        "--held-types", action="store_true", help="refs68's entry shapes (bibtypes68.py)"
    )
    parser.add_argument(
        "--held-types69", action="store_true", help="refs69's entry shapes (bibtypes69.py)"
    )
    parser.add_argument(
        "--held-types71", action="store_true", help="refs71's entry shapes (bibtypes71.py)"
    )
    parser.add_argument(
        "--held-types72", action="store_true", help="refs72's entry shapes (bibtypes72.py)"
    )
    parser.add_argument(
        "--held-types73", action="store_true", help="refs73's entry shapes (bibtypes73.py)"
    )
    parser.add_argument(
        "--held-types74", action="store_true", help="refs74's entry shapes (bibtypes74.py)"
    )
    parser.add_argument(
        "--held-types75", action="store_true", help="refs75's held-out shapes (bibtypes75.py)"
    )
    parser.add_argument(
        "--lineno-every", type=int, choices=(1, 5), default=None, help="with --lineno: every Nth"
    )
    args = parser.parse_args(argv)
    if not args.shared.exists():
        parser.error(f"shared data folder {args.shared} is absent")
    if args.held_types75 and args.split == "train":
        parser.error("--held-types75 are held out: never with --split train")
    return args


def _pool(args: argparse.Namespace) -> tuple[list[Record], list[str]]:
    """The split's records and names (with ``--world-names``: authors from many cultures)."""
    records, names = load_pool(args.shared, args.split)
    if args.world_names:
        return world_records(records, names, args.split, args.seed, args.world_names)
    return records, names


def main(argv: list[str] | None = None) -> int:
    args = _arguments(argv)
    templates = allowed(args.split, args.classes)
    styles = corpus_styles(args)
    _check_styles(styles, templates)
    records, names = _pool(args)
    arxiv = [r for r in records if r.arxiv_id]
    rng = random.Random(f"latex:{args.split}:{args.seed}")
    args.out.mkdir(parents=True, exist_ok=True)
    from latex_corpus.compiler import compile_pdf

    failures = written = 0
    refs_file = (args.out / "references.jsonl").open("w", encoding="utf-8") if styles else None
    body_file = (args.out / "body.jsonl").open("w", encoding="utf-8") if args.body_text else None
    with (args.out / "truth.jsonl").open("w", encoding="utf-8") as truth_file:
        for number in range(args.count):
            template, style, font, numbered = _planned(number, templates, styles, args)
            name = f"{args.split}-{number:04d}-{template.name}.pdf"
            for _attempt in range(5):
                record = rng.choice(arxiv if rng.random() < ARXIV_SHARE else records)
                try:
                    paper = draw_paper(record, rng, names, rng.sample(records, k=40))
                    source, entries, title = _source(
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
            _extras(
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


def _check_styles(styles: list[Style], templates: list[Template]) -> None:
    """Refuse, before any paper is written, styles that fit none of the classes."""
    unfit = [s.name for s in styles if not any(t.name in s.templates for t in templates)]
    if unfit:
        raise SystemExit(f"styles {', '.join(unfit)} fit none of the chosen classes")


def _extras(
    truth: Truth,
    paper: Paper,
    bitmap: tuple[str, str] | None,
    body_file: IO[str] | None,
    *,
    bibtex: bool,
    scripts: tuple[bool, str | None] = (False, None),
    compounds: bool = False,
) -> None:
    """``--bitmap``'s kinds on ``truth`` (``bitmap``: the paper's source and pdflatex
    log, ``None`` without it); ``--body-text``'s row in ``body_file`` (no text where
    BibTeX made the list: :func:`body_text` knows only ``thebibliography``'s); with
    ``--scripts`` (``scripts``: the flag and the title :func:`scripted` gave) the added
    sentence in the row and the title's end in ``truth``; with ``--compounds``
    (``compounds``) the added paragraph in the row."""
    if bitmap:
        truth.kinds.extend(bitmap_kinds(*bitmap))
    if scripts[1] is not None:  # --scripts' title end
        truth.title = scripts[1]
    if body_file:
        text = [] if bibtex else body_text(paper)
        if text and scripts[0]:  # the added sentence and its footnote (words: order is no matter)
            text = [*text, *sentence(paper)[1]]
        if text and compounds:
            text = [*text, paragraph(paper)]
        row = {"name": truth.name, "text": text}
        body_file.write(json.dumps(row, ensure_ascii=False) + "\n")
        body_file.flush()


def paper_source(
    paper: Paper,
    template: Template,
    style: Style | None,
    rng: random.Random,
    names: list[str],
    *,
    typed: bool = False,
    held: bool = False,
    held69: bool = False,
    held71: bool = False,
    held72: bool = False,
    held73: bool = False,
    held74: bool = False,
    held75: bool = False,
) -> tuple[str, list[BibEntry]]:
    """The paper's LaTeX, and its ``.bib`` entries when ``style`` has BibTeX make the list
    (with ``typed``, of :mod:`latex_corpus.bibtypes`' entry types; with ``held``, of
    :mod:`latex_corpus.bibtypes68`' shapes; with ``held69``, of
    :mod:`latex_corpus.bibtypes69`'; with ``held71``, of :mod:`latex_corpus.bibtypes71`';
    with ``held72``, of :mod:`latex_corpus.bibtypes72`'; with ``held73``, of
    :mod:`latex_corpus.bibtypes73`'; with ``held74``, of :mod:`latex_corpus.bibtypes74`';
    with ``held75``, of :mod:`latex_corpus.bibtypes75`' held-out ones)."""
    if not style:
        return template.source(paper), []
    make = (
        entry75_of
        if held75
        else entry74_of
        if held74
        else entry73_of
        if held73
        else entry72_of
        if held72
        else entry71_of
        if held71
        else entry69_of
        if held69
        else held_entry_of
        if held
        else typed_entry_of
        if typed
        else entry_of
    )
    entries = bib_entries(paper, rng, names, make)
    packages = preamble(style, template.documentclass)
    if style.class_option:
        options = ",".join(o for o in (template.options, style.class_option) if o)
        template = replace(template, options=options)
    return template.source(paper, back_matter(style), packages), entries


def _source(
    paper: Paper,
    template: Template,
    style: Style | None,
    draw: tuple[random.Random, list[str]],
    *,
    args: argparse.Namespace,
    number: int,
) -> tuple[str, list[BibEntry], str | None]:
    """:func:`paper_source`, in METAFONT bitmaps with ``--bitmap`` (T1 and OT1 by turns)
    and with ``--scripts``' sentence and title end (the title a reader should give, or
    ``None``: the record's) and ``--compounds``' paragraph; a title with a digit in a
    class whose title face has no figures is set in its text face
    (:mod:`latex_corpus.titlefaces`)."""
    source, entries = paper_source(
        paper, template, style, *draw, typed=args.entry_types, held=args.held_types,
        held69=args.held_types69, held71=args.held_types71,
        held72=args.held_types72, held73=args.held_types73, held74=args.held_types74,
        held75=args.held_types75,
    )  # fmt: skip
    source = bitmap_source(source, t1=number % 2 == 0) if args.bitmap else source
    source, title = scripted(source, paper) if args.scripts else (source, None)
    source = compounded(source, paper) if args.compounds else source
    source = with_title_figures(source, template.documentclass, title or paper.title)
    return source, entries, title


def _planned(
    number: int, templates: list[Template], styles: list[Style], args: argparse.Namespace
) -> tuple[Template, Style | None, str | None, list[str]]:
    """Paper ``number``'s template (set in its drawn font with ``--fonts``, numbered with
    ``--lineno``), style, font (``None`` without ``--fonts``; ``""`` for the class's own)
    and the truth kinds of its line numbers (none without ``--lineno``)."""
    template, style = plan(number, templates, styles)
    font = None
    if args.fonts is not None:
        rng = random.Random(f"font:{args.split}:{args.seed}:{number}")
        font = draw_font(template, rng, args.fonts)
        template = with_font(template, font)
    numbered: list[str] = []
    if args.lineno:
        draw = random.Random(f"lineno:{args.split}:{args.seed}:{number}")
        template, numbered = with_lineno(template, draw, args.lineno_every)
    return template, style, font, numbered


def plan(
    number: int, templates: list[Template], styles: list[Style]
) -> tuple[Template, Style | None]:
    """Paper ``number``'s template and BibTeX style: without styles the templates in turn;
    with them, the styles in turn, each paper's template among the style's own in turn."""
    if not styles:
        return templates[number % len(templates)], None
    style = styles[number % len(styles)]
    fits = [t for t in templates if t.name in style.templates]
    if not fits:
        raise SystemExit(f"style {style.name} fits none of the chosen classes")
    return fits[(number // len(styles)) % len(fits)], style


if __name__ == "__main__":
    raise SystemExit(main())
