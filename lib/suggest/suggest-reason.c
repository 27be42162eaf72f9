/* SPDX-License-Identifier: MIT */
/* A candidate's reason in one line of bridge words: what the players notice (boards, moving,
 * sitting out, sharing, stands, cases) and how the field is ranked. */
#include "model/model.h"
#include "suggest/suggest-private.h"
#include "util/buf.h"

static const char *plural(unsigned n, const char *one, const char *more)
{
    return n == 1 ? one : more;
}

static void play(struct bm_buf *b, const struct bm_candidate *c, const char *who)
{
    unsigned played = c->number[BM_SUGGEST_BOARDS_PLAYED];
    if (c->complete_strict)
        bm_buf_printf(b, "every %s plays every board (%u)", who, played);
    else if (c->complete)
        bm_buf_printf(b, "every %s plays every board of the rounds it plays (%u)",
                      who, played);
    else
        bm_buf_printf(b, "every %s plays %u boards", who, played);
    unsigned st = c->number[BM_SUGGEST_STATIONARY];
    if (st)
        bm_buf_printf(b, "; %u stationary %s%s", st, who, plural(st, "", "s"));
    else
        bm_buf_printf(b, "; every %s moves", who);
    unsigned out = c->number[BM_SUGGEST_SIT_OUTS];
    if (out)
        bm_buf_printf(b, "; each %s sits out at most %u round%s", who, out, plural(out, "", "s"));
}

static void room(struct bm_buf *b, const struct bm_candidate *c)
{
    unsigned shared = c->number[BM_SUGGEST_SHARED_TABLES];
    if (c->event == BM_EVENT_TEAMS)
        ; /* the two tables of a match pass boards between them: that is how a match is played */
    else if (shared)
        bm_buf_printf(b, "; %u tables share boards", shared);
    else
        bm_buf_puts(b, "; no sharing");
    unsigned stands = c->number[BM_SUGGEST_STANDS];
    if (stands)
        bm_buf_printf(b, "; %u relay or bye stand%s", stands, plural(stands, "", "s"));
    unsigned copies = c->number[BM_SUGGEST_COPIES];
    if (copies > 1)
        bm_buf_printf(b, "; %u copies of some boards", copies);
}

static void winners(struct bm_buf *b, const struct bm_candidate *c)
{
    if (c->event == BM_EVENT_TEAMS)
        return;
    if (c->number[BM_SUGGEST_ONE_WINNER])
        bm_buf_puts(b, "; one winner");
    else if (c->has_switched && c->number[BM_SUGGEST_ONE_WINNER_SWITCHED])
        bm_buf_printf(b, "; one winner with the %s switch", c->plan);
    else
        bm_buf_puts(b, "; NS and EW winners");
}

enum bm_status bm_suggest_reason(struct bm_candidate *c)
{
    struct bm_buf b;
    bm_buf_init(&b);
    play(&b, c, bm_participant_word(c->event));
    room(&b, c);
    winners(&b, c);
    return bm_buf_finish(&b, &c->reason);
}
