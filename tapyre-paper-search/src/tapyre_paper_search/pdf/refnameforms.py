"""The forms one name takes in a references entry (pure patterns): :data:`NAME_FORMS`.

"J. P. Doe" (``a``), "Doe, J. P." or "Doe, Jane" (``b``), "Jane Q. Doe" (``c``),
"Doe JP" (``d``) and "Doe Jane Q." (``e``), with capitalised particles, two-word
surnames after initials and generational suffixes wherever a style puts them;
:data:`BARE_FORMS` the same with a suffix word where a surname should be.  Also what
ends one name (:data:`NAME_END`); what sets names apart and closes a list is
:mod:`.reflistwords`'.  Which reading wins is :mod:`.refnameat`'s; the list is read by
:mod:`.refnames`.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.kinwords import KIN_LINKS
from tapyre_paper_search.pdf.namelinks import KIN_CLOSERS
from tapyre_paper_search.pdf.reflistwords import MARKS as _MARKS
from tapyre_paper_search.pdf.reflistwords import suffix_words

_UP = "A-ZÀ-ÞĀ-Ž"
_LOW = "a-zà-ÿā-ž"
# ... and the lower-case words of kin of :data:`.kinwords.KIN_LINKS` ("I. ag Alghabass",
# "ag Alghabass, I."; names43)
_PARTICLE = (
    r"(?:(?:van|von|de|der|den|del|della|di|da|dos|du|le|la|ter|ten|bin|al|el|zu"
    rf"|{'|'.join(sorted(KIN_LINKS))})\s+)"
)
# Particles written with a capital ("De Napoli", "Di Vecchia", "Van der Berg") belong to
# the surname only where a surname follows them in a name written with initials or
# surname first; a name written given first keeps them as given names (Vietnamese
# "Van", "Le"), which changes nothing there: the whole name is kept as written.
_ANY_PARTICLE = (  # the particles of ``_PARTICLE``, any case, as a tree (fewer tries);
    # in capitals before a surname in capitals ("DE MARRAIS, R.": small capitals)
    r"(?:(?:[Dd](?:e(?:lla|[lnr])?|[aiu]|os)|[Vv][ao]n|[Ll][ae]|[Tt]e[nr]|[AaEe]l|bin|zu"
    rf"|{'|'.join(sorted(KIN_LINKS))})\s+"
    r"|(?:D(?:E(?:LLA|[LNR])?|[AIU]|OS)|V[AO]N|L[AE]|TE[NR])\s+(?=[A-ZÀ-Þ]{2}))"
)
# Possessive hyphen segments ("Smith-Jones"): a chain of them is never split two ways
# when the name fails to end after it ("Ab-Ab-…-Ab-" would take exponential time).  The
# chain takes every segment there is ("(?!-[\w'’])" after it, not a possessive group "*+":
# CPython before 3.11.5 matches a possessive group wrongly, gh-106052), so giving one
# back never matches either.
_ONE_SURNAME = rf"(?:[a-z]{{1,4}}['’])?[{_UP}][\w'’]++(?:-[\w'’]++)*(?!-[\w'’])"
# Generational suffixes ("Jr.", "Sr.", "III", "IV") stay with their name, wherever the
# style puts them ("Logan IV, R. L.", "King, M. L., Jr.", "King ML Jr"); never a surname
# nor initials of their own (:func:`.reflistwords.suffix_words`).
_SUFFIX = rf"(?:{suffix_words()})(?![\w-])"
_NOT_SUFFIX = rf"(?!(?:{suffix_words('')})(?![\w-]))"
# After a Vancouver name's initials a numeral is the name's only where the name ends
# after it (a separator, a full stop): not the title's first word ("Smith A. IV fluids
# in …").  "Lee B. II. Observations …" stays "B. Lee II" ("Ford H III. Title").
_LAST_SUFFIX = r"(?:(?:Jr|Sr)\.?(?![\w-])|(?:II|III|IV)(?=\s*(?:[,;&.]|and\s|et\s+al|$)))"
_SURNAME = rf"{_PARTICLE}*{_NOT_SUFFIX}{_ONE_SURNAME}"
_CAP_SURNAME = rf"{_ANY_PARTICLE}*{_NOT_SUFFIX}{_ONE_SURNAME}"
_AFTER_SUFFIX = rf"(?:,?\s(?P<suffix>{_SUFFIX}))?"  # "King Jr.", "King, Jr."
_DOT = r"\.(?:\s?-\s?|\s?)?"  # after an initial
_INITIALS = rf"(?:[{_UP}]{_DOT})+"
# Before a surname or after its comma, also given names cut to two letters ("Yu.", "Al.").
_SHORT_GIVEN = rf"(?:[{_UP}][a-z]?{_DOT})+"
# A given name, also written with a capital inside ("HongSheng", "YoungJu").
_GIVEN_REST = rf"[{_LOW}]++(?:[{_UP}][{_LOW}]++)?(?:-[{_UP}]?[{_LOW}]++)?"  # "++": no giving back
_GIVEN = rf"[{_UP}]{_GIVEN_REST}"
# After a name's marks (:data:`.reflistwords.MARKS`) a name ends; so at a slash
# only before a given-first name ("Kim A. Smith/Li Chen", not "Kim B. Input/output").
_END = (
    rf"\s*(?:[,;:&()\[\]\"“”'‘’\d{_MARKS}]|\.(?!\w)|/(?={_GIVEN}\s+[{_UP}])|and\s|und\s|(?:og|och|en|ja|y|e)\s|"
    rf"et\s+(?:al|collab\.|(?=[{_UP}]))|u\.\s?a\.|m\.\s?fl\.|$)"
)  # (Swedish and Danish "m.fl." as :data:`ET_AL` reads it: "Lei Shan m.fl. Title"; refs46)
NAME_END = re.compile(_END)
# After a second capitalised word a name ends only before a list separator, a mark, or
# ". " with a year, "(" or a sentence (a title: "A. V. Gopala Rao. Copi complex is …",
# "L. M. Leon Hilario. Over 30% efficient …";
# not before a journal's volume: "A. Smith Nature 521", nor its abbreviations: "S.
# Weinberg Phys. Rev."); also before French "et" and a name, as before "and" ("N. V.
# Chandra Shekar et N. Gehrels :", refs38).  A comma before a word in small letters,
# or "and" before no name, is a title's, not the list's: the second word opens a title
# set after the last name with no stop ("… and G. Su Cytochemistry and C-values: …",
# "… and N. Doe Poverty, hunger, and …", a thesis in some chemistry styles) — but not
# the words that follow a list of names after a comma (:data:`_AFTER_NAMES`: "A. V.
# Gopala Rao, in: …", "M. Lopez de Haro, private communication").  Also before a
# title's first word and its comma ("… och A. R. Usha Devi. NIPBL, encoding …"), before
# a quoted title ("…, and M. Lopez de Haro. “The Pfam …”", biblatex's) and
# before the colon that closes a German list, a capital or a digit after it ("… und M.
# Lopez de Haro: The Pfam …", gerunsrt's; refs58).
_AFTER_NAMES = (
    r"(?:in|eds?|private|personal|unpublished|submitted|to\s+appear|forthcoming|accepted|"
    r"thesis|preprint|ibid|pp?|vol)\b"
)
_PAIR_END = (
    rf"[{_MARKS}]*\s*(?:,(?!\s*(?!and\s|et\s|(?:og|och|en|ja|y|e)\s|{_AFTER_NAMES})[{_LOW}])|[;&]|\(\s*(?:19|20)\d\d|"
    rf"(?:and|et)\s+(?=[{_UP}](?:[.\s]|[{_UP}]{{1,2}}\s|[{_LOW}]+\s+[{_UP}]))|und\s|(?:og|och|en|ja|y|e)\s|et\s+al|"
    rf"\.\s*(?:\(|(?:19|20)\d\d)|\.\s+[A-Z][\w'’-]*,?\s+[a-z\d]|\.\s+[“\"‘]|:\s+[{_UP}\d]|$)"
)
# A surname's particles after the given names, where the name ends after them: "Santos,
# Maria dos ;", "Tak, Floris van der:" (German DIN); after initials too, whose full stop
# may have taken the space ("Berg, J. van der, …", Harvard), also after initials closing
# a whole given name and before "and" or German "und" ("Marrais, Robert P. C. de, …",
# "Loosdrecht, Paul H. M. van und D. Lutz", gerapali's; refs40); and before the year,
# bracketed or bare, where the name is the list's only one ("Loosdrecht, P. H. M. van
# (2011). Title", erae's; refs49).
_LATE_WORDS = r"(?:van|von|de|der|den|del|della|di|da|dos|du|le|la|ter|ten|zu)"
_LATE_YEAR = r"\s\(?(?:19|20)\d\d[a-z]?\b"
# and before "et al." closing the list ("Cruz, Ana de la et al.: Title", jurabib's
# humanities style; refs55), or the stop before a quoted title ("Cruz, Ana de la.
# “Title”", biblatex's chicago-authordate; refs58) or an unquoted one ("Cruz, Ana de la.
# Long-term use …", chicago-authordate-trad; refs64)
_LATE_ET_AL = r"\s+et\s+al\b"
_LATE_PARTICLES = (
    rf"(?:\s?{_LATE_WORDS}(?:\s{_LATE_WORDS})*"
    rf"(?=\s?[,;:]|\s(?:and|und|&)\s|{_LATE_YEAR}|{_LATE_ET_AL}|\.\s+[“\"‘{_UP}]))?"
)
_LATE_AFTER_INITIALS = (
    rf"(?:\s?{_LATE_WORDS}(?:\s{_LATE_WORDS})*"
    rf"(?=\s?[,;:]|\s(?:and|und|&)\s|\.\s|{_LATE_YEAR}|{_LATE_ET_AL}))?"
)
# A surname's particles closing a name written surname first with its whole given name
# and no comma ("Dishoeck Ewine van, Amendola Luca", "Santos Maria dos, …", the Russian
# school's rusnat; refs49), before the list's next separator or the names' full stop.
_CLOSING_PARTICLES = rf"(?:\s{_LATE_WORDS}(?:\s{_LATE_WORDS})*(?=\s*[,;]|\.\s|\s+(?:and|&)\s))?"
# After undotted initials (Vancouver's form), the year may follow them too, bare or in
# brackets ("Hohenberg L von (1995) Title", Springer's basic style; refs64).
_CLOSING_PARTICLES_YEAR = (
    rf"(?:\s{_LATE_WORDS}(?:\s{_LATE_WORDS})*"
    r"(?=\s*[,;]|\.\s|\s+(?:and|&)\s|\s+\(?(?:19|20)\d\d\b))?"
)
# Where a surname's bare initials set apart by spaces end ("DHAR S K, ROE J", GB/T 7714;
# "Aligia A A and Doe D 2008 Journal", IOP's): a separator, "and", the year or "et al."
# ("Seo W S et al. 2007 Title", the Journal of Physics B's; refs53), the year in
# brackets too ("Woudt P A (1999). Title", a thesis style's; refs54).
_SPACED_END = r"(?=\s*[,;.]|\s+(?:and|&)\s|\s+\(?(?:19|20)\d\d\b|\s+et\s+al\b)"
# A two-syllable given name's undotted initials joined by a hyphen after the surname
# ("Yuan C-P, Li H-B, et al.", GB/T 7714's slides and theses, hitszbeamer; refs57),
# before the list's next separator, "et al." or the names' full stop: read whole, not
# "Yuan C" with "-P" left over for the title.  The year may follow them too, bare or in
# brackets ("Zhang B-W, Li C-P (2013) Title", Springer's basic style; refs64).
_HYPHENED_INITIALS = (
    rf"[{_UP}]-[{_UP}]"
    r"(?=\s*[,;]|\.\s|\s+(?:and|&)\s|\s+et\s+al\b|\s+\(?(?:19|20)\d\d\b)"
)
# Initials whose last one has no stop of its own, before the list's next comma or "&"
# or "et al." ("Brownlee, R. A, Ingber, L, & Potter, S. B."; "Grimshaw, R. H. J et al.";
# PNAS's style): only where a separator follows the bare capital, so "Doe, J. A study …"
# stays a title.
_UNDOTTED_LAST = rf"(?:[{_UP}]{_DOT})*[{_UP}](?=,\s|\s&\s|\s+et\s+al\b)"
# A Turkic closing word of kin after the father's name, given-first ("Talant Bolot uulu,
# Aida Kasymova."; :data:`.namelinks.KIN_CLOSERS`): part of the name where a list
# separator, "and" or the names' full stop follows it (refs37).
_KIN = (
    rf"(?:\s(?:{'|'.join(sorted(KIN_CLOSERS))})"
    r"(?=\s*[,;]|\s+(?:and|&)\s|\.\s|\.?$))?"
)
# Terse initials before the surname, no stop nor space between them ("JA Doe", "MÁ Pérez",
# "KMR Audenaert", biblatex's ``terseinits`` given first; refs66).
# Two capitals and a capitalised word open many a title too ("DNA Repair, a review",
# "WHO Guidelines. Geneva", "UN Women. Progress …"): such a name is read after a list's
# separator or join, or where the list goes on after it with another name in initials,
# "et al." or a quoted title.
# The initials are no suffix ("Deng WZ, II NJE": Vancouver's "NJE" of a surname "II"),
# the surname holds small letters (not "AB CD").
# Not after a name closing on its initials ("Lee K, Smith J, UN Women. Progress …",
# "Smith J, Lee K, NIH Toolbox"; fix55b): a list in Vancouver's form, surname first, holds
# no given-first name, so two capitals and a word there open the title.
_TERSE_NAME = (
    rf"(?<![{_UP}],\s)(?<![{_UP}]\.,\s)(?<![{_UP}]\sand\s)(?<![{_UP}]\.\sand\s)"
    rf"(?<![{_UP}]\s&\s)(?<![{_UP}]\.\s&\s)"
    rf"(?!(?:II|III|IV)\s)[{_UP}]{{2,3}}\s(?=[^\s,;.]*[{_LOW}]){_CAP_SURNAME}"
)
_TERSE_ON = (
    rf"(?=\s*,\s*(?:and\s+)?[{_UP}]{{1,3}}\s[{_UP}]|\s+(?:and|&)\s+[{_UP}]{{1,3}}\s[{_UP}]"
    r"|\s+et\s+al\b|\.\s+[“\"‘])"
)
# Such a given name alone, to tell its readings ("Ingber, L") apart.
UNDOTTED_GIVEN = re.compile(rf"(?:[{_UP}]{_DOT})*[{_UP}]")
# The list's last join before a name opening with initials and a capital ("Rao, A. V.
# Gopala & I. Grabec. 2022.", biblatex-unified's Chicago first name; refs65).
# Or before the last join and a given-first name closing the list with a colon ("Rao, A.
# V. Gopala and Shlomo Gelaki: Title", unified's; refs66): :data:`JOINED_GIVEN`, whose
# given name :mod:`.refnameat` checks is shaped as one (not "Doe, J. A. Genes and Human
# Disease: …", a title).
_JOIN_INITIALS = rf"\s+(?:and|&)\s+(?:(?:[{_UP}]\.\s?)+[{_UP}]|{_GIVEN}\s{_ONE_SURNAME}:)"
JOINED_GIVEN = re.compile(rf"\s+(?:and|&)\s+(?P<given>{_GIVEN})\s{_ONE_SURNAME}:")
# One name, in the forms lists use: "J. P. Doe", "Doe, J. P." or "Doe, Jane (Q.)",
# "Doe JP" (Vancouver) or "Doe J. P.", "Jane Q. Doe"; the longest reading wins
# ("Jane Q. Doe" over "Jane Q").  Surname-first forms name their parts.  After
# initials, two capitalised words are one surname ("A. V. Gopala Rao", "M. Lopez de
# Haro") where a list separator or a year follows them (``_PAIR_END``); initials may
# go undotted ("S C Tiwari", "Tanya M Elliott"), a last one after a whole given name
# too where a semicolon follows ("Elliott, Tanya M; Black, John:", lni; refs48) or
# "et al." ("Elliott, Tanya M et al.: Title", jurabib's; refs57).  Vancouver's form
# ("d") takes a surname's particles after the initials, before a separator or the
# names' stop ("Dishoeck E van, Virnau P", "Berg J van der. Title", biblatex's
# vancouver; refs58).
NAME_FORMS = (
    (
        "a",
        re.compile(
            rf"(?:{_SHORT_GIVEN}\s?{_CAP_SURNAME}"
            rf"(?:\s{_PARTICLE}*{_NOT_SUFFIX}{_ONE_SURNAME}(?={_PAIR_END}))?(?!\w)"
            rf"|(?:[{_UP}]\s){{1,3}}{_CAP_SURNAME}(?={_END})"
            rf"|(?:(?<=,\s)|(?<=and\s)|(?<=&\s)){_TERSE_NAME}(?={_END})"
            rf"|{_TERSE_NAME}{_TERSE_ON}){_AFTER_SUFFIX}"
        ),
    ),
    (
        "b",
        re.compile(
            rf"(?P<surname>{_CAP_SURNAME})(?:\s(?P<suffix0>{_SUFFIX}))?,\s?"
            rf"(?P<given>{_UNDOTTED_LAST}|{_SHORT_GIVEN}{_LATE_AFTER_INITIALS}"
            rf"|{_GIVEN}(?:\s(?:{_INITIALS}|[{_UP}](?=\s?;|,\s|{_LATE_ET_AL})|{_GIVEN}(?!\w)))?"
            rf"{_LATE_PARTICLES}"
            rf"|[{_UP}](?:\s[{_UP}])+(?=,|\s?;|\.\s))"
            rf"(?:,\s?(?P<suffix>{_SUFFIX})(?!,?\s*[{_UP}]\.))?"  # not "II, N. J." of the next
        ),
    ),
    (
        # Chicago's first name, initials then a given name: "Hilario, L. M. Leon, …", a
        # surname's particles perhaps after it ("Haro, M. Lopez de et al.:", jurabib's of
        # BibTeX's "M. Lopez de Haro"; refs58)
        "b",
        re.compile(
            rf"(?P<surname>{_CAP_SURNAME})(?P<suffix0>),\s?"
            rf"(?P<given>{_SHORT_GIVEN}(?P<late>\s?{_GIVEN})"
            rf"(?:\s{_LATE_WORDS}(?:\s{_LATE_WORDS})*)?"
            rf"(?=[,;:]|\s+et\s+al|\.\s+(?:19|20)\d\d|{_JOIN_INITIALS}))"
            rf"(?P<suffix>)"
        ),
    ),
    (
        "d",
        re.compile(
            rf"(?P<surname>{_CAP_SURNAME})(?:\s(?P<suffix0>{_SUFFIX}))?"
            rf"\s(?P<given>(?:{_INITIALS}|[{_UP}](?:\s[{_UP}]){{1,2}}{_SPACED_END}"
            rf"|{_HYPHENED_INITIALS}|[{_UP}]{{1,3}}(?!\w)){_CLOSING_PARTICLES_YEAR})"
            rf"(?:\s?(?P<suffix>{_LAST_SUFFIX}))?"
        ),
    ),
    (
        "c",
        re.compile(
            # given names, initials (also undotted) as a tree on their capital
            rf"{_GIVEN}(?:\s+[{_UP}](?:{_DOT}(?:[{_UP}]{_DOT})*|(?=\s)|{_GIVEN_REST}))*"
            rf"\s+{_SURNAME}(?!\w){_KIN}{_CLOSING_PARTICLES}{_AFTER_SUFFIX}"
        ),
    ),
    (
        # Surname first with no comma, a whole given name and initials after it, or a
        # given name's two letters and initials: "Yurkin Maxim A.", "Kosovtsov Yu. N."
        # (the Russian school's, refs37); only before the list's next separator or, its
        # last initial's stop and space read, a capital (the title's first word).
        "e",
        re.compile(
            rf"(?P<surname>{_CAP_SURNAME})(?P<suffix0>)\s"
            rf"(?P<given>{_GIVEN}\s(?:{_INITIALS}|[{_UP}](?=,\s))|[{_UP}][{_LOW}]\.\s?{_INITIALS})"
            rf"(?P<suffix>)"
            rf"(?=\s*[,;]|\s+(?:and|&)\s|(?<=\.\s)[{_UP}])"
        ),
    ),
    (
        # Surname first, no comma, initials and a word after them (a surname's other
        # word, a given name or a capitalised particle) before the list's next
        # surname-first name with its initials: "Neto A. H. Castro, Yuste S. B.", "Fall S. Michael,
        # Eckstein James N.", "Napoli M. De, Roe B." (rusnat; refs60).  Last: the
        # given-first reading wins a tie ("Douglas M. Bates, Martin M. Maechler").
        "d",
        re.compile(
            rf"(?P<surname>{_CAP_SURNAME})(?P<suffix0>)\s(?P<given>{_INITIALS}{_GIVEN})"
            rf"(?P<suffix>)(?=,\s{_CAP_SURNAME}\s(?:[{_UP}]\.|{_GIVEN}\s[{_UP}]\.))"
        ),
    ),
    (
        # Surname first, no comma, a whole given name and the surname's particles after
        # it, before the list's next separator or the names' stop: "Tak Floris van der",
        # "Hohenberg Ludwig von" (rusnat; refs60); last, as the form before it.
        "e",
        re.compile(
            rf"(?P<surname>{_CAP_SURNAME})(?P<suffix0>)\s(?P<given>{_GIVEN}(?:\s{_LATE_WORDS})+)"
            rf"(?P<suffix>)(?=\s*[,;]|\.\s)"
        ),
    ),
)


# A suffix word where a surname should be ("N. J. E. II"): read only where no other
# reading is found.
BARE_FORMS = tuple(
    (form, re.compile(pattern.pattern.replace(_NOT_SUFFIX, ""))) for form, pattern in NAME_FORMS
)

# Form "b" without its undotted last initial: the reading after a name whose initials
# keep their stops ("Doe, K." of "Smith, J. A., Doe, K. B, and …").
DOTTED_B = re.compile(dict(NAME_FORMS)["b"].pattern.replace(_UNDOTTED_LAST + "|", "", 1))

Named = tuple[str, re.Match[str]]
