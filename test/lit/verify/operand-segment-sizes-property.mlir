// An op with attribute-sized operand segments stores `operandSegmentSizes`
// as an i32 array: any other attribute in `<{...}>` fails MLIR's property
// conversion (print_idempotent fuzz finding, run s6: a type attribute there
// was read as no sizes at all, and the op printed a custom form that did
// not read back), and so does one of another length. Ops without segments
// ignore the key, as MLIR does.
//
// In the attribute dictionary the sizes are copied only from an i32 array
// of one entry per operand slot; anything else leaves the property as it
// was (from `<{...}>`, else zeros), and the verifier then reports the
// operand count (finding crash-66a05425: `array<i16: 1, 0, 0>` there was
// kept, and the generic output did not read back). On an op without
// segments the key is an ordinary discardable attribute and is printed.
// Expected output from mlir-opt-19.
// RUN: not mlir-opt %s --split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s

func.func @a(%lb: index) {
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i64: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  return
}
// CHECK: offset :18:3: error: invalid properties {operandSegmentSizes = array<i64: 1, 1, 1, 0>} for op scf.parallel: expected DenseI32ArrayAttr for key `value`

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

// -----
llvm.func @d(%c: i1) {
  "llvm.cond_br"(%c) [^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0>}> : (i1) -> ()
^bb1:
  llvm.return
}
// CHECK: offset :3:3: error: invalid properties {operandSegmentSizes = array<i32: 1, 0>} for op llvm.cond_br: size mismatch in attribute conversion: 2 vs 3

// -----
llvm.func @e(%c: i1) {
  "llvm.cond_br"(%c) [^bb1, ^bb1] {operandSegmentSizes = array<i16: 1, 0, 0>} : (i1) -> ()
^bb1:
  llvm.return
}
// CHECK: offset :3:3: error: 'llvm.cond_br' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'
// CHECK: note: see current operation: "llvm.cond_br"(%arg0)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 0, 0, 0>}> : (i1) -> ()

// -----
llvm.func @f(%c: i1) {
  "llvm.cond_br"(%c) [^bb1, ^bb1] {operandSegmentSizes = array<i32: 1, 0>} : (i1) -> ()
^bb1:
  llvm.return
}
// CHECK: offset :3:3: error: 'llvm.cond_br' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'

// -----
llvm.func @g(%c: i1) {
  "llvm.cond_br"(%c) [^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> {operandSegmentSizes = array<i64: 1, 0, 0>} : (i1) -> ()
^bb1:
  llvm.return
}
// CHECK-LABEL: llvm.func @g
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1, ^bb1
// CHECK-NEXT: ^bb1:

// -----
llvm.func @h(%a: i32) -> i32 {
  %0 = "llvm.add"(%a, %a) {operandSegmentSizes = array<i16: 1>} : (i32, i32) -> i32
  llvm.return %0 : i32
}
// CHECK-LABEL: llvm.func @h
// CHECK-NEXT: llvm.add %arg0, %arg0 {operandSegmentSizes = array<i16: 1>} : i32

