// No branch may lead to a region's entry block; MLIR reports it at the op
// holding the region (fuzz finding crash-7130166d: llmir accepted a
// function whose entry block branched to itself and printed a body that
// does not parse). Messages are mlir-opt-19's.
// RUN: mlir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// expected-error @+1 {{entry block of region may not have predecessors}}
func.func @self() {
^bb0:
  cf.br ^bb0
}
// -----
// expected-error @+1 {{entry block of region may not have predecessors}}
"llvm.func"() <{function_type = !llvm.func<i32 ()>, sym_name = "back"}> ({
^bb1:
  "llvm.br"()[^bb2] : () -> ()
^bb2:
  "llvm.br"()[^bb1] : () -> ()
}) : () -> ()
// -----
// Checked on entering the op, before what its regions hold.
func.func @nested(%b: i1) {
  // expected-error @+1 {{entry block of region may not have predecessors}}
  "test.region"() ({
  ^bb0:
    "test.op"() : () -> ()
    cf.br ^bb0
  }) : () -> ()
  return
}
