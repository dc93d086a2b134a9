// RUN: llmir-opt --mlir-print-local-scope %s | FileCheck %s
// RUN: llmir-opt --mlir-print-local-scope --mlir-print-debuginfo %s | FileCheck %s --check-prefix=DBG
// --mlir-print-local-scope: no aliases, every attribute and location spelled
// where it is used, and no blank line after the module. CHECK lines are
// mlir-opt-19's output (the file name matched loosely).

#map = affine_map<(d0) -> (d0 + 1)>
func.func @f(%a: i32) -> i32 attributes {m = #map, t = tensor<2xi32>} {
  %0 = arith.addi %a, %a : i32 loc(#l)
  %c = arith.constant 1 : i32
  %1 = arith.addi %0, %c : i32
  return %1 : i32
}
#l = loc("x.c":1:2)

// CHECK-NOT: #map
// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: i32) -> i32 attributes {m = affine_map<(d0) -> (d0 + 1)>, t = tensor<2xi32>} {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %1 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NOT: {{.}}
// DBG-NOT: #loc
// DBG: module {
// DBG-NEXT:   func.func @f(%arg0: i32 loc("{{.*}}print-local-scope.mlir":8:14)) -> i32 attributes {m = affine_map<(d0) -> (d0 + 1)>, t = tensor<2xi32>} {
// DBG-NEXT:     %0 = arith.addi %arg0, %arg0 : i32 loc("x.c":1:2)
// DBG-NEXT:     %c1_i32 = arith.constant 1 : i32 loc("{{.*}}print-local-scope.mlir":10:8)
// DBG-NEXT:     %1 = arith.addi %0, %c1_i32 : i32 loc("{{.*}}print-local-scope.mlir":11:8)
// DBG-NEXT:     return %1 : i32 loc("{{.*}}print-local-scope.mlir":12:3)
// DBG-NEXT:   } loc("{{.*}}print-local-scope.mlir":8:1)
// DBG-NEXT: } loc("{{.*}}print-local-scope.mlir":0:0)
// DBG-NOT: {{.}}
