"""-m/--model and -o/--option, checked against what the provider declares; piped input."""

from __future__ import annotations

from tapyre import LLMOption

OPTIONS = {
    "temperature": LLMOption(float, "Sampling temperature", minimum=0),
    "max_tokens": LLMOption(int, "Most tokens", minimum=1),
    "stream_usage": LLMOption(bool, "Report usage"),
}


def test_model_and_options_reach_the_provider_typed(tapyre_host, recording_llm, tapyre_cli):
    opt = recording_llm("opt", options=OPTIONS)
    tapyre_host.config.set("llm.opt.model", "small")
    tapyre_host.config.set("llm.opt.temperature", 0.7)
    result = tapyre_cli(
        "ask", "--llm", "opt", "-m", "big", "-o", "temperature", "0.1",
        "-o", "max_tokens", "50", "-o", "stream_usage", "yes", "hi",
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    assert opt.seen[-1] == {
        "model": "big",
        "temperature": 0.1,
        "max_tokens": 50,
        "stream_usage": True,
    }
    from tapyre._history import LogStore
    from tapyre._paths import log_path

    (exchange,) = LogStore(log_path(tapyre_host.config)).recent()
    assert exchange.model == "big"
    assert dict(exchange.options) == {"temperature": 0.1, "max_tokens": 50, "stream_usage": True}


def test_an_undeclared_option_is_one_line_naming_the_known_ones(
    tapyre_host, recording_llm, tapyre_cli
):
    recording_llm("opt", options=OPTIONS)
    result = tapyre_cli("ask", "--llm", "opt", "-o", "temprature", "1", "hi")
    assert result.exit_code == 1
    line = result.stderr.strip()
    assert "\n" not in line
    assert "has no option 'temprature'" in line and "max_tokens, stream_usage, temperature" in line


def test_a_badly_typed_option_is_one_line(tapyre_host, recording_llm, tapyre_cli):
    recording_llm("opt", options=OPTIONS)
    result = tapyre_cli("ask", "--llm", "opt", "-o", "max_tokens", "lots", "hi")
    assert result.exit_code == 1
    assert "option max_tokens must be integer, got 'lots'" in result.stderr
    result = tapyre_cli("ask", "--llm", "opt", "-o", "temperature", "-1", "hi")
    assert "option temperature must be at least 0" in result.stderr


def test_llms_list_options_shows_declared_options(tapyre_host, recording_llm, tapyre_cli):
    recording_llm("opt", options=OPTIONS)
    result = tapyre_cli("llms", "list", "--options")
    assert result.exit_code == 0
    rows = [line.split() for line in result.stdout.splitlines()]
    assert rows[0] == ["PROVIDER", "OPTION", "TYPE", "DESCRIPTION"]
    assert ["opt", "max_tokens", "integer", "Most", "tokens"] in rows


def test_piped_input_is_context_after_the_question(tapyre_host, tapyre_cli):
    tapyre_host.config.set("core.llm", "scripted")
    tapyre_host.config.set("llm.scripted.replies", ["Summary."])
    result = tapyre_cli("ask", "summarise this", input="Street trees cool cities.\n")
    assert result.exit_code == 0
    from tapyre._history import LogStore
    from tapyre._paths import log_path

    (exchange,) = LogStore(log_path(tapyre_host.config)).recent()
    assert exchange.prompt == "summarise this\n\nStreet trees cool cities.\n"


def test_dash_still_reads_the_question_from_stdin(tapyre_host, tapyre_cli):
    tapyre_host.config.set("core.llm", "scripted")
    tapyre_host.config.set("llm.scripted.replies", ["Yes."])
    assert tapyre_cli("ask", "-", input="is it?").exit_code == 0
    from tapyre._history import LogStore
    from tapyre._paths import log_path

    assert LogStore(log_path(tapyre_host.config)).recent()[0].prompt == "is it?"
