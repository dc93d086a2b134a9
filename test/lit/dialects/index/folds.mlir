// RUN: mlir-opt %s -canonicalize | FileCheck %s

// The index dialect's folds as mlir-opt-19 does them: width-independent
// results always, width-dependent ones only when the 32- and 64-bit
// results agree; identities; cmp(sub(x, y), 0) -> cmp(x, y); casts.

// CHECK: module {
// CHECK-LABEL: func.func @binary() -> (index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT: %idx-5 = index.constant -5
// CHECK-NEXT: %idx-4294967303 = index.constant -4294967303
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %idx-3 = index.constant -3
// CHECK-NEXT: %idx-4 = index.constant -4
// CHECK-NEXT: return %idx-5, %idx-4294967303, %idx0, %idx0, %idx-5, %idx-4294967303, %idx-3, %idx-3, %idx-4 : index, index, index, index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @width_dependent() -> (index, index, index, index, index, index, index, index) {
// CHECK-NEXT: %idx-7 = index.constant -7
// CHECK-NEXT: %idx4294967296 = index.constant 4294967296
// CHECK-NEXT: %idx33 = index.constant 33
// CHECK-NEXT: %idx1 = index.constant 1
// CHECK-NEXT: %0 = index.divs %idx-7, %idx4294967296
// CHECK-NEXT: %1 = index.remu %idx-7, %idx33
// CHECK-NEXT: %2 = index.mins %idx4294967296, %idx1
// CHECK-NEXT: %3 = index.shl %idx1, %idx33
// CHECK-NEXT: %4 = index.shrs %idx-7, %idx33
// CHECK-NEXT: %5 = index.ceildivu %idx4294967296, %idx33
// CHECK-NEXT: return %idx-7, %0, %1, %idx-7, %2, %3, %4, %5 : index, index, index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @width_independent() -> (index, index, index, index, index, index, index) {
// CHECK-NEXT: %idx2 = index.constant 2
// CHECK-NEXT: %idx100 = index.constant 100
// CHECK-NEXT: %idx7 = index.constant 7
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %idx2147483648 = index.constant 2147483648
// CHECK-NEXT: %idx15 = index.constant 15
// CHECK-NEXT: return %idx2, %idx2, %idx100, %idx7, %idx0, %idx2147483648, %idx15 : index, index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @division_by_zero(%arg0: index) -> (index, index) {
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %idx5 = index.constant 5
// CHECK-NEXT: %0 = index.divs %idx5, %idx0
// CHECK-NEXT: %1 = index.remu %idx5, %idx0
// CHECK-NEXT: return %0, %1 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @identities(%arg0: index) -> (index, index, index, index, index) {
// CHECK-NEXT: %idx1 = index.constant 1
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %0 = index.add %arg0, %idx1
// CHECK-NEXT: return %arg0, %arg0, %arg0, %idx0, %0 : index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @compare(%arg0: index, %arg1: index) -> (i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %idx4294967296 = index.constant 4294967296
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %true = index.bool.constant true
// CHECK-NEXT: %false = index.bool.constant false
// CHECK-NEXT: %0 = index.cmp eq(%idx4294967296, %idx0)
// CHECK-NEXT: %1 = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT: %2 = index.cmp uge(%arg1, %arg0)
// CHECK-NEXT: return %true, %false, %0, %true, %false, %1, %2 : i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @casts() -> (i8, i64, i64, i32, index, index, index) {
// CHECK-NEXT: %idx4294967295 = index.constant 4294967295
// CHECK-NEXT: %idx-1 = index.constant -1
// CHECK-NEXT: %idx4294967297 = index.constant 4294967297
// CHECK-NEXT: %0 = index.casts %idx-1 : index to i8
// CHECK-NEXT: %1 = index.casts %idx-1 : index to i64
// CHECK-NEXT: %2 = index.castu %idx-1 : index to i64
// CHECK-NEXT: %3 = index.castu %idx4294967297 : index to i32
// CHECK-NEXT: return %0, %1, %2, %3, %idx-1, %idx4294967295, %idx-1 : i8, i64, i64, i32, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @binary() -> (index, index, index, index, index, index, index, index, index) {
  %a = index.constant -7
  %b = index.constant 2
  %big = index.constant 4294967296
  %0 = index.add %a, %b
  %1 = index.sub %a, %big
  %2 = index.mul %big, %big
  %3 = index.and %a, %b
  %4 = index.or %a, %b
  %5 = index.xor %a, %big
  %6 = index.divs %a, %b
  %7 = index.ceildivs %a, %b
  %8 = index.floordivs %a, %b
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : index, index, index, index, index, index, index, index, index
}

// Results that differ between 32- and 64-bit indices are not folded.
func.func @width_dependent() -> (index, index, index, index, index, index, index, index) {
  %a = index.constant -7
  %big = index.constant 4294967296
  %c33 = index.constant 33
  %one = index.constant 1
  %0 = index.divu %a, %one
  %1 = index.divs %a, %big
  %2 = index.remu %a, %c33
  %3 = index.maxu %a, %big
  %4 = index.mins %big, %one
  %5 = index.shl %one, %c33
  %6 = index.shrs %a, %c33
  %7 = index.ceildivu %big, %c33
  return %0, %1, %2, %3, %4, %5, %6, %7 : index, index, index, index, index, index, index, index
}

func.func @width_independent() -> (index, index, index, index, index, index, index) {
  %a = index.constant 100
  %b = index.constant 7
  %m = index.constant -2147483648
  %n = index.constant -1
  %0 = index.remu %a, %b
  %1 = index.rems %a, %b
  %2 = index.maxs %a, %b
  %3 = index.minu %a, %b
  %4 = index.shru %a, %b
  %5 = index.divs %m, %n
  %6 = index.ceildivu %a, %b
  return %0, %1, %2, %3, %4, %5, %6 : index, index, index, index, index, index, index
}

func.func @division_by_zero(%x: index) -> (index, index) {
  %z = index.constant 0
  %a = index.constant 5
  %0 = index.divs %a, %z
  %1 = index.remu %a, %z
  return %0, %1 : index, index
}

func.func @identities(%x: index) -> (index, index, index, index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %0 = index.add %x, %c0
  %1 = index.sub %x, %c0
  %2 = index.mul %x, %c1
  %3 = index.mul %c0, %x
  %4 = index.add %c1, %x
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}

func.func @compare(%x: index, %y: index) -> (i1, i1, i1, i1, i1, i1, i1) {
  %a = index.constant -1
  %b = index.constant 1
  %big = index.constant 4294967296
  %c0 = index.constant 0
  %0 = index.cmp slt(%a, %b)
  %1 = index.cmp ult(%a, %b)
  %2 = index.cmp eq(%big, %c0)
  %3 = index.cmp sle(%x, %x)
  %4 = index.cmp ugt(%x, %x)
  %s = index.sub %x, %y
  %5 = index.cmp slt(%s, %c0)
  %6 = index.cmp uge(%c0, %s)
  return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1, i1
}

func.func @casts() -> (i8, i64, i64, i32, index, index, index) {
  %a = index.constant -1
  %big = index.constant 4294967297
  %0 = index.casts %a : index to i8
  %1 = index.casts %a : index to i64
  %2 = index.castu %a : index to i64
  %3 = index.castu %big : index to i32
  %c = arith.constant -1 : i32
  %4 = index.casts %c : i32 to index
  %5 = index.castu %c : i32 to index
  %t = arith.constant true
  %6 = index.casts %t : i1 to index
  return %0, %1, %2, %3, %4, %5, %6 : i8, i64, i64, i32, index, index, index
}
