# SPDX-License-Identifier: MIT
# tools/targets.sh - the compilers the scripts measure and test with, in one
# place.  Sourced (by tests/lib/lib.sh, tools/unaligned-codegen.sh,
# tools/codegen-report.sh, tools/cross/run.sh), not run.

# The Debian cross gccs, by triplet (gcc-<triplet> packages).
cross_triplets="aarch64-linux-gnu arm-linux-gnueabi arm-linux-gnueabihf
mips-linux-gnu mipsel-linux-gnu powerpc-linux-gnu powerpc64le-linux-gnu
riscv64-linux-gnu s390x-linux-gnu sparc64-linux-gnu alpha-linux-gnu
m68k-linux-gnu sh4-linux-gnu i686-linux-gnu"

# The Linux targets clang compiles for beside them.
clang_linux_targets="x86_64-linux-gnu i686-linux-gnu aarch64-linux-gnu
arm-linux-gnueabihf arm-linux-gnueabi mips-linux-gnu mipsel-linux-gnu
powerpc-linux-gnu powerpc64le-linux-gnu riscv64-linux-gnu s390x-linux-gnu
sparc64-linux-gnu"

# And the bare-metal ones (firmware targets without a Debian gcc here).
clang_bare_targets="thumbv6m-none-eabi thumbv7em-none-eabi avr msp430
riscv32-unknown-elf hexagon"
