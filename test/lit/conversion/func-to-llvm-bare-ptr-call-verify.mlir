// The bare-pointer convention on a call whose callee cannot be converted
// (its dynamic strides have no bare pointer): MLIR still converts the call,
// passing the aligned pointers, so the llvm.call names a func.func and the
// module fails to verify after the pass. Lines are mlir-opt-19's.
// RUN: not mlir-opt %s -convert-func-to-llvm=use-bare-ptr-memref-call-conv 2>&1 | FileCheck %s

// CHECK: {{.*}}.mlir:[[@LINE+6]]:8: error: 'llvm.call' op 'g' does not reference a valid LLVM function
// CHECK-NEXT: {{^}}  %0 = call @g(%a, %b)
// CHECK: note: see current operation: %4 = "llvm.call"(%2, %3) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @g, fastmathFlags = #llvm.fastmath<none>}> : (!llvm.ptr, !llvm.ptr) -> !llvm.ptr
// CHECK-NOT: module
func.func private @g(memref<4xf32>, memref<?x?xf32, strided<[?, 1], offset: ?>>) -> memref<2xf32>
func.func @f(%a: memref<4xf32>, %b: memref<?x?xf32, strided<[?, 1], offset: ?>>) -> memref<2xf32> {
  %0 = call @g(%a, %b) : (memref<4xf32>, memref<?x?xf32, strided<[?, 1], offset: ?>>) -> memref<2xf32>
  return %0 : memref<2xf32>
}
