/* SPDX-License-Identifier: MIT */
/*
 * probable_profile_runtime.h - profile mode's runtime, included by
 * probable_profile.h (not on its own).  Every function is weak and hidden:
 * one copy per executable or shared library, seen by no other.  The
 * design is in probable_profile.h; the JSON schema in docs/profile-format.md.
 */
#ifndef PROBABLE_PROFILE_RUNTIME_H
#define PROBABLE_PROFILE_RUNTIME_H

#ifndef PROBABLE_PROFILE_H
#error "probable_profile_runtime.h is included by probable_profile.h"
#endif

/*
 * Clang's -Wunsafe-buffer-usage (in -Weverything from Clang 16) proposes a
 * programming model for the user's own code; the runtime's string and
 * report buffers are not the user's to change, so it is off from here to
 * the end of the runtime.
 */
#if defined(__clang__) && defined(__has_warning)
#if __has_warning("-Wunsafe-buffer-usage")
#define PROBABLE_PROFILE_QUIET_BUFFERS_ 1
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wunsafe-buffer-usage"
#endif
#endif

#ifdef __cplusplus
extern "C" {
#endif

#define PROBABLE_PROFILE_WIDTH_ 10.0 /* "ok" needs an interval this narrow (points) */
#define PROBABLE_PROFILE_MIN_COUNT_ 100 /* and this many evaluations (PROBABLE_PROFILE_MIN_COUNT) */
#define PROBABLE_PROFILE_Z99_ 2.5758293035489004 /* two-sided 99% normal quantile */

/* the verdicts, worst first (the report's order: tools/probable/judge.py's
 * VERDICTS, which also has verdicts only a reader sets) */
enum probable_verdict_ {
	PROBABLE_VERDICT_WRONG_,
	PROBABLE_VERDICT_MISCALIBRATED_,
	PROBABLE_VERDICT_NEEDLESS_,
	PROBABLE_VERDICT_FEW_,
	PROBABLE_VERDICT_OK_,
	PROBABLE_VERDICT_CONSTANT_,
	PROBABLE_VERDICT_UNREACHED_
};

/* one thread's counters for this object (or a spare one, not live):
 * PROBABLE_SITE_WORDS_ words per site, the first two counting */
#define PROBABLE_SITE_WORDS_ (PROBABLE_SITE_SIZE_ / 8)
struct probable_block_ {
	struct probable_block_ *probable_next_;
	probable_u64_ *probable_counts_;
	int probable_live_, probable_unused_;
};

/* the layout of probable_gsite_ (a C++ class in probable_profile.h) */
struct probable_gview_ {
	const struct probable_site_ probable_site_;
	struct probable_gview_ *probable_next_;
	probable_u64_ probable_n_[4];
};

/* this object's state */
struct probable_object_ {
	int probable_lock_;                       /* a spin lock: 0 free, 1 held */
	int probable_once_;                       /* 0, 1 being readied, 2 ready */
	unsigned int probable_key_;               /* a pthread_key_t (an unsigned int) */
	int probable_dumped_;
	probable_u64_ *probable_totals_;          /* of threads that have exited: 4 per site */
	struct probable_block_ *probable_blocks_; /* live and spare */
	PROBABLE_UINTPTR_ probable_n_;            /* sites in the section */
	struct probable_gview_ *probable_gsites_; /* g++'s sites (probable_gsite_), enrolled at load */
	PROBABLE_UINTPTR_ probable_ng_;
};
typedef struct probable_block_ *probable_block_ptr_;
typedef struct probable_gview_ *probable_gview_ptr_;
typedef struct probable_row_ *probable_row_ptr_;
typedef const char *probable_cstr_;
typedef char *probable_charp_;
typedef char **probable_charpp_;

extern struct probable_object_ probable_profile_object_ PROBABLE_PROFILE_DECL_;
struct probable_row_;
struct probable_buf_;
/* prototypes (one copy per object; see above) */
PROBABLE_PROFILE_DECL_ void probable_profile_oom_(void) __attribute__((__noreturn__));
PROBABLE_PROFILE_DECL_ void probable_profile_lock_(void);
PROBABLE_PROFILE_DECL_ void probable_profile_unlock_(void);
PROBABLE_PROFILE_DECL_ void probable_profile_say_(const char *probable_fmt_, ...) __attribute__((__format__(__printf__, 1, 2)));
PROBABLE_PROFILE_DECL_ void probable_profile_snprintf_(char *probable_s_, probable_size_t_ probable_n_, const char *probable_fmt_, ...)
	__attribute__((__format__(__printf__, 3, 4)));
PROBABLE_PROFILE_DECL_ void probable_profile_report_(struct probable_buf_ *probable_b_, int probable_json_);
PROBABLE_PROFILE_DECL_ void *probable_profile_alloc_(probable_size_t_ probable_n_);
PROBABLE_PROFILE_DECL_ PROBABLE_UINTPTR_ probable_profile_nsites_(void);
PROBABLE_PROFILE_DECL_ void probable_profile_thread_exit_(void *probable_arg_);
PROBABLE_PROFILE_DECL_ void probable_profile_prefork_(void);
PROBABLE_PROFILE_DECL_ void probable_profile_postfork_parent_(void);
PROBABLE_PROFILE_DECL_ void probable_profile_postfork_child_(void);
PROBABLE_PROFILE_DECL_ void probable_profile_once_(void);
PROBABLE_PROFILE_DECL_ double probable_profile_sqrt_(double probable_x_);
PROBABLE_PROFILE_DECL_ double probable_profile_round4_(double probable_x_);
PROBABLE_PROFILE_DECL_ void probable_profile_wilson_p_(double probable_p_, double probable_nn_, double *probable_lo_, double *probable_hi_);
PROBABLE_PROFILE_DECL_ probable_u64_ probable_profile_needed_(probable_u64_ probable_hits_, probable_u64_ probable_n_);
PROBABLE_PROFILE_DECL_ int probable_profile_hint_(const struct probable_row_ *probable_s_, int probable_pc_);
PROBABLE_PROFILE_DECL_ const char *probable_profile_hint_name_(const struct probable_row_ *probable_s_, int probable_pc_);
PROBABLE_PROFILE_DECL_ const char *probable_profile_verdict_name_(int probable_verdict_);
PROBABLE_PROFILE_DECL_ int probable_profile_ends_(const char *probable_s_, const char *probable_lower_);
PROBABLE_PROFILE_DECL_ int probable_profile_direction_(const struct probable_row_ *probable_r_);
PROBABLE_PROFILE_DECL_ void probable_profile_judge_(struct probable_row_ *probable_r_, probable_u64_ probable_min_);
PROBABLE_PROFILE_DECL_ probable_u64_ probable_profile_min_count_(void);
PROBABLE_PROFILE_DECL_ void probable_profile_number_(struct probable_row_ *probable_rows_, probable_size_t_ probable_n_);
PROBABLE_PROFILE_DECL_ int probable_profile_nth_cmp_(const void *probable_a_, const void *probable_b_);
PROBABLE_PROFILE_DECL_ probable_size_t_ probable_profile_dedup_(struct probable_row_ *probable_rows_, probable_size_t_ probable_n_);
PROBABLE_PROFILE_DECL_ int probable_profile_strcmp0_(const char *probable_a_, const char *probable_b_);
PROBABLE_PROFILE_DECL_ int probable_profile_key_cmp_(const void *probable_a_, const void *probable_b_);
PROBABLE_PROFILE_DECL_ int probable_profile_order_(const void *probable_a_, const void *probable_b_);
PROBABLE_PROFILE_DECL_ void probable_profile_put_(struct probable_buf_ *probable_b_, const char *probable_s_, probable_size_t_ probable_n_);
PROBABLE_PROFILE_DECL_ void probable_profile_puts_(struct probable_buf_ *probable_b_, const char *probable_s_);
PROBABLE_PROFILE_DECL_ const char *probable_profile_dec_(char *probable_buf_, probable_u64_ probable_v_);
PROBABLE_PROFILE_DECL_ char *probable_profile_json_escape_(const char *probable_s_);
PROBABLE_PROFILE_DECL_ char *probable_profile_normalise_(const char *probable_path_);
PROBABLE_PROFILE_DECL_ void probable_profile_run_id_(char *probable_out_, probable_size_t_ probable_size_);
PROBABLE_PROFILE_DECL_ void probable_profile_row_of_(struct probable_row_ *probable_r_, const struct probable_site_ *probable_s_, const probable_u64_ *probable_c_);
PROBABLE_PROFILE_DECL_ struct probable_row_ *probable_profile_rows_(probable_size_t_ *probable_n_out_);
PROBABLE_PROFILE_DECL_ void probable_profile_free_row_(struct probable_row_ *probable_r_);
PROBABLE_PROFILE_DECL_ void probable_profile_free_rows_(struct probable_row_ *probable_rows_, probable_size_t_ probable_n_);
PROBABLE_PROFILE_DECL_ void probable_profile_fixed4_(struct probable_buf_ *probable_out_, const char *probable_key_, double probable_x_);
PROBABLE_PROFILE_DECL_ void probable_profile_json_(struct probable_buf_ *probable_out_, const char *probable_run_, probable_u64_ probable_dumps_, struct probable_row_ *probable_rows_, probable_size_t_ probable_n_);
PROBABLE_PROFILE_DECL_ void probable_profile_text_(struct probable_buf_ *probable_out_, const char *probable_run_, struct probable_row_ *probable_rows_, probable_size_t_ probable_n_);
PROBABLE_PROFILE_DECL_ int probable_profile_format_(const char *probable_format_, int probable_dflt_);
PROBABLE_PROFILE_DECL_ const char *probable_profile_dec1_(char *probable_buf_, double probable_x_);
PROBABLE_PROFILE_DECL_ void probable_profile_why_(struct probable_buf_ *probable_out_, const struct probable_row_ *probable_r_);
PROBABLE_PROFILE_DECL_ void probable_profile_judge_all_(struct probable_row_ *probable_rows_, probable_size_t_ probable_n_);

PROBABLE_PROFILE_DATA_ __thread PROBABLE_UINTPTR_ probable_profile_tls_ PROBABLE_PROFILE_TLS_MODEL_;
PROBABLE_PROFILE_DATA_ struct probable_object_ probable_profile_object_ = {
	0, 0, 0, 0, PROBABLE_NULL_(probable_u64_ptr_), PROBABLE_NULL_(probable_block_ptr_), 0,
	PROBABLE_NULL_(probable_gview_ptr_), 0
};

/* one site's numbers, as the report shows them; strings JSON-escaped (and,
 * for this object's own sites, as written, for the text report) */
struct probable_row_ {
	char *probable_file_, *probable_func_, *probable_expr_, *probable_macro_, *probable_arch_;
	char *probable_cond_;
	char *probable_expanded_;                 /* the argument as the preprocessor expanded it (0: unknown, read back) */
	char *probable_instance_;                 /* C++: the function with its template arguments; 0 in C */
	char *probable_unit_;                     /* the unit's main file, normalised (0: unknown, read back) */
	const char *probable_tfile_, *probable_tfunc_, *probable_texpr_; /* as written; 0 when read back */
	const char *probable_tcond_;              /* as written (the record's); 0 when read back */
	const char *probable_texpanded_;          /* the record's; 0 when read back */
	const char *probable_tu_;                 /* the unit's main file (records only) */
	int probable_line_, probable_size_, probable_kind_, probable_declared_;
	int probable_high_, probable_low_, probable_exact_, probable_threshold_, probable_test_below_;
	int probable_suggest_, probable_verdict_, probable_nth_;
	int probable_col_, probable_order_, probable_ecol_, probable_unused_;
	probable_u64_ probable_count_, probable_hits_, probable_needed_;
	probable_u64_ probable_ccount_;           /* evaluations of a constant condition */
	probable_u64_ probable_min_;              /* the minimum it was judged with */
	double probable_observed_, probable_lo_, probable_hi_;
};

/* a growing buffer of text */
struct probable_buf_ {
	char *probable_p_;
	probable_size_t_ probable_n_, probable_cap_;
	int probable_oom_, probable_sites_;    /* sites: what probable_profile_report_ wrote */
};

PROBABLE_PROFILE_FN_ void probable_profile_oom_(void)
{
	static const char probable_msg_[] = "probable: profile: out of memory\n";
	(void)probable_profile_sys_write_(2, probable_msg_, sizeof probable_msg_ - 1);
	__builtin_abort();
}

/* the object's lock: a spin lock that yields, held only while a thread
 * enrols or exits, across fork() and while a report gathers the counts */
PROBABLE_PROFILE_FN_ void probable_profile_lock_(void)
{
	while (__atomic_exchange_n(&probable_profile_object_.probable_lock_, 1, __ATOMIC_ACQUIRE))
		probable_profile_sys_sched_yield_();
}
PROBABLE_PROFILE_FN_ void probable_profile_unlock_(void)
{
	__atomic_store_n(&probable_profile_object_.probable_lock_, 0, __ATOMIC_RELEASE);
}

PROBABLE_PROFILE_FN_ void *probable_profile_alloc_(probable_size_t_ probable_n_)
{
	void *probable_p_ = probable_profile_sys_calloc_(1, probable_n_ ? probable_n_ : 1);
	if (!probable_p_)
		probable_profile_oom_();
	return probable_p_;
}

/* ---- counting: threads, fork --------------------------------------------------- */

PROBABLE_PROFILE_FN_ PROBABLE_UINTPTR_ probable_profile_nsites_(void)
{
	if (!probable_profile_sites_ || !probable_profile_sites_end_)
		return 0;
	return (PROBABLE_ADDR_(probable_profile_sites_end_) - PROBABLE_ADDR_(probable_profile_sites_)) >>
	       PROBABLE_SITE_SHIFT_;
}

/* a thread exits: its counts join the totals, its array is spare */
PROBABLE_PROFILE_FN_ void probable_profile_thread_exit_(void *probable_arg_)
{
	struct probable_object_ *probable_o_ = &probable_profile_object_;
	struct probable_block_ *probable_b_ = PROBABLE_CAST_(struct probable_block_ *, probable_arg_);
	PROBABLE_UINTPTR_ probable_i_;

	probable_profile_lock_();
	for (probable_i_ = 0; probable_i_ < 4 * probable_o_->probable_n_; probable_i_++) {
		probable_u64_ *probable_c_ = &probable_b_->probable_counts_[PROBABLE_SITE_WORDS_ * (probable_i_ / 4) + probable_i_ % 4];
		probable_o_->probable_totals_[probable_i_] += __atomic_load_n(probable_c_, __ATOMIC_RELAXED);
		__atomic_store_n(probable_c_, 0, __ATOMIC_RELAXED);
	}
	probable_b_->probable_live_ = 0;
	probable_profile_unlock_();
	probable_profile_tls_ = 0;
}

/* a g++ site, as its object is loaded */
PROBABLE_PROFILE_FN_ void probable_profile_genrol_(struct probable_gsite_ *probable_g_)
{
	struct probable_object_ *probable_o_ = &probable_profile_object_;
	struct probable_gview_ *probable_v_ = PROBABLE_PTR_(struct probable_gview_ *, PROBABLE_ADDR_(probable_g_));
	probable_profile_lock_();
	probable_v_->probable_next_ = probable_o_->probable_gsites_;
	probable_o_->probable_gsites_ = probable_v_;
	probable_o_->probable_ng_++;
	probable_profile_unlock_();
}

/* fork: the child starts from zero, with only the forking thread */
PROBABLE_PROFILE_FN_ void probable_profile_prefork_(void)
{
	probable_profile_lock_();
}
PROBABLE_PROFILE_FN_ void probable_profile_postfork_parent_(void)
{
	probable_profile_unlock_();
}
PROBABLE_PROFILE_FN_ void probable_profile_postfork_child_(void)
{
	struct probable_object_ *probable_o_ = &probable_profile_object_;
	struct probable_block_ *probable_b_;
	struct probable_gview_ *probable_v_;
	PROBABLE_UINTPTR_ probable_i_;

	probable_o_->probable_lock_ = 0; /* held by the forking thread, which is this one */
	for (probable_v_ = probable_o_->probable_gsites_; probable_v_; probable_v_ = probable_v_->probable_next_)
		probable_v_->probable_n_[0] = probable_v_->probable_n_[1] = probable_v_->probable_n_[2] = probable_v_->probable_n_[3] = 0;
	for (probable_i_ = 0; probable_i_ < 4 * probable_o_->probable_n_; probable_i_++)
		probable_o_->probable_totals_[probable_i_] = 0;
	for (probable_b_ = probable_o_->probable_blocks_; probable_b_; probable_b_ = probable_b_->probable_next_) {
		for (probable_i_ = 0; probable_i_ < PROBABLE_SITE_WORDS_ * probable_o_->probable_n_; probable_i_++)
			probable_b_->probable_counts_[probable_i_] = 0;
		if (PROBABLE_ADDR_(probable_b_->probable_counts_) - PROBABLE_ADDR_(probable_profile_sites_) != probable_profile_tls_)
			probable_b_->probable_live_ = 0; /* its thread is not in the child */
	}
	probable_o_->probable_dumped_ = 0;
}

PROBABLE_PROFILE_FN_ void probable_profile_once_(void)
{
	struct probable_object_ *probable_o_ = &probable_profile_object_;
	probable_o_->probable_n_ = probable_profile_nsites_();
	probable_o_->probable_totals_ = PROBABLE_CAST_(probable_u64_ *,
		probable_profile_alloc_(4 * probable_o_->probable_n_ * sizeof(probable_u64_)));
	probable_profile_sys_key_create_(&probable_o_->probable_key_, probable_profile_thread_exit_);
	probable_profile_sys_atfork_(probable_profile_prefork_, probable_profile_postfork_parent_,
		       probable_profile_postfork_child_);
}

/* once per object, and every caller returns when it is done */
PROBABLE_PROFILE_FN_ void probable_profile_init_(void)
{
	int *probable_s_ = &probable_profile_object_.probable_once_, probable_zero_ = 0;
	if (__atomic_load_n(probable_s_, __ATOMIC_ACQUIRE) == 2)
		return;
	if (__atomic_compare_exchange_n(probable_s_, &probable_zero_, 1, 0, __ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE)) {
		probable_profile_once_();
		__atomic_store_n(probable_s_, 2, __ATOMIC_RELEASE);
		return;
	}
	while (__atomic_load_n(probable_s_, __ATOMIC_ACQUIRE) != 2)
		probable_profile_sys_sched_yield_();
}

/* the first evaluation in this object by this thread (a cold path) */
PROBABLE_PROFILE_FN_ PROBABLE_UINTPTR_ probable_profile_enrol_(void)
{
	struct probable_object_ *probable_o_ = &probable_profile_object_;
	struct probable_block_ *probable_b_;

	probable_profile_init_();
	probable_profile_lock_();
	for (probable_b_ = probable_o_->probable_blocks_; probable_b_; probable_b_ = probable_b_->probable_next_)
		if (!probable_b_->probable_live_)
			break;
	if (!probable_b_) {
		probable_b_ = PROBABLE_CAST_(struct probable_block_ *, probable_profile_alloc_(sizeof(*probable_b_)));
		probable_b_->probable_counts_ = PROBABLE_CAST_(probable_u64_ *,
			probable_profile_alloc_(PROBABLE_SITE_SIZE_ * probable_o_->probable_n_));
		probable_b_->probable_next_ = probable_o_->probable_blocks_;
		probable_o_->probable_blocks_ = probable_b_;
	}
	probable_b_->probable_live_ = 1;
	probable_profile_unlock_();
	probable_profile_sys_setspecific_(probable_o_->probable_key_, probable_b_);
	probable_profile_tls_ = PROBABLE_ADDR_(probable_b_->probable_counts_) - PROBABLE_ADDR_(probable_profile_sites_);
	return probable_profile_tls_;
}

/* ---- numbers ---------------------------------------------------------------------- */

/* the square root without libm: Newton's method from a power-of-two guess */
PROBABLE_PROFILE_FN_ double probable_profile_sqrt_(double probable_x_)
{
	double probable_r_ = 1.0;
	int probable_i_;
	if (probable_x_ <= 0.0)
		return 0.0;
	while (probable_r_ * probable_r_ < probable_x_)
		probable_r_ *= 2.0;
	for (probable_i_ = 0; probable_i_ < 64; probable_i_++)
		probable_r_ = 0.5 * (probable_r_ + probable_x_ / probable_r_);
	return probable_r_;
}

/* x >= 0 rounded to 4 decimals, without libm */
PROBABLE_PROFILE_FN_ double probable_profile_round4_(double probable_x_)
{
	return PROBABLE_CAST_(double, PROBABLE_CAST_(probable_u64_, probable_x_ * 10000.0 + 0.5)) / 10000.0;
}

/* the 99% Wilson score interval of a rate p over n evaluations, in percent */
PROBABLE_PROFILE_FN_ void probable_profile_wilson_p_(double probable_p_, double probable_nn_, double *probable_lo_, double *probable_hi_)
{
	const double probable_z_ = PROBABLE_PROFILE_Z99_;
	double probable_denom_ = 1.0 + probable_z_ * probable_z_ / probable_nn_;
	double probable_centre_ = (probable_p_ + probable_z_ * probable_z_ / (2.0 * probable_nn_)) / probable_denom_;
	double probable_half_ = probable_z_ * probable_profile_sqrt_(probable_p_ * (1.0 - probable_p_) / probable_nn_ + probable_z_ * probable_z_ / (4.0 * probable_nn_ * probable_nn_)) / probable_denom_;
	/* in percent, rounded to the 4 decimals the report prints (so that
	 * p = 1 gives exactly 100, whatever the last bit of the arithmetic) */
	*probable_lo_ = probable_profile_round4_(100.0 * (probable_centre_ - probable_half_ < 0.0 ? 0.0 : probable_centre_ - probable_half_));
	*probable_hi_ = probable_profile_round4_(100.0 * (probable_centre_ + probable_half_ > 1.0 ? 1.0 : probable_centre_ + probable_half_));
}

/* evaluations needed at rate hits/n for an interval at most WIDTH points
 * wide (at a fixed rate the width shrinks as n grows, so bisect) */
PROBABLE_PROFILE_FN_ probable_u64_ probable_profile_needed_(probable_u64_ probable_hits_, probable_u64_ probable_n_)
{
	double probable_p_ = probable_n_ ? PROBABLE_CAST_(double, probable_hits_) / PROBABLE_CAST_(double, probable_n_) : 0.5, probable_lo_, probable_hi_;
	probable_u64_ probable_lo_n_ = 1, probable_hi_n_ = 1;
	for (;;) { /* double until narrow enough, then bisect */
		probable_profile_wilson_p_(probable_p_, PROBABLE_CAST_(double, probable_hi_n_), &probable_lo_, &probable_hi_);
		if (probable_hi_ - probable_lo_ <= PROBABLE_PROFILE_WIDTH_ || probable_hi_n_ > (PROBABLE_CAST_(probable_u64_, 1) << 40))
			break;
		probable_lo_n_ = probable_hi_n_;
		probable_hi_n_ *= 2;
	}
	while (probable_lo_n_ + 1 < probable_hi_n_) {
		probable_u64_ probable_mid_ = probable_lo_n_ + (probable_hi_n_ - probable_lo_n_) / 2;
		probable_profile_wilson_p_(probable_p_, PROBABLE_CAST_(double, probable_mid_), &probable_lo_, &probable_hi_);
		if (probable_hi_ - probable_lo_ <= PROBABLE_PROFILE_WIDTH_)
			probable_hi_n_ = probable_mid_;
		else
			probable_lo_n_ = probable_mid_;
	}
	return probable_hi_n_;
}

/* what pc becomes at a site: a PROBABLE_HINT_ or PROBABLE_ACCESS_ value */
PROBABLE_PROFILE_FN_ int probable_profile_hint_(const struct probable_row_ *probable_s_, int probable_pc_)
{
	if (probable_s_->probable_kind_ == PROBABLE_SITE_UNALIGNED_)
		return probable_pc_ < probable_s_->probable_threshold_ ? PROBABLE_ACCESS_DIRECT :
		       probable_pc_ < probable_s_->probable_test_below_ ? PROBABLE_ACCESS_CHECKED : PROBABLE_ACCESS_SAFE;
	if (probable_s_->probable_exact_)
		return PROBABLE_HINT_EXACT;
	return probable_pc_ > probable_s_->probable_high_ ? PROBABLE_HINT_LIKELY : probable_pc_ < probable_s_->probable_low_ ? PROBABLE_HINT_UNLIKELY : PROBABLE_HINT_NONE;
}

PROBABLE_PROFILE_FN_ const char *probable_profile_hint_name_(const struct probable_row_ *probable_s_, int probable_pc_)
{
	int probable_h_ = probable_profile_hint_(probable_s_, probable_pc_);
	if (probable_s_->probable_kind_ == PROBABLE_SITE_UNALIGNED_)
		return probable_h_ == PROBABLE_ACCESS_DIRECT ? "direct" : probable_h_ == PROBABLE_ACCESS_CHECKED ? "checked" : "safe";
	return probable_h_ == PROBABLE_HINT_LIKELY ? "likely" : probable_h_ == PROBABLE_HINT_UNLIKELY ? "unlikely" :
	       probable_h_ == PROBABLE_HINT_EXACT ? "exact" : "none";
}

PROBABLE_PROFILE_FN_ const char *probable_profile_verdict_name_(int probable_verdict_)
{
	/* no switch: with GCC a jump table in .rodata would point into the
	 * runtime's linkonce section, discarded in all units but one */
	return probable_verdict_ == PROBABLE_VERDICT_WRONG_ ? "wrong" :
	       probable_verdict_ == PROBABLE_VERDICT_MISCALIBRATED_ ? "miscalibrated" :
	       probable_verdict_ == PROBABLE_VERDICT_NEEDLESS_ ? "needless" :
	       probable_verdict_ == PROBABLE_VERDICT_FEW_ ? "few" :
	       probable_verdict_ == PROBABLE_VERDICT_OK_ ? "ok" :
	       probable_verdict_ == PROBABLE_VERDICT_CONSTANT_ ? "constant" : "unreached";
}

/* whether s ends in lower (lower case), ASCII letters of s in either case */
PROBABLE_PROFILE_FN_ int probable_profile_ends_(const char *probable_s_, const char *probable_lower_)
{
	probable_size_t_ probable_n_ = __builtin_strlen(probable_s_), probable_m_ = __builtin_strlen(probable_lower_);
	if (probable_n_ < probable_m_)
		return 0;
	for (probable_s_ += probable_n_ - probable_m_; *probable_lower_; probable_s_++, probable_lower_++) {
		char probable_c_ = *probable_s_ >= 'A' && *probable_s_ <= 'Z' ? PROBABLE_CAST_(char, *probable_s_ - 'A' + 'a') : *probable_s_;
		if (probable_c_ != *probable_lower_)
			return 0;
	}
	return 1;
}

/*
 * What a site's hint claims: 1 likely, -1 unlikely (a direction: the case
 * the code is laid out for, judged against the arch's thresholds), 0 a
 * stated pc (judged against the pc).  By the macro's name, the rule of
 * tools/probable/judge.py's direction(), so that a report and the tools
 * judge a site alike: probable(), PROBABLE_PROBABLE() and
 * __builtin_expect_with_probability() state a pc; likely(), unlikely()
 * (probable_likely.h), __builtin_expect, __predict_true/false, and a code
 * base's own macro named likely or unlikely (the name is likely or
 * unlikely, or ends in _likely or _unlikely, any case: LIKELY,
 * XXH_likely, ZSTD_UNLIKELY through PROBABLE_MACRO_SITE) claim the
 * direction of their declared pc; any other name states its pc, and so
 * does a declared 50 or an unaligned access.
 */
PROBABLE_PROFILE_FN_ int probable_profile_direction_(const struct probable_row_ *probable_r_)
{
	const char *probable_m_ = probable_r_->probable_macro_;
	if (!probable_m_ || probable_r_->probable_declared_ == 50 || probable_r_->probable_kind_ == PROBABLE_SITE_UNALIGNED_ ||
	    !__builtin_strcmp(probable_m_, "probable") || !__builtin_strcmp(probable_m_, "PROBABLE_PROBABLE") ||
	    !__builtin_strcmp(probable_m_, "__builtin_expect_with_probability"))
		return 0;
	if (!__builtin_strcmp(probable_m_, "[[likely]]") || !__builtin_strcmp(probable_m_, "[[unlikely]]") || !__builtin_strcmp(probable_m_, "__builtin_expect") ||
	    !__builtin_strcmp(probable_m_, "__predict_true") || !__builtin_strcmp(probable_m_, "__predict_false") ||
	    (__builtin_strlen(probable_m_) == 6 && probable_profile_ends_(probable_m_, "likely")) ||
	    (__builtin_strlen(probable_m_) == 8 && probable_profile_ends_(probable_m_, "unlikely")) ||
	    probable_profile_ends_(probable_m_, "_likely") || probable_profile_ends_(probable_m_, "_unlikely"))
		return probable_r_->probable_declared_ > 50 ? 1 : -1;
	return 0;
}

/* the minimum count for a verdict other than few: PROBABLE_PROFILE_MIN_COUNT
 * (decimal digits; not in secure-execution mode), else 100 */
PROBABLE_PROFILE_FN_ probable_u64_ probable_profile_min_count_(void)
{
	const char *probable_e_ = probable_profile_sys_getauxval_(PROBABLE_AT_SECURE_) ? PROBABLE_NULL_(probable_cstr_) : probable_profile_sys_getenv_("PROBABLE_PROFILE_MIN_COUNT");
	probable_u64_ probable_v_ = 0;
	const char *probable_p_;
	if (!probable_e_ || !*probable_e_)
		return PROBABLE_PROFILE_MIN_COUNT_;
	for (probable_p_ = probable_e_; *probable_p_ >= '0' && *probable_p_ <= '9' && probable_v_ < (PROBABLE_CAST_(probable_u64_, 1) << 40); probable_p_++)
		probable_v_ = probable_v_ * 10 + PROBABLE_CAST_(probable_u64_, *probable_p_ - '0');
	if (*probable_p_) {
		probable_profile_say_("probable: profile: PROBABLE_PROFILE_MIN_COUNT '%s' is not a count; %d used\n", probable_e_,
				      PROBABLE_PROFILE_MIN_COUNT_);
		return PROBABLE_PROFILE_MIN_COUNT_;
	}
	return probable_v_;
}

/*
 * The verdict, in this order: unreached (no evaluation); constant (every
 * evaluation was of a condition the compiler knew in this build); few
 * (fewer evaluations than min); then, for a hint that claims a direction
 * (probable_profile_direction_: likely(), unlikely(), LIKELY...), against
 * the arch's thresholds, not its pc: wrong when the whole interval is on
 * the rarer side of 50% (the code is laid out for the rarer case), few
 * when the interval is wider than WIDTH points, ok when the suggestion is
 * past the threshold on the hint's side (it gives the hint's own hint
 * here), else needless (between the thresholds: no hint is emitted at
 * that rate).  For a stated pc: inside the interval (or already the
 * suggestion): ok if the interval is at most WIDTH points wide, else few;
 * outside: wrong if the suggestion gives another hint here, else
 * miscalibrated.  tools/probable/judge.py's judge() is the same rule;
 * tests/fixtures/verdicts.json holds the cases both are checked against.
 */
PROBABLE_PROFILE_FN_ void probable_profile_judge_(struct probable_row_ *probable_r_, probable_u64_ probable_min_)
{
	double probable_d_ = PROBABLE_CAST_(double, probable_r_->probable_declared_);
	int probable_claim_ = probable_profile_direction_(probable_r_);
	probable_r_->probable_needed_ = 0;
	probable_r_->probable_min_ = probable_min_;
	if (!probable_r_->probable_count_) {
		probable_r_->probable_observed_ = 0.0;
		probable_r_->probable_lo_ = 0.0;
		probable_r_->probable_hi_ = 100.0;
		probable_r_->probable_suggest_ = probable_r_->probable_declared_;
		probable_r_->probable_verdict_ = PROBABLE_VERDICT_UNREACHED_;
		return;
	}
	probable_r_->probable_observed_ = 100.0 * PROBABLE_CAST_(double, probable_r_->probable_hits_) / PROBABLE_CAST_(double, probable_r_->probable_count_);
	probable_profile_wilson_p_(PROBABLE_CAST_(double, probable_r_->probable_hits_) / PROBABLE_CAST_(double, probable_r_->probable_count_),
				   PROBABLE_CAST_(double, probable_r_->probable_count_), &probable_r_->probable_lo_, &probable_r_->probable_hi_);
	probable_r_->probable_suggest_ = PROBABLE_CAST_(int, probable_r_->probable_observed_ + 0.5);
	if (probable_r_->probable_ccount_ == probable_r_->probable_count_) {
		probable_r_->probable_verdict_ = PROBABLE_VERDICT_CONSTANT_;
	} else if (probable_r_->probable_count_ < probable_min_) {
		probable_r_->probable_verdict_ = PROBABLE_VERDICT_FEW_;
		probable_r_->probable_needed_ = probable_profile_needed_(probable_r_->probable_hits_, probable_r_->probable_count_);
		if (probable_r_->probable_needed_ < probable_min_)
			probable_r_->probable_needed_ = probable_min_;
	} else if (probable_claim_) {
		if (probable_claim_ > 0 ? probable_r_->probable_hi_ < 50.0 : probable_r_->probable_lo_ > 50.0) {
			probable_r_->probable_verdict_ = PROBABLE_VERDICT_WRONG_;
		} else if (probable_r_->probable_hi_ - probable_r_->probable_lo_ > PROBABLE_PROFILE_WIDTH_) {
			probable_r_->probable_verdict_ = PROBABLE_VERDICT_FEW_;
			probable_r_->probable_needed_ = probable_profile_needed_(probable_r_->probable_hits_, probable_r_->probable_count_);
		} else if (probable_claim_ > 0 ? probable_r_->probable_suggest_ > probable_r_->probable_high_ :
			   probable_r_->probable_suggest_ < probable_r_->probable_low_) {
			probable_r_->probable_verdict_ = PROBABLE_VERDICT_OK_;
		} else {
			probable_r_->probable_verdict_ = PROBABLE_VERDICT_NEEDLESS_;
		}
	} else if ((probable_d_ >= probable_r_->probable_lo_ && probable_d_ <= probable_r_->probable_hi_) ||
		   probable_r_->probable_declared_ == probable_r_->probable_suggest_) {
		/* inside the interval, or already the suggestion (a rate such as
		 * 33.33% can have a narrow interval that misses every integer) */
		if (probable_r_->probable_hi_ - probable_r_->probable_lo_ <= PROBABLE_PROFILE_WIDTH_) {
			probable_r_->probable_verdict_ = PROBABLE_VERDICT_OK_;
		} else {
			probable_r_->probable_verdict_ = PROBABLE_VERDICT_FEW_;
			probable_r_->probable_needed_ = probable_profile_needed_(probable_r_->probable_hits_, probable_r_->probable_count_);
		}
	} else {
		probable_r_->probable_verdict_ =
			probable_profile_hint_(probable_r_, probable_r_->probable_suggest_) ==
					probable_profile_hint_(probable_r_, probable_r_->probable_declared_) ?
				PROBABLE_VERDICT_MISCALIBRATED_ : PROBABLE_VERDICT_WRONG_;
	}
}

/* strcmp, a null pointer (unknown, or absent) before every string */
PROBABLE_PROFILE_FN_ int probable_profile_strcmp0_(const char *probable_a_, const char *probable_b_)
{
	if (!probable_a_ || !probable_b_)
		return (probable_a_ != PROBABLE_NULL_(probable_cstr_)) - (probable_b_ != PROBABLE_NULL_(probable_cstr_));
	return __builtin_strcmp(probable_a_, probable_b_);
}

/* the same site: everything but the counts.  One place whose condition
 * the preprocessor expanded differently (a header included under other
 * -D), a C++ site in two template instances, or one place compiled into
 * two units (whose -D may differ even where the expansion reads the
 * same) is two records: each keeps its own counts (never one rate of two
 * conditions; the tools pool the units' records only where they agree). */
PROBABLE_PROFILE_FN_ int probable_profile_key_cmp_(const void *probable_a_, const void *probable_b_)
{
	const struct probable_row_ *probable_x_ = PROBABLE_CAST_(const struct probable_row_ *, probable_a_);
	const struct probable_row_ *probable_y_ = PROBABLE_CAST_(const struct probable_row_ *, probable_b_);
	int probable_c_;
	if ((probable_c_ = __builtin_strcmp(probable_x_->probable_file_, probable_y_->probable_file_)) != 0)
		return probable_c_;
#define PROBABLE_PROFILE_CMP_FIELD_(f) \
	if (probable_x_->f != probable_y_->f) \
		return probable_x_->f < probable_y_->f ? -1 : 1
	PROBABLE_PROFILE_CMP_FIELD_(probable_line_);
	PROBABLE_PROFILE_CMP_FIELD_(probable_nth_);
	if ((probable_c_ = __builtin_strcmp(probable_x_->probable_expr_, probable_y_->probable_expr_)) != 0 ||
	    (probable_c_ = __builtin_strcmp(probable_x_->probable_func_, probable_y_->probable_func_)) != 0 ||
	    (probable_c_ = __builtin_strcmp(probable_x_->probable_macro_, probable_y_->probable_macro_)) != 0 ||
	    (probable_c_ = __builtin_strcmp(probable_x_->probable_cond_, probable_y_->probable_cond_)) != 0 ||
	    (probable_c_ = probable_profile_strcmp0_(probable_x_->probable_expanded_, probable_y_->probable_expanded_)) != 0 ||
	    (probable_c_ = probable_profile_strcmp0_(probable_x_->probable_instance_, probable_y_->probable_instance_)) != 0 ||
	    (probable_c_ = probable_profile_strcmp0_(probable_x_->probable_unit_, probable_y_->probable_unit_)) != 0 ||
	    (probable_c_ = __builtin_strcmp(probable_x_->probable_arch_, probable_y_->probable_arch_)) != 0)
		return probable_c_;
	PROBABLE_PROFILE_CMP_FIELD_(probable_kind_);
	PROBABLE_PROFILE_CMP_FIELD_(probable_size_);
	PROBABLE_PROFILE_CMP_FIELD_(probable_declared_);
	PROBABLE_PROFILE_CMP_FIELD_(probable_high_);
	PROBABLE_PROFILE_CMP_FIELD_(probable_low_);
	PROBABLE_PROFILE_CMP_FIELD_(probable_exact_);
	PROBABLE_PROFILE_CMP_FIELD_(probable_threshold_);
	PROBABLE_PROFILE_CMP_FIELD_(probable_test_below_);
	return 0;
}

/* records of one line, macro and text, from one unit, in the unit's order */
PROBABLE_PROFILE_FN_ int probable_profile_nth_cmp_(const void *probable_a_, const void *probable_b_)
{
	const struct probable_row_ *probable_x_ = PROBABLE_CAST_(const struct probable_row_ *, probable_a_);
	const struct probable_row_ *probable_y_ = PROBABLE_CAST_(const struct probable_row_ *, probable_b_);
	int probable_c_;
	if ((probable_c_ = __builtin_strcmp(probable_x_->probable_file_, probable_y_->probable_file_)) != 0)
		return probable_c_;
	PROBABLE_PROFILE_CMP_FIELD_(probable_line_);
	if ((probable_c_ = __builtin_strcmp(probable_x_->probable_macro_, probable_y_->probable_macro_)) != 0 ||
	    (probable_c_ = __builtin_strcmp(probable_x_->probable_expr_, probable_y_->probable_expr_)) != 0 ||
	    (probable_c_ = __builtin_strcmp(probable_x_->probable_tu_, probable_y_->probable_tu_)) != 0)
		return probable_c_;
	PROBABLE_PROFILE_CMP_FIELD_(probable_ecol_);
	PROBABLE_PROFILE_CMP_FIELD_(probable_order_);
	return 0;
}
#undef PROBABLE_PROFILE_CMP_FIELD_

/*
 * nth: a record's place among the records of its unit with the same file,
 * line, macro and text, in the order the preprocessor met them (Clang:
 * where each call ends first); records of one call (the same order) share
 * it.  A call the compiler dropped (folded away) is not counted.
 */
PROBABLE_PROFILE_FN_ void probable_profile_number_(struct probable_row_ *probable_rows_, probable_size_t_ probable_n_)
{
	probable_size_t_ probable_i_;
	if (!probable_n_)
		return;
	probable_profile_sys_qsort_(probable_rows_, probable_n_, sizeof(*probable_rows_), probable_profile_nth_cmp_);
	probable_rows_[0].probable_nth_ = 0;
	for (probable_i_ = 1; probable_i_ < probable_n_; probable_i_++) {
		struct probable_row_ *probable_p_ = &probable_rows_[probable_i_ - 1], *probable_r_ = &probable_rows_[probable_i_];
		if (__builtin_strcmp(probable_p_->probable_file_, probable_r_->probable_file_) || probable_p_->probable_line_ != probable_r_->probable_line_ ||
		    __builtin_strcmp(probable_p_->probable_macro_, probable_r_->probable_macro_) ||
		    __builtin_strcmp(probable_p_->probable_expr_, probable_r_->probable_expr_) || __builtin_strcmp(probable_p_->probable_tu_, probable_r_->probable_tu_))
			probable_r_->probable_nth_ = 0;
		else if (probable_p_->probable_ecol_ == probable_r_->probable_ecol_ && probable_p_->probable_order_ == probable_r_->probable_order_)
			probable_r_->probable_nth_ = probable_p_->probable_nth_;
		else
			probable_r_->probable_nth_ = probable_p_->probable_nth_ + 1;
	}
}

/* rows sorted and each site once, its counts summed (the text as written
 * kept from a row that has it); returns the number of rows */
PROBABLE_PROFILE_FN_ probable_size_t_ probable_profile_dedup_(struct probable_row_ *probable_rows_, probable_size_t_ probable_n_)
{
	probable_size_t_ probable_i_, probable_k_ = 0;
	if (probable_n_)
		probable_profile_sys_qsort_(probable_rows_, probable_n_, sizeof(*probable_rows_), probable_profile_key_cmp_);
	for (probable_i_ = 0; probable_i_ < probable_n_; probable_i_++) {
		if (probable_k_ && !probable_profile_key_cmp_(&probable_rows_[probable_k_ - 1], &probable_rows_[probable_i_])) {
			struct probable_row_ *probable_into_ = &probable_rows_[probable_k_ - 1], probable_gone_ = probable_rows_[probable_i_];
			probable_into_->probable_count_ += probable_gone_.probable_count_;
			probable_into_->probable_hits_ += probable_gone_.probable_hits_;
			probable_into_->probable_ccount_ += probable_gone_.probable_ccount_;
			if (!probable_into_->probable_texpr_ && probable_gone_.probable_texpr_) { /* keep the text of our own */
				probable_into_->probable_tfile_ = probable_gone_.probable_tfile_;
				probable_into_->probable_tfunc_ = probable_gone_.probable_tfunc_;
				probable_into_->probable_texpr_ = probable_gone_.probable_texpr_;
				probable_into_->probable_tcond_ = probable_gone_.probable_tcond_;
				probable_into_->probable_texpanded_ = probable_gone_.probable_texpanded_;
				probable_gone_.probable_texpr_ = PROBABLE_NULL_(probable_cstr_);
			}
			probable_profile_free_row_(&probable_gone_);
			continue;
		}
		probable_rows_[probable_k_++] = probable_rows_[probable_i_];
	}
	return probable_k_;
}

/* worst first: verdict, then the distance from the declared pc, then place */
PROBABLE_PROFILE_FN_ int probable_profile_order_(const void *probable_a_, const void *probable_b_)
{
	const struct probable_row_ *probable_x_ = PROBABLE_CAST_(const struct probable_row_ *, probable_a_);
	const struct probable_row_ *probable_y_ = PROBABLE_CAST_(const struct probable_row_ *, probable_b_);
	double probable_dx_ = probable_x_->probable_observed_ - probable_x_->probable_declared_, probable_dy_ = probable_y_->probable_observed_ - probable_y_->probable_declared_;
	int probable_c_;
	if (probable_x_->probable_verdict_ != probable_y_->probable_verdict_)
		return probable_x_->probable_verdict_ - probable_y_->probable_verdict_;
	if (probable_x_->probable_count_ && probable_y_->probable_count_) {
		if (probable_dx_ < 0)
			probable_dx_ = -probable_dx_;
		if (probable_dy_ < 0)
			probable_dy_ = -probable_dy_;
		if (probable_dx_ > probable_dy_)
			return -1;
		if (probable_dx_ < probable_dy_)
			return 1;
	}
	probable_c_ = __builtin_strcmp(probable_x_->probable_file_, probable_y_->probable_file_);
	if (probable_c_)
		return probable_c_;
	if (probable_x_->probable_line_ != probable_y_->probable_line_)
		return probable_x_->probable_line_ < probable_y_->probable_line_ ? -1 : 1;
	if (probable_x_->probable_nth_ != probable_y_->probable_nth_)
		return probable_x_->probable_nth_ < probable_y_->probable_nth_ ? -1 : 1;
	return probable_profile_key_cmp_(probable_a_, probable_b_);
}

/* ---- text -------------------------------------------------------------------------- */

PROBABLE_PROFILE_FN_ void probable_profile_put_(struct probable_buf_ *probable_b_, const char *probable_s_, probable_size_t_ probable_n_)
{
	if (probable_b_->probable_oom_)
		return;
	if (probable_b_->probable_n_ + probable_n_ + 1 > probable_b_->probable_cap_) {
		probable_size_t_ probable_cap_ = probable_b_->probable_cap_ ? probable_b_->probable_cap_ : 4096;
		char *probable_p_;
		while (probable_b_->probable_n_ + probable_n_ + 1 > probable_cap_)
			probable_cap_ *= 2;
		probable_p_ = PROBABLE_CAST_(char *, probable_profile_sys_realloc_(probable_b_->probable_p_, probable_cap_));
		if (!probable_p_) {
			probable_b_->probable_oom_ = 1;
			return;
		}
		probable_b_->probable_p_ = probable_p_;
		probable_b_->probable_cap_ = probable_cap_;
	}
	__builtin_memcpy(probable_b_->probable_p_ + probable_b_->probable_n_, probable_s_, probable_n_);
	probable_b_->probable_n_ += probable_n_;
	probable_b_->probable_p_[probable_b_->probable_n_] = 0;
}

PROBABLE_PROFILE_FN_ void probable_profile_puts_(struct probable_buf_ *probable_b_, const char *probable_s_)
{
	probable_profile_put_(probable_b_, probable_s_, __builtin_strlen(probable_s_));
}

PROBABLE_PROFILE_DECL_ void probable_profile_vprintf_(struct probable_buf_ *probable_b_, const char *probable_fmt_,
						  __builtin_va_list probable_ap_) __attribute__((__format__(__printf__, 2, 0)));
PROBABLE_PROFILE_FN_ void probable_profile_vprintf_(struct probable_buf_ *probable_b_, const char *probable_fmt_,
						__builtin_va_list probable_ap_)
{
	char probable_small_[256];
	__builtin_va_list probable_aq_;
	int probable_n_;
	__builtin_va_copy(probable_aq_, probable_ap_);
	probable_n_ = probable_profile_sys_vsnprintf_(probable_small_, sizeof probable_small_, probable_fmt_, probable_ap_);
	if (probable_n_ >= 0 && PROBABLE_CAST_(probable_size_t_, probable_n_) < sizeof probable_small_) {
		probable_profile_put_(probable_b_, probable_small_, PROBABLE_CAST_(probable_size_t_, probable_n_));
	} else if (probable_n_ >= 0) {
		char *probable_big_ = PROBABLE_CAST_(char *, probable_profile_alloc_(PROBABLE_CAST_(probable_size_t_, probable_n_) + 1));
		probable_profile_sys_vsnprintf_(probable_big_, PROBABLE_CAST_(probable_size_t_, probable_n_) + 1, probable_fmt_, probable_aq_);
		probable_profile_put_(probable_b_, probable_big_, PROBABLE_CAST_(probable_size_t_, probable_n_));
		probable_profile_sys_free_(probable_big_);
	}
	__builtin_va_end(probable_aq_);
}

PROBABLE_PROFILE_DECL_ void probable_profile_printf_(struct probable_buf_ *probable_b_, const char *probable_fmt_, ...)
	__attribute__((__format__(__printf__, 2, 3)));
PROBABLE_PROFILE_FN_ void probable_profile_printf_(struct probable_buf_ *probable_b_, const char *probable_fmt_, ...)
{
	__builtin_va_list probable_ap_;
	__builtin_va_start(probable_ap_, probable_fmt_);
	probable_profile_vprintf_(probable_b_, probable_fmt_, probable_ap_);
	__builtin_va_end(probable_ap_);
}

/* a message on stderr (fd 2), in one write */
PROBABLE_PROFILE_FN_ void probable_profile_say_(const char *probable_fmt_, ...)
{
	struct probable_buf_ probable_b_ = { PROBABLE_NULL_(probable_charp_), 0, 0, 0, 0 };
	__builtin_va_list probable_ap_;
	__builtin_va_start(probable_ap_, probable_fmt_);
	probable_profile_vprintf_(&probable_b_, probable_fmt_, probable_ap_);
	__builtin_va_end(probable_ap_);
	if (probable_b_.probable_p_)
		(void)probable_profile_sys_write_(2, probable_b_.probable_p_, probable_b_.probable_n_);
	probable_profile_sys_free_(probable_b_.probable_p_);
}

/* snprintf() */
PROBABLE_PROFILE_FN_ void probable_profile_snprintf_(char *probable_s_, probable_size_t_ probable_n_, const char *probable_fmt_, ...)
{
	__builtin_va_list probable_ap_;
	__builtin_va_start(probable_ap_, probable_fmt_);
	(void)probable_profile_sys_vsnprintf_(probable_s_, probable_n_, probable_fmt_, probable_ap_);
	__builtin_va_end(probable_ap_);
}

/* v in decimal, without printf's long long (C90, C++98) */
PROBABLE_PROFILE_FN_ const char *probable_profile_dec_(char *probable_buf_, probable_u64_ probable_v_)
{
	char *probable_p_ = probable_buf_ + 23;
	*probable_p_ = 0;
	do
		*--probable_p_ = PROBABLE_CAST_(char, '0' + PROBABLE_CAST_(int, probable_v_ % 10));
	while (probable_v_ /= 10);
	return probable_p_;
}

/* s as the contents of a JSON string: valid UTF-8 kept, '"', '\\' and
 * control characters escaped, and any other byte (Latin-1, say) written as
 * the code point of its value, so the report is always valid UTF-8 JSON */
PROBABLE_PROFILE_FN_ char *probable_profile_json_escape_(const char *probable_s_)
{
	struct probable_buf_ probable_b_ = { PROBABLE_NULL_(probable_charp_), 0, 0, 0, 0 };
	const unsigned char *probable_u_ = PROBABLE_PTR_(const unsigned char *, PROBABLE_ADDR_(probable_s_));
	probable_profile_put_(&probable_b_, "", 0);
	while (*probable_u_) {
		unsigned char probable_c_ = *probable_u_;
		int probable_len_ = probable_c_ >= 0xf0 && probable_c_ <= 0xf4 ? 4 : probable_c_ >= 0xe0 ? 3 : probable_c_ >= 0xc2 ? 2 : 0;
		int probable_k_, probable_ok_ = probable_len_ > 0 && probable_c_ < 0xf5;
		for (probable_k_ = 1; probable_ok_ && probable_k_ < probable_len_; probable_k_++)
			probable_ok_ = (probable_u_[probable_k_] & 0xc0) == 0x80;
		/* no overlong 3/4-byte forms, no surrogates, nothing above U+10FFFF */
		if (probable_ok_ && probable_len_ == 3)
			probable_ok_ = !(probable_c_ == 0xe0 && probable_u_[1] < 0xa0) && !(probable_c_ == 0xed && probable_u_[1] >= 0xa0);
		if (probable_ok_ && probable_len_ == 4)
			probable_ok_ = !(probable_c_ == 0xf0 && probable_u_[1] < 0x90) && !(probable_c_ == 0xf4 && probable_u_[1] >= 0x90);
		if (probable_ok_) {
			probable_profile_put_(&probable_b_, PROBABLE_PTR_(const char *, PROBABLE_ADDR_(probable_u_)), PROBABLE_CAST_(probable_size_t_, probable_len_));
			probable_u_ += probable_len_;
			continue;
		}
		if (probable_c_ == '"' || probable_c_ == '\\')
			probable_profile_printf_(&probable_b_, "\\%c", probable_c_);
		else if (probable_c_ < 0x20 || probable_c_ >= 0x7f)
			probable_profile_printf_(&probable_b_, "\\u%04x", probable_c_);
		else
			probable_profile_put_(&probable_b_, PROBABLE_PTR_(const char *, PROBABLE_ADDR_(probable_u_)), 1);
		probable_u_++;
	}
	if (probable_b_.probable_oom_)
		probable_profile_oom_();
	return probable_b_.probable_p_;
}

/* a path with "//", "/./" and "dir/../" taken out (leading "../" kept) */
PROBABLE_PROFILE_FN_ char *probable_profile_normalise_(const char *probable_path_)
{
	probable_size_t_ probable_n_ = __builtin_strlen(probable_path_);
	char *probable_out_ = PROBABLE_CAST_(char *, probable_profile_alloc_(probable_n_ + 2));
	probable_size_t_ probable_o_ = 0, probable_keep_ = 0; /* keep: bytes that ".." may not remove */
	const char *probable_p_ = probable_path_;

	if (*probable_p_ == '/') {
		probable_out_[probable_o_++] = '/';
		probable_keep_ = 1;
	}
	while (*probable_p_) {
		const char *probable_e_;
		probable_size_t_ probable_len_;
		while (*probable_p_ == '/')
			probable_p_++;
		for (probable_e_ = probable_p_; *probable_e_ && *probable_e_ != '/'; probable_e_++)
			;
		probable_len_ = PROBABLE_CAST_(probable_size_t_, probable_e_ - probable_p_);
		if (probable_len_ == 0 || (probable_len_ == 1 && probable_p_[0] == '.')) {
			/* nothing */
		} else if (probable_len_ == 2 && probable_p_[0] == '.' && probable_p_[1] == '.' && probable_o_ > probable_keep_) {
			/* drop the last component */
			while (probable_o_ > probable_keep_ && probable_out_[probable_o_ - 1] != '/')
				probable_o_--;
			if (probable_o_ > probable_keep_)
				probable_o_--; /* its slash */
		} else {
			if (probable_o_ > 0 && probable_out_[probable_o_ - 1] != '/')
				probable_out_[probable_o_++] = '/';
			__builtin_memcpy(probable_out_ + probable_o_, probable_p_, probable_len_);
			probable_o_ += probable_len_;
			if (probable_len_ == 2 && probable_p_[0] == '.' && probable_p_[1] == '.')
				probable_keep_ = probable_o_; /* a leading "..": kept */
		}
		probable_p_ = probable_e_;
	}
	if (probable_o_ == 0)
		probable_out_[probable_o_++] = '.';
	probable_out_[probable_o_] = 0;
	return probable_out_;
}

/* this run's name: PROBABLE_PROFILE_RUN (letters, digits, "._-:" kept,
 * others made "_"), else this exec's AT_RANDOM bytes in hex */
PROBABLE_PROFILE_FN_ void probable_profile_run_id_(char *probable_out_, probable_size_t_ probable_size_)
{
	const char *probable_e_ = probable_profile_sys_getauxval_(PROBABLE_AT_SECURE_) ? PROBABLE_NULL_(probable_cstr_) : probable_profile_sys_getenv_("PROBABLE_PROFILE_RUN");
	const unsigned char *probable_r_ = PROBABLE_PTR_(const unsigned char *, probable_profile_sys_getauxval_(PROBABLE_AT_RANDOM_));
	probable_size_t_ probable_i_;
	if (probable_e_ && *probable_e_) {
		for (probable_i_ = 0; probable_e_[probable_i_] && probable_i_ + 1 < probable_size_; probable_i_++) {
			char probable_c_ = probable_e_[probable_i_];
			probable_out_[probable_i_] = ((probable_c_ >= 'a' && probable_c_ <= 'z') || (probable_c_ >= 'A' && probable_c_ <= 'Z') ||
						     (probable_c_ >= '0' && probable_c_ <= '9') || probable_c_ == '.' || probable_c_ == '_' ||
						     probable_c_ == '-' || probable_c_ == ':') ? probable_c_ : '_';
		}
		probable_out_[probable_i_] = 0;
	} else if (probable_r_) {
		for (probable_i_ = 0; probable_i_ < 16 && 2 * probable_i_ + 2 < probable_size_; probable_i_++)
			probable_profile_snprintf_(probable_out_ + 2 * probable_i_, 3, "%02x", probable_r_[probable_i_]);
	} else {
		probable_profile_snprintf_(probable_out_, probable_size_, "pid%ld", PROBABLE_CAST_(long, probable_profile_sys_getpid_()));
	}
}

/* ---- rows ------------------------------------------------------------------------- */

/* this object's sites with their counts so far, one row per distinct site;
 * *n_out gets the number of rows */
/* a row from a record and its counts (the strings are made later) */
PROBABLE_PROFILE_FN_ void probable_profile_row_of_(struct probable_row_ *probable_r_, const struct probable_site_ *probable_s_,
						   const probable_u64_ *probable_c_)
{
	/* expr: as written, NUL, as the macro formed it, NUL, expanded;
	 * arch: the arch, NUL, the unit's main file, NUL, the macro's name */
	const char *probable_cond_ = probable_s_->probable_expr_ + __builtin_strlen(probable_s_->probable_expr_) + 1;
	const char *probable_expanded_ = probable_cond_ + __builtin_strlen(probable_cond_) + 1;
	const char *probable_tu_ = probable_s_->probable_arch_ + __builtin_strlen(probable_s_->probable_arch_) + 1;
	probable_r_->probable_tfile_ = probable_s_->probable_file_;
	probable_r_->probable_tfunc_ = probable_s_->probable_func_;
	probable_r_->probable_texpr_ = probable_s_->probable_expr_;
	probable_r_->probable_tcond_ = *probable_cond_ ? probable_cond_ : probable_s_->probable_expr_;
	probable_r_->probable_tu_ = probable_tu_;
	/* for now (the strings are made later) */
	probable_r_->probable_macro_ = PROBABLE_PTR_(char *, PROBABLE_ADDR_(probable_tu_ + __builtin_strlen(probable_tu_) + 1));
	probable_r_->probable_expanded_ = PROBABLE_PTR_(char *, PROBABLE_ADDR_(probable_expanded_));
	probable_r_->probable_texpanded_ = probable_expanded_;
	probable_r_->probable_instance_ = PROBABLE_PTR_(char *, PROBABLE_ADDR_(probable_s_->probable_instance_));
	probable_r_->probable_arch_ = PROBABLE_PTR_(char *, PROBABLE_ADDR_(probable_s_->probable_arch_));
	probable_r_->probable_line_ = probable_s_->probable_line_;
	probable_r_->probable_order_ = probable_s_->probable_order_;
	probable_r_->probable_ecol_ = probable_s_->probable_ecol_;
	probable_r_->probable_size_ = probable_s_->probable_size_;
	probable_r_->probable_kind_ = probable_s_->probable_kind_;
	probable_r_->probable_declared_ = probable_s_->probable_declared_;
	probable_r_->probable_high_ = probable_s_->probable_high_;
	probable_r_->probable_low_ = probable_s_->probable_low_;
	probable_r_->probable_exact_ = probable_s_->probable_exact_;
	probable_r_->probable_threshold_ = probable_s_->probable_threshold_;
	probable_r_->probable_test_below_ = probable_s_->probable_test_below_;
	/* c: false, true, and false, true when the compiler knew the outcome */
	probable_r_->probable_count_ = probable_c_[0] + probable_c_[1] + probable_c_[2] + probable_c_[3];
	probable_r_->probable_hits_ = probable_c_[1] + probable_c_[3];
	probable_r_->probable_ccount_ = probable_c_[2] + probable_c_[3];
}

/* this object's sites with their counts so far, one row per distinct site;
 * *n_out gets the number of rows */
PROBABLE_PROFILE_FN_ struct probable_row_ *probable_profile_rows_(probable_size_t_ *probable_n_out_)
{
	struct probable_object_ *probable_o_ = &probable_profile_object_;
	struct probable_block_ *probable_b_;
	struct probable_gview_ *probable_v_;
	struct probable_row_ *probable_rows_;
	PROBABLE_UINTPTR_ probable_i_, probable_n_;

	probable_profile_init_();
	probable_profile_lock_();
	probable_n_ = probable_o_->probable_n_ + probable_o_->probable_ng_;
	probable_rows_ = PROBABLE_CAST_(struct probable_row_ *, probable_profile_alloc_((probable_n_ + 1) * sizeof(*probable_rows_)));
	for (probable_i_ = 0; probable_i_ < probable_o_->probable_n_; probable_i_++) {
		probable_u64_ probable_c_[4];
		int probable_j_;
		for (probable_j_ = 0; probable_j_ < 4; probable_j_++) {
			probable_c_[probable_j_] = probable_o_->probable_totals_[4 * probable_i_ + PROBABLE_CAST_(unsigned, probable_j_)];
			for (probable_b_ = probable_o_->probable_blocks_; probable_b_; probable_b_ = probable_b_->probable_next_)
				probable_c_[probable_j_] += __atomic_load_n(&probable_b_->probable_counts_[PROBABLE_SITE_WORDS_ * probable_i_ + PROBABLE_CAST_(unsigned, probable_j_)],
									    __ATOMIC_RELAXED);
		}
		probable_profile_row_of_(&probable_rows_[probable_i_], &probable_profile_sites_[probable_i_], probable_c_);
	}
	for (probable_v_ = probable_o_->probable_gsites_; probable_v_ && probable_i_ < probable_n_; probable_v_ = probable_v_->probable_next_, probable_i_++) {
		probable_u64_ probable_c_[4];
		probable_c_[0] = __atomic_load_n(&probable_v_->probable_n_[0], __ATOMIC_RELAXED);
		probable_c_[1] = __atomic_load_n(&probable_v_->probable_n_[1], __ATOMIC_RELAXED);
		probable_c_[2] = __atomic_load_n(&probable_v_->probable_n_[2], __ATOMIC_RELAXED);
		probable_c_[3] = __atomic_load_n(&probable_v_->probable_n_[3], __ATOMIC_RELAXED);
		probable_profile_row_of_(&probable_rows_[probable_i_], &probable_v_->probable_site_, probable_c_);
	}
	probable_profile_unlock_();
	for (probable_i_ = 0; probable_i_ < probable_n_; probable_i_++) {
		struct probable_row_ *probable_r_ = &probable_rows_[probable_i_];
		char *probable_norm_ = probable_profile_normalise_(probable_r_->probable_tfile_);
		probable_r_->probable_file_ = probable_profile_json_escape_(probable_norm_);
		probable_r_->probable_tfile_ = probable_norm_;
		probable_r_->probable_func_ = probable_profile_json_escape_(probable_r_->probable_tfunc_);
		probable_r_->probable_expr_ = probable_profile_json_escape_(probable_r_->probable_texpr_);
		probable_r_->probable_cond_ = probable_profile_json_escape_(probable_r_->probable_tcond_);
		probable_r_->probable_macro_ = probable_profile_json_escape_(probable_r_->probable_macro_);
		probable_r_->probable_expanded_ = probable_profile_json_escape_(probable_r_->probable_expanded_);
		probable_r_->probable_instance_ = probable_r_->probable_instance_ ?
			probable_profile_json_escape_(probable_r_->probable_instance_) : PROBABLE_NULL_(probable_charp_);
		probable_r_->probable_arch_ = probable_profile_json_escape_(probable_r_->probable_arch_);
		probable_norm_ = probable_profile_normalise_(probable_r_->probable_tu_);
		probable_r_->probable_unit_ = probable_profile_json_escape_(probable_norm_);
		probable_profile_sys_free_(probable_norm_);
	}
	/* two calls on one line are two sites; one call reached through two
	 * spellings of its path is one; one call compiled into several
	 * translation units (an inline function in a header) is one record
	 * per unit */
	probable_profile_number_(probable_rows_, probable_n_);
	*probable_n_out_ = probable_profile_dedup_(probable_rows_, probable_n_);
	return probable_rows_;
}

/* a row's strings (for this object's own rows tfile is a copy too) */
PROBABLE_PROFILE_FN_ void probable_profile_free_row_(struct probable_row_ *probable_r_)
{
	probable_profile_sys_free_(probable_r_->probable_file_);
	probable_profile_sys_free_(probable_r_->probable_func_);
	probable_profile_sys_free_(probable_r_->probable_expr_);
	probable_profile_sys_free_(probable_r_->probable_macro_);
	probable_profile_sys_free_(probable_r_->probable_arch_);
	probable_profile_sys_free_(probable_r_->probable_cond_);
	probable_profile_sys_free_(probable_r_->probable_expanded_);
	probable_profile_sys_free_(probable_r_->probable_instance_);
	probable_profile_sys_free_(probable_r_->probable_unit_);
	if (probable_r_->probable_texpr_)
		probable_profile_sys_free_(PROBABLE_CAST_(void *, PROBABLE_PTR_(char *, PROBABLE_ADDR_(probable_r_->probable_tfile_))));
}

PROBABLE_PROFILE_FN_ void probable_profile_free_rows_(struct probable_row_ *probable_rows_, probable_size_t_ probable_n_)
{
	probable_size_t_ probable_i_;
	for (probable_i_ = 0; probable_i_ < probable_n_; probable_i_++)
		probable_profile_free_row_(&probable_rows_[probable_i_]);
	probable_profile_sys_free_(probable_rows_);
}

/* ---- the two formats ----------------------------------------------------------------- */

/* "key": x with 4 decimals, whatever the program's LC_NUMERIC says */
PROBABLE_PROFILE_FN_ void probable_profile_fixed4_(struct probable_buf_ *probable_out_, const char *probable_key_, double probable_x_)
{
	probable_u64_ probable_v_ = PROBABLE_CAST_(probable_u64_, probable_x_ * 10000.0 + 0.5);
	char probable_d_[24];
	probable_profile_printf_(probable_out_, "\"%s\": %s.%04u, ", probable_key_, probable_profile_dec_(probable_d_, probable_v_ / 10000),
				 PROBABLE_CAST_(unsigned, probable_v_ % 10000));
}

/* x to 1 decimal as tools/probable/judge.py's num(round(x, 1)) writes it:
 * 5, 2.5 (both round the binary value exactly, ties to even) */
PROBABLE_PROFILE_FN_ const char *probable_profile_dec1_(char *probable_buf_, double probable_x_)
{
	probable_size_t_ probable_n_;
	probable_profile_snprintf_(probable_buf_, 24, "%.1f", probable_x_);
	probable_n_ = __builtin_strlen(probable_buf_);
	if (probable_n_ > 2 && !__builtin_strcmp(probable_buf_ + probable_n_ - 2, ".0"))
		probable_buf_[probable_n_ - 2] = 0;
	return probable_buf_;
}

/* the one sentence that says why a site is few, constant or needless
 * (nothing else): judge.py's words */
PROBABLE_PROFILE_FN_ void probable_profile_why_(struct probable_buf_ *probable_out_, const struct probable_row_ *probable_r_)
{
	char probable_d1_[24], probable_d2_[24];
	if (probable_r_->probable_verdict_ == PROBABLE_VERDICT_NEEDLESS_)
		probable_profile_printf_(probable_out_, "true %.1f%% (99%% interval %s-%s): the measured %d lies between %s's "
					 "thresholds %d and %d, where no hint is emitted, and the %s%s can go",
					 probable_r_->probable_observed_, probable_profile_dec1_(probable_d1_, probable_r_->probable_lo_),
					 probable_profile_dec1_(probable_d2_, probable_r_->probable_hi_), probable_r_->probable_suggest_,
					 *probable_r_->probable_arch_ ? probable_r_->probable_arch_ : "this arch",
					 probable_r_->probable_low_, probable_r_->probable_high_, probable_r_->probable_macro_,
					 probable_r_->probable_macro_[0] == '[' ? "" : "()");
	else if (probable_r_->probable_verdict_ == PROBABLE_VERDICT_CONSTANT_)
		probable_profile_printf_(probable_out_, "constant here (%s): the compiler knew the %s in this build",
					 probable_r_->probable_arch_,
					 probable_r_->probable_kind_ == PROBABLE_SITE_UNALIGNED_ ? "alignment" : "condition");
	else if (probable_r_->probable_verdict_ == PROBABLE_VERDICT_FEW_ && probable_r_->probable_count_ < probable_r_->probable_min_)
		probable_profile_printf_(probable_out_, "%s evaluation%s, fewer than the minimum of %s",
					 probable_profile_dec_(probable_d1_, probable_r_->probable_count_),
					 probable_r_->probable_count_ == 1 ? "" : "s", probable_profile_dec_(probable_d2_, probable_r_->probable_min_));
	else if (probable_r_->probable_verdict_ == PROBABLE_VERDICT_FEW_)
		probable_profile_puts_(probable_out_, "the 99% interval is wider than 10 points");
}

PROBABLE_PROFILE_FN_ void probable_profile_json_(struct probable_buf_ *probable_out_, const char *probable_run_,
						 probable_u64_ probable_dumps_, struct probable_row_ *probable_rows_, probable_size_t_ probable_n_)
{
	probable_size_t_ probable_i_;
	char probable_d1_[24], probable_d2_[24];
	probable_profile_printf_(probable_out_, "{\"format\": \"probable-profile\", \"version\": 3, \"source\": \"profile\", "
				 "\"run\": \"%s\", \"dumps\": %s, \"sites\": [",
				 probable_run_, probable_profile_dec_(probable_d1_, probable_dumps_));
	for (probable_i_ = 0; probable_i_ < probable_n_; probable_i_++) {
		const struct probable_row_ *probable_r_ = &probable_rows_[probable_i_];
		probable_profile_printf_(probable_out_, "%s\n  {\"file\": \"%s\", \"line\": %d, \"nth\": %d, \"col\": %d, \"func\": \"%s\", "
					 "\"expr\": \"%s\", ", probable_i_ ? "," : "", probable_r_->probable_file_, probable_r_->probable_line_,
					 probable_r_->probable_nth_, probable_r_->probable_col_, probable_r_->probable_func_, probable_r_->probable_expr_);
		probable_profile_printf_(probable_out_, "\"cond\": \"%s\", ", probable_r_->probable_cond_);
		if (probable_r_->probable_expanded_)
			probable_profile_printf_(probable_out_, "\"expanded\": \"%s\", ", probable_r_->probable_expanded_);
		if (probable_r_->probable_instance_)
			probable_profile_printf_(probable_out_, "\"instance\": \"%s\", ", probable_r_->probable_instance_);
		if (probable_r_->probable_unit_)
			probable_profile_printf_(probable_out_, "\"unit\": \"%s\", ", probable_r_->probable_unit_);
		probable_profile_printf_(probable_out_, "\"macro\": \"%s\", "
					 "\"kind\": \"%s\", \"arch\": \"%s\", \"declared\": %d, \"high\": %d, \"low\": %d, \"exact\": %d, "
					 "\"threshold\": %d, \"test_below\": %d, \"size\": %d, \"constant\": %d, \"source\": \"profile\", ",
					 probable_r_->probable_macro_,
					 probable_r_->probable_kind_ == PROBABLE_SITE_UNALIGNED_ ? "unaligned" : "branch", probable_r_->probable_arch_,
					 probable_r_->probable_declared_, probable_r_->probable_high_, probable_r_->probable_low_, probable_r_->probable_exact_,
					 probable_r_->probable_threshold_, probable_r_->probable_test_below_, probable_r_->probable_size_,
					 probable_r_->probable_count_ && probable_r_->probable_ccount_ == probable_r_->probable_count_);
		probable_profile_printf_(probable_out_, "\"count\": %s, \"hits\": %s, ",
					 probable_profile_dec_(probable_d1_, probable_r_->probable_count_), probable_profile_dec_(probable_d2_, probable_r_->probable_hits_));
		probable_profile_fixed4_(probable_out_, "observed", probable_r_->probable_observed_);
		probable_profile_fixed4_(probable_out_, "ci_low", probable_r_->probable_lo_);
		probable_profile_fixed4_(probable_out_, "ci_high", probable_r_->probable_hi_);
		probable_profile_printf_(probable_out_, "\"hint\": \"%s\", \"verdict\": \"%s\", \"suggest\": %d, \"suggest_hint\": \"%s\", ",
					 probable_profile_hint_name_(probable_r_, probable_r_->probable_declared_),
					 probable_profile_verdict_name_(probable_r_->probable_verdict_), probable_r_->probable_suggest_,
					 probable_profile_hint_name_(probable_r_, probable_r_->probable_suggest_));
		probable_profile_printf_(probable_out_, "\"needed\": %s", probable_profile_dec_(probable_d1_, probable_r_->probable_needed_));
		if (probable_r_->probable_verdict_ == PROBABLE_VERDICT_CONSTANT_ || probable_r_->probable_verdict_ == PROBABLE_VERDICT_FEW_ ||
		    probable_r_->probable_verdict_ == PROBABLE_VERDICT_NEEDLESS_) {
			probable_profile_puts_(probable_out_, ", \"why\": \"");
			probable_profile_why_(probable_out_, probable_r_);
			probable_profile_puts_(probable_out_, "\"");
		}
		probable_profile_puts_(probable_out_, "}");
	}
	probable_profile_puts_(probable_out_, probable_n_ ? "\n]}\n" : "]}\n");
}

PROBABLE_PROFILE_FN_ void probable_profile_text_(struct probable_buf_ *probable_out_, const char *probable_run_,
						 struct probable_row_ *probable_rows_, probable_size_t_ probable_n_)
{
	probable_size_t_ probable_i_;
	char probable_d1_[24];
	int probable_claim_, probable_turn_;
	unsigned long probable_sites_ = probable_n_; /* no cast: size_t is unsigned long on most targets */
	probable_profile_printf_(probable_out_, "probable profile: %lu site%s, worst first (run %s, pid %ld)\n",
				 probable_sites_, probable_n_ == 1 ? "" : "s", probable_run_,
				 PROBABLE_CAST_(long, probable_profile_sys_getpid_()));
	probable_profile_printf_(probable_out_, "%-13s %4s %8s %-21s %-8s %12s  %-26s %s\n", "verdict", "pc", "observed",
				 "99% interval", "hint", "count", "where", "what");
	for (probable_i_ = 0; probable_i_ < probable_n_; probable_i_++) {
		const struct probable_row_ *probable_r_ = &probable_rows_[probable_i_];
		char probable_interval_[48];
		probable_profile_snprintf_(probable_interval_, sizeof probable_interval_, "[%.2f, %.2f]", probable_r_->probable_lo_, probable_r_->probable_hi_);
		probable_profile_printf_(probable_out_, "%-13s %4d %7.2f%% %-21s %-8s %12s  ",
					 probable_profile_verdict_name_(probable_r_->probable_verdict_), probable_r_->probable_declared_,
					 probable_r_->probable_observed_, probable_interval_,
					 probable_profile_hint_name_(probable_r_, probable_r_->probable_declared_),
					 probable_profile_dec_(probable_d1_, probable_r_->probable_count_));
		probable_profile_printf_(probable_out_, "%s:%d", probable_r_->probable_tfile_, probable_r_->probable_line_);
		if (probable_r_->probable_col_)
			probable_profile_printf_(probable_out_, ":%d", probable_r_->probable_col_);
		if (probable_r_->probable_nth_)
			probable_profile_printf_(probable_out_, " (call %d on the line)", probable_r_->probable_nth_ + 1);
		probable_profile_printf_(probable_out_, " %s()", probable_r_->probable_tfunc_);
		probable_profile_printf_(probable_out_, " %s%s", probable_r_->probable_kind_ == PROBABLE_SITE_UNALIGNED_ ? "misaligned: " : "",
					 probable_r_->probable_texpr_);
		if (probable_r_->probable_tcond_ && __builtin_strcmp(probable_r_->probable_tcond_, probable_r_->probable_texpr_))
			probable_profile_printf_(probable_out_, " (%s: %s)", probable_r_->probable_macro_, probable_r_->probable_tcond_);
		/* the condition as the preprocessor expanded it, where that says more */
		if (probable_r_->probable_texpanded_ && __builtin_strcmp(probable_r_->probable_texpanded_, probable_r_->probable_texpr_) &&
		    (!probable_r_->probable_tcond_ || __builtin_strcmp(probable_r_->probable_texpanded_, probable_r_->probable_tcond_)))
			probable_profile_printf_(probable_out_, " [expanded: %s]", probable_r_->probable_texpanded_);
		probable_profile_puts_(probable_out_, "\n");
		/* a likely()/unlikely() laid out for the rarer case: turned round,
		 * or dropped where the measured pc gives no hint (judge.py's
		 * direction_fix, the tools' words) */
		probable_claim_ = probable_profile_direction_(probable_r_);
		probable_turn_ = probable_r_->probable_suggest_ > probable_r_->probable_high_ ? 1 :
				 probable_r_->probable_suggest_ < probable_r_->probable_low_ ? -1 : 0;
		if (probable_r_->probable_verdict_ == PROBABLE_VERDICT_WRONG_ && probable_claim_ && probable_turn_ != probable_claim_)
			probable_profile_printf_(probable_out_, "%13s %s (%s here): the code is laid out for the rarer case\n", "",
						 !probable_turn_ ? "drop the hint" : probable_turn_ > 0 ? "make it likely" : "make it unlikely",
						 !probable_turn_ ? "no hint" : probable_turn_ > 0 ? "likely" : "unlikely");
		else if (probable_r_->probable_verdict_ <= PROBABLE_VERDICT_MISCALIBRATED_)
			probable_profile_printf_(probable_out_, "%13s write %d (%s here)\n", "", probable_r_->probable_suggest_,
						 probable_profile_hint_name_(probable_r_, probable_r_->probable_suggest_));
		else if (probable_r_->probable_verdict_ == PROBABLE_VERDICT_FEW_)
			probable_profile_printf_(probable_out_, "%13s about %s evaluations would tell\n", "",
						 probable_profile_dec_(probable_d1_, probable_r_->probable_needed_));
		else if (probable_r_->probable_verdict_ == PROBABLE_VERDICT_CONSTANT_)
			probable_profile_printf_(probable_out_, "%13s known to the compiler here (%s): not judged from this build\n", "",
						 probable_r_->probable_arch_);
		else if (probable_r_->probable_verdict_ == PROBABLE_VERDICT_NEEDLESS_) {
			probable_profile_printf_(probable_out_, "%13s ", "");
			probable_profile_why_(probable_out_, probable_r_);
			probable_profile_puts_(probable_out_, "\n");
		}
	}
}

/* every row judged, worst first */
PROBABLE_PROFILE_FN_ void probable_profile_judge_all_(struct probable_row_ *probable_rows_, probable_size_t_ probable_n_)
{
	probable_u64_ probable_min_ = probable_profile_min_count_();
	probable_size_t_ probable_i_;
	for (probable_i_ = 0; probable_i_ < probable_n_; probable_i_++)
		probable_profile_judge_(&probable_rows_[probable_i_], probable_min_);
	if (probable_n_)
		probable_profile_sys_qsort_(probable_rows_, probable_n_, sizeof(*probable_rows_), probable_profile_order_);
}

/* "text" 0, "json" 1, unset or empty: dflt; anything else -1 */
PROBABLE_PROFILE_FN_ int probable_profile_format_(const char *probable_format_, int probable_dflt_)
{
	if (!probable_format_ || !*probable_format_)
		return probable_dflt_;
	if (!__builtin_strcmp(probable_format_, "text"))
		return 0;
	if (!__builtin_strcmp(probable_format_, "json"))
		return 1;
	return -1;
}

/* this object's report now, judged, into b (b->sites: how many) */
PROBABLE_PROFILE_FN_ void probable_profile_report_(struct probable_buf_ *probable_b_, int probable_json_)
{
	struct probable_row_ *probable_rows_;
	probable_size_t_ probable_n_;
	char probable_run_[80];
	probable_rows_ = probable_profile_rows_(&probable_n_);
	probable_profile_judge_all_(probable_rows_, probable_n_);
	probable_profile_run_id_(probable_run_, sizeof probable_run_);
	if (probable_json_)
		probable_profile_json_(probable_b_, probable_run_, 1, probable_rows_, probable_n_);
	else
		probable_profile_text_(probable_b_, probable_run_, probable_rows_, probable_n_);
	if (probable_b_->probable_oom_)
		probable_profile_oom_();
	probable_b_->probable_sites_ = PROBABLE_CAST_(int, probable_n_);
	probable_profile_free_rows_(probable_rows_, probable_n_);
}

PROBABLE_PROFILE_FN_ int probable_profile_write(void *probable_out_, const char *probable_format_)
{
	struct probable_buf_ probable_b_ = { PROBABLE_NULL_(probable_charp_), 0, 0, 0, 0 };
	int probable_n_;
	int probable_json_ = probable_profile_format_(probable_format_ ? probable_format_ :
			     probable_profile_sys_getauxval_(PROBABLE_AT_SECURE_) ? PROBABLE_NULL_(probable_cstr_) :
			     probable_profile_sys_getenv_("PROBABLE_PROFILE_FORMAT"), 0);

	if (probable_json_ < 0 || !probable_out_) {
		PROBABLE_ERRNO_ = PROBABLE_EINVAL_;
		return -1;
	}
	probable_profile_report_(&probable_b_, probable_json_);
	probable_n_ = probable_b_.probable_sites_;
	if (probable_profile_sys_fwrite_(probable_b_.probable_p_, 1, probable_b_.probable_n_, probable_out_) != probable_b_.probable_n_ ||
	    probable_profile_sys_fflush_(probable_out_) != 0)
		probable_n_ = -1;
	probable_profile_sys_free_(probable_b_.probable_p_);
	return probable_n_;
}

#ifdef __cplusplus
}
#endif

#include "probable_profile_file.h"

#ifdef PROBABLE_PROFILE_QUIET_BUFFERS_
#pragma clang diagnostic pop
#endif

#endif /* PROBABLE_PROFILE_RUNTIME_H */
