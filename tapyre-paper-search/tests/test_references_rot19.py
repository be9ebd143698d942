"""Reference entries in the forms of round nineteen's held-out styles, rotated to train.

German DIN (author-year labels before the entries, names set apart by " ; ", a colon
after the last, "u. a.", particles after the given names, "In:", a thesis's school
before "Dissertation", a report's institution after a slash) and chemistry's
(the year after the journal's name with no comma, "; others", a book's "; Publisher:
Place").  Each row failed before round twenty; the guards are read as before.
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.references import parse_reference

# (entry, authors, title, venue); None: not checked
ENTRIES = [
    # an author-year label vouches for a surname before a whole given name and a colon
    ("[Rezzolla 2010] Rezzolla, Luciano: Cell-mediated immunity in humans. In: Materials "
     "Science Letters 35 (2010), Nr. 4, S. 668-682",
     ("Luciano Rezzolla",), "Cell-mediated immunity in humans", "Materials Science Letters"),
    # " ; " lists: the last name's given name before the colon, particles after it
    ("[Pitkin u. a. 2017] Pitkin, Matthew ; Chandra, Sharat ; Tak, Floris van der ; Monney, "
     "Claire: Up-regulation of endothelial synthase. In: Biochemistry Letters 12 (2017), S. 1-9",
     ("Matthew Pitkin", "Sharat Chandra", "Floris van der Tak", "Claire Monney"),
     "Up-regulation of endothelial synthase", "Biochemistry Letters"),
    ("[Schoeier und dos Santos 2004] Schoeier, Fredrik ; Santos, Maria dos: Rapid modulation "
     "of actin dynamics. In: Proceedings of the 33rd Conference on Neuroscience, 2004, S. 5-9",
     ("Fredrik Schoeier", "Maria dos Santos"), "Rapid modulation of actin dynamics",
     "Proceedings of the 33rd Conference on Neuroscience"),
    ("[Sukhov u. a. 2002] Sukhov, Alexandre ; Vuckovic, Jelena u. a.: COHCAP: an integrative "
     "pipeline. In: Advances in Theoretical Physics 93 (2002), Nr. 10, S. 219-240",
     ("Alexandre Sukhov", "Jelena Vuckovic"), "COHCAP: an integrative pipeline",
     "Advances in Theoretical Physics"),
    # a label opening with particles, the surname first without them
    ("[van der Tak 2013] Tak, Floris van der: Myelodysplastic syndromes revisited. New York "
     ": Wiley, 2013", ("Floris van der Tak",), "Myelodysplastic syndromes revisited", None),
    # a thesis's school and kind, a report's institution after a slash
    ("[Li u. a. 2013] Li, Xiaolin ; Cruz, Ana de la: Treatment with cyclooxygenase-2 "
     "inhibitors, ETH Zurich, Dissertation, 2013",
     ("Xiaolin Li", "Ana de la Cruz"), "Treatment with cyclooxygenase-2 inhibitors", "ETH Zurich"),
    ("Stahn, Christian ; Woan, Graham ; Romano, P.: Uric acid crystals activate the "
     "inflammasome / University of Leeds. 2016 (TR-12). - Forschungsbericht",
     ("Christian Stahn", "Graham Woan", "P. Romano"),
     "Uric acid crystals activate the inflammasome", "University of Leeds"),
    ("Licata, Ignazio ; Tipler, Frank J.: PHENIX: a system for structure solution / ETH "
     "Zurich. 2023 (TR-39). - Forschungsbericht",
     ("Ignazio Licata", "Frank J. Tipler"), "PHENIX: a system for structure solution",
     "ETH Zurich"),
    # a book's place and publisher after a title closed by a question mark
    ("Brink, D. M. ; Enqvist, K.: Herpesvirus GPCRs: neglected players in disease? Berlin "
     ": CRC Press, 2004", ("D. M. Brink", "K. Enqvist"),
     "Herpesvirus GPCRs: neglected players in disease?", None),
    # chemistry: the year after the journal's name, "; others", a book's publisher
    ("Huard, T. L. Vitamins E and C in the prevention of prostate cancer. Annals of "
     "Epidemiology 2006, 52, 430-445.",
     ("T. L. Huard",), "Vitamins E and C in the prevention of prostate cancer",
     "Annals of Epidemiology"),
    ("Kaupuzs, J.; others Effect of sample quality on biopsy. International Journal of "
     "Oncology 2011, 2 (4), 435-444.",
     ("J. Kaupuzs",), "Effect of sample quality on biopsy", "International Journal of Oncology"),
    ("Romano, P.; Menicucci, N. C. Grip strength in healthy adults: reference values; CRC "
     "Press: Berlin, 2022.",
     ("P. Romano", "N. C. Menicucci"), "Grip strength in healthy adults: reference values", None),
    # guards: no label, no colon list (a whole given name before a colon is a title's);
    # a slash inside a title; a journal name ending with a year and no volume after it
    ("Google, Gemini: A Family of Capable Models. Technical report, 2023.",
     (), None, None),
    ("Doe, J. Input / Output Systems. Journal of Things 5 (2001) 1-9.",
     ("J. Doe",), "Input / Output Systems", "Journal of Things"),
    # a slash inside a title before a bare year or a journal (no report's number after
    # it); an authorless entry's bracketed title, a stop after it, is no label
    ("Doe, J.: Read / Write Heads for Disks. 2012", ("J. Doe",),
     "Read / Write Heads for Disks", "2012"),
    ("Doe, J.: A study of the Input / Output Institute. In: Journal of Things 3 (2012), S. 1-2",
     ("J. Doe",), "A study of the Input / Output Institute", "Journal of Things"),
    ("[Influenza season 2019]. Lakartidningen. 2019;116:FS44.", (),
     "[Influenza season 2019]", "Lakartidningen"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "authors", "title", "venue"), ENTRIES)
def test_din_and_chemistry_entries_are_read(
    text: str, authors: tuple[str, ...], title: str | None, venue: str | None
) -> None:
    parsed = parse_reference(text)
    assert parsed.authors == authors
    if title is not None:
        assert parsed.title == title
    if venue is not None:
        assert parsed.venue == venue
