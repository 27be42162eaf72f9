/* SPDX-License-Identifier: MIT */
/* The score of a result by the scoring table of the Laws of Duplicate Bridge, and the dealer
 * and vulnerability of a board in the standard 16-board cycle. */
#include <stdint.h>
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "scoring/scoring-private.h"
#include "util/export.h"
#include "util/message.h"
#include "util/out.h"

const char *bm_direction_letter(unsigned seat)
{
    static const char *const letter[] = {"?", "N", "E", "S", "W"};
    return letter[seat <= 4 ? seat : 0];
}

enum bm_status bm_lead_parse(char out[BM_LEAD_SIZE], const char *text)
{
    out[0] = '\0';
    const char *suit = text[0] ? strchr("SHDC", toupper((unsigned char)text[0])) : NULL;
    const char *rank = text + (text[0] != '\0');
    int ten = strcmp(rank, "10") == 0 || ((rank[0] == 'T' || rank[0] == 't') && !rank[1]);
    const char *card = !ten && rank[0] && !rank[1]
                           ? strchr("23456789JQKA", toupper((unsigned char)rank[0]))
                           : NULL;
    if (!suit || (!ten && !card))
        return bm_fail(BM_EPARSE, "lead \"%.24s\" is not a card (a suit S, H, D or C and a "
                       "rank 2-9, 10, J, Q, K or A, such as \"H10\" or \"SK\")", text);
    const char written[3] = {ten ? '1' : *card, ten ? '0' : '\0', '\0'};
    snprintf(out, BM_LEAD_SIZE, "%c%s", *suit, written);
    return BM_OK;
}

int bm_side_vulnerable(enum bm_vulnerability v, enum bm_direction seat)
{
    int ns = seat == BM_DIRECTION_NORTH || seat == BM_DIRECTION_SOUTH;
    return v == BM_VULNERABLE_BOTH || (ns ? v == BM_VULNERABLE_NS : v == BM_VULNERABLE_EW);
}

BM_EXPORT enum bm_status bm_board_vulnerability(enum bm_vulnerability *vulnerability,
                                                enum bm_direction *dealer, uint32_t board)
{
    /* boards 1-16; the pattern shifts one place every four boards */
    static const enum bm_vulnerability cycle[16] = {
        BM_VULNERABLE_NONE, BM_VULNERABLE_NS,   BM_VULNERABLE_EW,   BM_VULNERABLE_BOTH,
        BM_VULNERABLE_NS,   BM_VULNERABLE_EW,   BM_VULNERABLE_BOTH, BM_VULNERABLE_NONE,
        BM_VULNERABLE_EW,   BM_VULNERABLE_BOTH, BM_VULNERABLE_NONE, BM_VULNERABLE_NS,
        BM_VULNERABLE_BOTH, BM_VULNERABLE_NONE, BM_VULNERABLE_NS,   BM_VULNERABLE_EW};
    if (vulnerability)
        *vulnerability = 0;
    if (dealer)
        *dealer = 0;
    if (!board)
        return bm_fail(BM_ERANGE, "board 0: boards are numbered from 1");
    if (vulnerability)
        *vulnerability = cycle[(board - 1) % 16];
    if (dealer)
        *dealer = (enum bm_direction)((board - 1) % 4 + 1);
    return BM_OK;
}

static int word_is(const char *text, const char *word)
{
    size_t i = 0;
    for (; word[i]; i++)
        if (toupper((unsigned char)text[i]) != word[i])
            return 0;
    return text[i] == '\0';
}

enum bm_status bm_contract_parse(struct bm_contract *c, const char *text)
{
    static const char strains[] = "CDHSN";
    memset(c, 0, sizeof *c);
    if (word_is(text, "PASS"))
        return BM_OK;
    const char *p = text;
    if (*p < '1' || *p > '7')
        return bm_fail(BM_EPARSE,
                       "contract \"%.20s\": %s (a contract is a level 1-7, a strain C, D, H, S "
                       "or NT, then X or XX if doubled, e.g. 4HX, 3NT; or PASS)",
                       text, *p >= '8' && *p <= '9' ? "the level must be 1-7" : "not a contract");
    c->level = (unsigned char)(*p++ - '0');
    const char *s = *p ? strchr(strains, toupper((unsigned char)*p)) : NULL;
    if (!s)
        return bm_fail(BM_EPARSE, "contract \"%.20s\": the strain must be C, D, H, S or NT", text);
    c->strain = (unsigned char)(s - strains + 1);
    p++;
    if (c->strain == BM_STRAIN_NOTRUMP && toupper((unsigned char)*p) == 'T')
        p++;
    while (toupper((unsigned char)*p) == 'X' && c->doubled < 2) {
        c->doubled++;
        p++;
    }
    if (*p)
        return bm_fail(BM_EPARSE,
                       "contract \"%.20s\": unexpected \"%.8s\" (after the strain only X or XX)",
                       text, p);
    return BM_OK;
}

void bm_contract_format(char *buf, size_t n, const struct bm_contract *c)
{
    static const char *const strain[] = {"", "C", "D", "H", "S", "NT"};
    static const char *const dbl[] = {"", "X", "XX"};
    if (!c->level)
        snprintf(buf, n, "PASS");
    else
        snprintf(buf, n, "%u%s%s", c->level, strain[c->strain], dbl[c->doubled]);
}

/* Points for each trick bid and made, undoubled. */
static int trick_value(unsigned strain)
{
    return strain <= BM_STRAIN_DIAMONDS ? 20 : 30;
}

static int made_score(const struct bm_contract *c, unsigned over, int vul)
{
    int mult = 1 << c->doubled; /* 1, 2, 4 */
    int tricks = (int)c->level * trick_value(c->strain) + (c->strain == BM_STRAIN_NOTRUMP ? 10 : 0);
    int score = tricks * mult;
    score += tricks * mult >= 100 ? (vul ? 500 : 300) : 50;
    if (c->level == 6)
        score += vul ? 750 : 500;
    else if (c->level == 7)
        score += vul ? 1500 : 1000;
    if (c->doubled)
        score += 50 * c->doubled; /* for making a doubled (50) or redoubled (100) contract */
    int over_each = c->doubled ? (vul ? 200 : 100) * c->doubled : trick_value(c->strain);
    return score + (int)over * over_each;
}

static int down_score(const struct bm_contract *c, unsigned down, int vul)
{
    if (!c->doubled)
        return (int)down * (vul ? 100 : 50);
    /* doubled: vulnerable 200 then 300 each; not vulnerable 100, 200, 200, then 300 each */
    int pts =
        vul ? 200 + 300 * (int)(down - 1)
            : 100 + 200 * (int)(down > 3 ? 2 : down - 1) + 300 * (int)(down > 3 ? down - 3 : 0);
    return pts * c->doubled; /* redoubled: twice the doubled figures */
}

int bm_contract_score(const struct bm_contract *c, unsigned tricks, int vulnerable)
{
    if (!c->level)
        return 0;
    unsigned need = c->level + 6u;
    return tricks >= need ? made_score(c, tricks - need, vulnerable)
                          : -down_score(c, need - tricks, vulnerable);
}

BM_EXPORT enum bm_status bm_score_result(int32_t *ns_score, const char *contract,
                                         enum bm_direction declarer, uint32_t tricks,
                                         enum bm_vulnerability vulnerability)
{
    BM_OUT_PARAM(ns_score);
    if (!contract)
        return bm_fail(BM_EINVAL, "contract is NULL");
    if (vulnerability < BM_VULNERABLE_NONE || vulnerability > BM_VULNERABLE_BOTH)
        return bm_fail(BM_EINVAL, "unknown vulnerability %d (1 none, 2 NS, 3 EW, 4 both)",
                       (int)vulnerability);
    struct bm_contract c;
    enum bm_status st = bm_contract_parse(&c, contract);
    if (st || !c.level)
        return st;
    if (declarer < BM_DIRECTION_NORTH || declarer > BM_DIRECTION_WEST)
        return bm_fail(BM_EINVAL, "unknown declarer %d (1 N, 2 E, 3 S, 4 W)",
                       (int)declarer);
    if (tricks > 13)
        return bm_fail(BM_ERANGE, "tricks %u: a declarer takes 0-13 tricks", tricks);
    int score = bm_contract_score(&c, tricks, bm_side_vulnerable(vulnerability, declarer));
    *ns_score = declarer == BM_DIRECTION_NORTH || declarer == BM_DIRECTION_SOUTH ? score : -score;
    return BM_OK;
}
