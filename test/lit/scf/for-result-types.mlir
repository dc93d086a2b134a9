// `scf.for`'s result types after `->` are one type or a parenthesized
// list (MLIR's `parseArrowTypeList`), as `scf.if`'s; a count that differs
// from the loop-carried values is reported at the op. mlir-opt-19's
// output and messages.
// RUN: mlir-opt %s --split-input-file --verify-diagnostics
// RUN: not mlir-opt %s --split-input-file 2>&1 | FileCheck %s

// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %arg0) -> (f32) {
// CHECK: scf.if %{{.*}} -> (f32) {
func.func @single(%m: f32, %lb: index, %ub: index, %s: index, %b: i1) -> f32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %m) -> f32 {
    scf.yield %a : f32
  }
  %x = scf.if %b -> f32 {
    scf.yield %m : f32
  } else {
    scf.yield %r : f32
  }
  return %x : f32
}
// -----
func.func @mismatch(%m: f32, %lb: index) {
  // expected-error @+1 {{custom op 'scf.for' mismatch in number of loop-carried values and defined values}}
  %r:2 = scf.for %i = %lb to %lb step %lb iter_args(%a = %m) -> (f32, f32) {
    scf.yield %a : f32
  }
  return
}
// -----
func.func @no_arrow(%m: f32, %lb: index) {
  // expected-error @+1 {{expected '->'}}
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %m) f32 {
  }
  return
}
