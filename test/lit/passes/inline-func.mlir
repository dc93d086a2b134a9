// The inliner on func functions (CHECK lines from mlir-opt-19): SCCs are
// processed callees first, self-recursive callees and calls back into a
// callee already inlined along the same chain are left alone, private
// callees with one use are moved and erased, unused private functions are
// erased, callees with several blocks are branched into, a callee holding
// an op whose dialect has no inliner interface (index) is not inlined.
// RUN: mlir-opt %s -inline -split-input-file | FileCheck %s

// A self-recursive callee is never inlined.
func.func @rec(%n: i32) -> i32 {
  %0 = call @rec(%n) : (i32) -> i32
  return %0 : i32
}
func.func @calls_rec(%n: i32) -> i32 {
  %0 = call @rec(%n) : (i32) -> i32
  return %0 : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @rec(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = call @rec(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @calls_rec(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = call @rec(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----
// Mutual recursion: the inline history stops inlining a callee into
// itself again.
func.func @ping(%n: i32) -> i32 {
  %0 = call @pong(%n) : (i32) -> i32
  return %0 : i32
}
func.func @pong(%n: i32) -> i32 {
  %0 = call @ping(%n) : (i32) -> i32
  return %0 : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @ping(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = call @pong(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pong(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = call @pong(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----
// A private callee with one use is moved in and erased; an unused private
// function is erased; a private callee with two uses is cloned twice.
func.func private @once(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func private @unused() {
  return
}
func.func private @twice(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  return %0 : i32
}
func.func @user(%a: i32) -> i32 {
  %0 = call @once(%a) : (i32) -> i32
  %1 = call @twice(%0) : (i32) -> i32
  %2 = call @twice(%1) : (i32) -> i32
  return %2 : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @user(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     %1 = arith.muli %0, %0 : i32
// CHECK-NEXT:     %2 = arith.muli %1, %1 : i32
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----
// An indirect call resolves to no callable; canonicalization turns this
// one into a direct call, which the next iteration inlines.
func.func @target(%a: i32) -> i32 {
  return %a : i32
}
func.func @indirect(%a: i32) -> i32 {
  %f = constant @target : (i32) -> i32
  %0 = call_indirect %f(%a) : (i32) -> i32
  return %0 : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @target(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @indirect(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----
// A callee with several blocks: returns become cf.br to a continuation
// block whose argument replaces the call's result.
func.func @choose(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^t, ^f
^t:
  %1 = arith.muli %a, %a : i32
  return %1 : i32
^f:
  %0 = arith.addi %b, %b : i32
  return %0 : i32
}
func.func @multi(%c: i1, %a: i32) -> i32 {
  %0 = call @choose(%c, %a, %a) : (i1, i32, i32) -> i32
  %1 = arith.muli %0, %0 : i32
  return %1 : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @choose(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %0 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %1 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @multi(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %0 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:     cf.br ^bb3(%0 : i32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:     cf.br ^bb3(%1 : i32)
// CHECK-NEXT:   ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     %3 = arith.muli %2, %2 : i32
// CHECK-NEXT:     return %3 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----
// Ops of a dialect without an inliner interface (index) make a callee
// impossible to inline; a call nested in a region is inlined there.
func.func @has_index(%a: i32) -> index {
  %0 = index.casts %a : i32 to index
  return %0 : index
}
func.func @plain(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @nested(%a: i32) -> index {
  %0 = call @has_index(%a) : (i32) -> index
  "test.one_region_op"() ({
    %1 = call @plain(%a) : (i32) -> i32
    test.region_yield %1 : i32
  }) : () -> ()
  return %0 : index
}

// CHECK: module {
// CHECK-NEXT:   func.func @has_index(%arg0: i32) -> index {
// CHECK-NEXT:     %0 = index.casts %arg0 : i32 to index
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @plain(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested(%arg0: i32) -> index {
// CHECK-NEXT:     %0 = call @has_index(%arg0) : (i32) -> index
// CHECK-NEXT:     "test.one_region_op"() ({
// CHECK-NEXT:       %1 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:       test.region_yield %1 : i32
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----
// Callees are inlined bottom-up: @top gets @mid with @leaf already in it.
func.func @leaf(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  return %0 : i32
}
func.func @mid(%a: i32) -> i32 {
  %0 = call @leaf(%a) : (i32) -> i32
  %1 = call @leaf(%0) : (i32) -> i32
  return %1 : i32
}
func.func @top(%a: i32) -> i32 {
  %0 = call @mid(%a) : (i32) -> i32
  return %0 : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @leaf(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @mid(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:     %1 = arith.muli %0, %0 : i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @top(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:     %1 = arith.muli %0, %0 : i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
