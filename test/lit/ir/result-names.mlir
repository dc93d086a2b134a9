// Ops that name their results in the custom form (MLIR's getAsmResultNames):
// arith.constant spells its value and type; duplicate names get `_N` from
// one conflict counter that sibling regions restart from their parent's
// value. The generic form keeps plain numbers.
// RUN: mlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @names
// GENERIC: %0 = "arith.constant"() <{value = 1 : i64}> : () -> i64
func.func @names() -> i64 {
  // CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
  %0 = arith.constant 1 : i64
  // CHECK-NEXT: %c1_i64_0 = arith.constant 1 : i64
  %1 = arith.constant 1 : i64
  // CHECK-NEXT: %true = arith.constant true
  %t = arith.constant true
  // CHECK-NEXT: %false = arith.constant false
  %f = arith.constant false
  // CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
  %2 = arith.constant -1 : i8
  // CHECK-NEXT: %c3 = arith.constant 3 : index
  %3 = arith.constant 3 : index
  // CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
  %4 = arith.constant 1.0 : f32
  // CHECK-NEXT: %cst_1 = arith.constant dense<1> : vector<2xi32>
  %5 = arith.constant dense<1> : vector<2xi32>
  // Named results take no number: the next unnamed result is %0.
  // CHECK-NEXT: %0 = "test.r"() ({
  %6 = "test.r"() ({
    // CHECK-NEXT: %c1_i64_2 = arith.constant 1 : i64
    %7 = arith.constant 1 : i64
    "test.y"(%7) : (i64) -> ()
  }, {
    // CHECK: %c1_i64_2 = arith.constant 1 : i64
    // CHECK-NEXT: %c1_i64_3 = arith.constant 1 : i64
    // CHECK-NEXT: "test.y"(%c1_i64_2)
    %8 = arith.constant 1 : i64
    %9 = arith.constant 1 : i64
    "test.y"(%8) : (i64) -> ()
  }) : () -> i64
  // CHECK: return %c1_i64_0 : i64
  return %1 : i64
}
