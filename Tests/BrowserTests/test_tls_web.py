"""`--serve-web` with `--tls-cert` and `--tls-key`: headless Chromium opens the https URL and
the app runs over wss; the token, the https Origin and HSTS; clients that speak no TLS are
closed (a plain http request at once, one that never handshakes after the grace time); bad TLS
files are one line and nothing starts. The certificate is made here by the openssl command."""
import base64
import hashlib
import os
import socket
import ssl
import subprocess
import time
import urllib.request

import pytest
import websocket

from browser import WAIT, Chromium
from server import LCWEB, Server, run

LCDEMO = os.path.join(os.path.dirname(LCWEB), "lcdemo")


def make_certificate(folder, name="server"):
    """A self-signed P-256 certificate for 127.0.0.1 and its key (mode 0600): their paths."""
    certificate, key = str(folder / f"{name}.crt"), str(folder / f"{name}.key")
    subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
                    "-keyout", key, "-out", certificate, "-days", "2", "-subj", "/CN=127.0.0.1",
                    "-addext", "subjectAltName=IP:127.0.0.1"], check=True, capture_output=True, timeout=WAIT)
    os.chmod(key, 0o600)
    return certificate, key


def spki_hash(certificate):
    """base64(SHA-256(SubjectPublicKeyInfo)): what Chromium's --ignore-certificate-errors-spki-list pins."""
    public = subprocess.run(["openssl", "x509", "-in", certificate, "-pubkey", "-noout"], check=True, capture_output=True,
                            timeout=WAIT).stdout
    der = subprocess.run(["openssl", "pkey", "-pubin", "-outform", "der"], input=public, check=True, capture_output=True,
                         timeout=WAIT).stdout
    return base64.b64encode(hashlib.sha256(der).digest()).decode()


@pytest.fixture(scope="module")
def tls_files(tmp_path_factory):
    return make_certificate(tmp_path_factory.mktemp("tls"))


@pytest.fixture(scope="module")
def tls_browser(tls_files):
    # Trusts this test certificate's key only; every other certificate error still stops a page.
    chromium = Chromium(arguments=[f"--ignore-certificate-errors-spki-list={spki_hash(tls_files[0])}"])
    yield chromium
    chromium.close()


@pytest.fixture
def tls_server(tls_files):
    running = Server("--route", "home", "--tls-cert", tls_files[0], "--tls-key", tls_files[1])
    yield running
    running.stop()


def tls_context(certificate):
    """A client context that trusts only the test certificate (and checks 127.0.0.1 against it)."""
    return ssl.create_default_context(cafile=certificate)


def get(url, context):
    """A GET's status, headers and body (no redirects are served)."""
    try:
        with urllib.request.urlopen(url, timeout=WAIT, context=context) as response:
            return response.status, response.headers, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read().decode()


def test_chromium_opens_the_https_url_and_the_app_runs_over_wss(tls_browser, tls_server):
    assert tls_server.url.startswith("https://127.0.0.1:")
    tab = tls_browser.tab(tls_server.page())
    tab.wait_title("Home")
    assert tab.evaluate("location.protocol") == "https:"
    tab.wait_text("› Desk Lamp")
    tab.enter()
    tab.wait_title("Product 1")
    tls_server.wait_apps(1)
    tab.escape()
    tab.wait_title("Home")
    tab.type("q")
    # The close frame with the app's last line comes through TLS's own closing too.
    tab.wait_status("ended (exit status 0)")
    tls_server.wait_apps(0)
    tab.close()


def test_over_tls_the_token_the_https_origin_and_hsts_hold(tls_files, tls_server):
    context = tls_context(tls_files[0])
    status, headers, body = get(tls_server.base + "/", context)
    assert status == 403 and "token" in body
    status, headers, _ = get(tls_server.url, context)
    assert status == 200
    assert headers["Strict-Transport-Security"] == "max-age=31536000"
    for origin in [f"http://127.0.0.1:{tls_server.port}", "https://evil.example"]:
        with pytest.raises(websocket.WebSocketBadStatusException) as refused:
            websocket.create_connection(tls_server.websocket_url(), timeout=WAIT, origin=origin, sslopt={"ca_certs": tls_files[0]})
        assert refused.value.status_code == 403
    assert tls_server.apps() == []
    connection = websocket.create_connection(tls_server.websocket_url(), timeout=WAIT, origin=tls_server.base,
                                             sslopt={"ca_certs": tls_files[0]})
    tls_server.wait_apps(1)
    connection.close()
    tls_server.wait_apps(0)


def test_a_plain_http_request_is_answered_at_once_and_a_silent_client_after_the_grace_time(tls_files):
    server = Server("--grace-time", "2", "--tls-cert", tls_files[0], "--tls-key", tls_files[1],
                    "--app-name", "lcdemo", "--app", LCDEMO, "--", "--route", "home", program=LCWEB)
    try:
        plain = socket.create_connection(("127.0.0.1", server.port), timeout=WAIT)
        plain.settimeout(WAIT)
        started = time.monotonic()
        plain.sendall(f"GET /?token={server.token} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
        answer = b""
        for _ in range(100):
            chunk = plain.recv(4096)
            if not chunk:
                break
            answer += chunk
        assert answer.startswith(b"HTTP/1.1 400 Bad Request\r\n") and b"https://" in answer, answer
        assert time.monotonic() - started < 1.5, "answered before the grace time, not by it"
        plain.close()
        silent = socket.create_connection(("127.0.0.1", server.port), timeout=WAIT)
        silent.settimeout(WAIT)
        assert silent.recv(1) == b""   # no handshake: closed by the server after 2 s, unanswered
        silent.close()
        assert server.apps() == []
    finally:
        server.stop()


@pytest.mark.parametrize("case", ["cert alone", "key alone", "key readable by others", "key of another certificate",
                                  "missing certificate", "certificate not PEM"])
def test_bad_tls_files_are_one_line_and_nothing_starts(tmp_path, case):
    certificate, key = make_certificate(tmp_path)
    flags = ["--tls-cert", certificate, "--tls-key", key]
    expected = {
        "cert alone": "--tls-cert needs --tls-key FILE too",
        "key alone": "--tls-key needs --tls-cert FILE too",
        "key readable by others": "run chmod 600 on it",
        "key of another certificate": "does not belong to the certificate",
        "missing certificate": "no TLS certificate",
        "certificate not PEM": "holds no PEM certificate",
    }[case]
    if case == "cert alone":
        flags = flags[:2]
    elif case == "key alone":
        flags = flags[2:]
    elif case == "key readable by others":
        os.chmod(key, 0o644)
    elif case == "key of another certificate":
        flags[3] = make_certificate(tmp_path, "other")[1]
    elif case == "missing certificate":
        flags[1] = str(tmp_path / "none.crt")
    elif case == "certificate not PEM":
        flags[1] = key
    code, out, err = run([LCDEMO, "--serve-web", "127.0.0.1:0", *flags])
    assert code == 2, (code, err)
    assert expected in err and err.count("\n") == 1 and out == "", err
    assert "Traceback" not in err and "Fatal error" not in err
