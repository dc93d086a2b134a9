// Pipeline and option errors read like mlir-opt's and fail the run.
// RUN: not mlir-opt %s -p 'builtin.module(no-such-pass)' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not mlir-opt %s -p 'builtin.module(cse,)' 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not mlir-opt %s -p 'canonicalize' 2>&1 | FileCheck %s --check-prefix=ANCHOR
// RUN: not mlir-opt %s -p 'builtin.module(llvm.func(canonicalize)' 2>&1 | FileCheck %s --check-prefix=UNBALANCED
// RUN: not mlir-opt %s -p 'builtin.module(cse))' 2>&1 | FileCheck %s --check-prefix=EXTRA
// RUN: not mlir-opt %s -p 'builtin.module(func.func(cse)x)' 2>&1 | FileCheck %s --check-prefix=COMMA
// RUN: not mlir-opt %s -p 'builtin.module(canonicalize{max-iterations=2)' 2>&1 | FileCheck %s --check-prefix=BRACE
// RUN: not mlir-opt %s -p 'builtin.module(canonicalize{bogus=1})' 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not mlir-opt %s -p 'builtin.module(canonicalize{max-iterations=abc})' 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: not mlir-opt %s -p 'builtin.module(cse)' -cse 2>&1 | FileCheck %s --check-prefix=BOTH
// RUN: not mlir-opt %s -p 'llvm.func(cse)' 2>&1 | FileCheck %s --check-prefix=ROOT
// RUN: not mlir-opt %s -p 'builtin.module(llvm.func(symbol-dce))' 2>&1 | FileCheck %s --check-prefix=TABLE

// UNKNOWN: MLIR Textual PassPipeline Parser:1:1: error: 'no-such-pass' does not refer to a registered pass or pass pipeline
// UNKNOWN-NEXT: no-such-pass
// UNKNOWN-NEXT: ^
// EMPTY: Parser:1:5: error: '' does not refer to a registered pass or pass pipeline
// ANCHOR: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'
// UNBALANCED: Parser:1:11: error: encountered unbalanced parentheses while parsing pipeline
// EXTRA: Parser:1:4: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline
// COMMA: Parser:1:15: error: expected ',' after parsing pipeline
// BRACE: Parser:1:13: error: missing closing '}' while processing pass options
// OPTION: error: <Pass-Options-Parser>: no such option bogus
// OPTION: failed to add `canonicalize` with options `bogus=1`
// VALUE: for the --max-iterations option: 'abc' value invalid for long argument!
// VALUE: failed to add `canonicalize` with options `max-iterations=abc`
// BOTH: error: '-pass-pipeline' option can't be used with individual pass options
// ROOT: error: can't run 'llvm.func' pass manager on 'builtin.module' op
// TABLE: error: 'llvm.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
llvm.func @f() {
  llvm.return
}
