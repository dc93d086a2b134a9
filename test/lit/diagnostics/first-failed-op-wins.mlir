// When an op's custom form fails, the error is that op's, even where the
// grammar then reads the failing token as the start of another op (MLIR
// stops at the first failure). Messages are mlir-opt-19's.
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @missing_do(%b: i1) {
  scf.while : () -> () {
    scf.condition(%b)
  // expected-error @+1 {{custom op 'scf.while' expected 'do'}}
  } xx {
  }
  return
}
// -----
func.func @missing_else(%b: i1) {
  // expected-error @+3 {{custom op 'yy' is unknown}}
  scf.if %b {
    scf.yield
  } yy {
  }
  return
}
