// REQUIRES: llmir-translate
// Views of a dynamic memref end to end: subviews with dynamic offsets,
// sizes and strides, a rank-reducing subview and a collapse_shape, lowered
// through expand-strided-metadata and lower-affine (then convert-to-llvm
// does the rest), translated to an object, linked with a C main that calls
// the `_mlir_ciface_` wrappers, and run.
// RUN: mlir-opt %s -expand-strided-metadata -lower-affine -convert-to-llvm -reconcile-unrealized-casts -o %t.mlir
// RUN: FileCheck %s --check-prefix=LOWERED < %t.mlir
// RUN: mlir-translate --mlir-to-object --relocation-model=pic %t.mlir -o %t.o
// RUN: cc %S/Inputs/subview_main.c %t.o -o %t.exe
// RUN: %t.exe | FileCheck %s
// The same with finalize-memref-to-llvm named.
// RUN: mlir-opt %s -expand-strided-metadata -lower-affine -finalize-memref-to-llvm -convert-to-llvm -reconcile-unrealized-casts -o %t2.mlir
// RUN: mlir-translate --mlir-to-object --relocation-model=pic %t2.mlir -o %t2.o
// RUN: cc %S/Inputs/subview_main.c %t2.o -o %t2.exe
// RUN: %t2.exe | FileCheck %s

// LOWERED-LABEL: llvm.func @window_sum(
// LOWERED-LABEL: llvm.func @_mlir_ciface_window_sum(
// LOWERED-LABEL: llvm.func @column(
// LOWERED-LABEL: llvm.func @total(
// LOWERED-NOT: memref.
// LOWERED-NOT: affine.
// LOWERED-NOT: unrealized_conversion_cast

// CHECK: window(1, 2, 2x3) = 108
// CHECK-NEXT: window(0, 1, 3x3, step 2) = 117
// CHECK-NEXT: column 5 = 5 15 25 35
// CHECK-NEXT: total = 420

// Sum of the window m[r:r+h, c:c+w*step:step], through a subview with
// dynamic offsets, sizes and strides.
func.func @window_sum(%m: memref<?x?xf64>, %r: index, %c: index, %h: index, %w: index, %step: index) -> f64 attributes {llvm.emit_c_interface} {
  %sv = memref.subview %m[%r, %c][%h, %w][1, %step] : memref<?x?xf64> to memref<?x?xf64, strided<[?, ?], offset: ?>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  cf.br ^outer(%c0, %zero : index, f64)
^outer(%i: index, %acc: f64):
  %more_rows = arith.cmpi slt, %i, %h : index
  cf.cond_br %more_rows, ^inner(%c0, %acc : index, f64), ^done
^inner(%j: index, %a: f64):
  %more_cols = arith.cmpi slt, %j, %w : index
  cf.cond_br %more_cols, ^body, ^next
^body:
  %v = memref.load %sv[%i, %j] : memref<?x?xf64, strided<[?, ?], offset: ?>>
  %a2 = arith.addf %a, %v : f64
  %j2 = arith.addi %j, %c1 : index
  cf.br ^inner(%j2, %a2 : index, f64)
^next:
  %i2 = arith.addi %i, %c1 : index
  cf.br ^outer(%i2, %a : index, f64)
^done:
  return %acc : f64
}

// Copies column j into out, through a rank-reducing subview.
func.func @column(%m: memref<?x?xf64>, %j: index, %out: memref<?xf64>) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?x?xf64>
  %col = memref.subview %m[0, %j][%n, 1][1, 1] : memref<?x?xf64> to memref<?xf64, strided<[?], offset: ?>>
  cf.br ^loop(%c0 : index)
^loop(%i: index):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^done
^body:
  %v = memref.load %col[%i] : memref<?xf64, strided<[?], offset: ?>>
  memref.store %v, %out[%i] : memref<?xf64>
  %i2 = arith.addi %i, %c1 : index
  cf.br ^loop(%i2 : index)
^done:
  return
}

// Sum of every element, read through a collapse_shape of the matrix.
func.func @total(%m: memref<?x?xf64>) -> f64 attributes {llvm.emit_c_interface} {
  %flat = memref.collapse_shape %m [[0, 1]] : memref<?x?xf64> into memref<?xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  %n = memref.dim %flat, %c0 : memref<?xf64>
  cf.br ^loop(%c0, %zero : index, f64)
^loop(%i: index, %acc: f64):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^done
^body:
  %v = memref.load %flat[%i] : memref<?xf64>
  %acc2 = arith.addf %acc, %v : f64
  %i2 = arith.addi %i, %c1 : index
  cf.br ^loop(%i2, %acc2 : index, f64)
^done:
  return %acc : f64
}
