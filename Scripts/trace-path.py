#!/usr/bin/env python3
"""Counts the functions of this repository's Sources/ along Architecture.md's example.

Runs `facsimile-bench --trace 2` and `--trace 3` under callgrind, collecting inside
InstanceHelper.create only, and lists the functions whose call count grows from one run to the
other: one call's path (the first call makes the key tables, so it is left out). Compiler helpers
(outlined copies and destroys, metadata accessors, compiler-written deinits, value witnesses) and
the standard library's code are left out.

  cd Benchmarks && swift build -c release && python3 ../Scripts/trace-path.py
"""
import collections, os, re, subprocess, sys, tempfile

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(here)
binary = os.path.join(root, "Benchmarks", ".build", "release", "facsimile-bench")
sources = os.path.join(root, "Sources") + os.sep


def calls(times):
    out = os.path.join(tempfile.mkdtemp(), "callgrind.out")
    subprocess.run(
        ["valgrind", "--tool=callgrind", "--collect-atstart=no",
         "--toggle-collect=*InstanceHelper*create*", f"--callgrind-out-file={out}",
         binary, "--trace", str(times)],
        check=True, capture_output=True)
    names, files, counts = {}, {}, collections.Counter()
    file_of = {}
    current_file = None
    pending = None
    with open(out) as f:
        for line in f:
            line = line.rstrip("\n")
            m = re.match(r"^(fl|fi|fe|cfi|cfl)=\((\d+)\)(?: (.*))?$", line)
            if m:
                kind, key, name = m.groups()
                if name:
                    files[key] = name
                if kind in ("fl", "fi", "fe"):
                    current_file = files.get(key)
                continue
            m = re.match(r"^(fn|cfn)=\((\d+)\)(?: (.*))?$", line)
            if m:
                kind, key, name = m.groups()
                if name:
                    names[key] = name
                if kind == "fn":
                    file_of.setdefault(key, current_file)
                else:
                    pending = key
                continue
            m = re.match(r"^calls=(\d+)", line)
            if m and pending is not None:
                counts[pending] += int(m.group(1))
                pending = None
    return {names[k]: (c, file_of.get(k)) for k, c in counts.items()}


helpers = re.compile(r"(WOy|WOe|WOh|WOb|WOc|WOd|WOs|WOf|Ma$|Mr$|Mn$|Wl$|WL$|fD$|fd$|wxx|wcp|wca|wta|wtk|Tm$)")
two, three = calls(2), calls(3)
rows = []
for name, (count, file) in three.items():
    before = two.get(name, (0, None))[0]
    if count > before and file and file.startswith(sources) and not helpers.search(name):
        rows.append((os.path.relpath(file, root), name, count - before))
demangled = subprocess.run(
    ["swift", "demangle", "--simplified"], input="\n".join(r[1] for r in rows),
    capture_output=True, text=True).stdout.splitlines()
# A recursive call shows as `name'2`: one function. `partial apply for` is the function's thunk.
path = collections.Counter()
for (file, _, grown), name in zip(rows, demangled):
    name = re.sub(r"'\d+$", "", name).removeprefix("partial apply for ")
    path[(file, name)] += grown
for (file, name), grown in sorted(path.items()):
    print(f"{grown:4}  {file}  {name[:140]}")
print(f"{len(path)} functions in {len({file for file, _ in path})} files")
