// RUN: mlir-opt %s -convert-cf-to-llvm | FileCheck %s
// RUN: mlir-opt %s -convert-func-to-llvm | FileCheck %s --check-prefix=FUNC
// RUN: mlir-opt %s -convert-to-llvm=filter-dialects=cf | FileCheck %s --check-prefix=TOLLVM
// RUN: mlir-opt %s -convert-cf-to-llvm -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// convert-cf-to-llvm: branches with their operands, switch cases, and
// cf.assert splitting its block (puts of a unique private message global, then
// abort). A branch whose converted operands do not match its successor's
// argument types stays (@mismatch with convert-cf-to-llvm alone: the
// function, so its blocks, is not converted); convert-func-to-llvm converts
// the blocks first, so everything lowers (FUNC).

// CHECK: module {
// CHECK-NEXT:   llvm.mlir.global private constant @assert_msg_0(dense<[115, 101, 99, 111, 110, 100, 0]> : tensor<7xi8>) {addr_space = 0 : i32} : !llvm.array<7 x i8>
// CHECK-NEXT:   llvm.func @abort()
// CHECK-NEXT:   llvm.func @puts(!llvm.ptr)
// CHECK-NEXT:   llvm.mlir.global private constant @assert_msg(dense<[102, 105, 114, 115, 116, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
// CHECK-NEXT:   func.func @branches(%arg0: i32, %arg1: i1, %arg2: i64) -> i64 {
// CHECK-NEXT:     llvm.switch %arg0 : i32, ^bb1(%arg2 : i64) [
// CHECK-NEXT:       3: ^bb3,
// CHECK-NEXT:       7: ^bb1(%arg2 : i64)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1(%0: i64):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     llvm.cond_br %arg1, ^bb2, ^bb6
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     llvm.cond_br %arg1, ^bb3, ^bb5(%0 : i64)
// CHECK-NEXT:   ^bb3:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     llvm.cond_br %arg1, ^bb4, ^bb7
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     llvm.br ^bb5(%arg2 : i64)
// CHECK-NEXT:   ^bb5(%1: i64):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:     return %1 : i64
// CHECK-NEXT:   ^bb6:  // pred: ^bb1
// CHECK-NEXT:     %2 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT:     %3 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<6 x i8>
// CHECK-NEXT:     llvm.call @puts(%3) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.call @abort() : () -> ()
// CHECK-NEXT:     llvm.unreachable
// CHECK-NEXT:   ^bb7:  // pred: ^bb3
// CHECK-NEXT:     %4 = llvm.mlir.addressof @assert_msg_0 : !llvm.ptr
// CHECK-NEXT:     %5 = llvm.getelementptr %4[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<7 x i8>
// CHECK-NEXT:     llvm.call @puts(%5) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.call @abort() : () -> ()
// CHECK-NEXT:     llvm.unreachable
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @mismatch(%arg0: index) -> index {
// CHECK-NEXT:     cf.br ^bb1(%arg0 : index)
// CHECK-NEXT:   ^bb1(%0: index):  // pred: ^bb0
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }

// FUNC: module {
// FUNC-NEXT:   llvm.mlir.global private constant @assert_msg_0(dense<[115, 101, 99, 111, 110, 100, 0]> : tensor<7xi8>) {addr_space = 0 : i32} : !llvm.array<7 x i8>
// FUNC-NEXT:   llvm.func @abort()
// FUNC-NEXT:   llvm.func @puts(!llvm.ptr)
// FUNC-NEXT:   llvm.mlir.global private constant @assert_msg(dense<[102, 105, 114, 115, 116, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
// FUNC-NEXT:   llvm.func @branches(%arg0: i32, %arg1: i1, %arg2: i64) -> i64 {
// FUNC-NEXT:     llvm.switch %arg0 : i32, ^bb1(%arg2 : i64) [
// FUNC-NEXT:       3: ^bb3,
// FUNC-NEXT:       7: ^bb1(%arg2 : i64)
// FUNC-NEXT:     ]
// FUNC-NEXT:   ^bb1(%0: i64):  // 2 preds: ^bb0, ^bb0
// FUNC-NEXT:     llvm.cond_br %arg1, ^bb2, ^bb6
// FUNC-NEXT:   ^bb2:  // pred: ^bb1
// FUNC-NEXT:     llvm.cond_br %arg1, ^bb3, ^bb5(%0 : i64)
// FUNC-NEXT:   ^bb3:  // 2 preds: ^bb0, ^bb2
// FUNC-NEXT:     llvm.cond_br %arg1, ^bb4, ^bb7
// FUNC-NEXT:   ^bb4:  // pred: ^bb3
// FUNC-NEXT:     llvm.br ^bb5(%arg2 : i64)
// FUNC-NEXT:   ^bb5(%1: i64):  // 2 preds: ^bb2, ^bb4
// FUNC-NEXT:     llvm.return %1 : i64
// FUNC-NEXT:   ^bb6:  // pred: ^bb1
// FUNC-NEXT:     %2 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// FUNC-NEXT:     %3 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<6 x i8>
// FUNC-NEXT:     llvm.call @puts(%3) : (!llvm.ptr) -> ()
// FUNC-NEXT:     llvm.call @abort() : () -> ()
// FUNC-NEXT:     llvm.unreachable
// FUNC-NEXT:   ^bb7:  // pred: ^bb3
// FUNC-NEXT:     %4 = llvm.mlir.addressof @assert_msg_0 : !llvm.ptr
// FUNC-NEXT:     %5 = llvm.getelementptr %4[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<7 x i8>
// FUNC-NEXT:     llvm.call @puts(%5) : (!llvm.ptr) -> ()
// FUNC-NEXT:     llvm.call @abort() : () -> ()
// FUNC-NEXT:     llvm.unreachable
// FUNC-NEXT:   }
// FUNC-NEXT:   llvm.func @mismatch(%arg0: i64) -> i64 {
// FUNC-NEXT:     llvm.br ^bb1(%arg0 : i64)
// FUNC-NEXT:   ^bb1(%0: i64):  // pred: ^bb0
// FUNC-NEXT:     llvm.return %0 : i64
// FUNC-NEXT:   }
// FUNC-NEXT: }

// TOLLVM: module {
// TOLLVM-NEXT:   llvm.mlir.global private constant @assert_msg_0(dense<[115, 101, 99, 111, 110, 100, 0]> : tensor<7xi8>) {addr_space = 0 : i32} : !llvm.array<7 x i8>
// TOLLVM-NEXT:   llvm.func @abort()
// TOLLVM-NEXT:   llvm.func @puts(!llvm.ptr)
// TOLLVM-NEXT:   llvm.mlir.global private constant @assert_msg(dense<[102, 105, 114, 115, 116, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
// TOLLVM-NEXT:   func.func @branches(%arg0: i32, %arg1: i1, %arg2: i64) -> i64 {
// TOLLVM-NEXT:     llvm.switch %arg0 : i32, ^bb1(%arg2 : i64) [
// TOLLVM-NEXT:       3: ^bb3,
// TOLLVM-NEXT:       7: ^bb1(%arg2 : i64)
// TOLLVM-NEXT:     ]
// TOLLVM-NEXT:   ^bb1(%0: i64):  // 2 preds: ^bb0, ^bb0
// TOLLVM-NEXT:     llvm.cond_br %arg1, ^bb2, ^bb6
// TOLLVM-NEXT:   ^bb2:  // pred: ^bb1
// TOLLVM-NEXT:     llvm.cond_br %arg1, ^bb3, ^bb5(%0 : i64)
// TOLLVM-NEXT:   ^bb3:  // 2 preds: ^bb0, ^bb2
// TOLLVM-NEXT:     llvm.cond_br %arg1, ^bb4, ^bb7
// TOLLVM-NEXT:   ^bb4:  // pred: ^bb3
// TOLLVM-NEXT:     llvm.br ^bb5(%arg2 : i64)
// TOLLVM-NEXT:   ^bb5(%1: i64):  // 2 preds: ^bb2, ^bb4
// TOLLVM-NEXT:     return %1 : i64
// TOLLVM-NEXT:   ^bb6:  // pred: ^bb1
// TOLLVM-NEXT:     %2 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// TOLLVM-NEXT:     %3 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<6 x i8>
// TOLLVM-NEXT:     llvm.call @puts(%3) : (!llvm.ptr) -> ()
// TOLLVM-NEXT:     llvm.call @abort() : () -> ()
// TOLLVM-NEXT:     llvm.unreachable
// TOLLVM-NEXT:   ^bb7:  // pred: ^bb3
// TOLLVM-NEXT:     %4 = llvm.mlir.addressof @assert_msg_0 : !llvm.ptr
// TOLLVM-NEXT:     %5 = llvm.getelementptr %4[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<7 x i8>
// TOLLVM-NEXT:     llvm.call @puts(%5) : (!llvm.ptr) -> ()
// TOLLVM-NEXT:     llvm.call @abort() : () -> ()
// TOLLVM-NEXT:     llvm.unreachable
// TOLLVM-NEXT:   }
// TOLLVM-NEXT:   func.func @mismatch(%arg0: index) -> index {
// TOLLVM-NEXT:     cf.br ^bb1(%arg0 : index)
// TOLLVM-NEXT:   ^bb1(%0: index):  // pred: ^bb0
// TOLLVM-NEXT:     return %0 : index
// TOLLVM-NEXT:   }
// TOLLVM-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<7 x i8>, linkage = #llvm.linkage<private>, sym_name = "assert_msg_0", value = dense<[115, 101, 99, 111, 110, 100, 0]> : tensor<7xi8>, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "abort", visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "puts", visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<6 x i8>, linkage = #llvm.linkage<private>, sym_name = "assert_msg", value = dense<[102, 105, 114, 115, 116, 0]> : tensor<6xi8>, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (i32, i1, i64) -> i64, sym_name = "branches"}> ({
// GENERIC-NEXT:   ^bb0(%arg1: i32, %arg2: i1, %arg3: i64):
// GENERIC-NEXT:     "llvm.switch"(%arg1, %arg3, %arg3)[^bb1, ^bb3, ^bb1] <{case_operand_segments = array<i32: 0, 1>, case_values = dense<[3, 7]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i64, i64) -> ()
// GENERIC-NEXT:   ^bb1(%1: i64):  // 2 preds: ^bb0, ^bb0
// GENERIC-NEXT:     "llvm.cond_br"(%arg2)[^bb2, ^bb6] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
// GENERIC-NEXT:   ^bb2:  // pred: ^bb1
// GENERIC-NEXT:     "llvm.cond_br"(%arg2, %1)[^bb3, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i64) -> ()
// GENERIC-NEXT:   ^bb3:  // 2 preds: ^bb0, ^bb2
// GENERIC-NEXT:     "llvm.cond_br"(%arg2)[^bb4, ^bb7] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
// GENERIC-NEXT:   ^bb4:  // pred: ^bb3
// GENERIC-NEXT:     "llvm.br"(%arg3)[^bb5] : (i64) -> ()
// GENERIC-NEXT:   ^bb5(%2: i64):  // 2 preds: ^bb2, ^bb4
// GENERIC-NEXT:     "func.return"(%2) : (i64) -> ()
// GENERIC-NEXT:   ^bb6:  // pred: ^bb1
// GENERIC-NEXT:     %3 = "llvm.mlir.addressof"() <{global_name = @assert_msg}> : () -> !llvm.ptr
// GENERIC-NEXT:     %4 = "llvm.getelementptr"(%3) <{elem_type = !llvm.array<6 x i8>, rawConstantIndices = array<i32: 0>}> : (!llvm.ptr) -> !llvm.ptr
// GENERIC-NEXT:     "llvm.call"(%4) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @puts, fastmathFlags = #llvm.fastmath<none>}> : (!llvm.ptr) -> ()
// GENERIC-NEXT:     "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @abort, fastmathFlags = #llvm.fastmath<none>}> : () -> ()
// GENERIC-NEXT:     "llvm.unreachable"() : () -> ()
// GENERIC-NEXT:   ^bb7:  // pred: ^bb3
// GENERIC-NEXT:     %5 = "llvm.mlir.addressof"() <{global_name = @assert_msg_0}> : () -> !llvm.ptr
// GENERIC-NEXT:     %6 = "llvm.getelementptr"(%5) <{elem_type = !llvm.array<7 x i8>, rawConstantIndices = array<i32: 0>}> : (!llvm.ptr) -> !llvm.ptr
// GENERIC-NEXT:     "llvm.call"(%6) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @puts, fastmathFlags = #llvm.fastmath<none>}> : (!llvm.ptr) -> ()
// GENERIC-NEXT:     "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @abort, fastmathFlags = #llvm.fastmath<none>}> : () -> ()
// GENERIC-NEXT:     "llvm.unreachable"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (index) -> index, sym_name = "mismatch"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: index):
// GENERIC-NEXT:     "cf.br"(%arg0)[^bb1] : (index) -> ()
// GENERIC-NEXT:   ^bb1(%0: index):  // pred: ^bb0
// GENERIC-NEXT:     "func.return"(%0) : (index) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

func.func @branches(%flag: i32, %p: i1, %v: i64) -> i64 {
  cf.switch %flag : i32, [
    default: ^bb1(%v : i64),
    3: ^bb2,
    7: ^bb1(%v : i64)
  ]
^bb1(%x: i64):
  cf.assert %p, "first"
  cf.cond_br %p, ^bb2, ^bb3(%x : i64)
^bb2:
  cf.assert %p, "second"
  cf.br ^bb3(%v : i64)
^bb3(%y: i64):
  return %y : i64
}

func.func @mismatch(%i: index) -> index {
  cf.br ^bb1(%i : index)
^bb1(%j: index):
  return %j : index
}
