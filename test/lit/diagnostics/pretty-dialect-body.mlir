// A dialect symbol's `<...>` body is delimited as MLIR's
// parseDialectSymbolBody delimits it: by characters, before any dialect
// parser runs. Brackets of all four kinds must match, `->` is one token,
// strings are read as the lexer reads them, and a `//` comment is not
// special (fuzz finding: llmir had matched any closer to any opener over
// tokens, skipped comments, read `#llvm.linkage<ie ... -}) ...` and
// printed a global that does not parse). Messages are mlir-opt-19's.
// RUN: mlir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: not mlir-opt %s --split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s
// An unbalanced bracket is reported at the `<`, or at the last string the
// scan read (MLIR's current token then):
// CHECK: pretty-dialect-body.mlir:1 offset :16:45: error: unbalanced '<' character
// CHECK: pretty-dialect-body.mlir:20 offset :4:55: error: unbalanced '<' character

// expected-error @+1 {{unbalanced '<' character in pretty dialect name}}
llvm.func @a() attributes {x = #llvm.linkage<ie at -})>}
// -----
// expected-error @+1 {{unbalanced '(' character in pretty dialect name}}
llvm.func @b() attributes {x = #foo.bar<(]>}
// -----
// The closing brace inside the string does not count; the one after it does.
// expected-error @+1 {{unbalanced '<' character in pretty dialect name}}
llvm.func @c() attributes {x = #llvm.linkage<internal "a}" }>}
// -----
// `->` is one token: its `>` closes nothing.
// expected-error @+1 {{unbalanced '<' character in pretty dialect name}}
llvm.func @d() attributes {x = #foo.bar<%a->}
// -----
// expected-error @+1 {{unbalanced '[' character in pretty dialect name}}
llvm.func @e() -> !foo.t<[i32>
// -----
// expected-error @+1 {{unknown escape in string literal}}
llvm.func @f() attributes {x = #foo.bar<"\q">}
// -----
// A quote in a comment inside the body opens a string that never ends.
// expected-error @+1 {{expected '"' in string literal}}
llvm.func @g() attributes {x = #llvm.linkage<internal // "ab
>}
// -----
// A comment without brackets or quotes is skipped like any other.
llvm.func @h() attributes {x = #llvm.linkage<internal // x
>, y = #foo.bar<a -> b>}
// -----
// Balanced brackets of every kind nest; the dictionary then needs its `}`.
// expected-error @+1 {{expected '}' in attribute dictionary}}
llvm.func @i() attributes {x = #foo<a (b) [c] {d} <e> >>}
// -----
// expected-error @+1 {{expected attribute name}}
llvm.func @j() attributes {x = #foo<a (b) [c] {d} <e> >, >}
