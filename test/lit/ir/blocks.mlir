// Regions, blocks and SSA values in the generic form. The printer picks
// every name itself (entry-block arguments %argN, other values %N, blocks
// ^bbN), so checks capture names in variables rather than spell them out.
// Each block header notes its predecessors.
// RUN: mlir-opt %s --mlir-print-op-generic | FileCheck %s

// CHECK-LABEL: sym_name = "select"
// CHECK-NEXT:  ^bb0(%[[COND:arg[0-9]+]]: i1, %[[A:arg[0-9]+]]: i32, %[[B:arg[0-9]+]]: i32):
// CHECK-NEXT:    "llvm.cond_br"(%[[COND]], %[[A]], %[[B]])[^bb1, ^bb2]
// CHECK-NEXT:  ^bb1(%[[X:[0-9]+]]: i32):  // pred: ^bb0
// CHECK-NEXT:    "llvm.br"(%[[X]])[^bb3] : (i32) -> ()
// CHECK-NEXT:  ^bb2(%[[Y:[0-9]+]]: i32):  // pred: ^bb0
// CHECK-NEXT:    "llvm.br"(%[[Y]])[^bb3] : (i32) -> ()
// CHECK-NEXT:  ^bb3(%[[R:[0-9]+]]: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:    "llvm.return"(%[[R]]) : (i32) -> ()
"llvm.func"() <{function_type = !llvm.func<i32 (i1, i32, i32)>, sym_name = "select", linkage = #llvm.linkage<external>, CConv = #llvm.cconv<ccc>, visibility_ = 0 : i64}> ({
^entry(%cond: i1, %a: i32, %b: i32):
  "llvm.cond_br"(%cond, %a, %b)[^then, ^else] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^then(%x: i32):
  "llvm.br"(%x)[^exit] : (i32) -> ()
^else(%y: i32):
  "llvm.br"(%y)[^exit] : (i32) -> ()
^exit(%r: i32):
  "llvm.return"(%r) : (i32) -> ()
}) : () -> ()

// CHECK-LABEL: sym_name = "add"
// CHECK:       ^bb0(%[[L:arg[0-9]+]]: i32, %[[R:arg[0-9]+]]: i32):
// CHECK-NEXT:  %[[SUM:[0-9]+]] = "llvm.add"(%[[L]], %[[R]])
// CHECK-NEXT:  "llvm.return"(%[[SUM]])
"llvm.func"() <{function_type = !llvm.func<i32 (i32, i32)>, sym_name = "add", linkage = #llvm.linkage<external>, CConv = #llvm.cconv<ccc>, visibility_ = 0 : i64}> ({
^bb0(%lhs: i32, %rhs: i32):
  %sum = "llvm.add"(%lhs, %rhs) <{overflowFlags = #llvm.overflow<none>}> : (i32, i32) -> i32
  "llvm.return"(%sum) : (i32) -> ()
}) : () -> ()
