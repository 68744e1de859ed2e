import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(__file__))

from browser import Chromium  # noqa: E402
from server import Server  # noqa: E402


@pytest.fixture(scope="module")
def browser():
    chromium = Chromium()
    yield chromium
    chromium.close()


@pytest.fixture
def server():
    running = Server("--route", "home")
    yield running
    running.stop()
