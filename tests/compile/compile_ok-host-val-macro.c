/*
 * A host macro named val before the include: profile mode's system
 * headers (<sys/stat.h> through <linux/stat.h>, in C++) have a member of
 * that name, which the header sets the host's macro aside for.
 */
#define val )
#include <probable.h>

void probable_test_val(unsigned char *probable_b, unsigned probable_x);
void probable_test_val(unsigned char *probable_b, unsigned probable_x)
{
	put_unaligned_be32_p(probable_x, probable_b, 50);
}
