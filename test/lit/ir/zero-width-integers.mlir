// `i0` values: a switch on an i0 reads every case value as 0, as
// mlir-opt-19 does (fuzz finding: reading `1` as an i0 case overflowed a
// shift and aborted).
// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s | mlir-opt | FileCheck %s

// CHECK:      llvm.switch %arg0 : i0, ^bb1 [
// CHECK-NEXT:   0: ^bb1,
// CHECK-NEXT:   0: ^bb1
// CHECK-NEXT: ]
llvm.func @f(%a: i0) {
  llvm.switch %a : i0, ^bb1 [
    0: ^bb1,
    1: ^bb1
  ]
^bb1:
  llvm.return
}
