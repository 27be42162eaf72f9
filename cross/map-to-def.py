#!/usr/bin/env python3
"""The Windows module-definition file of libbridgemove-1.dll, from lib/bridgemove.map.

PE has no symbol versions: the DLL exports every global symbol of every node of the version
script (stable and experimental alike) and nothing else, so that the DLL and the ELF library
offer the same calls. Usage: map-to-def.py bridgemove.map bridgemove.def

With --emscripten it writes instead the JSON list Emscripten's -sEXPORTED_FUNCTIONS=@FILE
takes: the same symbols with a leading underscore, with malloc and free (the JavaScript
binding places its strings and out-parameters in the module's memory with them).
"""
import json
import re
import sys


def map_symbols(text):
    """The symbols under the 'global:' labels of a GNU ld version script, in order."""
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    symbols, scope = [], None
    for token in re.findall(r"[A-Za-z_][A-Za-z0-9_.]*:|[A-Za-z_*][A-Za-z0-9_.*]*;|[{}]", text):
        if token in ("global:", "local:"):
            scope = token[:-1]
        elif token == "}":
            scope = None
        elif token.endswith(";") and scope == "global":
            symbols.append(token[:-1])
    return symbols


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        symbols = map_symbols(f.read())
    if "--emscripten" in sys.argv[3:]:
        with open(sys.argv[2], "w", encoding="utf-8", newline="\n") as f:
            json.dump(["_" + s for s in symbols] + ["_malloc", "_free"], f, indent=0)
            f.write("\n")
        return
    with open(sys.argv[2], "w", encoding="utf-8", newline="\n") as f:
        f.write("; Generated from lib/bridgemove.map by cross/map-to-def.py: do not edit.\n")
        f.write("LIBRARY libbridgemove-1.dll\nEXPORTS\n")
        for s in symbols:
            f.write(f"    {s}\n")


if __name__ == "__main__":
    main()
