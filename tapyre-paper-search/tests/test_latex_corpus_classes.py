"""The LaTeX corpus builder (``tools/latex_corpus``) without TeX: one class's front
matter (mnras, the society journals and proceedings, the font classes) and the
preamble's draws (the text font, line numbers).

Split from ``test_latex_corpus.py`` (tidy46), which keeps the templates and the
held-out classes.  Nothing here runs pdflatex.
"""

from __future__ import annotations

import random
import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from latex_corpus.templates import ALL, allowed
from test_latex_corpus import _paper


def test_mnras_byline_has_no_comma_after_a_name() -> None:
    source = ALL["mnras"].source(_paper())
    byline = source.split(r"\author[", 1)[1].split("\\\\", 1)[0]
    assert ",$^" not in byline
    assert r"Kowalczyk$^{1}$\thanks{" in byline and ", and Ann O'Neil$^{" in byline


# -- society journals and proceedings (classes_more) -----------------------------------------


def test_nrc_gives_a_shared_address_once_and_refers_to_it_after() -> None:
    source = ALL["nrc2"].source(_paper())
    # Kowalczyk and de Vries share place 0, O'Neil has place 1: each printed once.
    assert source.count(r"\address[a0]{Department of Physics") == 1
    assert source.count(r"\address[a0]") == 2 and source.count(r"\address[a1]{") == 1
    assert (
        source.index(r"\begin{abstract}")
        < source.index(r"\keywords{")
        < source.index(r"\end{abstract}")
    )


def test_ejpecp_sets_its_front_matter_in_the_preamble_and_no_first_page_twice() -> None:
    source = ALL["ejpecp"].source(_paper(structured=True))
    preamble = source[: source.index("\\begin{document}")]
    for macro in (r"\TITLE{", r"\AUTHORS{", r"\ABSTRACT{", r"\KEYWORDS{growth, trees}"):
        assert macro in preamble
    assert r"\FIRSTPAGE" not in source  # the class sets the first page at \begin{document}
    abstract = preamble[preamble.index(r"\ABSTRACT{") :]
    assert "\n\n" not in abstract.split("\n\\begin")[0]  # no blank line inside a macro argument
    assert r"\textbf{Methods:} We counted rings." in abstract


def test_macro_argument_abstracts_use_par_not_blank_lines() -> None:
    for name, macro in (("jpsj2", r"\abst{"), ("ptptex", r"\abst{"), ("cje", r"\abstract{")):
        source = ALL[name].source(_paper(structured=True))
        argument = source[source.index(macro) :].split("\\maketitle", 1)[0]
        assert r"\textbf{Methods:} We counted rings." in argument, name
        assert "\n\n" not in argument, name  # a blank line would end the argument


def test_kluwer_groups_consecutive_authors_of_one_institute() -> None:
    source = ALL["kluwer"].source(_paper())
    opening = source[source.index(r"\begin{opening}") : source.index(r"\end{opening}")]
    order = [m.group(0) for m in re.finditer(r"\\(author|institute)\{", opening)]
    assert order == [r"\author{", r"\author{", r"\institute{", r"\author{", r"\institute{"]
    assert r"Zoë Kowalczyk\email{zoe@tarnow.edu}" in opening


def test_spie_and_cje_bylines() -> None:
    spie = ALL["spie"].source(_paper())
    assert r"Pieter de Vries\supit{a,b}" in spie and r"\supit{b}School of Data Science" in spie
    cje = ALL["cje"].source(_paper())
    assert r"\authortwo{Pieter de Vries}{Department of Physics" in cje
    assert r"\authorfour" not in cje


def test_no_template_writes_package_stand_ins_any_more() -> None:
    # epsf, ulem and algorithm2e are installed now: aastex and jmlr load the real ones.
    for name in ("aastex-twocolumn", "aastex-preprint", "jmlr-pmlr"):
        source = ALL[name].source(_paper())
        assert source.startswith("\\documentclass") and "filecontents" not in source, name


def test_apa7_links_every_author_to_their_affiliations() -> None:
    source = ALL["apa7-jou"].source(_paper())
    assert "\\authorsnames[{1},{1,2},{2}]{Zoë Kowalczyk, Pieter de Vries, Ann O'Neil}" in source
    assert "\\authorsaffiliations{{Department of Physics, University of Tarnów" in source
    assert "addressed to Zoë Kowalczyk, Email: zoe@tarnow.edu" in source


def test_journal_classes_are_train_classes() -> None:
    names = {t.name for t in allowed("train")}
    new = {"aastex-twocolumn", "aastex-preprint", "cas-dc", "jmlr-pmlr", "apa7-jou", "apa7-man"}
    assert new | {"ieeeconf"} <= names
    source = ALL["cas-dc"].source(_paper())
    assert "\\author[1,2]{Pieter de Vries}" in source and "\\cortext[1]" in source


# -- classes newly set with texlive-fonts-extra / -science, and the font draw --------------


def test_new_font_classes_are_train_classes_with_their_front_matter_in_place() -> None:
    names = {t.name for t in allowed("train")}
    new = {"asmejour", "aomart", "amsproc", "ijmart", "oup-contemporary", "oup-modern"}
    assert new | {"acmart-acmtog", "acmart-sigplan"} <= names
    aomart = ALL["aomart"].source(_paper())
    # aomart takes its title and authors only in the preamble; the abstract comes after.
    assert aomart.index("\\author{Zoë Kowalczyk}") < aomart.index("\\begin{document}")
    assert aomart.index("\\begin{document}") < aomart.index("\\begin{abstract}")
    asme = ALL["asmejour"].source(_paper())
    assert asme.index("\\begin{abstract}") < asme.index("\\maketitle")  # the abstract box
    assert "\\fontfamily{phv}" in asme  # Helvetica condensed, not a missing TeX Gyre face
    assert "Corresponding author. zoe@tarnow.edu" in ALL["oup-modern"].source(_paper())


def test_font_draw_is_seeded_and_spreads_over_the_fonts() -> None:
    from latex_corpus.fonts import FONTS, draw_font

    template = ALL["llncs"]
    draws = [draw_font(template, random.Random(f"font:train:1:{n}")) for n in range(60)]
    again = [draw_font(template, random.Random(f"font:train:1:{n}")) for n in range(60)]
    assert draws == again
    assert set(draws) == set(FONTS)
    sans = [
        draw_font(template, random.Random(f"font:train:1:{n}"), ["helvetica", "opensans"])
        for n in range(20)
    ]
    assert set(sans) == {"helvetica", "opensans"}
    assert draw_font(ALL["ieeeconf"], random.Random(0), ["helvetica"]) == ""  # refused pair


def test_title_faces_are_drawn_only_when_named_and_wrap_the_title_once() -> None:
    from latex_corpus.fonts import FONTS, TITLE_FACES, draw_font, fonts_for, with_font

    template = ALL["elsarticle-3p"]  # Latin Modern: the Times face replaces its line
    assert set(fonts_for(template)) <= set(FONTS)  # a plain draw is as before
    faces = sorted(TITLE_FACES)
    draws = {draw_font(template, random.Random(f"font:train:1:{n}"), faces) for n in range(20)}
    assert draws == set(TITLE_FACES)
    source = with_font(template, "times-sanstitle").source(_paper())
    assert source.count("\\NewCommandCopy\\corpusTitle\\title") == 1
    assert source.count("\\usepackage{mathptmx}") == 1 and "lmodern" not in source
    assert "\\fontseries{bc}" in source
    caps = with_font(ALL["ieeetran-journal"], "lmodern-smallcapstitle").source(_paper())
    assert "\\usepackage{lmodern}" in caps and "{{\\scshape #2}}" in caps


def test_font_draw_replaces_the_preambles_font_and_only_where_the_class_leaves_it() -> None:
    from latex_corpus.fonts import FONTS, REFUSED, font_kind, fonts_for, with_font

    for name in ("asmejour", "acmart-acmtog", "acmart-sigplan", "apa7-jou", "sageep"):
        assert fonts_for(ALL[name]) == [], name  # the class sets its own faces
        with pytest.raises(ValueError, match="cannot be set in"):
            with_font(ALL[name], "palatino")
    assert with_font(ALL["asmejour"], "") is ALL["asmejour"]
    for refused_template, refused_font in REFUSED:
        assert refused_font not in fonts_for(ALL[refused_template])
    source = with_font(ALL["elsarticle-3p"], "libertine").source(_paper())
    assert FONTS["libertine"] in source and "\\usepackage{lmodern}" not in source
    times = with_font(ALL["ieeetran-journal"], "helvetica").source(_paper())
    assert "\\renewcommand{\\familydefault}{\\sfdefault}" in times and "mathptmx" not in times
    assert font_kind("charter") == "font:charter" and font_kind("") == "font:class"


def test_lineno_draw_is_opt_in_seeded_and_numbers_every_kind_of_template() -> None:
    from latex_corpus.lineno import SPACED, with_lineno

    plain = ALL["amsart"].source(_paper())
    assert "lineno" not in plain  # without --lineno the source is as before
    draws = [with_lineno(ALL["amsart"], random.Random(f"lineno:train:19:{n}")) for n in range(40)]
    again = [with_lineno(ALL["amsart"], random.Random(f"lineno:train:19:{n}")) for n in range(40)]
    assert [k for _, k in draws] == [k for _, k in again]
    kinds = {kind for _, k in draws for kind in k}
    assert {"lineno", "lineno:every1", "lineno:every5", "lineno:spaced"} <= kinds
    for template, k in draws:
        source = template.source(_paper())
        head = source[: source.index("\\begin{document}")]
        assert "\\usepackage{lineno}" in head or "\\usepackage[right]{lineno}" in head
        assert "\\AtBeginDocument{\\linenumbers}" in head
        assert (f"\\linespread{{{SPACED}}}" in head) == ("lineno:spaced" in k)
        assert ("\\modulolinenumbers[5]" in head) == ("lineno:every5" in k)
        rest = plain[plain.index("\\begin{document}") :]
        assert source[source.index("\\begin{document}") :] == rest  # only the preamble changes
    # templates that open \begin{document} themselves get the numbers in the preamble too
    numbered, _ = with_lineno(ALL["ijdc"], random.Random(0))
    source = numbered.source(_paper())
    assert source.index("\\linenumbers") < source.index("\\begin{document}")


def test_a_class_with_its_own_review_mode_gets_its_option_not_the_package() -> None:
    from latex_corpus.lineno import with_lineno

    numbered, kinds = with_lineno(ALL["acmart-sigconf"], random.Random(3))
    source = numbered.source(_paper())
    assert source.startswith("\\documentclass[sigconf,review]{acmart}")
    assert "{lineno}" not in source and "lineno:every1" in kinds
