// A registered dialect's attribute with a mnemonic MLIR 19 does not know
// is "unknown attribute `x` in dialect `d`", at the mnemonic; a dialect
// without attributes has "no attribute parsing hook" (fuzz finding: llmir
// had kept `#llvm.linkagper<ivate>` and printed its body as a linkage).
// Mnemonic lists read off mlir-opt-19. Messages are mlir-opt-19's.
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// expected-error @+1 {{unknown attribute `linkagper` in dialect `llvm`}}
"llvm.mlir.global"() ({}) {sym_name = "foo", global_type = i64, linkage = #llvm.linkagper<ivate>} : () -> ()
// -----
// expected-error @+1 {{unknown attribute `foo` in dialect `llvm`}}
llvm.func @a() attributes {x = #llvm.foo}
// -----
// expected-error @+1 {{unknown attribute `foo` in dialect `llvm`}}
llvm.func @b() attributes {x = #llvm<foo bar>}
// -----
// MLIR 19 has no imported-entity attribute yet (MLIR 20 has).
// expected-error @+1 {{unknown attribute `di_imported_entity` in dialect `llvm`}}
llvm.func @c() attributes {x = #llvm.di_imported_entity<tag = DW_TAG_imported_module>}
// -----
// expected-error @+1 {{unknown attribute `fast` in dialect `arith`}}
llvm.func @d() attributes {x = #arith.fast}
// -----
// expected-error @+1 {{unknown attribute `poisoned` in dialect `ub`}}
llvm.func @e() attributes {x = #ub.poisoned}
// -----
// expected-error @+1 {{unknown attribute `dl_spex` in dialect `dlti`}}
module attributes {dlti.dl_spec = #dlti.dl_spex<>} {}
// -----
// expected-error @+1 {{dialect 'memref' provides no attribute parsing hook}}
llvm.func @f() attributes {x = #memref.layout<x>}
// -----
// expected-error @+1 {{dialect 'cf' provides no attribute parsing hook}}
llvm.func @g() attributes {x = #cf.assert}
// -----
// expected-error @+1 {{dialect 'affine' provides no attribute parsing hook}}
llvm.func @h() attributes {x = #affine.map}
