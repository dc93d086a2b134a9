// RUN: not mlir-opt %s --split-input-file 2>&1 | FileCheck %s

// A transfer_read whose operandSegmentSizes is missing (zeros): MLIR checks
// the segment total (the AttrSizedOperandSegments trait) before the
// required attributes (OpInvariants). llmir panicked here: the verifier
// runs beside the printer, and the hand-written custom form indexed the
// empty segments; an op whose segments do not fit its slots now prints in
// the generic form, as the note shows (parse_verify_print fuzz finding
// crash-1f63386e). Expected output from mlir-opt-19.

func.func @f(%m: memref<4xf32>, %i: index, %f: f32) {
  %3 = "vector.transfer_read"(%m, %i, %f) <{operandSeg, mentSizes = array<i32: 1, 1, 1, 0>}> : (memref<4xf32>, index, f32) -> vector<4xf32>
  return
}
// CHECK: offset :12:8: error: 'vector.transfer_read' op operand count (3) does not match with the total size (0) specified in attribute 'operandSegmentSizes'
// CHECK: note: see current operation: %0 = "vector.transfer_read"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> : (memref<4xf32>, index, f32) -> vector<4xf32>

// -----
func.func @g(%m: memref<4xf32>, %i: index, %f: f32) {
  %3 = "vector.transfer_read"(%m, %i, %f) <{operandSegmentSizes = array<i32: 1, 0, 1, 1>}> : (memref<4xf32>, index, f32) -> vector<4xf32>
  return
}
// CHECK: offset :3:8: error: 'vector.transfer_read' op requires attribute 'in_bounds'
