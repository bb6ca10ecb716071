# SPDX-License-Identifier: MIT
# probable - build the examples and the info tool, run the tests, install.
#
#   make              build the examples and tools/probable-info, and run it
#   make test         build and run everything under tests/, on every core
#                     (TEST_JOBS=N), every output kept in build/test-logs/
#   make test-exhaustive  the sweeps make test samples by rule, in full
#   make install      headers, probable.pc, a CMake package, probable-fix and
#                     the man pages under $(DESTDIR)$(PREFIX)
#   make uninstall    remove exactly what install put there
#   make dist         probable-$(VERSION).tar.gz, the single header inside
#
# CC, CFLAGS and ARCH are passed through: `make CC=mips-linux-gnu-gcc` or
# `make ARCH=powerpc` shows what another compiler or arch selects (what they
# build is rebuilt when they change; a cross build runs under qemu-user, or
# is built and said not run).  `make test` builds the gcc and g++ suites
# with $(CC) $(CFLAGS) and $(CXX) $(CXXFLAGS).

PREFIX ?= /usr/local
prefix ?= $(PREFIX)
exec_prefix ?= $(prefix)
bindir ?= $(exec_prefix)/bin
includedir ?= $(prefix)/include
datarootdir ?= $(prefix)/share
mandir ?= $(datarootdir)/man
pkgconfigdir ?= $(datarootdir)/pkgconfig
cmakedir ?= $(datarootdir)/cmake/probable
INSTALL ?= install
INSTALL_DATA ?= $(INSTALL) -m 644
INSTALL_PROGRAM ?= $(INSTALL) -m 755

CC ?= cc
CFLAGS ?= -O2 -Wall -Wextra
ifdef ARCH
ARCH_FLAG := -DARCH=$(ARCH)
endif
ALL_CFLAGS := -Iinclude $(ARCH_FLAG) $(CFLAGS)

VERSION := $(shell sed -n 's/^\#define PROBABLE_VERSION "\(.*\)"/\1/p' include/probable.h)
# The one list of headers is the directories (CMakeLists.txt and meson.build
# glob the same): include/*.h, and arch/<name>/*.h with arch/policy/*.h.
HEADERS := $(wildcard include/*.h)
ARCH_HEADERS := $(wildcard arch/*/*.h)
B := build
EXAMPLES := $(patsubst examples/%.c,$(B)/%,$(wildcard examples/*.c))

.PHONY: all info examples test test-build test-exhaustive test-order check cmocka cross-test firmware kmod kmod-clean codegen bench bench-overhead calibrate evidence install uninstall dist clean FORCE

all: examples info

# A program $(CC) built runs here, under qemu-user, or is said not run.
RUN_TARGET = CC='$(call sq,$(CC))' CFLAGS='$(call sq,$(CFLAGS))' tools/run-target.sh

info: $(B)/probable-info
	@$(RUN_TARGET) $(B)/probable-info

examples: $(EXAMPLES)
	@for e in $(EXAMPLES); do $(RUN_TARGET) $$e >/dev/null || { echo "$$e failed" >&2; exit 1; }; done

$(B)/%: examples/%.c $(HEADERS) $(ARCH_HEADERS) $(B)/config | $(B)
	$(CC) -std=c99 $(ALL_CFLAGS) $< -o $@ $(LDFLAGS)

$(B)/probable-info: tools/probable-info.c $(HEADERS) $(ARCH_HEADERS) $(B)/config | $(B)
	$(CC) $(ALL_CFLAGS) $< -o $@ $(LDFLAGS)

# $(B)/config holds the compilers and flags; it is rewritten only when they
# change, so `make CC=...` or `make ARCH=...` rebuilds what depends on them
# and a plain `make` after it rebuilds again.
sq = $(subst ','\'',$(1))
CONFIG_TEXT = CC=$(CC) CXX=$(CXX) ALL_CFLAGS=$(ALL_CFLAGS) CXXFLAGS=$(CXXFLAGS) LDFLAGS=$(LDFLAGS)
$(B)/config: FORCE | $(B)
	@printf '%s\n' '$(call sq,$(CONFIG_TEXT))' >$@.new; \
	if cmp -s $@.new $@; then rm -f $@.new; else mv -f $@.new $@; fi

FORCE:

$(B):
	mkdir -p $@

# ---- tests --------------------------------------------------------------

# The cmocka suites, each built once per expansion form, language mode and
# optimisation level, and under the sanitizers.  $(call suite,NAME,CONFIG,
# COMMAND) builds tests/unit/NAME.c as $(B)/NAME-CONFIG with COMMAND.
TEST_LIBS := -lcmocka -lm
HAVE_CLANG := $(shell command -v clang >/dev/null 2>&1 && echo yes)
HAVE_TCC := $(shell command -v tcc >/dev/null 2>&1 && echo yes)
T_FLAGS := -Iinclude -Itests/fixtures -Wall -Wextra -Werror
TEST_DEPS := $(HEADERS) $(ARCH_HEADERS) tests/fixtures/unaligned-roundtrip.h
UBSAN := -fsanitize=undefined,alignment -fno-sanitize-recover=all
ASAN := -fsanitize=address -fno-omit-frame-pointer
SUITES :=

# "gcc" and "g++" at the start of a COMMAND stand for $(CC) $(CFLAGS) and
# $(CXX) $(CXXFLAGS), so a distribution runs the suites on its toolchain
# (make test CC=... CFLAGS=...); clang and tcc lines name their compiler.
suite_cc = $(if $(filter gcc,$(firstword $(1))),$(CC) $(CFLAGS),$(if $(filter g++,$(firstword $(1))),$(CXX) $(CXXFLAGS),$(firstword $(1)))) $(wordlist 2,$(words $(1)),$(1))
define suite
$(B)/$(1)-$(2): tests/unit/$(1).c $(TEST_DEPS) $(B)/config | $(B) cmocka
	$(call suite_cc,$(3)) $(T_FLAGS) $$< -o $$@ $(LDFLAGS) $(TEST_LIBS)
SUITES += $(B)/$(1)-$(2)
endef

# probable(): every expansion form (gcc C, g++, clang, tcc, exact mode)
$(eval $(call suite,probable,gcc-c99-O0,gcc -std=c99 -O0))
$(eval $(call suite,probable,gcc-c11-O2,gcc -std=c11 -O2))
$(eval $(call suite,probable,gxx-cxx98-O0,g++ -x c++ -std=c++98 -O0))
$(eval $(call suite,probable,gxx-cxx11-O2,g++ -x c++ -std=c++11 -O2))
$(eval $(call suite,probable,gcc-exact,gcc -std=c11 -O2 -DPROBABLE_EXACT))
$(eval $(call suite,probable,gcc-arch-powerpc,gcc -std=c11 -O2 -DARCH=powerpc -DEXPECT_ARCH='"powerpc"'))
$(eval $(call suite,probable,gcc-arch-avr,gcc -std=c11 -O2 -DARCH=avr -DEXPECT_ARCH='"avr"'))
$(eval $(call suite,probable,gcc-user-header,gcc -std=c11 -O2 -DPROBABLE_ARCH_HEADER='"user-arch-complete.h"' -DEXPECT_ARCH='"mychip"'))
$(eval $(call suite,probable,gcc-ubsan,gcc -std=c11 -O2 $(UBSAN)))

# get/put_unaligned_p(): C and C++ forms, -O0 to -O3 (-O3 tempts the
# vectoriser), a threshold of 1 so that pc 0 takes the direct path, a
# test-below of 51 so that pcs 0..50 take the run-time test, and the
# sanitizers over misaligned pointers on the safe and checked paths
$(eval $(call suite,unaligned,gcc-c99-O0,gcc -std=c99 -O0))
$(eval $(call suite,unaligned,gcc-c11-O2,gcc -std=c11 -O2))
$(eval $(call suite,unaligned,gcc-c11-O3,gcc -std=c11 -O3))
$(eval $(call suite,unaligned,gxx-cxx98-O0,g++ -x c++ -std=c++98 -O0))
$(eval $(call suite,unaligned,gxx-cxx11-O3,g++ -x c++ -std=c++11 -O3))
$(eval $(call suite,unaligned,gcc-threshold1,gcc -std=c11 -O2 -DARCH_ALIGNMENT_COST_THRESHOLD=1 $(UBSAN)))
$(eval $(call suite,unaligned,gcc-checked,gcc -std=c11 -O2 -DARCH_ALIGNMENT_TEST_BELOW=51 $(UBSAN)))
$(eval $(call suite,unaligned,gxx-checked,g++ -x c++ -std=c++11 -O2 -DARCH_ALIGNMENT_TEST_BELOW=51 $(UBSAN)))
$(eval $(call suite,unaligned,gcc-ubsan-O0,gcc -std=c11 -O0 $(UBSAN)))
$(eval $(call suite,unaligned,gcc-ubsan-O3,gcc -std=c11 -O3 $(UBSAN)))
$(eval $(call suite,unaligned,gcc-asan,gcc -std=c11 -O1 $(ASAN)))
$(eval $(call suite,unaligned,gxx-ubsan,g++ -x c++ -std=c++11 -O2 $(UBSAN)))

ifeq ($(HAVE_CLANG),yes)
$(eval $(call suite,probable,clang-c99-O0,clang -std=c99 -O0))
$(eval $(call suite,probable,clang-c11-O2,clang -std=c11 -O2))
$(eval $(call suite,probable,clangxx-cxx17-O2,clang++ -x c++ -std=c++17 -O2))
$(eval $(call suite,probable,clang-exact,clang -std=c11 -O2 -DPROBABLE_EXACT))
$(eval $(call suite,unaligned,clang-c99-O0,clang -std=c99 -O0))
$(eval $(call suite,unaligned,clang-c11-O3,clang -std=c11 -O3))
$(eval $(call suite,unaligned,clangxx-cxx17-O3,clang++ -x c++ -std=c++17 -O3))
$(eval $(call suite,unaligned,clang-ubsan-O0,clang -std=c11 -O0 $(UBSAN)))
$(eval $(call suite,unaligned,clang-ubsan-O2,clang -std=c11 -O2 $(UBSAN)))
$(eval $(call suite,unaligned,clang-asan,clang -std=c11 -O1 $(ASAN)))
$(eval $(call suite,unaligned,clangxx-ubsan,clang++ -x c++ -std=c++17 -O2 $(UBSAN)))
endif
# clang 19's UBSan also checks memcpy's typed arguments (libclang-rt-19-dev).
# The probe (a link, about 0.3 s) runs only for the goals that build the
# suites, once: make test hands its answer to the make it starts.
ifneq ($(filter test test-build check $(B)/%,$(MAKECMDGOALS)),)
ifeq ($(PROBABLE_HAVE_CLANG19_UBSAN),)
PROBABLE_HAVE_CLANG19_UBSAN := $(shell printf 'int main(void){return 0;}\n' | clang-19 -fsanitize=undefined -x c - -o /dev/null 2>/dev/null && echo yes || echo no)
endif
export PROBABLE_HAVE_CLANG19_UBSAN
endif
ifeq ($(PROBABLE_HAVE_CLANG19_UBSAN),yes)
$(eval $(call suite,unaligned,clang19-ubsan-O0,clang-19 -std=c11 -O0 $(UBSAN)))
$(eval $(call suite,unaligned,clang19-ubsan-O2,clang-19 -std=c11 -O2 $(UBSAN)))
$(eval $(call suite,unaligned,clangxx19-ubsan,clang++-19 -x c++ -std=c++17 -O2 $(UBSAN)))
endif
ifeq ($(HAVE_TCC),yes)
$(eval $(call suite,probable,tcc,tcc))
$(eval $(call suite,unaligned,tcc,tcc))
endif

# cmocka: tools/deps.sh says in one line that libcmocka-dev is missing and
# how to install it (and installs it with DEPS_INSTALL=1, as .ci/run does).
cmocka:
	@DEPS_CC='$(call sq,$(CC))' bash tools/deps.sh --for "make $(if $(filter cross-test,$(MAKECMDGOALS)),cross-test,test)" libcmocka-dev

# make test builds the examples and the suites with every core (a make of
# its own with -j$(nproc), unless make was given -j), then tests/lib/run.sh
# runs the suites and the scripts as many at a time (TEST_JOBS=N changes
# that), prints their results in order, every output kept in
# $(B)/test-logs/, and ends with the time make test took and the total line.
NPROC := $(shell nproc 2>/dev/null || echo 1)
TEST_J = $(if $(filter -j%,$(MAKEFLAGS))$(findstring j,$(firstword -$(MAKEFLAGS))),,-j$(NPROC))
ifneq ($(filter test check,$(MAKECMDGOALS)),)
export PROBABLE_TEST_START := $(shell date +%s)
endif
test: export TEST_LOGS = $(B)/test-logs
test:
	@$(MAKE) -s --no-print-directory $(TEST_J) test-build
	@CC='$(call sq,$(CC))' CXX='$(call sq,$(CXX))' bash tests/lib/run.sh $(SUITES)

# what make test runs, built (and the examples run)
test-build: examples $(SUITES)

# make test-exhaustive: the sweeps make test samples by rule, in full
# (PROBABLE_TEST_EXHAUSTIVE=1; each script's header states its rule, which
# meets every compiler, setting and arch at least once): identity.sh at
# every pc 0..100 and every -O level, the compile_fail files with every
# compiler at every setting, every ARCH spelling, the whole codegen report
# regenerated, every cross gcc, profile and tools tests with every compiler.
# .ci/run runs it.  The scripts are those that name PROBABLE_TEST_EXHAUSTIVE
# (a script that samples states its rule with it, so none is left out).
EXHAUSTIVE_TESTS = $(shell grep -l PROBABLE_TEST_EXHAUSTIVE tests/*/*.sh)
test-exhaustive: export TEST_LOGS = $(B)/test-logs-exhaustive
test-exhaustive:
	@PROBABLE_TEST_EXHAUSTIVE=1 TESTS="$(EXHAUSTIVE_TESTS)" bash tests/lib/run.sh

check: test

# tests/lib/start-order: the order in which a run with no durations of its
# own (a fresh clone) starts the scripts, slowest first, from the last
# make test's durations (rewrite it when scripts come and go or their
# times change much; a stale order costs time, not results)
test-order:
	@test -s $(B)/test-logs/durations || { echo "make test-order: run make test first ($(B)/test-logs/durations)" >&2; exit 1; }
	@{ echo '# written by make test-order from a make test run: the scripts, slowest first'; \
	  awk '$$2 ~ /\// { print $$1, $$2 }' $(B)/test-logs/durations | sort -k1,1nr | cut -d' ' -f2; } >tests/lib/start-order
	@echo "make test-order: tests/lib/start-order, $$(grep -vc '^#' tests/lib/start-order) scripts"

# ---- every architecture ---------------------------------------------------

# The cmocka suites (every tests/unit/*.c) built with the 14 Debian cross gccs
# at -O0, -O2 and -O3 and run under qemu-user (sh4: compiled only), against
# tools/cross/minicmocka (no source package, no network needed);
# CROSS_TARGETS="mips-linux-gnu ..." limits it.  tools/cross/run.sh says more.
cross-test: cmocka
	bash tools/cross/run.sh $(CROSS_TARGETS)

# Cortex-M0/M4, ATmega328P and RISC-V: firmware/all-macros.c (every macro)
# linked with -nostdlib and run on QEMU, nm evidence of no libc symbol, and
# the examples compiled freestanding (tools/deps.sh's firmware group).
firmware:
	bash firmware/build.sh

# docs/codegen.md: instruction counts of probable() and get/put_unaligned_p()
# beside the hand-written forms, for every cross gcc and clang target.
codegen:
	bash tools/codegen-report.sh

# What profile mode costs per evaluation of probable(), beside a kernel-style
# and a ccan-style branch profiler, in one run (about 5 s): bench/profile-cost.sh.
bench:
	CC="$(CC)" bash bench/profile-cost.sh

# Profile mode's overhead on real programs (examples/lz77.c, examples/http_parse.c)
# beside gcc's -fprofile-arcs (atomic and not) and clang's -fprofile-instr-generate,
# instructions under callgrind and time, gcc and clang (about 3 minutes):
# bench/profile-overhead.sh.
bench-overhead:
	bash bench/profile-overhead.sh

# build/calibrate/probability.h: this machine's numbers, measured by
# tools/calibrate/calibrate.c (about 3 minutes; CALIBRATE_TIME=seconds for a
# longer run), usable as -DPROBABLE_ARCH_HEADER; raw samples beside it.
calibrate:
	CC="$(CC)" bash tools/calibrate/run.sh

# docs/evidence.md and docs/evidence/*.svg: the calibration with gcc and
# clang, the unaligned accesses and the examples' throughput with their
# hints as declared, removed, inverted and as profiled (about 10 minutes;
# gnuplot-nox from tools/deps.sh's plot group).
evidence:
	bash bench/evidence/run.sh

# An out-of-tree Linux module built with Kbuild against Debian's
# linux-headers-amd64 (tools/deps.sh's kmod group): kmod/build.sh.
kmod:
	bash kmod/build.sh

kmod-clean:
	bash kmod/build.sh clean

# single_include/probable.h: every header and arch header in one file, made
# from the tree (committed; tests/install/single-header.sh checks it is current).
# Profile mode's runtime for x86-64, compiled once into assembly
# (include/probable_profile_runtime_x86_64.h, committed; regenerate after any
# change to the runtime's C: tests/profile/test_runtime_asm.py checks it is
# current).
.PHONY: profile-runtime
profile-runtime:
	python3 tools/gen-profile-runtime-asm.py

.PHONY: single-header
single-header:
	python3 tools/single-header.py -o single_include/probable.h

# ---- install --------------------------------------------------------------

# $(includedir)/probable/ holds the headers (-I$(includedir)/probable, what
# pkg-config and the CMake target give, serves <probable.h>; -I$(includedir)
# serves <probable/probable.h>) and arch/ beside them, which the headers find
# as "arch/<name>/probability.h" (with __has_include; TCC gets
# -I$(includedir)/probable/arch from probable.pc and the CMake target).  Also probable.pc, a CMake package (relocatable: both
# find the headers from their own place), tools/probable-fix, the man pages.
# single_include/probable.h is not installed: it is for copying into a tree
# (the dist tarball has it); installed, the split headers serve the same.
PKG_INCLUDEDIR = $(includedir)/probable
pkgdatadir ?= $(datarootdir)/probable
TOOLS := $(wildcard tools/probable-fix tools/probable-report)
MAN1 := $(wildcard man/*.1)
MAN3 := $(wildcard man/*.3)
# man/links: "NAME PAGE" lines, NAME a symbolic link to PAGE beside it
MAN_LINKS := $(shell sed -n 's/^\([^\#[:space:]][^[:space:]]*\)[[:space:]].*/\1/p' man/links 2>/dev/null)
CMAKE_FILES := probableConfig.cmake probableConfigVersion.cmake probableArch.cmake
INSTALLED = $(addprefix $(PKG_INCLUDEDIR)/,$(notdir $(HEADERS)) $(ARCH_HEADERS) arch/arches.list) \
	$(pkgconfigdir)/probable.pc $(addprefix $(cmakedir)/,$(CMAKE_FILES)) \
	$(addprefix $(bindir)/,$(notdir $(TOOLS))) \
	$(addprefix $(mandir)/man1/,$(notdir $(MAN1))) $(addprefix $(mandir)/man3/,$(notdir $(MAN3))) \
	$(foreach l,$(MAN_LINKS),$(mandir)/man$(subst .,,$(suffix $(l)))/$(l))
# The Python package of the tools (tools/probable/) goes to $(pythondir);
# the installed entry points find it, and the arch headers, relative to
# their own place (PYTHONDIR and ARCHDIR rewritten below).
pythondir ?= $(exec_prefix)/lib/probable/python
PY_FILES := $(if $(TOOLS),$(sort $(wildcard tools/probable/*.py tools/probable/*/*.py tools/probable/*/*/*.py)))
PY_DIRS = $(patsubst %/,%,$(sort $(dir $(addprefix $(pythondir)/,$(PY_FILES:tools/%=%)))))
rel_or_abs = $(if $(and $(filter $(prefix)/%,$(1)),$(filter $(prefix)/%,$(2))),$(call up,$(1:$(prefix)/%=%))$(2:$(prefix)/%=%),$(2))
INSTALLED += $(addprefix $(pythondir)/,$(PY_FILES:tools/%=%))
INSTALL_DIRS = $(addprefix $(PKG_INCLUDEDIR)/,$(sort $(dir $(ARCH_HEADERS)))) $(pkgconfigdir) $(cmakedir) \
	$(if $(TOOLS),$(bindir)) $(if $(MAN1),$(mandir)/man1) $(if $(MAN3)$(MAN_LINKS),$(mandir)/man3) $(PY_DIRS)
# Without DESTDIR, install lists the directories it had to create in
# $(pkgdatadir)/installed-dirs (below $(prefix)), and uninstall removes them
# (when empty): a fresh prefix is left empty, a /usr/local/bin that was there
# stays.
DIRS_LIST = $(pkgdatadir)/installed-dirs

# probable.pc says includedir=${prefix}/... and probableConfig.cmake the
# include directory relative to itself, when they lie under $(prefix).
up = $(subst $() ,,$(foreach w,$(subst /, ,$(1)),../))
PC_INCLUDEDIR = $(patsubst $(prefix)/%,$${prefix}/%,$(includedir))
CMAKE_INCLUDEDIR = $(if $(and $(filter $(prefix)/%,$(cmakedir)),$(filter $(prefix)/%,$(includedir))),$(call up,$(cmakedir:$(prefix)/%=%))$(includedir:$(prefix)/%=%),$(includedir))
SUBST = -e 's|@prefix@|$(prefix)|g' -e 's|@includedir@|$(PC_INCLUDEDIR)|g' \
	-e 's|@VERSION@|$(VERSION)|g' -e 's|@PROBABLE_INCLUDEDIR@|$(CMAKE_INCLUDEDIR)|g'

install:
	@new=; for d in $(INSTALL_DIRS) $(if $(DESTDIR),,$(pkgdatadir)); do \
	  while [ ! -d "$(DESTDIR)$$d" ] && [ "$$d" != "$(prefix)" ] && [ "$$d" != / ] && [ "$$d" != . ]; do new="$$new $$d"; d=$${d%/}; case $$d in */*) d=$${d%/*}; d=$${d:-/} ;; *) d=. ;; esac; done; \
	done; \
	$(INSTALL) -d $(addprefix $(DESTDIR),$(INSTALL_DIRS)) || exit 1; \
	if [ -z "$(DESTDIR)" ]; then \
	  $(INSTALL) -d $(pkgdatadir) && \
	  { [ ! -f $(DIRS_LIST) ] || cat $(DIRS_LIST); printf '%s\n' $$new; } | sort -u >$(DIRS_LIST).new && \
	  mv -f $(DIRS_LIST).new $(DIRS_LIST) && chmod 644 $(DIRS_LIST) || exit 1; \
	fi
	$(INSTALL_DATA) $(HEADERS) $(DESTDIR)$(PKG_INCLUDEDIR)/
	for h in $(ARCH_HEADERS) arch/arches.list; do \
	  $(INSTALL_DATA) $$h $(DESTDIR)$(PKG_INCLUDEDIR)/$$h || exit 1; \
	done
	sed $(SUBST) probable.pc.in >$(DESTDIR)$(pkgconfigdir)/probable.pc
	sed $(SUBST) cmake/probableConfig.cmake.in >$(DESTDIR)$(cmakedir)/probableConfig.cmake
	sed $(SUBST) cmake/probableConfigVersion.cmake.in >$(DESTDIR)$(cmakedir)/probableConfigVersion.cmake
	chmod 644 $(DESTDIR)$(pkgconfigdir)/probable.pc $(DESTDIR)$(cmakedir)/probableConfig*.cmake
	$(INSTALL_DATA) cmake/probableArch.cmake $(DESTDIR)$(cmakedir)/
ifneq ($(TOOLS),)
	$(INSTALL_PROGRAM) $(TOOLS) $(DESTDIR)$(bindir)/
	for f in $(PY_FILES); do \
	  $(INSTALL_DATA) $$f $(DESTDIR)$(pythondir)/$${f#tools/} || exit 1; \
	done
	for t in $(notdir $(TOOLS)); do \
	  sed -i -e 's|^PYTHONDIR = None$$|PYTHONDIR = "$(call rel_or_abs,$(bindir),$(pythondir))"|' \
	    -e 's|^ARCHDIR = None$$|ARCHDIR = "$(call rel_or_abs,$(bindir),$(PKG_INCLUDEDIR)/arch)"|' \
	    $(DESTDIR)$(bindir)/$$t || exit 1; \
	done
endif
ifneq ($(MAN1),)
	$(INSTALL_DATA) $(MAN1) $(DESTDIR)$(mandir)/man1/
endif
ifneq ($(MAN3),)
	$(INSTALL_DATA) $(MAN3) $(DESTDIR)$(mandir)/man3/
endif
ifneq ($(MAN_LINKS),)
	grep -v '^#' man/links | while read -r name page; do \
	  [ -z "$$name" ] || ln -sf $$page $(DESTDIR)$(mandir)/man$${name##*.}/$$name || exit 1; \
	done
endif

# The files above; probable's own directories; the ones install created.
uninstall:
	rm -f $(addprefix $(DESTDIR),$(INSTALLED))
	rm -rf $(addsuffix /__pycache__,$(addprefix $(DESTDIR),$(PY_DIRS)))
	@for d in $(addprefix $(DESTDIR),$(addprefix $(PKG_INCLUDEDIR)/,$(sort $(dir $(ARCH_HEADERS)))) \
	          $(shell printf '%s\n' $(PY_DIRS) | sort -r) $(if $(PY_DIRS),$(pythondir) $(patsubst %/,%,$(dir $(pythondir)))) \
	          $(PKG_INCLUDEDIR)/arch $(PKG_INCLUDEDIR) $(cmakedir)) \
	          $$(if [ -z "$(DESTDIR)" ] && [ -f $(DIRS_LIST) ]; then sort -r $(DIRS_LIST); rm -f $(DIRS_LIST); fi) \
	          $(if $(DESTDIR),,$(pkgdatadir)); do \
	  [ ! -d "$$d" ] || rmdir "$$d" 2>/dev/null || echo "kept $$d: it holds other files"; \
	done

# probable-$(VERSION).tar.gz: the files git knows (committed or not ignored),
# else every file but build/; the single header made current first.
# Reproducible: sorted, owner 0, dated SOURCE_DATE_EPOCH or the last commit.
DIST := probable-$(VERSION)
dist: single-header
	rm -rf $(B)/dist && mkdir -p $(B)/dist/$(DIST)
	{ if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then git ls-files -co --exclude-standard; \
	  else find . -path ./$(B) -prune -o -path ./.git -prune -o -type f -print | sed 's|^\./||'; fi; \
	  echo single_include/probable.h; } | grep -v '^probable-.*\.tar\.gz$$' | sort -u | \
	  while read -r f; do [ -f "$$f" ] && printf '%s\n' "$$f"; done >$(B)/dist/files
	tar -cf - -T $(B)/dist/files | tar -xf - -C $(B)/dist/$(DIST)
	t=$${SOURCE_DATE_EPOCH:-$$(git log -1 --format=%ct 2>/dev/null || date +%s)}; \
	tar -C $(B)/dist --sort=name --owner=0 --group=0 --numeric-owner --mtime=@$$t -cf - $(DIST) | gzip -n -9 >$(DIST).tar.gz
	@echo "$(DIST).tar.gz: $$(wc -l <$(B)/dist/files) files"

clean: kmod-clean
	rm -rf $(B)
