// A type of a registered dialect that has no types in MLIR 19 (vector,
// func, arith, ...) is rejected as MLIR's default `Dialect::parseType`
// rejects it, at the mnemonic or the body; unregistered dialects' types
// stay opaque (print_idempotent fuzz finding crash-b43d06eb: `!vector<1xf32>`
// was kept opaque and printed in a custom form that did not read back).
// RUN: not mlir-opt %s --split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s
"test.op"() : () -> !vector<1xf32>
// CHECK: offset :7:29: error: dialect 'vector' provides no type parsing hook

// -----
"test.op"() : () -> !func.x
// CHECK: offset :2:27: error: dialect 'func' provides no type parsing hook

// -----
"test.op"() : () -> !arith<>
// CHECK: offset :2:28: error: dialect 'arith' provides no type parsing hook

// -----
// CHECK-NOT: error
%0 = "test.op"() : () -> !foo.bar<1>
