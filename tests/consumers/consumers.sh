#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/consumers/consumers.sh - probable taken in the ways projects take
# libraries, each with the real tool: a release tarball (make dist) that
# builds, installed into a temporary prefix; then consumer projects built
# against that prefix and against the source tree:
#
#   pkg-config           --cflags, --modversion, --variable=prefix, and
#                        --define-prefix after the prefix moved
#   cmake-find/          find_package(probable 0.1 CONFIG REQUIRED) +
#                        probable::probable; versions it must refuse;
#                        PROBABLE_ARCH (default, a spelling, a bad one,
#                        a cross compiler, a toolchain file), PROBABLE_PROFILE;
#                        the moved prefix
#   cmake-subdir/        add_subdirectory() on the source tree
#   cmake-fetch/         FetchContent from a file:// URL of the tarball
#   meson-pkgconfig/     dependency('probable') through probable.pc
#   meson-subproject/    subprojects/probable -> the source tree, its options
#   sandbox              headers as symlinks (a Bazel-style sandbox), both
#                        #include <probable.h> and <probable/probable.h>
#   bin/probable-fix     --help from the prefix; the man pages and links
#
# Every project builds common/consumer.c, which asserts the arch, its HIGH
# number and values, and prints "consumer OK" (else "consumer FAILED: ...").
# Needs cmake, meson, ninja-build, pkg-config: tools/deps.sh says what is
# missing (and installs it with DEPS_INSTALL=1, as .ci/run does); without
# them the checks are SKIPs.  CC is the compiler (default cc).
source "$(dirname "$0")/../lib/lib.sh"
here=$top/tests/consumers
cc=${CC:-cc}
export CC=$cc

if [ -f "$top/tools/deps.sh" ]; then
	if ! bash "$top/tools/deps.sh" --for tests/consumers cmake meson ninja-build pkg-config >"$tmp/deps" 2>&1; then
		skip "consumers: $(tail -n 1 "$tmp/deps")"
		finish
	fi
else
	for t in cmake meson ninja pkg-config; do
		have $t || { skip "consumers: $t is not installed (apt-get install cmake meson ninja-build pkg-config)"; finish; }
	done
fi

version=$(sed -n 's/^#define PROBABLE_VERSION "\(.*\)"/\1/p' "$top/include/probable.h")
read -r arch high _ <<<"$(arch_values "$cc")"
read -r _ mips_high _ <<<"$(arch_values "$cc" -DARCH=mips)"
if [ -z "$arch" ] || [ -z "$high" ] || [ -z "$mips_high" ]; then
	fail "consumers: cannot tell what $cc selects (arch_values)"
	finish
fi

# run LABEL LOG CMD...: run a consumer; PASS when it says "consumer OK"
run() {
	local label=$1 log=$2 out
	shift 2
	if out=$("$@" 2>&1) && grep -q '^consumer OK' <<<"$out"; then
		pass "$label: $(grep '^consumer OK' <<<"$out")"
	else
		fail "$label: $(printf '%s\n' "$out" | grep -m 3 . | tr '\n' ' ') (log: $log)"
		[ -f "$log" ] && tail -n 20 "$log" | sed 's/^/    /'
	fi
}

# project NAME: a copy of tests/consumers/NAME with common/consumer.c beside it
project() {
	local d=$tmp/$1.$RANDOM
	cp -r "$here/$1" "$d" && cp "$here/common/consumer.c" "$d/"
	printf '%s\n' "$d"
}

# CMake's compiler detection (which writes CMakeFiles/<version>/
# CMakeCCompiler.cmake and CMakeSystem.cmake: the compiler's id, ABI,
# multiarch, the system) runs in full in the first configure with $cc, the
# cmake-find one below, whose PROBABLE_ARCH default is checked; the cross
# configures (CC=aarch64-..., the ppc64le toolchain file) run their own.
# Every other native configure starts from the first one's files, as a
# re-configure of a build directory does (CMAKE_PLATFORM_INFO_INITIALIZED
# keeps CMake from discarding them), so that each costs one cmake process
# instead of a dozen compiler and cmake runs.
seed=
# cmake_configure DIR LOG ARGS...: configure DIR/b (seeded once $seed is set)
cmake_configure() {
	local d=$1 log=$2 pre=()
	shift 2
	if [ -n "$seed" ]; then
		mkdir -p "$d/b/CMakeFiles/${seed##*/}" && cp "$seed"/CMake*.cmake "$d/b/CMakeFiles/${seed##*/}/" &&
			pre=(-DCMAKE_PLATFORM_INFO_INITIALIZED:INTERNAL=1)
	fi
	cmake -S "$d" -B "$d/b" -G Ninja "${pre[@]}" "$@" >"$log" 2>&1
}
# cmake_build DIR LOG ARGS...: configure and build DIR/b
cmake_build() {
	local d=$1 log=$2
	shift 2
	cmake_configure "$d" "$log" "$@" && cmake --build "$d/b" >>"$log" 2>&1
}
cache_value() { sed -n "s/^$2:[A-Z]*=//p" "$1/b/CMakeCache.txt"; }

# ---- a release: make dist on a copy of the tree, unpacked, built, installed --

src=$tmp/src
mkdir -p "$src"
(cd "$top" && { git ls-files -co --exclude-standard 2>/dev/null || find . -path ./build -prune -o -type f -print; } |
	while read -r f; do [ -f "$f" ] && printf '%s\n' "$f"; done | tar -cf - -T - | tar -xf - -C "$src")
tarball=$src/probable-$version.tar.gz
if make -s -C "$src" dist >"$tmp/dist.log" 2>&1 && [ -f "$tarball" ]; then
	list=$(tar -tzf "$tarball")
	bad=
	for f in single_include/probable.h include/probable.h arch/x86/probability.h arch/arches.list \
		CMakeLists.txt cmake/probableConfig.cmake.in meson.build probable.pc.in Makefile CHANGELOG.md LICENSE; do
		grep -qx "probable-$version/$f" <<<"$list" || bad+=" $f"
	done
	grep -q "^probable-$version/build/" <<<"$list" && bad+=" (has build/)"
	grep -qv "^probable-$version/" <<<"$list" && bad+=" (files outside probable-$version/)"
	if [ -z "$bad" ]; then
		pass "make dist: probable-$version.tar.gz, $(grep -vc '/$' <<<"$list") files, single_include/probable.h inside"
	else
		fail "make dist: probable-$version.tar.gz lacks:$bad"
	fi
else
	fail "make dist: no probable-$version.tar.gz ($(tail -n 1 "$tmp/dist.log"))"
	finish
fi

rel=$tmp/rel/probable-$version
mkdir -p "$tmp/rel" && tar -xzf "$tarball" -C "$tmp/rel"
if out=$(make -s -C "$rel" CC="$cc" 2>&1) && grep -q "^arch: *$arch\$" <<<"$out"; then
	pass "the release tarball builds: make in probable-$version prints arch: $arch"
else
	fail "the release tarball: make failed or printed no 'arch: $arch': $(tail -n 2 <<<"$out" | tr '\n' ' ')"
fi

prefix=$tmp/prefix
if ! make -s -C "$rel" install PREFIX="$prefix" >"$tmp/install.log" 2>&1; then
	fail "make install PREFIX=$prefix (from the release): $(tail -n 1 "$tmp/install.log")"
	finish
fi
pass "make install from the release: $(find "$prefix" -type f | wc -l) files, $(find "$prefix" -type l | wc -l) links"

# ---- pkg-config ---------------------------------------------------------------

export PKG_CONFIG_PATH=$prefix/share/pkgconfig
[ "$(pkg-config --modversion probable)" = "$version" ] &&
	pass "pkg-config --modversion probable: $version (from probable.h)" ||
	fail "pkg-config --modversion probable: '$(pkg-config --modversion probable)', not $version"
[ "$(pkg-config --variable=prefix probable)" = "$prefix" ] &&
	pass "pkg-config --variable=prefix probable: the prefix" ||
	fail "pkg-config --variable=prefix probable: '$(pkg-config --variable=prefix probable)', not $prefix"
cflags=$(pkg-config --cflags probable)
cflags=${cflags% }
[ "$cflags" = "-I$prefix/include/probable -I$prefix/include/probable/arch" ] &&
	pass "pkg-config --cflags probable: -I<prefix>/include/probable -I<prefix>/include/probable/arch" ||
	fail "pkg-config --cflags probable: '$cflags'"
# shellcheck disable=SC2086 # flags
$cc -std=c99 -Wall -Wextra -Werror $cflags -DEXPECT_ARCH="\"$arch\"" -DEXPECT_HIGH="$high" \
	"$here/common/consumer.c" -o "$tmp/pc1" >"$tmp/pc1.log" 2>&1
run "pkg-config: #include <probable.h> with \$(pkg-config --cflags probable)" "$tmp/pc1.log" "$tmp/pc1"
$cc -std=c99 -Wall -Wextra -Werror -I"$prefix/include" -DINCLUDE_FORM=2 -DEXPECT_ARCH="\"$arch\"" -DEXPECT_HIGH="$high" \
	"$here/common/consumer.c" -o "$tmp/pc2" >"$tmp/pc2.log" 2>&1
run "installed: #include <probable/probable.h> with -I<prefix>/include alone" "$tmp/pc2.log" "$tmp/pc2"
# shellcheck disable=SC2086 # flags
$cc -std=c99 $cflags -DARCH=mips -DEXPECT_ARCH='"mips"' -DEXPECT_HIGH="$mips_high" \
	"$here/common/consumer.c" -o "$tmp/pc3" >"$tmp/pc3.log" 2>&1
run "installed: -DARCH=mips selects the installed arch/mips" "$tmp/pc3.log" "$tmp/pc3"
if have tcc; then
	# shellcheck disable=SC2086 # flags
	tcc $cflags -DEXPECT_ARCH="\"$arch\"" -DEXPECT_HIGH="$high" "$here/common/consumer.c" -o "$tmp/pc4" >"$tmp/pc4.log" 2>&1
	run "pkg-config with tcc (no __has_include: the arch header through the second -I)" "$tmp/pc4.log" "$tmp/pc4"
else
	skip "pkg-config with tcc: tcc is not installed"
fi

# ---- CMake: find_package on the installed prefix ------------------------------

d=$(project cmake-find)
cmake_build "$d" "$d/log" -DCMAKE_PREFIX_PATH="$prefix" -DEXPECT_ARCH="$arch" -DEXPECT_HIGH="$high"
run "cmake find_package(probable 0.1 CONFIG REQUIRED) + probable::probable" "$d/log" "$d/b/consumer"
[ "$(cache_value "$d" PROBABLE_ARCH)" = "$arch" ] &&
	pass "cmake: PROBABLE_ARCH defaults to $arch (CMake's idea of the target, through arches.list)" ||
	fail "cmake: PROBABLE_ARCH defaults to '$(cache_value "$d" PROBABLE_ARCH)', not $arch"
s=$(echo "$d"/b/CMakeFiles/[0-9]*)
if [ -f "$s/CMakeCCompiler.cmake" ] && [ -f "$s/CMakeSystem.cmake" ] && grep -q 'CMAKE_C_COMPILER_ID "..*"' "$s/CMakeCCompiler.cmake"; then
	seed=$tmp/seed/${s##*/}
	mkdir -p "$seed" && cp "$s"/CMake*.cmake "$seed/"
else
	fail "cmake: no CMakeFiles/<version>/CMakeCCompiler.cmake naming the compiler after the first configure (the others detect it again)"
fi

for want in 0.1.0 "0.1...<1.0"; do
	d=$(project cmake-find)
	cmake_build "$d" "$d/log" -DCMAKE_PREFIX_PATH="$prefix" -DWANT_VERSION="$want" -DEXPECT_ARCH="$arch" -DEXPECT_HIGH="$high"
	run "cmake find_package(probable $want CONFIG REQUIRED)" "$d/log" "$d/b/consumer"
done
IFS=. read -r major minor _ <<<"$version"
for want in "$((major + 1)).0" "$major.$((minor + 1))" "$((major + 1)).0...<$((major + 2)).0"; do
	d=$(project cmake-find)
	if cmake_configure "$d" "$d/log" -DCMAKE_PREFIX_PATH="$prefix" -DWANT_VERSION="$want" \
		-DEXPECT_ARCH="$arch" -DEXPECT_HIGH="$high"; then
		fail "cmake find_package(probable $want) accepted $version (SameMajorVersion refuses it)"
	elif grep -q "probableConfig.cmake, version: $version" "$d/log"; then
		pass "cmake find_package(probable $want) refuses $version (SameMajorVersion)"
	else
		fail "cmake find_package(probable $want) failed for another reason: $(grep -m 1 -i error "$d/log")"
	fi
done

d=$(project cmake-find)
cmake_build "$d" "$d/log" -DCMAKE_PREFIX_PATH="$prefix" -DPROBABLE_ARCH=mipsel -DEXPECT_ARCH=mips -DEXPECT_HIGH="$mips_high"
run "cmake -DPROBABLE_ARCH=mipsel (a Debian spelling) selects mips" "$d/log" "$d/b/consumer"

d=$(project cmake-find)
if cmake_configure "$d" "$d/log" -DCMAKE_PREFIX_PATH="$prefix" -DPROBABLE_ARCH=vax \
	-DEXPECT_ARCH=vax -DEXPECT_HIGH=0; then
	fail "cmake -DPROBABLE_ARCH=vax: configured (must fail at configure time)"
elif grep -q "PROBABLE_ARCH=vax is not an arch name probable knows" "$d/log"; then
	pass "cmake -DPROBABLE_ARCH=vax: configure fails, naming the problem"
else
	fail "cmake -DPROBABLE_ARCH=vax: failed without the message: $(grep -m 1 -i error "$d/log")"
fi

d=$(project cmake-find)
cmake_build "$d" "$d/log" -DCMAKE_PREFIX_PATH="$prefix" -DPROBABLE_ARCH=detect -DPROBABLE_PROFILE=ON \
	-DEXPECT_ARCH="$arch" -DEXPECT_HIGH="$high"
run "cmake -DPROBABLE_PROFILE=ON -DPROBABLE_ARCH=detect: profile mode, threads linked" "$d/log" \
	env PROBABLE_PROFILE="$d/report" "$d/b/consumer"
[ -s "$d/report" ] && pass "cmake PROBABLE_PROFILE=ON: the program wrote its profile report" ||
	fail "cmake PROBABLE_PROFILE=ON: no profile report written to \$PROBABLE_PROFILE"

# what CMake knows of a cross target: the compiler's multiarch (CC set, no
# toolchain file), a toolchain file's CMAKE_SYSTEM_PROCESSOR
if have aarch64-linux-gnu-gcc; then
	d=$(project cmake-find)
	CC=aarch64-linux-gnu-gcc cmake -S "$d" -B "$d/b" -G Ninja -DCMAKE_PREFIX_PATH="$prefix" \
		-DEXPECT_ARCH=arm64 -DEXPECT_HIGH=0 >"$d/log" 2>&1
	[ "$(cache_value "$d" PROBABLE_ARCH)" = arm64 ] &&
		pass "cmake with CC=aarch64-linux-gnu-gcc, no toolchain file: PROBABLE_ARCH=arm64 (host processor $(uname -m))" ||
		fail "cmake with CC=aarch64-linux-gnu-gcc: PROBABLE_ARCH='$(cache_value "$d" PROBABLE_ARCH)', not arm64"
else
	skip "cmake cross default: aarch64-linux-gnu-gcc is not installed"
fi
if have powerpc64le-linux-gnu-gcc; then
	read -r _ ppc_high _ <<<"$(arch_values powerpc64le-linux-gnu-gcc)"
	d=$(project cmake-find)
	cat >"$d/ppc64le.cmake" <<-EOF
		set(CMAKE_SYSTEM_NAME Linux)
		set(CMAKE_SYSTEM_PROCESSOR ppc64le)
		set(CMAKE_C_COMPILER powerpc64le-linux-gnu-gcc)
		set(CMAKE_FIND_ROOT_PATH "$prefix")
		set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE BOTH)
	EOF
	# its own detection (not seeded): the toolchain file's processor
	seed= cmake_build "$d" "$d/log" -DCMAKE_TOOLCHAIN_FILE="$d/ppc64le.cmake" -DCMAKE_PREFIX_PATH="$prefix" \
		-DEXPECT_ARCH=powerpc -DEXPECT_HIGH="$ppc_high"
	if [ "$(cache_value "$d" PROBABLE_ARCH)" != powerpc ]; then
		fail "cmake toolchain file (ppc64le): PROBABLE_ARCH='$(cache_value "$d" PROBABLE_ARCH)', not powerpc"
	elif CC=powerpc64le-linux-gnu-gcc "$top/tools/run-target.sh" "$d/b/consumer" 2>&1 | grep -q 'not run'; then
		skip "cmake toolchain file (ppc64le): built, not run (no qemu-ppc64le)"
	else
		run "cmake toolchain file, CMAKE_SYSTEM_PROCESSOR=ppc64le: PROBABLE_ARCH=powerpc, run under qemu" "$d/log" \
			env CC=powerpc64le-linux-gnu-gcc "$top/tools/run-target.sh" "$d/b/consumer"
	fi
else
	skip "cmake toolchain file: powerpc64le-linux-gnu-gcc is not installed"
fi

# ---- CMake on the source tree -------------------------------------------------

d=$(project cmake-subdir)
cmake_build "$d" "$d/log" -DPROBABLE_SOURCE="$top" -DEXPECT_ARCH="$arch" -DEXPECT_HIGH="$high"
run "cmake add_subdirectory(<source tree>) + probable::probable" "$d/log" "$d/b/consumer"
d=$(project cmake-subdir)
cmake_build "$d" "$d/log" -DPROBABLE_SOURCE="$top" -DPROBABLE_PROFILE=ON -DEXPECT_ARCH="$arch" -DEXPECT_HIGH="$high"
run "cmake add_subdirectory with PROBABLE_PROFILE=ON (Threads::Threads reaches the consumer)" "$d/log" \
	env PROBABLE_PROFILE="$d/report" "$d/b/consumer"

d=$(project cmake-fetch)
cmake_build "$d" "$d/log" -DPROBABLE_URL="file://$tarball" -DEXPECT_ARCH="$arch" -DEXPECT_HIGH="$high"
run "cmake FetchContent from file://.../probable-$version.tar.gz" "$d/log" "$d/b/consumer"
if [ -e "$d/b/_deps/probable-src/CMakeLists.txt" ] && ! find "$d/b" -path '*/share/cmake/probable/*' | grep -q .; then
	pass "cmake FetchContent: the fetched tree is a subproject that installs nothing by default"
else
	fail "cmake FetchContent: no _deps/probable-src, or install files appeared"
fi

# ---- Meson --------------------------------------------------------------------

d=$(project meson-pkgconfig)
(cd "$d" && meson setup b -Dexpect_arch="$arch" -Dexpect_high="$high" && ninja -C b) >"$d/log" 2>&1
run "meson dependency('probable') through probable.pc" "$d/log" "$d/b/consumer"

d=$(project meson-subproject)
mkdir -p "$d/subprojects" && ln -s "$top" "$d/subprojects/probable"
(cd "$d" && env -u PKG_CONFIG_PATH meson setup b -Dexpect_arch="$arch" -Dexpect_high="$high" && ninja -C b) >"$d/log" 2>&1
run "meson subproject (subprojects/probable -> source tree)" "$d/log" "$d/b/consumer"
# probable's options on the same build directory (meson setup --reconfigure
# applies them as a first setup does; Meson's compiler detection, tested by
# the setups above, is not run again).  The last setup's program is removed
# first: a reconfigure or build that fails must leave none to run.
reconf() { rm -f "$d/b/consumer" && (cd "$d" && env -u PKG_CONFIG_PATH meson setup --reconfigure b "$@" && ninja -C b); }
reconf -Dprobable:arch=mipsel -Dexpect_arch=mips -Dexpect_high="$mips_high" >"$d/log2" 2>&1
run "meson subproject -Dprobable:arch=mipsel selects mips" "$d/log2" "$d/b/consumer"
reconf -Dprobable:arch= -Dprobable:profile=true -Dexpect_arch="$arch" -Dexpect_high="$high" -Dexpect_profile=1 >"$d/log3" 2>&1
run "meson subproject -Dprobable:profile=true: profile mode" "$d/log3" env PROBABLE_PROFILE="$d/report" "$d/b/consumer"
if reconf -Dprobable:arch=vax -Dprobable:profile=false -Dexpect_profile=0 -Dexpect_arch=x -Dexpect_high=0 >"$d/log4" 2>&1; then
	fail "meson -Dprobable:arch=vax: configured (must fail)"
elif grep -q "arch=vax is not an arch name probable knows" "$d/log4"; then
	pass "meson -Dprobable:arch=vax: setup fails, naming the problem"
else
	fail "meson -Dprobable:arch=vax: failed without the message"
fi

# ---- a sandbox of symlinks (Bazel, some SDKs) ------------------------------------

for c in "$cc" clang; do
	have "$c" || { skip "sandbox: $c is not installed"; continue; }
	sb=$tmp/sandbox.$RANDOM
	mkdir -p "$sb/virtual" && cp -rs "$prefix/include/probable" "$sb/virtual/probable"
	mkdir -p "$sb/pkg" && cp "$here/common/consumer.c" "$sb/pkg/"
	if find "$sb/virtual" -type f | grep -q .; then
		fail "sandbox: cp -rs left a real file"
	fi
	(cd "$sb/pkg" && $c -std=c99 -I../virtual/probable -DEXPECT_ARCH="\"$arch\"" -DEXPECT_HIGH="$high" consumer.c -o c1) >"$sb/log1" 2>&1
	run "sandbox ($c): every header a symlink, -Ivirtual/probable, <probable.h>" "$sb/log1" "$sb/pkg/c1"
	(cd "$sb/pkg" && $c -std=c99 -I../virtual -DINCLUDE_FORM=2 -DEXPECT_ARCH="\"$arch\"" -DEXPECT_HIGH="$high" consumer.c -o c2) >"$sb/log2" 2>&1
	run "sandbox ($c): every header a symlink, -Ivirtual, <probable/probable.h>" "$sb/log2" "$sb/pkg/c2"
done

# ---- the moved prefix: pkg-config --define-prefix, the CMake package --------

moved=$tmp/moved
mv "$prefix" "$moved"
cflags=$(PKG_CONFIG_PATH=$moved/share/pkgconfig pkg-config --define-prefix --cflags probable)
# shellcheck disable=SC2086 # flags
$cc -std=c99 $cflags -DEXPECT_ARCH="\"$arch\"" -DEXPECT_HIGH="$high" "$here/common/consumer.c" -o "$tmp/mv1" >"$tmp/mv1.log" 2>&1
run "moved prefix: pkg-config --define-prefix ($cflags)" "$tmp/mv1.log" "$tmp/mv1"
d=$(project cmake-find)
cmake_build "$d" "$d/log" -DCMAKE_PREFIX_PATH="$moved" -DEXPECT_ARCH="$arch" -DEXPECT_HIGH="$high"
run "moved prefix: cmake find_package (the package finds the headers from its own place)" "$d/log" "$d/b/consumer"

# ---- the installed tool and man pages --------------------------------------------

if have python3; then
	if out=$(cd / && env -i PATH=/usr/bin:/bin "$moved/bin/probable-fix" --help 2>&1) && grep -qi 'usage' <<<"$out"; then
		pass "bin/probable-fix --help runs from the (moved) prefix"
	else
		fail "bin/probable-fix --help from the prefix: $(head -n 2 <<<"$out" | tr '\n' ' ')"
	fi
	# it reads the public names from the installed probable.h (its
	# ../include/probable/): a name added there is a site it rewrites
	sed -i 's|^/\* END public names \*/$|#define probable_custom_p(p, pc) PROBABLE_GET_SITE_(p, pc, #p, probable_custom_p)\n&|' \
		"$moved/include/probable/probable.h"
	mkdir -p "$tmp/fix"
	printf 'int f(const int *q)\n{\n\treturn probable_custom_p(q, 10);\n}\n' >"$tmp/fix/a.c"
	printf '{"format": "probable-profile", "version": 2, "run": "r", "dumps": 1, "sites": [\n  {"file": "a.c", "line": 3, "func": "f", "expr": "q", "macro": "probable_custom_p", "kind": "unaligned", "arch": "x86", "declared": 10, "high": 89, "low": 11, "exact": 0, "threshold": 0, "test_below": 0, "size": 4, "count": 1000, "hits": 700}\n]}\n' >"$tmp/fix.json"
	out=$(cd / && "$moved/bin/probable-fix" --root "$tmp/fix" "$tmp/fix.json" 2>&1 | grep '^+[^+]' | tr -d '\t')
	if [ "$out" = "+return probable_custom_p(q, 70);" ]; then
		pass "bin/probable-fix reads the public names from the installed include/probable/probable.h"
	else
		fail "bin/probable-fix does not read the installed include/probable/probable.h (a name added there is no site: '$out')"
	fi
	sed -i '/^#define probable_custom_p/d' "$moved/include/probable/probable.h"
else
	skip "bin/probable-fix: python3 is not installed"
fi
missing=
for m in man3/probable.3 man3/get_unaligned_p.3 man1/probable-fix.1; do
	[ -f "$moved/share/man/$m" ] || missing+=" $m"
done
if [ -f "$rel/man/links" ]; then
	while read -r name page; do
		case $name in '' | '#'*) continue ;; esac
		l=$moved/share/man/man${name##*.}/$name
		{ [ -L "$l" ] && [ "$(readlink "$l")" = "$page" ] && [ -f "$l" ]; } || missing+=" $name->$page"
	done <"$rel/man/links"
fi
[ -z "$missing" ] && pass "man pages installed under share/man, with their links" ||
	fail "man pages: missing or broken:$missing"

mv "$moved" "$prefix"
finish
