// mem2reg through the memory intrinsics: a memset of a whole integer slot
// is the repeated byte (built at run time, constant or not, as MLIR 19
// does; float slots are not promoted), memcpy/memmove/memcpy.inline of a
// whole slot become a load from the source or a store to the
// destination; volatile, partial and self copies block promotion. Output
// checked line by line against mlir-opt-19.
// RUN: mlir-opt %s -mem2reg --split-input-file | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   llvm.func @basic_memset(%arg0: i8) -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:     %2 = llvm.zext %arg0 : i8 to i32
// CHECK-NEXT:     %3 = llvm.mlir.constant(8 : i32) : i32
// CHECK-NEXT:     %4 = llvm.shl %2, %3 : i32
// CHECK-NEXT:     %5 = llvm.or %2, %4  : i32
// CHECK-NEXT:     %6 = llvm.mlir.constant(16 : i32) : i32
// CHECK-NEXT:     %7 = llvm.shl %5, %6 : i32
// CHECK-NEXT:     %8 = llvm.or %5, %7  : i32
// CHECK-NEXT:     llvm.return %8 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
llvm.func @basic_memset(%v: i8) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %len = llvm.mlir.constant(4 : i32) : i32
  "llvm.intr.memset"(%1, %v, %len) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
  %2 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return %2 : i32
}

// -----
// CHECK: module {
// CHECK-NEXT:   llvm.func @memset_constant() -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %1 = llvm.mlir.constant(42 : i8) : i8
// CHECK-NEXT:     %2 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:     %3 = llvm.zext %1 : i8 to i32
// CHECK-NEXT:     %4 = llvm.mlir.constant(8 : i32) : i32
// CHECK-NEXT:     %5 = llvm.shl %3, %4 : i32
// CHECK-NEXT:     %6 = llvm.or %3, %5  : i32
// CHECK-NEXT:     %7 = llvm.mlir.constant(16 : i32) : i32
// CHECK-NEXT:     %8 = llvm.shl %6, %7 : i32
// CHECK-NEXT:     %9 = llvm.or %6, %8  : i32
// CHECK-NEXT:     llvm.return %9 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
llvm.func @memset_constant() -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %v = llvm.mlir.constant(42 : i8) : i8
  %len = llvm.mlir.constant(4 : i32) : i32
  "llvm.intr.memset"(%1, %v, %len) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
  %2 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return %2 : i32
}

// -----
// CHECK: module {
// CHECK-NEXT:   llvm.func @memset_i40(%arg0: i8) -> i40 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %1 = llvm.mlir.constant(5 : i32) : i32
// CHECK-NEXT:     %2 = llvm.zext %arg0 : i8 to i40
// CHECK-NEXT:     %3 = llvm.mlir.constant(8 : i40) : i40
// CHECK-NEXT:     %4 = llvm.shl %2, %3 : i40
// CHECK-NEXT:     %5 = llvm.or %2, %4  : i40
// CHECK-NEXT:     %6 = llvm.mlir.constant(16 : i40) : i40
// CHECK-NEXT:     %7 = llvm.shl %5, %6 : i40
// CHECK-NEXT:     %8 = llvm.or %5, %7  : i40
// CHECK-NEXT:     %9 = llvm.mlir.constant(32 : i40) : i40
// CHECK-NEXT:     %10 = llvm.shl %8, %9 : i40
// CHECK-NEXT:     %11 = llvm.or %8, %10  : i40
// CHECK-NEXT:     llvm.return %11 : i40
// CHECK-NEXT:   }
// CHECK-NEXT: }
llvm.func @memset_i40(%v: i8) -> i40 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x i40 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %len = llvm.mlir.constant(5 : i32) : i32
  "llvm.intr.memset"(%1, %v, %len) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
  %2 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> i40
  llvm.return %2 : i40
}

// -----
// CHECK: module {
// CHECK-NEXT:   llvm.func @memset_f32(%arg0: i8) -> f32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %1 = llvm.alloca %0 x f32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
// CHECK-NEXT:     %2 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:     "llvm.intr.memset"(%1, %arg0, %2) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
// CHECK-NEXT:     %3 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> f32
// CHECK-NEXT:     llvm.return %3 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
llvm.func @memset_f32(%v: i8) -> f32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x f32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %len = llvm.mlir.constant(4 : i32) : i32
  "llvm.intr.memset"(%1, %v, %len) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
  %2 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> f32
  llvm.return %2 : f32
}

// -----
// CHECK: module {
// CHECK-NEXT:   llvm.func @memset_volatile_partial_i10(%arg0: i8) -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %1 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
// CHECK-NEXT:     %2 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
// CHECK-NEXT:     %3 = llvm.alloca %0 x i10 {alignment = 4 : i64} : (i32) -> !llvm.ptr
// CHECK-NEXT:     %4 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:     %5 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:     "llvm.intr.memset"(%1, %arg0, %4) <{isVolatile = true}> : (!llvm.ptr, i8, i32) -> ()
// CHECK-NEXT:     "llvm.intr.memset"(%2, %arg0, %5) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
// CHECK-NEXT:     "llvm.intr.memset"(%3, %arg0, %5) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
// CHECK-NEXT:     %6 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT:     %7 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT:     %8 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> i10
// CHECK-NEXT:     llvm.return %6 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
llvm.func @memset_volatile_partial_i10(%v: i8) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %2 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %3 = llvm.alloca %0 x i10 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %len = llvm.mlir.constant(4 : i32) : i32
  %len2 = llvm.mlir.constant(2 : i32) : i32
  "llvm.intr.memset"(%1, %v, %len) <{isVolatile = true}> : (!llvm.ptr, i8, i32) -> ()
  "llvm.intr.memset"(%2, %v, %len2) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
  "llvm.intr.memset"(%3, %v, %len2) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
  %4 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> i32
  %5 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> i32
  %6 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> i10
  llvm.return %4 : i32
}

// -----
// CHECK: module {
// CHECK-NEXT:   llvm.func @memcpy_in(%arg0: !llvm.ptr) -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:     %2 = llvm.load %arg0 : !llvm.ptr -> i32
// CHECK-NEXT:     llvm.return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
llvm.func @memcpy_in(%src: !llvm.ptr) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
  %len = llvm.mlir.constant(4 : i32) : i32
  "llvm.intr.memcpy"(%1, %src, %len) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  %2 = llvm.load %1 : !llvm.ptr -> i32
  llvm.return %2 : i32
}

// -----
// CHECK: module {
// CHECK-NEXT:   llvm.func @memcpy_out(%arg0: !llvm.ptr) -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %1 = llvm.mlir.constant(42 : i32) : i32
// CHECK-NEXT:     %2 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:     llvm.store %1, %arg0 : i32, !llvm.ptr
// CHECK-NEXT:     llvm.return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
llvm.func @memcpy_out(%dst: !llvm.ptr) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %data = llvm.mlir.constant(42 : i32) : i32
  %len = llvm.mlir.constant(4 : i32) : i32
  %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
  llvm.store %data, %1 : i32, !llvm.ptr
  "llvm.intr.memcpy"(%dst, %1, %len) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  %2 = llvm.load %1 : !llvm.ptr -> i32
  llvm.return %2 : i32
}

// -----
// CHECK: module {
// CHECK-NEXT:   llvm.func @double_memcpy() -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %1 = llvm.mlir.constant(42 : i32) : i32
// CHECK-NEXT:     %2 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:     llvm.return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
llvm.func @double_memcpy() -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %data = llvm.mlir.constant(42 : i32) : i32
  %len = llvm.mlir.constant(4 : i32) : i32
  %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
  %2 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
  llvm.store %data, %1 : i32, !llvm.ptr
  "llvm.intr.memcpy"(%2, %1, %len) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  %res = llvm.load %2 : !llvm.ptr -> i32
  llvm.return %res : i32
}

// -----
// CHECK: module {
// CHECK-NEXT:   llvm.func @self_partial_volatile(%arg0: !llvm.ptr) -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:     %2 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:     %3 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT:     %4 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT:     %5 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT:     "llvm.intr.memcpy"(%3, %3, %1) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// CHECK-NEXT:     "llvm.intr.memcpy"(%4, %arg0, %2) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// CHECK-NEXT:     "llvm.intr.memmove"(%5, %arg0, %1) <{isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// CHECK-NEXT:     %6 = llvm.load %3 : !llvm.ptr -> i32
// CHECK-NEXT:     %7 = llvm.load %4 : !llvm.ptr -> i32
// CHECK-NEXT:     %8 = llvm.load %5 : !llvm.ptr -> i32
// CHECK-NEXT:     llvm.return %6 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
llvm.func @self_partial_volatile(%src: !llvm.ptr) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %len = llvm.mlir.constant(4 : i32) : i32
  %len2 = llvm.mlir.constant(2 : i32) : i32
  %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
  %2 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
  %3 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
  "llvm.intr.memcpy"(%1, %1, %len) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  "llvm.intr.memcpy"(%2, %src, %len2) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  "llvm.intr.memmove"(%3, %src, %len) <{isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  %a = llvm.load %1 : !llvm.ptr -> i32
  %b = llvm.load %2 : !llvm.ptr -> i32
  %c = llvm.load %3 : !llvm.ptr -> i32
  llvm.return %a : i32
}

// -----
// CHECK: module {
// CHECK-NEXT:   llvm.func @memmove_and_inline(%arg0: !llvm.ptr) -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:     %2 = llvm.load %arg0 : !llvm.ptr -> i32
// CHECK-NEXT:     %3 = llvm.load %arg0 : !llvm.ptr -> i32
// CHECK-NEXT:     %4 = llvm.add %2, %3 : i32
// CHECK-NEXT:     llvm.return %4 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
llvm.func @memmove_and_inline(%src: !llvm.ptr) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %len = llvm.mlir.constant(4 : i32) : i32
  %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
  %2 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
  "llvm.intr.memmove"(%1, %src, %len) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  "llvm.intr.memcpy.inline"(%2, %src) <{isVolatile = false, len = 4 : i32}> : (!llvm.ptr, !llvm.ptr) -> ()
  %a = llvm.load %1 : !llvm.ptr -> i32
  %b = llvm.load %2 : !llvm.ptr -> i32
  %c = llvm.add %a, %b : i32
  llvm.return %c : i32
}
