/* SPDX-License-Identifier: MIT */
/* Printing: the HTML guide's pages (one per table that plays, stand and pair or player who
 * plays, numbered "page N of M", every board's traveller with every play as seated) over
 * families and sizes; names escaped; absences and teams in words; the room picture's arrows
 * against the grid's moves; the balance map's squares against the analysis; the switch plan's
 * filled squares against the switch bits; options, refusals and messages; every allocation
 * failing in turn. The browser test (test-print-browser.py) checks how it prints. */
#include <bridgemove/bridgemove.h>

#include "util/alloc.h"
#include "test.h"
#include "test-build.h"

/* Occurrences of needle in hay. */
static unsigned count(const char *hay, const char *needle)
{
    unsigned n = 0;
    for (const char *p = strstr(hay, needle); p; p = strstr(p + 1, needle))
        n++;
    return n;
}

/* bm_print_report() with the options of the set `print` as text (NULL: none): the status of
 * the options, else of the print. */
static enum bm_status print(char **out, const struct bm_movement *m, enum bm_print what,
                            enum bm_form form, const char *options)
{
    struct bm_options *o = NULL;
    enum bm_status st = options ? bm_options_parse(&o, "print", options) : BM_OK;
    if (!st)
        st = bm_print_report(out, m, what, form, o);
    bm_options_free(o);
    return st;
}

static enum bm_status html(char **out, const struct bm_movement *m, const char *options)
{
    return print(out, m, BM_PRINT_GUIDE, BM_FORM_HTML, options);
}

static enum bm_status balance_svg(char **out, const struct bm_movement *m)
{
    return print(out, m, BM_PRINT_BALANCE, BM_FORM_SVG, NULL);
}

static enum bm_status switches_svg(char **out, const struct bm_movement *m)
{
    return print(out, m, BM_PRINT_SWITCHES, BM_FORM_SVG, NULL);
}

static enum bm_status room_svg(char **out, const struct bm_movement *m, unsigned round)
{
    char options[32];
    snprintf(options, sizeof options, "round=%u", round);
    return print(out, m, BM_PRINT_ROOM, BM_FORM_SVG, options);
}

static char *html_of(const struct bm_movement *m, const char *options)
{
    char *s = NULL;
    enum bm_status st = html(&s, m, options);
    CHECK_EQ(st, BM_OK);
    if (st)
        fprintf(stderr, "bm_print_report: %s\n", bm_last_error());
    return s;
}

/* ---- the pages, over families and sizes ---- */

/* Whether a table plays in some round: someone seated there does not sit out. */
static int table_plays(const struct bm_movement *m, unsigned t)
{
    for (unsigned r = 1; r <= bm_movement_rounds(m); r++)
        for (unsigned p = 1; p <= bm_movement_participants(m); p++) {
            unsigned table = 0;
            int out = 1;
            bm_movement_seat_of(&table, NULL, m, p, r);
            if (table == t && bm_guide_sits_out(&out, m, p, r) == BM_OK && !out)
                return 1;
        }
    return 0;
}

static int plays_sometime(const struct bm_movement *m, unsigned p)
{
    for (unsigned r = 1; r <= bm_movement_rounds(m); r++) {
        int present = 0;
        bm_movement_present(&present, m, p, r);
        if (present)
            return 1;
    }
    return 0;
}

/* Whether p sits at one table in one seat every round it is seated and present (the public
 * getters' view of a pair who never moves: its table card says all it needs). */
static int never_moves(const struct bm_movement *m, unsigned p)
{
    uint32_t t0 = 0, t = 0;
    enum bm_field f0 = BM_FIELD_NS, f = BM_FIELD_NS;
    for (unsigned r = 1; r <= bm_movement_rounds(m); r++) {
        int present = 0;
        bm_movement_present(&present, m, p, r);
        if (bm_movement_seat_of(&t, &f, m, p, r) != BM_OK || (!t && present))
            return 0;
        if (t && t0 && (t != t0 || f != f0))
            return 0;
        t0 = t ? t : t0;
        f0 = t ? f : f0;
    }
    return t0 != 0;
}

/* The page count the HTML states in its head. */
static unsigned stated_pages(const char *html)
{
    static const char meta[] = "<meta name=\"pages\" content=\"";
    const char *p = strstr(html, meta);
    return p ? (unsigned)strtoul(p + sizeof meta - 1, NULL, 10) : 0;
}

/* The plays of a set: the cells that hold it. */
static unsigned set_plays(const struct bm_movement *m, unsigned set)
{
    unsigned n = 0;
    for (unsigned r = 1; r <= bm_movement_rounds(m); r++)
        for (unsigned t = 1; t <= bm_movement_tables(m); t++) {
            int active = 0;
            unsigned s = 0;
            bm_movement_active(&active, m, r, t);
            bm_movement_get(&s, m, r, t, BM_FIELD_SET);
            n += active && s == set;
        }
    return n;
}

/* The traveller of a board: its slip, from its title to the end of its table. */
static void check_traveller(const char *html, const struct bm_movement *m, unsigned set,
                            unsigned board)
{
    char title[48];
    snprintf(title, sizeof title, "<h1>Board %u</h1>", board);
    const char *slip = strstr(html, title), *end = slip ? strstr(slip, "</table>") : NULL;
    CHECK(slip && end && count(html, title) == 1);
    if (!slip || !end)
        return;
    unsigned rows = 0;
    for (const char *p = strstr(slip, "<tr"); p && p < end; p = strstr(p + 1, "<tr"))
        rows++;
    CHECK_EQ(rows, 1 + set_plays(m, set)); /* the header, then a row per play */
}

static void check_pages(const char *spec)
{
    test_context("%s", spec);
    struct bm_movement *m = build(spec);
    if (!m)
        return;
    char *html = html_of(m, NULL);
    if (!html) {
        bm_movement_free(m);
        return;
    }
    unsigned tables = 0, pairs = 0, movers = 0, pages = count(html, "<section class=\"page ");
    for (unsigned t = 1; t <= bm_movement_tables(m); t++)
        tables += (unsigned)table_plays(m, t);
    for (unsigned p = 1; p <= bm_movement_participants(m); p++) {
        pairs += (unsigned)plays_sometime(m, p);
        movers += (unsigned)(plays_sometime(m, p) && !never_moves(m, p));
    }
    CHECK_EQ(count(html, "<section class=\"page table\">"), tables);
    CHECK_EQ(count(html, "<section class=\"page stand\">"), bm_movement_stands(m));
    CHECK_EQ(count(html, "<section class=\"page pair\">"), movers); /* the default: movers */
    CHECK_EQ(stated_pages(html), pages);
    char *every = html_of(m, "cards=all,copies=2");
    CHECK(every && count(every, "<section class=\"page pair\">") == pairs &&
          count(every, "<section class=\"page table\">") == 2 * tables);
    bm_free(every);
    char *only = html_of(m, "cards=table+traveller");
    CHECK(only && count(only, "<section class=\"page pair\">") == 0 &&
          count(only, "<section class=\"page overview\">") == 0 &&
          count(only, "<section class=\"page prepare\">") == 0 &&
          count(only, "<section class=\"page table\">") == tables &&
          count(only, "<section class=\"page travellers\">") > 0);
    bm_free(only);
    CHECK_EQ(count(html, "<section class=\"page prepare\">"), 1);
    CHECK_EQ(count(html, "(continued)"), 0);
    CHECK_EQ(count(html, "</section>"), pages);
    for (unsigned n = 1; n <= pages + 1; n++) {
        char footer[48];
        snprintf(footer, sizeof footer, " page %u of %u</footer>", n, pages);
        CHECK_EQ(count(html, footer), n <= pages);
    }
    unsigned board = bm_movement_first_board(m);
    for (unsigned s = 1; s <= bm_movement_sets(m); s++) {
        unsigned size = 0;
        bm_movement_set_size(&size, m, s);
        for (unsigned i = 1; i <= size; i++, board++)
            if (set_plays(m, s))
                check_traveller(html, m, s, board);
    }
    char *bare = html_of(m, "travellers=no");
    CHECK(bare && count(bare, "<section class=\"page travellers\">") == 0 &&
          count(bare, "<h1>Board ") == 0);
    bm_free(bare);
    bm_free(html);
    bm_movement_free(m);
}

static void test_pages(void)
{
    char spec[96];
    for (unsigned t = 3; t <= 15; t++) {
        snprintf(spec, sizeof spec, "mitchell:tables=%u,boards=%u", t, 1 + t % 3);
        check_pages(spec);
    }
    for (unsigned t = 2; t <= 8; t++) {
        snprintf(spec, sizeof spec, "howell:tables=%u,boards=2", t);
        check_pages(spec);
    }
    for (unsigned v = 8; v <= 20; v += 4) {
        snprintf(spec, sizeof spec, "individual:players=%u", v);
        check_pages(spec);
    }
    for (unsigned n = 3; n <= 8; n++) {
        snprintf(spec, sizeof spec, "roundrobin:teams=%u", n);
        check_pages(spec);
    }
    static const char *const more[] = {
        "howell:pairs=9",  "hesitation:tables=7",          "appendix:tables=7",
        "web:tables=11,rounds=5", "mitchell:tables=8,boards=3",
        "mitchell:tables=7,phantom=7ew",  "mitchell:tables=7,phantom=3@4",
        "thurner:teams=6", "triplicate", "tournant", "rover:tables=8",
        "bowman:tables=9", "extended:tables=5", "american:tables=5",
        /* over 100 pages: the total, filled into every footer at the end, has three digits */
        "mitchell:tables=30"};
    for (size_t i = 0; i < sizeof more / sizeof *more; i++)
        check_pages(more[i]);
}

/* ---- what the cards say ---- */

/* The text of the card whose title is title: from its <h1> to the end of its table. */
static char *card(const char *html, const char *title)
{
    char h1[64];
    snprintf(h1, sizeof h1, "<h1>%s</h1>", title);
    const char *from = strstr(html, h1), *to = from ? strstr(from, "</table>") : NULL;
    if (!from || !to)
        return NULL;
    size_t n = (size_t)(to - from);
    char *s = malloc(n + 1);
    if (s) {
        memcpy(s, from, n);
        s[n] = '\0';
    }
    return s;
}

static void check_card(const char *html, const char *title, const char *words, unsigned times)
{
    char *c = card(html, title);
    CHECK(c != NULL);
    if (c && count(c, words) != times) {
        CHECK_EQ(count(c, words), times);
        fprintf(stderr, "  card %s, \"%s\"\n", title, words);
    }
    free(c);
}

static void test_words(void)
{
    struct bm_movement *m = build("mitchell:tables=7,phantom=3@4");
    char *html = m ? html_of(m, "cards=all") : NULL;
    if (html) {
        /* pair 3 leaves after round 3: its card, its table's and its opponents' say so */
        check_card(html, "Pair 3", "<td>has left</td>", 4);
        check_card(html, "Table 3", "3 (has left)", 4);
        check_card(html, "Pair 11", "pair 3 has left", 1);
        check_card(html, "Pair 11", "<tr class=\"out\">", 1);
        check_card(html, "Pair 1", "<td>sit out</td>", 0);
    }
    bm_free(html);
    bm_movement_free(m);

    /* late and leaves (the spec keys): the words of the text cards */
    m = build("mitchell:tables=7,late=14@3,leaves=3@5");
    html = m ? html_of(m, "cards=all") : NULL;
    if (html) {
        CHECK_EQ(count(html, "Pair 14 arrives for round 3: its opponents sit out in rounds 1-2."), 1);
        CHECK_EQ(count(html, "Pair 3 leaves after round 4: its opponents sit out from round 5."), 1);
        check_card(html, "Pair 14", "<td>not yet arrived</td>", 2);
        check_card(html, "Pair 3", "<td>has left</td>", 3);
        check_card(html, "Pair 1", "pair 14 has not yet arrived", 1);
        check_card(html, "Pair 11", "pair 3 has left", 1);
        check_card(html, "Table 7", "14 (not yet arrived)", 1);
        check_card(html, "Table 3", "3 (has left)", 3);
    }
    bm_free(html);
    bm_movement_free(m);

    /* a phantom: no card, and nobody plays against it */
    m = build("mitchell:tables=7,phantom=7ew");
    html = m ? html_of(m, "cards=all") : NULL;
    if (html) {
        CHECK_EQ(count(html, "<h1>Pair 14</h1>"), 0);
        check_card(html, "Pair 1", "pair 14 is absent", 1);
        check_card(html, "Table 7", "14 (absent)", 1);
    }
    bm_free(html);
    bm_movement_free(m);

    /* the sit-out of a 9-pair Howell is no table to set up */
    m = build("howell:pairs=9");
    html = m ? html_of(m, "cards=all") : NULL;
    if (html) {
        CHECK_EQ(count(html, "<h1>Table 1</h1>"), 0);
        CHECK_EQ(count(html, "Table 1 is where pairs sit out"), 1);
        check_card(html, "Pair 1", "<td>sit out</td>", 1);
    }
    bm_free(html);
    bm_movement_free(m);

    /* teams name teams; individuals name players, partners and seats */
    m = build("roundrobin:teams=4");
    html = m ? html_of(m, "cards=all") : NULL;
    if (html) {
        check_card(html, "Pair 1, team 1", "<td>team 4 (pair 8)</td>", 1);
        check_card(html, "Table 1", "<td>4 (team 4)</td>", 3);
    }
    bm_free(html);
    bm_movement_free(m);
    m = build("individual:players=16");
    html = m ? html_of(m, "cards=all") : NULL;
    if (html) {
        check_card(html, "Player 1", "<th>Partner</th>", 1);
        check_card(html, "Player 1", "<td>players ", 15);
        check_card(html, "Table 1", "<th>West</th>", 1);
        CHECK_EQ(count(html, "Prepare 60 boards"), 1);
    }
    bm_free(html);
    bm_movement_free(m);

    /* a Mitchell's table card: NS stays (said once), EW moves up, boards down */
    m = build("mitchell:tables=7");
    html = m ? html_of(m, "cards=all") : NULL;
    if (html) {
        check_card(html, "Table 3", "The NS pair stays at this table.", 1);
        check_card(html, "Table 3", "<th>NS next</th>", 0);
        check_card(html, "Table 3", "<td>to table 4</td><td>", 6); /* EW next */
        check_card(html, "Table 3", "<td>to table 2</td></tr>", 6); /* boards next */
        check_card(html, "Pair 1", "Stay at table 1, NS, all session.", 1);
    }
    bm_free(html);
    bm_movement_free(m);
}

/* Arrow switches appear on the cards that play them: pairs as "play NS/EW", tables and
 * travellers as seated. */
static void test_switched_cards(void)
{
    struct bm_movement *m = build("mitchell:tables=7,boards=2");
    if (!m)
        return;
    for (unsigned t = 1; t <= 7; t++)
        bm_movement_set_switched(m, 7, t, 2, 1); /* the second board of the last round */
    char *html = html_of(m, "cards=all");
    if (html) {
        check_card(html, "Pair 1", "play EW: ", 1);
        check_card(html, "Pair 8", "play NS: ", 1);
        check_card(html, "Table 1", "arrow-switch ", 1);
        /* board 4 is played in round 7 at table 5 (EW pair 10 moved there): seated switched */
        check_card(html, "Board 4", "(switched)", 1);
        check_card(html, "Board 3", "(switched)", 0);
    }
    bm_free(html);
    bm_movement_free(m);
}

static void test_escaping(void)
{
    struct bm_movement *m = build("mitchell:tables=8");
    if (!m)
        return;
    /* control characters (dropped: C0 with an escape sequence, DEL, C1 U+0085) and U+FFFF
     * (valid UTF-8, not an XML character) */
    const char *name = "<script>alert(\"x\")</script> & 'y'\x01\x1b[2J\x7f\xc2\x85\xef\xbf\xbf";
    CHECK_EQ(bm_movement_set_name(m, name), BM_OK);
    const char *escaped = "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;"
                          "[2J\xef\xbf\xbd";
    char *html = html_of(m, "cards=all"), *svg = NULL;
    if (html) {
        CHECK_EQ(count(html, "<script"), 0);
        CHECK(count(html, "\x01") + count(html, "\x1b") + count(html, "\x7f") == 0);
        CHECK_EQ(count(html, "\xc2\x85"), 0);
        CHECK(count(html, escaped) > 30); /* title, heading, every footer, the room picture */
    }
    enum bm_status (*const pictures[])(char **, const struct bm_movement *) = {balance_svg,
                                                                               switches_svg};
    for (unsigned i = 0; i < 3; i++) {
        enum bm_status st = i < 2 ? pictures[i](&svg, m) : room_svg(&svg, m, 1);
        CHECK_EQ(st, BM_OK);
        CHECK(svg && count(svg, "<script") == 0 && count(svg, escaped) >= 2);
        CHECK(svg && count(svg, "\x1b") + count(svg, "\x7f") + count(svg, "\xc2\x85") == 0);
        bm_free(svg);
    }
    bm_free(html);
    bm_movement_free(m);
}

/* ---- the room ---- */

/* Participants whose seat changes from round r to r + 1, on the NS side (ns) or the EW side. */
static unsigned movers(const struct bm_movement *m, unsigned r, int ns)
{
    unsigned n = 0;
    for (unsigned p = 1; p <= bm_movement_participants(m); p++) {
        unsigned t1 = 0, t2 = 0;
        enum bm_field f1 = BM_FIELD_NS, f2 = BM_FIELD_NS;
        int here = 0, there = 0;
        bm_movement_seat_of(&t1, &f1, m, p, r);
        bm_movement_seat_of(&t2, &f2, m, p, r + 1);
        bm_movement_present(&here, m, p, r);
        bm_movement_present(&there, m, p, r + 1);
        int side_ns = f1 == BM_FIELD_NS || f1 == BM_FIELD_NORTH || f1 == BM_FIELD_SOUTH;
        n += t1 && t2 && here && there && (t1 != t2 || f1 != f2) && side_ns == ns;
    }
    return n;
}

static void check_room(const char *spec)
{
    test_context("%s", spec);
    struct bm_movement *m = build(spec);
    if (!m)
        return;
    for (unsigned r = 1; r <= bm_movement_rounds(m); r++) {
        char *svg = NULL;
        CHECK_EQ(room_svg(&svg, m, r), BM_OK);
        if (!svg)
            continue;
        /* an arrow per mover, one more in the legend when there is any */
        unsigned ns = r < bm_movement_rounds(m) ? movers(m, r, 1) : 0;
        unsigned ew = r < bm_movement_rounds(m) ? movers(m, r, 0) : 0;
        CHECK_EQ(count(svg, "class=\"an\""), ns + (ns > 0));
        CHECK_EQ(count(svg, "class=\"ae\""), ew + (ew > 0));
        CHECK_EQ(count(svg, "<rect x=") - count(svg, "class=\"st\"/>") -
                     count(svg, "rx=\"11\""),
                 bm_movement_tables(m));
        CHECK_EQ(count(svg, "<svg"), 1);
        CHECK_EQ(count(svg, "</svg>"), 1);
        bm_free(svg);
    }
    bm_movement_free(m);
}

static void test_room(void)
{
    check_room("mitchell:tables=7");
    check_room("mitchell:tables=8");
    check_room("howell:tables=5,boards=3");
    check_room("individual:players=12");
    check_room("mitchell:tables=7,phantom=3@4");
    check_room("web:tables=11,rounds=5");
    /* a Mitchell: every EW pair moves, no NS pair; the boards of every table move */
    struct bm_movement *m = build("mitchell:tables=7");
    char *svg = NULL;
    if (m && room_svg(&svg, m, 1) == BM_OK) {
        CHECK_EQ(count(svg, "class=\"ae\""), 8);
        CHECK_EQ(count(svg, "class=\"an\""), 0);
        CHECK_EQ(count(svg, "class=\"ab\""), 8);
        CHECK_EQ(count(svg, "an NS pair moves"), 0);
    }
    bm_free(svg);
    svg = NULL;
    /* the relay Mitchell: table 8 shares table 1's boards, and the stand is drawn */
    bm_movement_free(m);
    m = build("mitchell:tables=8");
    if (m && room_svg(&svg, m, 1) == BM_OK) {
        CHECK_EQ(count(svg, "<title>Tables 1 and 8 share their boards</title>"), 1);
        CHECK_EQ(count(svg, "<title>Stand 1: relay between tables 4 and 5"), 1);
    }
    bm_free(svg);
    bm_movement_free(m);
}

/* ---- the balance map ---- */

static void test_balance(void)
{
    struct bm_movement *m = build("mitchell:tables=7,boards=4");
    char *svg = NULL;
    if (m && balance_svg(&svg, m) == BM_OK) {
        /* 14 x 14 squares: 7 x 7 x 2 NS-EW at s = 0, 2 x 42 within a field at s = 28 */
        CHECK_EQ(count(svg, "<title>Pairs "), 14 * 13);
        CHECK_EQ(count(svg, ": s = 0 "), 98);
        CHECK_EQ(count(svg, ": s = 28 "), 84);
        CHECK_EQ(count(svg, ">0: 49 pairs of pairs<"), 1);
        CHECK_EQ(count(svg, ">28: 42 pairs of pairs<"), 1);
        /* NS pairs first: the first row is pair 1 against 2..7, then 8 */
        const char *first = strstr(svg, "<title>Pairs 1 and ");
        CHECK(first && strncmp(first, "<title>Pairs 1 and 2:", 21) == 0);
    }
    bm_free(svg);
    svg = NULL;
    /* switched for one field: the map is pale; the values listed */
    struct bm_switch_plan *plan = NULL;
    struct bm_movement *switched = NULL;
    struct bm_options *opt = NULL;
    bm_options_parse(&opt, "switch", "level=free");
    if (m && bm_switch_plan_new(&plan, &switched, m, opt) == BM_OK &&
        balance_svg(&svg, switched) == BM_OK) {
        CHECK_EQ(count(svg, ": s = 0 "), 0);
        CHECK_EQ(count(svg, "fill=\"rgb(198,40,40)\""), 0); /* nothing at full red */
    }
    bm_free(svg);
    bm_options_free(opt);
    bm_switch_plan_free(plan);
    bm_movement_free(switched);
    bm_movement_free(m);

    /* a phantom is not counted: 13 x 13 */
    m = build("mitchell:tables=7,phantom=7ew");
    svg = NULL;
    if (m && balance_svg(&svg, m) == BM_OK)
        CHECK_EQ(count(svg, "<title>Pairs "), 13 * 12);
    bm_free(svg);
    bm_movement_free(m);
    m = build("individual:players=8");
    svg = NULL;
    if (m && balance_svg(&svg, m) == BM_OK) {
        CHECK_EQ(count(svg, "<title>Players "), 8 * 7);
        CHECK_EQ(count(svg, ">N/S players<"), 2); /* above and beside */
    }
    bm_free(svg);
    bm_movement_free(m);
    /* beyond 400 participants: refused, with the reason */
    m = build("mitchell:tables=201");
    static char sentinel;
    svg = &sentinel; /* a refusal must reset it */
    if (m) {
        CHECK_EQ(balance_svg(&svg, m), BM_EUNSUPPORTED);
        CHECK(svg == NULL && strstr(bm_last_error(), "402") && strstr(bm_last_error(), "400"));
    }
    bm_movement_free(m);
}

/* ---- the switch plan ---- */

static void test_switches(void)
{
    struct bm_movement *m = build("mitchell:tables=7,boards=4");
    if (!m)
        return;
    unsigned switched = 0;
    for (unsigned r = 1; r <= 7; r++)
        for (unsigned t = 1; t <= 7; t++)
            for (unsigned i = 1; i <= 4; i++)
                if ((r * 7 + t * 3 + i) % 5 == 0) {
                    bm_movement_set_switched(m, r, t, i, 1);
                    switched++;
                }
    char *svg = NULL;
    CHECK_EQ(switches_svg(&svg, m), BM_OK);
    if (svg) {
        CHECK_EQ(count(svg, "class=\"sw\"/>"), switched + 1); /* and the legend */
        CHECK_EQ(count(svg, ": arrow-switched, pair "), switched);
        CHECK_EQ(count(svg, "class=\"pl\"/>"), 196 - switched + 1);
        char line[96];
        snprintf(line, sizeof line, "%u of 196 plays switched", switched);
        CHECK_EQ(count(svg, line), 1);
    }
    bm_free(svg);
    bm_movement_free(m);
    m = build("mitchell:tables=150");
    if (m) {
        CHECK_EQ(switches_svg(&svg, m), BM_EUNSUPPORTED);
        CHECK(svg == NULL && strstr(bm_last_error(), "bridgemove switch"));
    }
    bm_movement_free(m);
}

/* ---- arguments, options, messages ---- */

/* Print options refused by the one parser of options. */
static void refused_option(const char *options, const char *words)
{
    struct bm_options *o = (struct bm_options *)1;
    test_context("options \"%s\"", options);
    CHECK_EQ(bm_options_parse(&o, "print", options), BM_EPARSE);
    CHECK(o == NULL);
    if (!strstr(bm_last_error(), words)) {
        CHECK(strstr(bm_last_error(), words) != NULL);
        fprintf(stderr, "  message \"%s\" lacks \"%s\"\n", bm_last_error(), words);
    }
}

static void test_arguments(void)
{
    struct bm_movement *m = build("mitchell:tables=5");
    if (!m)
        return;
    char *out = (char *)m;
    CHECK_EQ(html(NULL, m, NULL), BM_EINVAL);
    CHECK_EQ(html(&out, NULL, NULL), BM_EINVAL);
    CHECK(out == NULL && strstr(bm_last_error(), "NULL"));
    CHECK_EQ(room_svg(NULL, m, 1), BM_EINVAL);
    CHECK_EQ(balance_svg(NULL, m), BM_EINVAL);
    CHECK_EQ(switches_svg(NULL, m), BM_EINVAL);
    out = (char *)m;
    CHECK_EQ(room_svg(&out, m, 0), BM_ERANGE); /* the option's own bounds */
    CHECK(strstr(bm_last_error(), "round must be 1..4096 for print; got 0"));
    CHECK_EQ(room_svg(&out, m, 6), BM_ERANGE); /* the movement's */
    CHECK(out == NULL && strstr(bm_last_error(), "rounds 1 to 5"));
    CHECK_EQ(room_svg(&out, m, 5), BM_OK); /* the last round: no arrows */
    CHECK(out && count(out, "marker-end") == 0);
    bm_free(out);
    refused_option("paper=a3", "paper must be auto, a4 or letter for print; got a3");
    refused_option("colour=red", "unknown key 'colour' for print; accepted keys: paper, travellers, cards, "
                                 "copies, round");
    refused_option("travellers=maybe", "travellers must be yes or no");
    refused_option("paper", "key=value");
    refused_option("paper=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "paper must be auto, a4 or letter");
    test_context_clear();
    /* the options of each print are its own: others are refused, naming where they go */
    out = (char *)m;
    CHECK_EQ(html(&out, m, "round=2"), BM_EINVAL);
    CHECK(out == NULL);
    CHECK_STR(bm_last_error(), "round goes with the picture of the room");
    CHECK_EQ(print(&out, m, BM_PRINT_BALANCE, BM_FORM_SVG, "paper=a4"), BM_EINVAL);
    CHECK_STR(bm_last_error(), "paper goes with the printed guide");
    CHECK_EQ(print(&out, m, BM_PRINT_GUIDE, BM_FORM_SVG, NULL), BM_EUNSUPPORTED);
    CHECK_STR(bm_last_error(), "the printed guide offers text or HTML, not SVG");
    CHECK_EQ(print(&out, m, BM_PRINT_ROOM, BM_FORM_TEXT, NULL), BM_EUNSUPPORTED);
    CHECK_EQ(print(&out, m, (enum bm_print)9, BM_FORM_SVG, NULL), BM_EINVAL);
    struct bm_options *wrong = NULL;
    CHECK_EQ(bm_options_new(&wrong, "score"), BM_OK);
    CHECK_EQ(bm_print_report(&out, m, BM_PRINT_GUIDE, BM_FORM_HTML, wrong), BM_EINVAL);
    CHECK_STR(bm_last_error(), "bm_print_report takes print options; these are score options");
    bm_options_free(wrong);
    static const char *const sizes[][2] = {{"paper=a4", "size: A4;"},
                                           {" paper = letter , travellers = no ", "size: letter;"},
                                           {"", "@page { margin: 12mm;  }"},
                                           {"paper=auto", "@page { margin: 12mm;  }"}};
    for (unsigned i = 0; i < 4; i++) {
        char *html = html_of(m, sizes[i][0]);
        CHECK(html && strstr(html, sizes[i][1]));
        bm_free(html);
    }
    bm_movement_free(m);
}

/* ---- allocation failures: every one returns BM_ENOMEM and leaks nothing ---- */

typedef enum bm_status (*picture_fn)(char **out, const struct bm_movement *m);

static struct bm_options *a4; /* "paper=a4", parsed before the allocations start failing */

static enum bm_status call_html(char **out, const struct bm_movement *m)
{
    return bm_print_report(out, m, BM_PRINT_GUIDE, BM_FORM_HTML, a4);
}

static enum bm_status call_room(char **out, const struct bm_movement *m)
{
    return bm_print_report(out, m, BM_PRINT_ROOM, BM_FORM_SVG, NULL); /* round 1 */
}

static enum bm_status call_balance(char **out, const struct bm_movement *m)
{
    return balance_svg(out, m);
}

static enum bm_status call_switches(char **out, const struct bm_movement *m)
{
    return switches_svg(out, m);
}

static void alloc_loop(picture_fn fn, const struct bm_movement *m)
{
    for (unsigned long n = 1;; n++) {
        char *out = (char *)&n;
        bm_test_fail_alloc_at(n);
        enum bm_status st = fn(&out, m);
        bm_test_fail_alloc_at(0);
        if (st == BM_OK) {
            CHECK(n > 1);
            bm_free(out);
            return;
        }
        if (st != BM_ENOMEM || out != NULL) {
            CHECK_EQ(st, BM_ENOMEM);
            CHECK(out == NULL);
            return;
        }
    }
}

static void test_allocation_failures(void)
{
    static const char *const specs[] = {"mitchell:tables=8,boards=2", "howell:tables=4",
                                        "individual:players=8"};
    picture_fn fns[] = {call_html, call_room, call_balance, call_switches};
    CHECK_EQ(bm_options_parse(&a4, "print", "paper=a4"), BM_OK);
    for (unsigned i = 0; i < 3; i++) {
        struct bm_movement *m = build(specs[i]);
        test_context("%s", specs[i]);
        for (unsigned k = 0; m && k < 4; k++)
            alloc_loop(fns[k], m);
        bm_movement_free(m);
    }
    bm_options_free(a4);
}

/* The guide as text with the parts asked for: a 7-table Mitchell of 13 pairs (pair 7 a
 * phantom): NS pairs 1-6 never move and get no card by default; EW pairs 8-14 do. */
static void test_text_parts(void)
{
    struct bm_movement *m = build("mitchell:tables=7,phantom=7ns,boards=4");
    char *text = NULL;
    if (!m)
        return;
    CHECK_EQ(print(&text, m, BM_PRINT_GUIDE, BM_FORM_TEXT, NULL), BM_OK);
    CHECK(text && !strstr(text, "\nPair 1 (") && !strstr(text, "\nPair 7 (") &&
          strstr(text, "\nPair 8 (") && strstr(text, "\nPair 14 (") &&
          strstr(text, "\nTable 1 (") && strstr(text, "Boards to prepare: 28") &&
          strstr(text, "\nIncluded: the movement, boards to prepare, 7 table cards, 7 pair "
                       "cards, travellers."));
    bm_free(text);
    text = NULL;
    CHECK_EQ(print(&text, m, BM_PRINT_GUIDE, BM_FORM_TEXT, "cards=all"), BM_OK);
    CHECK(text && strstr(text, "\nPair 1 (") && strstr(text, "13 pair cards"));
    bm_free(text);
    text = NULL;
    CHECK_EQ(print(&text, m, BM_PRINT_GUIDE, BM_FORM_TEXT, "cards=table"), BM_OK);
    CHECK(text && !strstr(text, "Pair ") && !strstr(text, "Boards to prepare") &&
          strstr(text, "Included: 7 table cards.\n"));
    bm_free(text);
    CHECK_EQ(print(&text, m, BM_PRINT_GUIDE, BM_FORM_TEXT, "cards=table+tables"), BM_EPARSE);
    CHECK(strstr(bm_last_error(), "'tables' is not a part of the guide"));
    CHECK_EQ(print(&text, m, BM_PRINT_GUIDE, BM_FORM_TEXT, "cards=pair+pair"), BM_EPARSE);
    CHECK_EQ(print(&text, m, BM_PRINT_GUIDE, BM_FORM_HTML, "cards=stand"), BM_ERANGE);
    CHECK(strstr(bm_last_error(), "prints nothing"));
    CHECK_EQ(print(&text, m, BM_PRINT_ROOM, BM_FORM_SVG, "cards=table"), BM_EINVAL);
    bm_movement_free(m);
}

int main(void)
{
    RUN(test_pages());
    RUN(test_text_parts());
    RUN(test_words());
    RUN(test_switched_cards());
    RUN(test_escaping());
    RUN(test_room());
    RUN(test_balance());
    RUN(test_switches());
    RUN(test_arguments());
    RUN(test_allocation_failures());
    return test_report();
}
