#!/bin/sh
# The bridgemove command: golden output for the movements article's Mitchell tables (text, and JSON read
# back), reading files and stdin, and the exit statuses 0/1/2.
set -u
bm=$1 ref=$2
passed=0 failed=0
ok() { passed=$((passed + 1)); }
bad() { failed=$((failed + 1)); echo "FAIL: $*"; }
rounds() { grep -E '^[0-9]+:' "$@"; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

golden() { # spec reference-file
    "$bm" show "$1" > "$tmp/out.txt" || bad "show $1 exit $?"
    if [ "$(rounds "$tmp/out.txt")" = "$(rounds "$ref/$2.txt")" ]; then ok; else bad "show $1 != $2.txt"; fi
    "$bm" show "$1" --format json > "$tmp/out.json" || bad "show $1 --format json"
    # JSON written by show, read back from stdin, printed as text: same round lines
    if [ "$("$bm" show - < "$tmp/out.json" | rounds)" = "$(rounds "$ref/$2.txt")" ]; then ok; else bad "json round trip of $1"; fi
    # the reference JSON file itself prints the same table
    if [ "$("$bm" show "$ref/$2.json" | rounds)" = "$(rounds "$ref/$2.txt")" ]; then ok; else bad "show $2.json"; fi
    # and so does the reference grid text
    if [ "$("$bm" show "$ref/$2.txt" | rounds)" = "$(rounds "$ref/$2.txt")" ]; then ok; else bad "show $2.txt"; fi
}
golden mitchell:tables=7 table-I
golden mitchell:tables=8,variant=relay table-IIa
golden mitchell:tables=8,variant=skip,rounds=8 table-IIb

status() { # expected-status command...
    want=$1; shift
    "$@" > /dev/null 2> "$tmp/err"; got=$?
    if [ "$got" = "$want" ]; then ok; else bad "$* exited $got, expected $want"; fi
}
status 0 "$bm" check mitchell:tables=7
status 0 "$bm" check mitchell:tables=8            # 4B fails, but it is only a recommendation
status 0 "$bm" check "$ref/table-IIb.json" --format json
# a pair twice in round 1 (rule 1B) loads and makes check exit 1
sed 's/{"ns": 2, "ew": 9, "set": 2}/{"ns": 2, "ew": 8, "set": 2}/' "$ref/table-I.json" > "$tmp/broken.json"
status 1 "$bm" check "$tmp/broken.json"
status 1 "$bm" check - < "$tmp/broken.json"
status 2 "$bm" show nosuch:tables=7
if grep -q "known families" "$tmp/err"; then ok; else bad "unknown family message"; fi
status 2 "$bm" show mitchell:tables=7,rounds=9
if grep -q "rounds must be 1..7 for mitchell with 7 tables; got 9" "$tmp/err"; then ok; else bad "rounds message"; fi
status 2 "$bm" show mitchell:tables=7 --format yaml
status 2 "$bm" show
status 2 "$bm" frobnicate mitchell:tables=7
status 2 "$bm" show mitchell:tables=7 --bogus
printf '{"format": "bridgemove/2"}' > "$tmp/v2.json"
status 2 "$bm" show "$tmp/v2.json"
status 2 "$bm" show - < /dev/null
# analyse: the movements article's distributions (Part II), text and JSON
"$bm" analyse mitchell:tables=7 > "$tmp/an.txt"
if grep -q '^ *0 | 49$' "$tmp/an.txt" && grep -q '^ *7 | 42$' "$tmp/an.txt" && grep -q 'one winner: no - two fields: award NS and EW winners' "$tmp/an.txt"; then ok; else bad "analyse Table I text"; fi
"$bm" analyse "$ref/table-VI.json" --format json > "$tmp/an.json"
if grep -q '"distribution": \[\[0, 7\], \[3, 42\], \[4, 42\]\]' "$tmp/an.json"; then ok; else bad "analyse Table VI json"; fi
status 2 "$bm" analyse mitchell:tables=7 --format xml
# dual: the dual of Table IIa in standard form is Table IIb; Table I is self-dual
if [ "$("$bm" dual "$ref/table-IIa.json" --standard | rounds)" = "$(rounds "$ref/table-IIb.txt")" ]; then ok; else bad "dual --standard of IIa"; fi
if [ "$("$bm" dual mitchell:tables=7 --standard | rounds)" = "$(rounds "$ref/table-I.txt")" ]; then ok; else bad "Table I self-dual"; fi
status 2 "$bm" dual "$ref/individual-8.json"
if grep -q "dual" "$tmp/err"; then ok; else bad "dual refusal message"; fi
# guide: the plain-words description and cards; matches: team match completeness
if "$bm" guide mitchell:tables=8 | grep -q 'through stand 1 (relay between tables 4 and 5); table 8 shares boards with table 1'; then ok; else bad "guide description"; fi
if "$bm" guide mitchell:tables=7,boards=3 --pair 8 | grep -q '^Round 2: table 2, EW, against pair 2, boards 7-9$'; then ok; else bad "guide --pair"; fi
status 0 "$bm" guide mitchell:tables=7 --table 3 --format json
status 2 "$bm" guide mitchell:tables=7 --pair 0
status 2 "$bm" guide mitchell:tables=7 --pair 99
if grep -q "no pair 99" "$tmp/err"; then ok; else bad "guide --pair 99 message"; fi
status 0 "$bm" guide mitchell:tables=8 --stand 1
status 2 "$bm" guide mitchell:tables=7 --stand 1
# guide --format html and picture: the cards to print and the SVG pictures; misplaced options
"$bm" guide howell:tables=5,boards=3 --format html --paper a4 > "$tmp/cards.html"
if head -1 "$tmp/cards.html" | grep -q '^<!DOCTYPE html>$' && grep -q 'size: A4;' "$tmp/cards.html" &&
   [ "$(grep -c '<section class="page ' "$tmp/cards.html")" = 27 ]; then ok; else bad "guide --format html"; fi
# --cards: the parts asked for, in html (the page count on stderr) and in text
"$bm" guide mitchell:tables=7,phantom=7ns,boards=4 --format html --cards table,traveller --copies 2 \
    > "$tmp/cards.html" 2> "$tmp/err"
if [ "$(grep -c '<section class="page table">' "$tmp/cards.html")" = 12 ] &&
   [ "$(grep -c '<section class="page pair">' "$tmp/cards.html")" = 0 ] &&
   grep -q "^bridgemove: guide: 22 pages$" "$tmp/err"; then ok; else bad "guide --cards html"; fi
"$bm" guide mitchell:tables=7,phantom=7ns,boards=4 --cards pair > "$tmp/cards.txt"
if ! grep -q "^Table " "$tmp/cards.txt" && grep -q "^Included: 13 pair cards\.$" "$tmp/cards.txt"
then ok; else bad "guide --cards text"; fi
status 2 "$bm" guide mitchell:tables=7 --cards table,tables
if grep -q "'tables' is not a part of the guide" "$tmp/err"; then ok; else bad "--cards tables"; fi
status 2 "$bm" guide mitchell:tables=7 --paper a4
if grep -q -- "--paper goes with --format html" "$tmp/err"; then ok; else bad "--paper without html"; fi
status 2 "$bm" guide mitchell:tables=7 --format html --table 1
if grep -q "print every card asked for" "$tmp/err"; then ok; else bad "html with --table"; fi
status 2 "$bm" guide mitchell:tables=7 --format html --paper a3
for w in room balance switch; do
    "$bm" picture mitchell:tables=7 --what $w > "$tmp/pic.svg" || bad "picture --what $w exit $?"
    if grep -q '^<svg xmlns="http://www.w3.org/2000/svg"' "$tmp/pic.svg" && tail -1 "$tmp/pic.svg" | grep -q '^</svg>$'; then ok; else bad "picture --what $w"; fi
done
status 2 "$bm" picture mitchell:tables=7 --round 8
if grep -q "rounds 1 to 7" "$tmp/err"; then ok; else bad "picture --round 8 message"; fi
status 2 "$bm" picture mitchell:tables=7 --what balance --round 2
status 2 "$bm" picture mitchell:tables=7 --what map
status 0 "$bm" matches american:tables=7
status 2 "$bm" matches mitchell:tables=7
# switch: the movements article's presets exactly, the switched movement as JSON, bad options
"$bm" switch mitchell:tables=7 --preset last-round > "$tmp/sw.txt"
if grep -q 'Round 7: every table plays all boards with the arrow switched' "$tmp/sw.txt" && grep -q 's: 0 x7, 3 x42, 4 x42' "$tmp/sw.txt"; then ok; else bad "switch last-round"; fi
if "$bm" switch mitchell:tables=7,boards=4 --preset stagger | grep -q 'after:  SD 1.6853 (sample 1.6946), mean 12.9231; s: 12 x70, 16 x21'; then ok; else bad "switch stagger"; fi
"$bm" switch mitchell:tables=7 --preset last-round --format json > "$tmp/sw.json"
if "$bm" analyse "$tmp/sw.json" --format json | grep -q '"distribution": \[\[0, 7\], \[3, 42\], \[4, 42\]\]'; then ok; else bad "switched movement JSON"; fi
status 0 "$bm" switch mitchell:tables=5,boards=2 --level free --seed 3 --effort 20000
status 2 "$bm" switch mitchell:tables=7 --level sideways
if grep -q "level" "$tmp/err"; then ok; else bad "switch bad level message"; fi
status 2 "$bm" switch mitchell:tables=7 --effort lots
# a time cap stops a huge effort early, and the plan says so
"$bm" switch mitchell:tables=7,boards=4 --level free --effort 1000000000000 --time 0.2 > "$tmp/cap.txt"
if grep -qi 'stopped' "$tmp/cap.txt"; then ok; else bad "switch --time"; fi
# families: the catalogue from the descriptors, for a director (text) and for programs (JSON)
"$bm" families > "$tmp/fam.txt" || bad "families exit $?"
if grep -q '^mitchell (pairs event)$' "$tmp/fam.txt" && grep -q '^  tables       3\.\.1000; required$' "$tmp/fam.txt"; then ok; else bad "families text"; fi
"$bm" families --format json > "$tmp/fam.json" || bad "families --format json exit $?"
for f in $(sed -n 's/^\([a-z]*\) (\(pairs\|teams\|individual\) event)$/\1/p' "$tmp/fam.txt"); do
    if grep -q "{\"name\": \"$f\", \"description\"" "$tmp/fam.json"; then ok; else bad "families json lacks $f"; fi
done
if grep -q '"name": "tables", "type": "integer", "min": 3, "max": 1000, "required": true' "$tmp/fam.json"; then ok; else bad "families json keys"; fi
status 0 "$bm" families --help
status 2 "$bm" families --format yaml
# suggest: key=value words, refused without a field or with an unknown key; change: one change,
# and its json is a movement the other commands read
status 2 "$bm" suggest boards=24-28
if grep -q "pairs=N, teams=N or players=N" "$tmp/err"; then ok; else bad "suggest without a field"; fi
status 2 "$bm" suggest pairs=13 tables=7
status 2 "$bm" suggest pairs=13 junk
"$bm" suggest pairs=14 boards=21 boards_per_round=3 --format json > "$tmp/sug.json" || bad "suggest json exit $?"
if grep -q '"spec": "mitchell:tables=7,boards=3",' "$tmp/sug.json"; then ok; else bad "suggest json lacks the Mitchell"; fi
status 2 "$bm" change mitchell:tables=7
status 2 "$bm" change mitchell:tables=7 --late 15
status 2 "$bm" change mitchell:tables=7 --late 16@2
"$bm" change mitchell:tables=7,boards=3 --late 15@2 --format json > "$tmp/late.json" || bad "change json exit $?"
status 0 "$bm" check "$tmp/late.json"
if "$bm" guide "$tmp/late.json" --pair 15 | grep -q "not yet arrived"; then ok; else bad "late pair's card"; fi
# the changed movement keeps its spec and lists the changes made, in order: JSON, grid text
"$bm" change "$tmp/late.json" --leaves 3@3 --format json > "$tmp/left.json" || bad "change json exit $?"
if grep -qx '  "spec": "mitchell:tables=7,boards=3",' "$tmp/left.json" &&
   grep -qx '    {"change": "late", "pair": 15, "round": 2},' "$tmp/left.json" &&
   grep -qx '    {"change": "leaves", "pair": 3, "round": 3}' "$tmp/left.json"; then ok
else bad "changed movement's JSON: spec and changes"; fi
if "$bm" show "$tmp/left.json" | grep -qx '# changes: late=15@2 leaves=3@3'; then ok
else bad "changed movement's grid text: changes"; fi
if "$bm" change mitchell:tables=7,boards=3 --late 15@2 | grep -qx '# changes: late=15@2'; then ok
else bad "change's text report: changes"; fi
status 2 "$bm" families mitchell
# - reads grid text as well as JSON
if [ "$("$bm" show mitchell:tables=7 | "$bm" show - | rounds)" = "$(rounds "$ref/table-I.txt")" ]; then ok; else bad "grid text on stdin"; fi
# travellers: every board as seated (Table VI's round 7 switched), the boards to prepare
"$bm" travellers "$ref/table-VI.json" --board 7 > "$tmp/tr.txt"
if grep -qx "Round 7, table 1: NS 9, EW 1 (arrow-switched)" "$tmp/tr.txt" &&
   grep -qx "Boards to prepare: 7 (boards 1-7: one copy)." "$tmp/tr.txt"; then ok; else bad "travellers text"; fi
"$bm" travellers mitchell:tables=7,first_board=25 --board 25 --format json > "$tmp/tr.json"
if grep -q '{"board": 25, "set": 1, "plays": \[' "$tmp/tr.json" &&
   grep -q '{"round": 1, "table": 1, "ns": 1, "ew": 8}' "$tmp/tr.json"; then ok; else bad "travellers json"; fi
status 2 "$bm" travellers mitchell:tables=7 --board 22
if grep -q "no board 22 in this movement (its boards are 1-7)" "$tmp/err"; then ok; else bad "travellers no such board"; fi
# convert: RoundData and EBUScore files, read back by show (content or extension), -o
"$bm" convert "$ref/table-VI.json" --to roundData -o "$tmp/vi.csv" || bad "convert to roundData"
# the database's form: section ID 1, rows by table then round, CRLF line ends
if [ "$(head -n 1 "$tmp/vi.csv")" = "$(printf 'Section,Table,Round,NSPair,EWPair,LowBoard,HighBoard,CustomBoards\r')" ] &&
   grep -qx "$(printf '1,1,7,9,1,7,7,\r')" "$tmp/vi.csv"; then ok; else bad "roundData rows"; fi
if [ "$("$bm" show "$tmp/vi.csv" | rounds)" = "$(rounds "$ref/table-VI.txt")" ]; then ok; else bad "show RoundData"; fi
"$bm" convert "$ref/table-VI.json" --to ebu > "$tmp/vi.ebu" || bad "convert to ebu"
if [ "$(head -n 1 "$tmp/vi.ebu")" = "2,7,7,1,7,0" ] &&
   [ "$("$bm" show "$tmp/vi.ebu" --format json | grep -v '"name"')" = "$("$bm" show "$ref/table-VI.json" --format json | grep -v '"name"')" ]; then ok; else bad "EBUScore round trip of Table VI"; fi
sed 's/^1,1,7,9,1,/1,1,7,9,2,/' "$tmp/vi.csv" > "$tmp/bad.csv"
status 2 "$bm" show "$tmp/bad.csv"
if grep -q "line 15, column 10: pair 2 plays twice in round 7 of section A (also line 8)" "$tmp/err"; then ok; else bad "RoundData error line and column"; cat "$tmp/err"; fi
"$bm" convert mitchell:tables=8 --to roundData > /dev/null 2> "$tmp/err" || bad "convert with a stand"
if grep -q "note: RoundData does not hold: 1 relay/bye stand" "$tmp/err"; then ok; else bad "roundData loss named"; fi
status 2 "$bm" convert "$ref/table-I-switch-boards-k4.json" --to ebu
if grep -q "arrow-switched, the others not" "$tmp/err"; then ok; else bad "partial switch refused"; fi
status 0 "$bm" convert "$ref/table-I-switch-boards-k4.json" --to ebu --partial-switches unswitched
status 2 "$bm" convert mitchell:tables=7
status 2 "$bm" convert mitchell:tables=7 --to ebu --section B
# a command takes the keys of its set that go with it, and lists only those
status 2 "$bm" guide mitchell:tables=7 --round 2
if grep -q "unknown option --round" "$tmp/err"; then ok; else bad "guide --round refused"; fi
status 2 "$bm" picture mitchell:tables=7 --paper a4
if grep -q "unknown option --paper" "$tmp/err"; then ok; else bad "picture --paper refused"; fi
if "$bm" guide --help | grep -q "^  paper " && ! "$bm" guide --help | grep -q "^  round "; then ok; else bad "guide --help keys"; fi
status 2 "$bm" convert mitchell:tables=7
if grep -q "convert: --to is required" "$tmp/err" && "$bm" convert --help | head -1 | grep -q -- " --to FORMAT "; then ok; else bad "convert --to required"; fi
# a value cannot slip more options in: a comma is refused, not read as a second key
status 2 "$bm" convert mitchell:tables=7 --to rounddata --section "A,sections=3"
if grep -q "the value of 'section' contains ','" "$tmp/err"; then ok; else bad "--section with a comma"; fi
# two sections on the same boards: analyse names the boards in common
"$bm" convert mitchell:tables=7,boards=3 --to roundData --sections 2 -o "$tmp/two.csv" || bad "--sections"
"$bm" analyse "$tmp/two.csv" > "$tmp/two.txt"
if grep -qx "  boards 1-21: A 7, B 7 (14 in all)" "$tmp/two.txt" && grep -qx "Section B" "$tmp/two.txt"; then ok; else bad "analyse of two sections"; fi
"$bm" analyse "$tmp/two.csv" --format json > "$tmp/two.json"
if grep -q '"boards_in_common": 21,' "$tmp/two.json" && grep -q '{"section": "B", "analysis": {' "$tmp/two.json"; then ok; else bad "analyse sections json"; fi
"$bm" show "$tmp/two.csv" > /dev/null 2> "$tmp/err"
if grep -q "holds 2 sections; show reads section A" "$tmp/err"; then ok; else bad "first section named"; fi
# every subcommand explains itself; an option given twice, two cards at once or an option
# another command takes are errors, never silently ignored
for c in show check analyse dual switch guide picture matches travellers convert families score; do
    "$bm" $c --help > "$tmp/help.txt" || bad "$c --help exit $?"
    if grep -q "^usage: bridgemove $c" "$tmp/help.txt"; then ok; else bad "$c --help usage line"; fi
done
status 2 "$bm" guide mitchell:tables=7 --pair 1 --pair 2
if grep -q -- "--pair is given twice" "$tmp/err"; then ok; else bad "repeated option message"; fi
status 2 "$bm" guide mitchell:tables=7 --pair 1 --table 2
if grep -q "one of --pair, --table and --stand" "$tmp/err"; then ok; else bad "conflicting cards message"; fi
status 2 "$bm" show mitchell:tables=7 --level free
if grep -q "unknown option --level" "$tmp/err"; then ok; else bad "option of another command"; fi
status 2 "$bm" show mitchell:tables=7 --format
if grep -q -- "--format needs a value" "$tmp/err"; then ok; else bad "option without a value"; fi
# score: the movements article's score slip (board 1 of Table I), JSON and CSV, and bad results
cat > "$tmp/slip.csv" <<'EOF2'
round,table,board,contract,declarer,tricks
1,1,1,2D,N,7
7,2,1,2S,N,6
6,3,1,2D,E,8
5,4,1,2D,N,8
4,5,1,3C,E,9
3,6,1,2S,N,7
2,7,1,2H,W,7
EOF2
"$bm" score mitchell:tables=7 "$tmp/slip.csv" > "$tmp/score.txt" || bad "score exit $?"
if grep -q '      4     5       5       9  3C        E      9      -110        0       12' "$tmp/score.txt" &&
   grep -q 'Ranking of the EW field' "$tmp/score.txt"; then ok; else bad "score text"; fi
"$bm" score mitchell:tables=7 "$tmp/slip.csv" --format json --method neuberg > "$tmp/score.json"
if grep -q '"ns": 4, "ew": 14, "contract": "2D", "declarer": "N", "tricks": 8, "ns_score": 90, "ns_mp": 12, "ew_mp": 0' "$tmp/score.json" &&
   grep -q '"method": "neuberg"' "$tmp/score.json"; then ok; else bad "score json"; fi
status 0 "$bm" score "$ref/table-I.json" - --method butler < "$tmp/slip.csv"
printf 'round,table,board,ns_score\n1,1,1,420\n2,3,1,170\n' > "$tmp/tri.csv"
"$bm" score triplicate "$tmp/tri.csv" --format json > "$tmp/tri.json"  # a teams event: IMPs
if grep -q '"teams": \[1, 3\], "boards": 1, "imps": \[6, 0\]' "$tmp/tri.json"; then ok; else bad "team match"; fi
status 2 "$bm" score triplicate "$tmp/tri.csv" --method mp
if grep -q "method=imps" "$tmp/err"; then ok; else bad "teams event scored in matchpoints"; fi
printf 'round,table,board,contract,declarer,tricks\n1,1,1,4H,N,14\n' > "$tmp/bad.csv"
status 2 "$bm" score mitchell:tables=7 "$tmp/bad.csv"
if grep -q "line 2: tricks 14: a declarer takes 0-13 tricks" "$tmp/err"; then ok; else bad "tricks 14 message"; fi
status 2 "$bm" score mitchell:tables=7
if grep -q "needs a RESULTS file" "$tmp/err"; then ok; else bad "score without results"; fi
status 2 "$bm" score - - < "$tmp/slip.csv"
status 2 "$bm" score mitchell:tables=7 "$tmp/nosuch.csv"
status 2 "$bm" score mitchell:tables=7 "$tmp/slip.csv" --options scale=3
status 0 "$bm" --version
status 0 "$bm" --help
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
