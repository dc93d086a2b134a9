// A module's attributes are its symbol name and visibility and dialect
// attributes (mutation finding: llmir accepted `{i32 = ...}`), and its
// body one block. Messages are
// mlir-opt-19's.
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// expected-error @+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'i32'}}
module attributes {i32 = 1} {}
// -----
// expected-error @+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'foo'}}
"builtin.module"() ({
^bb0:
}) {foo} : () -> ()
// -----
// Its body is one block (ODS `SizedRegion<1>`, checked with the
// invariants, before the op's own verifier).
// expected-error @+1 {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
"builtin.module"() ({}) {foo} : () -> ()
// -----
module @m attributes {sym_visibility = "private", llvm.x = 1} {}
