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
 * Needs GCC or Clang on an ELF target with POSIX threads (glibc: in libc
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
 *   ThreadSanitizer); when it exits, its counts are added to the object's
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

/*
 * The runtime includes system headers into the user's translation unit,
 * after the user's own macros.  A host macro named like a member, tag,
 * typedef or enumerator of those headers (type, val, data, flags,
 * st_size, tv_sec, uint, ...) would rewrite their declarations and the
 * runtime's code: each such name is set aside here (push_macro, #undef)
 * and given back at the end of the runtime (pop_macro).  The list is the
 * whole class on glibc, found from the headers' own declarations by
 * tests/profile/host_names.py (which test_hostmacros.py runs to check it
 * is complete, and then defines every name before including probable.h).
 * BEGIN host names */
#pragma push_macro("FILE")
#undef FILE
#pragma push_macro("F_OWNER_GID")
#undef F_OWNER_GID
#pragma push_macro("F_OWNER_PGRP")
#undef F_OWNER_PGRP
#pragma push_macro("F_OWNER_PID")
#undef F_OWNER_PID
#pragma push_macro("F_OWNER_TID")
#undef F_OWNER_TID
#pragma push_macro("PTHREAD_MUTEX_ADAPTIVE_NP")
#undef PTHREAD_MUTEX_ADAPTIVE_NP
#pragma push_macro("PTHREAD_MUTEX_DEFAULT")
#undef PTHREAD_MUTEX_DEFAULT
#pragma push_macro("PTHREAD_MUTEX_ERRORCHECK")
#undef PTHREAD_MUTEX_ERRORCHECK
#pragma push_macro("PTHREAD_MUTEX_ERRORCHECK_NP")
#undef PTHREAD_MUTEX_ERRORCHECK_NP
#pragma push_macro("PTHREAD_MUTEX_FAST_NP")
#undef PTHREAD_MUTEX_FAST_NP
#pragma push_macro("PTHREAD_MUTEX_NORMAL")
#undef PTHREAD_MUTEX_NORMAL
#pragma push_macro("PTHREAD_MUTEX_RECURSIVE")
#undef PTHREAD_MUTEX_RECURSIVE
#pragma push_macro("PTHREAD_MUTEX_RECURSIVE_NP")
#undef PTHREAD_MUTEX_RECURSIVE_NP
#pragma push_macro("PTHREAD_MUTEX_ROBUST")
#undef PTHREAD_MUTEX_ROBUST
#pragma push_macro("PTHREAD_MUTEX_ROBUST_NP")
#undef PTHREAD_MUTEX_ROBUST_NP
#pragma push_macro("PTHREAD_MUTEX_STALLED")
#undef PTHREAD_MUTEX_STALLED
#pragma push_macro("PTHREAD_MUTEX_STALLED_NP")
#undef PTHREAD_MUTEX_STALLED_NP
#pragma push_macro("PTHREAD_MUTEX_TIMED_NP")
#undef PTHREAD_MUTEX_TIMED_NP
#pragma push_macro("PTHREAD_PRIO_INHERIT")
#undef PTHREAD_PRIO_INHERIT
#pragma push_macro("PTHREAD_PRIO_NONE")
#undef PTHREAD_PRIO_NONE
#pragma push_macro("PTHREAD_PRIO_PROTECT")
#undef PTHREAD_PRIO_PROTECT
#pragma push_macro("PTHREAD_RWLOCK_DEFAULT_NP")
#undef PTHREAD_RWLOCK_DEFAULT_NP
#pragma push_macro("PTHREAD_RWLOCK_PREFER_READER_NP")
#undef PTHREAD_RWLOCK_PREFER_READER_NP
#pragma push_macro("PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP")
#undef PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP
#pragma push_macro("PTHREAD_RWLOCK_PREFER_WRITER_NP")
#undef PTHREAD_RWLOCK_PREFER_WRITER_NP
#pragma push_macro("blkcnt64_t")
#undef blkcnt64_t
#pragma push_macro("blkcnt_t")
#undef blkcnt_t
#pragma push_macro("blksize_t")
#undef blksize_t
#pragma push_macro("caddr_t")
#undef caddr_t
#pragma push_macro("calcnt")
#undef calcnt
#pragma push_macro("clock_t")
#undef clock_t
#pragma push_macro("clockid_t")
#undef clockid_t
#pragma push_macro("close")
#undef close
#pragma push_macro("comparison_fn_t")
#undef comparison_fn_t
#pragma push_macro("constant")
#undef constant
#pragma push_macro("cookie_close_function_t")
#undef cookie_close_function_t
#pragma push_macro("cookie_io_functions_t")
#undef cookie_io_functions_t
#pragma push_macro("cookie_read_function_t")
#undef cookie_read_function_t
#pragma push_macro("cookie_seek_function_t")
#undef cookie_seek_function_t
#pragma push_macro("cookie_write_function_t")
#undef cookie_write_function_t
#pragma push_macro("cpu_set_t")
#undef cpu_set_t
#pragma push_macro("daddr_t")
#undef daddr_t
#pragma push_macro("dev_t")
#undef dev_t
#pragma push_macro("div_t")
#undef div_t
#pragma push_macro("drand48_data")
#undef drand48_data
#pragma push_macro("end_ptr")
#undef end_ptr
#pragma push_macro("errcnt")
#undef errcnt
#pragma push_macro("error_t")
#undef error_t
#pragma push_macro("esterror")
#undef esterror
#pragma push_macro("f_handle")
#undef f_handle
#pragma push_macro("f_owner_ex")
#undef f_owner_ex
#pragma push_macro("fd_mask")
#undef fd_mask
#pragma push_macro("fd_set")
#undef fd_set
#pragma push_macro("fds_bits")
#undef fds_bits
#pragma push_macro("file_handle")
#undef file_handle
#pragma push_macro("flock")
#undef flock
#pragma push_macro("flock64")
#undef flock64
#pragma push_macro("fpos64_t")
#undef fpos64_t
#pragma push_macro("fpos_t")
#undef fpos_t
#pragma push_macro("fptr")
#undef fptr
#pragma push_macro("freq")
#undef freq
#pragma push_macro("fsblkcnt64_t")
#undef fsblkcnt64_t
#pragma push_macro("fsblkcnt_t")
#undef fsblkcnt_t
#pragma push_macro("fsfilcnt64_t")
#undef fsfilcnt64_t
#pragma push_macro("fsfilcnt_t")
#undef fsfilcnt_t
#pragma push_macro("fsid_t")
#undef fsid_t
#pragma push_macro("gid_t")
#undef gid_t
#pragma push_macro("handle_bytes")
#undef handle_bytes
#pragma push_macro("handle_type")
#undef handle_type
#pragma push_macro("id_t")
#undef id_t
#pragma push_macro("ino64_t")
#undef ino64_t
#pragma push_macro("ino_t")
#undef ino_t
#pragma push_macro("int16_t")
#undef int16_t
#pragma push_macro("int32_t")
#undef int32_t
#pragma push_macro("int64_t")
#undef int64_t
#pragma push_macro("int8_t")
#undef int8_t
#pragma push_macro("intptr_t")
#undef intptr_t
#pragma push_macro("iov_base")
#undef iov_base
#pragma push_macro("iov_len")
#undef iov_len
#pragma push_macro("iovec")
#undef iovec
#pragma push_macro("it_interval")
#undef it_interval
#pragma push_macro("it_value")
#undef it_value
#pragma push_macro("itimerspec")
#undef itimerspec
#pragma push_macro("jitcnt")
#undef jitcnt
#pragma push_macro("jitter")
#undef jitter
#pragma push_macro("key_t")
#undef key_t
#pragma push_macro("l_len")
#undef l_len
#pragma push_macro("l_pid")
#undef l_pid
#pragma push_macro("l_start")
#undef l_start
#pragma push_macro("l_type")
#undef l_type
#pragma push_macro("l_whence")
#undef l_whence
#pragma push_macro("ldiv_t")
#undef ldiv_t
#pragma push_macro("lldiv_t")
#undef lldiv_t
#pragma push_macro("locale_t")
#undef locale_t
#pragma push_macro("loff_t")
#undef loff_t
#pragma push_macro("maxerror")
#undef maxerror
#pragma push_macro("mode_t")
#undef mode_t
#pragma push_macro("modes")
#undef modes
#pragma push_macro("nlink_t")
#undef nlink_t
#pragma push_macro("nullptr_t")
#undef nullptr_t
#pragma push_macro("obstack")
#undef obstack
#pragma push_macro("off64_t")
#undef off64_t
#pragma push_macro("off_t")
#undef off_t
#pragma push_macro("offset")
#undef offset
#pragma push_macro("pid")
#undef pid
#pragma push_macro("pid_t")
#undef pid_t
#pragma push_macro("ppsfreq")
#undef ppsfreq
#pragma push_macro("precision")
#undef precision
#pragma push_macro("pthread_attr_t")
#undef pthread_attr_t
#pragma push_macro("pthread_barrier_t")
#undef pthread_barrier_t
#pragma push_macro("pthread_barrierattr_t")
#undef pthread_barrierattr_t
#pragma push_macro("pthread_cond_t")
#undef pthread_cond_t
#pragma push_macro("pthread_condattr_t")
#undef pthread_condattr_t
#pragma push_macro("pthread_key_t")
#undef pthread_key_t
#pragma push_macro("pthread_mutex_t")
#undef pthread_mutex_t
#pragma push_macro("pthread_mutexattr_t")
#undef pthread_mutexattr_t
#pragma push_macro("pthread_once_t")
#undef pthread_once_t
#pragma push_macro("pthread_rwlock_t")
#undef pthread_rwlock_t
#pragma push_macro("pthread_rwlockattr_t")
#undef pthread_rwlockattr_t
#pragma push_macro("pthread_spinlock_t")
#undef pthread_spinlock_t
#pragma push_macro("pthread_t")
#undef pthread_t
#pragma push_macro("ptrdiff_t")
#undef ptrdiff_t
#pragma push_macro("quad_t")
#undef quad_t
#pragma push_macro("quot")
#undef quot
#pragma push_macro("rand_deg")
#undef rand_deg
#pragma push_macro("rand_sep")
#undef rand_sep
#pragma push_macro("rand_type")
#undef rand_type
#pragma push_macro("random_data")
#undef random_data
#pragma push_macro("read")
#undef read
#pragma push_macro("register_t")
#undef register_t
#pragma push_macro("rem")
#undef rem
#pragma push_macro("rptr")
#undef rptr
#pragma push_macro("sched_param")
#undef sched_param
#pragma push_macro("seek")
#undef seek
#pragma push_macro("shift")
#undef shift
#pragma push_macro("sigevent")
#undef sigevent
#pragma push_macro("sigmask")
#undef sigmask
#pragma push_macro("sigset_t")
#undef sigset_t
#pragma push_macro("size_t")
#undef size_t
#pragma push_macro("socklen_t")
#undef socklen_t
#pragma push_macro("ssize_t")
#undef ssize_t
#pragma push_macro("st_atim")
#undef st_atim
#pragma push_macro("st_atimensec")
#undef st_atimensec
#pragma push_macro("st_blksize")
#undef st_blksize
#pragma push_macro("st_blocks")
#undef st_blocks
#pragma push_macro("st_ctim")
#undef st_ctim
#pragma push_macro("st_ctimensec")
#undef st_ctimensec
#pragma push_macro("st_dev")
#undef st_dev
#pragma push_macro("st_gid")
#undef st_gid
#pragma push_macro("st_ino")
#undef st_ino
#pragma push_macro("st_mode")
#undef st_mode
#pragma push_macro("st_mtim")
#undef st_mtim
#pragma push_macro("st_mtimensec")
#undef st_mtimensec
#pragma push_macro("st_nlink")
#undef st_nlink
#pragma push_macro("st_rdev")
#undef st_rdev
#pragma push_macro("st_size")
#undef st_size
#pragma push_macro("st_uid")
#undef st_uid
#pragma push_macro("stabil")
#undef stabil
#pragma push_macro("stat")
#undef stat
#pragma push_macro("stat64")
#undef stat64
#pragma push_macro("state")
#undef state
#pragma push_macro("status")
#undef status
#pragma push_macro("statx")
#undef statx
#pragma push_macro("statx_timestamp")
#undef statx_timestamp
#pragma push_macro("stbcnt")
#undef stbcnt
#pragma push_macro("stx_atime")
#undef stx_atime
#pragma push_macro("stx_attributes")
#undef stx_attributes
#pragma push_macro("stx_attributes_mask")
#undef stx_attributes_mask
#pragma push_macro("stx_blksize")
#undef stx_blksize
#pragma push_macro("stx_blocks")
#undef stx_blocks
#pragma push_macro("stx_btime")
#undef stx_btime
#pragma push_macro("stx_ctime")
#undef stx_ctime
#pragma push_macro("stx_dev_major")
#undef stx_dev_major
#pragma push_macro("stx_dev_minor")
#undef stx_dev_minor
#pragma push_macro("stx_dio_mem_align")
#undef stx_dio_mem_align
#pragma push_macro("stx_dio_offset_align")
#undef stx_dio_offset_align
#pragma push_macro("stx_gid")
#undef stx_gid
#pragma push_macro("stx_ino")
#undef stx_ino
#pragma push_macro("stx_mask")
#undef stx_mask
#pragma push_macro("stx_mnt_id")
#undef stx_mnt_id
#pragma push_macro("stx_mode")
#undef stx_mode
#pragma push_macro("stx_mtime")
#undef stx_mtime
#pragma push_macro("stx_nlink")
#undef stx_nlink
#pragma push_macro("stx_rdev_major")
#undef stx_rdev_major
#pragma push_macro("stx_rdev_minor")
#undef stx_rdev_minor
#pragma push_macro("stx_size")
#undef stx_size
#pragma push_macro("stx_uid")
#undef stx_uid
#pragma push_macro("suseconds_t")
#undef suseconds_t
#pragma push_macro("tai")
#undef tai
#pragma push_macro("tick")
#undef tick
#pragma push_macro("time")
#undef time
#pragma push_macro("time_t")
#undef time_t
#pragma push_macro("timer_t")
#undef timer_t
#pragma push_macro("timespec")
#undef timespec
#pragma push_macro("timeval")
#undef timeval
#pragma push_macro("timex")
#undef timex
#pragma push_macro("tm")
#undef tm
#pragma push_macro("tm_gmtoff")
#undef tm_gmtoff
#pragma push_macro("tm_hour")
#undef tm_hour
#pragma push_macro("tm_isdst")
#undef tm_isdst
#pragma push_macro("tm_mday")
#undef tm_mday
#pragma push_macro("tm_min")
#undef tm_min
#pragma push_macro("tm_mon")
#undef tm_mon
#pragma push_macro("tm_sec")
#undef tm_sec
#pragma push_macro("tm_wday")
#undef tm_wday
#pragma push_macro("tm_yday")
#undef tm_yday
#pragma push_macro("tm_year")
#undef tm_year
#pragma push_macro("tm_zone")
#undef tm_zone
#pragma push_macro("tolerance")
#undef tolerance
#pragma push_macro("tv_nsec")
#undef tv_nsec
#pragma push_macro("tv_sec")
#undef tv_sec
#pragma push_macro("tv_usec")
#undef tv_usec
#pragma push_macro("type")
#undef type
#pragma push_macro("u_char")
#undef u_char
#pragma push_macro("u_int")
#undef u_int
#pragma push_macro("u_int16_t")
#undef u_int16_t
#pragma push_macro("u_int32_t")
#undef u_int32_t
#pragma push_macro("u_int64_t")
#undef u_int64_t
#pragma push_macro("u_int8_t")
#undef u_int8_t
#pragma push_macro("u_long")
#undef u_long
#pragma push_macro("u_quad_t")
#undef u_quad_t
#pragma push_macro("u_short")
#undef u_short
#pragma push_macro("uid_t")
#undef uid_t
#pragma push_macro("uint")
#undef uint
#pragma push_macro("ulong")
#undef ulong
#pragma push_macro("useconds_t")
#undef useconds_t
#pragma push_macro("ushort")
#undef ushort
#pragma push_macro("va_list")
#undef va_list
#pragma push_macro("val")
#undef val
#pragma push_macro("wchar_t")
#undef wchar_t
#pragma push_macro("write")
#undef write
/* END host names */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <unistd.h>
#include <sys/file.h>
#include <sys/stat.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef probable_u64_ *probable_u64_ptr_;

/*
 * C90 (-std=c89, -ansi, -std=gnu89 on a libc that hides C99 there): the
 * runtime's snprintf() and vsnprintf() are C99's, which <stdio.h> then
 * does not declare; a variadic function called without a prototype is
 * undefined behaviour, so they are declared here, as C99 has them (only
 * where the libc has not: glibc says which).
 */
#if !defined(__cplusplus) && (!defined(__STDC_VERSION__) || __STDC_VERSION__ < 199901L) && \
	!(defined(__GLIBC__) && (defined(__USE_ISOC99) || defined(__USE_UNIX98)))
extern int snprintf(char *probable_s_, size_t probable_n_, const char *probable_fmt_, ...);
extern int vsnprintf(char *probable_s_, size_t probable_n_, const char *probable_fmt_, va_list probable_ap_);
#endif

/* getauxval() without <sys/auxv.h>, which brings <elf.h>'s thousands of
 * names into the user's translation unit (glibc 2.16+, musl) */
#ifdef __THROW /* glibc's: noexcept in C++, as <sys/auxv.h> has it */
#if defined(__clang__) && defined(__cplusplus)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wc++98-compat" /* glibc's noexcept, not ours */
#endif
extern unsigned long getauxval(unsigned long) __THROW;
#if defined(__clang__) && defined(__cplusplus)
#pragma clang diagnostic pop
#endif
#else
extern unsigned long getauxval(unsigned long);
#endif
#define PROBABLE_AT_SECURE_ 23 /* AT_SECURE, <elf.h> */
#define PROBABLE_AT_RANDOM_ 25 /* AT_RANDOM */

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
 * out, as "text" or "json" (NULL: PROBABLE_PROFILE_FORMAT, else text).
 * Returns the number of sites written, or -1 (errno EINVAL) when out is
 * NULL or the format unknown, or -1 when the write fails.
 */
PROBABLE_PROFILE_DECL_ int probable_profile_write(FILE *probable_out_, const char *probable_format_);

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
/* text: string literals, the argument as written "\0" the condition as the
 * macro formed it (nothing when the same) "\0" the argument expanded;
 * inst: the C++ instance (__PRETTY_FUNCTION__: the function with its
 * template arguments), or in C a null pointer */
#ifdef __cplusplus
#define PROBABLE_SITE_INSTANCE_ __PRETTY_FUNCTION__
#else
#define PROBABLE_SITE_INSTANCE_ PROBABLE_NULL_(const char *)
#endif
#define PROBABLE_SITE_INIT_(func, inst, kind, text, name, pc, hint, test_below, size) \
	{ __FILE__, func, text, inst, PROBABLE_ARCH "\0" __BASE_FILE__ "\0" #name, __LINE__, size, \
	  __COUNTER__, PROBABLE_SITE_ECOL_, \
	  kind, PROBABLE_CAST_(signed char, pc), PROBABLE_CAST_(signed char, hint), \
	  ARCH_PROBABILITY_HIGH, ARCH_PROBABILITY_LOW, PROBABLE_EXACT_FLAG_, \
	  ARCH_ALIGNMENT_COST_THRESHOLD, PROBABLE_CAST_(signed char, test_below) PROBABLE_SITE_PAD_ }

/*
 * PROBABLE_PROFILE_SITE_(rec, tag, kind, text, name, pc, hint, test_below,
 * size) - declarations: a record for this site, and rec, a pointer to it.
 * PROBABLE_PROFILE_COUNT_(rec, hit, k, i) - statements: count one
 * evaluation (hit: 0 or 1) in this thread.
 *
 * In C and with Clang the record is a static constant in the function (a
 * constant: a C99 inline function may hold one) in the object's section,
 * and the count goes to this thread's array (no function call on the way,
 * no lock).  g++ cannot do that: it will not put static locals of inline
 * and of other functions into one named section ("section type
 * conflict"), and it ignores the section of a template's members (GCC
 * PR c++/70435).  There the record is a template's static member,
 * instantiated for a type local to the site, that enrols itself in the
 * object's list when the object is loaded, and holds its own two
 * counters (a relaxed atomic add).
 */
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
#define PROBABLE_PROFILE_SITE_(rec, tag, kind, text, name, pc, hint, test_below, size) \
	static constexpr struct probable_site_ tag = \
		PROBABLE_SITE_INIT_(__func__, __PRETTY_FUNCTION__, kind, text, name, pc, hint, test_below, size); \
	struct probable_gsite_ *rec = &probable_site_holder_<&tag>::probable_g_
#else
/* C++11, C++14: a type local to the site (so not in sizeof) */
template <class probable_tag_> struct __attribute__((__visibility__("hidden"))) probable_site_holder_ {
	static struct probable_gsite_ probable_g_;
};
template <class probable_tag_>
struct probable_gsite_ probable_site_holder_<probable_tag_>::probable_g_(probable_tag_::probable_make_());
}
#define PROBABLE_PROFILE_SITE_(rec, tag, kind, text, name, pc, hint, test_below, size) \
	static constexpr const char *const PROBABLE_XCAT_(tag, _func) = __func__; \
	static constexpr const char *const PROBABLE_XCAT_(tag, _inst) = __PRETTY_FUNCTION__; \
	struct tag { \
		static constexpr struct probable_site_ probable_make_() { \
			return PROBABLE_SITE_INIT_(PROBABLE_XCAT_(tag, _func), PROBABLE_XCAT_(tag, _inst), kind, text, name, pc, hint, \
						   test_below, size); \
		} \
	}; \
	struct probable_gsite_ *rec = &probable_site_holder_<tag>::probable_g_
#endif
#define PROBABLE_PROFILE_COUNT_(rec, hit, k, i) \
	__atomic_fetch_add(&(rec)->probable_n_[(hit) + (__builtin_constant_p(hit) << 1)], 1, __ATOMIC_RELAXED)
#define PROBABLE_PROFILE_COUNT_BRANCH_(rec, hit, k, i) PROBABLE_PROFILE_COUNT_(rec, hit, k, i)
#else
#define PROBABLE_PROFILE_SITE_(rec, tag, kind, text, name, pc, hint, test_below, size) \
	static const struct probable_site_ tag PROBABLE_SITE_ATTRS_ = \
		PROBABLE_SITE_INIT_(__func__, PROBABLE_SITE_INSTANCE_, kind, text, name, pc, hint, test_below, size); \
	const struct probable_site_ *rec = &tag
/* i: the address of the site's counters in this thread's array, the
 * words i and i + 8 (false, true), or i + 16 and i + 24 for an evaluation
 * whose outcome the compiler knew (a constant in this build:
 * __builtin_constant_p, no code where it is not); an address held as an
 * integer, so that the user's code does no pointer arithmetic (Clang's
 * -Wunsafe-buffer-usage) */
#define PROBABLE_PROFILE_COUNTERS_(rec, hit, k, i) \
	PROBABLE_UINTPTR_ i = probable_profile_base_() + PROBABLE_ADDR_(rec) + \
		(PROBABLE_CAST_(PROBABLE_UINTPTR_, __builtin_constant_p(hit)) << 4)
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
/* an evaluation, counted at word hit (0 or 1) of the site's counters:
 * an index, not a branch (an if/else would make cmov/adc/setcc code
 * branch; clang keeps it branch-free, gcc may still thread the index into
 * the site's own branch where the condition is branched on) */
#define PROBABLE_PROFILE_COUNT_(rec, hit, k, i) \
	PROBABLE_PROFILE_COUNTERS_(rec, hit, k, i); \
	PROBABLE_PROFILE_ADD1_(i + (PROBABLE_CAST_(PROBABLE_UINTPTR_, hit) << 3))
#define PROBABLE_PROFILE_COUNT_BRANCH_(rec, hit, k, i) PROBABLE_PROFILE_COUNT_(rec, hit, k, i)
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
 */
#define PROBABLE_PROFILE_NOT_NOT_(x) !!(x)
#define PROBABLE_PROFILE_SAME_(x) (x)
#define PROBABLE_PROFILE_PROBABLE_(cond, pc, text, name) \
	PROBABLE_PROFILE_BRANCH_(cond, pc, text "\0\0" #cond, name, PROBABLE_UNIQUE_ID_(probable_site_), \
				 PROBABLE_UNIQUE_ID_(probable_r_), PROBABLE_UNIQUE_ID_(probable_c_), \
				 PROBABLE_UNIQUE_ID_(probable_k_), PROBABLE_UNIQUE_ID_(probable_i_), \
				 int, PROBABLE_PROFILE_NOT_NOT_, PROBABLE_SITE_CODE_)
/* likely() of probable_likely.h: a long */
#define PROBABLE_PROFILE_LONG_(cond, pc, text, name) \
	PROBABLE_PROFILE_BRANCH_(cond, pc, text "\0\0" #cond, name, PROBABLE_UNIQUE_ID_(probable_site_), \
				 PROBABLE_UNIQUE_ID_(probable_r_), PROBABLE_UNIQUE_ID_(probable_c_), \
				 PROBABLE_UNIQUE_ID_(probable_k_), PROBABLE_UNIQUE_ID_(probable_i_), \
				 int, PROBABLE_PROFILE_NOT_NOT_, PROBABLE_SITE_LONG_)
/* PROBABLE_MACRO_SITE: ctext is #cond as the project's macro formed it */
#define PROBABLE_PROFILE_MACRO_PROBABLE_(cond, pc, text, ctext, name) \
	PROBABLE_PROFILE_BRANCH_(cond, pc, text "\0" ctext "\0" #cond, name, PROBABLE_UNIQUE_ID_(probable_site_), \
				 PROBABLE_UNIQUE_ID_(probable_r_), PROBABLE_UNIQUE_ID_(probable_c_), \
				 PROBABLE_UNIQUE_ID_(probable_k_), PROBABLE_UNIQUE_ID_(probable_i_), \
				 int, PROBABLE_PROFILE_NOT_NOT_, PROBABLE_SITE_LONG_)
/* PROBABLE_MACRO_VALUE_SITE: cond itself, as a long */
#define PROBABLE_PROFILE_MACRO_VALUE_(cond, pc, text, ctext, name) \
	PROBABLE_PROFILE_BRANCH_(cond, pc, text "\0" ctext "\0" #cond, name, PROBABLE_UNIQUE_ID_(probable_site_), \
				 PROBABLE_UNIQUE_ID_(probable_r_), PROBABLE_UNIQUE_ID_(probable_c_), \
				 PROBABLE_UNIQUE_ID_(probable_k_), PROBABLE_UNIQUE_ID_(probable_i_), \
				 long, PROBABLE_PROFILE_SAME_, PROBABLE_SITE_LONG_)
/* c: the condition once, as type (conv: !!, or itself); the value: as
 * result makes it of c */
#define PROBABLE_PROFILE_BRANCH_(cond, pc, text, name, tag, r, c, k, i, type, conv, result) \
	(__extension__ ({ \
		PROBABLE_PROFILE_SITE_(r, tag, PROBABLE_SITE_BRANCH_, text, name, pc, PROBABLE_HINT(pc), 0, 0); \
		type c = conv(cond); \
		PROBABLE_PROFILE_COUNT_BRANCH_(r, c != 0, k, i); \
		result(c, pc); \
	}))

#define PROBABLE_PROFILE_GET_P_(ptr, pc, text, name) \
	PROBABLE_PROFILE_GET_(ptr, pc, text "\0\0" #ptr, name, PROBABLE_UNIQUE_ID_(probable_site_), \
			      PROBABLE_UNIQUE_ID_(probable_r_), PROBABLE_UNIQUE_ID_(probable_p_), \
			      PROBABLE_UNIQUE_ID_(probable_k_), PROBABLE_UNIQUE_ID_(probable_i_))
#define PROBABLE_PROFILE_GET_(ptr, pc, text, name, tag, r, p, k, i) \
	(__extension__ ({ \
		PROBABLE_PROFILE_LET_PTR_(p, ptr); \
		PROBABLE_PROFILE_SITE_(r, tag, PROBABLE_SITE_UNALIGNED_, text, name, pc, \
			PROBABLE_ACCESS_FOR_SIZE_(pc, sizeof(*(p))), \
			PROBABLE_TEST_BELOW_FOR_SIZE_(sizeof(*(p))), sizeof(*(p))); \
		PROBABLE_PROFILE_COUNT_(r, PROBABLE_PROFILE_MISALIGNED_(p, __alignof__(*(p))), k, i); \
		PROBABLE_GET_UNALIGNED_P_PLAIN_(p, pc); \
	}))

#define PROBABLE_PROFILE_PUT_P_(val, ptr, pc, text, name) \
	PROBABLE_PROFILE_PUT_(val, ptr, pc, text "\0\0" #ptr, name, PROBABLE_UNIQUE_ID_(probable_site_), \
			      PROBABLE_UNIQUE_ID_(probable_r_), PROBABLE_UNIQUE_ID_(probable_p_), \
			      PROBABLE_UNIQUE_ID_(probable_k_), PROBABLE_UNIQUE_ID_(probable_i_))
#define PROBABLE_PROFILE_PUT_(val, ptr, pc, text, name, tag, r, p, k, i) \
	(__extension__ ({ \
		PROBABLE_PROFILE_LET_PTR_(p, ptr); \
		PROBABLE_PROFILE_SITE_(r, tag, PROBABLE_SITE_UNALIGNED_, text, name, pc, \
			PROBABLE_ACCESS_FOR_SIZE_(pc, sizeof(*(p))), \
			PROBABLE_TEST_BELOW_FOR_SIZE_(sizeof(*(p))), sizeof(*(p))); \
		PROBABLE_PROFILE_COUNT_(r, PROBABLE_PROFILE_MISALIGNED_(p, __alignof__(*(p))), k, i); \
		do /* a statement last: the whole is void, with no cast that g++ calls useless */ \
			PROBABLE_PUT_UNALIGNED_P_PLAIN_(val, p, pc); \
		while (0); \
	}))

/* the endian forms: misaligned means not aligned for the N-bit integer */
#define PROBABLE_PROFILE_GET_E_(order, n, p, pc, text, name) \
	PROBABLE_PROFILE_GET_ENDIAN_(order, n, p, pc, text "\0\0" #p, name, PROBABLE_UNIQUE_ID_(probable_site_), \
				     PROBABLE_UNIQUE_ID_(probable_r_), PROBABLE_UNIQUE_ID_(probable_b_), \
				     PROBABLE_UNIQUE_ID_(probable_k_), PROBABLE_UNIQUE_ID_(probable_i_))
#define PROBABLE_PROFILE_GET_ENDIAN_(order, n, p, pc, text, name, tag, r, b, k, i) \
	(__extension__ ({ \
		const void *b = PROBABLE_READABLE_(p); \
		PROBABLE_PROFILE_SITE_(r, tag, PROBABLE_SITE_UNALIGNED_, text, name, pc, \
			PROBABLE_ACCESS_FOR_SIZE_(pc, n / 8), PROBABLE_TEST_BELOW_FOR_SIZE_(n / 8), n / 8); \
		PROBABLE_PROFILE_COUNT_(r, PROBABLE_PROFILE_MISALIGNED_(b, __alignof__(probable_u##n##_)), k, i); \
		PROBABLE_GET_ENDIAN_(order, n, b, pc); \
	}))
#define PROBABLE_PROFILE_PUT_E_(order, n, val, p, pc, text, name) \
	PROBABLE_PROFILE_PUT_ENDIAN_(order, n, val, p, pc, text "\0\0" #p, name, PROBABLE_UNIQUE_ID_(probable_site_), \
				     PROBABLE_UNIQUE_ID_(probable_r_), PROBABLE_UNIQUE_ID_(probable_b_), \
				     PROBABLE_UNIQUE_ID_(probable_k_), PROBABLE_UNIQUE_ID_(probable_i_))
#define PROBABLE_PROFILE_PUT_ENDIAN_(order, n, val, p, pc, text, name, tag, r, b, k, i) \
	(__extension__ ({ \
		void *b = PROBABLE_WRITABLE_(p); \
		PROBABLE_PROFILE_SITE_(r, tag, PROBABLE_SITE_UNALIGNED_, text, name, pc, \
			PROBABLE_ACCESS_FOR_SIZE_(pc, n / 8), PROBABLE_TEST_BELOW_FOR_SIZE_(n / 8), n / 8); \
		PROBABLE_PROFILE_COUNT_(r, PROBABLE_PROFILE_MISALIGNED_(b, __alignof__(probable_u##n##_)), k, i); \
		do \
			PROBABLE_PUT_ENDIAN_(order, n, val, b, pc); \
		while (0); \
	}))

/* what a site is in profile mode (the public names are in probable.h) */
#define PROBABLE_BRANCH_SITE_(cond, pc, text, name) PROBABLE_PROFILE_PROBABLE_(cond, pc, text, name)
#define PROBABLE_LONG_SITE_(cond, pc, text, name) PROBABLE_PROFILE_LONG_(cond, pc, text, name)
#define PROBABLE_MACRO_BRANCH_SITE_(cond, pc, text, ctext, name) \
	PROBABLE_PROFILE_MACRO_PROBABLE_(cond, pc, text, ctext, name)
#define PROBABLE_MACRO_VALUE_BRANCH_SITE_(cond, pc, text, ctext, name) \
	PROBABLE_PROFILE_MACRO_VALUE_(cond, pc, text, ctext, name)
#define PROBABLE_GET_SITE_(ptr, pc, text, name) PROBABLE_PROFILE_GET_P_(ptr, pc, text, name)
#define PROBABLE_PUT_SITE_(val, ptr, pc, text, name) PROBABLE_PROFILE_PUT_P_(val, ptr, pc, text, name)
#define PROBABLE_GET_ENDIAN_SITE_(order, n, p, pc, text, name) PROBABLE_PROFILE_GET_E_(order, n, p, pc, text, name)
#define PROBABLE_PUT_ENDIAN_SITE_(order, n, val, p, pc, text, name) \
	PROBABLE_PROFILE_PUT_E_(order, n, val, p, pc, text, name)

/* ---- the runtime: one copy per object -------------------------------------------- */

/* GCC: no jump table in .rodata and no .cold part in .text.unlikely
 * pointing into the runtime's linkonce section, which the linker discards
 * in every unit but one (and the runtime has no switch: Clang at -O0
 * makes a jump table of one) */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC push_options
#pragma GCC optimize("no-jump-tables", "no-reorder-blocks-and-partition")
#endif
#include "probable_profile_runtime.h"
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC pop_options
#endif

/* the host's macros set aside above, given back (BEGIN host names again) */
#pragma pop_macro("FILE")
#pragma pop_macro("F_OWNER_GID")
#pragma pop_macro("F_OWNER_PGRP")
#pragma pop_macro("F_OWNER_PID")
#pragma pop_macro("F_OWNER_TID")
#pragma pop_macro("PTHREAD_MUTEX_ADAPTIVE_NP")
#pragma pop_macro("PTHREAD_MUTEX_DEFAULT")
#pragma pop_macro("PTHREAD_MUTEX_ERRORCHECK")
#pragma pop_macro("PTHREAD_MUTEX_ERRORCHECK_NP")
#pragma pop_macro("PTHREAD_MUTEX_FAST_NP")
#pragma pop_macro("PTHREAD_MUTEX_NORMAL")
#pragma pop_macro("PTHREAD_MUTEX_RECURSIVE")
#pragma pop_macro("PTHREAD_MUTEX_RECURSIVE_NP")
#pragma pop_macro("PTHREAD_MUTEX_ROBUST")
#pragma pop_macro("PTHREAD_MUTEX_ROBUST_NP")
#pragma pop_macro("PTHREAD_MUTEX_STALLED")
#pragma pop_macro("PTHREAD_MUTEX_STALLED_NP")
#pragma pop_macro("PTHREAD_MUTEX_TIMED_NP")
#pragma pop_macro("PTHREAD_PRIO_INHERIT")
#pragma pop_macro("PTHREAD_PRIO_NONE")
#pragma pop_macro("PTHREAD_PRIO_PROTECT")
#pragma pop_macro("PTHREAD_RWLOCK_DEFAULT_NP")
#pragma pop_macro("PTHREAD_RWLOCK_PREFER_READER_NP")
#pragma pop_macro("PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP")
#pragma pop_macro("PTHREAD_RWLOCK_PREFER_WRITER_NP")
#pragma pop_macro("blkcnt64_t")
#pragma pop_macro("blkcnt_t")
#pragma pop_macro("blksize_t")
#pragma pop_macro("caddr_t")
#pragma pop_macro("calcnt")
#pragma pop_macro("clock_t")
#pragma pop_macro("clockid_t")
#pragma pop_macro("close")
#pragma pop_macro("comparison_fn_t")
#pragma pop_macro("constant")
#pragma pop_macro("cookie_close_function_t")
#pragma pop_macro("cookie_io_functions_t")
#pragma pop_macro("cookie_read_function_t")
#pragma pop_macro("cookie_seek_function_t")
#pragma pop_macro("cookie_write_function_t")
#pragma pop_macro("cpu_set_t")
#pragma pop_macro("daddr_t")
#pragma pop_macro("dev_t")
#pragma pop_macro("div_t")
#pragma pop_macro("drand48_data")
#pragma pop_macro("end_ptr")
#pragma pop_macro("errcnt")
#pragma pop_macro("error_t")
#pragma pop_macro("esterror")
#pragma pop_macro("f_handle")
#pragma pop_macro("f_owner_ex")
#pragma pop_macro("fd_mask")
#pragma pop_macro("fd_set")
#pragma pop_macro("fds_bits")
#pragma pop_macro("file_handle")
#pragma pop_macro("flock")
#pragma pop_macro("flock64")
#pragma pop_macro("fpos64_t")
#pragma pop_macro("fpos_t")
#pragma pop_macro("fptr")
#pragma pop_macro("freq")
#pragma pop_macro("fsblkcnt64_t")
#pragma pop_macro("fsblkcnt_t")
#pragma pop_macro("fsfilcnt64_t")
#pragma pop_macro("fsfilcnt_t")
#pragma pop_macro("fsid_t")
#pragma pop_macro("gid_t")
#pragma pop_macro("handle_bytes")
#pragma pop_macro("handle_type")
#pragma pop_macro("id_t")
#pragma pop_macro("ino64_t")
#pragma pop_macro("ino_t")
#pragma pop_macro("int16_t")
#pragma pop_macro("int32_t")
#pragma pop_macro("int64_t")
#pragma pop_macro("int8_t")
#pragma pop_macro("intptr_t")
#pragma pop_macro("iov_base")
#pragma pop_macro("iov_len")
#pragma pop_macro("iovec")
#pragma pop_macro("it_interval")
#pragma pop_macro("it_value")
#pragma pop_macro("itimerspec")
#pragma pop_macro("jitcnt")
#pragma pop_macro("jitter")
#pragma pop_macro("key_t")
#pragma pop_macro("l_len")
#pragma pop_macro("l_pid")
#pragma pop_macro("l_start")
#pragma pop_macro("l_type")
#pragma pop_macro("l_whence")
#pragma pop_macro("ldiv_t")
#pragma pop_macro("lldiv_t")
#pragma pop_macro("locale_t")
#pragma pop_macro("loff_t")
#pragma pop_macro("maxerror")
#pragma pop_macro("mode_t")
#pragma pop_macro("modes")
#pragma pop_macro("nlink_t")
#pragma pop_macro("nullptr_t")
#pragma pop_macro("obstack")
#pragma pop_macro("off64_t")
#pragma pop_macro("off_t")
#pragma pop_macro("offset")
#pragma pop_macro("pid")
#pragma pop_macro("pid_t")
#pragma pop_macro("ppsfreq")
#pragma pop_macro("precision")
#pragma pop_macro("pthread_attr_t")
#pragma pop_macro("pthread_barrier_t")
#pragma pop_macro("pthread_barrierattr_t")
#pragma pop_macro("pthread_cond_t")
#pragma pop_macro("pthread_condattr_t")
#pragma pop_macro("pthread_key_t")
#pragma pop_macro("pthread_mutex_t")
#pragma pop_macro("pthread_mutexattr_t")
#pragma pop_macro("pthread_once_t")
#pragma pop_macro("pthread_rwlock_t")
#pragma pop_macro("pthread_rwlockattr_t")
#pragma pop_macro("pthread_spinlock_t")
#pragma pop_macro("pthread_t")
#pragma pop_macro("ptrdiff_t")
#pragma pop_macro("quad_t")
#pragma pop_macro("quot")
#pragma pop_macro("rand_deg")
#pragma pop_macro("rand_sep")
#pragma pop_macro("rand_type")
#pragma pop_macro("random_data")
#pragma pop_macro("read")
#pragma pop_macro("register_t")
#pragma pop_macro("rem")
#pragma pop_macro("rptr")
#pragma pop_macro("sched_param")
#pragma pop_macro("seek")
#pragma pop_macro("shift")
#pragma pop_macro("sigevent")
#pragma pop_macro("sigmask")
#pragma pop_macro("sigset_t")
#pragma pop_macro("size_t")
#pragma pop_macro("socklen_t")
#pragma pop_macro("ssize_t")
#pragma pop_macro("st_atim")
#pragma pop_macro("st_atimensec")
#pragma pop_macro("st_blksize")
#pragma pop_macro("st_blocks")
#pragma pop_macro("st_ctim")
#pragma pop_macro("st_ctimensec")
#pragma pop_macro("st_dev")
#pragma pop_macro("st_gid")
#pragma pop_macro("st_ino")
#pragma pop_macro("st_mode")
#pragma pop_macro("st_mtim")
#pragma pop_macro("st_mtimensec")
#pragma pop_macro("st_nlink")
#pragma pop_macro("st_rdev")
#pragma pop_macro("st_size")
#pragma pop_macro("st_uid")
#pragma pop_macro("stabil")
#pragma pop_macro("stat")
#pragma pop_macro("stat64")
#pragma pop_macro("state")
#pragma pop_macro("status")
#pragma pop_macro("statx")
#pragma pop_macro("statx_timestamp")
#pragma pop_macro("stbcnt")
#pragma pop_macro("stx_atime")
#pragma pop_macro("stx_attributes")
#pragma pop_macro("stx_attributes_mask")
#pragma pop_macro("stx_blksize")
#pragma pop_macro("stx_blocks")
#pragma pop_macro("stx_btime")
#pragma pop_macro("stx_ctime")
#pragma pop_macro("stx_dev_major")
#pragma pop_macro("stx_dev_minor")
#pragma pop_macro("stx_dio_mem_align")
#pragma pop_macro("stx_dio_offset_align")
#pragma pop_macro("stx_gid")
#pragma pop_macro("stx_ino")
#pragma pop_macro("stx_mask")
#pragma pop_macro("stx_mnt_id")
#pragma pop_macro("stx_mode")
#pragma pop_macro("stx_mtime")
#pragma pop_macro("stx_nlink")
#pragma pop_macro("stx_rdev_major")
#pragma pop_macro("stx_rdev_minor")
#pragma pop_macro("stx_size")
#pragma pop_macro("stx_uid")
#pragma pop_macro("suseconds_t")
#pragma pop_macro("tai")
#pragma pop_macro("tick")
#pragma pop_macro("time")
#pragma pop_macro("time_t")
#pragma pop_macro("timer_t")
#pragma pop_macro("timespec")
#pragma pop_macro("timeval")
#pragma pop_macro("timex")
#pragma pop_macro("tm")
#pragma pop_macro("tm_gmtoff")
#pragma pop_macro("tm_hour")
#pragma pop_macro("tm_isdst")
#pragma pop_macro("tm_mday")
#pragma pop_macro("tm_min")
#pragma pop_macro("tm_mon")
#pragma pop_macro("tm_sec")
#pragma pop_macro("tm_wday")
#pragma pop_macro("tm_yday")
#pragma pop_macro("tm_year")
#pragma pop_macro("tm_zone")
#pragma pop_macro("tolerance")
#pragma pop_macro("tv_nsec")
#pragma pop_macro("tv_sec")
#pragma pop_macro("tv_usec")
#pragma pop_macro("type")
#pragma pop_macro("u_char")
#pragma pop_macro("u_int")
#pragma pop_macro("u_int16_t")
#pragma pop_macro("u_int32_t")
#pragma pop_macro("u_int64_t")
#pragma pop_macro("u_int8_t")
#pragma pop_macro("u_long")
#pragma pop_macro("u_quad_t")
#pragma pop_macro("u_short")
#pragma pop_macro("uid_t")
#pragma pop_macro("uint")
#pragma pop_macro("ulong")
#pragma pop_macro("useconds_t")
#pragma pop_macro("ushort")
#pragma pop_macro("va_list")
#pragma pop_macro("val")
#pragma pop_macro("wchar_t")
#pragma pop_macro("write")

#endif /* !__ASSEMBLER__ */

#endif /* PROBABLE_PROFILE_H */
