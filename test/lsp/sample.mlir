// A file for the language server's tests: three split chunks, the first
// valid, the second with a verifier error (and a note), the third with a
// parse error.
!pair = !llvm.struct<(i32, ptr)>
#tbaa_root = #llvm.tbaa_root<id = "sample">

llvm.mlir.global internal constant @answer(42 : i32) : i32

llvm.func @callee(%arg0: i32) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.add %arg0, %0 : i32
  llvm.return %1 : i32
}

llvm.func @caller(%p: !llvm.ptr) -> i32 {
  %c = llvm.mlir.constant(7 : i32) : i32
  %r = llvm.call @callee(%c) : (i32) -> i32
  %u = llvm.mlir.undef : !pair
  %s = llvm.insertvalue %r, %u[0] : !pair
  %g = llvm.mlir.addressof @answer : !llvm.ptr
  llvm.br ^bb1(%r : i32)
^bb1(%x: i32):
  llvm.return %x : i32
}

// -----

llvm.func @twice(%a: i64) -> i64 {
  llvm.return %a : i64
}
llvm.func @twice(%b: i64) -> i64 {
  llvm.return %b : i64
}

// -----

llvm.func @broken() -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 :
}
