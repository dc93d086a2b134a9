// RUN: llmir-opt --canonicalize --mlir-print-debuginfo %s | FileCheck %s
// An op a pass makes without a location (here the constant that
// canonicalize materialises for the two folded addressof ops) prints
// loc(unknown), as mlir-opt-19 prints it. CHECK lines are mlir-opt-19's.

llvm.func @addressof() {
  %0 = llvm.mlir.addressof @foo : !llvm.ptr
  %1 = llvm.mlir.addressof @foo : !llvm.ptr
  llvm.call @bar(%0, %1) : (!llvm.ptr, !llvm.ptr) -> ()
  llvm.return
}
llvm.mlir.global constant @foo() : i32
llvm.func @bar(!llvm.ptr, !llvm.ptr)

// CHECK: module {
// CHECK-NEXT:   llvm.func @addressof() {
// CHECK-NEXT:     %0 = llvm.mlir.addressof @foo : !llvm.ptr loc(#loc2)
// CHECK-NEXT:     llvm.call @bar(%0, %0) : (!llvm.ptr, !llvm.ptr) -> () loc(#loc3)
// CHECK-NEXT:     llvm.return loc(#loc4)
// CHECK-NEXT:   } loc(#loc1)
// CHECK-NEXT:   llvm.mlir.global external constant @foo() {addr_space = 0 : i32} : i32 loc(#loc5)
// CHECK-NEXT:   llvm.func @bar(!llvm.ptr, !llvm.ptr) loc(#loc6)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}debuginfo-unknown-locations.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("{{.*}}debuginfo-unknown-locations.mlir":6:1)
// CHECK-NEXT: #loc2 = loc(unknown)
// CHECK-NEXT: #loc3 = loc("{{.*}}debuginfo-unknown-locations.mlir":9:3)
// CHECK-NEXT: #loc4 = loc("{{.*}}debuginfo-unknown-locations.mlir":10:3)
// CHECK-NEXT: #loc5 = loc("{{.*}}debuginfo-unknown-locations.mlir":12:1)
// CHECK-NEXT: #loc6 = loc("{{.*}}debuginfo-unknown-locations.mlir":13:1)
