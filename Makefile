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
HEADERS := include/probable.h include/probable_arch.h
ARCH_HEADERS := $(wildcard arch/*/probability.h)
EXAMPLES := $(patsubst examples/%.c,build/%,$(wildcard examples/*.c))
B := build

.PHONY: all info examples test check cmocka install uninstall clean

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

# The cmocka suite, once per expansion form and language mode.
SUITE := tests/run-probable.c
TEST_LIBS := -lcmocka -lm
HAVE_CLANG := $(shell command -v clang >/dev/null 2>&1 && echo yes)
HAVE_TCC := $(shell command -v tcc >/dev/null 2>&1 && echo yes)

SUITES := $(B)/t-gcc-c99-O0 $(B)/t-gcc-c11-O2 $(B)/t-gxx-cxx98-O0 $(B)/t-gxx-cxx11-O2 \
	$(B)/t-gcc-exact $(B)/t-gcc-arch-powerpc $(B)/t-gcc-arch-avr $(B)/t-gcc-user-header
ifeq ($(HAVE_CLANG),yes)
SUITES += $(B)/t-clang-c99-O0 $(B)/t-clang-c11-O2 $(B)/t-clangxx-cxx17-O2 $(B)/t-clang-exact
endif
ifeq ($(HAVE_TCC),yes)
SUITES += $(B)/t-tcc
endif

T_FLAGS := -Iinclude -Itests -Wall -Wextra -Werror
$(B)/t-gcc-c99-O0: $(SUITE) $(HEADERS) | $(B) cmocka
	gcc -std=c99 -O0 $(T_FLAGS) $< -o $@ $(TEST_LIBS)
$(B)/t-gcc-c11-O2: $(SUITE) $(HEADERS) | $(B) cmocka
	gcc -std=c11 -O2 $(T_FLAGS) $< -o $@ $(TEST_LIBS)
$(B)/t-gxx-cxx98-O0: $(SUITE) $(HEADERS) | $(B) cmocka
	g++ -x c++ -std=c++98 -O0 $(T_FLAGS) $< -o $@ $(TEST_LIBS)
$(B)/t-gxx-cxx11-O2: $(SUITE) $(HEADERS) | $(B) cmocka
	g++ -x c++ -std=c++11 -O2 $(T_FLAGS) $< -o $@ $(TEST_LIBS)
$(B)/t-gcc-exact: $(SUITE) $(HEADERS) | $(B) cmocka
	gcc -std=c11 -O2 -DPROBABLE_EXACT $(T_FLAGS) $< -o $@ $(TEST_LIBS)
$(B)/t-gcc-arch-powerpc: $(SUITE) $(HEADERS) | $(B) cmocka
	gcc -std=c11 -O2 -DARCH=powerpc -DEXPECT_ARCH='"powerpc"' $(T_FLAGS) $< -o $@ $(TEST_LIBS)
$(B)/t-gcc-arch-avr: $(SUITE) $(HEADERS) | $(B) cmocka
	gcc -std=c11 -O2 -DARCH=avr -DEXPECT_ARCH='"avr"' $(T_FLAGS) $< -o $@ $(TEST_LIBS)
$(B)/t-gcc-user-header: $(SUITE) $(HEADERS) | $(B) cmocka
	gcc -std=c11 -O2 -DPROBABLE_ARCH_HEADER='"user-arch-complete.h"' -DEXPECT_ARCH='"mychip"' $(T_FLAGS) $< -o $@ $(TEST_LIBS)
$(B)/t-clang-c99-O0: $(SUITE) $(HEADERS) | $(B) cmocka
	clang -std=c99 -O0 $(T_FLAGS) $< -o $@ $(TEST_LIBS)
$(B)/t-clang-c11-O2: $(SUITE) $(HEADERS) | $(B) cmocka
	clang -std=c11 -O2 $(T_FLAGS) $< -o $@ $(TEST_LIBS)
$(B)/t-clangxx-cxx17-O2: $(SUITE) $(HEADERS) | $(B) cmocka
	clang++ -x c++ -std=c++17 -O2 $(T_FLAGS) $< -o $@ $(TEST_LIBS)
$(B)/t-clang-exact: $(SUITE) $(HEADERS) | $(B) cmocka
	clang -std=c11 -O2 -DPROBABLE_EXACT $(T_FLAGS) $< -o $@ $(TEST_LIBS)
$(B)/t-tcc: $(SUITE) $(HEADERS) | $(B) cmocka
	tcc $(T_FLAGS) $< -o $@ $(TEST_LIBS)

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
	bash tests/run.sh $(SUITES)

check: test

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

clean:
	rm -rf $(B)
