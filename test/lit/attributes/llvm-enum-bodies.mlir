// The LLVM dialect's enum attributes (`#llvm.cconv`, `linkage`,
// `tailcallkind`, `framePointerKind`) read `<`, a keyword or a string
// naming a case, and `>`, as MLIR's generated parsers do (fuzz finding:
// llmir had read `#llvm.cconv<0c_10>` as the convention `0` and printed a
// function that does not parse). Messages are mlir-opt-19's.
// RUN: mlir-opt %s --split-input-file --verify-diagnostics
// RUN: not mlir-opt %s --split-input-file 2>&1 | FileCheck %s

// A case written as a string is the same case, printed bare when it is an
// identifier.
// CHECK: llvm.func @quoted() attributes {a = #llvm.linkage<internal>, b = #llvm.tailcallkind<tail>, c = #llvm.framePointerKind<"non-leaf">, d = #llvm.cconv<fastcc>}
llvm.func @quoted() attributes {a = #llvm.linkage<"internal">, b = #llvm.tailcallkind<"tail">, c = #llvm.framePointerKind<"non-leaf">, d = #llvm.cconv<"fastcc">}
// -----
// CHECK: llvm.func fastcc @generic(i64) -> i64
"llvm.func"() ({}) {sym_name = "generic", CConv = #llvm.cconv<"fastcc">, function_type = !llvm.func<i64 (i64)>} : () -> ()
// -----
// expected-error @+2 {{expected keyword for Calling Conventions}}
// expected-error @+1 {{failed to parse CConvAttr parameter 'CallingConv' which is to be a `CConv`}}
"llvm.func"() ({}) {sym_name = "f", CConv = #llvm.cconv<0c_10>, function_type = !llvm.func<i64 (i64)>} : () -> ()
// -----
// expected-error @+2 {{expected keyword for LLVM linkage types}}
// expected-error @+1 {{failed to parse LinkageAttr parameter 'linkage' which is to be a `linkage::Linkage`}}
llvm.func @a() attributes {x = #llvm.linkage<>}
// -----
// expected-error @+2 {{expected keyword for Tail Call Kind}}
// expected-error @+1 {{failed to parse TailCallKindAttr parameter 'tailCallKind' which is to be a `TailCallKind`}}
llvm.func @b() attributes {x = #llvm.tailcallkind<#llvm.tailcallkind<tail>>}
// -----
// expected-error @+1 {{expected '>'}}
llvm.func @c() attributes {x = #llvm.cconv<ccc x>}
// -----
// expected-error @+1 {{expected '>'}}
llvm.func @d() attributes {x = #llvm.framePointerKind<all, none>}
// -----
// expected-error @+2 {{invalid Calling Conventions specification: cc c}}
// expected-error @+1 {{failed to parse CConvAttr parameter 'CallingConv' which is to be a `CConv`}}
llvm.func @e() attributes {x = #llvm.cconv<"cc c">}
