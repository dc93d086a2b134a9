// RUN: mlir-opt %s --convert-ub-to-llvm | FileCheck %s
// RUN: mlir-opt %s --convert-ub-to-llvm=index-bitwidth=32 | FileCheck %s --check-prefix=IDX32

// Expectations are mlir-opt-19's output: ub.poison of any convertible type.

func.func @f() {
 %0 = ub.poison : i32
 %1 = ub.poison : vector<2x3xf32>
 %2 = ub.poison : index
 %3 = ub.poison : complex<f32>
 %4 = ub.poison <#ub.poison> : f64
 return
}

// CHECK: module {
// CHECK-LABEL: func.func @f() {
// CHECK-NEXT: %0 = llvm.mlir.poison : i32
// CHECK-NEXT: %1 = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %2 = llvm.mlir.poison : i64
// CHECK-NEXT: %3 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %4 = llvm.mlir.poison : f64
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// IDX32: module {
// IDX32-LABEL: func.func @f() {
// IDX32-NEXT: %0 = llvm.mlir.poison : i32
// IDX32-NEXT: %1 = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
// IDX32-NEXT: %2 = llvm.mlir.poison : i32
// IDX32-NEXT: %3 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
// IDX32-NEXT: %4 = llvm.mlir.poison : f64
// IDX32-NEXT: return
// IDX32-NEXT: }
// IDX32-NEXT: }
