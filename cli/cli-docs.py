# SPDX-License-Identifier: MIT
"""The man page bridgemove(1) and the bash and zsh completions, written at build time from what
the built command says of itself (`bridgemove --help-json`): each command's --help text, its
options and their choices, the keys of its option set (with the library's choices for each),
the families. Nothing here names a command, an option or a key, so they cannot drift from
--help.

Usage: cli-docs.py BRIDGEMOVE man|bash|zsh OUTPUT
"""

import json
import re
import subprocess
import sys


def described(bridgemove):
    """The JSON of `bridgemove --help-json`."""
    run = subprocess.run([bridgemove, "--help-json"], capture_output=True, text=True, check=True)
    return json.loads(run.stdout)


def set_keys(info):
    """{set or family name: {key: the key's JSON}} from the library's tables."""
    sets = {}
    for group in (info["option_sets"]["option_sets"], info["families"]["families"]):
        for s in group:
            sets[s["name"]] = {k["name"]: k for k in s["keys"]}
    return sets


def key_choices(key):
    """The words a key takes, when it takes words (a choice, "auto", "any", ...)."""
    return list(key.get("choices") or [])


def command_keys(info, cmd):
    """The keys the command takes, each with its JSON (name, choices, help)."""
    table = set_keys(info).get(cmd["option_set"] or "", {})
    return [table[k] for k in cmd["keys"] if k in table]


# --- the man page ----------------------------------------------------------------------------
def roff(text):
    """Text as roff: backslashes escaped, '-' a real minus (so options copy as typed), a line
    starting with '.' or "'" kept as text."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return re.sub(r"^([.'])", r"\\&\1", text, flags=re.M)


def help_parts(text):
    """A command's --help text in its parts: (usage, description, [(head, text)] of its
    operands and options, the sentence that opens its keys, [(key, values, help)])."""
    lines = text.rstrip("\n").split("\n")
    usage = lines[0][len("usage: "):]
    i = 1
    description = []
    while i < len(lines) and lines[i] and not lines[i].startswith("  "):
        description.append(lines[i])
        i += 1
    items = []
    while i < len(lines) and lines[i].startswith("  "):
        head, _, rest = lines[i][2:].partition("  ")
        body = [rest.strip()] if rest.strip() else []
        i += 1
        while i < len(lines) and lines[i].startswith("   "):
            body.append(lines[i].strip())
            i += 1
        items.append((head.strip(), " ".join(body)))
    while i < len(lines) and not lines[i]:
        i += 1
    intro = []
    while i < len(lines) and lines[i] and not lines[i].startswith("  "):
        intro.append(lines[i])
        i += 1
    keys = []
    while i < len(lines):
        key, _, values = lines[i][2:].partition("  ")
        body = []
        i += 1
        while i < len(lines) and lines[i].startswith("   "):
            body.append(lines[i].strip())
            i += 1
        keys.append((key.strip(), values.strip(), " ".join(body)))
    return usage, " ".join(description), items, " ".join(intro), keys


def synopsis(usage):
    """A usage line in roff: the command words bold, the rest as given."""
    words = usage.split(" ")
    return "\\fB%s %s\\fR %s" % (roff(words[0]), roff(words[1]), roff(" ".join(words[2:])))


def man_command(cmd):
    usage, description, items, intro, keys = help_parts(cmd["help"])
    out = [".SS %s" % roff(cmd["name"]), synopsis(usage), ".PP", roff(description)]
    for head, text in items:
        out += [".TP", "\\fB%s\\fR" % roff(head), roff(text)]
    if keys:
        out += [".PP", roff(intro)]
        for key, values, text in keys:
            out += [".TP", "\\fB%s\\fR  %s" % (roff(key), roff(values)), roff(text)]
    return out


def overview_notes(overview):
    """The overview's closing lines (what SPEC, FILE and - are; where errors go), as prose."""
    lines = [ln for ln in overview.split("\n")[1:] if ln and not ln.startswith("  ")]
    return " ".join(lines)


def man(info):
    version = info["version"]
    out = [
        '.TH BRIDGEMOVE 1 "" "libbridgemove %s" "User Commands"' % roff(version),
        ".nh", ".ad l",  # no hyphenation, ragged right: option names stay whole
        ".SH NAME",
        "bridgemove \\- build, check, analyse, switch, guide and score duplicate\\-bridge "
        "movements",
        ".SH SYNOPSIS",
    ]
    for cmd in info["commands"]:
        out += [synopsis(help_parts(cmd["help"])[0]), ".br"]
    out += ["\\fBbridgemove\\fR \\fB\\-\\-version\\fR", ".SH DESCRIPTION",
            "\\fBbridgemove\\fR is the command line of libbridgemove %s: every report it prints "
            "is the library's." % roff(version), ".PP", roff(overview_notes(info["overview"])),
            ".PP", "The commands:"]
    for cmd in info["commands"]:
        out += [".TP 12", "\\fB%s\\fR" % roff(cmd["name"]), roff(cmd["summary"])]
    out += [".SH COMMANDS", "Each command as \\fBbridgemove \\fICOMMAND\\fB \\-\\-help\\fR "
            "describes it."]
    for cmd in info["commands"]:
        out += man_command(cmd)
    out += [".SH FAMILIES", "The movement families a spec names (\\fIfamily\\fR:"
            "\\fIkey\\fR=\\fIvalue\\fR,...); \\fBbridgemove families\\fR gives each key's "
            "values, default and bounds."]
    for fam in info["families"]["families"]:
        keys = ", ".join(k["name"] for k in fam["keys"] if not k.get("common"))
        out += [".TP", "\\fB%s\\fR" % roff(fam["name"]),
                roff("%s (keys: %s)" % (fam["description"], keys or "the common keys only"))]
    out += [".SH EXIT STATUS", "0: done; 1: the movement fails what the command checks "
            "(\\fBcheck\\fR, \\fBmatches\\fR); 2: an error, explained on standard error.",
            ".SH SEE ALSO", "The libbridgemove documentation: the pages doc/*.md of its "
            "sources, and the HTML pages installed under share/doc/libbridgemove when it was "
            "built with its documentation."]
    return "\n".join(out) + "\n"


# --- bash ------------------------------------------------------------------------------------
def sh_words(words):
    """Words as one single-quoted shell string."""
    return "'" + " ".join(words).replace("'", "'\\''") + "'"


def bash(info):
    fams = [f["name"] for f in info["families"]["families"]]
    sets = [s["name"] for s in info["option_sets"]["option_sets"]] + fams
    table = set_keys(info)
    out = ["# bash completion for bridgemove %s: written by cli-docs.py from `bridgemove "
           "--help-json`" % info["version"],
           "# (the command's own tables; do not edit). Commands, their options and the keys",
           "# of their option sets, the values of those that take words, family names and",
           "# a family's spec keys (family:key=).",
           "declare -A _bridgemove_options _bridgemove_values _bridgemove_operands",
           "_bridgemove_commands=%s" % sh_words(c["name"] for c in info["commands"]),
           "_bridgemove_families=%s" % sh_words(fams),
           "_bridgemove_sets=%s" % sh_words(sets)]
    for cmd in info["commands"]:
        name = cmd["name"]
        opts = [o["name"] for o in cmd["options"]] + ["--help"]
        for o in cmd["options"]:
            if o["choices"]:
                out.append("_bridgemove_values[%s]=%s" % (sh_words([name + " " + o["name"]]),
                                                          sh_words(o["choices"].split("|"))))
        for key in command_keys(info, cmd):
            opts.append("--" + key["name"].replace("_", "-"))
            if key_choices(key):
                for spelling in ("--" + key["name"].replace("_", "-"), key["name"] + "="):
                    out.append("_bridgemove_values[%s]=%s" % (
                        sh_words([name + " " + spelling]), sh_words(key_choices(key))))
        if cmd["operands"] == "words":
            out.append("_bridgemove_words_%s=%s" % (name, sh_words(
                k["name"] + "=" for k in command_keys(info, cmd))))
        out.append("_bridgemove_options[%s]=%s" % (name, sh_words(opts)))
        out.append("_bridgemove_operands[%s]=%s" % (name, sh_words([cmd["operands"]])))
    for fam in fams:
        out.append("_bridgemove_spec_%s=%s" % (fam, sh_words(k + "=" for k in table[fam])))
    out.append(BASH_FUNCTION)
    return "\n".join(out) + "\n"


BASH_FUNCTION = r'''
# A movement: a family name (then its keys, family:key=) or a file.
_bridgemove_movement() {
    local cur=$1
    if [[ $cur == *:* && $cur != */* ]]; then
        local fam=${cur%%:*} keys
        keys=_bridgemove_spec_${fam}
        [[ -n ${!keys-} && ${cur#*:} != *[=,]* ]] || return
        compopt -o nospace 2>/dev/null
        COMPREPLY=($(compgen -W "${!keys}" -- "${cur#*:}"))
        return
    fi
    compopt -o nospace 2>/dev/null
    COMPREPLY=($(compgen -W "$_bridgemove_families" -S : -- "$cur") $(compgen -f -- "$cur"))
}

_bridgemove() {
    local cur prev words cword
    if declare -F _init_completion >/dev/null; then
        _init_completion -n =: || return
    else
        words=("${COMP_WORDS[@]}") cword=$COMP_CWORD
        cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD - 1]}
    fi
    if ((cword == 1)); then
        COMPREPLY=($(compgen -W "$_bridgemove_commands --help --version" -- "$cur"))
        return
    fi
    local cmd=${words[1]}
    [[ $cmd == analyze ]] && cmd=analyse
    [[ -n ${_bridgemove_options[$cmd]-} ]] || return
    local values=${_bridgemove_values["$cmd $prev"]-}
    if [[ -n $values ]]; then
        COMPREPLY=($(compgen -W "$values" -- "$cur"))
        return
    fi
    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "${_bridgemove_options[$cmd]}" -- "$cur"))
        return
    fi
    [[ $prev == --* ]] && return   # the value of a key that takes any word or number
    case ${_bridgemove_operands[$cmd]} in
    movement*)
        _bridgemove_movement "$cur" ;;
    set)
        COMPREPLY=($(compgen -W "$_bridgemove_sets" -- "$cur")) ;;
    words)
        if [[ $cur == *=* ]]; then
            values=${_bridgemove_values["$cmd ${cur%%=*}="]-}
            COMPREPLY=($(compgen -W "$values" -- "${cur#*=}"))
        else
            local words_var=_bridgemove_words_$cmd
            compopt -o nospace 2>/dev/null
            COMPREPLY=($(compgen -W "${!words_var}" -- "$cur"))
        fi ;;
    esac
}
complete -F _bridgemove bridgemove'''


# --- zsh -------------------------------------------------------------------------------------
def zq(text):
    """Text in single quotes for zsh."""
    return "'" + text.replace("'", "'\\''") + "'"


def zdesc(text):
    """A description inside an _arguments spec's brackets."""
    return re.sub(r"([\[\]:\\])", r"\\\1", text.split("; ")[0])


def zsh(info):
    fams = [f["name"] for f in info["families"]["families"]]
    sets = [s["name"] for s in info["option_sets"]["option_sets"]] + fams
    out = ["#compdef bridgemove",
           "# zsh completion for bridgemove %s: written by cli-docs.py from `bridgemove "
           "--help-json`" % info["version"],
           "# (the command's own tables; do not edit).",
           "",
           "_bridgemove_movement() {",
           "  _alternative 'families:movement family:compadd -S : -- %s' 'files:file:_files'"
           % " ".join(fams),
           "}",
           "",
           "_bridgemove() {",
           "  local -a commands",
           "  commands=("]
    for cmd in info["commands"]:
        out.append("    %s" % zq("%s:%s" % (cmd["name"], cmd["summary"].replace(":", "\\:"))))
    out += ["  )",
            "  if (( CURRENT == 2 )); then",
            "    _describe -t commands 'bridgemove command' commands",
            "    compadd -- --help --version",
            "    return",
            "  fi",
            "  local cmd=$words[2]",
            "  shift words; (( CURRENT-- ))",
            "  case $cmd in"]
    for cmd in info["commands"]:
        specs = []
        for o in cmd["options"]:
            action = ":%s:(%s)" % (o["value"], " ".join(o["choices"].split("|"))) \
                if o["choices"] else (":%s:" % o["value"] if o["value"] else "")
            specs.append("%s[%s]%s" % (o["name"], zdesc(o["help"]), action))
        for key in command_keys(info, cmd):
            choices = key_choices(key)
            action = "(%s)" % " ".join(choices) if choices else " "
            specs.append("--%s[%s]:%s:%s" % (key["name"].replace("_", "-"), zdesc(key["help"]),
                                             key["name"], action))
        specs.append("--help[what the command does and the options it takes]")
        kind = cmd["operands"]
        if kind.startswith("movement"):
            specs.append("1:movement:_bridgemove_movement")
            if kind.endswith("results"):
                specs.append("2:results file:_files")
        elif kind == "set":
            specs.append("1:option set:(%s)" % " ".join(sets))
        elif kind == "words":
            words = " ".join(k["name"] + "=" for k in command_keys(info, cmd))
            specs.append("*:key=value:{compadd -S '' -- %s}" % words)
        names = [cmd["name"]] + (["analyze"] if cmd["name"] == "analyse" else [])
        out.append("  %s)" % "|".join(names))
        out.append("    _arguments -s \\")
        out += ["      %s \\" % zq(s) for s in specs[:-1]]
        out += ["      %s ;;" % zq(specs[-1])]
    out += ["  esac", "}", "", '_bridgemove "$@"']
    return "\n".join(out) + "\n"


def main():
    bridgemove, what, output = sys.argv[1:4]
    info = described(bridgemove)
    text = {"man": man, "bash": bash, "zsh": zsh}[what](info)
    with open(output, "w", encoding="utf-8") as f:
        f.write(text)


if __name__ == "__main__":
    main()
