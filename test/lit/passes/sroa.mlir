// sroa cases upstream's sroa.mlir does not cover: unused fields dropped,
// nested arrays destructured in rounds, memset and memcpy split per field,
// and what blocks destructuring; alone and followed by mem2reg. Output
// checked line by line against mlir-opt-19.
// RUN: mlir-opt %s -sroa --split-input-file | FileCheck %s --check-prefix=SROA
// RUN: mlir-opt %s -sroa -mem2reg --split-input-file | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   llvm.func @pair(%arg0: i32, %arg1: f64) -> f64 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     llvm.return %arg1 : f64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// SROA: module {
// SROA-NEXT:   llvm.func @pair(%arg0: i32, %arg1: f64) -> f64 {
// SROA-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
// SROA-NEXT:     %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
// SROA-NEXT:     %2 = llvm.alloca %0 x f64 : (i32) -> !llvm.ptr
// SROA-NEXT:     llvm.store %arg1, %2 : f64, !llvm.ptr
// SROA-NEXT:     llvm.store %arg0, %1 : i32, !llvm.ptr
// SROA-NEXT:     %3 = llvm.load %2 : !llvm.ptr -> f64
// SROA-NEXT:     llvm.return %3 : f64
// SROA-NEXT:   }
// SROA-NEXT: }
// Only the used fields of a struct get their own slot (a memory benefit);
// sub-allocas come in the order the accessors were met, and mem2reg then
// promotes them.
llvm.func @pair(%a: i32, %b: f64) -> f64 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %s = llvm.alloca %0 x !llvm.struct<"pair", (i32, f64, i8)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %f1 = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"pair", (i32, f64, i8)>
  llvm.store %b, %f1 : f64, !llvm.ptr
  llvm.store %a, %s : i32, !llvm.ptr
  %r = llvm.load %f1 : !llvm.ptr -> f64
  llvm.return %r : f64
}

// -----
// CHECK: module {
// CHECK-NEXT:   llvm.func @matrix(%arg0: i16) -> i16 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     llvm.return %arg0 : i16
// CHECK-NEXT:   }
// CHECK-NEXT: }
// SROA: module {
// SROA-NEXT:   llvm.func @matrix(%arg0: i16) -> i16 {
// SROA-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
// SROA-NEXT:     %1 = llvm.alloca %0 x i16 : (i32) -> !llvm.ptr
// SROA-NEXT:     llvm.store %arg0, %1 : i16, !llvm.ptr
// SROA-NEXT:     %2 = llvm.load %1 : !llvm.ptr -> i16
// SROA-NEXT:     llvm.return %2 : i16
// SROA-NEXT:   }
// SROA-NEXT: }
// An array of arrays: a byte-offset GEP reaches the inner element through
// two rounds of destructuring.
llvm.func @matrix(%x: i16) -> i16 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %m = llvm.alloca %0 x !llvm.array<3 x array<4 x i16>> : (i32) -> !llvm.ptr
  %e = llvm.getelementptr %m[0, 2, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<3 x array<4 x i16>>
  llvm.store %x, %e : i16, !llvm.ptr
  %b = llvm.getelementptr %m[22] : (!llvm.ptr) -> !llvm.ptr, i8
  %y = llvm.load %b : !llvm.ptr -> i16
  llvm.return %y : i16
}

// -----
// CHECK: module {
// CHECK-NEXT:   llvm.func @fill_and_copy(%arg0: i8, %arg1: !llvm.ptr) -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT:     %2 = llvm.mlir.constant(6 : i32) : i32
// CHECK-NEXT:     %3 = llvm.mlir.constant(16 : i32) : i32
// CHECK-NEXT:     %4 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:     "llvm.intr.memset"(%1, %arg0, %4) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
// CHECK-NEXT:     %5 = llvm.getelementptr %arg1[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32, i64)>
// CHECK-NEXT:     %6 = llvm.mlir.constant(8 : i32) : i32
// CHECK-NEXT:     %7 = llvm.load %5 : !llvm.ptr -> i64
// CHECK-NEXT:     %8 = llvm.load %1 : !llvm.ptr -> i32
// CHECK-NEXT:     %9 = llvm.trunc %7 : i64 to i32
// CHECK-NEXT:     %10 = llvm.add %8, %9 : i32
// CHECK-NEXT:     llvm.return %10 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// SROA: module {
// SROA-NEXT:   llvm.func @fill_and_copy(%arg0: i8, %arg1: !llvm.ptr) -> i32 {
// SROA-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
// SROA-NEXT:     %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
// SROA-NEXT:     %2 = llvm.alloca %0 x i64 : (i32) -> !llvm.ptr
// SROA-NEXT:     %3 = llvm.mlir.constant(6 : i32) : i32
// SROA-NEXT:     %4 = llvm.mlir.constant(16 : i32) : i32
// SROA-NEXT:     %5 = llvm.mlir.constant(2 : i32) : i32
// SROA-NEXT:     "llvm.intr.memset"(%1, %arg0, %5) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
// SROA-NEXT:     %6 = llvm.getelementptr %arg1[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32, i64)>
// SROA-NEXT:     %7 = llvm.mlir.constant(8 : i32) : i32
// SROA-NEXT:     "llvm.intr.memcpy"(%2, %6, %7) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// SROA-NEXT:     %8 = llvm.load %1 : !llvm.ptr -> i32
// SROA-NEXT:     %9 = llvm.load %2 : !llvm.ptr -> i32
// SROA-NEXT:     %10 = llvm.add %8, %9 : i32
// SROA-NEXT:     llvm.return %10 : i32
// SROA-NEXT:   }
// SROA-NEXT: }
// A memset over a struct becomes one memset per used field, cut to what
// the original covered; a memcpy into a struct, one copy per used field
// through GEPs into the source.
llvm.func @fill_and_copy(%v: i8, %src: !llvm.ptr) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %s = llvm.alloca %0 x !llvm.struct<(i8, i32, i64)> : (i32) -> !llvm.ptr
  %t = llvm.alloca %0 x !llvm.struct<(i32, f32, i64)> : (i32) -> !llvm.ptr
  %len = llvm.mlir.constant(6 : i32) : i32
  %full = llvm.mlir.constant(16 : i32) : i32
  "llvm.intr.memset"(%s, %v, %len) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
  "llvm.intr.memcpy"(%t, %src, %full) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  %p = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i32, i64)>
  %a = llvm.load %p : !llvm.ptr -> i32
  %q = llvm.getelementptr %t[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32, i64)>
  %b = llvm.load %q : !llvm.ptr -> i32
  %c = llvm.add %a, %b : i32
  llvm.return %c : i32
}

// -----
// CHECK: module {
// CHECK-NEXT:   llvm.func @escape(!llvm.ptr)
// CHECK-NEXT:   llvm.func @blocked(%arg0: i32) -> i64 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %1 = llvm.alloca %0 x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
// CHECK-NEXT:     %2 = llvm.alloca %0 x !llvm.array<4 x i32> : (i32) -> !llvm.ptr
// CHECK-NEXT:     %3 = llvm.alloca %0 x !llvm.array<17 x i32> : (i32) -> !llvm.ptr
// CHECK-NEXT:     %4 = llvm.alloca %0 x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
// CHECK-NEXT:     %5 = llvm.getelementptr %1[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
// CHECK-NEXT:     %6 = llvm.load %5 : !llvm.ptr -> i64
// CHECK-NEXT:     %7 = llvm.getelementptr %2[0, %arg0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<4 x i32>
// CHECK-NEXT:     llvm.store %arg0, %7 : i32, !llvm.ptr
// CHECK-NEXT:     llvm.store %arg0, %3 : i32, !llvm.ptr
// CHECK-NEXT:     llvm.call @escape(%4) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.return %6 : i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// SROA: module {
// SROA-NEXT:   llvm.func @escape(!llvm.ptr)
// SROA-NEXT:   llvm.func @blocked(%arg0: i32) -> i64 {
// SROA-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
// SROA-NEXT:     %1 = llvm.alloca %0 x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
// SROA-NEXT:     %2 = llvm.alloca %0 x !llvm.array<4 x i32> : (i32) -> !llvm.ptr
// SROA-NEXT:     %3 = llvm.alloca %0 x !llvm.array<17 x i32> : (i32) -> !llvm.ptr
// SROA-NEXT:     %4 = llvm.alloca %0 x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
// SROA-NEXT:     %5 = llvm.getelementptr %1[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
// SROA-NEXT:     %6 = llvm.load %5 : !llvm.ptr -> i64
// SROA-NEXT:     %7 = llvm.getelementptr %2[0, %arg0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<4 x i32>
// SROA-NEXT:     llvm.store %arg0, %7 : i32, !llvm.ptr
// SROA-NEXT:     llvm.store %arg0, %3 : i32, !llvm.ptr
// SROA-NEXT:     llvm.call @escape(%4) : (!llvm.ptr) -> ()
// SROA-NEXT:     llvm.return %6 : i64
// SROA-NEXT:   }
// SROA-NEXT: }
// What blocks destructuring: an access past the field (through a derived
// pointer), a dynamic index, an array too long to split, an escaping
// pointer.
llvm.func @escape(!llvm.ptr)
llvm.func @blocked(%i: i32) -> i64 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %0 x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  %b = llvm.alloca %0 x !llvm.array<4 x i32> : (i32) -> !llvm.ptr
  %c = llvm.alloca %0 x !llvm.array<17 x i32> : (i32) -> !llvm.ptr
  %d = llvm.alloca %0 x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  %a1 = llvm.getelementptr %a[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  %wide = llvm.load %a1 : !llvm.ptr -> i64
  %b1 = llvm.getelementptr %b[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<4 x i32>
  llvm.store %i, %b1 : i32, !llvm.ptr
  llvm.store %i, %c : i32, !llvm.ptr
  llvm.call @escape(%d) : (!llvm.ptr) -> ()
  llvm.return %wide : i64
}
