// RUN: not mlir-opt %s --split-input-file 2>&1 | FileCheck %s

// An attribute variable of an assembly format whose attribute is an array
// (ODS ArrayAttr and the typed arrays built on it) is read by MLIR's typed
// parseAttribute: another kind of attribute is an error where it starts.
// llmir accepted any attribute there (found beside the print_idempotent
// finding crash-89875878). Expected output from mlir-opt-19.

func.func @c() -> complex<f32> {
  %0 = complex.constant i32 : complex<f32>
  return %0 : complex<f32>
}
// CHECK: offset :10:25: error: custom op 'complex.constant' invalid kind of attribute specified

// -----
func.func @d(%v: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.shuffle %v, %v i32 : vector<4xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
// CHECK: offset :3:30: error: custom op 'vector.shuffle' invalid kind of attribute specified
