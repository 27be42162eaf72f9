/* Spec strings and the spec object: syntax, canonical form, key checks, messages. */
#include "test.h"

#include <bridgemove/bridgemove.h>
#include "model/model.h"
#include "util/alloc.h"

static void parse_ok(void)
{
    struct bm_spec *s = NULL;
    char *text = NULL;
    const char *v = NULL;
    CHECK_EQ(bm_spec_parse(&s, " Mitchell : boards=3 , tables = 8,variant=relay ", NULL, 0), BM_OK);
    CHECK_STR(bm_spec_family(s), "mitchell");
    CHECK_EQ(bm_spec_get(&v, s, "tables"), BM_OK);
    CHECK_STR(v, "8");
    CHECK_EQ(bm_spec_get(&v, s, "rounds"), BM_ENOTFOUND);
    CHECK(v == NULL);
    CHECK_EQ(bm_spec_to_string(&text, s), BM_OK);
    CHECK_STR(text, "mitchell:tables=8,variant=relay,boards=3"); /* the family's key order */
    bm_free(text);
    CHECK_EQ(bm_spec_set(s, "boards", NULL, NULL, 0), BM_OK); /* back to the default */
    CHECK_EQ(bm_spec_set(s, "rounds", "6", NULL, 0), BM_OK);
    CHECK_EQ(bm_spec_set(s, "rounds", "5", NULL, 0), BM_OK); /* replaces */
    CHECK_EQ(bm_spec_to_string(&text, s), BM_OK);
    CHECK_STR(text, "mitchell:tables=8,rounds=5,variant=relay");
    bm_free(text);
    struct bm_movement *m = NULL;
    CHECK_EQ(bm_build(&m, s, NULL, 0), BM_OK);
    CHECK_EQ(bm_movement_rounds(m), 5);
    CHECK_STR(bm_movement_spec(m), "mitchell:tables=8,rounds=5,variant=relay");
    bm_movement_free(m);
    bm_spec_free(s);
    CHECK_EQ(bm_spec_new(&s, "mitchell", NULL, 0), BM_OK);
    CHECK_EQ(bm_spec_to_string(&text, s), BM_OK);
    CHECK_STR(text, "mitchell");
    bm_free(text);
    bm_spec_free(s);
}

struct bad {
    const char *text;
    enum bm_status status;
    const char *says;
};

static const struct bad bad_specs[] = {
    {"", BM_EPARSE, "column 1"},
    {"   ", BM_EPARSE, "column 1"},
    {":tables=7", BM_EPARSE, "column 1"},
    {"mitch ell:tables=7", BM_EPARSE, "column 1"},
    {"nosuch:tables=7", BM_EPARSE, "known families: mitchell"},
    {"mitchell:", BM_EPARSE, "column 10"},
    {"mitchell:tables", BM_EPARSE, "key=value"},
    {"mitchell:tables=", BM_EPARSE, "missing"},
    {"mitchell:=7", BM_EPARSE, "key"},
    {"mitchell:tables=7,", BM_EPARSE, "column 19"},
    {"mitchell:tables=7,,rounds=3", BM_EPARSE, "column 19"},
    {"mitchell:tables=7,tables=9", BM_EPARSE, "given twice"},
    {"mitchell:tabels=7", BM_EPARSE, "accepted keys: tables rounds variant boards first_board phantom"},
    {"mitchell:tables=7,colour=red", BM_EPARSE, "unknown key 'colour'"},
    {"mitchell:ta bles=7", BM_EPARSE, "bad or missing key"},
    {"mitchell:tables=7:rounds=3", BM_EPARSE, "whole number"},
    {"mitchell:tables=-7", BM_EPARSE, "whole number"},
    {"mitchell:tables=7x", BM_EPARSE, "whole number"},
    {"mitchell:tables=99999999999999999999", BM_EPARSE, "whole number"},
    {"mitchell:tables=7,rounds=0", BM_EUNSUPPORTED,
     "rounds must be 1..7 for mitchell with 7 tables; got 0"},
    {"mitchell:tables=7,boards=many", BM_EPARSE,
     "boards must be a whole number 1..256 for mitchell; got many"},
    {"mitchell:tables=7,phantom=99", BM_EPARSE, "phantom=99"},
    {"mitchell:tables=1001", BM_EUNSUPPORTED, "tables must be 3..1000 for mitchell; got 1001"},
};

static void parse_bad(void)
{
    for (size_t i = 0; i < sizeof bad_specs / sizeof *bad_specs; i++) {
        char msg[300] = "";
        struct bm_movement *m = (struct bm_movement *)1;
        enum bm_status st = bm_build_string(&m, bad_specs[i].text, msg, sizeof msg);
        if (st != bad_specs[i].status || !strstr(msg, bad_specs[i].says))
            fprintf(stderr, "spec \"%s\": status %d, message \"%s\"\n", bad_specs[i].text, st, msg);
        CHECK_EQ(st, bad_specs[i].status);
        CHECK(strstr(msg, bad_specs[i].says) != NULL);
        CHECK(m == NULL);
    }
}

static void misuse(void)
{
    struct bm_spec *s = (struct bm_spec *)1;
    const char *v;
    char *text;
    struct bm_movement *m;
    CHECK_EQ(bm_spec_parse(NULL, "mitchell", NULL, 0), BM_EINVAL);
    CHECK_EQ(bm_spec_parse(&s, NULL, NULL, 0), BM_EINVAL);
    CHECK(s == NULL);
    CHECK_EQ(bm_spec_new(&s, NULL, NULL, 0), BM_EINVAL);
    CHECK_EQ(bm_spec_new(NULL, "mitchell", NULL, 0), BM_EINVAL);
    CHECK_EQ(bm_spec_set(NULL, "tables", "7", NULL, 0), BM_EINVAL);
    CHECK_EQ(bm_spec_get(&v, NULL, "tables"), BM_EINVAL);
    CHECK_EQ(bm_spec_get(NULL, NULL, "tables"), BM_EINVAL);
    CHECK(bm_spec_family(NULL) == NULL);
    CHECK_EQ(bm_spec_to_string(&text, NULL), BM_EINVAL);
    CHECK_EQ(bm_spec_to_string(NULL, NULL), BM_EINVAL);
    CHECK_EQ(bm_build(&m, NULL, NULL, 0), BM_EINVAL);
    CHECK_EQ(bm_build(NULL, NULL, NULL, 0), BM_EINVAL);
    CHECK_EQ(bm_build_string(&m, NULL, NULL, 0), BM_EINVAL);
    bm_spec_free(NULL);
    CHECK_EQ(bm_spec_new(&s, "mitchell", NULL, 0), BM_OK);
    CHECK_EQ(bm_spec_set(s, NULL, "1", NULL, 0), BM_EINVAL);
    CHECK_EQ(bm_spec_set(s, "tables", "", NULL, 0), BM_EPARSE);
    CHECK_EQ(bm_spec_get(&v, s, NULL), BM_EINVAL);
    bm_spec_free(s);
}

static void alloc_failures(void)
{
    for (unsigned long n = 1; n < 1000; n++) {
        struct bm_movement *m = NULL;
        char *text = NULL;
        struct bm_spec *s = NULL;
        bm_test_fail_alloc_at(n);
        enum bm_status st = bm_spec_parse(&s, "mitchell:tables=8,rounds=6,phantom=3ns", NULL, 0);
        if (!st)
            st = bm_spec_to_string(&text, s);
        if (!st)
            st = bm_build(&m, s, NULL, 0);
        bm_test_fail_alloc_at(0);
        if (st) {
            CHECK_EQ(st, BM_ENOMEM);
            CHECK(m == NULL);
        }
        bm_free(text);
        bm_movement_free(m);
        bm_spec_free(s);
        if (!st)
            break;
    }
}

int main(void)
{
    RUN(parse_ok());
    RUN(parse_bad());
    RUN(misuse());
    RUN(alloc_failures());
    return test_report();
}
