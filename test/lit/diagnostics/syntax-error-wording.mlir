// Syntax errors worded and placed as MLIR's parser words them, where
// llmir's grammar used to give a generic message.
// RUN: llmir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error@+1 {{expected '->' in function type}}
func.func private @foo( ()

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error@+1 {{expected '->' in function type}}
  %1 = llvm.alloca %p x i32 : (!llvm.ptr) } -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error@+1 {{expected SSA operand}}
  %2 = llvm.load ) %p : !llvm.ptr -> i16
  llvm.return
}

// -----

llvm.func @g(i32)
llvm.func @f(%a: i32) {
  // expected-error@+1 {{expected SSA operand}}
  llvm.call @g(,) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @g(i32, i32)
llvm.func @f(%a: i32) {
  // expected-error@+1 {{expected SSA operand}}
  llvm.call @g(%a, ) : (i32, i32) -> ()
  llvm.return
}

// -----

llvm.func @f(%a: i64) {
  %1 = // expected-error {{expected operation name in quotes}}
    %a : i64 to !llvm.ptr
  llvm.return
}

// -----

// MLIR reports a wrong token that starts a line at the end of the last
// line above with more than blanks and a comment: the function's header.
llvm.func @f() { // expected-error {{expected operation name in quotes}}
  // (A comment in between is skipped.)
  i32
  llvm.return
}

// -----

// expected-error@+1 {{expected '{' to begin a region}}
module i1

// -----

llvm.func @f() {
  // expected-error@+1 {{expected '=' after SSA name}}
  %0 f32 llvm.mlir.constant(1 : i32) : i32
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error@+1 {{expected integer number of results}}
  %0 : i32 = llvm.mlir.constant(1 : i32) : i32
  llvm.return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{expected ')' to end operand list}}
  "test.foo"(%a %a) : (i32, i32) -> ()
  return
}

// -----

llvm.func @f(%callee: !llvm.ptr, %arg: i8) {
  // expected-error@+1 {{expected ')' in operand list}}
  llvm.call %callee(%arg %callee) : !llvm.ptr, (i8) -> (i8)
  llvm.return
}

// -----

// expected-error@+1 {{expected 'x' in dimension list}}
func.func @f(%a: vector<4 f32>) {
  return
}

// -----

llvm.func @f(%x: i32) {
  // A keyword the custom form wants is reported at the token found, under
  // the op's name (`parseKeyword`), unlike punctuation.
  // expected-error@+1 {{custom op 'llvm.bitcast' expected 'to'}}
  %c = llvm.bitcast %x : i32 2 to f32
  llvm.return
}

// -----

// An array attribute has no trailing comma.
// expected-error@+1 {{expected attribute value}}
llvm.func @f() attributes {passthrough = [["readonly", ]]}
