"""Bylines and names, round 67 (bylines67): lines only, no page drawn.

Names in Arabic, Persian, Hebrew, Devanagari and Thai letters (titles, joins glued or
alone); a thesis's lead before its author ("… vorgelegt von …", "Thèse présentée par …
et soutenue …", "Candidato: …  Relatore: …"); Malaysian titles of honour ("Tan Sri",
"Dato' Sri", "Hajjah") and Burmese honorifics ("U", "Daw", "Ko"); a CJK byline's
label, bracketed asides and footnote marks ("著者：", "（東京大学）", "1)").
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.cjkdressing import without_cjk_dressing
from tapyre_paper_search.pdf.cjknames import caseless_names
from tapyre_paper_search.pdf.honourwords import without_honours
from tapyre_paper_search.pdf.scriptnames import script_names
from tapyre_paper_search.pdf.thesisleads import thesis_names


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("د. ليلى يوسف الحسن، م. طارق سعيد النجار", ["ليلى يوسف الحسن", "طارق سعيد النجار"]),
        ("رضا کریمی، زهرا حسینی و امیر نوری", ["رضا کریمی", "زهرا حسینی", "امیر نوری"]),
        ("سارة حسن، عمر الخطيب وخالد عبد الله", ["سارة حسن", "عمر الخطيب", "خالد عبد الله"]),
        ("מיכל אברהם, אורי שפירא ונועה גולן", ["מיכל אברהם", "אורי שפירא", "נועה גולן"]),
        ("ד\"ר יעל כהן ופרופ' משה לוי", ["יעל כהן", "משה לוי"]),
        ("डॉ. प्रिया सिंह, विकास गुप्ता एवं प्रो. अंजलि राव", ["प्रिया सिंह", "विकास गुप्ता", "अंजलि राव"]),
        ("รศ.ดร.ประเสริฐ บุญมี, กมลา สุขใจ", ["ประเสริฐ บุญมี", "กมลา สุขใจ"]),
        ("ผศ. อนันต์ บุญมา และ รศ. วิภา ทองดี", ["อนันต์ บุญมา", "วิภา ทองดี"]),
        # presentation forms, as some PDFs give Arabic back: folded (NFKC)
        (
            "\ufee3\ufea3\ufee3\ufea9 \ufeed\ufe8e\ufedf\ufeaa، "
            "\ufeb3\ufe8e\ufead\ufe93 \ufea3\ufeb4\ufee6",
            ["محمد والد", "سارة حسن"],
        ),
    ],
)
def test_script_bylines(line: str, want: list[str]) -> None:
    assert script_names(line) == want
    assert caseless_names(line) == want  # (called by caseless_names)


@pytest.mark.parametrize(
    "line",
    [
        "التعليم العالي والبحث العلمي",  # a noun phrase: the article opens it
        "آموزش عالی و پژوهش علمی",  # two pieces by "and" only: a title's shape
        "محمد أحمد",  # one piece, no title
        "शिक्षा और विकास",  # one word each side
        "การศึกษา และ การพัฒนา",  # Thai words, one each
        "ورד כהן",  # two scripts
        "Ann Lee, د. سارة حسن",  # Latin letters beside
        "د. سارة حسن 2019",  # a number
        "Ann Lee and Bo Chen",  # no such script: left to the others
    ],
)
def test_script_non_bylines(line: str) -> None:
    assert script_names(line) is None


def test_glued_and_leaves_a_given_name_whole() -> None:
    # "وحيد" (Vahid) and "ורד" (Vered) open on the letter of "and": no cut inside
    assert script_names("علی رضایی، وحید محمدی") == ["علی رضایی", "وحید محمدی"]
    assert script_names("משה לוי, ורד כהן") == ["משה לוי", "ורד כהן"]


@pytest.mark.parametrize(
    ("line", "want"),
    [
        (
            "Dissertation zur Erlangung des Doktorgrades vorgelegt von Jonas Albrecht aus Rostock",
            "Jonas Albrecht",
        ),
        (
            "Thèse présentée par Camille Girard et soutenue publiquement le 12 juin 2019",
            "Camille Girard",
        ),
        (
            "Dissertação apresentada por Beatriz Carvalho Nunes e defendida em 2021",
            "Beatriz Carvalho Nunes",
        ),
        ("Tesis doctoral presentada por Lucía Herrera Molina", "Lucía Herrera Molina"),
        ("A thesis submitted by Kwame Mensah in partial fulfilment of the degree", "Kwame Mensah"),
        ("Mémoire présenté par Élodie Fournier (matricule 2018-4471)", "Élodie Fournier"),
        ("Candidato: Luca Ferraresi   Relatore: Prof. Giorgio Neri", "Luca Ferraresi"),
        ("Candidate: Tendai Moyo   Co supervisor: Dr. Peter Banda", "Tendai Moyo"),
        ("Thesis presented by Ann Lee and Bo Chen", "Ann Lee and Bo Chen"),
    ],
)
def test_thesis_leads(line: str, want: str) -> None:
    assert thesis_names(line) == want


@pytest.mark.parametrize(
    "line",
    [
        "Thesis presented by the candidate",  # no capital after the "by"
        "Prepared by Ann Lee",  # no thesis noun: run_in_names' own leads
        "Results of the thesis. Submitted by Ann Lee",  # a stop between noun and "by"
        "The candidate: Ann Lee",  # no label opening the line
        "Candidates: Ann Lee",
    ],
)
def test_not_thesis_leads(line: str) -> None:
    assert thesis_names(line) is None


def test_thesis_lead_reads_names() -> None:
    line = "Thèse présentée par Camille Girard et soutenue publiquement le 12 juin 2019"
    assert names_in_line(line) == ["Camille Girard"]
    assert names_in_line("Candidato: Luca Ferraresi   Relatore: Prof. Giorgio Neri") == [
        "Luca Ferraresi"
    ]


@pytest.mark.parametrize(
    ("line", "want"),
    [
        (
            "Tan Sri Dr. Ong Kah Seng, Dato' Sri Dr. Norlela Hashim and Hajjah Rosnah Ismail",
            "Dr. Ong Kah Seng, Dr. Norlela Hashim and Rosnah Ismail",
        ),
        ("Puan Sri Faridah Salleh dan Datin Rohani Kassim", "Faridah Salleh dan Rohani Kassim"),
        ("Datuk Dr. Aminah Yusof; Hj. Zainal Abidin", "Dr. Aminah Yusof; Zainal Abidin"),
        (
            "U Aung Min Thein, Daw Khin Thandar Htwe and Ko Zaw Lin Oo",
            "Aung Min Thein, Khin Thandar Htwe and Zaw Lin Oo",
        ),
        ("U Kyaw Soe Win, Daw Nwe Nwe Yin", "Kyaw Soe Win, Nwe Nwe Yin"),
        # left: "U" an initial, "Ko" a Korean surname, "Tan" a surname, a title inside prose
        ("U Schmidt and Ko Min Jun", "U Schmidt and Ko Min Jun"),
        ("Ann Tan, Bo Chen", "Ann Tan, Bo Chen"),
        ("U. Aung Min", "U. Aung Min"),
        ("Mei Tan Sri", "Mei Tan Sri"),
    ],
)
def test_honours(line: str, want: str) -> None:
    assert without_honours(line) == want


def test_honours_read_as_names() -> None:
    line = "U Aung Min Thein, Daw Khin Thandar Htwe and Ko Zaw Lin Oo"
    assert names_in_line(line) == ["Aung Min Thein", "Khin Thandar Htwe", "Zaw Lin Oo"]
    assert names_in_line("Hajjah Rosnah Ismail and Bo Chen") == ["Rosnah Ismail", "Bo Chen"]


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("저자: 한지민¹, 오승현²*", "한지민, 오승현"),
        ("저자: 정하늘1, 윤서준2,*", "정하늘, 윤서준"),  # superscripts folded
        ("著者：山本 真一（東京大学），田村 さくら（京都大学）", "山本 真一，田村 さくら"),
        ("高木 健二1)，松本 由美2)，森 直人1,3)", "高木 健二，松本 由美，森 直人"),
        ("王伟 (Wang Wei), 李娜 (Li Na)", "王伟, 李娜"),
        # left: a bracket not closing a piece, Latin names, a label inside the line
        ("机器学习（综述）研究", "机器学习（综述）研究"),
        ("Ann Lee (MIT), Bo Chen1)", "Ann Lee (MIT), Bo Chen1)"),
        ("本文作者：山本 真一", "本文作者：山本 真一"),
    ],
)
def test_cjk_dressing(line: str, want: str) -> None:
    assert without_cjk_dressing(line) == want


def test_cjk_dressing_read_as_names() -> None:
    assert caseless_names("著者：中村 亮介（大阪大学），小林 美咲（名古屋大学）") == [
        "中村 亮介",
        "小林 美咲",
    ]
    assert caseless_names("佐藤 健1)，鈴木 彩2)") == ["佐藤 健", "鈴木 彩"]
    assert caseless_names("作者：") is None
