/// The page a browser opens and its script: one xterm.js terminal filling the window, in
/// `screenReaderMode` (the screen's rows are in the DOM), sized to the window by the fit addon.
///
/// The protocol on the WebSocket (`/ws?token=T&cols=C&rows=R&link=URL&resume=R&back=1`):
/// - `resume`: the tab's resume token (32 hex digits, random, kept in the browser's
///   `localStorage` between tabs); `back=1` when it is an earlier tab's. The server keeps the
///   app's state under it, and a later tab with it starts there (`--resume-window`).
/// - server → page: binary frames, the app's terminal output as it wrote it; a text frame is a
///   notice (one line) shown under the terminal.
/// - page → server: typed messages, text frames whose first character is the type:
///   `i` + input (keys, mouse reports and pastes, as xterm.js encodes them), `r` + `COLSxROWS`
///   (the window was resized), `a` + a byte count (the page has drawn that much output: the
///   server reads the app's terminal only while less than 256 KiB is undrawn).
enum WebPage {
    /// The page, with `token` in its URLs (a token is URL-safe: letters, digits, `-_.~`).
    static func html(token: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="referrer" content="no-referrer">
        <title>LCoordinator</title>
        <link rel="stylesheet" href="/xterm.css?token=\(token)">
        <style>
        html, body { margin: 0; height: 100%; background: #000; color: #ddd; font-family: sans-serif; }
        body { display: flex; flex-direction: column; }
        #terminal { flex: 1; min-height: 0; padding: 4px; }
        #status { font-size: 13px; padding: 2px 6px; min-height: 1.2em; }
        </style>
        </head>
        <body>
        <div id="terminal"></div>
        <div id="status" role="status"></div>
        <script src="/xterm.js?token=\(token)"></script>
        <script src="/xterm-addon-fit.js?token=\(token)"></script>
        <script src="/lcweb.js?token=\(token)"></script>
        </body>
        </html>

        """
    }

    /// The page's script.
    static let script = """
        (function () {
          'use strict';
          var token = new URLSearchParams(location.search).get('token') || '';
          var status = document.getElementById('status');
          var term = new Terminal({ screenReaderMode: true, fontFamily: 'DejaVu Sans Mono, monospace', fontSize: 15, scrollback: 0 });
          var fit = new FitAddon.FitAddon();
          term.loadAddon(fit);
          term.open(document.getElementById('terminal'));
          fit.fit();
          var link = '';
          try { link = decodeURIComponent(location.hash.slice(1)); } catch (e) { link = location.hash.slice(1); }
          // The resume token: this tab takes the browser's (its last tab's) and gives it back
          // when it goes away, unless the app ended on purpose; two tabs never share one.
          var resumeKey = 'lcweb-resume', resume = null, back = false, quit = false;
          try { resume = localStorage.getItem(resumeKey); localStorage.removeItem(resumeKey); } catch (e) { resume = null; }
          if (resume && /^[0-9a-f]{32}$/.test(resume)) {
            back = true;
          } else {
            var random = new Uint8Array(16);
            crypto.getRandomValues(random);
            resume = Array.prototype.map.call(random, function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
          }
          window.addEventListener('pagehide', function () {
            if (!quit) { try { localStorage.setItem(resumeKey, resume); } catch (e) { } }
          });
          var url = (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws?token=' + encodeURIComponent(token) +
            '&cols=' + term.cols + '&rows=' + term.rows + (link ? '&link=' + encodeURIComponent(link) : '') +
            '&resume=' + resume + (back ? '&back=1' : '');
          var socket = new WebSocket(url);
          socket.binaryType = 'arraybuffer';
          window.lcweb = { term: term, socket: socket, fit: fit };
          function send(type, text) { if (socket.readyState === WebSocket.OPEN) socket.send(type + text); }
          socket.onmessage = function (event) {
            if (typeof event.data === 'string') { status.textContent = event.data; return; }
            var bytes = new Uint8Array(event.data);
            term.write(bytes, function () { send('a', String(bytes.length)); });
          };
          socket.onclose = function (event) {
            // 1000: the app ended with status 0 (the user quit): the next tab starts fresh.
            quit = event.code === 1000;
            document.body.setAttribute('data-ended', 'true');
            status.textContent = event.reason || 'The session ended; reload the page to start again.';
          };
          term.onData(function (data) { send('i', data); });
          term.onResize(function (size) { send('r', size.cols + 'x' + size.rows); });
          window.addEventListener('resize', function () { fit.fit(); });
          term.focus();
        })();

        """
}
