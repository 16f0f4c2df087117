# Darkroom: the two commands a new user runs are `make demo` and `make test`.
# Both install the Debian packages they need first (scripts/setup.sh).

SWIFT ?= swift

.PHONY: help setup build release test demo clean

help:
	@echo "make demo     record, verify and break the bundled example's snapshots"
	@echo "make test     build and run every test (XCTest and Swift Testing)"
	@echo "make release  build the darkroom tool with optimisations (.build/release/darkroom)"
	@echo "make setup    install the Debian packages the project needs"
	@echo "make clean    remove build products"

setup:
	@scripts/setup.sh

build: setup
	$(SWIFT) build

release: setup
	$(SWIFT) build -c release --product darkroom

test: setup
	@scripts/test.sh

demo: setup
	@scripts/demo.sh

clean:
	rm -rf .build Examples/*/.build
