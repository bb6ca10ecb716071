/* SPDX-License-Identifier: MIT */
/*
 * tests/profile/numeric.c - hint values used as numbers, which a profile
 * build must compute as the plain build does (test_numeric.py builds it
 * plain and with -DPROBABLE_PROFILE, as C and as C++, with gcc and clang,
 * -O0 and -O2, and requires the same output, and the values below on
 * LP64).  The forms: likely()/unlikely() of probable_likely.h and a
 * project's LIKELY()/UNLIKELY() through PROBABLE_MACRO_SITE, each a long
 * exactly !!(x) as __builtin_expect(!!(x), c) is; VLIKELY() through
 * PROBABLE_MACRO_VALUE_SITE, x itself as a long, as zstd's
 * __builtin_expect((x), 1) is; probable(), an int.  Each is used in
 * arithmetic against an unsigned (where int and long differ), in sizeof,
 * in _Generic (C11) or __builtin_types_compatible_p (older C), in C++
 * overloads, template argument deduction, a sizeof as a template
 * argument (clang++: g++ takes no statement expression, a profiled site,
 * in a template argument list), auto and decltype, and stored in a
 * variable of its own type.
 * 700 evaluations, u = i % 7:
 *   lik     likely(u != 0): 600 true; (value - 2u) summed: -800
 *   unl     unlikely(u == 3): 100 true; (value - 1u) > 0 never (long)
 *   mac     LIKELY(u > 1): 500 true; value * -3 / 2u summed: -500
 *   val     VLIKELY(u & 6): 500 true (u & 6 != 0); value summed: 1800
 *   big     VLIKELY(big), big = 2^33 once: true, value >> 32 is 2
 *   tv      __typeof__/auto of likely(u): 600 true
 * C89-clean (test_numeric.py builds it with -std=c89 -pedantic -Werror).
 */
#include <probable.h>
#include <probable_likely.h>
#include <stdio.h>

#ifdef __cplusplus
#define N_CAST(t, x) static_cast<t>(x)
#else
#define N_CAST(t, x) (t)(x)
#endif

#define LIKELY(x) PROBABLE_MACRO_SITE(LIKELY, x, #x, 90)
#define UNLIKELY(x) PROBABLE_MACRO_SITE(UNLIKELY, x, #x, 10)
#define VLIKELY(x) PROBABLE_MACRO_VALUE_SITE(VLIKELY, x, #x, 90)

#ifdef __cplusplus
static const char *type_of(int) { return "int"; }
static const char *type_of(long) { return "long"; }
static const char *type_of(unsigned) { return "unsigned"; }
static const char *type_of(unsigned long) { return "unsigned long"; }
static const char *type_of(bool) { return "bool"; }
template <class T> struct deduced { static const char *name() { return "other"; } };
template <> struct deduced<int> { static const char *name() { return "int"; } };
template <> struct deduced<long> { static const char *name() { return "long"; } };
template <class T> static const char *deduce(T) { return deduced<T>::name(); }
template <unsigned long N> struct size_is { static unsigned long value() { return N; } };
#define TYPE_OF(x) type_of(x)
#elif defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
#define TYPE_OF(x) _Generic((x), int: "int", long: "long", unsigned: "unsigned", unsigned long: "unsigned long", \
			    default: "other")
#else
#define TYPE_OF(x) (__builtin_types_compatible_p(__typeof__(x), int) ? "int" : \
		    __builtin_types_compatible_p(__typeof__(x), long) ? "long" : "other")
#endif

static void show(const char *form, const char *type, unsigned long size)
{
	printf("%s %s %lu\n", form, type, size);
}

int main(int argc, char **argv)
{
	unsigned i, u, never = 0;
	long a = 0, c = 0, d = 0, t = 0;
	unsigned long big = N_CAST(unsigned long, argc) << 33;
	(void)argv;

	show("likely", TYPE_OF(likely(argc)), N_CAST(unsigned long, sizeof(likely(argc))));
	show("unlikely", TYPE_OF(unlikely(argc)), N_CAST(unsigned long, sizeof(unlikely(argc))));
	show("LIKELY", TYPE_OF(LIKELY(argc)), N_CAST(unsigned long, sizeof(LIKELY(argc))));
	show("VLIKELY", TYPE_OF(VLIKELY(argc)), N_CAST(unsigned long, sizeof(VLIKELY(argc))));
	show("probable", TYPE_OF(probable(argc, 50)), N_CAST(unsigned long, sizeof(probable(argc, 50))));
	for (i = 0; i < 700; i++) {
		u = i % 7;
		a += likely(u != 0) - 2u; /* @lik */
		never += (unlikely(u == 3) - 1u) > 0; /* @unl */
		c += LIKELY(u > 1) * -3 / 2u; /* @mac */
		d += VLIKELY(u & 6); /* @val */
		{
			__typeof__(likely(u)) v = likely(u); /* @tv */
			v = v - 3u;
			t += v;
		}
	}
	printf("lik %ld\nunl %u\nmac %ld\nval %ld\ntv %ld\n", a, never, c, d, t);
	printf("big %ld\n", VLIKELY(big) >> 32); /* @big */
	printf("mixed %ld\n", N_CAST(long, (likely(argc) - 5u) / 2u + LIKELY(argc) * (UNLIKELY(!argc) - 1u)));
#ifdef __cplusplus
	{
		auto x = likely(argc); /* @auto */
		decltype(LIKELY(argc)) y = 0;
		printf("auto %s %ld\n", type_of(x), N_CAST(long, x - 2u));
		printf("decltype %s\n", type_of(y));
		printf("deduced %s %s %s %s\n", deduce(likely(argc)), deduce(LIKELY(argc)), deduce(VLIKELY(argc)),
		       deduce(probable(argc, 50)));
		printf("control %s %s %s\n", type_of(1u), type_of(1ul), type_of(true));
#ifdef __clang__ /* g++ takes no statement expression (a profiled site) in a template argument */
		printf("template-size %lu %lu\n", size_is<sizeof(likely(argc))>::value(), size_is<sizeof(LIKELY(argc))>::value());
#else
		printf("template-size %lu %lu\n", size_is<sizeof(long)>::value(), size_is<sizeof(long)>::value());
#endif
	}
#endif
	return 0;
}
