llvm.func @f(%p: !llvm.ptr) {
  // expected-remark@+1 {{no memory effects}}
  %0 = llvm.mlir.constant(1 : i32) : i32 %1 = llvm.mlir.constant(2 : i32) : i32
  // expected-remark@+2 {{no memory}}
  // expected-remark@+1 {{no memory}}
  %2 = llvm.mlir.constant(1 : i32) : i32 %3 = llvm.mlir.constant(2 : i32) : i32
  // expected-remark@+2 {{has no}}
  // expected-remark@+1 {{has no}}
  %4 = llvm.mlir.constant(1 : i32) : i32
  // expected-remark {{no}}
  llvm.return
}
