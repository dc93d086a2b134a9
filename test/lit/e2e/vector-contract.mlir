// REQUIRES: llmir-translate
// vector.contract and vector.transfer_read/transfer_write through to a run:
// a 2x3 by 3x2 matrix product accumulated into C (Dot lowering, with an
// in-bounds, an out-of-bounds (masked) and a write transfer), and 1-D dot
// products reading 8 lanes past the end of 5-element memrefs (the masked
// loads give the padding there), lowered by convert-vector-to-llvm and
// convert-to-llvm, translated to an object, linked with a C main and run.
// The lowered module is the same as mlir-opt-19's; the results are those of
// clang-19 on it.
// RUN: mlir-opt %s -convert-vector-to-llvm -convert-to-llvm -reconcile-unrealized-casts -o %t.mlir
// RUN: FileCheck %s --check-prefix=LOWERED < %t.mlir
// RUN: mlir-translate --mlir-to-object --relocation-model=pic %t.mlir -o %t.o
// RUN: cc %S/Inputs/vector_contract_main.c %t.o -o %t.exe
// RUN: %t.exe | FileCheck %s

// LOWERED-LABEL: llvm.func @matmul(
// LOWERED: llvm.intr.masked.load
// LOWERED: llvm.intr.vector.reduce.fadd
// LOWERED: llvm.intr.masked.store
// LOWERED-LABEL: llvm.func @dot(
// LOWERED-NOT: {{[ "]vector\.}}
// LOWERED-NOT: unrealized_conversion_cast

// CHECK: matmul = 17 31 46 63
// CHECK-NEXT: dot(0) = 35
// CHECK-NEXT: dot(3) = 13

func.func @matmul(%A: memref<?xf32>, %B: memref<?xf32>, %C: memref<?xf32>) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %a = vector.transfer_read %A[%c0], %pad : memref<?xf32>, vector<6xf32>
  %b = vector.transfer_read %B[%c0], %pad {in_bounds = [true]} : memref<?xf32>, vector<6xf32>
  %c = vector.transfer_read %C[%c0], %pad : memref<?xf32>, vector<4xf32>
  %a2 = vector.shape_cast %a : vector<6xf32> to vector<2x3xf32>
  %b2 = vector.shape_cast %b : vector<6xf32> to vector<3x2xf32>
  %c2 = vector.shape_cast %c : vector<4xf32> to vector<2x2xf32>
  %r = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]} %a2, %b2, %c2 : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  %r1 = vector.shape_cast %r : vector<2x2xf32> to vector<4xf32>
  vector.transfer_write %r1, %C[%c0] : vector<4xf32>, memref<?xf32>
  return
}
func.func @dot(%x: memref<?xf32>, %y: memref<?xf32>, %i: index) -> f32 attributes {llvm.emit_c_interface} {
  %pad = arith.constant 0.0 : f32
  %zero = arith.constant 0.0 : f32
  %a = vector.transfer_read %x[%i], %pad : memref<?xf32>, vector<8xf32>
  %b = vector.transfer_read %y[%i], %pad : memref<?xf32>, vector<8xf32>
  %d = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"]} %a, %b, %zero : vector<8xf32>, vector<8xf32> into f32
  return %d : f32
}
