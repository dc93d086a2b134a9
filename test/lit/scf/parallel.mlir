// RUN: mlir-opt %s -allow-unregistered-dialect | FileCheck %s

// scf.parallel, scf.reduce and scf.reduce.return: custom forms (an empty scf.reduce
// put back by ensureTerminator), mlir-opt-19's output.

func.func @par1(%lb: index, %ub: index, %s: index, %a: f32) -> f32 {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) {
    "test.foo"(%i, %j) : (index, index) -> ()
  }
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%a) -> f32 {
    %x = "test.val"(%i) : (index) -> f32
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r2: f32):
      %y = arith.addf %l, %r2 : f32
      scf.reduce.return %y : f32
    }
  }
  return %r : f32
}

func.func @par_a(%lb: index, %ub: index, %s: index, %a: f32, %b: i32) -> (f32, i32) {
  %r:2 = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) init (%a, %b) -> (f32, i32) {
    %x = "test.val"(%i, %j) : (index, index) -> f32
    %y = "test.ival"(%i) : (index) -> i32
    scf.reduce(%x, %y : f32, i32) {
    ^bb0(%l: f32, %r2: f32):
      %z = arith.mulf %l, %r2 : f32
      scf.reduce.return %z : f32
    }, {
    ^bb0(%l: i32, %r2: i32):
      %z = arith.addi %l, %r2 : i32
      scf.reduce.return %z : i32
    }
  } {foo}
  return %r#0, %r#1 : f32, i32
}

func.func @par_b(%lb: index, %ub: index, %s: index) {
  scf.for %k = %lb to %ub step %s {
    scf.parallel (%i, %j, %l) = (%lb, %k, %lb) to (%ub, %ub, %k) step (%s, %s, %s) {
      "test.foo"(%i, %j, %l) : (index, index, index) -> ()
      scf.reduce
    }
  }
  return
}

func.func @par_c(%lb: index, %ub: index, %s: index, %a: f32) -> f32 {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%a) -> (f32) {
    %c = "test.cond"() : () -> i1
    %v = scf.if %c -> f32 {
      %x = "test.val"(%i) : (index) -> f32
      scf.yield %x : f32
    } else {
      scf.yield %a : f32
    }
    scf.reduce(%v : f32) {
    ^bb0(%l: f32, %r2: f32):
      %z = arith.maximumf %l, %r2 : f32
      scf.reduce.return %z : f32
    }
  }
  return %r : f32
}

// CHECK-LABEL: func.func @par1(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT: scf.parallel (%arg4, %arg5) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) {
// CHECK-NEXT: "test.foo"(%arg4, %arg5) : (index, index) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.parallel (%arg4) = (%arg0) to (%arg1) step (%arg2) init (%arg3) -> f32 {
// CHECK-NEXT: %1 = "test.val"(%arg4) : (index) -> f32
// CHECK-NEXT: scf.reduce(%1 : f32) {
// CHECK-NEXT: ^bb0(%arg5: f32, %arg6: f32):
// CHECK-NEXT: %2 = arith.addf %arg5, %arg6 : f32
// CHECK-NEXT: scf.reduce.return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-LABEL: func.func @par_a(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32) -> (f32, i32) {
// CHECK-NEXT: %0:2 = scf.parallel (%arg5, %arg6) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) init (%arg3, %arg4) -> (f32, i32) {
// CHECK-NEXT: %1 = "test.val"(%arg5, %arg6) : (index, index) -> f32
// CHECK-NEXT: %2 = "test.ival"(%arg5) : (index) -> i32
// CHECK-NEXT: scf.reduce(%1, %2 : f32, i32) {
// CHECK-NEXT: ^bb0(%arg7: f32, %arg8: f32):
// CHECK-NEXT: %3 = arith.mulf %arg7, %arg8 : f32
// CHECK-NEXT: scf.reduce.return %3 : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg7: i32, %arg8: i32):
// CHECK-NEXT: %3 = arith.addi %arg7, %arg8 : i32
// CHECK-NEXT: scf.reduce.return %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: } {foo}
// CHECK-NEXT: return %0#0, %0#1 : f32, i32
// CHECK-LABEL: func.func @par_b(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: scf.for %arg3 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: scf.parallel (%arg4, %arg5, %arg6) = (%arg0, %arg3, %arg0) to (%arg1, %arg1, %arg3) step (%arg2, %arg2, %arg2) {
// CHECK-NEXT: "test.foo"(%arg4, %arg5, %arg6) : (index, index, index) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-LABEL: func.func @par_c(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT: %0 = scf.parallel (%arg4) = (%arg0) to (%arg1) step (%arg2) init (%arg3) -> f32 {
// CHECK-NEXT: %1 = "test.cond"() : () -> i1
// CHECK-NEXT: %2 = scf.if %1 -> (f32) {
// CHECK-NEXT: %3 = "test.val"(%arg4) : (index) -> f32
// CHECK-NEXT: scf.yield %3 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce(%2 : f32) {
// CHECK-NEXT: ^bb0(%arg5: f32, %arg6: f32):
// CHECK-NEXT: %3 = arith.maximumf %arg5, %arg6 : f32
// CHECK-NEXT: scf.reduce.return %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
