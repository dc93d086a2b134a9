// An op name without a dialect prefix is looked up in the default dialect
// of the custom op around it, as MLIR's parser does: `builtin` at the top
// level and in a module, `func` in a `func.func`, none in an `llvm.func`
// or any other op; a generic op sets none of its own. What is not found is
// reported with the name that was tried.
// RUN: llmir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: not llmir-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s --check-prefix=EMPTIED
// EMPTIED-NOT: failed to verify constraint

// expected-error@+1 {{custom op 'foo' is unknown (tried 'builtin.foo' as well)}}
foo

// -----

module {
  // expected-error@+1 {{custom op 'return' is unknown (tried 'builtin.return' as well)}}
  return
}

// -----

llvm.func @f() {
  // expected-error@+2 {{Dialect `' not found for custom op 'return'  (tried '.return' as well)}}
  // expected-note@+1 {{Registered dialects: }}
  return
}

// -----

"func.func"() ({
  // expected-error@+1 {{custom op 'return' is unknown (tried 'builtin.return' as well)}}
  return
}) {function_type = () -> (), sym_name = "g"} : () -> ()

// -----

func.func @h() {
  "test.op"() ({
    // expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
    return
  }) : () -> ()
  return
}

// -----

// A generic module whose only op fails to parse is left without a block:
// that follows from the error and is not reported.
"builtin.module"() ({
  // expected-error@+1 {{custom op 'foo' is unknown (tried 'builtin.foo' as well)}}
  foo
}) : () -> ()
