// REQUIRES: llmir-translate
// scf loops and ifs and a memref.realloc end to end: a buffer of 2 is filled,
// grown (or shrunk) to n by expand-realloc, the new tail filled, and the even
// entries summed with a loop-carried value; lowered through expand-realloc,
// expand-strided-metadata (the copy's subview), lower-affine,
// convert-scf-to-cf, finalize-memref-to-llvm and convert-to-llvm, translated
// to an object, linked with a C main, and run.
// RUN: mlir-opt %s -expand-realloc -expand-strided-metadata -lower-affine -convert-scf-to-cf -finalize-memref-to-llvm -convert-to-llvm -reconcile-unrealized-casts -o %t.mlir
// RUN: FileCheck %s --check-prefix=LOWERED < %t.mlir
// RUN: mlir-translate --mlir-to-object --relocation-model=pic %t.mlir -o %t.o
// RUN: cc %S/Inputs/scf_realloc_main.c %t.o -o %t.exe
// RUN: %t.exe | FileCheck %s

// LOWERED-LABEL: llvm.func @grow_and_sum(
// LOWERED-NOT: scf.
// LOWERED-NOT: memref.
// LOWERED-NOT: unrealized_conversion_cast

// CHECK: grow_and_sum(10) = 20
// CHECK-NEXT: grow_and_sum(7) = 12
// CHECK-NEXT: grow_and_sum(1) = 0
// CHECK-NEXT: grow_and_sum(2) = 0

// Entries are b[i] = i; sums the even ones below n.
func.func @grow_and_sum(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %a = memref.alloc(%c2) : memref<?xi64>
  scf.for %i = %c0 to %c2 step %c1 {
    %v = arith.index_cast %i : index to i64
    memref.store %v, %a[%i] : memref<?xi64>
  }
  %b = memref.realloc %a(%n) : memref<?xi64> to memref<?xi64>
  scf.for %i = %c2 to %n step %c1 {
    %v = arith.index_cast %i : index to i64
    memref.store %v, %b[%i] : memref<?xi64>
  }
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
    %v = memref.load %b[%i] : memref<?xi64>
    %odd = arith.andi %v, %one : i64
    %is_even = arith.cmpi eq, %odd, %zero : i64
    %next = scf.if %is_even -> (i64) {
      %s = arith.addi %acc, %v : i64
      scf.yield %s : i64
    } else {
      scf.yield %acc : i64
    }
    scf.yield %next : i64
  }
  memref.dealloc %b : memref<?xi64>
  return %sum : i64
}
