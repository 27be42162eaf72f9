/* SPDX-License-Identifier: MIT */
/* Bridgemate RoundData and EBUScore movement files (exchange.h): every family and every
 * reference table round-trips through each format to an equal movement up to what the format
 * holds; what it cannot hold is named; a round switched in part is refused with the reason
 * unless the fallback is asked for; files written by other programs load; malformed files get
 * a message naming the line and column. */
#include "exchange-util.h"

/* ------------------------------------------------------------------------------------------ */
/* Round trips                                                                                */

static unsigned whole_rd, whole_ebu;

static int rd_trip(const struct bm_movement *m)
{
    return exchange_round_trip(m, FMT_ROUNDDATA, NULL, &whole_rd);
}

static int ebu_trip(const struct bm_movement *m)
{
    return exchange_round_trip(m, FMT_EBU, NULL, &whole_ebu);
}

static void test_mitchells(void)
{
    whole_rd = whole_ebu = 0;
    round_trip_mitchells(rd_trip, "RoundData");
    CHECK(whole_rd > 900); /* every one without a relay stand comes back whole */
    round_trip_mitchells(ebu_trip, "EBUScore");
    CHECK(whole_ebu > 900);
    printf("whole: RoundData %u, EBUScore %u\n", whole_rd, whole_ebu);
    round_trip_phantoms(rd_trip);
    round_trip_phantoms(ebu_trip);
}

/* Specs of every family, swept over their sizes: "FAMILY:KEY=%u..." with %u from lo to hi. */
static const struct {
    const char *family, *fmt;
    unsigned lo, hi;
} sweeps[] = {
    {"extended", "extended:tables=%u", 4, 16},
    {"extended", "extended:tables=%u,modified=0,boards=2", 4, 12},
    {"bowman", "bowman:tables=%u", 6, 16},
    {"rover", "rover:tables=%u", 6, 16},
    {"worger", "worger:tables=%u", 5, 16},
    {"howell", "howell:tables=%u", 2, 12},
    {"howell", "howell:pairs=%u", 3, 25},
    {"howell", "howell:tables=%u,layout=french", 2, 6},
    {"howell", "howell:tables=8,rounds=%u", 1, 15},
    {"howell", "howell:tables=%u,rounds=14", 8, 15},
    {"howell", "howell:tables=9,rounds=%u,switch=1", 10, 16},
    {"howell", "howell:tables=2,rounds=%u", 4, 6},
    {"howell", "howell:pairs=%u,rounds=7", 7, 12},
    {"web", "web:tables=%u,rounds=3", 3, 16},
    {"web", "web:tables=11,rounds=%u", 1, 11},
    {"web", "web:tables=%u,rounds=5,rover=ns", 5, 14},
    {"american", "american:tables=%u", 3, 15},
    {"american", "american:tables=%u,stanzas=2x3+2x2", 5, 5},
    {"stagger", "stagger:tables=%u", 4, 16},
    {"thurner", "thurner:teams=%u", 4, 20},
    {"circulation", "circulation:boards=%u", 1, 4},
    {"triplicate", "triplicate:boards=%u", 1, 3},
    {"tournant", "tournant:boards=%u", 1, 3},
    {"individual", "individual:players=%u", 8, 33},
    {"individual", "individual:players=%u,layout=french", 8, 16},
    {"mitchell", "mitchell:tables=%u,first_board=25,boards=2", 3, 12},
    {"mitchell", "mitchell:tables=%u,variant=crisscross", 4, 16},
    {"hesitation", "hesitation:tables=%u", 3, 12},
    {"hesitation", "hesitation:pairs=%u", 5, 23},
    {"appendix", "appendix:tables=%u", 5, 14},
    {"roundrobin", "roundrobin:teams=%u", 3, 12},
};

static void test_families(void)
{
    /* every registered family is swept (a new family needs a line above) */
    for (unsigned i = 1; i <= bm_family_count(); i++) {
        const char *name = bm_family_name(i);
        int found = 0;
        for (size_t j = 0; j < sizeof sweeps / sizeof *sweeps; j++)
            found |= strcmp(sweeps[j].family, name) == 0;
        test_context("family %s", name);
        CHECK(found);
    }
    unsigned tried = 0, passed[2] = {0, 0}, built[sizeof sweeps / sizeof *sweeps] = {0};
    whole_rd = whole_ebu = 0;
    for (size_t j = 0; j < sizeof sweeps / sizeof *sweeps; j++)
        for (unsigned v = sweeps[j].lo; v <= sweeps[j].hi; v++) {
            char spec[128];
            snprintf(spec, sizeof spec, sweeps[j].fmt, v);
            struct bm_movement *m = NULL;
            if (bm_build_string(&m, spec) != BM_OK)
                continue;
            test_context("%s", spec);
            tried++;
            built[j]++;
            passed[0] += (unsigned)rd_trip(m);
            passed[1] += (unsigned)ebu_trip(m);
            bm_movement_free(m);
        }
    for (size_t j = 0; j < sizeof sweeps / sizeof *sweeps; j++) {
        test_context("%s", sweeps[j].fmt);
        CHECK(built[j] > 0); /* every sweep builds something */
    }
    test_context_clear();
    printf("families: %u movements, whole: RoundData %u, EBUScore %u\n", tried, whole_rd,
           whole_ebu);
    CHECK(tried > 150);
    CHECK_EQ(passed[0], tried);
    CHECK_EQ(passed[1], tried);
    CHECK(whole_rd > 30 && whole_ebu > 30);
}

static const char *const references[] = {
    "table-I", "table-IIa", "table-IIb", "table-IIIa", "table-IIIb", "table-IIIa-dual",
    "table-IV", "table-IVa", "table-V", "table-VI", "table-I-switch-r6r7",
    "table-I-switch-boards-k4", "web-t6-d5", "web-t6-d4", "web-t11-d5", "duplicate-tournant",
    "triplicate", "individual-8"};

static void test_references(void)
{
    for (size_t i = 0; i < sizeof references / sizeof *references; i++) {
        char path[512];
        snprintf(path, sizeof path, "%s/reference/%s.json", BM_TEST_DATA, references[i]);
        test_context("%s", references[i]);
        struct bm_movement *m = ref_json(path);
        CHECK(m != NULL);
        unsigned whole = 0;
        for (int f = 0; m && f < 2; f++) {
            char *text = NULL;
            enum bm_status st = exchange_write(&text, m, (enum exchange_format)f, NULL, NULL);
            /* only the per-board switches of k4 are refused, and then written unswitched */
            int partial = strcmp(references[i], "table-I-switch-boards-k4") == 0;
            CHECK_EQ(st, partial ? BM_EUNSUPPORTED : BM_OK);
            CHECK(exchange_round_trip(m, (enum exchange_format)f,
                                      partial ? "partial_switches=unswitched" : NULL, &whole));
            bm_free(text);
        }
        bm_movement_free(m);
    }
    test_context_clear();
}

/* Table VI (round 7 switched): RoundData names the moving pairs NSPair in round 7; EBUScore
 * writes a switched Mitchell (type 2) and reads the switches back. */
static void test_switched_mitchell(void)
{
    struct bm_movement *m = ref_json(REF("table-VI.json")), *back = NULL;
    char *text = NULL, *notes = (char *)1;
    CHECK_EQ(bm_movement_write(&text, m, BM_FORMAT_ROUNDDATA, NULL, &notes), BM_OK);
    CHECK(notes && only_name_noted(notes)); /* nothing lost but the name, which is named */
    bm_free(notes);
    CHECK(strstr(text, "\r\n1,1,7,9,1,7,7,\r\n") != NULL);
    CHECK(strstr(text, "\r\n1,1,6,1,10,6,6,\r\n") != NULL);
    bm_free(text);
    notes = (char *)1;
    CHECK_EQ(bm_movement_write(&text, m, BM_FORMAT_EBU, NULL, &notes), BM_OK);
    CHECK(notes && only_name_noted(notes)); /* the name is named, not dropped unseen */
    bm_free(notes);
    CHECK(strncmp(text, "2,7,7,1,7,0\n1,8,1,1,14,2,", 25) == 0);
    CHECK_EQ(bm_movement_read(&back, text, strlen(text), "ebu", NULL), BM_OK);
    bm_movement_set_name(back, bm_movement_name(m));
    CHECK(movements_equal(back, m));
    bm_free(text);
    bm_movement_free(back);
    /* an unswitched Mitchell is type 1, a Howell type 0 */
    bm_movement_free(m);
    m = build("mitchell:tables=7");
    CHECK_EQ(bm_movement_write(&text, m, BM_FORMAT_EBU, NULL, NULL), BM_OK);
    CHECK(strncmp(text, "1,7,7,1,7,0\n", 12) == 0);
    bm_free(text);
    bm_movement_free(m);
    m = build("howell:tables=4,phantom=8");
    CHECK_EQ(bm_movement_write(&text, m, BM_FORMAT_EBU, NULL, &notes), BM_OK);
    CHECK(strncmp(text, "0,4,7,1,7,8\n", 12) == 0); /* pair 8 is the missing pair */
    CHECK_STR(notes, "the EBUScore file does not hold: 3 relay/bye stands and the boards waiting "
                     "on them; the movement's name (\"Perfect Howell, 4 tables\")");
    bm_free(notes);
    bm_free(text);
    bm_movement_free(m);
}

/* A round switched in part: refused with the reason, or written unswitched and listed. */
static void test_partial_switches(void)
{
    struct bm_movement *m = ref_json(REF("table-I-switch-boards-k4.json"));
    char *text = NULL, *notes = NULL;
    for (int f = 0; f < 2; f++) {
        CHECK_EQ(exchange_write(&text, m, (enum exchange_format)f, NULL, &notes),
                 BM_EUNSUPPORTED);
        CHECK(text == NULL && notes == NULL);
        CHECK(strstr(bm_last_error(), "round 4, table 1: board 13 of the round is "
                                      "arrow-switched, the others not;") != NULL);
        CHECK(strstr(bm_last_error(), "partial_switches=unswitched") != NULL);
        CHECK_EQ(exchange_write(&text, m, (enum exchange_format)f,
                                "partial_switches=unswitched", &notes),
                 BM_OK);
        CHECK(notes && strstr(notes, "arrow switches of 28 tables whose round is switched only "
                                     "in part, written unswitched: round 4 table 1 (board 13), round 4 table 2 "
                                     "(board 17),") != NULL);
        bm_free(notes);
        bm_free(text);
    }
    /* the options are the set `exchange`, read by the one parser */
    CHECK_EQ(exchange_write(&text, m, FMT_ROUNDDATA, "partial_switches=maybe", NULL), BM_EPARSE);
    CHECK_STR(bm_last_error(), "column 1: partial_switches must be refuse or unswitched for "
                               "exchange; got maybe");
    CHECK_EQ(exchange_write(&text, m, FMT_ROUNDDATA, "color=red", NULL), BM_EPARSE);
    CHECK_STR(bm_last_error(), "column 1: unknown key 'color' for exchange; accepted keys: "
                               "section, sections, partial_switches, section_ids, table, line_ends");
    CHECK_EQ(exchange_write(&text, m, FMT_EBU, "section=B", NULL), BM_EINVAL);
    CHECK_STR(bm_last_error(), "section and sections are for RoundData, not ebu");
    CHECK_EQ(exchange_write(&text, m, FMT_ROUNDDATA, "section=b", NULL), BM_EPARSE);
    CHECK_EQ(exchange_write(&text, m, FMT_ROUNDDATA, "section", NULL), BM_EPARSE);
    CHECK_STR(bm_last_error(), "column 1: expected key=value, found 'section'");
    struct bm_options *score = NULL;
    CHECK_EQ(bm_options_new(&score, "score"), BM_OK);
    CHECK_EQ(bm_movement_write(&text, m, FMT_ROUNDDATA == 0 ? BM_FORMAT_ROUNDDATA : BM_FORMAT_EBU,
                               score, NULL),
             BM_EINVAL);
    CHECK_STR(bm_last_error(), "bm_movement_write takes exchange options; these are score "
                               "options");
    bm_options_free(score);
    bm_movement_free(m);
}

/* What a format cannot hold is named in the message. */
static void test_losses(void)
{
    static const struct {
        const char *spec;
        int format;
        const char *says;
    } cases[] = {
        {"mitchell:tables=8", FMT_ROUNDDATA,
         "RoundData does not hold: 1 relay/bye stand and the boards waiting on them"},
        {"individual:players=16", FMT_ROUNDDATA,
         "board copies (cases): the tables play from up to 4 copies of a set, written as the "
         "same boards"},
        {"stagger:tables=4", FMT_ROUNDDATA, "board copies (cases)"},
        {"mitchell:tables=7,phantom=7ew@4", FMT_ROUNDDATA,
         "absent pairs written as 0 (a sit-out) where absent: 14 (from round 4)"},
        {"individual:players=12,layout=french", FMT_EBU,
         "the board each sharing table starts with"},
        {"mitchell:tables=7,first_board=25", FMT_EBU,
         "the board numbers: the file numbers boards from 1 (its board 1 is board 25)"},
        {"howell:tables=4,phantom=7", FMT_EBU,
         "absent pairs written as 0 (a sit-out) where absent: 8 (from round 3)"},
        {"mitchell:tables=7,phantom=7ew", FMT_EBU, ""},
        {"mitchell:tables=7,late=7ew@3", FMT_EBU,
         "absent pairs written as 0 (a sit-out) where absent: 14 (rounds 1-2)"},
        {"mitchell:tables=7,late=7ew@3,leaves=3ns@5", FMT_ROUNDDATA,
         "absent pairs written as 0 (a sit-out) where absent: 3 (from round 5), 14 (rounds "
         "1-2)"},
        {"howell:tables=4,late=8@2,leaves=8@5", FMT_EBU,
         "absent pairs written as 0 (a sit-out) where absent: 8 (round 1, from round 5)"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        test_context("%s", cases[i].spec);
        struct bm_movement *m = build(cases[i].spec);
        char *text = NULL, *notes = NULL;
        if (!m)
            continue;
        if (strstr(cases[i].spec, "phantom=7") && strstr(cases[i].spec, "howell"))
            bm_movement_set_phantom(m, 8, 3); /* a second absence: only one is the missing pair */
        CHECK_EQ(exchange_write(&text, m, (enum exchange_format)cases[i].format, NULL, &notes),
                 BM_OK);
        if (*cases[i].says)
            CHECK(notes && strstr(notes, cases[i].says) != NULL);
        else /* nothing lost but the name, which is named */
            CHECK(notes == NULL || only_name_noted(notes));
        if (*cases[i].says && (!notes || !strstr(notes, cases[i].says)))
            fprintf(stderr, "notes: %s\n", notes ? notes : "(none)");
        bm_free(notes);
        bm_free(text);
        bm_movement_free(m);
    }
    /* sets of different sizes cannot be an EBUScore file */
    test_context_clear();
    struct bm_movement *m = build("american:tables=5,stanzas=2x3+2x2");
    char *text = NULL;
    CHECK_EQ(bm_movement_write(&text, m, BM_FORMAT_EBU, NULL, NULL), BM_EUNSUPPORTED);
    CHECK_STR(bm_last_error(), "set 6 has 2 boards, set 1 has 3: an EBUScore movement file has "
                               "one number of boards per round (write RoundData or JSON "
                               "instead)");
    CHECK_EQ(bm_movement_write(&text, m, BM_FORMAT_ROUNDDATA, NULL, NULL), BM_OK);
    CHECK(strstr(text, "\r\n1,1,4,1,3,20,21,\r\n") != NULL); /* teams by number */
    bm_free(text);
    bm_movement_free(m);
}

/* A pair arriving late is written as 0 in the rounds before it arrives, as the note says: no
 * RoundData row of rounds 1-2 names pair 14 (late=7ew@3), and its seat there is 0. */
static void test_late_pair_written_as_0(void)
{
    struct bm_movement *m = build("mitchell:tables=7,late=7ew@3");
    char *text = NULL;
    unsigned zeros = 0, seen = 0;
    CHECK_EQ(bm_movement_write(&text, m, BM_FORMAT_ROUNDDATA, NULL, NULL), BM_OK);
    for (const char *line = text; line && *line; line = strchr(line, '\n'), line += !!line) {
        unsigned section, table, round, ns, ew;
        if (sscanf(line, "%u,%u,%u,%u,%u", &section, &table, &round, &ns, &ew) != 5)
            continue;
        seen += ns == 14 || ew == 14;
        CHECK(round >= 3 || (ns != 14 && ew != 14));
        zeros += round < 3 && ew == 0;
    }
    CHECK_EQ(zeros, 2); /* table 7 (round 1), table 1 (round 2) */
    CHECK_EQ(seen, 5);  /* rounds 3-7 */
    bm_free(text);
    bm_movement_free(m);
}

/* Regression (fuzz-sections): a movement seating a pair at two tables in one round (an EBUScore
 * or JSON movement may break the rules) was written to RoundData that the reader, like the
 * scoring programs, refuses ("pair 4 plays twice in round 3"). The writer now refuses it with
 * the reason, and the formats that hold it still write it. */
static void test_rounddata_pair_seated_twice(void)
{
    /* a 4-table Howell, pair 4 EW at tables 3 and 4 in round 3 */
    const char *ebu = "0,4,7,1,7,8\n8,1,1,8,2,2,8,3,3,8,4,4,8,5,5,8,6,6,8,7,7\n"
                      "6,5,2,7,6,3,1,7,4,2,1,5,3,2,6,4,3,7,5,4,1\n"
                      "4,2,3,5,3,4,6,4,5,7,5,6,1,6,7,2,7,1,3,1,2\n"
                      "7,3,5,1,4,6,2,4,7,3,6,1,4,7,2,5,1,3,6,2,4\n";
    struct bm_movement *m = NULL;
    struct bm_sections *s = NULL;
    char *text = (char *)1, *notes = (char *)1;
    CHECK_EQ(bm_movement_read(&m, ebu, strlen(ebu), "ebu", NULL), BM_OK);
    CHECK_EQ(bm_movement_write(&text, m, BM_FORMAT_ROUNDDATA, NULL, &notes), BM_EUNSUPPORTED);
    CHECK(text == NULL && notes == NULL);
    CHECK_STR(bm_last_error(), "round 3: pair 4 is seated at tables 3 and 4; RoundData has one "
                               "row per table and round, and scoring programs refuse a pair in "
                               "two places at once (JSON and EBUScore hold such a movement)");
    CHECK_EQ(bm_sections_new(&s), BM_OK);
    CHECK_EQ(bm_sections_add(s, m, "A"), BM_OK);
    CHECK_EQ(bm_sections_add(s, m, "B"), BM_OK);
    CHECK_EQ(bm_sections_write(&text, s, BM_FORMAT_ROUNDDATA, NULL, NULL), BM_EUNSUPPORTED);
    CHECK(strncmp(bm_last_error(), "section A: round 3: pair 4 is seated at tables 3 and 4;",
                  55) == 0);
    bm_sections_free(s);
    /* the same pair NS and EW at one table */
    CHECK_EQ(bm_movement_set(m, 1, 2, BM_FIELD_EW, 6), BM_OK);
    CHECK_EQ(bm_movement_write(&text, m, BM_FORMAT_ROUNDDATA, NULL, NULL), BM_EUNSUPPORTED);
    CHECK(strncmp(bm_last_error(), "round 1: pair 6 is seated twice at table 2;", 43) == 0);
    /* EBUScore refuses it too, as its reader does; JSON holds it */
    CHECK_EQ(bm_movement_write(&text, m, BM_FORMAT_EBU, NULL, NULL), BM_EUNSUPPORTED);
    CHECK_EQ(bm_movement_write(&text, m, BM_FORMAT_JSON, NULL, NULL), BM_OK);
    bm_free(text);
    bm_movement_free(m);
}

/* Regression (fuzz-sections): a movement in which no table plays (grid text "1: - | -") was
 * written to RoundData as the header alone, which the reader refuses ("no rows after the
 * header"), and as one section among others it vanished from the file. The writer now refuses
 * it. */
static void test_rounddata_no_plays(void)
{
    const char *grid = "# event: pairs\n# tables: 2\n# rounds: 1\n# sets: 1\n"
                       "# boards_per_set: 1\n# participants: 4\n1: - | -\n";
    struct bm_movement *m = NULL, *played = build("mitchell:tables=3");
    struct bm_sections *s = NULL;
    char *text = (char *)1, *notes = (char *)1;
    CHECK_EQ(bm_movement_read(&m, grid, strlen(grid), "text", NULL), BM_OK);
    CHECK_EQ(bm_movement_write(&text, m, BM_FORMAT_ROUNDDATA, NULL, &notes), BM_EUNSUPPORTED);
    CHECK(text == NULL && notes == NULL);
    CHECK_STR(bm_last_error(), "no table plays in any round; RoundData has one row per table and "
                               "round that plays, so it would hold nothing (JSON and grid text "
                               "hold such a movement)");
    CHECK_EQ(bm_sections_new(&s), BM_OK);
    CHECK_EQ(bm_sections_add(s, played, "A"), BM_OK);
    CHECK_EQ(bm_sections_add(s, m, "B"), BM_OK);
    CHECK_EQ(bm_sections_write(&text, s, BM_FORMAT_ROUNDDATA, NULL, NULL), BM_EUNSUPPORTED);
    CHECK(strncmp(bm_last_error(), "section B: no table plays in any round;", 39) == 0);
    bm_sections_free(s);
    CHECK_EQ(bm_movement_write(&text, m, BM_FORMAT_JSON, NULL, NULL), BM_OK);
    bm_free(text);
    bm_movement_free(played);
    bm_movement_free(m);
}

/* A table that never plays and pairs never seated are not in any row: the notes say so, since
 * a reader of the file counts neither. */
static void test_rounddata_unused_noted(void)
{
    const char *grid = "# event: pairs\n# tables: 3\n# rounds: 2\n# sets: 2\n"
                       "# boards_per_set: 1\n# participants: 6\n"
                       "1: 1 A 4 | 2 B 5 | -\n2: 1 B 5 | 2 A 4 | -\n";
    struct bm_movement *m = NULL;
    char *text = NULL, *notes = NULL;
    CHECK_EQ(bm_movement_read(&m, grid, strlen(grid), "text", NULL), BM_OK);
    CHECK_EQ(bm_movement_write(&text, m, BM_FORMAT_ROUNDDATA, NULL, &notes), BM_OK);
    CHECK_STR(notes, "RoundData does not hold: 1 table that never plays (a reader counts only "
                     "the tables in the rows); 2 pairs never seated (a reader counts only those "
                     "in the rows)");
    bm_free(text);
    bm_free(notes);
    bm_movement_free(m);
}

/* ------------------------------------------------------------------------------------------ */
/* RoundData from other programs, and malformed files                                         */

/* A RoundData text read with want; notes (the reader's, "" for none) into said. */
static struct bm_movement *read_rd(const char *csv, char *said, size_t n, enum bm_status want)
{
    struct bm_movement *m = (struct bm_movement *)&m;
    char *notes = (char *)1;
    enum bm_status st = bm_movement_read(&m, csv, strlen(csv), "rounddata", &notes);
    CHECK_EQ(st, want);
    if (st != want)
        fprintf(stderr, "message: %s\n", bm_last_error());
    CHECK(st ? m == NULL : m != NULL);
    snprintf(said, n, "%s", st ? bm_last_error() : notes ? notes : "");
    bm_free(st ? NULL : notes);
    return st ? NULL : m;
}

static void test_other_programs(void)
{
    /* a spreadsheet's export: BOM, CRLF, quoted fields, blanks, columns in another order,
     * lower-case names, an extra column, CustomBoards lists, sections by number */
    const char *csv = "\xef\xbb\xbf" "\"section\",\"table\",\"round\",\"nspair\",\"ewpair\","
                      "\"lowboard\",\"highboard\",\"customboards\",\"Remark\"\r\n"
                      "1,1,1,1,4,1,2,,\"first, round\"\r\n"
                      "1, 2 ,1,2,5,\"3\",4,,\r\n"
                      "1,3,1,3,6,0,0,\"6,5\",\r\n"
                      "\r\n"
                      "1,1,2,1,6,3,4,,\r\n1,2,2,2,4,5,6,\"5-6\",\r\n1,3,2,3,5,1,2,,\r\n"
                      "1,1,3,1,5,5,6,,\r\n1,2,3,2,6,1,2,,\r\n1,3,3,3,4,3,4,,\r\n";
    char msg[512];
    struct bm_movement *m = read_rd(csv, msg, sizeof msg, BM_OK), *want = NULL;
    CHECK_STR(msg, "RoundData read without: column 'Remark' (not RoundData)");
    CHECK(bm_build_string(&want, "mitchell:tables=3,boards=2") == BM_OK);
    CHECK(m && grids_agree(m, want, 0, 0, 0));
    CHECK_EQ(cell(m, 1, 3, BM_FIELD_FIRST), 2); /* "6,5": the table starts with board 6 */
    CHECK_EQ(cell(m, 1, 1, BM_FIELD_FIRST), 0);
    bm_movement_free(m);
    bm_movement_free(want);
    /* no Section column: section A; a number 28 is section AB */
    m = read_rd("Table,Round,NSPair,EWPair,LowBoard,HighBoard\n1,1,1,2,1,3\n", msg, sizeof msg,
                BM_OK);
    CHECK(m && bm_movement_boards(m) == 3 && bm_movement_participants(m) == 2);
    bm_movement_free(m);
    struct bm_sections *s = NULL;
    const char *two = "Section,Table,Round,NSPair,EWPair,LowBoard,HighBoard,CustomBoards\n"
                      "28,1,1,1,2,1,3,\nb,1,1,1,2,1,3,\n";
    CHECK_EQ(bm_sections_read(&s, two, strlen(two), "rounddata", NULL), BM_OK);
    CHECK_EQ(bm_sections_count(s), 2);
    CHECK_STR(bm_sections_letter(s, 1), "AB");
    CHECK_STR(bm_sections_letter(s, 2), "B");
    bm_sections_free(s);
    m = read_rd(two, msg, sizeof msg, BM_OK);
    CHECK_STR(msg, "RoundData read without: sections B (read section AB; all sections: "
                   "bm_sections_read)");
    bm_movement_free(m);
    /* a gap between two ranges is a set nobody plays; boards start where the file says */
    m = read_rd("Table,Round,NSPair,EWPair,LowBoard,HighBoard\n1,1,1,2,4,6\n1,2,1,2,10,12\n",
                msg, sizeof msg, BM_OK);
    CHECK(m && bm_movement_sets(m) == 3 && bm_movement_first_board(m) == 4 &&
          cell(m, 2, 1, BM_FIELD_SET) == 3);
    bm_movement_free(m);
    /* a sit-out row (pair 0), an individual with South and West */
    m = read_rd("Section,Table,Round,NSPair,EWPair,LowBoard,HighBoard,CustomBoards,South,West\n"
                "A,1,1,1,2,1,1,,3,4\nA,2,1,5,0,2,2,,6,7\n", msg, sizeof msg, BM_OK);
    CHECK(m && bm_movement_event(m) == BM_EVENT_INDIVIDUAL &&
          cell(m, 1, 2, BM_FIELD_EAST) == 0 && cell(m, 1, 2, BM_FIELD_SOUTH) == 6 &&
          cell(m, 1, 1, BM_FIELD_WEST) == 4);
    bm_movement_free(m);
}

static void test_malformed_rounddata(void)
{
    static const char head[] = "Section,Table,Round,NSPair,EWPair,LowBoard,HighBoard,CustomBoards\n";
    static const struct {
        const char *rows, *says;
    } cases[] = {
        {"A,1,1,1,2,1,3,\nA,2,1,3,x,4,6,\n", "line 3, column 9: EWPair 'x' is not a number "
                                             "(expected 0..16384)"},
        {"A,1,1,1,2,1,3,\nA,2,1,3,2,4,6,\n", "line 3, column 9: pair 2 plays twice in round 1 of "
                                             "section A (also line 2)"},
        {"A,1,1,1,2,1,3,\nA,2,1,3,4,2,4,\n", "line 3, column 11: boards 2-4 overlap boards 1-3 "
                                             "(line 2): the boards of a round are one whole set"},
        {"A,1,1,1,2,1,3,\nA,1,1,3,4,4,6,\n", "line 3, column 3: table 1 plays round 1 of section "
                                             "A twice (also line 2)"},
        {"A,1,1,1,2,1\n", "line 2, column 12: the line has 6 fields, the header 8: HighBoard is "
                          "missing"},
        {"A,1,1,1,2,1,3,,9\n", "line 2, column 16: more fields than the header's 8 columns"},
        {"A,0,1,1,2,1,3,\n", "line 2, column 3: Table 0 is out of range 1..4096"},
        {"A,1,1,1,2,3,1,\n", "line 2, column 13: HighBoard 1 is below LowBoard 3"},
        {"A,1,1,1,2,0,3,\n", "line 2, column 11: LowBoard is 0 but HighBoard is not"},
        {"A,1,1,1,2,0,0,\"1,2,4\"\n", "line 2, column 15: CustomBoards '1,2,4': board 2 is not "
                                      "followed by the next; the boards of a round must be "
                                      "consecutive (one board set)"},
        {"A,1,1,1,2,0,0,\"1-x\"\n", "line 2, column 15: CustomBoards '1-x': expected board "
                                    "numbers or ranges such as 1,2,3 or 4-6"},
        {"A,1,1,1,2,1,3,\"1,2\n", "line 2, column 15: this quoted field is never closed"},
        {"A,1,1,1,2,1,3,\"1\"x\n", "line 2, column 18: text after a closing quote"},
        {"7A,1,1,1,2,1,3,\n", "line 2, column 1: Section '7A': expected a section letter"},
        {"", "line 2, column 1: no rows after the header"},
        /* 87 bytes declaring a grid of 4096 x 4096 cells (issue 25): the rows must be there */
        {"A,4096,4096,1,2,1,1,\n", "line 2, column 3: table 1 has no row, yet this row names "
                                   "table 4096: a section's tables are 1 to 4096, each with its "
                                   "rows"},
        /* a later part of an event (a Swiss round) starts at its round, without gaps */
        {"A,1,3,1,2,1,1,\nA,1,5,1,2,2,2,\n", "line 3, column 3: round 4 has no row, yet this "
                                           "row names round 5: a section plays rounds 3 to 5, "
                                           "each with its rows"},
        {"A,1,1,1,2,1,1,\nA,9,1,3,4,2,2,\n", "line 3, column 3: table 2 has no row, yet this row "
                                           "names table 9: a section's tables are 1 to 9, each "
                                           "with its rows"},
    };
    char csv[512], msg[512];
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        snprintf(csv, sizeof csv, "%s%s", head, cases[i].rows);
        test_context("case %zu", i);
        read_rd(csv, msg, sizeof msg, BM_EPARSE);
        CHECK(strncmp(msg, cases[i].says, strlen(cases[i].says)) == 0);
        if (strncmp(msg, cases[i].says, strlen(cases[i].says)))
            fprintf(stderr, "  got:  %s\n  want: %s\n", msg, cases[i].says);
    }
    static const struct {
        const char *csv, *says;
    } headers[] = {
        {"", "line 1, column 1: the file is empty"},
        {"1,1,1,1,2,1,3\n", "line 1, column 1: expected the RoundData header Section,Table,Round,"
                            "NSPair,EWPair,LowBoard,HighBoard,CustomBoards; found '1'"},
        {"Section,Table,Round,NSPair,EWPair,LowBoard\n",
         "line 1, column 43: the header has no HighBoard column"},
        {"Table,Round,NSPair,EWPair,LowBoard,HighBoard,Table\n",
         "line 1, column 46: column Table is named twice in the header (also column 1)"},
        {"Table,Round,NSPair,EWPair,LowBoard,HighBoard,South\n",
         "line 1, column 51: the header has South but no West column"},
    };
    for (size_t i = 0; i < sizeof headers / sizeof *headers; i++) {
        test_context("header %zu", i);
        read_rd(headers[i].csv, msg, sizeof msg, BM_EPARSE);
        CHECK(strncmp(msg, headers[i].says, strlen(headers[i].says)) == 0);
        if (strncmp(msg, headers[i].says, strlen(headers[i].says)))
            fprintf(stderr, "  got:  %s\n  want: %s\n", msg, headers[i].says);
    }
}

static void test_malformed_ebu(void)
{
    static const struct {
        const char *text, *says;
    } cases[] = {
        {"", "line 1, column 1: the file is empty"},
        {"1,3,3,1\n", "line 1, column 8: an EBUScore header has 5 fields"},
        {"1,3,3,1,3,0,7\n", "line 1, column 13: an EBUScore header has 5 fields"},
        {"8,3,3,1,3,0\n", "line 1, column 1: the movement type 8 is out of range 0..7"},
        {"5,3,3,1,3,0\n", "line 1, column 11: type 5 is a teams movement"},
        {"3,3,3,1,3\n", "line 1, column 10: type 3 is an individual movement"},
        {"1,3,4,3,3,0\n", "line 1, column 5: 4 boards are not a whole number of rounds of 3"},
        {"1,2,2,1,2,0\n1,2,1,1,2,2\n", "line 3, column 1: the file ends after 1 table line; the "
                                       "header says 2 tables"},
        {"1,1,2,1,2,0\n1,2,1,1,2,2\n2,1,1,1,2,2\n", "line 3, column 1: more lines than the 1 "
                                                    "tables of the header"},
        {"1,1,2,1,2,0\n1,2,1,1,2\n", "line 2, column 10: table 1 has 5 fields, expected 6"},
        {"1,1,2,1,2,0\n1,2,1,1,2,2,7\n", "line 2, column 13: table 1 has more than 6 fields"},
        {"1,1,2,1,2,0\n1,2,1,1,2,3\n", "line 2, column 11: the board set 3 is out of range 0..2"},
        {"1,1,2,1,2,0\n1,x,1,1,2,2\n", "line 2, column 3: EW 'x' is not a number"},
        {"3,1,1,1,1,3\n1,2,3,4,1\n", "line 2, column 7: W 4 is out of range 0..3"},
        /* RoundData refuses a pair playing itself; so does EBUScore (issue 25) */
        {"1,2,2,1,2,0\n1,2,1,3,4,2\n3,3,2,2,1,1\n", "line 3: pair 3 plays itself at table 2 "
                                                   "in round 1 (it holds two seats of the "
                                                   "table)"},
        {"3,1,1,1,1,4\n1,2,3,2,1\n", "line 2: player 2 plays itself at table 1 in round 1"},
        /* a title line the name refuses is the file's fault (found by fuzz-ebu) */
        {"Club \x88night\n1,1,2,1,2,0\n1,2,1,1,2,2\n", "line 1: the title line cannot be the "
                                                        "movement's name: the text is not valid "
                                                        "UTF-8"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        struct bm_movement *m = (struct bm_movement *)&m;
        test_context("case %zu", i);
        CHECK_EQ(bm_movement_read(&m, cases[i].text, strlen(cases[i].text), "ebu", NULL),
                 BM_EPARSE);
        CHECK(m == NULL);
        const char *msg = bm_last_error();
        CHECK(strncmp(msg, cases[i].says, strlen(cases[i].says)) == 0);
        if (strncmp(msg, cases[i].says, strlen(cases[i].says)))
            fprintf(stderr, "  got:  %s\n  want: %s\n", msg, cases[i].says);
    }
    /* ...and the writer refuses such a movement rather than write a file that would not read
     * back (found by fuzz-sections: grid text holds it) */
    const char *self = "# tables: 1\n1: 2 A 2\n";
    struct bm_movement *own = NULL;
    char *out = NULL;
    CHECK_EQ(bm_movement_read(&own, self, strlen(self), "text", NULL), BM_OK);
    CHECK_EQ(bm_movement_write(&out, own, BM_FORMAT_EBU, NULL, NULL), BM_EUNSUPPORTED);
    CHECK(out == NULL && strstr(bm_last_error(), "pair 2 holds two seats") != NULL);
    bm_movement_free(own);
    /* the forum's Camrose example: teams by number, two 16-board matches against one team */
    const char *camrose = "5,6,32,16,2\n4,6,1,4,6,2\n3,5,1,3,5,2\n2,1,1,2,1,2\n6,4,1,6,4,2\n"
                          "5,3,1,5,3,2\n1,2,1,1,2,2\n";
    struct bm_movement *m = NULL;
    CHECK_EQ(bm_movement_read(&m, camrose, strlen(camrose), "ebu", NULL), BM_OK);
    CHECK(m && bm_movement_event(m) == BM_EVENT_TEAMS && bm_movement_teams(m) == 6 &&
          bm_movement_boards(m) == 32 && cell(m, 1, 1, BM_FIELD_NS) == 4 &&
          cell(m, 1, 1, BM_FIELD_EW) == 12);
    bm_movement_free(m);
}

/* ------------------------------------------------------------------------------------------ */
/* Detection, sections                                                                        */

/* Regression (fuzz-sections): the grid text of a movement whose name holds the words Table,
 * Round and NSPair was taken for RoundData by its first line, "# name: ...", so the text the
 * writer wrote did not read back without a hint. A '#' line is grid text. */
static void test_detect_name_with_rounddata_words(void)
{
    struct bm_movement *m = build("mitchell:tables=3"), *back = NULL;
    char *text = NULL;
    CHECK_EQ(bm_movement_set_name(m, "7 tables, each NSPair stays all round"), BM_OK);
    CHECK_EQ(bm_movement_write(&text, m, BM_FORMAT_TEXT, NULL, NULL), BM_OK);
    CHECK(strncmp(text, "# name: 7 tables, each NSPair stays all round\n", 46) == 0);
    CHECK_EQ(bm_format_detect(text, strlen(text)), BM_FORMAT_TEXT);
    CHECK_EQ(bm_format_detect("  # table round nspair", 22), BM_FORMAT_TEXT);
    CHECK_EQ(bm_movement_read(&back, text, strlen(text), NULL, NULL), BM_OK);
    int32_t eq = 0;
    CHECK(bm_movement_equal(&eq, m, back) == BM_OK && eq);
    bm_movement_free(back);
    bm_free(text);
    bm_movement_free(m);
}

static void test_detect(void)
{
    static const struct {
        const char *text;
        enum bm_format f;
    } cases[] = {
        {"  \n{\"format\": \"bridgemove/1\"}", BM_FORMAT_JSON},
        {"[1, 2]", BM_FORMAT_JSON},
        {"\xef\xbb\xbf null", BM_FORMAT_JSON},
        {"\"a string\"", BM_FORMAT_JSON},
        {"\xef\xbb\xbf\r\nSection,Table,Round,NSPair,EWPair,LowBoard,HighBoard\r\n",
         BM_FORMAT_ROUNDDATA},
        {"\"table\";\"round\";\"nspair\"", BM_FORMAT_ROUNDDATA},
        {"1,7,7,1,7,0\n", BM_FORMAT_EBU},
        {"5, 6, 32, 16, 2\r\n", BM_FORMAT_EBU},
        {"1,7,7,1\n", BM_FORMAT_TEXT},
        {"# name: x\n1: 1 A 2\n", BM_FORMAT_TEXT},
        {"", BM_FORMAT_TEXT},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
        CHECK_EQ(bm_format_detect(cases[i].text, strlen(cases[i].text)), cases[i].f);
    CHECK_EQ(bm_format_detect(NULL, 3), BM_FORMAT_TEXT);
    /* bm_movement_read without a hint gives the same movement from each format; every format
     * has its name */
    struct bm_movement *m = build("mitchell:tables=5,boards=2");
    char *forms[4] = {NULL, NULL, NULL, NULL};
    bm_movement_write(&forms[0], m, BM_FORMAT_TEXT, NULL, NULL);
    bm_movement_write(&forms[1], m, BM_FORMAT_JSON, NULL, NULL);
    bm_movement_write(&forms[2], m, BM_FORMAT_ROUNDDATA, NULL, NULL);
    bm_movement_write(&forms[3], m, BM_FORMAT_EBU, NULL, NULL);
    for (int i = 0; i < 4; i++) {
        struct bm_movement *back = NULL;
        CHECK_EQ(bm_format_detect(forms[i], strlen(forms[i])), (enum bm_format)(i + 1));
        CHECK_EQ(bm_movement_read(&back, forms[i], strlen(forms[i]), NULL, NULL), BM_OK);
        CHECK(back && grids_agree(back, m, 1, 0, 0));
        bm_movement_free(back);
        bm_free(forms[i]);
        enum bm_format f = 0;
        CHECK_EQ(bm_format_from_name(&f, bm_format_name((enum bm_format)(i + 1))), BM_OK);
        CHECK_EQ(f, (enum bm_format)(i + 1));
    }
    enum bm_format f = BM_FORMAT_EBU;
    CHECK_EQ(bm_format_from_name(&f, "RoundData"), BM_OK);
    CHECK_EQ(f, BM_FORMAT_ROUNDDATA);
    CHECK_EQ(bm_format_from_name(&f, "pdf"), BM_EPARSE);
    CHECK_EQ(f, 0);
    CHECK(strstr(bm_last_error(), "text, json, rounddata and ebu") != NULL);
    CHECK_STR(bm_format_name((enum bm_format)9), "unknown");
    bm_movement_free(m);
}

static void test_sections(void)
{
    struct bm_sections *s = NULL;
    char *text = NULL;
    struct bm_movement *a = build("mitchell:tables=7,boards=3"),
                       *b = build("howell:tables=4,boards=3,first_board=4");
    bm_movement_set_name(a, "Mitchell, 7 tables");
    bm_movement_set_name(b, "Howell, 4 tables, 8 pairs");
    CHECK_EQ(bm_sections_new(&s), BM_OK);
    CHECK_EQ(bm_sections_add(s, a, NULL), BM_OK);
    CHECK_EQ(bm_sections_add(s, b, "C"), BM_OK);
    CHECK_EQ(bm_sections_add(s, a, "C"), BM_EINVAL);
    CHECK_STR(bm_last_error(), "section C is already in the set");
    CHECK_EQ(bm_sections_add(s, a, "abc"), BM_EINVAL);
    CHECK_STR(bm_last_error(), "section 'abc': a section is one or two capital letters (A, B, ..., "
                               "AA)");
    CHECK_EQ(bm_sections_count(s), 2);
    CHECK_STR(bm_sections_letter(s, 1), "A");
    CHECK_STR(bm_sections_letter(s, 2), "C");
    CHECK(bm_sections_letter(s, 3) == NULL && bm_sections_movement(s, 0) == NULL);
    CHECK(movements_equal(bm_sections_movement(s, 1), a));
    /* A plays boards 1-21 seven times each; C plays 4-24 four times each */
    unsigned n = 0;
    CHECK_EQ(bm_sections_common_boards(&n, s), BM_OK);
    CHECK_EQ(n, 18);
    CHECK_EQ(bm_sections_board_plays(&n, s, 1, 21), BM_OK);
    CHECK_EQ(n, 7);
    CHECK_EQ(bm_sections_board_plays(&n, s, 2, 3), BM_OK);
    CHECK_EQ(n, 0);
    CHECK_EQ(bm_sections_board_plays(&n, s, 3, 3), BM_ERANGE);
    CHECK_EQ(bm_analysis_sections_report(&text, s, BM_FORM_TEXT), BM_OK);
    /* each section's analysis under its letter, then the boards in common */
    CHECK(text && strncmp(text, "Section A\n", 10) == 0 && strstr(text, "\nSection C\n"));
    const char *across = text ? strstr(text, "Section A: ") : NULL;
    CHECK_STR(across, "Section A: Mitchell, 7 tables; 7 tables, 7 rounds, 14 pairs, boards 1-21\n"
                    "Section C: Howell, 4 tables, 8 pairs; 4 tables, 7 rounds, 8 pairs, boards "
                    "4-24\n"
                    "Boards in common (played in every section, compared across the field): 18; "
                    "plays per section:\n"
                    "  boards 4-21: A 7, C 4 (11 in all)\n"
                    "Boards not played in every section (scored within their sections):\n"
                    "  boards 1-3: A 7 (7 in all)\n"
                    "  boards 22-24: C 4 (4 in all)\n");
    bm_free(text);
    CHECK_EQ(bm_analysis_sections_report(&text, s, BM_FORM_JSON), BM_OK);
    CHECK(strncmp(text, "{\"sections\": [\n{\"section\": \"A\", \"analysis\": {", 40) == 0);
    CHECK(strstr(text, "\"across\": {") != NULL);
    CHECK(strstr(text, "\"boards_in_common\": 18,") != NULL);
    CHECK(strstr(text, "{\"board\": 4, \"plays\": [7, 4], \"total\": 11, \"in_common\": true}"));
    CHECK(strstr(text, "{\"section\": \"C\", \"name\": \"Howell, 4 tables, 8 pairs\", "
                       "\"tables\": 4, \"rounds\": 7, \"participants\": 8, \"first_board\": 4, "
                       "\"last_board\": 24}"));
    bm_free(text);
    /* RoundData keeps each section's letter and its own pair numbers */
    char *notes = NULL;
    CHECK_EQ(bm_sections_write(&text, s, BM_FORMAT_ROUNDDATA, NULL, &notes), BM_OK);
    CHECK(strstr(text, "\n1,1,1,1,8,1,3,\r\n") && strstr(text, "\n3,1,1,8,1,"));
    CHECK(!notes || strstr(notes, "section A: 1 relay/bye stand") == NULL); /* 7 tables: none */
    bm_free(notes);
    struct bm_sections *back = NULL;
    CHECK_EQ(bm_sections_read(&back, text, strlen(text), NULL, NULL), BM_OK);
    CHECK_EQ(bm_sections_count(back), 2);
    for (unsigned i = 1; i <= 2; i++) {
        CHECK_STR(bm_sections_letter(back, i), bm_sections_letter(s, i));
        CHECK(held_equal(bm_sections_movement(s, i), bm_sections_movement(back, i),
                         FMT_ROUNDDATA));
    }
    bm_free(text);
    bm_sections_free(back);
    /* one file holds pairs sections or individual ones */
    struct bm_movement *ind = build("individual:players=8");
    CHECK_EQ(bm_sections_add(s, ind, NULL), BM_OK);
    CHECK_STR(bm_sections_letter(s, 3), "B");
    CHECK_EQ(bm_sections_write(&text, s, BM_FORMAT_ROUNDDATA, NULL, NULL), BM_EUNSUPPORTED);
    CHECK(strstr(bm_last_error(), "section B is an individual but section A is not") != NULL);
    CHECK_EQ(bm_sections_write(&text, s, BM_FORMAT_EBU, NULL, NULL), BM_EUNSUPPORTED);
    CHECK(strstr(bm_last_error(), "ebu holds one movement; these are 3 sections") != NULL);
    bm_sections_free(s);
    CHECK_EQ(bm_sections_new(&s), BM_OK);
    CHECK_EQ(bm_sections_write(&text, s, BM_FORMAT_ROUNDDATA, NULL, NULL), BM_EINVAL);
    CHECK_EQ(bm_sections_common_boards(&n, s), BM_OK);
    CHECK_EQ(n, 0);
    CHECK_EQ(bm_analysis_sections_report(&text, s, BM_FORM_JSON), BM_EINVAL);
    CHECK(text == NULL && strstr(bm_last_error(), "no sections") != NULL);
    bm_sections_free(s);
    bm_sections_free(NULL);
    bm_movement_free(a);
    bm_movement_free(b);
    bm_movement_free(ind);
}

/* ------------------------------------------------------------------------------------------ */
/* Allocation failures                                                                        */

/* call with its n-th allocation failing, n = 1, 2, ...: BM_ENOMEM and no output until it
 * succeeds (ASan reports any leak), then done; failures counts the failed calls. */
#define ALLOC_SWEEP(out, call, done)                                                           \
    do {                                                                                       \
        for (unsigned long n_ = 1;; n_++) {                                                    \
            bm_test_fail_alloc_at(n_);                                                         \
            enum bm_status st_ = (call);                                                       \
            bm_test_fail_alloc_at(0);                                                          \
            if (st_ == BM_OK) {                                                                \
                done;                                                                          \
                break;                                                                         \
            }                                                                                  \
            CHECK(st_ == BM_ENOMEM && (out) == NULL);                                          \
            if (st_ != BM_ENOMEM)                                                              \
                break;                                                                         \
            failures++;                                                                        \
        }                                                                                      \
    } while (0)

/* ------------------------------------------------------------------------------------------ */
/* The Bridgemate database's form (issue: real scoring rooms)                                 */

/* RoundData as the database holds it: the section's ID, rows by table then round, CRLF, the
 * missing pair by number with the Section table naming it; the letters form is 1.0's. */
static void test_database_form(void)
{
    struct bm_movement *m = build("howell:pairs=7");
    char *text = NULL, *notes = NULL;
    CHECK_EQ(exchange_write(&text, m, FMT_ROUNDDATA, NULL, &notes), BM_OK);
    static const char head[] = "Section,Table,Round,NSPair,EWPair,LowBoard,HighBoard,"
                               "CustomBoards\r\n1,1,1,8,1,1,1,\r\n";
    CHECK(strncmp(text, head, sizeof head - 1) == 0); /* the missing pair 8 by number */
    CHECK(strstr(text, "\n") == strstr(text, "\r\n") + 1);
    unsigned rows = 0, last_table = 0, sorted = 1;
    for (const char *p = strchr(text, '\n'); p && p[1]; p = strchr(p + 1, '\n')) {
        unsigned sec = 0, t = 0, r = 0;
        CHECK_EQ(sscanf(p + 1, "%u,%u,%u,", &sec, &t, &r), 3);
        sorted &= sec == 1 && t >= last_table;
        last_table = t;
        rows++;
    }
    CHECK(sorted);
    CHECK_EQ(rows, 4u * 7u);
    CHECK(notes && !strstr(notes, "absent")); /* the stands only: the missing pair is held */
    bm_free(text);
    bm_free(notes);
    CHECK_EQ(exchange_write(&text, m, FMT_ROUNDDATA, "table=section", NULL), BM_OK);
    CHECK_STR(text, "ID,Letter,Tables,MissingPair,Winners\r\n1,A,4,8,1\r\n");
    bm_free(text);
    CHECK_EQ(exchange_write(&text, m, FMT_ROUNDDATA, "section_ids=letters,line_ends=lf", NULL),
             BM_OK);
    static const char letters[] = "Section,Table,Round,NSPair,EWPair,LowBoard,HighBoard,"
                                  "CustomBoards\nA,1,1,0,1,1,1,\n";
    CHECK(strncmp(text, letters, sizeof letters - 1) == 0); /* 1.0's form: the empty seat 0 */
    bm_free(text);
    bm_movement_free(m);
    /* a section by number: --section 2 is section B, ID 2; a Mitchell has two winners */
    m = build("mitchell:tables=3,boards=2");
    CHECK_EQ(exchange_write(&text, m, FMT_ROUNDDATA, "section=2,table=section,line_ends=lf",
                            NULL), BM_OK);
    CHECK_STR(text, "ID,Letter,Tables,MissingPair,Winners\n2,B,3,0,2\n");
    bm_free(text);
    CHECK_EQ(exchange_write(&text, m, FMT_ROUNDDATA, "section=2", NULL), BM_OK);
    CHECK(strstr(text, "\r\n2,1,1,1,4,1,2,\r\n") != NULL);
    struct bm_sections *s = NULL;
    CHECK_EQ(bm_sections_read(&s, text, strlen(text), NULL, NULL), BM_OK);
    CHECK_STR(bm_sections_letter(s, 1), "B");
    bm_sections_free(s);
    bm_free(text);
    CHECK_EQ(exchange_write(&text, m, FMT_ROUNDDATA, "section=703", NULL), BM_ERANGE);
    CHECK_EQ(exchange_write(&text, m, FMT_ROUNDDATA, "section=0", NULL), BM_ERANGE);
    bm_movement_free(m);
}

/* A teams event is numbered as teams, and read back as one: team k is pairs k and k + N. */
static void test_teams_by_number(void)
{
    struct bm_movement *m = build("roundrobin:teams=4"), *back = NULL;
    char *text = NULL, *notes = NULL;
    CHECK_EQ(exchange_write(&text, m, FMT_ROUNDDATA, "line_ends=lf", &notes), BM_OK);
    unsigned most = 0;
    for (const char *p = strchr(text, '\n'); p && p[1]; p = strchr(p + 1, '\n')) {
        unsigned v[5] = {0};
        CHECK_EQ(sscanf(p + 1, "%u,%u,%u,%u,%u,", &v[0], &v[1], &v[2], &v[3], &v[4]), 5);
        most = v[3] > most ? v[3] : most;
        most = v[4] > most ? v[4] : most;
    }
    CHECK_EQ(most, 4u); /* teams 1-4, not pairs 1-8 */
    CHECK_EQ(exchange_read(&back, text, FMT_ROUNDDATA, NULL), BM_OK);
    CHECK(back && bm_movement_event(back) == BM_EVENT_TEAMS && bm_movement_teams(back) == 4);
    CHECK(back && held_equal(m, back, FMT_ROUNDDATA));
    bm_free(text);
    bm_free(notes);
    bm_movement_free(back);
    bm_movement_free(m);
    /* a pairs file with one pair seated twice is a slip, not a teams event: it is named */
    const char *slip = "Section,Table,Round,NSPair,EWPair,LowBoard,HighBoard\n"
                       "1,1,1,1,2,1,2\n1,2,1,2,3,3,4\n";
    char msg[512];
    CHECK(read_rd(slip, msg, sizeof msg, BM_EPARSE) == NULL);
    CHECK(strstr(msg, "pair 2 plays twice in round 1") != NULL);
    /* a team whose NS pair has a bye (an empty seat, 0) is still a teams event: only the
     * team's EW pair plays (found by fuzz-sections: it was read back as pairs, refused) */
    const char *bye = "Section,Table,Round,NSPair,EWPair,LowBoard,HighBoard\n"
                      "1,1,1,1,2,1,2\n1,2,1,0,1,1,2\n1,1,2,1,2,3,4\n1,2,2,2,1,3,4\n";
    back = read_rd(bye, msg, sizeof msg, BM_OK);
    CHECK(back && bm_movement_event(back) == BM_EVENT_TEAMS && bm_movement_teams(back) == 2);
    bm_movement_free(back);
    /* a teams movement a RoundData file cannot number by team (team 5 plays with one pair in
     * round 2, with no bye to explain it) is refused, not written to read back as pairs
     * (found by fuzz-sections) */
    const char *odd = "5,6,32,16,2\n4,6,1,4,6,2\n3,5,1,3,5,2\n2,1,1,2,1,2\n6,4,1,6,4,2\n"
                      "5,3,1,51,3,2\n1,2,1,1,2,2\n";
    struct bm_movement *teams = NULL;
    char *out = NULL;
    CHECK_EQ(bm_movement_read(&teams, odd, strlen(odd), "ebu", NULL), BM_OK);
    CHECK_EQ(bm_movement_write(&out, teams, BM_FORMAT_ROUNDDATA, NULL, NULL), BM_EUNSUPPORTED);
    CHECK(out == NULL && strstr(bm_last_error(), "round 2: teams play with one pair only"));
    bm_movement_free(teams);
    /* a pairs file with a bye: every number seated once is pairs, not teams */
    const char *pairs_bye = "Section,Table,Round,NSPair,EWPair,LowBoard,HighBoard\n"
                            "1,1,1,1,2,1,2\n1,2,1,0,3,3,4\n";
    back = read_rd(pairs_bye, msg, sizeof msg, BM_OK);
    CHECK(back && bm_movement_event(back) == BM_EVENT_PAIRS);
    bm_movement_free(back);
}

/* What other programs write: ';' or tab between fields, quotes, CRLF; CustomBoards as real
 * databases hold it (a value beside a range is left aside, named); an EBUScore title line and
 * an EBUScore file separated by ';'. */
static void test_real_variants(void)
{
    static const char *const forms[] = {
        "Section;Table;Round;NSPair;EWPair;LowBoard;HighBoard;CustomBoards\r\n"
        "1;1;1;1;2;1;2;\"1\"\r\n1;2;1;3;4;3;4;\r\n",
        "\"Section\"\t\"Table\"\t\"Round\"\t\"NSPair\"\t\"EWPair\"\t\"LowBoard\"\t\"HighBoard\"\t"
        "\"CustomBoards\"\n1\t1\t1\t1\t2\t1\t2\t1\n1\t2\t1\t3\t4\t3\t4\t\n",
    };
    char msg[512];
    for (size_t i = 0; i < sizeof forms / sizeof *forms; i++) {
        test_context("form %zu", i);
        CHECK_EQ(bm_format_detect(forms[i], strlen(forms[i])), BM_FORMAT_ROUNDDATA);
        struct bm_movement *m = read_rd(forms[i], msg, sizeof msg, BM_OK);
        CHECK(m && bm_movement_boards(m) == 4 && bm_movement_participants(m) == 4);
        CHECK_STR(msg, "RoundData read without: CustomBoards on 1 row (first line 2), which "
                       "disagrees with LowBoard and HighBoard: the rows are read by their range");
        bm_movement_free(m);
    }
    test_context_clear();
    const char *titled = "Howell for 3 tables\r\n0;3;6;2;3;0\r\n1;6;1;4;5;2;2;3;3\r\n"
                         "2;3;1;5;6;2;6;4;3\r\n3;5;1;6;4;2;1;2;3\r\n";
    CHECK_EQ(bm_format_detect(titled, strlen(titled)), BM_FORMAT_EBU);
    struct bm_movement *m = NULL;
    CHECK_EQ(bm_movement_read(&m, titled, strlen(titled), "movement.csv", NULL), BM_OK);
    CHECK(m && bm_movement_tables(m) == 3 && bm_movement_rounds(m) == 3);
    CHECK_STR(m ? bm_movement_name(m) : "", "Howell for 3 tables");
    bm_movement_free(m);
}

static void test_alloc_failures(void)
{
    struct bm_movement *m = build("mitchell:tables=8,phantom=8ew,first_board=3"), *r = NULL;
    char *text = NULL;
    unsigned failures = 0;
    struct bm_sections *s = NULL;
    ALLOC_SWEEP(text, bm_movement_write(&text, m, BM_FORMAT_ROUNDDATA, NULL, NULL), bm_free(text));
    ALLOC_SWEEP(text, bm_movement_write(&text, m, BM_FORMAT_EBU, NULL, NULL), (void)0);
    ALLOC_SWEEP(r, bm_movement_read(&r, text, strlen(text), "ebu", NULL), bm_movement_free(r));
    bm_free(text);
    bm_movement_write(&text, m, BM_FORMAT_ROUNDDATA, NULL, NULL);
    ALLOC_SWEEP(r, bm_movement_read(&r, text, strlen(text), "rounddata", NULL),
                bm_movement_free(r));
    ALLOC_SWEEP(s, bm_sections_read(&s, text, strlen(text), "rounddata", NULL), (void)0);
    bm_free(text);
    ALLOC_SWEEP(text, bm_sections_write(&text, s, BM_FORMAT_ROUNDDATA, NULL, NULL), bm_free(text));
    ALLOC_SWEEP(text, bm_analysis_sections_report(&text, s, BM_FORM_TEXT), bm_free(text));
    ALLOC_SWEEP(text, bm_analysis_sections_report(&text, s, BM_FORM_JSON), bm_free(text));
    bm_sections_free(s);
    CHECK(failures > 30);
    bm_movement_free(m);
}

int main(void)
{
    RUN(test_mitchells());
    RUN(test_families());
    RUN(test_references());
    RUN(test_switched_mitchell());
    RUN(test_partial_switches());
    RUN(test_losses());
    RUN(test_late_pair_written_as_0());
    RUN(test_rounddata_pair_seated_twice());
    RUN(test_rounddata_no_plays());
    RUN(test_rounddata_unused_noted());
    RUN(test_other_programs());
    RUN(test_malformed_rounddata());
    RUN(test_malformed_ebu());
    RUN(test_detect());
    RUN(test_detect_name_with_rounddata_words());
    RUN(test_sections());
    RUN(test_database_form());
    RUN(test_teams_by_number());
    RUN(test_real_variants());
    RUN(test_alloc_failures());
    return test_report();
}
