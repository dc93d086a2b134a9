// Verifier and parser messages of the OpenMP ops, as mlir-opt-19 words them.
// RUN: mlir-opt %s --verify-diagnostics --split-input-file

llvm.func @iv_type(%lb: i32) {
  "omp.wsloop"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> ({
    // expected-error @below {{'omp.loop_nest' op range argument type does not match corresponding IV type}}
    "omp.loop_nest"(%lb, %lb, %lb) ({
    ^bb0(%iv: i64):
      "omp.yield"() : () -> ()
    }) : (i32, i32, i32) -> ()
    "omp.terminator"() : () -> ()
  }) : () -> ()
  llvm.return
}

// -----

llvm.func @bound_type(%lb: f32) {
  "omp.wsloop"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> ({
    // expected-error @below {{'omp.loop_nest' op operand #0 must be variadic of integer or index, but got 'f32'}}
    "omp.loop_nest"(%lb, %lb, %lb) ({
    ^bb0(%iv: f32):
      "omp.yield"() : () -> ()
    }) : (f32, f32, f32) -> ()
    "omp.terminator"() : () -> ()
  }) : () -> ()
  llvm.return
}

// -----

llvm.func @no_wrapper(%lb: i32) {
  // expected-error @below {{'omp.loop_nest' op expects parent op to be a valid loop wrapper}}
  omp.loop_nest (%i) : i32 = (%lb) to (%lb) step (%lb) {
    omp.yield
  }
  llvm.return
}

// -----

llvm.func @empty_wrapper() {
  // expected-error @below {{'omp.wsloop' op must be a loop wrapper}}
  omp.wsloop {
    omp.terminator
  }
  llvm.return
}

// -----

llvm.func @no_loops(%lb: i32) {
  "omp.wsloop"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> ({
    // expected-error @below {{'omp.loop_nest' op must represent at least one loop}}
    "omp.loop_nest"(%lb, %lb) ({
    ^bb0(%iv: i32):
      "omp.yield"() : () -> ()
    }) : (i32, i32) -> ()
    "omp.terminator"() : () -> ()
  }) : () -> ()
  llvm.return
}

// -----

llvm.func @ivs_count(%lb: i32) {
  "omp.wsloop"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> ({
    // expected-error @below {{'omp.loop_nest' op number of range arguments and IVs do not match}}
    "omp.loop_nest"(%lb, %lb, %lb) ({
    ^bb0(%iv: i32, %iv2: i32):
      "omp.yield"() : () -> ()
    }) : (i32, i32, i32) -> ()
    "omp.terminator"() : () -> ()
  }) : () -> ()
  llvm.return
}

// -----

llvm.func @yield_parent() {
  // expected-error @below {{'omp.yield' op expects parent op to be one of 'omp.atomic.update, omp.declare_reduction, omp.loop_nest, omp.private'}}
  "omp.yield"() : () -> ()
}
