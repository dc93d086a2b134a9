// RUN: llmir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: llmir-opt --allow-unregistered-dialect %s | llmir-opt --allow-unregistered-dialect | FileCheck %s
// RUN: llmir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// The printer copies the text of an op whose shape it printed before and
// writes the new op's names into it (printer/op_memo.rs). Ops of one shape
// whose names differ, repeat an operand, branch to one block twice, sit at
// another depth or under another parent must each print as their own.
// Expected output from mlir-opt-19.

llvm.func @f(%a: i32, %b: i32, %c: i1, %p: !llvm.ptr) -> i32 {
  %m0 = llvm.mul %a, %a : i32
  %m1 = llvm.mul %a, %b : i32
  %0 = llvm.add %m0, %m1 : i32
  %1 = llvm.add %0, %0 : i32
  %2 = llvm.add %1, %a : i32
  llvm.cond_br %c, ^bb1(%2 : i32), ^bb2(%1 : i32)
^bb1(%x: i32):
  llvm.switch %x : i32, ^bb2(%x : i32) [
    1: ^bb2(%a : i32),
    2: ^bb1(%b : i32)
  ]
^bb2(%y: i32):
  llvm.cond_br %c, ^bb1(%y : i32), ^bb1(%y : i32)
}
func.func @g(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %0, %0 : i32
  %c1 = arith.constant 1 : i32
  %c1_0 = arith.constant 1 : i32
  %2 = arith.addi %c1, %c1_0 : i32
  %3 = "test.region_op"() ({
    %4 = arith.addi %a, %b : i32
    %5 = arith.addi %4, %4 : i32
    "test.yield"(%5) : (i32) -> ()
  }) : () -> i32
  scf.execute_region {
    llvm.switch %a : i32, ^bb1 [
      1: ^bb1
    ]
  ^bb1:
    scf.yield
  }
  return %2 : i32
}

// CHECK-LABEL: module {
// CHECK-NEXT:   llvm.func @f(%arg0: i32, %arg1: i32, %arg2: i1, %arg3: !llvm.ptr) -> i32 {
// CHECK-NEXT:     %0 = llvm.mul %arg0, %arg0 : i32
// CHECK-NEXT:     %1 = llvm.mul %arg0, %arg1 : i32
// CHECK-NEXT:     %2 = llvm.add %0, %1 : i32
// CHECK-NEXT:     %3 = llvm.add %2, %2 : i32
// CHECK-NEXT:     %4 = llvm.add %3, %arg0 : i32
// CHECK-NEXT:     llvm.cond_br %arg2, ^bb1(%4 : i32), ^bb2(%3 : i32)
// CHECK-NEXT:   ^bb1(%5: i32):  // 4 preds: ^bb0, ^bb1, ^bb2, ^bb2
// CHECK-NEXT:     llvm.switch %5 : i32, ^bb2(%5 : i32) [
// CHECK-NEXT:       1: ^bb2(%arg0 : i32),
// CHECK-NEXT:       2: ^bb1(%arg1 : i32)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb2(%6: i32):  // 3 preds: ^bb0, ^bb1, ^bb1
// CHECK-NEXT:     llvm.cond_br %arg2, ^bb1(%6 : i32), ^bb1(%6 : i32)
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = arith.addi %0, %0 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c1_i32_0 = arith.constant 1 : i32
// CHECK-NEXT:     %2 = arith.addi %c1_i32, %c1_i32_0 : i32
// CHECK-NEXT:     %3 = "test.region_op"() ({
// CHECK-NEXT:       %4 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:       %5 = arith.addi %4, %4 : i32
// CHECK-NEXT:       "test.yield"(%5) : (i32) -> ()
// CHECK-NEXT:     }) : () -> i32
// CHECK-NEXT:     scf.execute_region {
// CHECK-NEXT:       llvm.switch %arg0 : i32, ^bb1 [
// CHECK-NEXT:         1: ^bb1
// CHECK-NEXT:       ]
// CHECK-NEXT:     ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:       scf.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:

// GENERIC: %8 = "llvm.mul"(%arg2, %arg2) <{overflowFlags = #llvm.overflow<none>}> : (i32, i32) -> i32
// GENERIC: %9 = "llvm.mul"(%arg2, %arg3) <{overflowFlags = #llvm.overflow<none>}> : (i32, i32) -> i32
// GENERIC: %10 = "llvm.add"(%8, %9) <{overflowFlags = #llvm.overflow<none>}> : (i32, i32) -> i32
// GENERIC: %11 = "llvm.add"(%10, %10) <{overflowFlags = #llvm.overflow<none>}> : (i32, i32) -> i32
// GENERIC: %12 = "llvm.add"(%11, %arg2) <{overflowFlags = #llvm.overflow<none>}> : (i32, i32) -> i32
// GENERIC: "llvm.cond_br"(%arg4, %12, %11)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
// GENERIC: ^bb1(%13: i32):  // 4 preds: ^bb0, ^bb1, ^bb2, ^bb2
// GENERIC: "llvm.cond_br"(%arg4, %14, %14)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
// GENERIC: %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: %1 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: %4 = "arith.addi"(%2, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: %6 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: %7 = "arith.addi"(%6, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
