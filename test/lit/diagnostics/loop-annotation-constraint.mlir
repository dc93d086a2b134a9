// RUN: llmir-opt %s --split-input-file --verify-diagnostics
// `loop_annotation` on llvm.br / llvm.cond_br must be a
// #llvm.loop_annotation (ODS summary empty: the message ends after
// "constraint: "), as mlir-opt-19 reports it.

llvm.func @f(%c: i1) {
  // expected-error @below {{custom op 'llvm.cond_br' 'llvm.cond_br' op attribute 'loop_annotation' failed to satisfy constraint: }}
  llvm.cond_br %c, ^a, ^b {loop_annotation = 3}
^a:
  llvm.return
^b:
  llvm.return
}

// -----

llvm.func @g() {
  // expected-error @below {{custom op 'llvm.br' 'llvm.br' op attribute 'loop_annotation' failed to satisfy constraint: }}
  llvm.br ^a {loop_annotation = "x"}
^a:
  llvm.return
}

// -----

#la = #llvm.loop_annotation<disableNonforced = true>
llvm.func @ok() {
  llvm.br ^a {loop_annotation = #la}
^a:
  llvm.return
}
