# SPDX-License-Identifier: MIT
"""The FFI rules of the public headers (README.md, "For other FFIs"), enforced on every one.

Usage: check_headers.py INCLUDE_DIR

Python's ctypes and cffi (and most other FFIs) read a C API as plain declarations. So every
header in INCLUDE_DIR (version.h excepted: its macros are its purpose) may hold only:
an include guard, #include lines, the `#ifdef __cplusplus / extern "C" {` wrapper, opaque
struct declarations, enums and function prototypes. Reported, with file and line:
  macro      any other preprocessor directive (#define, #if, #undef, #pragma, ...) or a
             function-like macro call (an ALL_CAPS name followed by "("), __attribute__
  struct     a struct or union definition with a body (layout in a public header)
  bitfield   a bit-field member
  varargs    a variadic function ("...")
  byvalue    a function taking or returning a struct or union by value (also a typedef of
             one, which would hide it)
  funcptr    a function pointer (parameter or typedef)
The checker first proves itself on small bad headers, one per rule: each must be caught.
"""

import glob
import os
import re
import sys


def blank(text):
    """text with every character but newlines replaced by spaces (line numbers survive)."""
    return re.sub(r"[^\n]", " ", text)


def strip_comments(src):
    out, i, n = [], 0, len(src)
    while i < n:
        if src.startswith("/*", i):
            j = src.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(blank(src[i:j]))
        elif src.startswith("//", i):
            j = src.find("\n", i)
            j = n if j < 0 else j
            out.append(blank(src[i:j]))
        elif src[i] == '"':
            j = i + 1
            while j < n and src[j] not in '"\n':
                j += 2 if src[j] == "\\" else 1
            j += 1
            out.append(src[i:j])
        else:
            j = i + 1
            out.append(src[i])
        i = j
    return "".join(out)


def strip_directives(code, report):
    """Check the preprocessor lines and blank them (and the extern "C" wrapper) out of code."""
    lines = code.split("\n")
    directives = [(k, l.strip()) for k, l in enumerate(lines) if l.strip().startswith("#")]
    guard = None
    if (len(directives) >= 3 and re.fullmatch(r"#\s*ifndef\s+(\w+)", directives[0][1])
            and directives[1][1].split() == ["#define", directives[0][1].split()[1]]
            and re.fullmatch(r"#\s*endif", directives[-1][1])):
        guard = {directives[0][0], directives[1][0], directives[-1][0]}
    else:
        report(1, "macro", "no include guard (#ifndef G / #define G ... #endif)")
        guard = set()
    in_cplusplus = False
    for k, text in directives:
        if k in guard or re.fullmatch(r"#\s*include\s*<[\w./]+>", text):
            continue
        if re.fullmatch(r"#\s*ifdef\s+__cplusplus", text) and not in_cplusplus:
            in_cplusplus = True
        elif re.fullmatch(r"#\s*endif", text) and in_cplusplus:
            in_cplusplus = False
        else:
            report(k + 1, "macro", "preprocessor line other than the include guard: " + text)
    in_cplusplus = False
    for k, line in enumerate(lines):
        text = line.strip()
        if re.fullmatch(r"#\s*ifdef\s+__cplusplus", text):
            in_cplusplus = True
        elif in_cplusplus and re.fullmatch(r"#\s*endif", text):
            in_cplusplus = False
        elif in_cplusplus and text not in ("", 'extern "C" {', "}"):
            report(k + 1, "macro", "only extern \"C\" belongs in #ifdef __cplusplus: " + text)
        if text.startswith("#") or in_cplusplus:
            lines[k] = blank(line)
    return "\n".join(lines)


PATTERNS = [
    ("macro", re.compile(r"\b[A-Z][A-Z0-9_]*\s*\("), "function-like macro call"),
    ("macro", re.compile(r"\b__attribute__\b|\b__declspec\b"), "compiler attribute"),
    ("struct", re.compile(r"\b(struct|union)\s*\w*\s*\{"), "struct or union with a body"),
    ("bitfield", re.compile(r"\w\s*:\s*\d+\s*[;,]"), "bit-field"),
    ("varargs", re.compile(r"\.\.\."), "variadic function"),
    ("funcptr", re.compile(r"\(\s*\*"), "function pointer"),
]


def by_value(type_text):
    return re.search(r"\b(struct|union)\b", type_text) and "*" not in type_text


def check_declarations(code, report):
    """Find functions (and typedefs) that pass a struct or union by value."""
    code = re.sub(r"\benum\s*\w*\s*\{[^}]*\}", lambda m: blank(m.group(0)), code)
    start = 0
    for decl in code.split(";"):
        line = code.count("\n", 0, start + len(decl) - len(decl.lstrip())) + 1
        start += len(decl) + 1
        text = " ".join(decl.split())
        if text.startswith("typedef") and by_value(text) and "(" not in text:
            report(line, "byvalue", "typedef of a struct or union by value: " + text)
        if "(" not in text or re.search(r"\(\s*\*", text):
            continue
        head, _, rest = text.partition("(")
        returns = re.sub(r"\w+\s*$", "", head)     # the type before the function's name
        if by_value(returns):
            report(line, "byvalue", "returns a struct or union by value: " + text)
        for param in rest.rsplit(")", 1)[0].split(","):
            if by_value(param):
                report(line, "byvalue", "takes a struct or union by value: " + param.strip())


def scan(src, report):
    code = strip_directives(strip_comments(src), report)
    for rule, pattern, what in PATTERNS:
        for m in pattern.finditer(code):
            report(code.count("\n", 0, m.start()) + 1, rule, what + ": " + m.group(0).strip())
    check_declarations(code, report)


GOOD = """/* a header as it should be: "..." in comments and strings is fine */
#ifndef X_H
#define X_H
#include <stddef.h>
#ifdef __cplusplus
extern "C" {
#endif
struct x_thing;   // opaque
enum x_status { X_OK = 0, X_BAD = 1 };
enum x_status x_new(struct x_thing **out, const char *text, size_t n, char *msg, size_t msg_size);
void x_free(struct x_thing *t);
struct x_thing *x_first(const struct x_thing *list, unsigned n);
#ifdef __cplusplus
}
#endif
#endif
"""
BAD = [
    ("macro", "#define X_MAX 4\n"),
    ("macro", "#if X_FEATURE\nint x_feature(void);\n#endif\n"),
    ("macro", "X_EXPORT(int) x_deprecated(void);\n"),
    ("macro", "int x_old(void) __attribute__((deprecated));\n"),
    ("struct", "struct x_point { int x; int y; };\n"),
    ("struct", "union x_value { int i; double d; };\n"),
    ("bitfield", "struct x_flags;\nint x_f(struct x_flags *f);\nstruct y { unsigned a : 3; };\n"),
    ("varargs", "int x_printf(const char *fmt, ...);\n"),
    ("byvalue", "int x_area(struct x_point p);\n"),
    ("byvalue", "struct x_point x_origin(void);\n"),
    ("byvalue", "typedef struct x_point x_point_t;\n"),
    ("funcptr", "int x_each(struct x_thing *t, void (*fn)(int));\n"),
    ("funcptr", "typedef int (*x_callback)(void *);\n"),
]


def self_test():
    """The checker must pass GOOD and catch each BAD sample with its own rule."""
    found = []
    scan(GOOD, lambda *a: found.append(a))
    ok = not found or print("self-test: clean header flagged:", found)
    for rule, body in BAD:
        found = []
        src = GOOD.replace("void x_free(struct x_thing *t);\n", body)
        scan(src, lambda line, r, what: found.append(r))
        if rule not in found:
            ok = False
            print("self-test: %s not caught in %r (found %r)" % (rule, body, found))
    return bool(ok)


def main():
    if not self_test():
        print("0 passed, 1 failed")
        return 1
    headers = sorted(h for h in glob.glob(os.path.join(sys.argv[1], "*.h"))
                     if os.path.basename(h) != "version.h")
    failures = []
    for path in headers:
        with open(path, encoding="utf-8") as f:
            scan(f.read(), lambda line, rule, what, p=path: failures.append(
                "%s:%d: [%s] %s" % (os.path.basename(p), line, rule, what)))
    for f in failures:
        print("FAIL:", f)
    print("%d headers scanned (%s); %d passed, %d failed" % (
        len(headers), " ".join(os.path.basename(h) for h in headers),
        len(headers) if not failures else 0, len(failures)))
    return 1 if failures or not headers else 0


if __name__ == "__main__":
    sys.exit(main())
