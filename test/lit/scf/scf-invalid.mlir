// scf.if and scf.for verifiers, with MLIR 19's messages.
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @if_no_else(%c: i1) {
  // expected-error @+1 {{'scf.if' op must have an else block if defining values}}
  %r = scf.if %c -> (i32) {
    %x = arith.constant 1 : i32
    scf.yield %x : i32
  }
  return
}

// -----

func.func @for_iv_type(%lb: index, %ub: index, %s: index) {
  // expected-error @+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%lb, %ub, %s) ({
  ^bb0(%i: i32):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_results(%lb: index, %ub: index, %s: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  %r:2 = "scf.for"(%lb, %ub, %s, %x) ({
  ^bb0(%i: index, %a: f32):
    "scf.yield"(%a) : (f32) -> ()
  }) : (index, index, index, f32) -> (f32, f32)
  return
}
