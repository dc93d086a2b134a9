// canonicalize folds LLVM dialect ops as MLIR 19 does: icmp of a value with
// itself, chains of casts, GEPs with constant indices, extractvalue through
// insertvalue chains, and constant zext/shl/or.
// RUN: mlir-opt %s -split-input-file -pass-pipeline='builtin.module(llvm.func(canonicalize))' | FileCheck %s

// CHECK-LABEL: @icmp_same
// CHECK-NEXT: %[[T:.*]] = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %[[F:.*]] = llvm.mlir.constant(dense<false> : vector<2xi1>) : vector<2xi1>
// CHECK-NEXT: %[[S:.*]] = llvm.icmp "slt"
// CHECK-NEXT: llvm.call @use(%[[T]], %[[F]], %[[S]])
llvm.func @use(i1, vector<2xi1>, i1)
llvm.func @icmp_same(%a: i32, %v: vector<2xi32>) {
  %0 = llvm.icmp "eq" %a, %a : i32
  %1 = llvm.icmp "ne" %v, %v : vector<2xi32>
  %2 = llvm.icmp "slt" %a, %a : i32
  llvm.call @use(%0, %1, %2) : (i1, vector<2xi1>, i1) -> ()
  llvm.return
}

// -----

// CHECK-LABEL: @casts
// CHECK-SAME: (%[[X:.*]]: i32, %[[P:.*]]: !llvm.ptr)
// CHECK-NEXT: %[[B:.*]] = llvm.bitcast %[[X]] : i32 to vector<2xi16>
// CHECK-NEXT: %[[A:.*]] = llvm.addrspacecast %[[P]] : !llvm.ptr to !llvm.ptr<2>
// CHECK-NEXT: llvm.call @sink(%[[X]], %[[B]], %[[P]], %[[A]])
llvm.func @sink(i32, vector<2xi16>, !llvm.ptr, !llvm.ptr<2>)
llvm.func @casts(%x: i32, %p: !llvm.ptr) {
  %0 = llvm.bitcast %x : i32 to f32
  %1 = llvm.bitcast %0 : f32 to i32
  %2 = llvm.bitcast %0 : f32 to vector<2xi16>
  %3 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
  %4 = llvm.addrspacecast %3 : !llvm.ptr<1> to !llvm.ptr
  %5 = llvm.addrspacecast %3 : !llvm.ptr<1> to !llvm.ptr<2>
  llvm.call @sink(%1, %2, %4, %5) : (i32, vector<2xi16>, !llvm.ptr, !llvm.ptr<2>) -> ()
  llvm.return
}

// -----

// CHECK-LABEL: @geps
// CHECK-SAME: (%[[P:.*]]: !llvm.ptr)
// CHECK-NEXT: llvm.mlir.undef
// CHECK-NEXT: %[[G:.*]] = llvm.getelementptr inbounds %[[P]][0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[H:.*]] = llvm.getelementptr %[[P]][2] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.insertvalue %[[P]], %{{.*}}[0]
// CHECK-NEXT: llvm.insertvalue %[[G]], %{{.*}}[1]
// CHECK-NEXT: llvm.insertvalue %[[H]], %{{.*}}[2]
llvm.func @geps(%p: !llvm.ptr) -> !llvm.struct<(ptr, ptr, ptr)> {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %0 = llvm.getelementptr %p[%c0] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  %1 = llvm.getelementptr inbounds %p[%c0, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  %2 = llvm.getelementptr %p[%c2] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  %u = llvm.mlir.undef : !llvm.struct<(ptr, ptr, ptr)>
  %s0 = llvm.insertvalue %0, %u[0] : !llvm.struct<(ptr, ptr, ptr)>
  %s1 = llvm.insertvalue %1, %s0[1] : !llvm.struct<(ptr, ptr, ptr)>
  %s2 = llvm.insertvalue %2, %s1[2] : !llvm.struct<(ptr, ptr, ptr)>
  llvm.return %s2 : !llvm.struct<(ptr, ptr, ptr)>
}

// -----

// CHECK-LABEL: @extract_through_inserts
// CHECK-SAME: (%[[A:.*]]: i32, %[[B:.*]]: i32, %[[ARR:.*]]: !llvm.array<4 x f32>)
// CHECK-NOT: llvm.insertvalue %[[A]]
// CHECK: %[[E:.*]] = llvm.extractvalue %[[ARR]][1] : !llvm.array<4 x f32>
// CHECK: llvm.call @take(%[[A]], %[[B]], %[[E]])
llvm.func @take(i32, i32, f32)
llvm.func @extract_through_inserts(%a: i32, %b: i32, %arr: !llvm.array<4 x f32>) {
  %f = llvm.mlir.constant(0.0 : f32) : f32
  %u = llvm.mlir.undef : !llvm.struct<(i32, i32)>
  %0 = llvm.insertvalue %a, %u[0] : !llvm.struct<(i32, i32)>
  %1 = llvm.insertvalue %b, %0[1] : !llvm.struct<(i32, i32)>
  %2 = llvm.extractvalue %1[0] : !llvm.struct<(i32, i32)>
  %3 = llvm.extractvalue %1[1] : !llvm.struct<(i32, i32)>
  %4 = llvm.insertvalue %f, %arr[0] : !llvm.array<4 x f32>
  %5 = llvm.extractvalue %4[1] : !llvm.array<4 x f32>
  llvm.call @take(%2, %3, %5) : (i32, i32, f32) -> ()
  llvm.return
}

// -----

// A prefix overlap stops the search: %arr replaced [0] after [0, 0] was set.
// CHECK-LABEL: @extract_overlap
// CHECK: llvm.insertvalue
// CHECK: llvm.insertvalue
// CHECK: llvm.extractvalue
llvm.func @extract_overlap(%arr: !llvm.array<4 x f32>) -> f32 {
  %f = llvm.mlir.constant(0.0 : f32) : f32
  %u = llvm.mlir.undef : !llvm.array<4 x !llvm.array<4 x f32>>
  %1 = llvm.insertvalue %f, %u[0, 0] : !llvm.array<4 x !llvm.array<4 x f32>>
  %2 = llvm.insertvalue %arr, %1[0] : !llvm.array<4 x !llvm.array<4 x f32>>
  %3 = llvm.extractvalue %2[0, 0] : !llvm.array<4 x !llvm.array<4 x f32>>
  llvm.return %3 : f32
}

// -----

// CHECK-LABEL: @integer_folds
// CHECK-DAG: llvm.mlir.constant(4294967295 : i64) : i64
// CHECK-DAG: llvm.mlir.constant(5760 : i32) : i32
// CHECK-DAG: llvm.mlir.constant(13 : i32) : i32
// CHECK-DAG: llvm.mlir.constant(0 : i64) : i64
// CHECK-NOT: llvm.zext
// CHECK-NOT: llvm.shl
// CHECK-NOT: llvm.or
llvm.func @sink4(i64, i32, i32, i64)
llvm.func @integer_folds() {
  %m1 = llvm.mlir.constant(-1 : i32) : i32
  %z = llvm.zext %m1 : i32 to i64
  %c45 = llvm.mlir.constant(45 : i32) : i32
  %c7 = llvm.mlir.constant(7 : i32) : i32
  %s = llvm.shl %c45, %c7 : i32
  %c5 = llvm.mlir.constant(5 : i32) : i32
  %c9 = llvm.mlir.constant(9 : i32) : i32
  %o = llvm.or %c5, %c9 : i32
  %zero = llvm.mlir.zero : i32
  %zz = llvm.zext %zero : i32 to i64
  llvm.call @sink4(%z, %s, %o, %zz) : (i64, i32, i32, i64) -> ()
  llvm.return
}

// -----

// Shifting by the bit width or more is poison: left alone.
// CHECK-LABEL: @shl_too_far
// CHECK: llvm.shl
llvm.func @shl_too_far() -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c32 = llvm.mlir.constant(32 : i32) : i32
  %s = llvm.shl %c1, %c32 : i32
  llvm.return %s : i32
}

// -----

// Commutative ops keep their constant operands last; GEP indices that are
// `index`-typed constants fold too.
// CHECK-LABEL: @commutative
// CHECK-SAME: (%[[A:.*]]: i64, %[[P:.*]]: !llvm.ptr)
// CHECK: %[[C:.*]] = llvm.mlir.constant(7 : index) : i64
// CHECK: llvm.mul %[[A]], %[[C]] : i64
// CHECK: llvm.getelementptr %[[P]][7] : (!llvm.ptr) -> !llvm.ptr, f32
llvm.func @commutative(%a: i64, %p: !llvm.ptr) -> !llvm.ptr {
  %c = llvm.mlir.constant(7 : index) : i64
  %0 = llvm.mul %c, %a : i64
  %1 = llvm.getelementptr %p[%c] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %2 = llvm.getelementptr %1[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.return %2 : !llvm.ptr
}
