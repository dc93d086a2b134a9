// Memory ops: atomic loads and stores (type, ordering, alignment,
// syncscope), atomicrmw and cmpxchg, fence orderings, GEP indices.
// RUN: mlir-opt %s --verify-diagnostics --split-input-file

llvm.func @load_syncscope(%p: !llvm.ptr) {
  // expected-error @below {{expected syncscope to be null for non-atomic access}}
  %0 = "llvm.load"(%p) <{syncscope = "singlethread"}> : (!llvm.ptr) -> f32
  llvm.return
}

// -----

llvm.func @load_release(%p: !llvm.ptr) {
  // expected-error @below {{unsupported ordering 'release'}}
  %0 = llvm.load %p atomic release {alignment = 4 : i64} : !llvm.ptr -> f32
  llvm.return
}

// -----

llvm.func @store_i33(%v: i33, %p: !llvm.ptr) {
  // expected-error @below {{unsupported type 'i33' for atomic access}}
  llvm.store %v, %p atomic monotonic {alignment = 8 : i64} : i33, !llvm.ptr
  llvm.return
}

// -----

llvm.func @store_unaligned(%v: f32, %p: !llvm.ptr) {
  // expected-error @below {{expected alignment for atomic access}}
  llvm.store %v, %p atomic monotonic : f32, !llvm.ptr
  llvm.return
}

// -----

llvm.func @rmw_float(%p: !llvm.ptr, %v: i32) {
  // expected-error @below {{expected LLVM IR floating point type}}
  %0 = llvm.atomicrmw fadd %p, %v monotonic : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @rmw_ordering(%p: !llvm.ptr, %v: i32) {
  // expected-error @below {{'llvm.atomicrmw' op expected at least 'monotonic' ordering}}
  %0 = llvm.atomicrmw add %p, %v unordered : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @cmpxchg_failure(%p: !llvm.ptr, %v: i32) {
  // expected-error @below {{failure ordering cannot be 'release' or 'acq_rel'}}
  %0 = llvm.cmpxchg %p, %v, %v acq_rel release : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @fence() {
  // expected-error @below {{can be given only acquire, release, acq_rel, and seq_cst orderings}}
  llvm.fence monotonic
  llvm.return
}

// -----

llvm.func @gep_struct_dynamic(%p: !llvm.ptr, %i: i32) {
  // expected-error @below {{op expected index 1 indexing a struct to be constant}}
  %0 = llvm.getelementptr %p[%i, %i] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(i32)>
  llvm.return
}

// -----

llvm.func @gep_not_indexable(%p: !llvm.ptr) {
  // expected-error @below {{type 'i32' cannot be indexed (index #1)}}
  %0 = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @alloca_target_ext(%n: i64) {
  // expected-error @below {{this target extension type cannot be used in alloca}}
  %0 = llvm.alloca %n x !llvm.target<"no_alloca"> : (i64) -> !llvm.ptr
  llvm.return
}
