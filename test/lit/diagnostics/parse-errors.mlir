// Parse errors, checked with --verify-diagnostics: each `expected-error`
// comment names a diagnostic that must be produced on the line it points
// to (`@below` = the next line), and nothing else may be reported.
// --split-input-file gives every case its own chunk, so one bad case does
// not hide the next.
// RUN: mlir-opt %s --verify-diagnostics --split-input-file

"llvm.func"() <{function_type = !llvm.func<i32 (i32)>, sym_name = "undeclared"}> ({
^bb0(%arg0: i32):
  // expected-error @below {{use of undeclared SSA value name}}
  "llvm.return"(%1) : (i32) -> ()
}) : () -> ()

// -----

"llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "call"}> ({
  // expected-error @below {{use of undeclared SSA value name}}
  "llvm.call"(%missing) <{callee = @g}> : (i32) -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "branch"}> ({
  // expected-error @below {{reference to an undefined block}}
  "llvm.br"()[^nowhere] : () -> ()
}) : () -> ()

// -----

// Operations of dialects the tool does not know need
// --allow-unregistered-dialect.
// expected-error @below {{operation being parsed with an unregistered dialect}}
"foo.op"() : () -> ()
