#!/bin/sh
# Installed as a user installs it (issue: "installed the way each user installs things"):
# `meson setup -Dprefix=P && meson install` into a fresh prefix, then with nothing but
# PATH=P/bin (and the system's /usr/bin:/bin) and PYTHONPATH at P's site-packages:
#   the command runs (its RUNPATH finds the library) and prints the library's version;
#   `import bridgemove` works and scores a session, with the library installed beside it;
#   `man bridgemove` shows the page; bash and zsh complete `bridgemove sug<TAB>` to suggest;
#   mypy --strict passes on the installed package; the binding's tests pass against it.
# With PIP=1 also `pip install --no-build-isolation` of the package into a venv, offline, and
# the same Python check there. Then the consumer projects (test/consumer-projects.sh) against
# the prefix. Usage: install-prefix.sh SOURCE_DIR [WORK_DIR]
set -eu
src=$(cd "$1" && pwd)
work=${2:-$(mktemp -d)}
P=$work/prefix
sys_path=/usr/bin:/bin
passed=0 failed=0
ok() { passed=$((passed + 1)); echo "ok: $*"; }
bad() { failed=$((failed + 1)); echo "FAIL: $*"; }
# as_user COMMAND...: run with nothing from this environment but PATH (and HOME, TERM).
as_user() { env -i HOME="$work" TERM=dumb PATH="$P/bin:$sys_path" "$@"; }

# Unoptimised builds (--buildtype=plain, here, for pip and in the subproject): the library is
# compiled three times, and these checks are about where things go, not how fast they run.
PATH=$sys_path meson setup "$work/build" "$src" -Dprefix="$P" -Dpython=enabled \
    -Dtests=false -Dexamples=false -Ddocs=disabled --buildtype=plain >"$work/setup.log"
PATH=$sys_path meson install -C "$work/build" >"$work/install.log"

# The command, found on PATH, runs from its prefix.
v=$(as_user bridgemove --version 2>&1) || true
want="bridgemove $(sed -n "s/^ *version: '\([^']*\)'.*/\1/p" "$src/meson.build" | head -n 1)"
if [ "$v" = "$want" ]; then ok "bridgemove --version: $v"; else bad "bridgemove --version: '$v', not '$want'"; fi
if as_user bridgemove show mitchell:tables=3 >/dev/null 2>&1; then ok "bridgemove show runs"
else bad "bridgemove show: $(as_user bridgemove show mitchell:tables=3 2>&1 | head -n 1)"; fi

# Python: the package installed beside the library, nothing but PYTHONPATH.
session='
import bridgemove, sys
where = sys.argv[1]
assert bridgemove.__file__.startswith(where), bridgemove.__file__
with bridgemove.Movement.from_spec("mitchell:tables=3") as m:
    report = m.score("round,table,board,ns_score\n1,1,1,110\n2,3,1,-50\n3,2,1,140\n")
places = sorted((p["place"], p["pair"]) for p in report["pairs"] if p["field"] == "ns")
assert places[0] == (1, 2), places
print("scored: NS winner pair", places[0][1], "from", bridgemove.load()._name)
'
typed=$(find "$P" -path '*/bridgemove/py.typed' | head -n 1)
site=${typed%/bridgemove/py.typed}
if [ -n "$typed" ] && out=$(as_user env PYTHONPATH="$site" python3 -c "$session" "$P" 2>&1); then
    ok "python3 -c 'import bridgemove' with PYTHONPATH=$site: $out"
else
    bad "python package from $P: ${out:-not installed}"
fi

# The installed package's type hints (py.typed) hold under mypy --strict, its example's too;
# the binding's test suite passes against the installed package and library.
if command -v mypy >/dev/null 2>&1; then
    if out=$(cd "$work" && export MYPYPATH="$site" &&
             mypy --strict --no-incremental -p bridgemove 2>&1 &&
             mypy --strict --no-incremental "$src/bindings/python/example.py" 2>&1); then
        ok "mypy --strict on the installed package and example.py: $(echo $out)"
    else bad "mypy --strict: $out"; fi
else bad "mypy not found (apt-get install mypy)"; fi
lib=$(find "$P" -name 'libbridgemove.so.*.*' | head -n 1)
if out=$(as_user env PYTHONDONTWRITEBYTECODE=1 python3 "$src/test/test-python.py" "$lib" "$site" "$src/test/data/reference" \
         "$P/include/bridgemove" 2>&1); then
    ok "test-python.py against the installed package: $(echo "$out" | tail -n 1)"
else bad "test-python.py against the installed package: $(echo "$out" | tail -n 5)"; fi

# The man page, found from PATH as man-db does (P/bin -> P/share/man).
if command -v man >/dev/null 2>&1; then
    if as_user env MANWIDTH=80 man bridgemove 2>&1 | grep -q 'bridgemove suggest KEY=VALUE'; then
        ok "man bridgemove shows the page"
    else bad "man bridgemove: $(as_user man -w bridgemove 2>&1)"; fi
else bad "man not found (apt-get install man-db)"; fi

# bash-completion loads completions from DIR/bash-completion/completions for every DIR of
# XDG_DATA_DIRS (2.11, Debian 12, does not look beside PATH: a prefix other than /usr/local,
# /usr or ~/.local needs XDG_DATA_DIRS=P/share:/usr/local/share:/usr/share, as the README
# says); it must complete `bridgemove sug<TAB>`.
bc=/usr/share/bash-completion/bash_completion
if [ -f "$bc" ]; then
    got=$(as_user env XDG_DATA_DIRS="$P/share:/usr/local/share:/usr/share" bash -c '. "$1"; __load_completion bridgemove || exit 1
        f=$(complete -p bridgemove | sed "s/.*-F \([^ ]*\) .*/\1/")
        COMP_WORDS=(bridgemove sug); COMP_CWORD=1; COMP_LINE="bridgemove sug"; COMP_POINT=14
        "$f" bridgemove sug bridgemove; echo "${COMPREPLY[*]}"' sh "$bc" 2>&1) || true
    if [ "$got" = suggest ]; then ok "bash completes bridgemove sug<TAB>: $got"
    else bad "bash completion of 'bridgemove sug': '$got'"; fi
else bad "$bc not found (apt-get install bash-completion)"; fi

# zsh: with P/share/zsh/site-functions on fpath (as doc/install.md says), an interactive zsh
# completes `bridgemove sug<TAB>`.
if command -v zsh >/dev/null 2>&1; then
    got=$(as_user timeout 30 zsh -f "$src/test/zsh-complete.zsh" "$P/share/zsh/site-functions" \
          "bridgemove sug" 2>&1) || true
    case $got in
        "bridgemove suggest"*) ok "zsh completes bridgemove sug<TAB>: $got" ;;
        *) bad "zsh completion of 'bridgemove sug': '$got'" ;;
    esac
else bad "zsh not found (apt-get install zsh)"; fi

# The projects that use it: meson subproject, pkg-config shared and static, CMake.
if out=$(PATH=$sys_path sh "$src/test/consumer-projects.sh" "$src" "$P" "$work/consumers" 2>&1)
then :; fi
echo "$out" | grep -E '^(ok|FAIL):'
n_ok=$(echo "$out" | grep -c '^ok:' || true) n_bad=$(echo "$out" | grep -c '^FAIL:' || true)
passed=$((passed + n_ok)) failed=$((failed + n_bad))
[ -n "$(echo "$out" | grep -E '^(ok|FAIL):')" ] || bad "consumer projects: $out"

if [ "${PIP:-0}" = 1 ]; then
    /usr/bin/python3 -m venv --system-site-packages "$work/venv"
    if "$work/venv/bin/pip" install -q --no-build-isolation --no-index \
            --config-settings=setup-args=--buildtype=plain "$src" \
            >"$work/pip.log" 2>&1 &&
       out=$(env -i HOME="$work" PATH="$sys_path" "$work/venv/bin/python" -c "$session" \
            "$work/venv" 2>&1); then
        ok "pip install --no-build-isolation into a venv: $out"
    else
        bad "pip install: $(tail -n 5 "$work/pip.log") $out"
    fi
fi
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
