// The cf dialect's custom forms round trip as mlir-opt-19 prints them:
// branch operands, `cf.switch`'s case list (values printed zero-extended,
// the closing bracket on the default line when there are no cases) and
// `cf.assert`'s message; the generic form carries the segment sizes.
// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt %s --mlir-print-op-generic | mlir-opt | FileCheck %s

// CHECK-LABEL: func.func @f(
// CHECK-NEXT:    cf.assert %arg0, "Expected \22x\22 to be true"
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2 {branch_weights = array<i32: 3, 5>}
// CHECK-NEXT:  ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:    cf.switch %arg3 : i32, [
// CHECK-NEXT:      default: ^bb2,
// CHECK-NEXT:      42: ^bb3(%arg1, %arg2 : i32, i32),
// CHECK-NEXT:      4294967295: ^bb2
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
// CHECK-NEXT:    cf.br ^bb3(%arg1, %arg2 : i32, i32)
// CHECK-NEXT:  ^bb3(%1: i32, %2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:    cf.switch %arg3 : i32, [
// CHECK-NEXT:      default: ^bb4(%1 : i32)]
// CHECK-NEXT:  ^bb4(%3: i32):  // pred: ^bb3
// CHECK-NEXT:    cf.cond_br %arg0, ^bb5, ^bb5
// CHECK-NEXT:  ^bb5:  // 2 preds: ^bb4, ^bb4
// CHECK-NEXT:    return %3 : i32

// GENERIC: "cf.assert"(%{{[a-z0-9]+}}) <{msg = "Expected \22x\22 to be true"}> : (i1) -> ()
// GENERIC: "cf.cond_br"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}})[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> {branch_weights = array<i32: 3, 5>} : (i1, i32) -> ()
// GENERIC: "cf.switch"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}})[^bb2, ^bb3, ^bb2] <{case_operand_segments = array<i32: 2, 0>, case_values = dense<[42, -1]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 2>}> : (i32, i32, i32) -> ()
// GENERIC: "cf.br"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}})[^bb3] : (i32, i32) -> ()
// GENERIC: "cf.switch"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}})[^bb4] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
func.func @f(%arg0: i1, %a: i32, %b: i32, %f: i32) -> i32 {
  cf.assert %arg0, "Expected \"x\" to be true"
  cf.cond_br %arg0, ^bb1(%a : i32), ^bb2 {branch_weights = array<i32: 3, 5>}
^bb1(%x: i32):
  cf.switch %f : i32, [
    default: ^bb2,
    42: ^bb3(%a, %b : i32, i32),
    -1: ^bb2
  ]
^bb2:
  cf.br ^bb3(%a, %b : i32, i32)
^bb3(%y: i32, %z: i32):
  cf.switch %f : i32, [
    default: ^bb4(%y : i32)
  ]
^bb4(%w: i32):
  cf.cond_br %arg0, ^bb5, ^bb5
^bb5:
  return %w : i32
}

// CHECK-LABEL: func.func @truncated_cases(
// CHECK:         cf.switch %arg0 : i8, [
// CHECK-NEXT:      default: ^bb1,
// CHECK-NEXT:      44: ^bb1,
// CHECK-NEXT:      251: ^bb1
// CHECK-NEXT:    ]
func.func @truncated_cases(%flag: i8) {
  cf.switch %flag : i8, [
    default: ^bb1,
    300: ^bb1,
    -5: ^bb1
  ]
^bb1:
  return
}
