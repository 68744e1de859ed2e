"""Come back where you left off: a tab that closes keeps its app's place (the state
`--save-state` writes, kept by the app after every change under the browser's resume token),
and the browser's next tab starts a fresh app there, within `--resume-window`, across a
server restart too; after the window, or after the user quit on purpose, it starts at Home."""
import os
import stat
import time

from server import Server, settle


def open_product(browser, server):
    """A tab on Home that opens the first product; returns the tab."""
    tab = browser.tab(server.page())
    tab.wait_text("› Desk Lamp")   # the products have loaded (the title shows while they load)
    tab.enter()
    tab.wait_title("Product 1")
    settle()   # the state is written after the event settles
    return tab


def states(server):
    folder = os.path.join(server.state_home, "lcoordinator", "resume", "lcdemo", "web")
    return folder, [name for name in os.listdir(folder) if name.endswith(".state")] if os.path.isdir(folder) else []


def test_a_closed_tab_comes_back_on_its_screen_in_a_fresh_app(browser, server):
    tab = open_product(browser, server)
    first = set(server.apps())
    tab.close()
    server.wait_apps(0)
    again = browser.tab(server.page())
    again.wait_title("Product 1")
    again.wait_status("Back where you left off.")
    assert set(server.apps()).isdisjoint(first), "the app of the closed tab was kept alive"
    again.escape()
    again.wait_title("Home")
    again.close()
    server.wait_apps(0)


def test_the_states_are_private_and_named_by_no_client(browser, server):
    tab = open_product(browser, server)
    folder, names = states(server)
    assert stat.S_IMODE(os.stat(folder).st_mode) == 0o700
    assert len(names) == 1 and len(names[0]) == 64 + len(".state"), names   # the SHA-256 of the token
    token = tab.evaluate("localStorage.getItem('lcweb-resume')")
    assert token is None, "a running tab leaves the token in the browser for another tab to take"
    tab.close()
    server.wait_apps(0)


def test_quitting_on_purpose_starts_the_next_tab_fresh_without_a_word(browser, server):
    tab = open_product(browser, server)
    tab.escape()
    tab.wait_title("Home")
    tab.type("q")
    tab.wait_status("ended (exit status 0)")
    server.wait_apps(0)
    assert states(server)[1] == [], "quitting left the state to resume"
    tab.close()
    again = browser.tab(server.page())
    again.wait_text("› Desk Lamp")
    settle()
    assert "resume" not in (again.status() or ""), again.status()
    again.close()
    server.wait_apps(0)


def test_after_the_window_the_page_starts_at_home_and_says_so(browser):
    server = Server("--route", "home", "--resume-window", "1")
    try:
        tab = open_product(browser, server)
        tab.close()
        server.wait_apps(0)
        time.sleep(2.5)
        reopened = time.time()
        again = browser.tab(server.page())
        again.wait_text("› Desk Lamp")
        again.wait_status("Nothing to resume")
        assert again.title() == "Home"
        folder, names = states(server)
        # The old state was deleted; the file there now is the new tab's own (written since).
        assert all(os.stat(os.path.join(folder, name)).st_mtime >= reopened - 1 for name in names), names
        again.close()
        server.wait_apps(0)
    finally:
        server.stop()


def test_a_server_restart_keeps_the_place(browser, server):
    tab = open_product(browser, server)
    tab.close()
    server.wait_apps(0)
    port, home = server.port, server.state_home
    assert server.stop() == 0
    restarted = Server("--route", "home", listen=f"127.0.0.1:{port}", state_home=home)
    try:
        again = browser.tab(restarted.page())
        again.wait_title("Product 1")
        again.close()
        restarted.wait_apps(0)
    finally:
        restarted.stop()


def test_resume_window_0_starts_every_tab_fresh(browser):
    server = Server("--route", "home", "--resume-window", "0")
    try:
        tab = open_product(browser, server)
        tab.close()
        server.wait_apps(0)
        again = browser.tab(server.page())
        again.wait_text("› Desk Lamp")
        assert again.title() == "Home"
        assert states(server)[1] == []
        again.close()
        server.wait_apps(0)
    finally:
        server.stop()


def test_a_tab_whose_app_crashed_does_not_come_back_to_the_crash(browser, server):
    tab = open_product(browser, server)
    app = server.apps()[0]
    os.kill(app, 11)   # SIGSEGV, as a trap ends a process
    tab.wait_status("ended (exit status 139)")
    server.wait_apps(0)
    assert states(server)[1] == [], "the state that led to a crash was kept"
    tab.close()
    again = browser.tab(server.page())
    again.wait_text("› Desk Lamp")
    again.wait_status("Nothing to resume")
    assert again.title() == "Home"
    again.close()
    server.wait_apps(0)
