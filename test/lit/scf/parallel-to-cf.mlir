// RUN: mlir-opt %s -allow-unregistered-dialect -convert-scf-to-cf | FileCheck %s

// scf.parallel lowered by convert-scf-to-cf (ParallelLowering: a nest of scf.for carrying
// the reductions, then ForLowering); mlir-opt-19's output.

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
// CHECK-NEXT: cf.br ^bb1(%arg0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb3(%arg0 : index)
// CHECK-NEXT: ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT: %3 = arith.cmpi slt, %2, %arg1 : index
// CHECK-NEXT: cf.cond_br %3, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: "test.foo"(%0, %2) : (index, index) -> ()
// CHECK-NEXT: %4 = arith.addi %2, %arg2 : index
// CHECK-NEXT: cf.br ^bb3(%4 : index)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT: %5 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%5 : index)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb7(%arg0, %arg3 : index, f32)
// CHECK-NEXT: ^bb7(%6: index, %7: f32):  // 2 preds: ^bb6, ^bb8
// CHECK-NEXT: %8 = arith.cmpi slt, %6, %arg1 : index
// CHECK-NEXT: cf.cond_br %8, ^bb8, ^bb9
// CHECK-NEXT: ^bb8:  // pred: ^bb7
// CHECK-NEXT: %9 = "test.val"(%6) : (index) -> f32
// CHECK-NEXT: %10 = arith.addf %7, %9 : f32
// CHECK-NEXT: %11 = arith.addi %6, %arg2 : index
// CHECK-NEXT: cf.br ^bb7(%11, %10 : index, f32)
// CHECK-NEXT: ^bb9:  // pred: ^bb7
// CHECK-NEXT: return %7 : f32
// CHECK-LABEL: func.func @par_a(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32) -> (f32, i32) {
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg3, %arg4 : index, f32, i32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32, %2: i32):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT: %3 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %3, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb3(%arg0, %1, %2 : index, f32, i32)
// CHECK-NEXT: ^bb3(%4: index, %5: f32, %6: i32):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT: %7 = arith.cmpi slt, %4, %arg1 : index
// CHECK-NEXT: cf.cond_br %7, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: %8 = "test.val"(%0, %4) : (index, index) -> f32
// CHECK-NEXT: %9 = "test.ival"(%0) : (index) -> i32
// CHECK-NEXT: %10 = arith.mulf %5, %8 : f32
// CHECK-NEXT: %11 = arith.addi %6, %9 : i32
// CHECK-NEXT: %12 = arith.addi %4, %arg2 : index
// CHECK-NEXT: cf.br ^bb3(%12, %10, %11 : index, f32, i32)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT: %13 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%13, %5, %6 : index, f32, i32)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT: return %1, %2 : f32, i32
// CHECK-LABEL: func.func @par_b(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb11
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb12
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb3(%arg0 : index)
// CHECK-NEXT: ^bb3(%2: index):  // 2 preds: ^bb2, ^bb10
// CHECK-NEXT: %3 = arith.cmpi slt, %2, %arg1 : index
// CHECK-NEXT: cf.cond_br %3, ^bb4, ^bb11
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: cf.br ^bb5(%0 : index)
// CHECK-NEXT: ^bb5(%4: index):  // 2 preds: ^bb4, ^bb9
// CHECK-NEXT: %5 = arith.cmpi slt, %4, %arg1 : index
// CHECK-NEXT: cf.cond_br %5, ^bb6, ^bb10
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT: cf.br ^bb7(%arg0 : index)
// CHECK-NEXT: ^bb7(%6: index):  // 2 preds: ^bb6, ^bb8
// CHECK-NEXT: %7 = arith.cmpi slt, %6, %0 : index
// CHECK-NEXT: cf.cond_br %7, ^bb8, ^bb9
// CHECK-NEXT: ^bb8:  // pred: ^bb7
// CHECK-NEXT: "test.foo"(%2, %4, %6) : (index, index, index) -> ()
// CHECK-NEXT: %8 = arith.addi %6, %arg2 : index
// CHECK-NEXT: cf.br ^bb7(%8 : index)
// CHECK-NEXT: ^bb9:  // pred: ^bb7
// CHECK-NEXT: %9 = arith.addi %4, %arg2 : index
// CHECK-NEXT: cf.br ^bb5(%9 : index)
// CHECK-NEXT: ^bb10:  // pred: ^bb5
// CHECK-NEXT: %10 = arith.addi %2, %arg2 : index
// CHECK-NEXT: cf.br ^bb3(%10 : index)
// CHECK-NEXT: ^bb11:  // pred: ^bb3
// CHECK-NEXT: %11 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%11 : index)
// CHECK-NEXT: ^bb12:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-LABEL: func.func @par_c(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg3 : index, f32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb6
// CHECK-NEXT: %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %2, ^bb2, ^bb7
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %3 = "test.cond"() : () -> i1
// CHECK-NEXT: cf.cond_br %3, ^bb3, ^bb4
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: %4 = "test.val"(%0) : (index) -> f32
// CHECK-NEXT: cf.br ^bb5(%4 : f32)
// CHECK-NEXT: ^bb4:  // pred: ^bb2
// CHECK-NEXT: cf.br ^bb5(%arg3 : f32)
// CHECK-NEXT: ^bb5(%5: f32):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT: cf.br ^bb6
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT: %6 = arith.maximumf %1, %5 : f32
// CHECK-NEXT: %7 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%7, %6 : index, f32)
// CHECK-NEXT: ^bb7:  // pred: ^bb1
// CHECK-NEXT: return %1 : f32
