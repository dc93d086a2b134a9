// How `expected-*` comments name their line: `@below`, `@above`, `@+N`,
// `@-N`, or nothing (the comment's own line). `expected-error-re` takes
// {{regex}} blocks inside the text.
// RUN: mlir-opt %s --verify-diagnostics --split-input-file

// expected-error @+2 {{use of undeclared SSA value name}}
"llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "plus"}> ({
  "llvm.call"(%a) <{callee = @g}> : (i32) -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "above"}> ({
  "llvm.call"(%a) <{callee = @g}> : (i32) -> ()
  // expected-error @above {{use of undeclared SSA value name}}
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "same-line"}> ({
  "llvm.call"(%a) <{callee = @g}> : (i32) -> () // expected-error {{undeclared SSA value}}
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "regex"}> ({
  // expected-error-re @below {{use of {{[a-z]+}} SSA value name}}
  "llvm.call"(%a) <{callee = @g}> : (i32) -> ()
  "llvm.return"() : () -> ()
}) : () -> ()
