/* SPDX-License-Identifier: MIT */
/*
 * probable_profile.h - profile mode: with -DPROBABLE_PROFILE every
 * probable() site counts its evaluations and how many were true, every
 * get/put_unaligned_p() site its accesses and how many were misaligned, and
 * a report says where the declared pc is wrong and what to write instead.
 * Included by probable.h when PROBABLE_PROFILE is defined; not on its own.
 *
 *     cc -DPROBABLE_PROFILE ... (every translation unit you want counted)
 *     ./prog                                 probable-profile.json here,
 *                                            merged across runs
 *     PROBABLE_PROFILE=report.json ./prog    "-" is stderr, %p the pid,
 *                                            "off" nothing
 *     PROBABLE_PROFILE_FORMAT=text           "json" (default for a file)
 *                                            or "text" (default for "-")
 *     PROBABLE_PROFILE_RUN=name              collect several programs
 *     PROBABLE_PROFILE_MIN_COUNT=N           "few" below N evaluations (100)
 *     probable_profile_write(FILE *f, const char *format)   on demand
 *
 * Needs GCC or Clang on Linux with glibc 2.28 or later or musl 1.2.5 or
 * later (statx), with POSIX threads (glibc: in libc
 * since 2.34; add -pthread elsewhere); g++ from C++11.  What the program
 * computes does not change: each condition and pointer is evaluated once.
 *
 * HOW IT COUNTS
 *   Each site is a constant record in the section probable_sites_v3 of
 *   the executable or shared library ("object") it is compiled into, so
 *   the object knows every site it holds, reached or not.  Counts live
 *   per object and per thread: a thread's first evaluation in an object
 *   gives it an array of counters per site (false, true, and the same
 *   for evaluations whose outcome the compiler knew), which only it
 *   writes (one plain add per evaluation, through a base read by a const
 *   function the compiler keeps out of loops; a relaxed atomic add under
 *   ThreadSanitizer; at -O0 the same add in a function each evaluation
 *   calls, which costs the compiler less than the add written out at
 *   every site); when it exits, its counts are added to the object's
 *   totals and the array is reused.  A report adds every array, live or
 *   not (a fibre resumed on another thread may still count into the array
 *   of the thread it was on).  Nothing is shared between objects, and no address
 *   travels in the environment.
 *
 * WHEN IT REPORTS
 *   When an object goes away - at exit, or at dlclose() for a plugin -
 *   it writes every site it holds (count 0 when never reached) where
 *   PROBABLE_PROFILE says, or into probable-profile.json in the current
 *   directory when it is not set.  Into a file it merges: under flock(),
 *   a JSON report of the same run (for the default file, of any run) gets
 *   these counts added, site by site (a site: its place, text, macro,
 *   expanded condition, C++ instance and build facts, so that one place
 *   compiled under two settings stays two sites), and is replaced
 *   atomically (rename);
 *   a whole report of another run is replaced; a report of another
 *   version or tool, one of the other format, a file that only starts
 *   like a report, anything else is left alone with one line on stderr,
 *   and only a regular file or this process's own stdout or stderr is
 *   opened to be written (not a FIFO, not a device).  A run is one
 *   exec of a program and the children it forks (this exec's AT_RANDOM
 *   bytes), or every process given the same PROBABLE_PROFILE_RUN.  A
 *   forked child starts from zero, so the sums are exact.  Text reports
 *   of one run are appended, one table per object and process.
 *   A set-user-ID, set-group-ID or capability-raising program (AT_SECURE)
 *   ignores every PROBABLE_PROFILE* variable and says so once.
 *
 * THE REPORT (docs/profile-format.md has the JSON schema)
 *   Version 3.  Per site: file (normalised lexically), line, nth (its
 *   place among the calls of the same macro and text on that line), col
 *   (0: unknown), function, the text as written (expr), the condition
 *   as a PROBABLE_MACRO_SITE macro formed it (cond) and as the
 *   preprocessor expanded it (expanded), in C++ the function with its
 *   template arguments (instance), the macro it was written with, kind (branch, unaligned), constant, declared pc, count,
 *   hits (true, or misaligned), observed percent and its 99% Wilson score
 *   interval, the hint or access this build emits for the declared pc, a
 *   verdict and a suggested pc (the observed rate), decided in this order:
 *     unreached      never evaluated
 *     constant       the compiler knew the outcome at every evaluation
 *     few            fewer than PROBABLE_PROFILE_MIN_COUNT (100)
 *                    evaluations, or inside an interval wider than
 *                    PROBABLE_PROFILE_WIDTH_ (10) points: "needed" says
 *                    how many evaluations would tell
 *     ok             inside, and narrow enough
 *     miscalibrated  outside, same hint or access
 *     wrong          outside the interval, and the suggested pc gives
 *                    another hint or access on this build
 *   except that a hint that claims a direction by its macro's name
 *   (likely(), unlikely(), LIKELY, XXH_likely: probable_profile_direction_,
 *   tools/probable/judge.py's rule) is judged against the arch's
 *   thresholds: wrong (the interval wholly on the rarer side of 50%), few
 *   (wider than 10 points), ok (the suggestion past the threshold on the
 *   hint's side), else needless (between the thresholds: no hint at that
 *   rate), never miscalibrated.
 */
#ifndef PROBABLE_PROFILE_H
#define PROBABLE_PROFILE_H

#ifndef PROBABLE_H
#error "include <probable.h> with -DPROBABLE_PROFILE, not probable_profile.h"
#endif
#if !defined(__GNUC__)
#error "probable: PROBABLE_PROFILE needs GCC or Clang (statement expressions, __thread, __atomic, sections)"
#endif
#if defined(__cplusplus) && !defined(__clang__) && __cplusplus < 201103L
#error "probable: PROBABLE_PROFILE with g++ needs -std=c++11 or later (its site records are templates)"
#endif
/* nothing for an assembler source (probable.h does not include this there) */
#ifndef __ASSEMBLER__

#ifdef __cplusplus
extern "C" {
#endif

typedef probable_u64_ *probable_u64_ptr_;

/*
 * What the runtime needs of the C library and the kernel, declared here
 * under its own names: no system header is included, so a profiled unit
 * includes exactly the system headers its plain build does (its own
 * _GNU_SOURCE, _POSIX_C_SOURCE, _FILE_OFFSET_BITS and host macros mean
 * what they mean without profile mode; tests/profile/test_sysheaders.py).
 * Each function is the library's own symbol through a GNU asm label (one
 * ELF symbol, two C names: no clash with the library's prototype of the
 * same function, in C or C++, whatever its exception specification).
 * Only what is the same on every Linux target is declared: no struct of
 * the library's (statx(2)'s structure is the kernel's, one layout on every
 * architecture), the 64-bit file functions by their 64-bit names on a
 * 32-bit target (what _FILE_OFFSET_BITS=64 makes of them), errno through
 * __errno_location() (glibc, musl), and the flag values of the kernel's
 * generic ABI and of the architectures that differ from it only in
 * O_NOFOLLOW.  Needs glibc 2.28 or musl 1.2.5 (statx); profile mode is
 * Linux-only (ELF, GNU C).
 */
typedef __SIZE_TYPE__ probable_size_t_;
typedef __PTRDIFF_TYPE__ probable_ssize_t_; /* ssize_t: the same width on Linux */
#if __SIZEOF_LONG__ >= 8
typedef long probable_off_t_;
#define PROBABLE_SYS64_(name) name
#else
typedef long long probable_off_t_;
#define PROBABLE_SYS64_(name) name "64"
#endif
extern int probable_profile_sys_open_(const char *, int, ...) __asm__(PROBABLE_SYS64_("open"));
extern probable_off_t_ probable_profile_sys_lseek_(int, probable_off_t_, int) __asm__(PROBABLE_SYS64_("lseek"));
extern int probable_profile_sys_ftruncate_(int, probable_off_t_) __asm__(PROBABLE_SYS64_("ftruncate"));
extern probable_ssize_t_ probable_profile_sys_read_(int, void *, probable_size_t_) __asm__("read");
extern probable_ssize_t_ probable_profile_sys_write_(int, const void *, probable_size_t_) __asm__("write");
extern int probable_profile_sys_close_(int) __asm__("close");
extern int probable_profile_sys_unlink_(const char *) __asm__("unlink");
extern int probable_profile_sys_rename_(const char *, const char *) __asm__("rename");
extern int probable_profile_sys_fchmod_(int, unsigned int) __asm__("fchmod");
extern int probable_profile_sys_flock_(int, int) __asm__("flock");
extern int probable_profile_sys_getpid_(void) __asm__("getpid");
extern int probable_profile_sys_sched_yield_(void) __asm__("sched_yield");
struct probable_statx_;
extern int probable_profile_sys_statx_(int, const char *, int, unsigned int, struct probable_statx_ *) __asm__("statx");
extern int *probable_profile_sys_errno_(void) __asm__("__errno_location") __attribute__((__const__));
extern char *probable_profile_sys_getenv_(const char *) __asm__("getenv");
extern unsigned long probable_profile_sys_getauxval_(unsigned long) __asm__("getauxval");
extern void *probable_profile_sys_calloc_(probable_size_t_, probable_size_t_) __asm__("calloc");
extern void *probable_profile_sys_realloc_(void *, probable_size_t_) __asm__("realloc");
extern void probable_profile_sys_free_(void *) __asm__("free");
extern void probable_profile_sys_qsort_(void *, probable_size_t_, probable_size_t_,
					int (*)(const void *, const void *)) __asm__("qsort");
extern char *probable_profile_sys_strerror_(int) __asm__("strerror");
extern int probable_profile_sys_vsnprintf_(char *, probable_size_t_, const char *, __builtin_va_list) __asm__("vsnprintf");
extern probable_size_t_ probable_profile_sys_fwrite_(const void *, probable_size_t_, probable_size_t_, void *) __asm__("fwrite");
extern int probable_profile_sys_fflush_(void *) __asm__("fflush");
/* pthread_key_t is an unsigned int (glibc, musl) */
extern int probable_profile_sys_key_create_(unsigned int *, void (*)(void *)) __asm__("pthread_key_create");
extern int probable_profile_sys_key_delete_(unsigned int) __asm__("pthread_key_delete");
extern int probable_profile_sys_setspecific_(unsigned int, const void *) __asm__("pthread_setspecific");
extern int probable_profile_sys_atfork_(void (*)(void), void (*)(void), void (*)(void)) __asm__("pthread_atfork");
#define PROBABLE_ERRNO_ (*probable_profile_sys_errno_())

/* statx(2)'s structure: the kernel's, the same on every architecture */
struct probable_statx_ {
	unsigned int probable_mask_, probable_blksize_;
	probable_u64_ probable_attributes_;
	unsigned int probable_nlink_, probable_uid_, probable_gid_;
	unsigned short probable_mode_, probable_spare0_;
	probable_u64_ probable_ino_;
	probable_u64_ probable_between_[11];          /* size ... mtime */
	unsigned int probable_rdev_major_, probable_rdev_minor_, probable_dev_major_, probable_dev_minor_;
	probable_u64_ probable_spare_[14];            /* 256 bytes in all */
};
#define PROBABLE_AT_FDCWD_ (-100)
#define PROBABLE_AT_EMPTY_PATH_ 0x1000
#define PROBABLE_STATX_WANT_ 0x103u /* STATX_TYPE | STATX_MODE | STATX_INO */
#define PROBABLE_S_IFMT_ 0170000u
#define PROBABLE_S_ISREG_(m) (((m) & PROBABLE_S_IFMT_) == 0100000u)
#define PROBABLE_S_ISDIR_(m) (((m) & PROBABLE_S_IFMT_) == 0040000u)
#define PROBABLE_S_ISFIFO_(m) (((m) & PROBABLE_S_IFMT_) == 0010000u)
#define PROBABLE_S_ISCHR_(m) (((m) & PROBABLE_S_IFMT_) == 0020000u)
#define PROBABLE_S_ISBLK_(m) (((m) & PROBABLE_S_IFMT_) == 0060000u)
#define PROBABLE_LOCK_EX_ 2
#define PROBABLE_SEEK_SET_ 0
#define PROBABLE_AT_SECURE_ 23 /* <elf.h>'s AT_SECURE */
#define PROBABLE_AT_RANDOM_ 25 /* AT_RANDOM */

/* the open() flags and errno values: the kernel's generic ABI (x86, arm,
 * aarch64, powerpc, riscv, s390, loongarch, ...; arm, aarch64, powerpc and
 * m68k have their own O_NOFOLLOW); the few architectures with other
 * numbers get them from the library's headers, as before */
#if defined(__mips__) || defined(__alpha__) || defined(__sparc__) || defined(__hppa__) /* kernel ABI (not a CPU fact) */
#include <errno.h>
#include <fcntl.h>
#define PROBABLE_O_WRONLY_ O_WRONLY
#define PROBABLE_O_RDWR_ O_RDWR
#define PROBABLE_O_CREAT_ O_CREAT
#define PROBABLE_O_EXCL_ O_EXCL
#define PROBABLE_O_NOCTTY_ O_NOCTTY
#define PROBABLE_O_TRUNC_ O_TRUNC
#define PROBABLE_O_NONBLOCK_ O_NONBLOCK
#define PROBABLE_O_NOFOLLOW_ __O_NOFOLLOW
#define PROBABLE_O_CLOEXEC_ __O_CLOEXEC
#define PROBABLE_ELOOP_ ELOOP
#else
#define PROBABLE_O_WRONLY_ 01
#define PROBABLE_O_RDWR_ 02
#define PROBABLE_O_CREAT_ 0100
#define PROBABLE_O_EXCL_ 0200
#define PROBABLE_O_NOCTTY_ 0400
#define PROBABLE_O_TRUNC_ 01000
#define PROBABLE_O_NONBLOCK_ 04000
#if defined(__arm__) || defined(__aarch64__) || defined(__powerpc__) || defined(__m68k__) /* kernel ABI (not a CPU fact) */
#define PROBABLE_O_NOFOLLOW_ 0100000
#else
#define PROBABLE_O_NOFOLLOW_ 0400000
#endif
#define PROBABLE_O_CLOEXEC_ 02000000
#define PROBABLE_ELOOP_ 40
#endif
#define PROBABLE_EPERM_ 1
#define PROBABLE_EINTR_ 4
#define PROBABLE_EACCES_ 13
#define PROBABLE_EEXIST_ 17
#define PROBABLE_EINVAL_ 22
#define PROBABLE_EROFS_ 30

/* ---- what a site is (internal) ------------------------------------------------ */

#define PROBABLE_SITE_BRANCH_ 0
#define PROBABLE_SITE_UNALIGNED_ 1
#define PROBABLE_SITE_SIZE_ 64  /* bytes per record: a power of two */
#define PROBABLE_SITE_SHIFT_ 6  /* its log2 */

/*
 * One per call site, constant, in the section probable_sites_v3 of its
 * object: what it is and what this build made of it.  Every record is
 * PROBABLE_SITE_SIZE_ bytes (the pad), so a record's index in the section
 * is its offset shifted.
 */
struct probable_site_ {
	const char *probable_file_, *probable_func_;
	const char *probable_expr_;          /* the text as written, NUL, the condition as the
					      * macro formed it (empty: the same), NUL, the
					      * argument as the preprocessor expanded it */
	const char *probable_instance_;      /* C++: __PRETTY_FUNCTION__ (the function with its
					      * template arguments); C: 0 */
	const char *probable_arch_;          /* PROBABLE_ARCH, NUL, the translation unit's
					      * main file (__BASE_FILE__), NUL, the macro's name */
	int probable_line_;
	int probable_size_;                  /* unaligned: the object's size in bytes */
	int probable_order_;                 /* __COUNTER__: the order of the sites of a unit */
	int probable_ecol_;                  /* Clang: the column where the call ends; else 0 */
	signed char probable_kind_, probable_declared_;
	signed char probable_hint_;          /* a PROBABLE_HINT_ or PROBABLE_ACCESS_ value */
	/* this translation unit's numbers, to say what another pc would become here */
	signed char probable_high_, probable_low_, probable_exact_;
	signed char probable_threshold_, probable_test_below_;
#if __SIZEOF_POINTER__ < 8
	char probable_pad_[PROBABLE_SITE_SIZE_ - 5 * sizeof(const char *) - 4 * sizeof(int) - 8];
#endif
};

/* the object's records: the linker's bounds of the section (weak: an object
 * with no site has none) */
extern const struct probable_site_ probable_profile_sites_[]
	__asm__("__start_probable_sites_v3") __attribute__((__weak__, __visibility__("hidden")));
extern const struct probable_site_ probable_profile_sites_end_[]
	__asm__("__stop_probable_sites_v3") __attribute__((__weak__, __visibility__("hidden")));

/* GCC drops "hidden" from these two (Clang keeps it): say it to the
 * assembler, so that an object never binds to another object's section */
__asm__(".hidden __start_probable_sites_v3\n\t.hidden __stop_probable_sites_v3");

/*
 * Every runtime function and datum is one per object: weak (the linker
 * binds every call to one copy per executable or library) and hidden (no
 * other object sees it).  Weak alone leaves each unit's copy of the code
 * in the program; so GCC puts the functions all in one section named
 * .gnu.linkonce.t.<versioned name>, of which GNU ld and gold keep the
 * first and discard the others: the program carries the runtime's code
 * once, whatever the number of profiled units (tests/profile/test_size.py).
 * The name carries the runtime's version: units of two versions keep one
 * copy each.  Not with Clang: it has no way to turn jump tables off for a
 * few functions, and a jump table in .rodata that points into a discarded
 * copy breaks the link (clang 19 at -O1 makes one); its units keep a copy
 * each, as lld's do.
 */
#define PROBABLE_PROFILE_DATA_ __attribute__((__weak__, __visibility__("hidden")))
#ifndef PROBABLE_PROFILE_SECTION_
#define PROBABLE_PROFILE_SECTION_ ".gnu.linkonce.t.probable_profile_runtime_v3_1"
#endif
#if defined(__clang__)
#define PROBABLE_PROFILE_FN_ __attribute__((__weak__, __visibility__("hidden")))
#else
#define PROBABLE_PROFILE_FN_ \
	__attribute__((__weak__, __visibility__("hidden"), __section__(PROBABLE_PROFILE_SECTION_)))
#endif
#define PROBABLE_PROFILE_DECL_ __attribute__((__visibility__("hidden")))

/*
 * This thread's counters for this object, 0 until the first evaluation
 * (initial-exec in a shared library: no call to find it): an array laid
 * out as the section is, PROBABLE_SITE_SIZE_ bytes per site, whose first
 * two 64-bit words count the site's false and true evaluations, held as
 * its address minus the section's, so that a site's counters are at that
 * plus the record's own address (one add, no index to compute).
 *
 * A site reads it through probable_profile_base_(), out of line and
 * declared const (as glibc's __errno_location is): its value is the same
 * at every call in one thread, so the compiler calls it once per function
 * (hoisted out of loops) and each evaluation is one add into the thread's
 * own array.  The first call in a thread gives the thread its array.
 */
#if defined(__PIC__) && !defined(__PIE__) && defined(__GLIBC__)
#define PROBABLE_PROFILE_TLS_MODEL_ __attribute__((__tls_model__("initial-exec")))
#else
#define PROBABLE_PROFILE_TLS_MODEL_
#endif
extern __thread PROBABLE_UINTPTR_ probable_profile_tls_ PROBABLE_PROFILE_DECL_ PROBABLE_PROFILE_TLS_MODEL_;
PROBABLE_PROFILE_DECL_ PROBABLE_UINTPTR_ probable_profile_enrol_(void);
PROBABLE_PROFILE_DECL_ PROBABLE_UINTPTR_ probable_profile_base_(void)
	__attribute__((__const__, __nothrow__, __leaf__));
PROBABLE_PROFILE_DECL_ void probable_profile_init_(void);
PROBABLE_PROFILE_DECL_ void probable_profile_unload_(void);
struct probable_gsite_;
PROBABLE_PROFILE_DECL_ void probable_profile_genrol_(struct probable_gsite_ *probable_g_);
/*
 * probable_profile_write(out, format) - write this object's report now to
 * out, a FILE * (declared void *: profile mode includes no <stdio.h>), as
 * "text" or "json" (NULL: PROBABLE_PROFILE_FORMAT, else text).
 * Returns the number of sites written, or -1 (errno EINVAL) when out is
 * NULL or the format unknown, or -1 when the write fails.
 */
PROBABLE_PROFILE_DECL_ int probable_profile_write(void *probable_out_, const char *probable_format_);

#ifdef __cplusplus
}
#endif

/*
 * Per translation unit: a constructor that readies the object (before any
 * site can count) and a destructor that reports it when it goes away, at
 * the first priority, so that they run before and after the program's own
 * (unprioritised) ones.
 * Each calls the object's one copy, which does its work once.
 */
static void __attribute__((__constructor__(101), __used__)) probable_profile_load_tu_(void)
{
	probable_profile_init_();
}
static void __attribute__((__destructor__(101), __used__)) probable_profile_unload_tu_(void)
{
	probable_profile_unload_();
}

/* ---- the counting (internal) ----------------------------------------------------- */

/* the record's attributes: its section, kept even if unreferenced */
#if PROBABLE_HAS_ATTRIBUTE_(__retain__)
#define PROBABLE_SITE_ATTRS_ \
	__attribute__((__section__("probable_sites_v3"), __used__, __retain__, __aligned__(PROBABLE_SITE_SIZE_)))
#else
#define PROBABLE_SITE_ATTRS_ \
	__attribute__((__section__("probable_sites_v3"), __used__, __aligned__(PROBABLE_SITE_SIZE_)))
#endif

#if defined(PROBABLE_EXACT) && defined(PROBABLE_HAVE_EXPECT_WITH_PROBABILITY_)
#define PROBABLE_EXACT_FLAG_ 1
#else
#define PROBABLE_EXACT_FLAG_ 0
#endif
/* where a call ends on its line: Clang's __builtin_COLUMN() is the column
 * of the closing parenthesis of the outermost macro (Clang 14), not of its
 * name, so it orders the calls of a line but is not reported as "col" */
#if defined(__clang__) && PROBABLE_HAS_BUILTIN_(__builtin_COLUMN)
#define PROBABLE_SITE_ECOL_ __builtin_COLUMN()
#else
#define PROBABLE_SITE_ECOL_ 0
#endif
#if __SIZEOF_POINTER__ < 8
#define PROBABLE_SITE_PAD_ , { 0 }
#else
#define PROBABLE_SITE_PAD_
#endif
/* this unit's numbers in every record (to say what another pc would become
 * here): one object-like macro */
#define PROBABLE_SITE_UNIT_ \
	ARCH_PROBABILITY_HIGH, ARCH_PROBABILITY_LOW, PROBABLE_EXACT_FLAG_, ARCH_ALIGNMENT_COST_THRESHOLD

/*
 * A site's record, written out in each site macro (below) between
 * PROBABLE_SITE_OPEN_ and PROBABLE_SITE_CLOSE_: an expression, the
 * record's address (of type PROBABLE_SITE_REC_):
 *
 *   PROBABLE_SITE_OPEN_ { __FILE__, PROBABLE_SITE_FUNC_, text,
 *	PROBABLE_SITE_INSTANCE_, PROBABLE_ARCH "\0" __BASE_FILE__ "\0" #name,
 *	__LINE__, size, order, PROBABLE_SITE_ECOL_, kind, pc, hint,
 *	PROBABLE_SITE_UNIT_, test_below PROBABLE_SITE_PAD_ } PROBABLE_SITE_CLOSE_
 *
 * text: string literals, the argument as written "\0" the condition as the
 * macro formed it (nothing when the same) "\0" the argument expanded;
 * PROBABLE_SITE_INSTANCE_: the C++ instance (__PRETTY_FUNCTION__: the
 * function with its template arguments), or in C a null pointer; order: a
 * __COUNTER__ value (the order of the unit's sites).  The record is a
 * static in a statement expression of its own, beside the site's
 * condition, never around it: its name is the same at every site (no
 * __COUNTER__ paste), and a site nested in another's condition shadows
 * nothing.  Every piece is an object-like macro and the record is no
 * macro's argument: each of its tokens is made once, where the site's
 * macro expands (what a site costs the preprocessor is most of what it
 * costs the compiler at -O0: bench/compile-time.sh --profile).
 *
 * In C and with Clang the record is a static constant in the function (a
 * constant: a C99 inline function may hold one) in the object's section.
 * g++ cannot do that: it will not put static locals of inline and of other
 * functions into one named section ("section type conflict"), and it
 * ignores the section of a template's members (GCC PR c++/70435).  There
 * the record is a template's static member, instantiated for the site,
 * that enrols itself in the object's list when the object is loaded, and
 * holds its own counters (a relaxed atomic add).
 *
 * PROBABLE_PROFILE_COUNT_(rec, hit, k, i) - statements: count one
 * evaluation (hit: 0 or 1) in this thread (optimised builds; -O0 counts
 * through a call, PROBABLE_PROFILE_TALLY_ below).
 */
#ifdef __cplusplus
#define PROBABLE_SITE_INSTANCE_ __PRETTY_FUNCTION__
#else
#define PROBABLE_SITE_INSTANCE_ PROBABLE_NULL_(const char *)
#endif
#define PROBABLE_SITE_FUNC_ __func__
#if defined(__cplusplus) && !defined(__clang__)
extern "C++" { /* templates, also inside a user's extern "C" */
struct probable_gsite_ {
	const struct probable_site_ probable_site_;
	struct probable_gsite_ *probable_next_;
	probable_u64_ probable_n_[4]; /* false, true, and the same of a constant; zero before any count */
	explicit probable_gsite_(const struct probable_site_ &probable_s_)
		: probable_site_(probable_s_) { probable_profile_genrol_(this); }
};
#if __cplusplus >= 201703L
/* C++17: the site's own constant record is the template argument (no type
 * is defined, so a site may be in sizeof) */
template <const struct probable_site_ *probable_rec_> struct __attribute__((__visibility__("hidden"))) probable_site_holder_ {
	static struct probable_gsite_ probable_g_;
};
template <const struct probable_site_ *probable_rec_>
struct probable_gsite_ probable_site_holder_<probable_rec_>::probable_g_(*probable_rec_);
}
#define PROBABLE_SITE_OPEN_ __extension__ ({ static constexpr struct probable_site_ probable_site_ =
#define PROBABLE_SITE_CLOSE_ ; &probable_site_holder_<&probable_site_>::probable_g_; })
#else
/* C++11, C++14: a type local to the site (so not in sizeof) */
template <class probable_tag_> struct __attribute__((__visibility__("hidden"))) probable_site_holder_ {
	static struct probable_gsite_ probable_g_;
};
template <class probable_tag_>
struct probable_gsite_ probable_site_holder_<probable_tag_>::probable_g_(probable_tag_::probable_make_());
}
#undef PROBABLE_SITE_FUNC_
#undef PROBABLE_SITE_INSTANCE_
#define PROBABLE_SITE_FUNC_ probable_func_
#define PROBABLE_SITE_INSTANCE_ probable_inst_
#define PROBABLE_SITE_OPEN_ \
	__extension__ ({ \
		static constexpr const char *const probable_func_ = __func__; \
		static constexpr const char *const probable_inst_ = __PRETTY_FUNCTION__; \
		struct probable_tag_ { \
			static constexpr struct probable_site_ probable_make_() { return
#define PROBABLE_SITE_CLOSE_ ; } }; &probable_site_holder_<probable_tag_>::probable_g_; })
#endif
#define PROBABLE_PROFILE_COUNT_(rec, hit, k, i) \
	__atomic_fetch_add(&(rec)->probable_n_[(hit) + (__builtin_constant_p(hit) << 1)], 1, __ATOMIC_RELAXED)
#define PROBABLE_PROFILE_COUNT_BRANCH_(rec, hit, k, i, pc) PROBABLE_PROFILE_COUNT_(rec, hit, k, i)
#define PROBABLE_SITE_REC_ struct probable_gsite_ *
#else
#define PROBABLE_SITE_REC_ const struct probable_site_ *
#define PROBABLE_SITE_OPEN_ __extension__ ({ static const struct probable_site_ probable_site_ PROBABLE_SITE_ATTRS_ =
#define PROBABLE_SITE_CLOSE_ ; &probable_site_; })
/* i: the address of the site's counters in this thread's array, the
 * words i and i + 8 (false, true), or i + 16 and i + 24 for an evaluation
 * whose outcome the compiler knew (a constant in this build:
 * __builtin_constant_p, no code where it is not); an address held as an
 * integer, so that the user's code does no pointer arithmetic (Clang's
 * -Wunsafe-buffer-usage) */
#if defined(__clang__)
/*
 * Clang: the record's address is passed through an empty asm first, so
 * that the compiler no longer knows the counter's address as the record's
 * plus an offset.  Clang 14 (CodeGenPrepare) rewrites base + &record, when
 * it sinks it into a loop, as a pointer into the record itself, a constant
 * object, and then takes the counter's loads for reads of constant memory:
 * it merges them across the counter's own stores (an unrolled loop of 1000
 * evaluations of a condition it knows counted 500 times, a loop whose
 * arms count at a known offset 2 of 41;
 * tests/profile/test_exact_o2.py).  The asm costs no instruction (the lea
 * of the record is there anyway), but Clang's inliner counts it as a call:
 * a function with several sites is inlined less often than plain.
 */
#define PROBABLE_PROFILE_COUNTERS_(rec, hit, k, i) \
	PROBABLE_UINTPTR_ i = PROBABLE_ADDR_(rec); \
	__asm__("" : "+r"(i)); \
	i += probable_profile_base_() + (PROBABLE_CAST_(PROBABLE_UINTPTR_, __builtin_constant_p(hit)) << 4)
#else
#define PROBABLE_PROFILE_COUNTERS_(rec, hit, k, i) \
	PROBABLE_UINTPTR_ i = probable_profile_base_() + PROBABLE_ADDR_(rec) + \
		(PROBABLE_CAST_(PROBABLE_UINTPTR_, __builtin_constant_p(hit)) << 4)
#endif
/*
 * One evaluation: one plain add into this thread's own counter (no other
 * thread writes it; the thread's counts are added to the totals by the
 * thread itself when it exits, and read at exit after the threads are
 * joined).  Under ThreadSanitizer a relaxed atomic add, so that a report
 * written while unjoined threads still count is no data race.
 */
#if defined(__SANITIZE_THREAD__)
#define PROBABLE_PROFILE_TSAN_ 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define PROBABLE_PROFILE_TSAN_ 1
#endif
#endif
#ifdef PROBABLE_PROFILE_TSAN_
#define PROBABLE_PROFILE_ADD1_(a) __atomic_fetch_add(PROBABLE_PTR_(probable_u64_ *, a), 1, __ATOMIC_RELAXED)
#else
#define PROBABLE_PROFILE_ADD1_(a) (*PROBABLE_PTR_(probable_u64_ *, a) += 1)
#endif
#if defined(PROBABLE_PROFILE_COUNT_BY_CALL)
/*
 * -DPROBABLE_PROFILE_COUNT_BY_CALL: an optimised site as below (the
 * condition once, in a variable; __builtin_constant_p of it), counted by a
 * call, probable_profile_count_at_(the record's address, plus 16 where the
 * compiler knew the outcome; hit): what costs the compiler least and the
 * program most (bench/profile-count-forms.sh).  The function is the
 * object's, as -O0's probable_profile_count_ is (below).
 */
#ifdef __cplusplus
extern "C" {
#endif
PROBABLE_PROFILE_DECL_ void probable_profile_count_at_(PROBABLE_UINTPTR_ probable_at_, int probable_hit_);
#ifdef __cplusplus
}
#endif
#define PROBABLE_PROFILE_COUNT_(rec, hit, k, i) \
	probable_profile_count_at_(PROBABLE_ADDR_(rec) + (PROBABLE_CAST_(PROBABLE_UINTPTR_, __builtin_constant_p(hit)) << 4), hit)
#define PROBABLE_PROFILE_COUNT_BRANCH_(rec, hit, k, i, pc) PROBABLE_PROFILE_COUNT_(rec, hit, k, i)
#else
/* an evaluation, counted at word hit (0 or 1) of the site's counters:
 * an index, not a branch (an if/else would make cmov/adc/setcc code
 * branch; clang keeps it branch-free, gcc may still thread the index into
 * the site's own branch where the condition is branched on) */
#define PROBABLE_PROFILE_COUNT_(rec, hit, k, i) \
	PROBABLE_PROFILE_COUNTERS_(rec, hit, k, i); \
	PROBABLE_PROFILE_ADD1_(i + (PROBABLE_CAST_(PROBABLE_UINTPTR_, hit) << 3))
/*
 * A branch site (probable(), likely(), ...), whose value the program
 * mostly branches on.  Clang: an add in each arm of an if on the site's
 * value: where the program branches on it, Clang merges the two ifs and
 * each arm counts with one add (no setcc, no index); where the program
 * does not branch (a cmov, an adc, a setcc), Clang makes the two adds one
 * add at a selected address, as before (bench/branch-free.c stays free of
 * branches).
 */
#if defined(__clang__)
#define PROBABLE_PROFILE_COUNT_BRANCH_(rec, hit, k, i, pc) \
	PROBABLE_PROFILE_COUNTERS_(rec, hit, k, i); \
	if (hit) \
		PROBABLE_PROFILE_ADD1_(i + 8u); \
	else \
		PROBABLE_PROFILE_ADD1_(i)
#else
/*
 * GCC: the index.  Written in one expression, GCC threads its two values
 * into the program's own if on the site: each arm then counts with one
 * add, but an if whose arm is an increment or a move, which the plain
 * build makes an adc or a cmov, stays a branch.  So only a site with a
 * hint (PROBABLE_SITE_HINT_(pc), chosen while parsing: no conditional for
 * the optimiser to fold, 0.3 M fewer instructions per site than reading
 * the record's hint) gets that form, where the program declares the branch
 * predictable; a site without one (a pc between the thresholds,
 * bench/branch-free.c's) gets the index through a variable of its own,
 * which GCC does not thread: a setcc and an add, and the plain build's
 * adc, cmov or setcc.
 */
#define PROBABLE_PROFILE_COUNT_BRANCH_(rec, hit, k, i, pc) \
	PROBABLE_UINTPTR_ k = PROBABLE_CAST_(PROBABLE_UINTPTR_, hit); \
	PROBABLE_PROFILE_COUNTERS_(rec, hit, k, i); \
	PROBABLE_PROFILE_ADD1_(i + probable_pc_must_be_an_integer_constant_expression_choose_( \
		pc, PROBABLE_CAST_(PROBABLE_UINTPTR_, hit) << 3, k << 3))
/* the choice, in a macro named for the mistake a pc that is no integer
 * constant expression makes here (a note names it under -Wfatal-errors) */
#define probable_pc_must_be_an_integer_constant_expression_choose_(pc, hinted, unhinted) \
	__builtin_choose_expr(PROBABLE_SITE_HINT_(pc) != PROBABLE_HINT_NONE, hinted, unhinted)
#endif
#endif /* PROBABLE_PROFILE_COUNT_BY_CALL */
#endif

/* p, a copy of ptr (in C++ through probable_pointer_ and probable_object_,
 * whose errors name a non-pointer or a void * before anything else can
 * complain about it) */
#ifdef __cplusplus
#define PROBABLE_PROFILE_LET_PTR_(p, ptr) \
	__typeof__(probable_object_(probable_pointer_(ptr))) p = probable_object_(probable_pointer_(ptr))
#else
#define PROBABLE_PROFILE_LET_PTR_(p, ptr) PROBABLE_LET_PTR_(p, ptr)
#endif

/* p not aligned to align (a size_t constant): no cast, so no cast that
 * g++'s -Wuseless-cast calls useless where uintptr_t is size_t */
#define PROBABLE_PROFILE_MISALIGNED_(p, align) ((PROBABLE_ADDR_(p) & ((align) - 1u)) != 0)

/* internal: the access an object of size bytes gets at pc on this build */
#define PROBABLE_ACCESS_FOR_SIZE_(pc, size) \
	(PROBABLE_ACCESS(pc) == PROBABLE_ACCESS_CHECKED && (size) < PROBABLE_TEST_MIN_SIZE_ ? \
	 PROBABLE_ACCESS_SAFE : PROBABLE_ACCESS(pc))
#define PROBABLE_TEST_BELOW_FOR_SIZE_(size) \
	((size) >= PROBABLE_TEST_MIN_SIZE_ ? PROBABLE_TEST_BELOW_ : 0)

/* ---- the profiled macros ------------------------------------------------------------ */

/*
 * Each public macro stringifies its own argument (the condition, the
 * pointer) and passes its own name, so the report shows the text as
 * written and the macro it was written with.  The record's text is three
 * strings: the argument as written, NUL, the condition as a
 * PROBABLE_MACRO_SITE macro formed it (empty: the same), NUL, and the
 * argument as the preprocessor expanded it: #cond here, one layer below
 * the public macro, whose argument reached this macro expanded ("expanded"
 * in the report: two units that include a header under different -D see
 * two conditions at one place, and the runtime keeps them apart).
 *
 * A branch site's value is its plain build's: probable() an int, exactly
 * !!(cond); likely() of probable_likely.h and PROBABLE_MACRO_SITE a long,
 * exactly !!(cond), as __builtin_expect(!!(x), c); PROBABLE_MACRO_VALUE_SITE
 * cond converted to long, as __builtin_expect((x), c), counted true when
 * that long is not 0.  tests/profile/test_numeric.py compares the outputs
 * of programs that use them as numbers, plain and profiled.
 *
 * What a site costs the compiler is mostly how many tokens its expansion
 * makes and how many macro layers each passes through (GCC tracks every
 * token's place through every layer): the argument reaches the macro that
 * writes the site out at most one layer below the public macro's, the
 * record is written out there, and the few names a site declares are
 * fixed where nothing of the user's is in their scope (a name declared
 * after the condition is evaluated shadows no site nested in it) and made
 * from the site's one __COUNTER__ value elsewhere.
 */
#define PROBABLE_PROFILE_SAME_(x) (x)

/*
 * Counting at -O0 (no __OPTIMIZE__): one call per evaluation,
 * probable_profile_count_(record, hit), that counts and returns hit.  The
 * address arithmetic and the add written out at every site cost GCC's -O0
 * six times what a call does (bench/compile-time.sh --profile); at -O0 the
 * compiler keeps nothing in a register from one evaluation to the next
 * anyway, and the base was already read at every evaluation.  Optimised
 * builds count inline (PROBABLE_PROFILE_COUNT_), or with
 * PROBABLE_PROFILE_COUNT_BY_CALL through probable_profile_count_at_().
 * The functions are the object's (weak, hidden, external: a C99 inline
 * function may call them; in the unit's .text, not in the runtime's
 * section, which an optimised unit's copy may replace); only the units
 * that call one define it.  At -O0 the condition reaches the call as a
 * value the compiler does not follow: no evaluation counts as one whose
 * outcome it knew (no site is "constant" in an -O0 build).
 */
#if defined(__OPTIMIZE__) && defined(PROBABLE_PROFILE_COUNT_BY_CALL) && \
	!(defined(__cplusplus) && !defined(__clang__))
#ifdef __cplusplus
extern "C" {
#endif
__attribute__((__weak__, __visibility__("hidden"), __noinline__)) void
probable_profile_count_at_(PROBABLE_UINTPTR_ probable_at_, int probable_hit_)
{
	PROBABLE_PROFILE_ADD1_(probable_profile_base_() + probable_at_ +
			       (PROBABLE_CAST_(PROBABLE_UINTPTR_, probable_hit_ != 0) << 3));
}
#ifdef __cplusplus
}
#endif
#endif
#if defined(__OPTIMIZE__)
#elif defined(__cplusplus) && !defined(__clang__)
extern "C++" {
inline __attribute__((__visibility__("hidden"))) int probable_profile_gcount_(struct probable_gsite_ *probable_g_, int probable_hit_)
{
	__atomic_fetch_add(&probable_g_->probable_n_[probable_hit_ != 0], 1, __ATOMIC_RELAXED);
	return probable_hit_;
}
inline __attribute__((__visibility__("hidden"))) long probable_profile_gcount_(struct probable_gsite_ *probable_g_, long probable_x_)
{
	__atomic_fetch_add(&probable_g_->probable_n_[probable_x_ != 0], 1, __ATOMIC_RELAXED);
	return probable_x_;
}
}
#define PROBABLE_PROFILE_CALL_ probable_profile_gcount_
#define PROBABLE_PROFILE_CALL_LONG_ probable_profile_gcount_
#else
#ifdef __cplusplus
extern "C" {
#endif
PROBABLE_PROFILE_DECL_ int probable_profile_count_(const struct probable_site_ *probable_s_, int probable_hit_);
PROBABLE_PROFILE_DECL_ long probable_profile_count_long_(const struct probable_site_ *probable_s_, long probable_x_);
__attribute__((__weak__, __visibility__("hidden"), __noinline__)) int
probable_profile_count_(const struct probable_site_ *probable_s_, int probable_hit_)
{
	PROBABLE_PROFILE_ADD1_(probable_profile_base_() + PROBABLE_ADDR_(probable_s_) +
			       (PROBABLE_CAST_(PROBABLE_UINTPTR_, probable_hit_ != 0) << 3));
	return probable_hit_;
}
__attribute__((__weak__, __visibility__("hidden"), __noinline__)) long
probable_profile_count_long_(const struct probable_site_ *probable_s_, long probable_x_)
{
	PROBABLE_PROFILE_ADD1_(probable_profile_base_() + PROBABLE_ADDR_(probable_s_) +
			       (PROBABLE_CAST_(PROBABLE_UINTPTR_, probable_x_ != 0) << 3));
	return probable_x_;
}
#ifdef __cplusplus
}
#endif
#define PROBABLE_PROFILE_CALL_ probable_profile_count_
#define PROBABLE_PROFILE_CALL_LONG_ probable_profile_count_long_
#endif
/* PROBABLE_PROFILE_TALLY_(rec, hit, i): count one evaluation, a statement */
#if defined(__OPTIMIZE__)
#define PROBABLE_PROFILE_TALLY_(rec, hit, i) PROBABLE_PROFILE_COUNT_(rec, hit, 0, i)
#else
#define PROBABLE_PROFILE_TALLY_(rec, hit, i) PROBABLE_PROFILE_CALL_(rec, hit)
#endif

/*
 * the record of a branch site: order the __COUNTER__ value; hint, what
 * PROBABLE_HINT(pc) is, as two comparisons (its ternaries over longs cost
 * Clang's front end 0.14 M instructions per site, more than half what all
 * the rest of the record costs it); pc and hint
 * need no cast: a constant that fits initialises a signed char without a
 * word from -Wconversion or C++'s narrowing rule (an out-of-range pc is
 * an error anyway)
 */
/* the record's pc, in a macro named for the mistake a pc that is no
 * integer constant expression makes first in profile mode (the record is
 * a constant: a note names the macro under -Wfatal-errors; C++ checks it
 * as a template argument first, as the plain build does, since g++ would
 * otherwise name only the record's end) */
#ifdef __cplusplus
#define probable_pc_must_be_an_integer_constant_expression_in_record_(pc) (PROBABLE_CHECK_PC_(pc), (pc))
#else
#define probable_pc_must_be_an_integer_constant_expression_in_record_(pc) pc
#endif
#if defined(PROBABLE_EXACT) && defined(PROBABLE_HAVE_EXPECT_WITH_PROBABILITY_)
#define PROBABLE_SITE_HINT_(pc) PROBABLE_HINT_EXACT
#else
#define PROBABLE_SITE_HINT_(pc) (((pc) > (ARCH_PROBABILITY_HIGH)) - ((pc) < (ARCH_PROBABILITY_LOW)))
#endif
#define PROBABLE_PROFILE_BRANCH_REC_(text, name, pc, order) \
	PROBABLE_SITE_OPEN_ { __FILE__, PROBABLE_SITE_FUNC_, text, PROBABLE_SITE_INSTANCE_, \
		PROBABLE_ARCH "\0" __BASE_FILE__ "\0" #name, __LINE__, 0, order, PROBABLE_SITE_ECOL_, \
		PROBABLE_SITE_BRANCH_, probable_pc_must_be_an_integer_constant_expression_in_record_(pc), \
		PROBABLE_SITE_HINT_(pc), \
		PROBABLE_SITE_UNIT_, 0 PROBABLE_SITE_PAD_ } PROBABLE_SITE_CLOSE_
#define PROBABLE_PROFILE_UNALIGNED_REC_(text, name, pc, order, size) \
	PROBABLE_SITE_OPEN_ { __FILE__, PROBABLE_SITE_FUNC_, text, PROBABLE_SITE_INSTANCE_, \
		PROBABLE_ARCH "\0" __BASE_FILE__ "\0" #name, __LINE__, size, order, PROBABLE_SITE_ECOL_, \
		PROBABLE_SITE_UNALIGNED_, \
		PROBABLE_CAST_(signed char, probable_pc_must_be_an_integer_constant_expression_in_record_(pc)), \
		PROBABLE_CAST_(signed char, PROBABLE_ACCESS_FOR_SIZE_(pc, size)), PROBABLE_SITE_UNIT_, \
		PROBABLE_CAST_(signed char, PROBABLE_TEST_BELOW_FOR_SIZE_(size)) PROBABLE_SITE_PAD_ } PROBABLE_SITE_CLOSE_

#if !defined(__OPTIMIZE__)
/* -O0: the call, given the record and the site's plain code (the hint,
 * the pc check), returns that value; no variable, no name */
#define PROBABLE_BRANCH_SITE_(cond, pc, text, name) \
	PROBABLE_PROFILE_CALL_(PROBABLE_PROFILE_BRANCH_REC_(text "\0\0" #cond, name, pc, __COUNTER__), \
			       PROBABLE_SITE_CODE_(cond, pc))
/* likely() of probable_likely.h: a long */
#define PROBABLE_LONG_SITE_(cond, pc, text, name) \
	PROBABLE_PROFILE_CALL_LONG_(PROBABLE_PROFILE_BRANCH_REC_(text "\0\0" #cond, name, pc, __COUNTER__), \
				    PROBABLE_SITE_LONG_(!!(cond), pc))
/* PROBABLE_MACRO_SITE: ctext is #cond as the project's macro formed it */
#define PROBABLE_MACRO_BRANCH_SITE_(cond, pc, text, ctext, name) \
	PROBABLE_PROFILE_CALL_LONG_(PROBABLE_PROFILE_BRANCH_REC_(text "\0" ctext "\0" #cond, name, pc, __COUNTER__), \
				    PROBABLE_SITE_LONG_(!!(cond), pc))
/* PROBABLE_MACRO_VALUE_SITE: cond itself, as a long */
#define PROBABLE_MACRO_VALUE_BRANCH_SITE_(cond, pc, text, ctext, name) \
	PROBABLE_PROFILE_CALL_LONG_(PROBABLE_PROFILE_BRANCH_REC_(text "\0" ctext "\0" #cond, name, pc, __COUNTER__), \
				    PROBABLE_SITE_LONG_((cond), pc))
#else
/* optimised: c, the condition once, as type (conv: the tokens !!, or
 * PROBABLE_PROFILE_SAME_ for the value itself),
 * named after the site's __COUNTER__ value (a site nested in cond declares
 * its own); the value: as result makes it of c */
#define PROBABLE_PROFILE_BRANCH_(id, cond, pc, text, name, type, conv, result) \
	(__extension__ ({ \
		type PROBABLE_CAT_(probable_c_, id) = conv(cond); \
		PROBABLE_SITE_REC_ probable_r_ = PROBABLE_PROFILE_BRANCH_REC_(text, name, pc, id); \
		PROBABLE_PROFILE_COUNT_BRANCH_(probable_r_, PROBABLE_CAT_(probable_c_, id) != 0, probable_k_, probable_i_, pc); \
		result(PROBABLE_CAT_(probable_c_, id), pc); \
	}))
#define PROBABLE_BRANCH_SITE_(cond, pc, text, name) \
	PROBABLE_PROFILE_BRANCH_(__COUNTER__, cond, pc, text "\0\0" #cond, name, int, !!, \
				 PROBABLE_SITE_CODE_)
#define PROBABLE_LONG_SITE_(cond, pc, text, name) \
	PROBABLE_PROFILE_BRANCH_(__COUNTER__, cond, pc, text "\0\0" #cond, name, int, !!, \
				 PROBABLE_SITE_LONG_)
#define PROBABLE_MACRO_BRANCH_SITE_(cond, pc, text, ctext, name) \
	PROBABLE_PROFILE_BRANCH_(__COUNTER__, cond, pc, text "\0" ctext "\0" #cond, name, int, !!, \
				 PROBABLE_SITE_LONG_)
#define PROBABLE_MACRO_VALUE_BRANCH_SITE_(cond, pc, text, ctext, name) \
	PROBABLE_PROFILE_BRANCH_(__COUNTER__, cond, pc, text "\0" ctext "\0" #cond, name, long, PROBABLE_PROFILE_SAME_, \
				 PROBABLE_SITE_LONG_)
#endif

/*
 * The accessors: p, a copy of the pointer, named after the site's
 * __COUNTER__ value (a site nested in the pointer declares its own); the
 * record and the counters' address, r and i, named so too where a site's
 * value argument is evaluated after them (put), else fixed.
 */
#define PROBABLE_GET_SITE_(ptr, pc, text, name) \
	PROBABLE_PROFILE_GET_(__COUNTER__, ptr, pc, text "\0\0" #ptr, name)
#define PROBABLE_PROFILE_GET_(id, ptr, pc, text, name) \
	PROBABLE_PROFILE_GET_AT_(id, ptr, pc, text, name, PROBABLE_CAT_(probable_p_, id))
#define PROBABLE_PROFILE_GET_AT_(id, ptr, pc, text, name, p) \
	(__extension__ ({ \
		PROBABLE_PROFILE_LET_PTR_(p, ptr); \
		PROBABLE_SITE_REC_ probable_r_ = PROBABLE_PROFILE_UNALIGNED_REC_(text, name, pc, id, sizeof(*(p))); \
		PROBABLE_PROFILE_TALLY_(probable_r_, PROBABLE_PROFILE_MISALIGNED_(p, __alignof__(*(p))), probable_i_); \
		PROBABLE_GET_UNALIGNED_P_PLAIN_(p, pc); \
	}))

#define PROBABLE_PUT_SITE_(val, ptr, pc, text, name) \
	PROBABLE_PROFILE_PUT_(__COUNTER__, val, ptr, pc, text "\0\0" #ptr, name)
#define PROBABLE_PROFILE_PUT_(id, val, ptr, pc, text, name) \
	PROBABLE_PROFILE_PUT_AT_(id, val, ptr, pc, text, name, PROBABLE_CAT_(probable_p_, id), \
				 PROBABLE_CAT_(probable_r_, id), PROBABLE_CAT_(probable_i_, id))
#define PROBABLE_PROFILE_PUT_AT_(id, val, ptr, pc, text, name, p, r, i) \
	(__extension__ ({ \
		PROBABLE_PROFILE_LET_PTR_(p, ptr); \
		PROBABLE_SITE_REC_ r = PROBABLE_PROFILE_UNALIGNED_REC_(text, name, pc, id, sizeof(*(p))); \
		PROBABLE_PROFILE_TALLY_(r, PROBABLE_PROFILE_MISALIGNED_(p, __alignof__(*(p))), i); \
		do /* a statement last: the whole is void, with no cast that g++ calls useless */ \
			PROBABLE_PUT_UNALIGNED_P_PLAIN_(val, p, pc); \
		while (0); \
	}))

/* the endian forms: misaligned means not aligned for the N-bit integer */
#define PROBABLE_GET_ENDIAN_SITE_(order, n, p, pc, text, name) \
	PROBABLE_PROFILE_GET_E_(__COUNTER__, order, n, p, pc, text "\0\0" #p, name)
#define PROBABLE_PROFILE_GET_E_(id, order, n, p, pc, text, name) \
	PROBABLE_PROFILE_GET_E_AT_(id, order, n, p, pc, text, name, PROBABLE_CAT_(probable_b_, id))
#define PROBABLE_PROFILE_GET_E_AT_(id, order, n, p, pc, text, name, b) \
	(__extension__ ({ \
		const void *b = PROBABLE_READABLE_(p); \
		PROBABLE_SITE_REC_ probable_r_ = PROBABLE_PROFILE_UNALIGNED_REC_(text, name, pc, id, n / 8); \
		PROBABLE_PROFILE_TALLY_(probable_r_, PROBABLE_PROFILE_MISALIGNED_(b, __alignof__(probable_u##n##_)), probable_i_); \
		PROBABLE_GET_ENDIAN_(order, n, b, pc); \
	}))
#define PROBABLE_PUT_ENDIAN_SITE_(order, n, val, p, pc, text, name) \
	PROBABLE_PROFILE_PUT_E_(__COUNTER__, order, n, val, p, pc, text "\0\0" #p, name)
#define PROBABLE_PROFILE_PUT_E_(id, order, n, val, p, pc, text, name) \
	PROBABLE_PROFILE_PUT_E_AT_(id, order, n, val, p, pc, text, name, PROBABLE_CAT_(probable_b_, id), \
				   PROBABLE_CAT_(probable_r_, id), PROBABLE_CAT_(probable_i_, id))
#define PROBABLE_PROFILE_PUT_E_AT_(id, order, n, val, p, pc, text, name, b, r, i) \
	(__extension__ ({ \
		void *b = PROBABLE_WRITABLE_(p); \
		PROBABLE_SITE_REC_ r = PROBABLE_PROFILE_UNALIGNED_REC_(text, name, pc, id, n / 8); \
		PROBABLE_PROFILE_TALLY_(r, PROBABLE_PROFILE_MISALIGNED_(b, __alignof__(probable_u##n##_)), i); \
		do \
			PROBABLE_PUT_ENDIAN_(order, n, val, b, pc); \
		while (0); \
	}))

/* ---- the runtime: one copy per object -------------------------------------------- */

/*
 * x86-64 (LP64, ELF): the runtime comes compiled, as the assembly of
 * probable_profile_runtime_x86_64.h (generated from the C below by
 * tools/gen-profile-runtime-asm.py: make profile-runtime), one top-level
 * asm statement in one COMDAT group: the unit's compiler only passes it to
 * the assembler, and GNU ld, gold and lld keep one copy per executable or
 * shared library, with GCC and Clang alike.  The C runtime below instead
 * (compiled in every unit, as on every other target) with
 * -DPROBABLE_PROFILE_C_RUNTIME, and where the assembly would be wrong:
 * under ThreadSanitizer, MemorySanitizer and DataFlowSanitizer (every
 * access must be instrumented: the runtime's own spin lock orders a
 * thread's counts for TSan), and the large code model (the assembly
 * reaches its data rip-relative).
 */
#if defined(__x86_64__) && defined(__LP64__) && defined(__ELF__) /* the assembly runtime's ABI (not a CPU fact) */
#if !defined(PROBABLE_PROFILE_C_RUNTIME) && !defined(__code_model_large__) && !defined(__SANITIZE_THREAD__)
#define PROBABLE_PROFILE_ASM_RUNTIME_ 1
#if defined(__has_feature)
#if __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer) || __has_feature(dataflow_sanitizer)
#undef PROBABLE_PROFILE_ASM_RUNTIME_
#endif
#endif
#endif
#endif

#ifdef PROBABLE_PROFILE_ASM_RUNTIME_
#include "probable_profile_runtime_x86_64.h"
#else
/* GCC: no jump table in .rodata and no .cold part in .text.unlikely
 * pointing into the runtime's linkonce section, which the linker discards
 * in every unit but one (and the runtime has no switch: Clang at -O0
 * makes a jump table of one) */
#if !defined(__clang__)
#pragma GCC push_options
#pragma GCC optimize("no-jump-tables", "no-reorder-blocks-and-partition")
#endif
/* this thread's counters (see probable_profile.h): const to its callers */
PROBABLE_PROFILE_FN_ __attribute__((__nothrow__)) PROBABLE_UINTPTR_ probable_profile_base_(void)
{
	PROBABLE_UINTPTR_ probable_k_ = probable_profile_tls_;
	if (__builtin_expect(!probable_k_, 0))
		probable_k_ = probable_profile_enrol_();
	return probable_k_;
}

/*
 * The rest of the runtime runs when a thread first counts or exits, at
 * fork and when a report is written: every profiled unit compiles it, and
 * optimising it was most of what profile mode cost the compiler at -O2
 * (bench/compile-time.sh --profile), so it is compiled with little
 * optimisation whatever the unit's -O: GCC -Og (not -O0, which would put
 * its strings in unmergeable .rodata, a copy per unit in the program),
 * Clang optnone.  PROBABLE_PROFILE_OPTIMIZE_RUNTIME compiles it as the
 * unit says.
 */
#if !defined(PROBABLE_PROFILE_OPTIMIZE_RUNTIME) && !defined(__clang__) && defined(__OPTIMIZE__)
#pragma GCC optimize("Og", "no-jump-tables", "no-reorder-blocks-and-partition")
#elif !defined(PROBABLE_PROFILE_OPTIMIZE_RUNTIME) && defined(__clang__)
/* clang expands macros in this pragma: a host's macro named off is set
 * aside around it */
#pragma push_macro("off")
#undef off
#pragma clang optimize off
#pragma pop_macro("off")
#endif
#include "probable_profile_runtime.h"
#if !defined(__clang__)
#pragma GCC pop_options
#elif !defined(PROBABLE_PROFILE_OPTIMIZE_RUNTIME)
#pragma push_macro("on")
#undef on
#pragma clang optimize on
#pragma pop_macro("on")
#endif
#endif /* PROBABLE_PROFILE_ASM_RUNTIME_ */

#endif /* !__ASSEMBLER__ */

#endif /* PROBABLE_PROFILE_H */
