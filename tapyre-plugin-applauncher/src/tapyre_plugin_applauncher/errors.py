"""The app launcher's errors, rooted in the core's :class:`~tapyre.TapyreError`.

Each one carries a message for the person at the terminal (or the model): what
was wrong, naming the file, key or application, in one line.
"""

from __future__ import annotations

from tapyre import TapyreError


class AppLauncherError(TapyreError):
    """Base class of every error this plugin raises on purpose."""


class DesktopEntryError(AppLauncherError):
    """A desktop entry file is unreadable or breaks the Desktop Entry format."""


class ExecLineError(AppLauncherError):
    """An ``Exec`` value breaks the spec's quoting or field-code rules."""


class AppNotFoundError(AppLauncherError):
    """No installed application matches the name asked for."""


class LaunchError(AppLauncherError):
    """The application was found but could not be started."""


class UnsupportedPlatformError(AppLauncherError):
    """This platform has no freedesktop application folders (macOS, Windows)."""
