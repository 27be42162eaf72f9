#!/usr/bin/env python3
"""Check lib/ against the module rules in lib/README.md.

usage: check-layout.py LIBDIR [ARCHIVE]       check the tree (and the static library's objects)
       check-layout.py --self-test LIBDIR     plant a forbidden include and a cycle in a copy of
                                              LIBDIR; both must be caught

Every .c/.h file lies in a module folder listed in the README's table; every #include "m/..."
goes to the file's own module or one its row lets it use; with ARCHIVE, every symbol an object
takes from another object follows the same rules; the rules, the module graph, the header graph
and the object graph have no cycle; with ARCHIVE, every permission in the table is used;
no function in lib/ returns a failing status without a message (a bare `return BM_EINVAL;`
leaves the caller reading an older, unrelated bm_last_error(); BM_ENOMEM is exempt, the
allocator writes its message).
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

BARE_STATUS = re.compile(r"(return\s+|\?\s*BM_OK\s*:\s*)(BM_E(?!NOMEM\b)[A-Z]+)\s*;")
RULE_ROW = re.compile(r"^\|\s*`(\w+)`\s*\|[^|]*\|([^|]*)\|\s*$")


def read_rules(libdir):
    rules = {}
    with open(os.path.join(libdir, "README.md"), encoding="utf-8") as f:
        for line in f:
            m = RULE_ROW.match(line.strip())
            if m:
                rules[m.group(1)] = set(re.findall(r"`(\w+)`", m.group(2)))
    return rules


def source_files(libdir):
    for root, _, files in os.walk(libdir):
        for name in files:
            if name.endswith((".c", ".h")):
                yield os.path.relpath(os.path.join(root, name), libdir)


def find_cycle(graph):
    """A list of nodes forming a cycle in graph (node -> set of nodes), or None."""
    state, stack = {}, []

    def visit(node):
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return stack[stack.index(nxt):] + [nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def module_of(path):
    return path.split("/", 1)[0] if "/" in path else None


def check_edge(errors, rules, what, src, dst):
    a, b = module_of(src), module_of(dst)
    if a != b and b not in rules.get(a, ()):
        errors.append(f"{what}: {src} uses {dst}, but {a} may not use {b} (lib/README.md)")


def object_graph(archive):
    """Object path -> set of object paths it takes symbols from."""
    out = subprocess.run(["nm", "-A", archive], capture_output=True, text=True, check=True).stdout
    defined, undefined = {}, {}
    for line in out.splitlines():
        head, _, rest = line.rpartition(":")
        member = os.path.basename(head.split(":")[-1]).removeprefix(".._")
        path = member[:-len(".c.o")].replace("_", "/")[len("lib/"):] + ".c"
        fields = rest.split()
        if len(fields) == 2 and fields[0] == "U":
            undefined.setdefault(path, set()).add(fields[1])
        elif len(fields) == 3 and fields[1] in "TDRB":
            defined[fields[2]] = path
    return {p: {defined[s] for s in syms if s in defined and defined[s] != p}
            for p, syms in undefined.items()}


def check(libdir, archive=None):
    errors = []
    rules = read_rules(libdir)
    if not rules:
        return ["lib/README.md has no module table"]
    for mod, uses in rules.items():
        for u in uses - set(rules):
            errors.append(f"rules: {mod} may use {u}, which is not a module")
        if not os.path.isdir(os.path.join(libdir, mod)):
            errors.append(f"rules: module {mod} has no folder lib/{mod}/")
    cycle = find_cycle(rules)
    if cycle:
        errors.append("rules: cycle " + " -> ".join(cycle))

    includes, modules = {}, {}
    for path in source_files(libdir):
        mod = module_of(path)
        if mod is None or mod not in rules:
            errors.append(f"{path}: not in a module folder listed in lib/README.md")
            continue
        with open(os.path.join(libdir, path), encoding="utf-8") as f:
            text = f.read()
        targets = re.findall(r'^\s*#\s*include\s+"([^"]+)"', text, re.M)
        for m in BARE_STATUS.finditer(text):
            line = text.count("\n", 0, m.start()) + 1
            errors.append(f"{path}:{line}: returns {m.group(2)} without a message "
                          "(use bm_fail, so bm_last_error() tells the caller why)")
        for t in targets:
            if not os.path.exists(os.path.join(libdir, t)):
                errors.append(f"{path}: includes \"{t}\", not a path from lib/")
                continue
            includes.setdefault(path, set()).add(t)
            check_edge(errors, rules, "include", path, t)
            if module_of(t) != mod:
                modules.setdefault(mod, set()).add(module_of(t))
    for what, graph in (("header cycle", {k: {t for t in v if t.endswith(".h")}
                                          for k, v in includes.items() if k.endswith(".h")}),
                        ("module cycle", modules)):
        cycle = find_cycle(graph)
        if cycle:
            errors.append(f"{what}: " + " -> ".join(cycle))

    if archive:
        objects = object_graph(archive)
        for src, dsts in objects.items():
            for dst in dsts:
                check_edge(errors, rules, "symbol", src, dst)
        cycle = find_cycle(objects)
        if cycle:
            errors.append("object cycle (files that call each other): " + " -> ".join(cycle))
        used = {mod: set(dsts) for mod, dsts in modules.items()}
        for src, dsts in objects.items():
            used.setdefault(module_of(src), set()).update(module_of(d) for d in dsts)
        for mod, uses in rules.items():
            for u in sorted(uses - used.get(mod, set())):
                errors.append(f"rules: {mod} may use {u} but neither includes nor calls it "
                              "(drop the permission from lib/README.md)")
    return errors


def self_test(libdir):
    """The checker must catch a forbidden include that closes a module cycle, and a failing
    status returned without a message."""
    with tempfile.TemporaryDirectory() as tmp:
        copy = os.path.join(tmp, "lib")
        shutil.copytree(libdir, copy)
        victim = os.path.join(copy, "descriptor", "params.c")
        with open(victim, "a", encoding="utf-8") as f:
            f.write('\n#include "families/families.h"\n'
                    'static int planted(int x) { if (x) return BM_ERANGE; return 0; }\n')
        errors = check(copy)
    caught_rule = any("descriptor may not use families" in e for e in errors)
    caught_cycle = any(e.startswith("module cycle") for e in errors)
    caught_bare = any("returns BM_ERANGE without a message" in e for e in errors)
    if not (caught_rule and caught_cycle and caught_bare):
        print("self-test: the planted cycle descriptor -> families -> descriptor or the bare "
              "return BM_ERANGE was not caught")
        print("\n".join(errors))
        return 1
    print("self-test: planted cycle caught:", *[e for e in errors if "cycle" in e], sep="\n  ")
    return 0


def main(argv):
    if len(argv) == 3 and argv[1] == "--self-test":
        return self_test(argv[2])
    if len(argv) not in (2, 3):
        print(__doc__)
        return 2
    errors = check(argv[1], argv[2] if len(argv) == 3 else None)
    for e in errors:
        print(e)
    if not errors:
        print(f"layout ok: {len(read_rules(argv[1]))} modules")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
