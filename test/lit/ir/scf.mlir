// The scf ops llmir registers: scf.execute_region (an optional arrow type
// list, its region printed with terminators, attributes after it) and
// scf.yield, in the custom and the generic form, checked against
// mlir-opt-19 (the verifier: scf-invalid.mlir).
// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt %s --mlir-print-op-generic | mlir-opt | FileCheck %s

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (i32) -> (i32, i64), sym_name = "f"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: i32):
// GENERIC-NEXT:     %0 = "scf.execute_region"() ({
// GENERIC-NEXT:       "scf.yield"(%arg0) : (i32) -> ()
// GENERIC-NEXT:     }) : () -> i32
// GENERIC-NEXT:     %1:2 = "scf.execute_region"() ({
// GENERIC-NEXT:       %2 = "arith.constant"() <{value = 1 : i64}> : () -> i64
// GENERIC-NEXT:       "cf.br"()[^bb1] : () -> ()
// GENERIC-NEXT:     ^bb1:  // pred: ^bb0
// GENERIC-NEXT:       "scf.yield"(%arg0, %2) : (i32, i64) -> ()
// GENERIC-NEXT:     }) {foo} : () -> (i32, i64)
// GENERIC-NEXT:     "scf.execute_region"() ({
// GENERIC-NEXT:       "scf.yield"() : () -> ()
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:     "func.return"(%0, %1#1) : (i32, i64) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: i32) -> (i32, i64) {
// CHECK-NEXT:     %0 = scf.execute_region -> i32 {
// CHECK-NEXT:       scf.yield %arg0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1:2 = scf.execute_region -> (i32, i64) {
// CHECK-NEXT:       %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT:       cf.br ^bb1
// CHECK-NEXT:     ^bb1:  // pred: ^bb0
// CHECK-NEXT:       scf.yield %arg0, %c1_i64 : i32, i64
// CHECK-NEXT:     } {foo}
// CHECK-NEXT:     scf.execute_region {
// CHECK-NEXT:       scf.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0, %1#1 : i32, i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @f(%a: i32) -> (i32, i64) {
  %0 = scf.execute_region -> i32 {
    scf.yield %a : i32
  }
  %1:2 = scf.execute_region -> (i32, i64) {
    %c = arith.constant 1 : i64
    cf.br ^bb1
  ^bb1:
    scf.yield %a, %c : i32, i64
  } {foo}
  scf.execute_region {
    scf.yield
  }
  return %0, %1#1 : i32, i64
}
