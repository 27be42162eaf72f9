#!/usr/bin/env python3
"""P/Invoke declarations for C# (.NET), generated from the public headers.

Usage: gen-pinvoke.py INCLUDE_DIR OUTPUT.cs          write the declarations
       gen-pinvoke.py INCLUDE_DIR OUTPUT.cs --check  fail when OUTPUT.cs is not what the
                                                       headers give (the pinvoke test)

Every function of the stable headers (experimental.h is left out) becomes one [DllImport] of
libbridgemove-1.dll; every enum becomes a C# enum with the header's values. The mapping keeps
the C contract visible: handles are IntPtr (free them with the matching bm_X_free), strings
the library returns through char ** are IntPtr (Native.Take reads one and releases it with
bm_free), strings passed in are UTF-8, out-parameters are `out`, const arrays are arrays (of
strings: UTF-8 each).
"""
import glob
import os
import re
import sys

SCALARS = {
    "uint32_t": "uint", "int32_t": "int", "uint64_t": "ulong", "int64_t": "long",
    "double": "double", "int": "int", "size_t": "UIntPtr", "void": "void",
}


# C# keywords a C parameter may be named after: written @name, as C# allows.
KEYWORDS = {"out", "in", "ref", "params", "base", "string", "object", "event", "fixed", "lock",
            "checked", "default", "operator", "internal", "public", "char", "long", "short",
            "decimal", "delegate", "explicit", "implicit", "is", "as", "new", "this", "throw"}


# Reading the library's strings without Marshal.PtrToStringUTF8, which .NET Framework lacks.
HELPERS = """\
        /// <summary>A NUL-terminated UTF-8 string of the library (null for IntPtr.Zero).</summary>
        public static string Utf8(IntPtr p)
        {
            if (p == IntPtr.Zero)
                return null;
            int n = 0;
            while (Marshal.ReadByte(p, n) != 0)
                n++;
            byte[] bytes = new byte[n];
            Marshal.Copy(p, bytes, 0, n);
            return System.Text.Encoding.UTF8.GetString(bytes);
        }

        /// <summary>A string returned through an out IntPtr, read and released (bm_free).</summary>
        public static string Take(IntPtr p)
        {
            string s = Utf8(p);
            bm_free(p);
            return s;
        }

        /// <summary>The message of the last failing call of this thread.</summary>
        public static string LastError()
        {
            return Utf8(bm_last_error());
        }
""".split("\n")


def camel(c_name):
    """bm_suggest_number -> BmSuggestNumber."""
    return "".join(part.capitalize() for part in c_name.split("_"))


def strip_comments(text):
    return re.sub(r"/\*.*?\*/", "", text, flags=re.S)


def read_enums(text):
    """(name, [(enumerator, value)]) for every `enum bm_x { ... };`, values counted as C does."""
    enums = []
    for m in re.finditer(r"^enum (bm_\w+) \{(.*?)\};", text, re.S | re.M):
        members, value = [], -1
        for item in m.group(2).split(","):
            item = " ".join(item.split())
            if not item:
                continue
            name, _, expr = item.partition("=")
            value = int(expr.strip(), 0) if expr.strip() else value + 1
            members.append((name.strip(), value))
        enums.append((m.group(1), members))
    return enums


def cs_type(c_type, enums, returned=False):
    """The C# type of one C parameter (or return) type, and its marshalling attribute."""
    t = " ".join(c_type.replace("*", " * ").split())
    stars = t.count("*")
    base = t.replace("*", "").replace("const", "").strip()
    const = t.startswith("const")
    if base.startswith("enum "):
        base = camel(base[5:]) if base[5:] in enums else "int"
    elif base.startswith("struct "):
        if stars == 2 and const:  # an array of handles passed in
            return "IntPtr[]", ""
        return ("out IntPtr" if stars == 2 else "IntPtr"), ""
    elif base == "char":
        if stars == 2 and "* const *" in t:  # an array of strings passed in (NULL allowed)
            return "string[]", ("[MarshalAs(UnmanagedType.LPArray, "
                                "ArraySubType = UnmanagedType.LPUTF8Str)] ")
        if stars == 1 and const and not returned:
            return "string", "[MarshalAs(UnmanagedType.LPUTF8Str)] "
        return ("out IntPtr" if stars == 2 else "IntPtr"), ""
    elif base == "void":
        return ("IntPtr" if stars else "void"), ""
    else:
        base = SCALARS[base]
    if stars == 0:
        return base, ""
    if stars == 1 and const:
        return base + "[]", ""
    if stars == 1:
        return "out " + base, ""
    raise ValueError(f"no C# mapping for {c_type}")


def read_functions(text):
    """(return type, name, [(type, name)]) of every prototype bm_...(...);."""
    out = []
    for m in re.finditer(r"^([A-Za-z_][\w \*]*?[\s\*])(bm_\w+)\s*\(([^)]*)\)\s*;", text, re.M):
        params = []
        for p in m.group(3).split(","):
            p = " ".join(p.split())
            if p == "void":
                continue
            pm = re.match(r"(.*?[\s\*])(\w+)$", p)
            params.append((pm.group(1).strip(), pm.group(2)))
        out.append((m.group(1).strip(), m.group(2), params))
    return out


def generate(include_dir):
    headers = [h for h in sorted(glob.glob(os.path.join(include_dir, "*.h")))
               if os.path.basename(h) != "experimental.h"]
    texts = {h: strip_comments(open(h, encoding="utf-8").read()) for h in headers}
    enums = {}
    for text in texts.values():
        enums.update(read_enums(text))
    lines = [
        "// Generated from include/bridgemove/*.h by bindings/csharp/gen-pinvoke.py: do not edit.",
        "// doc/windows.md says how to call these; bm_X_free releases each handle, bm_free each",
        "// string returned through an `out IntPtr` (Native.Take reads it and frees it).",
        "using System;",
        "using System.Runtime.InteropServices;",
        "",
        "namespace BridgeMove",
        "{",
    ]
    for name in sorted(enums):
        lines.append(f"    public enum {camel(name)} : int")
        lines.append("    {")
        lines += [f"        {member} = {value}," for member, value in enums[name]]
        lines += ["    }", ""]
    lines += ["    public static class Native", "    {",
              '        public const string Dll = "libbridgemove-1.dll";', ""] + HELPERS
    for header, text in texts.items():
        functions = read_functions(text)
        if not functions:
            continue
        lines.append(f"        // {os.path.basename(header)}")
        for ret, name, params in functions:
            rtype, _ = cs_type(ret, enums, returned=True)
            args = []
            for ptype, pname in params:
                ctype, attr = cs_type(ptype, enums)
                pname = "@" + pname if pname in KEYWORDS else pname
                args.append(f"{attr}{ctype} {pname}")
            lines.append("        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]")
            lines.append(f"        public static extern {rtype} {name}({', '.join(args)});")
        lines.append("")
    lines[-1:] = ["    }", "}"]
    return "\n".join(lines) + "\n"


def main():
    include_dir, output = sys.argv[1], sys.argv[2]
    text = generate(include_dir)
    if "--check" in sys.argv[3:]:
        current = open(output, encoding="utf-8").read() if os.path.exists(output) else ""
        if current != text:
            print(f"{output} is not what the headers give: run {sys.argv[0]} {include_dir} "
                  f"{output}")
            return 1
        print(f"{output}: {text.count('DllImport(')} functions, up to date with the headers")
        return 0
    with open(output, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
