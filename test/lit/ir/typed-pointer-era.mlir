// The typed-pointer era's op forms (../shared/spec/llvm-dialect.md and the
// 2019 dialect) read into today's ops: the loaded and stored types and the
// GEP element type come from the pointer's pointee, `llvm.mlir.null` is
// `llvm.mlir.zero`, and every pointer becomes opaque.
// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s | mlir-opt | FileCheck %s

// CHECK-LABEL: llvm.func @typed
llvm.func @typed(%p: !llvm.ptr<f32>, %q: !llvm.ptr<ptr<i8>, 3>, %i: i64) -> f32 {
  // CHECK: %[[V:.*]] = llvm.load %arg0 : !llvm.ptr -> f32
  %0 = llvm.load %p : !llvm.ptr<f32>
  // CHECK: llvm.load volatile %arg1 {alignment = 8 : i64} : !llvm.ptr<3> -> !llvm.ptr
  %1 = llvm.load volatile %q {alignment = 8 : i64} : !llvm.ptr<ptr<i8>, 3>
  // CHECK: llvm.store %[[V]], %arg0 : f32, !llvm.ptr
  llvm.store %0, %p : !llvm.ptr<f32>
  // CHECK: llvm.mlir.zero : !llvm.ptr
  %2 = llvm.mlir.null : !llvm.ptr<func<void ()>>
  // CHECK: llvm.getelementptr inbounds %arg0[%arg2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %3 = llvm.getelementptr inbounds %p[%i] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
  // CHECK: llvm.getelementptr %arg0[1] : (!llvm.ptr) -> !llvm.ptr, f32
  %4 = llvm.getelementptr %p[1] : (!llvm.ptr<f32>) -> !llvm.ptr<f32>
  llvm.return %0 : f32
}

// The 2019 spelling: LLVM IR types in strings.
// CHECK-LABEL: llvm.func @legacy
llvm.func @legacy() -> !llvm.float {
  // CHECK: %[[C:.*]] = llvm.mlir.constant(4 : index) : i64
  %c4 = llvm.mlir.constant(4 : index) : !llvm.i64
  // CHECK: %[[A:.*]] = llvm.alloca %[[C]] x f32 : (i64) -> !llvm.ptr
  %0 = llvm.alloca %c4 x !llvm.float : (!llvm.i64) -> !llvm<"float*">
  // CHECK: %[[G:.*]] = llvm.getelementptr %[[A]][%[[C]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %1 = llvm.getelementptr %0[%c4] : (!llvm<"float*">, !llvm.i64) -> !llvm<"float*">
  // CHECK: llvm.store %{{.*}}, %[[G]] : f32, !llvm.ptr
  %cf = llvm.mlir.constant(42.0 : f32) : !llvm.float
  llvm.store %cf, %1 : !llvm<"float*">
  // CHECK: llvm.load %[[G]] : !llvm.ptr -> f32
  %3 = llvm.load %1 : !llvm<"float*">
  // CHECK: llvm.mlir.zero : !llvm.ptr
  %4 = llvm.mlir.null : !llvm<"void()*">
  llvm.return %3 : !llvm.float
}
