// An op with attribute-sized operand segments stores `operandSegmentSizes`
// as an i32 array: any other attribute in `<{...}>` fails MLIR's property
// conversion (print_idempotent fuzz finding, run s6: a type attribute there
// was read as no sizes at all, and the op printed a custom form that did
// not read back). Ops without segments ignore the key, as MLIR does.
// RUN: not mlir-opt %s --split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s

func.func @a(%lb: index) {
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i64: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  return
}
// CHECK: offset :9:3: error: invalid properties {operandSegmentSizes = array<i64: 1, 1, 1, 0>} for op scf.parallel: expected DenseI32ArrayAttr for key `value`

// -----
func.func @b() {
  "scf.parallel"() <{operandSegmentSizes = !array<i32: 0, 0, 0, 0>}> ({
    "scf.reduce"() : () -> ()
  }) : () -> ()
  return
}
// CHECK: offset :3:3: error: invalid properties {operandSegmentSizes = !array<i32: 0, 0, 0, 0>} for op scf.parallel: expected DenseI32ArrayAttr for key `value`

// -----
llvm.func @c(%a: i32) {
  %0 = "llvm.add"(%a, %a) <{operandSegmentSizes = 1 : i32}> : (i32, i32) -> i32
  llvm.return
}
// CHECK-NOT: error
