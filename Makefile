# LCoordinator for the terminal. `make run` starts the demo, `make test` runs every test and tape.
SWIFT ?= swift
SWIFT_BUILD_FLAGS ?=

.PHONY: all build test run bench deps clean

all: build

# Installs the C libraries the package links (ncursesw + panelw) and tmux for end-to-end tests,
# or names the command to run when this user cannot install.
deps:
	@missing=""; \
	[ -f /usr/include/ncursesw/curses.h ] && [ -f /usr/include/ncursesw/panel.h ] || missing="$$missing libncursesw5-dev"; \
	command -v tmux >/dev/null 2>&1 || missing="$$missing tmux"; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    echo "installing$$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	  else \
	    echo "missing:$$missing — run: sudo apt-get install -y$$missing" >&2; exit 1; \
	  fi; \
	fi

build: deps
	$(SWIFT) build $(SWIFT_BUILD_FLAGS)

test: deps
	$(SWIFT) build --build-tests $(SWIFT_BUILD_FLAGS)
	$(SWIFT) test --skip-build $(SWIFT_BUILD_FLAGS)

clean:
	rm -rf .build
