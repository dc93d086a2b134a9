// RUN: mlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics

// IndexSwitchOp::verify, worded as mlir-opt-19's (case regions get no implicit
// terminator).

func.func @a(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op expected region to end with scf.yield, but got test.foo}}
  scf.index_switch %i
  case 1 {
    "test.foo"() : () -> ()
  }
  default {
  }
  return
}

// -----

func.func @b(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op has duplicate case value: 1}}
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  case 1 {
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @c(%i: index, %a: i32) -> i32 {
  // expected-error @+1 {{'scf.index_switch' op expected each region to return 1 values, but default region returns 0}}
  %0 = scf.index_switch %i -> i32
  case 1 {
    scf.yield %a : i32
  }
  default {
    // expected-note @+1 {{see yield operation here}}
    scf.yield
  }
  return %0 : i32
}

// -----

func.func @d(%i: index, %a: i32, %b: i64) -> i32 {
  // expected-error @+1 {{'scf.index_switch' op expected result #0 of each region to be 'i32'}}
  %0 = scf.index_switch %i -> i32
  case 1 {
    // expected-note @+1 {{case region #0 returns 'i64' here}}
    scf.yield %b : i64
  }
  default {
    scf.yield %a : i32
  }
  return %0 : i32
}

// -----

func.func @e(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op has 1 case regions but 2 case values}}
  "scf.index_switch"(%i) <{cases = array<i64: 1, 2>}> ({
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @g(%i: index) {
  scf.index_switch %i
  case 1 {
  }
  // expected-error @+1 {{custom op 'scf.index_switch' expected 'default'}}
  return
}
