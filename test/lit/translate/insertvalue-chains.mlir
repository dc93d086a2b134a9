// REQUIRES: llmir-translate
// Chains of `llvm.insertvalue` of constants (how imported C aggregates
// look) are built in one step (`emit::const_chains`), in global
// initializers and function bodies alike, with the constants
// mlir-translate-19 folds them to: a link used twice (`%a0`, `%1`) stays a
// constant of its own, a non-constant insertion ends the chain as an
// instruction, a nested position is left to LLVM's folding, and an
// all-zero result is `zeroinitializer`.
// RUN: llmir-translate --mlir-to-llvmir %s | FileCheck %s --match-full-lines

llvm.mlir.global external @table() {addr_space = 0 : i32} : !llvm.array<3 x struct<"struct.cell", (i16, ptr)>> {
  %z = llvm.mlir.zero : !llvm.ptr
  %c1 = llvm.mlir.constant(1 : i16) : i16
  %c2 = llvm.mlir.constant(2 : i16) : i16
  %u = llvm.mlir.undef : !llvm.struct<"struct.cell", (i16, ptr)>
  %a0 = llvm.insertvalue %c1, %u[0] : !llvm.struct<"struct.cell", (i16, ptr)>
  %a1 = llvm.insertvalue %z, %a0[1] : !llvm.struct<"struct.cell", (i16, ptr)>
  %b0 = llvm.insertvalue %c2, %a0[0] : !llvm.struct<"struct.cell", (i16, ptr)>
  %arr = llvm.mlir.undef : !llvm.array<3 x struct<"struct.cell", (i16, ptr)>>
  %r0 = llvm.insertvalue %a1, %arr[0] : !llvm.array<3 x struct<"struct.cell", (i16, ptr)>>
  %r1 = llvm.insertvalue %b0, %r0[1] : !llvm.array<3 x struct<"struct.cell", (i16, ptr)>>
  %r2 = llvm.insertvalue %a1, %r1[2] : !llvm.array<3 x struct<"struct.cell", (i16, ptr)>>
  llvm.return %r2 : !llvm.array<3 x struct<"struct.cell", (i16, ptr)>>
}
llvm.mlir.global external @zeros() {addr_space = 0 : i32} : !llvm.array<4 x i32> {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %z = llvm.mlir.zero : !llvm.array<4 x i32>
  %0 = llvm.insertvalue %c0, %z[1] : !llvm.array<4 x i32>
  %1 = llvm.insertvalue %c0, %0[3] : !llvm.array<4 x i32>
  llvm.return %1 : !llvm.array<4 x i32>
}
llvm.func @store_pair(%p: !llvm.ptr, %x: i32) {
  %c7 = llvm.mlir.constant(7 : i32) : i32
  %c8 = llvm.mlir.constant(8 : i32) : i32
  %u = llvm.mlir.undef : !llvm.struct<(i32, i32, i32)>
  %0 = llvm.insertvalue %c7, %u[0] : !llvm.struct<(i32, i32, i32)>
  %1 = llvm.insertvalue %c8, %0[1] : !llvm.struct<(i32, i32, i32)>
  %2 = llvm.insertvalue %x, %1[2] : !llvm.struct<(i32, i32, i32)>
  llvm.store %2, %p : !llvm.struct<(i32, i32, i32)>, !llvm.ptr
  %3 = llvm.insertvalue %c7, %1[2] : !llvm.struct<(i32, i32, i32)>
  %4 = llvm.insertvalue %c8, %3[0] : !llvm.struct<(i32, i32, i32)>
  llvm.store %4, %p : !llvm.struct<(i32, i32, i32)>, !llvm.ptr
  %n = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, i32)>
  %5 = llvm.insertvalue %c7, %n[0, 1] : !llvm.struct<(struct<(i32, i32)>, i32)>
  %6 = llvm.insertvalue %c8, %5[1] : !llvm.struct<(struct<(i32, i32)>, i32)>
  llvm.store %6, %p : !llvm.struct<(struct<(i32, i32)>, i32)>, !llvm.ptr
  llvm.return
}

// CHECK: @table = global [3 x %struct.cell] [%struct.cell { i16 1, ptr null }, %struct.cell { i16 2, ptr undef }, %struct.cell { i16 1, ptr null }]
// CHECK: @zeros = global [4 x i32] zeroinitializer
// CHECK: define void @store_pair(ptr %0, i32 %1) {
// CHECK:   %3 = insertvalue { i32, i32, i32 } { i32 7, i32 8, i32 undef }, i32 %1, 2
// CHECK:   store { i32, i32, i32 } %3, ptr %0, align 4
// CHECK:   store { i32, i32, i32 } { i32 8, i32 8, i32 7 }, ptr %0, align 4
// CHECK:   store { { i32, i32 }, i32 } { { i32, i32 } { i32 undef, i32 7 }, i32 8 }, ptr %0, align 4
