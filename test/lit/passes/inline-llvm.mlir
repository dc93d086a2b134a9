// The inliner on the LLVM dialect beyond upstream's dialect/inlining.mlir
// (CHECK lines from mlir-opt-19): an inlined block ending in
// llvm.unreachable (MLIR 19 merges it and drops the terminator), alias
// scopes cloned per inlining with the call's scopes appended, dynamic
// allocas outside the entry block (stack save/restore), byval copies
// without a memory attribute, private callees (only cloned calls are
// inlined), llvm.invoke (never inlined), noalias parameters (a domain per
// inlining, scopes per parameter).
// RUN: mlir-opt %s -inline -split-input-file | FileCheck %s

// A single inlined block that ends unreachable is not merged in place.
llvm.func @trap() {
  llvm.unreachable
}
llvm.func @calls_trap(%p: !llvm.ptr) {
  llvm.call @trap() : () -> ()
  llvm.return
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @trap() {
// CHECK-NEXT:     llvm.unreachable
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @calls_trap(%arg0: !llvm.ptr) {
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----
// Alias scopes of the callee are cloned afresh (their domains too); the
// call's scopes are appended to every inlined memory access.
#domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "callee">
#scope = #llvm.alias_scope<id = distinct[1]<>, domain = #domain, description = "a">
#caller_domain = #llvm.alias_scope_domain<id = distinct[2]<>>
#caller_scope = #llvm.alias_scope<id = distinct[3]<>, domain = #caller_domain>
llvm.func @scoped(%p: !llvm.ptr) -> i32 {
  llvm.intr.experimental.noalias.scope.decl #scope
  %0 = llvm.load %p {alias_scopes = [#scope]} : !llvm.ptr -> i32
  llvm.store %0, %p {noalias_scopes = [#scope]} : i32, !llvm.ptr
  llvm.return %0 : i32
}
llvm.func @scoped_caller(%p: !llvm.ptr) -> i32 {
  %0 = llvm.call @scoped(%p) {alias_scopes = [#caller_scope]} : (!llvm.ptr) -> i32
  %1 = llvm.call @scoped(%p) : (!llvm.ptr) -> i32
  %2 = llvm.add %0, %1 : i32
  llvm.return %2 : i32
}

// CHECK: #alias_scope_domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "callee">
// CHECK-NEXT: #alias_scope_domain1 = #llvm.alias_scope_domain<id = distinct[1]<>, description = "callee">
// CHECK-NEXT: #alias_scope_domain2 = #llvm.alias_scope_domain<id = distinct[2]<>>
// CHECK-NEXT: #alias_scope_domain3 = #llvm.alias_scope_domain<id = distinct[3]<>, description = "callee">
// CHECK-NEXT: #alias_scope = #llvm.alias_scope<id = distinct[4]<>, domain = #alias_scope_domain, description = "a">
// CHECK-NEXT: #alias_scope1 = #llvm.alias_scope<id = distinct[5]<>, domain = #alias_scope_domain1, description = "a">
// CHECK-NEXT: #alias_scope2 = #llvm.alias_scope<id = distinct[6]<>, domain = #alias_scope_domain2>
// CHECK-NEXT: #alias_scope3 = #llvm.alias_scope<id = distinct[7]<>, domain = #alias_scope_domain3, description = "a">
// CHECK-NEXT: module {
// CHECK-NEXT:   llvm.func @scoped(%arg0: !llvm.ptr) -> i32 {
// CHECK-NEXT:     llvm.intr.experimental.noalias.scope.decl #alias_scope
// CHECK-NEXT:     %0 = llvm.load %arg0 {alias_scopes = [#alias_scope]} : !llvm.ptr -> i32
// CHECK-NEXT:     llvm.store %0, %arg0 {noalias_scopes = [#alias_scope]} : i32, !llvm.ptr
// CHECK-NEXT:     llvm.return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @scoped_caller(%arg0: !llvm.ptr) -> i32 {
// CHECK-NEXT:     llvm.intr.experimental.noalias.scope.decl #alias_scope1
// CHECK-NEXT:     %0 = llvm.load %arg0 {alias_scopes = [#alias_scope1, #alias_scope2]} : !llvm.ptr -> i32
// CHECK-NEXT:     llvm.store %0, %arg0 {alias_scopes = [#alias_scope2], noalias_scopes = [#alias_scope1]} : i32, !llvm.ptr
// CHECK-NEXT:     llvm.intr.experimental.noalias.scope.decl #alias_scope3
// CHECK-NEXT:     %1 = llvm.load %arg0 {alias_scopes = [#alias_scope3]} : !llvm.ptr -> i32
// CHECK-NEXT:     llvm.store %1, %arg0 {noalias_scopes = [#alias_scope3]} : i32, !llvm.ptr
// CHECK-NEXT:     %2 = llvm.add %0, %1 : i32
// CHECK-NEXT:     llvm.return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----
// A dynamic alloca outside the callee's entry block gets a stack save and
// restore around the inlined body; a byval argument without a memory
// attribute is copied.
llvm.func @dyn(%c: i1, %n: i32) -> i32 {
  llvm.cond_br %c, ^a, ^b
^a:
  %0 = llvm.alloca %n x i32 : (i32) -> !llvm.ptr
  %1 = llvm.load %0 : !llvm.ptr -> i32
  llvm.return %1 : i32
^b:
  llvm.return %n : i32
}
llvm.func @byval_callee(%p: !llvm.ptr {llvm.byval = !llvm.struct<(i32, f64)>}) -> i32 {
  %0 = llvm.load %p : !llvm.ptr -> i32
  llvm.return %0 : i32
}
llvm.func @dyn_caller(%c: i1, %n: i32, %p: !llvm.ptr) -> i32 {
  %0 = llvm.call @dyn(%c, %n) : (i1, i32) -> i32
  %1 = llvm.call @byval_callee(%p) : (!llvm.ptr) -> i32
  %2 = llvm.add %0, %1 : i32
  llvm.return %2 : i32
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @dyn(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %0 = llvm.alloca %arg1 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT:     %1 = llvm.load %0 : !llvm.ptr -> i32
// CHECK-NEXT:     llvm.return %1 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     llvm.return %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @byval_callee(%arg0: !llvm.ptr {llvm.byval = !llvm.struct<(i32, f64)>}) -> i32 {
// CHECK-NEXT:     %0 = llvm.load %arg0 : !llvm.ptr -> i32
// CHECK-NEXT:     llvm.return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @dyn_caller(%arg0: i1, %arg1: i32, %arg2: !llvm.ptr) -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(16 : i64) : i64
// CHECK-NEXT:     %1 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %2 = llvm.alloca %1 x !llvm.struct<(i32, f64)> {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT:     %3 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT:     llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %4 = llvm.alloca %arg1 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT:     %5 = llvm.load %4 : !llvm.ptr -> i32
// CHECK-NEXT:     llvm.intr.stackrestore %3 : !llvm.ptr
// CHECK-NEXT:     llvm.br ^bb3(%5 : i32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     llvm.intr.stackrestore %3 : !llvm.ptr
// CHECK-NEXT:     llvm.br ^bb3(%arg1 : i32)
// CHECK-NEXT:   ^bb3(%6: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     "llvm.intr.memcpy"(%2, %arg2, %0) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %7 = llvm.load %2 : !llvm.ptr -> i32
// CHECK-NEXT:     %8 = llvm.add %6, %7 : i32
// CHECK-NEXT:     llvm.return %8 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----
// A private llvm.func with one use is not inlined (the LLVM dialect only
// inlines clones); with two uses, both calls are inlined and the callee
// stays until nothing uses it.
llvm.func @once() -> i32 attributes {sym_visibility = "private"} {
  %0 = llvm.mlir.constant(7 : i32) : i32
  llvm.return %0 : i32
}
llvm.func @both() -> i32 attributes {sym_visibility = "private"} {
  %0 = llvm.mlir.constant(8 : i32) : i32
  llvm.return %0 : i32
}
llvm.func @user() -> i32 {
  %0 = llvm.call @once() : () -> i32
  %1 = llvm.call @both() : () -> i32
  %2 = llvm.call @both() : () -> i32
  %3 = llvm.add %0, %1 : i32
  %4 = llvm.add %3, %2 : i32
  llvm.return %4 : i32
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @once() -> i32 attributes {sym_visibility = "private"} {
// CHECK-NEXT:     %0 = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT:     llvm.return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @both() -> i32 attributes {sym_visibility = "private"} {
// CHECK-NEXT:     %0 = llvm.mlir.constant(8 : i32) : i32
// CHECK-NEXT:     llvm.return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @user() -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(8 : i32) : i32
// CHECK-NEXT:     %1 = llvm.call @once() : () -> i32
// CHECK-NEXT:     %2 = llvm.call @both() : () -> i32
// CHECK-NEXT:     %3 = llvm.add %1, %0 : i32
// CHECK-NEXT:     %4 = llvm.add %3, %2 : i32
// CHECK-NEXT:     llvm.return %4 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----
// An invoke is a call for the call graph but is never inlined.
llvm.func @personality() -> i32
llvm.func @thrower() {
  llvm.return
}
llvm.func @invoker() attributes {personality = @personality} {
  llvm.invoke @thrower() to ^ok unwind ^bad : () -> ()
^ok:
  llvm.return
^bad:
  %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @personality() -> i32
// CHECK-NEXT:   llvm.func @thrower() {
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @invoker() attributes {personality = @personality} {
// CHECK-NEXT:     llvm.invoke @thrower() to ^bb1 unwind ^bb2 : () -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----
// noalias parameters: a domain for the inlining and a scope per
// parameter; accesses based only on parameters get their scopes, every
// access whose objects are known gets the others' as noalias scopes.
llvm.func @ext(!llvm.ptr)
llvm.func @copy(%dst: !llvm.ptr {llvm.noalias}, %src: !llvm.ptr {llvm.noalias}, %other: !llvm.ptr) {
  %0 = llvm.load %src : !llvm.ptr -> i32
  llvm.store %0, %dst : i32, !llvm.ptr
  %1 = llvm.getelementptr %dst[1] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %0, %1 : i32, !llvm.ptr
  llvm.store %0, %other : i32, !llvm.ptr
  llvm.call @ext(%src) : (!llvm.ptr) -> ()
  llvm.return
}
llvm.func @copy_caller(%a: !llvm.ptr, %b: !llvm.ptr, %c: !llvm.ptr) {
  llvm.call @copy(%a, %b, %c) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
  llvm.return
}

// CHECK: #alias_scope_domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "copy">
// CHECK-NEXT: #alias_scope = #llvm.alias_scope<id = distinct[1]<>, domain = #alias_scope_domain>
// CHECK-NEXT: #alias_scope1 = #llvm.alias_scope<id = distinct[2]<>, domain = #alias_scope_domain>
// CHECK-NEXT: module {
// CHECK-NEXT:   llvm.func @ext(!llvm.ptr)
// CHECK-NEXT:   llvm.func @copy(%arg0: !llvm.ptr {llvm.noalias}, %arg1: !llvm.ptr {llvm.noalias}, %arg2: !llvm.ptr) {
// CHECK-NEXT:     %0 = llvm.load %arg1 : !llvm.ptr -> i32
// CHECK-NEXT:     llvm.store %0, %arg0 : i32, !llvm.ptr
// CHECK-NEXT:     %1 = llvm.getelementptr %arg0[1] : (!llvm.ptr) -> !llvm.ptr, i32
// CHECK-NEXT:     llvm.store %0, %1 : i32, !llvm.ptr
// CHECK-NEXT:     llvm.store %0, %arg2 : i32, !llvm.ptr
// CHECK-NEXT:     llvm.call @ext(%arg1) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @copy_caller(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) {
// CHECK-NEXT:     llvm.intr.experimental.noalias.scope.decl #alias_scope
// CHECK-NEXT:     llvm.intr.experimental.noalias.scope.decl #alias_scope1
// CHECK-NEXT:     %0 = llvm.load %arg1 {alias_scopes = [#alias_scope1], noalias_scopes = [#alias_scope]} : !llvm.ptr -> i32
// CHECK-NEXT:     llvm.store %0, %arg0 {alias_scopes = [#alias_scope], noalias_scopes = [#alias_scope1]} : i32, !llvm.ptr
// CHECK-NEXT:     %1 = llvm.getelementptr %arg0[1] : (!llvm.ptr) -> !llvm.ptr, i32
// CHECK-NEXT:     llvm.store %0, %1 {alias_scopes = [#alias_scope], noalias_scopes = [#alias_scope1]} : i32, !llvm.ptr
// CHECK-NEXT:     llvm.store %0, %arg2 {noalias_scopes = [#alias_scope, #alias_scope1]} : i32, !llvm.ptr
// CHECK-NEXT:     llvm.call @ext(%arg1) {noalias_scopes = [#alias_scope]} : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
