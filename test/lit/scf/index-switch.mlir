// RUN: mlir-opt %s -allow-unregistered-dialect | FileCheck %s

// scf.index_switch's custom form: cases on new lines, case regions printed with
// their terminators, the default one eliding an empty scf.yield (mlir-opt-19's output).

func.func @f(%i: index, %a: i32, %b: i32) -> i32 {
  %0 = scf.index_switch %i -> i32
  case 2 {
    scf.yield %a : i32
  }
  case -5 {
    %c = arith.addi %a, %b : i32
    scf.yield %c : i32
  }
  default {
    scf.yield %b : i32
  }
  scf.index_switch %i
  case 1 {
    "test.foo"() : () -> ()
    scf.yield
  }
  default {
  }
  scf.index_switch %i {foo = 1 : i32}
  default {
    "test.bar"() : () -> ()
  }
  return %0 : i32
}

// CHECK-LABEL: func.func @f(%arg0: index, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> i32
// CHECK-NEXT: case 2 {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: case -5 {
// CHECK-NEXT: %1 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.index_switch %arg0
// CHECK-NEXT: case 1 {
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: scf.index_switch %arg0 {foo = 1 : i32}
// CHECK-NEXT: default {
// CHECK-NEXT: "test.bar"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
