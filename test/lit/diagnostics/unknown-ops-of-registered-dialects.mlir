// An op no table knows, in a registered dialect that does not allow
// unknown operations (all but llvm, nvvm and rocdl), is an error whether or
// not --allow-unregistered-dialect is given; MLIR 19's ops llmir keeps
// generic (`omp.parallel`) and ops of unregistered dialects stay fine.
// Messages are mlir-opt-19's.
// RUN: mlir-opt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @f() {
  // expected-error @+1 {{unregistered operation 'func.foo' found in dialect ('func') that does not allow unknown operations}}
  "func.foo"() : () -> ()
  return
}
// -----
func.func @g(%a: i32) -> i32 {
  // expected-error @+1 {{unregistered operation 'arith.addx' found in dialect ('arith') that does not allow unknown operations}}
  %0 = "arith.addx"(%a, %a) : (i32, i32) -> i32
  return %0 : i32
}
// -----
// Checked on leaving the op, so what its regions hold fails first.
func.func @h() {
  "scf.loop"() ({
    // expected-error @+1 {{unregistered operation 'memref.nothing' found in dialect ('memref') that does not allow unknown operations}}
    "memref.nothing"() : () -> ()
  }) : () -> ()
  return
}
// -----
// The LLVM dialect allows unknown operations; OpenMP's parallel region is
// an MLIR op llmir has no table for, kept generic.
llvm.func @i() {
  "llvm.intr.not_yet_known"() : () -> ()
  "omp.parallel"() ({
    "omp.terminator"() : () -> ()
  }) : () -> ()
  llvm.return
}
