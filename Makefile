# Darkroom: the two commands a new user runs are `make demo` and `make test`.
# Both install the Debian packages they need first (scripts/setup.sh).

SWIFT ?= swift

.PHONY: help setup build release test demo benchmarks benchmarks-test docs lint clean

help:
	@echo "make demo        record, verify and break the bundled example's snapshots"
	@echo "make test        build and run every test (XCTest and Swift Testing)"
	@echo "make release     build the darkroom tool with optimisations (.build/release/darkroom)"
	@echo "make benchmarks  build the benchmarks and the gallery in release (Benchmarks/.build/release/)"
	@echo "make benchmarks-test  build the Benchmarks package (debug) and run its tests"
	@echo "make docs        build the documentation site into .build/docs (DocC)"
	@echo "make lint        check the sources with swift format and .swift-format"
	@echo "make setup       install the Debian packages the project needs"
	@echo "make clean       remove build products"

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

# The benchmarks are a package of their own (Benchmarks/Package.swift) that uses Darkroom
# through the root package's products; time only release builds.
benchmarks: setup
	cd Benchmarks && $(SWIFT) build -c release

benchmarks-test: setup
	cd Benchmarks && $(SWIFT) build --build-tests && $(SWIFT) test --skip-build

docs: setup
	@scripts/docs.sh

lint:
	@scripts/lint.sh

clean:
	rm -rf .build Examples/*/.build Benchmarks/.build
