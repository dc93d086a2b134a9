// Patterns: fixed text, {{regex}} blocks (POSIX extended regular
// expressions, matched leftmost-longest, never across lines), and the
// options that change how text compares.

// RUN: FileCheck %s --check-prefix=RE --input-file %S/Inputs/values.txt
// RE:      %{{[0-9]+}} = llvm.mlir.constant({{[0-9]+}} : i64)
// RE-NEXT: llvm.alloca %0 x {{i32|i64}}
// RE:      llvm.load {{.*}} -> i32
// RE:      Registers: r{{[[:digit:]]}}, r8{{$}}

// `{{^}}` and `{{$}}` anchor at line boundaries.
// RUN: FileCheck %s --check-prefix=ANCHOR --input-file %S/Inputs/values.txt
// ANCHOR: {{^}}llvm.store
// ANCHOR: i32{{$}}

// Horizontal whitespace is canonicalised in both files: one space in a
// pattern matches any run of spaces and tabs. --strict-whitespace turns
// that off.
// RUN: FileCheck %s --check-prefix=SPACES --input-file %S/Inputs/values.txt
// RUN: not FileCheck %s --check-prefix=SPACES --input-file %S/Inputs/values.txt --strict-whitespace
// SPACES: Tab separated text

// --match-full-lines: a positive match must be a whole line (leading and
// trailing spaces still ignored unless --strict-whitespace).
// RUN: FileCheck %s --check-prefix=FULL --input-file %S/Inputs/values.txt --match-full-lines
// RUN: not FileCheck %s --check-prefix=PARTIAL --input-file %S/Inputs/values.txt --match-full-lines
// FULL: Registers: r7, r8
// PARTIAL: Registers: r7

// --ignore-case.
// RUN: FileCheck %s --check-prefix=CASE --input-file %S/Inputs/values.txt --ignore-case
// RUN: not FileCheck %s --check-prefix=CASE --input-file %S/Inputs/values.txt
// CASE: mixed case

// {LITERAL} turns off [[...]] and {{...}} processing.
// RUN: FileCheck %s --check-prefix=LIT --input-file %S/Inputs/values.txt
// LIT{LITERAL}: [[not a variable]] and {{not a regex}}

// An invalid regex is an error in the check file.
// RUN: not FileCheck %s --check-prefix=BAD-RE --input-file %S/Inputs/values.txt 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BAD-RE-MSG
// BAD-RE: {{[0-9}}
// BAD-RE-MSG: regex.mlir:[[#@LINE-1]]:14: error: invalid regex: brackets ([ ]) not balanced
