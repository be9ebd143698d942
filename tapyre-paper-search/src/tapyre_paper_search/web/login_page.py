"""``/login``: the API key typed once, kept in a cookie the page's requests carry.

Only a server with an API key has it.  The key is checked in constant time
and kept in the :data:`~tapyre_paper_search.api.guard.KEY_COOKIE` cookie:
HttpOnly (no script reads it), SameSite=Strict (no other site's page sends
it), Secure when the page came over HTTPS.  ``POST /logout`` forgets it.
"""

from __future__ import annotations

import hmac
from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response

from tapyre_paper_search.web.security import KEY_COOKIE


def add_login_page(api: FastAPI, api_key: str, nav: dict[str, Any]) -> None:
    from tapyre_paper_search.web.routes import page

    @api.get("/login", response_class=HTMLResponse, include_in_schema=False)
    def login_page(request: Request) -> HTMLResponse:
        target = local_path(request.query_params.get("next", "/"))
        return page(request, "login.html", nav, title="Sign in", next=target, error=None)

    @api.post("/login", include_in_schema=False)
    async def login(request: Request) -> Response:
        form = await request.form(max_files=0, max_fields=5)
        given = str(form.get("key", ""))
        target = local_path(str(form.get("next", "/")))
        if not hmac.compare_digest(given.encode(), api_key.encode()):
            error = "That is not the server's API key."
            return page(
                request, "login.html", nav, status=401, title="Sign in", next=target, error=error
            )
        response = RedirectResponse(target, status_code=303)
        response.set_cookie(
            KEY_COOKIE,
            api_key,
            httponly=True,
            samesite="strict",
            secure=request.url.scheme == "https",
            path="/",
        )
        return response

    @api.post("/logout", include_in_schema=False)
    def logout() -> Response:
        response = RedirectResponse("/login", status_code=303)
        response.delete_cookie(KEY_COOKIE, path="/", httponly=True, samesite="strict")
        return response


def local_path(target: str) -> str:
    """``target`` when it is a path on this server, ``/`` otherwise (no open redirect)."""
    if not target.startswith("/") or target.startswith("//") or "\\" in target:
        return "/"
    return target
