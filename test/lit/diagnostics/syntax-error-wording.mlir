// Syntax errors worded and placed as MLIR's parser words them, where
// llmir's grammar used to give a generic message.
// RUN: llmir-opt --split-input-file --verify-diagnostics %s

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
