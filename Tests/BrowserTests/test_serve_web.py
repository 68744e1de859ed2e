"""`lcdemo --serve-web` in headless Chromium: each tab its own app process on its own
terminal, read through xterm.js's screen-reader rows; the token, the Origin and the limits."""
import os
import select
import socket
import struct

import websocket

from browser import WAIT, http_status, wait_for
from server import LCWEB, Server, run, settle


def test_home_shows_and_enter_pushes_esc_pops_and_2_switches_tabs(browser, server):
    tab = browser.tab(server.page())
    tab.wait_title("Home")
    tab.wait_text("› Desk Lamp")
    tab.enter()
    tab.wait_title("Product 1")
    tab.escape()
    tab.wait_title("Home")
    tab.type("2")
    tab.wait_title("Orders")
    tab.wait_text("Order #1001")
    tab.close()


def test_a_window_resize_lays_the_app_out_again(browser, server):
    tab = browser.tab(server.page())
    tab.wait_title("Home")
    tab.wait_text("(pick one in Profile)")
    wide = tab.terminal_size()
    tab.size(430, 700)
    narrow = wait_for("the terminal to fit the narrower window", lambda: (tab.terminal_size() or wide)[0] < wide[0] and tab.terminal_size())
    assert narrow[0] < 57, narrow
    # The app drew for the new width: the greeting is cut with an ellipsis, the tab bar is the last row.
    wait_for("the greeting cut to the new width", lambda: any(row.startswith(" Hello, demo") and row.rstrip().endswith("…") for row in tab.rows()))
    wait_for("the tab bar on the last row", lambda: "3 Profile" in tab.rows()[-1])
    tab.close()


def test_a_click_selects_a_row(browser, server):
    tab = browser.tab(server.page())
    tab.wait_title("Home")
    tab.wait_text("Notebook")
    tab.click("Notebook")
    tab.wait_text("› Notebook")
    assert tab.title() == "Home"
    tab.click("Notebook")
    tab.wait_title("Product 3")
    tab.close()


def test_a_paste_reaches_a_text_field(browser):
    login = Server("--route", "login")
    try:
        tab = browser.tab(login.page())
        tab.wait_title("Log in")
        tab.paste("web user 漢字")
        tab.wait_text("› Name     web user 漢字")
        tab.close()
    finally:
        login.stop()


def test_the_fragment_opens_as_a_deep_link(browser, server):
    tab = browser.tab(server.page("shop://product/42"))
    tab.wait_title("Product 42")
    tab.close()


def test_two_tabs_are_independent_and_closing_one_ends_its_app(browser, server):
    first = browser.tab(server.page())
    second = browser.tab(server.page())
    first.wait_title("Home")
    second.wait_title("Home")
    server.wait_apps(2)
    first.wait_text("› Desk Lamp")   # the products have loaded (the title shows while they load)
    first.enter()
    first.wait_title("Product 1")
    settle()
    assert second.title() == "Home"
    apps = set(server.apps())
    first.close()
    server.wait_apps(1)
    assert set(server.apps()) < apps
    second.type("2")
    second.wait_title("Orders")
    second.close()
    server.wait_apps(0)


def test_the_app_quitting_ends_the_tab_with_one_line(browser, server):
    tab = browser.tab(server.page())
    tab.wait_title("Home")
    tab.type("q")
    tab.wait_status("ended (exit status 0)")
    server.wait_apps(0)
    tab.close()


def close_frame(connection):
    """Reads frames (answering none) until the server's close frame; returns its reason."""
    for _ in range(100_000):
        frame = connection.recv_frame()
        if frame.opcode == websocket.ABNF.OPCODE_CLOSE:
            return frame.data[2:]
    raise AssertionError("no close frame")


def test_the_server_ends_the_connection_after_the_pages_close_frame_not_before(server):
    """RFC 6455 §7.1: after its close frame the server reads on until the page's own. A page
    still sending (its acknowledgements, a key) must meet an open socket: a reset makes a browser
    drop the close frame it has not read yet, and the tab shows no last line (it did, 1 run in 4)."""
    connection = websocket.create_connection(server.websocket_url(), timeout=WAIT, origin=server.base)
    assert connection.recv_frame().opcode == websocket.ABNF.OPCODE_BINARY   # the app draws
    connection.send("iq")
    assert b"lcdemo ended (exit status 0)" in close_frame(connection)
    for _ in range(50):
        connection.send("a1")
    settle()
    assert select.select([connection.sock], [], [], 0)[0] == [], "the server ended the connection before the page's close frame"
    connection.send(struct.pack("!H", 1000), websocket.ABNF.OPCODE_CLOSE)
    assert connection.sock.recv(1) == b""   # now it closes
    server.wait_apps(0)


def test_a_page_that_never_answers_the_close_frame_is_closed_anyway(server):
    connection = websocket.create_connection(server.websocket_url(), timeout=WAIT, origin=server.base)
    connection.send("iq")
    assert b"exit status 0" in close_frame(connection)
    assert connection.sock.recv(1) == b""   # within WebSocketClosing.wait (3 s)


def test_without_the_token_every_request_is_403_and_nothing_runs(server):
    for path in ["/", "/?token=", "/?token=" + "0" * 32, "/xterm.js", "/lcweb.js?token=x", "/ws"]:
        status, body = http_status(server.base + path)
        assert status == 403, path
        assert "token" in body
    for token in ["", "0" * 32, server.token[:-1], server.token + "0"]:
        try:
            websocket.create_connection(server.websocket_url(token=token), timeout=WAIT, origin=server.base)
            raise AssertionError(f"the WebSocket opened with the token {token!r}")
        except websocket.WebSocketBadStatusException as error:
            assert error.status_code == 403
    settle()
    assert server.apps() == []
    assert http_status(server.url)[0] == 200
    assert http_status(server.base + "/xterm.js?token=" + server.token)[0] == 200
    assert http_status(server.base + "/../etc/passwd?token=" + server.token)[0] == 404
    assert http_status(server.base + "/js/xterm.min.js?token=" + server.token)[0] == 404


def test_a_foreign_origin_is_refused(server):
    for origin in ["http://evil.example", "null", f"http://localhost:{server.port}", f"https://127.0.0.1:{server.port}"]:
        try:
            websocket.create_connection(server.websocket_url(), timeout=WAIT, origin=origin)
            raise AssertionError(f"the WebSocket opened from {origin}")
        except websocket.WebSocketBadStatusException as error:
            assert error.status_code == 403
    settle()
    assert server.apps() == []
    connection = websocket.create_connection(server.websocket_url(), timeout=WAIT, origin=server.base)
    server.wait_apps(1)
    connection.close()
    server.wait_apps(0)


def test_max_sessions_refuses_the_next_tab():
    limited = Server("--route", "home", "--max-sessions", "1")
    try:
        first = websocket.create_connection(limited.websocket_url(), timeout=WAIT, origin=limited.base)
        limited.wait_apps(1)
        try:
            websocket.create_connection(limited.websocket_url(), timeout=WAIT, origin=limited.base)
            raise AssertionError("a second session opened over --max-sessions 1")
        except websocket.WebSocketBadStatusException as error:
            assert error.status_code == 503
        first.close()
        limited.wait_apps(0)
    finally:
        limited.stop()


def test_a_connection_that_never_upgrades_is_closed_after_the_grace_time():
    lcdemo = os.path.join(os.path.dirname(LCWEB), "lcdemo")
    server = Server("--grace-time", "1", "--app-name", "lcdemo", "--app", lcdemo, "--", "--route", "home", program=LCWEB)
    try:
        idle = socket.create_connection(("127.0.0.1", server.port), timeout=WAIT)
        idle.settimeout(WAIT)
        assert idle.recv(1) == b""   # closed by the server, unanswered
        idle.close()
    finally:
        server.stop()


def test_a_missing_browser_terminal_is_one_line_with_the_install_command():
    code, out, err = run([os.environ.get("LCDEMO_BINARY") or os.path.join(os.path.dirname(LCWEB), "lcdemo"),
                          "--serve-web", "127.0.0.1:0"], env={"LCOORDINATOR_WEB_CLIENT": "/nonexistent"})
    assert code == 2
    assert err.count("\n") == 1 and "make web-client" in err and "LCOORDINATOR_WEB_CLIENT" in err, err


def test_the_token_file_is_made_private_reused_and_never_followed(tmp_path):
    path = tmp_path / "token"
    first = Server("--web-token-file", str(path))
    first.stop()
    assert os.stat(path).st_mode & 0o777 == 0o600
    again = Server("--web-token-file", str(path))
    again.stop()
    assert again.token == first.token == path.read_text().strip()
    link = tmp_path / "link"
    link.symlink_to(path)
    code, _, err = run([os.path.join(os.path.dirname(LCWEB), "lcdemo"), "--serve-web", "127.0.0.1:0", "--web-token-file", str(link)])
    assert code == 2 and "symbolic link" in err and err.count("\n") == 1, err
    os.chmod(path, 0o644)
    code, _, err = run([os.path.join(os.path.dirname(LCWEB), "lcdemo"), "--serve-web", "127.0.0.1:0", "--web-token-file", str(path)])
    assert code == 2 and "chmod 600" in err, err


def test_idle_timeout_ends_a_tab_without_input_with_one_line():
    idle = Server("--route", "home", "--idle-timeout", "1")
    try:
        connection = websocket.create_connection(idle.websocket_url(), timeout=WAIT, origin=idle.base)
        idle.wait_apps(1)
        reason = b""
        deadline_frames = 10_000
        while deadline_frames > 0:
            deadline_frames -= 1
            opcode, data = connection.recv_data(control_frame=True)
            if opcode == websocket.ABNF.OPCODE_CLOSE:
                reason = data[2:]
                break
        assert b"no input for 1 s; the session ended (--idle-timeout)" in reason, reason
        idle.wait_apps(0)
        connection.close()
    finally:
        idle.stop()


def test_a_crash_in_one_tab_ends_neither_the_other_nor_the_server(browser, server):
    first = browser.tab(server.page())
    first.wait_title("Home")
    crashing_app = server.wait_apps(1) and server.apps()[0]
    second = browser.tab(server.page())
    second.wait_title("Home")
    server.wait_apps(2)
    os.kill(crashing_app, 11)   # SIGSEGV, as a trap ends a process
    first.wait_status("ended (exit status 139)")
    server.wait_apps(1)
    second.wait_text("› Desk Lamp")
    second.enter()
    second.wait_title("Product 1")
    assert server.process.poll() is None
    # The server still takes new sessions.
    third = websocket.create_connection(server.websocket_url(), timeout=WAIT, origin=server.base)
    server.wait_apps(2)
    third.close()
    for tab in (first, second):
        tab.close()
    server.wait_apps(0)
