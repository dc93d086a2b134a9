// The func dialect: returns match the function, calls and constants match
// the func.func they name, declarations are private.
// RUN: mlir-opt %s --verify-diagnostics --split-input-file

// expected-error @below {{'func.func' op symbol declaration cannot have public visibility}}
func.func @public_declaration(i32)

// -----

func.func @return_count(%a: i32) {
  // expected-error @below {{'func.return' op has 1 operands, but enclosing function (@return_count) returns 0}}
  return %a : i32
}

// -----

func.func @return_type(%a: i32) -> i64 {
  // expected-error @below {{type of return operand 0 ('i32') doesn't match function result type ('i64') in function @return_type}}
  return %a : i32
}

// -----

llvm.func @not_func()
func.func @call_llvm() {
  // expected-error @below {{'func.call' op 'not_func' does not reference a valid function}}
  call @not_func() : () -> ()
  return
}

// -----

func.func private @g(i32)
func.func @call_operand(%a: i64) {
  // expected-error @below {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  call @g(%a) : (i64) -> ()
  return
}

// -----

func.func private @g() -> i32
func.func @call_result() {
  // expected-error @below {{'func.call' op result type mismatch at index 0}}
  // expected-note @below {{op result types: 'i64'}}
  // expected-note @below {{function result types: 'i32'}}
  %0 = call @g() : () -> i64
  return
}

// -----

func.func @constant() {
  // expected-error @below {{'func.constant' op reference to undefined function 'nope'}}
  %0 = func.constant @nope : () -> ()
  return
}
