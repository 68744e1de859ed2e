"""The README's picture of the Shop in a browser is made, not drawn: `make pictures` runs
scripts/web-picture.py, which serves the Shop, opens it in headless Chromium and screenshots
it. Here the same script makes it again (into a scratch file) and the README shows the one it
commits."""
import os
import subprocess
import sys
import tempfile

from server import LCDEMO, ROOT


def test_the_readme_picture_of_a_browser_session_is_made_by_make_pictures():
    with tempfile.TemporaryDirectory() as scratch:
        output = os.path.join(scratch, "shop-browser.png")
        result = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "web-picture.py"), output, "--lcdemo", LCDEMO],
                                capture_output=True, text=True, timeout=120)
        assert result.returncode == 0, result.stderr
        assert "the Shop's Home in headless Chromium" in result.stdout
        with open(output, "rb") as file:
            assert file.read(8) == b"\x89PNG\r\n\x1a\n"
    committed = os.path.join(ROOT, "docs", "pictures", "shop-browser.png")
    with open(committed, "rb") as file:
        assert file.read(8) == b"\x89PNG\r\n\x1a\n"
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as file:
        assert "](docs/pictures/shop-browser.png)" in file.read()
