"""The Exec key: quoting, escaping, field codes, and hostile command lines."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from tapyre_plugin_applauncher.desktop_entry import unescape_string
from tapyre_plugin_applauncher.errors import ExecLineError
from tapyre_plugin_applauncher.exec_line import (
    FieldCode,
    Token,
    parse_exec,
    quote_argument,
    tokenize_exec,
)


def argv(value: str, targets: tuple[str, ...] = (), **fields: str) -> list[str]:
    return parse_exec(value).expand(targets, **fields)


def from_file(raw: str, targets: tuple[str, ...] = ()) -> list[str]:
    """Both layers, as for a value read from a file: string escapes, then Exec quoting."""
    return argv(unescape_string(raw), targets)


# ---------------------------------------------------------------------------
# Tokenizing
# ---------------------------------------------------------------------------


def test_arguments_are_separated_by_spaces() -> None:
    assert tokenize_exec("prog  -a b") == [
        Token("prog", False),
        Token("-a", False),
        Token("b", False),
    ]


def test_quoted_arguments_keep_reserved_characters() -> None:
    assert argv('prog "a b" "x;y|z>w" "~" "*?#()&<\'"') == [
        "prog",
        "a b",
        "x;y|z>w",
        "~",
        "*?#()&<'",
    ]


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (r'prog "say \"hi\""', 'say "hi"'),
        (r'prog "\$HOME"', "$HOME"),
        (r'prog "\`id\`"', "`id`"),
        (r'prog "back\\slash"', "back\\slash"),
        ('prog ""', ""),
        ('prog "tab\there"', "tab\there"),
    ],
)
def test_escapes_inside_quotes(value: str, expected: str) -> None:
    assert argv(value)[1] == expected


def test_the_string_layer_is_undone_before_the_exec_layer() -> None:
    # In the file: four backslashes for one literal backslash, \\$ for a dollar.
    assert from_file(r'prog "a\\\\b" "\\$HOME" "\\"q\\""') == ["prog", "a\\b", "$HOME", '"q"']
    # \s in the file is a space before tokenizing: it separates arguments.
    assert from_file(r"prog a\sb") == ["prog", "a", "b"]


def test_the_program_may_be_quoted() -> None:
    assert argv('"/opt/My App/bin/app" --x') == ["/opt/My App/bin/app", "--x"]


QUOTING_ERRORS = [
    ('prog "unterminated', "unterminated double quote"),
    ('prog "a"b', "quotes must enclose a whole argument"),
    ('prog a"b"', "quotes must enclose a whole argument"),
    ('prog --opt="a b"', "quotes must enclose a whole argument"),
    (r'prog "a\nb"', "a backslash may only escape"),
    ('prog "trailing\\', "a backslash may only escape"),
    ('prog "$HOME"', "unescaped '\\$'"),
    ('prog "`id`"', "unescaped '`'"),
    ("prog a;b", "reserved character ';'"),
    ("prog; rm -rf ~", "reserved character ';'"),
    ("prog $(id)", "reserved character '\\$'"),
    ("prog `id`", "reserved character '`'"),
    ("prog | sh", "reserved character '\\|'"),
    ("prog > /tmp/x", "reserved character '>'"),
    ("prog < /etc/passwd", "reserved character '<'"),
    ("prog && id", "reserved character '&'"),
    ("prog ~/x", "reserved character '~'"),
    ("prog *.txt", "reserved character '\\*'"),
    ("prog 'single'", 'reserved character "\'"'),
    ("prog a\\ b", "reserved character '\\\\\\\\'"),
    ("prog a\tb", "reserved character '\\\\t'"),
    ("prog #x", "reserved character '#'"),
    ("prog (x)", "reserved character '\\('"),
]
"""Command lines refused for their quoting, with (a regex of) the reason."""


# ---------------------------------------------------------------------------
# Field codes
# ---------------------------------------------------------------------------


def test_file_codes_without_a_file_are_removed() -> None:
    assert argv("prog %f") == ["prog"]
    assert argv("prog %F --x") == ["prog", "--x"]
    assert argv("prog %u") == ["prog"]
    assert argv("prog %U") == ["prog"]


def test_file_codes_take_the_file_as_one_argument() -> None:
    spaced = "/home/ada/My Documents/a b.txt"
    assert argv("prog %f", (spaced,)) == ["prog", spaced]
    assert argv("prog %F", (spaced, "/x")) == ["prog", spaced, "/x"]
    assert argv("prog %u", ("https://e.org/?q=a b&c=$(id)",)) == [
        "prog",
        "https://e.org/?q=a b&c=$(id)",
    ]
    assert argv("prog %U", ("a", "b")) == ["prog", "a", "b"]
    assert argv("prog %f", ("a", "b")) == ["prog", "a"]


def test_single_file_codes_may_be_part_of_an_argument() -> None:
    assert argv("prog --open=%u", ("https://e.org",)) == ["prog", "--open=https://e.org"]
    assert argv("prog --open=%f") == ["prog", "--open="]


def test_expansions_are_not_expanded_again() -> None:
    assert argv("prog %f", ("%c %%",), name="N") == ["prog", "%c %%"]
    assert argv("prog %c", name="100%% %f") == ["prog", "100%% %f"]


def test_icon_name_and_location_codes() -> None:
    fields = {"name": "Text Editor", "icon": "accessories-text-editor", "location": "/a/b.desktop"}
    assert argv("prog %i %c %k", **fields) == [
        "prog",
        "--icon",
        "accessories-text-editor",
        "Text Editor",
        "/a/b.desktop",
    ]
    assert argv("prog %i --title=%c", name="Editor") == ["prog", "--title=Editor"]
    assert argv("prog %k") == ["prog"]


def test_percent_percent_is_a_literal_percent() -> None:
    assert argv("prog 100%% %%f") == ["prog", "100%", "%f"]
    assert argv('prog "50%%"') == ["prog", "50%"]


def test_deprecated_codes_are_removed() -> None:
    assert argv("prog %d %D %n %N %v %m --dir=%d") == ["prog", "--dir="]


FIELD_CODE_ERRORS = [
    ("prog %x", "unknown field code %x"),
    ("prog %Z", "unknown field code %Z"),
    ("prog 100%", "a literal % must be written %%"),
    ("prog %1", "a literal % must be written %%"),
    ('prog "%f"', "field code %f inside the quoted argument"),
    ('prog "--file=%u"', "field code %u inside the quoted argument"),
    ('prog "%d"', "field code %d inside the quoted argument"),
    ("prog %f %F", "more than one of %f %F %u %U"),
    ("prog %u --x=%f", "more than one of %f %F %u %U"),
    ("prog --files=%F", "must be an argument on its own"),
    ("prog x%U", "must be an argument on its own"),
    ("prog -%i", "must be an argument on its own"),
    ("%f", "the program must be a literal"),
    ("", "empty"),
    ("   ", "empty"),
    ('""', "the program must be a literal"),
    ("%d", "holds no program"),
    ("FOO=bar prog", "may not contain '='"),
]
"""Command lines refused for their field codes or program, with the reason."""


@pytest.mark.parametrize(("value", "message"), [*QUOTING_ERRORS, *FIELD_CODE_ERRORS])
def test_invalid_command_lines_are_rejected_with_a_reason(value: str, message: str) -> None:
    with pytest.raises(ExecLineError, match=message):
        parse_exec(value)


def test_file_code_is_reported() -> None:
    assert parse_exec("prog %U").file_code == "U"
    assert parse_exec("prog").file_code is None
    assert parse_exec("prog --u=%u").arguments[1] == ("--u=", FieldCode("u"))


def test_env_wrapper_keeps_its_assignments_as_arguments() -> None:
    assert argv("env GDK_BACKEND=x11 prog %U") == ["env", "GDK_BACKEND=x11", "prog"]


# ---------------------------------------------------------------------------
# Quoting round trip
# ---------------------------------------------------------------------------


@given(st.lists(st.text(alphabet=st.characters(blacklist_categories=("Cs",))), min_size=1))
def test_quote_argument_round_trips(arguments: list[str]) -> None:
    program = "prog"
    value = " ".join([program, *(quote_argument(a) for a in arguments)])
    assert argv(value) == [program, *arguments]


def test_quote_argument_examples() -> None:
    assert quote_argument("plain") == "plain"
    assert quote_argument("a b") == '"a b"'
    assert quote_argument('$x "y" `z` \\') == '"\\$x \\"y\\" \\`z\\` \\\\"'
    assert quote_argument("") == '""'
    assert quote_argument("50%") == "50%%"
