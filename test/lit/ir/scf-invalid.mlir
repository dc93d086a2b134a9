// scf.execute_region's verifier, worded as mlir-opt-19 words it.
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @args() {
  // expected-error @+1 {{'scf.execute_region' op region cannot have any arguments}}
  scf.execute_region {
  ^bb0(%x: i32):
    scf.yield
  }
  return
}

// -----

func.func @empty() {
  // expected-error @+1 {{'scf.execute_region' op region needs to have at least one block}}
  "scf.execute_region"() ({}) : () -> ()
  return
}
