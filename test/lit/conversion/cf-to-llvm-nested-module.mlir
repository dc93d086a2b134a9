// RUN: mlir-opt %s -convert-cf-to-llvm | FileCheck %s

// cf.assert declares puts, abort and its message in the nearest module (MLIR's
// getParentOfType<ModuleOp>), so a nested module gets its own.

// CHECK: module {
// CHECK-NEXT:   llvm.func @abort()
// CHECK-NEXT:   llvm.func @puts(!llvm.ptr)
// CHECK-NEXT:   llvm.mlir.global private constant @assert_msg(dense<[111, 117, 116, 101, 114, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
// CHECK-NEXT:   func.func @outer(%arg0: i1) {
// CHECK-NEXT:     llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %0 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT:     %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<6 x i8>
// CHECK-NEXT:     llvm.call @puts(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.call @abort() : () -> ()
// CHECK-NEXT:     llvm.unreachable
// CHECK-NEXT:   }
// CHECK-NEXT:   module @inner {
// CHECK-NEXT:     llvm.func @abort()
// CHECK-NEXT:     llvm.func @puts(!llvm.ptr)
// CHECK-NEXT:     llvm.mlir.global private constant @assert_msg(dense<[105, 110, 110, 101, 114, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
// CHECK-NEXT:     func.func @in(%arg0: i1) {
// CHECK-NEXT:       llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:     ^bb1:  // pred: ^bb0
// CHECK-NEXT:       return
// CHECK-NEXT:     ^bb2:  // pred: ^bb0
// CHECK-NEXT:       %0 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT:       %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<6 x i8>
// CHECK-NEXT:       llvm.call @puts(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT:       llvm.call @abort() : () -> ()
// CHECK-NEXT:       llvm.unreachable
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @outer(%p: i1) {
  cf.assert %p, "outer"
  return
}

module @inner {
  func.func @in(%p: i1) {
    cf.assert %p, "inner"
    return
  }
}
