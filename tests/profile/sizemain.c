/* SPDX-License-Identifier: MIT */
/* tests/profile/sizemain.c - main for test_size.py: nothing of its own */
int main(void)
{
	return 0;
}
