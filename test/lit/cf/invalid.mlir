// The cf dialect's verifier messages, as mlir-opt-19 words them.
// RUN: mlir-opt %s --verify-diagnostics --split-input-file

func.func @branch_operand_count(%a: i32) {
  // expected-error @below {{branch has 1 operands for successor #0, but target block has 0}}
  cf.br ^bb1(%a : i32)
^bb1:
  return
}

// -----

func.func @branch_operand_type(%c: i1, %a: i32) {
  // expected-error @below {{type mismatch for bb argument #0 of successor #1}}
  cf.cond_br %c, ^bb1, ^bb2(%a : i32)
^bb1:
  return
^bb2(%x: i64):
  return
}

// -----

func.func @condition_type(%c: i8) {
  // expected-error @below {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i8'}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i8) -> ()
^bb1:
  return
}

// -----

func.func @case_value_type(%flag: i32) {
  // expected-error @below {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%flag)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @case_count(%flag: i32) {
  // expected-error @below {{'cf.switch' op number of case values (1) should match number of case destinations (2)}}
  "cf.switch"(%flag)[^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @case_operand_segments(%flag: i32) {
  // expected-error @below {{'cf.switch' op caseOperands count (0) does not match with the total size (1) specified in attribute 'case_operand_segments'}}
  "cf.switch"(%flag)[^bb1, ^bb1] <{case_operand_segments = array<i32: 1>, case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @missing_default(%flag: i8) {
  cf.switch %flag : i8, [
    // expected-error @below {{custom op 'cf.switch' expected 'default'}}
    300: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @case_not_integer(%flag: i8) {
  cf.switch %flag : i8, [
    default: ^bb1,
    // expected-error @below {{custom op 'cf.switch' expected integer value}}
    x: ^bb1
  ]
^bb1:
  return
}
