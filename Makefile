# LCoordinator for the terminal. `make run` starts the demo, `make test` runs every test and tape,
# `make bench` measures and rewrites BENCHMARKS.md.
SWIFT ?= swift
SWIFT_BUILD_FLAGS ?=
# The debug lcdemo that the end-to-end tests drive and that replays the tapes.
LCDEMO ?= ./.build/debug/lcdemo

# The navigation fuzzer (lcdemo --fuzz, release build): FUZZ_EVENTS events from FUZZ_SEED, for
# at most FUZZ_SECONDS; a failure's minimal tape goes to FUZZ_OUT. FUZZ_FLAGS adds options, e.g.
# --fuzz-avoid-grapheme-merges to keep typed lone scalars that join the previous one out.
FUZZ_EVENTS ?= 10000000
FUZZ_SEED ?= 1
FUZZ_SECONDS ?= 7200
FUZZ_OUT ?= fuzz-failures
FUZZ_FLAGS ?=
# The footer rule presses each footer key in a forked copy of the worker, the campaign's main
# cost (a probe costs ~7 events' worth of CPU): `make fuzz` probes one of every 4 new screens,
# chosen by the screen (~3,150 events/s on 2 cores: 10M in about 53 minutes); `make test`'s budget
# probes every new screen. Every other invariant is checked after every event either way.
FUZZ_FOOTER_SAMPLE ?= 4
# `make test`'s fixed-seed fuzz budget.
FUZZ_TEST_EVENTS ?= 50000
FUZZ_TEST_FLAGS ?=
LCDEMO_RELEASE ?= ./.build/release/lcdemo
# Every release build here (fuzz-budget, fuzz, bench) links the Swift runtime, standard library
# and FoundationEssentials statically: only the pages a program touches are resident (peak RSS
# of lcdemo 16.4 → 13.3 MiB), and one set of flags keeps one release build. Apps choose for
# themselves (README, "Memory").
RELEASE_FLAGS ?= --static-swift-stdlib

.PHONY: all build test run bench ssh-bench web-bench table-bench peer-venv widget-key-counts web-client browser-test browser-test-venv fuzz fuzz-budget deps clean unicode-tables docs graph pictures cast-check check-core

# `make test` checks a Shop cast with asciinema 2.x (the Python one, from PyPI, in a venv of
# its own under .build) and renders a tape report in headless Chromium (Debian's chromium).
ASCIINEMA_VENV ?= .build/asciinema-venv
ASCIINEMA ?= $(ASCIINEMA_VENV)/bin/asciinema

all: build

# Installs the C libraries the package links (ncursesw + panelw) and, for `make test` only
# (DEPS_TMUX=1), tmux and the OpenSSH client for the end-to-end tests, GNU time (a replay's own peak memory) and openssl (the
# TLS tests' throwaway certificates); or names the command to run when this user
# cannot install. `make run`, `build` and `bench` need only ncurses.
DEPS_TMUX ?=
deps:
	@missing=""; \
	[ -f /usr/include/ncursesw/curses.h ] && [ -f /usr/include/ncursesw/panel.h ] || missing="$$missing libncursesw5-dev"; \
	[ -z "$(DEPS_TMUX)" ] || command -v tmux >/dev/null 2>&1 || missing="$$missing tmux"; \
	[ -z "$(DEPS_TMUX)" ] || command -v chromium >/dev/null 2>&1 || missing="$$missing chromium"; \
	[ -z "$(DEPS_TMUX)" ] || [ -x /usr/bin/time ] || missing="$$missing time"; \
	[ -z "$(DEPS_TMUX)" ] || command -v ssh >/dev/null 2>&1 || missing="$$missing openssh-client"; \
	[ -z "$(DEPS_TMUX)" ] || command -v openssl >/dev/null 2>&1 || missing="$$missing openssl"; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    echo "installing$$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	  else \
	    echo "missing:$$missing — run: sudo apt-get install -y$$missing" >&2; exit 1; \
	  fi; \
	fi
	@[ -z "$(DEPS_TMUX)" ] || [ -x $(ASCIINEMA) ] || { echo "installing asciinema 2.4.0 into $(ASCIINEMA_VENV)"; \
	  python3 -m venv $(ASCIINEMA_VENV) && $(ASCIINEMA_VENV)/bin/pip install -q --disable-pip-version-check 'asciinema==2.4.0'; }

# `--serve-web`'s browser terminal: xterm.js 4.x and its fit addon as PyPI's webssh 1.6.3 ships
# them (webssh/static in its source archive; its wheel leaves xterm.js out), unpacked into
# $(WEB_CLIENT), where lcweb finds it. Never committed. The browser tests (Tests/BrowserTests)
# drive headless Chromium over the DevTools protocol with websocket-client and pytest, in a venv.
WEB_CLIENT ?= .build/web-client
BROWSER_TEST_VENV ?= .build/browser-test-venv
web-client:
	@[ -f $(WEB_CLIENT)/webssh-1.6.3/webssh/static/js/xterm.min.js ] || { echo "installing xterm.js (PyPI webssh 1.6.3) into $(WEB_CLIENT)"; \
	  rm -rf $(WEB_CLIENT) && mkdir -p $(WEB_CLIENT) && \
	  python3 -m pip download -q --disable-pip-version-check --no-deps --no-binary :all: -d $(WEB_CLIENT) 'webssh==1.6.3' && \
	  tar -xzf $(WEB_CLIENT)/webssh-1.6.3.tar.gz -C $(WEB_CLIENT); }

# The browser tests' Python (websocket-client and pytest from PyPI, in a venv under .build).
browser-test-venv:
	@[ -x $(BROWSER_TEST_VENV)/bin/pytest ] || { echo "installing websocket-client and pytest into $(BROWSER_TEST_VENV)"; \
	  python3 -m venv $(BROWSER_TEST_VENV) && $(BROWSER_TEST_VENV)/bin/pip install -q --disable-pip-version-check 'websocket-client==1.8.0' 'pytest==8.3.4'; }

browser-test: web-client browser-test-venv
	$(SWIFT) build --product lcdemo $(SWIFT_BUILD_FLAGS)
	$(SWIFT) build --product lcweb $(SWIFT_BUILD_FLAGS)
	LCDEMO_BINARY=$(LCDEMO) timeout 900 $(BROWSER_TEST_VENV)/bin/pytest -q -p no:cacheprovider Tests/BrowserTests

build: deps
	$(SWIFT) build $(SWIFT_BUILD_FLAGS)

# The checks that LCoordinator stands without Tape (check-core) and that the examples use only
# the public API (check-examples-public.sh), as does an outside app's test with MockRouter
# (check-outside-app.sh), that every Glibc import is guarded (check-platform-imports.sh); unit, ncurses and tmux
# end-to-end tests (EndToEndTests run $(LCDEMO); the exit paths also the release build,
# $(LCDEMO_RELEASE), which fuzz-budget reuses), then every tape with coverage (100 % of screens
# and deep-link routes required), the examples' tapes, the check that no program links full
# Foundation, and the fixed-seed fuzz budget (fuzz-budget). The getting-started package builds
# beside the browser tests, on the cores they leave idle.
test: DEPS_TMUX = 1
# web-client first: the end-to-end tests start `--serve-web`, which needs xterm.js.
test: deps web-client
	$(SWIFT) build --build-tests $(SWIFT_BUILD_FLAGS)
	./scripts/check-core-standalone.sh
	./scripts/check-examples-public.sh
	./scripts/check-outside-app.sh
	./scripts/check-platform-imports.sh
	$(SWIFT) build --product lcdemo $(SWIFT_BUILD_FLAGS)
	$(SWIFT) build -c release --product lcdemo $(RELEASE_FLAGS) $(SWIFT_BUILD_FLAGS)
	LCDEMO_BINARY=$(LCDEMO) LCDEMO_RELEASE_BINARY=$(LCDEMO_RELEASE) $(SWIFT) test --skip-build $(SWIFT_BUILD_FLAGS)
	$(LCDEMO) --replay demo-scripts/*.tape --coverage --coverage-min screens=100,routes=100,keys=100 --coverage-strict
	./.build/debug/GettingStarted --replay Examples/GettingStarted/Tapes/*.tape --coverage --coverage-min screens=100,routes=100,keys=100 --coverage-strict
	./.build/debug/TabsAndPopups --replay Examples/TabsAndPopups/Tapes/*.tape --coverage --coverage-min screens=100,routes=100,keys=100 --coverage-strict
	./.build/debug/LoadingData --replay Examples/LoadingData/Tapes/*.tape --coverage --coverage-min screens=100,routes=100,keys=100 --coverage-strict
	./.build/debug/Inbox --replay Examples/Inbox/Tapes/*.tape --coverage --coverage-min screens=100,routes=100,keys=100 --coverage-strict
	./.build/debug/Gallery --replay Examples/Gallery/Tapes/*.tape --coverage --coverage-min screens=100,routes=100,keys=100 --coverage-strict
	./.build/debug/CustomWidgets --replay Examples/CustomWidgets/Tapes/*.tape --coverage --coverage-min screens=100,routes=100,keys=100 --coverage-strict
	$(MAKE) --no-print-directory cast-check
	$(MAKE) --no-print-directory reference-check
	python3 scripts/api-check.py --self-test
	$(MAKE) --no-print-directory -j2 --output-sync=target getting-started-check browser-test
	$(MAKE) --no-print-directory fuzz-budget

# A Shop cast twice: the same bytes both times, and asciinema reads it (its final screen is
# checked in tmux by EndToEndTests).
cast-check:
	$(LCDEMO) --replay demo-scripts/pictures.tape --cast .build/shop.cast > /dev/null
	$(LCDEMO) --replay demo-scripts/pictures.tape --cast .build/shop-again.cast > /dev/null
	cmp .build/shop.cast .build/shop-again.cast
	$(ASCIINEMA) cat .build/shop.cast > .build/shop-cast.out
	grep -q "Unsupported link" .build/shop-cast.out

# Regenerates the README's pictures of the Shop (docs/pictures/*.svg) from
# demo-scripts/pictures.tape and, of an SSH session, from demo-scripts/ssh-session.tape; and of
# the widgets (docs/pictures/gallery/*.svg, copied into TerminalUI's DocC catalog as
# gallery-NAME.svg) from the Gallery's tapes, with the README's
# widget table: one row per `Screenshot "name"  # README: widget | what | keys` line
# (scripts/update-readme-widgets.py). TapeTests and ExamplesTests fail when one is stale.
GALLERY_PICTURES ?= docs/pictures/gallery
TERMINALUI_DOCC_RESOURCES ?= Sources/TerminalUI/TerminalUI.docc/Resources
pictures: deps web-client browser-test-venv
	$(SWIFT) build --product lcdemo $(SWIFT_BUILD_FLAGS)
	$(SWIFT) build --product lcweb $(SWIFT_BUILD_FLAGS)
	$(BROWSER_TEST_VENV)/bin/python scripts/web-picture.py docs/pictures/shop-browser.png --lcdemo $(LCDEMO)
	$(SWIFT) build --product Gallery $(SWIFT_BUILD_FLAGS)
	$(LCDEMO) --replay demo-scripts/pictures.tape demo-scripts/ssh-session.tape --screenshots docs/pictures
	rm -f $(GALLERY_PICTURES)/*.svg $(TERMINALUI_DOCC_RESOURCES)/gallery-*.svg
	mkdir -p $(GALLERY_PICTURES) $(TERMINALUI_DOCC_RESOURCES)
	./.build/debug/Gallery --replay Examples/Gallery/Tapes/*.tape --screenshots $(GALLERY_PICTURES)
	for picture in $(GALLERY_PICTURES)/*.svg; do cp $$picture $(TERMINALUI_DOCC_RESOURCES)/gallery-$$(basename $$picture); done
	python3 scripts/update-readme-widgets.py Examples/Gallery/Tapes README.md

# Regenerates the README's Shop graph from the tapes (a TapeTests test fails when it is stale).
graph: deps
	$(SWIFT) build --product lcdemo $(SWIFT_BUILD_FLAGS)
	$(LCDEMO) --replay demo-scripts/*.tape --graph mermaid > .build/shop-graph.mmd
	python3 scripts/update-readme-graph.py .build/shop-graph.mmd README.md

# FUZZ_TEST_EVENTS fuzz events from seed 1 (release build; FUZZ_TEST_FLAGS adds options), the
# last step of `make test`: about 40 s on 2 cores (~1,100-2,000 events/s), plus the release build.
fuzz-budget: deps
	$(SWIFT) build -c release --product lcdemo $(RELEASE_FLAGS) $(SWIFT_BUILD_FLAGS)
	./scripts/check-foundation.sh $(LCDEMO_RELEASE)
	$(LCDEMO_RELEASE) --fuzz $(FUZZ_TEST_EVENTS) --seed 1 --fuzz-out $(FUZZ_OUT) $(FUZZ_TEST_FLAGS)

run: deps
	$(SWIFT) run $(SWIFT_BUILD_FLAGS) lcdemo

# Release builds of lcdemo and lcbench (swift run has no --static-swift-stdlib); prints the
# report, says in red what got more than 20 % worse than the committed BENCHMARKS.md, and
# rewrites it. Instruction counts per key need valgrind (callgrind), installed here when missing.
# valgrind 3.19 cannot read this toolchain's DWARF ("unhandled dwarf2 abbrev form") and gives up:
# lcbench runs itself under callgrind, so it runs as a copy without debug sections.
bench: deps
	@command -v valgrind >/dev/null 2>&1 || { \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    echo "installing valgrind"; apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind >/dev/null; \
	  else echo "missing: valgrind — run: sudo apt-get install -y valgrind (lcbench skips instruction counts without it)" >&2; fi; }
	$(SWIFT) build -c release --product lcdemo $(RELEASE_FLAGS) $(SWIFT_BUILD_FLAGS)
	$(SWIFT) build -c release --product lcbench $(RELEASE_FLAGS) $(SWIFT_BUILD_FLAGS)
	strip --strip-debug -o ./.build/release/lcbench-nodebug ./.build/release/lcbench
	cp BENCHMARKS.md ./.build/BENCHMARKS.before.md
	./.build/release/lcbench-nodebug --lcdemo $(LCDEMO_RELEASE) --baseline BENCHMARKS.md --output BENCHMARKS.md --made-by "make bench"
	python3 scripts/keep-sections.py ./.build/BENCHMARKS.before.md BENCHMARKS.md
	$(MAKE) --no-print-directory ssh-bench
	$(MAKE) --no-print-directory web-bench
	$(MAKE) --no-print-directory table-bench

# BENCHMARKS.md's "SSH sessions": 1, 10 and 50 sessions of the Shop served by lcdemo --serve-ssh
# (release, with the release lcssh beside it), by sshd + ForceCommand, and on local ptys without
# SSH, in the same run, at a person's pace and in bursts (scripts/ssh-bench.py: Python's standard
# library driving OpenSSH clients on ptys; Debian's openssh-client and openssh-server).
ssh-bench:
	@command -v ssh >/dev/null 2>&1 && [ -x /usr/sbin/sshd ] || { \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    echo "installing openssh-client and openssh-server"; apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends openssh-client openssh-server >/dev/null; \
	  else echo "missing: ssh or sshd — run: sudo apt-get install -y openssh-client openssh-server (without sshd the peer rows are left out)" >&2; fi; }
	$(SWIFT) build -c release --product lcdemo $(RELEASE_FLAGS) $(SWIFT_BUILD_FLAGS)
	$(SWIFT) build -c release --product lcssh $(RELEASE_FLAGS) $(SWIFT_BUILD_FLAGS)
	python3 scripts/ssh-bench.py --lcdemo $(LCDEMO_RELEASE) --output BENCHMARKS.md

# BENCHMARKS.md's "Web sessions (browser)": 1, 10 and 50 WebSocket sessions of the Shop served by
# lcdemo --serve-web (release, the release lcweb beside it, xterm.js from web-client) against the
# Textual peer ($(PEER_SHOP)) served by textual-serve, and both apps on local ptys, in the same run
# (scripts/web-bench.py, websocket-client; textual 8.2.8 and textual-serve 1.1.3 from PyPI in
# $(WEB_BENCH_VENV); without the peer app its rows are left out).
WEB_BENCH_VENV ?= .build/web-bench-venv
PEER_SHOP ?= ../shared/peer/textual_shop.py
web-bench: deps web-client peer-venv
	$(SWIFT) build -c release --product lcdemo $(RELEASE_FLAGS) $(SWIFT_BUILD_FLAGS)
	$(SWIFT) build -c release --product lcweb $(RELEASE_FLAGS) $(SWIFT_BUILD_FLAGS)
	$(WEB_BENCH_VENV)/bin/python scripts/web-bench.py --lcdemo $(LCDEMO_RELEASE) --python $(WEB_BENCH_VENV)/bin/python \
	  --peer $(PEER_SHOP) --output BENCHMARKS.md

# The peers' Python (textual 8.2.8, textual-serve 1.1.3, websocket-client; pyte for the peer's
# ptyrun.py) for web-bench and table-bench.
peer-venv:
	@$(WEB_BENCH_VENV)/bin/python -c 'import textual_serve, websocket, pyte' 2>/dev/null || { echo "installing textual, textual-serve, websocket-client and pyte into $(WEB_BENCH_VENV)"; \
	  python3 -m venv $(WEB_BENCH_VENV) && $(WEB_BENCH_VENV)/bin/pip install -q --disable-pip-version-check 'textual==8.2.8' 'textual-serve==1.1.3' 'websocket-client==1.8.0' 'pyte==0.8.2'; }

# BENCHMARKS.md's "Data views and the floor, on a pty" (scripts/table-bench.py, the peer's
# ptyrun.py): the peer's lctable package (copied out, built against this checkout with
# CHANGELOG.md's migrations applied) against Textual's DataTable at 1,000, 100,000 and 1,000,000
# rows, and the C + ncurses floor (floor-c/list.c, gcc -O2) against the release lcdemo.
PEER ?= ../shared/peer
TABLE_BENCH_DIR ?= .build/table-bench
table-bench: deps peer-venv
	$(SWIFT) build -c release --product lcdemo $(RELEASE_FLAGS) $(SWIFT_BUILD_FLAGS)
	rm -rf $(TABLE_BENCH_DIR)/lctable/Sources $(TABLE_BENCH_DIR)/lctable/Package.swift $(TABLE_BENCH_DIR)/lctable/main
	mkdir -p $(TABLE_BENCH_DIR)/lctable
	cp -r $(PEER)/lctable/Package.swift $(PEER)/lctable/Sources $(TABLE_BENCH_DIR)/lctable/
	ln -s $(CURDIR) $(TABLE_BENCH_DIR)/lctable/main
	sed -i 's/moveColumnCursor(to: *\([0-9]*\))/selectColumn(\1)/' $(TABLE_BENCH_DIR)/lctable/Sources/LCTable/LCTable.swift
	cd $(TABLE_BENCH_DIR)/lctable && $(SWIFT) build -c release $(RELEASE_FLAGS) $(SWIFT_BUILD_FLAGS)
	gcc -O2 -o $(TABLE_BENCH_DIR)/floor-list $(PEER)/floor-c/list.c -lncursesw
	python3 scripts/table-bench.py --driver-python $(WEB_BENCH_VENV)/bin/python --lctable $(TABLE_BENCH_DIR)/lctable/.build/release/LCTable --python $(WEB_BENCH_VENV)/bin/python \
	  --peer $(PEER) --lcdemo $(LCDEMO_RELEASE) --floor-list $(TABLE_BENCH_DIR)/floor-list --output BENCHMARKS.md

# BENCHMARKS.md's "Instructions per main key of every Gallery widget": each widget's main keys
# through its Gallery tape under callgrind (scripts/widget-key-counts.py; release Gallery). With
# BASELINE=DIR (a checkout of an earlier commit with its release Gallery built), a column for it
# and the ratio.
BASELINE ?=
widget-key-counts: deps
	$(SWIFT) build -c release --product Gallery $(RELEASE_FLAGS) $(SWIFT_BUILD_FLAGS)
	python3 scripts/widget-key-counts.py --gallery ./.build/release/Gallery --tapes Examples/Gallery/Tapes --output BENCHMARKS.md \
	  $(if $(BASELINE),--baseline-gallery $(BASELINE)/.build/release/Gallery --baseline-tapes $(BASELINE)/Examples/Gallery/Tapes --baseline-name "$$(git -C $(BASELINE) rev-parse --short HEAD)")

fuzz: deps
	$(SWIFT) build -c release --product lcdemo $(RELEASE_FLAGS) $(SWIFT_BUILD_FLAGS)
	$(LCDEMO_RELEASE) --fuzz $(FUZZ_EVENTS) --seed $(FUZZ_SEED) --fuzz-seconds $(FUZZ_SECONDS) --fuzz-footer-sample $(FUZZ_FOOTER_SAMPLE) --fuzz-out $(FUZZ_OUT) $(FUZZ_FLAGS)

# An app that links LCoordinator does not link the tape runner: LCoordinator depends on no Tape
# target and its compiled objects use no Tape symbol (`make test` runs it after its build).
check-core:
	$(SWIFT) build --target LCoordinator $(SWIFT_BUILD_FLAGS)
	./scripts/check-core-standalone.sh

# Regenerates Sources/TerminalCore/Text/DisplayWidthTable.swift from the Unicode data files of
# Debian's unicode-data package (installed here when missing; `make test` does not need it).
UNICODE_DATA ?= /usr/share/unicode
unicode-tables:
	@if [ ! -f $(UNICODE_DATA)/EastAsianWidth.txt ] || [ ! -f $(UNICODE_DATA)/emoji/emoji-data.txt ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    echo "installing unicode-data"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq unicode-data >/dev/null; \
	  else \
	    echo "missing: unicode-data — run: sudo apt-get install -y unicode-data" >&2; exit 1; \
	  fi; \
	fi
	python3 scripts/generate-display-width.py --data $(UNICODE_DATA)

# DocC for LCoordinator and TerminalUI (swift-docc-plugin) into .build/docs, warnings as errors;
# then fails on any public declaration of a product module without a doc comment.
# In a clone this user cannot write to, the build and the pages go under $TMPDIR instead.
DOCS_SCRATCH ?= $(shell if [ -w . ]; then echo .build; else echo "$${TMPDIR:-/tmp}/lcoordinator-docs"; fi)
DOCS_OUT ?= $(DOCS_SCRATCH)/docs
docs:
	mkdir -p $(DOCS_OUT)
	$(SWIFT) package --scratch-path $(DOCS_SCRATCH) --allow-writing-to-directory $(DOCS_OUT) generate-documentation --target LCoordinator --output-path $(DOCS_OUT)/LCoordinator --warnings-as-errors
	$(SWIFT) package --scratch-path $(DOCS_SCRATCH) --allow-writing-to-directory $(DOCS_OUT) generate-documentation --target TerminalUI --output-path $(DOCS_OUT)/TerminalUI --warnings-as-errors
	python3 scripts/check-doc-comments.py

clean:
	rm -rf .build

# docs/reference/<Module>.md: the public API of every library product (each type and member, its
# declaration and one-line doc) from the built modules' symbol graphs (swift symbolgraph-extract:
# no second build). `make test` runs reference-check, which fails when a page differs from the
# code and names this target.
.PHONY: reference reference-check api-check getting-started-check
reference:
	$(SWIFT) build $(SWIFT_BUILD_FLAGS)
	python3 scripts/generate-reference.py
reference-check:
	python3 scripts/generate-reference.py --check

# The public API against the commit of CHANGELOG.md's last release (swift package
# diagnose-api-breaking-changes, its baseline kept in .build/api-baseline): fails on a break
# that CHANGELOG.md's Unreleased section does not list. Not part of `make test`: the first run
# builds the baseline too (about 20-40 min on 2 busy cores), later runs about 9 min. SwiftPM's
# baseline holds only the library products' own modules, so TerminalUI and TerminalCore (re-exported
# by LCoordinator) are skipped, and say so, until a release names them as products.
api-check:
	python3 scripts/api-check.py

# The README's Getting started steps 1–3 as a package of their own (.build/getting-started/NotesApp,
# depending on this clone by the manifest's own ../lcoordinator path): they build as written, and
# the program runs as step 3 says (scripts/check-getting-started.py). Part of `make test`.
getting-started-check:
	python3 scripts/check-getting-started.py
