/* SPDX-License-Identifier: MIT */
/* The scoring module's shared pieces: a contract and its score (contract.c), the results of a
 * session keyed by the movement's plays (results*.c), the options (options.c) and the scored
 * session (scoring.c, matchpoints.c, imps-pairs.c, teams.c, report-*.c). Never installed. */
#ifndef BM_SCORING_PRIVATE_H
#define BM_SCORING_PRIVATE_H

#include <stddef.h>
#include <stdint.h>

#include <bridgemove/bridgemove.h>
#include <bridgemove/scoring.h>

#include "util/buf.h"

/* The largest score any result can give (7NT redoubled, vulnerable, thirteen down). */
#define BM_MAX_SCORE 7600

/* ---- contracts (contract.c) ---- */

enum bm_strain { BM_STRAIN_CLUBS = 1, BM_STRAIN_DIAMONDS, BM_STRAIN_HEARTS, BM_STRAIN_SPADES,
                 BM_STRAIN_NOTRUMP };

struct bm_contract {
    unsigned char level;   /* 1..7; 0 = passed out */
    unsigned char strain;  /* enum bm_strain */
    unsigned char doubled; /* 0, 1 = X, 2 = XX */
};

/* Parse "PASS", "4HX", "3NT", ...; BM_EPARSE with a message naming the text. */
enum bm_status bm_contract_parse(struct bm_contract *c, const char *text);
/* The contract as "4HX" / "PASS" into buf (at least 8 bytes). */
void bm_contract_format(char *buf, size_t n, const struct bm_contract *c);
/* The score to the declaring side (tricks 0..13). */
int bm_contract_score(const struct bm_contract *c, unsigned tricks, int vulnerable);
/* Whether the side of `seat` is vulnerable. */
int bm_side_vulnerable(enum bm_vulnerability v, enum bm_direction seat);
/* "N", "E", "S", "W" or "?". */
const char *bm_direction_letter(unsigned seat);
/* An opening lead, a suit (S, H, D, C) then a rank (2-9, 10 or T, J, Q, K, A), in either case,
 * into its written form: capitals, the ten as "10" ("h10", "HT" -> "H10"). BM_EPARSE with a
 * message naming the text. */
#define BM_LEAD_SIZE 4
enum bm_status bm_lead_parse(char out[BM_LEAD_SIZE], const char *text);

/* ---- IMPs and victory points (imps.c) ---- */

int bm_imps_of(long long difference);
/* The victory points of the side with this margin (WBF continuous 20-VP scale). */
double bm_vp_of(long long imp_margin, unsigned boards);

/* ---- results (results.c; a file's entries: results-entry.c, read by results-read.c,
 * results-json.c, results-csv.c and results-receiveddata.c) ---- */

enum bm_play_kind {
    BM_PLAY_NONE = 0,       /* no result recorded */
    BM_PLAY_SCORE = 1,      /* a score (from a contract, given, or split) */
    BM_PLAY_ARTIFICIAL = 2, /* average plus / average / average minus */
    BM_PLAY_NOT_PLAYED = 3  /* the play did not take place */
};

/* Artificial codes, one per side. */
enum bm_artificial { BM_AVERAGE_MINUS = 1, BM_AVERAGE = 2, BM_AVERAGE_PLUS = 3 };

/* One scheduled play of one board, as seated, and what happened. */
struct bm_play {
    unsigned round, table;
    unsigned ns[2], ew[2];   /* pairs: [0] (and [1] = 0); individual: N, S and E, W */
    int ns_score, ew_score;  /* each side's score from its own side (ew = -ns unless split) */
    unsigned char kind;      /* enum bm_play_kind */
    unsigned char split;     /* the two scores were given separately */
    unsigned char has_contract; /* the score came from a contract (PASS included) */
    unsigned char art[2];    /* enum bm_artificial for NS, EW */
    unsigned char declarer;  /* enum bm_direction, 0 = no contract recorded */
    unsigned char tricks;
    struct bm_contract contract;
    char lead[BM_LEAD_SIZE]; /* the opening lead ("H10"), "" when not recorded */
};

struct bm_results {
    enum bm_event event;
    unsigned participants, rounds, tables, teams, first_board;
    unsigned first_round; /* the number round 1 is called by (bm_movement_first_round) */
    unsigned nboards;        /* N: boards in set order */
    unsigned most_plays;     /* the most plays of any board (Neuberg's N) */
    int fields;              /* 1, or 2 when the NS and EW fields are kept apart */
    unsigned char *field;    /* [P + 1]: 0 one field, 1 NS, 2 EW */
    unsigned char *absent;   /* [P + 1]: absent all session (not ranked) */
    unsigned *team_of;       /* [P + 1] for teams events, else NULL */
    size_t *board_first;     /* [N + 1]: the plays of board b are plays[board_first[b - 1] ..
                                board_first[b]) in round and table order */
    struct bm_play *plays;   /* [board_first[N]] */
    unsigned *cell_set;      /* [R * T]: the set played at a cell, 0 if its boards are not */
    uint32_t *cell_slot;     /* [R * T]: the cell's place among the cells playing its set */
    unsigned *set_base;      /* [S + 1]: board index (0-based) of the set's first board */
};

/* The play of `board` (as printed) at (round, table), or a BM_ERANGE message saying what that
 * table plays. */
enum bm_status bm_results_find(struct bm_play **out, const struct bm_results *r, unsigned round,
                               unsigned table, unsigned board);
/* "A+", "A", "A-" and "NS/EW" forms; BM_EPARSE otherwise. */
enum bm_status bm_artificial_parse(unsigned char art[2], const char *text);
/* "A+/A-" into buf (at least 8 bytes). */
void bm_artificial_format(char *buf, size_t n, const unsigned char art[2]);
/* The keys of a results entry (JSON members, CSV columns), in the order the writer uses. */
enum bm_result_key {
    BM_KEY_ROUND, BM_KEY_TABLE, BM_KEY_BOARD, BM_KEY_CONTRACT, BM_KEY_DECLARER, BM_KEY_TRICKS,
    BM_KEY_NS_SCORE, BM_KEY_EW_SCORE, BM_KEY_ARTIFICIAL, BM_KEY_NOT_PLAYED, BM_KEY_LEAD,
    BM_RESULT_KEYS
};
extern const char *const bm_result_key_name[BM_RESULT_KEYS];
/* The key named by the n bytes at name, or -1. */
int bm_result_key_find(const char *name, size_t n);
/* Whether a key takes a whole number (the others take text, not_played true or false). */
int bm_result_key_is_number(int k);

/* One entry of a results file, as read (JSON or CSV), before it is checked against the
 * movement; the has_* flags say which keys were given. */
struct bm_result_entry {
    unsigned round, table, board;
    const char *contract, *declarer, *artificial, *lead;
    long long tricks, ns_score, ew_score;
    int has_round, has_table, has_board, has_tricks, has_ns_score, has_ew_score, not_played;
};
/* Record a key's value in the entry: a number for the number keys, text for contract,
 * declarer, artificial and lead (kept by pointer). */
void bm_result_entry_number(struct bm_result_entry *e, int k, long long x);
void bm_result_entry_text(struct bm_result_entry *e, int k, const char *s);
/* Check an entry and record it (an entry for a play that already has one is refused); a
 * failure's message is written after `where` ("results[3] (line 5)", "line 5"). */
enum bm_status bm_results_apply(struct bm_results *r, const struct bm_result_entry *e,
                                const char *where);
/* The readers (results-json.c, results-csv.c) fill new results. */
enum bm_status bm_results_read_json(struct bm_results *r, const char *text, size_t len);
enum bm_status bm_results_read_csv(struct bm_results *r, const char *text, size_t len);
/* The Bridgemate database's ReceivedData table as CSV (results-receiveddata.c), recognised by
 * its header (PairNS and NS/EW). */
int bm_results_is_receiveddata(const char *text, size_t len);
/* section: the rows of that section only (its letter, or its ID in the Section column); NULL:
 * the file is one section (a second one is refused). */
enum bm_status bm_results_read_receiveddata(struct bm_results *r, const char *text, size_t len,
                                            const char *section);
/* A score within -7600..7600, a multiple of 10; BM_ERANGE otherwise. */
enum bm_status bm_score_check(long long score, const char *what);
/* The board number as printed of board index b (1..N). */
unsigned bm_results_board_number(const struct bm_results *r, unsigned b);

/* ---- options (options.c) ---- */

enum bm_method { BM_METHOD_MP = 1, BM_METHOD_NEUBERG, BM_METHOD_IMPS, BM_METHOD_BUTLER };

struct bm_score_config {
    enum bm_method method;
    unsigned scale;                      /* 2 or 1 per pair beaten */
    unsigned average_plus, average, average_minus; /* percent */
    unsigned imps_average_plus;
    unsigned butler_drop, datum_rounding;
    int across; /* matchpoints compared across the sections (bm_scoring_sections_new()) */
    char event_name[104], date[16], club[104], club_id[104]; /* USEBIO; "" when not given */
};

/* The options of the set `score` (NULL: the defaults) for an event: BM_EINVAL for options of
 * another set. */
struct bm_options;
enum bm_status bm_score_config_read(struct bm_score_config *c, const struct bm_options *o,
                                    enum bm_event event);
const char *bm_method_name(enum bm_method m);
/* mp and neuberg give matchpoints (with tops); imps and butler give IMPs. */
int bm_method_is_matchpoints(enum bm_method m);

/* ---- the scored session (scoring.c) ---- */

struct bm_score_pair { /* one participant's totals */
    double score, top;
    unsigned boards, place;
};

struct bm_match { /* two teams' match */
    unsigned team[2];
    unsigned boards;
    double imps[2];   /* IMPs won by each team */
    double margin[2]; /* each team's IMPs won minus lost (artificial scores may differ) */
    double vp[2];
    size_t first, count; /* its boards in bm_scoring.match_boards */
};

struct bm_match_board {
    unsigned board; /* index 1..N */
    double imps[2]; /* each team's IMPs on the board, + won, - lost */
};

struct bm_scoring {
    struct bm_score_config opt;
    const char *method_words;   /* how the points were worked out, for the reports */
    enum bm_event event;
    unsigned participants, teams, nboards, first_board, most_plays;
    int fields;
    unsigned char *field, *absent;
    size_t *board_first;        /* as in bm_results */
    struct bm_play *plays;
    double *ns_points, *ew_points; /* per play */
    double *board_top;          /* [N] in matchpoints, 0 in IMPs */
    unsigned *board_results;    /* [N]: real scores compared (across: every section's) */
    struct bm_score_pair *pair; /* [P + 1] */
    struct bm_match *match;     /* team events */
    size_t nmatches;
    struct bm_match_board *match_boards;
    double *team_vp, *team_imps; /* [teams + 1] */
    unsigned *team_matches;
    unsigned *team_place;
    unsigned *team_of;          /* [P + 1]: a teams event's team of each pair, else NULL */
    unsigned across_sections;   /* scored across this many sections' results, or 0 */
    char method_text[320];      /* method_words with how far the scores were compared */
    size_t *across_first;       /* [N + 1] or NULL: board b's scores in the other sections */
    int *across_ns, *across_ew; /* are across_*[across_first[b - 1] .. across_first[b]) */
    char ***names;              /* [names_n + 1]: each number's names, NULL-terminated, or NULL
                                   (names.c, bm_scoring_names_read()) */
    unsigned names_n;
};

/* The names of a pair (player, team) number, NULL-terminated, or NULL when it has none. */
const char *const *bm_scoring_names_of(const struct bm_scoring *sc, unsigned number);
void bm_scoring_names_free(struct bm_scoring *sc);
/* The names of a number as a line shows them ("Ann Smith & Bob Jones"; a team "Lions: Ann,
 * Bob, Cy, Di"), HTML-escaped when html; nothing when it has none. */
void bm_scoring_put_names(struct bm_buf *b, const struct bm_scoring *sc, unsigned number,
                          int html);

/* The other sections' scores of every board and Neuberg's N across them (across.c), for the
 * section `self` (1..count) of sections scored across the field. */
enum bm_status bm_scoring_across(struct bm_scoring *sc, const struct bm_results *const *sections,
                                 unsigned count, unsigned self);
/* The points of every play, board by board (matchpoints.c, imps-pairs.c). */
enum bm_status bm_score_matchpoints(struct bm_scoring *sc);
enum bm_status bm_score_imps_pairs(struct bm_scoring *sc);
/* The IMPs an artificial score is worth: +imps_average_plus, 0 or -imps_average_plus. */
double bm_artificial_imps(const struct bm_score_config *o, unsigned char code);
/* The matches of a teams event (teams.c). */
enum bm_status bm_score_team_matches(struct bm_scoring *sc, const struct bm_results *r);

/* The number of a board index as printed. */
static inline unsigned bm_scoring_board_number(const struct bm_scoring *sc, unsigned b)
{
    return sc->first_board + b - 1;
}

/* Reports (report-text.c, report-json.c): a number with at most `decimals` decimals, no
 * trailing zeros. */
void bm_format_number(char *text, size_t size, double x, int decimals);
void bm_put_number(struct bm_buf *b, double x, int decimals);
/* Whether any play of the session has its opening lead recorded: the text and the page then
 * give their travellers a lead column (scoring.c). */
int bm_scoring_has_leads(const struct bm_scoring *sc);
/* The scored session for people, and as JSON (the two forms of bm_scoring_report()). */
enum bm_status bm_scoring_text(char **out, const struct bm_scoring *sc);
enum bm_status bm_scoring_json(char **out, const struct bm_scoring *sc);
/* The page to publish: ranking, travellers and personal score cards (report-html.c). */
enum bm_status bm_scoring_html(char **out, const struct bm_scoring *sc);
/* The event in USEBIO 1.2 XML (report-usebio.c). */
enum bm_status bm_scoring_usebio(char **out, const struct bm_scoring *sc);
/* Several sections of one event, sc[0..count) under their letters, scored alike (same event
 * and method, report-sections.c checks): one page (HTML), one USEBIO event and session with
 * a SECTION each; USEBIO's refusal of an individual event names `caller`, the public
 * function asked. */
enum bm_status bm_scoring_html_sections(char **out, const struct bm_scoring *const *sc,
                                        unsigned count, const char *const *letters);
enum bm_status bm_scoring_usebio_sections(char **out, const struct bm_scoring *const *sc,
                                          unsigned count, const char *const *letters,
                                          const char *caller);

#endif
