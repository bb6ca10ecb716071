/* SPDX-License-Identifier: MIT */
/*
 * probable_profile_file.h - profile mode: where the report goes when an
 * object goes away (included by probable_profile_runtime.h).  Nothing is
 * opened before everything that can be checked is; a report file is read,
 * merged and replaced under flock(); an existing file that is not a
 * report is never touched; the last component of the path is never a
 * symbolic link that is followed.
 */
#ifndef PROBABLE_PROFILE_FILE_H
#define PROBABLE_PROFILE_FILE_H

/* the report's file when PROBABLE_PROFILE is not set, in the current directory */
#define PROBABLE_PROFILE_DEFAULT_FILE_ "probable-profile.json"

#ifdef __cplusplus
extern "C" {
#endif

/* prototypes (one copy per object; see above) */
PROBABLE_PROFILE_DECL_ int probable_profile_in_place_(int probable_fd_, const char *probable_path_, const char *probable_p_, probable_size_t_ probable_n_);
PROBABLE_PROFILE_DECL_ int probable_profile_is_std_(const char *probable_path_);
PROBABLE_PROFILE_DECL_ int probable_profile_secure_(void);
PROBABLE_PROFILE_DECL_ char *probable_profile_path_(const char *probable_spec_);
PROBABLE_PROFILE_DECL_ char *probable_profile_read_all_(int probable_fd_, probable_size_t_ *probable_len_);
PROBABLE_PROFILE_DECL_ int probable_profile_write_all_(int probable_fd_, const char *probable_p_, probable_size_t_ probable_n_);
PROBABLE_PROFILE_DECL_ int probable_profile_field_(const char *probable_line_, const char *probable_key_, char **probable_str_, probable_u64_ *probable_num_);
PROBABLE_PROFILE_DECL_ int probable_profile_parse_site_(const char *probable_line_, struct probable_row_ *probable_r_);
PROBABLE_PROFILE_DECL_ int probable_profile_which_(const char *probable_text_, const char *probable_run_, probable_u64_ *probable_dumps_);
PROBABLE_PROFILE_DECL_ struct probable_row_ *probable_profile_merge_(const char *probable_text_, struct probable_row_ *probable_rows_, probable_size_t_ *probable_n_, int *probable_bad_);
PROBABLE_PROFILE_DECL_ int probable_profile_text_ok_(const char *probable_text_);
PROBABLE_PROFILE_DECL_ void probable_profile_cannot_(const char *probable_path_, const char *probable_what_, int probable_errno_);
PROBABLE_PROFILE_DECL_ void probable_profile_to_file_(const char *probable_path_, int probable_json_, struct probable_row_ *probable_rows_, probable_size_t_ probable_n_, int probable_accumulate_);
PROBABLE_PROFILE_DECL_ const char *probable_profile_kind_of_(unsigned int probable_mode_);
PROBABLE_PROFILE_DECL_ int probable_profile_stat_(int probable_fd_, const char *probable_path_, struct probable_statx_ *probable_st_);
PROBABLE_PROFILE_DECL_ int probable_profile_same_(const struct probable_statx_ *probable_a_, const struct probable_statx_ *probable_b_);
PROBABLE_PROFILE_DECL_ void probable_profile_report_at_unload_(void);

/* stat(path) (following a link), or fstat(fd) when path is 0: its type,
 * mode and identity (statx: one layout on every architecture) */
PROBABLE_PROFILE_FN_ int probable_profile_stat_(int probable_fd_, const char *probable_path_, struct probable_statx_ *probable_st_)
{
#if defined(__has_feature)
#if __has_feature(memory_sanitizer)
	/* MemorySanitizer does not intercept statx (clang 14): the kernel's
	 * writes are invisible to it, and the first field read at exit would
	 * end the program with a report of its own and no profile */
	__builtin_memset(probable_st_, 0, sizeof *probable_st_);
#endif
#endif
	return probable_profile_sys_statx_(probable_path_ ? PROBABLE_AT_FDCWD_ : probable_fd_, probable_path_ ? probable_path_ : "",
					   probable_path_ ? 0 : PROBABLE_AT_EMPTY_PATH_, PROBABLE_STATX_WANT_, probable_st_);
}

/* the same file */
PROBABLE_PROFILE_FN_ int probable_profile_same_(const struct probable_statx_ *probable_a_, const struct probable_statx_ *probable_b_)
{
	return probable_a_->probable_ino_ == probable_b_->probable_ino_ && probable_a_->probable_dev_major_ == probable_b_->probable_dev_major_ &&
	       probable_a_->probable_dev_minor_ == probable_b_->probable_dev_minor_;
}

/* AT_SECURE (set-user-ID, set-group-ID, file capabilities): the user's
 * PROBABLE_PROFILE* variables are not to be trusted by this process */
PROBABLE_PROFILE_FN_ int probable_profile_secure_(void)
{
	return probable_profile_sys_getauxval_(PROBABLE_AT_SECURE_) != 0;
}

/* PROBABLE_PROFILE with %p made the pid (malloc'd) */
PROBABLE_PROFILE_FN_ char *probable_profile_path_(const char *probable_spec_)
{
	struct probable_buf_ probable_b_ = { PROBABLE_NULL_(probable_charp_), 0, 0, 0, 0 };
	probable_profile_put_(&probable_b_, "", 0);
	for (; *probable_spec_; probable_spec_++) {
		if (probable_spec_[0] == '%' && probable_spec_[1] == 'p') {
			probable_profile_printf_(&probable_b_, "%ld", PROBABLE_CAST_(long, probable_profile_sys_getpid_()));
			probable_spec_++;
		} else {
			probable_profile_put_(&probable_b_, probable_spec_, 1);
		}
	}
	if (probable_b_.probable_oom_)
		probable_profile_oom_();
	return probable_b_.probable_p_;
}

/* all of fd from its start (malloc'd, NUL-terminated); 0 on a read error */
PROBABLE_PROFILE_FN_ char *probable_profile_read_all_(int probable_fd_, probable_size_t_ *probable_len_)
{
	struct probable_buf_ probable_b_ = { PROBABLE_NULL_(probable_charp_), 0, 0, 0, 0 };
	char probable_chunk_[65536];
	probable_profile_put_(&probable_b_, "", 0);
	for (;;) {
		probable_ssize_t_ probable_r_ = probable_profile_sys_read_(probable_fd_, probable_chunk_, sizeof probable_chunk_);
		if (probable_r_ < 0 && PROBABLE_ERRNO_ == PROBABLE_EINTR_)
			continue;
		if (probable_r_ < 0) {
			probable_profile_sys_free_(probable_b_.probable_p_);
			return PROBABLE_NULL_(probable_charp_);
		}
		if (probable_r_ == 0)
			break;
		probable_profile_put_(&probable_b_, probable_chunk_, PROBABLE_CAST_(probable_size_t_, probable_r_));
	}
	if (probable_b_.probable_oom_)
		probable_profile_oom_();
	*probable_len_ = probable_b_.probable_n_;
	return probable_b_.probable_p_;
}

PROBABLE_PROFILE_FN_ int probable_profile_write_all_(int probable_fd_, const char *probable_p_, probable_size_t_ probable_n_)
{
	while (probable_n_) {
		probable_ssize_t_ probable_w_ = probable_profile_sys_write_(probable_fd_, probable_p_, probable_n_);
		if (probable_w_ < 0 && PROBABLE_ERRNO_ == PROBABLE_EINTR_)
			continue;
		if (probable_w_ <= 0)
			return -1;
		probable_p_ += probable_w_;
		probable_n_ -= PROBABLE_CAST_(probable_size_t_, probable_w_);
	}
	return 0;
}

/* the value of "key": in a line written by probable_profile_json_: a string
 * (its JSON text, malloc'd, in *str) or an unsigned integer (in *num);
 * returns 0, or -1 when the key is missing or malformed */
PROBABLE_PROFILE_FN_ int probable_profile_field_(const char *probable_line_, const char *probable_key_, char **probable_str_, probable_u64_ *probable_num_)
{
	probable_size_t_ probable_k_ = __builtin_strlen(probable_key_);
	const char *probable_p_ = probable_line_;
	for (;;) { /* "key": at the start of a member, not inside a string */
		probable_p_ = __builtin_strstr(probable_p_, probable_key_);
		if (!probable_p_)
			return -1;
		if (probable_p_ > probable_line_ && probable_p_[-1] == '"' && probable_p_[probable_k_] == '"' &&
		    probable_p_[probable_k_ + 1] == ':' && probable_p_ - probable_line_ >= 2 &&
		    (probable_p_[-2] == '{' || probable_p_[-2] == ' '))
			break;
		probable_p_ += probable_k_;
	}
	probable_p_ += probable_k_ + 2;
	while (*probable_p_ == ' ')
		probable_p_++;
	if (probable_str_) {
		const char *probable_e_;
		probable_size_t_ probable_n_;
		if (*probable_p_ != '"')
			return -1;
		for (probable_e_ = ++probable_p_; *probable_e_ && *probable_e_ != '"'; probable_e_++)
			if (*probable_e_ == '\\' && probable_e_[1])
				probable_e_++;
		if (*probable_e_ != '"')
			return -1;
		probable_n_ = PROBABLE_CAST_(probable_size_t_, probable_e_ - probable_p_);
		*probable_str_ = PROBABLE_CAST_(char *, probable_profile_alloc_(probable_n_ + 1));
		__builtin_memcpy(*probable_str_, probable_p_, probable_n_);
		(*probable_str_)[probable_n_] = 0;
		return 0;
	}
	if (*probable_p_ < '0' || *probable_p_ > '9')
		return -1;
	*probable_num_ = 0;
	while (*probable_p_ >= '0' && *probable_p_ <= '9')
		*probable_num_ = *probable_num_ * 10 + PROBABLE_CAST_(probable_u64_, *probable_p_++ - '0');
	return 0;
}

/* a site line of a version 3 JSON report of the runtime into r; 0, or -1 */
PROBABLE_PROFILE_FN_ int probable_profile_parse_site_(const char *probable_line_, struct probable_row_ *probable_r_)
{
	probable_u64_ probable_v_[13];
	char *probable_kind_ = PROBABLE_NULL_(probable_charp_), *probable_source_ = PROBABLE_NULL_(probable_charp_);
	static const char *const probable_ints_[13] = {
		"line", "nth", "col", "size", "declared", "high", "low", "exact", "threshold", "test_below", "constant", "count", "hits"
	};
	int probable_i_, probable_bad_ = 0;

	__builtin_memset(probable_r_, 0, sizeof(*probable_r_));
	if (__builtin_strncmp(probable_line_, "  {\"file\": ", 11))
		return -1;
	for (probable_i_ = 0; probable_i_ < 13; probable_i_++)
		if (probable_profile_field_(probable_line_, probable_ints_[probable_i_], PROBABLE_NULL_(probable_charpp_), &probable_v_[probable_i_]) < 0 ||
		    (probable_i_ < 11 && probable_v_[probable_i_] > 0x7fffffff))
			probable_bad_ = 1;
	probable_bad_ |= probable_profile_field_(probable_line_, "file", &probable_r_->probable_file_, PROBABLE_NULL_(probable_u64_ptr_)) < 0;
	probable_bad_ |= probable_profile_field_(probable_line_, "func", &probable_r_->probable_func_, PROBABLE_NULL_(probable_u64_ptr_)) < 0;
	probable_bad_ |= probable_profile_field_(probable_line_, "expr", &probable_r_->probable_expr_, PROBABLE_NULL_(probable_u64_ptr_)) < 0;
	probable_bad_ |= probable_profile_field_(probable_line_, "cond", &probable_r_->probable_cond_, PROBABLE_NULL_(probable_u64_ptr_)) < 0;
	probable_bad_ |= probable_profile_field_(probable_line_, "macro", &probable_r_->probable_macro_, PROBABLE_NULL_(probable_u64_ptr_)) < 0;
	/* optional (absent from reports of runtimes before them, and "instance"
	 * from C sites; "unit" the unit's main file): absent stays a null pointer, and such a row another
	 * site than one that has it */
	if (probable_profile_field_(probable_line_, "expanded", &probable_r_->probable_expanded_, PROBABLE_NULL_(probable_u64_ptr_)) < 0)
		probable_r_->probable_expanded_ = PROBABLE_NULL_(probable_charp_);
	if (probable_profile_field_(probable_line_, "instance", &probable_r_->probable_instance_, PROBABLE_NULL_(probable_u64_ptr_)) < 0)
		probable_r_->probable_instance_ = PROBABLE_NULL_(probable_charp_);
	if (probable_profile_field_(probable_line_, "unit", &probable_r_->probable_unit_, PROBABLE_NULL_(probable_u64_ptr_)) < 0)
		probable_r_->probable_unit_ = PROBABLE_NULL_(probable_charp_);
	probable_bad_ |= probable_profile_field_(probable_line_, "arch", &probable_r_->probable_arch_, PROBABLE_NULL_(probable_u64_ptr_)) < 0;
	probable_bad_ |= probable_profile_field_(probable_line_, "kind", &probable_kind_, PROBABLE_NULL_(probable_u64_ptr_)) < 0;
	probable_bad_ |= probable_profile_field_(probable_line_, "source", &probable_source_, PROBABLE_NULL_(probable_u64_ptr_)) < 0;
	if (!probable_bad_) {
		probable_r_->probable_line_ = PROBABLE_CAST_(int, probable_v_[0]);
		probable_r_->probable_nth_ = PROBABLE_CAST_(int, probable_v_[1]);
		probable_r_->probable_col_ = PROBABLE_CAST_(int, probable_v_[2]);
		probable_r_->probable_size_ = PROBABLE_CAST_(int, probable_v_[3]);
		probable_r_->probable_declared_ = PROBABLE_CAST_(int, probable_v_[4]);
		probable_r_->probable_high_ = PROBABLE_CAST_(int, probable_v_[5]);
		probable_r_->probable_low_ = PROBABLE_CAST_(int, probable_v_[6]);
		probable_r_->probable_exact_ = PROBABLE_CAST_(int, probable_v_[7]);
		probable_r_->probable_threshold_ = PROBABLE_CAST_(int, probable_v_[8]);
		probable_r_->probable_test_below_ = PROBABLE_CAST_(int, probable_v_[9]);
		probable_r_->probable_count_ = probable_v_[11];
		probable_r_->probable_hits_ = probable_v_[12];
		probable_r_->probable_ccount_ = probable_v_[10] ? probable_v_[11] : 0;
		probable_r_->probable_kind_ = !__builtin_strcmp(probable_kind_, "unaligned") ? PROBABLE_SITE_UNALIGNED_ : PROBABLE_SITE_BRANCH_;
		probable_bad_ = probable_r_->probable_hits_ > probable_r_->probable_count_ || probable_v_[10] > 1 ||
				__builtin_strcmp(probable_source_, "profile") || (__builtin_strcmp(probable_kind_, "unaligned") && __builtin_strcmp(probable_kind_, "branch"));
	}
	probable_profile_sys_free_(probable_kind_);
	probable_profile_sys_free_(probable_source_);
	return probable_bad_ ? -1 : 0;
}

/* what text (a report file's contents) is: 0 empty; JSON of version 3
 * from the runtime: 2 of run `run`, 1 of another run; text tables: 3 of
 * run `run`, 4 of another; -2 a report of another version or of another
 * producer (kept); -1 not a report.  Only the start is looked at here:
 * the rest is checked before anything is replaced. */
PROBABLE_PROFILE_FN_ int probable_profile_which_(const char *probable_text_, const char *probable_run_, probable_u64_ *probable_dumps_)
{
	static const char probable_json3_[] = "{\"format\": \"probable-profile\", \"version\": 3, \"source\": \"profile\", \"run\": \"";
	static const char probable_text_head_[] = "probable profile: ";
	const char *probable_nl_ = __builtin_strchr(probable_text_, '\n');
	probable_size_t_ probable_r_ = __builtin_strlen(probable_run_);

	if (!*probable_text_)
		return 0;
	if (!__builtin_strncmp(probable_text_, probable_json3_, sizeof probable_json3_ - 1)) {
		const char *probable_p_ = probable_text_ + sizeof probable_json3_ - 1;
		if (probable_profile_field_(probable_text_, "dumps", PROBABLE_NULL_(probable_charpp_), probable_dumps_) < 0)
			return -1;
		if (__builtin_strncmp(probable_p_, probable_run_, probable_r_) || probable_p_[probable_r_] != '"')
			return 1;
		return 2;
	}
	if (!__builtin_strncmp(probable_text_, "{\"format\": \"probable-profile\"", 29) || !__builtin_strncmp(probable_text_, "{\"version\": 1, \"pid\": ", 22))
		return -2;
	if (!__builtin_strncmp(probable_text_, probable_text_head_, sizeof probable_text_head_ - 1)) {
		/* text: "... (run RUN, pid N)"; the same run appends */
		const char *probable_p_ = __builtin_strstr(probable_text_, "(run ");
		if (probable_p_ && (!probable_nl_ || probable_p_ < probable_nl_) && !__builtin_strncmp(probable_p_ + 5, probable_run_, probable_r_) &&
		    probable_p_[5 + probable_r_] == ',')
			return 3;
		return 4;
	}
	return -1;
}

/* text is nothing but tables as probable_profile_text_ writes them */
PROBABLE_PROFILE_FN_ int probable_profile_text_ok_(const char *probable_text_)
{
	struct probable_buf_ probable_h_ = { PROBABLE_NULL_(probable_charp_), 0, 0, 0, 0 };
	const char *probable_p_ = probable_text_;
	int probable_ok_ = 1;
	probable_profile_text_(&probable_h_, "", PROBABLE_NULL_(probable_row_ptr_), 0);
	if (probable_h_.probable_oom_)
		probable_profile_oom_();
	while (probable_ok_ && *probable_p_) {
		const char *probable_cols_ = __builtin_strchr(probable_h_.probable_p_, '\n') + 1;
		const char *probable_e_ = __builtin_strchr(probable_p_, '\n');
		unsigned long probable_sites_ = 0, probable_k_;
		const char *probable_q_ = probable_p_ + 18; /* the number of sites, in decimal */
		int probable_digits_ = 0;
		if (probable_e_ && !__builtin_strncmp(probable_p_, "probable profile: ", 18))
			for (; *probable_q_ >= '0' && *probable_q_ <= '9' && probable_sites_ < (1ul << 24); probable_q_++, probable_digits_++)
				probable_sites_ = probable_sites_ * 10 + PROBABLE_CAST_(unsigned long, *probable_q_ - '0');
		if (!probable_e_ || !probable_digits_ || __builtin_strncmp(probable_q_, " site", 5) ||
		    !__builtin_strstr(probable_p_, ", worst first (run ")) {
			probable_ok_ = 0;
			break;
		}
		probable_p_ = probable_e_ + 1;
		if (__builtin_strncmp(probable_p_, probable_cols_, __builtin_strlen(probable_cols_))) {
			probable_ok_ = 0;
			break;
		}
		probable_p_ += __builtin_strlen(probable_cols_);
		for (probable_k_ = 0; probable_ok_ && probable_k_ < probable_sites_; probable_k_++) {
			int probable_v_, probable_found_ = 0;
			for (probable_v_ = PROBABLE_VERDICT_WRONG_; probable_v_ <= PROBABLE_VERDICT_UNREACHED_; probable_v_++) {
				const char *probable_name_ = probable_profile_verdict_name_(probable_v_);
				probable_size_t_ probable_l_ = __builtin_strlen(probable_name_);
				if (!__builtin_strncmp(probable_p_, probable_name_, probable_l_) && probable_p_[probable_l_] == ' ')
					probable_found_ = 1;
			}
			probable_e_ = __builtin_strchr(probable_p_, '\n');
			if (!probable_found_ || !probable_e_) {
				probable_ok_ = 0;
				break;
			}
			probable_p_ = probable_e_ + 1;
			if (!__builtin_strncmp(probable_p_, "              ", 14)) { /* its second line */
				probable_e_ = __builtin_strchr(probable_p_, '\n');
				if (!probable_e_)
					probable_ok_ = 0;
				else
					probable_p_ = probable_e_ + 1;
			}
		}
	}
	probable_profile_sys_free_(probable_h_.probable_p_);
	return probable_ok_;
}

/* rows + the site lines of a version 3 JSON report (text), summed per
 * site; *bad when text is anything but such a report, whole */
PROBABLE_PROFILE_FN_ struct probable_row_ *probable_profile_merge_(const char *probable_text_, struct probable_row_ *probable_rows_,
								 probable_size_t_ *probable_n_, int *probable_bad_)
{
	probable_size_t_ probable_cap_ = *probable_n_ + 16, probable_m_ = *probable_n_;
	struct probable_row_ *probable_all_ = PROBABLE_CAST_(struct probable_row_ *, probable_profile_alloc_(probable_cap_ * sizeof(*probable_all_)));
	const char *probable_p_ = __builtin_strchr(probable_text_, '\n');

	if (*probable_n_)
		__builtin_memcpy(probable_all_, probable_rows_, *probable_n_ * sizeof(*probable_rows_));
	probable_profile_sys_free_(probable_rows_);
	*probable_bad_ = !probable_p_;
	if (probable_p_ && probable_p_ - probable_text_ >= 3 && !__builtin_strncmp(probable_p_ - 3, "[]}", 3)) {
		*probable_bad_ = probable_p_[1] != 0; /* no site, and nothing after */
		probable_p_ = PROBABLE_NULL_(probable_cstr_);
	} else if (probable_p_ && probable_p_[-1] != '[') {
		*probable_bad_ = 1;
	}
	while (!*probable_bad_ && probable_p_) {
		const char *probable_e_;
		probable_size_t_ probable_len_;
		char *probable_line_;
		probable_p_++;
		probable_e_ = __builtin_strchr(probable_p_, '\n');
		if (!probable_e_) {
			*probable_bad_ = 1;
			break;
		}
		probable_len_ = PROBABLE_CAST_(probable_size_t_, probable_e_ - probable_p_);
		if (probable_len_ == 2 && !__builtin_strncmp(probable_p_, "]}", 2)) {
			*probable_bad_ = probable_e_[1] != 0; /* the end, and nothing after */
			break;
		}
		probable_line_ = PROBABLE_CAST_(char *, probable_profile_alloc_(probable_len_ + 1));
		__builtin_memcpy(probable_line_, probable_p_, probable_len_);
		if (probable_m_ == probable_cap_) {
			struct probable_row_ *probable_more_;
			probable_cap_ *= 2;
			probable_more_ = PROBABLE_CAST_(struct probable_row_ *, probable_profile_sys_realloc_(probable_all_, probable_cap_ * sizeof(*probable_all_)));
			if (!probable_more_)
				probable_profile_oom_();
			probable_all_ = probable_more_;
		}
		if (probable_profile_parse_site_(probable_line_, &probable_all_[probable_m_]) < 0) {
			*probable_bad_ = 1;
			probable_profile_sys_free_(probable_line_);
			break;
		}
		probable_profile_sys_free_(probable_line_);
		probable_m_++;
		probable_p_ = probable_e_;
	}
	*probable_n_ = probable_profile_dedup_(probable_all_, probable_m_);
	return probable_all_;
}

PROBABLE_PROFILE_FN_ void probable_profile_cannot_(const char *probable_path_, const char *probable_what_, int probable_errno_)
{
	probable_profile_say_("probable: profile: cannot write the report to '%s': %s%s%s; no report written\n", probable_path_,
		probable_what_, probable_errno_ ? ": " : "", probable_errno_ ? probable_profile_sys_strerror_(probable_errno_) : "");
}

/* the report in place of the file's contents, through the locked fd:
 * written, then cut to its length */
PROBABLE_PROFILE_FN_ int probable_profile_in_place_(int probable_fd_, const char *probable_path_, const char *probable_p_, probable_size_t_ probable_n_)
{
	(void)probable_path_;
	if (probable_profile_sys_lseek_(probable_fd_, 0, PROBABLE_SEEK_SET_) < 0 ||
	    probable_profile_write_all_(probable_fd_, probable_p_, probable_n_) < 0)
		return -1;
	return probable_profile_sys_ftruncate_(probable_fd_, PROBABLE_CAST_(probable_off_t_, probable_n_));
}

/* path is the file this process has as stderr or stdout */
PROBABLE_PROFILE_FN_ int probable_profile_is_std_(const char *probable_path_)
{
	struct probable_statx_ probable_p_, probable_f_;
	int probable_fd_;
	if (probable_profile_stat_(-1, probable_path_, &probable_p_) < 0)
		return 0;
	for (probable_fd_ = 1; probable_fd_ <= 2; probable_fd_++)
		if (probable_profile_stat_(probable_fd_, PROBABLE_NULL_(probable_cstr_), &probable_f_) == 0 &&
		    probable_profile_same_(&probable_f_, &probable_p_))
			return 1;
	return 0;
}

/* what a file that is not a regular file is, for a message */
PROBABLE_PROFILE_FN_ const char *probable_profile_kind_of_(unsigned int probable_mode_)
{
	if (PROBABLE_S_ISFIFO_(probable_mode_))
		return "it is a FIFO, not a regular file (left as it is)";
	if (PROBABLE_S_ISCHR_(probable_mode_))
		return "it is a character device, not a regular file (left as it is)";
	if (PROBABLE_S_ISBLK_(probable_mode_))
		return "it is a block device, not a regular file (left as it is)";
	return "it is not a regular file (left as it is)";
}

/*
 * Write rows into path: see the top of probable_profile.h.  Nothing but a
 * regular file (or this process's own stdout or stderr, /dev/stderr) is
 * opened for writing; the file is opened without following a symbolic
 * link, locked, checked to still be the file at path (another process may
 * have replaced it), read, checked whole, merged, and replaced by a
 * temporary file renamed over it (written in place when no temporary
 * file can be made beside it).  With accumulate (the default file), a
 * JSON report of another run is merged too, as .gcda files are.
 */
PROBABLE_PROFILE_FN_ void probable_profile_to_file_(const char *probable_path_, int probable_json_, struct probable_row_ *probable_rows_,
						    probable_size_t_ probable_n_, int probable_accumulate_)
{
	char probable_run_[80], *probable_old_ = PROBABLE_NULL_(probable_charp_), *probable_tmp_;
	struct probable_buf_ probable_b_ = { PROBABLE_NULL_(probable_charp_), 0, 0, 0, 0 };
	struct probable_statx_ probable_st_, probable_st2_;
	probable_u64_ probable_dumps_ = 0;
	probable_size_t_ probable_len_ = 0;
	int probable_fd_ = -1, probable_tries_, probable_which_ = 0, probable_tfd_, probable_bad_ = 0, probable_std_;

	probable_profile_run_id_(probable_run_, sizeof probable_run_);
	/* not even opened: a FIFO (it could hang the exit), a device (raw
	 * bytes), unless it is this process's own stdout or stderr */
	probable_std_ = probable_profile_is_std_(probable_path_);
	if (!probable_std_ && probable_profile_stat_(-1, probable_path_, &probable_st_) == 0 && !PROBABLE_S_ISREG_(probable_st_.probable_mode_) &&
	    !PROBABLE_S_ISDIR_(probable_st_.probable_mode_)) { /* a directory: open() says so */
		probable_profile_cannot_(probable_path_, probable_profile_kind_of_(probable_st_.probable_mode_), 0);
		goto probable_out_;
	}
	for (probable_tries_ = 0; probable_tries_ < 100; probable_tries_++) {
		if (probable_std_)
			/* /dev/stderr, a link to a terminal or a pipe: no merging, just the report */
			probable_fd_ = probable_profile_sys_open_(probable_path_, PROBABLE_O_WRONLY_ | PROBABLE_O_NOCTTY_ | PROBABLE_O_CLOEXEC_);
		else
			probable_fd_ = probable_profile_sys_open_(probable_path_, PROBABLE_O_RDWR_ | PROBABLE_O_CREAT_ | PROBABLE_O_NOCTTY_ | PROBABLE_O_NONBLOCK_ | PROBABLE_O_NOFOLLOW_ | PROBABLE_O_CLOEXEC_, 0666);
		if (probable_fd_ < 0) {
			int probable_e_ = PROBABLE_ERRNO_;
			probable_profile_cannot_(probable_path_, probable_e_ == PROBABLE_ELOOP_ ? "it is a symbolic link, not followed" : "open", probable_e_ == PROBABLE_ELOOP_ ? 0 : probable_e_);
			goto probable_out_;
		}
		if (probable_profile_stat_(probable_fd_, PROBABLE_NULL_(probable_cstr_), &probable_st_) < 0) {
			probable_profile_cannot_(probable_path_, "stat", PROBABLE_ERRNO_);
			goto probable_out_;
		}
		if (probable_std_ && !PROBABLE_S_ISREG_(probable_st_.probable_mode_)) {
			probable_which_ = -3;
			break;
		}
		if (!PROBABLE_S_ISREG_(probable_st_.probable_mode_)) { /* became one since stat() */
			probable_profile_cannot_(probable_path_, probable_profile_kind_of_(probable_st_.probable_mode_), 0);
			goto probable_out_;
		}
		while (probable_profile_sys_flock_(probable_fd_, PROBABLE_LOCK_EX_) < 0 && PROBABLE_ERRNO_ == PROBABLE_EINTR_)
			;
		if (probable_std_ || (probable_profile_stat_(-1, probable_path_, &probable_st2_) == 0 &&
				      probable_profile_same_(&probable_st2_, &probable_st_)))
			break;
		probable_profile_sys_close_(probable_fd_); /* replaced while we waited: again */
		probable_fd_ = -1;
	}
	if (probable_fd_ < 0) {
		probable_profile_cannot_(probable_path_, "it keeps being replaced", 0);
		goto probable_out_;
	}
	if (probable_which_ != -3) {
		probable_old_ = probable_profile_read_all_(probable_fd_, &probable_len_);
		if (!probable_old_) {
			probable_profile_cannot_(probable_path_, "read", PROBABLE_ERRNO_);
			goto probable_out_;
		}
		if (__builtin_strlen(probable_old_) != probable_len_) {
			probable_profile_cannot_(probable_path_, "it exists and is not a probable report (left as it is)", 0);
			goto probable_out_;
		}
		probable_which_ = probable_profile_which_(probable_old_, probable_run_, &probable_dumps_);
		if (probable_which_ == -1) {
			probable_profile_cannot_(probable_path_, "it exists and is not a probable report (left as it is)", 0);
			goto probable_out_;
		}
		if (probable_which_ == -2) {
			probable_profile_cannot_(probable_path_, "it holds a report of another version or from another tool "
						 "(left as it is; this runtime writes version 3)", 0);
			goto probable_out_;
		}
		if ((probable_json_ && (probable_which_ == 3 || probable_which_ == 4)) ||
		    (!probable_json_ && (probable_which_ == 1 || probable_which_ == 2))) {
			probable_profile_cannot_(probable_path_, probable_json_ ? "it holds a text report, and this one is JSON (left as it is)" :
						 "it holds a JSON report, and this one is text (left as it is)", 0);
			goto probable_out_;
		}
	}
	if (probable_json_) {
		if (probable_which_ == 1 || probable_which_ == 2) {
			/* read back whole, whatever happens next: a file that only
			 * starts like a report is not replaced */
			probable_size_t_ probable_n0_ = 0;
			struct probable_row_ *probable_old_rows_ = probable_profile_merge_(probable_old_, PROBABLE_NULL_(probable_row_ptr_),
											  &probable_n0_, &probable_bad_);
			probable_profile_free_rows_(probable_old_rows_, probable_n0_);
			if (probable_bad_) {
				probable_profile_cannot_(probable_path_, "it starts like a report but is not one that can be read back (left as it is)", 0);
				goto probable_out_;
			}
		}
		if (probable_which_ == 2 || (probable_which_ == 1 && probable_accumulate_)) {
			probable_rows_ = probable_profile_merge_(probable_old_, probable_rows_, &probable_n_, &probable_bad_);
			if (probable_which_ == 1)
				probable_profile_snprintf_(probable_run_, sizeof probable_run_, "mixed");
		} else {
			if (probable_which_ == 1)
				probable_profile_say_("probable: profile: %s held a report of another run: replaced "
					"(PROBABLE_PROFILE_RUN=name keeps one run across programs)\n", probable_path_);
			probable_dumps_ = 0;
		}
		probable_profile_judge_all_(probable_rows_, probable_n_);
		probable_profile_json_(&probable_b_, probable_run_, probable_dumps_ + 1, probable_rows_, probable_n_);
	} else {
		if (probable_which_ == 4 && !probable_profile_text_ok_(probable_old_)) {
			probable_profile_cannot_(probable_path_, "it starts like a report but is not one (left as it is)", 0);
			goto probable_out_;
		}
		if (probable_which_ == 4)
			probable_profile_say_("probable: profile: %s held a report of another run: replaced "
				"(PROBABLE_PROFILE_RUN=name keeps one run across programs)\n", probable_path_);
		if (probable_which_ == 3) /* text of this run: append */
			probable_profile_put_(&probable_b_, probable_old_, probable_len_);
		probable_profile_judge_all_(probable_rows_, probable_n_);
		probable_profile_text_(&probable_b_, probable_run_, probable_rows_, probable_n_);
	}
	if (probable_b_.probable_oom_)
		probable_profile_oom_();
	if (probable_which_ == -3) {
		if (probable_profile_write_all_(probable_fd_, probable_b_.probable_p_, probable_b_.probable_n_) < 0)
			probable_profile_cannot_(probable_path_, "write", PROBABLE_ERRNO_);
		goto probable_out_;
	}
	/* beside it, then renamed over it: a reader never sees half a report */
	probable_tmp_ = PROBABLE_CAST_(char *, probable_profile_alloc_(__builtin_strlen(probable_path_) + 64));
	probable_tfd_ = -1;
	for (probable_tries_ = 0; probable_tfd_ < 0 && probable_tries_ < 100; probable_tries_++) {
		probable_profile_snprintf_(probable_tmp_, __builtin_strlen(probable_path_) + 64, "%s.tmp.%ld.%d", probable_path_, PROBABLE_CAST_(long, probable_profile_sys_getpid_()), probable_tries_);
		probable_tfd_ = probable_profile_sys_open_(probable_tmp_, PROBABLE_O_WRONLY_ | PROBABLE_O_CREAT_ | PROBABLE_O_EXCL_ | PROBABLE_O_NOFOLLOW_ | PROBABLE_O_CLOEXEC_, 0600);
		if (probable_tfd_ < 0 && PROBABLE_ERRNO_ != PROBABLE_EEXIST_)
			break;
	}
	if (probable_tfd_ >= 0) {
		int probable_bad_write_ = probable_profile_sys_fchmod_(probable_tfd_, probable_st_.probable_mode_ & 07777u) < 0 ||
			probable_profile_write_all_(probable_tfd_, probable_b_.probable_p_, probable_b_.probable_n_) < 0;
		if (probable_profile_sys_close_(probable_tfd_) < 0 || probable_bad_write_) {
			probable_profile_cannot_(probable_path_, "write", PROBABLE_ERRNO_);
			probable_profile_sys_unlink_(probable_tmp_);
			goto probable_done_;
		}
		if (probable_profile_sys_rename_(probable_tmp_, probable_path_) == 0)
			goto probable_done_;
		probable_profile_sys_unlink_(probable_tmp_); /* e.g. another user's file in a sticky directory */
	} else if (PROBABLE_ERRNO_ != PROBABLE_EACCES_ && PROBABLE_ERRNO_ != PROBABLE_EPERM_ && PROBABLE_ERRNO_ != PROBABLE_EROFS_) {
		probable_profile_cannot_(probable_path_, "create a temporary file beside it", PROBABLE_ERRNO_);
		goto probable_done_;
	}
	/* no file can be made or renamed beside it: in place, through the
	 * locked descriptor, the report complete in memory */
	if (probable_profile_in_place_(probable_fd_, probable_path_, probable_b_.probable_p_, probable_b_.probable_n_) < 0)
		probable_profile_cannot_(probable_path_, "write", PROBABLE_ERRNO_);
probable_done_:
	probable_profile_sys_free_(probable_tmp_);
probable_out_:
	if (probable_fd_ >= 0)
		probable_profile_sys_close_(probable_fd_); /* and the lock with it */
	probable_profile_sys_free_(probable_old_);
	probable_profile_sys_free_(probable_b_.probable_p_);
	probable_profile_free_rows_(probable_rows_, probable_n_);
}

/*
 * The object goes away (exit, dlclose): report, once, if PROBABLE_PROFILE
 * says where.  The format is checked before anything is opened.
 */
PROBABLE_PROFILE_FN_ void probable_profile_report_at_unload_(void)
{
	const char *probable_spec_, *probable_fmt_;
	struct probable_row_ *probable_rows_;
	probable_size_t_ probable_n_;
	int probable_json_, probable_default_ = 0;

	if (probable_profile_secure_()) {
		if (probable_profile_sys_getenv_("PROBABLE_PROFILE") || probable_profile_sys_getenv_("PROBABLE_PROFILE_FORMAT") || probable_profile_sys_getenv_("PROBABLE_PROFILE_RUN"))
			probable_profile_say_("%s", "probable: profile: a set-user-ID, set-group-ID or capability-raising program "
					      "(secure-execution mode) ignores PROBABLE_PROFILE*; no report written\n");
		return;
	}
	probable_spec_ = probable_profile_sys_getenv_("PROBABLE_PROFILE");
	if (!probable_spec_) { /* the compilers' convention: a default file, merged across runs */
		probable_default_ = 1;
		probable_spec_ = PROBABLE_PROFILE_DEFAULT_FILE_;
	}
	if (!*probable_spec_ || !__builtin_strcmp(probable_spec_, "off"))
		return;
	probable_fmt_ = probable_profile_sys_getenv_("PROBABLE_PROFILE_FORMAT");
	probable_json_ = probable_profile_format_(probable_fmt_, __builtin_strcmp(probable_spec_, "-") != 0);
	if (probable_json_ < 0) {
		probable_profile_say_("probable: profile: unknown PROBABLE_PROFILE_FORMAT '%s' (it is \"text\" or \"json\"); no report written\n",
			probable_fmt_);
		return;
	}
	if (probable_default_)
		probable_json_ = 1; /* the default file holds JSON, whatever the format says */
	if (!__builtin_strcmp(probable_spec_, "-")) {
		struct probable_buf_ probable_b_ = { PROBABLE_NULL_(probable_charp_), 0, 0, 0, 0 };
		probable_profile_report_(&probable_b_, probable_json_);
		(void)probable_profile_write_all_(2, probable_b_.probable_p_, probable_b_.probable_n_);
		probable_profile_sys_free_(probable_b_.probable_p_);
	} else {
		char *probable_path_ = probable_profile_path_(probable_spec_);
		probable_rows_ = probable_profile_rows_(&probable_n_);
		probable_profile_to_file_(probable_path_, probable_json_, probable_rows_, probable_n_, probable_default_);
		probable_profile_sys_free_(probable_path_);
	}
}

PROBABLE_PROFILE_FN_ void probable_profile_unload_(void)
{
	struct probable_object_ *probable_o_ = &probable_profile_object_;
	if (__atomic_exchange_n(&probable_o_->probable_dumped_, 1, __ATOMIC_ACQ_REL))
		return;
	probable_profile_report_at_unload_();
	if (probable_o_->probable_totals_) /* the key exists: no thread-exit call into unloaded code */
		probable_profile_sys_key_delete_(probable_o_->probable_key_);
}

#ifdef __cplusplus
}
#endif

#endif /* PROBABLE_PROFILE_FILE_H */
