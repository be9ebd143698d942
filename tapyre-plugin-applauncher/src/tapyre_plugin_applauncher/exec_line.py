"""The ``Exec`` key: tokenizing, validating and expanding field codes.

The Desktop Entry spec defines its own small quoting language, which is not a
shell's.  Arguments are separated by spaces.  An argument that contains a
reserved character must be quoted *in whole* with double quotes, and inside
the quotes ``"``, ``\\``` ``, ``$`` and ``\\`` are escaped with a backslash.
Quoting is undone first, then field codes (``%f`` …) are expanded, and every
expansion stays one argument (``%F``/``%U``/``%i`` may give several).

Nothing here ever goes near a shell: the result is an argument list.  A value
that breaks a rule is refused with :class:`ExecLineError` naming the rule,
because the spec says an invalid command line "must not be processed" and a
guess could turn a hostile entry into something it did not literally say.

The input is the value after the string-type escapes (``\\s \\n \\t \\r \\\\``)
have been undone by :func:`~tapyre_plugin_applauncher.desktop_entry.unescape_string`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tapyre_plugin_applauncher.errors import ExecLineError

RESERVED = frozenset(" \t\n\"'\\><~|&;$*?#()`")
"""Characters that force an argument to be quoted."""
QUOTED_ESCAPES = frozenset('"`$\\')
"""Characters that must be backslash-escaped inside double quotes."""
FILE_CODES = frozenset("fFuU")
OTHER_CODES = frozenset("ick")
DEPRECATED_CODES = frozenset("dDnNvm")
_WHOLE_ARGUMENT_CODES = frozenset("FUi")


@dataclass(frozen=True)
class Token:
    """One argument after quoting was undone; ``quoted`` if it was in double quotes."""

    text: str
    quoted: bool


@dataclass(frozen=True)
class FieldCode:
    """A field code (``%f``, ``%i`` …) inside an argument template."""

    code: str


Piece = str | FieldCode


@dataclass(frozen=True)
class ExecLine:
    """A validated ``Exec`` command line: one template of pieces per argument.

    ``file_code`` is the one of ``f``, ``F``, ``u``, ``U`` it holds, if any; it
    says whether (and how) the program accepts a file or URL.
    """

    arguments: tuple[tuple[Piece, ...], ...]
    file_code: str | None

    @property
    def program(self) -> str:
        """The program to run (always a literal, checked by :func:`parse_exec`)."""
        first = self.arguments[0][0]
        assert isinstance(first, str)
        return first

    def expand(
        self,
        targets: Sequence[str] = (),
        *,
        name: str = "",
        icon: str | None = None,
        location: str | None = None,
    ) -> list[str]:
        """The argument list with field codes expanded.

        ``targets`` are files or URLs already converted to what the code
        wants (paths for ``%f``/``%F``; paths or URLs for ``%u``/``%U``).
        ``%f``/``%u`` take the first, ``%F``/``%U`` all of them; without any,
        file codes expand to nothing.  ``name`` fills ``%c``, ``icon`` gives
        ``%i`` → ``--icon ICON``, ``location`` (the desktop file) fills ``%k``.
        An argument made only of field codes that expand to nothing is
        dropped; each expansion is one argument, never split on spaces.
        """
        argv: list[str] = []
        for template in self.arguments:
            if len(template) == 1 and isinstance(template[0], FieldCode):
                argv.extend(_expand_alone(template[0].code, targets, name, icon, location))
                continue
            text = []
            for piece in template:
                if isinstance(piece, str):
                    text.append(piece)
                else:
                    text.append(_expand_inline(piece.code, targets, name, location))
            argv.append("".join(text))
        return argv


def _expand_alone(
    code: str, targets: Sequence[str], name: str, icon: str | None, location: str | None
) -> list[str]:
    if code in "FU":
        return list(targets)
    if code in "fu":
        return list(targets[:1])
    if code == "i":
        return ["--icon", icon] if icon else []
    value = _expand_inline(code, targets, name, location)
    return [value] if value else []


def _expand_inline(code: str, targets: Sequence[str], name: str, location: str | None) -> str:
    if code in "fu":
        return targets[0] if targets else ""
    if code == "c":
        return name
    if code == "k":
        return location or ""
    raise AssertionError(f"field code %{code} cannot be part of an argument")  # pragma: no cover


def tokenize_exec(value: str) -> list[Token]:
    """Split an ``Exec`` value into arguments, undoing the spec's quoting.

    Raises :class:`ExecLineError` for an unterminated quote, a quote that
    does not enclose a whole argument, a reserved character outside quotes,
    or an unescaped ``"`` `` ` `` ``$`` ``\\`` inside quotes.
    """
    tokens: list[Token] = []
    i, length = 0, len(value)
    while i < length:
        char = value[i]
        if char == " ":
            i += 1
            continue
        if char == '"':
            text, i = _read_quoted(value, i)
            tokens.append(Token(text, quoted=True))
            continue
        start = i
        while i < length and value[i] != " ":
            char = value[i]
            if char == '"':
                raise ExecLineError(
                    f"a double quote inside the argument {_word_at(value, start)!r}: "
                    "quotes must enclose a whole argument"
                )
            if char in RESERVED:
                raise ExecLineError(
                    f"reserved character {char!r} outside quotes in the argument "
                    f"{_word_at(value, start)!r}"
                )
            i += 1
        tokens.append(Token(value[start:i], quoted=False))
    return tokens


def _word_at(value: str, start: int) -> str:
    return value[start:].split(" ", 1)[0]


def _read_quoted(value: str, start: int) -> tuple[str, int]:
    """Read the quoted argument opening at ``start``; return its text and the next index."""
    out: list[str] = []
    i = start + 1
    while True:
        if i >= len(value):
            raise ExecLineError(f"unterminated double quote in {value[start:]!r}")
        char = value[i]
        if char == "\\":
            following = value[i + 1] if i + 1 < len(value) else ""
            if not following or following not in QUOTED_ESCAPES:
                raise ExecLineError(
                    'inside quotes a backslash may only escape " ` $ or \\ '
                    f"(found {value[i : i + 2]!r})"
                )
            out.append(following)
            i += 2
            continue
        if char in "`$":
            raise ExecLineError(f"unescaped {char!r} inside a quoted argument")
        if char == '"':
            i += 1
            if i < len(value) and value[i] != " ":
                raise ExecLineError(
                    f"text right after a closing quote in {value[start:]!r}: "
                    "quotes must enclose a whole argument"
                )
            return "".join(out), i
        out.append(char)
        i += 1


def parse_exec(value: str) -> ExecLine:
    """Tokenize and validate an ``Exec`` value into an :class:`ExecLine`.

    Beyond :func:`tokenize_exec`'s rules it refuses: an empty command line,
    a program that is empty, a field code or contains ``=``; a field code
    inside a quoted argument; an unknown field code (``%x``) or a lone ``%``;
    ``%F``, ``%U`` or ``%i`` not standing alone; more than one of ``%f %F
    %u %U``.  Deprecated codes (``%d %D %n %N %v %m``) are removed.
    """
    tokens = tokenize_exec(value)
    if not tokens:
        raise ExecLineError("the Exec command line is empty")
    arguments: list[tuple[Piece, ...]] = []
    file_code: str | None = None
    for token in tokens:
        pieces = _field_codes(token)
        for piece in pieces:
            if not isinstance(piece, FieldCode):
                continue
            if piece.code in _WHOLE_ARGUMENT_CODES and len(pieces) != 1:
                raise ExecLineError(
                    f"field code %{piece.code} must be an argument on its own "
                    f"(found in {token.text!r})"
                )
            if piece.code in FILE_CODES:
                if file_code is not None:
                    raise ExecLineError(
                        f"more than one of %f %F %u %U (%{file_code} and %{piece.code})"
                    )
                file_code = piece.code
        if pieces or not token.text:
            arguments.append(pieces if pieces else ("",))
        # else: the argument held only deprecated codes; it is removed.
    if not arguments:
        raise ExecLineError("the Exec command line holds no program")
    program = arguments[0]
    if len(program) != 1 or not isinstance(program[0], str) or not program[0]:
        raise ExecLineError("the program must be a literal name or path")
    if "=" in program[0]:
        raise ExecLineError(f"the program name {program[0]!r} may not contain '='")
    return ExecLine(tuple(arguments), file_code)


def _field_codes(token: Token) -> tuple[Piece, ...]:
    """Split one unquoted argument into literal text and field codes."""
    pieces: list[Piece] = []
    literal: list[str] = []
    text = token.text
    i = 0
    while i < len(text):
        char = text[i]
        if char != "%":
            literal.append(char)
            i += 1
            continue
        code = text[i + 1] if i + 1 < len(text) else ""
        i += 2
        if code == "%":
            literal.append("%")
            continue
        known = code in FILE_CODES or code in OTHER_CODES or code in DEPRECATED_CODES
        if token.quoted and known:
            raise ExecLineError(f"field code %{code} inside the quoted argument {text!r}")
        if not code or not code.isascii() or not code.isalpha():
            raise ExecLineError(f"a literal % must be written %% (in {text!r})")
        if not known:
            raise ExecLineError(f"unknown field code %{code} (in {text!r})")
        if code in DEPRECATED_CODES:
            continue
        if literal:
            pieces.append("".join(literal))
            literal = []
        pieces.append(FieldCode(code))
    if literal:
        pieces.append("".join(literal))
    return tuple(pieces)


def quote_argument(argument: str) -> str:
    """Quote one argument for an ``Exec`` value (the inverse of the tokenizer).

    Useful to write desktop files and in tests: the result, tokenized, gives
    back ``argument`` (``%`` is doubled so it is not read as a field code).
    String-type escaping (``\\\\``) is the caller's, when writing a file.
    """
    escaped = argument.replace("%", "%%")
    if argument and not any(c in RESERVED for c in argument):
        return escaped
    inner = "".join("\\" + c if c in QUOTED_ESCAPES else c for c in escaped)
    return f'"{inner}"'
