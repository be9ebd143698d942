"""The front-matter classifier's training inputs: the cache of lines as read, and
the row and style features, on small pages drawn with PyMuPDF and read by the
package's own reader."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pymupdf
import pytest
from tapyre_paper_search.pdf.extract import read_front_pages
from tapyre_paper_search.pdf.features import FEATURES, line_features

ROOT = Path(__file__).resolve().parents[2]
TOOLS = ROOT / "tools" / "front_matter"


def tool(name: str) -> ModuleType:
    """A module of ``tools/front_matter``, imported as the trainer imports it."""
    if not TOOLS.exists():
        pytest.skip(f"{TOOLS} is not in this checkout")
    if str(TOOLS) not in sys.path:
        sys.path.insert(0, str(TOOLS))
    spec = importlib.util.spec_from_file_location(name, TOOLS / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


Drawn = list[tuple[str, float, float, float, str, str]]
"""(text, x, baseline y, size, font, role) of each drawn line."""


def draw(path: Path, drawn: Drawn) -> list[dict[str, object]]:
    """A one-page PDF of ``drawn``, and its items as the corpus records them."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    items: list[dict[str, object]] = []
    for text, x, y, size, font, role in drawn:
        page.insert_text((x, y), text, fontsize=size, fontname=font)
        width = pymupdf.get_text_length(text, fontname=font, fontsize=size)
        items.append({"page": 0, "role": role, "rect": [x, y - size, x + width, y + 2]})
    doc.save(path)
    doc.close()
    return items


PROSE = "We measure how the method behaves on three corpora and report what we find there"


def abstract_and_body(top: float, lines: int) -> Drawn:
    """An abstract heading at ``top``, ``lines`` of abstract, then the body's first heading."""
    return [
        ("Abstract", 72, top, 11, "hebo", "abstract"),
        *((PROSE, 72, top + 16 + 13 * k, 10, "helv", "abstract") for k in range(lines)),
        ("1 Introduction", 72, 300, 12, "hebo", "other"),
        (PROSE, 72, 318, 10, "helv", "other"),
    ]


ROW_OF_NAMES: Drawn = [
    ("Reading Rows of Names in Front Matter", 120, 90, 20, "hebo", "title"),
    *(
        (name, x, 140, 11, "helv", "author")
        for name, x in (
            ("Jane Doe", 60),
            ("Li Bo", 170),
            ("Maria Rossi", 250),
            ("Karl Weber", 370),
            ("Ana Silva", 480),
        )
    ),
    ("University of Somewhere, Department of Things", 170, 170, 9, "helv", "affiliation"),
    *abstract_and_body(210, 4),
]

CAPS_TITLE: Drawn = [
    ("A JOURNAL OF MEASURED THINGS", 72, 50, 9, "helv", "other"),
    ("READING THE LAST LINE OF A TITLE", 100, 100, 18, "hebo", "title"),
    ("SET IN CAPITALS ACROSS THREE", 100, 122, 18, "hebo", "title"),
    ("LINES OF TYPE", 100, 144, 18, "hebo", "title"),
    ("JOHN SMITH AND MARY JONES", 100, 180, 11, "helv", "author"),
    *abstract_and_body(220, 3),
]


def column(name: str) -> int:
    return FEATURES.index(name)


def rows_by_text(pdf: Path) -> dict[str, list[float]]:
    """The feature row of each line by its text (the first line of a repeated text)."""
    page = read_front_pages(pdf, 1)[0]
    rows: dict[str, list[float]] = {}
    for line, row in zip(page.lines, line_features(page), strict=True):
        rows.setdefault(line.text, row)
    return rows


def test_a_short_name_in_a_row_of_names_sees_its_name_like_neighbours(tmp_path: Path) -> None:
    draw(tmp_path / "row.pdf", ROW_OF_NAMES)
    rows = rows_by_text(tmp_path / "row.pdf")
    short = rows["Li Bo"]
    assert short[column("row_others")] == 4
    assert short[column("row_name_share")] == 1.0
    # The title and the abstract's lines have nothing beside them.
    for text in ("Reading Rows of Names in Front Matter", PROSE):
        assert rows[text][column("row_others")] == 0
        assert rows[text][column("row_name_share")] == 0.0


def test_a_name_beside_an_affiliation_sees_no_names(tmp_path: Path) -> None:
    drawn: Drawn = [
        ("Reading Names Beside Places", 120, 90, 20, "hebo", "title"),
        ("Jane Doe", 72, 140, 11, "helv", "author"),
        ("Department of Physics, University of Somewhere", 250, 140, 9, "helv", "affiliation"),
        ("Abstract", 72, 190, 11, "hebo", "abstract"),
        (PROSE, 72, 206, 10, "helv", "abstract"),
    ]
    draw(tmp_path / "beside.pdf", drawn)
    rows = rows_by_text(tmp_path / "beside.pdf")
    name = rows["Jane Doe"]
    assert name[column("row_others")] == 1
    assert name[column("row_name_share")] == 0.0
    place = rows["Department of Physics, University of Somewhere"]
    assert place[column("row_others")] == 1 and place[column("row_name_share")] == 1.0


def test_a_capitals_title_tail_is_set_like_the_title_above_and_names_are_not(
    tmp_path: Path,
) -> None:
    draw(tmp_path / "caps.pdf", CAPS_TITLE)
    rows = rows_by_text(tmp_path / "caps.pdf")
    head, middle, tail = (
        rows["READING THE LAST LINE OF A TITLE"],
        rows["SET IN CAPITALS ACROSS THREE"],
        rows["LINES OF TYPE"],
    )
    names = rows["JOHN SMITH AND MARY JONES"]
    assert [r[column("style_above")] for r in (head, middle, tail)] == [0, 1, 2]
    assert [r[column("style_below")] for r in (head, middle, tail)] == [2, 1, 0]
    assert [r[column("style_above_largest")] for r in (head, middle, tail)] == [0, 1, 1]
    # The names: capitals too, but another font and size; the banner is far above.
    assert names[column("style_above")] == 0 and names[column("style_above_largest")] == 0
    assert head[column("style_above")] == 0
    # The abstract's first prose line heads a run of three, not reaching the largest type.
    prose = rows[PROSE]
    assert prose[column("style_below")] == 2 and prose[column("style_above_largest")] == 0


def test_cached_rows_equal_rows_read_from_the_pdf(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    train = tool("train")
    cachedlines = train.cachedlines  # the module the trainer reads through (patched below)
    pdf = tmp_path / "row.pdf"
    items = draw(pdf, ROW_OF_NAMES)
    cache = tmp_path / "lines"
    uncached = train.paper_rows(pdf, items)
    assert uncached[0] and len(uncached[0]) == len(uncached[1])
    assert train.paper_rows(pdf, items, cache) == uncached  # read, then kept
    (kept,) = cache.glob("*.json")
    assert kept.name == f"{cachedlines.cache_key(pdf, 1)}.json"

    def no_reading(path: Path, pages: int) -> None:
        raise AssertionError("the cached lines should have been used")

    monkeypatch.setattr(cachedlines, "read_front_pages", no_reading)
    assert train.paper_rows(pdf, items, cache) == uncached  # from the cache alone
    # The lines themselves survive the round trip, every field of every line.
    assert cachedlines.front_pages(pdf, 1, cache) == read_front_pages(pdf, 1)
    assert [line.lead for line in cachedlines.front_pages(pdf, 1, cache)[0].lines] == [
        line.lead for line in read_front_pages(pdf, 1)[0].lines
    ]


def test_the_cache_key_follows_the_pdf_and_the_settings(tmp_path: Path) -> None:
    cachedlines = tool("cachedlines")
    first, second = tmp_path / "a.pdf", tmp_path / "b.pdf"
    draw(first, ROW_OF_NAMES)
    draw(second, CAPS_TITLE)
    assert cachedlines.cache_key(first, 1) == cachedlines.cache_key(first, 1)
    assert cachedlines.cache_key(first, 1) != cachedlines.cache_key(first, 2)
    assert cachedlines.cache_key(first, 1) != cachedlines.cache_key(second, 1)
    cache = tmp_path / "lines"
    cachedlines.front_pages(first, 1, cache)
    damaged = cache / f"{cachedlines.cache_key(first, 1)}.json"
    damaged.write_text("{not json")
    assert cachedlines.front_pages(first, 1, cache) == read_front_pages(first, 1)
    assert json.loads(damaged.read_text())  # read again and replaced


def test_corpus_specs_name_their_generation() -> None:
    train = tool("train")
    plain = train.corpus_spec("/tmp/c", 400, 0.0)
    assert (plain.folder, plain.count, plain.seed, plain.conventions) == (
        Path("/tmp/c"),
        400,
        0,
        0.0,
    )
    spec = train.corpus_spec("/tmp/d,count=50,seed=13,conventions=0.5", 400, 0.0)
    assert (spec.count, spec.seed, spec.conventions) == (50, 13, 0.5)
    with pytest.raises(Exception, match="unknown corpus option"):
        train.corpus_spec("/tmp/d,colour=red", 400, 0.0)


def test_training_on_the_features_a_model_names(tmp_path: Path) -> None:
    train = tool("train")
    assert train.feature_columns(None) == (FEATURES, list(range(len(FEATURES))))
    model = tmp_path / "older.json"
    model.write_text(json.dumps({"features": ["y_rel", "bold"]}))
    names, columns = train.feature_columns(model)
    assert names == ("y_rel", "bold")
    assert columns == [FEATURES.index("y_rel"), FEATURES.index("bold")]
    model.write_text(json.dumps({"features": ["bold", "no_such_feature"]}))
    with pytest.raises(SystemExit, match="no_such_feature"):
        train.feature_columns(model)


@pytest.mark.parametrize("option", ["colour=red", "count=abc", "seed=x"])
def test_a_bad_corpus_option_is_a_usage_error(
    option: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    train = tool("train")
    with pytest.raises(SystemExit) as exit_:
        train.main(["--corpus", f"{tmp_path},{option}", "--out", str(tmp_path / "m.json")])
    assert exit_.value.code == 2  # argparse's usage error, not a traceback
    assert option in capsys.readouterr().err


def test_ensure_corpus_needs_items_and_enough_papers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    train = tool("train")
    built: list[tuple[Path, int]] = []

    def fake_build(shared: Path, folder: Path, count: int, split: str, **_: object) -> None:
        built.append((folder, count))

    monkeypatch.setattr("pdfgen.build_corpus", fake_build)
    # Another builder's corpus (truth only): refused, never overwritten.
    foreign = tmp_path / "latex"
    foreign.mkdir()
    (foreign / "truth.jsonl").write_text("{}\n")
    with pytest.raises(SystemExit, match=r"items\.jsonl"):
        train.ensure_corpus(train.corpus_spec(str(foreign), 1, 0.0), tmp_path)
    # Too few papers (another tool wrote 2): generated again with the count asked for.
    short = tmp_path / "short"
    short.mkdir()
    (short / "truth.jsonl").write_text("{}\n{}\n")
    (short / "items.jsonl").write_text("{}\n{}\n")
    train.ensure_corpus(train.corpus_spec(f"{short},count=3", 400, 0.0), tmp_path)
    assert built == [(short, 3)]
    train.ensure_corpus(train.corpus_spec(f"{short},count=2", 400, 0.0), tmp_path)
    assert built == [(short, 3)]  # enough: kept


def test_training_without_rows_stops_with_a_message(tmp_path: Path) -> None:
    train = tool("train")
    (tmp_path / "items.jsonl").write_text("")
    out = tmp_path / "m.json"
    with pytest.raises(SystemExit, match="no training rows"):
        train.main(["--corpus", f"{tmp_path},count=0", "--no-cache", "--final", "--out", str(out)])
    assert not out.exists()


def test_the_reader_digest_follows_the_word_lists_not_the_model(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cachedlines = tool("cachedlines")
    source = Path(cachedlines.pdf_package.__file__).parent
    for path in source.iterdir():
        if path.is_file():
            (tmp_path / path.name).write_bytes(path.read_bytes())
    monkeypatch.setattr(cachedlines.pdf_package, "__file__", str(tmp_path / "__init__.py"))
    digest = cachedlines.reader_digest.__wrapped__  # uncached
    before = digest()
    (tmp_path / "front_matter_model.json").write_text("{}")
    assert digest() == before  # retraining keeps the kept lines
    (tmp_path / "english_words.txt.gz").write_bytes(b"changed")
    assert digest() != before
