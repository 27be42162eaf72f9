/* SPDX-License-Identifier: MIT */
/* The grid text of a movement (doc/format.md): the table as the movements article prints it,
 * one line per round, "R: ns SET ew | ns SET ew | ...", below a "# key: value" header.
 *
 * The reader makes three passes over the text, none of which allocates: it collects the
 * header lines, then scans every round line (syntax, sizes, largest participant and set),
 * then creates the movement and parses the round lines again into it. Parsing twice costs
 * little and spares a temporary copy of the grid. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/exchange.h"
#include "formats/teams.h"
#include "model/model.h"
#include "util/alloc.h"
#include "util/buf.h"
#include "util/export.h"
#include "util/json.h"
#include "util/message.h"
#include "util/out.h"
#include "util/utf8.h"

/* Largest participant or set number the text accepts (the model's own limits). */
#define MAX_NUMBER (4 * BM_MAX_DIM)
#define MAX_FIRST_BOARD 1000000u

/* ------------------------------------------------------------------------------------------ */
/* Set tokens: letters A..Z, then AA, AB, ... (bijective base 26, like spreadsheet columns)   */

static void put_letters(struct bm_buf *b, unsigned set)
{
    char tmp[8];
    int n = 0;
    while (set && n < 8) {
        set--;
        tmp[n++] = (char)('A' + set % 26);
        set /= 26;
    }
    while (n)
        bm_buf_add(b, &tmp[--n], 1);
}

static void put_set_token(struct bm_buf *b, const struct bm_movement *m, unsigned r, unsigned t)
{
    const struct bm_cell *c = bm_cell_at(m, r, t);
    if (c->set)
        put_letters(b, c->set);
    else
        bm_buf_add(b, "-", 1);
    if (c->copy != 1)
        bm_buf_printf(b, "/%u", c->copy);
    if (c->first)
        bm_buf_printf(b, ">%u", c->first);
    unsigned size = c->set ? m->set_size[c->set - 1] : 0, n = 0;
    for (unsigned i = 1; i <= size; i++)
        n += (unsigned)bm_switch_bit(m, r, t, i);
    if (!n)
        return;
    bm_buf_add(b, "*", 1);
    if (n == size)
        return;
    for (unsigned i = 1, k = 0; i <= size; i++)
        if (bm_switch_bit(m, r, t, i))
            bm_buf_printf(b, "%s%u", k++ ? "," : "", i);
}

/* ------------------------------------------------------------------------------------------ */
/* The writer                                                                                 */

static const char *event_word(enum bm_event e)
{
    return e == BM_EVENT_TEAMS ? "teams" : e == BM_EVENT_INDIVIDUAL ? "individual" : "pairs";
}

/* Whether a string header would not read back exactly as it stands: blanks at either end
 * (the reader trims them), a control character (a line break would end the line), or a
 * leading '"' (the mark of a quoted value). */
static int needs_quotes(const char *s)
{
    size_t n = strlen(s);
    if (s[0] == '"' || s[0] == ' ' || s[0] == '\t' || s[n - 1] == ' ' || s[n - 1] == '\t')
        return 1;
    for (const unsigned char *p = (const unsigned char *)s; *p; p++)
        if ((*p < 0x20 && *p != '\t') || *p == 0x7f)
            return 1;
    return 0;
}

/* A header value stays on its line and reads back exactly: as it stands when it can, else
 * as a JSON string literal ("\"  Club\\n\""); invalid UTF-8 (which a movement never holds)
 * would become U+FFFD. */
static void put_header_string(struct bm_buf *b, const char *key, const char *s)
{
    if (!s || !s[0])
        return;
    bm_buf_printf(b, "# %s: ", key);
    if (needs_quotes(s)) {
        bm_buf_json_string(b, s);
        bm_buf_add(b, "\n", 1);
        return;
    }
    const unsigned char *p = (const unsigned char *)s, *end = p + strlen(s);
    while (p < end) {
        size_t n = bm_utf8_sequence(p, end);
        if (!n)
            bm_buf_puts(b, "\xef\xbf\xbd");
        else if ((*p < 0x20 && *p != '\t') || *p == 0x7f)
            bm_buf_add(b, " ", 1);
        else
            bm_buf_add(b, (const char *)p, n);
        p += n ? n : 1;
    }
    bm_buf_add(b, "\n", 1);
}

/* A decimal number without printf: the grid writes tens of thousands of them. */
static void put_uint(struct bm_buf *b, unsigned v)
{
    char tmp[12];
    size_t n = sizeof tmp;
    do {
        tmp[--n] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    bm_buf_add(b, tmp + n, sizeof tmp - n);
}

static void put_seat(struct bm_buf *b, unsigned p)
{
    if (p)
        put_uint(b, p);
    else
        bm_buf_add(b, "-", 1);
}

static void write_optional_headers(struct bm_buf *b, const struct bm_movement *m)
{
    if (m->first_board != 1)
        bm_buf_printf(b, "# first_board: %u\n", m->first_board);
    if (m->first_round != 1)
        bm_buf_printf(b, "# first_round: %u\n", m->first_round);
    int uniform = 1;
    for (unsigned s = 0; s < m->sets; s++)
        uniform &= m->set_size[s] == m->boards_per_set;
    if (!uniform) {
        bm_buf_puts(b, "# set_sizes:");
        for (unsigned s = 0; s < m->sets; s++)
            bm_buf_printf(b, " %u", m->set_size[s]);
        bm_buf_puts(b, "\n");
    }
    unsigned n = 0;
    for (unsigned p = 1; p <= m->participants; p++) {
        unsigned f = m->phantom_from[p];
        if (!f)
            continue;
        bm_buf_printf(b, n++ ? " %u" : "# phantoms: %u", p);
        if (f > 1)
            bm_buf_printf(b, "@%u", f);
    }
    if (n)
        bm_buf_puts(b, "\n");
    n = 0;
    for (unsigned p = 1; p <= m->participants; p++)
        if (m->arrive_at[p])
            bm_buf_printf(b, "%s%u@%u", n++ ? " " : "# late: ", p, m->arrive_at[p]);
    if (n)
        bm_buf_puts(b, "\n");
    unsigned teams = bm_movement_teams(m);
    if (m->event == BM_EVENT_TEAMS && teams) {
        bm_buf_puts(b, "# teams:");
        bm_put_teams(b, m);
        bm_buf_puts(b, "\n");
    }
    put_header_string(b, "spec", m->spec);
    put_header_string(b, "generator", m->generator);
    for (unsigned i = 0; i < m->nchanges; i++)
        bm_buf_printf(b, "%s%s", i ? " " : "# changes: ", m->changes[i].text);
    if (m->nchanges)
        bm_buf_puts(b, "\n");
}

static void write_cell(struct bm_buf *b, const struct bm_movement *m, unsigned r, unsigned t)
{
    const struct bm_cell *c = bm_cell_at(m, r, t);
    if (!c->active) {
        bm_buf_add(b, "-", 1);
        return;
    }
    unsigned seats = bm_seat_count(m), before_set = seats / 2;
    for (unsigned i = 0; i < seats; i++) {
        if (i)
            bm_buf_add(b, " ", 1);
        if (i == before_set) {
            put_set_token(b, m, r, t);
            bm_buf_add(b, " ", 1);
        }
        put_seat(b, c->seat[i]);
    }
}

enum bm_status bm_text_write(char **out, const struct bm_movement *m, char **notes)
{
    struct bm_buf b;
    struct bm_losses l;
    bm_buf_init(&b);
    bm_losses_init(&l);
    if (m->nstands)
        bm_losses_add(&l, "%u relay/bye stand%s and the boards waiting on them (JSON keeps them)",
                      m->nstands, m->nstands == 1 ? "" : "s");
    put_header_string(&b, "name", m->name);
    bm_buf_printf(&b, "# event: %s\n# tables: %u\n# rounds: %u\n# sets: %u\n"
                      "# boards_per_set: %u\n# participants: %u\n",
                  event_word(m->event), m->tables, m->rounds, m->sets, m->boards_per_set,
                  m->participants);
    write_optional_headers(&b, m);
    for (unsigned r = 1; r <= m->rounds && !b.failed; r++) {
        put_uint(&b, r);
        bm_buf_add(&b, ": ", 2);
        for (unsigned t = 1; t <= m->tables; t++) {
            if (t > 1)
                bm_buf_add(&b, " | ", 3);
            write_cell(&b, m, r, t);
        }
        bm_buf_add(&b, "\n", 1);
    }
    return bm_exchange_finish(BM_OK, &b, &l, "grid text does not hold", out, notes);
}

/* ------------------------------------------------------------------------------------------ */
/* Reading: lines, spans and errors                                                          */

struct span {
    const char *p, *end;
};

enum header_key {
    H_NAME, H_EVENT, H_TABLES, H_ROUNDS, H_SETS, H_BOARDS_PER_SET, H_PARTICIPANTS,
    H_FIRST_BOARD, H_SET_SIZES, H_PHANTOMS, H_LATE, H_TEAMS, H_SPEC, H_GENERATOR,
    H_FIRST_ROUND, H_CHANGES, H_COUNT
};

static const char *const header_names[H_COUNT] = {
    "name", "event", "tables", "rounds", "sets", "boards_per_set", "participants",
    "first_board", "set_sizes", "phantoms", "late", "teams", "spec", "generator",
    "first_round", "changes"};

struct header {
    struct span value; /* trimmed */
    unsigned line;     /* 0 = absent */
    const char *line_start;
};

struct reader {
    const char *text, *end;
    struct header h[H_COUNT];
    enum bm_event event;
    unsigned tables, rounds, sets, participants, boards_per_set;
    unsigned first_round_line; /* line of round 1, for "as in round 1" */
    unsigned max_participant, max_set;
    /* where the current line starts, for columns */
    const char *line_start;
    unsigned line;
};

static enum bm_status text_error(const struct reader *rd, const char *at, const char *fmt, ...)
    BM_PRINTF(3, 4);

static enum bm_status text_error(const struct reader *rd, const char *at, const char *fmt, ...)
{
    char what[200];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    return bm_fail(BM_EPARSE, "line %u, column %u: %s", rd->line,
                   (unsigned)(at - rd->line_start) + 1, what);
}

static int is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\r';
}

static struct span trim(struct span s)
{
    while (s.p < s.end && is_blank(*s.p))
        s.p++;
    while (s.end > s.p && is_blank(s.end[-1]))
        s.end--;
    return s;
}

static int span_is(struct span s, const char *word)
{
    size_t n = strlen(word);
    return (size_t)(s.end - s.p) == n && memcmp(s.p, word, n) == 0;
}

/* The next whitespace-separated token of *s (empty span at the end). */
static struct span next_token(struct span *s)
{
    struct span t;
    while (s->p < s->end && is_blank(*s->p))
        s->p++;
    t.p = s->p;
    while (s->p < s->end && !is_blank(*s->p))
        s->p++;
    t.end = s->p;
    return t;
}

static int is_digit(char c)
{
    return c >= '0' && c <= '9';
}

/* Decimal digits at *p (advanced past them) into *out; 0 if none or the value exceeds max. */
static int read_number(const char **p, const char *end, unsigned max, unsigned *out)
{
    unsigned long long v = 0;
    const char *q = *p;
    if (q >= end || !is_digit(*q))
        return 0;
    while (q < end && is_digit(*q)) {
        v = v * 10 + (unsigned)(*q - '0');
        if (v > max)
            return 0;
        q++;
    }
    *p = q;
    *out = (unsigned)v;
    return 1;
}

/* A token that is exactly a number in lo..max. */
static enum bm_status token_number(const struct reader *rd, struct span t, unsigned lo,
                                   unsigned max, const char *what, unsigned *out)
{
    const char *p = t.p;
    if (p == t.end)
        return text_error(rd, p, "expected %s", what);
    if (!is_digit(*p))
        return text_error(rd, t.p, "'%.*s' is not a number (expected %s)", (int)(t.end - t.p),
                          t.p, what);
    if (!read_number(&p, t.end, max, out) || *out < lo)
        return text_error(rd, t.p, "%.*s is out of range %u..%u (%s)", (int)(t.end - t.p), t.p,
                          lo, max, what);
    if (p != t.end)
        return text_error(rd, p, "unexpected '%c' after the number (expected %s)", *p, what);
    return BM_OK;
}

/* ------------------------------------------------------------------------------------------ */
/* Header lines                                                                               */

/* A header line is "# key: value" with one of the known keys right after "# "; any other '#'
 * line (including indented "#   key:" notes) is a comment. */
static enum bm_status note_header(struct reader *rd, struct span line)
{
    if (line.end - line.p < 3 || line.p[1] != ' ')
        return BM_OK;
    const char *p = line.p + 2;
    for (int k = 0; k < H_COUNT; k++) {
        size_t n = strlen(header_names[k]);
        if ((size_t)(line.end - p) <= n || memcmp(p, header_names[k], n) != 0 || p[n] != ':')
            continue;
        struct header *h = &rd->h[k];
        if (h->line)
            return text_error(rd, p, "header '%s' given twice (first on line %u)",
                              header_names[k], h->line);
        h->line = rd->line;
        h->line_start = rd->line_start;
        h->value = trim((struct span){p + n + 1, line.end});
        return BM_OK;
    }
    return BM_OK;
}

/* Make errors point into a header line. */
static void at_header(struct reader *rd, enum header_key k)
{
    rd->line = rd->h[k].line;
    rd->line_start = rd->h[k].line_start;
}

/* A numeric header: a number, then optionally a comment after white space ("2 (positions)"). */
static enum bm_status header_number(struct reader *rd, enum header_key k, unsigned lo,
                                    unsigned max, unsigned *out)
{
    struct span v = rd->h[k].value;
    at_header(rd, k);
    struct span t = next_token(&v);
    if (t.p == t.end)
        return text_error(rd, t.p, "'# %s:' needs a number", header_names[k]);
    return token_number(rd, t, lo, max, header_names[k], out);
}

static enum bm_status read_global_headers(struct reader *rd)
{
    enum bm_status st = BM_OK;
    rd->event = BM_EVENT_PAIRS;
    if (rd->h[H_EVENT].line) {
        struct span v = rd->h[H_EVENT].value;
        at_header(rd, H_EVENT);
        if (span_is(v, "pairs"))
            rd->event = BM_EVENT_PAIRS;
        else if (span_is(v, "teams"))
            rd->event = BM_EVENT_TEAMS;
        else if (span_is(v, "individual"))
            rd->event = BM_EVENT_INDIVIDUAL;
        else
            return text_error(rd, v.p, "unknown event '%.*s' (expected pairs, teams or "
                                       "individual)", (int)(v.end - v.p), v.p);
    }
    rd->boards_per_set = 1;
    if (rd->h[H_BOARDS_PER_SET].line)
        st = header_number(rd, H_BOARDS_PER_SET, 1, BM_MAX_BOARDS_PER_SET, &rd->boards_per_set);
    if (!st && rd->h[H_SETS].line)
        st = header_number(rd, H_SETS, 1, MAX_NUMBER, &rd->sets);
    if (!st && rd->h[H_PARTICIPANTS].line)
        st = header_number(rd, H_PARTICIPANTS, 1, MAX_NUMBER, &rd->participants);
    if (!st && rd->h[H_TABLES].line)
        st = header_number(rd, H_TABLES, 1, BM_MAX_DIM, &rd->tables);
    if (!st && rd->h[H_ROUNDS].line)
        st = header_number(rd, H_ROUNDS, 1, BM_MAX_DIM, &rd->rounds);
    return st;
}

/* ------------------------------------------------------------------------------------------ */
/* Round lines                                                                                */

/* A seat: a participant number or '-' (empty). */
static enum bm_status parse_seat(struct reader *rd, struct span t, unsigned *out)
{
    *out = 0;
    if (span_is(t, "-"))
        return BM_OK;
    enum bm_status st = token_number(rd, t, 1, MAX_NUMBER, "a participant number or '-'", out);
    if (st)
        return st;
    if (rd->participants && *out > rd->participants)
        return text_error(rd, t.p, "participant %u is beyond the %u of '# participants:' (line %u)",
                          *out, rd->participants, rd->h[H_PARTICIPANTS].line);
    if (*out > rd->max_participant)
        rd->max_participant = *out;
    return BM_OK;
}

struct set_token {
    unsigned set, copy, first;
    int switch_all;
    struct span positions; /* after '*', may be empty */
    const char *at_first, *at_positions;
};

/* letters-or-dash [/copy] [>first] [*[p,p,...]] */
static enum bm_status parse_set_token(struct reader *rd, struct span t, struct set_token *tok)
{
    const char *p = t.p;
    memset(tok, 0, sizeof *tok);
    tok->copy = 1;
    if (*p == '-') {
        p++;
    } else if (*p >= 'A' && *p <= 'Z') {
        unsigned long v = 0;
        while (p < t.end && *p >= 'A' && *p <= 'Z') {
            v = v * 26 + (unsigned)(*p - 'A' + 1);
            if (v > MAX_NUMBER)
                return text_error(rd, t.p, "set '%.*s' is beyond the largest set %u",
                                  (int)(t.end - t.p), t.p, MAX_NUMBER);
            p++;
        }
        tok->set = (unsigned)v;
        if (rd->sets && tok->set > rd->sets)
            return text_error(rd, t.p, "set %.*s (%u) is beyond the %u sets of '# sets:' "
                                       "(line %u)", (int)(p - t.p), t.p, tok->set, rd->sets,
                              rd->h[H_SETS].line);
    } else {
        return text_error(rd, p, "'%.*s' is not a board set (expected capital letters A, B, ..., "
                                 "Z, AA, ... or '-')", (int)(t.end - t.p), t.p);
    }
    if (p < t.end && *p == '/') {
        p++;
        if (!read_number(&p, t.end, BM_MAX_DIM, &tok->copy) || tok->copy < 1)
            return text_error(rd, p, "expected a copy number 1..%u after '/'", BM_MAX_DIM);
    }
    if (p < t.end && *p == '>') {
        tok->at_first = ++p;
        if (!read_number(&p, t.end, BM_MAX_BOARDS_PER_SET, &tok->first) || tok->first < 1)
            return text_error(rd, tok->at_first, "expected a board position 1..%u after '>'",
                              BM_MAX_BOARDS_PER_SET);
    }
    if (p < t.end && *p == '*') {
        tok->at_positions = ++p;
        tok->switch_all = p == t.end;
        tok->positions = (struct span){p, t.end};
        while (p < t.end) {
            unsigned pos;
            if (!read_number(&p, t.end, BM_MAX_BOARDS_PER_SET, &pos) || pos < 1)
                return text_error(rd, p, "expected a board position 1..%u in the switch list",
                                  BM_MAX_BOARDS_PER_SET);
            if (p == t.end)
                break;
            if (*p != ',')
                return text_error(rd, p, "expected ',' between switched positions");
            if (++p == t.end)
                return text_error(rd, p, "expected a board position after ','");
        }
    }
    if (p != t.end)
        return text_error(rd, p, "unexpected '%c' in the set token (expected /copy, >first or "
                                 "*switches, in that order)", *p);
    if (!tok->set && (tok->first || tok->at_positions))
        return text_error(rd, t.p, "a cell without a set ('-') has no board to start with or to "
                                   "switch");
    if (tok->set > rd->max_set)
        rd->max_set = tok->set;
    return BM_OK;
}

/* Store a parsed set token into cell (r, t), checking positions against the set's size. */
static enum bm_status apply_set_token(struct reader *rd, struct bm_movement *m,
                                      const struct set_token *s, unsigned r, unsigned t)
{
    struct bm_cell *c = bm_cell_at(m, r, t);
    c->set = s->set;
    c->copy = s->copy;
    unsigned size = s->set ? m->set_size[s->set - 1] : 0;
    if (s->first > size)
        return text_error(rd, s->at_first, "board position %u is beyond the %u boards of set %u",
                          s->first, size, s->set);
    c->first = s->first;
    if (s->switch_all)
        for (unsigned i = 1; i <= size; i++)
            bm_switch_bit_set(m, r, t, i, 1);
    for (const char *p = s->positions.p; p < s->positions.end;) {
        const char *at = p;
        unsigned pos = 0;
        read_number(&p, s->positions.end, BM_MAX_BOARDS_PER_SET, &pos);
        if (pos > size)
            return text_error(rd, at, "switched position %u is beyond the %u boards of set %u",
                              pos, size, s->set);
        if (bm_switch_bit(m, r, t, pos))
            return text_error(rd, at, "switched position %u is listed twice", pos);
        bm_switch_bit_set(m, r, t, pos, 1);
        if (p < s->positions.end)
            p++;
    }
    return BM_OK;
}

/* One cell "ns SET ew" (individual "N S SET E W") or "-" for an idle table. With m NULL the
 * cell is only checked; otherwise it is stored at (r, t). */
static enum bm_status parse_cell(struct reader *rd, struct span cell, struct bm_movement *m,
                                 unsigned r, unsigned t)
{
    struct span c = trim(cell);
    if (span_is(c, "-"))
        return BM_OK;
    unsigned seats = rd->event == BM_EVENT_INDIVIDUAL ? 4 : 2, seat[4];
    const char *form = seats == 4 ? "N S SET E W" : "ns SET ew";
    struct set_token set;
    struct span rest = c;
    unsigned fields = 0;
    for (struct span tok = next_token(&rest); tok.p != tok.end; tok = next_token(&rest))
        if (++fields > seats + 1)
            return text_error(rd, tok.p, "table %u has more than %u fields (expected %s; tables "
                                         "are separated by '|')", t, seats + 1, form);
    if (fields < seats + 1)
        return text_error(rd, rest.p, "table %u has %u fields, expected %u (%s) or '-' for an "
                                      "idle table", t, fields, seats + 1, form);
    rest = c;
    for (unsigned i = 0; i <= seats; i++) {
        struct span tok = next_token(&rest);
        enum bm_status st = i == seats / 2 ? parse_set_token(rd, tok, &set)
                                           : parse_seat(rd, tok, &seat[i < seats / 2 ? i : i - 1]);
        if (st)
            return st;
    }
    if (!m)
        return BM_OK;
    struct bm_cell *cp = bm_cell_at(m, r, t);
    cp->active = 1;
    memcpy(cp->seat, seat, seats * sizeof seat[0]);
    return apply_set_token(rd, m, &set, r, t);
}

/* "R: cell | cell | ..." */
static enum bm_status parse_round_line(struct reader *rd, struct span line, unsigned expected_r,
                                       struct bm_movement *m)
{
    const char *p = line.p;
    unsigned r;
    while (p < line.end && is_blank(*p))
        p++;
    const char *at = p;
    if (!read_number(&p, line.end, BM_MAX_DIM, &r) || p >= line.end || *p != ':')
        return text_error(rd, at, "expected a round line 'R: ns SET ew | ...' or a '#' comment");
    if (r != expected_r)
        return text_error(rd, at, "round %u where round %u was expected (rounds are numbered "
                                  "1, 2, ... in order)", r, expected_r);
    p++;
    unsigned t = 0;
    for (;;) {
        const char *bar = p;
        while (bar < line.end && *bar != '|')
            bar++;
        if (++t > BM_MAX_DIM)
            return text_error(rd, p, "more than %u tables", BM_MAX_DIM);
        if (rd->tables && t > rd->tables)
            return text_error(rd, p - 1, "round %u has more tables than the %u of %s (line %u)",
                              r, rd->tables, rd->first_round_line ? "round 1" : "'# tables:'",
                              rd->first_round_line ? rd->first_round_line
                                                   : rd->h[H_TABLES].line);
        enum bm_status st = parse_cell(rd, (struct span){p, bar}, m, r, t);
        if (st)
            return st;
        if (bar >= line.end)
            break;
        p = bar + 1;
    }
    if (rd->tables && t < rd->tables)
        return text_error(rd, line.end, "round %u has %u tables, expected %u as %s (line %u)", r, t,
                          rd->tables, rd->first_round_line ? "round 1" : "'# tables:'",
                          rd->first_round_line ? rd->first_round_line : rd->h[H_TABLES].line);
    if (!rd->tables)
        rd->tables = t;
    return BM_OK;
}

/* Walk the lines: headers (first pass, m NULL and collect set) or round lines. */
static enum bm_status walk_lines(struct reader *rd, int collect_headers, struct bm_movement *m,
                                 unsigned *rounds_seen)
{
    unsigned r = 0;
    rd->line = 0;
    for (const char *p = rd->text; p < rd->end;) {
        const char *nl = memchr(p, '\n', (size_t)(rd->end - p));
        struct span line = {p, nl ? nl : rd->end};
        rd->line++;
        rd->line_start = p;
        p = nl ? nl + 1 : rd->end;
        const char *nul = memchr(line.p, '\0', (size_t)(line.end - line.p));
        if (nul)
            return text_error(rd, nul, "NUL byte in the text");
        const char *cr = memchr(line.p, '\r', (size_t)(line.end - line.p));
        if (cr && cr + 1 < line.end)
            return text_error(rd, cr, "a carriage return (CR) inside a line: the text must end "
                                      "its lines with LF or CR LF; a file with CR alone (an old "
                                      "Mac convention) needs its line endings converted");
        struct span s = trim(line);
        enum bm_status st = BM_OK;
        if (s.p == s.end)
            continue;
        if (*s.p == '#') {
            if (collect_headers)
                st = note_header(rd, (struct span){s.p, line.end});
            if (st)
                return st;
            continue;
        }
        if (collect_headers)
            continue;
        if (r == BM_MAX_DIM)
            return text_error(rd, s.p, "more than %u rounds", BM_MAX_DIM);
        st = parse_round_line(rd, line, ++r, m);
        if (st)
            return st;
        if (r == 1 && !rd->first_round_line)
            rd->first_round_line = rd->line;
    }
    *rounds_seen = r;
    return BM_OK;
}

/* ------------------------------------------------------------------------------------------ */
/* Headers applied to the movement                                                            */

static enum bm_status apply_set_sizes(struct reader *rd, struct bm_movement *m)
{
    unsigned fb;
    enum bm_status st = BM_OK;
    if (rd->h[H_FIRST_BOARD].line) {
        st = header_number(rd, H_FIRST_BOARD, 1, MAX_FIRST_BOARD, &fb);
        if (st)
            return st;
        m->first_board = fb;
    }
    if (rd->h[H_FIRST_ROUND].line) {
        st = header_number(rd, H_FIRST_ROUND, 1, BM_MAX_FIRST_ROUND, &fb);
        if (st)
            return st;
        m->first_round = fb;
    }
    if (!rd->h[H_SET_SIZES].line)
        return BM_OK;
    /* Two passes: check the sizes and find the largest, grow the switch storage once for it,
     * then store them. The grid is still empty, so no switch bit needs clearing. */
    unsigned biggest = 0, biggest_set = 0;
    at_header(rd, H_SET_SIZES);
    for (int store = 0; store < 2; store++) {
        struct span v = rd->h[H_SET_SIZES].value;
        for (unsigned s = 1; s <= m->sets; s++) {
            struct span t = next_token(&v);
            unsigned size;
            if (t.p == t.end)
                return text_error(rd, t.p, "'# set_sizes:' lists %u sizes, expected %u (one per "
                                           "set)", s - 1, m->sets);
            st = token_number(rd, t, 1, BM_MAX_BOARDS_PER_SET, "boards in a set", &size);
            if (st)
                return st;
            if (store) {
                m->set_size[s - 1] = size;
            } else if (size > biggest) {
                biggest = size;
                biggest_set = s;
            }
        }
        struct span t = next_token(&v);
        if (t.p != t.end)
            return text_error(rd, t.p, "'# set_sizes:' lists more than %u sizes (one per set)",
                              m->sets);
        if (store)
            bm_movement_count_sets(m, 1);
        if (!store && (st = bm_movement_resize_set(m, biggest_set, biggest)))
            return st;
    }
    return BM_OK;
}

/* "# phantoms: 14 7@3": absent from round 1, or from round R on. */
static enum bm_status apply_phantoms(struct reader *rd, struct bm_movement *m)
{
    if (!rd->h[H_PHANTOMS].line)
        return BM_OK;
    struct span v = rd->h[H_PHANTOMS].value;
    at_header(rd, H_PHANTOMS);
    for (struct span t = next_token(&v); t.p != t.end; t = next_token(&v)) {
        const char *at = memchr(t.p, '@', (size_t)(t.end - t.p));
        unsigned who, from = 1;
        enum bm_status st = token_number(rd, (struct span){t.p, at ? at : t.end}, 1,
                                         m->participants, "a participant", &who);
        if (!st && at)
            st = token_number(rd, (struct span){at + 1, t.end}, 1, m->rounds,
                              "the round after '@'", &from);
        if (st)
            return st;
        if (m->phantom_from[who])
            return text_error(rd, t.p, "participant %u is listed twice", who);
        m->phantom_from[who] = from;
    }
    return BM_OK;
}

/* "# late: 14@3": plays from round R on (after the phantoms: it must play some round). */
static enum bm_status apply_late(struct reader *rd, struct bm_movement *m)
{
    if (!rd->h[H_LATE].line)
        return BM_OK;
    struct span v = rd->h[H_LATE].value;
    at_header(rd, H_LATE);
    for (struct span t = next_token(&v); t.p != t.end; t = next_token(&v)) {
        const char *at = memchr(t.p, '@', (size_t)(t.end - t.p));
        unsigned who, round;
        if (!at)
            return text_error(rd, t.p, "expected PARTICIPANT@ROUND, e.g. 14@3 (plays from round "
                                       "3 on)");
        if (m->rounds < 2)
            return text_error(rd, t.p, "nobody can arrive late in a one-round movement");
        enum bm_status st = token_number(rd, (struct span){t.p, at}, 1, m->participants,
                                         "a participant", &who);
        if (!st)
            st = token_number(rd, (struct span){at + 1, t.end}, 2, m->rounds,
                              "the round after '@'", &round);
        if (st)
            return st;
        if (m->arrive_at[who])
            return text_error(rd, t.p, "participant %u is listed twice", who);
        if (m->phantom_from[who] && m->phantom_from[who] <= round)
            return text_error(rd, t.p, "participant %u would never play: it arrives for round %u "
                              "but is absent from round %u on", who, round, m->phantom_from[who]);
        m->arrive_at[who] = round;
    }
    return BM_OK;
}

/* One change of "# changes:", as the option of the set change that makes it: late=23@3,
 * leaves=7@6, add_table=5. */
static enum bm_status apply_change(struct reader *rd, struct bm_movement *m, struct span t)
{
    const char *eq = memchr(t.p, '=', (size_t)(t.end - t.p));
    enum bm_change_kind kind;
    unsigned pair = 0, round;
    if (!eq || !bm_change_kind_find(&kind, t.p, (size_t)(eq - t.p)))
        return text_error(rd, t.p, "expected late=PAIR@ROUND, leaves=PAIR@ROUND or "
                                   "add_table=ROUND, found '%.*s'", (int)(t.end - t.p), t.p);
    struct span n = {eq + 1, t.end};
    if (m->nchanges >= BM_MAX_CHANGES)
        return text_error(rd, t.p, "at most %u changes", BM_MAX_CHANGES);
    if (kind != BM_CHANGE_KIND_ADD_TABLE) {
        const char *at = memchr(n.p, '@', (size_t)(n.end - n.p));
        if (!at)
            return text_error(rd, n.p, "expected PAIR@ROUND after '%s='",
                              bm_change_kind_key(kind));
        enum bm_status st = token_number(rd, (struct span){n.p, at}, 1, m->participants,
                                         "a pair", &pair);
        if (st)
            return st;
        n.p = at + 1;
    }
    enum bm_status st = token_number(rd, n, 1, m->rounds, "the round of a change", &round);
    return st ? st : bm_movement_add_change(m, kind, pair, round);
}

/* "# changes: late=23@3 leaves=7@6": the changes made mid-session, in order. */
static enum bm_status apply_changes(struct reader *rd, struct bm_movement *m)
{
    if (!rd->h[H_CHANGES].line)
        return BM_OK;
    struct span v = rd->h[H_CHANGES].value;
    at_header(rd, H_CHANGES);
    enum bm_status st = BM_OK;
    for (struct span t = next_token(&v); !st && t.p != t.end; t = next_token(&v))
        st = apply_change(rd, m, t);
    return st;
}

static enum bm_status apply_teams(struct reader *rd, struct bm_movement *m)
{
    if (!rd->h[H_TEAMS].line)
        return BM_OK;
    struct span v = rd->h[H_TEAMS].value;
    at_header(rd, H_TEAMS);
    if (m->event != BM_EVENT_TEAMS)
        return text_error(rd, v.p, "only a teams event has teams ('# event: teams')");
    unsigned team = 0;
    for (struct span t = next_token(&v); t.p != t.end; t = next_token(&v)) {
        if (++team > m->participants)
            return text_error(rd, t.p, "more teams than the %u pairs", m->participants);
        if (span_is(t, "-"))
            continue;
        for (const char *p = t.p; p <= t.end;) {
            const char *plus = memchr(p, '+', (size_t)(t.end - p));
            const char *e = plus ? plus : t.end;
            unsigned pair;
            if (p == e)
                return text_error(rd, p, "expected a pair number (a team is written 1+4)");
            enum bm_status st = token_number(rd, (struct span){p, e}, 1, m->participants,
                                             "a pair", &pair);
            if (st)
                return st;
            if (m->team_of[pair])
                return text_error(rd, p, "pair %u is already in team %u", pair,
                                  m->team_of[pair]);
            m->team_of[pair] = team;
            p = e + 1;
        }
    }
    return BM_OK;
}

/* String values must be valid UTF-8 without control characters other than tab: what the JSON
 * can carry and what the text writer writes back unchanged. */
static enum bm_status check_string(struct reader *rd, struct span v, enum header_key k)
{
    for (const char *p = v.p; p < v.end;) {
        unsigned char c = (unsigned char)*p;
        size_t n = bm_utf8_sequence((const unsigned char *)p, (const unsigned char *)v.end);
        if (!n)
            return text_error(rd, p, "invalid UTF-8 in the %s", header_names[k]);
        if ((c < 0x20 && c != '\t') || c == 0x7f)
            return text_error(rd, p, "control character 0x%02x in the %s", c, header_names[k]);
        p += n;
    }
    return BM_OK;
}

/* A header value that begins and ends with '"' is a JSON string literal (how the writer
 * keeps blanks at the ends, line breaks and other control characters); *s is its text. */
static enum bm_status quoted_string(struct reader *rd, struct span v, enum header_key k, char **s)
{
    enum bm_status st = bm_json_decode_string(s, v.p, (size_t)(v.end - v.p));
    if (st == BM_EPARSE)
        return text_error(rd, v.p, "the %s begins and ends with '\"', so it is read as a JSON "
                                   "string, and it is not one (write \\\" for a quote inside, "
                                   "\\\\ for a backslash)", header_names[k]);
    return st;
}

/* A string header into the movement; the value is copied through a NUL-terminated buffer. */
static enum bm_status apply_string(struct reader *rd, struct bm_movement *m, enum header_key k)
{
    if (!rd->h[k].line)
        return BM_OK;
    struct span v = rd->h[k].value;
    at_header(rd, k);
    char *s = NULL;
    size_t n = (size_t)(v.end - v.p);
    if (n >= 2 && v.p[0] == '"' && v.end[-1] == '"') {
        enum bm_status qs = quoted_string(rd, v, k, &s);
        if (qs)
            return qs;
    } else {
        enum bm_status cs = check_string(rd, v, k);
        if (cs)
            return cs;
        s = bm_malloc(n + 1);
        if (!s)
            return BM_ENOMEM;
        memcpy(s, v.p, n);
        s[n] = '\0';
    }
    enum bm_status st = k == H_NAME   ? bm_movement_set_name(m, s)
                        : k == H_SPEC ? bm_movement_set_spec(m, s)
                                      : bm_movement_set_generator(m, s);
    free(s);
    return st;
}

static enum bm_status check_counts(struct reader *rd, unsigned rounds_seen)
{
    if (!rounds_seen) {
        /* point just past the last line */
        rd->line += rd->end > rd->text && rd->end[-1] == '\n';
        if (!rd->line)
            rd->line = 1;
        rd->line_start = rd->end;
        return text_error(rd, rd->end, "no round lines (expected 'R: ns SET ew | ...' lines)");
    }
    if (rd->rounds && rd->rounds != rounds_seen) {
        at_header(rd, H_ROUNDS);
        return text_error(rd, rd->h[H_ROUNDS].value.p, "'# rounds: %u' but the text has %u round "
                                                       "lines", rd->rounds, rounds_seen);
    }
    rd->rounds = rounds_seen;
    if (!rd->sets)
        rd->sets = rd->max_set ? rd->max_set : 1;
    if (!rd->participants)
        rd->participants = rd->max_participant ? rd->max_participant : 1;
    return BM_OK;
}

static enum bm_status build(struct reader *rd, struct bm_movement **out)
{
    unsigned rounds_seen;
    enum bm_status st = walk_lines(rd, 1, NULL, &rounds_seen);
    if (!st)
        st = read_global_headers(rd);
    if (!st)
        st = walk_lines(rd, 0, NULL, &rounds_seen);
    if (!st)
        st = check_counts(rd, rounds_seen);
    if (st)
        return st;
    struct bm_movement *m;
    st = bm_movement_new(&m, rd->event, rd->rounds, rd->tables, rd->participants, rd->sets,
                         rd->boards_per_set);
    if (st)
        return st;
    st = apply_set_sizes(rd, m);
    if (!st)
        st = walk_lines(rd, 0, m, &rounds_seen);
    if (!st)
        st = apply_phantoms(rd, m);
    if (!st)
        st = apply_late(rd, m);
    if (!st)
        st = apply_teams(rd, m);
    if (!st)
        st = apply_string(rd, m, H_NAME);
    if (!st)
        st = apply_string(rd, m, H_SPEC);
    if (!st)
        st = apply_string(rd, m, H_GENERATOR);
    if (!st)
        st = apply_changes(rd, m);
    if (st) {
        bm_movement_free(m);
        return st;
    }
    *out = m;
    return BM_OK;
}

enum bm_status bm_text_read(struct bm_movement **out, const char *text, size_t len)
{
    struct reader rd;
    memset(&rd, 0, sizeof rd);
    /* A UTF-8 byte order mark is not part of the text, but editors add it: skip it. */
    if (len >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0) {
        text += 3;
        len -= 3;
    }
    rd.text = text;
    rd.end = text + len;
    return build(&rd, out);
}
