// `llvm.shufflevector`'s type must be an LLVM-compatible vector, as MLIR's
// `parseShuffleType` checks it (reported where the parser then stands): a
// 0-d or multi-dimensional builtin vector, or one of `index`, signed
// integers or floats LLVM lacks, is not (print_idempotent fuzz finding
// crash-3fe69d51: a 0-d vector was an index out of bounds).
// RUN: not mlir-opt %s --split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s

"test.op"() ({
^bb0(%v: vector<f32>):
  %0 = llvm.shufflevector %v, %v [0, 1] : vector<f32>
  "test.done"() : () -> ()
}) : () -> ()
// CHECK: offset :11:3: error: custom op 'llvm.shufflevector' expected an LLVM compatible vector type

// -----
"test.op"() ({
^bb0(%v: vector<2x2xf32>):
  %0 = llvm.shufflevector %v, %v [0, 1] : vector<2x2xf32>
  "test.done"() : () -> ()
}) : () -> ()
// CHECK: offset :5:3: error: custom op 'llvm.shufflevector' expected an LLVM compatible vector type

// -----
"test.op"() ({
^bb0(%v: vector<4xindex>):
  %0 = llvm.shufflevector %v, %v [0, 1] : vector<4xindex>
  "test.done"() : () -> ()
}) : () -> ()
// CHECK: offset :5:3: error: custom op 'llvm.shufflevector' expected an LLVM compatible vector type

// -----
"test.op"() ({
^bb0(%v: vector<4xsi32>):
  %0 = llvm.shufflevector %v, %v [0, 1] : vector<4xsi32>
  "test.done"() : () -> ()
}) : () -> ()
// CHECK: offset :5:3: error: custom op 'llvm.shufflevector' expected an LLVM compatible vector type
