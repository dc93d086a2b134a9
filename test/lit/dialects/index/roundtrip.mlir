// The index dialect's custom forms (types are index unless written).
// CHECK lines are mlir-opt-19's output for this file.
// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | mlir-opt | FileCheck %s

// CHECK-LABEL: func.func @index(%arg0: index, %arg1: index, %arg2: i32) -> index {
// CHECK-NEXT: %0 = index.add %arg0, %arg1
// CHECK-NEXT: %1 = index.mul %arg0, %arg1
// CHECK-NEXT: %2 = index.ceildivs %arg0, %arg1
// CHECK-NEXT: %3 = index.maxu %arg0, %arg1
// CHECK-NEXT: %4 = index.shl %arg0, %arg1
// CHECK-NEXT: %5 = index.casts %arg2 : i32 to index
// CHECK-NEXT: %6 = index.castu %arg0 : index to i64
// CHECK-NEXT: %7 = index.sizeof
// CHECK-NEXT: return %0 : index

func.func @index(%a: index, %b: index, %i: i32) -> index {
  %0 = index.add %a, %b
  %1 = index.mul %a, %b
  %2 = index.ceildivs %a, %b
  %3 = index.maxu %a, %b
  %4 = index.shl %a, %b
  %5 = index.casts %i : i32 to index
  %6 = index.castu %a : index to i64
  %7 = index.sizeof
  return %0 : index
}
