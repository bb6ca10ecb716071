/*
 * Profile mode declares getauxval() as <sys/auxv.h> does (noexcept in C++),
 * so the user may include it after probable.h, and brings none of <elf.h>'s
 * names into the user's translation unit.
 */
#include <probable.h>
#if defined(PROBABLE_PROFILE) && (defined(ET_EXEC) || defined(AT_SECURE))
#error "profile mode brought <elf.h>'s or <sys/auxv.h>'s names"
#endif
#include <sys/auxv.h>

int probable_test_auxv(void);
int probable_test_auxv(void)
{
	return (getauxval(AT_SECURE) != 0) + probable(ET_EXEC == 2, 50);
}
