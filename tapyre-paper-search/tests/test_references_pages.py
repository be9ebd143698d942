"""The references list across a page's layout: a centred heading over one column, running
headers against entry tails at page edges, tables and captions beside the list (issue 25,
review of round twelve)."""

from __future__ import annotations

from pathlib import Path

import pymupdf
from pdf_samples import add_body_pages
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.blocks import TextBlock
from tapyre_paper_search.pdf.references import references_of
from test_references_breaks import block, left_column_list

SHORT_ENTRIES = [
    "[1] A. Smith. Deep residual learning for image recognition. In Proceedings of CVPR,",
    "[2] OpenAI. GPT-4 technical report, 2023.",
    "[3] J. Doe. Neural nets. Tech. rep., 2019.",
    "[4] B. Jones. Attention is all you need. In Advances in Neural Information Processing",
    "[5] C. Lee. Graph networks. In ICLR, 2018.",
]


def test_a_centred_heading_over_one_column_keeps_its_short_entries() -> None:
    # One column, the heading centred, the one-line entries ending left of the page's
    # middle, and a centred appendix heading after the list.
    page = [
        block(72, 60, "The body of the paper ends here, as shown in 2019.", size=10.0, width=468),
        block(270, 100, "References", size=11.0, width=72),
        block(72, 120, SHORT_ENTRIES[0], "pages 770-778, 2016.", width=468),
        block(72, 150, SHORT_ENTRIES[1], width=180),
        block(72, 165, SHORT_ENTRIES[2], width=175),
        block(72, 180, SHORT_ENTRIES[3], "Systems, pages 5998-6008, 2017.", width=468),
        block(72, 210, SHORT_ENTRIES[4], width=170),
        block(250, 260, "Appendix A: Proofs", size=11.0, width=110),
        block(72, 280, "Here we prove the theorem of Section 3, as in 2019.", size=10.0, width=468),
    ]  # fmt: skip
    parsed = references_of(page, [0])
    assert [r.text.split(".")[0] for r in parsed] == ["A", "OpenAI", "J", "B", "C"]
    assert parsed[2].title == "Neural nets"


def test_a_real_page_with_a_centred_heading_and_an_appendix_keeps_its_list(
    tmp_path: Path,
) -> None:
    document = pymupdf.open()
    add_body_pages(document, 1)
    page = document.new_page(width=612, height=792)
    y = 72.0
    for _ in range(10):
        page.insert_text((72, y), "Body text of the paper about models and data.", fontsize=10)
        y += 12
    y += 24
    for heading in ("References", None, "A  Proofs"):
        if heading is None:
            for text in [*SHORT_ENTRIES, "[6] D. Kim. Transformers for speech. Interspeech, 2020."]:
                page.insert_text((72, y), text, fontsize=9)
                y += 17
            y += 30
            continue
        width = pymupdf.get_text_length(heading, fontname="hebo", fontsize=12)
        page.insert_text(((612 - width) / 2, y), heading, fontsize=12, fontname="hebo")
        y += 22
    for _ in range(5):
        page.insert_text((72, y), "Here we prove the theorem of Section 3 in 2019.", fontsize=10)
        y += 12
    path = tmp_path / "centred.pdf"
    document.save(path)
    found = extract_pdf(path, ocr=None, use_model=False).references
    assert [r.year for r in found] == [None, 2023, 2019, None, 2018, 2020]
    assert found[2].title == "Neural nets"


def test_entry_tails_at_the_tops_of_pages_stay_in_their_entries() -> None:
    # Two entries run over a page break, each leaving one line at the next page's top;
    # the lines read the same with digits aside, like a running header, but are no such.
    heading = block(54, 60, "References", size=11.0, width=80)
    pages = [
        [heading,
         block(54, 80, "Zed Quinn and Ann Lee. 2019. Transformer models for long documents.",
               "  arXiv")],
        [block(66, 60, "arXiv preprint arXiv:1910.01234, 2019."),
         block(54, 90, "Kaiming He and Jian Sun. 2016. Deep residual learning for image",
               "  recognition. In Proceedings of the IEEE Conference on Computer Vision and")],
        [block(66, 60, "Recognition (CVPR), pages 770-778, 2016.", width=200),
         block(54, 90, "O. Ronneberger. 2015. U-net. In MICCAI, pages 234-241, 2015."),
         block(66, 700, "arXiv preprint arXiv:1920.02234, 2019.")],
    ]  # fmt: skip
    blocks = [b for page in pages for b in page]
    parsed = references_of(blocks, [0, 2, 4])
    assert [r.arxiv_id for r in parsed] == ["1910.01234", "", "1920.02234"]
    assert parsed[1].text.endswith("Vision and Recognition (CVPR), pages 770-778, 2016.")


def test_two_line_entries_at_page_edges_are_no_running_header() -> None:
    # Entries of two lines that read alike at the top and foot of each page of the list.
    pages: list[list] = [[block(54, 40, "References", size=11.0, width=80)]]
    number = 1
    for _ in range(3):
        page = []
        for row in range(10):
            page.append(
                block(54, 60 + 24 * row, f"[{number}] A. Smith. A study of topic {number}.",
                      "  Journal of Studies, 12:1-9, 2020.")
            )  # fmt: skip
            number += 1
        pages.append(page)
    starts, index = [], 0
    for page in pages:
        starts.append(index)
        index += len(page)
    parsed = references_of([b for page in pages for b in page], starts)
    assert [r.title for r in parsed] == [f"A study of topic {n}" for n in range(1, 31)]


def test_a_table_and_a_caption_above_the_lists_next_column_stay_out_of_it() -> None:
    # A last page read in slabs: the right column's top holds a results table and a
    # figure's caption (with years, in the list's type size), read before the heading.
    table = block(315, 61, "Model 2019 2020", "BM25 89.8 90.1")
    page = [
        block(54, 61, "How you dress, how you talk, and whether you make it matters.",
              size=11.0, width=240),
        TextBlock(table.x0, table.y0, table.x1, table.y1, table.lines, kind="table"),
        block(315, 100, "Figure 4: Accuracy of the models from 2015 to 2020 on the test set."),
        block(54, 160, "Table 3: Therefore, the results hold.", size=11.0),
        *left_column_list(),
        block(315, 200, "Claims Data, 2009-2014. Molecular Biology Letters (2005).",
              "[3]", "Nettelmann, N. & Esteban, A. Fate mapping reveals origins of",
              "  monocytes. International Journal of Computer Science (2007)."),
    ]  # fmt: skip
    blocks = [block(54, 61, "Earlier text of the paper, 2019.", size=11.0), *page]
    parsed = references_of(blocks, [0, 1])
    assert parsed[1].text == (
        "van der Tak, F. & Srámek, R. Incidence and trends of sepsis in US hospitals using "
        "clinical vs Claims Data, 2009-2014. Molecular Biology Letters (2005)."
    )
    assert len(parsed) == 3
