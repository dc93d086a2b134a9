// Symbols (sym_name) must be unique in a module; the error points at the
// second definition and a note at the first.
// RUN: mlir-opt %s --verify-diagnostics --split-input-file

// expected-note @below {{see existing symbol definition here}}
"llvm.mlir.global"() <{global_type = i32, sym_name = "g", linkage = #llvm.linkage<internal>}> ({}) : () -> ()
// expected-error @below {{redefinition of symbol named 'g'}}
"llvm.mlir.global"() <{global_type = i32, sym_name = "g", linkage = #llvm.linkage<internal>}> ({}) : () -> ()

// -----

// Each chunk is a module of its own: the same name is fine here.
"llvm.mlir.global"() <{global_type = i32, sym_name = "g", linkage = #llvm.linkage<internal>}> ({}) : () -> ()
