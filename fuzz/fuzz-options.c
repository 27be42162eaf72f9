/* SPDX-License-Identifier: MIT */
/* libFuzzer target for bm_options_parse() with the set given, for every option set: each
 * family's spec keys and the sets switch, score, suggest, print, exchange and change. The
 * input's first line names the set (as a caller would: any letter case, blanks around it),
 * the rest is the key=value text.
 *
 * A set name is accepted by bm_options_parse() exactly when bm_options_new() accepts it; a
 * text is accepted, or refused with a documented status and a message of its own giving the
 * column. Accepted options print as a string that parses (set named in the text) to the same
 * string and to the same value for every key; every value a key holds is one bm_options_set()
 * accepts on its own, and a key with no value says why with a message. Options of the sets
 * whose calls are quick (exchange, score, print, change) are then used on a small movement:
 * the call succeeds or refuses with a status it documents and a message of its own.
 * Corpus: fuzz/corpus/options
 *   (./build-fuzz/fuzz/fuzz-options -max_total_time=60 fuzz/corpus/options). */
#include "fuzz-common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* A 5-table Mitchell, two boards a set, round 5 switched at table 1 on its first board only
 * (a round switched in part: RoundData and EBUScore refuse it unless told to drop it). */
static const struct bm_movement *movement(void)
{
    static struct bm_movement *m;
    if (!m) {
        fuzz_assert(bm_build_string(&m, "mitchell:tables=5,boards=2") == BM_OK);
        fuzz_assert(bm_movement_set_switched(m, 5, 1, 1, 1) == BM_OK);
    }
    return m;
}

/* A call's outcome: success leaving the thread's message alone, or a failure with one of the
 * statuses the call documents (a bit set of them) and a message of its own. */
static void outcome(enum bm_status st, unsigned documented)
{
    if (st == BM_OK) {
        fuzz_assert(fuzz_message_kept());
        return;
    }
    fuzz_assert(((documented | 1u << BM_ENOMEM) >> st & 1u) && fuzz_fresh_message());
}

#define ST(s) (1u << (s))

static void use_exchange(const struct bm_options *o)
{
    static const enum bm_format formats[] = {BM_FORMAT_ROUNDDATA, BM_FORMAT_EBU, BM_FORMAT_TEXT};
    for (size_t i = 0; i < sizeof formats / sizeof *formats; i++) {
        char *out = NULL, *notes = NULL;
        fuzz_mark_message();
        enum bm_status st = bm_movement_write(&out, movement(), formats[i], o, &notes);
        outcome(st, ST(BM_EINVAL) | ST(BM_EUNSUPPORTED));
        fuzz_assert((st == BM_OK) == (out != NULL) && (st == BM_OK || notes == NULL));
        fuzz_notes(notes);
        bm_free(out);
    }
}

static void use_score(const struct bm_options *o)
{
    struct bm_results *r = NULL;
    struct bm_scoring *sc = NULL;
    char *text = NULL;
    fuzz_assert(bm_results_new(&r, movement()) == BM_OK);
    fuzz_assert(bm_results_set_contract(r, 1, 1, 1, "3NT", BM_DIRECTION_NORTH, 9) == BM_OK);
    fuzz_mark_message();
    enum bm_status st = bm_scoring_new(&sc, r, o);
    outcome(st, ST(BM_EINVAL));
    if (st == BM_OK)
        fuzz_assert(bm_scoring_report(&text, sc, BM_FORM_TEXT) == BM_OK);
    bm_free(text);
    bm_scoring_free(sc);
    bm_results_free(r);
}

/* The room takes `round`, the guide `paper` and `travellers`: a key given for the other print
 * is refused (BM_EINVAL). */
static void use_print(const struct bm_options *o)
{
    char *out = NULL;
    fuzz_mark_message();
    outcome(bm_print_report(&out, movement(), BM_PRINT_ROOM, BM_FORM_SVG, o),
            ST(BM_EINVAL) | ST(BM_ERANGE));
    bm_free(out);
    out = NULL;
    fuzz_mark_message();
    outcome(bm_print_report(&out, movement(), BM_PRINT_GUIDE, BM_FORM_HTML, o), ST(BM_EINVAL));
    bm_free(out);
}

static void use_change(const struct bm_options *o)
{
    struct bm_change *c = NULL;
    char *text = NULL;
    fuzz_mark_message();
    enum bm_status st = bm_change(&c, movement(), o);
    outcome(st, ST(BM_EINVAL) | ST(BM_ERANGE) | ST(BM_EUNSUPPORTED));
    if (st == BM_OK) {
        fuzz_assert(bm_change_report(&text, c, BM_FORM_TEXT) == BM_OK);
        fuzz_round_trips(bm_change_movement(c), 0);
    }
    bm_free(text);
    bm_change_free(c);
}

/* Every key reads the same from both handles; a value held is one the key accepts alone. */
static void check_keys(const struct bm_options *o, const struct bm_options *again)
{
    const char *set = bm_options_name(o);
    uint32_t n = bm_options_key_count(set);
    struct bm_options *fresh = NULL;
    fuzz_assert(n > 0 && bm_options_new(&fresh, set) == BM_OK);
    for (uint32_t i = 1; i <= n; i++) {
        const char *key = bm_options_key_name(set, i), *v = NULL, *w = NULL, *x = NULL;
        fuzz_assert(key != NULL && bm_options_key_help(set, key) != NULL);
        fuzz_mark_message();
        enum bm_status st = bm_options_get(&v, o, key);
        outcome(st, ST(BM_ENOTFOUND));
        fuzz_assert((st == BM_OK) == (v != NULL));
        fuzz_assert(bm_options_get(&w, again, key) == st);
        if (st != BM_OK)
            continue;
        fuzz_assert(strcmp(v, w) == 0);
        fuzz_mark_message();
        fuzz_assert(bm_options_set(fresh, key, v) == BM_OK && fuzz_message_kept());
        fuzz_assert(bm_options_get(&x, fresh, key) == BM_OK && strcmp(v, x) == 0);
    }
    bm_options_free(fresh);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char input[512];
    if (size >= sizeof input)
        return 0;
    memcpy(input, data, size);
    input[size] = '\0';
    char *text = strchr(input, '\n');
    if (!text)
        return 0;
    *text++ = '\0';
    const char *set = input;

    struct bm_options *o = NULL, *named = NULL;
    fuzz_mark_message();
    enum bm_status known = bm_options_new(&named, set);
    fuzz_assert(known == BM_OK || (known == BM_EPARSE && named == NULL && fuzz_fresh_message()));
    fuzz_mark_message();
    enum bm_status st = bm_options_parse(&o, set, text);
    if (st != BM_OK) {
        fuzz_assert(o == NULL && (st == BM_EPARSE || st == BM_ERANGE || st == BM_ENOMEM) &&
                    fuzz_fresh_message());
        /* a known set: the fault is in the text, at a column */
        fuzz_assert(known != BM_OK || st == BM_ENOMEM ||
                    strncmp(bm_last_error(), "column ", 7) == 0);
        bm_options_free(named);
        return 0;
    }
    fuzz_assert(fuzz_message_kept() && known == BM_OK);
    fuzz_assert(strcmp(bm_options_name(o), bm_options_name(named)) == 0);
    bm_options_free(named);

    /* the canonical string reads back, with the set named in it or given */
    char *s1 = NULL, *s2 = NULL, *s3 = NULL;
    struct bm_options *again = NULL, *given = NULL;
    fuzz_assert(bm_options_to_string(&s1, o) == BM_OK);
    fuzz_assert(strncmp(s1, bm_options_name(o), strlen(bm_options_name(o))) == 0);
    fuzz_assert(bm_options_parse(&again, NULL, s1) == BM_OK);
    fuzz_assert(bm_options_to_string(&s2, again) == BM_OK && strcmp(s1, s2) == 0);
    if (strchr(s1, ':')) { /* "SET" alone is no key=value text */
        fuzz_assert(bm_options_parse(&given, bm_options_name(o), s1) == BM_OK);
        fuzz_assert(bm_options_to_string(&s3, given) == BM_OK && strcmp(s1, s3) == 0);
    }
    check_keys(o, again);

    const char *name = bm_options_name(o);
    if (strcmp(name, "exchange") == 0)
        use_exchange(o);
    else if (strcmp(name, "score") == 0)
        use_score(o);
    else if (strcmp(name, "print") == 0)
        use_print(o);
    else if (strcmp(name, "change") == 0)
        use_change(o);

    bm_free(s1);
    bm_free(s2);
    bm_free(s3);
    bm_options_free(o);
    bm_options_free(again);
    bm_options_free(given);
    return 0;
}
