// Inlined ops get `callsite(their location at the call's)` (one location
// per original location); a call at an unknown location leaves them as
// they were. CHECK lines from mlir-opt-19 (alias numbers differ: llmir
// keeps no file locations for ops written without one).
// RUN: mlir-opt %s -inline --mlir-print-debuginfo | FileCheck %s

llvm.func @callee(%p: !llvm.ptr) -> i32 {
  %0 = llvm.load %p : !llvm.ptr -> i32 loc("callee.c":2:3)
  %1 = llvm.add %0, %0 : i32 loc("callee.c":3:3)
  llvm.return %1 : i32 loc("callee.c":4:3)
}

// CHECK-LABEL: llvm.func @caller
// CHECK-NEXT: llvm.load %arg0 : !llvm.ptr -> i32 loc(#[[S1:loc[0-9]+]])
// CHECK-NEXT: llvm.add %0, %0 : i32 loc(#[[S2:loc[0-9]+]])
// CHECK-NEXT: llvm.load %arg0 : !llvm.ptr -> i32 loc(#[[L1:loc[0-9]*]])
// CHECK-NEXT: llvm.add %2, %2 : i32 loc(#[[L2:loc[0-9]*]])
llvm.func @caller(%p: !llvm.ptr) -> i32 {
  %0 = llvm.call @callee(%p) : (!llvm.ptr) -> i32 loc("caller.c":10:5)
  %1 = llvm.call @callee(%p) : (!llvm.ptr) -> i32 loc(unknown)
  %2 = llvm.add %0, %1 : i32 loc("caller.c":11:5)
  llvm.return %2 : i32 loc("caller.c":12:5)
}

// CHECK-DAG: #[[L1]] = loc("callee.c":2:3)
// CHECK-DAG: #[[L2]] = loc("callee.c":3:3)
// CHECK-DAG: #[[CALL:loc[0-9]+]] = loc("caller.c":10:5)
// CHECK-DAG: #[[S1]] = loc(callsite(#[[L1]] at #[[CALL]]))
// CHECK-DAG: #[[S2]] = loc(callsite(#[[L2]] at #[[CALL]]))
