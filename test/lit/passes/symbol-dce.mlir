// symbol-dce erases private symbols nothing live refers to; public symbols
// and what they (transitively) reference stay.
// RUN: mlir-opt %s -symbol-dce | FileCheck %s

// CHECK-NOT: @dead_private
// CHECK-DAG: llvm.func @live_private
// CHECK-DAG: llvm.mlir.global private @live_global
// CHECK-DAG: llvm.func @public_function
// CHECK-DAG: func.func private @called_by_live
// CHECK-NOT: @dead_chain
llvm.func @dead_private() attributes {sym_visibility = "private"}
llvm.func @dead_chain_a() attributes {sym_visibility = "private"} {
  llvm.call @dead_chain_b() : () -> ()
  llvm.return
}
llvm.func @dead_chain_b() attributes {sym_visibility = "private"}
llvm.func @live_private() attributes {sym_visibility = "private"} {
  %0 = llvm.mlir.addressof @live_global : !llvm.ptr
  llvm.return
}
llvm.mlir.global private @live_global(0 : i32) {sym_visibility = "private"} : i32
func.func private @called_by_live()
llvm.func @public_function() {
  llvm.call @live_private() : () -> ()
  "test.use"() {refs = [@called_by_live]} : () -> ()
  llvm.return
}
