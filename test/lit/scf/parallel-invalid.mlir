// RUN: mlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics

// scf.parallel, scf.reduce and scf.reduce.return verifiers, worded as mlir-opt-19's.

func.func @a(%lb: index) {
  // expected-error @+1 {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
  "scf.parallel"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> ({
  ^bb0:
    "scf.reduce"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @b(%lb: index, %ub: index) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i) = (%lb) to (%ub) step (%c0) {
  }
  return
}

// -----

func.func @c(%lb: index, %ub: index, %s: index) {
  // expected-error @+1 {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
  "scf.parallel"(%lb, %ub, %s) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index, %j: index):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @d(%lb: index, %ub: index, %s: index) {
  // expected-error @+1 {{'scf.parallel' op expects arguments for the induction variable to be of index type}}
  "scf.parallel"(%lb, %ub, %s) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: i32):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @e(%lb: index, %ub: index, %s: index, %a: f32) {
  // expected-error @+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%a) -> f32 {
  }
  return
}

// -----

func.func @f(%lb: index, %ub: index, %s: index, %a: f32, %b: i32) {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%a) -> f32 {
    // expected-error @+1 {{'scf.reduce' op expects type of 0-th reduction operand: 'i32' to be the same as the 0-th result type: 'f32'}}
    scf.reduce(%b : i32) {
    ^bb0(%l: i32, %r2: i32):
      scf.reduce.return %l : i32
    }
  }
  return
}

// -----

func.func @g(%lb: index, %ub: index, %s: index, %a: f32) {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%a) -> f32 {
    // expected-error @+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%a : f32) {
    ^bb0(%l: f32):
      scf.reduce.return %l : f32
    }
  }
  return
}

// -----

func.func @h(%lb: index, %ub: index, %s: index, %a: f32, %b: i32) {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%a) -> f32 {
    scf.reduce(%a : f32) {
    ^bb0(%l: f32, %r2: f32):
      // expected-error @+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %b : i32
    }
  }
  return
}

// -----

func.func @i(%lb: index, %ub: index, %s: index, %a: f32) {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%a) -> f32 {
    // expected-error @+1 {{'scf.reduce' op reduction bodies must be terminated with an 'scf.reduce.return' op}}
    scf.reduce(%a : f32) {
    ^bb0(%l: f32, %r2: f32):
      "test.foo"() : () -> ()
    }
  }
  return
}

// -----

func.func @j(%lb: index, %ub: index, %s: index) {
  // expected-error @+1 {{custom op 'scf.parallel' expected 2 operands}}
  scf.parallel (%i, %j) = (%lb) to (%ub, %ub) step (%s, %s) {
  }
  return
}

// -----

func.func @k(%a: f32) {
  // expected-error @+1 {{'scf.reduce' op expects parent op 'scf.parallel'}}
  scf.reduce(%a : f32) {
  ^bb0(%l: f32, %r2: f32):
    scf.reduce.return %l : f32
  }
  return
}

// -----

func.func @l(%lb: index, %ub: index, %s: index) {
  // expected-error @+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    "test.foo"() : () -> ()
    // expected-note @+1 {{terminator here}}
    scf.yield
  }
  return
}
