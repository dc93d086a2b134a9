// REQUIRES: llmir-translate
// Vector ops through to a run: from_elements, shape_cast, transpose,
// outerproduct, interleave/deinterleave, a strided slice and reductions,
// lowered by convert-vector-to-llvm and convert-to-llvm, translated to an
// object, linked with a C main and run (the lowered module is the same as
// mlir-opt-19's; the results are those of clang-19 on it).
// RUN: mlir-opt %s -convert-vector-to-llvm -convert-to-llvm -reconcile-unrealized-casts -o %t.mlir
// RUN: FileCheck %s --check-prefix=LOWERED < %t.mlir
// RUN: mlir-translate --mlir-to-object --relocation-model=pic %t.mlir -o %t.o
// RUN: cc %S/Inputs/vector_main.c %t.o -o %t.exe
// RUN: %t.exe | FileCheck %s

// LOWERED-LABEL: llvm.func @vdemo(
// LOWERED-NOT: {{[ "]vector\.}}
// LOWERED-NOT: unrealized_conversion_cast

// CHECK: vdemo(1, 2, 3, 4) = 32
// CHECK-NEXT: vdemo(2, 0, 1, 5) = 7

func.func @vdemo(%a: f32, %b: f32, %c: f32, %d: f32) -> f32 attributes {llvm.emit_c_interface} {
  %v = vector.from_elements %a, %b, %c, %d : vector<4xf32>
  %m = vector.shape_cast %v : vector<4xf32> to vector<2x2xf32>
  %tm = vector.transpose %m, [1, 0] : vector<2x2xf32> to vector<2x2xf32>
  %t = vector.shape_cast %tm : vector<2x2xf32> to vector<4xf32>
  %o = vector.outerproduct %t, %v : vector<4xf32>, vector<4xf32>
  %row = vector.extract %o[1] : vector<4xf32> from vector<4x4xf32>
  %il = vector.interleave %t, %row : vector<4xf32> -> vector<8xf32>
  %s = vector.extract_strided_slice %il {offsets = [2], sizes = [4], strides = [1]} : vector<8xf32> to vector<4xf32>
  %sum = vector.reduction <add>, %s : vector<4xf32> into f32
  %even, %odd = vector.deinterleave %il : vector<8xf32> -> vector<4xf32>
  %max = vector.reduction <maxnumf>, %odd : vector<4xf32> into f32
  %r = arith.addf %sum, %max : f32
  return %r : f32
}
