/* SPDX-License-Identifier: MIT */
/* Maximum-weight matching by Edmonds' blossom method with dual variables (the O(n^3) form of
 * Galil, "Efficient algorithms for finding maximum matching in graphs", ACM Computing Surveys
 * 1986). Vertices are 1..n inside; blossoms take the numbers n+1..2n. The graph is dense (a
 * Swiss field may meet almost anyone), so every table is a matrix and a phase scans rows.
 *
 * The invariant that makes it exact: every vertex and blossom has a dual label, every edge's
 * reduced cost lab[u] + lab[v] - 2 w(u, v) stays >= 0, and the search only walks edges of
 * reduced cost 0 ("tight"). When no tight edge extends the forest, the labels move by the
 * largest amount that keeps the invariant, which makes a new edge tight, or lets a blossom
 * open, or ends the search with a free vertex's label at 0 (the matching is then optimal). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "swiss/matching.h"
#include "util/alloc.h"
#include "util/message.h"

/* Labels: free (not in the forest), even (outer, S=0) and odd (inner, S=1). */
enum { FREE = -1, EVEN = 0, ODD = 1 };

struct mw {
    const int64_t *w;
    int n, nx, cap; /* vertices, highest number in use, table side (2n + 1) */
    uint16_t *eu, *ev; /* the original edge standing for (x, y) between two tops */
    int64_t *lab;
    int *match, *slack, *st, *pa, *S, *vis, *flower_from, *flower, *flen, *queue;
    int qhead, qtail, stamp;
    char *inq;
};

#define E(x, y) ((size_t)(x) * (size_t)m->cap + (size_t)(y))

static int64_t weight(const struct mw *m, int u, int v)
{
    return m->w[(size_t)(u - 1) * (size_t)m->n + (size_t)(v - 1)];
}

/* Reduced cost of the edge that stands for (x, y). */
static int64_t delta(const struct mw *m, int x, int y)
{
    int u = m->eu[E(x, y)], v = m->ev[E(x, y)];
    return m->lab[u] + m->lab[v] - 2 * weight(m, u, v);
}

static int has_edge(const struct mw *m, int x, int y)
{
    return m->eu[E(x, y)] != 0;
}

static void update_slack(struct mw *m, int u, int x)
{
    if (!m->slack[x] || delta(m, u, x) < delta(m, m->slack[x], x))
        m->slack[x] = u;
}

static void set_slack(struct mw *m, int x)
{
    m->slack[x] = 0;
    for (int u = 1; u <= m->n; u++)
        if (has_edge(m, u, x) && m->st[u] != x && m->S[m->st[u]] == EVEN)
            update_slack(m, u, x);
}

/* The queue holds each vertex at most once at a time: a vertex queued twice would be scanned
 * twice for nothing, so the ring needs only n places. */
static void q_push(struct mw *m, int x)
{
    if (x <= m->n) {
        if (m->inq[x])
            return;
        m->inq[x] = 1;
        m->queue[m->qtail] = x;
        m->qtail = (m->qtail + 1) % (m->n + 1);
        return;
    }
    for (int i = 0; i < m->flen[x]; i++)
        q_push(m, m->flower[(size_t)x * (size_t)(m->n + 1) + (size_t)i]);
}

static void q_clear(struct mw *m)
{
    while (m->qhead != m->qtail) {
        m->inq[m->queue[m->qhead]] = 0;
        m->qhead = (m->qhead + 1) % (m->n + 1);
    }
}

static int *flower(struct mw *m, int b)
{
    return m->flower + (size_t)b * (size_t)(m->n + 1);
}

static int *from(struct mw *m, int b)
{
    return m->flower_from + (size_t)b * (size_t)(m->n + 1);
}

static void set_st(struct mw *m, int x, int b)
{
    m->st[x] = b;
    if (x > m->n)
        for (int i = 0; i < m->flen[x]; i++)
            set_st(m, flower(m, x)[i], b);
}

static void reverse(int *a, int lo, int hi) /* [lo, hi) */
{
    for (hi--; lo < hi; lo++, hi--) {
        int t = a[lo];
        a[lo] = a[hi];
        a[hi] = t;
    }
}

/* Position of sub-blossom xr in b's cycle, the cycle turned so that the even path from the
 * base to xr runs forward. */
static int get_pr(struct mw *m, int b, int xr)
{
    int *f = flower(m, b), len = m->flen[b], pr = 0;
    while (f[pr] != xr)
        pr++;
    if (pr % 2 == 1) {
        reverse(f, 1, len);
        return len - pr;
    }
    return pr;
}

static void rotate_left(int *a, int len, int k)
{
    reverse(a, 0, k);
    reverse(a, k, len);
    reverse(a, 0, len);
}

/* Match top x through the edge standing for (x, y), and rebase x's blossoms on its end. */
static void set_match(struct mw *m, int u, int v)
{
    m->match[u] = m->ev[E(u, v)];
    if (u <= m->n)
        return;
    int xr = from(m, u)[m->eu[E(u, v)]], pr = get_pr(m, u, xr);
    int *f = flower(m, u);
    for (int i = 0; i < pr; i++)
        set_match(m, f[i], f[i ^ 1]);
    set_match(m, xr, v);
    rotate_left(f, m->flen[u], pr);
}

static void augment(struct mw *m, int u, int v)
{
    for (;;) {
        int xnv = m->st[m->match[u]];
        set_match(m, u, v);
        if (!xnv)
            return;
        set_match(m, xnv, m->st[m->pa[xnv]]);
        u = m->st[m->pa[xnv]];
        v = xnv;
    }
}

static int get_lca(struct mw *m, int u, int v)
{
    for (++m->stamp; u || v;) {
        if (u) {
            if (m->vis[u] == m->stamp)
                return u;
            m->vis[u] = m->stamp;
            u = m->st[m->match[u]];
            if (u)
                u = m->st[m->pa[u]];
        }
        int t = u;
        u = v;
        v = t;
    }
    return 0;
}

static void add_path(struct mw *m, int b, int x, int lca)
{
    int *f = flower(m, b);
    while (x != lca) {
        int y = m->st[m->match[x]];
        f[m->flen[b]++] = x;
        f[m->flen[b]++] = y;
        q_push(m, y);
        x = m->st[m->pa[y]];
    }
}

static void add_blossom(struct mw *m, int u, int lca, int v)
{
    int b = m->n + 1;
    while (b <= m->nx && m->st[b])
        b++;
    if (b > m->nx)
        m->nx++;
    m->lab[b] = 0;
    m->S[b] = EVEN;
    m->match[b] = m->match[lca];
    int *f = flower(m, b);
    m->flen[b] = 0;
    f[m->flen[b]++] = lca;
    add_path(m, b, u, lca);
    reverse(f, 1, m->flen[b]);
    add_path(m, b, v, lca);
    set_st(m, b, b);
    for (int x = 1; x <= m->nx; x++) {
        m->eu[E(b, x)] = m->ev[E(b, x)] = 0;
        m->eu[E(x, b)] = m->ev[E(x, b)] = 0;
    }
    memset(from(m, b), 0, sizeof(int) * (size_t)(m->n + 1));
    for (int i = 0; i < m->flen[b]; i++) {
        int xs = f[i];
        for (int x = 1; x <= m->nx; x++)
            if (has_edge(m, xs, x) &&
                (!has_edge(m, b, x) || delta(m, xs, x) < delta(m, b, x))) {
                m->eu[E(b, x)] = m->eu[E(xs, x)];
                m->ev[E(b, x)] = m->ev[E(xs, x)];
                m->eu[E(x, b)] = m->eu[E(x, xs)];
                m->ev[E(x, b)] = m->ev[E(x, xs)];
            }
        for (int x = 1; x <= m->n; x++)
            if (from(m, xs)[x])
                from(m, b)[x] = xs;
    }
    set_slack(m, b);
}

static void expand_blossom(struct mw *m, int b)
{
    int *f = flower(m, b);
    for (int i = 0; i < m->flen[b]; i++)
        set_st(m, f[i], f[i]);
    int xr = from(m, b)[m->eu[E(b, m->pa[b])]], pr = get_pr(m, b, xr);
    for (int i = 0; i < pr; i += 2) {
        int xs = f[i], xns = f[i + 1];
        m->pa[xs] = m->eu[E(xns, xs)];
        m->S[xs] = ODD;
        m->S[xns] = EVEN;
        m->slack[xs] = 0;
        set_slack(m, xns);
        q_push(m, xns);
    }
    m->S[xr] = ODD;
    m->pa[xr] = m->pa[b];
    for (int i = pr + 1; i < m->flen[b]; i++) {
        m->S[f[i]] = FREE;
        set_slack(m, f[i]);
    }
    m->st[b] = 0;
}

/* A tight edge (x, y) from an even top: grow the forest, make a blossom, or augment
 * (returns 1). */
static int on_found_edge(struct mw *m, int x, int y)
{
    int eu = m->eu[E(x, y)], ev = m->ev[E(x, y)];
    int u = m->st[eu], v = m->st[ev];
    if (m->S[v] == FREE) {
        m->pa[v] = eu;
        m->S[v] = ODD;
        int nu = m->st[m->match[v]];
        m->slack[v] = m->slack[nu] = 0;
        m->S[nu] = EVEN;
        q_push(m, nu);
    } else if (m->S[v] == EVEN) {
        int lca = get_lca(m, u, v);
        if (!lca) {
            augment(m, u, v);
            augment(m, v, u);
            return 1;
        }
        add_blossom(m, u, lca, v);
    }
    return 0;
}

static int scan_queue(struct mw *m)
{
    while (m->qhead != m->qtail) {
        int u = m->queue[m->qhead];
        m->inq[u] = 0;
        m->qhead = (m->qhead + 1) % (m->n + 1);
        if (m->S[m->st[u]] == ODD)
            continue;
        for (int v = 1; v <= m->n; v++)
            if (has_edge(m, u, v) && m->st[u] != m->st[v]) {
                if (delta(m, u, v) == 0) {
                    if (on_found_edge(m, u, v))
                        return 1;
                } else {
                    update_slack(m, u, m->st[v]);
                }
            }
    }
    return 0;
}

/* The largest change of the labels that keeps every reduced cost >= 0. */
static int64_t dual_step(const struct mw *m)
{
    int64_t d = INT64_MAX;
    for (int b = m->n + 1; b <= m->nx; b++)
        if (m->st[b] == b && m->S[b] == ODD && m->lab[b] / 2 < d)
            d = m->lab[b] / 2;
    for (int x = 1; x <= m->nx; x++)
        if (m->st[x] == x && m->slack[x]) {
            int64_t e = delta(m, m->slack[x], x);
            if (m->S[x] == FREE && e < d)
                d = e;
            else if (m->S[x] == EVEN && e / 2 < d)
                d = e / 2;
        }
    return d;
}

/* One search for an augmenting path; 0 when the matching is already of greatest weight. */
static int phase(struct mw *m)
{
    for (int x = 1; x <= m->nx; x++) {
        m->S[x] = FREE;
        m->slack[x] = 0;
    }
    q_clear(m);
    for (int x = 1; x <= m->nx; x++)
        if (m->st[x] == x && !m->match[x]) {
            m->pa[x] = 0;
            m->S[x] = EVEN;
            q_push(m, x);
        }
    if (m->qhead == m->qtail)
        return 0;
    for (;;) {
        if (scan_queue(m))
            return 1;
        int64_t d = dual_step(m);
        /* An even vertex's label reaching 0 ends the search: the matching is optimal. Checked
         * before any label moves, as d may be INT64_MAX when nothing else bounds it. */
        for (int u = 1; u <= m->n; u++)
            if (m->S[m->st[u]] == EVEN && m->lab[u] <= d)
                return 0;
        for (int u = 1; u <= m->n; u++) {
            if (m->S[m->st[u]] == EVEN)
                m->lab[u] -= d;
            else if (m->S[m->st[u]] == ODD)
                m->lab[u] += d;
        }
        for (int b = m->n + 1; b <= m->nx; b++)
            if (m->st[b] == b) {
                if (m->S[b] == EVEN)
                    m->lab[b] += 2 * d;
                else if (m->S[b] == ODD)
                    m->lab[b] -= 2 * d;
            }
        q_clear(m);
        for (int x = 1; x <= m->nx; x++)
            if (m->st[x] == x && m->slack[x] && m->st[m->slack[x]] != x &&
                delta(m, m->slack[x], x) == 0 && on_found_edge(m, m->slack[x], x))
                return 1;
        for (int b = m->n + 1; b <= m->nx; b++)
            if (m->st[b] == b && m->S[b] == ODD && m->lab[b] == 0)
                expand_blossom(m, b);
    }
}

static void mw_free(struct mw *m)
{
    free(m->eu);
    free(m->ev);
    free(m->lab);
    free(m->match);
    free(m->flower_from);
    free(m->flower);
    free(m->inq);
}

static enum bm_status mw_init(struct mw *m, const int64_t *w, int n)
{
    memset(m, 0, sizeof *m);
    m->w = w;
    m->n = m->nx = n;
    m->cap = 2 * n + 1;
    size_t c = (size_t)m->cap, side = (size_t)(n + 1);
    m->eu = bm_calloc(c * c, sizeof *m->eu);
    m->ev = bm_calloc(c * c, sizeof *m->ev);
    m->lab = bm_calloc(c, sizeof *m->lab);
    m->match = bm_calloc(9 * c, sizeof *m->match); /* match..flen, queue: one block */
    m->flower_from = bm_calloc(c * side, sizeof *m->flower_from);
    m->flower = bm_calloc(c * side, sizeof *m->flower);
    m->inq = bm_calloc(c, 1);
    if (!m->eu || !m->ev || !m->lab || !m->match || !m->flower_from || !m->flower || !m->inq) {
        mw_free(m);
        return BM_ENOMEM;
    }
    m->slack = m->match + c;
    m->st = m->match + 2 * c;
    m->pa = m->match + 3 * c;
    m->S = m->match + 4 * c;
    m->vis = m->match + 5 * c;
    m->flen = m->match + 6 * c;
    m->queue = m->match + 7 * c;
    int64_t wmax = 0;
    for (int u = 1; u <= n; u++) {
        m->st[u] = u;
        from(m, u)[u] = u;
        for (int v = 1; v <= n; v++)
            if (u != v && weight(m, u, v) > 0) {
                m->eu[E(u, v)] = (uint16_t)u;
                m->ev[E(u, v)] = (uint16_t)v;
                if (weight(m, u, v) > wmax)
                    wmax = weight(m, u, v);
            }
    }
    for (int u = 1; u <= n; u++)
        m->lab[u] = wmax;
    return BM_OK;
}

enum bm_status bm_matching_max_weight(int32_t *mate, const int64_t *w, uint32_t n)
{
    if (n > BM_MATCHING_MAX)
        return bm_fail(BM_ERANGE, "a matching of %u vertices is more than the %d it takes", n,
                       BM_MATCHING_MAX);
    for (uint32_t i = 0; i < n; i++)
        mate[i] = -1;
    if (n < 2)
        return BM_OK;
    struct mw m;
    enum bm_status st = mw_init(&m, w, (int)n);
    if (st)
        return st;
    while (phase(&m))
        ;
    for (int u = 1; u <= (int)n; u++)
        mate[u - 1] = m.match[u] ? m.match[u] - 1 : -1;
    mw_free(&m);
    return BM_OK;
}
