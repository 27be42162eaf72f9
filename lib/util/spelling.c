/* SPDX-License-Identifier: MIT */
/* Optimal string alignment distance on short words (names of families and keys are under 32
 * characters; longer input is never close). */
#include <ctype.h>
#include <string.h>

#include "util/spelling.h"

#define LONGEST 32
#define CAP 3

static unsigned min3(unsigned a, unsigned b, unsigned c)
{
    unsigned m = a < b ? a : b;
    return m < c ? m : c;
}

static int same(char a, char b)
{
    return tolower((unsigned char)a) == tolower((unsigned char)b);
}

unsigned bm_spelling_distance(const char *typed, size_t n, const char *known)
{
    size_t m = strlen(known);
    if (n > LONGEST || m > LONGEST)
        return CAP;
    unsigned d[LONGEST + 1][LONGEST + 1];
    for (size_t i = 0; i <= n; i++)
        d[i][0] = (unsigned)i;
    for (size_t j = 0; j <= m; j++)
        d[0][j] = (unsigned)j;
    for (size_t i = 1; i <= n; i++)
        for (size_t j = 1; j <= m; j++) {
            unsigned cost = !same(typed[i - 1], known[j - 1]);
            d[i][j] = min3(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
            if (i > 1 && j > 1 && same(typed[i - 1], known[j - 2]) &&
                same(typed[i - 2], known[j - 1]) && d[i - 2][j - 2] + 1 < d[i][j])
                d[i][j] = d[i - 2][j - 2] + 1;
        }
    return d[n][m] < CAP ? d[n][m] : CAP;
}

int bm_spelling_close(const char *typed, size_t n, const char *known)
{
    unsigned d = bm_spelling_distance(typed, n, known);
    return d > 0 && d <= (n <= 4 ? 1u : 2u);
}
