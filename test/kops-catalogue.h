/* SPDX-License-Identifier: MIT */
/* The published anchor for short Howells: the KoPS catalogue's figures (test and benchmark). */
#ifndef BM_TEST_KOPS_CATALOGUE_H
#define BM_TEST_KOPS_CATALOGUE_H

/* The movements in the KoPS scoring program's movement file (howell.dat) with T + 1 <= R <=
 * 2T - 2, as published in Michal Klichowicz's howellki visualiser: population SD of s, one
 * board per set, computed here from the published grids (doc/howell.md). */
static const struct {
    unsigned T, R;
    double sd;
} kops[] = {
    {5, 7, 2.8380}, {6, 8, 3.8598}, {6, 9, 3.1175}, {7, 9, 4.2837}, {6, 10, 2.0463},
    {7, 10, 3.9663}, {8, 10, 5.4365}, {7, 11, 3.4901}, {8, 11, 5.0711}, {9, 11, 6.2613},
    {7, 12, 3.4524}, {8, 12, 4.8000}, {9, 12, 5.9699}, {10, 12, 6.9665}, {8, 13, 3.5490},
    {9, 13, 4.9770}, {10, 13, 6.1667}, {11, 13, 7.5132}, {8, 14, 4.0144}, {9, 14, 4.9948},
    {10, 14, 6.0403}, {11, 14, 7.3841}, {12, 14, 8.4875}, {9, 15, 3.2804}, {10, 15, 5.6372},
    {11, 15, 7.0448}, {12, 15, 8.2127}, {13, 15, 9.2124}, {9, 16, 3.0829}, {10, 16, 4.9067},
    {11, 16, 6.3867}, {12, 16, 7.6363}, {13, 16, 9.0044}, {14, 16, 10.2414}, {10, 17, 3.8916},
    {11, 17, 5.5166}, {12, 17, 6.8903}, {13, 17, 8.4065}, {14, 17, 9.3894}, {15, 17, 10.4990},
    {10, 18, 3.8521}, {11, 18, 4.9160}, {12, 18, 6.7742}, {13, 18, 7.9011}, {14, 18, 9.2238},
    {15, 18, 10.3568}, {16, 18, 11.4263}, {11, 19, 4.1239}, {12, 19, 5.7275}, {13, 19, 7.3945},
    {14, 19, 8.7782}, {15, 19, 9.9701}, {16, 19, 11.1844}, {17, 19, 12.1019},
};

#define KOPS_SIZES (sizeof kops / sizeof *kops)

#endif
