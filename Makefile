# SPDX-License-Identifier: MIT
# probable - build the examples and the info tool, run the tests, install.
#
#   make              build the examples and tools/probable-info, and run it
#   make test         build and run everything under tests/
#   make install      headers and a pkg-config file under $(DESTDIR)$(PREFIX)
#   make uninstall    remove exactly what install put there
#
# CC, CFLAGS and ARCH are passed through: `make CC=mips-linux-gnu-gcc` or
# `make ARCH=powerpc` shows what another compiler or arch selects.

PREFIX ?= /usr/local
prefix ?= $(PREFIX)
includedir ?= $(prefix)/include
datarootdir ?= $(prefix)/share
pkgconfigdir ?= $(datarootdir)/pkgconfig
INSTALL ?= install
INSTALL_DATA ?= $(INSTALL) -m 644

CC ?= cc
CFLAGS ?= -O2 -Wall -Wextra
ifdef ARCH
ARCH_FLAG := -DARCH=$(ARCH)
endif
ALL_CFLAGS := -Iinclude $(ARCH_FLAG) $(CFLAGS)

VERSION := $(shell sed -n 's/^\#define PROBABLE_VERSION "\(.*\)"/\1/p' include/probable.h)
HEADERS := include/probable.h include/probable_internal.h include/probable_arch.h include/probable_unaligned.h include/probable_endian.h \
	include/probable_profile.h include/probable_likely.h
ARCH_HEADERS := $(wildcard arch/*/probability.h)
EXAMPLES := $(patsubst examples/%.c,build/%,$(wildcard examples/*.c))
B := build

.PHONY: all info examples test check cmocka cross-test firmware kmod kmod-clean codegen bench install uninstall clean

all: examples info

info: $(B)/probable-info
	./$(B)/probable-info

examples: $(EXAMPLES)
	@for e in $(EXAMPLES); do ./$$e >/dev/null || { echo "$$e failed" >&2; exit 1; }; done

$(B)/%: examples/%.c $(HEADERS) $(ARCH_HEADERS) | $(B)
	$(CC) -std=c99 $(ALL_CFLAGS) $< -o $@

$(B)/probable-info: tools/probable-info.c $(HEADERS) $(ARCH_HEADERS) | $(B)
	$(CC) $(ALL_CFLAGS) $< -o $@

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

define suite
$(B)/$(1)-$(2): tests/unit/$(1).c $(TEST_DEPS) | $(B) cmocka
	$(3) $(T_FLAGS) $$< -o $$@ $(TEST_LIBS)
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
ifeq ($(HAVE_TCC),yes)
$(eval $(call suite,probable,tcc,tcc))
$(eval $(call suite,unaligned,tcc,tcc))
endif

# cmocka: installed with apt-get when we are root, else the command to run.
CMOCKA_PROBE := printf '\#include <stdarg.h>\n\#include <stddef.h>\n\#include <setjmp.h>\n\#include <cmocka.h>\nint main(void){return 0;}\n' | $(CC) -x c - -o /dev/null -lcmocka
cmocka:
	@$(CMOCKA_PROBE) 2>/dev/null || { \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "cmocka missing: installing libcmocka-dev"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libcmocka-dev >/dev/null; \
	  else \
	    echo "cmocka is missing; install it with:  sudo apt-get install libcmocka-dev" >&2; exit 1; \
	  fi; }

test: examples $(SUITES)
	bash tests/lib/run.sh $(SUITES)

check: test

# ---- every architecture ---------------------------------------------------

# The cmocka suites (every tests/unit/*.c) built with the 14 Debian cross gccs
# at -O0, -O2 and -O3 and run under qemu-user (sh4: compiled only);
# CROSS_TARGETS="mips-linux-gnu ..." limits it.  tools/cross/run.sh says more.
cross-test: cmocka
	bash tools/cross/run.sh $(CROSS_TARGETS)

# Cortex-M0/M4, ATmega328P and RISC-V: firmware/all-macros.c (every macro)
# linked with -nostdlib and run on QEMU, nm evidence of no libc symbol, and
# the examples compiled freestanding (installs the toolchains when root).
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

# An out-of-tree Linux module built with Kbuild against Debian's
# linux-headers-amd64 (installed when missing, as root): kmod/build.sh.
kmod:
	bash kmod/build.sh

kmod-clean:
	bash kmod/build.sh clean

# ---- install --------------------------------------------------------------

install:
	$(INSTALL) -d $(DESTDIR)$(includedir)/probable/include
	$(INSTALL_DATA) $(HEADERS) $(DESTDIR)$(includedir)/probable/include/
	for h in $(ARCH_HEADERS); do \
	  $(INSTALL) -d $(DESTDIR)$(includedir)/probable/$$(dirname $$h) && \
	  $(INSTALL_DATA) $$h $(DESTDIR)$(includedir)/probable/$$h || exit 1; \
	done
	$(INSTALL) -d $(DESTDIR)$(pkgconfigdir)
	sed -e 's|@includedir@|$(includedir)|' -e 's|@VERSION@|$(VERSION)|' probable.pc.in \
	  > $(DESTDIR)$(pkgconfigdir)/probable.pc
	chmod 644 $(DESTDIR)$(pkgconfigdir)/probable.pc

uninstall:
	rm -f $(addprefix $(DESTDIR)$(includedir)/probable/,$(HEADERS) $(ARCH_HEADERS))
	for d in $(sort $(dir $(ARCH_HEADERS))); do rmdir $(DESTDIR)$(includedir)/probable/$$d 2>/dev/null || true; done
	rmdir $(DESTDIR)$(includedir)/probable/arch $(DESTDIR)$(includedir)/probable/include $(DESTDIR)$(includedir)/probable 2>/dev/null || true
	rm -f $(DESTDIR)$(pkgconfigdir)/probable.pc

clean: kmod-clean
	rm -rf $(B)
