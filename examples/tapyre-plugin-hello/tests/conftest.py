"""Tapyre's pytest fixtures (tapyre_host, register_plugin, tapyre_cli, ...) for these tests."""

pytest_plugins = ["tapyre.testing.pytest_plugin"]
